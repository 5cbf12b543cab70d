//===- ResultBuffers.cpp - results computed in the caller's buffers -------===//
//
// buffer-results-to-out-params leaves each result computed in a buffer of
// its own and copied into the caller's at the end: on a GPU a whole extra
// pass over the output. Where nothing prevents it, the result is computed
// in the caller's buffer directly.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Compiler/Compiler.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::mpopt;

/// `copy` moves a buffer allocated in the function into an output argument.
/// The buffer becomes the argument when the argument has no other use, both
/// have the same type, and after the copy the buffer is only freed or copied
/// again (into another output).
static LogicalResult computeInPlace(memref::CopyOp copy) {
  auto output = dyn_cast<BlockArgument>(copy.getTarget());
  auto alloc = copy.getSource().getDefiningOp<memref::AllocOp>();
  if (!output || !alloc || !output.hasOneUse() ||
      output.getOwner() != copy->getBlock() ||
      alloc->getBlock() != copy->getBlock() ||
      output.getType() != alloc.getType())
    return failure();
  SmallVector<Operation *> deallocs;
  for (Operation *user : alloc->getUsers()) {
    Operation *top = copy->getBlock()->findAncestorOpInBlock(*user);
    if (!top || top == copy || top->isBeforeInBlock(copy))
      continue;
    if (isa<memref::DeallocOp>(user))
      deallocs.push_back(user);
    else if (!isa<memref::CopyOp>(user) ||
             cast<memref::CopyOp>(user).getSource() != alloc)
      return failure();
  }
  for (Operation *dealloc : deallocs)
    dealloc->erase();
  copy->erase();
  alloc.replaceAllUsesWith(output);
  alloc->erase();
  return success();
}

void mpopt::computeResultsInPlace(ModuleOp module) {
  module.walk([](func::FuncOp function) {
    if (function.isExternal())
      return;
    SmallVector<memref::CopyOp> copies(
        function.front().getOps<memref::CopyOp>());
    for (memref::CopyOp copy : copies)
      (void)computeInPlace(copy);
  });
}

//===- CastMatchers.cpp - recognize float conversions ---------------------===//

#include "CastMatchers.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::mpopt;

FailureOr<SmallVector<Operation *>>
mpopt::matchConvertOnlyLinalgOp(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 1 ||
      op.getNumDpsInits() != 1 || op->getNumResults() != 1)
    return failure();
  if (op.getNumParallelLoops() != op.getNumLoops() ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return failure();

  Block *body = op.getBlock();
  if (!body || body->getNumArguments() != 2 ||
      !body->getArgument(1).use_empty())
    return failure();
  Value current = body->getArgument(0);
  SmallVector<Operation *> chain;
  for (Operation &nested : body->without_terminator()) {
    if (!isa<arith::ExtFOp, arith::TruncFOp>(nested) ||
        nested.getOperand(0) != current)
      return failure();
    chain.push_back(&nested);
    current = nested.getResult(0);
  }
  Operation *yield = body->getTerminator();
  if (chain.empty() || yield->getNumOperands() != 1 ||
      yield->getOperand(0) != current)
    return failure();
  return chain;
}

bool mpopt::isFloatConversion(Operation *op) {
  if (isa<CastOp, arith::ExtFOp, arith::TruncFOp>(op))
    return true;
  if (auto tosaCast = dyn_cast<tosa::CastOp>(op))
    return isa<FloatType>(getElementTypeOrSelf(tosaCast.getInput())) &&
           isa<FloatType>(getElementTypeOrSelf(tosaCast.getType()));
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return succeeded(matchConvertOnlyLinalgOp(linalgOp));
  return false;
}

bool mpopt::isInLinalgBody(Operation *op) {
  return isa_and_nonnull<linalg::LinalgOp>(op->getParentOp());
}

void mpopt::walkStandaloneConversions(
    Operation *root, function_ref<void(Operation *)> callback) {
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isFloatConversion(op))
      callback(op);
    return isa<linalg::LinalgOp>(op) ? WalkResult::skip()
                                     : WalkResult::advance();
  });
}

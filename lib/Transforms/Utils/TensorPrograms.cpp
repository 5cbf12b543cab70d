//===- TensorPrograms.cpp - the programs mpopt's passes take --------------===//

#include "mpopt/Transforms/Utils/TensorPrograms.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::mpopt;

/// Why `type` is no tensor mpopt takes; empty when it is one, or no shaped
/// type at all.
static std::string getUnsupportedReason(Type type) {
  if (isa<BaseMemRefType>(type))
    return "works on buffers";
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasRank())
    return {};
  int64_t count = 1;
  for (int64_t size : shaped.getShape()) {
    if (ShapedType::isDynamic(size))
      continue;
    if (llvm::MulOverflow(count, size, count))
      return "has more than 2^63 - 1 elements";
  }
  return {};
}

LogicalResult mpopt::checkTensorProgram(Operation *function, StringRef pass) {
  WalkResult walked = function->walk([&](Operation *op) {
    if (op == function)
      return WalkResult::advance();
    for (ValueRange values :
         {ValueRange(op->getOperands()), ValueRange(op->getResults())})
      for (Value value : values) {
        std::string reason = getUnsupportedReason(value.getType());
        if (reason.empty())
          continue;
        emitError(op->getLoc())
            << pass << ": " << op->getName() << " " << reason << " ("
            << value.getType()
            << "): mpopt takes programs on tensors, before bufferization, "
               "of at most 2^63 - 1 elements each";
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return failure(walked.wasInterrupted());
}

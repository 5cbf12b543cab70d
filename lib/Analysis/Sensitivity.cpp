//===- Sensitivity.cpp - allow / infer / deny-in-compute / clear ----------===//

#include "mpopt/Analysis/Sensitivity.h"

#include "mpopt/Analysis/CostModel.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::mpopt;

ArrayRef<StringLiteral> mpopt::getDenyInComputeOps() {
  static const StringLiteral names[] = {
      "math.exp",   "math.exp2",  "math.expm1", "math.log",
      "math.log1p", "math.log2",  "math.log10", "math.powf",
      "math.fpowi", "math.ipowi", "math.rsqrt", "math.sqrt"};
  return names;
}

StringRef mpopt::stringifySensitivity(Sensitivity sensitivity) {
  switch (sensitivity) {
  case Sensitivity::Allow:
    return "allow";
  case Sensitivity::Infer:
    return "infer";
  case Sensitivity::DenyInCompute:
    return "deny-in-compute";
  case Sensitivity::Clear:
    return "clear";
  }
  llvm_unreachable("unknown sensitivity");
}

namespace {

bool isDenied(StringRef name, ArrayRef<std::string> denyOps) {
  if (!denyOps.empty())
    return llvm::is_contained(denyOps, name);
  return llvm::is_contained(getDenyInComputeOps(), name);
}

/// The first op of a structured op's body on the deny list, or null.
Operation *findDeniedOp(Block *body, ArrayRef<std::string> denyOps) {
  Operation *found = nullptr;
  body->walk([&](Operation *op) {
    if (!found && isDenied(op->getName().getStringRef(), denyOps))
      found = op;
  });
  return found;
}

SensitivityClass classifyLinalg(linalg::LinalgOp op,
                                ArrayRef<std::string> denyOps) {
  std::string name = op->getName().getStringRef().str();
  if (getContractionType(op))
    return {Sensitivity::Allow, name + " contracts"};
  if (op.getNumReductionLoops() > 0)
    return {Sensitivity::DenyInCompute, name + " reduces"};
  if (Operation *denied = findDeniedOp(op.getBlock(), denyOps))
    return {Sensitivity::DenyInCompute,
            name + " computes " + denied->getName().getStringRef().str()};
  // A body that only yields its arguments moves data (copies, transposes,
  // broadcasts); a convert-only body is a cast.
  bool movesOnly =
      llvm::all_of(op.getBlock()->without_terminator(), [](Operation &payload) {
        return isa<arith::ExtFOp, arith::TruncFOp>(payload);
      });
  if (movesOnly)
    return {Sensitivity::Clear, name + " moves data"};
  return {Sensitivity::Infer, name + " is elementwise"};
}

} // namespace

SensitivityClass mpopt::classifyOp(Operation *op,
                                   ArrayRef<std::string> denyOps) {
  std::string name = op->getName().getStringRef().str();
  if (isa<ContractionOpInterface>(op))
    return {Sensitivity::Allow, name + " contracts"};
  if (isNormOrSoftmax(op))
    return {Sensitivity::DenyInCompute, name + " normalizes"};
  if (isa<CastOp>(op))
    return {Sensitivity::Clear, name + " converts"};
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return classifyLinalg(linalgOp, denyOps);
  if (isDenied(name, denyOps))
    return {Sensitivity::DenyInCompute, name};
  if (op->getDialect() && isa<tensor::TensorDialect>(op->getDialect()))
    return {Sensitivity::Clear, name + " moves data"};
  return {Sensitivity::Infer, name + " is elementwise"};
}

//===- ConstantScalars.cpp - float scalars computed from constants -------===//

#include "mpopt/Transforms/Utils/ConstantScalars.h"

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::mpopt;

/// Deep enough for any constant expression an exporter writes; bounds the
/// walk on large programs.
static constexpr unsigned kMaxDepth = 16;

std::optional<APFloat> mpopt::foldFloatOp(Operation *op,
                                          ArrayRef<APFloat> operands) {
  if (op->getNumResults() != 1 || op->getNumRegions() != 0 || !isPure(op) ||
      operands.size() != op->getNumOperands())
    return std::nullopt;
  auto resultType = dyn_cast<FloatType>(op->getResult(0).getType());
  if (!resultType)
    return std::nullopt;
  SmallVector<Attribute> attrs;
  for (auto [operand, value] : llvm::zip(op->getOperands(), operands)) {
    auto type = dyn_cast<FloatType>(operand.getType());
    if (!type)
      return std::nullopt;
    attrs.push_back(FloatAttr::get(type, value));
  }
  SmallVector<OpFoldResult> results;
  if (succeeded(op->fold(attrs, results)) && results.size() == 1) {
    if (auto attr = dyn_cast_if_present<FloatAttr>(
            dyn_cast<Attribute>(results.front())))
      return attr.getValue();
    // A fold to one of the operands (x * 1.0).
    if (auto forwarded = dyn_cast<Value>(results.front()))
      for (auto [operand, value] : llvm::zip(op->getOperands(), operands))
        if (operand == forwarded)
          return value;
    return std::nullopt;
  }
  // arith.truncf's folder keeps only exact results; the program rounds.
  if (auto truncate = dyn_cast<arith::TruncFOp>(op)) {
    RoundingMode rounding = RoundingMode::nearest_even;
    if (std::optional<arith::RoundingMode> mode = truncate.getRoundingmode())
      rounding = fromArithRoundingMode(*mode);
    return convertFloat(operands.front(), resultType.getFloatSemantics(),
                        rounding, /*saturate=*/false);
  }
  return std::nullopt;
}

static std::optional<APFloat> getConstantFloat(Value value, unsigned depth) {
  if (depth > kMaxDepth)
    return std::nullopt;
  Attribute attr;
  if (matchPattern(value, m_Constant(&attr))) {
    if (auto scalar = dyn_cast<FloatAttr>(attr))
      return scalar.getValue();
    auto dense = dyn_cast<DenseFPElementsAttr>(attr);
    if (dense && dense.isSplat())
      return dense.getSplatValue<APFloat>();
    return std::nullopt;
  }
  if (auto argument = dyn_cast<BlockArgument>(value)) {
    auto generic =
        dyn_cast<linalg::GenericOp>(argument.getOwner()->getParentOp());
    if (!generic || argument.getOwner() != generic.getBody())
      return std::nullopt;
    OpOperand *operand = generic.getMatchingOpOperand(argument);
    if (!generic.isDpsInput(operand))
      return std::nullopt;
    return getConstantFloat(operand->get(), depth + 1);
  }
  Operation *op = value.getDefiningOp();
  if (auto fill = dyn_cast_or_null<linalg::FillOp>(op))
    return getConstantFloat(fill.getInputs().front(), depth + 1);
  if (!op || op->getNumResults() != 1 || !isa<FloatType>(value.getType()))
    return std::nullopt;
  SmallVector<APFloat> operands;
  for (Value operand : op->getOperands()) {
    std::optional<APFloat> constant = getConstantFloat(operand, depth + 1);
    if (!constant)
      return std::nullopt;
    operands.push_back(*constant);
  }
  return foldFloatOp(op, operands);
}

std::optional<APFloat> mpopt::getConstantFloat(Value value) {
  return ::getConstantFloat(value, 0);
}

//===- MatmulOp.cpp - mpopt.matmul ----------------------------------------===//

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

using namespace mlir;
using namespace mlir::mpopt;

static bool isSupportedMultiplyType(Type type) {
  return type.isF32() || type.isTF32() || type.isBF16() || type.isF16() ||
         isa<Float8E4M3FNType, Float8E5M2Type>(type);
}

static bool compatible(int64_t a, int64_t b) {
  return a == b || ShapedType::isDynamic(a) || ShapedType::isDynamic(b);
}

/// The inside of `scales(LHS, RHS)`: each `none`, `%s` (f32) or
/// `%s : tensor<Nxf32>`, not both `none`.
ParseResult
mpopt::parseOperandScales(OpAsmParser &parser,
                          std::optional<OpAsmParser::UnresolvedOperand> &lhs,
                          std::optional<OpAsmParser::UnresolvedOperand> &rhs,
                          Type &lhsType, Type &rhsType) {
  auto parseScale = [&](std::optional<OpAsmParser::UnresolvedOperand> &scale,
                        Type &type) -> ParseResult {
    if (succeeded(parser.parseOptionalKeyword("none")))
      return success();
    OpAsmParser::UnresolvedOperand operand;
    if (parser.parseOperand(operand))
      return failure();
    scale = operand;
    type = parser.getBuilder().getF32Type();
    if (succeeded(parser.parseOptionalColon()))
      return parser.parseType(type);
    return success();
  };
  SMLoc loc = parser.getCurrentLocation();
  if (parseScale(lhs, lhsType) || parser.parseComma() ||
      parseScale(rhs, rhsType))
    return failure();
  if (!lhs && !rhs)
    return parser.emitError(loc, "'scales' names no scale; omit it");
  return success();
}

void mpopt::printOperandScales(OpAsmPrinter &printer, MatmulOp op, Value lhs,
                               Value rhs, Type lhsType, Type rhsType) {
  auto printScale = [&](Value scale) {
    if (!scale) {
      printer << "none";
      return;
    }
    printer << scale;
    if (!scale.getType().isF32())
      printer << " : " << scale.getType();
  };
  printScale(lhs);
  printer << ", ";
  printScale(rhs);
}

LogicalResult MatmulOp::verify() {
  auto lhs = getLhs().getType();
  auto rhs = getRhs().getType();
  auto result = getResult().getType();
  int64_t rank = lhs.getRank();
  if (rank != 2 && rank != 3)
    return emitOpError("operands must be rank 2, or rank 3 with a leading "
                       "batch dimension, got rank ")
           << rank;
  if (rhs.getRank() != rank || result.getRank() != rank)
    return emitOpError("operands and result must have one rank");

  auto dim = [&](RankedTensorType type, int64_t i) {
    return type.getDimSize(rank - 2 + i);
  };
  int64_t m = dim(lhs, getTransposeLhs() ? 1 : 0);
  int64_t kLhs = dim(lhs, getTransposeLhs() ? 0 : 1);
  int64_t kRhs = dim(rhs, getTransposeRhs() ? 1 : 0);
  int64_t n = dim(rhs, getTransposeRhs() ? 0 : 1);
  if (!compatible(kLhs, kRhs))
    return emitOpError("contraction sizes differ: ")
           << kLhs << " (lhs) vs " << kRhs << " (rhs)";
  if (!compatible(dim(result, 0), m) || !compatible(dim(result, 1), n))
    return emitOpError("result must be ")
           << m << "x" << n << " (rows of lhs by columns of rhs), got "
           << result;
  if (rank == 3 && (!compatible(lhs.getDimSize(0), rhs.getDimSize(0)) ||
                    !compatible(lhs.getDimSize(0), result.getDimSize(0))))
    return emitOpError("batch sizes of operands and result differ");

  Type multiply = getMultiplyType();
  Type accumulator = getAccumulatorType();
  if (!isSupportedMultiplyType(multiply))
    return emitOpError("multiply type must be f32, tf32, bf16, f16, "
                       "f8E4M3FN or f8E5M2, got ")
           << multiply;
  if (!accumulator.isF32() && !accumulator.isF16())
    return emitOpError("accumulator type must be f32 or f16, got ")
           << accumulator;

  Type lhsStorage = lhs.getElementType();
  Type rhsStorage = rhs.getElementType();
  if (isFP8(multiply)) {
    if (!isa<Float8E4M3FNType, Float8E5M2Type>(lhsStorage) ||
        !isa<Float8E4M3FNType, Float8E5M2Type>(rhsStorage))
      return emitOpError("an FP8 multiply reads FP8 operands (f8E4M3FN or "
                         "f8E5M2), got ")
             << lhsStorage << " and " << rhsStorage;
    if (lhsStorage != multiply)
      return emitOpError("an FP8 multiply type names the lhs storage type ")
             << lhsStorage << ", got " << multiply;
    if (isa<Float8E5M2Type>(lhsStorage) && isa<Float8E5M2Type>(rhsStorage))
      return emitOpError("f8E5M2 x f8E5M2 runs on no GPU's FP8 tensor cores; "
                         "one operand must be f8E4M3FN");
    if (!accumulator.isF32())
      return emitOpError("an FP8 multiply needs an f32 accumulator");
    if (!getScaleLhs() || !getScaleRhs())
      return emitOpError("an FP8 multiply needs per-tensor scales for both "
                         "operands");
    if (!getScaleLhs().getType().isF32() || !getScaleRhs().getType().isF32())
      return emitOpError("an FP8 multiply takes per-tensor (f32) scales; "
                         "per-channel scales are for weight-only FP8 "
                         "operands");
  } else {
    // Weight-only FP8: a scale belongs to an operand stored in FP8, one per
    // tensor or one per output channel (a result row for the lhs, a
    // column for the rhs).
    for (auto [name, scale, storage, channels] :
         {std::tuple(StringRef("lhs"), getScaleLhs(), lhsStorage, m),
          std::tuple(StringRef("rhs"), getScaleRhs(), rhsStorage, n)}) {
      if (!scale)
        continue;
      if (!isFP8(storage))
        return emitOpError("a scale applies only to an FP8 multiply or an "
                           "FP8-stored operand, but the ")
               << name << " is " << storage;
      auto perChannel = dyn_cast<RankedTensorType>(scale.getType());
      if (perChannel && !compatible(perChannel.getDimSize(0), channels))
        return emitOpError("a per-channel scale of the ")
               << name << " needs one element per result "
               << (name == "lhs" ? "row" : "column") << " (" << channels
               << "), got " << perChannel;
    }
    if ((getScaleLhs() || getScaleRhs()) && !accumulator.isF32())
      return emitOpError("operand scales need an f32 accumulator");
    if (accumulator.isF16() && !multiply.isF16())
      return emitOpError("f16 accumulation needs an f16 multiply");
  }

  Type resultStorage = result.getElementType();
  if (getSaturate() && !isFP8(resultStorage))
    return emitOpError("'saturate' requires an FP8 result element type, got ")
           << resultStorage;
  if (getScaleResult() && !isFP8(resultStorage))
    return emitOpError("a result scale applies only to an FP8 result");

  if (Value bias = getBias()) {
    auto biasType = cast<RankedTensorType>(bias.getType());
    bool perColumn =
        biasType.getRank() == 1 && compatible(biasType.getDimSize(0), n);
    bool full = biasType.getShape() == result.getShape();
    if (!perColumn && !full)
      return emitOpError("bias must have shape [")
             << n << "] or the result's shape, got " << biasType;
  }
  return success();
}

int64_t MatmulOp::getContractionLength() {
  auto lhs = getLhs().getType();
  int64_t rank = lhs.getRank();
  return lhs.getDimSize(getTransposeLhs() ? rank - 2 : rank - 1);
}

//===- CastSemantics.cpp - the numeric contract of mpopt.cast -------------===//

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"

#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"

using namespace mlir;
using namespace mlir::mpopt;
using llvm::APFloat;

bool mpopt::isFP8(Type type) {
  auto floatType = dyn_cast<FloatType>(type);
  return floatType && floatType.getWidth() == 8;
}

bool mpopt::isExactConversion(FloatType src, FloatType dst) {
  const llvm::fltSemantics &from = src.getFloatSemantics();
  const llvm::fltSemantics &to = dst.getFloatSemantics();
  if (&from == &to)
    return true;
  // isRepresentableBy compares precision and exponent range only.
  if (!APFloat::isRepresentableBy(from, to))
    return false;
  if (APFloat::semanticsHasInf(from) && !APFloat::semanticsHasInf(to))
    return false;
  if (APFloat::semanticsHasNaN(from) && !APFloat::semanticsHasNaN(to))
    return false;
  return !APFloat::semanticsHasSignedRepr(from) ||
         APFloat::semanticsHasSignedRepr(to);
}

bool mpopt::isValuePreservingCast(FloatType src, FloatType dst, bool saturate) {
  if (!isExactConversion(src, dst))
    return false;
  return !saturate || !APFloat::semanticsHasInf(src.getFloatSemantics());
}

llvm::RoundingMode mpopt::toLLVMRoundingMode(RoundingMode rounding) {
  switch (rounding) {
  case RoundingMode::nearest_even:
    return llvm::RoundingMode::NearestTiesToEven;
  case RoundingMode::toward_zero:
    return llvm::RoundingMode::TowardZero;
  case RoundingMode::upward:
    return llvm::RoundingMode::TowardPositive;
  case RoundingMode::downward:
    return llvm::RoundingMode::TowardNegative;
  case RoundingMode::nearest_away:
    return llvm::RoundingMode::NearestTiesToAway;
  }
  llvm_unreachable("unknown rounding mode");
}

arith::RoundingMode mpopt::toArithRoundingMode(RoundingMode rounding) {
  switch (rounding) {
  case RoundingMode::nearest_even:
    return arith::RoundingMode::to_nearest_even;
  case RoundingMode::toward_zero:
    return arith::RoundingMode::toward_zero;
  case RoundingMode::upward:
    return arith::RoundingMode::upward;
  case RoundingMode::downward:
    return arith::RoundingMode::downward;
  case RoundingMode::nearest_away:
    return arith::RoundingMode::to_nearest_away;
  }
  llvm_unreachable("unknown rounding mode");
}

RoundingMode mpopt::fromArithRoundingMode(arith::RoundingMode rounding) {
  switch (rounding) {
  case arith::RoundingMode::to_nearest_even:
    return RoundingMode::nearest_even;
  case arith::RoundingMode::toward_zero:
    return RoundingMode::toward_zero;
  case arith::RoundingMode::upward:
    return RoundingMode::upward;
  case arith::RoundingMode::downward:
    return RoundingMode::downward;
  case arith::RoundingMode::to_nearest_away:
    return RoundingMode::nearest_away;
  }
  llvm_unreachable("unknown arith rounding mode");
}

APFloat mpopt::convertFloat(const APFloat &value, const llvm::fltSemantics &dst,
                            RoundingMode rounding, bool saturate) {
  APFloat result = value;
  bool losesInfo = false;
  // APFloat implements IEEE overflow: +-Inf, or NaN for formats without Inf.
  (void)result.convert(dst, toLLVMRoundingMode(rounding), &losesInfo);
  if (!saturate || value.isNaN())
    return result;
  if (value.isInfinity() || result.isInfinity() || result.isNaN())
    return APFloat::getLargest(dst, value.isNegative());
  return result;
}

LogicalResult
mpopt::forEachFloatElement(Attribute constant,
                           function_ref<void(const APFloat &)> fn) {
  if (auto dense = dyn_cast<DenseFPElementsAttr>(constant)) {
    if (dense.isSplat()) {
      fn(dense.getSplatValue<APFloat>());
      return success();
    }
    for (const APFloat &value : dense.getValues<APFloat>())
      fn(value);
    return success();
  }
  auto resource = dyn_cast<DenseResourceElementsAttr>(constant);
  auto type = resource
                  ? dyn_cast<FloatType>(resource.getType().getElementType())
                  : FloatType();
  if (!type)
    return failure();
  // A blob holds the elements as DenseElementsAttr's raw buffer does: each
  // in whole bytes, one after another.
  unsigned width = type.getWidth();
  size_t bytes = llvm::divideCeil(width, 8);
  AsmResourceBlob *blob = resource.getRawHandle().getBlob();
  if (!blob ||
      blob->getData().size() != bytes * resource.getType().getNumElements())
    return failure();
  ArrayRef<char> data = blob->getData();
  for (size_t offset = 0; offset < data.size(); offset += bytes) {
    APInt bits(width, 0);
    llvm::LoadIntFromMemory(
        bits, reinterpret_cast<const uint8_t *>(data.data() + offset), bytes);
    fn(APFloat(type.getFloatSemantics(), bits));
  }
  return success();
}

Type mpopt::getExactMultiplyType(Type lhs, Type rhs, Type accumulator) {
  auto operand = dyn_cast<FloatType>(lhs);
  auto wide = dyn_cast<FloatType>(accumulator);
  if (!operand || !wide || lhs != rhs || isFP8(operand) ||
      !isExactConversion(operand, wide) ||
      2 * operand.getFPMantissaWidth() > wide.getFPMantissaWidth())
    return accumulator;
  return operand;
}

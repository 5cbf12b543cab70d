//===- BitFloatBuilder.cpp - float conversions as integer ops -------------===//

#include "BitFloatBuilder.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::mpopt;
using arith::CmpIPredicate;

std::optional<FloatFormat> FloatFormat::get(Type type) {
  if (type.isF32())
    return FloatFormat{32, 8, 23, 127, true};
  if (type.isF16())
    return FloatFormat{16, 5, 10, 15, true};
  if (type.isBF16())
    return FloatFormat{16, 8, 7, 127, true};
  if (isa<Float8E5M2Type>(type))
    return FloatFormat{8, 5, 2, 15, true};
  if (isa<Float8E4M3FNType>(type))
    return FloatFormat{8, 4, 3, 7, false};
  return std::nullopt;
}

uint32_t FloatFormat::maxFiniteBits() const {
  if (ieeeSpecials)
    return ((exponentMask() - 1) << mantissaBits) | mantissaMask();
  // All ones is NaN; one below it is the largest finite value.
  return ((exponentMask() << mantissaBits) | mantissaMask()) - 1;
}

uint32_t FloatFormat::overflowBits() const {
  return ieeeSpecials ? exponentMask() << mantissaBits : nanBits();
}

uint32_t FloatFormat::nanBits() const {
  if (ieeeSpecials)
    return (exponentMask() << mantissaBits) | (1u << (mantissaBits - 1));
  return (exponentMask() << mantissaBits) | mantissaMask();
}

BitFloatBuilder::BitFloatBuilder(OpBuilder &builder, Location loc,
                                 Type valueType)
    : builder(builder), loc(loc), valueType(valueType) {
  i32Type = withElementType(builder.getI32Type());
  i1Type = withElementType(builder.getI1Type());
}

Type BitFloatBuilder::withElementType(Type elementType) {
  if (auto vector = dyn_cast<VectorType>(valueType))
    return vector.clone(elementType);
  return elementType;
}

Value BitFloatBuilder::constant(int64_t value) {
  auto attr = builder.getIntegerAttr(builder.getI32Type(),
                                     APInt(32, static_cast<uint32_t>(value)));
  if (auto vector = dyn_cast<VectorType>(i32Type))
    return arith::ConstantOp::create(builder, loc, vector,
                                     DenseElementsAttr::get(vector, attr));
  return arith::ConstantOp::create(builder, loc, attr);
}

Value BitFloatBuilder::boolean(bool value) {
  auto attr = builder.getBoolAttr(value);
  if (auto vector = dyn_cast<VectorType>(i1Type))
    return arith::ConstantOp::create(builder, loc, vector,
                                     DenseElementsAttr::get(vector, attr));
  return arith::ConstantOp::create(builder, loc, attr);
}

Value BitFloatBuilder::cmp(CmpIPredicate predicate, Value lhs, Value rhs) {
  return arith::CmpIOp::create(builder, loc, predicate, lhs, rhs);
}

Value BitFloatBuilder::select(Value condition, Value ifTrue, Value ifFalse) {
  return arith::SelectOp::create(builder, loc, condition, ifTrue, ifFalse);
}

Value BitFloatBuilder::shl(Value value, Value amount) {
  return arith::ShLIOp::create(builder, loc, value, amount);
}

Value BitFloatBuilder::lshr(Value value, Value amount) {
  return arith::ShRUIOp::create(builder, loc, value, amount);
}

Value BitFloatBuilder::bitAnd(Value lhs, Value rhs) {
  return arith::AndIOp::create(builder, loc, lhs, rhs);
}

Value BitFloatBuilder::bitOr(Value lhs, Value rhs) {
  return arith::OrIOp::create(builder, loc, lhs, rhs);
}

Value BitFloatBuilder::add(Value lhs, Value rhs) {
  return arith::AddIOp::create(builder, loc, lhs, rhs);
}

Value BitFloatBuilder::sub(Value lhs, Value rhs) {
  return arith::SubIOp::create(builder, loc, lhs, rhs);
}

Value BitFloatBuilder::widenToF32Bits(Value bits, const FloatFormat &format) {
  if (format.width == 32)
    return bits;
  unsigned m = format.mantissaBits;
  // bf16 is the upper half of f32.
  if (format.exponentBits == 8)
    return shl(bits, constant(32 - format.width));

  Value sign = shl(lshr(bits, constant(format.width - 1)), constant(31));
  Value exponent =
      bitAnd(lshr(bits, constant(m)), constant(format.exponentMask()));
  Value mantissa = bitAnd(bits, constant(format.mantissaMask()));

  // Normal: rebias the exponent, widen the mantissa.
  Value normal =
      bitOr(shl(add(exponent, constant(127 - format.bias)), constant(23)),
            shl(mantissa, constant(23 - m)));

  // Denormal: mantissa * 2^(1 - bias - m) is a normal f32; its leading one
  // at bit p = 31 - ctlz becomes the implicit bit.
  Value zeros = math::CountLeadingZerosOp::create(builder, loc, mantissa);
  Value denormalExponent =
      sub(constant(159 - format.bias - static_cast<int>(m)), zeros);
  Value denormalMantissa =
      bitAnd(shl(mantissa, sub(zeros, constant(8))), constant(0x7FFFFF));
  Value denormal = bitOr(shl(denormalExponent, constant(23)), denormalMantissa);

  Value isZeroExponent = cmp(CmpIPredicate::eq, exponent, constant(0));
  Value isZeroMantissa = cmp(CmpIPredicate::eq, mantissa, constant(0));
  Value magnitude = select(
      isZeroExponent, select(isZeroMantissa, constant(0), denormal), normal);

  Value special;
  if (format.ieeeSpecials) {
    // Inf keeps a zero mantissa, NaN a non-zero one.
    Value isSpecial =
        cmp(CmpIPredicate::eq, exponent, constant(format.exponentMask()));
    special = isSpecial;
    magnitude = select(
        isSpecial, bitOr(constant(0x7F800000), shl(mantissa, constant(23 - m))),
        magnitude);
  } else {
    Value isNaN =
        cmp(CmpIPredicate::eq, bitAnd(bits, constant(format.nanBits())),
            constant(format.nanBits()));
    magnitude = select(isNaN, constant(0x7FC00000), magnitude);
  }
  return bitOr(sign, magnitude);
}

Value BitFloatBuilder::roundFromF32Bits(Value bits, const FloatFormat &format,
                                        RoundingMode rounding, bool saturate) {
  unsigned m = format.mantissaBits;
  Value isNegative = cmp(CmpIPredicate::slt, bits, constant(0));
  Value magnitude = bitAnd(bits, constant(0x7FFFFFFF));
  Value isNaN = cmp(CmpIPredicate::ugt, magnitude, constant(0x7F800000));
  Value isInf = cmp(CmpIPredicate::eq, magnitude, constant(0x7F800000));

  // magnitude = significand * 2^(exponent - 150), with the implicit bit in
  // the significand of normals and exponent 1 for f32 denormals.
  Value exponent32 = lshr(magnitude, constant(23));
  Value isDenormal32 = cmp(CmpIPredicate::eq, exponent32, constant(0));
  Value significand =
      bitOr(bitAnd(magnitude, constant(0x7FFFFF)),
            select(isDenormal32, constant(0), constant(0x800000)));
  exponent32 = arith::MaxUIOp::create(builder, loc, exponent32, constant(1));

  // The result's biased exponent if it were normal; below 1 it is denormal
  // and loses one more bit per step. Dropping 25 or more bits leaves only
  // the rounding decision, which 25 already gets right.
  Value exponent = add(exponent32, constant(format.bias - 127));
  Value belowNormal = arith::MaxSIOp::create(
      builder, loc, sub(constant(1), exponent), constant(0));
  Value dropped = arith::MinSIOp::create(
      builder, loc, add(belowNormal, constant(23 - m)), constant(25));
  // Adding the significand (with its implicit bit) to (exponent - 1) << m
  // sets the exponent field; a carry out of rounding moves to the next
  // binade on its own.
  Value base = shl(arith::MaxSIOp::create(
                       builder, loc, sub(exponent, constant(1)), constant(0)),
                   constant(m));
  Value kept = lshr(significand, dropped);
  Value rest = bitAnd(significand, sub(shl(constant(1), dropped), constant(1)));
  Value half = shl(constant(1), sub(dropped, constant(1)));

  Value isInexact = cmp(CmpIPredicate::ne, rest, constant(0));
  Value roundUp;
  Value overflowsToInfinity;
  switch (rounding) {
  case RoundingMode::nearest_even: {
    Value aboveHalf = cmp(CmpIPredicate::ugt, rest, half);
    Value tieToOdd = arith::AndIOp::create(
        builder, loc, cmp(CmpIPredicate::eq, rest, half),
        cmp(CmpIPredicate::ne, bitAnd(kept, constant(1)), constant(0)));
    roundUp = arith::OrIOp::create(builder, loc, aboveHalf, tieToOdd);
    overflowsToInfinity = boolean(true);
    break;
  }
  case RoundingMode::nearest_away:
    roundUp = cmp(CmpIPredicate::uge, rest, half);
    overflowsToInfinity = boolean(true);
    break;
  case RoundingMode::toward_zero:
    roundUp = boolean(false);
    overflowsToInfinity = roundUp;
    break;
  case RoundingMode::upward: {
    Value isPositive = cmp(CmpIPredicate::sge, bits, constant(0));
    roundUp = arith::AndIOp::create(builder, loc, isInexact, isPositive);
    overflowsToInfinity = isPositive;
    break;
  }
  case RoundingMode::downward:
    roundUp = arith::AndIOp::create(builder, loc, isInexact, isNegative);
    overflowsToInfinity = isNegative;
    break;
  }
  Value rounded = add(add(base, kept),
                      arith::ExtUIOp::create(builder, loc, i32Type, roundUp));

  Value maxFinite = constant(format.maxFiniteBits());
  Value overflowResult =
      saturate ? maxFinite
               : select(overflowsToInfinity, constant(format.overflowBits()),
                        maxFinite);
  Value result = select(cmp(CmpIPredicate::ugt, rounded, maxFinite),
                        overflowResult, rounded);
  // Infinity is exact where the format has it; saturation clamps it.
  Value infResult =
      constant(saturate ? format.maxFiniteBits() : format.overflowBits());
  result = select(isInf, infResult, result);
  result = select(isNaN, constant(format.nanBits()), result);

  Value sign =
      select(isNegative, constant(1u << (format.width - 1)), constant(0));
  return bitOr(sign, result);
}

Value BitFloatBuilder::convert(Value value, Type resultType,
                               RoundingMode rounding, bool saturate) {
  Type srcElement = getElementTypeOrSelf(value.getType());
  Type dstElement = getElementTypeOrSelf(resultType);
  std::optional<FloatFormat> src = FloatFormat::get(srcElement);
  std::optional<FloatFormat> dst = FloatFormat::get(dstElement);
  assert(src && dst && "only the five formats are expanded");

  Type srcIntType = withElementType(builder.getIntegerType(src->width));
  Value bits = arith::BitcastOp::create(builder, loc, srcIntType, value);
  if (src->width < 32)
    bits = arith::ExtUIOp::create(builder, loc, i32Type, bits);
  bits = widenToF32Bits(bits, *src);
  // Widening to f32 is exact, so from there one rounding gives the result.
  if (dst->width != 32 || saturate)
    bits = roundFromF32Bits(bits, *dst, rounding, saturate);

  Type dstIntType = withElementType(builder.getIntegerType(dst->width));
  if (dst->width < 32)
    bits = arith::TruncIOp::create(builder, loc, dstIntType, bits);
  return arith::BitcastOp::create(builder, loc, resultType, bits);
}

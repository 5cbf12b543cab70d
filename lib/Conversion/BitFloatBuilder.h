//===- BitFloatBuilder.h - float conversions as integer ops -----*- C++ -*-===//
//
// Emits integer arithmetic on bit patterns that converts between f32, f16,
// bf16, f8E4M3FN and f8E5M2 with the semantics of docs/numerics.md.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_LIB_CONVERSION_BITFLOATBUILDER_H
#define MPOPT_LIB_CONVERSION_BITFLOATBUILDER_H

#include "mpopt/Dialect/MPOpt/IR/MPOptAttrs.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include <optional>

namespace mlir::mpopt {

/// A binary float format as bit fields: sign, exponent, mantissa.
struct FloatFormat {
  unsigned width;
  unsigned exponentBits;
  unsigned mantissaBits;
  int bias;
  /// IEEE-style specials: the all-ones exponent holds +-Inf (zero mantissa)
  /// and NaN. Without them (f8E4M3FN) all-ones everywhere is the only NaN
  /// and there is no infinity.
  bool ieeeSpecials;

  /// The format of `type` if it is one of the five formats mpopt expands.
  static std::optional<FloatFormat> get(Type type);

  uint32_t exponentMask() const { return (1u << exponentBits) - 1; }
  uint32_t mantissaMask() const { return (1u << mantissaBits) - 1; }
  /// Magnitude bits of the largest finite value.
  uint32_t maxFiniteBits() const;
  /// Magnitude bits of the result of an overflow that does not saturate:
  /// infinity, or NaN for formats without one.
  uint32_t overflowBits() const;
  /// Magnitude bits of the NaN conversions produce.
  uint32_t nanBits() const;
};

/// Emits the conversions on scalars or vectors; every intermediate is an i32
/// of the same shape as the converted value.
class BitFloatBuilder {
public:
  /// `valueType` is the scalar or vector type being converted.
  BitFloatBuilder(OpBuilder &builder, Location loc, Type valueType);

  /// Converts `value` to `resultType` (same shape, one of the five formats).
  Value convert(Value value, Type resultType, RoundingMode rounding,
                bool saturate);

private:
  /// The f32 bit pattern of `value`, exactly.
  Value widenToF32Bits(Value value, const FloatFormat &format);
  /// Rounds the f32 bit pattern `bits` to `format`; the result is in the low
  /// `format.width` bits.
  Value roundFromF32Bits(Value bits, const FloatFormat &format,
                         RoundingMode rounding, bool saturate);

  /// An i32 constant (splat for vectors) holding the low 32 bits of `value`.
  Value constant(int64_t value);
  Value boolean(bool value);
  Value cmp(arith::CmpIPredicate predicate, Value lhs, Value rhs);
  Value select(Value condition, Value ifTrue, Value ifFalse);
  Value shl(Value value, Value amount);
  Value lshr(Value value, Value amount);
  Value bitAnd(Value lhs, Value rhs);
  Value bitOr(Value lhs, Value rhs);
  Value add(Value lhs, Value rhs);
  Value sub(Value lhs, Value rhs);
  Type withElementType(Type elementType);

  OpBuilder &builder;
  Location loc;
  Type valueType;
  Type i32Type;
  Type i1Type;
};

} // namespace mlir::mpopt

#endif // MPOPT_LIB_CONVERSION_BITFLOATBUILDER_H

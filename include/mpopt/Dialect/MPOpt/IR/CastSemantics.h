//===- CastSemantics.h - the numeric contract of mpopt.cast -----*- C++ -*-===//
//
// One implementation of what a cast between two float formats computes, used
// by the folder, by every pass that reasons about casts, and by the tests that
// check lowerings against it.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_DIALECT_MPOPT_IR_CASTSEMANTICS_H
#define MPOPT_DIALECT_MPOPT_IR_CASTSEMANTICS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptAttrs.h"
#include "llvm/ADT/APFloat.h"

namespace mlir::mpopt {

/// True for the 8-bit float formats, the only ones `saturate` applies to.
bool isFP8(Type type);

/// True when `dst` holds every value of `src`, infinities and NaN included,
/// so converting from `src` to `dst` never rounds.
bool isExactConversion(FloatType src, FloatType dst);

/// True when a cast from `src` to `dst` returns every input unchanged.
/// Saturation breaks this for formats with infinities (Inf becomes the
/// largest finite value).
bool isValuePreservingCast(FloatType src, FloatType dst, bool saturate);

llvm::RoundingMode toLLVMRoundingMode(RoundingMode rounding);
arith::RoundingMode toArithRoundingMode(RoundingMode rounding);
RoundingMode fromArithRoundingMode(arith::RoundingMode rounding);

/// Converts `value` to the format `dst` as `mpopt.cast` does.
llvm::APFloat convertFloat(const llvm::APFloat &value,
                           const llvm::fltSemantics &dst, RoundingMode rounding,
                           bool saturate);

/// Calls `fn` on each element of a float tensor constant, in order: those of
/// a DenseFPElementsAttr (once for a splat), or those the blob of a
/// DenseResourceElementsAttr holds. Fails without calling `fn` for other
/// attributes and for a blob that is elided, missing or not the tensor's
/// size.
LogicalResult forEachFloatElement(Attribute constant,
                                  function_ref<void(const llvm::APFloat &)> fn);

/// The narrowest multiply type that gives a matmul of `lhs` and `rhs`
/// (storage element types) accumulating in `accumulator` the results of
/// multiplying in `accumulator`: the operands' type when both have it, it
/// converts exactly to the accumulator and its products are exact there
/// (bf16 or f16 into f32; not FP8, which is multiplied as stored, scaled);
/// `accumulator` otherwise.
Type getExactMultiplyType(Type lhs, Type rhs, Type accumulator);

} // namespace mlir::mpopt

#endif // MPOPT_DIALECT_MPOPT_IR_CASTSEMANTICS_H

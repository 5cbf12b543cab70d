//===- WeightQuantization.h - weight-only E4M3 with per-channel scales ----===//
//
// Decode programs read every weight once per token: storing a weight in
// E4M3 with one f32 scale per output channel (weight-only; the matmul keeps
// its multiply type and converts the weight exactly) quarters its bytes.
// The quantization runs once: at compile time for a constant, in
// `<entry>_prepare` for a parameter (mpopt-hoist-parameters moves it).
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_LIB_TRANSFORMS_PRECISION_WEIGHTQUANTIZATION_H
#define MPOPT_LIB_TRANSFORMS_PRECISION_WEIGHTQUANTIZATION_H

#include "mlir/IR/Builders.h"

namespace mlir::mpopt {

struct FP8Weight {
  /// The weight divided by its channel's scale, rounded to f8E4M3FN with
  /// saturation.
  Value value;
  /// tensor<Cxf32>: the scale of each channel, which the matmul multiplies
  /// back in its epilogue.
  Value scale;
};

/// Builds at the builder's insertion point the quantization of `weight`, a
/// static f32 tensor of rank 2, with one scale per index of dimension
/// `channelDim`: scale[c] = max(amax_c / 448, smallest normal f32) (amax_c
/// the largest magnitude of slice c; the floor keeps an all-zero slice from
/// dividing by 0), value = cast(weight / scale[c]) saturating to E4M3, all
/// in f32. An `arith.constant` weight is evaluated here: the scales and the
/// quotients become constants, and the rounding cast of the quotients is
/// one mpopt-fold-casts folds. Another weight gets linalg generics that
/// read nothing but it and constants, so that mpopt-hoist-parameters moves
/// them into the prepare function when it is a parameter.
FP8Weight quantizeWeightPerChannel(OpBuilder &builder, Location loc,
                                   Value weight, unsigned channelDim);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_TRANSFORMS_PRECISION_WEIGHTQUANTIZATION_H

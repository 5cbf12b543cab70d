//===- FP8Scaling.h - per-tensor scaling of a matmul operand to E4M3 ------===//

#ifndef MPOPT_LIB_TRANSFORMS_PRECISION_FP8SCALING_H
#define MPOPT_LIB_TRANSFORMS_PRECISION_FP8SCALING_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

#include <optional>

namespace mlir::mpopt {

struct FP8Operand {
  /// The operand divided by `scale` and rounded to f8E4M3FN with saturation.
  Value value;
  /// The per-tensor f32 scale the matmul multiplies back.
  Value scale;
  /// With static scaling: the index of the new argument of the function
  /// that carries the scale.
  std::optional<unsigned> scaleArgument;
};

/// Builds, at the builder's insertion point, the scaling of `operand` into
/// E4M3. With `calibratedAmax` (a calibration run's, or a constant's) the
/// scale is a constant, as TensorRT's calibrated scales are: the power of
/// two at or above amax / 448 (at least the smallest normal f32), so that
/// dividing by it is exact. Otherwise dynamic scaling computes max(amax /
/// 448, smallest normal f32) in the program (an amax reduction); static
/// scaling appends a rank-0 f32 tensor argument to `function`, marked
/// {mpopt.fp8_scale = description}, for the caller to pass (delayed
/// scaling), and where `expectedAmax` is known, {mpopt.initial = s}, s
/// the power of two as above: the first call's scale, before the caller
/// has measured one.
FP8Operand quantizeToFP8(OpBuilder &builder, func::FuncOp function,
                         Location loc, Value operand, StringRef description,
                         bool staticScale,
                         std::optional<double> calibratedAmax = std::nullopt,
                         std::optional<double> expectedAmax = std::nullopt);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_TRANSFORMS_PRECISION_FP8SCALING_H

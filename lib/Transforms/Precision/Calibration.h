//===- Calibration.h - magnitudes measured on sample inputs ---------------===//
//
// scripts/calibrate.py runs a program on sample inputs and records each
// float tensor's largest magnitude (amax) and rms; mpopt-assign-precision
// reads the file for its magnitudes (ranges, f16 and FP8 overflow, the
// gains of the error model) and for calibrated FP8 scales.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_LIB_TRANSFORMS_PRECISION_CALIBRATION_H
#define MPOPT_LIB_TRANSFORMS_PRECISION_CALIBRATION_H

#include "mpopt/Analysis/ErrorModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <optional>

namespace mlir::mpopt {

/// The measured magnitudes of one function's values and arguments: typical
/// and bound the largest magnitude seen, rms the root mean square.
struct Calibration {
  DenseMap<Value, Magnitude> values;
  DenseMap<unsigned, Magnitude> arguments;
  /// Measured over predicted error of a program chosen with this
  /// calibration (scripts/refine_budget.py): the error model's predictions
  /// are taken times this.
  double errorScale = 1;

  /// The largest magnitude of `operand` known without running the program:
  /// measured, or that of a constant, through views and value-preserving
  /// casts; none otherwise.
  std::optional<double> getAmax(Value operand) const;
};

/// Reads the calibration file at `path` for `function` (an empty
/// Calibration when the file records another function). Fails with an
/// error on the function when the file does not parse or does not
/// describe this program (a different count, op or type of values).
FailureOr<Calibration> readCalibration(StringRef path, func::FuncOp function);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_TRANSFORMS_PRECISION_CALIBRATION_H

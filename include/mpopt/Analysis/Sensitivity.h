//===- Sensitivity.h - AMP classes of ops, read from the IR ---*- C++ -*-===//
//-*-===//
//
// The classes AMP frameworks sort ops into (PyTorch autocast, TF grappler's
// allow/infer/deny/clear lists), decided from the IR rather than a fixed
// list of op names, so that linalg generics and mpopt ops are classed by
// what they compute.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_ANALYSIS_SENSITIVITY_H
#define MPOPT_ANALYSIS_SENSITIVITY_H

#include "mlir/IR/Operation.h"

#include <string>

namespace mlir::mpopt {

enum class Sensitivity {
  /// Contractions: fast in low precision, accumulate in f32.
  Allow,
  /// Elementwise arithmetic: follows the precision of its inputs.
  Infer,
  /// Reductions, norms, softmax, exp, log, pow, roots: compute in f32
  /// whatever the storage.
  DenyInCompute,
  /// Data movement: exact in any precision.
  Clear,
};

struct SensitivityClass {
  Sensitivity sensitivity;
  /// Why, in words, for reports ("linalg.generic reduces", "math.exp").
  std::string reason;
};

/// Names of the scalar ops that keep an elementwise op in f32 (the ops on
/// PyTorch's float32 autocast list).
ArrayRef<StringLiteral> getDenyInComputeOps();

/// Classes `op` by what it computes; `denyOps` overrides
/// getDenyInComputeOps() when not empty.
SensitivityClass classifyOp(Operation *op, ArrayRef<std::string> denyOps = {});

StringRef stringifySensitivity(Sensitivity sensitivity);

} // namespace mlir::mpopt

#endif // MPOPT_ANALYSIS_SENSITIVITY_H

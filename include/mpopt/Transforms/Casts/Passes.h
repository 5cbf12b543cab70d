//===- Passes.h - mpopt's cast algebra --------------------------*- C++ -*-===//

#ifndef MPOPT_TRANSFORMS_CASTS_PASSES_H
#define MPOPT_TRANSFORMS_CASTS_PASSES_H

#include "mpopt/Dialect/MPOpt/IR/MPOptDialect.h"
#include "mpopt/Support/CheckedOption.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace mlir::mpopt {

/// Which rewrites of casts a pass may make (docs/design.md section 3).
enum class CastPolicy {
  /// Every result stays bit-identical.
  exact,
  /// Also drop narrowing casts whose result is only widened again.
  excessPrecision,
  /// Round where an error budget allows (mpopt-assign-precision); the cast
  /// algebra folds as under `exact`.
  budget,
};

/// The low-precision type of mpopt-autocast.
enum class AutocastType { bf16, f16 };

} // namespace mlir::mpopt

MPOPT_NAME_ENUM_OPTION_VALUES(::mlir::mpopt::CastPolicy)
MPOPT_NAME_ENUM_OPTION_VALUES(::mlir::mpopt::AutocastType)

namespace mlir::mpopt {

#define GEN_PASS_DECL
#include "mpopt/Transforms/Casts/Passes.h.inc"

/// Adds the rewrites of `mpopt-fold-casts` under `policy`: the cast algebra,
/// merging of identical casts of one value, and constant folding.
void populateFoldCastsPatterns(RewritePatternSet &patterns, CastPolicy policy);

#define GEN_PASS_REGISTRATION
#include "mpopt/Transforms/Casts/Passes.h.inc"

} // namespace mlir::mpopt

#endif // MPOPT_TRANSFORMS_CASTS_PASSES_H

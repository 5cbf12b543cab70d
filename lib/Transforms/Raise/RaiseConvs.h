//===- RaiseConvs.h - linalg convolutions to mpopt.conv ---------*- C++ -*-===//

#ifndef MPOPT_LIB_TRANSFORMS_RAISE_RAISECONVS_H
#define MPOPT_LIB_TRANSFORMS_RAISE_RAISECONVS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>
#include <string>

namespace mlir::mpopt {

/// True for an accumulator that starts at +0: a zero fill, or a constant
/// splat of +0 (what tosa-to-linalg writes).
bool startsAtPositiveZero(Value init);

/// Patterns raising linalg's 2-D float convolutions (named, or generics
/// of the same loops) to mpopt.conv, counting into `raised`.
void populateRaiseConvsPatterns(RewritePatternSet &patterns, unsigned &raised);

/// Why `op`, a 2-D convolution, is not raised; nullopt when it would be or
/// is no 2-D convolution.
std::optional<std::string> getWhyConvNotRaised(linalg::LinalgOp op);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_TRANSFORMS_RAISE_RAISECONVS_H

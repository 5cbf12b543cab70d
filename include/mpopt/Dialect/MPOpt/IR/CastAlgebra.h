//===- CastAlgebra.h - rewrites of chains of casts --------------*- C++ -*-===//

#ifndef MPOPT_DIALECT_MPOPT_IR_CASTALGEBRA_H
#define MPOPT_DIALECT_MPOPT_IR_CASTALGEBRA_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::mpopt {

/// Adds the patterns that replace a cast of a cast by one cast or none. The
/// exact ones (the inner cast preserves every value) are always added; with
/// `allowExcessPrecision` also those that drop an inner rounding, which may
/// change results toward more precision (docs/design.md section 3).
void populateCastAlgebraPatterns(RewritePatternSet &patterns,
                                 bool allowExcessPrecision);

} // namespace mlir::mpopt

#endif // MPOPT_DIALECT_MPOPT_IR_CASTALGEBRA_H

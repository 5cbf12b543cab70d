//===- LowerNorms.h - norms and softmax as linalg ---------------*- C++ -*-===//

#ifndef MPOPT_LIB_CONVERSION_MPOPTTOLINALG_LOWERNORMS_H
#define MPOPT_LIB_CONVERSION_MPOPTTOLINALG_LOWERNORMS_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::mpopt {

/// Adds the patterns of mpopt-lower-to-linalg for mpopt.layer_norm,
/// mpopt.batch_norm, mpopt.group_norm, mpopt.rms_norm and mpopt.softmax.
void populateLowerNormsPatterns(RewritePatternSet &patterns);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_CONVERSION_MPOPTTOLINALG_LOWERNORMS_H

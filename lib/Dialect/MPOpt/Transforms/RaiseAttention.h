//===- RaiseAttention.h - attention from matmuls and a softmax --*- C++ -*-===//

#ifndef MPOPT_LIB_DIALECT_MPOPT_TRANSFORMS_RAISEATTENTION_H
#define MPOPT_LIB_DIALECT_MPOPT_TRANSFORMS_RAISEATTENTION_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::mpopt {

/// Adds the pattern of mpopt-raise making an mpopt.attention of the
/// mpopt.matmul, mpopt.softmax and generics an exporter's attention became,
/// counting into `raised`.
void populateRaiseAttentionPatterns(RewritePatternSet &patterns,
                                    unsigned &raised);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_DIALECT_MPOPT_TRANSFORMS_RAISEATTENTION_H

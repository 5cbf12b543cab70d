//===- LowerAttention.h - mpopt.attention as linalg -------------*- C++ -*-===//

#ifndef MPOPT_LIB_CONVERSION_MPOPTTOLINALG_LOWERATTENTION_H
#define MPOPT_LIB_CONVERSION_MPOPTTOLINALG_LOWERATTENTION_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::mpopt {

/// Adds the pattern of mpopt-lower-to-linalg writing mpopt.attention as the
/// composition it stands for (mpopt.matmul, mpopt.softmax and generics,
/// lowered by the other patterns after it), marked for the GPU build; the
/// attentions are numbered from `nextId` on.
void populateLowerAttentionPatterns(RewritePatternSet &patterns,
                                    int64_t &nextId);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_CONVERSION_MPOPTTOLINALG_LOWERATTENTION_H

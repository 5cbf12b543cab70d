//===- RaiseAttention.h - attention from matmuls and a softmax --*- C++ -*-===//

#ifndef MPOPT_LIB_TRANSFORMS_RAISE_RAISEATTENTION_H
#define MPOPT_LIB_TRANSFORMS_RAISE_RAISEATTENTION_H

#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace mlir::mpopt {

/// Adds the pattern of mpopt-raise making an mpopt.attention of the
/// mpopt.matmul, mpopt.softmax and generics an exporter's attention became,
/// counting into `raised`.
void populateRaiseAttentionPatterns(RewritePatternSet &patterns,
                                    unsigned &raised);

/// Whether a map reads a tensor of `shape` (rank 4, or 3 with the heads
/// folded into the batch) broadcast to the loops: each dimension the loop's
/// index, or 0 where the size is 1.
bool isBroadcastRead(AffineMap map, ArrayRef<int64_t> shape);

/// As isBroadcastRead, for a tensor of fewer dimensions than the loops
/// (numpy's broadcast: [Sq, Sk] read by (b, h, i, j) -> (i, j)): the number
/// of leading loops it leaves out, or none if the map reads it otherwise.
std::optional<unsigned> getBroadcastReadGap(AffineMap map,
                                            ArrayRef<int64_t> shape);

/// `tensor` (of rank 1 or more) with `leading` unit dimensions before its
/// own, by a tensor.expand_shape.
Value expandLeadingUnits(OpBuilder &builder, Location loc, Value tensor,
                         unsigned leading);

/// Adds the pattern separating the causal part an exporter wrote into an
/// mpopt.attention's mask as the op's `causal` with `causal_fill`
/// (RaiseCausalMask.cpp).
void populateRaiseCausalMaskPatterns(RewritePatternSet &patterns);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_TRANSFORMS_RAISE_RAISEATTENTION_H

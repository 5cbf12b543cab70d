//===- RaiseRowOps.h - softmax and norms from linalg sequences --*- C++ -*-===//

#ifndef MPOPT_LIB_TRANSFORMS_RAISE_RAISEROWOPS_H
#define MPOPT_LIB_TRANSFORMS_RAISE_RAISEROWOPS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

#include <string>

namespace mlir::mpopt {

/// How many of each op mpopt-raise made from linalg sequences.
struct RaisedRowOps {
  unsigned softmaxes = 0;
  unsigned layerNorms = 0;
  unsigned batchNorms = 0;
  unsigned groupNorms = 0;
  unsigned rmsNorms = 0;
};

/// Patterns raising the softmax, LayerNorm, BatchNorm (from the batch's
/// statistics), GroupNorm and RMSNorm sequences exporters write to
/// mpopt.softmax, mpopt.layer_norm, mpopt.batch_norm, mpopt.group_norm and
/// mpopt.rms_norm, counting into `raised`.
void populateRaiseRowOpsPatterns(RewritePatternSet &patterns,
                                 RaisedRowOps &raised);

/// The GroupNorm pattern of populateRaiseRowOpsPatterns
/// (RaiseGroupNorm.cpp), counting into `raised` (a LayerNorm it takes in
/// counts as the group norm only).
void populateRaiseGroupNormPatterns(RewritePatternSet &patterns,
                                    RaisedRowOps &raised);

/// `parameter` (null, or a gamma or beta) as the rank-1 tensor the norm ops
/// take: its unit dimensions collapsed away.
Value collapseToVector(PatternRewriter &rewriter, Value parameter);

/// Replaces `root`, the end of a raised sequence, by `op` and erases what
/// only it read.
void replaceRowOp(PatternRewriter &rewriter, linalg::GenericOp root,
                  Operation *op);

/// Whether `generic` can end a raised sequence: an elementwise generic on
/// tensors with one float result, written at its loop indices.
bool isElementwiseEnd(linalg::GenericOp generic);

/// Why `generic`, the end of an elementwise sequence that takes an rsqrt
/// or exp of what it reads (it looks like a norm or softmax), is not
/// raised; nullopt when it would be or does not look like one.
std::optional<std::string> getWhyRowOpNotRaised(linalg::GenericOp generic);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_TRANSFORMS_RAISE_RAISEROWOPS_H

//===- FoldCounter.h - count the casts the fold patterns remove -*- C++ -*-===//

#ifndef MPOPT_LIB_TRANSFORMS_CASTS_FOLDCOUNTER_H
#define MPOPT_LIB_TRANSFORMS_CASTS_FOLDCOUNTER_H

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::mpopt {

/// Counts, for the pass statistics, casts replaced by an identical cast of
/// the same value (merged) and by anything else (folded: a composed cast,
/// the input itself, a constant).
struct FoldCounter final : RewriterBase::Listener {
  void notifyOperationReplaced(Operation *op, ValueRange values) override {
    auto cast = dyn_cast<CastOp>(op);
    if (!cast || values.size() != 1)
      return;
    auto replacement = values.front().getDefiningOp<CastOp>();
    if (replacement && replacement.getInput() == cast.getInput())
      ++merged;
    else
      ++folded;
  }

  unsigned merged = 0;
  unsigned folded = 0;
};

} // namespace mlir::mpopt

#endif // MPOPT_LIB_TRANSFORMS_CASTS_FOLDCOUNTER_H

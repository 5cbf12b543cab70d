//===- PropagateRegions.h - casts across loops and calls --------*- C++ -*-===//

#ifndef MPOPT_LIB_TRANSFORMS_CASTS_PROPAGATEREGIONS_H
#define MPOPT_LIB_TRANSFORMS_CASTS_PROPAGATEREGIONS_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::mpopt {

/// What mpopt-propagate-casts did, for its statistics.
struct PropagationCounts {
  unsigned moved = 0;
  unsigned hoisted = 0;
  unsigned narrowed = 0;
  unsigned total() const { return moved + hoisted + narrowed; }
};

/// Adds the pattern that carries an scf.for value narrow when it is widened
/// from one type on entry and at the end of every iteration; counts each
/// value in `narrowed`.
void populateNarrowLoopCarriedPatterns(RewritePatternSet &patterns,
                                       unsigned &narrowed);

/// Moves casts of values defined outside a loop (scf.for, scf.while, any
/// LoopLikeOpInterface) out of it; returns how many moved.
unsigned hoistLoopInvariantCasts(Operation *root);

/// Gives arguments (results) of private functions the narrow type when every
/// call widens the argument (every return widens the result) from that type;
/// returns how many changed.
unsigned narrowPrivateFunctionSignatures(ModuleOp module);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_TRANSFORMS_CASTS_PROPAGATEREGIONS_H

//===- FoldCasts.cpp - exact cast algebra on mpopt.cast -------------------===//

#include "FoldCounter.h"

#include "mpopt/Dialect/MPOpt/IR/CastAlgebra.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Support/FunctionPass.h"
#include "mpopt/Transforms/Casts/Passes.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTFOLDCASTSPASS
#include "mpopt/Transforms/Casts/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// True when `a` is defined before `b` on every path to `b`: `a` precedes
/// `b`, or an op holding `b`, in `a`'s block.
bool dominates(Operation *a, Operation *b) {
  Operation *ancestor = a->getBlock()->findAncestorOpInBlock(*b);
  return ancestor && a != ancestor && a->isBeforeInBlock(ancestor);
}

/// Two identical casts of one value compute the same thing: keep the one
/// that comes first.
struct MergeDuplicateCasts final : OpRewritePattern<CastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CastOp op,
                                PatternRewriter &rewriter) const override {
    for (Operation *user : op.getInput().getUsers()) {
      auto other = dyn_cast<CastOp>(user);
      if (!other || other == op || other.getType() != op.getType() ||
          other.getRoundingAttr() != op.getRoundingAttr() ||
          other.getSaturate() != op.getSaturate() || !dominates(other, op))
        continue;
      rewriter.replaceOp(op, other.getResult());
      return success();
    }
    return rewriter.notifyMatchFailure(op, "no identical earlier cast");
  }
};

struct MPOptFoldCastsPass final
    : FunctionPass<MPOptFoldCastsPass, mpopt::impl::MPOptFoldCastsPassBase> {
  using FunctionPass::FunctionPass;

  void runOnFunction(FunctionOpInterface function) {
    SmallVector<Operation *> casts;
    function->walk([&](CastOp op) { casts.push_back(op); });
    numCastsBefore += casts.size();

    RewritePatternSet patterns(&getContext());
    populateFoldCastsPatterns(patterns, policy);
    // Only casts (and what replaces them) are rewritten; other ops of the
    // function are left as they are.
    FoldCounter counter;
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    config.setListener(&counter);
    if (failed(applyOpPatternsGreedily(casts, std::move(patterns), config)))
      return signalPassFailure();
    numFolded += counter.folded;
    numMerged += counter.merged;

    unsigned after = 0;
    function->walk([&](CastOp) { ++after; });
    numCastsAfter += after;
    if (emitRemarks)
      function.emitRemark("mpopt-fold-casts: ")
          << casts.size() << " casts before, " << after << " after; "
          << counter.folded << " folded, " << counter.merged << " merged";
  }
};

} // namespace

void mpopt::populateFoldCastsPatterns(RewritePatternSet &patterns,
                                      CastPolicy policy) {
  populateCastAlgebraPatterns(patterns, policy == CastPolicy::excessPrecision);
  patterns.add<MergeDuplicateCasts>(patterns.getContext());
}

//===- GPUFuseElementwise.cpp - elementwise chains as one kernel ----------===//

#include "mpopt/Conversion/Passes.h"
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUFUSEELEMENTWISEPASS
#include "mpopt/Conversion/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// A generic whose loops are all parallel and that is no marked contraction.
bool isElementwiseKernel(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  return generic && !generic->hasAttr(kContractionAttrName) &&
         generic.getNumLoops() == generic.getNumParallelLoops();
}

struct MPOptGPUFuseElementwisePass final
    : mpopt::impl::MPOptGPUFuseElementwisePassBase<
          MPOptGPUFuseElementwisePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    // A producer read twice would be computed twice.
    linalg::populateElementwiseOpsFusionPatterns(
        patterns, [](OpOperand *operand) {
          Operation *producer = operand->get().getDefiningOp();
          return isElementwiseKernel(producer) &&
                 isElementwiseKernel(operand->getOwner()) &&
                 producer->hasOneUse();
        });
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

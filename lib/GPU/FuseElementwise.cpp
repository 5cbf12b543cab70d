//===- FuseElementwise.cpp - elementwise chains as one kernel -------------===//

#include "mpopt/Analysis/CostModel.h"
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h"
#include "mpopt/GPU/Passes.h"
#include "mpopt/Support/FunctionPass.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUFUSEELEMENTWISEPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// Whether `generic` could be what lib/GPU/LibraryMatmuls.cpp folds into a
/// cuBLASLt or cuDNN call, which it takes only as an op of its own: a
/// conversion of the product (with its FP8 scales), or an addition into an
/// f32 buffer (a residual or a bias). An addition that rounds (a bias added
/// where the budget stores the sum in bf16) is a kernel anyway: it fuses
/// with its readers instead.
bool mayBeLibraryEpilogue(linalg::GenericOp generic) {
  if (generic.getNumDpsInputs() == 1)
    return generic.getBody()->getOperations().size() <= 4;
  return addsItsInputs(generic) &&
         getElementTypeOrSelf(generic->getResult(0).getType()).isF32();
}

/// Whether `generic` reads a marked contraction's or convolution's result
/// in place (through reshapes) and may be its epilogue (its output type,
/// the residual addend). One that reads it across (a merged convolution's
/// [F, N, OH, OW] as NCHW: lib/GPU/Im2col.cpp) cannot be.
bool readsContraction(linalg::GenericOp generic) {
  if (!mayBeLibraryEpilogue(generic))
    return false;
  return llvm::any_of(generic.getDpsInputOperands(), [&](OpOperand *operand) {
    if (!generic.getMatchingIndexingMap(operand).isIdentity())
      return false;
    Value input = operand->get();
    while (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(
        input.getDefiningOp()))
      input = input.getDefiningOp()->getOperand(0);
    Operation *producer = input.getDefiningOp();
    return producer && (producer->hasAttr(kContractionAttrName) ||
                        producer->hasAttr(kConvolutionAttrName));
  });
}

/// A generic whose loops are all parallel, that is no marked contraction
/// and no candidate for one's epilogue.
bool isElementwiseKernel(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  return generic && !generic->hasAttr(kContractionAttrName) &&
         generic.getNumLoops() == generic.getNumParallelLoops() &&
         !readsContraction(generic);
}

struct MPOptGPUFuseElementwisePass final
    : FunctionPass<MPOptGPUFuseElementwisePass,
                   mpopt::impl::MPOptGPUFuseElementwisePassBase> {
  void runOnFunction(FunctionOpInterface function) {
    RewritePatternSet patterns(&getContext());
    // A producer read twice would be computed twice.
    linalg::populateElementwiseOpsFusionPatterns(
        patterns, [](OpOperand *operand) {
          Operation *producer = operand->get().getDefiningOp();
          return isElementwiseKernel(producer) &&
                 isElementwiseKernel(operand->getOwner()) &&
                 producer->hasOneUse();
        });
    // A reshape between two elementwise kernels (torch-mlir's [B * S, N]
    // bias addition before a [B, S, N] GELU or residual) moves to the first
    // one's operands, so that the two fuse.
    linalg::populateFoldReshapeOpsByExpansionPatterns(
        patterns, [](OpOperand *operand) {
          Operation *reshape = operand->getOwner();
          if (!isa<tensor::ExpandShapeOp>(reshape))
            return false;
          Operation *producer = operand->get().getDefiningOp();
          return isElementwiseKernel(producer) && producer->hasOneUse() &&
                 llvm::all_of(reshape->getUsers(), isElementwiseKernel);
        });
    if (failed(applyPatternsGreedily(function, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

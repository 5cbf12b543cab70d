//===- FlattenReductions.cpp - a tensor reduced whole as a vector ---------===//
//
// A row kernel (RowKernels.cpp) reduces the innermost loop, and
// mpopt-gpu-host-code splits an f32 reduction of a whole tensor into one
// over rows and one over their results; a tensor of rank 2 or more reduced
// whole into another type (GradScaler's found_inf, an `or` of booleans over
// a weight's gradient) would be a loop on the host touching device memory,
// which the GPU build refuses. Its elements in row-major order are those of
// the loops in order, so the same reduction of the tensor collapsed to a
// vector combines them in the same order: the same bits, as a kernel of one
// row (one warp: fine for a flag, slow for a very large tensor, which a
// split like HostCode.cpp's would serve better).
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUFLATTENREDUCTIONSPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// A generic reducing every loop of one input read in row-major order
/// (identity map) into a rank-0 result.
struct FlattenFullReduction final : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 1 ||
        op.getNumDpsInits() != 1 || op.getNumLoops() < 2 ||
        op.getNumReductionLoops() != op.getNumLoops())
      return rewriter.notifyMatchFailure(op, "not a whole reduction");
    OpOperand *input = op.getDpsInputOperand(0);
    auto type = dyn_cast<RankedTensorType>(input->get().getType());
    if (!type || !type.hasStaticShape() ||
        !op.getMatchingIndexingMap(input).isIdentity() ||
        op.getMatchingIndexingMap(op.getDpsInitOperand(0)).getNumResults() !=
            0)
      return rewriter.notifyMatchFailure(
          op, "not a static tensor read in order into a scalar");
    if (!op.getBody()->getOps<linalg::IndexOp>().empty())
      return rewriter.notifyMatchFailure(op, "reads its loop indices");
    if (getElementTypeOrSelf(op.getDpsInits()[0]).isF32())
      return rewriter.notifyMatchFailure(
          op, "an f32 result: mpopt-gpu-host-code splits it over rows");
    Location loc = op.getLoc();
    ReassociationIndices all =
        llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
    Value vector = tensor::CollapseShapeOp::create(rewriter, loc, input->get(),
                                                   {all});
    MLIRContext *context = op.getContext();
    auto flat = linalg::GenericOp::create(
        rewriter, loc, op->getResultTypes(), ValueRange{vector},
        op.getDpsInits(),
        ArrayRef<AffineMap>{AffineMap::getMultiDimIdentityMap(1, context),
                            AffineMap::get(1, 0, context)},
        ArrayRef<utils::IteratorType>{utils::IteratorType::reduction});
    flat->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    rewriter.inlineRegionBefore(op.getRegion(), flat.getRegion(),
                                flat.getRegion().end());
    rewriter.replaceOp(op, flat->getResults());
    return success();
  }
};

struct FlattenReductionsPass final
    : mpopt::impl::MPOptGPUFlattenReductionsPassBase<FlattenReductionsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FlattenFullReduction>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

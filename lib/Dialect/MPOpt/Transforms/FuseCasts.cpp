//===- FuseCasts.cpp - casts into the matmuls around them -----------------===//

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTFUSECASTSPASS
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// The input of the cast producing a matmul operand, when the matmul can
/// read that input instead: converting it to the multiply type gives what
/// converting the cast's result does.
Value getFusableOperandSource(Value operand, Type multiply, Operation *user) {
  auto cast = operand.getDefiningOp<CastOp>();
  if (!cast || isFP8(multiply) || !cast->hasOneUse())
    return {};
  // A value-preserving cast changes nothing the conversion would see; a
  // round-to-nearest cast to the multiply type is that conversion.
  bool preserves = cast.isValuePreserving();
  bool isTheConversion =
      cast.getResultElementType() == multiply && !cast.getSaturate() &&
      cast.getEffectiveRounding() == RoundingMode::nearest_even;
  return preserves || isTheConversion ? cast.getInput() : Value();
}

struct FuseOperandCasts final : OpRewritePattern<MatmulOp> {
  FuseOperandCasts(MLIRContext *context, unsigned &fused)
      : OpRewritePattern<MatmulOp>(context), fused(fused) {}

  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    Type multiply = op.getMultiplyType();
    Value lhs = getFusableOperandSource(op.getLhs(), multiply, op);
    Value rhs = getFusableOperandSource(op.getRhs(), multiply, op);
    if (!lhs && !rhs)
      return rewriter.notifyMatchFailure(op, "no operand cast to fuse");
    rewriter.modifyOpInPlace(op, [&] {
      if (lhs)
        op.getLhsMutable().assign(lhs);
      if (rhs)
        op.getRhsMutable().assign(rhs);
    });
    fused += (lhs ? 1 : 0) + (rhs ? 1 : 0);
    return success();
  }

  unsigned &fused;
};

/// cast(matmul) -> matmul with the cast's type as its result type, when the
/// matmul has not rounded its result yet and the cast rounds to nearest.
struct FuseResultCast final : OpRewritePattern<CastOp> {
  FuseResultCast(MLIRContext *context, unsigned &fused)
      : OpRewritePattern<CastOp>(context), fused(fused) {}

  LogicalResult matchAndRewrite(CastOp cast,
                                PatternRewriter &rewriter) const override {
    auto matmul = cast.getInput().getDefiningOp<MatmulOp>();
    if (!matmul || !matmul.getResult().hasOneUse())
      return rewriter.notifyMatchFailure(cast, "not the only use of a matmul");
    if (matmul.getResult().getType().getElementType() !=
            matmul.getAccumulatorType() ||
        matmul.getScaleResult())
      return rewriter.notifyMatchFailure(
          cast, "the matmul already rounds its result");
    if (cast.getEffectiveRounding() != RoundingMode::nearest_even)
      return rewriter.notifyMatchFailure(
          cast, "the matmul's result conversion rounds to nearest only");
    auto fusedOp =
        MatmulOp::create(rewriter, matmul.getLoc(), cast.getType(),
                         matmul.getAmax() ? matmul.getAmax().getType() : Type(),
                         matmul.getLhs(), matmul.getRhs(), matmul.getBias(),
                         matmul.getScaleLhs(), matmul.getScaleRhs(), Value(),
                         matmul.getMultiplyType(), matmul.getAccumulatorType(),
                         matmul.getTransposeLhs(), matmul.getTransposeRhs(),
                         matmul.getActivationAttr(), cast.getSaturate());
    rewriter.replaceOp(cast, fusedOp.getResult());
    if (matmul.getAmax())
      rewriter.replaceAllUsesWith(matmul.getAmax(), fusedOp.getAmax());
    rewriter.eraseOp(matmul);
    ++fused;
    return success();
  }

  unsigned &fused;
};

struct MPOptFuseCastsPass final
    : mpopt::impl::MPOptFuseCastsPassBase<MPOptFuseCastsPass> {
  using Base::Base;

  void runOnOperation() override {
    unsigned fused = 0;
    RewritePatternSet patterns(&getContext());
    patterns.add<FuseOperandCasts, FuseResultCast>(&getContext(), fused);
    GreedyRewriteConfig config;
    config.enableFolding(false);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      return signalPassFailure();
    numFused += fused;
    if (emitRemarks)
      getOperation().emitRemark("mpopt-fuse-casts: ")
          << fused << " casts fused into matmuls";
  }
};

} // namespace

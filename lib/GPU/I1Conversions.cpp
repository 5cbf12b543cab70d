//===- I1Conversions.cpp - float to i1 conversions through i32 ------------===//
//
// LLVM 22's NVPTX backend compiles `fptosi float %x to i1` (and fptoui) as
// "the bits of x are 0": 1 for +0.0, where the conversion gives 0
// (scripts/gpu/ops.py found it on the H200). Converting to i32 and
// truncating gives the same results wherever the conversion is defined
// (the i32 value is then 0 or -1, or 0 or 1), and the backend compiles that
// as `cvt.rzi`.
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUI1CONVERSIONSPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

template <typename ConversionOp>
struct ConvertThroughI32 final : OpRewritePattern<ConversionOp> {
  using OpRewritePattern<ConversionOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ConversionOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getType().isInteger(1))
      return rewriter.notifyMatchFailure(op, "not to i1");
    Value wide = ConversionOp::create(rewriter, op.getLoc(),
                                      rewriter.getI32Type(), op.getIn());
    rewriter.replaceOpWithNewOp<arith::TruncIOp>(op, op.getType(), wide);
    return success();
  }
};

struct MPOptGPUI1ConversionsPass final
    : mpopt::impl::MPOptGPUI1ConversionsPassBase<MPOptGPUI1ConversionsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ConvertThroughI32<arith::FPToSIOp>,
                 ConvertThroughI32<arith::FPToUIOp>>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

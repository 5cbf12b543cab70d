//===- ImportCasts.cpp - raise float conversions to mpopt.cast ------------===//

#include "CastMatchers.h"

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Support/FunctionPass.h"
#include "mpopt/Transforms/Casts/Passes.h"
#include "mpopt/Transforms/Utils/TensorPrograms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTIMPORTCASTSPASS
#include "mpopt/Transforms/Casts/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// The rounding an `mpopt.cast` needs to compute what the arith conversion
/// `op` computes, or failure when `mpopt.cast` cannot model it (fast-math
/// flags let the conversion produce poison).
FailureOr<RoundingModeAttr> getImportedRounding(Operation *op,
                                                PatternRewriter &rewriter) {
  auto fastMath = cast<arith::ArithFastMathInterface>(op);
  arith::FastMathFlagsAttr flags = fastMath.getFastMathFlagsAttr();
  if (flags && flags.getValue() != arith::FastMathFlags::none)
    return rewriter.notifyMatchFailure(op, "fast-math flags are not modeled");

  auto src = cast<FloatType>(getElementTypeOrSelf(op->getOperand(0)));
  auto dst = cast<FloatType>(getElementTypeOrSelf(op->getResult(0)));
  auto trunc = dyn_cast<arith::TruncFOp>(op);
  if (!trunc || !trunc.getRoundingmode() || isExactConversion(src, dst))
    return RoundingModeAttr();
  return RoundingModeAttr::get(op->getContext(),
                               fromArithRoundingMode(*trunc.getRoundingmode()));
}

/// arith.extf / arith.truncf -> mpopt.cast.
template <typename ArithCastOp>
struct ImportArithCast final : OpRewritePattern<ArithCastOp> {
  using OpRewritePattern<ArithCastOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ArithCastOp op,
                                PatternRewriter &rewriter) const override {
    if (isInLinalgBody(op))
      return rewriter.notifyMatchFailure(
          op, "part of a linalg op's computation, not a cast of its own");
    FailureOr<RoundingModeAttr> rounding = getImportedRounding(op, rewriter);
    if (failed(rounding))
      return failure();
    rewriter.replaceOpWithNewOp<CastOp>(op, op.getType(), op.getIn(), *rounding,
                                        /*saturate=*/false);
    return success();
  }
};

/// A linalg op whose body only converts its input -> mpopt.cast on the
/// input, one per conversion in the body.
struct ImportLinalgCast final : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern<linalg::LinalgOp>::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<SmallVector<Operation *>> chain = matchConvertOnlyLinalgOp(op);
    if (failed(chain))
      return rewriter.notifyMatchFailure(op, "not a convert-only linalg op");
    Value input = op.getDpsInputOperand(0)->get();
    auto inputType = cast<RankedTensorType>(input.getType());
    if (inputType.clone(getElementTypeOrSelf(op->getResult(0))) !=
        op->getResult(0).getType())
      return rewriter.notifyMatchFailure(
          op, "input and result shapes are not known to agree");

    SmallVector<RoundingModeAttr> roundings;
    for (Operation *conversion : *chain) {
      FailureOr<RoundingModeAttr> rounding =
          getImportedRounding(conversion, rewriter);
      if (failed(rounding))
        return failure();
      roundings.push_back(*rounding);
    }
    Value current = input;
    for (auto [conversion, rounding] : llvm::zip_equal(*chain, roundings)) {
      Type resultType = inputType.clone(conversion->getResult(0).getType());
      current = CastOp::create(rewriter, op.getLoc(), resultType, current,
                               rounding, /*saturate=*/false);
    }
    // The init of a linalg cast is only a shape; drop it with the op.
    auto init = op.getDpsInitOperand(0)->get().getDefiningOp<tensor::EmptyOp>();
    rewriter.replaceOp(op, current);
    if (init && init->use_empty())
      rewriter.eraseOp(init);
    return success();
  }
};

/// tosa.cast between f32, f16 and bf16 -> mpopt.cast. TOSA rounds to nearest
/// even and overflows to infinity for these; its FP8 overflow behaviour is
/// not pinned down, so FP8 casts stay.
struct ImportTosaCast final : OpRewritePattern<tosa::CastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::CastOp op,
                                PatternRewriter &rewriter) const override {
    Type srcType = op.getInput().getType();
    auto src = dyn_cast<FloatType>(getElementTypeOrSelf(srcType));
    auto dst = dyn_cast<FloatType>(getElementTypeOrSelf(op.getType()));
    if (!src || !dst)
      return rewriter.notifyMatchFailure(op, "not a float-to-float cast");
    auto isModeled = [](FloatType type) {
      return type.isF32() || type.isF16() || type.isBF16();
    };
    if (!isModeled(src) || !isModeled(dst))
      return rewriter.notifyMatchFailure(
          op, "TOSA does not pin down this format's overflow behaviour");
    if (!isa<RankedTensorType>(srcType) || !isa<RankedTensorType>(op.getType()))
      return rewriter.notifyMatchFailure(op, "unranked tensors are not cast");
    rewriter.replaceOpWithNewOp<CastOp>(op, op.getType(), op.getInput());
    return success();
  }
};

struct MPOptImportCastsPass final
    : FunctionPass<MPOptImportCastsPass,
                   mpopt::impl::MPOptImportCastsPassBase> {
  using FunctionPass::FunctionPass;

  void runOnFunction(FunctionOpInterface function) {
    // The pipeline's first pass: a program it cannot take stops it here.
    if (failed(checkTensorProgram(function, "mpopt-import-casts")))
      return signalPassFailure();
    auto countConversions = [&] {
      unsigned count = 0;
      walkStandaloneConversions(function, [&](Operation *op) {
        if (!isa<CastOp>(op))
          ++count;
      });
      return count;
    };
    unsigned before = countConversions();

    RewritePatternSet patterns(&getContext());
    patterns
        .add<ImportArithCast<arith::ExtFOp>, ImportArithCast<arith::TruncFOp>,
             ImportLinalgCast, ImportTosaCast>(&getContext());
    // One walk, no folding: the pass changes conversions and nothing else.
    walkAndApplyPatterns(function, std::move(patterns));

    unsigned after = countConversions();
    numImported += before - after;
    numKept += after;
    if (emitRemarks)
      function.emitRemark("mpopt-import-casts: ")
          << before - after << " imported, " << after << " kept";
  }
};

} // namespace

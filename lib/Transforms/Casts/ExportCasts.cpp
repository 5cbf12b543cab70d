//===- ExportCasts.cpp - lower mpopt.cast to arith and linalg -------------===//

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Support/FunctionPass.h"
#include "mpopt/Transforms/Casts/Passes.h"
#include "mpopt/Transforms/Utils/ElementwiseBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTEXPORTCASTSPASS
#include "mpopt/Transforms/Casts/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;
using llvm::APFloat;

namespace {

/// How one `mpopt.cast` is spelled in arith.
struct ExportPlan {
  /// Type the input is first widened to (exactly) when no single
  /// `arith.extf`/`truncf` converts between the two formats (they require a
  /// strictly wider or narrower bit width). Null when none is needed.
  FloatType intermediate;
  /// Largest finite result value in the source format, when `saturate`
  /// needs a clamp before converting.
  std::optional<APFloat> clampBound;
};

FailureOr<ExportPlan> planExport(CastOp op, std::string &whyNot) {
  FloatType src = op.getSourceElementType();
  FloatType dst = op.getResultElementType();
  ExportPlan plan;

  if (op.getSaturate()) {
    const llvm::fltSemantics &srcSem = src.getFloatSemantics();
    const llvm::fltSemantics &dstSem = dst.getFloatSemantics();
    // Compare the largest finite values in a format that holds both.
    auto largestInQuad = [](const llvm::fltSemantics &sem) {
      APFloat value = APFloat::getLargest(sem);
      bool losesInfo = false;
      (void)value.convert(APFloat::IEEEquad(), APFloat::rmNearestTiesToEven,
                          &losesInfo);
      return value;
    };
    bool canOverflow = APFloat::semanticsHasInf(srcSem) ||
                       largestInQuad(srcSem).compare(largestInQuad(dstSem)) ==
                           APFloat::cmpGreaterThan;
    if (canOverflow) {
      APFloat bound = APFloat::getLargest(dstSem);
      bool losesInfo = false;
      APFloat::opStatus status =
          bound.convert(srcSem, APFloat::rmNearestTiesToEven, &losesInfo);
      if (status != APFloat::opOK || losesInfo) {
        whyNot = "the largest finite result value is not exact in the source "
                 "format, so saturation cannot be a clamp";
        return failure();
      }
      plan.clampBound = bound;
    }
  }

  if (src == dst)
    return plan;
  bool exact = isExactConversion(src, dst);
  if ((exact && src.getWidth() < dst.getWidth()) ||
      (!exact && src.getWidth() > dst.getWidth()))
    return plan;
  // Widening first is exact, so the conversion still rounds once.
  for (FloatType wide : {FloatType(Float32Type::get(op.getContext())),
                         FloatType(Float64Type::get(op.getContext()))}) {
    if (src.getWidth() < wide.getWidth() && dst.getWidth() < wide.getWidth() &&
        isExactConversion(src, wide)) {
      plan.intermediate = wide;
      return plan;
    }
  }
  whyNot = "no arith conversion sequence computes this cast exactly";
  return failure();
}

Type withElementType(Type type, Type elementType) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.clone(elementType);
  return elementType;
}

Value buildConstant(OpBuilder &builder, Location loc, Type type,
                    const APFloat &value) {
  auto elementType = cast<FloatType>(getElementTypeOrSelf(type));
  TypedAttr attr = FloatAttr::get(elementType, value);
  if (auto shaped = dyn_cast<ShapedType>(type))
    attr = DenseElementsAttr::get(shaped, value);
  return arith::ConstantOp::create(builder, loc, type, attr);
}

arith::RoundingModeAttr getArithRounding(CastOp op) {
  if (op.getEffectiveRounding() == RoundingMode::nearest_even)
    return {};
  return arith::RoundingModeAttr::get(
      op.getContext(), toArithRoundingMode(op.getEffectiveRounding()));
}

/// Emits arith ops that compute `op` on `input`, a scalar, vector or tensor
/// of the cast's source element type.
Value buildArithCast(OpBuilder &builder, Location loc, CastOp op,
                     const ExportPlan &plan, Value input) {
  FloatType dst = op.getResultElementType();
  Type inputType = input.getType();
  Value value = input;
  if (plan.clampBound) {
    // maximumf/minimumf propagate NaN, so NaN stays NaN.
    APFloat lowest = *plan.clampBound;
    lowest.changeSign();
    Value lo = buildConstant(builder, loc, inputType, lowest);
    Value hi = buildConstant(builder, loc, inputType, *plan.clampBound);
    value = arith::MaximumFOp::create(builder, loc, value, lo);
    value = arith::MinimumFOp::create(builder, loc, value, hi);
  }
  if (op.getSourceElementType() == dst)
    return value;
  if (plan.intermediate)
    value = arith::ExtFOp::create(
        builder, loc, withElementType(inputType, plan.intermediate), value);

  Type resultType = withElementType(inputType, dst);
  auto src = cast<FloatType>(getElementTypeOrSelf(value));
  if (isExactConversion(src, dst) && src.getWidth() < dst.getWidth())
    return arith::ExtFOp::create(builder, loc, resultType, value);
  return arith::TruncFOp::create(builder, loc, resultType, value,
                                 getArithRounding(op),
                                 arith::FastMathFlagsAttr());
}

struct ExportCast final : OpRewritePattern<CastOp> {
  ExportCast(MLIRContext *context, bool useLinalg)
      : OpRewritePattern<CastOp>(context), useLinalg(useLinalg) {}

  LogicalResult matchAndRewrite(CastOp op,
                                PatternRewriter &rewriter) const override {
    std::string whyNot;
    FailureOr<ExportPlan> plan = planExport(op, whyNot);
    if (failed(plan))
      return rewriter.notifyMatchFailure(op, whyNot);

    auto tensorType = dyn_cast<RankedTensorType>(op.getType());
    if (!tensorType || !useLinalg) {
      if (plan->clampBound && tensorType && !tensorType.hasStaticShape())
        return rewriter.notifyMatchFailure(
            op, "a saturating clamp on a dynamic tensor needs linalg");
      rewriter.replaceOp(
          op, buildArithCast(rewriter, op.getLoc(), op, *plan, op.getInput()));
      return success();
    }

    Value generic = buildElementwiseGeneric(
        rewriter, op.getLoc(), op.getInput(), tensorType.getElementType(),
        [&](OpBuilder &builder, Location loc, Value element) {
          return buildArithCast(builder, loc, op, *plan, element);
        });
    rewriter.replaceOp(op, generic);
    return success();
  }

private:
  bool useLinalg;
};

struct MPOptExportCastsPass final
    : FunctionPass<MPOptExportCastsPass,
                   mpopt::impl::MPOptExportCastsPassBase> {
  using FunctionPass::FunctionPass;

  void runOnFunction(FunctionOpInterface function) {
    unsigned before = 0;
    function->walk([&](CastOp) { ++before; });

    RewritePatternSet patterns(&getContext());
    patterns.add<ExportCast>(&getContext(), useLinalg);
    walkAndApplyPatterns(function, std::move(patterns));

    unsigned left = 0;
    function->walk([&](CastOp op) {
      ++left;
      std::string whyNot;
      if (failed(planExport(op, whyNot)))
        op.emitOpError("cannot be exported to upstream ops: ") << whyNot;
      else
        op.emitOpError("cannot be exported to upstream ops: a saturating "
                       "clamp on a dynamic tensor needs use-linalg=true");
    });
    numExported += before - left;
    if (left)
      signalPassFailure();
  }
};

} // namespace

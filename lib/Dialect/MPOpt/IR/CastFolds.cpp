//===- CastFolds.cpp - folds and canonicalization of mpopt.cast -----------===//

#include "mpopt/Dialect/MPOpt/IR/CastAlgebra.h"
#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace mlir::mpopt;

OpFoldResult CastOp::fold(FoldAdaptor adaptor) {
  if (getInput().getType() == getType() && isValuePreserving())
    return getInput();

  Attribute operand = adaptor.getInput();
  if (!operand)
    return {};
  FloatType dst = getResultElementType();
  RoundingMode rounding = getEffectiveRounding();
  bool saturate = getSaturate();
  auto convert = [&](const llvm::APFloat &value) {
    return convertFloat(value, dst.getFloatSemantics(), rounding, saturate);
  };

  if (auto scalar = dyn_cast<FloatAttr>(operand))
    return FloatAttr::get(dst, convert(scalar.getValue()));
  // Dense and dense_resource tensors fold to a DenseElementsAttr: uniqued
  // (a fold may be tried and dropped, a blob would stay in the context under
  // a name to invent), read by every other fold and analysis, and printed
  // in hex once large, as a blob is.
  size_t bytes = llvm::divideCeil(dst.getWidth(), 8);
  SmallVector<char> converted;
  if (failed(forEachFloatElement(operand, [&](const llvm::APFloat &value) {
        size_t offset = converted.size();
        converted.resize(offset + bytes);
        llvm::StoreIntToMemory(
            convert(value).bitcastToAPInt(),
            reinterpret_cast<uint8_t *>(converted.data() + offset), bytes);
      })))
    return {};
  return DenseElementsAttr::getFromRawBuffer(cast<ShapedType>(getType()),
                                             converted);
}

namespace {

/// cast(cast(x)) -> cast(x) or x. Exact when the inner cast preserves every
/// value: the outer cast then sees the same number the source held, so one
/// cast with the outer cast's rounding and saturation computes the same.
/// Dropping a rounding inner cast (ext(trunc(x)), trunc(trunc(x))) changes
/// results and is done only under excess precision.
struct ComposeCasts final : OpRewritePattern<CastOp> {
  ComposeCasts(MLIRContext *context, bool allowExcessPrecision)
      : OpRewritePattern<CastOp>(context),
        allowExcessPrecision(allowExcessPrecision) {}

  LogicalResult matchAndRewrite(CastOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getInput().getDefiningOp<CastOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(op, "input is not a cast");
    if (!inner.isValuePreserving() && !allowExcessPrecision)
      return rewriter.notifyMatchFailure(
          op, "inner cast rounds; dropping it would change results");

    Value source = inner.getInput();
    FloatType src = inner.getSourceElementType();
    FloatType dst = op.getResultElementType();
    bool saturate = op.getSaturate();
    if (isValuePreservingCast(src, dst, saturate) &&
        source.getType() == op.getType()) {
      rewriter.replaceOp(op, source);
      return success();
    }

    // The outer cast decides the rounding; when it is a widening one (only
    // under excess precision), the dropped inner cast's rounding is kept.
    RoundingModeAttr rounding;
    if (!isExactConversion(src, dst))
      rounding = isExactConversion(op.getSourceElementType(), dst)
                     ? inner.getRoundingAttr()
                     : op.getRoundingAttr();
    rewriter.replaceOpWithNewOp<CastOp>(op, op.getType(), source, rounding,
                                        saturate);
    return success();
  }

private:
  bool allowExcessPrecision;
};

} // namespace

void mpopt::populateCastAlgebraPatterns(RewritePatternSet &patterns,
                                        bool allowExcessPrecision) {
  patterns.add<ComposeCasts>(patterns.getContext(), allowExcessPrecision);
}

void CastOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *context) {
  populateCastAlgebraPatterns(results, /*allowExcessPrecision=*/false);
}

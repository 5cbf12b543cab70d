//===- ExpandCasts.cpp - lower float casts to integer bit arithmetic ------===//

#include "BitFloatBuilder.h"

#include "mpopt/Conversion/Passes.h"
#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Transforms/Utils/ElementwiseBuilder.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTEXPANDCASTSPASS
#include "mpopt/Conversion/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

bool isExpandable(Type from, Type to) {
  return FloatFormat::get(getElementTypeOrSelf(from)) &&
         FloatFormat::get(getElementTypeOrSelf(to));
}

/// What a cast-like op computes: its rounding and saturation.
struct CastSpec {
  RoundingMode rounding = RoundingMode::nearest_even;
  bool saturate = false;
};

CastSpec getSpec(Operation *op) {
  if (auto cast = dyn_cast<CastOp>(op))
    return {cast.getEffectiveRounding(), cast.getSaturate()};
  if (auto trunc = dyn_cast<arith::TruncFOp>(op))
    if (std::optional<arith::RoundingMode> mode = trunc.getRoundingmode())
      return {fromArithRoundingMode(*mode), false};
  return {};
}

/// A cast on a tensor becomes a linalg.generic applying the same cast to
/// each element, which the next phase expands.
template <typename CastLikeOp>
struct GeneralizeTensorCast final : OpRewritePattern<CastLikeOp> {
  using OpRewritePattern<CastLikeOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(CastLikeOp op,
                                PatternRewriter &rewriter) const override {
    Value input = op->getOperand(0);
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "not a cast on a tensor");
    if (!isExpandable(input.getType(), resultType))
      return rewriter.notifyMatchFailure(op, "not among the expanded formats");
    Value generic = buildElementwiseGeneric(
        rewriter, op.getLoc(), input, resultType.getElementType(),
        [&](OpBuilder &builder, Location loc, Value element) {
          OperationState state(loc, op->getName().getStringRef(), element,
                               resultType.getElementType(), op->getAttrs());
          return builder.create(state)->getResult(0);
        });
    rewriter.replaceOp(op, generic);
    return success();
  }
};

/// Whether the target converts between `from` and `to` itself, exactly as
/// `spec` asks: round to nearest even, no saturation, between f32 and one
/// of `nativeTypes`. Widening bf16 stays bit arithmetic (a shift, as cheap
/// as the instruction): LLVM's InstCombine narrows fptrunc(op(fpext bf16))
/// to f16 arithmetic on bf16 operands truncated to f16, which overflows
/// and flushes where the f32 op did not.
bool isNative(Type from, Type to, CastSpec spec,
              ArrayRef<std::string> nativeTypes) {
  if (spec.rounding != RoundingMode::nearest_even || spec.saturate)
    return false;
  auto name = [](Type type) {
    std::string text;
    llvm::raw_string_ostream(text) << getElementTypeOrSelf(type);
    return text;
  };
  std::string source = name(from), result = name(to);
  // FP8 has no arith conversion a target lowers: its native form is the
  // saturating one (isNativeSaturating).
  if (StringRef(source).starts_with("f8") || StringRef(result).starts_with("f8"))
    return false;
  if (source == "f32")
    return llvm::is_contained(nativeTypes, result);
  return result == "f32" && source != "bf16" &&
         llvm::is_contained(nativeTypes, source);
}

constexpr double kE4M3Max = 448;

/// The other operand of the two-operand `op` when one of them is the
/// constant `bound`, or null.
Value getBounded(Operation *op, double bound) {
  auto isBound = [&](Value v) {
    FloatAttr constant;
    return matchPattern(v, m_Constant(&constant)) &&
           constant.getValueAsDouble() == bound;
  };
  if (isBound(op->getOperand(1)))
    return op->getOperand(0);
  return isBound(op->getOperand(0)) ? op->getOperand(1) : Value();
}

/// Whether `value` is `x` clamped to [-max, max] as a saturating cast is
/// exported: minimumf(maximumf(x, -max), max), either way round.
bool isClamped(Value value, double max) {
  if (auto upper = value.getDefiningOp<arith::MinimumFOp>())
    if (Value inner = getBounded(upper, max))
      if (auto lower = inner.getDefiningOp<arith::MaximumFOp>())
        return getBounded(lower, -max) != nullptr;
  if (auto lower = value.getDefiningOp<arith::MaximumFOp>())
    if (Value inner = getBounded(lower, -max))
      if (auto upper = inner.getDefiningOp<arith::MinimumFOp>())
        return getBounded(upper, max) != nullptr;
  return false;
}

/// Whether `op` converts f32 to f8E4M3FN with saturation, rounding to
/// nearest even, and f8E4M3FN is among `nativeTypes`: PTX's
/// `cvt.rn.satfinite.e4m3x2.f32` computes exactly that (docs/numerics.md),
/// and the GPU lowering uses it (mpopt-gpu-native-fp8). Either a
/// saturating mpopt.cast, or the clamp and truncf it is exported as.
bool isNativeSaturating(Operation *op, CastSpec spec,
                        ArrayRef<std::string> nativeTypes) {
  if (!llvm::is_contained(nativeTypes, "f8E4M3FN") ||
      !getElementTypeOrSelf(op->getOperand(0)).isF32() ||
      !isa<Float8E4M3FNType>(getElementTypeOrSelf(op->getResult(0))) ||
      spec.rounding != RoundingMode::nearest_even)
    return false;
  return spec.saturate || (isa<arith::TruncFOp>(op) &&
                           isClamped(op->getOperand(0), kE4M3Max));
}

/// A cast on a scalar or vector becomes integer arithmetic on its bits, or
/// the plain arith conversion where the target has it natively.
template <typename CastLikeOp>
struct ExpandCast final : OpRewritePattern<CastLikeOp> {
  ExpandCast(MLIRContext *context, ArrayRef<std::string> nativeTypes)
      : OpRewritePattern<CastLikeOp>(context),
        nativeTypes(nativeTypes.begin(), nativeTypes.end()) {}

  LogicalResult matchAndRewrite(CastLikeOp op,
                                PatternRewriter &rewriter) const override {
    Value input = op->getOperand(0);
    if (isa<TensorType>(input.getType()))
      return rewriter.notifyMatchFailure(op, "tensors are generalized first");
    if (!isExpandable(input.getType(), op.getType()))
      return rewriter.notifyMatchFailure(op, "not among the expanded formats");
    // A named linalg op's body is its definition; it must stay as it is.
    Operation *parent = op->getParentOp();
    if (isa_and_nonnull<linalg::LinalgOp>(parent) &&
        !isa<linalg::GenericOp>(parent))
      return rewriter.notifyMatchFailure(
          op, "in a named linalg op; generalize it first");
    CastSpec spec = getSpec(op);
    if (isNativeSaturating(op, spec, nativeTypes)) {
      if (!spec.saturate)
        return rewriter.notifyMatchFailure(op, "a native conversion");
      // The exported form, which stays for the GPU lowering.
      Location loc = op.getLoc();
      Type type = input.getType();
      auto bound = [&](double value) -> Value {
        return arith::ConstantOp::create(rewriter, loc,
                                         rewriter.getFloatAttr(type, value));
      };
      Value clamped = arith::MinimumFOp::create(
          rewriter, loc,
          arith::MaximumFOp::create(rewriter, loc, input, bound(-kE4M3Max)),
          bound(kE4M3Max));
      rewriter.replaceOpWithNewOp<arith::TruncFOp>(op, op.getType(), clamped);
      return success();
    }
    if (isNative(input.getType(), op.getType(), spec, nativeTypes)) {
      if (!isa<CastOp>(op) && !op->hasAttr("roundingmode")) {
        // A conversion rounds, as the CPU's bit arithmetic does: `contract`
        // (arith-emulate-unsupported-floats puts it on the conversions
        // around each emulated op) would let canonicalize fold
        // extf(truncf(x)) into x, a rounding the CPU build keeps.
        auto fastmath =
            op->template getAttrOfType<arith::FastMathFlagsAttr>("fastmath");
        if (!fastmath || fastmath.getValue() == arith::FastMathFlags::none)
          return rewriter.notifyMatchFailure(op, "a native conversion");
        rewriter.modifyOpInPlace(op, [&] { op->removeAttr("fastmath"); });
        return success();
      }
      bool widens = getElementTypeOrSelf(op.getType()).getIntOrFloatBitWidth() >
                    getElementTypeOrSelf(input).getIntOrFloatBitWidth();
      if (widens)
        rewriter.replaceOpWithNewOp<arith::ExtFOp>(op, op.getType(), input);
      else
        rewriter.replaceOpWithNewOp<arith::TruncFOp>(op, op.getType(), input);
      return success();
    }
    BitFloatBuilder bits(rewriter, op.getLoc(), input.getType());
    rewriter.replaceOp(
        op, bits.convert(input, op.getType(), spec.rounding, spec.saturate));
    return success();
  }

  SmallVector<std::string> nativeTypes;
};

struct MPOptExpandCastsPass final
    : mpopt::impl::MPOptExpandCastsPassBase<MPOptExpandCastsPass> {
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    unsigned before = countCasts();

    RewritePatternSet generalize(context);
    generalize
        .add<GeneralizeTensorCast<CastOp>, GeneralizeTensorCast<arith::ExtFOp>,
             GeneralizeTensorCast<arith::TruncFOp>>(context);
    walkAndApplyPatterns(getOperation(), std::move(generalize));

    RewritePatternSet expand(context);
    SmallVector<std::string> native(nativeTypes.begin(), nativeTypes.end());
    populateExpandCastsPatterns(expand, native);
    walkAndApplyPatterns(getOperation(), std::move(expand));

    bool failedAny = false;
    getOperation()->walk([&](CastOp op) {
      op.emitOpError("cannot be expanded: only casts among f32, f16, bf16, "
                     "f8E4M3FN and f8E5M2 are");
      failedAny = true;
    });
    numExpanded += before - countCasts();
    if (failedAny)
      signalPassFailure();
  }

  unsigned countCasts() {
    unsigned count = 0;
    getOperation()->walk([&](Operation *op) {
      if (isa<CastOp, arith::ExtFOp, arith::TruncFOp>(op) &&
          isExpandable(op->getOperand(0).getType(), op->getResult(0).getType()))
        ++count;
    });
    return count;
  }
};

} // namespace

void mpopt::populateExpandCastsPatterns(RewritePatternSet &patterns,
                                        ArrayRef<std::string> nativeTypes) {
  patterns.add<ExpandCast<CastOp>, ExpandCast<arith::ExtFOp>,
               ExpandCast<arith::TruncFOp>>(patterns.getContext(),
                                            nativeTypes);
}

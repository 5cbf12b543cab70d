//===- NativeFP8.cpp - saturating f32 to f8E4M3FN as one instruction ------===//
//
// On sm_89 and later a saturating f32 -> f8E4M3FN conversion rounding to
// nearest even is one instruction, `cvt.rn.satfinite.e4m3x2.f32`, which
// computes exactly mpopt's saturating cast (docs/numerics.md). The
// bufferization pipeline leaves such conversions as `arith.truncf` of the
// clamped value (mpopt-expand-casts with f8E4M3FN native); here they
// become the instruction, which converts a pair: both halves get the same
// value and the low byte is kept; where the bytes then become one vector
// (a 16-byte store of a quantizing loop or row kernel), neighbours share
// one instruction, half as many. MLIR 22's NVVM op declares no memory
// effects, so passes that take only effect-free ops (mpopt-gpu-vectorize-
// loops, mpopt-gpu-fuse-neighbours) would see a memory access in it: it
// is given an empty MemoryEffectOpInterface here (a quantizing loop would
// otherwise store a byte per element: docs/gpu.md).
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUNATIVEFP8PASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// The conversion is arithmetic on registers: no memory effects.
struct ConversionEffects final
    : MemoryEffectOpInterface::ExternalModel<ConversionEffects,
                                             NVVM::ConvertF32x2ToF8x2Op> {
  void
  getEffects(Operation *,
             SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
                 &) const {}
};

struct TruncateWithInstruction final : OpRewritePattern<arith::TruncFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::TruncFOp truncate,
                                PatternRewriter &rewriter) const override {
    if (!truncate.getIn().getType().isF32() ||
        !isa<Float8E4M3FNType>(truncate.getType()))
      return rewriter.notifyMatchFailure(truncate, "not f32 to f8E4M3FN");
    // NVVM ops have no host lowering.
    if (!truncate->getParentOfType<linalg::GenericOp>() &&
        !truncate->getParentOfType<gpu::LaunchOp>())
      return rewriter.notifyMatchFailure(truncate, "not in a kernel");
    Location loc = truncate.getLoc();
    Value pair = NVVM::ConvertF32x2ToF8x2Op::create(
        rewriter, loc, rewriter.getI16Type(), truncate.getIn(),
        truncate.getIn(), NVVM::FPRoundingMode::RN,
        NVVM::SaturationMode::SATFINITE, /*relu=*/false, truncate.getType());
    Value byte =
        arith::TruncIOp::create(rewriter, loc, rewriter.getI8Type(), pair);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(truncate, truncate.getType(),
                                                  byte);
    return success();
  }
};

/// The f32 a byte of `element` converts alone, through
/// bitcast(trunci(convert(x, x))); null otherwise.
static Value getConvertedAlone(Value element,
                               NVVM::ConvertF32x2ToF8x2Op &convert) {
  auto bitcast = element.getDefiningOp<arith::BitcastOp>();
  auto truncate =
      bitcast ? bitcast.getIn().getDefiningOp<arith::TruncIOp>() : nullptr;
  convert = truncate
                ? truncate.getIn().getDefiningOp<NVVM::ConvertF32x2ToF8x2Op>()
                : nullptr;
  if (!convert || convert.getA() != convert.getB() ||
      !convert.getDst().getType().isInteger(16))
    return Value();
  return convert.getA();
}

/// A vector of converted bytes built one by one: each neighbouring pair
/// from one instruction (the first element is the low byte: `b`), the
/// halves reinterpreted as the vector.
struct PairConversions final : OpRewritePattern<vector::FromElementsOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::FromElementsOp vector,
                                PatternRewriter &rewriter) const override {
    VectorType type = vector.getType();
    if (type.getRank() != 1 || type.getNumElements() % 2 != 0 ||
        !isa<Float8E4M3FNType>(type.getElementType()))
      return rewriter.notifyMatchFailure(vector, "not an even f8E4M3FN vector");
    SmallVector<Value> sources;
    SmallVector<NVVM::ConvertF32x2ToF8x2Op> converts;
    for (Value element : vector.getElements()) {
      NVVM::ConvertF32x2ToF8x2Op convert;
      Value source = getConvertedAlone(element, convert);
      if (!source)
        return rewriter.notifyMatchFailure(vector,
                                           "an element converted otherwise");
      if (!converts.empty() &&
          (convert.getRnd() != converts.front().getRnd() ||
           convert.getSat() != converts.front().getSat() ||
           convert.getRelu() != converts.front().getRelu()))
        return rewriter.notifyMatchFailure(vector,
                                           "conversions of other modes");
      sources.push_back(source);
      converts.push_back(convert);
    }
    Location loc = vector.getLoc();
    NVVM::ConvertF32x2ToF8x2Op like = converts.front();
    SmallVector<Value> pairs;
    for (size_t i = 0; i < sources.size(); i += 2)
      pairs.push_back(NVVM::ConvertF32x2ToF8x2Op::create(
          rewriter, loc, rewriter.getI16Type(), sources[i + 1], sources[i],
          like.getRnd(), like.getSat(), like.getRelu(), like.getDstTy()));
    Value halves = vector::FromElementsOp::create(
        rewriter, loc,
        VectorType::get({type.getNumElements() / 2}, rewriter.getI16Type()),
        pairs);
    SmallVector<Value> elements(vector.getElements());
    rewriter.replaceOpWithNewOp<vector::BitCastOp>(vector, type, halves);
    // The single conversions, now unread.
    for (Value element : elements) {
      Operation *bitcast = element.getDefiningOp();
      if (!bitcast->use_empty())
        continue;
      Operation *truncate = bitcast->getOperand(0).getDefiningOp();
      rewriter.eraseOp(bitcast);
      if (!truncate->use_empty())
        continue;
      Operation *convert = truncate->getOperand(0).getDefiningOp();
      rewriter.eraseOp(truncate);
      if (convert->use_empty())
        rewriter.eraseOp(convert);
    }
    return success();
  }
};

struct MPOptGPUNativeFP8Pass final
    : mpopt::impl::MPOptGPUNativeFP8PassBase<MPOptGPUNativeFP8Pass> {
  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    registry.addExtension(+[](MLIRContext *context, NVVM::NVVMDialect *) {
      NVVM::ConvertF32x2ToF8x2Op::attachInterface<ConversionEffects>(*context);
    });
  }

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<TruncateWithInstruction, PairConversions>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

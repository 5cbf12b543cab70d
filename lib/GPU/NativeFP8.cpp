//===- NativeFP8.cpp - saturating f32 to f8E4M3FN as one instruction ------===//
//
// On sm_89 and later a saturating f32 -> f8E4M3FN conversion rounding to
// nearest even is one instruction, `cvt.rn.satfinite.e4m3x2.f32`, which
// computes exactly mpopt's saturating cast (docs/numerics.md). The
// bufferization pipeline leaves such conversions as `arith.truncf` of the
// clamped value (mpopt-expand-casts with f8E4M3FN native); here they
// become the instruction, which converts a pair: both halves get the same
// value and the low byte is kept. MLIR 22's NVVM op declares no memory
// effects, so passes that take only effect-free ops (mpopt-gpu-vectorize-
// loops, mpopt-gpu-fuse-neighbours) would see a memory access in it: it
// is given an empty MemoryEffectOpInterface here (a quantizing loop would
// otherwise store a byte per element: docs/gpu.md).
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

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
    patterns.add<TruncateWithInstruction>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

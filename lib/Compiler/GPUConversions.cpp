//===- GPUConversions.cpp - FP8 conversions as PTX instructions -----------===//
//
// On sm_89 and later a saturating f32 -> f8E4M3FN conversion rounding to
// nearest even is one instruction, `cvt.rn.satfinite.e4m3x2.f32`, which
// computes exactly mpopt's saturating cast (docs/numerics.md). The
// bufferization pipeline leaves such conversions as `arith.truncf` of the
// clamped value (mpopt-expand-casts with f8E4M3FN native); here they
// become the instruction, which converts a pair: both halves get the same
// value and the low byte is kept.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Compiler/Compiler.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::mpopt;

void mpopt::lowerNativeFP8Conversions(ModuleOp module) {
  SmallVector<arith::TruncFOp> conversions;
  module.walk([&](arith::TruncFOp truncate) {
    // Only in what becomes a kernel: NVVM ops have no host lowering.
    if (truncate.getIn().getType().isF32() &&
        isa<Float8E4M3FNType>(truncate.getType()) &&
        (truncate->getParentOfType<linalg::GenericOp>() ||
         truncate->getParentOfType<gpu::LaunchOp>()))
      conversions.push_back(truncate);
  });
  if (conversions.empty())
    return;
  MLIRContext *context = module.getContext();
  context->getOrLoadDialect<NVVM::NVVMDialect>();
  for (arith::TruncFOp truncate : conversions) {
    OpBuilder builder(truncate);
    Location loc = truncate.getLoc();
    Value pair = NVVM::ConvertF32x2ToF8x2Op::create(
        builder, loc, builder.getI16Type(), truncate.getIn(),
        truncate.getIn(), NVVM::FPRoundingMode::RN,
        NVVM::SaturationMode::SATFINITE, /*relu=*/false,
        truncate.getType());
    Value byte =
        arith::TruncIOp::create(builder, loc, builder.getI8Type(), pair);
    truncate.replaceAllUsesWith(
        arith::BitcastOp::create(builder, loc, truncate.getType(), byte)
            .getResult());
    truncate.erase();
  }
}

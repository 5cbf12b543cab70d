//===- GPUConversions.cpp - GPU instructions for exact conversions --------===//
//
// On sm_89 and later a saturating f32 -> f8E4M3FN conversion rounding to
// nearest even is one instruction, `cvt.rn.satfinite.e4m3x2.f32`, which
// computes exactly mpopt's saturating cast (docs/numerics.md). The
// bufferization pipeline leaves such conversions as `arith.truncf` of the
// clamped value (mpopt-expand-casts with f8E4M3FN native); here they
// become the instruction, which converts a pair: both halves get the same
// value and the low byte is kept.
//
// Square roots: NVVM's lowering takes f32 `math.sqrt` to libdevice's
// __nv_sqrtf, which without __CUDA_PREC_SQRT is `sqrt.approx.f32`, and
// `math.rsqrt` to `rsqrt.approx.f32`. The numeric contract has the CPU's
// IEEE square root, and `rsqrt` as 1 / sqrt: here both become NVVM's
// correctly rounded square root (`sqrt.rn.f32`; LLVM's own sqrt intrinsic
// would go back to libdevice) and a division (`div.rn.f32`), which agree
// with the CPU build bit for bit.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Compiler/Compiler.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::mpopt;

/// Whether `op` is in what becomes a kernel: NVVM ops have no host
/// lowering.
static bool isInKernel(Operation *op) {
  return op->getParentOfType<linalg::GenericOp>() ||
         op->getParentOfType<gpu::LaunchOp>();
}

void mpopt::lowerNativeFP8Conversions(ModuleOp module) {
  SmallVector<arith::TruncFOp> conversions;
  module.walk([&](arith::TruncFOp truncate) {
    if (truncate.getIn().getType().isF32() &&
        isa<Float8E4M3FNType>(truncate.getType()) && isInKernel(truncate))
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

void mpopt::lowerIEEESquareRoots(ModuleOp module) {
  SmallVector<Operation *> roots;
  module.walk([&](Operation *op) {
    if (isa<math::SqrtOp, math::RsqrtOp>(op) &&
        op->getResult(0).getType().isF32() && isInKernel(op))
      roots.push_back(op);
  });
  if (roots.empty())
    return;
  module.getContext()->getOrLoadDialect<LLVM::LLVMDialect>();
  for (Operation *op : roots) {
    OpBuilder builder(op);
    Location loc = op->getLoc();
    Value root = LLVM::CallIntrinsicOp::create(
                     builder, loc, builder.getF32Type(),
                     builder.getStringAttr("llvm.nvvm.sqrt.rn.f"),
                     op->getOperand(0))
                     .getResult(0);
    if (isa<math::RsqrtOp>(op))
      root = arith::DivFOp::create(
          builder, loc,
          arith::ConstantOp::create(builder, loc, builder.getF32FloatAttr(1)),
          root);
    op->getResult(0).replaceAllUsesWith(root);
    op->erase();
  }
}

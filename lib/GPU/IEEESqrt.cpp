//===- IEEESqrt.cpp - correctly rounded square roots in kernels -----------===//
//
// NVVM's lowering takes f32 `math.sqrt` to libdevice's __nv_sqrtf, which
// without __CUDA_PREC_SQRT is `sqrt.approx.f32`, `math.rsqrt` to
// `rsqrt.approx.f32`, and f64 `math.rsqrt` to __nv_rsqrt (within 1 ulp).
// The numeric contract has the CPU's IEEE square root, and `rsqrt` as
// 1 / sqrt: here both become NVVM's correctly rounded square root
// (`sqrt.rn.f32` / `.f64`; LLVM's own sqrt intrinsic would go back to
// libdevice) and a division (`div.rn`), which agree with the CPU build bit
// for bit.
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUIEEESQRTPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// `math.sqrt` or, with `reciprocal`, `math.rsqrt` of an f32 or f64 in a
/// kernel.
template <typename RootOp, bool reciprocal>
struct RoundedRoot final : OpRewritePattern<RootOp> {
  using OpRewritePattern<RootOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(RootOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!type.isF32() && !type.isF64())
      return rewriter.notifyMatchFailure(op, "not f32 or f64");
    // NVVM intrinsics have no host lowering.
    if (!op->template getParentOfType<linalg::GenericOp>() &&
        !op->template getParentOfType<gpu::LaunchOp>())
      return rewriter.notifyMatchFailure(op, "not in a kernel");
    Location loc = op.getLoc();
    Value root =
        LLVM::CallIntrinsicOp::create(
            rewriter, loc, type,
            rewriter.getStringAttr(type.isF32() ? "llvm.nvvm.sqrt.rn.f"
                                                : "llvm.nvvm.sqrt.rn.d"),
            op.getOperand())
            .getResult(0);
    if (reciprocal)
      root = arith::DivFOp::create(
          rewriter, loc,
          arith::ConstantOp::create(rewriter, loc,
                                    rewriter.getFloatAttr(type, 1)),
          root);
    rewriter.replaceOp(op, root);
    return success();
  }
};

struct MPOptGPUIEEESqrtPass final
    : mpopt::impl::MPOptGPUIEEESqrtPassBase<MPOptGPUIEEESqrtPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<RoundedRoot<math::SqrtOp, false>,
                 RoundedRoot<math::RsqrtOp, true>>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

//===- GPUHostBuffers.cpp - host buffers of a GPU program on the device ---===//

#include "mpopt/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUHOSTBUFFERSPASS
#include "mpopt/Conversion/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

struct AllocOnDevice final : OpRewritePattern<memref::AllocOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::AllocOp alloc,
                                PatternRewriter &rewriter) const override {
    auto gpuAlloc = gpu::AllocOp::create(
        rewriter, alloc.getLoc(), alloc.getType(), /*asyncToken=*/Type(),
        /*asyncDependencies=*/ValueRange(), alloc.getDynamicSizes(),
        alloc.getSymbolOperands(), /*hostShared=*/false);
    rewriter.replaceOp(alloc, gpuAlloc.getMemref());
    return success();
  }
};

struct FreeOnDevice final : OpRewritePattern<memref::DeallocOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::DeallocOp dealloc,
                                PatternRewriter &rewriter) const override {
    gpu::DeallocOp::create(rewriter, dealloc.getLoc(), /*asyncToken=*/Type(),
                           ValueRange(), dealloc.getMemref());
    rewriter.eraseOp(dealloc);
    return success();
  }
};

/// A constant buffer (a dense constant of the program) lives in host
/// memory: the call copies it to device memory first and frees that copy
/// before its block ends.
struct GlobalOnDevice final : OpRewritePattern<memref::GetGlobalOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::GetGlobalOp global,
                                PatternRewriter &rewriter) const override {
    auto type = cast<MemRefType>(global.getType());
    if (!type.hasStaticShape() || !type.getLayout().isIdentity())
      return rewriter.notifyMatchFailure(global, "not a dense static buffer");
    Location loc = global.getLoc();
    rewriter.setInsertionPointAfter(global);
    Value copy = gpu::AllocOp::create(rewriter, loc, type, Type(),
                                      ValueRange(), ValueRange(), ValueRange(),
                                      /*hostShared=*/false)
                     .getMemref();
    auto memcpy = gpu::MemcpyOp::create(rewriter, loc, Type(), ValueRange(),
                                        copy, global);
    rewriter.replaceAllUsesExcept(global, copy, memcpy);
    rewriter.setInsertionPoint(global->getBlock()->getTerminator());
    gpu::DeallocOp::create(rewriter, loc, Type(), ValueRange(), copy);
    return success();
  }
};

struct CopyOnDevice final : OpRewritePattern<memref::CopyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::CopyOp copy,
                                PatternRewriter &rewriter) const override {
    auto isDense = [](Value value) {
      return cast<MemRefType>(value.getType()).getLayout().isIdentity();
    };
    if (!isDense(copy.getSource()) || !isDense(copy.getTarget()))
      return rewriter.notifyMatchFailure(copy, "strided copy");
    gpu::MemcpyOp::create(rewriter, copy.getLoc(), /*asyncToken=*/Type(),
                          ValueRange(), copy.getTarget(), copy.getSource());
    rewriter.eraseOp(copy);
    return success();
  }
};

struct MPOptGPUHostBuffersPass final
    : mpopt::impl::MPOptGPUHostBuffersPassBase<MPOptGPUHostBuffersPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<AllocOnDevice, FreeOnDevice, CopyOnDevice, GlobalOnDevice>(
        &getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    WalkResult strided = getOperation().walk([](memref::CopyOp copy) {
      copy.emitError("mpopt-gpu-host-buffers: a copy between strided "
                     "buffers must become a kernel first");
      return WalkResult::interrupt();
    });
    if (strided.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace

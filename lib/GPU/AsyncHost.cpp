//===- AsyncHost.cpp - host code that does not wait for the GPU -----------===//

#include "PassDetail.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUASYNCHOSTPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// `gpu.wait [deps]` before stream-ordered calls: the calls go first, then
/// the chain the next `gpu.wait async` starts continues from `deps`, or the
/// wait follows the calls (unless the function returns there).
struct EnqueueCallsWithoutWaiting final : OpRewritePattern<gpu::WaitOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(gpu::WaitOp wait,
                                PatternRewriter &rewriter) const override {
    if (wait.getAsyncToken())
      return rewriter.notifyMatchFailure(wait, "does not block the host");
    Operation *lastCall = nullptr;
    Operation *op = wait->getNextNode();
    for (; op; op = op->getNextNode()) {
      if (op->hasAttr(kStreamOrderedAttrName))
        lastCall = op;
      else if (!isMemoryEffectFree(op))
        break;
    }
    if (!lastCall)
      return rewriter.notifyMatchFailure(wait,
                                         "no stream-ordered call follows");
    if (isa_and_nonnull<func::ReturnOp>(op)) {
      rewriter.eraseOp(wait);
      return success();
    }
    auto chain = dyn_cast_or_null<gpu::WaitOp>(op);
    if (!chain || !chain.getAsyncToken() ||
        !chain.getAsyncDependencies().empty()) {
      rewriter.moveOpAfter(wait, lastCall);
      return success();
    }
    Value token;
    if (wait.getAsyncDependencies().size() == 1) {
      token = wait.getAsyncDependencies().front();
    } else {
      rewriter.setInsertionPoint(wait);
      token = gpu::WaitOp::create(rewriter, wait.getLoc(),
                                  chain.getAsyncToken().getType(),
                                  wait.getAsyncDependencies())
                  .getAsyncToken();
    }
    rewriter.replaceOp(chain, token);
    rewriter.eraseOp(wait);
    return success();
  }
};

/// The host's last wait before returning: the work stays enqueued.
struct ReturnWithoutWaiting final : OpRewritePattern<gpu::WaitOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(gpu::WaitOp wait,
                                PatternRewriter &rewriter) const override {
    if (wait.getAsyncToken() ||
        !isa_and_nonnull<func::ReturnOp>(wait->getNextNode()))
      return rewriter.notifyMatchFailure(wait, "not a wait before returning");
    rewriter.eraseOp(wait);
    return success();
  }
};

struct MPOptGPUAsyncHostPass final
    : mpopt::impl::MPOptGPUAsyncHostPassBase<MPOptGPUAsyncHostPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<EnqueueCallsWithoutWaiting, ReturnWithoutWaiting>(
        &getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

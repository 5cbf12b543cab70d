//===- HostBuffers.cpp - host buffers of a GPU program on the device ------===//

#include "PassDetail.h"

#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUHOSTBUFFERSPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// The runtime's call that returns the resident device copy of a constant
/// (runtime/lib/Cuda.cpp).
constexpr StringLiteral kUploadFunction = "mpoptDeviceConstant";

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

/// A constant buffer (a dense constant of the program, host memory) is
/// resident in device memory: the runtime's `mpoptDeviceConstant(host,
/// bytes)` uploads it on the first call and returns the same device copy on
/// every later one, so a call moves only its arguments and results. The
/// device pointer becomes a memref through its LLVM descriptor, which the
/// LLVM lowering takes as it is.
struct GlobalOnDevice final : OpRewritePattern<memref::GetGlobalOp> {
  GlobalOnDevice(MLIRContext *context, func::FuncOp upload)
      : OpRewritePattern(context), upload(upload), converter(context) {}

  LogicalResult matchAndRewrite(memref::GetGlobalOp global,
                                PatternRewriter &rewriter) const override {
    auto type = cast<MemRefType>(global.getType());
    if (!type.hasStaticShape() || !type.getLayout().isIdentity())
      return rewriter.notifyMatchFailure(global, "not a dense static buffer");
    Type element = type.getElementType();
    if (!element.isIntOrFloat())
      return rewriter.notifyMatchFailure(global, "not int or float elements");
    Location loc = global.getLoc();
    rewriter.setInsertionPointAfter(global);
    Type i64 = rewriter.getI64Type();
    auto address =
        memref::ExtractAlignedPointerAsIndexOp::create(rewriter, loc, global);
    Value host = arith::IndexCastOp::create(rewriter, loc, i64, address);
    int64_t bytes = type.getNumElements() *
                    llvm::divideCeil(element.getIntOrFloatBitWidth(), 8);
    Value size = arith::ConstantIntOp::create(rewriter, loc, i64, bytes);
    Value device =
        func::CallOp::create(rewriter, loc, upload, ValueRange{host, size})
            .getResult(0);
    Value pointer = LLVM::IntToPtrOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(getContext()), device);
    Value descriptor =
        MemRefDescriptor::fromStaticShape(rewriter, loc, converter, type,
                                          pointer);
    Value resident = UnrealizedConversionCastOp::create(rewriter, loc, type,
                                                        descriptor)
                         .getResult(0);
    rewriter.replaceAllUsesExcept(global, resident, address);
    return success();
  }

  func::FuncOp upload;
  LLVMTypeConverter converter;
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
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    auto functions = llvm::to_vector(module.getOps<func::FuncOp>());
    func::FuncOp upload = module.lookupSymbol<func::FuncOp>(kUploadFunction);
    bool constants = module
                         .walk([](memref::GetGlobalOp) {
                           return WalkResult::interrupt();
                         })
                         .wasInterrupted();
    if (!upload && constants) {
      OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
      Type i64 = builder.getI64Type();
      upload = func::FuncOp::create(builder, module.getLoc(), kUploadFunction,
                                    builder.getFunctionType({i64, i64}, i64));
      upload.setPrivate();
    }
    RewritePatternSet patterns(context);
    patterns.add<AllocOnDevice, FreeOnDevice, CopyOnDevice>(context);
    if (upload)
      patterns.add<GlobalOnDevice>(context, upload);
    FrozenRewritePatternSet frozen(std::move(patterns));
    for (func::FuncOp function : functions)
      if (!function.isExternal())
        walkAndApplyPatterns(function, frozen);
    WalkResult strided = module.walk([](memref::CopyOp copy) {
      copy.emitError("mpopt-gpu-host-buffers: a copy between strided "
                     "buffers must become a kernel first");
      return WalkResult::interrupt();
    });
    if (strided.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace

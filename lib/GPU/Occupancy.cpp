//===- Occupancy.cpp - blocks per SM for full-block kernels ---------------===//

#include "PassDetail.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUOCCUPANCYPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

struct MPOptGPUOccupancyPass final
    : mpopt::impl::MPOptGPUOccupancyPassBase<MPOptGPUOccupancyPass> {
  using MPOptGPUOccupancyPassBase::MPOptGPUOccupancyPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The most blocks each kernel is launched with; none where a launch's
    // grid is not a constant.
    llvm::DenseMap<SymbolRefAttr, std::optional<int64_t>> grids;
    module.walk([&](gpu::LaunchFuncOp launch) {
      std::optional<int64_t> blocks = 1;
      for (Value size : {launch.getGridSizeX(), launch.getGridSizeY(),
                         launch.getGridSizeZ()}) {
        std::optional<int64_t> extent = getConstantIntValue(size);
        blocks = blocks && extent ? std::optional(*blocks * *extent)
                                  : std::nullopt;
      }
      auto [it, inserted] = grids.try_emplace(launch.getKernel(), blocks);
      if (!inserted)
        it->second = it->second && blocks
                         ? std::optional(std::max(*it->second, *blocks))
                         : std::nullopt;
    });
    module.walk([&](gpu::GPUFuncOp function) {
      std::optional<ArrayRef<int32_t>> size = function.getKnownBlockSize();
      if (!function.isKernel() || !size)
        return;
      int64_t count = 1;
      for (int32_t extent : *size)
        count *= extent;
      if (count != threads)
        return;
      auto kernelModule = function->getParentOfType<gpu::GPUModuleOp>();
      auto symbol = SymbolRefAttr::get(
          kernelModule.getNameAttr(),
          {FlatSymbolRefAttr::get(function.getNameAttr())});
      int64_t blocks = blocksPerSM;
      if (auto it = grids.find(symbol); it != grids.end() && it->second)
        blocks = std::min<int64_t>(blocks, llvm::divideCeil(*it->second, sms));
      if (blocks > 1)
        function->setAttr(
            NVVM::NVVMDialect::getMinctasmAttrName(),
            IntegerAttr::get(IntegerType::get(&getContext(), 32), blocks));
    });
  }
};

} // namespace

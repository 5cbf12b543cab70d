//===- Occupancy.cpp - several blocks per SM for full-block kernels -------===//

#include "mpopt/GPU/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

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
    auto blocks =
        IntegerAttr::get(IntegerType::get(&getContext(), 32), blocksPerSM);
    getOperation().walk([&](gpu::GPUFuncOp function) {
      std::optional<ArrayRef<int32_t>> size = function.getKnownBlockSize();
      if (!function.isKernel() || !size)
        return;
      int64_t count = 1;
      for (int32_t extent : *size)
        count *= extent;
      if (count == threads)
        function->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(), blocks);
    });
  }
};

} // namespace

//===- CheckHostCode.cpp - no host code left on device buffers ------------===//
//
// In a GPU build every buffer lives in device memory. Once the lowerings
// before outlining have run, what the host still does to a buffer other
// than through kernels, library calls, copies and allocations would crash
// the library at its first call: here it is an error instead.
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUCHECKHOSTCODEPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {
struct MPOptGPUCheckHostCodePass final
    : mpopt::impl::MPOptGPUCheckHostCodePassBase<MPOptGPUCheckHostCodePass> {
  void runOnOperation() override {
    for (Operation &op : getOperation().getOps()) {
      // An assertion on host values (a dynamic size's checks) reads no
      // buffer: a condition loaded from one is flagged at its load.
      if (isMemoryEffectFree(&op) ||
          isa<scf::ParallelOp, gpu::LaunchOp, func::CallOp, cf::AssertOp,
              memref::AllocOp,
              memref::DeallocOp, memref::CopyOp, gpu::AllocOp, gpu::DeallocOp,
              gpu::MemcpyOp>(op))
        continue;
      op.emitError() << "would run on the host and touch device memory; "
                        "mpopt cannot compile this for the GPU";
      return signalPassFailure();
    }
  }
};
} // namespace

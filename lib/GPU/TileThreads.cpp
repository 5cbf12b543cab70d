//===- TileThreads.cpp - parallel loops tiled for blocks of threads -------===//

#include "mpopt/GPU/Passes.h"
#include "mpopt/Support/FunctionPass.h"

#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUTILETHREADSPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

/// `inner`, a parallel loop whose last dimension runs over a tile of
/// threads * perThread elements, becomes a loop over `threads` whose
/// iterations each take perThread elements `threads` apart: a warp's loads
/// stay contiguous, and each thread has several in flight.
static void spreadOverThreads(scf::ParallelOp inner, int64_t threads,
                              int64_t perThread) {
  OpBuilder builder(inner);
  Location loc = inner.getLoc();
  auto index = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  Value zero = index(0), one = index(1), stride = index(threads),
        count = index(perThread);
  // The other dimensions of the tile are single iterations at 0: the new
  // loop has the thread dimension alone, which then maps to threadIdx.x
  // (y and z allow fewer threads).
  scf::ParallelOp::create(
      builder, loc, ValueRange{zero}, ValueRange{stride}, ValueRange{one},
      [&](OpBuilder &nested, Location nestedLoc, ValueRange ivs) {
        scf::ForOp::create(
            nested, nestedLoc, zero, count, one, ValueRange{},
            [&](OpBuilder &body, Location bodyLoc, Value k, ValueRange) {
              Value offset = arith::MulIOp::create(body, bodyLoc, k, stride);
              IRMapping mapping;
              for (Value old : inner.getInductionVars())
                mapping.map(old, zero);
              mapping.map(
                  inner.getInductionVars().back(),
                  arith::AddIOp::create(body, bodyLoc, ivs.front(), offset));
              for (Operation &op : inner.getBody()->without_terminator())
                body.clone(op, mapping);
              scf::YieldOp::create(body, bodyLoc);
            });
      });
  inner.erase();
}

/// Kernels put the innermost dimension of each parallel loop nest on the
/// threads of a block, `per-thread` elements each (contiguous elements on
/// neighbouring threads), and the others on blocks.
namespace {
struct MPOptGPUTileThreadsPass final
    : FunctionPass<MPOptGPUTileThreadsPass,
                   mpopt::impl::MPOptGPUTileThreadsPassBase> {
  using FunctionPass::FunctionPass;

  void runOnFunction(FunctionOpInterface function) {
    SmallVector<scf::ParallelOp> outermost;
    function.walk([&](scf::ParallelOp loop) {
      if (!loop->getParentOfType<scf::ParallelOp>())
        outermost.push_back(loop);
    });
    for (scf::ParallelOp loop : outermost) {
      SmallVector<int64_t> sizes(loop.getNumLoops(), 1);
      sizes.back() = threads * perThread;
      scf::ParallelOp inner =
          scf::tileParallelLoop(loop, sizes, /*noMinMaxBounds=*/true).second;
      spreadOverThreads(inner, threads, perThread);
    }
  }
};
} // namespace

//===- TileThreads.cpp - parallel loops tiled for blocks of threads -------===//

#include "mpopt/GPU/Passes.h"
#include "mpopt/Support/FunctionPass.h"

#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/IR/IRMapping.h"

#include <limits>
#include <numeric>

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

/// Whether `loop`'s innermost dimension has fewer iterations than a tile of
/// `tile` elements, every bound being a constant (0 to N, step 1): a
/// block would then leave most of its threads idle (an NCHW image 56 wide:
/// 56 of 1024 elements; an im2col copy's 7 output columns).
static bool hasShortRows(scf::ParallelOp loop, int64_t tile) {
  // (A loop that reduces into results keeps its dimensions: the collapse
  // would not carry them.)
  if (loop.getNumLoops() < 2 || loop.getNumResults() != 0)
    return false;
  for (auto [lower, upper, step] :
       llvm::zip(loop.getLowerBound(), loop.getUpperBound(), loop.getStep()))
    if (getConstantIntValue(lower) != 0 || getConstantIntValue(step) != 1 ||
        !getConstantIntValue(upper))
      return false;
  return *getConstantIntValue(loop.getUpperBound().back()) < tile;
}

/// `loop` (bounds constant, from 0, step 1) as one dimension, row after row:
/// each element's indices come back by unsigned division. In 32 bits where
/// the nest has fewer than 2^31 elements: the GPU has no 64-bit multiply-high,
/// so a 64-bit division by a constant (and a signed one more so) costs tens
/// of instructions per index, which made elementwise kernels of an NCHW
/// ResNet-50 bound by their index arithmetic, not by memory.
static void collapseToOneDimension(scf::ParallelOp loop) {
  SmallVector<int64_t> sizes;
  for (Value upper : loop.getUpperBound())
    sizes.push_back(*getConstantIntValue(upper));
  int64_t total = std::accumulate(sizes.begin(), sizes.end(), int64_t(1),
                                  std::multiplies<int64_t>());
  OpBuilder builder(loop);
  Location loc = loop.getLoc();
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  Value one = arith::ConstantIndexOp::create(builder, loc, 1);
  Value count = arith::ConstantIndexOp::create(builder, loc, total);
  bool narrow = total <= std::numeric_limits<int32_t>::max();
  scf::ParallelOp::create(
      builder, loc, ValueRange{zero}, ValueRange{count}, ValueRange{one},
      [&](OpBuilder &body, Location bodyLoc, ValueRange ivs) {
        Type type = narrow ? Type(body.getI32Type()) : body.getIndexType();
        Value rest = ivs.front();
        if (narrow)
          rest = arith::IndexCastUIOp::create(body, bodyLoc, type, rest);
        IRMapping mapping;
        for (int64_t dim = sizes.size() - 1; dim >= 0; --dim) {
          Value index = rest;
          if (dim > 0) {
            Value size = arith::ConstantOp::create(
                body, bodyLoc, body.getIntegerAttr(type, sizes[dim]));
            index = arith::RemUIOp::create(body, bodyLoc, rest, size);
            rest = arith::DivUIOp::create(body, bodyLoc, rest, size);
          }
          if (narrow)
            index = arith::IndexCastUIOp::create(body, bodyLoc,
                                                 body.getIndexType(), index);
          mapping.map(loop.getInductionVars()[dim], index);
        }
        for (Operation &op : loop.getBody()->without_terminator())
          body.clone(op, mapping);
      });
  loop.erase();
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
    auto getOutermost = [&] {
      SmallVector<scf::ParallelOp> outermost;
      function.walk([&](scf::ParallelOp loop) {
        if (!loop->getParentOfType<scf::ParallelOp>())
          outermost.push_back(loop);
      });
      return outermost;
    };
    // A nest with short rows becomes one dimension, row after row, which
    // tiles whole: neighbouring threads still take neighbouring elements.
    for (scf::ParallelOp loop : getOutermost())
      if (hasShortRows(loop, threads * perThread))
        collapseToOneDimension(loop);
    for (scf::ParallelOp loop : getOutermost()) {
      SmallVector<int64_t> sizes(loop.getNumLoops(), 1);
      sizes.back() = threads * perThread;
      scf::ParallelOp inner =
          scf::tileParallelLoop(loop, sizes, /*noMinMaxBounds=*/true).second;
      spreadOverThreads(inner, threads, perThread);
    }
  }
};
} // namespace

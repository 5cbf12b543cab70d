//===- TileThreads.cpp - parallel loops tiled for blocks of threads -------===//

#include "PassDetail.h"
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
  std::optional<SmallVector<int64_t>> extents = getConstantExtents(loop);
  return extents && extents->back() < tile;
}

/// Maps each of `dims`, of `sizes`, to its index at `linear`, their index
/// row after row, recovered by unsigned division: in 32 bits where they
/// have fewer than 2^31 elements, as the GPU has no 64-bit multiply-high
/// (a 64-bit division by a constant costs tens of instructions).
static void delinearize(OpBuilder &builder, Location loc, Value linear,
                        ArrayRef<int64_t> sizes, ValueRange dims,
                        IRMapping &mapping) {
  int64_t total = std::accumulate(sizes.begin(), sizes.end(), int64_t(1),
                                  std::multiplies<int64_t>());
  bool narrow = total <= std::numeric_limits<int32_t>::max();
  Type type = narrow ? Type(builder.getI32Type()) : builder.getIndexType();
  Value rest = linear;
  if (narrow)
    rest = arith::IndexCastUIOp::create(builder, loc, type, rest);
  for (int64_t dim = sizes.size() - 1; dim >= 0; --dim) {
    Value index = rest;
    if (dim > 0) {
      Value size = arith::ConstantOp::create(
          builder, loc, builder.getIntegerAttr(type, sizes[dim]));
      index = arith::RemUIOp::create(builder, loc, rest, size);
      rest = arith::DivUIOp::create(builder, loc, rest, size);
    }
    if (narrow)
      index = arith::IndexCastUIOp::create(builder, loc, builder.getIndexType(),
                                           index);
    mapping.map(dims[dim], index);
  }
}

/// `loop` (bounds constant, from 0, step 1) as two dimensions, each its
/// dimensions made one row after row: the shortest run of trailing
/// dimensions of at least `tile` elements (all of them if none), which the
/// threads take, and the others, which go to blocks. Each element divides
/// only for the trailing run; the others' indices are the same for a
/// thread's elements and are computed once. (An im2col copy [n, c, kh, kw,
/// oh, ow] made one dimension spent 5 divisions per element.)
static void collapseRows(scf::ParallelOp loop, int64_t tile) {
  SmallVector<int64_t> sizes = *getConstantExtents(loop);
  size_t split = sizes.size() - 1;
  int64_t inner = sizes.back();
  while (split > 0 && inner < tile)
    inner *= sizes[--split];
  ArrayRef<int64_t> outerSizes = ArrayRef(sizes).take_front(split);
  int64_t outer = std::accumulate(outerSizes.begin(), outerSizes.end(),
                                  int64_t(1), std::multiplies<int64_t>());
  OpBuilder builder(loop);
  Location loc = loop.getLoc();
  auto index = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  SmallVector<Value> lower, upper, steps;
  if (split > 0) {
    lower.push_back(index(0));
    upper.push_back(index(outer));
    steps.push_back(index(1));
  }
  lower.push_back(index(0));
  upper.push_back(index(inner));
  steps.push_back(index(1));
  // A copy: getInductionVars returns a temporary vector.
  SmallVector<Value> dims = loop.getInductionVars();
  auto collapsed = scf::ParallelOp::create(
      builder, loc, lower, upper, steps,
      [&](OpBuilder &body, Location bodyLoc, ValueRange ivs) {
        IRMapping mapping;
        if (split > 0)
          delinearize(body, bodyLoc, ivs.front(), outerSizes,
                      ValueRange(dims).take_front(split), mapping);
        delinearize(body, bodyLoc, ivs.back(),
                    ArrayRef(sizes).drop_front(split),
                    ValueRange(dims).drop_front(split), mapping);
        for (Operation &op : loop.getBody()->without_terminator())
          body.clone(op, mapping);
      });
  collapsed->setDiscardableAttrs(loop->getDiscardableAttrDictionary());
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
    // Iterations per thread: `per-thread` elements' worth, an iteration of
    // a vectorized loop counting as its lanes, at least one. (Four 8-lane
    // iterations per thread left [2048, 768] bf16 tensors 192 blocks for
    // 132 SMs.)
    auto getPerThread = [&](scf::ParallelOp loop) -> int64_t {
      auto lanes = loop->getAttrOfType<IntegerAttr>(kVectorLanesAttrName);
      return lanes ? std::max<int64_t>(1, perThread / lanes.getInt())
                   : int64_t(perThread);
    };
    // A nest with short rows becomes two dimensions, row after row, the
    // inner one at least a tile long: neighbouring threads still take
    // neighbouring elements.
    for (scf::ParallelOp loop : getOutermost())
      if (hasShortRows(loop, threads * getPerThread(loop)))
        collapseRows(loop, threads * getPerThread(loop));
    for (scf::ParallelOp loop : getOutermost()) {
      int64_t count = getPerThread(loop);
      SmallVector<int64_t> sizes(loop.getNumLoops(), 1);
      sizes.back() = threads * count;
      scf::ParallelOp inner =
          scf::tileParallelLoop(loop, sizes, /*noMinMaxBounds=*/true).second;
      spreadOverThreads(inner, threads, count);
    }
  }
};
} // namespace

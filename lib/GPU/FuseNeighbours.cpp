//===- FuseNeighbours.cpp - independent neighbour kernels in one ----------===//
//
// Two consecutive kernels that share no buffer one of them writes (the
// f32 weight a cuBLASLt call needs in bf16, converted beside the LayerNorm
// or the GELU before it) run as one launch: the blocks of the first, then
// those of the second. A conversion then costs its bytes, not a launch, a
// tail of its own and a kernel that only casts.
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

#include "mpopt/Analysis/BufferAccesses.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUFUSENEIGHBOURSPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

/// The constant `value` holds, if it is one.
static std::optional<int64_t> getConstant(Value value) {
  APInt constant;
  if (!matchPattern(value, m_ConstantInt(&constant)))
    return std::nullopt;
  return constant.getSExtValue();
}

/// Whether `launch` is a plain one-dimensional grid of blocks whose shape
/// and count are constants, without dynamic shared memory, clusters or
/// tokens. (Its barriers stay valid in the merged kernel: a block takes one
/// kernel's branch or the other's whole.)
static bool isPlainLaunch(gpu::LaunchOp launch) {
  return !launch.getAsyncToken() && launch.getAsyncDependencies().empty() &&
         !launch.getDynamicSharedMemorySize() && !launch.hasClusterSize() &&
         launch.getNumPrivateAttributions() == 0 &&
         getConstant(launch.getGridSizeX()) &&
         getConstant(launch.getGridSizeY()) == 1 &&
         getConstant(launch.getGridSizeZ()) == 1 &&
         getConstant(launch.getBlockSizeX()) &&
         getConstant(launch.getBlockSizeY()) &&
         getConstant(launch.getBlockSizeZ());
}

/// What `launch` reads and writes. Its barriers (a row shared by warps)
/// order its own threads' shared memory, no buffer of another kernel.
static BufferAccesses getKernelAccesses(gpu::LaunchOp launch) {
  BufferAccesses all;
  launch.getBody().walk([&](Operation *op) {
    if (isa<gpu::BarrierOp>(op) ||
        op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
      return WalkResult::advance();
    BufferAccesses one = getBufferAccesses(op);
    all.unknown |= one.unknown;
    all.reads.insert(one.reads.begin(), one.reads.end());
    all.writes.insert(one.writes.begin(), one.writes.end());
    return one.unknown ? WalkResult::interrupt() : WalkResult::advance();
  });
  return all;
}

/// Whether `first` and `second` may run at the same time: neither touches
/// what the other writes.
static bool areIndependent(gpu::LaunchOp first, gpu::LaunchOp second) {
  BufferAccesses a = getKernelAccesses(first), b = getKernelAccesses(second);
  auto overlaps = [](llvm::SmallPtrSetImpl<Value> &x,
                     llvm::SmallPtrSetImpl<Value> &y) {
    return llvm::any_of(x, [&](Value root) { return y.contains(root); });
  };
  return !a.unknown && !b.unknown && !overlaps(a.writes, b.reads) &&
         !overlaps(a.writes, b.writes) && !overlaps(b.writes, a.reads);
}

/// Clones the body of `launch` at `builder`, its block ids, thread ids and
/// sizes taken from `merged`, block x counted from `firstBlock`, its shared
/// memory a new workgroup attribution of `merged`.
static void cloneBody(OpBuilder &builder, gpu::LaunchOp launch,
                      gpu::LaunchOp merged, Value firstBlock) {
  Location loc = launch.getLoc();
  IRMapping mapping;
  unsigned configuration = launch.getBody().getNumArguments() -
                           launch.getNumWorkgroupAttributions();
  for (auto [old, now] :
       llvm::zip(launch.getBody().getArguments().take_front(configuration),
                 merged.getBody().getArguments()))
    mapping.map(old, now);
  for (BlockArgument memory : launch.getWorkgroupAttributions())
    mapping.map(memory,
                merged.addWorkgroupAttribution(memory.getType(), loc));
  mapping.map(launch.getBlockIds().x,
              arith::SubIOp::create(builder, loc, merged.getBlockIds().x,
                                    firstBlock));
  mapping.map(launch.getGridSize().x, launch.getGridSizeX());
  for (Operation &op : launch.getBody().front().without_terminator())
    builder.clone(op, mapping);
}

/// Replaces `first` and `second` with one launch where `second` was (what
/// lies between them touches no buffer of theirs, and may define what
/// `second` uses).
static gpu::LaunchOp merge(gpu::LaunchOp first, gpu::LaunchOp second) {
  OpBuilder builder(second);
  Location loc = first.getLoc();
  int64_t firstBlocks = *getConstant(first.getGridSizeX());
  int64_t blocks = firstBlocks + *getConstant(second.getGridSizeX());
  Value one = arith::ConstantIndexOp::create(builder, loc, 1);
  auto merged = gpu::LaunchOp::create(
      builder, loc, arith::ConstantIndexOp::create(builder, loc, blocks), one,
      one, first.getBlockSizeX(), first.getBlockSizeY(),
      first.getBlockSizeZ());
  builder.setInsertionPointToStart(&merged.getBody().front());
  Value split = arith::ConstantIndexOp::create(builder, loc, firstBlocks);
  Value inFirst = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult,
                                        merged.getBlockIds().x, split);
  auto branch = scf::IfOp::create(builder, loc, inFirst, true);
  builder.setInsertionPointToStart(&branch.getThenRegion().front());
  cloneBody(builder, first, merged,
            arith::ConstantIndexOp::create(builder, loc, 0));
  builder.setInsertionPointToStart(&branch.getElseRegion().front());
  cloneBody(builder, second, merged, split);
  builder.setInsertionPointToEnd(&merged.getBody().front());
  gpu::TerminatorOp::create(builder, loc);
  first.erase();
  second.erase();
  return merged;
}

namespace {
struct MPOptGPUFuseNeighboursPass final
    : mpopt::impl::MPOptGPUFuseNeighboursPassBase<MPOptGPUFuseNeighboursPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    module.walk([](func::FuncOp function) {
      for (Block &block : function.getBody()) {
        gpu::LaunchOp previous;
        for (Operation &op : llvm::make_early_inc_range(block)) {
          auto launch = dyn_cast<gpu::LaunchOp>(op);
          if (!launch) {
            // Index arithmetic, views and new allocations between kernels
            // touch no buffer a kernel uses.
            if (!isMemoryEffectFree(&op) && !isa<memref::AllocOp>(op))
              previous = {};
            continue;
          }
          if (previous && isPlainLaunch(previous) && isPlainLaunch(launch) &&
              getConstant(previous.getBlockSizeX()) ==
                  getConstant(launch.getBlockSizeX()) &&
              getConstant(previous.getBlockSizeY()) ==
                  getConstant(launch.getBlockSizeY()) &&
              getConstant(previous.getBlockSizeZ()) ==
                  getConstant(launch.getBlockSizeZ()) &&
              areIndependent(previous, launch)) {
            previous = merge(previous, launch);
            continue;
          }
          previous = launch;
        }
      }
    });
  }
};
} // namespace

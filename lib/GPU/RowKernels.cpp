//===- RowKernels.cpp - a warp per row for reductions and their users -----===//
//
// A reduction over the innermost dimension (row sums of a norm, the max and
// sum of a softmax) would otherwise become one thread per row walking the
// row alone, and a norm several kernels each reading the whole tensor. Here
// consecutive linalg ops over the same rows form one kernel with a warp per
// row (8 rows per block of 256 threads): for each op in turn the warp's 32
// lanes stride over the row (neighbours read neighbours); a reduction's
// lanes then combine their partial results with a butterfly of shuffles (no
// shared memory, no barrier), so every lane holds the row's value for the
// ops after it. An elementwise result only these ops read is recomputed
// where it is read (from the row the warp just read, in cache) instead of
// stored. The order of a sum differs from the CPU's: results agree within
// the rounding of the sum.
//
// Where the rows are too few for a warp each to keep the GPU's memory busy
// (GPT-2's 512 or 2048 LayerNorm rows of 768: 4 and 16 warps per
// multiprocessor of an H100, a third of its bandwidth), 2, 4 or 8 warps
// share a row: each warp's butterfly ends in shared memory, and after a
// barrier every thread adds the warps' parts in the same order.
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

#include "mpopt/Analysis/BufferAccesses.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include <limits>

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUROWKERNELSPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

static constexpr int64_t kWarpSize = 32;
static constexpr int64_t kRowsPerBlock = 8;
/// Warps in all below which the rows' warps are shared: about a full
/// wave of an H100 (132 multiprocessors of 32 resident warps each).
static constexpr int64_t kBusyWarps = 4096;

/// Neighbouring columns a lane takes at a time from a row of `columns`
/// shared by `rowThreads` lanes: operands contiguous along the row are read
/// and written as vectors of that many.
static int64_t getColumnsPerLane(int64_t columns, int64_t rowThreads) {
  return columns % (rowThreads * 8) == 0   ? 8
         : columns % (rowThreads * 4) == 0 ? 4
                                           : 1;
}

/// Rows of at most this many chunks per lane are walked unrolled: every op
/// of the kernel takes the row from registers, loaded once.
static constexpr int64_t kMostHeldChunks = 8;
/// The columns a lane holds that its registers keep without spilling, with
/// the other operands of a norm (weight, bias, a residual) each as many,
/// under the 64 registers of 4 blocks of 256 threads (mpopt-gpu-occupancy).
static constexpr int64_t kMostHeldColumns = 16;

/// Whether `rowThreads` lanes hold a row of `columns` in registers.
static bool isRowHeld(int64_t columns, int64_t rowThreads) {
  int64_t perLane = getColumnsPerLane(columns, rowThreads);
  return perLane > 1 && columns / (rowThreads * perLane) <= kMostHeldChunks;
}

/// How many warps share each of `rows` rows of `columns`: the most, up to
/// `most`, while the rows' warps are fewer than kBusyWarps, where every
/// lane keeps some of the row and blocks of 256 threads hold a whole
/// number of rows (a barrier must see every thread of its block); then
/// more, where that lets the lanes hold the row without spilling (by a
/// warp each, a norm over rows of 4096 reads the row from memory once per
/// op, 3 times; by 2 warps, LLaMA-7B's RMSNorm held 64 columns a lane and
/// spilled 288-820 bytes a thread). Rows of a size known only at run time
/// (a dynamic batch) are shared only by a whole block.
static int64_t chooseWarpsPerRow(int64_t rows, int64_t columns, int64_t most) {
  bool dynamic = ShapedType::isDynamic(rows);
  auto fits = [&](int64_t candidate) {
    return candidate <= most && columns >= kWarpSize * candidate &&
           (dynamic ? candidate == kRowsPerBlock
                    : rows % (kRowsPerBlock / candidate) == 0);
  };
  auto holds = [&](int64_t candidate) {
    return isRowHeld(columns, kWarpSize * candidate) &&
           columns <= kWarpSize * candidate * kMostHeldColumns;
  };
  int64_t warps = 1;
  for (int64_t candidate = 2;
       candidate <= most && !dynamic && rows * warps < kBusyWarps;
       candidate *= 2)
    if (fits(candidate))
      warps = candidate;
  if (holds(warps))
    return warps;
  for (int64_t candidate = warps * 2; candidate <= most; candidate *= 2)
    if (fits(candidate) && holds(candidate))
      return candidate;
  return warps;
}

namespace {
/// A linalg.generic of a row kernel: a reduction over the innermost
/// dimension into an f32 or f64 per row (torch-mlir's LayerNorm sums its
/// variance in f64), or an elementwise op over the rows.
struct Member {
  linalg::GenericOp op;
  /// How a reduction's partial results combine; none for elementwise ops.
  std::optional<gpu::AllReduceOperation> combiner;
  /// An elementwise result only the kernel reads: recomputed, not stored.
  bool recomputed = false;
  /// A reduction whose output keeps the reduced dimension as a last
  /// dimension of 1 (torch's keepdim=True).
  bool keepsDimension = false;

  Value output() { return op.getDpsInits()[0]; }
};

} // namespace


/// The op yielding a reduction's accumulator, if it is the accumulator's
/// only reader.
static Operation *getAccumulatingOp(linalg::GenericOp op) {
  // One accumulator: a generic without inits (no results) has none.
  if (op.getNumDpsInits() != 1)
    return nullptr;
  Block *body = op.getBody();
  BlockArgument accumulator = body->getArguments().back();
  Operation *combine = body->getTerminator()->getOperand(0).getDefiningOp();
  if (!combine || !accumulator.hasOneUse() ||
      *accumulator.getUsers().begin() != combine)
    return nullptr;
  return combine;
}

Operation *mpopt::getReductionCombiner(linalg::GenericOp op) {
  Operation *combine = getAccumulatingOp(op);
  return isa_and_nonnull<arith::AddFOp, arith::MaximumFOp>(combine) ? combine
                                                                    : nullptr;
}

/// How the rows' partial results combine, from the op yielding the
/// accumulator; nullopt when the body is no such reduction. Besides sums
/// and maxima of floats, sums of 32- and 64-bit integers (a cross-entropy's
/// count of the labels it does not ignore) and the `and` and `or` of
/// booleans: exporters ask whether a mask row is all false (SDPA's fully
/// masked rows).
static std::optional<gpu::AllReduceOperation>
getCombiner(linalg::GenericOp op) {
  Operation *combine = getAccumulatingOp(op);
  Type type = combine ? combine->getResult(0).getType() : Type();
  if (isa_and_nonnull<arith::AddFOp>(combine) &&
      isa<Float32Type, Float64Type>(type))
    return gpu::AllReduceOperation::ADD;
  if (isa_and_nonnull<arith::AddIOp>(combine) &&
      (type.isInteger(32) || type.isInteger(64)))
    return gpu::AllReduceOperation::ADD;
  if (isa_and_nonnull<arith::MaximumFOp>(combine) &&
      isa<Float32Type, Float64Type>(type))
    return gpu::AllReduceOperation::MAXIMUMF;
  if (isa_and_nonnull<arith::AndIOp>(combine) && type.isInteger(1))
    return gpu::AllReduceOperation::AND;
  if (isa_and_nonnull<arith::OrIOp>(combine) && type.isInteger(1))
    return gpu::AllReduceOperation::OR;
  return std::nullopt;
}

/// Whether `map` indexes the first `count` loop dimensions, in order.
static bool isLeadingIdentity(AffineMap map, unsigned count) {
  if (count == 0)
    return map.getNumResults() == 0;
  return count <= map.getNumDims() &&
         map == AffineMap::getMultiDimIdentityMap(map.getNumDims(),
                                                  map.getContext())
                    .getMajorSubMap(count);
}

/// Whether `map` indexes the first `count` loop dimensions, in order, and
/// then 0: a kept dimension of 1.
static bool isLeadingIdentityThenZero(AffineMap map, unsigned count) {
  if (map.getNumResults() != count + 1)
    return false;
  auto zero = dyn_cast<AffineConstantExpr>(map.getResults().back());
  return zero && zero.getValue() == 0 &&
         isLeadingIdentity(map.dropResult(count), count);
}

/// How many rows a loop nest has: all its loops but the innermost; dynamic
/// where one of them is.
static int64_t getRowCount(ArrayRef<int64_t> ranges) {
  int64_t rows = 1;
  for (int64_t range : ranges.drop_back()) {
    if (ShapedType::isDynamic(range))
      return ShapedType::kDynamic;
    rows *= range;
  }
  return rows;
}

/// An operand and dimension of `op` whose size is loop `loop`'s range.
static std::optional<ValueBoundsConstraintSet::Variable>
getLoopSize(linalg::GenericOp op, unsigned loop) {
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<MemRefType>(operand.get().getType()))
      continue;
    for (auto [dim, expr] :
         llvm::enumerate(op.getMatchingIndexingMap(&operand).getResults()))
      if (auto loopDim = dyn_cast<AffineDimExpr>(expr);
          loopDim && loopDim.getPosition() == loop)
        return ValueBoundsConstraintSet::Variable(operand.get(), dim);
  }
  return std::nullopt;
}

/// Whether `a` and `b` have the same loop ranges: equal where static, and
/// provably the same size where dynamic (a dimension of one input, or
/// buffers allocated with it).
static bool haveSameLoopRanges(linalg::GenericOp a, linalg::GenericOp b) {
  SmallVector<int64_t> ranges = a.getStaticLoopRanges();
  if (ranges != b.getStaticLoopRanges())
    return false;
  for (auto [loop, range] : llvm::enumerate(ranges)) {
    if (!ShapedType::isDynamic(range))
      continue;
    std::optional<ValueBoundsConstraintSet::Variable> sizeA =
        getLoopSize(a, loop);
    std::optional<ValueBoundsConstraintSet::Variable> sizeB =
        getLoopSize(b, loop);
    if (!sizeA || !sizeB)
      return false;
    FailureOr<bool> equal = ValueBoundsConstraintSet::areEqual(*sizeA, *sizeB);
    if (failed(equal) || !*equal)
      return false;
  }
  return true;
}

/// `op` as a member of a row kernel, if it is one: loop ranges of rank 2 or
/// more, the innermost static (or a reduction of rank 1, a kernel of one
/// row), every operand's row within the row of the loop nest.
static std::optional<Member> getMember(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumResults() != 0 ||
      !op.getBody()->getOps<linalg::IndexOp>().empty())
    return std::nullopt;
  // A fill (an accumulator's initial value) reads no buffer: no member, it
  // runs before the kernel, whose reductions start from it, and does not
  // split the ops around it (torch-mlir fills each of LayerNorm's three
  // sums just before it).
  if (llvm::none_of(op.getDpsInputs(), [](Value input) {
        return isa<MemRefType>(input.getType());
      }))
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  unsigned rank = ranges.size();
  // A vector reduced to a scalar (a loss's sum, GradScaler's found_inf) is
  // one row: a warp, not a loop on the host.
  if (rank == 0 || (rank == 1 && op.getNumReductionLoops() != 1) ||
      ShapedType::isDynamic(ranges.back()))
    return std::nullopt;
  AffineMap outputMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  Member member{op, std::nullopt, false};
  if (op.getNumReductionLoops() == 0) {
    if (!isLeadingIdentity(outputMap, rank) ||
        !op.getMatchingBlockArgument(op.getDpsInitOperand(0)).use_empty())
      return std::nullopt;
    return member;
  }
  if (op.getNumReductionLoops() != 1 ||
      op.getIteratorTypesArray().back() != utils::IteratorType::reduction)
    return std::nullopt;
  member.keepsDimension = isLeadingIdentityThenZero(outputMap, rank - 1);
  if (!member.keepsDimension && !isLeadingIdentity(outputMap, rank - 1))
    return std::nullopt;
  member.combiner = getCombiner(op);
  if (!member.combiner)
    return std::nullopt;
  return member;
}

/// Whether `buffer` is its root buffer or a reshape of it: all its
/// elements.
static bool isWholeBuffer(Value buffer) {
  while (isa_and_nonnull<memref::ExpandShapeOp, memref::CollapseShapeOp>(
      buffer.getDefiningOp()))
    buffer = buffer.getDefiningOp()->getOperand(0);
  return buffer == getRootBuffer(buffer);
}

/// The value each element of `buffer` holds just before `position`, when
/// the last op to write it before there (ops `skip` accepts aside) fills it
/// with one value, itself or through copies; null otherwise. `filler` is
/// set to that fill when it writes `buffer` itself (or, both whole, the
/// same memory through another shape).
static Value getFilledValue(Value buffer, Operation *position,
                            function_ref<bool(Operation *)> skip,
                            Operation **filler = nullptr) {
  Value root = getRootBuffer(buffer);
  for (Operation *op = position->getPrevNode(); op; op = op->getPrevNode()) {
    if (skip(op))
      continue;
    BufferAccesses accesses = getBufferAccesses(op);
    if (accesses.unknown)
      return Value();
    if (!accesses.writes.contains(root))
      continue;
    if (auto copy = dyn_cast<memref::CopyOp>(op))
      return copy.getTarget() == buffer
                 ? getFilledValue(copy.getSource(), op, skip)
                 : Value();
    auto fill = dyn_cast<linalg::GenericOp>(op);
    if (!fill || fill.getNumDpsInits() != 1 ||
        fill.getNumReductionLoops() != 0 ||
        !fill.getMatchingIndexingMap(fill.getDpsInitOperand(0)).isIdentity())
      return Value();
    Value filled = fill.getDpsInits()[0];
    if (filled != buffer && !(isWholeBuffer(filled) && isWholeBuffer(buffer)))
      return Value();
    Value yielded = fill.getBody()->getTerminator()->getOperand(0);
    Value value;
    if (yielded.getParentRegion() != &fill.getRegion()) {
      value = yielded;
    } else {
      auto argument = dyn_cast<BlockArgument>(yielded);
      if (!argument || argument.getOwner() != fill.getBody())
        return Value();
      OpOperand *operand = fill.getMatchingOpOperand(argument);
      if (!fill.isDpsInput(operand) ||
          isa<ShapedType>(operand->get().getType()))
        return Value();
      value = operand->get();
    }
    if (filler)
      *filler = fill;
    return value;
  }
  return Value();
}

/// Whether no op strictly between `first` and `last` (ops `skip` accepts
/// aside) may read `root`.
static bool isUnreadBetween(Value root, Operation *first, Operation *last,
                            function_ref<bool(Operation *)> skip) {
  for (Operation *op = first->getNextNode(); op != last;
       op = op->getNextNode()) {
    if (!op)
      return false;
    if (skip(op) || isMemoryEffectFree(op))
      continue;
    BufferAccesses accesses = getBufferAccesses(op);
    if (accesses.unknown || accesses.reads.contains(root))
      return false;
  }
  return true;
}

/// Allocations nothing reads any more (the kernels now hold their values):
/// they go with the ops that only write them.
static void eraseUnreadBuffers(Block &block) {
  auto onlyWrites = [](Operation *user, Value buffer) {
    if (isa<memref::DeallocOp>(user))
      return true;
    if (auto copy = dyn_cast<memref::CopyOp>(user))
      return copy.getTarget() == buffer && copy.getSource() != buffer;
    auto generic = dyn_cast<linalg::GenericOp>(user);
    return generic && generic.getNumDpsInits() == 1 &&
           generic.getDpsInits()[0] == buffer &&
           !llvm::is_contained(generic.getDpsInputs(), buffer) &&
           generic.getMatchingBlockArgument(generic.getDpsInitOperand(0))
               .use_empty();
  };
  bool changed = true;
  while (changed) {
    changed = false;
    for (memref::AllocOp alloc :
         llvm::make_early_inc_range(block.getOps<memref::AllocOp>())) {
      Value buffer = alloc.getResult();
      if (!llvm::all_of(buffer.getUsers(), [&](Operation *user) {
            return onlyWrites(user, buffer);
          }))
        continue;
      for (Operation *user : llvm::make_early_inc_range(buffer.getUsers()))
        user->erase();
      alloc->erase();
      changed = true;
    }
  }
}

namespace {
/// Consecutive members in a block and what they access.
class RowGroup {
public:
  /// Adds `member` unless it reads what the group writes other than as the
  /// kernel can give it (a reduction's value of the same row, an
  /// elementwise result at the same element) or writes what the group
  /// reads or writes.
  bool tryAdd(Member member) {
    linalg::GenericOp op = member.op;
    Value outputRoot = getRootBuffer(op.getDpsInits()[0]);
    if (!members.empty() && !haveSameLoopRanges(op, members.front().op))
      return false;
    if (accesses.reads.contains(outputRoot) ||
        accesses.writes.contains(outputRoot))
      return false;
    unsigned rank = op.getNumLoops();
    for (OpOperand *input : op.getDpsInputOperands()) {
      if (!isa<MemRefType>(input->get().getType()))
        continue;
      Value root = getRootBuffer(input->get());
      // An elementwise op may update its buffer in place (a residual
      // addition before the norm): each lane reads and writes the same
      // elements of its row.
      if (root == outputRoot &&
          (member.combiner || input->get() != op.getDpsInits()[0] ||
           op.getMatchingIndexingMap(input) !=
               op.getMatchingIndexingMap(op.getDpsInitOperand(0))))
        return false;
      if (!accesses.writes.contains(root))
        continue;
      Member *writer = findWriter(input->get());
      AffineMap map = op.getMatchingIndexingMap(input);
      if (!writer ||
          !isLeadingIdentity(map, writer->combiner ? rank - 1 : rank))
        return false;
    }
    members.push_back(member);
    accesses.writes.insert(outputRoot);
    for (OpOperand &operand : op->getOpOperands())
      if (isa<MemRefType>(operand.get().getType()))
        accesses.reads.insert(getRootBuffer(operand.get()));
    return true;
  }

  /// Whether `op`, which is not a member, may run before the members
  /// gathered so far.
  bool commutesWith(Operation *op) {
    if (members.empty() || isMemoryEffectFree(op))
      return true;
    BufferAccesses other = getBufferAccesses(op);
    if (other.unknown)
      return false;
    for (Value root : other.writes)
      if (accesses.reads.contains(root) || accesses.writes.contains(root))
        return false;
    for (Value root : other.reads)
      if (accesses.writes.contains(root))
        return false;
    return true;
  }

  /// Replaces the members with one kernel, where one of them is a
  /// reduction; then starts over empty.
  void emitAndClear();

  /// The most warps that may share a row.
  int64_t maxWarpsPerRow = kRowsPerBlock;

private:
  Member *findWriter(Value buffer) {
    for (Member &member : members)
      if (member.op.getDpsInits()[0] == buffer)
        return &member;
    return nullptr;
  }
  bool isReadByMember(Value buffer) {
    return llvm::any_of(members, [&](Member &member) {
      return llvm::is_contained(member.op.getDpsInputs(), buffer);
    });
  }
  bool readsMember(Member &reader) {
    return llvm::any_of(reader.op.getDpsInputs(), [&](Value input) {
      return findWriter(input) != nullptr;
    });
  }
  void dropUnrelatedElementwiseOps();
  void markRecomputed();
  void emit();

  SmallVector<Member> members;
  BufferAccesses accesses;
};
} // namespace

/// Elementwise ops that neither read a value of the kernel nor are read by
/// it gain nothing from it: they stay as they are (the usual kernel).
void RowGroup::dropUnrelatedElementwiseOps() {
  bool changed = true;
  while (changed) {
    changed = false;
    for (auto *it = members.begin(); it != members.end(); ++it) {
      if (it->combiner || readsMember(*it) || isReadByMember(it->output()))
        continue;
      members.erase(it);
      changed = true;
      break;
    }
  }
}

/// An elementwise result in a buffer of the function's own that only the
/// kernel reads is recomputed where it is read.
void RowGroup::markRecomputed() {
  for (Member &member : members) {
    if (member.combiner)
      continue;
    Value output = member.output();
    auto alloc = output.getDefiningOp<memref::AllocOp>();
    member.recomputed =
        alloc && llvm::all_of(output.getUsers(), [&](Operation *user) {
          return user == member.op.getOperation() ||
                 isa<memref::DeallocOp>(user) ||
                 llvm::any_of(members, [&](Member &other) {
                   return other.op.getOperation() == user;
                 });
        });
  }
}

void RowGroup::emitAndClear() {
  bool reduces =
      llvm::any_of(members, [](Member &m) { return m.combiner.has_value(); });
  if (reduces)
    dropUnrelatedElementwiseOps();
  // Elementwise ops alone are mpopt-gpu-vectorize-loops' (16-byte vectors
  // on a thread each, not one warp a row: LLaMA's [2048, 32000] logits
  // widened in 163.5 us by 2048 warps).
  if (reduces) {
    markRecomputed();
    emit();
  }
  members.clear();
  accesses = BufferAccesses();
}

void RowGroup::emit() {
  linalg::GenericOp last = members.back().op;
  SmallVector<int64_t> ranges = last.getStaticLoopRanges();
  unsigned rank = ranges.size();
  int64_t rows = getRowCount(ranges);

  OpBuilder builder(last);
  Location loc = last.getLoc();
  auto index = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  Value one = index(1);
  Value columns = index(ranges.back());
  int64_t warps = chooseWarpsPerRow(rows, ranges.back(), maxWarpsPerRow);
  int64_t rowThreads = kWarpSize * warps;
  int64_t blockRows = kRowsPerBlock / warps;
  // The rows along each parallel dimension, and in all: read from the
  // buffers before the launch where dynamic.
  SmallVector<OpFoldResult> basis;
  for (Range range : ArrayRef<Range>(cast<linalg::LinalgOp>(last.getOperation())
                                         .createLoopRanges(builder, loc))
                         .drop_back())
    basis.push_back(range.size);
  Value dynamicRows;
  if (ShapedType::isDynamic(rows)) {
    dynamicRows = one;
    for (OpFoldResult size : basis)
      dynamicRows = arith::MulIOp::create(
          builder, loc, dynamicRows,
          getValueOrCreateConstantIndexOp(builder, loc, size));
  }
  // A warp a row: threads (32, 8, 1), y the row. Shared rows: (32, warps,
  // rows), y the warp within its row, z the row.
  auto getBlocks = [&]() -> Value {
    if (!dynamicRows)
      return index((rows + blockRows - 1) / blockRows);
    return arith::CeilDivUIOp::create(builder, loc, dynamicRows,
                                      index(blockRows));
  };
  auto launch = gpu::LaunchOp::create(builder, loc, getBlocks(), one, one,
                                      index(kWarpSize),
                                      index(warps == 1 ? kRowsPerBlock : warps),
                                      index(warps == 1 ? 1 : blockRows));
  builder.setInsertionPointToStart(&launch.getBody().front());
  gpu::KernelDim3 threads = launch.getThreadIds();
  Value lane = warps == 1 ? threads.x
                          : arith::AddIOp::create(
                                builder, loc, threads.x,
                                arith::MulIOp::create(builder, loc, threads.y,
                                                      index(kWarpSize)));
  Value rowInBlock = warps == 1 ? threads.y : threads.z;
  Value row = arith::AddIOp::create(
      builder, loc,
      arith::MulIOp::create(builder, loc, launch.getBlockIds().x,
                            index(blockRows)),
      rowInBlock);
  // A warp's lanes share their row: the bound check keeps whole warps.
  // Shared rows fill their blocks (chooseWarpsPerRow), which the barriers
  // need.
  if (warps == 1) {
    Value inRange =
        arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult, row,
                              dynamicRows ? dynamicRows : index(rows));
    auto rowIf = scf::IfOp::create(builder, loc, inRange, false);
    builder.setInsertionPointToStart(&rowIf.getThenRegion().front());
  }
  // The row's index along each parallel dimension.
  SmallVector<Value> rowIndices;
  if (rank == 2)
    rowIndices.push_back(row);
  else if (rank > 2)
    rowIndices = affine::AffineDelinearizeIndexOp::create(builder, loc, row,
                                                          basis)
                     .getResults();

  // Payload that depends on no element (an FP8 scale, read from device
  // memory and computed from) runs once per lane, not once per element.
  IRMapping invariants;
  llvm::SmallPtrSet<Operation *, 8> hoisted;
  for (Member &member : members) {
    Region &body = member.op.getRegion();
    for (Operation &payload : member.op.getBody()->without_terminator()) {
      auto load = dyn_cast<memref::LoadOp>(payload);
      bool movable =
          payload.getNumRegions() == 0 &&
          (isPure(&payload) ||
           (load && !accesses.writes.contains(getRootBuffer(load.getMemRef())))) &&
          llvm::all_of(payload.getOperands(), [&](Value operand) {
            return !body.isAncestor(operand.getParentRegion()) ||
                   hoisted.contains(operand.getDefiningOp());
          });
      if (!movable)
        continue;
      builder.clone(payload, invariants);
      hoisted.insert(&payload);
    }
  }

  auto isMember = [&](Operation *op) {
    return llvm::any_of(members, [&](Member &member) {
      return member.op.getOperation() == op;
    });
  };
  llvm::SmallSetVector<Operation *, 2> deadFills;
  // What the kernel holds in registers: each reduction's value for the row.
  DenseMap<Value, Value> rowValues;
  // Whole device buffers are 256-byte aligned, so a lane's chunk of the row
  // is aligned to its size up to 16 bytes.
  int64_t perLane = getColumnsPerLane(ranges.back(), rowThreads);
  Value firstColumn =
      arith::MulIOp::create(builder, loc, lane, index(perLane));
  AffineExpr column = builder.getAffineDimExpr(rank - 1);
  // Where `map` indexes `buffer` by the column alone, followed only by 0s
  // into dimensions of 1: a per-channel [C, 1, 1] vector read along NHWC
  // rows is as contiguous as a [C] one.
  auto getColumnPosition = [&](Value buffer,
                               AffineMap map) -> std::optional<int64_t> {
    ArrayRef<AffineExpr> results = map.getResults();
    const AffineExpr *position = llvm::find(results, column);
    if (position == results.end())
      return std::nullopt;
    int64_t at = position - results.begin();
    auto type = cast<MemRefType>(buffer.getType());
    for (int64_t dim = at + 1, e = results.size(); dim < e; ++dim) {
      auto constant = dyn_cast<AffineConstantExpr>(results[dim]);
      if (!constant || constant.getValue() != 0 || type.getDimSize(dim) != 1)
        return std::nullopt;
    }
    return at;
  };
  // The alignment of a chunk of `buffer` read through `map`, if the chunk
  // is contiguous: along a unit-stride last dimension, or along one
  // followed by dimensions of 1 of a dense buffer. Views keep their
  // alignment where their offset and strides say it (a GEMM's result
  // reshaped, a slice of whole rows).
  auto getChunkAlignment = [&](Value buffer,
                               AffineMap map) -> std::optional<int64_t> {
    auto type = cast<MemRefType>(buffer.getType());
    std::optional<int64_t> at = getColumnPosition(buffer, map);
    if (perLane == 1 || !at ||
        llvm::count_if(
            map.getResults(),
            [&](AffineExpr e) { return e.isFunctionOfDim(rank - 1); }) != 1 ||
        !type.isLastDimUnitStride() ||
        (*at + 1 < type.getRank() && !type.getLayout().isIdentity()))
      return std::nullopt;
    // Whole bytes only: i1 and sub-byte floats are stored a byte each.
    Type element = type.getElementType();
    if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 != 0)
      return std::nullopt;
    return getVectorAlignment(buffer, perLane);
  };
  auto getIndices = [&](OpBuilder &b, AffineMap map, ValueRange loopIndices) {
    SmallVector<Value> indices;
    for (AffineExpr expr : map.getResults())
      indices.push_back(affine::AffineApplyOp::create(
          b, loc, AffineMap::get(rank, 0, expr, b.getContext()),
          loopIndices));
    return indices;
  };
  // The loop indices of each column of the chunk starting at `base`.
  auto getChunkIndices = [&](OpBuilder &b, Value base) {
    SmallVector<SmallVector<Value>> chunk;
    for (int64_t k = 0; k < perLane; ++k) {
      SmallVector<Value> loopIndices(rowIndices);
      loopIndices.push_back(
          k == 0 ? base
                 : arith::AddIOp::create(
                       b, loc, base,
                       arith::ConstantIndexOp::create(b, loc, k)));
      chunk.push_back(loopIndices);
    }
    return chunk;
  };
  using Chunk = SmallVector<Value>;
  // Rows held in registers (isRowHeld) are walked unrolled, and each chunk
  // of an operand is loaded once: the ops after the first take it from
  // registers instead of reading the row again. `unrolledChunk` is the
  // chunk being built (-1 inside a loop).
  int64_t chunksPerLane = ranges.back() / (rowThreads * perLane);
  bool unrolled = isRowHeld(ranges.back(), rowThreads);
  int64_t unrolledChunk = -1;
  DenseMap<std::tuple<Value, AffineMap, int64_t>, Chunk> loaded;
  std::function<Chunk(OpBuilder &, linalg::GenericOp,
                      ArrayRef<SmallVector<Value>>, Value)>
      computeChunk;
  // An input's values over the chunk.
  auto readChunk = [&](OpBuilder &b, linalg::GenericOp op, OpOperand *input,
                       ArrayRef<SmallVector<Value>> chunk) -> Chunk {
    Value value = input->get();
    if (!isa<MemRefType>(value.getType()))
      return Chunk(perLane, value);
    if (Value held = rowValues.lookup(value))
      return Chunk(perLane, held);
    for (Member &member : members)
      if (member.recomputed && member.output() == value)
        return computeChunk(b, member.op, chunk, Value());
    AffineMap map = op.getMatchingIndexingMap(input);
    if (!map.isFunctionOfDim(rank - 1))
      return Chunk(perLane, memref::LoadOp::create(
                                b, loc, value, getIndices(b, map, chunk[0])));
    // Members write nothing that earlier members read (RowGroup::tryAdd)
    // but what they update in place, which writeChunk replaces: a chunk
    // loaded once stays valid.
    std::tuple<Value, AffineMap, int64_t> key{value, map, unrolledChunk};
    if (unrolledChunk >= 0)
      if (auto it = loaded.find(key); it != loaded.end())
        return it->second;
    Chunk values;
    if (std::optional<int64_t> alignment = getChunkAlignment(value, map)) {
      auto vectorType = VectorType::get(
          {perLane}, cast<MemRefType>(value.getType()).getElementType());
      SmallVector<Value> indices = getIndices(b, map, chunk[0]);
      // Trailing dimensions of 1 join the column's: a vector loads along
      // the innermost dimension.
      int64_t at = *getColumnPosition(value, map);
      if (at + 1 < static_cast<int64_t>(indices.size())) {
        SmallVector<ReassociationIndices> groups;
        for (int64_t dim = 0; dim < at; ++dim)
          groups.push_back({dim});
        groups.push_back(llvm::to_vector(
            llvm::seq<int64_t>(at, static_cast<int64_t>(indices.size()))));
        value = memref::CollapseShapeOp::create(b, loc, value, groups);
        indices.resize(at + 1);
      }
      Value vector = vector::LoadOp::create(b, loc, vectorType, value, indices,
                                            /*nontemporal=*/false,
                                            llvm::MaybeAlign(*alignment));
      for (int64_t k = 0; k < perLane; ++k)
        values.push_back(vector::ExtractOp::create(b, loc, vector, k));
    } else {
      for (ArrayRef<Value> loopIndices : chunk)
        values.push_back(memref::LoadOp::create(
            b, loc, value, getIndices(b, map, loopIndices)));
    }
    if (unrolledChunk >= 0)
      loaded[key] = values;
    return values;
  };
  // The body of `op` over the chunk, its operands read; a reduction's
  // accumulator threads through the columns in order.
  computeChunk = [&](OpBuilder &b, linalg::GenericOp op,
                     ArrayRef<SmallVector<Value>> chunk,
                     Value accumulator) -> Chunk {
    SmallVector<Chunk> inputs;
    for (OpOperand *input : op.getDpsInputOperands())
      inputs.push_back(readChunk(b, op, input, chunk));
    Chunk results;
    for (int64_t k = 0; k < perLane; ++k) {
      IRMapping mapping = invariants;
      for (auto [input, values] : llvm::zip(op.getDpsInputOperands(), inputs))
        mapping.map(op.getMatchingBlockArgument(input), values[k]);
      if (accumulator)
        mapping.map(op.getBody()->getArguments().back(), accumulator);
      for (Operation &payload : op.getBody()->without_terminator())
        if (!hoisted.contains(&payload))
          b.clone(payload, mapping);
      Value result =
          mapping.lookup(op.getBody()->getTerminator()->getOperand(0));
      if (accumulator)
        accumulator = result;
      results.push_back(result);
    }
    return results;
  };
  // Stores an elementwise op's chunk of results. An op that updates its
  // buffer in place (RowGroup::tryAdd) makes the chunk loaded before stale:
  // later ops take the new values.
  auto writeChunk = [&](OpBuilder &b, Value buffer, Chunk values,
                        ArrayRef<SmallVector<Value>> chunk) {
    AffineMap identity = b.getMultiDimIdentityMap(rank);
    if (unrolledChunk >= 0) {
      for (auto it = loaded.begin(); it != loaded.end();) {
        auto current = it++;
        if (std::get<0>(current->first) == buffer &&
            std::get<2>(current->first) == unrolledChunk)
          loaded.erase(current);
      }
      loaded[{buffer, identity, unrolledChunk}] = values;
    }
    if (std::optional<int64_t> alignment =
            getChunkAlignment(buffer, identity)) {
      Value vector = vector::FromElementsOp::create(
          b, loc, VectorType::get({perLane}, values.front().getType()),
          values);
      vector::StoreOp::create(b, loc, vector, buffer, chunk[0],
                              /*nontemporal=*/false,
                              llvm::MaybeAlign(*alignment));
      return;
    }
    for (auto [value, loopIndices] : llvm::zip(values, chunk))
      memref::StoreOp::create(b, loc, value, buffer, loopIndices);
  };
  // Issues the loads of `op`'s inputs over a chunk, through the results it
  // recomputes, without using them yet.
  std::function<void(OpBuilder &, linalg::GenericOp,
                      ArrayRef<SmallVector<Value>>)>
      prefetchChunk = [&](OpBuilder &b, linalg::GenericOp op,
                          ArrayRef<SmallVector<Value>> chunk) {
        for (OpOperand *input : op.getDpsInputOperands()) {
          Value value = input->get();
          if (!isa<MemRefType>(value.getType()) || rowValues.count(value))
            continue;
          Member *writer = findWriter(value);
          if (writer && writer->recomputed)
            prefetchChunk(b, writer->op, chunk);
          else if (op.getMatchingIndexingMap(input).isFunctionOfDim(rank - 1))
            readChunk(b, op, input, chunk);
        }
      };
  // Calls `body` on each chunk of the lane's part of the row (its first
  // column), threading `carried` through; returns the last one's result.
  // The loads of several chunks are issued before the first is used, so a
  // lane has that many in flight; chunks are visited in order either way.
  int64_t chunksPerIteration = 1;
  for (int64_t group : {4, 2})
    if (!unrolled && ranges.back() % (rowThreads * perLane * group) == 0) {
      chunksPerIteration = group;
      break;
    }
  auto visitChunks =
      [&](OpBuilder &b, linalg::GenericOp op, ArrayRef<Value> bases,
          Value carried, function_ref<Value(OpBuilder &, Value, Value)> body) {
        for (auto [i, base] : llvm::enumerate(bases)) {
          unrolledChunk = i;
          prefetchChunk(b, op, getChunkIndices(b, base));
        }
        for (auto [i, base] : llvm::enumerate(bases)) {
          unrolledChunk = i;
          carried = body(b, base, carried);
        }
        unrolledChunk = -1;
        return carried;
      };
  auto forEachChunk =
      [&](linalg::GenericOp op, Value carried,
          function_ref<Value(OpBuilder &, Value, Value)> body) -> Value {
    if (unrolled) {
      SmallVector<Value> bases;
      for (int64_t chunk = 0; chunk < chunksPerLane; ++chunk)
        bases.push_back(chunk == 0 ? firstColumn
                                   : arith::AddIOp::create(
                                         builder, loc, firstColumn,
                                         index(chunk * rowThreads * perLane)));
      return visitChunks(builder, op, bases, carried, body);
    }
    auto loop = scf::ForOp::create(
        builder, loc, firstColumn, columns,
        index(rowThreads * perLane * chunksPerIteration),
        carried ? ValueRange{carried} : ValueRange{},
        [&](OpBuilder &b, Location, Value base, ValueRange iterArgs) {
          SmallVector<Value> bases = {base};
          for (int64_t i = 1; i < chunksPerIteration; ++i)
            bases.push_back(arith::AddIOp::create(
                b, loc, base,
                arith::ConstantIndexOp::create(b, loc,
                                               i * rowThreads * perLane)));
          Value result =
              visitChunks(b, op, bases,
                          iterArgs.empty() ? Value() : iterArgs[0], body);
          // What this iteration loaded is not visible in the next one.
          loaded.clear();
          scf::YieldOp::create(b, loc,
                               result ? ValueRange{result} : ValueRange{});
        });
    return carried ? loop.getResult(0) : Value();
  };
  Value width = arith::ConstantIntOp::create(builder, loc, kWarpSize, 32);
  Value firstLane = arith::CmpIOp::create(
      builder, loc, arith::CmpIPredicate::eq, lane, index(0));
  auto workgroup = gpu::AddressSpaceAttr::get(builder.getContext(),
                                              gpu::AddressSpace::Workgroup);

  for (Member &member : members) {
    linalg::GenericOp op = member.op;
    if (member.recomputed)
      continue;
    if (!member.combiner) {
      forEachChunk(op, Value(), [&](OpBuilder &b, Value base, Value) {
        SmallVector<SmallVector<Value>> chunk = getChunkIndices(b, base);
        writeChunk(b, member.output(), computeChunk(b, op, chunk, Value()),
                   chunk);
        return Value();
      });
      continue;
    }
    gpu::AllReduceOperation kind = *member.combiner;
    Type type = getElementTypeOrSelf(member.output());
    auto combine = [&](Value lhs, Value rhs) -> Value {
      switch (kind) {
      case gpu::AllReduceOperation::MAXIMUMF:
        return arith::MaximumFOp::create(builder, loc, lhs, rhs);
      case gpu::AllReduceOperation::AND:
        return arith::AndIOp::create(builder, loc, lhs, rhs);
      case gpu::AllReduceOperation::OR:
        return arith::OrIOp::create(builder, loc, lhs, rhs);
      default:
        if (isa<IntegerType>(type))
          return arith::AddIOp::create(builder, loc, lhs, rhs);
        return arith::AddFOp::create(builder, loc, lhs, rhs);
      }
    };
    TypedAttr neutralValue =
        kind == gpu::AllReduceOperation::AND ? builder.getBoolAttr(true)
        : kind == gpu::AllReduceOperation::OR
            ? builder.getBoolAttr(false)
        : isa<IntegerType>(type)
            ? TypedAttr(builder.getIntegerAttr(type, 0))
            : TypedAttr(builder.getFloatAttr(
                  type, kind == gpu::AllReduceOperation::MAXIMUMF
                            ? -std::numeric_limits<double>::infinity()
                            : 0.0));
    Value neutral = arith::ConstantOp::create(builder, loc, neutralValue);
    Value total = forEachChunk(
        op, neutral, [&](OpBuilder &b, Value base, Value accumulator) {
          return computeChunk(b, op, getChunkIndices(b, base), accumulator)
              .back();
        });
    // Butterfly over the warp: every lane ends with the row's value.
    // (Shuffles move 32 or 64 bits: a boolean goes as an i32.)
    for (int64_t offset = kWarpSize / 2; offset > 0; offset /= 2) {
      Value moved = type.isInteger(1)
                        ? arith::ExtUIOp::create(builder, loc,
                                                 builder.getI32Type(), total)
                              .getResult()
                        : total;
      Value shifted =
          gpu::ShuffleOp::create(
              builder, loc, moved,
              arith::ConstantIntOp::create(builder, loc, offset, 32), width,
              gpu::ShuffleMode::XOR)
              .getShuffleResult();
      if (type.isInteger(1))
        shifted = arith::TruncIOp::create(builder, loc, type, shifted);
      total = combine(total, shifted);
    }
    if (warps > 1) {
      // Each warp's part through shared memory, added in warp order.
      Type slotType = type.isInteger(1) ? builder.getI32Type() : type;
      Value parts = launch.addWorkgroupAttribution(
          MemRefType::get({blockRows, warps}, slotType,
                          MemRefLayoutAttrInterface(), workgroup),
          loc);
      Value firstInWarp = arith::CmpIOp::create(
          builder, loc, arith::CmpIPredicate::eq, threads.x, index(0));
      auto write = scf::IfOp::create(builder, loc, firstInWarp, false);
      {
        OpBuilder::InsertionGuard guard(builder);
        builder.setInsertionPointToStart(&write.getThenRegion().front());
        Value part = type.isInteger(1)
                         ? arith::ExtUIOp::create(builder, loc, slotType, total)
                               .getResult()
                         : total;
        memref::StoreOp::create(builder, loc, part, parts,
                                ValueRange{rowInBlock, threads.y});
      }
      gpu::BarrierOp::create(builder, loc);
      total = Value();
      for (int64_t warp = 0; warp < warps; ++warp) {
        Value part = memref::LoadOp::create(
            builder, loc, parts, ValueRange{rowInBlock, index(warp)});
        if (type.isInteger(1))
          part = arith::TruncIOp::create(builder, loc, type, part);
        total = total ? combine(total, part) : part;
      }
    }
    Value output = member.output();
    SmallVector<Value> outputIndices(rowIndices);
    if (member.keepsDimension)
      outputIndices.push_back(index(0));
    Operation *filler = nullptr;
    Value initial = getFilledValue(output, launch, isMember, &filler);
    if (!initial)
      initial = memref::LoadOp::create(builder, loc, output, outputIndices);
    Value value = combine(initial, total);
    rowValues[output] = value;
    // A buffer of the function's own is stored only for readers after the
    // kernel.
    bool readLater = !output.getDefiningOp<memref::AllocOp>() ||
                     llvm::any_of(output.getUsers(), [&](Operation *user) {
      Operation *top = launch->getBlock()->findAncestorOpInBlock(*user);
      return isa<ViewLikeOpInterface>(user) ||
             (top && !isMember(top) && !isa<memref::DeallocOp>(user) &&
              launch->isBeforeInBlock(top));
    });
    if (!readLater)
      continue;
    auto store = scf::IfOp::create(builder, loc, firstLane, false);
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(&store.getThenRegion().front());
    memref::StoreOp::create(builder, loc, value, output, outputIndices);
    // The kernel now writes every row from the fill's value: unless
    // something reads the filled buffer in between, the fill is dead.
    if (filler && isWholeBuffer(output) &&
        isUnreadBetween(getRootBuffer(output), filler, launch, isMember))
      deadFills.insert(filler);
  }
  builder.setInsertionPointToEnd(&launch.getBody().front());
  gpu::TerminatorOp::create(builder, loc);
  for (Operation *fill : deadFills)
    fill->erase();

  // Buffers of recomputed results are left with their allocation and
  // frees, which eraseUnreadBuffers removes (not here: a free may be the
  // next op of the walk).
  for (Member &member : members)
    member.op.erase();
}

static void formRowKernels(Block &block, int64_t maxWarpsPerRow) {
  RowGroup group;
  group.maxWarpsPerRow = maxWarpsPerRow;
  for (Operation &op : llvm::make_early_inc_range(block)) {
    auto generic = dyn_cast<linalg::GenericOp>(op);
    std::optional<Member> member =
        generic ? getMember(generic) : std::nullopt;
    if (member) {
      if (group.tryAdd(*member))
        continue;
      group.emitAndClear();
      (void)group.tryAdd(*member);
      continue;
    }
    if (!group.commutesWith(&op))
      group.emitAndClear();
  }
  group.emitAndClear();
}

namespace {
struct MPOptGPURowKernelsPass final
    : mpopt::impl::MPOptGPURowKernelsPassBase<MPOptGPURowKernelsPass> {
  using MPOptGPURowKernelsPassBase::MPOptGPURowKernelsPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!llvm::is_contained({1, 2, 4, 8}, maxWarpsPerRow)) {
      module.emitError() << "mpopt-gpu-row-kernels: max-warps-per-row must "
                            "be 1, 2, 4 or 8, not "
                         << static_cast<int64_t>(maxWarpsPerRow);
      return signalPassFailure();
    }
    module.walk([&](func::FuncOp function) {
      for (Block &block : function.getBody())
        ::formRowKernels(block, maxWarpsPerRow);
      for (Block &block : function.getBody())
        eraseUnreadBuffers(block);
    });
  }
};
} // namespace

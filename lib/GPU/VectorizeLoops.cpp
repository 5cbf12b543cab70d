//===- VectorizeLoops.cpp - elementwise loops on 16-byte vectors ----------===//
//
// A kernel that loads and stores one bf16 element per thread moves 64 bytes
// per warp instruction: GPT-2's [2048, 50257] logits widened to f32 ran at
// half the H200's bandwidth. Here each iteration of a parallel loop takes
// `lanes` neighbouring elements, loaded and stored as vectors of up to 16
// bytes (`ld.global.v4.b32`), the arithmetic between them done per element.
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"
#include "mpopt/Support/FunctionPass.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/bit.h"

#include <numeric>

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUVECTORIZELOOPSPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// A load or store at the top of a loop body: its buffer and indices.
struct Access {
  Operation *op = nullptr;
  Value buffer;
  ValueRange indices;
};

std::optional<Access> getAccess(Operation &op) {
  if (auto load = dyn_cast<memref::LoadOp>(op))
    return Access{&op, load.getMemRef(), load.getIndices()};
  if (auto store = dyn_cast<memref::StoreOp>(op))
    return Access{&op, store.getMemRef(), store.getIndices()};
  return std::nullopt;
}

/// The grouping of a buffer's dimensions that makes its last `count` one.
SmallVector<ReassociationIndices> getTrailingGroups(int64_t rank,
                                                    int64_t count) {
  SmallVector<ReassociationIndices> groups;
  for (int64_t dim = 0; dim < rank - count; ++dim)
    groups.push_back({dim});
  groups.push_back(llvm::to_vector(llvm::seq<int64_t>(rank - count, rank)));
  return groups;
}

/// Whether the loop's last `count` dimensions can become one: every access
/// that uses their induction variables indexes the trailing dimensions of
/// its buffer with exactly those, in order, dimensions of the same sizes
/// that lie contiguous in memory (so one linear index walks the same
/// elements), and the variables serve nothing else.
bool canCollapseTrailing(scf::ParallelOp loop, ArrayRef<int64_t> extents,
                         int64_t count) {
  SmallVector<Value> ivs = loop.getInductionVars();
  ValueRange trailing = ValueRange(ivs).take_back(count);
  Block *body = loop.getBody();
  for (Value iv : trailing)
    for (OpOperand &use : iv.getUses()) {
      Operation *user = use.getOwner();
      if (user->getBlock() != body || !getAccess(*user) ||
          (isa<memref::StoreOp>(user) && use.getOperandNumber() == 0))
        return false;
    }
  for (Operation &op : body->without_terminator()) {
    std::optional<Access> access = getAccess(op);
    if (!access || llvm::none_of(access->indices, [&](Value index) {
          return llvm::is_contained(trailing, index);
        }))
      continue;
    auto type = cast<MemRefType>(access->buffer.getType());
    int64_t rank = type.getRank();
    if (rank < count || !loop.isDefinedOutsideOfLoop(access->buffer) ||
        !llvm::equal(access->indices.take_back(count), trailing) ||
        llvm::any_of(access->indices.drop_back(count), [&](Value index) {
          return llvm::is_contained(trailing, index);
        }) ||
        type.getShape().take_back(count) != extents.take_back(count) ||
        !memref::CollapseShapeOp::isGuaranteedCollapsible(
            type, getTrailingGroups(rank, count)))
      return false;
  }
  return true;
}

/// `loop` with its last `count` dimensions made one, which indexes views
/// of its buffers with those dimensions collapsed.
scf::ParallelOp collapseTrailing(scf::ParallelOp loop,
                                 ArrayRef<int64_t> extents, int64_t count) {
  OpBuilder builder(loop);
  Location loc = loop.getLoc();
  auto index = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  int64_t lead = extents.size() - count;
  SmallVector<Value> lower, upper, steps;
  for (int64_t extent : extents.take_front(lead))
    upper.push_back(index(extent));
  ArrayRef<int64_t> tail = extents.take_back(count);
  upper.push_back(index(std::accumulate(tail.begin(), tail.end(), int64_t(1),
                                        std::multiplies<int64_t>())));
  lower.assign(upper.size(), index(0));
  steps.assign(upper.size(), index(1));
  DenseMap<Value, Value> collapsed;
  for (Operation &op : loop.getBody()->without_terminator()) {
    std::optional<Access> access = getAccess(op);
    if (!access || collapsed.contains(access->buffer) ||
        !llvm::is_contained(access->indices, loop.getInductionVars().back()))
      continue;
    int64_t rank = cast<MemRefType>(access->buffer.getType()).getRank();
    collapsed[access->buffer] = memref::CollapseShapeOp::create(
        builder, loc, access->buffer, getTrailingGroups(rank, count));
  }
  SmallVector<Value> ivs = loop.getInductionVars();
  auto result = scf::ParallelOp::create(
      builder, loc, lower, upper, steps,
      [&](OpBuilder &b, Location bodyLoc, ValueRange newIvs) {
        IRMapping mapping;
        for (int64_t dim = 0; dim < lead; ++dim)
          mapping.map(ivs[dim], newIvs[dim]);
        for (Operation &op : loop.getBody()->without_terminator()) {
          std::optional<Access> access = getAccess(op);
          auto view = access ? collapsed.find(access->buffer) : collapsed.end();
          if (view == collapsed.end()) {
            b.clone(op, mapping);
            continue;
          }
          SmallVector<Value> indices;
          for (Value index : access->indices.drop_back(count))
            indices.push_back(mapping.lookupOrDefault(index));
          indices.push_back(newIvs.back());
          if (auto load = dyn_cast<memref::LoadOp>(op))
            mapping.map(load.getResult(),
                        memref::LoadOp::create(b, bodyLoc, view->second,
                                               indices));
          else
            memref::StoreOp::create(
                b, bodyLoc,
                mapping.lookupOrDefault(cast<memref::StoreOp>(op).getValue()),
                view->second, indices);
        }
      });
  loop.erase();
  return result;
}

/// `index` as the innermost induction variable `iv` plus a constant: the
/// constant, if so.
std::optional<int64_t> getOffsetFrom(Value index, Value iv) {
  if (index == iv)
    return 0;
  Operation *op = index.getDefiningOp();
  if (!isa_and_nonnull<arith::AddIOp, arith::SubIOp>(op) ||
      op->getOperand(0) != iv)
    return std::nullopt;
  std::optional<int64_t> constant = getConstantIntValue(op->getOperand(1));
  if (!constant)
    return std::nullopt;
  return isa<arith::AddIOp>(op) ? *constant : -*constant;
}

/// The induction variable's value where `condition` (a comparison of `iv`
/// plus a constant with a constant) changes, if it is one.
std::optional<int64_t> getBoundary(Value condition, Value iv) {
  auto compare = condition.getDefiningOp<arith::CmpIOp>();
  if (!compare)
    return std::nullopt;
  std::optional<int64_t> offset = getOffsetFrom(compare.getLhs(), iv);
  std::optional<int64_t> bound = getConstantIntValue(compare.getRhs());
  if (!offset || !bound)
    return std::nullopt;
  switch (compare.getPredicate()) {
  case arith::CmpIPredicate::ult:
  case arith::CmpIPredicate::slt:
  case arith::CmpIPredicate::uge:
  case arith::CmpIPredicate::sge:
    return *bound - *offset;
  case arith::CmpIPredicate::ule:
  case arith::CmpIPredicate::sle:
  case arith::CmpIPredicate::ugt:
  case arith::CmpIPredicate::sgt:
    return *bound - *offset + 1;
  default:
    return std::nullopt;
  }
}

/// Whether `op` calls a function of the module whose body neither touches
/// memory nor calls: convert-math-to-funcs' integer powers (GPT-2's GELU
/// takes x^3 so), which run per lane as the arithmetic around them does.
bool isPureCall(Operation &op) {
  auto call = dyn_cast<func::CallOp>(op);
  if (!call)
    return false;
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
  if (!callee || callee.isExternal())
    return false;
  return !callee.getBody()
              .walk([](Operation *nested) {
                return isa<CallOpInterface>(nested) ||
                               !isMemoryEffectFree(nested)
                           ? WalkResult::interrupt()
                           : WalkResult::advance();
              })
              .wasInterrupted();
}

/// What vectorizing the innermost dimension must respect: the ops that
/// depend on its induction variable, the accesses that become vectors, and
/// the offsets that must be multiples of the lanes: of each vector access
/// from the variable (its alignment) and of each point where a branch's
/// condition changes along it (so that a vector's elements take the same
/// branch).
struct VectorPlan {
  Value iv;
  llvm::SmallPtrSet<Value, 16> dependent;
  llvm::SmallSetVector<Operation *, 8> vectors;
  SmallVector<int64_t> offsets;
  int64_t smallestBytes;
};

/// Whether the ops of `block` (the loop body, or a branch of an `scf.if`
/// in it when `nested`) allow vectorization, recording them in `plan`.
/// Loads and stores index their buffer's unit-stride last dimension with
/// the variable plus a constant and the others with values independent of
/// it; an `scf.if` may choose between loads by a comparison of the
/// variable (rotate_half's halves); branches do not store.
bool planBlock(Block &block, scf::ParallelOp loop, VectorPlan &plan,
               bool nested) {
  auto depends = [&](Value value) { return plan.dependent.contains(value); };
  for (Operation &op : block.without_terminator()) {
    if (auto branch = dyn_cast<scf::IfOp>(op)) {
      std::optional<int64_t> boundary =
          getBoundary(branch.getCondition(), plan.iv);
      if (depends(branch.getCondition()) && !boundary)
        return false;
      if (boundary)
        plan.offsets.push_back(*boundary);
      for (Region *region : {&branch.getThenRegion(), &branch.getElseRegion()})
        if (!region->empty() && !planBlock(region->front(), loop, plan, true))
          return false;
      bool dependentResults =
          depends(branch.getCondition()) ||
          llvm::any_of(branch->getRegions(), [&](Region &region) {
            return !region.empty() &&
                   llvm::any_of(region.front().getTerminator()->getOperands(),
                                depends);
          });
      if (dependentResults)
        plan.dependent.insert(branch->result_begin(), branch->result_end());
      continue;
    }
    // A gather's index checks hold for every lane of a vector when their
    // condition does not depend on the variable: checked once.
    if (auto check = dyn_cast<cf::AssertOp>(op)) {
      if (depends(check.getArg()))
        return false;
      continue;
    }
    std::optional<Access> access = getAccess(op);
    if (op.getNumRegions() != 0 ||
        (!access && !isMemoryEffectFree(&op) && !isPureCall(op)) ||
        (nested && isa<memref::StoreOp>(op)))
      return false;
    if (access) {
      auto type = cast<MemRefType>(access->buffer.getType());
      Type element = type.getElementType();
      bool indexed = llvm::any_of(access->indices, depends);
      if (!indexed && isa<memref::LoadOp>(op))
        continue;
      std::optional<int64_t> offset =
          indexed && !access->indices.empty()
              ? getOffsetFrom(access->indices.back(), plan.iv)
              : std::nullopt;
      if (!offset || llvm::any_of(access->indices.drop_back(), depends) ||
          !loop.isDefinedOutsideOfLoop(access->buffer) ||
          !type.isLastDimUnitStride() || !element.isIntOrFloat() ||
          element.getIntOrFloatBitWidth() % 8 != 0)
        return false;
      plan.smallestBytes = std::min<int64_t>(
          plan.smallestBytes, type.getElementTypeBitWidth() / 8);
      plan.offsets.push_back(*offset);
      plan.vectors.insert(&op);
    }
    if (llvm::any_of(op.getOperands(), depends))
      plan.dependent.insert(op.result_begin(), op.result_end());
  }
  return true;
}

/// Emits the ops of `block` for every lane: vector accesses once, ops
/// independent of the induction variable once, the others once a lane,
/// and an `scf.if` on the variable once (a vector's lanes take the same
/// branch) with each lane's results.
void emitBlock(OpBuilder &b, Location loc, Block &block,
               const VectorPlan &plan, int64_t lanes,
               MutableArrayRef<IRMapping> lane) {
  for (Operation &op : block.without_terminator()) {
    if (plan.vectors.contains(&op)) {
      Access access = *getAccess(op);
      SmallVector<Value> indices;
      for (Value index : access.indices)
        indices.push_back(lane[0].lookupOrDefault(index));
      auto type = VectorType::get(
          {lanes}, cast<MemRefType>(access.buffer.getType()).getElementType());
      llvm::MaybeAlign alignment(getVectorAlignment(access.buffer, lanes));
      if (auto load = dyn_cast<memref::LoadOp>(op)) {
        Value vector =
            vector::LoadOp::create(b, loc, type, access.buffer, indices,
                                   /*nontemporal=*/false, alignment);
        for (int64_t k = 0; k < lanes; ++k)
          lane[k].map(load.getResult(),
                      vector::ExtractOp::create(b, loc, vector, k));
        continue;
      }
      SmallVector<Value> values;
      for (int64_t k = 0; k < lanes; ++k)
        values.push_back(
            lane[k].lookupOrDefault(cast<memref::StoreOp>(op).getValue()));
      vector::StoreOp::create(
          b, loc, vector::FromElementsOp::create(b, loc, type, values),
          access.buffer, indices, /*nontemporal=*/false, alignment);
      continue;
    }
    if (llvm::none_of(op.getResults(), [&](Value result) {
          return plan.dependent.contains(result);
        })) {
      Operation *once = b.clone(op, lane[0]);
      for (int64_t k = 1; k < lanes; ++k)
        lane[k].map(op.getResults(), once->getResults());
      continue;
    }
    auto branch = dyn_cast<scf::IfOp>(op);
    if (!branch) {
      for (int64_t k = 0; k < lanes; ++k)
        b.clone(op, lane[k]);
      continue;
    }
    // Result i of lane k is result i * lanes + k.
    SmallVector<Type> types;
    for (Type type : branch.getResultTypes())
      types.append(lanes, type);
    auto lanesBranch = scf::IfOp::create(
        b, loc, types, lane[0].lookupOrDefault(branch.getCondition()),
        /*withElseRegion=*/true);
    for (auto [from, to] : {std::pair(&branch.getThenRegion(),
                                      &lanesBranch.getThenRegion()),
                            std::pair(&branch.getElseRegion(),
                                      &lanesBranch.getElseRegion())}) {
      OpBuilder inside = OpBuilder::atBlockEnd(&to->front());
      SmallVector<Value> yielded;
      if (!from->empty()) {
        emitBlock(inside, loc, from->front(), plan, lanes, lane);
        for (Value value : from->front().getTerminator()->getOperands())
          for (int64_t k = 0; k < lanes; ++k)
            yielded.push_back(lane[k].lookupOrDefault(value));
      }
      scf::YieldOp::create(inside, loc, yielded);
    }
    for (auto [i, result] : llvm::enumerate(branch.getResults()))
      for (int64_t k = 0; k < lanes; ++k)
        lane[k].map(result, lanesBranch.getResult(i * lanes + k));
  }
}

/// Each iteration of `loop` takes `lanes` neighbouring elements of its
/// innermost dimension, when every access that depends on that dimension
/// indexes its buffer's contiguous last dimension with it (plus a
/// constant) alone, so that the access becomes one vector. Ops with other
/// regions than an `scf.if` of loads chosen by the dimension, or with
/// memory effects other than those accesses, leave the loop as it is.
bool vectorizeInnermost(scf::ParallelOp loop, ArrayRef<int64_t> extents,
                        int64_t maxBytes) {
  Block *body = loop.getBody();
  Value iv = loop.getInductionVars().back();
  VectorPlan plan{iv, {iv}, {}, {}, maxBytes};
  if (!planBlock(*body, loop, plan, /*nested=*/false))
    return false;
  int64_t lanes = llvm::bit_floor(
      uint64_t(std::min<int64_t>(8, maxBytes / plan.smallestBytes)));
  while (lanes > 1 &&
         (extents.back() % lanes != 0 ||
          llvm::any_of(plan.offsets,
                       [&](int64_t offset) { return offset % lanes != 0; })))
    lanes /= 2;
  if (plan.vectors.empty() || lanes < 2)
    return false;

  OpBuilder builder(loop);
  Location loc = loop.getLoc();
  SmallVector<Value> upper = loop.getUpperBound();
  upper.back() =
      arith::ConstantIndexOp::create(builder, loc, extents.back() / lanes);
  SmallVector<Value> ivs = loop.getInductionVars();
  auto vectorized = scf::ParallelOp::create(
      builder, loc, loop.getLowerBound(), upper, loop.getStep(),
      [&](OpBuilder &b, Location bodyLoc, ValueRange newIvs) {
        Value first = arith::MulIOp::create(
            b, bodyLoc, newIvs.back(),
            arith::ConstantIndexOp::create(b, bodyLoc, lanes));
        // Each element's index, where an op other than the vectors uses it.
        bool indexUsed = llvm::any_of(iv.getUsers(), [&](Operation *user) {
          return !plan.vectors.contains(user);
        });
        SmallVector<IRMapping> lane(lanes);
        for (int64_t k = 0; k < lanes; ++k) {
          for (auto [old, now] : llvm::zip(ValueRange(ivs).drop_back(), newIvs))
            lane[k].map(old, now);
          if (k == 0)
            lane[k].map(iv, first);
          else if (indexUsed)
            lane[k].map(iv, arith::AddIOp::create(
                                b, bodyLoc, first,
                                arith::ConstantIndexOp::create(b, bodyLoc, k)));
        }
        // Op after op, each for every lane: each element's accesses keep
        // their order; the elements' are independent (a parallel loop).
        emitBlock(b, bodyLoc, *body, plan, lanes, lane);
      });
  vectorized->setAttr(kVectorLanesAttrName, builder.getI64IntegerAttr(lanes));
  loop.erase();
  return true;
}

struct MPOptGPUVectorizeLoopsPass final
    : FunctionPass<MPOptGPUVectorizeLoopsPass,
                   mpopt::impl::MPOptGPUVectorizeLoopsPassBase> {
  using FunctionPass::FunctionPass;

  void runOnFunction(FunctionOpInterface function) {
    SmallVector<scf::ParallelOp> loops;
    function.walk([&](scf::ParallelOp loop) {
      if (!loop->getParentOfType<scf::ParallelOp>() &&
          loop.getNumResults() == 0)
        loops.push_back(loop);
    });
    for (scf::ParallelOp loop : loops) {
      std::optional<SmallVector<int64_t>> extents = getConstantExtents(loop);
      if (!extents)
        continue;
      for (int64_t count = extents->size(); count >= 2; --count)
        if (canCollapseTrailing(loop, *extents, count)) {
          loop = collapseTrailing(loop, *extents, count);
          extents = getConstantExtents(loop);
          break;
        }
      vectorizeInnermost(loop, *extents, bytes);
    }
  }
};

} // namespace

bool mpopt::hasBufferPointer(Value buffer) {
  while (Operation *op = buffer.getDefiningOp()) {
    auto view = dyn_cast<ViewLikeOpInterface>(op);
    if (!view)
      return true;
    if (isa<memref::ViewOp>(op))
      return false;
    buffer = view.getViewSource();
  }
  return true;
}

int64_t mpopt::getVectorAlignment(Value buffer, int64_t lanes) {
  auto type = cast<MemRefType>(buffer.getType());
  int64_t bytes = type.getElementTypeBitWidth() / 8;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!hasBufferPointer(buffer) ||
      failed(type.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return bytes;
  uint64_t multiple = lanes * bytes;
  multiple = std::gcd(multiple, uint64_t(offset * bytes));
  // Dimensions of 1 are indexed by 0 alone; the lanes walk the last other.
  SmallVector<int64_t> walked;
  for (auto [size, stride] : llvm::zip(type.getShape(), strides))
    if (size != 1)
      walked.push_back(stride);
  for (int64_t stride : ArrayRef(walked).drop_back())
    multiple = std::gcd(multiple, uint64_t(stride * bytes));
  // The largest power of two that divides it, at most 16 bytes.
  return std::min<int64_t>(16, multiple & (~multiple + 1));
}

std::optional<SmallVector<int64_t>>
mpopt::getConstantExtents(scf::ParallelOp loop) {
  SmallVector<int64_t> extents;
  for (auto [lower, upper, step] :
       llvm::zip(loop.getLowerBound(), loop.getUpperBound(), loop.getStep())) {
    std::optional<int64_t> size = getConstantIntValue(upper);
    if (getConstantIntValue(lower) != 0 || getConstantIntValue(step) != 1 ||
        !size)
      return std::nullopt;
    extents.push_back(*size);
  }
  return extents;
}

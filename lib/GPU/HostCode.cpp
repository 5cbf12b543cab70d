//===- HostCode.cpp - no host code on device buffers ----------------------===//
//
// In a GPU build every buffer lives in device memory, and only parallel
// loops become kernels. What has no parallel loop would run on the host,
// which cannot read device memory: a reduction of a whole tensor into one
// value (an FP8 amax), an op on 0-d tensors (a scale), a scalar read of a
// buffer (tensor.extract). Here each moves to the device:
// - a whole-tensor reduction becomes one of each row into a buffer (a row
//   kernel; rows longer than 1024 are read as several of 1024) and one of
//   that buffer as a single row;
// - an op on 0-d buffers runs over one-element views (a one-thread kernel);
// - a scalar read and the arithmetic on it are repeated in each kernel that
//   uses the result;
// - a reduction over a leading loop (a batch norm's statistics over N, H
//   and W per channel) gets its parallel loops first, which become the
//   kernel.
// What is left on the host that touches device memory is an error, not a
// library that crashes.
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

#include "mpopt/Analysis/BufferAccesses.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <limits>

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUHOSTCODEPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

/// `buffer` viewed with one more leading dimension of size 1 (a 0-d buffer
/// as one element).
static Value addUnitDimension(OpBuilder &builder, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  SmallVector<int64_t> shape = {1};
  llvm::append_range(shape, type.getShape());
  SmallVector<ReassociationIndices> reassociation;
  for (int64_t i = 0, e = type.getRank(); i < e; ++i)
    reassociation.push_back(i == 0 ? ReassociationIndices{0, 1}
                                   : ReassociationIndices{i + 1});
  return memref::ExpandShapeOp::create(builder, loc, shape, buffer,
                                       reassociation);
}

static linalg::GenericOp
createGeneric(OpBuilder &builder, Location loc, ValueRange inputs,
              Value output, ArrayRef<AffineMap> maps,
              ArrayRef<utils::IteratorType> iterators,
              function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
  return linalg::GenericOp::create(
      builder, loc, TypeRange{}, inputs, ValueRange{output}, maps, iterators,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        linalg::YieldOp::create(nested, nestedLoc,
                                body(nested, nestedLoc, args));
      });
}

/// A reduction of all loops of a static nest of rank 2 or more into a 0-d
/// f32 buffer, over inputs indexed by the loops in order, becomes a
/// reduction of the rows into a buffer of partial results, then of that
/// buffer as one row.
static void splitWholeReduction(linalg::GenericOp op) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  unsigned rank = ranges.size();
  Operation *combine = getReductionCombiner(op);
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumParallelLoops() != 0 || rank < 2 ||
      llvm::any_of(ranges, ShapedType::isDynamic) || !combine ||
      !getElementTypeOrSelf(op.getDpsInits()[0]).isF32() ||
      !llvm::all_of(op.getDpsInputOperands(), [&](OpOperand *input) {
        return !isa<MemRefType>(input->get().getType()) ||
               op.getMatchingIndexingMap(input).isIdentity();
      }))
    return;
  OpBuilder builder(op);
  Location loc = op.getLoc();
  MLIRContext *context = op.getContext();
  Type f32 = builder.getF32Type();
  bool isMax = isa<arith::MaximumFOp>(combine);

  // Long rows leave the row kernel few warps (an FP8 weight of 1024 rows of
  // 4096: 128 blocks): the inputs, dense, are read as rows of kRowLength.
  constexpr int64_t kRowLength = 1024;
  SmallVector<Value> inputs = op.getDpsInputs();
  int64_t columns = ranges.back();
  if (columns > kRowLength && columns % kRowLength == 0 &&
      op.getBody()->getOps<linalg::IndexOp>().empty() &&
      llvm::all_of(inputs, [](Value input) {
        auto type = dyn_cast<MemRefType>(input.getType());
        return !type || type.getLayout().isIdentity();
      })) {
    ranges.back() = columns / kRowLength;
    ranges.push_back(kRowLength);
    ++rank;
    for (Value &input : inputs) {
      auto type = dyn_cast<MemRefType>(input.getType());
      if (!type)
        continue;
      SmallVector<ReassociationIndices> reassociation;
      for (unsigned i = 0; i + 2 < rank; ++i)
        reassociation.push_back({i});
      reassociation.push_back({rank - 2, rank - 1});
      input = memref::ExpandShapeOp::create(builder, loc, ranges, input,
                                            reassociation);
    }
  }
  Value neutral = arith::ConstantOp::create(
      builder, loc,
      builder.getF32FloatAttr(
          isMax ? -std::numeric_limits<float>::infinity() : 0.0f));

  ArrayRef<int64_t> rowShape = ArrayRef<int64_t>(ranges).drop_back();
  Value partial =
      memref::AllocOp::create(builder, loc, MemRefType::get(rowShape, f32));
  AffineMap rowIdentity = builder.getMultiDimIdentityMap(rank - 1);
  createGeneric(builder, loc, ValueRange{neutral}, partial,
                {AffineMap::get(rank - 1, 0, context), rowIdentity},
                SmallVector<utils::IteratorType>(
                    rank - 1, utils::IteratorType::parallel),
                [](OpBuilder &, Location, ValueRange args) { return args[0]; });

  SmallVector<AffineMap> maps;
  for (Value input : inputs)
    maps.push_back(isa<MemRefType>(input.getType())
                       ? AffineMap::getMultiDimIdentityMap(rank, context)
                       : AffineMap::get(rank, 0, context));
  maps.push_back(
      AffineMap::getMultiDimIdentityMap(rank, context).dropResult(rank - 1));
  SmallVector<utils::IteratorType> iterators(rank - 1,
                                             utils::IteratorType::parallel);
  iterators.push_back(utils::IteratorType::reduction);
  auto rows = linalg::GenericOp::create(builder, loc, TypeRange{}, inputs,
                                        ValueRange{partial}, maps, iterators);
  rows.getRegion().takeBody(op.getRegion());

  Value flat = partial;
  if (rank > 2) {
    ReassociationIndices all;
    for (unsigned i = 0; i + 1 < rank; ++i)
      all.push_back(i);
    flat = memref::CollapseShapeOp::create(builder, loc, partial,
                                           ArrayRef<ReassociationIndices>{all});
  }
  AffineMap identity = builder.getMultiDimIdentityMap(2);
  createGeneric(
      builder, loc, ValueRange{addUnitDimension(builder, loc, flat)},
      addUnitDimension(builder, loc, op.getDpsInits()[0]),
      {identity, identity.dropResult(1)},
      {utils::IteratorType::parallel, utils::IteratorType::reduction},
      [&](OpBuilder &b, Location l, ValueRange args) -> Value {
        if (isMax)
          return arith::MaximumFOp::create(b, l, args[0], args[1]);
        return arith::AddFOp::create(b, l, args[0], args[1]);
      });
  memref::DeallocOp::create(builder, loc, partial);
  op.erase();
}

/// An op on 0-d buffers runs on one-element views of them.
static void widenScalarGeneric(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumLoops() != 0)
    return;
  OpBuilder builder(op);
  Location loc = op.getLoc();
  auto widen = [&](Value value) -> Value {
    if (!isa<MemRefType>(value.getType()))
      return value;
    return addUnitDimension(builder, loc, value);
  };
  SmallVector<Value> inputs = llvm::map_to_vector(op.getDpsInputs(), widen);
  SmallVector<Value> outputs = llvm::map_to_vector(op.getDpsInits(), widen);
  SmallVector<AffineMap> maps;
  for (OpOperand &operand : op->getOpOperands())
    maps.push_back(isa<MemRefType>(operand.get().getType())
                       ? builder.getMultiDimIdentityMap(1)
                       : AffineMap::get(1, 0, op.getContext()));
  auto widened = linalg::GenericOp::create(
      builder, loc, TypeRange{}, inputs, outputs, maps,
      ArrayRef<utils::IteratorType>{utils::IteratorType::parallel});
  widened.getRegion().takeBody(op.getRegion());
  op.erase();
}

/// Only the loops outside the first sequential one become a kernel: a
/// reduction loop before a parallel one moves after the parallel loops.
/// The reduction loops keep their order, so each result element still sums
/// its terms in the same order (the same bits).
static void moveParallelLoopsOut(linalg::GenericOp op) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<unsigned> order;
  for (utils::IteratorType kind :
       {utils::IteratorType::parallel, utils::IteratorType::reduction})
    for (auto [loop, iterator] : llvm::enumerate(iterators))
      if (iterator == kind)
        order.push_back(loop);
  if (llvm::equal(order, llvm::seq<unsigned>(0, order.size())))
    return;
  IRRewriter rewriter(op);
  (void)linalg::interchangeGenericOp(rewriter, op, order);
}

/// Moves a scalar read of device memory on the host, with the arithmetic
/// on it, into each linalg op that uses the result. Fails where another op
/// uses it.
static LogicalResult sinkScalarRead(memref::LoadOp load) {
  Block *block = load->getBlock();
  // The read and the pure ops computed from it, in order.
  SetVector<Operation *> slice;
  slice.insert(load);
  for (Operation *op = load->getNextNode(); op; op = op->getNextNode())
    // (func.return is pure too: it stays, a use on the host.)
    if (isPure(op) && op->getNumRegions() == 0 &&
        !op->hasTrait<OpTrait::IsTerminator>() &&
        llvm::any_of(op->getOperands(), [&](Value operand) {
          return slice.contains(operand.getDefiningOp());
        }))
      slice.insert(op);
  SetVector<Operation *> users;
  for (Operation *op : slice)
    for (Operation *user : op->getUsers()) {
      Operation *top = block->findAncestorOpInBlock(*user);
      if (slice.contains(top))
        continue;
      if (!isa<linalg::LinalgOp>(top) || top == user) {
        InFlightDiagnostic diagnostic =
            load->emitError()
            << "reads device memory for the host; mpopt cannot compile this "
               "for the GPU";
        diagnostic.attachNote(user->getLoc()) << "the host uses it here";
        return diagnostic;
      }
      users.insert(top);
    }
  for (Operation *user : users) {
    Block &body = user->getRegion(0).front();
    OpBuilder builder = OpBuilder::atBlockBegin(&body);
    IRMapping mapping;
    for (Operation *op : slice) {
      Operation *clone = builder.clone(*op, mapping);
      for (auto [old, now] : llvm::zip(op->getResults(), clone->getResults()))
        old.replaceUsesWithIf(now, [&](OpOperand &use) {
          return user->isProperAncestor(use.getOwner());
        });
    }
  }
  for (Operation *op : llvm::reverse(slice))
    if (op->use_empty())
      op->erase();
  return success();
}

namespace {
struct MPOptGPUHostCodePass final
    : mpopt::impl::MPOptGPUHostCodePassBase<MPOptGPUHostCodePass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<linalg::GenericOp> generics;
    module.walk([&](linalg::GenericOp op) { generics.push_back(op); });
    for (linalg::GenericOp op : generics) {
      if (op.getNumLoops() == 0)
        widenScalarGeneric(op);
      else if (op.getNumParallelLoops() == 0)
        splitWholeReduction(op);
      else
        moveParallelLoopsOut(op);
    }
    SmallVector<memref::LoadOp> loads;
    module.walk([&](memref::LoadOp load) {
      if (isa<func::FuncOp>(load->getParentOp()))
        loads.push_back(load);
    });
    for (memref::LoadOp load : loads)
      if (failed(sinkScalarRead(load)))
        return signalPassFailure();
  }
};
} // namespace

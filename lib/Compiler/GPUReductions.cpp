//===- GPUReductions.cpp - a block per row for GPU reductions -------------===//
//
// A reduction over the innermost dimension (row sums of a norm, the max and
// sum of a softmax) would otherwise become one thread per row walking the
// row alone: few threads, and neighbouring threads reading addresses a row
// apart. Here each row gets a warp (8 rows per block of 256 threads): its
// 32 lanes stride over the row (neighbours read neighbours), then combine
// their partial results with a butterfly of shuffles, no shared memory and
// no barrier. The order of the sum differs from the CPU's: results agree
// within the rounding of the sum.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Compiler/Compiler.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

#include <limits>

using namespace mlir;
using namespace mlir::mpopt;

static constexpr int64_t kWarpSize = 32;
static constexpr int64_t kRowsPerBlock = 8;

/// How the rows' partial results combine, from the op yielding the
/// accumulator; nullopt when the body is no such reduction.
static std::optional<gpu::AllReduceOperation>
getCombiner(linalg::GenericOp op) {
  Block *body = op.getBody();
  BlockArgument accumulator = body->getArguments().back();
  Operation *combine = body->getTerminator()->getOperand(0).getDefiningOp();
  if (!combine || !accumulator.hasOneUse() ||
      *accumulator.getUsers().begin() != combine)
    return std::nullopt;
  if (isa<arith::AddFOp>(combine))
    return gpu::AllReduceOperation::ADD;
  if (isa<arith::MaximumFOp>(combine))
    return gpu::AllReduceOperation::MAXIMUMF;
  return std::nullopt;
}

static LogicalResult reduceRowInWarps(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumResults() != 0)
    return failure();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  unsigned rank = iterators.size();
  if (rank < 2 || op.getNumReductionLoops() != 1 ||
      iterators.back() != utils::IteratorType::reduction)
    return failure();
  Value output = op.getDpsInits()[0];
  // The output is indexed by the parallel dimensions, in order.
  AffineMap outputMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (outputMap.getNumResults() != rank - 1 ||
      !llvm::all_of(llvm::enumerate(outputMap.getResults()), [](auto pair) {
        auto dim = dyn_cast<AffineDimExpr>(pair.value());
        return dim && dim.getPosition() == pair.index();
      }))
    return failure();
  if (!getElementTypeOrSelf(output).isF32() ||
      !op.getBody()->getOps<linalg::IndexOp>().empty())
    return failure();
  std::optional<gpu::AllReduceOperation> combiner = getCombiner(op);
  if (!combiner)
    return failure();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return failure();
  int64_t rows = 1;
  for (int64_t range : ArrayRef<int64_t>(ranges).drop_back())
    rows *= range;

  OpBuilder builder(op);
  Location loc = op.getLoc();
  auto index = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  Value one = index(1);
  Value lanes = index(kWarpSize);
  Value columns = index(ranges.back());
  bool isMax = *combiner == gpu::AllReduceOperation::MAXIMUMF;
  auto combine = [&](OpBuilder &b, Value lhs, Value rhs) -> Value {
    if (isMax)
      return arith::MaximumFOp::create(b, loc, lhs, rhs);
    return arith::AddFOp::create(b, loc, lhs, rhs);
  };
  Value neutral = arith::ConstantOp::create(
      builder, loc,
      builder.getF32FloatAttr(isMax ? -std::numeric_limits<float>::infinity()
                                    : 0.0f));

  auto launch = gpu::LaunchOp::create(
      builder, loc, index((rows + kRowsPerBlock - 1) / kRowsPerBlock), one,
      one, lanes, index(kRowsPerBlock), one);
  builder.setInsertionPointToStart(&launch.getBody().front());
  Value lane = launch.getThreadIds().x;
  Value row = arith::AddIOp::create(
      builder, loc,
      arith::MulIOp::create(builder, loc, launch.getBlockIds().x,
                            index(kRowsPerBlock)),
      launch.getThreadIds().y);
  // A warp's lanes share their row: the bound check keeps whole warps.
  Value inRange = arith::CmpIOp::create(
      builder, loc, arith::CmpIPredicate::ult, row, index(rows));
  auto rowIf = scf::IfOp::create(builder, loc, inRange, false);
  builder.setInsertionPointToStart(&rowIf.getThenRegion().front());
  // The row's index along each parallel dimension.
  SmallVector<OpFoldResult> basis;
  for (int64_t range : ArrayRef<int64_t>(ranges).drop_back())
    basis.push_back(builder.getIndexAttr(range));
  SmallVector<Value> rowIndices =
      rank == 2 ? SmallVector<Value>{row}
                : SmallVector<Value>(affine::AffineDelinearizeIndexOp::create(
                                         builder, loc, row, basis)
                                         .getResults());

  Block *body = op.getBody();
  auto forOp = scf::ForOp::create(
      builder, loc, lane, columns, lanes, ValueRange{neutral},
      [&](OpBuilder &nested, Location nestedLoc, Value column,
          ValueRange iterArgs) {
        SmallVector<Value> loopIndices(rowIndices);
        loopIndices.push_back(column);
        IRMapping mapping;
        for (OpOperand *input : op.getDpsInputOperands()) {
          AffineMap map = op.getMatchingIndexingMap(input);
          SmallVector<Value> indices;
          for (AffineExpr expr : map.getResults())
            indices.push_back(affine::AffineApplyOp::create(
                nested, nestedLoc,
                AffineMap::get(rank, 0, expr, nested.getContext()),
                loopIndices));
          Value element =
              isa<MemRefType>(input->get().getType())
                  ? memref::LoadOp::create(nested, nestedLoc, input->get(),
                                           indices)
                        .getResult()
                  : input->get();
          mapping.map(op.getMatchingBlockArgument(input), element);
        }
        mapping.map(body->getArguments().back(), iterArgs[0]);
        for (Operation &payload : body->without_terminator())
          nested.clone(payload, mapping);
        scf::YieldOp::create(
            nested, nestedLoc,
            mapping.lookup(body->getTerminator()->getOperand(0)));
      });
  // Butterfly over the warp: every lane ends with the row's total.
  Value total = forOp.getResult(0);
  Value width = arith::ConstantIntOp::create(builder, loc, kWarpSize, 32);
  for (int64_t offset = kWarpSize / 2; offset > 0; offset /= 2) {
    Value shifted =
        gpu::ShuffleOp::create(
            builder, loc, total,
            arith::ConstantIntOp::create(builder, loc, offset, 32), width,
            gpu::ShuffleMode::XOR)
            .getShuffleResult();
    total = combine(builder, total, shifted);
  }
  Value first = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                      lane, index(0));
  auto ifOp = scf::IfOp::create(builder, loc, first, /*withElseRegion=*/false);
  builder.setInsertionPointToStart(&ifOp.getThenRegion().front());
  Value initial = memref::LoadOp::create(builder, loc, output, rowIndices);
  memref::StoreOp::create(builder, loc, combine(builder, initial, total),
                          output, rowIndices);
  builder.setInsertionPointToEnd(&launch.getBody().front());
  gpu::TerminatorOp::create(builder, loc);
  op.erase();
  return success();
}

void mpopt::reduceRowsInWarps(ModuleOp module) {
  module.getContext()
      ->loadDialect<affine::AffineDialect, gpu::GPUDialect, scf::SCFDialect>();
  SmallVector<linalg::GenericOp> reductions;
  module.walk([&](linalg::GenericOp op) { reductions.push_back(op); });
  for (linalg::GenericOp op : reductions)
    (void)reduceRowInWarps(op);
}

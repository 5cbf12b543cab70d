//===- CPULoopOrder.cpp - contractions' loops ordered for the CPU ---------===//
//
// mpopt-cpu-loop-order (include/mpopt/Conversion/Passes.td): before the CPU
// build turns linalg ops into loops, the last parallel loop of a contraction
// moves inside its reductions where it walks rows of the output and of an
// input, so that the innermost loop reads and writes memory contiguously.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTCPULOOPORDERPASS
#include "mpopt/Conversion/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// Whether `value` is a memref whose innermost dimension has stride 1.
bool hasUnitInnerStride(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  return type && type.getRank() > 0 && type.isLastDimUnitStride();
}

/// The loop that `map`'s innermost result is, if it is a loop.
std::optional<unsigned> innerLoop(AffineMap map) {
  if (map.getNumResults() == 0)
    return std::nullopt;
  if (auto dim = dyn_cast<AffineDimExpr>(map.getResults().back()))
    return dim.getPosition();
  return std::nullopt;
}

struct MoveRowLoopInside final : OpRewritePattern<linalg::GenericOp> {
  MoveRowLoopInside(MLIRContext *context, llvm::Statistic &count)
      : OpRewritePattern(context), count(count) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics())
      return rewriter.notifyMatchFailure(op, "not on buffers");
    SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
    if (iterators.empty() || !linalg::isReductionIterator(iterators.back()))
      return rewriter.notifyMatchFailure(op, "the innermost loop is parallel");
    auto last =
        llvm::find_if(llvm::reverse(iterators), linalg::isParallelIterator);
    if (last == iterators.rend())
      return rewriter.notifyMatchFailure(op, "no parallel loop");
    unsigned row = std::distance(last, iterators.rend()) - 1;
    auto readsAlong = [](AffineMap map, unsigned loop) {
      return llvm::any_of(map.getResults(), [&](AffineExpr e) {
        return e.isFunctionOfDim(loop);
      });
    };
    for (OpOperand &init : op.getDpsInitsMutable())
      if (innerLoop(op.getMatchingIndexingMap(&init)) != row ||
          !hasUnitInnerStride(init.get()))
        return rewriter.notifyMatchFailure(
            op, "an output's rows do not follow the last parallel loop");
    bool rowInput = false;
    for (OpOperand *input : op.getDpsInputOperands()) {
      AffineMap map = op.getMatchingIndexingMap(input);
      std::optional<unsigned> inner = innerLoop(map);
      bool reduced =
          llvm::any_of(llvm::seq(row + 1, op.getNumLoops()),
                       [&](unsigned l) { return readsAlong(map, l); });
      // Read along a reduction and across rows: moving the row loop inside
      // would stride it (a transposed weight).
      if (inner && *inner > row && readsAlong(map, row))
        return rewriter.notifyMatchFailure(op, "an input is read along the "
                                               "reduction in each row");
      rowInput |= inner == row && reduced && hasUnitInnerStride(input->get());
    }
    if (!rowInput)
      return rewriter.notifyMatchFailure(
          op, "no input read along rows within the reduction");
    SmallVector<unsigned> order;
    for (unsigned loop = 0, e = op.getNumLoops(); loop < e; ++loop)
      if (loop != row)
        order.push_back(loop);
    order.push_back(row);
    if (failed(linalg::interchangeGenericOp(rewriter, op, order)))
      return failure();
    ++count;
    return success();
  }

  llvm::Statistic &count;
};

struct MPOptCPULoopOrderPass final
    : mpopt::impl::MPOptCPULoopOrderPassBase<MPOptCPULoopOrderPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<MoveRowLoopInside>(&getContext(), numReordered);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

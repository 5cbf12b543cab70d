//===- PropagateCasts.cpp - move casts to where they cost least -----------===//

#include "FoldCounter.h"
#include "PropagateRegions.h"

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Transforms/Casts/CastMotion.h"
#include "mpopt/Transforms/Casts/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTPROPAGATECASTSPASS
#include "mpopt/Transforms/Casts/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

bool haveSameSemantics(CastOp a, CastOp b) {
  return getElementTypeOrSelf(a.getType()) ==
             getElementTypeOrSelf(b.getType()) &&
         getElementTypeOrSelf(a.getInput()) ==
             getElementTypeOrSelf(b.getInput()) &&
         a.getRoundingAttr() == b.getRoundingAttr() &&
         a.getSaturate() == b.getSaturate();
}

/// Whether moving a cast between `narrow` and `wide` element types from the
/// op's result to its data operands (`up`) or from its data operands to the
/// result (`!up`) does not increase the bytes the op and the casts read and
/// write. `castsStay`: the operand casts have other users, so moving down
/// only adds the result's cast (and must then save bytes). False for
/// dynamic shapes.
bool paysToMove(Operation *op, const CrossableOp &crossable, Type narrow,
                Type wide, bool up, bool castsStay = false) {
  int64_t narrowBytes = getElementBytes(narrow);
  int64_t wideBytes = getElementBytes(wide);
  std::optional<int64_t> opNarrow = getMovedBytes(op, crossable, narrowBytes);
  std::optional<int64_t> opWide = getMovedBytes(op, crossable, wideBytes);
  std::optional<int64_t> resultElements = getNumElements(op->getResult(0));
  if (!opNarrow || !opWide || !resultElements)
    return false;
  int64_t operandElements = 0;
  for (unsigned index : crossable.dataOperands) {
    std::optional<int64_t> elements = getNumElements(op->getOperand(index));
    if (!elements)
      return false;
    operandElements += *elements;
  }
  int64_t perElement = narrowBytes + wideBytes;
  int64_t castAtResult = *resultElements * perElement;
  int64_t castsAtOperands = operandElements * perElement;
  // Up: a narrowing cast leaves the wide op's result for its operands.
  // Down: widening casts leave the operands for the narrow op's result.
  if (up)
    return castsAtOperands + *opNarrow <= *opWide + castAtResult;
  if (castsStay)
    return *opNarrow + castAtResult < *opWide;
  return *opNarrow + castAtResult <= castsAtOperands + *opWide;
}

/// cast(op(x)) -> op(cast(x)) for a narrowing cast: the op then moves
/// narrow data. Every user of the op must be the same cast, so that no wide
/// copy of the op stays behind.
struct MoveNarrowingCastUp final : OpRewritePattern<CastOp> {
  MoveNarrowingCastUp(MLIRContext *context, unsigned &moved)
      : OpRewritePattern<CastOp>(context), moved(moved) {}

  LogicalResult matchAndRewrite(CastOp cast,
                                PatternRewriter &rewriter) const override {
    if (cast.isValuePreserving())
      return rewriter.notifyMatchFailure(cast, "widening casts move down");
    Operation *producer = cast.getInput().getDefiningOp();
    std::optional<CrossableOp> crossable =
        producer ? getCrossableOp(producer) : std::nullopt;
    if (!crossable)
      return rewriter.notifyMatchFailure(cast, "input is not crossable");
    FloatType src = cast.getSourceElementType();
    FloatType dst = cast.getResultElementType();
    if (!castCommutes(crossable->kind, src, dst, cast.getEffectiveRounding(),
                      cast.getSaturate()))
      return rewriter.notifyMatchFailure(cast,
                                         "cast does not commute with the op");
    SmallVector<CastOp> users;
    for (Operation *user : producer->getResult(0).getUsers()) {
      auto other = dyn_cast<CastOp>(user);
      if (!other || !haveSameSemantics(other, cast))
        return rewriter.notifyMatchFailure(
            cast, "another user needs the op's wide result");
      users.push_back(other);
    }
    if (!paysToMove(producer, *crossable, dst, src, /*up=*/true))
      return rewriter.notifyMatchFailure(
          cast, "converting the operands costs more than the result");

    rewriter.setInsertionPoint(producer);
    SmallVector<Value> data;
    for (unsigned index : crossable->dataOperands) {
      Value operand = producer->getOperand(index);
      data.push_back(CastOp::create(
          rewriter, cast.getLoc(), withElementType(operand.getType(), dst),
          operand, cast.getRoundingAttr(), cast.getSaturate()));
    }
    Value padValue;
    if (crossable->padValue)
      padValue =
          CastOp::create(rewriter, cast.getLoc(), dst, crossable->padValue,
                         cast.getRoundingAttr(), cast.getSaturate());
    Value rebuilt =
        rebuildOnConverted(rewriter, producer, *crossable, data, dst, padValue);
    for (CastOp user : users)
      rewriter.replaceOp(user, rebuilt);
    ++moved;
    return success();
  }

  unsigned &moved;
};

/// The narrow form of a data operand of an op a widening cast moves below:
/// the input of a value-preserving cast like `like`, or a constant that
/// converts to `narrow` exactly.
FailureOr<Value> getNarrowOperand(PatternRewriter &rewriter, Value operand,
                                  CastOp like, FloatType narrow) {
  if (auto cast = operand.getDefiningOp<CastOp>())
    if (haveSameSemantics(cast, like))
      return cast.getInput();
  Attribute attr;
  if (!matchPattern(operand, m_Constant(&attr)))
    return failure();
  auto convertExactly = [&](const APFloat &value) -> std::optional<APFloat> {
    APFloat narrowed = value;
    bool losesInfo = false;
    APFloat::opStatus status = narrowed.convert(
        narrow.getFloatSemantics(), APFloat::rmNearestTiesToEven, &losesInfo);
    if (losesInfo || (status != APFloat::opOK && !value.isNaN()))
      return std::nullopt;
    return narrowed;
  };
  TypedAttr narrowAttr;
  if (auto scalar = dyn_cast<FloatAttr>(attr)) {
    std::optional<APFloat> value = convertExactly(scalar.getValue());
    if (!value)
      return failure();
    narrowAttr = FloatAttr::get(narrow, *value);
  } else if (auto dense = dyn_cast<DenseFPElementsAttr>(attr)) {
    SmallVector<APFloat> values;
    for (APFloat value : dense.getValues<APFloat>()) {
      std::optional<APFloat> converted = convertExactly(value);
      if (!converted)
        return failure();
      values.push_back(*converted);
    }
    narrowAttr = DenseElementsAttr::get(
        cast<ShapedType>(dense.getType()).clone(narrow), values);
  } else {
    return failure();
  }
  return arith::ConstantOp::create(rewriter, operand.getLoc(), narrowAttr)
      .getResult();
}

/// op(ext(x), ext(y)) -> ext(op(x, y)) when every data operand is widened
/// from one type the same way (or is a constant that converts exactly). A
/// widening cast with other users stays for them; the move is then made
/// only when the narrow op and its cast move fewer bytes than the wide op
/// (a small slice of a value several ops read).
struct MoveWideningCastDown final : RewritePattern {
  MoveWideningCastDown(MLIRContext *context, unsigned &moved)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context),
        moved(moved) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    std::optional<CrossableOp> crossable = getCrossableOp(op);
    if (!crossable)
      return rewriter.notifyMatchFailure(op, "not crossable");
    CastOp like;
    for (unsigned index : crossable->dataOperands) {
      auto cast = op->getOperand(index).getDefiningOp<CastOp>();
      if (cast && cast.isValuePreserving()) {
        like = cast;
        break;
      }
    }
    if (!like)
      return rewriter.notifyMatchFailure(op, "no operand is widened");
    bool castsStay = false;
    for (unsigned index : crossable->dataOperands) {
      auto cast = op->getOperand(index).getDefiningOp<CastOp>();
      castsStay |= cast && llvm::any_of(cast->getUsers(), [&](Operation *user) {
                     return user != op;
                   });
    }
    FloatType narrow = like.getSourceElementType();
    FloatType wide = like.getResultElementType();
    if (!paysToMove(op, *crossable, narrow, wide, /*up=*/false, castsStay))
      return rewriter.notifyMatchFailure(
          op, "converting the result costs more than the operands");

    rewriter.setInsertionPoint(op);
    SmallVector<Value> data;
    for (unsigned index : crossable->dataOperands) {
      FailureOr<Value> operand =
          getNarrowOperand(rewriter, op->getOperand(index), like, narrow);
      if (failed(operand))
        return rewriter.notifyMatchFailure(
            op, "an operand is neither widened the same way nor an exact "
                "constant");
      data.push_back(*operand);
    }
    Value padValue;
    if (crossable->padValue) {
      FailureOr<Value> value =
          getNarrowOperand(rewriter, crossable->padValue, like, narrow);
      if (failed(value))
        return rewriter.notifyMatchFailure(
            op, "the pad value does not survive the round trip");
      padValue = *value;
    }
    Value rebuilt =
        rebuildOnConverted(rewriter, op, *crossable, data, narrow, padValue);
    rewriter.replaceOpWithNewOp<CastOp>(op, op->getResult(0).getType(), rebuilt,
                                        RoundingModeAttr(), like.getSaturate());
    ++moved;
    return success();
  }

  unsigned &moved;
};

struct MPOptPropagateCastsPass final
    : mpopt::impl::MPOptPropagateCastsPassBase<MPOptPropagateCastsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto countCasts = [&] {
      unsigned count = 0;
      module->walk([&](CastOp) { ++count; });
      return count;
    };
    unsigned before = countCasts();
    PropagationCounts counts;
    FoldCounter foldCounter;

    RewritePatternSet patterns(&getContext());
    patterns.add<MoveNarrowingCastUp, MoveWideningCastDown>(&getContext(),
                                                            counts.moved);
    populateNarrowLoopCarriedPatterns(patterns, counts.narrowed);
    populateFoldCastsPatterns(patterns, policy);
    FrozenRewritePatternSet frozen(std::move(patterns));

    // Narrowing function signatures and hoisting out of loops expose new
    // moves, and moves expose new ones of those: repeat until nothing moves.
    for (unsigned round = 0; round < 8; ++round) {
      unsigned changes = counts.total();
      // Only casts, the ops they can cross and loops are rewritten (and
      // folded); the rest of the program is left as it is.
      SmallVector<Operation *> worklist;
      module->walk([&](Operation *op) {
        // Inits of rebuilt linalg ops die with them.
        if (isa<CastOp, scf::ForOp, tensor::EmptyOp>(op) || getCrossableOp(op))
          worklist.push_back(op);
      });
      GreedyRewriteConfig config;
      config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
      config.setListener(&foldCounter);
      if (failed(applyOpPatternsGreedily(worklist, frozen, config)))
        return signalPassFailure();
      counts.hoisted += hoistLoopInvariantCasts(module);
      counts.narrowed += narrowPrivateFunctionSignatures(module);
      if (counts.total() == changes)
        break;
    }

    unsigned after = countCasts();
    numCastsBefore += before;
    numCastsAfter += after;
    numMoved += counts.moved;
    numMerged += foldCounter.merged;
    numRemoved += before > after ? before - after : 0;
    numHoisted += counts.hoisted;
    numNarrowed += counts.narrowed;
    if (emitRemarks)
      module.emitRemark("mpopt-propagate-casts: ")
          << before << " casts before, " << after << " after; " << counts.moved
          << " moved, " << foldCounter.merged << " merged, " << counts.hoisted
          << " hoisted out of loops, " << counts.narrowed
          << " values carried narrow";
  }
};

} // namespace

//===- RaiseCausalMask.cpp - an attention mask's causal part as `causal` --===//
//
// transformers builds a decoder's mask as one f32 tensor [B, 1, Sq, Sk]:
// `select(causal & padding, 0, fill)` (fill -inf, or the lowest float in
// older versions), where `causal` is computed from position iotas and
// `padding` from the attention_mask argument. Raised as it is, every score
// reads a mask element and the GPU walks every key tile of every row. The
// causal part is known when the program is compiled: evaluated
// (IndexTensors.h) and found causal, it becomes the op's `causal` with
// `causal_fill(fill)` (the same logits: `fill` added where the causal part
// hides the key, also for NaN or infinite scores), and the mask keeps the
// rest, `select(padding, 0, fill)`, as small as `padding` is ([B, 1, 1,
// Sk]).
//
//===----------------------------------------------------------------------===//

#include "IndexTensors.h"
#include "RaiseAttention.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Transforms/Utils/ConstantScalars.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// The single op a generic's body computes from its block arguments, when
/// it is an `OpTy` yielded as is.
template <typename OpTy> OpTy getYielded(linalg::GenericOp generic) {
  Block &body = generic.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (yield.getNumOperands() != 1 || generic.getNumDpsInits() != 1 ||
      generic.getNumReductionLoops() != 0)
    return {};
  return yield.getOperand(0).getDefiningOp<OpTy>();
}

struct RaiseCausalMask final : OpRewritePattern<AttentionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AttentionOp op,
                                PatternRewriter &rewriter) const override {
    Value opMask = op.getMask();
    if (!opMask || op.getCausal())
      return rewriter.notifyMatchFailure(op, "no mask, or already causal");
    // A mask of fewer dimensions ([Sq, Sk]: torch's is_causal) given the
    // op's as leading units is read at its own rank.
    Value mask = opMask;
    unsigned leading = getLeadingUnits(opMask);
    if (leading)
      mask = opMask.getDefiningOp<tensor::ExpandShapeOp>().getSrc();
    int64_t rank = 4 - leading;
    // The mask: select(condition, kept, fill) elementwise.
    auto maskGeneric = mask.getDefiningOp<linalg::GenericOp>();
    auto select = maskGeneric ? getYielded<arith::SelectOp>(maskGeneric)
                              : arith::SelectOp();
    auto condition = select ? dyn_cast<BlockArgument>(select.getCondition())
                            : BlockArgument();
    if (!condition || condition.getArgNumber() >= maskGeneric.getNumDpsInputs())
      return rewriter.notifyMatchFailure(op, "the mask is not a select");
    OpOperand *conditionOperand =
        maskGeneric.getDpsInputOperand(condition.getArgNumber());
    if (!maskGeneric.getMatchingIndexingMap(conditionOperand).isIdentity() ||
        !maskGeneric.getMatchingIndexingMap(maskGeneric.getDpsInitOperand(0))
             .isIdentity())
      return rewriter.notifyMatchFailure(op, "the select broadcasts");
    std::optional<APFloat> fill = getConstantFloat(select.getFalseValue());
    if (!fill)
      return rewriter.notifyMatchFailure(op, "the fill is not a constant");

    // Its condition: causal & rest.
    auto both = conditionOperand->get().getDefiningOp<linalg::GenericOp>();
    auto conjunction = both ? getYielded<arith::AndIOp>(both) : arith::AndIOp();
    if (!conjunction || both.getNumDpsInputs() != 2 ||
        !both.getMatchingIndexingMap(both.getDpsInitOperand(0)).isIdentity())
      return rewriter.notifyMatchFailure(op, "the condition is not an and");
    OpOperand *rest = nullptr;
    for (unsigned i = 0; i < 2 && !rest; ++i) {
      auto causalArg = dyn_cast<BlockArgument>(conjunction.getOperand(i));
      auto restArg = dyn_cast<BlockArgument>(conjunction.getOperand(1 - i));
      if (!causalArg || !restArg ||
          causalArg.getArgNumber() == restArg.getArgNumber())
        continue;
      OpOperand *causal = both.getDpsInputOperand(causalArg.getArgNumber());
      OpOperand *other = both.getDpsInputOperand(restArg.getArgNumber());
      auto causalType = cast<RankedTensorType>(causal->get().getType());
      auto otherType = cast<RankedTensorType>(other->get().getType());
      if (!isBroadcastRead(both.getMatchingIndexingMap(causal),
                           causalType.getShape()) ||
          !isBroadcastRead(both.getMatchingIndexingMap(other),
                           otherType.getShape()))
        continue;
      std::optional<IndexTensor> values = evaluateIndexTensor(causal->get());
      if (values && isCausalMask(*values) &&
          values->shape[rank - 2] == op.getQ().getType().getDimSize(2) &&
          values->shape[rank - 1] == op.getK().getType().getDimSize(2))
        rest = other;
    }
    if (!rest)
      return rewriter.notifyMatchFailure(op, "no causal part");

    // Nothing else masked (torch's is_causal: `causal & true`) and zero
    // added where seen (adding +0 for -0 changes no softmax): no mask.
    std::optional<APFloat> kept = getConstantFloat(select.getTrueValue());
    if (matchPattern(rest->get(), m_One()) && kept && kept->isZero()) {
      replaceMask(rewriter, opMask, Value(), *fill, [](Operation *) {
        return true;
      });
      return success();
    }

    // The new mask: the same select of the rest, at the rest's shape, made
    // once after the old one for every attention that reads the old one.
    SmallVector<AffineMap> maps = maskGeneric.getIndexingMapsArray();
    for (auto [i, operand] : llvm::enumerate(maskGeneric.getDpsInputOperands()))
      if (i != condition.getArgNumber() && maps[i].getNumResults() != 0)
        return rewriter.notifyMatchFailure(op, "the select reads tensors");
    auto restType = cast<RankedTensorType>(rest->get().getType());
    auto maskType = cast<RankedTensorType>(mask.getType());
    SmallVector<Value> inputs(maskGeneric.getDpsInputs());
    inputs[condition.getArgNumber()] = rest->get();
    MLIRContext *context = rewriter.getContext();
    maps[condition.getArgNumber()] =
        AffineMap::getMultiDimIdentityMap(rank, context);
    maps.back() = AffineMap::getMultiDimIdentityMap(rank, context);
    auto restResultType =
        RankedTensorType::get(restType.getShape(), maskType.getElementType());
    // What `restMask` is computed before (the same block, earlier).
    auto precedes = [](Value value, Operation *user) {
      Operation *def = value.getDefiningOp();
      return def->getBlock() == user->getBlock() && def->isBeforeInBlock(user);
    };
    // The attentions raised later reuse the rest mask of the first.
    Value restMask;
    for (Operation *user : rest->get().getUsers()) {
      auto candidate = dyn_cast<linalg::GenericOp>(user);
      if (candidate && candidate != both &&
          precedes(candidate.getResult(0), op) &&
          candidate.getResultTypes() == TypeRange{restResultType} &&
          llvm::equal(candidate.getDpsInputs(), inputs) &&
          candidate.getIndexingMapsArray() == maps &&
          OperationEquivalence::isRegionEquivalentTo(
              &candidate.getRegion(), &maskGeneric.getRegion(),
              OperationEquivalence::IgnoreLocations)) {
        restMask = candidate.getResult(0);
        break;
      }
    }
    if (!restMask) {
      Location loc = maskGeneric.getLoc();
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointAfter(maskGeneric);
      Value init = tensor::EmptyOp::create(rewriter, loc, restType.getShape(),
                                           maskType.getElementType());
      auto generic = linalg::GenericOp::create(
          rewriter, loc, TypeRange{restResultType}, inputs, ValueRange{init},
          maps, maskGeneric.getIteratorTypesArray());
      rewriter.cloneRegionBefore(maskGeneric.getRegion(), generic.getRegion(),
                                 generic.getRegion().end());
      restMask = generic.getResult(0);
    }
    if (leading) {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointAfterValue(restMask);
      restMask =
          expandLeadingUnits(rewriter, restMask.getLoc(), restMask, leading);
    }
    auto precedesOp = [&](Operation *attention) {
      return precedes(restMask, attention);
    };
    replaceMask(rewriter, opMask, restMask, *fill, precedesOp);
    return success();
  }

  /// The number of leading unit dimensions an expand_shape adds to a mask
  /// of rank 2 or 3 (and nothing else), 0 if `mask` is not one.
  static unsigned getLeadingUnits(Value mask) {
    auto expand = mask.getDefiningOp<tensor::ExpandShapeOp>();
    if (!expand || expand.getSrcType().getRank() < 2)
      return 0;
    int64_t rank = expand.getSrcType().getRank();
    unsigned leading = expand.getResultType().getRank() - rank;
    SmallVector<ReassociationIndices> groups =
        expand.getReassociationIndices();
    ArrayRef<int64_t> shape = expand.getResultType().getShape();
    if (groups.front().size() != leading + 1 ||
        llvm::any_of(shape.take_front(leading),
                     [](int64_t size) { return size != 1; }))
      return 0;
    return leading;
  }

  /// The mask's shape fixes Sq and Sk: every attention reading `mask` as
  /// its mask (where `reads` allows) takes the same split, `rest` as its
  /// mask (none if null) and `causal`.
  static void replaceMask(PatternRewriter &rewriter, Value mask, Value rest,
                          const APFloat &fill,
                          llvm::function_ref<bool(Operation *)> reads) {
    for (Operation *user : llvm::to_vector(mask.getUsers())) {
      auto attention = dyn_cast<AttentionOp>(user);
      if (!attention || attention.getMask() != mask || attention.getCausal() ||
          !reads(attention))
        continue;
      rewriter.modifyOpInPlace(attention, [&] {
        if (rest)
          attention.getMaskMutable().assign(rest);
        else
          attention.getMaskMutable().clear();
        attention.setCausal(true);
        attention.setCausalFillAttr(
            rewriter.getF64FloatAttr(fill.convertToDouble()));
      });
    }
  }
};

} // namespace

void mpopt::populateRaiseCausalMaskPatterns(RewritePatternSet &patterns) {
  patterns.add<RaiseCausalMask>(patterns.getContext());
}

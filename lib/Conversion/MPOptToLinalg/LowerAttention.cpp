//===- LowerAttention.cpp - mpopt.attention as linalg ---------------------===//
//
// An attention becomes the steps its numeric semantics lists, each as the
// source program computed it: the two products as mpopt.matmul on the
// heads collapsed into the batch (the key/value heads broadcast to the
// query heads first), the scaling, mask and causal masking in one generic,
// the softmax as mpopt.softmax. The CPU build is then the program the
// attention was raised from, bit for bit; the marks let the GPU build
// call one kernel for the whole instead (lib/GPU/LibraryAttention.cpp).
//
//===----------------------------------------------------------------------===//

#include "LowerAttention.h"
#include "ScalarBuilders.h"

#include "mpopt/Conversion/MPOptToLinalg/Passes.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// An elementwise generic over `inputs` (read at `maps`) writing a new
/// tensor of `type`, its body from `body`.
Value buildElementwise(
    OpBuilder &builder, Location loc, RankedTensorType type, ValueRange inputs,
    ArrayRef<AffineMap> maps,
    function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
  Value init = tensor::EmptyOp::create(builder, loc, type.getShape(),
                                       type.getElementType());
  SmallVector<AffineMap> allMaps(maps);
  allMaps.push_back(builder.getMultiDimIdentityMap(type.getRank()));
  SmallVector<utils::IteratorType> parallel(type.getRank(),
                                            utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             builder, loc, TypeRange{type}, inputs, ValueRange{init}, allMaps,
             parallel,
             [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
               linalg::YieldOp::create(nested, nestedLoc,
                                       body(nested, nestedLoc, args));
             })
      .getResult(0);
}

/// [B, H, S, D] as [B * H, S, D].
Value collapseHeads(OpBuilder &builder, Location loc, Value value) {
  return tensor::CollapseShapeOp::create(
      builder, loc, value, ArrayRef<ReassociationIndices>{{0, 1}, {2}, {3}});
}

/// [B * H, S, D] as [B, H, S, D].
Value expandHeads(OpBuilder &builder, Location loc, Value value, int64_t batch,
                  int64_t heads) {
  auto type = cast<RankedTensorType>(value.getType());
  auto expanded = RankedTensorType::get(
      {batch, heads, type.getDimSize(1), type.getDimSize(2)},
      type.getElementType());
  return tensor::ExpandShapeOp::create(
      builder, loc, expanded, value,
      ArrayRef<ReassociationIndices>{{0, 1}, {2}, {3}});
}

struct LowerAttention final : OpRewritePattern<AttentionOp> {
  LowerAttention(MLIRContext *context, int64_t &nextId)
      : OpRewritePattern<AttentionOp>(context), nextId(nextId) {}

  LogicalResult matchAndRewrite(AttentionOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *context = op.getContext();
    int64_t id = nextId++;
    auto mark = [&](Operation *marked, StringRef name,
                    ArrayRef<NamedAttribute> fields) {
      SmallVector<NamedAttribute> all = {
          rewriter.getNamedAttr("id", rewriter.getI64IntegerAttr(id))};
      all.append(fields.begin(), fields.end());
      marked->setAttr(name, rewriter.getDictionaryAttr(all));
    };
    auto markStep = [&](Value value, StringRef step) {
      mark(value.getDefiningOp(), kAttentionStepAttrName,
           {rewriter.getNamedAttr("step", rewriter.getStringAttr(step))});
    };

    auto qType = op.getQ().getType();
    int64_t batch = qType.getDimSize(0), heads = qType.getDimSize(1);
    int64_t seqQ = qType.getDimSize(2);
    int64_t seqK = op.getK().getType().getDimSize(2);
    int64_t group = op.getGroupSize();
    double scale = op.getScale().convertToDouble();
    AttentionScaling scaling = op.getEffectiveScaling();
    Type f32 = rewriter.getF32Type();
    AffineMap identity = rewriter.getMultiDimIdentityMap(4);

    // q and k times sqrt(scale), each in its scaling type (SDPA's form).
    Value q = op.getQ(), k = op.getK(), v = op.getV();
    if (scaling == AttentionScaling::operands)
      for (Value *operand : {&q, &k}) {
        Type scalingType = op.getOperandScalingType(*operand);
        auto type = cast<RankedTensorType>(operand->getType())
                        .clone(scalingType);
        *operand = buildElementwise(
            rewriter, loc, type, *operand, identity,
            [&](OpBuilder &builder, Location bodyLoc, ValueRange args) {
              Value factor = floatConstant(builder, bodyLoc, scalingType,
                                           std::sqrt(scale));
              return arith::MulFOp::create(
                  builder, bodyLoc,
                  convertScalar(builder, bodyLoc, args[0], scalingType),
                  factor);
            });
        markStep(*operand, "scale");
      }

    // Key/value heads read by `group` query heads each.
    if (group > 1)
      for (Value *operand : {&k, &v}) {
        auto type = cast<RankedTensorType>(operand->getType());
        auto broadcast = RankedTensorType::get(
            {batch, heads, type.getDimSize(2), type.getDimSize(3)},
            type.getElementType());
        AffineExpr b, h, s, d;
        bindDims(context, b, h, s, d);
        AffineMap read = AffineMap::get(4, 0, {b, h.floorDiv(group), s, d},
                                        context);
        *operand = buildElementwise(
            rewriter, loc, broadcast, *operand, read,
            [](OpBuilder &, Location, ValueRange args) { return args[0]; });
        markStep(*operand, "broadcast");
      }

    Type multiply = op.getMultiplyType();
    auto product = [&](Value lhs, Value rhs, bool transposeRhs,
                       Type resultElement, StringRef lhsRole,
                       StringRef rhsRole) {
      Value lhs3 = collapseHeads(rewriter, loc, lhs);
      Value rhs3 = collapseHeads(rewriter, loc, rhs);
      auto lhsType = cast<RankedTensorType>(lhs3.getType());
      auto rhsType = cast<RankedTensorType>(rhs3.getType());
      auto resultType = RankedTensorType::get(
          {lhsType.getDimSize(0), lhsType.getDimSize(1),
           rhsType.getDimSize(transposeRhs ? 1 : 2)},
          resultElement);
      auto matmul = MatmulOp::create(
          rewriter, loc, resultType, /*amax=*/Type(), lhs3, rhs3,
          /*bias=*/Value(), /*scale_lhs=*/Value(), /*scale_rhs=*/Value(),
          /*scale_result=*/Value(), multiply, f32, /*transpose_lhs=*/false,
          transposeRhs, ActivationAttr(), /*saturate=*/false);
      mark(matmul, kAttentionOperandsAttrName,
           {rewriter.getNamedAttr("lhs", rewriter.getStringAttr(lhsRole)),
            rewriter.getNamedAttr("rhs", rewriter.getStringAttr(rhsRole))});
      return expandHeads(rewriter, loc, matmul.getResult(), batch, heads);
    };

    Type scoreType = op.getScoreType();
    Value scores = product(q, k, /*transposeRhs=*/true, scoreType, "q", "k");

    // Scaling, mask and causal masking: the logits.
    Type logitsType = op.getLogitsType();
    SmallVector<Value> inputs = {scores};
    SmallVector<AffineMap> maps = {identity};
    if (Value mask = op.getMask()) {
      auto maskType = cast<RankedTensorType>(mask.getType());
      SmallVector<AffineExpr> exprs;
      for (int64_t i = 0; i < 4; ++i)
        exprs.push_back(maskType.getDimSize(i) == 1
                            ? getAffineConstantExpr(0, context)
                            : getAffineDimExpr(i, context));
      inputs.push_back(mask);
      maps.push_back(AffineMap::get(4, 0, exprs, context));
    }
    auto logitsTensorType =
        RankedTensorType::get({batch, heads, seqQ, seqK}, logitsType);
    Value logits = buildElementwise(
        rewriter, loc, logitsTensorType, inputs, maps,
        [&](OpBuilder &builder, Location bodyLoc, ValueRange args) {
          Value value = args[0];
          if (scaling == AttentionScaling::multiply)
            value = arith::MulFOp::create(
                builder, bodyLoc, value,
                floatConstant(builder, bodyLoc, scoreType, scale));
          else if (scaling == AttentionScaling::divide)
            value = arith::DivFOp::create(
                builder, bodyLoc, value,
                floatConstant(builder, bodyLoc, scoreType, 1.0 / scale));
          value = convertScalar(builder, bodyLoc, value, logitsType);
          Value hidden;
          if (op.getCausal()) {
            // Query i sees the keys up to i + Sk - Sq (the queries are the
            // last Sq positions of the Sk).
            Value row = linalg::IndexOp::create(builder, bodyLoc, 2);
            Value column = linalg::IndexOp::create(builder, bodyLoc, 3);
            Value last = arith::AddIOp::create(
                builder, bodyLoc, row,
                arith::ConstantIndexOp::create(builder, bodyLoc, seqK - seqQ));
            hidden = arith::CmpIOp::create(
                builder, bodyLoc, arith::CmpIPredicate::sgt, column, last);
          }
          // The addend: the mask element, or the causal fill where the
          // causal mask hides the key (in the mask's place and type).
          // Without a mask, the fill alone, only where hidden.
          Value addend = op.getMask() ? args[1] : Value();
          if (std::optional<APFloat> fill = op.getCausalFill()) {
            Type fillType = addend ? addend.getType() : logitsType;
            Value fillValue = floatConstant(builder, bodyLoc, fillType,
                                            fill->convertToDouble());
            if (addend) {
              addend = arith::SelectOp::create(builder, bodyLoc, hidden,
                                               fillValue, addend);
            } else {
              Value filled =
                  arith::AddFOp::create(builder, bodyLoc, value, fillValue);
              value = arith::SelectOp::create(builder, bodyLoc, hidden, filled,
                                              value);
            }
          }
          if (addend)
            value = arith::AddFOp::create(
                builder, bodyLoc, value,
                convertScalar(builder, bodyLoc, addend, logitsType));
          if (op.getCausal() && !op.getCausalFill())
            value = arith::SelectOp::create(
                builder, bodyLoc, hidden,
                floatConstant(builder, bodyLoc, logitsType,
                              -std::numeric_limits<double>::infinity()),
                value);
          return value;
        });
    markStep(logits, "logits");

    Type probabilityType = op.getProbabilityType();
    Value probabilities =
        SoftmaxOp::create(
            rewriter, loc,
            RankedTensorType::get({batch, heads, seqQ, seqK}, probabilityType),
            logits, /*axis=*/3, op.getSoftmaxType(), op.getReciprocal())
            .getResult();
    if (op.getZeroMaskedRows())
      probabilities = zeroMaskedRows(rewriter, loc, logits, probabilities);

    Value result = product(probabilities, v, /*transposeRhs=*/false,
                           op.getResult().getType().getElementType(), "p",
                           "v");
    SmallVector<NamedAttribute> attributes = {
        rewriter.getNamedAttr("scale", op.getScaleAttr()),
        rewriter.getNamedAttr("causal", rewriter.getBoolAttr(op.getCausal())),
        rewriter.getNamedAttr("zero_masked_rows",
                              rewriter.getBoolAttr(op.getZeroMaskedRows()))};
    if (FloatAttr fill = op.getCausalFillAttr())
      attributes.push_back(rewriter.getNamedAttr("causal_fill", fill));
    mark(result.getDefiningOp(), kAttentionAttrName, attributes);
    rewriter.replaceOp(op, result);
    return success();
  }

  /// `probabilities` with the rows where every logit is -inf set to 0.
  static Value zeroMaskedRows(OpBuilder &builder, Location loc, Value logits,
                              Value probabilities) {
    MLIRContext *context = builder.getContext();
    auto type = cast<RankedTensorType>(probabilities.getType());
    auto logitsType = cast<RankedTensorType>(logits.getType());
    Type i1 = builder.getI1Type();
    SmallVector<int64_t> rowShape(type.getShape().drop_back());
    Value rowInit = tensor::EmptyOp::create(builder, loc, rowShape, i1);
    Value allTrue = arith::ConstantOp::create(builder, loc,
                                              builder.getBoolAttr(true));
    Value init =
        linalg::FillOp::create(builder, loc, allTrue, rowInit).getResult(0);
    AffineExpr b, h, i, j;
    bindDims(context, b, h, i, j);
    AffineMap identity = builder.getMultiDimIdentityMap(4);
    AffineMap row = AffineMap::get(4, 0, {b, h, i}, context);
    SmallVector<utils::IteratorType> iterators(3,
                                               utils::IteratorType::parallel);
    iterators.push_back(utils::IteratorType::reduction);
    Value masked =
        linalg::GenericOp::create(
            builder, loc, TypeRange{init.getType()}, logits, init,
            ArrayRef<AffineMap>{identity, row}, iterators,
            [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
              Value isMasked = arith::CmpFOp::create(
                  nested, nestedLoc, arith::CmpFPredicate::OEQ, args[0],
                  floatConstant(nested, nestedLoc, logitsType.getElementType(),
                                -std::numeric_limits<double>::infinity()));
              linalg::YieldOp::create(
                  nested, nestedLoc,
                  arith::AndIOp::create(nested, nestedLoc, isMasked, args[1])
                      .getResult());
            })
            .getResult(0);
    return buildElementwise(
        builder, loc, type, {masked, probabilities}, {row, identity},
        [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
          return arith::SelectOp::create(
              nested, nestedLoc, args[0],
              floatConstant(nested, nestedLoc, type.getElementType(), 0.0),
              args[1]);
        });
  }

  int64_t &nextId;
};

} // namespace

void mpopt::populateLowerAttentionPatterns(RewritePatternSet &patterns,
                                           int64_t &nextId) {
  patterns.add<LowerAttention>(patterns.getContext(), nextId);
}

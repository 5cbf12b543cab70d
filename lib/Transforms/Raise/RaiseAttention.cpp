//===- RaiseAttention.cpp - attention from matmuls and a softmax ----------===//
//
// Exporters write attention as a batch matmul of the queries and the
// transposed keys (heads collapsed into the batch), a scaling, a mask
// addition, a softmax and a batch matmul with the values: after the
// matmuls and the softmax are raised, the chain from the second matmul
// back to the queries, keys and values becomes one mpopt.attention when
// every step is one the op states (docs/raising.md): torch-mlir's eager
// form (scores times or divided by a constant), its SDPA decomposition
// (both operands times sqrt(scale), the safe softmax's zeroed rows), the
// key/value heads broadcast to the query heads (grouped-query attention),
// and the roundings of AMP programs between the steps.
//
//===----------------------------------------------------------------------===//

#include "RaiseAttention.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Transforms/Utils/ConstantScalars.h"
#include "mpopt/Transforms/Utils/ElementGraph.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

#include <cmath>

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// A rounding the raised op can take in: an mpopt.cast to nearest even,
/// not saturating.
CastOp getRounding(Operation *op) {
  auto cast = dyn_cast_or_null<CastOp>(op);
  if (!cast || cast.getEffectiveRounding() != RoundingMode::nearest_even ||
      cast.getSaturate())
    return {};
  return cast;
}

/// The only user of `value`, if it has one.
Operation *getOnlyUser(Value value) {
  return value.hasOneUse() ? *value.user_begin() : nullptr;
}

/// The float constant `value` is, if it is one: a constant or a pure
/// computation of constants (torch-mlir's `head_dim ** -0.5` rounded from
/// f64 in the body), as the program rounds it.
std::optional<double> getFloatConstant(Value value) {
  std::optional<APFloat> constant = getConstantFloat(value);
  if (!constant)
    return std::nullopt;
  return constant->convertToDouble();
}

/// Whether `type` holds `value` exactly.
bool isExactIn(double value, Type type) {
  bool losesInfo = false;
  APFloat converted(value);
  converted.convert(cast<FloatType>(type).getFloatSemantics(),
                    APFloat::rmNearestTiesToEven, &losesInfo);
  return !losesInfo;
}

/// `value` rounded to `type` (nearest even), as a double.
double roundTo(double value, Type type) {
  bool losesInfo = false;
  APFloat converted(value);
  converted.convert(cast<FloatType>(type).getFloatSemantics(),
                    APFloat::rmNearestTiesToEven, &losesInfo);
  return converted.convertToDouble();
}

/// A body value read from the generic's input `index`: the yielded scalar
/// of the elementwise generic producing that input when it reads it at its
/// own indices, stepping into fused and unfused forms alike; the block
/// argument itself otherwise.
Value stepIntoProducer(linalg::GenericOp generic, BlockArgument argument) {
  OpOperand *operand = generic.getMatchingOpOperand(argument);
  if (!generic.isDpsInput(operand) ||
      !generic.getMatchingIndexingMap(operand).isIdentity())
    return argument;
  auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
  if (!isElementwise(producer))
    return argument;
  return producer.getBody()->getTerminator()->getOperand(0);
}

/// The tensor a body value `scalar` of `generic` (or of a generic feeding
/// it elementwise) reads, and the map it reads it at; failure for a
/// computed value.
FailureOr<std::pair<Value, AffineMap>> getReadTensor(Value scalar) {
  auto argument = dyn_cast<BlockArgument>(scalar);
  if (!argument)
    return failure();
  auto generic = dyn_cast<linalg::GenericOp>(argument.getOwner()->getParentOp());
  if (!generic)
    return failure();
  OpOperand *operand = generic.getMatchingOpOperand(argument);
  if (!generic.isDpsInput(operand))
    return failure();
  return std::make_pair(operand->get(),
                        generic.getMatchingIndexingMap(operand));
}

/// `scalar` looked through exact widenings (arith.extf, a value-preserving
/// mpopt.cast) and into the generics producing it elementwise.
Value skipWidening(Value scalar) {
  while (true) {
    Operation *op = scalar.getDefiningOp();
    if (isa_and_nonnull<arith::ExtFOp>(op)) {
      scalar = op->getOperand(0);
      continue;
    }
    if (auto cast = dyn_cast_or_null<CastOp>(op); cast &&
                                                  cast.isValuePreserving()) {
      scalar = cast.getInput();
      continue;
    }
    if (auto argument = dyn_cast<BlockArgument>(scalar)) {
      if (auto generic = dyn_cast<linalg::GenericOp>(
              argument.getOwner()->getParentOp())) {
        Value inner = stepIntoProducer(generic, argument);
        if (inner != scalar) {
          scalar = inner;
          continue;
        }
      }
    }
    return scalar;
  }
}

/// What the logits (the softmax's input) are made of.
struct Logits {
  /// The scores as the product rounded them: a rank-4 tensor.
  Value scores;
  Value mask;
  /// Leading dimensions of the logits the mask leaves out (a [Sq, Sk] mask
  /// of [B, H, Sq, Sk] logits: 2), which it is broadcast along.
  unsigned maskLeadingUnits = 0;
  AttentionScaling scaling = AttentionScaling::multiply;
  double scale = 1.0;
};

/// `s [* c | / c] [+ mask]` where the mask is added in the logits' type and
/// the scaling in the scores' type; the logits are `yielded` in a generic
/// of the logits' type.
FailureOr<Logits> matchLogits(Value logits) {
  Logits match;
  auto root = logits.getDefiningOp<linalg::GenericOp>();
  if (!isElementwise(root) || root->getResult(0) != logits) {
    match.scores = logits;
    return match;
  }
  Type logitsType = getElementTypeOrSelf(logits);
  Value value = root.getBody()->getTerminator()->getOperand(0);
  auto strict = [](Operation *op) {
    auto fastMath = dyn_cast<arith::ArithFastMathInterface>(op);
    return !fastMath || !fastMath.getFastMathFlagsAttr() ||
           fastMath.getFastMathFlagsAttr().getValue() ==
               arith::FastMathFlags::none;
  };
  auto getTensor = [](Value scalar) -> Value {
    FailureOr<std::pair<Value, AffineMap>> read = getReadTensor(scalar);
    if (failed(read) || !read->second.isIdentity())
      return {};
    return read->first;
  };
  if (auto add = value.getDefiningOp<arith::AddFOp>()) {
    if (!strict(add) || add.getType() != logitsType)
      return failure();
    for (unsigned index : {0u, 1u}) {
      FailureOr<std::pair<Value, AffineMap>> mask =
          getReadTensor(skipWidening(add->getOperand(1 - index)));
      auto maskType =
          succeeded(mask) ? dyn_cast<RankedTensorType>(mask->first.getType())
                          : RankedTensorType();
      std::optional<unsigned> gap =
          maskType ? getBroadcastReadGap(mask->second, maskType.getShape())
                   : std::nullopt;
      if (!maskType || !isa<FloatType>(maskType.getElementType()) || !gap ||
          maskType.getRank() == 0)
        continue;
      match.mask = mask->first;
      match.maskLeadingUnits = *gap;
      value = skipWidening(add->getOperand(index));
      break;
    }
    if (!match.mask)
      return failure();
  }
  // The scaling, in the scores' type.
  Operation *scaling = value.getDefiningOp();
  if (isa_and_nonnull<arith::MulFOp, arith::DivFOp>(scaling)) {
    if (!strict(scaling))
      return failure();
    bool divide = isa<arith::DivFOp>(scaling);
    std::optional<double> constant = getFloatConstant(scaling->getOperand(1));
    unsigned scoreIndex = 0;
    if (!constant && !divide) {
      constant = getFloatConstant(scaling->getOperand(0));
      scoreIndex = 1;
    }
    if (!constant || *constant == 0.0 || !std::isfinite(*constant))
      return failure();
    Type scoreType = scaling->getResult(0).getType();
    match.scaling =
        divide ? AttentionScaling::divide : AttentionScaling::multiply;
    match.scale = divide ? 1.0 / *constant : *constant;
    // The op rounds 1 / scale to the scores' type: that must be the
    // divisor again.
    if (divide && roundTo(1.0 / match.scale, scoreType) != *constant)
      return failure();
    value = scaling->getOperand(scoreIndex);
    while (auto argument = dyn_cast<BlockArgument>(value)) {
      auto generic =
          dyn_cast<linalg::GenericOp>(argument.getOwner()->getParentOp());
      Value inner = generic ? stepIntoProducer(generic, argument) : value;
      if (inner == value)
        break;
      value = inner;
    }
    match.scores = getTensor(value);
    if (!match.scores || getElementTypeOrSelf(match.scores) != scoreType)
      return failure();
    return match;
  }
  match.scores = getTensor(value);
  if (!match.scores)
    return failure();
  return match;
}

/// The [B, Hkv, S, D] source of a [B, Hkv, G, S, D] broadcast (what
/// `repeat_kv` writes), or null.
Value matchBroadcast(Value value) {
  auto broadcast = value.getDefiningOp<linalg::GenericOp>();
  if (!isElementwise(broadcast) || broadcast.getNumDpsInputs() != 1 ||
      broadcast.getBody()->getTerminator()->getOperand(0) !=
          broadcast.getBody()->getArgument(0))
    return {};
  MLIRContext *context = broadcast.getContext();
  AffineMap read = AffineMap::get(
      5, 0,
      {getAffineDimExpr(0, context), getAffineDimExpr(1, context),
       getAffineDimExpr(3, context), getAffineDimExpr(4, context)},
      context);
  if (broadcast.getMatchingIndexingMap(broadcast.getDpsInputOperand(0)) !=
      read)
    return {};
  return broadcast.getDpsInputs()[0];
}

/// A [B, H, ...] operand of an attention recovered from the 3-D operand of
/// a matmul that collapses its heads into the batch.
struct Heads {
  /// [B, Hkv, S, D] (keys and values) or [B, H, S, D]; null in a dry run
  /// where it would be a new op.
  Value value;
  RankedTensorType type;
  /// The constant the operand was multiplied by, in its type, if any.
  std::optional<double> factor;
  /// The type of an exact widening after the operand's rounding (autocast's
  /// round trip), which the op's conversion to the multiply type replaces.
  Type widened;
  /// Where the program multiplies by `factor` in a wider type, then rounds
  /// (torch-mlir's f32 factor on an f32 operand that autocast's conversion
  /// rounds for the batch matmul): that type and the rounding's, which the
  /// op's conversion to the multiply type then is.
  Type scaledIn, roundedTo;
};

/// `value` ([B, H, x, y]) with its last two dimensions swapped, composing
/// with the transpose producing it; its type in `type`. Without a rewriter,
/// null where that takes a new transpose.
Value swapLast(PatternRewriter *rewriter, Location loc, Value value,
               RankedTensorType &type) {
  SmallVector<int64_t> permutation = {0, 1, 3, 2};
  if (auto transpose = value.getDefiningOp<linalg::TransposeOp>()) {
    ArrayRef<int64_t> inner = transpose.getPermutation();
    permutation = {inner[0], inner[1], inner[3], inner[2]};
    value = transpose.getInput();
  }
  auto source = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape;
  for (int64_t dim : permutation)
    shape.push_back(source.getDimSize(dim));
  type = RankedTensorType::get(shape, source.getElementType());
  if (llvm::equal(permutation, llvm::seq<int64_t>(0, 4)))
    return value;
  if (!rewriter)
    return {};
  Value init =
      tensor::EmptyOp::create(*rewriter, loc, shape, type.getElementType());
  return linalg::TransposeOp::create(*rewriter, loc, value, init, permutation)
      .getResult()[0];
}

/// The heads of `operand` ([B * H, x, y]): [B, H, x, y] (with x and y
/// swapped when `swap`), looking through the multiplication by a constant
/// of SDPA's decomposition and the broadcast of key/value heads to query
/// heads. Without a rewriter, a dry run: what it would find, creating
/// nothing.
FailureOr<Heads> recoverHeads(PatternRewriter *rewriter, Location loc,
                              Value operand, int64_t batch, int64_t heads,
                              bool swap) {
  auto type = cast<RankedTensorType>(operand.getType());
  Heads result;
  Value value;
  // AMP's conversion of the batch matmul's operand after the heads were
  // collapsed into the batch: it commutes with the collapse.
  CastOp conversion = operand.getDefiningOp<CastOp>();
  auto collapsed = conversion ? conversion.getInput()
                                    .getDefiningOp<tensor::CollapseShapeOp>()
                              : tensor::CollapseShapeOp();
  if (collapsed && (collapsed.getReassociationIndices() ==
                        SmallVector<ReassociationIndices>{{0, 1}, {2}, {3}} ||
                    (collapsed.getReassociationIndices() ==
                         SmallVector<ReassociationIndices>{{0, 1, 2}, {3}, {4}} &&
                     matchBroadcast(collapsed.getSrc()))))
    operand = collapsed.getResult();
  else
    conversion = nullptr;
  auto collapse = operand.getDefiningOp<tensor::CollapseShapeOp>();
  SmallVector<ReassociationIndices> groups;
  if (collapse)
    groups = collapse.getReassociationIndices();
  auto srcType = collapse ? collapse.getSrcType() : RankedTensorType();
  if (collapse && groups == SmallVector<ReassociationIndices>{{0, 1}, {2}, {3}})
    value = collapse.getSrc();
  else if (collapse &&
           groups == SmallVector<ReassociationIndices>{{0, 1, 2}, {3}, {4}}) {
    // The broadcast heads collapsed with the batch at once: the broadcast
    // is read below.
    if (srcType.getDimSize(0) != batch ||
        srcType.getDimSize(1) * srcType.getDimSize(2) != heads)
      return failure();
    // A conversion of the broadcast (AMP's, of v, before or after the
    // collapse) commutes with it: the op reads the key/value heads
    // converted.
    auto broadcastConversion = collapse.getSrc().getDefiningOp<CastOp>();
    if (broadcastConversion && conversion)
      return failure();
    if (conversion)
      broadcastConversion = conversion;
    Value broadcast = broadcastConversion &&
                              broadcastConversion != conversion
                          ? broadcastConversion.getInput()
                          : collapse.getSrc();
    if (Value source = matchBroadcast(broadcast)) {
      result.value = source;
      result.type = cast<RankedTensorType>(source.getType());
      if (broadcastConversion) {
        result.type = result.type.clone(
            broadcastConversion.getResultElementType());
        result.value = rewriter ? CastOp::create(*rewriter, loc, result.type,
                                                 source)
                                      .getResult()
                                : Value();
      }
      return result;
    }
    int64_t x = srcType.getDimSize(3), y = srcType.getDimSize(4);
    if (swap)
      std::swap(x, y);
    result.type =
        RankedTensorType::get({batch, heads, x, y}, srcType.getElementType());
    if (!rewriter)
      return result;
    value = tensor::CollapseShapeOp::create(
        *rewriter, loc, collapse.getSrc(),
        ArrayRef<ReassociationIndices>{{0}, {1, 2}, {3}, {4}});
  } else if (rewriter)
    value = tensor::ExpandShapeOp::create(
        *rewriter, loc,
        RankedTensorType::get({batch, heads, type.getDimSize(1),
                               type.getDimSize(2)},
                              type.getElementType()),
        operand, ArrayRef<ReassociationIndices>{{0, 1}, {2}, {3}});
  else {
    // A dry run: the operand expanded is no product of anything below.
    int64_t x = type.getDimSize(1), y = type.getDimSize(2);
    if (swap)
      std::swap(x, y);
    result.type =
        RankedTensorType::get({batch, heads, x, y}, type.getElementType());
    return result;
  }
  auto valueType = cast<RankedTensorType>(value.getType());
  if (valueType.getDimSize(0) != batch || valueType.getDimSize(1) != heads)
    return failure();

  // x * c in x's type and a conversion (AMP's), in either order; the
  // conversion applies to the heads as well before the transposes and the
  // broadcast: it is applied to what they read.
  for (int step = 0; step < 2; ++step) {
    if (!conversion && (conversion = value.getDefiningOp<CastOp>())) {
      value = conversion.getInput();
      continue;
    }
    // A multiplication below a rounding is in a wider type than the op's
    // operand: it is the op's scaling type, the rounding the op's
    // conversion to the multiply type.
    if (result.factor ||
        (conversion && (conversion.isValuePreserving() ||
                        conversion.getSaturate())))
      break;
    if (auto generic = value.getDefiningOp<linalg::GenericOp>();
        isElementwise(generic) && generic.getNumDpsInputs() == 1 &&
        generic.getMatchingIndexingMap(generic.getDpsInputOperand(0))
            .isIdentity()) {
      Value yielded = generic.getBody()->getTerminator()->getOperand(0);
      auto multiply = yielded.getDefiningOp<arith::MulFOp>();
      Block *body = generic.getBody();
      if (multiply && multiply.getLhs() == body->getArgument(0) &&
          multiply.getType() == getElementTypeOrSelf(value) &&
          (!multiply.getFastmathAttr() ||
           multiply.getFastmathAttr().getValue() == arith::FastMathFlags::none))
        if (std::optional<double> factor = getFloatConstant(multiply.getRhs())) {
          result.factor = factor;
          value = generic.getDpsInputs()[0];
          if (conversion) {
            result.scaledIn = multiply.getType();
            result.roundedTo = conversion.getResultElementType();
            conversion = nullptr;
          }
        }
    }
  }
  result.type = cast<RankedTensorType>(value.getType());
  if (swap)
    value = swapLast(rewriter, loc, value, result.type);

  // The conversion may as well come between the transpose and the
  // broadcast.
  if (value && !conversion && (conversion = value.getDefiningOp<CastOp>()))
    value = conversion.getInput();
  // A rounding widened back exactly: the rounding is the conversion (it
  // commutes with the broadcast as well), the widening the op's own.
  if (auto rounding = value ? value.getDefiningOp<CastOp>() : CastOp();
      rounding && conversion && conversion.isValuePreserving() &&
      !rounding.isValuePreserving()) {
    result.widened = conversion.getResultElementType();
    conversion = rounding;
    value = rounding.getInput();
  }

  // Key/value heads broadcast to the query heads and collapsed with them.
  result.value = value;
  auto heads5 =
      value ? value.getDefiningOp<tensor::CollapseShapeOp>() : nullptr;
  if (heads5 && heads5.getReassociationIndices() ==
                    SmallVector<ReassociationIndices>{{0}, {1, 2}, {3}, {4}})
    if (Value source = matchBroadcast(heads5.getSrc())) {
      result.value = source;
      result.type = cast<RankedTensorType>(source.getType());
    }
  if (!conversion)
    return result;
  result.type = RankedTensorType::get(result.type.getShape(),
                                      conversion.getResultElementType());
  result.value = rewriter && result.value
                     ? CastOp::create(*rewriter, loc, result.type,
                                      result.value,
                                      conversion.getRoundingAttr(),
                                      conversion.getSaturate())
                           .getResult()
                     : Value();
  return result;
}

/// A matmul an attention takes in: batched, f32 accumulation, nothing
/// else (a transposed lhs where allowed).
bool isPlainProduct(MatmulOp matmul, bool allowTransposedLhs = false) {
  return matmul && matmul.getResult().getType().getRank() == 3 &&
         (allowTransposedLhs || !matmul.getTransposeLhs()) &&
         !matmul.getBias() && !matmul.getScaleLhs() && !matmul.getScaleRhs() &&
         !matmul.getScaleResult() && !matmul.getActivation() &&
         !matmul.getAmax() && !matmul.getSaturate() &&
         matmul.getAccumulatorType().isF32();
}

/// `value` through one rounding, if it has one: the rounded value. A
/// rounding of an f32 value the op computes in f32 is the op rounding to
/// the cast's type.
Value takeRounding(Value value) {
  if (!getElementTypeOrSelf(value).isF32())
    return value;
  if (CastOp cast = getRounding(getOnlyUser(value)))
    return cast.getResult();
  return value;
}

/// `rows` zeroed where every logit of the row is -inf, as torch's safe
/// softmax writes it: select(all(logits == -inf), 0, rows); the
/// reduction a generic or a linalg.reduce whose row is expanded back to
/// [B, H, Sq, 1] (TOSA's reduce_all), the -inf a constant or a splat
/// tensor's element, the logits compared as they are or widened exactly.
Value matchZeroedRows(linalg::GenericOp select, Value logits) {
  if (!isElementwise(select) || select.getNumDpsInputs() != 3)
    return {};
  Block *body = select.getBody();
  auto choice = body->getTerminator()->getOperand(0).getDefiningOp<arith::SelectOp>();
  if (!choice || choice.getCondition() != body->getArgument(0) ||
      choice.getTrueValue() != body->getArgument(1) ||
      choice.getFalseValue() != body->getArgument(2))
    return {};
  DenseFPElementsAttr zeros;
  std::optional<double> zero = getFloatConstant(select.getDpsInputs()[1]);
  if (!(matchPattern(select.getDpsInputs()[1], m_Constant(&zeros)) &&
        zeros.isSplat() && zeros.getSplatValue<APFloat>().isPosZero()) &&
      !(zero && *zero == 0.0 && !std::signbit(*zero)))
    return {};
  // all(...) over the row, kept as [B, H, Sq, 1].
  Value row = select.getDpsInputs()[0];
  if (auto expand = row.getDefiningOp<tensor::ExpandShapeOp>();
      expand && expand.getResultType().getRank() ==
                    expand.getSrcType().getRank() + 1 &&
      expand.getResultType().getShape().back() == 1 &&
      expand.getReassociationIndices().back().size() == 2)
    row = expand.getSrc();
  auto all = row.getDefiningOp<linalg::LinalgOp>();
  if (!all || all->getNumResults() != 1 || all.getNumDpsInputs() != 1 ||
      all.getNumReductionLoops() != 1 ||
      all.getIteratorTypesArray().back() != utils::IteratorType::reduction)
    return {};
  auto fill = all.getDpsInits()[0].getDefiningOp<linalg::FillOp>();
  IntegerAttr start;
  if (!fill || !matchPattern(fill.getInputs()[0], m_Constant(&start)) ||
      !start.getValue().isAllOnes())
    return {};
  Block *allBody = all.getBlock();
  auto conjunction =
      allBody->getTerminator()->getOperand(0).getDefiningOp<arith::AndIOp>();
  if (!conjunction)
    return {};
  auto compare = dyn_cast<BlockArgument>(conjunction.getLhs()) ==
                         allBody->getArgument(0)
                     ? conjunction.getLhs()
                     : conjunction.getRhs();
  if (compare != allBody->getArgument(0))
    return {};
  // The all-reduction reads (logits == -inf), elementwise, the logits as
  // they are or widened exactly first; its other inputs are constants.
  auto test = all.getDpsInputs()[0].getDefiningOp<linalg::GenericOp>();
  Value tested = test ? test.getDpsInputs()[0] : Value();
  if (auto widening = tested ? tested.getDefiningOp<CastOp>() : nullptr;
      widening && widening.isValuePreserving())
    tested = widening.getInput();
  if (!isElementwise(test) || tested != logits ||
      !llvm::all_of(ArrayRef(test.getDpsInputs()).drop_front(),
                    [](Value input) {
        return matchPattern(input, m_Constant());
      }))
    return {};
  auto equal = test.getBody()
                   ->getTerminator()
                   ->getOperand(0)
                   .getDefiningOp<arith::CmpFOp>();
  Value compared = equal ? equal.getLhs() : Value();
  if (auto widened = compared ? compared.getDefiningOp<arith::ExtFOp>() : nullptr)
    compared = widened.getIn();
  else if (auto cast = compared ? compared.getDefiningOp<CastOp>() : nullptr;
           cast && cast.isValuePreserving())
    compared = cast.getInput();
  if (!equal || equal.getPredicate() != arith::CmpFPredicate::OEQ ||
      compared != test.getBody()->getArgument(0))
    return {};
  std::optional<double> infinity = getFloatConstant(equal.getRhs());
  if (!infinity || !std::isinf(*infinity) || *infinity > 0)
    return {};
  return select->getResult(0);
}

/// The second product of an attention, P . V, and everything before it
/// back to the queries, keys and values -> mpopt.attention.
struct RaiseAttention final : OpRewritePattern<MatmulOp> {
  RaiseAttention(MLIRContext *context, unsigned &raised)
      : OpRewritePattern<MatmulOp>(context), raised(raised) {}

  LogicalResult matchAndRewrite(MatmulOp values,
                                PatternRewriter &rewriter) const override {
    if (!isPlainProduct(values))
      return rewriter.notifyMatchFailure(values, "not a plain batch matmul");
    // V . P^T (a UNet's `bmm(v, attn^T)`, v [B, Dv, Sk]): the attention's
    // result transposed, v^T its values.
    bool transposed = values.getTransposeRhs();
    Value probabilityOperand = transposed ? values.getRhs() : values.getLhs();
    Value valueOperand = transposed ? values.getLhs() : values.getRhs();
    // P^T as a transpose of the softmax, as torch-mlir writes it.
    if (auto transpose = values.getRhs().getDefiningOp<linalg::TransposeOp>();
        !transposed && transpose &&
        transpose.getPermutation() == ArrayRef<int64_t>{0, 2, 1}) {
      Value rows = transpose.getInput();
      if (CastOp rounding = getRounding(rows.getDefiningOp()))
        rows = rounding.getInput();
      if (rows.getDefiningOp<SoftmaxOp>()) {
        transposed = true;
        probabilityOperand = transpose.getInput();
        valueOperand = values.getLhs();
      }
    }
    Type multiply = values.getMultiplyType();
    if (!multiply.isF32() && !multiply.isBF16() && !multiply.isF16())
      return rewriter.notifyMatchFailure(values, "multiplies in another type");

    // The result: [B * H, Sq, Dv] (rounded) expanded to [B, H, Sq, Dv]
    // (rounded).
    Value output = takeRounding(values.getResult());
    Operation *outputUser = getOnlyUser(output);
    // A rounded result widened again exactly (autocast's bf16 result read
    // as f32): the op writes the rounded one, the widening stays after it.
    auto widening = dyn_cast_or_null<CastOp>(outputUser);
    if (widening && output != values.getResult() &&
        widening.isValuePreserving())
      outputUser = getOnlyUser(widening.getResult());
    else
      widening = {};
    auto expand = dyn_cast_or_null<tensor::ExpandShapeOp>(outputUser);
    if (expand && expand.getReassociationIndices() !=
                      SmallVector<ReassociationIndices>{{0, 1}, {2}, {3}})
      expand = {};
    // Heads folded into the batch all along ([B * H, S, D] operands, a 3-D
    // softmax, as a hand-written bmm attention has them): the op sees one
    // head per batch, its result collapsed back.
    Value lhs = probabilityOperand;
    if (CastOp rounding = getRounding(lhs.getDefiningOp()))
      lhs = rounding.getInput();
    bool folded = !expand && !lhs.getDefiningOp<tensor::CollapseShapeOp>();
    if (transposed && !folded)
      return rewriter.notifyMatchFailure(
          values, "transposed result with the heads expanded");
    if (!folded && !expand)
      return rewriter.notifyMatchFailure(values,
                                         "result not expanded to heads");
    Value result;
    RankedTensorType resultType;
    if (folded) {
      widening = {};
      result = output;
      auto type = cast<RankedTensorType>(output.getType());
      int64_t rows = type.getDimSize(1), columns = type.getDimSize(2);
      if (transposed)
        std::swap(rows, columns);
      resultType = RankedTensorType::get({type.getDimSize(0), 1, rows, columns},
                                         type.getElementType());
    } else {
      result = expand.getResult();
      if (output == values.getResult())
        result = takeRounding(result);
      resultType = cast<RankedTensorType>(result.getType());
      if (widening)
        resultType = resultType.clone(getElementTypeOrSelf(output));
    }
    int64_t batch = resultType.getDimSize(0), heads = resultType.getDimSize(1);

    // The probabilities: the softmax, its rows zeroed where all is masked,
    // rounded once, heads collapsed.
    Value probabilities = probabilityOperand;
    if (CastOp rounding = getRounding(probabilities.getDefiningOp()))
      probabilities = rounding.getInput();
    Value rows = probabilities;
    if (!folded) {
      auto collapse = probabilities.getDefiningOp<tensor::CollapseShapeOp>();
      if (!collapse || collapse.getReassociationIndices() !=
                           SmallVector<ReassociationIndices>{{0, 1}, {2}, {3}})
        return rewriter.notifyMatchFailure(values,
                                           "probabilities not collapsed");
      rows = collapse.getSrc();
    }
    Type probabilityType = getElementTypeOrSelf(probabilityOperand);
    if (CastOp rounding = getRounding(rows.getDefiningOp()))
      rows = rounding.getInput();
    bool zeroMaskedRows = false;
    SoftmaxOp softmax = rows.getDefiningOp<SoftmaxOp>();
    if (!softmax)
      if (auto select = rows.getDefiningOp<linalg::GenericOp>()) {
        for (Value input : select.getDpsInputs())
          if ((softmax = input.getDefiningOp<SoftmaxOp>()))
            break;
        if (softmax && matchZeroedRows(select, softmax.getInput()) &&
            select.getDpsInputs()[2] == softmax.getResult())
          zeroMaskedRows = true;
        else
          softmax = {};
      }
    int64_t rank = folded ? 3 : 4;
    if (!softmax || softmax.getAxis() != static_cast<uint64_t>(rank - 1) ||
        softmax.getInput().getType().getRank() != rank)
      return rewriter.notifyMatchFailure(values, "not a softmax over keys");
    // Roundings after the softmax's own: one, of a result in its compute
    // type (a rounding of the value the softmax rounds).
    Type softmaxResult = softmax.getResult().getType().getElementType();
    bool roundedAgain = probabilityType != softmaxResult;
    if (roundedAgain && softmaxResult != softmax.getComputeType())
      return rewriter.notifyMatchFailure(values,
                                         "probabilities rounded twice");

    // A widening before the softmax is its own conversion to the compute
    // type.
    Value softmaxInput = softmax.getInput();
    if (auto widening = softmaxInput.getDefiningOp<CastOp>();
        widening && widening.isValuePreserving() &&
        softmax.getComputeType() == widening.getResultElementType())
      softmaxInput = widening.getInput();
    FailureOr<Logits> logits = matchLogits(softmaxInput);
    if (failed(logits))
      return rewriter.notifyMatchFailure(values, "logits not scores, a "
                                                 "scaling and a mask");
    // The scores: the first product rounded once, heads expanded.
    Value scores = logits->scores;
    Value product = scores;
    CastOp scoreRounding;
    if (!folded) {
      auto scoresExpand = scores.getDefiningOp<tensor::ExpandShapeOp>();
      if (!scoresExpand)
        if ((scoreRounding = getRounding(scores.getDefiningOp())))
          scoresExpand =
              scoreRounding.getInput().getDefiningOp<tensor::ExpandShapeOp>();
      if (!scoresExpand ||
          scoresExpand.getReassociationIndices() !=
              SmallVector<ReassociationIndices>{{0, 1}, {2}, {3}})
        return rewriter.notifyMatchFailure(values, "scores not expanded");
      product = scoresExpand.getSrc();
    }
    Type scoreType = getElementTypeOrSelf(scores);
    // Autocast's scores: rounded, then widened back exactly before the
    // heads are expanded; the widening is the conversion to the logits'
    // type. Only without a scaling, which the op applies in the scores'
    // type and this program in the wider one.
    if (auto widening = product.getDefiningOp<CastOp>();
        !scoreRounding && widening && widening.isValuePreserving() &&
        logits->scaling == AttentionScaling::multiply && logits->scale == 1.0)
      if ((scoreRounding = getRounding(widening.getInput().getDefiningOp()))) {
        product = scoreRounding.getInput();
        scoreType = scoreRounding.getResultElementType();
      }
    if (!scoreRounding)
      if ((scoreRounding = getRounding(product.getDefiningOp())))
        product = scoreRounding.getInput();
    auto keys = product.getDefiningOp<MatmulOp>();
    // Q^T read as a transposed operand (a UNet's q [B, D, Sq]).
    if (!isPlainProduct(keys, /*allowTransposedLhs=*/true) ||
        keys.getMultiplyType() != multiply)
      return rewriter.notifyMatchFailure(values,
                                         "scores not a plain batch matmul in "
                                         "the same multiply type");
    if (scoreRounding && !keys.getResult().getType().getElementType().isF32())
      return rewriter.notifyMatchFailure(values, "scores rounded twice");

    Location loc = values.getLoc();
    // A dry run first: a pattern that fails changes nothing.
    auto recoverAll =
        [&](PatternRewriter *builder) -> std::optional<std::array<Heads, 3>> {
      FailureOr<Heads> q = recoverHeads(builder, loc, keys.getLhs(), batch,
                                        heads, keys.getTransposeLhs());
      FailureOr<Heads> k = recoverHeads(builder, loc, keys.getRhs(), batch,
                                        heads, !keys.getTransposeRhs());
      FailureOr<Heads> v = recoverHeads(builder, loc, valueOperand, batch,
                                        heads, /*swap=*/transposed);
      if (failed(q) || failed(k) || failed(v) || v->factor)
        return std::nullopt;
      return std::array<Heads, 3>{*q, *k, *v};
    };
    std::optional<std::array<Heads, 3>> operands = recoverAll(nullptr);
    if (!operands)
      return rewriter.notifyMatchFailure(values, "operands not heads");
    Heads *q = &(*operands)[0], *k = &(*operands)[1], *v = &(*operands)[2];
    // The op scales q and k in the multiply type when they are narrower:
    // in the type they were widened to only if that is the multiply type.
    // Scaled in a wider type and then rounded to the multiply type
    // (torch-mlir's f32 factor under autocast), both are, and the op names
    // that type: scaling_type.
    Type scalingType = q->scaledIn;
    for (Heads *scaled : {q, k})
      if (scaled->factor && scaled->widened && scaled->widened != multiply)
        return rewriter.notifyMatchFailure(
            values, "operand scaled in another type than the multiply type");
    if (q->scaledIn != k->scaledIn ||
        (scalingType && (q->roundedTo != multiply || k->roundedTo != multiply)))
      return rewriter.notifyMatchFailure(
          values, "q and k not scaled alike before the multiply type");
    // SDPA's decomposition multiplies both operands by sqrt(scale).
    AttentionScaling scaling = logits->scaling;
    double scale = logits->scale;
    if (q->factor || k->factor) {
      Type qType = scalingType ? scalingType
                               : AttentionOp::getOperandScalingType(
                                     q->type.getElementType(), multiply);
      Type kType = scalingType ? scalingType
                               : AttentionOp::getOperandScalingType(
                                     k->type.getElementType(), multiply);
      double factor = q->factor.value_or(0.0);
      if (!q->factor || !k->factor || *k->factor != factor || factor <= 0 ||
          scale != 1.0 || logits->scaling != AttentionScaling::multiply ||
          !isExactIn(factor, qType) || !isExactIn(factor, kType))
        return rewriter.notifyMatchFailure(values, "operands scaled apart");
      scaling = AttentionScaling::operands;
      scale = factor * factor;
      if (roundTo(std::sqrt(scale), qType) != factor ||
          roundTo(std::sqrt(scale), kType) != factor)
        return rewriter.notifyMatchFailure(values, "scale not a square");
    }
    if (k->type.getDimSize(1) != v->type.getDimSize(1) ||
        k->type.getDimSize(2) != v->type.getDimSize(2) ||
        heads % k->type.getDimSize(1) != 0)
      return rewriter.notifyMatchFailure(values, "keys and values differ");
    if (scaling == AttentionScaling::multiply &&
        roundTo(scale, scoreType) != scale)
      return rewriter.notifyMatchFailure(values, "scale not in scores' type");

    rewriter.setInsertionPoint(values);
    operands = recoverAll(&rewriter);
    q = &(*operands)[0], k = &(*operands)[1], v = &(*operands)[2];
    // A mask of fewer dimensions than the logits gets theirs, of size 1.
    Value mask = logits->mask;
    if (mask && logits->maskLeadingUnits)
      mask = expandLeadingUnits(rewriter, loc, mask, logits->maskLeadingUnits);
    // A folded mask [B * H | 1, Sq, Sk] gets the op's head dimension.
    if (folded && mask) {
      auto maskType = cast<RankedTensorType>(mask.getType());
      mask = tensor::ExpandShapeOp::create(
          rewriter, loc,
          RankedTensorType::get({maskType.getDimSize(0), 1,
                                 maskType.getDimSize(1),
                                 maskType.getDimSize(2)},
                                maskType.getElementType()),
          mask, ArrayRef<ReassociationIndices>{{0, 1}, {2}, {3}});
    }

    auto attention = AttentionOp::create(
        rewriter, loc, resultType, q->value, k->value, v->value, mask,
        APFloat(scale),
        scaling == AttentionScaling::multiply
            ? AttentionScalingAttr()
            : AttentionScalingAttr::get(getContext(), scaling),
        scalingType ? TypeAttr::get(scalingType) : TypeAttr(),
        /*causal=*/false, /*causal_fill=*/FloatAttr(), multiply, scoreType,
        getElementTypeOrSelf(softmaxInput), softmax.getComputeType(),
        probabilityType, softmax.getReciprocal(), zeroMaskedRows);
    Value replacement = attention.getResult();
    if (folded)
      replacement = tensor::CollapseShapeOp::create(
          rewriter, loc, replacement,
          ArrayRef<ReassociationIndices>{{0, 1}, {2}, {3}});
    if (transposed) {
      auto type = cast<RankedTensorType>(result.getType());
      Value init = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                           type.getElementType());
      replacement = linalg::TransposeOp::create(rewriter, loc, replacement,
                                                init, {0, 2, 1})
                        .getResult()[0];
    }
    if (widening)
      replacement = CastOp::create(rewriter, loc, result.getType(), replacement);
    rewriter.replaceOp(result.getDefiningOp(), replacement);
    ++raised;
    return success();
  }

  unsigned &raised;
};

} // namespace

std::optional<unsigned> mpopt::getBroadcastReadGap(AffineMap map,
                                                   ArrayRef<int64_t> shape) {
  if (map.getNumResults() != shape.size() || map.getNumDims() < shape.size())
    return std::nullopt;
  unsigned gap = map.getNumDims() - shape.size();
  for (auto [i, expr] : llvm::enumerate(map.getResults())) {
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (constant && constant.getValue() == 0 && shape[i] == 1)
      continue;
    if (expr != getAffineDimExpr(gap + i, map.getContext()))
      return std::nullopt;
  }
  return gap;
}

Value mpopt::expandLeadingUnits(OpBuilder &builder, Location loc, Value tensor,
                               unsigned leading) {
  auto type = cast<RankedTensorType>(tensor.getType());
  SmallVector<int64_t> shape(leading, 1);
  llvm::append_range(shape, type.getShape());
  SmallVector<ReassociationIndices> groups(type.getRank());
  for (unsigned i = 0; i < shape.size(); ++i)
    groups[i < leading ? 0 : i - leading].push_back(i);
  return tensor::ExpandShapeOp::create(
      builder, loc, RankedTensorType::get(shape, type.getElementType()),
      tensor, groups);
}

bool mpopt::isBroadcastRead(AffineMap map, ArrayRef<int64_t> shape) {
  return getBroadcastReadGap(map, shape) == 0u;
}

void mpopt::populateRaiseAttentionPatterns(RewritePatternSet &patterns,
                                           unsigned &raised) {
  patterns.add<RaiseAttention>(patterns.getContext(), raised);
  populateRaiseCausalMaskPatterns(patterns);
}

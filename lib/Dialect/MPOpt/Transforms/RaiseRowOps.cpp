//===- RaiseRowOps.cpp - softmax and norms from linalg sequences ----------===//
//
// Exporters write a softmax or a norm as a few linalg.generics: row
// statistics (reductions over the last dimension) and an elementwise op
// that reads them. Where the sequence computes exactly what the mpopt op
// defines (the same sums in the same order, the same divisions and
// roundings), it becomes that op.
//
//===----------------------------------------------------------------------===//

#include "RaiseRowOps.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"

#include <cmath>

#include <limits>

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// The single-op body of a linalg.generic: the op that computes the yielded
/// value, if the body holds nothing else.
template <typename OpTy> OpTy getSingleBodyOp(linalg::GenericOp generic) {
  Block *body = generic.getBody();
  if (body->getOperations().size() != 2)
    return {};
  auto op = dyn_cast<OpTy>(&body->front());
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  return op && yield.getValues().front() == op->getResult(0) ? op : OpTy();
}

/// The dimension a generic reduces its input over into a row of statistics,
/// if it is a one-dimension reduction: input map identity, output map the
/// identity without that dimension.
std::optional<int64_t> getReducedDim(linalg::GenericOp generic) {
  if (generic.getNumDpsInputs() != 1 || generic.getNumReductionLoops() != 1)
    return std::nullopt;
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  if (!maps[0].isIdentity())
    return std::nullopt;
  SmallVector<utils::IteratorType> iterators = generic.getIteratorTypesArray();
  int64_t dim =
      llvm::find(iterators, utils::IteratorType::reduction) - iterators.begin();
  if (maps[1] != maps[0].dropResult(dim))
    return std::nullopt;
  return dim;
}

/// True when `init` is a linalg.fill of the constant `value`.
bool isFilledWith(Value init, double value) {
  auto fill = init.getDefiningOp<linalg::FillOp>();
  FloatAttr constant;
  if (!fill || !matchPattern(fill.getInputs()[0], m_Constant(&constant)))
    return false;
  double actual = constant.getValueAsDouble();
  return actual == value && std::signbit(actual) == std::signbit(value);
}

/// An elementwise generic over `x` and a row of statistics (the second
/// input, read through the identity without `dim`).
bool isRowwise(linalg::GenericOp generic, int64_t dim) {
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  return generic.getNumDpsInputs() == 2 &&
         generic.getNumParallelLoops() == generic.getNumLoops() &&
         maps[0].isIdentity() && maps[1] == maps[0].dropResult(dim) &&
         maps[2].isIdentity();
}

/// A row sum: `addf` of the input element and the accumulator, from 0.
bool isRowSum(linalg::GenericOp sum, int64_t dim) {
  auto add = getSingleBodyOp<arith::AddFOp>(sum);
  Block *body = sum.getBody();
  return getReducedDim(sum) == dim && add &&
         ((add.getLhs() == body->getArgument(0) &&
           add.getRhs() == body->getArgument(1)) ||
          (add.getLhs() == body->getArgument(1) &&
           add.getRhs() == body->getArgument(0))) &&
         isFilledWith(sum.getDpsInits()[0], 0.0);
}

/// Whether `op` computes without fast-math licences (none set, or no
/// flags at all).
bool isStrict(Operation *op) {
  auto fastMath = dyn_cast<arith::ArithFastMathInterface>(op);
  if (!fastMath)
    return true;
  arith::FastMathFlagsAttr flags = fastMath.getFastMathFlagsAttr();
  return !flags || flags.getValue() == arith::FastMathFlags::none;
}

/// `value` is an `OpTy` without fast-math flags whose operands satisfy
/// `first` and `second`, in either order.
template <typename OpTy>
bool matchCommutative(Value value, function_ref<bool(Value)> first,
                      function_ref<bool(Value)> second) {
  auto op = value.getDefiningOp<OpTy>();
  if (!op || !isStrict(op))
    return false;
  return (first(op.getLhs()) && second(op.getRhs())) ||
         (first(op.getRhs()) && second(op.getLhs()));
}

bool isConstant(Value value, double expected) {
  FloatAttr constant;
  return matchPattern(value, m_Constant(&constant)) &&
         constant.getValueAsDouble() == expected;
}

/// `value` is `sum / count` as mpopt's norms compute a mean: a division by
/// `count`, or (the same bits) a multiplication by its inverse when that is
/// a power of two. Where `reciprocal` is given, also a multiplication by
/// the inverse rounded to f32 otherwise (the norm's `reciprocal` form),
/// which sets it.
bool isMean(Value value, Value sum, int64_t count,
            bool *reciprocal = nullptr) {
  if (auto divide = value.getDefiningOp<arith::DivFOp>())
    return isStrict(divide) &&
           divide.getLhs() == sum && isConstant(divide.getRhs(), count);
  bool exact = llvm::isPowerOf2_64(count);
  if (!exact && !reciprocal)
    return false;
  if (!matchCommutative<arith::MulFOp>(
          value, [&](Value v) { return v == sum; },
          [&](Value v) {
            return isConstant(v, static_cast<float>(1.0 / count));
          }))
    return false;
  if (!exact)
    *reciprocal = true;
  return true;
}

/// What `value` squares (x * x without fast-math flags), or null.
Value getSquared(Value value) {
  auto square = value.getDefiningOp<arith::MulFOp>();
  if (!square || !isStrict(square) || square.getLhs() != square.getRhs())
    return Value();
  return square.getLhs();
}

/// Whether the body of `reduction` adds to its accumulator (the last block
/// argument) a term `isTerm` accepts.
bool accumulates(linalg::GenericOp reduction,
                 function_ref<bool(Value)> isTerm) {
  Block *body = reduction.getBody();
  return matchCommutative<arith::AddFOp>(
      body->getTerminator()->getOperand(0), isTerm,
      [&](Value v) { return v == body->getArguments().back(); });
}

/// Erases the generics a raised op replaced (`steps`, in program order)
/// and the fills that started them, once nothing reads them: the walk
/// driver does not, and cost reports would count them as kernels.
void eraseReplaced(PatternRewriter &rewriter,
                   ArrayRef<linalg::GenericOp> steps) {
  for (linalg::GenericOp step : llvm::reverse(steps)) {
    if (!step->use_empty())
      continue;
    SmallVector<Value> inits = step.getDpsInits();
    rewriter.eraseOp(step);
    for (Value init : inits)
      if (Operation *fill = init.getDefiningOp<linalg::FillOp>())
        if (fill->use_empty())
          rewriter.eraseOp(fill);
  }
}

/// The max-subtract-exp-sum-divide sequence exporters write for softmax
/// (one generic each) -> mpopt.softmax, which computes the same: the same
/// maximum, the same exponentials summed in the same order, the same
/// divisions; or the same multiplied by 1 / sum (TOSA) -> mpopt.softmax
/// reciprocal. TOSA starts the maximum at the lowest finite value instead
/// of -inf: the two differ only on a row of -infs, where both softmaxes
/// give NaN (exp(-inf + max) = 0 over a zero sum, or exp(-inf + inf)).
/// How `normalize` (over the exponentials and their row sums, its block
/// arguments 0 and 1) divides: false for e / s, true for e * (1 / s),
/// nullopt for anything else.
std::optional<bool> getNormalization(linalg::GenericOp normalize) {
  Block *body = normalize.getBody();
  Value e = body->getArgument(0), s = body->getArgument(1);
  Value result = body->getTerminator()->getOperand(0);
  if (auto divide = getSingleBodyOp<arith::DivFOp>(normalize))
    return divide.getLhs() == e && divide.getRhs() == s && isStrict(divide)
               ? std::optional<bool>(false)
               : std::nullopt;
  if (body->getOperations().size() == 3 &&
      matchCommutative<arith::MulFOp>(
          result, [&](Value v) { return v == e; },
          [&](Value v) {
            auto inverse = v.getDefiningOp<arith::DivFOp>();
            return inverse && isStrict(inverse) &&
                   isConstant(inverse.getLhs(), 1.0) &&
                   inverse.getRhs() == s;
          }))
    return true;
  return std::nullopt;
}

struct RaiseSoftmax final : OpRewritePattern<linalg::GenericOp> {
  RaiseSoftmax(MLIRContext *context, RaisedRowOps &raised)
      : OpRewritePattern<linalg::GenericOp>(context), raised(raised) {}

  LogicalResult matchAndRewrite(linalg::GenericOp divide,
                                PatternRewriter &rewriter) const override {
    if (!divide.hasPureTensorSemantics() || divide.getNumDpsInputs() != 2)
      return rewriter.notifyMatchFailure(divide, "not a division");
    std::optional<bool> reciprocal = getNormalization(divide);
    if (!reciprocal)
      return rewriter.notifyMatchFailure(divide,
                                         "not e / s or e * (1 / s)");
    auto sum = divide.getDpsInputs()[1].getDefiningOp<linalg::GenericOp>();
    auto exp = divide.getDpsInputs()[0].getDefiningOp<linalg::GenericOp>();
    if (!sum || !exp || sum.getNumDpsInputs() != 1 ||
        exp.getNumDpsInputs() != 2 ||
        sum.getDpsInputs()[0] != exp->getResult(0))
      return rewriter.notifyMatchFailure(divide, "not exp / sum(exp)");
    std::optional<int64_t> dim = getReducedDim(sum);
    if (!dim || !isRowSum(sum, *dim) ||
        !isFilledWith(sum.getDpsInits()[0], 0.0) || !isRowwise(divide, *dim))
      return rewriter.notifyMatchFailure(divide, "the sum is not a row sum");
    // exp(x - max): subf then exp, over x and its row maximum.
    Block *body = exp.getBody();
    auto sub = dyn_cast<arith::SubFOp>(&body->front());
    if (!isRowwise(exp, *dim) || body->getOperations().size() != 3 || !sub ||
        sub.getLhs() != body->getArgument(0) ||
        sub.getRhs() != body->getArgument(1))
      return rewriter.notifyMatchFailure(divide, "not exp(x - max)");
    auto expOp = dyn_cast<math::ExpOp>(sub->getNextNode());
    if (!expOp || expOp.getOperand() != sub.getResult() ||
        cast<linalg::YieldOp>(body->getTerminator()).getValues().front() !=
            expOp.getResult())
      return rewriter.notifyMatchFailure(divide, "not exp(x - max)");
    Value input = exp.getDpsInputs()[0];
    auto max = exp.getDpsInputs()[1].getDefiningOp<linalg::GenericOp>();
    if (!max || max.getNumDpsInputs() != 1 || max.getDpsInputs()[0] != input ||
        getReducedDim(max) != dim || !getSingleBodyOp<arith::MaximumFOp>(max) ||
        !(isFilledWith(max.getDpsInits()[0], -INFINITY) ||
          isFilledWith(max.getDpsInits()[0],
                       -std::numeric_limits<float>::max())))
      return rewriter.notifyMatchFailure(divide, "not a row maximum");
    // Only the division reads the intermediate results.
    if (!max->hasOneUse() || !sum->hasOneUse() ||
        llvm::any_of(exp->getUsers(), [&](Operation *user) {
          return user != sum && user != divide;
        }))
      return rewriter.notifyMatchFailure(divide,
                                         "an intermediate has other users");
    auto type = cast<RankedTensorType>(divide->getResult(0).getType());
    if (cast<RankedTensorType>(input.getType()) != type)
      return rewriter.notifyMatchFailure(divide, "types change on the way");
    if (!type.getElementType().isF32())
      return rewriter.notifyMatchFailure(
          divide, "accumulates in another type than f32, which mpopt keeps "
                  "softmax in");
    rewriter.replaceOpWithNewOp<SoftmaxOp>(divide, type, input, *dim,
                                           type.getElementType(), *reciprocal);
    eraseReplaced(rewriter, {max, exp, sum});
    ++raised.softmaxes;
    return success();
  }

  RaisedRowOps &raised;
};

/// What a normalization sequence reads, once matched.
struct NormMatch {
  Value input;
  Value gamma;
  Value beta;
  double epsilon = 0;
  /// RMSNorm: the mean multiplies by the rounded reciprocal of the count.
  bool reciprocal = false;
  /// The row statistics' generics, which the mpopt op replaces.
  SmallVector<linalg::GenericOp> statistics;
};

/// The elementwise end of a norm: `normalize` over the input (identity), row
/// statistics and parameters indexed by the last dimension, its result
/// rounded to the result type or not.
class NormEnd {
public:
  NormEnd(linalg::GenericOp normalize) : normalize(normalize) {}

  /// The block argument of the input `operand` reads; null if none.
  Value getArgument(Value operand) {
    for (OpOperand *input : normalize.getDpsInputOperands())
      if (input->get() == operand)
        return normalize.getMatchingBlockArgument(input);
    return Value();
  }

  /// The yielded value before the rounding to the result type, if any.
  Value getUnrounded() {
    Value value =
        normalize.getBody()->getTerminator()->getOperand(0);
    if (auto truncate = value.getDefiningOp<arith::TruncFOp>())
      if (!truncate.getRoundingmodeAttr() &&
          isStrict(truncate))
        return truncate.getIn();
    if (auto cast = value.getDefiningOp<CastOp>())
      if (!cast.getRounding() && !cast.getSaturate())
        return cast.getInput();
    return value;
  }

  /// Whether `value` is the block argument of a parameter (indexed by the
  /// last dimension only) of the compute type; sets `parameter`.
  bool isParameter(Value value, Type compute, Value &parameter) {
    auto argument = dyn_cast<BlockArgument>(value);
    if (!argument || argument.getOwner() != normalize.getBody() ||
        argument.getType() != compute)
      return false;
    OpOperand *operand = normalize.getMatchingOpOperand(argument);
    int64_t rank = normalize.getNumLoops();
    AffineMap map = normalize.getMatchingIndexingMap(operand);
    if (!normalize.isDpsInput(operand) ||
        map != AffineMap::get(rank, 0,
                              getAffineDimExpr(rank - 1, map.getContext())))
      return false;
    parameter = operand->get();
    return true;
  }

  /// `value` without an `OpTy` applying a parameter to it, if it is one;
  /// sets `parameter`.
  template <typename OpTy>
  Value stripParameter(Value value, Type compute, Value &parameter) {
    Value rest;
    if (matchCommutative<OpTy>(
            value,
            [&](Value v) { return isParameter(v, compute, parameter); },
            [&](Value v) {
              rest = v;
              return true;
            }))
      return rest;
    return value;
  }

  /// Strips `* gamma` and `+ beta` (in that order of application) off
  /// `value`.
  Value stripParameters(Value value, Type compute, Value &gamma,
                        Value &beta) {
    return stripParameter<arith::MulFOp>(
        stripParameter<arith::AddFOp>(value, compute, beta), compute, gamma);
  }

  /// Whether the result is centred * rsqrt(squares / count + eps)
  /// [* gamma] [+ beta] [rounded], `isCentred` telling the centred value
  /// (x - mean) and `squares` the row statistic read; fills in `match`'s
  /// parameters and epsilon.
  LogicalResult matchLayerNormEnd(function_ref<bool(Value)> isCentred,
                                  Value squares, int64_t count,
                                  NormMatch &match, std::string &whyNot) {
    Type compute = Float32Type::get(normalize.getContext());
    Value core = stripParameters(getUnrounded(), compute, match.gamma,
                                 match.beta);
    Value rowSquares = getArgument(squares);
    if (matchCommutative<arith::MulFOp>(core, isCentred, [&](Value v) {
          return isScale(v, rowSquares, count, match.epsilon);
        }))
      return success();
    whyNot = "the normalization is not (x - mean) * rsqrt(var + eps) "
             "[* gamma] [+ beta]";
    return failure();
  }

  /// Whether `value` is rsqrt(squares / count + epsilon); sets `epsilon`,
  /// and `reciprocal` where given (see isMean).
  bool isScale(Value value, Value squares, int64_t count, double &epsilon,
               bool *reciprocal = nullptr) {
    auto rsqrt = value.getDefiningOp<math::RsqrtOp>();
    return rsqrt && isStrict(rsqrt) &&
           matchCommutative<arith::AddFOp>(
               rsqrt.getOperand(),
               [&](Value v) { return isMean(v, squares, count, reciprocal); },
               [&](Value v) { return getEpsilon(v, epsilon); });
  }

  /// Whether `value` is a constant of the compute type, or one rounded to
  /// it (torch-mlir writes `arith.truncf` of an f64 epsilon); sets
  /// `epsilon` to the value the compute type holds.
  static bool getEpsilon(Value value, double &epsilon) {
    auto truncate = value.getDefiningOp<arith::TruncFOp>();
    if (truncate && (truncate.getRoundingmodeAttr() || !isStrict(truncate)))
      return false;
    FloatAttr constant;
    if (!matchPattern(truncate ? truncate.getIn() : value,
                      m_Constant(&constant)))
      return false;
    APFloat rounded = constant.getValue();
    bool lost = false;
    rounded.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                    &lost);
    epsilon = rounded.convertToFloat();
    return true;
  }

  linalg::GenericOp normalize;
};

/// Checks the parts every norm shares: an all-parallel `normalize` whose
/// result has the input's shape, statistics read by nothing else.
LogicalResult checkNormShape(linalg::GenericOp normalize, Value input,
                             ArrayRef<linalg::GenericOp> statistics,
                             std::string &whyNot) {
  auto inputType = dyn_cast<RankedTensorType>(input.getType());
  auto resultType =
      dyn_cast<RankedTensorType>(normalize->getResult(0).getType());
  if (!inputType || !resultType ||
      inputType.getShape() != resultType.getShape() ||
      !inputType.getElementType().isF32()) {
    whyNot = "the input is not an f32 tensor of the result's shape";
    return failure();
  }
  if (normalize.getNumParallelLoops() != normalize.getNumLoops() ||
      !normalize.getMatchingIndexingMap(normalize.getDpsInitOperand(0))
           .isIdentity()) {
    whyNot = "the normalization is not elementwise";
    return failure();
  }
  for (linalg::GenericOp statistic : statistics)
    if (llvm::any_of(statistic->getUsers(), [&](Operation *user) {
          return !llvm::is_contained(statistics, user) && user != normalize;
        })) {
      whyNot = "a row statistic has other readers";
      return failure();
    }
  return success();
}

/// The centred LayerNorm torch-mlir and TOSA leave after elementwise
/// fusion (and unit dimensions folded): d = x - mean as a generic of its
/// own, a row sum of d^2 from 0, then d * rsqrt(var + eps) [* gamma]
/// [+ beta] [rounded]. The same operations on the same values as the fused
/// form.
FailureOr<NormMatch> matchCentredLayerNorm(linalg::GenericOp normalize,
                                           linalg::GenericOp centre,
                                           std::string &whyNot) {
  int64_t last = normalize.getNumLoops() - 1;
  auto sum = centre.getDpsInputs()[1].getDefiningOp<linalg::GenericOp>();
  if (!sum || !isRowSum(sum, last)) {
    whyNot = "the mean is not of a row sum of x from 0";
    return failure();
  }
  Value input = sum.getDpsInputs()[0];
  int64_t count = cast<RankedTensorType>(input.getType()).getShape().back();
  Block *centreBody = centre.getBody();
  auto deviation = centreBody->getTerminator()
                       ->getOperand(0)
                       .getDefiningOp<arith::SubFOp>();
  if (centre.getDpsInputs()[0] != input || !deviation || !isStrict(deviation) ||
      deviation.getLhs() != centreBody->getArgument(0) ||
      !isMean(deviation.getRhs(), centreBody->getArgument(1), count) ||
      centreBody->getOperations().size() != 3) {
    whyNot = "the centring is not x - mean";
    return failure();
  }
  auto squares =
      normalize.getDpsInputs()[1].getDefiningOp<linalg::GenericOp>();
  if (!squares || getReducedDim(squares) != last ||
      squares.getDpsInputs()[0] != centre->getResult(0) ||
      !isFilledWith(squares.getDpsInits()[0], 0.0) ||
      !accumulates(squares, [&](Value v) {
        return getSquared(v) == squares.getBody()->getArgument(0);
      })) {
    whyNot = "the second statistic is not a row sum of (x - mean)^2 from 0";
    return failure();
  }
  NormMatch match;
  match.input = input;
  match.statistics = {sum, centre, squares};
  if (failed(checkNormShape(normalize, input, match.statistics, whyNot)))
    return failure();
  NormEnd end(normalize);
  Value centred = end.getArgument(centre->getResult(0));
  if (failed(end.matchLayerNormEnd([&](Value v) { return v == centred; },
                                   squares->getResult(0), count, match,
                                   whyNot)))
    return failure();
  return match;
}

/// LayerNorm over the last dimension as exporters write it after fusing
/// the elementwise steps: a row sum of x; a row sum of (x - mean)^2; then
/// (x - mean) * rsqrt(var + eps) [* gamma] [+ beta] [rounded], with mean =
/// sum / n and var = squares / n (or multiplications by 1/n where exact).
FailureOr<NormMatch> matchLayerNorm(linalg::GenericOp normalize,
                                    std::string &whyNot) {
  NormEnd end(normalize);
  int64_t rank = normalize.getNumLoops();
  if (normalize.getNumDpsInputs() >= 2)
    if (auto centre =
            normalize.getDpsInputs()[0].getDefiningOp<linalg::GenericOp>())
      if (isRowwise(centre, rank - 1) &&
          normalize.getMatchingIndexingMap(normalize.getDpsInputOperand(0))
              .isIdentity())
        if (FailureOr<NormMatch> centred =
                matchCentredLayerNorm(normalize, centre, whyNot);
            succeeded(centred) || normalize.getNumDpsInputs() < 3)
          return centred;
  if (normalize.getNumDpsInputs() < 3) {
    whyNot = "reads fewer than x and two row statistics";
    return failure();
  }
  auto sum = normalize.getDpsInputs()[1].getDefiningOp<linalg::GenericOp>();
  auto squares =
      normalize.getDpsInputs()[2].getDefiningOp<linalg::GenericOp>();
  if (!sum || !squares) {
    whyNot = "the row statistics are not linalg.generics";
    return failure();
  }
  int64_t last = normalize.getNumLoops() - 1;
  if (!isRowSum(sum, last)) {
    whyNot = "the first statistic is not a row sum of x from 0";
    return failure();
  }
  Value input = sum.getDpsInputs()[0];
  int64_t count =
      cast<RankedTensorType>(input.getType()).getShape().back();
  // squares: sum of (x - mean(sum))^2 from 0, reading x and the row sums.
  Block *body = squares.getBody();
  SmallVector<AffineMap> maps = squares.getIndexingMapsArray();
  bool squaresOk =
      squares.getNumDpsInputs() == 2 && squares.getDpsInputs()[0] == input &&
      squares.getDpsInputs()[1] == sum->getResult(0) &&
      squares.getNumReductionLoops() == 1 && maps[0].isIdentity() &&
      maps[1] == maps[0].dropResult(last) && maps[2] == maps[1] &&
      isFilledWith(squares.getDpsInits()[0], 0.0);
  auto isDeviation = [&](Value v, Value x, Value rowSum) {
    auto sub = v.getDefiningOp<arith::SubFOp>();
    return sub && isStrict(sub) &&
           sub.getLhs() == x && isMean(sub.getRhs(), rowSum, count);
  };
  squaresOk = squaresOk && accumulates(squares, [&](Value v) {
                Value base = getSquared(v);
                return base && isDeviation(base, body->getArgument(0),
                                           body->getArgument(1));
              });
  if (!squaresOk) {
    whyNot = "the second statistic is not a row sum of (x - mean)^2 from 0";
    return failure();
  }
  if (normalize.getDpsInputs()[0] != input) {
    whyNot = "the normalization does not read the statistics' x";
    return failure();
  }
  NormMatch match;
  match.input = input;
  match.statistics = {sum, squares};
  if (failed(checkNormShape(normalize, input, match.statistics, whyNot)))
    return failure();
  Value x = end.getArgument(input);
  Value rowSum = end.getArgument(sum->getResult(0));
  if (failed(end.matchLayerNormEnd(
          [&](Value v) { return isDeviation(v, x, rowSum); },
          squares->getResult(0), count, match, whyNot)))
    return failure();
  return match;
}

/// RMSNorm over the last dimension: a row sum of x^2, then
/// x * rsqrt(squares / n + eps) [* gamma] [rounded].
FailureOr<NormMatch> matchRMSNorm(linalg::GenericOp normalize,
                                  std::string &whyNot) {
  NormEnd end(normalize);
  int64_t last = normalize.getNumLoops() - 1;
  // The statistic and x may be read in any order (TOSA reads gamma first).
  linalg::GenericOp squares;
  for (Value operand : normalize.getDpsInputs())
    if (auto reduction = operand.getDefiningOp<linalg::GenericOp>())
      if (getReducedDim(reduction) == last)
        squares = reduction;
  if (normalize.getNumDpsInputs() < 2 || !squares) {
    whyNot = "reads no row statistic";
    return failure();
  }
  if (!isFilledWith(squares.getDpsInits()[0], 0.0)) {
    whyNot = "the statistic is not a row reduction from 0";
    return failure();
  }
  Value element = squares.getBody()->getArgument(0);
  if (!accumulates(squares, [&](Value v) {
        // x * x, or x^2 as math.fpowi writes it (the same product).
        if (getSquared(v))
          return getSquared(v) == element;
        auto power = v.getDefiningOp<math::FPowIOp>();
        APInt exponent;
        return power && isStrict(power) && power.getLhs() == element &&
               matchPattern(power.getRhs(), m_ConstantInt(&exponent)) &&
               exponent == 2;
      })) {
    whyNot = "the statistic is not a row sum of x^2";
    return failure();
  }
  Value input = squares.getDpsInputs()[0];
  Value x = end.getArgument(input);
  if (!x || !normalize.getMatchingIndexingMap(
                          normalize.getMatchingOpOperand(
                              cast<BlockArgument>(x)))
                  .isIdentity()) {
    whyNot = "the normalization does not read the statistic's x";
    return failure();
  }
  NormMatch match;
  match.input = input;
  match.statistics = {squares};
  if (failed(checkNormShape(normalize, input, match.statistics, whyNot)))
    return failure();
  int64_t count =
      cast<RankedTensorType>(input.getType()).getShape().back();
  Type compute = Float32Type::get(normalize.getContext());
  Value core = end.stripParameters(end.getUnrounded(), compute, match.gamma,
                                   match.beta);
  Value rowSquares = end.getArgument(squares->getResult(0));
  if (match.beta ||
      !matchCommutative<arith::MulFOp>(
          core, [&](Value v) { return v == x; },
          [&](Value v) {
            return end.isScale(v, rowSquares, count, match.epsilon,
                               &match.reciprocal);
          })) {
    whyNot = "the normalization is not x * rsqrt(mean(x^2) + eps) [* gamma]";
    return failure();
  }
  return match;
}

/// The norm sequence `match` recognizes becomes a `NormOp` computing in
/// f32 over the last dimension, counted in `raised`.
template <typename NormOp>
struct RaiseNorm final : OpRewritePattern<linalg::GenericOp> {
  using Matcher = FailureOr<NormMatch> (*)(linalg::GenericOp, std::string &);

  RaiseNorm(MLIRContext *context, Matcher match, unsigned &raised)
      : OpRewritePattern<linalg::GenericOp>(context), match(match),
        raised(raised) {}

  LogicalResult matchAndRewrite(linalg::GenericOp normalize,
                                PatternRewriter &rewriter) const override {
    if (!normalize.hasPureTensorSemantics() ||
        normalize.getNumResults() != 1)
      return rewriter.notifyMatchFailure(normalize, "not one tensor result");
    std::string whyNot;
    FailureOr<NormMatch> matched = match(normalize, whyNot);
    if (failed(matched))
      return rewriter.notifyMatchFailure(normalize, whyNot);
    Type type = normalize->getResult(0).getType();
    uint64_t axis = normalize.getNumLoops() - 1;
    APFloat epsilon(matched->epsilon);
    if constexpr (std::is_same_v<NormOp, LayerNormOp>)
      rewriter.replaceOpWithNewOp<LayerNormOp>(
          normalize, type, matched->input, matched->gamma, matched->beta,
          axis, epsilon, rewriter.getF32Type());
    else
      rewriter.replaceOpWithNewOp<RMSNormOp>(
          normalize, type, matched->input, matched->gamma, axis, epsilon,
          rewriter.getF32Type(), matched->reciprocal);
    eraseReplaced(rewriter, matched->statistics);
    ++raised;
    return success();
  }

  Matcher match;
  unsigned &raised;
};

} // namespace

void mpopt::populateRaiseRowOpsPatterns(RewritePatternSet &patterns,
                                        RaisedRowOps &raised) {
  MLIRContext *context = patterns.getContext();
  patterns.add<RaiseSoftmax>(context, raised);
  patterns.add<RaiseNorm<LayerNormOp>>(context, matchLayerNorm,
                                       raised.layerNorms);
  patterns.add<RaiseNorm<RMSNormOp>>(context, matchRMSNorm, raised.rmsNorms);
}

std::optional<std::string>
mpopt::getWhyNormNotRaised(linalg::GenericOp generic) {
  std::string asLayerNorm, asRMSNorm;
  if (succeeded(matchLayerNorm(generic, asLayerNorm)) ||
      succeeded(matchRMSNorm(generic, asRMSNorm)))
    return std::nullopt;
  return "as layer_norm: " + asLayerNorm + "; as rms_norm: " + asRMSNorm;
}

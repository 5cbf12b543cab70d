//===- ErrorModel.cpp - first-order rounding error of each op -------------===//

#include "mpopt/Analysis/ErrorModel.h"

#include "SampledGain.h"

#include "mpopt/Analysis/CostModel.h"
#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseMap.h"

#include <cmath>

using namespace mlir;
using namespace mlir::mpopt;

static constexpr double kInfinity = std::numeric_limits<double>::infinity();

double mpopt::getUnitRoundoff(Type type) {
  auto floatType = dyn_cast<FloatType>(getElementTypeOrSelf(type));
  if (!floatType)
    return 0;
  // getFPMantissaWidth counts the implicit bit: f32 24, bf16 8, E4M3 4.
  return std::ldexp(1.0, -static_cast<int>(floatType.getFPMantissaWidth()));
}

double mpopt::getConversionError(Type from, Type to) {
  double fromRoundoff = getUnitRoundoff(from);
  double toRoundoff = getUnitRoundoff(to);
  return toRoundoff > fromRoundoff ? toRoundoff : 0;
}

bool mpopt::isView(Operation *op) {
  return isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
             tensor::ExtractSliceOp, linalg::TransposeOp, linalg::BroadcastOp,
             linalg::CopyOp>(op);
}

/// A linalg op that only yields its one input's elements: a copy,
/// transpose or broadcast written as a generic.
static bool isCopy(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.getNumDpsInputs() == 1 &&
         linalgOp.getNumReductionLoops() == 0 &&
         linalgOp->getNumResults() == 1 &&
         linalgOp.getBlock()->getTerminator()->getOperand(0) ==
             linalgOp.getBlock()->getArgument(0);
}

Value mpopt::getExactSource(Value value) {
  while (Operation *producer = value.getDefiningOp()) {
    auto cast = dyn_cast<CastOp>(producer);
    if (cast ? !cast.isValuePreserving()
             : !isView(producer) && !isCopy(producer))
      break;
    value = producer->getOperand(0);
  }
  return value;
}

Magnitude mpopt::getConstantMagnitude(Attribute value) {
  double largest = 0;
  double squares = 0;
  double count = 1;
  bool negative = false, positive = false;
  auto see = [&](double element) {
    double magnitude = std::fabs(element);
    largest = std::max(largest, magnitude);
    squares += magnitude * magnitude;
    negative |= element < 0;
    positive |= element > 0;
  };
  if (auto floatAttr = dyn_cast<FloatAttr>(value)) {
    see(floatAttr.getValueAsDouble());
  } else if (auto integer = dyn_cast<IntegerAttr>(value)) {
    see(static_cast<double>(integer.getInt()));
  } else {
    count = 0;
    if (failed(forEachFloatElement(value, [&](const APFloat &element) {
          see(element.convertToDouble());
          ++count;
        })))
      return {};
  }
  if (std::isnan(largest))
    largest = kInfinity;
  Magnitude magnitude{largest, largest, largest >= kMaskMagnitude};
  if (count > 0 && std::isfinite(squares))
    magnitude.rms = std::sqrt(squares / count);
  magnitude.sign = negative ? (positive ? 0 : -1) : 1;
  return magnitude;
}

namespace {

/// The rounding error of summing `length` terms one after another in
/// `type`, relative to the sum: the k-th addition rounds by up to u |s_k|,
/// uniformly (standard deviation u |s_k| / sqrt(3)), and partial sums of
/// independent terms grow as sqrt(k / length) of the whole, so the
/// roundings add up to sqrt(length / 6) u (pairwise or blocked sums, as
/// vectorized code does, round less).
double getAccumulationError(double length, Type type) {
  return std::sqrt(std::max(length / 6, 1.0)) * getUnitRoundoff(type);
}

double rootSumSquare(std::initializer_list<double> terms) {
  double sum = 0;
  for (double term : terms)
    sum += term * term;
  return std::sqrt(sum);
}

/// A scalar's error as a function of the errors of the enclosing op's
/// inputs (getErrorInputs).
struct Affine {
  SmallVector<double> gains;
  /// Independent roundings add in quadrature: the sum of their squares.
  double localSquared = 0;
  /// Indices and other integers the body computes count as about 1.
  Magnitude magnitude{1};

  explicit Affine(unsigned numInputs) : gains(numInputs, 0.0) {}

  void addScaled(const Affine &other, double factor) {
    for (auto [gain, otherGain] : llvm::zip_equal(gains, other.gains))
      gain += factor * otherGain;
    localSquared += factor * factor * other.localSquared;
  }
};

/// The magnitude a gain takes: 1 for an unknown one, so that its relative
/// error stands for the absolute error the gain turns into a relative one.
double getGainMagnitude(const Magnitude &magnitude) {
  return magnitude.known ? magnitude.typical : 1;
}

/// What a product or a map of an unknown value has: unknown, of a unit of
/// its own (typical 1), still a mask when a mask went into it (a mask
/// argument converted and scaled).
Magnitude unknownFrom(ArrayRef<Magnitude> inputs) {
  Magnitude result;
  result.isMask =
      llvm::any_of(inputs, [](const Magnitude &m) { return m.isMask; });
  return result;
}

Magnitude product(Magnitude a, Magnitude b) {
  Magnitude result = unknownFrom({a, b});
  if (a.known && b.known) {
    result = {a.typical * b.typical, a.bound * b.bound, a.isMask || b.isMask};
    result.rms = a.rms * b.rms;
  }
  result.sign = a.sign * b.sign;
  return result;
}

/// How far the largest of n values of a sum of many independent terms
/// lies above their rms: the expected maximum of n standard normals,
/// sqrt(2 ln n).
double getCrestFactor(double count) {
  return std::sqrt(std::max(2 * std::log(std::max(count, 1.0)), 1.0));
}

/// A sum of `length` products per element over `count` elements: the
/// products' errors and signs are independent, so the sum grows as
/// sqrt(length) (the bound as length); its largest element lies a crest
/// factor above its rms when the operands' rms are known.
Magnitude contraction(Magnitude a, Magnitude b, double length, double count) {
  Magnitude result = product(a, b);
  if (!result.known)
    return result;
  result.typical = std::sqrt(length) *
                   std::min(a.typical * b.typical,
                            getCrestFactor(count) * a.getRms() * b.getRms());
  result.bound *= length;
  result.rms = std::sqrt(length) * a.rms * b.rms;
  return result;
}

/// a + b, max(a, b) and the like: each absolute error counts relative to
/// the result's magnitude, which is no smaller than the inputs' (no
/// cancellation; docs/assign-precision.md). A choice (max, min, select)
/// is as large as the larger input; the largest elements of a sum of
/// independent terms add in quadrature, as their rms do.
///
/// A mask term (Magnitude::isMask) larger than the others: where it is 0
/// the sum is the other terms, where it is huge the exp that follows is 0
/// whatever the error. The sum keeps the other terms' magnitude and error.

Affine combineAdditive(ArrayRef<const Affine *> inputs, unsigned numInputs,
                       bool sumsBounds) {
  Affine result(numInputs);
  double largest = 0;
  double bound = 0;
  bool known = true;
  for (const Affine *input : inputs) {
    largest = std::max(largest, input->magnitude.typical);
    bound = sumsBounds ? bound + input->magnitude.bound
                       : std::max(bound, input->magnitude.bound);
  }
  bool masks =
      inputs.size() > 1 && llvm::any_of(inputs, [&](const Affine *in) {
        return in->magnitude.isMask && in->magnitude.typical == largest;
      });
  auto isMaskTerm = [&](const Affine *input) {
    return masks && input->magnitude.isMask &&
           input->magnitude.typical == largest;
  };
  // Independent terms (or a choice between them) have at most the root
  // sum of their squares as rms.
  double typical = 0;
  double squares = 0;
  for (const Affine *input : inputs) {
    if (isMaskTerm(input))
      continue;
    const Magnitude &magnitude = input->magnitude;
    known &= magnitude.known;
    typical = sumsBounds ? std::hypot(typical, magnitude.typical)
                         : std::max(typical, magnitude.typical);
    squares += magnitude.rms * magnitude.rms;
  }
  for (const Affine *input : inputs)
    if (!isMaskTerm(input) && typical > 0)
      result.addScaled(*input, input->magnitude.typical / typical);
  bool isMask = !masks && llvm::any_of(inputs, [&](const Affine *in) {
    return in->magnitude.isMask && in->magnitude.typical == largest;
  });
  result.magnitude = {typical, bound, isMask};
  result.magnitude.rms = std::sqrt(squares);
  // A sum of unknown terms keeps their units (each unknown source counts
  // 1): a residual stream grows as the root of its number of sublayers,
  // and the share of each new one falls with it.
  if (!known) {
    result.magnitude.known = false;
    result.magnitude.bound = result.magnitude.rms = kInfinity;
  }
  return result;
}

/// The element type of the first float result of `op`; null when it has
/// none.
Type getFloatResultType(Operation &op) {
  for (Type type : op.getResultTypes())
    if (isa<FloatType>(getElementTypeOrSelf(type)))
      return getElementTypeOrSelf(type);
  return {};
}

/// `indexing` without its results that are 0 into a dimension of 1 of
/// `value` (what a reshape to or from unit dimensions changes).
static SmallVector<AffineExpr> dropUnitIndices(AffineMap indexing,
                                               Value value) {
  auto type = cast<ShapedType>(value.getType());
  SmallVector<AffineExpr> kept;
  for (auto [dim, expr] : llvm::enumerate(indexing.getResults())) {
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (!(constant && constant.getValue() == 0 && type.getDimSize(dim) == 1))
      kept.push_back(expr);
  }
  return kept;
}

/// `value` through reshapes to or from unit dimensions, as a result of a
/// linalg.generic; null otherwise.
static OpResult getGenericResult(Value value) {
  while (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(
      value.getDefiningOp()))
    value = value.getDefiningOp()->getOperand(0);
  auto result = dyn_cast<OpResult>(value);
  return result && isa<linalg::GenericOp>(result.getOwner()) ? result
                                                             : OpResult();
}

/// The op yielding `generic`'s result `index`, of type OpTy, when its
/// operands are the body's arguments `lhs` and `rhs` (in either order for a
/// commutative op); null otherwise.
template <typename OpTy>
static OpTy getYieldedOf(linalg::GenericOp generic, unsigned index,
                         unsigned lhs, unsigned rhs, bool commutative) {
  Block *body = generic.getBody();
  auto yielded = body->getTerminator()->getOperand(index).getDefiningOp<OpTy>();
  if (!yielded || yielded->getNumOperands() != 2)
    return nullptr;
  Value a = body->getArgument(lhs), b = body->getArgument(rhs);
  Value x = yielded->getOperand(0), y = yielded->getOperand(1);
  return (x == a && y == b) || (commutative && x == b && y == a) ? yielded
                                                                 : nullptr;
}

/// Whether `op` reads through `maximum`, at each element of `x` it reads,
/// the maximum of a set of elements of `x` that holds that element: `x` read
/// by identity, `maximum` a result (reshaped to or from unit dimensions
/// only) of a reduction that reads `x` by identity and combines with
/// maximumf, indexed by what that reduction's output keeps.
static bool isRowMaximum(linalg::LinalgOp op, OpOperand &x,
                         OpOperand &maximum) {
  if (!op.getMatchingIndexingMap(&x).isIdentity())
    return false;
  OpResult result = getGenericResult(maximum.get());
  if (!result)
    return false;
  auto reduction = cast<linalg::GenericOp>(result.getOwner());
  unsigned index = result.getResultNumber();
  return reduction.getNumDpsInputs() == 1 &&
         reduction.getDpsInputs()[0] == x.get() &&
         reduction.getMatchingIndexingMap(reduction.getDpsInputOperand(0))
             .isIdentity() &&
         reduction.getNumLoops() == op.getNumLoops() &&
         dropUnitIndices(op.getMatchingIndexingMap(&maximum),
                         maximum.get()) ==
             dropUnitIndices(reduction.getIndexingMapMatchingResult(result),
                             result) &&
         getYieldedOf<arith::MaximumFOp>(reduction, index, 0,
                                         reduction.getNumDpsInputs() + index,
                                         true);
}

/// Whether every element of `sum` is at least 1: a row's sum of exp(x -
/// max(x)), from a fill of zero or more, over the dimensions the maximum
/// reduced, so that one of its terms is exp(0) (a log-softmax written out).
static bool isSumOfShiftedExps(Value sum) {
  OpResult result = getGenericResult(sum);
  if (!result)
    return false;
  auto reduction = cast<linalg::GenericOp>(result.getOwner());
  if (reduction.getNumDpsInputs() != 1 || reduction.getNumDpsInits() != 1 ||
      !getYieldedOf<arith::AddFOp>(reduction, 0, 0, 1, true) ||
      !reduction.getMatchingIndexingMap(reduction.getDpsInputOperand(0))
           .isIdentity())
    return false;
  auto fill = reduction.getDpsInits()[0].getDefiningOp<linalg::FillOp>();
  FloatAttr start;
  if (!fill || !matchPattern(fill.getInputs()[0], m_Constant(&start)) ||
      start.getValueAsDouble() < 0)
    return false;
  OpResult exps = getGenericResult(reduction.getDpsInputs()[0]);
  auto exp = exps ? cast<linalg::GenericOp>(exps.getOwner()) : nullptr;
  if (!exp || exp.getNumDpsInputs() != 1 || exp->getNumResults() != 1 ||
      !exp.getMatchingIndexingMap(exp.getDpsInputOperand(0)).isIdentity())
    return false;
  auto expOp = exp.getBody()
                   ->getTerminator()
                   ->getOperand(0)
                   .getDefiningOp<math::ExpOp>();
  if (!expOp || expOp.getOperand() != exp.getBody()->getArgument(0))
    return false;
  OpResult shifted = getGenericResult(exp.getDpsInputs()[0]);
  auto sub = shifted ? cast<linalg::GenericOp>(shifted.getOwner()) : nullptr;
  if (!sub || sub.getNumDpsInputs() != 2 || sub->getNumResults() != 1 ||
      !getYieldedOf<arith::SubFOp>(sub, 0, 0, 1, false))
    return false;
  OpOperand *element = sub.getDpsInputOperand(0);
  OpOperand *maximum = sub.getDpsInputOperand(1);
  return isRowMaximum(sub, *element, *maximum) &&
         dropUnitIndices(reduction.getIndexingMapMatchingResult(result),
                         result) ==
             dropUnitIndices(sub.getMatchingIndexingMap(maximum),
                             maximum->get());
}

namespace {
/// What a structured op's body knows of its operands besides their
/// magnitudes.
struct OperandFacts {
  /// Whether two operands are the same number (x * x).
  function_ref<bool(Value, Value)> same;
  /// Whether the first is at most the second (an element and its row's
  /// maximum: x - max(x) <= 0); none known without it.
  function_ref<bool(Value, Value)> atMost = nullptr;
  /// Whether the operand is at least 1 (a row's sum of exp(x - max(x)),
  /// one of whose terms is exp(0)); none known without it.
  function_ref<bool(Value)> atLeastOne = nullptr;
};
} // namespace

/// The sign of `op`'s result (Magnitude::sign) from its operands', which
/// follow getErrorInputs(op), and what `facts` knows of them.
int getResultSign(Operation &op, ArrayRef<const Affine *> operands,
                  const OperandFacts &facts) {
  auto sign = [&](unsigned index) { return operands[index]->magnitude.sign; };
  auto square = [&] { return facts.same(op.getOperand(0), op.getOperand(1)); };
  if (isa<arith::AddFOp>(op))
    return sign(0) == sign(1) ? sign(0) : 0;
  if (isa<arith::SubFOp>(op)) {
    if (facts.atMost && facts.atMost(op.getOperand(0), op.getOperand(1)))
      return -1;
    return sign(0) == -sign(1) ? sign(0) : 0;
  }
  if (isa<arith::MulFOp, arith::DivFOp>(op))
    return square() ? 1 : sign(0) * sign(1);
  if (isa<math::FmaOp>(op)) {
    int productSign = square() ? 1 : sign(0) * sign(1);
    return productSign == sign(2) ? productSign : 0;
  }
  if (isa<arith::NegFOp>(op))
    return -sign(0);
  if (isa<arith::MaximumFOp, arith::MaxNumFOp>(op))
    return sign(0) == 1 || sign(1) == 1 ? 1 : (sign(0) + sign(1)) / 2;
  if (isa<arith::MinimumFOp, arith::MinNumFOp>(op))
    return sign(0) == -1 || sign(1) == -1 ? -1 : (sign(0) + sign(1)) / 2;
  if (isa<arith::SelectOp>(op))
    return sign(1) == sign(2) ? sign(1) : 0;
  if (isa<math::AbsFOp, math::ExpOp, math::Exp2Op, math::SqrtOp, math::RsqrtOp>(
          op))
    return 1;
  // A log-softmax's log of its row's sum: x - max - log(sum) <= 0.
  if (isa<math::LogOp>(op) && facts.atLeastOne &&
      facts.atLeastOne(op.getOperand(0)))
    return 1;
  if (isa<math::ExpM1Op, math::TanhOp, math::ErfOp, arith::TruncFOp,
          arith::ExtFOp, CastOp, tensor::ExtractOp>(op))
    return sign(0);
  return 0;
}

/// The largest magnitude an integer (or every element of an integer
/// tensor) can have where the program makes it known: constants, loop
/// indices of static ranges (positions: torch's arange), and what casts,
/// views, selections, sums and products make of them; nullopt otherwise.
std::optional<double> getIntegerBound(Value value, unsigned depth = 0) {
  if (depth > 16 || !isa<IntegerType, IndexType>(getElementTypeOrSelf(value)))
    return std::nullopt;
  auto bound = [&](Value other) { return getIntegerBound(other, depth + 1); };
  if (auto argument = dyn_cast<BlockArgument>(value)) {
    auto generic =
        dyn_cast<linalg::GenericOp>(argument.getOwner()->getParentOp());
    if (!generic || argument.getArgNumber() >= generic.getNumDpsInputs())
      return std::nullopt;
    return bound(generic.getDpsInputs()[argument.getArgNumber()]);
  }
  Operation *op = value.getDefiningOp();
  if (!op)
    return std::nullopt;
  Attribute constant;
  if (matchPattern(value, m_Constant(&constant))) {
    if (auto integer = dyn_cast<IntegerAttr>(constant))
      return std::abs(static_cast<double>(integer.getValue().getSExtValue()));
    if (auto dense = dyn_cast<DenseIntElementsAttr>(constant)) {
      double largest = 0;
      for (const APInt &element : dense)
        largest = std::max(
            largest, std::abs(static_cast<double>(element.getSExtValue())));
      return largest;
    }
    return std::nullopt;
  }
  if (auto index = dyn_cast<linalg::IndexOp>(op)) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op->getParentOp());
    if (!linalgOp)
      return std::nullopt;
    SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
    int64_t range = ranges[index.getDim()];
    if (ShapedType::isDynamic(range))
      return std::nullopt;
    return static_cast<double>(std::max<int64_t>(range - 1, 0));
  }
  if (isa<arith::IndexCastOp, arith::ExtSIOp, arith::ExtUIOp>(op) || isView(op))
    return bound(op->getOperand(0));
  if (isa<arith::SelectOp>(op)) {
    std::optional<double> a = bound(op->getOperand(1));
    std::optional<double> b = bound(op->getOperand(2));
    if (!a || !b)
      return std::nullopt;
    return std::max(*a, *b);
  }
  if (isa<arith::AddIOp, arith::SubIOp, arith::MulIOp>(op)) {
    std::optional<double> a = bound(op->getOperand(0));
    std::optional<double> b = bound(op->getOperand(1));
    if (!a || !b)
      return std::nullopt;
    return isa<arith::MulIOp>(op) ? *a * *b : *a + *b;
  }
  // An elementwise generic's element is what its body yields.
  if (auto generic = dyn_cast<linalg::GenericOp>(op)) {
    if (generic.getNumReductionLoops() != 0)
      return std::nullopt;
    auto result = cast<OpResult>(value);
    Value yielded = generic.getBody()->getTerminator()->getOperand(
        result.getResultNumber());
    return bound(yielded);
  }
  return std::nullopt;
}

/// Applies the scalar op `op` inside a structured op's body (or on whole
/// tensors elementwise); `operands` follow getErrorInputs(op).
Affine transferScalar(Operation &op, ArrayRef<const Affine *> operands,
                      unsigned numInputs, const OperandFacts &facts) {
  Affine result(numInputs);
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    result.magnitude = getConstantMagnitude(constant.getValue());
    return result;
  }
  // Indices, comparisons, integer arithmetic and asserts carry no float
  // error.
  Type type = getFloatResultType(op);
  if (!type)
    return result;
  double roundoff = getUnitRoundoff(type);
  auto sumOfOperands = [&](double factor) {
    Affine sum(numInputs);
    for (const Affine *operand : operands)
      sum.addScaled(*operand, factor);
    return sum;
  };

  if (isa<arith::AddFOp, arith::SubFOp>(op)) {
    result = combineAdditive(operands, numInputs, /*sumsBounds=*/true);
  } else if (isa<arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
                 arith::MinNumFOp>(op)) {
    result = combineAdditive(operands, numInputs, /*sumsBounds=*/false);
    roundoff = 0;
  } else if (isa<arith::SelectOp>(op)) {
    result = combineAdditive(operands.drop_front(), numInputs,
                             /*sumsBounds=*/false);
    roundoff = 0;
  } else if (isa<arith::NegFOp, math::AbsFOp, tensor::ExtractOp>(op)) {
    // A gather's element is the table's, at whatever index.
    result = *operands[0];
    roundoff = 0;
  } else if (isa<arith::MulFOp>(op)) {
    result = sumOfOperands(1);
    result.magnitude = product(operands[0]->magnitude, operands[1]->magnitude);
  } else if (isa<math::FmaOp>(op)) {
    Affine mul = sumOfOperands(0);
    mul.addScaled(*operands[0], 1);
    mul.addScaled(*operands[1], 1);
    mul.magnitude = product(operands[0]->magnitude, operands[1]->magnitude);
    result = combineAdditive({&mul, operands[2]}, numInputs, true);
  } else if (isa<arith::DivFOp>(op)) {
    result = sumOfOperands(1);
    // Divisors in norms and softmax are at least about one (a standard
    // deviation with epsilon, a sum of exponentials with a 1 in it); a
    // constant divisor is known exactly.
    Magnitude dividend = operands[0]->magnitude;
    double divisor = std::max(operands[1]->magnitude.typical, 1.0);
    result.magnitude = {dividend.typical / divisor, kInfinity};
    result.magnitude.rms = dividend.rms / divisor;
    if (auto constant = op.getOperand(1).getDefiningOp<arith::ConstantOp>())
      if (double value = getConstantMagnitude(constant.getValue()).bound;
          value > 0) {
        result.magnitude = {dividend.typical / value, dividend.bound / value};
        result.magnitude.rms = dividend.rms / value;
      }
    if (!dividend.known || !operands[1]->magnitude.known)
      result.magnitude = unknownFrom({dividend, operands[1]->magnitude});
  } else if (isa<math::ExpOp, math::Exp2Op, math::ExpM1Op>(op)) {
    // exp turns the input's absolute error (its relative error times its
    // largest magnitude, 1 when unknown) into a relative one.
    Magnitude in = operands[0]->magnitude;
    result.addScaled(*operands[0], getGainMagnitude(in));
    result.magnitude = {std::min(std::exp(in.typical), 1e38),
                        in.bound < 88 ? std::exp(in.bound) : kInfinity};
    if (!in.known)
      result.magnitude = unknownFrom({in});
    // Of a value never above zero: at most 1, whatever its magnitude.
    if (in.sign < 0 && !in.isMask)
      result.magnitude = {1, 1, false, 1};
  } else if (isa<math::LogOp, math::Log2Op, math::Log10Op, math::Log1pOp>(op)) {
    // A relative error of the input is an absolute error of the log. The
    // largest input's log, ln(typical), is at most the largest |log|: where
    // it exceeds one, the absolute error is that much smaller relative to
    // the result (a log-sum-exp's log of a sum of many exponentials); an
    // unknown input or one near one keeps its relative error.
    Magnitude in = operands[0]->magnitude;
    double typical = in.known ? std::max(std::log(in.typical), 1.0) : 1.0;
    result.addScaled(*operands[0], 1 / typical);
    result.magnitude = {typical, kInfinity};
    if (!in.known)
      result.magnitude = unknownFrom({in});
  } else if (isa<math::TanhOp, math::ErfOp>(op)) {
    // Bounded with |x f'(x)| <= |f(x)| within a small factor: a relative
    // error of x stays one of f(x).
    result = *operands[0];
    result.magnitude = {std::min(operands[0]->magnitude.typical, 1.0),
                        std::min(operands[0]->magnitude.bound, 1.0)};
  } else if (isa<math::CosOp, math::SinOp>(op)) {
    // |f'| <= 1: the input's absolute error (its relative error times its
    // magnitude, a rotary embedding's angle) is one of f, relative to f's
    // largest magnitude: 1 for cos, min(|x|, 1) for sin. Each element
    // passes on its own angle's error, and a rotary embedding's readers
    // sum them over the head dimension and average them over the keys, in
    // quadrature: the angles' rms sets what reaches the outputs, not the
    // largest (position x 1 of the fastest of the geometric frequencies).
    // |f| <= 1 bounds the result and its rms.
    Magnitude in = operands[0]->magnitude;
    in.typical = in.known ? in.getRms() : 1;
    bool isSin = isa<math::SinOp>(op);
    double typical = isSin ? std::min(in.typical, 1.0) : 1.0;
    result.addScaled(*operands[0], in.typical / std::max(typical, 1e-30));
    result.magnitude = {typical, isSin ? std::min(in.bound, 1.0) : 1.0, false,
                        isSin ? std::min(in.rms, 1.0) : 1.0};
  } else if (isa<math::SqrtOp, math::RsqrtOp>(op)) {
    result.addScaled(*operands[0], 0.5);
    // rms sqrt(x) = sqrt(mean x) <= sqrt(rms x); 1 / sqrt(x) (a norm's
    // scale, BatchNorm's of its running variance) as large as its typical
    // value throughout.
    const Magnitude &in = operands[0]->magnitude;
    double typical = std::sqrt(std::max(in.typical, 1e-30));
    result.magnitude =
        isa<math::SqrtOp>(op)
            ? Magnitude{typical, std::sqrt(in.bound), false, std::sqrt(in.rms)}
            : Magnitude{1 / typical, kInfinity, false, 1 / typical};
    if (!operands[0]->magnitude.known)
      result.magnitude = unknownFrom({operands[0]->magnitude});
  } else if (isa<arith::TruncFOp, arith::ExtFOp, CastOp>(op)) {
    result = *operands[0];
    roundoff = getConversionError(op.getOperand(0).getType(), type);
  } else if (isa<arith::SIToFPOp, arith::UIToFPOp>(op)) {
    // An integer no larger than 2^p (p the type's significand bits) is a
    // value of the type: torch's positions, converted for a rotary angle.
    std::optional<double> bound = getIntegerBound(op.getOperand(0));
    if (bound) {
      result.magnitude = {*bound, *bound};
      if (*bound <= 1 / getUnitRoundoff(type))
        roundoff = 0;
    } else {
      result.magnitude = Magnitude();
    }
  } else {
    // Unknown arithmetic: errors add up, nothing bounds the result.
    result = sumOfOperands(1);
    double typical = 0;
    bool known = true;
    for (const Affine *operand : operands) {
      typical = std::max(typical, operand->magnitude.typical);
      known &= operand->magnitude.known;
    }
    result.magnitude = {typical, kInfinity};
    if (!known)
      result.magnitude = Magnitude();
  }
  result.localSquared += roundoff * roundoff;
  result.magnitude.sign = getResultSign(op, operands, facts);
  return result;
}

/// The elements of `type`, each dynamic dimension taken as `dynamicSize`
/// (1 where that is 0: the pass was given none).
double getElementCount(Type type, int64_t dynamicSize) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasRank())
    return 1;
  return mpopt::getElementCount(shaped, dynamicSize).value_or(1);
}

double getLoopRangeProduct(linalg::LinalgOp op, utils::IteratorType kind,
                           int64_t dynamicSize) {
  double product = 1;
  for (auto [range, iterator] :
       llvm::zip_equal(op.getStaticLoopRanges(), op.getIteratorTypesArray()))
    if (iterator == kind)
      product *= getSize(range, dynamicSize).value_or(1);
  return product;
}

/// A scalar op that maps its input linearly: a conversion, a negation, or
/// a product with (quotient by) a constant.
bool isScaling(Operation &op) {
  if (isa<arith::ExtFOp, arith::TruncFOp, arith::NegFOp, arith::ConstantOp>(op))
    return true;
  auto isConstant = [](Value value) {
    return matchPattern(value, m_Constant());
  };
  if (isa<arith::MulFOp>(op))
    return isConstant(op.getOperand(0)) || isConstant(op.getOperand(1));
  return isa<arith::DivFOp>(op) && isConstant(op.getOperand(1));
}

/// An elementwise op of two inputs, x and a map of x that another
/// elementwise op of x alone computes (read directly or through casts),
/// all read in place.
struct ComposedMap {
  unsigned x, mapped;
  linalg::GenericOp map;
};

bool isInPlace(linalg::LinalgOp op) {
  return op.getNumReductionLoops() == 0 &&
         llvm::all_of(op.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); });
}

std::optional<ComposedMap> getComposedMap(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumDpsInputs() != 2 ||
      linalgOp->getNumResults() != 1 || !isInPlace(linalgOp))
    return std::nullopt;
  for (unsigned mapped : {0u, 1u}) {
    unsigned x = 1 - mapped;
    Value value = linalgOp.getDpsInputs()[mapped];
    while (auto cast = value.getDefiningOp<CastOp>())
      value = cast.getInput();
    auto map = value.getDefiningOp<linalg::GenericOp>();
    if (map && map.getNumDpsInputs() == 1 && map->getNumResults() == 1 &&
        isInPlace(map) && map.getDpsInputs()[0] == linalgOp.getDpsInputs()[x] &&
        isa<FloatType>(linalgOp.getBlock()->getArgument(x).getType()))
      return ComposedMap{x, mapped, map};
  }
  return std::nullopt;
}

/// The sampled map of x that `op` computes from x and `composed.map`'s g(x),
/// over [-typical, typical] (the side of it x keeps to, `sign`); over
/// [-1, 1] where that range leaves the finite numbers (isOnlyComposed
/// counts on every composed reader being sampled).
std::optional<SampledMap> sampleComposed(linalg::LinalgOp op,
                                         ComposedMap composed, double typical,
                                         int sign = 0) {
  Block *body = op.getBlock();
  Block *inner = composed.map.getBody();
  if (auto sampled = sampleUnaryGain(*body, composed.x, typical, sign, inner,
                                     composed.mapped))
    return sampled;
  return sampleUnaryGain(*body, composed.x, 1, sign, inner, composed.mapped);
}

/// Whether every reader of `map`'s result, through casts, takes it as the
/// map of x in a ComposedMap it samples: x's error then reaches them
/// through x.
bool isOnlyComposed(linalg::LinalgOp map) {
  SmallVector<Value> worklist = {map->getResult(0)};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (auto cast = dyn_cast<CastOp>(user)) {
        worklist.push_back(cast.getResult());
        continue;
      }
      std::optional<ComposedMap> composed = getComposedMap(user);
      if (!composed || composed->map != map.getOperation() ||
          !sampleComposed(cast<linalg::LinalgOp>(user), *composed, 1))
        return false;
    }
  }
  return true;
}

/// Runs the body of a structured op once over scalars; a sum reduction
/// then scales the magnitude by the reduced length and adds the rounding
/// of its accumulation (getAccumulationError).
/// `inputs` are getErrorInputs(op), `magnitudes` theirs.
SmallVector<ErrorTransfer> transferLinalg(linalg::LinalgOp op,
                                          ArrayRef<Value> inputs,
                                          ArrayRef<Magnitude> magnitudes,
                                          int64_t dynamicSize) {
  unsigned numInputs = inputs.size();
  double reduced =
      getLoopRangeProduct(op, utils::IteratorType::reduction, dynamicSize);
  SmallVector<ErrorTransfer> transfers;

  if (Type multiplyType = getContractionType(op)) {
    ErrorTransfer transfer;
    transfer.gains.assign(numInputs, 1.0);
    Magnitude result{1, 1, false, 1};
    for (OpOperand *input : op.getDpsInputOperands())
      result = product(result, magnitudes[input->getOperandNumber()]);
    result =
        contraction(result, {1, 1, false, 1}, reduced,
                    getElementCount(op->getResult(0).getType(), dynamicSize));
    transfer.local = getAccumulationError(reduced, op->getResult(0).getType());
    transfer.magnitude = result;
    transfers.assign(op->getNumResults(), transfer);
    return transfers;
  }

  Block *body = op.getBlock();
  llvm::DenseMap<Value, Affine> scalars;
  // Each block argument stands for its operand, each value from above the
  // body for itself.
  auto addInput = [&](Value value, unsigned index) -> Affine & {
    Affine input(numInputs);
    if (isa<FloatType>(getElementTypeOrSelf(inputs[index])))
      input.gains[index] = 1;
    input.magnitude = magnitudes[index];
    return scalars.try_emplace(value, input).first->second;
  };
  for (BlockArgument argument : body->getArguments()) {
    unsigned operand = argument.getArgNumber();
    Affine &arg = addInput(argument, operand);
    // An accumulator starts from the init; what it gathers counts below.
    if (reduced > 1 && operand >= op.getNumDpsInputs())
      arg.magnitude.typical = arg.magnitude.rms = 0;
  }
  for (unsigned index = op->getNumOperands(); index < numInputs; ++index)
    addInput(inputs[index], index);
  auto lookup = [&](Value value) -> const Affine & {
    return scalars.try_emplace(value, numInputs).first->second;
  };
  // Two block arguments of one input read through one map are the same
  // element (torch's x * x reads x twice).
  // The input a block argument reads; null for anything else.
  auto getInput = [&](Value value) -> OpOperand * {
    auto argument = dyn_cast<BlockArgument>(value);
    if (!argument || argument.getOwner() != body)
      return nullptr;
    OpOperand &operand = op->getOpOperand(argument.getArgNumber());
    return op.isDpsInput(&operand) ? &operand : nullptr;
  };
  auto sameValue = [&](Value a, Value b) {
    if (a == b)
      return true;
    OpOperand *operandA = getInput(a), *operandB = getInput(b);
    return operandA && operandB && operandA->get() == operandB->get() &&
           op.getMatchingIndexingMap(operandA) ==
               op.getMatchingIndexingMap(operandB);
  };
  // An element of one input and, read beside it, the maximum of its row
  // (a log-softmax written out, which the backward keeps from being
  // raised): x - max is never above zero, and its exp at most 1.
  auto isAtMost = [&](Value a, Value b) {
    OpOperand *operandA = getInput(a), *operandB = getInput(b);
    return operandA && operandB && isRowMaximum(op, *operandA, *operandB);
  };
  auto isAtLeastOne = [&](Value value) {
    OpOperand *operand = getInput(value);
    return operand && isSumOfShiftedExps(operand->get());
  };
  OperandFacts facts{sameValue, isAtMost, isAtLeastOne};
  for (Operation &payload : body->without_terminator()) {
    SmallVector<const Affine *> operands;
    for (Value operand : getErrorInputs(&payload))
      operands.push_back(&lookup(operand));
    Affine result = transferScalar(payload, operands, numInputs, facts);
    for (Value value : payload.getResults())
      scalars.insert_or_assign(value, result);
  }
  // One input mapped elementwise: the sampled gain replaces the rules,
  // which cannot see that x and f(x) are correlated (GELU's x * Phi(x)).
  std::optional<SampledMap> sampled;
  if (reduced == 1 && op.getNumDpsInputs() == 1 && op->getNumResults() == 1 &&
      isa<FloatType>(body->getArgument(0).getType()))
    sampled = sampleUnaryGain(*body, 0, getGainMagnitude(magnitudes[0]),
                              magnitudes[0].sign);
  // The same across two ops: x and a map g of x another op computes
  // (torch-mlir's SiLU, x * sigmoid(x)), sampled as the one map of x. g's
  // gain on x (sigmoid's t / 4 near 0, where the product multiplies by x
  // near 0) then counts here instead of there: g passes on only its own
  // roundings and those of its storage, each a relative error of g.
  std::optional<ComposedMap> composed;
  if (reduced == 1)
    composed = getComposedMap(op);
  if (composed)
    sampled =
        sampleComposed(op, *composed, getGainMagnitude(magnitudes[composed->x]),
                       magnitudes[composed->x].sign);
  // Not the optional itself below: gcc 12 takes its reads for
  // uninitialized.
  SampledMap map = sampled ? *sampled : SampledMap();
  double sampledGain = map.gain;
  if (sampled && !composed && isOnlyComposed(op))
    sampledGain = 0;
  for (Value yielded : body->getTerminator()->getOperands()) {
    Affine value = lookup(yielded);
    if (sampled) {
      unsigned x = composed ? composed->x : 0;
      value.gains.assign(numInputs, 0.0);
      value.gains[x] = sampledGain;
      if (composed)
        value.gains[composed->mapped] = 1;
      // Sampled over [-1, 1] for an unknown input: the gain of a relative
      // error, not a magnitude.
      if (magnitudes[x].known)
        value.magnitude.typical = map.largest;
      // The rules' rms of a nonlinear map is no bound (sigmoid's 1 / (1 +
      // exp(-x)) divides by the typical divisor); data movement, negation
      // and scaling by a constant (SDPA's q * d^-1/4) keep it exactly.
      // The sampled slope bounds it instead: rms f(x) <= |f(0)| + max|f'|
      // rms x (SiLU's about 1.1 rms x, sigmoid's 0.5 + rms x / 4), which
      // keeps the contractions after a nonlinearity from growing by their
      // operands' largest elements (EfficientNet's squeeze-excitation).
      if (!llvm::all_of(body->without_terminator(), isScaling))
        value.magnitude.rms =
            magnitudes[x].known && std::isfinite(magnitudes[x].rms)
                ? std::min(map.largest,
                           map.atZero + map.slope * magnitudes[x].rms)
                : kInfinity;
    }
    ErrorTransfer transfer;
    if (reduced > 1 &&
        isa_and_nonnull<arith::AddFOp>(yielded.getDefiningOp())) {
      if (value.magnitude.known) {
        value.magnitude.typical *= reduced;
        value.magnitude.bound *= reduced;
        value.magnitude.rms *= reduced;
      }
      double roundoff = getAccumulationError(reduced, yielded.getType());
      value.localSquared += roundoff * roundoff;
    }
    transfer.gains = value.gains;
    transfer.local = std::sqrt(value.localSquared);
    transfer.magnitude = value.magnitude;
    transfers.push_back(transfer);
  }
  return transfers;
}

} // namespace

double mpopt::getContractionLength(Operation *op, OpOperand &operand,
                                   int64_t dynamicSize) {
  // q and k are summed over the head dimension, v over the keys.
  if (auto attention = dyn_cast<AttentionOp>(op)) {
    auto k = cast<RankedTensorType>(attention.getK().getType());
    if (&operand == &attention.getQMutable() ||
        &operand == &attention.getKMutable())
      return std::max<int64_t>(k.getDimSize(3), 1);
    if (&operand == &attention.getVMutable())
      return std::max<int64_t>(k.getDimSize(2), 1);
    return 0;
  }
  if (auto contraction = dyn_cast<ContractionOpInterface>(op)) {
    if (&operand != &contraction.getLhsMutable() &&
        &operand != &contraction.getRhsMutable())
      return 0;
    return getSize(contraction.getContractionLength(), dynamicSize).value_or(1);
  }
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !getContractionType(linalgOp) ||
      !linalgOp.isDpsInput(&operand))
    return 0;
  return getLoopRangeProduct(linalgOp, utils::IteratorType::reduction,
                             dynamicSize);
}

namespace {

/// A matmul or a convolution: sums of `getContractionLength()` products.
SmallVector<ErrorTransfer> transferContraction(ContractionOpInterface op,
                                               ArrayRef<Magnitude> magnitudes,
                                               int64_t dynamicSize) {
  ErrorTransfer transfer;
  transfer.gains.assign(op->getNumOperands(), 0.0);
  Value result = op->getResult(0);
  auto matmul = dyn_cast<MatmulOp>(op.getOperation());
  double reduced = getContractionLength(op, op.getLhsMutable(), dynamicSize);
  Type multiply = op.getMultiplyType();
  // Rounding independent operands does not line the errors up with the
  // data: the product's relative error is about the operands' sum.
  transfer.gains[0] = transfer.gains[1] = 1;
  Type accumulator = op.getAccumulatorType();
  double averaging = getContractionAveraging(reduced);
  double accumulationError = getAccumulationError(reduced, accumulator);
  // A product of a tensor with itself (x x^T, attention of a sequence
  // with itself): its diagonal sums squares. Partial sums of one sign grow
  // linearly, each element's rounding error has rms sqrt(K/9) u of it, and
  // the diagonal's elements all lie near the largest, so the largest error
  // is a crest factor above that rms (the random-walk estimate assumes
  // terms of both signs, whose largest results are the rare ones).
  if (matmul && getExactSource(op.getLhs()) == getExactSource(op.getRhs())) {
    auto shape = cast<ShapedType>(result.getType()).getShape();
    double diagonal = std::min(shape[shape.size() - 2], shape.back());
    for (int64_t size : shape.drop_back(2))
      diagonal *= size;
    accumulationError =
        std::max(accumulationError, std::sqrt(reduced / 9) *
                                        getCrestFactor(diagonal) *
                                        getUnitRoundoff(accumulator));
  }
  double productError = rootSumSquare(
      {averaging * getConversionError(getExactType(op.getLhs()), multiply),
       averaging * getConversionError(getExactType(op.getRhs()), multiply),
       accumulationError});
  double sumError = 0;
  transfer.magnitude =
      contraction(magnitudes[0], magnitudes[1], reduced,
                  getElementCount(result.getType(), dynamicSize));
  if (Value bias = op.getBias()) {
    // An addition, weighed as combineAdditive weighs one: the product's
    // error (its operands' and its accumulation's) and the bias's count by
    // their shares of the sum's root sum of squares, and the addition
    // rounds unless the bias is 0. Unknown magnitudes say nothing of the
    // shares (a bias is no term of the product's scale): each counts
    // whole.
    // A bias is the operand after both factors, in either op.
    unsigned index = 2;
    const Magnitude &addend = magnitudes[index];
    Magnitude &sum = transfer.magnitude;
    double scale = std::hypot(sum.typical, addend.typical);
    bool weighed = sum.known && addend.known && scale > 0;
    double productShare = weighed ? sum.typical / scale : 1;
    double biasShare = weighed ? addend.typical / scale : 1;
    transfer.gains[0] = transfer.gains[1] = productShare;
    transfer.gains[index] = biasShare;
    productError *= productShare;
    if (addend.typical > 0)
      sumError = rootSumSquare(
          {biasShare * getConversionError(getExactType(bias), accumulator),
           getUnitRoundoff(accumulator)});
    sum.typical += addend.typical;
    sum.bound += addend.bound;
    sum.rms = std::hypot(sum.rms, addend.rms);
    if (!addend.known)
      sum = unknownFrom({sum, addend});
  }
  transfer.local = rootSumSquare(
      {productError, sumError,
       getConversionError(accumulator, result.getType())});
  // Scales are exact powers or amax-derived factors the result keeps.
  if (matmul && (matmul.getScaleLhs() || matmul.getScaleResult()))
    transfer.magnitude.bound = kInfinity;
  SmallVector<ErrorTransfer> transfers{transfer};
  if (matmul && matmul.getAmax())
    transfers.push_back(transfer);
  return transfers;
}

/// Norms: the row statistics are computed in the compute type over N
/// elements. x / sigma (x - mean for a layer norm, which does not cancel
/// the row: the assumption additions make) keeps x's relative error; the
/// statistics average the row's N independent errors, each up to about 3
/// times the row's rms (its crest): 3 / sqrt(N) of it, independent of the
/// element's own error (1 / N of the average), so the two add in
/// quadrature. The output of a normalization is at most sqrt(N) (typically
/// about 5) times gamma, plus beta. Each element's own roundings (x - mean,
/// times 1 / sigma, gamma, beta) are independent: in quadrature too.
template <typename NormOp>
ErrorTransfer transferNorm(NormOp op, ArrayRef<Magnitude> magnitudes,
                           double extraRoundings) {
  ErrorTransfer transfer;
  unsigned numOperands = op->getNumOperands();
  transfer.gains.assign(numOperands, 1.0);
  double normalized = op.getNumNormalized();
  transfer.gains[0] = std::sqrt(1 + 9 / std::max(normalized, 1.0));
  Type compute = op.getComputeType();
  transfer.local = rootSumSquare(
      {getAccumulationError(normalized, compute),
       std::sqrt(4 + extraRoundings) * getUnitRoundoff(compute),
       getConversionError(getExactType(op.getInput()), compute),
       getConversionError(compute, op.getResult().getType())});
  // A normalized row has rms 1.
  Magnitude scale{5, std::sqrt(normalized), false, 1};
  if (op.getGamma())
    scale = product(scale, magnitudes[1]);
  if (op->getNumOperands() > 2) {
    scale.typical += magnitudes[2].typical;
    scale.bound += magnitudes[2].bound;
    scale.rms = std::hypot(scale.rms, magnitudes[2].rms);
    if (!magnitudes[2].known)
      scale = unknownFrom({scale, magnitudes[2]});
  }
  transfer.magnitude = scale;
  return transfer;
}

/// Attention composes the matmul and softmax rules. The softmax turns the
/// logits' absolute error into the probabilities' relative error, so q and
/// k, whose relative errors the scores keep (gain 1), and the roundings up
/// to the logits count times the logits' typical magnitude; v and the
/// roundings from the softmax on count once. A mask that is large only to
/// send exp to 0 adds no error (combineAdditive); another adds its
/// absolute error. The result is an average of v's rows: v's magnitude.
ErrorTransfer transferAttention(AttentionOp op,
                                ArrayRef<Magnitude> magnitudes) {
  auto qType = cast<RankedTensorType>(op.getQ().getType());
  auto kType = cast<RankedTensorType>(op.getK().getType());
  double depth = std::max<double>(qType.getDimSize(3), 1);
  double keys = std::max<double>(kType.getDimSize(2), 1);
  Type multiply = op.getMultiplyType();
  Type scores = op.getScoreType();
  Type logitType = op.getLogitsType();
  Type softmax = op.getSoftmaxType();
  Type probabilities = op.getProbabilityType();
  // Both contractions sum exact products in f32 (the op's semantics).
  Type f32 = Float32Type::get(op.getContext());

  double scale = std::abs(op.getScaleAttr().getValueAsDouble());
  Magnitude logits = product(contraction(magnitudes[0], magnitudes[1], depth,
                                         qType.getNumElements() / depth * keys),
                             Magnitude{scale, scale, false, scale});
  // q's and k's errors, each element's own, reach the logits as
  // independent absolute errors of about the logits' rms (the products
  // of a sum over the depth do not line up), and a row of the output
  // averages them over the keys it attends to: the rms is their gain.
  // A row split between a few keys takes about half of the largest logit
  // of its row, c_S rms over S keys; never more than the largest logit.
  double logitGain =
      logits.known
          ? std::min(logits.typical,
                     logits.getRms() * std::max(1.0, getCrestFactor(keys) / 2))
          : 1;

  ErrorTransfer transfer;
  transfer.gains.assign(op->getNumOperands(), 0.0);
  transfer.gains[0] = transfer.gains[1] = logitGain;
  transfer.gains[2] = 1;
  if (op.getMask() && !magnitudes[3].isMask)
    transfer.gains[3] = getGainMagnitude(magnitudes[3]);

  // Scaling q and k in their own types (scaling<operands>) rounds each
  // once; otherwise the scores are scaled in their type.
  bool scalesOperands = op.getEffectiveScaling() == AttentionScaling::operands;
  double scaling =
      scalesOperands
          ? rootSumSquare(
                {getUnitRoundoff(op.getOperandScalingType(op.getQ())),
                 getUnitRoundoff(op.getOperandScalingType(op.getK()))})
                     : getUnitRoundoff(scores);
  // Each product's own conversions count at their rms, as a matmul's do:
  // q's and k's in the sums over the depth, the probabilities' and v's in
  // the sums over the keys.
  double depthAveraging = getContractionAveraging(depth);
  double keysAveraging = getContractionAveraging(keys);
  double logitError = rootSumSquare(
      {depthAveraging * getConversionError(getExactType(op.getQ()), multiply),
       depthAveraging * getConversionError(getExactType(op.getK()), multiply),
       getAccumulationError(depth, f32), getConversionError(f32, scores),
       scaling, getConversionError(scores, logitType),
       op.getMask() ? getUnitRoundoff(logitType) : 0});
  // As the SoftmaxOp case: the sum, then subtract, exp and divide.
  double softmaxError = rootSumSquare(
      {getAccumulationError(keys, softmax), 2 * getUnitRoundoff(softmax),
       getConversionError(logitType, softmax),
       getConversionError(softmax, probabilities)});
  double outputError =
      rootSumSquare({keysAveraging * getConversionError(probabilities, multiply),
                     keysAveraging *
                         getConversionError(getExactType(op.getV()), multiply),
                     getAccumulationError(keys, f32),
                     getConversionError(f32, op.getResult().getType())});
  transfer.local =
      rootSumSquare({logitGain * logitError, softmaxError, outputError});
  transfer.magnitude = magnitudes[2];
  transfer.magnitude.isMask = false;
  // Each result row averages v's rows: a wrong one is at most 2 max|v| off.
  transfer.cap = 2;
  return transfer;
}

} // namespace

double mpopt::getContractionAveraging(double length) {
  return length >= 8 ? 1 / std::sqrt(3.0) : 1;
}

bool mpopt::hasElementwiseRoundings(Operation *op) {
  if (isa<CastOp, MatmulOp>(op) || op->hasTrait<OpTrait::Elementwise>())
    return true;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.getNumReductionLoops() == 0;
}

/// Whether `reader` hands each element of `value` on once, unchanged: a
/// view, a cast to a type that holds it exactly, or a linalg op that only yields its one input
/// (a copy or transpose written as a generic), none of them repeating an
/// element (a broadcast along a contraction's sum would repeat one
/// rounding in it).
static bool passesElementsOnce(Operation *reader, Value value) {
  if (auto cast = dyn_cast<CastOp>(reader))
    return getConversionError(getExactType(cast.getInput()),
                              cast.getResultElementType()) == 0;
  if (!isView(reader) && !isCopy(reader))
    return false;
  auto input = dyn_cast<ShapedType>(value.getType());
  auto result = dyn_cast<ShapedType>(reader->getResult(0).getType());
  return input && result && input.hasStaticShape() &&
         result.hasStaticShape() &&
         result.getNumElements() <= input.getNumElements();
}

double mpopt::getReadersAveraging(Value value, int64_t dynamicSize) {
  double averaging = 0;
  SmallVector<Value> worklist = {value};
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    for (OpOperand &use : current.getUses()) {
      Operation *reader = use.getOwner();
      if (passesElementsOnce(reader, current)) {
        llvm::append_range(worklist, reader->getResults());
        continue;
      }
      double length = getContractionLength(reader, use, dynamicSize);
      if (length == 0)
        return 1;
      averaging = std::max(averaging, getContractionAveraging(length));
    }
  }
  return averaging == 0 ? 1 : averaging;
}

SmallVector<Value> mpopt::getErrorInputs(Operation *op) {
  SmallVector<Value> inputs(op->getOperands());
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(op->getRegions(), captured);
  llvm::append_range(inputs, captured);
  return inputs;
}

SmallVector<ErrorTransfer> mpopt::getErrorTransfers(Operation *op,
                                                    ArrayRef<Magnitude> inputs,
                                                    int64_t dynamicSize) {
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    ErrorTransfer transfer;
    transfer.magnitude = getConstantMagnitude(constant.getValue());
    return {transfer};
  }
  if (auto contraction = dyn_cast<ContractionOpInterface>(op))
    return transferContraction(contraction, inputs, dynamicSize);
  if (auto attention = dyn_cast<AttentionOp>(op))
    return {transferAttention(attention, inputs)};
  // A mean by a rounded reciprocal rounds once more.
  if (auto norm = dyn_cast<LayerNormOp>(op))
    return {transferNorm(norm, inputs, norm.getReciprocal() ? 1 : 0)};
  if (auto norm = dyn_cast<BatchNormOp>(op))
    return {transferNorm(norm, inputs, norm.getReciprocal() ? 1 : 0)};
  if (auto norm = dyn_cast<GroupNormOp>(op))
    return {transferNorm(norm, inputs, norm.getReciprocal() ? 1 : 0)};
  if (auto norm = dyn_cast<RMSNormOp>(op))
    return {transferNorm(norm, inputs, norm.getReciprocal() ? 1 : 0)};
  if (auto softmax = dyn_cast<SoftmaxOp>(op)) {
    // An absolute error d of the logits changes p_i by
    // p_i (d_i - sum_j p_j d_j): relative to the largest p, about |d| (the
    // weighted mean of independent errors is smaller than the largest).
    // Softmax is shift-invariant: d is relative to the largest unmasked
    // logit (a mask's magnitude does not count, combineAdditive), and
    // small logits make errors that hardly matter.
    ErrorTransfer transfer;
    transfer.gains = {getGainMagnitude(inputs[0])};
    double length = getSize(cast<ShapedType>(softmax.getInput().getType())
                                .getDimSize(softmax.getAxis()),
                            dynamicSize)
                        .value_or(1);
    Type compute = softmax.getComputeType();
    // The sum's roundings, then subtract, exp and divide (a reciprocal
    // and a multiply round once more), each element's independent: in
    // quadrature.
    double steps = softmax.getReciprocal() ? 5 : 4;
    transfer.local = rootSumSquare(
        {getAccumulationError(length, compute),
         std::sqrt(steps) * getUnitRoundoff(compute),
         getConversionError(getExactType(softmax.getInput()), compute),
         getConversionError(compute, softmax.getResult().getType())});
    // Each row sums to 1: its rms is at most 1/sqrt(length).
    transfer.magnitude = {1, 1, false, 1 / std::sqrt(std::max(length, 1.0))};
    transfer.magnitude.sign = 1;
    // Probabilities lie in [0, 1]: wrong ones are at most 1 off (logits of
    // 6e3, T5's unscaled scores, made the rule's gain predict 39 for bf16).
    transfer.cap = 1;
    return {transfer};
  }
  if (auto cast = dyn_cast<CastOp>(op)) {
    ErrorTransfer transfer;
    transfer.gains = {1};
    transfer.local = getConversionError(getExactType(cast.getInput()),
                                        cast.getResult().getType());
    transfer.magnitude = inputs[0];
    return {transfer};
  }
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      linalgOp && linalgOp.hasPureTensorSemantics())
    return transferLinalg(linalgOp, getErrorInputs(op), inputs, dynamicSize);
  // Elementwise arithmetic on whole tensors follows the scalar rules.
  if (op->hasTrait<OpTrait::Elementwise>() && op->getNumResults() == 1 &&
      op->getNumRegions() == 0) {
    unsigned numOperands = op->getNumOperands();
    SmallVector<Affine> operands;
    for (auto [index, value, magnitude] :
         llvm::enumerate(op->getOperands(), inputs)) {
      Affine operand(numOperands);
      if (isa<FloatType>(getElementTypeOrSelf(value)))
        operand.gains[index] = 1;
      operand.magnitude = magnitude;
      operands.push_back(operand);
    }
    SmallVector<const Affine *> pointers;
    for (const Affine &operand : operands)
      pointers.push_back(&operand);
    Affine result =
        transferScalar(*op, pointers, numOperands,
                       OperandFacts{[](Value a, Value b) { return a == b; }});
    ErrorTransfer transfer;
    transfer.gains = result.gains;
    transfer.local = std::sqrt(result.localSquared);
    transfer.magnitude = result.magnitude;
    return {transfer};
  }

  // Data movement and unknown ops: the error of any float input passes
  // on to float results; data movement adds nothing, others their result
  // type's rounding.
  bool movesData =
      isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::ReshapeOp,
          tensor::ExtractSliceOp, tensor::InsertSliceOp, tensor::PadOp,
          tensor::ConcatOp, tensor::ExtractOp, tensor::CastOp>(op);
  SmallVector<Value> values = getErrorInputs(op);
  SmallVector<ErrorTransfer> transfers;
  for (Value result : op->getResults()) {
    ErrorTransfer transfer;
    if (!isa<FloatType>(getElementTypeOrSelf(result))) {
      transfer.gains.assign(values.size(), 0.0);
      transfer.magnitude = Magnitude{1};
      transfers.push_back(transfer);
      continue;
    }
    Magnitude magnitude{0, 0, false, 0};
    bool known = true;
    for (auto [value, inputMagnitude] : llvm::zip_equal(values, inputs)) {
      bool isFloat = isa<FloatType>(getElementTypeOrSelf(value));
      transfer.gains.push_back(isFloat ? 1.0 : 0.0);
      if (isFloat) {
        magnitude.typical = std::max(magnitude.typical, inputMagnitude.typical);
        magnitude.bound = std::max(magnitude.bound, inputMagnitude.bound);
        magnitude.isMask |= inputMagnitude.isMask;
        magnitude.rms = std::max(magnitude.rms, inputMagnitude.rms);
        known &= inputMagnitude.known;
      }
    }
    if (!movesData) {
      transfer.local = getUnitRoundoff(result.getType());
      magnitude.bound = magnitude.rms = kInfinity;
    }
    // Moved or not, unknown data keeps its units (as a sum does).
    if (!known) {
      magnitude.known = false;
      magnitude.bound = magnitude.rms = kInfinity;
    }
    transfer.magnitude = magnitude;
    transfers.push_back(transfer);
  }
  return transfers;
}

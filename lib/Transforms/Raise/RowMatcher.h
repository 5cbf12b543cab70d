//===- RowMatcher.h - matching norms' and softmax's expressions -*- C++ -*-===//
//
// The matchers of mpopt-raise's row ops (RaiseRowOps.cpp, RaiseGroupNorm.cpp)
// follow an expression through an ElementGraph and accept it where it
// computes exactly what the mpopt op defines.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_LIB_TRANSFORMS_RAISE_ROWMATCHER_H
#define MPOPT_LIB_TRANSFORMS_RAISE_ROWMATCHER_H

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Transforms/Utils/ElementGraph.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"

#include <cmath>
#include <string>

namespace mlir::mpopt {

/// Whether `op` computes in `type` without fast-math licences.
inline bool isStrictIn(Operation *op, Type type) {
  if (!op || op->getNumResults() != 1 ||
      getElementTypeOrSelf(op->getResult(0)) != type)
    return false;
  auto fastMath = dyn_cast<arith::ArithFastMathInterface>(op);
  if (!fastMath)
    return true;
  arith::FastMathFlagsAttr flags = fastMath.getFastMathFlagsAttr();
  return !flags || flags.getValue() == arith::FastMathFlags::none;
}

/// Matches a row op's expression in an ElementGraph, backtracking the
/// graph's trail when an alternative fails. A norm's statistics reduce the
/// loops `normDims` (the last one, or all but a batch norm's channel) and
/// its parameters are read along `parameterDim`.
class RowMatcher {
public:
  RowMatcher(ElementGraph &graph, Type compute)
      : graph(graph), compute(compute), normDims({graph.getRank() - 1}),
        parameterDim(graph.getRank() - 1) {}

  /// `element` is an `OpTy` computing in `type`; `operands` gets its
  /// operands in order, or swapped when the first order fails and `OpTy`
  /// commutes.
  template <typename OpTy>
  bool matchBinary(Element element, Type type,
                   function_ref<bool(Element, Element)> operands) {
    return attempt([&] {
      auto op = graph.getDefining<OpTy>(element);
      if (!isStrictIn(op, type))
        return false;
      Element lhs = graph.getOperand(element, op, 0);
      Element rhs = graph.getOperand(element, op, 1);
      if (attempt([&] { return operands(lhs, rhs); }))
        return true;
      return OpTy::template hasTrait<OpTrait::IsCommutative>() &&
             operands(rhs, lhs);
    });
  }

  /// `element` is a unary `OpTy` in `type` whose operand `operand` accepts.
  template <typename OpTy>
  bool matchUnary(Element element, Type type,
                  function_ref<bool(Element)> operand) {
    return attempt([&] {
      auto op = graph.getDefining<OpTy>(element);
      return isStrictIn(op, type) && operand(graph.getOperand(element, op, 0));
    });
  }

  /// Runs `match`, dropping what it recorded when it fails.
  bool attempt(function_ref<bool()> match) {
    size_t mark = graph.mark();
    if (match())
      return true;
    graph.truncate(mark);
    return false;
  }

  /// How many elements each statistic reduces: the extents of normDims;
  /// 0 where one is dynamic (no mean matches it).
  int64_t getCount() {
    ArrayRef<int64_t> shape =
        cast<RankedTensorType>(graph.getRoot()->getResult(0).getType())
            .getShape();
    int64_t count = 1;
    for (int64_t dim : normDims) {
      if (ShapedType::isDynamic(shape[dim]))
        return 0;
      count *= shape[dim];
    }
    return count;
  }

  bool isConstant(Element element, double expected) {
    std::optional<double> value = graph.getConstant(element);
    return value && *value == expected &&
           std::signbit(*value) == std::signbit(expected);
  }

  /// `element` is `sum / count` in `type` as the mpopt ops compute a mean:
  /// a division by `count`, or (the same bits) a multiplication by its
  /// inverse when that is a power of two. Where `reciprocal` is given, also
  /// a multiplication by the inverse rounded to `type` (the ops'
  /// `reciprocal` form): the first mean whose form matters sets it, the
  /// others must agree. `isSum` checks the sum.
  bool isMean(Element element, Type type, int64_t count,
              function_ref<bool(Element)> isSum,
              std::optional<bool> *reciprocal = nullptr) {
    if (count <= 0)
      return false;
    bool exact = llvm::isPowerOf2_64(count);
    auto allows = [&](bool form) {
      return exact || (reciprocal ? reciprocal->value_or(form) == form : !form);
    };
    auto settle = [&](bool form) {
      if (!exact && reciprocal)
        *reciprocal = form;
      return true;
    };
    if (allows(false) &&
        matchBinary<arith::DivFOp>(element, type, [&](Element s, Element c) {
          return isConstant(c, count) && isSum(s);
        }))
      return settle(false);
    if (!allows(true))
      return false;
    APFloat inverse(1.0 / count);
    bool lost = false;
    inverse.convert(cast<FloatType>(type).getFloatSemantics(),
                    APFloat::rmNearestTiesToEven, &lost);
    return matchBinary<arith::MulFOp>(
               element, type,
               [&](Element s, Element c) {
                 return isConstant(c, inverse.convertToDouble()) && isSum(s);
               }) &&
           settle(true);
  }

  /// The term `reduction` combines with `OpTy` in `type` from `init`.
  template <typename OpTy>
  std::optional<Element> getTerm(const std::optional<RowReduction> &reduction,
                                 Type type, double init) {
    if (!reduction || !isa<OpTy>(reduction->combiner) ||
        !isStrictIn(reduction->combiner, type) ||
        !isConstant({reduction->init, AffineMap()}, init))
      return std::nullopt;
    return reduction->term;
  }

  /// The term of the row reduction `stat` reads when it combines with
  /// `OpTy` in `type` from `init`; along `dim`, which it sets when unset.
  template <typename OpTy>
  std::optional<Element> getRowTerm(Element stat, Type type, double init,
                                    std::optional<int64_t> &dim) {
    std::optional<RowReduction> reduction = graph.getRowReduction(stat, dim);
    std::optional<Element> term = getTerm<OpTy>(reduction, type, init);
    if (term)
      dim = reduction->dims.front();
    return term;
  }

  /// `stat` reads a sum from 0 in `type` over normDims of a term `isTerm`
  /// accepts.
  bool isRowSum(Element stat, Type type, function_ref<bool(Element)> isTerm) {
    std::optional<Element> term =
        getTerm<arith::AddFOp>(graph.getReduction(stat, normDims), type, 0.0);
    return term && isTerm(*term);
  }

  /// `element` is base * base (or fpowi(base, 2), the same product) in
  /// `type`, with `isBase` accepting the base.
  bool isSquare(Element element, Type type,
                function_ref<bool(Element)> isBase) {
    if (matchBinary<arith::MulFOp>(element, type, [&](Element a, Element b) {
          return graph.isSame(a, b) && isBase(a);
        }))
      return true;
    if (attempt([&] {
          auto power = graph.getDefining<math::FPowIOp>(element);
          APInt exponent;
          return isStrictIn(power, type) &&
                 matchPattern(power.getRhs(), m_ConstantInt(&exponent)) &&
                 exponent == 2 && isBase(graph.getOperand(element, power, 0));
        }))
      return true;
    // TOSA's x^2 after tosa-to-linalg: powf by a splat 2.0. LLVM computes
    // pow(x, 2.0) as x * x (docs/numerics.md), so the product is the same.
    return attempt([&] {
      auto power = graph.getDefining<math::PowFOp>(element);
      return isStrictIn(power, type) &&
             graph.getConstant(graph.getOperand(element, power, 1)) == 2.0 &&
             isBase(graph.getOperand(element, power, 0));
    });
  }

  /// `element` is `x` converted to `type` without changing its value.
  bool isWidened(Element element, Element x, Type type) {
    return attempt([&] {
      Operation *op = graph.getDefiningOp(element);
      bool widens = false;
      if (auto extend = dyn_cast_or_null<arith::ExtFOp>(op))
        widens = isStrictIn(extend, type);
      if (auto cast = dyn_cast_or_null<CastOp>(op))
        widens = cast.isValuePreserving() &&
                 getElementTypeOrSelf(cast.getType()) == type;
      return widens && graph.isSame(graph.getOperand(element, op, 0), x);
    });
  }

  /// `element` without the rounding of the result to a narrower type.
  Element stripRounding(Element element) {
    return graph.getRounded(element, compute).value_or(element);
  }

  /// Strips `OpTy parameter` (a rank-1 tensor read along parameterDim) off
  /// `element`, setting `parameter`.
  template <typename OpTy>
  Element stripParameter(Element element, Value &parameter) {
    // Over one dimension, x and a parameter read alike.
    if (graph.getRank() < 2)
      return element;
    Element rest = element;
    if (matchBinary<OpTy>(element, compute, [&](Element a, Element p) {
          parameter = graph.getParameter(p, parameterDim);
          rest = a;
          return static_cast<bool>(parameter);
        }))
      return rest;
    return element;
  }

  ElementGraph &graph;
  Type compute;
  SmallVector<int64_t> normDims;
  int64_t parameterDim;
};

/// What a normalization sequence reads, once matched.
struct NormMatch {
  Value input;
  Value gamma;
  Value beta;
  double epsilon = 0;
  /// The means multiply by the rounded reciprocal of the count.
  bool reciprocal = false;
  /// LayerNorm and BatchNorm: the type the variance is computed in, when
  /// wider.
  Type varianceType;
  /// BatchNorm: the dimension its statistics keep.
  int64_t channel = 0;
};

/// What the statistics of a centred norm matched so far: the normalized
/// value x (bound by the first term that reads it, when unset), whether
/// the means multiply by the count's rounded reciprocal, and the count.
struct CentredStatistics {
  std::optional<Element> x;
  std::optional<bool> reciprocal;
  int64_t count = 0;
};

/// `mean` is sum(x) / n in f32, a row sum from 0 over m's normDims.
bool isMeanOfX(RowMatcher &m, Element mean, CentredStatistics &stats);

/// `scale` is rsqrt(var + eps) in f32 with var = sum((x - mean)^2) / n in
/// f32 about isMeanOfX's mean, or in f64 about its own mean of x widened,
/// rounded to f32 (torch-mlir); sets match's epsilon and variance type.
bool isNormScale(RowMatcher &m, Element scale, CentredStatistics &stats,
                 NormMatch &match);

/// A norm that centres in f32, over m's normDims: (x - mean) * rsqrt(var +
/// eps) [* gamma] [+ beta] [rounded], mean = sum(x) / n, var = sum((x -
/// mean)^2) / n; or with the variance computed in f64 from x widened and a
/// mean of its own, rounded to f32 (torch-mlir). `shared` as for setInput.
FailureOr<NormMatch> matchCentredNorm(RowMatcher &m, std::string &whyNot,
                                      bool shared);

/// The input all matches share: the tensor `x` is, of the result's shape.
/// Unless `shared`, what the sequence computes on the way has no other
/// readers.
LogicalResult setInput(ElementGraph &graph, Element x, NormMatch &match,
                       std::string &whyNot, bool shared = false);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_TRANSFORMS_RAISE_ROWMATCHER_H

//===- LowerNorms.cpp - norms and softmax as linalg -----------------------===//

#include "LowerNorms.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// Builds the linalg.generics of one normalization: reductions into
/// per-row statistics and an elementwise map, over the input's dimensions
/// split into kept (parallel) and reduced ones.
class NormBuilder {
public:
  NormBuilder(PatternRewriter &rewriter, Operation *op, Value input,
              Type compute, ArrayRef<bool> reduced)
      : rewriter(rewriter), loc(op->getLoc()), input(input), compute(compute),
        reduced(reduced) {
    auto type = cast<RankedTensorType>(input.getType());
    MLIRContext *context = op->getContext();
    int64_t rank = type.getRank();
    identity = AffineMap::getMultiDimIdentityMap(rank, context);
    SmallVector<AffineExpr> kept;
    for (int64_t d = 0; d < rank; ++d) {
      if (!reduced[d]) {
        kept.push_back(getAffineDimExpr(d, context));
        statsShape.push_back(type.getDimSize(d));
      }
      iterators.push_back(reduced[d] ? utils::IteratorType::reduction
                                     : utils::IteratorType::parallel);
    }
    statsMap = AffineMap::get(rank, 0, kept, context);
  }

  Value constant(OpBuilder &builder, double value) {
    return arith::ConstantOp::create(builder, loc,
                                     builder.getFloatAttr(compute, value));
  }

  /// sum / count in the compute type; with `reciprocal`, sum * fl(1 /
  /// count) instead of the division.
  Value mean(OpBuilder &builder, Value sum, double count, bool reciprocal) {
    if (reciprocal)
      return arith::MulFOp::create(builder, loc, sum,
                                   constant(builder, 1.0 / count));
    return arith::DivFOp::create(builder, loc, sum, constant(builder, count));
  }

  /// rsqrt(mean + epsilon): the scale of both norms.
  Value inverseRoot(OpBuilder &builder, Value sum, double count, double epsilon,
                    bool reciprocal) {
    return math::RsqrtOp::create(
        builder, loc,
        arith::AddFOp::create(builder, loc,
                              mean(builder, sum, count, reciprocal),
                              constant(builder, epsilon)));
  }

  /// An element of the input in the compute type. mpopt.cast covers the
  /// formats up to f32; an f64 compute type (a LayerNorm's variance) takes
  /// the f32 value widened by arith.extf, which is exact.
  Value load(OpBuilder &builder, Value element) {
    if (element.getType() == compute)
      return element;
    if (!compute.isF64())
      return CastOp::create(builder, loc, compute, element);
    Type f32 = builder.getF32Type();
    if (element.getType() != f32)
      element = CastOp::create(builder, loc, f32, element);
    return arith::ExtFOp::create(builder, loc, compute, element);
  }

  /// A reduction into per-row statistics starting at `init`; `combine`
  /// gets the input element (compute type), the statistics read so far
  /// (`stats` at this row) and the accumulator.
  Value
  reduce(double init, ValueRange stats,
         function_ref<Value(OpBuilder &, Value, ValueRange, Value)> combine) {
    Value empty = tensor::EmptyOp::create(rewriter, loc, statsShape, compute);
    Value start =
        linalg::FillOp::create(rewriter, loc, constant(rewriter, init), empty)
            .getResult(0);
    SmallVector<Value> inputs = {input};
    inputs.append(stats.begin(), stats.end());
    SmallVector<AffineMap> maps = {identity};
    maps.append(stats.size(), statsMap);
    maps.push_back(statsMap);
    return linalg::GenericOp::create(
               rewriter, loc, TypeRange{start.getType()}, inputs,
               ValueRange{start}, maps, iterators,
               [&](OpBuilder &builder, Location, ValueRange args) {
                 Value x = load(builder, args.front());
                 linalg::YieldOp::create(builder, loc,
                                         combine(builder, x,
                                                 args.slice(1, stats.size()),
                                                 args.back()));
               })
        .getResult(0);
  }

  /// The elementwise result: `compute` maps the input element (compute
  /// type), the row's statistics and the parameters' elements (compute
  /// type) to the value converted to `resultType`.
  Value map(RankedTensorType resultType, ValueRange stats,
            ValueRange parameters, AffineMap parameterMap,
            function_ref<Value(OpBuilder &, Value, ValueRange, ValueRange)>
                computeValue) {
    Value init = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                         resultType.getElementType());
    SmallVector<Value> inputs = {input};
    inputs.append(stats.begin(), stats.end());
    inputs.append(parameters.begin(), parameters.end());
    SmallVector<AffineMap> maps = {identity};
    maps.append(stats.size(), statsMap);
    maps.append(parameters.size(), parameterMap);
    maps.push_back(identity);
    SmallVector<utils::IteratorType> parallel(iterators.size(),
                                              utils::IteratorType::parallel);
    return linalg::GenericOp::create(
               rewriter, loc, TypeRange{resultType}, inputs, ValueRange{init},
               maps, parallel,
               [&](OpBuilder &builder, Location, ValueRange args) {
                 Value x = load(builder, args.front());
                 SmallVector<Value> params;
                 for (Value p : args.slice(1 + stats.size(), parameters.size()))
                   params.push_back(load(builder, p));
                 Value value = computeValue(
                     builder, x, args.slice(1, stats.size()), params);
                 Type element = resultType.getElementType();
                 if (element != compute)
                   value = CastOp::create(builder, loc, element, value);
                 linalg::YieldOp::create(builder, loc, value);
               })
        .getResult(0);
  }

  PatternRewriter &rewriter;
  Location loc;
  Value input;
  Type compute;
  ArrayRef<bool> reduced;
  AffineMap identity;
  AffineMap statsMap;
  SmallVector<int64_t> statsShape;
  SmallVector<utils::IteratorType> iterators;
};

/// The dimensions a norm over `axis`..last reduces.
SmallVector<bool> trailingFrom(int64_t rank, int64_t axis) {
  SmallVector<bool> reduced(rank, false);
  for (int64_t d = axis; d < rank; ++d)
    reduced[d] = true;
  return reduced;
}

/// Parameters (gamma, beta) index the normalized dimensions only.
AffineMap getParameterMap(MLIRContext *context, int64_t rank, int64_t axis) {
  SmallVector<AffineExpr> exprs;
  for (int64_t d = axis; d < rank; ++d)
    exprs.push_back(getAffineDimExpr(d, context));
  return AffineMap::get(rank, 0, exprs, context);
}

/// The dimensions a norm reduces and the map its parameters are read
/// through: a LayerNorm's trailing ones from its axis, indexing the
/// parameters; all but a BatchNorm's channel, which alone indexes them.
std::pair<SmallVector<bool>, AffineMap> getNormDims(LayerNormOp op) {
  int64_t rank = op.getInput().getType().getRank();
  return {trailingFrom(rank, op.getAxis()),
          getParameterMap(op.getContext(), rank, op.getAxis())};
}

std::pair<SmallVector<bool>, AffineMap> getNormDims(BatchNormOp op) {
  int64_t rank = op.getInput().getType().getRank();
  int64_t channel = op.getChannel();
  SmallVector<bool> reduced(rank, true);
  reduced[channel] = false;
  return {reduced,
          AffineMap::get(rank, 0, getAffineDimExpr(channel, op.getContext()))};
}

/// (x - mean) * rsqrt(var + eps) [* gamma] [+ beta] over the dimensions
/// getNormDims gives: LayerNorm and BatchNorm compute alike.
template <typename NormOp>
struct LowerCentredNorm final : OpRewritePattern<NormOp> {
  using OpRewritePattern<NormOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(NormOp op,
                                PatternRewriter &rewriter) const override {
    auto [reduced, parameterMap] = getNormDims(op);
    NormBuilder norm(rewriter, op, op.getInput(), op.getComputeType(), reduced);
    double count = static_cast<double>(op.getNumNormalized());
    Value sum = norm.reduce(
        0.0, {}, [&](OpBuilder &builder, Value x, ValueRange, Value acc) {
          return arith::AddFOp::create(builder, norm.loc, x, acc);
        });
    bool reciprocal = op.getReciprocal();
    // The variance in its own type (torch-mlir's f64), from its own mean.
    std::optional<Type> varianceType = op.getVarianceType();
    NormBuilder variance(rewriter, op, op.getInput(),
                         varianceType.value_or(op.getComputeType()), reduced);
    Value varianceSum =
        varianceType
            ? variance.reduce(
                  0.0, {},
                  [&](OpBuilder &builder, Value x, ValueRange, Value acc) {
                    return arith::AddFOp::create(builder, norm.loc, x, acc);
                  })
            : sum;
    Value squares = variance.reduce(
        0.0, {varianceSum},
        [&](OpBuilder &builder, Value x, ValueRange stats, Value acc) {
          Value d = arith::SubFOp::create(
              builder, norm.loc, x,
              variance.mean(builder, stats[0], count, reciprocal));
          Value d2 = arith::MulFOp::create(builder, norm.loc, d, d);
          return arith::AddFOp::create(builder, norm.loc, d2, acc);
        });
    SmallVector<Value> parameters;
    for (Value parameter : {op.getGamma(), op.getBeta()})
      if (parameter)
        parameters.push_back(parameter);
    Value result = norm.map(
        op.getType(), {sum, squares}, parameters, parameterMap,
        [&](OpBuilder &builder, Value x, ValueRange stats, ValueRange params) {
          Value squareSum = stats[1];
          double epsilon = op.getEpsilon().convertToDouble();
          Value scale;
          if (varianceType) {
            Value wide = variance.mean(builder, squareSum, count, reciprocal);
            // IEEE rounding to nearest even, as LLVM's fptrunc does.
            Value rounded = arith::TruncFOp::create(builder, norm.loc,
                                                    op.getComputeType(), wide);
            scale = math::RsqrtOp::create(
                builder, norm.loc,
                arith::AddFOp::create(builder, norm.loc, rounded,
                                      norm.constant(builder, epsilon)));
          } else {
            scale = norm.inverseRoot(builder, squareSum, count, epsilon,
                                     reciprocal);
          }
          Value value = arith::MulFOp::create(
              builder, norm.loc,
              arith::SubFOp::create(
                  builder, norm.loc, x,
                  norm.mean(builder, stats[0], count, reciprocal)),
              scale);
          if (op.getGamma())
            value = arith::MulFOp::create(builder, norm.loc, value, params[0]);
          if (op.getBeta())
            value =
                arith::AddFOp::create(builder, norm.loc, value, params.back());
          return value;
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct LowerRMSNorm final : OpRewritePattern<RMSNormOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(RMSNormOp op,
                                PatternRewriter &rewriter) const override {
    int64_t rank = op.getInput().getType().getRank();
    SmallVector<bool> reduced = trailingFrom(rank, op.getAxis());
    NormBuilder norm(rewriter, op, op.getInput(), op.getComputeType(), reduced);
    double count = static_cast<double>(op.getNumNormalized());
    Value squares = norm.reduce(
        0.0, {}, [&](OpBuilder &builder, Value x, ValueRange, Value acc) {
          Value x2 = arith::MulFOp::create(builder, norm.loc, x, x);
          return arith::AddFOp::create(builder, norm.loc, x2, acc);
        });
    SmallVector<Value> parameters;
    if (op.getGamma())
      parameters.push_back(op.getGamma());
    Value result = norm.map(
        op.getType(), {squares}, parameters,
        getParameterMap(op.getContext(), rank, op.getAxis()),
        [&](OpBuilder &builder, Value x, ValueRange stats, ValueRange params) {
          Value scale = norm.inverseRoot(builder, stats[0], count,
                                         op.getEpsilon().convertToDouble(),
                                         op.getReciprocal());
          Value value = arith::MulFOp::create(builder, norm.loc, x, scale);
          if (op.getGamma())
            value = arith::MulFOp::create(builder, norm.loc, value, params[0]);
          return value;
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct LowerSoftmax final : OpRewritePattern<SoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SoftmaxOp op,
                                PatternRewriter &rewriter) const override {
    int64_t rank = op.getInput().getType().getRank();
    SmallVector<bool> reduced(rank, false);
    reduced[op.getAxis()] = true;
    NormBuilder norm(rewriter, op, op.getInput(), op.getComputeType(), reduced);
    Value max = norm.reduce(
        -INFINITY, {}, [&](OpBuilder &builder, Value x, ValueRange, Value acc) {
          return arith::MaximumFOp::create(builder, norm.loc, x, acc);
        });
    auto shifted = [&](OpBuilder &builder, Value x, Value rowMax) {
      return math::ExpOp::create(
          builder, norm.loc,
          arith::SubFOp::create(builder, norm.loc, x, rowMax));
    };
    Value sum = norm.reduce(
        0.0, {max},
        [&](OpBuilder &builder, Value x, ValueRange stats, Value acc) {
          return arith::AddFOp::create(builder, norm.loc,
                                       shifted(builder, x, stats[0]), acc);
        });
    Value result = norm.map(
        op.getType(), {max, sum}, {}, AffineMap(),
        [&](OpBuilder &builder, Value x, ValueRange stats,
            ValueRange) -> Value {
          Value numerator = shifted(builder, x, stats[0]);
          if (!op.getReciprocal())
            return arith::DivFOp::create(builder, norm.loc, numerator,
                                         stats[1]);
          Value one = arith::ConstantOp::create(
              builder, norm.loc, FloatAttr::get(stats[1].getType(), 1.0));
          Value inverse =
              arith::DivFOp::create(builder, norm.loc, one, stats[1]);
          return arith::MulFOp::create(builder, norm.loc, numerator, inverse);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void mpopt::populateLowerNormsPatterns(RewritePatternSet &patterns) {
  patterns.add<LowerCentredNorm<LayerNormOp>, LowerCentredNorm<BatchNormOp>,
               LowerRMSNorm, LowerSoftmax>(patterns.getContext());
}

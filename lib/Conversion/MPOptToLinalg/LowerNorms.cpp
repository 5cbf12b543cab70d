//===- LowerNorms.cpp - norms and softmax as linalg -----------------------===//

#include "LowerNorms.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <functional>

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
    sizes = tensor::getMixedSizes(rewriter, loc, input);
    for (int64_t d = 0; d < rank; ++d) {
      if (!reduced[d]) {
        kept.push_back(getAffineDimExpr(d, context));
        statsSizes.push_back(sizes[d]);
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
    Value empty = tensor::EmptyOp::create(rewriter, loc, statsSizes, compute);
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
    Value init =
        tensor::EmptyOp::create(rewriter, loc, sizes, resultType.getElementType());
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
  /// The input's sizes, and those of the dimensions the statistics keep.
  SmallVector<OpFoldResult> sizes;
  SmallVector<OpFoldResult> statsSizes;
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

/// How a centred norm reads its input: `rows` for the statistics (reducing
/// `rowsReduced`), `grid` for the elementwise result (its statistics read
/// along the dimensions `gridReduced` keeps, `parameters` through
/// `parameterMap`); `restore` takes the result from grid's shape back to
/// the op's.
struct NormViews {
  Value rows;
  SmallVector<bool> rowsReduced;
  Value grid;
  SmallVector<bool> gridReduced;
  SmallVector<Value> parameters;
  AffineMap parameterMap;
  std::function<Value(Value)> restore = [](Value result) { return result; };
};

SmallVector<Value> getParameters(Value gamma, Value beta) {
  SmallVector<Value> parameters;
  for (Value parameter : {gamma, beta})
    if (parameter)
      parameters.push_back(parameter);
  return parameters;
}

/// A LayerNorm reduces the trailing dimensions from its axis, which index
/// the parameters.
NormViews getNormViews(PatternRewriter &, LayerNormOp op) {
  int64_t rank = op.getInput().getType().getRank();
  SmallVector<bool> reduced = trailingFrom(rank, op.getAxis());
  return {op.getInput(),
          reduced,
          op.getInput(),
          reduced,
          getParameters(op.getGamma(), op.getBeta()),
          getParameterMap(op.getContext(), rank, op.getAxis())};
}

/// A BatchNorm reduces all but the channel, which alone indexes the
/// parameters.
NormViews getNormViews(PatternRewriter &, BatchNormOp op) {
  int64_t rank = op.getInput().getType().getRank();
  int64_t channel = op.getChannel();
  SmallVector<bool> reduced(rank, true);
  reduced[channel] = false;
  return {op.getInput(),
          reduced,
          op.getInput(),
          reduced,
          getParameters(op.getGamma(), op.getBeta()),
          AffineMap::get(rank, 0, getAffineDimExpr(channel, op.getContext()))};
}

/// `value` [N, C, ...] reshaped to `shape`, whose first dimension is N and
/// whose others split C times the rest (the same elements in the same
/// order), through [N, C * rest].
Value reshapeAfterBatch(PatternRewriter &rewriter, Location loc, Value value,
                        ArrayRef<int64_t> shape) {
  auto type = cast<RankedTensorType>(value.getType());
  auto flat = [&](int64_t rank) {
    ReassociationIndices rest = llvm::to_vector(llvm::seq<int64_t>(1, rank));
    return SmallVector<ReassociationIndices>{{0}, rest};
  };
  if (type.getRank() > 2)
    value = tensor::CollapseShapeOp::create(rewriter, loc, value,
                                            flat(type.getRank()));
  if (shape.size() == 2)
    return value;
  auto target = RankedTensorType::get(shape, type.getElementType());
  return tensor::ExpandShapeOp::create(rewriter, loc, target, value,
                                       flat(shape.size()));
}

/// A GroupNorm's statistics reduce rows [N, G, C / G * S] (S the positions
/// per channel), a group's elements in the input's order; its result is
/// computed over [N, G, C / G, S], gamma and beta read as [G, C / G].
NormViews getNormViews(PatternRewriter &rewriter, GroupNormOp op) {
  RankedTensorType type = op.getInput().getType();
  Location loc = op.getLoc();
  int64_t batch = type.getDimSize(0), channels = type.getDimSize(1);
  int64_t groups = op.getGroups(), perGroup = channels / groups;
  int64_t positions = type.getNumElements() / (batch * channels);
  Value rows = reshapeAfterBatch(rewriter, loc, op.getInput(),
                                 {batch, groups, perGroup * positions});
  Value grid = reshapeAfterBatch(rewriter, loc, op.getInput(),
                                 {batch, groups, perGroup, positions});
  SmallVector<Value> parameters;
  for (Value parameter : getParameters(op.getGamma(), op.getBeta())) {
    auto parameterType = cast<RankedTensorType>(parameter.getType());
    parameters.push_back(tensor::ExpandShapeOp::create(
        rewriter, loc,
        RankedTensorType::get({groups, perGroup},
                              parameterType.getElementType()),
        parameter, SmallVector<ReassociationIndices>{{0, 1}}));
  }
  MLIRContext *context = op.getContext();
  NormViews views{rows,
                  {false, false, true},
                  grid,
                  {false, false, true, true},
                  parameters,
                  AffineMap::get(4, 0,
                                 {getAffineDimExpr(1, context),
                                  getAffineDimExpr(2, context)},
                                 context)};
  views.restore = [&rewriter, loc, type](Value result) -> Value {
    Value flat =
        tensor::CollapseShapeOp::create(rewriter, loc, result,
                                        SmallVector<ReassociationIndices>{
                                            {0}, {1, 2, 3}});
    if (type.getRank() == 2)
      return flat;
    auto target = RankedTensorType::get(
        type.getShape(),
        cast<RankedTensorType>(result.getType()).getElementType());
    ReassociationIndices rest =
        llvm::to_vector(llvm::seq<int64_t>(1, type.getRank()));
    return tensor::ExpandShapeOp::create(
        rewriter, loc, target, flat,
        SmallVector<ReassociationIndices>{{0}, rest});
  };
  return views;
}

/// The result type of a norm computed over `grid`.
RankedTensorType getGridResultType(Value grid, Type result) {
  return RankedTensorType::get(cast<RankedTensorType>(grid.getType()).getShape(),
                               getElementTypeOrSelf(result));
}

/// (x - mean) * rsqrt(var + eps) [* gamma] [+ beta] over the dimensions
/// getNormViews gives: LayerNorm, BatchNorm and GroupNorm compute alike. A
/// folded GroupNorm computes x * a + b with a = rsqrt(var + eps) [* gamma]
/// and b = (-mean) * a [+ beta] instead.
template <typename NormOp>
struct LowerCentredNorm final : OpRewritePattern<NormOp> {
  using OpRewritePattern<NormOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(NormOp op,
                                PatternRewriter &rewriter) const override {
    NormViews views = getNormViews(rewriter, op);
    Type compute = op.getComputeType();
    NormBuilder norm(rewriter, op, views.rows, compute, views.rowsReduced);
    double count = static_cast<double>(op.getNumNormalized());
    Value sum = norm.reduce(
        0.0, {}, [&](OpBuilder &builder, Value x, ValueRange, Value acc) {
          return arith::AddFOp::create(builder, norm.loc, x, acc);
        });
    bool reciprocal = op.getReciprocal();
    // The variance in its own type (torch-mlir's f64), from its own mean.
    std::optional<Type> varianceType = op.getVarianceType();
    NormBuilder variance(rewriter, op, views.rows,
                         varianceType.value_or(compute), views.rowsReduced);
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
    bool folded = false;
    if constexpr (std::is_same_v<NormOp, GroupNormOp>)
      folded = op.getFolded();
    bool hasGamma = static_cast<bool>(op.getGamma());
    bool hasBeta = static_cast<bool>(op.getBeta());
    NormBuilder grid(rewriter, op, views.grid, compute, views.gridReduced);
    Value result = grid.map(
        getGridResultType(views.grid, op.getType()), {sum, squares},
        views.parameters, views.parameterMap,
        [&](OpBuilder &builder, Value x, ValueRange stats,
            ValueRange params) -> Value {
          Location loc = norm.loc;
          Value squareSum = stats[1];
          double epsilon = op.getEpsilon().convertToDouble();
          Value scale;
          if (varianceType) {
            Value wide = variance.mean(builder, squareSum, count, reciprocal);
            // IEEE rounding to nearest even, as LLVM's fptrunc does.
            Value rounded =
                arith::TruncFOp::create(builder, loc, compute, wide);
            scale = math::RsqrtOp::create(
                builder, loc,
                arith::AddFOp::create(builder, loc, rounded,
                                      norm.constant(builder, epsilon)));
          } else {
            scale = norm.inverseRoot(builder, squareSum, count, epsilon,
                                     reciprocal);
          }
          Value mean = norm.mean(builder, stats[0], count, reciprocal);
          if (folded) {
            Value a = hasGamma
                          ? arith::MulFOp::create(builder, loc, scale,
                                                  params[0])
                          : scale;
            Value b = arith::MulFOp::create(
                builder, loc, arith::NegFOp::create(builder, loc, mean), a);
            if (hasBeta)
              b = arith::AddFOp::create(builder, loc, b, params.back());
            return arith::AddFOp::create(
                builder, loc, arith::MulFOp::create(builder, loc, x, a), b);
          }
          Value value = arith::MulFOp::create(
              builder, loc, arith::SubFOp::create(builder, loc, x, mean),
              scale);
          if (hasGamma)
            value = arith::MulFOp::create(builder, loc, value, params[0]);
          if (hasBeta)
            value = arith::AddFOp::create(builder, loc, value, params.back());
          return value;
        });
    rewriter.replaceOp(op, views.restore(result));
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
               LowerCentredNorm<GroupNormOp>, LowerRMSNorm, LowerSoftmax>(
      patterns.getContext());
}

//===- WeightQuantization.cpp - weight-only E4M3 with per-channel scales --===//

#include "WeightQuantization.h"

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::mpopt;

/// The largest finite f8E4M3FN value.
static constexpr float kE4M3Max = 448;

/// The per-channel quantization of a constant: the same f32 arithmetic as
/// the generics below, done here.
static FP8Weight quantizeConstant(OpBuilder &builder, Location loc,
                                  arith::ConstantOp constant,
                                  unsigned channelDim) {
  auto type = cast<RankedTensorType>(constant.getType());
  int64_t columns = type.getDimSize(1);
  int64_t channels = type.getDimSize(channelDim);
  SmallVector<float> values;
  values.reserve(type.getNumElements());
  (void)forEachFloatElement(constant.getValue(), [&](const APFloat &value) {
    values.push_back(value.convertToFloat());
  });
  auto channelOf = [&](size_t index) {
    return channelDim == 0 ? index / columns : index % columns;
  };
  // maximumf: NaN propagates.
  SmallVector<float> scales(channels, 0.0f);
  for (auto [index, value] : llvm::enumerate(values)) {
    float &amax = scales[channelOf(index)];
    float magnitude = std::fabs(value);
    amax = std::isnan(amax) || std::isnan(magnitude)
               ? NAN
               : std::max(amax, magnitude);
  }
  for (float &scale : scales) {
    float ratio = scale / kE4M3Max;
    scale = std::isnan(ratio)
                ? ratio
                : std::max(ratio, std::numeric_limits<float>::min());
  }
  for (auto [index, value] : llvm::enumerate(values))
    value = value / scales[channelOf(index)];
  auto scaleType = RankedTensorType::get({channels}, builder.getF32Type());
  Value scale = arith::ConstantOp::create(
      builder, loc, DenseElementsAttr::get(scaleType, ArrayRef(scales)));
  Value quotient = arith::ConstantOp::create(
      builder, loc, DenseElementsAttr::get(type, ArrayRef(values)));
  Value value = CastOp::create(
      builder, loc, type.clone(Float8E4M3FNType::get(builder.getContext())),
      quotient, RoundingModeAttr(), /*saturate=*/true);
  return {value, scale};
}

FP8Weight mpopt::quantizeWeightPerChannel(OpBuilder &builder, Location loc,
                                          Value weight, unsigned channelDim) {
  if (auto constant = weight.getDefiningOp<arith::ConstantOp>())
    return quantizeConstant(builder, loc, constant, channelDim);
  MLIRContext *context = builder.getContext();
  auto type = cast<RankedTensorType>(weight.getType());
  Type f32 = builder.getF32Type();
  int64_t channels = type.getDimSize(channelDim);
  auto scaleType = RankedTensorType::get({channels}, f32);
  AffineMap identity = builder.getMultiDimIdentityMap(2);
  AffineMap channel =
      AffineMap::get(2, 0, getAffineDimExpr(channelDim, context));
  // A constant init (not a fill of an empty tensor) keeps the reduction
  // movable into the prepare function: it reads only the weight. Loops
  // (channel, other), the reduction innermost, as GPU row kernels take it.
  Value zeros = arith::ConstantOp::create(
      builder, loc, DenseElementsAttr::get(scaleType, 0.0f));
  AffineExpr c = getAffineDimExpr(0, context), k = getAffineDimExpr(1, context);
  AffineMap read = AffineMap::get(2, 0,
                                  channelDim == 0 ? ArrayRef<AffineExpr>{c, k}
                                                  : ArrayRef<AffineExpr>{k, c},
                                  context);
  AffineMap perChannel = AffineMap::get(2, 0, c);
  Value amax =
      linalg::GenericOp::create(
          builder, loc, TypeRange{scaleType}, ValueRange{weight},
          ValueRange{zeros}, ArrayRef<AffineMap>{read, perChannel},
          ArrayRef<utils::IteratorType>{utils::IteratorType::parallel,
                                        utils::IteratorType::reduction},
          [](OpBuilder &nested, Location nestedLoc, ValueRange args) {
            Value magnitude = math::AbsFOp::create(nested, nestedLoc, args[0]);
            linalg::YieldOp::create(
                nested, nestedLoc,
                arith::MaximumFOp::create(nested, nestedLoc, magnitude, args[1])
                    .getResult());
          })
          .getResult(0);
  AffineMap vector = builder.getMultiDimIdentityMap(1);
  Value scale =
      linalg::GenericOp::create(
          builder, loc, TypeRange{scaleType}, ValueRange{amax},
          ValueRange{tensor::EmptyOp::create(builder, loc,
                                             ArrayRef<int64_t>{channels}, f32)},
          ArrayRef<AffineMap>{vector, vector},
          SmallVector<utils::IteratorType>(1, utils::IteratorType::parallel),
          [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
            Value largest = arith::ConstantOp::create(
                nested, nestedLoc, nested.getF32FloatAttr(kE4M3Max));
            Value smallest = arith::ConstantOp::create(
                nested, nestedLoc,
                nested.getF32FloatAttr(std::numeric_limits<float>::min()));
            Value ratio =
                arith::DivFOp::create(nested, nestedLoc, args[0], largest);
            linalg::YieldOp::create(
                nested, nestedLoc,
                arith::MaximumFOp::create(nested, nestedLoc, ratio, smallest)
                    .getResult());
          })
          .getResult(0);
  Value quotient =
      linalg::GenericOp::create(
          builder, loc, TypeRange{type}, ValueRange{weight, scale},
          ValueRange{
              tensor::EmptyOp::create(builder, loc, type.getShape(), f32)},
          ArrayRef<AffineMap>{identity, channel, identity},
          SmallVector<utils::IteratorType>(2, utils::IteratorType::parallel),
          [](OpBuilder &nested, Location nestedLoc, ValueRange args) {
            linalg::YieldOp::create(
                nested, nestedLoc,
                arith::DivFOp::create(nested, nestedLoc, args[0], args[1])
                    .getResult());
          })
          .getResult(0);
  Value value =
      CastOp::create(builder, loc, type.clone(Float8E4M3FNType::get(context)),
                     quotient, RoundingModeAttr(), /*saturate=*/true);
  return {value, scale};
}

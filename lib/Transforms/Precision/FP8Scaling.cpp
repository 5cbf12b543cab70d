//===- FP8Scaling.cpp - per-tensor scaling of a matmul operand to E4M3 ----===//

#include "FP8Scaling.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::mpopt;

/// The largest finite f8E4M3FN value.
static constexpr double kE4M3Max = 448;

FP8Operand mpopt::quantizeToFP8(OpBuilder &builder, func::FuncOp function,
                                Location loc, Value operand,
                                StringRef description, bool staticScale,
                                std::optional<double> calibratedAmax,
                                std::optional<double> expectedAmax) {
  MLIRContext *context = builder.getContext();
  // A scale known before the run is a power of two at or above amax /
  // 448: dividing by it is exact scaling (a multiplication, on every
  // target), and the largest magnitude lands in E4M3's top binade, whose
  // relative spacing is every other binade's.
  auto scaleOf = [](double amax) {
    double scale = std::exp2(std::ceil(std::log2(amax / kE4M3Max)));
    return std::clamp<double>(scale, std::numeric_limits<float>::min(),
                              std::exp2(127));
  };
  auto type = cast<RankedTensorType>(operand.getType());
  Type f32 = builder.getF32Type();
  unsigned rank = type.getRank();
  Value wide = operand;
  if (!type.getElementType().isF32())
    wide = CastOp::create(builder, loc, type.clone(f32), operand);
  FP8Operand result;
  if (calibratedAmax) {
    result.scale = arith::ConstantOp::create(
        builder, loc, builder.getF32FloatAttr(scaleOf(*calibratedAmax)));
  } else if (staticScale) {
    // A rank-0 tensor, as entries take every argument: the caller passes it
    // like any input, and a GPU build reads it where the dynamic scale's
    // amax would be.
    unsigned index = function.getNumArguments();
    SmallVector<NamedAttribute> notes = {
        builder.getNamedAttr("mpopt.fp8_scale",
                             builder.getStringAttr(description))};
    if (expectedAmax && std::isfinite(*expectedAmax) && *expectedAmax > 0)
      notes.push_back(builder.getNamedAttr(
          "mpopt.initial", builder.getF32FloatAttr(scaleOf(*expectedAmax))));
    (void)function.insertArgument(index, RankedTensorType::get({}, f32),
                                  builder.getDictionaryAttr(notes), loc);
    result.scale = tensor::ExtractOp::create(
        builder, loc, function.getArgument(index), ValueRange{});
    result.scaleArgument = index;
  } else {
    // The smallest normal f32 keeps an all-zero tensor from dividing by 0.
    Value zero =
        arith::ConstantOp::create(builder, loc, builder.getF32FloatAttr(0));
    Value init = tensor::EmptyOp::create(builder, loc, ArrayRef<int64_t>{}, f32);
    Value filled =
        linalg::FillOp::create(builder, loc, zero, init).getResult(0);
    SmallVector<AffineMap> maps = {builder.getMultiDimIdentityMap(rank),
                                   AffineMap::get(rank, 0, context)};
    SmallVector<utils::IteratorType> reduce(rank,
                                            utils::IteratorType::reduction);
    auto amax = linalg::GenericOp::create(
        builder, loc, TypeRange{filled.getType()}, ValueRange{wide},
        ValueRange{filled}, maps, reduce,
        [](OpBuilder &nested, Location nestedLoc, ValueRange args) {
          Value magnitude = math::AbsFOp::create(nested, nestedLoc, args[0]);
          Value largest =
              arith::MaximumFOp::create(nested, nestedLoc, magnitude, args[1]);
          linalg::YieldOp::create(nested, nestedLoc, largest);
        });
    Value amaxValue = tensor::ExtractOp::create(builder, loc,
                                                amax.getResult(0), ValueRange{});
    Value e4m3Max = arith::ConstantOp::create(
        builder, loc, builder.getF32FloatAttr(kE4M3Max));
    Value smallest = arith::ConstantOp::create(
        builder, loc,
        builder.getF32FloatAttr(std::numeric_limits<float>::min()));
    Value ratio = arith::DivFOp::create(builder, loc, amaxValue, e4m3Max);
    result.scale = arith::MaximumFOp::create(builder, loc, ratio, smallest);
  }
  Value init = tensor::EmptyOp::create(
      builder, loc, tensor::getMixedSizes(builder, loc, wide), f32);
  SmallVector<AffineMap> maps(2, builder.getMultiDimIdentityMap(rank));
  SmallVector<utils::IteratorType> parallel(rank,
                                            utils::IteratorType::parallel);
  Value scale = result.scale;
  auto scaled = linalg::GenericOp::create(
      builder, loc, TypeRange{init.getType()}, ValueRange{wide},
      ValueRange{init}, maps, parallel,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        Value quotient =
            arith::DivFOp::create(nested, nestedLoc, args[0], scale);
        linalg::YieldOp::create(nested, nestedLoc, quotient);
      });
  result.value = CastOp::create(builder, loc,
                                type.clone(Float8E4M3FNType::get(context)),
                                scaled.getResult(0), RoundingModeAttr(),
                                /*saturate=*/true);
  return result;
}

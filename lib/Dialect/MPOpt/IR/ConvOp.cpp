//===- ConvOp.cpp - mpopt.conv --------------------------------------------===//

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

using namespace mlir;
using namespace mlir::mpopt;

int64_t ConvOp::getChannelDim() {
  return getLayout() == ConvLayout::nchw_fchw ? 1 : 3;
}

std::array<int64_t, 4> ConvOp::getFilterDims() {
  switch (getLayout()) {
  case ConvLayout::nchw_fchw:
    return {0, 1, 2, 3};
  case ConvLayout::nhwc_hwcf:
    return {3, 2, 0, 1};
  case ConvLayout::nhwc_fhwc:
    return {0, 3, 1, 2};
  }
  llvm_unreachable("unknown convolution layout");
}

Value ConvOp::getLhs() { return getInput(); }
Value ConvOp::getRhs() { return getFilter(); }
OpOperand &ConvOp::getLhsMutable() { return getInputMutable(); }
OpOperand &ConvOp::getRhsMutable() { return getFilterMutable(); }

int64_t ConvOp::getContractionLength() {
  auto [f, c, kh, kw] = getFilterDims();
  ArrayRef<int64_t> filter = getFilter().getType().getShape();
  return filter[c] * filter[kh] * filter[kw];
}

static std::string formatShape(ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(shape, os, "x");
  return text;
}

LogicalResult ConvOp::verify() {
  auto input = getInput().getType();
  auto filter = getFilter().getType();
  auto result = getResult().getType();
  if (input.getRank() != 4 || filter.getRank() != 4 || result.getRank() != 4)
    return emitOpError("input, filter and result must be rank 4");
  if (!input.hasStaticShape() || !filter.hasStaticShape() ||
      !result.hasStaticShape())
    return emitOpError("input, filter and result must have static shapes");
  ArrayRef<int64_t> strides = getStrides(), dilations = getDilations();
  auto positive = [](int64_t value) { return value > 0; };
  if (strides.size() != 2 || dilations.size() != 2 ||
      !llvm::all_of(strides, positive) || !llvm::all_of(dilations, positive))
    return emitOpError("strides and dilations must be two positive values "
                       "each");
  ArrayRef<int64_t> padding = getPadding();
  if (padding.size() != 4 ||
      llvm::any_of(padding, [](int64_t value) { return value < 0; }))
    return emitOpError("padding must be four non-negative values (top, left, "
                       "bottom, right)");
  int64_t groups = getGroups();
  if (groups < 1)
    return emitOpError("groups must be positive, got ") << groups;

  auto [fDim, cDim, khDim, kwDim] = getFilterDims();
  int64_t channelDim = getChannelDim();
  int64_t heightDim = channelDim == 1 ? 2 : 1;
  int64_t channels = input.getDimSize(channelDim);
  int64_t groupChannels = filter.getDimSize(cDim);
  int64_t outChannels = filter.getDimSize(fDim);
  if (channels != groups * groupChannels)
    return emitOpError("input has ")
           << channels << " channels, not groups (" << groups
           << ") times the filter's input channels (" << groupChannels << ")";
  if (outChannels % groups)
    return emitOpError("the filter's ")
           << outChannels << " output channels are not a multiple of groups ("
           << groups << ")";

  SmallVector<int64_t, 4> expected(4);
  expected[0] = input.getDimSize(0);
  expected[channelDim] = outChannels;
  for (int64_t i : {0, 1}) {
    int64_t size =
        input.getDimSize(heightDim + i) + padding[i] + padding[i + 2];
    int64_t window =
        dilations[i] * (filter.getDimSize(i ? kwDim : khDim) - 1) + 1;
    if (size < window)
      return emitOpError("the padded input (")
             << size << ") is smaller than the dilated filter (" << window
             << ") along spatial dimension " << i;
    expected[heightDim + i] = (size - window) / strides[i] + 1;
  }
  if (result.getShape() != ArrayRef<int64_t>(expected))
    return emitOpError("result must be ")
           << formatShape(expected) << ", got " << result;

  Type multiply = getMultiplyType();
  Type accumulator = getAccumulatorType();
  if (!multiply.isF32() && !multiply.isBF16() && !multiply.isF16())
    return emitOpError("multiply type must be f32, bf16 or f16, got ")
           << multiply;
  if (!accumulator.isF32() && !accumulator.isF16())
    return emitOpError("accumulator type must be f32 or f16, got ")
           << accumulator;
  if (accumulator.isF16() && !multiply.isF16())
    return emitOpError("f16 accumulation needs an f16 multiply");
  if (getBiasFirst() && !getBias())
    return emitOpError("bias_first needs a bias");
  if (Value bias = getBias()) {
    auto biasType = cast<RankedTensorType>(bias.getType());
    if (biasType.getShape() != ArrayRef<int64_t>{outChannels})
      return emitOpError("bias must have shape [")
             << outChannels << "], got " << biasType;
  }
  return success();
}

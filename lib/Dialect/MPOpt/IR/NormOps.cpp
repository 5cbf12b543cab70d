//===- NormOps.cpp - mpopt's norms and softmax ----------------------------===//

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

using namespace mlir;
using namespace mlir::mpopt;

/// What the three ops share: the axis is a dimension of the input, the
/// result has the input's shape, the compute type is a float type, and the
/// parameters have the normalized shape (the dimensions from `axis` on).
static LogicalResult verifyNorm(Operation *op, Value input, Value result,
                                int64_t axis, Type computeType,
                                ValueRange parameters,
                                StringRef axisName = "axis") {
  auto inputType = cast<RankedTensorType>(input.getType());
  auto resultType = cast<RankedTensorType>(result.getType());
  if (axis < 0 || axis >= inputType.getRank())
    return op->emitOpError(axisName)
           << " " << axis << " is out of range for rank "
           << inputType.getRank();
  if (resultType.getShape() != inputType.getShape())
    return op->emitOpError("result shape must equal the input shape, got ")
           << resultType << " for " << inputType;
  if (!isa<FloatType>(computeType))
    return op->emitOpError("compute type must be a float type, got ")
           << computeType;
  ArrayRef<int64_t> normalized = inputType.getShape().drop_front(axis);
  for (Value parameter : parameters) {
    auto type = cast<RankedTensorType>(parameter.getType());
    if (type.getShape() != normalized)
      return op->emitOpError("gamma and beta must have the normalized shape "
                             "(the input's dimensions from axis on), got ")
             << type;
  }
  return success();
}

static int64_t countNormalized(Value input, int64_t from, int64_t to) {
  int64_t count = 1;
  for (int64_t size : cast<RankedTensorType>(input.getType())
                          .getShape()
                          .slice(from, to - from))
    count *= size;
  return count;
}

/// A variance type, where given, is wider than the compute type.
static LogicalResult verifyVarianceType(Operation *op,
                                        std::optional<Type> variance,
                                        Type computeType) {
  if (!variance)
    return success();
  auto varianceType = dyn_cast<FloatType>(*variance);
  if (!varianceType || varianceType.getFPMantissaWidth() <=
                           cast<FloatType>(computeType).getFPMantissaWidth())
    return op->emitOpError("variance type must be a float type wider than "
                           "the compute type, got ")
           << *variance;
  return success();
}

LogicalResult LayerNormOp::verify() {
  SmallVector<Value> parameters;
  for (Value parameter : {getGamma(), getBeta()})
    if (parameter)
      parameters.push_back(parameter);
  if (failed(verifyNorm(*this, getInput(), getResult(), getAxis(),
                        getComputeType(), parameters)))
    return failure();
  return verifyVarianceType(*this, getVarianceType(), getComputeType());
}

int64_t LayerNormOp::getNumNormalized() {
  return countNormalized(getInput(), getAxis(), getInput().getType().getRank());
}

/// A norm with a statistic per channel reads a static input and gamma and
/// beta of one element per channel.
static LogicalResult verifyPerChannel(Operation *op, RankedTensorType input,
                                      int64_t channel, Value gamma,
                                      Value beta) {
  if (!input.hasStaticShape())
    return op->emitOpError("input must have a static shape, got ") << input;
  int64_t channels = input.getDimSize(channel);
  for (Value parameter : {gamma, beta})
    if (parameter && cast<RankedTensorType>(parameter.getType()).getShape() !=
                         ArrayRef<int64_t>{channels})
      return op->emitOpError("gamma and beta must have one element per "
                             "channel (tensor of ")
             << channels << "), got " << parameter.getType();
  return success();
}

LogicalResult BatchNormOp::verify() {
  // verifyNorm's checks but the parameters', which have one element per
  // channel instead of the normalized shape.
  if (failed(verifyNorm(*this, getInput(), getResult(), getChannel(),
                        getComputeType(), {}, "channel")) ||
      failed(verifyPerChannel(*this, getInput().getType(), getChannel(),
                              getGamma(), getBeta())))
    return failure();
  return verifyVarianceType(*this, getVarianceType(), getComputeType());
}

int64_t BatchNormOp::getNumNormalized() {
  RankedTensorType type = getInput().getType();
  return type.getNumElements() / type.getDimSize(getChannel());
}

LogicalResult GroupNormOp::verify() {
  RankedTensorType type = getInput().getType();
  if (type.getRank() < 2)
    return emitOpError("input must have a batch and a channel dimension, got ")
           << type;
  if (failed(verifyNorm(*this, getInput(), getResult(), 1, getComputeType(),
                        {})) ||
      failed(verifyPerChannel(*this, type, 1, getGamma(), getBeta())))
    return failure();
  int64_t channels = type.getDimSize(1);
  if (getGroups() < 1 || channels % getGroups() != 0)
    return emitOpError("groups (") << getGroups()
                                   << ") must divide the channels ("
                                   << channels << ")";
  return verifyVarianceType(*this, getVarianceType(), getComputeType());
}

int64_t GroupNormOp::getNumNormalized() {
  RankedTensorType type = getInput().getType();
  return type.getNumElements() / (type.getDimSize(0) * getGroups());
}

LogicalResult RMSNormOp::verify() {
  SmallVector<Value> parameters;
  if (getGamma())
    parameters.push_back(getGamma());
  return verifyNorm(*this, getInput(), getResult(), getAxis(), getComputeType(),
                    parameters);
}

int64_t RMSNormOp::getNumNormalized() {
  return countNormalized(getInput(), getAxis(), getInput().getType().getRank());
}

LogicalResult SoftmaxOp::verify() {
  return verifyNorm(*this, getInput(), getResult(), getAxis(), getComputeType(),
                    {});
}

int64_t SoftmaxOp::getNumNormalized() {
  return countNormalized(getInput(), getAxis(), getAxis() + 1);
}

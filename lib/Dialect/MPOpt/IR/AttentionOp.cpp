//===- AttentionOp.cpp - mpopt.attention ----------------------------------===//

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/IR/TypeUtilities.h"

#include <cmath>

using namespace mlir;
using namespace mlir::mpopt;

AttentionScaling AttentionOp::getEffectiveScaling() {
  return getScaling().value_or(AttentionScaling::multiply);
}

int64_t AttentionOp::getGroupSize() {
  return getQ().getType().getDimSize(1) / getK().getType().getDimSize(1);
}

Type AttentionOp::getOperandScalingType(Value operand) {
  if (std::optional<Type> type = getScalingType())
    return *type;
  return getOperandScalingType(getElementTypeOrSelf(operand),
                               getMultiplyType());
}

Type AttentionOp::getOperandScalingType(Type element, Type multiply) {
  return multiply.getIntOrFloatBitWidth() > element.getIntOrFloatBitWidth()
             ? multiply
             : element;
}

LogicalResult AttentionOp::verify() {
  auto q = getQ().getType(), k = getK().getType(), v = getV().getType();
  auto result = getResult().getType();
  for (RankedTensorType type : {q, k, v, result})
    if (type.getRank() != 4 || !type.hasStaticShape())
      return emitOpError("q, k, v and the result must be static rank-4 "
                         "tensors [batch, heads, sequence, head dim], got ")
             << type;
  int64_t batch = q.getDimSize(0), heads = q.getDimSize(1);
  int64_t seqQ = q.getDimSize(2), headDim = q.getDimSize(3);
  int64_t kvHeads = k.getDimSize(1), seqK = k.getDimSize(2);
  if (k.getDimSize(0) != batch || k.getDimSize(3) != headDim)
    return emitOpError("k must have the batch and head dimension of q, got ")
           << k << " for " << q;
  if (v.getDimSize(0) != batch || v.getDimSize(1) != kvHeads ||
      v.getDimSize(2) != seqK)
    return emitOpError("v must have the batch, heads and key length of k, "
                       "got ")
           << v << " for " << k;
  if (kvHeads == 0 || heads % kvHeads != 0)
    return emitOpError("heads of q (")
           << heads << ") must be a multiple of the heads of k and v ("
           << kvHeads << ")";
  SmallVector<int64_t> expected = {batch, heads, seqQ, v.getDimSize(3)};
  if (result.getShape() != ArrayRef<int64_t>(expected))
    return emitOpError("result must be [")
           << batch << ", " << heads << ", " << seqQ << ", "
           << v.getDimSize(3) << "], got " << result;
  if (Value mask = getMask()) {
    auto maskType = cast<RankedTensorType>(mask.getType());
    SmallVector<int64_t> logits = {batch, heads, seqQ, seqK};
    if (maskType.getRank() != 4 ||
        llvm::any_of(llvm::zip(maskType.getShape(), logits), [](auto dims) {
          auto [size, full] = dims;
          return size != 1 && size != full;
        }))
      return emitOpError("mask must broadcast to [")
             << batch << ", " << heads << ", " << seqQ << ", " << seqK
             << "] (each dimension that or 1), got " << maskType;
  }
  if (getCausalFill() && !getCausal())
    return emitOpError("causal_fill is what the causal mask adds where it "
                       "hides a key, but the attention is not causal");
  Type multiply = getMultiplyType();
  if (!multiply.isF32() && !multiply.isBF16() && !multiply.isF16())
    return emitOpError("multiply type must be f32, bf16 or f16, got ")
           << multiply;
  for (Type type :
       {getScoreType(), getLogitsType(), getSoftmaxType(), getProbabilityType()})
    if (!isa<FloatType>(type))
      return emitOpError("score, logits, softmax and probability types must "
                         "be float types, got ")
             << type;
  double scale = getScale().convertToDouble();
  if (!std::isfinite(scale) || scale == 0.0)
    return emitOpError("scale must be finite and nonzero, got ") << scale;
  if (getEffectiveScaling() == AttentionScaling::operands && scale < 0.0)
    return emitOpError("scaling<operands> multiplies q and k by sqrt(scale): "
                       "the scale must be positive, got ")
           << scale;
  if (std::optional<Type> scalingType = getScalingType()) {
    auto type = dyn_cast<FloatType>(*scalingType);
    if (getEffectiveScaling() != AttentionScaling::operands)
      return emitOpError("scaling_type is the type q and k are scaled in "
                         "under scaling<operands>, but the scale multiplies "
                         "the scores");
    for (RankedTensorType operand : {q, k})
      if (!type || type.getWidth() < operand.getElementTypeBitWidth())
        return emitOpError("scaling_type must be a float type at least as "
                           "wide as q and k, got ")
               << *scalingType << " for " << operand.getElementType();
  }
  return success();
}

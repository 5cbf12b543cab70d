//===- MPOptOps.cpp - mpopt operations ------------------------------------===//

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::mpopt;

#include "mpopt/Dialect/MPOpt/IR/MPOptInterfaces.cpp.inc"

FloatType CastOp::getSourceElementType() {
  return cast<FloatType>(getElementTypeOrSelf(getInput().getType()));
}

FloatType CastOp::getResultElementType() {
  return cast<FloatType>(getElementTypeOrSelf(getType()));
}

RoundingMode CastOp::getEffectiveRounding() {
  return getRounding().value_or(RoundingMode::nearest_even);
}

bool CastOp::isValuePreserving() {
  return isValuePreservingCast(getSourceElementType(), getResultElementType(),
                               getSaturate());
}

LogicalResult CastOp::verify() {
  Type inputType = getInput().getType();
  FloatType src = getSourceElementType();
  FloatType dst = getResultElementType();

  Type expected = dst;
  if (auto shaped = dyn_cast<ShapedType>(inputType))
    expected = shaped.clone(dst);
  if (expected != getType())
    return emitOpError("result type ")
           << getType()
           << " must be the input type with only its element type changed ("
           << expected << ")";

  if (getSaturate() && !isFP8(dst))
    return emitOpError("'saturate' requires an FP8 result element type, got ")
           << dst;

  if (getRounding() && isExactConversion(src, dst))
    return emitOpError("'rounding' applies only to a narrowing cast, but ")
           << src << " to " << dst << " is exact";
  return success();
}

#define GET_OP_CLASSES
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.cpp.inc"

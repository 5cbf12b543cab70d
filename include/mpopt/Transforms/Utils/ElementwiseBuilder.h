//===- ElementwiseBuilder.h - tensor casts as linalg.generic ----*- C++ -*-===//

#ifndef MPOPT_TRANSFORMS_UTILS_ELEMENTWISEBUILDER_H
#define MPOPT_TRANSFORMS_UTILS_ELEMENTWISEBUILDER_H

#include "mlir/IR/Builders.h"

namespace mlir::mpopt {

/// Builds a `linalg.generic` that maps `input`, a ranked tensor, elementwise
/// to a tensor of the same shape and `resultElementType`; `buildScalar`
/// makes the body's result from the input element.
Value buildElementwiseGeneric(
    OpBuilder &builder, Location loc, Value input, Type resultElementType,
    function_ref<Value(OpBuilder &, Location, Value)> buildScalar);

} // namespace mlir::mpopt

#endif // MPOPT_TRANSFORMS_UTILS_ELEMENTWISEBUILDER_H

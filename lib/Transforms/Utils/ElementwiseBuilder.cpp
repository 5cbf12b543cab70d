//===- ElementwiseBuilder.cpp - tensor casts as linalg.generic ------------===//

#include "mpopt/Transforms/Utils/ElementwiseBuilder.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

Value mpopt::buildElementwiseGeneric(
    OpBuilder &builder, Location loc, Value input, Type resultElementType,
    function_ref<Value(OpBuilder &, Location, Value)> buildScalar) {
  auto inputType = cast<RankedTensorType>(input.getType());
  auto resultType = inputType.clone(resultElementType);
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(builder, loc, input);
  Value init = tensor::EmptyOp::create(builder, loc, sizes, resultElementType);
  int64_t rank = inputType.getRank();
  AffineMap identity = builder.getMultiDimIdentityMap(rank);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      builder, loc, TypeRange{resultType}, ValueRange{input}, ValueRange{init},
      ArrayRef<AffineMap>{identity, identity}, iterators,
      [&](OpBuilder &nested, Location bodyLoc, ValueRange args) {
        linalg::YieldOp::create(nested, bodyLoc,
                                buildScalar(nested, bodyLoc, args[0]));
      });
  return generic.getResult(0);
}

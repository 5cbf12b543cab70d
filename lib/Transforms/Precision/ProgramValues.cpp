//===- ProgramValues.cpp - the values of a function body, numbered -------===//

#include "mpopt/Transforms/Precision/ProgramValues.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

SmallVector<Value> mpopt::getProgramValues(Block &body) {
  SmallVector<Value> values;
  for (Operation &op : body.without_terminator()) {
    if (op.hasTrait<OpTrait::ConstantLike>() || isa<tensor::EmptyOp>(op))
      continue;
    for (Value value : op.getResults()) {
      auto type = dyn_cast<RankedTensorType>(value.getType());
      if (type &&
          isa<FloatType, IntegerType, IndexType>(type.getElementType()))
        values.push_back(value);
    }
  }
  return values;
}

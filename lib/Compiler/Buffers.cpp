//===- Buffers.cpp - what a buffer views ----------------------------------===//

#include "mpopt/Compiler/Compiler.h"

#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

Value mpopt::getRootBuffer(Value buffer) {
  while (auto view = buffer.getDefiningOp<ViewLikeOpInterface>())
    buffer = view.getViewSource();
  return buffer;
}

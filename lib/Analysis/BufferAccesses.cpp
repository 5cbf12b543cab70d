//===- BufferAccesses.cpp - what buffers ops view, read and write --------===//

#include "mpopt/Analysis/BufferAccesses.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

Value mpopt::getRootBuffer(Value buffer) {
  while (auto view = buffer.getDefiningOp<ViewLikeOpInterface>())
    buffer = view.getViewSource();
  return buffer;
}

mpopt::BufferAccesses mpopt::getBufferAccesses(Operation *op) {
  BufferAccesses accesses;
  std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
      getEffectsRecursively(op);
  if (!effects) {
    accesses.unknown = true;
    return accesses;
  }
  for (const MemoryEffects::EffectInstance &effect : *effects) {
    if (isa<MemoryEffects::Allocate>(effect.getEffect()))
      continue;
    Value value = effect.getValue();
    if (!value || !isa<MemRefType>(value.getType())) {
      accesses.unknown = true;
      continue;
    }
    if (isa<MemoryEffects::Read>(effect.getEffect()))
      accesses.reads.insert(getRootBuffer(value));
    else
      accesses.writes.insert(getRootBuffer(value));
  }
  return accesses;
}

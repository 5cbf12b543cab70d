//===- BufferAccesses.h - what buffers ops view, read and write -*- C++ -*-===//

#ifndef MPOPT_ANALYSIS_BUFFERACCESSES_H
#define MPOPT_ANALYSIS_BUFFERACCESSES_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::mpopt {

/// The allocation or argument `buffer` views (through subviews, reshapes,
/// casts): buffers with different roots do not overlap.
Value getRootBuffer(Value buffer);

/// The buffers an op reads and writes (frees count as writes), by their
/// roots; `unknown` when they cannot be told.
struct BufferAccesses {
  llvm::SmallPtrSet<Value, 4> reads, writes;
  bool unknown = false;
};
BufferAccesses getBufferAccesses(Operation *op);

} // namespace mlir::mpopt

#endif // MPOPT_ANALYSIS_BUFFERACCESSES_H

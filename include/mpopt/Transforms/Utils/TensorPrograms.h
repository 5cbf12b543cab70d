//===- TensorPrograms.h - the programs mpopt's passes take ----------------===//
//
// mpopt chooses precisions for programs on tensors, before bufferization.
// On buffers (memref) the cast report would count nothing and precision
// assignment would price allocations as elementwise kernels; on a tensor
// whose element count does not fit in 64 bits every size would wrap. The
// passes that report on a program (mpopt-cast-report,
// mpopt-assign-precision) and the pipeline's first (mpopt-import-casts)
// refuse such input with an error naming the op instead.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_TRANSFORMS_UTILS_TENSORPROGRAMS_H
#define MPOPT_TRANSFORMS_UTILS_TENSORPROGRAMS_H

#include "mlir/IR/Operation.h"

namespace mlir::mpopt {

/// Emits an error starting with `pass` on the first op in `function` that
/// reads or writes a memref, or a shaped value of more than 2^63 - 1
/// elements, and fails; succeeds when there is none.
LogicalResult checkTensorProgram(Operation *function, StringRef pass);

} // namespace mlir::mpopt

#endif // MPOPT_TRANSFORMS_UTILS_TENSORPROGRAMS_H

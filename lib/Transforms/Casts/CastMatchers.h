//===- CastMatchers.h - recognize float conversions -------------*- C++ -*-===//
//
// The forms a float-to-float conversion takes in upstream dialects, shared by
// the import pass (which raises them) and the report (which counts them).
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_LIB_TRANSFORMS_CASTS_CASTMATCHERS_H
#define MPOPT_LIB_TRANSFORMS_CASTS_CASTMATCHERS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Support/LLVM.h"

namespace mlir::mpopt {

/// The `arith.extf`/`arith.truncf` ops, in order, through which a linalg op
/// on tensors converts its single input elementwise (identity indexing maps,
/// parallel loops, nothing else in the body). Failure if it does more.
FailureOr<SmallVector<Operation *>>
matchConvertOnlyLinalgOp(linalg::LinalgOp op);

/// True for every float-to-float conversion in any form mpopt knows:
/// `mpopt.cast`, `arith.extf`/`truncf`, `tosa.cast` between floats, and
/// convert-only linalg ops.
bool isFloatConversion(Operation *op);

/// True for ops in the payload of a linalg op: conversions there are part of
/// that op's computation, not casts of their own.
bool isInLinalgBody(Operation *op);

/// Calls `callback` on every float conversion under `root` that is a cast of
/// its own (not in a linalg payload).
void walkStandaloneConversions(Operation *root,
                               function_ref<void(Operation *)> callback);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_TRANSFORMS_CASTS_CASTMATCHERS_H

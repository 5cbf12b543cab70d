//===- Contractions.h - GEMMs rewritten before hoisting ---------*- C++ -*-===//
//
// What mpopt-gpu-merge-matmuls and mpopt-gpu-pad-result-rows both match: a
// marked contraction into a filled tensor whose result's last dimension
// runs along one rhs dimension alone (so that the rhs can grow along it),
// and the elementwise epilogue that alone reads its result.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_LIB_GPU_CONTRACTIONS_H
#define MPOPT_LIB_GPU_CONTRACTIONS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <optional>

namespace mlir::mpopt {

/// A marked contraction `lhs x rhs` into a filled tensor, whose result's
/// last dimension is a loop of the rhs alone: the dimension along which
/// the rhs of several can be concatenated.
struct Contraction {
  linalg::GenericOp op;
  linalg::FillOp fill;
  /// The rhs dimension that the result's last dimension runs along.
  int64_t rhsDim = 0;
};

std::optional<Contraction> getContraction(linalg::GenericOp op);

/// The elementwise generic that alone reads `result` (the rounding of an
/// autocast matmul's result), when it reads nothing else and writes a new
/// tensor: what cuBLASLt writes as the GEMM's epilogue.
linalg::GenericOp getEpilogue(Value result);

/// Erases `contraction`, which nothing reads any more, and its fill and
/// empty tensor where nothing else uses them.
void eraseContraction(Contraction contraction);

/// `like`, a generic, cloned with `inputs` and `init` (of another shape).
linalg::GenericOp cloneWith(OpBuilder &builder, linalg::GenericOp like,
                            ValueRange inputs, Value init);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_GPU_CONTRACTIONS_H

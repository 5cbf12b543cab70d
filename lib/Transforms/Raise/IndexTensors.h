//===- IndexTensors.h - integer tensors computed from indices ---*- C++ -*-===//
//
// Exporters write a causal mask as the computation that makes it: positions
// from an iota, compared, and'ed with a constant `true`, expanded to four
// dimensions. The attention raise asks what such a tensor holds; this
// evaluates integer and boolean tensors that depend on no argument
// (linalg.generic bodies of arith's integer ops and linalg.index, integer
// constants, linalg.fill, reshapes).
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_LIB_TRANSFORMS_RAISE_INDEXTENSORS_H
#define MPOPT_LIB_TRANSFORMS_RAISE_INDEXTENSORS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Value.h"

#include <optional>
#include <vector>

namespace mlir::mpopt {

/// A static integer tensor's elements in row-major order; i1 elements are 0
/// or 1, wider ones sign-extended.
struct IndexTensor {
  SmallVector<int64_t> shape;
  std::vector<int64_t> values;
};

/// The elements of `value`, a static tensor of integers or indices, when
/// it is computed from constants and iteration indices alone and has at
/// most `limit` elements (so does each tensor it is computed from).
std::optional<IndexTensor> evaluateIndexTensor(Value value,
                                               int64_t limit = 1 << 22);

/// Whether `mask`, shaped [B | 1, H | 1, Sq, Sk], is true exactly where key
/// j is at or before query i's position i + Sk - Sq (a causal mask aligned
/// bottom-right, as mpopt.attention's `causal` is).
bool isCausalMask(const IndexTensor &mask);

/// The tensor `generic` reads as a reshape: a generic whose body yields
/// an element of one tensor from outside (tensor.extract) at indices
/// computed from constants and iteration indices alone, point n of its
/// iteration space (row-major) reading element n (torch's view of a
/// per-group tensor as per-channel, written with index tensors). Null
/// otherwise.
Value getGatheredReshapeSource(linalg::GenericOp generic);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_TRANSFORMS_RAISE_INDEXTENSORS_H

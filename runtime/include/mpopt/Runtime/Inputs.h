//===- Inputs.h - seeded random inputs --------------------------*- C++ -*-===//

#ifndef MPOPT_RUNTIME_INPUTS_H
#define MPOPT_RUNTIME_INPUTS_H

#include "mpopt/Runtime/Tensor.h"

#include <cstdint>
#include <string>

namespace mpopt::runtime {

enum class Distribution {
  /// N(0, 1), rounded to the element type.
  normal,
  /// U(-1, 1), rounded to the element type.
  uniform,
  /// What breaks casts: NaN, +-Inf, +-0, denormals of every format, values
  /// beyond the FP8 and f16 ranges, and exact rounding ties (and their
  /// neighbours) of bf16, f16, f8E4M3FN and f8E5M2; all bit patterns for
  /// narrow element types.
  special,
};

bool parseDistribution(const std::string &name, Distribution &distribution);

/// Fills `tensor` from `distribution`; the same seed gives the same values.
void fillRandom(HostTensor &tensor, Distribution distribution, uint64_t seed);

/// Sets every element of `tensor` to `value`, rounded to its element type.
void fillConstant(HostTensor &tensor, double value);

} // namespace mpopt::runtime

#endif // MPOPT_RUNTIME_INPUTS_H

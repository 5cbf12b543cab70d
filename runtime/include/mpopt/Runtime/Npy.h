//===- Npy.h - NumPy .npy files ---------------------------------*- C++ -*-===//

#ifndef MPOPT_RUNTIME_NPY_H
#define MPOPT_RUNTIME_NPY_H

#include "mpopt/Runtime/Tensor.h"

#include <optional>
#include <string>

namespace mpopt::runtime {

/// Writes `tensor` as a version 1.0 .npy file (bf16 and FP8 as their
/// unsigned bit patterns, Formats.h).
bool writeNpy(const std::string &path, const HostTensor &tensor,
              std::string &error);

/// Reads a .npy file holding a C-ordered tensor of `expected`'s descriptor
/// and shape; a dynamic dimension of `expected` takes the file's size.
std::optional<HostTensor> readNpy(const std::string &path,
                                  const TensorSpec &expected,
                                  std::string &error);

} // namespace mpopt::runtime

#endif // MPOPT_RUNTIME_NPY_H

//===- Cudnn.h - cuDNN, opened at run time ----------------------*- C++ -*-===//
//
// Convolutions (Conv.cpp) and fused attention (CudnnAttention.cpp) call
// cuDNN, which the runtime opens at run time (libcudnn.so.9, else the file
// MPOPT_CUDNN names) instead of linking: mpopt-run and the runtime's C API
// start on machines without it. One library and one handle per process.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_RUNTIME_LIB_CUDNN_H
#define MPOPT_RUNTIME_LIB_CUDNN_H

#include <cudnn.h>

#include <string>

namespace mpopt::runtime {

/// The cuDNN functions the runtime calls.
#define MPOPT_CUDNN_FUNCTIONS(X)                                               \
  X(cudnnGetVersion)                                                           \
  X(cudnnCreate)                                                               \
  X(cudnnSetStream)                                                            \
  X(cudnnGetErrorString)                                                       \
  X(cudnnCreateTensorDescriptor)                                               \
  X(cudnnSetTensor4dDescriptor)                                                \
  X(cudnnCreateFilterDescriptor)                                               \
  X(cudnnSetFilter4dDescriptor)                                                \
  X(cudnnCreateConvolutionDescriptor)                                          \
  X(cudnnSetConvolution2dDescriptor)                                           \
  X(cudnnSetConvolutionMathType)                                               \
  X(cudnnGetConvolutionForwardAlgorithm_v7)                                    \
  X(cudnnGetConvolutionForwardWorkspaceSize)                                   \
  X(cudnnConvolutionForward)                                                   \
  X(cudnnBackendCreateDescriptor)                                              \
  X(cudnnBackendDestroyDescriptor)                                             \
  X(cudnnBackendSetAttribute)                                                  \
  X(cudnnBackendGetAttribute)                                                  \
  X(cudnnBackendFinalize)                                                      \
  X(cudnnBackendExecute)

/// cuDNN's entry points and the process's handle.
struct Cudnn {
#define MPOPT_CUDNN_DECLARE(name) decltype(&::name) name = nullptr;
  MPOPT_CUDNN_FUNCTIONS(MPOPT_CUDNN_DECLARE)
#undef MPOPT_CUDNN_DECLARE
  cudnnHandle_t handle = nullptr;
  /// Why cuDNN cannot be used (empty when it can): not found, a missing
  /// entry point, or no handle (no GPU).
  std::string error;
};

/// cuDNN, opened and its handle created at the first call (which needs the
/// GPU's context current); `error` says why not.
Cudnn &getCudnn();

/// `call` and cuDNN's reason when `status` is not success, else empty.
std::string describeCudnn(Cudnn &cudnn, cudnnStatus_t status,
                          const char *call);

} // namespace mpopt::runtime

#endif // MPOPT_RUNTIME_LIB_CUDNN_H

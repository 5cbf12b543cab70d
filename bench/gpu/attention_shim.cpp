//===- attention_shim.cpp - the attention kernel for bench/gpu/attention.py -===//
//
// mpoptAttention's arguments (causal: 0, 1 or 2 with causalFill added past
// the diagonal) with the stream made explicit (PyTorch's), so that the
// kernel (engine 0) or cuDNN's graph (engine 1, runtime/lib/
// CudnnAttention.cpp) runs next to PyTorch's on the same tensors; returns
// what checkAttention, prepareCudnnAttention or the launch says, empty
// when it ran.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Runtime/Attention.h"

#include <cuda_runtime.h>

#include <cstdint>
#include <string>

using namespace mpopt::runtime;

extern "C" const char *
benchAttention(const void *q, const void *k, const void *v, const void *mask,
               void *out, const int64_t *shape, const int64_t *strides,
               float scale, int32_t causal, float causalFill,
               int32_t zeroMaskedRows, int32_t elementType, int32_t maskType,
               int32_t outputType, int32_t engine, void *stream) {
  static std::string error;
  // The default pool keeps what is freed, as the runtime's initialization
  // (runtime/lib/Cuda.cpp) sets it for every library: the key split's
  // scratch then costs a single call on an idle GPU no new allocation.
  static const cudaError_t pooled = [] {
    int device;
    cudaMemPool_t pool;
    uint64_t keepAll = UINT64_MAX;
    cudaError_t status = cudaGetDevice(&device);
    if (status == cudaSuccess)
      status = cudaDeviceGetDefaultMemPool(&pool, device);
    if (status == cudaSuccess)
      status = cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold,
                                       &keepAll);
    return status;
  }();
  if (pooled != cudaSuccess)
    return cudaGetErrorString(pooled);
  AttentionProblem problem{q,        k,        v,        mask,     out,
                           shape[0], shape[1], shape[2], shape[3], shape[4],
                           shape[5], {},       {},       {},       {},
                           {},       scale,    causal != 0,
                           zeroMaskedRows != 0,
                           static_cast<AttentionType>(elementType),
                           static_cast<AttentionType>(maskType),
                           static_cast<AttentionType>(outputType),
                           causal == 2,
                           causalFill,
                           nullptr};
  int64_t *all[] = {problem.qStride, problem.kStride, problem.vStride,
                    problem.oStride, problem.maskStride};
  for (int tensor = 0; tensor < 5; ++tensor)
    for (int i = 0; i < 3; ++i)
      all[tensor][i] = strides[tensor * 3 + i];
  if (engine == 1) {
    error = prepareCudnnAttention(problem);
    if (error.empty())
      error = launchCudnnAttention(problem, stream);
    return error.c_str();
  }
  error = checkAttention(problem);
  if (error.empty())
    error = launchAttention(problem, stream);
  return error.c_str();
}

//===- Attention.cpp - mpopt.attention on the GPU -------------------------===//
//
// Libraries built for CUDA call `mpoptAttention` where a program computes
// attention (lib/GPU/LibraryAttention.cpp): one fused kernel
// (AttentionKernel.cu, built when the CUDA compiler is here) on the
// program's stream. `causal` is 0 (not causal), 1 (-inf past the
// diagonal) or 2 (`causalFill` added to the scores there).
//
//===----------------------------------------------------------------------===//

#include "mpopt/Runtime/Attention.h"
#include "mpopt/Runtime/Cuda.h"

#include <cstdio>
#include <cstdlib>

using namespace mpopt::runtime;

#ifdef MPOPT_RUNTIME_ATTENTION

static void launch(void *context) {
  std::string error = launchAttention(
      *static_cast<const AttentionProblem *>(context), cuda::getStream());
  if (!error.empty()) {
    std::fprintf(stderr, "mpopt-run: error: attention kernel: %s\n",
                 error.c_str());
    std::exit(1);
  }
}

extern "C" void mpoptAttention(
    int64_t q, int64_t k, int64_t v, int64_t mask, int64_t out, int64_t batch,
    int64_t heads, int64_t kvHeads, int64_t seqQ, int64_t seqK,
    int64_t headDim, int64_t qStrideB, int64_t qStrideH, int64_t qStrideS,
    int64_t kStrideB, int64_t kStrideH, int64_t kStrideS, int64_t vStrideB,
    int64_t vStrideH, int64_t vStrideS, int64_t oStrideB, int64_t oStrideH,
    int64_t oStrideS, int64_t maskStrideB, int64_t maskStrideH,
    int64_t maskStrideS, float scale, int32_t causal, float causalFill,
    int32_t zeroMaskedRows, int32_t elementType, int32_t maskType,
    int32_t outputType) {
  auto pointer = [](int64_t address) {
    return reinterpret_cast<void *>(address);
  };
  AttentionProblem problem{pointer(q),
                           pointer(k),
                           pointer(v),
                           pointer(mask),
                           pointer(out),
                           batch,
                           heads,
                           kvHeads,
                           seqQ,
                           seqK,
                           headDim,
                           {qStrideB, qStrideH, qStrideS},
                           {kStrideB, kStrideH, kStrideS},
                           {vStrideB, vStrideH, vStrideS},
                           {oStrideB, oStrideH, oStrideS},
                           {maskStrideB, maskStrideH, maskStrideS},
                           scale,
                           causal != 0,
                           zeroMaskedRows != 0,
                           static_cast<AttentionType>(elementType),
                           static_cast<AttentionType>(maskType),
                           static_cast<AttentionType>(outputType),
                           causal == 2,
                           causalFill};
  std::string error = checkAttention(problem);
  if (!error.empty()) {
    std::fprintf(stderr, "mpopt-run: error: mpoptAttention: %s\n",
                 error.c_str());
    std::exit(1);
  }
  cuda::profiled("attention", launch, &problem);
}

#else

extern "C" void mpoptAttention(int64_t, int64_t, int64_t, int64_t, int64_t,
                               int64_t, int64_t, int64_t, int64_t, int64_t,
                               int64_t, int64_t, int64_t, int64_t, int64_t,
                               int64_t, int64_t, int64_t, int64_t, int64_t,
                               int64_t, int64_t, int64_t, int64_t, int64_t,
                               int64_t, float, int32_t, float, int32_t,
                               int32_t, int32_t, int32_t) {
  std::fprintf(stderr, "mpopt-run: error: this library computes attention "
                       "with mpopt's CUDA kernel, and this mpopt-run was "
                       "built without it (no CUDA compiler when it was "
                       "configured)\n");
  std::exit(1);
}

#endif

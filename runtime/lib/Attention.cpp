//===- Attention.cpp - mpopt.attention on the GPU -------------------------===//
//
// Libraries built for CUDA call `mpoptAttention` where a program computes
// attention (lib/GPU/LibraryAttention.cpp), on the program's stream:
// mpopt's fused kernel (AttentionKernel.cu, built when the CUDA compiler is
// here) or cuDNN's (CudnnAttention.cpp). MPOPT_ATTENTION picks: "fastest"
// (the default: the first call of each shape times both on its own buffers,
// the median of three calls each as mpoptMatmul times cuBLASLt's
// algorithms, and keeps the faster; =verbose in MPOPT_ATTENTION_TUNING
// prints the times), "kernel" or "cudnn".
// `causal` is 0 (not causal), 1 (-inf past the diagonal) or 2
// (`causalFill` added to the scores there).
//
//===----------------------------------------------------------------------===//

#include "mpopt/Runtime/Attention.h"
#include "mpopt/Runtime/Cuda.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <vector>

using namespace mpopt::runtime;

#ifdef MPOPT_RUNTIME_ATTENTION

[[noreturn]] static void fail(const char *what, const std::string &error) {
  std::fprintf(stderr, "mpopt-run: error: %s: %s\n", what, error.c_str());
  std::exit(1);
}

static void launchKernel(void *context) {
  std::string error = launchAttention(
      *static_cast<const AttentionProblem *>(context), cuda::getStream());
  if (!error.empty())
    fail("attention kernel", error);
}

static void launchCudnn(void *context) {
  std::string error = launchCudnnAttention(
      *static_cast<const AttentionProblem *>(context), cuda::getStream());
  if (!error.empty())
    fail("cuDNN's attention", error);
}

namespace {
enum class Engine { Kernel, Cudnn };
}

/// What MPOPT_ATTENTION asks for: "fastest" (unset), "kernel" or "cudnn".
enum class Request { Fastest, Kernel, Cudnn };

static Request requested() {
  static const Request request = [] {
    const char *value = std::getenv("MPOPT_ATTENTION");
    if (!value || !*value || !std::strcmp(value, "fastest"))
      return Request::Fastest;
    if (!std::strcmp(value, "kernel"))
      return Request::Kernel;
    if (!std::strcmp(value, "cudnn"))
      return Request::Cudnn;
    fail("MPOPT_ATTENTION", std::string("'") + value +
                                "' is not 'kernel', 'cudnn' or 'fastest'");
  }();
  return request;
}

static std::string describeTime(const std::string &error, double time) {
  if (!error.empty())
    return error;
  return time ? std::to_string(time) + " us" : "not timed";
}

/// The engine for `problem`, chosen at its shape's first call; with
/// MPOPT_ATTENTION_TUNING=verbose, the choice and both times go to stderr.
static Engine chooseEngine(AttentionProblem &problem) {
  static std::map<std::vector<int64_t>, Engine> chosen;
  std::vector<int64_t> key = attentionShapeKey(problem);
  auto found = chosen.find(key);
  if (found != chosen.end())
    return found->second;
  Request request = requested();
  Engine engine = request == Request::Cudnn ? Engine::Cudnn : Engine::Kernel;
  std::string kernelError = checkAttention(problem);
  std::string cudnnError = request == Request::Kernel
                               ? "not asked for (MPOPT_ATTENTION)"
                               : prepareCudnnAttention(problem);
  double kernelTime = 0, cudnnTime = 0;
  if (engine == Engine::Cudnn) {
    if (!cudnnError.empty())
      fail("MPOPT_ATTENTION=cudnn",
           "cuDNN cannot take this attention: " + cudnnError);
  } else if (request == Request::Fastest && cudnnError.empty()) {
    // A trial call first: an engine that fails to run is not chosen.
    cudnnError = launchCudnnAttention(problem, cuda::getStream());
    if (cudnnError.empty() && !kernelError.empty())
      engine = Engine::Cudnn;
    if (cudnnError.empty() && kernelError.empty()) {
      kernelTime = cuda::timeMedianOfThree(launchKernel, &problem);
      cudnnTime = cuda::timeMedianOfThree(launchCudnn, &problem);
      if (cudnnTime < kernelTime)
        engine = Engine::Cudnn;
    }
  }
  if (engine == Engine::Kernel && !kernelError.empty())
    fail("mpoptAttention", kernelError + "; nor cuDNN: " + cudnnError);
  const char *tuning = std::getenv("MPOPT_ATTENTION_TUNING");
  if (tuning && !std::strcmp(tuning, "verbose"))
    std::fprintf(stderr,
                 "mpopt-run: attention %lldx%lld:%lldx%lldx%lldx%lld%s%s: "
                 "%s (kernel: %s; cuDNN: %s)\n",
                 static_cast<long long>(problem.batch),
                 static_cast<long long>(problem.heads),
                 static_cast<long long>(problem.kvHeads),
                 static_cast<long long>(problem.seqQ),
                 static_cast<long long>(problem.seqK),
                 static_cast<long long>(problem.headDim),
                 problem.causal ? " causal" : "",
                 problem.mask ? " masked" : "",
                 engine == Engine::Cudnn ? "cuDNN" : "kernel",
                 describeTime(kernelError, kernelTime).c_str(),
                 describeTime(cudnnError, cudnnTime).c_str());
  return chosen.emplace(std::move(key), engine).first->second;
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
                           causalFill,
                           nullptr};
  if (chooseEngine(problem) == Engine::Cudnn)
    cuda::profiled("cudnn attention", launchCudnn, &problem);
  else
    cuda::profiled("attention", launchKernel, &problem);
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

//===- Conv.cpp - convolutions on the GPU through cuDNN -------------------===//
//
// Libraries built for CUDA call `mpoptConv` where a program convolves a
// channels-last input (lib/GPU/LibraryMatmuls.cpp): cuDNN's implicit GEMM
// reads the input in place, where an im2col copy writes KH * KW values per
// output position first. Input [N, H, W, C] (padded already), filter [F,
// KH, KW, C] and result [N, OH, OW, F] are dense device buffers on the
// program's stream, all in the multiply type, summed in f32 (cuDNN's
// "pseudo" bf16 and f16 configurations; f32 products without TF32).
//
// cuDNN is opened at run time (Cudnn.h), not linked: a library that
// convolves through it says so and exits when it is missing. The first call of each shape times the
// algorithms cuDNN's heuristic offers on the call's own buffers and keeps
// the fastest.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Runtime/Cuda.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <tuple>

#ifdef MPOPT_RUNTIME_CUDNN
#include "Cudnn.h"

using mpopt::runtime::Cudnn;

namespace {

void check(Cudnn &cudnn, cudnnStatus_t status, const char *call) {
  std::string error = mpopt::runtime::describeCudnn(cudnn, status, call);
  if (error.empty())
    return;
  std::fprintf(stderr, "mpopt-run: error: %s\n", error.c_str());
  std::exit(1);
}

/// cuDNN with its handle on the programs' stream; exits saying why when it
/// is missing.
Cudnn &openCudnn() {
  Cudnn &cudnn = mpopt::runtime::getCudnn();
  if (!cudnn.error.empty()) {
    std::fprintf(stderr,
                 "mpopt-run: error: this library convolves with cuDNN: %s, "
                 "or build the library with --gpu-convolutions=im2col\n",
                 cudnn.error.c_str());
    std::exit(1);
  }
  check(cudnn,
        cudnn.cudnnSetStream(
            cudnn.handle,
            static_cast<cudaStream_t>(mpopt::runtime::cuda::getStream())),
        "cudnnSetStream");
  return cudnn;
}

/// Element type codes of the compiler's calls (as for mpoptMatmul).
cudnnDataType_t toDataType(int32_t code) {
  switch (code) {
  case 1:
    return CUDNN_DATA_HALF;
  case 2:
    return CUDNN_DATA_BFLOAT16;
  default:
    return CUDNN_DATA_FLOAT;
  }
}

struct Plan {
  cudnnTensorDescriptor_t input, result;
  cudnnFilterDescriptor_t filter;
  cudnnConvolutionDescriptor_t convolution;
  cudnnConvolutionFwdAlgo_t algorithm;
  void *workspace = nullptr;
  size_t workspaceBytes = 0;
  bool f32 = false, chosen = false;
};

using Shape =
    std::tuple<int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
               int64_t, int64_t, int64_t, int64_t, int64_t, int32_t>;
std::map<Shape, Plan> plans;

/// The most workspace an algorithm may take.
constexpr size_t kMaxWorkspaceBytes = 256u << 20;

Plan &getPlan(Cudnn &cudnn, const Shape &shape) {
  auto cached = plans.find(shape);
  if (cached != plans.end())
    return cached->second;
  auto [n, h, w, c, f, kh, kw, oh, ow, strideH, strideW, dilationH, type] =
      shape;
  Plan plan;
  cudnnDataType_t data = toDataType(type);
  plan.f32 = data == CUDNN_DATA_FLOAT;
  auto narrow = [](int64_t value) { return static_cast<int>(value); };
  // A dense NHWC tensor of the operands' type.
  auto createTensor = [&](int64_t batch, int64_t channels, int64_t height,
                          int64_t width) {
    cudnnTensorDescriptor_t tensor;
    check(cudnn, cudnn.cudnnCreateTensorDescriptor(&tensor),
          "cudnnCreateTensorDescriptor");
    check(cudnn,
          cudnn.cudnnSetTensor4dDescriptor(tensor, CUDNN_TENSOR_NHWC, data,
                                           narrow(batch), narrow(channels),
                                           narrow(height), narrow(width)),
          "cudnnSetTensor4dDescriptor");
    return tensor;
  };
  plan.input = createTensor(n, c, h, w);
  plan.result = createTensor(n, f, oh, ow);
  check(cudnn, cudnn.cudnnCreateFilterDescriptor(&plan.filter),
        "cudnnCreateFilterDescriptor");
  check(cudnn,
        cudnn.cudnnSetFilter4dDescriptor(plan.filter, data, CUDNN_TENSOR_NHWC,
                                         narrow(f), narrow(c), narrow(kh),
                                         narrow(kw)),
        "cudnnSetFilter4dDescriptor");
  check(cudnn, cudnn.cudnnCreateConvolutionDescriptor(&plan.convolution),
        "cudnnCreateConvolutionDescriptor");
  // One dilation for both dimensions: the compiler calls with equal ones.
  check(cudnn,
        cudnn.cudnnSetConvolution2dDescriptor(
            plan.convolution, 0, 0, narrow(strideH), narrow(strideW),
            narrow(dilationH), narrow(dilationH), CUDNN_CROSS_CORRELATION,
            CUDNN_DATA_FLOAT),
        "cudnnSetConvolution2dDescriptor");
  // f32 products stay f32: no TF32.
  check(cudnn,
        cudnn.cudnnSetConvolutionMathType(
            plan.convolution,
            data == CUDNN_DATA_FLOAT ? CUDNN_FMA_MATH : CUDNN_TENSOR_OP_MATH),
        "cudnnSetConvolutionMathType");
  return plans.emplace(shape, plan).first->second;
}

struct Call {
  Cudnn *cudnn;
  Plan *plan;
  void *input, *filter, *result;
};

void launch(void *context) {
  auto *call = static_cast<Call *>(context);
  Plan &plan = *call->plan;
  float alpha = 1, beta = 0;
  check(*call->cudnn,
        call->cudnn->cudnnConvolutionForward(
            call->cudnn->handle, &alpha, plan.input, call->input, plan.filter,
            call->filter, plan.convolution, plan.algorithm, plan.workspace,
            plan.workspaceBytes, &beta, plan.result, call->result),
        "cudnnConvolutionForward");
}

/// Times the algorithms cuDNN's heuristic offers on the call's buffers
/// (they write only the result, which the real call then overwrites): the
/// median of three calls each, after one untimed, as mpoptMatmul does. Only
/// those that keep the operands' type, and f32 products in f32 (tensor
/// cores would round f32 to TF32). cuDNN's own search
/// (cudnnFindConvolutionForwardAlgorithmEx) times each once: on the H200
/// it kept algorithms 5-7 times slower than the best for some of
/// ResNet-50's shapes in one run and not in another.
void choose(Call &call) {
  Cudnn &cudnn = *call.cudnn;
  Plan &plan = *call.plan;
  cudnnConvolutionFwdAlgoPerf_t offered[CUDNN_CONVOLUTION_FWD_ALGO_COUNT];
  int count = 0;
  check(cudnn,
        cudnn.cudnnGetConvolutionForwardAlgorithm_v7(
            cudnn.handle, plan.input, plan.filter, plan.convolution,
            plan.result, CUDNN_CONVOLUTION_FWD_ALGO_COUNT, &count, offered),
        "cudnnGetConvolutionForwardAlgorithm_v7");
  double best = 0;
  bool found = false;
  cudnnConvolutionFwdAlgo_t fastest = {};
  for (int i = 0; i < count; ++i) {
    const cudnnConvolutionFwdAlgoPerf_t &candidate = offered[i];
    if (candidate.status != CUDNN_STATUS_SUCCESS ||
        candidate.memory > kMaxWorkspaceBytes ||
        candidate.mathType == CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION ||
        (plan.f32 && candidate.mathType == CUDNN_TENSOR_OP_MATH))
      continue;
    plan.algorithm = candidate.algo;
    size_t bytes = 0;
    if (cudnn.cudnnGetConvolutionForwardWorkspaceSize(
            cudnn.handle, plan.input, plan.filter, plan.convolution,
            plan.result, plan.algorithm, &bytes) != CUDNN_STATUS_SUCCESS)
      continue;
    if (bytes > plan.workspaceBytes) {
      mpopt::runtime::cuda::synchronize();
      if (plan.workspace)
        mpopt::runtime::cuda::release(plan.workspace);
      plan.workspace = mpopt::runtime::cuda::allocate(bytes);
      plan.workspaceBytes = bytes;
    }
    double time = mpopt::runtime::cuda::timeMedianOfThree(launch, &call);
    if (!found || time < best) {
      best = time;
      fastest = candidate.algo;
      found = true;
    }
  }
  if (!found) {
    std::fprintf(stderr, "mpopt-run: error: cuDNN has no algorithm for this "
                         "convolution\n");
    std::exit(1);
  }
  plan.algorithm = fastest;
  plan.chosen = true;
}

} // namespace

extern "C" void mpoptConv(int64_t input, int64_t filter, int64_t result,
                          int64_t n, int64_t h, int64_t w, int64_t c, int64_t f,
                          int64_t kh, int64_t kw, int64_t oh, int64_t ow,
                          int64_t strideH, int64_t strideW, int64_t dilation,
                          int32_t type) {
  // Opened, with its handle on the programs' stream, at the first call.
  static Cudnn &cudnn = openCudnn();
  Call call{&cudnn,
            &getPlan(cudnn, Shape{n, h, w, c, f, kh, kw, oh, ow, strideH,
                                  strideW, dilation, type}),
            reinterpret_cast<void *>(input), reinterpret_cast<void *>(filter),
            reinterpret_cast<void *>(result)};
  if (!call.plan->chosen)
    choose(call);
  mpopt::runtime::cuda::profiled("cudnnConvolutionForward", launch, &call);
}

#else

extern "C" void mpoptConv(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
                          int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
                          int64_t, int64_t, int64_t, int32_t) {
  std::fprintf(stderr, "mpopt-run: error: this library convolves with cuDNN, "
                       "and this mpopt-run was built without its header (no "
                       "cudnn.h in the CUDA toolkit when it was configured); "
                       "build the library with --gpu-convolutions=im2col\n");
  std::exit(1);
}

#endif

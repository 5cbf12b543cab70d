//===- Matmul.cpp - mpopt.matmul on the GPU through cuBLASLt --------------===//
//
// Libraries built for CUDA call `mpoptMatmul` where a program multiplies
// matrices (lib/Compiler/LibraryMatmuls.cpp). Operands and result are
// row-major device buffers on the program's stream; cuBLASLt sees them as
// the column-major transposes: C^T = B^T A^T. The first call of each shape
// times the heuristic's candidate algorithms and keeps the fastest.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Runtime/Cuda.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <map>
#include <vector>
#include <tuple>

#ifdef MPOPT_RUNTIME_CUBLASLT
#include <cublasLt.h>

namespace {

/// Element type codes of the compiler's calls (LibraryMatmuls.cpp).
enum TypeCode : int32_t { F32 = 0, F16 = 1, BF16 = 2, TF32 = 3 };

cudaDataType_t toDataType(int32_t code) {
  switch (code) {
  case F16:
    return CUDA_R_16F;
  case BF16:
    return CUDA_R_16BF;
  default:
    return CUDA_R_32F;
  }
}

void check(cublasStatus_t status, const char *call) {
  if (status == CUBLAS_STATUS_SUCCESS)
    return;
  std::fprintf(stderr, "mpopt-run: error: %s failed: %s (%s)\n", call,
               cublasLtGetStatusName(status), cublasLtGetStatusString(status));
  std::exit(1);
}

constexpr size_t kWorkspaceBytes = 32u << 20;

/// The descriptors and the algorithm cuBLASLt chose for one shape.
struct Plan {
  cublasLtMatmulDesc_t operation;
  cublasLtMatrixLayout_t a, b, c;
  cublasLtMatmulAlgo_t algorithm;
};

/// How many of the heuristic's algorithms are timed on a shape's first call.
constexpr int kCandidates = 8;
/// Timed runs of each candidate, after one untimed run; the median counts.
constexpr int kRepeats = 5;

cublasLtHandle_t handle = nullptr;
void *workspace = nullptr;
std::map<std::tuple<int64_t, int64_t, int64_t, int32_t, int32_t, int32_t,
                    int32_t, int32_t, int32_t>,
         Plan>
    plans;

struct Launch {
  Plan *plan;
  int64_t lhs, rhs, result;
};

void runPlan(void *context) {
  auto *launch = static_cast<Launch *>(context);
  Plan &plan = *launch->plan;
  float alpha = 1, beta = 0;
  check(cublasLtMatmul(handle, plan.operation, &alpha,
                       reinterpret_cast<void *>(launch->rhs), plan.a,
                       reinterpret_cast<void *>(launch->lhs), plan.b, &beta,
                       reinterpret_cast<void *>(launch->result), plan.c,
                       reinterpret_cast<void *>(launch->result), plan.c,
                       &plan.algorithm, workspace, kWorkspaceBytes,
                       static_cast<cudaStream_t>(
                           mpopt::runtime::cuda::getStream())),
        "cublasLtMatmul");
}

Plan &getPlan(int64_t m, int64_t n, int64_t k, int32_t transposeLhs,
              int32_t transposeRhs, int32_t lhsType, int32_t rhsType,
              int32_t resultType, int32_t multiplyType,
              const int64_t (&buffers)[3]) {
  auto key = std::make_tuple(m, n, k, transposeLhs, transposeRhs, lhsType,
                             rhsType, resultType, multiplyType);
  auto cached = plans.find(key);
  if (cached != plans.end())
    return cached->second;
  if (!handle) {
    check(cublasLtCreate(&handle), "cublasLtCreate");
    workspace = mpopt::runtime::cuda::allocate(kWorkspaceBytes);
  }
  Plan plan;
  cublasComputeType_t compute = multiplyType == TF32
                                    ? CUBLAS_COMPUTE_32F_FAST_TF32
                                    : CUBLAS_COMPUTE_32F;
  check(cublasLtMatmulDescCreate(&plan.operation, compute, CUDA_R_32F),
        "cublasLtMatmulDescCreate");
  // Column-major: C^T[n, m] = op(B^T)[n, k] * op(A^T)[k, m].
  cublasOperation_t opA = transposeRhs ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasOperation_t opB = transposeLhs ? CUBLAS_OP_T : CUBLAS_OP_N;
  check(cublasLtMatmulDescSetAttribute(plan.operation,
                                       CUBLASLT_MATMUL_DESC_TRANSA, &opA,
                                       sizeof(opA)),
        "cublasLtMatmulDescSetAttribute");
  check(cublasLtMatmulDescSetAttribute(plan.operation,
                                       CUBLASLT_MATMUL_DESC_TRANSB, &opB,
                                       sizeof(opB)),
        "cublasLtMatmulDescSetAttribute");
  // B row-major [k, n] is column-major [n, k] with leading dimension n
  // (stored [n, k] when transposed: column-major [k, n], leading k).
  check(cublasLtMatrixLayoutCreate(&plan.a, toDataType(rhsType),
                                   transposeRhs ? k : n, transposeRhs ? n : k,
                                   transposeRhs ? k : n),
        "cublasLtMatrixLayoutCreate");
  check(cublasLtMatrixLayoutCreate(&plan.b, toDataType(lhsType),
                                   transposeLhs ? m : k, transposeLhs ? k : m,
                                   transposeLhs ? m : k),
        "cublasLtMatrixLayoutCreate");
  check(cublasLtMatrixLayoutCreate(&plan.c, toDataType(resultType), n, m, n),
        "cublasLtMatrixLayoutCreate");
  cublasLtMatmulPreference_t preference;
  check(cublasLtMatmulPreferenceCreate(&preference),
        "cublasLtMatmulPreferenceCreate");
  size_t workspaceBytes = kWorkspaceBytes;
  check(cublasLtMatmulPreferenceSetAttribute(
            preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
            &workspaceBytes, sizeof(workspaceBytes)),
        "cublasLtMatmulPreferenceSetAttribute");
  cublasLtMatmulHeuristicResult_t heuristics[kCandidates] = {};
  int found = 0;
  check(cublasLtMatmulAlgoGetHeuristic(handle, plan.operation, plan.a, plan.b,
                                       plan.c, plan.c, preference, kCandidates,
                                       heuristics, &found),
        "cublasLtMatmulAlgoGetHeuristic");
  cublasLtMatmulPreferenceDestroy(preference);
  if (found == 0) {
    std::fprintf(stderr,
                 "mpopt-run: error: cuBLASLt has no algorithm for a %lldx%lldx"
                 "%lld matmul of these types\n",
                 static_cast<long long>(m), static_cast<long long>(n),
                 static_cast<long long>(k));
    std::exit(1);
  }
  // The heuristic's candidates, each timed on this call's buffers (the
  // result is written again by the call itself): the fastest is kept.
  double best = 0;
  for (int i = 0; i < found; ++i) {
    if (heuristics[i].state != CUBLAS_STATUS_SUCCESS)
      continue;
    plan.algorithm = heuristics[i].algo;
    Launch launch{&plan, buffers[0], buffers[1], buffers[2]};
    runPlan(&launch);
    std::vector<double> times;
    for (int repeat = 0; repeat < kRepeats; ++repeat)
      times.push_back(mpopt::runtime::cuda::timeOnStream(runPlan, &launch));
    std::sort(times.begin(), times.end());
    double micros = times[kRepeats / 2];
    if (i == 0 || micros < best) {
      best = micros;
      heuristics[0].algo = heuristics[i].algo;
    }
  }
  plan.algorithm = heuristics[0].algo;
  return plans.emplace(key, plan).first->second;
}

} // namespace

extern "C" void mpoptMatmul(int64_t lhs, int64_t rhs, int64_t result,
                            int64_t m, int64_t n, int64_t k,
                            int32_t transposeLhs, int32_t transposeRhs,
                            int32_t lhsType, int32_t rhsType,
                            int32_t resultType, int32_t multiplyType) {
  Launch launch{&getPlan(m, n, k, transposeLhs, transposeRhs, lhsType,
                         rhsType, resultType, multiplyType,
                         {lhs, rhs, result}),
                lhs, rhs, result};
  mpopt::runtime::cuda::profiled("cublasLtMatmul", runPlan, &launch);
}

#else

extern "C" void mpoptMatmul(int64_t, int64_t, int64_t, int64_t, int64_t,
                            int64_t, int32_t, int32_t, int32_t, int32_t,
                            int32_t, int32_t) {
  std::fprintf(stderr, "mpopt-run: error: this library multiplies matrices "
                       "with cuBLASLt, and this mpopt-run was built without "
                       "it (no CUDA toolkit when it was configured)\n");
  std::exit(1);
}

#endif

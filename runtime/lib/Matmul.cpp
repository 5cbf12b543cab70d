//===- Matmul.cpp - mpopt.matmul on the GPU through cuBLASLt --------------===//
//
// Libraries built for CUDA call `mpoptMatmul` where a program multiplies
// matrices (lib/GPU/LibraryMatmuls.cpp). Operands and result are
// row-major device buffers on the program's stream (a batch of matrices
// one after another); cuBLASLt sees them as the column-major transposes:
// C^T = B^T A^T. An addend, when given, is added to the product in f32
// before the result is rounded (beta = 1); so is a bias, a row of N added
// to every row (cuBLASLt's bias epilogue: a vector over the rows of its
// column-major D, our columns). The lhs may be one matrix for the whole
// batch (a convolution's weight: the compiler's lib/GPU/Im2col.cpp), with a
// batch stride of 0.
// FP8 operands come with their per-tensor scales in device memory (lhs,
// then rhs 16 bytes further: cuBLASLt refuses scales aligned to less), by
// which cuBLASLt multiplies the product.
//
// The heuristic's first algorithm is not always its fastest for a shape:
// the first call of each shape times the heuristic's candidates on the
// call's own buffers and keeps the fastest (MPOPT_MATMUL_TUNING=0 keeps
// the first answer; =verbose prints each candidate's time;
// MPOPT_MATMUL_CANDIDATES sets how many the heuristic gives, 8 by
// default).
//
//===----------------------------------------------------------------------===//

#include "mpopt/Runtime/Cuda.h"

#include <cstdint>
#include <cstdio>
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <map>
#include <tuple>
#include <vector>

#ifdef MPOPT_RUNTIME_CUBLASLT
#include <cublasLt.h>

namespace {

/// Element type codes of the compiler's calls (LibraryMatmuls.cpp).
enum TypeCode : int32_t {
  F32 = 0,
  F16 = 1,
  BF16 = 2,
  TF32 = 3,
  F8E4M3 = 4,
  F8E5M2 = 5
};

cudaDataType_t toDataType(int32_t code) {
  switch (code) {
  case F16:
    return CUDA_R_16F;
  case BF16:
    return CUDA_R_16BF;
  case F8E4M3:
    return CUDA_R_8F_E4M3;
  case F8E5M2:
    return CUDA_R_8F_E5M2;
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
/// How many of the heuristic's algorithms the first call of a shape times,
/// unless MPOPT_MATMUL_CANDIDATES says.
constexpr int kCandidates = 8;

bool isTuningVerbose() {
  const char *tuning = std::getenv("MPOPT_MATMUL_TUNING");
  return tuning && std::strcmp(tuning, "verbose") == 0;
}

/// The descriptors and the algorithm cuBLASLt chose for one shape; before
/// the first call, the algorithms to choose from.
struct Plan {
  cublasLtMatmulDesc_t operation;
  cublasLtMatrixLayout_t a, b, c;
  cublasLtMatmulAlgo_t algorithm;
  std::vector<cublasLtMatmulAlgo_t> candidates;
};

cublasLtHandle_t handle = nullptr;
void *workspace = nullptr;
std::map<std::tuple<int64_t, int64_t, int64_t, int64_t, int32_t, int32_t,
                    int32_t, int32_t, int32_t, int32_t, bool, bool, bool>,
         Plan>
    plans;

/// A layout of `batch` dense column-major matrices one after another, or
/// of one matrix `shared` by the batch.
cublasLtMatrixLayout_t createLayout(int32_t type, int64_t rows, int64_t columns,
                                    int64_t batch, bool shared = false) {
  cublasLtMatrixLayout_t layout;
  check(cublasLtMatrixLayoutCreate(&layout, toDataType(type), rows, columns,
                                   rows),
        "cublasLtMatrixLayoutCreate");
  if (batch == 1)
    return layout;
  int32_t count = static_cast<int32_t>(batch);
  int64_t stride = shared ? 0 : rows * columns;
  check(cublasLtMatrixLayoutSetAttribute(
            layout, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof(count)),
        "cublasLtMatrixLayoutSetAttribute");
  check(cublasLtMatrixLayoutSetAttribute(
            layout, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride,
            sizeof(stride)),
        "cublasLtMatrixLayoutSetAttribute");
  return layout;
}

template <typename T>
void setAttribute(Plan &plan, cublasLtMatmulDescAttributes_t attribute,
                  const T &value) {
  check(cublasLtMatmulDescSetAttribute(plan.operation, attribute, &value,
                                       sizeof(value)),
        "cublasLtMatmulDescSetAttribute");
}

/// Points cuBLASLt at the FP8 scales: lhs, then rhs 16 bytes further
/// (cuBLASLt's A is the rhs: C^T = B^T A^T).
void setScales(Plan &plan, void *scales) {
  void *rhsScale = static_cast<char *>(scales) + 16;
  setAttribute(plan, CUBLASLT_MATMUL_DESC_A_SCALE_POINTER, rhsScale);
  setAttribute(plan, CUBLASLT_MATMUL_DESC_B_SCALE_POINTER, scales);
}

void setBias(Plan &plan, void *bias) {
  setAttribute(plan, CUBLASLT_MATMUL_DESC_BIAS_POINTER, bias);
}

/// `lhsLayout`: bit 0 the lhs is transposed, bit 1 it is shared by the
/// batch.
Plan &getPlan(int64_t batch, int64_t m, int64_t n, int64_t k,
              int32_t lhsLayout, int32_t transposeRhs, int32_t lhsType,
              int32_t rhsType, int32_t resultType, int32_t multiplyType,
              bool adds, bool biased, bool scaled) {
  auto key = std::make_tuple(batch, m, n, k, lhsLayout, transposeRhs,
                             lhsType, rhsType, resultType, multiplyType, adds,
                             biased, scaled);
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
  bool transposeLhs = lhsLayout & 1, sharedLhs = lhsLayout & 2;
  cublasOperation_t opB = transposeLhs ? CUBLAS_OP_T : CUBLAS_OP_N;
  setAttribute(plan, CUBLASLT_MATMUL_DESC_TRANSA, opA);
  setAttribute(plan, CUBLASLT_MATMUL_DESC_TRANSB, opB);
  // B row-major [k, n] is column-major [n, k] with leading dimension n
  // (stored [n, k] when transposed: column-major [k, n], leading k).
  plan.a =
      createLayout(rhsType, transposeRhs ? k : n, transposeRhs ? n : k, batch);
  plan.b = createLayout(lhsType, transposeLhs ? m : k, transposeLhs ? k : m,
                        batch, sharedLhs);
  plan.c = createLayout(resultType, n, m, batch);
  // Algorithms without scaling do not take scales, nor a bias: the
  // heuristic must know (each call sets its own pointers).
  if (scaled)
    setScales(plan, workspace);
  if (biased) {
    setAttribute(plan, CUBLASLT_MATMUL_DESC_EPILOGUE, CUBLASLT_EPILOGUE_BIAS);
    setAttribute(plan, CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, CUDA_R_32F);
    setBias(plan, workspace);
  }
  cublasLtMatmulPreference_t preference;
  check(cublasLtMatmulPreferenceCreate(&preference),
        "cublasLtMatmulPreferenceCreate");
  size_t workspaceBytes = kWorkspaceBytes;
  check(cublasLtMatmulPreferenceSetAttribute(
            preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
            &workspaceBytes, sizeof(workspaceBytes)),
        "cublasLtMatmulPreferenceSetAttribute");
  const char *tuning = std::getenv("MPOPT_MATMUL_TUNING");
  const char *count = std::getenv("MPOPT_MATMUL_CANDIDATES");
  int requested = !tuning || std::strcmp(tuning, "0") != 0
                      ? (count ? std::max(1, std::atoi(count)) : kCandidates)
                      : 1;
  std::vector<cublasLtMatmulHeuristicResult_t> heuristics(requested);
  int found = 0;
  check(cublasLtMatmulAlgoGetHeuristic(handle, plan.operation, plan.a, plan.b,
                                       plan.c, plan.c, preference, requested,
                                       heuristics.data(), &found),
        "cublasLtMatmulAlgoGetHeuristic");
  cublasLtMatmulPreferenceDestroy(preference);
  for (int i = 0; i < found; ++i)
    if (heuristics[i].state == CUBLAS_STATUS_SUCCESS)
      plan.candidates.push_back(heuristics[i].algo);
  if (plan.candidates.empty()) {
    std::fprintf(stderr,
                 "mpopt-run: error: cuBLASLt has no algorithm for %lld "
                 "%lldx%lldx%lld matmuls of these types\n",
                 static_cast<long long>(batch), static_cast<long long>(m),
                 static_cast<long long>(n), static_cast<long long>(k));
    std::exit(1);
  }
  plan.algorithm = plan.candidates.front();
  return plans.emplace(key, plan).first->second;
}

/// One call's plan and buffers; `addend` and `scales` are 0 without one.
struct Call {
  Plan *plan;
  int64_t lhs, rhs, result, addend, scales;
};

void launch(void *context) {
  auto *c = static_cast<Call *>(context);
  float alpha = 1, beta = c->addend ? 1 : 0;
  void *addend = reinterpret_cast<void *>(c->addend ? c->addend : c->result);
  check(cublasLtMatmul(handle, c->plan->operation, &alpha,
                       reinterpret_cast<void *>(c->rhs), c->plan->a,
                       reinterpret_cast<void *>(c->lhs), c->plan->b, &beta,
                       addend, c->plan->c, reinterpret_cast<void *>(c->result),
                       c->plan->c, &c->plan->algorithm, workspace,
                       kWorkspaceBytes,
                       static_cast<cudaStream_t>(
                           mpopt::runtime::cuda::getStream())),
        "cublasLtMatmul");
}

/// Keeps the fastest candidate: the median of three timed calls each, after
/// one untimed. The calls write only the result, which the real call then
/// overwrites (the result aliases no operand: LibraryMatmuls.cpp).
void tune(Call &call) {
  Plan &plan = *call.plan;
  cublasLtMatmulAlgo_t fastest = plan.candidates.front();
  double best = 0;
  for (const cublasLtMatmulAlgo_t &candidate : plan.candidates) {
    plan.algorithm = candidate;
    double time = mpopt::runtime::cuda::timeMedianOfThree(launch, &call);
    if (isTuningVerbose()) {
      int id = 0, tile = 0, stages = 0;
      cublasLtMatmulAlgoConfigGetAttribute(
          &candidate, CUBLASLT_ALGO_CONFIG_ID, &id, sizeof(id), nullptr);
      cublasLtMatmulAlgoConfigGetAttribute(&candidate,
                                           CUBLASLT_ALGO_CONFIG_TILE_ID, &tile,
                                           sizeof(tile), nullptr);
      cublasLtMatmulAlgoConfigGetAttribute(&candidate,
                                           CUBLASLT_ALGO_CONFIG_STAGES_ID,
                                           &stages, sizeof(stages), nullptr);
      std::fprintf(stderr,
                   "mpopt-run: cuBLASLt candidate %d (algo %d, tile %d, "
                   "stages %d): %.1f us\n",
                   static_cast<int>(&candidate - plan.candidates.data()), id,
                   tile, stages, time);
    }
    if (&candidate == &plan.candidates.front() || time < best) {
      best = time;
      fastest = candidate;
    }
  }
  plan.algorithm = fastest;
  plan.candidates.clear();
}

} // namespace

extern "C" void mpoptMatmul(int64_t lhs, int64_t rhs, int64_t result,
                            int64_t addend, int64_t bias, int64_t scales,
                            int64_t batch, int64_t m, int64_t n, int64_t k,
                            int32_t lhsLayout, int32_t transposeRhs,
                            int32_t lhsType, int32_t rhsType,
                            int32_t resultType, int32_t multiplyType) {
  Call call{&getPlan(batch, m, n, k, lhsLayout, transposeRhs, lhsType,
                     rhsType, resultType, multiplyType, addend != 0, bias != 0,
                     scales != 0),
            lhs, rhs, result, addend, scales};
  if (scales)
    setScales(*call.plan, reinterpret_cast<void *>(scales));
  if (bias)
    setBias(*call.plan, reinterpret_cast<void *>(bias));
  if (call.plan->candidates.size() > 1)
    tune(call);
  mpopt::runtime::cuda::profiled("cublasLtMatmul", launch, &call);
}

#else

extern "C" void mpoptMatmul(int64_t, int64_t, int64_t, int64_t, int64_t,
                            int64_t, int64_t, int64_t, int64_t, int64_t,
                            int32_t, int32_t, int32_t, int32_t, int32_t,
                            int32_t) {
  std::fprintf(stderr, "mpopt-run: error: this library multiplies matrices "
                       "with cuBLASLt, and this mpopt-run was built without "
                       "it (no CUDA toolkit when it was configured)\n");
  std::exit(1);
}

#endif

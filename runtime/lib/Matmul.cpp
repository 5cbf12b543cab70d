//===- Matmul.cpp - mpopt.matmul on the GPU through cuBLASLt --------------===//
//
// Libraries built for CUDA call `mpoptMatmul` where a program multiplies
// matrices (lib/GPU/LibraryMatmuls.cpp). Operands and result are
// row-major device buffers on the program's stream (a batch of matrices
// one after another); cuBLASLt sees them as the column-major transposes:
// C^T = B^T A^T. An addend, when given, is added to the product in f32
// before the result is rounded (beta = 1); so is a bias, a row of N added
// to every row (cuBLASLt's bias epilogue: a vector over the rows of its
// column-major D, our columns), of the result's type for a bf16 or f16
// result (PyTorch's autocast addmm: the bias rounded, the sum rounded
// once), else of f32. The lhs may be one matrix for the whole
// batch (a convolution's weight: the compiler's lib/GPU/Im2col.cpp), with a
// batch stride of 0.
// FP8 operands come with their per-tensor scales in device memory (lhs,
// then rhs 16 bytes further: cuBLASLt refuses scales aligned to less), by
// which cuBLASLt multiplies the product.
//
// A product whose N is not a multiple of 16 bytes of result (the LM head's
// 50257 logits) gets only cuBLASLt's pre-Hopper kernels, at a fifth of the
// rate (seen on the H100: 2048x50257x768 in 1552 us, 102 TFLOP/s, with
// aligned leading dimensions too). With the rhs stored [N, K] (K
// contiguous), its aligned columns are one product and the few others a
// second, both into a temporary with rows padded to 16 bytes, whose rows one
// 2-D copy then writes out; taken when timing says it is faster
// (MPOPT_MATMUL_PADDED_ROWS=always or =never decides instead).
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

/// An algorithm, and whether it is the split product's (aligned columns into
/// padded rows).
struct Candidate {
  cublasLtMatmulAlgo_t algorithm;
  bool split;
};

/// The descriptors and the algorithm cuBLASLt chose for one shape; before
/// the first call, the algorithms to choose from.
struct Plan {
  cublasLtMatmulDesc_t operation;
  cublasLtMatrixLayout_t a, b, c;
  /// The split product: its first `alignedColumns` columns and the others
  /// (rhs and result layouts of each), into rows of `paddedRow` elements;
  /// the other columns' algorithm is the heuristic's first.
  int64_t alignedColumns = 0, paddedRow = 0;
  cublasLtMatrixLayout_t aAligned = nullptr, cAligned = nullptr,
                         aRest = nullptr, cRest = nullptr;
  cublasLtMatmulAlgo_t restAlgorithm;
  size_t rhsElementBytes = 0;
  size_t elementBytes = 0;
  /// The bias's element size.
  size_t biasBytes = 4;
  int64_t m = 0, n = 0, k = 0, batch = 0;
  Candidate algorithm;
  std::vector<Candidate> candidates;
};

cublasLtHandle_t handle = nullptr;
void *workspace = nullptr;
std::map<std::tuple<int64_t, int64_t, int64_t, int64_t, int32_t, int32_t,
                    int32_t, int32_t, int32_t, int32_t, bool, bool, bool>,
         Plan>
    plans;

size_t elementBytes(int32_t code) {
  switch (code) {
  case F16:
  case BF16:
    return 2;
  case F8E4M3:
  case F8E5M2:
    return 1;
  default:
    return 4;
  }
}

/// A layout of `batch` column-major matrices one after another, columns
/// `leading` elements apart (`rows` when 0), or of one matrix `shared` by
/// the batch.
cublasLtMatrixLayout_t createLayout(int32_t type, int64_t rows, int64_t columns,
                                    int64_t batch, bool shared = false,
                                    int64_t leading = 0) {
  if (!leading)
    leading = rows;
  cublasLtMatrixLayout_t layout;
  check(cublasLtMatrixLayoutCreate(&layout, toDataType(type), rows, columns,
                                   leading),
        "cublasLtMatrixLayoutCreate");
  if (batch == 1)
    return layout;
  int32_t count = static_cast<int32_t>(batch);
  int64_t stride = shared ? 0 : leading * columns;
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

/// The heuristic's first `requested` algorithms for the rhs layout `a` and
/// the result layout `c`.
std::vector<cublasLtMatmulAlgo_t> findAlgorithms(const Plan &plan,
                                                 cublasLtMatrixLayout_t a,
                                                 cublasLtMatrixLayout_t c,
                                                 int requested) {
  cublasLtMatmulPreference_t preference;
  check(cublasLtMatmulPreferenceCreate(&preference),
        "cublasLtMatmulPreferenceCreate");
  size_t workspaceBytes = kWorkspaceBytes;
  check(cublasLtMatmulPreferenceSetAttribute(
            preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
            &workspaceBytes, sizeof(workspaceBytes)),
        "cublasLtMatmulPreferenceSetAttribute");
  // Split-K algorithms that add their parts up in the result's type (in
  // place, or in the output type) would round a narrower result once per
  // part: mpopt.matmul accumulates in f32 and rounds once, so a split
  // product adds its parts in the compute type (f32).
  uint32_t reductions = CUBLASLT_REDUCTION_SCHEME_COMPUTE_TYPE;
  if (plan.elementBytes == 4)
    reductions |= CUBLASLT_REDUCTION_SCHEME_INPLACE |
                  CUBLASLT_REDUCTION_SCHEME_OUTPUT_TYPE;
  check(cublasLtMatmulPreferenceSetAttribute(
            preference, CUBLASLT_MATMUL_PREF_REDUCTION_SCHEME_MASK,
            &reductions, sizeof(reductions)),
        "cublasLtMatmulPreferenceSetAttribute");
  std::vector<cublasLtMatmulHeuristicResult_t> heuristics(requested);
  int found = 0;
  check(cublasLtMatmulAlgoGetHeuristic(handle, plan.operation, a, plan.b, c,
                                       c, preference, requested,
                                       heuristics.data(), &found),
        "cublasLtMatmulAlgoGetHeuristic");
  cublasLtMatmulPreferenceDestroy(preference);
  std::vector<cublasLtMatmulAlgo_t> algorithms;
  for (int i = 0; i < found; ++i)
    if (heuristics[i].state == CUBLAS_STATUS_SUCCESS)
      algorithms.push_back(heuristics[i].algo);
  return algorithms;
}

/// Adds those algorithms to the plan's candidates.
void addCandidates(Plan &plan, cublasLtMatrixLayout_t a,
                   cublasLtMatrixLayout_t c, bool split, int requested) {
  for (const cublasLtMatmulAlgo_t &algorithm :
       findAlgorithms(plan, a, c, requested))
    plan.candidates.push_back({algorithm, split});
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
  plan.m = m;
  plan.n = n;
  plan.k = k;
  plan.batch = batch;
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
  // cuBLASLt reads a bias of the result's type (f32, or bf16 and f16: the
  // compiler passes autocast's rounded bias), but of f32 for FP8 results.
  plan.biasBytes = elementBytes(resultType) == 1 ? 4 : elementBytes(resultType);
  if (biased) {
    setAttribute(plan, CUBLASLT_MATMUL_DESC_EPILOGUE, CUBLASLT_EPILOGUE_BIAS);
    setAttribute(plan, CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE,
                 plan.biasBytes == 4 ? CUDA_R_32F : toDataType(resultType));
    setBias(plan, workspace);
  }
  const char *tuning = std::getenv("MPOPT_MATMUL_TUNING");
  const char *count = std::getenv("MPOPT_MATMUL_CANDIDATES");
  bool tuned = !tuning || std::strcmp(tuning, "0") != 0;
  int requested =
      tuned ? (count ? std::max(1, std::atoi(count)) : kCandidates) : 1;
  // The split product where N is unaligned, the rhs is stored [N, K] (its
  // aligned columns then start 16-byte aligned too) and nothing else reads
  // the result's layout (an addend): timed against the others, or the
  // only one (MPOPT_MATMUL_PADDED_ROWS=always) or never (=never).
  const char *paddedRows = std::getenv("MPOPT_MATMUL_PADDED_ROWS");
  bool always = paddedRows && std::strcmp(paddedRows, "always") == 0;
  bool never = paddedRows && std::strcmp(paddedRows, "never") == 0;
  plan.elementBytes = elementBytes(resultType);
  plan.rhsElementBytes = elementBytes(rhsType);
  int64_t rowAlignment = 16 / plan.elementBytes;
  int64_t aligned = n / rowAlignment * rowAlignment;
  bool splits = !never && (tuned || always) && !adds && transposeRhs &&
                batch == 1 && aligned > 0 && aligned != n &&
                aligned * k * plan.rhsElementBytes % 16 == 0;
  if (!splits || !always)
    addCandidates(plan, plan.a, plan.c, false, requested);
  if (splits) {
    plan.alignedColumns = aligned;
    plan.paddedRow = aligned + rowAlignment;
    plan.aAligned = createLayout(rhsType, k, aligned, 1);
    plan.aRest = createLayout(rhsType, k, n - aligned, 1);
    plan.cAligned = createLayout(resultType, aligned, m, 1, false,
                                 plan.paddedRow);
    plan.cRest = createLayout(resultType, n - aligned, m, 1, false,
                              plan.paddedRow);
    std::vector<cublasLtMatmulAlgo_t> rest =
        findAlgorithms(plan, plan.aRest, plan.cRest, 1);
    if (!rest.empty()) {
      plan.restAlgorithm = rest.front();
      addCandidates(plan, plan.aAligned, plan.cAligned, true, requested);
    }
    if (plan.candidates.empty())
      addCandidates(plan, plan.a, plan.c, false, requested);
  }
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

/// One call's plan and buffers; `addend`, `bias` and `scales` are 0
/// without one.
struct Call {
  Plan *plan;
  int64_t lhs, rhs, result, addend, bias, scales;
};

/// The product of the rhs columns at `rhs` (layout `a`) into `result`
/// (layout `c`) with `algorithm`.
void multiply(const Call &call, const void *rhs, cublasLtMatrixLayout_t a,
              void *result, cublasLtMatrixLayout_t c,
              const cublasLtMatmulAlgo_t &algorithm) {
  const Plan &plan = *call.plan;
  float alpha = 1, beta = call.addend ? 1 : 0;
  void *addend = call.addend ? reinterpret_cast<void *>(call.addend) : result;
  check(cublasLtMatmul(handle, plan.operation, &alpha, rhs, a,
                       reinterpret_cast<void *>(call.lhs), plan.b, &beta,
                       addend, c, result, c, &algorithm, workspace,
                       kWorkspaceBytes,
                       static_cast<cudaStream_t>(
                           mpopt::runtime::cuda::getStream())),
        "cublasLtMatmul");
}

void launch(void *context) {
  const Call &call = *static_cast<Call *>(context);
  const Plan &plan = *call.plan;
  multiply(call, reinterpret_cast<void *>(call.rhs), plan.a,
           reinterpret_cast<void *>(call.result), plan.c,
           plan.algorithm.algorithm);
}

/// The aligned columns and the others into a temporary with padded rows,
/// then its rows copied out.
void launchSplit(void *context) {
  namespace cuda = mpopt::runtime::cuda;
  Call &call = *static_cast<Call *>(context);
  Plan &plan = *call.plan;
  size_t rowBytes = plan.n * plan.elementBytes;
  size_t paddedBytes = plan.paddedRow * plan.elementBytes;
  auto *padded = static_cast<char *>(cuda::allocateOnStream(paddedBytes * plan.m));
  auto *rhs = reinterpret_cast<const char *>(call.rhs);
  multiply(call, rhs, plan.aAligned, padded, plan.cAligned,
           plan.algorithm.algorithm);
  // The bias of the other columns starts with theirs (cuBLASLt reads the
  // pointer when the call is enqueued).
  if (call.bias)
    setBias(plan, reinterpret_cast<char *>(call.bias) +
                      plan.alignedColumns * plan.biasBytes);
  multiply(call, rhs + plan.alignedColumns * plan.k * plan.rhsElementBytes,
           plan.aRest, padded + plan.alignedColumns * plan.elementBytes,
           plan.cRest, plan.restAlgorithm);
  if (call.bias)
    setBias(plan, reinterpret_cast<void *>(call.bias));
  cuda::copyRows(reinterpret_cast<void *>(call.result), rowBytes, padded,
                 paddedBytes, rowBytes, plan.m);
  cuda::releaseOnStream(padded);
}

void launchChosen(void *context) {
  const Call &call = *static_cast<Call *>(context);
  if (call.plan->algorithm.split)
    launchSplit(context);
  else
    launch(context);
}

/// Keeps the fastest candidate: the median of three timed calls each, after
/// one untimed. The calls write only the result, which the real call then
/// overwrites (the result aliases no operand: LibraryMatmuls.cpp).
void tune(Call &call) {
  Plan &plan = *call.plan;
  Candidate fastest = plan.candidates.front();
  double best = 0;
  for (const Candidate &candidate : plan.candidates) {
    plan.algorithm = candidate;
    double time = mpopt::runtime::cuda::timeMedianOfThree(launchChosen, &call);
    if (isTuningVerbose()) {
      const cublasLtMatmulAlgo_t *algorithm = &candidate.algorithm;
      int id = 0, tile = 0, stages = 0;
      cublasLtMatmulAlgoConfigGetAttribute(
          algorithm, CUBLASLT_ALGO_CONFIG_ID, &id, sizeof(id), nullptr);
      cublasLtMatmulAlgoConfigGetAttribute(algorithm,
                                           CUBLASLT_ALGO_CONFIG_TILE_ID, &tile,
                                           sizeof(tile), nullptr);
      cublasLtMatmulAlgoConfigGetAttribute(algorithm,
                                           CUBLASLT_ALGO_CONFIG_STAGES_ID,
                                           &stages, sizeof(stages), nullptr);
      std::fprintf(stderr,
                   "mpopt-run: cuBLASLt %lldx%lldx%lld candidate %d (algo %d, "
                   "tile %d, stages %d%s): %.1f us\n",
                   static_cast<long long>(plan.batch),
                   static_cast<long long>(plan.m),
                   static_cast<long long>(plan.n),
                   static_cast<int>(&candidate - plan.candidates.data()), id,
                   tile, stages,
                   candidate.split ? ", aligned columns, rest, copy" : "",
                   time);
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
            lhs, rhs, result, addend, bias, scales};
  if (scales)
    setScales(*call.plan, reinterpret_cast<void *>(scales));
  if (bias)
    setBias(*call.plan, reinterpret_cast<void *>(bias));
  if (call.plan->candidates.size() > 1)
    tune(call);
  mpopt::runtime::cuda::profiled(call.plan->algorithm.split
                                     ? "cublasLtMatmul split + copy"
                                     : "cublasLtMatmul",
                                 launchChosen, &call);
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

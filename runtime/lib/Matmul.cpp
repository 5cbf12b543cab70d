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
// A result whose rows are not a multiple of 16 bytes long (the LM head's
// 50257 logits) keeps cuBLASLt off Hopper's fast kernels, which store
// aligned rows: such a product may instead be written with rows padded to
// 16 bytes into a stream-ordered temporary and copied out (one 2-D copy),
// when timing says that is faster (MPOPT_MATMUL_PADDED_ROWS=always or
// =never decides instead).
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

/// An algorithm, and whether it writes the result with padded rows.
struct Candidate {
  cublasLtMatmulAlgo_t algorithm;
  bool padded;
};

/// The descriptors and the algorithm cuBLASLt chose for one shape; before
/// the first call, the algorithms to choose from.
struct Plan {
  cublasLtMatmulDesc_t operation;
  cublasLtMatrixLayout_t a, b, c;
  /// The result with rows of `paddedRow` elements (null when its rows are
  /// aligned, or an addend shares its layout).
  cublasLtMatrixLayout_t cPadded = nullptr;
  int64_t paddedRow = 0;
  size_t elementBytes = 0;
  int64_t m = 0, n = 0, batch = 0;
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

/// Adds the heuristic's first `requested` algorithms for the result layout
/// `c`.
void addCandidates(Plan &plan, cublasLtMatrixLayout_t c, bool padded,
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
  check(cublasLtMatmulAlgoGetHeuristic(handle, plan.operation, plan.a, plan.b,
                                       c, c, preference, requested,
                                       heuristics.data(), &found),
        "cublasLtMatmulAlgoGetHeuristic");
  cublasLtMatmulPreferenceDestroy(preference);
  for (int i = 0; i < found; ++i)
    if (heuristics[i].state == CUBLAS_STATUS_SUCCESS)
      plan.candidates.push_back({heuristics[i].algo, padded});
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
  if (biased) {
    setAttribute(plan, CUBLASLT_MATMUL_DESC_EPILOGUE, CUBLASLT_EPILOGUE_BIAS);
    setAttribute(plan, CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, CUDA_R_32F);
    setBias(plan, workspace);
  }
  const char *tuning = std::getenv("MPOPT_MATMUL_TUNING");
  const char *count = std::getenv("MPOPT_MATMUL_CANDIDATES");
  bool tuned = !tuning || std::strcmp(tuning, "0") != 0;
  int requested =
      tuned ? (count ? std::max(1, std::atoi(count)) : kCandidates) : 1;
  // Rows padded to 16 bytes, when they are not and nothing else reads the
  // result's layout (an addend): timed against the others, or the only
  // ones (MPOPT_MATMUL_PADDED_ROWS=always) or never (=never).
  const char *paddedRows = std::getenv("MPOPT_MATMUL_PADDED_ROWS");
  bool always = paddedRows && std::strcmp(paddedRows, "always") == 0;
  bool never = paddedRows && std::strcmp(paddedRows, "never") == 0;
  plan.elementBytes = elementBytes(resultType);
  int64_t rowAlignment = 16 / plan.elementBytes;
  bool pads = !never && (tuned || always) && !adds && n % rowAlignment != 0;
  if (!pads || !always)
    addCandidates(plan, plan.c, false, requested);
  if (pads) {
    plan.paddedRow = (n + rowAlignment - 1) / rowAlignment * rowAlignment;
    plan.cPadded = createLayout(resultType, n, m, batch, false, plan.paddedRow);
    addCandidates(plan, plan.cPadded, true, requested);
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

/// One call's plan and buffers; `addend` and `scales` are 0 without one.
struct Call {
  Plan *plan;
  int64_t lhs, rhs, result, addend, scales;
};

void multiply(const Call &call, void *result, cublasLtMatrixLayout_t layout) {
  const Plan &plan = *call.plan;
  float alpha = 1, beta = call.addend ? 1 : 0;
  void *addend = call.addend ? reinterpret_cast<void *>(call.addend) : result;
  check(cublasLtMatmul(handle, plan.operation, &alpha,
                       reinterpret_cast<void *>(call.rhs), plan.a,
                       reinterpret_cast<void *>(call.lhs), plan.b, &beta,
                       addend, layout, result, layout,
                       &plan.algorithm.algorithm, workspace, kWorkspaceBytes,
                       static_cast<cudaStream_t>(
                           mpopt::runtime::cuda::getStream())),
        "cublasLtMatmul");
}

void launch(void *context) {
  const Call &call = *static_cast<Call *>(context);
  multiply(call, reinterpret_cast<void *>(call.result), call.plan->c);
}

/// The product with padded rows into a temporary, then its rows copied out.
void launchPadded(void *context) {
  namespace cuda = mpopt::runtime::cuda;
  const Call &call = *static_cast<Call *>(context);
  const Plan &plan = *call.plan;
  size_t rowBytes = plan.n * plan.elementBytes;
  size_t paddedBytes = plan.paddedRow * plan.elementBytes;
  size_t rows = plan.m * plan.batch;
  void *padded = cuda::allocateOnStream(paddedBytes * rows);
  multiply(call, padded, plan.cPadded);
  cuda::copyRows(reinterpret_cast<void *>(call.result), rowBytes, padded,
                 paddedBytes, rowBytes, rows);
  cuda::releaseOnStream(padded);
}

void launchChosen(void *context) {
  const Call &call = *static_cast<Call *>(context);
  if (call.plan->algorithm.padded)
    launchPadded(context);
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
                   candidate.padded ? ", rows padded, then copied" : "", time);
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
  mpopt::runtime::cuda::profiled(call.plan->algorithm.padded
                                     ? "cublasLtMatmul padded rows + copy"
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

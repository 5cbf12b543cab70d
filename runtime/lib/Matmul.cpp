//===- Matmul.cpp - mpopt.matmul on the GPU through cuBLASLt --------------===//
//
// Libraries built for CUDA call `mpoptMatmul` where a program multiplies
// matrices (lib/Compiler/LibraryMatmuls.cpp). Operands and result are
// row-major device buffers on the program's stream; cuBLASLt sees them as
// the column-major transposes: C^T = B^T A^T.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Runtime/Cuda.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
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

cublasLtHandle_t handle = nullptr;
void *workspace = nullptr;
std::map<std::tuple<int64_t, int64_t, int64_t, int32_t, int32_t, int32_t,
                    int32_t, int32_t, int32_t>,
         Plan>
    plans;

Plan &getPlan(int64_t m, int64_t n, int64_t k, int32_t transposeLhs,
              int32_t transposeRhs, int32_t lhsType, int32_t rhsType,
              int32_t resultType, int32_t multiplyType) {
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
  cublasLtMatmulHeuristicResult_t heuristic = {};
  int found = 0;
  check(cublasLtMatmulAlgoGetHeuristic(handle, plan.operation, plan.a, plan.b,
                                       plan.c, plan.c, preference, 1,
                                       &heuristic, &found),
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
  plan.algorithm = heuristic.algo;
  return plans.emplace(key, plan).first->second;
}

} // namespace

extern "C" void mpoptMatmul(int64_t lhs, int64_t rhs, int64_t result,
                            int64_t m, int64_t n, int64_t k,
                            int32_t transposeLhs, int32_t transposeRhs,
                            int32_t lhsType, int32_t rhsType,
                            int32_t resultType, int32_t multiplyType) {
  struct Call {
    Plan *plan;
    int64_t lhs, rhs, result;
  } call{&getPlan(m, n, k, transposeLhs, transposeRhs, lhsType, rhsType,
                  resultType, multiplyType),
         lhs, rhs, result};
  mpopt::runtime::cuda::profiled(
      "cublasLtMatmul",
      [](void *context) {
        auto *c = static_cast<Call *>(context);
        float alpha = 1, beta = 0;
        check(cublasLtMatmul(handle, c->plan->operation, &alpha,
                             reinterpret_cast<void *>(c->rhs), c->plan->a,
                             reinterpret_cast<void *>(c->lhs), c->plan->b,
                             &beta, reinterpret_cast<void *>(c->result),
                             c->plan->c, reinterpret_cast<void *>(c->result),
                             c->plan->c, &c->plan->algorithm, workspace,
                             kWorkspaceBytes,
                             static_cast<cudaStream_t>(
                                 mpopt::runtime::cuda::getStream())),
              "cublasLtMatmul");
      },
      &call);
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

//===- CudnnAttention.cpp - mpopt.attention through cuDNN's graph API -----===//
//
// cuDNN runs attention as one fused flash kernel when given the graph its
// engines recognize (the one cuDNN's frontend builds for scaled dot
// product attention): S = q k^T in f32, times the scale, plus the mask,
// the causal part as a selection of -inf past the diagonal, softmax as
// max, subtract, exp, sum and divide (with the log-sum-exp statistics
// cuDNN wants even for inference), the probabilities in the operands'
// type, and P v. Every tensor but q, k, v, the output and the mask is
// virtual: cuDNN never writes them. The first call of each shape builds
// the graph and takes the first plan of cuDNN's heuristic that finalizes.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Runtime/Attention.h"

#include <cstdint>
#include <string>

using namespace mpopt::runtime;

static bool alignedTo16(const void *pointer) {
  return reinterpret_cast<uintptr_t>(pointer) % 16 == 0;
}

static bool buffersAligned(const AttentionProblem &p) {
  return alignedTo16(p.q) && alignedTo16(p.k) && alignedTo16(p.v) &&
         alignedTo16(p.out) && (!p.mask || alignedTo16(p.mask));
}

std::vector<int64_t>
mpopt::runtime::attentionShapeKey(const AttentionProblem &p) {
  std::vector<int64_t> key{p.batch,
                           p.heads,
                           p.kvHeads,
                           p.seqQ,
                           p.seqK,
                           p.headDim,
                           p.mask != nullptr,
                           p.causal,
                           p.zeroMaskedRows,
                           static_cast<int64_t>(p.element),
                           static_cast<int64_t>(p.maskType),
                           static_cast<int64_t>(p.output),
                           p.addCausalFill,
                           p.causalFill <= -1e30f,
                           buffersAligned(p)};
  for (const int64_t *strides :
       {p.qStride, p.kStride, p.vStride, p.oStride, p.maskStride})
    key.insert(key.end(), strides, strides + 3);
  return key;
}

#if defined(MPOPT_RUNTIME_CUDNN) && defined(MPOPT_RUNTIME_ATTENTION)

#include "Cudnn.h"

#include <cuda_runtime_api.h>

#include <array>
#include <initializer_list>
#include <cstdio>
#include <limits>
#include <map>
#include <utility>

namespace {

using Dims = std::array<int64_t, 4>;

/// Tensor unique ids of the arguments (virtual tensors count from 100).
enum Uid : int64_t { kQ = 1, kK, kV, kOut, kMask, kScale, kNegInf, kShift };

/// Builds one operation graph; the first failure is kept in `error` and
/// later steps do nothing. Its descriptors live as long as the process:
/// a plan may refer to them, and there is one graph per shape.
class GraphBuilder {
public:
  explicit GraphBuilder(Cudnn &cudnn) : cudnn(cudnn) {}

  std::string error;
  std::vector<cudnnBackendDescriptor_t> operations;

  cudnnBackendDescriptor_t create(cudnnBackendDescriptorType_t type) {
    cudnnBackendDescriptor_t descriptor = nullptr;
    if (error.empty())
      check(cudnn.cudnnBackendCreateDescriptor(type, &descriptor),
            "cudnnBackendCreateDescriptor");
    return descriptor;
  }

  template <typename T>
  void set(cudnnBackendDescriptor_t descriptor,
           cudnnBackendAttributeName_t name, cudnnBackendAttributeType_t type,
           int64_t count, const T *values) {
    if (error.empty())
      check(cudnn.cudnnBackendSetAttribute(descriptor, name, type, count,
                                           values),
            "cudnnBackendSetAttribute");
  }

  void finalize(cudnnBackendDescriptor_t descriptor, const char *what) {
    if (error.empty())
      check(cudnn.cudnnBackendFinalize(descriptor), what);
  }

  /// A tensor of `dims` and `strides`; virtual ones get the next id.
  cudnnBackendDescriptor_t tensor(int64_t uid, cudnnDataType_t type,
                                  const Dims &dims, const Dims &strides,
                                  bool isVirtual = false,
                                  bool byValue = false) {
    cudnnBackendDescriptor_t t = create(CUDNN_BACKEND_TENSOR_DESCRIPTOR);
    if (isVirtual)
      uid = nextVirtual++;
    int64_t alignment = 16;
    set(t, CUDNN_ATTR_TENSOR_DATA_TYPE, CUDNN_TYPE_DATA_TYPE, 1, &type);
    set(t, CUDNN_ATTR_TENSOR_DIMENSIONS, CUDNN_TYPE_INT64, 4, dims.data());
    set(t, CUDNN_ATTR_TENSOR_STRIDES, CUDNN_TYPE_INT64, 4, strides.data());
    set(t, CUDNN_ATTR_TENSOR_UNIQUE_ID, CUDNN_TYPE_INT64, 1, &uid);
    set(t, CUDNN_ATTR_TENSOR_BYTE_ALIGNMENT, CUDNN_TYPE_INT64, 1, &alignment);
    set(t, CUDNN_ATTR_TENSOR_IS_VIRTUAL, CUDNN_TYPE_BOOLEAN, 1, &isVirtual);
    if (byValue)
      set(t, CUDNN_ATTR_TENSOR_IS_BY_VALUE, CUDNN_TYPE_BOOLEAN, 1, &byValue);
    finalize(t, "a tensor descriptor");
    return t;
  }

  /// A by-value scalar, passed from host memory at each call.
  cudnnBackendDescriptor_t scalar(int64_t uid, cudnnDataType_t type) {
    return tensor(uid, type, {1, 1, 1, 1}, {1, 1, 1, 1}, false, true);
  }

  /// y = mode(x[, b[, t]]) computed in `math`; GEN_INDEX along `axis`.
  void pointwise(cudnnPointwiseMode_t mode, cudnnDataType_t math,
                 cudnnBackendDescriptor_t x, cudnnBackendDescriptor_t b,
                 cudnnBackendDescriptor_t t, cudnnBackendDescriptor_t y,
                 int64_t axis = -1) {
    cudnnBackendDescriptor_t desc = create(CUDNN_BACKEND_POINTWISE_DESCRIPTOR);
    set(desc, CUDNN_ATTR_POINTWISE_MODE, CUDNN_TYPE_POINTWISE_MODE, 1, &mode);
    set(desc, CUDNN_ATTR_POINTWISE_MATH_PREC, CUDNN_TYPE_DATA_TYPE, 1, &math);
    if (axis >= 0)
      set(desc, CUDNN_ATTR_POINTWISE_AXIS, CUDNN_TYPE_INT64, 1, &axis);
    finalize(desc, "a pointwise descriptor");
    operation(CUDNN_BACKEND_OPERATION_POINTWISE_DESCRIPTOR,
              {{CUDNN_ATTR_OPERATION_POINTWISE_PW_DESCRIPTOR, desc},
               {CUDNN_ATTR_OPERATION_POINTWISE_XDESC, x},
               {CUDNN_ATTR_OPERATION_POINTWISE_BDESC, b},
               {CUDNN_ATTR_OPERATION_POINTWISE_TDESC, t},
               {CUDNN_ATTR_OPERATION_POINTWISE_YDESC, y}},
              "a pointwise operation");
  }

  /// c = a b over the last two dimensions, summed in f32.
  void matmul(cudnnBackendDescriptor_t a, cudnnBackendDescriptor_t b,
              cudnnBackendDescriptor_t c) {
    cudnnDataType_t f32 = CUDNN_DATA_FLOAT;
    cudnnBackendDescriptor_t desc = create(CUDNN_BACKEND_MATMUL_DESCRIPTOR);
    set(desc, CUDNN_ATTR_MATMUL_COMP_TYPE, CUDNN_TYPE_DATA_TYPE, 1, &f32);
    finalize(desc, "a matmul descriptor");
    operation(CUDNN_BACKEND_OPERATION_MATMUL_DESCRIPTOR,
              {{CUDNN_ATTR_OPERATION_MATMUL_ADESC, a},
               {CUDNN_ATTR_OPERATION_MATMUL_BDESC, b},
               {CUDNN_ATTR_OPERATION_MATMUL_CDESC, c},
               {CUDNN_ATTR_OPERATION_MATMUL_DESC, desc}},
              "a matmul operation");
  }

  /// y = the max or sum of x over the dimensions where y has size 1.
  void reduction(cudnnReduceTensorOp_t mode, cudnnBackendDescriptor_t x,
                 cudnnBackendDescriptor_t y) {
    cudnnDataType_t f32 = CUDNN_DATA_FLOAT;
    cudnnBackendDescriptor_t desc = create(CUDNN_BACKEND_REDUCTION_DESCRIPTOR);
    set(desc, CUDNN_ATTR_REDUCTION_OPERATOR,
        CUDNN_TYPE_REDUCTION_OPERATOR_TYPE, 1, &mode);
    set(desc, CUDNN_ATTR_REDUCTION_COMP_TYPE, CUDNN_TYPE_DATA_TYPE, 1, &f32);
    finalize(desc, "a reduction descriptor");
    operation(CUDNN_BACKEND_OPERATION_REDUCTION_DESCRIPTOR,
              {{CUDNN_ATTR_OPERATION_REDUCTION_XDESC, x},
               {CUDNN_ATTR_OPERATION_REDUCTION_YDESC, y},
               {CUDNN_ATTR_OPERATION_REDUCTION_DESC, desc}},
              "a reduction operation");
  }

private:
  /// An operation of `type` linked to its descriptors in the order given
  /// (null ones left out), finalized and added to the graph.
  void operation(
      cudnnBackendDescriptorType_t type,
      std::initializer_list<
          std::pair<cudnnBackendAttributeName_t, cudnnBackendDescriptor_t>>
          links,
      const char *what) {
    cudnnBackendDescriptor_t op = create(type);
    for (auto [name, descriptor] : links)
      if (descriptor)
        set(op, name, CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &descriptor);
    finalize(op, what);
    operations.push_back(op);
  }

  void check(cudnnStatus_t status, const char *call) {
    if (error.empty())
      error = describeCudnn(cudnn, status, call);
  }

  Cudnn &cudnn;
  int64_t nextVirtual = 100;
};

/// A finalized plan and what its calls pass by value.
struct Plan {
  std::string error;
  cudnnBackendDescriptor_t plan = nullptr;
  void *workspace = nullptr;
  /// With a mask: whether some row is hidden entirely (device memory).
  int32_t *hidden = nullptr;
  bool hasMask = false, shifted = false;
  float scale = 1, negInf = 0;
  int32_t shift = 0;
};

cudnnDataType_t dataType(AttentionType type) {
  switch (type) {
  case AttentionType::F16:
    return CUDNN_DATA_HALF;
  case AttentionType::BF16:
    return CUDNN_DATA_BFLOAT16;
  default:
    return CUDNN_DATA_FLOAT;
  }
}

/// Row-major strides of `dims`.
Dims dense(const Dims &dims) {
  return {dims[1] * dims[2] * dims[3], dims[2] * dims[3], dims[3], 1};
}

/// Why cuDNN's graph would not compute `p` as mpopt's kernel does.
std::string unsupported(const AttentionProblem &p) {
  if (p.element != AttentionType::F16 && p.element != AttentionType::BF16)
    return "q, k and v are not f16 or bf16";
  if (p.output != p.element)
    return "the output type is not the operands'";
  if (p.causal && p.addCausalFill && !(p.causalFill <= -1e30f))
    return "a finite causal fill";
  if (p.causal && p.seqQ > p.seqK)
    return "causal rows without keys (more queries than keys)";
  // Rows a mask hides entirely are the kernel's (launchCudnnAttention).
  if (p.mask) {
    std::string kernel = checkAttention(p);
    if (!kernel.empty())
      return "a mask, and mpopt's kernel (which takes the rows it hides) "
             "cannot take the problem: " + kernel;
  }
  return {};
}

/// Builds and finalizes the graph of `p`.
Plan build(Cudnn &cudnn, const AttentionProblem &p) {
  Plan plan;
  plan.error = unsupported(p);
  if (!plan.error.empty())
    return plan;
  GraphBuilder g(cudnn);
  const cudnnDataType_t io = dataType(p.element), f32 = CUDNN_DATA_FLOAT;
  const int64_t b = p.batch, h = p.heads, hk = p.kvHeads, sq = p.seqQ,
                sk = p.seqK, d = p.headDim;
  auto q = g.tensor(kQ, io, {b, h, sq, d},
                    {p.qStride[0], p.qStride[1], p.qStride[2], 1});
  // cuDNN takes k transposed: [b, hk, d, sk].
  auto kt = g.tensor(kK, io, {b, hk, d, sk},
                     {p.kStride[0], p.kStride[1], 1, p.kStride[2]});
  auto v = g.tensor(kV, io, {b, hk, sk, d},
                    {p.vStride[0], p.vStride[1], p.vStride[2], 1});
  auto out = g.tensor(kOut, io, {b, h, sq, d},
                      {p.oStride[0], p.oStride[1], p.oStride[2], 1});
  const Dims scores{b, h, sq, sk}, rows{b, h, sq, 1};
  auto virtualScores = [&](cudnnDataType_t type) {
    return g.tensor(0, type, scores, dense(scores), true);
  };
  auto virtualRows = [&] { return g.tensor(0, f32, rows, dense(rows), true); };

  auto s = virtualScores(f32);
  g.matmul(q, kt, s);
  auto scaled = virtualScores(f32);
  g.pointwise(CUDNN_POINTWISE_MUL, f32, s, g.scalar(kScale, f32), nullptr,
              scaled);
  s = scaled;
  if (p.mask) {
    plan.hasMask = true;
    // Broadcast dimensions have size 1 (and the stride of a dense tensor).
    Dims dims{p.maskStride[0] ? b : 1, p.maskStride[1] ? h : 1,
              p.maskStride[2] ? sq : 1, sk};
    Dims strides = dense(dims);
    for (int i = 0; i < 3; ++i)
      if (p.maskStride[i])
        strides[i] = p.maskStride[i];
    auto mask = g.tensor(kMask, dataType(p.maskType), dims, strides);
    auto biased = virtualScores(f32);
    g.pointwise(CUDNN_POINTWISE_ADD, f32, s, mask, nullptr, biased);
    s = biased;
  }
  // Keys past row i's diagonal, i + seqK - seqQ, become -inf (the last
  // row's diagonal is the last key); with one query row none is past it.
  if (p.causal && sq > 1) {
    auto row = virtualScores(CUDNN_DATA_INT32);
    g.pointwise(CUDNN_POINTWISE_GEN_INDEX, f32, s, nullptr, nullptr, row, 2);
    auto column = virtualScores(CUDNN_DATA_INT32);
    g.pointwise(CUDNN_POINTWISE_GEN_INDEX, f32, s, nullptr, nullptr, column,
                3);
    if (sk != sq) {
      plan.shifted = true;
      plan.shift = static_cast<int32_t>(sk - sq);
      auto shiftedRow = virtualScores(CUDNN_DATA_INT32);
      g.pointwise(CUDNN_POINTWISE_ADD, CUDNN_DATA_INT32, row,
                  g.scalar(kShift, CUDNN_DATA_INT32), nullptr, shiftedRow);
      row = shiftedRow;
    }
    auto keep = virtualScores(CUDNN_DATA_BOOLEAN);
    g.pointwise(CUDNN_POINTWISE_CMP_GE, CUDNN_DATA_BOOLEAN, row, column,
                nullptr, keep);
    // cuDNN before 9.10 wants the lowest float where later ones take -inf.
    plan.negInf = cudnn.cudnnGetVersion() < 91000
                      ? std::numeric_limits<float>::lowest()
                      : -std::numeric_limits<float>::infinity();
    auto masked = virtualScores(f32);
    g.pointwise(CUDNN_POINTWISE_BINARY_SELECT, f32, s,
                g.scalar(kNegInf, f32), keep, masked);
    s = masked;
  }
  auto maximum = virtualRows();
  g.reduction(CUDNN_REDUCE_TENSOR_MAX, s, maximum);
  auto shiftedScores = virtualScores(f32);
  g.pointwise(CUDNN_POINTWISE_SUB, f32, s, maximum, nullptr, shiftedScores);
  auto exps = virtualScores(f32);
  g.pointwise(CUDNN_POINTWISE_EXP, f32, shiftedScores, nullptr, nullptr, exps);
  auto sum = virtualRows();
  g.reduction(CUDNN_REDUCE_TENSOR_ADD, exps, sum);
  auto logSum = virtualRows();
  g.pointwise(CUDNN_POINTWISE_LOG, f32, sum, nullptr, nullptr, logSum);
  auto stats = virtualRows();
  g.pointwise(CUDNN_POINTWISE_ADD, f32, maximum, logSum, nullptr, stats);
  auto probabilities = virtualScores(io);
  g.pointwise(CUDNN_POINTWISE_DIV, f32, exps, sum, nullptr, probabilities);
  g.matmul(probabilities, v, out);

  auto graph = g.create(CUDNN_BACKEND_OPERATIONGRAPH_DESCRIPTOR);
  g.set(graph, CUDNN_ATTR_OPERATIONGRAPH_OPS, CUDNN_TYPE_BACKEND_DESCRIPTOR,
        static_cast<int64_t>(g.operations.size()), g.operations.data());
  g.set(graph, CUDNN_ATTR_OPERATIONGRAPH_HANDLE, CUDNN_TYPE_HANDLE, 1,
        &cudnn.handle);
  g.finalize(graph, "the attention's operation graph");
  auto heuristic = g.create(CUDNN_BACKEND_ENGINEHEUR_DESCRIPTOR);
  cudnnBackendHeurMode_t mode = CUDNN_HEUR_MODE_A;
  g.set(heuristic, CUDNN_ATTR_ENGINEHEUR_OPERATION_GRAPH,
        CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &graph);
  g.set(heuristic, CUDNN_ATTR_ENGINEHEUR_MODE, CUDNN_TYPE_HEUR_MODE, 1, &mode);
  g.finalize(heuristic, "cuDNN's heuristic for the attention");
  int64_t count = 0;
  if (g.error.empty())
    g.error = describeCudnn(
        cudnn,
        cudnn.cudnnBackendGetAttribute(
            heuristic, CUDNN_ATTR_ENGINEHEUR_RESULTS,
            CUDNN_TYPE_BACKEND_DESCRIPTOR, 0, &count, nullptr),
        "cudnnBackendGetAttribute(CUDNN_ATTR_ENGINEHEUR_RESULTS)");
  std::vector<cudnnBackendDescriptor_t> configs;
  for (int64_t i = 0; i < count; ++i)
    configs.push_back(g.create(CUDNN_BACKEND_ENGINECFG_DESCRIPTOR));
  if (g.error.empty() && count)
    g.error = describeCudnn(
        cudnn,
        cudnn.cudnnBackendGetAttribute(
            heuristic, CUDNN_ATTR_ENGINEHEUR_RESULTS,
            CUDNN_TYPE_BACKEND_DESCRIPTOR, count, &count, configs.data()),
        "cudnnBackendGetAttribute(CUDNN_ATTR_ENGINEHEUR_RESULTS)");
  if (!g.error.empty()) {
    plan.error = g.error;
    return plan;
  }
  std::string lastError = "cuDNN's heuristic offers no engine";
  for (int64_t i = 0; i < count; ++i) {
    cudnnBackendDescriptor_t candidate = nullptr;
    cudnnStatus_t status = cudnn.cudnnBackendCreateDescriptor(
        CUDNN_BACKEND_EXECUTION_PLAN_DESCRIPTOR, &candidate);
    if (status == CUDNN_STATUS_SUCCESS)
      status = cudnn.cudnnBackendSetAttribute(
          candidate, CUDNN_ATTR_EXECUTION_PLAN_HANDLE, CUDNN_TYPE_HANDLE, 1,
          &cudnn.handle);
    if (status == CUDNN_STATUS_SUCCESS)
      status = cudnn.cudnnBackendSetAttribute(
          candidate, CUDNN_ATTR_EXECUTION_PLAN_ENGINE_CONFIG,
          CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &configs[i]);
    if (status == CUDNN_STATUS_SUCCESS)
      status = cudnn.cudnnBackendFinalize(candidate);
    int64_t workspaceBytes = 0, returned = 0;
    if (status == CUDNN_STATUS_SUCCESS)
      status = cudnn.cudnnBackendGetAttribute(
          candidate, CUDNN_ATTR_EXECUTION_PLAN_WORKSPACE_SIZE,
          CUDNN_TYPE_INT64, 1, &returned, &workspaceBytes);
    if (status != CUDNN_STATUS_SUCCESS) {
      lastError = describeCudnn(cudnn, status, "the attention's plan");
      if (candidate)
        cudnn.cudnnBackendDestroyDescriptor(candidate);
      continue;
    }
    if (workspaceBytes > 0 &&
        cudaMalloc(&plan.workspace, static_cast<size_t>(workspaceBytes)) !=
            cudaSuccess) {
      cudnn.cudnnBackendDestroyDescriptor(candidate);
      plan.error = "no device memory for cuDNN's attention workspace";
      return plan;
    }
    if (p.mask && cudaMalloc(reinterpret_cast<void **>(&plan.hidden),
                             sizeof(int32_t)) != cudaSuccess) {
      cudnn.cudnnBackendDestroyDescriptor(candidate);
      plan.error = "no device memory for the attention's hidden-row flag";
      return plan;
    }
    plan.plan = candidate;
    return plan;
  }
  plan.error = lastError;
  return plan;
}

/// Plans by attentionShapeKey.
std::map<std::vector<int64_t>, Plan> plans;

Plan &planFor(const AttentionProblem &p) {
  std::vector<int64_t> key = attentionShapeKey(p);
  auto found = plans.find(key);
  if (found != plans.end())
    return found->second;
  Cudnn &cudnn = getCudnn();
  Plan plan;
  if (!cudnn.error.empty()) {
    static bool told = false;
    if (!told)
      std::fprintf(stderr, "mpopt-run: note: attention runs on mpopt's "
                           "kernel alone: %s\n",
                   cudnn.error.c_str());
    told = true;
    plan.error = cudnn.error;
  } else if (!buffersAligned(p))
    plan.error = "q, k, v, the output or the mask is not 16-byte aligned";
  else
    plan = build(cudnn, p);
  return plans.emplace(std::move(key), std::move(plan)).first->second;
}

} // namespace

std::string mpopt::runtime::prepareCudnnAttention(const AttentionProblem &p) {
  return planFor(p).error;
}

std::string mpopt::runtime::launchCudnnAttention(const AttentionProblem &p,
                                                 void *stream) {
  Plan &plan = planFor(p);
  if (!plan.error.empty())
    return plan.error;
  Cudnn &cudnn = getCudnn();
  std::string error = describeCudnn(
      cudnn,
      cudnn.cudnnSetStream(cudnn.handle, static_cast<cudaStream_t>(stream)),
      "cudnnSetStream");
  if (!error.empty())
    return error;
  plan.scale = p.scale;
  std::vector<int64_t> uids{kQ, kK, kV, kOut, kScale};
  std::vector<void *> pointers{const_cast<void *>(p.q),
                               const_cast<void *>(p.k),
                               const_cast<void *>(p.v), p.out, &plan.scale};
  if (plan.hasMask) {
    uids.push_back(kMask);
    pointers.push_back(const_cast<void *>(p.mask));
  }
  if (p.causal && p.seqQ > 1) {
    uids.push_back(kNegInf);
    pointers.push_back(&plan.negInf);
  }
  if (plan.shifted) {
    uids.push_back(kShift);
    pointers.push_back(&plan.shift);
  }
  if (plan.hasMask) {
    error = launchHiddenRowsCheck(p, plan.hidden, stream);
    if (!error.empty())
      return error;
  }
  cudnnBackendDescriptor_t pack = nullptr;
  cudnnStatus_t status = cudnn.cudnnBackendCreateDescriptor(
      CUDNN_BACKEND_VARIANT_PACK_DESCRIPTOR, &pack);
  if (status == CUDNN_STATUS_SUCCESS)
    status = cudnn.cudnnBackendSetAttribute(
        pack, CUDNN_ATTR_VARIANT_PACK_UNIQUE_IDS, CUDNN_TYPE_INT64,
        static_cast<int64_t>(uids.size()), uids.data());
  if (status == CUDNN_STATUS_SUCCESS)
    status = cudnn.cudnnBackendSetAttribute(
        pack, CUDNN_ATTR_VARIANT_PACK_DATA_POINTERS, CUDNN_TYPE_VOID_PTR,
        static_cast<int64_t>(pointers.size()), pointers.data());
  if (status == CUDNN_STATUS_SUCCESS)
    status = cudnn.cudnnBackendSetAttribute(
        pack, CUDNN_ATTR_VARIANT_PACK_WORKSPACE, CUDNN_TYPE_VOID_PTR, 1,
        &plan.workspace);
  if (status == CUDNN_STATUS_SUCCESS)
    status = cudnn.cudnnBackendFinalize(pack);
  if (status == CUDNN_STATUS_SUCCESS)
    status = cudnn.cudnnBackendExecute(cudnn.handle, plan.plan, pack);
  if (pack)
    cudnn.cudnnBackendDestroyDescriptor(pack);
  error = describeCudnn(cudnn, status, "cuDNN's attention");
  if (!error.empty() || !plan.hasMask)
    return error;
  // The kernel recomputes everything when some row is hidden, and does
  // nothing otherwise.
  AttentionProblem rows = p;
  rows.runIf = plan.hidden;
  return launchAttention(rows, stream);
}

#else

std::string mpopt::runtime::prepareCudnnAttention(const AttentionProblem &) {
  return "this runtime was built without cuDNN's header or the CUDA "
         "toolkit";
}

std::string mpopt::runtime::launchCudnnAttention(const AttentionProblem &,
                                                 void *) {
  return prepareCudnnAttention(AttentionProblem{});
}

#endif

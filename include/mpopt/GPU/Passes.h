//===- Passes.h - mpopt's GPU lowering --------------------------*- C++ -*-===//

#ifndef MPOPT_GPU_PASSES_H
#define MPOPT_GPU_PASSES_H

#include "mlir/Pass/Pass.h"

#include "mpopt/Support/CheckedOption.h"

// The passes' declarations need no dialect: tools that register them stay
// cheap to compile (the dialects their definitions depend on, NVVM among
// them, are in lib/GPU/PassDetail.h).
namespace mlir {
namespace linalg {
class GenericOp;
} // namespace linalg
namespace scf {
class ParallelOp;
} // namespace scf
} // namespace mlir

namespace mlir::mpopt {

/// A block size (CUDA's limit is 1024 threads), blocks per SM (32 at most
/// on sm_80 and sm_90) and elements per thread.
using ThreadCount = CheckedNumber<int64_t, IntegerRange<1, 1024>>;
using BlocksPerSM = CheckedNumber<int64_t, IntegerRange<1, 32>>;
/// The streaming multiprocessors of a GPU (132 on the H100 and H200).
using SMCount = CheckedNumber<int64_t, IntegerRange<1, 1024>>;
using PerThread = CheckedNumber<int64_t, IntegerRange<1, 64>>;
/// The widest vector load or store of a kernel, in bytes.
using VectorBytes = CheckedNumber<int64_t, IntegerRange<1, 16>>;

#define GEN_PASS_DECL
#include "mpopt/GPU/Passes.h.inc"

/// The lanes each iteration of a parallel loop takes as vectors
/// (`mpopt-gpu-vectorize-loops`), for `mpopt-gpu-tile-threads`.
constexpr llvm::StringLiteral kVectorLanesAttrName = "mpopt.vector_lanes";

/// On an entry's result whose rows `mpopt-gpu-pad-result-rows` padded to 16
/// bytes: how many elements of each row are the program's result (an i64).
constexpr llvm::StringLiteral kRowElementsAttrName = "mpopt.row_elements";

/// Marks a host call that enqueues its work on the stream of the program's
/// kernels (`mpopt-gpu-async-host`).
constexpr llvm::StringLiteral kStreamOrderedAttrName = "mpopt.stream_ordered";

/// The element type codes of the runtime's library calls: 0 f32, 1 f16,
/// 2 bf16, 4 f8E4M3FN, 5 f8E5M2 (runtime/lib/Matmul.cpp; the attention
/// kernel takes the first three).
std::optional<int32_t> getRuntimeTypeCode(Type type);

/// The op of a reduction's body that combines an element's value with the
/// accumulator (arith.addf, arith.maximumf: what GPU kernels can combine
/// in any order across threads), or null.
Operation *getReductionCombiner(linalg::GenericOp op);

/// A parallel loop's trip counts, when every dimension runs from 0 by 1 to
/// a constant.
std::optional<SmallVector<int64_t>> getConstantExtents(scf::ParallelOp loop);

/// Whether `buffer`'s aligned pointer is that of a whole buffer: device
/// buffers are 256-byte aligned (docs/gpu.md: entries expect 16-byte
/// aligned arguments), and subviews, reshapes and casts keep the pointer
/// and say their offset in their type. `memref.view` moves the pointer.
bool hasBufferPointer(Value buffer);

/// The alignment, in bytes (at most 16), of `lanes` neighbouring elements
/// of `buffer` starting at a multiple of `lanes` along its last dimension
/// not of size 1.
int64_t getVectorAlignment(Value buffer, int64_t lanes);

#define GEN_PASS_REGISTRATION
#include "mpopt/GPU/Passes.h.inc"

} // namespace mlir::mpopt

#endif // MPOPT_GPU_PASSES_H

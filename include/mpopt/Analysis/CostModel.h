//===- CostModel.h - predicted GPU time of one op as a kernel ---*- C++ -*-===//
//
// An op that runs as a kernel takes max(flops / rate, bytes / bandwidth)
// plus one launch, for the precision it computes in. Ops that move no data
// (views, constants, scalar arithmetic) cost nothing. A standalone cast is a
// kernel of its own; a cast fused into a matmul or norm shows up only as
// that op's storage types, so it costs its bytes there.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_ANALYSIS_COSTMODEL_H
#define MPOPT_ANALYSIS_COSTMODEL_H

#include "mpopt/Analysis/Target.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Operation.h"

#include <optional>
#include <string>

namespace mlir::mpopt {

struct KernelCost {
  double flops = 0;
  double bytes = 0;
  /// The type the arithmetic runs in (the multiply type of a matmul).
  Type computeType;
  double computeMicros = 0;
  double memoryMicros = 0;
  double launchMicros = 0;
  /// A conversion kernel the library needs after the op (cuBLASLt writes a
  /// 16-bit multiply's result in f32 or the operands' type only).
  double epilogueMicros = 0;
  /// Whether the arithmetic and the memory traffic take their times one
  /// after the other: kernels that run in turn, compute-bound ones and
  /// memory-bound ones (an attention's composition).
  bool serial = false;

  double getMicros() const {
    return (serial ? computeMicros + memoryMicros
                   : std::max(computeMicros, memoryMicros)) +
           launchMicros + epilogueMicros;
  }
  bool isComputeBound() const { return computeMicros > memoryMicros; }
};

/// What estimating an op found.
struct OpEstimate {
  /// Null when the op launches no kernel.
  std::optional<KernelCost> cost;
  /// Set when the op would run but cannot be estimated (dynamic shapes, a
  /// multiply type the target lacks); says why.
  std::string unknownReason;
};

/// Estimates `op`, which must not be nested in another op's region that
/// runs as one kernel (a linalg body, say).
OpEstimate estimateOp(Operation *op, const Target &target);

/// An attention with `multiply` as its multiply type: one fused kernel
/// where the GPU build has one for it (isFusedAttention), else its
/// composition, which moves the [Sq, Sk] scores through memory.
OpEstimate estimateAttention(AttentionOp op, const Target &target,
                             Type multiply);

/// Whether the GPU build runs `op` with `multiply` as one fused kernel:
/// 16-bit products (a bf16 or f16 multiply, or an f32 one of q, k and v
/// all stored in one 16-bit type) and a head dimension that is a multiple
/// of 16 up to 128 (lib/GPU/LibraryAttention.cpp decides the same on the
/// lowered composition).
bool isFusedAttention(AttentionOp op, Type multiply);

/// The head dimensions the GPU's fused attention kernel is built for:
/// multiples of 16 up to 128.
bool isFusedAttentionHeadDim(int64_t size);

/// The multiply type of a multiply-accumulate whose factors both vary
/// along a reduction loop (the named matmuls, and the generics
/// mpopt-lower-to-linalg writes for a fused matmul, which round the factors
/// before widening them); null when `op` is no contraction. A variance's
/// reduction multiplies one input by itself and is none.
Type getContractionType(linalg::LinalgOp op);

/// The values whose bytes the kernel of `op` reads or writes: operands and
/// results, but not the inits a structured op's body ignores. Scalars among
/// them travel as kernel arguments and cost no memory traffic.
SmallVector<Value> getMovedValues(Operation *op);

/// The source of `operand` when a `linalg.transpose` that swaps its last
/// two dimensions produces it: a matmul reads the source with its transpose
/// flag flipped instead (mpopt-fuse-casts), so that the transpose is no
/// kernel of its own once matmuls are all that read it.
Value getSwappedTransposeSource(Value operand);

/// The time a library matmul needs after its GEMM (lib/GPU/LibraryMatmuls.cpp
/// and the runtime's matmul): cuBLASLt writes a 16-bit multiply's result in
/// f32 or the operands' type only, so `elements` stored as another type are
/// written in f32 and converted by a kernel of their own; and a result whose
/// rows of `rowLength` elements (0: not a matmul's) are not 16-byte aligned
/// is computed into padded rows and copied out (GPT-2's 50257 logits).
double getMatmulEpilogueMicros(Type multiplyType, Type storedType,
                               double elements, int64_t rowLength,
                               const Target &target);

/// The arithmetic time of `batch` GEMMs of [m, k] x [k, n] at `rate`
/// (FLOP/s, the target's for the multiply type), in microseconds. A GEMM
/// library runs output tiles (32 x 64 to 256 x 128, the sum over k split
/// in up to 8 parts) one per multiprocessor at a time, so a grid that
/// leaves multiprocessors idle in its last wave takes that wave's whole
/// time: the best such tiling's time, at least flops / rate. On a target
/// without its multiprocessor count or a measured `gemm-micros` (the
/// datasheet ones), flops / rate.
double getGemmComputeMicros(double batch, double m, double n, double k,
                            double rate, const Target &target);

/// getGemmComputeMicros for `op`'s shape (a rank-2 or batched matmul), with
/// `columns` result columns where given (the GEMM merged projections
/// share).
double getMatmulComputeMicros(MatmulOp op, double rate, const Target &target,
                              double columns = 0);

/// Whether `op` reshapes a tensor keeping its last dimension as it is.
bool keepsLastDimension(Operation *op);

/// Whether the rows of `value` reach what its function returns as they
/// are: through reshapes that keep the last dimension and elementwise ops
/// of that one tensor (a cast, an AMP program's widening of its logits),
/// each the only reader of what it reads. mpopt-gpu-pad-result-rows then
/// computes a matmul's result in 16-byte aligned rows that the caller
/// reads in place (the manifest's `row_stride`): no row is copied.
bool isReturnedRowForRow(Value value);

/// The row length of `op`'s result, stored as `stored`, as
/// getMatmulEpilogueMicros takes it: 0 where the GPU build writes 16-bit
/// rows where the caller reads them, as it does for a result returned row
/// for row whose rhs is `rhsPrepared` (its zero rows added once, before
/// the calls) or has fewer rows than the result (added on each call). f32
/// rows written so cost what the copy did: on the H100 GPT-2 small's bf16
/// product at 2048 x 50257 took 233 us into padded bf16 rows and 693 us
/// into padded f32 ones (2026-12-07).
int64_t getCopiedRowLength(MatmulOp op, bool rhsPrepared, Type stored);

/// Whether `op` adds its two inputs into its init, which it writes whole:
/// no reduction, and a body that is one `addf` (no fast-math flags) of the
/// two inputs, in either order.
bool addsItsInputs(linalg::GenericOp op);

/// Whether slices alone read `value`, of unit strides and static shapes,
/// holding no element twice in all (q, k and v of one projection): the
/// GPU build then computes each slice where it is read and never stores
/// `value` (mpopt-gpu-fuse-elementwise).
bool isReadByDisjointSlices(Value value);

/// Whether `op` adds its two inputs elementwise: `addsItsInputs` with
/// identity maps only.
bool isElementwiseAddition(linalg::GenericOp op);

/// Whether `op` adds an f32 row vector (a bias, indexed by the second of
/// two loops) to every row of `value` (indexed by both).
bool isBiasAddition(linalg::GenericOp op, Value value);

/// Whether `op` adds a bf16 or f16 row vector, widened to f32, to every row
/// of the f32 `value` and rounds the sum to the bias's type, as a matmul's
/// epilogue under PyTorch's autocast does (`addmm`): cuBLASLt's bias
/// epilogue with a 16-bit result, whose bias has the result's type.
bool isRoundedBiasAddition(linalg::GenericOp op, Value value);

/// The other operand when `op` adds the result of an f32 matmul, which has
/// no other use, and either another f32 tensor of the same type (a
/// residual connection) or an f32 row vector (a bias); null otherwise. GPU
/// builds let cuBLASLt do that addition (beta = 1, or its bias epilogue):
/// it costs reading that operand, and no kernel.
Value getFoldedMatmulAddend(Operation *op);

/// Bytes a value of `type` occupies, each dynamic dimension taken as
/// `dynamicSize`; nullopt for dynamic shapes where that is 0.
std::optional<double> getStorageBytes(Type type, int64_t dynamicSize = 0);

/// The elements of `type`, each dynamic dimension taken as `dynamicSize`;
/// nullopt where a dimension is dynamic and that is 0.
std::optional<double> getElementCount(ShapedType type, int64_t dynamicSize);

/// A loop range or dimension size, `dynamicSize` where it is dynamic;
/// nullopt where that is 0.
std::optional<double> getSize(int64_t size, int64_t dynamicSize);

} // namespace mlir::mpopt

#endif // MPOPT_ANALYSIS_COSTMODEL_H

//===- Target.h - GPU figures the cost model reads --------------*- C++ -*-===//
//
// A target is data: peak rates per multiply type, memory bandwidth and the
// fixed cost of a kernel launch. Built-in targets come from datasheets
// (docs/targets.md cites each figure); more can be loaded from a file.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_ANALYSIS_TARGET_H
#define MPOPT_ANALYSIS_TARGET_H

#include "mpopt/Support/CheckedOption.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace mlir::mpopt {

struct Target {
  std::string name;
  std::string description;
  /// Dense peak rates in TFLOP/s; 0 where the chip has no such unit.
  double f32TFlops = 0;
  double tf32TFlops = 0;
  double bf16TFlops = 0;
  double fp8TFlops = 0;
  /// Memory bandwidth in GB/s.
  double bandwidthGBs = 0;
  unsigned numSMs = 0;
  double l2MiB = 0;
  double launchMicros = 1.0;
  /// Fractions of peak that real kernels reach (measured on the H200:
  /// bench/RESULTS.md). FP8 GEMMs reach less of their peak than bf16 ones.
  double matmulEfficiency = 0.68;
  double fp8MatmulEfficiency = 0.55;
  double bandwidthEfficiency = 0.9;
  /// f16 GEMMs, where they run slower than bf16 ones at the same peak (the
  /// H200: cuBLASLt's f16 GEMMs of the MLP block take 14-17% longer than
  /// its bf16 ones in the same run); 0: as `matmulEfficiency`.
  double f16MatmulEfficiency = 0;
  /// Whether the GEMMs the build runs read a weight stored narrower than
  /// their multiply type (bf16 or E4M3 weights under f32 or bf16
  /// activations) and convert it in registers, as weight-only GEMV kernels
  /// do. mpopt's GPU build calls cuBLASLt, which multiplies what it reads:
  /// there such a weight is converted in a kernel of its own on every call.
  bool mixedInputGemm = false;
  /// f32 GEMMs (cuBLASLt's exact f32 product, on CUDA cores), where they
  /// reach another fraction of their peak than tensor-core GEMMs; 0: as
  /// `matmulEfficiency`. This and the next two are measured on mpopt's own
  /// GPU build (bench/cost-model/fit-target.py); the built-in targets leave
  /// them 0.
  double f32MatmulEfficiency = 0;
  /// The fused attention kernel's products, as a fraction of the
  /// tensor-core peak of their type; 0: as a GEMM of that type.
  double attentionEfficiency = 0;
  /// cuDNN's fused attention, the runtime's second engine (the faster of
  /// the two runs: runtime/lib/Attention.cpp): its products as a fraction
  /// of the tensor-core peak, and the time a call takes beyond them; 0: the
  /// target prices the kernel alone.
  double cudnnAttentionEfficiency = 0;
  double cudnnAttentionMicros = 0;
  /// The time a library GEMM call takes beyond its tiles' arithmetic and
  /// the launch (its prologue and epilogue: 2.6 us a cuBLASLt call on the
  /// H100, whatever its size); 0: none.
  double gemmMicros = 0;
  /// The least time the fused attention kernel takes (its longest block
  /// walks every key; 20 us at 1 x 12 x 512^2 x 64 on the H100); 0: none.
  double attentionMicros = 0;
  /// The f32 passes over the [Sq, Sk] scores of an attention that runs as
  /// its composition. Set, the composition is priced as the kernels it is,
  /// one after another: two GEMMs over every score, then the row kernels'
  /// passes; 0: as one roofline of six passes, a causal mask halving the
  /// products.
  double attentionCompositionPasses = 0;
  /// The size each dynamic dimension is priced at (the passes'
  /// `dynamic-size`: a typical batch or sequence of a torch.export `Dim`);
  /// 0: an op of dynamic shape has no price.
  int64_t dynamicSize = 0;

  /// Datasheet peak rate for a multiply type, in FLOP/s; 0 when
  /// unsupported.
  double getPeakMatmulRate(Type multiplyType) const;
  /// Achievable rate for a multiply type, in FLOP/s; 0 when unsupported.
  double getMatmulRate(Type multiplyType) const;
  /// Achievable rate of the fused attention kernel's products of a type,
  /// in FLOP/s; 0 when unsupported.
  double getAttentionRate(Type multiplyType) const;
  /// Achievable rate of f32 CUDA-core arithmetic (elementwise, norms).
  double getScalarRate() const { return f32TFlops * 1e12; }
  double getBandwidth() const {
    return bandwidthGBs * 1e9 * bandwidthEfficiency;
  }
};

/// The built-in targets, in a fixed order.
ArrayRef<Target> getBuiltinTargets();

/// The built-in targets' names: "h200, h100, a100, l40s or rtx4090".
std::string joinBuiltinTargetNames();

/// The built-in target called `name` (case-insensitive), or null.
const Target *lookupTarget(StringRef name);

/// The built-in target a GPU chip (sm_90a, sm_80, ...) stands for: the
/// first of its architecture (sm_80: a100, sm_89: l40s, sm_90: h100), or
/// null. The chip cannot tell an H100 from an H200: name the target to
/// choose the other.
const Target *lookupTargetOfChip(StringRef chip);

/// Parses the `key = value` format of docs/targets.md; errors name the
/// file, the line and the problem.
llvm::Expected<Target> parseTargetFile(StringRef path);

/// The target of a pass's `target` and `target-file` options: the file
/// when one is given, else the built-in target called `name`.
llvm::Expected<Target> getTarget(StringRef name, StringRef file);

/// The DLTI key naming a built-in target in the IR.
constexpr llvm::StringLiteral kTargetDLTIKey = "mpopt.target";

/// The built-in target that the IR around and in `op` names, if any: a DLTI
/// entry `"mpopt.target" = "h100"` on `op` or an ancestor (in a `dlti.map`,
/// `dlti.dl_spec`, or the "GPU" device of a `dlti.target_system_spec`), or
/// the chip of the `#nvvm.target`s of the `gpu.module`s in `op` (sm_90:
/// h200, sm_80: a100, sm_89: l40s; the DLTI entry names the others).
/// Failure, with an error on the op holding the attribute, for an unknown
/// name or chip and for entries that disagree.
FailureOr<std::optional<Target>> getTargetFromIR(Operation *op);

/// The target of a pass: its options when they name one, else the IR's
/// (getTargetFromIR), else h200, pricing dynamic dimensions at
/// `dynamicSize` (Target::dynamicSize); errors emitted on `op`.
FailureOr<Target> getTargetOrEmitError(Operation *op, StringRef name,
                                       StringRef file,
                                       int64_t dynamicSize = 0);

/// The `target` option's domain: the built-in targets' names; empty: the
/// IR's target, or h200.
struct TargetNameDomain {
  static constexpr bool kEmptyIsUnset = true;
  static std::optional<std::string> check(StringRef name);
};

/// The `target-file` option's domain: files that parseTargetFile reads;
/// empty: none.
struct TargetFileDomain {
  static constexpr bool kEmptyIsUnset = true;
  static std::optional<std::string> check(StringRef path);
};

/// Option types checked when parsed (mpopt/Support/CheckedOption.h).
using TargetName = CheckedString<TargetNameDomain>;
using TargetFile = CheckedString<TargetFileDomain>;
using DynamicSize = CheckedNumber<int64_t, IntegerRange<0>>;

} // namespace mlir::mpopt

#endif // MPOPT_ANALYSIS_TARGET_H

//===- PassOptions.td - shared by the rooms' Passes.td -----*- tablegen -*-===//

#ifndef MPOPT_TRANSFORMS_PASSOPTIONS_TD
#define MPOPT_TRANSFORMS_PASSOPTIONS_TD

include "mlir/Pass/PassBase.td"

// Passes without an anchor work function by function on any op of
// FunctionOpInterface (func.func, gpu.func, a host compiler's own), or on
// each function directly in a module they are given
// (mpopt/Support/FunctionPass.h). The module passes read whole programs:
// propagate-casts changes private functions' signatures and their calls,
// assign-precision, return-values and hoist-parameters work on an entry
// func.func and its func.return, the reports and estimates on every
// function of any kind.

// Debian's libMLIR is built without LLVM_ENABLE_STATS, so
// -mlir-pass-statistics prints no values there; the remark carries the same
// counts on any build.
defvar EmitRemarksOption = Option<"emitRemarks", "emit-remarks", "bool",
    "false", "emit a remark on each function with the pass statistics">;

defvar CastPolicyOption = Option<"policy", "policy", "::mlir::mpopt::CastPolicy",
    "::mlir::mpopt::CastPolicy::exact",
    "which rewrites are allowed (docs/design.md section 3, docs/numerics.md)",
    [{::llvm::cl::values(
      clEnumValN(::mlir::mpopt::CastPolicy::exact, "exact",
                 "only rewrites that keep every result bit-identical"),
      clEnumValN(::mlir::mpopt::CastPolicy::excessPrecision,
                 "excess-precision",
                 "also drop roundings whose result is only widened again"),
      clEnumValN(::mlir::mpopt::CastPolicy::budget, "budget",
                 "round where the error budget allows (mpopt-assign-precision); "
                 "the cast algebra folds as under exact"))}]>;

#endif // MPOPT_TRANSFORMS_PASSOPTIONS_TD

//===- Passes.h - the mpopt pipeline ----------------------------*- C++ -*-===//

#ifndef MPOPT_PIPELINES_PASSES_H
#define MPOPT_PIPELINES_PASSES_H

#include "mpopt/Transforms/Precision/Passes.h"

#include "mlir/Pass/PassOptions.h"

namespace mlir::mpopt {

struct MPOptPipelineOptions : public PassPipelineOptions<MPOptPipelineOptions> {
  PassOptions::Option<CastPolicy> policy{
      *this, "policy",
      llvm::cl::desc("which rewrites are allowed (default: exact)"),
      llvm::cl::init(CastPolicy::exact),
      llvm::cl::values(
          clEnumValN(CastPolicy::exact, "exact",
                     "only rewrites that keep every result bit-identical"),
          clEnumValN(CastPolicy::excessPrecision, "excess-precision",
                     "also drop roundings whose result is only widened"),
          clEnumValN(CastPolicy::budget, "budget",
                     "lower precision where it pays, within error-budget"))};
  PassOptions::Option<TargetName> target{
      *this, "target",
      llvm::cl::desc("GPU the choices are made for: h200, h100, a100, l40s "
                     "or rtx4090; empty (the default): the one the IR names "
                     "(docs/targets.md), else h200"),
      llvm::cl::init("")};
  PassOptions::Option<TargetFile> targetFile{
      *this, "target-file",
      llvm::cl::desc("file describing the target (overrides target; "
                     "default: none)"),
      llvm::cl::init("")};
  PassOptions::Option<DynamicSize> dynamicSize{
      *this, "dynamic-size",
      llvm::cl::desc("the size each dynamic dimension is priced at "
                     "(policy=budget; default 0: ops of dynamic shape keep "
                     "their precisions)"),
      llvm::cl::init(0)};
  PassOptions::Option<ErrorBudget> errorBudget{
      *this, "error-budget",
      llvm::cl::desc("largest predicted max-norm relative error "
                     "(policy=budget), finite and >= 0 (default: 1e-2)"),
      llvm::cl::init(1e-2)};
  PassOptions::Option<bool> allowFP8{
      *this, "allow-fp8",
      llvm::cl::desc("let matmuls multiply in FP8 (default: false)"),
      llvm::cl::init(false)};
  PassOptions::Option<FP8Scaling> fp8Scaling{
      *this, "fp8-scaling",
      llvm::cl::desc("where FP8 scales come from (default: dynamic)"),
      llvm::cl::init(FP8Scaling::dynamic),
      llvm::cl::values(
          clEnumValN(FP8Scaling::dynamic, "dynamic", "amax in the program"),
          clEnumValN(FP8Scaling::arguments, "static", "function arguments"),
          clEnumValN(FP8Scaling::calibrated, "calibrated",
                     "constants from the calibration file"))};
  PassOptions::Option<std::string> candidate{
      *this, "candidate",
      llvm::cl::desc("build this candidate program of policy=budget whatever "
                     "its predicted time and error (greedy, as-written, amp, "
                     "amp+greedy, amp-relaxed, all-16-bit, amp-fp8, "
                     "amp-fp8+greedy); "
                     "empty (the default): the fastest within the budget"),
      llvm::cl::init("")};
  PassOptions::Option<InputRange> inputRange{
      *this, "input-range",
      llvm::cl::desc("largest magnitude of arguments without mpopt.range, "
                     "in (0, 3.4e38]; empty (the default): unknown"),
      llvm::cl::init(0.0)};
  PassOptions::Option<std::string> calibration{
      *this, "calibration",
      llvm::cl::desc("magnitudes measured on sample inputs, as "
                     "scripts/calibrate.py writes them (policy=budget; "
                     "default: none)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> calibrate{
      *this, "calibrate",
      llvm::cl::desc("instead of choosing precisions, make the entry also "
                     "return each float tensor's [max |x|, sum x^2] and "
                     "write their map to this file (scripts/calibrate.py; "
                     "default: none)"),
      llvm::cl::init("")};
  PassOptions::ListOption<ArgumentRange> parameters{
      *this, "parameters",
      llvm::cl::desc("the entry's arguments prepared once (as "
                     "mpopt-hoist-parameters' option): indices and inclusive "
                     "ranges (0-147) (default: none)")};
  PassOptions::Option<ReportPath> report{
      *this, "report",
      llvm::cl::desc("write mpopt-assign-precision's JSON report here (as "
                     "its report= and mpopt-opt's --mpopt-report; default: "
                     "none)"),
      llvm::cl::init("")};
  PassOptions::Option<ReportPath> reportDot{
      *this, "report-dot",
      llvm::cl::desc("write its Graphviz view here (default: none)"),
      llvm::cl::init("")};
  PassOptions::Option<bool> castReport{
      *this, "cast-report",
      llvm::cl::desc("print the casts of each function before and after "
                     "(mpopt-cast-report; default: false)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> fuseElementwise{
      *this, "fuse-elementwise",
      llvm::cl::desc("after raising, fuse elementwise linalg ops, fold unit "
                     "dimensions and raise again (raising does not need it: "
                     "it follows one-op-per-generic forms as they are; "
                     "default: false)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> narrowResults{
      *this, "narrow-results",
      llvm::cl::desc("return entry results the program computes narrower "
                     "and only widens in their narrower type "
                     "(mpopt-narrow-results; default: false)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> exportToUpstream{
      *this, "export",
      llvm::cl::desc("lower mpopt ops back to linalg/arith at the end "
                     "(default: true)"),
      llvm::cl::init(true)};
};

/// The mpopt pipeline: import casts, raise matmuls, fold the casts, choose
/// precisions (policy=budget, or when a precision report is asked for), move
/// them to where they cost least, fuse them into matmuls, fold again, and
/// export to upstream ops (or keep mpopt, with `export=false`).
/// An MLIR compiler embeds mpopt by calling this on a module pass manager.
void buildMPOptPipeline(OpPassManager &pm, const MPOptPipelineOptions &options);

/// Refuses, through `emitError`, option combinations the pipeline would
/// otherwise ignore in part (calibration= without policy=budget, say);
/// registerMPOptPipelines checks them when the pipeline is parsed, and an
/// embedder calling buildMPOptPipeline may too.
LogicalResult verifyMPOptPipelineOptions(
    const MPOptPipelineOptions &options,
    function_ref<LogicalResult(const Twine &)> emitError);

/// Registers `mpopt-pipeline` with the pass registry.
void registerMPOptPipelines();

} // namespace mlir::mpopt

#endif // MPOPT_PIPELINES_PASSES_H

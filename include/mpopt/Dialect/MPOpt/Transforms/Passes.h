//===- Passes.h - mpopt transformation passes -------------------*- C++ -*-===//

#ifndef MPOPT_DIALECT_MPOPT_TRANSFORMS_PASSES_H
#define MPOPT_DIALECT_MPOPT_TRANSFORMS_PASSES_H

#include "mpopt/Analysis/Target.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptAttrs.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptDialect.h"
#include "mpopt/Support/CheckedOption.h"
#include "mpopt/Transforms/Casts/Passes.h"
#include "mpopt/Transforms/Utils/Entry.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"

#include <cmath>
#include <limits>

namespace mlir::mpopt {

/// Where an FP8 matmul's scales come from (mpopt-assign-precision).
enum class FP8Scaling {
  /// Computed in the program from amax reductions.
  dynamic,
  /// New f32 function arguments, named in the report.
  arguments,
  /// Constants from a calibration run's largest magnitudes (the
  /// `calibration` file); operands it does not cover are scaled
  /// dynamically.
  calibrated,
};

/// mpopt-assign-precision's budget: a max-norm relative error.
struct ErrorBudgetDomain {
  static constexpr bool kEmptyIsUnset = false;
  static std::string describe() { return "a finite number >= 0"; }
  static bool contains(double value) {
    return std::isfinite(value) && value >= 0;
  }
};
using ErrorBudget = CheckedNumber<double, ErrorBudgetDomain>;

/// The largest magnitude of an argument, in f32 (the type whose storage is
/// chosen); empty, the default (0): unknown.
struct InputRangeDomain {
  static constexpr bool kEmptyIsUnset = true;
  static std::string describe() {
    return "a number in (0, 3.40282347e+38] (the largest f32), or empty "
           "(unknown)";
  }
  static bool contains(double value) {
    return value > 0 && value <= std::numeric_limits<float>::max();
  }
};
using InputRange = CheckedNumber<double, InputRangeDomain>;

/// Why a report cannot be written to `path` (a folder, a missing folder, no
/// permission); nullopt when it can. Checked when the option is parsed, so
/// that a bad path fails before the pipeline runs rather than after it.
std::optional<std::string> checkReportPath(StringRef path);

/// A report's path; empty: none. `report` was once the pipeline's switch
/// for the cast counts (now `cast-report`): true and false are refused
/// rather than taken as file names.
struct ReportPathDomain {
  static constexpr bool kEmptyIsUnset = true;
  static std::optional<std::string> check(StringRef path) {
    if (path != "true" && path != "false")
      return checkReportPath(path);
    return "is the path of a report file, got '" + path.str() +
           "' (the casts before and after are cast-report=true)";
  }
};
using ReportPath = CheckedString<ReportPathDomain>;

/// mpopt-return-values' window: values skipped, and how many at most (-1:
/// all).
using ValueIndex = CheckedNumber<int64_t, IntegerRange<0>>;
using ValueCount = CheckedNumber<int64_t, IntegerRange<-1>>;

} // namespace mlir::mpopt

MPOPT_NAME_ENUM_OPTION_VALUES(::mlir::mpopt::FP8Scaling)

namespace mlir::mpopt {

#define GEN_PASS_DECL
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h.inc"

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

/// Registers the tool-wide `--mpopt-report=FILE` and `--mpopt-report-dot=FILE`
/// flags (as mlir-opt registers its printing flags): where a run of
/// mpopt-assign-precision writes its reports when its own options do not
/// say.
void registerPrecisionReportCLOptions();

/// The paths of those flags (JSON, DOT), or where they are empty the
/// defaults an embedder set; empty when none says.
std::pair<std::string, std::string> getPrecisionReportCLPaths();

/// Whether either flag names a file: mpopt-pipeline then chooses precisions
/// under every policy, as it does for its own report= and report-dot=, so
/// that the report is written.
bool hasPrecisionReportCLPaths();

/// Makes `json` and `dot` (empty: none) the paths mpopt-assign-precision
/// writes its reports to when neither its options nor the flags above name
/// one, for the whole process: the C API's mpoptOptimize collects the
/// report this way.
void setDefaultPrecisionReportPaths(StringRef json, StringRef dot);

/// Registers `mpopt-pipeline` with the pass registry.
void registerMPOptPipelines();

#define GEN_PASS_REGISTRATION
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h.inc"

} // namespace mlir::mpopt

#endif // MPOPT_DIALECT_MPOPT_TRANSFORMS_PASSES_H

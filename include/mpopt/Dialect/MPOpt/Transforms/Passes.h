//===- Passes.h - mpopt transformation passes -------------------*- C++ -*-===//

#ifndef MPOPT_DIALECT_MPOPT_TRANSFORMS_PASSES_H
#define MPOPT_DIALECT_MPOPT_TRANSFORMS_PASSES_H

#include "mpopt/Dialect/MPOpt/IR/MPOptDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::mpopt {

/// Which rewrites of casts a pass may make (DESIGN.md section 3).
enum class CastPolicy {
  /// Every result stays bit-identical.
  exact,
  /// Also drop narrowing casts whose result is only widened again.
  excessPrecision,
  /// Round where an error budget allows (mpopt-assign-precision); the cast
  /// algebra folds as under `exact`.
  budget,
};

/// The attribute mpopt-lower-to-linalg puts on the contraction of a 2-D
/// matmul without FP8 scales: {multiply, transpose_lhs, transpose_rhs}.
constexpr llvm::StringLiteral kContractionAttrName = "mpopt.contraction";

#define GEN_PASS_DECL
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h.inc"

/// Adds the rewrites of `mpopt-fold-casts` under `policy`: the cast algebra,
/// merging of identical casts of one value, and constant folding.
void populateFoldCastsPatterns(RewritePatternSet &patterns, CastPolicy policy);

struct MPOptPipelineOptions : public PassPipelineOptions<MPOptPipelineOptions> {
  PassOptions::Option<CastPolicy> policy{
      *this, "policy", llvm::cl::desc("which rewrites are allowed"),
      llvm::cl::init(CastPolicy::exact),
      llvm::cl::values(
          clEnumValN(CastPolicy::exact, "exact",
                     "only rewrites that keep every result bit-identical"),
          clEnumValN(CastPolicy::excessPrecision, "excess-precision",
                     "also drop roundings whose result is only widened"),
          clEnumValN(CastPolicy::budget, "budget",
                     "lower precision where it pays, within error-budget"))};
  PassOptions::Option<std::string> target{
      *this, "target", llvm::cl::desc("GPU the choices are made for"),
      llvm::cl::init("h200")};
  PassOptions::Option<std::string> targetFile{
      *this, "target-file",
      llvm::cl::desc("file describing the target (overrides target)"),
      llvm::cl::init("")};
  PassOptions::Option<double> errorBudget{
      *this, "error-budget",
      llvm::cl::desc("largest predicted relative error (policy=budget)"),
      llvm::cl::init(1e-2)};
  PassOptions::Option<bool> allowFP8{
      *this, "allow-fp8", llvm::cl::desc("let matmuls multiply in FP8"),
      llvm::cl::init(false)};
  PassOptions::Option<std::string> fp8Scaling{
      *this, "fp8-scaling",
      llvm::cl::desc("FP8 scales: dynamic (amax) or static (arguments)"),
      llvm::cl::init("dynamic")};
  PassOptions::Option<double> inputRange{
      *this, "input-range",
      llvm::cl::desc("largest magnitude of arguments without mpopt.range"),
      llvm::cl::init(0)};
  PassOptions::Option<std::string> precisionReport{
      *this, "precision-report",
      llvm::cl::desc("write mpopt-assign-precision's JSON report here"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> precisionReportDot{
      *this, "precision-report-dot",
      llvm::cl::desc("write its Graphviz view here"), llvm::cl::init("")};
  PassOptions::Option<bool> report{
      *this, "report",
      llvm::cl::desc("print the casts of each function before and after"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> fuseElementwise{
      *this, "fuse-elementwise",
      llvm::cl::desc("after raising, fuse elementwise linalg ops, fold unit "
                     "dimensions and raise again (raising does not need it: "
                     "it follows one-op-per-generic forms as they are)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> exportToUpstream{
      *this, "export",
      llvm::cl::desc("lower mpopt ops back to linalg/arith at the end"),
      llvm::cl::init(true)};
};

/// The mpopt pipeline: import casts, raise matmuls, fold the casts, choose
/// precisions (policy=budget, or when a precision report is asked for), move
/// them to where they cost least, fuse them into matmuls, fold again, and
/// export to upstream ops (or keep mpopt, with `export=false`).
/// An MLIR compiler embeds mpopt by calling this on a module pass manager.
void buildMPOptPipeline(OpPassManager &pm, const MPOptPipelineOptions &options);

/// Registers the tool-wide `--mpopt-report=FILE` and `--mpopt-report-dot=FILE`
/// flags (as mlir-opt registers its printing flags): where a run of
/// mpopt-assign-precision writes its reports when its own options do not
/// say.
void registerPrecisionReportCLOptions();

/// The paths of those flags (JSON, DOT); empty when not registered or set.
std::pair<std::string, std::string> getPrecisionReportCLPaths();

/// Registers `mpopt-pipeline` with the pass registry.
void registerMPOptPipelines();

#define GEN_PASS_REGISTRATION
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h.inc"

} // namespace mlir::mpopt

#endif // MPOPT_DIALECT_MPOPT_TRANSFORMS_PASSES_H

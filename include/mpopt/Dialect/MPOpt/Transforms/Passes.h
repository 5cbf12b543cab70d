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
};

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
                     "also drop roundings whose result is only widened"))};
  PassOptions::Option<bool> report{
      *this, "report",
      llvm::cl::desc("print the casts of each function before and after"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> exportToUpstream{
      *this, "export",
      llvm::cl::desc("lower mpopt ops back to linalg/arith at the end"),
      llvm::cl::init(true)};
};

/// The mpopt pipeline: import casts, raise matmuls, fold the casts, move
/// them to where they cost least, fuse them into matmuls, fold again, and
/// export to upstream ops (or keep mpopt, with `export=false`).
/// An MLIR compiler embeds mpopt by calling this on a module pass manager.
void buildMPOptPipeline(OpPassManager &pm, const MPOptPipelineOptions &options);

/// Registers `mpopt-pipeline` with the pass registry.
void registerMPOptPipelines();

#define GEN_PASS_REGISTRATION
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h.inc"

} // namespace mlir::mpopt

#endif // MPOPT_DIALECT_MPOPT_TRANSFORMS_PASSES_H

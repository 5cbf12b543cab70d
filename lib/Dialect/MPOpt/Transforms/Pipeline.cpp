//===- Pipeline.cpp - the mpopt pass pipeline -----------------------------===//

#include "mpopt/Dialect/MPOpt/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::mpopt;

void mpopt::buildMPOptPipeline(OpPassManager &pm,
                               const MPOptPipelineOptions &options) {
  if (options.report) {
    MPOptCastReportPassOptions before;
    before.label = "before";
    pm.addPass(createMPOptCastReportPass(before));
  }

  OpPassManager &importPm = pm.nest<func::FuncOp>();
  importPm.addPass(createMPOptImportCastsPass());
  MPOptFoldCastsPassOptions fold;
  fold.policy = options.policy;
  importPm.addPass(createMPOptFoldCastsPass(fold));
  MPOptPropagateCastsPassOptions propagate;
  propagate.policy = options.policy;
  pm.addPass(createMPOptPropagateCastsPass(propagate));
  if (options.exportToUpstream)
    pm.nest<func::FuncOp>().addPass(createMPOptExportCastsPass());

  if (options.report) {
    MPOptCastReportPassOptions after;
    after.label = "after";
    pm.addPass(createMPOptCastReportPass(after));
  }
}

void mpopt::registerMPOptPipelines() {
  PassPipelineRegistration<MPOptPipelineOptions>(
      "mpopt-pipeline",
      "Import float conversions as mpopt.cast, fold them with the cast "
      "algebra of the chosen policy, move them to where they cost least, "
      "and export them to arith/linalg",
      buildMPOptPipeline);
}

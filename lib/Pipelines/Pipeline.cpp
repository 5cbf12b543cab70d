//===- Pipeline.cpp - the mpopt pass pipeline -----------------------------===//

#include "mpopt/Pipelines/Passes.h"

#include "mpopt/Conversion/MPOptToLinalg/Passes.h"
#include "mpopt/Transforms/Casts/Passes.h"
#include "mpopt/Transforms/Precision/Passes.h"
#include "mpopt/Transforms/Raise/Passes.h"

#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::mpopt;

/// mpopt ops spelled out in linalg and arith again.
static void addExportPasses(OpPassManager &pm) {
  OpPassManager &exportPm = pm.nestAny();
  exportPm.addPass(createMPOptLowerToLinalgPass());
  exportPm.addPass(createMPOptExportCastsPass());
}

void mpopt::buildMPOptPipeline(OpPassManager &pm,
                               const MPOptPipelineOptions &options) {
  // parameters= goes to several passes: a bad index is reported once, as
  // the pipeline's option.
  if (!options.parameters.empty()) {
    MPOptCheckParametersPassOptions check;
    check.parameters.assign(options.parameters.begin(),
                            options.parameters.end());
    check.origin = "mpopt-pipeline";
    pm.addPass(createMPOptCheckParametersPass(check));
  }
  if (options.castReport) {
    MPOptCastReportPassOptions before;
    before.label = "before";
    pm.addPass(createMPOptCastReportPass(before));
  }

  MPOptFoldCastsPassOptions fold;
  fold.policy = options.policy;
  // The function passes run on each function of the module, whatever its
  // op (func.func, a host compiler's own): nestAny schedules them on every
  // child they take (mpopt/Support/FunctionPass.h).
  OpPassManager &importPm = pm.nestAny();
  importPm.addPass(createMPOptImportCastsPass());
  importPm.addPass(createMPOptRaisePass());
  if (options.fuseElementwise) {
    // Matmuls are raised first: folding unit dimensions hides batch
    // matmuls in generic contractions (docs/raising.md).
    importPm.addPass(createLinalgElementwiseOpFusionPass());
    importPm.addPass(createLinalgFoldUnitExtentDimsPass());
    importPm.addPass(createCanonicalizerPass());
    importPm.addPass(createCSEPass());
    importPm.addPass(createMPOptRaisePass());
  }
  importPm.addPass(createMPOptFoldCastsPass(fold));
  // Folding a batch norm rounds the folded weights: only a budget allows
  // it (docs/raising.md, "Batch norm.").
  if (options.policy == CastPolicy::budget) {
    MPOptFoldBatchNormPassOptions batchNorm;
    batchNorm.parameters.assign(options.parameters.begin(),
                                options.parameters.end());
    importPm.addPass(createMPOptFoldBatchNormPass(batchNorm));
  }
  // A calibration run records the values precision assignment would see,
  // numbered as it numbers them, and computes nothing else.
  if (!options.calibrate.empty()) {
    MPOptReturnValuesPassOptions record;
    record.mapFile = options.calibrate;
    record.recordStatistics = true;
    pm.addPass(createMPOptReturnValuesPass(record));
    if (options.exportToUpstream)
      addExportPasses(pm);
    return;
  }
  // A report asked for on the command line (--mpopt-report) is written
  // under every policy, as the pipeline's own report= is.
  if (options.policy == CastPolicy::budget || !options.report.empty() ||
      !options.reportDot.empty() || hasPrecisionReportCLPaths()) {
    MPOptAssignPrecisionPassOptions assign;
    assign.targetName = options.target;
    assign.targetFile = options.targetFile;
    assign.dynamicSize = options.dynamicSize;
    assign.policy = options.policy;
    assign.errorBudget = options.errorBudget;
    assign.allowFP8 = options.allowFP8;
    assign.fp8Scaling = options.fp8Scaling;
    assign.candidate = options.candidate;
    assign.inputRange = options.inputRange;
    assign.calibrationFile = options.calibration;
    assign.parameters.assign(options.parameters.begin(),
                             options.parameters.end());
    assign.reportFile = options.report;
    assign.reportDotFile = options.reportDot;
    pm.addPass(createMPOptAssignPrecisionPass(assign));
  }
  MPOptPropagateCastsPassOptions propagate;
  propagate.policy = options.policy;
  pm.addPass(createMPOptPropagateCastsPass(propagate));
  OpPassManager &fusePm = pm.nestAny();
  fusePm.addPass(createMPOptFuseCastsPass());
  fusePm.addPass(createMPOptFoldCastsPass(fold));
  if (options.narrowResults)
    pm.addPass(createMPOptNarrowResultsPass());

  // The report counts the casts left as kernels of their own, before the
  // fused ops are spelled out in upstream ops again.
  if (options.castReport) {
    MPOptCastReportPassOptions after;
    after.label = "after";
    pm.addPass(createMPOptCastReportPass(after));
  }
  if (options.exportToUpstream)
    addExportPasses(pm);
}

LogicalResult mpopt::verifyMPOptPipelineOptions(
    const MPOptPipelineOptions &options,
    function_ref<LogicalResult(const Twine &)> emitError) {
  // Measured magnitudes only change what a budget allows: under the other
  // policies the file would be ignored, silently.
  if (!options.calibration.empty() && options.policy != CastPolicy::budget)
    return emitError(
        Twine("mpopt-pipeline: calibration= is read under policy=budget "
              "only, not under policy=") +
        (options.policy == CastPolicy::exact ? "exact" : "excess-precision"));
  return success();
}

void mpopt::registerMPOptPipelines() {
  // PassPipelineRegistration would drop the reason an option combination
  // is refused: this registration hands it to the caller's error handler.
  registerPassPipeline(
      "mpopt-pipeline",
      "Import float conversions as mpopt.cast, raise matmuls, fold the "
      "casts with the cast algebra of the chosen policy, move them to where "
      "they cost least, fuse them into matmuls, and export to arith/linalg",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        MPOptPipelineOptions options;
        if (failed(options.parseFromString(text)) ||
            failed(verifyMPOptPipelineOptions(options, errorHandler)))
          return failure();
        buildMPOptPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optionHandler) {
        optionHandler(MPOptPipelineOptions());
      });
}

//===- mpopt-opt.cpp - mlir-opt with the mpopt dialect and passes ---------===//
//
// Every upstream dialect, extension and pass is registered as in mlir-opt 22,
// so mpopt-opt accepts whatever mlir-opt accepts. It is MlirOptMain's
// driver, with mpopt's version in --version and pipeline errors without a
// location (see reportPipelineErrors).
//
//===----------------------------------------------------------------------===//

#include "mpopt/InitAllDialects.h"
#include "mpopt/InitAllPasses.h"
#include "mpopt/Transforms/Precision/Passes.h"
#include "mpopt/Version.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

/// MlirOptMain reports a pipeline that fails to parse at an unknown
/// location, and with an empty message where the reason was printed
/// already (llvm::cl prints a refused option value itself): this prints
/// such errors as `mpopt-opt: error: ...`, leaves out empty ones, and
/// "failed to add" after a reason of its own.
static LogicalResult setupPipeline(const MlirOptMainConfig &config,
                                   PassManager &pm) {
  bool printed = false;
  ScopedDiagnosticHandler handler(pm.getContext(), [&](Diagnostic &diag) {
    if (!isa<UnknownLoc>(diag.getLocation()) ||
        diag.getSeverity() != DiagnosticSeverity::Error)
      return failure();
    std::string message = diag.str();
    StringRef text = StringRef(message).trim();
    // A textual pipeline's parser appends "failed to add" to the reason.
    if (StringRef reason = text.split("\nfailed to add").first.trim();
        !reason.empty())
      text = reason;
    bool redundant = printed && text.starts_with("failed to add");
    if (!text.empty() && !redundant) {
      llvm::errs() << "mpopt-opt: error: " << text << "\n";
      printed = true;
    }
    return success();
  });
  return config.setupPassPipeline(pm);
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerAllPasses();
  mpopt::registerAllPasses();
  mpopt::registerPrecisionReportCLOptions();
  llvm::cl::AddExtraVersionPrinter(
      [](raw_ostream &os) { os << "mpopt version " << MPOPT_VERSION << "\n"; });

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  mpopt::registerAllDialects(registry);

  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "mpopt optimizer driver\n", registry);
  MlirOptMainConfig parsed = MlirOptMainConfig::createFromCLOptions();
  MlirOptMainConfig config = parsed;
  config.setPassPipelineSetupFn(
      [&](PassManager &pm) { return setupPipeline(parsed, pm); });

  // As MlirOptMain's own driver does.
  if (inputFilename == "-" &&
      llvm::sys::Process::FileDescriptorIsDisplayed(fileno(stdin)))
    llvm::errs() << "(processing input from stdin now, hit ctrl-c/ctrl-d to "
                    "interrupt)\n";
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (failed(MlirOptMain(output->os(), std::move(input), registry, config)))
    return 1;
  output->keep();
  return 0;
}

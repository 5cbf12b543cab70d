//===- mpopt-compile.cpp - compile an MLIR program to a library -----------===//
//
// mpopt-compile IN.mlir --target=cpu|cuda -o OUT.so [--entry=NAME]
//               [--chip=sm_90a|sm_80] [--pipeline=PASS_PIPELINE]
//               [--parameters=0-147] [--emit-llvm=OUT.ll] [--emit-ptx=OUT.ptx]
// writes OUT.so and OUT.json (the manifest), which mpopt-run loads.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Compiler/Compiler.h"
#include "mpopt/InitAllDialects.h"
#include "mpopt/InitAllPasses.h"
#include "mpopt/Transforms/Utils/Entry.h"
#include "mpopt/Version.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

/// mpopt-compile's own options: the ones --help lists. LLVM's and MLIR's
/// (code generation, --mlir-print-ir-after and the like) are there too,
/// under --help-hidden.
static llvm::cl::OptionCategory compileCategory("mpopt-compile options");

static llvm::cl::opt<std::string> inputFile(llvm::cl::Positional,
                                            llvm::cl::cat(compileCategory),
                                            llvm::cl::desc("<input.mlir>"),
                                            llvm::cl::init("-"));
static llvm::cl::opt<std::string>
    outputFile("o", llvm::cl::cat(compileCategory),
               llvm::cl::desc("the shared library to write"),
               llvm::cl::value_desc("file.so"), llvm::cl::Required);
static llvm::cl::opt<std::string>
    entry("entry", llvm::cl::cat(compileCategory),
          llvm::cl::desc("the function to export (default: the "
                         "only public one)"));
static llvm::cl::opt<std::string>
    target("target", llvm::cl::cat(compileCategory),
           llvm::cl::desc("what to compile for: cpu (this machine's CPU, "
                          "through LLVM) or cuda (NVIDIA GPU kernels, host "
                          "code for this CPU)"),
           llvm::cl::init("cpu"));
static llvm::cl::opt<std::string>
    chip("chip", llvm::cl::cat(compileCategory),
         llvm::cl::desc("GPU architecture for --target=cuda"),
         llvm::cl::init("sm_90a"));
static llvm::cl::opt<std::string> device(
    "device", llvm::cl::cat(compileCategory),
    llvm::cl::desc("GPU model the pipeline's cost model assumes and whose "
                   "roofline the manifest carries for mpopt-run (h200, h100, "
                   "a100, l40s, rtx4090; default: the one --chip stands for: "
                   "sm_80 a100, sm_89 l40s, sm_90 h100)"));
static llvm::cl::opt<std::string> gpuBinary(
    "gpu-binary", llvm::cl::cat(compileCategory),
    llvm::cl::desc("kernels as cubin (ptxas from the CUDA toolkit) or ptx "
                   "(compiled by the driver when loaded)"),
    llvm::cl::init("cubin"));
static llvm::cl::opt<std::string> gpuConvolutions(
    "gpu-convolutions", llvm::cl::cat(compileCategory),
    llvm::cl::desc("convolutions that need an im2col copy as cuDNN calls "
                   "(cudnn, opened at run time) or as the copy and a "
                   "cuBLASLt GEMM (im2col)"),
    llvm::cl::init("cudnn"));
static llvm::cl::opt<std::string>
    ptx("emit-ptx", llvm::cl::cat(compileCategory),
        llvm::cl::desc("also write the kernels' PTX to this file"),
        llvm::cl::value_desc("file.ptx"));
static llvm::cl::opt<std::string>
    cpu("cpu", llvm::cl::cat(compileCategory),
        llvm::cl::desc("CPU to generate code for"), llvm::cl::init("native"));
static llvm::cl::opt<unsigned>
    optLevel("O", llvm::cl::cat(compileCategory),
             llvm::cl::desc("LLVM optimization level"), llvm::cl::init(2),
             llvm::cl::Prefix);
static llvm::cl::opt<std::string> pipeline(
    "pipeline", llvm::cl::cat(compileCategory),
    llvm::cl::desc("passes to run before lowering, e.g. mpopt-pipeline or "
                   "func.func(tosa-to-linalg)"),
    llvm::cl::value_desc("pass pipeline"));
static llvm::cl::list<mpopt::ArgumentRange> parameters(
    "parameters", llvm::cl::cat(compileCategory),
    llvm::cl::desc("the entry's arguments that are parameters (weights), as "
                   "indices and ranges: 0-147,150; the work on them alone "
                   "runs once, in mpopt_prepare (mpopt-hoist-parameters)"),
    llvm::cl::CommaSeparated);
static llvm::cl::opt<std::string>
    llvmIR("emit-llvm", llvm::cl::cat(compileCategory),
           llvm::cl::desc("also write the LLVM IR to this file"),
           llvm::cl::value_desc("file.ll"));

/// Moves every option outside `category` and LLVM's generic ones (--help,
/// --version) to --help-hidden. cl::HideUnrelatedOptions would hide them
/// from --help-hidden too.
static void hideOtherOptions(const llvm::cl::OptionCategory &category) {
  for (auto &entry : llvm::cl::getRegisteredOptions()) {
    llvm::cl::Option *option = entry.second;
    bool shown = llvm::any_of(option->Categories, [&](auto *other) {
      return other == &category || other->getName() == "Generic Options";
    });
    if (!shown && option->getOptionHiddenFlag() == llvm::cl::NotHidden)
      option->setHiddenFlag(llvm::cl::Hidden);
  }
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerAllPasses();
  mpopt::registerAllPasses();
  // --mlir-print-ir-after=PASS and the like, for the passes mpopt-compile
  // runs.
  registerPassManagerCLOptions();
  registerMLIRContextCLOptions();
  registerAsmPrinterCLOptions();
  hideOtherOptions(compileCategory);
  llvm::cl::AddExtraVersionPrinter(
      [](raw_ostream &os) { os << "mpopt version " << MPOPT_VERSION << "\n"; });
  // Options in MPOPT_COMPILE_OPTIONS come before the command line's, whose
  // own occurrence of an option wins: a harness sets defaults (the lit
  // suite builds its CPU libraries at -O0) that a command can override.
  if (!llvm::cl::ParseCommandLineOptions(
      argc, argv,
      "mpopt-compile: MLIR to a shared library\n\n"
      "Options are also read from the environment variable "
      "MPOPT_COMPILE_OPTIONS, before the command line's.\n",
      &llvm::errs(), /*VFS=*/nullptr, "MPOPT_COMPILE_OPTIONS"))
    return 1;

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  mpopt::registerAllDialects(registry);
  MLIRContext context(registry);

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputFile, &error);
  if (!input) {
    llvm::errs() << "mpopt-compile: " << error << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  mpopt::CompileOptions options;
  options.target = target;
  options.chip = chip;
  options.device = device;
  options.ptxPath = ptx;
  options.gpuBinary = gpuBinary;
  options.gpuConvolutions = gpuConvolutions;
  options.entry = entry;
  options.outputPath = outputFile;
  options.cpu = cpu;
  options.optLevel = optLevel;
  options.llvmIRPath = llvmIR;
  options.pipeline = pipeline;
  options.parameters = llvm::join(parameters, ",");
  return failed(mpopt::compileModule(*module, options)) ? 1 : 0;
}

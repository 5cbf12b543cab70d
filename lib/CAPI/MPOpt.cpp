//===- MPOpt.cpp - mpopt's C API ------------------------------------------===//

#include "mpopt-c/MPOpt.h"

#include "mpopt/Compiler/Compiler.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptDialect.h"
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h"
#include "mpopt/InitAllDialects.h"
#include "mpopt/InitAllPasses.h"
#include "mpopt/Version.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <cstdlib>
#include <cstring>
#include <mutex>

using namespace mlir;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(MPOpt, mpopt, mpopt::MPOptDialect)

void mpoptRegisterDialects(MlirDialectRegistry registry) {
  DialectRegistry &cppRegistry = *unwrap(registry);
  registerAllDialects(cppRegistry);
  registerAllExtensions(cppRegistry);
  mpopt::registerAllDialects(cppRegistry);
}

void mpoptRegisterPasses() {
  static std::once_flag once;
  std::call_once(once, [] {
    registerAllPasses();
    mpopt::registerAllPasses();
    // mpopt-compile's pipelines apply these (at their defaults here).
    registerPassManagerCLOptions();
  });
}

MlirLogicalResult mpoptRunPipeline(MlirModule module, MlirStringRef pipeline) {
  mpoptRegisterPasses();
  return wrap(mpopt::runPipeline(unwrap(module), unwrap(pipeline)));
}

static char *copyString(StringRef text) {
  auto *copy = static_cast<char *>(std::malloc(text.size() + 1));
  std::memcpy(copy, text.data(), text.size());
  copy[text.size()] = '\0';
  return copy;
}

namespace {
/// A context with every dialect mpopt's tools know, whose diagnostics are
/// printed into `diagnostics` with their source lines, as mpopt-opt prints
/// them.
struct TextSession {
  explicit TextSession(StringRef mlir) : context(makeRegistry()) {
    context.allowUnregisteredDialects(false);
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(mlir, "<input>"), llvm::SMLoc());
  }

  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    mpoptRegisterDialects(wrap(&registry));
    return registry;
  }

  /// Parsed and verified.
  OwningOpRef<ModuleOp> parse() {
    return parseSourceFile<ModuleOp>(sourceMgr, &context);
  }

  MLIRContext context;
  llvm::SourceMgr sourceMgr;
  std::string diagnostics;
  llvm::raw_string_ostream diagnosticStream{diagnostics};
  SourceMgrDiagnosticHandler handler{sourceMgr, &context, diagnosticStream};
};
} // namespace

int mpoptOptimize(const char *mlir, const char *pipeline, char **output,
                  char **report, char **diagnostics) {
  mpoptRegisterPasses();
  TextSession session(mlir ? mlir : "");
  std::string printed, reportText;
  bool ok = false;
  if (OwningOpRef<ModuleOp> module = session.parse()) {
    SmallString<128> reportPath;
    std::error_code ec =
        llvm::sys::fs::createTemporaryFile("mpopt-report", "json", reportPath);
    if (ec) {
      emitError(module->getLoc())
          << "cannot create a temporary file: " << ec.message();
    } else {
      llvm::FileRemover removeReport(reportPath);
      mpopt::setDefaultPrecisionReportPaths(reportPath, "");
      ok = succeeded(mpopt::runPipeline(*module, pipeline ? pipeline : ""));
      mpopt::setDefaultPrecisionReportPaths("", "");
      if (auto buffer = llvm::MemoryBuffer::getFile(reportPath))
        reportText = (*buffer)->getBuffer().str();
      if (ok) {
        llvm::raw_string_ostream os(printed);
        module->print(os);
      }
    }
  }
  *output = copyString(printed);
  *report = copyString(reportText);
  *diagnostics = copyString(session.diagnostics);
  return ok ? 0 : 1;
}

int mpoptCompile(const char *mlir, const char *target, const char *options,
                 const char *outputPath, char **diagnostics) {
  mpoptRegisterPasses();
  TextSession session(mlir ? mlir : "");
  bool ok = false;
  if (OwningOpRef<ModuleOp> module = session.parse()) {
    mpopt::CompileOptions compile;
    compile.target = target ? target : "cpu";
    compile.outputPath = outputPath ? outputPath : "";
    bool known = true;
    SmallVector<StringRef> lines;
    StringRef(options ? options : "").split(lines, '\n', -1, false);
    for (StringRef line : lines) {
      auto [key, value] = line.trim().split('=');
      std::string *field =
          llvm::StringSwitch<std::string *>(key)
              .Case("chip", &compile.chip)
              .Case("device", &compile.device)
              .Case("entry", &compile.entry)
              .Case("pipeline", &compile.pipeline)
              .Case("parameters", &compile.parameters)
              .Case("gpu-binary", &compile.gpuBinary)
              .Case("gpu-convolutions", &compile.gpuConvolutions)
              .Case("cpu", &compile.cpu)
              .Default(nullptr);
      if (!field) {
        emitError(module->getLoc())
            << "mpoptCompile: unknown option '" << key
            << "'; expected chip, device, entry, pipeline, parameters, "
               "gpu-binary, gpu-convolutions or cpu";
        known = false;
        break;
      }
      *field = value.str();
    }
    if (known && compile.outputPath.empty()) {
      emitError(module->getLoc()) << "mpoptCompile: no output path";
      known = false;
    }
    ok = known && succeeded(mpopt::compileModule(*module, compile));
  }
  *diagnostics = copyString(session.diagnostics);
  return ok ? 0 : 1;
}

void mpoptFree(char *text) { std::free(text); }

const char *mpoptGetVersion(void) { return MPOPT_VERSION; }

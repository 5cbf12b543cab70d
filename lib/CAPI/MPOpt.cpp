//===- MPOpt.cpp - mpopt's C API ------------------------------------------===//

#include "mpopt-c/MPOpt.h"

#include "mpopt/Compiler/Compiler.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptDialect.h"
#include "mpopt/InitAllDialects.h"
#include "mpopt/InitAllPasses.h"
#include "mpopt/Transforms/Precision/Passes.h"
#include "mpopt/Version.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Remarks.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/JSON.h"
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
/// Keeps each optimization remark the passes emit as a JSON object, for
/// callers who read remarks as data (python/mpopt).
class JsonRemarkStreamer final : public remark::detail::MLIRRemarkStreamerBase {
public:
  explicit JsonRemarkStreamer(llvm::json::Array &remarks) : remarks(remarks) {}

  void streamOptimizationRemark(const remark::detail::Remark &remark) override {
    llvm::json::Object args;
    for (const remark::detail::Remark::Arg &arg : remark.getArgs())
      if (arg.key != "Remark")
        args[arg.key] = arg.val;
    std::string location;
    llvm::raw_string_ostream os(location);
    os << remark.getLocation();
    // json::Value keeps a StringRef without copying: the remark's strings
    // do not outlive it.
    remarks.push_back(llvm::json::Object{
        {"kind", remark.getRemarkTypeString().str()},
        {"category", remark.getCombinedCategoryName().str()},
        {"name", remark.getRemarkName().str()},
        {"function", remark.getFunction().str()},
        {"location", location},
        {"message", remark.getMsg()},
        {"args", std::move(args)}});
  }

private:
  llvm::json::Array &remarks;
};

/// A context with every dialect mpopt's tools know, whose diagnostics are
/// printed into `diagnostics` with their source lines, as mpopt-opt prints
/// them, and whose remarks are kept in `remarks`.
struct TextSession {
  explicit TextSession(StringRef mlir) : context(makeRegistry()) {
    context.allowUnregisteredDialects(false);
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(mlir, "<input>"), llvm::SMLoc());
    remark::RemarkCategories all;
    all.all = all.passed = all.missed = all.analysis = all.failed = ".*";
    (void)remark::enableOptimizationRemarks(
        context, std::make_unique<JsonRemarkStreamer>(remarks),
        std::make_unique<remark::RemarkEmittingPolicyAll>(), all);
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

  /// Runs `run` with mpopt-assign-precision's report going to a temporary
  /// file, whose text it returns in `report` (empty when nothing wrote
  /// one).
  LogicalResult withReport(ModuleOp module, std::string &report,
                           llvm::function_ref<LogicalResult()> run) {
    SmallString<128> reportPath;
    std::error_code ec =
        llvm::sys::fs::createTemporaryFile("mpopt-report", "json", reportPath);
    if (ec)
      return emitError(module.getLoc())
             << "cannot create a temporary file: " << ec.message();
    llvm::FileRemover removeReport(reportPath);
    mpopt::setDefaultPrecisionReportPaths(reportPath, "");
    LogicalResult result = run();
    mpopt::setDefaultPrecisionReportPaths("", "");
    if (auto buffer = llvm::MemoryBuffer::getFile(reportPath))
      report = (*buffer)->getBuffer().str();
    return result;
  }

  /// The remarks as a JSON array's text (they move out).
  std::string printRemarks() {
    return llvm::formatv("{0}", llvm::json::Value(std::move(remarks))).str();
  }

  llvm::json::Array remarks;
  MLIRContext context;
  llvm::SourceMgr sourceMgr;
  std::string diagnostics;
  llvm::raw_string_ostream diagnosticStream{diagnostics};
  SourceMgrDiagnosticHandler handler{sourceMgr, &context, diagnosticStream};
};

/// Sets the optional output `*out` (null: not wanted) to a copy of `text`.
void setOutput(char **out, StringRef text) {
  if (out)
    *out = copyString(text);
}
} // namespace

int mpoptOptimizeWithRemarks(const char *mlir, const char *pipeline,
                             char **output, char **report, char **remarks,
                             char **diagnostics) {
  mpoptRegisterPasses();
  TextSession session(mlir ? mlir : "");
  std::string printed, reportText;
  bool ok = false;
  if (OwningOpRef<ModuleOp> module = session.parse()) {
    ok = succeeded(session.withReport(*module, reportText, [&] {
      return mpopt::runPipeline(*module, pipeline ? pipeline : "");
    }));
    if (ok) {
      llvm::raw_string_ostream os(printed);
      module->print(os);
    }
  }
  setOutput(output, printed);
  setOutput(report, reportText);
  setOutput(remarks, session.printRemarks());
  setOutput(diagnostics, session.diagnostics);
  return ok ? 0 : 1;
}

int mpoptOptimize(const char *mlir, const char *pipeline, char **output,
                  char **report, char **diagnostics) {
  return mpoptOptimizeWithRemarks(mlir, pipeline, output, report, nullptr,
                                  diagnostics);
}

/// Reads mpoptCompile's "key=value" lines into `compile`; an unknown key is
/// an error at `module`'s location.
static LogicalResult parseCompileOptions(ModuleOp module, const char *options,
                                         mpopt::CompileOptions &compile) {
  SmallVector<StringRef> lines;
  StringRef(options ? options : "").split(lines, '\n', -1, false);
  for (StringRef line : lines) {
    auto [key, value] = line.trim().split('=');
    std::string *field = llvm::StringSwitch<std::string *>(key)
                             .Case("chip", &compile.chip)
                             .Case("device", &compile.device)
                             .Case("entry", &compile.entry)
                             .Case("pipeline", &compile.pipeline)
                             .Case("parameters", &compile.parameters)
                             .Case("gpu-binary", &compile.gpuBinary)
                             .Case("gpu-convolutions", &compile.gpuConvolutions)
                             .Case("cpu", &compile.cpu)
                             .Default(nullptr);
    if (!field)
      return emitError(module.getLoc())
             << "mpoptCompile: unknown option '" << key
             << "'; expected chip, device, entry, pipeline, parameters, "
                "gpu-binary, gpu-convolutions or cpu";
    *field = value.str();
  }
  if (compile.outputPath.empty())
    return emitError(module.getLoc()) << "mpoptCompile: no output path";
  return success();
}

int mpoptCompileWithReports(const char *mlir, const char *target,
                            const char *options, const char *outputPath,
                            char **report, char **remarks,
                            char **diagnostics) {
  mpoptRegisterPasses();
  TextSession session(mlir ? mlir : "");
  std::string reportText;
  bool ok = false;
  if (OwningOpRef<ModuleOp> module = session.parse()) {
    mpopt::CompileOptions compile;
    compile.target = target ? target : "cpu";
    compile.outputPath = outputPath ? outputPath : "";
    ok = succeeded(parseCompileOptions(*module, options, compile)) &&
         succeeded(session.withReport(*module, reportText, [&] {
           return mpopt::compileModule(*module, compile);
         }));
  }
  setOutput(report, reportText);
  setOutput(remarks, session.printRemarks());
  setOutput(diagnostics, session.diagnostics);
  return ok ? 0 : 1;
}

int mpoptCompile(const char *mlir, const char *target, const char *options,
                 const char *outputPath, char **diagnostics) {
  return mpoptCompileWithReports(mlir, target, options, outputPath, nullptr,
                                 nullptr, diagnostics);
}

void mpoptFree(char *text) { std::free(text); }

const char *mpoptGetVersion(void) { return MPOPT_VERSION; }

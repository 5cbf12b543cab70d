//===- mpopt-fuzz.cpp - libFuzzer target: parse, verify, mpopt-pipeline ---===//
//
// Each input is MLIR text. It is parsed (every upstream dialect and mpopt's
// registered), verified, and run through `mpopt-pipeline` under each policy
// (exact, excess-precision, budget, and budget after mpopt-autocast, the
// casts of an AMP framework), in-process, on a fresh context. Errors
// (parse errors, verifier errors, a pass that fails with a diagnostic) are
// fine; what is not fine, and aborts:
//   - a crash or a sanitizer report anywhere in the pipeline;
//   - a pass that succeeds but leaves IR the verifier rejects (the pass
//     manager's own verifier is off; an instrumentation verifies after each
//     pass and names it).
//
// Built with clang and -fsanitize=fuzzer (MPOPT_FUZZ=ON) this is a libFuzzer
// target; built without (gcc, the default and sanitizer builds) it links
// StandaloneMain.cpp, which runs the target over files and folders, so that
// `make check` replays the seed corpus (docs/testing.md).
//
//===----------------------------------------------------------------------===//

#include "mpopt/InitAllDialects.h"
#include "mpopt/Pipelines/Passes.h"
#include "mpopt/Transforms/Casts/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

#include "FuzzStats.h"

using namespace mlir;

namespace {

const DialectRegistry &getRegistry() {
  static DialectRegistry *registry = [] {
    auto *r = new DialectRegistry();
    registerAllDialects(*r);
    registerAllExtensions(*r);
    mpopt::registerAllDialects(*r);
    return r;
  }();
  return *registry;
}

/// Verifies the IR after each pass that succeeded; aborts naming the pass
/// when the verifier rejects what it left.
struct VerifyAfterEachPass final : PassInstrumentation {
  explicit VerifyAfterEachPass(std::string *lastError, const char *config)
      : lastError(lastError), config(config) {}

  void runAfterPass(Pass *pass, Operation *op) override {
    // Nested pass managers run their passes on the same IR: verify each op
    // the pass ran on (a function or the module), as mlir-opt does.
    lastError->clear();
    if (succeeded(verify(op, /*verifyRecursively=*/true)))
      return;
    llvm::errs() << "mpopt-fuzz: " << pass->getArgument() << " (" << config
                 << ") succeeded but left IR that does not "
                 << "verify:\n"
                 << *lastError << "\n";
    std::abort();
  }

  std::string *lastError;
  const char *config;
};

struct Config {
  const char *name;
  mpopt::CastPolicy policy;
  /// mpopt-autocast first: the mixed-precision program an AMP framework
  /// hands over, casts to bf16 included.
  bool autocast;
};

constexpr Config kConfigs[] = {
    {"policy=exact", mpopt::CastPolicy::exact, false},
    {"policy=excess-precision", mpopt::CastPolicy::excessPrecision, false},
    {"policy=budget error-budget=1e-2", mpopt::CastPolicy::budget, false},
    {"mpopt-autocast, policy=budget error-budget=1e-2",
     mpopt::CastPolicy::budget, true},
};

/// Whether `text` holds a `dimensions =` or `permutation =` whose value is
/// neither a list of integers `[i, j, ...]` that fit in 64 bits nor an
/// `array<...>`: MLIR 22's
/// parser of linalg.broadcast, linalg.transpose and linalg.reduce stores
/// the null attribute a failed parse returns and crashes
/// (test/fuzz/crashes/upstream-linalg-*-parse.mlir; mlir-opt 22 crashes
/// too). Such inputs are left out, so that the fuzzer looks for mpopt's
/// bugs rather than finding this one again.
bool hitsUpstreamArrayParseCrash(llvm::StringRef text) {
  for (llvm::StringRef keyword : {"dimensions", "permutation"}) {
    size_t pos = 0;
    while ((pos = text.find(keyword, pos)) != llvm::StringRef::npos) {
      char before = pos ? text[pos - 1] : ' ';
      pos += keyword.size();
      // A name (%dimensions, @permutation, dimensions_x) is no keyword.
      if (llvm::isAlnum(before) || llvm::StringRef("%@#$_.").contains(before))
        continue;
      llvm::StringRef rest = text.drop_front(pos).ltrim();
      if (!rest.consume_front("="))
        continue;
      rest = rest.ltrim();
      if (rest.starts_with("array<"))
        continue;
      if (!rest.consume_front("["))
        return true;
      // Integers separated by commas, then `]`.
      rest = rest.ltrim();
      if (rest.consume_front("]"))
        continue;
      while (true) {
        rest.consume_front("-");
        size_t digits = rest.find_first_not_of("0123456789");
        // 18 digits always fit in an int64_t; more may not ("integer value
        // too large", then the same crash).
        if (digits == 0 || digits == llvm::StringRef::npos || digits > 18)
          return true;
        rest = rest.drop_front(digits).ltrim();
        if (rest.consume_front("]"))
          break;
        if (!rest.consume_front(","))
          return true;
        rest = rest.ltrim();
      }
    }
  }
  return false;
}

} // namespace

mpoptfuzz::Stats &mpoptfuzz::getStats() {
  static Stats stats;
  return stats;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mpoptfuzz::Stats &stats = mpoptfuzz::getStats();
  ++stats.inputs;
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  if (hitsUpstreamArrayParseCrash(text)) {
    ++stats.skipped;
    return -1; // libFuzzer: do not add it to the corpus.
  }

  MLIRContext context(getRegistry(), MLIRContext::Threading::DISABLED);
  // Diagnostics are the expected answer to bad input: keep the last one
  // for the message of an abort, print none.
  std::string lastError;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error) {
      lastError.clear();
      llvm::raw_string_ostream os(lastError);
      os << diag.getLocation() << ": " << diag;
    }
    return success();
  });

  // A copy, so that the lexer finds the terminating nul it expects, and
  // nuls past it: MLIR 22's lexer reads one character past the terminator
  // after a string literal left open at the end of the input (ASan's
  // allocator puts a copy's end before an unmapped page, so that read
  // faulted; mlir-opt reads past its buffer too, unnoticed).
  std::string padded = text.str() + std::string(8, '\0');
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(llvm::StringRef(padded.data(), size),
                                       "fuzz-input",
                                       /*RequiresNullTerminator=*/true),
      llvm::SMLoc());
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
  if (!module)
    return 0;
  ++stats.parsed;
  if (failed(verify(*module)))
    return 0;
  ++stats.verified;

  for (const Config &config : kConfigs) {
    OwningOpRef<ModuleOp> clone = module->clone();
    PassManager pm(&context, ModuleOp::getOperationName(),
                   OpPassManager::Nesting::Explicit);
    pm.enableVerifier(false);
    pm.addInstrumentation(
        std::make_unique<VerifyAfterEachPass>(&lastError, config.name));
    if (config.autocast)
      pm.addPass(mpopt::createMPOptAutocastPass());
    mpopt::MPOptPipelineOptions options;
    options.policy = config.policy;
    mpopt::buildMPOptPipeline(pm, options);
    if (succeeded(pm.run(*clone)))
      ++stats.pipelinesSucceeded;
    else
      ++stats.pipelinesFailed;
  }
  return 0;
}

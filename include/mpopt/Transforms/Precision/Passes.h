//===- Passes.h - precision choice ------------------------------*- C++ -*-===//

#ifndef MPOPT_TRANSFORMS_PRECISION_PASSES_H
#define MPOPT_TRANSFORMS_PRECISION_PASSES_H

#include "mpopt/Analysis/Target.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptDialect.h"
#include "mpopt/Support/CheckedOption.h"
#include "mpopt/Transforms/Casts/Passes.h"
#include "mpopt/Transforms/Utils/Entry.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

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
#include "mpopt/Transforms/Precision/Passes.h.inc"

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

#define GEN_PASS_REGISTRATION
#include "mpopt/Transforms/Precision/Passes.h.inc"

} // namespace mlir::mpopt

#endif // MPOPT_TRANSFORMS_PRECISION_PASSES_H

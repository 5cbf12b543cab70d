//===- PrecisionReport.h - what mpopt-assign-precision chose and why ------===//
//
// The assignment fills one FunctionReport per function; the pass writes
// them as JSON and as a Graphviz view colored by precision.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_LIB_TRANSFORMS_PRECISION_PRECISIONREPORT_H
#define MPOPT_LIB_TRANSFORMS_PRECISION_PRECISIONREPORT_H

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace mlir::mpopt {

struct OpReport {
  Operation *op;
  std::string storage;
  std::string compute;
  std::string sensitivity;
  /// Whether it runs as a kernel of its own after the assignment; not when
  /// it is a residual or bias addition the matmul before it does
  /// (cuBLASLt's epilogue). The function's `kernelsAfter` counts these and
  /// the standalone casts' kernels.
  bool kernel = true;
  double microsBefore = 0;
  double microsAfter = 0;
  /// The max-norm relative error the model predicts for the result, as a
  /// fraction of the result's own largest magnitude: not its share of the
  /// function's predicted error, which may be smaller (a normalization, a
  /// softmax or a sum with larger terms later shrinks it).
  double error = 0;
  /// The op's own roundings' contribution to the function's predicted
  /// error (ErrorAnalysis::getShare): the squares of every op's shares sum
  /// to the square of `errorAfter`.
  double share = 0;
  /// The error model's typical largest magnitude of the result (what its
  /// relative error is relative to); NaN where unknown.
  double magnitude = 0;
  std::string reason;
};

/// Conversions that run as kernels of their own after the assignment: a
/// cast, or the amax and scaling passes of an FP8 operand.
struct StandaloneKernels {
  std::string value;
  std::string type;
  double micros = 0;
  unsigned kernels = 1;
};

/// A weight's conversion that runs once, not on every call: a constant's
/// at compile time, a parameter's in `<entry>_prepare`.
struct PreparedConversion {
  std::string value;
  std::string type;
  /// "compile time" or "prepare".
  std::string when;
};

/// An FP8 scale the caller passes (fp8-scaling=static).
struct ScaleReport {
  unsigned argument;
  std::string scales;
};

/// A whole program the assignment considered (policy=budget).
struct CandidateReport {
  std::string name;
  std::string description;
  double micros = 0;
  double error = 0;
  bool fits = false;
  bool chosen = false;
};

struct FunctionReport {
  std::string name;
  std::string target;
  std::string policy;
  double errorBudget = 0;
  /// Values and arguments whose magnitudes a calibration file gave.
  unsigned calibrated = 0;
  /// The calibration's measured scale of the error model (1: none).
  double errorScale = 1;
  double errorBefore = 0;
  double errorAfter = 0;
  double microsBefore = 0;
  double microsAfter = 0;
  unsigned kernelsBefore = 0;
  unsigned kernelsAfter = 0;
  std::vector<OpReport> ops;
  std::vector<StandaloneKernels> casts;
  std::vector<PreparedConversion> prepared;
  std::vector<ScaleReport> scales;
  std::vector<CandidateReport> candidates;
  /// Why the chosen candidate won; empty without candidates.
  std::string choice;
  /// Returned values that update arguments (result, argument): their
  /// error counts against the change (ArgumentUpdate).
  std::vector<std::pair<unsigned, unsigned>> updates;
};

void writeJSONReport(llvm::raw_ostream &os, ArrayRef<FunctionReport> functions);

/// The report of `function` as analysis remarks of MLIR's remark framework
/// (category mpopt-assign-precision): one on the function with its totals,
/// one on each op with its choice; nothing without a remark engine.
void emitPrecisionRemarks(FunctionOpInterface function,
                          const FunctionReport &report);

/// One cluster per function; ops are nodes colored by the type of what
/// they write, edges are values labeled with their storage type.
void writeDotReport(llvm::raw_ostream &os, ArrayRef<FunctionReport> functions);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_TRANSFORMS_PRECISION_PRECISIONREPORT_H

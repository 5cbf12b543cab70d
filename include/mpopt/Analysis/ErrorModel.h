//===- ErrorModel.h - first-order rounding error of each op -----*- C++ -*-===//
//
// The error of a tensor is its max-norm relative error against the same
// program run in exact arithmetic: max|y - y_exact| / max|y_exact|. Each op
// passes its operands' errors on with a gain and adds the rounding of its
// own types, to first order:
//
//   err(result) = sum_i gain_i * err(operand_i) + local
//
// Gains need the magnitudes of values (exp turns an absolute error into a
// relative one); each value carries a typical largest magnitude, used for
// gains, and a bound, used for overflow (f16, FP8). docs/assign-precision.md
// ("The error model") states every rule and the assumptions behind it.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_ANALYSIS_ERRORMODEL_H
#define MPOPT_ANALYSIS_ERRORMODEL_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/DenseMap.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace mlir::mpopt {

/// Constants this large are attention masks (Magnitude::isMask): where
/// they are added, the exp that follows is 0, so magnitudes leave them out.
constexpr double kMaskMagnitude = 1e4;

/// Largest magnitudes of a value's elements. Default-constructed: unknown
/// (an argument without a range, and what is computed from it).
struct Magnitude {
  Magnitude() = default;
  Magnitude(double typical,
            double bound = std::numeric_limits<double>::infinity(),
            bool isMask = false,
            double rms = std::numeric_limits<double>::infinity())
      : typical(typical), bound(bound), isMask(isMask), rms(rms), known(true) {}

  /// What real data reaches (a sum of K products of unit values is about
  /// sqrt(K)); drives the gains.
  double typical = 1;
  /// What no element exceeds (infinite when unknown); decides overflow.
  double bound = std::numeric_limits<double>::infinity();
  /// Large only through a large constant (-1e9, the lowest float, -inf):
  /// an attention mask, whose large elements an exp sends to 0.
  bool isMask = false;
  /// Root mean square of the elements where known (constants, and what
  /// contractions and norms make of them); infinite when not. A sum of K
  /// products grows with the operands' rms, not with their largest
  /// elements: the gap between the two is what keeps products of
  /// products (attention logits) from being overestimated.
  double rms = std::numeric_limits<double>::infinity();
  /// False for an argument without a range and for what products, sums and
  /// contractions make of it. A gain that needs a magnitude (exp, softmax,
  /// sin, a sampled map) then takes 1: the value's relative error for an
  /// absolute one. Products and contractions start a unit of their own
  /// (typical 1) instead of compounding a guessed scale (sqrt(K) per
  /// matmul, squared in attention logits) over depth; sums keep their
  /// terms' units. Softmax and bounded maps make it known.
  bool known = false;

  /// 1 when no element is below zero, -1 when none is above, 0 when
  /// either may be (known or not: x * x is never negative whatever x is).
  /// A map of a value of known sign is sampled on that side of zero
  /// only: exp(-x * x / 2) in a GELU's backward is at most 1, not
  /// exp(typical(x)^2 / 2).
  int sign = 0;

  /// The rms where known, else the typical largest magnitude.
  double getRms() const { return std::min(rms, typical); }
};

/// How one result's error depends on the values the op reads.
struct ErrorTransfer {
  /// One gain per value of getErrorInputs(op) (0 for non-float values).
  SmallVector<double> gains;
  /// Rounding the op adds with its current types.
  double local = 0;
  Magnitude magnitude;
  /// The largest error the result can have relative to its magnitude,
  /// whatever its inputs' (a bounded result: probabilities are at most 1
  /// apart); the gains and the local rounding scale down to meet it.
  double cap = std::numeric_limits<double>::infinity();
};

/// Unit roundoff of a float type (2^-p for p significand bits): f32 2^-24,
/// tf32 and f16 2^-11, bf16 2^-8, f8E4M3FN 2^-4, f8E5M2 2^-3; 0 otherwise.
double getUnitRoundoff(Type type);

/// Error added by rounding a value of element type `from` to `to`: the
/// unit roundoff of `to` when it is narrower, else 0.
double getConversionError(Type from, Type to);

/// What the largest error of independent roundings of a contraction's
/// operand elements (each within +-u) becomes in its result: a sum of
/// `length` products averages them, so the result's relative error is
/// their rms, u / sqrt(3), not u; a short sum (fewer than 8 products)
/// keeps the largest.
double getContractionAveraging(double length);

/// The number of products each element of `op`'s result sums, `operand`
/// being one of its multiplied inputs (an `mpopt.matmul`'s lhs or rhs, a
/// linalg contraction's input; a dynamic length counts as `dynamicSize`, or
/// 1 without one); 0 when it is not.
double getContractionLength(Operation *op, OpOperand &operand,
                            int64_t dynamicSize = 0);

/// getContractionAveraging for the readers of `value`: where every reader,
/// through views, is an operand of a contraction (an `mpopt.matmul`'s lhs
/// or rhs, a linalg contraction's input), its smallest averaging; else 1.
/// A rounding of `value` of its own, each element's independent, counts
/// with this factor.
double getReadersAveraging(Value value, int64_t dynamicSize = 0);

/// Whether the roundings `op` adds (ErrorTransfer::local) are each
/// element's own, independent of the others': casts, elementwise maps and
/// matmuls (each element's sum rounds on its own); not the row statistics
/// of norms, softmax and reductions, which every element of a row shares.
bool hasElementwiseRoundings(Operation *op);

/// Ops that hand one tensor on unchanged in another shape or order
/// (reshapes, slices, transposes, broadcasts, copies): a storage type chosen
/// for their input holds for their result.
bool isView(Operation *op);

/// The value `value` holds the elements of unchanged: through widening
/// casts and views to where the data was last rounded.
Value getExactSource(Value value);

/// The narrowest type `value` holds exactly: that of getExactSource.
inline Type getExactType(Value value) {
  return getElementTypeOrSelf(getExactSource(value));
}

/// The magnitude of a constant attribute (FloatAttr, IntegerAttr, dense or
/// dense_resource floats; unknown for an elided blob).
Magnitude getConstantMagnitude(Attribute value);

/// The values whose errors reach `op`'s results: its operands, then the
/// values its regions use from above (the table a gather reads with
/// tensor.extract), in a fixed order.
SmallVector<Value> getErrorInputs(Operation *op);

/// The transfer of each result of `op`, given the magnitude of each value of
/// getErrorInputs(op). Ops the model does not know get gain 1 on every float
/// input, their result type's rounding and an unknown bound; results that
/// are not floats carry no error. Dynamic sizes (the lengths of sums, the
/// elements of a result) count as `dynamicSize` (Target::dynamicSize), or 1
/// without one.
SmallVector<ErrorTransfer> getErrorTransfers(Operation *op,
                                             ArrayRef<Magnitude> inputs,
                                             int64_t dynamicSize = 0);

/// A returned value that updates an argument, as an optimizer step does:
/// `p - lr * g`, `p * (1 - lr * wd) - step`. Its error counts against the
/// change it makes, not against the argument it is mostly made of (issue
/// "Training steps": a budget held on `p_new` alone let bf16 update terms
/// move the applied update by a quarter).
struct ArgumentUpdate {
  /// Which returned value, and which block argument it updates.
  unsigned result = 0, argument = 0;
  /// What is added to or subtracted from the argument (or from the
  /// argument scaled by a constant: weight decay).
  Value change;
};

/// The update `returned` makes to a block argument of its own type: an
/// elementwise addition or subtraction (one generic, identity maps) of a
/// term and that argument, read as it is, converted, or scaled by a
/// constant. The result index is left 0.
std::optional<ArgumentUpdate> getArgumentUpdate(Value returned);

/// The error and magnitude of every value of a block (a function body),
/// forward in program order, and the gain from each value's error to the
/// error of what the block returns. Roundings are independent sources:
/// their contributions to a result add in quadrature, each contribution
/// being the rounding times its gain: summed over the paths through one
/// reader, in quadrature over different readers (each transforms the
/// error on its own). A concat of disjoint slices of one tensor passes the
/// tensor's error once.
class ErrorAnalysis {
public:
  /// Analyzes the ops of `body` in order; `arguments` gives the magnitude of
  /// each block argument (their error is 0: they are the inputs).
  /// `measured` (a calibration run's) replaces the magnitude the model
  /// derives for a value, except for masks and what they were added to:
  /// there the measured largest element (kMaskMagnitude or more, where the
  /// model derives less) is the mask's, which the model leaves out.
  /// Dynamic sizes count as `dynamicSize` (getErrorTransfers).
  ErrorAnalysis(Block &body, ArrayRef<Magnitude> arguments,
                const DenseMap<Value, Magnitude> *measured = nullptr,
                int64_t dynamicSize = 0);

  /// The error of `value`, taking the errors of each op's operands as
  /// independent (an estimate for display; getOutputError is exact in the
  /// model).
  double getError(Value value) const { return errors.lookup(value); }
  Magnitude getMagnitude(Value value) const;
  /// d err(returned) / d err(value), summed over the returned values (in
  /// quadrature over the value's readers).
  double getGain(Value value) const { return gains.lookup(value); }
  /// What the roundings `op` adds contribute to getOutputError(): the root
  /// sum of squares over its results of each one's local rounding times
  /// the result's gain (the squares of every op's shares sum to the
  /// square of the output error).
  double getShare(Operation *op) const { return shares.lookup(op); }
  /// The error of the returned values (of their sum when there are
  /// several, which bounds each): the root sum of squares of every
  /// rounding times its gain. An update of an argument (getUpdates) counts
  /// relative to its change: its error relative to itself times its
  /// typical magnitude over its change's.
  double getOutputError() const { return std::sqrt(outputErrorSquared); }
  /// The returned values that update arguments: getArgumentUpdate's, whose
  /// change is typically at most a tenth of the result (a residual
  /// block's output is a sum like others).
  ArrayRef<ArgumentUpdate> getUpdates() const { return updates; }

private:
  DenseMap<Value, double> errors;
  DenseMap<Value, Magnitude> magnitudes;
  DenseMap<Value, double> gains;
  DenseMap<Operation *, double> shares;
  SmallVector<Value> outputs;
  SmallVector<ArgumentUpdate> updates;
  double outputErrorSquared = 0;
};

} // namespace mlir::mpopt

#endif // MPOPT_ANALYSIS_ERRORMODEL_H

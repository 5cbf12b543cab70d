//===- Entry.h - the function a module exports ------------------*- C++ -*-===//

#ifndef MPOPT_TRANSFORMS_UTILS_ENTRY_H
#define MPOPT_TRANSFORMS_UTILS_ENTRY_H

#include "mpopt/Support/CheckedOption.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/BitVector.h"

namespace mlir::mpopt {

/// An argument index or an inclusive range of them: "3", "0-147".
struct ArgumentRangeDomain {
  static constexpr bool kEmptyIsUnset = false;
  static std::optional<std::string> check(StringRef text) {
    if (parseArgumentRange(text))
      return std::nullopt;
    return "must be an argument index or a range of them (3, 0-147), got '" +
           text.str() + "'";
  }
  /// The first and last index of `text`, if it is an index or a range
  /// whose first index is not after its last.
  static std::optional<std::pair<unsigned, unsigned>>
  parseArgumentRange(StringRef text) {
    auto [first, last] = text.split('-');
    unsigned begin, end;
    if (first.getAsInteger(10, begin))
      return std::nullopt;
    if (last.empty() && !text.ends_with("-"))
      return std::make_pair(begin, begin);
    if (last.getAsInteger(10, end) || end < begin)
      return std::nullopt;
    return std::make_pair(begin, end);
  }
};
using ArgumentRange = CheckedString<ArgumentRangeDomain>;

/// On a function mpopt-hoist-parameters made: the entry whose parameters it
/// prepares (a flat symbol reference).
constexpr llvm::StringLiteral kPreparesAttrName = "mpopt.prepares";
/// On that function: the entry's original argument index of each of its
/// arguments (a dense i64 array).
constexpr llvm::StringLiteral kParameterIndicesAttrName =
    "mpopt.parameter_indices";
/// On the entry: the function that prepares its first arguments.
constexpr llvm::StringLiteral kPreparedByAttrName = "mpopt.prepared_by";
/// On the entry: the original argument index of each argument after the
/// prepared ones.
constexpr llvm::StringLiteral kInputIndicesAttrName = "mpopt.input_indices";

/// The function mpopt-compile exports from `module`: the one named `name`,
/// or without a name the only public function with a body, not counting
/// the functions that prepare an entry's parameters. Emits an error that
/// starts with `prefix` and names `option` (how to choose one) otherwise.
FailureOr<func::FuncOp> findEntryFunction(ModuleOp module, StringRef name,
                                          StringRef prefix, StringRef option);

/// The one return of `function` when a pass may change its result types:
/// it is not private, has a body of one block, and nothing in `module`
/// calls it (callers outside take what it returns, as mpopt-compile's
/// manifest says). Null otherwise.
func::ReturnOp getReturnOfUncalled(func::FuncOp function, ModuleOp module);

/// On an argument: a parameter, prepared once before the calls (a unit
/// attribute).
constexpr llvm::StringLiteral kParameterAttrName = "mpopt.parameter";

/// The parameters among `function`'s arguments: those `ranges` lists (the
/// `parameters` option of mpopt-hoist-parameters and
/// mpopt-assign-precision: indices and inclusive ranges) and those marked
/// `mpopt.parameter`. Fails with an error that starts with `prefix` on an
/// index past the arguments.
FailureOr<llvm::BitVector> getParameters(func::FuncOp function,
                                         ArrayRef<ArgumentRange> ranges,
                                         StringRef prefix);

} // namespace mlir::mpopt

#endif // MPOPT_TRANSFORMS_UTILS_ENTRY_H

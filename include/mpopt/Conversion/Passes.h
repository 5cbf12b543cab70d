//===- Passes.h - mpopt lowerings -------------------------------*- C++ -*-===//

#ifndef MPOPT_CONVERSION_PASSES_H
#define MPOPT_CONVERSION_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

#include "mpopt/Support/CheckedOption.h"

namespace mlir::mpopt {

/// mpopt-expand-casts' native types: the formats whose conversions a GPU
/// has as instructions.
struct NativeTypeDomain {
  static constexpr bool kEmptyIsUnset = false;
  static std::optional<std::string> check(StringRef name) {
    if (name == "bf16" || name == "f16" || name == "f8E4M3FN")
      return std::nullopt;
    return "must be bf16, f16 or f8E4M3FN, got '" + name.str() + "'";
  }
};
using NativeType = CheckedString<NativeTypeDomain>;

#define GEN_PASS_DECL
#include "mpopt/Conversion/Passes.h.inc"

/// The rewrites of `mpopt-expand-casts`; conversions between f32 and one of
/// `nativeTypes` that round to nearest without saturating stay (or become)
/// `arith.extf`/`truncf`.
void populateExpandCastsPatterns(RewritePatternSet &patterns,
                                 ArrayRef<std::string> nativeTypes = {});

#define GEN_PASS_REGISTRATION
#include "mpopt/Conversion/Passes.h.inc"

} // namespace mlir::mpopt

#endif // MPOPT_CONVERSION_PASSES_H

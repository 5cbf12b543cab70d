//===- ConstantScalars.h - scalars computed from constants --*- C++ -*-===//
//
// Exporters write a constant as the computation that makes it: torch-mlir
// rounds `head_dim ** -0.5` from an f64 constant with arith.truncf inside a
// body, TOSA reads an exponent from a splat tensor. Matchers that need the
// number (an attention's scale, a power's exponent) evaluate it here, as
// the program rounds it, instead of only accepting what MLIR's folders have
// already folded.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_TRANSFORMS_UTILS_CONSTANTSCALARS_H
#define MPOPT_TRANSFORMS_UTILS_CONSTANTSCALARS_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/APFloat.h"

#include <optional>

namespace mlir::mpopt {

/// What the pure scalar op `op` computes from the constant float operands
/// `operands`: its folder's result, or for a conversion the folders decline
/// (arith.truncf of a value its type cannot hold) the value rounded as the
/// op rounds. Nullopt for anything else.
std::optional<llvm::APFloat> foldFloatOp(Operation *op,
                                         ArrayRef<llvm::APFloat> operands);

/// The value of the float scalar `value` when it is a pure computation of
/// constants: arith.constant, an element of a splat constant or of a
/// linalg.fill of one read through a linalg.generic's block argument, and
/// pure scalar ops of those (foldFloatOp).
std::optional<llvm::APFloat> getConstantFloat(Value value);

} // namespace mlir::mpopt

#endif // MPOPT_TRANSFORMS_UTILS_CONSTANTSCALARS_H

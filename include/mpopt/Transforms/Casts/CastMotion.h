//===- CastMotion.h - which ops a cast can cross, and how -------*- C++ -*-===//
//
// The ops mpopt-propagate-casts moves casts across: what each requires of
// the cast for the move to be exact (docs/design.md section 3), and how to
// build the op again on converted data.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_TRANSFORMS_CASTS_CASTMOTION_H
#define MPOPT_TRANSFORMS_CASTS_CASTMOTION_H

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/IR/PatternMatch.h"
#include <optional>

namespace mlir::mpopt {

/// What an op requires of a cast that crosses it.
enum class CrossKind {
  /// Moves or copies elements (transpose, reshape, slices, concat, pad,
  /// broadcast, extract, select): any cast commutes.
  dataMovement,
  /// negf, absf: commute with roundings symmetric about zero.
  signSymmetric,
  /// maximumf, minimumf: commute with monotone casts that keep NaN apart
  /// from numbers.
  monotone,
};

/// An op a cast can cross: the operands that carry the converted data (the
/// result's element type is theirs) and what the cast must satisfy.
struct CrossableOp {
  SmallVector<unsigned> dataOperands;
  CrossKind kind;
  /// The scalar padding value of a tensor.pad, which must be converted too.
  Value padValue;
};

/// Describes `op` if a cast can cross it.
std::optional<CrossableOp> getCrossableOp(Operation *op);

/// Whether a cast from `src` to `dst` commutes exactly with ops of `kind`.
bool castCommutes(CrossKind kind, FloatType src, FloatType dst,
                  RoundingMode rounding, bool saturate);

/// Rebuilds `op` with its data operands replaced by `data` (same shapes,
/// element type `elementType`) and its padding value by `padValue`, keeping
/// everything else; returns the new result.
Value rebuildOnConverted(PatternRewriter &rewriter, Operation *op,
                         const CrossableOp &crossable, ArrayRef<Value> data,
                         Type elementType, Value padValue);

/// Bytes read and written by `op` on its data operands and result when
/// their elements take `elementBytes` each; std::nullopt for dynamic shapes.
std::optional<int64_t> getMovedBytes(Operation *op,
                                     const CrossableOp &crossable,
                                     int64_t elementBytes);

/// Elements of a value (1 for scalars); std::nullopt for dynamic shapes.
std::optional<int64_t> getNumElements(Value value);

/// Bytes of one element of a float type.
int64_t getElementBytes(Type type);

/// `type` (scalar, vector or tensor) with `elementType` as element type.
Type withElementType(Type type, Type elementType);

} // namespace mlir::mpopt

#endif // MPOPT_TRANSFORMS_CASTS_CASTMOTION_H

//===- ElementGraph.h - tensor elements through elementwise producers -*- C++
//-*-===//
//
// Exporters write one computation in many ways: torch-mlir emits one
// linalg.generic per scalar op, TOSA one per op with statistics reshaped,
// elementwise fusion puts a whole expression in one body. An `Element` is
// one scalar of such a computation as a function of a root op's loop
// indices, whichever op computes it, so a matcher can follow an expression
// from a result back to its inputs the same way in every form.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_TRANSFORMS_UTILS_ELEMENTGRAPH_H
#define MPOPT_TRANSFORMS_UTILS_ELEMENTGRAPH_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/SetVector.h"

#include <optional>

namespace mlir::mpopt {

/// A scalar of a computation as a function of the root's loop indices:
/// either the element `map(indices)` of a ranked tensor `value`, or a
/// scalar `value` computed in the body of a linalg.generic whose loops are
/// `map(indices)`, or a scalar from outside any body (the same for all
/// indices).
struct Element {
  Value value;
  AffineMap map;

  bool isTensor() const { return isa<RankedTensorType>(value.getType()); }
  bool operator==(const Element &other) const {
    return value == other.value && map == other.map;
  }
};

/// A reduction over loops into a tensor of statistics (a linalg.generic or
/// linalg.reduce): `combiner` (addf, maximumf, ...) of `term` and the
/// accumulator, starting from `init`.
struct RowReduction {
  Operation *op = nullptr;
  Value init;
  Operation *combiner = nullptr;
  /// The accumulated term, in the reduction's loops (aligned with the
  /// root's: same rank, the reduced loops where the root's are).
  Element term;
  /// The reduced loops, in increasing order.
  SmallVector<int64_t, 1> dims;
};

/// Follows elements through the ops that compute them. Ops it steps into
/// are recorded in the trail (those a matched pattern replaces), unless
/// the walk is only a comparison.
class ElementGraph {
public:
  /// The graph of the elements `root` (a linalg.generic) computes, over its
  /// loops.
  explicit ElementGraph(linalg::GenericOp root);

  /// The element `root` yields as result `index`.
  Element getYielded(unsigned index = 0) const;

  /// The op computing `element` after stepping through the elementwise
  /// generics, unit reshapes, transposes and broadcasts that produce it
  /// (each recorded in the trail): a scalar op in a body, an elementwise
  /// op on tensors (mpopt.cast, arith), or null for a tensor nothing
  /// elementwise produces (an argument, a reduction, a matmul). Updates
  /// `element` to where the op was found.
  Operation *getDefiningOp(Element &element);

  /// Like getDefiningOp, when the op is an `OpTy`.
  template <typename OpTy> OpTy getDefining(Element &element) {
    return dyn_cast_or_null<OpTy>(getDefiningOp(element));
  }

  /// Operand `index` of `op`, which getDefiningOp found for `element`.
  Element getOperand(const Element &element, Operation *op,
                     unsigned index) const;

  /// `element` as a tensor element where it is read from one (a block
  /// argument of an input becomes the input at the composed map); as it is
  /// otherwise.
  Element normalize(Element element) const;

  /// Whether `a` and `b` are the same value for every index: the same
  /// element once stepped through their producers, or the same pure op of
  /// the same operands. Records nothing.
  bool isSame(Element a, Element b) const;

  /// What `element` rounds to a narrower type (arith.truncf without
  /// flags, or mpopt.cast, to nearest even and not saturating), from
  /// `from` and to `to` where they are given; records the rounding.
  std::optional<Element> getRounded(Element element, Type from = Type(),
                                    Type to = Type());

  /// The constant `element` is (a scalar constant, a splat, a fill), as a
  /// double, after conversions of constants; nullopt otherwise.
  std::optional<double> getConstant(Element element) const;

  /// The reduction computing the statistic `element` reads: a
  /// linalg.generic or linalg.reduce reducing the loops `dims` (increasing)
  /// whose result is read at the root's indices of the loops it keeps.
  /// Records it.
  std::optional<RowReduction> getReduction(Element element,
                                           ArrayRef<int64_t> dims);

  /// getReduction of one loop: `dim` where set, otherwise any.
  std::optional<RowReduction> getRowReduction(Element element,
                                              std::optional<int64_t> dim);

  /// The tensor whose identity element `element` is, looking through
  /// value-preserving conversions (the ops' own conversion to the compute
  /// type does the same); null if none.
  Value getTensor(Element element) const;

  /// The rank-1 tensor `element` reads along the root's loop `dim` (a
  /// gamma or beta: along the last loop for a LayerNorm, the channel's for
  /// a BatchNorm), looking through value-preserving conversions, or a
  /// tensor of the same elements with unit dimensions around them (TOSA's
  /// [1, 1, C]); null if none.
  Value getParameter(Element element, int64_t dim) const;

  /// The ops stepped into so far; `truncate` drops those after a mark
  /// when a match backtracks.
  size_t mark() const { return trail.size(); }
  void truncate(size_t size) {
    while (trail.size() > size)
      trail.pop_back();
  }
  const llvm::SetVector<Operation *> &getTrail() const { return trail; }

  /// Whether every user of the trail's results is in the trail or the
  /// root: the ops replaced compute nothing anyone else reads.
  bool isTrailPrivate() const;

  /// Whether `map` reads a tensor of the root's shape at the root's
  /// indices.
  bool isIdentity(AffineMap map) const;

  linalg::GenericOp getRoot() const { return root; }
  int64_t getRank() const { return rank; }

private:
  /// One step through the op producing the tensor element, if it is
  /// elementwise data flow; nullopt otherwise.
  std::optional<Element> step(const Element &element) const;
  std::optional<RowReduction>
  matchReduction(Element element,
                 function_ref<bool(ArrayRef<int64_t>)> acceptsDims);
  std::optional<RowReduction>
  getNamedReduction(linalg::ReduceOp reduce, const Element &element,
                    function_ref<bool(ArrayRef<int64_t>)> acceptsDims);
  /// `element` stepped through every producer, normalized.
  Element resolve(Element element) const;
  bool isSameBounded(Element a, Element b, unsigned depth) const;
  /// `map` (of the root's loops) with the loops of extent 1 as 0: torch-mlir
  /// reads a unit batch dimension as a broadcast, (d0, d1) as (0, d1).
  AffineMap canonicalize(AffineMap map) const;

  // Op handles' accessors are not const.
  mutable linalg::GenericOp root;
  int64_t rank;
  SmallVector<AffineExpr> unitLoopsAsZero;
  llvm::SetVector<Operation *> trail;
};

/// A generic computing one result elementwise (all loops parallel, written
/// at its loop indices) on tensors.
bool isElementwise(linalg::GenericOp generic);

} // namespace mlir::mpopt

#endif // MPOPT_TRANSFORMS_UTILS_ELEMENTGRAPH_H

//===- ProgramValues.h - the values of a function body, numbered ---------===//
//
// mpopt-return-values returns them and a calibration file describes them
// by their position in this order, so both sides must number them alike.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_TRANSFORMS_PRECISION_PROGRAMVALUES_H
#define MPOPT_TRANSFORMS_PRECISION_PROGRAMVALUES_H

#include "mlir/IR/Block.h"

namespace mlir::mpopt {

/// The tensors the ops directly in `body` define (not inside regions), in
/// program order: ranked tensors of float, integer or index elements, other
/// than constants (they cannot diverge and their magnitude is known) and
/// tensor.empty (no defined contents).
SmallVector<Value> getProgramValues(Block &body);

} // namespace mlir::mpopt

#endif // MPOPT_TRANSFORMS_PRECISION_PROGRAMVALUES_H

//===- MPOptOps.h - mpopt operations ----------------------------*- C++ -*-===//

#ifndef MPOPT_DIALECT_MPOPT_IR_MPOPTOPS_H
#define MPOPT_DIALECT_MPOPT_IR_MPOPTOPS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptAttrs.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptDialect.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptInterfaces.h.inc"

#define GET_OP_CLASSES
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h.inc"

namespace mlir::mpopt {
/// The inside of mpopt.matmul's `scales(LHS, RHS)` (MatmulOp.cpp).
ParseResult
parseOperandScales(OpAsmParser &parser,
                   std::optional<OpAsmParser::UnresolvedOperand> &lhs,
                   std::optional<OpAsmParser::UnresolvedOperand> &rhs,
                   Type &lhsType, Type &rhsType);
void printOperandScales(OpAsmPrinter &printer, MatmulOp op, Value lhs,
                        Value rhs, Type lhsType, Type rhsType);

/// Whether `op` is one of mpopt's norms or its softmax (MPOpt_NormOp): one
/// kernel reading its input once, computing in its compute type.
inline bool isNormOrSoftmax(Operation *op) {
  return isa<LayerNormOp, BatchNormOp, GroupNormOp, RMSNormOp, SoftmaxOp>(op);
}
} // namespace mlir::mpopt

#endif // MPOPT_DIALECT_MPOPT_IR_MPOPTOPS_H

//===- MPOptOps.h - mpopt operations ----------------------------*- C++ -*-===//

#ifndef MPOPT_DIALECT_MPOPT_IR_MPOPTOPS_H
#define MPOPT_DIALECT_MPOPT_IR_MPOPTOPS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptAttrs.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptDialect.h"

#define GET_OP_CLASSES
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h.inc"

#endif // MPOPT_DIALECT_MPOPT_IR_MPOPTOPS_H

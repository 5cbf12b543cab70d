//===- MPOptDialect.h - mpopt dialect ---------------------------*- C++ -*-===//

#ifndef MPOPT_DIALECT_MPOPT_IR_MPOPTDIALECT_H
#define MPOPT_DIALECT_MPOPT_IR_MPOPTDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dialect.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOpsDialect.h.inc"

#endif // MPOPT_DIALECT_MPOPT_IR_MPOPTDIALECT_H

//===- MPOptAttrs.h - mpopt attributes --------------------------*- C++ -*-===//

#ifndef MPOPT_DIALECT_MPOPT_IR_MPOPTATTRS_H
#define MPOPT_DIALECT_MPOPT_IR_MPOPTATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "mpopt/Dialect/MPOpt/IR/MPOptAttrs.h.inc"

#endif // MPOPT_DIALECT_MPOPT_IR_MPOPTATTRS_H

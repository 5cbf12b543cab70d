//===- MPOptDialect.cpp - mpopt dialect -----------------------------------===//

#include "mpopt/Dialect/MPOpt/IR/MPOptDialect.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptAttrs.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::mpopt;

#include "mpopt/Dialect/MPOpt/IR/MPOptOpsDialect.cpp.inc"

#include "mpopt/Dialect/MPOpt/IR/MPOptEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "mpopt/Dialect/MPOpt/IR/MPOptAttrs.cpp.inc"

void MPOptDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "mpopt/Dialect/MPOpt/IR/MPOptAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.cpp.inc"
      >();
}

Operation *MPOptDialect::materializeConstant(OpBuilder &builder,
                                             Attribute value, Type type,
                                             Location loc) {
  return arith::ConstantOp::materialize(builder, value, type, loc);
}

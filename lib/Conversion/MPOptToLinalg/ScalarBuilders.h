//===- ScalarBuilders.h - scalars in the bodies mpopt's lowerings build ---===//

#ifndef MPOPT_LIB_CONVERSION_MPOPTTOLINALG_SCALARBUILDERS_H
#define MPOPT_LIB_CONVERSION_MPOPTTOLINALG_SCALARBUILDERS_H

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::mpopt {

inline Value floatConstant(OpBuilder &builder, Location loc, Type type,
                           double value) {
  return arith::ConstantOp::create(builder, loc,
                                   builder.getFloatAttr(type, value));
}

/// A scalar conversion with `mpopt.cast` semantics, or `value` itself.
inline Value convertScalar(OpBuilder &builder, Location loc, Value value,
                           Type type, bool saturate = false) {
  if (value.getType() == type && !saturate)
    return value;
  return CastOp::create(builder, loc, type, value, RoundingModeAttr(),
                        saturate);
}

} // namespace mlir::mpopt

#endif // MPOPT_LIB_CONVERSION_MPOPTTOLINALG_SCALARBUILDERS_H

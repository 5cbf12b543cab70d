//===- InitAllDialects.h - register mpopt's dialects ------------*- C++ -*-===//

#ifndef MPOPT_INITALLDIALECTS_H
#define MPOPT_INITALLDIALECTS_H

#include "mlir/IR/DialectRegistry.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptDialect.h"

namespace mlir::mpopt {

inline void registerAllDialects(DialectRegistry &registry) {
  registry.insert<MPOptDialect>();
}

} // namespace mlir::mpopt

#endif // MPOPT_INITALLDIALECTS_H

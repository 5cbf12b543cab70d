//===- Passes.h - mpopt ops raised from frontends' forms --------*- C++ -*-===//

#ifndef MPOPT_TRANSFORMS_RAISE_PASSES_H
#define MPOPT_TRANSFORMS_RAISE_PASSES_H

#include "mpopt/Dialect/MPOpt/IR/MPOptDialect.h"
#include "mpopt/Transforms/Utils/Entry.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace mlir::mpopt {

#define GEN_PASS_DECL
#include "mpopt/Transforms/Raise/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "mpopt/Transforms/Raise/Passes.h.inc"

} // namespace mlir::mpopt

#endif // MPOPT_TRANSFORMS_RAISE_PASSES_H

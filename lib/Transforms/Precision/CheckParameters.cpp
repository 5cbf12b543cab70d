//===- CheckParameters.cpp - parameters= checked once ---------------------===//

#include "mpopt/Transforms/Precision/Passes.h"
#include "mpopt/Transforms/Utils/Entry.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTCHECKPARAMETERSPASS
#include "mpopt/Transforms/Precision/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

struct MPOptCheckParametersPass final
    : mpopt::impl::MPOptCheckParametersPassBase<MPOptCheckParametersPass> {
  using Base::Base;

  void runOnOperation() override {
    std::string prefix = origin + ": ";
    for (auto function : getOperation().getOps<func::FuncOp>())
      if (!function.isExternal() &&
          failed(getParameters(function, parameters, prefix)))
        return signalPassFailure();
    markAllAnalysesPreserved();
  }
};

} // namespace

//===- NarrowResults.cpp - return results in their computed type ----------===//

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Transforms/Precision/Passes.h"
#include "mpopt/Transforms/Utils/Entry.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTNARROWRESULTSPASS
#include "mpopt/Transforms/Precision/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// The narrower value `result` only widens, or null.
Value getWidened(Value result) {
  auto widening = result.getDefiningOp<CastOp>();
  if (!widening || !widening.isValuePreserving() ||
      getElementTypeOrSelf(widening.getInput()).getIntOrFloatBitWidth() >=
          getElementTypeOrSelf(result).getIntOrFloatBitWidth())
    return {};
  return widening.getInput();
}

struct MPOptNarrowResultsPass final
    : mpopt::impl::MPOptNarrowResultsPassBase<MPOptNarrowResultsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto function : module.getOps<func::FuncOp>()) {
      func::ReturnOp ret = getReturnOfUncalled(function, module);
      if (!ret)
        continue;
      for (OpOperand &operand : ret->getOpOperands()) {
        Value wide = operand.get();
        Value narrow = getWidened(wide);
        if (!narrow)
          continue;
        operand.set(narrow);
        if (wide.use_empty())
          wide.getDefiningOp()->erase();
      }
      function.setType(FunctionType::get(&getContext(),
                                         function.getArgumentTypes(),
                                         ret.getOperandTypes()));
    }
  }
};

} // namespace

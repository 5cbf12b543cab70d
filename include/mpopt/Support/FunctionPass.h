//===- FunctionPass.h - passes on any FunctionOpInterface op ----*- C++ -*-===//
//
// mpopt's function-level passes work on any op of FunctionOpInterface
// (func.func, gpu.func, ml_program.func, a host compiler's own function op).
// They are declared in TableGen without an anchor (`Pass<"mpopt-fold-casts">`)
// and their implementation derives from `FunctionPass`:
//
//   struct MPOptFoldCastsPass final
//       : FunctionPass<MPOptFoldCastsPass, impl::MPOptFoldCastsPassBase> {
//     using FunctionPass::FunctionPass;
//     void runOnFunction(FunctionOpInterface function);
//   };
//
// Pipelines nest them with `OpPassManager::nestAny()`, so that they run on
// each function, functions in parallel. An InterfacePass cannot be named on
// the command line of mlir-opt or mpopt-opt (their implicit nesting knows op
// names only, and the pass would be scheduled on the module and refused), so
// these passes also take an op that holds functions, a symbol table such as
// the module the command line runs them on, and run on each function
// directly in it, as implicit nesting on func.func did.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_SUPPORT_FUNCTIONPASS_H
#define MPOPT_SUPPORT_FUNCTIONPASS_H

#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"

namespace mlir::mpopt {

template <typename Derived, template <typename> class GeneratedBase>
class FunctionPass : public GeneratedBase<Derived> {
public:
  using GeneratedPass = GeneratedBase<Derived>;
  using GeneratedPass::GeneratedPass;

protected:
  bool canScheduleOn(RegisteredOperationName name) const final {
    return name.hasInterface<FunctionOpInterface>() ||
           name.hasTrait<OpTrait::SymbolTable>();
  }

  void runOnOperation() final {
    Operation *op = this->getOperation();
    auto *self = static_cast<Derived *>(this);
    if (auto function = dyn_cast<FunctionOpInterface>(op))
      return self->runOnFunction(function);
    for (Region &region : op->getRegions())
      for (auto function : region.getOps<FunctionOpInterface>())
        self->runOnFunction(function);
  }
};

} // namespace mlir::mpopt

#endif // MPOPT_SUPPORT_FUNCTIONPASS_H

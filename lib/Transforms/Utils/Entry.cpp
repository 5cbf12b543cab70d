//===- Entry.cpp - the function a module exports --------------------------===//

#include "mpopt/Transforms/Utils/Entry.h"

using namespace mlir;
using namespace mlir::mpopt;

FailureOr<func::FuncOp> mpopt::findEntryFunction(ModuleOp module,
                                                 StringRef name,
                                                 StringRef prefix,
                                                 StringRef option) {
  if (!name.empty()) {
    auto function = module.lookupSymbol<func::FuncOp>(name);
    if (!function || function.isExternal())
      return mlir::emitError(module.getLoc())
             << prefix << "no function @" << name << " to export";
    return function;
  }
  func::FuncOp found;
  for (auto function : module.getOps<func::FuncOp>()) {
    if (function.isPrivate() || function.isExternal() ||
        function->hasAttr(kPreparesAttrName))
      continue;
    if (found)
      return mlir::emitError(module.getLoc())
             << prefix << "several public functions (@" << found.getSymName()
             << ", @" << function.getSymName() << "); choose one with "
             << option;
    found = function;
  }
  if (!found)
    return mlir::emitError(module.getLoc())
           << prefix << "no public function to export";
  return found;
}

FailureOr<llvm::BitVector> mpopt::getParameters(func::FuncOp function,
                                                ArrayRef<ArgumentRange> ranges,
                                                StringRef prefix) {
  unsigned count = function.getNumArguments();
  llvm::BitVector isParameter(count);
  for (const ArgumentRange &range : ranges) {
    auto [first, last] = *ArgumentRangeDomain::parseArgumentRange(range);
    if (last >= count)
      return mlir::emitError(function.getLoc())
             << prefix << "parameters=" << range << " names argument " << last
             << ", but @" << function.getSymName() << " takes " << count;
    isParameter.set(first, last + 1);
  }
  for (unsigned i = 0; i < count; ++i)
    if (function.getArgAttr(i, kParameterAttrName))
      isParameter.set(i);
  return isParameter;
}

func::ReturnOp mpopt::getReturnOfUncalled(func::FuncOp function,
                                          ModuleOp module) {
  if (function.isPrivate() || function.isExternal() ||
      !function.getFunctionBody().hasOneBlock() ||
      !SymbolTable::symbolKnownUseEmpty(function, module))
    return {};
  return cast<func::ReturnOp>(
      function.getFunctionBody().front().getTerminator());
}

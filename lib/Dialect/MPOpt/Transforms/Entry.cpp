//===- Entry.cpp - the function a module exports --------------------------===//

#include "mpopt/Dialect/MPOpt/Transforms/Entry.h"

using namespace mlir;
using namespace mlir::mpopt;

FailureOr<func::FuncOp> mpopt::findEntryFunction(ModuleOp module,
                                                 StringRef name,
                                                 StringRef prefix,
                                                 StringRef option) {
  if (!name.empty()) {
    auto function = module.lookupSymbol<func::FuncOp>(name);
    if (!function || function.isExternal())
      return module.emitError()
             << prefix << "no function @" << name << " to export";
    return function;
  }
  func::FuncOp found;
  for (auto function : module.getOps<func::FuncOp>()) {
    if (function.isPrivate() || function.isExternal() ||
        function->hasAttr(kPreparesAttrName))
      continue;
    if (found)
      return module.emitError()
             << prefix << "several public functions (@" << found.getSymName()
             << ", @" << function.getSymName() << "); choose one with "
             << option;
    found = function;
  }
  if (!found)
    return module.emitError() << prefix << "no public function to export";
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
      return function.emitError()
             << prefix << "parameters=" << range << " names argument " << last
             << ", but @" << function.getSymName() << " takes " << count;
    isParameter.set(first, last + 1);
  }
  for (unsigned i = 0; i < count; ++i)
    if (function.getArgAttr(i, kParameterAttrName))
      isParameter.set(i);
  return isParameter;
}

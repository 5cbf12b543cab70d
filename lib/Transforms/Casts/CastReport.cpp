//===- CastReport.cpp - count the float conversions of each function ------===//

#include "CastMatchers.h"

#include "mpopt/Transforms/Casts/Passes.h"
#include "mpopt/Transforms/Utils/TensorPrograms.h"

#include "mlir/IR/Remarks.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTCASTREPORTPASS
#include "mpopt/Transforms/Casts/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// Elements one conversion reads; dynamic dimensions count as 1. Fits in
/// 64 bits (checkTensorProgram).
uint64_t getNumConvertedElements(Operation *op) {
  auto shaped = dyn_cast<ShapedType>(op->getResult(0).getType());
  if (!shaped)
    return 1;
  uint64_t count = 1;
  for (int64_t size : shaped.getShape())
    count *= ShapedType::isDynamic(size) ? 1 : size;
  return count;
}

struct MPOptCastReportPass final
    : mpopt::impl::MPOptCastReportPassBase<MPOptCastReportPass> {
  using Base::Base;

  void runOnOperation() override {
    WalkResult walked = getOperation()->walk([&](FunctionOpInterface function) {
      if (failed(checkTensorProgram(function, "mpopt-cast-report")))
        return WalkResult::interrupt();
      unsigned casts = 0;
      // Several casts of up to 2^63 - 1 elements each may add up to more
      // than 64 bits hold: the sum saturates, and the line says so.
      uint64_t elements = 0;
      bool saturated = false;
      // Ordered by first appearance so the line reads like the program.
      llvm::MapVector<std::pair<Type, Type>, unsigned> byTypes;
      walkStandaloneConversions(function, [&](Operation *op) {
        ++casts;
        bool overflowed = false;
        elements = llvm::SaturatingAdd(elements, getNumConvertedElements(op),
                                       &overflowed);
        saturated |= overflowed;
        ++byTypes[{getElementTypeOrSelf(op->getOperand(0)),
                   getElementTypeOrSelf(op->getResult(0))}];
      });
      std::string conversions;
      llvm::raw_string_ostream conversionsStream(conversions);
      llvm::ListSeparator separator(", ");
      for (auto &[types, count] : byTypes)
        conversionsStream << separator << count << " x " << types.first << "->"
                          << types.second;
      llvm::errs() << label << ": @" << function.getName() << ": " << casts
                   << " casts, " << (saturated ? "more than " : "") << elements
                   << " elements converted"
                   << (byTypes.empty() ? "" : " (" + conversions + ")") << "\n";
      // The same line for an embedder, through MLIR's remark framework,
      // whose engine may keep the names past the pass: the label interned.
      remark::analysis(
          function.getLoc(),
          remark::RemarkOpts::name("Casts")
              .category("mpopt-cast-report")
              .subCategory(StringAttr::get(&getContext(), label).getValue())
              .function(function.getName()))
          << remark::metric("Casts", casts)
          << remark::metric("ElementsConverted", elements)
          << remark::metric("Conversions", conversions);
      return WalkResult::advance();
    });
    if (walked.wasInterrupted())
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};

} // namespace

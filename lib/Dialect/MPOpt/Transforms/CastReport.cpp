//===- CastReport.cpp - count the float conversions of each function ------===//

#include "CastMatchers.h"

#include "mpopt/Dialect/MPOpt/Transforms/Passes.h"

#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTCASTREPORTPASS
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// Elements one conversion reads; dynamic dimensions count as 1.
int64_t getNumConvertedElements(Operation *op) {
  auto shaped = dyn_cast<ShapedType>(op->getResult(0).getType());
  if (!shaped)
    return 1;
  int64_t count = 1;
  for (int64_t size : shaped.getShape())
    count *= ShapedType::isDynamic(size) ? 1 : size;
  return count;
}

struct MPOptCastReportPass final
    : mpopt::impl::MPOptCastReportPassBase<MPOptCastReportPass> {
  using Base::Base;

  void runOnOperation() override {
    getOperation()->walk([&](FunctionOpInterface function) {
      unsigned casts = 0;
      int64_t elements = 0;
      walkStandaloneConversions(function, [&](Operation *op) {
        ++casts;
        elements += getNumConvertedElements(op);
      });
      llvm::errs() << label << ": @" << function.getName() << ": " << casts
                   << " casts, " << elements << " elements converted\n";
    });
    markAllAnalysesPreserved();
  }
};

} // namespace

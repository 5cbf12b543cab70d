//===- WidenFloats.cpp - every float type and constant to f64 -------------===//

#include "mpopt/Dialect/MPOpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTWIDENFLOATSPASS
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

APFloat widenToF64(APFloat value) {
  bool losesInfo = false;
  value.convert(APFloat::IEEEdouble(), llvm::RoundingMode::NearestTiesToEven, &losesInfo);
  return value;
}

struct MPOptWidenFloatsPass final
    : mpopt::impl::MPOptWidenFloatsPassBase<MPOptWidenFloatsPass> {
  void runOnOperation() override {
    auto f64 = Float64Type::get(&getContext());
    AttrTypeReplacer replacer;
    replacer.addReplacement([&](FloatType type) -> Type { return f64; });
    // Constants carry their values with their type: convert both, and do
    // not descend into the type again.
    replacer.addReplacement([&](FloatAttr attr)
                                -> std::pair<Attribute, WalkResult> {
      return {FloatAttr::get(f64, widenToF64(attr.getValue())),
              WalkResult::skip()};
    });
    replacer.addReplacement([&](DenseFPElementsAttr attr)
                                -> std::pair<Attribute, WalkResult> {
      Attribute widened = attr.mapValues(f64, [](const APFloat &value) {
        return widenToF64(value).bitcastToAPInt();
      });
      return {widened, WalkResult::skip()};
    });
    replacer.recursivelyReplaceElementsIn(getOperation(),
                                          /*replaceAttrs=*/true,
                                          /*replaceLocs=*/false,
                                          /*replaceTypes=*/true);
    // arith.extf/truncf may not convert f64 to f64: they go.
    getOperation()->walk([](Operation *op) {
      if (isa<arith::ExtFOp, arith::TruncFOp>(op) &&
          op->getOperand(0).getType() == op->getResult(0).getType()) {
        op->getResult(0).replaceAllUsesWith(op->getOperand(0));
        op->erase();
      }
    });
  }
};

} // namespace

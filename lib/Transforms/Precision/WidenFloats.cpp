//===- WidenFloats.cpp - every float type and constant to f64 -------------===//

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Transforms/Precision/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTWIDENFLOATSPASS
#include "mpopt/Transforms/Precision/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

APFloat widenToF64(APFloat value) {
  bool losesInfo = false;
  value.convert(APFloat::IEEEdouble(), llvm::RoundingMode::NearestTiesToEven,
                &losesInfo);
  return value;
}

struct MPOptWidenFloatsPass final
    : mpopt::impl::MPOptWidenFloatsPassBase<MPOptWidenFloatsPass> {
  void runOnOperation() override {
    // Ops that have no f64 form fail before anything changes: mpopt.matmul
    // multiplies and accumulates in f32 at most; a bitcast reinterprets a
    // float's bits, which widening changes.
    WalkResult unwidenable = getOperation()->walk([](Operation *op) {
      if (isa<MatmulOp>(op)) {
        op->emitError("mpopt-widen-floats: mpopt.matmul has no f64 form; "
                      "lower it first (mpopt-lower-to-linalg)");
        return WalkResult::interrupt();
      }
      if (isa<arith::BitcastOp>(op) &&
          (isa<FloatType>(getElementTypeOrSelf(op->getOperand(0))) ||
           isa<FloatType>(getElementTypeOrSelf(op->getResult(0))))) {
        op->emitError("mpopt-widen-floats: arith.bitcast of a float has no "
                      "f64 form: widening changes the bits it reinterprets");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (unwidenable.wasInterrupted())
      return signalPassFailure();
    auto f64 = Float64Type::get(&getContext());
    AttrTypeReplacer replacer;
    replacer.addReplacement([&](FloatType type) -> Type { return f64; });
    // Constants carry their values with their type: convert both, and do
    // not descend into the type again.
    replacer.addReplacement(
        [&](FloatAttr attr) -> std::pair<Attribute, WalkResult> {
          return {FloatAttr::get(f64, widenToF64(attr.getValue())),
                  WalkResult::skip()};
        });
    // Dense and dense_resource (exported weights) tensors widen element by
    // element into dense f64; a blob that is elided or missing cannot.
    Attribute unreadable;
    auto widenElements =
        [&](Attribute attr,
            ShapedType type) -> std::pair<Attribute, WalkResult> {
      SmallVector<APFloat> widened;
      if (failed(forEachFloatElement(attr, [&](const APFloat &value) {
            widened.push_back(widenToF64(value));
          }))) {
        unreadable = attr;
        return {attr, WalkResult::skip()};
      }
      return {DenseElementsAttr::get(type.clone(f64), widened),
              WalkResult::skip()};
    };
    replacer.addReplacement([&](DenseFPElementsAttr attr) {
      return widenElements(attr, attr.getType());
    });
    replacer.addReplacement([&](DenseResourceElementsAttr attr)
                                -> std::pair<Attribute, WalkResult> {
      if (!isa<FloatType>(attr.getType().getElementType()))
        return {attr, WalkResult::advance()};
      return widenElements(attr, attr.getType());
    });
    replacer.recursivelyReplaceElementsIn(getOperation(),
                                          /*replaceAttrs=*/true,
                                          /*replaceLocs=*/false,
                                          /*replaceTypes=*/true);
    if (unreadable) {
      mlir::emitError(getOperation().getLoc(),
                      "mpopt-widen-floats: cannot widen ")
          << unreadable << ": its blob is elided or missing";
      return signalPassFailure();
    }
    // A norm's variance in f64 is its compute type's now.
    getOperation()->walk([](LayerNormOp op) { op.removeVarianceTypeAttr(); });
    getOperation()->walk([](BatchNormOp op) { op.removeVarianceTypeAttr(); });
    getOperation()->walk([](GroupNormOp op) { op.removeVarianceTypeAttr(); });
    // Every conversion now converts f64 to f64, the identity, which
    // arith.extf/truncf may not and mpopt.cast may not with a rounding mode
    // or saturation: they go.
    getOperation()->walk([](Operation *op) {
      if (isa<arith::ExtFOp, arith::TruncFOp, CastOp>(op) &&
          op->getOperand(0).getType() == op->getResult(0).getType()) {
        op->getResult(0).replaceAllUsesWith(op->getOperand(0));
        op->erase();
      }
    });
  }
};

} // namespace

//===- DropMarks.cpp - the lowering's marks removed -----------------------===//
//
// mpopt-lower-to-linalg marks contractions, convolutions and attention
// compositions for mpopt's own GPU build. Another compiler has no use for
// them, and the per-attention ids keep identical kernels apart.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Conversion/MPOptToLinalg/Passes.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTDROPMARKSPASS
#include "mpopt/Conversion/MPOptToLinalg/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {
struct MPOptDropMarksPass final
    : mpopt::impl::MPOptDropMarksPassBase<MPOptDropMarksPass> {
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      for (StringRef mark :
           {kContractionAttrName, kConvolutionAttrName, kAttentionAttrName,
            kAttentionOperandsAttrName, kAttentionStepAttrName})
        op->removeDiscardableAttr(mark);
    });
  }
};
} // namespace

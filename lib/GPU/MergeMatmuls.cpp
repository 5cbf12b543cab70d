//===- MergeMatmuls.cpp - projections of one input as one GEMM ------------===//
//
// LLaMA's q, k and v projections (and its gate and up projections) read the
// same normalized activations with weights of their own: three GEMMs of
// N = 768 where one of N = 2304 keeps the tensor cores busier and reads the
// activations once. GPT-2 exports them merged already (its Conv1D c_attn).
//
//===----------------------------------------------------------------------===//

#include "Contractions.h"

#include "PassDetail.h"
#include "mpopt/Conversion/MPOptToLinalg/Passes.h"
#include "mpopt/Support/FunctionPass.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/MapVector.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUMERGEMATMULSPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

Attribute getFillValue(Contraction contraction) {
  Attribute value;
  matchPattern(contraction.fill.getInputs().front(), m_Constant(&value));
  return value;
}

/// Whether `b` computes what `a` does, from the same lhs, with a weight of
/// the same shape but along the merged dimension.
bool canMerge(Contraction a, Contraction b) {
  auto shapeBut = [](Value value, int64_t dim) {
    SmallVector<int64_t> shape(
        cast<RankedTensorType>(value.getType()).getShape());
    shape.erase(shape.begin() + dim);
    return shape;
  };
  Value aRhs = a.op.getDpsInputs()[1], bRhs = b.op.getDpsInputs()[1];
  int64_t resultDim =
      cast<RankedTensorType>(a.op->getResult(0).getType()).getRank() - 1;
  return a.rhsDim == b.rhsDim &&
         a.op.getIndexingMapsArray() == b.op.getIndexingMapsArray() &&
         a.op.getIteratorTypesArray() == b.op.getIteratorTypesArray() &&
         a.op->getDiscardableAttrDictionary() ==
             b.op->getDiscardableAttrDictionary() &&
         getElementTypeOrSelf(aRhs) == getElementTypeOrSelf(bRhs) &&
         shapeBut(aRhs, a.rhsDim) == shapeBut(bRhs, b.rhsDim) &&
         shapeBut(a.op->getResult(0), resultDim) ==
             shapeBut(b.op->getResult(0), resultDim) &&
         getElementTypeOrSelf(a.op->getResult(0)) ==
             getElementTypeOrSelf(b.op->getResult(0)) &&
         getFillValue(a) == getFillValue(b) &&
         OperationEquivalence::isRegionEquivalentTo(
             &a.op.getRegion(), &b.op.getRegion(),
             OperationEquivalence::IgnoreLocations);
}

bool isSameEpilogue(linalg::GenericOp a, linalg::GenericOp b) {
  return a && b &&
         getElementTypeOrSelf(a->getResult(0)) ==
             getElementTypeOrSelf(b->getResult(0)) &&
         a->getDiscardableAttrDictionary() ==
             b->getDiscardableAttrDictionary() &&
         OperationEquivalence::isRegionEquivalentTo(
             &a.getRegion(), &b.getRegion(),
             OperationEquivalence::IgnoreLocations);
}

/// Whether `a` and `b` end alike: neither rounded by an epilogue of its
/// own, or both by the same one. Merged with a result read otherwise, a
/// rounding would read the wider merged result back in a kernel of its own
/// instead of being cuBLASLt's epilogue (LLaMA's q and k rounded to f16
/// beside a v the budget keeps in f32: 24 conversion kernels).
bool endAlike(Contraction a, Contraction b) {
  linalg::GenericOp aEpilogue = getEpilogue(a.op->getResult(0));
  linalg::GenericOp bEpilogue = getEpilogue(b.op->getResult(0));
  return (!aEpilogue && !bEpilogue) || isSameEpilogue(aEpilogue, bEpilogue);
}

/// One GEMM for `group` (2 or more), at the first one: the weights
/// concatenated along the result's last dimension (work on parameters
/// alone, which mpopt-hoist-parameters then does once), and each result
/// a slice of the merged one; with the epilogues merged too where each
/// result is read only by the same elementwise generic.
void merge(MutableArrayRef<Contraction> group) {
  Contraction first = group.front();
  OpBuilder builder(first.op);
  Location loc = first.op.getLoc();
  SmallVector<Value> weights;
  SmallVector<int64_t> widths;
  for (Contraction &member : group) {
    weights.push_back(member.op.getDpsInputs()[1]);
    widths.push_back(
        cast<RankedTensorType>(member.op->getResult(0).getType()).getShape().back());
  }
  Value weight =
      tensor::ConcatOp::create(builder, loc, first.rhsDim, weights);
  auto resultType = cast<RankedTensorType>(first.op->getResult(0).getType());
  SmallVector<int64_t> shape(resultType.getShape());
  int64_t total = 0;
  for (int64_t width : widths)
    total += width;
  shape.back() = total;
  Value empty = tensor::EmptyOp::create(builder, loc, shape,
                                        resultType.getElementType());
  Value filled = linalg::FillOp::create(builder, loc,
                                        first.fill.getInputs().front(), empty)
                     .getResult(0);
  linalg::GenericOp merged = cloneWith(
      builder, first.op, {first.op.getDpsInputs()[0], weight}, filled);
  Value result = merged->getResult(0);

  SmallVector<linalg::GenericOp> epilogues;
  for (Contraction &member : group)
    epilogues.push_back(getEpilogue(member.op->getResult(0)));
  // The members end alike (endAlike): rounded by the same epilogue, or not.
  bool mergeEpilogues = epilogues.front() != nullptr;
  if (mergeEpilogues) {
    auto type = cast<RankedTensorType>(epilogues.front()->getResult(0).getType());
    Value init =
        tensor::EmptyOp::create(builder, loc, shape, type.getElementType());
    result = cloneWith(builder, epilogues.front(), {result}, init)->getResult(0);
  }

  int64_t rank = shape.size();
  SmallVector<OpFoldResult> offsets(rank, builder.getIndexAttr(0)),
      strides(rank, builder.getIndexAttr(1)), sizes;
  for (int64_t size : shape)
    sizes.push_back(builder.getIndexAttr(size));
  // Every slice first: the builder inserts before the first GEMM, which
  // goes with the others after.
  SmallVector<Value> slices;
  int64_t offset = 0;
  for (int64_t width : widths) {
    offsets.back() = builder.getIndexAttr(offset);
    sizes.back() = builder.getIndexAttr(width);
    offset += width;
    slices.push_back(tensor::ExtractSliceOp::create(builder, loc, result,
                                                    offsets, sizes, strides));
  }
  for (auto [member, slice, epilogue] : llvm::zip(group, slices, epilogues)) {
    if (mergeEpilogues) {
      epilogue->getResult(0).replaceAllUsesWith(slice);
      epilogue->erase();
    } else {
      member.op->getResult(0).replaceAllUsesWith(slice);
    }
    eraseContraction(member);
  }
}

struct MPOptGPUMergeMatmulsPass final
    : FunctionPass<MPOptGPUMergeMatmulsPass,
                   mpopt::impl::MPOptGPUMergeMatmulsPassBase> {
  using FunctionPass::FunctionPass;

  void runOnFunction(FunctionOpInterface function) {
    DominanceInfo dominance(function);
    // By input, in program order: the first is where the merged GEMM goes,
    // so the others' weights must be there already.
    llvm::MapVector<Value, SmallVector<SmallVector<Contraction>>> byInput;
    function.walk([&](linalg::GenericOp op) {
      std::optional<Contraction> contraction = getContraction(op);
      if (!contraction)
        return;
      auto &groups = byInput[op.getDpsInputs()[0]];
      for (SmallVector<Contraction> &group : groups) {
        Contraction first = group.front();
        if (first.op->getBlock() == op->getBlock() &&
            canMerge(first, *contraction) && endAlike(first, *contraction) &&
            dominance.properlyDominates(op.getDpsInputs()[1], first.op)) {
          group.push_back(*contraction);
          return;
        }
      }
      groups.push_back({*contraction});
    });
    for (auto &[input, groups] : byInput)
      for (SmallVector<Contraction> &group : groups)
        if (group.size() > 1)
          merge(group);
  }
};

} // namespace

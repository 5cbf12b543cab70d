//===- FP8Layouts.cpp - FP8 GEMM operands contiguous along K --------------===//
//
// Hopper multiplies FP8 only with both operands contiguous along K
// (cuBLASLt's "TN"): the lhs as [M, K], the rhs as [N, K]. A [K, N] weight
// (a program's own matmul, not a transposed nn.Linear) needed a transposing
// copy on every call (57 us for each of the 4096 x 11008 FFN's two weights
// on the H100). Chosen here on tensors, before mpopt-hoist-parameters, the
// transpose of a weight is work on parameters alone, done once by the
// prepare function; an operand quantized in the entry is quantized in the
// transposed layout directly.
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

#include "mpopt/Conversion/MPOptToLinalg/Passes.h"
#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUFP8LAYOUTSPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// The 2-D elementwise generic that computes `value` for its one reader,
/// from tensors it reads in the same layout: it can write the transpose
/// instead.
linalg::GenericOp getRelayoutableProducer(Value value) {
  auto producer = value.getDefiningOp<linalg::GenericOp>();
  if (!producer || !value.hasOneUse() || producer.getNumResults() != 1 ||
      producer.getNumLoops() != 2 || producer.getNumReductionLoops() != 0 ||
      producer.payloadUsesValueFromOperand(producer.getDpsInitOperand(0)) ||
      !producer.getDpsInits()[0].getDefiningOp<tensor::EmptyOp>())
    return {};
  for (OpOperand &operand : producer->getOpOperands())
    if (isa<RankedTensorType>(operand.get().getType()) &&
        !producer.getMatchingIndexingMap(&operand).isIdentity())
      return {};
  return producer;
}

/// `value` ([R, C]) as [C, R]: its producer writes it so where it can
/// (getRelayoutableProducer, or mpopt.cast of the whole tensor: FP8
/// quantization converting each element read across), else a copy does.
Value transpose(PatternRewriter &rewriter, Location loc, Value value) {
  linalg::GenericOp producer = getRelayoutableProducer(value);
  auto conversion =
      value.hasOneUse() ? value.getDefiningOp<CastOp>() : CastOp();
  OpBuilder::InsertionGuard guard(rewriter);
  if (producer)
    rewriter.setInsertionPoint(producer);
  else if (conversion)
    rewriter.setInsertionPoint(conversion);
  auto type = cast<RankedTensorType>(value.getType());
  Value init = tensor::EmptyOp::create(rewriter, loc,
                                       {type.getDimSize(1), type.getDimSize(0)},
                                       type.getElementType());
  AffineMap across = AffineMap::getPermutationMap(ArrayRef<unsigned>{1, 0},
                                                  rewriter.getContext());
  AffineMap identity = rewriter.getMultiDimIdentityMap(2);
  SmallVector<utils::IteratorType> parallel(2, utils::IteratorType::parallel);
  if (producer) {
    // The loops run over the transposed output and read the inputs across.
    SmallVector<AffineMap> maps;
    for (OpOperand &operand : producer->getOpOperands())
      maps.push_back(!isa<RankedTensorType>(operand.get().getType())
                         ? producer.getMatchingIndexingMap(&operand)
                     : producer.isDpsInit(&operand) ? identity
                                                    : across);
    auto relaid = linalg::GenericOp::create(
        rewriter, producer.getLoc(), init.getType(), producer.getDpsInputs(),
        init, maps, parallel);
    rewriter.cloneRegionBefore(producer.getRegion(), relaid.getRegion(),
                               relaid.getRegion().begin());
    relaid->setDiscardableAttrs(producer->getDiscardableAttrDictionary());
    return relaid.getResult(0);
  }
  Value source = conversion ? conversion.getInput() : value;
  return linalg::GenericOp::create(
             rewriter, loc, init.getType(), source, init,
             ArrayRef<AffineMap>{across, identity}, parallel,
             [&](OpBuilder &builder, Location bodyLoc, ValueRange args) {
               Value element = args[0];
               if (conversion) {
                 IRMapping mapping;
                 mapping.map(conversion.getInput(), element);
                 Operation *scalar = builder.clone(*conversion, mapping);
                 scalar->getResult(0).setType(type.getElementType());
                 element = scalar->getResult(0);
               }
               linalg::YieldOp::create(builder, bodyLoc, element);
             })
      .getResult(0);
}

struct ContiguousAlongK final : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    auto info = op->getAttrOfType<DictionaryAttr>(kContractionAttrName);
    if (!info || !op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
        op.getNumLoops() != 3)
      return rewriter.notifyMatchFailure(op, "not a marked 2-D contraction");
    auto multiply = dyn_cast_or_null<TypeAttr>(info.get("multiply"));
    if (!multiply || !isFP8(multiply.getValue()) ||
        !llvm::all_of(op.getDpsInputs(), [](Value input) {
          return isFP8(getElementTypeOrSelf(input));
        }))
      return rewriter.notifyMatchFailure(op, "not FP8 operands");
    // cuBLASLt takes FP8 operands of static shapes only (LibraryMatmuls.cpp):
    // a dynamic one leaves the contraction a kernel, in any layout.
    if (!llvm::all_of(op->getOperandTypes(), [](Type type) {
          return cast<ShapedType>(type).hasStaticShape();
        }))
      return rewriter.notifyMatchFailure(op, "a dynamic operand");
    // (m, n, k): the lhs wants (m, k), the rhs (n, k).
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    NamedAttrList flags(info);
    bool changed = false;
    static constexpr StringLiteral kFlags[] = {"transpose_lhs",
                                               "transpose_rhs"};
    for (auto [index, flag] : llvm::enumerate(kFlags)) {
      AffineMap map = maps[index];
      if (map.getNumResults() != 2 || !map.isProjectedPermutation())
        return rewriter.notifyMatchFailure(op, "an operand is not a matrix");
      if (map.getDimPosition(1) == 2)
        continue;
      OpOperand &operand = op->getOpOperand(index);
      Value original = operand.get();
      Value transposed = transpose(rewriter, op.getLoc(), original);
      rewriter.modifyOpInPlace(op, [&] { operand.set(transposed); });
      if (Operation *producer = original.getDefiningOp();
          producer && isOpTriviallyDead(producer))
        rewriter.eraseOp(producer);
      maps[index] = AffineMap::get(map.getNumDims(), 0,
                                   {map.getResult(1), map.getResult(0)},
                                   rewriter.getContext());
      flags.set(flag, rewriter.getBoolAttr(index == 1));
      changed = true;
    }
    if (!changed)
      return rewriter.notifyMatchFailure(op, "already contiguous along K");
    rewriter.modifyOpInPlace(op, [&] {
      op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
      op->setAttr(kContractionAttrName, flags.getDictionary(getContext()));
    });
    return success();
  }
};

struct MPOptGPUFP8LayoutsPass final
    : mpopt::impl::MPOptGPUFP8LayoutsPassBase<MPOptGPUFP8LayoutsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ContiguousAlongK>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

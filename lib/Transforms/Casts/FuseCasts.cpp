//===- FuseCasts.cpp - casts into the matmuls around them -----------------===//

#include "mpopt/Analysis/CostModel.h"
#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Support/FunctionPass.h"
#include "mpopt/Transforms/Casts/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTFUSECASTSPASS
#include "mpopt/Transforms/Casts/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// Whether the norm or softmax `op`, which still writes its compute type,
/// can round its result as `cast` does (FuseNormCasts then takes it in).
template <typename NormOp> bool canNormRound(Operation *op, CastOp cast) {
  auto norm = dyn_cast<NormOp>(op);
  return norm && norm.getType().getElementType() == norm.getComputeType() &&
         !cast.getSaturate() &&
         cast.getEffectiveRounding() == RoundingMode::nearest_even;
}

/// Whether `cast` can become part of the op producing its input, of which it
/// is the only use: a generic that only maps (parallel loops, its result
/// elements not read by its body), or a norm or softmax.
bool canRoundInProducer(CastOp cast) {
  Operation *producer = cast.getInput().getDefiningOp();
  if (!producer || !producer->hasOneUse() || producer->getNumResults() != 1)
    return false;
  if (canNormRound<LayerNormOp>(producer, cast) ||
      canNormRound<BatchNormOp>(producer, cast) ||
      canNormRound<GroupNormOp>(producer, cast) ||
      canNormRound<RMSNormOp>(producer, cast) ||
      canNormRound<SoftmaxOp>(producer, cast))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(producer);
  if (!generic || !generic.hasPureTensorSemantics() ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return false;
  return generic.getMatchingBlockArgument(generic.getDpsInitOperand(0))
      .use_empty();
}

/// The input of the cast producing an operand an op converts to `target`
/// (a matmul's multiply type, a norm's compute type), when the op can read
/// that input instead: converting it to `target` gives what converting the
/// cast's result does.
Value getFusableOperandSource(Value operand, Type target) {
  // A widening cast with other readers may still be read narrow here: the
  // other readers can take it in as well, and this one reads fewer bytes.
  auto cast = operand.getDefiningOp<CastOp>();
  if (!cast || (!cast->hasOneUse() && !cast.isValuePreserving()))
    return {};
  // A value-preserving cast changes nothing the conversion would see; a
  // round-to-nearest cast to the multiply type is that conversion.
  bool preserves = cast.isValuePreserving();
  bool isTheConversion =
      cast.getResultElementType() == target && !cast.getSaturate() &&
      cast.getEffectiveRounding() == RoundingMode::nearest_even;
  // A rounding its producer can do is better done there: the tensor is
  // then written narrow and read narrow.
  if (!preserves && canRoundInProducer(cast))
    return {};
  return preserves || isTheConversion ? cast.getInput() : Value();
}

/// The operand rebuilt on the cast's input, for an operand that reshapes
/// a cast getFusableOperandSource accepts (torch-mlir collapses a [B, S, H]
/// activation to [B * S, H] before each projection): the reshape commutes
/// with the elementwise cast. Null otherwise.
Value getFusableReshapedSource(PatternRewriter &rewriter, Value operand,
                               Type target) {
  Operation *reshape = operand.getDefiningOp();
  if (!isa_and_nonnull<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(reshape))
    return {};
  Value source = getFusableOperandSource(reshape->getOperand(0), target);
  if (!source)
    return {};
  auto type = cast<RankedTensorType>(operand.getType())
                  .clone(getElementTypeOrSelf(source));
  rewriter.setInsertionPoint(reshape);
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(reshape))
    return tensor::CollapseShapeOp::create(rewriter, collapse.getLoc(), type,
                                           source,
                                           collapse.getReassociationIndices());
  auto expand = cast<tensor::ExpandShapeOp>(reshape);
  return tensor::ExpandShapeOp::create(rewriter, expand.getLoc(), type, source,
                                       expand.getReassociationIndices(),
                                       expand.getMixedOutputShape());
}

/// The operand casts of a matmul or convolution become its operands'
/// storage types.
struct FuseOperandCasts final
    : OpInterfaceRewritePattern<ContractionOpInterface> {
  FuseOperandCasts(MLIRContext *context, unsigned &fused)
      : OpInterfaceRewritePattern<ContractionOpInterface>(context),
        fused(fused) {}

  LogicalResult matchAndRewrite(ContractionOpInterface op,
                                PatternRewriter &rewriter) const override {
    // FP8 operands are multiplied as stored: there is no conversion.
    Type multiply = op.getMultiplyType();
    if (isFP8(multiply))
      return rewriter.notifyMatchFailure(op, "FP8 operands are read as stored");
    Value lhs = getFusableOperandSource(op.getLhs(), multiply);
    if (!lhs)
      lhs = getFusableReshapedSource(rewriter, op.getLhs(), multiply);
    Value rhs = getFusableOperandSource(op.getRhs(), multiply);
    if (!rhs)
      rhs = getFusableReshapedSource(rewriter, op.getRhs(), multiply);
    if (!lhs && !rhs)
      return rewriter.notifyMatchFailure(op, "no operand cast to fuse");
    // Multiplying in the accumulator type what is now read narrow (bf16
    // widened to f32 for an f32 matmul) is multiplying in the narrow type
    // when its products are exact in the accumulator: say so, for the GEMM
    // that runs and the cost model.
    Type accumulator = op.getAccumulatorType();
    if (multiply == accumulator)
      multiply = getExactMultiplyType(
          getElementTypeOrSelf(lhs ? lhs : op.getLhs()),
          getElementTypeOrSelf(rhs ? rhs : op.getRhs()), accumulator);
    rewriter.modifyOpInPlace(op, [&] {
      if (lhs)
        op.getLhsMutable().set(lhs);
      if (rhs)
        op.getRhsMutable().set(rhs);
      op.setMultiplyTypeAttr(TypeAttr::get(multiply));
    });
    fused += (lhs ? 1 : 0) + (rhs ? 1 : 0);
    return success();
  }

  unsigned &fused;
};

/// A transposed matmul operand is read through the matmul's transpose flag,
/// so that the transpose is no copy of its own, and a weight stored
/// [N, K] (a tied LM head) stays contiguous along K, as the GPU's GEMMs read
/// it fastest (an [K, N] copy of GPT-2's 50257 rows has unaligned rows).
/// The products and their order are the same.
struct FoldOperandTransposes final : OpRewritePattern<MatmulOp> {
  FoldOperandTransposes(MLIRContext *context, unsigned &folded)
      : OpRewritePattern<MatmulOp>(context), folded(folded) {}

  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    Value lhs = getSwappedTransposeSource(op.getLhs());
    Value rhs = getSwappedTransposeSource(op.getRhs());
    if (!lhs && !rhs)
      return rewriter.notifyMatchFailure(op, "no operand is transposed");
    rewriter.modifyOpInPlace(op, [&] {
      if (lhs) {
        op.getLhsMutable().set(lhs);
        op.setTransposeLhs(!op.getTransposeLhs());
      }
      if (rhs) {
        op.getRhsMutable().set(rhs);
        op.setTransposeRhs(!op.getTransposeRhs());
      }
    });
    folded += (lhs ? 1 : 0) + (rhs ? 1 : 0);
    return success();
  }

  unsigned &folded;
};

/// The casts an attention's operands come from, when the attention reads
/// their inputs the same: q, k and v through a cast getFusableOperandSource
/// accepts (with scaling<operands>, only one preserving every value: q and
/// k are scaled in their scaling type, the one the op names or the wider of
/// their type and the multiply type; where the widening decided it, the op
/// names it after the fusion), the mask through a value-preserving one
/// (it is converted to the logits' type).
struct FuseAttentionCasts final : OpRewritePattern<AttentionOp> {
  FuseAttentionCasts(MLIRContext *context, unsigned &fused)
      : OpRewritePattern<AttentionOp>(context), fused(fused) {}

  LogicalResult matchAndRewrite(AttentionOp op,
                                PatternRewriter &rewriter) const override {
    Type multiply = op.getMultiplyType();
    bool scalesOperands =
        op.getEffectiveScaling() == AttentionScaling::operands;
    // q and k are scaled in their scaling type: fusing a widening that
    // decided it names it (scaling_type), so that it stays the same.
    Type pinnedScaling;
    auto source = [&](Value operand, bool scaled) -> Value {
      if (!scaled)
        return getFusableOperandSource(operand, multiply);
      auto cast = operand.getDefiningOp<CastOp>();
      if (!cast || !cast.isValuePreserving())
        return {};
      Type scaling = op.getOperandScalingType(operand);
      if (!op.getScalingType() &&
          AttentionOp::getOperandScalingType(
              getElementTypeOrSelf(cast.getInput()), multiply) != scaling)
        pinnedScaling = scaling;
      return cast.getInput();
    };
    Value q = source(op.getQ(), scalesOperands);
    Value k = source(op.getK(), scalesOperands);
    // One scaling type names both: it must be what each has now.
    if (pinnedScaling &&
        (op.getOperandScalingType(op.getQ()) != pinnedScaling ||
         op.getOperandScalingType(op.getK()) != pinnedScaling)) {
      q = k = Value();
      pinnedScaling = Type();
    }
    Value v = source(op.getV(), /*scaled=*/false);
    Value mask;
    if (auto cast = op.getMask() ? op.getMask().getDefiningOp<CastOp>()
                                 : CastOp())
      if (cast.isValuePreserving())
        mask = cast.getInput();
    if (!q && !k && !v && !mask)
      return rewriter.notifyMatchFailure(op, "no operand cast to fuse");
    rewriter.modifyOpInPlace(op, [&] {
      if (q)
        op.getQMutable().assign(q);
      if (k)
        op.getKMutable().assign(k);
      if (v)
        op.getVMutable().assign(v);
      if (mask)
        op.getMaskMutable().assign(mask);
      if (pinnedScaling)
        op.setScalingTypeAttr(TypeAttr::get(pinnedScaling));
    });
    fused += (q ? 1 : 0) + (k ? 1 : 0) + (v ? 1 : 0) + (mask ? 1 : 0);
    return success();
  }

  unsigned &fused;
};

/// A matmul converts its bias to the accumulator type: a bias widened to
/// that type exactly is read as it is stored (the bf16 bias of PyTorch's
/// autocast `addmm`, which a GPU GEMM then adds in its epilogue).
struct FuseBiasCast final : OpRewritePattern<MatmulOp> {
  FuseBiasCast(MLIRContext *context, unsigned &fused)
      : OpRewritePattern<MatmulOp>(context), fused(fused) {}

  LogicalResult matchAndRewrite(MatmulOp matmul,
                                PatternRewriter &rewriter) const override {
    auto widening =
        matmul.getBias() ? matmul.getBias().getDefiningOp<CastOp>() : CastOp();
    if (!widening || !widening.isValuePreserving() ||
        getElementTypeOrSelf(widening.getType()) != matmul.getAccumulatorType())
      return rewriter.notifyMatchFailure(
          matmul, "no bias widened exactly to the accumulator type");
    rewriter.modifyOpInPlace(
        matmul, [&] { matmul.getBiasMutable().assign(widening.getInput()); });
    ++fused;
    return success();
  }

  unsigned &fused;
};

/// cast(matmul) -> matmul with the cast's type as its result type, when the
/// matmul has not rounded its result yet and the cast rounds to nearest;
/// so for a convolution and an attention, whose results do not saturate.
struct FuseResultCast final : OpRewritePattern<CastOp> {
  FuseResultCast(MLIRContext *context, unsigned &fused)
      : OpRewritePattern<CastOp>(context), fused(fused) {}

  LogicalResult matchAndRewrite(CastOp cast,
                                PatternRewriter &rewriter) const override {
    // A convolution's or an attention's unrounded result (an attention's
    // f32 result is step 6's sum) rounds once to a narrower result type.
    Operation *producer = cast.getInput().getDefiningOp();
    if (isa_and_nonnull<ConvOp, AttentionOp>(producer)) {
      Type element = getElementTypeOrSelf(producer->getResult(0));
      bool unrounded =
          isa<AttentionOp>(producer)
              ? element.isF32()
              : element == llvm::cast<ConvOp>(producer).getAccumulatorType();
      if (!unrounded || !producer->getResult(0).hasOneUse() ||
          cast.getSaturate() ||
          cast.getEffectiveRounding() != RoundingMode::nearest_even)
        return rewriter.notifyMatchFailure(
            cast, "not the only use of a convolution or attention rounding "
                  "as it can");
      rewriter.modifyOpInPlace(
          producer, [&] { producer->getResult(0).setType(cast.getType()); });
      rewriter.replaceOp(cast, producer->getResult(0));
      ++fused;
      return success();
    }
    auto matmul = cast.getInput().getDefiningOp<MatmulOp>();
    if (!matmul || !matmul.getResult().hasOneUse())
      return rewriter.notifyMatchFailure(cast, "not the only use of a matmul");
    if (matmul.getResult().getType().getElementType() !=
            matmul.getAccumulatorType() ||
        matmul.getScaleResult())
      return rewriter.notifyMatchFailure(
          cast, "the matmul already rounds its result");
    if (cast.getEffectiveRounding() != RoundingMode::nearest_even)
      return rewriter.notifyMatchFailure(
          cast, "the matmul's result conversion rounds to nearest only");
    auto fusedOp =
        MatmulOp::create(rewriter, matmul.getLoc(), cast.getType(),
                         matmul.getAmax() ? matmul.getAmax().getType() : Type(),
                         matmul.getLhs(), matmul.getRhs(), matmul.getBias(),
                         matmul.getScaleLhs(), matmul.getScaleRhs(), Value(),
                         matmul.getMultiplyType(), matmul.getAccumulatorType(),
                         matmul.getTransposeLhs(), matmul.getTransposeRhs(),
                         matmul.getActivationAttr(), cast.getSaturate());
    rewriter.replaceOp(cast, fusedOp.getResult());
    if (matmul.getAmax())
      rewriter.replaceAllUsesWith(matmul.getAmax(), fusedOp.getAmax());
    rewriter.eraseOp(matmul);
    ++fused;
    return success();
  }

  unsigned &fused;
};

/// The casts around a norm or softmax become its storage types: an input
/// cast when it is the conversion to the compute type (or preserves every
/// value), a result cast (rounding to nearest) when the op has not rounded
/// its result yet.
template <typename NormOp>
struct FuseNormCasts final : OpRewritePattern<NormOp> {
  FuseNormCasts(MLIRContext *context, unsigned &fused)
      : OpRewritePattern<NormOp>(context), fused(fused) {}

  LogicalResult matchAndRewrite(NormOp op,
                                PatternRewriter &rewriter) const override {
    Type compute = op.getComputeType();
    if (Value source = getFusableOperandSource(op.getInput(), compute)) {
      rewriter.modifyOpInPlace(op,
                               [&] { op.getInputMutable().assign(source); });
      ++fused;
      return success();
    }
    Value result = op.getResult();
    auto cast = dyn_cast_or_null<CastOp>(
        result.hasOneUse() ? *result.getUsers().begin() : nullptr);
    if (!cast || op.getType().getElementType() != compute ||
        cast.getSaturate() ||
        cast.getEffectiveRounding() != RoundingMode::nearest_even)
      return rewriter.notifyMatchFailure(op, "no cast to take in");
    rewriter.modifyOpInPlace(op, [&] { result.setType(cast.getType()); });
    rewriter.replaceOp(cast, result);
    ++fused;
    return success();
  }

  unsigned &fused;
};

/// generic(cast(x)) -> generic(x) converting each element in its body: the
/// cast is elementwise, so converting an element where the body reads it
/// gives the same value. A rounding cast must have no other users (they
/// would read it too); a widening one may.
struct FuseCastIntoConsumer final : OpRewritePattern<linalg::GenericOp> {
  FuseCastIntoConsumer(MLIRContext *context, unsigned &fused)
      : OpRewritePattern<linalg::GenericOp>(context), fused(fused) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    for (OpOperand *input : op.getDpsInputOperands()) {
      auto cast = input->get().getDefiningOp<CastOp>();
      if (!cast || !isa<RankedTensorType>(cast.getType()) ||
          (!cast->hasOneUse() && !cast.isValuePreserving()))
        continue;
      BlockArgument argument = op.getMatchingBlockArgument(input);
      rewriter.modifyOpInPlace(op, [&] {
        input->set(cast.getInput());
        argument.setType(cast.getSourceElementType());
      });
      rewriter.setInsertionPointToStart(op.getBody());
      auto converted =
          CastOp::create(rewriter, cast.getLoc(), cast.getResultElementType(),
                         argument, cast.getRoundingAttr(), cast.getSaturate());
      rewriter.replaceAllUsesExcept(argument, converted, converted);
      if (cast->use_empty())
        rewriter.eraseOp(cast);
      ++fused;
      return success();
    }
    return rewriter.notifyMatchFailure(op, "no input cast to take in");
  }

  unsigned &fused;
};

/// cast(generic) -> generic yielding converted elements, for a generic that
/// only maps (parallel loops, its result elements not read by its body).
struct FuseCastIntoProducer final : OpRewritePattern<CastOp> {
  FuseCastIntoProducer(MLIRContext *context, unsigned &fused)
      : OpRewritePattern<CastOp>(context), fused(fused) {}

  LogicalResult matchAndRewrite(CastOp cast,
                                PatternRewriter &rewriter) const override {
    auto generic = cast.getInput().getDefiningOp<linalg::GenericOp>();
    if (!generic || !canRoundInProducer(cast))
      return rewriter.notifyMatchFailure(
          cast, "not the only use of a generic that only maps");
    OpOperand *init = generic.getDpsInitOperand(0);

    Location loc = cast.getLoc();
    Type element = cast.getResultElementType();
    rewriter.setInsertionPoint(generic);
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, init->get());
    Value newInit = tensor::EmptyOp::create(rewriter, loc, sizes, element);
    auto yield =
        llvm::cast<linalg::YieldOp>(generic.getBody()->getTerminator());
    rewriter.modifyOpInPlace(generic, [&] {
      init->set(newInit);
      generic.getMatchingBlockArgument(init).setType(element);
      generic->getResult(0).setType(cast.getType());
    });
    rewriter.setInsertionPoint(yield);
    auto converted =
        CastOp::create(rewriter, loc, element, yield.getValues().front(),
                       cast.getRoundingAttr(), cast.getSaturate());
    rewriter.modifyOpInPlace(yield, [&] { yield->setOperand(0, converted); });
    rewriter.replaceOp(cast, generic->getResult(0));
    ++fused;
    return success();
  }

  unsigned &fused;
};

struct MPOptFuseCastsPass final
    : FunctionPass<MPOptFuseCastsPass, mpopt::impl::MPOptFuseCastsPassBase> {
  using FunctionPass::FunctionPass;

  void runOnFunction(FunctionOpInterface function) {
    unsigned fused = 0;
    // Matmuls, norms and softmax first: a cast between one of them and an
    // elementwise generic belongs in it, which then reads or writes the
    // narrow type.
    RewritePatternSet matmulPatterns(&getContext());
    unsigned transposes = 0;
    matmulPatterns.add<FoldOperandTransposes>(&getContext(), transposes);
    matmulPatterns.add<FuseOperandCasts, FuseBiasCast, FuseAttentionCasts,
                       FuseResultCast,
                       FuseNormCasts<LayerNormOp>, FuseNormCasts<BatchNormOp>,
                       FuseNormCasts<GroupNormOp>,
                       FuseNormCasts<RMSNormOp>, FuseNormCasts<SoftmaxOp>>(
        &getContext(), fused);
    RewritePatternSet genericPatterns(&getContext());
    genericPatterns.add<FuseCastIntoConsumer, FuseCastIntoProducer>(
        &getContext(), fused);
    GreedyRewriteConfig config;
    config.enableFolding(false);
    if (failed(applyPatternsGreedily(function, std::move(matmulPatterns),
                                     config)) ||
        failed(applyPatternsGreedily(function, std::move(genericPatterns),
                                     config)))
      return signalPassFailure();
    numFused += fused;
    numTransposes += transposes;
    if (emitRemarks) {
      InFlightDiagnostic remark = function.emitRemark("mpopt-fuse-casts: ")
                                  << fused
                                  << " casts fused into their neighbours";
      if (transposes)
        remark << ", " << transposes
               << " transposed matmul operands read through its transpose "
                  "flags";
    }
  }
};

} // namespace

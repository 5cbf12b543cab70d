//===- FuseElementwise.cpp - elementwise chains as one kernel -------------===//

#include "mpopt/Analysis/CostModel.h"
#include "mpopt/Conversion/MPOptToLinalg/Passes.h"
#include "PassDetail.h"
#include "mpopt/Support/FunctionPass.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUFUSEELEMENTWISEPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// Whether `generic` could be what lib/GPU/LibraryMatmuls.cpp folds into a
/// cuBLASLt or cuDNN call, which it takes only as an op of its own: a
/// conversion of the product (with its FP8 scales), an addition into an
/// f32 buffer (a residual or a bias), or a 16-bit bias added and rounded
/// to its type (autocast's `addmm`). Another addition that rounds (an f32
/// bias added where the budget stores the sum in bf16) is a kernel anyway:
/// it fuses with its readers instead.
bool mayBeLibraryEpilogue(linalg::GenericOp generic) {
  if (generic.getNumDpsInputs() == 1)
    return generic.getBody()->getOperations().size() <= 4;
  if (addsItsInputs(generic) &&
      getElementTypeOrSelf(generic->getResult(0).getType()).isF32())
    return true;
  return llvm::any_of(generic.getDpsInputs(), [&](Value input) {
    return isRoundedBiasAddition(generic, input);
  });
}

/// Whether `generic` reads a marked contraction's or convolution's result
/// in place (through reshapes) and may be its epilogue (its output type,
/// the residual addend). One that reads it across (a merged convolution's
/// [F, N, OH, OW] as NCHW: lib/GPU/Im2col.cpp) cannot be.
bool readsContraction(linalg::GenericOp generic) {
  if (!mayBeLibraryEpilogue(generic))
    return false;
  return llvm::any_of(generic.getDpsInputOperands(), [&](OpOperand *operand) {
    if (!generic.getMatchingIndexingMap(operand).isIdentity())
      return false;
    Value input = operand->get();
    while (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(
        input.getDefiningOp()))
      input = input.getDefiningOp()->getOperand(0);
    Operation *producer = input.getDefiningOp();
    return producer && (producer->hasAttr(kContractionAttrName) ||
                        producer->hasAttr(kConvolutionAttrName));
  });
}

/// A generic whose loops are all parallel, that is no marked contraction
/// and no candidate for one's epilogue.
bool isElementwiseKernel(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  return generic && !generic->hasAttr(kContractionAttrName) &&
         generic.getNumLoops() == generic.getNumParallelLoops() &&
         !readsContraction(generic);
}

/// Whether `op` computes each element from its indices alone (torch's
/// arange of position ids, read by the position embedding and the mask):
/// no inputs, nothing read from above but constants. Computing it again in
/// each reader costs a few integer ops; a kernel of its own costs a launch.
bool computesFromIndices(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 0 || !isElementwiseKernel(op))
    return false;
  SetVector<Value> above;
  getUsedValuesDefinedAbove(generic.getRegion(), above);
  return llvm::all_of(above,
                      [](Value value) {
                        return matchPattern(value, m_Constant());
                      }) &&
         llvm::all_of(generic.getBody()->without_terminator(),
                      [](Operation &body) {
                        return body.getNumRegions() == 0 &&
                               isMemoryEffectFree(&body);
                      });
}

/// Whether fusing the producer of a kernel's operand leaves no work done
/// twice: the operand is its only reader, or it computes from indices.
bool fusesOnce(Operation *producer) {
  return producer->hasOneUse() || computesFromIndices(producer);
}

/// The generic that produces `value` if it only copies its input across a
/// permutation of the dimensions (a transpose) and `value` has no other
/// reader: a copy that fuses with its reader, so a read through it is a read
/// of its input.
linalg::GenericOp getFusingCopy(Value value) {
  auto copy = value.getDefiningOp<linalg::GenericOp>();
  if (!copy || !isElementwiseKernel(copy) || !copy->hasOneUse() ||
      copy.getNumDpsInputs() != 1 || copy.getNumDpsInits() != 1 ||
      !copy.getIndexingMapsArray().back().isPermutation())
    return {};
  auto yield = cast<linalg::YieldOp>(copy.getBody()->getTerminator());
  if (yield.getValues().front() != copy.getBody()->getArgument(0))
    return {};
  return copy;
}

/// Whether a kernel that reads `source` through `map` from the loops of a
/// kernel whose threads walk loop `inner` fastest reads along rows:
/// neighbouring threads, neighbouring elements (or the same one). Reads
/// through fusing copies count as reads of their inputs.
bool readsAlongRows(Value source, AffineMap map, unsigned inner) {
  while (linalg::GenericOp copy = getFusingCopy(source)) {
    AffineMap in = copy.getIndexingMapsArray().front();
    AffineMap out = copy.getIndexingMapsArray().back();
    map = in.compose(inversePermutation(out).compose(map));
    source = copy.getDpsInputs().front();
  }
  ArrayRef<AffineExpr> results = map.getResults();
  if (results.empty())
    return true;
  for (AffineExpr expr : results.drop_back())
    if (expr.isFunctionOfDim(inner))
      return false;
  return !results.back().isFunctionOfDim(inner) ||
         results.back() == getAffineDimExpr(inner, map.getContext());
}

/// Whether fusing the producer of `operand` into its reader keeps the
/// fused kernel's reads along rows. Fusing a transpose that moves the
/// innermost dimension would read it across (the transpose kernel, lib/GPU/
/// Transposes.cpp, goes through shared memory instead); one whose reader is
/// a transpose back (torch's k.transpose(-2, -1), scaled, then read by the
/// attention kernel as [B, H, S, D]) fuses with it first and then reads
/// along rows.
bool keepsReadsAlongRows(OpOperand *operand) {
  auto consumer = cast<linalg::GenericOp>(operand->getOwner());
  auto producer = cast<linalg::GenericOp>(operand->get().getDefiningOp());
  AffineMap written = consumer.getIndexingMapsArray().back();
  if (written.getNumResults() == 0 ||
      !isa<AffineDimExpr>(written.getResults().back()))
    return true;
  unsigned inner =
      cast<AffineDimExpr>(written.getResults().back()).getPosition();
  AffineMap toProducer = inversePermutation(
      producer.getMatchingIndexingMap(producer.getDpsInitOperand(0)));
  if (!toProducer)
    return false;
  AffineMap read = toProducer.compose(consumer.getMatchingIndexingMap(operand));
  return llvm::all_of(producer.getDpsInputOperands(), [&](OpOperand *input) {
    return readsAlongRows(input->get(),
                          producer.getMatchingIndexingMap(input).compose(read),
                          inner);
  });
}

/// A `tensor.extract_slice` of an elementwise kernel's result, when slices
/// are all that read it and they hold no element twice (torch-mlir's q, k
/// and v of one [B, S, 3 * N] projection, a bias added): each slice is
/// computed from the matching slices of the kernel's operands, so that it
/// fuses with its own reader and the whole result is never stored.
struct SliceElementwiseProducer final
    : OpRewritePattern<tensor::ExtractSliceOp> {
  using Base::Base;

  LogicalResult matchAndRewrite(tensor::ExtractSliceOp slice,
                                PatternRewriter &rewriter) const override {
    auto result = dyn_cast<OpResult>(slice.getSource());
    auto producer =
        result ? dyn_cast<linalg::GenericOp>(result.getOwner()) : nullptr;
    if (!producer || !isElementwiseKernel(producer) ||
        producer->getNumResults() != 1)
      return rewriter.notifyMatchFailure(slice, "not an elementwise result");
    if (!isReadByDisjointSlices(result))
      return rewriter.notifyMatchFailure(slice,
                                         "read otherwise than by disjoint slices");
    FailureOr<TilingResult> tiled =
        tensor::replaceExtractSliceWithTiledProducer(rewriter, slice, result);
    if (failed(tiled))
      return rewriter.notifyMatchFailure(slice, "cannot slice the producer");
    rewriter.replaceOp(slice, tiled->tiledValues.front());
    return success();
  }
};

/// A `tensor.concat` read by elementwise kernels (LLaMA's rotate_half:
/// cat(-x2, x1)) as a generic that reads each element from its piece, so
/// that it fuses with its reader instead of being copied piece by piece.
/// The pieces' own elementwise producers then move into the reads
/// (ExtractOfElementwise).
struct ConcatAsGeneric final : OpRewritePattern<tensor::ConcatOp> {
  using Base::Base;

  LogicalResult matchAndRewrite(tensor::ConcatOp concat,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = concat.getResultType();
    if (!type.hasStaticShape() ||
        llvm::any_of(concat.getInputs(), [](Value input) {
          return !cast<RankedTensorType>(input.getType()).hasStaticShape();
        }))
      return rewriter.notifyMatchFailure(concat, "dynamic shape");
    if (concat->use_empty() ||
        !llvm::all_of(concat->getUsers(), isElementwiseKernel))
      return rewriter.notifyMatchFailure(concat, "not read elementwise");
    Location loc = concat.getLoc();
    int64_t rank = type.getRank();
    uint64_t dim = concat.getDim();
    Value init = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                         type.getElementType());
    SmallVector<utils::IteratorType> parallel(rank,
                                              utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{type}, ValueRange{}, ValueRange{init},
        ArrayRef<AffineMap>{rewriter.getMultiDimIdentityMap(rank)}, parallel,
        [&](OpBuilder &builder, Location bodyLoc, ValueRange) {
          SmallVector<Value> indices;
          for (int64_t i = 0; i < rank; ++i)
            indices.push_back(linalg::IndexOp::create(builder, bodyLoc, i));
          // The element of piece `k`, which starts at `offset` along the
          // concatenated dimension.
          auto readPiece = [&](OpBuilder &b, size_t k, int64_t offset) {
            SmallVector<Value> at(indices);
            at[dim] = arith::SubIOp::create(
                b, bodyLoc, indices[dim],
                arith::ConstantIndexOp::create(b, bodyLoc, offset));
            return tensor::ExtractOp::create(b, bodyLoc,
                                             concat.getInputs()[k], at)
                .getResult();
          };
          // Piece `k` or one after it: each read in its own branch.
          std::function<Value(OpBuilder &, size_t, int64_t)> read =
              [&](OpBuilder &b, size_t k, int64_t offset) -> Value {
            if (k + 1 == concat.getInputs().size())
              return readPiece(b, k, offset);
            int64_t end = offset + cast<RankedTensorType>(
                                       concat.getInputs()[k].getType())
                                       .getDimSize(dim);
            Value inside = arith::CmpIOp::create(
                b, bodyLoc, arith::CmpIPredicate::ult, indices[dim],
                arith::ConstantIndexOp::create(b, bodyLoc, end));
            return scf::IfOp::create(
                       b, bodyLoc, inside,
                       [&](OpBuilder &then, Location thenLoc) {
                         scf::YieldOp::create(then, thenLoc,
                                              readPiece(then, k, offset));
                       },
                       [&](OpBuilder &other, Location otherLoc) {
                         scf::YieldOp::create(other, otherLoc,
                                              read(other, k + 1, end));
                       })
                .getResult(0);
          };
          linalg::YieldOp::create(builder, bodyLoc, read(builder, 0, 0));
        });
    rewriter.replaceOp(concat, generic.getResult(0));
    return success();
  }
};

/// A read of one element of an elementwise kernel's result, when that read
/// is the kernel's only reader or the kernel only copies (a transpose, read
/// again at no cost): the kernel's body at that element, its inputs read
/// where its indexing maps say.
struct ExtractOfElementwise final : OpRewritePattern<tensor::ExtractOp> {
  using Base::Base;

  LogicalResult matchAndRewrite(tensor::ExtractOp extract,
                                PatternRewriter &rewriter) const override {
    auto producer = extract.getTensor().getDefiningOp<linalg::GenericOp>();
    if (!producer || !isElementwiseKernel(producer) ||
        producer->getNumResults() != 1)
      return rewriter.notifyMatchFailure(extract, "not an elementwise result");
    if (!fusesOnce(producer) && !onlyConverts(producer))
      return rewriter.notifyMatchFailure(extract, "would compute twice");
    AffineMap toLoops = inversePermutation(
        producer.getMatchingIndexingMap(producer.getDpsInitOperand(0)));
    if (!toLoops)
      return rewriter.notifyMatchFailure(extract, "output not a permutation");
    Location loc = extract.getLoc();
    auto at = [&](AffineMap map, ValueRange dims) {
      SmallVector<Value> values;
      for (AffineExpr expr : map.getResults())
        values.push_back(affine::AffineApplyOp::create(
            rewriter, loc, AffineMap::get(map.getNumDims(), 0, expr),
            dims));
      return values;
    };
    SmallVector<Value> loops = at(toLoops, extract.getIndices());
    IRMapping mapping;
    Block *body = producer.getBody();
    for (OpOperand &operand : producer->getOpOperands()) {
      BlockArgument argument = producer.getMatchingBlockArgument(&operand);
      if (argument.use_empty())
        continue;
      mapping.map(argument, tensor::ExtractOp::create(
                                rewriter, loc, operand.get(),
                                at(producer.getMatchingIndexingMap(&operand),
                                   loops)));
    }
    for (Operation &op : body->without_terminator()) {
      if (auto index = dyn_cast<linalg::IndexOp>(op)) {
        mapping.map(index.getResult(), loops[index.getDim()]);
        continue;
      }
      rewriter.clone(op, mapping);
    }
    rewriter.replaceOp(extract, mapping.lookupOrDefault(
                                    body->getTerminator()->getOperand(0)));
    return success();
  }

  /// Whether `generic` copies or converts its one input (a transpose, a
  /// widening, rotate_half's negation): as cheap read again as read once.
  static bool onlyConverts(linalg::GenericOp generic) {
    return generic.getNumDpsInputs() == 1 &&
           llvm::all_of(generic.getBody()->without_terminator(),
                        [](Operation &op) {
                          return isa<CastOpInterface, arith::NegFOp>(op);
                        });
  }
};

/// A reshape of a kernel that computes from indices alone (see
/// computesFromIndices): the same kernel at the reshaped shape, each old
/// index computed from the new ones, so that it fuses with the reshape's
/// readers as it does with its own (the position ids torch-mlir expands to
/// [1, S] and [1, 1, 1, S]).
template <typename ReshapeOp>
struct ReshapeOfIndexComputation final : OpRewritePattern<ReshapeOp> {
  using OpRewritePattern<ReshapeOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp reshape,
                                PatternRewriter &rewriter) const override {
    auto producer =
        reshape.getSrc().template getDefiningOp<linalg::GenericOp>();
    if (!producer || !computesFromIndices(producer) ||
        producer->getNumResults() != 1 ||
        !producer.getIndexingMapsArray().back().isIdentity())
      return rewriter.notifyMatchFailure(reshape, "not computed from indices");
    RankedTensorType source = reshape.getSrcType();
    RankedTensorType result = reshape.getResultType();
    if (!source.hasStaticShape() || !result.hasStaticShape())
      return rewriter.notifyMatchFailure(reshape, "dynamic shape");
    // The side with more dimensions splits each dimension of the other.
    constexpr bool expands = std::is_same_v<ReshapeOp, tensor::ExpandShapeOp>;
    ArrayRef<int64_t> wide = expands ? result.getShape() : source.getShape();
    MLIRContext *context = rewriter.getContext();
    SmallVector<AffineExpr> oldIndices;
    for (auto [group, dims] :
         llvm::enumerate(reshape.getReassociationIndices())) {
      if (expands) {
        AffineExpr linear = getAffineConstantExpr(0, context);
        for (int64_t dim : dims)
          linear = linear * wide[dim] + getAffineDimExpr(dim, context);
        oldIndices.push_back(linear);
        continue;
      }
      int64_t inner = 1;
      SmallVector<AffineExpr> parts;
      for (int64_t dim : llvm::reverse(dims)) {
        parts.push_back((getAffineDimExpr(group, context).floorDiv(inner)) %
                        wide[dim]);
        inner *= wide[dim];
      }
      oldIndices.append(parts.rbegin(), parts.rend());
    }
    Location loc = producer.getLoc();
    int64_t rank = result.getRank();
    Value init = tensor::EmptyOp::create(rewriter, loc, result.getShape(),
                                         result.getElementType());
    auto generic = linalg::GenericOp::create(
        rewriter, loc, result, ValueRange{}, init,
        rewriter.getMultiDimIdentityMap(rank),
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &builder, Location bodyLoc, ValueRange) {
          SmallVector<Value> indices;
          for (int64_t dim = 0; dim < rank; ++dim)
            indices.push_back(linalg::IndexOp::create(builder, bodyLoc, dim));
          IRMapping mapping;
          for (Operation &op : producer.getBody()->without_terminator()) {
            auto index = dyn_cast<linalg::IndexOp>(op);
            if (!index) {
              builder.clone(op, mapping);
              continue;
            }
            mapping.map(index.getResult(),
                        affine::AffineApplyOp::create(
                            builder, bodyLoc,
                            AffineMap::get(rank, 0, oldIndices[index.getDim()]),
                            indices));
          }
          linalg::YieldOp::create(
              builder, bodyLoc,
              mapping.lookupOrDefault(
                  producer.getBody()->getTerminator()->getOperand(0)));
        });
    rewriter.replaceOp(reshape, generic.getResult(0));
    return success();
  }
};

/// A read of one element of a slice (unit strides, same rank): a read of
/// the sliced tensor.
struct ExtractOfSlice final : OpRewritePattern<tensor::ExtractOp> {
  using Base::Base;

  LogicalResult matchAndRewrite(tensor::ExtractOp extract,
                                PatternRewriter &rewriter) const override {
    auto slice = extract.getTensor().getDefiningOp<tensor::ExtractSliceOp>();
    if (!slice || !slice.hasUnitStride() ||
        slice.getSourceType().getRank() != slice.getResultType().getRank())
      return rewriter.notifyMatchFailure(extract, "not a plain slice");
    Location loc = extract.getLoc();
    SmallVector<Value> indices;
    for (auto [offset, index] :
         llvm::zip(slice.getMixedOffsets(), extract.getIndices()))
      indices.push_back(arith::AddIOp::create(
          rewriter, loc, index,
          getValueOrCreateConstantIndexOp(rewriter, loc, offset)));
    rewriter.replaceOpWithNewOp<tensor::ExtractOp>(extract, slice.getSource(),
                                                   indices);
    return success();
  }
};

/// linalg.transpose as the generic it stands for (as the bufferization
/// pipeline generalizes it anyway), so that it fuses with its neighbours.
struct GeneralizeTranspose final : OpRewritePattern<linalg::TransposeOp> {
  using Base::Base;

  LogicalResult matchAndRewrite(linalg::TransposeOp transpose,
                                PatternRewriter &rewriter) const override {
    if (failed(linalg::generalizeNamedOp(rewriter, transpose)))
      return rewriter.notifyMatchFailure(transpose, "cannot generalize");
    return success();
  }
};

/// A generic with results that nothing reads any more, whose only effects
/// are its body's asserts (a gather's index checks): fusion copied its
/// body, the checks included, into its readers, but an op with effects is
/// not trivially dead, and its kernel would still run (GPT-2's token
/// embedding, 11.8 us at batch 4 on the H100, overwritten whole by the
/// fused one). A generic without results, there for its checks, stays.
struct EraseUnreadAsserting final : OpRewritePattern<linalg::GenericOp> {
  using Base::Base;

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    if (generic->getNumResults() == 0 || !generic->use_empty() ||
        !generic.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(generic, "read, or writes memory");
    WalkResult effects = generic.getBody()->walk([](Operation *op) {
      return isa<cf::AssertOp>(op) || isMemoryEffectFree(op)
                 ? WalkResult::advance()
                 : WalkResult::interrupt();
    });
    if (effects.wasInterrupted())
      return rewriter.notifyMatchFailure(generic, "has other effects");
    rewriter.eraseOp(generic);
    return success();
  }
};

struct MPOptGPUFuseElementwisePass final
    : FunctionPass<MPOptGPUFuseElementwisePass,
                   mpopt::impl::MPOptGPUFuseElementwisePassBase> {
  void runOnFunction(FunctionOpInterface function) {
    RewritePatternSet patterns(&getContext());
    patterns.add<GeneralizeTranspose, SliceElementwiseProducer,
                 ConcatAsGeneric, ExtractOfElementwise, ExtractOfSlice,
                 EraseUnreadAsserting,
                 ReshapeOfIndexComputation<tensor::ExpandShapeOp>,
                 ReshapeOfIndexComputation<tensor::CollapseShapeOp>>(
        &getContext());
    // A producer read twice would be computed twice.
    linalg::populateElementwiseOpsFusionPatterns(
        patterns, [](OpOperand *operand) {
          Operation *producer = operand->get().getDefiningOp();
          return isElementwiseKernel(producer) &&
                 isElementwiseKernel(operand->getOwner()) &&
                 fusesOnce(producer) && keepsReadsAlongRows(operand);
        });
    // A reshape between two elementwise kernels (torch-mlir's [B * S, N]
    // bias addition before a [B, S, N] GELU or residual) moves to the first
    // one's operands, so that the two fuse.
    linalg::populateFoldReshapeOpsByExpansionPatterns(
        patterns, [](OpOperand *operand) {
          Operation *reshape = operand->getOwner();
          if (!isa<tensor::ExpandShapeOp>(reshape))
            return false;
          Operation *producer = operand->get().getDefiningOp();
          return isElementwiseKernel(producer) && producer->hasOneUse() &&
                 llvm::all_of(reshape->getUsers(), [](Operation *user) {
                   return isElementwiseKernel(user) ||
                          isa<tensor::ExtractSliceOp>(user);
                 });
        });
    if (failed(applyPatternsGreedily(function, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

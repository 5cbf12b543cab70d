//===- ChannelsLast.cpp - a CNN's activations kept channels last ----------===//
//
// torch-mlir writes a CNN channels first (NCHW). As a GEMM on the GPU that
// costs twice: an NCHW convolution reads its input through an im2col copy
// even when it is 1x1 (two thirds of a ResNet-50's convolutions), and the
// copy gathers along rows a few elements long. Channels last, a 1x1
// convolution's input is the GEMM's operand as it is, a copy gathers whole
// runs of channels, and the per-channel batch norm after the GEMM runs
// along its rows. So each marked NCHW convolution becomes an NHWC one
// between two transposes, and the transposes move down through what reads
// them (elementwise ops, pooling, padding) until two cancel before the next
// convolution.
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

#include "mpopt/Conversion/MPOptToLinalg/Passes.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Support/FunctionPass.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUCHANNELSLASTPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

/// Marks the transposes this pass made, the only ones it moves: a program's
/// own transposes (a classifier's weight, attention's keys) are operands
/// that later passes look for.
static constexpr StringLiteral kMovingAttrName = "mpopt.moving_transpose";

static constexpr int64_t kToLast[] = {0, 2, 3, 1};
static constexpr int64_t kToFirst[] = {0, 3, 1, 2};
static constexpr int64_t kHwcfToFhwc[] = {3, 0, 1, 2};

/// A marked transpose of `source`: result dimension i is source dimension
/// perm[i].
static Value createTranspose(OpBuilder &builder, Location loc, Value source,
                             ArrayRef<int64_t> perm) {
  auto type = cast<RankedTensorType>(source.getType());
  Value empty = tensor::EmptyOp::create(builder, loc,
                                        applyPermutation(type.getShape(), perm),
                                        type.getElementType());
  auto transpose =
      linalg::TransposeOp::create(builder, loc, source, empty, perm);
  transpose->setAttr(kMovingAttrName, builder.getUnitAttr());
  return transpose->getResult(0);
}

static linalg::TransposeOp getMovingTranspose(Value value) {
  auto transpose = value.getDefiningOp<linalg::TransposeOp>();
  if (!transpose || !transpose->hasAttr(kMovingAttrName) ||
      !transpose.hasPureTensorSemantics())
    return nullptr;
  return transpose;
}

/// `map` reading transpose(S, perm) rewritten to read S.
static AffineMap readThroughTranspose(AffineMap map, ArrayRef<int64_t> perm) {
  return AffineMap::get(
      map.getNumDims(), map.getNumSymbols(),
      applyPermutation(map.getResults(), invertPermutationVector(perm)),
      map.getContext());
}

/// A padding of `source` by `value` defined outside the pad.
static Value createPad(OpBuilder &builder, Location loc, Value source,
                       ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                       Value value) {
  auto attrs = [&](ArrayRef<int64_t> sizes) {
    return llvm::map_to_vector(sizes, [&](int64_t size) -> OpFoldResult {
      return builder.getIndexAttr(size);
    });
  };
  return tensor::PadOp::create(builder, loc, Type(), source, attrs(low),
                               attrs(high), value);
}

/// The padding value and static sizes of `pad`, if it pads by a value
/// defined outside it.
static Value getStaticPaddingValue(tensor::PadOp pad) {
  Value value = pad.getConstantPaddingValue();
  if (!value || llvm::any_of(pad.getStaticLow(), ShapedType::isDynamic) ||
      llvm::any_of(pad.getStaticHigh(), ShapedType::isDynamic))
    return nullptr;
  return value;
}

namespace {

/// The loops of a marked NCHW convolution as those of an NHWC one with an
/// FHWC filter, between a transpose of the input to channels last and one
/// of the result back; those of an NHWC one with an HWCF filter (TOSA's)
/// with the filter FHWC, as cuDNN reads it. The loops stay the same, in the
/// same order (the same sums, bit for bit); only what they read and write is
/// laid out otherwise. The filter is transposed, and converted to the multiply
/// type where that is narrower, in one op of its own, which
/// mpopt-hoist-parameters moves out of the entry when the filter is a
/// parameter.
struct ConvToChannelsLast final : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<ConvolutionMark> mark = getConvolutionMark(op);
    if (!mark || mark->layout == ConvLayout::nhwc_fhwc)
      return rewriter.notifyMatchFailure(
          op, "not a marked NCHW convolution or HWCF filter");
    // TOSA's NHWC convolutions keep their input and result; their HWCF
    // filter becomes FHWC, which cuDNN reads (KRSC).
    bool channelsFirst = mark->layout == ConvLayout::nchw_fchw;
    ArrayRef<int64_t> filterToLast = channelsFirst
                                         ? ArrayRef<int64_t>(kToLast)
                                         : ArrayRef<int64_t>(kHwcfToFhwc);
    if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
        op.getNumDpsInits() != 1 ||
        llvm::any_of(op->getOperands(), [](Value operand) {
          auto type = dyn_cast<RankedTensorType>(operand.getType());
          return !type || !type.hasStaticShape() || type.getRank() != 4;
        }))
      return rewriter.notifyMatchFailure(
          op, "not two static 4-D tensors convolved into one");

    Location loc = op.getLoc();
    Type multiply = mark->multiply;
    Value input = op.getDpsInputs()[0], filter = op.getDpsInputs()[1];
    Value init = op.getDpsInits()[0];
    auto pad = input.getDefiningOp<tensor::PadOp>();
    Value padValue = pad ? getStaticPaddingValue(pad) : Value();
    if (channelsFirst && padValue) {
      input =
          createPad(rewriter, loc,
                    createTranspose(rewriter, loc, pad.getSource(), kToLast),
                    applyPermutation(pad.getStaticLow(), kToLast),
                    applyPermutation(pad.getStaticHigh(), kToLast), padValue);
    } else if (channelsFirst) {
      input = createTranspose(rewriter, loc, input, kToLast);
    }

    auto filterType = cast<RankedTensorType>(filter.getType());
    Type stored = filterType.getElementType();
    if (stored.getIntOrFloatBitWidth() > multiply.getIntOrFloatBitWidth())
      stored = multiply;
    Value filterEmpty = tensor::EmptyOp::create(
        rewriter, loc, applyPermutation(filterType.getShape(), filterToLast),
        stored);
    filter =
        linalg::GenericOp::create(
            rewriter, loc, TypeRange{filterEmpty.getType()}, ValueRange{filter},
            ValueRange{filterEmpty},
            ArrayRef<AffineMap>{
                AffineMap::getPermutationMap(
                    invertPermutationVector(filterToLast), getContext()),
                rewriter.getMultiDimIdentityMap(4)},
            SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
            [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
              Value element = args[0];
              if (element.getType() != stored)
                element = CastOp::create(nested, nestedLoc, stored, element);
              linalg::YieldOp::create(nested, nestedLoc, element);
            })
            .getResult(0);

    auto resultType = cast<RankedTensorType>(init.getType());
    auto fill = init.getDefiningOp<linalg::FillOp>();
    bool emptyFill =
        fill && fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>();
    if (channelsFirst && emptyFill) {
      Value empty = tensor::EmptyOp::create(
          rewriter, loc, applyPermutation(resultType.getShape(), kToLast),
          resultType.getElementType());
      init = linalg::FillOp::create(rewriter, loc, fill.value(), empty)
                 .getResult(0);
    } else if (channelsFirst) {
      init = createTranspose(rewriter, loc, init, kToLast);
    }

    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    for (auto [index, map] : llvm::enumerate(maps)) {
      if (!channelsFirst && index != 1)
        continue;
      map = AffineMap::get(
          map.getNumDims(), map.getNumSymbols(),
          applyPermutation(map.getResults(),
                           index == 1 ? filterToLast : ArrayRef(kToLast)),
          getContext());
    }
    Type accumulator = resultType.getElementType();
    auto conv = linalg::GenericOp::create(
        rewriter, loc, TypeRange{init.getType()}, ValueRange{input, filter},
        ValueRange{init}, maps, op.getIteratorTypesArray(),
        [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
          buildMultiplyAccumulate(nested, nestedLoc, args, multiply,
                                  accumulator);
        });
    NamedAttrList marks(
        op->getAttrOfType<DictionaryAttr>(kConvolutionAttrName));
    marks.set("layout", StringAttr::get(getContext(), stringifyConvLayout(
                                            ConvLayout::nhwc_fhwc)));
    conv->setAttr(kConvolutionAttrName, marks.getDictionary(getContext()));
    rewriter.replaceOp(
        op, channelsFirst
                ? createTranspose(rewriter, loc, conv.getResult(0), kToFirst)
                : conv.getResult(0));
    return success();
  }
};

/// Whether later passes look for `op` as it is (a marked convolution,
/// contraction or attention step).
static bool isMarked(Operation *op) {
  return llvm::any_of(op->getDiscardableAttrs(), [](NamedAttribute attr) {
    return attr.getName().strref().starts_with("mpopt.");
  });
}

/// A generic reading a moving transpose reads its source instead. When its
/// one result has the transpose's rank and its map is a permutation of
/// loops, the result is written in the source's layout too and the
/// transpose moves after it (with the loops reordered so the result's
/// layout is their order: neighbouring threads write neighbours); else
/// the generic reads across (a reduction to another rank, or an input read
/// in the result's layout that no transpose made).
struct SinkTransposeThroughGeneric final : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (isMarked(op) || !op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "marked, or not on tensors");
    auto transposed = llvm::find_if(op.getDpsInputs(), [](Value input) {
      return getMovingTranspose(input);
    });
    if (transposed == op.getDpsInputs().end())
      return rewriter.notifyMatchFailure(op, "reads no moving transpose");
    SmallVector<int64_t> perm(getMovingTranspose(*transposed).getPermutation());

    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    // An input read at the result's own indices that is no moving transpose
    // holds the result's layout where it is: the generic then reads the
    // transpose's source across instead, or the layouts would go round.
    bool aligned = llvm::any_of(op.getDpsInputOperands(), [&](OpOperand *in) {
      return !getMovingTranspose(in->get()) &&
             op.getMatchingIndexingMap(in) == maps.back();
    });
    SmallVector<Value> inputs;
    for (OpOperand *operand : op.getDpsInputOperands()) {
      Value input = operand->get();
      AffineMap &map = maps[operand->getOperandNumber()];
      if (linalg::TransposeOp transpose = getMovingTranspose(input)) {
        input = transpose.getInput();
        map = readThroughTranspose(map, transpose.getPermutation());
      }
      inputs.push_back(input);
    }

    AffineMap &resultMap = maps.back();
    SmallVector<Value> inits(op.getDpsInits());
    Value &init = inits.front();
    auto initType = cast<RankedTensorType>(init.getType());
    bool moves = !aligned && inits.size() == 1 && initType.hasStaticShape() &&
                 initType.getRank() == static_cast<int64_t>(perm.size()) &&
                 resultMap.isProjectedPermutation(/*allowZeroInResults=*/false);
    if (moves) {
      // The result R = transpose(R', perm): R' is written at the results
      // of the map reordered as a read of transpose(., perm) is.
      resultMap = readThroughTranspose(resultMap, perm);
      SmallVector<int64_t> inverse = invertPermutationVector(perm);
      SmallVector<int64_t> shape =
          applyPermutation(initType.getShape(), inverse);
      linalg::TransposeOp initTranspose = getMovingTranspose(init);
      auto fill = init.getDefiningOp<linalg::FillOp>();
      if (initTranspose && initTranspose.getPermutation() == ArrayRef(perm)) {
        init = initTranspose.getInput();
      } else if (init.getDefiningOp<tensor::EmptyOp>()) {
        init = tensor::EmptyOp::create(rewriter, op.getLoc(), shape,
                                       initType.getElementType());
      } else if (fill &&
                 fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>()) {
        Value empty = tensor::EmptyOp::create(rewriter, op.getLoc(), shape,
                                              initType.getElementType());
        init =
            linalg::FillOp::create(rewriter, op.getLoc(), fill.value(), empty)
                .getResult(0);
      } else {
        init = createTranspose(rewriter, op.getLoc(), init, inverse);
      }
    }

    auto generic = linalg::GenericOp::create(
        rewriter, op.getLoc(), ValueRange(inits).getTypes(), inputs, inits,
        maps, op.getIteratorTypesArray());
    rewriter.inlineRegionBefore(op.getRegion(), generic.getRegion(),
                                generic.getRegion().begin());
    if (!moves) {
      rewriter.replaceOp(op, generic.getResults());
      return success();
    }
    SmallVector<unsigned> order;
    for (AffineExpr result : resultMap.getResults())
      order.push_back(cast<AffineDimExpr>(result).getPosition());
    for (unsigned loop = 0, e = resultMap.getNumDims(); loop < e; ++loop)
      if (!llvm::is_contained(order, loop))
        order.push_back(loop);
    FailureOr<linalg::GenericOp> ordered =
        linalg::interchangeGenericOp(rewriter, generic, order);
    if (failed(ordered))
      return rewriter.notifyMatchFailure(op, "cannot reorder the loops");
    rewriter.replaceOp(op, createTranspose(rewriter, op.getLoc(),
                                           ordered->getResult(0), perm));
    return success();
  }
};

/// A named op reading a moving transpose (max pooling) as a generic, which
/// the pattern above then takes.
struct GeneralizeTransposeReader final
    : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (isa<linalg::GenericOp, linalg::TransposeOp>(op) || isMarked(op) ||
        !op.hasPureTensorSemantics() ||
        llvm::none_of(op.getDpsInputs(),
                      [](Value input) { return getMovingTranspose(input); }))
      return rewriter.notifyMatchFailure(
          op, "not a named op on tensors reading a moving transpose");
    return linalg::generalizeNamedOp(rewriter, op);
  }
};

/// pad(transpose(S)) as transpose(pad(S)), unless a convolution reads the
/// pad: mpopt-gpu-im2col folds a pad it reads into its copy.
struct SinkTransposeThroughPad final : OpRewritePattern<tensor::PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::PadOp pad,
                                PatternRewriter &rewriter) const override {
    linalg::TransposeOp transpose = getMovingTranspose(pad.getSource());
    Value value = getStaticPaddingValue(pad);
    if (!transpose || !value)
      return rewriter.notifyMatchFailure(
          pad, "not a padding of a moving transpose by one value");
    if (llvm::any_of(pad->getUsers(), [](Operation *user) {
          return user->hasAttr(kConvolutionAttrName);
        }))
      return rewriter.notifyMatchFailure(pad, "a convolution reads it");
    SmallVector<int64_t> inverse =
        invertPermutationVector(transpose.getPermutation());
    Value padded =
        createPad(rewriter, pad.getLoc(), transpose.getInput(),
                  applyPermutation(pad.getStaticLow(), inverse),
                  applyPermutation(pad.getStaticHigh(), inverse), value);
    rewriter.replaceOp(pad, createTranspose(rewriter, pad.getLoc(), padded,
                                            transpose.getPermutation()));
    return success();
  }
};

/// Two moving transposes in a row as one, or none.
struct ComposeTransposes final : OpRewritePattern<linalg::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    linalg::TransposeOp inner = getMovingTranspose(op.getInput());
    if (!op->hasAttr(kMovingAttrName) || !inner)
      return rewriter.notifyMatchFailure(op, "not two moving transposes");
    SmallVector<int64_t> perm =
        applyPermutation(inner.getPermutation(), op.getPermutation());
    if (isIdentityPermutation(perm)) {
      rewriter.replaceOp(op, inner.getInput());
      return success();
    }
    rewriter.replaceOp(
        op, createTranspose(rewriter, op.getLoc(), inner.getInput(), perm));
    return success();
  }
};

struct MPOptGPUChannelsLastPass final
    : FunctionPass<MPOptGPUChannelsLastPass,
                   mpopt::impl::MPOptGPUChannelsLastPassBase> {
  void runOnFunction(FunctionOpInterface function) {
    RewritePatternSet patterns(&getContext());
    patterns.add<ConvToChannelsLast, SinkTransposeThroughGeneric,
                 GeneralizeTransposeReader, SinkTransposeThroughPad,
                 ComposeTransposes>(&getContext());
    if (failed(applyPatternsGreedily(function, std::move(patterns)))) {
      function.emitError("mpopt-gpu-channels-last did not converge");
      return signalPassFailure();
    }
    function.walk(
        [](linalg::TransposeOp op) { op->removeAttr(kMovingAttrName); });
  }
};

} // namespace

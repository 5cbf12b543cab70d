//===- LowerToLinalg.cpp - mpopt ops as linalg, arith and math ------------===//

#include "LowerAttention.h"
#include "LowerNorms.h"
#include "ScalarBuilders.h"

#include "mpopt/Conversion/MPOptToLinalg/Passes.h"
#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Support/FunctionPass.h"
#include "mpopt/Transforms/Utils/ConvMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

#include <algorithm>

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTLOWERTOLINALGPASS
#include "mpopt/Conversion/MPOptToLinalg/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// tanh-form GELU, as cuBLASLt's epilogue computes it.
Value buildGeluTanh(OpBuilder &builder, Location loc, Value x) {
  Type type = x.getType();
  Value cube = arith::MulFOp::create(
      builder, loc, arith::MulFOp::create(builder, loc, x, x), x);
  Value inner = arith::AddFOp::create(
      builder, loc, x,
      arith::MulFOp::create(builder, loc,
                            floatConstant(builder, loc, type, 0.044715), cube));
  Value scaled = arith::MulFOp::create(
      builder, loc, floatConstant(builder, loc, type, 0.7978845608028654),
      inner);
  Value onePlus = arith::AddFOp::create(
      builder, loc, floatConstant(builder, loc, type, 1.0),
      math::TanhOp::create(builder, loc, scaled));
  Value half = arith::MulFOp::create(builder, loc,
                                     floatConstant(builder, loc, type, 0.5), x);
  return arith::MulFOp::create(builder, loc, half, onePlus);
}

/// What follows a contraction's sums, elementwise: operand scales, bias,
/// activation (the value amax reads), then the result scale and the final
/// cast. A tensor operand of the epilogue is read along one dimension of
/// the result (a per-channel vector) or, with a null expression, whole.
struct Epilogue {
  SmallVector<std::pair<Value, AffineExpr>, 2> scales;
  Value bias;
  AffineExpr biasAlong;
  Activation activation = Activation::none;
  Value scaleResult;
  bool saturate = false;
  bool amax = false;
};

/// The result of `epilogue` on `accumulated`, and its amax when asked for.
SmallVector<Value> buildEpilogue(OpBuilder &builder, Location loc,
                                 Value accumulated, RankedTensorType resultType,
                                 Type accumulator, const Epilogue &epilogue) {
  int64_t rank = resultType.getRank();
  MLIRContext *context = builder.getContext();
  AffineMap identity = builder.getMultiDimIdentityMap(rank);
  SmallVector<Value> inputs = {accumulated};
  SmallVector<AffineMap> maps = {identity};
  // The value of a tensor operand is its block argument, found by
  // `inputIndex`.
  auto addInput = [&](Value value, AffineExpr along) {
    inputs.push_back(value);
    maps.push_back(along ? AffineMap::get(rank, 0, along) : identity);
  };
  if (epilogue.bias)
    addInput(epilogue.bias, epilogue.biasAlong);
  for (auto [scale, along] : epilogue.scales)
    if (isa<RankedTensorType>(scale.getType()))
      addInput(scale, along);
  auto activated = [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
    auto inputIndex = [&](Value value) {
      return llvm::find(inputs, value) - inputs.begin();
    };
    Value value = args[0];
    // acc * s_lhs * s_rhs, in that order, in f32.
    for (auto [scale, along] : epilogue.scales) {
      Value factor = isa<RankedTensorType>(scale.getType())
                         ? args[inputIndex(scale)]
                         : scale;
      value = arith::MulFOp::create(b, bodyLoc, value, factor);
    }
    if (epilogue.bias)
      value = arith::AddFOp::create(
          b, bodyLoc, value,
          convertScalar(b, bodyLoc, args[inputIndex(epilogue.bias)],
                        accumulator));
    switch (epilogue.activation) {
    case Activation::none:
      break;
    case Activation::relu:
      value = arith::MaximumFOp::create(
          b, bodyLoc, value, floatConstant(b, bodyLoc, accumulator, 0.0));
      break;
    case Activation::gelu_tanh:
      value = buildGeluTanh(b, bodyLoc, value);
      break;
    }
    return value;
  };
  Type resultElement = resultType.getElementType();
  Value resultInit = tensor::EmptyOp::create(
      builder, loc, tensor::getMixedSizes(builder, loc, accumulated),
      resultElement);
  SmallVector<AffineMap> resultMaps(maps);
  resultMaps.push_back(identity);
  SmallVector<utils::IteratorType> parallel(rank,
                                            utils::IteratorType::parallel);
  Value result =
      linalg::GenericOp::create(
          builder, loc, TypeRange{resultType}, inputs, ValueRange{resultInit},
          resultMaps, parallel,
          [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
            Value value = activated(b, bodyLoc, args);
            if (epilogue.scaleResult)
              value = arith::MulFOp::create(b, bodyLoc, value,
                                            epilogue.scaleResult);
            linalg::YieldOp::create(b, bodyLoc,
                                    convertScalar(b, bodyLoc, value,
                                                  resultElement,
                                                  epilogue.saturate));
          })
          .getResult(0);

  SmallVector<Value> results = {result};
  if (epilogue.amax) {
    // max |value| with NaN propagating, over the whole result.
    Type f32 = builder.getF32Type();
    Value amaxEmpty =
        tensor::EmptyOp::create(builder, loc, ArrayRef<int64_t>{}, f32);
    Value amaxInit =
        linalg::FillOp::create(builder, loc,
                               floatConstant(builder, loc, f32, 0.0), amaxEmpty)
            .getResult(0);
    SmallVector<AffineMap> amaxMaps(maps);
    amaxMaps.push_back(AffineMap::get(rank, 0, {}, context));
    SmallVector<utils::IteratorType> reduction(rank,
                                               utils::IteratorType::reduction);
    Value amax =
        linalg::GenericOp::create(
            builder, loc, TypeRange{amaxInit.getType()}, inputs,
            ValueRange{amaxInit}, amaxMaps, reduction,
            [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
              Value value = convertScalar(b, bodyLoc,
                                          activated(b, bodyLoc, args), f32);
              Value magnitude = math::AbsFOp::create(b, bodyLoc, value);
              linalg::YieldOp::create(
                  b, bodyLoc,
                  arith::MaximumFOp::create(b, bodyLoc, args.back(), magnitude)
                      .getResult());
            })
            .getResult(0);
    results.push_back(
        tensor::ExtractOp::create(builder, loc, amax, ValueRange{}));
  }
  return results;
}

/// The sizes of the tensor of `type` that `resultMap` writes in a generic
/// reading `operands` through `maps`: static where `type` is, otherwise
/// the size of an operand's dimension that the same loop indexes.
SmallVector<OpFoldResult> getResultSizes(OpBuilder &builder, Location loc,
                                         RankedTensorType type,
                                         ValueRange operands,
                                         ArrayRef<AffineMap> maps,
                                         AffineMap resultMap) {
  SmallVector<OpFoldResult> sizes;
  for (auto [dim, expr] : llvm::enumerate(resultMap.getResults())) {
    if (!type.isDynamicDim(dim)) {
      sizes.push_back(builder.getIndexAttr(type.getDimSize(dim)));
      continue;
    }
    OpFoldResult size;
    for (auto [operand, map] : llvm::zip(operands, maps)) {
      std::optional<unsigned> position = map.getResultPosition(expr);
      if (position && !size)
        size = tensor::getMixedSize(builder, loc, operand, *position);
    }
    sizes.push_back(size);
  }
  return sizes;
}

struct LowerMatmul final : OpRewritePattern<MatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    Type multiply = op.getMultiplyType();
    Type accumulator = op.getAccumulatorType();
    if (multiply.isTF32())
      return rewriter.notifyMatchFailure(
          op, "tf32 operands have no upstream lowering yet");
    Location loc = op.getLoc();
    auto resultType = op.getResult().getType();
    int64_t rank = resultType.getRank();
    MLIRContext *context = op.getContext();

    // Contraction over (batch?, m, n, k), k innermost and in order.
    SmallVector<AffineExpr> dims;
    for (int64_t i = 0; i < rank + 1; ++i)
      dims.push_back(getAffineDimExpr(i, context));
    AffineExpr m = dims[rank - 2], n = dims[rank - 1], k = dims[rank];
    SmallVector<AffineExpr> batch(dims.begin(), dims.begin() + rank - 2);
    auto withBatch = [&](AffineExpr a, AffineExpr b) {
      SmallVector<AffineExpr> exprs(batch);
      exprs.push_back(a);
      exprs.push_back(b);
      return AffineMap::get(rank + 1, 0, exprs, context);
    };
    AffineMap lhsMap = op.getTransposeLhs() ? withBatch(k, m) : withBatch(m, k);
    AffineMap rhsMap = op.getTransposeRhs() ? withBatch(n, k) : withBatch(k, n);
    AffineMap outMap = withBatch(m, n);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    iterators.push_back(utils::IteratorType::reduction);

    Value init = buildZeroInit(
        rewriter, loc,
        getResultSizes(rewriter, loc, resultType, {op.getLhs(), op.getRhs()},
                       {lhsMap, rhsMap}, outMap),
        accumulator);
    Value accumulated =
        linalg::GenericOp::create(
            rewriter, loc, TypeRange{init.getType()},
            ValueRange{op.getLhs(), op.getRhs()}, ValueRange{init},
            ArrayRef<AffineMap>{lhsMap, rhsMap, outMap}, iterators,
            [&](OpBuilder &builder, Location bodyLoc, ValueRange args) {
              buildMultiplyAccumulate(builder, bodyLoc, args, multiply,
                                      accumulator);
            })
            .getResult(0);
    // What a library matmul needs to take the contraction over (GPU builds
    // call cuBLASLt for it: lib/GPU/LibraryMatmuls.cpp). With FP8
    // scales the epilogue below starts by multiplying by them.
    accumulated.getDefiningOp()->setAttr(
        kContractionAttrName,
        rewriter.getDictionaryAttr(
            {rewriter.getNamedAttr("multiply", TypeAttr::get(multiply)),
             rewriter.getNamedAttr("transpose_lhs",
                                   rewriter.getBoolAttr(op.getTransposeLhs())),
             rewriter.getNamedAttr("transpose_rhs",
                                   rewriter.getBoolAttr(op.getTransposeRhs())),
             rewriter.getNamedAttr("scaled",
                                   rewriter.getBoolAttr(isFP8(multiply)))}));
    // An attention's products keep the roles of their operands
    // (LowerAttention.cpp).
    if (Attribute roles = op->getAttr(kAttentionOperandsAttrName))
      accumulated.getDefiningOp()->setAttr(kAttentionOperandsAttrName, roles);

    // A per-channel vector is read along the result's rows (m) or
    // columns (n); a bias of the result's shape whole.
    AffineExpr rows = getAffineDimExpr(rank - 2, context);
    AffineExpr columns = getAffineDimExpr(rank - 1, context);
    Epilogue epilogue;
    for (auto [scale, along] : {std::pair(op.getScaleLhs(), rows),
                                std::pair(op.getScaleRhs(), columns)})
      if (scale)
        epilogue.scales.push_back({scale, along});
    if (Value bias = op.getBias()) {
      epilogue.bias = bias;
      if (cast<RankedTensorType>(bias.getType()).getRank() == 1)
        epilogue.biasAlong = columns;
    }
    epilogue.activation = op.getActivation().value_or(Activation::none);
    epilogue.scaleResult = op.getScaleResult();
    epilogue.saturate = op.getSaturate();
    epilogue.amax = static_cast<bool>(op.getAmax());
    rewriter.replaceOp(op, buildEpilogue(rewriter, loc, accumulated,
                                         resultType, accumulator, epilogue));
    return success();
  }
};

/// The convolution as a generic looping as linalg's named convolution of
/// its layout does: the input padded with +0 first, each factor converted
/// as in a matmul, a group dimension exposed by reshapes when grouped.
struct LowerConv final : OpRewritePattern<ConvOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type multiply = op.getMultiplyType();
    Type accumulator = op.getAccumulatorType();
    ConvLayout layout = op.getLayout();
    auto resultType = op.getResult().getType();
    int64_t groups = op.getGroups();
    bool grouped = groups > 1;

    Value input = op.getInput();
    Value filter = op.getFilter();
    // Rows and columns past the last window (a strided window that does not
    // end on the padded input's edge) are read by no result: dropped from
    // the high padding, then from the input's end, so that each spatial
    // loop spans the input exactly, as newer linalg verifiers (IREE's)
    // require of a generic's shapes.
    int64_t height = op.getChannelDim() == 1 ? 2 : 1;
    int64_t filterHeight = layout == ConvLayout::nchw_fchw   ? 2
                           : layout == ConvLayout::nhwc_fhwc ? 1
                                                             : 0;
    SmallVector<int64_t> padding(op.getPadding());
    auto inputType = cast<RankedTensorType>(input.getType());
    SmallVector<int64_t> sizes(inputType.getShape());
    for (int64_t i : {0, 1}) {
      int64_t size = sizes[height + i];
      int64_t window = op.getFilter().getType().getDimSize(filterHeight + i);
      int64_t out = resultType.getDimSize(height + i);
      if (ShapedType::isDynamic(size) || ShapedType::isDynamic(window) ||
          ShapedType::isDynamic(out) || out < 1)
        continue;
      int64_t spanned = (out - 1) * op.getStrides()[i] +
                        (window - 1) * op.getDilations()[i] + 1;
      int64_t excess = padding[i] + size + padding[i + 2] - spanned;
      int64_t cut = std::clamp<int64_t>(excess, 0, padding[i + 2]);
      padding[i + 2] -= cut;
      excess -= cut;
      if (excess > 0 && excess < size)
        sizes[height + i] = size - excess;
    }
    if (sizes != inputType.getShape()) {
      auto indices = [&](ArrayRef<int64_t> values) {
        return getAsIndexOpFoldResult(op.getContext(), values);
      };
      input = tensor::ExtractSliceOp::create(
          rewriter, loc, input, indices(SmallVector<int64_t>(4, 0)),
          indices(sizes), indices(SmallVector<int64_t>(4, 1)));
    }
    if (llvm::any_of(padding, [](int64_t value) { return value != 0; })) {
      SmallVector<OpFoldResult> low(4, rewriter.getIndexAttr(0));
      SmallVector<OpFoldResult> high(low);
      for (int64_t i : {0, 1}) {
        low[height + i] = rewriter.getIndexAttr(padding[i]);
        high[height + i] = rewriter.getIndexAttr(padding[i + 2]);
      }
      Type storage = op.getInput().getType().getElementType();
      input = tensor::PadOp::create(rewriter, loc, Type(), input, low, high,
                                    floatConstant(rewriter, loc, storage, 0.0));
    }
    SmallVector<int64_t> accumulatedShape(resultType.getShape());
    SmallVector<ReassociationIndices> inputGroups =
        getGroupedInputReassociation(layout);
    if (grouped) {
      // Each grouped dimension splits as [groups, size / groups].
      auto split = [&](Value value,
                       ArrayRef<ReassociationIndices> reassociation) {
        ArrayRef<int64_t> shape =
            cast<RankedTensorType>(value.getType()).getShape();
        SmallVector<int64_t> expanded;
        for (auto [dim, indices] : llvm::enumerate(reassociation)) {
          if (indices.size() == 1) {
            expanded.push_back(shape[dim]);
            continue;
          }
          expanded.push_back(groups);
          expanded.push_back(shape[dim] / groups);
        }
        return expanded;
      };
      SmallVector<ReassociationIndices> filterGroups =
          getGroupedFilterReassociation(layout);
      auto expand = [&](Value value,
                        ArrayRef<ReassociationIndices> reassociation) {
        auto type = cast<RankedTensorType>(value.getType());
        return tensor::ExpandShapeOp::create(
            rewriter, loc, type.clone(split(value, reassociation)), value,
            reassociation);
      };
      input = expand(input, inputGroups);
      filter = expand(filter, filterGroups);
      accumulatedShape = split(op.getResult(), inputGroups);
    }
    ConvLoops loops = getConvLoops(op.getContext(), layout, grouped,
                                   op.getStrides(), op.getDilations());
    // The sum starts at +0, or at the bias repeated over the result.
    Value init;
    if (op.getBiasFirst()) {
      int64_t rank = resultType.getRank();
      Value empty = tensor::EmptyOp::create(rewriter, loc,
                                            resultType.getShape(), accumulator);
      init =
          linalg::GenericOp::create(
              rewriter, loc, TypeRange{empty.getType()},
              ValueRange{op.getBias()}, ValueRange{empty},
              ArrayRef<AffineMap>{
                  AffineMap::get(rank, 0,
                                 rewriter.getAffineDimExpr(op.getChannelDim())),
                  rewriter.getMultiDimIdentityMap(rank)},
              SmallVector<utils::IteratorType>(rank,
                                               utils::IteratorType::parallel),
              [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
                linalg::YieldOp::create(
                    b, bodyLoc,
                    convertScalar(b, bodyLoc, args[0], accumulator));
              })
              .getResult(0);
      if (grouped)
        init = tensor::ExpandShapeOp::create(
            rewriter, loc, RankedTensorType::get(accumulatedShape, accumulator),
            init, inputGroups);
    } else {
      init = buildZeroInit(rewriter, loc,
                           getAsIndexOpFoldResult(op.getContext(),
                                                  accumulatedShape),
                           accumulator);
    }
    Value accumulated =
        linalg::GenericOp::create(
            rewriter, loc, TypeRange{init.getType()}, ValueRange{input, filter},
            ValueRange{init}, loops.maps, loops.iterators,
            [&](OpBuilder &builder, Location bodyLoc, ValueRange args) {
              buildMultiplyAccumulate(builder, bodyLoc, args, multiply,
                                      accumulator);
            })
            .getResult(0);
    // What a GPU build needs to run the loops as an im2col copy and a
    // library GEMM (lib/GPU/Im2col.cpp); a grouped convolution is no one
    // GEMM and stays loops. Builtin attributes only: the exported program
    // parses without mpopt's dialect (mlir-opt, IREE).
    if (!grouped)
      accumulated.getDefiningOp()->setAttr(
          kConvolutionAttrName,
          rewriter.getDictionaryAttr(
              {rewriter.getNamedAttr(
                   "layout",
                   rewriter.getStringAttr(stringifyConvLayout(op.getLayout()))),
               rewriter.getNamedAttr("strides", op.getStridesAttr()),
               rewriter.getNamedAttr("dilations", op.getDilationsAttr()),
               rewriter.getNamedAttr("multiply", TypeAttr::get(multiply))}));
    if (grouped)
      accumulated = tensor::CollapseShapeOp::create(
          rewriter, loc, resultType.clone(accumulator), accumulated,
          inputGroups);

    Epilogue epilogue;
    if (!op.getBiasFirst())
      epilogue.bias = op.getBias();
    epilogue.biasAlong = getAffineDimExpr(op.getChannelDim(), op.getContext());
    epilogue.activation = op.getActivation().value_or(Activation::none);
    rewriter.replaceOp(op, buildEpilogue(rewriter, loc, accumulated,
                                         resultType, accumulator, epilogue));
    return success();
  }
};

struct MPOptLowerToLinalgPass final
    : FunctionPass<MPOptLowerToLinalgPass,
                   mpopt::impl::MPOptLowerToLinalgPassBase> {
  void runOnFunction(FunctionOpInterface function) {
    // Attentions first: their compositions hold matmuls and softmaxes
    // that the second walk lowers. Their marks are numbered per function.
    int64_t nextId = 0;
    RewritePatternSet attentions(&getContext());
    populateLowerAttentionPatterns(attentions, nextId);
    walkAndApplyPatterns(function, std::move(attentions));
    RewritePatternSet patterns(&getContext());
    patterns.add<LowerMatmul, LowerConv>(&getContext());
    populateLowerNormsPatterns(patterns);
    walkAndApplyPatterns(function, std::move(patterns));
    WalkResult left = function->walk([](MatmulOp op) {
      op.emitOpError("cannot be lowered to linalg: tf32 operands have no "
                     "upstream lowering yet");
      return WalkResult::interrupt();
    });
    if (left.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace

void mpopt::buildMultiplyAccumulate(OpBuilder &builder, Location loc,
                                    ValueRange args, Type multiply,
                                    Type accumulator) {
  auto factor = [&](Value element) {
    return convertScalar(builder, loc,
                         convertScalar(builder, loc, element, multiply),
                         accumulator);
  };
  Value a = factor(args[0]);
  Value b = factor(args[1]);
  Value product = arith::MulFOp::create(builder, loc, a, b);
  linalg::YieldOp::create(
      builder, loc,
      arith::AddFOp::create(builder, loc, args[2], product).getResult());
}

std::optional<ConvolutionMark> mpopt::getConvolutionMark(Operation *op) {
  auto info = op->getAttrOfType<DictionaryAttr>(kConvolutionAttrName);
  if (!info)
    return std::nullopt;
  auto layoutName = dyn_cast_or_null<StringAttr>(info.get("layout"));
  std::optional<ConvLayout> layout =
      layoutName ? symbolizeConvLayout(layoutName.getValue()) : std::nullopt;
  auto strides = dyn_cast_or_null<DenseI64ArrayAttr>(info.get("strides"));
  auto dilations = dyn_cast_or_null<DenseI64ArrayAttr>(info.get("dilations"));
  auto multiply = dyn_cast_or_null<TypeAttr>(info.get("multiply"));
  auto positive = [](DenseI64ArrayAttr values) {
    return values && values.size() == 2 &&
           llvm::all_of(values.asArrayRef(),
                        [](int64_t value) { return value >= 1; });
  };
  if (!layout || !positive(strides) || !positive(dilations) || !multiply)
    return std::nullopt;
  return ConvolutionMark{*layout, strides.asArrayRef(),
                         dilations.asArrayRef(), multiply.getValue()};
}

Value mpopt::buildZeroInit(OpBuilder &builder, Location loc,
                           ArrayRef<OpFoldResult> sizes, Type accumulator) {
  Value empty = tensor::EmptyOp::create(builder, loc, sizes, accumulator);
  Value zero = floatConstant(builder, loc, accumulator, 0.0);
  return linalg::FillOp::create(builder, loc, zero, empty).getResult(0);
}

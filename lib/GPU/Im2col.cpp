//===- Im2col.cpp - convolutions as an im2col copy and a library GEMM -----===//
//
// A GPU runs the loops of a convolution as one thread per output summing
// C * KH * KW products: on resnet18 that is most of the program's time. The
// loops mpopt-lower-to-linalg marked become an im2col copy and a marked
// contraction instead, which mpopt-gpu-library-matmuls hands to cuBLASLt.
// Channels-first convolutions keep their layout: a batch of GEMMs with the
// weight shared, whose results are the NCHW output as it is.
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

#include "mpopt/Conversion/MPOptToLinalg/Passes.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Support/FunctionPass.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUIM2COLPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// A marked convolution's sizes, named as for `nchw_fchw` whatever the
/// layout; the input's height and width are the padded ones.
struct ConvShape {
  int64_t n, c, h, w, f, kh, kw, oh, ow;
};

/// The sizes of `input`, `filter` and `result` in `layout`, if they are
/// those of one convolution with `strides` and `dilations`.
std::optional<ConvShape> getConvShape(ConvLayout layout,
                                      ArrayRef<int64_t> input,
                                      ArrayRef<int64_t> filter,
                                      ArrayRef<int64_t> result,
                                      ArrayRef<int64_t> strides,
                                      ArrayRef<int64_t> dilations) {
  ConvShape s;
  if (layout == ConvLayout::nchw_fchw) {
    s = {input[0], input[1], input[2],  input[3], filter[0],
         filter[2], filter[3], result[2], result[3]};
    if (filter[1] != s.c || result[1] != s.f)
      return std::nullopt;
  } else {
    bool hwcf = layout == ConvLayout::nhwc_hwcf;
    s = {input[0],
         input[3],
         input[1],
         input[2],
         hwcf ? filter[3] : filter[0],
         hwcf ? filter[0] : filter[1],
         hwcf ? filter[1] : filter[2],
         result[1],
         result[2]};
    if ((hwcf ? filter[2] : filter[3]) != s.c || result[3] != s.f)
      return std::nullopt;
  }
  // Every window lies in the (padded) input.
  if (result[0] != s.n || s.oh < 1 || s.ow < 1 ||
      (s.oh - 1) * strides[0] + (s.kh - 1) * dilations[0] >= s.h ||
      (s.ow - 1) * strides[1] + (s.kw - 1) * dilations[1] >= s.w)
    return std::nullopt;
  return s;
}

/// A padding of the input's spatial dimensions by a value defined outside
/// the pad: the im2col copy reads the source and writes that value where a
/// window leaves it, so the padded input is never written (on ResNet-50 at
/// batch 32 the pads were 0.76 of 9.2 ms).
struct FoldedPad {
  Value source, value;
  int64_t top, left, height, width;
};

std::optional<FoldedPad> getFoldablePad(Value input, bool channelsFirst) {
  auto pad = input.getDefiningOp<tensor::PadOp>();
  if (!pad || !pad.getSourceType().hasStaticShape())
    return std::nullopt;
  Value value = pad.getConstantPaddingValue();
  ArrayRef<int64_t> low = pad.getStaticLow(), high = pad.getStaticHigh();
  if (!value || llvm::any_of(low, ShapedType::isDynamic) ||
      llvm::any_of(high, ShapedType::isDynamic))
    return std::nullopt;
  int64_t row = channelsFirst ? 2 : 1, column = row + 1;
  for (int64_t dim = 0; dim < 4; ++dim)
    if (dim != row && dim != column && (low[dim] != 0 || high[dim] != 0))
      return std::nullopt;
  ArrayRef<int64_t> shape = pad.getSourceType().getShape();
  return FoldedPad{pad.getSource(), value,       low[row],
                   low[column],     shape[row], shape[column]};
}

/// Whether `result`, a convolution's f32 sum, is read by one generic that
/// converts it to `multiply` and does nothing else (cuDNN then writes the
/// converted value), or `multiply` is f32 itself.
static bool isWrittenInMultiplyType(Value result, Type multiply) {
  if (multiply.isF32())
    return true;
  if (!result.hasOneUse())
    return false;
  auto reader = dyn_cast<linalg::GenericOp>(*result.user_begin());
  if (!reader || reader.getNumDpsInputs() != 1 ||
      reader.getNumDpsInits() != 1 ||
      !llvm::all_of(reader.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }) ||
      getElementTypeOrSelf(reader.getDpsInits()[0]) != multiply)
    return false;
  Block *body = reader.getBody();
  Operation *convert = body->getTerminator()->getOperand(0).getDefiningOp();
  return body->getOperations().size() == 2 && convert &&
         convert->getOperand(0) == body->getArgument(0) &&
         ((isa<arith::TruncFOp>(convert) &&
           !convert->hasAttr("roundingmode")) ||
          (isa<CastOp>(convert) && !cast<CastOp>(convert).getSaturate() &&
           !cast<CastOp>(convert).getRoundingAttr()));
}

struct ConvToGemm final : OpRewritePattern<linalg::GenericOp> {
  ConvToGemm(MLIRContext *context, bool cudnn)
      : OpRewritePattern(context), cudnn(cudnn) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<ConvolutionMark> mark = getConvolutionMark(op);
    if (!mark)
      return rewriter.notifyMatchFailure(
          op, "not marked as a convolution with a layout, 2 strides and 2 "
              "dilations of at least 1 and a multiply type");
    ArrayRef<int64_t> strides = mark->strides, dilations = mark->dilations;
    Type multiply = mark->multiply;
    if (!(multiply.isF32() || multiply.isBF16() || multiply.isF16()))
      return rewriter.notifyMatchFailure(
          op, "the library multiplies f32, bf16 or f16 here");
    if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
        op.getNumDpsInits() != 1)
      return rewriter.notifyMatchFailure(
          op, "not two tensors convolved into one");
    Value input = op.getDpsInputs()[0], filter = op.getDpsInputs()[1];
    Value init = op.getDpsInits()[0];
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    auto filterType = dyn_cast<RankedTensorType>(filter.getType());
    auto resultType = dyn_cast<RankedTensorType>(init.getType());
    if (!inputType || !filterType || !resultType ||
        !inputType.hasStaticShape() || !filterType.hasStaticShape() ||
        !resultType.hasStaticShape() || inputType.getRank() != 4 ||
        filterType.getRank() != 4 || resultType.getRank() != 4)
      return rewriter.notifyMatchFailure(op, "not static 4-D operands");
    Type accumulator = resultType.getElementType();
    if (!accumulator.isF32())
      return rewriter.notifyMatchFailure(
          op, "the library accumulates in f32 only");
    ConvLayout layout = mark->layout;
    std::optional<ConvShape> shape =
        getConvShape(layout, inputType.getShape(), filterType.getShape(),
                     resultType.getShape(), strides, dilations);
    if (!shape)
      return rewriter.notifyMatchFailure(
          op, "the operands' shapes are not those of one convolution");

    Location loc = op.getLoc();
    MLIRContext *context = op.getContext();
    bool channelsFirst = layout == ConvLayout::nchw_fchw;
    const ConvShape &s = *shape;
    // The input is the GEMM operand itself when every output reads one
    // input element in place.
    bool pointwise = s.kh == 1 && s.kw == 1 && strides[0] == 1 &&
                     strides[1] == 1 && s.oh == s.h && s.ow == s.w;
    // cuBLASLt runs a batch of GEMMs with few columns each (images of fewer
    // than 1024 output positions: ResNet-50's last three stages, 784 to 49)
    // or rows not 16-byte aligned at 45-180 TFLOP/s on the H200. Channels
    // first, those become one GEMM over every image's positions, `out[F, N
    // * OH * OW] = W[F, K] col[K, N * OH * OW]`, whose result its readers
    // take across ([F, N, OH, OW] as NCHW): the copy is then needed even
    // for a pointwise convolution.
    // cuDNN's implicit GEMM reads a channels-last input in place where the
    // GEMM would read a copy of KH * KW times its size (runtime/lib/Conv.cpp):
    // mpopt-gpu-library-matmuls calls it on these loops' buffers. Only for
    // windows wider than 1x1 over channels in multiples of 8: on the H200
    // cuDNN took ResNet-50's 1x1 convolutions at 2-4 times cuBLASLt's time
    // (87 against 20 us, batch 32, 64 -> 256 channels at 56x56; a strided
    // one's copy is a quarter of its input) and its 3-channel stem at 405
    // us against 353 for the copy and GEMM. And only where the copy would
    // be large (a million values): a call of cuDNN costs the host more than
    // a kernel launch, and resnet18's convolutions at 32x32 (copies of 74
    // thousand values) took 1.1-1.3 ms a call through it, 0.6-0.8 as copies.
    auto fill = init.getDefiningOp<linalg::FillOp>();
    bool zeroInit = fill && matchPattern(fill.value(), m_AnyZeroFloat());
    int64_t copied = s.n * s.oh * s.ow * s.kh * s.kw * s.c;
    if (cudnn && layout == ConvLayout::nhwc_fhwc && s.kh * s.kw > 1 &&
        copied >= (int64_t(1) << 20) && s.c % 8 == 0 && s.f % 8 == 0 &&
        zeroInit && dilations[0] == dilations[1] &&
        isWrittenInMultiplyType(op.getResult(0), multiply))
      return rewriter.notifyMatchFailure(op, "left to cuDNN");
    int64_t positions = s.oh * s.ow;
    bool merged =
        channelsFirst && s.n > 1 && (positions < 1024 || positions % 8 != 0);
    // A sum that starts elsewhere than +0 (a biased convolution's) is the
    // GEMM's plus that start, added after it: the library writes the
    // product (beta = 0), and the addition is cuBLASLt's C or bias, or a
    // kernel that fuses with the readers.
    Value addend;
    if (!zeroInit)
      addend = init;
    Value col = input;
    SmallVector<ReassociationIndices> colGroups;
    if (pointwise && !merged && inputType.getElementType() == multiply) {
      colGroups = channelsFirst
                      ? SmallVector<ReassociationIndices>{{0}, {1}, {2, 3}}
                      : SmallVector<ReassociationIndices>{{0, 1, 2}, {3}};
    } else {
      // col[n, c, kh, kw, oh, ow] (merged: [c, kh, kw, n, oh, ow]; channels
      // last: [n, oh, ow, kh, kw, c]), each element converted to the
      // multiply type as the loops' body converts it: the GEMM reads it as
      // it is.
      enum Loop { N, C, KH, KW, OH, OW };
      SmallVector<Loop> order = merged ? SmallVector<Loop>{C, KH, KW, N, OH, OW}
                                : channelsFirst
                                    ? SmallVector<Loop>{N, C, KH, KW, OH, OW}
                                    : SmallVector<Loop>{N, OH, OW, KH, KW, C};
      int64_t sizes[] = {s.n, s.c, s.kh, s.kw, s.oh, s.ow};
      AffineExpr dims[6];
      SmallVector<int64_t> colShape;
      for (auto [position, loop] : llvm::enumerate(order)) {
        dims[loop] = getAffineDimExpr(position, context);
        colShape.push_back(sizes[loop]);
      }
      AffineExpr row = dims[OH] * strides[0] + dims[KH] * dilations[0];
      AffineExpr column = dims[OW] * strides[1] + dims[KW] * dilations[1];
      SmallVector<AffineExpr> read =
          channelsFirst
              ? SmallVector<AffineExpr>{dims[N], dims[C], row, column}
              : SmallVector<AffineExpr>{dims[N], row, column, dims[C]};
      Value empty = tensor::EmptyOp::create(rewriter, loc, colShape, multiply);
      auto convert = [&](OpBuilder &nested, Location nestedLoc, Value value) {
        if (value.getType() != multiply)
          value = CastOp::create(nested, nestedLoc, multiply, value);
        linalg::YieldOp::create(nested, nestedLoc, value);
      };
      if (std::optional<FoldedPad> pad = getFoldablePad(input, channelsFirst)) {
        // Unsigned comparisons: a window row above the source is negative.
        auto gather = [&](OpBuilder &nested, Location nestedLoc, ValueRange) {
          auto index = [&](Loop loop) -> Value {
            return linalg::IndexOp::create(
                nested, nestedLoc,
                cast<AffineDimExpr>(dims[loop]).getPosition());
          };
          auto constant = [&](int64_t value) -> Value {
            return arith::ConstantIndexOp::create(nested, nestedLoc, value);
          };
          auto inSource = [&](Loop out, int64_t stride, Loop kernel,
                              int64_t dilation, int64_t low, int64_t size,
                              Value &position) {
            Value window = arith::MulIOp::create(nested, nestedLoc, index(out),
                                                 constant(stride));
            Value offset = arith::MulIOp::create(
                nested, nestedLoc, index(kernel), constant(dilation));
            position = arith::AddIOp::create(nested, nestedLoc, window, offset);
            position = arith::SubIOp::create(nested, nestedLoc, position,
                                             constant(low));
            return arith::CmpIOp::create(nested, nestedLoc,
                                         arith::CmpIPredicate::ult, position,
                                         constant(size));
          };
          Value row, column;
          Value rowInside = inSource(OH, strides[0], KH, dilations[0], pad->top,
                                     pad->height, row);
          Value columnInside = inSource(OW, strides[1], KW, dilations[1],
                                        pad->left, pad->width, column);
          Value inside =
              arith::AndIOp::create(nested, nestedLoc, rowInside, columnInside);
          // Outside, read the source's first row or column instead (any
          // element in bounds) and take the padding value.
          row = arith::SelectOp::create(nested, nestedLoc, inside, row,
                                        constant(0));
          column = arith::SelectOp::create(nested, nestedLoc, inside, column,
                                           constant(0));
          SmallVector<Value> at =
              channelsFirst
                  ? SmallVector<Value>{index(N), index(C), row, column}
                  : SmallVector<Value>{index(N), row, column, index(C)};
          Value element =
              tensor::ExtractOp::create(nested, nestedLoc, pad->source, at);
          convert(nested, nestedLoc,
                  arith::SelectOp::create(nested, nestedLoc, inside, element,
                                          pad->value));
        };
        col = linalg::GenericOp::create(
                  rewriter, loc, TypeRange{empty.getType()}, ValueRange{},
                  ValueRange{empty},
                  ArrayRef<AffineMap>{rewriter.getMultiDimIdentityMap(6)},
                  SmallVector<utils::IteratorType>(
                      6, utils::IteratorType::parallel),
                  gather)
                  .getResult(0);
      } else {
        col = linalg::GenericOp::create(
                  rewriter, loc, TypeRange{empty.getType()}, ValueRange{input},
                  ValueRange{empty},
                  ArrayRef<AffineMap>{AffineMap::get(6, 0, read, context),
                                      rewriter.getMultiDimIdentityMap(6)},
                  SmallVector<utils::IteratorType>(
                      6, utils::IteratorType::parallel),
                  [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
                    convert(nested, nestedLoc, args[0]);
                  })
                  .getResult(0);
      }
      colGroups =
          channelsFirst && !merged
              ? SmallVector<ReassociationIndices>{{0}, {1, 2, 3}, {4, 5}}
              : SmallVector<ReassociationIndices>{{0, 1, 2}, {3, 4, 5}};
    }
    col = tensor::CollapseShapeOp::create(rewriter, loc, col, colGroups);

    // K runs over (c, kh, kw) in channels-first filters and columns of col,
    // (kh, kw, c) in channels-last ones.
    bool hwcf = layout == ConvLayout::nhwc_hwcf;
    Value weight = tensor::CollapseShapeOp::create(
        rewriter, loc, filter,
        hwcf ? SmallVector<ReassociationIndices>{{0, 1, 2}, {3}}
             : SmallVector<ReassociationIndices>{{0}, {1, 2, 3}});
    SmallVector<ReassociationIndices> resultGroups =
        channelsFirst ? SmallVector<ReassociationIndices>{{0}, {1}, {2, 3}}
                      : SmallVector<ReassociationIndices>{{0, 1, 2}, {3}};
    // A fill of the GEMM's own shape, which the library call overwrites
    // (beta = 0) and so drops, where a fill of the convolution's shape, of
    // which the GEMM writes a view, would stay a kernel.
    SmallVector<int64_t> gemmShape =
        merged ? SmallVector<int64_t>{s.f, s.n * positions}
               : llvm::to_vector(tensor::CollapseShapeOp::inferCollapsedType(
                                     resultType, resultGroups)
                                     .getShape());
    Value gemmInit = buildZeroInit(
        rewriter, loc, getAsIndexOpFoldResult(rewriter.getContext(), gemmShape),
        accumulator);
    // Channels first: out[b, m, n] = sum_k W[m, k] col[b, k, n], the
    // weight shared by the batch; merged: out[m, n] = sum_k W[m, k] col[k,
    // n]. Channels last: out[m, n] = sum_k col[m, k] W[k, n] (W[n, k] for
    // nhwc_fhwc, which the library transposes).
    SmallVector<AffineMap> maps;
    Value lhs = weight, rhs = col;
    bool transposeRhs = false;
    if (merged) {
      AffineExpr m, n, k;
      bindDims(context, m, n, k);
      maps = {AffineMap::get(3, 0, {m, k}, context),
              AffineMap::get(3, 0, {k, n}, context),
              AffineMap::get(3, 0, {m, n}, context)};
    } else if (channelsFirst) {
      AffineExpr b, m, n, k;
      bindDims(context, b, m, n, k);
      maps = {AffineMap::get(4, 0, {m, k}, context),
              AffineMap::get(4, 0, {b, k, n}, context),
              AffineMap::get(4, 0, {b, m, n}, context)};
    } else {
      AffineExpr m, n, k;
      bindDims(context, m, n, k);
      transposeRhs = !hwcf;
      lhs = col;
      rhs = weight;
      maps = {AffineMap::get(3, 0, {m, k}, context),
              transposeRhs ? AffineMap::get(3, 0, {n, k}, context)
                           : AffineMap::get(3, 0, {k, n}, context),
              AffineMap::get(3, 0, {m, n}, context)};
    }
    SmallVector<utils::IteratorType> iterators(maps.back().getNumDims() - 1,
                                               utils::IteratorType::parallel);
    iterators.push_back(utils::IteratorType::reduction);
    auto gemm = linalg::GenericOp::create(
        rewriter, loc, TypeRange{gemmInit.getType()}, ValueRange{lhs, rhs},
        ValueRange{gemmInit}, maps, iterators,
        [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
          buildMultiplyAccumulate(nested, nestedLoc, args, multiply,
                                  accumulator);
        });
    gemm->setAttr(
        kContractionAttrName,
        rewriter.getDictionaryAttr(
            {rewriter.getNamedAttr("multiply", TypeAttr::get(multiply)),
             rewriter.getNamedAttr("transpose_lhs",
                                   rewriter.getBoolAttr(false)),
             rewriter.getNamedAttr("transpose_rhs",
                                   rewriter.getBoolAttr(transposeRhs)),
             rewriter.getNamedAttr("scaled", rewriter.getBoolAttr(false))}));
    // The product as the convolution's result: merged, [F, N, OH, OW]
    // read as [N, F, OH, OW] (a copy that mpopt-gpu-fuse-elementwise fuses
    // into the elementwise reader); plus the addend, in the same generic.
    Value product;
    AffineMap productMap = rewriter.getMultiDimIdentityMap(4);
    if (merged) {
      product = tensor::ExpandShapeOp::create(
          rewriter, loc,
          RankedTensorType::get({s.f, s.n, s.oh, s.ow}, accumulator),
          gemm.getResult(0), SmallVector<ReassociationIndices>{{0}, {1, 2, 3}});
      productMap =
          AffineMap::getPermutationMap(ArrayRef<unsigned>{1, 0, 2, 3}, context);
    } else {
      product = tensor::ExpandShapeOp::create(rewriter, loc, resultType,
                                              gemm.getResult(0), resultGroups);
    }
    if (!merged && !addend) {
      rewriter.replaceOp(op, product);
    } else {
      SmallVector<Value> inputs = {product};
      SmallVector<AffineMap> maps = {productMap};
      if (addend) {
        inputs.push_back(addend);
        maps.push_back(rewriter.getMultiDimIdentityMap(4));
      }
      maps.push_back(rewriter.getMultiDimIdentityMap(4));
      Value empty = tensor::EmptyOp::create(rewriter, loc,
                                            resultType.getShape(), accumulator);
      rewriter.replaceOpWithNewOp<linalg::GenericOp>(
          op, TypeRange{resultType}, inputs, ValueRange{empty}, maps,
          SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
          [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
            Value value = args[0];
            if (addend)
              value = arith::AddFOp::create(nested, nestedLoc, args[1], value);
            linalg::YieldOp::create(nested, nestedLoc, value);
          });
    }
    if (auto pad = input.getDefiningOp<tensor::PadOp>(); pad && pad.use_empty())
      rewriter.eraseOp(pad);
    return success();
  }

private:
  bool cudnn;
};

struct MPOptGPUIm2colPass final
    : FunctionPass<MPOptGPUIm2colPass, mpopt::impl::MPOptGPUIm2colPassBase> {
  using FunctionPass::FunctionPass;

  void runOnFunction(FunctionOpInterface function) {
    RewritePatternSet patterns(&getContext());
    patterns.add<ConvToGemm>(&getContext(), cudnn);
    walkAndApplyPatterns(function, std::move(patterns));
  }
};

} // namespace

//===- LowerToLinalg.cpp - mpopt ops as linalg, arith and math ------------===//

#include "LowerAttention.h"
#include "LowerNorms.h"

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTLOWERTOLINALGPASS
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

Value floatConstant(OpBuilder &builder, Location loc, Type type, double value) {
  return arith::ConstantOp::create(builder, loc,
                                   builder.getFloatAttr(type, value));
}

/// A scalar conversion with `mpopt.cast` semantics, or `value` itself.
Value convertScalar(OpBuilder &builder, Location loc, Value value, Type type,
                    bool saturate = false) {
  if (value.getType() == type && !saturate)
    return value;
  return CastOp::create(builder, loc, type, value, RoundingModeAttr(),
                        saturate);
}

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

    Value lhs = op.getLhs();
    Value rhs = op.getRhs();

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

    SmallVector<OpFoldResult> sizes;
    for (int64_t i = 0; i < rank; ++i)
      sizes.push_back(rewriter.getIndexAttr(resultType.getDimSize(i)));
    Value empty = tensor::EmptyOp::create(rewriter, loc, sizes, accumulator);
    Value zero = floatConstant(rewriter, loc, accumulator, 0.0);
    Value init =
        linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
    Value accumulated =
        linalg::GenericOp::create(
            rewriter, loc, TypeRange{init.getType()}, ValueRange{lhs, rhs},
            ValueRange{init}, ArrayRef<AffineMap>{lhsMap, rhsMap, outMap},
            iterators,
            [&](OpBuilder &builder, Location bodyLoc, ValueRange args) {
              // Each operand is converted to the multiply type (the
              // prologue); its products are exact in the accumulator.
              auto factor = [&](Value element) {
                return convertScalar(
                    builder, bodyLoc,
                    convertScalar(builder, bodyLoc, element, multiply),
                    accumulator);
              };
              Value a = factor(args[0]);
              Value b = factor(args[1]);
              Value product = arith::MulFOp::create(builder, bodyLoc, a, b);
              linalg::YieldOp::create(
                  builder, bodyLoc,
                  arith::AddFOp::create(builder, bodyLoc, args[2], product)
                      .getResult());
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

    // Epilogue: scales, bias, activation (the value amax reads), then the
    // result scale and the final cast.
    AffineMap identity = rewriter.getMultiDimIdentityMap(rank);
    SmallVector<Value> inputs = {accumulated};
    SmallVector<AffineMap> maps = {identity};
    // A per-channel vector is read along the result's rows (m) or
    // columns (n); the value of a tensor operand of the epilogue is its
    // block argument, found by `inputIndex`.
    auto addInput = [&](Value value, AffineExpr along) {
      inputs.push_back(value);
      maps.push_back(AffineMap::get(rank, 0, along));
    };
    AffineExpr rows = getAffineDimExpr(rank - 2, context);
    AffineExpr columns = getAffineDimExpr(rank - 1, context);
    if (Value bias = op.getBias()) {
      if (cast<RankedTensorType>(bias.getType()).getRank() == 1)
        addInput(bias, columns);
      else {
        inputs.push_back(bias);
        maps.push_back(identity);
      }
    }
    SmallVector<Value, 2> scales;
    for (auto [scale, along] : {std::pair(op.getScaleLhs(), rows),
                                std::pair(op.getScaleRhs(), columns)}) {
      if (scale)
        scales.push_back(scale);
      if (scale && isa<RankedTensorType>(scale.getType()))
        addInput(scale, along);
    }
    auto activated = [&](OpBuilder &builder, Location bodyLoc,
                         ValueRange args) {
      auto inputIndex = [&](Value value) {
        return llvm::find(inputs, value) - inputs.begin();
      };
      Value value = args[0];
      // acc * s_lhs * s_rhs, in that order, in f32.
      for (Value scale : scales) {
        Value factor = isa<RankedTensorType>(scale.getType())
                           ? args[inputIndex(scale)]
                           : scale;
        value = arith::MulFOp::create(builder, bodyLoc, value, factor);
      }
      if (Value bias = op.getBias())
        value = arith::AddFOp::create(builder, bodyLoc, value,
                                      convertScalar(builder, bodyLoc,
                                                    args[inputIndex(bias)],
                                                    accumulator));
      switch (op.getActivation().value_or(Activation::none)) {
      case Activation::none:
        break;
      case Activation::relu:
        value = arith::MaximumFOp::create(
            builder, bodyLoc, value,
            floatConstant(builder, bodyLoc, accumulator, 0.0));
        break;
      case Activation::gelu_tanh:
        value = buildGeluTanh(builder, bodyLoc, value);
        break;
      }
      return value;
    };
    Type resultElement = resultType.getElementType();
    Value resultInit =
        tensor::EmptyOp::create(rewriter, loc, sizes, resultElement);
    SmallVector<AffineMap> resultMaps(maps);
    resultMaps.push_back(identity);
    SmallVector<utils::IteratorType> parallel(rank,
                                              utils::IteratorType::parallel);
    Value result =
        linalg::GenericOp::create(
            rewriter, loc, TypeRange{resultType}, inputs,
            ValueRange{resultInit}, resultMaps, parallel,
            [&](OpBuilder &builder, Location bodyLoc, ValueRange args) {
              Value value = activated(builder, bodyLoc, args);
              if (Value scale = op.getScaleResult())
                value = arith::MulFOp::create(builder, bodyLoc, value, scale);
              linalg::YieldOp::create(builder, bodyLoc,
                                      convertScalar(builder, bodyLoc, value,
                                                    resultElement,
                                                    op.getSaturate()));
            })
            .getResult(0);

    SmallVector<Value> replacements = {result};
    if (op.getAmax()) {
      // max |value| with NaN propagating, over the whole result.
      Type f32 = rewriter.getF32Type();
      Value amaxEmpty =
          tensor::EmptyOp::create(rewriter, loc, ArrayRef<int64_t>{}, f32);
      Value amaxInit =
          linalg::FillOp::create(
              rewriter, loc, floatConstant(rewriter, loc, f32, 0.0), amaxEmpty)
              .getResult(0);
      SmallVector<AffineMap> amaxMaps(maps);
      amaxMaps.push_back(AffineMap::get(rank, 0, {}, context));
      SmallVector<utils::IteratorType> reduction(
          rank, utils::IteratorType::reduction);
      Value amax =
          linalg::GenericOp::create(
              rewriter, loc, TypeRange{amaxInit.getType()}, inputs,
              ValueRange{amaxInit}, amaxMaps, reduction,
              [&](OpBuilder &builder, Location bodyLoc, ValueRange args) {
                Value value = convertScalar(
                    builder, bodyLoc, activated(builder, bodyLoc, args), f32);
                Value magnitude = math::AbsFOp::create(builder, bodyLoc, value);
                linalg::YieldOp::create(
                    builder, bodyLoc,
                    arith::MaximumFOp::create(builder, bodyLoc, args.back(),
                                              magnitude)
                        .getResult());
              })
              .getResult(0);
      replacements.push_back(
          tensor::ExtractOp::create(rewriter, loc, amax, ValueRange{}));
    }
    rewriter.replaceOp(op, replacements);
    return success();
  }
};

struct MPOptLowerToLinalgPass final
    : mpopt::impl::MPOptLowerToLinalgPassBase<MPOptLowerToLinalgPass> {
  void runOnOperation() override {
    // Attentions first: their compositions hold matmuls and softmaxes
    // that the second walk lowers.
    int64_t nextId = 0;
    RewritePatternSet attentions(&getContext());
    populateLowerAttentionPatterns(attentions, nextId);
    walkAndApplyPatterns(getOperation(), std::move(attentions));
    RewritePatternSet patterns(&getContext());
    patterns.add<LowerMatmul>(&getContext());
    populateLowerNormsPatterns(patterns);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    WalkResult left = getOperation()->walk([](MatmulOp op) {
      op.emitOpError("cannot be lowered to linalg: tf32 operands have no "
                     "upstream lowering yet");
      return WalkResult::interrupt();
    });
    if (left.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace

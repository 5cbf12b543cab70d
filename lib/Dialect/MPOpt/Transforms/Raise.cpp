//===- Raise.cpp - raise linalg matmuls to mpopt.matmul -------------------===//

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTRAISEPASS
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// Which operands a linalg matmul reads transposed, from its indexing maps;
/// failure for maps mpopt.matmul cannot express (broadcasts).
FailureOr<std::pair<bool, bool>> getTransposes(linalg::LinalgOp op,
                                               int64_t rank) {
  MLIRContext *context = op.getContext();
  SmallVector<AffineExpr> dims;
  for (int64_t i = 0; i < rank + 1; ++i)
    dims.push_back(getAffineDimExpr(i, context));
  SmallVector<AffineExpr> batch(dims.begin(), dims.begin() + rank - 2);
  AffineExpr m = dims[rank - 2], n = dims[rank - 1], k = dims[rank];
  auto map = [&](AffineExpr a, AffineExpr b) {
    SmallVector<AffineExpr> exprs(batch);
    exprs.push_back(a);
    exprs.push_back(b);
    return AffineMap::get(rank + 1, 0, exprs, context);
  };
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (maps.size() != 3 || maps[2] != map(m, n))
    return failure();
  bool transposeLhs = maps[0] == map(k, m);
  bool transposeRhs = maps[1] == map(n, k);
  if ((!transposeLhs && maps[0] != map(m, k)) ||
      (!transposeRhs && maps[1] != map(k, n)))
    return failure();
  return std::make_pair(transposeLhs, transposeRhs);
}

/// True for an accumulator that starts at +0: a zero fill, or a constant
/// splat of +0 (what tosa-to-linalg writes).
bool startsAtPositiveZero(Value init) {
  if (auto fill = init.getDefiningOp<linalg::FillOp>())
    return matchPattern(fill.getInputs()[0], m_PosZeroFloat());
  DenseFPElementsAttr splat;
  return matchPattern(init, m_Constant(&splat)) && splat.isSplat() &&
         splat.getSplatValue<APFloat>().isPosZero();
}

template <typename LinalgMatmulOp>
struct RaiseMatmul final : OpRewritePattern<LinalgMatmulOp> {
  RaiseMatmul(MLIRContext *context, unsigned &raised)
      : OpRewritePattern<LinalgMatmulOp>(context), raised(raised) {}

  LogicalResult matchAndRewrite(LinalgMatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    if (!startsAtPositiveZero(op.getDpsInits()[0]))
      return rewriter.notifyMatchFailure(
          op, "accumulates into something other than +0");
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    Type accumulator = resultType.getElementType();
    if (!accumulator.isF32() && !accumulator.isF16())
      return rewriter.notifyMatchFailure(
          op, "accumulates in a type mpopt.matmul does not (only f32, f16)");
    FailureOr<std::pair<bool, bool>> transposes =
        getTransposes(op, resultType.getRank());
    if (failed(transposes))
      return rewriter.notifyMatchFailure(op, "indexing maps broadcast");

    Value lhs = op.getDpsInputs()[0];
    Value rhs = op.getDpsInputs()[1];
    auto lhsElement =
        dyn_cast<FloatType>(cast<ShapedType>(lhs.getType()).getElementType());
    auto rhsElement =
        dyn_cast<FloatType>(cast<ShapedType>(rhs.getType()).getElementType());
    if (!lhsElement || !rhsElement)
      return rewriter.notifyMatchFailure(op, "not a float matmul");
    // linalg converts both operands to the accumulator type and multiplies
    // there; multiplying in a narrower operand type is the same when its
    // products are exact in the accumulator.
    Type multiply = accumulator;
    if (lhsElement == rhsElement &&
        isExactConversion(lhsElement, cast<FloatType>(accumulator)) &&
        !isFP8(lhsElement) &&
        2 * lhsElement.getFPMantissaWidth() <=
            cast<FloatType>(accumulator).getFPMantissaWidth())
      multiply = lhsElement;

    rewriter.replaceOpWithNewOp<MatmulOp>(
        op, resultType, /*amax=*/Type(), lhs, rhs, /*bias=*/Value(),
        /*scale_lhs=*/Value(), /*scale_rhs=*/Value(), /*scale_result=*/Value(),
        multiply, accumulator, transposes->first, transposes->second,
        ActivationAttr(), /*saturate=*/false);
    ++raised;
    return success();
  }

  unsigned &raised;
};

struct MPOptRaisePass final : mpopt::impl::MPOptRaisePassBase<MPOptRaisePass> {
  void runOnOperation() override {
    unsigned raised = 0;
    RewritePatternSet patterns(&getContext());
    patterns
        .add<RaiseMatmul<linalg::MatmulOp>, RaiseMatmul<linalg::BatchMatmulOp>>(
            &getContext(), raised);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    numRaised += raised;
  }
};

} // namespace

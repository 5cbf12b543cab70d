//===- Raise.cpp - raise linalg matmuls to mpopt.matmul -------------------===//

#include "RaiseAttention.h"
#include "RaiseConvs.h"
#include "RaiseRowOps.h"

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Support/FunctionPass.h"
#include "mpopt/Transforms/Raise/Passes.h"
#include "mpopt/Transforms/Utils/ElementGraph.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTRAISEPASS
#include "mpopt/Transforms/Raise/Passes.h.inc"
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

/// How a linalg matmul becomes an mpopt.matmul.
struct MatmulPlan {
  Type multiply;
  Type accumulator;
  bool transposeLhs;
  bool transposeRhs;
};

/// Plans raising `op` (a linalg.matmul or linalg.batch_matmul), or says in
/// `whyNot` why it cannot be raised.
FailureOr<MatmulPlan> planMatmul(linalg::LinalgOp op, std::string &whyNot) {
  if (!op.hasPureTensorSemantics()) {
    whyNot = "not on tensors";
    return failure();
  }
  if (!startsAtPositiveZero(op.getDpsInits()[0])) {
    whyNot = "accumulates into something other than +0";
    return failure();
  }
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  Type accumulator = resultType.getElementType();
  if (!accumulator.isF32() && !accumulator.isF16()) {
    whyNot = "accumulates in a type mpopt.matmul does not (only f32, f16)";
    return failure();
  }
  FailureOr<std::pair<bool, bool>> transposes =
      getTransposes(op, resultType.getRank());
  if (failed(transposes)) {
    whyNot = "indexing maps broadcast";
    return failure();
  }
  auto lhsElement = dyn_cast<FloatType>(
      cast<ShapedType>(op.getDpsInputs()[0].getType()).getElementType());
  auto rhsElement = dyn_cast<FloatType>(
      cast<ShapedType>(op.getDpsInputs()[1].getType()).getElementType());
  if (!lhsElement || !rhsElement) {
    whyNot = "not a float matmul";
    return failure();
  }
  // linalg converts both operands to the accumulator type and multiplies
  // there; multiplying in a narrower operand type can be the same.
  return MatmulPlan{getExactMultiplyType(lhsElement, rhsElement, accumulator),
                    accumulator, transposes->first, transposes->second};
}

template <typename LinalgMatmulOp>
struct RaiseMatmul final : OpRewritePattern<LinalgMatmulOp> {
  RaiseMatmul(MLIRContext *context, unsigned &raised)
      : OpRewritePattern<LinalgMatmulOp>(context), raised(raised) {}

  LogicalResult matchAndRewrite(LinalgMatmulOp op,
                                PatternRewriter &rewriter) const override {
    std::string whyNot;
    FailureOr<MatmulPlan> plan = planMatmul(op, whyNot);
    if (failed(plan))
      return rewriter.notifyMatchFailure(op, whyNot);
    rewriter.replaceOpWithNewOp<MatmulOp>(
        op, op->getResult(0).getType(), /*amax=*/Type(), op.getDpsInputs()[0],
        op.getDpsInputs()[1], /*bias=*/Value(), /*scale_lhs=*/Value(),
        /*scale_rhs=*/Value(), /*scale_result=*/Value(), plan->multiply,
        plan->accumulator, plan->transposeLhs, plan->transposeRhs,
        ActivationAttr(), /*saturate=*/false);
    ++raised;
    return success();
  }

  unsigned &raised;
};

/// An elementwise generic adding a bias to the result of an mpopt.matmul
/// it alone reads, `matmul + bias [rounded]` -> the matmul with that bias
/// (and the rounding as its result type): the matmul adds the bias
/// converted to the accumulator type to the unrounded sum, as the generic
/// does. The bias is a row vector along the last dimension (read directly
/// or through the broadcast torch-mlir writes), widened or not.
struct RaiseMatmulBias final : OpRewritePattern<linalg::GenericOp> {
  RaiseMatmulBias(MLIRContext *context, unsigned &raised)
      : OpRewritePattern<linalg::GenericOp>(context), raised(raised) {}

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    if (!isElementwiseEnd(generic))
      return rewriter.notifyMatchFailure(generic, "not an elementwise end");
    ElementGraph graph(generic);
    Element sum = graph.getYielded();
    Type resultType = generic->getResult(0).getType();
    // The rounding of the sum, if any, becomes the matmul's result type.
    if (std::optional<Element> unrounded = graph.getRounded(sum))
      sum = *unrounded;
    auto add = graph.getDefining<arith::AddFOp>(sum);
    if (!add || (add.getFastmathAttr() && add.getFastmathAttr().getValue() !=
                                              arith::FastMathFlags::none))
      return rewriter.notifyMatchFailure(generic, "not an addition");
    for (unsigned index : {0u, 1u}) {
      Element product = graph.normalize(graph.getOperand(sum, add, index));
      auto matmul = product.value.getDefiningOp<MatmulOp>();
      if (!matmul || !graph.isIdentity(product.map) ||
          !matmul.getResult().hasOneUse() || matmul.getBias() ||
          matmul.getScaleResult() || matmul.getActivation() ||
          matmul.getAmax() ||
          matmul.getResult().getType().getElementType() !=
              matmul.getAccumulatorType() ||
          add.getType() != matmul.getAccumulatorType())
        continue;
      Element addend = graph.getOperand(sum, add, 1 - index);
      // A residual of the result's shape stays an add of its own: the GPU
      // lowering and the cost model treat the two epilogues differently.
      Value bias = graph.getParameter(addend, graph.getRank() - 1);
      if (!bias)
        continue;
      rewriter.setInsertionPoint(generic);
      auto biased = MatmulOp::create(
          rewriter, matmul.getLoc(), resultType, /*amax=*/Type(),
          matmul.getLhs(), matmul.getRhs(), bias, matmul.getScaleLhs(),
          matmul.getScaleRhs(), /*scale_result=*/Value(),
          matmul.getMultiplyType(), matmul.getAccumulatorType(),
          matmul.getTransposeLhs(), matmul.getTransposeRhs(), ActivationAttr(),
          /*saturate=*/false);
      rewriter.replaceOp(generic, biased.getResult());
      rewriter.eraseOp(matmul);
      ++raised;
      return success();
    }
    return rewriter.notifyMatchFailure(generic,
                                       "not a matmul result plus a bias");
  }

  unsigned &raised;
};

struct MPOptRaisePass final
    : FunctionPass<MPOptRaisePass, mpopt::impl::MPOptRaisePassBase> {
  using FunctionPass::FunctionPass;

  void runOnFunction(FunctionOpInterface function) {
    if (emitRemarks)
      function->walk([](linalg::LinalgOp op) {
        if (!isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op))
          return;
        std::string whyNot;
        if (failed(planMatmul(op, whyNot)))
          op->emitRemark("mpopt-raise: not raised: ") << whyNot;
      });
    if (emitRemarks)
      getOperation()->walk([](linalg::LinalgOp op) {
        if (std::optional<std::string> whyNot = getWhyConvNotRaised(op))
          op->emitRemark("mpopt-raise: convolution not raised: ") << *whyNot;
      });
    unsigned matmuls = 0, biases = 0, convs = 0;
    RaisedRowOps rowOps;
    RewritePatternSet patterns(&getContext());
    patterns
        .add<RaiseMatmul<linalg::MatmulOp>, RaiseMatmul<linalg::BatchMatmulOp>>(
            &getContext(), matmuls);
    patterns.add<RaiseMatmulBias>(&getContext(), biases);
    populateRaiseConvsPatterns(patterns, convs);
    populateRaiseRowOpsPatterns(patterns, rowOps);
    walkAndApplyPatterns(function, std::move(patterns));
    // Attentions from what the walk above raised.
    unsigned attentions = 0;
    RewritePatternSet attentionPatterns(&getContext());
    populateRaiseAttentionPatterns(attentionPatterns, attentions);
    // Greedily: a match replaces ops after the matmul it starts from, and
    // the driver erases the steps nothing reads any more.
    if (failed(applyPatternsGreedily(
            function, std::move(attentionPatterns),
            GreedyRewriteConfig()
                .enableFolding(false)
                .enableConstantCSE(false)
                .setRegionSimplificationLevel(
                    GreedySimplifyRegionLevel::Disabled))))
      return signalPassFailure();
    numRaised += matmuls + convs + rowOps.softmaxes + rowOps.layerNorms +
                 rowOps.batchNorms + rowOps.groupNorms + rowOps.rmsNorms +
                 attentions;
    if (emitRemarks)
      function->walk([](linalg::GenericOp op) {
        if (std::optional<std::string> whyNot = getWhyRowOpNotRaised(op))
          op->emitRemark("mpopt-raise: not raised as a norm or softmax: ")
              << *whyNot;
      });
    if (emitRemarks)
      function.emitRemark("mpopt-raise: ")
          << matmuls << " matmuls (" << biases << " with their bias), " << convs
          << " convolutions, " << rowOps.softmaxes << " softmaxes, "
          << rowOps.layerNorms << " layer norms, " << rowOps.batchNorms
          << " batch norms, " << rowOps.groupNorms << " group norms, "
          << rowOps.rmsNorms << " RMS norms and "
          << attentions << " attentions raised";
  }
};

} // namespace

bool mpopt::startsAtPositiveZero(Value init) {
  if (auto fill = init.getDefiningOp<linalg::FillOp>())
    return matchPattern(fill.getInputs()[0], m_PosZeroFloat());
  DenseFPElementsAttr splat;
  return matchPattern(init, m_Constant(&splat)) && splat.isSplat() &&
         splat.getSplatValue<APFloat>().isPosZero();
}

//===- Raise.cpp - raise linalg matmuls to mpopt.matmul -------------------===//

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
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
  // there; multiplying in a narrower operand type is the same when its
  // products are exact in the accumulator.
  Type multiply = accumulator;
  if (lhsElement == rhsElement &&
      isExactConversion(lhsElement, cast<FloatType>(accumulator)) &&
      !isFP8(lhsElement) &&
      2 * lhsElement.getFPMantissaWidth() <=
          cast<FloatType>(accumulator).getFPMantissaWidth())
    multiply = lhsElement;
  return MatmulPlan{multiply, accumulator, transposes->first,
                    transposes->second};
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

/// The single-op body of a linalg.generic: the op that computes the yielded
/// value, if the body holds nothing else.
template <typename OpTy> OpTy getSingleBodyOp(linalg::GenericOp generic) {
  Block *body = generic.getBody();
  if (body->getOperations().size() != 2)
    return {};
  auto op = dyn_cast<OpTy>(&body->front());
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  return op && yield.getValues().front() == op->getResult(0) ? op : OpTy();
}

/// The dimension a generic reduces its input over into a row of statistics,
/// if it is a one-dimension reduction: input map identity, output map the
/// identity without that dimension.
std::optional<int64_t> getReducedDim(linalg::GenericOp generic) {
  if (generic.getNumDpsInputs() != 1 || generic.getNumReductionLoops() != 1)
    return std::nullopt;
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  if (!maps[0].isIdentity())
    return std::nullopt;
  SmallVector<utils::IteratorType> iterators = generic.getIteratorTypesArray();
  int64_t dim =
      llvm::find(iterators, utils::IteratorType::reduction) - iterators.begin();
  if (maps[1] != maps[0].dropResult(dim))
    return std::nullopt;
  return dim;
}

/// True when `init` is a linalg.fill of the constant `value`.
bool isFilledWith(Value init, double value) {
  auto fill = init.getDefiningOp<linalg::FillOp>();
  FloatAttr constant;
  if (!fill || !matchPattern(fill.getInputs()[0], m_Constant(&constant)))
    return false;
  double actual = constant.getValueAsDouble();
  return actual == value && std::signbit(actual) == std::signbit(value);
}

/// An elementwise generic over `x` and a row of statistics (the second
/// input, read through the identity without `dim`).
bool isRowwise(linalg::GenericOp generic, int64_t dim) {
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  return generic.getNumDpsInputs() == 2 &&
         generic.getNumParallelLoops() == generic.getNumLoops() &&
         maps[0].isIdentity() && maps[1] == maps[0].dropResult(dim) &&
         maps[2].isIdentity();
}

/// The max-subtract-exp-sum-divide sequence exporters write for softmax
/// (one generic each) -> mpopt.softmax, which computes the same: the same
/// maximum, the same exponentials summed in the same order, the same
/// divisions.
struct RaiseSoftmax final : OpRewritePattern<linalg::GenericOp> {
  RaiseSoftmax(MLIRContext *context, unsigned &raised)
      : OpRewritePattern<linalg::GenericOp>(context), raised(raised) {}

  LogicalResult matchAndRewrite(linalg::GenericOp divide,
                                PatternRewriter &rewriter) const override {
    if (!divide.hasPureTensorSemantics() || divide.getNumDpsInputs() != 2 ||
        !getSingleBodyOp<arith::DivFOp>(divide))
      return rewriter.notifyMatchFailure(divide, "not a division");
    auto sum = divide.getDpsInputs()[1].getDefiningOp<linalg::GenericOp>();
    auto exp = divide.getDpsInputs()[0].getDefiningOp<linalg::GenericOp>();
    if (!sum || !exp || sum.getNumDpsInputs() != 1 ||
        exp.getNumDpsInputs() != 2 ||
        sum.getDpsInputs()[0] != exp->getResult(0))
      return rewriter.notifyMatchFailure(divide, "not exp / sum(exp)");
    std::optional<int64_t> dim = getReducedDim(sum);
    if (!dim || !getSingleBodyOp<arith::AddFOp>(sum) ||
        !isFilledWith(sum.getDpsInits()[0], 0.0) || !isRowwise(divide, *dim))
      return rewriter.notifyMatchFailure(divide, "the sum is not a row sum");
    // exp(x - max): subf then exp, over x and its row maximum.
    Block *body = exp.getBody();
    auto sub = dyn_cast<arith::SubFOp>(&body->front());
    if (!isRowwise(exp, *dim) || body->getOperations().size() != 3 || !sub ||
        sub.getLhs() != body->getArgument(0) ||
        sub.getRhs() != body->getArgument(1))
      return rewriter.notifyMatchFailure(divide, "not exp(x - max)");
    auto expOp = dyn_cast<math::ExpOp>(sub->getNextNode());
    if (!expOp || expOp.getOperand() != sub.getResult() ||
        cast<linalg::YieldOp>(body->getTerminator()).getValues().front() !=
            expOp.getResult())
      return rewriter.notifyMatchFailure(divide, "not exp(x - max)");
    Value input = exp.getDpsInputs()[0];
    auto max = exp.getDpsInputs()[1].getDefiningOp<linalg::GenericOp>();
    if (!max || max.getNumDpsInputs() != 1 || max.getDpsInputs()[0] != input ||
        getReducedDim(max) != dim || !getSingleBodyOp<arith::MaximumFOp>(max) ||
        !isFilledWith(max.getDpsInits()[0], -INFINITY))
      return rewriter.notifyMatchFailure(divide, "not a row maximum");
    // Only the division reads the intermediate results.
    if (!max->hasOneUse() || !sum->hasOneUse() ||
        llvm::any_of(exp->getUsers(), [&](Operation *user) {
          return user != sum && user != divide;
        }))
      return rewriter.notifyMatchFailure(divide,
                                         "an intermediate has other users");
    auto type = cast<RankedTensorType>(divide->getResult(0).getType());
    if (cast<RankedTensorType>(input.getType()) != type)
      return rewriter.notifyMatchFailure(divide, "types change on the way");
    if (!type.getElementType().isF32())
      return rewriter.notifyMatchFailure(
          divide, "accumulates in another type than f32, which mpopt keeps "
                  "softmax in");
    rewriter.replaceOpWithNewOp<SoftmaxOp>(divide, type, input, *dim,
                                           type.getElementType());
    ++raised;
    return success();
  }

  unsigned &raised;
};

struct MPOptRaisePass final
    : mpopt::impl::MPOptRaisePassBase<MPOptRaisePass> {
  using Base::Base;

  void runOnOperation() override {
    if (emitRemarks)
      getOperation()->walk([](linalg::LinalgOp op) {
        if (!isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op))
          return;
        std::string whyNot;
        if (failed(planMatmul(op, whyNot)))
          op->emitRemark("mpopt-raise: not raised: ") << whyNot;
      });
    unsigned matmuls = 0;
    unsigned softmaxes = 0;
    RewritePatternSet patterns(&getContext());
    patterns.add<RaiseMatmul<linalg::MatmulOp>,
                 RaiseMatmul<linalg::BatchMatmulOp>>(&getContext(), matmuls);
    patterns.add<RaiseSoftmax>(&getContext(), softmaxes);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    numRaised += matmuls + softmaxes;
    if (emitRemarks)
      getOperation().emitRemark("mpopt-raise: ")
          << matmuls << " matmuls and " << softmaxes
          << " softmaxes raised";
  }
};

} // namespace

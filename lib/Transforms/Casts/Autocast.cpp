//===- Autocast.cpp - the casts an AMP framework inserts ------------------===//

#include "mpopt/Analysis/Sensitivity.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Support/FunctionPass.h"
#include "mpopt/Transforms/Casts/Passes.h"
#include "mpopt/Transforms/Utils/ElementGraph.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTAUTOCASTPASS
#include "mpopt/Transforms/Casts/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// A rank-1 bias added to a matmul's result, as torch-mlir writes `addmm`
/// and `linear`: `add` is an elementwise generic whose body adds its two
/// inputs, the product read as it is and the bias along the last
/// dimension, directly or through `broadcast`, a generic copying it to
/// every row. `operand` is the add's input that carries the bias.
struct BiasAddition {
  linalg::GenericOp add;
  OpOperand *operand;
  linalg::GenericOp broadcast;
  Value bias;
};

/// Whether `map` reads only the last of its dimensions.
bool readsLastDimension(AffineMap map) {
  return map.getNumResults() == 1 &&
         map.getResult(0) == getAffineDimExpr(map.getNumDims() - 1,
                                              map.getContext());
}

std::optional<BiasAddition> getBiasAddition(Value product) {
  if (!product.hasOneUse())
    return std::nullopt;
  OpOperand &use = *product.use_begin();
  auto add = dyn_cast<linalg::GenericOp>(use.getOwner());
  if (!isElementwise(add) || add.getNumDpsInputs() != 2 ||
      add.getNumDpsInits() != 1 || add.isDpsInit(&use) ||
      add->getResult(0).getType() != product.getType() ||
      !add.getMatchingIndexingMap(&use).isIdentity())
    return std::nullopt;
  Block &body = add.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  auto sum = yield.getValues()[0].getDefiningOp<arith::AddFOp>();
  if (!sum || &body.front() != sum.getOperation() ||
      sum.getFastmath() != arith::FastMathFlags::none ||
      !llvm::is_contained(sum->getOperands(), body.getArgument(0)) ||
      !llvm::is_contained(sum->getOperands(), body.getArgument(1)))
    return std::nullopt;
  OpOperand *operand = add.getDpsInputOperand(use.getOperandNumber() == 0);
  AffineMap map = add.getMatchingIndexingMap(operand);
  Value addend = operand->get();
  auto isBias = [](Value value) {
    auto type = cast<RankedTensorType>(value.getType());
    return type.getRank() == 1 && type.getElementType().isF32();
  };
  if (readsLastDimension(map))
    return isBias(addend) ? std::optional(BiasAddition{add, operand, {}, addend})
                          : std::nullopt;
  auto broadcast = addend.getDefiningOp<linalg::GenericOp>();
  if (!map.isIdentity() || !isElementwise(broadcast) ||
      broadcast.getNumDpsInputs() != 1 ||
      !readsLastDimension(
          broadcast.getMatchingIndexingMap(broadcast.getDpsInputOperand(0))))
    return std::nullopt;
  Block &copy = broadcast.getRegion().front();
  Value bias = broadcast.getDpsInputs()[0];
  if (cast<linalg::YieldOp>(copy.getTerminator()).getValues()[0] !=
          copy.getArgument(0) ||
      !isBias(bias))
    return std::nullopt;
  return BiasAddition{add, operand, broadcast, bias};
}

/// A matmul on f32 runs on `lowType` operands with an f32 accumulator; its
/// result is rounded to `lowType` and widened back for the f32 program.
/// With a bias (torch-mlir's `addmm` and `linear`), it is what PyTorch's
/// autocast runs: the bias is rounded to `lowType` too and added to the
/// accumulator, and the sum is rounded once (cuBLAS's bias epilogue).
template <typename MatmulOp>
struct AutocastMatmul final : OpRewritePattern<MatmulOp> {
  AutocastMatmul(MLIRContext *context, FloatType lowType, unsigned &count)
      : OpRewritePattern<MatmulOp>(context), lowType(lowType), count(count) {}

  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    auto isF32 = [](Value value) {
      return getElementTypeOrSelf(value.getType()).isF32();
    };
    if (!llvm::all_of(op->getOperands(), isF32))
      return rewriter.notifyMatchFailure(op, "not an f32 matmul");

    Location loc = op.getLoc();
    SmallVector<Value> inputs;
    for (Value input : op.getDpsInputs())
      inputs.push_back(CastOp::create(
          rewriter, loc, cast<ShapedType>(input.getType()).clone(lowType),
          input));
    // Keep the layout attributes (transposed operands); the builder makes
    // the body, with the widening of the low-type operands.
    SmallVector<NamedAttribute> attributes;
    for (StringRef name : {"indexing_maps", "cast"})
      if (Attribute attr = op->getAttr(name))
        attributes.push_back(rewriter.getNamedAttr(name, attr));
    auto matmul = MatmulOp::create(rewriter, loc, op->getResultTypes(), inputs,
                                   op.getDpsInits(), attributes);
    auto resultType = cast<ShapedType>(op->getResult(0).getType());
    if (std::optional<BiasAddition> biased =
            getBiasAddition(op->getResult(0))) {
      roundBias(rewriter, *biased);
      rewriter.replaceOp(op, matmul->getResult(0));
      Value sum = biased->add->getResult(0);
      rewriter.setInsertionPointAfter(biased->add);
      Value rounded = CastOp::create(rewriter, biased->add.getLoc(),
                                     resultType.clone(lowType), sum);
      Value widened =
          CastOp::create(rewriter, biased->add.getLoc(), resultType, rounded);
      rewriter.replaceAllUsesExcept(sum, widened, rounded.getDefiningOp());
      ++count;
      return success();
    }
    Value rounded = CastOp::create(rewriter, loc, resultType.clone(lowType),
                                   matmul->getResult(0));
    rewriter.replaceOpWithNewOp<CastOp>(op, resultType, rounded);
    ++count;
    return success();
  }

  /// The addition reads the bias rounded to `lowType` (through a copy of
  /// its broadcast, which other readers may share).
  void roundBias(PatternRewriter &rewriter, BiasAddition biased) const {
    Operation *reader = biased.broadcast ? biased.broadcast.getOperation()
                                         : biased.add.getOperation();
    rewriter.setInsertionPoint(reader);
    auto type = cast<ShapedType>(biased.bias.getType());
    Value low = CastOp::create(rewriter, biased.bias.getLoc(),
                               type.clone(lowType), biased.bias);
    Value addend = CastOp::create(rewriter, biased.bias.getLoc(), type, low);
    if (biased.broadcast) {
      IRMapping mapping;
      mapping.map(biased.bias, addend);
      addend = rewriter.clone(*biased.broadcast, mapping)->getResult(0);
    }
    rewriter.modifyOpInPlace(biased.add,
                             [&] { biased.operand->set(addend); });
  }

  FloatType lowType;
  unsigned &count;
};

/// Ops not on either list follow their inputs: an elementwise generic on f32
/// values that are all widened from `lowType` computes as a `lowType` op
/// would (in f32 inside, as PyTorch's opmath does) and its result is
/// rounded to `lowType`, then widened back for the f32 program. Program
/// order, so a chain of such ops follows the first one.
unsigned followInputs(Operation *root, FloatType lowType,
                      ArrayRef<std::string> deny) {
  unsigned count = 0;
  IRRewriter rewriter(root->getContext());
  root->walk([&](linalg::GenericOp generic) {
    if (!generic.hasPureTensorSemantics() || generic->getNumResults() != 1 ||
        generic.getNumDpsInputs() == 0 ||
        generic.getNumParallelLoops() != generic.getNumLoops() ||
        !getElementTypeOrSelf(generic->getResult(0)).isF32() ||
        classifyOp(generic, deny).sensitivity == Sensitivity::DenyInCompute)
      return;
    // A copy (a broadcast) changes no value: there is nothing to round.
    auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
    if (llvm::all_of(yield.getValues(), [](Value value) {
          return isa<BlockArgument>(value);
        }))
      return;
    for (Value input : generic.getDpsInputs()) {
      auto cast = input.getDefiningOp<CastOp>();
      if (!cast || cast.getSourceElementType() != lowType ||
          !cast.isValuePreserving())
        return;
    }
    Value result = generic->getResult(0);
    auto type = cast<ShapedType>(result.getType());
    rewriter.setInsertionPointAfter(generic);
    Value rounded =
        CastOp::create(rewriter, generic.getLoc(), type.clone(lowType), result);
    Value widened = CastOp::create(rewriter, generic.getLoc(), type, rounded);
    rewriter.replaceAllUsesExcept(result, widened, rounded.getDefiningOp());
    ++count;
  });
  return count;
}

struct MPOptAutocastPass final
    : FunctionPass<MPOptAutocastPass, mpopt::impl::MPOptAutocastPassBase> {
  using FunctionPass::FunctionPass;

  void runOnFunction(FunctionOpInterface function) {
    MLIRContext *context = &getContext();
    FloatType lowType = dtype == AutocastType::f16
                            ? FloatType(Float16Type::get(context))
                            : FloatType(BFloat16Type::get(context));
    SmallVector<std::string> allowed(allow.begin(), allow.end());
    if (allowed.empty())
      allowed = {"linalg.matmul", "linalg.batch_matmul"};
    unsigned count = 0;
    RewritePatternSet patterns(context);
    for (const std::string &name : allowed) {
      if (name == "linalg.matmul")
        patterns.add<AutocastMatmul<linalg::MatmulOp>>(context, lowType, count);
      else if (name == "linalg.batch_matmul")
        patterns.add<AutocastMatmul<linalg::BatchMatmulOp>>(context, lowType,
                                                            count);
      else {
        mlir::emitError(function.getLoc(), "mpopt-autocast: cannot run '")
            << name
            << "' in the low type (allow linalg.matmul, linalg.batch_matmul)";
        return signalPassFailure();
      }
    }
    walkAndApplyPatterns(function, std::move(patterns));
    count += followInputs(function, lowType, deny);
    numAutocast += count;
  }
};

} // namespace

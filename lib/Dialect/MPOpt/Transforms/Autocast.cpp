//===- Autocast.cpp - the casts an AMP framework inserts ------------------===//

#include "mpopt/Analysis/Sensitivity.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h"
#include "mpopt/Support/FunctionPass.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTAUTOCASTPASS
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// A matmul on f32 runs on `lowType` operands with an f32 accumulator; its
/// result is rounded to `lowType` and widened back for the f32 program.
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
    Value rounded = CastOp::create(rewriter, loc, resultType.clone(lowType),
                                   matmul->getResult(0));
    rewriter.replaceOpWithNewOp<CastOp>(op, resultType, rounded);
    ++count;
    return success();
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

//===- Contractions.cpp - GEMMs rewritten on tensors before hoisting ------===//

#include "Contractions.h"

#include "mpopt/Conversion/MPOptToLinalg/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::mpopt;

std::optional<Contraction> mpopt::getContraction(linalg::GenericOp op) {
  if (!op->hasAttr(kContractionAttrName) || !op.hasPureTensorSemantics() ||
      op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return std::nullopt;
  auto fill = op.getDpsInits().front().getDefiningOp<linalg::FillOp>();
  if (!fill || !fill.getOutputs().front().getDefiningOp<tensor::EmptyOp>() ||
      !matchPattern(fill.getInputs().front(), m_Constant()))
    return std::nullopt;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  ArrayRef<AffineExpr> out = maps[2].getResults();
  auto last = out.empty() ? nullptr : dyn_cast<AffineDimExpr>(out.back());
  if (!last || maps[0].isFunctionOfDim(last.getPosition()))
    return std::nullopt;
  ArrayRef<AffineExpr> rhs = maps[1].getResults();
  const AffineExpr *at = llvm::find(rhs, AffineExpr(last));
  if (at == rhs.end() || llvm::count_if(rhs, [&](AffineExpr e) {
                           return e.isFunctionOfDim(last.getPosition());
                         }) != 1)
    return std::nullopt;
  auto type = dyn_cast<RankedTensorType>(op.getDpsInputs()[1].getType());
  if (!type || !type.hasStaticShape() ||
      !cast<RankedTensorType>(op->getResult(0).getType()).hasStaticShape())
    return std::nullopt;
  return Contraction{op, fill, at - rhs.begin()};
}

linalg::GenericOp mpopt::getEpilogue(Value result) {
  if (!result.hasOneUse())
    return {};
  auto epilogue = dyn_cast<linalg::GenericOp>(*result.getUsers().begin());
  if (!epilogue || epilogue->hasAttr(kContractionAttrName) ||
      epilogue.getNumDpsInputs() != 1 || epilogue.getNumDpsInits() != 1 ||
      epilogue.getNumLoops() != epilogue.getNumParallelLoops() ||
      !llvm::all_of(epilogue.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }) ||
      !epilogue.getDpsInits().front().getDefiningOp<tensor::EmptyOp>() ||
      epilogue.payloadUsesValueFromOperand(epilogue.getDpsInitOperand(0)))
    return {};
  return epilogue;
}

void mpopt::eraseContraction(Contraction contraction) {
  contraction.op->erase();
  Operation *empty = contraction.fill.getOutputs().front().getDefiningOp();
  if (contraction.fill->use_empty())
    contraction.fill->erase();
  if (empty->use_empty())
    empty->erase();
}

linalg::GenericOp mpopt::cloneWith(OpBuilder &builder, linalg::GenericOp like,
                                   ValueRange inputs, Value init) {
  IRMapping mapping;
  mapping.map(like.getDpsInputs(), inputs);
  mapping.map(like.getDpsInits(), ValueRange(init));
  Operation *clone = builder.clone(*like, mapping);
  clone->getResult(0).setType(init.getType());
  return cast<linalg::GenericOp>(clone);
}

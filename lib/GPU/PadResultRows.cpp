//===- PadResultRows.cpp - returned GEMM results in 16-byte rows ----------===//
//
// cuBLASLt's Hopper kernels store a result's rows only at 16-byte aligned
// addresses: GPT-2's LM head (50257 logits a row) otherwise takes a split
// product whose rows are copied out. A GEMM that the entry returns instead
// computes rows padded with zero weights, and the caller reads the rows
// where they are (the manifest's `row_stride`).
//
//===----------------------------------------------------------------------===//

#include "Contractions.h"

#include "mpopt/Analysis/CostModel.h"

#include "mpopt/Conversion/MPOptToLinalg/Passes.h"
#include "mpopt/Transforms/Utils/Entry.h"
#include "PassDetail.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUPADRESULTROWSPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// A returned tensor computed by a contraction and what follows it, in
/// program order: epilogues (elementwise, one input) and reshapes that keep
/// the last dimension (an AMP program's logits: the f32 product rounded to
/// bf16, reshaped to [B, S, V], widened to f32 again).
struct ReturnedProduct {
  Contraction contraction;
  SmallVector<Operation *> after;
};

std::optional<ReturnedProduct> getReturnedProduct(Value returned) {
  ReturnedProduct product;
  Value value = returned;
  while (value.hasOneUse() && value.getDefiningOp()) {
    Operation *op = value.getDefiningOp();
    if (keepsLastDimension(op)) {
      product.after.insert(product.after.begin(), op);
      value = op->getOperand(0);
      continue;
    }
    auto generic = dyn_cast<linalg::GenericOp>(op);
    if (!generic)
      return std::nullopt;
    if (std::optional<Contraction> contraction = getContraction(generic)) {
      product.contraction = *contraction;
      return product;
    }
    if (generic.getNumDpsInputs() != 1 ||
        getEpilogue(generic.getDpsInputs().front()) != generic)
      return std::nullopt;
    product.after.insert(product.after.begin(), op);
    value = generic.getDpsInputs().front();
  }
  return std::nullopt;
}

/// Whether `value` is computed from `function`'s parameters and constants
/// alone: work mpopt-hoist-parameters moves into the prepare function.
bool isPrepared(Value value, func::FuncOp function) {
  SmallVector<Value> worklist{value};
  DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value next = worklist.pop_back_val();
    if (!seen.insert(next).second)
      continue;
    if (auto argument = dyn_cast<BlockArgument>(next)) {
      if (argument.getOwner()->getParentOp() != function ||
          !function.getArgAttr(argument.getArgNumber(), kParameterAttrName))
        return false;
      continue;
    }
    Operation *op = next.getDefiningOp();
    if (op->getNumRegions() != 0 && !isa<linalg::LinalgOp>(op))
      return false;
    llvm::append_range(worklist, op->getOperands());
  }
  return true;
}

/// The elements in 16 bytes of a tensor of `type` (1 when wider).
int64_t getRowAlignment(Type type) {
  int64_t bytes = getElementTypeOrSelf(type).getIntOrFloatBitWidth() / 8;
  return bytes == 0 || 16 % bytes != 0 ? 1 : 16 / bytes;
}

/// `type` with its last dimension `size`.
RankedTensorType withLastDimension(Type type, int64_t size) {
  auto tensor = cast<RankedTensorType>(type);
  SmallVector<int64_t> shape(tensor.getShape());
  shape.back() = size;
  return tensor.clone(shape);
}

/// Returns `product` with rows of `padded` elements: the rhs gets zero
/// rows, every op after it the padded shape.
Value pad(ReturnedProduct &product, int64_t padded) {
  Contraction &contraction = product.contraction;
  linalg::GenericOp op = contraction.op;
  OpBuilder builder(op);
  Location loc = op.getLoc();
  Value rhs = op.getDpsInputs()[1];
  auto rhsType = cast<RankedTensorType>(rhs.getType());
  SmallVector<int64_t> zeroShape(rhsType.getShape());
  zeroShape[contraction.rhsDim] =
      padded - rhsType.getDimSize(contraction.rhsDim);
  auto zeroType = rhsType.clone(zeroShape);
  Value zeros = arith::ConstantOp::create(
      builder, loc, zeroType, cast<TypedAttr>(builder.getZeroAttr(zeroType)));
  Value weight = tensor::ConcatOp::create(builder, loc, contraction.rhsDim,
                                          ValueRange{rhs, zeros});
  auto resultType = withLastDimension(op->getResult(0).getType(), padded);
  Value empty = tensor::EmptyOp::create(builder, loc, resultType.getShape(),
                                        resultType.getElementType());
  Value filled = linalg::FillOp::create(
                     builder, loc, contraction.fill.getInputs().front(), empty)
                     .getResult(0);
  Value result = cloneWith(builder, op, {op.getDpsInputs()[0], weight}, filled)
                     ->getResult(0);
  for (Operation *next : product.after) {
    builder.setInsertionPoint(next);
    if (auto epilogue = dyn_cast<linalg::GenericOp>(next)) {
      auto type = withLastDimension(epilogue->getResult(0).getType(), padded);
      Value init = tensor::EmptyOp::create(
          builder, epilogue.getLoc(), type.getShape(), type.getElementType());
      result = cloneWith(builder, epilogue, {result}, init)->getResult(0);
    } else if (auto expand = dyn_cast<tensor::ExpandShapeOp>(next)) {
      result = tensor::ExpandShapeOp::create(
          builder, expand.getLoc(),
          withLastDimension(expand.getResultType(), padded), result,
          expand.getReassociationIndices());
    } else {
      result = tensor::CollapseShapeOp::create(
          builder, next->getLoc(), result,
          cast<tensor::CollapseShapeOp>(next).getReassociationIndices());
    }
  }
  return result;
}

/// Erases what computed `product` once nothing reads it.
void erase(ReturnedProduct &product) {
  for (Operation *op : llvm::reverse(product.after))
    op->erase();
  eraseContraction(product.contraction);
}

struct MPOptGPUPadResultRowsPass final
    : mpopt::impl::MPOptGPUPadResultRowsPassBase<MPOptGPUPadResultRowsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto function : module.getOps<func::FuncOp>()) {
      if (func::ReturnOp ret = getReturnOfUncalled(function, module))
        padResults(function, ret);
    }
  }

  void padResults(func::FuncOp function, func::ReturnOp ret) {
    SmallVector<Type> resultTypes(function.getResultTypes());
    for (OpOperand &operand : ret->getOpOperands()) {
      auto type = dyn_cast<RankedTensorType>(operand.get().getType());
      if (!type || type.getRank() == 0 || !type.hasStaticShape() ||
          function.getResultAttr(operand.getOperandNumber(),
                                 kRowElementsAttrName))
        continue;
      int64_t elementBytes = type.getElementTypeBitWidth() / 8;
      int64_t row = type.getShape().back();
      if (elementBytes == 0 || 16 % elementBytes != 0 ||
          row * elementBytes % 16 == 0)
        continue;
      std::optional<ReturnedProduct> product =
          getReturnedProduct(operand.get());
      if (!product)
        continue;
      Value rhs = product->contraction.op.getDpsInputs()[1];
      int64_t rows = type.getNumElements() / row;
      int64_t rhsRows =
          cast<RankedTensorType>(rhs.getType()).getNumElements() / row;
      if (!isPrepared(rhs, function) && rhsRows >= rows)
        continue;
      // Each tensor of the chain gets 16-byte rows: the narrowest sets the
      // padding (a bf16 product widened to f32 is padded to 8 elements).
      int64_t alignment = getRowAlignment(type);
      for (Operation *op : product->after)
        alignment = std::max<int64_t>(
            alignment, getRowAlignment(op->getOperand(0).getType()));
      int64_t padded = (row + alignment - 1) / alignment * alignment;
      operand.set(pad(*product, padded));
      erase(*product);
      resultTypes[operand.getOperandNumber()] = withLastDimension(type, padded);
      function.setResultAttr(
          operand.getOperandNumber(), kRowElementsAttrName,
          IntegerAttr::get(IntegerType::get(&getContext(), 64), row));
    }
    function.setFunctionType(FunctionType::get(
        &getContext(), function.getArgumentTypes(), resultTypes));
  }
};

} // namespace

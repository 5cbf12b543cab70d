//===- IndexTensors.cpp - integer tensors computed from indices -----------===//

#include "IndexTensors.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// Deep enough for any mask an exporter writes; bounds the walk.
constexpr unsigned kMaxDepth = 16;

unsigned getWidth(Type type) {
  return type.isIndex() ? 64 : cast<IntegerType>(type).getWidth();
}

/// An integer of `width` bits as IndexTensor holds it.
int64_t wrap(int64_t value, unsigned width) {
  if (width == 1)
    return value & 1;
  return width >= 64 ? value : llvm::SignExtend64(value, width);
}

/// Its bits read as unsigned.
uint64_t unsignedBits(int64_t value, unsigned width) {
  return width >= 64 ? static_cast<uint64_t>(value)
                     : static_cast<uint64_t>(value) &
                           llvm::maskTrailingOnes<uint64_t>(width);
}

std::optional<int64_t> getConstant(Value value) {
  APInt constant;
  if (!isa<IntegerType, IndexType>(value.getType()) ||
      !matchPattern(value, m_ConstantInt(&constant)))
    return std::nullopt;
  return wrap(constant.getSExtValue(), getWidth(value.getType()));
}

SmallVector<int64_t> getStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t i = static_cast<int64_t>(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

/// One op of a generic's body, its operands and result as slots.
struct Step {
  Operation *op;
  SmallVector<unsigned> operands;
  unsigned result;
  unsigned width;
};

class Evaluator {
public:
  explicit Evaluator(int64_t limit) : limit(limit) {}

  std::optional<IndexTensor> evaluate(Value value, unsigned depth) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (depth > kMaxDepth || !type || !type.hasStaticShape() ||
        !isa<IntegerType, IndexType>(type.getElementType()) ||
        type.getNumElements() > limit)
      return std::nullopt;
    IndexTensor tensor;
    tensor.shape.assign(type.getShape().begin(), type.getShape().end());
    unsigned width = getWidth(type.getElementType());
    Operation *op = value.getDefiningOp();
    if (!op)
      return std::nullopt;
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      if (auto elements = dyn_cast<DenseIntElementsAttr>(constant.getValue())) {
        for (const APInt &element : elements.getValues<APInt>())
          tensor.values.push_back(wrap(element.getSExtValue(), width));
        return tensor;
      }
      // torch-mlir's index tensors are resources.
      if (auto blob = dyn_cast<DenseI64ResourceElementsAttr>(
              constant.getValue()))
        if (std::optional<ArrayRef<int64_t>> elements =
                blob.tryGetAsArrayRef()) {
          tensor.values.assign(elements->begin(), elements->end());
          if (static_cast<int64_t>(tensor.values.size()) !=
              type.getNumElements())
            return std::nullopt;
          return tensor;
        }
      return std::nullopt;
    }
    if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op)) {
      std::optional<IndexTensor> source =
          evaluate(op->getOperand(0), depth + 1);
      if (!source)
        return std::nullopt;
      tensor.values = std::move(source->values);
      return tensor;
    }
    if (auto fill = dyn_cast<linalg::FillOp>(op)) {
      std::optional<int64_t> scalar = getConstant(fill.getInputs()[0]);
      if (!scalar)
        return std::nullopt;
      tensor.values.assign(type.getNumElements(), wrap(*scalar, width));
      return tensor;
    }
    if (auto generic = dyn_cast<linalg::GenericOp>(op)) {
      SmallVector<IndexTensor> results;
      if (succeeded(evaluateGeneric(
              generic, generic.getBody()->getTerminator()->getOperand(0),
              results, depth))) {
        tensor.values = std::move(results.front().values);
        return tensor;
      }
    }
    return std::nullopt;
  }

  /// The integer values `targets` of the body of `generic` (one result
  /// written at its loop indices, all loops parallel), point by point over
  /// its iteration space.
  LogicalResult evaluateGeneric(linalg::GenericOp generic, ValueRange targets,
                                SmallVector<IndexTensor> &results,
                                unsigned depth) {
    if (generic.getNumDpsInits() != 1 || generic.getNumReductionLoops() != 0 ||
        !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
             .isIdentity())
      return failure();
    SmallVector<int64_t> shape = generic.getStaticLoopRanges();
    if (ShapedType::isDynamicShape(shape))
      return failure();
    Block &body = generic.getRegion().front();
    // Slots: the inputs' block arguments, then each op's result, then
    // constants from outside the body.
    unsigned inputs = generic.getNumDpsInputs();
    SmallVector<IndexTensor> inputValues;
    SmallVector<SmallVector<int64_t>> inputStrides;
    for (OpOperand *operand : generic.getDpsInputOperands()) {
      std::optional<IndexTensor> input = evaluate(operand->get(), depth + 1);
      if (!input)
        return failure();
      inputStrides.push_back(getStrides(input->shape));
      inputValues.push_back(std::move(*input));
    }
    if (!body.getArgument(inputs).use_empty())
      return failure();
    DenseMap<Value, unsigned> slots;
    SmallVector<int64_t> values(inputs, 0);
    for (unsigned i = 0; i < inputs; ++i)
      slots[body.getArgument(i)] = i;
    SmallVector<Step> steps;
    auto slotOf = [&](Value operand) -> std::optional<unsigned> {
      auto found = slots.find(operand);
      if (found != slots.end())
        return found->second;
      std::optional<int64_t> constant = getConstant(operand);
      if (!constant)
        return std::nullopt;
      values.push_back(*constant);
      return slots[operand] = values.size() - 1;
    };
    for (Operation &op : body.without_terminator()) {
      // What does not compute an integer is not evaluated; a target
      // reading it fails below.
      if (op.getNumResults() != 1 ||
          !isa<IntegerType, IndexType>(op.getResult(0).getType()))
        continue;
      Step step{&op, {}, 0, getWidth(op.getResult(0).getType())};
      for (Value operand : op.getOperands()) {
        std::optional<unsigned> slot = slotOf(operand);
        if (!slot)
          return failure();
        step.operands.push_back(*slot);
      }
      values.push_back(0);
      step.result = slots[op.getResult(0)] = values.size() - 1;
      steps.push_back(std::move(step));
    }
    SmallVector<unsigned> targetSlots;
    for (Value target : targets) {
      std::optional<unsigned> slot = slotOf(target);
      if (!slot)
        return failure();
      targetSlots.push_back(*slot);
      results.push_back(IndexTensor{shape, {}});
    }

    SmallVector<AffineMap> maps;
    for (OpOperand *operand : generic.getDpsInputOperands())
      maps.push_back(generic.getMatchingIndexingMap(operand));
    int64_t count = 1;
    for (int64_t size : shape)
      count *= size;
    if (count > limit)
      return failure();
    SmallVector<int64_t> point(shape.size(), 0);
    for (int64_t n = 0; n < count; ++n) {
      for (unsigned i = 0; i < inputs; ++i) {
        SmallVector<int64_t> index = maps[i].compose(point);
        int64_t offset = 0;
        for (auto [position, stride] : llvm::zip(index, inputStrides[i]))
          offset += position * stride;
        values[i] = inputValues[i].values[offset];
      }
      for (const Step &step : steps) {
        std::optional<int64_t> result = apply(step, values, point);
        if (!result)
          return failure();
        values[step.result] = wrap(*result, step.width);
      }
      for (auto [slot, result] : llvm::zip(targetSlots, results))
        result.values.push_back(values[slot]);
      for (int64_t d = static_cast<int64_t>(point.size()) - 1; d >= 0; --d) {
        if (++point[d] < shape[d])
          break;
        point[d] = 0;
      }
    }
    return success();
  }

private:
  /// One op on its operands' slots at iteration point `point`.
  static std::optional<int64_t>
  apply(const Step &step, ArrayRef<int64_t> values, ArrayRef<int64_t> point) {
    auto operand = [&](unsigned i) { return values[step.operands[i]]; };
    Operation *op = step.op;
    if (auto index = dyn_cast<linalg::IndexOp>(op))
      return point[index.getDim()];
    if (isa<arith::AddIOp>(op))
      return operand(0) + operand(1);
    if (isa<arith::SubIOp>(op))
      return operand(0) - operand(1);
    if (isa<arith::MulIOp>(op))
      return operand(0) * operand(1);
    if (isa<arith::AndIOp>(op))
      return operand(0) & operand(1);
    if (isa<arith::OrIOp>(op))
      return operand(0) | operand(1);
    if (isa<arith::XOrIOp>(op))
      return operand(0) ^ operand(1);
    if (isa<arith::MaxSIOp>(op))
      return std::max(operand(0), operand(1));
    if (isa<arith::MinSIOp>(op))
      return std::min(operand(0), operand(1));
    if (isa<arith::SelectOp>(op))
      return operand(0) ? operand(1) : operand(2);
    if (isa<arith::IndexCastOp, arith::ExtSIOp, arith::TruncIOp>(op))
      return operand(0);
    if (isa<arith::IndexCastUIOp, arith::ExtUIOp>(op))
      return static_cast<int64_t>(
          unsignedBits(operand(0), getWidth(op->getOperand(0).getType())));
    if (auto compare = dyn_cast<arith::CmpIOp>(op)) {
      // Slots hold values sign-extended from their width.
      unsigned width = getWidth(op->getOperand(0).getType());
      return arith::applyCmpPredicate(
          compare.getPredicate(),
          APInt(width, static_cast<uint64_t>(operand(0)), /*isSigned=*/true,
                /*implicitTrunc=*/true),
          APInt(width, static_cast<uint64_t>(operand(1)), /*isSigned=*/true,
                /*implicitTrunc=*/true));
    }
    return std::nullopt;
  }

  int64_t limit;
};

} // namespace

std::optional<IndexTensor> mpopt::evaluateIndexTensor(Value value,
                                                      int64_t limit) {
  return Evaluator(limit).evaluate(value, 0);
}

bool mpopt::isCausalMask(const IndexTensor &mask) {
  size_t rank = mask.shape.size();
  if (rank < 2)
    return false;
  int64_t seqQ = mask.shape[rank - 2], seqK = mask.shape[rank - 1];
  for (size_t n = 0; n < mask.values.size(); ++n) {
    int64_t key = static_cast<int64_t>(n) % seqK;
    int64_t query = static_cast<int64_t>(n) / seqK % seqQ;
    if (mask.values[n] != (key <= query + seqK - seqQ ? 1 : 0))
      return false;
  }
  return true;
}

Value mpopt::getGatheredReshapeSource(linalg::GenericOp generic) {
  if (!generic || generic->getNumResults() != 1)
    return Value();
  Block *body = generic.getBody();
  auto extract =
      body->getTerminator()->getOperand(0).getDefiningOp<tensor::ExtractOp>();
  if (!extract || extract->getBlock() != body ||
      extract.getTensor().getParentBlock() == body)
    return Value();
  auto source = cast<RankedTensorType>(extract.getTensor().getType());
  auto result = cast<RankedTensorType>(generic->getResult(0).getType());
  if (!source.hasStaticShape() || !result.hasStaticShape() ||
      source.getNumElements() != result.getNumElements())
    return Value();
  SmallVector<IndexTensor> indices;
  if (failed(Evaluator(1 << 22).evaluateGeneric(generic, extract.getIndices(),
                                                 indices, 0)))
    return Value();
  // Point n of the iteration space (row-major) reads element n.
  SmallVector<int64_t> strides = getStrides(source.getShape());
  for (int64_t n = 0; n < result.getNumElements(); ++n) {
    int64_t offset = 0;
    for (auto [index, stride, size] :
         llvm::zip(indices, strides, source.getShape())) {
      if (index.values[n] < 0 || index.values[n] >= size)
        return Value();
      offset += index.values[n] * stride;
    }
    if (offset != n)
      return Value();
  }
  return extract.getTensor();
}

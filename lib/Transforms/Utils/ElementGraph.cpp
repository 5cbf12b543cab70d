//===- ElementGraph.cpp - tensor elements through elementwise producers ---===//

#include "mpopt/Transforms/Utils/ElementGraph.h"

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Transforms/Utils/ConstantScalars.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::mpopt;

/// How deep isSame compares two expressions op by op.
static constexpr unsigned kSameDepth = 16;

ElementGraph::ElementGraph(linalg::GenericOp root)
    : root(root), rank(root.getNumLoops()) {
  MLIRContext *context = root.getContext();
  for (auto [dim, extent] : llvm::enumerate(root.getStaticLoopRanges()))
    unitLoopsAsZero.push_back(extent == 1 ? getAffineConstantExpr(0, context)
                                          : getAffineDimExpr(dim, context));
}

AffineMap ElementGraph::canonicalize(AffineMap map) const {
  if (!map || map.getNumDims() != rank)
    return map;
  return map.replaceDimsAndSymbols(unitLoopsAsZero, {}, rank, 0);
}

bool ElementGraph::isIdentity(AffineMap map) const {
  return map == canonicalize(
                    AffineMap::getMultiDimIdentityMap(rank, root.getContext()));
}

Element ElementGraph::getYielded(unsigned index) const {
  return normalize(
      {root.getBody()->getTerminator()->getOperand(index),
       AffineMap::getMultiDimIdentityMap(rank, root.getContext())});
}

Element ElementGraph::normalize(Element element) const {
  element.map = canonicalize(element.map);
  auto argument = dyn_cast<BlockArgument>(element.value);
  if (!argument || !element.map)
    return element;
  auto generic =
      dyn_cast<linalg::GenericOp>(argument.getOwner()->getParentOp());
  if (!generic || argument.getOwner() != generic.getBody() ||
      argument.getArgNumber() >= generic.getNumDpsInputs())
    return element;
  OpOperand *input = generic.getDpsInputOperand(argument.getArgNumber());
  if (!isa<RankedTensorType>(input->get().getType()))
    return {input->get(), AffineMap()};
  return {
      input->get(),
      canonicalize(generic.getMatchingIndexingMap(input).compose(element.map))};
}

/// The one dimension of a reshape's `group` whose size in `expanded` is
/// not 1 (none when all are); failure when several are: the reshape then
/// moves data between dimensions.
static FailureOr<std::optional<int64_t>> getWideDim(ArrayRef<int64_t> group,
                                                    RankedTensorType expanded) {
  std::optional<int64_t> wide;
  for (int64_t dim : group)
    if (expanded.getDimSize(dim) != 1) {
      if (wide)
        return failure();
      wide = dim;
    }
  return wide;
}

std::optional<Element> ElementGraph::step(const Element &element) const {
  if (!element.isTensor() || !element.map)
    return std::nullopt;
  Operation *producer = element.value.getDefiningOp();
  if (!producer)
    return std::nullopt;
  MLIRContext *context = root.getContext();
  if (auto generic = dyn_cast<linalg::GenericOp>(producer)) {
    auto result = cast<OpResult>(element.value);
    if (!generic.hasPureTensorSemantics() ||
        generic.getNumParallelLoops() != generic.getNumLoops())
      return std::nullopt;
    OpOperand *init = generic.getDpsInitOperand(result.getResultNumber());
    AffineMap outMap = generic.getMatchingIndexingMap(init);
    if (!outMap.isPermutation() ||
        !generic.getMatchingBlockArgument(init).use_empty())
      return std::nullopt;
    Value yielded = generic.getBody()->getTerminator()->getOperand(
        result.getResultNumber());
    return normalize(
        {yielded, inversePermutation(outMap).compose(element.map)});
  }
  // Reshapes that add or drop unit dimensions: each group's wide
  // dimension reads the same index, the unit ones 0.
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(producer)) {
    SmallVector<AffineExpr> exprs;
    for (ReassociationIndices group : expand.getReassociationIndices()) {
      FailureOr<std::optional<int64_t>> wide =
          getWideDim(group, expand.getResultType());
      if (failed(wide))
        return std::nullopt;
      exprs.push_back(*wide ? element.map.getResult(**wide)
                            : getAffineConstantExpr(0, context));
    }
    return Element{expand.getSrc(),
                   AffineMap::get(element.map.getNumDims(), 0, exprs, context)};
  }
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(producer)) {
    SmallVector<AffineExpr> exprs(collapse.getSrcType().getRank(),
                                  getAffineConstantExpr(0, context));
    for (auto [index, group] :
         llvm::enumerate(collapse.getReassociationIndices())) {
      FailureOr<std::optional<int64_t>> wide =
          getWideDim(group, collapse.getSrcType());
      if (failed(wide))
        return std::nullopt;
      if (*wide)
        exprs[**wide] = element.map.getResult(index);
    }
    return Element{collapse.getSrc(),
                   AffineMap::get(element.map.getNumDims(), 0, exprs, context)};
  }
  // linalg.transpose and linalg.broadcast read their input through their
  // indexing maps, as a generic that copies would.
  if (isa<linalg::TransposeOp, linalg::BroadcastOp>(producer)) {
    auto copy = cast<linalg::LinalgOp>(producer);
    if (!copy.hasPureTensorSemantics())
      return std::nullopt;
    OpOperand *input = copy.getDpsInputOperand(0);
    AffineMap outMap = copy.getMatchingIndexingMap(copy.getDpsInitOperand(0));
    return Element{input->get(),
                   copy.getMatchingIndexingMap(input).compose(
                       inversePermutation(outMap).compose(element.map))};
  }
  return std::nullopt;
}

/// An op on whole tensors that computes each element from the same element
/// of its operands (mpopt.cast, arith on tensors).
static bool isElementwiseOnTensors(Operation *op) {
  return op && op->hasTrait<OpTrait::Elementwise>() &&
         op->getNumResults() == 1 && op->getNumRegions() == 0 &&
         llvm::all_of(op->getOperandTypes(), [&](Type type) {
           return isa<RankedTensorType>(type) &&
                  cast<ShapedType>(type).getShape() ==
                      cast<ShapedType>(op->getResult(0).getType()).getShape();
         });
}

Operation *ElementGraph::getDefiningOp(Element &element) {
  element = normalize(element);
  while (std::optional<Element> next = step(element)) {
    trail.insert(element.value.getDefiningOp());
    element = normalize(*next);
  }
  Operation *op = element.value.getDefiningOp();
  if (!element.isTensor())
    return op;
  if (!element.map || !isElementwiseOnTensors(op))
    return nullptr;
  trail.insert(op);
  return op;
}

Element ElementGraph::getOperand(const Element &element, Operation *op,
                                 unsigned index) const {
  Value operand = op->getOperand(index);
  // A scalar op reading a whole tensor (tensor.extract) does not read it
  // elementwise: the tensor stays opaque.
  if (isa<RankedTensorType>(operand.getType()) &&
      !isa<RankedTensorType>(op->getResult(0).getType()))
    return {operand, AffineMap()};
  return {operand, element.map};
}

Element ElementGraph::resolve(Element element) const {
  element = normalize(element);
  while (std::optional<Element> next = step(element))
    element = normalize(*next);
  return element;
}

/// An op isSame may compare by its operands: pure arithmetic without
/// regions whose value depends on nothing but its operands and attributes
/// (not linalg.index, whose loops differ between bodies).
static bool isComparable(Operation *op) {
  return op && op->getNumRegions() == 0 && op->getNumResults() == 1 &&
         isPure(op) &&
         isa<arith::ArithDialect, math::MathDialect, MPOptDialect>(
             op->getDialect());
}

/// Whether `op` converts its one operand to a wider float type exactly
/// (`arith.extf`, or an `mpopt.cast` that widens without rounding).
static bool isExactWidening(Operation *op) {
  if (!isa_and_nonnull<arith::ExtFOp, CastOp>(op) || op->getNumOperands() != 1)
    return false;
  auto from = dyn_cast<FloatType>(getElementTypeOrSelf(op->getOperand(0)));
  auto to = dyn_cast<FloatType>(getElementTypeOrSelf(op->getResult(0)));
  return from && to && isExactConversion(from, to);
}

bool ElementGraph::isSameBounded(Element a, Element b, unsigned depth) const {
  a = resolve(a);
  b = resolve(b);
  if (a == b)
    return true;
  if (depth == 0)
    return false;
  auto getOp = [](const Element &element) -> Operation * {
    Operation *op = element.value.getDefiningOp();
    if (element.isTensor() && (!element.map || !isElementwiseOnTensors(op)))
      return nullptr;
    return op;
  };
  Operation *opA = getOp(a), *opB = getOp(b);
  // The same value widened exactly is the same whichever op widens it: an
  // mpopt.cast of the tensor in one place and an arith.extf in a body in
  // another (T5's RMSNorm under bf16).
  if (isExactWidening(opA) && isExactWidening(opB) &&
      getElementTypeOrSelf(opA->getResult(0)) ==
          getElementTypeOrSelf(opB->getResult(0)))
    return isSameBounded(getOperand(a, opA, 0), getOperand(b, opB, 0),
                         depth - 1);
  if (!isComparable(opA) || !isComparable(opB) ||
      opA->getName() != opB->getName() ||
      opA->getAttrDictionary() != opB->getAttrDictionary() ||
      opA->getResultTypes() != opB->getResultTypes() ||
      opA->getNumOperands() != opB->getNumOperands())
    return false;
  for (unsigned i = 0; i < opA->getNumOperands(); ++i)
    if (!isSameBounded(getOperand(a, opA, i), getOperand(b, opB, i), depth - 1))
      return false;
  return true;
}

bool ElementGraph::isSame(Element a, Element b) const {
  return isSameBounded(a, b, kSameDepth);
}

std::optional<Element> ElementGraph::getRounded(Element element, Type from,
                                                Type to) {
  size_t start = mark();
  Operation *op = getDefiningOp(element);
  bool rounds = false;
  if (auto truncate = dyn_cast_or_null<arith::TruncFOp>(op)) {
    arith::FastMathFlagsAttr flags = truncate.getFastmathAttr();
    rounds = !truncate.getRoundingmodeAttr() &&
             (!flags || flags.getValue() == arith::FastMathFlags::none);
  }
  if (auto cast = dyn_cast_or_null<CastOp>(op))
    rounds = !cast.getRounding() && !cast.getSaturate();
  if (!rounds ||
      (from && getElementTypeOrSelf(op->getOperand(0).getType()) != from) ||
      (to && getElementTypeOrSelf(op->getResult(0)) != to)) {
    truncate(start);
    return std::nullopt;
  }
  return getOperand(element, op, 0);
}

std::optional<double> ElementGraph::getConstant(Element element) const {
  element = resolve(element);
  Operation *op = element.value.getDefiningOp();
  if (!op)
    return std::nullopt;
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return getConstant({fill.getInputs()[0], AffineMap()});
  Attribute attr;
  if (matchPattern(op, m_Constant(&attr))) {
    if (auto scalar = dyn_cast<FloatAttr>(attr))
      return scalar.getValueAsDouble();
    auto dense = dyn_cast<DenseFPElementsAttr>(attr);
    if (dense && dense.isSplat())
      return dense.getSplatValue<APFloat>().convertToDouble();
    return std::nullopt;
  }
  // A constant converted to the compute type (torch-mlir rounds f64
  // constants with arith.truncf in the body): the converted value.
  bool converts = isa<arith::TruncFOp, arith::ExtFOp>(op);
  if (auto cast = dyn_cast<CastOp>(op))
    converts = !cast.getRounding() && !cast.getSaturate();
  if (auto fastMath = dyn_cast<arith::ArithFastMathInterface>(op))
    if (auto flags = fastMath.getFastMathFlagsAttr();
        flags && flags.getValue() != arith::FastMathFlags::none)
      converts = false;
  if (auto truncate = dyn_cast<arith::TruncFOp>(op))
    converts &= !truncate.getRoundingmodeAttr();
  auto type = dyn_cast<FloatType>(getElementTypeOrSelf(op->getResult(0)));
  if (!type)
    return std::nullopt;
  // Any other pure scalar op of constants (a divf of two, a sqrt of one),
  // as its folder computes it.
  if (!converts) {
    SmallVector<APFloat> operands;
    for (unsigned index = 0; index < op->getNumOperands(); ++index) {
      auto operandType = dyn_cast<FloatType>(op->getOperand(index).getType());
      std::optional<double> operand =
          operandType ? getConstant(getOperand(element, op, index))
                      : std::nullopt;
      if (!operand)
        return std::nullopt;
      APFloat value(*operand);
      bool lost = false;
      value.convert(operandType.getFloatSemantics(),
                    APFloat::rmNearestTiesToEven, &lost);
      operands.push_back(value);
    }
    std::optional<APFloat> folded = foldFloatOp(op, operands);
    if (!folded)
      return std::nullopt;
    return folded->convertToDouble();
  }
  std::optional<double> input = getConstant(getOperand(element, op, 0));
  if (!input)
    return std::nullopt;
  APFloat value(*input);
  bool lost = false;
  value.convert(type.getFloatSemantics(), APFloat::rmNearestTiesToEven, &lost);
  return value.convertToDouble();
}

/// Whether `value`, in the body of `generic`, depends on one of its
/// accumulators (block arguments of inits).
static bool dependsOnAccumulators(Value value, linalg::GenericOp generic) {
  SmallVector<Value> worklist = {value};
  llvm::SmallPtrSet<Value, 8> seen;
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    if (!seen.insert(current).second)
      continue;
    if (auto argument = dyn_cast<BlockArgument>(current)) {
      if (argument.getOwner() == generic.getBody() &&
          argument.getArgNumber() >= generic.getNumDpsInputs())
        return true;
      continue;
    }
    Operation *op = current.getDefiningOp();
    if (op && op->getBlock() == generic.getBody())
      llvm::append_range(worklist, op->getOperands());
  }
  return false;
}

std::optional<RowReduction> ElementGraph::getReduction(Element element,
                                                       ArrayRef<int64_t> dims) {
  return matchReduction(
      element, [&](ArrayRef<int64_t> reduced) { return reduced == dims; });
}

std::optional<RowReduction>
ElementGraph::getRowReduction(Element element, std::optional<int64_t> dim) {
  return matchReduction(element, [&](ArrayRef<int64_t> reduced) {
    return reduced.size() == 1 && (!dim || *dim == reduced.front());
  });
}

std::optional<RowReduction> ElementGraph::matchReduction(
    Element element, function_ref<bool(ArrayRef<int64_t>)> acceptsDims) {
  element = normalize(element);
  // Statistics kept as [.., 1] or reshaped to drop the unit dimension.
  while (element.isTensor() && element.map &&
         isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(
             element.value.getDefiningOp())) {
    std::optional<Element> next = step(element);
    if (!next)
      return std::nullopt;
    trail.insert(element.value.getDefiningOp());
    element = normalize(*next);
  }
  auto result = dyn_cast<OpResult>(element.value);
  if (auto reduce =
          result ? dyn_cast<linalg::ReduceOp>(result.getOwner()) : nullptr)
    return getNamedReduction(reduce, element, acceptsDims);
  auto reduction =
      result ? dyn_cast<linalg::GenericOp>(result.getOwner()) : nullptr;
  if (!element.isTensor() || !element.map || !reduction ||
      !reduction.hasPureTensorSemantics() || reduction.getNumLoops() != rank)
    return std::nullopt;
  SmallVector<int64_t, 1> reduced;
  for (auto [loop, iterator] :
       llvm::enumerate(reduction.getIteratorTypesArray()))
    if (iterator == utils::IteratorType::reduction)
      reduced.push_back(loop);
  if (!acceptsDims(reduced))
    return std::nullopt;
  unsigned index = result.getResultNumber();
  OpOperand *init = reduction.getDpsInitOperand(index);
  AffineMap outMap = reduction.getMatchingIndexingMap(init);
  // Read at the root's row: the output map itself, covering every kept
  // loop.
  if (canonicalize(outMap) != element.map)
    return std::nullopt;
  SmallVector<int64_t> ranges = root.getStaticLoopRanges();
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(reduced, d) && ranges[d] != 1 &&
        !outMap.isFunctionOfDim(d))
      return std::nullopt;
  Block *body = reduction.getBody();
  Operation *combiner =
      body->getTerminator()->getOperand(index).getDefiningOp();
  BlockArgument accumulator = reduction.getMatchingBlockArgument(init);
  if (!combiner || combiner->getBlock() != body ||
      combiner->getNumOperands() != 2 || combiner->getNumResults() != 1)
    return std::nullopt;
  Value term;
  if (combiner->getOperand(1) == accumulator)
    term = combiner->getOperand(0);
  else if (combiner->getOperand(0) == accumulator)
    term = combiner->getOperand(1);
  if (!term || dependsOnAccumulators(term, reduction))
    return std::nullopt;
  trail.insert(reduction);
  AffineMap identity =
      AffineMap::getMultiDimIdentityMap(rank, root.getContext());
  return RowReduction{reduction, init->get(), combiner,
                      normalize({term, identity}), reduced};
}

/// A linalg.reduce (TOSA's reductions) of one input, whose combiner reads
/// the input element and the accumulator: the term is the input element.
/// Its loops are the input's dimensions in order, as a generic's.
std::optional<RowReduction> ElementGraph::getNamedReduction(
    linalg::ReduceOp reduce, const Element &element,
    function_ref<bool(ArrayRef<int64_t>)> acceptsDims) {
  if (!element.map || !reduce.hasPureTensorSemantics() ||
      reduce.getNumDpsInputs() != 1)
    return std::nullopt;
  Value input = reduce.getInputs()[0];
  SmallVector<int64_t, 1> reduced(reduce.getDimensions());
  llvm::sort(reduced);
  if (cast<RankedTensorType>(input.getType()).getRank() != rank ||
      !acceptsDims(reduced))
    return std::nullopt;
  AffineMap identity =
      AffineMap::getMultiDimIdentityMap(rank, root.getContext());
  if (canonicalize(identity.dropResults(reduced)) != element.map)
    return std::nullopt;
  Block &body = reduce.getCombiner().front();
  Operation *combiner = body.getTerminator()->getOperand(0).getDefiningOp();
  if (!combiner || combiner->getBlock() != &body ||
      combiner->getNumOperands() != 2 || combiner->getNumResults() != 1 ||
      !llvm::is_contained(combiner->getOperands(), body.getArgument(0)) ||
      !llvm::is_contained(combiner->getOperands(), body.getArgument(1)))
    return std::nullopt;
  trail.insert(reduce);
  return RowReduction{reduce, reduce.getInits()[0], combiner,
                      normalize({input, identity}), reduced};
}

/// The input of a value-preserving conversion `op` (extf, or an mpopt.cast
/// that preserves every value); null otherwise.
static Value getWidened(Operation *op) {
  if (auto extend = dyn_cast_or_null<arith::ExtFOp>(op)) {
    auto flags = extend.getFastmathAttr();
    return !flags || flags.getValue() == arith::FastMathFlags::none
               ? extend.getIn()
               : Value();
  }
  if (auto cast = dyn_cast_or_null<CastOp>(op))
    return cast.isValuePreserving() ? cast.getInput() : Value();
  return Value();
}

Value ElementGraph::getTensor(Element element) const {
  element = normalize(element);
  if (element.isTensor() && element.map && isIdentity(element.map))
    return element.value;
  Operation *op = element.value.getDefiningOp();
  if (element.isTensor() && !isElementwiseOnTensors(op))
    return Value();
  if (getWidened(op))
    return getTensor(getOperand(element, op, 0));
  return Value();
}

Value ElementGraph::getParameter(Element element, int64_t dim) const {
  element = resolve(element);
  AffineMap along = canonicalize(
      AffineMap::get(rank, 0, getAffineDimExpr(dim, root.getContext())));
  if (element.isTensor() && element.map == along &&
      cast<RankedTensorType>(element.value.getType()).getRank() == 1)
    return element.value;
  // TOSA keeps a parameter's unit dimensions ([1, 1, C] read at (0, 0, c)).
  if (element.isTensor() && element.map &&
      llvm::count_if(element.map.getResults(),
                     [&](AffineExpr expr) {
                       auto zero = dyn_cast<AffineConstantExpr>(expr);
                       return !zero || zero.getValue() != 0;
                     }) == 1 &&
      llvm::is_contained(element.map.getResults(), along.getResult(0)) &&
      llvm::count(cast<RankedTensorType>(element.value.getType()).getShape(),
                  1) == element.map.getNumResults() - 1)
    return element.value;
  Operation *op = element.value.getDefiningOp();
  if (element.isTensor() && (!element.map || !isElementwiseOnTensors(op)))
    return Value();
  if (getWidened(op))
    return getParameter(getOperand(element, op, 0), dim);
  return Value();
}

bool ElementGraph::isTrailPrivate() const {
  for (Operation *op : trail)
    for (Operation *user : op->getUsers())
      if (user != root.getOperation() && !trail.contains(user))
        return false;
  return true;
}

bool mpopt::isElementwise(linalg::GenericOp generic) {
  return generic && generic.hasPureTensorSemantics() &&
         generic->getNumResults() == 1 &&
         generic.getNumReductionLoops() == 0 &&
         generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
             .isIdentity();
}

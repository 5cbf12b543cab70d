//===- HoistParameters.cpp - work on parameters done once -----------------===//
//
// The casts, transposes and reshapes of weights that arrive as arguments
// run on every call, each a kernel of its own (about 60 per GPT-2 call
// after mpopt-autocast). They depend on nothing the caller changes between
// calls, so they move into a function the caller runs once.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Analysis/CostModel.h"
#include "mpopt/Transforms/Precision/Passes.h"
#include "mpopt/Transforms/Utils/Entry.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTHOISTPARAMETERSPASS
#include "mpopt/Transforms/Precision/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// An op with no operands that can be copied into the prepare function
/// wherever a moved op uses it.
bool isCopyable(Operation *op) {
  return op && op->getNumOperands() == 0 && op->getNumRegions() == 0 &&
         isMemoryEffectFree(op);
}

/// The bytes of `value` if it is a ranked tensor of static shape.
std::optional<double> getTensorBytes(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape())
    return std::nullopt;
  return getStorageBytes(type);
}

/// The values `op` uses: its operands and those its regions take from
/// above (a linalg.generic's body may).
SetVector<Value> getUsedValues(Operation *op) {
  SetVector<Value> used(op->getOperands().begin(), op->getOperands().end());
  getUsedValuesDefinedAbove(op->getRegions(), used);
  return used;
}

/// If every use of the block argument of `operand`, an input of `generic`,
/// is one and the same narrowing (arith.truncf to one type, with one
/// rounding mode and fastmath flags), that truncf; null otherwise.
arith::TruncFOp getOperandNarrowing(linalg::GenericOp generic,
                                    OpOperand &operand) {
  auto type = dyn_cast<RankedTensorType>(operand.get().getType());
  if (!type || !type.hasStaticShape())
    return {};
  BlockArgument argument = generic.getMatchingBlockArgument(&operand);
  arith::TruncFOp narrowing;
  for (Operation *user : argument.getUsers()) {
    auto truncf = dyn_cast<arith::TruncFOp>(user);
    if (!truncf)
      return {};
    if (!narrowing) {
      narrowing = truncf;
      continue;
    }
    if (truncf.getType() != narrowing.getType() ||
        truncf->getAttrDictionary() != narrowing->getAttrDictionary())
      return {};
  }
  return narrowing;
}

/// Splits the narrowing of `operand` out of `generic` (see
/// getOperandNarrowing): a new elementwise generic before it converts the
/// whole tensor, which `generic` then reads instead. Each element is
/// rounded as before, once instead of once per read. Returns the new op.
linalg::GenericOp splitOperandNarrowing(linalg::GenericOp generic,
                                        OpOperand &operand,
                                        arith::TruncFOp narrowing) {
  OpBuilder builder(generic);
  Location loc = generic.getLoc();
  auto type = cast<RankedTensorType>(operand.get().getType());
  Type narrow = narrowing.getType();
  Value init = tensor::EmptyOp::create(builder, loc, type.getShape(), narrow);
  SmallVector<AffineMap> maps(2,
                              builder.getMultiDimIdentityMap(type.getRank()));
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  auto convert = linalg::GenericOp::create(
      builder, loc, init.getType(), operand.get(), init, maps, iterators,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        IRMapping mapping;
        mapping.map(narrowing.getIn(), args[0]);
        Value rounded = nested.clone(*narrowing, mapping)->getResult(0);
        linalg::YieldOp::create(nested, nestedLoc, rounded);
      });
  BlockArgument argument = generic.getMatchingBlockArgument(&operand);
  operand.set(convert.getResult(0));
  argument.setType(narrow);
  for (Operation *user : llvm::to_vector(argument.getUsers())) {
    user->getResult(0).replaceAllUsesWith(argument);
    user->erase();
  }
  return convert;
}

struct MPOptHoistParametersPass final
    : mpopt::impl::MPOptHoistParametersPassBase<MPOptHoistParametersPass> {
  using Base::Base;

  /// Whether `op` moves, given the values moved so far (`moved`): it
  /// computes from them alone, has no effects and does not grow them.
  static bool canMove(Operation *op, const DenseSet<Value> &moved) {
    if (op->getNumResults() == 0 || op->hasTrait<OpTrait::IsTerminator>() ||
        !isMemoryEffectFree(op))
      return false;
    double bytesRead = 0;
    bool readsMoved = false;
    // A copied constant is read too (the zero rows that pad a weight); an
    // empty tensor is not.
    for (Value value : getUsedValues(op)) {
      Operation *producer = value.getDefiningOp();
      if (moved.contains(value))
        readsMoved = true;
      else if (!isCopyable(producer))
        return false;
      else if (!producer->hasTrait<OpTrait::ConstantLike>())
        continue;
      std::optional<double> bytes = getTensorBytes(value);
      bytesRead += bytes.value_or(0);
    }
    if (!readsMoved)
      return false;
    double bytesWritten = 0;
    for (Value result : op->getResults()) {
      std::optional<double> bytes = getTensorBytes(result);
      if (!bytes)
        return false;
      bytesWritten += *bytes;
    }
    return bytesWritten <= bytesRead;
  }

  LogicalResult hoist(func::FuncOp function) {
    if (function->hasAttr(kPreparedByAttrName))
      return mlir::emitError(function.getLoc())
             << "mpopt-hoist-parameters: @" << function.getSymName()
             << " takes prepared parameters already (mpopt.prepared_by)";
    FailureOr<llvm::BitVector> isParameter =
        getParameters(function, *parameters, "mpopt-hoist-parameters: ");
    if (failed(isParameter))
      return failure();
    if (isParameter->none())
      return success();
    if (!function.getBody().hasOneBlock())
      return mlir::emitError(function.getLoc())
             << "mpopt-hoist-parameters: the entry has several blocks";
    // A caller would pass the original arguments.
    if (!SymbolTable::symbolKnownUseEmpty(function, getOperation()))
      return mlir::emitError(function.getLoc())
             << "mpopt-hoist-parameters: the entry is called";

    Block &body = function.getBody().front();
    DenseSet<Value> moved;
    for (unsigned i : isParameter->set_bits())
      moved.insert(body.getArgument(i));
    SmallVector<Operation *> movedOps;
    DenseSet<Operation *> isMovedOp;
    auto move = [&](Operation *op) {
      movedOps.push_back(op);
      isMovedOp.insert(op);
      moved.insert(op->result_begin(), op->result_end());
    };
    for (Operation &op :
         llvm::make_early_inc_range(body.without_terminator())) {
      if (canMove(&op, moved)) {
        move(&op);
        continue;
      }
      // A cast that mpopt-fuse-casts put into its consumer (a matmul reads
      // f32 weights and rounds them to bf16) comes out again, to move.
      auto generic = dyn_cast<linalg::GenericOp>(op);
      if (!generic)
        continue;
      for (OpOperand *operand : generic.getDpsInputOperands())
        if (moved.contains(operand->get()))
          if (arith::TruncFOp narrowing =
                  getOperandNarrowing(generic, *operand))
            move(splitOperandNarrowing(generic, *operand, narrowing));
    }

    // What the entry still needs of the moved work: the prepared tensors.
    SetVector<Value> prepared;
    for (Operation *op : movedOps)
      for (Value result : op->getResults())
        for (Operation *user : result.getUsers())
          if (!isMovedOp.contains(
                  function.getBody().findAncestorOpInRegion(*user)))
            prepared.insert(result);
    if (prepared.empty())
      return success();

    // The parameters the moved ops read, in argument order.
    SmallVector<unsigned> parameterIndices;
    for (unsigned i : isParameter->set_bits())
      if (llvm::any_of(body.getArgument(i).getUsers(), [&](Operation *user) {
            return isMovedOp.contains(
                function.getBody().findAncestorOpInRegion(*user));
          }))
        parameterIndices.push_back(i);

    MLIRContext *context = &getContext();
    OpBuilder builder(context);
    builder.setInsertionPoint(function);
    SmallVector<Type> parameterTypes, preparedTypes;
    for (unsigned i : parameterIndices)
      parameterTypes.push_back(body.getArgument(i).getType());
    for (Value value : prepared)
      preparedTypes.push_back(value.getType());
    auto prepare = func::FuncOp::create(
        builder, function.getLoc(), (function.getSymName() + "_prepare").str(),
        FunctionType::get(context, parameterTypes, preparedTypes));
    SymbolTable(getOperation()).insert(prepare, Block::iterator(function));
    for (auto [position, index] : llvm::enumerate(parameterIndices))
      if (DictionaryAttr attrs = function.getArgAttrDict(index))
        prepare.setArgAttrs(position, attrs);

    Block *prepareBody = prepare.addEntryBlock();
    builder.setInsertionPointToStart(prepareBody);
    IRMapping mapping;
    for (auto [position, index] : llvm::enumerate(parameterIndices))
      mapping.map(body.getArgument(index), prepareBody->getArgument(position));
    for (Operation *op : movedOps) {
      for (Value value : getUsedValues(op))
        if (!mapping.contains(value))
          builder.clone(*value.getDefiningOp(), mapping);
      builder.clone(*op, mapping);
    }
    SmallVector<Value> results;
    for (Value value : prepared)
      results.push_back(mapping.lookup(value));
    func::ReturnOp::create(builder, function.getLoc(), results);

    // The entry takes the prepared tensors first, then what it still uses
    // of its own arguments.
    unsigned originalCount = function.getNumArguments();
    for (auto [position, tensor] : llvm::enumerate(prepared)) {
      Value value = tensor;
      if (failed(function.insertArgument(position, value.getType(),
                                         DictionaryAttr(), value.getLoc())))
        return mlir::emitError(function.getLoc())
               << "mpopt-hoist-parameters: cannot add an argument";
      value.replaceAllUsesWith(body.getArgument(position));
    }
    for (Operation *op : llvm::reverse(movedOps))
      op->erase();
    unsigned offset = prepared.size();
    llvm::BitVector unused(function.getNumArguments());
    SmallVector<int64_t> inputIndices;
    for (unsigned i = 0; i < originalCount; ++i) {
      if ((*isParameter)[i] && body.getArgument(offset + i).use_empty() &&
          llvm::is_contained(parameterIndices, i))
        unused.set(offset + i);
      else
        inputIndices.push_back(i);
    }
    if (failed(function.eraseArguments(unused)))
      return mlir::emitError(function.getLoc())
             << "mpopt-hoist-parameters: cannot remove the parameters";

    prepare->setAttr(kPreparesAttrName,
                     FlatSymbolRefAttr::get(function.getSymNameAttr()));
    prepare->setAttr(
        kParameterIndicesAttrName,
        DenseI64ArrayAttr::get(context,
                               llvm::to_vector_of<int64_t>(parameterIndices)));
    function->setAttr(kPreparedByAttrName,
                      FlatSymbolRefAttr::get(prepare.getSymNameAttr()));
    function->setAttr(kInputIndicesAttrName,
                      DenseI64ArrayAttr::get(context, inputIndices));
    return success();
  }

  void runOnOperation() override {
    FailureOr<func::FuncOp> function = findEntryFunction(
        getOperation(), entry, "mpopt-hoist-parameters: ", "entry=NAME");
    if (failed(function) || failed(hoist(*function)))
      signalPassFailure();
  }
};

} // namespace

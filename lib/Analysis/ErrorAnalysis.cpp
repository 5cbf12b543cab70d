//===- ErrorAnalysis.cpp - errors, magnitudes and gains of a block -------===//

#include "mpopt/Analysis/ErrorModel.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::mpopt;

/// The tensor a scaled FP8 operand quantizes: through the rounding cast
/// and the elementwise generic that divides by the scale (a per-tensor
/// scale from above, or a per-channel one as its second input); null when
/// the program does not quantize it (a constant quantized at compile time).
static Value getQuantizedSource(Value operand) {
  if (auto cast = operand.getDefiningOp<CastOp>())
    operand = cast.getInput();
  auto generic = operand.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() < 1 ||
      generic.getNumDpsInputs() > 2 || generic.getNumReductionLoops() != 0 ||
      !generic.getMatchingIndexingMap(generic.getDpsInputOperand(0))
           .isIdentity())
    return {};
  return getExactSource(generic.getDpsInputs()[0]);
}

/// Whether `generic` maps each element in place: no reduction, every
/// indexing map the identity.
static bool isInPlace(linalg::GenericOp generic) {
  return generic.getNumReductionLoops() == 0 &&
         llvm::all_of(generic.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); });
}

/// `value` before the conversions a body applies to it.
static Value skipConversions(Value value) {
  while (isa_and_nonnull<arith::TruncFOp, arith::ExtFOp, CastOp>(
      value.getDefiningOp()))
    value = value.getDefiningOp()->getOperand(0);
  return value;
}

/// An elementwise negation (arith.negf on a tensor, or a generic of one
/// input whose body is one negf): its input, else null.
static Value getNegated(Value value) {
  if (auto negation = value.getDefiningOp<arith::NegFOp>())
    return negation.getOperand();
  auto generic = value.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 1 || !isInPlace(generic))
    return {};
  Block *body = generic.getBlock();
  auto negation = dyn_cast<arith::NegFOp>(body->front());
  if (!negation || negation.getOperand() != body->getArgument(0) ||
      body->getTerminator()->getOperand(0) != negation.getResult())
    return {};
  return generic.getDpsInputs()[0];
}

/// The tensor a concat permutes with signs: every operand a unit-stride
/// slice of it, possibly negated, the slices pairwise disjoint, as
/// rotate_half's cat(-x[..., d/2:], x[..., :d/2]) is. Each element of the
/// result is one of the source's, so the source's error counts once, not
/// once per slice. Null when the concat is anything else.
static Value getPermutedSource(tensor::ConcatOp concat) {
  Value source;
  SmallVector<tensor::ExtractSliceOp> slices;
  for (Value input : concat.getInputs()) {
    if (Value negated = getNegated(input))
      input = negated;
    auto slice = input.getDefiningOp<tensor::ExtractSliceOp>();
    if (!slice || (source && slice.getSource() != source) ||
        !slice.hasUnitStride() ||
        ShapedType::isDynamicShape(slice.getStaticOffsets()) ||
        ShapedType::isDynamicShape(slice.getStaticSizes()))
      return {};
    source = slice.getSource();
    slices.push_back(slice);
  }
  // Two boxes are disjoint when their ranges are in some dimension.
  auto disjoint = [](tensor::ExtractSliceOp a, tensor::ExtractSliceOp b) {
    for (auto [aOffset, aSize, bOffset, bSize] :
         llvm::zip_equal(a.getStaticOffsets(), a.getStaticSizes(),
                         b.getStaticOffsets(), b.getStaticSizes()))
      if (aOffset + aSize <= bOffset || bOffset + bSize <= aOffset)
        return true;
    return false;
  };
  for (auto [index, slice] : llvm::enumerate(slices))
    for (tensor::ExtractSliceOp other : ArrayRef(slices).drop_front(index + 1))
      if (!disjoint(slice, other))
        return {};
  return source;
}

/// `value` read as it is, through conversions and views, or scaled by a
/// constant in an elementwise generic of it alone: the block argument it
/// is, else null.
static BlockArgument getScaledArgument(Value value) {
  value = getExactSource(value);
  if (auto generic = value.getDefiningOp<linalg::GenericOp>();
      generic && generic.getNumDpsInputs() == 1 && isInPlace(generic)) {
    Block *body = generic.getBlock();
    Value yielded = body->getTerminator()->getOperand(0);
    auto product = yielded.getDefiningOp<arith::MulFOp>();
    // The factor is computed from constants (torch-mlir's truncf of an f64
    // one), not from the element.
    auto isConstant = [&](Value factor) {
      Operation *producer = factor.getDefiningOp();
      return producer && llvm::none_of(producer->getOperands(), [&](Value in) {
               return isa<BlockArgument>(in);
             });
    };
    if (!product ||
        !llvm::is_contained(product->getOperands(), body->getArgument(0)) ||
        !llvm::any_of(product->getOperands(), isConstant))
      return {};
    value = getExactSource(generic.getDpsInputs()[0]);
  }
  return dyn_cast<BlockArgument>(value);
}

std::optional<ArgumentUpdate> mpopt::getArgumentUpdate(Value returned) {
  auto generic = returned.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic->getNumResults() != 1 ||
      generic.getNumReductionLoops() != 0)
    return std::nullopt;
  // The body adds or subtracts its two inputs, converted or not.
  Block *body = generic.getBlock();
  Value yielded = body->getTerminator()->getOperand(0);
  // GradScaler's skip, select(found_inf, p, p_new): the update is p_new's.
  if (auto select = yielded.getDefiningOp<arith::SelectOp>()) {
    auto kept = dyn_cast<BlockArgument>(select.getTrueValue());
    auto updated = dyn_cast<BlockArgument>(select.getFalseValue());
    if (!kept || !updated || kept.getOwner() != body ||
        updated.getOwner() != body)
      return std::nullopt;
    auto argument = dyn_cast<BlockArgument>(
        getExactSource(generic->getOperand(kept.getArgNumber())));
    std::optional<ArgumentUpdate> update =
        getArgumentUpdate(generic->getOperand(updated.getArgNumber()));
    if (!argument || !update || update->argument != argument.getArgNumber())
      return std::nullopt;
    return update;
  }
  Operation *sum = skipConversions(yielded).getDefiningOp();
  if (!isa_and_nonnull<arith::AddFOp, arith::SubFOp>(sum))
    return std::nullopt;
  auto argumentOf = [](Value value) -> int {
    auto argument = dyn_cast<BlockArgument>(skipConversions(value));
    return argument ? static_cast<int>(argument.getArgNumber()) : -1;
  };
  int lhs = argumentOf(sum->getOperand(0)),
      rhs = argumentOf(sum->getOperand(1));
  if (lhs < 0 || rhs < 0 || lhs == rhs || generic.getNumDpsInputs() != 2 ||
      !isInPlace(generic))
    return std::nullopt;
  for (int kept : {lhs, rhs}) {
    BlockArgument argument = getScaledArgument(generic.getDpsInputs()[kept]);
    if (argument && argument.getType() == returned.getType() &&
        isa<FunctionOpInterface>(argument.getOwner()->getParentOp()))
      return ArgumentUpdate{0, argument.getArgNumber(),
                            generic.getDpsInputs()[kept == lhs ? rhs : lhs]};
  }
  return std::nullopt;
}

/// How much smaller than the argument a change must be to count as its
/// update: an optimizer's step moves parameters by a learning rate's
/// fraction, a residual block's branch is as large as its input.
constexpr double kUpdateRatio = 10;

/// The measured magnitude of `value`, unless it is that of a mask: the
/// model's `derived` magnitude leaves masks out.
static std::optional<Magnitude>
getMeasured(const DenseMap<Value, Magnitude> *measured, Value value,
            const Magnitude &derived) {
  if (!measured || derived.isMask)
    return std::nullopt;
  auto it = measured->find(value);
  if (it == measured->end() || (it->second.typical >= kMaskMagnitude &&
                                derived.typical < kMaskMagnitude))
    return std::nullopt;
  return it->second;
}

ErrorAnalysis::ErrorAnalysis(Block &body, ArrayRef<Magnitude> arguments,
                             const DenseMap<Value, Magnitude> *measured,
                             int64_t dynamicSize) {
  for (auto [argument, magnitude] :
       llvm::zip_equal(body.getArguments(), arguments)) {
    magnitudes[argument] = magnitude;
    errors[argument] = 0;
  }
  struct OpTransfers {
    Operation *op;
    SmallVector<Value> inputs;
    SmallVector<ErrorTransfer> transfers;
  };
  SmallVector<OpTransfers> transfers;
  for (Operation &op : body) {
    if (op.hasTrait<OpTrait::IsTerminator>()) {
      llvm::append_range(outputs, op.getOperands());
      continue;
    }
    SmallVector<Value> inputs = getErrorInputs(&op);
    SmallVector<Magnitude> inputMagnitudes;
    for (Value input : inputs)
      inputMagnitudes.push_back(getMagnitude(input));
    // A scaled FP8 operand stands for the tensor it quantizes: the scales
    // multiply the product back. Quantized at compile time, it is the
    // quotients times their scales.
    if (auto matmul = dyn_cast<MatmulOp>(op)) {
      SmallVector<Value, 2> scales = {matmul.getScaleLhs(),
                                      matmul.getScaleRhs()};
      for (auto [index, scale] : llvm::enumerate(scales)) {
        if (!scale)
          continue;
        Value operand = op.getOperand(index);
        if (Value source = getQuantizedSource(operand)) {
          inputMagnitudes[index] = getMagnitude(source);
          continue;
        }
        Magnitude quotients = getMagnitude(operand);
        Magnitude factors = getMagnitude(scale);
        Magnitude &scaled = inputMagnitudes[index];
        scaled = Magnitude();
        if (quotients.known && factors.known)
          scaled = {quotients.typical * factors.typical,
                    quotients.bound * factors.bound, false,
                    quotients.getRms() * factors.getRms()};
      }
    }
    SmallVector<ErrorTransfer> opTransfers;
    auto concat = dyn_cast<tensor::ConcatOp>(op);
    if (Value source = concat ? getPermutedSource(concat) : Value()) {
      inputs = {source};
      opTransfers.push_back({{1.0}, 0, getMagnitude(source)});
    } else {
      opTransfers = getErrorTransfers(&op, inputMagnitudes, dynamicSize);
    }
    bool elementwise = hasElementwiseRoundings(&op);
    for (auto [result, transfer] :
         llvm::zip_equal(op.getResults(), opTransfers)) {
      // Roundings of each element of their own, read only by contractions,
      // count as the sums average them.
      if (elementwise)
        transfer.local *= getReadersAveraging(result, dynamicSize);
      // Input errors taken as independent here; the returned values'
      // error below follows every path of each rounding.
      double squared = transfer.local * transfer.local;
      for (auto [input, gain] : llvm::zip_equal(inputs, transfer.gains)) {
        double error = gain * errors.lookup(input);
        squared += error * error;
      }
      double error = std::sqrt(squared);
      // A bounded result: its roundings and its inputs' errors count only
      // as far as they can move it (the reverse pass below reads them).
      if (error > transfer.cap) {
        double scale = transfer.cap / error;
        transfer.local *= scale;
        for (double &gain : transfer.gains)
          gain *= scale;
        error = transfer.cap;
      }
      errors[result] = error;
      magnitudes[result] = transfer.magnitude;
      if (std::optional<Magnitude> value =
              getMeasured(measured, result, transfer.magnitude))
        magnitudes[result] = *value;
    }
    transfers.push_back({&op, std::move(inputs), std::move(opTransfers)});
  }
  // Reverse mode: each op passes its results' gains to the values it
  // reads. The paths through one op add linearly (x * x doubles x's
  // error); the paths through different readers add in quadrature: each
  // reader transforms the error on its own (a matmul's weights, a
  // nonlinearity, a norm), so where the paths meet again (a residual add,
  // a rotary embedding's q cos + rotate_half(q) sin) their contributions
  // are as good as uncorrelated, while the per-op gains stay worst-case
  // bounds (combineAdditive weighs each term by its share of the sum's
  // root sum of squares). `gains` holds squares until the end.
  for (auto [index, output] : llvm::enumerate(outputs)) {
    double weight = 1;
    // A small change of an argument is an update (an optimizer's step); a
    // large one is a sum like any other (a residual block's output).
    if (std::optional<ArgumentUpdate> update = getArgumentUpdate(output)) {
      Magnitude whole = getMagnitude(output);
      Magnitude change = getMagnitude(update->change);
      if (whole.known && change.known && change.typical > 0 &&
          change.typical * kUpdateRatio <= whole.typical) {
        weight = whole.typical / change.typical;
        update->result = index;
        updates.push_back(*update);
      }
    }
    gains[output] += weight * weight;
  }
  for (const OpTransfers &entry : llvm::reverse(transfers)) {
    DenseMap<Value, double> opGains;
    for (auto [result, transfer] :
         llvm::zip_equal(entry.op->getResults(), entry.transfers)) {
      double resultGain = std::sqrt(gains.lookup(result));
      if (resultGain == 0)
        continue;
      double contribution = resultGain * transfer.local;
      outputErrorSquared += contribution * contribution;
      shares[entry.op] += contribution * contribution;
      for (auto [input, gain] : llvm::zip_equal(entry.inputs, transfer.gains))
        if (gain != 0)
          opGains[input] += gain * resultGain;
    }
    for (auto [input, gain] : opGains)
      gains[input] += gain * gain;
  }
  for (auto &entry : gains)
    entry.second = std::sqrt(entry.second);
  for (auto &entry : shares)
    entry.second = std::sqrt(entry.second);
}

Magnitude ErrorAnalysis::getMagnitude(Value value) const {
  auto it = magnitudes.find(value);
  return it != magnitudes.end() ? it->second : Magnitude();
}

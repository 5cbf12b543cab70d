//===- CostModel.cpp - predicted GPU time of one op as a kernel -----------===//

#include "mpopt/Analysis/CostModel.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::mpopt;

std::optional<double> mpopt::getSize(int64_t size, int64_t dynamicSize) {
  if (!ShapedType::isDynamic(size))
    return size;
  return dynamicSize > 0 ? std::optional<double>(dynamicSize) : std::nullopt;
}

std::optional<double> mpopt::getElementCount(ShapedType type,
                                             int64_t dynamicSize) {
  if (!type.hasRank())
    return std::nullopt;
  double elements = 1;
  for (int64_t size : type.getShape()) {
    std::optional<double> known = getSize(size, dynamicSize);
    if (!known)
      return std::nullopt;
    elements *= *known;
  }
  return elements;
}

std::optional<double> mpopt::getStorageBytes(Type type, int64_t dynamicSize) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped)
    return type.isIntOrFloat()
               ? std::optional<double>(type.getIntOrFloatBitWidth() / 8.0)
               : std::nullopt;
  std::optional<double> elements = getElementCount(shaped, dynamicSize);
  if (!elements || !shaped.getElementType().isIntOrFloat())
    return std::nullopt;
  return *elements * (shaped.getElementType().getIntOrFloatBitWidth() / 8.0);
}

namespace {

/// Arithmetic per output element of the fused norm kernels: mean, variance,
/// normalize, scale and shift for layer_norm; no mean for rms_norm; max,
/// exp, sum and divide for softmax.
constexpr double kLayerNormFlops = 8;
constexpr double kRMSNormFlops = 6;
constexpr double kSoftmaxFlops = 5;

/// Builds the cost from flops and the bytes of `values`; fails on dynamic
/// shapes unless the target prices them at a size.
OpEstimate makeKernel(const Target &target, ValueRange values, double flops,
                      Type computeType, double rate) {
  double bytes = 0;
  for (Value value : values) {
    // Scalars travel as kernel arguments, not through memory.
    if (!isa<ShapedType>(value.getType()))
      continue;
    std::optional<double> valueBytes =
        getStorageBytes(value.getType(), target.dynamicSize);
    if (!valueBytes)
      return {std::nullopt, "operand or result of dynamic or unknown size"};
    bytes += *valueBytes;
  }
  if (flops > 0 && rate == 0) {
    std::string reason;
    llvm::raw_string_ostream(reason)
        << target.name << " has no " << computeType << " units";
    return {std::nullopt, reason};
  }
  KernelCost cost;
  cost.flops = flops;
  cost.bytes = bytes;
  cost.computeType = computeType;
  cost.computeMicros = flops > 0 ? flops / rate * 1e6 : 0;
  cost.memoryMicros = bytes / target.getBandwidth() * 1e6;
  cost.launchMicros = target.launchMicros;
  return {cost, ""};
}

} // namespace

double mpopt::getMatmulComputeMicros(MatmulOp op, double rate,
                                     const Target &target, double columns) {
  auto result = cast<ShapedType>(op.getResult().getType());
  int64_t rank = result.getRank();
  double batch = 1;
  for (int64_t size : result.getShape().drop_back(2))
    batch *= getSize(size, target.dynamicSize).value_or(1);
  double m =
      getSize(result.getDimSize(rank - 2), target.dynamicSize).value_or(1);
  double n = columns > 0
                 ? columns
                 : getSize(result.getDimSize(rank - 1), target.dynamicSize)
                       .value_or(1);
  double k = getSize(op.getContractionLength(), target.dynamicSize).value_or(1);
  return getGemmComputeMicros(batch, m, n, k, rate, target);
}

namespace {

/// A matmul, or a convolution as an implicit GEMM: each result element sums
/// its contraction's products (C / groups * KH * KW for a convolution); the
/// operands are read once, as stored (no im2col copy).
OpEstimate estimateContraction(ContractionOpInterface op,
                               const Target &target) {
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  std::optional<double> elements =
      getElementCount(resultType, target.dynamicSize);
  std::optional<double> reduction =
      getSize(op.getContractionLength(), target.dynamicSize);
  if (!elements || !reduction)
    return {std::nullopt, "contraction of dynamic shape"};
  Type multiplyType = op.getMultiplyType();
  double flops = 2.0 * *elements * *reduction;
  OpEstimate estimate = makeKernel(target, getMovedValues(op), flops,
                                   multiplyType,
                                   target.getMatmulRate(multiplyType));
  if (estimate.cost && isa<MatmulOp>(op)) {
    estimate.cost->computeMicros = getMatmulComputeMicros(
        cast<MatmulOp>(op), target.getMatmulRate(multiplyType), target);
    estimate.cost->launchMicros += target.gemmMicros;
  }
  if (estimate.cost)
    estimate.cost->epilogueMicros = getMatmulEpilogueMicros(
        multiplyType, resultType.getElementType(), *elements,
        isa<MatmulOp>(op) ? getCopiedRowLength(cast<MatmulOp>(op), false,
                                               resultType.getElementType())
                          : 0,
        target);
  return estimate;
}

} // namespace

bool mpopt::isFusedAttention(AttentionOp op, Type multiply) {
  Type element = getElementTypeOrSelf(op.getQ());
  bool sixteenBit =
      multiply.isBF16() || multiply.isF16() ||
      (multiply.isF32() && (element.isBF16() || element.isF16()) &&
       getElementTypeOrSelf(op.getK()) == element &&
       getElementTypeOrSelf(op.getV()) == element);
  int64_t depth = op.getQ().getType().getDimSize(3);
  return sixteenBit && isFusedAttentionHeadDim(depth) &&
         op.getV().getType().getDimSize(3) == depth;
}

bool mpopt::isFusedAttentionHeadDim(int64_t size) {
  return size > 0 && size <= 128 && size % 16 == 0;
}

/// A fused kernel (FlashAttention) runs two contractions over the [Sq, Sk]
/// scores, which stay on chip, so only q, k, v, the mask and the result
/// move; a causal mask skips half the scores. The composition writes the
/// scores, reads them for the logits, writes those, reads them twice in
/// the softmax, writes the probabilities and reads them again, in f32,
/// over about six launches.
OpEstimate mpopt::estimateAttention(AttentionOp op, const Target &target,
                                    Type multiply) {
  auto qType = cast<RankedTensorType>(op.getQ().getType());
  auto kType = cast<RankedTensorType>(op.getK().getType());
  // q is [B, H, Sq, D], k is [B, Hkv, Sk, D].
  std::optional<double> queries = getElementCount(qType, target.dynamicSize);
  std::optional<double> keys = getSize(kType.getDimSize(2), target.dynamicSize);
  std::optional<double> depth =
      getSize(qType.getDimSize(3), target.dynamicSize);
  if (!queries || !keys || !depth)
    return {std::nullopt, "attention of dynamic shape"};
  double productFlops = 4.0 * *queries * *keys;
  double flops = op.getCausal() ? productFlops / 2 : productFlops;
  // The fused kernel multiplies 16-bit operands on tensor cores, whatever
  // the stated multiply type (their products are exact in f32).
  bool fused = isFusedAttention(op, multiply);
  Type rateType = fused && multiply.isF32() ? getElementTypeOrSelf(op.getQ())
                                            : multiply;
  double rate = fused ? target.getAttentionRate(rateType)
                      : target.getMatmulRate(rateType);
  OpEstimate estimate =
      makeKernel(target, getMovedValues(op), flops, rateType, rate);
  if (estimate.cost && fused)
    estimate.cost->computeMicros =
        std::max(estimate.cost->computeMicros, target.attentionMicros);
  if (estimate.cost && fused && target.cudnnAttentionEfficiency > 0 &&
      getElementTypeOrSelf(op.getResult()) == rateType &&
      !(op.getCausalFill() && op.getCausalFill()->convertToDouble() > -1e30)) {
    // The runtime runs cuDNN's engine where it is the faster; with a mask,
    // a check kernel and the kernel's guarded (empty) launch come with it.
    OpEstimate cudnn = makeKernel(
        target, getMovedValues(op), flops, rateType,
        target.getPeakMatmulRate(rateType) * target.cudnnAttentionEfficiency);
    cudnn.cost->launchMicros +=
        target.cudnnAttentionMicros +
        (op.getMask() ? 2 * target.launchMicros : 0);
    if (cudnn.cost->getMicros() < estimate.cost->getMicros())
      estimate = cudnn;
  }
  if (!estimate.cost || fused)
    return estimate;
  constexpr double kCompositionLaunches = 6, kScorePasses = 6;
  double scores = *queries / *depth * *keys;
  KernelCost &cost = *estimate.cost;
  cost.launchMicros = kCompositionLaunches * target.launchMicros;
  double passes = kScorePasses;
  if (target.attentionCompositionPasses > 0) {
    // As measured: its GEMMs (compute-bound) and row kernels (memory-bound)
    // take their times in turn, and the GEMMs multiply every score: the
    // causal mask is applied to them, no product is skipped.
    passes = target.attentionCompositionPasses;
    cost.flops = productFlops;
    cost.computeMicros = productFlops / rate * 1e6;
    cost.serial = true;
  }
  cost.bytes += passes * 4 * scores;
  cost.memoryMicros = cost.bytes / target.getBandwidth() * 1e6;
  return estimate;
}

Value mpopt::getSwappedTransposeSource(Value operand) {
  auto transpose = operand.getDefiningOp<linalg::TransposeOp>();
  if (!transpose)
    return {};
  ArrayRef<int64_t> permutation = transpose.getPermutation();
  int64_t rank = permutation.size();
  if (rank < 2 || permutation[rank - 2] != rank - 1 ||
      permutation[rank - 1] != rank - 2)
    return {};
  for (int64_t i = 0; i < rank - 2; ++i)
    if (permutation[i] != i)
      return {};
  return transpose.getInput();
}

double mpopt::getMatmulEpilogueMicros(Type multiplyType, Type storedType,
                                      double elements, int64_t rowLength,
                                      const Target &target) {
  double micros = 0;
  double width = storedType.getIntOrFloatBitWidth() / 8.0;
  // Written in f32, read back, written as `storedType`.
  if ((multiplyType.isBF16() || multiplyType.isF16()) &&
      !storedType.isF32() && storedType != multiplyType)
    micros += elements * (8 + width) / target.getBandwidth() * 1e6 +
              target.launchMicros;
  // The padded rows read and the result's written, at about half the
  // bandwidth: rows whose pitch is not 16-byte aligned copy slowly (on the
  // H100, 2048 x 50257 took 222 us besides the GEMM as bf16, 560 us as
  // f32).
  if (rowLength > 0 && static_cast<int64_t>(rowLength * width) % 16 != 0)
    micros += elements * width * 4 / target.getBandwidth() * 1e6 +
              target.launchMicros;
  return micros;
}

namespace {

/// The type a product is rounded to before it is widened for the multiply:
/// a fused matmul's body spells a bf16 multiply as extf(bf16) * extf(bf16).
Type getMultipliedType(Value factor) {
  if (auto ext = factor.getDefiningOp<arith::ExtFOp>())
    return ext.getIn().getType();
  return factor.getType();
}

/// Counts the payload ops of a structured op per iteration; a contraction
/// runs on tensor cores in its operands' type.
OpEstimate estimateLinalg(linalg::LinalgOp op, const Target &target) {
  if (!op.hasPureTensorSemantics())
    return {std::nullopt, "linalg op on buffers"};
  // On tensors, an op without results writes nothing anyone reads: no
  // kernel (canonicalization erases it), as isFree says of other ops.
  if (op->getNumResults() == 0)
    return {};
  double iterations = 1;
  for (int64_t range : op.getStaticLoopRanges()) {
    std::optional<double> size = getSize(range, target.dynamicSize);
    if (!size)
      return {std::nullopt, "iteration space of dynamic size"};
    iterations *= *size;
  }
  SmallVector<Value> values = getMovedValues(op);
  Type computeType = getElementTypeOrSelf(op->getResult(0).getType());
  if (Type multiplyType = getContractionType(op))
    return makeKernel(target, values, 2 * iterations, multiplyType,
                      target.getMatmulRate(multiplyType));
  double perIteration = 0;
  op.getBlock()->walk([&](Operation *payload) {
    if (!payload->hasTrait<OpTrait::IsTerminator>() &&
        !isa<arith::ConstantOp, linalg::IndexOp>(payload))
      ++perIteration;
  });
  return makeKernel(target, values, perIteration * iterations, computeType,
                    target.getScalarRate());
}

template <typename NormOp>
OpEstimate estimateNorm(NormOp op, const Target &target, double perElement) {
  std::optional<double> elements = getElementCount(
      cast<ShapedType>(op.getResult().getType()), target.dynamicSize);
  if (!elements)
    return {std::nullopt, "normalization of dynamic shape"};
  return makeKernel(target, getMovedValues(op), perElement * *elements,
                    op.getComputeType(), target.getScalarRate());
}

/// Ops that only rename or describe memory: no kernel runs for them.
bool isFree(Operation *op) {
  if (op->getNumResults() == 0 ||
      isa<arith::ConstantOp, tensor::EmptyOp, tensor::CollapseShapeOp,
          tensor::ExpandShapeOp, tensor::ReshapeOp, tensor::CastOp,
          tensor::BitcastOp, tensor::DimOp, tensor::ExtractSliceOp>(op))
    return true;
  // One element read for the kernels that use it (an FP8 scale, an amax):
  // they take it as an argument.
  if (isa<tensor::ExtractOp>(op))
    return true;
  auto isShaped = [](Type type) { return isa<ShapedType>(type); };
  return llvm::none_of(op->getOperandTypes(), isShaped) &&
         llvm::none_of(op->getResultTypes(), isShaped);
}

} // namespace

SmallVector<Value> mpopt::getMovedValues(Operation *op) {
  SmallVector<Value> values;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    // An init the body never reads is only written.
    llvm::append_range(values, linalgOp.getDpsInputs());
    for (OpOperand &init : linalgOp.getDpsInitsMutable())
      if (linalgOp.payloadUsesValueFromOperand(&init))
        values.push_back(init.get());
  } else {
    llvm::append_range(values, op->getOperands());
  }
  llvm::append_range(values, op->getResults());
  return values;
}

Type mpopt::getContractionType(linalg::LinalgOp op) {
  unsigned reducedInputs = 0;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    for (auto [dim, iterator] : llvm::enumerate(iterators))
      if (iterator == utils::IteratorType::reduction &&
          map.isFunctionOfDim(dim)) {
        ++reducedInputs;
        break;
      }
  }
  if (reducedInputs < 2)
    return {};
  Type multiplyType;
  op.getBlock()->walk([&](arith::MulFOp mul) {
    if (multiplyType)
      return;
    Type lhs = getMultipliedType(mul.getLhs());
    Type rhs = getMultipliedType(mul.getRhs());
    multiplyType =
        lhs.getIntOrFloatBitWidth() >= rhs.getIntOrFloatBitWidth() ? lhs : rhs;
  });
  return multiplyType;
}

bool mpopt::isReadByDisjointSlices(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape() || value.use_empty())
    return false;
  int64_t sliced = 0;
  for (Operation *user : value.getUsers()) {
    auto slice = dyn_cast<tensor::ExtractSliceOp>(user);
    if (!slice || !slice.hasUnitStride() ||
        !slice.getResultType().hasStaticShape())
      return false;
    sliced += slice.getResultType().getNumElements();
  }
  return sliced <= type.getNumElements();
}

double mpopt::getGemmComputeMicros(double batch, double m, double n, double k,
                                   double rate, const Target &target) {
  if (rate <= 0)
    return 0;
  double flops = 2 * batch * m * n * k;
  double best = flops / rate * 1e6;
  // Waves need the tiles' fixed costs beside them: a target measured on
  // the build gives both (gemm-micros); datasheet targets keep the rate.
  if (target.numSMs == 0 || target.gemmMicros == 0)
    return best;
  static constexpr std::pair<double, double> kTiles[] = {
      {32, 64}, {64, 64}, {64, 128}, {128, 128}, {128, 256}, {256, 128}};
  double perSM = rate / target.numSMs;
  double fewest = std::numeric_limits<double>::infinity();
  for (auto [rows, columns] : kTiles)
    for (double split : {1.0, 2.0, 4.0, 8.0}) {
      if (split > 1 && k / split < 128)
        continue;
      double tiles =
          batch * std::ceil(m / rows) * std::ceil(n / columns) * split;
      double waves = std::ceil(tiles / target.numSMs);
      // A tile covers no more than the result has (a classifier's 4 rows).
      double tileFlops =
          2 * std::min(rows, m) * std::min(columns, n) * (k / split);
      fewest = std::min(fewest, waves * tileFlops / perSM * 1e6);
    }
  return std::max(best, fewest);
}

bool mpopt::keepsLastDimension(Operation *op) {
  auto lastAlone = [](ArrayRef<ReassociationIndices> groups) {
    return !groups.empty() && groups.back().size() == 1;
  };
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    return lastAlone(expand.getReassociationIndices());
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
    return lastAlone(collapse.getReassociationIndices());
  return false;
}

bool mpopt::isReturnedRowForRow(Value value) {
  auto keepsRows = [](Operation *op) {
    if (keepsLastDimension(op) || isa<CastOp>(op))
      return true;
    auto generic = dyn_cast<linalg::GenericOp>(op);
    return generic && generic.getNumDpsInputs() == 1 &&
           generic.getNumReductionLoops() == 0 &&
           llvm::all_of(generic.getIndexingMapsArray(),
                        [](AffineMap map) { return map.isIdentity(); });
  };
  while (value.hasOneUse()) {
    Operation *user = *value.getUsers().begin();
    if (isa<func::ReturnOp>(user))
      return true;
    if (user->getNumResults() != 1 || !keepsRows(user))
      return false;
    value = user->getResult(0);
  }
  return false;
}

int64_t mpopt::getCopiedRowLength(MatmulOp op, bool rhsPrepared, Type stored) {
  auto result = cast<ShapedType>(op.getResult().getType());
  auto rhs = cast<ShapedType>(op.getRhs().getType());
  int64_t row = result.getShape().back();
  if (!result.hasStaticShape() || !rhs.hasStaticShape() ||
      stored.getIntOrFloatBitWidth() > 16 ||
      !isReturnedRowForRow(op.getResult()))
    return row;
  bool fewerRows = rhs.getNumElements() / row < result.getNumElements() / row;
  return rhsPrepared || fewerRows ? 0 : row;
}

bool mpopt::addsItsInputs(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() != 0 ||
      !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity())
    return false;
  Block *body = op.getBody();
  auto add = dyn_cast<arith::AddFOp>(&body->front());
  if (!add || body->getOperations().size() != 2 ||
      body->getTerminator()->getOperand(0) != add.getResult() ||
      add.getFastmath() != arith::FastMathFlags::none)
    return false;
  Value lhs = body->getArgument(0), rhs = body->getArgument(1);
  return (add.getLhs() == lhs && add.getRhs() == rhs) ||
         (add.getLhs() == rhs && add.getRhs() == lhs);
}

bool mpopt::isElementwiseAddition(linalg::GenericOp op) {
  return addsItsInputs(op) &&
         llvm::all_of(op.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); });
}

bool mpopt::isBiasAddition(linalg::GenericOp op, Value value) {
  if (!addsItsInputs(op) || op.getNumLoops() != 2)
    return false;
  OpOperand *valueOperand = op.getDpsInputOperand(0);
  OpOperand *biasOperand = op.getDpsInputOperand(1);
  if (valueOperand->get() != value)
    std::swap(valueOperand, biasOperand);
  MLIRContext *context = op.getContext();
  return valueOperand->get() == value &&
         op.getMatchingIndexingMap(valueOperand).isIdentity() &&
         op.getMatchingIndexingMap(biasOperand) ==
             AffineMap::get(2, 0, getAffineDimExpr(1, context)) &&
         getElementTypeOrSelf(biasOperand->get()).isF32();
}

/// The ops that widen `narrow` to `value`, f32: an `arith.extf`, or for
/// bf16 the shift mpopt-expand-casts writes (its bits << 16); 0 if none.
static unsigned getWideningLength(Value value, Value narrow) {
  if (auto extend = value.getDefiningOp<arith::ExtFOp>())
    return extend.getIn() == narrow ? 1 : 0;
  auto toFloat = value.getDefiningOp<arith::BitcastOp>();
  auto shift = toFloat ? toFloat.getIn().getDefiningOp<arith::ShLIOp>()
                       : arith::ShLIOp();
  auto extend = shift ? shift.getLhs().getDefiningOp<arith::ExtUIOp>()
                      : arith::ExtUIOp();
  auto toBits = extend ? extend.getIn().getDefiningOp<arith::BitcastOp>()
                       : arith::BitcastOp();
  return toBits && toBits.getIn() == narrow &&
                 getElementTypeOrSelf(narrow).isBF16() &&
                 getConstantIntValue(shift.getRhs()) == 16
             ? 4
             : 0;
}

bool mpopt::isRoundedBiasAddition(linalg::GenericOp op, Value value) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      op.getNumLoops() != 2 || op.getNumReductionLoops() != 0 ||
      !getElementTypeOrSelf(value).isF32())
    return false;
  OpOperand *valueOperand = op.getDpsInputOperand(0);
  OpOperand *biasOperand = op.getDpsInputOperand(1);
  if (valueOperand->get() != value)
    std::swap(valueOperand, biasOperand);
  Type biasType = getElementTypeOrSelf(biasOperand->get());
  MLIRContext *context = op.getContext();
  if (valueOperand->get() != value || !(biasType.isBF16() || biasType.isF16()) ||
      getElementTypeOrSelf(op.getDpsInits()[0]) != biasType ||
      !op.getMatchingIndexingMap(valueOperand).isIdentity() ||
      !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity() ||
      op.getMatchingIndexingMap(biasOperand) !=
          AffineMap::get(2, 0, getAffineDimExpr(1, context)))
    return false;
  // truncf(addf(value, widened bias)), the addition in either order, and
  // nothing else.
  Block *body = op.getBody();
  auto round = body->getTerminator()->getOperand(0).getDefiningOp<arith::TruncFOp>();
  auto add = round ? round.getIn().getDefiningOp<arith::AddFOp>()
                   : arith::AddFOp();
  if (!add || round->hasAttr("roundingmode") ||
      add.getFastmath() != arith::FastMathFlags::none)
    return false;
  Value valueArg = body->getArgument(valueOperand->getOperandNumber());
  Value biasArg = body->getArgument(biasOperand->getOperandNumber());
  Value widened = add.getLhs() == valueArg ? add.getRhs() : add.getLhs();
  unsigned length = getWideningLength(widened, biasArg);
  return length != 0 && llvm::is_contained(add->getOperands(), valueArg) &&
         body->getOperations().size() == length + 3;
}

Value mpopt::getFoldedMatmulAddend(Operation *op) {
  auto addition = dyn_cast<linalg::GenericOp>(op);
  if (!addition || !addition.hasPureTensorSemantics() ||
      !addsItsInputs(addition))
    return {};
  Type type = addition->getResult(0).getType();
  if (!getElementTypeOrSelf(type).isF32())
    return {};
  for (unsigned i = 0; i < 2; ++i) {
    Value product = addition.getDpsInputs()[i];
    Value addend = addition.getDpsInputs()[1 - i];
    if (!product.getDefiningOp<MatmulOp>() || !product.hasOneUse() ||
        product.getType() != type)
      continue;
    if ((isElementwiseAddition(addition) && addend.getType() == type) ||
        isBiasAddition(addition, product))
      return addend;
  }
  return {};
}

OpEstimate mpopt::estimateOp(Operation *op, const Target &target) {
  if (Value addend = getFoldedMatmulAddend(op)) {
    OpEstimate estimate =
        makeKernel(target, addend, 0, getElementTypeOrSelf(addend),
                   target.getScalarRate());
    estimate.cost->launchMicros = 0;
    return estimate;
  }
  if (auto contraction = dyn_cast<ContractionOpInterface>(op))
    return estimateContraction(contraction, target);
  if (auto attention = dyn_cast<AttentionOp>(op))
    return estimateAttention(attention, target, attention.getMultiplyType());
  if (auto norm = dyn_cast<LayerNormOp>(op))
    return estimateNorm(norm, target, kLayerNormFlops);
  if (auto norm = dyn_cast<BatchNormOp>(op))
    return estimateNorm(norm, target, kLayerNormFlops);
  if (auto norm = dyn_cast<GroupNormOp>(op))
    return estimateNorm(norm, target, kLayerNormFlops);
  if (auto norm = dyn_cast<RMSNormOp>(op))
    return estimateNorm(norm, target, kRMSNormFlops);
  if (auto softmax = dyn_cast<SoftmaxOp>(op))
    return estimateNorm(softmax, target, kSoftmaxFlops);
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return estimateLinalg(linalgOp, target);
  // Control flow is not a kernel; what it holds is.
  if (isa<RegionBranchOpInterface, LoopLikeOpInterface>(op) || isFree(op))
    return {};
  // Casts and elementwise ops on tensors: one operation per element.
  std::optional<double> elements;
  if (auto shaped = dyn_cast<ShapedType>(op->getResult(0).getType()))
    elements = getElementCount(shaped, target.dynamicSize);
  if (!elements)
    return {std::nullopt, "result of dynamic or unknown size"};
  bool elementwise = isa<CastOp>(op) || op->hasTrait<OpTrait::Elementwise>();
  return makeKernel(
      target, getMovedValues(op), elementwise ? *elements : 0,
      getElementTypeOrSelf(op->getResult(0).getType()), target.getScalarRate());
}

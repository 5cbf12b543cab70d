//===- RaiseConvs.cpp - linalg convolutions to mpopt.conv -----------------===//

#include "RaiseConvs.h"

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Transforms/Utils/ConvMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// The linalg convolutions mpopt.conv expresses, each with how its
/// operands fold to mpopt.conv's.
enum class ConvKind {
  NchwFchw,
  NhwcHwcf,
  NhwcFhwc,
  NgchwGfchw,
  NhwgcGfhwc,
  DepthwiseNchwChw,
  DepthwiseNhwcHwc,
  DepthwiseNhwcHwcm,
  /// 1-D (torch's Conv1d): a 2-D convolution one row high.
  NcwFcw,
  NwcWcf,
};

bool is1D(ConvKind kind) {
  return kind == ConvKind::NcwFcw || kind == ConvKind::NwcWcf;
}

struct ConvPlan {
  ConvKind kind;
  ConvLayout layout;
  SmallVector<int64_t> strides;
  SmallVector<int64_t> dilations;
  Type multiply;
  Type accumulator;
  /// The [F] vector the sum starts at (`bias_first`), or null for +0.
  Value bias;
};

/// Whether `op` is a `ConvOpTy` (named or generic); fills in `plan`.
template <typename ConvOpTy>
bool isConv(linalg::LinalgOp op, ConvKind kind, ConvLayout layout,
            ConvPlan &plan) {
  if (!linalg::isaConvolutionOpOfType<ConvOpTy>(op, &plan.dilations,
                                                &plan.strides))
    return false;
  // The matcher infers a generic's strides and dilations from its maps; a
  // named op states them.
  if (auto named = dyn_cast<ConvOpTy>(op.getOperation())) {
    plan.strides = llvm::to_vector(named.getStrides().template getValues<int64_t>());
    plan.dilations =
        llvm::to_vector(named.getDilations().template getValues<int64_t>());
  }
  plan.kind = kind;
  plan.layout = layout;
  return true;
}

/// Which convolution `op` is, with its strides and dilations.
std::optional<ConvPlan> classify(linalg::LinalgOp op) {
  using K = ConvKind;
  using L = ConvLayout;
  ConvPlan plan;
  if (isConv<linalg::Conv2DNchwFchwOp>(op, K::NchwFchw, L::nchw_fchw, plan) ||
      isConv<linalg::Conv2DNhwcHwcfOp>(op, K::NhwcHwcf, L::nhwc_hwcf, plan) ||
      isConv<linalg::Conv2DNhwcFhwcOp>(op, K::NhwcFhwc, L::nhwc_fhwc, plan) ||
      isConv<linalg::Conv2DNgchwGfchwOp>(op, K::NgchwGfchw, L::nchw_fchw,
                                         plan) ||
      isConv<linalg::Conv2DNhwgcGfhwcOp>(op, K::NhwgcGfhwc, L::nhwc_fhwc,
                                         plan) ||
      isConv<linalg::DepthwiseConv2DNchwChwOp>(op, K::DepthwiseNchwChw,
                                               L::nchw_fchw, plan) ||
      isConv<linalg::DepthwiseConv2DNhwcHwcOp>(op, K::DepthwiseNhwcHwc,
                                               L::nhwc_hwcf, plan) ||
      isConv<linalg::DepthwiseConv2DNhwcHwcmOp>(op, K::DepthwiseNhwcHwcm,
                                                L::nhwc_hwcf, plan))
    return plan;
  if (isConv<linalg::Conv1DNcwFcwOp>(op, K::NcwFcw, L::nchw_fchw, plan) ||
      isConv<linalg::Conv1DNwcWcfOp>(op, K::NwcWcf, L::nhwc_hwcf, plan)) {
    // One row high: stride and dilation 1 along it.
    plan.strides.insert(plan.strides.begin(), 1);
    plan.dilations.insert(plan.dilations.begin(), 1);
    return plan;
  }
  return std::nullopt;
}

bool isDepthwise(ConvKind kind) {
  return kind == ConvKind::DepthwiseNchwChw ||
         kind == ConvKind::DepthwiseNhwcHwc ||
         kind == ConvKind::DepthwiseNhwcHwcm;
}

bool isGrouped(ConvKind kind) {
  return kind == ConvKind::NgchwGfchw || kind == ConvKind::NhwgcGfhwc;
}

/// Whether the body of `op` is `out + a * b`, each factor its block
/// argument or that widened exactly (`arith.extf`), in the result type.
bool isMultiplyAccumulate(linalg::LinalgOp op) {
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  auto add = yield.getValues()[0].getDefiningOp<arith::AddFOp>();
  if (!add || add.getFastmath() != arith::FastMathFlags::none)
    return false;
  BlockArgument out = body->getArgument(2);
  Value product = add.getLhs() == out ? add.getRhs() : add.getLhs();
  if ((add.getLhs() != out && add.getRhs() != out) || product == out)
    return false;
  auto mul = product.getDefiningOp<arith::MulFOp>();
  if (!mul || mul.getFastmath() != arith::FastMathFlags::none)
    return false;
  auto factor = [&](Value value) -> std::optional<unsigned> {
    if (auto ext = value.getDefiningOp<arith::ExtFOp>())
      value = ext.getIn();
    auto argument = dyn_cast<BlockArgument>(value);
    if (!argument || argument.getOwner() != body || argument.getArgNumber() > 1)
      return std::nullopt;
    return argument.getArgNumber();
  };
  std::optional<unsigned> a = factor(mul.getLhs());
  std::optional<unsigned> b = factor(mul.getRhs());
  return a && b && *a != *b;
}

/// The result dimension of `kind` that holds the output channels, where a
/// sum starting at a per-channel bias is an `mpopt.conv` with `bias_first`
/// (the grouped and channel-multiplier forms keep channels in two
/// dimensions).
std::optional<int64_t> getBiasChannelDim(ConvKind kind) {
  switch (kind) {
  case ConvKind::NchwFchw:
  case ConvKind::DepthwiseNchwChw:
  case ConvKind::NcwFcw:
    return 1;
  case ConvKind::NwcWcf:
    return 2;
  case ConvKind::NhwcHwcf:
  case ConvKind::NhwcFhwc:
  case ConvKind::DepthwiseNhwcHwc:
    return 3;
  default:
    return std::nullopt;
  }
}

/// The vector `init` repeats along every dimension but `channel`
/// (`linalg.broadcast` or a generic that yields its one input read along
/// `channel`): torch-mlir's init of a biased convolution. Null otherwise.
Value getBroadcastVector(Value init, int64_t channel) {
  SmallVector<int64_t> added;
  for (int64_t dim = 0, rank = cast<RankedTensorType>(init.getType()).getRank();
       dim < rank; ++dim)
    if (dim != channel)
      added.push_back(dim);
  if (auto broadcast = init.getDefiningOp<linalg::BroadcastOp>())
    return broadcast.getDimensions() == ArrayRef<int64_t>(added)
               ? broadcast.getInput()
               : Value();
  auto generic = init.getDefiningOp<linalg::GenericOp>();
  std::optional<SmallVector<int64_t>> dims =
      generic ? linalg::isaBroadcastOpInterface(generic) : std::nullopt;
  return dims && *dims == added ? generic.getDpsInputs()[0] : Value();
}

/// Plans raising `op`, or says in `whyNot` why it cannot be raised.
FailureOr<ConvPlan> planConv(linalg::LinalgOp op, std::string &whyNot) {
  std::optional<ConvPlan> plan = classify(op);
  if (!plan) {
    whyNot = "not a 2-D convolution mpopt.conv expresses";
    return failure();
  }
  if (!op.hasPureTensorSemantics()) {
    whyNot = "not on tensors";
    return failure();
  }
  for (Value operand : op->getOperands())
    if (!cast<ShapedType>(operand.getType()).hasStaticShape()) {
      whyNot = "dynamic shape";
      return failure();
    }
  auto isGeneric = isa<linalg::GenericOp>(op.getOperation());
  // A generic's loops may run in another order: its sums would round
  // differently. Depthwise generics are not compared (their named ops'
  // loops are).
  if (isGeneric) {
    if (isDepthwise(plan->kind) || is1D(plan->kind)) {
      whyNot = "a depthwise or 1-D convolution written as a generic";
      return failure();
    }
    ConvLoops loops =
        getConvLoops(op.getContext(), plan->layout, isGrouped(plan->kind),
                     plan->strides, plan->dilations);
    if (op.getIndexingMapsArray() != ArrayRef<AffineMap>(loops.maps) ||
        op.getIteratorTypesArray() != loops.iterators) {
      whyNot = "its loops run in another order than the named "
               "convolution's";
      return failure();
    }
    if (!isMultiplyAccumulate(op)) {
      whyNot = "its body is not out + a * b";
      return failure();
    }
  }
  Value init = op.getDpsInits()[0];
  if (!startsAtPositiveZero(init)) {
    std::optional<int64_t> channel = getBiasChannelDim(plan->kind);
    if (channel)
      plan->bias = getBroadcastVector(init, *channel);
    if (!plan->bias) {
      whyNot = "accumulates into something other than +0 or a per-channel "
               "bias";
      return failure();
    }
  }
  auto accumulator =
      dyn_cast<FloatType>(getElementTypeOrSelf(op->getResult(0).getType()));
  if (!accumulator || (!accumulator.isF32() && !accumulator.isF16())) {
    whyNot = "accumulates in a type mpopt.conv does not (only f32, f16)";
    return failure();
  }
  auto lhs = dyn_cast<FloatType>(getElementTypeOrSelf(op.getDpsInputs()[0]));
  auto rhs = dyn_cast<FloatType>(getElementTypeOrSelf(op.getDpsInputs()[1]));
  if (!lhs || !rhs) {
    whyNot = "not a float convolution";
    return failure();
  }
  // linalg converts both operands to the accumulator type; one wider than
  // it is rounded there, which no multiply type says.
  if (!isExactConversion(lhs, accumulator) ||
      !isExactConversion(rhs, accumulator)) {
    whyNot = "an operand is wider than the accumulator";
    return failure();
  }
  plan->multiply = getExactMultiplyType(lhs, rhs, accumulator);
  plan->accumulator = accumulator;
  return *plan;
}

/// The source of a `tensor.pad` of `value` with +0 along `spatial` only,
/// with its padding as [top, left, bottom, right]; none otherwise.
std::optional<std::pair<Value, SmallVector<int64_t>>>
getZeroPadded(Value value, ArrayRef<int64_t> spatial) {
  auto pad = value.getDefiningOp<tensor::PadOp>();
  if (!pad || pad.getNofold())
    return std::nullopt;
  Value padValue = pad.getConstantPaddingValue();
  if (!padValue || !matchPattern(padValue, m_PosZeroFloat()))
    return std::nullopt;
  ArrayRef<int64_t> low = pad.getStaticLow();
  ArrayRef<int64_t> high = pad.getStaticHigh();
  for (int64_t dim = 0; dim < static_cast<int64_t>(low.size()); ++dim) {
    bool isSpatial = llvm::is_contained(spatial, dim);
    if (ShapedType::isDynamic(low[dim]) || ShapedType::isDynamic(high[dim]) ||
        (!isSpatial && (low[dim] || high[dim])))
      return std::nullopt;
  }
  if (spatial.size() == 1)
    return std::make_pair(pad.getSource(),
                          SmallVector<int64_t>{0, low[spatial[0]], 0,
                                               high[spatial[0]]});
  return std::make_pair(pad.getSource(),
                        SmallVector<int64_t>{low[spatial[0]], low[spatial[1]],
                                             high[spatial[0]],
                                             high[spatial[1]]});
}

struct RaiseConv final : OpInterfaceRewritePattern<linalg::LinalgOp> {
  RaiseConv(MLIRContext *context, unsigned &raised)
      : OpInterfaceRewritePattern<linalg::LinalgOp>(context), raised(raised) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    std::string whyNot;
    FailureOr<ConvPlan> plan = planConv(op, whyNot);
    if (failed(plan))
      return rewriter.notifyMatchFailure(op, whyNot);
    Location loc = op.getLoc();
    ConvKind kind = plan->kind;
    Value input = op.getDpsInputs()[0];
    Value filter = op.getDpsInputs()[1];
    auto inputType = cast<RankedTensorType>(input.getType());
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    bool channelsFirst = plan->layout == ConvLayout::nchw_fchw;

    // Padding with +0 is the conv's own (the spatial dimensions of the
    // input as the linalg op reads it).
    SmallVector<int64_t> spatial = channelsFirst ? SmallVector<int64_t>{2, 3}
                                                 : SmallVector<int64_t>{1, 2};
    if (kind == ConvKind::NgchwGfchw)
      spatial = {3, 4};
    if (kind == ConvKind::NcwFcw)
      spatial = {2};
    if (kind == ConvKind::NwcWcf)
      spatial = {1};
    SmallVector<int64_t> padding(4, 0);
    if (auto padded = getZeroPadded(input, spatial)) {
      std::tie(input, padding) = *padded;
      inputType = cast<RankedTensorType>(input.getType());
    }

    // The reshapes made, erased again if the convolution is refused.
    SmallVector<Operation *> reshapes;
    auto collapse = [&](Value value,
                        ArrayRef<ReassociationIndices> reassociation) {
      auto reshape =
          tensor::CollapseShapeOp::create(rewriter, loc, value, reassociation);
      reshapes.push_back(reshape);
      return reshape.getResult();
    };
    auto expand = [&](Value value, ArrayRef<int64_t> shape,
                      ArrayRef<ReassociationIndices> reassociation) {
      auto type = cast<RankedTensorType>(value.getType()).clone(shape);
      auto reshape = tensor::ExpandShapeOp::create(rewriter, loc, type, value,
                                                   reassociation);
      reshapes.push_back(reshape);
      return reshape.getResult();
    };
    int64_t groups = 1;
    // The result as mpopt.conv writes it, [N, F, OH, OW] or [N, OH, OW,
    // F], and how it unfolds to the linalg op's.
    SmallVector<int64_t> convShape(resultType.getShape());
    SmallVector<ReassociationIndices> resultUnfold;
    ArrayRef<int64_t> filterShape =
        cast<RankedTensorType>(filter.getType()).getShape();
    switch (kind) {
    case ConvKind::NchwFchw:
    case ConvKind::NhwcHwcf:
    case ConvKind::NhwcFhwc:
      break;
    case ConvKind::NgchwGfchw:
    case ConvKind::NhwgcGfhwc:
      groups = inputType.getDimSize(channelsFirst ? 1 : 3);
      resultUnfold = getGroupedInputReassociation(plan->layout);
      input = collapse(input, resultUnfold);
      filter = collapse(filter, getGroupedFilterReassociation(plan->layout));
      convShape = llvm::to_vector(
          cast<RankedTensorType>(tensor::CollapseShapeOp::inferCollapsedType(
                                     resultType, resultUnfold))
              .getShape());
      break;
    case ConvKind::DepthwiseNchwChw:
      groups = filterShape[0];
      filter = expand(filter, {filterShape[0], 1, filterShape[1],
                               filterShape[2]},
                      {{0, 1}, {2}, {3}});
      break;
    case ConvKind::DepthwiseNhwcHwc:
      groups = filterShape[2];
      filter = expand(filter, {filterShape[0], filterShape[1], 1,
                               filterShape[2]},
                      {{0}, {1}, {2, 3}});
      break;
    case ConvKind::NcwFcw:
      // [N, C, W] as [N, C, 1, W], [F, C, KW] as [F, C, 1, KW].
      input = expand(input,
                     {inputType.getDimSize(0), inputType.getDimSize(1), 1,
                      inputType.getDimSize(2)},
                     {{0}, {1, 2}, {3}});
      filter = expand(filter, {filterShape[0], filterShape[1], 1,
                               filterShape[2]},
                      {{0}, {1, 2}, {3}});
      resultUnfold = {{0}, {1, 2}, {3}};
      convShape = {resultType.getDimSize(0), resultType.getDimSize(1), 1,
                   resultType.getDimSize(2)};
      break;
    case ConvKind::NwcWcf:
      // [N, W, C] as [N, 1, W, C], [KW, C, F] as [1, KW, C, F].
      input = expand(input,
                     {inputType.getDimSize(0), 1, inputType.getDimSize(1),
                      inputType.getDimSize(2)},
                     {{0, 1}, {2}, {3}});
      filter = expand(filter, {1, filterShape[0], filterShape[1],
                               filterShape[2]},
                      {{0, 1}, {2}, {3}});
      resultUnfold = {{0, 1}, {2}, {3}};
      convShape = {resultType.getDimSize(0), 1, resultType.getDimSize(1),
                   resultType.getDimSize(2)};
      break;
    case ConvKind::DepthwiseNhwcHwcm:
      // Output channel c * M + m reads input channel c: groups of M.
      groups = filterShape[2];
      filter = expand(collapse(filter, {{0}, {1}, {2, 3}}),
                      {filterShape[0], filterShape[1], 1,
                       filterShape[2] * filterShape[3]},
                      {{0}, {1}, {2, 3}});
      resultUnfold = {{0}, {1}, {2}, {3, 4}};
      convShape = {resultType.getDimSize(0), resultType.getDimSize(1),
                   resultType.getDimSize(2),
                   filterShape[2] * filterShape[3]};
      break;
    }
    auto conv = ConvOp::create(
        rewriter, loc, resultType.clone(convShape), input, filter, plan->bias,
        plan->layout, plan->strides, padding, plan->dilations, groups,
        plan->multiply, plan->accumulator, ActivationAttr(),
        /*bias_first=*/static_cast<bool>(plan->bias));
    // linalg's named convolutions verify little of their shapes (without a
    // strides attribute the strides are 1, whatever the result's size):
    // what mpopt.conv refuses stays as it is, for the verifier's reason.
    std::string refusal;
    {
      ScopedDiagnosticHandler capture(op->getContext(), [&](Diagnostic &d) {
        refusal = d.str();
        return success();
      });
      if (succeeded(conv.verify()))
        refusal.clear();
    }
    if (!refusal.empty()) {
      rewriter.eraseOp(conv);
      for (Operation *reshape : llvm::reverse(reshapes))
        rewriter.eraseOp(reshape);
      return rewriter.notifyMatchFailure(op, refusal);
    }
    Value result = conv.getResult();
    if (is1D(kind))
      result = collapse(result, resultUnfold);
    else if (!resultUnfold.empty())
      result = expand(result, resultType.getShape(), resultUnfold);
    rewriter.replaceOp(op, result);
    ++raised;
    return success();
  }

  unsigned &raised;
};

} // namespace

void mpopt::populateRaiseConvsPatterns(RewritePatternSet &patterns,
                                       unsigned &raised) {
  patterns.add<RaiseConv>(patterns.getContext(), raised);
}

/// Whether `op` is a convolution of a rank, layout or kind `classify` does
/// not know: a named one (3-D, depthwise 1-D, `ngchw_fgchw`, quantized) or
/// a generic that multiplies in a convolution's loops (not a pooling).
static bool isOtherConvolution(linalg::LinalgOp op) {
  StringRef name = op->getName().getStringRef();
  if (name.starts_with("linalg.conv_") ||
      name.starts_with("linalg.depthwise_conv_"))
    return true;
  return isa<linalg::GenericOp>(op.getOperation()) &&
         linalg::isaConvolutionOpInterface(op) &&
         llvm::any_of(op.getBlock()->getOperations(), [](Operation &inner) {
           return isa<arith::MulFOp, arith::MulIOp>(inner);
         });
}

std::optional<std::string> mpopt::getWhyConvNotRaised(linalg::LinalgOp op) {
  if (!classify(op)) {
    if (isOtherConvolution(op))
      return std::string("not a convolution in a rank or layout mpopt.conv "
                         "expresses");
    return std::nullopt;
  }
  std::string whyNot;
  if (succeeded(planConv(op, whyNot)))
    return std::nullopt;
  return whyNot;
}

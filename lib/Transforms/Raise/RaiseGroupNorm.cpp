//===- RaiseGroupNorm.cpp - GroupNorm from torch's decomposition ----------===//
//
// torch decomposes nn.GroupNorm in three views of the same elements: the
// statistics of x viewed per group ([N, G, C / G, S]: the mean in f32, the
// variance in f64), per-(n, c) factors computed on the grouped view
// ([N, G, C / G, 1]: a = rsqrt(var + eps) * gamma, b = -mean * a + beta),
// those viewed as [N, C] (a reshape, or a gather through index tensors),
// and y = x * a + b over x's own shape. The matcher follows that chain back
// from y, checking that each view keeps the elements' row-major order (so
// that a group is C / G consecutive channels), and where every step is
// what mpopt.group_norm's folded form computes, the chain becomes it.
//
// Other decompositions (ONNX's GroupNormalization, a hand-written module)
// centre x on the grouped view, (x - mean) * rsqrt(var + eps), view the
// result as x's shape and apply gamma and beta per channel there: the
// centred form, mpopt.group_norm without `folded`.
//
//===----------------------------------------------------------------------===//

#include "IndexTensors.h"
#include "RaiseRowOps.h"
#include "RowMatcher.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// The tensor `value` reshapes (a reshape op or a gather that reshapes);
/// null if none.
Value getViewed(Value value) {
  Operation *op = value.getDefiningOp();
  if (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op))
    return op->getOperand(0);
  return getGatheredReshapeSource(dyn_cast_or_null<linalg::GenericOp>(op));
}

/// The tensor whose elements `value` holds in the same row-major order,
/// through reshapes and gathers that reshape.
Value getReshapeSource(Value value) {
  while (Value viewed = getViewed(value))
    value = viewed;
  return value;
}

/// The map reading a tensor along the root's loops `along` (0 elsewhere),
/// as ElementGraph writes it: loops of one iteration read at 0.
AffineMap getReadMap(ElementGraph &graph, ArrayRef<bool> along) {
  MLIRContext *context = graph.getRoot().getContext();
  SmallVector<int64_t> ranges = graph.getRoot().getStaticLoopRanges();
  SmallVector<AffineExpr> exprs;
  for (auto [d, read] : llvm::enumerate(along))
    exprs.push_back(read && ranges[d] != 1 ? getAffineDimExpr(d, context)
                                           : getAffineConstantExpr(0, context));
  return AffineMap::get(graph.getRank(), 0, exprs, context);
}

/// The tensor `element` reads along the root's loops `along` (0 elsewhere),
/// whose shape is the root's there and 1 elsewhere; null if none.
Value getTensorAlong(ElementGraph &graph, Element element,
                     ArrayRef<bool> along) {
  element = graph.normalize(element);
  if (!element.isTensor() || element.map != getReadMap(graph, along))
    return Value();
  auto type = cast<RankedTensorType>(element.value.getType());
  SmallVector<int64_t> ranges = graph.getRoot().getStaticLoopRanges();
  for (auto [d, read] : llvm::enumerate(along))
    if (type.getDimSize(d) != (read ? ranges[d] : 1))
      return Value();
  return element.value;
}

/// What the chain has shown of the norm so far.
struct GroupNormMatch : NormMatch {
  int64_t groups = 0;
  /// The centring is an mpopt.layer_norm raised before (counted as one).
  bool takesLayerNorm = false;
};

/// Matches one factor's computation on the grouped view, the generic
/// producing `grouped` ([N, G, C / G, 1...]): the statistics reduce the
/// loops after the group's, over x viewed so.
class FactorMatcher {
public:
  FactorMatcher(linalg::GenericOp producer, int64_t count)
      : graph(producer), m(graph, Float32Type::get(producer.getContext())) {
    m.normDims.clear();
    for (int64_t d = 2; d < graph.getRank(); ++d)
      m.normDims.push_back(d);
    stats.count = count;
  }

  /// `element` reads a per-channel parameter viewed as [1, G, C / G, 1...]
  /// from a tensor of C elements; sets `parameter` to it.
  bool isParameter(Element element, int64_t channels, Value &parameter) {
    SmallVector<bool> along(graph.getRank(), true);
    along[0] = false;
    Value grouped = getTensorAlong(graph, element, along);
    Value source = grouped ? getReshapeSource(grouped) : Value();
    auto type = source ? dyn_cast<RankedTensorType>(source.getType())
                       : RankedTensorType();
    if (!type || type.getShape() != ArrayRef<int64_t>{channels})
      return false;
    parameter = source;
    return true;
  }

  ElementGraph graph;
  RowMatcher m;
  CentredStatistics stats;
};

/// x * a + b in f32 [rounded], a and b read per (n, c): the end of the
/// chain. Sets x, a's and b's tensors.
bool matchAffine(RowMatcher &m, std::optional<Element> &x, Value &a, Value &b) {
  ElementGraph &graph = m.graph;
  Type f32 = Float32Type::get(graph.getRoot().getContext());
  SmallVector<bool> perChannel(graph.getRank(), false);
  perChannel[0] = perChannel[1] = true;
  Element core = m.stripRounding(graph.getYielded());
  return m.matchBinary<arith::AddFOp>(
      core, f32, [&](Element product, Element shift) {
        b = getTensorAlong(graph, shift, perChannel);
        return b && m.matchBinary<arith::MulFOp>(
                        product, f32, [&](Element value, Element factor) {
                          a = getTensorAlong(graph, factor, perChannel);
                          x = value;
                          return static_cast<bool>(a);
                        });
      });
}

/// The grouped view of the per-channel factor `perChannel` [N, C, 1...]:
/// the generic computing it as [N, G, C / G, 1...]; sets `groups`.
linalg::GenericOp getGroupedProducer(Value perChannel, int64_t batch,
                                     int64_t channels, int64_t &groups) {
  auto producer = getReshapeSource(perChannel).getDefiningOp<linalg::GenericOp>();
  if (!producer || !isElementwise(producer))
    return {};
  auto type = cast<RankedTensorType>(producer->getResult(0).getType());
  if (type.getRank() < 3 || !type.hasStaticShape() ||
      type.getDimSize(0) != batch || type.getNumElements() != batch * channels)
    return {};
  groups = type.getDimSize(1);
  if (groups < 1 || channels % groups != 0 ||
      type.getDimSize(2) != channels / groups)
    return {};
  return producer;
}

/// GroupNorm's folded form ending in the root (see the file comment).
FailureOr<GroupNormMatch> matchGroupNorm(ElementGraph &graph,
                                         std::string &whyNot) {
  Type f32 = Float32Type::get(graph.getRoot().getContext());
  RowMatcher m(graph, f32);
  GroupNormMatch match;
  std::optional<Element> x;
  Value a, b;
  SmallVector<int64_t> ranges = graph.getRoot().getStaticLoopRanges();
  if (graph.getRank() < 2 || !matchAffine(m, x, a, b)) {
    whyNot = "not x * a + b in f32 with a and b read per (n, c)";
    return failure();
  }
  int64_t batch = ranges[0], channels = ranges[1];
  linalg::GenericOp scaleProducer =
      getGroupedProducer(a, batch, channels, match.groups);
  int64_t groups = 0;
  linalg::GenericOp shiftProducer =
      getGroupedProducer(b, batch, channels, groups);
  if (!scaleProducer || !shiftProducer || groups != match.groups) {
    whyNot = "a and b are not computed on [N, G, C / G] views";
    return failure();
  }
  int64_t count = 1;
  for (int64_t range : ranges)
    count *= range;
  count /= batch * match.groups;

  // a = rsqrt(var + eps) [* gamma].
  FactorMatcher scale(scaleProducer, count);
  Element core = scale.graph.getYielded();
  Element rstd = core;
  if (!scale.m.matchBinary<arith::MulFOp>(core, f32, [&](Element s, Element g) {
        rstd = s;
        return scale.isParameter(g, channels, match.gamma);
      }))
    rstd = core;
  if (!isNormScale(scale.m, rstd, scale.stats, match)) {
    whyNot = "a is not rsqrt(var + eps) [* gamma] of the group's statistics";
    return failure();
  }

  // b = -mean * a [+ beta], or beta - mean * a (the same bits).
  FactorMatcher shift(shiftProducer, count);
  Element scaleElement{scaleProducer->getResult(0),
                       AffineMap::getMultiDimIdentityMap(
                           shift.graph.getRank(), scaleProducer.getContext())};
  auto isMeanTimesScale = [&](Element product, bool negated) {
    return shift.m.matchBinary<arith::MulFOp>(
        product, f32, [&](Element mean, Element factor) {
          if (!shift.graph.isSame(factor, scaleElement))
            return false;
          if (!negated)
            return isMeanOfX(shift.m, mean, shift.stats);
          return shift.m.matchUnary<arith::NegFOp>(mean, f32, [&](Element e) {
            return isMeanOfX(shift.m, e, shift.stats);
          });
        });
  };
  Element shiftCore = shift.graph.getYielded();
  bool shifted =
      isMeanTimesScale(shiftCore, true) ||
      shift.m.matchBinary<arith::AddFOp>(
          shiftCore, f32,
          [&](Element product, Element beta) {
            return shift.isParameter(beta, channels, match.beta) &&
                   isMeanTimesScale(product, true);
          }) ||
      shift.m.matchBinary<arith::SubFOp>(
          shiftCore, f32, [&](Element beta, Element product) {
            return shift.isParameter(beta, channels, match.beta) &&
                   isMeanTimesScale(product, false);
          });
  if (!shifted) {
    whyNot = "b is not -mean * a [+ beta] of the group's mean";
    return failure();
  }
  std::optional<bool> reciprocal = scale.stats.reciprocal;
  if (shift.stats.reciprocal) {
    if (reciprocal && *reciprocal != *shift.stats.reciprocal) {
      whyNot = "the means divide in one factor and multiply in the other";
      return failure();
    }
    reciprocal = shift.stats.reciprocal;
  }
  match.reciprocal = reciprocal.value_or(false);

  // The statistics' x is the root's x viewed per group.
  Value grouped = scale.graph.getTensor(*scale.stats.x);
  Value normalized = graph.normalize(*x).value;
  auto groupedType =
      grouped ? dyn_cast<RankedTensorType>(grouped.getType()) : nullptr;
  if (!groupedType || !groupedType.hasStaticShape() ||
      shift.graph.getTensor(*shift.stats.x) != grouped ||
      getReshapeSource(grouped) != normalized ||
      groupedType.getDimSize(0) != batch ||
      groupedType.getDimSize(1) != match.groups) {
    whyNot = "the statistics are not of x viewed as [N, G, ...]";
    return failure();
  }
  if (failed(setInput(graph, *x, match, whyNot, /*shared=*/true)))
    return failure();
  return match;
}

/// Whether `value` is read once, and so is every reshape between it and
/// `source`.
bool isPrivateView(Value value, Value source) {
  for (; value != source; value = getViewed(value))
    if (!value.hasOneUse())
      return false;
  return value.hasOneUse();
}

/// GroupNorm's centred form ending in the root: [rounded] n [* gamma] +
/// beta (gamma and beta read per channel), n viewed from a LayerNorm's
/// centred expression (matchCentredNorm) over x viewed as [N, G, ...].
FailureOr<GroupNormMatch> matchCentredGroupNorm(ElementGraph &graph,
                                                std::string &whyNot) {
  Type f32 = Float32Type::get(graph.getRoot().getContext());
  RowMatcher m(graph, f32);
  GroupNormMatch match;
  m.parameterDim = 1;
  Element core = m.stripRounding(graph.getYielded());
  core = m.stripParameter<arith::AddFOp>(core, match.beta);
  core = m.stripParameter<arith::MulFOp>(core, match.gamma);
  Value viewed = graph.getTensor(core);
  if (graph.getRank() < 2 || !viewed || (!match.gamma && !match.beta)) {
    whyNot = "not n [* gamma] + beta with gamma and beta read per channel";
    return failure();
  }
  Value normalized = getReshapeSource(viewed);
  auto normalizedType = cast<RankedTensorType>(normalized.getType());
  SmallVector<int64_t> ranges = graph.getRoot().getStaticLoopRanges();
  if (normalizedType.getRank() < 3 || normalizedType.getElementType() != f32 ||
      normalizedType.getDimSize(0) != ranges[0] ||
      ranges[1] % normalizedType.getDimSize(1) != 0 ||
      !isPrivateView(viewed, normalized)) {
    whyNot = "the normalized value is not a private view of an f32 tensor "
             "[N, G, ...] (G dividing the channels)";
    return failure();
  }
  match.groups = normalizedType.getDimSize(1);
  NormMatch norm;
  // On a view [N, G, R] the centring is a LayerNorm over R, raised first.
  if (auto layerNorm = normalized.getDefiningOp<LayerNormOp>()) {
    if (layerNorm.getGamma() || layerNorm.getBeta() ||
        layerNorm.getAxis() != 2 || layerNorm.getComputeType() != f32) {
      whyNot = "the normalized value is a layer norm with parameters or "
               "over another axis";
      return failure();
    }
    norm.input = layerNorm.getInput();
    match.takesLayerNorm = true;
    norm.epsilon = layerNorm.getEpsilon().convertToDouble();
    norm.reciprocal = layerNorm.getReciprocal();
    norm.varianceType = layerNorm.getVarianceType().value_or(Type());
  } else {
    auto centring = normalized.getDefiningOp<linalg::GenericOp>();
    if (!centring || !isElementwiseEnd(centring)) {
      whyNot = "the normalized value is not computed by a generic";
      return failure();
    }
    ElementGraph grouped(centring);
    RowMatcher centred(grouped, f32);
    centred.normDims.clear();
    for (int64_t d = 2; d < grouped.getRank(); ++d)
      centred.normDims.push_back(d);
    FailureOr<NormMatch> matched =
        matchCentredNorm(centred, whyNot, /*shared=*/false);
    if (failed(matched))
      return failure();
    if (matched->gamma || matched->beta) {
      whyNot = "the grouped view is scaled before the per-channel view";
      return failure();
    }
    norm = *matched;
  }
  match.input = getReshapeSource(norm.input);
  if (cast<RankedTensorType>(match.input.getType()).getShape() !=
      ArrayRef<int64_t>(ranges)) {
    whyNot = "the grouped view normalizes a view of another shape than x's";
    return failure();
  }
  match.epsilon = norm.epsilon;
  match.reciprocal = norm.reciprocal;
  match.varianceType = norm.varianceType;
  return match;
}

struct RaiseGroupNorm final : OpRewritePattern<linalg::GenericOp> {
  RaiseGroupNorm(MLIRContext *context, RaisedRowOps &raised)
      : OpRewritePattern<linalg::GenericOp>(context), raised(raised) {}

  LogicalResult matchAndRewrite(linalg::GenericOp root,
                                PatternRewriter &rewriter) const override {
    if (!isElementwiseEnd(root) ||
        !cast<RankedTensorType>(root->getResult(0).getType()).hasStaticShape())
      return rewriter.notifyMatchFailure(
          root, "not an elementwise end of static shape");
    std::string whyNot, whyNotCentred;
    bool folded = true;
    ElementGraph graph(root);
    FailureOr<GroupNormMatch> match = matchGroupNorm(graph, whyNot);
    if (failed(match)) {
      ElementGraph centred(root);
      match = matchCentredGroupNorm(centred, whyNotCentred);
      folded = false;
    }
    if (failed(match))
      return rewriter.notifyMatchFailure(root, whyNot + "; centred: " +
                                                   whyNotCentred);
    rewriter.setInsertionPoint(root);
    TypeAttr variance = match->varianceType
                            ? TypeAttr::get(match->varianceType)
                            : TypeAttr();
    auto norm = GroupNormOp::create(
        rewriter, root.getLoc(), root->getResult(0).getType(), match->input,
        collapseToVector(rewriter, match->gamma),
        collapseToVector(rewriter, match->beta), match->groups,
        APFloat(match->epsilon), rewriter.getF32Type(), variance,
        match->reciprocal, folded);
    replaceRowOp(rewriter, root, norm);
    ++raised.groupNorms;
    if (match->takesLayerNorm)
      --raised.layerNorms;
    return success();
  }

  RaisedRowOps &raised;
};

} // namespace

void mpopt::populateRaiseGroupNormPatterns(RewritePatternSet &patterns,
                                           RaisedRowOps &raised) {
  patterns.add<RaiseGroupNorm>(patterns.getContext(), raised);
}

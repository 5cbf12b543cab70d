//===- RaiseRowOps.cpp - softmax and norms from linalg sequences ----------===//
//
// Exporters write a softmax or a norm as linalg.generics: row statistics
// (reductions over one dimension) and elementwise ops that read them, one
// op per generic (torch-mlir), fused into a few (elementwise fusion, TOSA),
// with statistics kept as [.., 1] or reshaped. The matchers follow the
// expression from the last elementwise op back through all of them
// (ElementGraph), and where it computes exactly what the mpopt op defines
// (the same sums in the same order, the same divisions and roundings), the
// sequence becomes that op.
//
//===----------------------------------------------------------------------===//

#include "RaiseRowOps.h"

#include "RowMatcher.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::mpopt;

bool mpopt::isElementwiseEnd(linalg::GenericOp generic) {
  if (!generic.hasPureTensorSemantics() || generic.getNumResults() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops() ||
      generic.getNumLoops() == 0 ||
      !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity())
    return false;
  return isa<FloatType>(
      cast<RankedTensorType>(generic->getResult(0).getType()).getElementType());
}

LogicalResult mpopt::setInput(ElementGraph &graph, Element x, NormMatch &match,
                              std::string &whyNot, bool shared) {
  match.input = graph.getTensor(x);
  auto type = match.input ? dyn_cast<RankedTensorType>(match.input.getType())
                          : RankedTensorType();
  if (!type || type.getShape() != cast<RankedTensorType>(
                                      graph.getRoot()->getResult(0).getType())
                                      .getShape()) {
    whyNot = "the normalized value is not a tensor of the result's shape";
    return failure();
  }
  if (!shared && !graph.isTrailPrivate()) {
    whyNot = "an intermediate result has other readers";
    return failure();
  }
  return success();
}

namespace {

/// The epsilon `element` is, as the compute type (f32) holds it.
bool getEpsilon(RowMatcher &m, Element element, double &epsilon) {
  std::optional<double> value = m.graph.getConstant(element);
  if (!value)
    return false;
  epsilon = static_cast<float>(*value);
  return true;
}

/// `element` is x, binding it when the statistics have not yet.
bool bindX(RowMatcher &m, Element element, CentredStatistics &stats) {
  if (!stats.x) {
    stats.x = element;
    return true;
  }
  return m.graph.isSame(element, *stats.x);
}

} // namespace

bool mpopt::isMeanOfX(RowMatcher &m, Element mean, CentredStatistics &stats) {
  Type f32 = Float32Type::get(m.graph.getRoot().getContext());
  return m.isMean(
      mean, f32, stats.count,
      [&](Element s) {
        return m.isRowSum(s, f32,
                          [&](Element term) { return bindX(m, term, stats); });
      },
      &stats.reciprocal);
}

bool mpopt::isNormScale(RowMatcher &m, Element scale, CentredStatistics &stats,
                        NormMatch &match) {
  ElementGraph &graph = m.graph;
  Builder builder(graph.getRoot().getContext());
  Type f32 = builder.getF32Type(), f64 = builder.getF64Type();
  int64_t count = stats.count;
  // The variance of x in f32 about the f32 mean, or in f64 about its own.
  auto isVariance = [&](Element variance) {
    if (m.isMean(
            variance, f32, count,
            [&](Element s) {
              return m.isRowSum(s, f32, [&](Element term) {
                return m.isSquare(term, f32, [&](Element d) {
                  return m.matchBinary<arith::SubFOp>(
                      d, f32, [&](Element value, Element mean) {
                        return bindX(m, value, stats) &&
                               isMeanOfX(m, mean, stats);
                      });
                });
              });
            },
            &stats.reciprocal))
      return true;
    // x widened to f64; binds x to what is widened when unbound.
    auto isWideX = [&](Element e) {
      if (stats.x)
        return m.isWidened(e, *stats.x, f64);
      return m.attempt([&] {
        Operation *op = graph.getDefiningOp(e);
        if (!isa_and_nonnull<arith::ExtFOp, CastOp>(op))
          return false;
        Element narrow = graph.getOperand(e, op, 0);
        return m.isWidened(e, narrow, f64) && bindX(m, narrow, stats);
      });
    };
    bool wide = m.attempt([&] {
      std::optional<Element> rounded = graph.getRounded(variance, f64, f32);
      auto isWideMean = [&](Element mean) {
        return m.isMean(
            mean, f64, count,
            [&](Element s) { return m.isRowSum(s, f64, isWideX); },
            &stats.reciprocal);
      };
      return rounded && m.isMean(
                            *rounded, f64, count,
                            [&](Element s) {
                              return m.isRowSum(s, f64, [&](Element term) {
                                return m.isSquare(term, f64, [&](Element d) {
                                  return m.matchBinary<arith::SubFOp>(
                                      d, f64, [&](Element value, Element mean) {
                                        return isWideX(value) &&
                                               isWideMean(mean);
                                      });
                                });
                              });
                            },
                            &stats.reciprocal);
    });
    if (wide)
      match.varianceType = f64;
    return wide;
  };
  return m.matchUnary<math::RsqrtOp>(scale, f32, [&](Element sum) {
    return m.matchBinary<arith::AddFOp>(
        sum, f32, [&](Element variance, Element epsilon) {
          return getEpsilon(m, epsilon, match.epsilon) && isVariance(variance);
        });
  });
}

FailureOr<NormMatch> mpopt::matchCentredNorm(RowMatcher &m,
                                             std::string &whyNot,
                                             bool shared) {
  ElementGraph &graph = m.graph;
  Type f32 = Float32Type::get(graph.getRoot().getContext());
  NormMatch match;
  Element core = m.stripRounding(graph.getYielded());
  core = m.stripParameter<arith::AddFOp>(core, match.beta);
  core = m.stripParameter<arith::MulFOp>(core, match.gamma);

  CentredStatistics stats;
  stats.count = m.getCount();
  auto isCentred = [&](Element centred) {
    return m.matchBinary<arith::SubFOp>(centred, f32,
                                        [&](Element value, Element mean) {
                                          stats.x = value;
                                          return isMeanOfX(m, mean, stats);
                                        });
  };
  bool centred = false;
  if (!m.matchBinary<arith::MulFOp>(core, f32, [&](Element a, Element b) {
        centred |= isCentred(a);
        return centred && isNormScale(m, b, stats, match);
      })) {
    whyNot = centred ? "the scale is not rsqrt(sum((x - mean)^2) / n + eps) "
                       "in f32, or with the variance in f64 about its own mean"
                     : "not (x - mean) * scale [* gamma] [+ beta] in f32 with "
                       "mean = sum(x) / n, a row sum from 0";
    return failure();
  }
  if (failed(setInput(graph, *stats.x, match, whyNot, shared)))
    return failure();
  match.reciprocal = stats.reciprocal.value_or(false);
  return match;
}

namespace {

/// LayerNorm over the last dimension in f32 (matchCentredNorm).
FailureOr<NormMatch> matchLayerNorm(ElementGraph &graph, std::string &whyNot) {
  RowMatcher m(graph, Float32Type::get(graph.getRoot().getContext()));
  return matchCentredNorm(m, whyNot, /*shared=*/false);
}

/// BatchNorm from the batch's statistics (matchCentredNorm over every loop
/// but the channel's, gamma and beta read along it), for each loop of more
/// than one iteration as the channel. In training the running averages
/// read the statistics too: they keep computing them. Statistics of the
/// last loop alone are a LayerNorm's, left to its matcher (which keeps a
/// norm whose statistics others read).
FailureOr<NormMatch> matchBatchNorm(ElementGraph &graph, std::string &whyNot) {
  RowMatcher m(graph, Float32Type::get(graph.getRoot().getContext()));
  SmallVector<int64_t> ranges = graph.getRoot().getStaticLoopRanges();
  int64_t rank = graph.getRank();
  if (ShapedType::isDynamicShape(ranges)) {
    whyNot = "mpopt.batch_norm takes static shapes only";
    return failure();
  }
  whyNot = "no loop but the last is a channel (of more than one iteration)";
  for (int64_t channel = 0; channel < rank && rank > 1; ++channel) {
    if (ranges[channel] == 1 || (rank == 2 && channel == 0))
      continue;
    m.normDims.clear();
    for (int64_t dim = 0; dim < rank; ++dim)
      if (dim != channel)
        m.normDims.push_back(dim);
    m.parameterDim = channel;
    size_t mark = graph.mark();
    std::string why;
    FailureOr<NormMatch> match = matchCentredNorm(m, why, /*shared=*/true);
    if (succeeded(match)) {
      match->channel = channel;
      return match;
    }
    graph.truncate(mark);
    whyNot = why + " (with dimension " + std::to_string(channel) +
             " as the channel, the last tried)";
  }
  return failure();
}

/// RMSNorm over the last dimension in f32: x * rsqrt(sum(x^2) / n + eps)
/// [* gamma] [rounded], x^2 as a product or fpowi.
FailureOr<NormMatch> matchRMSNorm(ElementGraph &graph, std::string &whyNot) {
  Type f32 = Float32Type::get(graph.getRoot().getContext());
  RowMatcher m(graph, f32);
  int64_t count = m.getCount();
  NormMatch match;
  Element core = m.stripRounding(graph.getYielded());
  core = m.stripParameter<arith::MulFOp>(core, match.gamma);
  std::optional<Element> x;
  std::optional<bool> reciprocal;
  auto isScale = [&](Element scale) {
    return m.matchUnary<math::RsqrtOp>(scale, f32, [&](Element sum) {
      return m.matchBinary<arith::AddFOp>(
          sum, f32, [&](Element mean, Element epsilon) {
            return getEpsilon(m, epsilon, match.epsilon) &&
                   m.isMean(
                       mean, f32, count,
                       [&](Element s) {
                         return m.isRowSum(s, f32, [&](Element term) {
                           return m.isSquare(term, f32, [&](Element base) {
                             return graph.isSame(base, *x);
                           });
                         });
                       },
                       &reciprocal);
          });
    });
  };
  if (!m.matchBinary<arith::MulFOp>(core, f32, [&](Element a, Element b) {
        x = a;
        return isScale(b);
      })) {
    whyNot = "not x * rsqrt(sum(x^2) / n + eps) [* gamma] in f32, the sum a "
             "row sum of the same x from 0";
    return failure();
  }
  match.reciprocal = reciprocal.value_or(false);
  if (failed(setInput(graph, *x, match, whyNot)))
    return failure();
  return match;
}

/// What a softmax reads, once matched.
struct SoftmaxMatch {
  Value input;
  int64_t axis = 0;
  bool reciprocal = false;
};

/// Softmax along one dimension in f32: e / sum(e) or e * (1 / sum(e)) with
/// e = exp(x - max(x)), the maximum from -inf or the lowest finite f32
/// (TOSA; they differ only on a row of -infs, where both give NaN).
FailureOr<SoftmaxMatch> matchSoftmax(ElementGraph &graph, std::string &whyNot) {
  Type f32 = Float32Type::get(graph.getRoot().getContext());
  RowMatcher m(graph, f32);
  SoftmaxMatch match;
  std::optional<int64_t> dim;
  std::optional<Element> x;
  Element result = m.stripRounding(graph.getYielded());
  auto isExponential = [&](Element e) {
    return m.matchUnary<math::ExpOp>(e, f32, [&](Element shifted) {
      return m.matchBinary<arith::SubFOp>(
          shifted, f32, [&](Element value, Element max) {
            x = value;
            std::optional<Element> term;
            double lowest = -std::numeric_limits<float>::max();
            for (double init : {-static_cast<double>(INFINITY), lowest})
              if (!term)
                term = m.getRowTerm<arith::MaximumFOp>(max, f32, init, dim);
            return term && graph.isSame(*term, value);
          });
    });
  };
  auto isSumOf = [&](Element s, Element e) {
    std::optional<Element> term = m.getRowTerm<arith::AddFOp>(s, f32, 0.0, dim);
    return term && graph.isSame(*term, e);
  };
  bool divides =
      m.matchBinary<arith::DivFOp>(result, f32, [&](Element e, Element s) {
        return isExponential(e) && isSumOf(s, e);
      });
  if (!divides)
    match.reciprocal = m.matchBinary<arith::MulFOp>(
        result, f32, [&](Element e, Element inverse) {
          return isExponential(e) &&
                 m.matchBinary<arith::DivFOp>(
                     inverse, f32, [&](Element one, Element s) {
                       return m.isConstant(one, 1.0) && isSumOf(s, e);
                     });
        });
  if (!divides && !match.reciprocal) {
    whyNot = "not exp(x - max(x)) / sum(exp(x - max(x))) in f32";
    return failure();
  }
  NormMatch norm;
  if (failed(setInput(graph, *x, norm, whyNot)))
    return failure();
  match.input = norm.input;
  match.axis = *dim;
  return match;
}

/// Which row op a generic ends, and how to build it.
enum class RowKind { softmax, layerNorm, batchNorm, rmsNorm };

/// Whether the sequence ending in `user` (root's only reader) is a row op
/// that takes root in: root is then not the end of one.
bool isExtendedByUser(linalg::GenericOp root);

/// Matches `kind` ending in `root`.
LogicalResult matchRowOp(linalg::GenericOp root, RowKind kind,
                         ElementGraph &graph, std::string &whyNot) {
  switch (kind) {
  case RowKind::softmax:
    return matchSoftmax(graph, whyNot);
  case RowKind::layerNorm:
    return matchLayerNorm(graph, whyNot);
  case RowKind::batchNorm:
    return matchBatchNorm(graph, whyNot);
  case RowKind::rmsNorm:
    return matchRMSNorm(graph, whyNot);
  }
  return failure();
}

bool isExtendedByUser(linalg::GenericOp root) {
  if (!root->hasOneUse())
    return false;
  auto user = dyn_cast<linalg::GenericOp>(*root->getUsers().begin());
  if (!user || !isElementwiseEnd(user))
    return false;
  for (RowKind kind : {RowKind::softmax, RowKind::layerNorm, RowKind::batchNorm,
                       RowKind::rmsNorm}) {
    ElementGraph graph(user);
    std::string whyNot;
    if (succeeded(matchRowOp(user, kind, graph, whyNot)) &&
        graph.getTrail().contains(root))
      return true;
  }
  return false;
}

/// What `matcher` finds ending in `root`, unless root's reader ends a
/// longer sequence; says why not otherwise.
template <typename Match>
FailureOr<Match> matchEnd(linalg::GenericOp root, PatternRewriter &rewriter,
                          FailureOr<Match> (*matcher)(ElementGraph &,
                                                      std::string &)) {
  if (!isElementwiseEnd(root))
    return rewriter.notifyMatchFailure(root, "not an elementwise end");
  ElementGraph graph(root);
  std::string whyNot;
  FailureOr<Match> match = matcher(graph, whyNot);
  if (failed(match))
    return rewriter.notifyMatchFailure(root, whyNot);
  if (isExtendedByUser(root))
    return rewriter.notifyMatchFailure(root, "its reader ends the sequence");
  rewriter.setInsertionPoint(root);
  return match;
}

struct RaiseSoftmax final : OpRewritePattern<linalg::GenericOp> {
  RaiseSoftmax(MLIRContext *context, RaisedRowOps &raised)
      : OpRewritePattern<linalg::GenericOp>(context), raised(raised) {}

  LogicalResult matchAndRewrite(linalg::GenericOp root,
                                PatternRewriter &rewriter) const override {
    FailureOr<SoftmaxMatch> match = matchEnd(root, rewriter, matchSoftmax);
    if (failed(match))
      return failure();
    auto softmax = SoftmaxOp::create(
        rewriter, root.getLoc(), root->getResult(0).getType(), match->input,
        match->axis, rewriter.getF32Type(), match->reciprocal);
    replaceRowOp(rewriter, root, softmax);
    ++raised.softmaxes;
    return success();
  }

  RaisedRowOps &raised;
};

/// The norm `match` recognizes becomes a `NormOp` computing in f32 over
/// the last dimension, counted in `raised`.
template <typename NormOp>
struct RaiseNorm final : OpRewritePattern<linalg::GenericOp> {
  using Matcher = FailureOr<NormMatch> (*)(ElementGraph &, std::string &);

  // A centred LayerNorm, (x - mean) * rsqrt(sum((x - mean)^2) / n + eps),
  // is also an RMSNorm of x - mean: LayerNorm goes first.
  RaiseNorm(MLIRContext *context, Matcher match, unsigned &raised)
      : OpRewritePattern<linalg::GenericOp>(
            context, std::is_same_v<NormOp, LayerNormOp> ? 2 : 1),
        match(match), raised(raised) {}

  LogicalResult matchAndRewrite(linalg::GenericOp root,
                                PatternRewriter &rewriter) const override {
    FailureOr<NormMatch> matched = matchEnd(root, rewriter, match);
    if (failed(matched))
      return failure();
    Type type = root->getResult(0).getType();
    uint64_t axis = root.getNumLoops() - 1;
    matched->gamma = collapseToVector(rewriter, matched->gamma);
    matched->beta = collapseToVector(rewriter, matched->beta);
    APFloat epsilon(matched->epsilon);
    Operation *norm;
    TypeAttr variance = matched->varianceType
                            ? TypeAttr::get(matched->varianceType)
                            : TypeAttr();
    if constexpr (std::is_same_v<NormOp, LayerNormOp>)
      norm = LayerNormOp::create(rewriter, root.getLoc(), type, matched->input,
                                 matched->gamma, matched->beta, axis, epsilon,
                                 rewriter.getF32Type(), variance,
                                 matched->reciprocal);
    else if constexpr (std::is_same_v<NormOp, BatchNormOp>)
      norm = BatchNormOp::create(
          rewriter, root.getLoc(), type, matched->input, matched->gamma,
          matched->beta, matched->channel, epsilon, rewriter.getF32Type(),
          variance, matched->reciprocal);
    else
      norm = RMSNormOp::create(rewriter, root.getLoc(), type, matched->input,
                               matched->gamma, axis, epsilon,
                               rewriter.getF32Type(), matched->reciprocal);
    replaceRowOp(rewriter, root, norm);
    ++raised;
    return success();
  }

  Matcher match;
  unsigned &raised;
};

/// Whether a generic's expression, followed through elementwise producers
/// and reshapes, takes an op `isOp` accepts and reads a row reduction (a
/// norm or softmax left alone looks like this; SiLU's exp or an inference
/// batch norm's rsqrt of constants do not). Sets `across` when a reduction
/// it reads reduces a loop other than its last (a batch norm's).
bool computesOnRows(linalg::GenericOp root,
                    function_ref<bool(Operation *)> isOp, bool &across) {
  SmallVector<Operation *> worklist = {root};
  llvm::SmallPtrSet<Operation *, 16> seen;
  bool found = false, reduces = false;
  while (!worklist.empty() && seen.size() < 64) {
    Operation *op = worklist.pop_back_val();
    if (!seen.insert(op).second)
      continue;
    if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op)) {
      if (Operation *producer = op->getOperand(0).getDefiningOp())
        worklist.push_back(producer);
      continue;
    }
    if (auto reduce = dyn_cast<linalg::ReduceOp>(op)) {
      reduces = true;
      across |=
          !reduce.getInputs().empty() &&
          reduce.getDimensions() !=
              ArrayRef<int64_t>{
                  cast<ShapedType>(reduce.getInputs()[0].getType()).getRank() -
                  1};
      continue;
    }
    auto generic = dyn_cast<linalg::GenericOp>(op);
    if (!generic)
      continue;
    found |= llvm::any_of(generic.getBody()->without_terminator(),
                          [&](Operation &inner) { return isOp(&inner); });
    if (generic.getNumReductionLoops() != 0) {
      reduces = true;
      across |= generic.getNumReductionLoops() > 1 ||
                generic.getIteratorTypesArray().back() !=
                    utils::IteratorType::reduction;
      continue;
    }
    for (Value input : generic.getDpsInputs())
      if (Operation *producer = input.getDefiningOp())
        worklist.push_back(producer);
  }
  return found && reduces;
}

} // namespace

Value mpopt::collapseToVector(PatternRewriter &rewriter, Value parameter) {
  if (!parameter)
    return parameter;
  auto type = cast<RankedTensorType>(parameter.getType());
  if (type.getRank() == 1)
    return parameter;
  ReassociationIndices all =
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  return tensor::CollapseShapeOp::create(rewriter, parameter.getLoc(),
                                         parameter, {all});
}

void mpopt::replaceRowOp(PatternRewriter &rewriter, linalg::GenericOp root,
                         Operation *op) {
  SmallVector<Operation *> worklist;
  for (Value operand : root->getOperands())
    if (Operation *producer = operand.getDefiningOp())
      worklist.push_back(producer);
  rewriter.replaceOp(root, op->getResults());
  // The walk driver does not erase dead ops, and cost reports would count
  // the replaced statistics as kernels. An op two of them read (the row
  // sum the variance reads too, a zero both fills take) is on the worklist
  // twice: erased once, not looked at again (it is freed).
  llvm::SmallPtrSet<Operation *, 16> erased;
  while (!worklist.empty()) {
    Operation *producer = worklist.pop_back_val();
    if (erased.contains(producer) || !isOpTriviallyDead(producer))
      continue;
    for (Value operand : producer->getOperands())
      if (Operation *next = operand.getDefiningOp())
        worklist.push_back(next);
    erased.insert(producer);
    rewriter.eraseOp(producer);
  }
}

void mpopt::populateRaiseRowOpsPatterns(RewritePatternSet &patterns,
                                        RaisedRowOps &raised) {
  MLIRContext *context = patterns.getContext();
  patterns.add<RaiseSoftmax>(context, raised);
  patterns.add<RaiseNorm<LayerNormOp>>(context, matchLayerNorm,
                                       raised.layerNorms);
  patterns.add<RaiseNorm<BatchNormOp>>(context, matchBatchNorm,
                                       raised.batchNorms);
  patterns.add<RaiseNorm<RMSNormOp>>(context, matchRMSNorm, raised.rmsNorms);
  populateRaiseGroupNormPatterns(patterns, raised);
}

std::optional<std::string>
mpopt::getWhyRowOpNotRaised(linalg::GenericOp generic) {
  // Only the end of an elementwise chain that takes an rsqrt or exp of
  // what it reads looks like a norm or softmax.
  if (!isElementwiseEnd(generic) || isExtendedByUser(generic))
    return std::nullopt;
  bool across = false, unused = false;
  bool normLike = computesOnRows(
      generic, [](Operation *op) { return isa<math::RsqrtOp>(op); }, across);
  bool softmaxLike = computesOnRows(
      generic, [](Operation *op) { return isa<math::ExpOp>(op); }, unused);
  if (!normLike && !softmaxLike)
    return std::nullopt;
  std::string reasons;
  for (RowKind kind : {RowKind::layerNorm, RowKind::batchNorm, RowKind::rmsNorm,
                       RowKind::softmax}) {
    if (kind == RowKind::softmax ? !softmaxLike : !normLike)
      continue;
    // Only statistics across rows make a batch norm worth a reason.
    if (kind == RowKind::batchNorm && !across)
      continue;
    ElementGraph graph(generic);
    std::string whyNot;
    if (succeeded(matchRowOp(generic, kind, graph, whyNot)))
      return std::nullopt;
    const char *name = kind == RowKind::softmax     ? "softmax"
                       : kind == RowKind::layerNorm ? "layer_norm"
                       : kind == RowKind::batchNorm ? "batch_norm"
                                                    : "rms_norm";
    if (!reasons.empty())
      reasons += "; ";
    reasons += std::string("as ") + name + ": " + whyNot;
  }
  return reasons;
}

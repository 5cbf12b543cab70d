//===- FoldBatchNorm.cpp - inference batch norm into the convolution ------===//
//
// torch-mlir writes an eval-mode BatchNorm after a convolution as
// elementwise generics over per-channel tensors, `(y - mean) * rsqrt(var +
// eps) * gamma + beta`: four kernels reading and writing the whole
// activation. The map is affine in y, so it folds into the convolution's
// filter and bias. That changes bits (the folded weights are rounded), so
// the pipeline runs this pass under policy=budget only (docs/raising.md).
//
//===----------------------------------------------------------------------===//

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Support/FunctionPass.h"
#include "mpopt/Transforms/Raise/Passes.h"
#include "mpopt/Transforms/Utils/ElementGraph.h"
#include "mpopt/Transforms/Utils/Entry.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/RegionUtils.h"

#include <cmath>

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTFOLDBATCHNORMPASS
#include "mpopt/Transforms/Raise/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// One operation of the affine map, from the convolution's result y
/// outward: the value so far plus, minus or times a per-channel `term`.
struct Step {
  enum Kind { Add, Sub, Mul } kind;
  Element term;
};

/// The affine map an element computes from y.
struct Chain {
  /// From y outward.
  SmallVector<Step> steps;
  /// How the root's loops read y (to the convolution's dimensions).
  AffineMap yMap;
  /// The block argument of the root's body y is read through, if it is
  /// one.
  BlockArgument yArgument;
  /// The chain's ops in the root's body, outermost first.
  SmallVector<Operation *> bodyOps;
};

/// A per-channel vector: `values` when known at compile time, else the
/// element `map(c)` of `tensor` for channel c.
struct Channelwise {
  Type type;
  SmallVector<APFloat> values;
  Value tensor;
  AffineMap map;

  bool isConstant() const { return !tensor; }
};

const llvm::fltSemantics &getSemantics(Type type) {
  return cast<FloatType>(type).getFloatSemantics();
}

bool hasNoFastMath(Operation *op) {
  auto fastMath = dyn_cast<arith::ArithFastMathInterface>(op);
  if (!fastMath)
    return true;
  arith::FastMathFlagsAttr flags = fastMath.getFastMathFlagsAttr();
  return !flags || flags.getValue() == arith::FastMathFlags::none;
}

/// The IEEE square root of an f32, correctly rounded: the double root of
/// a float rounds to the float root (53 >= 2 * 24 + 2 bits).
APFloat sqrtF32(const APFloat &value) {
  APFloat root(std::sqrt(value.convertToDouble()));
  bool lost = false;
  root.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &lost);
  return root;
}

/// What the scalar op `op` computes from `args`, bit for bit as the CPU
/// build computes it (rsqrt is 1 / sqrt there); nullopt for ops it does
/// not know.
std::optional<APFloat> evaluateScalar(Operation *op, ArrayRef<APFloat> args) {
  if (!hasNoFastMath(op) || op->getNumResults() != 1)
    return std::nullopt;
  Type type = getElementTypeOrSelf(op->getResult(0));
  if (!isa<FloatType>(type))
    return std::nullopt;
  constexpr auto nearest = APFloat::rmNearestTiesToEven;
  APFloat result = args.empty() ? APFloat(0.0f) : args[0];
  auto binary = [&](auto fn) -> std::optional<APFloat> {
    (result.*fn)(args[1], nearest);
    return result;
  };
  if (isa<arith::AddFOp>(op))
    return binary(&APFloat::add);
  if (isa<arith::SubFOp>(op))
    return binary(&APFloat::subtract);
  if (isa<arith::MulFOp>(op))
    return binary(&APFloat::multiply);
  if (isa<arith::DivFOp>(op))
    return binary(&APFloat::divide);
  if (isa<arith::NegFOp>(op)) {
    result.changeSign();
    return result;
  }
  bool converts = isa<arith::ExtFOp>(op);
  if (auto truncate = dyn_cast<arith::TruncFOp>(op))
    converts = !truncate.getRoundingmodeAttr();
  if (converts) {
    bool lost = false;
    result.convert(getSemantics(type), nearest, &lost);
    return result;
  }
  if (auto cast = dyn_cast<CastOp>(op))
    return convertFloat(args[0], getSemantics(type),
                        cast.getRounding().value_or(RoundingMode::nearest_even),
                        cast.getSaturate());
  if (!type.isF32())
    return std::nullopt;
  if (isa<math::SqrtOp>(op))
    return sqrtF32(args[0]);
  if (isa<math::RsqrtOp>(op)) {
    APFloat one(1.0f);
    one.divide(sqrtF32(args[0]), nearest);
    return one;
  }
  return std::nullopt;
}

Channelwise readChannels(Value tensor, AffineMap map, int64_t channels);

/// The op that defines `value`, or holds it as a block argument.
Operation *getOwner(Value value) {
  if (auto argument = dyn_cast<BlockArgument>(value))
    return argument.getOwner()->getParentOp();
  return value.getDefiningOp();
}

/// Walks back from `value` over what it is computed from (operands,
/// values regions take from above, the input behind a generic's block
/// argument) and returns true as soon as `decide` does; `decide` returns
/// false for a value not to follow, nullopt to follow it.
bool isComputedFrom(Value value,
                    function_ref<std::optional<bool>(Value)> decide) {
  SmallVector<Value> worklist = {value};
  llvm::SmallPtrSet<Value, 16> seen;
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    if (!seen.insert(current).second)
      continue;
    if (std::optional<bool> decided = decide(current)) {
      if (*decided)
        return true;
      continue;
    }
    Operation *owner = getOwner(current);
    auto argument = dyn_cast<BlockArgument>(current);
    auto generic = dyn_cast_or_null<linalg::GenericOp>(owner);
    if (argument && generic && argument.getOwner() == generic.getBody()) {
      worklist.push_back(generic->getOperand(argument.getArgNumber()));
      continue;
    }
    llvm::append_range(worklist, owner->getOperands());
    SetVector<Value> captured;
    getUsedValuesDefinedAbove(owner->getRegions(), captured);
    llvm::append_range(worklist, captured);
  }
  return false;
}

/// Whether `value` depends on `conv`'s result. Only ops after the
/// convolution in its block (or nested in them) can.
bool dependsOn(Value value, ConvOp conv) {
  Block *block = conv->getBlock();
  return isComputedFrom(value, [&](Value current) -> std::optional<bool> {
    if (current == conv.getResult())
      return true;
    Operation *owner = getOwner(current);
    Operation *ancestor =
        owner ? block->findAncestorOpInBlock(*owner) : nullptr;
    if (!ancestor || ancestor->isBeforeInBlock(conv))
      return false;
    return std::nullopt;
  });
}

/// Whether `value` is computed from an argument of its function that is
/// not a parameter (`parameters`, by index): a residual the batch norm
/// adds is per channel where the image is 1x1, but it is no weight.
bool readsInput(Value value, const llvm::BitVector &parameters) {
  return isComputedFrom(value, [&](Value current) -> std::optional<bool> {
    auto argument = dyn_cast<BlockArgument>(current);
    if (!argument || !isa<FunctionOpInterface>(getOwner(current)))
      return std::nullopt;
    return argument.getArgNumber() >= parameters.size() ||
           !parameters.test(argument.getArgNumber());
  });
}

/// Follows the affine map from an element of `root` back to the
/// convolution's result, and computes its per-channel terms.
class ChainMatcher {
public:
  ChainMatcher(ConvOp conv, linalg::GenericOp root,
               const llvm::BitVector &parameters)
      : conv(conv), graph(root), parameters(&parameters) {}

  ElementGraph &getGraph() { return graph; }

  /// Matches `element` as `((y op t1) op t2) ...`, each op an addition,
  /// subtraction or multiplication by a term that depends on the channel
  /// alone; says why not in `whyNot`.
  LogicalResult match(Element element, Chain &chain, std::string &whyNot) {
    if (auto argument = dyn_cast<BlockArgument>(element.value);
        argument && argument.getOwner() == graph.getRoot().getBody())
      chain.yArgument = argument;
    Operation *op = graph.getDefiningOp(element);
    if (!op) {
      if (element.value != conv.getResult() || !element.map) {
        whyNot = "reads something other than the convolution's result";
        return failure();
      }
      chain.yMap = element.map;
      auto channel =
          dyn_cast<AffineDimExpr>(element.map.getResult(conv.getChannelDim()));
      channelLoop = channel ? std::optional<unsigned>(channel.getPosition())
                            : std::nullopt;
      return success();
    }
    chain.yArgument = BlockArgument();
    if (op->getParentOp() == graph.getRoot())
      chain.bodyOps.push_back(op);
    std::optional<Step::Kind> kind;
    if (isa<arith::AddFOp>(op))
      kind = Step::Add;
    else if (isa<arith::SubFOp>(op))
      kind = Step::Sub;
    else if (isa<arith::MulFOp>(op))
      kind = Step::Mul;
    if (!kind || !getElementTypeOrSelf(op->getResult(0)).isF32()) {
      whyNot = "not an f32 addition, subtraction or multiplication";
      return failure();
    }
    bool lhs = dependsOn(op->getOperand(0), conv);
    bool rhs = dependsOn(op->getOperand(1), conv);
    if (lhs == rhs) {
      whyNot = lhs ? "both operands depend on the convolution's result"
                   : "does not depend on the convolution's result";
      return failure();
    }
    if (*kind == Step::Sub && rhs) {
      whyNot = "subtracts the convolution's result";
      return failure();
    }
    unsigned index = lhs ? 0 : 1;
    Element term = graph.getOperand(element, op, 1 - index);
    if (failed(match(graph.getOperand(element, op, index), chain, whyNot)))
      return failure();
    if (!isPerChannel(term)) {
      whyNot = "a term depends on more than the output channel";
      return failure();
    }
    chain.steps.push_back({*kind, term});
    return success();
  }

  /// The values of `element`, a term isPerChannel accepted: at compile
  /// time where every value it reads is a constant, else computed by ops
  /// at the builder's insertion point.
  Channelwise compute(OpBuilder &builder, Element element, int64_t channels) {
    size_t start = graph.mark();
    Operation *op = graph.getDefiningOp(element);
    graph.truncate(start);
    if (element.isTensor() && !op)
      return getTensorChannels(element, channels);
    Type type = op->getResult(0).getType();
    FloatAttr scalar;
    if (matchPattern(op, m_Constant(&scalar)))
      return {type, SmallVector<APFloat>(channels, scalar.getValue()), Value(),
              AffineMap()};
    SmallVector<Channelwise> operands;
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      operands.push_back(
          compute(builder, graph.getOperand(element, op, i), channels));
    return apply(
        builder, operands, type, channels,
        [&](ArrayRef<APFloat> args) { return evaluateScalar(op, args); },
        [&](OpBuilder &nested, Location, ValueRange args) {
          IRMapping mapping;
          mapping.map(op->getOperands(), args);
          return nested.clone(*op, mapping)->getResult(0);
        });
  }

  using FoldFn = function_ref<std::optional<APFloat>(ArrayRef<APFloat>)>;
  using BuildFn = function_ref<Value(OpBuilder &, Location, ValueRange)>;

  /// `fold` of `operands` channel by channel when all are known and it
  /// knows the op; else a linalg.generic over the channels whose body
  /// `build` makes.
  Channelwise apply(OpBuilder &builder, ArrayRef<Channelwise> operands,
                    Type type, int64_t channels, FoldFn fold, BuildFn build) {
    if (llvm::all_of(operands, [](const Channelwise &operand) {
          return operand.isConstant();
        })) {
      Channelwise result{type, {}, Value(), AffineMap()};
      for (int64_t c = 0; c < channels; ++c) {
        SmallVector<APFloat> args;
        for (const Channelwise &operand : operands)
          args.push_back(operand.values[c]);
        std::optional<APFloat> value = fold(args);
        if (!value)
          break;
        result.values.push_back(*value);
      }
      if (static_cast<int64_t>(result.values.size()) == channels)
        return result;
    }
    Location loc = graph.getRoot().getLoc();
    SmallVector<Value> inputs;
    SmallVector<AffineMap> maps;
    for (const Channelwise &operand : operands) {
      Channelwise tensor = operand.isConstant()
                               ? materialize(builder, loc, operand, channels)
                               : operand;
      inputs.push_back(tensor.tensor);
      maps.push_back(tensor.map);
    }
    maps.push_back(builder.getMultiDimIdentityMap(1));
    Value init = tensor::EmptyOp::create(builder, loc,
                                         ArrayRef<int64_t>{channels}, type);
    auto generic = linalg::GenericOp::create(
        builder, loc, init.getType(), inputs, init, maps,
        SmallVector<utils::IteratorType>{utils::IteratorType::parallel},
        [&](OpBuilder &nested, Location bodyLoc, ValueRange args) {
          linalg::YieldOp::create(nested, bodyLoc,
                                  build(nested, bodyLoc, args.drop_back()));
        });
    return {type, {}, generic.getResult(0), maps.back()};
  }

  /// A constant `operand` as a tensor of the channels.
  static Channelwise materialize(OpBuilder &builder, Location loc,
                                 const Channelwise &operand, int64_t channels) {
    auto type = RankedTensorType::get({channels}, operand.type);
    Value constant = arith::ConstantOp::create(
        builder, loc, DenseElementsAttr::get(type, operand.values));
    return {operand.type, {}, constant, builder.getMultiDimIdentityMap(1)};
  }

  std::optional<unsigned> getChannelLoop() const { return channelLoop; }

private:
  /// Whether `term` depends on the root's channel loop alone, through
  /// pure ops without regions, and on constants and parameters only.
  bool isPerChannel(Element term) {
    size_t start = graph.mark();
    bool result = isPerChannelImpl(term);
    graph.truncate(start);
    return result;
  }

  /// Ops on whole tensors (an mpopt.cast of gamma) are not followed: they
  /// cannot be cloned into a body over the channels.
  bool isPerChannelImpl(Element element) {
    Operation *op = graph.getDefiningOp(element);
    if (element.isTensor()) {
      if (op || !element.map ||
          !isa<FloatType>(getElementTypeOrSelf(element.value.getType())) ||
          readsInput(element.value, *parameters))
        return false;
      for (unsigned dim = 0; dim < element.map.getNumDims(); ++dim)
        if (dim != channelLoop && element.map.isFunctionOfDim(dim))
          return false;
      return true;
    }
    if (!op || op->getNumRegions() != 0 || op->getNumResults() != 1 ||
        !isPure(op) || !isa<FloatType>(op->getResult(0).getType()))
      return false;
    FloatAttr constant;
    if (op->getNumOperands() == 0)
      return matchPattern(op, m_Constant(&constant));
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      if (!isPerChannelImpl(graph.getOperand(element, op, i)))
        return false;
    return true;
  }

  /// The channels of a tensor read at `element`, which depends on the
  /// channel loop alone: its values when it is a constant.
  Channelwise getTensorChannels(const Element &element, int64_t channels) {
    MLIRContext *context = element.map.getContext();
    // The channel loop becomes the one loop over the channels; the others
    // do not occur.
    SmallVector<AffineExpr> loops(element.map.getNumDims(),
                                  getAffineConstantExpr(0, context));
    if (channelLoop)
      loops[*channelLoop] = getAffineDimExpr(0, context);
    return readChannels(element.value,
                        element.map.replaceDimsAndSymbols(loops, {}, 1, 0),
                        channels);
  }

  ConvOp conv;
  ElementGraph graph;
  const llvm::BitVector *parameters;
  std::optional<unsigned> channelLoop;
};

/// The channels of `tensor`, channel c its element `map(c)`: its values
/// when it is a constant.
Channelwise readChannels(Value tensor, AffineMap map, int64_t channels) {
  Type type = getElementTypeOrSelf(tensor.getType());
  Attribute attr;
  SmallVector<APFloat> all;
  if (!matchPattern(tensor, m_Constant(&attr)) ||
      failed(forEachFloatElement(
          attr, [&](const APFloat &value) { all.push_back(value); })))
    return {type, {}, tensor, map};
  ArrayRef<int64_t> shape = cast<RankedTensorType>(tensor.getType()).getShape();
  Channelwise result{type, {}, Value(), AffineMap()};
  for (int64_t c = 0; c < channels; ++c) {
    int64_t linear = 0;
    for (auto [index, size] :
         llvm::zip_equal(map.compose(ArrayRef<int64_t>{c}), shape))
      linear = linear * size + index;
    result.values.push_back(all.size() == 1 ? all.front() : all[linear]);
  }
  return result;
}

/// The single-result elementwise generics that read the convolution's
/// result one after the other, each the only reader of the one before
/// (through unit reshapes: `reshapes`, between the convolution and the
/// first generic).
SmallVector<linalg::GenericOp> getReaders(ConvOp conv,
                                          SmallVector<Operation *> &reshapes) {
  SmallVector<linalg::GenericOp> readers;
  Value current = conv.getResult();
  while (current.hasOneUse()) {
    Operation *user = *current.getUsers().begin();
    if (readers.empty() &&
        isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(user)) {
      reshapes.push_back(user);
      current = user->getResult(0);
      continue;
    }
    auto generic = dyn_cast<linalg::GenericOp>(user);
    if (!generic || !generic.hasPureTensorSemantics() ||
        generic->getNumResults() != 1 ||
        generic.getNumParallelLoops() != generic.getNumLoops())
      break;
    readers.push_back(generic);
    current = generic->getResult(0);
  }
  return readers;
}

/// Whether every user of the ops `graph` stepped through, and of the
/// convolution, is one of them or the root.
bool isPrivate(ElementGraph &graph, ConvOp conv) {
  auto inChain = [&](Operation *user) {
    return user == graph.getRoot().getOperation() ||
           graph.getTrail().contains(user);
  };
  return graph.isTrailPrivate() && llvm::all_of(conv->getUsers(), inChain);
}

/// Whether the ops of `chain` in the root's body are read only by each
/// other, except the outermost, and y's block argument only by them.
bool isBodyPrivate(const Chain &chain) {
  auto inChain = [&](Operation *user) {
    return llvm::is_contained(chain.bodyOps, user);
  };
  return llvm::all_of(chain.yArgument.getUsers(), inChain) &&
         llvm::all_of(ArrayRef(chain.bodyOps).drop_front(), [&](Operation *op) {
           return llvm::all_of(op->getUsers(), inChain);
         });
}

/// Erases the ops in `worklist` that nothing reads and that have no
/// effects, and then the producers that leaves unread.
void eraseDead(RewriterBase &rewriter, SmallVector<Operation *> worklist) {
  llvm::SmallPtrSet<Operation *, 16> erased;
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!op || erased.contains(op) || !isOpTriviallyDead(op))
      continue;
    SetVector<Value> used(op->getOperands().begin(), op->getOperands().end());
    getUsedValuesDefinedAbove(op->getRegions(), used);
    erased.insert(op);
    rewriter.eraseOp(op);
    for (Value value : used)
      worklist.push_back(value.getDefiningOp());
  }
}

/// A convolution whose f32 result only an inference batch norm reads,
/// `((y - mean) * rsqrt(var + eps)) * gamma + beta` (or any affine map of
/// y by per-channel terms), becomes the convolution with its filter scaled
/// and a bias: `w * k` and `(b0 - mean) * k + beta` for k = rsqrt(var +
/// eps) * gamma, each rounded to f32.
struct FoldBatchNorm final : OpRewritePattern<ConvOp> {
  FoldBatchNorm(MLIRContext *context, const llvm::BitVector &parameters,
                bool emitRemarks, unsigned &folded)
      : OpRewritePattern<ConvOp>(context), parameters(parameters),
        emitRemarks(emitRemarks), folded(folded) {}

  /// Says why `conv` keeps the map after it, as a remark too on request.
  LogicalResult fail(PatternRewriter &rewriter, ConvOp conv,
                     const Twine &whyNot) const {
    if (emitRemarks)
      conv.emitRemark("mpopt-fold-batch-norm: not folded: ") << whyNot;
    return rewriter.notifyMatchFailure(conv, whyNot);
  }

  LogicalResult matchAndRewrite(ConvOp conv,
                                PatternRewriter &rewriter) const override {
    auto resultType = cast<RankedTensorType>(conv.getResult().getType());
    if (!resultType.getElementType().isF32() ||
        !conv.getAccumulatorType().isF32())
      return fail(rewriter, conv, "result not in f32");
    if (conv.getActivation())
      return fail(rewriter, conv, "has an activation");
    if (Value bias = conv.getBias();
        bias && !getElementTypeOrSelf(bias).isF32())
      return fail(rewriter, conv, "bias not in f32");
    auto filterType = cast<RankedTensorType>(conv.getFilter().getType());
    auto filterElement = cast<FloatType>(filterType.getElementType());
    if (!isExactConversion(filterElement, rewriter.getF32Type()))
      return fail(rewriter, conv, "filter wider than f32");
    SmallVector<Operation *> reshapes;
    SmallVector<linalg::GenericOp> readers = getReaders(conv, reshapes);
    if (readers.empty())
      return fail(rewriter, conv,
                  "result not read by one elementwise linalg.generic alone");

    // The longest run of generics whose last result is the affine map of
    // y, replaced whole (torch-mlir's one generic per op); else the
    // largest affine expression of y in the first one's body (fused).
    std::optional<ChainMatcher> matcher;
    Chain chain;
    Operation *end = nullptr;
    std::string whyNot;
    for (linalg::GenericOp reader : readers) {
      ChainMatcher candidate(conv, reader, parameters);
      ElementGraph &graph = candidate.getGraph();
      Chain readerChain;
      if (failed(candidate.match(graph.getYielded(), readerChain, whyNot)))
        break;
      if (!graph.isIdentity(readerChain.yMap) ||
          !reader.getMatchingIndexingMap(reader.getDpsInitOperand(0))
               .isIdentity() ||
          reader->getResult(0).getType() != resultType ||
          !isPrivate(graph, conv)) {
        whyNot = "the generic's result is not y's affine map element by "
                 "element, or reads what others read";
        break;
      }
      matcher.emplace(candidate);
      chain = readerChain;
      end = reader;
    }
    if (!matcher) {
      linalg::GenericOp root = readers.front();
      for (Operation &op :
           llvm::reverse(root.getBody()->without_terminator())) {
        if (op.getNumResults() != 1)
          continue;
        ChainMatcher candidate(conv, root, parameters);
        ElementGraph &graph = candidate.getGraph();
        Chain bodyChain;
        // The first generic's reason stands: a body holds many ops that are
        // no map of y.
        std::string ignored;
        AffineMap identity =
            AffineMap::getMultiDimIdentityMap(graph.getRank(), getContext());
        if (failed(candidate.match({op.getResult(0), identity}, bodyChain,
                                   ignored)) ||
            !bodyChain.yArgument || !isBodyPrivate(bodyChain))
          continue;
        matcher.emplace(candidate);
        chain = bodyChain;
        end = &op;
        break;
      }
    }
    if (!matcher)
      return fail(rewriter, conv,
                  "no affine map of the result by per-channel terms: " +
                      whyNot);

    int64_t channels = resultType.getDimSize(conv.getChannelDim());
    linalg::GenericOp root = matcher->getGraph().getRoot();
    rewriter.setInsertionPoint(root);
    // (y + s) * k + a: shifts before the first scale go to s, after it to
    // a; a scale scales a.
    std::optional<Channelwise> shift, scale, offset;
    Type f32 = rewriter.getF32Type();
    if (Value bias = conv.getBias())
      shift = readChannels(bias, rewriter.getMultiDimIdentityMap(1), channels);
    // `into` op `term`; a first shift or scale is the term itself (a first
    // subtraction its negation).
    auto combine = [&](std::optional<Channelwise> &into,
                       const Channelwise &term, Step::Kind kind) {
      if (!into && kind != Step::Sub) {
        into = term;
        return;
      }
      SmallVector<Channelwise> operands = {term};
      if (into)
        operands.insert(operands.begin(), *into);
      into = matcher->apply(
          rewriter, operands, f32, channels,
          [&](ArrayRef<APFloat> args) -> std::optional<APFloat> {
            APFloat value = args[0];
            constexpr auto nearest = APFloat::rmNearestTiesToEven;
            if (args.size() == 1)
              value.changeSign();
            else if (kind == Step::Add)
              value.add(args[1], nearest);
            else if (kind == Step::Sub)
              value.subtract(args[1], nearest);
            else
              value.multiply(args[1], nearest);
            return value;
          },
          [&](OpBuilder &nested, Location loc, ValueRange args) -> Value {
            if (args.size() == 1)
              return arith::NegFOp::create(nested, loc, args[0]);
            if (kind == Step::Add)
              return arith::AddFOp::create(nested, loc, args[0], args[1]);
            if (kind == Step::Sub)
              return arith::SubFOp::create(nested, loc, args[0], args[1]);
            return arith::MulFOp::create(nested, loc, args[0], args[1]);
          });
    };
    for (const Step &step : chain.steps) {
      Channelwise term = matcher->compute(rewriter, step.term, channels);
      if (step.kind == Step::Mul) {
        combine(scale, term, Step::Mul);
        if (offset)
          combine(offset, term, Step::Mul);
      } else {
        combine(scale ? offset : shift, term, step.kind);
      }
    }
    // b' = s * k + a.
    std::optional<Channelwise> bias = shift;
    if (bias && scale)
      combine(bias, *scale, Step::Mul);
    if (offset)
      combine(bias, *offset, Step::Add);

    Value filter = conv.getFilter();
    if (scale)
      filter = scaleFilter(rewriter, conv, *scale, channels);
    Value biasTensor;
    if (bias)
      biasTensor = getTensor(rewriter, conv, *matcher, *bias, channels);
    auto foldedConv = ConvOp::create(
        rewriter, conv.getLoc(), resultType, conv.getInput(), filter,
        biasTensor, conv.getLayout(), conv.getStrides(), conv.getPadding(),
        conv.getDilations(), conv.getGroups(), conv.getMultiplyType(),
        conv.getAccumulatorType(), ActivationAttr(), /*bias_first=*/false);

    if (end == root.getOperation()) {
      SmallVector<Operation *> producers;
      for (Value operand : root->getOperands())
        producers.push_back(operand.getDefiningOp());
      rewriter.replaceOp(root, foldedConv.getResult());
      eraseDead(rewriter, producers);
    } else {
      // The root reads the folded convolution through the same reshapes,
      // and y where it read the map's result.
      IRMapping mapping;
      mapping.map(conv.getResult(), foldedConv.getResult());
      Value input = foldedConv.getResult();
      for (Operation *reshape : reshapes)
        input = rewriter.clone(*reshape, mapping)->getResult(0);
      rewriter.modifyOpInPlace(root, [&] {
        root->setOperand(chain.yArgument.getArgNumber(), input);
      });
      rewriter.replaceAllUsesWith(end->getResult(0), chain.yArgument);
      SmallVector<Operation *> dead(chain.bodyOps.rbegin(),
                                    chain.bodyOps.rend());
      for (Operation *reshape : llvm::reverse(reshapes))
        dead.push_back(reshape);
      dead.push_back(conv);
      eraseDead(rewriter, dead);
    }
    ++folded;
    return success();
  }

  /// The filter times `scale` along its output channels, in f32 and
  /// rounded to the filter's type.
  static Value scaleFilter(PatternRewriter &rewriter, ConvOp conv,
                           const Channelwise &scale, int64_t channels) {
    Value filter = conv.getFilter();
    auto type = cast<RankedTensorType>(filter.getType());
    Type element = type.getElementType();
    int64_t channelDim = conv.getFilterDims()[0];
    Location loc = conv.getLoc();
    Attribute attr;
    SmallVector<APFloat> values;
    if (scale.isConstant() && matchPattern(filter, m_Constant(&attr)) &&
        succeeded(forEachFloatElement(
            attr, [&](const APFloat &value) { values.push_back(value); }))) {
      if (values.size() == 1)
        values.resize(type.getNumElements(), values.front());
      int64_t inner = 1;
      for (int64_t dim = channelDim + 1; dim < type.getRank(); ++dim)
        inner *= type.getDimSize(dim);
      bool lost = false;
      for (size_t index = 0; index < values.size(); ++index) {
        APFloat product = values[index];
        product.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                        &lost);
        product.multiply(scale.values[(index / inner) % channels],
                         APFloat::rmNearestTiesToEven);
        product.convert(getSemantics(element), APFloat::rmNearestTiesToEven,
                        &lost);
        values[index] = product;
      }
      return arith::ConstantOp::create(rewriter, loc,
                                       DenseElementsAttr::get(type, values));
    }
    Channelwise k =
        scale.isConstant()
            ? ChainMatcher::materialize(rewriter, loc, scale, channels)
            : scale;
    AffineMap identity = rewriter.getMultiDimIdentityMap(type.getRank());
    AffineMap channel = AffineMap::get(type.getRank(), 0,
                                       rewriter.getAffineDimExpr(channelDim));
    Value init =
        tensor::EmptyOp::create(rewriter, loc, type.getShape(), element);
    Type f32 = rewriter.getF32Type();
    auto generic = linalg::GenericOp::create(
        rewriter, loc, type, ValueRange{filter, k.tensor}, init,
        ArrayRef<AffineMap>{identity, k.map.compose(channel), identity},
        SmallVector<utils::IteratorType>(type.getRank(),
                                         utils::IteratorType::parallel),
        [&](OpBuilder &nested, Location bodyLoc, ValueRange args) {
          Value weight = args[0];
          if (element != f32)
            weight = arith::ExtFOp::create(nested, bodyLoc, f32, weight);
          Value product =
              arith::MulFOp::create(nested, bodyLoc, weight, args[1]);
          if (element != f32)
            product =
                arith::TruncFOp::create(nested, bodyLoc, element, product);
          linalg::YieldOp::create(nested, bodyLoc, product);
        });
    return generic.getResult(0);
  }

  /// `channels` as a tensor of them: a constant, the tensor itself, or a
  /// copy reading it through its map.
  static Value getTensor(PatternRewriter &rewriter, ConvOp conv,
                         ChainMatcher &matcher, const Channelwise &channels,
                         int64_t count) {
    if (channels.isConstant())
      return ChainMatcher::materialize(rewriter, conv.getLoc(), channels, count)
          .tensor;
    if (channels.map.isIdentity() &&
        cast<RankedTensorType>(channels.tensor.getType()).getRank() == 1)
      return channels.tensor;
    return matcher
        .apply(
            rewriter, {channels}, rewriter.getF32Type(), count,
            [](ArrayRef<APFloat> args) { return args[0]; },
            [](OpBuilder &, Location, ValueRange args) { return args[0]; })
        .tensor;
  }

  const llvm::BitVector &parameters;
  bool emitRemarks;
  unsigned &folded;
};

struct MPOptFoldBatchNormPass final
    : FunctionPass<MPOptFoldBatchNormPass,
                   mpopt::impl::MPOptFoldBatchNormPassBase> {
  using FunctionPass::FunctionPass;

  void runOnFunction(FunctionOpInterface function) {
    SmallVector<Operation *> convs;
    function->walk([&](ConvOp conv) { convs.push_back(conv); });
    // Functions of other kinds take no parameters.
    llvm::BitVector isParameter;
    if (auto func = dyn_cast<func::FuncOp>(function.getOperation())) {
      FailureOr<llvm::BitVector> marked =
          getParameters(func, parameters, "mpopt-fold-batch-norm: ");
      if (failed(marked))
        return signalPassFailure();
      isParameter = *marked;
    }
    unsigned folded = 0;
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldBatchNorm>(&getContext(), isParameter, emitRemarks,
                                folded);
    // Only the convolutions are matched; the pattern erases what it
    // replaced itself, and nothing else is folded or erased.
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingOps)
        .enableFolding(false)
        .enableConstantCSE(false);
    if (failed(applyOpPatternsGreedily(convs, std::move(patterns), config)))
      return signalPassFailure();
    numFolded += folded;
    if (emitRemarks)
      function.emitRemark("mpopt-fold-batch-norm: ")
          << folded << " of " << convs.size()
          << " convolutions took the batch norm after them in";
  }
};

} // namespace

//===- AssignPrecision.cpp - storage and multiply types within a budget ---===//
//
// Sites are the choices: the storage of a tensor (with the views and
// transposes of it) and the multiply type of a matmul. Each site has a
// chain of types to try, cheapest error first. The greedy loop takes the
// step that saves the most predicted time per unit of added error, checks
// it again against the current state when it comes up (a neighbour's
// choice changes what it saves), and stops a site when its next step does
// not pay or does not fit the budget left.
//
// A greedy walk can stop early (a step that does not pay alone may pay
// with its neighbours'), so under a budget whole programs compete too: the
// program as written, AMP's rewrite, every site at 16 bits, the greedy
// walk from the program and from AMP (with FP8 GEMMs where allowed); the
// fastest predicted one within the budget wins.
//
//===----------------------------------------------------------------------===//

#include "Calibration.h"
#include "FP8Scaling.h"
#include "PrecisionReport.h"
#include "WeightQuantization.h"

#include "mpopt/Analysis/CostModel.h"
#include "mpopt/Analysis/ErrorModel.h"
#include "mpopt/Analysis/Sensitivity.h"
#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Transforms/Casts/CastMotion.h"
#include "mpopt/Transforms/Precision/Passes.h"
#include "mpopt/Transforms/Utils/Entry.h"
#include "mpopt/Transforms/Utils/TensorPrograms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/ToolOutputFile.h"

#include <limits>
#include <queue>

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTASSIGNPRECISIONPASS
#include "mpopt/Transforms/Precision/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

constexpr double kF16Max = 65504;
/// Savings below this are within the cost model's rounding: not worth any
/// error.
constexpr double kMinSavingMicros = 0.05;

std::string typeName(Type type) {
  std::string text;
  llvm::raw_string_ostream(text) << getElementTypeOrSelf(type);
  return text;
}

std::string formatNumber(const char *format, double value) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format(format, value);
  return text;
}

bool isStaticF32Tensor(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.hasStaticShape() && type.getElementType().isF32();
}

/// Whether `op` is a linalg.generic on tensors whose loops are all
/// parallel.
bool isElementwiseGeneric(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  return generic && generic.hasPureTensorSemantics() &&
         generic.getNumLoops() == generic.getNumParallelLoops();
}

/// Whether `op` moves data in a way the GPU build's elementwise kernels
/// read through (mpopt-gpu-fuse-elementwise): a transpose that keeps the
/// innermost dimension, a concatenation, a conversion of a whole tensor.
bool isFusibleMove(Operation *op) {
  if (auto transpose = dyn_cast<linalg::TransposeOp>(op))
    return transpose.getPermutation().back() ==
           static_cast<int64_t>(transpose.getPermutation().size()) - 1;
  return isa<tensor::ConcatOp, CastOp>(op);
}

/// Whether every reader of `value` computes it where it reads it, inside
/// an elementwise kernel: elementwise generics, and reshapes, slices and
/// fusible moves whose own readers do (LLaMA's rotary embedding: q
/// transposed, sliced, negated, concatenated and multiplied is one
/// kernel).
bool isReadInsideElementwiseKernels(Value value) {
  if (value.use_empty())
    return false;
  return llvm::all_of(value.getUsers(), [](Operation *user) {
    if (isElementwiseGeneric(user))
      return true;
    if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
            tensor::ExtractSliceOp>(user) ||
        isFusibleMove(user))
      return user->getNumResults() == 1 &&
             isReadInsideElementwiseKernels(user->getResult(0));
    return false;
  });
}

/// Whether `op` is a fusible move that runs inside the kernels reading its
/// result: no kernel of its own, and no memory traffic.
bool isMovedInsideReaders(Operation *op) {
  return isFusibleMove(op) && op->getNumResults() == 1 &&
         isReadInsideElementwiseKernels(op->getResult(0));
}

/// Whether the reader `use` converts what it reads inside its own kernel,
/// so that narrower storage needs no cast kernel (mpopt-fuse-casts folds
/// the widening cast into it).
bool absorbsConversion(OpOperand &use) {
  Operation *user = use.getOwner();
  if (auto contraction = dyn_cast<ContractionOpInterface>(user))
    return use.getOperandNumber() < 2 &&
           !isFP8(contraction.getMultiplyType());
  if (isNormOrSoftmax(user))
    return use.getOperandNumber() == 0;
  // The fused kernel reads q, k and v in its multiply type: stored so, they
  // need no conversion at all (getKernelMicros prices one otherwise).
  if (auto attention = dyn_cast<AttentionOp>(user))
    return use.get() == attention.getQ() || use.get() == attention.getK() ||
           use.get() == attention.getV();
  if (auto generic = dyn_cast<linalg::GenericOp>(user))
    return generic.hasPureTensorSemantics() &&
           generic.isDpsInput(&use);
  // A cast converts from the narrow type instead, in the same kernel; so
  // do the kernels that read through a move.
  if (isa<CastOp>(user))
    return true;
  return isFusibleMove(user) && user->getNumResults() == 1 &&
         isReadInsideElementwiseKernels(user->getResult(0));
}

/// Whether the GPU build fuses `value` into the elementwise kernels that
/// read it (mpopt-gpu-fuse-elementwise), looking through the views it
/// fuses across: an expand_shape, a transpose that keeps the innermost
/// dimension, a concatenation read elementwise, and slices that alone read
/// it and do not overlap (q, k and v of one projection).
bool isReadByFusedKernels(Value value) {
  if (value.use_empty())
    return false;
  if (isReadByDisjointSlices(value))
    return llvm::all_of(value.getUsers(), [](Operation *slice) {
      return isReadByFusedKernels(slice->getResult(0));
    });
  if (!value.hasOneUse())
    return false;
  Operation *user = *value.user_begin();
  if (isa<tensor::ExpandShapeOp>(user))
    return !user->use_empty() &&
           (llvm::all_of(user->getUsers(), isElementwiseGeneric) ||
            isReadByFusedKernels(user->getResult(0)));
  if (auto transpose = dyn_cast<linalg::TransposeOp>(user))
    return isFusibleMove(transpose) &&
           isReadByFusedKernels(transpose.getResult()[0]);
  if (auto concat = dyn_cast<tensor::ConcatOp>(user))
    return concat.getResultType().hasStaticShape() &&
           !concat->use_empty() &&
           llvm::all_of(concat->getUsers(), isElementwiseGeneric);
  return isElementwiseGeneric(user);
}

/// Whether `value` only passes from one elementwise kernel to the next,
/// which the GPU build fuses into one: it never goes through memory, in
/// any type, and its producer is no launch of its own. A conversion of a
/// matmul's result or an f32 addition to it stays apart (it may become
/// cuBLASLt's epilogue).
bool isFusedIntermediate(Value value) {
  Operation *producer = value.getDefiningOp();
  if (!isElementwiseGeneric(producer) || producer->getNumResults() != 1)
    return false;
  auto generic = cast<linalg::GenericOp>(producer);
  bool readsMatmul = llvm::any_of(generic.getDpsInputs(), [](Value input) {
    return isa_and_nonnull<MatmulOp, ConvOp>(input.getDefiningOp());
  });
  if (readsMatmul && (generic.getNumDpsInputs() == 1 ||
                      (addsItsInputs(generic) &&
                       getElementTypeOrSelf(value.getType()).isF32())))
    return false;
  return isReadByFusedKernels(value);
}

/// The norm or softmax that computes `op`'s result in its own row kernel
/// (lib/GPU/RowKernels.cpp: consecutive ops over the same rows form one
/// kernel): an elementwise generic of the norm's input shape whose result
/// the norm normalizes (GPT-2's and LLaMA's residual additions). The
/// generic is no launch, and the norm reads its result from registers.
Operation *getRowKernelReader(Operation *op) {
  if (!isElementwiseGeneric(op) || op->getNumResults() != 1)
    return nullptr;
  auto generic = cast<linalg::GenericOp>(op);
  if (!llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return nullptr;
  for (OpOperand &use : op->getResult(0).getUses())
    if (isNormOrSoftmax(use.getOwner()) && use.getOperandNumber() == 0)
      return use.getOwner();
  return nullptr;
}

/// Whether `value`'s producer can round its result itself (a fused
/// epilogue); a function argument cannot.
bool canRoundResult(Value value) {
  Operation *producer = value.getDefiningOp();
  if (!producer)
    return false;
  if (auto matmul = dyn_cast<MatmulOp>(producer))
    return matmul.getResult() == value && !matmul.getScaleResult() &&
           matmul.getResult().getType().getElementType() ==
               matmul.getAccumulatorType();
  if (auto conv = dyn_cast<ConvOp>(producer))
    return conv.getType().getElementType() == conv.getAccumulatorType();
  if (isNormOrSoftmax(producer))
    return true;
  if (auto attention = dyn_cast<AttentionOp>(producer))
    return attention.getType().getElementType().isF32();
  if (auto generic = dyn_cast<linalg::GenericOp>(producer))
    return generic.hasPureTensorSemantics() &&
           generic.getNumReductionLoops() == 0 &&
           llvm::none_of(generic.getDpsInitsMutable(), [&](OpOperand &init) {
             return generic.payloadUsesValueFromOperand(&init);
           });
  return false;
}

/// Whether `op` is a transpose every reader of which is a matmul that
/// reads it through its transpose flag (mpopt-fuse-casts folds it there).
bool isMatmulFlagTranspose(Operation *op) {
  return isa<linalg::TransposeOp>(op) &&
         getSwappedTransposeSource(op->getResult(0)) &&
         llvm::all_of(op->getUses(), [](OpOperand &use) {
           return isa<MatmulOp>(use.getOwner()) && use.getOperandNumber() < 2;
         });
}

/// The attention that reads `op` as q, k or v, or whose result only `op`
/// reads, when `op` is a transpose keeping the head dimension innermost:
/// the GPU build's fused kernel reads and writes through such a transpose's
/// strides (lib/GPU/LibraryAttention.cpp). Null otherwise.
AttentionOp getStridedAttention(Operation *op) {
  auto transpose = dyn_cast<linalg::TransposeOp>(op);
  if (!transpose || transpose.getPermutation().size() != 4 ||
      transpose.getPermutation().back() != 3)
    return {};
  Value input = transpose.getInput();
  if (auto producer = input.getDefiningOp<AttentionOp>())
    return input.hasOneUse() ? producer : AttentionOp();
  AttentionOp reader;
  for (OpOperand &use : op->getUses()) {
    auto attention = dyn_cast<AttentionOp>(use.getOwner());
    if (!attention || use.getOperandNumber() > 2 ||
        (reader && reader != attention))
      return {};
    reader = attention;
  }
  return reader;
}

/// Whether `use` is a factor of a matmul or convolution.
bool isMatmulOperand(OpOperand &use) {
  return isa<ContractionOpInterface>(use.getOwner()) &&
         use.getOperandNumber() < 2;
}

/// The dimension of `weight` along the output channels of the matmuls
/// that read it, when every use is a matmul operand (lhs: a result row
/// each, rhs: a column) and they agree; none otherwise.
std::optional<unsigned> getWeightChannelDim(Value weight) {
  std::optional<unsigned> channelDim;
  for (OpOperand &use : weight.getUses()) {
    auto matmul = dyn_cast<MatmulOp>(use.getOwner());
    if (!matmul || !isMatmulOperand(use))
      return std::nullopt;
    unsigned dim = use.getOperandNumber() == 0
                       ? (matmul.getTransposeLhs() ? 1 : 0)
                       : (matmul.getTransposeRhs() ? 0 : 1);
    if (channelDim && *channelDim != dim)
      return std::nullopt;
    channelDim = dim;
  }
  return channelDim;
}

enum class SiteKind { Storage, Multiply, Attention };

struct Site {
  SiteKind kind;
  /// Storage: the tensor; Multiply: the matmul's or convolution's result;
  /// Attention: the attention's.
  Value root;
  ContractionOpInterface matmul;
  AttentionOp attention;
  /// Storage: the root and its views.
  SmallVector<Value> members;
  /// Kernels whose time depends on the choice.
  SmallVector<Operation *> kernels;
  /// Storage: members read where no kernel converts them, plus the root
  /// when nothing can round it: each needs a cast kernel.
  SmallVector<Value> castValues;
  /// Storage: readers that round a member themselves (matmul operands,
  /// casts): their rounding adds less once the member is stored narrow.
  SmallVector<Operation *> readers;
  /// Storage: the root is a weight rounded once, not on every call: a
  /// constant (the cast folds) or a parameter (`<entry>_prepare` rounds
  /// it).
  bool prepared = false;
  /// Storage of a prepared weight of rank 2 that only matmuls read as an
  /// operand: the dimension of its output channels (the same for every
  /// reader), along which weight-only FP8 takes one scale each.
  std::optional<unsigned> channelDim;
  SmallVector<Type> chain;
  unsigned step = 0;
  /// A slower but more accurate type to try instead of the current step's
  /// when that one does not fit the budget (f16 where bf16 is faster).
  Type fallback;
  /// Null while unchanged.
  Type chosen;
  std::string reason;
};

/// Whether a storage site holds only matmuls' biases.
bool isMatmulBias(const Site &site) {
  return site.kind == SiteKind::Storage &&
         llvm::all_of(site.members, [](Value member) {
           return !member.use_empty() &&
                  llvm::all_of(member.getUsers(), [&](Operation *user) {
                    auto matmul = dyn_cast<MatmulOp>(user);
                    return matmul && matmul.getBias() == member &&
                           matmul.getLhs() != member &&
                           matmul.getRhs() != member;
                  });
         });
}

/// The type a cast rounds to as storing would (to nearest even, not
/// saturating); null for any other op.
Type getExactCastType(Operation *op) {
  auto castOp = dyn_cast<CastOp>(op);
  if (!castOp || castOp.getSaturate() ||
      castOp.getEffectiveRounding() != RoundingMode::nearest_even)
    return {};
  return castOp.getResultElementType();
}

/// Whether `site` may take f16: its operands or tensor fit f16's range.
bool offersF16(const Site &site) {
  auto isF16 = [](Type type) { return type && type.isF16(); };
  return llvm::any_of(site.chain, isF16) || isF16(site.fallback);
}

/// What a choice saves and costs: errors add in quadrature, so `error` is
/// the change of the squared error of the returned values.
struct Step {
  double micros = 0;
  double error = 0;
};

double square(double value) { return value * value; }

/// A complete set of choices, priced and charged as a whole.
struct Candidate {
  std::string name;
  std::string description;
  double micros = 0;
  double error = 0;
  /// Per site: the type taken (null: unchanged) and why.
  SmallVector<Type> chosen;
  SmallVector<std::string> reasons;
};

class Assignment {
public:
  Assignment(func::FuncOp function, const Target &target,
             const ErrorAnalysis &errors, CastPolicy policy, bool allowFP8,
             FP8Scaling scaling, const Calibration &calibration,
             llvm::BitVector parameters)
      : function(function), target(target), errors(errors), policy(policy),
        allowFP8(allowFP8), scaling(scaling), calibration(calibration),
        parameters(std::move(parameters)) {}

  void collectSites();
  /// Runs the greedy choice from the current choices: the returned values'
  /// error stays within `budget`.
  void choose(double budget);
  /// Prices the candidate programs and keeps the fastest predicted one
  /// within `budget`, or the one named `forced`; `report` lists them all.
  LogicalResult chooseProgram(double budget, StringRef forced,
                              FunctionReport &report);
  /// Records each kernel's predicted time with the choices made, then
  /// rewrites the function: casts for storage, multiply types, FP8
  /// scaling (its kernels and scale arguments go into `report`).
  void apply(FunctionReport &report);
  void fillReport(FunctionReport &report, const ErrorAnalysis &after);

private:
  Type getStorage(Value value) const {
    auto it = storage.find(value);
    return it != storage.end() ? it->second : getElementTypeOrSelf(value);
  }
  Type getMultiply(ContractionOpInterface op) const {
    auto it = multiply.find(op);
    return it != multiply.end() ? it->second : op.getMultiplyType();
  }
  Type getMultiply(AttentionOp op) const {
    auto it = multiply.find(op);
    return it != multiply.end() ? it->second : op.getMultiplyType();
  }
  double getKernelMicros(Operation *op) const;
  /// The elements of a tensor as the target prices them (dynamic
  /// dimensions at its `dynamicSize`; 0 where it has none).
  double getElements(Value value) const {
    return getElementCount(cast<ShapedType>(value.getType()),
                           target.dynamicSize)
        .value_or(0);
  }
  /// The addend when `op` is a residual or bias addition cuBLASLt does (no
  /// kernel) as things are stored now; null otherwise.
  Value getFoldedAddend(Operation *op) const;
  double getCastMicros(Value value, Type narrow) const;
  /// What the GPU build adds to a matmul whose bias is stored wider than
  /// its result: cuBLASLt adds a bias of the result's type only
  /// (lib/GPU/LibraryMatmuls.cpp), so the product goes through memory
  /// wide and a kernel adds the bias and rounds.
  double getSplitBiasMicros(Operation *op) const;
  /// The matmul whose GEMM computes `op` too (lib/GPU/MergeMatmuls.cpp):
  /// the first in program order that reads the same lhs and multiplies it
  /// alike (flags, bias, shapes but for the result's last dimension, and
  /// the multiply type chosen: the GPU build merges GEMMs of one type
  /// only); `op` itself when none comes before it. A step that narrows one
  /// of them is priced on it alone, so that the walk can take them one by
  /// one; the programs compared as a whole are priced as the GPU merges.
  MatmulOp getMergeLeader(MatmulOp op) const;
  /// What the elementwise kernel of `op` reads and writes: its results and,
  /// through the fused intermediates, moves and views it computes in place,
  /// the tensors they read from memory, each once.
  /// With the fraction of each that it reads: a slice reads part of what
  /// it slices (q, k or v of one projection).
  SmallVector<std::pair<Value, double>>
  getFusedKernelValues(Operation *op) const;
  /// The result columns of the GEMM `leader` computes with the matmuls
  /// merged into it.
  double getMergedColumns(MatmulOp leader) const;
  /// Whether `op` runs inside a kernel launched for other ops: a move or
  /// an elementwise intermediate computed where it is read, an addition a
  /// row kernel or cuBLASLt's epilogue makes, a matmul merged into
  /// another's GEMM.
  bool runsInAnotherKernel(Operation *op) const;
  /// The amax an FP8 operand's constant scale is made from: a constant's,
  /// or with calibrated scaling the measured one; none when the scale is
  /// computed in the program or passed in.
  std::optional<double> getScaleAmax(Value operand) const;
  /// The kernels an FP8 operand needs: a scale-and-round pass, after an
  /// amax reduction when scales are dynamic.
  double getQuantizeMicros(Value operand) const;
  /// How an FP8 operand is scaled, decided on the operand as the choices
  /// store it (before the storage sites' cast pairs go in).
  struct QuantizePlan {
    double micros = 0;
    std::optional<double> amax;
    /// The largest magnitude the model expects real data to reach, for a
    /// static scale's first value.
    std::optional<double> expectedAmax;
  };
  QuantizePlan planQuantize(Value operand) const {
    Magnitude expected = errors.getMagnitude(operand);
    return {getQuantizeMicros(operand), getScaleAmax(operand),
            expected.known ? std::optional<double>(expected.typical)
                           : std::nullopt};
  }
  /// Scales `operand` of `matmul` into E4M3 (x / scale, rounded with
  /// saturation) as `plan` says; returns the FP8 tensor and its scale. The
  /// report charges the kernels the plan's time.
  std::pair<Value, Value> quantize(OpBuilder &builder, MatmulOp matmul,
                                   Value operand, StringRef role,
                                   const QuantizePlan &plan,
                                   FunctionReport &report);
  double getSiteMicros(const Site &site, Type type) const;
  /// Why `type` cannot be taken for `site` as things are, empty if it can:
  /// an FP8 multiply and a weight-only FP8 operand exclude each other.
  std::string getConflict(const Site &site, Type type) const;
  /// Whether `value` is a weight rounded once: a constant, or a parameter.
  bool isPrepared(Value value) const;
  /// Whether `value` is a prepared weight or a view of one (the hoisted
  /// prepare function transposes and reshapes it once too).
  bool isPreparedOperand(Value value) const {
    return isPrepared(getViewSource(value));
  }
  /// Whether `value` is a parameter or a view of one: its FP8 quantization
  /// (scaled by its own amax) runs once, in the prepare function.
  bool isParameterOperand(Value value) const {
    auto argument = dyn_cast<BlockArgument>(getViewSource(value));
    return argument && parameters.test(argument.getArgNumber());
  }
  static Value getViewSource(Value value) {
    while (Operation *producer = value.getDefiningOp()) {
      if (!isView(producer))
        break;
      value = producer->getOperand(0);
    }
    return value;
  }
  Step evaluate(Site &site, Type type);
  /// What taking `op` from its multiply type to `type` saves and adds.
  Step evaluateAttention(AttentionOp op, Type type);
  void accept(Site &site, Type type);
  /// Takes `type` for `site` whatever it saves, charging its error.
  void force(Site &site, Type type, StringRef why);
  /// Undoes every choice.
  void reset();
  /// Predicted time of the whole function with the current choices.
  double getProgramMicros() const;
  Candidate record(StringRef name, StringRef description) const;
  void restore(const Candidate &candidate);
  /// AMP's rewrite (mpopt-autocast): matmuls and attentions multiply in
  /// bf16, write bf16 and add bf16 biases, and what every reader rounds
  /// anyway is stored rounded; with `half`, in f16 wherever the ranges let
  /// the site take it (autocast with dtype=torch.float16, kept in range);
  /// with `fp8`, the matmuls that may multiply in FP8 do.
  void chooseAMP(bool fp8, bool half = false);
  /// The 16-bit type every reader of a storage site rounds it to as things
  /// are chosen now (matmuls' multiply types, casts); null if they differ,
  /// round to another type or the site has none.
  Type getReadersRounding(const Site &site) const;
  /// Undoes the current choices that lose the least time per error they
  /// add, one at a time, until the error is within `budget`.
  void relax(double budget);
  /// Makes `site` unchanged again.
  void undo(Site &site);
  bool isF16MatmulSlower(MLIRContext *context) const;
  void addStorageSite(Value root, double bound);
  /// A multiply site's first step: f16 where `operands` fit it and the
  /// target's f16 GEMMs are not slower, else bf16 (f16 as its fallback
  /// where it fits).
  void addSixteenBitChoice(Site &site, ArrayRef<Value> operands,
                           MLIRContext *context) const;
  void addMultiplySite(ContractionOpInterface op);
  void addAttentionSite(AttentionOp op);

  func::FuncOp function;
  const Target &target;
  const ErrorAnalysis &errors;
  CastPolicy policy;
  bool allowFP8;
  FP8Scaling scaling;
  const Calibration &calibration;
  /// The function's arguments that are parameters.
  llvm::BitVector parameters;
  /// Constant weights apply() replaced by their quantization.
  SmallVector<Operation *> deadWeights;
  std::vector<Site> sites;
  /// Each site's chain and fallback as collected (the greedy walk edits
  /// them).
  std::vector<std::pair<SmallVector<Type>, Type>> initialChains;
  DenseMap<Value, Type> storage;
  DenseMap<Operation *, Type> multiply;
  /// Kernel costs before the assignment (flops, compute type).
  DenseMap<Operation *, KernelCost> kernels;
  DenseMap<Operation *, double> microsBefore;
  DenseMap<Operation *, double> microsAfter;
  /// The kernels that run inside others after the assignment, taken
  /// before the rewrite puts conversions between them.
  DenseSet<Operation *> insideAfter;
  /// The sites deciding what an op computes in and writes, for the report.
  DenseMap<Operation *, SmallVector<unsigned, 2>> sitesOfOp;
  double budgetLeft = 0;
  /// The model's squared error of the returned values.
  double errorSquared = 0;
  /// The error the budget is held to: the model's, times the calibration's
  /// measured scale.
  double getError() const {
    return calibration.errorScale * std::sqrt(std::max(errorSquared, 0.0));
  }
};

Value Assignment::getFoldedAddend(Operation *op) const {
  // cuBLASLt adds a residual or a bias to an f32 matmul result, reading
  // the addend; once any of the three is stored narrower, the addition is
  // a kernel.
  Value addend = getFoldedMatmulAddend(op);
  if (addend && llvm::all_of(getMovedValues(op), [&](Value value) {
        return getStorage(value).isF32();
      }))
    return addend;
  return Value();
}

double Assignment::getKernelMicros(Operation *op) const {
  auto it = kernels.find(op);
  if (it == kernels.end())
    return 0;
  const KernelCost &cost = it->second;
  if (isMovedInsideReaders(op))
    return 0;
  if (AttentionOp attention = getStridedAttention(op);
      attention && isFusedAttention(attention, getMultiply(attention)))
    return 0;
  // An attention is one kernel or its composition, by its multiply type.
  // The fused kernel multiplies what it reads: q, k or v stored wider than
  // its 16-bit multiply type is converted first, in a kernel of its own.
  if (auto attention = dyn_cast<AttentionOp>(op)) {
    Type multiplyType = getMultiply(attention);
    OpEstimate estimate = estimateAttention(attention, target, multiplyType);
    double micros =
        estimate.cost ? estimate.cost->getMicros() : cost.getMicros();
    if (!isFusedAttention(attention, multiplyType) || multiplyType.isF32())
      return micros;
    double width = multiplyType.getIntOrFloatBitWidth() / 8.0;
    llvm::SmallPtrSet<Value, 3> converted;
    for (Value operand :
         {attention.getQ(), attention.getK(), attention.getV()}) {
      double stored = getStorage(operand).getIntOrFloatBitWidth() / 8.0;
      // An elementwise kernel that alone makes the operand writes it in
      // the multiply type instead (LLaMA's rotary embedding).
      if (operand.hasOneUse() && canRoundResult(operand) &&
          isElementwiseGeneric(operand.getDefiningOp()))
        continue;
      if (stored > width && converted.insert(operand).second)
        micros += getElements(operand) *
                      (stored + width) / target.getBandwidth() * 1e6 +
                  target.launchMicros;
    }
    return micros;
  }
  auto matmul = dyn_cast<ContractionOpInterface>(op);
  bool readsFP8 = matmul && isFP8(getMultiply(matmul));
  Value folded = getFoldedAddend(op);
  SmallVector<Value> moved =
      folded ? SmallVector<Value>{folded} : getMovedValues(op);
  // An elementwise kernel reads what it and the intermediates and moves it
  // computes in place read, each tensor once; they read nothing of their
  // own (LLaMA's rotary embedding reads q once, not once per op).
  bool intermediate =
      op->getNumResults() == 1 && isFusedIntermediate(op->getResult(0));
  DenseMap<Value, double> fractions;
  if (intermediate) {
    moved.clear();
  } else if (!folded && isElementwiseGeneric(op)) {
    moved.clear();
    for (auto [value, fraction] : getFusedKernelValues(op)) {
      moved.push_back(value);
      fractions[value] = fraction;
    }
  }
  double bytes = 0;
  double conversionMicros = 0;
  // What a row kernel computes before its norm, it normalizes from
  // registers; what a merged GEMM's first matmul reads, the others do not
  // read again.
  Operation *rowKernel = getRowKernelReader(op);
  auto merged = dyn_cast<MatmulOp>(op);
  if (merged && getMergeLeader(merged) == merged)
    merged = {};
  auto inRegisters = [&](Value value) {
    if (isNormOrSoftmax(op) && value == op->getOperand(0))
      return getRowKernelReader(value.getDefiningOp()) == op;
    if (rowKernel && value == op->getResult(0))
      return value.hasOneUse();
    return merged && value == merged.getLhs();
  };
  for (Value value : moved) {
    auto shaped = dyn_cast<ShapedType>(value.getType());
    if (!shaped || isFusedIntermediate(getViewSource(value)) ||
        inRegisters(value))
      continue;
    bool isOperand =
        matmul && (value == matmul.getLhs() || value == matmul.getRhs());
    double width = readsFP8 && isOperand
                       ? 1
                       : getStorage(value).getIntOrFloatBitWidth() / 8.0;
    // A prepared weight wider than the multiply type is converted to it
    // once (prepare, or the constant folds). One narrower is read as
    // stored where the target's GEMMs convert in registers, and is
    // otherwise converted on every call, in a kernel of its own (cuBLASLt
    // multiplies what it reads).
    if (isOperand && !readsFP8 && isPreparedOperand(value)) {
      double multiplyWidth =
          getMultiply(matmul).getIntOrFloatBitWidth() / 8.0;
      if (width > multiplyWidth) {
        width = multiplyWidth;
      } else if (width < multiplyWidth && !target.mixedInputGemm) {
        conversionMicros += getElements(value) * (width + multiplyWidth) /
                                target.getBandwidth() * 1e6 +
                            target.launchMicros;
        width = multiplyWidth;
      }
    }
    bytes += getElements(value) * width * fractions.lookup_or(value, 1.0);
  }
  // Storage changes the bytes; only a matmul's multiply type changes its
  // arithmetic.
  KernelCost now = cost;
  now.memoryMicros = bytes / target.getBandwidth() * 1e6;
  // estimateOp priced a foldable addition without a launch: one stored
  // narrower is a kernel again.
  if (!folded && getFoldedMatmulAddend(op))
    now.launchMicros = target.launchMicros;
  if (runsInAnotherKernel(op) && !getFoldedAddend(op))
    now.launchMicros = 0;
  if (matmul) {
    double rate = target.getMatmulRate(getMultiply(matmul));
    now.computeMicros = rate > 0 ? cost.flops / rate * 1e6 : 0;
    auto plain = dyn_cast<MatmulOp>(op);
    // A merged GEMM's tiles run for all its matmuls at its first one.
    if (plain && getMergeLeader(plain) != plain)
      now.computeMicros = 0;
    else if (plain)
      now.computeMicros =
          getMatmulComputeMicros(plain, rate, target, getMergedColumns(plain));
    now.epilogueMicros = getMatmulEpilogueMicros(
        getMultiply(matmul), getStorage(op->getResult(0)),
        getElements(op->getResult(0)),
        plain ? getCopiedRowLength(plain, isPreparedOperand(plain.getRhs()),
                                   getStorage(op->getResult(0)))
              : 0,
        target);
  }
  return now.getMicros() + conversionMicros + getSplitBiasMicros(op);
}

MatmulOp Assignment::getMergeLeader(MatmulOp op) const {
  auto sameBut = [](Type a, Type b, int64_t dim) {
    auto shapeA = cast<ShapedType>(a), shapeB = cast<ShapedType>(b);
    if (shapeA.getShape().size() != shapeB.getShape().size())
      return false;
    for (auto [index, sizes] :
         llvm::enumerate(llvm::zip(shapeA.getShape(), shapeB.getShape())))
      if (static_cast<int64_t>(index) != dim &&
          std::get<0>(sizes) != std::get<1>(sizes))
        return false;
    return true;
  };
  auto alike = [&](MatmulOp a, MatmulOp b) {
    auto rhs = cast<ShapedType>(a.getRhs().getType());
    int64_t merged =
        a.getTransposeRhs() ? rhs.getRank() - 2 : rhs.getRank() - 1;
    auto result = cast<ShapedType>(a.getResult().getType());
    // The GPU build merges GEMMs of one multiply type only.
    return getMultiply(cast<ContractionOpInterface>(a.getOperation())) ==
               getMultiply(cast<ContractionOpInterface>(b.getOperation())) &&
           !a.getScaleLhs() && !a.getScaleRhs() && !b.getScaleLhs() &&
           !b.getScaleRhs() && !a.getAmax() && !b.getAmax() &&
           a.getAccumulatorType() == b.getAccumulatorType() &&
           a.getTransposeLhs() == b.getTransposeLhs() &&
           a.getTransposeRhs() == b.getTransposeRhs() &&
           a.getActivation() == b.getActivation() &&
           static_cast<bool>(a.getBias()) == static_cast<bool>(b.getBias()) &&
           sameBut(a.getRhs().getType(), b.getRhs().getType(), merged) &&
           sameBut(a.getResult().getType(), b.getResult().getType(),
                   result.getRank() - 1);
  };
  MatmulOp leader = op;
  for (Operation *user : op.getLhs().getUsers()) {
    auto other = dyn_cast<MatmulOp>(user);
    if (other && other != op && other.getLhs() == op.getLhs() &&
        other->getBlock() == op->getBlock() && other->isBeforeInBlock(leader) &&
        alike(op, other))
      leader = other;
  }
  return leader;
}

SmallVector<std::pair<Value, double>>
Assignment::getFusedKernelValues(Operation *op) const {
  llvm::MapVector<Value, double> values;
  SmallVector<std::pair<Value, double>> worklist;
  auto pushReads = [&](Operation *reader, double fraction) {
    for (Value value : getMovedValues(reader))
      if (!llvm::is_contained(reader->getResults(), value))
        worklist.emplace_back(value, fraction);
  };
  pushReads(op, 1);
  while (!worklist.empty()) {
    auto [value, fraction] = worklist.pop_back_val();
    Operation *producer = value.getDefiningOp();
    if (producer && producer->getNumResults() == 1 &&
        (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
             tensor::ExtractSliceOp>(producer) ||
         isMovedInsideReaders(producer) || isFusedIntermediate(value))) {
      if (auto slice = dyn_cast<tensor::ExtractSliceOp>(producer))
        fraction *= getElements(slice.getResult()) /
                    std::max(getElements(slice.getSource()), 1.0);
      pushReads(producer, fraction);
      continue;
    }
    double &read = values[value];
    read = std::max(read, fraction);
  }
  for (Value result : op->getResults())
    values[result] = 1;
  return values.takeVector();
}

double Assignment::getMergedColumns(MatmulOp leader) const {
  auto columns = [](MatmulOp op) {
    return cast<ShapedType>(op.getResult().getType()).getShape().back();
  };
  if (ShapedType::isDynamic(columns(leader)))
    return 0;
  double total = columns(leader);
  for (Operation *user : leader.getLhs().getUsers())
    if (auto other = dyn_cast<MatmulOp>(user);
        other && other != leader && getMergeLeader(other) == leader)
      total += columns(other);
  return total;
}

bool Assignment::runsInAnotherKernel(Operation *op) const {
  if (isMovedInsideReaders(op) || getRowKernelReader(op) || getFoldedAddend(op))
    return true;
  if (auto matmul = dyn_cast<MatmulOp>(op))
    return getMergeLeader(matmul) != matmul;
  return op->getNumResults() == 1 && isFusedIntermediate(op->getResult(0));
}

double Assignment::getSplitBiasMicros(Operation *op) const {
  auto matmul = dyn_cast<MatmulOp>(op);
  if (!matmul || !matmul.getBias())
    return 0;
  double result = getStorage(matmul.getResult()).getIntOrFloatBitWidth() / 8.0;
  double bias = getStorage(matmul.getBias()).getIntOrFloatBitWidth() / 8.0;
  if (bias <= result)
    return 0;
  // The product written as the bias's type instead, then read, added to
  // and rounded by a kernel of its own.
  double elements = getElements(matmul.getResult());
  return elements * ((bias - result) + (bias + result)) /
             target.getBandwidth() * 1e6 +
         target.launchMicros;
}

double Assignment::getCastMicros(Value value, Type narrow) const {
  auto shaped = cast<ShapedType>(value.getType());
  double bytes =
      getElements(value) * ((shaped.getElementTypeBitWidth() +
                                  narrow.getIntOrFloatBitWidth()) /
                                 8.0);
  return bytes / target.getBandwidth() * 1e6 + target.launchMicros;
}

std::optional<double> Assignment::getScaleAmax(Value operand) const {
  std::optional<double> amax = calibration.getAmax(operand);
  if (amax && (scaling == FP8Scaling::calibrated ||
               matchPattern(getExactSource(operand), m_Constant())))
    return amax;
  return std::nullopt;
}

double Assignment::getQuantizeMicros(Value operand) const {
  if (isParameterOperand(operand))
    return 0;
  double elements = getElements(operand);
  double read =
      elements * (getStorage(operand).getIntOrFloatBitWidth() / 8.0);
  double micros = (read + elements) / target.getBandwidth() *
                      1e6 +
                  target.launchMicros;
  if (scaling != FP8Scaling::arguments && !getScaleAmax(operand))
    micros += read / target.getBandwidth() * 1e6 + target.launchMicros;
  return micros;
}

/// Predicted time of the kernels a site touches, with `type` chosen.
double Assignment::getSiteMicros(const Site &site, Type type) const {
  double micros = 0;
  for (Operation *kernel : site.kernels)
    micros += getKernelMicros(kernel);
  if (site.kind == SiteKind::Storage && type)
    for (Value value : site.castValues)
      micros += getCastMicros(value, type);
  return micros;
}

bool Assignment::isPrepared(Value value) const {
  if (auto argument = dyn_cast<BlockArgument>(value))
    return parameters.test(argument.getArgNumber());
  // A constant's rounding folds (mpopt-fold-casts) where its elements are
  // there to read: not a splat (no weight) nor an elided blob.
  auto constant = value.getDefiningOp<arith::ConstantOp>();
  if (!constant)
    return false;
  if (auto dense = dyn_cast<DenseFPElementsAttr>(constant.getValue()))
    return !dense.isSplat();
  auto resource = dyn_cast<DenseResourceElementsAttr>(constant.getValue());
  AsmResourceBlob *blob =
      resource ? resource.getRawHandle().getBlob() : nullptr;
  return blob && blob->getData().size() ==
                     static_cast<size_t>(resource.getType().getNumElements()) *
                         (resource.getType().getElementTypeBitWidth() / 8);
}

std::string Assignment::getConflict(const Site &site, Type type) const {
  if (!isFP8(type))
    return {};
  if (site.kind == SiteKind::Multiply) {
    ContractionOpInterface matmul = site.matmul;
    for (Value operand : {matmul.getLhs(), matmul.getRhs()})
      if (isFP8(getStorage(operand)))
        return "an operand is stored in FP8 weight-only";
    return {};
  }
  // Readers are matmuls and casts; only a matmul has a multiply type.
  for (Operation *reader : site.readers)
    if (auto matmul = dyn_cast<ContractionOpInterface>(reader);
        matmul && isFP8(getMultiply(matmul)))
      return "a matmul reading it multiplies in FP8";
  return {};
}

Step Assignment::evaluate(Site &site, Type type) {
  Step step;
  if (site.kind == SiteKind::Storage) {
    double before = getSiteMicros(site, site.chosen);
    Type old = getStorage(site.root);
    for (Value member : site.members)
      storage[member] = type;
    double after = getSiteMicros(site, type);
    for (Value member : site.members)
      storage[member] = old;
    step.micros = before - after;
    step.error = square(errors.getGain(site.root) *
                        getReadersAveraging(site.root, target.dynamicSize) *
                        getConversionError(old, type));
    // A reader that rounds the tensor to a type it is already stored in
    // adds no error of its own.
    for (Operation *reader : site.readers) {
      Type rounding;
      double gain = errors.getGain(reader->getResult(0));
      if (auto matmul = dyn_cast<ContractionOpInterface>(reader)) {
        rounding = getMultiply(matmul);
        gain *= getContractionAveraging(getContractionLength(
            matmul, matmul.getLhsMutable(), target.dynamicSize));
      } else {
        rounding = cast<CastOp>(reader).getResultElementType();
      }
      step.error -= square(gain * getConversionError(old, rounding)) -
                    square(gain * getConversionError(type, rounding));
    }
    return step;
  }
  if (site.kind == SiteKind::Attention)
    return evaluateAttention(site.attention, type);
  ContractionOpInterface matmul = site.matmul;
  Type old = getMultiply(matmul);
  auto micros = [&](Type multiplyType) {
    multiply[matmul] = multiplyType;
    double total = getKernelMicros(matmul);
    if (isFP8(multiplyType))
      total += getQuantizeMicros(matmul.getLhs()) +
               getQuantizeMicros(matmul.getRhs());
    return total;
  };
  double before = micros(old);
  double after = micros(type);
  multiply[matmul] = old;
  step.micros = before - after;
  double gain = errors.getGain(matmul->getResult(0)) *
                getContractionAveraging(getContractionLength(
                    matmul, matmul.getLhsMutable(), target.dynamicSize));
  for (Value operand : {matmul.getLhs(), matmul.getRhs()})
    step.error += square(gain * getConversionError(getStorage(operand), type)) -
                  square(gain * getConversionError(getStorage(operand), old));
  return step;
}

Step Assignment::evaluateAttention(AttentionOp op, Type type) {
  Step step;
  Type old = getMultiply(op);
  multiply[op] = type;
  double after = getKernelMicros(op);
  multiply[op] = old;
  step.micros = getKernelMicros(op) - after;
  // The attention's own error with each multiply type in turn (the error
  // model reads it from the op; the attribute is put back).
  SmallVector<Magnitude> magnitudes;
  for (Value input : getErrorInputs(op))
    magnitudes.push_back(errors.getMagnitude(input));
  TypeAttr stated = op.getMultiplyTypeAttr();
  auto local = [&](Type multiplyType) {
    op.setMultiplyTypeAttr(TypeAttr::get(multiplyType));
    return getErrorTransfers(op, magnitudes, target.dynamicSize).front().local;
  };
  double gain = errors.getGain(op.getResult());
  double before = local(old);
  step.error = square(gain * local(type)) - square(gain * before);
  op.setMultiplyTypeAttr(stated);
  return step;
}

void Assignment::accept(Site &site, Type type) {
  site.chosen = type;
  if (site.kind == SiteKind::Storage) {
    for (Value member : site.members)
      storage[member] = type;
    return;
  }
  if (site.kind == SiteKind::Attention) {
    multiply[site.attention] = type;
    return;
  }
  multiply[site.matmul] = type;
}

/// f16 keeps 3 more bits than bf16 in the same bytes, and is chosen where
/// it fits, unless the target's f16 GEMMs run measurably slower than its
/// bf16 ones: rates fitted within 2% of each other (the H100's 0.771 and
/// 0.772 of the peak) are the same rate.
bool Assignment::isF16MatmulSlower(MLIRContext *context) const {
  return target.getMatmulRate(Float16Type::get(context)) <
         0.98 * target.getMatmulRate(BFloat16Type::get(context));
}

void Assignment::addStorageSite(Value root, double bound) {
  Site site;
  site.kind = SiteKind::Storage;
  site.root = root;
  site.members.push_back(root);
  llvm::SmallSetVector<Operation *, 8> touched;
  if (Operation *producer = root.getDefiningOp())
    touched.insert(producer);
  // A weight rounded once costs no cast kernel per call.
  if (isPrepared(root))
    site.prepared = true;
  else if (!canRoundResult(root))
    site.castValues.push_back(root);
  // Every reader converts to f32 to compute, except casts to the chosen
  // type and matmuls multiplying in it: with those only, the choice is
  // exact. `exactType` tracks that common type (null when there is none).
  Type exactType;
  bool allRoundAnyway = true;
  for (unsigned index = 0; index < site.members.size(); ++index) {
    Value member = site.members[index];
    for (OpOperand &use : member.getUses()) {
      Operation *user = use.getOwner();
      if (isView(user) && user->getOperand(0) == member) {
        site.members.push_back(user->getResult(0));
        if (kernels.count(user))
          touched.insert(user);
        continue;
      }
      if (kernels.count(user))
        touched.insert(user);
      // A weight's views are converted with it, once.
      if (!absorbsConversion(use) && !site.prepared)
        site.castValues.push_back(member);
      if (isMatmulOperand(use) || isa<CastOp>(user))
        site.readers.push_back(user);
      Type rounds = getExactCastType(user);
      if (!rounds && isMatmulOperand(use))
        rounds = cast<ContractionOpInterface>(user).getMultiplyType();
      if (!rounds || getUnitRoundoff(rounds) <= getUnitRoundoff(member.getType()) ||
          (exactType && rounds != exactType))
        allRoundAnyway = false;
      else
        exactType = rounds;
    }
  }
  site.kernels.assign(touched.begin(), touched.end());
  MLIRContext *context = root.getContext();
  if (policy != CastPolicy::budget) {
    if (!allRoundAnyway || !exactType)
      return;
    site.chain.push_back(exactType);
  } else {
    // A matmul that reads or writes the tensor multiplies in its type (a
    // conversion kernel otherwise): where f16 GEMMs are slower, bf16.
    bool feedsMatmul =
        root.getDefiningOp<ContractionOpInterface>() ||
        llvm::any_of(site.readers, [](Operation *op) {
          return isa<ContractionOpInterface>(op);
        });
    bool fitsF16 = bound <= kF16Max / 2;
    bool preferBF16 = feedsMatmul && isF16MatmulSlower(context);
    site.chain.push_back(fitsF16 && !preferBF16
                             ? Type(Float16Type::get(context))
                             : Type(BFloat16Type::get(context)));
    if (fitsF16 && preferBF16)
      site.fallback = Float16Type::get(context);
    // Weight-only E4M3 for a weight rounded once that only matmuls read
    // (decode: matrix-vector products, bound by the weights' bytes).
    if (allowFP8 && target.fp8TFlops > 0 && site.prepared &&
        site.members.size() == 1 &&
        cast<RankedTensorType>(root.getType()).getRank() == 2) {
      site.channelDim = getWeightChannelDim(root);
      if (site.channelDim)
        site.chain.push_back(Float8E4M3FNType::get(context));
    }
  }
  if (Operation *producer = root.getDefiningOp())
    sitesOfOp[producer].push_back(sites.size());
  sites.push_back(std::move(site));
}

void Assignment::addSixteenBitChoice(Site &site, ArrayRef<Value> operands,
                                     MLIRContext *context) const {
  double bound = 0;
  for (Value operand : operands)
    bound = std::max(bound, errors.getMagnitude(operand).bound);
  bool fitsF16 = bound <= kF16Max;
  bool preferBF16 = isF16MatmulSlower(context);
  site.chain.push_back(fitsF16 && !preferBF16
                           ? Type(Float16Type::get(context))
                           : Type(BFloat16Type::get(context)));
  if (fitsF16 && preferBF16)
    site.fallback = Float16Type::get(context);
}

void Assignment::addMultiplySite(ContractionOpInterface op) {
  if (!op.getMultiplyType().isF32() || policy != CastPolicy::budget)
    return;
  Site site;
  site.kind = SiteKind::Multiply;
  site.root = op->getResult(0);
  site.matmul = op;
  site.kernels.push_back(op);
  MLIRContext *context = op.getContext();
  addSixteenBitChoice(site, {op.getLhs(), op.getRhs()}, context);
  // mpopt.conv has no FP8 form (scales) yet.
  if (allowFP8 && target.fp8TFlops > 0 && isa<MatmulOp>(op))
    site.chain.push_back(Float8E4M3FNType::get(context));
  sitesOfOp[op].push_back(sites.size());
  sites.push_back(std::move(site));
}

/// An f32 attention may multiply in bf16 (or f16 where its operands fit),
/// which also makes it one fused kernel on the GPU.
void Assignment::addAttentionSite(AttentionOp op) {
  if (!op.getMultiplyType().isF32() || policy != CastPolicy::budget)
    return;
  Site site;
  site.kind = SiteKind::Attention;
  site.root = op.getResult();
  site.attention = op;
  site.kernels.push_back(op);
  addSixteenBitChoice(site, {op.getQ(), op.getK(), op.getV()},
                      op.getContext());
  sitesOfOp[op].push_back(sites.size());
  sites.push_back(std::move(site));
}

void Assignment::collectSites() {
  Block &body = function.getBody().front();
  for (Operation &op : body) {
    // Top-level kernels only: a loop is costed as a whole elsewhere.
    if (op.getNumRegions() && !isa<linalg::LinalgOp>(op))
      continue;
    // Dead ops run nowhere once any compiler cleans up; a transpose that
    // only matmuls read is their transpose flag.
    if (op.use_empty() || isMatmulFlagTranspose(&op))
      continue;
    OpEstimate estimate = estimateOp(&op, target);
    if (estimate.cost) {
      kernels[&op] = *estimate.cost;
      microsBefore[&op] = getKernelMicros(&op);
    }
  }
  for (BlockArgument argument : body.getArguments())
    if (isStaticF32Tensor(argument))
      addStorageSite(argument, errors.getMagnitude(argument).bound);
  for (Operation &op : body) {
    if (auto contraction = dyn_cast<ContractionOpInterface>(op))
      addMultiplySite(contraction);
    if (auto attention = dyn_cast<AttentionOp>(op))
      addAttentionSite(attention);
    if (isView(&op) || op.getNumResults() != 1)
      continue;
    Value result = op.getResult(0);
    // A constant weight only matmuls read: they read it narrow, folded
    // (a widening cast of it would fold back to f32).
    if (isStaticF32Tensor(result) &&
        (canRoundResult(result) ||
         (isa<arith::ConstantOp>(op) && isPrepared(result) &&
          !result.use_empty() &&
          llvm::all_of(result.getUses(), isMatmulOperand))))
      addStorageSite(result, errors.getMagnitude(result).bound);
  }
  for (const Site &site : sites)
    initialChains.emplace_back(site.chain, site.fallback);
  reset();
}

void Assignment::reset() {
  storage.clear();
  multiply.clear();
  for (auto [site, initial] : llvm::zip_equal(sites, initialChains)) {
    site.chain = initial.first;
    site.fallback = initial.second;
    site.step = 0;
    site.chosen = Type();
    site.reason.clear();
  }
  errorSquared = square(errors.getOutputError());
}

void Assignment::force(Site &site, Type type, StringRef why) {
  Step step = evaluate(site, type);
  errorSquared += step.error;
  accept(site, type);
  site.reason = why.str() + ": " + formatNumber("saves %.2f us", step.micros) +
                ", error " + formatNumber("%.1e", getError());
  // A greedy walk after this one goes on with the narrower types only.
  unsigned width = type.getIntOrFloatBitWidth();
  while (site.step < site.chain.size() &&
         site.chain[site.step].getIntOrFloatBitWidth() >= width)
    ++site.step;
}

double Assignment::getProgramMicros() const {
  double micros = 0;
  // In program order: the sum is the same on every run.
  for (Operation &op : func::FuncOp(function).getBody().front())
    if (kernels.count(&op))
      micros += getKernelMicros(&op);
  for (const Site &site : sites) {
    if (!site.chosen)
      continue;
    if (site.kind == SiteKind::Storage)
      for (Value value : site.castValues)
        micros += getCastMicros(value, site.chosen);
    if (site.kind == SiteKind::Multiply && isFP8(site.chosen)) {
      ContractionOpInterface matmul = site.matmul;
      micros += getQuantizeMicros(matmul.getLhs()) +
                getQuantizeMicros(matmul.getRhs());
    }
  }
  return micros;
}

Candidate Assignment::record(StringRef name, StringRef description) const {
  Candidate candidate;
  candidate.name = name.str();
  candidate.description = description.str();
  candidate.micros = getProgramMicros();
  candidate.error = getError();
  for (const Site &site : sites) {
    candidate.chosen.push_back(site.chosen);
    candidate.reasons.push_back(site.reason);
  }
  return candidate;
}

void Assignment::restore(const Candidate &candidate) {
  reset();
  for (auto [site, type, reason] :
       llvm::zip_equal(sites, candidate.chosen, candidate.reasons)) {
    if (type)
      accept(site, type);
    site.reason = reason;
  }
  errorSquared = square(candidate.error / calibration.errorScale);
}

void Assignment::undo(Site &site) {
  site.chosen = Type();
  if (site.kind == SiteKind::Storage) {
    for (Value member : site.members)
      storage.erase(member);
    return;
  }
  multiply.erase(site.kind == SiteKind::Attention
                     ? site.attention.getOperation()
                     : site.matmul.getOperation());
}

void Assignment::relax(double budget) {
  while (getError() > budget) {
    // A choice's share: what it saves and adds with the others in place.
    Site *cheapest = nullptr;
    Step cheapestStep;
    for (Site &site : sites) {
      if (!site.chosen)
        continue;
      Type chosen = site.chosen;
      undo(site);
      Step step = evaluate(site, chosen);
      accept(site, chosen);
      if (step.error <= 0)
        continue;
      if (!cheapest || step.micros * cheapestStep.error <
                           cheapestStep.micros * step.error) {
        cheapest = &site;
        cheapestStep = step;
      }
    }
    if (!cheapest)
      return;
    undo(*cheapest);
    errorSquared -= cheapestStep.error;
    cheapest->reason =
        formatNumber("kept as written: %.2f us", cheapestStep.micros) +
        " for error " + formatNumber("%.1e", std::sqrt(cheapestStep.error)) +
        " was the cheapest way back within the budget";
  }
}

void Assignment::chooseAMP(bool fp8, bool half) {
  MLIRContext *context = function.getContext();
  for (Site &site : sites) {
    Type type = BFloat16Type::get(context);
    if (half && offersF16(site))
      type = Float16Type::get(context);
    // Autocast's matmuls, convolutions and attentions return bf16, and
    // its addmm rounds the bias.
    if (site.kind == SiteKind::Storage &&
        !isa_and_nonnull<MatmulOp, ConvOp, AttentionOp>(
            site.root.getDefiningOp()) &&
        !isMatmulBias(site))
      continue;
    if (fp8 && site.kind == SiteKind::Multiply &&
        llvm::any_of(site.chain, [](Type step) { return isFP8(step); }))
      type = Float8E4M3FNType::get(context);
    if (getConflict(site, type).empty())
      force(site, type,
            isFP8(type) ? "AMP with FP8 GEMMs" : (half ? "AMP in f16" : "AMP"));
  }
  // What every reader rounds anyway is stored rounded, as autocast's
  // program, where a norm's result only a bf16 matmul reads is written
  // bf16 by the norm: no conversion kernel of its own. The type is the
  // readers' (the chain may offer only f16 where the range fits it).
  for (Site &site : sites) {
    Type rounded = getReadersRounding(site);
    if (site.chosen || !rounded)
      continue;
    Step step = evaluate(site, rounded);
    if (step.error <= 0 && step.micros >= kMinSavingMicros)
      force(site, rounded, "every reader rounds to it anyway");
  }
  choose(0.0);
}

Type Assignment::getReadersRounding(const Site &site) const {
  if (site.kind != SiteKind::Storage || site.readers.empty())
    return {};
  Type rounded;
  for (Operation *reader : site.readers) {
    auto matmul = dyn_cast<ContractionOpInterface>(reader);
    Type type = matmul ? getMultiply(matmul) : getExactCastType(reader);
    if (!type || (!type.isF16() && !type.isBF16()))
      return {};
    if (rounded && type != rounded)
      return {};
    rounded = type;
  }
  return rounded;
}

LogicalResult Assignment::chooseProgram(double budget, StringRef forced,
                                        FunctionReport &report) {
  std::vector<Candidate> candidates;
  // Ties go to the earlier candidate: the greedy walk's reasons say most.
  reset();
  choose(budget);
  candidates.push_back(
      record("greedy", "the greedy walk from the program as written"));
  reset();
  candidates.push_back(record("as-written", "the program's own types"));
  chooseAMP(/*fp8=*/false);
  candidates.push_back(
      record("amp", "mpopt-autocast's rewrite: matmuls and attentions "
                    "multiply in bf16, matmuls write bf16"));
  choose(budget);
  candidates.push_back(
      record("amp+greedy", "AMP's rewrite, then the greedy walk"));
  reset();
  chooseAMP(/*fp8=*/false);
  relax(budget);
  candidates.push_back(record(
      "amp-relaxed", "AMP's rewrite with the choices that lose the least "
                     "time per error undone until within the budget"));
  // f16 where the ranges allow: the same bytes and speed as bf16 with 3
  // more bits, for models AMP's bf16 rounding puts over the budget.
  if (llvm::any_of(sites, [](const Site &site) { return offersF16(site); })) {
    reset();
    chooseAMP(/*fp8=*/false, /*half=*/true);
    candidates.push_back(
        record("amp-f16", "AMP's rewrite in f16 wherever the ranges allow it, "
                          "else bf16"));
    choose(budget);
    candidates.push_back(
        record("amp-f16+greedy", "AMP's rewrite in f16, then the greedy walk"));
  }
  reset();
  // A value that passes from one fused elementwise kernel to the next is
  // never stored: rounding it would add error, and per-element conversions
  // to the kernel (GPT-2's GELU 1.4x slower on the H100), for no bytes.
  for (Site &site : sites)
    if (!site.chain.empty() && !isFP8(site.chain.front()) &&
        !(site.kind == SiteKind::Storage && isFusedIntermediate(site.root)))
      force(site, site.chain.front(), "all 16-bit");
  candidates.push_back(record(
      "all-16-bit", "every stored tensor, matmul and attention at 16 bits "
                    "(f16 where it fits and pays, else bf16)"));
  if (allowFP8 && target.fp8TFlops > 0) {
    reset();
    chooseAMP(/*fp8=*/true);
    candidates.push_back(record(
        "amp-fp8", "AMP's rewrite with FP8 multiplies on the matmuls"));
    choose(budget);
    candidates.push_back(
        record("amp-fp8+greedy", "AMP with FP8 GEMMs, then the greedy walk"));
  }
  // The program as written always fits (a program over budget gets the
  // exact policy). Of those within the cost model's rounding of the
  // fastest, the most accurate wins.
  double fastest = std::numeric_limits<double>::infinity();
  for (const Candidate &candidate : candidates)
    if (candidate.error <= budget)
      fastest = std::min(fastest, candidate.micros);
  const Candidate *best = nullptr;
  for (const Candidate &candidate : candidates)
    if (candidate.error <= budget &&
        candidate.micros <= fastest + kMinSavingMicros &&
        (!best || candidate.error < best->error))
      best = &candidate;
  // Without `forced`, the program as written fits: best is set.
  std::string why;
  if (best) {
    why = best->name + ": the fastest predicted program within the budget";
    for (const Candidate &candidate : candidates)
      if (candidate.micros < best->micros - kMinSavingMicros)
        why += "; " + candidate.name + " would take " +
               formatNumber("%.4g us", candidate.micros) + " at error " +
               formatNumber("%.3g", candidate.error) + ", over budget";
  }
  if (!forced.empty()) {
    auto named = llvm::find_if(candidates, [&](const Candidate &candidate) {
      return candidate.name == forced;
    });
    if (named == candidates.end()) {
      std::string names;
      for (const Candidate &candidate : candidates)
        names += (names.empty() ? "" : ", ") + candidate.name;
      return mlir::emitError(function.getLoc())
             << "mpopt-assign-precision: candidate=" << forced
             << " is not a candidate of this program; the candidates are "
             << names;
    }
    why = named->name + ": named by candidate=" +
          (best ? ", instead of " + why : std::string());
    best = &*named;
  }
  report.choice = why;
  for (const Candidate &candidate : candidates)
    report.candidates.push_back({candidate.name, candidate.description,
                                 candidate.micros, candidate.error,
                                 candidate.error <= budget,
                                 &candidate == best});
  restore(*best);
  return success();
}

void Assignment::choose(double budget) {
  // Under exact policies only choices that add no error are taken.
  budgetLeft = policy == CastPolicy::budget
                   ? std::max(square(budget / calibration.errorScale) -
                                  errorSquared,
                              0.0)
                   : 0.0;
  // Highest time saved per error first; ties in program order.
  using Entry = std::tuple<double, int64_t>;
  std::priority_queue<Entry> queue;
  auto efficiency = [](Step step) {
    return step.error <= 0 ? std::numeric_limits<double>::infinity()
                           : step.micros / step.error;
  };
  auto push = [&](unsigned index) {
    Site &site = sites[index];
    if (site.step >= site.chain.size())
      return;
    queue.emplace(efficiency(evaluate(site, site.chain[site.step])),
                  -static_cast<int64_t>(index));
  };
  for (unsigned index = 0; index < sites.size(); ++index)
    push(index);
  while (!queue.empty()) {
    auto [queued, negIndex] = queue.top();
    queue.pop();
    Site &site = sites[-negIndex];
    Type type = site.chain[site.step];
    if (std::string conflict = getConflict(site, type); !conflict.empty()) {
      site.reason = typeName(type) + " excluded: " + conflict;
      continue;
    }
    Step step = evaluate(site, type);
    if (step.micros < kMinSavingMicros) {
      site.reason = typeName(type) + " would save no time";
      continue;
    }
    double current = efficiency(step);
    if (current < queued && !queue.empty() &&
        current < std::get<0>(queue.top())) {
      queue.emplace(current, negIndex);
      continue;
    }
    if (step.error > budgetLeft) {
      double over =
          calibration.errorScale * std::sqrt(errorSquared + step.error);
      site.reason = typeName(type) + " would bring the error to " +
                    formatNumber("%.1e", over) + ", over budget";
      if (site.fallback) {
        site.chain[site.step] = site.fallback;
        site.fallback = Type();
        push(-negIndex);
      }
      continue;
    }
    accept(site, type);
    budgetLeft -= step.error;
    errorSquared += step.error;
    double error = getError();
    site.reason = formatNumber("saves %.2f us", step.micros) + ", error " +
                  formatNumber("%.1e", error);
    if (policy != CastPolicy::budget)
      site.reason += ": every reader rounds to it anyway";
    else
      site.reason += error <= budget ? " within budget" : " over budget";
    ++site.step;
    push(-negIndex);
  }
}

std::pair<Value, Value> Assignment::quantize(OpBuilder &builder,
                                             MatmulOp matmul, Value operand,
                                             StringRef role,
                                             const QuantizePlan &plan,
                                             FunctionReport &report) {
  std::string what;
  llvm::raw_string_ostream(what) << role << " of the matmul at "
                                 << matmul.getLoc();
  // A parameter's scale comes from its own amax, in the prepare function:
  // no caller knows it better.
  FP8Operand quantized = quantizeToFP8(
      builder, function, matmul.getLoc(), operand, what,
      scaling == FP8Scaling::arguments && !isParameterOperand(operand),
      plan.amax, plan.expectedAmax);
  StandaloneKernels kernels;
  kernels.value = what;
  kernels.micros = plan.micros;
  if (plan.amax) {
    kernels.type = "f8E4M3FN, constant scale (amax " +
                   formatNumber("%.3g", *plan.amax) + ")";
  } else if (quantized.scaleArgument) {
    report.scales.push_back({*quantized.scaleArgument, what});
    kernels.type = "f8E4M3FN, static scale";
  } else if (isParameterOperand(operand)) {
    kernels.type = "f8E4M3FN, amax and scale once, in prepare";
    kernels.kernels = 0;
  } else {
    kernels.type = "f8E4M3FN, amax and scale";
    kernels.kernels = 2;
  }
  report.casts.push_back(kernels);
  return {quantized.value, quantized.scale};
}

void Assignment::apply(FunctionReport &report) {
  // The rewrite gives kernels new operands (the widening casts); their
  // times are taken on the values the choices were made for.
  for (auto &[op, cost] : kernels) {
    microsAfter[op] = getKernelMicros(op);
    if (runsInAnotherKernel(op))
      insideAfter.insert(op);
  }
  // FP8 operands are priced as the choices store them, before storage
  // sites below put cast pairs (f32 again) between them and the matmul.
  DenseMap<Operation *, std::pair<QuantizePlan, QuantizePlan>> plans;
  for (Site &site : sites)
    if (site.chosen && site.kind == SiteKind::Multiply && isFP8(site.chosen))
      plans[site.matmul] = {planQuantize(site.matmul.getLhs()),
                            planQuantize(site.matmul.getRhs())};
  OpBuilder builder(function.getContext());
  for (Site &site : sites) {
    if (!site.chosen)
      continue;
    if (site.kind == SiteKind::Attention) {
      site.attention.setMultiplyTypeAttr(TypeAttr::get(site.chosen));
      continue;
    }
    if (site.kind == SiteKind::Multiply) {
      ContractionOpInterface contraction = site.matmul;
      contraction.setMultiplyTypeAttr(TypeAttr::get(site.chosen));
      // A constant weight is rounded to the multiply type once: the cast
      // folds into a narrower constant, where the matmul's own conversion
      // would run on every call (a parameter's is split out and hoisted
      // into the prepare function).
      if (!isFP8(site.chosen))
        for (OpOperand *operand :
             {&contraction.getLhsMutable(), &contraction.getRhsMutable()}) {
          Value weight = operand->get();
          auto type = cast<RankedTensorType>(weight.getType());
          if (isa<BlockArgument>(getExactSource(weight)) ||
              !isPreparedOperand(weight) ||
              type.getElementTypeBitWidth() <=
                  site.chosen.getIntOrFloatBitWidth())
            continue;
          builder.setInsertionPoint(contraction);
          operand->set(CastOp::create(builder, weight.getLoc(),
                                      type.clone(site.chosen), weight));
        }
      if (isFP8(site.chosen)) {
        // Only matmuls are offered FP8 multiplies.
        auto matmul = cast<MatmulOp>(contraction.getOperation());
        builder.setInsertionPoint(matmul);
        auto [lhsPlan, rhsPlan] = plans.lookup(matmul);
        auto [lhs, lhsScale] = quantize(builder, matmul, matmul.getLhs(), "lhs",
                                        lhsPlan, report);
        auto [rhs, rhsScale] = quantize(builder, matmul, matmul.getRhs(), "rhs",
                                        rhsPlan, report);
        matmul.getLhsMutable().assign(lhs);
        matmul.getRhsMutable().assign(rhs);
        matmul.getScaleLhsMutable().assign(lhsScale);
        matmul.getScaleRhsMutable().assign(rhsScale);
      }
      continue;
    }
    Value root = site.root;
    Operation *producer = root.getDefiningOp();
    if (site.prepared) {
      PreparedConversion prepared;
      if (auto argument = dyn_cast<BlockArgument>(root))
        prepared.value = "argument " + std::to_string(argument.getArgNumber());
      else
        llvm::raw_string_ostream(prepared.value)
            << producer->getName() << " at " << producer->getLoc();
      prepared.type = typeName(site.chosen);
      if (isFP8(site.chosen))
        prepared.type += ", per-channel scale";
      prepared.when = producer ? "compile time" : "prepare";
      report.prepared.push_back(prepared);
    }
    builder.setInsertionPointAfterValue(root);
    if (isFP8(site.chosen)) {
      // Weight-only: the matmuls read the E4M3 weight and multiply by its
      // scales in their epilogue.
      SmallVector<OpOperand *> uses = llvm::to_vector(
          llvm::map_range(root.getUses(), [](OpOperand &use) { return &use; }));
      FP8Weight weight = quantizeWeightPerChannel(builder, root.getLoc(), root,
                                                  *site.channelDim);
      for (OpOperand *use : uses) {
        auto matmul = cast<MatmulOp>(use->getOwner());
        bool isLhs = use->getOperandNumber() == 0;
        use->set(weight.value);
        (isLhs ? matmul.getScaleLhsMutable() : matmul.getScaleRhsMutable())
            .assign(weight.scale);
      }
      // A constant's quantization was evaluated: the f32 weight is dead
      // (erased once the report no longer looks values up).
      if (producer && root.use_empty())
        deadWeights.push_back(producer);
      continue;
    }
    auto type = cast<RankedTensorType>(root.getType());
    Value narrow =
        CastOp::create(builder, root.getLoc(), type.clone(site.chosen), root);
    // The matmuls reading a constant convert the narrow constant
    // themselves.
    if (isa_and_nonnull<arith::ConstantOp>(producer)) {
      root.replaceAllUsesExcept(narrow, narrow.getDefiningOp());
      continue;
    }
    Value wide = CastOp::create(builder, root.getLoc(), type, narrow);
    root.replaceAllUsesExcept(wide, narrow.getDefiningOp());
  }
}

/// The narrow type a value is stored in once mpopt-propagate-casts has
/// moved widening casts down past data movement: a value rounded to a
/// narrow type and widened again, or a transpose, reshape or slice (no more
/// elements than it reads) of such values; null otherwise.
static Type getNarrowAfterPropagation(Value value,
                                      const DenseMap<Value, Type> &views) {
  if (Type narrow = views.lookup(value))
    return narrow;
  auto widen = value.getDefiningOp<CastOp>();
  auto narrow = widen ? widen.getInput().getDefiningOp<CastOp>() : CastOp();
  if (!narrow || narrow.getInput().getType() != widen.getType())
    return {};
  Type narrowType = getElementTypeOrSelf(narrow.getType());
  Type wideType = getElementTypeOrSelf(widen.getType());
  if (narrowType.getIntOrFloatBitWidth() >= wideType.getIntOrFloatBitWidth())
    return {};
  return narrowType;
}

/// The type `op` stores its result in once the pipeline has propagated the
/// casts, if it is a view of narrowed data (recorded in `views`); null
/// otherwise.
static Type getViewStorage(Operation &op, DenseMap<Value, Type> &views) {
  std::optional<CrossableOp> crossable = getCrossableOp(&op);
  if (!crossable || crossable->kind != CrossKind::dataMovement ||
      op.getNumResults() != 1 || crossable->dataOperands.empty())
    return {};
  Type viewType;
  int64_t read = 0;
  for (unsigned index : crossable->dataOperands) {
    Type narrow = getNarrowAfterPropagation(op.getOperand(index), views);
    if (!narrow || (viewType && narrow != viewType))
      return {};
    viewType = narrow;
    read += getNumElements(op.getOperand(index)).value_or(0);
  }
  if (getNumElements(op.getResult(0)).value_or(read + 1) > read)
    return {};
  views[op.getResult(0)] = viewType;
  return viewType;
}

void Assignment::fillReport(FunctionReport &report,
                            const ErrorAnalysis &after) {
  DenseMap<Value, Type> views;
  for (Operation &op : function.getBody().front()) {
    // A view of narrowed data is reported in the type the pipeline's
    // output stores it in.
    Type viewType = getViewStorage(op, views);
    auto it = kernels.find(&op);
    if (it == kernels.end())
      continue;
    OpReport entry;
    entry.op = &op;
    entry.microsBefore = microsBefore.lookup(&op);
    entry.microsAfter = microsAfter.lookup(&op);
    report.microsBefore += entry.microsBefore;
    // Before, every tensor is stored as written: a residual or bias
    // addition to a matmul's f32 result is cuBLASLt's. A transpose a fused
    // attention reads or writes through strides is none either.
    bool strided = getStridedAttention(&op) != nullptr;
    if (!getFoldedMatmulAddend(&op) && !(strided && !entry.microsBefore))
      ++report.kernelsBefore;
    entry.kernel =
        !insideAfter.contains(&op) && !(strided && !entry.microsAfter);
    if (entry.kernel)
      ++report.kernelsAfter;
    SensitivityClass sensitivity = classifyOp(&op);
    entry.sensitivity = stringifySensitivity(sensitivity.sensitivity).str();
    if (op.getNumResults()) {
      entry.error = calibration.errorScale * after.getError(op.getResult(0));
      entry.share = calibration.errorScale * after.getShare(&op);
      Magnitude magnitude = after.getMagnitude(op.getResult(0));
      entry.magnitude = magnitude.known ? magnitude.typical : NAN;
    }
    Type compute = it->second.computeType;
    if (auto contraction = dyn_cast<ContractionOpInterface>(op))
      compute = contraction.getMultiplyType();
    entry.compute = typeName(compute);
    entry.storage = op.getNumResults() ? typeName(op.getResult(0).getType())
                                       : std::string("-");
    std::string reason;
    switch (sensitivity.sensitivity) {
    case Sensitivity::DenyInCompute:
      reason = entry.compute + " compute: " + sensitivity.reason +
               ", deny-in-compute";
      break;
    case Sensitivity::Allow:
      reason = entry.compute + " multiply";
      break;
    default:
      reason = entry.compute + " compute: " + sensitivity.reason;
      break;
    }
    for (unsigned index : sitesOfOp.lookup(&op)) {
      const Site &site = sites[index];
      bool isMultiply = site.kind != SiteKind::Storage;
      Type type = site.chosen ? site.chosen : getElementTypeOrSelf(site.root);
      if (!site.chosen && site.kind == SiteKind::Multiply)
        type = ContractionOpInterface(site.matmul).getMultiplyType();
      if (!site.chosen && site.kind == SiteKind::Attention)
        type = AttentionOp(site.attention).getMultiplyType();
      if (isMultiply) {
        entry.compute = typeName(type);
        reason = typeName(type) + " multiply: ";
      } else {
        entry.storage = typeName(type);
        reason += "; " + typeName(type) + " storage: ";
      }
      reason += site.reason.empty() ? "not tried" : site.reason;
    }
    if (viewType) {
      entry.storage = typeName(viewType);
      reason += "; " + entry.storage + " storage: moves " + entry.storage +
                " data (mpopt-propagate-casts moves the widening past it)";
    }
    entry.reason = reason;
    report.ops.push_back(entry);
  }
  for (OpReport &entry : report.ops)
    report.microsAfter += entry.microsAfter;
  for (const Site &site : sites) {
    if (site.kind != SiteKind::Storage || !site.chosen)
      continue;
    for (Value value : site.castValues) {
      StandaloneKernels cast;
      if (auto argument = dyn_cast<BlockArgument>(value))
        cast.value = "argument " + std::to_string(argument.getArgNumber());
      else
        cast.value = value.getDefiningOp()->getName().getStringRef().str();
      cast.type = typeName(site.chosen);
      cast.micros = getCastMicros(value, site.chosen);
      report.casts.push_back(cast);
    }
  }
  for (const StandaloneKernels &kernel : report.casts) {
    report.microsAfter += kernel.micros;
    report.kernelsAfter += kernel.kernels;
  }
  for (Operation *weight : deadWeights)
    weight->erase();
}

/// Each argument's magnitude: from its mpopt.range attribute (the manual
/// override), else as calibrated, else from `inputRange` (0: unknown).
SmallVector<Magnitude> getArgumentMagnitudes(func::FuncOp function,
                                             double inputRange,
                                             const Calibration &calibration) {
  SmallVector<Magnitude> magnitudes;
  for (unsigned index = 0; index < function.getNumArguments(); ++index) {
    // A range bounds the elements; spread over it uniformly (what the
    // range says and no more), their rms is range / sqrt(3).
    double range = inputRange;
    auto attr = function.getArgAttrOfType<FloatAttr>(index, "mpopt.range");
    if (attr)
      range = attr.getValueAsDouble();
    else if (auto it = calibration.arguments.find(index);
             it != calibration.arguments.end()) {
      magnitudes.push_back(it->second);
      continue;
    }
    Magnitude magnitude;
    if (range > 0)
      magnitude = {range, range, false, range / std::sqrt(3.0)};
    magnitudes.push_back(magnitude);
  }
  return magnitudes;
}

struct MPOptAssignPrecisionPass final
    : mpopt::impl::MPOptAssignPrecisionPassBase<MPOptAssignPrecisionPass> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<Target> target =
        getTargetOrEmitError(getOperation(), targetName, targetFile,
                             dynamicSize);
    if (failed(target))
      return signalPassFailure();
    // `parameters` names arguments of the entry, found as
    // mpopt-hoist-parameters finds it.
    entry = {};
    if (!parameters.empty()) {
      FailureOr<func::FuncOp> found = findEntryFunction(
          getOperation(), "", "mpopt-assign-precision: parameters=: ",
          "mpopt.parameter attributes instead");
      if (failed(found))
        return signalPassFailure();
      entry = *found;
    }
    std::vector<FunctionReport> reports;
    for (auto function : getOperation().getOps<func::FuncOp>()) {
      if (function.isExternal())
        continue;
      if (failed(assign(function, *target, reports.emplace_back())))
        return signalPassFailure();
      emitPrecisionRemarks(function, reports.back());
    }
    auto [defaultJSON, defaultDot] = getPrecisionReportCLPaths();
    if (failed(writeReport(reportFile.empty() ? defaultJSON : reportFile,
                           reports, writeJSONReport)) ||
        failed(writeReport(reportDotFile.empty() ? defaultDot : reportDotFile,
                           reports, writeDotReport)))
      return signalPassFailure();
  }

  /// The function `parameters` applies to; null without the option.
  func::FuncOp entry;

  LogicalResult assign(func::FuncOp function, const Target &target,
                       FunctionReport &report) {
    if (failed(checkTensorProgram(function, "mpopt-assign-precision")))
      return failure();
    if (!function.getBody().hasOneBlock())
      return mlir::emitError(function.getLoc(),
                             "mpopt-assign-precision: expected a function "
                             "body of one block");
    if (fp8Scaling == FP8Scaling::calibrated && calibrationFile.empty())
      return mlir::emitError(
          function.getLoc(),
          "mpopt-assign-precision: fp8-scaling=calibrated needs "
          "calibration=FILE (scripts/calibrate.py writes one)");
    Calibration calibration;
    if (!calibrationFile.empty()) {
      FailureOr<Calibration> read = readCalibration(calibrationFile, function);
      if (failed(read))
        return failure();
      calibration = std::move(*read);
    }
    SmallVector<Magnitude> arguments =
        getArgumentMagnitudes(function, inputRange, calibration);
    Block &body = function.getBody().front();
    ErrorAnalysis before(body, arguments, &calibration.values,
                         target.dynamicSize);
    // A program already over its budget gets only the choices the exact
    // policy makes, as the warning says.
    CastPolicy effective = policy;
    double scale = calibration.errorScale;
    if (policy == CastPolicy::budget &&
        scale * before.getOutputError() > errorBudget) {
      mlir::emitWarning(function.getLoc(),
                        "mpopt-assign-precision: the program's own "
                        "rounding (predicted ")
          << formatNumber("%.2e", scale * before.getOutputError())
          << ") exceeds error-budget " << errorBudget
          << "; only exact choices are made";
      effective = CastPolicy::exact;
    }
    FailureOr<llvm::BitVector> isParameter = getParameters(
        function, function == entry ? *parameters : ArrayRef<ArgumentRange>(),
        "mpopt-assign-precision: ");
    if (failed(isParameter))
      return failure();
    Assignment assignment(function, target, before, effective, allowFP8,
                          fp8Scaling, calibration, *isParameter);
    assignment.collectSites();
    if (!candidate.empty() && policy != CastPolicy::budget)
      return mlir::emitError(function.getLoc(),
                             "mpopt-assign-precision: candidate= needs "
                             "policy=budget");
    if (effective == CastPolicy::budget || !candidate.empty()) {
      if (failed(assignment.chooseProgram(errorBudget, candidate, report)))
        return failure();
    } else
      assignment.choose(0.0);
    assignment.apply(report);
    ErrorAnalysis after(body,
                        getArgumentMagnitudes(function, inputRange, calibration),
                        &calibration.values, target.dynamicSize);
    report.name = function.getName().str();
    report.target = target.name;
    report.policy = policy == CastPolicy::budget ? "budget"
                    : policy == CastPolicy::exact ? "exact"
                                                  : "excess-precision";
    report.errorBudget = errorBudget;
    report.calibrated =
        calibration.values.size() + calibration.arguments.size();
    report.errorScale = scale;
    report.errorBefore = scale * before.getOutputError();
    report.errorAfter = scale * after.getOutputError();
    for (const ArgumentUpdate &update : after.getUpdates())
      report.updates.emplace_back(update.result, update.argument);
    // The choices were made to keep this within budget; say so if the
    // model of the rewritten function disagrees.
    if (policy == CastPolicy::budget &&
        report.errorAfter > std::max<double>(errorBudget, report.errorBefore) * 1.0001)
      mlir::emitWarning(function.getLoc(),
                        "mpopt-assign-precision: predicted error ")
          << formatNumber("%.3e", report.errorAfter) << " exceeds the budget";
    assignment.fillReport(report, after);
    return success();
  }

  LogicalResult writeReport(
      StringRef path, ArrayRef<FunctionReport> reports,
      function_ref<void(llvm::raw_ostream &, ArrayRef<FunctionReport>)>
          write) {
    if (path.empty())
      return success();
    std::error_code error;
    llvm::ToolOutputFile file(path, error, llvm::sys::fs::OF_Text);
    if (error)
      return mlir::emitError(getOperation().getLoc(), "cannot write report '")
             << path << "': " << error.message();
    write(file.os(), reports);
    file.keep();
    return success();
  }
};

} // namespace

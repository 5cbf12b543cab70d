//===- LibraryMatmuls.cpp - GPU matmuls as calls into cuBLASLt ------------===//
//
// A contraction mpopt-lower-to-linalg marked (a matmul, batched or not)
// becomes, after bufferization, a call to the runtime's `mpoptMatmul`
// (runtime/lib/Matmul.cpp, cuBLASLt) on the operands' device buffers; a
// batch is strided (dense matrices one after another). When the
// contraction's only reader is an epilogue that just converts the f32
// accumulator, cuBLASLt writes the converted result itself and the
// epilogue kernel goes. Operands stored in another type than the
// multiply type get a conversion kernel first: cuBLASLt multiplies what it
// reads.
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

#include "mpopt/Analysis/BufferAccesses.h"
#include "mpopt/Analysis/CostModel.h"
#include "mpopt/Conversion/MPOptToLinalg/Passes.h"
#include "mpopt/Conversion/Passes.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPULIBRARYMATMULSPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

static constexpr StringLiteral kMatmulFunction = "mpoptMatmul";
static constexpr StringLiteral kConvFunction = "mpoptConv";

std::optional<int32_t> mpopt::getRuntimeTypeCode(Type type) {
  if (type.isF32())
    return 0;
  if (type.isF16())
    return 1;
  if (type.isBF16())
    return 2;
  if (isa<Float8E4M3FNType>(type))
    return 4;
  if (isa<Float8E5M2Type>(type))
    return 5;
  return std::nullopt;
}

static bool isDense(Value buffer) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  return type && type.hasStaticShape() && type.getLayout().isIdentity();
}

/// Whether the matmul's operands (`lhs` [.., M, K] or [.., K, M] with
/// `transposeLhs`, `rhs`, `accumulator` [.., M, N]) are dense buffers
/// whose dynamic sizes (a torch.export Dim) are only batch dimensions and
/// M, which the call reads at run time: K and N fix its layouts.
static bool areDenseOperands(Value lhs, Value rhs, Value accumulator,
                             bool transposeLhs) {
  auto identity = [](Value buffer) {
    auto type = dyn_cast<MemRefType>(buffer.getType());
    return type && type.getLayout().isIdentity();
  };
  if (!identity(lhs) || !identity(rhs) || !identity(accumulator))
    return false;
  ArrayRef<int64_t> lhsShape = cast<MemRefType>(lhs.getType()).getShape();
  ArrayRef<int64_t> rhsShape = cast<MemRefType>(rhs.getType()).getShape();
  ArrayRef<int64_t> resultShape =
      cast<MemRefType>(accumulator.getType()).getShape();
  if (lhsShape.size() < 2 || rhsShape.size() < 2 || resultShape.size() < 2)
    return false;
  int64_t k = transposeLhs ? lhsShape[lhsShape.size() - 2] : lhsShape.back();
  return !ShapedType::isDynamic(k) &&
         !ShapedType::isDynamic(resultShape.back()) &&
         !ShapedType::isDynamic(rhsShape[rhsShape.size() - 2]) &&
         !ShapedType::isDynamic(rhsShape.back());
}

/// Whether `op` only fills `accumulator` (a linalg.fill, generalized or
/// not): writes it without reading it.
static bool isFillOf(Operation *op, Value accumulator) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumDpsInits() != 1 ||
      linalgOp.getDpsInits()[0] != accumulator ||
      llvm::is_contained(linalgOp.getDpsInputs(), accumulator))
    return false;
  return !linalgOp.payloadUsesValueFromOperand(linalgOp.getDpsInitOperand(0));
}

/// The only reader of a contraction's accumulator when it multiplies by
/// the FP8 scales (for a scaled contraction), then at most converts the
/// f32 value, into another buffer; or, unscaled, adds a 16-bit bias and
/// rounds to its type (cuBLASLt's bias epilogue with a 16-bit result).
struct Epilogue {
  linalg::GenericOp op;
  /// The scales of the lhs and the rhs, values of the function.
  Value lhsScale, rhsScale;
  /// The bias, a dense [N] buffer of the result's type.
  Value bias;
};

static std::optional<Epilogue>
getEpilogue(Value accumulator, Operation *contraction, bool scaled) {
  std::optional<Epilogue> epilogue;
  // A convolution's GEMM writes the convolution's result as matrices
  // (lib/GPU/Im2col.cpp): its epilogue reads them through a reshape, the
  // same dense elements.
  SmallVector<std::pair<Operation *, Value>> readers;
  for (Operation *user : accumulator.getUsers()) {
    auto view = dyn_cast<memref::ExpandShapeOp>(user);
    if (!view) {
      readers.push_back({user, accumulator});
      continue;
    }
    for (Operation *viewUser : view.getResult().getUsers())
      readers.push_back({viewUser, view.getResult()});
  }
  for (auto [user, read] : readers) {
    if (user == contraction || isa<memref::DeallocOp>(user) ||
        isFillOf(user, accumulator))
      continue;
    auto generic = dyn_cast<linalg::GenericOp>(user);
    if (!epilogue && generic && !scaled &&
        isRoundedBiasAddition(generic, read) &&
        isDense(generic.getDpsInits()[0])) {
      Value bias = generic.getDpsInputs()[generic.getDpsInputs()[0] == read];
      if (!isDense(bias))
        return std::nullopt;
      epilogue = Epilogue{generic, Value(), Value(), bias};
      continue;
    }
    if (epilogue || !generic || generic.getNumDpsInputs() != 1 ||
        generic.getDpsInputs()[0] != read ||
        generic.getNumReductionLoops() != 0 ||
        !llvm::all_of(generic.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); }) ||
        !isDense(generic.getDpsInits()[0]))
      return std::nullopt;
    Block *body = generic.getBody();
    Value value = body->getArgument(0);
    Epilogue found{generic, Value(), Value(), Value()};
    // value * lhs scale * rhs scale, each scale from outside the body.
    for (Value *scale : {&found.lhsScale, &found.rhsScale}) {
      if (!scaled)
        break;
      auto multiply = dyn_cast_or_null<arith::MulFOp>(
          value.hasOneUse() ? *value.user_begin() : nullptr);
      if (!multiply || multiply.getLhs() != value ||
          generic.getRegion().isAncestor(multiply.getRhs().getParentRegion()))
        return std::nullopt;
      *scale = multiply.getRhs();
      value = multiply.getResult();
    }
    Value yielded = body->getTerminator()->getOperand(0);
    Operation *convert = yielded.getDefiningOp();
    bool converts =
        yielded == value || (convert && convert->getNumOperands() == 1 &&
                             convert->getOperand(0) == value &&
                             (isa<arith::TruncFOp, arith::ExtFOp>(convert) &&
                              !convert->hasAttr("roundingmode")));
    if (!converts || body->getOperations().size() > (scaled ? 4u : 2u))
      return std::nullopt;
    epilogue = found;
  }
  return epilogue;
}

/// Whether `op` leaves `written` alone and neither reads nor writes
/// `touched` (roots of buffers).
static bool isIndependentOf(Operation *op, Value written, Value touched) {
  if (isMemoryEffectFree(op))
    return true;
  BufferAccesses accesses = getBufferAccesses(op);
  return !accesses.unknown && !accesses.writes.contains(written) &&
         !accesses.writes.contains(touched) &&
         !accesses.reads.contains(touched);
}

/// The input of the two-input `addition` other than `result`.
static Value getAddend(linalg::GenericOp addition, Value result) {
  return addition.getDpsInputs()[0] == result ? addition.getDpsInputs()[1]
                                              : addition.getDpsInputs()[0];
}

/// The only reader of `result` (an f32 buffer of the function's own that
/// `writers` write) when it adds `result` and either another f32 buffer of
/// its shape (a residual: cuBLASLt's C with beta = 1) or, for a single
/// matrix, an f32 row vector (a bias: cuBLASLt's bias epilogue) into a
/// buffer of its shape, and a call at `position` may do that instead: the
/// buffers are there, the addition's output overlaps no operand of
/// `operands`, and nothing in between writes the addend or touches the
/// output. Null otherwise.
static linalg::GenericOp getAddition(Value result,
                                     ArrayRef<Operation *> writers,
                                     ValueRange operands, Operation *position) {
  if (!result.getDefiningOp<memref::AllocOp>() ||
      !getElementTypeOrSelf(result).isF32())
    return {};
  linalg::GenericOp addition;
  for (Operation *user : result.getUsers()) {
    if (llvm::is_contained(writers, user) || isa<memref::DeallocOp>(user) ||
        isFillOf(user, result))
      continue;
    auto generic = dyn_cast<linalg::GenericOp>(user);
    if (addition || !generic)
      return {};
    addition = generic;
  }
  if (!addition || addition->getBlock() != position->getBlock() ||
      !(isElementwiseAddition(addition) || isBiasAddition(addition, result)))
    return {};
  Value addend = getAddend(addition, result);
  Value output = addition.getDpsInits()[0];
  auto resultType = cast<MemRefType>(result.getType());
  auto biasType = MemRefType::get({resultType.getShape().back()},
                                  resultType.getElementType());
  if (addend == result || !isDense(addend) || !isDense(output) ||
      (addend.getType() != resultType && addend.getType() != biasType) ||
      output.getType() != resultType)
    return {};
  Value addendRoot = getRootBuffer(addend), outputRoot = getRootBuffer(output);
  if (addendRoot == outputRoot || llvm::any_of(operands, [&](Value operand) {
        return getRootBuffer(operand) == outputRoot;
      }))
    return {};
  DominanceInfo dominance;
  if (!dominance.properlyDominates(addend, position) ||
      !dominance.properlyDominates(output, position))
    return {};
  for (Operation *op = position->getNextNode(); op != addition;
       op = op->getNextNode())
    if (!op || !isIndependentOf(op, addendRoot, outputRoot))
      return {};
  return addition;
}

/// `source` converted to `type` in a new buffer (a kernel later),
/// transposed if asked.
static Value copyBuffer(OpBuilder &builder, Location loc, Value source,
                        Type type, bool transpose) {
  auto sourceType = cast<MemRefType>(source.getType());
  SmallVector<int64_t> shape(sourceType.getShape());
  AffineMap identity = builder.getMultiDimIdentityMap(sourceType.getRank());
  AffineMap read = identity;
  if (transpose) {
    std::swap(shape[0], shape[1]);
    read = AffineMap::getPermutationMap(ArrayRef<unsigned>{1, 0},
                                        builder.getContext());
  }
  Value target =
      memref::AllocOp::create(builder, loc, MemRefType::get(shape, type));
  SmallVector<utils::IteratorType> parallel(sourceType.getRank(),
                                            utils::IteratorType::parallel);
  Type sourceElement = sourceType.getElementType();
  bool fromFP8 = isa<Float8E4M3FNType, Float8E5M2Type>(sourceElement) &&
                 sourceElement != type;
  auto copy = linalg::GenericOp::create(
      builder, loc, TypeRange{}, ValueRange{source}, ValueRange{target},
      ArrayRef<AffineMap>{read, identity}, parallel,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        // An operand narrower than the multiply type (bf16 beside an f32
        // operand) widens exactly; a wider one rounds to nearest even; f16
        // and bf16 go through f32, which holds both. An FP8 weight under a
        // wider multiply (weight-only) widens exactly too, as an mpopt.cast
        // expanded below: no target lowers an FP8 arith conversion.
        Value value = args[0];
        unsigned width = type.getIntOrFloatBitWidth();
        if (fromFP8)
          value = CastOp::create(nested, nestedLoc, type, value);
        else if (value.getType() != type &&
                 value.getType().getIntOrFloatBitWidth() == width)
          value = arith::ExtFOp::create(nested, nestedLoc, nested.getF32Type(),
                                        value);
        if (value.getType().getIntOrFloatBitWidth() < width)
          value = arith::ExtFOp::create(nested, nestedLoc, type, value);
        else if (value.getType() != type)
          value = arith::TruncFOp::create(nested, nestedLoc, type, value);
        linalg::YieldOp::create(nested, nestedLoc, value);
      });
  if (fromFP8) {
    RewritePatternSet expand(builder.getContext());
    populateExpandCastsPatterns(expand);
    walkAndApplyPatterns(copy, std::move(expand));
  }
  return target;
}

/// A buffer holding `values` 16 bytes apart, each where cuBLASLt takes a
/// pointer to it (a kernel later: the values may come from device memory).
static Value collectScalars(OpBuilder &builder, Location loc,
                            ValueRange values) {
  Type type = values.front().getType();
  int64_t stride = 16 / (type.getIntOrFloatBitWidth() / 8);
  Value buffer = memref::AllocOp::create(
      builder, loc,
      MemRefType::get({static_cast<int64_t>(values.size()) * stride}, type));
  AffineMap identity = builder.getMultiDimIdentityMap(1);
  linalg::GenericOp::create(
      builder, loc, TypeRange{}, ValueRange{}, ValueRange{buffer},
      ArrayRef<AffineMap>{identity}, utils::IteratorType::parallel,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange) {
        Value index = linalg::IndexOp::create(nested, nestedLoc, 0);
        Value value = values.back();
        for (int64_t i = values.size() - 2; i >= 0; --i)
          value = arith::SelectOp::create(
              nested, nestedLoc,
              arith::CmpIOp::create(nested, nestedLoc,
                                    arith::CmpIPredicate::ult, index,
                                    arith::ConstantIndexOp::create(
                                        nested, nestedLoc, (i + 1) * stride)),
              values[i], value);
        linalg::YieldOp::create(nested, nestedLoc, value);
      });
  return buffer;
}

static Value getPointer(OpBuilder &builder, Location loc, Value buffer) {
  Value index =
      memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, buffer);
  return arith::IndexCastOp::create(builder, loc, builder.getI64Type(), index);
}

/// Calls the runtime's `name` (declared from the arguments' types on first
/// use), which enqueues the library's work on the kernels' stream, and
/// frees `temporaries` after it.
static func::CallOp callRuntime(OpBuilder &builder, Location loc,
                                Operation *anchor, StringRef name,
                                ValueRange arguments,
                                ArrayRef<Value> temporaries) {
  auto module = anchor->getParentOfType<ModuleOp>();
  auto function = module.lookupSymbol<func::FuncOp>(name);
  if (!function) {
    OpBuilder declare = OpBuilder::atBlockEnd(module.getBody());
    function =
        func::FuncOp::create(declare, module.getLoc(), name,
                             declare.getFunctionType(arguments.getTypes(), {}));
    function.setPrivate();
  }
  auto call = func::CallOp::create(builder, loc, function, arguments);
  call->setAttr(kStreamOrderedAttrName, builder.getUnitAttr());
  for (Value temporary : temporaries)
    memref::DeallocOp::create(builder, loc, temporary);
  return call;
}

/// Erases `buffers`, which nothing writes any more, with their fills and
/// frees: only those are left.
static void dropBuffers(ArrayRef<Value> buffers) {
  for (Value buffer : buffers) {
    for (Operation *user : llvm::make_early_inc_range(buffer.getUsers()))
      if (isFillOf(user, buffer) || isa<memref::DeallocOp>(user) ||
          (isa<memref::ExpandShapeOp>(user) && user->use_empty()))
        user->erase();
    if (buffer.use_empty() && buffer.getDefiningOp<memref::AllocOp>())
      buffer.getDefiningOp()->erase();
  }
}

/// Erases the fills of `accumulator` that nothing reads before `call`,
/// which writes every element of it (the call's arguments take the
/// buffer's address, which reads nothing).
static void eraseOverwrittenFills(Value accumulator, Operation *call) {
  auto isOverwritten = [&](Operation *fill) {
    if (fill->getBlock() != call->getBlock() || !fill->isBeforeInBlock(call))
      return false;
    for (Operation *op = fill->getNextNode(); op != call;
         op = op->getNextNode())
      if (llvm::is_contained(op->getOperands(), accumulator) &&
          !isMemoryEffectFree(op))
        return false;
    return true;
  };
  for (Operation *user : llvm::make_early_inc_range(accumulator.getUsers()))
    if (isFillOf(user, accumulator) && isOverwritten(user))
      user->erase();
}

/// Replaces `contraction`; fails (leaving it to become a kernel) when the
/// library cannot take it.
static LogicalResult callLibrary(linalg::GenericOp contraction,
                                 DictionaryAttr info) {
  if (!contraction.hasPureBufferSemantics() ||
      contraction.getNumDpsInputs() != 2 || contraction.getNumDpsInits() != 1)
    return failure();
  Value lhs = contraction.getDpsInputs()[0];
  Value rhs = contraction.getDpsInputs()[1];
  Value accumulator = contraction.getDpsInits()[0];
  Type multiply = cast<TypeAttr>(info.get("multiply")).getValue();
  bool transposeLhs = cast<BoolAttr>(info.get("transpose_lhs")).getValue();
  if (!areDenseOperands(lhs, rhs, accumulator, transposeLhs))
    return failure();
  // A dynamic operand is called on as it is: what would copy it first (a
  // conversion to the multiply type, FP8's layouts) stays a kernel.
  bool dynamic = !isDense(lhs) || !isDense(rhs) || !isDense(accumulator);
  bool transposeRhs = cast<BoolAttr>(info.get("transpose_rhs")).getValue();
  auto scaledAttr = dyn_cast_or_null<BoolAttr>(info.get("scaled"));
  bool scaled = scaledAttr && scaledAttr.getValue();
  bool fp8 = multiply.getIntOrFloatBitWidth() == 8;
  if (dynamic && (fp8 || getElementTypeOrSelf(lhs) != multiply ||
                  getElementTypeOrSelf(rhs) != multiply))
    return failure();
  std::optional<int32_t> multiplyCode = getRuntimeTypeCode(multiply);
  if (!multiplyCode ||
      !cast<MemRefType>(accumulator.getType()).getElementType().isF32())
    return failure();
  // FP8 operands are what the program quantized; cuBLASLt reads them as
  // they are, as single matrices (the transposes below are 2-D).
  auto resultShape = cast<MemRefType>(accumulator.getType()).getShape();
  int64_t rank = resultShape.size();
  // Each operand is a batch of matrices like the result, or the lhs one
  // matrix for the whole batch.
  int64_t lhsRank = cast<MemRefType>(lhs.getType()).getRank();
  if (cast<MemRefType>(rhs.getType()).getRank() != rank ||
      (lhsRank != rank && lhsRank != 2))
    return failure();
  if (fp8 && (getElementTypeOrSelf(lhs) != multiply ||
              getElementTypeOrSelf(rhs) != multiply || rank != 2))
    return failure();

  std::optional<Epilogue> epilogue =
      getEpilogue(accumulator, contraction, scaled);
  // cuBLASLt writes f32 or the operands' type (f16 operands and a bf16
  // result it refuses; FP8 operands give f32, bf16 or f16): other
  // conversions stay a kernel of their own.
  if (epilogue) {
    Type written = getElementTypeOrSelf(epilogue->op.getDpsInits()[0]);
    if (!(written.isF32() || written == multiply ||
          (fp8 && (written.isBF16() || written.isF16()))))
      epilogue.reset();
  }
  // Where the epilogue does more (a bias, an activation, a result scale, an
  // amax reading it), cuBLASLt writes the unscaled f32 product and the
  // epilogue, scales included, stays a kernel.
  if (!epilogue)
    scaled = false;
  Value result = epilogue ? epilogue->op.getDpsInits()[0] : accumulator;

  OpBuilder builder(contraction);
  Location loc = contraction.getLoc();
  SmallVector<Value> temporaries;
  for (Value *operand : {&lhs, &rhs})
    if (getElementTypeOrSelf(*operand) != multiply)
      temporaries.push_back(*operand = copyBuffer(builder, loc, *operand,
                                                  multiply, false));
  // Hopper multiplies FP8 only with both operands contiguous along K
  // (cuBLASLt's "TN"): the lhs as [M, K], the rhs as [N, K].
  // mpopt-gpu-fp8-layouts chose those layouts on tensors; what comes
  // otherwise is copied.
  if (fp8 && transposeLhs) {
    temporaries.push_back(lhs = copyBuffer(builder, loc, lhs, multiply, true));
    transposeLhs = false;
  }
  if (fp8 && !transposeRhs) {
    temporaries.push_back(rhs = copyBuffer(builder, loc, rhs, multiply, true));
    transposeRhs = true;
  }

  Operation *position = epilogue ? epilogue->op : contraction;
  SmallVector<Operation *> writers = {contraction};
  if (epilogue)
    writers.push_back(epilogue->op);
  linalg::GenericOp addition =
      getAddition(result, writers, ValueRange{lhs, rhs}, position);
  Value sum = addition ? addition.getDpsInits()[0] : result;
  Value addend = addition ? getAddend(addition, result) : Value();
  bool bias = addend && addend.getType() != result.getType();
  // The epilogue's 16-bit bias is the call's bias; a 16-bit result takes
  // no addition after it.
  if (epilogue && epilogue->bias) {
    addend = epilogue->bias;
    bias = true;
  }
  // Leading dimensions are a batch of dense matrices, one after another;
  // an lhs without them is one matrix for the whole batch (a convolution's
  // weight: lib/GPU/Im2col.cpp).
  auto lhsShape = cast<MemRefType>(lhs.getType()).getShape();
  bool sharedLhs = lhsRank != rank;
  int64_t n = resultShape[rank - 1];
  int64_t k = transposeLhs ? lhsShape[lhsRank - 2] : lhsShape[lhsRank - 1];
  // The call replaces the epilogue, after which the result is ready; the
  // scales are there too.
  builder.setInsertionPoint(position);
  Value scales;
  if (scaled)
    temporaries.push_back(
        scales = collectScalars(builder, loc,
                                {epilogue->lhsScale, epilogue->rhsScale}));
  auto i64 = [&](int64_t value) -> Value {
    return arith::ConstantIntOp::create(builder, loc, value, 64);
  };
  Value pointers[] = {
      getPointer(builder, loc, lhs), getPointer(builder, loc, rhs),
      getPointer(builder, loc, sum),
      addend && !bias ? getPointer(builder, loc, addend) : i64(0),
      bias ? getPointer(builder, loc, addend) : i64(0),
      scales ? getPointer(builder, loc, scales) : i64(0)};
  // The batch (the product of the leading dimensions) and M, read from the
  // result buffer where they are dynamic.
  auto resultSize = [&](int64_t d) -> Value {
    if (!ShapedType::isDynamic(resultShape[d]))
      return i64(resultShape[d]);
    return arith::IndexCastOp::create(
        builder, loc, builder.getI64Type(),
        memref::DimOp::create(builder, loc, sum, d));
  };
  int64_t staticBatch = 1;
  for (int64_t size : resultShape.drop_back(2))
    if (!ShapedType::isDynamic(size))
      staticBatch *= size;
  Value batch = i64(staticBatch);
  for (int64_t d = 0; d < rank - 2; ++d)
    if (ShapedType::isDynamic(resultShape[d]))
      batch = arith::MulIOp::create(builder, loc, batch, resultSize(d));
  Value m = resultSize(rank - 2);
  auto i32 = [&](int64_t value) -> Value {
    return arith::ConstantIntOp::create(builder, loc, value, 32);
  };
  SmallVector<Value> arguments(std::begin(pointers), std::end(pointers));
  arguments.append({batch, m, i64(n), i64(k),
      // The lhs's layout: bit 0 transposed, bit 1 shared by the batch.
      i32(transposeLhs | sharedLhs << 1), i32(transposeRhs),
      i32(*getRuntimeTypeCode(getElementTypeOrSelf(lhs))),
      i32(*getRuntimeTypeCode(getElementTypeOrSelf(rhs))),
      i32(*getRuntimeTypeCode(getElementTypeOrSelf(result))),
      i32(*multiplyCode)});
  func::CallOp call = callRuntime(builder, loc, contraction, kMatmulFunction,
                                  arguments, temporaries);
  if (addition)
    addition.erase();
  if (epilogue)
    epilogue->op.erase();
  contraction.erase();
  // Buffers the call no longer writes: the accumulator when an epilogue or
  // an addition took its place, the epilogue's buffer when an addition
  // did.
  SmallVector<Value, 2> dropped;
  if (epilogue || addition)
    dropped.push_back(accumulator);
  if (addition && result != accumulator)
    dropped.push_back(result);
  dropBuffers(dropped);
  // Without an epilogue or addition the call writes every element of the
  // accumulator itself (beta = 0).
  if (accumulator == sum)
    eraseOverwrittenFills(accumulator, call);
  return success();
}

/// Replaces the loops of a channels-last convolution (`nhwc_fhwc`) that
/// mpopt-gpu-im2col left to cuDNN by a call of `mpoptConv`, which writes
/// the multiply type: the converting epilogue goes into the call. Fails
/// (leaving a loop kernel) when the library cannot take it.
static LogicalResult callConvolution(linalg::GenericOp conv,
                                     const ConvolutionMark &mark) {
  ArrayRef<int64_t> strides = mark.strides, dilations = mark.dilations;
  if (mark.layout != ConvLayout::nhwc_fhwc || dilations[0] != dilations[1] ||
      !conv.hasPureBufferSemantics() || conv.getNumDpsInputs() != 2 ||
      conv.getNumDpsInits() != 1)
    return failure();
  Type multiply = mark.multiply;
  std::optional<int32_t> multiplyCode = getRuntimeTypeCode(multiply);
  Value input = conv.getDpsInputs()[0], filter = conv.getDpsInputs()[1];
  Value accumulator = conv.getDpsInits()[0];
  if (!multiplyCode || multiply.getIntOrFloatBitWidth() == 8 ||
      !isDense(input) || !isDense(filter) || !isDense(accumulator) ||
      !getElementTypeOrSelf(accumulator).isF32())
    return failure();
  ArrayRef<int64_t> x = cast<MemRefType>(input.getType()).getShape();
  ArrayRef<int64_t> w = cast<MemRefType>(filter.getType()).getShape();
  ArrayRef<int64_t> y = cast<MemRefType>(accumulator.getType()).getShape();
  // cuDNN derives the result's size from the others: every window in the
  // input, and the last one reaching its end but for less than a stride.
  auto extent = [&](int64_t size, int64_t kernel, int64_t stride) {
    return (size - dilations[0] * (kernel - 1) - 1) / stride + 1;
  };
  if (x.size() != 4 || w.size() != 4 || y.size() != 4 || w[3] != x[3] ||
      y[0] != x[0] || y[3] != w[0] || y[1] != extent(x[1], w[1], strides[0]) ||
      y[2] != extent(x[2], w[2], strides[1]))
    return failure();
  // The sum is written only in the multiply type, by the epilogue.
  std::optional<Epilogue> epilogue = getEpilogue(accumulator, conv, false);
  Value result = epilogue ? epilogue->op.getDpsInits()[0] : accumulator;
  if (getElementTypeOrSelf(result) != multiply)
    return failure();
  // The loops sum from the accumulator as it is: a zero fill, which the
  // call replaces (beta = 0).
  for (Operation *user : accumulator.getUsers())
    if (user != conv && user->isBeforeInBlock(conv) &&
        !isFillOf(user, accumulator) && !isMemoryEffectFree(user))
      return failure();

  OpBuilder builder(epilogue ? epilogue->op : conv);
  Location loc = conv.getLoc();
  SmallVector<Value> temporaries;
  for (Value *operand : {&input, &filter})
    if (getElementTypeOrSelf(*operand) != multiply)
      temporaries.push_back(*operand = copyBuffer(builder, loc, *operand,
                                                  multiply, false));
  auto i64 = [&](int64_t value) -> Value {
    return arith::ConstantIntOp::create(builder, loc, value, 64);
  };
  SmallVector<Value> arguments = {
      getPointer(builder, loc, input),
      getPointer(builder, loc, filter),
      getPointer(builder, loc, result),
      i64(x[0]),
      i64(x[1]),
      i64(x[2]),
      i64(x[3]),
      i64(w[0]),
      i64(w[1]),
      i64(w[2]),
      i64(y[1]),
      i64(y[2]),
      i64(strides[0]),
      i64(strides[1]),
      i64(dilations[0]),
      arith::ConstantIntOp::create(builder, loc, *multiplyCode, 32)};
  func::CallOp call =
      callRuntime(builder, loc, conv, kConvFunction, arguments, temporaries);
  if (epilogue)
    epilogue->op.erase();
  conv.erase();
  if (epilogue)
    dropBuffers(accumulator);
  else
    eraseOverwrittenFills(accumulator, call);
  return success();
}

namespace {
struct MPOptGPULibraryMatmulsPass final
    : mpopt::impl::MPOptGPULibraryMatmulsPassBase<MPOptGPULibraryMatmulsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<linalg::GenericOp> contractions, convolutions;
    module.walk([&](linalg::GenericOp generic) {
      if (generic->hasAttr(kContractionAttrName))
        contractions.push_back(generic);
      else if (generic->hasAttr(kConvolutionAttrName))
        convolutions.push_back(generic);
    });
    for (linalg::GenericOp contraction : contractions) {
      auto info =
          contraction->getAttrOfType<DictionaryAttr>(kContractionAttrName);
      contraction->removeAttr(kContractionAttrName);
      (void)callLibrary(contraction, info);
    }
    for (linalg::GenericOp conv : convolutions) {
      std::optional<ConvolutionMark> mark = getConvolutionMark(conv);
      // The mark's arrays live in the context: they outlive the attribute.
      conv->removeAttr(kConvolutionAttrName);
      if (mark)
        (void)callConvolution(conv, *mark);
    }
  }
};
} // namespace

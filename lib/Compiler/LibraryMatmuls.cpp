//===- LibraryMatmuls.cpp - GPU matmuls as calls into cuBLASLt ------------===//
//
// A contraction mpopt-lower-to-linalg marked (a 2-D matmul without FP8
// scales) becomes, after bufferization, a call to the runtime's
// `mpoptMatmul` (runtime/lib/Matmul.cpp, cuBLASLt) on the operands' device
// buffers. When the contraction's only reader is an epilogue that just
// converts the f32 accumulator, cuBLASLt writes the converted result itself
// and the epilogue kernel goes. Operands stored in another type than the
// multiply type get a conversion kernel first: cuBLASLt multiplies what it
// reads.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Compiler/Compiler.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::mpopt;

static constexpr StringLiteral kMatmulFunction = "mpoptMatmul";

/// The runtime's element type codes (runtime/lib/Matmul.cpp).
static std::optional<int32_t> getTypeCode(Type type) {
  if (type.isF32())
    return 0;
  if (type.isF16())
    return 1;
  if (type.isBF16())
    return 2;
  return std::nullopt;
}

static bool isDense(Value buffer) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  return type && type.hasStaticShape() && type.getLayout().isIdentity();
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

/// The epilogue that only converts `accumulator` into another buffer, or
/// null.
static linalg::GenericOp getConvertingEpilogue(Value accumulator,
                                               Operation *contraction) {
  linalg::GenericOp epilogue;
  for (Operation *user : accumulator.getUsers()) {
    if (user == contraction || isa<memref::DeallocOp>(user) ||
        isFillOf(user, accumulator))
      continue;
    auto generic = dyn_cast<linalg::GenericOp>(user);
    if (epilogue || !generic || generic.getNumDpsInputs() != 1 ||
        generic.getDpsInputs()[0] != accumulator ||
        generic.getNumReductionLoops() != 0 ||
        !llvm::all_of(generic.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); }) ||
        !isDense(generic.getDpsInits()[0]))
      return {};
    Block *body = generic.getBody();
    Value yielded = body->getTerminator()->getOperand(0);
    Operation *convert = yielded.getDefiningOp();
    bool converts =
        yielded == body->getArgument(0) ||
        (convert && convert->getNumOperands() == 1 &&
         convert->getOperand(0) == body->getArgument(0) &&
         (isa<arith::TruncFOp, arith::ExtFOp>(convert) &&
          !convert->hasAttr("roundingmode")));
    if (!converts || body->getOperations().size() > 2)
      return {};
    epilogue = generic;
  }
  return epilogue;
}

/// `source` converted to `type` in a new buffer (a kernel later).
static Value convertBuffer(OpBuilder &builder, Location loc, Value source,
                           Type type) {
  auto sourceType = cast<MemRefType>(source.getType());
  auto targetType = MemRefType::get(sourceType.getShape(), type);
  Value target = memref::AllocOp::create(builder, loc, targetType);
  AffineMap identity = builder.getMultiDimIdentityMap(sourceType.getRank());
  SmallVector<utils::IteratorType> parallel(sourceType.getRank(),
                                            utils::IteratorType::parallel);
  linalg::GenericOp::create(
      builder, loc, TypeRange{}, ValueRange{source}, ValueRange{target},
      ArrayRef<AffineMap>{identity, identity}, parallel,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        Value converted =
            arith::TruncFOp::create(nested, nestedLoc, type, args[0]);
        linalg::YieldOp::create(nested, nestedLoc, converted);
      });
  return target;
}

static Value getPointer(OpBuilder &builder, Location loc, Value buffer) {
  Value index =
      memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, buffer);
  return arith::IndexCastOp::create(builder, loc, builder.getI64Type(), index);
}

static func::FuncOp getMatmulFunction(ModuleOp module) {
  if (auto function = module.lookupSymbol<func::FuncOp>(kMatmulFunction))
    return function;
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  Type i64 = builder.getI64Type(), i32 = builder.getI32Type();
  auto type = builder.getFunctionType(
      {i64, i64, i64, i64, i64, i64, i32, i32, i32, i32, i32, i32}, {});
  auto function =
      func::FuncOp::create(builder, module.getLoc(), kMatmulFunction, type);
  function.setPrivate();
  return function;
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
  if (!isDense(lhs) || !isDense(rhs) || !isDense(accumulator))
    return failure();
  Type multiply = cast<TypeAttr>(info.get("multiply")).getValue();
  bool transposeLhs = cast<BoolAttr>(info.get("transpose_lhs")).getValue();
  bool transposeRhs = cast<BoolAttr>(info.get("transpose_rhs")).getValue();
  std::optional<int32_t> multiplyCode = getTypeCode(multiply);
  if (!multiplyCode ||
      !cast<MemRefType>(accumulator.getType()).getElementType().isF32())
    return failure();

  OpBuilder builder(contraction);
  Location loc = contraction.getLoc();
  SmallVector<Value> conversions;
  for (Value *operand : {&lhs, &rhs})
    if (getElementTypeOrSelf(*operand) != multiply)
      conversions.push_back(*operand =
                                convertBuffer(builder, loc, *operand, multiply));

  Value result = accumulator;
  linalg::GenericOp epilogue =
      getConvertingEpilogue(accumulator, contraction);
  // cuBLASLt writes f32 or the operands' type (f16 operands and a bf16
  // result it refuses): other conversions stay a kernel of their own.
  if (epilogue) {
    Type written = getElementTypeOrSelf(epilogue.getDpsInits()[0]);
    if (written.isF32() || written == multiply)
      result = epilogue.getDpsInits()[0];
    else
      epilogue = {};
  }
  auto lhsShape = cast<MemRefType>(lhs.getType()).getShape();
  auto resultShape = cast<MemRefType>(result.getType()).getShape();
  int64_t m = resultShape[0], n = resultShape[1];
  int64_t k = transposeLhs ? lhsShape[0] : lhsShape[1];
  auto i64 = [&](int64_t value) -> Value {
    return arith::ConstantIntOp::create(builder, loc, value, 64);
  };
  auto i32 = [&](int64_t value) -> Value {
    return arith::ConstantIntOp::create(builder, loc, value, 32);
  };
  // The call replaces the epilogue, after which the result is ready.
  if (epilogue)
    builder.setInsertionPoint(epilogue);
  SmallVector<Value> arguments = {
      getPointer(builder, loc, lhs),
      getPointer(builder, loc, rhs),
      getPointer(builder, loc, result),
      i64(m),
      i64(n),
      i64(k),
      i32(transposeLhs),
      i32(transposeRhs),
      i32(*getTypeCode(getElementTypeOrSelf(lhs))),
      i32(*getTypeCode(getElementTypeOrSelf(rhs))),
      i32(*getTypeCode(getElementTypeOrSelf(result))),
      i32(*multiplyCode)};
  auto call = func::CallOp::create(
      builder, loc, getMatmulFunction(contraction->getParentOfType<ModuleOp>()),
      arguments);
  // Conversion buffers live until the call is done.
  for (Value conversion : conversions)
    memref::DeallocOp::create(builder, loc, conversion);
  if (epilogue)
    epilogue.erase();
  contraction.erase();
  // The accumulator's fill, and the accumulator when nothing else reads it.
  // Without an epilogue the call writes every element of the accumulator
  // itself (beta = 0): a fill nothing reads before the call goes too (the
  // call's arguments take the buffer's address, which reads nothing).
  auto isOverwritten = [&](Operation *fill) {
    if (fill->getBlock() != call->getBlock() || !fill->isBeforeInBlock(call))
      return false;
    for (Operation *op = fill->getNextNode(); op != call; op = op->getNextNode())
      if (llvm::is_contained(op->getOperands(), accumulator) &&
          !isMemoryEffectFree(op))
        return false;
    return true;
  };
  for (Operation *user : llvm::make_early_inc_range(accumulator.getUsers()))
    if (isFillOf(user, accumulator) && (epilogue || isOverwritten(user)))
      user->erase();
  if (epilogue && accumulator.getDefiningOp<memref::AllocOp>() &&
      llvm::all_of(accumulator.getUsers(), [](Operation *user) {
        return isa<memref::DeallocOp>(user);
      })) {
    for (Operation *user : llvm::make_early_inc_range(accumulator.getUsers()))
      user->erase();
    accumulator.getDefiningOp()->erase();
  }
  return success();
}

void mpopt::callLibraryMatmuls(ModuleOp module) {
  SmallVector<linalg::GenericOp> contractions;
  module.walk([&](linalg::GenericOp generic) {
    if (generic->hasAttr(kContractionAttrName))
      contractions.push_back(generic);
  });
  for (linalg::GenericOp contraction : contractions) {
    auto info = contraction->getAttrOfType<DictionaryAttr>(kContractionAttrName);
    contraction->removeAttr(kContractionAttrName);
    (void)callLibrary(contraction, info);
  }
}

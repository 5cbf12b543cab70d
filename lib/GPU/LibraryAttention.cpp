//===- LibraryAttention.cpp - attentions as the runtime's fused kernel ----===//
//
// mpopt-lower-to-linalg writes an mpopt.attention as its composition (two
// marked contractions, the scaling, mask and softmax steps) and marks it
// (LowerAttention.cpp). For the GPU, mpopt-gpu-library-attention replaces
// a marked composition, on tensors, by one call of a placeholder on the
// buffers of q, k, v and the mask, writing a new buffer; after
// bufferization, mpopt-gpu-attention-calls makes that call one of the
// runtime's `mpoptAttention` (runtime/lib/Attention.cpp: a FlashAttention
// kernel) on device pointers and strides. Between the two, bufferization
// and deallocation see the placeholder read and write those buffers.
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

#include "mpopt/Analysis/CostModel.h"
#include "mpopt/Conversion/MPOptToLinalg/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPULIBRARYATTENTIONPASS
#define GEN_PASS_DEF_MPOPTGPUATTENTIONCALLSPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

static constexpr StringLiteral kPlaceholder = "mpopt.attention.call";
static constexpr StringLiteral kAttentionFunction = "mpoptAttention";
/// The call's scalar arguments, on the placeholder call.
static constexpr StringLiteral kCallAttrName = "mpopt.attention.arguments";

/// The attention kernel's type codes: f32, f16 and bf16.
static std::optional<int32_t> getTypeCode(Type type) {
  std::optional<int32_t> code = getRuntimeTypeCode(type);
  return code && *code <= 2 ? code : std::nullopt;
}

namespace {

/// The ops of one marked composition.
struct Composition {
  Operation *result = nullptr;
  linalg::GenericOp scores, output, logits;
};

int64_t getMarkId(Operation *op, StringRef name) {
  auto mark = op->getAttrOfType<DictionaryAttr>(name);
  auto id = mark ? mark.getAs<IntegerAttr>("id") : IntegerAttr();
  return id ? id.getInt() : -1;
}

/// `value` before the step of composition `id` that produced it, if one did.
Value skipStep(Value value, int64_t id, StringRef step) {
  auto generic = value.getDefiningOp<linalg::GenericOp>();
  if (!generic || getMarkId(generic, kAttentionStepAttrName) != id ||
      generic.getNumDpsInputs() != 1)
    return value;
  auto mark = generic->getAttrOfType<DictionaryAttr>(kAttentionStepAttrName);
  auto name = mark.getAs<StringAttr>("step");
  return name && name.getValue() == step ? generic.getDpsInputs()[0] : value;
}

/// [B * H, S, D] back to the [B, H, S, D] it was collapsed from, or to the
/// [B, Hkv, G, S, D] of a model's own grouped-query broadcast (torch's
/// repeat_kv, materialized: its H = Hkv * G heads lie as [B, H, S, D]).
Value skipHeadsCollapse(Value value) {
  auto collapse = value.getDefiningOp<tensor::CollapseShapeOp>();
  if (!collapse)
    return {};
  SmallVector<ReassociationIndices> groups =
      collapse.getReassociationIndices();
  if (groups != SmallVector<ReassociationIndices>{{0, 1}, {2}, {3}} &&
      groups != SmallVector<ReassociationIndices>{{0, 1, 2}, {3}, {4}})
    return {};
  return collapse.getSrc();
}

/// `value` as [B, H, S, D]: a [B, Hkv, G, S, D] one with its heads merged
/// (a view of the same buffer).
Value mergeHeads(OpBuilder &builder, Location loc, Value value) {
  if (cast<RankedTensorType>(value.getType()).getRank() == 4)
    return value;
  return tensor::CollapseShapeOp::create(
      builder, loc, value,
      SmallVector<ReassociationIndices>{{0}, {1, 2}, {3}, {4}});
}

/// The multiply type of a marked contraction.
Type getMultiplyType(linalg::GenericOp contraction) {
  auto info = contraction->getAttrOfType<DictionaryAttr>(kContractionAttrName);
  auto type = info ? info.getAs<TypeAttr>("multiply") : TypeAttr();
  return type ? type.getValue() : Type();
}

/// A [B, H, S, D] operand as the buffer the kernel reads, in `element`:
/// converted by an elementwise generic when stored otherwise, or read
/// across a transpose that keeps D innermost (torch-mlir's [B, S, H, D] ->
/// [B, H, S, D]) without copying it.
Value getOperandBuffer(OpBuilder &builder, Location loc, Value tensor,
                       Type element) {
  auto type = cast<RankedTensorType>(tensor.getType());
  auto dynamic = [&](RankedTensorType shaped) {
    SmallVector<int64_t> strides(shaped.getRank(), ShapedType::kDynamic);
    return MemRefType::get(
        shaped.getShape(), shaped.getElementType(),
        StridedLayoutAttr::get(builder.getContext(), ShapedType::kDynamic,
                               strides));
  };
  if (type.getElementType() == element) {
    auto transpose = tensor.getDefiningOp<linalg::TransposeOp>();
    if (transpose && transpose.getPermutation().back() == 3) {
      Value source = transpose.getInput();
      Value buffer = bufferization::ToBufferOp::create(
          builder, loc, dynamic(cast<RankedTensorType>(source.getType())),
          source, /*read_only=*/true);
      // The transpose's result dimension i is the source's permutation[i].
      return memref::TransposeOp::create(
          builder, loc, buffer,
          AffineMapAttr::get(AffineMap::getPermutationMap(
              transpose.getPermutation(), builder.getContext())));
    }
    return bufferization::ToBufferOp::create(builder, loc, dynamic(type),
                                             tensor, /*read_only=*/true);
  }
  // Rounding to nearest even: the composition's conversion to the
  // multiply type.
  auto converted = type.clone(element);
  Value init = tensor::EmptyOp::create(builder, loc, converted.getShape(),
                                       element);
  AffineMap identity = builder.getMultiDimIdentityMap(4);
  SmallVector<utils::IteratorType> parallel(4, utils::IteratorType::parallel);
  Value value =
      linalg::GenericOp::create(
          builder, loc, TypeRange{converted}, tensor, init,
          ArrayRef<AffineMap>{identity, identity}, parallel,
          [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
            Value x = args[0];
            if (x.getType().getIntOrFloatBitWidth() <
                element.getIntOrFloatBitWidth())
              x = arith::ExtFOp::create(nested, nestedLoc, element, x);
            else {
              if (!x.getType().isF32())
                x = arith::ExtFOp::create(nested, nestedLoc,
                                          nested.getF32Type(), x);
              x = arith::TruncFOp::create(nested, nestedLoc, element, x);
            }
            linalg::YieldOp::create(nested, nestedLoc, x);
          })
          .getResult(0);
  return bufferization::ToBufferOp::create(builder, loc, dynamic(converted),
                                           value, /*read_only=*/true);
}

func::FuncOp getFunction(ModuleOp module, StringRef name, TypeRange inputs) {
  if (auto function = module.lookupSymbol<func::FuncOp>(name))
    return function;
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  auto function = func::FuncOp::create(builder, module.getLoc(), name,
                                       builder.getFunctionType(inputs, {}));
  function.setPrivate();
  return function;
}

/// Replaces `composition` by a placeholder call, or says why the kernel
/// cannot take it.
LogicalResult replaceComposition(ModuleOp module, Composition &composition,
                                 int64_t id) {
  linalg::GenericOp scores = composition.scores, output = composition.output;
  auto mark = composition.result->getAttrOfType<DictionaryAttr>(
      kAttentionAttrName);
  auto scaleAttr = mark.getAs<FloatAttr>("scale");
  auto causalAttr = mark.getAs<BoolAttr>("causal");
  auto zeroAttr = mark.getAs<BoolAttr>("zero_masked_rows");
  if (!scores || !output || !composition.logits || !scaleAttr ||
      !causalAttr || !zeroAttr || scores.getNumDpsInputs() != 2 ||
      output.getNumDpsInputs() != 2)
    return failure();
  Value q = skipStep(skipHeadsCollapse(scores.getDpsInputs()[0]), id, "scale");
  Value k = skipHeadsCollapse(scores.getDpsInputs()[1]);
  k = skipStep(skipStep(k, id, "broadcast"), id, "scale");
  Value v = skipStep(skipHeadsCollapse(output.getDpsInputs()[1]), id,
                     "broadcast");
  if (!q || !k || !v)
    return failure();
  Value mask;
  SmallVector<bool, 4> maskBroadcast(4, false);
  if (composition.logits.getNumDpsInputs() == 2) {
    OpOperand *maskOperand = composition.logits.getDpsInputOperand(1);
    mask = maskOperand->get();
    AffineMap map = composition.logits.getMatchingIndexingMap(maskOperand);
    for (auto [i, expr] : llvm::enumerate(map.getResults()))
      maskBroadcast[i] = isa<AffineConstantExpr>(expr);
    // The kernel reads a mask row along the keys.
    if (maskBroadcast[3] || !getTypeCode(getElementTypeOrSelf(mask)))
      return failure();
  }

  // The kernel multiplies 16-bit operands: the multiply type, or, for an
  // f32 multiply, the one type q, k and v are all stored in (their
  // products are exact in f32 either way).
  Type multiply = getMultiplyType(scores);
  Type element = multiply;
  if (multiply && multiply.isF32()) {
    element = getElementTypeOrSelf(q);
    if (getElementTypeOrSelf(k) != element || getElementTypeOrSelf(v) != element)
      return failure();
  }
  if (!element || !(element.isBF16() || element.isF16()))
    return failure();
  Value result = composition.result->getResult(0);
  auto resultType = cast<RankedTensorType>(result.getType());
  auto qType = cast<RankedTensorType>(q.getType());
  auto vType = cast<RankedTensorType>(v.getType());
  if (!getTypeCode(resultType.getElementType()) ||
      qType.getShape().back() != vType.getShape().back() ||
      !isFusedAttentionHeadDim(qType.getShape().back()))
    return failure();

  OpBuilder builder(composition.result);
  builder.setInsertionPointAfter(composition.result);
  Location loc = composition.result->getLoc();
  SmallVector<Value> buffers;
  for (Value operand : {q, k, v})
    buffers.push_back(getOperandBuffer(
        builder, loc, mergeHeads(builder, loc, operand), element));
  if (mask)
    buffers.push_back(getOperandBuffer(builder, loc, mask,
                                       getElementTypeOrSelf(mask)));
  // A result that only a transpose keeping D innermost reads (torch-mlir's
  // [B, H, S, D] -> [B, S, H, D] before the heads merge) is written across,
  // in the transpose's layout: the kernel takes the output's strides.
  auto transpose =
      result.hasOneUse()
          ? dyn_cast<linalg::TransposeOp>(*result.getUsers().begin())
          : nullptr;
  if (transpose && transpose.getPermutation().back() != 3)
    transpose = nullptr;
  auto outType = transpose
                     ? cast<RankedTensorType>(transpose.getResult()[0].getType())
                     : resultType;
  Value out = memref::AllocOp::create(
      builder, loc,
      MemRefType::get(outType.getShape(), outType.getElementType()));
  Value written = out;
  if (transpose)
    // The view's dimension i is the buffer's inverse-permutation[i].
    written = memref::TransposeOp::create(
        builder, loc, out,
        AffineMapAttr::get(AffineMap::getPermutationMap(
            invertPermutationVector(transpose.getPermutation()),
            builder.getContext())));
  buffers.push_back(written);
  SmallVector<Type> types;
  for (Value buffer : buffers)
    types.push_back(buffer.getType());
  // One placeholder per call: the buffers' types differ.
  std::string name;
  for (int64_t i = 0; name.empty() || module.lookupSymbol(name); ++i)
    name = (kPlaceholder + "." + Twine(i)).str();
  auto call = func::CallOp::create(
      builder, loc, getFunction(module, name, types), buffers);
  SmallVector<NamedAttribute> arguments = {
      builder.getNamedAttr("scale", scaleAttr),
      builder.getNamedAttr("causal", causalAttr),
      builder.getNamedAttr("zero_masked_rows", zeroAttr),
      builder.getNamedAttr("mask_broadcast",
                           builder.getDenseBoolArrayAttr(maskBroadcast))};
  if (auto fill = mark.getAs<FloatAttr>("causal_fill"))
    arguments.push_back(builder.getNamedAttr("causal_fill", fill));
  call->setAttr(kCallAttrName, builder.getDictionaryAttr(arguments));
  Value value = bufferization::ToTensorOp::create(
      builder, loc, outType, out, /*restrict=*/true, /*writable=*/true);
  if (transpose) {
    transpose.getResult()[0].replaceAllUsesWith(value);
    transpose.erase();
  } else {
    result.replaceAllUsesWith(value);
  }
  return success();
}

struct MPOptGPULibraryAttentionPass final
    : mpopt::impl::MPOptGPULibraryAttentionPassBase<
          MPOptGPULibraryAttentionPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool replaced = false;
    for (auto function : module.getOps<func::FuncOp>()) {
      // Marks are numbered per function.
      std::map<int64_t, Composition> compositions;
      function.walk([&](Operation *op) {
        if (int64_t id = getMarkId(op, kAttentionAttrName); id >= 0)
          compositions[id].result = op;
        if (int64_t id = getMarkId(op, kAttentionOperandsAttrName); id >= 0) {
          auto roles =
              op->getAttrOfType<DictionaryAttr>(kAttentionOperandsAttrName);
          auto lhs = roles.getAs<StringAttr>("lhs");
          auto generic = dyn_cast<linalg::GenericOp>(op);
          if (generic && lhs && lhs.getValue() == "q")
            compositions[id].scores = generic;
          else if (generic && lhs && lhs.getValue() == "p")
            compositions[id].output = generic;
        }
        if (int64_t id = getMarkId(op, kAttentionStepAttrName); id >= 0) {
          auto step = op->getAttrOfType<DictionaryAttr>(kAttentionStepAttrName)
                          .getAs<StringAttr>("step");
          if (step && step.getValue() == "logits")
            compositions[id].logits = dyn_cast<linalg::GenericOp>(op);
        }
      });
      for (auto &[id, composition] : compositions)
        if (composition.result &&
            succeeded(replaceComposition(module, composition, id)))
          replaced = true;
    }
    // What the calls replaced is read no more.
    if (replaced &&
        failed(applyPatternsGreedily(
            module, RewritePatternSet(&getContext()),
            GreedyRewriteConfig()
                .enableFolding(false)
                .enableConstantCSE(false)
                .setRegionSimplificationLevel(
                    GreedySimplifyRegionLevel::Disabled))))
      signalPassFailure();
  }
};

/// The address of `buffer`'s first element and its strides, as i64.
std::pair<Value, SmallVector<Value, 4>>
getPointerAndStrides(OpBuilder &builder, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  auto metadata =
      memref::ExtractStridedMetadataOp::create(builder, loc, buffer);
  Type i64 = builder.getI64Type();
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(
      builder, loc, metadata.getBaseBuffer());
  Value bytes = arith::ConstantIndexOp::create(
      builder, loc, type.getElementTypeBitWidth() / 8);
  Value address = arith::AddIOp::create(
      builder, loc, base,
      arith::MulIOp::create(builder, loc, metadata.getOffset(), bytes));
  SmallVector<Value, 4> strides;
  for (Value stride : metadata.getStrides())
    strides.push_back(arith::IndexCastOp::create(builder, loc, i64, stride));
  return {arith::IndexCastOp::create(builder, loc, i64, address), strides};
}

struct MPOptGPUAttentionCallsPass final
    : mpopt::impl::MPOptGPUAttentionCallsPassBase<MPOptGPUAttentionCallsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::CallOp> calls;
    module.walk([&](func::CallOp call) {
      if (call->hasAttr(kCallAttrName))
        calls.push_back(call);
    });
    for (func::CallOp call : calls)
      lowerCall(module, call);
    for (auto function :
         llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
      if (function.getName().starts_with(kPlaceholder) &&
          function.symbolKnownUseEmpty(module))
        function.erase();
  }

  static void lowerCall(ModuleOp module, func::CallOp call) {
    OpBuilder builder(call);
    Location loc = call.getLoc();
    auto arguments = call->getAttrOfType<DictionaryAttr>(kCallAttrName);
    ValueRange operands = call.getOperands();
    bool masked = operands.size() == 5;
    Value q = operands[0], k = operands[1], v = operands[2];
    Value mask = masked ? operands[3] : Value();
    Value out = operands.back();
    auto qType = cast<MemRefType>(q.getType());
    auto kType = cast<MemRefType>(k.getType());
    auto i64 = [&](int64_t value) -> Value {
      return arith::ConstantIntOp::create(builder, loc, value, 64);
    };
    auto i32 = [&](int64_t value) -> Value {
      return arith::ConstantIntOp::create(builder, loc, value, 32);
    };
    SmallVector<Value> pointers;
    SmallVector<Value> strides;
    for (Value buffer : {q, k, v, out}) {
      auto [pointer, bufferStrides] = getPointerAndStrides(builder, loc, buffer);
      pointers.push_back(pointer);
      strides.append(bufferStrides.begin(), bufferStrides.begin() + 3);
    }
    auto broadcast = cast<DenseBoolArrayAttr>(arguments.get("mask_broadcast"));
    Value maskPointer = i64(0);
    SmallVector<Value> maskStrides(3, i64(0));
    if (mask) {
      auto [pointer, maskBufferStrides] =
          getPointerAndStrides(builder, loc, mask);
      maskPointer = pointer;
      for (int i = 0; i < 3; ++i)
        if (!broadcast[i])
          maskStrides[i] = maskBufferStrides[i];
    }
    pointers.insert(pointers.begin() + 3, maskPointer);
    SmallVector<Value> values(pointers);
    for (int64_t size : {qType.getDimSize(0), qType.getDimSize(1),
                         kType.getDimSize(1), qType.getDimSize(2),
                         kType.getDimSize(2), qType.getDimSize(3)})
      values.push_back(i64(size));
    values.append(strides);
    values.append(maskStrides);
    double scale = cast<FloatAttr>(arguments.get("scale")).getValueAsDouble();
    values.push_back(arith::ConstantOp::create(
        builder, loc, builder.getF32FloatAttr(static_cast<float>(scale))));
    // 0: not causal, 1: -inf past the diagonal, 2: the fill added there.
    auto fill = arguments.getAs<FloatAttr>("causal_fill");
    bool causal = cast<BoolAttr>(arguments.get("causal")).getValue();
    values.push_back(i32(!causal ? 0 : fill ? 2 : 1));
    values.push_back(arith::ConstantOp::create(
        builder, loc,
        builder.getF32FloatAttr(
            fill ? static_cast<float>(fill.getValueAsDouble()) : 0.0f)));
    values.push_back(
        i32(cast<BoolAttr>(arguments.get("zero_masked_rows")).getValue() ? 1
                                                                         : 0));
    values.push_back(i32(*getTypeCode(qType.getElementType())));
    values.push_back(
        i32(mask ? *getTypeCode(getElementTypeOrSelf(mask)) : 0));
    values.push_back(i32(*getTypeCode(getElementTypeOrSelf(out))));
    SmallVector<Type> types;
    for (Value value : values)
      types.push_back(value.getType());
    auto lowered = func::CallOp::create(
        builder, loc, getFunction(module, kAttentionFunction, types), values);
    // mpoptAttention enqueues its kernel on the kernels' stream.
    lowered->setAttr(kStreamOrderedAttrName, builder.getUnitAttr());
    call.erase();
  }
};

} // namespace

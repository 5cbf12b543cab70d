//===- Manifest.cpp - what mpopt-run needs to call a library --------------===//

#include "Manifest.h"

#include "mpopt/Analysis/CostModel.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/GPU/Passes.h"
#include "mpopt/Transforms/Utils/Entry.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"

using namespace mlir;
using namespace mlir::mpopt;

/// The element types mpopt-run reads, writes and generates, by the names it
/// knows them by (MLIR's spelling).
static bool isSupportedElementType(Type type) {
  return type.isF64() || type.isF32() || type.isF16() || type.isBF16() ||
         isa<Float8E4M3FNType, Float8E5M2Type>(type) ||
         type.isSignlessInteger(8) || type.isSignlessInteger(16) ||
         type.isSignlessInteger(32) || type.isSignlessInteger(64);
}

/// Describes `types` as the manifest lists tensors: dtype and shape, a
/// dynamic dimension as -1 where `dynamic` allows them.
static FailureOr<llvm::json::Array>
describeTensors(func::FuncOp function, TypeRange types, StringRef kind,
                bool dynamic = false) {
  llvm::json::Array tensors;
  for (auto [index, type] : llvm::enumerate(types)) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !isSupportedElementType(tensor.getElementType()))
      return mlir::emitError(function.getLoc())
             << kind << " #" << index << " of the entry has type " << type
             << "; entries take and return ranked tensors "
                "with f64, f32, f16, bf16, f8E4M3FN, f8E5M2 or i8-i64 "
                "elements";
    if (!tensor.hasStaticShape() && !dynamic)
      return mlir::emitError(function.getLoc())
             << kind << " #" << index << " of the entry has type " << type
             << "; prepared parameters take static shapes";
    std::string elementType;
    llvm::raw_string_ostream os(elementType);
    tensor.getElementType().print(os);
    llvm::json::Array shape;
    for (int64_t size : tensor.getShape())
      shape.push_back(ShapedType::isDynamic(size) ? -1 : size);
    tensors.push_back(llvm::json::Object{{"dtype", elementType},
                                         {"shape", std::move(shape)}});
  }
  return tensors;
}

/// Prints tensors of a manifest as a signature lists them, by the buffers
/// the function takes: "f32[4,8];i64[2]" (rows padded to a `row_stride`
/// have that many elements; a dynamic dimension is "?").
static void printTensors(raw_ostream &os,
                         ArrayRef<const llvm::json::Value *> tensors) {
  llvm::interleave(
      tensors, os,
      [&](const llvm::json::Value *tensor) {
        const llvm::json::Object &object = *tensor->getAsObject();
        SmallVector<int64_t> shape;
        for (const llvm::json::Value &size : *object.getArray("shape"))
          shape.push_back(*size.getAsInteger());
        if (std::optional<int64_t> stride = object.getInteger("row_stride"))
          shape.back() = *stride;
        os << *object.getString("dtype") << "[";
        llvm::interleave(
            shape, os,
            [&](int64_t size) {
              if (size < 0)
                os << "?";
              else
                os << size;
            },
            ",");
        os << "]";
      },
      ";");
}

static SmallVector<const llvm::json::Value *>
getTensors(const llvm::json::Array &array) {
  return llvm::to_vector(llvm::map_range(
      array, [](const llvm::json::Value &value) { return &value; }));
}

/// The tensors of `inputs` at `indices`.
static SmallVector<const llvm::json::Value *>
selectTensors(const llvm::json::Array &inputs,
              const llvm::json::Array &indices) {
  return llvm::to_vector(
      llvm::map_range(indices, [&](const llvm::json::Value &index) {
        return &inputs[*index.getAsInteger()];
      }));
}

std::string mpopt::describeSignature(const llvm::json::Object &manifest) {
  std::string text;
  llvm::raw_string_ostream os(text);
  const llvm::json::Array &inputs = *manifest.getArray("inputs");
  SmallVector<const llvm::json::Value *> arguments = getTensors(inputs);
  if (const llvm::json::Object *prepare = manifest.getObject("prepare")) {
    arguments = getTensors(*prepare->getArray("prepared"));
    llvm::append_range(
        arguments, selectTensors(inputs, *manifest.getArray("entry_inputs")));
  }
  printTensors(os, arguments);
  os << "->";
  printTensors(os, getTensors(*manifest.getArray("outputs")));
  return text;
}

std::string
mpopt::describePrepareSignature(const llvm::json::Object &manifest) {
  std::string text;
  llvm::raw_string_ostream os(text);
  const llvm::json::Object &prepare = *manifest.getObject("prepare");
  printTensors(os, selectTensors(*manifest.getArray("inputs"),
                                 *prepare.getArray("parameters")));
  os << "->";
  printTensors(os, getTensors(*prepare.getArray("prepared")));
  return text;
}

/// The entry's arguments as its caller passes them, before
/// mpopt-hoist-parameters split them between `prepare` and `function`:
/// each original index must be an argument of one of them (of both, with
/// one type), and the prepared arguments must be what `prepare` returns.
static FailureOr<SmallVector<Type>> getCallerArguments(func::FuncOp function,
                                                       func::FuncOp prepare) {
  auto parameterIndices =
      prepare->getAttrOfType<DenseI64ArrayAttr>(kParameterIndicesAttrName);
  auto inputIndices =
      function->getAttrOfType<DenseI64ArrayAttr>(kInputIndicesAttrName);
  auto prepares = prepare->getAttrOfType<FlatSymbolRefAttr>(kPreparesAttrName);
  unsigned numPrepared = prepare.getNumResults();
  if (!parameterIndices || !inputIndices || !prepares ||
      prepares.getValue() != function.getSymName() ||
      parameterIndices.size() != prepare.getNumArguments() ||
      inputIndices.size() + numPrepared != function.getNumArguments() ||
      TypeRange(function.getArgumentTypes().take_front(numPrepared)) !=
          TypeRange(prepare.getResultTypes()))
    return mlir::emitError(function.getLoc())
           << "@" << function.getSymName() << " and @" << prepare.getSymName()
           << " do not match as mpopt-hoist-parameters makes them: "
           << kPreparesAttrName << ", " << kParameterIndicesAttrName << " and "
           << kInputIndicesAttrName
           << " must name each other and their arguments, and the prepared "
              "arguments must be what @"
           << prepare.getSymName() << " returns";
  SmallVector<Type> types(parameterIndices.size() + inputIndices.size());
  auto place = [&](int64_t index, Type type) {
    if (index < 0 || index >= static_cast<int64_t>(types.size()) ||
        (types[index] && types[index] != type))
      return false;
    types[index] = type;
    return true;
  };
  for (auto [index, type] :
       llvm::zip(parameterIndices.asArrayRef(), prepare.getArgumentTypes()))
    if (!place(index, type))
      return prepare.emitError() << "argument index " << index << " of "
                                 << kParameterIndicesAttrName
                                 << " is out of range or has two types";
  for (auto [index, type] :
       llvm::zip(inputIndices.asArrayRef(),
                 function.getArgumentTypes().drop_front(numPrepared)))
    if (!place(index, type))
      return mlir::emitError(function.getLoc())
             << "argument index " << index << " of " << kInputIndicesAttrName
             << " is out of range or has two types";
  while (!types.empty() && !types.back())
    types.pop_back();
  if (llvm::is_contained(types, Type()))
    return mlir::emitError(function.getLoc())
           << "some of the original arguments of @" << function.getSymName()
           << " are neither prepared nor taken";
  return types;
}

/// For each dynamic dimension of each result of `function`, in order, the
/// caller's input and dimension of the same size (ValueBoundsOpInterface):
/// the caller allocates the results, so their sizes must follow from the
/// inputs'. `callerInput` maps an argument of `function` to the caller's
/// input index.
static LogicalResult
describeResultSizes(func::FuncOp function, ArrayRef<int64_t> callerInput,
                    llvm::json::Array &outputs) {
  auto terminator =
      cast<func::ReturnOp>(function.getBody().front().getTerminator());
  for (auto [index, result] : llvm::enumerate(terminator.getOperands())) {
    auto type = cast<RankedTensorType>(result.getType());
    llvm::json::Array sizes;
    for (int64_t dim = 0; dim < type.getRank(); ++dim) {
      if (!type.isDynamicDim(dim))
        continue;
      std::optional<std::pair<int64_t, int64_t>> source;
      for (BlockArgument argument : function.getArguments()) {
        auto argumentType = dyn_cast<RankedTensorType>(argument.getType());
        if (!argumentType || callerInput[argument.getArgNumber()] < 0)
          continue;
        for (int64_t k = 0; k < argumentType.getRank() && !source; ++k) {
          if (!argumentType.isDynamicDim(k))
            continue;
          FailureOr<bool> equal = ValueBoundsConstraintSet::areEqual(
              ValueBoundsConstraintSet::Variable(result, dim),
              ValueBoundsConstraintSet::Variable(argument, k));
          if (succeeded(equal) && *equal)
            source = {callerInput[argument.getArgNumber()], k};
        }
      }
      if (!source)
        return mlir::emitError(function.getLoc())
               << "dimension " << dim << " of result #" << index
               << " of the entry is dynamic and not the size of a dynamic "
                  "dimension of an input: its caller could not allocate it";
      sizes.push_back(llvm::json::Array{source->first, source->second});
    }
    if (!sizes.empty())
      (*outputs[index].getAsObject())["dynamic_sizes"] = std::move(sizes);
  }
  return success();
}

FailureOr<llvm::json::Object> mpopt::buildManifest(func::FuncOp function,
                                                   func::FuncOp prepare,
                                                   StringRef target,
                                                   StringRef library) {
  SmallVector<Type> arguments(function.getArgumentTypes());
  if (prepare) {
    FailureOr<SmallVector<Type>> original =
        getCallerArguments(function, prepare);
    if (failed(original))
      return failure();
    arguments = std::move(*original);
  }
  FailureOr<llvm::json::Array> inputs =
      describeTensors(function, arguments, "argument", /*dynamic=*/true);
  FailureOr<llvm::json::Array> outputs = describeTensors(
      function, function.getResultTypes(), "result", /*dynamic=*/true);
  if (failed(inputs) || failed(outputs))
    return failure();
  // Padded rows (mpopt-gpu-pad-result-rows): the result is the first
  // elements of each row of the buffer the entry writes.
  for (auto [index, output] : llvm::enumerate(*outputs)) {
    auto elements =
        function.getResultAttrOfType<IntegerAttr>(index, kRowElementsAttrName);
    if (!elements)
      continue;
    llvm::json::Array &shape = *output.getAsObject()->getArray("shape");
    int64_t stride = *shape.back().getAsInteger();
    if (elements.getInt() <= 0 || elements.getInt() > stride)
      return mlir::emitError(function.getLoc())
             << "result #" << index << " of the entry has "
             << kRowElementsAttrName << " " << elements.getInt()
             << " out of its rows' range [1, " << stride << "]";
    shape.back() = elements.getInt();
    (*output.getAsObject())["row_stride"] = stride;
  }
  // An FP8 scale the caller passes says so, with the value a generated
  // input takes (mpopt-run): a random scale would only test overflow.
  SmallVector<unsigned> entryArgument(arguments.size());
  for (unsigned index = 0; index < arguments.size(); ++index)
    entryArgument[index] = index;
  if (prepare)
    for (auto [position, index] : llvm::enumerate(
             function->getAttrOfType<DenseI64ArrayAttr>(kInputIndicesAttrName)
                 .asArrayRef()))
      entryArgument[index] = prepare.getNumResults() + position;
  SmallVector<int64_t> callerInput(function.getNumArguments(), -1);
  for (auto [index, argument] : llvm::enumerate(entryArgument))
    if (argument < function.getNumArguments())
      callerInput[argument] = index;
  if (failed(describeResultSizes(function, callerInput, *outputs)))
    return failure();
  for (auto [index, input] : llvm::enumerate(*inputs)) {
    unsigned argument = entryArgument[index];
    if (argument >= function.getNumArguments())
      continue;
    llvm::json::Object &object = *input.getAsObject();
    if (auto scales =
            function.getArgAttrOfType<StringAttr>(argument, "mpopt.fp8_scale"))
      object["fp8_scale"] = scales.getValue();
    if (auto initial =
            function.getArgAttrOfType<FloatAttr>(argument, "mpopt.initial"))
      object["initial"] = initial.getValueAsDouble();
  }
  llvm::json::Object manifest{{"format", "mpopt-manifest-1"},
                              {"library", library},
                              {"symbol", kEntrySymbol},
                              {"function", function.getSymName()},
                              {"target", target},
                              {"inputs", std::move(*inputs)},
                              {"outputs", std::move(*outputs)}};
  if (!prepare)
    return manifest;
  FailureOr<llvm::json::Array> prepared =
      describeTensors(prepare, prepare.getResultTypes(), "result");
  if (failed(prepared))
    return failure();
  auto indices = [](func::FuncOp op, StringRef name) {
    llvm::json::Array array;
    for (int64_t index :
         op->getAttrOfType<DenseI64ArrayAttr>(name).asArrayRef())
      array.push_back(index);
    return array;
  };
  manifest["prepare"] = llvm::json::Object{
      {"function", prepare.getSymName()},
      {"symbol", kPrepareSymbol},
      {"parameters", indices(prepare, kParameterIndicesAttrName)},
      {"prepared", std::move(*prepared)}};
  manifest["entry_inputs"] = indices(function, kInputIndicesAttrName);
  return manifest;
}

llvm::json::Object mpopt::describeRoofline(func::FuncOp function,
                                           const Target &target) {
  double flops = 0;
  double computeSeconds = 0;
  for (Operation &op : function.getBody().getOps()) {
    OpEstimate estimate = estimateOp(&op, target);
    if (!estimate.cost)
      continue;
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    bool contraction =
        isa<ContractionOpInterface>(op) || (linalgOp && getContractionType(linalgOp));
    double rate =
        contraction
            ? target.getPeakMatmulRate(estimate.cost->computeType)
            : target.getPeakMatmulRate(Float32Type::get(function.getContext()));
    flops += estimate.cost->flops;
    if (rate > 0)
      computeSeconds += estimate.cost->flops / rate;
  }
  double bytes = 0;
  for (TypeRange types : {TypeRange(function.getArgumentTypes()),
                          TypeRange(function.getResultTypes())})
    for (Type type : types)
      bytes += getStorageBytes(type).value_or(0);
  double memorySeconds = bytes / (target.bandwidthGBs * 1e9);
  return llvm::json::Object{
      {"device", target.name},
      {"flops", flops},
      {"bytes", bytes},
      {"us", std::max(computeSeconds, memorySeconds) * 1e6}};
}

//===- Manifest.cpp - what mpopt-run needs to call a library --------------===//

#include "Manifest.h"

#include "mpopt/Analysis/CostModel.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/IR/BuiltinTypes.h"

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

static FailureOr<llvm::json::Array>
describeTensors(func::FuncOp function, TypeRange types, StringRef kind) {
  llvm::json::Array tensors;
  for (auto [index, type] : llvm::enumerate(types)) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !tensor.hasStaticShape() ||
        !isSupportedElementType(tensor.getElementType()))
      return function.emitError()
             << kind << " #" << index << " of the entry has type " << type
             << "; entries take and return ranked tensors of static shape "
                "with f64, f32, f16, bf16, f8E4M3FN, f8E5M2 or i8-i64 "
                "elements";
    std::string elementType;
    llvm::raw_string_ostream os(elementType);
    tensor.getElementType().print(os);
    llvm::json::Array shape;
    for (int64_t size : tensor.getShape())
      shape.push_back(size);
    tensors.push_back(llvm::json::Object{{"dtype", elementType},
                                         {"shape", std::move(shape)}});
  }
  return tensors;
}

std::string mpopt::describeSignature(const llvm::json::Object &manifest) {
  std::string text;
  llvm::raw_string_ostream os(text);
  auto describe = [&](StringRef key) {
    llvm::interleave(
        *manifest.getArray(key), os,
        [&](const llvm::json::Value &tensor) {
          const llvm::json::Object &object = *tensor.getAsObject();
          os << *object.getString("dtype") << "[";
          llvm::interleave(
              *object.getArray("shape"), os,
              [&](const llvm::json::Value &size) { os << *size.getAsInteger(); },
              ",");
          os << "]";
        },
        ";");
  };
  describe("inputs");
  os << "->";
  describe("outputs");
  return text;
}

FailureOr<llvm::json::Object> mpopt::buildManifest(func::FuncOp function,
                                                   StringRef target,
                                                   StringRef library) {
  FailureOr<llvm::json::Array> inputs =
      describeTensors(function, function.getArgumentTypes(), "argument");
  FailureOr<llvm::json::Array> outputs =
      describeTensors(function, function.getResultTypes(), "result");
  if (failed(inputs) || failed(outputs))
    return failure();
  return llvm::json::Object{{"format", "mpopt-manifest-1"},
                            {"library", library},
                            {"symbol", kEntrySymbol},
                            {"function", function.getSymName()},
                            {"target", target},
                            {"inputs", std::move(*inputs)},
                            {"outputs", std::move(*outputs)}};
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
        isa<MatmulOp>(op) || (linalgOp && getContractionType(linalgOp));
    double rate = contraction
                      ? target.getPeakMatmulRate(estimate.cost->computeType)
                      : target.getPeakMatmulRate(
                            Float32Type::get(function.getContext()));
    flops += estimate.cost->flops;
    if (rate > 0)
      computeSeconds += estimate.cost->flops / rate;
  }
  double bytes = 0;
  for (TypeRange types :
       {TypeRange(function.getArgumentTypes()),
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

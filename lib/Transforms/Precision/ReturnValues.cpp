//===- ReturnValues.cpp - return the entry's intermediate tensors ---------===//
//
// A GPU build that disagrees with the CPU build is bisected by comparing
// every value of the program, not only its results: this pass makes them
// results (scripts/gpu/bisect.py builds and compares both). With
// `statistics`, each float value (and argument) is summarized instead by
// its largest magnitude and sum of squares: what a calibration run records
// (scripts/calibrate.py) for mpopt-assign-precision's magnitudes.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Transforms/Precision/Passes.h"
#include "mpopt/Transforms/Precision/ProgramValues.h"
#include "mpopt/Transforms/Utils/Entry.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/ToolOutputFile.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTRETURNVALUESPASS
#include "mpopt/Transforms/Precision/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// One result of the changed entry, or a value it could not return.
struct Entry {
  /// Position among the candidate values in program order; -1 for an
  /// original result no candidate defines (an argument).
  int64_t value = -1;
  /// The argument number when the value is an argument (statistics).
  int64_t argument = -1;
  /// Result index; -1 when skipped.
  int64_t result = -1;
  Value tensor;
  bool original = false;
  std::string skipped;
};

/// Why mpopt-run cannot write `type` as an output, or "" if it can; the
/// element types are those of lib/Compiler/Manifest.cpp.
std::string whyNotWritable(RankedTensorType type) {
  if (!type.hasStaticShape())
    return "dynamic shape";
  Type element = type.getElementType();
  if (element.isF64() || element.isF32() || element.isF16() ||
      element.isBF16() || isa<Float8E4M3FNType, Float8E5M2Type>(element) ||
      element.isSignlessInteger(8) || element.isSignlessInteger(16) ||
      element.isSignlessInteger(32) || element.isSignlessInteger(64))
    return "";
  std::string reason = "mpopt-run cannot write ";
  llvm::raw_string_ostream os(reason);
  os << element << " elements";
  return reason;
}

template <typename T> std::string print(T printable) {
  std::string text;
  llvm::raw_string_ostream os(text);
  printable.print(os);
  return text;
}

struct Description {
  std::string op, location, type;
  /// The ops inside its regions (a linalg.generic's body), each name once:
  /// the op that diverges is often one of them (math.fpowi was).
  llvm::SetVector<StringRef> contains;
};

Description describe(Value value) {
  Description text;
  text.type = print(value.getType());
  Operation *op = value.getDefiningOp();
  if (!op) {
    text.op = "argument";
    text.location = print(cast<BlockArgument>(value).getLoc());
    return text;
  }
  text.op = op->getName().getStringRef().str();
  text.location = print(op->getLoc());
  for (Region &region : op->getRegions())
    region.walk([&](Operation *nested) {
      if (!nested->hasTrait<OpTrait::IsTerminator>())
        text.contains.insert(nested->getName().getStringRef());
    });
  return text;
}

/// [max |x|, sum x^2] of `value`'s elements in f64, as a tensor<2xf64>: one
/// reduction whose outer dimension picks the statistic, so that a GPU build
/// computes it in a kernel without reading the value on the host. NaNs
/// propagate into both.
Value buildStatistics(OpBuilder &builder, Value value) {
  Location loc = value.getLoc();
  auto type = cast<RankedTensorType>(value.getType());
  MLIRContext *context = builder.getContext();
  Type f64 = builder.getF64Type();
  auto resultType = RankedTensorType::get({2}, f64);
  Value zeros = arith::ConstantOp::create(
      builder, loc, DenseElementsAttr::get(resultType, 0.0));
  unsigned rank = type.getRank();
  SmallVector<AffineExpr> inner;
  for (unsigned dim = 0; dim < rank; ++dim)
    inner.push_back(getAffineDimExpr(dim + 1, context));
  SmallVector<AffineMap> maps = {
      AffineMap::get(rank + 1, 0, inner, context),
      AffineMap::get(rank + 1, 0, getAffineDimExpr(0, context), context)};
  SmallVector<utils::IteratorType> iterators(rank + 1,
                                             utils::IteratorType::reduction);
  iterators[0] = utils::IteratorType::parallel;
  auto generic = linalg::GenericOp::create(
      builder, loc, TypeRange{resultType}, ValueRange{value},
      ValueRange{zeros}, maps, iterators,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        Value element = args[0];
        if (!element.getType().isF64())
          element = arith::ExtFOp::create(nested, nestedLoc, f64, element);
        Value magnitude = math::AbsFOp::create(nested, nestedLoc, element);
        Value largest =
            arith::MaximumFOp::create(nested, nestedLoc, args[1], magnitude);
        Value square = arith::MulFOp::create(nested, nestedLoc, element, element);
        Value sum = arith::AddFOp::create(nested, nestedLoc, args[1], square);
        Value which = linalg::IndexOp::create(nested, nestedLoc, 0);
        Value zero = arith::ConstantIndexOp::create(nested, nestedLoc, 0);
        Value isAmax = arith::CmpIOp::create(
            nested, nestedLoc, arith::CmpIPredicate::eq, which, zero);
        Value result =
            arith::SelectOp::create(nested, nestedLoc, isAmax, largest, sum);
        linalg::YieldOp::create(nested, nestedLoc, result);
      });
  return generic.getResult(0);
}

bool hasFloatElements(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && isa<FloatType>(type.getElementType());
}

struct MPOptReturnValuesPass final
    : mpopt::impl::MPOptReturnValuesPassBase<MPOptReturnValuesPass> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<func::FuncOp> function = findEntryFunction(
        getOperation(), entry, "mpopt-return-values: ", "entry=NAME");
    if (failed(function))
      return signalPassFailure();
    // Other values would not dominate the return.
    if (!function->getBody().hasOneBlock()) {
      mlir::emitError(function->getLoc(),
                      "mpopt-return-values: the entry has several blocks");
      return signalPassFailure();
    }
    // A caller would not expect the new results.
    if (!SymbolTable::symbolKnownUseEmpty(*function, getOperation())) {
      mlir::emitError(function->getLoc(),
                      "mpopt-return-values: the entry is called");
      return signalPassFailure();
    }

    Block &body = function->getBody().front();
    auto terminator = cast<func::ReturnOp>(body.getTerminator());
    SmallVector<Value> candidates = getProgramValues(body);
    llvm::DenseMap<Value, int64_t> order;
    for (auto [index, value] : llvm::enumerate(candidates))
      order[value] = index;

    SmallVector<Entry> entries;
    SmallVector<Value> added;
    auto nextResult = [&] {
      return static_cast<int64_t>(terminator.getNumOperands() + added.size());
    };
    // The original results are described as such; statistics record them
    // like any other value instead (an output's magnitude decides its
    // storage too), and the arguments first.
    llvm::DenseSet<Value> returned;
    if (!recordStatistics)
      for (auto [index, value] : llvm::enumerate(terminator.getOperands())) {
        auto it = order.find(value);
        entries.push_back({it == order.end() ? -1 : it->second, -1,
                           static_cast<int64_t>(index), value, true, ""});
        returned.insert(value);
      }
    OpBuilder builder(terminator);
    if (recordStatistics) {
      for (BlockArgument argument : body.getArguments()) {
        if (!hasFloatElements(argument) ||
            !cast<RankedTensorType>(argument.getType()).hasStaticShape())
          continue;
        entries.push_back({-1, argument.getArgNumber(), nextResult(),
                           argument, false, ""});
        added.push_back(buildStatistics(builder, argument));
      }
    }
    int64_t begin = std::min<int64_t>(first, candidates.size());
    int64_t end = count < 0
                      ? candidates.size()
                      : std::min<int64_t>(begin + count, candidates.size());
    for (int64_t i = begin; i < end; ++i) {
      Value value = candidates[i];
      std::string reason =
          whyNotWritable(cast<RankedTensorType>(value.getType()));
      if (returned.contains(value))
        continue;
      if (recordStatistics && reason.empty() && !hasFloatElements(value))
        reason = "not a float: no magnitude to record";
      entries.push_back(
          {i, -1, reason.empty() ? nextResult() : -1, value, false, reason});
      if (!reason.empty())
        continue;
      added.push_back(recordStatistics ? buildStatistics(builder, value) : value);
    }

    SmallVector<unsigned> indices(added.size(), function->getNumResults());
    if (failed(function->insertResults(indices, ValueRange(added).getTypes(),
                                       {}))) {
      mlir::emitError(function->getLoc(),
                      "mpopt-return-values: cannot add the results");
      return signalPassFailure();
    }
    terminator.getOperandsMutable().append(added);

    if (mapFile.empty())
      return attachDescription(*function, entries);
    if (failed(writeMap(*function, entries, candidates.size(), begin, end,
                        terminator.getNumOperands() - added.size())))
      signalPassFailure();
  }

  void attachDescription(func::FuncOp function, ArrayRef<Entry> entries) {
    Builder b(&getContext());
    SmallVector<Attribute> list;
    for (const Entry &entry : entries) {
      Description text = describe(entry.tensor);
      SmallVector<NamedAttribute> fields;
      if (entry.result >= 0)
        fields.push_back(
            b.getNamedAttr("result", b.getI64IntegerAttr(entry.result)));
      if (entry.value >= 0)
        fields.push_back(
            b.getNamedAttr("value", b.getI64IntegerAttr(entry.value)));
      if (entry.argument >= 0)
        fields.push_back(
            b.getNamedAttr("argument", b.getI64IntegerAttr(entry.argument)));
      fields.push_back(b.getNamedAttr("op", b.getStringAttr(text.op)));
      fields.push_back(
          b.getNamedAttr("location", b.getStringAttr(text.location)));
      fields.push_back(b.getNamedAttr("type", b.getStringAttr(text.type)));
      if (!text.contains.empty())
        fields.push_back(b.getNamedAttr(
            "contains", b.getStrArrayAttr(text.contains.getArrayRef())));
      if (entry.original)
        fields.push_back(b.getNamedAttr("original", b.getUnitAttr()));
      if (!entry.skipped.empty())
        fields.push_back(
            b.getNamedAttr("skipped", b.getStringAttr(entry.skipped)));
      list.push_back(b.getDictionaryAttr(fields));
    }
    function->setAttr("mpopt.returned_values", b.getArrayAttr(list));
  }

  LogicalResult writeMap(func::FuncOp function, ArrayRef<Entry> entries,
                         int64_t numCandidates, int64_t begin, int64_t end,
                         int64_t numOriginal) {
    llvm::json::Array results, skipped;
    for (const Entry &entry : entries) {
      Description text = describe(entry.tensor);
      llvm::json::Object object{
          {"op", text.op}, {"location", text.location}, {"type", text.type}};
      if (!text.contains.empty())
        object["contains"] = llvm::json::Array(text.contains);
      object["value"] = entry.value >= 0 ? llvm::json::Value(entry.value)
                                         : llvm::json::Value(nullptr);
      if (entry.argument >= 0)
        object["argument"] = entry.argument;
      if (!entry.skipped.empty()) {
        object["reason"] = entry.skipped;
        skipped.push_back(std::move(object));
        continue;
      }
      object["result"] = entry.result;
      object["original"] = entry.original;
      results.push_back(std::move(object));
    }
    llvm::json::Object map{{"format", "mpopt-returned-values-1"},
                           {"function", function.getSymName()},
                           {"original_results", numOriginal},
                           {"values", numCandidates},
                           {"statistics", recordStatistics.getValue()},
                           {"first", begin},
                           {"count", end - begin},
                           {"results", std::move(results)},
                           {"skipped", std::move(skipped)}};
    std::error_code error;
    llvm::ToolOutputFile file(mapFile, error, llvm::sys::fs::OF_Text);
    if (error)
      return mlir::emitError(getOperation().getLoc(),
                             "mpopt-return-values: cannot write '")
             << mapFile << "': " << error.message();
    file.os() << llvm::formatv("{0:2}", llvm::json::Value(std::move(map)))
              << "\n";
    file.keep();
    return success();
  }
};

} // namespace

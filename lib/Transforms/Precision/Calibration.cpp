//===- Calibration.cpp - magnitudes measured on sample inputs -------------===//

#include "Calibration.h"

#include "mpopt/Transforms/Precision/ProgramValues.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>

using namespace mlir;
using namespace mlir::mpopt;

std::optional<double> Calibration::getAmax(Value operand) const {
  // Views and value-preserving casts keep the largest magnitude.
  for (Value value = operand;; value = value.getDefiningOp()->getOperand(0)) {
    if (auto argument = dyn_cast<BlockArgument>(value)) {
      auto it = arguments.find(argument.getArgNumber());
      if (it == arguments.end())
        return std::nullopt;
      return it->second.bound;
    }
    if (auto it = values.find(value); it != values.end())
      return it->second.bound;
    Attribute constant;
    if (matchPattern(value, m_Constant(&constant))) {
      Magnitude magnitude = getConstantMagnitude(constant);
      if (!magnitude.known || !std::isfinite(magnitude.bound))
        return std::nullopt;
      return magnitude.bound;
    }
    if (getExactSource(value) == value)
      return std::nullopt;
  }
}

template <typename T> static std::string print(T printable) {
  std::string text;
  llvm::raw_string_ostream os(text);
  printable.print(os);
  return text;
}

FailureOr<Calibration> mpopt::readCalibration(StringRef path,
                                              func::FuncOp function) {
  auto fail = [&](const Twine &message) -> FailureOr<Calibration> {
    return mlir::emitError(function.getLoc(), "calibration file '")
           << path << "': " << message;
  };
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return fail(buffer.getError().message());
  llvm::Expected<llvm::json::Value> json =
      llvm::json::parse((*buffer)->getBuffer());
  if (!json)
    return fail(llvm::toString(json.takeError()));
  const llvm::json::Object *root = json->getAsObject();
  if (!root || root->getString("format") != "mpopt-calibration-1")
    return fail("not an mpopt calibration (expected \"format\": "
                "\"mpopt-calibration-1\", as scripts/calibrate.py writes)");
  std::optional<StringRef> name = root->getString("function");
  std::optional<int64_t> count = root->getInteger("values");
  const llvm::json::Array *entries = root->getArray("entries");
  if (!name || !count || !entries)
    return fail("expected \"function\", \"values\" and \"entries\"");
  Calibration calibration;
  // A calibration covers one function of the module (the entry); the other
  // functions get none. A module without that function was not the
  // calibrated program: its values would be ignored, silently.
  if (*name != function.getSymName()) {
    if (SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
            function, StringAttr::get(function.getContext(), *name)))
      return calibration;
    return fail(Twine("it records @") + *name +
                ", which this module does not have (@" + function.getSymName() +
                " here): calibrate this program (scripts/calibrate.py)");
  }
  if (const llvm::json::Value *scale = root->get("error_scale")) {
    std::optional<double> value = scale->getAsNumber();
    if (!value || !std::isfinite(*value) || *value <= 0)
      return fail("\"error_scale\" must be a positive finite number");
    calibration.errorScale = *value;
  }

  Block &body = function.getBody().front();
  SmallVector<Value> values = getProgramValues(body);
  if (*count != static_cast<int64_t>(values.size()))
    return fail("it records a program of " + Twine(*count) +
                " values, @" + function.getSymName() + " has " +
                Twine(values.size()) +
                ": calibrate the program as mpopt-assign-precision sees it "
                "(scripts/calibrate.py with the same pipeline options)");
  for (auto [index, item] : llvm::enumerate(*entries)) {
    const llvm::json::Object *entry = item.getAsObject();
    std::optional<double> amax = entry ? entry->getNumber("amax") : std::nullopt;
    std::optional<double> rms = entry ? entry->getNumber("rms") : std::nullopt;
    std::optional<StringRef> type = entry ? entry->getString("type") : std::nullopt;
    std::optional<int64_t> valueIndex =
        entry ? entry->getInteger("value") : std::nullopt;
    std::optional<int64_t> argument =
        entry ? entry->getInteger("argument") : std::nullopt;
    if (!amax || !rms || !type || valueIndex.has_value() == argument.has_value())
      return fail("entry " + Twine(index) +
                  ": expected \"amax\", \"rms\", \"type\" and one of "
                  "\"value\" or \"argument\"");
    Value value;
    if (argument) {
      if (*argument < 0 || *argument >= body.getNumArguments())
        return fail("entry " + Twine(index) + ": no argument " +
                    Twine(*argument));
      value = body.getArgument(*argument);
    } else {
      if (*valueIndex < 0 || *valueIndex >= static_cast<int64_t>(values.size()))
        return fail("entry " + Twine(index) + ": no value " +
                    Twine(*valueIndex));
      value = values[*valueIndex];
      std::optional<StringRef> op = entry->getString("op");
      StringRef here = value.getDefiningOp()->getName().getStringRef();
      if (op && *op != here)
        return fail("entry " + Twine(index) + " records value " +
                    Twine(*valueIndex) + " as " + *op + ", the program has " +
                    here);
    }
    std::string typeHere = print(value.getType());
    if (*type != typeHere)
      return fail("entry " + Twine(index) + " records a " + *type +
                  ", the program has " + typeHere);
    // A value that overflowed or was NaN on a sample says nothing of its
    // magnitude: the model's stays.
    if (!std::isfinite(*amax) || !std::isfinite(*rms) || *amax <= 0)
      continue;
    Magnitude magnitude(*amax, *amax, /*isMask=*/false, *rms);
    if (argument)
      calibration.arguments[*argument] = magnitude;
    else
      calibration.values[value] = magnitude;
  }
  return calibration;
}

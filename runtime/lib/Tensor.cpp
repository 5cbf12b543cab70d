//===- Tensor.cpp - host tensors and the manifest -------------------------===//

#include "mpopt/Runtime/Tensor.h"
#include "mpopt/Runtime/Json.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

using namespace mpopt::runtime;

size_t TensorSpec::numElements() const {
  size_t count = 1;
  for (int64_t size : shape)
    count *= static_cast<size_t>(size);
  return count;
}

TensorSpec TensorSpec::bufferSpec() const {
  TensorSpec buffer;
  buffer.dtype = dtype;
  buffer.shape = shape;
  buffer.initial = initial;
  if (rowStride)
    buffer.shape.back() = rowStride;
  return buffer;
}

std::string TensorSpec::str() const {
  std::string text = std::string(getInfo(dtype).name) + "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? "," : "") +
            (shape[i] < 0 ? std::string("?") : std::to_string(shape[i]));
  return text + "]";
}

bool TensorSpec::isDynamic() const {
  for (int64_t size : shape)
    if (size < 0)
      return true;
  return false;
}

bool TensorSpec::admits(const TensorSpec &actual) const {
  if (dtype != actual.dtype || shape.size() != actual.shape.size())
    return false;
  for (size_t d = 0; d < shape.size(); ++d)
    if (shape[d] >= 0 && shape[d] != actual.shape[d])
      return false;
  return true;
}

bool mpopt::runtime::resolveOutputs(const Manifest &manifest,
                                    const std::vector<TensorSpec> &inputs,
                                    std::vector<TensorSpec> &outputs,
                                    std::string &error) {
  if (inputs.size() != manifest.inputs.size()) {
    error = "the entry takes " + std::to_string(manifest.inputs.size()) +
            " inputs, not " + std::to_string(inputs.size());
    return false;
  }
  for (size_t i = 0; i < inputs.size(); ++i)
    if (!manifest.inputs[i].admits(inputs[i])) {
      error = "input #" + std::to_string(i) + " is " + inputs[i].str() +
              ", the entry takes " + manifest.inputs[i].str();
      return false;
    }
  outputs = manifest.outputs;
  for (TensorSpec &output : outputs) {
    size_t next = 0;
    for (int64_t &size : output.shape)
      if (size < 0) {
        auto [input, dim] = output.dynamicSizes[next++];
        if (input >= inputs.size() || dim >= inputs[input].shape.size()) {
          error = "a result's dynamic size names dimension " +
                  std::to_string(dim) + " of input #" + std::to_string(input) +
                  ", which the entry does not take";
          return false;
        }
        size = inputs[input].shape[dim];
      }
    output.dynamicSizes.clear();
  }
  return true;
}

void HostTensor::FreeDeleter::operator()(void *pointer) const {
  std::free(pointer);
}

HostTensor::HostTensor(TensorSpec spec) : tensorSpec(std::move(spec)) {
  size_t bytes = (std::max<size_t>(numBytes(), 1) + 63) / 64 * 64;
  storage.reset(std::aligned_alloc(64, bytes));
  std::memset(storage.get(), 0, bytes);
}

size_t TensorSpec::numBytes() const {
  return numElements() * getInfo(dtype).bytes;
}

size_t HostTensor::numBytes() const { return tensorSpec.numBytes(); }

/// The most bytes one tensor may take: far above any device's memory, far
/// below where sizes wrap around.
constexpr uint64_t kMaxTensorBytes = uint64_t(1) << 48;

/// Reads `key`, a list of tensors; `results` say where their dynamic sizes
/// come from, and may (`padded`) have rows padded to a "row_stride".
static bool readSpecs(const JsonValue *list, const char *key,
                      std::vector<TensorSpec> &specs, std::string &error,
                      bool results = false, bool padded = false) {
  if (!list || list->kind != JsonValue::Kind::Array) {
    error = std::string("no '") + key + "' list";
    return false;
  }
  for (size_t i = 0; i < list->array.size(); ++i) {
    const JsonValue &entry = list->array[i];
    std::string field = std::string(key) + "[" + std::to_string(i) + "]";
    const JsonValue *dtype = entry.get("dtype");
    const JsonValue *shape = entry.get("shape");
    TensorSpec spec;
    if (!dtype || dtype->kind != JsonValue::Kind::String ||
        !parseDType(dtype->string, spec.dtype)) {
      error = field + ".dtype: unknown element type" +
              (dtype ? " '" + dtype->string + "'" : std::string());
      return false;
    }
    if (!shape || shape->kind != JsonValue::Kind::Array) {
      error = field + ": no shape";
      return false;
    }
    uint64_t bytes = getInfo(spec.dtype).bytes;
    for (size_t d = 0; d < shape->array.size(); ++d) {
      const JsonValue &size = shape->array[d];
      double number = size.kind == JsonValue::Kind::Number ? size.number : -2;
      // A dynamic dimension, sized at call time.
      if (number == -1) {
        spec.shape.push_back(-1);
        continue;
      }
      if (!(number >= 0 && number <= double(kMaxTensorBytes)) ||
          number != static_cast<double>(static_cast<uint64_t>(number))) {
        error = field + ".shape[" + std::to_string(d) +
                "]: sizes are whole numbers from 0 to 2^48, or -1 (dynamic)";
        return false;
      }
      auto extent = static_cast<uint64_t>(number);
      if (__builtin_mul_overflow(bytes, extent, &bytes) ||
          bytes > kMaxTensorBytes) {
        error = field + ".shape: more than 2^48 bytes";
        return false;
      }
      spec.shape.push_back(static_cast<int64_t>(extent));
    }
    if (const JsonValue *sizes = entry.get("dynamic_sizes")) {
      bool valid = results && sizes->kind == JsonValue::Kind::Array;
      for (size_t k = 0; valid && k < sizes->array.size(); ++k) {
        const JsonValue &pair = sizes->array[k];
        valid = pair.kind == JsonValue::Kind::Array && pair.array.size() == 2 &&
                pair.array[0].kind == JsonValue::Kind::Number &&
                pair.array[1].kind == JsonValue::Kind::Number &&
                pair.array[0].number >= 0 && pair.array[1].number >= 0;
        if (valid)
          spec.dynamicSizes.push_back(
              {static_cast<size_t>(pair.array[0].number),
               static_cast<size_t>(pair.array[1].number)});
      }
      size_t dynamicDims = 0;
      for (int64_t size : spec.shape)
        dynamicDims += size < 0;
      if (!valid || spec.dynamicSizes.size() != dynamicDims) {
        error = field + ".dynamic_sizes: one [input, dimension] pair per "
                        "dynamic dimension of a result";
        return false;
      }
    } else if (results && spec.isDynamic()) {
      error = field + ": a dynamic result without dynamic_sizes";
      return false;
    }
    if (const JsonValue *initial = entry.get("initial")) {
      if (initial->kind != JsonValue::Kind::Number) {
        error = field + ".initial: not a number";
        return false;
      }
      spec.initial = initial->number;
    }
    if (const JsonValue *stride = entry.get("row_stride")) {
      double number =
          stride->kind == JsonValue::Kind::Number ? stride->number : -1;
      // The buffer's bytes: those of a column of the last dimension times
      // the stride.
      uint64_t column = spec.shape.empty() || spec.shape.back() == 0
                            ? 0
                            : bytes / spec.shape.back();
      uint64_t bufferBytes = 0;
      if (!padded) {
        error = field + ".row_stride: only a cuda library's results have "
                        "padded rows";
        return false;
      }
      if (spec.shape.empty() ||
          !(number >= double(spec.shape.back()) &&
            number <= double(kMaxTensorBytes)) ||
          number != static_cast<double>(static_cast<uint64_t>(number)) ||
          __builtin_mul_overflow(column, static_cast<uint64_t>(number),
                                 &bufferBytes) ||
          bufferBytes > kMaxTensorBytes) {
        error = field + ".row_stride: a whole number of elements from the "
                        "last dimension's size up, within 2^48 bytes";
        return false;
      }
      spec.rowStride = static_cast<int64_t>(number);
    }
    specs.push_back(std::move(spec));
  }
  return true;
}

static std::string describeTensors(const std::vector<TensorSpec> &specs) {
  std::string text;
  for (size_t i = 0; i < specs.size(); ++i)
    text += (i ? ";" : "") + specs[i].bufferSpec().str();
  return text;
}

static std::vector<TensorSpec> select(const std::vector<TensorSpec> &specs,
                                      const std::vector<size_t> &indices) {
  std::vector<TensorSpec> selected;
  for (size_t index : indices)
    selected.push_back(specs[index]);
  return selected;
}

std::string mpopt::runtime::describeSignature(const Manifest &manifest) {
  std::vector<TensorSpec> arguments = manifest.inputs;
  if (!manifest.prepareSymbol.empty()) {
    arguments = manifest.prepared;
    for (const TensorSpec &spec : select(manifest.inputs, manifest.entryInputs))
      arguments.push_back(spec);
  }
  return describeTensors(arguments) + "->" + describeTensors(manifest.outputs);
}

std::string mpopt::runtime::describePrepareSignature(const Manifest &manifest) {
  return describeTensors(select(manifest.inputs, manifest.parameters)) + "->" +
         describeTensors(manifest.prepared);
}

/// Reads `key`, a list of indices into the `count` inputs.
static bool readIndices(const JsonValue *list, const char *key, size_t count,
                        std::vector<size_t> &indices, std::string &error) {
  if (!list || list->kind != JsonValue::Kind::Array) {
    error = std::string("no '") + key + "' list";
    return false;
  }
  for (size_t i = 0; i < list->array.size(); ++i) {
    const JsonValue &index = list->array[i];
    if (index.kind != JsonValue::Kind::Number || !(index.number >= 0) ||
        index.number >= static_cast<double>(count) ||
        index.number !=
            static_cast<double>(static_cast<size_t>(index.number))) {
      error = std::string(key) + "[" + std::to_string(i) +
              "]: not the index of one of the " + std::to_string(count) +
              " inputs";
      return false;
    }
    indices.push_back(static_cast<size_t>(index.number));
  }
  return true;
}

/// Reads the "prepare" object and "entry_inputs" of a library built with
/// --parameters: every input must go to the prepare function, the entry,
/// or both.
static bool readPrepare(const JsonValue &root, Manifest &manifest,
                        std::string &error) {
  const JsonValue *prepare = root.get("prepare");
  if (!prepare)
    return true;
  const JsonValue *symbol = prepare->get("symbol");
  if (prepare->kind != JsonValue::Kind::Object || !symbol ||
      symbol->kind != JsonValue::Kind::String || symbol->string.empty()) {
    error = "prepare.symbol: no symbol";
    return false;
  }
  manifest.prepareSymbol = symbol->string;
  size_t count = manifest.inputs.size();
  if (!readIndices(prepare->get("parameters"), "prepare.parameters", count,
                   manifest.parameters, error) ||
      !readSpecs(prepare->get("prepared"), "prepare.prepared",
                 manifest.prepared, error) ||
      !readIndices(root.get("entry_inputs"), "entry_inputs", count,
                   manifest.entryInputs, error))
    return false;
  std::vector<bool> used(count);
  for (size_t index : manifest.parameters)
    used[index] = true;
  for (size_t index : manifest.entryInputs)
    used[index] = true;
  for (size_t i = 0; i < count; ++i)
    if (!used[i]) {
      error = "inputs[" + std::to_string(i) +
              "]: neither prepare.parameters nor entry_inputs names it";
      return false;
    }
  return true;
}

bool mpopt::runtime::readManifest(const std::string &path, Manifest &manifest,
                                  std::string &error) {
  // A folder opens as a stream too, and reads as nothing.
  struct stat info;
  if (stat(path.c_str(), &info) != 0) {
    error = "cannot read manifest " + path + ": " + std::strerror(errno);
    return false;
  }
  if (S_ISDIR(info.st_mode)) {
    error = "cannot read manifest " + path + ": it is a folder";
    return false;
  }
  std::ifstream file(path);
  if (!file) {
    error = "cannot read manifest " + path + ": " + std::strerror(errno);
    return false;
  }
  std::stringstream text;
  text << file.rdbuf();
  JsonValue root;
  if (!parseJson(text.str(), root, error)) {
    error = path + ": " + error;
    return false;
  }
  auto string = [&](const char *key) {
    const JsonValue *value = root.get(key);
    return value && value->kind == JsonValue::Kind::String ? value->string
                                                           : std::string();
  };
  const JsonValue *format = root.get("format");
  if (!format || format->string != "mpopt-manifest-1") {
    error = path + ": not an mpopt manifest (format mpopt-manifest-1)";
    return false;
  }
  manifest.library = string("library");
  manifest.symbol = string("symbol");
  manifest.function = string("function");
  manifest.target = string("target");
  manifest.chip = string("chip");
  if (const JsonValue *roofline = root.get("roofline")) {
    auto number = [&](const char *key) {
      const JsonValue *value = roofline->get(key);
      return value && value->kind == JsonValue::Kind::Number ? value->number
                                                             : 0.0;
    };
    const JsonValue *device = roofline->get("device");
    manifest.rooflineDevice = device ? device->string : std::string();
    manifest.rooflineFlops = number("flops");
    manifest.rooflineBytes = number("bytes");
    manifest.rooflineMicros = number("us");
  }
  if (!readSpecs(root.get("inputs"), "inputs", manifest.inputs, error) ||
      !readSpecs(root.get("outputs"), "outputs", manifest.outputs, error,
                 /*results=*/true, manifest.target == "cuda") ||
      !readPrepare(root, manifest, error)) {
    error = path + ": " + error;
    return false;
  }
  return true;
}

//===- Tensor.cpp - host tensors and the manifest -------------------------===//

#include "mpopt/Runtime/Tensor.h"
#include "mpopt/Runtime/Json.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

using namespace mpopt::runtime;

size_t TensorSpec::numElements() const {
  size_t count = 1;
  for (int64_t size : shape)
    count *= static_cast<size_t>(size);
  return count;
}

std::string TensorSpec::str() const {
  std::string text = std::string(getInfo(dtype).name) + "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? "," : "") + std::to_string(shape[i]);
  return text + "]";
}

void HostTensor::FreeDeleter::operator()(void *pointer) const {
  std::free(pointer);
}

HostTensor::HostTensor(TensorSpec spec) : tensorSpec(std::move(spec)) {
  size_t bytes = (std::max<size_t>(numBytes(), 1) + 63) / 64 * 64;
  storage.reset(std::aligned_alloc(64, bytes));
  std::memset(storage.get(), 0, bytes);
}

size_t HostTensor::numBytes() const {
  return numElements() * getInfo(tensorSpec.dtype).bytes;
}

/// The most bytes one tensor may take: far above any device's memory, far
/// below where sizes wrap around.
constexpr uint64_t kMaxTensorBytes = uint64_t(1) << 48;

static bool readSpecs(const JsonValue *list, const char *key,
                      std::vector<TensorSpec> &specs, std::string &error) {
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
      double number = size.kind == JsonValue::Kind::Number ? size.number : -1;
      if (!(number >= 0 && number <= double(kMaxTensorBytes)) ||
          number != static_cast<double>(static_cast<uint64_t>(number))) {
        error = field + ".shape[" + std::to_string(d) +
                "]: sizes are whole numbers from 0 to 2^48";
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
    specs.push_back(std::move(spec));
  }
  return true;
}

std::string mpopt::runtime::describeSignature(const Manifest &manifest) {
  std::string text;
  for (size_t i = 0; i < manifest.inputs.size(); ++i)
    text += (i ? ";" : "") + manifest.inputs[i].str();
  text += "->";
  for (size_t i = 0; i < manifest.outputs.size(); ++i)
    text += (i ? ";" : "") + manifest.outputs[i].str();
  return text;
}

bool mpopt::runtime::readManifest(const std::string &path, Manifest &manifest,
                                  std::string &error) {
  std::ifstream file(path);
  if (!file) {
    error = "cannot read manifest " + path;
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
      !readSpecs(root.get("outputs"), "outputs", manifest.outputs, error)) {
    error = path + ": " + error;
    return false;
  }
  return true;
}

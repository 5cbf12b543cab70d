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

static bool readSpecs(const JsonValue *list, std::vector<TensorSpec> &specs,
                      std::string &error) {
  if (!list || list->kind != JsonValue::Kind::Array) {
    error = "manifest has no inputs/outputs list";
    return false;
  }
  for (const JsonValue &entry : list->array) {
    const JsonValue *dtype = entry.get("dtype");
    const JsonValue *shape = entry.get("shape");
    TensorSpec spec;
    if (!dtype || dtype->kind != JsonValue::Kind::String ||
        !parseDType(dtype->string, spec.dtype)) {
      error = "manifest names an unknown element type" +
              (dtype ? " '" + dtype->string + "'" : std::string());
      return false;
    }
    if (!shape || shape->kind != JsonValue::Kind::Array) {
      error = "manifest tensor without a shape";
      return false;
    }
    for (const JsonValue &size : shape->array) {
      if (size.kind != JsonValue::Kind::Number || size.number < 0) {
        error = "manifest shape holds a bad size";
        return false;
      }
      spec.shape.push_back(static_cast<int64_t>(size.number));
    }
    specs.push_back(std::move(spec));
  }
  return true;
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
  if (!readSpecs(root.get("inputs"), manifest.inputs, error) ||
      !readSpecs(root.get("outputs"), manifest.outputs, error)) {
    error = path + ": " + error;
    return false;
  }
  return true;
}

//===- HostLibrary.cpp - load and call a CPU library ----------------------===//

#include "mpopt/Runtime/HostLibrary.h"

#include <dlfcn.h>

using namespace mpopt::runtime;

std::unique_ptr<HostLibrary> HostLibrary::open(const std::string &path,
                                               std::string manifestPath,
                                               std::string &error) {
  if (manifestPath.empty()) {
    size_t slash = path.find_last_of('/');
    size_t dot = path.find_last_of('.');
    manifestPath = (dot == std::string::npos ||
                    (slash != std::string::npos && dot < slash))
                       ? path + ".json"
                       : path.substr(0, dot) + ".json";
  }
  std::unique_ptr<HostLibrary> library(new HostLibrary());
  library->libraryPath = path;
  if (!readManifest(manifestPath, library->libraryManifest, error))
    return nullptr;
  if (library->libraryManifest.target != "cpu") {
    error = manifestPath + ": built for target '" +
            library->libraryManifest.target + "', not cpu";
    return nullptr;
  }
  // A path without a slash would make dlopen search the library path.
  std::string loadPath =
      path.find('/') == std::string::npos ? "./" + path : path;
  library->handle = dlopen(loadPath.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library->handle) {
    error = std::string("dlopen failed: ") + dlerror();
    return nullptr;
  }
  library->entry = reinterpret_cast<EntryFn>(
      dlsym(library->handle, library->libraryManifest.symbol.c_str()));
  if (!library->entry) {
    error = path + " has no symbol '" + library->libraryManifest.symbol + "'";
    return nullptr;
  }
  return library;
}

HostLibrary::~HostLibrary() {
  if (handle)
    dlclose(handle);
}

std::vector<HostTensor> HostLibrary::makeOutputs() const {
  std::vector<HostTensor> outputs;
  for (const TensorSpec &spec : libraryManifest.outputs)
    outputs.emplace_back(spec);
  return outputs;
}

/// The memref descriptor MLIR's C interface takes for a dense row-major
/// tensor: allocated and aligned pointers, offset, sizes, strides.
static std::vector<int64_t> makeDescriptor(const HostTensor &tensor) {
  const std::vector<int64_t> &shape = tensor.spec().shape;
  size_t rank = shape.size();
  std::vector<int64_t> descriptor(3 + 2 * rank);
  auto pointer = reinterpret_cast<int64_t>(tensor.data());
  descriptor[0] = pointer;
  descriptor[1] = pointer;
  descriptor[2] = 0;
  int64_t stride = 1;
  for (size_t d = rank; d-- > 0;) {
    descriptor[3 + d] = shape[d];
    descriptor[3 + rank + d] = stride;
    stride *= shape[d];
  }
  return descriptor;
}

void HostLibrary::run(const std::vector<HostTensor> &inputs,
                      std::vector<HostTensor> &outputs) const {
  std::vector<std::vector<int64_t>> descriptors;
  for (const HostTensor &input : inputs)
    descriptors.push_back(makeDescriptor(input));
  for (const HostTensor &output : outputs)
    descriptors.push_back(makeDescriptor(output));
  std::vector<void *> args;
  for (std::vector<int64_t> &descriptor : descriptors)
    args.push_back(descriptor.data());
  entry(args.data());
}

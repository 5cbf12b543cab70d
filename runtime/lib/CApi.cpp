//===- CApi.cpp - the runtime's C API -------------------------------------===//

#include "mpopt/Runtime/CApi.h"

#include "mpopt/Runtime/HostLibrary.h"

#include <cstdlib>
#include <cstring>

using namespace mpopt::runtime;

struct MPOptRuntimeLibrary {
  std::unique_ptr<HostLibrary> library;
  std::string graphStatus;
};

static char *copyString(const std::string &text) {
  auto *copy = static_cast<char *>(std::malloc(text.size() + 1));
  std::memcpy(copy, text.c_str(), text.size() + 1);
  return copy;
}

static void setError(char **error, const std::string &text) {
  if (error)
    *error = copyString(text);
}

MPOptRuntimeLibrary *mpoptRuntimeOpen(const char *path, char **error) {
  std::string problem;
  std::unique_ptr<HostLibrary> library =
      HostLibrary::open(path ? path : "", "", problem);
  if (!library) {
    setError(error, problem);
    return nullptr;
  }
  return new MPOptRuntimeLibrary{std::move(library), ""};
}

void mpoptRuntimeClose(MPOptRuntimeLibrary *library) { delete library; }

int mpoptRuntimeCall(MPOptRuntimeLibrary *library, void *const *inputs,
                     const int64_t *const *inputShapes, void *const *outputs,
                     int reprepare, void *stream, char **error) {
  const Manifest &manifest = library->library->manifest();
  std::vector<std::vector<int64_t>> shapes;
  std::vector<void *> inputBuffers, outputBuffers;
  for (size_t i = 0; i < manifest.inputs.size(); ++i) {
    size_t rank = manifest.inputs[i].shape.size();
    shapes.emplace_back(inputShapes[i], inputShapes[i] + rank);
    inputBuffers.push_back(inputs[i]);
  }
  for (size_t i = 0; i < manifest.outputs.size(); ++i)
    outputBuffers.push_back(outputs[i]);
  std::string problem;
  if (!library->library->callInPlace(shapes, inputBuffers, outputBuffers,
                                     reprepare != 0, stream, problem)) {
    setError(error, problem);
    return 1;
  }
  return 0;
}

const char *mpoptRuntimeGraphStatus(MPOptRuntimeLibrary *library) {
  library->graphStatus = library->library->graphStatus();
  return library->graphStatus.c_str();
}

void mpoptRuntimeFree(char *text) { std::free(text); }

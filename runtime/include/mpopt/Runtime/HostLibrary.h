//===- HostLibrary.h - load and call a CPU library --------------*- C++ -*-===//

#ifndef MPOPT_RUNTIME_HOSTLIBRARY_H
#define MPOPT_RUNTIME_HOSTLIBRARY_H

#include "mpopt/Runtime/Tensor.h"

#include <memory>
#include <string>
#include <vector>

namespace mpopt::runtime {

/// A shared library from `mpopt-compile --target=cpu` and its manifest.
class HostLibrary {
public:
  /// Loads `path`; the manifest is `manifestPath`, or `path` with the
  /// extension replaced by `.json` when empty.
  static std::unique_ptr<HostLibrary>
  open(const std::string &path, std::string manifestPath, std::string &error);
  ~HostLibrary();

  const Manifest &manifest() const { return libraryManifest; }
  const std::string &path() const { return libraryPath; }

  /// Makes one output tensor per manifest output.
  std::vector<HostTensor> makeOutputs() const;
  /// Calls the entry. `inputs` and `outputs` match the manifest.
  void run(const std::vector<HostTensor> &inputs,
           std::vector<HostTensor> &outputs) const;

private:
  HostLibrary() = default;
  using EntryFn = void (*)(void **);
  std::string libraryPath;
  Manifest libraryManifest;
  void *handle = nullptr;
  EntryFn entry = nullptr;
};

} // namespace mpopt::runtime

#endif // MPOPT_RUNTIME_HOSTLIBRARY_H

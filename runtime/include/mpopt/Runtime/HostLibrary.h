//===- HostLibrary.h - load and call a compiled library ---------*- C++ -*-===//

#ifndef MPOPT_RUNTIME_HOSTLIBRARY_H
#define MPOPT_RUNTIME_HOSTLIBRARY_H

#include "mpopt/Runtime/Cuda.h"
#include "mpopt/Runtime/Tensor.h"

#include <memory>
#include <string>
#include <vector>

namespace mpopt::runtime {

/// A shared library from `mpopt-compile` and its manifest. Libraries built
/// with --target=cuda run their kernels on the GPU: the inputs are uploaded
/// to device memory, the entry launches its kernels on one stream, and the
/// outputs come back.
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
  /// Makes `inputs` (which match the manifest) the ones the next calls
  /// read: on the GPU they are uploaded, and a library built with
  /// --parameters runs its prepare function on them and waits for it. The
  /// calls below do it when their inputs are not the ones prepared last
  /// (other tensors, not other contents: the caller must not change them
  /// in between).
  void prepare(const std::vector<HostTensor> &inputs) const;
  /// Calls the entry. `inputs` and `outputs` match the manifest. Returns
  /// the time the program took in microseconds: on the GPU between CUDA
  /// events around the launches, without the copies in and out.
  double run(const std::vector<HostTensor> &inputs,
             std::vector<HostTensor> &outputs) const;
  /// Calls the entry `calls` times on the same inputs and returns each
  /// call's time and their total. On the GPU the calls follow each other on the
  /// stream without the host waiting in between (the inputs are uploaded once),
  /// as a program calling the library repeatedly would run them: the host's
  /// launch latency overlaps the previous call's work.
  cuda::BackToBack runBackToBack(const std::vector<HostTensor> &inputs,
                                 std::vector<HostTensor> &outputs,
                                 unsigned calls) const;

private:
  HostLibrary() = default;
  bool onDevice() const { return libraryManifest.target == "cuda"; }
  /// The device buffers of the inputs, the prepared tensors and the
  /// outputs (target cuda).
  mutable std::vector<void *> deviceInputs, devicePrepared, deviceOutputs;
  /// The prepared tensors on the CPU.
  mutable std::vector<HostTensor> hostPrepared;
  /// The inputs prepare() last made current.
  mutable std::vector<const void *> preparedInputs;
  using EntryFn = void (*)(void **);
  std::string libraryPath;
  Manifest libraryManifest;
  void *handle = nullptr;
  EntryFn entry = nullptr;
  EntryFn prepareEntry = nullptr;
};

} // namespace mpopt::runtime

#endif // MPOPT_RUNTIME_HOSTLIBRARY_H

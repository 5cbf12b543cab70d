//===- HostLibrary.h - load and call a compiled library ---------*- C++ -*-===//

#ifndef MPOPT_RUNTIME_HOSTLIBRARY_H
#define MPOPT_RUNTIME_HOSTLIBRARY_H

#include "mpopt/Runtime/Cuda.h"
#include "mpopt/Runtime/Tensor.h"

#include <memory>
#include <optional>
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

  /// Makes one output tensor per manifest output for a call on `inputs`
  /// (dynamic dimensions sized from them); fails, saying why, where the
  /// inputs do not match the manifest.
  std::optional<std::vector<HostTensor>>
  makeOutputs(const std::vector<HostTensor> &inputs, std::string &error) const;
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

  /// Calls the entry on buffers the caller owns, where the library reads
  /// them: device memory for a cuda library, host memory for a cpu one.
  /// `inputs[i]` holds a tensor of `inputShapes[i]` (the manifest's, with
  /// its dynamic dimensions sized); `outputs[i]` the manifest's output
  /// i as bufferSpec() lays it out (rows of `row_stride`). The parameters
  /// are prepared when they are other buffers than the last call's, or
  /// when `reprepare` says their contents changed. A cuda library's work
  /// follows what `callerStream` (a CUstream; null: the legacy default
  /// stream) has enqueued and precedes what it enqueues next; the call
  /// returns without waiting. A second call on the same buffers captures
  /// the call as a CUDA graph, which later calls on them replay (as many
  /// sets of buffers as kInPlaceGraphs), on `callerStream` itself where it
  /// is the last call's (no events between the streams, as a replay in
  /// mpopt-run has none). Fails, saying why, where the
  /// inputs do not match the manifest.
  bool callInPlace(const std::vector<std::vector<int64_t>> &inputShapes,
                   const std::vector<void *> &inputs,
                   const std::vector<void *> &outputs, bool reprepare,
                   void *callerStream, std::string &error) const;
  static constexpr size_t kInPlaceGraphs = 8;

  /// GPU libraries: whether calls replay one CUDA graph (on by default).
  /// The first call with a set of device buffers runs the entry, then
  /// captures it; later calls with the same buffers replay the graph, which
  /// gives the same results bit for bit (the same kernels and library
  /// algorithms on the same buffers). Other buffers capture it again. A
  /// call that cannot be captured (graphStatus says why) runs the entry, as
  /// do calls while kernels are profiled one by one.
  void setGraphs(bool on) { graphsOn = on; }
  /// What the last call ran: "graph of N nodes", or why not.
  std::string graphStatus() const;

private:
  HostLibrary() = default;
  bool onDevice() const { return libraryManifest.target == "cuda"; }
  /// The device buffers of the inputs, the prepared tensors and the
  /// outputs (target cuda).
  mutable std::vector<void *> deviceInputs, devicePrepared, deviceOutputs;
  /// The sizes of deviceInputs and deviceOutputs: this call's, where a
  /// dimension is dynamic.
  mutable std::vector<size_t> deviceInputBytes, deviceOutputBytes;
  /// The prepared tensors on the CPU.
  mutable std::vector<HostTensor> hostPrepared;
  /// Where the prepared tensors are (device or host memory).
  std::vector<const void *> preparedPointers() const;
  /// The inputs prepare() last made current.
  mutable std::vector<const void *> preparedInputs;
  /// Runs `call` (an entry call, `calls` times back to back) on the GPU,
  /// as a graph where it can.
  cuda::BackToBack runOnDevice(void *call, unsigned calls) const;
  /// callInPlace's prepared parameters: the buffers they were prepared
  /// from, and the graphs of the buffer sets it has seen (a set seen once
  /// has no graph yet), oldest first.
  mutable std::vector<const void *> inPlaceParameters;
  struct InPlaceGraph {
    std::vector<int64_t> buffers;
    cuda::Graph graph;
    /// The capture failed (graphProblem says why): no second try.
    bool uncapturable = false;
  };
  mutable std::vector<InPlaceGraph> inPlaceGraphs;
  /// Runs `call` on the program stream in place: replays or captures its
  /// graph where it can.
  void runInPlace(void *call) const;
  /// The graph of a set of buffers seen before, or null.
  InPlaceGraph *findInPlaceGraph(const std::vector<int64_t> &buffers) const;
  /// The caller's stream the program stream's work so far precedes (the
  /// last call's leadStream); none before the first call.
  mutable std::optional<void *> ledStream;
  bool graphsOn = true;
  mutable cuda::Graph graph;
  /// The device buffers `graph` was captured with.
  mutable std::vector<int64_t> graphBuffers;
  /// Why calls do not replay a graph; empty when they do.
  mutable std::string graphProblem;
  using EntryFn = void (*)(void **);
  std::string libraryPath;
  Manifest libraryManifest;
  void *handle = nullptr;
  EntryFn entry = nullptr;
  EntryFn prepareEntry = nullptr;
};

} // namespace mpopt::runtime

#endif // MPOPT_RUNTIME_HOSTLIBRARY_H

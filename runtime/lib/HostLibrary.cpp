//===- HostLibrary.cpp - load and call a compiled library -----------------===//

#include "mpopt/Runtime/HostLibrary.h"

#include "mpopt/Runtime/Cuda.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <dlfcn.h>
#include <unistd.h>

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
  if (access(path.c_str(), R_OK) != 0) {
    error = "cannot open library " + path + ": " + std::strerror(errno);
    return nullptr;
  }
  if (!readManifest(manifestPath, library->libraryManifest, error))
    return nullptr;
  const std::string &target = library->libraryManifest.target;
  if (target != "cpu" && target != "cuda") {
    error =
        manifestPath + ": built for target '" + target + "', not cpu or cuda";
    return nullptr;
  }
  // The library loads its kernels when it is loaded: the GPU must be ready.
  if (target == "cuda" &&
      !cuda::initialize(library->libraryManifest.chip, error)) {
    error = path + ": " + error;
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
  // The entry reads and writes what it was compiled for, whatever the
  // manifest says: the two must agree.
  const auto *declared =
      static_cast<const char *>(dlsym(library->handle, "mpopt_signature"));
  std::string described = describeSignature(library->libraryManifest);
  if (!declared) {
    error = path + " declares no signature (mpopt_signature); rebuild it "
                   "with this mpopt-compile";
    return nullptr;
  }
  if (described != declared) {
    error = manifestPath + " describes " + described + ", but " + path +
            " is built for " + declared;
    return nullptr;
  }
  const Manifest &manifest = library->libraryManifest;
  if (manifest.prepareSymbol.empty())
    return library;
  library->prepareEntry = reinterpret_cast<EntryFn>(
      dlsym(library->handle, manifest.prepareSymbol.c_str()));
  const auto *prepareDeclared = static_cast<const char *>(
      dlsym(library->handle, "mpopt_prepare_signature"));
  if (!library->prepareEntry || !prepareDeclared) {
    error = manifestPath + " names a prepare function '" +
            manifest.prepareSymbol + "', but " + path +
            " has none (or no mpopt_prepare_signature)";
    return nullptr;
  }
  std::string prepareDescribed = describePrepareSignature(manifest);
  if (prepareDescribed != prepareDeclared) {
    error = manifestPath + " describes the prepare function as " +
            prepareDescribed + ", but " + path + " is built for " +
            prepareDeclared;
    return nullptr;
  }
  return library;
}

HostLibrary::~HostLibrary() {
  cuda::destroyGraph(graph);
  for (InPlaceGraph &entry : inPlaceGraphs)
    cuda::destroyGraph(entry.graph);
  for (const std::vector<void *> *buffers :
       {&deviceInputs, &devicePrepared, &deviceOutputs})
    for (void *buffer : *buffers)
      cuda::release(buffer);
  if (onDevice())
    cuda::releaseConstants();
  if (handle)
    dlclose(handle);
}

std::optional<std::vector<HostTensor>>
HostLibrary::makeOutputs(const std::vector<HostTensor> &inputs,
                         std::string &error) const {
  std::vector<TensorSpec> inputSpecs, specs;
  for (const HostTensor &input : inputs)
    inputSpecs.push_back(input.spec());
  if (!resolveOutputs(libraryManifest, inputSpecs, specs, error))
    return std::nullopt;
  std::vector<HostTensor> outputs;
  for (const TensorSpec &spec : specs)
    outputs.emplace_back(spec);
  return outputs;
}

/// The memref descriptor MLIR's C interface takes for a dense row-major
/// tensor: allocated and aligned pointers, offset, sizes, strides.
static std::vector<int64_t> makeDescriptor(const TensorSpec &spec,
                                           const void *data) {
  const std::vector<int64_t> &shape = spec.shape;
  size_t rank = shape.size();
  std::vector<int64_t> descriptor(3 + 2 * rank);
  auto pointer = reinterpret_cast<int64_t>(data);
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

namespace {
/// The arguments of one call of an exported function: descriptors of
/// tensors and the pointers to them that the function takes.
struct Call {
  void (*entry)(void **) = nullptr;
  std::vector<std::vector<int64_t>> descriptors;
  std::vector<void *> args;

  void add(const TensorSpec &spec, const void *data) {
    descriptors.push_back(makeDescriptor(spec, data));
  }
  void finish() {
    for (std::vector<int64_t> &descriptor : descriptors)
      args.push_back(descriptor.data());
  }
  /// The descriptors' aligned pointers: the buffers a graph bakes in.
  std::vector<int64_t> getBuffers() const {
    std::vector<int64_t> buffers;
    for (const std::vector<int64_t> &descriptor : descriptors)
      buffers.push_back(descriptor[1]);
    return buffers;
  }
};
void callEntry(void *context) {
  auto *call = static_cast<Call *>(context);
  call->entry(call->args.data());
}

/// The arguments of a prepare call: the parameters among the inputs (each
/// input's spec and where it is), then the prepared tensors' buffers.
Call makePrepareCall(void (*prepare)(void **), const Manifest &manifest,
                     const std::vector<TensorSpec> &inputSpecs,
                     const std::vector<const void *> &inputs,
                     const std::vector<const void *> &prepared) {
  Call call;
  call.entry = prepare;
  for (size_t index : manifest.parameters)
    call.add(inputSpecs[index], inputs[index]);
  for (size_t i = 0; i < manifest.prepared.size(); ++i)
    call.add(manifest.prepared[i], prepared[i]);
  call.finish();
  return call;
}

/// The arguments of an entry call: the prepared tensors (when the library
/// has a prepare function) and the entry's inputs, or all inputs, then the
/// outputs' buffers; each tensor's spec and where it is.
Call makeEntryCall(void (*entry)(void **), const Manifest &manifest,
                   const std::vector<const void *> &prepared,
                   const std::vector<TensorSpec> &inputSpecs,
                   const std::vector<const void *> &inputs,
                   const std::vector<TensorSpec> &outputSpecs,
                   const std::vector<const void *> &outputs) {
  Call call;
  call.entry = entry;
  if (!manifest.prepareSymbol.empty()) {
    for (size_t i = 0; i < manifest.prepared.size(); ++i)
      call.add(manifest.prepared[i], prepared[i]);
    for (size_t index : manifest.entryInputs)
      call.add(inputSpecs[index], inputs[index]);
  } else {
    for (size_t i = 0; i < inputs.size(); ++i)
      call.add(inputSpecs[i], inputs[i]);
  }
  for (size_t i = 0; i < outputs.size(); ++i)
    call.add(outputSpecs[i].bufferSpec(), outputs[i]);
  call.finish();
  return call;
}
} // namespace

/// Makes `buffers` device buffers of `wanted` bytes each, allocating anew
/// those whose size changed (a dynamic dimension's size at this call).
static void resizeDeviceBuffers(std::vector<void *> &buffers,
                                std::vector<size_t> &bytes,
                                const std::vector<size_t> &wanted) {
  if (bytes == wanted)
    return;
  // The work of earlier calls may still read the old buffers.
  cuda::synchronize();
  buffers.resize(wanted.size(), nullptr);
  bytes.resize(wanted.size(), 0);
  for (size_t i = 0; i < wanted.size(); ++i) {
    if (buffers[i] && bytes[i] == wanted[i])
      continue;
    if (buffers[i])
      cuda::release(buffers[i]);
    buffers[i] = cuda::allocate(wanted[i]);
    bytes[i] = wanted[i];
  }
}

void HostLibrary::prepare(const std::vector<HostTensor> &inputs) const {
  std::vector<const void *> current;
  for (const HostTensor &input : inputs)
    current.push_back(input.data());
  if (current == preparedInputs)
    return;
  preparedInputs = current;
  const Manifest &manifest = libraryManifest;
  if (onDevice()) {
    std::vector<size_t> inputBytes;
    for (const HostTensor &input : inputs)
      inputBytes.push_back(input.numBytes());
    resizeDeviceBuffers(deviceInputs, deviceInputBytes, inputBytes);
    if (devicePrepared.empty())
      for (const TensorSpec &spec : manifest.prepared)
        devicePrepared.push_back(cuda::allocate(spec.numBytes()));
    for (size_t i = 0; i < inputs.size(); ++i)
      cuda::upload(deviceInputs[i], inputs[i].data(), inputs[i].numBytes());
  } else if (hostPrepared.empty()) {
    for (const TensorSpec &spec : manifest.prepared)
      hostPrepared.emplace_back(spec);
  }
  if (!prepareEntry)
    return;
  std::vector<TensorSpec> inputSpecs;
  std::vector<const void *> inputPointers;
  for (size_t i = 0; i < inputs.size(); ++i) {
    inputSpecs.push_back(inputs[i].spec());
    inputPointers.push_back(onDevice() ? deviceInputs[i] : inputs[i].data());
  }
  Call call = makePrepareCall(prepareEntry, manifest, inputSpecs,
                              inputPointers, preparedPointers());
  callEntry(&call);
  if (onDevice())
    cuda::synchronize();
}

/// Downloads a result, whose rows the library may have padded.
static void download(HostTensor &output, const void *device) {
  const TensorSpec &spec = output.spec();
  if (!spec.rowStride || spec.numElements() == 0) {
    cuda::download(output.data(), device, output.numBytes());
    return;
  }
  size_t elementBytes = getInfo(spec.dtype).bytes;
  size_t rowBytes = spec.shape.back() * elementBytes;
  cuda::downloadRows(output.data(), device, spec.rowStride * elementBytes,
                     rowBytes, output.numBytes() / rowBytes);
}

cuda::BackToBack
HostLibrary::runBackToBack(const std::vector<HostTensor> &inputs,
                           std::vector<HostTensor> &outputs,
                           unsigned calls) const {
  prepare(inputs);
  if (onDevice()) {
    std::vector<size_t> outputBytes;
    for (const HostTensor &output : outputs)
      outputBytes.push_back(output.spec().bufferSpec().numBytes());
    resizeDeviceBuffers(deviceOutputs, deviceOutputBytes, outputBytes);
  }
  std::vector<TensorSpec> inputSpecs, outputSpecs;
  std::vector<const void *> inputPointers, outputPointers;
  for (size_t i = 0; i < inputs.size(); ++i) {
    inputSpecs.push_back(inputs[i].spec());
    inputPointers.push_back(onDevice() ? deviceInputs[i] : inputs[i].data());
  }
  for (size_t i = 0; i < outputs.size(); ++i) {
    outputSpecs.push_back(outputs[i].spec());
    outputPointers.push_back(onDevice() ? deviceOutputs[i]
                                        : outputs[i].data());
  }
  Call call = makeEntryCall(entry, libraryManifest, preparedPointers(),
                            inputSpecs, inputPointers, outputSpecs,
                            outputPointers);

  cuda::BackToBack times;
  if (onDevice()) {
    times = runOnDevice(&call, calls);
    for (size_t i = 0; i < outputs.size(); ++i)
      download(outputs[i], deviceOutputs[i]);
    return times;
  }
  auto first = std::chrono::steady_clock::now();
  for (unsigned i = 0; i < calls; ++i) {
    auto start = std::chrono::steady_clock::now();
    callEntry(&call);
    auto stop = std::chrono::steady_clock::now();
    times.calls.push_back(
        std::chrono::duration<double, std::micro>(stop - start).count());
  }
  times.total = std::chrono::duration<double, std::micro>(
                    std::chrono::steady_clock::now() - first)
                    .count();
  return times;
}

cuda::BackToBack HostLibrary::runOnDevice(void *context,
                                          unsigned calls) const {
  if (!graphsOn || cuda::isProfiling())
    return cuda::timeBackToBack(callEntry, context, calls);
  auto *call = static_cast<Call *>(context);
  std::vector<int64_t> buffers = call->getBuffers();
  // Capture again for other buffers; never again for the same ones after
  // a capture that failed.
  if (buffers != graphBuffers ||
      (!graph.executable && graphProblem.empty())) {
    cuda::destroyGraph(graph);
    graphBuffers = buffers;
    // A first call tunes library algorithms and uploads constants, which a
    // graph cannot hold: it runs as it is, then the capture.
    callEntry(call);
    cuda::synchronize();
    graphProblem.clear();
    graph = cuda::captureGraph(callEntry, call, graphProblem);
  }
  if (!graph.executable)
    return cuda::timeBackToBack(callEntry, context, calls);
  auto replay = [](void *captured) {
    cuda::launchGraph(*static_cast<const cuda::Graph *>(captured));
  };
  return cuda::timeBackToBack(replay, &graph, calls);
}

bool HostLibrary::callInPlace(
    const std::vector<std::vector<int64_t>> &inputShapes,
    const std::vector<void *> &inputs, const std::vector<void *> &outputs,
    bool reprepare, void *callerStream, std::string &error) const {
  const Manifest &manifest = libraryManifest;
  if (inputShapes.size() != manifest.inputs.size() ||
      inputs.size() != manifest.inputs.size() ||
      outputs.size() != manifest.outputs.size()) {
    error = libraryPath + " takes " + std::to_string(manifest.inputs.size()) +
            " inputs and returns " + std::to_string(manifest.outputs.size()) +
            " outputs; got " + std::to_string(inputs.size()) + " and " +
            std::to_string(outputs.size());
    return false;
  }
  std::vector<TensorSpec> inputSpecs, outputSpecs;
  for (size_t i = 0; i < inputs.size(); ++i) {
    TensorSpec spec = manifest.inputs[i];
    spec.shape = inputShapes[i];
    inputSpecs.push_back(spec);
  }
  if (!resolveOutputs(manifest, inputSpecs, outputSpecs, error))
    return false;
  std::vector<const void *> parameters;
  for (size_t index : manifest.parameters)
    parameters.push_back(inputs[index]);
  bool prepare =
      prepareEntry && (reprepare || parameters != inPlaceParameters);
  auto makeCall = [&] {
    return makeEntryCall(
        entry, manifest, preparedPointers(), inputSpecs,
        std::vector<const void *>(inputs.begin(), inputs.end()), outputSpecs,
        std::vector<const void *>(outputs.begin(), outputs.end()));
  };
  // A replay on the caller's own stream, where the program stream's work
  // so far already precedes it: no events between the streams (each a
  // wait of several microseconds on the GPU).
  if (onDevice() && !prepare && graphsOn && !cuda::isProfiling() &&
      ledStream == callerStream) {
    Call call = makeCall();
    const InPlaceGraph *seen = findInPlaceGraph(call.getBuffers());
    if (seen && seen->graph.executable) {
      cuda::launchGraphOn(seen->graph, callerStream);
      return true;
    }
  }
  if (onDevice()) {
    // Replays on another stream than this caller's came after the last
    // lead: the program stream waits for them too.
    if (ledStream && *ledStream != callerStream)
      cuda::followStream(*ledStream);
    cuda::followStream(callerStream);
  }

  if (prepare) {
    if (onDevice() && devicePrepared.empty())
      for (const TensorSpec &spec : manifest.prepared)
        devicePrepared.push_back(cuda::allocate(spec.numBytes()));
    if (!onDevice() && hostPrepared.empty())
      for (const TensorSpec &spec : manifest.prepared)
        hostPrepared.emplace_back(spec);
    Call call = makePrepareCall(
        prepareEntry, manifest, inputSpecs,
        std::vector<const void *>(inputs.begin(), inputs.end()),
        preparedPointers());
    callEntry(&call);
    inPlaceParameters = parameters;
    // mpopt-run's prepare() no longer holds what the library prepared.
    preparedInputs.clear();
  }

  Call call = makeCall();
  if (!onDevice()) {
    callEntry(&call);
    return true;
  }
  runInPlace(&call);
  cuda::leadStream(callerStream);
  ledStream = callerStream;
  return true;
}

std::vector<const void *> HostLibrary::preparedPointers() const {
  std::vector<const void *> pointers;
  for (size_t i = 0; i < libraryManifest.prepared.size(); ++i)
    pointers.push_back(onDevice() ? devicePrepared[i]
                                  : hostPrepared[i].data());
  return pointers;
}

HostLibrary::InPlaceGraph *
HostLibrary::findInPlaceGraph(const std::vector<int64_t> &buffers) const {
  auto found = std::find_if(
      inPlaceGraphs.begin(), inPlaceGraphs.end(),
      [&](const InPlaceGraph &seen) { return seen.buffers == buffers; });
  return found == inPlaceGraphs.end() ? nullptr : &*found;
}

void HostLibrary::runInPlace(void *context) const {
  auto *call = static_cast<Call *>(context);
  if (!graphsOn || cuda::isProfiling())
    return callEntry(call);
  std::vector<int64_t> buffers = call->getBuffers();
  InPlaceGraph *found = findInPlaceGraph(buffers);
  // Buffers seen for the first time (a caller's temporaries, maybe): the
  // call as it is; a graph once they come again.
  if (!found) {
    callEntry(call);
    if (inPlaceGraphs.size() == kInPlaceGraphs) {
      cuda::destroyGraph(inPlaceGraphs.front().graph);
      inPlaceGraphs.erase(inPlaceGraphs.begin());
    }
    inPlaceGraphs.push_back({buffers, {}, false});
    return;
  }
  if (!found->graph.executable && !found->uncapturable) {
    std::string problem;
    found->graph = cuda::captureGraph(callEntry, call, problem);
    found->uncapturable = !found->graph.executable;
    if (found->uncapturable)
      graphProblem = problem;
  }
  if (!found->graph.executable)
    return callEntry(call);
  cuda::launchGraph(found->graph);
}

std::string HostLibrary::graphStatus() const {
  if (!onDevice())
    return "no graph (a CPU library)";
  if (!graphsOn)
    return "no graph (turned off): each call launches its kernels";
  if (graph.executable)
    return "one CUDA graph of " + std::to_string(graph.nodes) +
           " nodes per call, captured once";
  size_t captured = std::count_if(
      inPlaceGraphs.begin(), inPlaceGraphs.end(),
      [](const InPlaceGraph &seen) { return seen.graph.executable; });
  if (captured)
    return "one CUDA graph per call, captured for each of " +
           std::to_string(captured) + " sets of the caller's buffers";
  if (!graphProblem.empty())
    return "no graph: " + graphProblem;
  return "no graph yet";
}

double HostLibrary::run(const std::vector<HostTensor> &inputs,
                        std::vector<HostTensor> &outputs) const {
  return runBackToBack(inputs, outputs, 1).total;
}

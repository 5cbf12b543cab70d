//===- Cuda.cpp - the CUDA driver, loaded at run time; the mgpu* ABI ------===//
//
// The driver API's ABI is stable, so the few types and entry points used
// here are declared rather than taken from cuda.h: the runtime builds with
// a C++ compiler alone and finds libcuda.so.1 when it runs.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Runtime/Cuda.h"

#include <algorithm>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>
#include <map>

using namespace mpopt::runtime;

namespace {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using Handle = void *;

constexpr int kComputeCapabilityMajor = 75;
constexpr int kComputeCapabilityMinor = 76;
constexpr unsigned kStreamNonBlocking = 1;
constexpr int kMemPoolReleaseThreshold = 4;
constexpr int kMemoryTypeHost = 1;
constexpr int kMemoryTypeDevice = 2;
/// Calls that are not stream work (an allocation outside the stream's
/// order) run as they would outside a capture instead of failing it: the
/// first call before the capture did all of them that are needed.
constexpr int kCaptureModeRelaxed = 2;
/// A graph's stream-ordered allocations that the call did not free are
/// freed when it is launched again.
constexpr unsigned long long kInstantiateAutoFreeOnLaunch = 1;

/// The driver's CUDA_MEMCPY2D.
struct Copy2D {
  size_t srcXInBytes, srcY;
  int srcMemoryType;
  const void *srcHost;
  unsigned long long srcDevice;
  void *srcArray;
  size_t srcPitch;
  size_t dstXInBytes, dstY;
  int dstMemoryType;
  void *dstHost;
  unsigned long long dstDevice;
  void *dstArray;
  size_t dstPitch;
  size_t WidthInBytes, Height;
};

/// The driver's entry points, by their exported (versioned) names.
struct Driver {
  CUresult (*init)(unsigned);
  CUresult (*deviceGet)(CUdevice *, int);
  CUresult (*deviceGetAttribute)(int *, int, CUdevice);
  CUresult (*deviceGetName)(char *, int, CUdevice);
  CUresult (*primaryCtxRetain)(Handle *, CUdevice);
  CUresult (*ctxSetCurrent)(Handle);
  CUresult (*streamCreate)(Handle *, unsigned);
  CUresult (*streamSynchronize)(Handle);
  CUresult (*eventCreate)(Handle *, unsigned);
  CUresult (*eventRecord)(Handle, Handle);
  CUresult (*streamWaitEvent)(Handle, Handle, unsigned);
  CUresult (*eventSynchronize)(Handle);
  CUresult (*eventElapsedTime)(float *, Handle, Handle);
  CUresult (*eventDestroy)(Handle);
  CUresult (*memAlloc)(CUdeviceptr *, size_t);
  CUresult (*memFree)(CUdeviceptr);
  CUresult (*memcpyHtoD)(CUdeviceptr, const void *, size_t);
  CUresult (*memcpyDtoH)(void *, CUdeviceptr, size_t);
  CUresult (*memAllocAsync)(CUdeviceptr *, size_t, Handle);
  CUresult (*memFreeAsync)(CUdeviceptr, Handle);
  CUresult (*memcpyAsync)(CUdeviceptr, CUdeviceptr, size_t, Handle);
  CUresult (*memcpy2DAsync)(const Copy2D *, Handle);
  CUresult (*streamBeginCapture)(Handle, int);
  CUresult (*streamEndCapture)(Handle, Handle *);
  CUresult (*graphInstantiate)(Handle *, Handle, unsigned long long);
  CUresult (*graphGetNodes)(Handle, Handle *, size_t *);
  CUresult (*graphLaunch)(Handle, Handle);
  CUresult (*graphExecDestroy)(Handle);
  CUresult (*graphDestroy)(Handle);
  CUresult (*deviceGetDefaultMemPool)(Handle *, CUdevice);
  CUresult (*memPoolSetAttribute)(Handle, int, void *);
  CUresult (*moduleLoadData)(Handle *, const void *);
  CUresult (*moduleUnload)(Handle);
  CUresult (*moduleGetFunction)(Handle *, Handle, const char *);
  CUresult (*launchKernel)(Handle, unsigned, unsigned, unsigned, unsigned,
                           unsigned, unsigned, unsigned, Handle, void **,
                           void **);
  CUresult (*getErrorName)(CUresult, const char **);
  CUresult (*getErrorString)(CUresult, const char **);
};

Driver driver;
bool initialized = false;
Handle stream = nullptr;
/// While a call is being captured as a graph: what it did that a graph
/// cannot replay, empty while nothing.
bool capturing = false;
std::string captureProblem;

/// Prints the failed call and the driver's reason, and exits: a program
/// that lost a kernel launch or an allocation cannot go on.
void check(CUresult result, const char *call) {
  if (result == 0)
    return;
  const char *name = "unknown error";
  const char *reason = "";
  if (driver.getErrorName)
    driver.getErrorName(result, &name);
  if (driver.getErrorString)
    driver.getErrorString(result, &reason);
  std::fprintf(stderr, "mpopt-run: error: %s failed: %s (%s)%s\n", call, name,
               reason,
               capturing ? " while capturing the call as a CUDA graph "
                           "(mpopt-run --graphs=off runs without)"
                         : "");
  std::exit(1);
}

void requireInitialized(const char *call) {
  if (initialized)
    return;
  std::fprintf(stderr,
               "mpopt-run: error: %s called before the CUDA driver was "
               "initialized\n",
               call);
  std::exit(1);
}

template <typename Fn>
bool bind(void *library, Fn &function, const char *name,
          const char *fallback, std::string &error) {
  void *symbol = dlsym(library, name);
  if (!symbol && fallback)
    symbol = dlsym(library, fallback);
  if (!symbol) {
    error = std::string("the CUDA driver has no ") + name;
    return false;
  }
  function = reinterpret_cast<Fn>(symbol);
  return true;
}

bool openDriver(std::string &error) {
  void *library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
  if (!library) {
    error = std::string("no CUDA driver (libcuda.so.1): ") + dlerror();
    return false;
  }
  return bind(library, driver.init, "cuInit", nullptr, error) &&
         bind(library, driver.deviceGet, "cuDeviceGet", nullptr, error) &&
         bind(library, driver.deviceGetAttribute, "cuDeviceGetAttribute",
              nullptr, error) &&
         bind(library, driver.deviceGetName, "cuDeviceGetName", nullptr,
              error) &&
         bind(library, driver.primaryCtxRetain, "cuDevicePrimaryCtxRetain",
              nullptr, error) &&
         bind(library, driver.ctxSetCurrent, "cuCtxSetCurrent", nullptr,
              error) &&
         bind(library, driver.streamCreate, "cuStreamCreate", nullptr,
              error) &&
         bind(library, driver.streamSynchronize, "cuStreamSynchronize",
              nullptr, error) &&
         bind(library, driver.eventCreate, "cuEventCreate", nullptr, error) &&
         bind(library, driver.eventRecord, "cuEventRecord", nullptr, error) &&
         bind(library, driver.streamWaitEvent, "cuStreamWaitEvent", nullptr,
              error) &&
         bind(library, driver.eventSynchronize, "cuEventSynchronize",
              nullptr, error) &&
         bind(library, driver.eventElapsedTime, "cuEventElapsedTime_v2",
              "cuEventElapsedTime", error) &&
         bind(library, driver.eventDestroy, "cuEventDestroy_v2",
              "cuEventDestroy", error) &&
         bind(library, driver.memAlloc, "cuMemAlloc_v2", nullptr, error) &&
         bind(library, driver.memFree, "cuMemFree_v2", nullptr, error) &&
         bind(library, driver.memcpyHtoD, "cuMemcpyHtoD_v2", nullptr,
              error) &&
         bind(library, driver.memcpyDtoH, "cuMemcpyDtoH_v2", nullptr,
              error) &&
         bind(library, driver.memAllocAsync, "cuMemAllocAsync", nullptr,
              error) &&
         bind(library, driver.memFreeAsync, "cuMemFreeAsync", nullptr,
              error) &&
         bind(library, driver.memcpyAsync, "cuMemcpyAsync", nullptr, error) &&
         bind(library, driver.memcpy2DAsync, "cuMemcpy2DAsync_v2", nullptr,
              error) &&
         bind(library, driver.streamBeginCapture, "cuStreamBeginCapture_v2",
              nullptr, error) &&
         bind(library, driver.streamEndCapture, "cuStreamEndCapture",
              nullptr, error) &&
         bind(library, driver.graphInstantiate, "cuGraphInstantiateWithFlags",
              nullptr, error) &&
         bind(library, driver.graphGetNodes, "cuGraphGetNodes", nullptr,
              error) &&
         bind(library, driver.graphLaunch, "cuGraphLaunch", nullptr, error) &&
         bind(library, driver.graphExecDestroy, "cuGraphExecDestroy", nullptr,
              error) &&
         bind(library, driver.graphDestroy, "cuGraphDestroy", nullptr,
              error) &&
         bind(library, driver.deviceGetDefaultMemPool,
              "cuDeviceGetDefaultMemPool", nullptr, error) &&
         bind(library, driver.memPoolSetAttribute, "cuMemPoolSetAttribute",
              nullptr, error) &&
         bind(library, driver.moduleLoadData, "cuModuleLoadData", nullptr,
              error) &&
         bind(library, driver.moduleUnload, "cuModuleUnload", nullptr,
              error) &&
         bind(library, driver.moduleGetFunction, "cuModuleGetFunction",
              nullptr, error) &&
         bind(library, driver.launchKernel, "cuLaunchKernel", nullptr,
              error) &&
         bind(library, driver.getErrorName, "cuGetErrorName", nullptr,
              error) &&
         bind(library, driver.getErrorString, "cuGetErrorString", nullptr,
              error);
}

CUdevice device = 0;

struct TimedLaunch {
  std::string name;
  Handle start;
  Handle stop;
};
/// Microseconds between two recorded events, once the second has passed;
/// the events are destroyed.
/// The time between two recorded events, once the second has happened.
double measureMicros(Handle start, Handle stop) {
  check(driver.eventSynchronize(stop), "cuEventSynchronize");
  float millis = 0;
  check(driver.eventElapsedTime(&millis, start, stop), "cuEventElapsedTime");
  return millis * 1000.0;
}

/// The same, and both events are destroyed.
double elapsedMicros(Handle start, Handle stop) {
  double micros = measureMicros(start, stop);
  check(driver.eventDestroy(start), "cuEventDestroy");
  check(driver.eventDestroy(stop), "cuEventDestroy");
  return micros;
}

bool profiling = false;
std::vector<TimedLaunch> launches;
/// A kernel's name in a profile: its function and the ordinal of its
/// module among those loaded (the order of mpopt-compile --emit-ptx's
/// "kernels of" sections), since outlined kernels share function names.
std::map<Handle, std::string> functionNames;
std::map<Handle, int> moduleOrdinals;
/// The resident device copies of the programs' constants, by host address
/// and size (mpoptDeviceConstant).
std::map<std::pair<int64_t, int64_t>, CUdeviceptr> constants;

} // namespace

bool cuda::initialize(const std::string &chip, std::string &error) {
  if (initialized)
    return true;
  if (!openDriver(error))
    return false;
  if (CUresult result = driver.init(0)) {
    const char *name = "unknown error";
    driver.getErrorName(result, &name);
    error = std::string("cuInit failed: ") + name + " (no usable GPU?)";
    return false;
  }
  check(driver.deviceGet(&device, 0), "cuDeviceGet");
  int major = 0, minor = 0;
  check(driver.deviceGetAttribute(&major, kComputeCapabilityMajor, device),
        "cuDeviceGetAttribute");
  check(driver.deviceGetAttribute(&minor, kComputeCapabilityMinor, device),
        "cuDeviceGetAttribute");
  // A cubin runs on its own major version at a minor version at least its
  // own; an `a` target (sm_90a) only on exactly that chip.
  unsigned wantMajor = 0, wantMinor = 0;
  bool archSpecific = !chip.empty() && chip.back() == 'a';
  if (std::sscanf(chip.c_str(), "sm_%1u%1u", &wantMajor, &wantMinor) != 2) {
    error = "unknown chip '" + chip + "' in the manifest";
    return false;
  }
  bool runs = static_cast<unsigned>(major) == wantMajor &&
              (archSpecific ? static_cast<unsigned>(minor) == wantMinor
                            : static_cast<unsigned>(minor) >= wantMinor);
  if (!runs) {
    error = "the library was compiled for " + chip + "; this GPU is " +
            describeDevice() + ": recompile with --chip=sm_" +
            std::to_string(major) + std::to_string(minor) +
            (major >= 9 ? "a" : "");
    return false;
  }
  Handle context = nullptr;
  check(driver.primaryCtxRetain(&context, device), "cuDevicePrimaryCtxRetain");
  check(driver.ctxSetCurrent(context), "cuCtxSetCurrent");
  check(driver.streamCreate(&stream, kStreamNonBlocking), "cuStreamCreate");
  // A program allocates its intermediate buffers on every call: the pool
  // keeps what it freed instead of returning it to the OS at each
  // synchronization (its default), so later calls allocate at no cost.
  Handle pool = nullptr;
  check(driver.deviceGetDefaultMemPool(&pool, device),
        "cuDeviceGetDefaultMemPool");
  uint64_t keepAll = UINT64_MAX;
  check(driver.memPoolSetAttribute(pool, kMemPoolReleaseThreshold, &keepAll),
        "cuMemPoolSetAttribute");
  initialized = true;
  return true;
}

std::string cuda::describeDevice() {
  char name[256] = "unknown GPU";
  int major = 0, minor = 0;
  driver.deviceGetName(name, sizeof(name), device);
  driver.deviceGetAttribute(&major, kComputeCapabilityMajor, device);
  driver.deviceGetAttribute(&minor, kComputeCapabilityMinor, device);
  return std::string(name) + ", sm_" + std::to_string(major) +
         std::to_string(minor);
}

void *cuda::getStream() {
  requireInitialized("getStream");
  return stream;
}

/// Makes `waiting` wait for the work enqueued on `done` so far.
static void waitForStream(Handle waiting, Handle done) {
  static Handle event = nullptr;
  // CU_EVENT_DISABLE_TIMING: a marker only.
  if (!event)
    check(driver.eventCreate(&event, 2), "cuEventCreate");
  check(driver.eventRecord(event, done), "cuEventRecord");
  check(driver.streamWaitEvent(waiting, event, 0), "cuStreamWaitEvent");
}

void cuda::followStream(void *other) {
  requireInitialized("followStream");
  waitForStream(stream, static_cast<Handle>(other));
}

void cuda::leadStream(void *other) {
  requireInitialized("leadStream");
  waitForStream(static_cast<Handle>(other), stream);
}

void *cuda::allocate(size_t bytes) {
  requireInitialized("allocate");
  CUdeviceptr pointer = 0;
  check(driver.memAlloc(&pointer, bytes ? bytes : 1), "cuMemAlloc");
  return reinterpret_cast<void *>(pointer);
}

void cuda::release(void *device) {
  check(driver.memFree(reinterpret_cast<CUdeviceptr>(device)), "cuMemFree");
}

// Programs return with their work still on the (non-blocking) stream:
// copies wait for it first.
void cuda::upload(void *device, const void *host, size_t bytes) {
  check(driver.streamSynchronize(stream), "cuStreamSynchronize");
  check(driver.memcpyHtoD(reinterpret_cast<CUdeviceptr>(device), host, bytes),
        "cuMemcpyHtoD");
}

void cuda::download(void *host, const void *device, size_t bytes) {
  check(driver.streamSynchronize(stream), "cuStreamSynchronize");
  check(driver.memcpyDtoH(host, reinterpret_cast<CUdeviceptr>(device), bytes),
        "cuMemcpyDtoH");
}

/// Enqueues a copy of `rows` rows of `rowBytes` from device memory to
/// device or host memory (`targetType`), rows `sourcePitch` and
/// `targetPitch` bytes apart.
static void enqueueRows(int targetType, void *target, size_t targetPitch,
                        const void *source, size_t sourcePitch,
                        size_t rowBytes, size_t rows) {
  Copy2D copy{};
  copy.srcMemoryType = kMemoryTypeDevice;
  copy.srcDevice = reinterpret_cast<CUdeviceptr>(source);
  copy.srcPitch = sourcePitch;
  copy.dstMemoryType = targetType;
  if (targetType == kMemoryTypeHost)
    copy.dstHost = target;
  else
    copy.dstDevice = reinterpret_cast<CUdeviceptr>(target);
  copy.dstPitch = targetPitch;
  copy.WidthInBytes = rowBytes;
  copy.Height = rows;
  check(driver.memcpy2DAsync(&copy, stream), "cuMemcpy2DAsync");
}

void cuda::downloadRows(void *host, const void *device, size_t pitch,
                        size_t rowBytes, size_t rows) {
  enqueueRows(kMemoryTypeHost, host, rowBytes, device, pitch, rowBytes, rows);
  check(driver.streamSynchronize(stream), "cuStreamSynchronize");
}

void cuda::synchronize() {
  if (capturing) {
    captureProblem = "the program waits for the GPU within its call";
    return;
  }
  check(driver.streamSynchronize(stream), "cuStreamSynchronize");
}

void *cuda::allocateOnStream(size_t bytes) {
  requireInitialized("allocateOnStream");
  CUdeviceptr pointer = 0;
  check(driver.memAllocAsync(&pointer, bytes ? bytes : 1, stream),
        "cuMemAllocAsync");
  return reinterpret_cast<void *>(pointer);
}

void cuda::releaseOnStream(void *device) {
  check(driver.memFreeAsync(reinterpret_cast<CUdeviceptr>(device), stream),
        "cuMemFreeAsync");
}

void cuda::copyRows(void *target, size_t targetPitch, const void *source,
                    size_t sourcePitch, size_t rowBytes, size_t rows) {
  enqueueRows(kMemoryTypeDevice, target, targetPitch, source, sourcePitch,
              rowBytes, rows);
}

cuda::Graph cuda::captureGraph(void (*call)(void *), void *context,
                               std::string &error) {
  requireInitialized("captureGraph");
  check(driver.streamBeginCapture(stream, kCaptureModeRelaxed),
        "cuStreamBeginCapture");
  capturing = true;
  captureProblem.clear();
  call(context);
  capturing = false;
  Handle graph = nullptr;
  CUresult ended = driver.streamEndCapture(stream, &graph);
  if (!captureProblem.empty() || ended != 0 || !graph) {
    error = captureProblem.empty() ? "the capture was invalidated"
                                   : captureProblem;
    if (graph)
      driver.graphDestroy(graph);
    return {};
  }
  Graph captured;
  check(driver.graphGetNodes(graph, nullptr, &captured.nodes),
        "cuGraphGetNodes");
  check(driver.graphInstantiate(&captured.executable, graph,
                                kInstantiateAutoFreeOnLaunch),
        "cuGraphInstantiateWithFlags");
  check(driver.graphDestroy(graph), "cuGraphDestroy");
  return captured;
}

void cuda::launchGraph(const Graph &graph) {
  check(driver.graphLaunch(graph.executable, stream), "cuGraphLaunch");
}

void cuda::launchGraphOn(const Graph &graph, void *other) {
  check(driver.graphLaunch(graph.executable, static_cast<Handle>(other)),
        "cuGraphLaunch");
}

void cuda::destroyGraph(Graph &graph) {
  if (!graph.executable)
    return;
  check(driver.streamSynchronize(stream), "cuStreamSynchronize");
  check(driver.graphExecDestroy(graph.executable), "cuGraphExecDestroy");
  graph = {};
}

double cuda::timeOnStream(void (*call)(void *), void *context) {
  return timeBackToBack(call, context, 1).total;
}

double cuda::timeMedianOfThree(void (*call)(void *), void *context) {
  call(context);
  double times[3];
  for (double &time : times)
    time = timeOnStream(call, context);
  std::sort(times, times + 3);
  return times[1];
}

cuda::BackToBack cuda::timeBackToBack(void (*call)(void *), void *context,
                                      unsigned count) {
  requireInitialized("timeBackToBack");
  if (capturing) {
    captureProblem = "a library call times its algorithms (a first call)";
    return {{0.0}, 0.0};
  }
  if (count == 0)
    return {};
  std::vector<std::pair<Handle, Handle>> events(count);
  for (auto &[start, stop] : events) {
    check(driver.eventCreate(&start, 0), "cuEventCreate");
    check(driver.eventCreate(&stop, 0), "cuEventCreate");
    check(driver.eventRecord(start, stream), "cuEventRecord");
    call(context);
    check(driver.eventRecord(stop, stream), "cuEventRecord");
  }
  BackToBack times;
  times.total = measureMicros(events.front().first, events.back().second);
  for (auto &[start, stop] : events)
    times.calls.push_back(elapsedMicros(start, stop));
  return times;
}

void cuda::releaseConstants() {
  if (constants.empty())
    return;
  check(driver.streamSynchronize(stream), "cuStreamSynchronize");
  for (auto &[key, device] : constants)
    check(driver.memFree(device), "cuMemFree");
  constants.clear();
}

void cuda::setProfiling(bool on) { profiling = on; }

bool cuda::isProfiling() { return profiling; }

void cuda::profiled(const char *name, void (*launch)(void *), void *context) {
  if (!profiling) {
    launch(context);
    return;
  }
  TimedLaunch timed{name, nullptr, nullptr};
  check(driver.eventCreate(&timed.start, 0), "cuEventCreate");
  check(driver.eventCreate(&timed.stop, 0), "cuEventCreate");
  check(driver.eventRecord(timed.start, stream), "cuEventRecord");
  launch(context);
  check(driver.eventRecord(timed.stop, stream), "cuEventRecord");
  launches.push_back(timed);
}

namespace {

/// Waits until the GPU's nanosecond clock passes its start plus `wait`. PTX,
/// which the driver compiles for whatever GPU there is.
constexpr char kHoldKernel[] = R"(
.version 7.0
.target sm_70
.address_size 64
.visible .entry mpopt_hold(.param .u64 wait) {
  .reg .u64 %t<4>;
  .reg .pred %p;
  ld.param.u64 %t0, [wait];
  mov.u64 %t1, %globaltimer;
  add.u64 %t2, %t1, %t0;
spin:
  mov.u64 %t3, %globaltimer;
  setp.lt.u64 %p, %t3, %t2;
  @%p bra spin;
  ret;
}
)";

} // namespace

void cuda::holdStream(double micros) {
  requireInitialized("holdStream");
  static Handle function = [] {
    Handle module = nullptr, kernel = nullptr;
    check(driver.moduleLoadData(&module, kHoldKernel), "cuModuleLoadData");
    check(driver.moduleGetFunction(&kernel, module, "mpopt_hold"),
          "cuModuleGetFunction");
    return kernel;
  }();
  auto wait = static_cast<unsigned long long>(micros * 1e3);
  void *params[] = {&wait};
  check(driver.launchKernel(function, 1, 1, 1, 1, 1, 1, 0, stream, params,
                            nullptr),
        "cuLaunchKernel");
}

std::vector<std::pair<std::string, double>> cuda::takeProfile() {
  std::vector<std::pair<std::string, double>> result;
  for (TimedLaunch &timed : launches)
    result.emplace_back(timed.name, elapsedMicros(timed.start, timed.stop));
  launches.clear();
  return result;
}

// The functions MLIR's GPU-to-LLVM lowering calls. Every call of a program
// runs on the one stream made by initialize(); modules are loaded once,
// when the library is loaded.
extern "C" {

void *mgpuModuleLoad(void *data, size_t) {
  requireInitialized("mgpuModuleLoad");
  Handle module = nullptr;
  check(driver.moduleLoadData(&module, data), "cuModuleLoadData");
  moduleOrdinals.emplace(module, static_cast<int>(moduleOrdinals.size()));
  return module;
}

void *mgpuModuleLoadJIT(void *data, int) { return mgpuModuleLoad(data, 0); }

void mgpuModuleUnload(void *module) {
  // At exit the driver may already be gone: nothing left to check.
  if (initialized)
    driver.moduleUnload(module);
}

void *mgpuModuleGetFunction(void *module, const char *name) {
  Handle function = nullptr;
  check(driver.moduleGetFunction(&function, module, name),
        "cuModuleGetFunction");
  auto ordinal = moduleOrdinals.find(module);
  functionNames.emplace(function,
                        ordinal == moduleOrdinals.end()
                            ? std::string(name)
                            : std::string(name) + "#" +
                                  std::to_string(ordinal->second));
  return function;
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t sharedBytes, void *launchStream,
                      void **params, void **extra, size_t) {
  struct Launch {
    void *function;
    unsigned grid[3], block[3];
    int32_t sharedBytes;
    void *stream;
    void **params, **extra;
  } launch{function,
           {static_cast<unsigned>(gridX), static_cast<unsigned>(gridY),
            static_cast<unsigned>(gridZ)},
           {static_cast<unsigned>(blockX), static_cast<unsigned>(blockY),
            static_cast<unsigned>(blockZ)},
           sharedBytes, launchStream, params, extra};
  auto run = [](void *context) {
    auto *l = static_cast<Launch *>(context);
    check(driver.launchKernel(l->function, l->grid[0], l->grid[1], l->grid[2],
                              l->block[0], l->block[1], l->block[2],
                              l->sharedBytes, l->stream, l->params, l->extra),
          "cuLaunchKernel");
  };
  // The label is built only for a profile: launches are the host's work.
  if (!cuda::isProfiling()) {
    run(&launch);
    return;
  }
  auto name = functionNames.find(function);
  std::string label =
      (name == functionNames.end() ? std::string("kernel") : name->second) +
      "<<<" + std::to_string(gridX) + "x" + std::to_string(gridY) + "x" +
      std::to_string(gridZ) + "," + std::to_string(blockX) + ">>>";
  cuda::profiled(label.c_str(), run, &launch);
}

void *mgpuStreamCreate() {
  requireInitialized("mgpuStreamCreate");
  return stream;
}

void mgpuStreamDestroy(void *) {}

// Every stream a program has is the program stream (mgpuStreamCreate).
void mgpuStreamSynchronize(void *) { cuda::synchronize(); }

void *mgpuMemAlloc(uint64_t bytes, void *launchStream, bool) {
  CUdeviceptr pointer = 0;
  check(driver.memAllocAsync(&pointer, bytes ? bytes : 1, launchStream),
        "cuMemAllocAsync");
  return reinterpret_cast<void *>(pointer);
}

void mgpuMemFree(void *pointer, void *launchStream) {
  check(driver.memFreeAsync(reinterpret_cast<CUdeviceptr>(pointer),
                            launchStream),
        "cuMemFreeAsync");
}

void mgpuMemcpy(void *target, void *source, size_t bytes, void *launchStream) {
  check(driver.memcpyAsync(reinterpret_cast<CUdeviceptr>(target),
                           reinterpret_cast<CUdeviceptr>(source), bytes,
                           launchStream),
        "cuMemcpyAsync");
}

// A constant of a program (weights) is uploaded by its first call and then
// stays on the device; the copy is ordered before the kernels on the
// program stream.
int64_t mpoptDeviceConstant(int64_t host, int64_t bytes) {
  auto [entry, added] = constants.try_emplace({host, bytes}, 0);
  if (added && capturing) {
    // Nothing runs during a capture, and the graph is thrown away.
    captureProblem = "the program uploads a constant its first call did not";
    constants.erase(entry);
    return 0;
  }
  if (added) {
    requireInitialized("mpoptDeviceConstant");
    check(driver.memAlloc(&entry->second, bytes ? bytes : 1), "cuMemAlloc");
    check(driver.memcpyAsync(entry->second, static_cast<CUdeviceptr>(host),
                             bytes, stream),
          "cuMemcpyAsync");
  }
  return static_cast<int64_t>(entry->second);
}

} // extern "C"

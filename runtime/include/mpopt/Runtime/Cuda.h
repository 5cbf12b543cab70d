//===- Cuda.h - the CUDA driver, loaded at run time -------------*- C++ -*-===//
//
// mpopt-run runs libraries built for NVIDIA GPUs through the CUDA driver
// API. The driver (libcuda.so.1) is opened when a GPU library is loaded, not
// linked: mpopt-run starts on machines without one, and says so when asked
// to run on a GPU. The kernels' host code calls the `mgpu*` functions that
// MLIR's GPU-to-LLVM lowering emits; Cuda.cpp defines them on top of this.
// Every driver call is checked: a failure prints the call and the driver's
// reason and exits with status 1.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_RUNTIME_CUDA_H
#define MPOPT_RUNTIME_CUDA_H

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace mpopt::runtime::cuda {

/// Opens the driver, makes device 0's primary context current and creates
/// the stream programs run on. Checks that the device runs code for `chip`
/// ("sm_90a", "sm_80"). False with a message when there is no driver, no
/// GPU, or the wrong one.
bool initialize(const std::string &chip, std::string &error);

/// The device's name and compute capability ("NVIDIA H200, sm_90").
std::string describeDevice();

/// The stream every call of a program runs on (a CUstream).
void *getStream();
/// For a caller with work of its own on `other` (a CUstream; null: the
/// legacy default stream): the program stream's next work waits for what
/// `other` has enqueued so far (followStream), and `other`'s next work for
/// what the program stream has (leadStream). Neither waits on the host.
void followStream(void *other);
void leadStream(void *other);

void *allocate(size_t bytes);
void release(void *device);
/// Copies between host and device memory, after the program stream's work
/// (programs return before their GPU work is done).
void upload(void *device, const void *host, size_t bytes);
void download(void *host, const void *device, size_t bytes);
/// Downloads `rows` rows of `rowBytes` bytes that start `pitch` bytes apart
/// on the device into consecutive host memory.
void downloadRows(void *host, const void *device, size_t pitch,
                  size_t rowBytes, size_t rows);

/// Waits until the program stream's work is done.
void synchronize();

/// Stream-ordered device memory on the program stream (a graph captures it
/// as an allocation node), for temporaries of one call.
void *allocateOnStream(size_t bytes);
void releaseOnStream(void *device);
/// Copies `rows` rows of `rowBytes` bytes between device buffers whose rows
/// start `sourcePitch` and `targetPitch` bytes apart, on the program stream.
void copyRows(void *target, size_t targetPitch, const void *source,
              size_t sourcePitch, size_t rowBytes, size_t rows);

/// A program's call recorded once as a CUDA graph and replayed: one launch
/// instead of one per kernel and library call. Captured from the program
/// stream, so it holds the buffers' addresses the call was made with.
struct Graph {
  void *executable = nullptr;
  /// Kernels, library kernels, copies and allocations in it.
  size_t nodes = 0;
};
/// Records `call` (which must already have run once: first calls tune
/// algorithms and upload constants, which a graph cannot) as a graph. When
/// the call does something a graph cannot replay (it waits for the GPU, or
/// uploads a constant), returns no graph and says why in `error`.
Graph captureGraph(void (*call)(void *), void *context, std::string &error);
/// Enqueues one replay of `graph` on the program stream.
void launchGraph(const Graph &graph);
/// Enqueues one replay of `graph` on `other` (a CUstream; null: the legacy
/// default stream) instead.
void launchGraphOn(const Graph &graph, void *other);
/// Frees `graph` once the stream's work is done.
void destroyGraph(Graph &graph);
/// Whether launches are being timed one by one (setProfiling).
bool isProfiling();

/// Frees the device copies of the programs' constants, which their first
/// call uploaded (`mpoptDeviceConstant`), after the stream's work: before a
/// library is unloaded, since another one loaded at the same address would
/// find the old copies.
void releaseConstants();

/// Runs `call` (which launches work on the program stream) between two
/// events and returns the time between them in microseconds, after the
/// stream has finished.
double timeOnStream(void (*call)(void *), void *context);
/// Runs `call` once, then three times each between its own events, and
/// returns the median in microseconds: how the libraries' callers compare
/// algorithms on their first call of a shape.
double timeMedianOfThree(void (*call)(void *), void *context);
/// The times of calls made back to back, in microseconds: each between its
/// own two events, and all of them, from the first call's start to the last
/// one's end.
struct BackToBack {
  std::vector<double> calls;
  double total = 0;
};
/// Runs `call` `count` times, each between its own two events, without
/// waiting in between, and returns the times once the stream has finished.
BackToBack timeBackToBack(void (*call)(void *), void *context,
                          unsigned count);

/// While on, every kernel launch and library call of a program is timed
/// with its own pair of events.
void setProfiling(bool on);
/// Runs `launch` (one kernel or library call named `name` on the program
/// stream), timed when profiling is on.
void profiled(const char *name, void (*launch)(void *), void *context);
/// Keeps the program stream busy for `micros` microseconds (a kernel that
/// waits on the GPU's clock): the host enqueues what follows meanwhile, so
/// that a profile times each launch on the GPU alone, not the host's time
/// to launch it.
void holdStream(double micros);
/// The launches timed since profiling was turned on, in order: name and
/// microseconds. Waits for the stream.
std::vector<std::pair<std::string, double>> takeProfile();

} // namespace mpopt::runtime::cuda

#endif // MPOPT_RUNTIME_CUDA_H

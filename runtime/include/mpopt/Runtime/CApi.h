/*===-- mpopt/Runtime/CApi.h - the runtime's C API -----------------*- C -*-===*\
|*                                                                            *|
|* For callers that hold their tensors themselves (python/mpopt through       *|
|* ctypes, with PyTorch's device pointers): open a library mpopt-compile      *|
|* built and call it on buffers where it reads them, device memory for a      *|
|* cuda library. The library is libmpopt_runtime_c.so; it also defines the    *|
|* functions GPU libraries call (mgpu*, cuBLASLt matmuls, the attention       *|
|* kernel, cuDNN convolutions, as far as this build has them), so load it     *|
|* with RTLD_GLOBAL before opening one. A failing CUDA driver call prints the *|
|* call and exits the process, as in mpopt-run.                               *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MPOPT_RUNTIME_CAPI_H
#define MPOPT_RUNTIME_CAPI_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct MPOptRuntimeLibrary MPOptRuntimeLibrary;

/// Opens the library at `path` with its manifest beside it (the extension
/// replaced by .json). A cuda library makes device 0's primary context
/// current (the one the CUDA runtime, and PyTorch, use). Null on failure,
/// with the reason in `*error` (freed with mpoptRuntimeFree).
MPOptRuntimeLibrary *mpoptRuntimeOpen(const char *path, char **error);

/// Unloads it.
void mpoptRuntimeClose(MPOptRuntimeLibrary *library);

/// Calls the entry: `inputs[i]` the buffer of input i, of shape
/// `inputShapes[i]` (as many sizes as the manifest's input has dimensions);
/// `outputs[i]` the buffer of output i, of the manifest's shape with the
/// dynamic sizes resolved and its rows `row_stride` elements apart where
/// the manifest says so. Parameters are prepared when they are other
/// buffers than the last call's or `reprepare` is nonzero. A cuda
/// library's work is ordered after what `stream` (a CUstream; null: the
/// legacy default stream) has enqueued and before what it enqueues next,
/// and the call returns without waiting for it. Returns 0, or 1 with the
/// reason in `*error`.
int mpoptRuntimeCall(MPOptRuntimeLibrary *library, void *const *inputs,
                     const int64_t *const *inputShapes, void *const *outputs,
                     int reprepare, void *stream, char **error);

/// What the library's calls ran last: "one CUDA graph of N nodes per call,
/// captured once", or why not. A static string until the next call.
const char *mpoptRuntimeGraphStatus(MPOptRuntimeLibrary *library);

/// Frees a string the functions above returned.
void mpoptRuntimeFree(char *text);

#ifdef __cplusplus
}
#endif

#endif /* MPOPT_RUNTIME_CAPI_H */

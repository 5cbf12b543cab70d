//===- Cudnn.cpp - cuDNN, opened at run time ------------------------------===//

#include "Cudnn.h"

#include <cstdlib>
#include <dlfcn.h>
#include <type_traits>

using namespace mpopt::runtime;

static Cudnn openCudnn() {
  Cudnn cudnn;
  const char *path = std::getenv("MPOPT_CUDNN");
  void *library = dlopen(path ? path : "libcudnn.so.9", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char *reason = dlerror();
    cudnn.error = std::string("cuDNN cannot be opened (") +
                  (reason ? reason : "not found") +
                  "); set MPOPT_CUDNN to the path of libcudnn.so.9";
    return cudnn;
  }
  auto find = [&](auto &function, const char *name) {
    function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(
        dlsym(library, name));
    if (!function && cudnn.error.empty())
      cudnn.error = std::string("cuDNN has no ") + name +
                    " (a cuDNN 9 is needed)";
  };
#define MPOPT_CUDNN_FIND(name) find(cudnn.name, #name);
  MPOPT_CUDNN_FUNCTIONS(MPOPT_CUDNN_FIND)
#undef MPOPT_CUDNN_FIND
  if (cudnn.error.empty())
    cudnn.error = describeCudnn(cudnn, cudnn.cudnnCreate(&cudnn.handle),
                                "cudnnCreate");
  return cudnn;
}

Cudnn &mpopt::runtime::getCudnn() {
  static Cudnn cudnn = openCudnn();
  return cudnn;
}

std::string mpopt::runtime::describeCudnn(Cudnn &cudnn, cudnnStatus_t status,
                                          const char *call) {
  if (status == CUDNN_STATUS_SUCCESS)
    return {};
  return std::string(call) + " failed: " + cudnn.cudnnGetErrorString(status);
}

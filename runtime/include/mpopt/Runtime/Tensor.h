//===- Tensor.h - host tensors and the manifest -----------------*- C++ -*-===//

#ifndef MPOPT_RUNTIME_TENSOR_H
#define MPOPT_RUNTIME_TENSOR_H

#include "mpopt/Runtime/Formats.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mpopt::runtime {

struct TensorSpec {
  DType dtype = DType::f32;
  std::vector<int64_t> shape;
  /// The value every element of a generated input takes instead of a
  /// random one (an FP8 scale the caller passes: the manifest's "initial").
  std::optional<double> initial;
  /// Elements from one row (of the last dimension) to the next in the
  /// buffer a cuda library writes a result into, when its rows are padded
  /// to 16 bytes (the manifest's "row_stride"); 0 when dense.
  int64_t rowStride = 0;
  /// A result's dynamic dimensions (-1 in `shape`), in order: the caller's
  /// input and dimension each takes its size from (the manifest's
  /// "dynamic_sizes").
  std::vector<std::pair<size_t, size_t>> dynamicSizes;

  size_t numElements() const;
  size_t numBytes() const;
  /// The buffer the library takes: the shape with rows of `rowStride`.
  TensorSpec bufferSpec() const;
  /// "bf16[4,8]"; a dynamic dimension is "?".
  std::string str() const;
  /// Whether a dimension is dynamic (-1).
  bool isDynamic() const;
  /// Whether `actual`, a tensor of static shape, is one this spec allows:
  /// the same element type and rank, and the same size in every static
  /// dimension.
  bool admits(const TensorSpec &actual) const;
  /// The same tensor, however a library stores it.
  bool operator==(const TensorSpec &other) const {
    return dtype == other.dtype && shape == other.shape;
  }
};

/// A dense row-major tensor in host memory, 64-byte aligned.
class HostTensor {
public:
  explicit HostTensor(TensorSpec spec);

  const TensorSpec &spec() const { return tensorSpec; }
  void *data() { return storage.get(); }
  const void *data() const { return storage.get(); }
  size_t numElements() const { return tensorSpec.numElements(); }
  size_t numBytes() const;
  uint64_t bits(size_t index) const {
    return loadBits(data(), tensorSpec.dtype, index);
  }

private:
  struct FreeDeleter {
    void operator()(void *pointer) const;
  };
  TensorSpec tensorSpec;
  std::unique_ptr<void, FreeDeleter> storage;
};

/// What `mpopt-compile` wrote next to a library.
struct Manifest {
  std::string library;
  std::string symbol;
  std::string function;
  std::string target;
  /// The GPU architecture of a cuda library's kernels ("sm_90a").
  std::string chip;
  /// What the caller passes: the entry's arguments, or with a prepare
  /// function, the arguments the program had before mpopt-hoist-parameters.
  std::vector<TensorSpec> inputs;
  std::vector<TensorSpec> outputs;
  /// The prepare function's symbol ("mpopt_prepare"), empty if none: run
  /// once on `inputs[parameters]`, it returns `prepared`, which the entry
  /// takes first, then `inputs[entryInputs]`.
  std::string prepareSymbol;
  std::vector<size_t> parameters;
  std::vector<TensorSpec> prepared;
  std::vector<size_t> entryInputs;
  /// A cuda library's roofline on `rooflineDevice` (mpopt-compile
  /// --device): its arithmetic and the bytes of its arguments and results,
  /// and the least time they take at the datasheet peaks; 0 if absent.
  std::string rooflineDevice;
  double rooflineFlops = 0;
  double rooflineBytes = 0;
  double rooflineMicros = 0;
};

/// What the manifest says the entry takes and returns, as the library's
/// `mpopt_signature` says it: "f32[4,8];i64[2]->bf16[4,8]"; and its prepare
/// function, as `mpopt_prepare_signature` says it.
std::string describeSignature(const Manifest &manifest);
std::string describePrepareSignature(const Manifest &manifest);

/// The outputs of `manifest` for a call on `inputs`: each dynamic dimension
/// sized as the input dimension it names. Fails, saying why, where an input
/// does not match the manifest.
bool resolveOutputs(const Manifest &manifest,
                    const std::vector<TensorSpec> &inputs,
                    std::vector<TensorSpec> &outputs, std::string &error);

/// Reads the manifest at `path`; on failure says why in `error`, naming the
/// file and the field.
bool readManifest(const std::string &path, Manifest &manifest,
                  std::string &error);

} // namespace mpopt::runtime

#endif // MPOPT_RUNTIME_TENSOR_H

//===- Compiler.h - from an MLIR module to a loadable library ---*- C++ -*-===//

#ifndef MPOPT_COMPILER_COMPILER_H
#define MPOPT_COMPILER_COMPILER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <string>

namespace mlir::linalg {
class GenericOp;
} // namespace mlir::linalg

namespace mlir::mpopt {

struct CompileOptions {
  /// "cpu", or "cuda" for NVIDIA GPUs (kernels for `chip`, host code for
  /// this machine's CPU).
  std::string target = "cpu";
  /// The GPU architecture of the kernels (`sm_90a`, `sm_80`).
  std::string chip = "sm_90a";
  /// The GPU model (a built-in target of the cost model: h200, h100, a100,
  /// ...) whose datasheet roofline the manifest carries for mpopt-run;
  /// empty: h200 for sm_90 chips, a100 for sm_80.
  std::string device;
  /// If set, the PTX of the kernels is also written here (target cuda).
  std::string ptxPath;
  /// What the library carries of its kernels: "cubin" (ptxas from the CUDA
  /// toolkit compiles them for `chip`) or "ptx" (the driver compiles them
  /// when the library is loaded; needs no toolkit here).
  std::string gpuBinary = "cubin";
  /// The function to export; empty means the module's only public function.
  std::string entry;
  /// The shared library to write. The manifest goes next to it, with the
  /// extension replaced by `.json`.
  std::string outputPath;
  /// CPU to generate code for; "native" is the machine compiling.
  std::string cpu = "native";
  unsigned optLevel = 2;
  /// The C compiler that links the object into a shared library.
  std::string linker = "cc";
  /// If set, the LLVM IR is also written here.
  std::string llvmIRPath;
  /// Passes to run before lowering, as a pass pipeline (`mpopt-pipeline`,
  /// `func.func(tosa-to-linalg)`, or a whole `builtin.module(...)`).
  std::string pipeline;
};

/// The pass pipelines that lower a module of func + linalg on tensors +
/// mpopt to the LLVM dialect for the CPU: bufferization, then code
/// generation (between them, strided copies become loops). Casts become bit
/// arithmetic except round-to-nearest ones between f32 and `nativeTypes`.
std::string getBufferizationPipeline(StringRef nativeTypes = "");
std::string getCPUCodegenPipeline();

/// After bufferization for a GPU: parallel loops become kernels (the
/// innermost dimension on 256 threads, the others on blocks), host buffers
/// move to device memory, launches go on one stream per call, and kernels
/// are compiled for `chip` (cubins through ptxas).
/// `format` is gpu-module-to-binary's: "bin" (cubin) or "isa" (PTX).
std::string getCUDAKernelPipeline(StringRef chip, StringRef format = "bin");

/// The allocation or argument `buffer` views (through subviews, reshapes,
/// casts): buffers with different roots do not overlap.
Value getRootBuffer(Value buffer);

/// The buffers an op reads and writes (frees count as writes), by their
/// roots; `unknown` when they cannot be told.
struct BufferAccesses {
  llvm::SmallPtrSet<Value, 4> reads, writes;
  bool unknown = false;
};
BufferAccesses getBufferAccesses(Operation *op);

/// After buffer-results-to-out-params: each result copied from a buffer of
/// its own into the caller's is computed in the caller's buffer instead,
/// where the function uses neither buffer otherwise after the copy.
void computeResultsInPlace(ModuleOp module);

/// GPU builds: replaces each contraction mpopt-lower-to-linalg marked (on
/// buffers, after bufferization) with a call to the runtime's cuBLASLt
/// matmul, taking in an epilogue that only scales (FP8) and converts the
/// accumulator and a later f32 addition of another buffer (a residual
/// connection). Runs before moveHostCodeToDevice: FP8 scales are values
/// of the host code then.
void callLibraryMatmuls(ModuleOp module);

/// The op of a reduction's body that combines an element's value with the
/// accumulator (arith.addf, arith.maximumf: what GPU kernels can combine
/// in any order across threads), or null.
Operation *getReductionCombiner(linalg::GenericOp op);
/// GPU builds, after bufferization: work without parallel loops, which
/// would run on the host (whole-tensor reductions, ops on 0-d buffers,
/// scalar reads of buffers), moves into kernels
/// (lib/Compiler/GPUHostCode.cpp). Fails with a diagnostic where a value
/// read from a buffer is used on the host.
LogicalResult moveHostCodeToDevice(ModuleOp module);
/// GPU builds, once loops are tiled for threads: fails with a diagnostic on
/// any op left on the host that reads or writes memory other than through
/// kernels, library calls, copies and allocations.
LogicalResult checkNoHostCode(ModuleOp module);
/// GPU builds: elementwise ops that write the transpose of what they read
/// become kernels that move 32 x 32 tiles through shared memory
/// (lib/Compiler/GPUTransposes.cpp).
void formTransposeKernels(ModuleOp module);
/// GPU builds for sm_89 and later: the saturating f32 -> f8E4M3FN
/// conversions mpopt-expand-casts left as `arith.truncf` become
/// `cvt.rn.satfinite.e4m3x2.f32` (lib/Compiler/GPUConversions.cpp).
void lowerNativeFP8Conversions(ModuleOp module);

/// f32 square roots in kernels as IEEE `sqrt.rn` (and `rsqrt` as 1 / sqrt),
/// not NVVM's approximations: the CPU build's results.
void lowerIEEESquareRoots(ModuleOp module);
/// GPU builds, once row and transpose kernels are formed: neighbouring
/// kernels of the same block shape that share no buffer either writes run
/// as one launch (lib/Compiler/GPUHorizontalFusion.cpp).
void fuseNeighbourKernels(ModuleOp module);
/// GPU builds: consecutive linalg ops over the same rows, among them a
/// reduction over the innermost dimension (a norm, a softmax), become one
/// kernel with a warp per row (lib/Compiler/GPURowKernels.cpp).
void formRowKernels(ModuleOp module);

/// Lowers `module` for `options.target` and writes the shared library and
/// manifest that `mpopt-run` loads. Emits a diagnostic and fails on input
/// it cannot compile (no entry, dynamic shapes, unsupported element types,
/// an unknown target, ...).
LogicalResult compileModule(ModuleOp module, const CompileOptions &options);

} // namespace mlir::mpopt

#endif // MPOPT_COMPILER_COMPILER_H

//===- Compiler.h - from an MLIR module to a loadable library ---*- C++ -*-===//

#ifndef MPOPT_COMPILER_COMPILER_H
#define MPOPT_COMPILER_COMPILER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir::mpopt {

struct CompileOptions {
  /// "cpu", or "cuda" for NVIDIA GPUs (kernels for `chip`, host code for
  /// this machine's CPU).
  std::string target = "cpu";
  /// The GPU architecture of the kernels (`sm_90a`, `sm_80`).
  std::string chip = "sm_90a";
  /// The GPU model (a built-in target of the cost model: h200, h100, a100,
  /// ...) that the pipeline's cost model assumes (the module's DLTI entry
  /// "mpopt.target" unless it names one) and whose datasheet roofline the
  /// manifest carries for mpopt-run; empty: the one `chip` stands for
  /// (sm_80: a100, sm_89: l40s, sm_90: h100), none for other chips.
  std::string device;
  /// If set, the PTX of the kernels is also written here (target cuda).
  std::string ptxPath;
  /// What the library carries of its kernels: "cubin" (ptxas from the CUDA
  /// toolkit compiles them for `chip`) or "ptx" (the driver compiles them
  /// when the library is loaded; needs no toolkit here).
  std::string gpuBinary = "cubin";
  /// How convolutions that an im2col GEMM would read through a copy run:
  /// "cudnn" (the runtime opens cuDNN: lib/GPU/Im2col.cpp) or "im2col"
  /// (the copy and a cuBLASLt GEMM, no cuDNN needed).
  std::string gpuConvolutions = "cudnn";
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
  /// The entry's arguments that are parameters, as indices and ranges
  /// ("0-147,150"): after `pipeline`, mpopt-hoist-parameters moves the
  /// work that depends only on them into a prepare function, which the
  /// library exports too; empty: none.
  std::string parameters;
};

/// The pass pipelines that lower a module of func + linalg on tensors +
/// mpopt to the LLVM dialect for the CPU: bufferization, then code
/// generation (between them, strided copies become loops). Casts become bit
/// arithmetic except round-to-nearest ones between f32 and `nativeTypes`.
std::string getBufferizationPipeline(StringRef nativeTypes = "");
std::string getCPUCodegenPipeline();

/// Parses `pipeline` (a module pipeline, with or without
/// `builtin.module(...)` around it), applies the pass manager's command-line
/// options (registerPassManagerCLOptions must have run) and runs it on
/// `module`; a pipeline that does not parse is an error on the module.
LogicalResult runPipeline(ModuleOp module, StringRef pipeline);

/// After bufferization for a GPU: contractions become cuBLASLt calls, and
/// the rest loop nests that kernels run (lib/GPU: row, transpose and
/// fused neighbour kernels; no host code on device buffers).
std::string getCUDAKernelFormationPipeline();

/// Then: parallel loops become kernels (the
/// innermost dimension on 256 threads, the others on blocks), host buffers
/// move to device memory, launches go on one stream per call, and kernels
/// are compiled for `chip` (cubins through ptxas).
/// `format` is gpu-module-to-binary's: "bin" (cubin) or "isa" (PTX).
std::string getCUDAKernelPipeline(StringRef chip, StringRef format = "bin");

/// After buffer-results-to-out-params: each result copied from a buffer of
/// its own into the caller's is computed in the caller's buffer instead,
/// where the function uses neither buffer otherwise after the copy.
void computeResultsInPlace(ModuleOp module);

/// Lowers `module` for `options.target` and writes the shared library and
/// manifest that `mpopt-run` loads. Emits a diagnostic and fails on input
/// it cannot compile (no entry, dynamic shapes, unsupported element types,
/// an unknown target, ...).
LogicalResult compileModule(ModuleOp module, const CompileOptions &options);

} // namespace mlir::mpopt

#endif // MPOPT_COMPILER_COMPILER_H

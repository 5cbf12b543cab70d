//===- Passes.td - mpopt lowerings -------------------------*- tablegen -*-===//

#ifndef MPOPT_CONVERSION_PASSES_TD
#define MPOPT_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def MPOptExpandCastsPass : Pass<"mpopt-expand-casts"> {
  let summary = "Lower float casts to integer bit arithmetic";
  let description = [{
    Rewrites every `mpopt.cast`, `arith.extf` and `arith.truncf` between
    f32, f16, bf16, f8E4M3FN and f8E5M2 into integer arithmetic on the bit
    patterns (`arith.bitcast`, shifts, masks, `math.ctlz`, selects) that
    computes exactly the semantics of `docs/numerics.md`: rounding in every
    mode of `mpopt.cast`, denormals kept, overflow to +-Inf, to NaN
    (f8E4M3FN) or, with `saturate`, to the largest finite value, NaN kept.

    Upstream MLIR cannot lower FP8 conversions to LLVM at all, and lowers
    f16/bf16 ones to target instructions or library calls whose availability
    differs between machines; after this pass a program's casts run the same
    on every CPU, and on GPUs without native conversions. Every conversion
    widens exactly to f32 first and then rounds once to the result format.
    Casts on tensors become a `linalg.generic` whose body is expanded.
    Casts between other formats (f64, tf32, other FP8 variants) stay, and
    so do the conversions in the bodies of named linalg ops (a named op's
    body is its definition): run `linalg-generalize-named-ops` first, as
    `mpopt-compile` does.

    Before:
    ```mlir
    %0 = mpopt.cast %x : bf16 to f32
    ```
    After:
    ```mlir
    %0 = arith.bitcast %x : bf16 to i16
    %1 = arith.extui %0 : i16 to i32
    %c16 = arith.constant 16 : i32
    %2 = arith.shli %1, %c16 : i32
    %3 = arith.bitcast %2 : i32 to f32
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect"
  ];
  let options = [
    ListOption<"nativeTypes", "native-types", "::mlir::mpopt::NativeType",
               "formats (bf16, f16) whose round-to-nearest conversions from "
               "and to f32 the target has as instructions: those stay, or "
               "become, arith.extf/truncf (mpopt-compile --target=cuda); "
               "f8E4M3FN: the saturating conversion from f32 stays "
               "arith.truncf of the clamped value (sm_89 and later)">
  ];
  let statistics = [
    Statistic<"numExpanded", "casts-expanded", "casts lowered to bit arithmetic">
  ];
}

def MPOptGPUFuseElementwisePass
    : Pass<"mpopt-gpu-fuse-elementwise", "func::FuncOp"> {
  let summary = "Chains of elementwise generics as one kernel";
  let description = [{
    Exporters write each elementwise step as its own `linalg.generic`: the
    tanh GELU of a torch-mlir GPT-2 is eight, each a GPU kernel that reads
    and writes the whole tensor. Before bufferization, a chain of them
    (all loops parallel, each producer read by one consumer) becomes one
    generic (upstream's elementwise fusion, under that control), so one
    kernel. The scalar ops and their order stay: the results are the same
    bit for bit. Marked contractions (cuBLASLt calls), the ops that read
    their results (which the call may take as its epilogue: its output
    type, a residual addend) and reductions (row kernels) keep their own
    ops, as their GPU lowerings expect.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def MPOptGPUHostBuffersPass
    : Pass<"mpopt-gpu-host-buffers", "ModuleOp"> {
  let summary = "Host buffers of a GPU program in device memory";
  let description = [{
    After the kernels of a function are outlined, the buffers its host code
    still allocates, copies and frees are the ones the kernels read and
    write: `memref.alloc`, `memref.copy` and `memref.dealloc` become
    `gpu.alloc`, `gpu.memcpy` and `gpu.dealloc`, which `gpu-async-region`
    then puts on the function's stream. A constant buffer
    (`memref.get_global`, host memory) stays resident in device memory: the
    runtime's `mpoptDeviceConstant(host, bytes)` uploads it once, at the
    first call, and returns that copy on every call after. Copies between buffers of other
    layouts than the identity are rejected: `mpopt-compile` turns them into
    kernels before outlining.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def MPOptGPUAsyncHostPass
    : Pass<"mpopt-gpu-async-host", "func::FuncOp"> {
  let summary = "Host code that enqueues GPU work without waiting for it";
  let description = [{
    After `gpu-async-region` the host waits for the GPU before every call
    it does not know and before returning. Each cuBLASLt call
    (`mpoptMatmul`) then started from an idle GPU, and so did each call of
    the program: the host's launch latency became GPU time. mpopt's runtime
    runs all of a process's GPU work on one stream (every `mgpuStreamCreate`
    returns it), so order on the stream is enough:

    - A call marked `mpopt.stream_ordered` enqueues its work on that stream
      after what is already there. The blocking `gpu.wait` before such
      calls goes, and the chain the following `gpu.wait async` would start
      continues from the waited tokens instead; when no chain follows, the
      wait moves after the calls. Only pure operations may sit between the
      wait and the calls.
    - The wait just before `func.return` goes: the function returns once
      its work is enqueued, like a cuBLAS call. Its results are ready when
      the stream is synchronized (mpopt-run does before reading them).

    ```mlir
    gpu.wait [%t]
    call @mpoptMatmul(...) {mpopt.stream_ordered} : (...) -> ()
    %n = gpu.wait async
    %d = gpu.dealloc async [%n] %buffer : memref<8xf32>
    gpu.wait [%d]
    return
    // becomes
    call @mpoptMatmul(...) {mpopt.stream_ordered} : (...) -> ()
    %d = gpu.dealloc async [%t] %buffer : memref<8xf32>
    return
    ```
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def MPOptGPUOccupancyPass
    : Pass<"mpopt-gpu-occupancy", "gpu::GPUModuleOp"> {
  let summary = "Kernels of full blocks ask for several blocks per SM";
  let description = [{
    Each kernel with a known block size of `threads` threads (mpopt's row
    and elementwise kernels: 256) gets `nvvm.minctasm = blocks-per-sm`, so
    ptxas keeps its registers within what that many blocks leave (64 each
    for 4 blocks of 256 on sm_80 and sm_90) and schedules for that
    occupancy. Measured on the H200 (bench/RESULTS.md): the residual +
    LayerNorm kernel 54.8 -> 52.3 us; the MLP block's LayerNorm (66
    registers before, 3 blocks per SM) unchanged.
  }];
  let options = [
    Option<"threads", "threads", "::mlir::mpopt::ThreadCount", "256",
           "block size of the kernels to mark, in [1, 1024]">,
    Option<"blocksPerSM", "blocks-per-sm", "::mlir::mpopt::BlocksPerSM", "4",
           "blocks each SM should hold, in [1, 32]">
  ];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect"];
}

#endif // MPOPT_CONVERSION_PASSES_TD

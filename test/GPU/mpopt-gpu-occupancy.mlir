// RUN: mpopt-opt %s --pass-pipeline="builtin.module(gpu.module(mpopt-gpu-occupancy))" | FileCheck %s
// RUN: mpopt-opt %s --pass-pipeline="builtin.module(gpu.module(mpopt-gpu-occupancy{threads=32 blocks-per-sm=8}))" | FileCheck %s --check-prefix=WARP
// Block sizes and blocks per SM the GPUs have, checked when parsed.
// RUN: not mpopt-opt %s --pass-pipeline="builtin.module(gpu.module(mpopt-gpu-occupancy{threads=0}))" 2>&1 | FileCheck %s --check-prefix=BAD-THREADS
// RUN: not mpopt-opt %s --pass-pipeline="builtin.module(gpu.module(mpopt-gpu-occupancy{blocks-per-sm=33}))" 2>&1 | FileCheck %s --check-prefix=BAD-BLOCKS
// BAD-THREADS: for the --threads option: must be an integer in [1, 1024], got '0'
// BAD-BLOCKS: for the --blocks-per-sm option: must be an integer in [1, 32], got '33'

// Kernels of 256 threads ask for 4 blocks per SM; others, and kernels of
// unknown block size, are left alone.
// CHECK-LABEL: gpu.func @rows
// CHECK-SAME: nvvm.minctasm = 4 : i32
// CHECK-LABEL: gpu.func @one_thread
// CHECK-NOT: nvvm.minctasm
// CHECK-LABEL: gpu.func @unknown
// CHECK-NOT: nvvm.minctasm
// WARP-LABEL: gpu.func @rows
// WARP-NOT: nvvm.minctasm
// WARP-LABEL: gpu.func @one_thread
// WARP-LABEL: gpu.func @warp
// WARP-SAME: nvvm.minctasm = 8 : i32
gpu.module @kernels {
  gpu.func @rows() kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
    gpu.return
  }
  gpu.func @one_thread() kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
    gpu.return
  }
  gpu.func @unknown() kernel {
    gpu.return
  }
  gpu.func @warp() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    gpu.return
  }
}

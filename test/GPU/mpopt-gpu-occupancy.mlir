// RUN: mpopt-opt %s --mpopt-gpu-occupancy | FileCheck %s
// RUN: mpopt-opt %s --mpopt-gpu-occupancy="threads=32 blocks-per-sm=8" | FileCheck %s --check-prefix=WARP
// RUN: mpopt-opt %s --mpopt-gpu-occupancy="sms=64" | FileCheck %s --check-prefix=SMALL
// Block sizes, blocks per SM and SM counts the GPUs have, checked when
// parsed.
// RUN: not mpopt-opt %s --mpopt-gpu-occupancy="threads=0" 2>&1 | FileCheck %s --check-prefix=BAD-THREADS
// RUN: not mpopt-opt %s --mpopt-gpu-occupancy="blocks-per-sm=33" 2>&1 | FileCheck %s --check-prefix=BAD-BLOCKS
// RUN: not mpopt-opt %s --mpopt-gpu-occupancy="sms=0" 2>&1 | FileCheck %s --check-prefix=BAD-SMS
// BAD-THREADS: for the --threads option: must be an integer in [1, 1024], got '0'
// BAD-BLOCKS: for the --blocks-per-sm option: must be an integer in [1, 32], got '33'
// BAD-SMS: for the --sms option: must be an integer in [1, 1024], got '0'

// Kernels of 256 threads ask for the blocks per SM their largest launch
// has, at most 4: @rows' 256 blocks are 2 for each of 132 SMs, @many's
// 4096 would be 32, @dynamic's grid is unknown, @few's 100 blocks fit one
// per SM. Others, and kernels of unknown block size, are left alone.
// CHECK-LABEL: gpu.func @rows
// CHECK-SAME: nvvm.minctasm = 2 : i32
// CHECK-LABEL: gpu.func @many
// CHECK-SAME: nvvm.minctasm = 4 : i32
// CHECK-LABEL: gpu.func @dynamic
// CHECK-SAME: nvvm.minctasm = 4 : i32
// CHECK-LABEL: gpu.func @few
// CHECK-NOT: nvvm.minctasm
// CHECK-LABEL: gpu.func @one_thread
// CHECK-NOT: nvvm.minctasm
// CHECK-LABEL: gpu.func @unknown
// CHECK-NOT: nvvm.minctasm
// WARP-LABEL: gpu.func @rows
// WARP-NOT: nvvm.minctasm
// WARP-LABEL: gpu.func @warp
// WARP-SAME: nvvm.minctasm = 8 : i32
// SMALL-LABEL: gpu.func @rows
// SMALL-SAME: nvvm.minctasm = 4 : i32
// SMALL-LABEL: gpu.func @few
// SMALL-SAME: nvvm.minctasm = 2 : i32
module attributes {gpu.container_module} {
  func.func @host(%n: index) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c100 = arith.constant 100 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c4096 = arith.constant 4096 : index
    // Of two launches, the larger counts.
    gpu.launch_func @kernels::@rows blocks in (%c128, %c1, %c1) threads in (%c32, %c8, %c1)
    gpu.launch_func @kernels::@rows blocks in (%c128, %c1, %c1) threads in (%c32, %c8, %c1)
    gpu.launch_func @kernels::@rows blocks in (%c32, %c8, %c1) threads in (%c32, %c8, %c1)
    gpu.launch_func @kernels::@many blocks in (%c4096, %c1, %c1) threads in (%c256, %c1, %c1)
    gpu.launch_func @kernels::@dynamic blocks in (%n, %c1, %c1) threads in (%c256, %c1, %c1)
    gpu.launch_func @kernels::@few blocks in (%c100, %c1, %c1) threads in (%c256, %c1, %c1)
    gpu.launch_func @kernels::@warp blocks in (%c4096, %c1, %c1) threads in (%c32, %c1, %c1)
    return
  }
  gpu.module @kernels {
    gpu.func @rows() kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
      gpu.return
    }
    gpu.func @many() kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      gpu.return
    }
    gpu.func @dynamic() kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      gpu.return
    }
    gpu.func @few() kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
}

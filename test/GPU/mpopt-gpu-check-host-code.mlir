// RUN: mpopt-opt %s --split-input-file --verify-diagnostics --pass-pipeline="builtin.module(func.func(mpopt-gpu-check-host-code))" | FileCheck %s

// Kernels to be (parallel loops, launches), library calls, allocations
// and copies may touch buffers; the IR is left as it is.
// CHECK-LABEL: func.func @kernels
// CHECK: scf.parallel
// CHECK: memref.copy
func.func @kernels(%x: memref<8xf32>, %y: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %x[%i] : memref<8xf32>
    memref.store %v, %y[%i] : memref<8xf32>
    scf.reduce
  }
  %t = memref.alloc() : memref<8xf32>
  memref.copy %y, %t : memref<8xf32> to memref<8xf32>
  memref.dealloc %t : memref<8xf32>
  return
}

// -----

// A read on the host of what lives in device memory is an error.
func.func @host_read(%x: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @below {{would run on the host and touch device memory; mpopt cannot compile this for the GPU}}
  %v = memref.load %x[%c0] : memref<8xf32>
  return %v : f32
}

// RUN: mpopt-opt %s --mpopt-gpu-host-buffers --split-input-file -verify-diagnostics -allow-unregistered-dialect | FileCheck %s

// The host code's buffers are device memory: allocations, copies and frees
// become gpu ops; a constant buffer is copied to the device by the call and
// freed before it returns.
// CHECK-LABEL: func.func @buffers
// CHECK-SAME: (%[[OUT:.+]]: memref<8xf32>)
// CHECK: %[[G:.+]] = memref.get_global @table : memref<8xf32>
// CHECK-NEXT: %[[C:.+]] = gpu.alloc () : memref<8xf32>
// CHECK-NEXT: gpu.memcpy %[[C]], %[[G]] : memref<8xf32>, memref<8xf32>
// CHECK: %[[A:.+]] = gpu.alloc () : memref<8xf32>
// CHECK-NOT: memref.alloc
// CHECK: "test.kernel"(%[[C]], %[[A]])
// CHECK: gpu.memcpy %[[OUT]], %[[A]] : memref<8xf32>, memref<8xf32>
// CHECK: gpu.dealloc %[[A]] : memref<8xf32>
// CHECK: gpu.dealloc %[[C]] : memref<8xf32>
// CHECK-NEXT: return
memref.global "private" constant @table : memref<8xf32> = dense<1.0>
func.func @buffers(%out: memref<8xf32>) {
  %g = memref.get_global @table : memref<8xf32>
  %a = memref.alloc() : memref<8xf32>
  "test.kernel"(%g, %a) : (memref<8xf32>, memref<8xf32>) -> ()
  memref.copy %a, %out : memref<8xf32> to memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  return
}

// -----

// A copy between strided buffers must have become a kernel before.
func.func @strided(%in: memref<4x8xf32>, %out: memref<4x4xf32, strided<[8, 1]>>) {
  %s = memref.subview %in[0, 0] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  // expected-error @+1 {{mpopt-gpu-host-buffers: a copy between strided buffers must become a kernel first}}
  memref.copy %s, %out : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32, strided<[8, 1]>>
  return
}

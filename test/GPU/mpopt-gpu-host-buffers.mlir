// RUN: mpopt-opt %s --mpopt-gpu-host-buffers --split-input-file -verify-diagnostics -allow-unregistered-dialect | FileCheck %s

// The host code's buffers are device memory: allocations, copies and frees
// become gpu ops. A constant buffer is resident: the runtime uploads it at
// the first call and returns the same device copy after; its uses (a
// library call's pointer too) take that copy, as a memref made from the
// device pointer's descriptor.
// CHECK-LABEL: func.func @buffers
// CHECK-SAME: (%[[OUT:.+]]: memref<8xf32>)
// CHECK: %[[G:.+]] = memref.get_global @table : memref<8xf32>
// CHECK-NEXT: %[[HOST:.+]] = memref.extract_aligned_pointer_as_index %[[G]]
// CHECK-NEXT: %[[HOST64:.+]] = arith.index_cast %[[HOST]] : index to i64
// CHECK-NEXT: %[[BYTES:.+]] = arith.constant 32 : i64
// CHECK-NEXT: %[[DEVICE:.+]] = call @mpoptDeviceConstant(%[[HOST64]], %[[BYTES]]) : (i64, i64) -> i64
// CHECK-NEXT: %[[POINTER:.+]] = llvm.inttoptr %[[DEVICE]] : i64 to !llvm.ptr
// CHECK: %[[C:.+]] = builtin.unrealized_conversion_cast %{{.+}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<8xf32>
// CHECK: %[[A:.+]] = gpu.alloc () : memref<8xf32>
// CHECK-NOT: memref.alloc
// CHECK: "test.kernel"(%[[C]], %[[A]])
// CHECK: memref.extract_aligned_pointer_as_index %[[C]]
// CHECK: gpu.memcpy %[[OUT]], %[[A]] : memref<8xf32>, memref<8xf32>
// CHECK: gpu.dealloc %[[A]] : memref<8xf32>
// CHECK-NOT: gpu.dealloc
// CHECK: return
// CHECK: func.func private @mpoptDeviceConstant(i64, i64) -> i64
memref.global "private" constant @table : memref<8xf32> = dense<1.0>
func.func @buffers(%out: memref<8xf32>) {
  %g = memref.get_global @table : memref<8xf32>
  %a = memref.alloc() : memref<8xf32>
  "test.kernel"(%g, %a) : (memref<8xf32>, memref<8xf32>) -> ()
  %p = memref.extract_aligned_pointer_as_index %g : memref<8xf32> -> index
  "test.library_call"(%p) : (index) -> ()
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

// RUN: mpopt-opt %s --mpopt-gpu-async-host --split-input-file | FileCheck %s

// The call is enqueued after the kernel on the same stream: no wait, and
// the free continues the kernel's chain. The function returns without
// waiting for the GPU.
// CHECK-LABEL: func.func @chain
// CHECK: %[[T:.+]] = gpu.launch_func async
// CHECK-NOT: gpu.wait
// CHECK: call @mpoptMatmul(%{{.+}}) {mpopt.stream_ordered}
// CHECK-NEXT: gpu.dealloc async [%[[T]]] %{{.+}} : memref<8xf32>
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%b: memref<8xf32>) kernel { gpu.return }
  }
  func.func private @mpoptMatmul(i64)
  func.func @chain() {
    %c1 = arith.constant 1 : index
    %0 = gpu.wait async
    %b, %t0 = gpu.alloc async [%0] () : memref<8xf32>
    %t1 = gpu.launch_func async [%t0] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%b : memref<8xf32>)
    %p = memref.extract_aligned_pointer_as_index %b : memref<8xf32> -> index
    %i = arith.index_cast %p : index to i64
    gpu.wait [%t1]
    call @mpoptMatmul(%i) {mpopt.stream_ordered} : (i64) -> ()
    %n = gpu.wait async
    %d = gpu.dealloc async [%n] %b : memref<8xf32>
    gpu.wait [%d]
    return
  }
}

// -----

// Several tokens join before the chain goes on.
// CHECK-LABEL: func.func @joined
// CHECK-SAME: (%[[A:.+]]: !gpu.async.token, %[[B:.+]]: !gpu.async.token
// CHECK: %[[J:.+]] = gpu.wait async [%[[A]], %[[B]]]
// CHECK-NEXT: call @mpoptMatmul
// CHECK-NEXT: gpu.dealloc async [%[[J]]]
func.func private @mpoptMatmul(i64)
func.func @joined(%a: !gpu.async.token, %b: !gpu.async.token, %m: memref<8xf32>, %i: i64) {
  gpu.wait [%a, %b]
  call @mpoptMatmul(%i) {mpopt.stream_ordered} : (i64) -> ()
  %n = gpu.wait async
  %d = gpu.dealloc async [%n] %m : memref<8xf32>
  gpu.wait [%d]
  return
}

// -----

// No chain follows: the host waits after enqueueing the calls, or not at
// all where the function returns.
// CHECK-LABEL: func.func @before_host_code
// CHECK-SAME: (%[[T:.+]]: !gpu.async.token
// CHECK-NEXT: call @mpoptMatmul
// CHECK-NEXT: call @mpoptMatmul
// CHECK-NEXT: gpu.wait [%[[T]]]
// CHECK-NEXT: call @other
// CHECK-LABEL: func.func @last
// CHECK-NEXT: call @mpoptMatmul
// CHECK-NEXT: return
func.func private @mpoptMatmul(i64)
func.func private @other(i64)
func.func @before_host_code(%t: !gpu.async.token, %i: i64) {
  gpu.wait [%t]
  call @mpoptMatmul(%i) {mpopt.stream_ordered} : (i64) -> ()
  call @mpoptMatmul(%i) {mpopt.stream_ordered} : (i64) -> ()
  call @other(%i) : (i64) -> ()
  return
}
func.func @last(%t: !gpu.async.token, %i: i64) {
  gpu.wait [%t]
  call @mpoptMatmul(%i) {mpopt.stream_ordered} : (i64) -> ()
  return
}

// -----

// An unmarked call, or host code touching memory before the call, needs
// the GPU's results: the wait stays.
// CHECK-LABEL: func.func @unmarked
// CHECK-NEXT: gpu.wait [%{{.+}}]
// CHECK-NEXT: call @other
// CHECK-LABEL: func.func @host_read
// CHECK: gpu.wait [%{{.+}}]
// CHECK-NEXT: memref.load
func.func private @mpoptMatmul(i64)
func.func private @other(i64)
func.func @unmarked(%t: !gpu.async.token, %i: i64) {
  gpu.wait [%t]
  call @other(%i) : (i64) -> ()
  %n = gpu.wait async
  gpu.wait [%n]
  return
}
func.func @host_read(%t: !gpu.async.token, %m: memref<8xf32>, %i: i64) -> f32 {
  %c0 = arith.constant 0 : index
  gpu.wait [%t]
  %v = memref.load %m[%c0] : memref<8xf32>
  call @mpoptMatmul(%i) {mpopt.stream_ordered} : (i64) -> ()
  %n = gpu.wait async
  gpu.wait [%n]
  return %v : f32
}

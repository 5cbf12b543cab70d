// RUN: mpopt-opt %s --split-input-file --verify-diagnostics --mpopt-gpu-host-code | FileCheck %s

// A reduction of a whole tensor into one value (an FP8 amax) becomes one of
// each row into a buffer and one of that buffer as a single row: both then
// run as row kernels instead of on the host.

#all = affine_map<(d0, d1) -> (d0, d1)>
#none = affine_map<(d0, d1) -> ()>

// CHECK-LABEL: func.func @amax
// CHECK: %[[ROWS:.+]] = memref.alloc() : memref<64xf32>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]{{.*}} outs(%[[ROWS]] : memref<64xf32>)
// CHECK: arith.maximumf
// CHECK: linalg.generic {{.*}} ins(%{{.+}} : memref<1x64xf32>)
// CHECK: arith.maximumf
func.func @amax(%x: memref<64x256xf32>, %m: memref<f32>) {
  linalg.generic {indexing_maps = [#all, #none], iterator_types = ["reduction", "reduction"]}
      ins(%x : memref<64x256xf32>) outs(%m : memref<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %abs = math.absf %a : f32
    %r = arith.maximumf %abs, %acc : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// A scalar read of a buffer is repeated in the kernel that uses it.
#id = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @scale
// CHECK-NOT: memref.load
// CHECK: linalg.generic
// CHECK: memref.load %{{.+}}[] : memref<f32>
// CHECK: arith.mulf
func.func @scale(%x: memref<8xf32>, %s: memref<f32>, %y: memref<8xf32>) {
  %v = memref.load %s[] : memref<f32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<8xf32>) outs(%y : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = arith.mulf %a, %v : f32
    linalg.yield %p : f32
  }
  return
}

// -----

// A read whose value the host itself needs cannot move.
func.func @host_use(%s: memref<f32>) -> f32 {
  // expected-error @below {{reads device memory for the host; mpopt cannot compile this for the GPU}}
  %v = memref.load %s[] : memref<f32>
  // expected-note @below {{the host uses it here}}
  return %v : f32
}

// -----

// A reduction over leading loops (a batch norm's statistics per channel,
// over N, H and W) gets its parallel loop first, the kernel's; the reduced
// loops keep their order.
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#channel = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-DAG: #[[$CNHW:.+]] = affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>
// CHECK-DAG: #[[$C:.+]] = affine_map<(d0, d1, d2, d3) -> (d0)>
// CHECK-LABEL: func.func @channel_sums
// CHECK: linalg.generic {indexing_maps = [#[[$CNHW]], #[[$C]]], iterator_types = ["parallel", "reduction", "reduction", "reduction"]}
// CHECK: arith.addf
func.func @channel_sums(%x: memref<2x16x6x6xf32>, %s: memref<16xf32>) {
  linalg.generic {indexing_maps = [#nchw, #channel], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%x : memref<2x16x6x6xf32>) outs(%s : memref<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  }
  return
}

// RUN: mpopt-opt %s --mpopt-gpu-flatten-reductions --split-input-file | FileCheck %s
// The CPU build through the pass (as the GPU build runs it) against the
// program as written: the same bits, sums in the same order.
// RUN: mpopt-compile %s --entry=sum --target=cpu -o %t.before.so
// RUN: mpopt-compile %s --entry=sum --target=cpu -o %t.flat.so "--pipeline=func.func(mpopt-gpu-flatten-reductions)"
// RUN: mpopt-run %t.flat.so --dist special --seed 1 --compare %t.before.so | FileCheck %s --check-prefix=SAME
// RUN: mpopt-run %t.flat.so --dist normal --seed 2 --compare %t.before.so | FileCheck %s --check-prefix=SAME
// SAME: all outputs agree

// GradScaler's found_inf over a weight's gradient, and an f64 sum: each
// input collapsed to a vector, one reduction loop, the same body.
// CHECK-LABEL: func.func @any
// CHECK-SAME: (%[[G:.+]]: tensor<64x32xi1>)
// CHECK: %[[V:.+]] = tensor.collapse_shape %[[G]] {{\[}}[0, 1]] : tensor<64x32xi1> into tensor<2048xi1>
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #{{.+}}], iterator_types = ["reduction"]} ins(%[[V]] : tensor<2048xi1>)
// CHECK: arith.ori
func.func @any(%g: tensor<64x32xi1>) -> tensor<i1> {
  %false = arith.constant false
  %e = tensor.empty() : tensor<i1>
  %f = linalg.fill ins(%false : i1) outs(%e : tensor<i1>) -> tensor<i1>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%g : tensor<64x32xi1>) outs(%f : tensor<i1>) {
  ^bb0(%in: i1, %out: i1):
    %o = arith.ori %in, %out : i1
    linalg.yield %o : i1
  } -> tensor<i1>
  return %r : tensor<i1>
}

// CHECK-LABEL: func.func @sum
// CHECK: tensor.collapse_shape %{{.+}} {{\[}}[0, 1, 2]] : tensor<4x8x16xf64> into tensor<512xf64>
// CHECK: iterator_types = ["reduction"]
func.func @sum(%x: tensor<4x8x16xf64>) -> tensor<f64> {
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<f64>
  %f = linalg.fill ins(%zero : f64) outs(%e : tensor<f64>) -> tensor<f64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]}
      ins(%x : tensor<4x8x16xf64>) outs(%f : tensor<f64>) {
  ^bb0(%in: f64, %out: f64):
    %s = arith.addf %in, %out : f64
    linalg.yield %s : f64
  } -> tensor<f64>
  return %r : tensor<f64>
}

// -----

// Left alone: an f32 result (mpopt-gpu-host-code's), an input read
// transposed (another order), a reduction that keeps a dimension, one that
// reads its loop indices.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: tensor.collapse_shape
// CHECK: iterator_types = ["reduction", "reduction"]
// CHECK: iterator_types = ["reduction", "reduction"]
// CHECK: iterator_types = ["parallel", "reduction"]
// CHECK: iterator_types = ["reduction", "reduction"]
func.func @kept(%x: tensor<4x8xf32>, %w: tensor<4x8xf64>) -> (tensor<f32>, tensor<f64>, tensor<4xf32>, tensor<index>) {
  %zero = arith.constant 0.0 : f32
  %zero64 = arith.constant 0.0 : f64
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%f : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %e64 = tensor.empty() : tensor<f64>
  %f64 = linalg.fill ins(%zero64 : f64) outs(%e64 : tensor<f64>) -> tensor<f64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%w : tensor<4x8xf64>) outs(%f64 : tensor<f64>) {
  ^bb0(%in: f64, %out: f64):
    %s = arith.addf %in, %out : f64
    linalg.yield %s : f64
  } -> tensor<f64>
  %er = tensor.empty() : tensor<4xf32>
  %fr = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %rows = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%fr : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %ei = tensor.empty() : tensor<index>
  %fi = linalg.fill ins(%c0 : index) outs(%ei : tensor<index>) -> tensor<index>
  %i = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%fi : tensor<index>) {
  ^bb0(%in: f32, %out: index):
    %j = linalg.index 1 : index
    %s = arith.addi %j, %out : index
    linalg.yield %s : index
  } -> tensor<index>
  return %a, %t, %rows, %i : tensor<f32>, tensor<f64>, tensor<4xf32>, tensor<index>
}

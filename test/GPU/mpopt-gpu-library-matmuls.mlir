// RUN: mpopt-opt %s --mpopt-gpu-library-matmuls | FileCheck %s

// A marked contraction, its accumulator's zero fill and the bias added to
// its result become one cuBLASLt call (bias epilogue: the fifth pointer);
// the accumulator buffer goes.

#fill = affine_map<(d0, d1) -> ()>
#id = affine_map<(d0, d1) -> (d0, d1)>
#lhs = affine_map<(d0, d1, d2) -> (d0, d2)>
#rhs = affine_map<(d0, d1, d2) -> (d2, d1)>
#acc = affine_map<(d0, d1, d2) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func.func @bias
// CHECK-SAME: (%[[A:.+]]: memref<256x512xf32>, %[[B:.+]]: memref<512x128xf32>, %[[BIAS:.+]]: memref<128xf32>, %[[OUT:.+]]: memref<256x128xf32>)
// CHECK-DAG: %[[PA:.+]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK-DAG: %[[PBIAS:.+]] = memref.extract_aligned_pointer_as_index %[[BIAS]]
// CHECK-NOT: memref.alloc
// CHECK-NOT: linalg.generic
// CHECK: call @mpoptMatmul({{.*}}) {mpopt.stream_ordered}
// CHECK-NEXT: return
func.func @bias(%a: memref<256x512xf32>, %b: memref<512x128xf32>,
                %bias: memref<128xf32>, %out: memref<256x128xf32>) {
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<256x128xf32>
  linalg.generic {indexing_maps = [#fill, #id], iterator_types = ["parallel", "parallel"]}
      ins(%zero : f32) outs(%acc : memref<256x128xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<256x512xf32>, memref<512x128xf32>) outs(%acc : memref<256x128xf32>)
      attrs = {mpopt.contraction = {multiply = f32, scaled = false, transpose_lhs = false, transpose_rhs = false}} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%acc, %bias : memref<256x128xf32>, memref<128xf32>) outs(%out : memref<256x128xf32>) {
  ^bb0(%x: f32, %c: f32, %o: f32):
    %s = arith.addf %x, %c : f32
    linalg.yield %s : f32
  }
  memref.dealloc %acc : memref<256x128xf32>
  return
}

// An unmarked contraction stays a loop nest.
// CHECK-LABEL: func.func @unmarked
// CHECK-NOT: call
// CHECK: linalg.generic
func.func @unmarked(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %acc: memref<4x2xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%acc : memref<4x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  return
}

// The runtime function, declared once.
// CHECK: func.func private @mpoptMatmul(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i32, i32, i32, i32, i32, i32)

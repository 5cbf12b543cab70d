// RUN: mpopt-opt %s --split-input-file --mpopt-cpu-loop-order | FileCheck %s

// A matmul: the row loop j moves after the reduction k; the body and its
// operands stay.
// CHECK-DAG: #map = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[X:.+]]: memref<4x8xf32>, %[[W:.+]]: memref<8x16xf32>, %[[Y:.+]]: memref<4x16xf32>)
// CHECK: linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]}
// CHECK-SAME: ins(%[[X]], %[[W]] : memref<4x8xf32>, memref<8x16xf32>) outs(%[[Y]] : memref<4x16xf32>)
// CHECK: %[[P:.+]] = arith.mulf
// CHECK: %[[S:.+]] = arith.addf %{{.+}}, %[[P]]
// CHECK: linalg.yield %[[S]]
func.func @matmul(%x: memref<4x8xf32>, %w: memref<8x16xf32>,
                  %y: memref<4x16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                   affine_map<(i, j, k) -> (k, j)>,
                                   affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : memref<4x8xf32>, memref<8x16xf32>)
      outs(%y : memref<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A convolution's reductions (kh, kw, c) keep their order; the channel loop
// f, the rows of the filter and the output, goes innermost. linalg.index
// follows its loop.
// CHECK-LABEL: func.func @conv_nhwc_hwcf
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]
// CHECK: linalg.index 6 : index
func.func @conv_nhwc_hwcf(%x: memref<1x6x6x4xf32>, %w: memref<3x3x4x8xf32>,
                          %y: memref<1x4x4x8xf32>) {
  linalg.generic {indexing_maps = [
      affine_map<(n, h, w, f, kh, kw, c) -> (n, h + kh, w + kw, c)>,
      affine_map<(n, h, w, f, kh, kw, c) -> (kh, kw, c, f)>,
      affine_map<(n, h, w, f, kh, kw, c) -> (n, h, w, f)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel",
                        "reduction", "reduction", "reduction"]}
      ins(%x, %w : memref<1x6x6x4xf32>, memref<3x3x4x8xf32>)
      outs(%y : memref<1x4x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %f = linalg.index 3 : index
    %i = arith.index_cast %f : index to i32
    %fi = arith.sitofp %i : i32 to f32
    %p = arith.mulf %a, %b : f32
    %q = arith.addf %p, %fi : f32
    %s = arith.addf %c, %q : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Batched, over a strided view whose rows are still contiguous.
// CHECK-LABEL: func.func @batched
// CHECK: iterator_types = ["parallel", "parallel", "reduction", "parallel"]
func.func @batched(%x: memref<2x4x8xf32>,
                   %w: memref<2x8x16xf32, strided<[256, 32, 1]>>,
                   %y: memref<2x4x16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, i, j, k) -> (b, i, k)>,
                                   affine_map<(b, i, j, k) -> (b, k, j)>,
                                   affine_map<(b, i, j, k) -> (b, i, j)>],
                  iterator_types = ["parallel", "parallel", "parallel",
                                    "reduction"]}
      ins(%x, %w : memref<2x4x8xf32>, memref<2x8x16xf32, strided<[256, 32, 1]>>)
      outs(%y : memref<2x4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A transposed weight is read along the reduction: left alone.
// CHECK-LABEL: func.func @transposed_weight
// CHECK: iterator_types = ["parallel", "parallel", "reduction"]
func.func @transposed_weight(%x: memref<4x8xf32>, %w: memref<16x8xf32>,
                             %y: memref<4x16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                   affine_map<(i, j, k) -> (j, k)>,
                                   affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : memref<4x8xf32>, memref<16x8xf32>)
      outs(%y : memref<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A row sum reads along its reduction; a column of the output is not
// contiguous; tensors are not buffers: all left alone.
// CHECK-LABEL: func.func @left_alone
// CHECK-COUNT-3: iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-NOT: "reduction", "parallel"
func.func @left_alone(%x: memref<4x8x16xf32>, %s: memref<4x8xf32>,
                      %w: memref<8x16xf32>, %y: memref<16x4xf32>,
                      %tx: tensor<4x8xf32>, %tw: tensor<8x16xf32>,
                      %ty: tensor<4x16xf32>) -> tensor<4x16xf32> {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>,
                                   affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : memref<4x8x16xf32>) outs(%s : memref<4x8xf32>) {
  ^bb0(%a: f32, %c: f32):
    %r = arith.addf %c, %a : f32
    linalg.yield %r : f32
  }
  %xs = memref.subview %x[0, 0, 0] [1, 4, 8] [1, 1, 1]
      : memref<4x8x16xf32> to memref<4x8xf32, strided<[16, 1]>>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                   affine_map<(i, j, k) -> (k, j)>,
                                   affine_map<(i, j, k) -> (j, i)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%xs, %w : memref<4x8xf32, strided<[16, 1]>>, memref<8x16xf32>)
      outs(%y : memref<16x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %c, %p : f32
    linalg.yield %r : f32
  }
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                        affine_map<(i, j, k) -> (k, j)>,
                                        affine_map<(i, j, k) -> (i, j)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%tx, %tw : tensor<4x8xf32>, tensor<8x16xf32>)
      outs(%ty : tensor<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %q = arith.addf %c, %p : f32
    linalg.yield %q : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// F.scaled_dot_product_attention(q, k, v, attn_mask=m) with a [16, 16]
// float mask (torch 2.15, make_fx with torch-mlir's decompositions, its fx
// importer; [2, 4, 16, 16] each): the mask is added broadcast over batch
// and heads (read by (b, h, i, j) -> (i, j)). One mpopt.attention whose
// mask is the argument given the leading unit dimensions; bit for bit
// against the export on the CPU.
// RUN: mpopt-opt %s --mpopt-pipeline="export=false" | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: %[[MASK:.*]] = tensor.expand_shape %arg3 {{\[}}[0, 1, 2], [3]] output_shape [1, 1, 16, 16] : tensor<16x16xf32> into tensor<1x1x16x16xf32>
// CHECK-NEXT: mpopt.attention %arg0, %arg1, %arg2 mask(%[[MASK]] : tensor<1x1x16x16xf32>) scale(2.500000e-01) scaling<operands> {{.*}} zero_masked_rows
// CHECK-NOT: linalg.
// RUN: mpopt-compile %s --target=cpu -o %t.before.so
// RUN: mpopt-compile %s --target=cpu -o %t.pipeline.so --pipeline=mpopt-pipeline
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist special --seed 1 | FileCheck %s --check-prefix=SAME
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist normal --seed 2 | FileCheck %s --check-prefix=SAME
// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --pipeline=mpopt-pipeline -o %t.cuda.so
// SAME: all outputs agree

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x4x16x16xf32>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<2x4x16x16xf32>, %arg3: tensor<16x16xf32>) -> tensor<2x4x16x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x4x16x16xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 5.000000e-01 : f32
    %0 = tensor.empty() : tensor<2x4x16x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.mulf %in, %cst_3 : f32
      linalg.yield %25 : f32
    } -> tensor<2x4x16x16xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.mulf %in, %cst_3 : f32
      linalg.yield %25 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_4 = tensor.collapse_shape %2 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %3 = tensor.empty() : tensor<8x16x16xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %5 = linalg.batch_matmul ins(%collapsed, %collapsed_4 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%4 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %arg3 : tensor<2x4x16x16xf32>, tensor<16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %25 = arith.addf %in, %in_9 : f32
      linalg.yield %25 : f32
    } -> tensor<2x4x16x16xf32>
    %7 = tensor.empty() : tensor<2x4x16xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64>
    %9 = tensor.empty() : tensor<2x4x16xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %11:2 = linalg.generic {indexing_maps = [#map, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%6 : tensor<2x4x16x16xf32>) outs(%10, %8 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_9: i64):
      %25 = linalg.index 3 : index
      %26 = arith.index_cast %25 : index to i64
      %27 = arith.maximumf %in, %out : f32
      %28 = arith.cmpf ogt, %in, %out : f32
      %29 = arith.select %28, %26, %out_9 : i64
      linalg.yield %27, %29 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_5 = tensor.expand_shape %11#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_5 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %25 = arith.subf %in, %in_9 : f32
      linalg.yield %25 : f32
    } -> tensor<2x4x16x16xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = math.exp %in : f32
      linalg.yield %25 : f32
    } -> tensor<2x4x16x16xf32>
    %14 = tensor.empty() : tensor<2x4x16x1xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<2x4x16x16xf32>) outs(%15 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.addf %in, %out : f32
      linalg.yield %25 : f32
    } -> tensor<2x4x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %16 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %25 = arith.divf %in, %in_9 : f32
      linalg.yield %25 : f32
    } -> tensor<2x4x16x16xf32>
    %18 = tensor.empty() : tensor<2x4x16x16xi1>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<2x4x16x16xf32>) outs(%18 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %25 = arith.extf %in : f32 to f64
      %26 = arith.cmpf oeq, %25, %cst_2 : f64
      linalg.yield %26 : i1
    } -> tensor<2x4x16x16xi1>
    %20 = tensor.empty() : tensor<2x4x16x1xi1>
    %21 = linalg.fill ins(%true : i1) outs(%20 : tensor<2x4x16x1xi1>) -> tensor<2x4x16x1xi1>
    %22 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%19 : tensor<2x4x16x16xi1>) outs(%21 : tensor<2x4x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %25 = arith.andi %in, %out : i1
      linalg.yield %25 : i1
    } -> tensor<2x4x16x1xi1>
    %23 = linalg.generic {indexing_maps = [#map3, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %cst_1, %17 : tensor<2x4x16x1xi1>, tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %25 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %25 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_6 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_7 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %24 = linalg.batch_matmul ins(%collapsed_6, %collapsed_7 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%4 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_8 = tensor.expand_shape %24 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    return %expanded_8 : tensor<2x4x16x16xf32>
  }
}

// F.scaled_dot_product_attention(q, k, v, is_causal=True) as torch 2.15
// decomposes it under make_fx with torch-mlir's decompositions (what
// torch.compile(backend="mpopt") and torch.export + torch-mlir give) and
// torch-mlir's fx importer writes it ([2, 4, 16, 16] each): q and k both
// times sqrt(scale), a [16, 16] additive mask select(causal & true, 0,
// -inf) built from position iotas and broadcast to the logits, the safe
// softmax (rows all -inf zeroed). One mpopt.attention, causal, no mask
// left; bit for bit against the export on the CPU.
// RUN: mpopt-opt %s --mpopt-pipeline="export=false" | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK-NOT: linalg.
// CHECK: mpopt.attention %arg0, %arg1, %arg2 scale(2.500000e-01) scaling<operands> causal causal_fill(0xFFF0000000000000) {{.*}} zero_masked_rows
// CHECK-NOT: linalg.
// RUN: mpopt-compile %s --target=cpu -o %t.before.so
// RUN: mpopt-compile %s --target=cpu -o %t.pipeline.so --pipeline=mpopt-pipeline
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist special --seed 1 | FileCheck %s --check-prefix=SAME
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist normal --seed 2 | FileCheck %s --check-prefix=SAME
// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --pipeline=mpopt-pipeline -o %t.cuda.so
// SAME: all outputs agree

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x4x16x16xf32>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x4x16x16xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<16x16xi1>
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %cst_6 = arith.constant 5.000000e-01 : f32
    %0 = tensor.empty() : tensor<2x4x16x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.mulf %in, %cst_6 : f32
      linalg.yield %34 : f32
    } -> tensor<2x4x16x16xf32>
    %2 = tensor.empty() : tensor<16xi64>
    %3 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%2 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %34 = linalg.index 0 : index
      %35 = arith.index_cast %34 : index to i64
      linalg.yield %35 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %expanded_7 = tensor.expand_shape %3 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %4 = tensor.empty() : tensor<16x16xi64>
    %5 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_7 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%4 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_14: i64, %out: i64):
      %34 = arith.subi %in, %in_14 : i64
      linalg.yield %34 : i64
    } -> tensor<16x16xi64>
    %6 = tensor.empty() : tensor<16x16xi1>
    %7 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<16x16xi64>) outs(%6 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %34 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %34 : i1
    } -> tensor<16x16xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_4 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%6 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_14: i1, %out: i1):
      %34 = arith.andi %in, %in_14 : i1
      linalg.yield %34 : i1
    } -> tensor<16x16xi1>
    %9 = tensor.empty() : tensor<16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_2, %cst_3 : tensor<16x16xi1>, tensor<f32>, tensor<f32>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %34 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %34 : f32
    } -> tensor<16x16xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.mulf %in, %cst_6 : f32
      linalg.yield %34 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_8 = tensor.collapse_shape %11 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %12 = tensor.empty() : tensor<8x16x16xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %14 = linalg.batch_matmul ins(%collapsed, %collapsed_8 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%13 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_9 = tensor.expand_shape %14 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9, %10 : tensor<2x4x16x16xf32>, tensor<16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %34 = arith.addf %in, %in_14 : f32
      linalg.yield %34 : f32
    } -> tensor<2x4x16x16xf32>
    %16 = tensor.empty() : tensor<2x4x16xi64>
    %17 = linalg.fill ins(%c0_i64 : i64) outs(%16 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64>
    %18 = tensor.empty() : tensor<2x4x16xf32>
    %19 = linalg.fill ins(%cst_0 : f32) outs(%18 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %20:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%15 : tensor<2x4x16x16xf32>) outs(%19, %17 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_14: i64):
      %34 = linalg.index 3 : index
      %35 = arith.index_cast %34 : index to i64
      %36 = arith.maximumf %in, %out : f32
      %37 = arith.cmpf ogt, %in, %out : f32
      %38 = arith.select %37, %35, %out_14 : i64
      linalg.yield %36, %38 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_10 = tensor.expand_shape %20#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %expanded_10 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %34 = arith.subf %in, %in_14 : f32
      linalg.yield %34 : f32
    } -> tensor<2x4x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = math.exp %in : f32
      linalg.yield %34 : f32
    } -> tensor<2x4x16x16xf32>
    %23 = tensor.empty() : tensor<2x4x16x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%22 : tensor<2x4x16x16xf32>) outs(%24 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.addf %in, %out : f32
      linalg.yield %34 : f32
    } -> tensor<2x4x16x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %25 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %34 = arith.divf %in, %in_14 : f32
      linalg.yield %34 : f32
    } -> tensor<2x4x16x16xf32>
    %27 = tensor.empty() : tensor<2x4x16x16xi1>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x4x16x16xf32>) outs(%27 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %34 = arith.extf %in : f32 to f64
      %35 = arith.cmpf oeq, %34, %cst_5 : f64
      linalg.yield %35 : i1
    } -> tensor<2x4x16x16xi1>
    %29 = tensor.empty() : tensor<2x4x16x1xi1>
    %30 = linalg.fill ins(%true : i1) outs(%29 : tensor<2x4x16x1xi1>) -> tensor<2x4x16x1xi1>
    %31 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%28 : tensor<2x4x16x16xi1>) outs(%30 : tensor<2x4x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %34 = arith.andi %in, %out : i1
      linalg.yield %34 : i1
    } -> tensor<2x4x16x1xi1>
    %32 = linalg.generic {indexing_maps = [#map8, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %cst_1, %26 : tensor<2x4x16x1xi1>, tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %34 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %34 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_11 = tensor.collapse_shape %32 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_12 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %33 = linalg.batch_matmul ins(%collapsed_11, %collapsed_12 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%13 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_13 = tensor.expand_shape %33 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    return %expanded_13 : tensor<2x4x16x16xf32>
  }
}

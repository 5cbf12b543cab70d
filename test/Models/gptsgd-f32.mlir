#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1) -> (0, d1)>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> ()>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0) -> ()>
#map17 = affine_map<() -> ()>
#map18 = affine_map<(d0, d1) -> ()>
#map19 = affine_map<(d0, d1, d2) -> ()>
#map20 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<64x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<96x32xf32>, %arg5: tensor<96xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<128x32xf32>, %arg11: tensor<128xf32>, %arg12: tensor<32x128xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<96x32xf32>, %arg17: tensor<96xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<128x32xf32>, %arg23: tensor<128xf32>, %arg24: tensor<32x128xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<2x16xi64>, %arg29: tensor<2x16xi64>, %arg30: tensor<f32>) -> (tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    %true = arith.constant true
    %cst_0 = arith.constant 0xFF800000 : f32
    %c3_i64 = arith.constant 3 : i64
    %cst_1 = arith.constant 4.471500e-02 : f32
    %cst_2 = arith.constant 7.977240e-01 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant 5.000000e-01 : f32
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_7 = arith.constant dense<true> : tensor<16x16xi1>
    %cst_8 = arith.constant 1.000000e-02 : f64
    %cst_9 = arith.constant 1.341450e-01 : f64
    %cst_10 = arith.constant 0.79788456080286541 : f64
    %cst_11 = arith.constant 4.471500e-02 : f64
    %cst_12 = arith.constant 1.000000e-05 : f64
    %cst_13 = arith.constant 3.200000e+01 : f32
    %cst_14 = arith.constant 4.000000e+00 : f32
    %cst_15 = arith.constant dense<0> : tensor<i64>
    %cst_16 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<16xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %424 = linalg.index 0 : index
      %425 = arith.index_cast %424 : index to i64
      linalg.yield %425 : i64
    } -> tensor<16xi64>
    %2 = tensor.empty() : tensor<2x16x32xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<2x16xi64>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %424 = arith.index_cast %in : i64 to index
      %425 = linalg.index 2 : index
      %426 = arith.cmpi slt, %424, %c64 : index
      cf.assert %426, "index must be smaller than dim size"
      %427 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %427, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%424, %425] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32>
    %4 = tensor.empty() : tensor<16x32xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<16xi64>) outs(%4 : tensor<16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %424 = arith.index_cast %in : i64 to index
      %425 = linalg.index 1 : index
      %426 = arith.cmpi slt, %424, %c16 : index
      cf.assert %426, "index must be smaller than dim size"
      %427 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %427, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%424, %425] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %5 : tensor<2x16x32xf32>, tensor<16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %7 = tensor.empty() : tensor<2x16x1xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %collapsed = tensor.collapse_shape %10 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %11 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %12 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_12 : f64 to f32
      %425 = arith.addf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = math.rsqrt %in : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_17 = tensor.collapse_shape %17 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_17 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %18 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg3 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %22 = tensor.empty() : tensor<32x96xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<96x32xf32>) outs(%22 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_18 = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %24 = linalg.matmul ins(%collapsed_18, %transposed : tensor<32x32xf32>, tensor<32x96xf32>) outs(%23 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %25 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5, %24 : tensor<96xf32>, tensor<32x96xf32>) outs(%22 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x96xf32>
    %expanded = tensor.expand_shape %25 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf32> into tensor<2x16x96xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_19 = tensor.extract_slice %expanded[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_20 = tensor.extract_slice %expanded[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %expanded_21 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %26 = tensor.empty() : tensor<2x2x16x16xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<2x16x2x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_23 = tensor.expand_shape %extracted_slice_19 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %expanded_24 = tensor.expand_shape %extracted_slice_20 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x16x2x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_26 = linalg.transpose ins(%expanded_23 : tensor<2x16x2x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_27 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %27 = tensor.empty() : tensor<4x16x16xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %29 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%28 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_29 = tensor.expand_shape %29 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<2x2x16x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_14 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %expanded_30 = tensor.expand_shape %1 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %expanded_31 = tensor.expand_shape %1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %31 = tensor.empty() : tensor<16x16xi64>
    %32 = linalg.generic {indexing_maps = [#map10, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_30, %expanded_31 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%31 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_166: i64, %out: i64):
      %424 = arith.subi %in, %in_166 : i64
      linalg.yield %424 : i64
    } -> tensor<16x16xi64>
    %33 = tensor.empty() : tensor<16x16xi1>
    %34 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<16x16xi64>) outs(%33 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %424 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %424 : i1
    } -> tensor<16x16xi1>
    %35 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%34, %cst_7 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%33 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_166: i1, %out: i1):
      %424 = arith.andi %in, %in_166 : i1
      linalg.yield %424 : i1
    } -> tensor<16x16xi1>
    %36 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<16x16xi1>) outs(%33 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %424 = arith.xori %in, %true : i1
      linalg.yield %424 : i1
    } -> tensor<16x16xi1>
    %37 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %cst_6, %30 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: i1, %in_166: f32, %in_167: f32, %out: f32):
      %424 = arith.select %in, %in_166, %in_167 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %38 = tensor.empty() : tensor<2x2x16xi64>
    %39 = linalg.fill ins(%c0_i64 : i64) outs(%38 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64>
    %40 = tensor.empty() : tensor<2x2x16xf32>
    %41 = linalg.fill ins(%cst_0 : f32) outs(%40 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %42:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%37 : tensor<2x2x16x16xf32>) outs(%41, %39 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_166: i64):
      %424 = linalg.index 3 : index
      %425 = arith.index_cast %424 : index to i64
      %426 = arith.maximumf %in, %out : f32
      %427 = arith.cmpf ogt, %in, %out : f32
      %428 = arith.select %427, %425, %out_166 : i64
      linalg.yield %426, %428 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>)
    %expanded_32 = tensor.expand_shape %42#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %43 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_32 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %44 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<2x2x16x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = math.exp %in : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %45 = tensor.empty() : tensor<2x2x16x1xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x1xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %47 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.divf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_33 = tensor.collapse_shape %48 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_34 = tensor.collapse_shape %transposed_25 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %49 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%28 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_35 = tensor.expand_shape %49 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %50 = tensor.empty() : tensor<2x16x2x16xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %51 = tensor.empty() : tensor<32x32xf32>
    %transposed_37 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %53 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %54 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7, %53 : tensor<32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x32xf32>
    %expanded_39 = tensor.expand_shape %54 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %55 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_39 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%55 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %57 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_40 = tensor.collapse_shape %57 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_40 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %59 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %58 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %60 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %59 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %61 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_12 : f64 to f32
      %425 = arith.addf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x1xf32>
    %64 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = math.rsqrt %in : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_41 = tensor.collapse_shape %64 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_41 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %65 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %67 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %arg9 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %69 = tensor.empty() : tensor<32x128xf32>
    %transposed_42 = linalg.transpose ins(%arg10 : tensor<128x32xf32>) outs(%69 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %68 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %70 = linalg.fill ins(%cst : f32) outs(%69 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %71 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%70 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %72 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11, %71 : tensor<128xf32>, tensor<32x128xf32>) outs(%69 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x128xf32>
    %expanded_44 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %73 = tensor.empty() : tensor<2x16x128xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = math.fpowi %in, %c3_i64 : f32, i64
      %425 = arith.mulf %424, %cst_1 : f32
      %426 = arith.addf %in, %425 : f32
      %427 = arith.mulf %426, %cst_2 : f32
      %428 = math.tanh %427 : f32
      %429 = arith.addf %428, %cst_3 : f32
      %430 = arith.mulf %429, %cst_4 : f32
      %431 = arith.mulf %in, %430 : f32
      linalg.yield %431 : f32
    } -> tensor<2x16x128xf32>
    %75 = tensor.empty() : tensor<128x32xf32>
    %transposed_45 = linalg.transpose ins(%arg12 : tensor<32x128xf32>) outs(%75 : tensor<128x32xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %74 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %76 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %77 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13, %76 : tensor<32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x32xf32>
    %expanded_47 = tensor.expand_shape %77 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %expanded_47 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %79 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %80 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_48 = tensor.collapse_shape %80 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_48 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %81 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %82 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %84 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %85 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %86 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_12 : f64 to f32
      %425 = arith.addf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x1xf32>
    %87 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = math.rsqrt %in : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_49 = tensor.collapse_shape %87 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_49 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %88 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %arg15 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %transposed_50 = linalg.transpose ins(%arg16 : tensor<96x32xf32>) outs(%22 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %91 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %92 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%23 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %93 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17, %92 : tensor<96xf32>, tensor<32x96xf32>) outs(%22 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x96xf32>
    %expanded_52 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf32> into tensor<2x16x96xf32>
    %extracted_slice_53 = tensor.extract_slice %expanded_52[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_54 = tensor.extract_slice %expanded_52[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_55 = tensor.extract_slice %expanded_52[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %expanded_56 = tensor.expand_shape %extracted_slice_53 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<2x16x2x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_58 = tensor.expand_shape %extracted_slice_54 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %expanded_59 = tensor.expand_shape %extracted_slice_55 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<2x16x2x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_61 = linalg.transpose ins(%expanded_58 : tensor<2x16x2x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_62 = tensor.collapse_shape %transposed_57 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_63 = tensor.collapse_shape %transposed_61 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %94 = linalg.batch_matmul ins(%collapsed_62, %collapsed_63 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%28 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_64 = tensor.expand_shape %94 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %95 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<2x2x16x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_14 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %96 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %cst_6, %95 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: i1, %in_166: f32, %in_167: f32, %out: f32):
      %424 = arith.select %in, %in_166, %in_167 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %97:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%96 : tensor<2x2x16x16xf32>) outs(%41, %39 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_166: i64):
      %424 = linalg.index 3 : index
      %425 = arith.index_cast %424 : index to i64
      %426 = arith.maximumf %in, %out : f32
      %427 = arith.cmpf ogt, %in, %out : f32
      %428 = arith.select %427, %425, %out_166 : i64
      linalg.yield %426, %428 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>)
    %expanded_65 = tensor.expand_shape %97#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %98 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %expanded_65 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98 : tensor<2x2x16x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = math.exp %in : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %100 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%99 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x1xf32>
    %101 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %100 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.divf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_66 = tensor.collapse_shape %101 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_67 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %102 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%28 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_68 = tensor.expand_shape %102 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_70 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_71 = tensor.collapse_shape %transposed_69 [[0, 1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %103 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %104 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg19, %103 : tensor<32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x32xf32>
    %expanded_72 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %expanded_72 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %106 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_73 = tensor.collapse_shape %107 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_73 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %109 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %108 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %110 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %109 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %111 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %112 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_12 : f64 to f32
      %425 = arith.addf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x1xf32>
    %114 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = math.rsqrt %in : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_74 = tensor.collapse_shape %114 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_74 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %116 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %115 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %117 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %arg20 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %118 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %arg21 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %transposed_75 = linalg.transpose ins(%arg22 : tensor<128x32xf32>) outs(%69 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_76 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %119 = linalg.matmul ins(%collapsed_76, %transposed_75 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%70 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %120 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg23, %119 : tensor<128xf32>, tensor<32x128xf32>) outs(%69 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x128xf32>
    %expanded_77 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %121 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = math.fpowi %in, %c3_i64 : f32, i64
      %425 = arith.mulf %424, %cst_1 : f32
      %426 = arith.addf %in, %425 : f32
      %427 = arith.mulf %426, %cst_2 : f32
      %428 = math.tanh %427 : f32
      %429 = arith.addf %428, %cst_3 : f32
      %430 = arith.mulf %429, %cst_4 : f32
      %431 = arith.mulf %in, %430 : f32
      linalg.yield %431 : f32
    } -> tensor<2x16x128xf32>
    %transposed_78 = linalg.transpose ins(%arg24 : tensor<32x128xf32>) outs(%75 : tensor<128x32xf32>) permutation = [1, 0] 
    %collapsed_79 = tensor.collapse_shape %121 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %122 = linalg.matmul ins(%collapsed_79, %transposed_78 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %123 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg25, %122 : tensor<32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x32xf32>
    %expanded_80 = tensor.expand_shape %123 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %expanded_80 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_81 = tensor.collapse_shape %126 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_81 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %127 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %129 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %128 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %130 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %132 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_12 : f64 to f32
      %425 = arith.addf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x1xf32>
    %133 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = math.rsqrt %in : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_82 = tensor.collapse_shape %133 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_82 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %135 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %134 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %136 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %arg26 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %arg27 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %138 = tensor.empty() : tensor<32x64xf32>
    %transposed_83 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%138 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_84 = tensor.collapse_shape %137 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %139 = linalg.fill ins(%cst : f32) outs(%138 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %140 = linalg.matmul ins(%collapsed_84, %transposed_83 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%139 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %collapsed_85 = tensor.collapse_shape %arg29 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %141 = tensor.empty() : tensor<32xi64>
    %142 = linalg.fill ins(%c0_i64 : i64) outs(%141 : tensor<32xi64>) -> tensor<32xi64>
    %143 = tensor.empty() : tensor<32xf32>
    %144 = linalg.fill ins(%cst_0 : f32) outs(%143 : tensor<32xf32>) -> tensor<32xf32>
    %145:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%140 : tensor<32x64xf32>) outs(%144, %142 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_166: i64):
      %424 = linalg.index 1 : index
      %425 = arith.index_cast %424 : index to i64
      %426 = arith.maximumf %in, %out : f32
      %427 = arith.cmpf ogt, %in, %out : f32
      %428 = arith.select %427, %425, %out_166 : i64
      linalg.yield %426, %428 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_86 = tensor.expand_shape %145#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%140, %expanded_86 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%138 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x64xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<32x64xf32>) outs(%138 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = math.exp %in : f32
      linalg.yield %424 : f32
    } -> tensor<32x64xf32>
    %148 = tensor.empty() : tensor<32x1xf32>
    %149 = linalg.fill ins(%cst : f32) outs(%148 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%147 : tensor<32x64xf32>) outs(%149 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<32x1xf32>
    %151 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<32x1xf32>) outs(%148 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = math.log %in : f32
      linalg.yield %424 : f32
    } -> tensor<32x1xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%146, %151 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%138 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x64xf32>
    %153 = tensor.empty() : tensor<32xi1>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_85 : tensor<32xi64>) outs(%153 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %424 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %424 : i1
    } -> tensor<32xi1>
    %155 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%154, %collapsed_85, %cst_15 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%141 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_166: i64, %in_167: i64, %out: i64):
      %424 = arith.select %in, %in_166, %in_167 : i64
      linalg.yield %424 : i64
    } -> tensor<32xi64>
    %expanded_87 = tensor.expand_shape %155 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %156 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_87 : tensor<32x1xi64>) outs(%149 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %424 = linalg.index 0 : index
      %425 = arith.index_cast %in : i64 to index
      %426 = arith.cmpi slt, %425, %c64 : index
      cf.assert %426, "index must be smaller than dim size"
      %427 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %427, "index must be larger or equal to 0"
      %extracted = tensor.extract %152[%424, %425] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_88 = tensor.collapse_shape %156 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_88 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.negf %in : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%154, %157, %cst_5 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_166: f32, %in_167: f32, %out: f32):
      %424 = arith.select %in, %in_166, %in_167 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %159 = tensor.empty() : tensor<i64>
    %160 = linalg.fill ins(%c0_i64 : i64) outs(%159 : tensor<i64>) -> tensor<i64>
    %161 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%154 : tensor<32xi1>) outs(%160 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %424 = arith.extui %in : i1 to i64
      %425 = arith.addi %424, %out : i64
      linalg.yield %425 : i64
    } -> tensor<i64>
    %162 = tensor.empty() : tensor<f32>
    %163 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%161 : tensor<i64>) outs(%162 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %424 = arith.sitofp %in : i64 to f32
      linalg.yield %424 : f32
    } -> tensor<f32>
    %164 = linalg.fill ins(%cst : f32) outs(%162 : tensor<f32>) -> tensor<f32>
    %165 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%158 : tensor<32xf32>) outs(%164 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<f32>
    %166 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%165, %163 : tensor<f32>, tensor<f32>) outs(%162 : tensor<f32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.divf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<f32>
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%154 : tensor<32xi1>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %424 = arith.uitofp %in : i1 to f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %expanded_89 = tensor.expand_shape %167 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %expanded_90 = tensor.expand_shape %collapsed_85 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %168 = tensor.empty() : tensor<64xi64>
    %169 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%168 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %424 = linalg.index 0 : index
      %425 = arith.index_cast %424 : index to i64
      linalg.yield %425 : i64
    } -> tensor<64xi64>
    %170 = tensor.empty() : tensor<32x64xi1>
    %171 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_90, %169 : tensor<32x1xi64>, tensor<64xi64>) outs(%170 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_166: i64, %out: i1):
      %424 = arith.cmpi eq, %in, %in_166 : i64
      linalg.yield %424 : i1
    } -> tensor<32x64xi1>
    %172 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%171 : tensor<32x64xi1>) outs(%138 : tensor<32x64xf32>) {
    ^bb0(%in: i1, %out: f32):
      %424 = arith.uitofp %in : i1 to f32
      linalg.yield %424 : f32
    } -> tensor<32x64xf32>
    %173 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%arg30, %163 : tensor<f32>, tensor<f32>) outs(%162 : tensor<f32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.divf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<f32>
    %174 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%172 : tensor<32x64xf32>) outs(%138 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.negf %in : f32
      linalg.yield %424 : f32
    } -> tensor<32x64xf32>
    %175 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%174, %expanded_89 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%138 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x64xf32>
    %176 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%175, %173 : tensor<32x64xf32>, tensor<f32>) outs(%138 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x64xf32>
    %177 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%152 : tensor<32x64xf32>) outs(%138 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = math.exp %in : f32
      linalg.yield %424 : f32
    } -> tensor<32x64xf32>
    %178 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%176 : tensor<32x64xf32>) outs(%149 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<32x1xf32>
    %179 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%177, %178 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%138 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x64xf32>
    %180 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%176, %179 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%138 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x64xf32>
    %181 = tensor.empty() : tensor<64x32xf32>
    %transposed_91 = linalg.transpose ins(%180 : tensor<32x64xf32>) outs(%181 : tensor<64x32xf32>) permutation = [1, 0] 
    %182 = linalg.fill ins(%cst : f32) outs(%181 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %183 = linalg.matmul ins(%transposed_91, %collapsed_84 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%182 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %184 = linalg.matmul ins(%180, %arg0 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_92 = tensor.expand_shape %184 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %185 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %126 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %186 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %133 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %187 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %arg26 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %188 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.mulf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %189 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%187 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %190 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %186 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %191 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%190 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %192 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %191 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %193 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %189 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %194 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %192 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %195 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %196 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %194 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %197 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %186 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %198 = linalg.fill ins(%cst : f32) outs(%143 : tensor<32xf32>) -> tensor<32xf32>
    %199 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%197 : tensor<2x16x32xf32>) outs(%198 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %200 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_92 : tensor<2x16x32xf32>) outs(%198 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %collapsed_93 = tensor.collapse_shape %196 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %201 = linalg.matmul ins(%collapsed_93, %arg24 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%70 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %transposed_94 = linalg.transpose ins(%collapsed_93 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0] 
    %202 = linalg.matmul ins(%transposed_94, %collapsed_79 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%70 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %203 = tensor.empty() : tensor<1x32xf32>
    %204 = linalg.fill ins(%cst : f32) outs(%203 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %205 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_93 : tensor<32x32xf32>) outs(%204 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<1x32xf32>
    %collapsed_95 = tensor.collapse_shape %205 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_96 = tensor.expand_shape %201 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %206 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %expanded_77 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %207 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %expanded_77 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %208 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_11 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x128xf32>
    %209 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %208 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %210 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_10 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x128xf32>
    %211 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = math.tanh %in : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %212 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.mulf %in, %cst_4 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %213 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %cst_3 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %214 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.mulf %in, %cst_4 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %215 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %211 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %216 = linalg.generic {indexing_maps = [#map19, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_16, %215 : tensor<i64>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: i64, %in_166: f32, %out: f32):
      %424 = arith.sitofp %in : i64 to f32
      %425 = arith.subf %424, %in_166 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x128xf32>
    %217 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_9 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x128xf32>
    %218 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %cst_3 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %219 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_10 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x128xf32>
    %220 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %216 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %221 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %219 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %222 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %221 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %223 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %222 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %collapsed_97 = tensor.collapse_shape %223 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %224 = linalg.matmul ins(%collapsed_97, %arg22 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_98 = linalg.transpose ins(%collapsed_97 : tensor<32x128xf32>) outs(%75 : tensor<128x32xf32>) permutation = [1, 0] 
    %225 = linalg.fill ins(%cst : f32) outs(%75 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %226 = linalg.matmul ins(%transposed_98, %collapsed_76 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%225 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %227 = tensor.empty() : tensor<1x128xf32>
    %228 = linalg.fill ins(%cst : f32) outs(%227 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %229 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_97 : tensor<32x128xf32>) outs(%228 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<1x128xf32>
    %collapsed_99 = tensor.collapse_shape %229 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_100 = tensor.expand_shape %224 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %230 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %107 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %231 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %114 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %232 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100, %arg20 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %233 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.mulf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %234 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%232 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %235 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %231 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %236 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%235 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %237 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %236 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %238 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %234 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %239 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %237 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %240 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %241 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %239 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %242 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100, %231 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %243 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%242 : tensor<2x16x32xf32>) outs(%198 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %244 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_100 : tensor<2x16x32xf32>) outs(%198 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %245 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %241 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_101 = tensor.collapse_shape %245 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %246 = linalg.matmul ins(%collapsed_101, %arg18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_102 = linalg.transpose ins(%collapsed_101 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0] 
    %247 = linalg.matmul ins(%transposed_102, %collapsed_71 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %248 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_101 : tensor<32x32xf32>) outs(%204 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<1x32xf32>
    %collapsed_103 = tensor.collapse_shape %248 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_104 = tensor.expand_shape %246 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %transposed_105 = linalg.transpose ins(%expanded_104 : tensor<2x16x2x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_106 = tensor.collapse_shape %transposed_105 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_107 = linalg.transpose ins(%collapsed_66 : tensor<4x16x16xf32>) outs(%27 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %249 = linalg.batch_matmul ins(%transposed_107, %collapsed_106 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%28 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_108 = linalg.transpose ins(%collapsed_67 : tensor<4x16x16xf32>) outs(%27 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %250 = linalg.batch_matmul ins(%collapsed_106, %transposed_108 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%28 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_109 = tensor.expand_shape %249 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_110 = tensor.expand_shape %250 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %251 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_110, %101 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %252 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%251 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x1xf32>
    %253 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %252 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %254 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %253 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %255 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %cst_5, %254 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: i1, %in_166: f32, %in_167: f32, %out: f32):
      %424 = arith.select %in, %in_166, %in_167 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %256 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255 : tensor<2x2x16x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_14 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_111 = tensor.collapse_shape %256 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_112 = linalg.transpose ins(%collapsed_62 : tensor<4x16x16xf32>) outs(%27 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %257 = linalg.batch_matmul ins(%transposed_112, %collapsed_111 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%28 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_113 = linalg.transpose ins(%collapsed_63 : tensor<4x16x16xf32>) outs(%27 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %258 = linalg.batch_matmul ins(%collapsed_111, %transposed_113 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%28 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_114 = tensor.expand_shape %257 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_115 = tensor.expand_shape %258 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %transposed_116 = linalg.transpose ins(%expanded_109 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_117 = tensor.collapse_shape %transposed_116 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_118 = linalg.transpose ins(%expanded_114 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_119 = tensor.collapse_shape %transposed_118 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_120 = linalg.transpose ins(%expanded_115 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_121 = tensor.collapse_shape %transposed_120 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %concat = tensor.concat dim(2) %collapsed_121, %collapsed_119, %collapsed_117 : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32>
    %collapsed_122 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x16x96xf32> into tensor<32x96xf32>
    %259 = linalg.matmul ins(%collapsed_122, %arg16 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %260 = tensor.empty() : tensor<96x32xf32>
    %transposed_123 = linalg.transpose ins(%collapsed_122 : tensor<32x96xf32>) outs(%260 : tensor<96x32xf32>) permutation = [1, 0] 
    %261 = linalg.fill ins(%cst : f32) outs(%260 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %262 = linalg.matmul ins(%transposed_123, %collapsed_51 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%261 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %263 = tensor.empty() : tensor<1x96xf32>
    %264 = linalg.fill ins(%cst : f32) outs(%263 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %265 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_122 : tensor<32x96xf32>) outs(%264 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<1x96xf32>
    %collapsed_124 = tensor.collapse_shape %265 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_125 = tensor.expand_shape %259 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %266 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %80 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %267 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %87 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %268 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %269 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.mulf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %270 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%268 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %271 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %267 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %272 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%271 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %273 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %272 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %274 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %270 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %275 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %273 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %276 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %277 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %275 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %278 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %267 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %279 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%278 : tensor<2x16x32xf32>) outs(%198 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %280 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_125 : tensor<2x16x32xf32>) outs(%198 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %277 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_126 = tensor.collapse_shape %281 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %282 = linalg.matmul ins(%collapsed_126, %arg12 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%70 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %transposed_127 = linalg.transpose ins(%collapsed_126 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0] 
    %283 = linalg.matmul ins(%transposed_127, %collapsed_46 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%70 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %284 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_126 : tensor<32x32xf32>) outs(%204 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<1x32xf32>
    %collapsed_128 = tensor.collapse_shape %284 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_129 = tensor.expand_shape %282 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %285 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %expanded_44 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %286 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %expanded_44 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %287 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_11 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x128xf32>
    %288 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %287 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %289 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_10 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x128xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = math.tanh %in : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.mulf %in, %cst_4 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %292 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %cst_3 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %293 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.mulf %in, %cst_4 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %294 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %290 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %295 = linalg.generic {indexing_maps = [#map19, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_16, %294 : tensor<i64>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: i64, %in_166: f32, %out: f32):
      %424 = arith.sitofp %in : i64 to f32
      %425 = arith.subf %424, %in_166 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x128xf32>
    %296 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_9 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x128xf32>
    %297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %cst_3 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %298 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_10 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<2x16x128xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %295 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %298 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %301 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %300 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %302 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %301 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%73 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x128xf32>
    %collapsed_130 = tensor.collapse_shape %302 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %303 = linalg.matmul ins(%collapsed_130, %arg10 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_131 = linalg.transpose ins(%collapsed_130 : tensor<32x128xf32>) outs(%75 : tensor<128x32xf32>) permutation = [1, 0] 
    %304 = linalg.matmul ins(%transposed_131, %collapsed_43 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%225 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %305 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_130 : tensor<32x128xf32>) outs(%228 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<1x128xf32>
    %collapsed_132 = tensor.collapse_shape %305 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_133 = tensor.expand_shape %303 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %306 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %57 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %307 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %64 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %308 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %309 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308 : tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.mulf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %310 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%308 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %311 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %307 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %312 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%311 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %313 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %312 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %314 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309, %310 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %315 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %313 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %316 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %317 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %315 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %318 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %307 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %319 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%318 : tensor<2x16x32xf32>) outs(%198 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %320 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_133 : tensor<2x16x32xf32>) outs(%198 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %321 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %317 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_134 = tensor.collapse_shape %321 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %322 = linalg.matmul ins(%collapsed_134, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_135 = linalg.transpose ins(%collapsed_134 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0] 
    %323 = linalg.matmul ins(%transposed_135, %collapsed_38 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %324 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_134 : tensor<32x32xf32>) outs(%204 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<1x32xf32>
    %collapsed_136 = tensor.collapse_shape %324 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_137 = tensor.expand_shape %322 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %transposed_138 = linalg.transpose ins(%expanded_137 : tensor<2x16x2x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_139 = tensor.collapse_shape %transposed_138 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_140 = linalg.transpose ins(%collapsed_33 : tensor<4x16x16xf32>) outs(%27 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %325 = linalg.batch_matmul ins(%transposed_140, %collapsed_139 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%28 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_141 = linalg.transpose ins(%collapsed_34 : tensor<4x16x16xf32>) outs(%27 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %326 = linalg.batch_matmul ins(%collapsed_139, %transposed_141 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%28 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_142 = tensor.expand_shape %325 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_143 = tensor.expand_shape %326 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %327 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_143, %48 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %328 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%327 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x1xf32>
    %329 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %328 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %330 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327, %329 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %331 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %cst_5, %330 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: i1, %in_166: f32, %in_167: f32, %out: f32):
      %424 = arith.select %in, %in_166, %in_167 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %332 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331 : tensor<2x2x16x16xf32>) outs(%26 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_14 : f32
      linalg.yield %424 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_144 = tensor.collapse_shape %332 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_145 = linalg.transpose ins(%collapsed_27 : tensor<4x16x16xf32>) outs(%27 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %333 = linalg.batch_matmul ins(%transposed_145, %collapsed_144 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%28 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_146 = linalg.transpose ins(%collapsed_28 : tensor<4x16x16xf32>) outs(%27 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %334 = linalg.batch_matmul ins(%collapsed_144, %transposed_146 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%28 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_147 = tensor.expand_shape %333 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_148 = tensor.expand_shape %334 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %transposed_149 = linalg.transpose ins(%expanded_142 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_150 = tensor.collapse_shape %transposed_149 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_151 = linalg.transpose ins(%expanded_147 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_153 = linalg.transpose ins(%expanded_148 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_154 = tensor.collapse_shape %transposed_153 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %concat_155 = tensor.concat dim(2) %collapsed_154, %collapsed_152, %collapsed_150 : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32>
    %collapsed_156 = tensor.collapse_shape %concat_155 [[0, 1], [2]] : tensor<2x16x96xf32> into tensor<32x96xf32>
    %335 = linalg.matmul ins(%collapsed_156, %arg4 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_157 = linalg.transpose ins(%collapsed_156 : tensor<32x96xf32>) outs(%260 : tensor<96x32xf32>) permutation = [1, 0] 
    %336 = linalg.matmul ins(%transposed_157, %collapsed_18 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%261 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %337 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_156 : tensor<32x96xf32>) outs(%264 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<1x96xf32>
    %collapsed_158 = tensor.collapse_shape %337 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_159 = tensor.expand_shape %335 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %338 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %339 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %17 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %340 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %arg2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %341 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.mulf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %342 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%340 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %343 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %339 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %344 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%343 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %345 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %344 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %346 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %342 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %347 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %345 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %348 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.divf %in, %cst_13 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x1xf32>
    %349 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %347 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %350 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %339 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.mulf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %351 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%350 : tensor<2x16x32xf32>) outs(%198 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %352 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_159 : tensor<2x16x32xf32>) outs(%198 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %353 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %349 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<2x16x32xf32>
    %354 = tensor.empty() : tensor<1x16x32xf32>
    %355 = linalg.fill ins(%cst : f32) outs(%354 : tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %356 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "parallel", "parallel"]} ins(%353 : tensor<2x16x32xf32>) outs(%355 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.addf %in, %out : f32
      linalg.yield %424 : f32
    } -> tensor<1x16x32xf32>
    %collapsed_160 = tensor.collapse_shape %356 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %357 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_31, %1 : tensor<16x1xi64>, tensor<16xi64>) outs(%33 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %in_166: i64, %out: i1):
      %424 = arith.cmpi eq, %in, %in_166 : i64
      linalg.yield %424 : i1
    } -> tensor<16x16xi1>
    %358 = tensor.empty() : tensor<16x16xf32>
    %359 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%357 : tensor<16x16xi1>) outs(%358 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %424 = arith.uitofp %in : i1 to f32
      linalg.yield %424 : f32
    } -> tensor<16x16xf32>
    %transposed_161 = linalg.transpose ins(%359 : tensor<16x16xf32>) outs(%358 : tensor<16x16xf32>) permutation = [1, 0] 
    %360 = linalg.fill ins(%cst : f32) outs(%4 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %361 = linalg.matmul ins(%transposed_161, %collapsed_160 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %collapsed_162 = tensor.collapse_shape %arg28 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %expanded_163 = tensor.expand_shape %collapsed_162 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %362 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_163, %169 : tensor<32x1xi64>, tensor<64xi64>) outs(%170 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_166: i64, %out: i1):
      %424 = arith.cmpi eq, %in, %in_166 : i64
      linalg.yield %424 : i1
    } -> tensor<32x64xi1>
    %363 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%362 : tensor<32x64xi1>) outs(%138 : tensor<32x64xf32>) {
    ^bb0(%in: i1, %out: f32):
      %424 = arith.uitofp %in : i1 to f32
      linalg.yield %424 : f32
    } -> tensor<32x64xf32>
    %transposed_164 = linalg.transpose ins(%363 : tensor<32x64xf32>) outs(%181 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_165 = tensor.collapse_shape %353 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %364 = linalg.matmul ins(%transposed_164, %collapsed_165 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%182 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %365 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%183, %364 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%181 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.addf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<64x32xf32>
    %366 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%365 : tensor<64x32xf32>) outs(%181 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<64x32xf32>
    %367 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %366 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%181 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<64x32xf32>
    %368 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%361 : tensor<16x32xf32>) outs(%4 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<16x32xf32>
    %369 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %368 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%4 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<16x32xf32>
    %370 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%351 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg2, %370 : tensor<32xf32>, tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%352 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg3, %372 : tensor<32xf32>, tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %374 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%336 : tensor<96x32xf32>) outs(%260 : tensor<96x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<96x32xf32>
    %375 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %374 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%260 : tensor<96x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<96x32xf32>
    %376 = tensor.empty() : tensor<96xf32>
    %377 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_158 : tensor<96xf32>) outs(%376 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<96xf32>
    %378 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg5, %377 : tensor<96xf32>, tensor<96xf32>) outs(%376 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<96xf32>
    %379 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%323 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32x32xf32>
    %380 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %379 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x32xf32>
    %381 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_136 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32xf32>
    %382 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg7, %381 : tensor<32xf32>, tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%319 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32xf32>
    %384 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg8, %383 : tensor<32xf32>, tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%320 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg9, %385 : tensor<32xf32>, tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %387 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%304 : tensor<128x32xf32>) outs(%75 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<128x32xf32>
    %388 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %387 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%75 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<128x32xf32>
    %389 = tensor.empty() : tensor<128xf32>
    %390 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_132 : tensor<128xf32>) outs(%389 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<128xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg11, %390 : tensor<128xf32>, tensor<128xf32>) outs(%389 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<128xf32>
    %392 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%283 : tensor<32x128xf32>) outs(%69 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32x128xf32>
    %393 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %392 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%69 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x128xf32>
    %394 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_128 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32xf32>
    %395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg13, %394 : tensor<32xf32>, tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %396 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%279 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg14, %396 : tensor<32xf32>, tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%280 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg15, %398 : tensor<32xf32>, tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %400 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%262 : tensor<96x32xf32>) outs(%260 : tensor<96x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<96x32xf32>
    %401 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16, %400 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%260 : tensor<96x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<96x32xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_124 : tensor<96xf32>) outs(%376 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<96xf32>
    %403 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg17, %402 : tensor<96xf32>, tensor<96xf32>) outs(%376 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<96xf32>
    %404 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%247 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32x32xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18, %404 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x32xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_103 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg19, %406 : tensor<32xf32>, tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%243 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32xf32>
    %409 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg20, %408 : tensor<32xf32>, tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%244 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg21, %410 : tensor<32xf32>, tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %412 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%226 : tensor<128x32xf32>) outs(%75 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<128x32xf32>
    %413 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg22, %412 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%75 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<128x32xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_99 : tensor<128xf32>) outs(%389 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<128xf32>
    %415 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg23, %414 : tensor<128xf32>, tensor<128xf32>) outs(%389 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<128xf32>
    %416 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<32x128xf32>) outs(%69 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32x128xf32>
    %417 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg24, %416 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%69 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32x128xf32>
    %418 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_95 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32xf32>
    %419 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg25, %418 : tensor<32xf32>, tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %420 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%199 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32xf32>
    %421 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg26, %420 : tensor<32xf32>, tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    %422 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%200 : tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %424 = arith.truncf %cst_8 : f64 to f32
      %425 = arith.mulf %in, %424 : f32
      linalg.yield %425 : f32
    } -> tensor<32xf32>
    %423 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg27, %422 : tensor<32xf32>, tensor<32xf32>) outs(%143 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %424 = arith.subf %in, %in_166 : f32
      linalg.yield %424 : f32
    } -> tensor<32xf32>
    return %166, %367, %369, %371, %373, %375, %378, %380, %382, %384, %386, %388, %391, %393, %395, %397, %399, %401, %403, %405, %407, %409, %411, %413, %415, %417, %419, %421, %423 : tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}

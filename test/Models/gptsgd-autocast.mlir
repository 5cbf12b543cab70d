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
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %true = arith.constant true
    %cst_1 = arith.constant 0xFF800000 : f32
    %c3_i64 = arith.constant 3 : i64
    %cst_2 = arith.constant 4.467770e-02 : bf16
    %cst_3 = arith.constant 7.968750e-01 : bf16
    %cst_4 = arith.constant 1.000000e+00 : bf16
    %cst_5 = arith.constant 5.000000e-01 : bf16
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_8 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_9 = arith.constant dense<true> : tensor<16x16xi1>
    %cst_10 = arith.constant 1.000000e-02 : f64
    %cst_11 = arith.constant 1.341450e-01 : f64
    %cst_12 = arith.constant 0.79788456080286541 : f64
    %cst_13 = arith.constant 4.471500e-02 : f64
    %cst_14 = arith.constant 1.000000e-05 : f64
    %cst_15 = arith.constant 3.200000e+01 : f32
    %cst_16 = arith.constant 4.000000e+00 : bf16
    %cst_17 = arith.constant 5.000000e-01 : f32
    %cst_18 = arith.constant 1.000000e+00 : f32
    %cst_19 = arith.constant dense<0> : tensor<i64>
    %cst_20 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<16xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %545 = linalg.index 0 : index
      %546 = arith.index_cast %545 : index to i64
      linalg.yield %546 : i64
    } -> tensor<16xi64>
    %2 = tensor.empty() : tensor<2x16x32xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<2x16xi64>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %545 = arith.index_cast %in : i64 to index
      %546 = linalg.index 2 : index
      %547 = arith.cmpi slt, %545, %c64 : index
      cf.assert %547, "index must be smaller than dim size"
      %548 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %548, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%545, %546] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32>
    %4 = tensor.empty() : tensor<16x32xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<16xi64>) outs(%4 : tensor<16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %545 = arith.index_cast %in : i64 to index
      %546 = linalg.index 1 : index
      %547 = arith.cmpi slt, %545, %c16 : index
      cf.assert %547, "index must be smaller than dim size"
      %548 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %548, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%545, %546] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %5 : tensor<2x16x32xf32>, tensor<16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %7 = tensor.empty() : tensor<2x16x1xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %collapsed = tensor.collapse_shape %10 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %11 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %12 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_14 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_21 = tensor.collapse_shape %17 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_21 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %18 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg3 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %22 = tensor.empty() : tensor<32x96xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<96x32xf32>) outs(%22 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_22 = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %23 = tensor.empty() : tensor<32x96xbf16>
    %24 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<32x96xf32>) outs(%23 : tensor<32x96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x96xbf16>
    %25 = tensor.empty() : tensor<32x32xbf16>
    %26 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed_22 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %27 = tensor.empty() : tensor<96xbf16>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg5 : tensor<96xf32>) outs(%27 : tensor<96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<96xbf16>
    %29 = linalg.fill ins(%cst : f32) outs(%22 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %30 = linalg.matmul ins(%26, %24 : tensor<32x32xbf16>, tensor<32x96xbf16>) outs(%29 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<32x96xf32>) outs(%23 : tensor<32x96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x96xbf16>
    %32 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%28, %31 : tensor<96xbf16>, tensor<32x96xbf16>) outs(%23 : tensor<32x96xbf16>) {
    ^bb0(%in: bf16, %in_201: bf16, %out: bf16):
      %545 = arith.addf %in, %in_201 : bf16
      linalg.yield %545 : bf16
    } -> tensor<32x96xbf16>
    %expanded = tensor.expand_shape %32 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xbf16> into tensor<2x16x96xbf16>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xbf16> to tensor<2x16x32xbf16>
    %extracted_slice_23 = tensor.extract_slice %expanded[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xbf16> to tensor<2x16x32xbf16>
    %extracted_slice_24 = tensor.extract_slice %expanded[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xbf16> to tensor<2x16x32xbf16>
    %expanded_25 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xbf16> into tensor<2x16x2x16xbf16>
    %33 = tensor.empty() : tensor<2x2x16x16xbf16>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<2x16x2x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_27 = tensor.expand_shape %extracted_slice_23 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xbf16> into tensor<2x16x2x16xbf16>
    %expanded_28 = tensor.expand_shape %extracted_slice_24 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xbf16> into tensor<2x16x2x16xbf16>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<2x16x2x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_30 = linalg.transpose ins(%expanded_27 : tensor<2x16x2x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) permutation = [0, 2, 3, 1] 
    %collapsed_31 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<2x2x16x16xbf16> into tensor<4x16x16xbf16>
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2], [3]] : tensor<2x2x16x16xbf16> into tensor<4x16x16xbf16>
    %34 = tensor.empty() : tensor<4x16x16xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %36 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<4x16x16xbf16>, tensor<4x16x16xbf16>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %37 = tensor.empty() : tensor<4x16x16xbf16>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<4x16x16xf32>) outs(%37 : tensor<4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<4x16x16xbf16>
    %expanded_33 = tensor.expand_shape %38 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xbf16> into tensor<2x2x16x16xbf16>
    %39 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<2x2x16x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %545 = arith.divf %in, %cst_16 : bf16
      linalg.yield %545 : bf16
    } -> tensor<2x2x16x16xbf16>
    %expanded_34 = tensor.expand_shape %1 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %expanded_35 = tensor.expand_shape %1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %40 = tensor.empty() : tensor<16x16xi64>
    %41 = linalg.generic {indexing_maps = [#map10, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_34, %expanded_35 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%40 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_201: i64, %out: i64):
      %545 = arith.subi %in, %in_201 : i64
      linalg.yield %545 : i64
    } -> tensor<16x16xi64>
    %42 = tensor.empty() : tensor<16x16xi1>
    %43 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<16x16xi64>) outs(%42 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %545 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %545 : i1
    } -> tensor<16x16xi1>
    %44 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%43, %cst_9 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%42 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_201: i1, %out: i1):
      %545 = arith.andi %in, %in_201 : i1
      linalg.yield %545 : i1
    } -> tensor<16x16xi1>
    %45 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<16x16xi1>) outs(%42 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %545 = arith.xori %in, %true : i1
      linalg.yield %545 : i1
    } -> tensor<16x16xi1>
    %46 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_8, %39 : tensor<16x16xi1>, tensor<bf16>, tensor<2x2x16x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) {
    ^bb0(%in: i1, %in_201: bf16, %in_202: bf16, %out: bf16):
      %545 = arith.select %in, %in_201, %in_202 : bf16
      linalg.yield %545 : bf16
    } -> tensor<2x2x16x16xbf16>
    %47 = tensor.empty() : tensor<2x2x16x16xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<2x2x16x16xbf16>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %49 = tensor.empty() : tensor<2x2x16xi64>
    %50 = linalg.fill ins(%c0_i64 : i64) outs(%49 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64>
    %51 = tensor.empty() : tensor<2x2x16xf32>
    %52 = linalg.fill ins(%cst_1 : f32) outs(%51 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %53:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<2x2x16x16xf32>) outs(%52, %50 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_201: i64):
      %545 = linalg.index 3 : index
      %546 = arith.index_cast %545 : index to i64
      %547 = arith.maximumf %in, %out : f32
      %548 = arith.cmpf ogt, %in, %out : f32
      %549 = arith.select %548, %546, %out_201 : i64
      linalg.yield %547, %549 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>)
    %expanded_36 = tensor.expand_shape %53#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %54 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_36 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %55 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<2x2x16x16xf32>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.exp %in : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %56 = tensor.empty() : tensor<2x2x16x1xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%56 : tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
    %58 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%55 : tensor<2x2x16x16xf32>) outs(%57 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x1xf32>
    %59 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %58 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.divf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %60 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<2x2x16x16xbf16>
    %collapsed_37 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<2x2x16x16xbf16> into tensor<4x16x16xbf16>
    %collapsed_38 = tensor.collapse_shape %transposed_29 [[0, 1], [2], [3]] : tensor<2x2x16x16xbf16> into tensor<4x16x16xbf16>
    %61 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<4x16x16xbf16>, tensor<4x16x16xbf16>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<4x16x16xf32>) outs(%37 : tensor<4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<4x16x16xbf16>
    %expanded_39 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xbf16> into tensor<2x2x16x16xbf16>
    %63 = tensor.empty() : tensor<2x16x2x16xbf16>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<2x2x16x16xbf16>) outs(%63 : tensor<2x16x2x16xbf16>) permutation = [0, 2, 1, 3] 
    %64 = tensor.empty() : tensor<32x32xf32>
    %transposed_41 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %transposed_40 [[0, 1], [2, 3]] : tensor<2x16x2x16xbf16> into tensor<32x32xbf16>
    %65 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_41 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %66 = tensor.empty() : tensor<32xbf16>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg7 : tensor<32xf32>) outs(%66 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32xbf16>
    %68 = linalg.fill ins(%cst : f32) outs(%64 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %69 = linalg.matmul ins(%collapsed_42, %65 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%68 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %70 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %71 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%67, %70 : tensor<32xbf16>, tensor<32x32xbf16>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: bf16, %in_201: bf16, %out: bf16):
      %545 = arith.addf %in, %in_201 : bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %expanded_43 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xbf16> into tensor<2x16x32xbf16>
    %72 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_43 : tensor<2x16x32xf32>, tensor<2x16x32xbf16>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: bf16, %out: f32):
      %545 = arith.extf %in_201 : bf16 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x32xf32>
    %73 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_44 = tensor.collapse_shape %74 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_44 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %76 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %75 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %77 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %76 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %79 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %80 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_14 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x1xf32>
    %81 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_45 = tensor.collapse_shape %81 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_45 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %82 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %84 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %85 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %arg9 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %86 = tensor.empty() : tensor<32x128xf32>
    %transposed_46 = linalg.transpose ins(%arg10 : tensor<128x32xf32>) outs(%86 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %87 = tensor.empty() : tensor<32x128xbf16>
    %88 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_46 : tensor<32x128xf32>) outs(%87 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x128xbf16>
    %89 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed_47 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %90 = tensor.empty() : tensor<128xbf16>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg11 : tensor<128xf32>) outs(%90 : tensor<128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<128xbf16>
    %92 = linalg.fill ins(%cst : f32) outs(%86 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %93 = linalg.matmul ins(%89, %88 : tensor<32x32xbf16>, tensor<32x128xbf16>) outs(%92 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %94 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%93 : tensor<32x128xf32>) outs(%87 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x128xbf16>
    %95 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%91, %94 : tensor<128xbf16>, tensor<32x128xbf16>) outs(%87 : tensor<32x128xbf16>) {
    ^bb0(%in: bf16, %in_201: bf16, %out: bf16):
      %545 = arith.addf %in, %in_201 : bf16
      linalg.yield %545 : bf16
    } -> tensor<32x128xbf16>
    %expanded_48 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xbf16> into tensor<2x16x128xbf16>
    %96 = tensor.empty() : tensor<2x16x128xbf16>
    %97 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<2x16x128xbf16>) outs(%96 : tensor<2x16x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %545 = math.fpowi %in, %c3_i64 : bf16, i64
      %546 = arith.mulf %545, %cst_2 : bf16
      %547 = arith.addf %in, %546 : bf16
      %548 = arith.mulf %547, %cst_3 : bf16
      %549 = math.tanh %548 : bf16
      %550 = arith.addf %549, %cst_4 : bf16
      %551 = arith.mulf %550, %cst_5 : bf16
      %552 = arith.mulf %in, %551 : bf16
      linalg.yield %552 : bf16
    } -> tensor<2x16x128xbf16>
    %98 = tensor.empty() : tensor<128x32xf32>
    %transposed_49 = linalg.transpose ins(%arg12 : tensor<32x128xf32>) outs(%98 : tensor<128x32xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %97 [[0, 1], [2]] : tensor<2x16x128xbf16> into tensor<32x128xbf16>
    %99 = tensor.empty() : tensor<128x32xbf16>
    %100 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_49 : tensor<128x32xf32>) outs(%99 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<128x32xbf16>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg13 : tensor<32xf32>) outs(%66 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32xbf16>
    %102 = linalg.matmul ins(%collapsed_50, %100 : tensor<32x128xbf16>, tensor<128x32xbf16>) outs(%68 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %103 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%102 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %104 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%101, %103 : tensor<32xbf16>, tensor<32x32xbf16>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: bf16, %in_201: bf16, %out: bf16):
      %545 = arith.addf %in, %in_201 : bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %expanded_51 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xbf16> into tensor<2x16x32xbf16>
    %105 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %expanded_51 : tensor<2x16x32xf32>, tensor<2x16x32xbf16>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: bf16, %out: f32):
      %545 = arith.extf %in_201 : bf16 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x32xf32>
    %106 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_52 = tensor.collapse_shape %107 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_52 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %109 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %108 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %110 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %109 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %111 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %112 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_14 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x1xf32>
    %114 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_53 = tensor.collapse_shape %114 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_53 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %116 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %115 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %117 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %118 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %arg15 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %transposed_54 = linalg.transpose ins(%arg16 : tensor<96x32xf32>) outs(%22 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_55 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_54 : tensor<32x96xf32>) outs(%23 : tensor<32x96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x96xbf16>
    %120 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed_55 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg17 : tensor<96xf32>) outs(%27 : tensor<96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<96xbf16>
    %122 = linalg.matmul ins(%120, %119 : tensor<32x32xbf16>, tensor<32x96xbf16>) outs(%29 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %123 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%122 : tensor<32x96xf32>) outs(%23 : tensor<32x96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x96xbf16>
    %124 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%121, %123 : tensor<96xbf16>, tensor<32x96xbf16>) outs(%23 : tensor<32x96xbf16>) {
    ^bb0(%in: bf16, %in_201: bf16, %out: bf16):
      %545 = arith.addf %in, %in_201 : bf16
      linalg.yield %545 : bf16
    } -> tensor<32x96xbf16>
    %expanded_56 = tensor.expand_shape %124 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xbf16> into tensor<2x16x96xbf16>
    %extracted_slice_57 = tensor.extract_slice %expanded_56[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xbf16> to tensor<2x16x32xbf16>
    %extracted_slice_58 = tensor.extract_slice %expanded_56[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xbf16> to tensor<2x16x32xbf16>
    %extracted_slice_59 = tensor.extract_slice %expanded_56[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xbf16> to tensor<2x16x32xbf16>
    %expanded_60 = tensor.expand_shape %extracted_slice_57 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xbf16> into tensor<2x16x2x16xbf16>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<2x16x2x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_62 = tensor.expand_shape %extracted_slice_58 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xbf16> into tensor<2x16x2x16xbf16>
    %expanded_63 = tensor.expand_shape %extracted_slice_59 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xbf16> into tensor<2x16x2x16xbf16>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<2x16x2x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_65 = linalg.transpose ins(%expanded_62 : tensor<2x16x2x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) permutation = [0, 2, 3, 1] 
    %collapsed_66 = tensor.collapse_shape %transposed_61 [[0, 1], [2], [3]] : tensor<2x2x16x16xbf16> into tensor<4x16x16xbf16>
    %collapsed_67 = tensor.collapse_shape %transposed_65 [[0, 1], [2], [3]] : tensor<2x2x16x16xbf16> into tensor<4x16x16xbf16>
    %125 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<4x16x16xbf16>, tensor<4x16x16xbf16>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<4x16x16xf32>) outs(%37 : tensor<4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<4x16x16xbf16>
    %expanded_68 = tensor.expand_shape %126 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xbf16> into tensor<2x2x16x16xbf16>
    %127 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<2x2x16x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %545 = arith.divf %in, %cst_16 : bf16
      linalg.yield %545 : bf16
    } -> tensor<2x2x16x16xbf16>
    %128 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_8, %127 : tensor<16x16xi1>, tensor<bf16>, tensor<2x2x16x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) {
    ^bb0(%in: i1, %in_201: bf16, %in_202: bf16, %out: bf16):
      %545 = arith.select %in, %in_201, %in_202 : bf16
      linalg.yield %545 : bf16
    } -> tensor<2x2x16x16xbf16>
    %129 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<2x2x16x16xbf16>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %130:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<2x2x16x16xf32>) outs(%52, %50 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_201: i64):
      %545 = linalg.index 3 : index
      %546 = arith.index_cast %545 : index to i64
      %547 = arith.maximumf %in, %out : f32
      %548 = arith.cmpf ogt, %in, %out : f32
      %549 = arith.select %548, %546, %out_201 : i64
      linalg.yield %547, %549 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>)
    %expanded_69 = tensor.expand_shape %130#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %131 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_69 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %132 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<2x2x16x16xf32>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.exp %in : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %133 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%132 : tensor<2x2x16x16xf32>) outs(%57 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x1xf32>
    %134 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %133 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.divf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %135 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<2x2x16x16xbf16>
    %collapsed_70 = tensor.collapse_shape %135 [[0, 1], [2], [3]] : tensor<2x2x16x16xbf16> into tensor<4x16x16xbf16>
    %collapsed_71 = tensor.collapse_shape %transposed_64 [[0, 1], [2], [3]] : tensor<2x2x16x16xbf16> into tensor<4x16x16xbf16>
    %136 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<4x16x16xbf16>, tensor<4x16x16xbf16>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<4x16x16xf32>) outs(%37 : tensor<4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<4x16x16xbf16>
    %expanded_72 = tensor.expand_shape %137 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xbf16> into tensor<2x2x16x16xbf16>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<2x2x16x16xbf16>) outs(%63 : tensor<2x16x2x16xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_74 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %transposed_73 [[0, 1], [2, 3]] : tensor<2x16x2x16xbf16> into tensor<32x32xbf16>
    %138 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_74 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg19 : tensor<32xf32>) outs(%66 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32xbf16>
    %140 = linalg.matmul ins(%collapsed_75, %138 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%68 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%140 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %142 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%139, %141 : tensor<32xbf16>, tensor<32x32xbf16>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: bf16, %in_201: bf16, %out: bf16):
      %545 = arith.addf %in, %in_201 : bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %expanded_76 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xbf16> into tensor<2x16x32xbf16>
    %143 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %expanded_76 : tensor<2x16x32xf32>, tensor<2x16x32xbf16>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: bf16, %out: f32):
      %545 = arith.extf %in_201 : bf16 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x32xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %145 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_77 = tensor.collapse_shape %145 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_77 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %147 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %146 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %148 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %147 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %149 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %150 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_14 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x1xf32>
    %152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_78 = tensor.collapse_shape %152 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_78 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %154 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %153 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %155 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %arg20 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %156 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %arg21 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %transposed_79 = linalg.transpose ins(%arg22 : tensor<128x32xf32>) outs(%86 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_80 = tensor.collapse_shape %156 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %157 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_79 : tensor<32x128xf32>) outs(%87 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x128xbf16>
    %158 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed_80 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg23 : tensor<128xf32>) outs(%90 : tensor<128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<128xbf16>
    %160 = linalg.matmul ins(%158, %157 : tensor<32x32xbf16>, tensor<32x128xbf16>) outs(%92 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %161 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%160 : tensor<32x128xf32>) outs(%87 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x128xbf16>
    %162 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%159, %161 : tensor<128xbf16>, tensor<32x128xbf16>) outs(%87 : tensor<32x128xbf16>) {
    ^bb0(%in: bf16, %in_201: bf16, %out: bf16):
      %545 = arith.addf %in, %in_201 : bf16
      linalg.yield %545 : bf16
    } -> tensor<32x128xbf16>
    %expanded_81 = tensor.expand_shape %162 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xbf16> into tensor<2x16x128xbf16>
    %163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<2x16x128xbf16>) outs(%96 : tensor<2x16x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %545 = math.fpowi %in, %c3_i64 : bf16, i64
      %546 = arith.mulf %545, %cst_2 : bf16
      %547 = arith.addf %in, %546 : bf16
      %548 = arith.mulf %547, %cst_3 : bf16
      %549 = math.tanh %548 : bf16
      %550 = arith.addf %549, %cst_4 : bf16
      %551 = arith.mulf %550, %cst_5 : bf16
      %552 = arith.mulf %in, %551 : bf16
      linalg.yield %552 : bf16
    } -> tensor<2x16x128xbf16>
    %transposed_82 = linalg.transpose ins(%arg24 : tensor<32x128xf32>) outs(%98 : tensor<128x32xf32>) permutation = [1, 0] 
    %collapsed_83 = tensor.collapse_shape %163 [[0, 1], [2]] : tensor<2x16x128xbf16> into tensor<32x128xbf16>
    %164 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_82 : tensor<128x32xf32>) outs(%99 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<128x32xbf16>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg25 : tensor<32xf32>) outs(%66 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32xbf16>
    %166 = linalg.matmul ins(%collapsed_83, %164 : tensor<32x128xbf16>, tensor<128x32xbf16>) outs(%68 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %167 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%166 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %168 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%165, %167 : tensor<32xbf16>, tensor<32x32xbf16>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: bf16, %in_201: bf16, %out: bf16):
      %545 = arith.addf %in, %in_201 : bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %expanded_84 = tensor.expand_shape %168 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xbf16> into tensor<2x16x32xbf16>
    %169 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %expanded_84 : tensor<2x16x32xf32>, tensor<2x16x32xbf16>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: bf16, %out: f32):
      %545 = arith.extf %in_201 : bf16 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x32xf32>
    %170 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%169 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %171 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_85 = tensor.collapse_shape %171 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_85 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %173 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %172 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %174 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %173 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %175 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%174 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %176 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %177 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_14 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x1xf32>
    %178 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %collapsed_86 = tensor.collapse_shape %178 [[0], [1, 2]] : tensor<2x16x1xf32> into tensor<2x16xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_86 : tensor<2x16xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %180 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %179 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %181 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %arg26 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %182 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %arg27 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %183 = tensor.empty() : tensor<32x64xf32>
    %transposed_87 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%183 : tensor<32x64xf32>) permutation = [1, 0] 
    %184 = tensor.empty() : tensor<32x64xbf16>
    %185 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_87 : tensor<32x64xf32>) outs(%184 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x64xbf16>
    %186 = tensor.empty() : tensor<2x16x32xbf16>
    %187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x16x32xf32>) outs(%186 : tensor<2x16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<2x16x32xbf16>
    %collapsed_88 = tensor.collapse_shape %187 [[0, 1], [2]] : tensor<2x16x32xbf16> into tensor<32x32xbf16>
    %188 = linalg.fill ins(%cst : f32) outs(%183 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %189 = linalg.matmul ins(%collapsed_88, %185 : tensor<32x32xbf16>, tensor<32x64xbf16>) outs(%188 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %190 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<32x64xf32>) outs(%184 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x64xbf16>
    %expanded_89 = tensor.expand_shape %190 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xbf16> into tensor<2x16x64xbf16>
    %191 = tensor.empty() : tensor<2x16x64xf32>
    %192 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89 : tensor<2x16x64xbf16>) outs(%191 : tensor<2x16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<2x16x64xf32>
    %collapsed_90 = tensor.collapse_shape %192 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32>
    %collapsed_91 = tensor.collapse_shape %arg29 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %193 = tensor.empty() : tensor<32xi64>
    %194 = linalg.fill ins(%c0_i64 : i64) outs(%193 : tensor<32xi64>) -> tensor<32xi64>
    %195 = tensor.empty() : tensor<32xf32>
    %196 = linalg.fill ins(%cst_1 : f32) outs(%195 : tensor<32xf32>) -> tensor<32xf32>
    %197:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%collapsed_90 : tensor<32x64xf32>) outs(%196, %194 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_201: i64):
      %545 = linalg.index 1 : index
      %546 = arith.index_cast %545 : index to i64
      %547 = arith.maximumf %in, %out : f32
      %548 = arith.cmpf ogt, %in, %out : f32
      %549 = arith.select %548, %546, %out_201 : i64
      linalg.yield %547, %549 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_92 = tensor.expand_shape %197#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %198 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed_90, %expanded_92 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%183 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32x64xf32>
    %199 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%198 : tensor<32x64xf32>) outs(%183 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.exp %in : f32
      linalg.yield %545 : f32
    } -> tensor<32x64xf32>
    %200 = tensor.empty() : tensor<32x1xf32>
    %201 = linalg.fill ins(%cst : f32) outs(%200 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %202 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%199 : tensor<32x64xf32>) outs(%201 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<32x1xf32>
    %203 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<32x1xf32>) outs(%200 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.log %in : f32
      linalg.yield %545 : f32
    } -> tensor<32x1xf32>
    %204 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%198, %203 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%183 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32x64xf32>
    %205 = tensor.empty() : tensor<32xi1>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_91 : tensor<32xi64>) outs(%205 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %545 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %545 : i1
    } -> tensor<32xi1>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%206, %collapsed_91, %cst_19 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%193 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_201: i64, %in_202: i64, %out: i64):
      %545 = arith.select %in, %in_201, %in_202 : i64
      linalg.yield %545 : i64
    } -> tensor<32xi64>
    %expanded_93 = tensor.expand_shape %207 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %208 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_93 : tensor<32x1xi64>) outs(%201 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %545 = linalg.index 0 : index
      %546 = arith.index_cast %in : i64 to index
      %547 = arith.cmpi slt, %546, %c64 : index
      cf.assert %547, "index must be smaller than dim size"
      %548 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %548, "index must be larger or equal to 0"
      %extracted = tensor.extract %204[%545, %546] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_94 = tensor.collapse_shape %208 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_94 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.negf %in : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%206, %209, %cst_7 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_201: f32, %in_202: f32, %out: f32):
      %545 = arith.select %in, %in_201, %in_202 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %211 = tensor.empty() : tensor<i64>
    %212 = linalg.fill ins(%c0_i64 : i64) outs(%211 : tensor<i64>) -> tensor<i64>
    %213 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%206 : tensor<32xi1>) outs(%212 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %545 = arith.extui %in : i1 to i64
      %546 = arith.addi %545, %out : i64
      linalg.yield %546 : i64
    } -> tensor<i64>
    %214 = tensor.empty() : tensor<f32>
    %215 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%213 : tensor<i64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %545 = arith.sitofp %in : i64 to f32
      linalg.yield %545 : f32
    } -> tensor<f32>
    %216 = linalg.fill ins(%cst : f32) outs(%214 : tensor<f32>) -> tensor<f32>
    %217 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%210 : tensor<32xf32>) outs(%216 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<f32>
    %218 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%217, %215 : tensor<f32>, tensor<f32>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.divf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<f32>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%206 : tensor<32xi1>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %545 = arith.uitofp %in : i1 to f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %expanded_95 = tensor.expand_shape %219 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %expanded_96 = tensor.expand_shape %collapsed_91 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %220 = tensor.empty() : tensor<64xi64>
    %221 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%220 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %545 = linalg.index 0 : index
      %546 = arith.index_cast %545 : index to i64
      linalg.yield %546 : i64
    } -> tensor<64xi64>
    %222 = tensor.empty() : tensor<32x64xi1>
    %223 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_96, %221 : tensor<32x1xi64>, tensor<64xi64>) outs(%222 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_201: i64, %out: i1):
      %545 = arith.cmpi eq, %in, %in_201 : i64
      linalg.yield %545 : i1
    } -> tensor<32x64xi1>
    %224 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%223 : tensor<32x64xi1>) outs(%183 : tensor<32x64xf32>) {
    ^bb0(%in: i1, %out: f32):
      %545 = arith.uitofp %in : i1 to f32
      linalg.yield %545 : f32
    } -> tensor<32x64xf32>
    %225 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%arg30, %215 : tensor<f32>, tensor<f32>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.divf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<f32>
    %226 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%224 : tensor<32x64xf32>) outs(%183 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.negf %in : f32
      linalg.yield %545 : f32
    } -> tensor<32x64xf32>
    %227 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%226, %expanded_95 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%183 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32x64xf32>
    %228 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%227, %225 : tensor<32x64xf32>, tensor<f32>) outs(%183 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32x64xf32>
    %229 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%204 : tensor<32x64xf32>) outs(%183 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.exp %in : f32
      linalg.yield %545 : f32
    } -> tensor<32x64xf32>
    %230 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%228 : tensor<32x64xf32>) outs(%201 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<32x1xf32>
    %231 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%229, %230 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%183 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32x64xf32>
    %232 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%228, %231 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%183 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32x64xf32>
    %expanded_97 = tensor.expand_shape %232 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32>
    %233 = tensor.empty() : tensor<2x16x64xbf16>
    %234 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<2x16x64xf32>) outs(%233 : tensor<2x16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<2x16x64xbf16>
    %collapsed_98 = tensor.collapse_shape %234 [[0, 1], [2]] : tensor<2x16x64xbf16> into tensor<32x64xbf16>
    %235 = tensor.empty() : tensor<64x32xbf16>
    %transposed_99 = linalg.transpose ins(%collapsed_98 : tensor<32x64xbf16>) outs(%235 : tensor<64x32xbf16>) permutation = [1, 0] 
    %236 = tensor.empty() : tensor<64x32xf32>
    %237 = linalg.fill ins(%cst : f32) outs(%236 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %238 = linalg.matmul ins(%transposed_99, %collapsed_88 : tensor<64x32xbf16>, tensor<32x32xbf16>) outs(%237 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %239 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%238 : tensor<64x32xf32>) outs(%235 : tensor<64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<64x32xbf16>
    %transposed_100 = linalg.transpose ins(%239 : tensor<64x32xbf16>) outs(%184 : tensor<32x64xbf16>) permutation = [1, 0] 
    %transposed_101 = linalg.transpose ins(%185 : tensor<32x64xbf16>) outs(%235 : tensor<64x32xbf16>) permutation = [1, 0] 
    %240 = linalg.matmul ins(%collapsed_98, %transposed_101 : tensor<32x64xbf16>, tensor<64x32xbf16>) outs(%68 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %241 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%240 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %expanded_102 = tensor.expand_shape %241 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xbf16> into tensor<2x16x32xbf16>
    %242 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102 : tensor<2x16x32xbf16>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %243 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_100 : tensor<32x64xbf16>) outs(%183 : tensor<32x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32x64xf32>
    %transposed_103 = linalg.transpose ins(%243 : tensor<32x64xf32>) outs(%236 : tensor<64x32xf32>) permutation = [1, 0] 
    %244 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %171 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %245 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %178 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %246 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %arg26 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %247 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.mulf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %248 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%246 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %249 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %245 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %250 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %251 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %250 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %252 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %248 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %253 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %251 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %254 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %255 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %253 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %256 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %245 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %257 = linalg.fill ins(%cst : f32) outs(%195 : tensor<32xf32>) -> tensor<32xf32>
    %258 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%256 : tensor<2x16x32xf32>) outs(%257 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %259 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%242 : tensor<2x16x32xf32>) outs(%257 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %260 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<2x16x32xf32>) outs(%186 : tensor<2x16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<2x16x32xbf16>
    %collapsed_104 = tensor.collapse_shape %260 [[0, 1], [2]] : tensor<2x16x32xbf16> into tensor<32x32xbf16>
    %transposed_105 = linalg.transpose ins(%164 : tensor<128x32xbf16>) outs(%87 : tensor<32x128xbf16>) permutation = [1, 0] 
    %261 = linalg.matmul ins(%collapsed_104, %transposed_105 : tensor<32x32xbf16>, tensor<32x128xbf16>) outs(%92 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %262 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%261 : tensor<32x128xf32>) outs(%87 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x128xbf16>
    %transposed_106 = linalg.transpose ins(%collapsed_104 : tensor<32x32xbf16>) outs(%25 : tensor<32x32xbf16>) permutation = [1, 0] 
    %263 = linalg.matmul ins(%transposed_106, %collapsed_83 : tensor<32x32xbf16>, tensor<32x128xbf16>) outs(%92 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %264 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<32x128xf32>) outs(%87 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x128xbf16>
    %transposed_107 = linalg.transpose ins(%264 : tensor<32x128xbf16>) outs(%99 : tensor<128x32xbf16>) permutation = [1, 0] 
    %265 = tensor.empty() : tensor<1x32xbf16>
    %266 = linalg.fill ins(%cst_0 : bf16) outs(%265 : tensor<1x32xbf16>) -> tensor<1x32xbf16>
    %267 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_104 : tensor<32x32xbf16>) outs(%266 : tensor<1x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %545 = arith.addf %in, %out : bf16
      linalg.yield %545 : bf16
    } -> tensor<1x32xbf16>
    %collapsed_108 = tensor.collapse_shape %267 [[0, 1]] : tensor<1x32xbf16> into tensor<32xbf16>
    %268 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_108 : tensor<32xbf16>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %269 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_107 : tensor<128x32xbf16>) outs(%98 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<128x32xf32>
    %expanded_109 = tensor.expand_shape %262 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xbf16> into tensor<2x16x128xbf16>
    %transposed_110 = linalg.transpose ins(%269 : tensor<128x32xf32>) outs(%86 : tensor<32x128xf32>) permutation = [1, 0] 
    %270 = tensor.empty() : tensor<2x16x128xf32>
    %271 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109 : tensor<2x16x128xbf16>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %272 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<2x16x128xbf16>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %273 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %272 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %274 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %272 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %275 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_13 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x128xf32>
    %276 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %275 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %277 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_12 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x128xf32>
    %278 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.tanh %in : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %279 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.mulf %in, %cst_17 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %280 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %cst_18 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.mulf %in, %cst_17 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %282 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %278 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %283 = linalg.generic {indexing_maps = [#map19, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_20, %282 : tensor<i64>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: i64, %in_201: f32, %out: f32):
      %545 = arith.sitofp %in : i64 to f32
      %546 = arith.subf %545, %in_201 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x128xf32>
    %284 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_11 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x128xf32>
    %285 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %cst_18 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %286 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_12 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x128xf32>
    %287 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %283 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %288 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %286 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %289 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %288 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %289 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<2x16x128xf32>) outs(%96 : tensor<2x16x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<2x16x128xbf16>
    %collapsed_111 = tensor.collapse_shape %291 [[0, 1], [2]] : tensor<2x16x128xbf16> into tensor<32x128xbf16>
    %transposed_112 = linalg.transpose ins(%157 : tensor<32x128xbf16>) outs(%99 : tensor<128x32xbf16>) permutation = [1, 0] 
    %292 = linalg.matmul ins(%collapsed_111, %transposed_112 : tensor<32x128xbf16>, tensor<128x32xbf16>) outs(%68 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %293 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %transposed_113 = linalg.transpose ins(%collapsed_111 : tensor<32x128xbf16>) outs(%99 : tensor<128x32xbf16>) permutation = [1, 0] 
    %294 = linalg.fill ins(%cst : f32) outs(%98 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %295 = linalg.matmul ins(%transposed_113, %158 : tensor<128x32xbf16>, tensor<32x32xbf16>) outs(%294 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %296 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%295 : tensor<128x32xf32>) outs(%99 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<128x32xbf16>
    %transposed_114 = linalg.transpose ins(%296 : tensor<128x32xbf16>) outs(%87 : tensor<32x128xbf16>) permutation = [1, 0] 
    %297 = tensor.empty() : tensor<1x128xbf16>
    %298 = linalg.fill ins(%cst_0 : bf16) outs(%297 : tensor<1x128xbf16>) -> tensor<1x128xbf16>
    %299 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_111 : tensor<32x128xbf16>) outs(%298 : tensor<1x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %545 = arith.addf %in, %out : bf16
      linalg.yield %545 : bf16
    } -> tensor<1x128xbf16>
    %collapsed_115 = tensor.collapse_shape %299 [[0, 1]] : tensor<1x128xbf16> into tensor<128xbf16>
    %300 = tensor.empty() : tensor<128xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_115 : tensor<128xbf16>) outs(%300 : tensor<128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<128xf32>
    %302 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%293 : tensor<32x32xbf16>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32x32xf32>
    %303 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_114 : tensor<32x128xbf16>) outs(%86 : tensor<32x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32x128xf32>
    %expanded_116 = tensor.expand_shape %302 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %transposed_117 = linalg.transpose ins(%303 : tensor<32x128xf32>) outs(%98 : tensor<128x32xf32>) permutation = [1, 0] 
    %304 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %145 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %305 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %152 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %306 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116, %arg20 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %307 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.mulf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %308 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%306 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %309 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %305 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %310 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%309 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %311 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %310 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %312 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %308 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %313 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312, %311 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %314 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %315 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %313 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %316 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116, %305 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %317 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%316 : tensor<2x16x32xf32>) outs(%257 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %318 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_116 : tensor<2x16x32xf32>) outs(%257 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %319 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %315 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %320 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<2x16x32xf32>) outs(%186 : tensor<2x16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<2x16x32xbf16>
    %collapsed_118 = tensor.collapse_shape %320 [[0, 1], [2]] : tensor<2x16x32xbf16> into tensor<32x32xbf16>
    %transposed_119 = linalg.transpose ins(%138 : tensor<32x32xbf16>) outs(%25 : tensor<32x32xbf16>) permutation = [1, 0] 
    %321 = linalg.matmul ins(%collapsed_118, %transposed_119 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%68 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %322 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%321 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %transposed_120 = linalg.transpose ins(%collapsed_118 : tensor<32x32xbf16>) outs(%25 : tensor<32x32xbf16>) permutation = [1, 0] 
    %323 = linalg.matmul ins(%transposed_120, %collapsed_75 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%68 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %324 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%323 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %transposed_121 = linalg.transpose ins(%324 : tensor<32x32xbf16>) outs(%25 : tensor<32x32xbf16>) permutation = [1, 0] 
    %325 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_118 : tensor<32x32xbf16>) outs(%266 : tensor<1x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %545 = arith.addf %in, %out : bf16
      linalg.yield %545 : bf16
    } -> tensor<1x32xbf16>
    %collapsed_122 = tensor.collapse_shape %325 [[0, 1]] : tensor<1x32xbf16> into tensor<32xbf16>
    %326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_122 : tensor<32xbf16>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %327 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_121 : tensor<32x32xbf16>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32x32xf32>
    %transposed_123 = linalg.transpose ins(%327 : tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) permutation = [1, 0] 
    %expanded_124 = tensor.expand_shape %322 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xbf16> into tensor<2x16x2x16xbf16>
    %transposed_125 = linalg.transpose ins(%expanded_124 : tensor<2x16x2x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_126 = tensor.collapse_shape %transposed_125 [[0, 1], [2], [3]] : tensor<2x2x16x16xbf16> into tensor<4x16x16xbf16>
    %transposed_127 = linalg.transpose ins(%collapsed_70 : tensor<4x16x16xbf16>) outs(%37 : tensor<4x16x16xbf16>) permutation = [0, 2, 1] 
    %328 = linalg.batch_matmul ins(%transposed_127, %collapsed_126 : tensor<4x16x16xbf16>, tensor<4x16x16xbf16>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %329 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<4x16x16xf32>) outs(%37 : tensor<4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<4x16x16xbf16>
    %transposed_128 = linalg.transpose ins(%collapsed_71 : tensor<4x16x16xbf16>) outs(%37 : tensor<4x16x16xbf16>) permutation = [0, 2, 1] 
    %330 = linalg.batch_matmul ins(%collapsed_126, %transposed_128 : tensor<4x16x16xbf16>, tensor<4x16x16xbf16>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %331 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<4x16x16xf32>) outs(%37 : tensor<4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<4x16x16xbf16>
    %expanded_129 = tensor.expand_shape %329 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xbf16> into tensor<2x2x16x16xbf16>
    %expanded_130 = tensor.expand_shape %331 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xbf16> into tensor<2x2x16x16xbf16>
    %332 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_130 : tensor<2x2x16x16xbf16>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %333 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<2x2x16x16xbf16>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %334 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332, %333 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %335 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%334 : tensor<2x2x16x16xf32>) outs(%57 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x1xf32>
    %336 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %335 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %337 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %336 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %338 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<2x2x16x16xbf16>
    %339 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_6, %338 : tensor<16x16xi1>, tensor<bf16>, tensor<2x2x16x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) {
    ^bb0(%in: i1, %in_201: bf16, %in_202: bf16, %out: bf16):
      %545 = arith.select %in, %in_201, %in_202 : bf16
      linalg.yield %545 : bf16
    } -> tensor<2x2x16x16xbf16>
    %340 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339 : tensor<2x2x16x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %545 = arith.divf %in, %cst_16 : bf16
      linalg.yield %545 : bf16
    } -> tensor<2x2x16x16xbf16>
    %collapsed_131 = tensor.collapse_shape %340 [[0, 1], [2], [3]] : tensor<2x2x16x16xbf16> into tensor<4x16x16xbf16>
    %transposed_132 = linalg.transpose ins(%collapsed_66 : tensor<4x16x16xbf16>) outs(%37 : tensor<4x16x16xbf16>) permutation = [0, 2, 1] 
    %341 = linalg.batch_matmul ins(%transposed_132, %collapsed_131 : tensor<4x16x16xbf16>, tensor<4x16x16xbf16>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %342 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<4x16x16xf32>) outs(%37 : tensor<4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<4x16x16xbf16>
    %transposed_133 = linalg.transpose ins(%collapsed_67 : tensor<4x16x16xbf16>) outs(%37 : tensor<4x16x16xbf16>) permutation = [0, 2, 1] 
    %343 = linalg.batch_matmul ins(%collapsed_131, %transposed_133 : tensor<4x16x16xbf16>, tensor<4x16x16xbf16>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %344 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343 : tensor<4x16x16xf32>) outs(%37 : tensor<4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<4x16x16xbf16>
    %expanded_134 = tensor.expand_shape %342 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xbf16> into tensor<2x2x16x16xbf16>
    %expanded_135 = tensor.expand_shape %344 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xbf16> into tensor<2x2x16x16xbf16>
    %transposed_136 = linalg.transpose ins(%expanded_129 : tensor<2x2x16x16xbf16>) outs(%63 : tensor<2x16x2x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_137 = tensor.collapse_shape %transposed_136 [[0], [1], [2, 3]] : tensor<2x16x2x16xbf16> into tensor<2x16x32xbf16>
    %transposed_138 = linalg.transpose ins(%expanded_134 : tensor<2x2x16x16xbf16>) outs(%63 : tensor<2x16x2x16xbf16>) permutation = [0, 3, 1, 2] 
    %collapsed_139 = tensor.collapse_shape %transposed_138 [[0], [1], [2, 3]] : tensor<2x16x2x16xbf16> into tensor<2x16x32xbf16>
    %transposed_140 = linalg.transpose ins(%expanded_135 : tensor<2x2x16x16xbf16>) outs(%63 : tensor<2x16x2x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_141 = tensor.collapse_shape %transposed_140 [[0], [1], [2, 3]] : tensor<2x16x2x16xbf16> into tensor<2x16x32xbf16>
    %concat = tensor.concat dim(2) %collapsed_141, %collapsed_139, %collapsed_137 : (tensor<2x16x32xbf16>, tensor<2x16x32xbf16>, tensor<2x16x32xbf16>) -> tensor<2x16x96xbf16>
    %collapsed_142 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x16x96xbf16> into tensor<32x96xbf16>
    %345 = tensor.empty() : tensor<96x32xbf16>
    %transposed_143 = linalg.transpose ins(%119 : tensor<32x96xbf16>) outs(%345 : tensor<96x32xbf16>) permutation = [1, 0] 
    %346 = linalg.matmul ins(%collapsed_142, %transposed_143 : tensor<32x96xbf16>, tensor<96x32xbf16>) outs(%68 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %347 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%346 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %transposed_144 = linalg.transpose ins(%collapsed_142 : tensor<32x96xbf16>) outs(%345 : tensor<96x32xbf16>) permutation = [1, 0] 
    %348 = tensor.empty() : tensor<96x32xf32>
    %349 = linalg.fill ins(%cst : f32) outs(%348 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %350 = linalg.matmul ins(%transposed_144, %120 : tensor<96x32xbf16>, tensor<32x32xbf16>) outs(%349 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %351 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%350 : tensor<96x32xf32>) outs(%345 : tensor<96x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<96x32xbf16>
    %transposed_145 = linalg.transpose ins(%351 : tensor<96x32xbf16>) outs(%23 : tensor<32x96xbf16>) permutation = [1, 0] 
    %352 = tensor.empty() : tensor<1x96xbf16>
    %353 = linalg.fill ins(%cst_0 : bf16) outs(%352 : tensor<1x96xbf16>) -> tensor<1x96xbf16>
    %354 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_142 : tensor<32x96xbf16>) outs(%353 : tensor<1x96xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %545 = arith.addf %in, %out : bf16
      linalg.yield %545 : bf16
    } -> tensor<1x96xbf16>
    %collapsed_146 = tensor.collapse_shape %354 [[0, 1]] : tensor<1x96xbf16> into tensor<96xbf16>
    %355 = tensor.empty() : tensor<96xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_146 : tensor<96xbf16>) outs(%355 : tensor<96xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %357 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%347 : tensor<32x32xbf16>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32x32xf32>
    %358 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_145 : tensor<32x96xbf16>) outs(%22 : tensor<32x96xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32x96xf32>
    %expanded_147 = tensor.expand_shape %357 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %transposed_148 = linalg.transpose ins(%358 : tensor<32x96xf32>) outs(%348 : tensor<96x32xf32>) permutation = [1, 0] 
    %359 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %107 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %360 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %114 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %361 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %362 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.mulf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %363 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%361 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %364 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %360 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %365 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%364 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %366 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360, %365 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %367 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %363 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %368 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367, %366 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %369 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %370 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369, %368 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %371 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147, %360 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %372 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%371 : tensor<2x16x32xf32>) outs(%257 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %373 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_147 : tensor<2x16x32xf32>) outs(%257 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %374 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %370 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %375 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<2x16x32xf32>) outs(%186 : tensor<2x16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<2x16x32xbf16>
    %collapsed_149 = tensor.collapse_shape %375 [[0, 1], [2]] : tensor<2x16x32xbf16> into tensor<32x32xbf16>
    %transposed_150 = linalg.transpose ins(%100 : tensor<128x32xbf16>) outs(%87 : tensor<32x128xbf16>) permutation = [1, 0] 
    %376 = linalg.matmul ins(%collapsed_149, %transposed_150 : tensor<32x32xbf16>, tensor<32x128xbf16>) outs(%92 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %377 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%376 : tensor<32x128xf32>) outs(%87 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x128xbf16>
    %transposed_151 = linalg.transpose ins(%collapsed_149 : tensor<32x32xbf16>) outs(%25 : tensor<32x32xbf16>) permutation = [1, 0] 
    %378 = linalg.matmul ins(%transposed_151, %collapsed_50 : tensor<32x32xbf16>, tensor<32x128xbf16>) outs(%92 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %379 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%378 : tensor<32x128xf32>) outs(%87 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x128xbf16>
    %transposed_152 = linalg.transpose ins(%379 : tensor<32x128xbf16>) outs(%99 : tensor<128x32xbf16>) permutation = [1, 0] 
    %380 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_149 : tensor<32x32xbf16>) outs(%266 : tensor<1x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %545 = arith.addf %in, %out : bf16
      linalg.yield %545 : bf16
    } -> tensor<1x32xbf16>
    %collapsed_153 = tensor.collapse_shape %380 [[0, 1]] : tensor<1x32xbf16> into tensor<32xbf16>
    %381 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_153 : tensor<32xbf16>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %382 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_152 : tensor<128x32xbf16>) outs(%98 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<128x32xf32>
    %expanded_154 = tensor.expand_shape %377 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xbf16> into tensor<2x16x128xbf16>
    %transposed_155 = linalg.transpose ins(%382 : tensor<128x32xf32>) outs(%86 : tensor<32x128xf32>) permutation = [1, 0] 
    %383 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_154 : tensor<2x16x128xbf16>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %384 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<2x16x128xbf16>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %385 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384, %384 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %386 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %384 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %387 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_13 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x128xf32>
    %388 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384, %387 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %389 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_12 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x128xf32>
    %390 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.tanh %in : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %391 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.mulf %in, %cst_17 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %392 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %cst_18 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %393 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.mulf %in, %cst_17 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %394 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390, %390 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %395 = linalg.generic {indexing_maps = [#map19, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_20, %394 : tensor<i64>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: i64, %in_201: f32, %out: f32):
      %545 = arith.sitofp %in : i64 to f32
      %546 = arith.subf %545, %in_201 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x128xf32>
    %396 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_11 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x128xf32>
    %397 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %cst_18 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %398 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397 : tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_12 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<2x16x128xf32>
    %399 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391, %395 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %400 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399, %398 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %401 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %400 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %402 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %401 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%270 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x128xf32>
    %403 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402 : tensor<2x16x128xf32>) outs(%96 : tensor<2x16x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<2x16x128xbf16>
    %collapsed_156 = tensor.collapse_shape %403 [[0, 1], [2]] : tensor<2x16x128xbf16> into tensor<32x128xbf16>
    %transposed_157 = linalg.transpose ins(%88 : tensor<32x128xbf16>) outs(%99 : tensor<128x32xbf16>) permutation = [1, 0] 
    %404 = linalg.matmul ins(%collapsed_156, %transposed_157 : tensor<32x128xbf16>, tensor<128x32xbf16>) outs(%68 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%404 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %transposed_158 = linalg.transpose ins(%collapsed_156 : tensor<32x128xbf16>) outs(%99 : tensor<128x32xbf16>) permutation = [1, 0] 
    %406 = linalg.matmul ins(%transposed_158, %89 : tensor<128x32xbf16>, tensor<32x32xbf16>) outs(%294 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %407 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%406 : tensor<128x32xf32>) outs(%99 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<128x32xbf16>
    %transposed_159 = linalg.transpose ins(%407 : tensor<128x32xbf16>) outs(%87 : tensor<32x128xbf16>) permutation = [1, 0] 
    %408 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_156 : tensor<32x128xbf16>) outs(%298 : tensor<1x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %545 = arith.addf %in, %out : bf16
      linalg.yield %545 : bf16
    } -> tensor<1x128xbf16>
    %collapsed_160 = tensor.collapse_shape %408 [[0, 1]] : tensor<1x128xbf16> into tensor<128xbf16>
    %409 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_160 : tensor<128xbf16>) outs(%300 : tensor<128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<128xf32>
    %410 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%405 : tensor<32x32xbf16>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32x32xf32>
    %411 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_159 : tensor<32x128xbf16>) outs(%86 : tensor<32x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32x128xf32>
    %expanded_161 = tensor.expand_shape %410 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %transposed_162 = linalg.transpose ins(%411 : tensor<32x128xf32>) outs(%98 : tensor<128x32xf32>) permutation = [1, 0] 
    %412 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %74 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %413 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %81 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %414 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_161, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %415 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414 : tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.mulf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %416 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%414 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %417 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414, %413 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %418 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%417 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %419 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413, %418 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %420 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415, %416 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %421 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %419 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %422 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %423 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422, %421 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %424 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_161, %413 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %425 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%424 : tensor<2x16x32xf32>) outs(%257 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %426 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_161 : tensor<2x16x32xf32>) outs(%257 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %427 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %423 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %428 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427 : tensor<2x16x32xf32>) outs(%186 : tensor<2x16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<2x16x32xbf16>
    %collapsed_163 = tensor.collapse_shape %428 [[0, 1], [2]] : tensor<2x16x32xbf16> into tensor<32x32xbf16>
    %transposed_164 = linalg.transpose ins(%65 : tensor<32x32xbf16>) outs(%25 : tensor<32x32xbf16>) permutation = [1, 0] 
    %429 = linalg.matmul ins(%collapsed_163, %transposed_164 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%68 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %430 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%429 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %transposed_165 = linalg.transpose ins(%collapsed_163 : tensor<32x32xbf16>) outs(%25 : tensor<32x32xbf16>) permutation = [1, 0] 
    %431 = linalg.matmul ins(%transposed_165, %collapsed_42 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%68 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %432 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%431 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %transposed_166 = linalg.transpose ins(%432 : tensor<32x32xbf16>) outs(%25 : tensor<32x32xbf16>) permutation = [1, 0] 
    %433 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_163 : tensor<32x32xbf16>) outs(%266 : tensor<1x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %545 = arith.addf %in, %out : bf16
      linalg.yield %545 : bf16
    } -> tensor<1x32xbf16>
    %collapsed_167 = tensor.collapse_shape %433 [[0, 1]] : tensor<1x32xbf16> into tensor<32xbf16>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_167 : tensor<32xbf16>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %435 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_166 : tensor<32x32xbf16>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32x32xf32>
    %transposed_168 = linalg.transpose ins(%435 : tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) permutation = [1, 0] 
    %expanded_169 = tensor.expand_shape %430 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xbf16> into tensor<2x16x2x16xbf16>
    %transposed_170 = linalg.transpose ins(%expanded_169 : tensor<2x16x2x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_171 = tensor.collapse_shape %transposed_170 [[0, 1], [2], [3]] : tensor<2x2x16x16xbf16> into tensor<4x16x16xbf16>
    %transposed_172 = linalg.transpose ins(%collapsed_37 : tensor<4x16x16xbf16>) outs(%37 : tensor<4x16x16xbf16>) permutation = [0, 2, 1] 
    %436 = linalg.batch_matmul ins(%transposed_172, %collapsed_171 : tensor<4x16x16xbf16>, tensor<4x16x16xbf16>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %437 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436 : tensor<4x16x16xf32>) outs(%37 : tensor<4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<4x16x16xbf16>
    %transposed_173 = linalg.transpose ins(%collapsed_38 : tensor<4x16x16xbf16>) outs(%37 : tensor<4x16x16xbf16>) permutation = [0, 2, 1] 
    %438 = linalg.batch_matmul ins(%collapsed_171, %transposed_173 : tensor<4x16x16xbf16>, tensor<4x16x16xbf16>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %439 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<4x16x16xf32>) outs(%37 : tensor<4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<4x16x16xbf16>
    %expanded_174 = tensor.expand_shape %437 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xbf16> into tensor<2x2x16x16xbf16>
    %expanded_175 = tensor.expand_shape %439 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xbf16> into tensor<2x2x16x16xbf16>
    %440 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_175 : tensor<2x2x16x16xbf16>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %441 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<2x2x16x16xbf16>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %442 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %441 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %443 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%442 : tensor<2x2x16x16xf32>) outs(%57 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x1xf32>
    %444 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %443 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %445 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442, %444 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%47 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x2x16x16xf32>
    %446 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<2x2x16x16xbf16>
    %447 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_6, %446 : tensor<16x16xi1>, tensor<bf16>, tensor<2x2x16x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) {
    ^bb0(%in: i1, %in_201: bf16, %in_202: bf16, %out: bf16):
      %545 = arith.select %in, %in_201, %in_202 : bf16
      linalg.yield %545 : bf16
    } -> tensor<2x2x16x16xbf16>
    %448 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447 : tensor<2x2x16x16xbf16>) outs(%33 : tensor<2x2x16x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %545 = arith.divf %in, %cst_16 : bf16
      linalg.yield %545 : bf16
    } -> tensor<2x2x16x16xbf16>
    %collapsed_176 = tensor.collapse_shape %448 [[0, 1], [2], [3]] : tensor<2x2x16x16xbf16> into tensor<4x16x16xbf16>
    %transposed_177 = linalg.transpose ins(%collapsed_31 : tensor<4x16x16xbf16>) outs(%37 : tensor<4x16x16xbf16>) permutation = [0, 2, 1] 
    %449 = linalg.batch_matmul ins(%transposed_177, %collapsed_176 : tensor<4x16x16xbf16>, tensor<4x16x16xbf16>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %450 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<4x16x16xf32>) outs(%37 : tensor<4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<4x16x16xbf16>
    %transposed_178 = linalg.transpose ins(%collapsed_32 : tensor<4x16x16xbf16>) outs(%37 : tensor<4x16x16xbf16>) permutation = [0, 2, 1] 
    %451 = linalg.batch_matmul ins(%collapsed_176, %transposed_178 : tensor<4x16x16xbf16>, tensor<4x16x16xbf16>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %452 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451 : tensor<4x16x16xf32>) outs(%37 : tensor<4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<4x16x16xbf16>
    %expanded_179 = tensor.expand_shape %450 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xbf16> into tensor<2x2x16x16xbf16>
    %expanded_180 = tensor.expand_shape %452 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xbf16> into tensor<2x2x16x16xbf16>
    %transposed_181 = linalg.transpose ins(%expanded_174 : tensor<2x2x16x16xbf16>) outs(%63 : tensor<2x16x2x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_182 = tensor.collapse_shape %transposed_181 [[0], [1], [2, 3]] : tensor<2x16x2x16xbf16> into tensor<2x16x32xbf16>
    %transposed_183 = linalg.transpose ins(%expanded_179 : tensor<2x2x16x16xbf16>) outs(%63 : tensor<2x16x2x16xbf16>) permutation = [0, 3, 1, 2] 
    %collapsed_184 = tensor.collapse_shape %transposed_183 [[0], [1], [2, 3]] : tensor<2x16x2x16xbf16> into tensor<2x16x32xbf16>
    %transposed_185 = linalg.transpose ins(%expanded_180 : tensor<2x2x16x16xbf16>) outs(%63 : tensor<2x16x2x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_186 = tensor.collapse_shape %transposed_185 [[0], [1], [2, 3]] : tensor<2x16x2x16xbf16> into tensor<2x16x32xbf16>
    %concat_187 = tensor.concat dim(2) %collapsed_186, %collapsed_184, %collapsed_182 : (tensor<2x16x32xbf16>, tensor<2x16x32xbf16>, tensor<2x16x32xbf16>) -> tensor<2x16x96xbf16>
    %collapsed_188 = tensor.collapse_shape %concat_187 [[0, 1], [2]] : tensor<2x16x96xbf16> into tensor<32x96xbf16>
    %transposed_189 = linalg.transpose ins(%24 : tensor<32x96xbf16>) outs(%345 : tensor<96x32xbf16>) permutation = [1, 0] 
    %453 = linalg.matmul ins(%collapsed_188, %transposed_189 : tensor<32x96xbf16>, tensor<96x32xbf16>) outs(%68 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %454 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%453 : tensor<32x32xf32>) outs(%25 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<32x32xbf16>
    %transposed_190 = linalg.transpose ins(%collapsed_188 : tensor<32x96xbf16>) outs(%345 : tensor<96x32xbf16>) permutation = [1, 0] 
    %455 = linalg.matmul ins(%transposed_190, %26 : tensor<96x32xbf16>, tensor<32x32xbf16>) outs(%349 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %456 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%455 : tensor<96x32xf32>) outs(%345 : tensor<96x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %545 = arith.truncf %in : f32 to bf16
      linalg.yield %545 : bf16
    } -> tensor<96x32xbf16>
    %transposed_191 = linalg.transpose ins(%456 : tensor<96x32xbf16>) outs(%23 : tensor<32x96xbf16>) permutation = [1, 0] 
    %457 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_188 : tensor<32x96xbf16>) outs(%353 : tensor<1x96xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %545 = arith.addf %in, %out : bf16
      linalg.yield %545 : bf16
    } -> tensor<1x96xbf16>
    %collapsed_192 = tensor.collapse_shape %457 [[0, 1]] : tensor<1x96xbf16> into tensor<96xbf16>
    %458 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_192 : tensor<96xbf16>) outs(%355 : tensor<96xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %459 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%454 : tensor<32x32xbf16>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32x32xf32>
    %460 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_191 : tensor<32x96xbf16>) outs(%22 : tensor<32x96xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %545 = arith.extf %in : bf16 to f32
      linalg.yield %545 : f32
    } -> tensor<32x96xf32>
    %expanded_193 = tensor.expand_shape %459 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %transposed_194 = linalg.transpose ins(%460 : tensor<32x96xf32>) outs(%348 : tensor<96x32xf32>) permutation = [1, 0] 
    %461 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %462 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %17 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %463 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_193, %arg2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %464 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463 : tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.mulf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %465 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%463 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %466 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463, %462 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %467 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%466 : tensor<2x16x32xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %468 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462, %467 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %469 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464, %465 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %470 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%469, %468 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %471 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x1xf32>
    %472 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471, %470 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %473 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_193, %462 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.mulf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %474 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%473 : tensor<2x16x32xf32>) outs(%257 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %475 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_193 : tensor<2x16x32xf32>) outs(%257 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %476 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427, %472 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<2x16x32xf32>
    %477 = tensor.empty() : tensor<1x16x32xf32>
    %478 = linalg.fill ins(%cst : f32) outs(%477 : tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %479 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "parallel", "parallel"]} ins(%476 : tensor<2x16x32xf32>) outs(%478 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x32xf32>
    %collapsed_195 = tensor.collapse_shape %479 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %480 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_35, %1 : tensor<16x1xi64>, tensor<16xi64>) outs(%42 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %in_201: i64, %out: i1):
      %545 = arith.cmpi eq, %in, %in_201 : i64
      linalg.yield %545 : i1
    } -> tensor<16x16xi1>
    %481 = tensor.empty() : tensor<16x16xf32>
    %482 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%480 : tensor<16x16xi1>) outs(%481 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %545 = arith.uitofp %in : i1 to f32
      linalg.yield %545 : f32
    } -> tensor<16x16xf32>
    %transposed_196 = linalg.transpose ins(%482 : tensor<16x16xf32>) outs(%481 : tensor<16x16xf32>) permutation = [1, 0] 
    %483 = linalg.fill ins(%cst : f32) outs(%4 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %484 = linalg.matmul ins(%transposed_196, %collapsed_195 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%483 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %collapsed_197 = tensor.collapse_shape %arg28 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %expanded_198 = tensor.expand_shape %collapsed_197 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %485 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_198, %221 : tensor<32x1xi64>, tensor<64xi64>) outs(%222 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_201: i64, %out: i1):
      %545 = arith.cmpi eq, %in, %in_201 : i64
      linalg.yield %545 : i1
    } -> tensor<32x64xi1>
    %486 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%485 : tensor<32x64xi1>) outs(%183 : tensor<32x64xf32>) {
    ^bb0(%in: i1, %out: f32):
      %545 = arith.uitofp %in : i1 to f32
      linalg.yield %545 : f32
    } -> tensor<32x64xf32>
    %transposed_199 = linalg.transpose ins(%486 : tensor<32x64xf32>) outs(%236 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_200 = tensor.collapse_shape %476 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %487 = linalg.matmul ins(%transposed_199, %collapsed_200 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%237 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %488 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_103, %487 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%236 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.addf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<64x32xf32>
    %489 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%488 : tensor<64x32xf32>) outs(%236 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<64x32xf32>
    %490 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %489 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%236 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<64x32xf32>
    %491 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%484 : tensor<16x32xf32>) outs(%4 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<16x32xf32>
    %492 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %491 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%4 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<16x32xf32>
    %493 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%474 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg2, %493 : tensor<32xf32>, tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %495 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%475 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32xf32>
    %496 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg3, %495 : tensor<32xf32>, tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %497 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_194 : tensor<96x32xf32>) outs(%348 : tensor<96x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<96x32xf32>
    %498 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %497 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%348 : tensor<96x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<96x32xf32>
    %499 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%458 : tensor<96xf32>) outs(%355 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<96xf32>
    %500 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg5, %499 : tensor<96xf32>, tensor<96xf32>) outs(%355 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %501 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_168 : tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32x32xf32>
    %502 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %501 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32x32xf32>
    %503 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%434 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32xf32>
    %504 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg7, %503 : tensor<32xf32>, tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %505 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%425 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32xf32>
    %506 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg8, %505 : tensor<32xf32>, tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %507 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%426 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32xf32>
    %508 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg9, %507 : tensor<32xf32>, tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %509 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_162 : tensor<128x32xf32>) outs(%98 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<128x32xf32>
    %510 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %509 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%98 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<128x32xf32>
    %511 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%409 : tensor<128xf32>) outs(%300 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<128xf32>
    %512 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg11, %511 : tensor<128xf32>, tensor<128xf32>) outs(%300 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<128xf32>
    %513 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_155 : tensor<32x128xf32>) outs(%86 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32x128xf32>
    %514 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %513 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%86 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32x128xf32>
    %515 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%381 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32xf32>
    %516 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg13, %515 : tensor<32xf32>, tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %517 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%372 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32xf32>
    %518 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg14, %517 : tensor<32xf32>, tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %519 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%373 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32xf32>
    %520 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg15, %519 : tensor<32xf32>, tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %521 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_148 : tensor<96x32xf32>) outs(%348 : tensor<96x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<96x32xf32>
    %522 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16, %521 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%348 : tensor<96x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<96x32xf32>
    %523 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%356 : tensor<96xf32>) outs(%355 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<96xf32>
    %524 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg17, %523 : tensor<96xf32>, tensor<96xf32>) outs(%355 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %525 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_123 : tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32x32xf32>
    %526 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18, %525 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32x32xf32>
    %527 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%326 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32xf32>
    %528 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg19, %527 : tensor<32xf32>, tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %529 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%317 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32xf32>
    %530 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg20, %529 : tensor<32xf32>, tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %531 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%318 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32xf32>
    %532 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg21, %531 : tensor<32xf32>, tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %533 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_117 : tensor<128x32xf32>) outs(%98 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<128x32xf32>
    %534 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg22, %533 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%98 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<128x32xf32>
    %535 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%301 : tensor<128xf32>) outs(%300 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<128xf32>
    %536 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg23, %535 : tensor<128xf32>, tensor<128xf32>) outs(%300 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<128xf32>
    %537 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_110 : tensor<32x128xf32>) outs(%86 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32x128xf32>
    %538 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg24, %537 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%86 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32x128xf32>
    %539 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%268 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32xf32>
    %540 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg25, %539 : tensor<32xf32>, tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %541 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%258 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32xf32>
    %542 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg26, %541 : tensor<32xf32>, tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %543 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%259 : tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_10 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<32xf32>
    %544 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg27, %543 : tensor<32xf32>, tensor<32xf32>) outs(%195 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %545 = arith.subf %in, %in_201 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    return %218, %490, %492, %494, %496, %498, %500, %502, %504, %506, %508, %510, %512, %514, %516, %518, %520, %522, %524, %526, %528, %530, %532, %534, %536, %538, %540, %542, %544 : tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}

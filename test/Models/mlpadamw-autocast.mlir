#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<() -> ()>
#map7 = affine_map<(d0, d1) -> (0, d1)>
#map8 = affine_map<(d0) -> ()>
module {
  func.func @forward(%arg0: tensor<64x32xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<16x64xf32>, %arg5: tensor<16xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<16x64xf32>, %arg11: tensor<16xf32>, %arg12: tensor<64x32xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<16x64xf32>, %arg17: tensor<16xf32>, %arg18: tensor<f32>, %arg19: tensor<f32>, %arg20: tensor<8x32xf32>, %arg21: tensor<8x16xf32>, %arg22: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %cst_2 = arith.constant 2.000000e+00 : bf16
    %cst_3 = arith.constant 5.000000e-01 : bf16
    %true = arith.constant true
    %false = arith.constant false
    %cst_4 = arith.constant dense<true> : tensor<16xi1>
    %cst_5 = arith.constant dense<true> : tensor<16x64xi1>
    %cst_6 = arith.constant dense<true> : tensor<64xi1>
    %cst_7 = arith.constant dense<true> : tensor<64x32xi1>
    %cst_8 = arith.constant 1.000000e-08 : f64
    %cst_9 = arith.constant 1.000000e-02 : f64
    %cst_10 = arith.constant 9.999000e-01 : f64
    %cst_11 = arith.constant 0.0010000000000000009 : f64
    %cst_12 = arith.constant 0.99899999999999999 : f64
    %cst_13 = arith.constant 0.099999999999999978 : f64
    %cst_14 = arith.constant 9.000000e-01 : f64
    %cst_15 = arith.constant 0x7FF0000000000000 : f64
    %cst_16 = arith.constant 0.3989422804014327 : f64
    %cst_17 = arith.constant 0.70710678118654757 : f64
    %cst_18 = arith.constant 1.000000e-05 : f64
    %cst_19 = arith.constant 6.400000e+01 : f32
    %cst_20 = arith.constant 1.280000e+02 : f32
    %cst_21 = arith.constant 1.562500e-02 : f32
    %cst_22 = arith.constant 1.000000e+00 : f32
    %cst_23 = arith.constant 5.000000e-01 : f32
    %cst_24 = arith.constant -5.000000e-01 : f32
    %cst_25 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<32x64xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%0 : tensor<32x64xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<32x64xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<32x64xf32>) outs(%1 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<32x64xbf16>
    %3 = tensor.empty() : tensor<8x32xbf16>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<8x32xf32>) outs(%3 : tensor<8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<8x32xbf16>
    %5 = tensor.empty() : tensor<64xbf16>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg1 : tensor<64xf32>) outs(%5 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<64xbf16>
    %7 = tensor.empty() : tensor<8x64xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %9 = linalg.matmul ins(%4, %2 : tensor<8x32xbf16>, tensor<32x64xbf16>) outs(%8 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %10 = tensor.empty() : tensor<8x64xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<8x64xf32>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<8x64xbf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %11 : tensor<64xbf16>, tensor<8x64xbf16>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %in_42: bf16, %out: bf16):
      %271 = arith.addf %in, %in_42 : bf16
      linalg.yield %271 : bf16
    } -> tensor<8x64xbf16>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<8x64xbf16>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %271 = math.sqrt %cst_2 : bf16
      %272 = arith.divf %in, %271 : bf16
      %273 = math.erf %272 : bf16
      %274 = arith.addf %273, %cst_1 : bf16
      %275 = arith.mulf %274, %cst_3 : bf16
      %276 = arith.mulf %in, %275 : bf16
      linalg.yield %276 : bf16
    } -> tensor<8x64xbf16>
    %14 = tensor.empty() : tensor<8x1xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%13 : tensor<8x64xbf16>) outs(%15 : tensor<8x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      %272 = arith.addf %271, %out : f32
      linalg.yield %272 : f32
    } -> tensor<8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<8x1xf32>) outs(%14 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.divf %in, %cst_19 : f32
      linalg.yield %271 : f32
    } -> tensor<8x1xf32>
    %18 = tensor.empty() : tensor<8x1xbf16>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<8x1xf32>) outs(%18 : tensor<8x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<8x1xbf16>
    %collapsed = tensor.collapse_shape %19 [[0, 1]] : tensor<8x1xbf16> into tensor<8xbf16>
    %20 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8xbf16>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x64xbf16>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %20 : tensor<8x64xbf16>, tensor<8x64xbf16>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %in_42: bf16, %out: bf16):
      %271 = arith.subf %in, %in_42 : bf16
      linalg.yield %271 : bf16
    } -> tensor<8x64xbf16>
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%21, %21 : tensor<8x64xbf16>, tensor<8x64xbf16>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %in_42: bf16, %out: bf16):
      %271 = arith.mulf %in, %in_42 : bf16
      linalg.yield %271 : bf16
    } -> tensor<8x64xbf16>
    %23 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%22 : tensor<8x64xbf16>) outs(%15 : tensor<8x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      %272 = arith.addf %271, %out : f32
      linalg.yield %272 : f32
    } -> tensor<8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<8x1xf32>) outs(%14 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.divf %in, %cst_19 : f32
      linalg.yield %271 : f32
    } -> tensor<8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8x1xf32>) outs(%14 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_18 : f64 to f32
      %272 = arith.addf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<8x1xf32>) outs(%14 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.rsqrt %in : f32
      linalg.yield %271 : f32
    } -> tensor<8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<8x1xf32>) outs(%18 : tensor<8x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<8x1xbf16>
    %collapsed_26 = tensor.collapse_shape %27 [[0, 1]] : tensor<8x1xbf16> into tensor<8xbf16>
    %28 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_26 : tensor<8xbf16>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x64xbf16>
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%21, %28 : tensor<8x64xbf16>, tensor<8x64xbf16>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %in_42: bf16, %out: bf16):
      %271 = arith.mulf %in, %in_42 : bf16
      linalg.yield %271 : bf16
    } -> tensor<8x64xbf16>
    %30 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%29, %arg2 : tensor<8x64xbf16>, tensor<64xf32>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %in_42: f32, %out: bf16):
      %271 = arith.truncf %in_42 : f32 to bf16
      %272 = arith.mulf %in, %271 : bf16
      linalg.yield %272 : bf16
    } -> tensor<8x64xbf16>
    %31 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%30, %arg3 : tensor<8x64xbf16>, tensor<64xf32>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %in_42: f32, %out: bf16):
      %271 = arith.truncf %in_42 : f32 to bf16
      %272 = arith.addf %in, %271 : bf16
      linalg.yield %272 : bf16
    } -> tensor<8x64xbf16>
    %32 = tensor.empty() : tensor<64x16xf32>
    %transposed_27 = linalg.transpose ins(%arg4 : tensor<16x64xf32>) outs(%32 : tensor<64x16xf32>) permutation = [1, 0] 
    %33 = tensor.empty() : tensor<64x16xbf16>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_27 : tensor<64x16xf32>) outs(%33 : tensor<64x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<64x16xbf16>
    %35 = tensor.empty() : tensor<16xbf16>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg5 : tensor<16xf32>) outs(%35 : tensor<16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<16xbf16>
    %37 = tensor.empty() : tensor<8x16xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %39 = linalg.matmul ins(%31, %34 : tensor<8x64xbf16>, tensor<64x16xbf16>) outs(%38 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %40 = tensor.empty() : tensor<8x16xbf16>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x16xf32>) outs(%40 : tensor<8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<8x16xbf16>
    %42 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%36, %41 : tensor<16xbf16>, tensor<8x16xbf16>) outs(%40 : tensor<8x16xbf16>) {
    ^bb0(%in: bf16, %in_42: bf16, %out: bf16):
      %271 = arith.addf %in, %in_42 : bf16
      linalg.yield %271 : bf16
    } -> tensor<8x16xbf16>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<8x16xbf16>) outs(%37 : tensor<8x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<8x16xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%43, %arg21 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%37 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.subf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x16xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<8x16xf32>) outs(%37 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %271 : f32
    } -> tensor<8x16xf32>
    %46 = tensor.empty() : tensor<f32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<f32>) -> tensor<f32>
    %48 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "reduction"]} ins(%45 : tensor<8x16xf32>) outs(%47 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.addf %in, %out : f32
      linalg.yield %271 : f32
    } -> tensor<f32>
    %49 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%48 : tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.divf %in, %cst_20 : f32
      linalg.yield %271 : f32
    } -> tensor<f32>
    %50 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%49, %arg19 : tensor<f32>, tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<f32>
    %51 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%arg22, %arg19 : tensor<f32>, tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<f32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<8x16xf32>) outs(%37 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.mulf %in, %cst_21 : f32
      linalg.yield %271 : f32
    } -> tensor<8x16xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%52, %51 : tensor<8x16xf32>, tensor<f32>) outs(%37 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x16xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<8x16xf32>) outs(%40 : tensor<8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<8x16xbf16>
    %55 = tensor.empty() : tensor<16x64xbf16>
    %transposed_28 = linalg.transpose ins(%34 : tensor<64x16xbf16>) outs(%55 : tensor<16x64xbf16>) permutation = [1, 0] 
    %56 = linalg.matmul ins(%54, %transposed_28 : tensor<8x16xbf16>, tensor<16x64xbf16>) outs(%8 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<8x64xf32>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<8x64xbf16>
    %58 = tensor.empty() : tensor<16x8xbf16>
    %transposed_29 = linalg.transpose ins(%54 : tensor<8x16xbf16>) outs(%58 : tensor<16x8xbf16>) permutation = [1, 0] 
    %59 = tensor.empty() : tensor<16x64xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %61 = linalg.matmul ins(%transposed_29, %31 : tensor<16x8xbf16>, tensor<8x64xbf16>) outs(%60 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<16x64xf32>) outs(%55 : tensor<16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<16x64xbf16>
    %transposed_30 = linalg.transpose ins(%62 : tensor<16x64xbf16>) outs(%33 : tensor<64x16xbf16>) permutation = [1, 0] 
    %63 = tensor.empty() : tensor<1x16xbf16>
    %64 = linalg.fill ins(%cst_0 : bf16) outs(%63 : tensor<1x16xbf16>) -> tensor<1x16xbf16>
    %65 = linalg.generic {indexing_maps = [#map, #map7], iterator_types = ["reduction", "parallel"]} ins(%54 : tensor<8x16xbf16>) outs(%64 : tensor<1x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %271 = arith.addf %in, %out : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x16xbf16>
    %collapsed_31 = tensor.collapse_shape %65 [[0, 1]] : tensor<1x16xbf16> into tensor<16xbf16>
    %66 = tensor.empty() : tensor<16xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_31 : tensor<16xbf16>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_30 : tensor<64x16xbf16>) outs(%32 : tensor<64x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<64x16xf32>
    %transposed_32 = linalg.transpose ins(%68 : tensor<64x16xf32>) outs(%59 : tensor<16x64xf32>) permutation = [1, 0] 
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<8x64xbf16>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<8x64xbf16>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%70, %17 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.subf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%71, %26 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%69, %arg2 : tensor<8x64xf32>, tensor<64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.mulf %in, %cst_19 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%73 : tensor<8x64xf32>) outs(%15 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.addf %in, %out : f32
      linalg.yield %271 : f32
    } -> tensor<8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%73, %72 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%76 : tensor<8x64xf32>) outs(%15 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.addf %in, %out : f32
      linalg.yield %271 : f32
    } -> tensor<8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%72, %77 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%74, %75 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.subf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%79, %78 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.subf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<8x1xf32>) outs(%14 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.divf %in, %cst_19 : f32
      linalg.yield %271 : f32
    } -> tensor<8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%81, %80 : tensor<8x1xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%69, %72 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %84 = tensor.empty() : tensor<64xf32>
    %85 = linalg.fill ins(%cst : f32) outs(%84 : tensor<64xf32>) -> tensor<64xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "parallel"]} ins(%83 : tensor<8x64xf32>) outs(%85 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.addf %in, %out : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "parallel"]} ins(%69 : tensor<8x64xf32>) outs(%85 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.addf %in, %out : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%82 : tensor<8x64xf32>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<8x64xbf16>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<8x64xbf16>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<8x64xbf16>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_17 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<8x64xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%91 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.erf %in : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.addf %in, %cst_22 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%93 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.mulf %in, %cst_23 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%90, %90 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%95 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.mulf %in, %cst_24 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.exp %in : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%97 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_16 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<8x64xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%90, %98 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%94, %99 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.addf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%89, %100 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<8x64xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%101 : tensor<8x64xf32>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<8x64xbf16>
    %103 = tensor.empty() : tensor<64x8xbf16>
    %transposed_33 = linalg.transpose ins(%102 : tensor<8x64xbf16>) outs(%103 : tensor<64x8xbf16>) permutation = [1, 0] 
    %104 = tensor.empty() : tensor<64x32xf32>
    %105 = linalg.fill ins(%cst : f32) outs(%104 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %106 = linalg.matmul ins(%transposed_33, %4 : tensor<64x8xbf16>, tensor<8x32xbf16>) outs(%105 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %107 = tensor.empty() : tensor<64x32xbf16>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%106 : tensor<64x32xf32>) outs(%107 : tensor<64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<64x32xbf16>
    %transposed_34 = linalg.transpose ins(%108 : tensor<64x32xbf16>) outs(%1 : tensor<32x64xbf16>) permutation = [1, 0] 
    %109 = tensor.empty() : tensor<1x64xbf16>
    %110 = linalg.fill ins(%cst_0 : bf16) outs(%109 : tensor<1x64xbf16>) -> tensor<1x64xbf16>
    %111 = linalg.generic {indexing_maps = [#map, #map7], iterator_types = ["reduction", "parallel"]} ins(%102 : tensor<8x64xbf16>) outs(%110 : tensor<1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %271 = arith.addf %in, %out : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x64xbf16>
    %collapsed_35 = tensor.collapse_shape %111 [[0, 1]] : tensor<1x64xbf16> into tensor<64xbf16>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_35 : tensor<64xbf16>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_34 : tensor<32x64xbf16>) outs(%0 : tensor<32x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<32x64xf32>
    %transposed_36 = linalg.transpose ins(%113 : tensor<32x64xf32>) outs(%104 : tensor<64x32xf32>) permutation = [1, 0] 
    %114 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_36, %arg19 : tensor<64x32xf32>, tensor<f32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64x32xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel"]} ins(%112, %arg19 : tensor<64xf32>, tensor<f32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel"]} ins(%86, %arg19 : tensor<64xf32>, tensor<f32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel"]} ins(%87, %arg19 : tensor<64xf32>, tensor<f32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_32, %arg19 : tensor<16x64xf32>, tensor<f32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16x64xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel"]} ins(%67, %arg19 : tensor<16xf32>, tensor<f32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%114 : tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.absf %in : f32
      linalg.yield %271 : f32
    } -> tensor<64x32xf32>
    %121 = tensor.empty() : tensor<64x32xi1>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%120 : tensor<64x32xf32>) outs(%121 : tensor<64x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %271 = arith.extf %in : f32 to f64
      %272 = arith.cmpf une, %271, %cst_15 : f64
      linalg.yield %272 : i1
    } -> tensor<64x32xi1>
    %123 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_7, %122 : tensor<64x32xi1>, tensor<64x32xi1>) outs(%121 : tensor<64x32xi1>) {
    ^bb0(%in: i1, %in_42: i1, %out: i1):
      %271 = arith.muli %in, %in_42 : i1
      linalg.yield %271 : i1
    } -> tensor<64x32xi1>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%123 : tensor<64x32xi1>) outs(%121 : tensor<64x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %271 = arith.xori %in, %true : i1
      linalg.yield %271 : i1
    } -> tensor<64x32xi1>
    %125 = tensor.empty() : tensor<i1>
    %126 = linalg.fill ins(%false : i1) outs(%125 : tensor<i1>) -> tensor<i1>
    %127 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "reduction"]} ins(%124 : tensor<64x32xi1>) outs(%126 : tensor<i1>) {
    ^bb0(%in: i1, %out: i1):
      %271 = arith.ori %in, %out : i1
      linalg.yield %271 : i1
    } -> tensor<i1>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%115 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.absf %in : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %129 = tensor.empty() : tensor<64xi1>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%128 : tensor<64xf32>) outs(%129 : tensor<64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %271 = arith.extf %in : f32 to f64
      %272 = arith.cmpf une, %271, %cst_15 : f64
      linalg.yield %272 : i1
    } -> tensor<64xi1>
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%cst_6, %130 : tensor<64xi1>, tensor<64xi1>) outs(%129 : tensor<64xi1>) {
    ^bb0(%in: i1, %in_42: i1, %out: i1):
      %271 = arith.muli %in, %in_42 : i1
      linalg.yield %271 : i1
    } -> tensor<64xi1>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%131 : tensor<64xi1>) outs(%129 : tensor<64xi1>) {
    ^bb0(%in: i1, %out: i1):
      %271 = arith.xori %in, %true : i1
      linalg.yield %271 : i1
    } -> tensor<64xi1>
    %133 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["reduction"]} ins(%132 : tensor<64xi1>) outs(%126 : tensor<i1>) {
    ^bb0(%in: i1, %out: i1):
      %271 = arith.ori %in, %out : i1
      linalg.yield %271 : i1
    } -> tensor<i1>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%116 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.absf %in : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%134 : tensor<64xf32>) outs(%129 : tensor<64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %271 = arith.extf %in : f32 to f64
      %272 = arith.cmpf une, %271, %cst_15 : f64
      linalg.yield %272 : i1
    } -> tensor<64xi1>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%cst_6, %135 : tensor<64xi1>, tensor<64xi1>) outs(%129 : tensor<64xi1>) {
    ^bb0(%in: i1, %in_42: i1, %out: i1):
      %271 = arith.muli %in, %in_42 : i1
      linalg.yield %271 : i1
    } -> tensor<64xi1>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%136 : tensor<64xi1>) outs(%129 : tensor<64xi1>) {
    ^bb0(%in: i1, %out: i1):
      %271 = arith.xori %in, %true : i1
      linalg.yield %271 : i1
    } -> tensor<64xi1>
    %138 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["reduction"]} ins(%137 : tensor<64xi1>) outs(%126 : tensor<i1>) {
    ^bb0(%in: i1, %out: i1):
      %271 = arith.ori %in, %out : i1
      linalg.yield %271 : i1
    } -> tensor<i1>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%117 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.absf %in : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%139 : tensor<64xf32>) outs(%129 : tensor<64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %271 = arith.extf %in : f32 to f64
      %272 = arith.cmpf une, %271, %cst_15 : f64
      linalg.yield %272 : i1
    } -> tensor<64xi1>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%cst_6, %140 : tensor<64xi1>, tensor<64xi1>) outs(%129 : tensor<64xi1>) {
    ^bb0(%in: i1, %in_42: i1, %out: i1):
      %271 = arith.muli %in, %in_42 : i1
      linalg.yield %271 : i1
    } -> tensor<64xi1>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%141 : tensor<64xi1>) outs(%129 : tensor<64xi1>) {
    ^bb0(%in: i1, %out: i1):
      %271 = arith.xori %in, %true : i1
      linalg.yield %271 : i1
    } -> tensor<64xi1>
    %143 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["reduction"]} ins(%142 : tensor<64xi1>) outs(%126 : tensor<i1>) {
    ^bb0(%in: i1, %out: i1):
      %271 = arith.ori %in, %out : i1
      linalg.yield %271 : i1
    } -> tensor<i1>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.absf %in : f32
      linalg.yield %271 : f32
    } -> tensor<16x64xf32>
    %145 = tensor.empty() : tensor<16x64xi1>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%144 : tensor<16x64xf32>) outs(%145 : tensor<16x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %271 = arith.extf %in : f32 to f64
      %272 = arith.cmpf une, %271, %cst_15 : f64
      linalg.yield %272 : i1
    } -> tensor<16x64xi1>
    %147 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_5, %146 : tensor<16x64xi1>, tensor<16x64xi1>) outs(%145 : tensor<16x64xi1>) {
    ^bb0(%in: i1, %in_42: i1, %out: i1):
      %271 = arith.muli %in, %in_42 : i1
      linalg.yield %271 : i1
    } -> tensor<16x64xi1>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%147 : tensor<16x64xi1>) outs(%145 : tensor<16x64xi1>) {
    ^bb0(%in: i1, %out: i1):
      %271 = arith.xori %in, %true : i1
      linalg.yield %271 : i1
    } -> tensor<16x64xi1>
    %149 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "reduction"]} ins(%148 : tensor<16x64xi1>) outs(%126 : tensor<i1>) {
    ^bb0(%in: i1, %out: i1):
      %271 = arith.ori %in, %out : i1
      linalg.yield %271 : i1
    } -> tensor<i1>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%119 : tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.absf %in : f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %151 = tensor.empty() : tensor<16xi1>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%150 : tensor<16xf32>) outs(%151 : tensor<16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %271 = arith.extf %in : f32 to f64
      %272 = arith.cmpf une, %271, %cst_15 : f64
      linalg.yield %272 : i1
    } -> tensor<16xi1>
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%cst_4, %152 : tensor<16xi1>, tensor<16xi1>) outs(%151 : tensor<16xi1>) {
    ^bb0(%in: i1, %in_42: i1, %out: i1):
      %271 = arith.muli %in, %in_42 : i1
      linalg.yield %271 : i1
    } -> tensor<16xi1>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%153 : tensor<16xi1>) outs(%151 : tensor<16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %271 = arith.xori %in, %true : i1
      linalg.yield %271 : i1
    } -> tensor<16xi1>
    %155 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["reduction"]} ins(%154 : tensor<16xi1>) outs(%126 : tensor<i1>) {
    ^bb0(%in: i1, %out: i1):
      %271 = arith.ori %in, %out : i1
      linalg.yield %271 : i1
    } -> tensor<i1>
    %expanded = tensor.expand_shape %127 [] output_shape [1] : tensor<i1> into tensor<1xi1>
    %expanded_37 = tensor.expand_shape %133 [] output_shape [1] : tensor<i1> into tensor<1xi1>
    %expanded_38 = tensor.expand_shape %138 [] output_shape [1] : tensor<i1> into tensor<1xi1>
    %expanded_39 = tensor.expand_shape %143 [] output_shape [1] : tensor<i1> into tensor<1xi1>
    %expanded_40 = tensor.expand_shape %149 [] output_shape [1] : tensor<i1> into tensor<1xi1>
    %expanded_41 = tensor.expand_shape %155 [] output_shape [1] : tensor<i1> into tensor<1xi1>
    %concat = tensor.concat dim(0) %expanded, %expanded_37, %expanded_38, %expanded_39, %expanded_40, %expanded_41 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<6xi1>
    %156 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["reduction"]} ins(%concat : tensor<6xi1>) outs(%126 : tensor<i1>) {
    ^bb0(%in: i1, %out: i1):
      %271 = arith.ori %in, %out : i1
      linalg.yield %271 : i1
    } -> tensor<i1>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_14 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64x32xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%114 : tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_13 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64x32xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%157, %158 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.addf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64x32xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_12 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64x32xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%114 : tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_11 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64x32xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%161, %114 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64x32xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%160, %162 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.addf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64x32xf32>
    %164 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg18 : tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_14 : f64 to f32
      %272 = math.powf %271, %in : f32
      linalg.yield %272 : f32
    } -> tensor<f32>
    %165 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_25, %164 : tensor<i64>, tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: i64, %in_42: f32, %out: f32):
      %271 = arith.sitofp %in : i64 to f32
      %272 = arith.subf %271, %in_42 : f32
      linalg.yield %272 : f32
    } -> tensor<f32>
    %166 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%159, %165 : tensor<64x32xf32>, tensor<f32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64x32xf32>
    %167 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg18 : tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_12 : f64 to f32
      %272 = math.powf %271, %in : f32
      linalg.yield %272 : f32
    } -> tensor<f32>
    %168 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_25, %167 : tensor<i64>, tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: i64, %in_42: f32, %out: f32):
      %271 = arith.sitofp %in : i64 to f32
      %272 = arith.subf %271, %in_42 : f32
      linalg.yield %272 : f32
    } -> tensor<f32>
    %169 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%163, %168 : tensor<64x32xf32>, tensor<f32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64x32xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_10 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64x32xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%166 : tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_9 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64x32xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%169 : tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.sqrt %in : f32
      linalg.yield %271 : f32
    } -> tensor<64x32xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%172 : tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_8 : f64 to f32
      %272 = arith.addf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64x32xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%171, %173 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64x32xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%170, %174 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.subf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64x32xf32>
    %176 = linalg.generic {indexing_maps = [#map5, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%156, %arg0, %175 : tensor<i1>, tensor<64x32xf32>, tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<64x32xf32>
    %177 = linalg.generic {indexing_maps = [#map5, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%156, %arg6, %159 : tensor<i1>, tensor<64x32xf32>, tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<64x32xf32>
    %178 = linalg.generic {indexing_maps = [#map5, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%156, %arg12, %163 : tensor<i1>, tensor<64x32xf32>, tensor<64x32xf32>) outs(%104 : tensor<64x32xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<64x32xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg7 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_14 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%115 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_13 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%179, %180 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.addf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg13 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_12 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%115 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_11 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%183, %115 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%182, %184 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.addf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel"]} ins(%181, %165 : tensor<64xf32>, tensor<f32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel"]} ins(%185, %168 : tensor<64xf32>, tensor<f32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg1 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_10 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%186 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_9 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%187 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.sqrt %in : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%190 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_8 : f64 to f32
      %272 = arith.addf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%189, %191 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%188, %192 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.subf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %194 = linalg.generic {indexing_maps = [#map8, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%156, %arg1, %193 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %195 = linalg.generic {indexing_maps = [#map8, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%156, %arg7, %181 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %196 = linalg.generic {indexing_maps = [#map8, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%156, %arg13, %185 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg8 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_14 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%116 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_13 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%197, %198 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.addf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg14 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_12 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%116 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_11 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%201, %116 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%200, %202 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.addf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel"]} ins(%199, %165 : tensor<64xf32>, tensor<f32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel"]} ins(%203, %168 : tensor<64xf32>, tensor<f32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg2 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_10 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%204 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_9 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%205 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.sqrt %in : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%208 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_8 : f64 to f32
      %272 = arith.addf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%207, %209 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%206, %210 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.subf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %212 = linalg.generic {indexing_maps = [#map8, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%156, %arg2, %211 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %213 = linalg.generic {indexing_maps = [#map8, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%156, %arg8, %199 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %214 = linalg.generic {indexing_maps = [#map8, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%156, %arg14, %203 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg9 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_14 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%117 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_13 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%215, %216 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.addf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg15 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_12 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%117 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_11 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%219, %117 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%218, %220 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.addf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel"]} ins(%217, %165 : tensor<64xf32>, tensor<f32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel"]} ins(%221, %168 : tensor<64xf32>, tensor<f32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg3 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_10 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%222 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_9 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%223 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.sqrt %in : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%226 : tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_8 : f64 to f32
      %272 = arith.addf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<64xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%225, %227 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%224, %228 : tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.subf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %230 = linalg.generic {indexing_maps = [#map8, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%156, %arg3, %229 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %231 = linalg.generic {indexing_maps = [#map8, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%156, %arg9, %217 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %232 = linalg.generic {indexing_maps = [#map8, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%156, %arg15, %221 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%84 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_14 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<16x64xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_13 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<16x64xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%233, %234 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.addf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16x64xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_12 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<16x64xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_11 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<16x64xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%237, %118 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16x64xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%236, %238 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.addf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16x64xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%235, %165 : tensor<16x64xf32>, tensor<f32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16x64xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%239, %168 : tensor<16x64xf32>, tensor<f32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16x64xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_10 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<16x64xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%240 : tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_9 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<16x64xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%241 : tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.sqrt %in : f32
      linalg.yield %271 : f32
    } -> tensor<16x64xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_8 : f64 to f32
      %272 = arith.addf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<16x64xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%243, %245 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16x64xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%242, %246 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.subf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16x64xf32>
    %248 = linalg.generic {indexing_maps = [#map5, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%156, %arg4, %247 : tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<16x64xf32>
    %249 = linalg.generic {indexing_maps = [#map5, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%156, %arg10, %235 : tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<16x64xf32>
    %250 = linalg.generic {indexing_maps = [#map5, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%156, %arg16, %239 : tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<16x64xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg11 : tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_14 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<16xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%119 : tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_13 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<16xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%251, %252 : tensor<16xf32>, tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.addf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg17 : tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_12 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<16xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%119 : tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_11 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<16xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%255, %119 : tensor<16xf32>, tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.mulf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%254, %256 : tensor<16xf32>, tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.addf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel"]} ins(%253, %165 : tensor<16xf32>, tensor<f32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel"]} ins(%257, %168 : tensor<16xf32>, tensor<f32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg5 : tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_10 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<16xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%258 : tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_9 : f64 to f32
      %272 = arith.mulf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<16xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%259 : tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.sqrt %in : f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%262 : tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_8 : f64 to f32
      %272 = arith.addf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<16xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%261, %263 : tensor<16xf32>, tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%260, %264 : tensor<16xf32>, tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.subf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %266 = linalg.generic {indexing_maps = [#map8, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%156, %arg5, %265 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %267 = linalg.generic {indexing_maps = [#map8, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%156, %arg11, %253 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %268 = linalg.generic {indexing_maps = [#map8, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%156, %arg17, %257 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%66 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %271 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %269 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%50, %arg19 : tensor<f32>, tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %271 = arith.divf %in, %in_42 : f32
      linalg.yield %271 : f32
    } -> tensor<f32>
    %270 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%156 : tensor<i1>) outs(%46 : tensor<f32>) {
    ^bb0(%in: i1, %out: f32):
      %271 = arith.uitofp %in : i1 to f32
      linalg.yield %271 : f32
    } -> tensor<f32>
    return %269, %270, %176, %194, %212, %230, %248, %266, %177, %195, %213, %231, %249, %267, %178, %196, %214, %232, %250, %268 : tensor<f32>, tensor<f32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>
  }
}

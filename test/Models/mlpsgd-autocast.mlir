#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<() -> ()>
#map7 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @forward(%arg0: tensor<64x32xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<16x64xf32>, %arg5: tensor<16xf32>, %arg6: tensor<8x32xf32>, %arg7: tensor<8x16xf32>, %arg8: tensor<f32>) -> (tensor<f32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %cst_2 = arith.constant 2.000000e+00 : bf16
    %cst_3 = arith.constant 5.000000e-01 : bf16
    %cst_4 = arith.constant 1.000000e-02 : f64
    %cst_5 = arith.constant 0.3989422804014327 : f64
    %cst_6 = arith.constant 0.70710678118654757 : f64
    %cst_7 = arith.constant 1.000000e-05 : f64
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 1.280000e+02 : f32
    %cst_10 = arith.constant 1.562500e-02 : f32
    %cst_11 = arith.constant 1.000000e+00 : f32
    %cst_12 = arith.constant 5.000000e-01 : f32
    %cst_13 = arith.constant -5.000000e-01 : f32
    %0 = tensor.empty() : tensor<32x64xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%0 : tensor<32x64xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<32x64xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<32x64xf32>) outs(%1 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<32x64xbf16>
    %3 = tensor.empty() : tensor<8x32xbf16>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<8x32xf32>) outs(%3 : tensor<8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<8x32xbf16>
    %5 = tensor.empty() : tensor<64xbf16>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg1 : tensor<64xf32>) outs(%5 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<64xbf16>
    %7 = tensor.empty() : tensor<8x64xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %9 = linalg.matmul ins(%4, %2 : tensor<8x32xbf16>, tensor<32x64xbf16>) outs(%8 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %10 = tensor.empty() : tensor<8x64xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<8x64xf32>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<8x64xbf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %11 : tensor<64xbf16>, tensor<8x64xbf16>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %in_25: bf16, %out: bf16):
      %124 = arith.addf %in, %in_25 : bf16
      linalg.yield %124 : bf16
    } -> tensor<8x64xbf16>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<8x64xbf16>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %124 = math.sqrt %cst_2 : bf16
      %125 = arith.divf %in, %124 : bf16
      %126 = math.erf %125 : bf16
      %127 = arith.addf %126, %cst_1 : bf16
      %128 = arith.mulf %127, %cst_3 : bf16
      %129 = arith.mulf %in, %128 : bf16
      linalg.yield %129 : bf16
    } -> tensor<8x64xbf16>
    %14 = tensor.empty() : tensor<8x1xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%13 : tensor<8x64xbf16>) outs(%15 : tensor<8x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %124 = arith.extf %in : bf16 to f32
      %125 = arith.addf %124, %out : f32
      linalg.yield %125 : f32
    } -> tensor<8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<8x1xf32>) outs(%14 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.divf %in, %cst_8 : f32
      linalg.yield %124 : f32
    } -> tensor<8x1xf32>
    %18 = tensor.empty() : tensor<8x1xbf16>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<8x1xf32>) outs(%18 : tensor<8x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<8x1xbf16>
    %collapsed = tensor.collapse_shape %19 [[0, 1]] : tensor<8x1xbf16> into tensor<8xbf16>
    %20 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8xbf16>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x64xbf16>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %20 : tensor<8x64xbf16>, tensor<8x64xbf16>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %in_25: bf16, %out: bf16):
      %124 = arith.subf %in, %in_25 : bf16
      linalg.yield %124 : bf16
    } -> tensor<8x64xbf16>
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%21, %21 : tensor<8x64xbf16>, tensor<8x64xbf16>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %in_25: bf16, %out: bf16):
      %124 = arith.mulf %in, %in_25 : bf16
      linalg.yield %124 : bf16
    } -> tensor<8x64xbf16>
    %23 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%22 : tensor<8x64xbf16>) outs(%15 : tensor<8x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %124 = arith.extf %in : bf16 to f32
      %125 = arith.addf %124, %out : f32
      linalg.yield %125 : f32
    } -> tensor<8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<8x1xf32>) outs(%14 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.divf %in, %cst_8 : f32
      linalg.yield %124 : f32
    } -> tensor<8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8x1xf32>) outs(%14 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.truncf %cst_7 : f64 to f32
      %125 = arith.addf %in, %124 : f32
      linalg.yield %125 : f32
    } -> tensor<8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<8x1xf32>) outs(%14 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = math.rsqrt %in : f32
      linalg.yield %124 : f32
    } -> tensor<8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<8x1xf32>) outs(%18 : tensor<8x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<8x1xbf16>
    %collapsed_14 = tensor.collapse_shape %27 [[0, 1]] : tensor<8x1xbf16> into tensor<8xbf16>
    %28 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_14 : tensor<8xbf16>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x64xbf16>
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%21, %28 : tensor<8x64xbf16>, tensor<8x64xbf16>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %in_25: bf16, %out: bf16):
      %124 = arith.mulf %in, %in_25 : bf16
      linalg.yield %124 : bf16
    } -> tensor<8x64xbf16>
    %30 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%29, %arg2 : tensor<8x64xbf16>, tensor<64xf32>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %in_25: f32, %out: bf16):
      %124 = arith.truncf %in_25 : f32 to bf16
      %125 = arith.mulf %in, %124 : bf16
      linalg.yield %125 : bf16
    } -> tensor<8x64xbf16>
    %31 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%30, %arg3 : tensor<8x64xbf16>, tensor<64xf32>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %in_25: f32, %out: bf16):
      %124 = arith.truncf %in_25 : f32 to bf16
      %125 = arith.addf %in, %124 : bf16
      linalg.yield %125 : bf16
    } -> tensor<8x64xbf16>
    %32 = tensor.empty() : tensor<64x16xf32>
    %transposed_15 = linalg.transpose ins(%arg4 : tensor<16x64xf32>) outs(%32 : tensor<64x16xf32>) permutation = [1, 0] 
    %33 = tensor.empty() : tensor<64x16xbf16>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_15 : tensor<64x16xf32>) outs(%33 : tensor<64x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<64x16xbf16>
    %35 = tensor.empty() : tensor<16xbf16>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg5 : tensor<16xf32>) outs(%35 : tensor<16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<16xbf16>
    %37 = tensor.empty() : tensor<8x16xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %39 = linalg.matmul ins(%31, %34 : tensor<8x64xbf16>, tensor<64x16xbf16>) outs(%38 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %40 = tensor.empty() : tensor<8x16xbf16>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x16xf32>) outs(%40 : tensor<8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<8x16xbf16>
    %42 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%36, %41 : tensor<16xbf16>, tensor<8x16xbf16>) outs(%40 : tensor<8x16xbf16>) {
    ^bb0(%in: bf16, %in_25: bf16, %out: bf16):
      %124 = arith.addf %in, %in_25 : bf16
      linalg.yield %124 : bf16
    } -> tensor<8x16xbf16>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<8x16xbf16>) outs(%37 : tensor<8x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %124 = arith.extf %in : bf16 to f32
      linalg.yield %124 : f32
    } -> tensor<8x16xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%43, %arg7 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%37 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.subf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x16xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<8x16xf32>) outs(%37 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %124 : f32
    } -> tensor<8x16xf32>
    %46 = tensor.empty() : tensor<f32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<f32>) -> tensor<f32>
    %48 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "reduction"]} ins(%45 : tensor<8x16xf32>) outs(%47 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.addf %in, %out : f32
      linalg.yield %124 : f32
    } -> tensor<f32>
    %49 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%48 : tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.divf %in, %cst_9 : f32
      linalg.yield %124 : f32
    } -> tensor<f32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<8x16xf32>) outs(%37 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.mulf %in, %cst_10 : f32
      linalg.yield %124 : f32
    } -> tensor<8x16xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%50, %arg8 : tensor<8x16xf32>, tensor<f32>) outs(%37 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.mulf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x16xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<8x16xf32>) outs(%40 : tensor<8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<8x16xbf16>
    %53 = tensor.empty() : tensor<16x64xbf16>
    %transposed_16 = linalg.transpose ins(%34 : tensor<64x16xbf16>) outs(%53 : tensor<16x64xbf16>) permutation = [1, 0] 
    %54 = linalg.matmul ins(%52, %transposed_16 : tensor<8x16xbf16>, tensor<16x64xbf16>) outs(%8 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<8x64xf32>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<8x64xbf16>
    %56 = tensor.empty() : tensor<16x8xbf16>
    %transposed_17 = linalg.transpose ins(%52 : tensor<8x16xbf16>) outs(%56 : tensor<16x8xbf16>) permutation = [1, 0] 
    %57 = tensor.empty() : tensor<16x64xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%57 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %59 = linalg.matmul ins(%transposed_17, %31 : tensor<16x8xbf16>, tensor<8x64xbf16>) outs(%58 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<16x64xf32>) outs(%53 : tensor<16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<16x64xbf16>
    %transposed_18 = linalg.transpose ins(%60 : tensor<16x64xbf16>) outs(%33 : tensor<64x16xbf16>) permutation = [1, 0] 
    %61 = tensor.empty() : tensor<1x16xbf16>
    %62 = linalg.fill ins(%cst_0 : bf16) outs(%61 : tensor<1x16xbf16>) -> tensor<1x16xbf16>
    %63 = linalg.generic {indexing_maps = [#map, #map7], iterator_types = ["reduction", "parallel"]} ins(%52 : tensor<8x16xbf16>) outs(%62 : tensor<1x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %124 = arith.addf %in, %out : bf16
      linalg.yield %124 : bf16
    } -> tensor<1x16xbf16>
    %collapsed_19 = tensor.collapse_shape %63 [[0, 1]] : tensor<1x16xbf16> into tensor<16xbf16>
    %64 = tensor.empty() : tensor<16xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_19 : tensor<16xbf16>) outs(%64 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %124 = arith.extf %in : bf16 to f32
      linalg.yield %124 : f32
    } -> tensor<16xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_18 : tensor<64x16xbf16>) outs(%32 : tensor<64x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %124 = arith.extf %in : bf16 to f32
      linalg.yield %124 : f32
    } -> tensor<64x16xf32>
    %transposed_20 = linalg.transpose ins(%66 : tensor<64x16xf32>) outs(%57 : tensor<16x64xf32>) permutation = [1, 0] 
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<8x64xbf16>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %124 = arith.extf %in : bf16 to f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<8x64xbf16>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %124 = arith.extf %in : bf16 to f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%68, %17 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.subf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%69, %26 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.mulf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%67, %arg2 : tensor<8x64xf32>, tensor<64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.mulf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%71 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.mulf %in, %cst_8 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%71 : tensor<8x64xf32>) outs(%15 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.addf %in, %out : f32
      linalg.yield %124 : f32
    } -> tensor<8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%71, %70 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.mulf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%74 : tensor<8x64xf32>) outs(%15 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.addf %in, %out : f32
      linalg.yield %124 : f32
    } -> tensor<8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%70, %75 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.mulf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%72, %73 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.subf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%77, %76 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.subf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<8x1xf32>) outs(%14 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.divf %in, %cst_8 : f32
      linalg.yield %124 : f32
    } -> tensor<8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%79, %78 : tensor<8x1xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.mulf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%67, %70 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.mulf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %82 = tensor.empty() : tensor<64xf32>
    %83 = linalg.fill ins(%cst : f32) outs(%82 : tensor<64xf32>) -> tensor<64xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "parallel"]} ins(%81 : tensor<8x64xf32>) outs(%83 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.addf %in, %out : f32
      linalg.yield %124 : f32
    } -> tensor<64xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "parallel"]} ins(%67 : tensor<8x64xf32>) outs(%83 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.addf %in, %out : f32
      linalg.yield %124 : f32
    } -> tensor<64xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%80 : tensor<8x64xf32>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<8x64xbf16>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%86 : tensor<8x64xbf16>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %124 = arith.extf %in : bf16 to f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<8x64xbf16>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %124 = arith.extf %in : bf16 to f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.truncf %cst_6 : f64 to f32
      %125 = arith.mulf %in, %124 : f32
      linalg.yield %125 : f32
    } -> tensor<8x64xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%89 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = math.erf %in : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.addf %in, %cst_11 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%91 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.mulf %in, %cst_12 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%88, %88 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.mulf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%93 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.mulf %in, %cst_13 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%94 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = math.exp %in : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%95 : tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.truncf %cst_5 : f64 to f32
      %125 = arith.mulf %in, %124 : f32
      linalg.yield %125 : f32
    } -> tensor<8x64xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%88, %96 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.mulf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%92, %97 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.addf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%87, %98 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.mulf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<8x64xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<8x64xf32>) outs(%10 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<8x64xbf16>
    %101 = tensor.empty() : tensor<64x8xbf16>
    %transposed_21 = linalg.transpose ins(%100 : tensor<8x64xbf16>) outs(%101 : tensor<64x8xbf16>) permutation = [1, 0] 
    %102 = tensor.empty() : tensor<64x32xf32>
    %103 = linalg.fill ins(%cst : f32) outs(%102 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %104 = linalg.matmul ins(%transposed_21, %4 : tensor<64x8xbf16>, tensor<8x32xbf16>) outs(%103 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %105 = tensor.empty() : tensor<64x32xbf16>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%104 : tensor<64x32xf32>) outs(%105 : tensor<64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %124 = arith.truncf %in : f32 to bf16
      linalg.yield %124 : bf16
    } -> tensor<64x32xbf16>
    %transposed_22 = linalg.transpose ins(%106 : tensor<64x32xbf16>) outs(%1 : tensor<32x64xbf16>) permutation = [1, 0] 
    %107 = tensor.empty() : tensor<1x64xbf16>
    %108 = linalg.fill ins(%cst_0 : bf16) outs(%107 : tensor<1x64xbf16>) -> tensor<1x64xbf16>
    %109 = linalg.generic {indexing_maps = [#map, #map7], iterator_types = ["reduction", "parallel"]} ins(%100 : tensor<8x64xbf16>) outs(%108 : tensor<1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %124 = arith.addf %in, %out : bf16
      linalg.yield %124 : bf16
    } -> tensor<1x64xbf16>
    %collapsed_23 = tensor.collapse_shape %109 [[0, 1]] : tensor<1x64xbf16> into tensor<64xbf16>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_23 : tensor<64xbf16>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %124 = arith.extf %in : bf16 to f32
      linalg.yield %124 : f32
    } -> tensor<64xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_22 : tensor<32x64xbf16>) outs(%0 : tensor<32x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %124 = arith.extf %in : bf16 to f32
      linalg.yield %124 : f32
    } -> tensor<32x64xf32>
    %transposed_24 = linalg.transpose ins(%111 : tensor<32x64xf32>) outs(%102 : tensor<64x32xf32>) permutation = [1, 0] 
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_24 : tensor<64x32xf32>) outs(%102 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.truncf %cst_4 : f64 to f32
      %125 = arith.mulf %in, %124 : f32
      linalg.yield %125 : f32
    } -> tensor<64x32xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %112 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%102 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.subf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<64x32xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%110 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.truncf %cst_4 : f64 to f32
      %125 = arith.mulf %in, %124 : f32
      linalg.yield %125 : f32
    } -> tensor<64xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg1, %114 : tensor<64xf32>, tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.subf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<64xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%84 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.truncf %cst_4 : f64 to f32
      %125 = arith.mulf %in, %124 : f32
      linalg.yield %125 : f32
    } -> tensor<64xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg2, %116 : tensor<64xf32>, tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.subf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<64xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%85 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.truncf %cst_4 : f64 to f32
      %125 = arith.mulf %in, %124 : f32
      linalg.yield %125 : f32
    } -> tensor<64xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg3, %118 : tensor<64xf32>, tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.subf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<64xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_20 : tensor<16x64xf32>) outs(%57 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.truncf %cst_4 : f64 to f32
      %125 = arith.mulf %in, %124 : f32
      linalg.yield %125 : f32
    } -> tensor<16x64xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %120 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%57 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.subf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<16x64xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%65 : tensor<16xf32>) outs(%64 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %124 = arith.truncf %cst_4 : f64 to f32
      %125 = arith.mulf %in, %124 : f32
      linalg.yield %125 : f32
    } -> tensor<16xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg5, %122 : tensor<16xf32>, tensor<16xf32>) outs(%64 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %124 = arith.subf %in, %in_25 : f32
      linalg.yield %124 : f32
    } -> tensor<16xf32>
    return %49, %113, %115, %117, %119, %121, %123 : tensor<f32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>
  }
}

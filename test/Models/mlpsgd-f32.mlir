#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<() -> ()>
#map6 = affine_map<(d0, d1) -> (0, d1)>
#map7 = affine_map<(d0) -> (d0)>
module {
  func.func @forward(%arg0: tensor<64x32xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<16x64xf32>, %arg5: tensor<16xf32>, %arg6: tensor<8x32xf32>, %arg7: tensor<8x16xf32>, %arg8: tensor<f32>) -> (tensor<f32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant 1.000000e-02 : f64
    %cst_3 = arith.constant 0.3989422804014327 : f64
    %cst_4 = arith.constant 0.70710678118654757 : f64
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 1.41421354 : f32
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 1.280000e+02 : f32
    %cst_9 = arith.constant 1.562500e-02 : f32
    %cst_10 = arith.constant -5.000000e-01 : f32
    %0 = tensor.empty() : tensor<32x64xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%0 : tensor<32x64xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x64xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %3 = linalg.matmul ins(%arg6, %transposed : tensor<8x32xf32>, tensor<32x64xf32>) outs(%2 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1, %3 : tensor<64xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.addf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.divf %in, %cst_6 : f32
      %91 = math.erf %90 : f32
      %92 = arith.addf %91, %cst_0 : f32
      %93 = arith.mulf %92, %cst_1 : f32
      %94 = arith.mulf %in, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<8x64xf32>
    %6 = tensor.empty() : tensor<8x1xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<8x64xf32>) outs(%7 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x1xf32>) outs(%6 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.divf %in, %cst_7 : f32
      linalg.yield %90 : f32
    } -> tensor<8x1xf32>
    %collapsed = tensor.collapse_shape %9 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %10 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.subf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%11, %11 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.mulf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%12 : tensor<8x64xf32>) outs(%7 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<8x1xf32>) outs(%6 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.divf %in, %cst_7 : f32
      linalg.yield %90 : f32
    } -> tensor<8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<8x1xf32>) outs(%6 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_5 : f64 to f32
      %91 = arith.addf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<8x1xf32>) outs(%6 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.rsqrt %in : f32
      linalg.yield %90 : f32
    } -> tensor<8x1xf32>
    %collapsed_11 = tensor.collapse_shape %16 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_11 : tensor<8xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%11, %17 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.mulf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%18, %arg2 : tensor<8x64xf32>, tensor<64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.mulf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%19, %arg3 : tensor<8x64xf32>, tensor<64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.addf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %21 = tensor.empty() : tensor<64x16xf32>
    %transposed_12 = linalg.transpose ins(%arg4 : tensor<16x64xf32>) outs(%21 : tensor<64x16xf32>) permutation = [1, 0] 
    %22 = tensor.empty() : tensor<8x16xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %24 = linalg.matmul ins(%20, %transposed_12 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%23 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5, %24 : tensor<16xf32>, tensor<8x16xf32>) outs(%22 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.addf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x16xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%25, %arg7 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%22 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.subf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<8x16xf32>) outs(%22 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %90 : f32
    } -> tensor<8x16xf32>
    %28 = tensor.empty() : tensor<f32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<f32>) -> tensor<f32>
    %30 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction"]} ins(%27 : tensor<8x16xf32>) outs(%29 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<f32>
    %31 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%30 : tensor<f32>) outs(%28 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.divf %in, %cst_8 : f32
      linalg.yield %90 : f32
    } -> tensor<f32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<8x16xf32>) outs(%22 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.mulf %in, %cst_9 : f32
      linalg.yield %90 : f32
    } -> tensor<8x16xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%32, %arg8 : tensor<8x16xf32>, tensor<f32>) outs(%22 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.mulf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x16xf32>
    %34 = linalg.matmul ins(%33, %arg4 : tensor<8x16xf32>, tensor<16x64xf32>) outs(%2 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %35 = tensor.empty() : tensor<16x8xf32>
    %transposed_13 = linalg.transpose ins(%33 : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %36 = tensor.empty() : tensor<16x64xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %38 = linalg.matmul ins(%transposed_13, %20 : tensor<16x8xf32>, tensor<8x64xf32>) outs(%37 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %39 = tensor.empty() : tensor<1x16xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction", "parallel"]} ins(%33 : tensor<8x16xf32>) outs(%40 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<1x16xf32>
    %collapsed_14 = tensor.collapse_shape %41 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %9 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.subf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%42, %16 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.mulf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%34, %arg2 : tensor<8x64xf32>, tensor<64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.mulf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.mulf %in, %cst_7 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%44 : tensor<8x64xf32>) outs(%7 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %43 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.mulf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%47 : tensor<8x64xf32>) outs(%7 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%43, %48 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.mulf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%45, %46 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.subf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%50, %49 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.subf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<8x1xf32>) outs(%6 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.divf %in, %cst_7 : f32
      linalg.yield %90 : f32
    } -> tensor<8x1xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%52, %51 : tensor<8x1xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.mulf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34, %43 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.mulf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %55 = tensor.empty() : tensor<64xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<64xf32>) -> tensor<64xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["reduction", "parallel"]} ins(%54 : tensor<8x64xf32>) outs(%56 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<64xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["reduction", "parallel"]} ins(%34 : tensor<8x64xf32>) outs(%56 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<64xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_4 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<8x64xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.erf %in : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %cst_0 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.mulf %in, %cst_1 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %4 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.mulf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.mulf %in, %cst_10 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%64 : tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.exp %in : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%65 : tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_3 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<8x64xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %66 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.mulf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%62, %67 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.addf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %68 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.mulf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %70 = tensor.empty() : tensor<64x8xf32>
    %transposed_15 = linalg.transpose ins(%69 : tensor<8x64xf32>) outs(%70 : tensor<64x8xf32>) permutation = [1, 0] 
    %71 = tensor.empty() : tensor<64x32xf32>
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %73 = linalg.matmul ins(%transposed_15, %arg6 : tensor<64x8xf32>, tensor<8x32xf32>) outs(%72 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %74 = tensor.empty() : tensor<1x64xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction", "parallel"]} ins(%69 : tensor<8x64xf32>) outs(%75 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<1x64xf32>
    %collapsed_16 = tensor.collapse_shape %76 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<64x32xf32>) outs(%71 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_2 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<64x32xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %77 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%71 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.subf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<64x32xf32>
    %79 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_16 : tensor<64xf32>) outs(%55 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_2 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<64xf32>
    %80 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%arg1, %79 : tensor<64xf32>, tensor<64xf32>) outs(%55 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.subf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<64xf32>
    %81 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%57 : tensor<64xf32>) outs(%55 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_2 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<64xf32>
    %82 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%arg2, %81 : tensor<64xf32>, tensor<64xf32>) outs(%55 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.subf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<64xf32>
    %83 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%58 : tensor<64xf32>) outs(%55 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_2 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<64xf32>
    %84 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%arg3, %83 : tensor<64xf32>, tensor<64xf32>) outs(%55 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.subf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<64xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<16x64xf32>) outs(%36 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_2 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<16x64xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4, %85 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%36 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.subf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<16x64xf32>
    %87 = tensor.empty() : tensor<16xf32>
    %88 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_14 : tensor<16xf32>) outs(%87 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_2 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<16xf32>
    %89 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%arg5, %88 : tensor<16xf32>, tensor<16xf32>) outs(%87 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %90 = arith.subf %in, %in_17 : f32
      linalg.yield %90 : f32
    } -> tensor<16xf32>
    return %31, %78, %80, %82, %84, %86, %89 : tensor<f32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>
  }
}

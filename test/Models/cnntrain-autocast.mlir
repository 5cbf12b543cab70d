#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @forward(%arg0: tensor<4x3x16x16xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<4x10xbf16>) {
    %cst = arith.constant dense<3> : tensor<i64>
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 0.000000e+00 : f64
    %cst_3 = arith.constant dense_resource<torch_tensor_10_32_torch.float32> : tensor<10x32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_10_torch.float32> : tensor<10xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_8 = arith.constant 1.3333333333333333 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_15 = arith.constant 1.003921568627451 : f64
    %cst_16 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_16_8_3_3_torch.float32> : tensor<16x8x3x3xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_21 = arith.constant 1.0009775171065494 : f64
    %cst_22 = arith.constant 9.000000e-01 : f64
    %cst_23 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_24 = arith.constant 1.000000e-01 : f64
    %cst_25 = arith.constant 1.000000e-05 : f64
    %cst_26 = arith.constant dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>
    %cst_27 = arith.constant 1.024000e+03 : f64
    %cst_28 = arith.constant 1.024000e+03 : f32
    %cst_29 = arith.constant 2.560000e+02 : f64
    %cst_30 = arith.constant 2.560000e+02 : f32
    %cst_31 = arith.constant 6.400000e+01 : bf16
    %cst_32 = arith.constant 4.000000e+00 : f64
    %cst_33 = arith.constant 4.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x3x3x3xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_26 : tensor<8x3x3x3xf32>) outs(%0 : tensor<8x3x3x3xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<8x3x3x3xbf16>
    %2 = tensor.empty() : tensor<4x3x16x16xbf16>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x3x16x16xf32>) outs(%2 : tensor<4x3x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<4x3x16x16xbf16>
    %padded = tensor.pad %3 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : bf16
    } : tensor<4x3x16x16xbf16> to tensor<4x3x18x18xbf16>
    %4 = tensor.empty() : tensor<4x8x16x16xf32>
    %5 = linalg.fill ins(%cst_1 : f32) outs(%4 : tensor<4x8x16x16xf32>) -> tensor<4x8x16x16xf32>
    %6 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %1 : tensor<4x3x18x18xbf16>, tensor<8x3x3x3xbf16>) outs(%5 : tensor<4x8x16x16xf32>) -> tensor<4x8x16x16xf32>
    %7 = tensor.empty() : tensor<4x8x16x16xbf16>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<4x8x16x16xf32>) outs(%7 : tensor<4x8x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<4x8x16x16xbf16>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<4x8x16x16xbf16>) outs(%4 : tensor<4x8x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %150 = arith.extf %in : bf16 to f32
      linalg.yield %150 : f32
    } -> tensor<4x8x16x16xf32>
    %10 = tensor.empty() : tensor<4x8x16x16xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<4x8x16x16xf32>) outs(%10 : tensor<4x8x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %150 = arith.extf %in : f32 to f64
      linalg.yield %150 : f64
    } -> tensor<4x8x16x16xf64>
    %12 = tensor.empty() : tensor<1x8x1x1xf64>
    %13 = linalg.fill ins(%cst_2 : f64) outs(%12 : tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%11 : tensor<4x8x16x16xf64>) outs(%13 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %150 = arith.addf %in, %out : f64
      linalg.yield %150 : f64
    } -> tensor<1x8x1x1xf64>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x8x1x1xf64>) outs(%12 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %150 = arith.divf %in, %cst_27 : f64
      linalg.yield %150 : f64
    } -> tensor<1x8x1x1xf64>
    %16 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %15 : tensor<4x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%10 : tensor<4x8x16x16xf64>) {
    ^bb0(%in: f64, %in_45: f64, %out: f64):
      %150 = arith.subf %in, %in_45 : f64
      linalg.yield %150 : f64
    } -> tensor<4x8x16x16xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %16 : tensor<4x8x16x16xf64>, tensor<4x8x16x16xf64>) outs(%10 : tensor<4x8x16x16xf64>) {
    ^bb0(%in: f64, %in_45: f64, %out: f64):
      %150 = arith.mulf %in, %in_45 : f64
      linalg.yield %150 : f64
    } -> tensor<4x8x16x16xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%17 : tensor<4x8x16x16xf64>) outs(%13 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %150 = arith.addf %in, %out : f64
      linalg.yield %150 : f64
    } -> tensor<1x8x1x1xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x8x1x1xf64>) outs(%12 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %150 = arith.divf %in, %cst_27 : f64
      linalg.yield %150 : f64
    } -> tensor<1x8x1x1xf64>
    %20 = tensor.empty() : tensor<1x8x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19 : tensor<1x8x1x1xf64>) outs(%20 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %150 = arith.truncf %in : f64 to f32
      linalg.yield %150 : f32
    } -> tensor<1x8x1x1xf32>
    %22 = linalg.fill ins(%cst_1 : f32) outs(%20 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%9 : tensor<4x8x16x16xf32>) outs(%22 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.addf %in, %out : f32
      linalg.yield %150 : f32
    } -> tensor<1x8x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x8x1x1xf32>) outs(%20 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.divf %in, %cst_28 : f32
      linalg.yield %150 : f32
    } -> tensor<1x8x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x8x1x1xf32>) outs(%20 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_25 : f64 to f32
      %151 = arith.addf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<1x8x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<1x8x1x1xf32>) outs(%20 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.rsqrt %in : f32
      linalg.yield %150 : f32
    } -> tensor<1x8x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %24 : tensor<4x8x16x16xbf16>, tensor<1x8x1x1xf32>) outs(%4 : tensor<4x8x16x16xf32>) {
    ^bb0(%in: bf16, %in_45: f32, %out: f32):
      %150 = arith.extf %in : bf16 to f32
      %151 = arith.subf %150, %in_45 : f32
      linalg.yield %151 : f32
    } -> tensor<4x8x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %26 : tensor<4x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%4 : tensor<4x8x16x16xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.mulf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<4x8x16x16xf32>
    %collapsed = tensor.collapse_shape %24 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %29 = tensor.empty() : tensor<8xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed : tensor<8xf32>) outs(%29 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_24 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<8xf32>
    %31 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_23 : tensor<8xf32>) outs(%29 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_22 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<8xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%30, %31 : tensor<8xf32>, tensor<8xf32>) outs(%29 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.addf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<8xf32>
    %collapsed_34 = tensor.collapse_shape %21 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_34 : tensor<8xf32>) outs(%29 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_21 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<8xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%33 : tensor<8xf32>) outs(%29 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_24 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<8xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_20 : tensor<8xf32>) outs(%29 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_22 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<8xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%34, %35 : tensor<8xf32>, tensor<8xf32>) outs(%29 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.addf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %cst_19 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded : tensor<4x8x16x16xf32>, tensor<8x1x1xf32>) outs(%4 : tensor<4x8x16x16xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.mulf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<4x8x16x16xf32>
    %expanded_35 = tensor.expand_shape %cst_18 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_35 : tensor<4x8x16x16xf32>, tensor<8x1x1xf32>) outs(%4 : tensor<4x8x16x16xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.addf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<4x8x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<4x8x16x16xf32>) outs(%7 : tensor<4x8x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<4x8x16x16xbf16>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<4x8x16x16xbf16>) outs(%7 : tensor<4x8x16x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %150 = arith.cmpf ugt, %in, %cst_0 : bf16
      %151 = arith.select %150, %in, %cst_0 : bf16
      linalg.yield %151 : bf16
    } -> tensor<4x8x16x16xbf16>
    %41 = tensor.empty() : tensor<16x8x3x3xbf16>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_17 : tensor<16x8x3x3xf32>) outs(%41 : tensor<16x8x3x3xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<16x8x3x3xbf16>
    %padded_36 = tensor.pad %40 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : bf16
    } : tensor<4x8x16x16xbf16> to tensor<4x8x18x18xbf16>
    %43 = tensor.empty() : tensor<4x16x8x8xf32>
    %44 = linalg.fill ins(%cst_1 : f32) outs(%43 : tensor<4x16x8x8xf32>) -> tensor<4x16x8x8xf32>
    %45 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_36, %42 : tensor<4x8x18x18xbf16>, tensor<16x8x3x3xbf16>) outs(%44 : tensor<4x16x8x8xf32>) -> tensor<4x16x8x8xf32>
    %46 = tensor.empty() : tensor<4x16x8x8xbf16>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<4x16x8x8xf32>) outs(%46 : tensor<4x16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<4x16x8x8xbf16>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<4x16x8x8xbf16>) outs(%43 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %150 = arith.extf %in : bf16 to f32
      linalg.yield %150 : f32
    } -> tensor<4x16x8x8xf32>
    %49 = tensor.empty() : tensor<4x16x8x8xf64>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<4x16x8x8xf32>) outs(%49 : tensor<4x16x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %150 = arith.extf %in : f32 to f64
      linalg.yield %150 : f64
    } -> tensor<4x16x8x8xf64>
    %51 = tensor.empty() : tensor<1x16x1x1xf64>
    %52 = linalg.fill ins(%cst_2 : f64) outs(%51 : tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %53 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%50 : tensor<4x16x8x8xf64>) outs(%52 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %150 = arith.addf %in, %out : f64
      linalg.yield %150 : f64
    } -> tensor<1x16x1x1xf64>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<1x16x1x1xf64>) outs(%51 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %150 = arith.divf %in, %cst_29 : f64
      linalg.yield %150 : f64
    } -> tensor<1x16x1x1xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %54 : tensor<4x16x8x8xf64>, tensor<1x16x1x1xf64>) outs(%49 : tensor<4x16x8x8xf64>) {
    ^bb0(%in: f64, %in_45: f64, %out: f64):
      %150 = arith.subf %in, %in_45 : f64
      linalg.yield %150 : f64
    } -> tensor<4x16x8x8xf64>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %55 : tensor<4x16x8x8xf64>, tensor<4x16x8x8xf64>) outs(%49 : tensor<4x16x8x8xf64>) {
    ^bb0(%in: f64, %in_45: f64, %out: f64):
      %150 = arith.mulf %in, %in_45 : f64
      linalg.yield %150 : f64
    } -> tensor<4x16x8x8xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%56 : tensor<4x16x8x8xf64>) outs(%52 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %150 = arith.addf %in, %out : f64
      linalg.yield %150 : f64
    } -> tensor<1x16x1x1xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x16x1x1xf64>) outs(%51 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %150 = arith.divf %in, %cst_29 : f64
      linalg.yield %150 : f64
    } -> tensor<1x16x1x1xf64>
    %59 = tensor.empty() : tensor<1x16x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x16x1x1xf64>) outs(%59 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %150 = arith.truncf %in : f64 to f32
      linalg.yield %150 : f32
    } -> tensor<1x16x1x1xf32>
    %61 = linalg.fill ins(%cst_1 : f32) outs(%59 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%48 : tensor<4x16x8x8xf32>) outs(%61 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.addf %in, %out : f32
      linalg.yield %150 : f32
    } -> tensor<1x16x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x16x1x1xf32>) outs(%59 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.divf %in, %cst_30 : f32
      linalg.yield %150 : f32
    } -> tensor<1x16x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x16x1x1xf32>) outs(%59 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_25 : f64 to f32
      %151 = arith.addf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<1x16x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x16x1x1xf32>) outs(%59 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.rsqrt %in : f32
      linalg.yield %150 : f32
    } -> tensor<1x16x1x1xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %63 : tensor<4x16x8x8xbf16>, tensor<1x16x1x1xf32>) outs(%43 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: bf16, %in_45: f32, %out: f32):
      %150 = arith.extf %in : bf16 to f32
      %151 = arith.subf %150, %in_45 : f32
      linalg.yield %151 : f32
    } -> tensor<4x16x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %65 : tensor<4x16x8x8xf32>, tensor<1x16x1x1xf32>) outs(%43 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.mulf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<4x16x8x8xf32>
    %collapsed_37 = tensor.collapse_shape %63 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %68 = tensor.empty() : tensor<16xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_37 : tensor<16xf32>) outs(%68 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_24 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<16xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_16 : tensor<16xf32>) outs(%68 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_22 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<16xf32>
    %71 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%69, %70 : tensor<16xf32>, tensor<16xf32>) outs(%68 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.addf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<16xf32>
    %collapsed_38 = tensor.collapse_shape %60 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %72 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_38 : tensor<16xf32>) outs(%68 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_15 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<16xf32>
    %73 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%72 : tensor<16xf32>) outs(%68 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_24 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<16xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_14 : tensor<16xf32>) outs(%68 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_22 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<16xf32>
    %75 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%73, %74 : tensor<16xf32>, tensor<16xf32>) outs(%68 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.addf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<16xf32>
    %expanded_39 = tensor.expand_shape %cst_13 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_39 : tensor<4x16x8x8xf32>, tensor<16x1x1xf32>) outs(%43 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.mulf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<4x16x8x8xf32>
    %expanded_40 = tensor.expand_shape %cst_12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %expanded_40 : tensor<4x16x8x8xf32>, tensor<16x1x1xf32>) outs(%43 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.addf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<4x16x8x8xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<4x16x8x8xf32>) outs(%46 : tensor<4x16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<4x16x8x8xbf16>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<4x16x8x8xbf16>) outs(%46 : tensor<4x16x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %150 = arith.cmpf ugt, %in, %cst_0 : bf16
      %151 = arith.select %150, %in, %cst_0 : bf16
      linalg.yield %151 : bf16
    } -> tensor<4x16x8x8xbf16>
    %80 = tensor.empty() : tensor<4x16x1x1xbf16>
    %81 = linalg.fill ins(%cst_0 : bf16) outs(%80 : tensor<4x16x1x1xbf16>) -> tensor<4x16x1x1xbf16>
    %82 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%79 : tensor<4x16x8x8xbf16>) outs(%81 : tensor<4x16x1x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %150 = arith.addf %in, %out : bf16
      linalg.yield %150 : bf16
    } -> tensor<4x16x1x1xbf16>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82 : tensor<4x16x1x1xbf16>) outs(%80 : tensor<4x16x1x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %150 = arith.divf %in, %cst_31 : bf16
      linalg.yield %150 : bf16
    } -> tensor<4x16x1x1xbf16>
    %collapsed_41 = tensor.collapse_shape %83 [[0], [1, 2, 3]] : tensor<4x16x1x1xbf16> into tensor<4x16xbf16>
    %84 = tensor.empty() : tensor<32xbf16>
    %85 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_11 : tensor<32xf32>) outs(%84 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<32xbf16>
    %86 = tensor.empty() : tensor<32x16xbf16>
    %87 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_10 : tensor<32x16xf32>) outs(%86 : tensor<32x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<32x16xbf16>
    %88 = tensor.empty() : tensor<16x32xbf16>
    %transposed = linalg.transpose ins(%87 : tensor<32x16xbf16>) outs(%88 : tensor<16x32xbf16>) permutation = [1, 0] 
    %89 = tensor.empty() : tensor<32xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%85 : tensor<32xbf16>) outs(%89 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %150 = arith.extf %in : bf16 to f32
      linalg.yield %150 : f32
    } -> tensor<32xf32>
    %91 = tensor.empty() : tensor<4x16xf32>
    %92 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%collapsed_41 : tensor<4x16xbf16>) outs(%91 : tensor<4x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %150 = arith.extf %in : bf16 to f32
      linalg.yield %150 : f32
    } -> tensor<4x16xf32>
    %93 = tensor.empty() : tensor<16x32xf32>
    %94 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<16x32xbf16>) outs(%93 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %150 = arith.extf %in : bf16 to f32
      linalg.yield %150 : f32
    } -> tensor<16x32xf32>
    %95 = tensor.empty() : tensor<4x32xf32>
    %96 = linalg.fill ins(%cst_1 : f32) outs(%95 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %97 = linalg.matmul ins(%92, %94 : tensor<4x16xf32>, tensor<16x32xf32>) outs(%96 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %98 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<32xf32>) outs(%95 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x32xf32>
    %99 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%97, %98 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%95 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.addf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<4x32xf32>
    %100 = tensor.empty() : tensor<4x32xbf16>
    %101 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<4x32xf32>) outs(%100 : tensor<4x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<4x32xbf16>
    %102 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%101 : tensor<4x32xbf16>) outs(%95 : tensor<4x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %150 = arith.extf %in : bf16 to f32
      linalg.yield %150 : f32
    } -> tensor<4x32xf32>
    %103 = tensor.empty() : tensor<4x32xf64>
    %104 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%102 : tensor<4x32xf32>) outs(%103 : tensor<4x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %150 = arith.extf %in : f32 to f64
      linalg.yield %150 : f64
    } -> tensor<4x32xf64>
    %105 = tensor.empty() : tensor<1x32xf64>
    %106 = linalg.fill ins(%cst_2 : f64) outs(%105 : tensor<1x32xf64>) -> tensor<1x32xf64>
    %107 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%104 : tensor<4x32xf64>) outs(%106 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %150 = arith.addf %in, %out : f64
      linalg.yield %150 : f64
    } -> tensor<1x32xf64>
    %108 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%107 : tensor<1x32xf64>) outs(%105 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %150 = arith.divf %in, %cst_32 : f64
      linalg.yield %150 : f64
    } -> tensor<1x32xf64>
    %109 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%104, %108 : tensor<4x32xf64>, tensor<1x32xf64>) outs(%103 : tensor<4x32xf64>) {
    ^bb0(%in: f64, %in_45: f64, %out: f64):
      %150 = arith.subf %in, %in_45 : f64
      linalg.yield %150 : f64
    } -> tensor<4x32xf64>
    %110 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%109, %109 : tensor<4x32xf64>, tensor<4x32xf64>) outs(%103 : tensor<4x32xf64>) {
    ^bb0(%in: f64, %in_45: f64, %out: f64):
      %150 = arith.mulf %in, %in_45 : f64
      linalg.yield %150 : f64
    } -> tensor<4x32xf64>
    %111 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%110 : tensor<4x32xf64>) outs(%106 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %150 = arith.addf %in, %out : f64
      linalg.yield %150 : f64
    } -> tensor<1x32xf64>
    %112 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%111 : tensor<1x32xf64>) outs(%105 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %150 = arith.divf %in, %cst_32 : f64
      linalg.yield %150 : f64
    } -> tensor<1x32xf64>
    %113 = tensor.empty() : tensor<1x32xf32>
    %114 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%112 : tensor<1x32xf64>) outs(%113 : tensor<1x32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %150 = arith.truncf %in : f64 to f32
      linalg.yield %150 : f32
    } -> tensor<1x32xf32>
    %115 = linalg.fill ins(%cst_1 : f32) outs(%113 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %116 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%102 : tensor<4x32xf32>) outs(%115 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.addf %in, %out : f32
      linalg.yield %150 : f32
    } -> tensor<1x32xf32>
    %117 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%116 : tensor<1x32xf32>) outs(%113 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.divf %in, %cst_33 : f32
      linalg.yield %150 : f32
    } -> tensor<1x32xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%114 : tensor<1x32xf32>) outs(%113 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_25 : f64 to f32
      %151 = arith.addf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<1x32xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<1x32xf32>) outs(%113 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.rsqrt %in : f32
      linalg.yield %150 : f32
    } -> tensor<1x32xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%101, %117 : tensor<4x32xbf16>, tensor<1x32xf32>) outs(%95 : tensor<4x32xf32>) {
    ^bb0(%in: bf16, %in_45: f32, %out: f32):
      %150 = arith.extf %in : bf16 to f32
      %151 = arith.subf %150, %in_45 : f32
      linalg.yield %151 : f32
    } -> tensor<4x32xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%120, %119 : tensor<4x32xf32>, tensor<1x32xf32>) outs(%95 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.mulf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<4x32xf32>
    %collapsed_42 = tensor.collapse_shape %117 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %122 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_42 : tensor<32xf32>) outs(%89 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_24 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_9 : tensor<32xf32>) outs(%89 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_22 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%122, %123 : tensor<32xf32>, tensor<32xf32>) outs(%89 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.addf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<32xf32>
    %collapsed_43 = tensor.collapse_shape %114 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_43 : tensor<32xf32>) outs(%89 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_8 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%125 : tensor<32xf32>) outs(%89 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_24 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_7 : tensor<32xf32>) outs(%89 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_22 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%126, %127 : tensor<32xf32>, tensor<32xf32>) outs(%89 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.addf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<32xf32>
    %129 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%121, %cst_6 : tensor<4x32xf32>, tensor<32xf32>) outs(%95 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.mulf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<4x32xf32>
    %130 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%129, %cst_5 : tensor<4x32xf32>, tensor<32xf32>) outs(%95 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.addf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<4x32xf32>
    %131 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%130 : tensor<4x32xf32>) outs(%100 : tensor<4x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<4x32xbf16>
    %132 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%131 : tensor<4x32xbf16>) outs(%100 : tensor<4x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %150 = arith.cmpf ugt, %in, %cst_0 : bf16
      %151 = arith.select %150, %in, %cst_0 : bf16
      linalg.yield %151 : bf16
    } -> tensor<4x32xbf16>
    %133 = tensor.empty() : tensor<10xbf16>
    %134 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_4 : tensor<10xf32>) outs(%133 : tensor<10xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<10xbf16>
    %135 = tensor.empty() : tensor<10x32xbf16>
    %136 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<10x32xf32>) outs(%135 : tensor<10x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<10x32xbf16>
    %137 = tensor.empty() : tensor<32x10xbf16>
    %transposed_44 = linalg.transpose ins(%136 : tensor<10x32xbf16>) outs(%137 : tensor<32x10xbf16>) permutation = [1, 0] 
    %138 = tensor.empty() : tensor<10xf32>
    %139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%134 : tensor<10xbf16>) outs(%138 : tensor<10xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %150 = arith.extf %in : bf16 to f32
      linalg.yield %150 : f32
    } -> tensor<10xf32>
    %140 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<4x32xbf16>) outs(%95 : tensor<4x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %150 = arith.extf %in : bf16 to f32
      linalg.yield %150 : f32
    } -> tensor<4x32xf32>
    %141 = tensor.empty() : tensor<32x10xf32>
    %142 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%transposed_44 : tensor<32x10xbf16>) outs(%141 : tensor<32x10xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %150 = arith.extf %in : bf16 to f32
      linalg.yield %150 : f32
    } -> tensor<32x10xf32>
    %143 = tensor.empty() : tensor<4x10xf32>
    %144 = linalg.fill ins(%cst_1 : f32) outs(%143 : tensor<4x10xf32>) -> tensor<4x10xf32>
    %145 = linalg.matmul ins(%140, %142 : tensor<4x32xf32>, tensor<32x10xf32>) outs(%144 : tensor<4x10xf32>) -> tensor<4x10xf32>
    %146 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%139 : tensor<10xf32>) outs(%143 : tensor<4x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x10xf32>
    %147 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%145, %146 : tensor<4x10xf32>, tensor<4x10xf32>) outs(%143 : tensor<4x10xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %150 = arith.addf %in, %in_45 : f32
      linalg.yield %150 : f32
    } -> tensor<4x10xf32>
    %148 = tensor.empty() : tensor<4x10xbf16>
    %149 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%147 : tensor<4x10xf32>) outs(%148 : tensor<4x10xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<4x10xbf16>
    return %32, %36, %cst, %71, %75, %cst, %124, %128, %cst, %149 : tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<4x10xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_10_32_torch.float32: "0x04000000BC370F3EB9CDC2BD772D803DE784333ED913063CD651503D2ED98F3D13D0083ED6295EBDDDB9CBBDF2A762BCFD900D3EB007793C6F8CFB3DD644ACBA59295E3D2C6CC93B0F3F9D3BF4422CBED8401EBE42C5703C662FB33D4E33F33D4C56FB3B6E9B983D026B973DEE431CBE9C1A1FBE465A0CBE882E473B4AECE4BDD5B667BD13AAD8BCEF408D3D42E2273D61ED273E1C47233E0BF7E6BD6CFD11BAEF23EF3C94071E3E236860BD30488EBDED55E5BDD862053EFC224DBDB59787BD37DFF43D4291263ECC1BF4BB0934FFBDEA7D133E4EA377BD1FD6A6BD9785FEBDFA1DAEBD9DC40DBE50F9D0BDA9E624BE95F011BD1791913D986A09BE066F81B98B8185BD121EAF3DE3C81C3EC3F8BFBCC636B6BDBA160BBEA3B4D4BDD00E513D7C22263DF0F7C23D3A2ED7BC1107BA3D374621BE54A5423D7FBB2F3E902733BEB9F1BBBD1AC4E73DC86AE2BC79FBC0BDF3DDDC3D5C26423C38E1E23B52ED5BBD1B63083E63D2C83D60B6013D4B01DD3C2E35BB3DBE8DE13D3F8294BD73A99EBC71F19E3DAA6FAFBD1943293E07FFF7BDC90FA73D480702BE1B7A683D52DEFC3D0C93AE3C442591BCAE39E63DB4FA01BE4C41F4BD3A481ABE42DADEBDD257963B382AA4BD4650213DB578C33B98A7163EA1FB9CBD581546BD4073EF3D101637BD944E2D3E67CB8FBD50C3FDBAE58D2BBD71E8A83DB1B88A3DBBCBC0BDF68FEE3DBB0938BC5A1A37BD7AB169BB93F5FB3DBF91313E252AB03DDC66FD3C6247EC3D976497BDD733BDBD6F1A51BDF251EABD54AA9B3D558F893C53BB77BD210593BCD4B565BB26361B3E0197213E7D5B0BBE9FAF843DE5CC8B3D8E6E8A3DDF6DC5BC4715353D4C34363D972F303E747E2DBE886289BD9094F3BD3B9DAFBDFD290E3D2DCDDC3DADE308BE6879EB3DB134173E9073B2BD48C2FC3CCEDCB9BD74161B3D71D9A7BDAF088DBDCC5AF2BDB9F316BEBD74103ED5E0B6BC1EB3A0BBF62CB4BD9057FC3DA738CFBD516E92BD6C4E0DBE333718BE31B5203E48C80BBE11EEC7BC709751BD3D9C843D14AB413D8DC40ABE9F91223EB85134BE273B8F3C0EF871BC51CC27BDA3B7F63D70D6183E41A4BC3C4FBE7FBD2994063E3A75E33DD70C023D1D0B46BD6037F43B6957213E650B9D3CBDB00EBDCF4219BE9E02C2BD0CBD023E99FACBBBC3DF40BCB0F68C3DED31EEBD4AA743BC63A64BBD1B6DBD3D6051133EAC53E33DC2F5063EFFC621BE9F8780BD107CAB3CE8BF19BE216C443D4A4FEDBD59239B3D2782123E53DA1ABE0BAF173E80EDA83DCAEAEEBD85442D3E5CC71CBE47BBF3BD3618B4BD22AA12BCD005023DD47E54BD24942BBEA929A7BC9E57093EA05F0B3ED13BB53D8B41D23C32EA333DAE8C0BBE919A923D2C2834BED48295BD12493EBDA7ED043EBCDBA8BB78E9A4BD5801FD3C583416BE70B43FBDE788483D62D13FBCB21598BCE044DD3DE38109BE77CDB6BDB7382F3E5715103DE178EABCF187BB3DFDCBD93D01FDF1BCD8CD96BD41B6ECBC9375833D29E0B8BCECB4D23D5C9E13BEADA0B1BD8CFF093E61FBBD3C04CF113D4A256E3D34182BBD35C890BDF1B94F3D26E73FBDB28E95BDA753BF3C0D242F3D98C182BC55D8F4BDD4F6DABC622DCDBD098CBE3DFFE2EFBD5155103E1C32903D8B021BBEAA55063E3E0433BE1E6528BC9A0AE2BDF9B91BBEAD7B8F3CA189AFBDE5D8023E134D0EBE0C40163EB66ADA3D2D8C1E3E7A0854BDD5E9DDBD9D86F0BDC487163EBA11B4BDBF4EB2BCAB36DFBC2123F93C6C8A14BE87F6113E74F105BE130B323EF7A88DBD429FA1BD6E0DC7BC",
      torch_tensor_10_torch.float32: "0x040000008E4B563D152906BD83AA34BEEFA6FE3D2B4C333EAFA8B63DD621313EF758453D39F462BC592E10BE",
      torch_tensor_32_torch.float32_4: "0x04000000C976873D1BB2F33DE539A73DF316BBBDC3D60D3EFBACA6BDBAF7BDBDE7BAE33D9EB9083EAF82773DC17A29BCFAC077BCD84057BE03F67DBDF05E17BEB81FE8BD17F4B23D757B65BD12AA033E1849A73D642FA83C9DF1F93CDB6A5B3D079D30BD08FA823EF42BBFBCF794B0BA6D873E3E2ACB4ABEC62C383EE0CE263C37440B3D",
      torch_tensor_32_torch.float32_3: "0x04000000DE587F3F80CD653FD7BC703F2742663FC59B7A3F89CE7F3F7C6B953FE421803F8DFA6D3FD8417B3F137F663F49B86A3FA532743F72A9713F3910853F8CDA663FB008733FF246813F1F426F3F9D5D893F9C475B3FDF2D733F6832823F78E77B3F6242833F5F26733F6458653F7E5F893F9929653F0FF2733FFFB9833F247B993F",
      torch_tensor_32_torch.float32_2: "0x04000000679C713F6794463FDDE1493F718D313F7145693F86D1693F39B3573FE670573FA5C34D3F2C83563FB316633FC7BD323FBD26733F6D591E3F62193C3F257D553FBCE6533F7DE6623FC0C96D3FACDE433F8C08403F6A8C4B3F99A04A3FB6904F3FE83A573FDC7D433FF7BB433F1D6B643FE1574D3F3AF4363F92AB4D3F01225B3F",
      torch_tensor_32_torch.float32_1: "0x04000000C45294BBFEB0E93D293C143EE93E18BE7E3288BCBE7E63BEEA374EBE7928983C19D5A2BD64661B3C207933BCE18D5C3D7BF912BE8510DF3BB463D63CAE5C3DBDAFDC163EF7FD113D6AAC443C64449A3DFD4DAC3DBE9F443EF965383E5F30B03DE45B9CBD2525C93DEE8A0F3E61AF27BD605793BDB048A0BC02616F3ED6B6C73D",
      torch_tensor_32_16_torch.float32: "0x04000000C6544ABE04E64C3EF6FA11BEF2AA233E72E073BE882731BD00A72D3B182D313D408BA53C9C55A13DA008E4BC38C87A3D66557D3E34A525BEE0A05FBC3471C3BD3A9F603E6E255B3EC063DFBBD479B1BD7A2C1EBE9A2D373E60088DBC6E1A713EB0FC113EF613603EF8794A3E105C26BE10DD953D2C4ED4BDE672003EA022B8BC904BB13C460D31BE34CB64BE2CCEC03D70F66D3D20E5B13CB2DF2D3E50CCD5BD0CC0B53DB6FE0CBE382C543D18C769BD9C48333E16DE5F3E92575E3E6041383C20F6163E88C77FBE0A2B16BE3803373D00BFB63A8AFA48BEFC9DE2BDB821EFBD96A27DBEC051C33C80832E3E54CDCF3DA044F3BD6E136BBEF0884EBE80F4973B161B303E9058CFBD164D0BBE9A9008BEF04AB1BC921C73BEE2E761BE06017C3E582EF4BD40B138BDACFC88BDC8E560BE308634BD54BB9C3DC8E6CFBD20922EBC00BF9CBA68D97EBE160A3A3E32CA4E3ECE8A2E3ED423A8BDB4C6053E26DA6FBEF0527DBDF84350BD08D0B4BD400AD73DFC4BE9BD005FEDBC7CD793BDBE6770BEA01A29BD34F458BE5046153E90D2083E9AD16F3E58EEABBD604A503C9097483D408B7F3E2EA76A3E787D04BEC2D459BED4BA66BE008FF6BDCA3D573E7CF4AB3D9E00773EA6C03D3E80876D3B9AA91EBEF2FB793E185B4D3EB4AADD3DECD70BBEE8AB493E9066BA3CA046293E18B1D53D2AF0073E44A260BE7AF20DBEA08A193E005655BDFEB65EBE64CE683E0028B1BBD6824E3E0A1848BE4847B03DB8DAC0BD1C75D7BD509355BDC483BDBD1E470C3E208F42BD8E1A423ED8A8693D40391EBD8EDD13BE8C696ABEA05C95BD68106DBE98B73DBD80E4853B20FB83BCC880FBBD28AE313E8E2C103E484A7CBD504BCABDD6F1203EEAB95E3E4A676ABEA03E5DBD100FBEBC0C60B9BDAE8C5A3EA84117BD9A0C593E00FEA13A3026DEBC425315BE483EAABD48FBA43D107AE23D80BC11BC82ED733E9E2F31BEC44EC43DAE92663E380E32BDA03D4B3E400A873B4CB43FBE20720CBE0893BE3D4491DDBD8848763D28F87B3E98EAAD3D00ACBFBC30F47F3D287E13BED41A57BE626F40BE6CCF56BE1025523D4075473D6895D9BD14687ABE2AAD0A3EBC4111BE58F42ABDC0A656BEAC6C10BEFC95D53DA8856EBE3AFB11BE52EE3F3E0E4A03BE6412D5BD94C18FBDECDBDA3DA0ED27BEF057CD3C281AD13DC0AB94BC8828393DFA4943BE9479E73D7859BF3D487100BDC6AD53BE98C9CC3DF60C273E101B33BD2C53F13D08C7BD3D8CC8CCBD402C8EBC0ED57E3E00B39A3A18CE4BBE705B95BC5CB7FE3D0021A7BD201006BE22E3523E506D073E68F82DBDA042513C209AD8BCD0BC6D3DE091113C20EA1ABE88B83D3D8042D63B1069843CF41DC3BD9C2F833D6E034FBE740C993D86B90A3E9063E1BC60DC46BE003C6EBA0010BA39863C5DBE4C1135BEC8C86C3E0C713F3E40E00D3EA258313EDC19C53DEC12103EEA8D293ED8366FBD482C02BD368A363E00D0BCB8649326BE8A8046BEAC2C0F3EBE0C543E10D0463EC0692A3D3AB6303EC80A6BBE427038BEBC5476BE74414E3E804014BB08C2EBBD443FAD3D90A8BFBD222F24BE407AC53D407E3B3D8A5337BE129E28BEB00FF03D0EA8423EC0B8A63CC09500BE503BF73D5897323D6A1F60BE46E625BE4021603D00681E3EB07CA4BDB491F73D488B1EBE9AF9743E4A69363E78CD3F3DF4C8E33D9C41B23D9C1017BE00DE0EBBB887883DA02167BD727D753E2472C5BD36A064BE40C0F3BDF8966DBED2F4523E70D7E5BD601D34BEE062DDBCB67E2CBE44BA05BEEA82023E243440BE8C74F13D60AF3A3E000013BAC458E33D8E660FBE12A2473E64B0783E0857733D6049693E1E407EBE40DFE0BC30764B3D08835EBECC27F93D7021C3BD742EB9BD341D4BBE9050D13DC4453ABE704C59BD4C72E33D4CDB403E608D673D74FFBEBDC8B3DEBD3AB00F3E98FD3D3D7880573EE0CFC03DA23A4E3E7A494EBE3ACE4D3E943DEBBDF40D89BD0021C43A580840BD988D4A3DEC1E643ECAF418BE90339E3D90BF4DBEA8C8203D4EE5523ED49D2C3E943A5B3E3A940A3EF070A9BC74AE853D0CF1D5BD744C593E302E003E1C5F3BBE205A5D3E002073BB801336BC78208CBD141687BDA0014D3CFCF3F9BD0A226EBEFCDD03BEF0C54BBD2651413EE8533C3E0C6219BE80461DBC88C593BDB2F308BE581134BDCCA6B1BD62170F3E98EBFDBD988B1D3DE87610BE3CCC9FBD8087493EFC5BFBBD804B76BC147E743EA83DAF3DC04D02BE04B419BE908BB3BD1855A0BD08EBDE3D20A963BD82E8573E66760CBEB41AA0BDBC68BA3DA2744C3E48E3743E38E6233DA0A62C3CE864E5BD12A5103EE26314BEB89386BDC6F655BE961A76BE78170F3EA0228B3CA4134C3E04B54B3E3A56063E44E6CC3D74DF84BDF0F6073E4C34F63D403EB13D407AECBB60F4183D0063913A26C939BEC0B56D3D7C323CBE506CF83DFA8618BEBC3EA7BD50D1F2BD4C104A3EAC4734BE94B7023E4A64003ED402353EA048803DDE8E0B3E365E4A3E20B4493DCC16AE3DD42C48BE6C5589BD30B2B93CE021F83CE4E3B4BD50C87DBEA02685BDBC03C43D1E6F5C3EEC2C67BE4C72F43D66E972BE32D074BE905120BED84007BD9CFF8E3DDCB042BE8E3B453E7880673E00037C3C4061503E50CAE7BD648BCABD602404BD80C6DF3C049532BE22FD4CBED041CA3D909F933DD46F7A3EC0BFD0BDD0CEB43D989CCEBDA0BFFC3D00E662BC5CC63D3EC0390E3EBC14553EA88E033EE0E2193C1E9D5C3EA85E16BEA674713EEE287A3E6E8C743E782AEFBDCAA407BED092813C886F9F3DA26A003E5C3BD03D36FB593ECC4680BD40F9A7BD5C9FAB3D78AD8E3DF65415BE9017C63C325E42BE7C3496BD3CF2C8BD",
      torch_tensor_32_torch.float32: "0x04000000C467603EC87166BE182617BE7E877ABE1021813D560A45BE20A7A53D08D231BE1CFD23BEBEC802BEB0AB193DC63B6B3E60CC6F3ED0B99ABC4EC07ABEEC26A9BDFC20C3BDE8CC59BD1CA1C33D02D4003E0402E33D1C43923D9C45CFBD00CE2DBB6852023D28C302BEE034B7BC50A6FFBC40DF71BE568C2D3ED00ECFBC3C4D5DBE",
      torch_tensor_16_torch.float32_3: "0x0400000009EEBDBD3B4A5F3DEA2FD93BFB0233BD3C2E9C3DC7D7343DD09EEE3D4A604E3EF722613C043CC03D425F98BCAB0584BD689E1D3E6F17B2BD198EAABE0B2A99BD",
      torch_tensor_16_torch.float32_2: "0x040000003E0E983F47277E3FFC04823F16336C3F458C823FC295803F36F5813F97D2733F6C287D3F3CBF833F8CF57B3F57437F3FC82B9E3FB271653F4C28943F3CE06F3F",
      torch_tensor_16_torch.float32_1: "0x040000004F17663FB7206C3F62AF603FB035773F67C4403F56A2573F5E9D513F2A934D3F8934773F5AE9503FD0F7583FDCA26F3F1BD3573F3FF46B3FA1BE4F3F3D31673F",
      torch_tensor_16_torch.float32: "0x040000001160103C2807D03C88A132BD118E2CBDD4AA7ABD3253A5BD2585C03D55799B3DA6266E3D3BC1323EDC952F3DF29412BE39B70FBE84C201BE24541F3D2F29F83C",
      torch_tensor_16_8_3_3_torch.float32: "0x04000000D6CABCBDFF017DBD4FE5C23DCBDFC3BD0DA60ABC04C3EE3D2E602E3DF0AC5A3B092AD1BDC1206F3D5BEAABBDC60609BDB9F521BD0EF88EBCAAF6A83A2713C73D440C713C022FD83D73A4933D329798BD4880583DA69DAABD8F964CBD78FA0D3DC6631F3D0A13B53D08651BBDEED34539C483783DA06AE9BD7A7FAE3DD495C7BDE8E5D43AF023A4BC113C7EBD9A347F3C9995C73DA41B0DBD224B8FBD288732BD0239EFBD66E5593D01D567BD9411A1BD1E0C8BBD59C58A3D87A27F3D973FB93DD3172F3D5C3521BD0CE506BD039C0E3DD467C63D503F033D596564BD39EA62BD9432E4BDA394D03C4F7287BDA130D7BD63A4D33DC7BD9CBDBAA85BBCB04B0A3DB90E763BF967A2BD8718C3BD1362C03DDE359D3CC93CC83DA6D321BDF12F0E3DB8C5DCBC7BBCABBB95FF92BD7941233D7A9E183D19531FBBF520D9BCEDC794BD1FE9A63D6DACB3BDC4C0453DD25022BD67E568BD976FAD3C59C07ABDF670DE3CDE97BD3CE434B3BD67BEA03C929A4D3D28133F3D460E73BCFCDCC5BD72D394BCD9A6273D012230BD103B373D74BCA03D560D7CBDE255983A7F9A473D7156173CE949213C6819713C71BEBDBD71BE173C4822A73DF57DD93DEADB8D3D165F813CAF6F613D25D56ABDF102C8BDBF8CCFBD3EC8F03D5236993DE8D5A6BD25DC3C3D3F44B63D2344F13D0E0BD33D70FEBA3DD255DDBCEB6729BDEA2AC63DB340873DAE3E91BD6AFCD83DBE3A693DCC92833D374797BDE47D0A3D0F3929BD6896BC3DA0B8ADBCA1ED3B3D8C7BAB3C9A614D3D7C0A24BD0E5C6B3D1495A8BD740CDA3C374DA3BD1E1CEEBD28D3C1BDBA8BBE3D7A95823D6972E23DA05BC13D6E8BD7BD02B6A4BD6BFF9BBC14BF9CBD5399A73D2978B6BDD8846BBDCA2CE9BDD30789BD2F83C63D7E9DC53D22C6AC3D265CBA3DFF9CD63D6936F7BCA465543DC008D73D37B11F3DF047F13D395E7A3D5D0A963D96F228BD1A9F673DB5DE5D3C1E90E6BC780E88BD3C6E87BDA1B8B9BD1D08A23DF896AB3D01C25BBCD0AB8BBD3B8CBA3DB3589A3D91870F3C88E863BD11D2DD3D3367453D063AB7BD2C00E73D2348B73D46F22FBD5EAE873D3A2389BD374C97BC35F0CC3D61909F3B8DB1AABD205721BD120803BDAF42BABC26C9383C4F37DF3D5CC2CE3B570695BD54EEC53B0B75673D9A726F3D5F96DCBDEFC1ACBC5D5DB3BD0AF84DBD91EB2D3D7B65ABBD7870333D3FDCCC3D1A49FD3BE6DCA0BD60F32CBD12D1D23C0EFEB7BDC4D16F3D631FDBBD5404E8BDE784EABD06DAC3BC3D4CA23DFB70E4BD569DC83D2C1941BD68610D3D5C1BB03B5CA3D9BD872AC83D4FF5813DF0E8EF3D09E0733D4D509FBD356FC93D1F8CCF3BB6E9643D5D87C1BDB2D70ABD30FCECBDE0033CBD5446D03C8581BDBD90DF193D2F90813D887E863C477DA1BD6721BBBD36ED14BDA3E4533D6613EE3DDBC98A3D276F59BCBC3F293DD9C9ECBD2825CEBD7B3D613DA0B588BDD13B683D1762AABD79186FBD0ACEC6BDEAE67B3D19BF44BC10C0B93DD55E953DE58D853D825B783BF03E15BD9DEAD1BC9D4E803CBC496F3D0018A9BD3F91CA3DA8F151BCED3ECABDD89682BD0F8FD53DBFBADC3DE890DFBDED3AAA3D2FEB713D6BDD8E3D4B51CC3DA01482BD436E183D598B453DD9A30EBD0D8B213D6FE20ABD1739953DB2EE05BD8DF433BD360CF33C93372B3DAAD76BBD9BAF2A3C51E08B3D931D40BC54E8123DC8D9E8BC4C31293DD2D6AEBD15ED8DBDF10575BDC8CFDD3D4DE401BD32B4A8B9F4DF69BD48F2F03D6EBAEB3DA207B6BD9EA9C3BDD2F2B6BD48FE14BAF217F6BC06FB9DBD39232DBD9866B63C3F377CBD82ECD53CD163DDBC56E869BD10A3843CA375C63D8B2DA3BD5F51B33BCB0232BDE4D8EC3D1FFEE4BDB261E7BDE6D4ED3D9BB498BDC218B93C67A526BC3E60CBBCCBA0D7BC905E993D6994B83BA2FDEABD227D8EBD0D8F24BD67E9723D0E319CBD0E95E33DF007D7BC0E5BADBC6E1EBD3D2F9E723D9AB3CC3DE29C8B3D396F12BD9722A0BDAFA90FBC04C2C73D820222BD46D4DFBD43E1453DC9F4EA3DFA6B09BDDDD9C7BD58EDDABD13F0F13C843412BC3CC473BD3E25C33C0751373D1DF5BF3D0D63BB3D978290BC92D2D4BD0119DABDC05AE13D5C63553DA16B523D38D4D0BD9980DF3D60A6E43DDFE9D93D609BCBBD112436BD81FFA5BD0C8FE43D146A4FBD1F635CBDFEE67C3D414D5FBDD9BF6DBD75E528BC379839BC7803BCBDA136C93DFFEF54BD333A2B3D22EED13D5871733DB6AF883CB25CCD3DADC7813C31555FBD5B53E43DFF7FE43C4D7DEBBD026D09BDEE67A4BDC19CD33D17709FBC3D01DCBD25C3F2BB9E93973D21D2FA3C3DA3183D8D53333C65F7333D033BEBBC810640BDB599E1BD21D3B5BD1836513D76E98EBDFD818A3C5C141A3D9BB6083C317C9CBD8ED1E63DA6598CBD9D84C63DD000C0BDFA3BE8BCB54A833DB63A45BD85C0CA3DC417A6BDBFAFCABDBAAA59BD2E109C3C9A3BDE3D3B7366BD38A22C3DAD0AF2BCE65DD1BCE178B13DC70CBBBD9E154D3CF1F9E23DA9A984BC8266BB3D08A814BDF348C23D5879E9BD6A248BBC5293A9BC16711C3D34623D3DD251B93D25D68FBC4C2399BB1249A53D4F9C02BD6295D33D28B3A0BD81F050BC016BCFBBC764573DEF02A53D7B0699BC1BF6C7BDE12E6F3D7765103D57E8413DFAE294BD71569B3DC09AE43D648B273CEC70E1BD816EA93DBEF4B2BD4AEDDD3C8B4B8C3C05EE61BD9114283D25E1D7BD27E3DB3C850299BDDACA50BCB05D783CE39FCD3D8D5066BD949F9A3D434975BC9D4165BDE92CD2BD9173DDBDC1B6EB3D88C7F0BCBEE3C03BF1DE023D400FA43D67FECD3D13BFC33DA3D1B2BDDDAD9ABC3FD28EBDA5E689BD2302E53C1F8DE23D8F5AC1BD5512923DF9457ABDCC0ABCBC7795BF3D625ADABC2CD12F3CC7B7A8BD6A74CD3D889A79BC1B87B0BD4A580D3D4B9CABBD2E85BFBD1C41EB3B2B5CBF3DFF9908BD1233633DAF67CF3D8615A03D16377DBD7AA953BC75E717BD1815C2BD6B3C4C38699BB53D4C59CB3DDC26343CD945DB3CABFA50BD2730B63DF8DC48BD29A9A7BDC2AB943CC9AA903D7A9BD9BD492EDA3D14A62D3D6B19A9BD56F6CFBCF965D13DD82DB9BD69160DBD73521E3D7C73D3BD0950843D20477B3D38B1953DB8E099BDD864F03D82118FBD65F5F03D4AA1E7BD320BD7BDEC3D943D1BCD493C0DC8DE3B96A785BD0A7D4ABD09240DBD0D1FEBBD9CB0C83BFCBEAA3CA43ED1B865E21B3D8B03E53DDA58003DB7B530BD3EA946BD436C9ABD8F50A7BDBF7B9BBCA2C0AABC44BE563DE0544EBD9169C03D5E5BA9BDE89CAF3968F6D83D0101F03D6BCF8BBDE1F8AB3C7514643CC15262BDD4C626BD04BF023D2ED5A7BDF74A9F3C55E2503D8F393EBD9A7BC83DA924FEBBF1035B3DFC04EF3D3B8D13BD1128833D4F120ABD31068DBC169DA3BC7EEE3FBA0F5B36BD2249E23C1883913BBEFE983DD468C3BCD5A0413C079133BD8920CABD1B57433D0E12773C205241BD9D3523BD747BFC3C3591AEBCEDB89D3DCABDDA3B2457363D8B51523DB7E2ECBCF0DA503D5F1BB23D12B6B13BD7EDBC3C9D518C3BF41BA73D27CD4BBD9A4C80BDA158523DE90ED2BD32A7F73A70FF5DBD1C4E9F3DFBB6E0BD0958923D4FCAEE3DB758C33CCBA500BCF194ED3D6F4A4EBD4CBA1ABC7C6253BD234585BCB1D3D13CEDF1803CC658B6BC1652F1BDB7BCC53BF3C864BBB53C913C05F1B83D749AEA3DB3318FBD0ACCF0BB976941BD9472DEBD8DA0AFBDC087E23D24BA8C3D75A5813D3A22863D37C1BFBD5CC74A3CEFA2E03DFAB286BD32B6D63DFDC0FD3C80CEA93D60CA4EBDAA8A5E3D3FF6D5BD1C34F5BBE002213DB8C3103DA4F8C93D5A2CED3D0294DB3DF00BA23DC0B0A93DDA2379BC554EBBBDB73233BDBDC458BC5E6D82BD62C0763D7F72293D68C69B3C2536E93CC105D43D34D22F3D46A8D3BDAC32AFBD05C2543DA691833CEB6A6B3DD70CF1BD30BEDEBDFE01943D63629A3D395CDABD943B373DC076BCBD7BC8B63DED78173D1AA7EE3D68FAEDBDC559E8BDF32EA33DC148D63D3BE0933D7676A03D344ACBBDF3B2AE3DE6E0E3BD1CAED73C3F199EBDC6BB3FBDDEF2AA3C90CB3DBD11C198BC1CC4E4BD3092E3BDBAFC3A3D00534CBD23D792BDD9783EBDDF53C5BD4AF1C0BD316C903D7656753D7A99803C41D883BDD099203D617DAD3B287EACBD89C0CF3CA1C4DB3D0167EDBD7001F0BD9C64773CB1BFB53D53DD92BD4587D43C02ACA93D76D4143D4BEED03C6DCFF03D273D9D3D34BF87BDDEE5263C7F9B763D5DDBD43DD922F0BD7FB2823D02260CBD0E58ECBD434DD63C326683BD6AD0883CA0B39CBD37A1B5BD28D623BC4F2822BD95298D3DEA79263C1A65BC3DF8ECB43C39391BBD0B7BA33D7D06D33B5434B53CCB401BBD88BEDD39A4A0B9BC5C2824BC223BBCBD93FE3DBAB856C8BDF4B1CFBCF7E08B3D42D4A7BD44B0A2BDA6BCEBBC5A5404BDAF6FA33C0D47A03CE5C8743D8244A6BD954308BC73FD863DCEC4D03D34D90CBCBFA78BBD70C30A3DD472893D01CA96BD220F8CBD515C553DDB4907BC9FF6E3BD002A8BBD12C2433DEEB923BDD497A63DD3CDBE3D24718C3CEBAE18BC563A19BDBD45C3BBC8BAAF3CC75CB8BD32BCE6BC43C3C8BDA522943DCCB499BDFC7DDC3DF8DEF8BCC7448ABD6AEC673D27ED8F3C6D21A73D2F85493DC182E8BD46A8983D18CEB5BCF55855BDAB46993DD007B03D5023D4BD93982EBCA834C63D4DF33A3D7056CB3D4A6D25BDD82485BD0A8CCF3D4135493D56B3E73D38A149BDFCF79ABDBD5262BC4742E3BDAC363D3D1006B23D79C2E73C93C83EBCB3556F3DF93399BD9F1BEC3D70FEEFBD7535E7BD5E22E4BC2227C53D8654413CC862393DFAEAB0BD5C0A303D2DC357BC207C413D4575AA3DFCD3513D843F24BC55E1EDBB2B6097BDA6992EBD27D89C3D809141BDC3E4953DC7693FBD5AD9E0BC745F243BA77CDDBDD83C9ABAB09F42BC6D762DBCACFEC0BC3448BE3DB41EB23D3995A3BD4C3C603D6151BDBD6379CDBDE98E133D2A04E33AEE3061BDB2CAE8BDAEE03ABD483A213D0167DFBDD878EABD89F9743C49E0ADBD3173D3BD14FC39BDA46F9BBC0553DBBD8429A1BDD534FD3B4698E3BD45B287BCA3D89BBDB351A7BD26B93D3D89C5B9BD02E9B6BD84A4893D0C81B43C10CFDB3D450701BD012969BD0AB232BCC24D1C3A3712B83DB869F0BDC47A09BC0E88553D91E984BDF14975BD3C48693D4944E7BD07C4E43C62DBBABDD9F06F3D2E5FCEBD8463943D797AE4BDE2E0CABDF8A3E33A2D30BE3DEAB2CEBD375257BD44FBD33DB6E6A1BC94FB473DE22FE8BD40CE17BDCD2375BD037BCB3DEA58483D271DB0BD88A79B3CFF89B1BA995546BDA5D589BD3E2F20BDE33EBE3DD304ADBD39EEABBD85ED14BD445C063BD366033D63C4673BC267E8BC205992BD163BADBCE05142BD4000C33DF7F0EABDFDF399BD0E5EC4BDA870B0BCB115BC3D8C8FD33DD01DD2BD3B51A7BB6DAB8D3DEDC7543DBCB2C53D613C56BBDE2AA2BD9AAA9F3DF78725BDDFF1793D34EBEDBC60334D3DAC15D93DD96DE03D0AA7DBBD80A79FBD859647BD3BEA99BD8795E73D4D882ABC711AA0BDF5CD56BD775185BDA4F1443D9986D2BD430BE1BD25ECEDBD64D24F3DA9AE6E3D32E795BD5568EF3CE82AB23D7B478C3CC244CCBC4CA80E3C040B4FBC580C733DB5E2A3BDA1C9743D2209883DBE3B92BDC715C53D2B0FED3D274D3EBDE83407BDB790703DEE15BDBD10E53E3DAC3DE13CC522983D6BA5D1BD7A84C8BD85CD583D5CE12D3D1FA6E0BDA19886BDA2D6DCBD4BEAACBD63CD59BDE5BBC73DC72BC0BCF99F8A3DD236E53D81FD5B3D3311D8BD2FEA723D1B20383DB311BB3DBB15EEBD9170943DFB8FC53D508DE0BD24054A3CB20ACE3DDE8AAFBDA0631E3D614D553D0508FD3C3FFAEF3DB39EC53D4013CF3D56AD70BC516ECA3DF5ECE0BD953E82BD187DCEBC0D650FBD30F1DE3D72AE633DE0639B3DBC2CA43DCE4BB4BDB9A25FBC3BFA8C3C501AFB3CBE3A783DAD1340BD608E11BD85F4C93DD48D01BD74A8A7BDADA6A33D0A70A33D4E5D17BD9702C1BC1418B2BDB78EC9BDA586353DB1364EBD1825C03D6A42C1BD917285BC92C3263B7617783DDF56C33D1173A33D9B7D543D8E905DBDB65DACBD47ECD7BD818FBF3BE516EA3D9D60B7BCE492A2BBEB64AFBDFD32143D8604993DB5F5EDBD41F2A9BDCDC6B23DC594E43CCAC3F0BB6A94AC3C6CC992BC9AB3A8BD7E88E1BD6ABE9E3DCDA665BC804633BD9D31F9BC90A483BD1DF90EBDA72FCFBD9B9EB43D471D453DF67173BD14C224BDC490583DD0C032BD5A94FE3C91E9043D16EF97BDE2D7F13C1847EC3B96CCD23D38A82EBDEE2EF8BC86F4CF3D2C18C5BDAA800B3CD18CE83D756F58BDFE62E73DF22AD63DC48BE03DF83F38BC6C57DA3D665452BDA93C25BD6C94363D1DF2CB3C2E0E853D445EE53D921697BD8118803D1B80213DB0AA7E3D43E4643D049234BD",
      torch_tensor_8_torch.float32_3: "0x040000004A74D2BD5DA066BDB9BDB6BDCBDFBEBB5529A0BC23C3C5BD75052D3D70FCDA3C",
      torch_tensor_8_torch.float32_2: "0x040000001E77883FA86A833F1BCA803FEFF3873F646E743F40BF7B3F6204593FB4E2843F",
      torch_tensor_8_torch.float32_1: "0x04000000C7FA5C3FF577793FEC50433F79826B3F6BCE4C3F83705C3FD681483FFAB0383F",
      torch_tensor_8_torch.float32: "0x04000000273703BDD45FC23D880EB6BD871FE63CED847FBDBC2159BCFDDB583D7A2BB63D",
      torch_tensor_8_3_3_3_torch.float32: "0x040000008BDABCBAC56ED33D543222BEDB0711BECCCD97BDC461533D56E479BBFC401C3ED7E88BBC6E96503D293A6EBD9CF21ABDFC443CBEE48302BE0379A2BDB69AE93B09D19B3DDD7DEC3DE29905BEE2A1ABBD58288F3DC5A4233E2D3A22BD0E78133E221DFEBC43D2A63CF270323EA2D036BEEC1FF8BD619047BD88A299BD87442A3EDB78FFBD416FB5BD28AE09BE299138BEFD12E6BD6966293E1CDFAF3D1C07BF3D9AD3253C6511CABD395D053D8F0038BE34650EBE9A30CBBD2EADF83D6317E73D54CCAEBDFC8AE3BB3613FC3DA8E9433E206D9C3D15FBD43CCB21043EBA11E8BDF4E3123DE2C918BEF29508BEE89ACBBD3456B23DB1819E3DF077E9BDC6246E3DE15ED83DF6FCC6BCD7C7F03BADA5363D8C83F43D72393D3EAEDD17BE887090BD6AE69A3D0448233EA57D2B3E94E22D3ED9E01C3D215E2BBEE807913C2093F6BDC0A837BE1F182F3EE0D7153EEC9444BE0C8B133DFCCA04BD34B801BD566BB4BD7091973DFF72E9BDCD7C903D9451C73D76130D3E5D5F933DC90B43BE0CADFFBD86CCC43DB5FC243DF5BA19BEC5F3E2BD7664393EDEC9043E9FDAABBDA06546BD3ABA3BBE7BB262BB8C6714BEAA0218BE15BC2DBC1BB6EC3C4F69A1BD5EDFE93D27D9EFBD7ED0323E210D073E512F26BE7F3044BDB8460E3C4105E63C6CF53A3DBAAB9A3D11DF3C3CA84FC0BD6D80BA3DC2093DBEAC9BE9BD335445BD62FDBFBDEFE189BD9E8521BE9CAD27BDBD7F283D366200BEB1D021BC6A120D3EE211A2BC6E43AF3BE10188BC44881F3DBD9BFA3D3AAC3A3EAE4CFA3D91193B3E9E0964BCFE0731BE0CDABABD6C2F063EF984A3BA9EE7C3BD260417BE656D38BEE85326BE29E41FBDC425D83D4B16D53D3D0F3EBE28DBF53D51351ABE4AA626BDE5CF9FBD7BD517BDACC51ABDFBD630BE21282ABEAAB2F6BC201B233B020CB3BDAD78943D9E5F31BE4FCB54BC644E2D3E01C4A0BD2EF4313E0DBD8E3DD4D831BEB45EF93DE0ECB5BC20F2AFBD38961D3E1C401FBEF52BA93C4D0A25BDB9BA0C3EF60A5C3DA462BD3D7B318B3D728F3DBD56C725BD9C6622BEAE8FD53DE8771C3EE5D6063E14020BBEC6A00C3CACEB0ABE74F7D8BD90AAE5BDD3B1863D35DFEABD729589BB25A5043CFF11FE3DE4F714BE4B4A07BE54DCE4BD63EF093EC2AD8DBDB339263EF0858E3DE4A1C73C2FC6BBBAD9D31BBDDACDC53CA0FF33BD933DB1BA2E28C93C"
    }
  }
#-}

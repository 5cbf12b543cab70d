#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1) -> (d1)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<50257x768xf32>, %arg1: tensor<1024x768xf32>, %arg2: tensor<768xf32>, %arg3: tensor<768xf32>, %arg4: tensor<768x2304xf32>, %arg5: tensor<2304xf32>, %arg6: tensor<768x768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<768x3072xf32>, %arg11: tensor<3072xf32>, %arg12: tensor<3072x768xf32>, %arg13: tensor<768xf32>, %arg14: tensor<768xf32>, %arg15: tensor<768xf32>, %arg16: tensor<768x2304xf32>, %arg17: tensor<2304xf32>, %arg18: tensor<768x768xf32>, %arg19: tensor<768xf32>, %arg20: tensor<768xf32>, %arg21: tensor<768xf32>, %arg22: tensor<768x3072xf32>, %arg23: tensor<3072xf32>, %arg24: tensor<3072x768xf32>, %arg25: tensor<768xf32>, %arg26: tensor<768xf32>, %arg27: tensor<768xf32>, %arg28: tensor<768x2304xf32>, %arg29: tensor<2304xf32>, %arg30: tensor<768x768xf32>, %arg31: tensor<768xf32>, %arg32: tensor<768xf32>, %arg33: tensor<768xf32>, %arg34: tensor<768x3072xf32>, %arg35: tensor<3072xf32>, %arg36: tensor<3072x768xf32>, %arg37: tensor<768xf32>, %arg38: tensor<768xf32>, %arg39: tensor<768xf32>, %arg40: tensor<768x2304xf32>, %arg41: tensor<2304xf32>, %arg42: tensor<768x768xf32>, %arg43: tensor<768xf32>, %arg44: tensor<768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<768x3072xf32>, %arg47: tensor<3072xf32>, %arg48: tensor<3072x768xf32>, %arg49: tensor<768xf32>, %arg50: tensor<768xf32>, %arg51: tensor<768xf32>, %arg52: tensor<768x2304xf32>, %arg53: tensor<2304xf32>, %arg54: tensor<768x768xf32>, %arg55: tensor<768xf32>, %arg56: tensor<768xf32>, %arg57: tensor<768xf32>, %arg58: tensor<768x3072xf32>, %arg59: tensor<3072xf32>, %arg60: tensor<3072x768xf32>, %arg61: tensor<768xf32>, %arg62: tensor<768xf32>, %arg63: tensor<768xf32>, %arg64: tensor<768x2304xf32>, %arg65: tensor<2304xf32>, %arg66: tensor<768x768xf32>, %arg67: tensor<768xf32>, %arg68: tensor<768xf32>, %arg69: tensor<768xf32>, %arg70: tensor<768x3072xf32>, %arg71: tensor<3072xf32>, %arg72: tensor<3072x768xf32>, %arg73: tensor<768xf32>, %arg74: tensor<768xf32>, %arg75: tensor<768xf32>, %arg76: tensor<768x2304xf32>, %arg77: tensor<2304xf32>, %arg78: tensor<768x768xf32>, %arg79: tensor<768xf32>, %arg80: tensor<768xf32>, %arg81: tensor<768xf32>, %arg82: tensor<768x3072xf32>, %arg83: tensor<3072xf32>, %arg84: tensor<3072x768xf32>, %arg85: tensor<768xf32>, %arg86: tensor<768xf32>, %arg87: tensor<768xf32>, %arg88: tensor<768x2304xf32>, %arg89: tensor<2304xf32>, %arg90: tensor<768x768xf32>, %arg91: tensor<768xf32>, %arg92: tensor<768xf32>, %arg93: tensor<768xf32>, %arg94: tensor<768x3072xf32>, %arg95: tensor<3072xf32>, %arg96: tensor<3072x768xf32>, %arg97: tensor<768xf32>, %arg98: tensor<768xf32>, %arg99: tensor<768xf32>, %arg100: tensor<768x2304xf32>, %arg101: tensor<2304xf32>, %arg102: tensor<768x768xf32>, %arg103: tensor<768xf32>, %arg104: tensor<768xf32>, %arg105: tensor<768xf32>, %arg106: tensor<768x3072xf32>, %arg107: tensor<3072xf32>, %arg108: tensor<3072x768xf32>, %arg109: tensor<768xf32>, %arg110: tensor<768xf32>, %arg111: tensor<768xf32>, %arg112: tensor<768x2304xf32>, %arg113: tensor<2304xf32>, %arg114: tensor<768x768xf32>, %arg115: tensor<768xf32>, %arg116: tensor<768xf32>, %arg117: tensor<768xf32>, %arg118: tensor<768x3072xf32>, %arg119: tensor<3072xf32>, %arg120: tensor<3072x768xf32>, %arg121: tensor<768xf32>, %arg122: tensor<768xf32>, %arg123: tensor<768xf32>, %arg124: tensor<768x2304xf32>, %arg125: tensor<2304xf32>, %arg126: tensor<768x768xf32>, %arg127: tensor<768xf32>, %arg128: tensor<768xf32>, %arg129: tensor<768xf32>, %arg130: tensor<768x3072xf32>, %arg131: tensor<3072xf32>, %arg132: tensor<3072x768xf32>, %arg133: tensor<768xf32>, %arg134: tensor<768xf32>, %arg135: tensor<768xf32>, %arg136: tensor<768x2304xf32>, %arg137: tensor<2304xf32>, %arg138: tensor<768x768xf32>, %arg139: tensor<768xf32>, %arg140: tensor<768xf32>, %arg141: tensor<768xf32>, %arg142: tensor<768x3072xf32>, %arg143: tensor<3072xf32>, %arg144: tensor<3072x768xf32>, %arg145: tensor<768xf32>, %arg146: tensor<768xf32>, %arg147: tensor<768xf32>, %arg148: tensor<8x1024xi64>, %arg149: tensor<8x1024xi64>) -> tensor<8x1024x50257xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c8_i64 = arith.constant 8 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1024_i64 = arith.constant 1024 : i64
    %c1024 = arith.constant 1024 : index
    %c50257 = arith.constant 50257 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x12x1024x1024xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.79788456080286541 : f64
    %cst_7 = arith.constant 4.471500e-02 : f64
    %cst_8 = arith.constant 0.35355339059327379 : f64
    %cst_9 = arith.constant 0xFFF0000000000000 : f64
    %cst_10 = arith.constant 1.000000e-05 : f64
    %cst_11 = arith.constant 7.680000e+02 : f64
    %cst_12 = arith.constant 7.680000e+02 : f32
    %cst_13 = arith.constant 5.000000e-01 : f32
    %cst_14 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x1024x768xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg148 : tensor<8x1024xi64>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %873 = arith.index_cast %in : i64 to index
      %874 = linalg.index 2 : index
      %875 = arith.cmpi slt, %873, %c50257 : index
      cf.assert %875, "index must be smaller than dim size"
      %876 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %876, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%873, %874] : tensor<50257x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1024x768xf32>
    %2 = tensor.empty() : tensor<1024xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<1024xi64>) {
    ^bb0(%out: i64):
      %873 = linalg.index 0 : index
      %874 = arith.index_cast %873 : index to i64
      linalg.yield %874 : i64
    } -> tensor<1024xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 1024] : tensor<1024xi64> into tensor<1x1024xi64>
    %4 = tensor.empty() : tensor<1x1024x768xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1024xi64>) outs(%4 : tensor<1x1024x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %873 = arith.index_cast %in : i64 to index
      %874 = linalg.index 2 : index
      %875 = arith.cmpi slt, %873, %c1024 : index
      cf.assert %875, "index must be smaller than dim size"
      %876 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %876, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%873, %874] : tensor<1024x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1024x768xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<8x1024x768xf32>, tensor<1x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %7 = tensor.empty() : tensor<8x1024xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg149 : tensor<8x1024xi64>) outs(%7 : tensor<8x1024xi1>) {
    ^bb0(%in: i64, %out: i1):
      %873 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %873 : i1
    } -> tensor<8x1024xi1>
    %9 = tensor.empty() : tensor<8xi64>
    %10 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%9 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %873 = linalg.index 0 : index
      %874 = arith.index_cast %873 : index to i64
      linalg.yield %874 : i64
    } -> tensor<8xi64>
    %expanded_15 = tensor.expand_shape %10 [[0, 1, 2, 3]] output_shape [8, 1, 1, 1] : tensor<8xi64> into tensor<8x1x1x1xi64>
    %expanded_16 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1024, 1] : tensor<1024xi64> into tensor<1x1x1024x1xi64>
    %expanded_17 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1024] : tensor<1024xi64> into tensor<1x1x1x1024xi64>
    %11 = tensor.empty() : tensor<1x1x1024x1024xi1>
    %12 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %expanded_16 : tensor<1x1x1x1024xi64>, tensor<1x1x1024x1xi64>) outs(%11 : tensor<1x1x1024x1024xi1>) {
    ^bb0(%in: i64, %in_318: i64, %out: i1):
      %873 = arith.cmpi sle, %in, %in_318 : i64
      linalg.yield %873 : i1
    } -> tensor<1x1x1024x1024xi1>
    %13 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %12 : tensor<i1>, tensor<1x1x1024x1024xi1>) outs(%11 : tensor<1x1x1024x1024xi1>) {
    ^bb0(%in: i1, %in_318: i1, %out: i1):
      %873 = arith.andi %in, %in_318 : i1
      linalg.yield %873 : i1
    } -> tensor<1x1x1024x1024xi1>
    %14 = tensor.empty() : tensor<8x1x1x1024xi1>
    %15 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_17 : tensor<8x1x1x1xi64>, tensor<1x1x1x1024xi64>) outs(%14 : tensor<8x1x1x1024xi1>) {
    ^bb0(%in: i64, %in_318: i64, %out: i1):
      %873 = arith.cmpi slt, %in, %c0_i64 : i64
      %874 = arith.addi %in, %c8_i64 : i64
      %875 = arith.select %873, %874, %in : i64
      %876 = arith.index_cast %875 : i64 to index
      %877 = arith.cmpi slt, %in_318, %c0_i64 : i64
      %878 = arith.addi %in_318, %c1024_i64 : i64
      %879 = arith.select %877, %878, %in_318 : i64
      %880 = arith.index_cast %879 : i64 to index
      %extracted = tensor.extract %8[%876, %880] : tensor<8x1024xi1>
      linalg.yield %extracted : i1
    } -> tensor<8x1x1x1024xi1>
    %16 = tensor.empty() : tensor<8x1x1024x1024xi1>
    %17 = linalg.generic {indexing_maps = [#map11, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %15 : tensor<1x1x1024x1024xi1>, tensor<8x1x1x1024xi1>) outs(%16 : tensor<8x1x1024x1024xi1>) {
    ^bb0(%in: i1, %in_318: i1, %out: i1):
      %873 = arith.andi %in, %in_318 : i1
      linalg.yield %873 : i1
    } -> tensor<8x1x1024x1024xi1>
    %18 = tensor.empty() : tensor<8x1024x768xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %20 = tensor.empty() : tensor<8x1024x1xf64>
    %21 = linalg.fill ins(%cst : f64) outs(%20 : tensor<8x1024x1xf64>) -> tensor<8x1024x1xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %23 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %24 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %28 = tensor.empty() : tensor<8x1024x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %30 = linalg.fill ins(%cst_0 : f32) outs(%28 : tensor<8x1024x1xf32>) -> tensor<8x1024x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %32 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %34 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %arg2 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %arg3 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed = tensor.collapse_shape %38 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %39 = tensor.empty() : tensor<8192x2304xf32>
    %40 = linalg.fill ins(%cst_0 : f32) outs(%39 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %41 = linalg.matmul ins(%collapsed, %arg4 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%40 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %42 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %43 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%41, %42 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x2304xf32>
    %expanded_18 = tensor.expand_shape %43 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice = tensor.extract_slice %expanded_18[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_19 = tensor.extract_slice %expanded_18[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_20 = tensor.extract_slice %expanded_18[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_21 = tensor.expand_shape %extracted_slice_19 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_22 = tensor.expand_shape %extracted_slice_20 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %44 = tensor.empty() : tensor<8x12x1024x64xf32>
    %transposed = linalg.transpose ins(%expanded_22 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_23 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %45 = tensor.empty() : tensor<8x1x1024x1024xf32>
    %46 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %cst_3, %cst_4 : tensor<8x1x1024x1024xi1>, tensor<f32>, tensor<f32>) outs(%45 : tensor<8x1x1024x1024xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %873 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1x1024x1024xf32>
    %47 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_24 : tensor<8x12x1024x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x1024x64xf32>
    %48 = tensor.empty() : tensor<8x12x64x1024xf32>
    %transposed_25 = linalg.transpose ins(%expanded_21 : tensor<8x1024x12x64xf32>) outs(%48 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %49 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25 : tensor<8x12x64x1024xf32>) outs(%48 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_26 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_27 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %50 = tensor.empty() : tensor<96x1024x1024xf32>
    %51 = linalg.fill ins(%cst_0 : f32) outs(%50 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %52 = linalg.batch_matmul ins(%collapsed_26, %collapsed_27 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%51 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_28 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %53 = tensor.empty() : tensor<8x12x1024x1024xf32>
    %54 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28, %46 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %55 = tensor.empty() : tensor<8x12x1024xi64>
    %56 = linalg.fill ins(%c0_i64 : i64) outs(%55 : tensor<8x12x1024xi64>) -> tensor<8x12x1024xi64>
    %57 = tensor.empty() : tensor<8x12x1024xf32>
    %58 = linalg.fill ins(%cst_1 : f32) outs(%57 : tensor<8x12x1024xf32>) -> tensor<8x12x1024xf32>
    %59:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<8x12x1024x1024xf32>) outs(%58, %56 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %873 = linalg.index 3 : index
      %874 = arith.index_cast %873 : index to i64
      %875 = arith.maximumf %in, %out : f32
      %876 = arith.cmpf ogt, %in, %out : f32
      %877 = arith.select %876, %874, %out_318 : i64
      linalg.yield %875, %877 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_29 = tensor.expand_shape %59#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %60 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_29 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %61 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.exp %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %62 = tensor.empty() : tensor<8x12x1024x1xf32>
    %63 = linalg.fill ins(%cst_0 : f32) outs(%62 : tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1xf32>
    %64 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<8x12x1024x1024xf32>) outs(%63 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1xf32>
    %65 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %64 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.divf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %66 = tensor.empty() : tensor<8x12x1024x1024xi1>
    %67 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<8x12x1024x1024xf32>) outs(%66 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %873 = arith.extf %in : f32 to f64
      %874 = arith.cmpf oeq, %873, %cst_9 : f64
      linalg.yield %874 : i1
    } -> tensor<8x12x1024x1024xi1>
    %68 = tensor.empty() : tensor<8x12x1024x1xi1>
    %69 = linalg.fill ins(%true : i1) outs(%68 : tensor<8x12x1024x1xi1>) -> tensor<8x12x1024x1xi1>
    %70 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<8x12x1024x1024xi1>) outs(%69 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %873 = arith.andi %in, %out : i1
      linalg.yield %873 : i1
    } -> tensor<8x12x1024x1xi1>
    %71 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %cst_2, %65 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %873 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_30 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_31 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %72 = tensor.empty() : tensor<96x1024x64xf32>
    %73 = linalg.fill ins(%cst_0 : f32) outs(%72 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %74 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%73 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_32 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %75 = tensor.empty() : tensor<8x1024x12x64xf32>
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<8x12x1024x64xf32>) outs(%75 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_34 = tensor.collapse_shape %transposed_33 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %76 = tensor.empty() : tensor<8192x768xf32>
    %77 = linalg.fill ins(%cst_0 : f32) outs(%76 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %78 = linalg.matmul ins(%collapsed_34, %arg6 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %79 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %80 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%78, %79 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_35 = tensor.expand_shape %80 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %6 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %83 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%82 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %85 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %84 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %85 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %87 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %91 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %93 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %arg8 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %arg9 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_36 = tensor.collapse_shape %97 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %98 = tensor.empty() : tensor<8192x3072xf32>
    %99 = linalg.fill ins(%cst_0 : f32) outs(%98 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %100 = linalg.matmul ins(%collapsed_36, %arg10 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%99 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %101 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %102 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%100, %101 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x3072xf32>
    %expanded_37 = tensor.expand_shape %102 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %103 = tensor.empty() : tensor<8x1024x3072xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.mulf %in, %cst_13 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_7 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37, %106 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_6 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.tanh %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %cst_14 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %110 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_38 = tensor.collapse_shape %111 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %112 = linalg.matmul ins(%collapsed_38, %arg12 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %113 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%112, %113 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_39 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %expanded_39 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %117 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %119 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %118 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %120 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %119 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %121 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%120 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %125 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %127 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %arg14 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %arg15 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_40 = tensor.collapse_shape %131 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %132 = linalg.matmul ins(%collapsed_40, %arg16 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%40 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %133 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %134 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%132, %133 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x2304xf32>
    %expanded_41 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_42 = tensor.extract_slice %expanded_41[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_41[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_44 = tensor.extract_slice %expanded_41[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_45 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_46 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_48 = tensor.expand_shape %extracted_slice_42 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %135 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_49 : tensor<8x12x1024x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_50 = linalg.transpose ins(%expanded_45 : tensor<8x1024x12x64xf32>) outs(%48 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %136 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_50 : tensor<8x12x64x1024xf32>) outs(%48 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_51 = tensor.collapse_shape %135 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_52 = tensor.collapse_shape %136 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %137 = linalg.batch_matmul ins(%collapsed_51, %collapsed_52 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%51 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_53 = tensor.expand_shape %137 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %138 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_53, %46 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %139:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%138 : tensor<8x12x1024x1024xf32>) outs(%58, %56 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %873 = linalg.index 3 : index
      %874 = arith.index_cast %873 : index to i64
      %875 = arith.maximumf %in, %out : f32
      %876 = arith.cmpf ogt, %in, %out : f32
      %877 = arith.select %876, %874, %out_318 : i64
      linalg.yield %875, %877 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_54 = tensor.expand_shape %139#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %140 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_54 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %141 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.exp %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %142 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%141 : tensor<8x12x1024x1024xf32>) outs(%63 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1xf32>
    %143 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %142 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.divf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %144 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<8x12x1024x1024xf32>) outs(%66 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %873 = arith.extf %in : f32 to f64
      %874 = arith.cmpf oeq, %873, %cst_9 : f64
      linalg.yield %874 : i1
    } -> tensor<8x12x1024x1024xi1>
    %145 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%144 : tensor<8x12x1024x1024xi1>) outs(%69 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %873 = arith.andi %in, %out : i1
      linalg.yield %873 : i1
    } -> tensor<8x12x1024x1xi1>
    %146 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %cst_2, %143 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %873 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_55 = tensor.collapse_shape %146 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_56 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %147 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%73 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_57 = tensor.expand_shape %147 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<8x12x1024x64xf32>) outs(%75 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_59 = tensor.collapse_shape %transposed_58 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %148 = linalg.matmul ins(%collapsed_59, %arg18 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %149 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%148, %149 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_60 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %115 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %153 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %155 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %154 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %155 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %157 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %161 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %163 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %arg20 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %arg21 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_61 = tensor.collapse_shape %167 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %168 = linalg.matmul ins(%collapsed_61, %arg22 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%99 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %169 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%168, %169 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x3072xf32>
    %expanded_62 = tensor.expand_shape %170 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.mulf %in, %cst_13 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_7 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %173 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_6 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.tanh %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %cst_14 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %177 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_63 = tensor.collapse_shape %178 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %179 = linalg.matmul ins(%collapsed_63, %arg24 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %180 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %181 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%179, %180 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_64 = tensor.expand_shape %181 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %expanded_64 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %184 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %186 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %185 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %186 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %188 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%187 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%182 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %192 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %194 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %arg26 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %arg27 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_65 = tensor.collapse_shape %198 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %199 = linalg.matmul ins(%collapsed_65, %arg28 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%40 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %200 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %201 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%199, %200 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x2304xf32>
    %expanded_66 = tensor.expand_shape %201 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_67 = tensor.extract_slice %expanded_66[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_68 = tensor.extract_slice %expanded_66[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_69 = tensor.extract_slice %expanded_66[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_70 = tensor.expand_shape %extracted_slice_68 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_71 = tensor.expand_shape %extracted_slice_69 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_72 = linalg.transpose ins(%expanded_71 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_73 = tensor.expand_shape %extracted_slice_67 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %202 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_74 : tensor<8x12x1024x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_75 = linalg.transpose ins(%expanded_70 : tensor<8x1024x12x64xf32>) outs(%48 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %203 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_75 : tensor<8x12x64x1024xf32>) outs(%48 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_76 = tensor.collapse_shape %202 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_77 = tensor.collapse_shape %203 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %204 = linalg.batch_matmul ins(%collapsed_76, %collapsed_77 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%51 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_78 = tensor.expand_shape %204 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %205 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_78, %46 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %206:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%205 : tensor<8x12x1024x1024xf32>) outs(%58, %56 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %873 = linalg.index 3 : index
      %874 = arith.index_cast %873 : index to i64
      %875 = arith.maximumf %in, %out : f32
      %876 = arith.cmpf ogt, %in, %out : f32
      %877 = arith.select %876, %874, %out_318 : i64
      linalg.yield %875, %877 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_79 = tensor.expand_shape %206#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %207 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %expanded_79 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %208 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207 : tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.exp %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %209 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%208 : tensor<8x12x1024x1024xf32>) outs(%63 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1xf32>
    %210 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %209 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.divf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %211 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<8x12x1024x1024xf32>) outs(%66 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %873 = arith.extf %in : f32 to f64
      %874 = arith.cmpf oeq, %873, %cst_9 : f64
      linalg.yield %874 : i1
    } -> tensor<8x12x1024x1024xi1>
    %212 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%211 : tensor<8x12x1024x1024xi1>) outs(%69 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %873 = arith.andi %in, %out : i1
      linalg.yield %873 : i1
    } -> tensor<8x12x1024x1xi1>
    %213 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %cst_2, %210 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %873 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_80 = tensor.collapse_shape %213 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_81 = tensor.collapse_shape %transposed_72 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %214 = linalg.batch_matmul ins(%collapsed_80, %collapsed_81 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%73 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_82 = tensor.expand_shape %214 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_83 = linalg.transpose ins(%expanded_82 : tensor<8x12x1024x64xf32>) outs(%75 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_84 = tensor.collapse_shape %transposed_83 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %215 = linalg.matmul ins(%collapsed_84, %arg30 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %216 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %217 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%215, %216 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_85 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85, %182 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %220 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%219 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %222 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %221 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %222 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %224 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%223 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%218 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %228 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %230 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %arg32 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %arg33 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_86 = tensor.collapse_shape %234 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %235 = linalg.matmul ins(%collapsed_86, %arg34 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%99 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %236 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %237 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%235, %236 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x3072xf32>
    %expanded_87 = tensor.expand_shape %237 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.mulf %in, %cst_13 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_7 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %240 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_6 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.tanh %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %cst_14 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %244 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_88 = tensor.collapse_shape %245 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %246 = linalg.matmul ins(%collapsed_88, %arg36 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %247 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %248 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%246, %247 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_89 = tensor.expand_shape %248 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %expanded_89 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %251 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%250 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %253 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %252 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %253 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %255 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%254 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %259 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %261 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %arg38 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %arg39 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_90 = tensor.collapse_shape %265 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %266 = linalg.matmul ins(%collapsed_90, %arg40 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%40 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %267 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %268 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%266, %267 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x2304xf32>
    %expanded_91 = tensor.expand_shape %268 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_92 = tensor.extract_slice %expanded_91[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_93 = tensor.extract_slice %expanded_91[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_94 = tensor.extract_slice %expanded_91[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_95 = tensor.expand_shape %extracted_slice_93 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_96 = tensor.expand_shape %extracted_slice_94 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_97 = linalg.transpose ins(%expanded_96 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_98 = tensor.expand_shape %extracted_slice_92 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_99 = linalg.transpose ins(%expanded_98 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %269 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_99 : tensor<8x12x1024x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_100 = linalg.transpose ins(%expanded_95 : tensor<8x1024x12x64xf32>) outs(%48 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %270 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_100 : tensor<8x12x64x1024xf32>) outs(%48 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_101 = tensor.collapse_shape %269 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_102 = tensor.collapse_shape %270 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %271 = linalg.batch_matmul ins(%collapsed_101, %collapsed_102 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%51 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_103 = tensor.expand_shape %271 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %272 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103, %46 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %273:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%272 : tensor<8x12x1024x1024xf32>) outs(%58, %56 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %873 = linalg.index 3 : index
      %874 = arith.index_cast %873 : index to i64
      %875 = arith.maximumf %in, %out : f32
      %876 = arith.cmpf ogt, %in, %out : f32
      %877 = arith.select %876, %874, %out_318 : i64
      linalg.yield %875, %877 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_104 = tensor.expand_shape %273#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %274 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %expanded_104 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %275 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.exp %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %276 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%275 : tensor<8x12x1024x1024xf32>) outs(%63 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1xf32>
    %277 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %276 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.divf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %278 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<8x12x1024x1024xf32>) outs(%66 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %873 = arith.extf %in : f32 to f64
      %874 = arith.cmpf oeq, %873, %cst_9 : f64
      linalg.yield %874 : i1
    } -> tensor<8x12x1024x1024xi1>
    %279 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%278 : tensor<8x12x1024x1024xi1>) outs(%69 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %873 = arith.andi %in, %out : i1
      linalg.yield %873 : i1
    } -> tensor<8x12x1024x1xi1>
    %280 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279, %cst_2, %277 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %873 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_105 = tensor.collapse_shape %280 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_106 = tensor.collapse_shape %transposed_97 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %281 = linalg.batch_matmul ins(%collapsed_105, %collapsed_106 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%73 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_107 = tensor.expand_shape %281 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_108 = linalg.transpose ins(%expanded_107 : tensor<8x12x1024x64xf32>) outs(%75 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_109 = tensor.collapse_shape %transposed_108 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %282 = linalg.matmul ins(%collapsed_109, %arg42 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %283 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %284 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%282, %283 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_110 = tensor.expand_shape %284 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_110, %249 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %287 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%286 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %289 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %288 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %290 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %289 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %291 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%290 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%285 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %295 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %297 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %arg44 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %arg45 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_111 = tensor.collapse_shape %301 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %302 = linalg.matmul ins(%collapsed_111, %arg46 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%99 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %303 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %304 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%302, %303 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x3072xf32>
    %expanded_112 = tensor.expand_shape %304 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.mulf %in, %cst_13 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_7 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %307 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_6 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.tanh %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %cst_14 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %311 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_113 = tensor.collapse_shape %312 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %313 = linalg.matmul ins(%collapsed_113, %arg48 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %314 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %315 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%313, %314 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_114 = tensor.expand_shape %315 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %expanded_114 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %318 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%317 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %320 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %319 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %320 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %322 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%321 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%316 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %326 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %328 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %arg50 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %arg51 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_115 = tensor.collapse_shape %332 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %333 = linalg.matmul ins(%collapsed_115, %arg52 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%40 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %334 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %335 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%333, %334 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x2304xf32>
    %expanded_116 = tensor.expand_shape %335 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_117 = tensor.extract_slice %expanded_116[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_118 = tensor.extract_slice %expanded_116[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_119 = tensor.extract_slice %expanded_116[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_120 = tensor.expand_shape %extracted_slice_118 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_121 = tensor.expand_shape %extracted_slice_119 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_122 = linalg.transpose ins(%expanded_121 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_123 = tensor.expand_shape %extracted_slice_117 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_124 = linalg.transpose ins(%expanded_123 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %336 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_124 : tensor<8x12x1024x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_125 = linalg.transpose ins(%expanded_120 : tensor<8x1024x12x64xf32>) outs(%48 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %337 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_125 : tensor<8x12x64x1024xf32>) outs(%48 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_126 = tensor.collapse_shape %336 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_127 = tensor.collapse_shape %337 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %338 = linalg.batch_matmul ins(%collapsed_126, %collapsed_127 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%51 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_128 = tensor.expand_shape %338 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %339 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_128, %46 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %340:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%339 : tensor<8x12x1024x1024xf32>) outs(%58, %56 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %873 = linalg.index 3 : index
      %874 = arith.index_cast %873 : index to i64
      %875 = arith.maximumf %in, %out : f32
      %876 = arith.cmpf ogt, %in, %out : f32
      %877 = arith.select %876, %874, %out_318 : i64
      linalg.yield %875, %877 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_129 = tensor.expand_shape %340#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %341 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339, %expanded_129 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %342 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341 : tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.exp %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %343 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%342 : tensor<8x12x1024x1024xf32>) outs(%63 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1xf32>
    %344 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %343 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.divf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %345 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339 : tensor<8x12x1024x1024xf32>) outs(%66 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %873 = arith.extf %in : f32 to f64
      %874 = arith.cmpf oeq, %873, %cst_9 : f64
      linalg.yield %874 : i1
    } -> tensor<8x12x1024x1024xi1>
    %346 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%345 : tensor<8x12x1024x1024xi1>) outs(%69 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %873 = arith.andi %in, %out : i1
      linalg.yield %873 : i1
    } -> tensor<8x12x1024x1xi1>
    %347 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %cst_2, %344 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %873 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_130 = tensor.collapse_shape %347 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_131 = tensor.collapse_shape %transposed_122 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %348 = linalg.batch_matmul ins(%collapsed_130, %collapsed_131 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%73 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_132 = tensor.expand_shape %348 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_133 = linalg.transpose ins(%expanded_132 : tensor<8x12x1024x64xf32>) outs(%75 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_134 = tensor.collapse_shape %transposed_133 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %349 = linalg.matmul ins(%collapsed_134, %arg54 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %350 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg55 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %351 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%349, %350 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_135 = tensor.expand_shape %351 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_135, %316 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %354 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%353 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %355 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %356 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %355 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %357 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %356 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %358 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%357 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %359 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %360 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%352 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %362 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %364 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %arg56 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367, %arg57 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_136 = tensor.collapse_shape %368 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %369 = linalg.matmul ins(%collapsed_136, %arg58 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%99 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %370 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg59 : tensor<3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %371 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%369, %370 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x3072xf32>
    %expanded_137 = tensor.expand_shape %371 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.mulf %in, %cst_13 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_7 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137, %374 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_6 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.tanh %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %cst_14 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %378 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_138 = tensor.collapse_shape %379 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %380 = linalg.matmul ins(%collapsed_138, %arg60 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %381 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %382 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%380, %381 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_139 = tensor.expand_shape %382 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %expanded_139 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %385 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%384 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %387 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384, %386 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %388 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %387 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %389 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%388 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %390 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%383 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %393 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %395 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397, %arg62 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %399 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398, %arg63 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_140 = tensor.collapse_shape %399 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %400 = linalg.matmul ins(%collapsed_140, %arg64 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%40 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %401 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg65 : tensor<2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %402 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%400, %401 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x2304xf32>
    %expanded_141 = tensor.expand_shape %402 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_142 = tensor.extract_slice %expanded_141[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_143 = tensor.extract_slice %expanded_141[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_144 = tensor.extract_slice %expanded_141[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_145 = tensor.expand_shape %extracted_slice_143 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_146 = tensor.expand_shape %extracted_slice_144 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_147 = linalg.transpose ins(%expanded_146 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_148 = tensor.expand_shape %extracted_slice_142 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_149 = linalg.transpose ins(%expanded_148 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %403 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_149 : tensor<8x12x1024x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_150 = linalg.transpose ins(%expanded_145 : tensor<8x1024x12x64xf32>) outs(%48 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %404 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_150 : tensor<8x12x64x1024xf32>) outs(%48 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_151 = tensor.collapse_shape %403 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_152 = tensor.collapse_shape %404 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %405 = linalg.batch_matmul ins(%collapsed_151, %collapsed_152 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%51 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_153 = tensor.expand_shape %405 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %406 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_153, %46 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %407:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%406 : tensor<8x12x1024x1024xf32>) outs(%58, %56 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %873 = linalg.index 3 : index
      %874 = arith.index_cast %873 : index to i64
      %875 = arith.maximumf %in, %out : f32
      %876 = arith.cmpf ogt, %in, %out : f32
      %877 = arith.select %876, %874, %out_318 : i64
      linalg.yield %875, %877 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_154 = tensor.expand_shape %407#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %408 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406, %expanded_154 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %409 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408 : tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.exp %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %410 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%409 : tensor<8x12x1024x1024xf32>) outs(%63 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1xf32>
    %411 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409, %410 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.divf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %412 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406 : tensor<8x12x1024x1024xf32>) outs(%66 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %873 = arith.extf %in : f32 to f64
      %874 = arith.cmpf oeq, %873, %cst_9 : f64
      linalg.yield %874 : i1
    } -> tensor<8x12x1024x1024xi1>
    %413 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%412 : tensor<8x12x1024x1024xi1>) outs(%69 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %873 = arith.andi %in, %out : i1
      linalg.yield %873 : i1
    } -> tensor<8x12x1024x1xi1>
    %414 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %cst_2, %411 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %873 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_155 = tensor.collapse_shape %414 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_156 = tensor.collapse_shape %transposed_147 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %415 = linalg.batch_matmul ins(%collapsed_155, %collapsed_156 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%73 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_157 = tensor.expand_shape %415 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_158 = linalg.transpose ins(%expanded_157 : tensor<8x12x1024x64xf32>) outs(%75 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_159 = tensor.collapse_shape %transposed_158 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %416 = linalg.matmul ins(%collapsed_159, %arg66 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %417 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %418 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%416, %417 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_160 = tensor.expand_shape %418 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %383 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %421 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%420 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %422 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %423 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %422 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %424 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %423 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %425 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%424 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %426 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %427 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%419 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %429 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432, %431 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433, %arg68 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434, %arg69 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_161 = tensor.collapse_shape %435 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %436 = linalg.matmul ins(%collapsed_161, %arg70 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%99 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %437 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg71 : tensor<3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %438 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%436, %437 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x3072xf32>
    %expanded_162 = tensor.expand_shape %438 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %439 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.mulf %in, %cst_13 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%440 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_7 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162, %441 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_6 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.tanh %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %cst_14 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439, %445 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_163 = tensor.collapse_shape %446 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %447 = linalg.matmul ins(%collapsed_163, %arg72 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %448 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg73 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %449 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%447, %448 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_164 = tensor.expand_shape %449 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %expanded_164 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %452 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%451 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %453 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %454 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451, %453 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %455 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454, %454 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %456 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%455 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %457 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %458 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%450 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %460 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463, %462 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %465 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464, %arg74 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %466 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465, %arg75 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_165 = tensor.collapse_shape %466 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %467 = linalg.matmul ins(%collapsed_165, %arg76 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%40 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %468 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg77 : tensor<2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %469 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%467, %468 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x2304xf32>
    %expanded_166 = tensor.expand_shape %469 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_167 = tensor.extract_slice %expanded_166[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_168 = tensor.extract_slice %expanded_166[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_169 = tensor.extract_slice %expanded_166[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_170 = tensor.expand_shape %extracted_slice_168 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_171 = tensor.expand_shape %extracted_slice_169 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_172 = linalg.transpose ins(%expanded_171 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_173 = tensor.expand_shape %extracted_slice_167 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_174 = linalg.transpose ins(%expanded_173 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %470 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_174 : tensor<8x12x1024x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_175 = linalg.transpose ins(%expanded_170 : tensor<8x1024x12x64xf32>) outs(%48 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %471 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_175 : tensor<8x12x64x1024xf32>) outs(%48 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_176 = tensor.collapse_shape %470 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_177 = tensor.collapse_shape %471 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %472 = linalg.batch_matmul ins(%collapsed_176, %collapsed_177 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%51 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_178 = tensor.expand_shape %472 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %473 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_178, %46 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %474:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%473 : tensor<8x12x1024x1024xf32>) outs(%58, %56 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %873 = linalg.index 3 : index
      %874 = arith.index_cast %873 : index to i64
      %875 = arith.maximumf %in, %out : f32
      %876 = arith.cmpf ogt, %in, %out : f32
      %877 = arith.select %876, %874, %out_318 : i64
      linalg.yield %875, %877 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_179 = tensor.expand_shape %474#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %475 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %expanded_179 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %476 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%475 : tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.exp %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %477 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%476 : tensor<8x12x1024x1024xf32>) outs(%63 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1xf32>
    %478 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476, %477 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.divf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %479 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473 : tensor<8x12x1024x1024xf32>) outs(%66 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %873 = arith.extf %in : f32 to f64
      %874 = arith.cmpf oeq, %873, %cst_9 : f64
      linalg.yield %874 : i1
    } -> tensor<8x12x1024x1024xi1>
    %480 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%479 : tensor<8x12x1024x1024xi1>) outs(%69 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %873 = arith.andi %in, %out : i1
      linalg.yield %873 : i1
    } -> tensor<8x12x1024x1xi1>
    %481 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480, %cst_2, %478 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %873 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_180 = tensor.collapse_shape %481 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_181 = tensor.collapse_shape %transposed_172 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %482 = linalg.batch_matmul ins(%collapsed_180, %collapsed_181 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%73 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_182 = tensor.expand_shape %482 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_183 = linalg.transpose ins(%expanded_182 : tensor<8x12x1024x64xf32>) outs(%75 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_184 = tensor.collapse_shape %transposed_183 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %483 = linalg.matmul ins(%collapsed_184, %arg78 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %484 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg79 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %485 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%483, %484 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_185 = tensor.expand_shape %485 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_185, %450 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %488 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%487 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %489 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %490 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%487, %489 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %491 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490, %490 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %492 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%491 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %493 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %494 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%486 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%497 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %496 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %498 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500, %arg80 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501, %arg81 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_186 = tensor.collapse_shape %502 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %503 = linalg.matmul ins(%collapsed_186, %arg82 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%99 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %504 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg83 : tensor<3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %505 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%503, %504 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x3072xf32>
    %expanded_187 = tensor.expand_shape %505 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.mulf %in, %cst_13 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_7 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187, %508 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_6 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.tanh %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %cst_14 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506, %512 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_188 = tensor.collapse_shape %513 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %514 = linalg.matmul ins(%collapsed_188, %arg84 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %515 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %516 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%514, %515 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_189 = tensor.expand_shape %516 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %expanded_189 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %519 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%518 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %521 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518, %520 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %522 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %521 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %523 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%522 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %524 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %525 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%517 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517, %527 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %531 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530, %529 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %532 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531, %arg86 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %533 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532, %arg87 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_190 = tensor.collapse_shape %533 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %534 = linalg.matmul ins(%collapsed_190, %arg88 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%40 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %535 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg89 : tensor<2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %536 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%534, %535 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x2304xf32>
    %expanded_191 = tensor.expand_shape %536 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_192 = tensor.extract_slice %expanded_191[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_193 = tensor.extract_slice %expanded_191[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_194 = tensor.extract_slice %expanded_191[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_195 = tensor.expand_shape %extracted_slice_193 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_196 = tensor.expand_shape %extracted_slice_194 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_197 = linalg.transpose ins(%expanded_196 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_198 = tensor.expand_shape %extracted_slice_192 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_199 = linalg.transpose ins(%expanded_198 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %537 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_199 : tensor<8x12x1024x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_200 = linalg.transpose ins(%expanded_195 : tensor<8x1024x12x64xf32>) outs(%48 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %538 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_200 : tensor<8x12x64x1024xf32>) outs(%48 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_201 = tensor.collapse_shape %537 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_202 = tensor.collapse_shape %538 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %539 = linalg.batch_matmul ins(%collapsed_201, %collapsed_202 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%51 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_203 = tensor.expand_shape %539 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %540 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_203, %46 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %541:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%540 : tensor<8x12x1024x1024xf32>) outs(%58, %56 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %873 = linalg.index 3 : index
      %874 = arith.index_cast %873 : index to i64
      %875 = arith.maximumf %in, %out : f32
      %876 = arith.cmpf ogt, %in, %out : f32
      %877 = arith.select %876, %874, %out_318 : i64
      linalg.yield %875, %877 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_204 = tensor.expand_shape %541#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %542 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%540, %expanded_204 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %543 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542 : tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.exp %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %544 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%543 : tensor<8x12x1024x1024xf32>) outs(%63 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1xf32>
    %545 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %544 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.divf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %546 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%540 : tensor<8x12x1024x1024xf32>) outs(%66 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %873 = arith.extf %in : f32 to f64
      %874 = arith.cmpf oeq, %873, %cst_9 : f64
      linalg.yield %874 : i1
    } -> tensor<8x12x1024x1024xi1>
    %547 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%546 : tensor<8x12x1024x1024xi1>) outs(%69 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %873 = arith.andi %in, %out : i1
      linalg.yield %873 : i1
    } -> tensor<8x12x1024x1xi1>
    %548 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547, %cst_2, %545 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %873 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_205 = tensor.collapse_shape %548 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_206 = tensor.collapse_shape %transposed_197 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %549 = linalg.batch_matmul ins(%collapsed_205, %collapsed_206 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%73 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_207 = tensor.expand_shape %549 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_208 = linalg.transpose ins(%expanded_207 : tensor<8x12x1024x64xf32>) outs(%75 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_209 = tensor.collapse_shape %transposed_208 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %550 = linalg.matmul ins(%collapsed_209, %arg90 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %551 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg91 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %552 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%550, %551 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_210 = tensor.expand_shape %552 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %553 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210, %517 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %554 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %555 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%554 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %556 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%555 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %557 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554, %556 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %558 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557, %557 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %559 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%558 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %560 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %561 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%553 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %563 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %565 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553, %563 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %565 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567, %arg92 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568, %arg93 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_211 = tensor.collapse_shape %569 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %570 = linalg.matmul ins(%collapsed_211, %arg94 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%99 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %571 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg95 : tensor<3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %572 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%570, %571 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x3072xf32>
    %expanded_212 = tensor.expand_shape %572 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.mulf %in, %cst_13 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_7 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212, %575 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_6 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.tanh %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %cst_14 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %580 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %579 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_213 = tensor.collapse_shape %580 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %581 = linalg.matmul ins(%collapsed_213, %arg96 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %582 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg97 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %583 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%581, %582 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_214 = tensor.expand_shape %583 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %584 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553, %expanded_214 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %585 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %586 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%585 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %587 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %588 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585, %587 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %589 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588, %588 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %590 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%589 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %591 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %592 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%584 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %596 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %597 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584, %594 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %598 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %596 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %599 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598, %arg98 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %600 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599, %arg99 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_215 = tensor.collapse_shape %600 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %601 = linalg.matmul ins(%collapsed_215, %arg100 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%40 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %602 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg101 : tensor<2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %603 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%601, %602 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x2304xf32>
    %expanded_216 = tensor.expand_shape %603 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_217 = tensor.extract_slice %expanded_216[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_218 = tensor.extract_slice %expanded_216[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_219 = tensor.extract_slice %expanded_216[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_220 = tensor.expand_shape %extracted_slice_218 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_221 = tensor.expand_shape %extracted_slice_219 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_222 = linalg.transpose ins(%expanded_221 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_223 = tensor.expand_shape %extracted_slice_217 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_224 = linalg.transpose ins(%expanded_223 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %604 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_224 : tensor<8x12x1024x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_225 = linalg.transpose ins(%expanded_220 : tensor<8x1024x12x64xf32>) outs(%48 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %605 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_225 : tensor<8x12x64x1024xf32>) outs(%48 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_226 = tensor.collapse_shape %604 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_227 = tensor.collapse_shape %605 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %606 = linalg.batch_matmul ins(%collapsed_226, %collapsed_227 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%51 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_228 = tensor.expand_shape %606 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %607 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_228, %46 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %608:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%607 : tensor<8x12x1024x1024xf32>) outs(%58, %56 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %873 = linalg.index 3 : index
      %874 = arith.index_cast %873 : index to i64
      %875 = arith.maximumf %in, %out : f32
      %876 = arith.cmpf ogt, %in, %out : f32
      %877 = arith.select %876, %874, %out_318 : i64
      linalg.yield %875, %877 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_229 = tensor.expand_shape %608#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %609 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%607, %expanded_229 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %610 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%609 : tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.exp %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %611 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%610 : tensor<8x12x1024x1024xf32>) outs(%63 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1xf32>
    %612 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%610, %611 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.divf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %613 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%607 : tensor<8x12x1024x1024xf32>) outs(%66 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %873 = arith.extf %in : f32 to f64
      %874 = arith.cmpf oeq, %873, %cst_9 : f64
      linalg.yield %874 : i1
    } -> tensor<8x12x1024x1024xi1>
    %614 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%613 : tensor<8x12x1024x1024xi1>) outs(%69 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %873 = arith.andi %in, %out : i1
      linalg.yield %873 : i1
    } -> tensor<8x12x1024x1xi1>
    %615 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%614, %cst_2, %612 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %873 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_230 = tensor.collapse_shape %615 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_231 = tensor.collapse_shape %transposed_222 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %616 = linalg.batch_matmul ins(%collapsed_230, %collapsed_231 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%73 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_232 = tensor.expand_shape %616 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_233 = linalg.transpose ins(%expanded_232 : tensor<8x12x1024x64xf32>) outs(%75 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_234 = tensor.collapse_shape %transposed_233 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %617 = linalg.matmul ins(%collapsed_234, %arg102 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %618 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg103 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %619 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%617, %618 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_235 = tensor.expand_shape %619 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_235, %584 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %621 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %622 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%621 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %623 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %624 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621, %623 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %625 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%624, %624 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %626 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%625 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %627 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %628 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %629 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%620 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %630 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %631 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %632 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %633 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620, %630 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %634 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%633, %632 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %635 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634, %arg104 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %636 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%635, %arg105 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_236 = tensor.collapse_shape %636 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %637 = linalg.matmul ins(%collapsed_236, %arg106 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%99 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %638 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg107 : tensor<3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %639 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%637, %638 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x3072xf32>
    %expanded_237 = tensor.expand_shape %639 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %640 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_237 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.mulf %in, %cst_13 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %641 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_237 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %642 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_7 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %643 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_237, %642 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %644 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%643 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_6 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %645 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%644 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.tanh %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %646 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%645 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %cst_14 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %647 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%640, %646 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_238 = tensor.collapse_shape %647 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %648 = linalg.matmul ins(%collapsed_238, %arg108 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %649 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg109 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %650 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%648, %649 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_239 = tensor.expand_shape %650 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %651 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620, %expanded_239 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %652 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %653 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%652 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %654 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%653 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %655 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %654 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %656 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%655, %655 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %657 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%656 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %658 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%657 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %659 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%658 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %660 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%651 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %661 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%660 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %662 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%659 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %663 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%662 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %664 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651, %661 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %665 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%664, %663 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %666 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%665, %arg110 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %667 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%666, %arg111 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_240 = tensor.collapse_shape %667 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %668 = linalg.matmul ins(%collapsed_240, %arg112 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%40 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %669 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg113 : tensor<2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %670 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%668, %669 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x2304xf32>
    %expanded_241 = tensor.expand_shape %670 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_242 = tensor.extract_slice %expanded_241[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_243 = tensor.extract_slice %expanded_241[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_244 = tensor.extract_slice %expanded_241[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_245 = tensor.expand_shape %extracted_slice_243 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_246 = tensor.expand_shape %extracted_slice_244 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_247 = linalg.transpose ins(%expanded_246 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_248 = tensor.expand_shape %extracted_slice_242 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_249 = linalg.transpose ins(%expanded_248 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %671 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_249 : tensor<8x12x1024x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_250 = linalg.transpose ins(%expanded_245 : tensor<8x1024x12x64xf32>) outs(%48 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %672 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_250 : tensor<8x12x64x1024xf32>) outs(%48 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_251 = tensor.collapse_shape %671 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_252 = tensor.collapse_shape %672 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %673 = linalg.batch_matmul ins(%collapsed_251, %collapsed_252 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%51 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_253 = tensor.expand_shape %673 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %674 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_253, %46 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %675:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%674 : tensor<8x12x1024x1024xf32>) outs(%58, %56 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %873 = linalg.index 3 : index
      %874 = arith.index_cast %873 : index to i64
      %875 = arith.maximumf %in, %out : f32
      %876 = arith.cmpf ogt, %in, %out : f32
      %877 = arith.select %876, %874, %out_318 : i64
      linalg.yield %875, %877 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_254 = tensor.expand_shape %675#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %676 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%674, %expanded_254 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %677 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%676 : tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.exp %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %678 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%677 : tensor<8x12x1024x1024xf32>) outs(%63 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1xf32>
    %679 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%677, %678 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.divf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %680 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%674 : tensor<8x12x1024x1024xf32>) outs(%66 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %873 = arith.extf %in : f32 to f64
      %874 = arith.cmpf oeq, %873, %cst_9 : f64
      linalg.yield %874 : i1
    } -> tensor<8x12x1024x1024xi1>
    %681 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%680 : tensor<8x12x1024x1024xi1>) outs(%69 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %873 = arith.andi %in, %out : i1
      linalg.yield %873 : i1
    } -> tensor<8x12x1024x1xi1>
    %682 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%681, %cst_2, %679 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %873 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_255 = tensor.collapse_shape %682 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_256 = tensor.collapse_shape %transposed_247 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %683 = linalg.batch_matmul ins(%collapsed_255, %collapsed_256 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%73 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_257 = tensor.expand_shape %683 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_258 = linalg.transpose ins(%expanded_257 : tensor<8x12x1024x64xf32>) outs(%75 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_259 = tensor.collapse_shape %transposed_258 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %684 = linalg.matmul ins(%collapsed_259, %arg114 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %685 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg115 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %686 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%684, %685 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_260 = tensor.expand_shape %686 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %687 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_260, %651 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %688 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%687 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %689 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%688 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %690 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %691 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688, %690 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %692 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691, %691 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %693 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%692 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %694 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%693 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %695 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%694 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %696 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%687 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %697 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %698 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %699 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %700 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%687, %697 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %701 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%700, %699 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %702 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701, %arg116 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %703 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%702, %arg117 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_261 = tensor.collapse_shape %703 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %704 = linalg.matmul ins(%collapsed_261, %arg118 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%99 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %705 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg119 : tensor<3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %706 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%704, %705 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x3072xf32>
    %expanded_262 = tensor.expand_shape %706 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %707 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_262 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.mulf %in, %cst_13 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %708 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_262 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %709 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%708 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_7 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %710 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_262, %709 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %711 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%710 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_6 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %712 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%711 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.tanh %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %713 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %cst_14 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %714 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707, %713 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_263 = tensor.collapse_shape %714 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %715 = linalg.matmul ins(%collapsed_263, %arg120 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %716 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg121 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %717 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%715, %716 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_264 = tensor.expand_shape %717 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %718 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%687, %expanded_264 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %719 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %720 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%719 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %721 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %722 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%719, %721 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %723 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%722, %722 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %724 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%723 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %725 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %726 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%725 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %727 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%718 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %728 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%727 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %729 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%726 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %730 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%729 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %731 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718, %728 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %732 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%731, %730 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %733 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%732, %arg122 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %734 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%733, %arg123 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_265 = tensor.collapse_shape %734 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %735 = linalg.matmul ins(%collapsed_265, %arg124 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%40 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %736 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg125 : tensor<2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %737 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%735, %736 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x2304xf32>
    %expanded_266 = tensor.expand_shape %737 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_267 = tensor.extract_slice %expanded_266[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_268 = tensor.extract_slice %expanded_266[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_269 = tensor.extract_slice %expanded_266[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_270 = tensor.expand_shape %extracted_slice_268 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_271 = tensor.expand_shape %extracted_slice_269 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_272 = linalg.transpose ins(%expanded_271 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_273 = tensor.expand_shape %extracted_slice_267 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_274 = linalg.transpose ins(%expanded_273 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %738 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_274 : tensor<8x12x1024x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_275 = linalg.transpose ins(%expanded_270 : tensor<8x1024x12x64xf32>) outs(%48 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %739 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_275 : tensor<8x12x64x1024xf32>) outs(%48 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_276 = tensor.collapse_shape %738 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_277 = tensor.collapse_shape %739 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %740 = linalg.batch_matmul ins(%collapsed_276, %collapsed_277 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%51 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_278 = tensor.expand_shape %740 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %741 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_278, %46 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %742:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%741 : tensor<8x12x1024x1024xf32>) outs(%58, %56 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %873 = linalg.index 3 : index
      %874 = arith.index_cast %873 : index to i64
      %875 = arith.maximumf %in, %out : f32
      %876 = arith.cmpf ogt, %in, %out : f32
      %877 = arith.select %876, %874, %out_318 : i64
      linalg.yield %875, %877 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_279 = tensor.expand_shape %742#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %743 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%741, %expanded_279 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %744 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%743 : tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.exp %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %745 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%744 : tensor<8x12x1024x1024xf32>) outs(%63 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1xf32>
    %746 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%744, %745 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.divf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %747 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%741 : tensor<8x12x1024x1024xf32>) outs(%66 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %873 = arith.extf %in : f32 to f64
      %874 = arith.cmpf oeq, %873, %cst_9 : f64
      linalg.yield %874 : i1
    } -> tensor<8x12x1024x1024xi1>
    %748 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%747 : tensor<8x12x1024x1024xi1>) outs(%69 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %873 = arith.andi %in, %out : i1
      linalg.yield %873 : i1
    } -> tensor<8x12x1024x1xi1>
    %749 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%748, %cst_2, %746 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %873 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_280 = tensor.collapse_shape %749 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_281 = tensor.collapse_shape %transposed_272 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %750 = linalg.batch_matmul ins(%collapsed_280, %collapsed_281 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%73 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_282 = tensor.expand_shape %750 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_283 = linalg.transpose ins(%expanded_282 : tensor<8x12x1024x64xf32>) outs(%75 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_284 = tensor.collapse_shape %transposed_283 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %751 = linalg.matmul ins(%collapsed_284, %arg126 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %752 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg127 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %753 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%751, %752 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_285 = tensor.expand_shape %753 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %754 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_285, %718 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %755 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%754 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %756 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%755 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %757 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%756 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %758 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755, %757 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %759 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758, %758 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %760 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%759 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %761 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%760 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %762 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %763 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%754 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %764 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%763 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %765 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%762 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %766 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%765 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %767 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%754, %764 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %768 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%767, %766 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %769 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%768, %arg128 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %770 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%769, %arg129 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_286 = tensor.collapse_shape %770 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %771 = linalg.matmul ins(%collapsed_286, %arg130 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%99 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %772 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg131 : tensor<3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %773 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%771, %772 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x3072xf32>
    %expanded_287 = tensor.expand_shape %773 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %774 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_287 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.mulf %in, %cst_13 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %775 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_287 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %776 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%775 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_7 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %777 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_287, %776 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %778 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%777 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_6 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %779 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%778 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.tanh %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %780 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%779 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %cst_14 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %781 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%774, %780 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_288 = tensor.collapse_shape %781 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %782 = linalg.matmul ins(%collapsed_288, %arg132 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %783 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg133 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %784 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%782, %783 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_289 = tensor.expand_shape %784 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %785 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%754, %expanded_289 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %786 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%785 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %787 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%786 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %788 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%787 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %789 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%786, %788 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %790 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%789, %789 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %791 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%790 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %792 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%791 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %793 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%792 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %794 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%785 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %795 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%794 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %796 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%793 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %797 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%796 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %798 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%785, %795 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %799 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%798, %797 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %800 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%799, %arg134 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %801 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%800, %arg135 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_290 = tensor.collapse_shape %801 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %802 = linalg.matmul ins(%collapsed_290, %arg136 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%40 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %803 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg137 : tensor<2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %804 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%802, %803 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%39 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x2304xf32>
    %expanded_291 = tensor.expand_shape %804 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_292 = tensor.extract_slice %expanded_291[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_293 = tensor.extract_slice %expanded_291[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_294 = tensor.extract_slice %expanded_291[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_295 = tensor.expand_shape %extracted_slice_293 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_296 = tensor.expand_shape %extracted_slice_294 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_297 = linalg.transpose ins(%expanded_296 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_298 = tensor.expand_shape %extracted_slice_292 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_299 = linalg.transpose ins(%expanded_298 : tensor<8x1024x12x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %805 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_299 : tensor<8x12x1024x64xf32>) outs(%44 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_300 = linalg.transpose ins(%expanded_295 : tensor<8x1024x12x64xf32>) outs(%48 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %806 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_300 : tensor<8x12x64x1024xf32>) outs(%48 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_8 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_301 = tensor.collapse_shape %805 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_302 = tensor.collapse_shape %806 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %807 = linalg.batch_matmul ins(%collapsed_301, %collapsed_302 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%51 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_303 = tensor.expand_shape %807 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %808 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_303, %46 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %809:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%808 : tensor<8x12x1024x1024xf32>) outs(%58, %56 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %873 = linalg.index 3 : index
      %874 = arith.index_cast %873 : index to i64
      %875 = arith.maximumf %in, %out : f32
      %876 = arith.cmpf ogt, %in, %out : f32
      %877 = arith.select %876, %874, %out_318 : i64
      linalg.yield %875, %877 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_304 = tensor.expand_shape %809#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %810 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%808, %expanded_304 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %811 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%810 : tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.exp %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %812 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%811 : tensor<8x12x1024x1024xf32>) outs(%63 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1xf32>
    %813 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%811, %812 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.divf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %814 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%808 : tensor<8x12x1024x1024xf32>) outs(%66 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %873 = arith.extf %in : f32 to f64
      %874 = arith.cmpf oeq, %873, %cst_9 : f64
      linalg.yield %874 : i1
    } -> tensor<8x12x1024x1024xi1>
    %815 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%814 : tensor<8x12x1024x1024xi1>) outs(%69 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %873 = arith.andi %in, %out : i1
      linalg.yield %873 : i1
    } -> tensor<8x12x1024x1xi1>
    %816 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%815, %cst_2, %813 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%53 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %873 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %873 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_305 = tensor.collapse_shape %816 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_306 = tensor.collapse_shape %transposed_297 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %817 = linalg.batch_matmul ins(%collapsed_305, %collapsed_306 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%73 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_307 = tensor.expand_shape %817 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_308 = linalg.transpose ins(%expanded_307 : tensor<8x12x1024x64xf32>) outs(%75 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_309 = tensor.collapse_shape %transposed_308 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %818 = linalg.matmul ins(%collapsed_309, %arg138 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %819 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg139 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %820 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%818, %819 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_310 = tensor.expand_shape %820 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %821 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_310, %785 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %822 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%821 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %823 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%822 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %824 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %825 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%822, %824 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %826 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825, %825 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %827 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%826 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %828 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%827 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %829 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%828 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %830 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%821 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %831 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %832 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%829 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %833 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %834 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%821, %831 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %835 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834, %833 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %836 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%835, %arg140 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %837 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%836, %arg141 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_311 = tensor.collapse_shape %837 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %838 = linalg.matmul ins(%collapsed_311, %arg142 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%99 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %839 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg143 : tensor<3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %840 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%838, %839 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%98 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x3072xf32>
    %expanded_312 = tensor.expand_shape %840 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %841 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_312 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.mulf %in, %cst_13 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %842 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_312 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %843 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%842 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_7 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %844 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_312, %843 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %845 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%844 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_6 : f64 to f32
      %874 = arith.mulf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x3072xf32>
    %846 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%845 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.tanh %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %847 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%846 : tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %cst_14 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %848 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%841, %847 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%103 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_313 = tensor.collapse_shape %848 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %849 = linalg.matmul ins(%collapsed_313, %arg144 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %850 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg145 : tensor<768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %851 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%849, %850 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%76 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8192x768xf32>
    %expanded_314 = tensor.expand_shape %851 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %852 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%821, %expanded_314 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %853 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852 : tensor<8x1024x768xf32>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %873 = arith.extf %in : f32 to f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %854 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%853 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %855 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%854 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %856 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%853, %855 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.subf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %857 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%856, %856 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%18 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %873 = arith.mulf %in, %in_318 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x768xf64>
    %858 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%857 : tensor<8x1024x768xf64>) outs(%21 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.addf %in, %out : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %859 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%858 : tensor<8x1024x1xf64>) outs(%20 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %873 = arith.divf %in, %cst_11 : f64
      linalg.yield %873 : f64
    } -> tensor<8x1024x1xf64>
    %860 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%859 : tensor<8x1024x1xf64>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %873 = arith.truncf %in : f64 to f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %861 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%852 : tensor<8x1024x768xf32>) outs(%30 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.addf %in, %out : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %862 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%861 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.divf %in, %cst_12 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %863 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%860 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = arith.truncf %cst_10 : f64 to f32
      %874 = arith.addf %in, %873 : f32
      linalg.yield %874 : f32
    } -> tensor<8x1024x1xf32>
    %864 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%863 : tensor<8x1024x1xf32>) outs(%28 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %873 = math.rsqrt %in : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x1xf32>
    %865 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852, %862 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.subf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %866 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%865, %864 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %867 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%866, %arg146 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.mulf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %868 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%867, %arg147 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %873 = arith.addf %in, %in_318 : f32
      linalg.yield %873 : f32
    } -> tensor<8x1024x768xf32>
    %869 = tensor.empty() : tensor<768x50257xf32>
    %transposed_315 = linalg.transpose ins(%arg0 : tensor<50257x768xf32>) outs(%869 : tensor<768x50257xf32>) permutation = [1, 0] 
    %collapsed_316 = tensor.collapse_shape %868 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %870 = tensor.empty() : tensor<8192x50257xf32>
    %871 = linalg.fill ins(%cst_0 : f32) outs(%870 : tensor<8192x50257xf32>) -> tensor<8192x50257xf32>
    %872 = linalg.matmul ins(%collapsed_316, %transposed_315 : tensor<8192x768xf32>, tensor<768x50257xf32>) outs(%871 : tensor<8192x50257xf32>) -> tensor<8192x50257xf32>
    %expanded_317 = tensor.expand_shape %872 [[0, 1], [2]] output_shape [8, 1024, 50257] : tensor<8192x50257xf32> into tensor<8x1024x50257xf32>
    return %expanded_317 : tensor<8x1024x50257xf32>
  }
}

#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<50257x768xf32>, %arg1: tensor<1024x768xf32>, %arg2: tensor<768xf32>, %arg3: tensor<768xf32>, %arg4: tensor<768x2304xf32>, %arg5: tensor<2304xf32>, %arg6: tensor<768x768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<768x3072xf32>, %arg11: tensor<3072xf32>, %arg12: tensor<3072x768xf32>, %arg13: tensor<768xf32>, %arg14: tensor<768xf32>, %arg15: tensor<768xf32>, %arg16: tensor<768x2304xf32>, %arg17: tensor<2304xf32>, %arg18: tensor<768x768xf32>, %arg19: tensor<768xf32>, %arg20: tensor<768xf32>, %arg21: tensor<768xf32>, %arg22: tensor<768x3072xf32>, %arg23: tensor<3072xf32>, %arg24: tensor<3072x768xf32>, %arg25: tensor<768xf32>, %arg26: tensor<768xf32>, %arg27: tensor<768xf32>, %arg28: tensor<768x2304xf32>, %arg29: tensor<2304xf32>, %arg30: tensor<768x768xf32>, %arg31: tensor<768xf32>, %arg32: tensor<768xf32>, %arg33: tensor<768xf32>, %arg34: tensor<768x3072xf32>, %arg35: tensor<3072xf32>, %arg36: tensor<3072x768xf32>, %arg37: tensor<768xf32>, %arg38: tensor<768xf32>, %arg39: tensor<768xf32>, %arg40: tensor<768x2304xf32>, %arg41: tensor<2304xf32>, %arg42: tensor<768x768xf32>, %arg43: tensor<768xf32>, %arg44: tensor<768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<768x3072xf32>, %arg47: tensor<3072xf32>, %arg48: tensor<3072x768xf32>, %arg49: tensor<768xf32>, %arg50: tensor<768xf32>, %arg51: tensor<768xf32>, %arg52: tensor<768x2304xf32>, %arg53: tensor<2304xf32>, %arg54: tensor<768x768xf32>, %arg55: tensor<768xf32>, %arg56: tensor<768xf32>, %arg57: tensor<768xf32>, %arg58: tensor<768x3072xf32>, %arg59: tensor<3072xf32>, %arg60: tensor<3072x768xf32>, %arg61: tensor<768xf32>, %arg62: tensor<768xf32>, %arg63: tensor<768xf32>, %arg64: tensor<768x2304xf32>, %arg65: tensor<2304xf32>, %arg66: tensor<768x768xf32>, %arg67: tensor<768xf32>, %arg68: tensor<768xf32>, %arg69: tensor<768xf32>, %arg70: tensor<768x3072xf32>, %arg71: tensor<3072xf32>, %arg72: tensor<3072x768xf32>, %arg73: tensor<768xf32>, %arg74: tensor<768xf32>, %arg75: tensor<768xf32>, %arg76: tensor<768x2304xf32>, %arg77: tensor<2304xf32>, %arg78: tensor<768x768xf32>, %arg79: tensor<768xf32>, %arg80: tensor<768xf32>, %arg81: tensor<768xf32>, %arg82: tensor<768x3072xf32>, %arg83: tensor<3072xf32>, %arg84: tensor<3072x768xf32>, %arg85: tensor<768xf32>, %arg86: tensor<768xf32>, %arg87: tensor<768xf32>, %arg88: tensor<768x2304xf32>, %arg89: tensor<2304xf32>, %arg90: tensor<768x768xf32>, %arg91: tensor<768xf32>, %arg92: tensor<768xf32>, %arg93: tensor<768xf32>, %arg94: tensor<768x3072xf32>, %arg95: tensor<3072xf32>, %arg96: tensor<3072x768xf32>, %arg97: tensor<768xf32>, %arg98: tensor<768xf32>, %arg99: tensor<768xf32>, %arg100: tensor<768x2304xf32>, %arg101: tensor<2304xf32>, %arg102: tensor<768x768xf32>, %arg103: tensor<768xf32>, %arg104: tensor<768xf32>, %arg105: tensor<768xf32>, %arg106: tensor<768x3072xf32>, %arg107: tensor<3072xf32>, %arg108: tensor<3072x768xf32>, %arg109: tensor<768xf32>, %arg110: tensor<768xf32>, %arg111: tensor<768xf32>, %arg112: tensor<768x2304xf32>, %arg113: tensor<2304xf32>, %arg114: tensor<768x768xf32>, %arg115: tensor<768xf32>, %arg116: tensor<768xf32>, %arg117: tensor<768xf32>, %arg118: tensor<768x3072xf32>, %arg119: tensor<3072xf32>, %arg120: tensor<3072x768xf32>, %arg121: tensor<768xf32>, %arg122: tensor<768xf32>, %arg123: tensor<768xf32>, %arg124: tensor<768x2304xf32>, %arg125: tensor<2304xf32>, %arg126: tensor<768x768xf32>, %arg127: tensor<768xf32>, %arg128: tensor<768xf32>, %arg129: tensor<768xf32>, %arg130: tensor<768x3072xf32>, %arg131: tensor<3072xf32>, %arg132: tensor<3072x768xf32>, %arg133: tensor<768xf32>, %arg134: tensor<768xf32>, %arg135: tensor<768xf32>, %arg136: tensor<768x2304xf32>, %arg137: tensor<2304xf32>, %arg138: tensor<768x768xf32>, %arg139: tensor<768xf32>, %arg140: tensor<768xf32>, %arg141: tensor<768xf32>, %arg142: tensor<768x3072xf32>, %arg143: tensor<3072xf32>, %arg144: tensor<3072x768xf32>, %arg145: tensor<768xf32>, %arg146: tensor<768xf32>, %arg147: tensor<768xf32>, %arg148: tensor<1x512xi64>, %arg149: tensor<1x512xi64>) -> tensor<1x512x50257xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c512_i64 = arith.constant 512 : i64
    %c50257 = arith.constant 50257 : index
    %c1024 = arith.constant 1024 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x12x512x512xf32>
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
    %0 = tensor.empty() : tensor<1x512x768xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg148 : tensor<1x512xi64>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %871 = arith.index_cast %in : i64 to index
      %872 = linalg.index 2 : index
      %873 = arith.cmpi slt, %871, %c50257 : index
      cf.assert %873, "index must be smaller than dim size"
      %874 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %874, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%871, %872] : tensor<50257x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x512x768xf32>
    %2 = tensor.empty() : tensor<512xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<512xi64>) {
    ^bb0(%out: i64):
      %871 = linalg.index 0 : index
      %872 = arith.index_cast %871 : index to i64
      linalg.yield %872 : i64
    } -> tensor<512xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 512] : tensor<512xi64> into tensor<1x512xi64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x512xi64>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %871 = arith.index_cast %in : i64 to index
      %872 = linalg.index 2 : index
      %873 = arith.cmpi slt, %871, %c1024 : index
      cf.assert %873, "index must be smaller than dim size"
      %874 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %874, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%871, %872] : tensor<1024x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x512x768xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %4 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %6 = tensor.empty() : tensor<1x512xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg149 : tensor<1x512xi64>) outs(%6 : tensor<1x512xi1>) {
    ^bb0(%in: i64, %out: i1):
      %871 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %871 : i1
    } -> tensor<1x512xi1>
    %8 = tensor.empty() : tensor<1xi64>
    %9 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%8 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_15 = tensor.expand_shape %9 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_16 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 512, 1] : tensor<512xi64> into tensor<1x1x512x1xi64>
    %expanded_17 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 512] : tensor<512xi64> into tensor<1x1x1x512xi64>
    %10 = tensor.empty() : tensor<1x1x512x512xi1>
    %11 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %expanded_16 : tensor<1x1x1x512xi64>, tensor<1x1x512x1xi64>) outs(%10 : tensor<1x1x512x512xi1>) {
    ^bb0(%in: i64, %in_318: i64, %out: i1):
      %871 = arith.cmpi sle, %in, %in_318 : i64
      linalg.yield %871 : i1
    } -> tensor<1x1x512x512xi1>
    %12 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %11 : tensor<i1>, tensor<1x1x512x512xi1>) outs(%10 : tensor<1x1x512x512xi1>) {
    ^bb0(%in: i1, %in_318: i1, %out: i1):
      %871 = arith.andi %in, %in_318 : i1
      linalg.yield %871 : i1
    } -> tensor<1x1x512x512xi1>
    %13 = tensor.empty() : tensor<1x1x1x512xi1>
    %14 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_17 : tensor<1x1x1x1xi64>, tensor<1x1x1x512xi64>) outs(%13 : tensor<1x1x1x512xi1>) {
    ^bb0(%in: i64, %in_318: i64, %out: i1):
      %871 = arith.cmpi slt, %in, %c0_i64 : i64
      %872 = arith.addi %in, %c1_i64 : i64
      %873 = arith.select %871, %872, %in : i64
      %874 = arith.index_cast %873 : i64 to index
      %875 = arith.cmpi slt, %in_318, %c0_i64 : i64
      %876 = arith.addi %in_318, %c512_i64 : i64
      %877 = arith.select %875, %876, %in_318 : i64
      %878 = arith.index_cast %877 : i64 to index
      %extracted = tensor.extract %7[%874, %878] : tensor<1x512xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x1x512xi1>
    %15 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %14 : tensor<1x1x512x512xi1>, tensor<1x1x1x512xi1>) outs(%10 : tensor<1x1x512x512xi1>) {
    ^bb0(%in: i1, %in_318: i1, %out: i1):
      %871 = arith.andi %in, %in_318 : i1
      linalg.yield %871 : i1
    } -> tensor<1x1x512x512xi1>
    %16 = tensor.empty() : tensor<1x512x768xf64>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %18 = tensor.empty() : tensor<1x512x1xf64>
    %19 = linalg.fill ins(%cst : f64) outs(%18 : tensor<1x512x1xf64>) -> tensor<1x512x1xf64>
    %20 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %21 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %22 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%23 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %26 = tensor.empty() : tensor<1x512x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %28 = linalg.fill ins(%cst_0 : f32) outs(%26 : tensor<1x512x1xf32>) -> tensor<1x512x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %30 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %32 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %arg2 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %arg3 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed = tensor.collapse_shape %36 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %37 = tensor.empty() : tensor<512x2304xf32>
    %38 = linalg.fill ins(%cst_0 : f32) outs(%37 : tensor<512x2304xf32>) -> tensor<512x2304xf32>
    %39 = linalg.matmul ins(%collapsed, %arg4 : tensor<512x768xf32>, tensor<768x2304xf32>) outs(%38 : tensor<512x2304xf32>) -> tensor<512x2304xf32>
    %40 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x2304xf32>
    %41 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%39, %40 : tensor<512x2304xf32>, tensor<512x2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x2304xf32>
    %expanded_18 = tensor.expand_shape %41 [[0, 1], [2]] output_shape [1, 512, 2304] : tensor<512x2304xf32> into tensor<1x512x2304xf32>
    %extracted_slice = tensor.extract_slice %expanded_18[0, 0, 0] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_19 = tensor.extract_slice %expanded_18[0, 0, 768] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_20 = tensor.extract_slice %expanded_18[0, 0, 1536] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %expanded_21 = tensor.expand_shape %extracted_slice_19 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %expanded_22 = tensor.expand_shape %extracted_slice_20 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %42 = tensor.empty() : tensor<1x12x512x64xf32>
    %transposed = linalg.transpose ins(%expanded_22 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_23 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %43 = tensor.empty() : tensor<1x1x512x512xf32>
    %44 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %cst_3, %cst_4 : tensor<1x1x512x512xi1>, tensor<f32>, tensor<f32>) outs(%43 : tensor<1x1x512x512xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %871 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %871 : f32
    } -> tensor<1x1x512x512xf32>
    %45 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_24 : tensor<1x12x512x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x512x64xf32>
    %46 = tensor.empty() : tensor<1x12x64x512xf32>
    %transposed_25 = linalg.transpose ins(%expanded_21 : tensor<1x512x12x64xf32>) outs(%46 : tensor<1x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25 : tensor<1x12x64x512xf32>) outs(%46 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_26 = tensor.collapse_shape %45 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_27 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %48 = tensor.empty() : tensor<12x512x512xf32>
    %49 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %50 = linalg.batch_matmul ins(%collapsed_26, %collapsed_27 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%49 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_28 = tensor.expand_shape %50 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %51 = tensor.empty() : tensor<1x12x512x512xf32>
    %52 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28, %44 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %53 = tensor.empty() : tensor<1x12x512xi64>
    %54 = linalg.fill ins(%c0_i64 : i64) outs(%53 : tensor<1x12x512xi64>) -> tensor<1x12x512xi64>
    %55 = tensor.empty() : tensor<1x12x512xf32>
    %56 = linalg.fill ins(%cst_1 : f32) outs(%55 : tensor<1x12x512xf32>) -> tensor<1x12x512xf32>
    %57:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%52 : tensor<1x12x512x512xf32>) outs(%56, %54 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %871 = linalg.index 3 : index
      %872 = arith.index_cast %871 : index to i64
      %873 = arith.maximumf %in, %out : f32
      %874 = arith.cmpf ogt, %in, %out : f32
      %875 = arith.select %874, %872, %out_318 : i64
      linalg.yield %873, %875 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_29 = tensor.expand_shape %57#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %58 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_29 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %59 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.exp %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %60 = tensor.empty() : tensor<1x12x512x1xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<1x12x512x1xf32>) -> tensor<1x12x512x1xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%59 : tensor<1x12x512x512xf32>) outs(%61 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x1xf32>
    %63 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %62 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.divf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %64 = tensor.empty() : tensor<1x12x512x512xi1>
    %65 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x12x512x512xf32>) outs(%64 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %871 = arith.extf %in : f32 to f64
      %872 = arith.cmpf oeq, %871, %cst_9 : f64
      linalg.yield %872 : i1
    } -> tensor<1x12x512x512xi1>
    %66 = tensor.empty() : tensor<1x12x512x1xi1>
    %67 = linalg.fill ins(%true : i1) outs(%66 : tensor<1x12x512x1xi1>) -> tensor<1x12x512x1xi1>
    %68 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<1x12x512x512xi1>) outs(%67 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %871 = arith.andi %in, %out : i1
      linalg.yield %871 : i1
    } -> tensor<1x12x512x1xi1>
    %69 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %cst_2, %63 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %871 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_30 = tensor.collapse_shape %69 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_31 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %70 = tensor.empty() : tensor<12x512x64xf32>
    %71 = linalg.fill ins(%cst_0 : f32) outs(%70 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %72 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%71 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_32 = tensor.expand_shape %72 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %73 = tensor.empty() : tensor<1x512x12x64xf32>
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<1x12x512x64xf32>) outs(%73 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_34 = tensor.collapse_shape %transposed_33 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %74 = tensor.empty() : tensor<512x768xf32>
    %75 = linalg.fill ins(%cst_0 : f32) outs(%74 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %76 = linalg.matmul ins(%collapsed_34, %arg6 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %77 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%76, %77 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_35 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %5 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %81 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %83 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %82 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %84 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %83 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %85 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%79 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %89 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %91 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %arg8 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %arg9 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_36 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %96 = tensor.empty() : tensor<512x3072xf32>
    %97 = linalg.fill ins(%cst_0 : f32) outs(%96 : tensor<512x3072xf32>) -> tensor<512x3072xf32>
    %98 = linalg.matmul ins(%collapsed_36, %arg10 : tensor<512x768xf32>, tensor<768x3072xf32>) outs(%97 : tensor<512x3072xf32>) -> tensor<512x3072xf32>
    %99 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x3072xf32>
    %100 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%98, %99 : tensor<512x3072xf32>, tensor<512x3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x3072xf32>
    %expanded_37 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [1, 512, 3072] : tensor<512x3072xf32> into tensor<1x512x3072xf32>
    %101 = tensor.empty() : tensor<1x512x3072xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.mulf %in, %cst_13 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_7 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37, %104 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_6 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.tanh %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %cst_14 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %108 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %collapsed_38 = tensor.collapse_shape %109 [[0, 1], [2]] : tensor<1x512x3072xf32> into tensor<512x3072xf32>
    %110 = linalg.matmul ins(%collapsed_38, %arg12 : tensor<512x3072xf32>, tensor<3072x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %111 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%110, %111 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_39 = tensor.expand_shape %112 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %expanded_39 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %115 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%114 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %117 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %116 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %117 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %119 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%118 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %123 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %125 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %arg14 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %arg15 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_40 = tensor.collapse_shape %129 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %130 = linalg.matmul ins(%collapsed_40, %arg16 : tensor<512x768xf32>, tensor<768x2304xf32>) outs(%38 : tensor<512x2304xf32>) -> tensor<512x2304xf32>
    %131 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x2304xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%130, %131 : tensor<512x2304xf32>, tensor<512x2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x2304xf32>
    %expanded_41 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [1, 512, 2304] : tensor<512x2304xf32> into tensor<1x512x2304xf32>
    %extracted_slice_42 = tensor.extract_slice %expanded_41[0, 0, 0] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_41[0, 0, 768] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_44 = tensor.extract_slice %expanded_41[0, 0, 1536] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %expanded_45 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %expanded_46 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_48 = tensor.expand_shape %extracted_slice_42 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %133 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_49 : tensor<1x12x512x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_50 = linalg.transpose ins(%expanded_45 : tensor<1x512x12x64xf32>) outs(%46 : tensor<1x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %134 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_50 : tensor<1x12x64x512xf32>) outs(%46 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_51 = tensor.collapse_shape %133 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_52 = tensor.collapse_shape %134 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %135 = linalg.batch_matmul ins(%collapsed_51, %collapsed_52 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%49 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_53 = tensor.expand_shape %135 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %136 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_53, %44 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %137:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%136 : tensor<1x12x512x512xf32>) outs(%56, %54 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %871 = linalg.index 3 : index
      %872 = arith.index_cast %871 : index to i64
      %873 = arith.maximumf %in, %out : f32
      %874 = arith.cmpf ogt, %in, %out : f32
      %875 = arith.select %874, %872, %out_318 : i64
      linalg.yield %873, %875 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_54 = tensor.expand_shape %137#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %138 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %expanded_54 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %139 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.exp %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %140 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%139 : tensor<1x12x512x512xf32>) outs(%61 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x1xf32>
    %141 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %140 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.divf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %142 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<1x12x512x512xf32>) outs(%64 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %871 = arith.extf %in : f32 to f64
      %872 = arith.cmpf oeq, %871, %cst_9 : f64
      linalg.yield %872 : i1
    } -> tensor<1x12x512x512xi1>
    %143 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%142 : tensor<1x12x512x512xi1>) outs(%67 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %871 = arith.andi %in, %out : i1
      linalg.yield %871 : i1
    } -> tensor<1x12x512x1xi1>
    %144 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %cst_2, %141 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %871 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_55 = tensor.collapse_shape %144 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_56 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %145 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%71 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_57 = tensor.expand_shape %145 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<1x12x512x64xf32>) outs(%73 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_59 = tensor.collapse_shape %transposed_58 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %146 = linalg.matmul ins(%collapsed_59, %arg18 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %147 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %148 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%146, %147 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_60 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %113 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %151 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %153 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %152 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %154 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %153 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %155 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%149 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %159 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %161 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %arg20 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %arg21 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_61 = tensor.collapse_shape %165 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %166 = linalg.matmul ins(%collapsed_61, %arg22 : tensor<512x768xf32>, tensor<768x3072xf32>) outs(%97 : tensor<512x3072xf32>) -> tensor<512x3072xf32>
    %167 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x3072xf32>
    %168 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%166, %167 : tensor<512x3072xf32>, tensor<512x3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x3072xf32>
    %expanded_62 = tensor.expand_shape %168 [[0, 1], [2]] output_shape [1, 512, 3072] : tensor<512x3072xf32> into tensor<1x512x3072xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.mulf %in, %cst_13 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_7 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %171 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_6 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.tanh %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %cst_14 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %175 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %collapsed_63 = tensor.collapse_shape %176 [[0, 1], [2]] : tensor<1x512x3072xf32> into tensor<512x3072xf32>
    %177 = linalg.matmul ins(%collapsed_63, %arg24 : tensor<512x3072xf32>, tensor<3072x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %178 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %179 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%177, %178 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_64 = tensor.expand_shape %179 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %expanded_64 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %182 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%181 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %184 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %183 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %184 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %186 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%185 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%180 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %190 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %192 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %arg26 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %arg27 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_65 = tensor.collapse_shape %196 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %197 = linalg.matmul ins(%collapsed_65, %arg28 : tensor<512x768xf32>, tensor<768x2304xf32>) outs(%38 : tensor<512x2304xf32>) -> tensor<512x2304xf32>
    %198 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x2304xf32>
    %199 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%197, %198 : tensor<512x2304xf32>, tensor<512x2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x2304xf32>
    %expanded_66 = tensor.expand_shape %199 [[0, 1], [2]] output_shape [1, 512, 2304] : tensor<512x2304xf32> into tensor<1x512x2304xf32>
    %extracted_slice_67 = tensor.extract_slice %expanded_66[0, 0, 0] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_68 = tensor.extract_slice %expanded_66[0, 0, 768] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_69 = tensor.extract_slice %expanded_66[0, 0, 1536] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %expanded_70 = tensor.expand_shape %extracted_slice_68 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %expanded_71 = tensor.expand_shape %extracted_slice_69 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_72 = linalg.transpose ins(%expanded_71 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_73 = tensor.expand_shape %extracted_slice_67 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %200 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_74 : tensor<1x12x512x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_75 = linalg.transpose ins(%expanded_70 : tensor<1x512x12x64xf32>) outs(%46 : tensor<1x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %201 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_75 : tensor<1x12x64x512xf32>) outs(%46 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_76 = tensor.collapse_shape %200 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_77 = tensor.collapse_shape %201 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %202 = linalg.batch_matmul ins(%collapsed_76, %collapsed_77 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%49 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_78 = tensor.expand_shape %202 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %203 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_78, %44 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %204:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%203 : tensor<1x12x512x512xf32>) outs(%56, %54 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %871 = linalg.index 3 : index
      %872 = arith.index_cast %871 : index to i64
      %873 = arith.maximumf %in, %out : f32
      %874 = arith.cmpf ogt, %in, %out : f32
      %875 = arith.select %874, %872, %out_318 : i64
      linalg.yield %873, %875 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_79 = tensor.expand_shape %204#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %205 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_79 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %206 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.exp %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %207 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%206 : tensor<1x12x512x512xf32>) outs(%61 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x1xf32>
    %208 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %207 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.divf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %209 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<1x12x512x512xf32>) outs(%64 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %871 = arith.extf %in : f32 to f64
      %872 = arith.cmpf oeq, %871, %cst_9 : f64
      linalg.yield %872 : i1
    } -> tensor<1x12x512x512xi1>
    %210 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%209 : tensor<1x12x512x512xi1>) outs(%67 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %871 = arith.andi %in, %out : i1
      linalg.yield %871 : i1
    } -> tensor<1x12x512x1xi1>
    %211 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %cst_2, %208 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %871 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_80 = tensor.collapse_shape %211 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_81 = tensor.collapse_shape %transposed_72 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %212 = linalg.batch_matmul ins(%collapsed_80, %collapsed_81 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%71 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_82 = tensor.expand_shape %212 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_83 = linalg.transpose ins(%expanded_82 : tensor<1x12x512x64xf32>) outs(%73 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_84 = tensor.collapse_shape %transposed_83 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %213 = linalg.matmul ins(%collapsed_84, %arg30 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %214 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %215 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%213, %214 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_85 = tensor.expand_shape %215 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85, %180 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %218 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%217 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %220 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %219 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %220 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %222 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%221 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%216 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %226 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %228 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %arg32 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %arg33 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_86 = tensor.collapse_shape %232 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %233 = linalg.matmul ins(%collapsed_86, %arg34 : tensor<512x768xf32>, tensor<768x3072xf32>) outs(%97 : tensor<512x3072xf32>) -> tensor<512x3072xf32>
    %234 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x3072xf32>
    %235 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%233, %234 : tensor<512x3072xf32>, tensor<512x3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x3072xf32>
    %expanded_87 = tensor.expand_shape %235 [[0, 1], [2]] output_shape [1, 512, 3072] : tensor<512x3072xf32> into tensor<1x512x3072xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.mulf %in, %cst_13 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_7 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %238 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_6 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.tanh %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %cst_14 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %242 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %collapsed_88 = tensor.collapse_shape %243 [[0, 1], [2]] : tensor<1x512x3072xf32> into tensor<512x3072xf32>
    %244 = linalg.matmul ins(%collapsed_88, %arg36 : tensor<512x3072xf32>, tensor<3072x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %245 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %246 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%244, %245 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_89 = tensor.expand_shape %246 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %expanded_89 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %249 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%248 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %251 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %250 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %251 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %253 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%252 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%247 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %257 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %259 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %arg38 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %arg39 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_90 = tensor.collapse_shape %263 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %264 = linalg.matmul ins(%collapsed_90, %arg40 : tensor<512x768xf32>, tensor<768x2304xf32>) outs(%38 : tensor<512x2304xf32>) -> tensor<512x2304xf32>
    %265 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x2304xf32>
    %266 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%264, %265 : tensor<512x2304xf32>, tensor<512x2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x2304xf32>
    %expanded_91 = tensor.expand_shape %266 [[0, 1], [2]] output_shape [1, 512, 2304] : tensor<512x2304xf32> into tensor<1x512x2304xf32>
    %extracted_slice_92 = tensor.extract_slice %expanded_91[0, 0, 0] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_93 = tensor.extract_slice %expanded_91[0, 0, 768] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_94 = tensor.extract_slice %expanded_91[0, 0, 1536] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %expanded_95 = tensor.expand_shape %extracted_slice_93 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %expanded_96 = tensor.expand_shape %extracted_slice_94 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_97 = linalg.transpose ins(%expanded_96 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_98 = tensor.expand_shape %extracted_slice_92 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_99 = linalg.transpose ins(%expanded_98 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %267 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_99 : tensor<1x12x512x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_100 = linalg.transpose ins(%expanded_95 : tensor<1x512x12x64xf32>) outs(%46 : tensor<1x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %268 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_100 : tensor<1x12x64x512xf32>) outs(%46 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_101 = tensor.collapse_shape %267 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_102 = tensor.collapse_shape %268 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %269 = linalg.batch_matmul ins(%collapsed_101, %collapsed_102 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%49 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_103 = tensor.expand_shape %269 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %270 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103, %44 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %271:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%270 : tensor<1x12x512x512xf32>) outs(%56, %54 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %871 = linalg.index 3 : index
      %872 = arith.index_cast %871 : index to i64
      %873 = arith.maximumf %in, %out : f32
      %874 = arith.cmpf ogt, %in, %out : f32
      %875 = arith.select %874, %872, %out_318 : i64
      linalg.yield %873, %875 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_104 = tensor.expand_shape %271#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %272 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %expanded_104 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %273 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.exp %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %274 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%273 : tensor<1x12x512x512xf32>) outs(%61 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x1xf32>
    %275 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %274 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.divf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %276 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270 : tensor<1x12x512x512xf32>) outs(%64 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %871 = arith.extf %in : f32 to f64
      %872 = arith.cmpf oeq, %871, %cst_9 : f64
      linalg.yield %872 : i1
    } -> tensor<1x12x512x512xi1>
    %277 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%276 : tensor<1x12x512x512xi1>) outs(%67 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %871 = arith.andi %in, %out : i1
      linalg.yield %871 : i1
    } -> tensor<1x12x512x1xi1>
    %278 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %cst_2, %275 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %871 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_105 = tensor.collapse_shape %278 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_106 = tensor.collapse_shape %transposed_97 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %279 = linalg.batch_matmul ins(%collapsed_105, %collapsed_106 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%71 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_107 = tensor.expand_shape %279 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_108 = linalg.transpose ins(%expanded_107 : tensor<1x12x512x64xf32>) outs(%73 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_109 = tensor.collapse_shape %transposed_108 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %280 = linalg.matmul ins(%collapsed_109, %arg42 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %281 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %282 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%280, %281 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_110 = tensor.expand_shape %282 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_110, %247 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %285 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%284 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %287 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %286 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %287 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %289 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%288 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %293 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %295 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %arg44 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %arg45 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_111 = tensor.collapse_shape %299 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %300 = linalg.matmul ins(%collapsed_111, %arg46 : tensor<512x768xf32>, tensor<768x3072xf32>) outs(%97 : tensor<512x3072xf32>) -> tensor<512x3072xf32>
    %301 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x3072xf32>
    %302 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%300, %301 : tensor<512x3072xf32>, tensor<512x3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x3072xf32>
    %expanded_112 = tensor.expand_shape %302 [[0, 1], [2]] output_shape [1, 512, 3072] : tensor<512x3072xf32> into tensor<1x512x3072xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.mulf %in, %cst_13 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_7 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %305 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_6 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.tanh %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %cst_14 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %309 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %collapsed_113 = tensor.collapse_shape %310 [[0, 1], [2]] : tensor<1x512x3072xf32> into tensor<512x3072xf32>
    %311 = linalg.matmul ins(%collapsed_113, %arg48 : tensor<512x3072xf32>, tensor<3072x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %312 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%311, %312 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_114 = tensor.expand_shape %313 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %expanded_114 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %316 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%315 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %318 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %317 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %319 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %318 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %320 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%319 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%314 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %324 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %326 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %arg50 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %arg51 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_115 = tensor.collapse_shape %330 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %331 = linalg.matmul ins(%collapsed_115, %arg52 : tensor<512x768xf32>, tensor<768x2304xf32>) outs(%38 : tensor<512x2304xf32>) -> tensor<512x2304xf32>
    %332 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x2304xf32>
    %333 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%331, %332 : tensor<512x2304xf32>, tensor<512x2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x2304xf32>
    %expanded_116 = tensor.expand_shape %333 [[0, 1], [2]] output_shape [1, 512, 2304] : tensor<512x2304xf32> into tensor<1x512x2304xf32>
    %extracted_slice_117 = tensor.extract_slice %expanded_116[0, 0, 0] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_118 = tensor.extract_slice %expanded_116[0, 0, 768] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_119 = tensor.extract_slice %expanded_116[0, 0, 1536] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %expanded_120 = tensor.expand_shape %extracted_slice_118 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %expanded_121 = tensor.expand_shape %extracted_slice_119 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_122 = linalg.transpose ins(%expanded_121 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_123 = tensor.expand_shape %extracted_slice_117 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_124 = linalg.transpose ins(%expanded_123 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %334 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_124 : tensor<1x12x512x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_125 = linalg.transpose ins(%expanded_120 : tensor<1x512x12x64xf32>) outs(%46 : tensor<1x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %335 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_125 : tensor<1x12x64x512xf32>) outs(%46 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_126 = tensor.collapse_shape %334 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_127 = tensor.collapse_shape %335 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %336 = linalg.batch_matmul ins(%collapsed_126, %collapsed_127 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%49 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_128 = tensor.expand_shape %336 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %337 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_128, %44 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %338:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%337 : tensor<1x12x512x512xf32>) outs(%56, %54 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %871 = linalg.index 3 : index
      %872 = arith.index_cast %871 : index to i64
      %873 = arith.maximumf %in, %out : f32
      %874 = arith.cmpf ogt, %in, %out : f32
      %875 = arith.select %874, %872, %out_318 : i64
      linalg.yield %873, %875 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_129 = tensor.expand_shape %338#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %339 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %expanded_129 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %340 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339 : tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.exp %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %341 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%340 : tensor<1x12x512x512xf32>) outs(%61 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x1xf32>
    %342 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %341 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.divf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %343 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337 : tensor<1x12x512x512xf32>) outs(%64 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %871 = arith.extf %in : f32 to f64
      %872 = arith.cmpf oeq, %871, %cst_9 : f64
      linalg.yield %872 : i1
    } -> tensor<1x12x512x512xi1>
    %344 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%343 : tensor<1x12x512x512xi1>) outs(%67 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %871 = arith.andi %in, %out : i1
      linalg.yield %871 : i1
    } -> tensor<1x12x512x1xi1>
    %345 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %cst_2, %342 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %871 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_130 = tensor.collapse_shape %345 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_131 = tensor.collapse_shape %transposed_122 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %346 = linalg.batch_matmul ins(%collapsed_130, %collapsed_131 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%71 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_132 = tensor.expand_shape %346 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_133 = linalg.transpose ins(%expanded_132 : tensor<1x12x512x64xf32>) outs(%73 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_134 = tensor.collapse_shape %transposed_133 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %347 = linalg.matmul ins(%collapsed_134, %arg54 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %348 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg55 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %349 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%347, %348 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_135 = tensor.expand_shape %349 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_135, %314 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %352 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%351 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %354 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %353 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %355 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %354 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %356 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%355 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%350 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %360 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %362 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %arg56 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %arg57 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_136 = tensor.collapse_shape %366 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %367 = linalg.matmul ins(%collapsed_136, %arg58 : tensor<512x768xf32>, tensor<768x3072xf32>) outs(%97 : tensor<512x3072xf32>) -> tensor<512x3072xf32>
    %368 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg59 : tensor<3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x3072xf32>
    %369 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%367, %368 : tensor<512x3072xf32>, tensor<512x3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x3072xf32>
    %expanded_137 = tensor.expand_shape %369 [[0, 1], [2]] output_shape [1, 512, 3072] : tensor<512x3072xf32> into tensor<1x512x3072xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.mulf %in, %cst_13 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_7 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137, %372 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_6 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.tanh %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %cst_14 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %376 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %collapsed_138 = tensor.collapse_shape %377 [[0, 1], [2]] : tensor<1x512x3072xf32> into tensor<512x3072xf32>
    %378 = linalg.matmul ins(%collapsed_138, %arg60 : tensor<512x3072xf32>, tensor<3072x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %379 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %380 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%378, %379 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_139 = tensor.expand_shape %380 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %expanded_139 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %383 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%382 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %385 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %384 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %386 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %385 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %387 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%386 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %388 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %389 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%381 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %391 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394, %393 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395, %arg62 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %arg63 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_140 = tensor.collapse_shape %397 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %398 = linalg.matmul ins(%collapsed_140, %arg64 : tensor<512x768xf32>, tensor<768x2304xf32>) outs(%38 : tensor<512x2304xf32>) -> tensor<512x2304xf32>
    %399 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg65 : tensor<2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x2304xf32>
    %400 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%398, %399 : tensor<512x2304xf32>, tensor<512x2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x2304xf32>
    %expanded_141 = tensor.expand_shape %400 [[0, 1], [2]] output_shape [1, 512, 2304] : tensor<512x2304xf32> into tensor<1x512x2304xf32>
    %extracted_slice_142 = tensor.extract_slice %expanded_141[0, 0, 0] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_143 = tensor.extract_slice %expanded_141[0, 0, 768] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_144 = tensor.extract_slice %expanded_141[0, 0, 1536] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %expanded_145 = tensor.expand_shape %extracted_slice_143 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %expanded_146 = tensor.expand_shape %extracted_slice_144 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_147 = linalg.transpose ins(%expanded_146 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_148 = tensor.expand_shape %extracted_slice_142 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_149 = linalg.transpose ins(%expanded_148 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %401 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_149 : tensor<1x12x512x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_150 = linalg.transpose ins(%expanded_145 : tensor<1x512x12x64xf32>) outs(%46 : tensor<1x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %402 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_150 : tensor<1x12x64x512xf32>) outs(%46 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_151 = tensor.collapse_shape %401 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_152 = tensor.collapse_shape %402 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %403 = linalg.batch_matmul ins(%collapsed_151, %collapsed_152 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%49 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_153 = tensor.expand_shape %403 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %404 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_153, %44 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %405:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%404 : tensor<1x12x512x512xf32>) outs(%56, %54 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %871 = linalg.index 3 : index
      %872 = arith.index_cast %871 : index to i64
      %873 = arith.maximumf %in, %out : f32
      %874 = arith.cmpf ogt, %in, %out : f32
      %875 = arith.select %874, %872, %out_318 : i64
      linalg.yield %873, %875 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_154 = tensor.expand_shape %405#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %406 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404, %expanded_154 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %407 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406 : tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.exp %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %408 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%407 : tensor<1x12x512x512xf32>) outs(%61 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x1xf32>
    %409 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %408 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.divf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %410 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404 : tensor<1x12x512x512xf32>) outs(%64 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %871 = arith.extf %in : f32 to f64
      %872 = arith.cmpf oeq, %871, %cst_9 : f64
      linalg.yield %872 : i1
    } -> tensor<1x12x512x512xi1>
    %411 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%410 : tensor<1x12x512x512xi1>) outs(%67 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %871 = arith.andi %in, %out : i1
      linalg.yield %871 : i1
    } -> tensor<1x12x512x1xi1>
    %412 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %cst_2, %409 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %871 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_155 = tensor.collapse_shape %412 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_156 = tensor.collapse_shape %transposed_147 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %413 = linalg.batch_matmul ins(%collapsed_155, %collapsed_156 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%71 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_157 = tensor.expand_shape %413 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_158 = linalg.transpose ins(%expanded_157 : tensor<1x12x512x64xf32>) outs(%73 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_159 = tensor.collapse_shape %transposed_158 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %414 = linalg.matmul ins(%collapsed_159, %arg66 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %415 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %416 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%414, %415 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_160 = tensor.expand_shape %416 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %381 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %419 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%418 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %420 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %421 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418, %420 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %422 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %421 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %423 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%422 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %424 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %425 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%417 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417, %427 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430, %429 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431, %arg68 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432, %arg69 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_161 = tensor.collapse_shape %433 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %434 = linalg.matmul ins(%collapsed_161, %arg70 : tensor<512x768xf32>, tensor<768x3072xf32>) outs(%97 : tensor<512x3072xf32>) -> tensor<512x3072xf32>
    %435 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg71 : tensor<3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x3072xf32>
    %436 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%434, %435 : tensor<512x3072xf32>, tensor<512x3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x3072xf32>
    %expanded_162 = tensor.expand_shape %436 [[0, 1], [2]] output_shape [1, 512, 3072] : tensor<512x3072xf32> into tensor<1x512x3072xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.mulf %in, %cst_13 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %439 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_7 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162, %439 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%440 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_6 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.tanh %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %cst_14 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437, %443 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %collapsed_163 = tensor.collapse_shape %444 [[0, 1], [2]] : tensor<1x512x3072xf32> into tensor<512x3072xf32>
    %445 = linalg.matmul ins(%collapsed_163, %arg72 : tensor<512x3072xf32>, tensor<3072x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %446 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg73 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %447 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%445, %446 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_164 = tensor.expand_shape %447 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417, %expanded_164 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %450 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%449 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %451 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %452 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %451 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %453 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452, %452 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %454 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%453 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %455 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %456 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%448 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448, %458 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %460 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462, %arg74 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463, %arg75 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_165 = tensor.collapse_shape %464 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %465 = linalg.matmul ins(%collapsed_165, %arg76 : tensor<512x768xf32>, tensor<768x2304xf32>) outs(%38 : tensor<512x2304xf32>) -> tensor<512x2304xf32>
    %466 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg77 : tensor<2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x2304xf32>
    %467 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%465, %466 : tensor<512x2304xf32>, tensor<512x2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x2304xf32>
    %expanded_166 = tensor.expand_shape %467 [[0, 1], [2]] output_shape [1, 512, 2304] : tensor<512x2304xf32> into tensor<1x512x2304xf32>
    %extracted_slice_167 = tensor.extract_slice %expanded_166[0, 0, 0] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_168 = tensor.extract_slice %expanded_166[0, 0, 768] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_169 = tensor.extract_slice %expanded_166[0, 0, 1536] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %expanded_170 = tensor.expand_shape %extracted_slice_168 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %expanded_171 = tensor.expand_shape %extracted_slice_169 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_172 = linalg.transpose ins(%expanded_171 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_173 = tensor.expand_shape %extracted_slice_167 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_174 = linalg.transpose ins(%expanded_173 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %468 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_174 : tensor<1x12x512x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_175 = linalg.transpose ins(%expanded_170 : tensor<1x512x12x64xf32>) outs(%46 : tensor<1x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %469 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_175 : tensor<1x12x64x512xf32>) outs(%46 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_176 = tensor.collapse_shape %468 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_177 = tensor.collapse_shape %469 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %470 = linalg.batch_matmul ins(%collapsed_176, %collapsed_177 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%49 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_178 = tensor.expand_shape %470 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %471 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_178, %44 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %472:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%471 : tensor<1x12x512x512xf32>) outs(%56, %54 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %871 = linalg.index 3 : index
      %872 = arith.index_cast %871 : index to i64
      %873 = arith.maximumf %in, %out : f32
      %874 = arith.cmpf ogt, %in, %out : f32
      %875 = arith.select %874, %872, %out_318 : i64
      linalg.yield %873, %875 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_179 = tensor.expand_shape %472#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %473 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %expanded_179 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %474 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473 : tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.exp %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %475 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%474 : tensor<1x12x512x512xf32>) outs(%61 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x1xf32>
    %476 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474, %475 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.divf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %477 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471 : tensor<1x12x512x512xf32>) outs(%64 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %871 = arith.extf %in : f32 to f64
      %872 = arith.cmpf oeq, %871, %cst_9 : f64
      linalg.yield %872 : i1
    } -> tensor<1x12x512x512xi1>
    %478 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%477 : tensor<1x12x512x512xi1>) outs(%67 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %871 = arith.andi %in, %out : i1
      linalg.yield %871 : i1
    } -> tensor<1x12x512x1xi1>
    %479 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %cst_2, %476 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %871 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_180 = tensor.collapse_shape %479 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_181 = tensor.collapse_shape %transposed_172 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %480 = linalg.batch_matmul ins(%collapsed_180, %collapsed_181 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%71 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_182 = tensor.expand_shape %480 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_183 = linalg.transpose ins(%expanded_182 : tensor<1x12x512x64xf32>) outs(%73 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_184 = tensor.collapse_shape %transposed_183 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %481 = linalg.matmul ins(%collapsed_184, %arg78 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %482 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg79 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %483 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%481, %482 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_185 = tensor.expand_shape %483 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %484 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_185, %448 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %486 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%485 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %487 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %488 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %487 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %489 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488, %488 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %490 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%489 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %491 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %492 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%484 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484, %494 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%497, %496 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %arg80 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %arg81 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_186 = tensor.collapse_shape %500 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %501 = linalg.matmul ins(%collapsed_186, %arg82 : tensor<512x768xf32>, tensor<768x3072xf32>) outs(%97 : tensor<512x3072xf32>) -> tensor<512x3072xf32>
    %502 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg83 : tensor<3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x3072xf32>
    %503 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%501, %502 : tensor<512x3072xf32>, tensor<512x3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x3072xf32>
    %expanded_187 = tensor.expand_shape %503 [[0, 1], [2]] output_shape [1, 512, 3072] : tensor<512x3072xf32> into tensor<1x512x3072xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.mulf %in, %cst_13 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_7 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187, %506 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_6 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.tanh %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %cst_14 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504, %510 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %collapsed_188 = tensor.collapse_shape %511 [[0, 1], [2]] : tensor<1x512x3072xf32> into tensor<512x3072xf32>
    %512 = linalg.matmul ins(%collapsed_188, %arg84 : tensor<512x3072xf32>, tensor<3072x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %513 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %514 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%512, %513 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_189 = tensor.expand_shape %514 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484, %expanded_189 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %517 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%516 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %518 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %519 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %518 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %520 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519, %519 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %521 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%520 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %522 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %523 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%522 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %524 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%515 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515, %525 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528, %527 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529, %arg86 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %531 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530, %arg87 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_190 = tensor.collapse_shape %531 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %532 = linalg.matmul ins(%collapsed_190, %arg88 : tensor<512x768xf32>, tensor<768x2304xf32>) outs(%38 : tensor<512x2304xf32>) -> tensor<512x2304xf32>
    %533 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg89 : tensor<2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x2304xf32>
    %534 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%532, %533 : tensor<512x2304xf32>, tensor<512x2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x2304xf32>
    %expanded_191 = tensor.expand_shape %534 [[0, 1], [2]] output_shape [1, 512, 2304] : tensor<512x2304xf32> into tensor<1x512x2304xf32>
    %extracted_slice_192 = tensor.extract_slice %expanded_191[0, 0, 0] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_193 = tensor.extract_slice %expanded_191[0, 0, 768] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_194 = tensor.extract_slice %expanded_191[0, 0, 1536] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %expanded_195 = tensor.expand_shape %extracted_slice_193 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %expanded_196 = tensor.expand_shape %extracted_slice_194 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_197 = linalg.transpose ins(%expanded_196 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_198 = tensor.expand_shape %extracted_slice_192 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_199 = linalg.transpose ins(%expanded_198 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %535 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_199 : tensor<1x12x512x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_200 = linalg.transpose ins(%expanded_195 : tensor<1x512x12x64xf32>) outs(%46 : tensor<1x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %536 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_200 : tensor<1x12x64x512xf32>) outs(%46 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_201 = tensor.collapse_shape %535 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_202 = tensor.collapse_shape %536 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %537 = linalg.batch_matmul ins(%collapsed_201, %collapsed_202 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%49 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_203 = tensor.expand_shape %537 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %538 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_203, %44 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %539:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%538 : tensor<1x12x512x512xf32>) outs(%56, %54 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %871 = linalg.index 3 : index
      %872 = arith.index_cast %871 : index to i64
      %873 = arith.maximumf %in, %out : f32
      %874 = arith.cmpf ogt, %in, %out : f32
      %875 = arith.select %874, %872, %out_318 : i64
      linalg.yield %873, %875 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_204 = tensor.expand_shape %539#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %540 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538, %expanded_204 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %541 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%540 : tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.exp %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %542 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%541 : tensor<1x12x512x512xf32>) outs(%61 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x1xf32>
    %543 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %542 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.divf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %544 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538 : tensor<1x12x512x512xf32>) outs(%64 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %871 = arith.extf %in : f32 to f64
      %872 = arith.cmpf oeq, %871, %cst_9 : f64
      linalg.yield %872 : i1
    } -> tensor<1x12x512x512xi1>
    %545 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%544 : tensor<1x12x512x512xi1>) outs(%67 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %871 = arith.andi %in, %out : i1
      linalg.yield %871 : i1
    } -> tensor<1x12x512x1xi1>
    %546 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%545, %cst_2, %543 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %871 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_205 = tensor.collapse_shape %546 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_206 = tensor.collapse_shape %transposed_197 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %547 = linalg.batch_matmul ins(%collapsed_205, %collapsed_206 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%71 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_207 = tensor.expand_shape %547 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_208 = linalg.transpose ins(%expanded_207 : tensor<1x12x512x64xf32>) outs(%73 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_209 = tensor.collapse_shape %transposed_208 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %548 = linalg.matmul ins(%collapsed_209, %arg90 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %549 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg91 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %550 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%548, %549 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_210 = tensor.expand_shape %550 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %551 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210, %515 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %552 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %553 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%552 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %554 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %555 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552, %554 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %556 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%555, %555 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %557 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%556 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %558 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %559 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %560 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%551 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %561 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %563 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551, %561 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %565 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564, %563 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%565, %arg92 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %arg93 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_211 = tensor.collapse_shape %567 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %568 = linalg.matmul ins(%collapsed_211, %arg94 : tensor<512x768xf32>, tensor<768x3072xf32>) outs(%97 : tensor<512x3072xf32>) -> tensor<512x3072xf32>
    %569 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg95 : tensor<3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x3072xf32>
    %570 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%568, %569 : tensor<512x3072xf32>, tensor<512x3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x3072xf32>
    %expanded_212 = tensor.expand_shape %570 [[0, 1], [2]] output_shape [1, 512, 3072] : tensor<512x3072xf32> into tensor<1x512x3072xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.mulf %in, %cst_13 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_7 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212, %573 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_6 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.tanh %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %cst_14 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571, %577 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %collapsed_213 = tensor.collapse_shape %578 [[0, 1], [2]] : tensor<1x512x3072xf32> into tensor<512x3072xf32>
    %579 = linalg.matmul ins(%collapsed_213, %arg96 : tensor<512x3072xf32>, tensor<3072x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %580 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg97 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %581 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%579, %580 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_214 = tensor.expand_shape %581 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %582 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551, %expanded_214 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %583 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %584 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%583 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %585 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %586 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583, %585 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %587 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586, %586 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %588 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%587 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %589 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %590 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %591 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%582 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %592 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582, %592 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %596 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595, %594 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %597 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596, %arg98 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %598 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %arg99 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_215 = tensor.collapse_shape %598 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %599 = linalg.matmul ins(%collapsed_215, %arg100 : tensor<512x768xf32>, tensor<768x2304xf32>) outs(%38 : tensor<512x2304xf32>) -> tensor<512x2304xf32>
    %600 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg101 : tensor<2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x2304xf32>
    %601 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%599, %600 : tensor<512x2304xf32>, tensor<512x2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x2304xf32>
    %expanded_216 = tensor.expand_shape %601 [[0, 1], [2]] output_shape [1, 512, 2304] : tensor<512x2304xf32> into tensor<1x512x2304xf32>
    %extracted_slice_217 = tensor.extract_slice %expanded_216[0, 0, 0] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_218 = tensor.extract_slice %expanded_216[0, 0, 768] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_219 = tensor.extract_slice %expanded_216[0, 0, 1536] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %expanded_220 = tensor.expand_shape %extracted_slice_218 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %expanded_221 = tensor.expand_shape %extracted_slice_219 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_222 = linalg.transpose ins(%expanded_221 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_223 = tensor.expand_shape %extracted_slice_217 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_224 = linalg.transpose ins(%expanded_223 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %602 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_224 : tensor<1x12x512x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_225 = linalg.transpose ins(%expanded_220 : tensor<1x512x12x64xf32>) outs(%46 : tensor<1x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %603 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_225 : tensor<1x12x64x512xf32>) outs(%46 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_226 = tensor.collapse_shape %602 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_227 = tensor.collapse_shape %603 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %604 = linalg.batch_matmul ins(%collapsed_226, %collapsed_227 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%49 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_228 = tensor.expand_shape %604 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %605 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_228, %44 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %606:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%605 : tensor<1x12x512x512xf32>) outs(%56, %54 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %871 = linalg.index 3 : index
      %872 = arith.index_cast %871 : index to i64
      %873 = arith.maximumf %in, %out : f32
      %874 = arith.cmpf ogt, %in, %out : f32
      %875 = arith.select %874, %872, %out_318 : i64
      linalg.yield %873, %875 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_229 = tensor.expand_shape %606#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %607 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605, %expanded_229 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %608 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%607 : tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.exp %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %609 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%608 : tensor<1x12x512x512xf32>) outs(%61 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x1xf32>
    %610 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%608, %609 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.divf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %611 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605 : tensor<1x12x512x512xf32>) outs(%64 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %871 = arith.extf %in : f32 to f64
      %872 = arith.cmpf oeq, %871, %cst_9 : f64
      linalg.yield %872 : i1
    } -> tensor<1x12x512x512xi1>
    %612 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%611 : tensor<1x12x512x512xi1>) outs(%67 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %871 = arith.andi %in, %out : i1
      linalg.yield %871 : i1
    } -> tensor<1x12x512x1xi1>
    %613 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%612, %cst_2, %610 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %871 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_230 = tensor.collapse_shape %613 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_231 = tensor.collapse_shape %transposed_222 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %614 = linalg.batch_matmul ins(%collapsed_230, %collapsed_231 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%71 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_232 = tensor.expand_shape %614 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_233 = linalg.transpose ins(%expanded_232 : tensor<1x12x512x64xf32>) outs(%73 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_234 = tensor.collapse_shape %transposed_233 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %615 = linalg.matmul ins(%collapsed_234, %arg102 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %616 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg103 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %617 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%615, %616 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_235 = tensor.expand_shape %617 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %618 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_235, %582 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %619 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%618 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %620 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%619 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %621 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %622 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619, %621 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %623 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622, %622 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %624 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%623 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %625 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%624 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %626 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %627 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%618 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %628 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %629 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %630 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %631 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%618, %628 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %632 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631, %630 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %633 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%632, %arg104 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %634 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%633, %arg105 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_236 = tensor.collapse_shape %634 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %635 = linalg.matmul ins(%collapsed_236, %arg106 : tensor<512x768xf32>, tensor<768x3072xf32>) outs(%97 : tensor<512x3072xf32>) -> tensor<512x3072xf32>
    %636 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg107 : tensor<3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x3072xf32>
    %637 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%635, %636 : tensor<512x3072xf32>, tensor<512x3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x3072xf32>
    %expanded_237 = tensor.expand_shape %637 [[0, 1], [2]] output_shape [1, 512, 3072] : tensor<512x3072xf32> into tensor<1x512x3072xf32>
    %638 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_237 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.mulf %in, %cst_13 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %639 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_237 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %640 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_7 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %641 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_237, %640 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %642 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_6 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %643 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%642 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.tanh %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %644 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%643 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %cst_14 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %645 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%638, %644 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %collapsed_238 = tensor.collapse_shape %645 [[0, 1], [2]] : tensor<1x512x3072xf32> into tensor<512x3072xf32>
    %646 = linalg.matmul ins(%collapsed_238, %arg108 : tensor<512x3072xf32>, tensor<3072x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %647 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg109 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %648 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%646, %647 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_239 = tensor.expand_shape %648 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %649 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%618, %expanded_239 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %650 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%649 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %651 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%650 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %652 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %653 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%650, %652 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %654 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%653, %653 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %655 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%654 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %656 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%655 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %657 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %658 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%649 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %659 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%658 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %660 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%657 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %661 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%660 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %662 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%649, %659 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %663 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%662, %661 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %664 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%663, %arg110 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %665 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%664, %arg111 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_240 = tensor.collapse_shape %665 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %666 = linalg.matmul ins(%collapsed_240, %arg112 : tensor<512x768xf32>, tensor<768x2304xf32>) outs(%38 : tensor<512x2304xf32>) -> tensor<512x2304xf32>
    %667 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg113 : tensor<2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x2304xf32>
    %668 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%666, %667 : tensor<512x2304xf32>, tensor<512x2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x2304xf32>
    %expanded_241 = tensor.expand_shape %668 [[0, 1], [2]] output_shape [1, 512, 2304] : tensor<512x2304xf32> into tensor<1x512x2304xf32>
    %extracted_slice_242 = tensor.extract_slice %expanded_241[0, 0, 0] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_243 = tensor.extract_slice %expanded_241[0, 0, 768] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_244 = tensor.extract_slice %expanded_241[0, 0, 1536] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %expanded_245 = tensor.expand_shape %extracted_slice_243 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %expanded_246 = tensor.expand_shape %extracted_slice_244 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_247 = linalg.transpose ins(%expanded_246 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_248 = tensor.expand_shape %extracted_slice_242 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_249 = linalg.transpose ins(%expanded_248 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %669 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_249 : tensor<1x12x512x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_250 = linalg.transpose ins(%expanded_245 : tensor<1x512x12x64xf32>) outs(%46 : tensor<1x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %670 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_250 : tensor<1x12x64x512xf32>) outs(%46 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_251 = tensor.collapse_shape %669 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_252 = tensor.collapse_shape %670 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %671 = linalg.batch_matmul ins(%collapsed_251, %collapsed_252 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%49 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_253 = tensor.expand_shape %671 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %672 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_253, %44 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %673:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%672 : tensor<1x12x512x512xf32>) outs(%56, %54 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %871 = linalg.index 3 : index
      %872 = arith.index_cast %871 : index to i64
      %873 = arith.maximumf %in, %out : f32
      %874 = arith.cmpf ogt, %in, %out : f32
      %875 = arith.select %874, %872, %out_318 : i64
      linalg.yield %873, %875 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_254 = tensor.expand_shape %673#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %674 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672, %expanded_254 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %675 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%674 : tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.exp %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %676 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%675 : tensor<1x12x512x512xf32>) outs(%61 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x1xf32>
    %677 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%675, %676 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.divf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %678 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672 : tensor<1x12x512x512xf32>) outs(%64 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %871 = arith.extf %in : f32 to f64
      %872 = arith.cmpf oeq, %871, %cst_9 : f64
      linalg.yield %872 : i1
    } -> tensor<1x12x512x512xi1>
    %679 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%678 : tensor<1x12x512x512xi1>) outs(%67 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %871 = arith.andi %in, %out : i1
      linalg.yield %871 : i1
    } -> tensor<1x12x512x1xi1>
    %680 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%679, %cst_2, %677 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %871 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_255 = tensor.collapse_shape %680 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_256 = tensor.collapse_shape %transposed_247 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %681 = linalg.batch_matmul ins(%collapsed_255, %collapsed_256 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%71 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_257 = tensor.expand_shape %681 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_258 = linalg.transpose ins(%expanded_257 : tensor<1x12x512x64xf32>) outs(%73 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_259 = tensor.collapse_shape %transposed_258 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %682 = linalg.matmul ins(%collapsed_259, %arg114 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %683 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg115 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %684 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%682, %683 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_260 = tensor.expand_shape %684 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %685 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_260, %649 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %686 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%685 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %687 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%686 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %688 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%687 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %689 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686, %688 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %690 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689, %689 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %691 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%690 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %692 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %693 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%692 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %694 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%685 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %695 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%694 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %696 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%693 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %697 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %698 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%685, %695 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %699 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698, %697 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %700 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%699, %arg116 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %701 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%700, %arg117 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_261 = tensor.collapse_shape %701 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %702 = linalg.matmul ins(%collapsed_261, %arg118 : tensor<512x768xf32>, tensor<768x3072xf32>) outs(%97 : tensor<512x3072xf32>) -> tensor<512x3072xf32>
    %703 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg119 : tensor<3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x3072xf32>
    %704 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%702, %703 : tensor<512x3072xf32>, tensor<512x3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x3072xf32>
    %expanded_262 = tensor.expand_shape %704 [[0, 1], [2]] output_shape [1, 512, 3072] : tensor<512x3072xf32> into tensor<1x512x3072xf32>
    %705 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_262 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.mulf %in, %cst_13 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %706 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_262 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %707 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%706 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_7 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %708 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_262, %707 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %709 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%708 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_6 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %710 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%709 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.tanh %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %711 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%710 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %cst_14 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %712 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705, %711 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %collapsed_263 = tensor.collapse_shape %712 [[0, 1], [2]] : tensor<1x512x3072xf32> into tensor<512x3072xf32>
    %713 = linalg.matmul ins(%collapsed_263, %arg120 : tensor<512x3072xf32>, tensor<3072x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %714 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg121 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %715 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%713, %714 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_264 = tensor.expand_shape %715 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %716 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%685, %expanded_264 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %717 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%716 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %718 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%717 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %719 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %720 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%717, %719 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %721 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720, %720 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %722 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%721 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %723 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%722 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %724 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %725 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%716 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %726 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%725 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %727 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %728 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%727 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %729 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%716, %726 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %730 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%729, %728 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %731 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %arg122 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %732 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%731, %arg123 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_265 = tensor.collapse_shape %732 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %733 = linalg.matmul ins(%collapsed_265, %arg124 : tensor<512x768xf32>, tensor<768x2304xf32>) outs(%38 : tensor<512x2304xf32>) -> tensor<512x2304xf32>
    %734 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg125 : tensor<2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x2304xf32>
    %735 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%733, %734 : tensor<512x2304xf32>, tensor<512x2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x2304xf32>
    %expanded_266 = tensor.expand_shape %735 [[0, 1], [2]] output_shape [1, 512, 2304] : tensor<512x2304xf32> into tensor<1x512x2304xf32>
    %extracted_slice_267 = tensor.extract_slice %expanded_266[0, 0, 0] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_268 = tensor.extract_slice %expanded_266[0, 0, 768] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_269 = tensor.extract_slice %expanded_266[0, 0, 1536] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %expanded_270 = tensor.expand_shape %extracted_slice_268 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %expanded_271 = tensor.expand_shape %extracted_slice_269 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_272 = linalg.transpose ins(%expanded_271 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_273 = tensor.expand_shape %extracted_slice_267 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_274 = linalg.transpose ins(%expanded_273 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %736 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_274 : tensor<1x12x512x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_275 = linalg.transpose ins(%expanded_270 : tensor<1x512x12x64xf32>) outs(%46 : tensor<1x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %737 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_275 : tensor<1x12x64x512xf32>) outs(%46 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_276 = tensor.collapse_shape %736 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_277 = tensor.collapse_shape %737 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %738 = linalg.batch_matmul ins(%collapsed_276, %collapsed_277 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%49 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_278 = tensor.expand_shape %738 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %739 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_278, %44 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %740:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%739 : tensor<1x12x512x512xf32>) outs(%56, %54 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %871 = linalg.index 3 : index
      %872 = arith.index_cast %871 : index to i64
      %873 = arith.maximumf %in, %out : f32
      %874 = arith.cmpf ogt, %in, %out : f32
      %875 = arith.select %874, %872, %out_318 : i64
      linalg.yield %873, %875 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_279 = tensor.expand_shape %740#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %741 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%739, %expanded_279 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %742 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%741 : tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.exp %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %743 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%742 : tensor<1x12x512x512xf32>) outs(%61 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x1xf32>
    %744 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%742, %743 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.divf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %745 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%739 : tensor<1x12x512x512xf32>) outs(%64 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %871 = arith.extf %in : f32 to f64
      %872 = arith.cmpf oeq, %871, %cst_9 : f64
      linalg.yield %872 : i1
    } -> tensor<1x12x512x512xi1>
    %746 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%745 : tensor<1x12x512x512xi1>) outs(%67 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %871 = arith.andi %in, %out : i1
      linalg.yield %871 : i1
    } -> tensor<1x12x512x1xi1>
    %747 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%746, %cst_2, %744 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %871 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_280 = tensor.collapse_shape %747 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_281 = tensor.collapse_shape %transposed_272 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %748 = linalg.batch_matmul ins(%collapsed_280, %collapsed_281 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%71 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_282 = tensor.expand_shape %748 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_283 = linalg.transpose ins(%expanded_282 : tensor<1x12x512x64xf32>) outs(%73 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_284 = tensor.collapse_shape %transposed_283 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %749 = linalg.matmul ins(%collapsed_284, %arg126 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %750 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg127 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %751 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%749, %750 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_285 = tensor.expand_shape %751 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %752 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_285, %716 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %753 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %754 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%753 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %755 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%754 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %756 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753, %755 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %757 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%756, %756 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %758 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%757 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %759 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %760 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%759 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %761 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%752 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %762 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %763 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%760 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %764 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%763 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %765 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752, %762 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %766 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%765, %764 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %767 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%766, %arg128 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %768 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%767, %arg129 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_286 = tensor.collapse_shape %768 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %769 = linalg.matmul ins(%collapsed_286, %arg130 : tensor<512x768xf32>, tensor<768x3072xf32>) outs(%97 : tensor<512x3072xf32>) -> tensor<512x3072xf32>
    %770 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg131 : tensor<3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x3072xf32>
    %771 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%769, %770 : tensor<512x3072xf32>, tensor<512x3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x3072xf32>
    %expanded_287 = tensor.expand_shape %771 [[0, 1], [2]] output_shape [1, 512, 3072] : tensor<512x3072xf32> into tensor<1x512x3072xf32>
    %772 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_287 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.mulf %in, %cst_13 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %773 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_287 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %774 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_7 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %775 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_287, %774 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %776 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%775 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_6 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %777 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%776 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.tanh %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %778 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%777 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %cst_14 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %779 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%772, %778 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %collapsed_288 = tensor.collapse_shape %779 [[0, 1], [2]] : tensor<1x512x3072xf32> into tensor<512x3072xf32>
    %780 = linalg.matmul ins(%collapsed_288, %arg132 : tensor<512x3072xf32>, tensor<3072x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %781 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg133 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %782 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%780, %781 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_289 = tensor.expand_shape %782 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %783 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752, %expanded_289 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %784 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%783 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %785 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%784 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %786 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%785 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %787 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%784, %786 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %788 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%787, %787 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %789 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%788 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %790 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%789 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %791 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%790 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %792 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%783 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %793 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%792 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %794 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%791 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %795 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%794 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %796 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%783, %793 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %797 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%796, %795 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %798 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%797, %arg134 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %799 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%798, %arg135 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_290 = tensor.collapse_shape %799 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %800 = linalg.matmul ins(%collapsed_290, %arg136 : tensor<512x768xf32>, tensor<768x2304xf32>) outs(%38 : tensor<512x2304xf32>) -> tensor<512x2304xf32>
    %801 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg137 : tensor<2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x2304xf32>
    %802 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%800, %801 : tensor<512x2304xf32>, tensor<512x2304xf32>) outs(%37 : tensor<512x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x2304xf32>
    %expanded_291 = tensor.expand_shape %802 [[0, 1], [2]] output_shape [1, 512, 2304] : tensor<512x2304xf32> into tensor<1x512x2304xf32>
    %extracted_slice_292 = tensor.extract_slice %expanded_291[0, 0, 0] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_293 = tensor.extract_slice %expanded_291[0, 0, 768] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %extracted_slice_294 = tensor.extract_slice %expanded_291[0, 0, 1536] [1, 512, 768] [1, 1, 1] : tensor<1x512x2304xf32> to tensor<1x512x768xf32>
    %expanded_295 = tensor.expand_shape %extracted_slice_293 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %expanded_296 = tensor.expand_shape %extracted_slice_294 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_297 = linalg.transpose ins(%expanded_296 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_298 = tensor.expand_shape %extracted_slice_292 [[0], [1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<1x512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_299 = linalg.transpose ins(%expanded_298 : tensor<1x512x12x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %803 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_299 : tensor<1x12x512x64xf32>) outs(%42 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_300 = linalg.transpose ins(%expanded_295 : tensor<1x512x12x64xf32>) outs(%46 : tensor<1x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %804 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_300 : tensor<1x12x64x512xf32>) outs(%46 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_8 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_301 = tensor.collapse_shape %803 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_302 = tensor.collapse_shape %804 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %805 = linalg.batch_matmul ins(%collapsed_301, %collapsed_302 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%49 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_303 = tensor.expand_shape %805 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %806 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_303, %44 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %807:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%806 : tensor<1x12x512x512xf32>) outs(%56, %54 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %871 = linalg.index 3 : index
      %872 = arith.index_cast %871 : index to i64
      %873 = arith.maximumf %in, %out : f32
      %874 = arith.cmpf ogt, %in, %out : f32
      %875 = arith.select %874, %872, %out_318 : i64
      linalg.yield %873, %875 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_304 = tensor.expand_shape %807#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %808 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%806, %expanded_304 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %809 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%808 : tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.exp %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %810 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%809 : tensor<1x12x512x512xf32>) outs(%61 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x1xf32>
    %811 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%809, %810 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.divf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %812 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%806 : tensor<1x12x512x512xf32>) outs(%64 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %871 = arith.extf %in : f32 to f64
      %872 = arith.cmpf oeq, %871, %cst_9 : f64
      linalg.yield %872 : i1
    } -> tensor<1x12x512x512xi1>
    %813 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%812 : tensor<1x12x512x512xi1>) outs(%67 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %871 = arith.andi %in, %out : i1
      linalg.yield %871 : i1
    } -> tensor<1x12x512x1xi1>
    %814 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%813, %cst_2, %811 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%51 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %871 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %871 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_305 = tensor.collapse_shape %814 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_306 = tensor.collapse_shape %transposed_297 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %815 = linalg.batch_matmul ins(%collapsed_305, %collapsed_306 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%71 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_307 = tensor.expand_shape %815 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_308 = linalg.transpose ins(%expanded_307 : tensor<1x12x512x64xf32>) outs(%73 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_309 = tensor.collapse_shape %transposed_308 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %816 = linalg.matmul ins(%collapsed_309, %arg138 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %817 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg139 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %818 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%816, %817 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_310 = tensor.expand_shape %818 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %819 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_310, %783 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %820 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %821 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%820 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %822 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%821 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %823 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%820, %822 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %824 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823, %823 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %825 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%824 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %826 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %827 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%826 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %828 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%819 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %829 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%828 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %830 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%827 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %831 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %832 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819, %829 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %833 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832, %831 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %834 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%833, %arg140 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %835 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834, %arg141 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_311 = tensor.collapse_shape %835 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %836 = linalg.matmul ins(%collapsed_311, %arg142 : tensor<512x768xf32>, tensor<768x3072xf32>) outs(%97 : tensor<512x3072xf32>) -> tensor<512x3072xf32>
    %837 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg143 : tensor<3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x3072xf32>
    %838 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%836, %837 : tensor<512x3072xf32>, tensor<512x3072xf32>) outs(%96 : tensor<512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x3072xf32>
    %expanded_312 = tensor.expand_shape %838 [[0, 1], [2]] output_shape [1, 512, 3072] : tensor<512x3072xf32> into tensor<1x512x3072xf32>
    %839 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_312 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.mulf %in, %cst_13 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %840 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_312 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %841 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%840 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_7 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %842 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_312, %841 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %843 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%842 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_6 : f64 to f32
      %872 = arith.mulf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x3072xf32>
    %844 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%843 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.tanh %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %845 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%844 : tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %cst_14 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %846 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%839, %845 : tensor<1x512x3072xf32>, tensor<1x512x3072xf32>) outs(%101 : tensor<1x512x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x3072xf32>
    %collapsed_313 = tensor.collapse_shape %846 [[0, 1], [2]] : tensor<1x512x3072xf32> into tensor<512x3072xf32>
    %847 = linalg.matmul ins(%collapsed_313, %arg144 : tensor<512x3072xf32>, tensor<3072x768xf32>) outs(%75 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %848 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg145 : tensor<768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %849 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%847, %848 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%74 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<512x768xf32>
    %expanded_314 = tensor.expand_shape %849 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %850 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819, %expanded_314 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %851 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850 : tensor<1x512x768xf32>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %871 = arith.extf %in : f32 to f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %852 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%851 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %853 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %854 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%851, %853 : tensor<1x512x768xf64>, tensor<1x512x1xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.subf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %855 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%854, %854 : tensor<1x512x768xf64>, tensor<1x512x768xf64>) outs(%16 : tensor<1x512x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %871 = arith.mulf %in, %in_318 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x768xf64>
    %856 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%855 : tensor<1x512x768xf64>) outs(%19 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.addf %in, %out : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %857 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%856 : tensor<1x512x1xf64>) outs(%18 : tensor<1x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %871 = arith.divf %in, %cst_11 : f64
      linalg.yield %871 : f64
    } -> tensor<1x512x1xf64>
    %858 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%857 : tensor<1x512x1xf64>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %871 = arith.truncf %in : f64 to f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %859 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%850 : tensor<1x512x768xf32>) outs(%28 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.addf %in, %out : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %860 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%859 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.divf %in, %cst_12 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %861 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%858 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = arith.truncf %cst_10 : f64 to f32
      %872 = arith.addf %in, %871 : f32
      linalg.yield %872 : f32
    } -> tensor<1x512x1xf32>
    %862 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%861 : tensor<1x512x1xf32>) outs(%26 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %871 = math.rsqrt %in : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x1xf32>
    %863 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850, %860 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.subf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %864 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%863, %862 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %865 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%864, %arg146 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.mulf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %866 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%865, %arg147 : tensor<1x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %871 = arith.addf %in, %in_318 : f32
      linalg.yield %871 : f32
    } -> tensor<1x512x768xf32>
    %867 = tensor.empty() : tensor<768x50257xf32>
    %transposed_315 = linalg.transpose ins(%arg0 : tensor<50257x768xf32>) outs(%867 : tensor<768x50257xf32>) permutation = [1, 0] 
    %collapsed_316 = tensor.collapse_shape %866 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %868 = tensor.empty() : tensor<512x50257xf32>
    %869 = linalg.fill ins(%cst_0 : f32) outs(%868 : tensor<512x50257xf32>) -> tensor<512x50257xf32>
    %870 = linalg.matmul ins(%collapsed_316, %transposed_315 : tensor<512x768xf32>, tensor<768x50257xf32>) outs(%869 : tensor<512x50257xf32>) -> tensor<512x50257xf32>
    %expanded_317 = tensor.expand_shape %870 [[0, 1], [2]] output_shape [1, 512, 50257] : tensor<512x50257xf32> into tensor<1x512x50257xf32>
    return %expanded_317 : tensor<1x512x50257xf32>
  }
}

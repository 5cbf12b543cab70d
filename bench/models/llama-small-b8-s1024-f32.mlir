#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<32000x768xf32>, %arg1: tensor<768x768xf32>, %arg2: tensor<768x768xf32>, %arg3: tensor<768x768xf32>, %arg4: tensor<768x768xf32>, %arg5: tensor<2048x768xf32>, %arg6: tensor<2048x768xf32>, %arg7: tensor<768x2048xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<768x768xf32>, %arg11: tensor<768x768xf32>, %arg12: tensor<768x768xf32>, %arg13: tensor<768x768xf32>, %arg14: tensor<2048x768xf32>, %arg15: tensor<2048x768xf32>, %arg16: tensor<768x2048xf32>, %arg17: tensor<768xf32>, %arg18: tensor<768xf32>, %arg19: tensor<768x768xf32>, %arg20: tensor<768x768xf32>, %arg21: tensor<768x768xf32>, %arg22: tensor<768x768xf32>, %arg23: tensor<2048x768xf32>, %arg24: tensor<2048x768xf32>, %arg25: tensor<768x2048xf32>, %arg26: tensor<768xf32>, %arg27: tensor<768xf32>, %arg28: tensor<768x768xf32>, %arg29: tensor<768x768xf32>, %arg30: tensor<768x768xf32>, %arg31: tensor<768x768xf32>, %arg32: tensor<2048x768xf32>, %arg33: tensor<2048x768xf32>, %arg34: tensor<768x2048xf32>, %arg35: tensor<768xf32>, %arg36: tensor<768xf32>, %arg37: tensor<768x768xf32>, %arg38: tensor<768x768xf32>, %arg39: tensor<768x768xf32>, %arg40: tensor<768x768xf32>, %arg41: tensor<2048x768xf32>, %arg42: tensor<2048x768xf32>, %arg43: tensor<768x2048xf32>, %arg44: tensor<768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<768x768xf32>, %arg47: tensor<768x768xf32>, %arg48: tensor<768x768xf32>, %arg49: tensor<768x768xf32>, %arg50: tensor<2048x768xf32>, %arg51: tensor<2048x768xf32>, %arg52: tensor<768x2048xf32>, %arg53: tensor<768xf32>, %arg54: tensor<768xf32>, %arg55: tensor<768x768xf32>, %arg56: tensor<768x768xf32>, %arg57: tensor<768x768xf32>, %arg58: tensor<768x768xf32>, %arg59: tensor<2048x768xf32>, %arg60: tensor<2048x768xf32>, %arg61: tensor<768x2048xf32>, %arg62: tensor<768xf32>, %arg63: tensor<768xf32>, %arg64: tensor<768x768xf32>, %arg65: tensor<768x768xf32>, %arg66: tensor<768x768xf32>, %arg67: tensor<768x768xf32>, %arg68: tensor<2048x768xf32>, %arg69: tensor<2048x768xf32>, %arg70: tensor<768x2048xf32>, %arg71: tensor<768xf32>, %arg72: tensor<768xf32>, %arg73: tensor<768x768xf32>, %arg74: tensor<768x768xf32>, %arg75: tensor<768x768xf32>, %arg76: tensor<768x768xf32>, %arg77: tensor<2048x768xf32>, %arg78: tensor<2048x768xf32>, %arg79: tensor<768x2048xf32>, %arg80: tensor<768xf32>, %arg81: tensor<768xf32>, %arg82: tensor<768x768xf32>, %arg83: tensor<768x768xf32>, %arg84: tensor<768x768xf32>, %arg85: tensor<768x768xf32>, %arg86: tensor<2048x768xf32>, %arg87: tensor<2048x768xf32>, %arg88: tensor<768x2048xf32>, %arg89: tensor<768xf32>, %arg90: tensor<768xf32>, %arg91: tensor<768x768xf32>, %arg92: tensor<768x768xf32>, %arg93: tensor<768x768xf32>, %arg94: tensor<768x768xf32>, %arg95: tensor<2048x768xf32>, %arg96: tensor<2048x768xf32>, %arg97: tensor<768x2048xf32>, %arg98: tensor<768xf32>, %arg99: tensor<768xf32>, %arg100: tensor<768x768xf32>, %arg101: tensor<768x768xf32>, %arg102: tensor<768x768xf32>, %arg103: tensor<768x768xf32>, %arg104: tensor<2048x768xf32>, %arg105: tensor<2048x768xf32>, %arg106: tensor<768x2048xf32>, %arg107: tensor<768xf32>, %arg108: tensor<768xf32>, %arg109: tensor<768xf32>, %arg110: tensor<32000x768xf32>, %arg111: tensor<8x1024xi64>, %arg112: tensor<8x1024xi64>) -> tensor<8x1024x32000xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c8_i64 = arith.constant 8 : i64
    %c1024_i64 = arith.constant 1024 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32000 = arith.constant 32000 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x12x1024x1024xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.35355339059327379 : f64
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_10 = arith.constant 7.680000e+02 : f32
    %0 = tensor.empty() : tensor<8x1024x768xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg111 : tensor<8x1024xi64>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %627 = arith.index_cast %in : i64 to index
      %628 = linalg.index 2 : index
      %629 = arith.cmpi slt, %627, %c32000 : index
      cf.assert %629, "index must be smaller than dim size"
      %630 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %630, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%627, %628] : tensor<32000x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1024x768xf32>
    %2 = tensor.empty() : tensor<1024xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<1024xi64>) {
    ^bb0(%out: i64):
      %627 = linalg.index 0 : index
      %628 = arith.index_cast %627 : index to i64
      linalg.yield %628 : i64
    } -> tensor<1024xi64>
    %4 = tensor.empty() : tensor<8x1024xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg112 : tensor<8x1024xi64>) outs(%4 : tensor<8x1024xi1>) {
    ^bb0(%in: i64, %out: i1):
      %627 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %627 : i1
    } -> tensor<8x1024xi1>
    %6 = tensor.empty() : tensor<8xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %627 = linalg.index 0 : index
      %628 = arith.index_cast %627 : index to i64
      linalg.yield %628 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [8, 1, 1, 1] : tensor<8xi64> into tensor<8x1x1x1xi64>
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1024, 1] : tensor<1024xi64> into tensor<1x1x1024x1xi64>
    %expanded_12 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1024] : tensor<1024xi64> into tensor<1x1x1x1024xi64>
    %8 = tensor.empty() : tensor<1x1x1024x1024xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12, %expanded_11 : tensor<1x1x1x1024xi64>, tensor<1x1x1024x1xi64>) outs(%8 : tensor<1x1x1024x1024xi1>) {
    ^bb0(%in: i64, %in_448: i64, %out: i1):
      %627 = arith.cmpi sle, %in, %in_448 : i64
      linalg.yield %627 : i1
    } -> tensor<1x1x1024x1024xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %9 : tensor<i1>, tensor<1x1x1024x1024xi1>) outs(%8 : tensor<1x1x1024x1024xi1>) {
    ^bb0(%in: i1, %in_448: i1, %out: i1):
      %627 = arith.andi %in, %in_448 : i1
      linalg.yield %627 : i1
    } -> tensor<1x1x1024x1024xi1>
    %11 = tensor.empty() : tensor<8x1x1x1024xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_12 : tensor<8x1x1x1xi64>, tensor<1x1x1x1024xi64>) outs(%11 : tensor<8x1x1x1024xi1>) {
    ^bb0(%in: i64, %in_448: i64, %out: i1):
      %627 = arith.cmpi slt, %in, %c0_i64 : i64
      %628 = arith.addi %in, %c8_i64 : i64
      %629 = arith.select %627, %628, %in : i64
      %630 = arith.index_cast %629 : i64 to index
      %631 = arith.cmpi slt, %in_448, %c0_i64 : i64
      %632 = arith.addi %in_448, %c1024_i64 : i64
      %633 = arith.select %631, %632, %in_448 : i64
      %634 = arith.index_cast %633 : i64 to index
      %extracted = tensor.extract %5[%630, %634] : tensor<8x1024xi1>
      linalg.yield %extracted : i1
    } -> tensor<8x1x1x1024xi1>
    %13 = tensor.empty() : tensor<8x1x1024x1024xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x1024x1024xi1>, tensor<8x1x1x1024xi1>) outs(%13 : tensor<8x1x1024x1024xi1>) {
    ^bb0(%in: i1, %in_448: i1, %out: i1):
      %627 = arith.andi %in, %in_448 : i1
      linalg.yield %627 : i1
    } -> tensor<8x1x1024x1024xi1>
    %expanded_13 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 1024, 1] : tensor<1024xi64> into tensor<1x1024x1xi64>
    %15 = tensor.empty() : tensor<1x1024x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x1024x1xi64>) outs(%15 : tensor<1x1024x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %627 = arith.sitofp %in : i64 to f32
      linalg.yield %627 : f32
    } -> tensor<1x1024x1xf32>
    %17 = tensor.empty() : tensor<1x1024x32xf32>
    %18 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_9 : tensor<1x1024x1xf32>, tensor<32xf32>) outs(%17 : tensor<1x1024x32xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<1x1024x32xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x1024x32xf32>, tensor<1x1024x32xf32>) -> tensor<1x1024x64xf32>
    %19 = tensor.empty() : tensor<1x1024x64xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x1024x64xf32>) outs(%19 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.cos %in : f32
      linalg.yield %627 : f32
    } -> tensor<1x1024x64xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x1024x64xf32>) outs(%19 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.sin %in : f32
      linalg.yield %627 : f32
    } -> tensor<1x1024x64xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %23 = tensor.empty() : tensor<8x1024x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<8x1024x1xf32>) -> tensor<8x1024x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %30 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %29 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %31 = tensor.empty() : tensor<768x768xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %32 = tensor.empty() : tensor<8192x768xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %34 = linalg.matmul ins(%collapsed, %transposed : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_14 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %35 = tensor.empty() : tensor<8x12x1024x64xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg2 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %36 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_17 = tensor.expand_shape %36 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg3 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %37 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_20 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 1024, 64] : tensor<1x1024x64xf32> into tensor<1x1x1024x64xf32>
    %expanded_23 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 1024, 64] : tensor<1x1024x64xf32> into tensor<1x1x1024x64xf32>
    %38 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice = tensor.extract_slice %transposed_15[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %39 = tensor.empty() : tensor<8x12x1024x32xf32>
    %40 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_25 = tensor.concat dim(3) %40, %extracted_slice : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %41 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %41 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %44 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_28 = tensor.concat dim(3) %44, %extracted_slice_26 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %45 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %46 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %45 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %47 = tensor.empty() : tensor<8x1x1024x1024xf32>
    %48 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_3, %cst_4 : tensor<8x1x1024x1024xi1>, tensor<f32>, tensor<f32>) outs(%47 : tensor<8x1x1024x1024xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %627 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1x1024x1024xf32>
    %49 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x1024x64xf32>
    %50 = tensor.empty() : tensor<8x12x64x1024xf32>
    %transposed_29 = linalg.transpose ins(%46 : tensor<8x12x1024x64xf32>) outs(%50 : tensor<8x12x64x1024xf32>) permutation = [0, 1, 3, 2] 
    %51 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<8x12x64x1024xf32>) outs(%50 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_30 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_31 = tensor.collapse_shape %51 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %52 = tensor.empty() : tensor<96x1024x1024xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %54 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_32 = tensor.expand_shape %54 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %55 = tensor.empty() : tensor<8x12x1024x1024xf32>
    %56 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32, %48 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %57 = tensor.empty() : tensor<8x12x1024xi64>
    %58 = linalg.fill ins(%c0_i64 : i64) outs(%57 : tensor<8x12x1024xi64>) -> tensor<8x12x1024xi64>
    %59 = tensor.empty() : tensor<8x12x1024xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<8x12x1024xf32>) -> tensor<8x12x1024xf32>
    %61:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<8x12x1024x1024xf32>) outs(%60, %58 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %627 = linalg.index 3 : index
      %628 = arith.index_cast %627 : index to i64
      %629 = arith.maximumf %in, %out : f32
      %630 = arith.cmpf ogt, %in, %out : f32
      %631 = arith.select %630, %628, %out_448 : i64
      linalg.yield %629, %631 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_33 = tensor.expand_shape %61#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_33 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.subf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %63 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.exp %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %64 = tensor.empty() : tensor<8x12x1024x1xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1xf32>
    %66 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%63 : tensor<8x12x1024x1024xf32>) outs(%65 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1xf32>
    %67 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %66 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.divf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %68 = tensor.empty() : tensor<8x12x1024x1024xi1>
    %69 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<8x12x1024x1024xf32>) outs(%68 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %627 = arith.extf %in : f32 to f64
      %628 = arith.cmpf oeq, %627, %cst_7 : f64
      linalg.yield %628 : i1
    } -> tensor<8x12x1024x1024xi1>
    %70 = tensor.empty() : tensor<8x12x1024x1xi1>
    %71 = linalg.fill ins(%true : i1) outs(%70 : tensor<8x12x1024x1xi1>) -> tensor<8x12x1024x1xi1>
    %72 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<8x12x1024x1024xi1>) outs(%71 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %627 = arith.andi %in, %out : i1
      linalg.yield %627 : i1
    } -> tensor<8x12x1024x1xi1>
    %73 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %cst_2, %67 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %627 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_34 = tensor.collapse_shape %73 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_35 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %74 = tensor.empty() : tensor<96x1024x64xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %76 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%75 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_36 = tensor.expand_shape %76 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %77 = tensor.empty() : tensor<8x1024x12x64xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<8x12x1024x64xf32>) outs(%77 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_38 = linalg.transpose ins(%arg4 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %transposed_37 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %78 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_40 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_40 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %84 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %86 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %85 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %87 = tensor.empty() : tensor<768x2048xf32>
    %transposed_41 = linalg.transpose ins(%arg5 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %88 = tensor.empty() : tensor<8192x2048xf32>
    %89 = linalg.fill ins(%cst : f32) outs(%88 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %90 = linalg.matmul ins(%collapsed_42, %transposed_41 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_43 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %91 = tensor.empty() : tensor<8x1024x2048xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      %628 = math.exp %627 : f32
      %629 = arith.addf %628, %cst_1 : f32
      %630 = arith.divf %cst_1, %629 : f32
      linalg.yield %630 : f32
    } -> tensor<8x1024x2048xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43, %92 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_44 = linalg.transpose ins(%arg6 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %94 = linalg.matmul ins(%collapsed_42, %transposed_44 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_45 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %expanded_45 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %96 = tensor.empty() : tensor<2048x768xf32>
    %transposed_46 = linalg.transpose ins(%arg7 : tensor<768x2048xf32>) outs(%96 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<8x1024x2048xf32> into tensor<8192x2048xf32>
    %97 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<8192x2048xf32>, tensor<2048x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_48 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %expanded_48 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %103 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %105 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %104 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_49 = linalg.transpose ins(%arg10 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %105 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %106 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_51 = tensor.expand_shape %106 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_53 = linalg.transpose ins(%arg11 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_50, %transposed_53 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_54 = tensor.expand_shape %107 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_56 = linalg.transpose ins(%arg12 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %108 = linalg.matmul ins(%collapsed_50, %transposed_56 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_57 = tensor.expand_shape %108 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %109 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_52, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_59 = tensor.extract_slice %transposed_52[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_60 = tensor.extract_slice %transposed_52[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %110 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_60 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_61 = tensor.concat dim(3) %110, %extracted_slice_59 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %111 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_61, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %112 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %111 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %113 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_55, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_62 = tensor.extract_slice %transposed_55[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_63 = tensor.extract_slice %transposed_55[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %114 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_63 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_64 = tensor.concat dim(3) %114, %extracted_slice_62 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %115 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_64, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %116 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %115 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %117 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_65 = linalg.transpose ins(%116 : tensor<8x12x1024x64xf32>) outs(%50 : tensor<8x12x64x1024xf32>) permutation = [0, 1, 3, 2] 
    %118 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_65 : tensor<8x12x64x1024xf32>) outs(%50 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_66 = tensor.collapse_shape %117 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_67 = tensor.collapse_shape %118 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %119 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_68 = tensor.expand_shape %119 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %120 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_68, %48 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %121:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%120 : tensor<8x12x1024x1024xf32>) outs(%60, %58 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %627 = linalg.index 3 : index
      %628 = arith.index_cast %627 : index to i64
      %629 = arith.maximumf %in, %out : f32
      %630 = arith.cmpf ogt, %in, %out : f32
      %631 = arith.select %630, %628, %out_448 : i64
      linalg.yield %629, %631 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_69 = tensor.expand_shape %121#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %122 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_69 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.subf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %123 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.exp %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%123 : tensor<8x12x1024x1024xf32>) outs(%65 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1xf32>
    %125 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %124 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.divf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %126 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<8x12x1024x1024xf32>) outs(%68 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %627 = arith.extf %in : f32 to f64
      %628 = arith.cmpf oeq, %627, %cst_7 : f64
      linalg.yield %628 : i1
    } -> tensor<8x12x1024x1024xi1>
    %127 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%126 : tensor<8x12x1024x1024xi1>) outs(%71 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %627 = arith.andi %in, %out : i1
      linalg.yield %627 : i1
    } -> tensor<8x12x1024x1xi1>
    %128 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %cst_2, %125 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %627 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_70 = tensor.collapse_shape %128 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_71 = tensor.collapse_shape %transposed_58 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %129 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%75 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_72 = tensor.expand_shape %129 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<8x12x1024x64xf32>) outs(%77 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_74 = linalg.transpose ins(%arg13 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %transposed_73 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %130 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_76 = tensor.expand_shape %130 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %expanded_76 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%132 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %136 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %138 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %137 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_77 = linalg.transpose ins(%arg14 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_78 = tensor.collapse_shape %138 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %139 = linalg.matmul ins(%collapsed_78, %transposed_77 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_79 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      %628 = math.exp %627 : f32
      %629 = arith.addf %628, %cst_1 : f32
      %630 = arith.divf %cst_1, %629 : f32
      linalg.yield %630 : f32
    } -> tensor<8x1024x2048xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %140 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_80 = linalg.transpose ins(%arg15 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %142 = linalg.matmul ins(%collapsed_78, %transposed_80 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_81 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %expanded_81 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_82 = linalg.transpose ins(%arg16 : tensor<768x2048xf32>) outs(%96 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_83 = tensor.collapse_shape %143 [[0, 1], [2]] : tensor<8x1024x2048xf32> into tensor<8192x2048xf32>
    %144 = linalg.matmul ins(%collapsed_83, %transposed_82 : tensor<8192x2048xf32>, tensor<2048x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_84 = tensor.expand_shape %144 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %expanded_84 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%146 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %150 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %152 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %151 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_85 = linalg.transpose ins(%arg19 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_86 = tensor.collapse_shape %152 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %153 = linalg.matmul ins(%collapsed_86, %transposed_85 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_87 = tensor.expand_shape %153 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_88 = linalg.transpose ins(%expanded_87 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_89 = linalg.transpose ins(%arg20 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %154 = linalg.matmul ins(%collapsed_86, %transposed_89 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_90 = tensor.expand_shape %154 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_91 = linalg.transpose ins(%expanded_90 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_92 = linalg.transpose ins(%arg21 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %155 = linalg.matmul ins(%collapsed_86, %transposed_92 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_93 = tensor.expand_shape %155 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_94 = linalg.transpose ins(%expanded_93 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %156 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_88, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_95 = tensor.extract_slice %transposed_88[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_96 = tensor.extract_slice %transposed_88[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %157 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_96 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_97 = tensor.concat dim(3) %157, %extracted_slice_95 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %158 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_97, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %159 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %158 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %160 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_91, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_98 = tensor.extract_slice %transposed_91[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_99 = tensor.extract_slice %transposed_91[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_99 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_100 = tensor.concat dim(3) %161, %extracted_slice_98 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %162 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_100, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %163 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %162 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %164 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159 : tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_101 = linalg.transpose ins(%163 : tensor<8x12x1024x64xf32>) outs(%50 : tensor<8x12x64x1024xf32>) permutation = [0, 1, 3, 2] 
    %165 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_101 : tensor<8x12x64x1024xf32>) outs(%50 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_102 = tensor.collapse_shape %164 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_103 = tensor.collapse_shape %165 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %166 = linalg.batch_matmul ins(%collapsed_102, %collapsed_103 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_104 = tensor.expand_shape %166 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %167 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %48 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %168:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%167 : tensor<8x12x1024x1024xf32>) outs(%60, %58 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %627 = linalg.index 3 : index
      %628 = arith.index_cast %627 : index to i64
      %629 = arith.maximumf %in, %out : f32
      %630 = arith.cmpf ogt, %in, %out : f32
      %631 = arith.select %630, %628, %out_448 : i64
      linalg.yield %629, %631 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_105 = tensor.expand_shape %168#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %169 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_105 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.subf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %170 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.exp %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %171 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%170 : tensor<8x12x1024x1024xf32>) outs(%65 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1xf32>
    %172 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %171 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.divf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %173 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167 : tensor<8x12x1024x1024xf32>) outs(%68 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %627 = arith.extf %in : f32 to f64
      %628 = arith.cmpf oeq, %627, %cst_7 : f64
      linalg.yield %628 : i1
    } -> tensor<8x12x1024x1024xi1>
    %174 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%173 : tensor<8x12x1024x1024xi1>) outs(%71 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %627 = arith.andi %in, %out : i1
      linalg.yield %627 : i1
    } -> tensor<8x12x1024x1xi1>
    %175 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %cst_2, %172 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %627 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_106 = tensor.collapse_shape %175 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_107 = tensor.collapse_shape %transposed_94 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %176 = linalg.batch_matmul ins(%collapsed_106, %collapsed_107 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%75 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_108 = tensor.expand_shape %176 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_109 = linalg.transpose ins(%expanded_108 : tensor<8x12x1024x64xf32>) outs(%77 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_110 = linalg.transpose ins(%arg22 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_111 = tensor.collapse_shape %transposed_109 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %177 = linalg.matmul ins(%collapsed_111, %transposed_110 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_112 = tensor.expand_shape %177 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %expanded_112 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%179 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %183 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %185 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27, %184 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_113 = linalg.transpose ins(%arg23 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_114 = tensor.collapse_shape %185 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %186 = linalg.matmul ins(%collapsed_114, %transposed_113 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_115 = tensor.expand_shape %186 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115 : tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      %628 = math.exp %627 : f32
      %629 = arith.addf %628, %cst_1 : f32
      %630 = arith.divf %cst_1, %629 : f32
      linalg.yield %630 : f32
    } -> tensor<8x1024x2048xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %187 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_116 = linalg.transpose ins(%arg24 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %189 = linalg.matmul ins(%collapsed_114, %transposed_116 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_117 = tensor.expand_shape %189 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %expanded_117 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_118 = linalg.transpose ins(%arg25 : tensor<768x2048xf32>) outs(%96 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_119 = tensor.collapse_shape %190 [[0, 1], [2]] : tensor<8x1024x2048xf32> into tensor<8192x2048xf32>
    %191 = linalg.matmul ins(%collapsed_119, %transposed_118 : tensor<8192x2048xf32>, tensor<2048x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_120 = tensor.expand_shape %191 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %expanded_120 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%193 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %197 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %199 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg35, %198 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_121 = linalg.transpose ins(%arg28 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_122 = tensor.collapse_shape %199 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %200 = linalg.matmul ins(%collapsed_122, %transposed_121 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_123 = tensor.expand_shape %200 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_124 = linalg.transpose ins(%expanded_123 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_125 = linalg.transpose ins(%arg29 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %201 = linalg.matmul ins(%collapsed_122, %transposed_125 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_126 = tensor.expand_shape %201 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_127 = linalg.transpose ins(%expanded_126 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_128 = linalg.transpose ins(%arg30 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %202 = linalg.matmul ins(%collapsed_122, %transposed_128 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_129 = tensor.expand_shape %202 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_130 = linalg.transpose ins(%expanded_129 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %203 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_124, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_131 = tensor.extract_slice %transposed_124[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_132 = tensor.extract_slice %transposed_124[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %204 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_132 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_133 = tensor.concat dim(3) %204, %extracted_slice_131 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %205 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_133, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %206 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %205 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %207 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_127, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_134 = tensor.extract_slice %transposed_127[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_135 = tensor.extract_slice %transposed_127[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %208 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_135 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_136 = tensor.concat dim(3) %208, %extracted_slice_134 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %209 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_136, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %210 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %209 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %211 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_137 = linalg.transpose ins(%210 : tensor<8x12x1024x64xf32>) outs(%50 : tensor<8x12x64x1024xf32>) permutation = [0, 1, 3, 2] 
    %212 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_137 : tensor<8x12x64x1024xf32>) outs(%50 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_138 = tensor.collapse_shape %211 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_139 = tensor.collapse_shape %212 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %213 = linalg.batch_matmul ins(%collapsed_138, %collapsed_139 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_140 = tensor.expand_shape %213 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %214 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_140, %48 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %215:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%214 : tensor<8x12x1024x1024xf32>) outs(%60, %58 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %627 = linalg.index 3 : index
      %628 = arith.index_cast %627 : index to i64
      %629 = arith.maximumf %in, %out : f32
      %630 = arith.cmpf ogt, %in, %out : f32
      %631 = arith.select %630, %628, %out_448 : i64
      linalg.yield %629, %631 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_141 = tensor.expand_shape %215#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %216 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %expanded_141 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.subf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %217 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216 : tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.exp %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %218 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%217 : tensor<8x12x1024x1024xf32>) outs(%65 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1xf32>
    %219 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %218 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.divf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %220 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214 : tensor<8x12x1024x1024xf32>) outs(%68 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %627 = arith.extf %in : f32 to f64
      %628 = arith.cmpf oeq, %627, %cst_7 : f64
      linalg.yield %628 : i1
    } -> tensor<8x12x1024x1024xi1>
    %221 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%220 : tensor<8x12x1024x1024xi1>) outs(%71 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %627 = arith.andi %in, %out : i1
      linalg.yield %627 : i1
    } -> tensor<8x12x1024x1xi1>
    %222 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %cst_2, %219 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %627 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_142 = tensor.collapse_shape %222 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_143 = tensor.collapse_shape %transposed_130 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %223 = linalg.batch_matmul ins(%collapsed_142, %collapsed_143 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%75 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_144 = tensor.expand_shape %223 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_145 = linalg.transpose ins(%expanded_144 : tensor<8x12x1024x64xf32>) outs(%77 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_146 = linalg.transpose ins(%arg31 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_147 = tensor.collapse_shape %transposed_145 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %224 = linalg.matmul ins(%collapsed_147, %transposed_146 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_148 = tensor.expand_shape %224 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %expanded_148 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%226 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %230 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %232 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36, %231 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_149 = linalg.transpose ins(%arg32 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_150 = tensor.collapse_shape %232 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %233 = linalg.matmul ins(%collapsed_150, %transposed_149 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_151 = tensor.expand_shape %233 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151 : tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      %628 = math.exp %627 : f32
      %629 = arith.addf %628, %cst_1 : f32
      %630 = arith.divf %cst_1, %629 : f32
      linalg.yield %630 : f32
    } -> tensor<8x1024x2048xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151, %234 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_152 = linalg.transpose ins(%arg33 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %236 = linalg.matmul ins(%collapsed_150, %transposed_152 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_153 = tensor.expand_shape %236 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %expanded_153 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_154 = linalg.transpose ins(%arg34 : tensor<768x2048xf32>) outs(%96 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_155 = tensor.collapse_shape %237 [[0, 1], [2]] : tensor<8x1024x2048xf32> into tensor<8192x2048xf32>
    %238 = linalg.matmul ins(%collapsed_155, %transposed_154 : tensor<8192x2048xf32>, tensor<2048x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_156 = tensor.expand_shape %238 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %expanded_156 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%240 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %244 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %246 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg44, %245 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_157 = linalg.transpose ins(%arg37 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_158 = tensor.collapse_shape %246 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %247 = linalg.matmul ins(%collapsed_158, %transposed_157 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_159 = tensor.expand_shape %247 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_160 = linalg.transpose ins(%expanded_159 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_161 = linalg.transpose ins(%arg38 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %248 = linalg.matmul ins(%collapsed_158, %transposed_161 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_162 = tensor.expand_shape %248 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_163 = linalg.transpose ins(%expanded_162 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_164 = linalg.transpose ins(%arg39 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %249 = linalg.matmul ins(%collapsed_158, %transposed_164 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_165 = tensor.expand_shape %249 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_166 = linalg.transpose ins(%expanded_165 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %250 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_160, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_167 = tensor.extract_slice %transposed_160[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_168 = tensor.extract_slice %transposed_160[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %251 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_168 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_169 = tensor.concat dim(3) %251, %extracted_slice_167 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %252 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_169, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %253 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %252 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %254 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_163, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_170 = tensor.extract_slice %transposed_163[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_171 = tensor.extract_slice %transposed_163[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %255 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_171 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_172 = tensor.concat dim(3) %255, %extracted_slice_170 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %256 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_172, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %257 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %256 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %258 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253 : tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_173 = linalg.transpose ins(%257 : tensor<8x12x1024x64xf32>) outs(%50 : tensor<8x12x64x1024xf32>) permutation = [0, 1, 3, 2] 
    %259 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_173 : tensor<8x12x64x1024xf32>) outs(%50 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_174 = tensor.collapse_shape %258 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_175 = tensor.collapse_shape %259 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %260 = linalg.batch_matmul ins(%collapsed_174, %collapsed_175 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_176 = tensor.expand_shape %260 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %261 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_176, %48 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %262:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%261 : tensor<8x12x1024x1024xf32>) outs(%60, %58 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %627 = linalg.index 3 : index
      %628 = arith.index_cast %627 : index to i64
      %629 = arith.maximumf %in, %out : f32
      %630 = arith.cmpf ogt, %in, %out : f32
      %631 = arith.select %630, %628, %out_448 : i64
      linalg.yield %629, %631 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_177 = tensor.expand_shape %262#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %263 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %expanded_177 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.subf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %264 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263 : tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.exp %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %265 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%264 : tensor<8x12x1024x1024xf32>) outs(%65 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1xf32>
    %266 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %265 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.divf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %267 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261 : tensor<8x12x1024x1024xf32>) outs(%68 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %627 = arith.extf %in : f32 to f64
      %628 = arith.cmpf oeq, %627, %cst_7 : f64
      linalg.yield %628 : i1
    } -> tensor<8x12x1024x1024xi1>
    %268 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%267 : tensor<8x12x1024x1024xi1>) outs(%71 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %627 = arith.andi %in, %out : i1
      linalg.yield %627 : i1
    } -> tensor<8x12x1024x1xi1>
    %269 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268, %cst_2, %266 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %627 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_178 = tensor.collapse_shape %269 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_179 = tensor.collapse_shape %transposed_166 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %270 = linalg.batch_matmul ins(%collapsed_178, %collapsed_179 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%75 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_180 = tensor.expand_shape %270 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_181 = linalg.transpose ins(%expanded_180 : tensor<8x12x1024x64xf32>) outs(%77 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_182 = linalg.transpose ins(%arg40 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_183 = tensor.collapse_shape %transposed_181 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %271 = linalg.matmul ins(%collapsed_183, %transposed_182 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_184 = tensor.expand_shape %271 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %expanded_184 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%273 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %277 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %279 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg45, %278 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_185 = linalg.transpose ins(%arg41 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_186 = tensor.collapse_shape %279 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %280 = linalg.matmul ins(%collapsed_186, %transposed_185 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_187 = tensor.expand_shape %280 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187 : tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      %628 = math.exp %627 : f32
      %629 = arith.addf %628, %cst_1 : f32
      %630 = arith.divf %cst_1, %629 : f32
      linalg.yield %630 : f32
    } -> tensor<8x1024x2048xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187, %281 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_188 = linalg.transpose ins(%arg42 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %283 = linalg.matmul ins(%collapsed_186, %transposed_188 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_189 = tensor.expand_shape %283 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %expanded_189 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_190 = linalg.transpose ins(%arg43 : tensor<768x2048xf32>) outs(%96 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_191 = tensor.collapse_shape %284 [[0, 1], [2]] : tensor<8x1024x2048xf32> into tensor<8192x2048xf32>
    %285 = linalg.matmul ins(%collapsed_191, %transposed_190 : tensor<8192x2048xf32>, tensor<2048x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_192 = tensor.expand_shape %285 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %expanded_192 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%287 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %291 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %293 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg53, %292 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_193 = linalg.transpose ins(%arg46 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_194 = tensor.collapse_shape %293 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %294 = linalg.matmul ins(%collapsed_194, %transposed_193 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_195 = tensor.expand_shape %294 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_196 = linalg.transpose ins(%expanded_195 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_197 = linalg.transpose ins(%arg47 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %295 = linalg.matmul ins(%collapsed_194, %transposed_197 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_198 = tensor.expand_shape %295 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_199 = linalg.transpose ins(%expanded_198 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_200 = linalg.transpose ins(%arg48 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %296 = linalg.matmul ins(%collapsed_194, %transposed_200 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_201 = tensor.expand_shape %296 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_202 = linalg.transpose ins(%expanded_201 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %297 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_196, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_203 = tensor.extract_slice %transposed_196[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_204 = tensor.extract_slice %transposed_196[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %298 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_204 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_205 = tensor.concat dim(3) %298, %extracted_slice_203 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %299 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_205, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %300 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %299 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %301 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_199, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_206 = tensor.extract_slice %transposed_199[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_207 = tensor.extract_slice %transposed_199[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %302 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_207 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_208 = tensor.concat dim(3) %302, %extracted_slice_206 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %303 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_208, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %304 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %303 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %305 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300 : tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_209 = linalg.transpose ins(%304 : tensor<8x12x1024x64xf32>) outs(%50 : tensor<8x12x64x1024xf32>) permutation = [0, 1, 3, 2] 
    %306 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_209 : tensor<8x12x64x1024xf32>) outs(%50 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_210 = tensor.collapse_shape %305 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_211 = tensor.collapse_shape %306 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %307 = linalg.batch_matmul ins(%collapsed_210, %collapsed_211 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_212 = tensor.expand_shape %307 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %308 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_212, %48 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %309:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%308 : tensor<8x12x1024x1024xf32>) outs(%60, %58 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %627 = linalg.index 3 : index
      %628 = arith.index_cast %627 : index to i64
      %629 = arith.maximumf %in, %out : f32
      %630 = arith.cmpf ogt, %in, %out : f32
      %631 = arith.select %630, %628, %out_448 : i64
      linalg.yield %629, %631 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_213 = tensor.expand_shape %309#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %310 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %expanded_213 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.subf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %311 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310 : tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.exp %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %312 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%311 : tensor<8x12x1024x1024xf32>) outs(%65 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1xf32>
    %313 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %312 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.divf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %314 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<8x12x1024x1024xf32>) outs(%68 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %627 = arith.extf %in : f32 to f64
      %628 = arith.cmpf oeq, %627, %cst_7 : f64
      linalg.yield %628 : i1
    } -> tensor<8x12x1024x1024xi1>
    %315 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%314 : tensor<8x12x1024x1024xi1>) outs(%71 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %627 = arith.andi %in, %out : i1
      linalg.yield %627 : i1
    } -> tensor<8x12x1024x1xi1>
    %316 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %cst_2, %313 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %627 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_214 = tensor.collapse_shape %316 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_215 = tensor.collapse_shape %transposed_202 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %317 = linalg.batch_matmul ins(%collapsed_214, %collapsed_215 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%75 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_216 = tensor.expand_shape %317 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_217 = linalg.transpose ins(%expanded_216 : tensor<8x12x1024x64xf32>) outs(%77 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_218 = linalg.transpose ins(%arg49 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_219 = tensor.collapse_shape %transposed_217 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %318 = linalg.matmul ins(%collapsed_219, %transposed_218 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_220 = tensor.expand_shape %318 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %expanded_220 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%320 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %324 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %326 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg54, %325 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_221 = linalg.transpose ins(%arg50 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_222 = tensor.collapse_shape %326 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %327 = linalg.matmul ins(%collapsed_222, %transposed_221 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_223 = tensor.expand_shape %327 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_223 : tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      %628 = math.exp %627 : f32
      %629 = arith.addf %628, %cst_1 : f32
      %630 = arith.divf %cst_1, %629 : f32
      linalg.yield %630 : f32
    } -> tensor<8x1024x2048xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_223, %328 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_224 = linalg.transpose ins(%arg51 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %330 = linalg.matmul ins(%collapsed_222, %transposed_224 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_225 = tensor.expand_shape %330 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %expanded_225 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_226 = linalg.transpose ins(%arg52 : tensor<768x2048xf32>) outs(%96 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_227 = tensor.collapse_shape %331 [[0, 1], [2]] : tensor<8x1024x2048xf32> into tensor<8192x2048xf32>
    %332 = linalg.matmul ins(%collapsed_227, %transposed_226 : tensor<8192x2048xf32>, tensor<2048x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_228 = tensor.expand_shape %332 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %expanded_228 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%334 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %338 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %340 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg62, %339 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_229 = linalg.transpose ins(%arg55 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_230 = tensor.collapse_shape %340 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %341 = linalg.matmul ins(%collapsed_230, %transposed_229 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_231 = tensor.expand_shape %341 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_232 = linalg.transpose ins(%expanded_231 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_233 = linalg.transpose ins(%arg56 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %342 = linalg.matmul ins(%collapsed_230, %transposed_233 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_234 = tensor.expand_shape %342 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_235 = linalg.transpose ins(%expanded_234 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_236 = linalg.transpose ins(%arg57 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %343 = linalg.matmul ins(%collapsed_230, %transposed_236 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_237 = tensor.expand_shape %343 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_238 = linalg.transpose ins(%expanded_237 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %344 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_232, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_239 = tensor.extract_slice %transposed_232[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_240 = tensor.extract_slice %transposed_232[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %345 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_240 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_241 = tensor.concat dim(3) %345, %extracted_slice_239 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %346 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_241, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %347 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %346 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %348 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_235, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_242 = tensor.extract_slice %transposed_235[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_243 = tensor.extract_slice %transposed_235[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %349 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_243 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_244 = tensor.concat dim(3) %349, %extracted_slice_242 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %350 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_244, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %351 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %350 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %352 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347 : tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_245 = linalg.transpose ins(%351 : tensor<8x12x1024x64xf32>) outs(%50 : tensor<8x12x64x1024xf32>) permutation = [0, 1, 3, 2] 
    %353 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_245 : tensor<8x12x64x1024xf32>) outs(%50 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_246 = tensor.collapse_shape %352 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_247 = tensor.collapse_shape %353 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %354 = linalg.batch_matmul ins(%collapsed_246, %collapsed_247 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_248 = tensor.expand_shape %354 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %355 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_248, %48 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %356:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%355 : tensor<8x12x1024x1024xf32>) outs(%60, %58 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %627 = linalg.index 3 : index
      %628 = arith.index_cast %627 : index to i64
      %629 = arith.maximumf %in, %out : f32
      %630 = arith.cmpf ogt, %in, %out : f32
      %631 = arith.select %630, %628, %out_448 : i64
      linalg.yield %629, %631 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_249 = tensor.expand_shape %356#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %357 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355, %expanded_249 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.subf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %358 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357 : tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.exp %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %359 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%358 : tensor<8x12x1024x1024xf32>) outs(%65 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1xf32>
    %360 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %359 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.divf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %361 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355 : tensor<8x12x1024x1024xf32>) outs(%68 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %627 = arith.extf %in : f32 to f64
      %628 = arith.cmpf oeq, %627, %cst_7 : f64
      linalg.yield %628 : i1
    } -> tensor<8x12x1024x1024xi1>
    %362 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%361 : tensor<8x12x1024x1024xi1>) outs(%71 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %627 = arith.andi %in, %out : i1
      linalg.yield %627 : i1
    } -> tensor<8x12x1024x1xi1>
    %363 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362, %cst_2, %360 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %627 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_250 = tensor.collapse_shape %363 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_251 = tensor.collapse_shape %transposed_238 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %364 = linalg.batch_matmul ins(%collapsed_250, %collapsed_251 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%75 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_252 = tensor.expand_shape %364 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_253 = linalg.transpose ins(%expanded_252 : tensor<8x12x1024x64xf32>) outs(%77 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_254 = linalg.transpose ins(%arg58 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_255 = tensor.collapse_shape %transposed_253 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %365 = linalg.matmul ins(%collapsed_255, %transposed_254 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_256 = tensor.expand_shape %365 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %expanded_256 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%367 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %371 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %373 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg63, %372 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_257 = linalg.transpose ins(%arg59 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_258 = tensor.collapse_shape %373 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %374 = linalg.matmul ins(%collapsed_258, %transposed_257 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_259 = tensor.expand_shape %374 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_259 : tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      %628 = math.exp %627 : f32
      %629 = arith.addf %628, %cst_1 : f32
      %630 = arith.divf %cst_1, %629 : f32
      linalg.yield %630 : f32
    } -> tensor<8x1024x2048xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_259, %375 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_260 = linalg.transpose ins(%arg60 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %377 = linalg.matmul ins(%collapsed_258, %transposed_260 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_261 = tensor.expand_shape %377 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %expanded_261 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_262 = linalg.transpose ins(%arg61 : tensor<768x2048xf32>) outs(%96 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_263 = tensor.collapse_shape %378 [[0, 1], [2]] : tensor<8x1024x2048xf32> into tensor<8192x2048xf32>
    %379 = linalg.matmul ins(%collapsed_263, %transposed_262 : tensor<8192x2048xf32>, tensor<2048x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_264 = tensor.expand_shape %379 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %expanded_264 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%381 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %385 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %387 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg71, %386 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_265 = linalg.transpose ins(%arg64 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_266 = tensor.collapse_shape %387 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %388 = linalg.matmul ins(%collapsed_266, %transposed_265 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_267 = tensor.expand_shape %388 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_268 = linalg.transpose ins(%expanded_267 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_269 = linalg.transpose ins(%arg65 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %389 = linalg.matmul ins(%collapsed_266, %transposed_269 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_270 = tensor.expand_shape %389 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_271 = linalg.transpose ins(%expanded_270 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_272 = linalg.transpose ins(%arg66 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %390 = linalg.matmul ins(%collapsed_266, %transposed_272 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_273 = tensor.expand_shape %390 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_274 = linalg.transpose ins(%expanded_273 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %391 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_268, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_275 = tensor.extract_slice %transposed_268[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_276 = tensor.extract_slice %transposed_268[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %392 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_276 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_277 = tensor.concat dim(3) %392, %extracted_slice_275 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %393 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_277, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %394 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391, %393 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %395 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_271, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_278 = tensor.extract_slice %transposed_271[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_279 = tensor.extract_slice %transposed_271[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %396 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_279 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_280 = tensor.concat dim(3) %396, %extracted_slice_278 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %397 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_280, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %398 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %397 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %399 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394 : tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_281 = linalg.transpose ins(%398 : tensor<8x12x1024x64xf32>) outs(%50 : tensor<8x12x64x1024xf32>) permutation = [0, 1, 3, 2] 
    %400 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_281 : tensor<8x12x64x1024xf32>) outs(%50 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_282 = tensor.collapse_shape %399 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_283 = tensor.collapse_shape %400 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %401 = linalg.batch_matmul ins(%collapsed_282, %collapsed_283 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_284 = tensor.expand_shape %401 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %402 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_284, %48 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %403:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%402 : tensor<8x12x1024x1024xf32>) outs(%60, %58 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %627 = linalg.index 3 : index
      %628 = arith.index_cast %627 : index to i64
      %629 = arith.maximumf %in, %out : f32
      %630 = arith.cmpf ogt, %in, %out : f32
      %631 = arith.select %630, %628, %out_448 : i64
      linalg.yield %629, %631 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_285 = tensor.expand_shape %403#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %404 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402, %expanded_285 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.subf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %405 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404 : tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.exp %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %406 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%405 : tensor<8x12x1024x1024xf32>) outs(%65 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1xf32>
    %407 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405, %406 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.divf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %408 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402 : tensor<8x12x1024x1024xf32>) outs(%68 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %627 = arith.extf %in : f32 to f64
      %628 = arith.cmpf oeq, %627, %cst_7 : f64
      linalg.yield %628 : i1
    } -> tensor<8x12x1024x1024xi1>
    %409 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%408 : tensor<8x12x1024x1024xi1>) outs(%71 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %627 = arith.andi %in, %out : i1
      linalg.yield %627 : i1
    } -> tensor<8x12x1024x1xi1>
    %410 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409, %cst_2, %407 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %627 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_286 = tensor.collapse_shape %410 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_287 = tensor.collapse_shape %transposed_274 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %411 = linalg.batch_matmul ins(%collapsed_286, %collapsed_287 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%75 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_288 = tensor.expand_shape %411 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_289 = linalg.transpose ins(%expanded_288 : tensor<8x12x1024x64xf32>) outs(%77 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_290 = linalg.transpose ins(%arg67 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_291 = tensor.collapse_shape %transposed_289 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %412 = linalg.matmul ins(%collapsed_291, %transposed_290 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_292 = tensor.expand_shape %412 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %expanded_292 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%414 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413, %418 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %420 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg72, %419 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_293 = linalg.transpose ins(%arg68 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_294 = tensor.collapse_shape %420 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %421 = linalg.matmul ins(%collapsed_294, %transposed_293 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_295 = tensor.expand_shape %421 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_295 : tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      %628 = math.exp %627 : f32
      %629 = arith.addf %628, %cst_1 : f32
      %630 = arith.divf %cst_1, %629 : f32
      linalg.yield %630 : f32
    } -> tensor<8x1024x2048xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_295, %422 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_296 = linalg.transpose ins(%arg69 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %424 = linalg.matmul ins(%collapsed_294, %transposed_296 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_297 = tensor.expand_shape %424 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %expanded_297 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_298 = linalg.transpose ins(%arg70 : tensor<768x2048xf32>) outs(%96 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_299 = tensor.collapse_shape %425 [[0, 1], [2]] : tensor<8x1024x2048xf32> into tensor<8192x2048xf32>
    %426 = linalg.matmul ins(%collapsed_299, %transposed_298 : tensor<8192x2048xf32>, tensor<2048x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_300 = tensor.expand_shape %426 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413, %expanded_300 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%428 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427, %432 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %434 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg80, %433 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_301 = linalg.transpose ins(%arg73 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_302 = tensor.collapse_shape %434 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %435 = linalg.matmul ins(%collapsed_302, %transposed_301 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_303 = tensor.expand_shape %435 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_304 = linalg.transpose ins(%expanded_303 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_305 = linalg.transpose ins(%arg74 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %436 = linalg.matmul ins(%collapsed_302, %transposed_305 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_306 = tensor.expand_shape %436 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_307 = linalg.transpose ins(%expanded_306 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_308 = linalg.transpose ins(%arg75 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %437 = linalg.matmul ins(%collapsed_302, %transposed_308 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_309 = tensor.expand_shape %437 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_310 = linalg.transpose ins(%expanded_309 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %438 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_304, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_311 = tensor.extract_slice %transposed_304[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_312 = tensor.extract_slice %transposed_304[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %439 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_312 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_313 = tensor.concat dim(3) %439, %extracted_slice_311 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %440 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_313, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %441 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %440 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %442 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_307, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_314 = tensor.extract_slice %transposed_307[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_315 = tensor.extract_slice %transposed_307[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %443 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_315 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_316 = tensor.concat dim(3) %443, %extracted_slice_314 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %444 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_316, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %445 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442, %444 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %446 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441 : tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_317 = linalg.transpose ins(%445 : tensor<8x12x1024x64xf32>) outs(%50 : tensor<8x12x64x1024xf32>) permutation = [0, 1, 3, 2] 
    %447 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_317 : tensor<8x12x64x1024xf32>) outs(%50 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_318 = tensor.collapse_shape %446 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_319 = tensor.collapse_shape %447 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %448 = linalg.batch_matmul ins(%collapsed_318, %collapsed_319 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_320 = tensor.expand_shape %448 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %449 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_320, %48 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %450:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%449 : tensor<8x12x1024x1024xf32>) outs(%60, %58 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %627 = linalg.index 3 : index
      %628 = arith.index_cast %627 : index to i64
      %629 = arith.maximumf %in, %out : f32
      %630 = arith.cmpf ogt, %in, %out : f32
      %631 = arith.select %630, %628, %out_448 : i64
      linalg.yield %629, %631 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_321 = tensor.expand_shape %450#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %451 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449, %expanded_321 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.subf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %452 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451 : tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.exp %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %453 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%452 : tensor<8x12x1024x1024xf32>) outs(%65 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1xf32>
    %454 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %453 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.divf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %455 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449 : tensor<8x12x1024x1024xf32>) outs(%68 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %627 = arith.extf %in : f32 to f64
      %628 = arith.cmpf oeq, %627, %cst_7 : f64
      linalg.yield %628 : i1
    } -> tensor<8x12x1024x1024xi1>
    %456 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%455 : tensor<8x12x1024x1024xi1>) outs(%71 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %627 = arith.andi %in, %out : i1
      linalg.yield %627 : i1
    } -> tensor<8x12x1024x1xi1>
    %457 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %cst_2, %454 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %627 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_322 = tensor.collapse_shape %457 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_323 = tensor.collapse_shape %transposed_310 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %458 = linalg.batch_matmul ins(%collapsed_322, %collapsed_323 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%75 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_324 = tensor.expand_shape %458 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_325 = linalg.transpose ins(%expanded_324 : tensor<8x12x1024x64xf32>) outs(%77 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_326 = linalg.transpose ins(%arg76 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_327 = tensor.collapse_shape %transposed_325 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %459 = linalg.matmul ins(%collapsed_327, %transposed_326 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_328 = tensor.expand_shape %459 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427, %expanded_328 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%461 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %465 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %466 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460, %465 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %467 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg81, %466 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_329 = linalg.transpose ins(%arg77 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_330 = tensor.collapse_shape %467 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %468 = linalg.matmul ins(%collapsed_330, %transposed_329 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_331 = tensor.expand_shape %468 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_331 : tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      %628 = math.exp %627 : f32
      %629 = arith.addf %628, %cst_1 : f32
      %630 = arith.divf %cst_1, %629 : f32
      linalg.yield %630 : f32
    } -> tensor<8x1024x2048xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_331, %469 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_332 = linalg.transpose ins(%arg78 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %471 = linalg.matmul ins(%collapsed_330, %transposed_332 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_333 = tensor.expand_shape %471 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470, %expanded_333 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_334 = linalg.transpose ins(%arg79 : tensor<768x2048xf32>) outs(%96 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_335 = tensor.collapse_shape %472 [[0, 1], [2]] : tensor<8x1024x2048xf32> into tensor<8192x2048xf32>
    %473 = linalg.matmul ins(%collapsed_335, %transposed_334 : tensor<8192x2048xf32>, tensor<2048x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_336 = tensor.expand_shape %473 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460, %expanded_336 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%474 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%475 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%474, %479 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %481 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg89, %480 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_337 = linalg.transpose ins(%arg82 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_338 = tensor.collapse_shape %481 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %482 = linalg.matmul ins(%collapsed_338, %transposed_337 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_339 = tensor.expand_shape %482 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_340 = linalg.transpose ins(%expanded_339 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_341 = linalg.transpose ins(%arg83 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %483 = linalg.matmul ins(%collapsed_338, %transposed_341 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_342 = tensor.expand_shape %483 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_343 = linalg.transpose ins(%expanded_342 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_344 = linalg.transpose ins(%arg84 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %484 = linalg.matmul ins(%collapsed_338, %transposed_344 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_345 = tensor.expand_shape %484 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_346 = linalg.transpose ins(%expanded_345 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %485 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_340, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_347 = tensor.extract_slice %transposed_340[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_348 = tensor.extract_slice %transposed_340[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %486 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_348 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_349 = tensor.concat dim(3) %486, %extracted_slice_347 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %487 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_349, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %488 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485, %487 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %489 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_343, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_350 = tensor.extract_slice %transposed_343[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_351 = tensor.extract_slice %transposed_343[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %490 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_351 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_352 = tensor.concat dim(3) %490, %extracted_slice_350 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %491 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_352, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %492 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489, %491 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %493 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488 : tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_353 = linalg.transpose ins(%492 : tensor<8x12x1024x64xf32>) outs(%50 : tensor<8x12x64x1024xf32>) permutation = [0, 1, 3, 2] 
    %494 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_353 : tensor<8x12x64x1024xf32>) outs(%50 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_354 = tensor.collapse_shape %493 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_355 = tensor.collapse_shape %494 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %495 = linalg.batch_matmul ins(%collapsed_354, %collapsed_355 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_356 = tensor.expand_shape %495 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %496 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_356, %48 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %497:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%496 : tensor<8x12x1024x1024xf32>) outs(%60, %58 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %627 = linalg.index 3 : index
      %628 = arith.index_cast %627 : index to i64
      %629 = arith.maximumf %in, %out : f32
      %630 = arith.cmpf ogt, %in, %out : f32
      %631 = arith.select %630, %628, %out_448 : i64
      linalg.yield %629, %631 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_357 = tensor.expand_shape %497#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %498 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496, %expanded_357 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.subf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %499 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%498 : tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.exp %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %500 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%499 : tensor<8x12x1024x1024xf32>) outs(%65 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1xf32>
    %501 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499, %500 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.divf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %502 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496 : tensor<8x12x1024x1024xf32>) outs(%68 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %627 = arith.extf %in : f32 to f64
      %628 = arith.cmpf oeq, %627, %cst_7 : f64
      linalg.yield %628 : i1
    } -> tensor<8x12x1024x1024xi1>
    %503 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%502 : tensor<8x12x1024x1024xi1>) outs(%71 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %627 = arith.andi %in, %out : i1
      linalg.yield %627 : i1
    } -> tensor<8x12x1024x1xi1>
    %504 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%503, %cst_2, %501 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %627 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_358 = tensor.collapse_shape %504 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_359 = tensor.collapse_shape %transposed_346 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %505 = linalg.batch_matmul ins(%collapsed_358, %collapsed_359 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%75 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_360 = tensor.expand_shape %505 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_361 = linalg.transpose ins(%expanded_360 : tensor<8x12x1024x64xf32>) outs(%77 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_362 = linalg.transpose ins(%arg85 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_363 = tensor.collapse_shape %transposed_361 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %506 = linalg.matmul ins(%collapsed_363, %transposed_362 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_364 = tensor.expand_shape %506 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%474, %expanded_364 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%508 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %512 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %514 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg90, %513 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_365 = linalg.transpose ins(%arg86 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_366 = tensor.collapse_shape %514 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %515 = linalg.matmul ins(%collapsed_366, %transposed_365 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_367 = tensor.expand_shape %515 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_367 : tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      %628 = math.exp %627 : f32
      %629 = arith.addf %628, %cst_1 : f32
      %630 = arith.divf %cst_1, %629 : f32
      linalg.yield %630 : f32
    } -> tensor<8x1024x2048xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_367, %516 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_368 = linalg.transpose ins(%arg87 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %518 = linalg.matmul ins(%collapsed_366, %transposed_368 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_369 = tensor.expand_shape %518 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517, %expanded_369 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_370 = linalg.transpose ins(%arg88 : tensor<768x2048xf32>) outs(%96 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_371 = tensor.collapse_shape %519 [[0, 1], [2]] : tensor<8x1024x2048xf32> into tensor<8192x2048xf32>
    %520 = linalg.matmul ins(%collapsed_371, %transposed_370 : tensor<8192x2048xf32>, tensor<2048x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_372 = tensor.expand_shape %520 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %expanded_372 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%522 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %524 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %526 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %528 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg98, %527 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_373 = linalg.transpose ins(%arg91 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_374 = tensor.collapse_shape %528 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %529 = linalg.matmul ins(%collapsed_374, %transposed_373 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_375 = tensor.expand_shape %529 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_376 = linalg.transpose ins(%expanded_375 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_377 = linalg.transpose ins(%arg92 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %530 = linalg.matmul ins(%collapsed_374, %transposed_377 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_378 = tensor.expand_shape %530 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_379 = linalg.transpose ins(%expanded_378 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_380 = linalg.transpose ins(%arg93 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %531 = linalg.matmul ins(%collapsed_374, %transposed_380 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_381 = tensor.expand_shape %531 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_382 = linalg.transpose ins(%expanded_381 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %532 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_376, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_383 = tensor.extract_slice %transposed_376[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_384 = tensor.extract_slice %transposed_376[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %533 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_384 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_385 = tensor.concat dim(3) %533, %extracted_slice_383 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %534 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_385, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %535 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%532, %534 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %536 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_379, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_386 = tensor.extract_slice %transposed_379[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_387 = tensor.extract_slice %transposed_379[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %537 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_387 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_388 = tensor.concat dim(3) %537, %extracted_slice_386 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %538 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_388, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %539 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536, %538 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %540 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%535 : tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_389 = linalg.transpose ins(%539 : tensor<8x12x1024x64xf32>) outs(%50 : tensor<8x12x64x1024xf32>) permutation = [0, 1, 3, 2] 
    %541 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_389 : tensor<8x12x64x1024xf32>) outs(%50 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_390 = tensor.collapse_shape %540 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_391 = tensor.collapse_shape %541 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %542 = linalg.batch_matmul ins(%collapsed_390, %collapsed_391 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_392 = tensor.expand_shape %542 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %543 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_392, %48 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %544:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%543 : tensor<8x12x1024x1024xf32>) outs(%60, %58 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %627 = linalg.index 3 : index
      %628 = arith.index_cast %627 : index to i64
      %629 = arith.maximumf %in, %out : f32
      %630 = arith.cmpf ogt, %in, %out : f32
      %631 = arith.select %630, %628, %out_448 : i64
      linalg.yield %629, %631 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_393 = tensor.expand_shape %544#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %545 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %expanded_393 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.subf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %546 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%545 : tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.exp %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %547 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%546 : tensor<8x12x1024x1024xf32>) outs(%65 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1xf32>
    %548 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546, %547 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.divf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %549 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543 : tensor<8x12x1024x1024xf32>) outs(%68 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %627 = arith.extf %in : f32 to f64
      %628 = arith.cmpf oeq, %627, %cst_7 : f64
      linalg.yield %628 : i1
    } -> tensor<8x12x1024x1024xi1>
    %550 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%549 : tensor<8x12x1024x1024xi1>) outs(%71 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %627 = arith.andi %in, %out : i1
      linalg.yield %627 : i1
    } -> tensor<8x12x1024x1xi1>
    %551 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%550, %cst_2, %548 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %627 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_394 = tensor.collapse_shape %551 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_395 = tensor.collapse_shape %transposed_382 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %552 = linalg.batch_matmul ins(%collapsed_394, %collapsed_395 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%75 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_396 = tensor.expand_shape %552 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_397 = linalg.transpose ins(%expanded_396 : tensor<8x12x1024x64xf32>) outs(%77 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_398 = linalg.transpose ins(%arg94 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_399 = tensor.collapse_shape %transposed_397 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %553 = linalg.matmul ins(%collapsed_399, %transposed_398 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_400 = tensor.expand_shape %553 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %554 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %expanded_400 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%555 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %557 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%556 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %558 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %559 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %560 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554, %559 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %561 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg99, %560 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_401 = linalg.transpose ins(%arg95 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_402 = tensor.collapse_shape %561 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %562 = linalg.matmul ins(%collapsed_402, %transposed_401 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_403 = tensor.expand_shape %562 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %563 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_403 : tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      %628 = math.exp %627 : f32
      %629 = arith.addf %628, %cst_1 : f32
      %630 = arith.divf %cst_1, %629 : f32
      linalg.yield %630 : f32
    } -> tensor<8x1024x2048xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_403, %563 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_404 = linalg.transpose ins(%arg96 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %565 = linalg.matmul ins(%collapsed_402, %transposed_404 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_405 = tensor.expand_shape %565 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564, %expanded_405 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_406 = linalg.transpose ins(%arg97 : tensor<768x2048xf32>) outs(%96 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_407 = tensor.collapse_shape %566 [[0, 1], [2]] : tensor<8x1024x2048xf32> into tensor<8192x2048xf32>
    %567 = linalg.matmul ins(%collapsed_407, %transposed_406 : tensor<8192x2048xf32>, tensor<2048x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_408 = tensor.expand_shape %567 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554, %expanded_408 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%569 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568, %573 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %575 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg107, %574 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_409 = linalg.transpose ins(%arg100 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_410 = tensor.collapse_shape %575 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %576 = linalg.matmul ins(%collapsed_410, %transposed_409 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_411 = tensor.expand_shape %576 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_412 = linalg.transpose ins(%expanded_411 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_413 = linalg.transpose ins(%arg101 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %577 = linalg.matmul ins(%collapsed_410, %transposed_413 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_414 = tensor.expand_shape %577 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_415 = linalg.transpose ins(%expanded_414 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_416 = linalg.transpose ins(%arg102 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %578 = linalg.matmul ins(%collapsed_410, %transposed_416 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_417 = tensor.expand_shape %578 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_418 = linalg.transpose ins(%expanded_417 : tensor<8x1024x12x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %579 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_412, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_419 = tensor.extract_slice %transposed_412[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_420 = tensor.extract_slice %transposed_412[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %580 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_420 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_421 = tensor.concat dim(3) %580, %extracted_slice_419 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %581 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_421, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %582 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%579, %581 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %583 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_415, %expanded_22 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %extracted_slice_422 = tensor.extract_slice %transposed_415[0, 0, 0, 0] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %extracted_slice_423 = tensor.extract_slice %transposed_415[0, 0, 0, 32] [8, 12, 1024, 32] [1, 1, 1, 1] : tensor<8x12x1024x64xf32> to tensor<8x12x1024x32xf32>
    %584 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_423 : tensor<8x12x1024x32xf32>) outs(%39 : tensor<8x12x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x32xf32>
    %concat_424 = tensor.concat dim(3) %584, %extracted_slice_422 : (tensor<8x12x1024x32xf32>, tensor<8x12x1024x32xf32>) -> tensor<8x12x1024x64xf32>
    %585 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_424, %expanded_23 : tensor<8x12x1024x64xf32>, tensor<1x1x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %586 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%583, %585 : tensor<8x12x1024x64xf32>, tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x64xf32>
    %587 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%582 : tensor<8x12x1024x64xf32>) outs(%35 : tensor<8x12x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x1024x64xf32>
    %transposed_425 = linalg.transpose ins(%586 : tensor<8x12x1024x64xf32>) outs(%50 : tensor<8x12x64x1024xf32>) permutation = [0, 1, 3, 2] 
    %588 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_425 : tensor<8x12x64x1024xf32>) outs(%50 : tensor<8x12x64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_6 : f64 to f32
      %628 = arith.mulf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x12x64x1024xf32>
    %collapsed_426 = tensor.collapse_shape %587 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_427 = tensor.collapse_shape %588 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %589 = linalg.batch_matmul ins(%collapsed_426, %collapsed_427 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_428 = tensor.expand_shape %589 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %590 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_428, %48 : tensor<8x12x1024x1024xf32>, tensor<8x1x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %591:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%590 : tensor<8x12x1024x1024xf32>) outs(%60, %58 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %627 = linalg.index 3 : index
      %628 = arith.index_cast %627 : index to i64
      %629 = arith.maximumf %in, %out : f32
      %630 = arith.cmpf ogt, %in, %out : f32
      %631 = arith.select %630, %628, %out_448 : i64
      linalg.yield %629, %631 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_429 = tensor.expand_shape %591#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %592 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%590, %expanded_429 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.subf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %593 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%592 : tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.exp %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %594 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%593 : tensor<8x12x1024x1024xf32>) outs(%65 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1xf32>
    %595 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%593, %594 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.divf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %596 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%590 : tensor<8x12x1024x1024xf32>) outs(%68 : tensor<8x12x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %627 = arith.extf %in : f32 to f64
      %628 = arith.cmpf oeq, %627, %cst_7 : f64
      linalg.yield %628 : i1
    } -> tensor<8x12x1024x1024xi1>
    %597 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%596 : tensor<8x12x1024x1024xi1>) outs(%71 : tensor<8x12x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %627 = arith.andi %in, %out : i1
      linalg.yield %627 : i1
    } -> tensor<8x12x1024x1xi1>
    %598 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%597, %cst_2, %595 : tensor<8x12x1024x1xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%55 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %627 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %627 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_430 = tensor.collapse_shape %598 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_431 = tensor.collapse_shape %transposed_418 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %599 = linalg.batch_matmul ins(%collapsed_430, %collapsed_431 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%75 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_432 = tensor.expand_shape %599 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_433 = linalg.transpose ins(%expanded_432 : tensor<8x12x1024x64xf32>) outs(%77 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_434 = linalg.transpose ins(%arg103 : tensor<768x768xf32>) outs(%31 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_435 = tensor.collapse_shape %transposed_433 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %600 = linalg.matmul ins(%collapsed_435, %transposed_434 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_436 = tensor.expand_shape %600 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %601 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568, %expanded_436 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %602 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %603 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%602 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %605 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%604 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %606 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601, %606 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %608 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg108, %607 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_437 = linalg.transpose ins(%arg104 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_438 = tensor.collapse_shape %608 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %609 = linalg.matmul ins(%collapsed_438, %transposed_437 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_439 = tensor.expand_shape %609 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %610 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_439 : tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.negf %in : f32
      %628 = math.exp %627 : f32
      %629 = arith.addf %628, %cst_1 : f32
      %630 = arith.divf %cst_1, %629 : f32
      linalg.yield %630 : f32
    } -> tensor<8x1024x2048xf32>
    %611 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_439, %610 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_440 = linalg.transpose ins(%arg105 : tensor<2048x768xf32>) outs(%87 : tensor<768x2048xf32>) permutation = [1, 0] 
    %612 = linalg.matmul ins(%collapsed_438, %transposed_440 : tensor<8192x768xf32>, tensor<768x2048xf32>) outs(%89 : tensor<8192x2048xf32>) -> tensor<8192x2048xf32>
    %expanded_441 = tensor.expand_shape %612 [[0, 1], [2]] output_shape [8, 1024, 2048] : tensor<8192x2048xf32> into tensor<8x1024x2048xf32>
    %613 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611, %expanded_441 : tensor<8x1024x2048xf32>, tensor<8x1024x2048xf32>) outs(%91 : tensor<8x1024x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x2048xf32>
    %transposed_442 = linalg.transpose ins(%arg106 : tensor<768x2048xf32>) outs(%96 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_443 = tensor.collapse_shape %613 [[0, 1], [2]] : tensor<8x1024x2048xf32> into tensor<8192x2048xf32>
    %614 = linalg.matmul ins(%collapsed_443, %transposed_442 : tensor<8192x2048xf32>, tensor<2048x768xf32>) outs(%33 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_444 = tensor.expand_shape %614 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601, %expanded_444 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.addf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %616 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %617 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%616 : tensor<8x1024x768xf32>) outs(%24 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.addf %in, %out : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %618 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.divf %in, %cst_10 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %619 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%618 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = arith.truncf %cst_8 : f64 to f32
      %628 = arith.addf %in, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<8x1024x1xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619 : tensor<8x1024x1xf32>) outs(%23 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %627 = math.rsqrt %in : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x1xf32>
    %621 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615, %620 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %622 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg109, %621 : tensor<768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %627 = arith.mulf %in, %in_448 : f32
      linalg.yield %627 : f32
    } -> tensor<8x1024x768xf32>
    %623 = tensor.empty() : tensor<768x32000xf32>
    %transposed_445 = linalg.transpose ins(%arg110 : tensor<32000x768xf32>) outs(%623 : tensor<768x32000xf32>) permutation = [1, 0] 
    %collapsed_446 = tensor.collapse_shape %622 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %624 = tensor.empty() : tensor<8192x32000xf32>
    %625 = linalg.fill ins(%cst : f32) outs(%624 : tensor<8192x32000xf32>) -> tensor<8192x32000xf32>
    %626 = linalg.matmul ins(%collapsed_446, %transposed_445 : tensor<8192x768xf32>, tensor<768x32000xf32>) outs(%625 : tensor<8192x32000xf32>) -> tensor<8192x32000xf32>
    %expanded_447 = tensor.expand_shape %626 [[0, 1], [2]] output_shape [8, 1024, 32000] : tensor<8192x32000xf32> into tensor<8x1024x32000xf32>
    return %expanded_447 : tensor<8x1024x32000xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32: "0x040000000000803F11F93F3F9AF50F3F9BE8D73E9BE8A13E23D4723E8718363E778D083ECDCCCC3D0D94993DC255663D15BA2C3DE386013D4F43C23C39AD913CF27B5A3C0AD7233CB0B9F53B9C44B83B772E8A3B383E4F3B0D691B3B2815E93A8EC9AE3A6F12833A8C94443A166A133A2517DD3960CBA53915A8783953773A3972D40B39"
    }
  }
#-}

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
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<32000x768xf32>, %arg1: tensor<768x768xf32>, %arg2: tensor<768x768xf32>, %arg3: tensor<768x768xf32>, %arg4: tensor<768x768xf32>, %arg5: tensor<2048x768xf32>, %arg6: tensor<2048x768xf32>, %arg7: tensor<768x2048xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<768x768xf32>, %arg11: tensor<768x768xf32>, %arg12: tensor<768x768xf32>, %arg13: tensor<768x768xf32>, %arg14: tensor<2048x768xf32>, %arg15: tensor<2048x768xf32>, %arg16: tensor<768x2048xf32>, %arg17: tensor<768xf32>, %arg18: tensor<768xf32>, %arg19: tensor<768x768xf32>, %arg20: tensor<768x768xf32>, %arg21: tensor<768x768xf32>, %arg22: tensor<768x768xf32>, %arg23: tensor<2048x768xf32>, %arg24: tensor<2048x768xf32>, %arg25: tensor<768x2048xf32>, %arg26: tensor<768xf32>, %arg27: tensor<768xf32>, %arg28: tensor<768x768xf32>, %arg29: tensor<768x768xf32>, %arg30: tensor<768x768xf32>, %arg31: tensor<768x768xf32>, %arg32: tensor<2048x768xf32>, %arg33: tensor<2048x768xf32>, %arg34: tensor<768x2048xf32>, %arg35: tensor<768xf32>, %arg36: tensor<768xf32>, %arg37: tensor<768x768xf32>, %arg38: tensor<768x768xf32>, %arg39: tensor<768x768xf32>, %arg40: tensor<768x768xf32>, %arg41: tensor<2048x768xf32>, %arg42: tensor<2048x768xf32>, %arg43: tensor<768x2048xf32>, %arg44: tensor<768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<768x768xf32>, %arg47: tensor<768x768xf32>, %arg48: tensor<768x768xf32>, %arg49: tensor<768x768xf32>, %arg50: tensor<2048x768xf32>, %arg51: tensor<2048x768xf32>, %arg52: tensor<768x2048xf32>, %arg53: tensor<768xf32>, %arg54: tensor<768xf32>, %arg55: tensor<768x768xf32>, %arg56: tensor<768x768xf32>, %arg57: tensor<768x768xf32>, %arg58: tensor<768x768xf32>, %arg59: tensor<2048x768xf32>, %arg60: tensor<2048x768xf32>, %arg61: tensor<768x2048xf32>, %arg62: tensor<768xf32>, %arg63: tensor<768xf32>, %arg64: tensor<768x768xf32>, %arg65: tensor<768x768xf32>, %arg66: tensor<768x768xf32>, %arg67: tensor<768x768xf32>, %arg68: tensor<2048x768xf32>, %arg69: tensor<2048x768xf32>, %arg70: tensor<768x2048xf32>, %arg71: tensor<768xf32>, %arg72: tensor<768xf32>, %arg73: tensor<768x768xf32>, %arg74: tensor<768x768xf32>, %arg75: tensor<768x768xf32>, %arg76: tensor<768x768xf32>, %arg77: tensor<2048x768xf32>, %arg78: tensor<2048x768xf32>, %arg79: tensor<768x2048xf32>, %arg80: tensor<768xf32>, %arg81: tensor<768xf32>, %arg82: tensor<768x768xf32>, %arg83: tensor<768x768xf32>, %arg84: tensor<768x768xf32>, %arg85: tensor<768x768xf32>, %arg86: tensor<2048x768xf32>, %arg87: tensor<2048x768xf32>, %arg88: tensor<768x2048xf32>, %arg89: tensor<768xf32>, %arg90: tensor<768xf32>, %arg91: tensor<768x768xf32>, %arg92: tensor<768x768xf32>, %arg93: tensor<768x768xf32>, %arg94: tensor<768x768xf32>, %arg95: tensor<2048x768xf32>, %arg96: tensor<2048x768xf32>, %arg97: tensor<768x2048xf32>, %arg98: tensor<768xf32>, %arg99: tensor<768xf32>, %arg100: tensor<768x768xf32>, %arg101: tensor<768x768xf32>, %arg102: tensor<768x768xf32>, %arg103: tensor<768x768xf32>, %arg104: tensor<2048x768xf32>, %arg105: tensor<2048x768xf32>, %arg106: tensor<768x2048xf32>, %arg107: tensor<768xf32>, %arg108: tensor<768xf32>, %arg109: tensor<768xf32>, %arg110: tensor<32000x768xf32>, %arg111: tensor<1x512xi64>, %arg112: tensor<1x512xi64>) -> tensor<1x512x32000xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c512_i64 = arith.constant 512 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32000 = arith.constant 32000 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x12x512x512xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.35355339059327379 : f64
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_10 = arith.constant 7.680000e+02 : f32
    %0 = tensor.empty() : tensor<1x512x768xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg111 : tensor<1x512xi64>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %625 = arith.index_cast %in : i64 to index
      %626 = linalg.index 2 : index
      %627 = arith.cmpi slt, %625, %c32000 : index
      cf.assert %627, "index must be smaller than dim size"
      %628 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %628, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%625, %626] : tensor<32000x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x512x768xf32>
    %2 = tensor.empty() : tensor<512xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<512xi64>) {
    ^bb0(%out: i64):
      %625 = linalg.index 0 : index
      %626 = arith.index_cast %625 : index to i64
      linalg.yield %626 : i64
    } -> tensor<512xi64>
    %4 = tensor.empty() : tensor<1x512xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg112 : tensor<1x512xi64>) outs(%4 : tensor<1x512xi1>) {
    ^bb0(%in: i64, %out: i1):
      %625 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %625 : i1
    } -> tensor<1x512xi1>
    %6 = tensor.empty() : tensor<1xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 512, 1] : tensor<512xi64> into tensor<1x1x512x1xi64>
    %expanded_12 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 512] : tensor<512xi64> into tensor<1x1x1x512xi64>
    %8 = tensor.empty() : tensor<1x1x512x512xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12, %expanded_11 : tensor<1x1x1x512xi64>, tensor<1x1x512x1xi64>) outs(%8 : tensor<1x1x512x512xi1>) {
    ^bb0(%in: i64, %in_448: i64, %out: i1):
      %625 = arith.cmpi sle, %in, %in_448 : i64
      linalg.yield %625 : i1
    } -> tensor<1x1x512x512xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %9 : tensor<i1>, tensor<1x1x512x512xi1>) outs(%8 : tensor<1x1x512x512xi1>) {
    ^bb0(%in: i1, %in_448: i1, %out: i1):
      %625 = arith.andi %in, %in_448 : i1
      linalg.yield %625 : i1
    } -> tensor<1x1x512x512xi1>
    %11 = tensor.empty() : tensor<1x1x1x512xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_12 : tensor<1x1x1x1xi64>, tensor<1x1x1x512xi64>) outs(%11 : tensor<1x1x1x512xi1>) {
    ^bb0(%in: i64, %in_448: i64, %out: i1):
      %625 = arith.cmpi slt, %in, %c0_i64 : i64
      %626 = arith.addi %in, %c1_i64 : i64
      %627 = arith.select %625, %626, %in : i64
      %628 = arith.index_cast %627 : i64 to index
      %629 = arith.cmpi slt, %in_448, %c0_i64 : i64
      %630 = arith.addi %in_448, %c512_i64 : i64
      %631 = arith.select %629, %630, %in_448 : i64
      %632 = arith.index_cast %631 : i64 to index
      %extracted = tensor.extract %5[%628, %632] : tensor<1x512xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x1x512xi1>
    %13 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x512x512xi1>, tensor<1x1x1x512xi1>) outs(%8 : tensor<1x1x512x512xi1>) {
    ^bb0(%in: i1, %in_448: i1, %out: i1):
      %625 = arith.andi %in, %in_448 : i1
      linalg.yield %625 : i1
    } -> tensor<1x1x512x512xi1>
    %expanded_13 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 512, 1] : tensor<512xi64> into tensor<1x512x1xi64>
    %14 = tensor.empty() : tensor<1x512x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x512x1xi64>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %625 = arith.sitofp %in : i64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %16 = tensor.empty() : tensor<1x512x32xf32>
    %17 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %cst_9 : tensor<1x512x1xf32>, tensor<32xf32>) outs(%16 : tensor<1x512x32xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x32xf32>
    %concat = tensor.concat dim(2) %17, %17 : (tensor<1x512x32xf32>, tensor<1x512x32xf32>) -> tensor<1x512x64xf32>
    %18 = tensor.empty() : tensor<1x512x64xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x512x64xf32>) outs(%18 : tensor<1x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.cos %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x64xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x512x64xf32>) outs(%18 : tensor<1x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.sin %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x64xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%14 : tensor<1x512x1xf32>) -> tensor<1x512x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %26 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %28 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %27 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %29 = tensor.empty() : tensor<768x768xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %28 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %30 = tensor.empty() : tensor<512x768xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %32 = linalg.matmul ins(%collapsed, %transposed : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_14 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %33 = tensor.empty() : tensor<1x12x512x64xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg2 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %34 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_17 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg3 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %35 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_20 = tensor.expand_shape %35 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %19 [[0], [1, 2], [3]] output_shape [1, 1, 512, 64] : tensor<1x512x64xf32> into tensor<1x1x512x64xf32>
    %expanded_23 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 512, 64] : tensor<1x512x64xf32> into tensor<1x1x512x64xf32>
    %36 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice = tensor.extract_slice %transposed_15[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %37 = tensor.empty() : tensor<1x12x512x32xf32>
    %38 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_25 = tensor.concat dim(3) %38, %extracted_slice : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %40 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %39 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %41 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_28 = tensor.concat dim(3) %42, %extracted_slice_26 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %44 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %43 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %45 = tensor.empty() : tensor<1x1x512x512xf32>
    %46 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %cst_3, %cst_4 : tensor<1x1x512x512xi1>, tensor<f32>, tensor<f32>) outs(%45 : tensor<1x1x512x512xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %625 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %625 : f32
    } -> tensor<1x1x512x512xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x512x64xf32>
    %48 = tensor.empty() : tensor<1x12x64x512xf32>
    %transposed_29 = linalg.transpose ins(%44 : tensor<1x12x512x64xf32>) outs(%48 : tensor<1x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %49 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<1x12x64x512xf32>) outs(%48 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_30 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_31 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %50 = tensor.empty() : tensor<12x512x512xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %52 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%51 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_32 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %53 = tensor.empty() : tensor<1x12x512x512xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32, %46 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %55 = tensor.empty() : tensor<1x12x512xi64>
    %56 = linalg.fill ins(%c0_i64 : i64) outs(%55 : tensor<1x12x512xi64>) -> tensor<1x12x512xi64>
    %57 = tensor.empty() : tensor<1x12x512xf32>
    %58 = linalg.fill ins(%cst_0 : f32) outs(%57 : tensor<1x12x512xf32>) -> tensor<1x12x512xf32>
    %59:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<1x12x512x512xf32>) outs(%58, %56 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %625 = linalg.index 3 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_448 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_33 = tensor.expand_shape %59#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_33 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.subf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %62 = tensor.empty() : tensor<1x12x512x1xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<1x12x512x1xf32>) -> tensor<1x12x512x1xf32>
    %64 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<1x12x512x512xf32>) outs(%63 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x1xf32>
    %65 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %64 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.divf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %66 = tensor.empty() : tensor<1x12x512x512xi1>
    %67 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x12x512x512xf32>) outs(%66 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %625 = arith.extf %in : f32 to f64
      %626 = arith.cmpf oeq, %625, %cst_7 : f64
      linalg.yield %626 : i1
    } -> tensor<1x12x512x512xi1>
    %68 = tensor.empty() : tensor<1x12x512x1xi1>
    %69 = linalg.fill ins(%true : i1) outs(%68 : tensor<1x12x512x1xi1>) -> tensor<1x12x512x1xi1>
    %70 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<1x12x512x512xi1>) outs(%69 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.andi %in, %out : i1
      linalg.yield %625 : i1
    } -> tensor<1x12x512x1xi1>
    %71 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %cst_2, %65 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %625 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_34 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_35 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %72 = tensor.empty() : tensor<12x512x64xf32>
    %73 = linalg.fill ins(%cst : f32) outs(%72 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %74 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%73 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_36 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %75 = tensor.empty() : tensor<1x512x12x64xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<1x12x512x64xf32>) outs(%75 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_38 = linalg.transpose ins(%arg4 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %transposed_37 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %76 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_40 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_40 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %82 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %84 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %83 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %85 = tensor.empty() : tensor<768x2048xf32>
    %transposed_41 = linalg.transpose ins(%arg5 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %86 = tensor.empty() : tensor<512x2048xf32>
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %88 = linalg.matmul ins(%collapsed_42, %transposed_41 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_43 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %89 = tensor.empty() : tensor<1x512x2048xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      %626 = math.exp %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.divf %cst_1, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<1x512x2048xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43, %90 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_44 = linalg.transpose ins(%arg6 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %92 = linalg.matmul ins(%collapsed_42, %transposed_44 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_45 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %expanded_45 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %94 = tensor.empty() : tensor<2048x768xf32>
    %transposed_46 = linalg.transpose ins(%arg7 : tensor<768x2048xf32>) outs(%94 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %93 [[0, 1], [2]] : tensor<1x512x2048xf32> into tensor<512x2048xf32>
    %95 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<512x2048xf32>, tensor<2048x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_48 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %expanded_48 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %101 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %103 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %102 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_49 = linalg.transpose ins(%arg10 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %104 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_51 = tensor.expand_shape %104 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_53 = linalg.transpose ins(%arg11 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %105 = linalg.matmul ins(%collapsed_50, %transposed_53 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_54 = tensor.expand_shape %105 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_56 = linalg.transpose ins(%arg12 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %106 = linalg.matmul ins(%collapsed_50, %transposed_56 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_57 = tensor.expand_shape %106 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %107 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_52, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_59 = tensor.extract_slice %transposed_52[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_60 = tensor.extract_slice %transposed_52[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %108 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_60 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_61 = tensor.concat dim(3) %108, %extracted_slice_59 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %109 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_61, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %110 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %109 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %111 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_55, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_62 = tensor.extract_slice %transposed_55[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_63 = tensor.extract_slice %transposed_55[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %112 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_63 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_64 = tensor.concat dim(3) %112, %extracted_slice_62 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %113 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_64, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %114 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %113 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %115 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_65 = linalg.transpose ins(%114 : tensor<1x12x512x64xf32>) outs(%48 : tensor<1x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %116 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_65 : tensor<1x12x64x512xf32>) outs(%48 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_66 = tensor.collapse_shape %115 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_67 = tensor.collapse_shape %116 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %117 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%51 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_68 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %118 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_68, %46 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %119:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%118 : tensor<1x12x512x512xf32>) outs(%58, %56 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %625 = linalg.index 3 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_448 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_69 = tensor.expand_shape %119#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %120 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %expanded_69 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.subf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %121 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %122 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%121 : tensor<1x12x512x512xf32>) outs(%63 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x1xf32>
    %123 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %122 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.divf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<1x12x512x512xf32>) outs(%66 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %625 = arith.extf %in : f32 to f64
      %626 = arith.cmpf oeq, %625, %cst_7 : f64
      linalg.yield %626 : i1
    } -> tensor<1x12x512x512xi1>
    %125 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<1x12x512x512xi1>) outs(%69 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.andi %in, %out : i1
      linalg.yield %625 : i1
    } -> tensor<1x12x512x1xi1>
    %126 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %cst_2, %123 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %625 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_70 = tensor.collapse_shape %126 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_71 = tensor.collapse_shape %transposed_58 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %127 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%73 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_72 = tensor.expand_shape %127 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<1x12x512x64xf32>) outs(%75 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_74 = linalg.transpose ins(%arg13 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %transposed_73 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %128 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_76 = tensor.expand_shape %128 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %expanded_76 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %134 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %136 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %135 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_77 = linalg.transpose ins(%arg14 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_78 = tensor.collapse_shape %136 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %137 = linalg.matmul ins(%collapsed_78, %transposed_77 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_79 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      %626 = math.exp %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.divf %cst_1, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<1x512x2048xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %138 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_80 = linalg.transpose ins(%arg15 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %140 = linalg.matmul ins(%collapsed_78, %transposed_80 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_81 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %expanded_81 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_82 = linalg.transpose ins(%arg16 : tensor<768x2048xf32>) outs(%94 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_83 = tensor.collapse_shape %141 [[0, 1], [2]] : tensor<1x512x2048xf32> into tensor<512x2048xf32>
    %142 = linalg.matmul ins(%collapsed_83, %transposed_82 : tensor<512x2048xf32>, tensor<2048x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_84 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %expanded_84 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%144 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %148 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %150 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %149 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_85 = linalg.transpose ins(%arg19 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_86 = tensor.collapse_shape %150 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %151 = linalg.matmul ins(%collapsed_86, %transposed_85 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_87 = tensor.expand_shape %151 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_88 = linalg.transpose ins(%expanded_87 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_89 = linalg.transpose ins(%arg20 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %152 = linalg.matmul ins(%collapsed_86, %transposed_89 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_90 = tensor.expand_shape %152 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_91 = linalg.transpose ins(%expanded_90 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_92 = linalg.transpose ins(%arg21 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %153 = linalg.matmul ins(%collapsed_86, %transposed_92 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_93 = tensor.expand_shape %153 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_94 = linalg.transpose ins(%expanded_93 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %154 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_88, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_95 = tensor.extract_slice %transposed_88[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_96 = tensor.extract_slice %transposed_88[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %155 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_96 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_97 = tensor.concat dim(3) %155, %extracted_slice_95 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %156 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_97, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %157 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %158 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_91, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_98 = tensor.extract_slice %transposed_91[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_99 = tensor.extract_slice %transposed_91[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %159 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_99 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_100 = tensor.concat dim(3) %159, %extracted_slice_98 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %160 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_100, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %160 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %162 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_101 = linalg.transpose ins(%161 : tensor<1x12x512x64xf32>) outs(%48 : tensor<1x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %163 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_101 : tensor<1x12x64x512xf32>) outs(%48 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_102 = tensor.collapse_shape %162 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_103 = tensor.collapse_shape %163 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %164 = linalg.batch_matmul ins(%collapsed_102, %collapsed_103 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%51 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_104 = tensor.expand_shape %164 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %165 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %46 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %166:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%165 : tensor<1x12x512x512xf32>) outs(%58, %56 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %625 = linalg.index 3 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_448 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_105 = tensor.expand_shape %166#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %167 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_105 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.subf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %168 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167 : tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %169 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%168 : tensor<1x12x512x512xf32>) outs(%63 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x1xf32>
    %170 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %169 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.divf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %171 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<1x12x512x512xf32>) outs(%66 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %625 = arith.extf %in : f32 to f64
      %626 = arith.cmpf oeq, %625, %cst_7 : f64
      linalg.yield %626 : i1
    } -> tensor<1x12x512x512xi1>
    %172 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%171 : tensor<1x12x512x512xi1>) outs(%69 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.andi %in, %out : i1
      linalg.yield %625 : i1
    } -> tensor<1x12x512x1xi1>
    %173 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %cst_2, %170 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %625 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_106 = tensor.collapse_shape %173 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_107 = tensor.collapse_shape %transposed_94 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %174 = linalg.batch_matmul ins(%collapsed_106, %collapsed_107 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%73 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_108 = tensor.expand_shape %174 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_109 = linalg.transpose ins(%expanded_108 : tensor<1x12x512x64xf32>) outs(%75 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_110 = linalg.transpose ins(%arg22 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_111 = tensor.collapse_shape %transposed_109 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %175 = linalg.matmul ins(%collapsed_111, %transposed_110 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_112 = tensor.expand_shape %175 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %expanded_112 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%177 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %181 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %183 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27, %182 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_113 = linalg.transpose ins(%arg23 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_114 = tensor.collapse_shape %183 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %184 = linalg.matmul ins(%collapsed_114, %transposed_113 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_115 = tensor.expand_shape %184 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115 : tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      %626 = math.exp %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.divf %cst_1, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<1x512x2048xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %185 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_116 = linalg.transpose ins(%arg24 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %187 = linalg.matmul ins(%collapsed_114, %transposed_116 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_117 = tensor.expand_shape %187 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %expanded_117 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_118 = linalg.transpose ins(%arg25 : tensor<768x2048xf32>) outs(%94 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_119 = tensor.collapse_shape %188 [[0, 1], [2]] : tensor<1x512x2048xf32> into tensor<512x2048xf32>
    %189 = linalg.matmul ins(%collapsed_119, %transposed_118 : tensor<512x2048xf32>, tensor<2048x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_120 = tensor.expand_shape %189 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %expanded_120 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%191 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %195 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %197 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg35, %196 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_121 = linalg.transpose ins(%arg28 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_122 = tensor.collapse_shape %197 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %198 = linalg.matmul ins(%collapsed_122, %transposed_121 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_123 = tensor.expand_shape %198 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_124 = linalg.transpose ins(%expanded_123 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_125 = linalg.transpose ins(%arg29 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %199 = linalg.matmul ins(%collapsed_122, %transposed_125 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_126 = tensor.expand_shape %199 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_127 = linalg.transpose ins(%expanded_126 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_128 = linalg.transpose ins(%arg30 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %200 = linalg.matmul ins(%collapsed_122, %transposed_128 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_129 = tensor.expand_shape %200 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_130 = linalg.transpose ins(%expanded_129 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %201 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_124, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_131 = tensor.extract_slice %transposed_124[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_132 = tensor.extract_slice %transposed_124[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %202 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_132 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_133 = tensor.concat dim(3) %202, %extracted_slice_131 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %203 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_133, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %204 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %203 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %205 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_127, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_134 = tensor.extract_slice %transposed_127[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_135 = tensor.extract_slice %transposed_127[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %206 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_135 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_136 = tensor.concat dim(3) %206, %extracted_slice_134 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %207 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_136, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %208 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %207 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %209 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204 : tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_137 = linalg.transpose ins(%208 : tensor<1x12x512x64xf32>) outs(%48 : tensor<1x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %210 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_137 : tensor<1x12x64x512xf32>) outs(%48 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_138 = tensor.collapse_shape %209 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_139 = tensor.collapse_shape %210 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %211 = linalg.batch_matmul ins(%collapsed_138, %collapsed_139 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%51 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_140 = tensor.expand_shape %211 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %212 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_140, %46 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %213:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%212 : tensor<1x12x512x512xf32>) outs(%58, %56 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %625 = linalg.index 3 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_448 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_141 = tensor.expand_shape %213#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %214 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %expanded_141 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.subf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %215 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214 : tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %216 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%215 : tensor<1x12x512x512xf32>) outs(%63 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x1xf32>
    %217 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %216 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.divf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %218 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212 : tensor<1x12x512x512xf32>) outs(%66 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %625 = arith.extf %in : f32 to f64
      %626 = arith.cmpf oeq, %625, %cst_7 : f64
      linalg.yield %626 : i1
    } -> tensor<1x12x512x512xi1>
    %219 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%218 : tensor<1x12x512x512xi1>) outs(%69 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.andi %in, %out : i1
      linalg.yield %625 : i1
    } -> tensor<1x12x512x1xi1>
    %220 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %cst_2, %217 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %625 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_142 = tensor.collapse_shape %220 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_143 = tensor.collapse_shape %transposed_130 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %221 = linalg.batch_matmul ins(%collapsed_142, %collapsed_143 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%73 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_144 = tensor.expand_shape %221 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_145 = linalg.transpose ins(%expanded_144 : tensor<1x12x512x64xf32>) outs(%75 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_146 = linalg.transpose ins(%arg31 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_147 = tensor.collapse_shape %transposed_145 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %222 = linalg.matmul ins(%collapsed_147, %transposed_146 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_148 = tensor.expand_shape %222 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %expanded_148 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%224 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %228 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %230 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36, %229 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_149 = linalg.transpose ins(%arg32 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_150 = tensor.collapse_shape %230 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %231 = linalg.matmul ins(%collapsed_150, %transposed_149 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_151 = tensor.expand_shape %231 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151 : tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      %626 = math.exp %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.divf %cst_1, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<1x512x2048xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151, %232 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_152 = linalg.transpose ins(%arg33 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %234 = linalg.matmul ins(%collapsed_150, %transposed_152 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_153 = tensor.expand_shape %234 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %expanded_153 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_154 = linalg.transpose ins(%arg34 : tensor<768x2048xf32>) outs(%94 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_155 = tensor.collapse_shape %235 [[0, 1], [2]] : tensor<1x512x2048xf32> into tensor<512x2048xf32>
    %236 = linalg.matmul ins(%collapsed_155, %transposed_154 : tensor<512x2048xf32>, tensor<2048x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_156 = tensor.expand_shape %236 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %expanded_156 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%238 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %242 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %244 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg44, %243 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_157 = linalg.transpose ins(%arg37 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_158 = tensor.collapse_shape %244 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %245 = linalg.matmul ins(%collapsed_158, %transposed_157 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_159 = tensor.expand_shape %245 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_160 = linalg.transpose ins(%expanded_159 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_161 = linalg.transpose ins(%arg38 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %246 = linalg.matmul ins(%collapsed_158, %transposed_161 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_162 = tensor.expand_shape %246 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_163 = linalg.transpose ins(%expanded_162 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_164 = linalg.transpose ins(%arg39 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %247 = linalg.matmul ins(%collapsed_158, %transposed_164 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_165 = tensor.expand_shape %247 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_166 = linalg.transpose ins(%expanded_165 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %248 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_160, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_167 = tensor.extract_slice %transposed_160[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_168 = tensor.extract_slice %transposed_160[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %249 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_168 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_169 = tensor.concat dim(3) %249, %extracted_slice_167 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %250 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_169, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %251 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %250 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %252 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_163, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_170 = tensor.extract_slice %transposed_163[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_171 = tensor.extract_slice %transposed_163[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %253 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_171 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_172 = tensor.concat dim(3) %253, %extracted_slice_170 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %254 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_172, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %255 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %254 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %256 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251 : tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_173 = linalg.transpose ins(%255 : tensor<1x12x512x64xf32>) outs(%48 : tensor<1x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %257 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_173 : tensor<1x12x64x512xf32>) outs(%48 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_174 = tensor.collapse_shape %256 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_175 = tensor.collapse_shape %257 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %258 = linalg.batch_matmul ins(%collapsed_174, %collapsed_175 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%51 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_176 = tensor.expand_shape %258 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %259 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_176, %46 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %260:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%259 : tensor<1x12x512x512xf32>) outs(%58, %56 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %625 = linalg.index 3 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_448 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_177 = tensor.expand_shape %260#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %261 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %expanded_177 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.subf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %262 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261 : tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %263 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%262 : tensor<1x12x512x512xf32>) outs(%63 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x1xf32>
    %264 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %263 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.divf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %265 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259 : tensor<1x12x512x512xf32>) outs(%66 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %625 = arith.extf %in : f32 to f64
      %626 = arith.cmpf oeq, %625, %cst_7 : f64
      linalg.yield %626 : i1
    } -> tensor<1x12x512x512xi1>
    %266 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%265 : tensor<1x12x512x512xi1>) outs(%69 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.andi %in, %out : i1
      linalg.yield %625 : i1
    } -> tensor<1x12x512x1xi1>
    %267 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %cst_2, %264 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %625 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_178 = tensor.collapse_shape %267 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_179 = tensor.collapse_shape %transposed_166 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %268 = linalg.batch_matmul ins(%collapsed_178, %collapsed_179 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%73 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_180 = tensor.expand_shape %268 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_181 = linalg.transpose ins(%expanded_180 : tensor<1x12x512x64xf32>) outs(%75 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_182 = linalg.transpose ins(%arg40 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_183 = tensor.collapse_shape %transposed_181 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %269 = linalg.matmul ins(%collapsed_183, %transposed_182 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_184 = tensor.expand_shape %269 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %expanded_184 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%271 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %275 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %277 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg45, %276 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_185 = linalg.transpose ins(%arg41 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_186 = tensor.collapse_shape %277 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %278 = linalg.matmul ins(%collapsed_186, %transposed_185 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_187 = tensor.expand_shape %278 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187 : tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      %626 = math.exp %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.divf %cst_1, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<1x512x2048xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187, %279 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_188 = linalg.transpose ins(%arg42 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %281 = linalg.matmul ins(%collapsed_186, %transposed_188 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_189 = tensor.expand_shape %281 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %expanded_189 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_190 = linalg.transpose ins(%arg43 : tensor<768x2048xf32>) outs(%94 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_191 = tensor.collapse_shape %282 [[0, 1], [2]] : tensor<1x512x2048xf32> into tensor<512x2048xf32>
    %283 = linalg.matmul ins(%collapsed_191, %transposed_190 : tensor<512x2048xf32>, tensor<2048x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_192 = tensor.expand_shape %283 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %expanded_192 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%285 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %289 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %291 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg53, %290 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_193 = linalg.transpose ins(%arg46 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_194 = tensor.collapse_shape %291 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %292 = linalg.matmul ins(%collapsed_194, %transposed_193 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_195 = tensor.expand_shape %292 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_196 = linalg.transpose ins(%expanded_195 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_197 = linalg.transpose ins(%arg47 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %293 = linalg.matmul ins(%collapsed_194, %transposed_197 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_198 = tensor.expand_shape %293 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_199 = linalg.transpose ins(%expanded_198 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_200 = linalg.transpose ins(%arg48 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %294 = linalg.matmul ins(%collapsed_194, %transposed_200 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_201 = tensor.expand_shape %294 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_202 = linalg.transpose ins(%expanded_201 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %295 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_196, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_203 = tensor.extract_slice %transposed_196[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_204 = tensor.extract_slice %transposed_196[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %296 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_204 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_205 = tensor.concat dim(3) %296, %extracted_slice_203 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %297 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_205, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %298 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %297 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %299 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_199, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_206 = tensor.extract_slice %transposed_199[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_207 = tensor.extract_slice %transposed_199[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %300 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_207 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_208 = tensor.concat dim(3) %300, %extracted_slice_206 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %301 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_208, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %302 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %301 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %303 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298 : tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_209 = linalg.transpose ins(%302 : tensor<1x12x512x64xf32>) outs(%48 : tensor<1x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %304 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_209 : tensor<1x12x64x512xf32>) outs(%48 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_210 = tensor.collapse_shape %303 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_211 = tensor.collapse_shape %304 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %305 = linalg.batch_matmul ins(%collapsed_210, %collapsed_211 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%51 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_212 = tensor.expand_shape %305 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %306 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_212, %46 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %307:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%306 : tensor<1x12x512x512xf32>) outs(%58, %56 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %625 = linalg.index 3 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_448 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_213 = tensor.expand_shape %307#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %308 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %expanded_213 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.subf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %309 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %310 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%309 : tensor<1x12x512x512xf32>) outs(%63 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x1xf32>
    %311 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %310 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.divf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %312 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306 : tensor<1x12x512x512xf32>) outs(%66 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %625 = arith.extf %in : f32 to f64
      %626 = arith.cmpf oeq, %625, %cst_7 : f64
      linalg.yield %626 : i1
    } -> tensor<1x12x512x512xi1>
    %313 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%312 : tensor<1x12x512x512xi1>) outs(%69 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.andi %in, %out : i1
      linalg.yield %625 : i1
    } -> tensor<1x12x512x1xi1>
    %314 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %cst_2, %311 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %625 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_214 = tensor.collapse_shape %314 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_215 = tensor.collapse_shape %transposed_202 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %315 = linalg.batch_matmul ins(%collapsed_214, %collapsed_215 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%73 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_216 = tensor.expand_shape %315 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_217 = linalg.transpose ins(%expanded_216 : tensor<1x12x512x64xf32>) outs(%75 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_218 = linalg.transpose ins(%arg49 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_219 = tensor.collapse_shape %transposed_217 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %316 = linalg.matmul ins(%collapsed_219, %transposed_218 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_220 = tensor.expand_shape %316 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %expanded_220 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%318 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %322 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %324 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg54, %323 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_221 = linalg.transpose ins(%arg50 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_222 = tensor.collapse_shape %324 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %325 = linalg.matmul ins(%collapsed_222, %transposed_221 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_223 = tensor.expand_shape %325 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_223 : tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      %626 = math.exp %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.divf %cst_1, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<1x512x2048xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_223, %326 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_224 = linalg.transpose ins(%arg51 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %328 = linalg.matmul ins(%collapsed_222, %transposed_224 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_225 = tensor.expand_shape %328 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %expanded_225 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_226 = linalg.transpose ins(%arg52 : tensor<768x2048xf32>) outs(%94 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_227 = tensor.collapse_shape %329 [[0, 1], [2]] : tensor<1x512x2048xf32> into tensor<512x2048xf32>
    %330 = linalg.matmul ins(%collapsed_227, %transposed_226 : tensor<512x2048xf32>, tensor<2048x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_228 = tensor.expand_shape %330 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %expanded_228 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%332 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %336 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %338 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg62, %337 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_229 = linalg.transpose ins(%arg55 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_230 = tensor.collapse_shape %338 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %339 = linalg.matmul ins(%collapsed_230, %transposed_229 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_231 = tensor.expand_shape %339 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_232 = linalg.transpose ins(%expanded_231 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_233 = linalg.transpose ins(%arg56 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %340 = linalg.matmul ins(%collapsed_230, %transposed_233 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_234 = tensor.expand_shape %340 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_235 = linalg.transpose ins(%expanded_234 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_236 = linalg.transpose ins(%arg57 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %341 = linalg.matmul ins(%collapsed_230, %transposed_236 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_237 = tensor.expand_shape %341 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_238 = linalg.transpose ins(%expanded_237 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %342 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_232, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_239 = tensor.extract_slice %transposed_232[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_240 = tensor.extract_slice %transposed_232[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %343 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_240 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_241 = tensor.concat dim(3) %343, %extracted_slice_239 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %344 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_241, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %345 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %344 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %346 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_235, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_242 = tensor.extract_slice %transposed_235[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_243 = tensor.extract_slice %transposed_235[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %347 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_243 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_244 = tensor.concat dim(3) %347, %extracted_slice_242 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %348 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_244, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %349 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %348 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %350 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345 : tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_245 = linalg.transpose ins(%349 : tensor<1x12x512x64xf32>) outs(%48 : tensor<1x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %351 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_245 : tensor<1x12x64x512xf32>) outs(%48 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_246 = tensor.collapse_shape %350 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_247 = tensor.collapse_shape %351 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %352 = linalg.batch_matmul ins(%collapsed_246, %collapsed_247 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%51 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_248 = tensor.expand_shape %352 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %353 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_248, %46 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %354:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%353 : tensor<1x12x512x512xf32>) outs(%58, %56 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %625 = linalg.index 3 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_448 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_249 = tensor.expand_shape %354#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %355 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %expanded_249 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.subf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %356 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355 : tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %357 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%356 : tensor<1x12x512x512xf32>) outs(%63 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x1xf32>
    %358 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356, %357 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.divf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %359 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<1x12x512x512xf32>) outs(%66 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %625 = arith.extf %in : f32 to f64
      %626 = arith.cmpf oeq, %625, %cst_7 : f64
      linalg.yield %626 : i1
    } -> tensor<1x12x512x512xi1>
    %360 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%359 : tensor<1x12x512x512xi1>) outs(%69 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.andi %in, %out : i1
      linalg.yield %625 : i1
    } -> tensor<1x12x512x1xi1>
    %361 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %cst_2, %358 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %625 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_250 = tensor.collapse_shape %361 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_251 = tensor.collapse_shape %transposed_238 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %362 = linalg.batch_matmul ins(%collapsed_250, %collapsed_251 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%73 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_252 = tensor.expand_shape %362 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_253 = linalg.transpose ins(%expanded_252 : tensor<1x12x512x64xf32>) outs(%75 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_254 = linalg.transpose ins(%arg58 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_255 = tensor.collapse_shape %transposed_253 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %363 = linalg.matmul ins(%collapsed_255, %transposed_254 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_256 = tensor.expand_shape %363 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %expanded_256 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%365 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %369 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %371 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg63, %370 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_257 = linalg.transpose ins(%arg59 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_258 = tensor.collapse_shape %371 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %372 = linalg.matmul ins(%collapsed_258, %transposed_257 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_259 = tensor.expand_shape %372 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_259 : tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      %626 = math.exp %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.divf %cst_1, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<1x512x2048xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_259, %373 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_260 = linalg.transpose ins(%arg60 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %375 = linalg.matmul ins(%collapsed_258, %transposed_260 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_261 = tensor.expand_shape %375 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %expanded_261 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_262 = linalg.transpose ins(%arg61 : tensor<768x2048xf32>) outs(%94 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_263 = tensor.collapse_shape %376 [[0, 1], [2]] : tensor<1x512x2048xf32> into tensor<512x2048xf32>
    %377 = linalg.matmul ins(%collapsed_263, %transposed_262 : tensor<512x2048xf32>, tensor<2048x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_264 = tensor.expand_shape %377 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %expanded_264 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%379 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %383 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %385 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg71, %384 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_265 = linalg.transpose ins(%arg64 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_266 = tensor.collapse_shape %385 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %386 = linalg.matmul ins(%collapsed_266, %transposed_265 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_267 = tensor.expand_shape %386 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_268 = linalg.transpose ins(%expanded_267 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_269 = linalg.transpose ins(%arg65 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %387 = linalg.matmul ins(%collapsed_266, %transposed_269 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_270 = tensor.expand_shape %387 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_271 = linalg.transpose ins(%expanded_270 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_272 = linalg.transpose ins(%arg66 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %388 = linalg.matmul ins(%collapsed_266, %transposed_272 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_273 = tensor.expand_shape %388 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_274 = linalg.transpose ins(%expanded_273 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %389 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_268, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_275 = tensor.extract_slice %transposed_268[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_276 = tensor.extract_slice %transposed_268[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %390 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_276 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_277 = tensor.concat dim(3) %390, %extracted_slice_275 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %391 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_277, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %392 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%389, %391 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %393 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_271, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_278 = tensor.extract_slice %transposed_271[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_279 = tensor.extract_slice %transposed_271[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %394 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_279 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_280 = tensor.concat dim(3) %394, %extracted_slice_278 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %395 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_280, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %396 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %395 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %397 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392 : tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_281 = linalg.transpose ins(%396 : tensor<1x12x512x64xf32>) outs(%48 : tensor<1x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %398 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_281 : tensor<1x12x64x512xf32>) outs(%48 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_282 = tensor.collapse_shape %397 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_283 = tensor.collapse_shape %398 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %399 = linalg.batch_matmul ins(%collapsed_282, %collapsed_283 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%51 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_284 = tensor.expand_shape %399 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %400 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_284, %46 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %401:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%400 : tensor<1x12x512x512xf32>) outs(%58, %56 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %625 = linalg.index 3 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_448 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_285 = tensor.expand_shape %401#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %402 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400, %expanded_285 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.subf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %403 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402 : tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %404 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%403 : tensor<1x12x512x512xf32>) outs(%63 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x1xf32>
    %405 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %404 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.divf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %406 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400 : tensor<1x12x512x512xf32>) outs(%66 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %625 = arith.extf %in : f32 to f64
      %626 = arith.cmpf oeq, %625, %cst_7 : f64
      linalg.yield %626 : i1
    } -> tensor<1x12x512x512xi1>
    %407 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%406 : tensor<1x12x512x512xi1>) outs(%69 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.andi %in, %out : i1
      linalg.yield %625 : i1
    } -> tensor<1x12x512x1xi1>
    %408 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %cst_2, %405 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %625 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_286 = tensor.collapse_shape %408 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_287 = tensor.collapse_shape %transposed_274 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %409 = linalg.batch_matmul ins(%collapsed_286, %collapsed_287 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%73 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_288 = tensor.expand_shape %409 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_289 = linalg.transpose ins(%expanded_288 : tensor<1x12x512x64xf32>) outs(%75 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_290 = linalg.transpose ins(%arg67 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_291 = tensor.collapse_shape %transposed_289 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %410 = linalg.matmul ins(%collapsed_291, %transposed_290 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_292 = tensor.expand_shape %410 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %expanded_292 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%412 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %416 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %418 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg72, %417 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_293 = linalg.transpose ins(%arg68 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_294 = tensor.collapse_shape %418 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %419 = linalg.matmul ins(%collapsed_294, %transposed_293 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_295 = tensor.expand_shape %419 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_295 : tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      %626 = math.exp %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.divf %cst_1, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<1x512x2048xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_295, %420 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_296 = linalg.transpose ins(%arg69 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %422 = linalg.matmul ins(%collapsed_294, %transposed_296 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_297 = tensor.expand_shape %422 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %expanded_297 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_298 = linalg.transpose ins(%arg70 : tensor<768x2048xf32>) outs(%94 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_299 = tensor.collapse_shape %423 [[0, 1], [2]] : tensor<1x512x2048xf32> into tensor<512x2048xf32>
    %424 = linalg.matmul ins(%collapsed_299, %transposed_298 : tensor<512x2048xf32>, tensor<2048x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_300 = tensor.expand_shape %424 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %expanded_300 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%426 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %430 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %432 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg80, %431 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_301 = linalg.transpose ins(%arg73 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_302 = tensor.collapse_shape %432 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %433 = linalg.matmul ins(%collapsed_302, %transposed_301 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_303 = tensor.expand_shape %433 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_304 = linalg.transpose ins(%expanded_303 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_305 = linalg.transpose ins(%arg74 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %434 = linalg.matmul ins(%collapsed_302, %transposed_305 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_306 = tensor.expand_shape %434 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_307 = linalg.transpose ins(%expanded_306 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_308 = linalg.transpose ins(%arg75 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %435 = linalg.matmul ins(%collapsed_302, %transposed_308 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_309 = tensor.expand_shape %435 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_310 = linalg.transpose ins(%expanded_309 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %436 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_304, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_311 = tensor.extract_slice %transposed_304[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_312 = tensor.extract_slice %transposed_304[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %437 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_312 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_313 = tensor.concat dim(3) %437, %extracted_slice_311 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %438 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_313, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %439 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%436, %438 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %440 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_307, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_314 = tensor.extract_slice %transposed_307[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_315 = tensor.extract_slice %transposed_307[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %441 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_315 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_316 = tensor.concat dim(3) %441, %extracted_slice_314 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %442 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_316, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %443 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %442 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %444 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439 : tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_317 = linalg.transpose ins(%443 : tensor<1x12x512x64xf32>) outs(%48 : tensor<1x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %445 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_317 : tensor<1x12x64x512xf32>) outs(%48 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_318 = tensor.collapse_shape %444 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_319 = tensor.collapse_shape %445 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %446 = linalg.batch_matmul ins(%collapsed_318, %collapsed_319 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%51 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_320 = tensor.expand_shape %446 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %447 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_320, %46 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %448:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%447 : tensor<1x12x512x512xf32>) outs(%58, %56 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %625 = linalg.index 3 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_448 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_321 = tensor.expand_shape %448#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %449 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %expanded_321 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.subf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %450 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449 : tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %451 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%450 : tensor<1x12x512x512xf32>) outs(%63 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x1xf32>
    %452 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450, %451 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.divf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %453 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447 : tensor<1x12x512x512xf32>) outs(%66 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %625 = arith.extf %in : f32 to f64
      %626 = arith.cmpf oeq, %625, %cst_7 : f64
      linalg.yield %626 : i1
    } -> tensor<1x12x512x512xi1>
    %454 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%453 : tensor<1x12x512x512xi1>) outs(%69 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.andi %in, %out : i1
      linalg.yield %625 : i1
    } -> tensor<1x12x512x1xi1>
    %455 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454, %cst_2, %452 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %625 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_322 = tensor.collapse_shape %455 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_323 = tensor.collapse_shape %transposed_310 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %456 = linalg.batch_matmul ins(%collapsed_322, %collapsed_323 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%73 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_324 = tensor.expand_shape %456 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_325 = linalg.transpose ins(%expanded_324 : tensor<1x12x512x64xf32>) outs(%75 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_326 = linalg.transpose ins(%arg76 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_327 = tensor.collapse_shape %transposed_325 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %457 = linalg.matmul ins(%collapsed_327, %transposed_326 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_328 = tensor.expand_shape %457 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %expanded_328 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%459 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458, %463 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %465 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg81, %464 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_329 = linalg.transpose ins(%arg77 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_330 = tensor.collapse_shape %465 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %466 = linalg.matmul ins(%collapsed_330, %transposed_329 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_331 = tensor.expand_shape %466 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %467 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_331 : tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      %626 = math.exp %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.divf %cst_1, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<1x512x2048xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_331, %467 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_332 = linalg.transpose ins(%arg78 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %469 = linalg.matmul ins(%collapsed_330, %transposed_332 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_333 = tensor.expand_shape %469 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468, %expanded_333 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_334 = linalg.transpose ins(%arg79 : tensor<768x2048xf32>) outs(%94 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_335 = tensor.collapse_shape %470 [[0, 1], [2]] : tensor<1x512x2048xf32> into tensor<512x2048xf32>
    %471 = linalg.matmul ins(%collapsed_335, %transposed_334 : tensor<512x2048xf32>, tensor<2048x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_336 = tensor.expand_shape %471 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458, %expanded_336 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%473 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%474 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472, %477 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %479 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg89, %478 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_337 = linalg.transpose ins(%arg82 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_338 = tensor.collapse_shape %479 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %480 = linalg.matmul ins(%collapsed_338, %transposed_337 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_339 = tensor.expand_shape %480 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_340 = linalg.transpose ins(%expanded_339 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_341 = linalg.transpose ins(%arg83 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %481 = linalg.matmul ins(%collapsed_338, %transposed_341 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_342 = tensor.expand_shape %481 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_343 = linalg.transpose ins(%expanded_342 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_344 = linalg.transpose ins(%arg84 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %482 = linalg.matmul ins(%collapsed_338, %transposed_344 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_345 = tensor.expand_shape %482 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_346 = linalg.transpose ins(%expanded_345 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %483 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_340, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_347 = tensor.extract_slice %transposed_340[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_348 = tensor.extract_slice %transposed_340[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %484 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_348 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_349 = tensor.concat dim(3) %484, %extracted_slice_347 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %485 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_349, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %486 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %485 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %487 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_343, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_350 = tensor.extract_slice %transposed_343[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_351 = tensor.extract_slice %transposed_343[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %488 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_351 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_352 = tensor.concat dim(3) %488, %extracted_slice_350 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %489 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_352, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %490 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %489 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %491 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486 : tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_353 = linalg.transpose ins(%490 : tensor<1x12x512x64xf32>) outs(%48 : tensor<1x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %492 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_353 : tensor<1x12x64x512xf32>) outs(%48 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_354 = tensor.collapse_shape %491 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_355 = tensor.collapse_shape %492 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %493 = linalg.batch_matmul ins(%collapsed_354, %collapsed_355 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%51 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_356 = tensor.expand_shape %493 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %494 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_356, %46 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %495:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%494 : tensor<1x12x512x512xf32>) outs(%58, %56 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %625 = linalg.index 3 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_448 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_357 = tensor.expand_shape %495#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %496 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%494, %expanded_357 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.subf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %497 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496 : tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %498 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%497 : tensor<1x12x512x512xf32>) outs(%63 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x1xf32>
    %499 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497, %498 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.divf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %500 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%494 : tensor<1x12x512x512xf32>) outs(%66 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %625 = arith.extf %in : f32 to f64
      %626 = arith.cmpf oeq, %625, %cst_7 : f64
      linalg.yield %626 : i1
    } -> tensor<1x12x512x512xi1>
    %501 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%500 : tensor<1x12x512x512xi1>) outs(%69 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.andi %in, %out : i1
      linalg.yield %625 : i1
    } -> tensor<1x12x512x1xi1>
    %502 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501, %cst_2, %499 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %625 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_358 = tensor.collapse_shape %502 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_359 = tensor.collapse_shape %transposed_346 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %503 = linalg.batch_matmul ins(%collapsed_358, %collapsed_359 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%73 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_360 = tensor.expand_shape %503 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_361 = linalg.transpose ins(%expanded_360 : tensor<1x12x512x64xf32>) outs(%75 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_362 = linalg.transpose ins(%arg85 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_363 = tensor.collapse_shape %transposed_361 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %504 = linalg.matmul ins(%collapsed_363, %transposed_362 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_364 = tensor.expand_shape %504 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472, %expanded_364 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%506 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505, %510 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %512 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg90, %511 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_365 = linalg.transpose ins(%arg86 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_366 = tensor.collapse_shape %512 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %513 = linalg.matmul ins(%collapsed_366, %transposed_365 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_367 = tensor.expand_shape %513 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_367 : tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      %626 = math.exp %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.divf %cst_1, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<1x512x2048xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_367, %514 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_368 = linalg.transpose ins(%arg87 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %516 = linalg.matmul ins(%collapsed_366, %transposed_368 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_369 = tensor.expand_shape %516 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515, %expanded_369 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_370 = linalg.transpose ins(%arg88 : tensor<768x2048xf32>) outs(%94 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_371 = tensor.collapse_shape %517 [[0, 1], [2]] : tensor<1x512x2048xf32> into tensor<512x2048xf32>
    %518 = linalg.matmul ins(%collapsed_371, %transposed_370 : tensor<512x2048xf32>, tensor<2048x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_372 = tensor.expand_shape %518 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505, %expanded_372 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%520 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%522 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %524 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519, %524 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %526 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg98, %525 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_373 = linalg.transpose ins(%arg91 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_374 = tensor.collapse_shape %526 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %527 = linalg.matmul ins(%collapsed_374, %transposed_373 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_375 = tensor.expand_shape %527 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_376 = linalg.transpose ins(%expanded_375 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_377 = linalg.transpose ins(%arg92 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %528 = linalg.matmul ins(%collapsed_374, %transposed_377 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_378 = tensor.expand_shape %528 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_379 = linalg.transpose ins(%expanded_378 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_380 = linalg.transpose ins(%arg93 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %529 = linalg.matmul ins(%collapsed_374, %transposed_380 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_381 = tensor.expand_shape %529 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_382 = linalg.transpose ins(%expanded_381 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %530 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_376, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_383 = tensor.extract_slice %transposed_376[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_384 = tensor.extract_slice %transposed_376[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %531 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_384 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_385 = tensor.concat dim(3) %531, %extracted_slice_383 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %532 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_385, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %533 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%530, %532 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %534 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_379, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_386 = tensor.extract_slice %transposed_379[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_387 = tensor.extract_slice %transposed_379[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %535 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_387 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_388 = tensor.concat dim(3) %535, %extracted_slice_386 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %536 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_388, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %537 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%534, %536 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %538 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%533 : tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_389 = linalg.transpose ins(%537 : tensor<1x12x512x64xf32>) outs(%48 : tensor<1x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %539 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_389 : tensor<1x12x64x512xf32>) outs(%48 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_390 = tensor.collapse_shape %538 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_391 = tensor.collapse_shape %539 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %540 = linalg.batch_matmul ins(%collapsed_390, %collapsed_391 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%51 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_392 = tensor.expand_shape %540 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %541 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_392, %46 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %542:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%541 : tensor<1x12x512x512xf32>) outs(%58, %56 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %625 = linalg.index 3 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_448 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_393 = tensor.expand_shape %542#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %543 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %expanded_393 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.subf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %544 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543 : tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %545 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%544 : tensor<1x12x512x512xf32>) outs(%63 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x1xf32>
    %546 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544, %545 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.divf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %547 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541 : tensor<1x12x512x512xf32>) outs(%66 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %625 = arith.extf %in : f32 to f64
      %626 = arith.cmpf oeq, %625, %cst_7 : f64
      linalg.yield %626 : i1
    } -> tensor<1x12x512x512xi1>
    %548 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%547 : tensor<1x12x512x512xi1>) outs(%69 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.andi %in, %out : i1
      linalg.yield %625 : i1
    } -> tensor<1x12x512x1xi1>
    %549 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548, %cst_2, %546 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %625 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_394 = tensor.collapse_shape %549 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_395 = tensor.collapse_shape %transposed_382 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %550 = linalg.batch_matmul ins(%collapsed_394, %collapsed_395 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%73 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_396 = tensor.expand_shape %550 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_397 = linalg.transpose ins(%expanded_396 : tensor<1x12x512x64xf32>) outs(%75 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_398 = linalg.transpose ins(%arg94 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_399 = tensor.collapse_shape %transposed_397 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %551 = linalg.matmul ins(%collapsed_399, %transposed_398 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_400 = tensor.expand_shape %551 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %552 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519, %expanded_400 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %553 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %554 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%553 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%555 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %557 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%556 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %558 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552, %557 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %559 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg99, %558 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_401 = linalg.transpose ins(%arg95 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_402 = tensor.collapse_shape %559 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %560 = linalg.matmul ins(%collapsed_402, %transposed_401 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_403 = tensor.expand_shape %560 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %561 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_403 : tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      %626 = math.exp %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.divf %cst_1, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<1x512x2048xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_403, %561 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_404 = linalg.transpose ins(%arg96 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %563 = linalg.matmul ins(%collapsed_402, %transposed_404 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_405 = tensor.expand_shape %563 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562, %expanded_405 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_406 = linalg.transpose ins(%arg97 : tensor<768x2048xf32>) outs(%94 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_407 = tensor.collapse_shape %564 [[0, 1], [2]] : tensor<1x512x2048xf32> into tensor<512x2048xf32>
    %565 = linalg.matmul ins(%collapsed_407, %transposed_406 : tensor<512x2048xf32>, tensor<2048x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_408 = tensor.expand_shape %565 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552, %expanded_408 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%567 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %571 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %573 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg107, %572 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_409 = linalg.transpose ins(%arg100 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_410 = tensor.collapse_shape %573 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %574 = linalg.matmul ins(%collapsed_410, %transposed_409 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_411 = tensor.expand_shape %574 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_412 = linalg.transpose ins(%expanded_411 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_413 = linalg.transpose ins(%arg101 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %575 = linalg.matmul ins(%collapsed_410, %transposed_413 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_414 = tensor.expand_shape %575 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_415 = linalg.transpose ins(%expanded_414 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_416 = linalg.transpose ins(%arg102 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %576 = linalg.matmul ins(%collapsed_410, %transposed_416 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_417 = tensor.expand_shape %576 [[0, 1], [2, 3]] output_shape [1, 512, 12, 64] : tensor<512x768xf32> into tensor<1x512x12x64xf32>
    %transposed_418 = linalg.transpose ins(%expanded_417 : tensor<1x512x12x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %577 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_412, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_419 = tensor.extract_slice %transposed_412[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_420 = tensor.extract_slice %transposed_412[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %578 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_420 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_421 = tensor.concat dim(3) %578, %extracted_slice_419 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %579 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_421, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %580 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%577, %579 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %581 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_415, %expanded_22 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %extracted_slice_422 = tensor.extract_slice %transposed_415[0, 0, 0, 0] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %extracted_slice_423 = tensor.extract_slice %transposed_415[0, 0, 0, 32] [1, 12, 512, 32] [1, 1, 1, 1] : tensor<1x12x512x64xf32> to tensor<1x12x512x32xf32>
    %582 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_423 : tensor<1x12x512x32xf32>) outs(%37 : tensor<1x12x512x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x32xf32>
    %concat_424 = tensor.concat dim(3) %582, %extracted_slice_422 : (tensor<1x12x512x32xf32>, tensor<1x12x512x32xf32>) -> tensor<1x12x512x64xf32>
    %583 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_424, %expanded_23 : tensor<1x12x512x64xf32>, tensor<1x1x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %584 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%581, %583 : tensor<1x12x512x64xf32>, tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x64xf32>
    %585 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%580 : tensor<1x12x512x64xf32>) outs(%33 : tensor<1x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x512x64xf32>
    %transposed_425 = linalg.transpose ins(%584 : tensor<1x12x512x64xf32>) outs(%48 : tensor<1x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %586 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_425 : tensor<1x12x64x512xf32>) outs(%48 : tensor<1x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x12x64x512xf32>
    %collapsed_426 = tensor.collapse_shape %585 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %collapsed_427 = tensor.collapse_shape %586 [[0, 1], [2], [3]] : tensor<1x12x64x512xf32> into tensor<12x64x512xf32>
    %587 = linalg.batch_matmul ins(%collapsed_426, %collapsed_427 : tensor<12x512x64xf32>, tensor<12x64x512xf32>) outs(%51 : tensor<12x512x512xf32>) -> tensor<12x512x512xf32>
    %expanded_428 = tensor.expand_shape %587 [[0, 1], [2], [3]] output_shape [1, 12, 512, 512] : tensor<12x512x512xf32> into tensor<1x12x512x512xf32>
    %588 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_428, %46 : tensor<1x12x512x512xf32>, tensor<1x1x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %589:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%588 : tensor<1x12x512x512xf32>) outs(%58, %56 : tensor<1x12x512xf32>, tensor<1x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_448: i64):
      %625 = linalg.index 3 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_448 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<1x12x512xf32>, tensor<1x12x512xi64>)
    %expanded_429 = tensor.expand_shape %589#0 [[0], [1], [2, 3]] output_shape [1, 12, 512, 1] : tensor<1x12x512xf32> into tensor<1x12x512x1xf32>
    %590 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%588, %expanded_429 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.subf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %591 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%590 : tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %592 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%591 : tensor<1x12x512x512xf32>) outs(%63 : tensor<1x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x1xf32>
    %593 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%591, %592 : tensor<1x12x512x512xf32>, tensor<1x12x512x1xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.divf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %594 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%588 : tensor<1x12x512x512xf32>) outs(%66 : tensor<1x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %625 = arith.extf %in : f32 to f64
      %626 = arith.cmpf oeq, %625, %cst_7 : f64
      linalg.yield %626 : i1
    } -> tensor<1x12x512x512xi1>
    %595 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%594 : tensor<1x12x512x512xi1>) outs(%69 : tensor<1x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.andi %in, %out : i1
      linalg.yield %625 : i1
    } -> tensor<1x12x512x1xi1>
    %596 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%595, %cst_2, %593 : tensor<1x12x512x1xi1>, tensor<1x12x512x512xf32>, tensor<1x12x512x512xf32>) outs(%53 : tensor<1x12x512x512xf32>) {
    ^bb0(%in: i1, %in_448: f32, %in_449: f32, %out: f32):
      %625 = arith.select %in, %in_448, %in_449 : f32
      linalg.yield %625 : f32
    } -> tensor<1x12x512x512xf32>
    %collapsed_430 = tensor.collapse_shape %596 [[0, 1], [2], [3]] : tensor<1x12x512x512xf32> into tensor<12x512x512xf32>
    %collapsed_431 = tensor.collapse_shape %transposed_418 [[0, 1], [2], [3]] : tensor<1x12x512x64xf32> into tensor<12x512x64xf32>
    %597 = linalg.batch_matmul ins(%collapsed_430, %collapsed_431 : tensor<12x512x512xf32>, tensor<12x512x64xf32>) outs(%73 : tensor<12x512x64xf32>) -> tensor<12x512x64xf32>
    %expanded_432 = tensor.expand_shape %597 [[0, 1], [2], [3]] output_shape [1, 12, 512, 64] : tensor<12x512x64xf32> into tensor<1x12x512x64xf32>
    %transposed_433 = linalg.transpose ins(%expanded_432 : tensor<1x12x512x64xf32>) outs(%75 : tensor<1x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_434 = linalg.transpose ins(%arg103 : tensor<768x768xf32>) outs(%29 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_435 = tensor.collapse_shape %transposed_433 [[0, 1], [2, 3]] : tensor<1x512x12x64xf32> into tensor<512x768xf32>
    %598 = linalg.matmul ins(%collapsed_435, %transposed_434 : tensor<512x768xf32>, tensor<768x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_436 = tensor.expand_shape %598 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %599 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %expanded_436 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %600 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %601 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%600 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %602 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %603 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %605 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599, %604 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %606 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg108, %605 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %transposed_437 = linalg.transpose ins(%arg104 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %collapsed_438 = tensor.collapse_shape %606 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %607 = linalg.matmul ins(%collapsed_438, %transposed_437 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_439 = tensor.expand_shape %607 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_439 : tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      %626 = math.exp %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.divf %cst_1, %627 : f32
      linalg.yield %628 : f32
    } -> tensor<1x512x2048xf32>
    %609 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_439, %608 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_440 = linalg.transpose ins(%arg105 : tensor<2048x768xf32>) outs(%85 : tensor<768x2048xf32>) permutation = [1, 0] 
    %610 = linalg.matmul ins(%collapsed_438, %transposed_440 : tensor<512x768xf32>, tensor<768x2048xf32>) outs(%87 : tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %expanded_441 = tensor.expand_shape %610 [[0, 1], [2]] output_shape [1, 512, 2048] : tensor<512x2048xf32> into tensor<1x512x2048xf32>
    %611 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609, %expanded_441 : tensor<1x512x2048xf32>, tensor<1x512x2048xf32>) outs(%89 : tensor<1x512x2048xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x2048xf32>
    %transposed_442 = linalg.transpose ins(%arg106 : tensor<768x2048xf32>) outs(%94 : tensor<2048x768xf32>) permutation = [1, 0] 
    %collapsed_443 = tensor.collapse_shape %611 [[0, 1], [2]] : tensor<1x512x2048xf32> into tensor<512x2048xf32>
    %612 = linalg.matmul ins(%collapsed_443, %transposed_442 : tensor<512x2048xf32>, tensor<2048x768xf32>) outs(%31 : tensor<512x768xf32>) -> tensor<512x768xf32>
    %expanded_444 = tensor.expand_shape %612 [[0, 1], [2]] output_shape [1, 512, 768] : tensor<512x768xf32> into tensor<1x512x768xf32>
    %613 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599, %expanded_444 : tensor<1x512x768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.addf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613 : tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%614 : tensor<1x512x768xf32>) outs(%22 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %616 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_10 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %617 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_8 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x512x1xf32>
    %618 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617 : tensor<1x512x1xf32>) outs(%14 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x1xf32>
    %619 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %618 : tensor<1x512x768xf32>, tensor<1x512x1xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %620 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg109, %619 : tensor<768xf32>, tensor<1x512x768xf32>) outs(%0 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %in_448: f32, %out: f32):
      %625 = arith.mulf %in, %in_448 : f32
      linalg.yield %625 : f32
    } -> tensor<1x512x768xf32>
    %621 = tensor.empty() : tensor<768x32000xf32>
    %transposed_445 = linalg.transpose ins(%arg110 : tensor<32000x768xf32>) outs(%621 : tensor<768x32000xf32>) permutation = [1, 0] 
    %collapsed_446 = tensor.collapse_shape %620 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %622 = tensor.empty() : tensor<512x32000xf32>
    %623 = linalg.fill ins(%cst : f32) outs(%622 : tensor<512x32000xf32>) -> tensor<512x32000xf32>
    %624 = linalg.matmul ins(%collapsed_446, %transposed_445 : tensor<512x768xf32>, tensor<768x32000xf32>) outs(%623 : tensor<512x32000xf32>) -> tensor<512x32000xf32>
    %expanded_447 = tensor.expand_shape %624 [[0, 1], [2]] output_shape [1, 512, 32000] : tensor<512x32000xf32> into tensor<1x512x32000xf32>
    return %expanded_447 : tensor<1x512x32000xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32: "0x040000000000803F11F93F3F9AF50F3F9BE8D73E9BE8A13E23D4723E8718363E778D083ECDCCCC3D0D94993DC255663D15BA2C3DE386013D4F43C23C39AD913CF27B5A3C0AD7233CB0B9F53B9C44B83B772E8A3B383E4F3B0D691B3B2815E93A8EC9AE3A6F12833A8C94443A166A133A2517DD3960CBA53915A8783953773A3972D40B39"
    }
  }
#-}

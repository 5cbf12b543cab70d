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
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<32000x4096xf32>, %arg1: tensor<4096x4096xf32>, %arg2: tensor<1024x4096xf32>, %arg3: tensor<1024x4096xf32>, %arg4: tensor<4096x4096xf32>, %arg5: tensor<11008x4096xf32>, %arg6: tensor<11008x4096xf32>, %arg7: tensor<4096x11008xf32>, %arg8: tensor<4096xf32>, %arg9: tensor<4096xf32>, %arg10: tensor<4096x4096xf32>, %arg11: tensor<1024x4096xf32>, %arg12: tensor<1024x4096xf32>, %arg13: tensor<4096x4096xf32>, %arg14: tensor<11008x4096xf32>, %arg15: tensor<11008x4096xf32>, %arg16: tensor<4096x11008xf32>, %arg17: tensor<4096xf32>, %arg18: tensor<4096xf32>, %arg19: tensor<4096xf32>, %arg20: tensor<1x2048xi64>, %arg21: tensor<1x2048xi64>) -> tensor<1x2048x4096xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2048_i64 = arith.constant 2048 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32000 = arith.constant 32000 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x32x2048x2048xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.29730177875068026 : f64
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_10 = arith.constant 4.096000e+03 : f32
    %0 = tensor.empty() : tensor<1x2048x4096xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<1x2048xi64>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: i64, %out: f32):
      %161 = arith.index_cast %in : i64 to index
      %162 = linalg.index 2 : index
      %163 = arith.cmpi slt, %161, %c32000 : index
      cf.assert %163, "index must be smaller than dim size"
      %164 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %164, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%161, %162] : tensor<32000x4096xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2048x4096xf32>
    %2 = tensor.empty() : tensor<2048xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<2048xi64>) {
    ^bb0(%out: i64):
      %161 = linalg.index 0 : index
      %162 = arith.index_cast %161 : index to i64
      linalg.yield %162 : i64
    } -> tensor<2048xi64>
    %4 = tensor.empty() : tensor<1x2048xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<1x2048xi64>) outs(%4 : tensor<1x2048xi1>) {
    ^bb0(%in: i64, %out: i1):
      %161 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %161 : i1
    } -> tensor<1x2048xi1>
    %6 = tensor.empty() : tensor<1xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 2048, 1] : tensor<2048xi64> into tensor<1x1x2048x1xi64>
    %expanded_12 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 2048] : tensor<2048xi64> into tensor<1x1x1x2048xi64>
    %8 = tensor.empty() : tensor<1x1x2048x2048xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12, %expanded_11 : tensor<1x1x1x2048xi64>, tensor<1x1x2048x1xi64>) outs(%8 : tensor<1x1x2048x2048xi1>) {
    ^bb0(%in: i64, %in_87: i64, %out: i1):
      %161 = arith.cmpi sle, %in, %in_87 : i64
      linalg.yield %161 : i1
    } -> tensor<1x1x2048x2048xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %9 : tensor<i1>, tensor<1x1x2048x2048xi1>) outs(%8 : tensor<1x1x2048x2048xi1>) {
    ^bb0(%in: i1, %in_87: i1, %out: i1):
      %161 = arith.andi %in, %in_87 : i1
      linalg.yield %161 : i1
    } -> tensor<1x1x2048x2048xi1>
    %11 = tensor.empty() : tensor<1x1x1x2048xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_12 : tensor<1x1x1x1xi64>, tensor<1x1x1x2048xi64>) outs(%11 : tensor<1x1x1x2048xi1>) {
    ^bb0(%in: i64, %in_87: i64, %out: i1):
      %161 = arith.cmpi slt, %in, %c0_i64 : i64
      %162 = arith.addi %in, %c1_i64 : i64
      %163 = arith.select %161, %162, %in : i64
      %164 = arith.index_cast %163 : i64 to index
      %165 = arith.cmpi slt, %in_87, %c0_i64 : i64
      %166 = arith.addi %in_87, %c2048_i64 : i64
      %167 = arith.select %165, %166, %in_87 : i64
      %168 = arith.index_cast %167 : i64 to index
      %extracted = tensor.extract %5[%164, %168] : tensor<1x2048xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x1x2048xi1>
    %13 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x2048x2048xi1>, tensor<1x1x1x2048xi1>) outs(%8 : tensor<1x1x2048x2048xi1>) {
    ^bb0(%in: i1, %in_87: i1, %out: i1):
      %161 = arith.andi %in, %in_87 : i1
      linalg.yield %161 : i1
    } -> tensor<1x1x2048x2048xi1>
    %expanded_13 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 2048, 1] : tensor<2048xi64> into tensor<1x2048x1xi64>
    %14 = tensor.empty() : tensor<1x2048x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x2048x1xi64>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %161 = arith.sitofp %in : i64 to f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %16 = tensor.empty() : tensor<1x2048x64xf32>
    %17 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %cst_9 : tensor<1x2048x1xf32>, tensor<64xf32>) outs(%16 : tensor<1x2048x64xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x64xf32>
    %concat = tensor.concat dim(2) %17, %17 : (tensor<1x2048x64xf32>, tensor<1x2048x64xf32>) -> tensor<1x2048x128xf32>
    %18 = tensor.empty() : tensor<1x2048x128xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x2048x128xf32>) outs(%18 : tensor<1x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.cos %in : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x128xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x2048x128xf32>) outs(%18 : tensor<1x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.sin %in : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x128xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%14 : tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<1x2048x4096xf32>) outs(%22 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.addf %in, %out : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.divf %in, %cst_10 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_8 : f64 to f32
      %162 = arith.addf %in, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x2048x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.rsqrt %in : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %26 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %28 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %27 : tensor<4096xf32>, tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %29 = tensor.empty() : tensor<4096x4096xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<4096x4096xf32>) outs(%29 : tensor<4096x4096xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %28 [[0, 1], [2]] : tensor<1x2048x4096xf32> into tensor<2048x4096xf32>
    %30 = tensor.empty() : tensor<2048x4096xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %32 = linalg.matmul ins(%collapsed, %transposed : tensor<2048x4096xf32>, tensor<4096x4096xf32>) outs(%31 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %expanded_14 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xf32> into tensor<1x2048x32x128xf32>
    %33 = tensor.empty() : tensor<1x32x2048x128xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x2048x32x128xf32>) outs(%33 : tensor<1x32x2048x128xf32>) permutation = [0, 2, 1, 3] 
    %34 = tensor.empty() : tensor<4096x1024xf32>
    %transposed_16 = linalg.transpose ins(%arg2 : tensor<1024x4096xf32>) outs(%34 : tensor<4096x1024xf32>) permutation = [1, 0] 
    %35 = tensor.empty() : tensor<2048x1024xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %37 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<2048x4096xf32>, tensor<4096x1024xf32>) outs(%36 : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %expanded_17 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [1, 2048, 8, 128] : tensor<2048x1024xf32> into tensor<1x2048x8x128xf32>
    %38 = tensor.empty() : tensor<1x8x2048x128xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x2048x8x128xf32>) outs(%38 : tensor<1x8x2048x128xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg3 : tensor<1024x4096xf32>) outs(%34 : tensor<4096x1024xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<2048x4096xf32>, tensor<4096x1024xf32>) outs(%36 : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %expanded_20 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [1, 2048, 8, 128] : tensor<2048x1024xf32> into tensor<1x2048x8x128xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<1x2048x8x128xf32>) outs(%38 : tensor<1x8x2048x128xf32>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %19 [[0], [1, 2], [3]] output_shape [1, 1, 2048, 128] : tensor<1x2048x128xf32> into tensor<1x1x2048x128xf32>
    %expanded_23 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 2048, 128] : tensor<1x2048x128xf32> into tensor<1x1x2048x128xf32>
    %40 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_22 : tensor<1x32x2048x128xf32>, tensor<1x1x2048x128xf32>) outs(%33 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x128xf32>
    %extracted_slice = tensor.extract_slice %transposed_15[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xf32> to tensor<1x32x2048x64xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xf32> to tensor<1x32x2048x64xf32>
    %41 = tensor.empty() : tensor<1x32x2048x64xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<1x32x2048x64xf32>) outs(%41 : tensor<1x32x2048x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.negf %in : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x64xf32>
    %concat_25 = tensor.concat dim(3) %42, %extracted_slice : (tensor<1x32x2048x64xf32>, tensor<1x32x2048x64xf32>) -> tensor<1x32x2048x128xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_23 : tensor<1x32x2048x128xf32>, tensor<1x1x2048x128xf32>) outs(%33 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x128xf32>
    %44 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<1x32x2048x128xf32>, tensor<1x32x2048x128xf32>) outs(%33 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.addf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x128xf32>
    %45 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_22 : tensor<1x8x2048x128xf32>, tensor<1x1x2048x128xf32>) outs(%38 : tensor<1x8x2048x128xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x8x2048x128xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [1, 8, 2048, 64] [1, 1, 1, 1] : tensor<1x8x2048x128xf32> to tensor<1x8x2048x64xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 64] [1, 8, 2048, 64] [1, 1, 1, 1] : tensor<1x8x2048x128xf32> to tensor<1x8x2048x64xf32>
    %46 = tensor.empty() : tensor<1x8x2048x64xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<1x8x2048x64xf32>) outs(%46 : tensor<1x8x2048x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.negf %in : f32
      linalg.yield %161 : f32
    } -> tensor<1x8x2048x64xf32>
    %concat_28 = tensor.concat dim(3) %47, %extracted_slice_26 : (tensor<1x8x2048x64xf32>, tensor<1x8x2048x64xf32>) -> tensor<1x8x2048x128xf32>
    %48 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_23 : tensor<1x8x2048x128xf32>, tensor<1x1x2048x128xf32>) outs(%38 : tensor<1x8x2048x128xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x8x2048x128xf32>
    %49 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<1x8x2048x128xf32>, tensor<1x8x2048x128xf32>) outs(%38 : tensor<1x8x2048x128xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.addf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x8x2048x128xf32>
    %50 = tensor.empty() : tensor<1x8x4x2048x128xf32>
    %51 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x8x2048x128xf32>) outs(%50 : tensor<1x8x4x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x2048x128xf32>
    %collapsed_29 = tensor.collapse_shape %51 [[0], [1, 2], [3], [4]] : tensor<1x8x4x2048x128xf32> into tensor<1x32x2048x128xf32>
    %52 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<1x8x2048x128xf32>) outs(%50 : tensor<1x8x4x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x2048x128xf32>
    %53 = tensor.empty() : tensor<1x1x2048x2048xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %cst_3, %cst_4 : tensor<1x1x2048x2048xi1>, tensor<f32>, tensor<f32>) outs(%53 : tensor<1x1x2048x2048xf32>) {
    ^bb0(%in: i1, %in_87: f32, %in_88: f32, %out: f32):
      %161 = arith.select %in, %in_87, %in_88 : f32
      linalg.yield %161 : f32
    } -> tensor<1x1x2048x2048xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x32x2048x128xf32>) outs(%33 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_6 : f64 to f32
      %162 = arith.mulf %in, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x32x2048x128xf32>
    %56 = tensor.empty() : tensor<1x32x128x2048xf32>
    %transposed_30 = linalg.transpose ins(%collapsed_29 : tensor<1x32x2048x128xf32>) outs(%56 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %57 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_30 : tensor<1x32x128x2048xf32>) outs(%56 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_6 : f64 to f32
      %162 = arith.mulf %in, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_31 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_32 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %58 = tensor.empty() : tensor<32x2048x2048xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %60 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%59 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_33 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %61 = tensor.empty() : tensor<1x32x2048x2048xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33, %54 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xf32>) outs(%61 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.addf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x2048xf32>
    %63 = tensor.empty() : tensor<1x32x2048xi64>
    %64 = linalg.fill ins(%c0_i64 : i64) outs(%63 : tensor<1x32x2048xi64>) -> tensor<1x32x2048xi64>
    %65 = tensor.empty() : tensor<1x32x2048xf32>
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %67:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<1x32x2048x2048xf32>) outs(%66, %64 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_87: i64):
      %161 = linalg.index 3 : index
      %162 = arith.index_cast %161 : index to i64
      %163 = arith.maximumf %in, %out : f32
      %164 = arith.cmpf ogt, %in, %out : f32
      %165 = arith.select %164, %162, %out_87 : i64
      linalg.yield %163, %165 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_34 = tensor.expand_shape %67#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_34 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%61 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.subf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x2048xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x32x2048x2048xf32>) outs(%61 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.exp %in : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x2048xf32>
    %70 = tensor.empty() : tensor<1x32x2048x1xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%70 : tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<1x32x2048x2048xf32>) outs(%71 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.addf %in, %out : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x1xf32>
    %73 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %72 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%61 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.divf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x2048xf32>
    %74 = tensor.empty() : tensor<1x32x2048x2048xi1>
    %75 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x32x2048x2048xf32>) outs(%74 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %161 = arith.extf %in : f32 to f64
      %162 = arith.cmpf oeq, %161, %cst_7 : f64
      linalg.yield %162 : i1
    } -> tensor<1x32x2048x2048xi1>
    %76 = tensor.empty() : tensor<1x32x2048x1xi1>
    %77 = linalg.fill ins(%true : i1) outs(%76 : tensor<1x32x2048x1xi1>) -> tensor<1x32x2048x1xi1>
    %78 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<1x32x2048x2048xi1>) outs(%77 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %161 = arith.andi %in, %out : i1
      linalg.yield %161 : i1
    } -> tensor<1x32x2048x1xi1>
    %79 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %cst_2, %73 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%61 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_87: f32, %in_88: f32, %out: f32):
      %161 = arith.select %in, %in_87, %in_88 : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_35 = tensor.collapse_shape %79 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_36 = tensor.collapse_shape %52 [[0, 1, 2], [3], [4]] : tensor<1x8x4x2048x128xf32> into tensor<32x2048x128xf32>
    %80 = tensor.empty() : tensor<32x2048x128xf32>
    %81 = linalg.fill ins(%cst : f32) outs(%80 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %82 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%81 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_37 = tensor.expand_shape %82 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %83 = tensor.empty() : tensor<1x2048x32x128xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<1x32x2048x128xf32>) outs(%83 : tensor<1x2048x32x128xf32>) permutation = [0, 2, 1, 3] 
    %transposed_39 = linalg.transpose ins(%arg4 : tensor<4096x4096xf32>) outs(%29 : tensor<4096x4096xf32>) permutation = [1, 0] 
    %collapsed_40 = tensor.collapse_shape %transposed_38 [[0, 1], [2, 3]] : tensor<1x2048x32x128xf32> into tensor<2048x4096xf32>
    %84 = linalg.matmul ins(%collapsed_40, %transposed_39 : tensor<2048x4096xf32>, tensor<4096x4096xf32>) outs(%31 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %expanded_41 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xf32> into tensor<1x2048x4096xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_41 : tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.addf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<1x2048x4096xf32>) outs(%22 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.addf %in, %out : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.divf %in, %cst_10 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_8 : f64 to f32
      %162 = arith.addf %in, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x2048x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.rsqrt %in : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %90 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %92 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %91 : tensor<4096xf32>, tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %93 = tensor.empty() : tensor<4096x11008xf32>
    %transposed_42 = linalg.transpose ins(%arg5 : tensor<11008x4096xf32>) outs(%93 : tensor<4096x11008xf32>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<1x2048x4096xf32> into tensor<2048x4096xf32>
    %94 = tensor.empty() : tensor<2048x11008xf32>
    %95 = linalg.fill ins(%cst : f32) outs(%94 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %96 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<2048x4096xf32>, tensor<4096x11008xf32>) outs(%95 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %expanded_44 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xf32> into tensor<1x2048x11008xf32>
    %97 = tensor.empty() : tensor<1x2048x11008xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<1x2048x11008xf32>) outs(%97 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.negf %in : f32
      %162 = math.exp %161 : f32
      %163 = arith.addf %162, %cst_1 : f32
      %164 = arith.divf %cst_1, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<1x2048x11008xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %98 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%97 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x11008xf32>
    %transposed_45 = linalg.transpose ins(%arg6 : tensor<11008x4096xf32>) outs(%93 : tensor<4096x11008xf32>) permutation = [1, 0] 
    %100 = linalg.matmul ins(%collapsed_43, %transposed_45 : tensor<2048x4096xf32>, tensor<4096x11008xf32>) outs(%95 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %expanded_46 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xf32> into tensor<1x2048x11008xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %expanded_46 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%97 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x11008xf32>
    %102 = tensor.empty() : tensor<11008x4096xf32>
    %transposed_47 = linalg.transpose ins(%arg7 : tensor<4096x11008xf32>) outs(%102 : tensor<11008x4096xf32>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %101 [[0, 1], [2]] : tensor<1x2048x11008xf32> into tensor<2048x11008xf32>
    %103 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<2048x11008xf32>, tensor<11008x4096xf32>) outs(%31 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %expanded_49 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xf32> into tensor<1x2048x4096xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %expanded_49 : tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.addf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<1x2048x4096xf32>) outs(%22 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.addf %in, %out : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.divf %in, %cst_10 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_8 : f64 to f32
      %162 = arith.addf %in, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x2048x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.rsqrt %in : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %109 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %111 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %110 : tensor<4096xf32>, tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %transposed_50 = linalg.transpose ins(%arg10 : tensor<4096x4096xf32>) outs(%29 : tensor<4096x4096xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %111 [[0, 1], [2]] : tensor<1x2048x4096xf32> into tensor<2048x4096xf32>
    %112 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<2048x4096xf32>, tensor<4096x4096xf32>) outs(%31 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %expanded_52 = tensor.expand_shape %112 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xf32> into tensor<1x2048x32x128xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<1x2048x32x128xf32>) outs(%33 : tensor<1x32x2048x128xf32>) permutation = [0, 2, 1, 3] 
    %transposed_54 = linalg.transpose ins(%arg11 : tensor<1024x4096xf32>) outs(%34 : tensor<4096x1024xf32>) permutation = [1, 0] 
    %113 = linalg.matmul ins(%collapsed_51, %transposed_54 : tensor<2048x4096xf32>, tensor<4096x1024xf32>) outs(%36 : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %expanded_55 = tensor.expand_shape %113 [[0, 1], [2, 3]] output_shape [1, 2048, 8, 128] : tensor<2048x1024xf32> into tensor<1x2048x8x128xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<1x2048x8x128xf32>) outs(%38 : tensor<1x8x2048x128xf32>) permutation = [0, 2, 1, 3] 
    %transposed_57 = linalg.transpose ins(%arg12 : tensor<1024x4096xf32>) outs(%34 : tensor<4096x1024xf32>) permutation = [1, 0] 
    %114 = linalg.matmul ins(%collapsed_51, %transposed_57 : tensor<2048x4096xf32>, tensor<4096x1024xf32>) outs(%36 : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %expanded_58 = tensor.expand_shape %114 [[0, 1], [2, 3]] output_shape [1, 2048, 8, 128] : tensor<2048x1024xf32> into tensor<1x2048x8x128xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<1x2048x8x128xf32>) outs(%38 : tensor<1x8x2048x128xf32>) permutation = [0, 2, 1, 3] 
    %115 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_53, %expanded_22 : tensor<1x32x2048x128xf32>, tensor<1x1x2048x128xf32>) outs(%33 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x128xf32>
    %extracted_slice_60 = tensor.extract_slice %transposed_53[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xf32> to tensor<1x32x2048x64xf32>
    %extracted_slice_61 = tensor.extract_slice %transposed_53[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xf32> to tensor<1x32x2048x64xf32>
    %116 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_61 : tensor<1x32x2048x64xf32>) outs(%41 : tensor<1x32x2048x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.negf %in : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x64xf32>
    %concat_62 = tensor.concat dim(3) %116, %extracted_slice_60 : (tensor<1x32x2048x64xf32>, tensor<1x32x2048x64xf32>) -> tensor<1x32x2048x128xf32>
    %117 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_62, %expanded_23 : tensor<1x32x2048x128xf32>, tensor<1x1x2048x128xf32>) outs(%33 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x128xf32>
    %118 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %117 : tensor<1x32x2048x128xf32>, tensor<1x32x2048x128xf32>) outs(%33 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.addf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x128xf32>
    %119 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_56, %expanded_22 : tensor<1x8x2048x128xf32>, tensor<1x1x2048x128xf32>) outs(%38 : tensor<1x8x2048x128xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x8x2048x128xf32>
    %extracted_slice_63 = tensor.extract_slice %transposed_56[0, 0, 0, 0] [1, 8, 2048, 64] [1, 1, 1, 1] : tensor<1x8x2048x128xf32> to tensor<1x8x2048x64xf32>
    %extracted_slice_64 = tensor.extract_slice %transposed_56[0, 0, 0, 64] [1, 8, 2048, 64] [1, 1, 1, 1] : tensor<1x8x2048x128xf32> to tensor<1x8x2048x64xf32>
    %120 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_64 : tensor<1x8x2048x64xf32>) outs(%46 : tensor<1x8x2048x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.negf %in : f32
      linalg.yield %161 : f32
    } -> tensor<1x8x2048x64xf32>
    %concat_65 = tensor.concat dim(3) %120, %extracted_slice_63 : (tensor<1x8x2048x64xf32>, tensor<1x8x2048x64xf32>) -> tensor<1x8x2048x128xf32>
    %121 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_65, %expanded_23 : tensor<1x8x2048x128xf32>, tensor<1x1x2048x128xf32>) outs(%38 : tensor<1x8x2048x128xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x8x2048x128xf32>
    %122 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %121 : tensor<1x8x2048x128xf32>, tensor<1x8x2048x128xf32>) outs(%38 : tensor<1x8x2048x128xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.addf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x8x2048x128xf32>
    %123 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x8x2048x128xf32>) outs(%50 : tensor<1x8x4x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x2048x128xf32>
    %collapsed_66 = tensor.collapse_shape %123 [[0], [1, 2], [3], [4]] : tensor<1x8x4x2048x128xf32> into tensor<1x32x2048x128xf32>
    %124 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_59 : tensor<1x8x2048x128xf32>) outs(%50 : tensor<1x8x4x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x2048x128xf32>
    %125 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<1x32x2048x128xf32>) outs(%33 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_6 : f64 to f32
      %162 = arith.mulf %in, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_67 = linalg.transpose ins(%collapsed_66 : tensor<1x32x2048x128xf32>) outs(%56 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %126 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_67 : tensor<1x32x128x2048xf32>) outs(%56 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_6 : f64 to f32
      %162 = arith.mulf %in, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_68 = tensor.collapse_shape %125 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_69 = tensor.collapse_shape %126 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %127 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%59 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_70 = tensor.expand_shape %127 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %128 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70, %54 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xf32>) outs(%61 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.addf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x2048xf32>
    %129:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%128 : tensor<1x32x2048x2048xf32>) outs(%66, %64 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_87: i64):
      %161 = linalg.index 3 : index
      %162 = arith.index_cast %161 : index to i64
      %163 = arith.maximumf %in, %out : f32
      %164 = arith.cmpf ogt, %in, %out : f32
      %165 = arith.select %164, %162, %out_87 : i64
      linalg.yield %163, %165 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_71 = tensor.expand_shape %129#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %130 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_71 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%61 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.subf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x2048xf32>
    %131 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<1x32x2048x2048xf32>) outs(%61 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.exp %in : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x2048xf32>
    %132 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%131 : tensor<1x32x2048x2048xf32>) outs(%71 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.addf %in, %out : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x1xf32>
    %133 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %132 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%61 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.divf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x2048xf32>
    %134 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<1x32x2048x2048xf32>) outs(%74 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %161 = arith.extf %in : f32 to f64
      %162 = arith.cmpf oeq, %161, %cst_7 : f64
      linalg.yield %162 : i1
    } -> tensor<1x32x2048x2048xi1>
    %135 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%134 : tensor<1x32x2048x2048xi1>) outs(%77 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %161 = arith.andi %in, %out : i1
      linalg.yield %161 : i1
    } -> tensor<1x32x2048x1xi1>
    %136 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %cst_2, %133 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%61 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_87: f32, %in_88: f32, %out: f32):
      %161 = arith.select %in, %in_87, %in_88 : f32
      linalg.yield %161 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_72 = tensor.collapse_shape %136 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_73 = tensor.collapse_shape %124 [[0, 1, 2], [3], [4]] : tensor<1x8x4x2048x128xf32> into tensor<32x2048x128xf32>
    %137 = linalg.batch_matmul ins(%collapsed_72, %collapsed_73 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%81 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_74 = tensor.expand_shape %137 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<1x32x2048x128xf32>) outs(%83 : tensor<1x2048x32x128xf32>) permutation = [0, 2, 1, 3] 
    %transposed_76 = linalg.transpose ins(%arg13 : tensor<4096x4096xf32>) outs(%29 : tensor<4096x4096xf32>) permutation = [1, 0] 
    %collapsed_77 = tensor.collapse_shape %transposed_75 [[0, 1], [2, 3]] : tensor<1x2048x32x128xf32> into tensor<2048x4096xf32>
    %138 = linalg.matmul ins(%collapsed_77, %transposed_76 : tensor<2048x4096xf32>, tensor<4096x4096xf32>) outs(%31 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %expanded_78 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xf32> into tensor<1x2048x4096xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %expanded_78 : tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.addf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<1x2048x4096xf32>) outs(%22 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.addf %in, %out : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.divf %in, %cst_10 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_8 : f64 to f32
      %162 = arith.addf %in, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x2048x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.rsqrt %in : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %144 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %146 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %145 : tensor<4096xf32>, tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %transposed_79 = linalg.transpose ins(%arg14 : tensor<11008x4096xf32>) outs(%93 : tensor<4096x11008xf32>) permutation = [1, 0] 
    %collapsed_80 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<1x2048x4096xf32> into tensor<2048x4096xf32>
    %147 = linalg.matmul ins(%collapsed_80, %transposed_79 : tensor<2048x4096xf32>, tensor<4096x11008xf32>) outs(%95 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %expanded_81 = tensor.expand_shape %147 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xf32> into tensor<1x2048x11008xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<1x2048x11008xf32>) outs(%97 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.negf %in : f32
      %162 = math.exp %161 : f32
      %163 = arith.addf %162, %cst_1 : f32
      %164 = arith.divf %cst_1, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<1x2048x11008xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81, %148 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%97 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x11008xf32>
    %transposed_82 = linalg.transpose ins(%arg15 : tensor<11008x4096xf32>) outs(%93 : tensor<4096x11008xf32>) permutation = [1, 0] 
    %150 = linalg.matmul ins(%collapsed_80, %transposed_82 : tensor<2048x4096xf32>, tensor<4096x11008xf32>) outs(%95 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %expanded_83 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xf32> into tensor<1x2048x11008xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %expanded_83 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%97 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x11008xf32>
    %transposed_84 = linalg.transpose ins(%arg16 : tensor<4096x11008xf32>) outs(%102 : tensor<11008x4096xf32>) permutation = [1, 0] 
    %collapsed_85 = tensor.collapse_shape %151 [[0, 1], [2]] : tensor<1x2048x11008xf32> into tensor<2048x11008xf32>
    %152 = linalg.matmul ins(%collapsed_85, %transposed_84 : tensor<2048x11008xf32>, tensor<11008x4096xf32>) outs(%31 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %expanded_86 = tensor.expand_shape %152 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xf32> into tensor<1x2048x4096xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %expanded_86 : tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.addf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<1x2048x4096xf32>) outs(%22 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.addf %in, %out : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.divf %in, %cst_10 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_8 : f64 to f32
      %162 = arith.addf %in, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x2048x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.rsqrt %in : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %158 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    %160 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %159 : tensor<4096xf32>, tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_87: f32, %out: f32):
      %161 = arith.mulf %in, %in_87 : f32
      linalg.yield %161 : f32
    } -> tensor<1x2048x4096xf32>
    return %160 : tensor<1x2048x4096xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_torch.float32: "0x040000000000803FD7AF5D3F11F93F3FE03D263F9AF50F3FCF53F93E9BE8D73E1BF8BA3E9BE8A13E04358C3E23D4723EED47523E8718363E40B01D3E778D083ED67FEC3DCDCCCC3D7859B13D0D94993D4DFE843DC255663D3F76473D15BA2C3D4893153DE386013DD254E03C4F43C23C8B39A83C39AD913C334D7C3CF27B5A3C11333D3C0AD7233C2DE10D3CB0B9F53B15CAD43B9C44B83BCC919F3B772E8A3B0E526F3B383E4F3B0F77333B0D691B3B6F94063B2815E93A5CD7C93A8EC9AE3A0E5C973A6F12833AE201633A8C94443A443B2A3A166A133AAC4FFF392517DD39D774BF3960CBA53972928F3915A87839E453573953773A391679213972D40B39E22CF238"
    }
  }
#-}

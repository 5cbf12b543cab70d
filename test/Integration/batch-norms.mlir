// BatchNorm in training mode as torch-mlir writes it (nn.BatchNorm2d over
// [N, C, H, W] and nn.BatchNorm1d over [N, C], exported by torch-mlir's
// fx importer with the parameters and running statistics as arguments):
// the batch's mean in f32, its variance in f64 about its own f64 mean,
// rounded to f32, and the running averages updated from both (extra
// results). nn.InstanceNorm2d(affine=True) is written as the same batch
// norm of the input reshaped to [1, N * C, H, W], gamma and beta repeated
// N times. Each becomes one mpopt.batch_norm (the running averages keep
// their own statistics); raised and lowered
// again, and through the whole pipeline, against the export, compiled for
// the CPU: bit for bit on special, normal and uniform inputs. The GPU build
// compiles (its statistics reduce N, H and W per channel: the channel loop
// is the kernel's).
// RUN: mpopt-opt %s --mpopt-raise=emit-remarks -o /dev/null -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=RAISED
// RUN: mpopt-opt %s --mpopt-pipeline="export=false" | FileCheck %s --check-prefix=PIPELINE
// RUN: mpopt-compile %s --target=cpu -o %t.before.so
// RUN: mpopt-compile %s --target=cpu -o %t.raised.so "--pipeline=func.func(mpopt-raise,mpopt-lower-to-linalg)"
// RUN: mpopt-compile %s --target=cpu -o %t.pipeline.so --pipeline=mpopt-pipeline
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist uniform --seed 3 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --pipeline=mpopt-pipeline -o %t.cuda.so
// RAISED: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 3 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// PIPELINE-LABEL: func.func @batch_norms
// PIPELINE-SAME: (%[[X:[^:]+]]: tensor<2x4x3x5xf32>, %[[Y:[^:]+]]: tensor<8x6xf32>, %[[Z:[^:]+]]: tensor<2x4x3x5xf32>
// PIPELINE-DAG: mpopt.batch_norm %[[X]], %{{.+}}, %{{.+}} channel(1) epsilon(9.9999997473787516E-6) compute(f32) variance(f64) : tensor<2x4x3x5xf32>, tensor<4xf32>, tensor<4xf32> -> tensor<2x4x3x5xf32>
// PIPELINE-DAG: mpopt.batch_norm %[[Y]], %{{.+}}, %{{.+}} channel(1) epsilon(9.9999997473787516E-6) compute(f32) variance(f64) : tensor<8x6xf32>, tensor<6xf32>, tensor<6xf32> -> tensor<8x6xf32>
// PIPELINE-DAG: %[[ZR:.+]] = tensor.expand_shape %{{.+}} {{\[}}[0, 1], [2], [3]] output_shape [1, 8, 3, 5]
// PIPELINE-DAG: mpopt.batch_norm %[[ZR]], %{{.+}}, %{{.+}} channel(1) epsilon(9.9999997473787516E-6) compute(f32) variance(f64) : tensor<1x8x3x5xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<1x8x3x5xf32>
// CHECK: all outputs agree

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
module {
  func.func @batch_norms(%arg0: tensor<2x4x3x5xf32>, %arg1: tensor<8x6xf32>, %arg2: tensor<2x4x3x5xf32>, %cst_2: tensor<4xf32>, %cst_3: tensor<4xf32>, %cst_4: tensor<6xf32>, %cst_5: tensor<6xf32>, %cst_6: tensor<6xf32>, %cst_8: tensor<6xf32>, %cst_9: tensor<4xf32>, %cst_10: tensor<4xf32>, %cst_11: tensor<4xf32>, %cst_14: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<6xf32>, tensor<6xf32>, tensor<i64>, tensor<2x4x3x5xf32>, tensor<8x6xf32>, tensor<2x4x3x5xf32>) {
    %cst = arith.constant dense<1> : tensor<i64>
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_7 = arith.constant 1.1428571428571428 : f64
    %cst_12 = arith.constant 1.0344827586206897 : f64
    %cst_13 = arith.constant 9.000000e-01 : f64
    %cst_15 = arith.constant 1.000000e-01 : f64
    %cst_16 = arith.constant 1.000000e-05 : f64
    %cst_17 = arith.constant 3.000000e+01 : f64
    %cst_18 = arith.constant 3.000000e+01 : f32
    %cst_19 = arith.constant 8.000000e+00 : f64
    %cst_20 = arith.constant 8.000000e+00 : f32
    %cst_21 = arith.constant 1.500000e+01 : f64
    %cst_22 = arith.constant 1.500000e+01 : f32
    %0 = tensor.empty() : tensor<2x4x3x5xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x4x3x5xf32>) outs(%0 : tensor<2x4x3x5xf64>) {
    ^bb0(%in: f32, %out: f64):
      %85 = arith.extf %in : f32 to f64
      linalg.yield %85 : f64
    } -> tensor<2x4x3x5xf64>
    %2 = tensor.empty() : tensor<1x4x1x1xf64>
    %3 = linalg.fill ins(%cst_0 : f64) outs(%2 : tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1 : tensor<2x4x3x5xf64>) outs(%3 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x4x1x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x4x1x1xf64>) outs(%2 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_17 : f64
      linalg.yield %85 : f64
    } -> tensor<1x4x1x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x4x3x5xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x3x5xf64>) {
    ^bb0(%in: f64, %in_35: f64, %out: f64):
      %85 = arith.subf %in, %in_35 : f64
      linalg.yield %85 : f64
    } -> tensor<2x4x3x5xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<2x4x3x5xf64>, tensor<2x4x3x5xf64>) outs(%0 : tensor<2x4x3x5xf64>) {
    ^bb0(%in: f64, %in_35: f64, %out: f64):
      %85 = arith.mulf %in, %in_35 : f64
      linalg.yield %85 : f64
    } -> tensor<2x4x3x5xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%7 : tensor<2x4x3x5xf64>) outs(%3 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x4x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x4x1x1xf64>) outs(%2 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_17 : f64
      linalg.yield %85 : f64
    } -> tensor<1x4x1x1xf64>
    %10 = tensor.empty() : tensor<1x4x1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x4x1x1xf64>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %85 = arith.truncf %in : f64 to f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1x1xf32>
    %12 = linalg.fill ins(%cst_1 : f32) outs(%10 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%arg0 : tensor<2x4x3x5xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_18 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_16 : f64 to f32
      %86 = arith.addf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x4x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.rsqrt %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1x1xf32>
    %17 = tensor.empty() : tensor<2x4x3x5xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<2x4x3x5xf32>, tensor<1x4x1x1xf32>) outs(%17 : tensor<2x4x3x5xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.subf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<2x4x3x5xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<2x4x3x5xf32>, tensor<1x4x1x1xf32>) outs(%17 : tensor<2x4x3x5xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.mulf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<2x4x3x5xf32>
    %collapsed = tensor.collapse_shape %14 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32>
    %20 = tensor.empty() : tensor<4xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed : tensor<4xf32>) outs(%20 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_15 : f64 to f32
      %86 = arith.mulf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_14 : tensor<4xf32>) outs(%20 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_13 : f64 to f32
      %86 = arith.mulf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%21, %22 : tensor<4xf32>, tensor<4xf32>) outs(%20 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.addf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<4xf32>
    %collapsed_23 = tensor.collapse_shape %11 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_23 : tensor<4xf32>) outs(%20 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_12 : f64 to f32
      %86 = arith.mulf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%24 : tensor<4xf32>) outs(%20 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_15 : f64 to f32
      %86 = arith.mulf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_11 : tensor<4xf32>) outs(%20 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_13 : f64 to f32
      %86 = arith.mulf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%25, %26 : tensor<4xf32>, tensor<4xf32>) outs(%20 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.addf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<4xf32>
    %expanded = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded : tensor<2x4x3x5xf32>, tensor<4x1x1xf32>) outs(%17 : tensor<2x4x3x5xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.mulf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<2x4x3x5xf32>
    %expanded_24 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_24 : tensor<2x4x3x5xf32>, tensor<4x1x1xf32>) outs(%17 : tensor<2x4x3x5xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.addf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<2x4x3x5xf32>
    %30 = tensor.empty() : tensor<8x6xf64>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x6xf32>) outs(%30 : tensor<8x6xf64>) {
    ^bb0(%in: f32, %out: f64):
      %85 = arith.extf %in : f32 to f64
      linalg.yield %85 : f64
    } -> tensor<8x6xf64>
    %32 = tensor.empty() : tensor<1x6xf64>
    %33 = linalg.fill ins(%cst_0 : f64) outs(%32 : tensor<1x6xf64>) -> tensor<1x6xf64>
    %34 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction", "parallel"]} ins(%31 : tensor<8x6xf64>) outs(%33 : tensor<1x6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x6xf64>
    %35 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<1x6xf64>) outs(%32 : tensor<1x6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_19 : f64
      linalg.yield %85 : f64
    } -> tensor<1x6xf64>
    %36 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %35 : tensor<8x6xf64>, tensor<1x6xf64>) outs(%30 : tensor<8x6xf64>) {
    ^bb0(%in: f64, %in_35: f64, %out: f64):
      %85 = arith.subf %in, %in_35 : f64
      linalg.yield %85 : f64
    } -> tensor<8x6xf64>
    %37 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%36, %36 : tensor<8x6xf64>, tensor<8x6xf64>) outs(%30 : tensor<8x6xf64>) {
    ^bb0(%in: f64, %in_35: f64, %out: f64):
      %85 = arith.mulf %in, %in_35 : f64
      linalg.yield %85 : f64
    } -> tensor<8x6xf64>
    %38 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction", "parallel"]} ins(%37 : tensor<8x6xf64>) outs(%33 : tensor<1x6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x6xf64>
    %39 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<1x6xf64>) outs(%32 : tensor<1x6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_19 : f64
      linalg.yield %85 : f64
    } -> tensor<1x6xf64>
    %40 = tensor.empty() : tensor<1x6xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<1x6xf64>) outs(%40 : tensor<1x6xf32>) {
    ^bb0(%in: f64, %out: f32):
      %85 = arith.truncf %in : f64 to f32
      linalg.yield %85 : f32
    } -> tensor<1x6xf32>
    %42 = linalg.fill ins(%cst_1 : f32) outs(%40 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %43 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction", "parallel"]} ins(%arg1 : tensor<8x6xf32>) outs(%42 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x6xf32>
    %44 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<1x6xf32>) outs(%40 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_20 : f32
      linalg.yield %85 : f32
    } -> tensor<1x6xf32>
    %45 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<1x6xf32>) outs(%40 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_16 : f64 to f32
      %86 = arith.addf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x6xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<1x6xf32>) outs(%40 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.rsqrt %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x6xf32>
    %47 = tensor.empty() : tensor<8x6xf32>
    %48 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %44 : tensor<8x6xf32>, tensor<1x6xf32>) outs(%47 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.subf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<8x6xf32>
    %49 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%48, %46 : tensor<8x6xf32>, tensor<1x6xf32>) outs(%47 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.mulf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<8x6xf32>
    %collapsed_25 = tensor.collapse_shape %44 [[0, 1]] : tensor<1x6xf32> into tensor<6xf32>
    %50 = tensor.empty() : tensor<6xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_25 : tensor<6xf32>) outs(%50 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_15 : f64 to f32
      %86 = arith.mulf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<6xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_8 : tensor<6xf32>) outs(%50 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_13 : f64 to f32
      %86 = arith.mulf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<6xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%51, %52 : tensor<6xf32>, tensor<6xf32>) outs(%50 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.addf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<6xf32>
    %collapsed_26 = tensor.collapse_shape %41 [[0, 1]] : tensor<1x6xf32> into tensor<6xf32>
    %54 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_26 : tensor<6xf32>) outs(%50 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_7 : f64 to f32
      %86 = arith.mulf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<6xf32>
    %55 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%54 : tensor<6xf32>) outs(%50 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_15 : f64 to f32
      %86 = arith.mulf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<6xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_6 : tensor<6xf32>) outs(%50 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_13 : f64 to f32
      %86 = arith.mulf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<6xf32>
    %57 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%55, %56 : tensor<6xf32>, tensor<6xf32>) outs(%50 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.addf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<6xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel"]} ins(%49, %cst_5 : tensor<8x6xf32>, tensor<6xf32>) outs(%47 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.mulf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<8x6xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel"]} ins(%58, %cst_4 : tensor<8x6xf32>, tensor<6xf32>) outs(%47 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.addf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<8x6xf32>
    %60 = tensor.empty() : tensor<2x4xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<4xf32>) outs(%60 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4xf32>
    %collapsed_27 = tensor.collapse_shape %61 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<4xf32>) outs(%60 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4xf32>
    %collapsed_28 = tensor.collapse_shape %62 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
    %collapsed_29 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x3x5xf32> into tensor<8x3x5xf32>
    %expanded_30 = tensor.expand_shape %collapsed_29 [[0, 1], [2], [3]] output_shape [1, 8, 3, 5] : tensor<8x3x5xf32> into tensor<1x8x3x5xf32>
    %63 = tensor.empty() : tensor<1x8x3x5xf64>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<1x8x3x5xf32>) outs(%63 : tensor<1x8x3x5xf64>) {
    ^bb0(%in: f32, %out: f64):
      %85 = arith.extf %in : f32 to f64
      linalg.yield %85 : f64
    } -> tensor<1x8x3x5xf64>
    %65 = tensor.empty() : tensor<1x8x1x1xf64>
    %66 = linalg.fill ins(%cst_0 : f64) outs(%65 : tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %67 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%64 : tensor<1x8x3x5xf64>) outs(%66 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x1x1xf64>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x8x1x1xf64>) outs(%65 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_21 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x1x1xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %68 : tensor<1x8x3x5xf64>, tensor<1x8x1x1xf64>) outs(%63 : tensor<1x8x3x5xf64>) {
    ^bb0(%in: f64, %in_35: f64, %out: f64):
      %85 = arith.subf %in, %in_35 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x3x5xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %69 : tensor<1x8x3x5xf64>, tensor<1x8x3x5xf64>) outs(%63 : tensor<1x8x3x5xf64>) {
    ^bb0(%in: f64, %in_35: f64, %out: f64):
      %85 = arith.mulf %in, %in_35 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x3x5xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%70 : tensor<1x8x3x5xf64>) outs(%66 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x1x1xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<1x8x1x1xf64>) outs(%65 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_21 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x1x1xf64>
    %73 = tensor.empty() : tensor<1x8x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<1x8x1x1xf64>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %85 = arith.truncf %in : f64 to f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1x1xf32>
    %75 = linalg.fill ins(%cst_1 : f32) outs(%73 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%expanded_30 : tensor<1x8x3x5xf32>) outs(%75 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_22 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_16 : f64 to f32
      %86 = arith.addf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x8x1x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.rsqrt %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1x1xf32>
    %80 = tensor.empty() : tensor<1x8x3x5xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30, %77 : tensor<1x8x3x5xf32>, tensor<1x8x1x1xf32>) outs(%80 : tensor<1x8x3x5xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.subf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x3x5xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %79 : tensor<1x8x3x5xf32>, tensor<1x8x1x1xf32>) outs(%80 : tensor<1x8x3x5xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.mulf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x3x5xf32>
    %expanded_31 = tensor.expand_shape %collapsed_27 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_31 : tensor<1x8x3x5xf32>, tensor<8x1x1xf32>) outs(%80 : tensor<1x8x3x5xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.mulf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x3x5xf32>
    %expanded_32 = tensor.expand_shape %collapsed_28 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_32 : tensor<1x8x3x5xf32>, tensor<8x1x1xf32>) outs(%80 : tensor<1x8x3x5xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %85 = arith.addf %in, %in_35 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x3x5xf32>
    %collapsed_33 = tensor.collapse_shape %84 [[0, 1], [2], [3]] : tensor<1x8x3x5xf32> into tensor<8x3x5xf32>
    %expanded_34 = tensor.expand_shape %collapsed_33 [[0, 1], [2], [3]] output_shape [2, 4, 3, 5] : tensor<8x3x5xf32> into tensor<2x4x3x5xf32>
    return %23, %27, %cst, %53, %57, %cst, %29, %59, %expanded_34 : tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<6xf32>, tensor<6xf32>, tensor<i64>, tensor<2x4x3x5xf32>, tensor<8x6xf32>, tensor<2x4x3x5xf32>
  }
}


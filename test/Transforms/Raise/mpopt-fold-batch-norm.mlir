// RUN: mpopt-opt %s --mpopt-fold-batch-norm --split-input-file | FileCheck %s
// RUN: mpopt-opt %s --mpopt-fold-batch-norm=emit-remarks --split-input-file -o /dev/null -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: mpopt-opt %s --mpopt-fold-batch-norm --split-input-file --mpopt-hoist-parameters -o /dev/null

#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#vec = affine_map<(d0) -> (d0)>

// torch-mlir's form, one generic per op, every term a constant: var + eps
// = [4, 1], r = [0.5, 1], k = r * gamma = [1, 3], the filter [1, 2] * k =
// [1, 6], the bias (0 - mean) * k + beta = [-1 + 0.5, -6 - 1]. The ReLU
// reads the convolution.
// CHECK-LABEL: func.func @torch_form
// REMARK: remark: mpopt-fold-batch-norm: 1 of 1 convolutions took the batch norm after them in
// CHECK-DAG: %[[W:.+]] = arith.constant dense<{{\[}}[{{\[}}[1.000000e+00]]], {{\[}}[{{\[}}6.000000e+00]]]]> : tensor<2x1x1x1xf32>
// CHECK-DAG: %[[B:.+]] = arith.constant dense<[-5.000000e-01, -7.000000e+00]> : tensor<2xf32>
// CHECK: %[[Y:.+]] = mpopt.conv %{{.+}}, %[[W]] layout<nchw_fchw> {{.*}} multiply(f32) accumulate(f32) bias(%[[B]] : tensor<2xf32>) :
// CHECK-NOT: bias_first
// CHECK-NOT: math.rsqrt
// CHECK-NOT: arith.subf
// CHECK: linalg.generic {{.*}} ins(%[[Y]] :
// CHECK: arith.cmpf ugt
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @torch_form(%x: tensor<1x1x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %eps = arith.constant 1.000000e+00 : f64
  %w = arith.constant dense<[[[[1.0]]], [[[2.0]]]]> : tensor<2x1x1x1xf32>
  %mean = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %var = arith.constant dense<[3.0, 0.0]> : tensor<2xf32>
  %gamma = arith.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %beta = arith.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) : tensor<1x1x2x2xf32>, tensor<2x1x1x1xf32> -> tensor<1x2x2x2xf32>
  %ev = tensor.empty() : tensor<2xf32>
  %ve = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%var : tensor<2xf32>) outs(%ev : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.truncf %eps : f64 to f32
    %s = arith.addf %in, %t : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%ve : tensor<2xf32>) outs(%ev : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.rsqrt %in : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  %m3 = tensor.expand_shape %mean [[0, 1, 2]] output_shape [2, 1, 1] : tensor<2xf32> into tensor<2x1x1xf32>
  %r3 = tensor.expand_shape %r [[0, 1, 2]] output_shape [2, 1, 1] : tensor<2xf32> into tensor<2x1x1xf32>
  %g3 = tensor.expand_shape %gamma [[0, 1, 2]] output_shape [2, 1, 1] : tensor<2xf32> into tensor<2x1x1xf32>
  %b3 = tensor.expand_shape %beta [[0, 1, 2]] output_shape [2, 1, 1] : tensor<2xf32> into tensor<2x1x1xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %0 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y, %m3 : tensor<1x2x2x2xf32>, tensor<2x1x1xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %c: f32, %out: f32):
    %s = arith.subf %in, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x2xf32>
  %1 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %r3 : tensor<1x2x2x2xf32>, tensor<2x1x1xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %c: f32, %out: f32):
    %s = arith.mulf %in, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x2xf32>
  %2 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %g3 : tensor<1x2x2x2xf32>, tensor<2x1x1xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %c: f32, %out: f32):
    %s = arith.mulf %in, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x2xf32>
  %3 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %b3 : tensor<1x2x2x2xf32>, tensor<2x1x1xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %c: f32, %out: f32):
    %s = arith.addf %in, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x2xf32>
  %4 = linalg.generic {indexing_maps = [#nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %zero : f32
    %s = arith.select %c, %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x2xf32>
  return %4 : tensor<1x2x2x2xf32>
}

// -----

#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>

// Weights as parameters: k, the bias and the filter are generics on them
// (which mpopt-hoist-parameters moves into _prepare). The convolution's
// own bias, which it started at, is added after the sum: b' = (b0 - mean)
// * k + beta.
// CHECK-LABEL: func.func @parameters
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x3x4x4xf32>, %[[W:[^:]+]]: tensor<8x3x3x3xf32> {mpopt.parameter}, %[[B0:[^:]+]]: tensor<8xf32> {mpopt.parameter}, %[[MEAN:[^:]+]]: tensor<1x8x1x1xf32> {mpopt.parameter}, %[[SCALE:[^:]+]]: tensor<1x8x1x1xf32> {mpopt.parameter}, %[[BETA:[^:]+]]: tensor<1x8x1x1xf32> {mpopt.parameter}
// CHECK: %[[SHIFT:.+]] = linalg.generic {{.*}} ins(%[[B0]], %[[MEAN]] : tensor<8xf32>, tensor<1x8x1x1xf32>)
// CHECK: arith.subf
// CHECK: %[[SCALED:.+]] = linalg.generic {{.*}} ins(%[[SHIFT]], %[[SCALE]] : tensor<8xf32>, tensor<1x8x1x1xf32>)
// CHECK: arith.mulf
// CHECK: %[[BIAS:.+]] = linalg.generic {{.*}} ins(%[[SCALED]], %[[BETA]] : tensor<8xf32>, tensor<1x8x1x1xf32>)
// CHECK: arith.addf
// CHECK: %[[FILTER:.+]] = linalg.generic {{.*}} ins(%[[W]], %[[SCALE]] : tensor<8x3x3x3xf32>, tensor<1x8x1x1xf32>)
// CHECK: arith.mulf
// CHECK: %[[Y:.+]] = mpopt.conv %[[X]], %[[FILTER]] {{.*}} bias(%[[BIAS]] : tensor<8xf32>) :
// CHECK-NOT: bias_first
// CHECK: return %[[Y]]
func.func @parameters(%x: tensor<1x3x4x4xf32>, %w: tensor<8x3x3x3xf32> {mpopt.parameter}, %b0: tensor<8xf32> {mpopt.parameter}, %mean: tensor<1x8x1x1xf32> {mpopt.parameter}, %scale: tensor<1x8x1x1xf32> {mpopt.parameter}, %beta: tensor<1x8x1x1xf32> {mpopt.parameter}) -> tensor<1x8x4x4xf32> {
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [1, 1, 1, 1] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) bias(%b0 : tensor<8xf32>) bias_first : tensor<1x3x4x4xf32>, tensor<8x3x3x3xf32> -> tensor<1x8x4x4xf32>
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %0 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y, %mean : tensor<1x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %c: f32, %out: f32):
    %s = arith.subf %in, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x8x4x4xf32>
  %1 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %scale : tensor<1x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %c: f32, %out: f32):
    %s = arith.mulf %c, %in : f32
    linalg.yield %s : f32
  } -> tensor<1x8x4x4xf32>
  %2 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %beta : tensor<1x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %c: f32, %out: f32):
    %s = arith.addf %in, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x8x4x4xf32>
  return %2 : tensor<1x8x4x4xf32>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#c3 = affine_map<(d0, d1, d2) -> (d0)>

// The pipeline's elementwise fusion: the batch norm, its rsqrt and the
// ReLU in one body that reads the convolution through a unit reshape. The
// body reads the folded convolution where it read the map's result; k =
// rsqrt(3 + 1) * 4 = 2, the bias (0 - 1) * 2 + 0.25.
// CHECK-LABEL: func.func @fused
// CHECK-DAG: %[[W:.+]] = arith.constant dense<2.000000e+00> : tensor<2x2x1x1xf32>
// CHECK-DAG: %[[B:.+]] = arith.constant dense<-1.750000e+00> : tensor<2xf32>
// CHECK: %[[Y:.+]] = mpopt.conv %{{.+}}, %[[W]] {{.*}} bias(%[[B]] : tensor<2xf32>) :
// CHECK: %[[C:.+]] = tensor.collapse_shape %[[Y]]
// CHECK: linalg.generic {{.*}} ins(%[[C]],
// CHECK-NEXT: ^bb0(%[[IN:[^:]+]]: f32,
// CHECK-NEXT: %[[GT:.+]] = arith.cmpf ugt, %[[IN]], %{{.+}} : f32
// CHECK-NEXT: %[[R:.+]] = arith.select %[[GT]], %[[IN]], %{{.+}} : f32
// CHECK-NEXT: linalg.yield %[[R]]
func.func @fused(%x: tensor<1x2x3x3xf32>) -> tensor<2x3x3xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %eps = arith.constant 1.000000e+00 : f64
  %w = arith.constant dense<1.0> : tensor<2x2x1x1xf32>
  %mean = arith.constant dense<1.0> : tensor<2xf32>
  %var = arith.constant dense<3.0> : tensor<2xf32>
  %gamma = arith.constant dense<4.0> : tensor<2xf32>
  %beta = arith.constant dense<0.25> : tensor<2xf32>
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) : tensor<1x2x3x3xf32>, tensor<2x2x1x1xf32> -> tensor<1x2x3x3xf32>
  %c = tensor.collapse_shape %y [[0, 1], [2], [3]] : tensor<1x2x3x3xf32> into tensor<2x3x3xf32>
  %e = tensor.empty() : tensor<2x3x3xf32>
  %0 = linalg.generic {indexing_maps = [#id3, #c3, #c3, #c3, #c3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%c, %mean, %var, %gamma, %beta : tensor<2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2x3x3xf32>) {
  ^bb0(%in: f32, %m: f32, %v: f32, %g: f32, %b: f32, %out: f32):
    %t = arith.truncf %eps : f64 to f32
    %ve = arith.addf %v, %t : f32
    %r = math.rsqrt %ve : f32
    %s = arith.subf %in, %m : f32
    %n = arith.mulf %s, %r : f32
    %k = arith.mulf %n, %g : f32
    %a = arith.addf %k, %b : f32
    %gt = arith.cmpf ugt, %a, %zero : f32
    %relu = arith.select %gt, %a, %zero : f32
    linalg.yield %relu : f32
  } -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}

// -----

#nhwc = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#last = affine_map<(d0, d1, d2, d3) -> (d3)>

// Channels last, the filter [KH, KW, C, F]: its last dimension is scaled.
// k = [2, -1]; the filter [[1, 2], [3, 4]] (C x F) becomes [[2, -2], [6,
// -4]]; the bias is beta alone.
// CHECK-LABEL: func.func @channels_last
// CHECK-DAG: %[[W:.+]] = arith.constant dense<{{\[}}[{{\[}}[2.000000e+00, -2.000000e+00], [6.000000e+00, -4.000000e+00]]]]> : tensor<1x1x2x2xf32>
// CHECK-DAG: %[[B:.+]] = arith.constant dense<[5.000000e-01, 1.500000e+00]> : tensor<2xf32>
// CHECK: mpopt.conv %{{.+}}, %[[W]] layout<nhwc_hwcf> {{.*}} bias(%[[B]] : tensor<2xf32>) :
func.func @channels_last(%x: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  %w = arith.constant dense<[[[[1.0, 2.0], [3.0, 4.0]]]]> : tensor<1x1x2x2xf32>
  %scale = arith.constant dense<[2.0, -1.0]> : tensor<2xf32>
  %beta = arith.constant dense<[0.5, 1.5]> : tensor<2xf32>
  %y = mpopt.conv %x, %w layout<nhwc_hwcf> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) : tensor<1x3x3x2xf32>, tensor<1x1x2x2xf32> -> tensor<1x3x3x2xf32>
  %e = tensor.empty() : tensor<1x3x3x2xf32>
  %0 = linalg.generic {indexing_maps = [#nhwc, #last, #last, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y, %scale, %beta : tensor<1x3x3x2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<1x3x3x2xf32>) {
  ^bb0(%in: f32, %k: f32, %b: f32, %out: f32):
    %s = arith.mulf %in, %k : f32
    %a = arith.addf %s, %b : f32
    linalg.yield %a : f32
  } -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}

// -----

#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d1)>

// A constant bias the convolution starts at: b' = (b0 - mean) * k + beta =
// ([1, 2] - 0.5) * 2 + 1 = [2, 4].
// CHECK-LABEL: func.func @conv_bias
// CHECK-DAG: %[[W:.+]] = arith.constant dense<2.000000e+00> : tensor<2x1x1x1xf32>
// CHECK-DAG: %[[B:.+]] = arith.constant dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>
// CHECK: mpopt.conv %{{.+}}, %[[W]] {{.*}} bias(%[[B]] : tensor<2xf32>) :
// CHECK-NOT: bias_first
func.func @conv_bias(%x: tensor<1x1x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %w = arith.constant dense<1.0> : tensor<2x1x1x1xf32>
  %b0 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %mean = arith.constant dense<0.5> : tensor<2xf32>
  %scale = arith.constant dense<2.0> : tensor<2xf32>
  %beta = arith.constant dense<1.0> : tensor<2xf32>
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) bias(%b0 : tensor<2xf32>) bias_first : tensor<1x1x2x2xf32>, tensor<2x1x1x1xf32> -> tensor<1x2x2x2xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %0 = linalg.generic {indexing_maps = [#nchw, #chan, #chan, #chan, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y, %mean, %scale, %beta : tensor<1x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %m: f32, %k: f32, %b: f32, %out: f32):
    %s = arith.subf %in, %m : f32
    %n = arith.mulf %s, %k : f32
    %a = arith.addf %n, %b : f32
    linalg.yield %a : f32
  } -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d1)>

// The convolution's result is also returned: the batch norm stays.
// CHECK-LABEL: func.func @second_reader
// CHECK: %[[Y:.+]] = mpopt.conv
// CHECK-NOT: bias(
// CHECK: arith.mulf
// CHECK: return %[[Y]],
// REMARK: remark: mpopt-fold-batch-norm: not folded: result not read by one elementwise linalg.generic alone
func.func @second_reader(%x: tensor<1x1x2x2xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %w = arith.constant dense<1.0> : tensor<2x1x1x1xf32>
  %scale = arith.constant dense<2.0> : tensor<2xf32>
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) : tensor<1x1x2x2xf32>, tensor<2x1x1x1xf32> -> tensor<1x2x2x2xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %0 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y, %scale : tensor<1x2x2x2xf32>, tensor<2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %k: f32, %out: f32):
    %n = arith.mulf %in, %k : f32
    linalg.yield %n : f32
  } -> tensor<1x2x2x2xf32>
  return %y, %0 : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

// -----

#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row = affine_map<(d0, d1, d2, d3) -> (d1, d2)>

// A scale that varies along the rows is no per-channel term.
// CHECK-LABEL: func.func @spatial_term
// CHECK: mpopt.conv
// CHECK-NOT: bias(
// CHECK: arith.mulf
// REMARK: remark: mpopt-fold-batch-norm: not folded: no affine map of the result by per-channel terms: a term depends on more than the output channel
func.func @spatial_term(%x: tensor<1x1x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %w = arith.constant dense<1.0> : tensor<2x1x1x1xf32>
  %scale = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) : tensor<1x1x2x2xf32>, tensor<2x1x1x1xf32> -> tensor<1x2x2x2xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %0 = linalg.generic {indexing_maps = [#nchw, #row, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y, %scale : tensor<1x2x2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %k: f32, %out: f32):
    %n = arith.mulf %in, %k : f32
    linalg.yield %n : f32
  } -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d1)>

// A convolution accumulating in f16: the batch norm stays.
// CHECK-LABEL: func.func @f16_result
// CHECK: mpopt.conv
// CHECK-NOT: bias(
// CHECK: arith.mulf
// REMARK: remark: mpopt-fold-batch-norm: not folded: result not in f32
func.func @f16_result(%x: tensor<1x1x2x2xf16>) -> tensor<1x2x2x2xf16> {
  %w = arith.constant dense<1.0> : tensor<2x1x1x1xf16>
  %scale = arith.constant dense<2.0> : tensor<2xf16>
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f16) accumulate(f16) : tensor<1x1x2x2xf16>, tensor<2x1x1x1xf16> -> tensor<1x2x2x2xf16>
  %e = tensor.empty() : tensor<1x2x2x2xf16>
  %0 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y, %scale : tensor<1x2x2x2xf16>, tensor<2xf16>) outs(%e : tensor<1x2x2x2xf16>) {
  ^bb0(%in: f16, %k: f16, %out: f16):
    %n = arith.mulf %in, %k : f16
    linalg.yield %n : f16
  } -> tensor<1x2x2x2xf16>
  return %0 : tensor<1x2x2x2xf16>
}

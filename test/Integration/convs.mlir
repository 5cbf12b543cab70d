// Each convolution form mpopt-raise takes, raised to mpopt.conv and
// lowered back, against the original, compiled for the CPU: bit for bit
// on special, normal and uniform inputs.
// - @nchw: torch-mlir's form, a tensor.pad with +0 before
//   linalg.conv_2d_nchw_fchw (stride 2), bf16 operands summed in f32 and
//   rounded to bf16 -> the padding, the input's rounding and the result's
//   rounding all taken into mpopt.conv (mpopt-pipeline).
// - @nhwc_hwcf (strides and dilations differing per dimension), @nhwc_fhwc
//   (f16 operands), @ngchw_gfchw and @nhwgc_gfhwc (groups), the three
//   depthwise forms (nchw_chw, nhwc_hwc, nhwc_hwcm with a channel
//   multiplier), and @generic, a generalized linalg.conv_2d_nchw_fchw.
// RUN: mpopt-opt %s --mpopt-raise=emit-remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=RAISED
// RUN: mpopt-opt %s --mpopt-pipeline="export=false" | FileCheck %s --check-prefix=PIPELINE
// RUN: mpopt-compile %s --entry=convs --target=cpu -o %t.before.so
// RUN: mpopt-compile %s --entry=convs --target=cpu -o %t.raised.so "--pipeline=func.func(mpopt-raise,mpopt-lower-to-linalg)"
// RUN: mpopt-compile %s --entry=convs --target=cpu -o %t.pipeline.so --pipeline=mpopt-pipeline
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist uniform --seed 3 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist normal --seed 2 | FileCheck %s
// RAISED: remark: mpopt-raise: 0 matmuls (0 with their bias), 9 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// PIPELINE-LABEL: func.func @convs
// PIPELINE-SAME: %[[X:[^:]+]]: tensor<1x3x9x9xf32>
// PIPELINE-NOT: mpopt.cast
// PIPELINE-NOT: tensor.pad
// PIPELINE: mpopt.conv %[[X]], %{{.+}} layout<nchw_fchw> strides [2, 3] padding [1, 2, 1, 0] dilations [1, 1] groups(1) multiply(bf16) accumulate(f32) : tensor<1x3x9x9xf32>, tensor<4x3x3x3xbf16> -> tensor<1x4x5x3xbf16>
// CHECK: bitwise
// CHECK-NOT: mismatch

func.func @convs(%x: tensor<1x3x9x9xf32>, %w: tensor<4x3x3x3xbf16>,
                 %a: tensor<2x9x8x4xf32>, %k: tensor<3x2x4x6xf32>,
                 %h: tensor<2x7x7x4xf16>, %o: tensor<6x3x3x4xf16>,
                 %g: tensor<1x2x3x6x6xf32>, %gk: tensor<2x4x3x3x3xf32>,
                 %q: tensor<1x6x6x2x3xf32>, %qk: tensor<2x4x3x3x3xf32>,
                 %dc: tensor<1x4x7x7xf32>, %dk: tensor<4x3x3xf32>,
                 %dh: tensor<1x7x7x4xf32>, %dhk: tensor<3x3x4xf32>,
                 %dm: tensor<1x7x7x4x2xf32>, %dmk: tensor<3x3x4x2xf32>)
    -> (tensor<1x4x5x3xbf16>, tensor<2x5x7x6xf32>, tensor<2x5x5x6xf32>,
        tensor<1x2x4x4x4xf32>, tensor<1x4x4x2x4xf32>, tensor<1x4x5x5xf32>,
        tensor<1x5x5x4xf32>, tensor<1x5x5x4x2xf32>, tensor<1x4x5x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %bzero = arith.constant 0.0 : bf16
  // torch-mlir under autocast: the image rounded to bf16, padded, convolved.
  %xe = tensor.empty() : tensor<1x3x9x9xbf16>
  %xb = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x3x9x9xf32>) outs(%xe : tensor<1x3x9x9xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<1x3x9x9xbf16>
  %xp = tensor.pad %xb low[0, 0, 1, 2] high[0, 0, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %bzero : bf16
  } : tensor<1x3x9x9xbf16> to tensor<1x3x11x11xbf16>
  %e0 = tensor.empty() : tensor<1x4x5x3xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1x4x5x3xf32>) -> tensor<1x4x5x3xf32>
  %c0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<[2, 3]> : vector<2xi64>}
      ins(%xp, %w : tensor<1x3x11x11xbf16>, tensor<4x3x3x3xbf16>) outs(%i0 : tensor<1x4x5x3xf32>) -> tensor<1x4x5x3xf32>
  %re = tensor.empty() : tensor<1x4x5x3xbf16>
  %r0 = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c0 : tensor<1x4x5x3xf32>) outs(%re : tensor<1x4x5x3xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<1x4x5x3xbf16>

  %e1 = tensor.empty() : tensor<2x5x7x6xf32>
  %i1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x5x7x6xf32>) -> tensor<2x5x7x6xf32>
  %c1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 1]> : vector<2xi64>, strides = dense<[1, 1]> : vector<2xi64>}
      ins(%a, %k : tensor<2x9x8x4xf32>, tensor<3x2x4x6xf32>) outs(%i1 : tensor<2x5x7x6xf32>) -> tensor<2x5x7x6xf32>

  %e2 = tensor.empty() : tensor<2x5x5x6xf32>
  %i2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x5x5x6xf32>) -> tensor<2x5x5x6xf32>
  %c2 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%h, %o : tensor<2x7x7x4xf16>, tensor<6x3x3x4xf16>) outs(%i2 : tensor<2x5x5x6xf32>) -> tensor<2x5x5x6xf32>

  %e3 = tensor.empty() : tensor<1x2x4x4x4xf32>
  %i3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32>
  %c3 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%g, %gk : tensor<1x2x3x6x6xf32>, tensor<2x4x3x3x3xf32>) outs(%i3 : tensor<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32>

  %e4 = tensor.empty() : tensor<1x4x4x2x4xf32>
  %i4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<1x4x4x2x4xf32>) -> tensor<1x4x4x2x4xf32>
  %c4 = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%q, %qk : tensor<1x6x6x2x3xf32>, tensor<2x4x3x3x3xf32>) outs(%i4 : tensor<1x4x4x2x4xf32>) -> tensor<1x4x4x2x4xf32>

  %e5 = tensor.empty() : tensor<1x4x5x5xf32>
  %i5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  %c5 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%dc, %dk : tensor<1x4x7x7xf32>, tensor<4x3x3xf32>) outs(%i5 : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>

  %e6 = tensor.empty() : tensor<1x5x5x4xf32>
  %i6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  %c6 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%dh, %dhk : tensor<1x7x7x4xf32>, tensor<3x3x4xf32>) outs(%i6 : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>

  %e7 = tensor.empty() : tensor<1x5x5x4x2xf32>
  %i7 = linalg.fill ins(%zero : f32) outs(%e7 : tensor<1x5x5x4x2xf32>) -> tensor<1x5x5x4x2xf32>
  %dmc = tensor.collapse_shape %dm [[0], [1], [2], [3, 4]] : tensor<1x7x7x4x2xf32> into tensor<1x7x7x8xf32>
  %dmi = tensor.extract_slice %dmc[0, 0, 0, 0] [1, 7, 7, 4] [1, 1, 1, 1] : tensor<1x7x7x8xf32> to tensor<1x7x7x4xf32>
  %c7 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%dmi, %dmk : tensor<1x7x7x4xf32>, tensor<3x3x4x2xf32>) outs(%i7 : tensor<1x5x5x4x2xf32>) -> tensor<1x5x5x4x2xf32>

  // linalg.conv_2d_nchw_fchw generalized (strides 2, 3), reading the f32
  // image padded as above.
  %xfp = tensor.pad %x low[0, 0, 1, 2] high[0, 0, 1, 0] {
  ^bb0(%j0: index, %j1: index, %j2: index, %j3: index):
    tensor.yield %zero : f32
  } : tensor<1x3x9x9xf32> to tensor<1x3x11x11xf32>
  %wf = arith.extf %w : tensor<4x3x3x3xbf16> to tensor<4x3x3x3xf32>
  %c8 = linalg.generic {indexing_maps = [affine_map<(n, f, h, w, c, kh, kw) -> (n, c, h * 2 + kh, w * 3 + kw)>, affine_map<(n, f, h, w, c, kh, kw) -> (f, c, kh, kw)>, affine_map<(n, f, h, w, c, kh, kw) -> (n, f, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%xfp, %wf : tensor<1x3x11x11xf32>, tensor<4x3x3x3xf32>) outs(%i0 : tensor<1x4x5x3xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %m = arith.mulf %in, %in_1 : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x4x5x3xf32>
  return %r0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8
      : tensor<1x4x5x3xbf16>, tensor<2x5x7x6xf32>, tensor<2x5x5x6xf32>,
        tensor<1x2x4x4x4xf32>, tensor<1x4x4x2x4xf32>, tensor<1x4x5x5xf32>,
        tensor<1x5x5x4xf32>, tensor<1x5x5x4x2xf32>, tensor<1x4x5x3xf32>
}

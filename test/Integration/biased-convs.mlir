// Convolutions that accumulate into their bias, as torch-mlir writes
// `Conv2d(bias=True)` (the init a linalg.broadcast of the bias, the sum
// starting there): raised to mpopt.conv with `bias_first` and lowered back,
// against the original, compiled for the CPU: bit for bit on special,
// normal and uniform inputs.
// - @biased: nchw_fchw with a +0 pad and stride 2 into linalg.broadcast;
//   nhwc_hwcf into a generic broadcast; depthwise nchw_chw (ConvNeXt's 7x7)
//   and nhwc_hwc; autocast's form, bf16 operands and the bf16 bias widened
//   to f32 before the broadcast; and a sum starting at a tensor that is no
//   per-channel bias, left alone.
// RUN: mpopt-opt %s --mpopt-raise=emit-remarks -o /dev/null -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=RAISED
// RUN: mpopt-opt %s --mpopt-pipeline="export=false" | FileCheck %s --check-prefix=PIPELINE
// RUN: mpopt-compile %s --entry=biased --target=cpu -o %t.before.so
// RUN: mpopt-compile %s --entry=biased --target=cpu -o %t.raised.so "--pipeline=func.func(mpopt-raise,mpopt-lower-to-linalg)"
// RUN: mpopt-compile %s --entry=biased --target=cpu -o %t.pipeline.so --pipeline=mpopt-pipeline
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist uniform --seed 3 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist normal --seed 2 | FileCheck %s
// RAISED: remark: mpopt-raise: convolution not raised: accumulates into something other than +0 or a per-channel bias
// RAISED: remark: mpopt-raise: 0 matmuls (0 with their bias), 5 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// PIPELINE-LABEL: func.func @biased
// PIPELINE-SAME: %[[X:[^:]+]]: tensor<1x3x9x9xf32>, %[[W:[^:]+]]: tensor<4x3x3x3xf32>, %[[B:[^:]+]]: tensor<4xf32>
// PIPELINE-NOT: tensor.pad
// PIPELINE: mpopt.conv %[[X]], %[[W]] layout<nchw_fchw> strides [2, 2] padding [1, 1, 1, 1] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) bias(%[[B]] : tensor<4xf32>) bias_first
// PIPELINE: mpopt.conv %{{.+}}, %{{.+}} layout<nhwc_hwcf> {{.+}} bias(%{{.+}} : tensor<6xf32>) bias_first
// PIPELINE: mpopt.conv %{{.+}}, %{{.+}} layout<nchw_fchw> {{.+}} groups(4) {{.+}} bias(%{{.+}} : tensor<4xf32>) bias_first
// PIPELINE: mpopt.conv %{{.+}}, %{{.+}} layout<nhwc_hwcf> {{.+}} groups(4) {{.+}} bias(%{{.+}} : tensor<4xf32>) bias_first
// PIPELINE: mpopt.conv %{{.+}}, %{{.+}} layout<nchw_fchw> {{.+}} multiply(bf16) accumulate(f32) bias(%{{.+}} : tensor<4xf32>) bias_first
// PIPELINE: linalg.conv_2d_nchw_fchw
// CHECK: bitwise
// CHECK-NOT: mismatch

#id4 = affine_map<(n, h, w, c) -> (n, h, w, c)>
#chan3 = affine_map<(n, h, w, c) -> (c)>
func.func @biased(%x: tensor<1x3x9x9xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>,
                  %a: tensor<2x6x6x4xf32>, %k: tensor<3x3x4x6xf32>, %kb: tensor<6xf32>,
                  %dc: tensor<1x4x7x7xf32>, %dk: tensor<4x3x3xf32>, %db: tensor<4xf32>,
                  %dh: tensor<1x7x7x4xf32>, %dhk: tensor<3x3x4xf32>, %dhb: tensor<4xf32>,
                  %xb: tensor<1x3x9x9xbf16>, %wb: tensor<4x3x3x3xbf16>, %bb: tensor<4xbf16>,
                  %init: tensor<1x4x7x7xf32>)
    -> (tensor<1x4x5x5xf32>, tensor<2x4x4x6xf32>, tensor<1x4x5x5xf32>,
        tensor<1x5x5x4xf32>, tensor<1x4x7x7xf32>, tensor<1x4x7x7xf32>) {
  %zero = arith.constant 0.0 : f32
  %xp = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x3x9x9xf32> to tensor<1x3x11x11xf32>
  %e0 = tensor.empty() : tensor<1x4x5x5xf32>
  %b0 = linalg.broadcast ins(%b : tensor<4xf32>) outs(%e0 : tensor<1x4x5x5xf32>) dimensions = [0, 2, 3]
  %c0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%xp, %w : tensor<1x3x11x11xf32>, tensor<4x3x3x3xf32>) outs(%b0 : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>

  %e1 = tensor.empty() : tensor<2x4x4x6xf32>
  %b1 = linalg.generic {indexing_maps = [#chan3, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kb : tensor<6xf32>) outs(%e1 : tensor<2x4x4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x4x4x6xf32>
  %c1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%a, %k : tensor<2x6x6x4xf32>, tensor<3x3x4x6xf32>) outs(%b1 : tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>

  %e2 = tensor.empty() : tensor<1x4x5x5xf32>
  %b2 = linalg.broadcast ins(%db : tensor<4xf32>) outs(%e2 : tensor<1x4x5x5xf32>) dimensions = [0, 2, 3]
  %c2 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%dc, %dk : tensor<1x4x7x7xf32>, tensor<4x3x3xf32>) outs(%b2 : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>

  %e3 = tensor.empty() : tensor<1x5x5x4xf32>
  %b3 = linalg.broadcast ins(%dhb : tensor<4xf32>) outs(%e3 : tensor<1x5x5x4xf32>) dimensions = [0, 1, 2]
  %c3 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%dh, %dhk : tensor<1x7x7x4xf32>, tensor<3x3x4xf32>) outs(%b3 : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>

  // Autocast: the bf16 bias widened to f32, then broadcast.
  %bw = arith.extf %bb : tensor<4xbf16> to tensor<4xf32>
  %e4 = tensor.empty() : tensor<1x4x7x7xf32>
  %b4 = linalg.broadcast ins(%bw : tensor<4xf32>) outs(%e4 : tensor<1x4x7x7xf32>) dimensions = [0, 2, 3]
  %c4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%xb, %wb : tensor<1x3x9x9xbf16>, tensor<4x3x3x3xbf16>) outs(%b4 : tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>

  // A sum starting at a whole tensor: no bias mpopt.conv states.
  %c5 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
  return %c0, %c1, %c2, %c3, %c4, %c5
      : tensor<1x4x5x5xf32>, tensor<2x4x4x6xf32>, tensor<1x4x5x5xf32>,
        tensor<1x5x5x4xf32>, tensor<1x4x7x7xf32>, tensor<1x4x7x7xf32>
}

// 1-D convolutions (torch's Conv1d: Whisper's and wav2vec's encoders) as
// mpopt.conv one row high, lowered back, against the original, compiled
// for the CPU: bit for bit on special, normal and uniform inputs.
// - @ncw: torch-mlir's form, the input padded with +0, stride 2, the sum
//   starting at the broadcast bias (Conv1d(bias=True)).
// - @nwc: conv_1d_nwc_wcf with dilation 2, from +0, bf16 operands.
// RUN: mpopt-opt %s --mpopt-raise=emit-remarks -o /dev/null -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=RAISED
// RUN: mpopt-opt %s --mpopt-pipeline="export=false" | FileCheck %s --check-prefix=PIPELINE
// RUN: mpopt-compile %s --entry=ncw --target=cpu -o %t.ncw-before.so
// RUN: mpopt-compile %s --entry=ncw --target=cpu -o %t.ncw-after.so --pipeline=mpopt-pipeline
// RUN: mpopt-run %t.ncw-before.so --compare %t.ncw-after.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.ncw-before.so --compare %t.ncw-after.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-run %t.ncw-before.so --compare %t.ncw-after.so --dist uniform --seed 3 | FileCheck %s
// RUN: mpopt-compile %s --entry=nwc --target=cpu -o %t.nwc-before.so
// RUN: mpopt-compile %s --entry=nwc --target=cpu -o %t.nwc-after.so --pipeline=mpopt-pipeline
// RUN: mpopt-run %t.nwc-before.so --compare %t.nwc-after.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.nwc-before.so --compare %t.nwc-after.so --dist normal --seed 2 | FileCheck %s
// RAISED: remark: mpopt-raise: 0 matmuls (0 with their bias), 1 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// RAISED: remark: mpopt-raise: 0 matmuls (0 with their bias), 1 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// PIPELINE-LABEL: func.func @ncw
// PIPELINE-SAME: (%[[X:[^:]+]]: tensor<1x16x32xf32>, %[[W:[^:]+]]: tensor<8x16x3xf32>, %[[B:[^:]+]]: tensor<8xf32>)
// PIPELINE-NOT: tensor.pad
// PIPELINE-DAG: %[[X4:.+]] = tensor.expand_shape %[[X]] {{\[}}[0], [1, 2], [3]] output_shape [1, 16, 1, 32]
// PIPELINE-DAG: %[[W4:.+]] = tensor.expand_shape %[[W]] {{\[}}[0], [1, 2], [3]] output_shape [8, 16, 1, 3]
// PIPELINE: %[[Y:.+]] = mpopt.conv %[[X4]], %[[W4]] layout<nchw_fchw> strides [1, 2] padding [0, 1, 0, 1] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) bias(%[[B]] : tensor<8xf32>) bias_first : tensor<1x16x1x32xf32>, tensor<8x16x1x3xf32> -> tensor<1x8x1x16xf32>
// PIPELINE: %[[Y3:.+]] = tensor.collapse_shape %[[Y]] {{\[}}[0], [1, 2], [3]] : tensor<1x8x1x16xf32> into tensor<1x8x16xf32>
// PIPELINE: return %[[Y3]]
// PIPELINE-LABEL: func.func @nwc
// PIPELINE: mpopt.conv %{{.+}}, %{{.+}} layout<nhwc_hwcf> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 2] groups(1) multiply(bf16) accumulate(f32) : tensor<2x1x20x4xbf16>, tensor<1x3x4x6xbf16> -> tensor<2x1x16x6xf32>
// CHECK: bitwise
// CHECK-NOT: mismatch

func.func @ncw(%x: tensor<1x16x32xf32>, %w: tensor<8x16x3xf32>, %b: tensor<8xf32>) -> tensor<1x8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %xp = tensor.pad %x low[0, 0, 1] high[0, 0, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index):
    tensor.yield %zero : f32
  } : tensor<1x16x32xf32> to tensor<1x16x34xf32>
  %e = tensor.empty() : tensor<1x8x16xf32>
  %start = linalg.broadcast ins(%b : tensor<8xf32>) outs(%e : tensor<1x8x16xf32>) dimensions = [0, 2]
  %y = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>}
      ins(%xp, %w : tensor<1x16x34xf32>, tensor<8x16x3xf32>) outs(%start : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
  return %y : tensor<1x8x16xf32>
}

func.func @nwc(%x: tensor<2x20x4xbf16>, %w: tensor<3x4x6xbf16>) -> tensor<2x16x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x16x6xf32>
  %i = linalg.fill ins(%zero : f32) outs(%e : tensor<2x16x6xf32>) -> tensor<2x16x6xf32>
  %y = linalg.conv_1d_nwc_wcf {dilations = dense<2> : vector<1xi64>, strides = dense<1> : vector<1xi64>}
      ins(%x, %w : tensor<2x20x4xbf16>, tensor<3x4x6xbf16>) outs(%i : tensor<2x16x6xf32>) -> tensor<2x16x6xf32>
  return %y : tensor<2x16x6xf32>
}

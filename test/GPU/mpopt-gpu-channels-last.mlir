// RUN: mpopt-opt %s --mpopt-lower-to-linalg --mpopt-gpu-channels-last --split-input-file | FileCheck %s

// A 3x3 convolution multiplying in bf16, a per-channel scale and ReLU, max
// pooling over a -inf padding, a 1x1 convolution and a residual addition of
// the pooled tensor: the input is transposed to NHWC once (its +0 padding
// after the transpose, where im2col folds it), each filter once (converted
// to bf16 on the way where the convolution multiplies in bf16), everything
// between the convolutions is NHWC (the scale read along the last loop, the
// pooling generalized), and one transpose back to NCHW writes the result.

// CHECK-DAG: #[[$TO_FCHW:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$CONV_IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2 + d5, d3 + d6, d4)>
// CHECK-DAG: #[[$CONV_F:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d5, d6, d4)>
// CHECK-DAG: #[[$CONV_OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d1)>
// CHECK-DAG: #[[$CHANNEL:.+]] = affine_map<(d0, d1, d2, d3) -> (d3, 0, 0)>
// CHECK-DAG: #[[$POOL_IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
// CHECK-LABEL: func.func @block
// CHECK-SAME: (%[[X:[^:]+]]: tensor<2x8x16x16xf32>, %[[W1:[^:]+]]: tensor<16x8x3x3xf32>, %[[SCALE:[^:]+]]: tensor<16x1x1xf32>, %[[W2:[^:]+]]: tensor<16x16x1x1xf32>)
// CHECK: %[[XT:.+]] = linalg.transpose ins(%[[X]] : tensor<2x8x16x16xf32>) outs(%{{.+}} : tensor<2x16x16x8xf32>) permutation = [0, 2, 3, 1]
// CHECK: %[[XP:.+]] = tensor.pad %[[XT]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[F1:.+]] = linalg.generic {indexing_maps = [#[[$TO_FCHW]], #[[$ID]]], {{.+}} ins(%[[W1]] : tensor<16x8x3x3xf32>) outs(%{{.+}} : tensor<16x3x3x8xbf16>)
// CHECK-NEXT: ^bb0(%[[W:.+]]: f32, %{{.+}}: bf16):
// CHECK-NEXT: %[[WB:.+]] = mpopt.cast %[[W]] : f32 to bf16
// CHECK-NEXT: linalg.yield %[[WB]] : bf16
// CHECK: %[[Z1:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<2x16x16x16xf32>)
// CHECK: %[[C1:.+]] = linalg.generic {indexing_maps = [#[[$CONV_IN]], #[[$CONV_F]], #[[$CONV_OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[XP]], %[[F1]] : tensor<2x18x18x8xf32>, tensor<16x3x3x8xbf16>) outs(%[[Z1]] : tensor<2x16x16x16xf32>)
// CHECK-SAME: layout = "nhwc_fhwc", multiply = bf16
// CHECK: %[[BN:.+]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$CHANNEL]], #[[$ID]]], {{.+}} ins(%{{.+}}, %[[SCALE]] : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>)
// CHECK: arith.maximumf
// CHECK: %[[PADDED:.+]] = tensor.pad %[[BN]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[POOL:.+]] = linalg.generic {indexing_maps = [#[[$POOL_IN]], {{.+}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%[[PADDED]], %{{.+}} : tensor<2x18x18x16xf32>, tensor<3x3xf32>) outs(%{{.+}} : tensor<2x8x8x16xf32>)
// CHECK: %[[F2:.+]] = linalg.generic {indexing_maps = [#[[$TO_FCHW]], #[[$ID]]], {{.+}} ins(%[[W2]] : tensor<16x16x1x1xf32>) outs(%{{.+}} : tensor<16x1x1x16xf32>)
// CHECK-NOT: mpopt.cast
// CHECK: %[[C2:.+]] = linalg.generic {{.+}} ins(%[[POOL]], %[[F2]] : tensor<2x8x8x16xf32>, tensor<16x1x1x16xf32>)
// CHECK-SAME: layout = "nhwc_fhwc", multiply = f32
// CHECK: %[[SUM:.+]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]], {{.+}} ins(%{{.+}}, %[[POOL]] : tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>)
// CHECK: %[[Y:.+]] = linalg.transpose ins(%[[SUM]] : tensor<2x8x8x16xf32>) outs(%{{.+}} : tensor<2x16x8x8xf32>) permutation = [0, 3, 1, 2]
// CHECK-NOT: linalg.transpose
// CHECK: return %[[Y]]
func.func @block(%x: tensor<2x8x16x16xf32>, %w1: tensor<16x8x3x3xf32>, %scale: tensor<16x1x1xf32>, %w2: tensor<16x16x1x1xf32>) -> tensor<2x16x8x8xf32> {
  %y = mpopt.conv %x, %w1 layout<nchw_fchw> strides [1, 1] padding [1, 1, 1, 1]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      : tensor<2x8x16x16xf32>, tensor<16x8x3x3xf32> -> tensor<2x16x16x16xf32>
  %e = tensor.empty() : tensor<2x16x16x16xf32>
  %zero = arith.constant 0.0 : f32
  %bn = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (c, 0, 0)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y, %scale : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%e : tensor<2x16x16x16xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    %r = arith.maximumf %m, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x16x16x16xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %bn low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %ninf : f32
  } : tensor<2x16x16x16xf32> to tensor<2x16x18x18xf32>
  %pe = tensor.empty() : tensor<2x16x8x8xf32>
  %pf = linalg.fill ins(%ninf : f32) outs(%pe : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %pool = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %win : tensor<2x16x18x18xf32>, tensor<3x3xf32>) outs(%pf : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
  %z = mpopt.conv %pool, %w2 layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0]
      dilations [1, 1] groups(1) multiply(f32) accumulate(f32)
      : tensor<2x16x8x8xf32>, tensor<16x16x1x1xf32> -> tensor<2x16x8x8xf32>
  %e2 = tensor.empty() : tensor<2x16x8x8xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%z, %pool : tensor<2x16x8x8xf32>, tensor<2x16x8x8xf32>) outs(%e2 : tensor<2x16x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x16x8x8xf32>
  return %sum : tensor<2x16x8x8xf32>
}

// -----

// A sum over the image to [N, C] has another rank than the transpose: it
// reads the NHWC result across. The program's own transpose is not moved,
// and the addition that reads it at its own indices keeps NCHW, reading the
// convolution's result across too.

// CHECK-DAG: #[[$ACROSS:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @reduce
// CHECK-SAME: %[[T:[^:]+]]: tensor<2x4x4x16xf32>)
// CHECK: %[[C:.+]] = linalg.generic {{.+}} outs(%{{.+}} : tensor<2x4x4x16xf32>) attrs =  {mpopt.convolution
// CHECK: %[[ACC:.+]] = linalg.generic {{.+}} ins(%[[C]] : tensor<2x4x4x16xf32>)
// CHECK: %[[S:.+]] = linalg.generic {indexing_maps = [#[[$ACROSS]], #{{.+}}], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%[[ACC]] : tensor<2x4x4x16xf32>) outs(%{{.+}} : tensor<2x16xf32>)
// CHECK: %[[OWN:.+]] = linalg.transpose ins(%[[T]] : tensor<2x4x4x16xf32>) outs(%{{.+}} : tensor<2x16x4x4xf32>) permutation = [0, 3, 1, 2]
// CHECK: %[[SUM:.+]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$ACROSS]], #[[$ID]]], {{.+}} ins(%[[OWN]], %[[ACC]] : tensor<2x16x4x4xf32>, tensor<2x4x4x16xf32>) outs(%{{.+}} : tensor<2x16x4x4xf32>)
// CHECK: return %[[S]], %[[SUM]]
func.func @reduce(%x: tensor<2x8x4x4xf32>, %w: tensor<16x8x1x1xf32>, %t: tensor<2x4x4x16xf32>) -> (tensor<2x16xf32>, tensor<2x16x4x4xf32>) {
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0]
      dilations [1, 1] groups(1) multiply(f32) accumulate(f32)
      : tensor<2x8x4x4xf32>, tensor<16x8x1x1xf32> -> tensor<2x16x4x4xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x16xf32>) -> tensor<2x16xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%y : tensor<2x16x4x4xf32>) outs(%f : tensor<2x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x16xf32>
  %te = tensor.empty() : tensor<2x16x4x4xf32>
  %own = linalg.transpose ins(%t : tensor<2x4x4x16xf32>) outs(%te : tensor<2x16x4x4xf32>) permutation = [0, 3, 1, 2]
  %e2 = tensor.empty() : tensor<2x16x4x4xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%own, %y : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%e2 : tensor<2x16x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x16x4x4xf32>
  return %s, %sum : tensor<2x16xf32>, tensor<2x16x4x4xf32>
}

// -----

// TOSA's NHWC convolution with an HWCF filter keeps its input and result;
// the filter becomes FHWC (what cuDNN reads), converted to bf16 on the way,
// and the loops read it there.
// CHECK-DAG: #[[$TO_HWCF:.+]] = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>
// CHECK-DAG: #[[$FILTER:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// CHECK-LABEL: func.func @hwcf
// CHECK-SAME: (%[[X:[^:]+]]: tensor<1x8x8x4xf32>, %[[W:[^:]+]]: tensor<3x3x4x16xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: %[[PADDED:.+]] = tensor.pad %[[X]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[F:.+]] = linalg.generic {indexing_maps = [#[[$TO_HWCF]], #{{.+}}], {{.+}} ins(%[[W]] : tensor<3x3x4x16xf32>) outs(%{{.+}} : tensor<16x3x3x4xbf16>)
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #[[$FILTER]], #{{.+}}], {{.+}} ins(%[[PADDED]], %[[F]] : tensor<1x10x10x4xf32>, tensor<16x3x3x4xbf16>) outs(%{{.+}} : tensor<1x8x8x16xf32>)
// CHECK-SAME: layout = "nhwc_fhwc"
// CHECK-NOT: linalg.transpose
// CHECK: return
func.func @hwcf(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x16xf32>) -> tensor<1x8x8x16xf32> {
  %y = mpopt.conv %x, %w layout<nhwc_hwcf> strides [1, 1] padding [1, 1, 1, 1]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      : tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32> -> tensor<1x8x8x16xf32>
  return %y : tensor<1x8x8x16xf32>
}

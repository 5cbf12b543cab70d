// RUN: mpopt-opt %s | mpopt-opt | FileCheck %s
// RUN: mpopt-opt %s --mlir-print-op-generic | mpopt-opt | FileCheck %s
// RUN: mpopt-opt %s --verify-roundtrip -o /dev/null

// CHECK-LABEL: func.func @scalar
// CHECK-SAME: (%[[X:.+]]: f32, %[[H:.+]]: f16)
func.func @scalar(%x: f32, %h: f16) -> (bf16, f32, f16) {
  // CHECK: mpopt.cast %[[X]] : f32 to bf16
  %0 = mpopt.cast %x : f32 to bf16
  // CHECK: mpopt.cast %[[H]] : f16 to f32
  %1 = mpopt.cast %h : f16 to f32
  // CHECK: mpopt.cast %[[X]] rounding<toward_zero> : f32 to f16
  %2 = mpopt.cast %x rounding<toward_zero> : f32 to f16
  return %0, %1, %2 : bf16, f32, f16
}

// CHECK-LABEL: func.func @rounding_modes
func.func @rounding_modes(%x: f32) -> (bf16, bf16, bf16, bf16, bf16) {
  // CHECK: mpopt.cast %{{.+}} rounding<nearest_even> : f32 to bf16
  %0 = mpopt.cast %x rounding<nearest_even> : f32 to bf16
  // CHECK: mpopt.cast %{{.+}} rounding<toward_zero> : f32 to bf16
  %1 = mpopt.cast %x rounding<toward_zero> : f32 to bf16
  // CHECK: mpopt.cast %{{.+}} rounding<upward> : f32 to bf16
  %2 = mpopt.cast %x rounding<upward> : f32 to bf16
  // CHECK: mpopt.cast %{{.+}} rounding<downward> : f32 to bf16
  %3 = mpopt.cast %x rounding<downward> : f32 to bf16
  // CHECK: mpopt.cast %{{.+}} rounding<nearest_away> : f32 to bf16
  %4 = mpopt.cast %x rounding<nearest_away> : f32 to bf16
  return %0, %1, %2, %3, %4 : bf16, bf16, bf16, bf16, bf16
}

// CHECK-LABEL: func.func @fp8
// CHECK-SAME: (%[[V:.+]]: vector<8xf32>, %[[T:.+]]: tensor<2x?xbf16>)
func.func @fp8(%v: vector<8xf32>, %t: tensor<2x?xbf16>)
    -> (vector<8xf8E4M3FN>, tensor<2x?xf8E5M2>, vector<8xf8E4M3FN>) {
  // CHECK: mpopt.cast %[[V]] saturate : vector<8xf32> to vector<8xf8E4M3FN>
  %0 = mpopt.cast %v saturate : vector<8xf32> to vector<8xf8E4M3FN>
  // CHECK: mpopt.cast %[[T]] : tensor<2x?xbf16> to tensor<2x?xf8E5M2>
  %1 = mpopt.cast %t : tensor<2x?xbf16> to tensor<2x?xf8E5M2>
  // CHECK: mpopt.cast %[[V]] rounding<upward> saturate : vector<8xf32> to vector<8xf8E4M3FN>
  %2 = mpopt.cast %v rounding<upward> saturate : vector<8xf32> to vector<8xf8E4M3FN>
  return %0, %1, %2 : vector<8xf8E4M3FN>, tensor<2x?xf8E5M2>, vector<8xf8E4M3FN>
}

// Widening casts from FP8, across 16-bit formats and to the same type.
// CHECK-LABEL: func.func @other_pairs
func.func @other_pairs(%a: tensor<4xf8E4M3FN>, %b: tensor<4xf16>,
                       %c: tensor<4xf8E5M2>) -> (tensor<4xbf16>, tensor<4xbf16>, tensor<4xf8E4M3FN>) {
  // CHECK: mpopt.cast %{{.+}} : tensor<4xf8E4M3FN> to tensor<4xbf16>
  %0 = mpopt.cast %a : tensor<4xf8E4M3FN> to tensor<4xbf16>
  // CHECK: mpopt.cast %{{.+}} : tensor<4xf16> to tensor<4xbf16>
  %1 = mpopt.cast %b : tensor<4xf16> to tensor<4xbf16>
  // CHECK: mpopt.cast %{{.+}} saturate : tensor<4xf8E5M2> to tensor<4xf8E4M3FN>
  %2 = mpopt.cast %c saturate : tensor<4xf8E5M2> to tensor<4xf8E4M3FN>
  return %0, %1, %2 : tensor<4xbf16>, tensor<4xbf16>, tensor<4xf8E4M3FN>
}

// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.+]]: tensor<16x32xf32>, %[[B:.+]]: tensor<32x8xbf16>, %[[BIAS:.+]]: tensor<8xf32>)
func.func @matmul(%a: tensor<16x32xf32>, %b: tensor<32x8xbf16>, %bias: tensor<8xf32>)
    -> (tensor<16x8xbf16>, tensor<16x8xf32>) {
  // CHECK: mpopt.matmul %[[A]], %[[B]] multiply(bf16) accumulate(f32) : tensor<16x32xf32>, tensor<32x8xbf16> -> tensor<16x8xbf16>
  %0 = mpopt.matmul %a, %b multiply(bf16) accumulate(f32)
      : tensor<16x32xf32>, tensor<32x8xbf16> -> tensor<16x8xbf16>
  // CHECK: mpopt.matmul %[[A]], %[[B]] multiply(tf32) accumulate(f32) bias(%[[BIAS]] : tensor<8xf32>) activation<gelu_tanh> : tensor<16x32xf32>, tensor<32x8xbf16> -> tensor<16x8xf32>
  %1 = mpopt.matmul %a, %b multiply(tf32) accumulate(f32) bias(%bias : tensor<8xf32>)
      activation<gelu_tanh> : tensor<16x32xf32>, tensor<32x8xbf16> -> tensor<16x8xf32>
  return %0, %1 : tensor<16x8xbf16>, tensor<16x8xf32>
}

// Weight-only FP8: an E4M3 weight with a per-channel or per-tensor scale,
// multiplied in bf16 or f32.
// CHECK-LABEL: func.func @matmul_weight_only
// CHECK-SAME: (%[[X:.+]]: tensor<1x32xbf16>, %[[W:.+]]: tensor<32x16xf8E4M3FN>, %[[C:.+]]: tensor<16xf32>, %[[WT:.+]]: tensor<16x32xf8E4M3FN>, %[[S:.+]]: f32)
func.func @matmul_weight_only(%x: tensor<1x32xbf16>, %w: tensor<32x16xf8E4M3FN>, %c: tensor<16xf32>,
                              %wt: tensor<16x32xf8E4M3FN>, %s: f32) -> (tensor<1x16xf32>, tensor<16x1xf32>) {
  // CHECK: mpopt.matmul %[[X]], %[[W]] multiply(bf16) accumulate(f32) scales(none, %[[C]] : tensor<16xf32>) : tensor<1x32xbf16>, tensor<32x16xf8E4M3FN> -> tensor<1x16xf32>
  %0 = mpopt.matmul %x, %w multiply(bf16) accumulate(f32) scales(none, %c : tensor<16xf32>)
      : tensor<1x32xbf16>, tensor<32x16xf8E4M3FN> -> tensor<1x16xf32>
  // CHECK: mpopt.matmul %[[WT]], %[[X]] multiply(f32) accumulate(f32) transpose_rhs scales(%[[S]], none) : tensor<16x32xf8E4M3FN>, tensor<1x32xbf16> -> tensor<16x1xf32>
  %1 = mpopt.matmul %wt, %x multiply(f32) accumulate(f32) transpose_rhs scales(%s, none)
      : tensor<16x32xf8E4M3FN>, tensor<1x32xbf16> -> tensor<16x1xf32>
  return %0, %1 : tensor<1x16xf32>, tensor<16x1xf32>
}

// CHECK-LABEL: func.func @matmul_fp8_batched
func.func @matmul_fp8_batched(%a: tensor<2x16x32xf8E4M3FN>, %b: tensor<2x8x32xf8E5M2>,
                              %sa: f32, %sb: f32, %sy: f32)
    -> (tensor<2x16x8xf8E4M3FN>, f32) {
  // CHECK: mpopt.matmul %{{.+}}, %{{.+}} multiply(f8E4M3FN) accumulate(f32) transpose_rhs scales(%{{.+}}, %{{.+}}) result_scale(%{{.+}}) saturate : tensor<2x16x32xf8E4M3FN>, tensor<2x8x32xf8E5M2> -> tensor<2x16x8xf8E4M3FN>, f32
  %0, %amax = mpopt.matmul %a, %b multiply(f8E4M3FN) accumulate(f32) transpose_rhs
      scales(%sa, %sb) result_scale(%sy) saturate
      : tensor<2x16x32xf8E4M3FN>, tensor<2x8x32xf8E5M2> -> tensor<2x16x8xf8E4M3FN>, f32
  return %0, %amax : tensor<2x16x8xf8E4M3FN>, f32
}

// CHECK-LABEL: func.func @norms
func.func @norms(%x: tensor<4x8x16xbf16>, %g: tensor<8x16xf32>, %b: tensor<8x16xf32>, %g1: tensor<16xbf16>)
    -> (tensor<4x8x16xbf16>, tensor<4x8x16xf32>, tensor<4x8x16xbf16>, tensor<4x8x16xbf16>, tensor<4x8x16xf32>, tensor<4x8x16xbf16>) {
  // CHECK: mpopt.layer_norm %{{.+}}, %{{.+}}, %{{.+}} axis(1) epsilon(1.000000e-05) compute(f32) : tensor<4x8x16xbf16>, tensor<8x16xf32>, tensor<8x16xf32> -> tensor<4x8x16xbf16>
  %0 = mpopt.layer_norm %x, %g, %b axis(1) epsilon(1.0e-05) compute(f32)
      : tensor<4x8x16xbf16>, tensor<8x16xf32>, tensor<8x16xf32> -> tensor<4x8x16xbf16>
  // CHECK: mpopt.layer_norm %{{.+}} axis(2) epsilon(1.000000e-05) compute(f32) : tensor<4x8x16xbf16> -> tensor<4x8x16xf32>
  %1 = mpopt.layer_norm %x axis(2) epsilon(1.0e-05) compute(f32) : tensor<4x8x16xbf16> -> tensor<4x8x16xf32>
  // CHECK: mpopt.layer_norm %{{.+}} axis(2) epsilon(1.000000e-05) compute(f32) variance(f64) : tensor<4x8x16xbf16> -> tensor<4x8x16xf32>
  %v = mpopt.layer_norm %x axis(2) epsilon(1.0e-05) compute(f32) variance(f64) : tensor<4x8x16xbf16> -> tensor<4x8x16xf32>
  // CHECK: mpopt.layer_norm %{{.+}} axis(2) reciprocal epsilon(1.000000e-05) compute(f32) : tensor<4x8x16xbf16> -> tensor<4x8x16xf32>
  %r = mpopt.layer_norm %x axis(2) reciprocal epsilon(1.0e-05) compute(f32) : tensor<4x8x16xbf16> -> tensor<4x8x16xf32>
  // CHECK: mpopt.rms_norm %{{.+}}, %{{.+}} axis(2) epsilon(9.9999999999999995E-7) compute(f32) : tensor<4x8x16xbf16>, tensor<16xbf16> -> tensor<4x8x16xbf16>
  %2 = mpopt.rms_norm %x, %g1 axis(2) epsilon(1.0e-06) compute(f32) : tensor<4x8x16xbf16>, tensor<16xbf16> -> tensor<4x8x16xbf16>
  // CHECK: mpopt.rms_norm %{{.+}}, %{{.+}} axis(2) reciprocal epsilon(9.9999999999999995E-7) compute(f32) : tensor<4x8x16xbf16>, tensor<16xbf16> -> tensor<4x8x16xbf16>
  %5 = mpopt.rms_norm %x, %g1 axis(2) reciprocal epsilon(1.0e-06) compute(f32) : tensor<4x8x16xbf16>, tensor<16xbf16> -> tensor<4x8x16xbf16>
  // CHECK: mpopt.softmax %{{.+}} axis(1) compute(f32) : tensor<4x8x16xbf16> -> tensor<4x8x16xbf16>
  %3 = mpopt.softmax %x axis(1) compute(f32) : tensor<4x8x16xbf16> -> tensor<4x8x16xbf16>
  // CHECK: mpopt.softmax %{{.+}} axis(2) reciprocal compute(f32) : tensor<4x8x16xbf16> -> tensor<4x8x16xf32>
  %4 = mpopt.softmax %x axis(2) reciprocal compute(f32) : tensor<4x8x16xbf16> -> tensor<4x8x16xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4x8x16xbf16>, tensor<4x8x16xf32>, tensor<4x8x16xbf16>, tensor<4x8x16xbf16>, tensor<4x8x16xf32>, tensor<4x8x16xbf16>
}

// CHECK-LABEL: func.func @batch_norms
func.func @batch_norms(%x: tensor<2x8x4x4xbf16>, %g: tensor<8xf32>, %b: tensor<8xf32>, %y: tensor<2x4x4x8xf32>)
    -> (tensor<2x8x4x4xbf16>, tensor<2x4x4x8xf32>) {
  // CHECK: mpopt.batch_norm %{{.+}}, %{{.+}}, %{{.+}} channel(1) epsilon(1.000000e-05) compute(f32) variance(f64) : tensor<2x8x4x4xbf16>, tensor<8xf32>, tensor<8xf32> -> tensor<2x8x4x4xbf16>
  %0 = mpopt.batch_norm %x, %g, %b channel(1) epsilon(1.0e-05) compute(f32) variance(f64)
      : tensor<2x8x4x4xbf16>, tensor<8xf32>, tensor<8xf32> -> tensor<2x8x4x4xbf16>
  // CHECK: mpopt.batch_norm %{{.+}} channel(3) reciprocal epsilon(1.000000e-03) compute(f32) : tensor<2x4x4x8xf32> -> tensor<2x4x4x8xf32>
  %1 = mpopt.batch_norm %y channel(3) reciprocal epsilon(1.0e-03) compute(f32) : tensor<2x4x4x8xf32> -> tensor<2x4x4x8xf32>
  return %0, %1 : tensor<2x8x4x4xbf16>, tensor<2x4x4x8xf32>
}

// CHECK-LABEL: func.func @group_norms
func.func @group_norms(%x: tensor<1x32x8x8xbf16>, %g: tensor<32xf32>, %b: tensor<32xf32>, %y: tensor<2x16x5xf32>)
    -> (tensor<1x32x8x8xf32>, tensor<2x16x5xf32>) {
  // CHECK: mpopt.group_norm %{{.+}}, %{{.+}}, %{{.+}} groups(8) epsilon(1.000000e-05) compute(f32) variance(f64) folded : tensor<1x32x8x8xbf16>, tensor<32xf32>, tensor<32xf32> -> tensor<1x32x8x8xf32>
  %0 = mpopt.group_norm %x, %g, %b groups(8) epsilon(1.0e-05) compute(f32) variance(f64) folded
      : tensor<1x32x8x8xbf16>, tensor<32xf32>, tensor<32xf32> -> tensor<1x32x8x8xf32>
  // CHECK: mpopt.group_norm %{{.+}} groups(4) reciprocal epsilon(1.000000e-03) compute(f32) : tensor<2x16x5xf32> -> tensor<2x16x5xf32>
  %1 = mpopt.group_norm %y groups(4) reciprocal epsilon(1.0e-03) compute(f32) : tensor<2x16x5xf32> -> tensor<2x16x5xf32>
  return %0, %1 : tensor<1x32x8x8xf32>, tensor<2x16x5xf32>
}

// CHECK-LABEL: func.func @convs
func.func @convs(%x: tensor<1x3x32x32xf32>, %w: tensor<8x3x7x7xbf16>, %a: tensor<2x8x8x16xf32>, %k: tensor<3x3x1x16xf32>, %b: tensor<16xf32>, %o: tensor<8x3x3x4xf16>)
    -> (tensor<1x8x16x16xbf16>, tensor<2x8x8x16xf32>, tensor<2x2x7x8xf16>) {
  // CHECK: mpopt.conv %{{.+}}, %{{.+}} layout<nchw_fchw> strides [2, 2] padding [3, 3, 3, 3] dilations [1, 1] groups(1) multiply(bf16) accumulate(f32) : tensor<1x3x32x32xf32>, tensor<8x3x7x7xbf16> -> tensor<1x8x16x16xbf16>
  %0 = mpopt.conv %x, %w layout<nchw_fchw> strides [2, 2] padding [3, 3, 3, 3]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      : tensor<1x3x32x32xf32>, tensor<8x3x7x7xbf16> -> tensor<1x8x16x16xbf16>
  // CHECK: mpopt.conv %{{.+}}, %{{.+}} layout<nhwc_hwcf> strides [1, 1] padding [1, 1, 1, 1] dilations [1, 1] groups(16) multiply(f32) accumulate(f32) bias(%{{.+}} : tensor<16xf32>) activation<relu> : tensor<2x8x8x16xf32>, tensor<3x3x1x16xf32> -> tensor<2x8x8x16xf32>
  %1 = mpopt.conv %a, %k layout<nhwc_hwcf> strides [1, 1] padding [1, 1, 1, 1]
      dilations [1, 1] groups(16) multiply(f32) accumulate(f32)
      bias(%b : tensor<16xf32>) activation<relu>
      : tensor<2x8x8x16xf32>, tensor<3x3x1x16xf32> -> tensor<2x8x8x16xf32>
  // CHECK: mpopt.conv %{{.+}}, %{{.+}} layout<nhwc_fhwc> strides [2, 1] padding [0, 1, 0, 0] dilations [2, 1] groups(4) multiply(f16) accumulate(f16) : tensor<2x8x8x16xf32>, tensor<8x3x3x4xf16> -> tensor<2x2x7x8xf16>
  %2 = mpopt.conv %a, %o layout<nhwc_fhwc> strides [2, 1] padding [0, 1, 0, 0]
      dilations [2, 1] groups(4) multiply(f16) accumulate(f16)
      : tensor<2x8x8x16xf32>, tensor<8x3x3x4xf16> -> tensor<2x2x7x8xf16>
  return %0, %1, %2 : tensor<1x8x16x16xbf16>, tensor<2x8x8x16xf32>, tensor<2x2x7x8xf16>
}

// CHECK-LABEL: func.func @attention
func.func @attention(%q: tensor<2x4x16x8xbf16>, %k: tensor<2x2x16x8xbf16>, %v: tensor<2x2x16x8xbf16>, %m: tensor<2x1x16x16xf32>)
    -> (tensor<2x4x16x8xbf16>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xbf16>, tensor<2x4x16x8xbf16>) {
  // CHECK: mpopt.attention %{{.+}}, %{{.+}}, %{{.+}} mask(%{{.+}} : tensor<2x1x16x16xf32>) scale(2.500000e-01) multiply(bf16) scores(bf16) logits(f32) softmax(f32) probabilities(bf16) : tensor<2x4x16x8xbf16>, tensor<2x2x16x8xbf16>, tensor<2x2x16x8xbf16> -> tensor<2x4x16x8xbf16>
  %0 = mpopt.attention %q, %k, %v mask(%m : tensor<2x1x16x16xf32>) scale(0.25)
      multiply(bf16) scores(bf16) logits(f32) softmax(f32) probabilities(bf16)
      : tensor<2x4x16x8xbf16>, tensor<2x2x16x8xbf16>, tensor<2x2x16x8xbf16> -> tensor<2x4x16x8xbf16>
  // CHECK: mpopt.attention %{{.+}}, %{{.+}}, %{{.+}} scale(1.250000e-01) scaling<operands> causal multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32) reciprocal zero_masked_rows : tensor<2x4x16x8xbf16>, tensor<2x2x16x8xbf16>, tensor<2x2x16x8xbf16> -> tensor<2x4x16x8xf32>
  %1 = mpopt.attention %q, %k, %v scale(0.125) scaling<operands> causal
      multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32) reciprocal zero_masked_rows
      : tensor<2x4x16x8xbf16>, tensor<2x2x16x8xbf16>, tensor<2x2x16x8xbf16> -> tensor<2x4x16x8xf32>
  // CHECK: mpopt.attention %{{.+}}, %{{.+}}, %{{.+}} scale(1.250000e-01) scaling<operands> scaling_type(f32) multiply(bf16) scores(bf16) logits(f32) softmax(f32) probabilities(bf16) : tensor<2x4x16x8xbf16>, tensor<2x2x16x8xbf16>, tensor<2x2x16x8xbf16> -> tensor<2x4x16x8xbf16>
  %2 = mpopt.attention %q, %k, %v scale(0.125) scaling<operands> scaling_type(f32)
      multiply(bf16) scores(bf16) logits(f32) softmax(f32) probabilities(bf16)
      : tensor<2x4x16x8xbf16>, tensor<2x2x16x8xbf16>, tensor<2x2x16x8xbf16> -> tensor<2x4x16x8xbf16>
  // CHECK: mpopt.attention %{{.+}}, %{{.+}}, %{{.+}} mask(%{{.+}} : tensor<2x1x16x16xf32>) scale(2.500000e-01) causal causal_fill(-3.4028234663852886E+38) multiply(bf16)
  %3 = mpopt.attention %q, %k, %v mask(%m : tensor<2x1x16x16xf32>) scale(0.25)
      causal causal_fill(-3.4028234663852886E+38)
      multiply(bf16) scores(bf16) logits(f32) softmax(f32) probabilities(bf16)
      : tensor<2x4x16x8xbf16>, tensor<2x2x16x8xbf16>, tensor<2x2x16x8xbf16> -> tensor<2x4x16x8xbf16>
  return %0, %1, %2, %3 : tensor<2x4x16x8xbf16>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xbf16>, tensor<2x4x16x8xbf16>
}

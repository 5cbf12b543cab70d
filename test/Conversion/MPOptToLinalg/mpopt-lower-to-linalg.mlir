// RUN: mpopt-opt %s --mpopt-lower-to-linalg | FileCheck %s
// RUN: mpopt-opt %s --mpopt-lower-to-linalg --mpopt-export-casts | mlir-opt -o /dev/null

// The contraction converts each factor to the multiply type and widens it
// to the accumulator type in its body, and sums over k (innermost
// reduction); the epilogue adds the bias, applies the activation and casts.
// CHECK-DAG: #[[$LHS:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[$RHS_T:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// The maps of @conv_grouped's contraction and bias.
// CHECK-DAG: #[[$CONV_IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5, d2 * 2 + d6 * 2, d3, d7)>
// CHECK-DAG: #[[$CONV_FILTER:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7, d3, d4)>
// CHECK-DAG: #[[$CONV_OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// CHECK-DAG: #[[$CHANNEL:.+]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-DAG: #[[$CHANNEL1:.+]] = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-DAG: #[[$NCHW:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.+]]: tensor<4x8xf32>, %[[B:.+]]: tensor<2x8xbf16>, %[[BIAS:.+]]: tensor<2xf32>)
// CHECK: %[[ZERO:.+]] = linalg.fill
// CHECK: %[[ACC:.+]] = linalg.generic {indexing_maps = [#[[$LHS]], #[[$RHS_T]], #{{.+}}], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[A]], %[[B]] : tensor<4x8xf32>, tensor<2x8xbf16>) outs(%[[ZERO]] : tensor<4x2xf32>)
// CHECK: ^bb0(%[[IA:.+]]: f32, %[[IB:.+]]: bf16, %[[OUT:.+]]: f32):
// CHECK: %[[RA:.+]] = mpopt.cast %[[IA]] : f32 to bf16
// CHECK: %[[WA:.+]] = mpopt.cast %[[RA]] : bf16 to f32
// CHECK: %[[WB:.+]] = mpopt.cast %[[IB]] : bf16 to f32
// CHECK: %[[P:.+]] = arith.mulf %[[WA]], %[[WB]] : f32
// CHECK: arith.addf %[[OUT]], %[[P]] : f32
// CHECK: linalg.generic {{.*}} ins(%[[ACC]], %[[BIAS]] : tensor<4x2xf32>, tensor<2xf32>)
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: mpopt.cast %{{.+}} : f32 to bf16
// CHECK-NOT: mpopt.matmul
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<2x8xbf16>, %bias: tensor<2xf32>) -> tensor<4x2xbf16> {
  %m = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) transpose_rhs bias(%bias : tensor<2xf32>)
      activation<relu> : tensor<4x8xf32>, tensor<2x8xbf16> -> tensor<4x2xbf16>
  return %m : tensor<4x2xbf16>
}

// FP8: scales multiply the accumulated value, amax reads it before the
// result scale, and the result cast saturates.
// CHECK-LABEL: func.func @fp8
// CHECK-SAME: (%{{.+}}: tensor<4x8xf8E4M3FN>, %{{.+}}: tensor<8x2xf8E5M2>, %[[S:.+]]: f32)
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]
// CHECK: %[[V1:.+]] = arith.mulf %{{.+}}, %[[S]] : f32
// CHECK: %[[V2:.+]] = arith.mulf %[[V1]], %[[S]] : f32
// CHECK: %[[V3:.+]] = arith.mulf %[[V2]], %[[S]] : f32
// CHECK: mpopt.cast %[[V3]] saturate : f32 to f8E4M3FN
// CHECK: %[[AMAX:.+]] = linalg.generic {{.*}} iterator_types = ["reduction", "reduction"]
// CHECK: math.absf
// CHECK: arith.maximumf
// CHECK: tensor.extract %[[AMAX]][] : tensor<f32>
func.func @fp8(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x2xf8E5M2>, %s: f32) -> (tensor<4x2xf8E4M3FN>, f32) {
  %m, %amax = mpopt.matmul %a, %b multiply(f8E4M3FN) accumulate(f32) scales(%s, %s) result_scale(%s) saturate
      : tensor<4x8xf8E4M3FN>, tensor<8x2xf8E5M2> -> tensor<4x2xf8E4M3FN>, f32
  return %m, %amax : tensor<4x2xf8E4M3FN>, f32
}

// A bf16 softmax computing in f32: a max and a sum reduction into per-row
// statistics, then one elementwise generic that converts the input,
// normalizes and rounds the result.
// CHECK-LABEL: func.func @softmax
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xbf16>)
// CHECK: %[[MAX:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<4x8xbf16>) outs(%{{.+}} : tensor<4xf32>)
// CHECK: arith.maximumf
// CHECK: %[[SUM:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[X]], %[[MAX]] : tensor<4x8xbf16>, tensor<4xf32>) outs(%{{.+}} : tensor<4xf32>)
// CHECK: math.exp
// CHECK: %[[Y:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[MAX]], %[[SUM]] : tensor<4x8xbf16>, tensor<4xf32>, tensor<4xf32>) outs(%{{.+}} : tensor<4x8xbf16>)
// CHECK: mpopt.cast %{{.+}} : bf16 to f32
// CHECK: arith.divf
// CHECK: mpopt.cast %{{.+}} : f32 to bf16
// CHECK: return %[[Y]]
func.func @softmax(%x: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %y = mpopt.softmax %x axis(1) compute(f32) : tensor<4x8xbf16> -> tensor<4x8xbf16>
  return %y : tensor<4x8xbf16>
}

// With `reciprocal`: the exponential times 1 / sum.
// CHECK-LABEL: func.func @softmax_reciprocal
// CHECK: math.exp
// CHECK: math.exp
// CHECK: %[[INV:.+]] = arith.divf %cst{{.*}}, %{{.+}} : f32
// CHECK: arith.mulf %{{.+}}, %[[INV]] : f32
func.func @softmax_reciprocal(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = mpopt.softmax %x axis(1) reciprocal compute(f32) : tensor<4x8xf32> -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @layer_norm
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]
// CHECK: math.rsqrt
func.func @layer_norm(%x: tensor<4x8xf32>, %g: tensor<8xf32>) -> tensor<4x8xbf16> {
  %y = mpopt.layer_norm %x, %g axis(1) epsilon(1.0e-05) compute(f32) : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xbf16>
  return %y : tensor<4x8xbf16>
}

// The variance in f64 (torch-mlir's LayerNorm): the f32 row sum for the
// mean, then x widened to f64 for a row sum and a row sum of squares about
// its own mean, divided and rounded to f32 before epsilon.
// CHECK-LABEL: func.func @layer_norm_variance
// CHECK: %[[SUM:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: arith.addf %{{.+}}, %{{.+}} : f32
// CHECK: %[[WSUM:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: arith.extf %{{.+}} : f32 to f64
// CHECK: arith.addf %{{.+}}, %{{.+}} : f64
// CHECK: %[[SQ:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%{{.+}}, %[[WSUM]] :
// CHECK: arith.divf %{{.+}}, %{{.+}} : f64
// CHECK: arith.subf %{{.+}}, %{{.+}} : f64
// CHECK: linalg.generic {{.*}} ins(%{{.+}}, %[[SUM]], %[[SQ]] :
// CHECK: %[[V:.+]] = arith.divf %{{.+}}, %{{.+}} : f64
// CHECK: %[[R:.+]] = arith.truncf %[[V]] : f64 to f32
// CHECK: arith.addf %[[R]], %{{.+}} : f32
// CHECK: math.rsqrt
func.func @layer_norm_variance(%x: tensor<4x8xbf16>) -> tensor<4x8xf32> {
  %y = mpopt.layer_norm %x axis(1) epsilon(1.0e-05) compute(f32) variance(f64) : tensor<4x8xbf16> -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// A batch norm: the same statistics per channel, over N, H and W (in that
// order), and gamma and beta read at the channel.
// CHECK-LABEL: func.func @batch_norm
// CHECK: %[[SUM:.+]] = linalg.generic {indexing_maps = [#[[$NCHW]], #[[$CHANNEL1]]], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
// CHECK-SAME: outs(%{{.+}} : tensor<8xf32>)
// CHECK: arith.addf %{{.+}}, %{{.+}} : f32
// CHECK: %[[WSUM:.+]] = linalg.generic {{.*}} iterator_types = ["reduction", "parallel", "reduction", "reduction"]
// CHECK: arith.addf %{{.+}}, %{{.+}} : f64
// CHECK: %[[SQ:.+]] = linalg.generic {{.*}} ins(%{{.+}}, %[[WSUM]] :
// CHECK: linalg.generic {indexing_maps = [#[[$NCHW]], #[[$CHANNEL1]], #[[$CHANNEL1]], #[[$CHANNEL1]], #[[$CHANNEL1]], #[[$NCHW]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%{{.+}}, %[[SUM]], %[[SQ]], %{{.+}}, %{{.+}} :
// CHECK: arith.divf %{{.+}}, %{{.+}} : f64
// CHECK: arith.truncf
// CHECK: math.rsqrt
// CHECK: mpopt.cast %{{.+}} : f32 to bf16
func.func @batch_norm(%x: tensor<2x8x3x3xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<2x8x3x3xbf16> {
  %y = mpopt.batch_norm %x, %g, %b channel(1) epsilon(1.0e-05) compute(f32) variance(f64) : tensor<2x8x3x3xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<2x8x3x3xbf16>
  return %y : tensor<2x8x3x3xbf16>
}

// A group norm: the statistics reduce rows [N, G, C / G * H * W] (a
// group's elements in the input's order), the result is computed over
// [N, G, C / G, H * W] with gamma and beta read as [G, C / G]; folded, as
// x * a + b with a = rstd * gamma and b = -mean * a + beta.
// CHECK-LABEL: func.func @group_norm
// CHECK-SAME: (%[[X:.+]]: tensor<2x6x3x5xbf16>, %[[G:.+]]: tensor<6xf32>, %[[B:.+]]: tensor<6xf32>)
// CHECK-DAG: %[[FLAT:.+]] = tensor.collapse_shape %[[X]] {{\[}}[0], [1, 2, 3]] : tensor<2x6x3x5xbf16> into tensor<2x90xbf16>
// CHECK-DAG: %[[ROWS:.+]] = tensor.expand_shape %[[FLAT]] {{\[}}[0], [1, 2]] output_shape [2, 3, 30]
// CHECK-DAG: %[[GRID:.+]] = tensor.expand_shape %{{.+}} {{\[}}[0], [1, 2, 3]] output_shape [2, 3, 2, 15]
// CHECK-DAG: %[[GAMMA:.+]] = tensor.expand_shape %[[G]] {{\[}}[0, 1]] output_shape [3, 2]
// CHECK-DAG: %[[BETA:.+]] = tensor.expand_shape %[[B]] {{\[}}[0, 1]] output_shape [3, 2]
// CHECK: %[[SUM:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[ROWS]] : tensor<2x3x30xbf16>) outs(%{{.+}} : tensor<2x3xf32>)
// CHECK: %[[WSUM:.+]] = linalg.generic {{.*}} ins(%[[ROWS]] : tensor<2x3x30xbf16>) outs(%{{.+}} : tensor<2x3xf64>)
// CHECK: %[[SQ:.+]] = linalg.generic {{.*}} ins(%[[ROWS]], %[[WSUM]] :
// CHECK: %[[Y:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[GRID]], %[[SUM]], %[[SQ]], %[[GAMMA]], %[[BETA]] :
// CHECK: %[[RSTD:.+]] = math.rsqrt
// CHECK: %[[MEAN:.+]] = arith.divf %{{.+}}, %{{.+}} : f32
// CHECK: %[[A:.+]] = arith.mulf %[[RSTD]], %{{.+}} : f32
// CHECK: %[[NEG:.+]] = arith.negf %[[MEAN]] : f32
// CHECK: %[[MA:.+]] = arith.mulf %[[NEG]], %[[A]] : f32
// CHECK: %[[SHIFT:.+]] = arith.addf %[[MA]], %{{.+}} : f32
// CHECK: %[[XA:.+]] = arith.mulf %{{.+}}, %[[A]] : f32
// CHECK: arith.addf %[[XA]], %[[SHIFT]] : f32
// CHECK: %[[BACK:.+]] = tensor.collapse_shape %[[Y]] {{\[}}[0], [1, 2, 3]] : tensor<2x3x2x15xf32> into tensor<2x90xf32>
// CHECK: tensor.expand_shape %[[BACK]] {{\[}}[0], [1, 2, 3]] output_shape [2, 6, 3, 5]
func.func @group_norm(%x: tensor<2x6x3x5xbf16>, %g: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<2x6x3x5xf32> {
  %y = mpopt.group_norm %x, %g, %b groups(3) epsilon(1.0e-05) compute(f32) variance(f64) folded : tensor<2x6x3x5xbf16>, tensor<6xf32>, tensor<6xf32> -> tensor<2x6x3x5xf32>
  return %y : tensor<2x6x3x5xf32>
}

// Without spatial dimensions or parameters, centred: (x - mean) * rstd.
// CHECK-LABEL: func.func @group_norm_centred
// CHECK: tensor.expand_shape %{{.+}} {{\[}}[0], [1, 2]] output_shape [2, 2, 2]
// CHECK: tensor.expand_shape %{{.+}} {{\[}}[0], [1, 2, 3]] output_shape [2, 2, 2, 1]
// CHECK: math.rsqrt
// CHECK: arith.subf
// CHECK-NOT: arith.negf
// CHECK: tensor.collapse_shape %{{.+}} {{\[}}[0], [1, 2, 3]] : tensor<2x2x2x1xf32> into tensor<2x4xf32>
func.func @group_norm_centred(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %y = mpopt.group_norm %x groups(2) epsilon(1.0e-05) compute(f32) : tensor<2x4xf32> -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}

// Dynamic dimensions: each new tensor takes its sizes from an operand, the
// matmul's rows from the lhs, a norm's rows and its statistics from its
// input.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[X:.+]]: tensor<?x64xbf16>
// CHECK: %[[ROWS:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x64xbf16>
// CHECK: tensor.empty(%[[ROWS]]) : tensor<?x32xf32>
// CHECK: %[[ACC:.+]] = linalg.generic
// CHECK: %[[OUT:.+]] = tensor.dim %[[ACC]], %{{.+}} : tensor<?x32xf32>
// CHECK: tensor.empty(%[[OUT]]) : tensor<?x32xbf16>
// CHECK: %[[M:.+]] = linalg.generic
// CHECK: %[[NORM:.+]] = tensor.dim %[[M]], %{{.+}} : tensor<?x32xbf16>
// CHECK: tensor.empty(%[[NORM]]) : tensor<?xf32>
// CHECK: tensor.empty(%{{.+}}) : tensor<?xf64>
// CHECK: tensor.empty(%{{.+}}) : tensor<?x32xbf16>
func.func @dynamic(%x: tensor<?x64xbf16>, %w: tensor<64x32xbf16>, %g: tensor<32xf32>, %b: tensor<32xf32>, %r: tensor<32xf32>)
    -> (tensor<?x32xbf16>, tensor<?x32xbf16>, tensor<?x32xf32>, tensor<?x32xf32>) {
  %m = mpopt.matmul %x, %w multiply(bf16) accumulate(f32) bias(%r : tensor<32xf32>) activation<relu> : tensor<?x64xbf16>, tensor<64x32xbf16> -> tensor<?x32xbf16>
  %ln = mpopt.layer_norm %m, %g, %b axis(1) epsilon(1.0e-05) compute(f32) variance(f64) : tensor<?x32xbf16>, tensor<32xf32>, tensor<32xf32> -> tensor<?x32xbf16>
  %s = mpopt.softmax %m axis(1) compute(f32) : tensor<?x32xbf16> -> tensor<?x32xf32>
  %n = mpopt.rms_norm %m, %g axis(1) epsilon(1.0e-06) compute(f32) : tensor<?x32xbf16>, tensor<32xf32> -> tensor<?x32xf32>
  return %m, %ln, %s, %n : tensor<?x32xbf16>, tensor<?x32xbf16>, tensor<?x32xf32>, tensor<?x32xf32>
}

// With `reciprocal` the mean multiplies by fl(1/6) instead of dividing by 6.
// CHECK-LABEL: func.func @rms_norm_reciprocal
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]
// CHECK: arith.mulf %{{.+}}, %cst{{.*}} : f32
// CHECK-NOT: arith.divf
// CHECK: math.rsqrt
func.func @rms_norm_reciprocal(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %y = mpopt.rms_norm %x axis(1) reciprocal epsilon(1.0e-06) compute(f32) : tensor<4x6xf32> -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// An attention becomes its composition: the key/value heads broadcast,
// both products as marked contractions, the scaling, mask and causal
// masking in one generic, the softmax, the zeroed rows; the reshape giving
// the result carries the attention's mark.
// CHECK-LABEL: func.func @attention
// CHECK-SAME: (%[[Q:.+]]: tensor<1x4x8x16xbf16>, %[[K:.+]]: tensor<1x2x8x16xbf16>, %[[V:.+]]: tensor<1x2x8x16xbf16>, %[[M:.+]]: tensor<1x1x8x8xf32>)
// CHECK-NOT: mpopt.attention %
// CHECK: ins(%[[K]] : tensor<1x2x8x16xbf16>)
// CHECK-SAME: mpopt.attention.step = {id = 0 : i64, step = "broadcast"}
// CHECK: ins(%[[V]] : tensor<1x2x8x16xbf16>)
// CHECK-SAME: mpopt.attention.step = {id = 0 : i64, step = "broadcast"}
// CHECK: mpopt.attention.operands = {id = 0 : i64, lhs = "q", rhs = "k"}
// CHECK: ins(%{{.+}}, %[[M]] : tensor<1x4x8x8xbf16>, tensor<1x1x8x8xf32>)
// CHECK-SAME: mpopt.attention.step = {id = 0 : i64, step = "logits"}
// CHECK: linalg.index 3
// CHECK: arith.cmpf oeq
// CHECK: mpopt.attention.operands = {id = 0 : i64, lhs = "p", rhs = "v"}
// CHECK: %[[O:.+]] = tensor.expand_shape {{.+}} {mpopt.attention = {causal = true, id = 0 : i64, scale = 2.500000e-01 : f64, zero_masked_rows = true}}
// CHECK: return %[[O]]
func.func @attention(%q: tensor<1x4x8x16xbf16>, %k: tensor<1x2x8x16xbf16>, %v: tensor<1x2x8x16xbf16>, %m: tensor<1x1x8x8xf32>) -> tensor<1x4x8x16xbf16> {
  %0 = mpopt.attention %q, %k, %v mask(%m : tensor<1x1x8x8xf32>) scale(0.25) causal
      multiply(bf16) scores(bf16) logits(f32) softmax(f32) probabilities(bf16) zero_masked_rows
      : tensor<1x4x8x16xbf16>, tensor<1x2x8x16xbf16>, tensor<1x2x8x16xbf16> -> tensor<1x4x8x16xbf16>
  return %0 : tensor<1x4x8x16xbf16>
}

// scaling<operands> with scaling_type(f32): bf16 q and k widened and
// multiplied by sqrt(scale) rounded to f32 (0.35355338...), in f32: the
// scaling steps' results are f32, which the scores' contraction converts
// to its bf16 multiply type.
// CHECK-LABEL: func.func @attention_scaling_type
// CHECK: linalg.generic {{.+}} ins(%arg0 : tensor<1x2x8x64xbf16>) outs(%{{.+}} : tensor<1x2x8x64xf32>)
// CHECK-SAME: step = "scale"
// CHECK: %[[F:.+]] = arith.constant 0.353553385 : f32
// CHECK: %[[QW:.+]] = mpopt.cast %{{.+}} : bf16 to f32
// CHECK: arith.mulf %[[QW]], %[[F]] : f32
// CHECK: ins(%{{.+}}, %{{.+}} : tensor<2x8x64xf32>, tensor<2x8x64xf32>)
// CHECK: mpopt.cast %{{.+}} : f32 to bf16
func.func @attention_scaling_type(%q: tensor<1x2x8x64xbf16>, %k: tensor<1x2x8x64xbf16>, %v: tensor<1x2x8x64xbf16>) -> tensor<1x2x8x64xbf16> {
  %0 = mpopt.attention %q, %k, %v scale(0.12499999572143228) scaling<operands> scaling_type(f32)
      multiply(bf16) scores(bf16) logits(f32) softmax(f32) probabilities(bf16)
      : tensor<1x2x8x64xbf16>, tensor<1x2x8x64xbf16>, tensor<1x2x8x64xbf16> -> tensor<1x2x8x64xbf16>
  return %0 : tensor<1x2x8x64xbf16>
}

// A padded, grouped convolution with bias and ReLU: the input padded with
// +0 in its storage type (not its last column: the strided, dilated windows
// end before it, and the loops span the input exactly), input and filter
// split into [G, C/G] and
// [G, F/G], one generic looping (n, oh, ow, g, f, kh, kw, c) over them,
// each factor converted to the multiply type and then to the accumulator,
// the sums collapsed back and the epilogue reading the bias along the
// channels.
// CHECK-LABEL: func.func @conv_grouped
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x7x7x4xbf16>, %[[W:[^:]+]]: tensor<2x2x2x6xf32>, %[[B:[^:]+]]: tensor<6xf32>
// CHECK: %[[ZERO:.+]] = arith.constant 0.000000e+00 : bf16
// CHECK: %[[PAD:.+]] = tensor.pad %[[X]] low[0, 1, 0, 0] high[0, 0, 0, 0]
// CHECK: tensor.yield %[[ZERO]] : bf16
// CHECK: %[[XG:.+]] = tensor.expand_shape %[[PAD]] {{\[}}[0], [1], [2], [3, 4]] output_shape [1, 8, 7, 2, 2]
// CHECK: %[[WG:.+]] = tensor.expand_shape %[[W]] {{\[}}[0], [1], [2], [3, 4]] output_shape [2, 2, 2, 2, 3]
// CHECK: %[[INIT:.+]] = linalg.fill
// CHECK: %[[SUM:.+]] = linalg.generic {indexing_maps = [#[[$CONV_IN]], #[[$CONV_FILTER]], #[[$CONV_OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[XG]], %[[WG]] : tensor<1x8x7x2x2xbf16>, tensor<2x2x2x2x3xf32>) outs(%[[INIT]] : tensor<1x4x3x2x3xf32>)
// CHECK: ^bb0(%[[A:.+]]: bf16, %[[F:.+]]: f32, %[[ACC:.+]]: f32):
// CHECK: %[[AF:.+]] = mpopt.cast %[[A]] : bf16 to f32
// CHECK: %[[FB:.+]] = mpopt.cast %[[F]] : f32 to bf16
// CHECK: %[[FF:.+]] = mpopt.cast %[[FB]] : bf16 to f32
// CHECK: %[[P:.+]] = arith.mulf %[[AF]], %[[FF]] : f32
// CHECK: arith.addf %[[ACC]], %[[P]] : f32
// CHECK: %[[FLAT:.+]] = tensor.collapse_shape %[[SUM]] {{\[}}[0], [1], [2], [3, 4]] : tensor<1x4x3x2x3xf32> into tensor<1x4x3x6xf32>
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #[[$CHANNEL]], #{{.+}}]{{.*}} ins(%[[FLAT]], %[[B]] : tensor<1x4x3x6xf32>, tensor<6xf32>)
// CHECK: arith.addf
// CHECK: arith.maximumf
func.func @conv_grouped(%x: tensor<1x7x7x4xbf16>, %w: tensor<2x2x2x6xf32>, %b: tensor<6xf32>) -> tensor<1x4x3x6xf32> {
  %y = mpopt.conv %x, %w layout<nhwc_hwcf> strides [2, 2] padding [1, 0, 0, 1]
      dilations [1, 2] groups(2) multiply(bf16) accumulate(f32)
      bias(%b : tensor<6xf32>) activation<relu>
      : tensor<1x7x7x4xbf16>, tensor<2x2x2x6xf32> -> tensor<1x4x3x6xf32>
  return %y : tensor<1x4x3x6xf32>
}

// bias_first: the sums start at the bias, repeated over the result and
// split by groups as the sums are; no addition follows them.
// CHECK-LABEL: func.func @conv_bias_first
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x4x5x5xf32>, %[[W:[^:]+]]: tensor<4x1x3x3xf32>, %[[B:[^:]+]]: tensor<4xbf16>
// CHECK-NOT: linalg.fill
// CHECK: %[[START:.+]] = linalg.generic {indexing_maps = [#[[$CHANNEL1]], #{{.+}}]{{.*}} ins(%[[B]] : tensor<4xbf16>) outs(%{{.+}} : tensor<1x4x3x3xf32>)
// CHECK: mpopt.cast %{{.+}} : bf16 to f32
// CHECK: %[[SPLIT:.+]] = tensor.expand_shape %[[START]] {{\[}}[0], [1, 2], [3], [4]] output_shape [1, 4, 1, 3, 3]
// CHECK: %[[SUM:.+]] = linalg.generic {{.*}} outs(%[[SPLIT]] : tensor<1x4x1x3x3xf32>)
// CHECK: %[[FLAT:.+]] = tensor.collapse_shape %[[SUM]]
// CHECK: linalg.generic {{.*}} ins(%[[FLAT]] : tensor<1x4x3x3xf32>)
// CHECK-NOT: arith.addf
// CHECK: return
func.func @conv_bias_first(%x: tensor<1x4x5x5xf32>, %w: tensor<4x1x3x3xf32>, %b: tensor<4xbf16>) -> tensor<1x4x3x3xf32> {
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0]
      dilations [1, 1] groups(4) multiply(f32) accumulate(f32)
      bias(%b : tensor<4xbf16>) bias_first
      : tensor<1x4x5x5xf32>, tensor<4x1x3x3xf32> -> tensor<1x4x3x3xf32>
  return %y : tensor<1x4x3x3xf32>
}

// A strided window that does not end on the input's edge (torchvision's
// ResNet at 4x4: 3x3, stride 2, one output row and column): the row and
// column no window reads are sliced off, so the loops span the input
// exactly (IREE's newer linalg verifier rejects the generic otherwise).
// CHECK-LABEL: func.func @conv_strided_remainder
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x2x4x4xf32>
// CHECK: %[[CUT:.+]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 2, 3, 3] [1, 1, 1, 1] : tensor<1x2x4x4xf32> to tensor<1x2x3x3xf32>
// CHECK: linalg.generic {{.*}} ins(%[[CUT]], %{{.+}} : tensor<1x2x3x3xf32>, tensor<5x2x3x3xf32>)
func.func @conv_strided_remainder(%x: tensor<1x2x4x4xf32>, %w: tensor<5x2x3x3xf32>) -> tensor<1x5x1x1xf32> {
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [2, 2] padding [0, 0, 0, 0]
      dilations [1, 1] groups(1) multiply(f32) accumulate(f32)
      : tensor<1x2x4x4xf32>, tensor<5x2x3x3xf32> -> tensor<1x5x1x1xf32>
  return %y : tensor<1x5x1x1xf32>
}

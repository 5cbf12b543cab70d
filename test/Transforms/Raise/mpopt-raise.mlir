// RUN: mpopt-opt %s --mpopt-raise --split-input-file | FileCheck %s
// RUN: mpopt-opt %s --mpopt-raise=emit-remarks --split-input-file -o /dev/null -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: mpopt-raise: 1 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// REMARK: remark: mpopt-raise: 1 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// REMARK-DAG: remark: mpopt-raise: not raised: accumulates in a type mpopt.matmul does not (only f32, f16)
// REMARK-DAG: remark: mpopt-raise: not raised: accumulates into something other than +0
// REMARK-DAG: remark: mpopt-raise: not raised: indexing maps broadcast
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 1 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// REMARK: remark: mpopt-raise: not raised as a norm or softmax: as softmax: not exp(x - max(x)) / sum(exp(x - max(x))) in f32
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 1 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// REMARK: remark: mpopt-raise: not raised as a norm or softmax: as softmax: not exp(x - max(x)) / sum(exp(x - max(x))) in f32
// REMARK: remark: mpopt-raise: not raised as a norm or softmax: as softmax: an intermediate result has other readers
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 1 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 1 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// REMARK: remark: mpopt-raise: not raised as a norm or softmax: as layer_norm: not (x - mean) * scale [* gamma] [+ beta] in f32 with mean = sum(x) / n, a row sum from 0; as rms_norm:
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 1 RMS norms and 0 attentions raised
// REMARK: remark: mpopt-raise: not raised as a norm or softmax: as layer_norm: an intermediate result has other readers
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 1 RMS norms and 0 attentions raised
// REMARK: remark: mpopt-raise: 3 matmuls (1 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised

// bf16 operands, f32 accumulator from a zero fill: bf16 products are exact
// in f32, so the multiply type is bf16.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.+]]: tensor<4x8xbf16>, %[[B:.+]]: tensor<8x2xbf16>)
// CHECK: %[[M:.+]] = mpopt.matmul %[[A]], %[[B]] multiply(bf16) accumulate(f32) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf32>
// CHECK: return %[[M]]
func.func @matmul(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>) -> tensor<4x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%acc : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %m : tensor<4x2xf32>
}

// -----

// A constant zero init (tosa-to-linalg's form), mixed operand types (the
// multiply type is then the accumulator's), batched with a transposed rhs.
// CHECK-LABEL: func.func @batched
// CHECK: mpopt.matmul %{{.+}}, %{{.+}} multiply(f32) accumulate(f32) transpose_rhs : tensor<2x4x8xbf16>, tensor<2x2x8xf16> -> tensor<2x4x2xf32>
func.func @batched(%a: tensor<2x4x8xbf16>, %b: tensor<2x2x8xf16>) -> tensor<2x4x2xf32> {
  %acc = arith.constant dense<0.0> : tensor<2x4x2xf32>
  %m = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                            affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>,
                                            affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%a, %b : tensor<2x4x8xbf16>, tensor<2x2x8xf16>) outs(%acc : tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
  return %m : tensor<2x4x2xf32>
}

// -----

// Not raised: a bf16 accumulator, an init that is not +0 (-0 and a live
// tensor), and a broadcasting operand.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: mpopt.matmul
// CHECK-COUNT-4: linalg.matmul
func.func @kept(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>, %live: tensor<4x2xf32>, %v: tensor<8xbf16>)
    -> (tensor<4x2xbf16>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>) {
  %zero16 = arith.constant dense<0.0> : tensor<4x2xbf16>
  %m0 = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%zero16 : tensor<4x2xbf16>) -> tensor<4x2xbf16>
  %negzero = arith.constant dense<-0.0> : tensor<4x2xf32>
  %m1 = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%negzero : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m2 = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%live : tensor<4x2xf32>) -> tensor<4x2xf32>
  %zero = arith.constant dense<0.0> : tensor<4x2xf32>
  %m3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>,
                                       affine_map<(d0, d1, d2) -> (d2, d1)>,
                                       affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%v, %b : tensor<8xbf16>, tensor<8x2xbf16>) outs(%zero : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %m0, %m1, %m2, %m3 : tensor<4x2xbf16>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>
}

// -----

// The softmax sequence exporters write: row maximum from -inf, exp(x - max),
// row sum from 0, division.
// CHECK-LABEL: func.func @softmax
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>)
// CHECK: %[[P:.+]] = mpopt.softmax %[[X]] axis(1) compute(f32) : tensor<4x8xf32> -> tensor<4x8xf32>
// CHECK: return %[[P]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e_r = tensor.empty() : tensor<4xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %minf = linalg.fill ins(%ninf : f32) outs(%e_r : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%minf : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %mx: f32, %out: f32):
    %d = arith.subf %in, %mx : f32
    %ee = math.exp %d : f32
    linalg.yield %ee : f32
  } -> tensor<4x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e_r : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %d = arith.divf %in, %s : f32
    linalg.yield %d : f32
  } -> tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

// TOSA's form: the maximum from the lowest finite f32 (a row of -infs gives
// NaN either way), and e * (1 / s) -> mpopt.softmax reciprocal. The same
// sequence dividing s by e is no softmax.
// CHECK-LABEL: func.func @softmax_tosa
// CHECK-SAME: (%[[X:[^:]+]]: tensor<4x8xf32>, %{{.+}}: tensor<4x8xf32>)
// CHECK: %[[P:.+]] = mpopt.softmax %[[X]] axis(1) reciprocal compute(f32) : tensor<4x8xf32> -> tensor<4x8xf32>
// CHECK: %[[Q:.+]] = linalg.generic
// CHECK-NOT: mpopt.softmax
// CHECK: return %[[P]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax_tosa(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %lowest = arith.constant -3.40282347E+38 : f32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e_r = tensor.empty() : tensor<4xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %low = linalg.fill ins(%lowest : f32) outs(%e_r : tensor<4xf32>) -> tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e_r : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%low : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %mx: f32, %out: f32):
    %d = arith.subf %in, %mx : f32
    %ee = math.exp %d : f32
    linalg.yield %ee : f32
  } -> tensor<4x8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %r = arith.divf %one, %s : f32
    %d = arith.mulf %in, %r : f32
    linalg.yield %d : f32
  } -> tensor<4x8xf32>
  %max2 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<4x8xf32>) outs(%low : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %ex2 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %max2 : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %mx: f32, %out: f32):
    %d = arith.subf %in, %mx : f32
    %ee = math.exp %d : f32
    linalg.yield %ee : f32
  } -> tensor<4x8xf32>
  %sum2 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex2 : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %q = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex2, %sum2 : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %d = arith.divf %s, %in : f32
    linalg.yield %d : f32
  } -> tensor<4x8xf32>
  return %p, %q : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// Not raised: the same sequence accumulating in bf16, and one whose
// exponentials another op reads too.
// CHECK-LABEL: func.func @softmax_kept
// CHECK-NOT: mpopt.softmax
// CHECK: return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax_kept(%x: tensor<4x8xbf16>, %y: tensor<4x8xf32>) -> (tensor<4x8xbf16>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %ninf = arith.constant 0xFF80 : bf16
  %zero = arith.constant 0.0 : bf16
  %e_r = tensor.empty() : tensor<4xbf16>
  %e = tensor.empty() : tensor<4x8xbf16>
  %minf = linalg.fill ins(%ninf : bf16) outs(%e_r : tensor<4xbf16>) -> tensor<4xbf16>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xbf16>) outs(%minf : tensor<4xbf16>) {
  ^bb0(%in: bf16, %acc: bf16):
    %m = arith.maximumf %in, %acc : bf16
    linalg.yield %m : bf16
  } -> tensor<4xbf16>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4x8xbf16>, tensor<4xbf16>) outs(%e : tensor<4x8xbf16>) {
  ^bb0(%in: bf16, %mx: bf16, %out: bf16):
    %d = arith.subf %in, %mx : bf16
    %ee = math.exp %d : bf16
    linalg.yield %ee : bf16
  } -> tensor<4x8xbf16>
  %z = linalg.fill ins(%zero : bf16) outs(%e_r : tensor<4xbf16>) -> tensor<4xbf16>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<4x8xbf16>) outs(%z : tensor<4xbf16>) {
  ^bb0(%in: bf16, %acc: bf16):
    %a = arith.addf %in, %acc : bf16
    linalg.yield %a : bf16
  } -> tensor<4xbf16>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<4x8xbf16>, tensor<4xbf16>) outs(%e : tensor<4x8xbf16>) {
  ^bb0(%in: bf16, %s: bf16, %out: bf16):
    %d = arith.divf %in, %s : bf16
    linalg.yield %d : bf16
  } -> tensor<4x8xbf16>
  %f_ninf = arith.constant 0xFF800000 : f32
  %f_zero = arith.constant 0.0 : f32
  %f_e_r = tensor.empty() : tensor<4xf32>
  %f_e = tensor.empty() : tensor<4x8xf32>
  %f_minf = linalg.fill ins(%f_ninf : f32) outs(%f_e_r : tensor<4xf32>) -> tensor<4xf32>
  %f_max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<4x8xf32>) outs(%f_minf : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %f_m = arith.maximumf %in, %acc : f32
    linalg.yield %f_m : f32
  } -> tensor<4xf32>
  %f_ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %f_max : tensor<4x8xf32>, tensor<4xf32>) outs(%f_e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %mx: f32, %out: f32):
    %f_d = arith.subf %in, %mx : f32
    %f_ee = math.exp %f_d : f32
    linalg.yield %f_ee : f32
  } -> tensor<4x8xf32>
  %f_z = linalg.fill ins(%f_zero : f32) outs(%f_e_r : tensor<4xf32>) -> tensor<4xf32>
  %f_sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%f_ex : tensor<4x8xf32>) outs(%f_z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %f_a = arith.addf %in, %acc : f32
    linalg.yield %f_a : f32
  } -> tensor<4xf32>
  %f_p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%f_ex, %f_sum : tensor<4x8xf32>, tensor<4xf32>) outs(%f_e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %f_d = arith.divf %in, %s : f32
    linalg.yield %f_d : f32
  } -> tensor<4x8xf32>
  %extra = arith.addf %f_ex, %f_ex : tensor<4x8xf32>
  return %p, %f_p, %extra : tensor<4x8xbf16>, tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// LayerNorm as exporters write it once the elementwise steps are fused: a
// row sum, a row sum of (x - mean)^2 (mean as a multiplication by 1/8,
// which is the division), then (x - mean) * rsqrt(var + eps) * gamma +
// beta rounded to bf16. It becomes one mpopt.layer_norm writing bf16; the
// statistics go.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func.func @layer_norm
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>, %[[G:.+]]: tensor<8xf32>, %[[B:.+]]: tensor<8xf32>)
// CHECK-NOT: linalg.generic
// CHECK: %[[N:.+]] = mpopt.layer_norm %[[X]], %[[G]], %[[B]] axis(1) epsilon({{.+}}) compute(f32) : tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<4x8xbf16>
// CHECK-NOT: linalg.generic
// CHECK: return %[[N]]
func.func @layer_norm(%x: tensor<4x8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<4x8xbf16> {
  %zero = arith.constant 0.0 : f32
  %inv = arith.constant 0.125 : f32
  %n = arith.constant 8.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %s: f32, %acc: f32):
    %mean = arith.mulf %s, %inv : f32
    %d = arith.subf %in, %mean : f32
    %d2 = arith.mulf %d, %d : f32
    %a = arith.addf %acc, %d2 : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %o = tensor.empty() : tensor<4x8xbf16>
  %y = linalg.generic {indexing_maps = [#id, #row, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %sq, %gamma, %beta : tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>)
      outs(%o : tensor<4x8xbf16>) {
  ^bb0(%in: f32, %s: f32, %q: f32, %g: f32, %b: f32, %out: bf16):
    %mean = arith.divf %s, %n : f32
    %var = arith.mulf %inv, %q : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %d = arith.subf %in, %mean : f32
    %nn = arith.mulf %rs, %d : f32
    %sc = arith.mulf %nn, %g : f32
    %r = arith.addf %b, %sc : f32
    %t = arith.truncf %r : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x8xbf16>
  return %y : tensor<4x8xbf16>
}

// -----

// The centred form (torch-mlir, TOSA after elementwise fusion): d = x -
// mean is a generic of its own, the variance a row sum of d^2, the
// normalization reads d; eps is an f64 constant rounded to f32 (the
// attribute holds the f32 value).

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func.func @layer_norm_centred
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>, %[[G:.+]]: tensor<8xf32>, %[[B:.+]]: tensor<8xf32>)
// CHECK-NOT: linalg.generic
// CHECK: %[[N:.+]] = mpopt.layer_norm %[[X]], %[[G]], %[[B]] axis(1) epsilon(9.999999960041972E-13) compute(f32)
// CHECK-NOT: linalg.generic
// CHECK: return %[[N]]
func.func @layer_norm_centred(%x: tensor<4x8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 8.0 : f32
  %eps = arith.constant 1.0e-12 : f64
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %o = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %mean = arith.divf %s, %n : f32
    %c = arith.subf %in, %mean : f32
    linalg.yield %c : f32
  } -> tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%d : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.mulf %in, %in : f32
    %a = arith.addf %m, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d, %sq, %gamma, %beta : tensor<4x8xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>)
      outs(%o : tensor<4x8xf32>) {
  ^bb0(%in: f32, %q: f32, %g: f32, %b: f32, %out: f32):
    %var = arith.divf %q, %n : f32
    %e32 = arith.truncf %eps : f64 to f32
    %ve = arith.addf %var, %e32 : f32
    %rs = math.rsqrt %ve : f32
    %nn = arith.mulf %in, %rs : f32
    %sc = arith.mulf %nn, %g : f32
    %r = arith.addf %sc, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// A centring by another mean (the row sum over 4 where rows are 8) is no
// LayerNorm.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @centred_wrong
// CHECK-NOT: mpopt.layer_norm
func.func @centred_wrong(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 4.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %o = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %mean = arith.divf %s, %n : f32
    %c = arith.subf %in, %mean : f32
    linalg.yield %c : f32
  } -> tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%d : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.mulf %in, %in : f32
    %a = arith.addf %m, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d, %sq : tensor<4x8xf32>, tensor<4xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%in: f32, %q: f32, %out: f32):
    %var = arith.divf %q, %n : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %nn = arith.mulf %in, %rs : f32
    linalg.yield %nn : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// RMSNorm over rows of 6 (the mean a division by 6): x * rsqrt(mean(x^2) +
// eps) * gamma.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func.func @rms_norm
// CHECK-SAME: (%[[X:.+]]: tensor<4x6xf32>, %[[G:.+]]: tensor<6xf32>)
// CHECK: %[[N:.+]] = mpopt.rms_norm %[[X]], %[[G]] axis(1) epsilon({{.+}}) compute(f32) : tensor<4x6xf32>, tensor<6xf32> -> tensor<4x6xf32>
// CHECK-NOT: linalg.generic
// CHECK: return %[[N]]
func.func @rms_norm(%x: tensor<4x6xf32>, %gamma: tensor<6xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 6.0 : f32
  %eps = arith.constant 1.0e-06 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x6xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %x2 = arith.mulf %in, %in : f32
    %a = arith.addf %x2, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %o = tensor.empty() : tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sq, %gamma : tensor<4x6xf32>, tensor<4xf32>, tensor<6xf32>)
      outs(%o : tensor<4x6xf32>) {
  ^bb0(%in: f32, %q: f32, %g: f32, %out: f32):
    %mean = arith.divf %q, %n : f32
    %ve = arith.addf %mean, %eps : f32
    %rs = math.rsqrt %ve : f32
    %nn = arith.mulf %in, %rs : f32
    %sc = arith.mulf %nn, %g : f32
    linalg.yield %sc : f32
  } -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// -----

// An RMSNorm whose mean multiplies by a rounded 1/6, as TOSA writes it
// (not the division: the bits differ), is `mpopt.rms_norm ... reciprocal`;
// a LayerNorm whose row sums are also returned is kept.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @norms_kept
// CHECK-SAME: (%[[X:[^:]+]]: tensor<4x6xf32>
// CHECK: mpopt.rms_norm %[[X]] axis(1) reciprocal epsilon({{.+}}) compute(f32) : tensor<4x6xf32> -> tensor<4x6xf32>
// CHECK-NOT: mpopt.layer_norm
// CHECK: return
func.func @norms_kept(%x: tensor<4x6xf32>, %w: tensor<4x8xf32>) -> (tensor<4x6xf32>, tensor<4x8xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %inv6 = arith.constant 0.166666672 : f32
  %n8 = arith.constant 8.0 : f32
  %eps = arith.constant 1.0e-06 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x6xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %x2 = arith.mulf %in, %in : f32
    %a = arith.addf %x2, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %o = tensor.empty() : tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sq : tensor<4x6xf32>, tensor<4xf32>) outs(%o : tensor<4x6xf32>) {
  ^bb0(%in: f32, %q: f32, %out: f32):
    %mean = arith.mulf %q, %inv6 : f32
    %ve = arith.addf %mean, %eps : f32
    %rs = math.rsqrt %ve : f32
    %nn = arith.mulf %in, %rs : f32
    linalg.yield %nn : f32
  } -> tensor<4x6xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%w : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %dev = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%w, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %s: f32, %acc: f32):
    %mean = arith.divf %s, %n8 : f32
    %d = arith.subf %in, %mean : f32
    %d2 = arith.mulf %d, %d : f32
    %a = arith.addf %d2, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %o8 = tensor.empty() : tensor<4x8xf32>
  %v = linalg.generic {indexing_maps = [#id, #row, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %sum, %dev : tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) outs(%o8 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %s: f32, %q: f32, %out: f32):
    %mean = arith.divf %s, %n8 : f32
    %var = arith.divf %q, %n8 : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %d = arith.subf %in, %mean : f32
    %nn = arith.mulf %d, %rs : f32
    linalg.yield %nn : f32
  } -> tensor<4x8xf32>
  return %y, %v, %sum : tensor<4x6xf32>, tensor<4x8xf32>, tensor<4xf32>
}

// -----

// A Linear with bias as torch-mlir writes it under autocast: the matmul,
// the bf16 bias widened and broadcast by a generic of its own, the sum
// rounded to bf16 -> one mpopt.matmul with the bias, writing bf16. A sum
// whose matmul result is also read elsewhere, and one adding a bias along
// the rows (not the last dimension), stay generics.

#id = affine_map<(d0, d1) -> (d0, d1)>
#last = affine_map<(d0, d1) -> (d1)>
#first = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @matmul_bias
// CHECK-SAME: (%[[A:[^:]+]]: tensor<4x8xbf16>, %[[B:[^:]+]]: tensor<8x2xbf16>, %[[C:[^:]+]]: tensor<2xbf16>, %[[R:[^:]+]]: tensor<4xf32>)
// CHECK: %[[M:.+]] = mpopt.matmul %[[A]], %[[B]] multiply(bf16) accumulate(f32) bias(%[[C]] : tensor<2xbf16>) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xbf16>
// CHECK: %[[SHARED:.+]] = mpopt.matmul %[[A]], %[[B]] multiply(bf16) accumulate(f32) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf32>
// CHECK: linalg.generic {{.+}} ins(%[[SHARED]], %{{.+}} :
// CHECK: %[[ROWS:.+]] = mpopt.matmul %[[A]], %[[B]] multiply(bf16) accumulate(f32) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf32>
// CHECK: linalg.generic {{.+}} ins(%[[ROWS]], %[[R]] :
// CHECK: return %[[M]]
func.func @matmul_bias(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>, %c: tensor<2xbf16>, %r: tensor<4xf32>)
    -> (tensor<4x2xbf16>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
  %wide = linalg.generic {indexing_maps = [#last, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<2xbf16>) outs(%e : tensor<4x2xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %w = arith.extf %in : bf16 to f32
    linalg.yield %w : f32
  } -> tensor<4x2xf32>
  %e16 = tensor.empty() : tensor<4x2xbf16>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %wide : tensor<4x2xf32>, tensor<4x2xf32>) outs(%e16 : tensor<4x2xbf16>) {
  ^bb0(%p: f32, %q: f32, %out: bf16):
    %s = arith.addf %p, %q : f32
    %t = arith.truncf %s : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x2xbf16>
  %m2 = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
  %y2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m2, %wide : tensor<4x2xf32>, tensor<4x2xf32>) outs(%e : tensor<4x2xf32>) {
  ^bb0(%p: f32, %q: f32, %out: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<4x2xf32>
  %m3 = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
  %y3 = linalg.generic {indexing_maps = [#id, #first, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m3, %r : tensor<4x2xf32>, tensor<4xf32>) outs(%e : tensor<4x2xf32>) {
  ^bb0(%p: f32, %q: f32, %out: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<4x2xf32>
  return %y, %y2, %m2, %y3 : tensor<4x2xbf16>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>
}

// -----

// The exported pipeline's LayerNorm after elementwise fusion (small): the
// variance generic reads x minus the row sum over n, and both statistics'
// fills take one zero. mpopt-raise once read ops it had freed (a SIGSEGV
// on large models, valgrind here): the row sum and the zero, which two of
// the erased ops read, were erased and then looked at again.
// CHECK-LABEL: func.func @shared_zero
// CHECK-SAME: (%[[X:[^:]+]]: tensor<4x8xf32>, %[[G:[^:]+]]: tensor<8xf32>, %[[B:[^:]+]]: tensor<8xf32>)
// CHECK-NOT: linalg
// CHECK: %[[N:.+]] = mpopt.layer_norm %[[X]], %[[G]], %[[B]] axis(1)
// CHECK-NOT: linalg
// CHECK: return %[[N]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @shared_zero(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<4x8xbf16> {
  %eps = arith.constant 9.99999974E-6 : f32
  %n = arith.constant 8.0 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%z0 : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %var = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%z1 : tensor<4xf32>) {
  ^bb0(%in: f32, %s: f32, %acc: f32):
    %mean = arith.divf %s, %n : f32
    %d = arith.subf %in, %mean : f32
    %d2 = arith.mulf %d, %d : f32
    %a = arith.addf %d2, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x8xbf16>
  %y = linalg.generic {indexing_maps = [#id, #row, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %var, %g, %b : tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e2 : tensor<4x8xbf16>) {
  ^bb0(%in: f32, %s: f32, %v: f32, %gi: f32, %bi: f32, %out: bf16):
    %vn = arith.divf %v, %n : f32
    %ve = arith.addf %vn, %eps : f32
    %r = math.rsqrt %ve : f32
    %mean = arith.divf %s, %n : f32
    %d = arith.subf %in, %mean : f32
    %t = arith.mulf %d, %r : f32
    %tg = arith.mulf %t, %gi : f32
    %tb = arith.addf %tg, %bi : f32
    %o = arith.truncf %tb : f32 to bf16
    linalg.yield %o : bf16
  } -> tensor<4x8xbf16>
  return %y : tensor<4x8xbf16>
}

// -----

// Attention as torch-mlir writes it eagerly (matmuls and softmax already
// raised): Q.K^T with K^T a transpose, scores times a constant, plus a
// broadcast mask, softmax, .V; the key/value heads broadcast to the query
// heads (repeat_kv).
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#mask4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#rep_in = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#rep_out = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 1 attentions raised
// CHECK-LABEL: func.func @attention_eager
// CHECK-SAME: (%[[Q:.+]]: tensor<2x4x16x8xf32>, %[[K:.+]]: tensor<2x2x16x8xf32>, %[[V:.+]]: tensor<2x2x16x8xf32>, %[[M:.+]]: tensor<2x1x16x16xf32>)
// CHECK: %[[O:.+]] = mpopt.attention %[[Q]], %[[K]], %[[V]] mask(%[[M]] : tensor<2x1x16x16xf32>) scale(2.500000e-01) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32) : tensor<2x4x16x8xf32>, tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32> -> tensor<2x4x16x8xf32>
// CHECK-NOT: mpopt.matmul
// CHECK-NOT: mpopt.softmax
// CHECK: return %[[O]]
func.func @attention_eager(%q: tensor<2x4x16x8xf32>, %k: tensor<2x2x16x8xf32>, %v: tensor<2x2x16x8xf32>, %m: tensor<2x1x16x16xf32>) -> tensor<2x4x16x8xf32> {
  %c = arith.constant 2.500000e-01 : f32
  %e5 = tensor.empty() : tensor<2x2x2x16x8xf32>
  %kr = linalg.generic {indexing_maps = [#rep_in, #rep_out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%k : tensor<2x2x16x8xf32>) outs(%e5 : tensor<2x2x2x16x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x2x2x16x8xf32>
  %vr = linalg.generic {indexing_maps = [#rep_in, #rep_out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%v : tensor<2x2x16x8xf32>) outs(%e5 : tensor<2x2x2x16x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x2x2x16x8xf32>
  %k4 = tensor.collapse_shape %kr [[0], [1, 2], [3], [4]] : tensor<2x2x2x16x8xf32> into tensor<2x4x16x8xf32>
  %et = tensor.empty() : tensor<2x4x8x16xf32>
  %kt = linalg.transpose ins(%k4 : tensor<2x4x16x8xf32>) outs(%et : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2]
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %kt3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %s3 = mpopt.matmul %q3, %kt3 multiply(f32) accumulate(f32) : tensor<8x16x8xf32>, tensor<8x8x16xf32> -> tensor<8x16x16xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
  %e4 = tensor.empty() : tensor<2x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x16x16xf32>) outs(%e4 : tensor<2x4x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %c : f32
    linalg.yield %0 : f32
  } -> tensor<2x4x16x16xf32>
  %logits = linalg.generic {indexing_maps = [#map4, #mask4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled, %m : tensor<2x4x16x16xf32>, tensor<2x1x16x16xf32>) outs(%e4 : tensor<2x4x16x16xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.addf %in, %in_0 : f32
    linalg.yield %0 : f32
  } -> tensor<2x4x16x16xf32>
  %p = mpopt.softmax %logits axis(3) compute(f32) : tensor<2x4x16x16xf32> -> tensor<2x4x16x16xf32>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
  %v3 = tensor.collapse_shape %vr [[0, 1, 2], [3], [4]] : tensor<2x2x2x16x8xf32> into tensor<8x16x8xf32>
  %o3 = mpopt.matmul %p3, %v3 multiply(f32) accumulate(f32) : tensor<8x16x16xf32>, tensor<8x16x8xf32> -> tensor<8x16x8xf32>
  %o = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
  return %o : tensor<2x4x16x8xf32>
}

// -----

// A convolution reading a +0 padding takes it in; one padded with another
// value reads the pad. The second is raised with no padding.
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 2 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// CHECK-LABEL: func.func @conv_padding
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x3x8x8xf32>, %[[W:[^:]+]]: tensor<4x3x3x3xf32>
// The pad with 1.0 is the first.
// CHECK: %[[PAD:.+]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: %[[Y:.+]] = mpopt.conv %[[X]], %[[W]] layout<nchw_fchw> strides [1, 1] padding [1, 1, 1, 1] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32> -> tensor<1x4x8x8xf32>
// CHECK: %[[Z:.+]] = mpopt.conv %[[PAD]], %[[W]] layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32> -> tensor<1x4x8x8xf32>
// CHECK-NOT: linalg.conv
// CHECK: return %[[Y]], %[[Z]]
func.func @conv_padding(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %q = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %one : f32
  } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %i = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%p, %w : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%i : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %z = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%q, %w : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%i : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return %y, %z : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>
}

// -----

// The softmax in its reciprocal form (TOSA's) is the op's `reciprocal`.
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 1 attentions raised
// CHECK-LABEL: func.func @attention_reciprocal_softmax
// CHECK: mpopt.attention %{{.+}}, %{{.+}}, %{{.+}} scale(1.000000e+00) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32) reciprocal :
// CHECK-NOT: mpopt.softmax
func.func @attention_reciprocal_softmax(%q: tensor<1x2x4x8xf32>, %k: tensor<1x2x4x8xf32>, %v: tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32> {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<1x2x4x8xf32> into tensor<2x4x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<1x2x4x8xf32> into tensor<2x4x8xf32>
  %s3 = mpopt.matmul %q3, %k3 multiply(f32) accumulate(f32) transpose_rhs : tensor<2x4x8xf32>, tensor<2x4x8xf32> -> tensor<2x4x4xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32>
  %p = mpopt.softmax %s axis(3) reciprocal compute(f32) : tensor<1x2x4x4xf32> -> tensor<1x2x4x4xf32>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32>
  %v3 = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<1x2x4x8xf32> into tensor<2x4x8xf32>
  %o3 = mpopt.matmul %p3, %v3 multiply(f32) accumulate(f32) : tensor<2x4x4xf32>, tensor<2x4x8xf32> -> tensor<2x4x8xf32>
  %o = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [1, 2, 4, 8] : tensor<2x4x8xf32> into tensor<1x2x4x8xf32>
  return %o : tensor<1x2x4x8xf32>
}

// -----

// Convolutions left alone: one accumulating into a bias (torch-mlir's
// form of a biased convolution: the sum would start elsewhere), one
// rounding its operands to bf16 (a bf16 accumulator), and a generic
// summing over (kh, kw, c) in NCHW (another order than the named op's:
// not recognized as linalg.conv_2d_nchw_fchw).
// REMARK: remark: mpopt-raise: convolution not raised: accumulates into something other than +0
// REMARK: remark: mpopt-raise: convolution not raised: accumulates in a type mpopt.conv does not (only f32, f16)
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// CHECK-LABEL: func.func @conv_kept
// CHECK-NOT: mpopt.conv
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK: linalg.generic
// CHECK-NOT: mpopt.conv
func.func @conv_kept(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<1x4x6x6xf32>, %xb: tensor<1x3x8x8xbf16>, %wb: tensor<4x3x3x3xbf16>)
    -> (tensor<1x4x6x6xf32>, tensor<1x4x6x6xbf16>, tensor<1x4x6x6xf32>) {
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%b : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<1x4x6x6xbf16>
  %i = linalg.fill ins(%zero : bf16) outs(%e : tensor<1x4x6x6xbf16>) -> tensor<1x4x6x6xbf16>
  %z = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%xb, %wb : tensor<1x3x8x8xbf16>, tensor<4x3x3x3xbf16>) outs(%i : tensor<1x4x6x6xbf16>) -> tensor<1x4x6x6xbf16>
  %fzero = arith.constant 0.0 : f32
  %fe = tensor.empty() : tensor<1x4x6x6xf32>
  %fi = linalg.fill ins(%fzero : f32) outs(%fe : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(n, f, h, w, kh, kw, c) -> (n, c, h + kh, w + kw)>, affine_map<(n, f, h, w, kh, kw, c) -> (f, c, kh, kw)>, affine_map<(n, f, h, w, kh, kw, c) -> (n, f, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%fi : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %m = arith.mulf %in, %in_1 : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %y, %z, %g : tensor<1x4x6x6xf32>, tensor<1x4x6x6xbf16>, tensor<1x4x6x6xf32>
}

// -----

// A 3-D convolution is no form mpopt.conv takes: a remark says so; a
// pooling is no convolution and gets none.
// REMARK: remark: mpopt-raise: convolution not raised: not a convolution in a rank or layout mpopt.conv expresses
// REMARK-NOT: convolution not raised
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// CHECK-LABEL: func.func @conv_3d_kept
// CHECK: linalg.conv_3d_ndhwc_dhwcf
// CHECK: linalg.pooling_nchw_max
func.func @conv_3d_kept(%x: tensor<1x4x6x6x2xf32>, %w: tensor<3x3x3x2x8xf32>, %img: tensor<1x4x8x8xf32>) -> (tensor<1x2x4x4x8xf32>, tensor<1x4x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x4x4x8xf32>
  %i = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x4x4x8xf32>) -> tensor<1x2x4x4x8xf32>
  %y = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : vector<3xi64>, strides = dense<1> : vector<3xi64>}
      ins(%x, %w : tensor<1x4x6x6x2xf32>, tensor<3x3x3x2x8xf32>) outs(%i : tensor<1x2x4x4x8xf32>) -> tensor<1x2x4x4x8xf32>
  %lowest = arith.constant 0xFF800000 : f32
  %pe = tensor.empty() : tensor<1x4x4x4xf32>
  %pi = linalg.fill ins(%lowest : f32) outs(%pe : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%img, %window : tensor<1x4x8x8xf32>, tensor<2x2xf32>) outs(%pi : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %y, %p : tensor<1x2x4x4x8xf32>, tensor<1x4x4x4xf32>
}

// -----

// Autocast's attention (GPT-2's under mpopt-autocast): both products
// rounded to bf16 and widened back to f32 before the heads are expanded,
// no scaling. The attention writes the bf16 result, widened after it; the
// scores are bf16, converted exactly to the f32 logits.
#attn_map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#attn_mask = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 1 attentions raised
// CHECK-LABEL: func.func @attention_autocast
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x2x16x16xbf16>, %[[K:[^:]+]]: tensor<1x2x16x16xbf16>, %[[V:[^:]+]]: tensor<1x2x16x16xbf16>, %[[M:[^:]+]]: tensor<1x1x16x16xf32>)
// CHECK: %[[A:.+]] = mpopt.attention %[[Q]], %[[K]], %[[V]] mask(%[[M]] : tensor<1x1x16x16xf32>) scale(1.000000e+00) multiply(bf16) scores(bf16) logits(f32) softmax(f32) probabilities(bf16) : tensor<1x2x16x16xbf16>, tensor<1x2x16x16xbf16>, tensor<1x2x16x16xbf16> -> tensor<1x2x16x16xbf16>
// CHECK: %[[W:.+]] = mpopt.cast %[[A]] : tensor<1x2x16x16xbf16> to tensor<1x2x16x16xf32>
// CHECK-NOT: mpopt.matmul
// CHECK: return %[[W]]
func.func @attention_autocast(%q: tensor<1x2x16x16xbf16>, %k: tensor<1x2x16x16xbf16>, %v: tensor<1x2x16x16xbf16>, %m: tensor<1x1x16x16xf32>) -> tensor<1x2x16x16xf32> {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<1x2x16x16xbf16> into tensor<2x16x16xbf16>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<1x2x16x16xbf16> into tensor<2x16x16xbf16>
  %s3 = mpopt.matmul %q3, %k3 multiply(bf16) accumulate(f32) transpose_rhs : tensor<2x16x16xbf16>, tensor<2x16x16xbf16> -> tensor<2x16x16xf32>
  %sr = mpopt.cast %s3 : tensor<2x16x16xf32> to tensor<2x16x16xbf16>
  %sw = mpopt.cast %sr : tensor<2x16x16xbf16> to tensor<2x16x16xf32>
  %s = tensor.expand_shape %sw [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
  %e = tensor.empty() : tensor<1x2x16x16xf32>
  %logits = linalg.generic {indexing_maps = [#attn_map, #attn_mask, #attn_map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %m : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%e : tensor<1x2x16x16xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.addf %in, %in_0 : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x16x16xf32>
  %p = mpopt.softmax %logits axis(3) compute(f32) : tensor<1x2x16x16xf32> -> tensor<1x2x16x16xf32>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
  %pr = mpopt.cast %p3 : tensor<2x16x16xf32> to tensor<2x16x16xbf16>
  %v3 = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<1x2x16x16xbf16> into tensor<2x16x16xbf16>
  %o3 = mpopt.matmul %pr, %v3 multiply(bf16) accumulate(f32) : tensor<2x16x16xbf16>, tensor<2x16x16xbf16> -> tensor<2x16x16xf32>
  %or = mpopt.cast %o3 : tensor<2x16x16xf32> to tensor<2x16x16xbf16>
  %ow = mpopt.cast %or : tensor<2x16x16xbf16> to tensor<2x16x16xf32>
  %o = tensor.expand_shape %ow [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
  return %o : tensor<1x2x16x16xf32>
}

// -----

// torch-mlir's SDPA decomposition under autocast with a head dim of 64: q
// and k (f32) times sqrt(1/8) rounded to f32 (not a bf16 value), in f32,
// then rounded to bf16 by autocast's conversion for the batch matmul,
// after the heads were collapsed. The op scales them in f32 (scaling_type)
// and its conversion to the bf16 multiply type is that rounding; the scale
// is the f32 factor squared.
#sf_map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#sf_mask = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 1 attentions raised
// CHECK-LABEL: func.func @attention_scaled_f32
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x2x16x64xf32>, %[[K:[^:]+]]: tensor<1x2x16x64xf32>, %[[V:[^:]+]]: tensor<1x2x16x64xbf16>, %[[M:[^:]+]]: tensor<1x1x16x16xf32>)
// CHECK: mpopt.attention %[[Q]], %[[K]], %[[V]] mask(%[[M]] : tensor<1x1x16x16xf32>) scale(0.12499999572143228) scaling<operands> scaling_type(f32) multiply(bf16) scores(bf16) logits(f32) softmax(f32) probabilities(bf16) : tensor<1x2x16x64xf32>, tensor<1x2x16x64xf32>, tensor<1x2x16x64xbf16> -> tensor<1x2x16x64xbf16>
// CHECK-NOT: mpopt.matmul
func.func @attention_scaled_f32(%q: tensor<1x2x16x64xf32>, %k: tensor<1x2x16x64xf32>, %v: tensor<1x2x16x64xbf16>, %m: tensor<1x1x16x16xf32>) -> tensor<1x2x16x64xf32> {
  %c = arith.constant 0.35355339059327379 : f64
  %e = tensor.empty() : tensor<1x2x16x64xf32>
  %qs = linalg.generic {indexing_maps = [#sf_map, #sf_map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q : tensor<1x2x16x64xf32>) outs(%e : tensor<1x2x16x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %f = arith.truncf %c : f64 to f32
    %0 = arith.mulf %in, %f : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x16x64xf32>
  %ks = linalg.generic {indexing_maps = [#sf_map, #sf_map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k : tensor<1x2x16x64xf32>) outs(%e : tensor<1x2x16x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %f = arith.truncf %c : f64 to f32
    %0 = arith.mulf %in, %f : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x16x64xf32>
  %q3 = tensor.collapse_shape %qs [[0, 1], [2], [3]] : tensor<1x2x16x64xf32> into tensor<2x16x64xf32>
  %k3 = tensor.collapse_shape %ks [[0, 1], [2], [3]] : tensor<1x2x16x64xf32> into tensor<2x16x64xf32>
  %qb = mpopt.cast %q3 : tensor<2x16x64xf32> to tensor<2x16x64xbf16>
  %kb = mpopt.cast %k3 : tensor<2x16x64xf32> to tensor<2x16x64xbf16>
  %s3 = mpopt.matmul %qb, %kb multiply(bf16) accumulate(f32) transpose_rhs : tensor<2x16x64xbf16>, tensor<2x16x64xbf16> -> tensor<2x16x16xf32>
  %sr = mpopt.cast %s3 : tensor<2x16x16xf32> to tensor<2x16x16xbf16>
  %sw = mpopt.cast %sr : tensor<2x16x16xbf16> to tensor<2x16x16xf32>
  %s = tensor.expand_shape %sw [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
  %el = tensor.empty() : tensor<1x2x16x16xf32>
  %logits = linalg.generic {indexing_maps = [#sf_map, #sf_mask, #sf_map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %m : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%el : tensor<1x2x16x16xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.addf %in, %in_0 : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x16x16xf32>
  %p = mpopt.softmax %logits axis(3) compute(f32) : tensor<1x2x16x16xf32> -> tensor<1x2x16x16xf32>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
  %pr = mpopt.cast %p3 : tensor<2x16x16xf32> to tensor<2x16x16xbf16>
  %v3 = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<1x2x16x64xbf16> into tensor<2x16x64xbf16>
  %o3 = mpopt.matmul %pr, %v3 multiply(bf16) accumulate(f32) : tensor<2x16x16xbf16>, tensor<2x16x64xbf16> -> tensor<2x16x64xf32>
  %or = mpopt.cast %o3 : tensor<2x16x64xf32> to tensor<2x16x64xbf16>
  %ow = mpopt.cast %or : tensor<2x16x64xbf16> to tensor<2x16x64xf32>
  %o = tensor.expand_shape %ow [[0, 1], [2], [3]] output_shape [1, 2, 16, 64] : tensor<2x16x64xf32> into tensor<1x2x16x64xf32>
  return %o : tensor<1x2x16x64xf32>
}

// -----

// Grouped-query attention under autocast (a 7B-class layer): v's key/value
// heads broadcast to the query heads (repeat_kv), collapsed with the
// batch, then converted to bf16 for the batch matmul. The conversion
// commutes with the broadcast: the attention reads v's 2 heads converted.
#gv_map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#gv_in = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#gv_out = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 1 attentions raised
// CHECK-LABEL: func.func @attention_gqa_converted_values
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x8xbf16>, %[[K:[^:]+]]: tensor<1x2x16x8xbf16>, %[[V:[^:]+]]: tensor<1x2x16x8xf32>)
// CHECK: %[[VB:.+]] = mpopt.cast %[[V]] : tensor<1x2x16x8xf32> to tensor<1x2x16x8xbf16>
// CHECK: mpopt.attention %[[Q]], %[[K]], %[[VB]] scale(2.500000e-01) multiply(bf16) scores(f32) logits(f32) softmax(f32) probabilities(bf16) : tensor<1x4x16x8xbf16>, tensor<1x2x16x8xbf16>, tensor<1x2x16x8xbf16> -> tensor<1x4x16x8xf32>
// CHECK-NOT: mpopt.matmul
func.func @attention_gqa_converted_values(%q: tensor<1x4x16x8xbf16>, %k: tensor<1x2x16x8xbf16>, %v: tensor<1x2x16x8xf32>) -> tensor<1x4x16x8xf32> {
  %c = arith.constant 2.500000e-01 : f32
  %e5b = tensor.empty() : tensor<1x2x2x16x8xbf16>
  %e5 = tensor.empty() : tensor<1x2x2x16x8xf32>
  %kr = linalg.generic {indexing_maps = [#gv_in, #gv_out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%k : tensor<1x2x16x8xbf16>) outs(%e5b : tensor<1x2x2x16x8xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    linalg.yield %in : bf16
  } -> tensor<1x2x2x16x8xbf16>
  %vr = linalg.generic {indexing_maps = [#gv_in, #gv_out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%v : tensor<1x2x16x8xf32>) outs(%e5 : tensor<1x2x2x16x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x2x16x8xf32>
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<1x4x16x8xbf16> into tensor<4x16x8xbf16>
  %k3 = tensor.collapse_shape %kr [[0, 1, 2], [3], [4]] : tensor<1x2x2x16x8xbf16> into tensor<4x16x8xbf16>
  %s3 = mpopt.matmul %q3, %k3 multiply(bf16) accumulate(f32) transpose_rhs : tensor<4x16x8xbf16>, tensor<4x16x8xbf16> -> tensor<4x16x16xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
  %e4 = tensor.empty() : tensor<1x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#gv_map, #gv_map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x4x16x16xf32>) outs(%e4 : tensor<1x4x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %c : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x16x16xf32>
  %p = mpopt.softmax %scaled axis(3) compute(f32) : tensor<1x4x16x16xf32> -> tensor<1x4x16x16xf32>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
  %pb = mpopt.cast %p3 : tensor<4x16x16xf32> to tensor<4x16x16xbf16>
  %v3 = tensor.collapse_shape %vr [[0, 1, 2], [3], [4]] : tensor<1x2x2x16x8xf32> into tensor<4x16x8xf32>
  %vb = mpopt.cast %v3 : tensor<4x16x8xf32> to tensor<4x16x8xbf16>
  %o3 = mpopt.matmul %pb, %vb multiply(bf16) accumulate(f32) : tensor<4x16x16xbf16>, tensor<4x16x8xbf16> -> tensor<4x16x8xf32>
  %o = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [1, 4, 16, 8] : tensor<4x16x8xf32> into tensor<1x4x16x8xf32>
  return %o : tensor<1x4x16x8xf32>
}

// -----

// Autocast's round trip on the keys after their heads are broadcast: k
// rounded to bf16 and widened back to f32. The rounding commutes with the
// broadcast: the attention reads k rounded at [B, Hkv, S, D], the widening
// is its own conversion to the f32 multiply type.
#rt_map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#rt_in = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#rt_out = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 1 attentions raised
// CHECK-LABEL: func.func @attention_round_trip
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x8xf32>, %[[K:[^:]+]]: tensor<1x2x16x8xf32>, %[[V:[^:]+]]: tensor<1x2x16x8xf32>)
// CHECK: %[[KB:.+]] = mpopt.cast %[[K]] : tensor<1x2x16x8xf32> to tensor<1x2x16x8xbf16>
// CHECK: %[[O:.+]] = mpopt.attention %[[Q]], %[[KB]], %[[V]] scale(2.500000e-01) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32) : tensor<1x4x16x8xf32>, tensor<1x2x16x8xbf16>, tensor<1x2x16x8xf32> -> tensor<1x4x16x8xf32>
// CHECK: return %[[O]]
func.func @attention_round_trip(%q: tensor<1x4x16x8xf32>, %k: tensor<1x2x16x8xf32>, %v: tensor<1x2x16x8xf32>) -> tensor<1x4x16x8xf32> {
  %c = arith.constant 2.500000e-01 : f32
  %e5 = tensor.empty() : tensor<1x2x2x16x8xf32>
  %kr = linalg.generic {indexing_maps = [#rt_in, #rt_out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%k : tensor<1x2x16x8xf32>) outs(%e5 : tensor<1x2x2x16x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x2x16x8xf32>
  %vr = linalg.generic {indexing_maps = [#rt_in, #rt_out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%v : tensor<1x2x16x8xf32>) outs(%e5 : tensor<1x2x2x16x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x2x16x8xf32>
  %k4 = tensor.collapse_shape %kr [[0], [1, 2], [3], [4]] : tensor<1x2x2x16x8xf32> into tensor<1x4x16x8xf32>
  %kb = mpopt.cast %k4 : tensor<1x4x16x8xf32> to tensor<1x4x16x8xbf16>
  %kw = mpopt.cast %kb : tensor<1x4x16x8xbf16> to tensor<1x4x16x8xf32>
  %et = tensor.empty() : tensor<1x4x8x16xf32>
  %kt = linalg.transpose ins(%kw : tensor<1x4x16x8xf32>) outs(%et : tensor<1x4x8x16xf32>) permutation = [0, 1, 3, 2]
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
  %kt3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
  %s3 = mpopt.matmul %q3, %kt3 multiply(f32) accumulate(f32) : tensor<4x16x8xf32>, tensor<4x8x16xf32> -> tensor<4x16x16xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
  %e4 = tensor.empty() : tensor<1x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#rt_map, #rt_map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x4x16x16xf32>) outs(%e4 : tensor<1x4x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %c : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x16x16xf32>
  %p = mpopt.softmax %scaled axis(3) compute(f32) : tensor<1x4x16x16xf32> -> tensor<1x4x16x16xf32>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
  %v3 = tensor.collapse_shape %vr [[0, 1, 2], [3], [4]] : tensor<1x2x2x16x8xf32> into tensor<4x16x8xf32>
  %o3 = mpopt.matmul %p3, %v3 multiply(f32) accumulate(f32) : tensor<4x16x16xf32>, tensor<4x16x8xf32> -> tensor<4x16x8xf32>
  %o = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [1, 4, 16, 8] : tensor<4x16x8xf32> into tensor<1x4x16x8xf32>
  return %o : tensor<1x4x16x8xf32>
}

// -----

// linalg's named convolutions do not check their result's size: without a
// strides attribute the strides are 1, and this result (5x3) is a corner
// of the 9x9 one. mpopt.conv computes the whole result, so the op is left
// as it is (found by make fuzz: a raise that left IR the verifier refused).
// CHECK-LABEL: func.func @conv_result_too_small
// CHECK-NOT: mpopt.conv
// CHECK: linalg.conv_2d_nchw_fchw
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
func.func @conv_result_too_small(%x: tensor<1x3x11x11xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x5x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x5x3xf32>
  %i = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x5x3xf32>) -> tensor<1x4x5x3xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x3x11x11xf32>, tensor<4x3x3x3xf32>) outs(%i : tensor<1x4x5x3xf32>) -> tensor<1x4x5x3xf32>
  return %c : tensor<1x4x5x3xf32>
}

// -----

// BatchNorm from the batch's statistics, channels last and fused (as
// elementwise fusion leaves torch-mlir's sequence): sums over N, H and W
// per channel, the variance about the f32 mean, gamma and beta read at the
// channel. It becomes one mpopt.batch_norm over channel 3.

#nhwc = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d3)>

// CHECK-LABEL: func.func @batch_norm
// CHECK-SAME: (%[[X:.+]]: tensor<2x3x3x4xf32>, %[[G:.+]]: tensor<4xf32>, %[[B:.+]]: tensor<4xf32>)
// CHECK-NOT: linalg.generic
// CHECK: %[[N:.+]] = mpopt.batch_norm %[[X]], %[[G]], %[[B]] channel(3) epsilon({{.+}}) compute(f32) : tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32> -> tensor<2x3x3x4xf32>
// CHECK-NOT: linalg.generic
// CHECK: return %[[N]]
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 1 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
func.func @batch_norm(%x: tensor<2x3x3x4xf32>, %gamma: tensor<4xf32>, %beta: tensor<4xf32>) -> tensor<2x3x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 18.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#nhwc, #c], iterator_types = ["reduction", "reduction", "reduction", "parallel"]}
      ins(%x : tensor<2x3x3x4xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %sq = linalg.generic {indexing_maps = [#nhwc, #c, #c], iterator_types = ["reduction", "reduction", "reduction", "parallel"]}
      ins(%x, %sum : tensor<2x3x3x4xf32>, tensor<4xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %s: f32, %acc: f32):
    %mean = arith.divf %s, %n : f32
    %d = arith.subf %in, %mean : f32
    %d2 = arith.mulf %d, %d : f32
    %a = arith.addf %d2, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %o = tensor.empty() : tensor<2x3x3x4xf32>
  %y = linalg.generic {indexing_maps = [#nhwc, #c, #c, #c, #c, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %sum, %sq, %gamma, %beta : tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      outs(%o : tensor<2x3x3x4xf32>) {
  ^bb0(%in: f32, %s: f32, %q: f32, %g: f32, %b: f32, %out: f32):
    %mean = arith.divf %s, %n : f32
    %var = arith.divf %q, %n : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %d = arith.subf %in, %mean : f32
    %nn = arith.mulf %d, %rs : f32
    %sc = arith.mulf %nn, %g : f32
    %r = arith.addf %sc, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x3x3x4xf32>
  return %y : tensor<2x3x3x4xf32>
}

// -----

// The same statistics, but gamma differs along H and W: no per-channel
// affine map, so no batch norm; the remark says why as each norm.

#nhwc = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d3)>
#hw = affine_map<(d0, d1, d2, d3) -> (d1, d2)>

// CHECK-LABEL: func.func @batch_norm_spatial_gamma
// CHECK-NOT: mpopt.batch_norm
// CHECK: math.rsqrt
// REMARK: remark: mpopt-raise: not raised as a norm or softmax: as layer_norm: not (x - mean) * scale [* gamma] [+ beta] in f32 with mean = sum(x) / n, a row sum from 0; as batch_norm: not (x - mean) * scale [* gamma] [+ beta] in f32 with mean = sum(x) / n, a row sum from 0 (with dimension 3 as the channel, the last tried); as rms_norm:
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
func.func @batch_norm_spatial_gamma(%x: tensor<2x3x3x4xf32>, %gamma: tensor<3x3xf32>) -> tensor<2x3x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 18.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#nhwc, #c], iterator_types = ["reduction", "reduction", "reduction", "parallel"]}
      ins(%x : tensor<2x3x3x4xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %sq = linalg.generic {indexing_maps = [#nhwc, #c, #c], iterator_types = ["reduction", "reduction", "reduction", "parallel"]}
      ins(%x, %sum : tensor<2x3x3x4xf32>, tensor<4xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %s: f32, %acc: f32):
    %mean = arith.divf %s, %n : f32
    %d = arith.subf %in, %mean : f32
    %d2 = arith.mulf %d, %d : f32
    %a = arith.addf %d2, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %o = tensor.empty() : tensor<2x3x3x4xf32>
  %y = linalg.generic {indexing_maps = [#nhwc, #c, #c, #hw, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %sum, %sq, %gamma : tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3xf32>)
      outs(%o : tensor<2x3x3x4xf32>) {
  ^bb0(%in: f32, %s: f32, %q: f32, %g: f32, %out: f32):
    %mean = arith.divf %s, %n : f32
    %var = arith.divf %q, %n : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %d = arith.subf %in, %mean : f32
    %nn = arith.mulf %d, %rs : f32
    %sc = arith.mulf %nn, %g : f32
    linalg.yield %sc : f32
  } -> tensor<2x3x3x4xf32>
  return %y : tensor<2x3x3x4xf32>
}

// -----

// The eager form with heads of 8: torch-mlir writes 8 ** -0.5, which f32
// cannot hold, as an arith.truncf of an f64 constant in the scaling's body
// (no folder folds an inexact truncation); the scale is that f32 value.
#rs_map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 1 attentions raised
// CHECK-LABEL: func.func @attention_rounded_scale
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x2x16x8xf32>, %[[K:[^:]+]]: tensor<1x2x16x8xf32>, %[[V:[^:]+]]: tensor<1x2x16x8xf32>)
// CHECK: %[[O:.+]] = mpopt.attention %[[Q]], %[[K]], %[[V]] scale(0.35355338454246521) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
// CHECK: return %[[O]]
func.func @attention_rounded_scale(%q: tensor<1x2x16x8xf32>, %k: tensor<1x2x16x8xf32>, %v: tensor<1x2x16x8xf32>) -> tensor<1x2x16x8xf32> {
  %c = arith.constant 0.35355339059327379 : f64
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
  %s3 = mpopt.matmul %q3, %k3 multiply(f32) accumulate(f32) transpose_rhs : tensor<2x16x8xf32>, tensor<2x16x8xf32> -> tensor<2x16x16xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
  %e = tensor.empty() : tensor<1x2x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#rs_map, #rs_map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x2x16x16xf32>) outs(%e : tensor<1x2x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.truncf %c : f64 to f32
    %1 = arith.mulf %in, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x16x16xf32>
  %p = mpopt.softmax %scaled axis(3) compute(f32) : tensor<1x2x16x16xf32> -> tensor<1x2x16x16xf32>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
  %v3 = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
  %o3 = mpopt.matmul %p3, %v3 multiply(f32) accumulate(f32) : tensor<2x16x16xf32>, tensor<2x16x8xf32> -> tensor<2x16x8xf32>
  %o = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [1, 2, 16, 8] : tensor<2x16x8xf32> into tensor<1x2x16x8xf32>
  return %o : tensor<1x2x16x8xf32>
}

// -----

// TOSA's x^2 after tosa-to-linalg: math.powf by a splat 2.0 read from a
// constant tensor; gamma a [1, C] constant. powf(x, 2.0) is x * x
// (docs/numerics.md): an RMSNorm, gamma collapsed to [C].
#pw_id = affine_map<(d0, d1) -> (d0, d1)>
#pw_splat = affine_map<(d0, d1) -> (0, 0)>
#pw_row = affine_map<(d0, d1) -> (d0, 0)>
#pw_col = affine_map<(d0, d1) -> (0, d1)>
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 1 RMS norms and 0 attentions raised
// CHECK-LABEL: func.func @rms_norm_powf
// CHECK-SAME: (%[[X:[^:]+]]: tensor<4x8xf32>, %[[G:[^:]+]]: tensor<1x8xf32>)
// CHECK: %[[G1:.+]] = tensor.collapse_shape %[[G]] {{\[}}[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
// CHECK: %[[N:.+]] = mpopt.rms_norm %[[X]], %[[G1]] axis(1) epsilon({{.+}}) compute(f32) : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
// CHECK-NOT: linalg.generic
// CHECK: return %[[N]]
func.func @rms_norm_powf(%x: tensor<4x8xf32>, %gamma: tensor<1x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant dense<2.0> : tensor<1x1xf32>
  %n = arith.constant dense<1.250000e-01> : tensor<1x1xf32>
  %eps = arith.constant dense<1.0e-06> : tensor<1x1xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [#pw_id, #pw_splat, #pw_id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %two : tensor<4x8xf32>, tensor<1x1xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %0 = math.powf %in, %p : f32
    linalg.yield %0 : f32
  } -> tensor<4x8xf32>
  %er = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.reduce ins(%sq : tensor<4x8xf32>) outs(%z : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  %sum2 = tensor.expand_shape %sum [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %e1 = tensor.empty() : tensor<4x1xf32>
  %rs = linalg.generic {indexing_maps = [#pw_id, #pw_splat, #pw_splat, #pw_id], iterator_types = ["parallel", "parallel"]}
      ins(%sum2, %n, %eps : tensor<4x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) outs(%e1 : tensor<4x1xf32>) {
  ^bb0(%s: f32, %c: f32, %ep: f32, %out: f32):
    %0 = arith.mulf %s, %c : f32
    %1 = arith.addf %0, %ep : f32
    %2 = math.rsqrt %1 : f32
    linalg.yield %2 : f32
  } -> tensor<4x1xf32>
  %y = linalg.generic {indexing_maps = [#pw_id, #pw_row, #pw_col, #pw_id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %rs, %gamma : tensor<4x8xf32>, tensor<4x1xf32>, tensor<1x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %r: f32, %g: f32, %out: f32):
    %0 = arith.mulf %in, %r : f32
    %1 = arith.mulf %0, %g : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// A UNet's single-head attention, as torch.bmm writes it over [B, C, HW]:
// the scores Q^T . K (q read transposed), the output V . P^T with P^T a
// transpose of the softmax: one head per batch, q, k and v transposed to
// [B, 1, HW, C], the result transposed back to [B, C, HW].
#un_map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 1 attentions raised
// CHECK-LABEL: func.func @attention_unet
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x32x64xf32>, %[[K:[^:]+]]: tensor<1x32x64xf32>, %[[V:[^:]+]]: tensor<1x32x64xf32>)
// CHECK: %[[A:.+]] = mpopt.attention %{{.+}}, %{{.+}}, %{{.+}} scale(0.1767766922712326) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32) : tensor<1x1x64x32xf32>, tensor<1x1x64x32xf32>, tensor<1x1x64x32xf32> -> tensor<1x1x64x32xf32>
// CHECK: %[[C:.+]] = tensor.collapse_shape %[[A]] {{\[}}[0, 1], [2], [3]] : tensor<1x1x64x32xf32> into tensor<1x64x32xf32>
// CHECK: %[[O:.+]] = linalg.transpose ins(%[[C]] : tensor<1x64x32xf32>) outs(%{{.+}} : tensor<1x32x64xf32>) permutation = [0, 2, 1]
// CHECK-NOT: mpopt.matmul
// CHECK: return %[[O]]
func.func @attention_unet(%q: tensor<1x32x64xf32>, %k: tensor<1x32x64xf32>, %v: tensor<1x32x64xf32>) -> tensor<1x32x64xf32> {
  %c = arith.constant 0.17677669529663687 : f64
  %s = mpopt.matmul %q, %k multiply(f32) accumulate(f32) transpose_lhs : tensor<1x32x64xf32>, tensor<1x32x64xf32> -> tensor<1x64x64xf32>
  %e = tensor.empty() : tensor<1x64x64xf32>
  %scaled = linalg.generic {indexing_maps = [#un_map, #un_map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<1x64x64xf32>) outs(%e : tensor<1x64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.truncf %c : f64 to f32
    %1 = arith.mulf %in, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<1x64x64xf32>
  %p = mpopt.softmax %scaled axis(2) compute(f32) : tensor<1x64x64xf32> -> tensor<1x64x64xf32>
  %pt = linalg.transpose ins(%p : tensor<1x64x64xf32>) outs(%e : tensor<1x64x64xf32>) permutation = [0, 2, 1]
  %o = mpopt.matmul %v, %pt multiply(f32) accumulate(f32) : tensor<1x32x64xf32>, tensor<1x64x64xf32> -> tensor<1x32x64xf32>
  return %o : tensor<1x32x64xf32>
}

// -----

// A decoder's mask `select(causal & padding, 0, -inf)` (transformers'):
// the causal part, evaluated from its indices, becomes `causal
// causal_fill(-inf)`; the mask keeps `select(padding, 0, -inf)` at the
// padding's [2, 1, 1, 16], one for both attentions that read it.
#cm_id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#cm_causal = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#cm_padding = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#cm_scalar = affine_map<(d0, d1, d2, d3) -> ()>
// CHECK-LABEL: func.func @causal_mask
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<2x2x16x8xf32>, %[[K:[^:]+]]: tensor<2x2x16x8xf32>, %[[V:[^:]+]]: tensor<2x2x16x8xf32>, %[[P:[^:]+]]: tensor<2x1x1x16xi1>)
// CHECK: %[[REST:.+]] = linalg.generic {{.+}} ins(%[[P]], %{{.+}}, %{{.+}} : tensor<2x1x1x16xi1>, tensor<f32>, tensor<f32>) outs(%{{.+}} : tensor<2x1x1x16xf32>)
// CHECK: %[[A:.+]] = mpopt.attention %[[Q]], %[[K]], %[[V]] mask(%[[REST]] : tensor<2x1x1x16xf32>) scale(2.500000e-01) causal causal_fill(0xFFF0000000000000) multiply(f32)
// CHECK: mpopt.attention %[[A]], %[[K]], %[[V]] mask(%[[REST]] : tensor<2x1x1x16xf32>) scale(2.500000e-01) causal causal_fill(0xFFF0000000000000) multiply(f32)
// CHECK-NOT: linalg.generic
func.func @causal_mask(%q: tensor<2x2x16x8xf32>, %k: tensor<2x2x16x8xf32>, %v: tensor<2x2x16x8xf32>, %padding: tensor<2x1x1x16xi1>) -> tensor<2x2x16x8xf32> {
  %zero = arith.constant dense<0.0> : tensor<f32>
  %fill = arith.constant dense<0xFF800000> : tensor<f32>
  %ce = tensor.empty() : tensor<1x1x16x16xi1>
  %causal = linalg.generic {indexing_maps = [#cm_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%ce : tensor<1x1x16x16xi1>) {
  ^bb0(%out: i1):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %le = arith.cmpi ule, %j, %i : index
    linalg.yield %le : i1
  } -> tensor<1x1x16x16xi1>
  %be = tensor.empty() : tensor<2x1x16x16xi1>
  %both = linalg.generic {indexing_maps = [#cm_causal, #cm_padding, #cm_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal, %padding : tensor<1x1x16x16xi1>, tensor<2x1x1x16xi1>) outs(%be : tensor<2x1x16x16xi1>) {
  ^bb0(%c: i1, %p: i1, %out: i1):
    %a = arith.andi %c, %p : i1
    linalg.yield %a : i1
  } -> tensor<2x1x16x16xi1>
  %me = tensor.empty() : tensor<2x1x16x16xf32>
  %mask = linalg.generic {indexing_maps = [#cm_id, #cm_scalar, #cm_scalar, #cm_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%both, %zero, %fill : tensor<2x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%me : tensor<2x1x16x16xf32>) {
  ^bb0(%b: i1, %z: f32, %f: f32, %out: f32):
    %s = arith.select %b, %z, %f : f32
    linalg.yield %s : f32
  } -> tensor<2x1x16x16xf32>
  %o = mpopt.attention %q, %k, %v mask(%mask : tensor<2x1x16x16xf32>) scale(0.25) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32> -> tensor<2x2x16x8xf32>
  %o2 = mpopt.attention %o, %k, %v mask(%mask : tensor<2x1x16x16xf32>) scale(0.25) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32> -> tensor<2x2x16x8xf32>
  return %o2 : tensor<2x2x16x8xf32>
}

// -----

// The causal part written otherwise: i32 positions (truncated from i64),
// `row >= column` as the negation of `column > row` (xori with true), the
// padding first in the `and`: raised the same. A part that reads an
// argument (%limit) is not evaluated: kept as it is.
#cw_id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#cw_causal = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#cw_padding = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#cw_scalar = affine_map<(d0, d1, d2, d3) -> ()>
// CHECK-LABEL: func.func @causal_written_otherwise
// CHECK: mpopt.attention {{.+}} mask({{.+}} : tensor<2x1x1x16xf32>) scale(2.500000e-01) causal causal_fill(-3.4028234663852886E+38)
// CHECK: mpopt.attention {{.+}} mask({{.+}} : tensor<2x1x16x16xf32>) scale(2.500000e-01) multiply(f32)
func.func @causal_written_otherwise(%q: tensor<2x2x16x8xf32>, %k: tensor<2x2x16x8xf32>, %v: tensor<2x2x16x8xf32>, %padding: tensor<2x1x1x16xi1>, %limit: tensor<1x1x16x16xi32>) -> (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) {
  %zero = arith.constant dense<0.0> : tensor<f32>
  %fill = arith.constant dense<-3.40282347E+38> : tensor<f32>
  %true = arith.constant true
  %ce = tensor.empty() : tensor<1x1x16x16xi1>
  %causal = linalg.generic {indexing_maps = [#cw_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%ce : tensor<1x1x16x16xi1>) {
  ^bb0(%out: i1):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %i64 = arith.index_cast %i : index to i64
    %j64 = arith.index_castui %j : index to i64
    %i32 = arith.trunci %i64 : i64 to i32
    %j32 = arith.trunci %j64 : i64 to i32
    %gt = arith.cmpi sgt, %j32, %i32 : i32
    %le = arith.xori %gt, %true : i1
    linalg.yield %le : i1
  } -> tensor<1x1x16x16xi1>
  %dependent = linalg.generic {indexing_maps = [#cw_id, #cw_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%limit : tensor<1x1x16x16xi32>) outs(%ce : tensor<1x1x16x16xi1>) {
  ^bb0(%l: i32, %out: i1):
    %j = linalg.index 3 : index
    %j32 = arith.index_cast %j : index to i32
    %le = arith.cmpi sle, %j32, %l : i32
    linalg.yield %le : i1
  } -> tensor<1x1x16x16xi1>
  %be = tensor.empty() : tensor<2x1x16x16xi1>
  %me = tensor.empty() : tensor<2x1x16x16xf32>
  %both = linalg.generic {indexing_maps = [#cw_padding, #cw_causal, #cw_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padding, %causal : tensor<2x1x1x16xi1>, tensor<1x1x16x16xi1>) outs(%be : tensor<2x1x16x16xi1>) {
  ^bb0(%p: i1, %c: i1, %out: i1):
    %a = arith.andi %p, %c : i1
    linalg.yield %a : i1
  } -> tensor<2x1x16x16xi1>
  %mask = linalg.generic {indexing_maps = [#cw_id, #cw_scalar, #cw_scalar, #cw_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%both, %zero, %fill : tensor<2x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%me : tensor<2x1x16x16xf32>) {
  ^bb0(%b: i1, %z: f32, %f: f32, %out: f32):
    %s = arith.select %b, %z, %f : f32
    linalg.yield %s : f32
  } -> tensor<2x1x16x16xf32>
  %both2 = linalg.generic {indexing_maps = [#cw_padding, #cw_causal, #cw_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padding, %dependent : tensor<2x1x1x16xi1>, tensor<1x1x16x16xi1>) outs(%be : tensor<2x1x16x16xi1>) {
  ^bb0(%p: i1, %c: i1, %out: i1):
    %a = arith.andi %p, %c : i1
    linalg.yield %a : i1
  } -> tensor<2x1x16x16xi1>
  %mask2 = linalg.generic {indexing_maps = [#cw_id, #cw_scalar, #cw_scalar, #cw_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%both2, %zero, %fill : tensor<2x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%me : tensor<2x1x16x16xf32>) {
  ^bb0(%b: i1, %z: f32, %f: f32, %out: f32):
    %s = arith.select %b, %z, %f : f32
    linalg.yield %s : f32
  } -> tensor<2x1x16x16xf32>
  %o = mpopt.attention %q, %k, %v mask(%mask : tensor<2x1x16x16xf32>) scale(0.25) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32> -> tensor<2x2x16x8xf32>
  %o2 = mpopt.attention %q, %k, %v mask(%mask2 : tensor<2x1x16x16xf32>) scale(0.25) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32> -> tensor<2x2x16x8xf32>
  return %o, %o2 : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>
}

// -----

// The causal part through signed clamps, unsigned compares and a widening
// round trip of the boolean: raised the same.
#cu_id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#cu_causal = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#cu_padding = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#cu_scalar = affine_map<(d0, d1, d2, d3) -> ()>
// CHECK-LABEL: func.func @causal_unsigned
// CHECK: mpopt.attention {{.+}} mask({{.+}} : tensor<2x1x1x16xf32>) scale(2.500000e-01) causal causal_fill(0xFFF0000000000000)
func.func @causal_unsigned(%q: tensor<2x2x16x8xf32>, %k: tensor<2x2x16x8xf32>, %v: tensor<2x2x16x8xf32>, %padding: tensor<2x1x1x16xi1>) -> tensor<2x2x16x8xf32> {
  %zero = arith.constant dense<0.0> : tensor<f32>
  %fill = arith.constant dense<0xFF800000> : tensor<f32>
  %c0 = arith.constant 0 : i64
  %c100 = arith.constant 100 : i64
  %true = arith.constant true
  %ce = tensor.empty() : tensor<1x1x16x16xi1>
  %causal = linalg.generic {indexing_maps = [#cu_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%ce : tensor<1x1x16x16xi1>) {
  ^bb0(%out: i1):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %i64 = arith.index_cast %i : index to i64
    %j64 = arith.index_cast %j : index to i64
    %jm = arith.maxsi %j64, %c0 : i64
    %im = arith.minsi %i64, %c100 : i64
    %ge = arith.cmpi uge, %im, %jm : i64
    %wide = arith.extui %ge : i1 to i8
    %back = arith.trunci %wide : i8 to i1
    %gt = arith.cmpi ugt, %jm, %im : i64
    %not = arith.xori %gt, %true : i1
    %both = arith.andi %back, %not : i1
    linalg.yield %both : i1
  } -> tensor<1x1x16x16xi1>
  %be = tensor.empty() : tensor<2x1x16x16xi1>
  %both = linalg.generic {indexing_maps = [#cu_causal, #cu_padding, #cu_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal, %padding : tensor<1x1x16x16xi1>, tensor<2x1x1x16xi1>) outs(%be : tensor<2x1x16x16xi1>) {
  ^bb0(%c: i1, %p: i1, %out: i1):
    %a = arith.andi %c, %p : i1
    linalg.yield %a : i1
  } -> tensor<2x1x16x16xi1>
  %me = tensor.empty() : tensor<2x1x16x16xf32>
  %mask = linalg.generic {indexing_maps = [#cu_id, #cu_scalar, #cu_scalar, #cu_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%both, %zero, %fill : tensor<2x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%me : tensor<2x1x16x16xf32>) {
  ^bb0(%b: i1, %z: f32, %f: f32, %out: f32):
    %s = arith.select %b, %z, %f : f32
    linalg.yield %s : f32
  } -> tensor<2x1x16x16xf32>
  %o = mpopt.attention %q, %k, %v mask(%mask : tensor<2x1x16x16xf32>) scale(0.25) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32> -> tensor<2x2x16x8xf32>
  return %o : tensor<2x2x16x8xf32>
}

// -----

// GroupNorm(2, 4) over [1, 4, 2] as torch decomposes it: statistics of x
// viewed as [1, 2, 2, 2] (the mean in f32, the variance in f64), the
// factors a = rsqrt(var + eps) * gamma and b = -mean * a + beta on
// [1, 2, 2, 1], gathered to [1, 4] by index tensors, y = x * a + b.
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 1 group norms, 0 RMS norms and 0 attentions raised
// CHECK-LABEL: func.func @group_norm
// CHECK-SAME: (%[[X:.+]]: tensor<1x4x2xf32>, %[[G:.+]]: tensor<4xf32>, %[[B:.+]]: tensor<4xf32>)
// CHECK: %[[N:.+]] = mpopt.group_norm %[[X]], %[[G]], %[[B]] groups(2) epsilon(9.9999997473787516E-6) compute(f32) variance(f64) folded : tensor<1x4x2xf32>, tensor<4xf32>, tensor<4xf32> -> tensor<1x4x2xf32>
// CHECK-NOT: linalg.generic
// CHECK: return %[[N]]
func.func @group_norm(%x: tensor<1x4x2xf32>, %g: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<1x4x2xf32> {
  %zero64 = arith.constant 0.000000e+00 : f64
  %zero32 = arith.constant 0.000000e+00 : f32
  %eps64 = arith.constant 1.000000e-05 : f64
  %c0_i64 = arith.constant 0 : i64
  %c1_i64 = arith.constant 1 : i64
  %c2_i64 = arith.constant 2 : i64
  %cnt64_p = arith.constant 4.0 : f64
  %cnt32_p = arith.constant 4.0 : f32
  %pc = tensor.collapse_shape %x [[0], [1], [2]] : tensor<1x4x2xf32> into tensor<1x4x2xf32>
  %pg = tensor.expand_shape %pc [[0], [1, 2], [3]] output_shape [1, 2, 2, 2] : tensor<1x4x2xf32> into tensor<1x2x2x2xf32>
  %pe64 = tensor.empty() : tensor<1x2x2x2xf64>
  %pw = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pg : tensor<1x2x2x2xf32>) outs(%pe64 : tensor<1x2x2x2xf64>) {
  ^bb0(%in: f32, %out: f64):
    %r = arith.extf %in : f32 to f64
    linalg.yield %r : f64
  } -> tensor<1x2x2x2xf64>
  %ps64e = tensor.empty() : tensor<1x2x1x1xf64>
  %pz64 = linalg.fill ins(%zero64 : f64) outs(%ps64e : tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64>
  %psum64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%pw : tensor<1x2x2x2xf64>) outs(%pz64 : tensor<1x2x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.addf %in, %out : f64
    linalg.yield %r : f64
  } -> tensor<1x2x1x1xf64>
  %pmean64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%psum64 : tensor<1x2x1x1xf64>) outs(%ps64e : tensor<1x2x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.divf %in, %cnt64_p : f64
    linalg.yield %r : f64
  } -> tensor<1x2x1x1xf64>
  %pd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pw, %pmean64 : tensor<1x2x2x2xf64>, tensor<1x2x1x1xf64>) outs(%pe64 : tensor<1x2x2x2xf64>) {
  ^bb0(%in: f64, %m: f64, %out: f64):
    %r = arith.subf %in, %m : f64
    linalg.yield %r : f64
  } -> tensor<1x2x2x2xf64>
  %pd2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pd, %pd : tensor<1x2x2x2xf64>, tensor<1x2x2x2xf64>) outs(%pe64 : tensor<1x2x2x2xf64>) {
  ^bb0(%in: f64, %in2: f64, %out: f64):
    %r = arith.mulf %in, %in2 : f64
    linalg.yield %r : f64
  } -> tensor<1x2x2x2xf64>
  %pss64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%pd2 : tensor<1x2x2x2xf64>) outs(%pz64 : tensor<1x2x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.addf %in, %out : f64
    linalg.yield %r : f64
  } -> tensor<1x2x1x1xf64>
  %pvar64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pss64 : tensor<1x2x1x1xf64>) outs(%ps64e : tensor<1x2x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.divf %in, %cnt64_p : f64
    linalg.yield %r : f64
  } -> tensor<1x2x1x1xf64>
  %ps32e = tensor.empty() : tensor<1x2x1x1xf32>
  %pvar = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pvar64 : tensor<1x2x1x1xf64>) outs(%ps32e : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f64, %out: f32):
    %r = arith.truncf %in : f64 to f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x1xf32>
  %pz32 = linalg.fill ins(%zero32 : f32) outs(%ps32e : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %psum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%pg : tensor<1x2x2x2xf32>) outs(%pz32 : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x1xf32>
  %pmean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%psum : tensor<1x2x1x1xf32>) outs(%ps32e : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %cnt32_p : f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x1xf32>
  %pve = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pvar : tensor<1x2x1x1xf32>) outs(%ps32e : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %eps = arith.truncf %eps64 : f64 to f32
    %r = arith.addf %in, %eps : f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x1xf32>
  %prstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pve : tensor<1x2x1x1xf32>) outs(%ps32e : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.rsqrt %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x1xf32>
  %pgam = tensor.expand_shape %g [[0, 1, 2, 3]] output_shape [1, 2, 2, 1] : tensor<4xf32> into tensor<1x2x2x1xf32>
  %pfe = tensor.empty() : tensor<1x2x2x1xf32>
  %pa = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%prstd, %pgam : tensor<1x2x1x1xf32>, tensor<1x2x2x1xf32>) outs(%pfe : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x2x1xf32>
  %pbet = tensor.expand_shape %b [[0, 1, 2, 3]] output_shape [1, 2, 2, 1] : tensor<4xf32> into tensor<1x2x2x1xf32>
  %pnm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pmean : tensor<1x2x1x1xf32>) outs(%ps32e : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.negf %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x1xf32>
  %pma = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pnm, %pa : tensor<1x2x1x1xf32>, tensor<1x2x2x1xf32>) outs(%pfe : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x2x1xf32>
  %pb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pma, %pbet : tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>) outs(%pfe : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.addf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x2x1xf32>
  %pi0 = arith.constant dense<[[0, 0, 0, 0]]> : tensor<1x4xi64>
  %pi1 = arith.constant dense<[[0, 0, 1, 1]]> : tensor<1x4xi64>
  %pi2 = arith.constant dense<[[0, 1, 0, 1]]> : tensor<1x4xi64>
  %pi3 = arith.constant dense<[[0, 0, 0, 0]]> : tensor<1x4xi64>
  %ppe = tensor.empty() : tensor<1x4xf32>
  %pac = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%pi0, %pi1, %pi2, %pi3 : tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xi64>) outs(%ppe : tensor<1x4xf32>) {
  ^bb0(%i0: i64, %i1: i64, %i2: i64, %i3: i64, %out: f32):
    %n0 = arith.cmpi slt, %i0, %c0_i64 : i64
    %w0 = arith.addi %i0, %c1_i64 : i64
    %s0 = arith.select %n0, %w0, %i0 : i64
    %ix0 = arith.index_cast %s0 : i64 to index
    %n1 = arith.cmpi slt, %i1, %c0_i64 : i64
    %w1 = arith.addi %i1, %c2_i64 : i64
    %s1 = arith.select %n1, %w1, %i1 : i64
    %ix1 = arith.index_cast %s1 : i64 to index
    %n2 = arith.cmpi slt, %i2, %c0_i64 : i64
    %w2 = arith.addi %i2, %c2_i64 : i64
    %s2 = arith.select %n2, %w2, %i2 : i64
    %ix2 = arith.index_cast %s2 : i64 to index
    %n3 = arith.cmpi slt, %i3, %c0_i64 : i64
    %w3 = arith.addi %i3, %c1_i64 : i64
    %s3 = arith.select %n3, %w3, %i3 : i64
    %ix3 = arith.index_cast %s3 : i64 to index
    %v = tensor.extract %pa[%ix0, %ix1, %ix2, %ix3] : tensor<1x2x2x1xf32>
    linalg.yield %v : f32
  } -> tensor<1x4xf32>
  %pbc = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%pi0, %pi1, %pi2, %pi3 : tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xi64>) outs(%ppe : tensor<1x4xf32>) {
  ^bb0(%i0: i64, %i1: i64, %i2: i64, %i3: i64, %out: f32):
    %n0 = arith.cmpi slt, %i0, %c0_i64 : i64
    %w0 = arith.addi %i0, %c1_i64 : i64
    %s0 = arith.select %n0, %w0, %i0 : i64
    %ix0 = arith.index_cast %s0 : i64 to index
    %n1 = arith.cmpi slt, %i1, %c0_i64 : i64
    %w1 = arith.addi %i1, %c2_i64 : i64
    %s1 = arith.select %n1, %w1, %i1 : i64
    %ix1 = arith.index_cast %s1 : i64 to index
    %n2 = arith.cmpi slt, %i2, %c0_i64 : i64
    %w2 = arith.addi %i2, %c2_i64 : i64
    %s2 = arith.select %n2, %w2, %i2 : i64
    %ix2 = arith.index_cast %s2 : i64 to index
    %n3 = arith.cmpi slt, %i3, %c0_i64 : i64
    %w3 = arith.addi %i3, %c1_i64 : i64
    %s3 = arith.select %n3, %w3, %i3 : i64
    %ix3 = arith.index_cast %s3 : i64 to index
    %v = tensor.extract %pb[%ix0, %ix1, %ix2, %ix3] : tensor<1x2x2x1xf32>
    linalg.yield %v : f32
  } -> tensor<1x4xf32>
  %pav = tensor.expand_shape %pac [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32>
  %pbv = tensor.expand_shape %pbc [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32>
  %pye = tensor.empty() : tensor<1x4x2xf32>
  %pxa = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %pav : tensor<1x4x2xf32>, tensor<1x4x1xf32>) outs(%pye : tensor<1x4x2xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x4x2xf32>
  %py = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pxa, %pbv : tensor<1x4x2xf32>, tensor<1x4x1xf32>) outs(%pye : tensor<1x4x2xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.addf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x4x2xf32>
  return %py : tensor<1x4x2xf32>
}

// -----

// The same with the gather's index tensors swapping channels 0 and 1: the
// per-channel view is not a reshape, so the factors of channel 0 are not
// its group's; nothing is raised.
// REMARK: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// CHECK-LABEL: func.func @group_norm_permuted
// CHECK-NOT: mpopt.group_norm
func.func @group_norm_permuted(%x: tensor<1x4x2xf32>, %g: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<1x4x2xf32> {
  %zero64 = arith.constant 0.000000e+00 : f64
  %zero32 = arith.constant 0.000000e+00 : f32
  %eps64 = arith.constant 1.000000e-05 : f64
  %c0_i64 = arith.constant 0 : i64
  %c1_i64 = arith.constant 1 : i64
  %c2_i64 = arith.constant 2 : i64
  %cnt64_p = arith.constant 4.0 : f64
  %cnt32_p = arith.constant 4.0 : f32
  %pc = tensor.collapse_shape %x [[0], [1], [2]] : tensor<1x4x2xf32> into tensor<1x4x2xf32>
  %pg = tensor.expand_shape %pc [[0], [1, 2], [3]] output_shape [1, 2, 2, 2] : tensor<1x4x2xf32> into tensor<1x2x2x2xf32>
  %pe64 = tensor.empty() : tensor<1x2x2x2xf64>
  %pw = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pg : tensor<1x2x2x2xf32>) outs(%pe64 : tensor<1x2x2x2xf64>) {
  ^bb0(%in: f32, %out: f64):
    %r = arith.extf %in : f32 to f64
    linalg.yield %r : f64
  } -> tensor<1x2x2x2xf64>
  %ps64e = tensor.empty() : tensor<1x2x1x1xf64>
  %pz64 = linalg.fill ins(%zero64 : f64) outs(%ps64e : tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64>
  %psum64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%pw : tensor<1x2x2x2xf64>) outs(%pz64 : tensor<1x2x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.addf %in, %out : f64
    linalg.yield %r : f64
  } -> tensor<1x2x1x1xf64>
  %pmean64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%psum64 : tensor<1x2x1x1xf64>) outs(%ps64e : tensor<1x2x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.divf %in, %cnt64_p : f64
    linalg.yield %r : f64
  } -> tensor<1x2x1x1xf64>
  %pd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pw, %pmean64 : tensor<1x2x2x2xf64>, tensor<1x2x1x1xf64>) outs(%pe64 : tensor<1x2x2x2xf64>) {
  ^bb0(%in: f64, %m: f64, %out: f64):
    %r = arith.subf %in, %m : f64
    linalg.yield %r : f64
  } -> tensor<1x2x2x2xf64>
  %pd2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pd, %pd : tensor<1x2x2x2xf64>, tensor<1x2x2x2xf64>) outs(%pe64 : tensor<1x2x2x2xf64>) {
  ^bb0(%in: f64, %in2: f64, %out: f64):
    %r = arith.mulf %in, %in2 : f64
    linalg.yield %r : f64
  } -> tensor<1x2x2x2xf64>
  %pss64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%pd2 : tensor<1x2x2x2xf64>) outs(%pz64 : tensor<1x2x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.addf %in, %out : f64
    linalg.yield %r : f64
  } -> tensor<1x2x1x1xf64>
  %pvar64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pss64 : tensor<1x2x1x1xf64>) outs(%ps64e : tensor<1x2x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.divf %in, %cnt64_p : f64
    linalg.yield %r : f64
  } -> tensor<1x2x1x1xf64>
  %ps32e = tensor.empty() : tensor<1x2x1x1xf32>
  %pvar = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pvar64 : tensor<1x2x1x1xf64>) outs(%ps32e : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f64, %out: f32):
    %r = arith.truncf %in : f64 to f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x1xf32>
  %pz32 = linalg.fill ins(%zero32 : f32) outs(%ps32e : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %psum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%pg : tensor<1x2x2x2xf32>) outs(%pz32 : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x1xf32>
  %pmean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%psum : tensor<1x2x1x1xf32>) outs(%ps32e : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %cnt32_p : f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x1xf32>
  %pve = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pvar : tensor<1x2x1x1xf32>) outs(%ps32e : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %eps = arith.truncf %eps64 : f64 to f32
    %r = arith.addf %in, %eps : f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x1xf32>
  %prstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pve : tensor<1x2x1x1xf32>) outs(%ps32e : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.rsqrt %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x1xf32>
  %pgam = tensor.expand_shape %g [[0, 1, 2, 3]] output_shape [1, 2, 2, 1] : tensor<4xf32> into tensor<1x2x2x1xf32>
  %pfe = tensor.empty() : tensor<1x2x2x1xf32>
  %pa = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%prstd, %pgam : tensor<1x2x1x1xf32>, tensor<1x2x2x1xf32>) outs(%pfe : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x2x1xf32>
  %pbet = tensor.expand_shape %b [[0, 1, 2, 3]] output_shape [1, 2, 2, 1] : tensor<4xf32> into tensor<1x2x2x1xf32>
  %pnm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pmean : tensor<1x2x1x1xf32>) outs(%ps32e : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.negf %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x1xf32>
  %pma = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pnm, %pa : tensor<1x2x1x1xf32>, tensor<1x2x2x1xf32>) outs(%pfe : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x2x1xf32>
  %pb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pma, %pbet : tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>) outs(%pfe : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.addf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x2x1xf32>
  %pi0 = arith.constant dense<[[0, 0, 0, 0]]> : tensor<1x4xi64>
  %pi1 = arith.constant dense<[[0, 0, 1, 1]]> : tensor<1x4xi64>
  %pi2 = arith.constant dense<[[1, 0, 0, 1]]> : tensor<1x4xi64>
  %pi3 = arith.constant dense<[[0, 0, 0, 0]]> : tensor<1x4xi64>
  %ppe = tensor.empty() : tensor<1x4xf32>
  %pac = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%pi0, %pi1, %pi2, %pi3 : tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xi64>) outs(%ppe : tensor<1x4xf32>) {
  ^bb0(%i0: i64, %i1: i64, %i2: i64, %i3: i64, %out: f32):
    %n0 = arith.cmpi slt, %i0, %c0_i64 : i64
    %w0 = arith.addi %i0, %c1_i64 : i64
    %s0 = arith.select %n0, %w0, %i0 : i64
    %ix0 = arith.index_cast %s0 : i64 to index
    %n1 = arith.cmpi slt, %i1, %c0_i64 : i64
    %w1 = arith.addi %i1, %c2_i64 : i64
    %s1 = arith.select %n1, %w1, %i1 : i64
    %ix1 = arith.index_cast %s1 : i64 to index
    %n2 = arith.cmpi slt, %i2, %c0_i64 : i64
    %w2 = arith.addi %i2, %c2_i64 : i64
    %s2 = arith.select %n2, %w2, %i2 : i64
    %ix2 = arith.index_cast %s2 : i64 to index
    %n3 = arith.cmpi slt, %i3, %c0_i64 : i64
    %w3 = arith.addi %i3, %c1_i64 : i64
    %s3 = arith.select %n3, %w3, %i3 : i64
    %ix3 = arith.index_cast %s3 : i64 to index
    %v = tensor.extract %pa[%ix0, %ix1, %ix2, %ix3] : tensor<1x2x2x1xf32>
    linalg.yield %v : f32
  } -> tensor<1x4xf32>
  %pbc = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%pi0, %pi1, %pi2, %pi3 : tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xi64>) outs(%ppe : tensor<1x4xf32>) {
  ^bb0(%i0: i64, %i1: i64, %i2: i64, %i3: i64, %out: f32):
    %n0 = arith.cmpi slt, %i0, %c0_i64 : i64
    %w0 = arith.addi %i0, %c1_i64 : i64
    %s0 = arith.select %n0, %w0, %i0 : i64
    %ix0 = arith.index_cast %s0 : i64 to index
    %n1 = arith.cmpi slt, %i1, %c0_i64 : i64
    %w1 = arith.addi %i1, %c2_i64 : i64
    %s1 = arith.select %n1, %w1, %i1 : i64
    %ix1 = arith.index_cast %s1 : i64 to index
    %n2 = arith.cmpi slt, %i2, %c0_i64 : i64
    %w2 = arith.addi %i2, %c2_i64 : i64
    %s2 = arith.select %n2, %w2, %i2 : i64
    %ix2 = arith.index_cast %s2 : i64 to index
    %n3 = arith.cmpi slt, %i3, %c0_i64 : i64
    %w3 = arith.addi %i3, %c1_i64 : i64
    %s3 = arith.select %n3, %w3, %i3 : i64
    %ix3 = arith.index_cast %s3 : i64 to index
    %v = tensor.extract %pb[%ix0, %ix1, %ix2, %ix3] : tensor<1x2x2x1xf32>
    linalg.yield %v : f32
  } -> tensor<1x4xf32>
  %pav = tensor.expand_shape %pac [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32>
  %pbv = tensor.expand_shape %pbc [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32>
  %pye = tensor.empty() : tensor<1x4x2xf32>
  %pxa = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %pav : tensor<1x4x2xf32>, tensor<1x4x1xf32>) outs(%pye : tensor<1x4x2xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x4x2xf32>
  %py = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pxa, %pbv : tensor<1x4x2xf32>, tensor<1x4x1xf32>) outs(%pye : tensor<1x4x2xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.addf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x4x2xf32>
  return %py : tensor<1x4x2xf32>
}

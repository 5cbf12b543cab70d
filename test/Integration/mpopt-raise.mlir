// The forms torch-mlir and TOSA leave after elementwise fusion, raised to
// mpopt ops and lowered back, against the originals, compiled for the
// CPU: bit for bit on special, normal and uniform inputs.
// - @centred: LayerNorm with d = x - mean a generic of its own, a row sum
//   of d^2, d * rsqrt(var + eps) * gamma + beta, eps an f64 constant
//   rounded to f32 -> mpopt.layer_norm.
// - @softmax_tosa: the maximum from the lowest finite f32, e * (1 / s)
//   -> mpopt.softmax reciprocal.
// - @rms_tosa: gamma * (x * rsqrt(sum(x^2) * fl(1/1536) + eps)), x^2 as
//   math.fpowi -> mpopt.rms_norm reciprocal.
// - @separate: a LayerNorm one op per generic (the mean and the scale
//   generics of their own over the rows): raised by mpopt-pipeline as it
//   is, and also with fuse-elementwise=true, which fuses the elementwise
//   generics first.
// - @torch_layer_norm: torch-mlir's LayerNorm (variance in f64) ->
//   mpopt.layer_norm ... variance(f64).
// - @sdpa_softmax: the SDPA softmax with its guard for rows of -infs: the
//   softmax is raised, the guard stays.
// - @layer_norm_reciprocal: TOSA's LayerNorm, means by fl(1/6) ->
//   mpopt.layer_norm reciprocal; with mixed forms, kept.
// - @t5_rms_bf16: T5's RMSNorm after .to(bf16): the variance of x widened
//   by a generic of its own, the product widening x again in its body ->
//   mpopt.rms_norm of the bf16 x.
// - @rms_powf: torch-mlir's TOSA export of an RMSNorm after tosa-to-linalg:
//   x^2 as math.powf by a splat 2.0 tensor, gamma a [1, 1, C] constant ->
//   mpopt.rms_norm of x and gamma collapsed to [C] (folded) (powf(x, 2.0) is x * x:
//   docs/numerics.md).
// - @attention_folded: a hand-written attention with the heads folded into
//   the batch (3-D torch.bmm, scores times head_dim ** -0.5 rounded from
//   f64, a [1, S, S] mask, a 3-D softmax) -> one mpopt.attention of one
//   head per batch; @attention_folded_kt: K^T given as such ([B, D, S]),
//   the scores divided by 8.
// - The UNet form (q^T read transposed, V . P^T): test/Models/unetblock-*
//   and test/Transforms/Raise/mpopt-raise.mlir.
// RUN: mpopt-opt %s --mpopt-raise=emit-remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=RAISED
// RUN: mpopt-compile %s --entry=centred --target=cpu -o %t.before.so
// RUN: mpopt-compile %s --entry=centred --target=cpu -o %t.raised.so "--pipeline=func.func(mpopt-raise,mpopt-lower-to-linalg)"
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist uniform --seed 3 | FileCheck %s
// RUN: mpopt-compile %s --entry=softmax_tosa --target=cpu -o %t.sm-before.so
// RUN: mpopt-compile %s --entry=softmax_tosa --target=cpu -o %t.sm-raised.so "--pipeline=func.func(mpopt-raise,mpopt-lower-to-linalg)"
// RUN: mpopt-run %t.sm-before.so --compare %t.sm-raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.sm-before.so --compare %t.sm-raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-run %t.sm-before.so --compare %t.sm-raised.so --dist uniform --seed 3 | FileCheck %s
// RAISED: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 1 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// RAISED: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 1 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 0 RMS norms and 0 attentions raised
// RAISED: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 0 group norms, 1 RMS norms and 0 attentions raised
// RUN: mpopt-compile %s --entry=rms_tosa --target=cpu -o %t.rms-before.so
// RUN: mpopt-compile %s --entry=rms_tosa --target=cpu -o %t.rms-raised.so "--pipeline=func.func(mpopt-raise,mpopt-lower-to-linalg)"
// RUN: mpopt-run %t.rms-before.so --compare %t.rms-raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.rms-before.so --compare %t.rms-raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-run %t.rms-before.so --compare %t.rms-raised.so --dist uniform --seed 3 | FileCheck %s
// RUN: mpopt-opt %s --mpopt-pipeline="export=false" | FileCheck %s --check-prefix=ONE-STEP
// RUN: mpopt-opt %s --mpopt-pipeline="export=false fuse-elementwise=true" | FileCheck %s --check-prefix=FUSED
// ONE-STEP-LABEL: func.func @separate
// ONE-STEP: mpopt.layer_norm %{{.+}} axis(1)
// ONE-STEP-NOT: linalg.generic
// ONE-STEP: return
// ONE-STEP-LABEL: func.func @torch_layer_norm
// ONE-STEP-SAME: (%[[X:[^:]+]]: tensor<4x8xf32>, %[[G:[^:]+]]: tensor<8xf32>, %[[B:[^:]+]]: tensor<8xf32>)
// ONE-STEP-NOT: linalg.generic
// ONE-STEP: %[[N:.+]] = mpopt.layer_norm %[[X]], %[[G]], %[[B]] axis(1) epsilon(9.9999997473787516E-6) compute(f32) variance(f64)
// ONE-STEP-NOT: linalg.generic
// ONE-STEP: return %[[N]]
// ONE-STEP-LABEL: func.func @sdpa_softmax
// ONE-STEP-SAME: (%[[X:[^:]+]]: tensor<2x4x8xf32>)
// ONE-STEP: %[[P:.+]] = mpopt.softmax %[[X]] axis(2) compute(f32)
// ONE-STEP: linalg.generic {{.+}} ins(%[[X]] :
// ONE-STEP: arith.cmpf oeq
// ONE-STEP: arith.andi
// ONE-STEP: linalg.generic {{.+}} ins(%{{.+}}, %{{.+}}, %[[P]] :
// ONE-STEP: arith.select
// ONE-STEP-LABEL: func.func @layer_norm_reciprocal
// ONE-STEP-SAME: (%[[X:[^:]+]]: tensor<4x6xf32>)
// ONE-STEP: %[[N:.+]] = mpopt.layer_norm %[[X]] axis(1) reciprocal epsilon({{.+}}) compute(f32) : tensor<4x6xf32> -> tensor<4x6xf32>
// ONE-STEP-NOT: mpopt.layer_norm
// ONE-STEP: return %[[N]]
// ONE-STEP-LABEL: func.func @layer_norm_mixed
// ONE-STEP-NOT: mpopt.layer_norm
// ONE-STEP: return
// FUSED-LABEL: func.func @separate
// FUSED: mpopt.layer_norm %{{.+}} axis(1)
// RUN: mpopt-compile %s --entry=separate --target=cpu -o %t.sep-before.so
// RUN: mpopt-compile %s --entry=separate --target=cpu -o %t.sep-fused.so "--pipeline=mpopt-pipeline{fuse-elementwise=true}"
// RUN: mpopt-compile %s --entry=separate --target=cpu -o %t.sep-one.so "--pipeline=mpopt-pipeline"
// RUN: mpopt-run %t.sep-before.so --compare %t.sep-fused.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.sep-before.so --compare %t.sep-fused.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-run %t.sep-before.so --compare %t.sep-one.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-compile %s --entry=torch_layer_norm --target=cpu -o %t.tln-before.so
// RUN: mpopt-compile %s --entry=torch_layer_norm --target=cpu -o %t.tln-raised.so "--pipeline=mpopt-pipeline"
// RUN: mpopt-run %t.tln-before.so --compare %t.tln-raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.tln-before.so --compare %t.tln-raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-run %t.tln-before.so --compare %t.tln-raised.so --dist uniform --seed 3 | FileCheck %s
// RUN: mpopt-compile %s --entry=layer_norm_reciprocal --target=cpu -o %t.lr-before.so
// RUN: mpopt-compile %s --entry=layer_norm_reciprocal --target=cpu -o %t.lr-raised.so "--pipeline=mpopt-pipeline"
// RUN: mpopt-run %t.lr-before.so --compare %t.lr-raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.lr-before.so --compare %t.lr-raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-compile %s --entry=sdpa_softmax --target=cpu -o %t.sd-before.so
// RUN: mpopt-compile %s --entry=sdpa_softmax --target=cpu -o %t.sd-raised.so "--pipeline=mpopt-pipeline"
// RUN: mpopt-run %t.sd-before.so --compare %t.sd-raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.sd-before.so --compare %t.sd-raised.so --dist normal --seed 2 | FileCheck %s
// ONE-STEP-LABEL: func.func @t5_rms_bf16
// ONE-STEP-SAME: (%[[X:[^:]+]]: tensor<2x16x64xbf16>)
// ONE-STEP: %[[N:.+]] = mpopt.rms_norm %[[X]] axis(2) epsilon({{.+}}) compute(f32) : tensor<2x16x64xbf16> -> tensor<2x16x64xf32>
// ONE-STEP: return %[[N]]
// RUN: mpopt-compile %s --entry=t5_rms_bf16 --target=cpu -o %t.t5-before.so
// RUN: mpopt-compile %s --entry=t5_rms_bf16 --target=cpu -o %t.t5-raised.so "--pipeline=mpopt-pipeline"
// RUN: mpopt-run %t.t5-before.so --compare %t.t5-raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.t5-before.so --compare %t.t5-raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-run %t.t5-before.so --compare %t.t5-raised.so --dist uniform --seed 3 | FileCheck %s
// ONE-STEP-LABEL: func.func @rms_powf
// ONE-STEP-SAME: (%[[X:[^:]+]]: tensor<2x4x16xf32>)
// ONE-STEP: %[[G:.+]] = arith.constant dense<[1.000000e+00, {{.+}}]> : tensor<16xf32>
// ONE-STEP: %[[N:.+]] = mpopt.rms_norm %[[X]], %[[G]] axis(2) epsilon({{.+}}) compute(f32) : tensor<2x4x16xf32>, tensor<16xf32> -> tensor<2x4x16xf32>
// ONE-STEP-NOT: linalg.generic
// ONE-STEP: return %[[N]]
// RUN: mpopt-compile %s --entry=rms_powf --target=cpu -o %t.pw-before.so
// RUN: mpopt-compile %s --entry=rms_powf --target=cpu -o %t.pw-raised.so "--pipeline=mpopt-pipeline"
// RUN: mpopt-run %t.pw-before.so --compare %t.pw-raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.pw-before.so --compare %t.pw-raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-run %t.pw-before.so --compare %t.pw-raised.so --dist uniform --seed 3 | FileCheck %s
// ONE-STEP-LABEL: func.func @attention_folded
// ONE-STEP: %[[A:.+]] = mpopt.attention {{.+}} mask({{.+}} : tensor<1x1x16x16xf32>) scale(0.1767766922712326) multiply(f32) {{.+}} -> tensor<6x1x16x32xf32>
// ONE-STEP: %[[O:.+]] = tensor.collapse_shape %[[A]] {{\[}}[0, 1], [2], [3]] : tensor<6x1x16x32xf32> into tensor<6x16x32xf32>
// ONE-STEP-NOT: mpopt.matmul
// ONE-STEP: return %[[O]]
// ONE-STEP-LABEL: func.func @attention_folded_kt
// ONE-STEP: mpopt.attention {{.+}} scale(1.250000e-01) scaling<divide>
// ONE-STEP-NOT: mpopt.matmul
// RUN: mpopt-compile %s --entry=attention_folded --target=cpu -o %t.af-before.so
// RUN: mpopt-compile %s --entry=attention_folded --target=cpu -o %t.af-raised.so "--pipeline=mpopt-pipeline"
// RUN: mpopt-run %t.af-before.so --compare %t.af-raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.af-before.so --compare %t.af-raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-compile %s --entry=attention_folded_kt --target=cpu -o %t.ak-before.so
// RUN: mpopt-compile %s --entry=attention_folded_kt --target=cpu -o %t.ak-raised.so "--pipeline=mpopt-pipeline"
// RUN: mpopt-run %t.ak-before.so --compare %t.ak-raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.ak-before.so --compare %t.ak-raised.so --dist normal --seed 2 | FileCheck %s
// CHECK: all outputs agree
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#vec = affine_map<(d0) -> (d0)>
func.func @centred(%x: tensor<16x128xf32>, %gamma: tensor<128xf32>, %beta: tensor<128xf32>) -> tensor<16x128xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 128.0 : f32
  %eps = arith.constant 1.0e-12 : f64
  %e = tensor.empty() : tensor<16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x128xf32>) outs(%z : tensor<16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<16xf32>
  %o = tensor.empty() : tensor<16x128xf32>
  %d = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<16x128xf32>, tensor<16xf32>) outs(%o : tensor<16x128xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %mean = arith.divf %s, %n : f32
    %c = arith.subf %in, %mean : f32
    linalg.yield %c : f32
  } -> tensor<16x128xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%d : tensor<16x128xf32>) outs(%z : tensor<16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.mulf %in, %in : f32
    %a = arith.addf %m, %acc : f32
    linalg.yield %a : f32
  } -> tensor<16xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d, %sq, %gamma, %beta : tensor<16x128xf32>, tensor<16xf32>, tensor<128xf32>, tensor<128xf32>)
      outs(%o : tensor<16x128xf32>) {
  ^bb0(%in: f32, %q: f32, %g: f32, %b: f32, %out: f32):
    %var = arith.divf %q, %n : f32
    %e32 = arith.truncf %eps : f64 to f32
    %ve = arith.addf %var, %e32 : f32
    %rs = math.rsqrt %ve : f32
    %nn = arith.mulf %in, %rs : f32
    %sc = arith.mulf %nn, %g : f32
    %r = arith.addf %sc, %b : f32
    linalg.yield %r : f32
  } -> tensor<16x128xf32>
  return %y : tensor<16x128xf32>
}

func.func @softmax_tosa(%x: tensor<12x40xf32>) -> tensor<12x40xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e_r = tensor.empty() : tensor<12xf32>
  %e = tensor.empty() : tensor<12x40xf32>
  %low = linalg.fill ins(%lowest : f32) outs(%e_r : tensor<12xf32>) -> tensor<12xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e_r : tensor<12xf32>) -> tensor<12xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<12x40xf32>) outs(%low : tensor<12xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<12xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<12x40xf32>, tensor<12xf32>) outs(%e : tensor<12x40xf32>) {
  ^bb0(%in: f32, %mx: f32, %out: f32):
    %d = arith.subf %in, %mx : f32
    %ee = math.exp %d : f32
    linalg.yield %ee : f32
  } -> tensor<12x40xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<12x40xf32>) outs(%z : tensor<12xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<12xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<12x40xf32>, tensor<12xf32>) outs(%e : tensor<12x40xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %r = arith.divf %one, %s : f32
    %d = arith.mulf %in, %r : f32
    linalg.yield %d : f32
  } -> tensor<12x40xf32>
  return %p : tensor<12x40xf32>
}

func.func @rms_tosa(%gamma: tensor<1536xf32>, %x: tensor<40x1536xf32>) -> tensor<40x1536xf32> {
  %zero = arith.constant 0.0 : f32
  %inv = arith.constant 6.51041686E-4 : f32
  %eps = arith.constant 9.99999997E-7 : f32
  %two = arith.constant 2 : i32
  %e = tensor.empty() : tensor<40xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<40xf32>) -> tensor<40xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<40x1536xf32>) outs(%z : tensor<40xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %p = math.fpowi %in, %two : f32, i32
    %a = arith.addf %p, %acc : f32
    linalg.yield %a : f32
  } -> tensor<40xf32>
  %o = tensor.empty() : tensor<40x1536xf32>
  %y = linalg.generic {indexing_maps = [#col, #id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%gamma, %x, %sq : tensor<1536xf32>, tensor<40x1536xf32>, tensor<40xf32>) outs(%o : tensor<40x1536xf32>) {
  ^bb0(%g: f32, %in: f32, %q: f32, %out: f32):
    %mean = arith.mulf %q, %inv : f32
    %ve = arith.addf %mean, %eps : f32
    %rs = math.rsqrt %ve : f32
    %nn = arith.mulf %in, %rs : f32
    %r = arith.mulf %g, %nn : f32
    linalg.yield %r : f32
  } -> tensor<40x1536xf32>
  return %y : tensor<40x1536xf32>
}

func.func @separate(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
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
  %mean = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}
      ins(%sum : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%s: f32, %out: f32):
    %m = arith.divf %s, %n : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %o = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean : tensor<4x8xf32>, tensor<4xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %c = arith.subf %in, %m : f32
    linalg.yield %c : f32
  } -> tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%d : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.mulf %in, %in : f32
    %a = arith.addf %m, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %scale = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}
      ins(%sq : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%q: f32, %out: f32):
    %v = arith.divf %q, %n : f32
    %ve = arith.addf %v, %eps : f32
    %rs = math.rsqrt %ve : f32
    linalg.yield %rs : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d, %scale : tensor<4x8xf32>, tensor<4xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%in: f32, %r: f32, %out: f32):
    %nn = arith.mulf %in, %r : f32
    linalg.yield %nn : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// torch-mlir's LayerNorm, one op per generic: the variance in f64 about a
// mean of its own (x widened), rounded to f32; the mean subtracted in f32;
// statistics kept as [.., 1]. One mpopt.layer_norm ... variance(f64).
#tm_id = affine_map<(d0, d1) -> (d0, d1)>
#tm_row = affine_map<(d0, d1) -> (d0, 0)>
#tm_col = affine_map<(d0, d1) -> (d1)>
func.func @torch_layer_norm(%x: tensor<4x8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<4x8xf32> {
  %zero64 = arith.constant 0.0 : f64
  %zero = arith.constant 0.0 : f32
  %n64 = arith.constant 8.0 : f64
  %n = arith.constant 8.0 : f32
  %eps64 = arith.constant 1.0e-05 : f64
  %e64 = tensor.empty() : tensor<4x8xf64>
  %wide = linalg.generic {indexing_maps = [#tm_id, #tm_id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e64 : tensor<4x8xf64>) {
  ^bb0(%in: f32, %out: f64):
    %w = arith.extf %in : f32 to f64
    linalg.yield %w : f64
  } -> tensor<4x8xf64>
  %r64 = tensor.empty() : tensor<4x1xf64>
  %z64 = linalg.fill ins(%zero64 : f64) outs(%r64 : tensor<4x1xf64>) -> tensor<4x1xf64>
  %sum64 = linalg.generic {indexing_maps = [#tm_id, #tm_row], iterator_types = ["parallel", "reduction"]}
      ins(%wide : tensor<4x8xf64>) outs(%z64 : tensor<4x1xf64>) {
  ^bb0(%in: f64, %acc: f64):
    %a = arith.addf %in, %acc : f64
    linalg.yield %a : f64
  } -> tensor<4x1xf64>
  %mean64 = linalg.generic {indexing_maps = [#tm_id, #tm_id], iterator_types = ["parallel", "parallel"]}
      ins(%sum64 : tensor<4x1xf64>) outs(%r64 : tensor<4x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %m = arith.divf %in, %n64 : f64
    linalg.yield %m : f64
  } -> tensor<4x1xf64>
  %d64 = linalg.generic {indexing_maps = [#tm_id, #tm_row, #tm_id], iterator_types = ["parallel", "parallel"]}
      ins(%wide, %mean64 : tensor<4x8xf64>, tensor<4x1xf64>) outs(%e64 : tensor<4x8xf64>) {
  ^bb0(%in: f64, %m: f64, %out: f64):
    %s = arith.subf %in, %m : f64
    linalg.yield %s : f64
  } -> tensor<4x8xf64>
  %sq64 = linalg.generic {indexing_maps = [#tm_id, #tm_id, #tm_id], iterator_types = ["parallel", "parallel"]}
      ins(%d64, %d64 : tensor<4x8xf64>, tensor<4x8xf64>) outs(%e64 : tensor<4x8xf64>) {
  ^bb0(%a: f64, %b: f64, %out: f64):
    %p = arith.mulf %a, %b : f64
    linalg.yield %p : f64
  } -> tensor<4x8xf64>
  %ssq64 = linalg.generic {indexing_maps = [#tm_id, #tm_row], iterator_types = ["parallel", "reduction"]}
      ins(%sq64 : tensor<4x8xf64>) outs(%z64 : tensor<4x1xf64>) {
  ^bb0(%in: f64, %acc: f64):
    %a = arith.addf %in, %acc : f64
    linalg.yield %a : f64
  } -> tensor<4x1xf64>
  %var64 = linalg.generic {indexing_maps = [#tm_id, #tm_id], iterator_types = ["parallel", "parallel"]}
      ins(%ssq64 : tensor<4x1xf64>) outs(%r64 : tensor<4x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %v = arith.divf %in, %n64 : f64
    linalg.yield %v : f64
  } -> tensor<4x1xf64>
  %r32 = tensor.empty() : tensor<4x1xf32>
  %var = linalg.generic {indexing_maps = [#tm_id, #tm_id], iterator_types = ["parallel", "parallel"]}
      ins(%var64 : tensor<4x1xf64>) outs(%r32 : tensor<4x1xf32>) {
  ^bb0(%in: f64, %out: f32):
    %t = arith.truncf %in : f64 to f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %z32 = linalg.fill ins(%zero : f32) outs(%r32 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %sum = linalg.generic {indexing_maps = [#tm_id, #tm_row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%z32 : tensor<4x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4x1xf32>
  %mean = linalg.generic {indexing_maps = [#tm_id, #tm_id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<4x1xf32>) outs(%r32 : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.divf %in, %n : f32
    linalg.yield %m : f32
  } -> tensor<4x1xf32>
  %ve = linalg.generic {indexing_maps = [#tm_id, #tm_id], iterator_types = ["parallel", "parallel"]}
      ins(%var : tensor<4x1xf32>) outs(%r32 : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = arith.truncf %eps64 : f64 to f32
    %a = arith.addf %in, %e : f32
    linalg.yield %a : f32
  } -> tensor<4x1xf32>
  %rs = linalg.generic {indexing_maps = [#tm_id, #tm_id], iterator_types = ["parallel", "parallel"]}
      ins(%ve : tensor<4x1xf32>) outs(%r32 : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.rsqrt %in : f32
    linalg.yield %r : f32
  } -> tensor<4x1xf32>
  %o = tensor.empty() : tensor<4x8xf32>
  %c = linalg.generic {indexing_maps = [#tm_id, #tm_row, #tm_id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean : tensor<4x8xf32>, tensor<4x1xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %s = arith.subf %in, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %nrm = linalg.generic {indexing_maps = [#tm_id, #tm_row, #tm_id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %rs : tensor<4x8xf32>, tensor<4x1xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%in: f32, %r: f32, %out: f32):
    %p = arith.mulf %in, %r : f32
    linalg.yield %p : f32
  } -> tensor<4x8xf32>
  %g = linalg.generic {indexing_maps = [#tm_id, #tm_col, #tm_id], iterator_types = ["parallel", "parallel"]}
      ins(%nrm, %gamma : tensor<4x8xf32>, tensor<8xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%in: f32, %w: f32, %out: f32):
    %p = arith.mulf %in, %w : f32
    linalg.yield %p : f32
  } -> tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#tm_id, #tm_col, #tm_id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %beta : tensor<4x8xf32>, tensor<8xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%in: f32, %b: f32, %out: f32):
    %a = arith.addf %in, %b : f32
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// The softmax of transformers' SDPA attention as torch-mlir decomposes it:
// the maximum with an unused argmax into [.., 4] reshaped to [.., 4, 1],
// exp(x - max), the row sum, the division; then rows of -infs set to 0
// (a select on a row AND of x == -inf, compared in f64). The softmax is
// raised; the guard stays as it is, reading it.
#sd_id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#sd_row = affine_map<(d0, d1, d2) -> (d0, d1)>
#sd_row1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
func.func @sdpa_softmax(%x: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %ninf64 = arith.constant 0xFFF0000000000000 : f64
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : i64
  %true = arith.constant true
  %zeros = arith.constant dense<0.0> : tensor<2x4x8xf32>
  %ei = tensor.empty() : tensor<2x4xi64>
  %zi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<2x4xi64>) -> tensor<2x4xi64>
  %ef = tensor.empty() : tensor<2x4xf32>
  %lo = linalg.fill ins(%ninf : f32) outs(%ef : tensor<2x4xf32>) -> tensor<2x4xf32>
  %max:2 = linalg.generic {indexing_maps = [#sd_id, #sd_row, #sd_row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<2x4x8xf32>) outs(%lo, %zi : tensor<2x4xf32>, tensor<2x4xi64>) {
  ^bb0(%in: f32, %acc: f32, %arg: i64):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %m = arith.maximumf %in, %acc : f32
    %gt = arith.cmpf ogt, %in, %acc : f32
    %s = arith.select %gt, %ii, %arg : i64
    linalg.yield %m, %s : f32, i64
  } -> (tensor<2x4xf32>, tensor<2x4xi64>)
  %max1 = tensor.expand_shape %max#0 [[0], [1, 2]] output_shape [2, 4, 1] : tensor<2x4xf32> into tensor<2x4x1xf32>
  %o = tensor.empty() : tensor<2x4x8xf32>
  %sh = linalg.generic {indexing_maps = [#sd_id, #sd_row1, #sd_id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %max1 : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%o : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    linalg.yield %d : f32
  } -> tensor<2x4x8xf32>
  %ex = linalg.generic {indexing_maps = [#sd_id, #sd_id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%sh : tensor<2x4x8xf32>) outs(%o : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  } -> tensor<2x4x8xf32>
  %e1 = tensor.empty() : tensor<2x4x1xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %sum = linalg.generic {indexing_maps = [#sd_id, #sd_row1], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%ex : tensor<2x4x8xf32>) outs(%z1 : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %p = linalg.generic {indexing_maps = [#sd_id, #sd_row1, #sd_id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ex, %sum : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%o : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %q = arith.divf %in, %s : f32
    linalg.yield %q : f32
  } -> tensor<2x4x8xf32>
  %eb = tensor.empty() : tensor<2x4x8xi1>
  %isinf = linalg.generic {indexing_maps = [#sd_id, #sd_id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x4x8xf32>) outs(%eb : tensor<2x4x8xi1>) {
  ^bb0(%in: f32, %out: i1):
    %w = arith.extf %in : f32 to f64
    %c = arith.cmpf oeq, %w, %ninf64 : f64
    linalg.yield %c : i1
  } -> tensor<2x4x8xi1>
  %eb1 = tensor.empty() : tensor<2x4x1xi1>
  %t1 = linalg.fill ins(%true : i1) outs(%eb1 : tensor<2x4x1xi1>) -> tensor<2x4x1xi1>
  %all = linalg.generic {indexing_maps = [#sd_id, #sd_row1], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%isinf : tensor<2x4x8xi1>) outs(%t1 : tensor<2x4x1xi1>) {
  ^bb0(%in: i1, %acc: i1):
    %a = arith.andi %in, %acc : i1
    linalg.yield %a : i1
  } -> tensor<2x4x1xi1>
  %y = linalg.generic {indexing_maps = [#sd_row1, #sd_id, #sd_id, #sd_id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%all, %zeros, %p : tensor<2x4x1xi1>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%o : tensor<2x4x8xf32>) {
  ^bb0(%m: i1, %z: f32, %v: f32, %out: f32):
    %s = arith.select %m, %z, %v : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8xf32>
  return %y : tensor<2x4x8xf32>
}

// TOSA's LayerNorm over rows of 6: both means multiply by fl(1/6), which
// is not the division -> mpopt.layer_norm ... reciprocal. The same with
// the variance's mean a division (@layer_norm_mixed) is neither form, and
// stays.
#rc_id = affine_map<(d0, d1) -> (d0, d1)>
#rc_row = affine_map<(d0, d1) -> (d0, 0)>
func.func @layer_norm_reciprocal(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %inv6 = arith.constant 0.166666672 : f32
  %n = arith.constant 6.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %e1 = tensor.empty() : tensor<4x1xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %sum = linalg.generic {indexing_maps = [#rc_id, #rc_row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x6xf32>) outs(%z : tensor<4x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4x1xf32>
  %o = tensor.empty() : tensor<4x6xf32>
  %d = linalg.generic {indexing_maps = [#rc_id, #rc_row, #rc_id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<4x6xf32>, tensor<4x1xf32>) outs(%o : tensor<4x6xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %m = arith.mulf %s, %inv6 : f32
    %c = arith.subf %in, %m : f32
    linalg.yield %c : f32
  } -> tensor<4x6xf32>
  %sq = linalg.generic {indexing_maps = [#rc_id, #rc_row], iterator_types = ["parallel", "reduction"]}
      ins(%d : tensor<4x6xf32>) outs(%z : tensor<4x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.mulf %in, %in : f32
    %a = arith.addf %m, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4x1xf32>
  %y = linalg.generic {indexing_maps = [#rc_id, #rc_row, #rc_id], iterator_types = ["parallel", "parallel"]}
      ins(%d, %sq : tensor<4x6xf32>, tensor<4x1xf32>) outs(%o : tensor<4x6xf32>) {
  ^bb0(%in: f32, %q: f32, %out: f32):
    %v = arith.mulf %q, %inv6 : f32
    %ve = arith.addf %v, %eps : f32
    %rs = math.rsqrt %ve : f32
    %nn = arith.mulf %in, %rs : f32
    linalg.yield %nn : f32
  } -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

func.func @layer_norm_mixed(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %inv6 = arith.constant 0.166666672 : f32
  %n = arith.constant 6.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %e1 = tensor.empty() : tensor<4x1xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %sum = linalg.generic {indexing_maps = [#rc_id, #rc_row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x6xf32>) outs(%z : tensor<4x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4x1xf32>
  %o = tensor.empty() : tensor<4x6xf32>
  %d = linalg.generic {indexing_maps = [#rc_id, #rc_row, #rc_id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<4x6xf32>, tensor<4x1xf32>) outs(%o : tensor<4x6xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %m = arith.mulf %s, %inv6 : f32
    %c = arith.subf %in, %m : f32
    linalg.yield %c : f32
  } -> tensor<4x6xf32>
  %sq = linalg.generic {indexing_maps = [#rc_id, #rc_row], iterator_types = ["parallel", "reduction"]}
      ins(%d : tensor<4x6xf32>) outs(%z : tensor<4x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.mulf %in, %in : f32
    %a = arith.addf %m, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4x1xf32>
  %y = linalg.generic {indexing_maps = [#rc_id, #rc_row, #rc_id], iterator_types = ["parallel", "parallel"]}
      ins(%d, %sq : tensor<4x6xf32>, tensor<4x1xf32>) outs(%o : tensor<4x6xf32>) {
  ^bb0(%in: f32, %q: f32, %out: f32):
    %v = arith.divf %q, %n : f32
    %ve = arith.addf %v, %eps : f32
    %rs = math.rsqrt %ve : f32
    %nn = arith.mulf %in, %rs : f32
    linalg.yield %nn : f32
  } -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

#t5id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#t5row = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
func.func @t5_rms_bf16(%1: tensor<2x16x64xbf16>) -> tensor<2x16x64xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_26 = arith.constant 6.400000e+01 : f32
  %cst_24 = arith.constant 9.9999999999999995E-7 : f64
  %c2_i64 = arith.constant 2 : i64
  %17 = tensor.empty() : tensor<2x16x64xf32>
  %18 = linalg.generic {indexing_maps = [#t5id, #t5id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x16x64xbf16>) outs(%17 : tensor<2x16x64xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %165 = arith.extf %in : bf16 to f32
    linalg.yield %165 : f32
  } -> tensor<2x16x64xf32>
  %19 = linalg.generic {indexing_maps = [#t5id, #t5id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x16x64xf32>) outs(%17 : tensor<2x16x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %165 = math.fpowi %in, %c2_i64 : f32, i64
    linalg.yield %165 : f32
  } -> tensor<2x16x64xf32>
  %20 = tensor.empty() : tensor<2x16x1xf32>
  %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
  %22 = linalg.generic {indexing_maps = [#t5id, #t5row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x16x64xf32>) outs(%21 : tensor<2x16x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %165 = arith.addf %in, %out : f32
    linalg.yield %165 : f32
  } -> tensor<2x16x1xf32>
  %23 = linalg.generic {indexing_maps = [#t5id, #t5id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x16x1xf32>) outs(%20 : tensor<2x16x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %165 = arith.divf %in, %cst_26 : f32
    linalg.yield %165 : f32
  } -> tensor<2x16x1xf32>
  %24 = linalg.generic {indexing_maps = [#t5id, #t5id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x16x1xf32>) outs(%20 : tensor<2x16x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %165 = arith.truncf %cst_24 : f64 to f32
    %166 = arith.addf %in, %165 : f32
    linalg.yield %166 : f32
  } -> tensor<2x16x1xf32>
  %25 = linalg.generic {indexing_maps = [#t5id, #t5id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x16x1xf32>) outs(%20 : tensor<2x16x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %165 = math.rsqrt %in : f32
    linalg.yield %165 : f32
  } -> tensor<2x16x1xf32>
  %26 = linalg.generic {indexing_maps = [#t5id, #t5row, #t5id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %25 : tensor<2x16x64xbf16>, tensor<2x16x1xf32>) outs(%17 : tensor<2x16x64xf32>) {
  ^bb0(%in: bf16, %in_87: f32, %out: f32):
    %165 = arith.extf %in : bf16 to f32
    %166 = arith.mulf %165, %in_87 : f32
    linalg.yield %166 : f32
  } -> tensor<2x16x64xf32>
  return %26 : tensor<2x16x64xf32>
}
#pw = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pw1 = affine_map<(d0, d1, d2) -> (0, 0, 0)>
#pw2 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#pw3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
func.func @rms_powf(%arg0: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant dense<2.000000e+00> : tensor<1x1x1xf32>
  %cst_1 = arith.constant dense<6.250000e-02> : tensor<1x1x1xf32>
  %cst_2 = arith.constant dense<9.99999997E-7> : tensor<1x1x1xf32>
  %cst_3 = arith.constant dense<[[[1.0, 1.5, 0.75, 2.0, 1.25, 0.5, 1.0, 3.0, 1.0, 1.5, 0.75, 2.0, 1.25, 0.5, 1.0, 3.0]]]> : tensor<1x1x16xf32>
  %0 = tensor.empty() : tensor<2x4x16xf32>
  %1 = linalg.generic {indexing_maps = [#pw, #pw1, #pw], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %cst_0 : tensor<2x4x16xf32>, tensor<1x1x1xf32>) outs(%0 : tensor<2x4x16xf32>) {
  ^bb0(%in: f32, %in_4: f32, %out: f32):
    %14 = math.powf %in, %in_4 : f32
    linalg.yield %14 : f32
  } -> tensor<2x4x16xf32>
  %2 = tensor.empty() : tensor<2x4xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %reduced = linalg.reduce ins(%1 : tensor<2x4x16xf32>) outs(%3 : tensor<2x4xf32>) dimensions = [2] 
    (%in: f32, %init: f32) {
      %14 = arith.addf %in, %init : f32
      linalg.yield %14 : f32
    }
  %expanded = tensor.expand_shape %reduced [[0], [1, 2]] output_shape [2, 4, 1] : tensor<2x4xf32> into tensor<2x4x1xf32>
  %4 = tensor.empty() : tensor<2x4x1xf32>
  %5 = linalg.generic {indexing_maps = [#pw, #pw2, #pw], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %cst_1 : tensor<2x4x1xf32>, tensor<1x1x1xf32>) outs(%4 : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %in_4: f32, %out: f32):
    %14 = arith.mulf %in, %in_4 : f32
    linalg.yield %14 : f32
  } -> tensor<2x4x1xf32>
  %6 = tensor.empty() : tensor<2x4x1xf32>
  %7 = linalg.generic {indexing_maps = [#pw, #pw2, #pw], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %cst_2 : tensor<2x4x1xf32>, tensor<1x1x1xf32>) outs(%6 : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %in_4: f32, %out: f32):
    %14 = arith.addf %in, %in_4 : f32
    linalg.yield %14 : f32
  } -> tensor<2x4x1xf32>
  %8 = tensor.empty() : tensor<2x4x1xf32>
  %9 = linalg.generic {indexing_maps = [#pw, #pw], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x4x1xf32>) outs(%8 : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %14 = math.rsqrt %in : f32
    linalg.yield %14 : f32
  } -> tensor<2x4x1xf32>
  %10 = tensor.empty() : tensor<2x4x16xf32>
  %11 = linalg.generic {indexing_maps = [#pw, #pw3, #pw], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %9 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%10 : tensor<2x4x16xf32>) {
  ^bb0(%in: f32, %in_4: f32, %out: f32):
    %14 = arith.mulf %in, %in_4 : f32
    linalg.yield %14 : f32
  } -> tensor<2x4x16xf32>
  %12 = tensor.empty() : tensor<2x4x16xf32>
  %13 = linalg.generic {indexing_maps = [#pw, #pw2, #pw], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %cst_3 : tensor<2x4x16xf32>, tensor<1x1x16xf32>) outs(%12 : tensor<2x4x16xf32>) {
  ^bb0(%in: f32, %in_4: f32, %out: f32):
    %14 = arith.mulf %in, %in_4 : f32
    linalg.yield %14 : f32
  } -> tensor<2x4x16xf32>
  return %13 : tensor<2x4x16xf32>
}
#af = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#af1 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#af2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#af3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
func.func @attention_folded(%arg0: tensor<6x16x32xf32>, %arg1: tensor<6x16x32xf32>, %arg2: tensor<6x16x32xf32>, %arg3: tensor<1x16x16xf32>) -> tensor<6x16x32xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 0.17677669529663689 : f64
  %0 = tensor.empty() : tensor<6x32x16xf32>
  %transposed = linalg.transpose ins(%arg1 : tensor<6x16x32xf32>) outs(%0 : tensor<6x32x16xf32>) permutation = [0, 2, 1] 
  %1 = tensor.empty() : tensor<6x16x16xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<6x16x16xf32>) -> tensor<6x16x16xf32>
  %3 = linalg.batch_matmul ins(%arg0, %transposed : tensor<6x16x32xf32>, tensor<6x32x16xf32>) outs(%2 : tensor<6x16x16xf32>) -> tensor<6x16x16xf32>
  %4 = linalg.generic {indexing_maps = [#af, #af], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<6x16x16xf32>) outs(%1 : tensor<6x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %20 = arith.truncf %cst_1 : f64 to f32
    %21 = arith.mulf %in, %20 : f32
    linalg.yield %21 : f32
  } -> tensor<6x16x16xf32>
  %5 = linalg.generic {indexing_maps = [#af, #af1, #af], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<6x16x16xf32>, tensor<1x16x16xf32>) outs(%1 : tensor<6x16x16xf32>) {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %20 = arith.addf %in, %in_2 : f32
    linalg.yield %20 : f32
  } -> tensor<6x16x16xf32>
  %6 = tensor.empty() : tensor<6x16xi64>
  %7 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<6x16xi64>) -> tensor<6x16xi64>
  %8 = tensor.empty() : tensor<6x16xf32>
  %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<6x16xf32>) -> tensor<6x16xf32>
  %10:2 = linalg.generic {indexing_maps = [#af, #af2, #af2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<6x16x16xf32>) outs(%9, %7 : tensor<6x16xf32>, tensor<6x16xi64>) {
  ^bb0(%in: f32, %out: f32, %out_2: i64):
    %20 = linalg.index 2 : index
    %21 = arith.index_cast %20 : index to i64
    %22 = arith.maximumf %in, %out : f32
    %23 = arith.cmpf ogt, %in, %out : f32
    %24 = arith.select %23, %21, %out_2 : i64
    linalg.yield %22, %24 : f32, i64
  } -> (tensor<6x16xf32>, tensor<6x16xi64>)
  %expanded = tensor.expand_shape %10#0 [[0], [1, 2]] output_shape [6, 16, 1] : tensor<6x16xf32> into tensor<6x16x1xf32>
  %11 = linalg.generic {indexing_maps = [#af, #af3, #af], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %expanded : tensor<6x16x16xf32>, tensor<6x16x1xf32>) outs(%1 : tensor<6x16x16xf32>) {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %20 = arith.subf %in, %in_2 : f32
    linalg.yield %20 : f32
  } -> tensor<6x16x16xf32>
  %12 = linalg.generic {indexing_maps = [#af, #af], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<6x16x16xf32>) outs(%1 : tensor<6x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %20 = math.exp %in : f32
    linalg.yield %20 : f32
  } -> tensor<6x16x16xf32>
  %13 = tensor.empty() : tensor<6x16x1xf32>
  %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<6x16x1xf32>) -> tensor<6x16x1xf32>
  %15 = linalg.generic {indexing_maps = [#af, #af3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<6x16x16xf32>) outs(%14 : tensor<6x16x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %20 = arith.addf %in, %out : f32
    linalg.yield %20 : f32
  } -> tensor<6x16x1xf32>
  %16 = linalg.generic {indexing_maps = [#af, #af3, #af], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %15 : tensor<6x16x16xf32>, tensor<6x16x1xf32>) outs(%1 : tensor<6x16x16xf32>) {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %20 = arith.divf %in, %in_2 : f32
    linalg.yield %20 : f32
  } -> tensor<6x16x16xf32>
  %17 = tensor.empty() : tensor<6x16x32xf32>
  %18 = linalg.fill ins(%cst : f32) outs(%17 : tensor<6x16x32xf32>) -> tensor<6x16x32xf32>
  %19 = linalg.batch_matmul ins(%16, %arg2 : tensor<6x16x16xf32>, tensor<6x16x32xf32>) outs(%18 : tensor<6x16x32xf32>) -> tensor<6x16x32xf32>
  return %19 : tensor<6x16x32xf32>
}
#ak = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#ak1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#ak2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
func.func @attention_folded_kt(%arg0: tensor<6x16x32xf32>, %arg1: tensor<6x32x16xf32>, %arg2: tensor<6x16x32xf32>) -> tensor<6x16x32xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.000000e+00 : f32
  %0 = tensor.empty() : tensor<6x16x16xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<6x16x16xf32>) -> tensor<6x16x16xf32>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<6x16x32xf32>, tensor<6x32x16xf32>) outs(%1 : tensor<6x16x16xf32>) -> tensor<6x16x16xf32>
  %3 = linalg.generic {indexing_maps = [#ak, #ak], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<6x16x16xf32>) outs(%0 : tensor<6x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %18 = arith.divf %in, %cst_1 : f32
    linalg.yield %18 : f32
  } -> tensor<6x16x16xf32>
  %4 = tensor.empty() : tensor<6x16xi64>
  %5 = linalg.fill ins(%c0_i64 : i64) outs(%4 : tensor<6x16xi64>) -> tensor<6x16xi64>
  %6 = tensor.empty() : tensor<6x16xf32>
  %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<6x16xf32>) -> tensor<6x16xf32>
  %8:2 = linalg.generic {indexing_maps = [#ak, #ak1, #ak1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<6x16x16xf32>) outs(%7, %5 : tensor<6x16xf32>, tensor<6x16xi64>) {
  ^bb0(%in: f32, %out: f32, %out_2: i64):
    %18 = linalg.index 2 : index
    %19 = arith.index_cast %18 : index to i64
    %20 = arith.maximumf %in, %out : f32
    %21 = arith.cmpf ogt, %in, %out : f32
    %22 = arith.select %21, %19, %out_2 : i64
    linalg.yield %20, %22 : f32, i64
  } -> (tensor<6x16xf32>, tensor<6x16xi64>)
  %expanded = tensor.expand_shape %8#0 [[0], [1, 2]] output_shape [6, 16, 1] : tensor<6x16xf32> into tensor<6x16x1xf32>
  %9 = linalg.generic {indexing_maps = [#ak, #ak2, #ak], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %expanded : tensor<6x16x16xf32>, tensor<6x16x1xf32>) outs(%0 : tensor<6x16x16xf32>) {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %18 = arith.subf %in, %in_2 : f32
    linalg.yield %18 : f32
  } -> tensor<6x16x16xf32>
  %10 = linalg.generic {indexing_maps = [#ak, #ak], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<6x16x16xf32>) outs(%0 : tensor<6x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %18 = math.exp %in : f32
    linalg.yield %18 : f32
  } -> tensor<6x16x16xf32>
  %11 = tensor.empty() : tensor<6x16x1xf32>
  %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<6x16x1xf32>) -> tensor<6x16x1xf32>
  %13 = linalg.generic {indexing_maps = [#ak, #ak2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<6x16x16xf32>) outs(%12 : tensor<6x16x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %18 = arith.addf %in, %out : f32
    linalg.yield %18 : f32
  } -> tensor<6x16x1xf32>
  %14 = linalg.generic {indexing_maps = [#ak, #ak2, #ak], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %13 : tensor<6x16x16xf32>, tensor<6x16x1xf32>) outs(%0 : tensor<6x16x16xf32>) {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %18 = arith.divf %in, %in_2 : f32
    linalg.yield %18 : f32
  } -> tensor<6x16x16xf32>
  %15 = tensor.empty() : tensor<6x16x32xf32>
  %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<6x16x32xf32>) -> tensor<6x16x32xf32>
  %17 = linalg.batch_matmul ins(%14, %arg2 : tensor<6x16x16xf32>, tensor<6x16x32xf32>) outs(%16 : tensor<6x16x32xf32>) -> tensor<6x16x32xf32>
  return %17 : tensor<6x16x32xf32>
}

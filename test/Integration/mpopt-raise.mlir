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
//   generics of their own over the rows): raised by mpopt-pipeline only
//   with fuse-elementwise=true, which fuses the elementwise generics and
//   raises again.
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
// RAISED: remark: mpopt-raise: 0 matmuls, 0 softmaxes, 1 layer norms and 0 RMS norms raised
// RAISED: remark: mpopt-raise: 0 matmuls, 1 softmaxes, 0 layer norms and 0 RMS norms raised
// RAISED: remark: mpopt-raise: 0 matmuls, 0 softmaxes, 0 layer norms and 1 RMS norms raised
// RUN: mpopt-compile %s --entry=rms_tosa --target=cpu -o %t.rms-before.so
// RUN: mpopt-compile %s --entry=rms_tosa --target=cpu -o %t.rms-raised.so "--pipeline=func.func(mpopt-raise,mpopt-lower-to-linalg)"
// RUN: mpopt-run %t.rms-before.so --compare %t.rms-raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.rms-before.so --compare %t.rms-raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-run %t.rms-before.so --compare %t.rms-raised.so --dist uniform --seed 3 | FileCheck %s
// RUN: mpopt-opt %s --mpopt-pipeline="export=false" | FileCheck %s --check-prefix=ONE-STEP
// RUN: mpopt-opt %s --mpopt-pipeline="export=false fuse-elementwise=true" | FileCheck %s --check-prefix=FUSED
// ONE-STEP-LABEL: func.func @separate
// ONE-STEP-NOT: mpopt.layer_norm
// ONE-STEP: return
// FUSED-LABEL: func.func @separate
// FUSED: mpopt.layer_norm %{{.+}} axis(1)
// RUN: mpopt-compile %s --entry=separate --target=cpu -o %t.sep-before.so
// RUN: mpopt-compile %s --entry=separate --target=cpu -o %t.sep-fused.so "--pipeline=mpopt-pipeline{fuse-elementwise=true}"
// RUN: mpopt-run %t.sep-before.so --compare %t.sep-fused.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.sep-before.so --compare %t.sep-fused.so --dist normal --seed 2 | FileCheck %s
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

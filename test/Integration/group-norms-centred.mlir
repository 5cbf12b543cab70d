// GroupNorm in its centred form, as decompositions other than torch's
// write it (ONNX's GroupNormalization, a hand-written module): x viewed as
// [N, G, R] (the first norm: R = C / G * H * W; mpopt-raise takes its
// centring for a LayerNorm over R first) or [N, G, C / G, S] (the second),
// (x - mean) * rsqrt(var + eps) there with f32 statistics, viewed back as
// x's shape, * gamma[c] + beta[c] and rounded to bf16. Each becomes one
// mpopt.group_norm without `folded`; raised and lowered again against the
// program as written, compiled for the CPU: bit for bit on special, normal
// and uniform inputs.
// RUN: mpopt-opt %s --mpopt-raise | FileCheck %s --check-prefix=RAISED
// RUN: mpopt-opt %s --mpopt-raise=emit-remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=COUNTS
// RUN: mpopt-compile %s --target=cpu -o %t.before.so
// RUN: mpopt-compile %s --target=cpu -o %t.raised.so "--pipeline=func.func(mpopt-raise,mpopt-lower-to-linalg)"
// RUN: mpopt-compile %s --target=cpu -o %t.pipeline.so --pipeline=mpopt-pipeline
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist uniform --seed 3 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist special --seed 1 | FileCheck %s
// RAISED-LABEL: func.func @group_norms_centred
// RAISED-SAME: (%[[X:[^:]+]]: tensor<2x6x3x5xf32>, %[[G:[^:]+]]: tensor<6xf32>, %[[B:[^:]+]]: tensor<6xf32>, %[[X2:[^:]+]]: tensor<2x4x7xf32>, %[[G2:[^:]+]]: tensor<4xf32>, %[[B2:[^:]+]]: tensor<4xf32>)
// RAISED-NOT: mpopt.layer_norm
// RAISED-DAG: mpopt.group_norm %[[X]], %[[G]], %[[B]] groups(2) epsilon(9.9999997473787516E-6) compute(f32) : tensor<2x6x3x5xf32>, tensor<6xf32>, tensor<6xf32> -> tensor<2x6x3x5xbf16>
// RAISED-DAG: mpopt.group_norm %[[X2]], %[[G2]], %[[B2]] groups(2) epsilon(9.9999997473787516E-6) compute(f32) : tensor<2x4x7xf32>, tensor<4xf32>, tensor<4xf32> -> tensor<2x4x7xbf16>
// RAISED-NOT: linalg.generic
// CHECK: all outputs agree
// COUNTS: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 2 group norms, 0 RMS norms and 0 attentions raised

func.func @group_norms_centred(%x3: tensor<2x6x3x5xf32>, %g3: tensor<6xf32>, %b3: tensor<6xf32>, %x4: tensor<2x4x7xf32>, %g4: tensor<4xf32>, %b4: tensor<4xf32>) -> (tensor<2x6x3x5xbf16>, tensor<2x4x7xbf16>) {
  %zero32 = arith.constant 0.000000e+00 : f32
  %cnt_r = arith.constant 45.0 : f32
  %cnt_s = arith.constant 14.0 : f32
  %rf = tensor.collapse_shape %x3 [[0], [1, 2, 3]] : tensor<2x6x3x5xf32> into tensor<2x90xf32>
  %rg = tensor.expand_shape %rf [[0], [1, 2]] output_shape [2, 2, 45] : tensor<2x90xf32> into tensor<2x2x45xf32>
  %rse = tensor.empty() : tensor<2x2x1xf32>
  %rz = linalg.fill ins(%zero32 : f32) outs(%rse : tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
  %rsum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%rg : tensor<2x2x45xf32>) outs(%rz : tensor<2x2x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x2x1xf32>
  %rmean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%rsum : tensor<2x2x1xf32>) outs(%rse : tensor<2x2x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %cnt_r : f32
    linalg.yield %r : f32
  } -> tensor<2x2x1xf32>
  %rge = tensor.empty() : tensor<2x2x45xf32>
  %rd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%rg, %rmean : tensor<2x2x45xf32>, tensor<2x2x1xf32>) outs(%rge : tensor<2x2x45xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %r = arith.subf %in, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x2x45xf32>
  %rsq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%rd : tensor<2x2x45xf32>) outs(%rz : tensor<2x2x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %in : f32
    %r = arith.addf %s, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x2x1xf32>
  %rn = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%rd, %rsq : tensor<2x2x45xf32>, tensor<2x2x1xf32>) outs(%rge : tensor<2x2x45xf32>) {
  ^bb0(%in: f32, %v: f32, %out: f32):
    %var = arith.divf %v, %cnt_r : f32
    %eps = arith.constant 1.000000e-05 : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %r = arith.mulf %in, %rs : f32
    linalg.yield %r : f32
  } -> tensor<2x2x45xf32>
  %rnf = tensor.collapse_shape %rn [[0], [1, 2]] : tensor<2x2x45xf32> into tensor<2x90xf32>
  %rnv = tensor.expand_shape %rnf [[0], [1, 2, 3]] output_shape [2, 6, 3, 5] : tensor<2x90xf32> into tensor<2x6x3x5xf32>
  %rye = tensor.empty() : tensor<2x6x3x5xbf16>
  %ry = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rnv, %g3, %b3 : tensor<2x6x3x5xf32>, tensor<6xf32>, tensor<6xf32>) outs(%rye : tensor<2x6x3x5xbf16>) {
  ^bb0(%in: f32, %gm: f32, %bt: f32, %out: bf16):
    %s = arith.mulf %in, %gm : f32
    %t = arith.addf %s, %bt : f32
    %r = arith.truncf %t : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x6x3x5xbf16>
  %sf = tensor.collapse_shape %x4 [[0], [1, 2]] : tensor<2x4x7xf32> into tensor<2x28xf32>
  %sg = tensor.expand_shape %sf [[0], [1, 2, 3]] output_shape [2, 2, 2, 7] : tensor<2x28xf32> into tensor<2x2x2x7xf32>
  %sse = tensor.empty() : tensor<2x2x1x1xf32>
  %sz = linalg.fill ins(%zero32 : f32) outs(%sse : tensor<2x2x1x1xf32>) -> tensor<2x2x1x1xf32>
  %ssum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%sg : tensor<2x2x2x7xf32>) outs(%sz : tensor<2x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x2x1x1xf32>
  %smean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%ssum : tensor<2x2x1x1xf32>) outs(%sse : tensor<2x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %cnt_s : f32
    linalg.yield %r : f32
  } -> tensor<2x2x1x1xf32>
  %sge = tensor.empty() : tensor<2x2x2x7xf32>
  %sd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sg, %smean : tensor<2x2x2x7xf32>, tensor<2x2x1x1xf32>) outs(%sge : tensor<2x2x2x7xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %r = arith.subf %in, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x2x2x7xf32>
  %ssq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%sd : tensor<2x2x2x7xf32>) outs(%sz : tensor<2x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %in : f32
    %r = arith.addf %s, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x2x1x1xf32>
  %sn = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sd, %ssq : tensor<2x2x2x7xf32>, tensor<2x2x1x1xf32>) outs(%sge : tensor<2x2x2x7xf32>) {
  ^bb0(%in: f32, %v: f32, %out: f32):
    %var = arith.divf %v, %cnt_s : f32
    %eps = arith.constant 1.000000e-05 : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %r = arith.mulf %in, %rs : f32
    linalg.yield %r : f32
  } -> tensor<2x2x2x7xf32>
  %snf = tensor.collapse_shape %sn [[0], [1, 2, 3]] : tensor<2x2x2x7xf32> into tensor<2x28xf32>
  %snv = tensor.expand_shape %snf [[0], [1, 2]] output_shape [2, 4, 7] : tensor<2x28xf32> into tensor<2x4x7xf32>
  %sye = tensor.empty() : tensor<2x4x7xbf16>
  %sy = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%snv, %g4, %b4 : tensor<2x4x7xf32>, tensor<4xf32>, tensor<4xf32>) outs(%sye : tensor<2x4x7xbf16>) {
  ^bb0(%in: f32, %gm: f32, %bt: f32, %out: bf16):
    %s = arith.mulf %in, %gm : f32
    %t = arith.addf %s, %bt : f32
    %r = arith.truncf %t : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x7xbf16>
  return %ry, %sy : tensor<2x6x3x5xbf16>, tensor<2x4x7xbf16>
}

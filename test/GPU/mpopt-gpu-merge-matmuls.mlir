// RUN: mpopt-opt %s --split-input-file --mpopt-gpu-merge-matmuls | FileCheck %s

#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs_t = affine_map<(m, n, k) -> (n, k)>
#out = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(m, n) -> (m, n)>

// LLaMA's q, k and v projections as autocast and the exact pipeline write
// them: one lhs, weights [N, K] (transposed), each result rounded to bf16
// by a generic of its own (each with its own zero constant). One
// contraction of the weights concatenated along N, its rounding one
// generic, and each result a slice of that.
// CHECK-LABEL: func.func @qkv
// CHECK-SAME: (%[[X:.+]]: tensor<64x128xbf16>, %[[WQ:.+]]: tensor<128x128xf32>, %[[WK:.+]]: tensor<32x128xf32>, %[[WV:.+]]: tensor<32x128xf32>)
// CHECK: %[[W:.+]] = tensor.concat dim(0) %[[WQ]], %[[WK]], %[[WV]] : {{.*}} -> tensor<192x128xf32>
// CHECK: %[[FILL:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<64x192xf32>)
// CHECK: %[[MM:.+]] = linalg.generic {{.*}} ins(%[[X]], %[[W]] : tensor<64x128xbf16>, tensor<192x128xf32>) outs(%[[FILL]] : tensor<64x192xf32>)
// CHECK-SAME: mpopt.contraction
// CHECK: %[[R:.+]] = linalg.generic {{.*}} ins(%[[MM]] : tensor<64x192xf32>) outs(%{{.+}} : tensor<64x192xbf16>)
// CHECK: arith.truncf
// CHECK: %[[Q:.+]] = tensor.extract_slice %[[R]][0, 0] [64, 128] [1, 1]
// CHECK: %[[K:.+]] = tensor.extract_slice %[[R]][0, 128] [64, 32] [1, 1]
// CHECK: %[[V:.+]] = tensor.extract_slice %[[R]][0, 160] [64, 32] [1, 1]
// CHECK-NOT: linalg.generic
// CHECK: return %[[Q]], %[[K]], %[[V]]
func.func @qkv(%x: tensor<64x128xbf16>, %wq: tensor<128x128xf32>, %wk: tensor<32x128xf32>, %wv: tensor<32x128xf32>)
    -> (tensor<64x128xbf16>, tensor<64x32xbf16>, tensor<64x32xbf16>) {
  %zero = arith.constant 0.0 : f32
  %eq = tensor.empty() : tensor<64x128xf32>
  %fq = linalg.fill ins(%zero : f32) outs(%eq : tensor<64x128xf32>) -> tensor<64x128xf32>
  %mq = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %wq : tensor<64x128xbf16>, tensor<128x128xf32>) outs(%fq : tensor<64x128xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: bf16, %b: f32, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %bl = arith.truncf %b : f32 to bf16
    %b32 = arith.extf %bl : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x128xf32>
  %req = tensor.empty() : tensor<64x128xbf16>
  %rq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mq : tensor<64x128xf32>) outs(%req : tensor<64x128xbf16>) {
  ^bb0(%in: f32, %o: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x128xbf16>
  %zero2 = arith.constant 0.0 : f32
  %ek = tensor.empty() : tensor<64x32xf32>
  %fk = linalg.fill ins(%zero2 : f32) outs(%ek : tensor<64x32xf32>) -> tensor<64x32xf32>
  %mk = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %wk : tensor<64x128xbf16>, tensor<32x128xf32>) outs(%fk : tensor<64x32xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: bf16, %b: f32, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %bl = arith.truncf %b : f32 to bf16
    %b32 = arith.extf %bl : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  %rek = tensor.empty() : tensor<64x32xbf16>
  %rk = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mk : tensor<64x32xf32>) outs(%rek : tensor<64x32xbf16>) {
  ^bb0(%in: f32, %o: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x32xbf16>
  %ev = tensor.empty() : tensor<64x32xf32>
  %fv = linalg.fill ins(%zero : f32) outs(%ev : tensor<64x32xf32>) -> tensor<64x32xf32>
  %mv = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %wv : tensor<64x128xbf16>, tensor<32x128xf32>) outs(%fv : tensor<64x32xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: bf16, %b: f32, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %bl = arith.truncf %b : f32 to bf16
    %b32 = arith.extf %bl : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  %rev = tensor.empty() : tensor<64x32xbf16>
  %rv = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mv : tensor<64x32xf32>) outs(%rev : tensor<64x32xbf16>) {
  ^bb0(%in: f32, %o: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x32xbf16>
  return %rq, %rk, %rv : tensor<64x128xbf16>, tensor<64x32xbf16>, tensor<64x32xbf16>
}

// -----

#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs_t = affine_map<(m, n, k) -> (n, k)>
#out = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(m, n) -> (m, n)>

// q and k rounded to bf16, v kept in f32 (a budget's choice): q and k are
// one GEMM with one rounding, v a GEMM of its own. Merged with v, the GEMM
// would write f32 and q's and k's roundings become kernels reading it.
// CHECK-LABEL: func.func @qk_beside_f32_v
// CHECK-SAME: (%[[X:.+]]: tensor<64x128xbf16>, %[[WQ:.+]]: tensor<128x128xf32>, %[[WK:.+]]: tensor<32x128xf32>, %[[WV:.+]]: tensor<32x128xf32>)
// CHECK: %[[W:.+]] = tensor.concat dim(0) %[[WQ]], %[[WK]] : {{.*}} -> tensor<160x128xf32>
// CHECK: %[[MM:.+]] = linalg.generic {{.*}} ins(%[[X]], %[[W]] : tensor<64x128xbf16>, tensor<160x128xf32>) outs(%{{.+}} : tensor<64x160xf32>)
// CHECK: %[[R:.+]] = linalg.generic {{.*}} ins(%[[MM]] : tensor<64x160xf32>) outs(%{{.+}} : tensor<64x160xbf16>)
// CHECK: %[[Q:.+]] = tensor.extract_slice %[[R]][0, 0] [64, 128] [1, 1]
// CHECK: %[[K:.+]] = tensor.extract_slice %[[R]][0, 128] [64, 32] [1, 1]
// CHECK: %[[V:.+]] = linalg.generic {{.*}} ins(%[[X]], %[[WV]] : tensor<64x128xbf16>, tensor<32x128xf32>) outs(%{{.+}} : tensor<64x32xf32>)
// CHECK-NOT: tensor.concat
// CHECK: return %[[Q]], %[[K]], %[[V]]
func.func @qk_beside_f32_v(%x: tensor<64x128xbf16>, %wq: tensor<128x128xf32>, %wk: tensor<32x128xf32>, %wv: tensor<32x128xf32>)
    -> (tensor<64x128xbf16>, tensor<64x32xbf16>, tensor<64x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %eq = tensor.empty() : tensor<64x128xf32>
  %fq = linalg.fill ins(%zero : f32) outs(%eq : tensor<64x128xf32>) -> tensor<64x128xf32>
  %mq = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %wq : tensor<64x128xbf16>, tensor<128x128xf32>) outs(%fq : tensor<64x128xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: bf16, %b: f32, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %bl = arith.truncf %b : f32 to bf16
    %b32 = arith.extf %bl : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x128xf32>
  %req = tensor.empty() : tensor<64x128xbf16>
  %rq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mq : tensor<64x128xf32>) outs(%req : tensor<64x128xbf16>) {
  ^bb0(%in: f32, %o: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x128xbf16>
  %zero2 = arith.constant 0.0 : f32
  %ek = tensor.empty() : tensor<64x32xf32>
  %fk = linalg.fill ins(%zero2 : f32) outs(%ek : tensor<64x32xf32>) -> tensor<64x32xf32>
  %mk = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %wk : tensor<64x128xbf16>, tensor<32x128xf32>) outs(%fk : tensor<64x32xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: bf16, %b: f32, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %bl = arith.truncf %b : f32 to bf16
    %b32 = arith.extf %bl : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  %rek = tensor.empty() : tensor<64x32xbf16>
  %rk = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mk : tensor<64x32xf32>) outs(%rek : tensor<64x32xbf16>) {
  ^bb0(%in: f32, %o: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x32xbf16>
  %ev = tensor.empty() : tensor<64x32xf32>
  %fv = linalg.fill ins(%zero : f32) outs(%ev : tensor<64x32xf32>) -> tensor<64x32xf32>
  %mv = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %wv : tensor<64x128xbf16>, tensor<32x128xf32>) outs(%fv : tensor<64x32xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: bf16, %b: f32, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %bl = arith.truncf %b : f32 to bf16
    %b32 = arith.extf %bl : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  return %rq, %rk, %mv : tensor<64x128xbf16>, tensor<64x32xbf16>, tensor<64x32xf32>
}

// -----

#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs_t = affine_map<(m, n, k) -> (n, k)>
#out = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(m, n) -> (m, n)>

// Gate and up: the results are read otherwise than by one rounding each
// (one directly, twice), so they are slices of the merged contraction.
// CHECK-LABEL: func.func @gate_up
// CHECK: %[[W:.+]] = tensor.concat dim(0)
// CHECK: %[[MM:.+]] = linalg.generic {{.*}} ins(%{{.+}}, %[[W]] : tensor<64x128xbf16>, tensor<64x128xf32>) outs(%{{.+}} : tensor<64x64xf32>)
// CHECK: %[[G:.+]] = tensor.extract_slice %[[MM]][0, 0] [64, 32] [1, 1]
// CHECK: %[[U:.+]] = tensor.extract_slice %[[MM]][0, 32] [64, 32] [1, 1]
// CHECK: return %[[G]], %[[U]], %[[U]]
func.func @gate_up(%x: tensor<64x128xbf16>, %wg: tensor<32x128xf32>, %wu: tensor<32x128xf32>)
    -> (tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %eg = tensor.empty() : tensor<64x32xf32>
  %fg = linalg.fill ins(%zero : f32) outs(%eg : tensor<64x32xf32>) -> tensor<64x32xf32>
  %mg = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %wg : tensor<64x128xbf16>, tensor<32x128xf32>) outs(%fg : tensor<64x32xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: bf16, %b: f32, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %bl = arith.truncf %b : f32 to bf16
    %b32 = arith.extf %bl : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  %eu = tensor.empty() : tensor<64x32xf32>
  %fu = linalg.fill ins(%zero : f32) outs(%eu : tensor<64x32xf32>) -> tensor<64x32xf32>
  %mu = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %wu : tensor<64x128xbf16>, tensor<32x128xf32>) outs(%fu : tensor<64x32xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: bf16, %b: f32, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %bl = arith.truncf %b : f32 to bf16
    %b32 = arith.extf %bl : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  return %mg, %mu, %mu : tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>
}

// -----

#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs_t = affine_map<(m, n, k) -> (n, k)>
#out = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(m, n) -> (m, n)>

// Left apart: a product in f16 beside one in bf16 (different bodies), and
// a weight computed after the first contraction, where the merged one
// would go.
// CHECK-LABEL: func.func @apart
// CHECK-NOT: tensor.concat
// CHECK-COUNT-3: mpopt.contraction
// CHECK-NOT: tensor.concat
func.func @apart(%x: tensor<64x128xbf16>, %wa: tensor<32x128xf32>, %wb: tensor<32x128xf32>, %wc: tensor<32x128xf32>)
    -> (tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<64x32xf32>
  %fa = linalg.fill ins(%zero : f32) outs(%ea : tensor<64x32xf32>) -> tensor<64x32xf32>
  %ma = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %wa : tensor<64x128xbf16>, tensor<32x128xf32>) outs(%fa : tensor<64x32xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: bf16, %b: f32, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %bl = arith.truncf %b : f32 to bf16
    %b32 = arith.extf %bl : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  %eb = tensor.empty() : tensor<64x32xf32>
  %fb = linalg.fill ins(%zero : f32) outs(%eb : tensor<64x32xf32>) -> tensor<64x32xf32>
  %mb = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %wb : tensor<64x128xbf16>, tensor<32x128xf32>) outs(%fb : tensor<64x32xf32>)
      attrs = {mpopt.contraction = {multiply = f16, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: bf16, %b: f32, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %bl = arith.truncf %b : f32 to f16
    %b32 = arith.extf %bl : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  %en = tensor.empty() : tensor<32x128xf32>
  %wneg = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%wc : tensor<32x128xf32>) outs(%en : tensor<32x128xf32>) {
  ^bb0(%in: f32, %o: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<32x128xf32>
  %ec = tensor.empty() : tensor<64x32xf32>
  %fc = linalg.fill ins(%zero : f32) outs(%ec : tensor<64x32xf32>) -> tensor<64x32xf32>
  %mc = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %wneg : tensor<64x128xbf16>, tensor<32x128xf32>) outs(%fc : tensor<64x32xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: bf16, %b: f32, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %bl = arith.truncf %b : f32 to bf16
    %b32 = arith.extf %bl : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  return %ma, %mb, %mc : tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>
}

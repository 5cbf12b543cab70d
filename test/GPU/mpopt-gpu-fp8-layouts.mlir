// RUN: mpopt-opt %s --split-input-file --mpopt-gpu-fp8-layouts | FileCheck %s
// RUN: mpopt-opt %s --split-input-file --mpopt-gpu-fp8-layouts --mpopt-hoist-parameters="parameters=1" | FileCheck %s --check-prefix=HOIST

#lhs = affine_map<(m, n, k) -> (m, k)>
#lhs_t = affine_map<(m, n, k) -> (k, m)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#rhs_t = affine_map<(m, n, k) -> (n, k)>
#out = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(m, n) -> (m, n)>
#scalar = affine_map<(m, n) -> ()>

// A [K, N] weight quantized to FP8 in the program (examples/mlp's
// weights, with a calibrated scale): the quantization writes it as [N, K], reading the weight
// across, and the contraction reads that through (n, k). With the weight a
// parameter, the quantization and its transpose move into the prepare
// function together: the entry reads the [N, K] FP8 weight as prepared.
// CHECK-LABEL: func.func @quantized_weight
// CHECK-SAME: (%[[X:.+]]: tensor<64x128xf8E4M3FN>, %[[W:.+]]: tensor<128x32xf32>)
// CHECK: %[[S:.+]] = arith.constant 5.000000e-01 : f32
// CHECK: %[[E:.+]] = tensor.empty() : tensor<32x128xf8E4M3FN>
// CHECK: %[[Q:.+]] = linalg.generic {indexing_maps = [#[[ACROSS:.+]], #{{.+}}, #[[ID:.+]]], {{.*}} ins(%[[W]], %[[S]] : tensor<128x32xf32>, f32) outs(%[[E]] : tensor<32x128xf8E4M3FN>)
// CHECK: arith.truncf
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #[[RHS_T:.+]], #{{.+}}], {{.*}} ins(%[[X]], %[[Q]] : tensor<64x128xf8E4M3FN>, tensor<32x128xf8E4M3FN>)
// CHECK-SAME: mpopt.contraction = {multiply = f8E4M3FN, scaled = true, transpose_lhs = false, transpose_rhs = true}
// CHECK-NOT: linalg.generic
// HOIST-LABEL: func.func @quantized_weight_prepare
// HOIST-SAME: (%{{.+}}: tensor<128x32xf32>) -> tensor<32x128xf8E4M3FN>
// HOIST: linalg.generic {{.*}} outs(%{{.+}} : tensor<32x128xf8E4M3FN>)
// HOIST-LABEL: func.func @quantized_weight
// HOIST-SAME: (%[[P:.+]]: tensor<32x128xf8E4M3FN>, %[[X:.+]]: tensor<64x128xf8E4M3FN>)
// HOIST-NOT: linalg.generic {{.*}} outs(%{{.+}} : tensor<32x128xf8E4M3FN>)
// HOIST: linalg.generic {{.*}} ins(%[[X]], %[[P]] : tensor<64x128xf8E4M3FN>, tensor<32x128xf8E4M3FN>)
func.func @quantized_weight(%x: tensor<64x128xf8E4M3FN>, %w: tensor<128x32xf32>) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %s = arith.constant 0.5 : f32
  %qe = tensor.empty() : tensor<128x32xf8E4M3FN>
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %s : tensor<128x32xf32>, f32) outs(%qe : tensor<128x32xf8E4M3FN>) {
  ^bb0(%in: f32, %scale: f32, %o: f8E4M3FN):
    %m = arith.mulf %in, %scale : f32
    %t = arith.truncf %m : f32 to f8E4M3FN
    linalg.yield %t : f8E4M3FN
  } -> tensor<128x32xf8E4M3FN>
  %e = tensor.empty() : tensor<64x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
  %y = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %q : tensor<64x128xf8E4M3FN>, tensor<128x32xf8E4M3FN>) outs(%f : tensor<64x32xf32>)
      attrs = {mpopt.contraction = {multiply = f8E4M3FN, scaled = true, transpose_lhs = false, transpose_rhs = false}} {
  ^bb0(%a: f8E4M3FN, %b: f8E4M3FN, %acc: f32):
    %a32 = arith.extf %a : f8E4M3FN to f32
    %b32 = arith.extf %b : f8E4M3FN to f32
    %p = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<64x32xf32>
  return %y : tensor<64x32xf32>
}

// -----

#lhs = affine_map<(m, n, k) -> (m, k)>
#lhs_t = affine_map<(m, n, k) -> (k, m)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#rhs_t = affine_map<(m, n, k) -> (n, k)>
#out = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(m, n) -> (m, n)>
#scalar = affine_map<(m, n) -> ()>

// FP8 operands that arrive as they are: a transposed lhs ([K, M]) and a
// [K, N] rhs each get a transposing copy; the lhs is then read as (m, k).
// CHECK-LABEL: func.func @copies
// CHECK-SAME: (%[[A:.+]]: tensor<128x64xf8E4M3FN>, %[[B:.+]]: tensor<128x32xf8E4M3FN>)
// CHECK: %[[AT:.+]] = linalg.generic {{.*}} ins(%[[A]] : tensor<128x64xf8E4M3FN>) outs(%{{.+}} : tensor<64x128xf8E4M3FN>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: f8E4M3FN, %{{.+}}: f8E4M3FN):
// CHECK-NEXT: linalg.yield %[[IN]]
// CHECK: %[[BT:.+]] = linalg.generic {{.*}} ins(%[[B]] : tensor<128x32xf8E4M3FN>) outs(%{{.+}} : tensor<32x128xf8E4M3FN>)
// CHECK: linalg.generic {{.*}} ins(%[[AT]], %[[BT]] : tensor<64x128xf8E4M3FN>, tensor<32x128xf8E4M3FN>)
// CHECK-SAME: transpose_lhs = false, transpose_rhs = true
// HOIST-LABEL: func.func @copies_prepare
// HOIST-SAME: (%{{.+}}: tensor<128x32xf8E4M3FN>) -> tensor<32x128xf8E4M3FN>
func.func @copies(%a: tensor<128x64xf8E4M3FN>, %b: tensor<128x32xf8E4M3FN>) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
  %y = linalg.generic {indexing_maps = [#lhs_t, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<128x64xf8E4M3FN>, tensor<128x32xf8E4M3FN>) outs(%f : tensor<64x32xf32>)
      attrs = {mpopt.contraction = {multiply = f8E4M3FN, scaled = true, transpose_lhs = true, transpose_rhs = false}} {
  ^bb0(%x: f8E4M3FN, %w: f8E4M3FN, %acc: f32):
    %x32 = arith.extf %x : f8E4M3FN to f32
    %w32 = arith.extf %w : f8E4M3FN to f32
    %p = arith.mulf %x32, %w32 : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<64x32xf32>
  return %y : tensor<64x32xf32>
}

// -----

#lhs = affine_map<(m, n, k) -> (m, k)>
#lhs_t = affine_map<(m, n, k) -> (k, m)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#rhs_t = affine_map<(m, n, k) -> (n, k)>
#out = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(m, n) -> (m, n)>
#scalar = affine_map<(m, n) -> ()>

// Left alone: FP8 operands already along K (an nn.Linear's [N, K] weight),
// and a bf16 multiply, which cuBLASLt takes in any layout.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: tensor.empty() : tensor<32x128
// CHECK-NOT: tensor.empty() : tensor<64x128
// CHECK: transpose_lhs = false, transpose_rhs = true
// CHECK: transpose_lhs = false, transpose_rhs = false
func.func @left_alone(%x: tensor<64x128xf8E4M3FN>, %w: tensor<32x128xf8E4M3FN>,
                      %xb: tensor<64x128xbf16>, %wb: tensor<128x32xbf16>) -> (tensor<64x32xf32>, tensor<64x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
  %y = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<64x128xf8E4M3FN>, tensor<32x128xf8E4M3FN>) outs(%f : tensor<64x32xf32>)
      attrs = {mpopt.contraction = {multiply = f8E4M3FN, scaled = true, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: f8E4M3FN, %b: f8E4M3FN, %acc: f32):
    %a32 = arith.extf %a : f8E4M3FN to f32
    %b32 = arith.extf %b : f8E4M3FN to f32
    %p = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<64x32xf32>
  %z = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%xb, %wb : tensor<64x128xbf16>, tensor<128x32xbf16>) outs(%f : tensor<64x32xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = false}} {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<64x32xf32>
  return %y, %z : tensor<64x32xf32>, tensor<64x32xf32>
}
// -----

#lhs = affine_map<(m, n, k) -> (m, k)>
#lhs_t = affine_map<(m, n, k) -> (k, m)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#rhs_t = affine_map<(m, n, k) -> (n, k)>
#out = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(m, n) -> (m, n)>
#scalar = affine_map<(m, n) -> ()>

// Left alone too: a dynamic operand (cuBLASLt takes static FP8 operands
// only: the contraction stays a kernel, which reads any layout).
// CHECK-LABEL: func.func @dynamic
// CHECK-NOT: tensor.empty() : tensor<32x128
// CHECK: transpose_lhs = false, transpose_rhs = false
func.func @dynamic(%x: tensor<?x128xf8E4M3FN>, %w: tensor<128x32xf8E4M3FN>, %m: index) -> tensor<?x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%m) : tensor<?x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x32xf32>) -> tensor<?x32xf32>
  %y = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<?x128xf8E4M3FN>, tensor<128x32xf8E4M3FN>) outs(%f : tensor<?x32xf32>)
      attrs = {mpopt.contraction = {multiply = f8E4M3FN, scaled = true, transpose_lhs = false, transpose_rhs = false}} {
  ^bb0(%a: f8E4M3FN, %b: f8E4M3FN, %acc: f32):
    %a32 = arith.extf %a : f8E4M3FN to f32
    %b32 = arith.extf %b : f8E4M3FN to f32
    %p = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<?x32xf32>
  return %y : tensor<?x32xf32>
}

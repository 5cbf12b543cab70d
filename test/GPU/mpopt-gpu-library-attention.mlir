// RUN: mpopt-opt %s --mpopt-lower-to-linalg --mpopt-gpu-library-attention --split-input-file | FileCheck %s
// RUN: mpopt-opt %s --mpopt-lower-to-linalg --canonicalize --mpopt-gpu-library-attention --split-input-file | FileCheck %s --check-prefix=MERGED

// A bf16 attention with grouped key/value heads, a broadcast f32 mask and
// causal masking: one placeholder call on the buffers of q, k, v and the
// mask, q read across torch-mlir's [B, S, H, D] -> [B, H, S, D] transpose;
// nothing of the composition is left.
// CHECK-LABEL: func.func @grouped
// CHECK-SAME: (%[[X:[^:]+]]: tensor<1x64x4x16xbf16>, %[[K:[^:]+]]: tensor<1x2x64x16xbf16>, %[[V:[^:]+]]: tensor<1x2x64x16xbf16>, %[[M:[^:]+]]: tensor<1x1x64x64xf32>)
// CHECK-NOT: linalg.generic
// CHECK: %[[XB:.+]] = bufferization.to_buffer %[[X]] read_only : tensor<1x64x4x16xbf16> to memref<1x64x4x16xbf16, strided<[?, ?, ?, ?], offset: ?>>
// CHECK: %[[QB:.+]] = memref.transpose %[[XB]] (d0, d1, d2, d3) -> (d0, d2, d1, d3)
// CHECK: %[[KB:.+]] = bufferization.to_buffer %[[K]] read_only
// CHECK: %[[VB:.+]] = bufferization.to_buffer %[[V]] read_only
// CHECK: %[[MB:.+]] = bufferization.to_buffer %[[M]] read_only
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<1x4x64x16xbf16>
// CHECK: call @mpopt.attention.call.0(%[[QB]], %[[KB]], %[[VB]], %[[MB]], %[[OUT]]) {mpopt.attention.arguments = {causal = true, mask_broadcast = array<i1: true, true, false, false>, scale = 2.500000e-01 : f64, zero_masked_rows = false}}
// CHECK: %[[R:.+]] = bufferization.to_tensor %[[OUT]] restrict writable
// CHECK: return %[[R]]
// CHECK: func.func private @mpopt.attention.call.0(memref<1x4x64x16xbf16, strided<[?, ?, ?, ?], offset: ?>>, memref<1x2x64x16xbf16, strided<[?, ?, ?, ?], offset: ?>>, memref<1x2x64x16xbf16, strided<[?, ?, ?, ?], offset: ?>>, memref<1x1x64x64xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<1x4x64x16xbf16>)
func.func @grouped(%x: tensor<1x64x4x16xbf16>, %k: tensor<1x2x64x16xbf16>, %v: tensor<1x2x64x16xbf16>, %m: tensor<1x1x64x64xf32>) -> tensor<1x4x64x16xbf16> {
  %e = tensor.empty() : tensor<1x4x64x16xbf16>
  %q = linalg.transpose ins(%x : tensor<1x64x4x16xbf16>) outs(%e : tensor<1x4x64x16xbf16>) permutation = [0, 2, 1, 3]
  %0 = mpopt.attention %q, %k, %v mask(%m : tensor<1x1x64x64xf32>) scale(0.25) causal
      multiply(bf16) scores(bf16) logits(f32) softmax(f32) probabilities(bf16)
      : tensor<1x4x64x16xbf16>, tensor<1x2x64x16xbf16>, tensor<1x2x64x16xbf16> -> tensor<1x4x64x16xbf16>
  return %0 : tensor<1x4x64x16xbf16>
}

// -----

// A causal fill (a decoder's mask with its causal part separated) reaches
// the call's arguments; the key padding mask is read broadcast over the
// queries.
// CHECK-LABEL: func.func @causal_fill
// CHECK-NOT: linalg.generic
// CHECK: call @mpopt.attention.call.0({{.+}}) {mpopt.attention.arguments = {causal = true, causal_fill = -3.4028234663852886E+38 : f64, mask_broadcast = array<i1: false, true, true, false>, scale = 2.500000e-01 : f64, zero_masked_rows = false}}
func.func @causal_fill(%q: tensor<2x4x64x16xbf16>, %k: tensor<2x4x64x16xbf16>, %v: tensor<2x4x64x16xbf16>, %m: tensor<2x1x1x64xf32>) -> tensor<2x4x64x16xbf16> {
  %0 = mpopt.attention %q, %k, %v mask(%m : tensor<2x1x1x64xf32>) scale(0.25) causal causal_fill(-3.4028234663852886E+38)
      multiply(bf16) scores(bf16) logits(f32) softmax(f32) probabilities(bf16)
      : tensor<2x4x64x16xbf16>, tensor<2x4x64x16xbf16>, tensor<2x4x64x16xbf16> -> tensor<2x4x64x16xbf16>
  return %0 : tensor<2x4x64x16xbf16>
}

// -----

// A model's own grouped-query broadcast (torch's repeat_kv, materialized as
// [B, Hkv, G, S, D], collapsed to [B * H, S, D] and expanded, as
// torch-mlir writes it; the composition's collapse with the batch then
// reads the 5-D buffer at once): the kernel reads the broadcast buffer as
// its H heads.
// Canonicalized (as mpopt-compile's pipeline has it), the composition
// reads the 5-D buffer through one collapse.
// CHECK-LABEL: func.func @repeat_kv
// CHECK-NOT: linalg.generic
// CHECK: call @mpopt.attention.call.0(
// MERGED-LABEL: func.func @repeat_kv
// MERGED-SAME: (%[[Q:[^:]+]]: tensor<1x4x64x16xbf16>, %[[K:[^:]+]]: tensor<1x4x64x16xbf16>, %[[V5:[^:]+]]: tensor<1x2x2x64x16xbf16>)
// MERGED-NOT: linalg.generic
// MERGED: %[[V:.+]] = tensor.collapse_shape %[[V5]] {{\[\[}}0], [1, 2], [3], [4]] : tensor<1x2x2x64x16xbf16> into tensor<1x4x64x16xbf16>
// MERGED: %[[VB:.+]] = bufferization.to_buffer %[[V]] read_only
// MERGED: call @mpopt.attention.call.0(%{{.+}}, %{{.+}}, %[[VB]], %{{.+}})
func.func @repeat_kv(%q: tensor<1x4x64x16xbf16>, %k: tensor<1x4x64x16xbf16>, %v5: tensor<1x2x2x64x16xbf16>) -> tensor<1x4x64x16xbf16> {
  %v3 = tensor.collapse_shape %v5 [[0, 1, 2], [3], [4]] : tensor<1x2x2x64x16xbf16> into tensor<4x64x16xbf16>
  %v = tensor.expand_shape %v3 [[0, 1], [2], [3]] output_shape [1, 4, 64, 16] : tensor<4x64x16xbf16> into tensor<1x4x64x16xbf16>
  %0 = mpopt.attention %q, %k, %v scale(0.25)
      multiply(bf16) scores(bf16) logits(f32) softmax(f32) probabilities(bf16)
      : tensor<1x4x64x16xbf16>, tensor<1x4x64x16xbf16>, tensor<1x4x64x16xbf16> -> tensor<1x4x64x16xbf16>
  return %0 : tensor<1x4x64x16xbf16>
}

// -----

// f32 operands under a bf16 multiply: each rounded to bf16 first, as the
// composition rounds them; the f32 result written by the kernel. SDPA's
// scaling of q and k is the kernel's scaling of the scores.
// CHECK-LABEL: func.func @rounded
// CHECK-COUNT-3: arith.truncf %{{.+}} : f32 to bf16
// CHECK: call @mpopt.attention.call.0(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) {mpopt.attention.arguments = {causal = false, mask_broadcast = array<i1: false, false, false, false>, scale = 1.250000e-01 : f64, zero_masked_rows = true}}
// CHECK-SAME: (memref<2x2x32x32xbf16, strided<[?, ?, ?, ?], offset: ?>>, memref<2x2x32x32xbf16, strided<[?, ?, ?, ?], offset: ?>>, memref<2x2x32x32xbf16, strided<[?, ?, ?, ?], offset: ?>>, memref<2x2x32x32xf32>) -> ()
func.func @rounded(%q: tensor<2x2x32x32xf32>, %k: tensor<2x2x32x32xf32>, %v: tensor<2x2x32x32xf32>) -> tensor<2x2x32x32xf32> {
  %0 = mpopt.attention %q, %k, %v scale(0.125) scaling<operands>
      multiply(bf16) scores(f32) logits(f32) softmax(f32) probabilities(bf16) zero_masked_rows
      : tensor<2x2x32x32xf32>, tensor<2x2x32x32xf32>, tensor<2x2x32x32xf32> -> tensor<2x2x32x32xf32>
  return %0 : tensor<2x2x32x32xf32>
}

// -----

// What the kernel cannot do stays the composition: f32 products of f32
// operands, a head dimension of 8, different head dimensions of q and v.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: call
// CHECK-COUNT-3: mpopt.attention.operands = {id = {{[0-2]}} : i64, lhs = "q", rhs = "k"}
// CHECK-NOT: call
func.func @kept(%q: tensor<1x2x32x32xf32>, %k: tensor<1x2x32x32xf32>, %v: tensor<1x2x32x32xf32>,
                %a: tensor<1x2x32x8xbf16>, %b: tensor<1x2x32x32xbf16>, %c: tensor<1x2x32x16xbf16>)
    -> (tensor<1x2x32x32xf32>, tensor<1x2x32x8xbf16>, tensor<1x2x32x16xbf16>) {
  %0 = mpopt.attention %q, %k, %v scale(0.125)
      multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<1x2x32x32xf32>, tensor<1x2x32x32xf32>, tensor<1x2x32x32xf32> -> tensor<1x2x32x32xf32>
  %1 = mpopt.attention %a, %a, %a scale(0.125)
      multiply(bf16) scores(f32) logits(f32) softmax(f32) probabilities(bf16)
      : tensor<1x2x32x8xbf16>, tensor<1x2x32x8xbf16>, tensor<1x2x32x8xbf16> -> tensor<1x2x32x8xbf16>
  %2 = mpopt.attention %b, %b, %c scale(0.125)
      multiply(bf16) scores(f32) logits(f32) softmax(f32) probabilities(bf16)
      : tensor<1x2x32x32xbf16>, tensor<1x2x32x32xbf16>, tensor<1x2x32x16xbf16> -> tensor<1x2x32x16xbf16>
  return %0, %1, %2 : tensor<1x2x32x32xf32>, tensor<1x2x32x8xbf16>, tensor<1x2x32x16xbf16>
}

// -----

// A result read only by torch-mlir's [B, H, S, D] -> [B, S, H, D]
// transpose (before the heads merge) is written in that layout, through a
// transposed view: no copy after the kernel.
// CHECK-LABEL: func.func @heads_last
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<1x64x4x16xbf16>
// CHECK: %[[VIEW:.+]] = memref.transpose %[[OUT]] (d0, d1, d2, d3) -> (d0, d2, d1, d3)
// CHECK: call @mpopt.attention.call.0(%{{.+}}, %{{.+}}, %{{.+}}, %[[VIEW]])
// CHECK: %[[R:.+]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<1x64x4x16xbf16>
// CHECK-NOT: linalg
// CHECK: return %[[R]]
func.func @heads_last(%q: tensor<1x4x64x16xbf16>, %k: tensor<1x4x64x16xbf16>, %v: tensor<1x4x64x16xbf16>) -> tensor<1x64x4x16xbf16> {
  %0 = mpopt.attention %q, %k, %v scale(0.25)
      multiply(bf16) scores(bf16) logits(f32) softmax(f32) probabilities(bf16)
      : tensor<1x4x64x16xbf16>, tensor<1x4x64x16xbf16>, tensor<1x4x64x16xbf16> -> tensor<1x4x64x16xbf16>
  %e = tensor.empty() : tensor<1x64x4x16xbf16>
  %t = linalg.transpose ins(%0 : tensor<1x4x64x16xbf16>) outs(%e : tensor<1x64x4x16xbf16>) permutation = [0, 2, 1, 3]
  return %t : tensor<1x64x4x16xbf16>
}

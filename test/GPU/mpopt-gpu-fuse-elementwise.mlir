// RUN: mpopt-opt %s --mpopt-gpu-fuse-elementwise | FileCheck %s

// The index maps of @collapsed_indices (printed first).
// CHECK-DAG: #[[$ROW:.+]] = affine_map<(d0) -> ((d0 floordiv 4) mod 2)>
// CHECK-DAG: #[[$COLUMN:.+]] = affine_map<(d0) -> (d0 mod 4)>

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A chain of elementwise generics, each read once, is one generic: its ops
// in the same order.
// CHECK-LABEL: func.func @chain
// CHECK: %[[G:.+]] = linalg.generic
// CHECK: arith.mulf
// CHECK: math.tanh
// CHECK: arith.addf
// CHECK-NOT: linalg.generic
// CHECK: return %[[G]]
func.func @chain(%x: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<64x256xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %half : f32
    linalg.yield %m : f32
  } -> tensor<64x256xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<64x256xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%1 : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %one : f32
    linalg.yield %s : f32
  } -> tensor<64x256xf32>
  return %2 : tensor<64x256xf32>
}

// A producer read twice stays: fusing it would compute its tanh twice.
// CHECK-LABEL: func.func @shared
// CHECK: math.tanh
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK-NOT: math.tanh
func.func @shared(%x: tensor<64x256xf32>) -> (tensor<64x256xf32>, tensor<64x256xf32>) {
  %e = tensor.empty() : tensor<64x256xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<64x256xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<64x256xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<64x256xf32>
  return %1, %2 : tensor<64x256xf32>, tensor<64x256xf32>
}

// A row reduction (a row kernel on the GPU) and a marked contraction (a
// cuBLASLt call) keep their own ops: neither takes in its elementwise
// producer, nor is taken into its consumer.
// CHECK-LABEL: func.func @apart
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: linalg.generic {{.*}}mpopt.contraction
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
func.func @apart(%x: tensor<64x256xf32>, %w: tensor<64x256xf32>) -> (tensor<64xf32>, tensor<64x256xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x256xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<64x256xf32>
  %r0 = tensor.empty() : tensor<64xf32>
  %r1 = linalg.fill ins(%zero : f32) outs(%r0 : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%0 : tensor<64x256xf32>) outs(%r1 : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w : tensor<64x256xf32>, tensor<64x256xf32>) outs(%e : tensor<64x256xf32>)
      attrs = {mpopt.contraction = {}} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<64x256xf32>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<64x256xf32>
  return %sum, %q : tensor<64xf32>, tensor<64x256xf32>
}

// A reader of a contraction's result across (a merged convolution's
// [F, N, P] read as [N, F, P]: lib/GPU/Im2col.cpp) is no cuBLASLt epilogue:
// it fuses with its elementwise consumer, which then reads the result
// across itself.
#across = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @across
// CHECK: %[[P:.+]] = linalg.generic {{.*}}mpopt.contraction
// CHECK: %[[V:.+]] = tensor.expand_shape %[[P]]
// CHECK: linalg.generic {{.*}} ins(%[[V]] : tensor<8x2x32xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: math.tanh
// CHECK-NOT: linalg.generic
func.func @across(%x: tensor<8x64xf32>, %w: tensor<8x64xf32>) -> tensor<2x8x32xf32> {
  %e = tensor.empty() : tensor<8x64xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w : tensor<8x64xf32>, tensor<8x64xf32>) outs(%e : tensor<8x64xf32>)
      attrs = {mpopt.contraction = {}} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<8x64xf32>
  %v = tensor.expand_shape %p [[0], [1, 2]] output_shape [8, 2, 32] : tensor<8x64xf32> into tensor<8x2x32xf32>
  %e3 = tensor.empty() : tensor<2x8x32xf32>
  %t = linalg.generic {indexing_maps = [#across, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%v : tensor<8x2x32xf32>) outs(%e3 : tensor<2x8x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x8x32xf32>
  %q = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%t : tensor<2x8x32xf32>) outs(%e3 : tensor<2x8x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %h = math.tanh %a : f32
    linalg.yield %h : f32
  } -> tensor<2x8x32xf32>
  return %q : tensor<2x8x32xf32>
}

// torch-mlir's Linear adds its bias on [B * S, N] and expands the sum to
// [B, S, N] for the GELU: the reshape moves to the bias addition's
// operands and the two are one generic on [B, S, N].
// CHECK-LABEL: func.func @through_expand
// CHECK-SAME: (%[[Y:.+]]: tensor<128x64xbf16>, %[[B:.+]]: tensor<64xf32>)
// CHECK: %[[YE:.+]] = tensor.expand_shape %[[Y]] {{\[\[}}0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xbf16> into tensor<2x64x64xbf16>
// CHECK: %[[G:.+]] = linalg.generic
// CHECK-SAME: ins(%[[YE]], %[[B]] : tensor<2x64x64xbf16>, tensor<64xf32>)
// CHECK: arith.extf
// CHECK: arith.addf
// CHECK: math.tanh
// CHECK-NOT: linalg.generic
// CHECK: return %[[G]]
func.func @through_expand(%y: tensor<128x64xbf16>, %b: tensor<64xf32>) -> tensor<2x64x64xf32> {
  %e = tensor.empty() : tensor<128x64xf32>
  %0 = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %b : tensor<128x64xbf16>, tensor<64xf32>) outs(%e : tensor<128x64xf32>) {
  ^bb0(%a: bf16, %c: f32, %o: f32):
    %w = arith.extf %a : bf16 to f32
    %s = arith.addf %w, %c : f32
    linalg.yield %s : f32
  } -> tensor<128x64xf32>
  %x = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
  %e3 = tensor.empty() : tensor<2x64x64xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x64x64xf32>) outs(%e3 : tensor<2x64x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<2x64x64xf32>
  return %1 : tensor<2x64x64xf32>
}

// torch-mlir's q: [B, S, H, D] -> [B, H, S, D] (D stays innermost), then
// scaled and rounded: one generic that reads the source across.
#bshd = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @transpose_then_round
// CHECK-SAME: (%[[X:.+]]: tensor<2x8x4x16xf32>)
// CHECK: %[[G:.+]] = linalg.generic {indexing_maps = [#{{.+}}, #{{.+}}], {{.*}} ins(%[[X]] : tensor<2x8x4x16xf32>)
// CHECK: arith.mulf
// CHECK: arith.truncf
// CHECK-NOT: linalg.{{generic|transpose}}
// CHECK: return %[[G]]
func.func @transpose_then_round(%x: tensor<2x8x4x16xf32>) -> tensor<2x4x8x16xbf16> {
  %s = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<2x4x8x16xf32>
  %t = linalg.transpose ins(%x : tensor<2x8x4x16xf32>) outs(%e : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3]
  %eb = tensor.empty() : tensor<2x4x8x16xbf16>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t : tensor<2x4x8x16xf32>) outs(%eb : tensor<2x4x8x16xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %m = arith.mulf %a, %s : f32
    %b = arith.truncf %m : f32 to bf16
    linalg.yield %b : bf16
  } -> tensor<2x4x8x16xbf16>
  return %r : tensor<2x4x8x16xbf16>
}

// A transpose that moves the innermost dimension stays a copy of its own
// (the transpose kernel's): fused, its reader would read across rows.
// CHECK-LABEL: func.func @transpose_across
// CHECK: linalg.generic
// CHECK-NOT: arith.mulf
// CHECK: linalg.generic
// CHECK: arith.mulf
func.func @transpose_across(%x: tensor<2x8x4x16xf32>) -> tensor<2x4x16x8xf32> {
  %s = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<2x4x16x8xf32>
  %t = linalg.transpose ins(%x : tensor<2x8x4x16xf32>) outs(%e : tensor<2x4x16x8xf32>) permutation = [0, 2, 3, 1]
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t : tensor<2x4x16x8xf32>) outs(%e : tensor<2x4x16x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<2x4x16x8xf32>
  return %r : tensor<2x4x16x8xf32>
}

// torch's k.transpose(-2, -1), scaled and rounded, then transposed back to
// [B, H, S, D] for the attention kernel: the three are one generic reading
// [B, S, H, D] along its rows.
// CHECK-LABEL: func.func @transpose_there_and_back
// CHECK-SAME: (%[[X:.+]]: tensor<2x8x4x16xf32>)
// CHECK: %[[G:.+]] = linalg.generic {indexing_maps = [#[[READ:.+]], #{{.+}}], {{.*}} ins(%[[X]] : tensor<2x8x4x16xf32>) outs(%{{.+}} : tensor<2x4x8x16xbf16>)
// CHECK: arith.mulf
// CHECK: arith.truncf
// CHECK-NOT: linalg.{{generic|transpose}}
// CHECK: return %[[G]]
func.func @transpose_there_and_back(%x: tensor<2x8x4x16xf32>) -> tensor<2x4x8x16xbf16> {
  %s = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<2x4x16x8xf32>
  %kt = linalg.transpose ins(%x : tensor<2x8x4x16xf32>) outs(%e : tensor<2x4x16x8xf32>) permutation = [0, 2, 3, 1]
  %eb = tensor.empty() : tensor<2x4x16x8xbf16>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%kt : tensor<2x4x16x8xf32>) outs(%eb : tensor<2x4x16x8xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %m = arith.mulf %a, %s : f32
    %b = arith.truncf %m : f32 to bf16
    linalg.yield %b : bf16
  } -> tensor<2x4x16x8xbf16>
  %ek = tensor.empty() : tensor<2x4x8x16xbf16>
  %k = linalg.transpose ins(%r : tensor<2x4x16x8xbf16>) outs(%ek : tensor<2x4x8x16xbf16>) permutation = [0, 1, 3, 2]
  return %k : tensor<2x4x8x16xbf16>
}

// q, k and v sliced from one projection with its bias added: each slice
// adds its part of the bias to its part of the product and is rounded in
// the same generic; the sum of the whole projection is never stored.
// CHECK-LABEL: func.func @sliced_projection
// CHECK-SAME: (%[[Y:.+]]: tensor<64x96xbf16>, %[[B:.+]]: tensor<96xf32>)
// CHECK-COUNT-3: linalg.generic {{.*}} ins(%{{.+}}, %{{.+}} : tensor<64x32xbf16>, tensor<32xf32>) outs(%{{.+}} : tensor<64x32xbf16>)
// CHECK-NOT: linalg.generic
func.func @sliced_projection(%y: tensor<64x96xbf16>, %b: tensor<96xf32>)
    -> (tensor<64x32xbf16>, tensor<64x32xbf16>, tensor<64x32xbf16>) {
  %e = tensor.empty() : tensor<64x96xf32>
  %sum = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %b : tensor<64x96xbf16>, tensor<96xf32>) outs(%e : tensor<64x96xf32>) {
  ^bb0(%a: bf16, %c: f32, %o: f32):
    %w = arith.extf %a : bf16 to f32
    %s = arith.addf %w, %c : f32
    linalg.yield %s : f32
  } -> tensor<64x96xf32>
  %eb = tensor.empty() : tensor<64x32xbf16>
  %q = tensor.extract_slice %sum[0, 0] [64, 32] [1, 1] : tensor<64x96xf32> to tensor<64x32xf32>
  %k = tensor.extract_slice %sum[0, 32] [64, 32] [1, 1] : tensor<64x96xf32> to tensor<64x32xf32>
  %v = tensor.extract_slice %sum[0, 64] [64, 32] [1, 1] : tensor<64x96xf32> to tensor<64x32xf32>
  %rq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q : tensor<64x32xf32>) outs(%eb : tensor<64x32xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %t = arith.truncf %a : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x32xbf16>
  %rk = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%k : tensor<64x32xf32>) outs(%eb : tensor<64x32xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %t = arith.truncf %a : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x32xbf16>
  %rv = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%v : tensor<64x32xf32>) outs(%eb : tensor<64x32xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %t = arith.truncf %a : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x32xbf16>
  return %rq, %rk, %rv : tensor<64x32xbf16>, tensor<64x32xbf16>, tensor<64x32xbf16>
}

// Slices that overlap would compute elements twice: the sum stays.
// CHECK-LABEL: func.func @overlapping_slices
// CHECK: linalg.generic {{.*}} outs(%{{.+}} : tensor<64x96xf32>)
func.func @overlapping_slices(%y: tensor<64x96xbf16>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %e = tensor.empty() : tensor<64x96xf32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<64x96xbf16>) outs(%e : tensor<64x96xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %x = arith.extf %a : bf16 to f32
    linalg.yield %x : f32
  } -> tensor<64x96xf32>
  %a = tensor.extract_slice %w[0, 0] [64, 64] [1, 1] : tensor<64x96xf32> to tensor<64x64xf32>
  %b = tensor.extract_slice %w[0, 32] [64, 64] [1, 1] : tensor<64x96xf32> to tensor<64x64xf32>
  return %a, %b : tensor<64x64xf32>, tensor<64x64xf32>
}

// LLaMA's rotary embedding: q * cos + rotate_half(q) * sin, rotate_half
// being cat(-x2, x1) of q's halves, q read across the heads transpose. The
// concatenation becomes reads of its pieces (each piece's conversion moved
// into its read), and all of it is one generic reading the projection's
// [B, S, H, D] once along its rows and once at the other half.
// CHECK-LABEL: func.func @rotary
// CHECK-SAME: (%[[X:.+]]: tensor<2x8x4x16xbf16>, %[[COS:.+]]: tensor<8x16xf32>, %[[SIN:.+]]: tensor<8x16xf32>)
// CHECK: %[[G:.+]] = linalg.generic {{.*}} ins(%[[X]], %[[COS]], %[[SIN]] : tensor<2x8x4x16xbf16>, tensor<8x16xf32>, tensor<8x16xf32>)
// CHECK: scf.if
// CHECK: tensor.extract %[[X]]
// CHECK: arith.negf
// CHECK: } else {
// CHECK: tensor.extract %[[X]]
// CHECK-NOT: linalg.{{generic|transpose}}
// CHECK-NOT: tensor.concat
// CHECK: return %[[G]]
#rope = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
func.func @rotary(%x: tensor<2x8x4x16xbf16>, %cos: tensor<8x16xf32>, %sin: tensor<8x16xf32>) -> tensor<2x4x8x16xbf16> {
  %e = tensor.empty() : tensor<2x4x8x16xbf16>
  %q = linalg.transpose ins(%x : tensor<2x8x4x16xbf16>) outs(%e : tensor<2x4x8x16xbf16>) permutation = [0, 2, 1, 3]
  %x1 = tensor.extract_slice %q[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xbf16> to tensor<2x4x8x8xbf16>
  %x2 = tensor.extract_slice %q[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xbf16> to tensor<2x4x8x8xbf16>
  %eh = tensor.empty() : tensor<2x4x8x8xf32>
  %w1 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x1 : tensor<2x4x8x8xbf16>) outs(%eh : tensor<2x4x8x8xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %w = arith.extf %a : bf16 to f32
    linalg.yield %w : f32
  } -> tensor<2x4x8x8xf32>
  %n2 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x2 : tensor<2x4x8x8xbf16>) outs(%eh : tensor<2x4x8x8xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %w = arith.extf %a : bf16 to f32
    %n = arith.negf %w : f32
    linalg.yield %n : f32
  } -> tensor<2x4x8x8xf32>
  %rot = tensor.concat dim(3) %n2, %w1 : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
  %r = linalg.generic {indexing_maps = [#id4, #rope, #id4, #rope, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q, %cos, %rot, %sin : tensor<2x4x8x16xbf16>, tensor<8x16xf32>, tensor<2x4x8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<2x4x8x16xbf16>) {
  ^bb0(%a: bf16, %c: f32, %b: f32, %s: f32, %o: bf16):
    %w = arith.extf %a : bf16 to f32
    %m = arith.mulf %w, %c : f32
    %n = arith.mulf %b, %s : f32
    %t = arith.addf %m, %n : f32
    %y = arith.truncf %t : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x8x16xbf16>
  return %r : tensor<2x4x8x16xbf16>
}

// A concatenation read by something else than elementwise kernels stays.
// CHECK-LABEL: func.func @concat_kept
// CHECK: tensor.concat
func.func @concat_kept(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x16xf32> {
  %c = tensor.concat dim(1) %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  return %c : tensor<4x16xf32>
}

// Autocast's addmm epilogue (a bf16 bias added to the product, the sum
// rounded to bf16) is cuBLASLt's bias epilogue: it stays an op of its own
// for mpopt-gpu-library-matmuls, and its reader fuses with nothing of it.
#rb_col = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @rounded_bias_epilogue
// CHECK: %[[P:.+]] = linalg.generic {{.*}}mpopt.contraction
// CHECK: %[[E:.+]] = linalg.generic {{.*}}ins(%[[P]], %{{.+}} : tensor<64x256xf32>, tensor<256xbf16>)
// CHECK: linalg.generic {{.*}}ins(%[[E]] : tensor<64x256xbf16>)
// CHECK: math.tanh
func.func @rounded_bias_epilogue(%x: tensor<64x256xf32>, %w: tensor<64x256xf32>, %bias: tensor<256xbf16>) -> tensor<64x256xbf16> {
  %e = tensor.empty() : tensor<64x256xf32>
  %e16 = tensor.empty() : tensor<64x256xbf16>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w : tensor<64x256xf32>, tensor<64x256xf32>) outs(%e : tensor<64x256xf32>)
      attrs = {mpopt.contraction = {}} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<64x256xf32>
  %sum = linalg.generic {indexing_maps = [#id, #rb_col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p, %bias : tensor<64x256xf32>, tensor<256xbf16>) outs(%e16 : tensor<64x256xbf16>) {
  ^bb0(%a: f32, %c: bf16, %o: bf16):
    %cw = arith.extf %c : bf16 to f32
    %s = arith.addf %a, %cw : f32
    %r = arith.truncf %s : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<64x256xbf16>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<64x256xbf16>) outs(%e16 : tensor<64x256xbf16>) {
  ^bb0(%a: bf16, %o: bf16):
    %w32 = arith.extf %a : bf16 to f32
    %th = math.tanh %w32 : f32
    %r = arith.truncf %th : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<64x256xbf16>
  return %t : tensor<64x256xbf16>
}

// GPT-2's embedding: a gather with torch-mlir's index checks, added to the
// position embedding. The addition takes the gather's body, checks
// included; the gather, read by nothing then, goes too (its asserts kept
// it from being trivially dead: one kernel overwritten by the other). A
// generic without results, there for its check, stays.
// CHECK-LABEL: func.func @embedding
// CHECK: %[[SUM:.+]] = linalg.generic
// CHECK: cf.assert %{{.+}}, "index must be smaller than dim size"
// CHECK: tensor.extract %{{.+}} : tensor<16x8xf32>
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.+}} : tensor<4x8xf32>)
// CHECK-NEXT: ^bb0(%{{.+}}: f32):
// CHECK: cf.assert %{{.+}}, "negative"
// CHECK-NOT: linalg.generic
// CHECK: return %[[SUM]]
func.func @embedding(%ids: tensor<4xi64>, %table: tensor<16x8xf32>, %pos: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c16 = arith.constant 16 : index
  %e = tensor.empty() : tensor<4x8xf32>
  %g = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<4xi64>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %j = linalg.index 1 : index
    %ok = arith.cmpi slt, %i, %c16 : index
    cf.assert %ok, "index must be smaller than dim size"
    %v = tensor.extract %table[%i, %j] : tensor<16x8xf32>
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%g, %pos : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} ins(%pos : tensor<4x8xf32>) {
  ^bb0(%p: f32):
    %zero = arith.constant 0.0 : f32
    %nonnegative = arith.cmpf oge, %p, %zero : f32
    cf.assert %nonnegative, "negative"
    linalg.yield
  }
  return %s : tensor<4x8xf32>
}

// torch's position ids: an arange read by the position embedding through
// a [1, S] view and by the mask through a [1, 1, 1, S] one. Computed from
// its indices alone, it is computed again in each reader (a few integer
// ops) instead of being a kernel and a buffer of its own; the reshapes
// become the same computation at their shapes.
// CHECK-LABEL: func.func @position_ids
// CHECK-NOT: tensor.expand_shape
// CHECK: %[[POS:.+]] = linalg.generic
// CHECK-SAME: ins(%arg0 : tensor<2x8xi64>)
// CHECK: linalg.index 1 : index
// CHECK: tensor.extract %arg1[%{{.+}}, %{{.+}}] : tensor<32x4xf32>
// CHECK: %[[MASK:.+]] = linalg.generic
// CHECK-SAME: ins(%arg2 : tensor<2x1x1x8xi1>)
// CHECK: linalg.index 3 : index
// CHECK-NOT: linalg.generic
// CHECK: return %[[POS]], %[[MASK]]
func.func @position_ids(%ids: tensor<2x8xi64>, %table: tensor<32x4xf32>, %keep: tensor<2x1x1x8xi1>) -> (tensor<2x8x4xf32>, tensor<2x1x1x8xi64>) {
  %e = tensor.empty() : tensor<8xi64>
  %arange = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<8xi64>
  %row = tensor.expand_shape %arange [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
  %e3 = tensor.empty() : tensor<2x8x4xf32>
  %pos = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ids, %row : tensor<2x8xi64>, tensor<1x8xi64>) outs(%e3 : tensor<2x8x4xf32>) {
  ^bb0(%id: i64, %p: i64, %out: f32):
    %s = arith.index_cast %p : i64 to index
    %j = linalg.index 2 : index
    %v = tensor.extract %table[%s, %j] : tensor<32x4xf32>
    %w = arith.sitofp %id : i64 to f32
    %r = arith.addf %v, %w : f32
    linalg.yield %r : f32
  } -> tensor<2x8x4xf32>
  %wide = tensor.expand_shape %arange [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
  %e4 = tensor.empty() : tensor<2x1x1x8xi64>
  %mask = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%keep, %wide : tensor<2x1x1x8xi1>, tensor<1x1x1x8xi64>) outs(%e4 : tensor<2x1x1x8xi64>) {
  ^bb0(%k: i1, %p: i64, %out: i64):
    %zero = arith.constant 0 : i64
    %r = arith.select %k, %p, %zero : i64
    linalg.yield %r : i64
  } -> tensor<2x1x1x8xi64>
  return %pos, %mask : tensor<2x8x4xf32>, tensor<2x1x1x8xi64>
}

// Collapsed, each old index is the new one divided and taken modulo: the
// element at 6 of the [8] view is the one at (1, 2) of the [2, 4] kernel.
// CHECK-LABEL: func.func @collapsed_indices
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg0 : tensor<8xi64>)
// CHECK: %[[I:.+]] = linalg.index 0 : index
// CHECK: affine.apply #[[$ROW]](%[[I]])
// CHECK: affine.apply #[[$COLUMN]](%[[I]])
// CHECK-NOT: tensor.collapse_shape
// CHECK: return
func.func @collapsed_indices(%x: tensor<8xi64>) -> tensor<8xi64> {
  %e = tensor.empty() : tensor<2x4xi64>
  %ids = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<2x4xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c10 = arith.constant 10 : index
    %t = arith.muli %i, %c10 : index
    %s = arith.addi %t, %j : index
    %c = arith.index_cast %s : index to i64
    linalg.yield %c : i64
  } -> tensor<2x4xi64>
  %flat = tensor.collapse_shape %ids [[0, 1]] : tensor<2x4xi64> into tensor<8xi64>
  %e1 = tensor.empty() : tensor<8xi64>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %flat : tensor<8xi64>, tensor<8xi64>) outs(%e1 : tensor<8xi64>) {
  ^bb0(%a: i64, %b: i64, %out: i64):
    %r = arith.addi %a, %b : i64
    linalg.yield %r : i64
  } -> tensor<8xi64>
  return %sum : tensor<8xi64>
}

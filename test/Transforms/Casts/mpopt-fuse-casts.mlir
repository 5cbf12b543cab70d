// RUN: mpopt-opt %s --mpopt-fuse-casts --split-input-file | FileCheck %s
// RUN: mpopt-opt %s --mpopt-fuse-casts=emit-remarks --split-input-file -o /dev/null -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=REMARK

// The operand casts are the conversion to the multiply type (or preserve
// every value); the result cast rounds the not yet rounded result.
// CHECK-LABEL: func.func @fuse
// CHECK-SAME: (%[[A:.+]]: tensor<4x8xf32>, %[[B:.+]]: tensor<8x2xf8E4M3FN>)
// CHECK: %[[M:.+]] = mpopt.matmul %[[A]], %[[B]] multiply(bf16) accumulate(f32) : tensor<4x8xf32>, tensor<8x2xf8E4M3FN> -> tensor<4x2xbf16>
// CHECK-NOT: mpopt.cast
// CHECK: return %[[M]]
// REMARK: remark: mpopt-fuse-casts: 3 casts fused into their neighbours
func.func @fuse(%a: tensor<4x8xf32>, %b: tensor<8x2xf8E4M3FN>) -> tensor<4x2xbf16> {
  %a16 = mpopt.cast %a : tensor<4x8xf32> to tensor<4x8xbf16>
  %b16 = mpopt.cast %b : tensor<8x2xf8E4M3FN> to tensor<8x2xbf16>
  %m = mpopt.matmul %a16, %b16 multiply(bf16) accumulate(f32) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf32>
  %r = mpopt.cast %m : tensor<4x2xf32> to tensor<4x2xbf16>
  return %r : tensor<4x2xbf16>
}

// -----

// A saturating FP8 result cast becomes the matmul's saturating result.
// CHECK-LABEL: func.func @fuse_fp8_result
// CHECK: mpopt.matmul %{{.+}}, %{{.+}} multiply(bf16) accumulate(f32) saturate : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf8E4M3FN>
func.func @fuse_fp8_result(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>) -> tensor<4x2xf8E4M3FN> {
  %m = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf32>
  %r = mpopt.cast %m saturate : tensor<4x2xf32> to tensor<4x2xf8E4M3FN>
  return %r : tensor<4x2xf8E4M3FN>
}

// -----

// torch-mlir's bf16 Linear: bf16 operands widened to f32 for an f32 matmul.
// With the widening casts taken in, the matmul reads bf16 and says it
// multiplies in bf16: products of two bf16 are exact in f32, the results
// are the same. It stays f32 with one operand f32 (bf16 would round it),
// with two narrow types (f16 and bf16) and with FP8 (multiplied as stored,
// with scales).
// CHECK-LABEL: func.func @widened_operands
// CHECK-SAME: (%[[A:.+]]: tensor<4x8xbf16>, %[[B:.+]]: tensor<8x2xbf16>, %[[W:.+]]: tensor<8x2xf32>, %[[H:.+]]: tensor<4x8xf16>, %[[Q:.+]]: tensor<4x8xf8E4M3FN>, %[[R:.+]]: tensor<8x2xf8E4M3FN>)
// CHECK-NOT: mpopt.cast
// CHECK: %[[BOTH:.+]] = mpopt.matmul %[[A]], %[[B]] multiply(bf16) accumulate(f32) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf32>
// CHECK: %[[ONE:.+]] = mpopt.matmul %[[A]], %[[W]] multiply(f32) accumulate(f32) : tensor<4x8xbf16>, tensor<8x2xf32> -> tensor<4x2xf32>
// CHECK: %[[MIXED:.+]] = mpopt.matmul %[[H]], %[[B]] multiply(f32) accumulate(f32) : tensor<4x8xf16>, tensor<8x2xbf16> -> tensor<4x2xf32>
// CHECK: %[[FP8:.+]] = mpopt.matmul %[[Q]], %[[R]] multiply(f32) accumulate(f32) : tensor<4x8xf8E4M3FN>, tensor<8x2xf8E4M3FN> -> tensor<4x2xf32>
// CHECK: return %[[BOTH]], %[[ONE]], %[[MIXED]], %[[FP8]]
// REMARK: remark: mpopt-fuse-casts: 7 casts fused into their neighbours
func.func @widened_operands(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>, %w: tensor<8x2xf32>,
                            %h: tensor<4x8xf16>, %q: tensor<4x8xf8E4M3FN>, %r: tensor<8x2xf8E4M3FN>)
    -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>) {
  %a32 = mpopt.cast %a : tensor<4x8xbf16> to tensor<4x8xf32>
  %b32 = mpopt.cast %b : tensor<8x2xbf16> to tensor<8x2xf32>
  %both = mpopt.matmul %a32, %b32 multiply(f32) accumulate(f32) : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  %one = mpopt.matmul %a32, %w multiply(f32) accumulate(f32) : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  %h32 = mpopt.cast %h : tensor<4x8xf16> to tensor<4x8xf32>
  %mixed = mpopt.matmul %h32, %b32 multiply(f32) accumulate(f32) : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  %q32 = mpopt.cast %q : tensor<4x8xf8E4M3FN> to tensor<4x8xf32>
  %r32 = mpopt.cast %r : tensor<8x2xf8E4M3FN> to tensor<8x2xf32>
  %fp8 = mpopt.matmul %q32, %r32 multiply(f32) accumulate(f32) : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  return %both, %one, %mixed, %fp8 : tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>
}

// -----

// Kept: a cast to another type than the multiply type (f32 -> f16 then a
// bf16 multiply rounds twice); a cast rounding toward zero; a cast with a
// second user; a result cast after the matmul already rounded; a result
// cast rounding upward. (The f16 cast feeding the f16 multiply is that
// multiply's own conversion, and goes.)
// CHECK-LABEL: func.func @kept
// CHECK-SAME: (%[[A:.+]]: tensor<4x8xf32>, %[[B:.+]]: tensor<8x2xf32>)
// CHECK: mpopt.cast %[[A]] : tensor<4x8xf32> to tensor<4x8xf16>
// CHECK-NOT: mpopt.cast %[[A]] : tensor<4x8xf32> to tensor<4x8xf16>
// CHECK: mpopt.cast %{{.+}} rounding<toward_zero> : tensor<4x8xf32> to tensor<4x8xbf16>
// CHECK: %[[SHARED:.+]] = mpopt.cast %{{.+}} : tensor<8x2xf32> to tensor<8x2xbf16>
// CHECK: mpopt.matmul %[[A]], %{{.+}} multiply(f16) accumulate(f32) : tensor<4x8xf32>, tensor<8x2xf16> -> tensor<4x2xbf16>
// CHECK: mpopt.cast %{{.+}} : tensor<4x2xbf16> to tensor<4x2xf8E5M2>
// CHECK: mpopt.cast %{{.+}} rounding<upward> : tensor<4x2xf32> to tensor<4x2xbf16>
// REMARK: remark: mpopt-fuse-casts: 1 casts fused into their neighbours
func.func @kept(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>)
    -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<8x2xbf16>, tensor<4x2xf8E5M2>, tensor<4x2xbf16>) {
  %a16 = mpopt.cast %a : tensor<4x8xf32> to tensor<4x8xf16>
  %a16b = mpopt.cast %a : tensor<4x8xf32> to tensor<4x8xf16>
  %bf = mpopt.cast %b : tensor<8x2xf32> to tensor<8x2xf16>
  %m0 = mpopt.matmul %a16, %bf multiply(bf16) accumulate(f32) : tensor<4x8xf16>, tensor<8x2xf16> -> tensor<4x2xf32>
  %az = mpopt.cast %a rounding<toward_zero> : tensor<4x8xf32> to tensor<4x8xbf16>
  %bs = mpopt.cast %b : tensor<8x2xf32> to tensor<8x2xbf16>
  %m1 = mpopt.matmul %az, %bs multiply(bf16) accumulate(f32) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf32>
  %m2 = mpopt.matmul %a16b, %bf multiply(f16) accumulate(f32) : tensor<4x8xf16>, tensor<8x2xf16> -> tensor<4x2xbf16>
  %r2 = mpopt.cast %m2 : tensor<4x2xbf16> to tensor<4x2xf8E5M2>
  %m3 = mpopt.matmul %az, %bs multiply(bf16) accumulate(f32) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf32>
  %r3 = mpopt.cast %m3 rounding<upward> : tensor<4x2xf32> to tensor<4x2xbf16>
  return %m0, %m1, %bs, %r2, %r3 : tensor<4x2xf32>, tensor<4x2xf32>, tensor<8x2xbf16>, tensor<4x2xf8E5M2>, tensor<4x2xbf16>
}

// -----

// A cast of a generic's input is converted in its body; a cast of an
// elementwise generic's result, in what it yields. One kernel reads bf16,
// computes in f32 and writes bf16.
// CHECK-LABEL: func.func @generic_island
// CHECK-SAME: (%[[X:.+]]: tensor<8xbf16>)
// CHECK: %[[G:.+]] = linalg.generic {{.*}} ins(%[[X]] : tensor<8xbf16>) outs(%{{.+}} : tensor<8xbf16>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: bf16, %{{.+}}: bf16):
// CHECK-NEXT: %[[W:.+]] = mpopt.cast %[[IN]] : bf16 to f32
// CHECK-NEXT: %[[E:.+]] = math.exp %[[W]] : f32
// CHECK-NEXT: %[[N:.+]] = mpopt.cast %[[E]] : f32 to bf16
// CHECK-NEXT: linalg.yield %[[N]] : bf16
// CHECK: return %[[G]]
// REMARK: remark: mpopt-fuse-casts: 2 casts fused into their neighbours
func.func @generic_island(%x: tensor<8xbf16>) -> tensor<8xbf16> {
  %w = mpopt.cast %x : tensor<8xbf16> to tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%w : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x2 = math.exp %in : f32
    linalg.yield %x2 : f32
  } -> tensor<8xf32>
  %n = mpopt.cast %g : tensor<8xf32> to tensor<8xbf16>
  return %n : tensor<8xbf16>
}

// -----

// Kept: a reduction's result (its body reads the accumulator), and a
// rounding cast two generics read (both would read the wide input). A
// widening cast two generics read goes into both: each reads bf16.
// CHECK-LABEL: func.func @generic_kept
// CHECK-SAME: (%[[X:.+]]: tensor<8xf32>, %[[Y:.+]]: tensor<8xbf16>)
// CHECK: %[[R:.+]] = linalg.generic {{.*}} iterator_types = ["reduction"]
// CHECK: mpopt.cast %[[R]] : tensor<f32> to tensor<bf16>
// CHECK: %[[T:.+]] = mpopt.cast %[[X]] : tensor<8xf32> to tensor<8xbf16>
// CHECK: linalg.generic {{.*}} ins(%[[T]] : tensor<8xbf16>)
// CHECK: linalg.generic {{.*}} ins(%[[T]] : tensor<8xbf16>)
// CHECK: linalg.generic {{.*}} ins(%[[Y]] : tensor<8xbf16>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: bf16, %{{.+}}: f32):
// CHECK-NEXT: mpopt.cast %[[IN]] : bf16 to f32
// CHECK: linalg.generic {{.*}} ins(%[[Y]] : tensor<8xbf16>)
// CHECK-NOT: mpopt.cast %[[Y]]
// REMARK: remark: mpopt-fuse-casts: 2 casts fused into their neighbours
func.func @generic_kept(%x: tensor<8xf32>, %y: tensor<8xbf16>)
    -> (tensor<bf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<8xf32>, tensor<8xf32>) {
  %zero = arith.constant dense<0.0> : tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                       iterator_types = ["reduction"]}
      ins(%x : tensor<8xf32>) outs(%zero : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %rn = mpopt.cast %r : tensor<f32> to tensor<bf16>
  %t = mpopt.cast %x : tensor<8xf32> to tensor<8xbf16>
  %eb = tensor.empty() : tensor<8xbf16>
  %c = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%t : tensor<8xbf16>) outs(%eb : tensor<8xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %n = arith.negf %in : bf16
    linalg.yield %n : bf16
  } -> tensor<8xbf16>
  %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%t : tensor<8xbf16>) outs(%eb : tensor<8xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %m = math.absf %in : bf16
    linalg.yield %m : bf16
  } -> tensor<8xbf16>
  %w = mpopt.cast %y : tensor<8xbf16> to tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%w : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<8xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%w : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = math.absf %in : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %rn, %c, %d, %a, %b : tensor<bf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<8xf32>, tensor<8xf32>
}

// -----

// The casts around an f32 softmax island become its storage types; a cast
// that rounds the input first (f32 -> bf16 before an f32 softmax) stays,
// and the softmax reads its bf16 result (the widening is taken in).
// CHECK-LABEL: func.func @softmax_storage
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xbf16>, %[[Y:.+]]: tensor<4x8xf32>)
// CHECK: %[[P:.+]] = mpopt.softmax %[[X]] axis(1) compute(f32) : tensor<4x8xbf16> -> tensor<4x8xbf16>
// CHECK: %[[R:.+]] = mpopt.cast %[[Y]] : tensor<4x8xf32> to tensor<4x8xbf16>
// CHECK: mpopt.softmax %[[R]] axis(1) compute(f32) : tensor<4x8xbf16> -> tensor<4x8xf32>
// REMARK: remark: mpopt-fuse-casts: 3 casts fused into their neighbours
func.func @softmax_storage(%x: tensor<4x8xbf16>, %y: tensor<4x8xf32>) -> (tensor<4x8xbf16>, tensor<4x8xf32>) {
  %w = mpopt.cast %x : tensor<4x8xbf16> to tensor<4x8xf32>
  %p = mpopt.softmax %w axis(1) compute(f32) : tensor<4x8xf32> -> tensor<4x8xf32>
  %n = mpopt.cast %p : tensor<4x8xf32> to tensor<4x8xbf16>
  %r = mpopt.cast %y : tensor<4x8xf32> to tensor<4x8xbf16>
  %rw = mpopt.cast %r : tensor<4x8xbf16> to tensor<4x8xf32>
  %q = mpopt.softmax %rw axis(1) compute(f32) : tensor<4x8xf32> -> tensor<4x8xf32>
  return %n, %q : tensor<4x8xbf16>, tensor<4x8xf32>
}

// -----

// A norm whose result has several readers keeps its result type (this
// crashed the pass once: a LayerNorm read by three projections).
// CHECK-LABEL: func.func @norm_shared
// CHECK: %[[N:.+]] = mpopt.layer_norm %{{.+}} axis(1) epsilon({{.+}}) compute(f32) : tensor<4x8xf32> -> tensor<4x8xf32>
// CHECK: mpopt.cast %[[N]] : tensor<4x8xf32> to tensor<4x8xbf16>
// CHECK: return
// REMARK: remark: mpopt-fuse-casts: 0 casts fused into their neighbours
func.func @norm_shared(%x: tensor<4x8xf32>) -> (tensor<4x8xbf16>, tensor<4x8xf32>) {
  %n = mpopt.layer_norm %x axis(1) epsilon(1.0e-05) compute(f32) : tensor<4x8xf32> -> tensor<4x8xf32>
  %c = mpopt.cast %n : tensor<4x8xf32> to tensor<4x8xbf16>
  return %c, %n : tensor<4x8xbf16>, tensor<4x8xf32>
}

// -----

// An f32 activation rounded to bf16 and collapsed to [B * S, H] before two
// projections (torch-mlir's Linear on [B, S, H]): the rounding is each
// bf16 matmul's conversion of its operand, so both read the collapsed f32
// tensor and the cast goes. A rounding to another type than the multiply
// type stays.
// CHECK-LABEL: func.func @through_reshape
// CHECK-SAME: (%[[X:[^:]+]]: tensor<2x4x8xf32>, %[[W:[^:]+]]: tensor<8x3xbf16>, %[[V:[^:]+]]: tensor<8x3xbf16>)
// CHECK-NOT: tensor<2x4x8xbf16>
// CHECK-DAG: mpopt.matmul %{{.+}}, %[[W]] multiply(bf16) accumulate(f32) : tensor<8x8xf32>, tensor<8x3xbf16> -> tensor<8x3xf32>
// CHECK-DAG: mpopt.matmul %{{.+}}, %[[V]] multiply(bf16) accumulate(f32) : tensor<8x8xf32>, tensor<8x3xbf16> -> tensor<8x3xf32>
// CHECK-DAG: tensor.collapse_shape %[[X]] {{\[}}[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
// CHECK-DAG: %[[H:.+]] = mpopt.cast %[[X]] : tensor<2x4x8xf32> to tensor<2x4x8xf16>
// CHECK-DAG: %[[CH:.+]] = tensor.collapse_shape %[[H]]
// CHECK-DAG: mpopt.matmul %[[CH]], %[[W]] multiply(bf16) accumulate(f32) : tensor<8x8xf16>
// CHECK-NOT: tensor<2x4x8xbf16>
// CHECK: return
func.func @through_reshape(%x: tensor<2x4x8xf32>, %w: tensor<8x3xbf16>, %v: tensor<8x3xbf16>)
    -> (tensor<8x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) {
  %b = mpopt.cast %x : tensor<2x4x8xf32> to tensor<2x4x8xbf16>
  %c = tensor.collapse_shape %b [[0, 1], [2]] : tensor<2x4x8xbf16> into tensor<8x8xbf16>
  %p = mpopt.matmul %c, %w multiply(bf16) accumulate(f32) : tensor<8x8xbf16>, tensor<8x3xbf16> -> tensor<8x3xf32>
  %q = mpopt.matmul %c, %v multiply(bf16) accumulate(f32) : tensor<8x8xbf16>, tensor<8x3xbf16> -> tensor<8x3xf32>
  %h = mpopt.cast %x : tensor<2x4x8xf32> to tensor<2x4x8xf16>
  %ch = tensor.collapse_shape %h [[0, 1], [2]] : tensor<2x4x8xf16> into tensor<8x8xf16>
  %r = mpopt.matmul %ch, %w multiply(bf16) accumulate(f32) : tensor<8x8xf16>, tensor<8x3xbf16> -> tensor<8x3xf32>
  return %p, %q, %r : tensor<8x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>
}

// -----

// A convolution takes in the rounding of its input to its multiply type
// and the rounding of its result; an operand widened exactly is read
// narrow (two bf16 factors widened for an f32 multiply: a bf16 multiply).
// A saturating result cast stays (mpopt.conv has no FP8 result).
// REMARK: remark: mpopt-fuse-casts: 4 casts fused into their neighbours
// CHECK-LABEL: func.func @conv_casts
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x3x8x8xf32>, %[[W:[^:]+]]: tensor<4x3x3x3xbf16>, %[[V:[^:]+]]: tensor<1x3x8x8xbf16>
// CHECK: %[[Y:.+]] = mpopt.conv %[[X]], %[[W]] layout<nchw_fchw> {{.*}} multiply(bf16) accumulate(f32) : tensor<1x3x8x8xf32>, tensor<4x3x3x3xbf16> -> tensor<1x4x6x6xbf16>
// CHECK-NOT: mpopt.cast %[[W]]
// CHECK: %[[Z:.+]] = mpopt.conv %[[V]], %[[W]] layout<nchw_fchw> {{.*}} multiply(bf16) accumulate(f32) : tensor<1x3x8x8xbf16>, tensor<4x3x3x3xbf16> -> tensor<1x4x6x6xf32>
// CHECK: %[[Q:.+]] = mpopt.cast %[[Z]] saturate : tensor<1x4x6x6xf32> to tensor<1x4x6x6xf8E4M3FN>
// CHECK: return %[[Y]], %[[Q]]
func.func @conv_casts(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xbf16>, %v: tensor<1x3x8x8xbf16>)
    -> (tensor<1x4x6x6xbf16>, tensor<1x4x6x6xf8E4M3FN>) {
  %xb = mpopt.cast %x : tensor<1x3x8x8xf32> to tensor<1x3x8x8xbf16>
  %y = mpopt.conv %xb, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      : tensor<1x3x8x8xbf16>, tensor<4x3x3x3xbf16> -> tensor<1x4x6x6xf32>
  %yb = mpopt.cast %y : tensor<1x4x6x6xf32> to tensor<1x4x6x6xbf16>
  %ww = mpopt.cast %w : tensor<4x3x3x3xbf16> to tensor<4x3x3x3xf32>
  %vw = mpopt.cast %v : tensor<1x3x8x8xbf16> to tensor<1x3x8x8xf32>
  %z = mpopt.conv %vw, %ww layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0]
      dilations [1, 1] groups(1) multiply(f32) accumulate(f32)
      : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32> -> tensor<1x4x6x6xf32>
  %q = mpopt.cast %z saturate : tensor<1x4x6x6xf32> to tensor<1x4x6x6xf8E4M3FN>
  return %yb, %q : tensor<1x4x6x6xbf16>, tensor<1x4x6x6xf8E4M3FN>
}

// -----

// SDPA's upcasts of q, k and v (and a bf16 mask's) fold into the
// attention: with scaling<operands>, q and k are then scaled in the
// multiply type f32, as before. A widening to f32 under a bf16 multiply
// decides q's scaling type (f32, not bf16): it folds with scaling_type(f32)
// naming it, and v's folds too (one rounding to bf16 either way).
// CHECK-LABEL: func.func @attention_operands
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x2x8x16xbf16>, %[[K:[^:]+]]: tensor<1x2x8x16xbf16>, %[[V:[^:]+]]: tensor<1x2x8x16xbf16>, %[[M:[^:]+]]: tensor<1x1x8x8xbf16>, %[[H:[^:]+]]: tensor<1x2x8x16xf16>)
// CHECK: %[[A:.+]] = mpopt.attention %[[Q]], %[[K]], %[[V]] mask(%[[M]] : tensor<1x1x8x8xbf16>) scale(2.500000e-01) scaling<operands> multiply(f32)
// CHECK-NOT: mpopt.cast
// CHECK: %[[B:.+]] = mpopt.attention %[[H]], %[[H]], %[[H]] scale(2.500000e-01) scaling<operands> scaling_type(f32) multiply(bf16)
// CHECK: return %[[A]], %[[B]]
func.func @attention_operands(%q: tensor<1x2x8x16xbf16>, %k: tensor<1x2x8x16xbf16>, %v: tensor<1x2x8x16xbf16>, %m: tensor<1x1x8x8xbf16>, %h: tensor<1x2x8x16xf16>)
    -> (tensor<1x2x8x16xbf16>, tensor<1x2x8x16xbf16>) {
  %qf = mpopt.cast %q : tensor<1x2x8x16xbf16> to tensor<1x2x8x16xf32>
  %kf = mpopt.cast %k : tensor<1x2x8x16xbf16> to tensor<1x2x8x16xf32>
  %vf = mpopt.cast %v : tensor<1x2x8x16xbf16> to tensor<1x2x8x16xf32>
  %mf = mpopt.cast %m : tensor<1x1x8x8xbf16> to tensor<1x1x8x8xf32>
  %0 = mpopt.attention %qf, %kf, %vf mask(%mf : tensor<1x1x8x8xf32>) scale(0.25) scaling<operands>
      multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32) zero_masked_rows
      : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32> -> tensor<1x2x8x16xbf16>
  %hf = mpopt.cast %h : tensor<1x2x8x16xf16> to tensor<1x2x8x16xf32>
  %1 = mpopt.attention %hf, %hf, %hf scale(0.25) scaling<operands>
      multiply(bf16) scores(f32) logits(f32) softmax(f32) probabilities(bf16)
      : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32> -> tensor<1x2x8x16xbf16>
  return %0, %1 : tensor<1x2x8x16xbf16>, tensor<1x2x8x16xbf16>
}

// -----

// A transposed operand (GPT-2's tied LM head: the [N, K] embedding,
// transposed) is read through the matmul's transpose flag, so the weight
// stays contiguous along K; a transposed batch of lhs matrices likewise,
// and a flag already set flips back. The transposes have no reader left.
// CHECK-LABEL: func.func @fold_transposes
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xbf16>, %[[W:.+]]: tensor<6x8xbf16>, %[[A:.+]]: tensor<2x8x4xbf16>, %[[B:.+]]: tensor<2x8x6xbf16>)
// CHECK: %[[H:.+]] = mpopt.matmul %[[X]], %[[W]] multiply(bf16) accumulate(f32) transpose_rhs : tensor<4x8xbf16>, tensor<6x8xbf16> -> tensor<4x6xf32>
// CHECK: %[[G:.+]] = mpopt.matmul %[[A]], %[[B]] multiply(bf16) accumulate(f32) transpose_lhs : tensor<2x8x4xbf16>, tensor<2x8x6xbf16> -> tensor<2x4x6xf32>
// CHECK: %[[K:.+]] = mpopt.matmul %[[X]], %[[X]] multiply(bf16) accumulate(f32) transpose_rhs : tensor<4x8xbf16>, tensor<4x8xbf16> -> tensor<4x4xf32>
// CHECK-NOT: linalg.transpose
// CHECK: return %[[H]], %[[G]], %[[K]]
// REMARK: remark: mpopt-fuse-casts: 0 casts fused into their neighbours, 4 transposed matmul operands read through its transpose flags
func.func @fold_transposes(%x: tensor<4x8xbf16>, %w: tensor<6x8xbf16>, %a: tensor<2x8x4xbf16>, %b: tensor<2x8x6xbf16>) -> (tensor<4x6xf32>, tensor<2x4x6xf32>, tensor<4x4xf32>) {
  %e = tensor.empty() : tensor<8x6xbf16>
  %wt = linalg.transpose ins(%w : tensor<6x8xbf16>) outs(%e : tensor<8x6xbf16>) permutation = [1, 0]
  %h = mpopt.matmul %x, %wt multiply(bf16) accumulate(f32) : tensor<4x8xbf16>, tensor<8x6xbf16> -> tensor<4x6xf32>
  %ea = tensor.empty() : tensor<2x4x8xbf16>
  %at = linalg.transpose ins(%a : tensor<2x8x4xbf16>) outs(%ea : tensor<2x4x8xbf16>) permutation = [0, 2, 1]
  %g = mpopt.matmul %at, %b multiply(bf16) accumulate(f32) : tensor<2x4x8xbf16>, tensor<2x8x6xbf16> -> tensor<2x4x6xf32>
  %ex = tensor.empty() : tensor<8x4xbf16>
  %xt = linalg.transpose ins(%x : tensor<4x8xbf16>) outs(%ex : tensor<8x4xbf16>) permutation = [1, 0]
  %xtt = tensor.empty() : tensor<4x8xbf16>
  %back = linalg.transpose ins(%xt : tensor<8x4xbf16>) outs(%xtt : tensor<4x8xbf16>) permutation = [1, 0]
  %k = mpopt.matmul %x, %back multiply(bf16) accumulate(f32) transpose_rhs : tensor<4x8xbf16>, tensor<4x8xbf16> -> tensor<4x4xf32>
  return %h, %g, %k : tensor<4x6xf32>, tensor<2x4x6xf32>, tensor<4x4xf32>
}

// -----

// A transpose that moves a batch dimension is no matmul transpose: it
// stays.
// CHECK-LABEL: func.func @keep_batch_transpose
// CHECK: linalg.transpose
// CHECK: mpopt.matmul %{{.+}}, %{{.+}} multiply(bf16) accumulate(f32) : tensor<2x4x8xbf16>
func.func @keep_batch_transpose(%a: tensor<4x2x8xbf16>, %b: tensor<2x8x6xbf16>) -> tensor<2x4x6xf32> {
  %e = tensor.empty() : tensor<2x4x8xbf16>
  %at = linalg.transpose ins(%a : tensor<4x2x8xbf16>) outs(%e : tensor<2x4x8xbf16>) permutation = [1, 0, 2]
  %g = mpopt.matmul %at, %b multiply(bf16) accumulate(f32) : tensor<2x4x8xbf16>, tensor<2x8x6xbf16> -> tensor<2x4x6xf32>
  return %g : tensor<2x4x6xf32>
}

// -----

// A matmul converts its bias to the accumulator type: a bias widened to it
// exactly is read as stored (autocast's bf16 bias); a rounded one is not.
// CHECK-LABEL: func.func @fuse_bias
// CHECK-SAME: (%{{[^:]+}}: tensor<4x8xbf16>, %{{[^:]+}}: tensor<8x2xbf16>, %[[BIAS:[^:]+]]: tensor<2xbf16>, %[[F:[^:]+]]: tensor<2xf32>)
// CHECK: mpopt.matmul %{{.+}}, %{{.+}} multiply(bf16) accumulate(f32) bias(%[[BIAS]] : tensor<2xbf16>) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xbf16>
// CHECK: %[[R:.+]] = mpopt.cast %[[F]] : tensor<2xf32> to tensor<2xbf16>
// CHECK: mpopt.matmul %{{.+}}, %{{.+}} multiply(bf16) accumulate(f32) bias(%[[R]] : tensor<2xbf16>)
// REMARK: remark: mpopt-fuse-casts: 1 casts fused into their neighbours
func.func @fuse_bias(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>, %bias: tensor<2xbf16>, %f: tensor<2xf32>) -> (tensor<4x2xbf16>, tensor<4x2xbf16>) {
  %wide = mpopt.cast %bias : tensor<2xbf16> to tensor<2xf32>
  %m = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) bias(%wide : tensor<2xf32>) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xbf16>
  %r = mpopt.cast %f : tensor<2xf32> to tensor<2xbf16>
  %m2 = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) bias(%r : tensor<2xbf16>) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xbf16>
  return %m, %m2 : tensor<4x2xbf16>, tensor<4x2xbf16>
}

// -----

// A dynamic batch: the operand's conversion to the multiply type and the
// result's rounding go into the matmul as with static shapes.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[A:.+]]: tensor<?x8xf32>, %[[B:.+]]: tensor<8x2xbf16>)
// CHECK: %[[M:.+]] = mpopt.matmul %[[A]], %[[B]] multiply(bf16) accumulate(f32) : tensor<?x8xf32>, tensor<8x2xbf16> -> tensor<?x2xbf16>
// CHECK-NOT: mpopt.cast
// CHECK: return %[[M]]
func.func @dynamic(%a: tensor<?x8xf32>, %b: tensor<8x2xbf16>) -> tensor<?x2xbf16> {
  %a16 = mpopt.cast %a : tensor<?x8xf32> to tensor<?x8xbf16>
  %m = mpopt.matmul %a16, %b multiply(bf16) accumulate(f32) : tensor<?x8xbf16>, tensor<8x2xbf16> -> tensor<?x2xf32>
  %r = mpopt.cast %m : tensor<?x2xf32> to tensor<?x2xbf16>
  return %r : tensor<?x2xbf16>
}

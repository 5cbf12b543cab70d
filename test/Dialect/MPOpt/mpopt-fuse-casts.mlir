// RUN: mpopt-opt %s --mpopt-fuse-casts --split-input-file | FileCheck %s
// RUN: mpopt-opt %s --mpopt-fuse-casts=emit-remarks --split-input-file -o /dev/null -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=REMARK

// The operand casts are the conversion to the multiply type (or preserve
// every value); the result cast rounds the not yet rounded result.
// CHECK-LABEL: func.func @fuse
// CHECK-SAME: (%[[A:.+]]: tensor<4x8xf32>, %[[B:.+]]: tensor<8x2xf8E4M3FN>)
// CHECK: %[[M:.+]] = mpopt.matmul %[[A]], %[[B]] multiply(bf16) accumulate(f32) : tensor<4x8xf32>, tensor<8x2xf8E4M3FN> -> tensor<4x2xbf16>
// CHECK-NOT: mpopt.cast
// CHECK: return %[[M]]
// REMARK: remark: mpopt-fuse-casts: 3 casts fused into matmuls
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
// REMARK: remark: mpopt-fuse-casts: 1 casts fused into matmuls
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

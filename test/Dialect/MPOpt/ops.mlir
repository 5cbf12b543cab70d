// RUN: mpopt-opt %s | mpopt-opt | FileCheck %s
// RUN: mpopt-opt %s --mlir-print-op-generic | mpopt-opt | FileCheck %s
// RUN: mpopt-opt %s --verify-roundtrip -o /dev/null

// CHECK-LABEL: func.func @scalar
// CHECK-SAME: (%[[X:.+]]: f32, %[[H:.+]]: f16)
func.func @scalar(%x: f32, %h: f16) -> (bf16, f32, f16) {
  // CHECK: mpopt.cast %[[X]] : f32 to bf16
  %0 = mpopt.cast %x : f32 to bf16
  // CHECK: mpopt.cast %[[H]] : f16 to f32
  %1 = mpopt.cast %h : f16 to f32
  // CHECK: mpopt.cast %[[X]] rounding<toward_zero> : f32 to f16
  %2 = mpopt.cast %x rounding<toward_zero> : f32 to f16
  return %0, %1, %2 : bf16, f32, f16
}

// CHECK-LABEL: func.func @rounding_modes
func.func @rounding_modes(%x: f32) -> (bf16, bf16, bf16, bf16, bf16) {
  // CHECK: mpopt.cast %{{.+}} rounding<nearest_even> : f32 to bf16
  %0 = mpopt.cast %x rounding<nearest_even> : f32 to bf16
  // CHECK: mpopt.cast %{{.+}} rounding<toward_zero> : f32 to bf16
  %1 = mpopt.cast %x rounding<toward_zero> : f32 to bf16
  // CHECK: mpopt.cast %{{.+}} rounding<upward> : f32 to bf16
  %2 = mpopt.cast %x rounding<upward> : f32 to bf16
  // CHECK: mpopt.cast %{{.+}} rounding<downward> : f32 to bf16
  %3 = mpopt.cast %x rounding<downward> : f32 to bf16
  // CHECK: mpopt.cast %{{.+}} rounding<nearest_away> : f32 to bf16
  %4 = mpopt.cast %x rounding<nearest_away> : f32 to bf16
  return %0, %1, %2, %3, %4 : bf16, bf16, bf16, bf16, bf16
}

// CHECK-LABEL: func.func @fp8
// CHECK-SAME: (%[[V:.+]]: vector<8xf32>, %[[T:.+]]: tensor<2x?xbf16>)
func.func @fp8(%v: vector<8xf32>, %t: tensor<2x?xbf16>)
    -> (vector<8xf8E4M3FN>, tensor<2x?xf8E5M2>, vector<8xf8E4M3FN>) {
  // CHECK: mpopt.cast %[[V]] saturate : vector<8xf32> to vector<8xf8E4M3FN>
  %0 = mpopt.cast %v saturate : vector<8xf32> to vector<8xf8E4M3FN>
  // CHECK: mpopt.cast %[[T]] : tensor<2x?xbf16> to tensor<2x?xf8E5M2>
  %1 = mpopt.cast %t : tensor<2x?xbf16> to tensor<2x?xf8E5M2>
  // CHECK: mpopt.cast %[[V]] rounding<upward> saturate : vector<8xf32> to vector<8xf8E4M3FN>
  %2 = mpopt.cast %v rounding<upward> saturate : vector<8xf32> to vector<8xf8E4M3FN>
  return %0, %1, %2 : vector<8xf8E4M3FN>, tensor<2x?xf8E5M2>, vector<8xf8E4M3FN>
}

// Widening casts from FP8, across 16-bit formats and to the same type.
// CHECK-LABEL: func.func @other_pairs
func.func @other_pairs(%a: tensor<4xf8E4M3FN>, %b: tensor<4xf16>,
                       %c: tensor<4xf8E5M2>) -> (tensor<4xbf16>, tensor<4xbf16>, tensor<4xf8E4M3FN>) {
  // CHECK: mpopt.cast %{{.+}} : tensor<4xf8E4M3FN> to tensor<4xbf16>
  %0 = mpopt.cast %a : tensor<4xf8E4M3FN> to tensor<4xbf16>
  // CHECK: mpopt.cast %{{.+}} : tensor<4xf16> to tensor<4xbf16>
  %1 = mpopt.cast %b : tensor<4xf16> to tensor<4xbf16>
  // CHECK: mpopt.cast %{{.+}} saturate : tensor<4xf8E5M2> to tensor<4xf8E4M3FN>
  %2 = mpopt.cast %c saturate : tensor<4xf8E5M2> to tensor<4xf8E4M3FN>
  return %0, %1, %2 : tensor<4xbf16>, tensor<4xbf16>, tensor<4xf8E4M3FN>
}

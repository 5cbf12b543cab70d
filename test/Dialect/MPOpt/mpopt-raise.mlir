// RUN: mpopt-opt %s --mpopt-raise --split-input-file | FileCheck %s

// bf16 operands, f32 accumulator from a zero fill: bf16 products are exact
// in f32, so the multiply type is bf16.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.+]]: tensor<4x8xbf16>, %[[B:.+]]: tensor<8x2xbf16>)
// CHECK: %[[M:.+]] = mpopt.matmul %[[A]], %[[B]] multiply(bf16) accumulate(f32) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf32>
// CHECK: return %[[M]]
func.func @matmul(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>) -> tensor<4x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%acc : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %m : tensor<4x2xf32>
}

// -----

// A constant zero init (tosa-to-linalg's form), mixed operand types (the
// multiply type is then the accumulator's), batched with a transposed rhs.
// CHECK-LABEL: func.func @batched
// CHECK: mpopt.matmul %{{.+}}, %{{.+}} multiply(f32) accumulate(f32) transpose_rhs : tensor<2x4x8xbf16>, tensor<2x2x8xf16> -> tensor<2x4x2xf32>
func.func @batched(%a: tensor<2x4x8xbf16>, %b: tensor<2x2x8xf16>) -> tensor<2x4x2xf32> {
  %acc = arith.constant dense<0.0> : tensor<2x4x2xf32>
  %m = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                            affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>,
                                            affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%a, %b : tensor<2x4x8xbf16>, tensor<2x2x8xf16>) outs(%acc : tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
  return %m : tensor<2x4x2xf32>
}

// -----

// Not raised: a bf16 accumulator, an init that is not +0 (-0 and a live
// tensor), and a broadcasting operand.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: mpopt.matmul
// CHECK-COUNT-4: linalg.matmul
func.func @kept(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>, %live: tensor<4x2xf32>, %v: tensor<8xbf16>)
    -> (tensor<4x2xbf16>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>) {
  %zero16 = arith.constant dense<0.0> : tensor<4x2xbf16>
  %m0 = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%zero16 : tensor<4x2xbf16>) -> tensor<4x2xbf16>
  %negzero = arith.constant dense<-0.0> : tensor<4x2xf32>
  %m1 = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%negzero : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m2 = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%live : tensor<4x2xf32>) -> tensor<4x2xf32>
  %zero = arith.constant dense<0.0> : tensor<4x2xf32>
  %m3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>,
                                       affine_map<(d0, d1, d2) -> (d2, d1)>,
                                       affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%v, %b : tensor<8xbf16>, tensor<8x2xbf16>) outs(%zero : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %m0, %m1, %m2, %m3 : tensor<4x2xbf16>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>
}

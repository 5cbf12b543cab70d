// RUN: mpopt-opt %s --mpopt-expand-casts | FileCheck %s
// RUN: mpopt-opt %s --mpopt-expand-casts | mlir-opt -o /dev/null

// bf16 is the upper half of f32: widening is one shift.
// CHECK-LABEL: func.func @bf16_to_f32
// CHECK-SAME: (%[[X:.+]]: bf16)
// CHECK: %[[BITS:.+]] = arith.bitcast %[[X]] : bf16 to i16
// CHECK: %[[WIDE:.+]] = arith.extui %[[BITS]] : i16 to i32
// CHECK: %[[SHIFTED:.+]] = arith.shli %[[WIDE]], %{{.+}} : i32
// CHECK: %[[R:.+]] = arith.bitcast %[[SHIFTED]] : i32 to f32
// CHECK: return %[[R]]
func.func @bf16_to_f32(%x: bf16) -> f32 {
  %0 = mpopt.cast %x : bf16 to f32
  return %0 : f32
}

// FP8 casts (mpopt or arith) on vectors become vector integer arithmetic;
// no float conversion is left.
// CHECK-LABEL: func.func @fp8_vector
// CHECK-SAME: (%[[V:.+]]: vector<4xf32>, %[[Q:.+]]: vector<4xf8E5M2>)
// CHECK-DAG: arith.bitcast %[[V]] : vector<4xf32> to vector<4xi32>
// CHECK-DAG: arith.bitcast %[[Q]] : vector<4xf8E5M2> to vector<4xi8>
// CHECK-DAG: math.ctlz %{{.+}} : vector<4xi32>
// CHECK-DAG: arith.trunci %{{.+}} : vector<4xi32> to vector<4xi8>
// CHECK-DAG: arith.bitcast %{{.+}} : vector<4xi8> to vector<4xf8E4M3FN>
// CHECK-NOT: mpopt.cast
// CHECK-NOT: arith.truncf
// CHECK-NOT: arith.extf
// CHECK: return
func.func @fp8_vector(%v: vector<4xf32>, %q: vector<4xf8E5M2>)
    -> (vector<4xf8E4M3FN>, vector<4xf16>) {
  %0 = mpopt.cast %v saturate : vector<4xf32> to vector<4xf8E4M3FN>
  %1 = arith.extf %q : vector<4xf8E5M2> to vector<4xf16>
  return %0, %1 : vector<4xf8E4M3FN>, vector<4xf16>
}

// Tensor casts become a linalg.generic whose body is expanded, including
// the casts inside other linalg bodies.
// CHECK-LABEL: func.func @tensor
// CHECK-SAME: (%[[T:.+]]: tensor<2x?xf16>, %[[B:.+]]: tensor<2x?xbf16>)
// CHECK: linalg.generic {{.*}} ins(%[[T]] : tensor<2x?xf16>)
// CHECK: ^bb0(%[[IN:.+]]: f16, %{{.+}}: bf16):
// CHECK: arith.bitcast %[[IN]] : f16 to i16
// CHECK: arith.bitcast %{{.+}} : i16 to bf16
// CHECK: linalg.generic {{.*}} ins(%[[B]] : tensor<2x?xbf16>)
// CHECK: arith.bitcast %{{.+}} : bf16 to i16
// CHECK: arith.addf
// CHECK-NOT: mpopt.cast
// CHECK-NOT: arith.extf
func.func @tensor(%t: tensor<2x?xf16>, %b: tensor<2x?xbf16>)
    -> (tensor<2x?xbf16>, tensor<2x?xf32>) {
  %0 = mpopt.cast %t rounding<toward_zero> : tensor<2x?xf16> to tensor<2x?xbf16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %b, %c1 : tensor<2x?xbf16>
  %e = tensor.empty(%n) : tensor<2x?xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                        affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<2x?xbf16>) outs(%e : tensor<2x?xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %w = arith.extf %in : bf16 to f32
    %s = arith.addf %w, %w : f32
    linalg.yield %s : f32
  } -> tensor<2x?xf32>
  return %0, %1 : tensor<2x?xbf16>, tensor<2x?xf32>
}

// Conversions involving other formats are left to LLVM.
// CHECK-LABEL: func.func @other_formats
// CHECK: arith.extf %{{.+}} : f32 to f64
// CHECK: arith.truncf %{{.+}} : f64 to f32
func.func @other_formats(%x: f32) -> f32 {
  %0 = arith.extf %x : f32 to f64
  %1 = arith.truncf %0 : f64 to f32
  return %1 : f32
}

// A named op keeps its body (its definition); its generalized form is
// expanded.
// CHECK-LABEL: func.func @named_matmul
// CHECK: linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<4x8xbf16>, tensor<8x2xbf16>)
// CHECK: linalg.generic
// CHECK-NOT: arith.extf
// CHECK: arith.mulf
func.func @named_matmul(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>, %acc: tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>) {
  %m = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%acc : tensor<4x2xf32>) -> tensor<4x2xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%acc : tensor<4x2xf32>) {
  ^bb0(%x: bf16, %y: bf16, %o: f32):
    %xw = arith.extf %x : bf16 to f32
    %yw = arith.extf %y : bf16 to f32
    %p = arith.mulf %xw, %yw : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x2xf32>
  return %m, %g : tensor<4x2xf32>, tensor<4x2xf32>
}

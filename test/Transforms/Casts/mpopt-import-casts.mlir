// RUN: mpopt-opt %s --mpopt-import-casts | FileCheck %s
// RUN: mpopt-opt %s --mpopt-import-casts=emit-remarks -o /dev/null -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=REMARK

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>

// CHECK-LABEL: func.func @arith
// CHECK-SAME: (%[[S:.+]]: f32, %[[V:.+]]: vector<4xbf16>, %[[T:.+]]: tensor<2x?xf32>)
// CHECK-DAG: mpopt.cast %[[S]] : f32 to f16
// CHECK-DAG: mpopt.cast %[[V]] : vector<4xbf16> to vector<4xf32>
// CHECK-DAG: mpopt.cast %[[T]] : tensor<2x?xf32> to tensor<2x?xf8E4M3FN>
// CHECK-DAG: mpopt.cast %[[S]] rounding<toward_zero> : f32 to bf16
// CHECK-DAG: mpopt.cast %[[S]] rounding<nearest_away> : f32 to bf16
// CHECK-NOT: arith.extf
// CHECK-NOT: arith.truncf
// REMARK: remark: mpopt-import-casts: 5 imported, 0 kept
func.func @arith(%s: f32, %v: vector<4xbf16>, %t: tensor<2x?xf32>)
    -> (f16, vector<4xf32>, tensor<2x?xf8E4M3FN>, bf16, bf16) {
  %0 = arith.truncf %s : f32 to f16
  %1 = arith.extf %v : vector<4xbf16> to vector<4xf32>
  %2 = arith.truncf %t : tensor<2x?xf32> to tensor<2x?xf8E4M3FN>
  %3 = arith.truncf %s toward_zero : f32 to bf16
  %4 = arith.truncf %s to_nearest_away : f32 to bf16
  return %0, %1, %2, %3, %4 : f16, vector<4xf32>, tensor<2x?xf8E4M3FN>, bf16, bf16
}

// Fast-math flags let a conversion yield poison, which mpopt.cast does not
// model: those stay.
// CHECK-LABEL: func.func @arith_kept
// CHECK: arith.truncf %{{.+}} fastmath<nnan> : f32 to f16
// CHECK: arith.extf %{{.+}} fastmath<ninf> : vector<2xbf16> to vector<2xf32>
// CHECK-NOT: mpopt.cast
// REMARK: remark: mpopt-import-casts: 0 imported, 2 kept
func.func @arith_kept(%s: f32, %v: vector<2xbf16>) -> (f16, vector<2xf32>) {
  %0 = arith.truncf %s fastmath<nnan> : f32 to f16
  %1 = arith.extf %v fastmath<ninf> : vector<2xbf16> to vector<2xf32>
  return %0, %1 : f16, vector<2xf32>
}

// The convert-only generic torch-mlir emits, linalg.map and linalg.copy
// between element types; the init tensor goes with them.
// CHECK-LABEL: func.func @linalg
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>, %[[D:.+]]: tensor<?x8xbf16>)
// CHECK-NOT: tensor.empty
// CHECK-DAG: %[[G:.+]] = mpopt.cast %[[X]] : tensor<4x8xf32> to tensor<4x8xbf16>
// CHECK-DAG: %[[M:.+]] = mpopt.cast %[[D]] : tensor<?x8xbf16> to tensor<?x8xf32>
// CHECK-DAG: %[[C:.+]] = mpopt.cast %[[X]] : tensor<4x8xf32> to tensor<4x8xf16>
// CHECK-NOT: linalg.
// CHECK: return %[[G]], %[[M]], %[[C]]
// REMARK: remark: mpopt-import-casts: 3 imported, 0 kept
func.func @linalg(%x: tensor<4x8xf32>, %d: tensor<?x8xbf16>)
    -> (tensor<4x8xbf16>, tensor<?x8xf32>, tensor<4x8xf16>) {
  %e0 = tensor.empty() : tensor<4x8xbf16>
  %0 = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e0 : tensor<4x8xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x8xbf16>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %d, %c0 : tensor<?x8xbf16>
  %e1 = tensor.empty(%n) : tensor<?x8xf32>
  %1 = linalg.map { arith.extf } ins(%d : tensor<?x8xbf16>) outs(%e1 : tensor<?x8xf32>)
  %e2 = tensor.empty() : tensor<4x8xf16>
  %2 = linalg.copy ins(%x : tensor<4x8xf32>) outs(%e2 : tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0, %1, %2 : tensor<4x8xbf16>, tensor<?x8xf32>, tensor<4x8xf16>
}

// A body that converts through a chain becomes a chain of casts (which
// mpopt-fold-casts then judges); its rounding mode comes along.
// CHECK-LABEL: func.func @linalg_chain
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>)
// CHECK: %[[A:.+]] = mpopt.cast %[[X]] rounding<toward_zero> : tensor<4x8xf32> to tensor<4x8xbf16>
// CHECK: %[[B:.+]] = mpopt.cast %[[A]] : tensor<4x8xbf16> to tensor<4x8xf32>
// CHECK: return %[[B]]
func.func @linalg_chain(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.truncf %in toward_zero : f32 to bf16
    %w = arith.extf %t : bf16 to f32
    linalg.yield %w : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// Generics that also transpose, compute, read their init, or contract stay
// as they are, and so do the conversions in their bodies.
// CHECK-LABEL: func.func @linalg_kept
// CHECK-NOT: mpopt.cast
// CHECK: linalg.generic
// CHECK: arith.truncf
// CHECK: linalg.generic
// CHECK: arith.truncf
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK: arith.extf
// CHECK: arith.addf
// CHECK: linalg.matmul
// CHECK-NOT: mpopt.cast
// REMARK: remark: mpopt-import-casts: 0 imported, 0 kept
func.func @linalg_kept(%x: tensor<4x8xf32>, %a: tensor<4x4xbf16>, %b: tensor<4x4xbf16>, %acc: tensor<8x4xf32>)
    -> (tensor<8x4xbf16>, tensor<4x8xbf16>, tensor<8x4xf32>, tensor<4x4xf32>) {
  %e0 = tensor.empty() : tensor<8x4xbf16>
  %0 = linalg.generic {indexing_maps = [#tr, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e0 : tensor<8x4xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8x4xbf16>
  %e1 = tensor.empty() : tensor<4x8xbf16>
  %1 = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e1 : tensor<4x8xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %t = arith.truncf %in : f32 to bf16
    %s = arith.addf %t, %t : bf16
    linalg.yield %s : bf16
  } -> tensor<4x8xbf16>
  %2 = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<8x4xbf16>) outs(%acc : tensor<8x4xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %w = arith.extf %in : bf16 to f32
    %s = arith.addf %w, %out : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %z = tensor.empty() : tensor<4x4xf32>
  %3 = linalg.matmul ins(%a, %b : tensor<4x4xbf16>, tensor<4x4xbf16>)
                     outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0, %1, %2, %3 : tensor<8x4xbf16>, tensor<4x8xbf16>, tensor<8x4xf32>, tensor<4x4xf32>
}

// TOSA pins down round-to-nearest-even and overflow to infinity for f32,
// f16 and bf16, not for FP8: those casts (and integer casts) stay.
// CHECK-LABEL: func.func @tosa
// CHECK-SAME: (%[[X:.+]]: tensor<4xf32>, %[[H:.+]]: tensor<4xf16>)
// CHECK-DAG: mpopt.cast %[[X]] : tensor<4xf32> to tensor<4xbf16>
// CHECK-DAG: mpopt.cast %[[H]] : tensor<4xf16> to tensor<4xf32>
// CHECK-DAG: tosa.cast %[[X]] : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
// CHECK-DAG: tosa.cast %[[X]] : (tensor<4xf32>) -> tensor<4xi32>
// REMARK: remark: mpopt-import-casts: 2 imported, 1 kept
func.func @tosa(%x: tensor<4xf32>, %h: tensor<4xf16>)
    -> (tensor<4xbf16>, tensor<4xf32>, tensor<4xf8E4M3FN>, tensor<4xi32>) {
  %0 = tosa.cast %x : (tensor<4xf32>) -> tensor<4xbf16>
  %1 = tosa.cast %h : (tensor<4xf16>) -> tensor<4xf32>
  %2 = tosa.cast %x : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  %3 = tosa.cast %x : (tensor<4xf32>) -> tensor<4xi32>
  return %0, %1, %2, %3 : tensor<4xbf16>, tensor<4xf32>, tensor<4xf8E4M3FN>, tensor<4xi32>
}

// A dynamic batch: the conversion keeps its dimensions.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[X:.+]]: tensor<?x8xf32>)
// CHECK: %[[C:.+]] = mpopt.cast %[[X]] : tensor<?x8xf32> to tensor<?x8xbf16>
// CHECK: return %[[C]]
func.func @dynamic(%x: tensor<?x8xf32>) -> tensor<?x8xbf16> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e = tensor.empty(%n) : tensor<?x8xbf16>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x8xf32>) outs(%e : tensor<?x8xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %r = arith.truncf %in : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<?x8xbf16>
  return %t : tensor<?x8xbf16>
}

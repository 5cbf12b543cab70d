// RUN: mpopt-opt %s --mpopt-export-casts | FileCheck %s
// RUN: mpopt-opt %s --mpopt-export-casts=use-linalg=false | FileCheck %s --check-prefix=ARITH
// Upstream mlir-opt, which knows nothing of mpopt, accepts the result.
// RUN: mpopt-opt %s --mpopt-export-casts | mlir-opt --verify-roundtrip -o /dev/null

// CHECK-LABEL: func.func @scalar_and_vector
// CHECK-SAME: (%[[X:.+]]: f32, %[[V:.+]]: vector<4xbf16>)
// CHECK-DAG: arith.truncf %[[X]] : f32 to f16
// CHECK-DAG: arith.extf %[[V]] : vector<4xbf16> to vector<4xf32>
// CHECK-DAG: arith.truncf %[[X]] toward_zero : f32 to bf16
// CHECK-DAG: arith.truncf %[[X]] upward : f32 to bf16
// CHECK-DAG: arith.truncf %[[X]] downward : f32 to bf16
// CHECK-DAG: arith.truncf %[[X]] to_nearest_away : f32 to bf16
// CHECK-NOT: mpopt.cast
func.func @scalar_and_vector(%x: f32, %v: vector<4xbf16>)
    -> (f16, vector<4xf32>, bf16, bf16, bf16, bf16, bf16) {
  %0 = mpopt.cast %x : f32 to f16
  %1 = mpopt.cast %v : vector<4xbf16> to vector<4xf32>
  %2 = mpopt.cast %x rounding<toward_zero> : f32 to bf16
  %3 = mpopt.cast %x rounding<upward> : f32 to bf16
  %4 = mpopt.cast %x rounding<downward> : f32 to bf16
  %5 = mpopt.cast %x rounding<nearest_away> : f32 to bf16
  %6 = mpopt.cast %x rounding<nearest_even> : f32 to bf16
  return %0, %1, %2, %3, %4, %5, %6 : f16, vector<4xf32>, bf16, bf16, bf16, bf16, bf16
}

// Tensors become a convert-only linalg.generic (dynamic sizes read with
// tensor.dim), or arith on tensors with use-linalg=false.
// CHECK-LABEL: func.func @tensor
// CHECK-SAME: (%[[T:.+]]: tensor<2x?xf32>)
// CHECK: %[[C1:.+]] = arith.constant 1 : index
// CHECK: %[[N:.+]] = tensor.dim %[[T]], %[[C1]]
// CHECK: %[[E:.+]] = tensor.empty(%[[N]]) : tensor<2x?xbf16>
// CHECK: %[[G:.+]] = linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel"]
// CHECK-SAME: ins(%[[T]] : tensor<2x?xf32>) outs(%[[E]] : tensor<2x?xbf16>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: f32, %{{.+}}: bf16):
// CHECK-NEXT: %[[R:.+]] = arith.truncf %[[IN]] : f32 to bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK: return %[[G]]
// ARITH-LABEL: func.func @tensor
// ARITH: arith.truncf %{{.+}} : tensor<2x?xf32> to tensor<2x?xbf16>
func.func @tensor(%t: tensor<2x?xf32>) -> tensor<2x?xbf16> {
  %0 = mpopt.cast %t : tensor<2x?xf32> to tensor<2x?xbf16>
  return %0 : tensor<2x?xbf16>
}

// arith.extf/truncf need a strictly wider/narrower bit width: casts between
// formats of one width widen exactly to f32 first, so they still round once.
// CHECK-LABEL: func.func @same_width
// CHECK-SAME: (%[[H:.+]]: f16, %[[Q:.+]]: vector<2xf8E4M3FN>)
// CHECK: %[[W:.+]] = arith.extf %[[H]] : f16 to f32
// CHECK: arith.truncf %[[W]] toward_zero : f32 to bf16
// CHECK: %[[WQ:.+]] = arith.extf %[[Q]] : vector<2xf8E4M3FN> to vector<2xf32>
// CHECK: arith.truncf %[[WQ]] : vector<2xf32> to vector<2xf8E5M2>
func.func @same_width(%h: f16, %q: vector<2xf8E4M3FN>) -> (bf16, vector<2xf8E5M2>) {
  %0 = mpopt.cast %h rounding<toward_zero> : f16 to bf16
  %1 = mpopt.cast %q : vector<2xf8E4M3FN> to vector<2xf8E5M2>
  return %0, %1 : bf16, vector<2xf8E5M2>
}

// `saturate` clamps to the largest finite FP8 value in the source type;
// maximumf/minimumf propagate NaN.
// CHECK-LABEL: func.func @saturate
// CHECK-SAME: (%[[X:.+]]: f32, %[[B:.+]]: vector<4xbf16>)
// CHECK-DAG: %[[LO:.+]] = arith.constant -4.480000e+02 : f32
// CHECK-DAG: %[[HI:.+]] = arith.constant 4.480000e+02 : f32
// CHECK: %[[MAX:.+]] = arith.maximumf %[[X]], %[[LO]] : f32
// CHECK: %[[MIN:.+]] = arith.minimumf %[[MAX]], %[[HI]] : f32
// CHECK: arith.truncf %[[MIN]] : f32 to f8E4M3FN
// CHECK-DAG: %[[LO2:.+]] = arith.constant dense<-5.734400e+04> : vector<4xbf16>
// CHECK-DAG: %[[HI2:.+]] = arith.constant dense<5.734400e+04> : vector<4xbf16>
// CHECK: %[[MAX2:.+]] = arith.maximumf %[[B]], %[[LO2]] : vector<4xbf16>
// CHECK: %[[MIN2:.+]] = arith.minimumf %[[MAX2]], %[[HI2]] : vector<4xbf16>
// CHECK: arith.truncf %[[MIN2]] : vector<4xbf16> to vector<4xf8E5M2>
func.func @saturate(%x: f32, %b: vector<4xbf16>) -> (f8E4M3FN, vector<4xf8E5M2>) {
  %0 = mpopt.cast %x saturate : f32 to f8E4M3FN
  %1 = mpopt.cast %b saturate : vector<4xbf16> to vector<4xf8E5M2>
  return %0, %1 : f8E4M3FN, vector<4xf8E5M2>
}

// No clamp where the source cannot overflow the result (f8E4M3FN tops out
// at 448 and has no infinity); a clamp alone for a saturating identity on
// f8E5M2; the clamp inside the generic for tensors.
// CHECK-LABEL: func.func @saturate_edge_cases
// CHECK-SAME: (%[[Q:.+]]: f8E4M3FN, %[[E:.+]]: f8E5M2, %[[T:.+]]: tensor<3xf16>)
// CHECK-NOT: arith.maximumf %[[Q]]
// CHECK: %[[W:.+]] = arith.extf %[[Q]] : f8E4M3FN to f32
// CHECK: %[[R0:.+]] = arith.truncf %[[W]] : f32 to f8E5M2
// CHECK: %[[MAX:.+]] = arith.maximumf %[[E]], %{{.+}} : f8E5M2
// CHECK: %[[R1:.+]] = arith.minimumf %[[MAX]], %{{.+}} : f8E5M2
// CHECK: %[[R2:.+]] = linalg.generic
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: arith.truncf %{{.+}} : f16 to f8E4M3FN
// CHECK: return %[[R0]], %[[R1]], %[[R2]]
// ARITH-LABEL: func.func @saturate_edge_cases
// ARITH: %[[TMAX:.+]] = arith.maximumf %{{.+}}, %{{.+}} : tensor<3xf16>
// ARITH: %[[TMIN:.+]] = arith.minimumf %[[TMAX]], %{{.+}} : tensor<3xf16>
// ARITH: arith.truncf %[[TMIN]] : tensor<3xf16> to tensor<3xf8E4M3FN>
func.func @saturate_edge_cases(%q: f8E4M3FN, %e: f8E5M2, %t: tensor<3xf16>)
    -> (f8E5M2, f8E5M2, tensor<3xf8E4M3FN>) {
  %0 = mpopt.cast %q saturate : f8E4M3FN to f8E5M2
  %1 = mpopt.cast %e saturate : f8E5M2 to f8E5M2
  %2 = mpopt.cast %t saturate : tensor<3xf16> to tensor<3xf8E4M3FN>
  return %0, %1, %2 : f8E5M2, f8E5M2, tensor<3xf8E4M3FN>
}

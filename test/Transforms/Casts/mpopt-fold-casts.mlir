// RUN: mpopt-opt %s --mpopt-fold-casts | FileCheck %s --check-prefixes=CHECK,EXACT
// RUN: mpopt-opt %s --mpopt-fold-casts=policy=exact | FileCheck %s --check-prefixes=CHECK,EXACT
// RUN: mpopt-opt %s --mpopt-fold-casts=policy=excess-precision | FileCheck %s --check-prefixes=CHECK,EXCESS
// RUN: mpopt-opt %s --mpopt-fold-casts=emit-remarks -o /dev/null -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=REMARK

//===----------------------------------------------------------------------===//
// Exact under every policy.
//===----------------------------------------------------------------------===//

// bf16 -> f32 -> bf16 and f32 -> f64 -> f32 are the identity.
// CHECK-LABEL: func.func @trunc_of_ext_same_type
// CHECK-SAME: (%[[X:.+]]: tensor<8xbf16>, %[[Y:.+]]: f32)
// CHECK-NOT: mpopt.cast
// CHECK: return %[[X]], %[[Y]]
// REMARK: remark: mpopt-fold-casts: 4 casts before, 0 after; 2 folded, 0 merged
func.func @trunc_of_ext_same_type(%x: tensor<8xbf16>, %y: f32) -> (tensor<8xbf16>, f32) {
  %0 = mpopt.cast %x : tensor<8xbf16> to tensor<8xf32>
  %1 = mpopt.cast %0 : tensor<8xf32> to tensor<8xbf16>
  %2 = mpopt.cast %y : f32 to f64
  %3 = mpopt.cast %2 : f64 to f32
  return %1, %3 : tensor<8xbf16>, f32
}

// The widening is exact, so the narrowing sees the source value: one cast
// rounds the same. f32 -> f64 -> f16 is one truncation; bf16 -> f32 -> f16
// and f16 -> f32 -> bf16 are one cast each (arith needs two ops for them,
// mpopt.cast does not).
// CHECK-LABEL: func.func @trunc_of_ext_other_type
// CHECK-SAME: (%[[X:.+]]: f32, %[[B:.+]]: bf16, %[[H:.+]]: vector<4xf16>)
// CHECK-DAG: %[[T0:.+]] = mpopt.cast %[[X]] : f32 to f16
// CHECK-DAG: %[[T1:.+]] = mpopt.cast %[[B]] : bf16 to f16
// CHECK-DAG: %[[T2:.+]] = mpopt.cast %[[H]] rounding<toward_zero> : vector<4xf16> to vector<4xbf16>
// CHECK: return %[[T0]], %[[T1]], %[[T2]]
func.func @trunc_of_ext_other_type(%x: f32, %b: bf16, %h: vector<4xf16>)
    -> (f16, f16, vector<4xbf16>) {
  %0 = mpopt.cast %x : f32 to f64
  %1 = mpopt.cast %0 : f64 to f16
  %2 = mpopt.cast %b : bf16 to f32
  %3 = mpopt.cast %2 : f32 to f16
  %4 = mpopt.cast %h : vector<4xf16> to vector<4xf32>
  %5 = mpopt.cast %4 rounding<toward_zero> : vector<4xf32> to vector<4xbf16>
  return %1, %3, %5 : f16, f16, vector<4xbf16>
}

// Narrowing back to a type that still holds the source: one widening cast.
// CHECK-LABEL: func.func @trunc_of_ext_to_wider
// CHECK-SAME: (%[[X:.+]]: tensor<4xf8E4M3FN>)
// CHECK: %[[E:.+]] = mpopt.cast %[[X]] : tensor<4xf8E4M3FN> to tensor<4xbf16>
// CHECK-NOT: mpopt.cast
// CHECK: return %[[E]]
func.func @trunc_of_ext_to_wider(%x: tensor<4xf8E4M3FN>) -> tensor<4xbf16> {
  %0 = mpopt.cast %x : tensor<4xf8E4M3FN> to tensor<4xf32>
  %1 = mpopt.cast %0 : tensor<4xf32> to tensor<4xbf16>
  return %1 : tensor<4xbf16>
}

// CHECK-LABEL: func.func @ext_of_ext
// CHECK-SAME: (%[[X:.+]]: tensor<2x3xf8E5M2>)
// CHECK: %[[E:.+]] = mpopt.cast %[[X]] : tensor<2x3xf8E5M2> to tensor<2x3xf64>
// CHECK-NOT: mpopt.cast
// CHECK: return %[[E]]
func.func @ext_of_ext(%x: tensor<2x3xf8E5M2>) -> tensor<2x3xf64> {
  %0 = mpopt.cast %x : tensor<2x3xf8E5M2> to tensor<2x3xf16>
  %1 = mpopt.cast %0 : tensor<2x3xf16> to tensor<2x3xf32>
  %2 = mpopt.cast %1 : tensor<2x3xf32> to tensor<2x3xf64>
  return %2 : tensor<2x3xf64>
}

// The outer cast's saturation survives composition.
// CHECK-LABEL: func.func @saturate_kept
// CHECK-SAME: (%[[X:.+]]: bf16)
// CHECK: %[[T:.+]] = mpopt.cast %[[X]] saturate : bf16 to f8E4M3FN
// CHECK: return %[[T]]
func.func @saturate_kept(%x: bf16) -> f8E4M3FN {
  %0 = mpopt.cast %x : bf16 to f32
  %1 = mpopt.cast %0 saturate : f32 to f8E4M3FN
  return %1 : f8E4M3FN
}

// A saturating round trip of f8E5M2 is not the identity: it clamps +-Inf to
// +-57344. It becomes one saturating cast, never the input.
// CHECK-LABEL: func.func @saturate_round_trip_e5m2
// CHECK-SAME: (%[[X:.+]]: f8E5M2)
// CHECK: %[[T:.+]] = mpopt.cast %[[X]] saturate : f8E5M2 to f8E5M2
// CHECK: return %[[T]]
func.func @saturate_round_trip_e5m2(%x: f8E5M2) -> f8E5M2 {
  %0 = mpopt.cast %x : f8E5M2 to f16
  %1 = mpopt.cast %0 saturate : f16 to f8E5M2
  return %1 : f8E5M2
}

// f8E4M3FN has no infinity, so its saturating round trip is the identity.
// CHECK-LABEL: func.func @saturate_round_trip_e4m3fn
// CHECK-SAME: (%[[X:.+]]: f8E4M3FN)
// CHECK-NOT: mpopt.cast
// CHECK: return %[[X]]
func.func @saturate_round_trip_e4m3fn(%x: f8E4M3FN) -> f8E4M3FN {
  %0 = mpopt.cast %x : f8E4M3FN to f32
  %1 = mpopt.cast %0 saturate : f32 to f8E4M3FN
  return %1 : f8E4M3FN
}

//===----------------------------------------------------------------------===//
// Not exact: kept under policy=exact, folded under policy=excess-precision.
//===----------------------------------------------------------------------===//

// ext(trunc(x)) loses the bits bf16 cannot hold.
// CHECK-LABEL: func.func @ext_of_trunc
// CHECK-SAME: (%[[X:.+]]: tensor<8xf32>)
// EXACT: %[[T:.+]] = mpopt.cast %[[X]] : tensor<8xf32> to tensor<8xbf16>
// EXACT: %[[E:.+]] = mpopt.cast %[[T]] : tensor<8xbf16> to tensor<8xf32>
// EXACT: return %[[E]]
// EXCESS-NOT: mpopt.cast
// EXCESS: return %[[X]]
func.func @ext_of_trunc(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = mpopt.cast %x : tensor<8xf32> to tensor<8xbf16>
  %1 = mpopt.cast %0 : tensor<8xbf16> to tensor<8xf32>
  return %1 : tensor<8xf32>
}

// trunc(trunc(x)) through a narrower type rounds twice.
// CHECK-LABEL: func.func @double_rounding
// CHECK-SAME: (%[[X:.+]]: f32, %[[Y:.+]]: f32)
// EXACT-DAG: %[[H:.+]] = mpopt.cast %[[X]] : f32 to f16
// EXACT-DAG: %[[Q:.+]] = mpopt.cast %[[H]] saturate : f16 to f8E4M3FN
// EXACT-DAG: %[[B:.+]] = mpopt.cast %[[Y]] : f32 to bf16
// EXACT-DAG: %[[R:.+]] = mpopt.cast %[[B]] : bf16 to f16
// EXACT: return %[[Q]], %[[R]]
// EXCESS-DAG: %[[Q:.+]] = mpopt.cast %[[X]] saturate : f32 to f8E4M3FN
// EXCESS-DAG: %[[R:.+]] = mpopt.cast %[[Y]] : f32 to f16
// EXCESS: return %[[Q]], %[[R]]
func.func @double_rounding(%x: f32, %y: f32) -> (f8E4M3FN, f16) {
  %0 = mpopt.cast %x : f32 to f16
  %1 = mpopt.cast %0 saturate : f16 to f8E4M3FN
  %2 = mpopt.cast %y : f32 to bf16
  %3 = mpopt.cast %2 : bf16 to f16
  return %1, %3 : f8E4M3FN, f16
}

// A saturating identity on f8E5M2 changes +-Inf, so the chain keeps it.
// CHECK-LABEL: func.func @inner_saturate_kept
// CHECK-SAME: (%[[X:.+]]: f8E5M2)
// EXACT: %[[S:.+]] = mpopt.cast %[[X]] saturate : f8E5M2 to f8E5M2
// EXACT: %[[E:.+]] = mpopt.cast %[[S]] : f8E5M2 to f32
// EXACT: return %[[E]]
// EXCESS: %[[E:.+]] = mpopt.cast %[[X]] : f8E5M2 to f32
// EXCESS: return %[[E]]
func.func @inner_saturate_kept(%x: f8E5M2) -> f32 {
  %0 = mpopt.cast %x saturate : f8E5M2 to f8E5M2
  %1 = mpopt.cast %0 : f8E5M2 to f32
  return %1 : f32
}

// Under excess precision a widening outer cast keeps the dropped cast's
// rounding.
// CHECK-LABEL: func.func @excess_keeps_inner_rounding
// CHECK-SAME: (%[[X:.+]]: f64)
// EXACT: mpopt.cast %[[X]] rounding<toward_zero> : f64 to bf16
// EXCESS: %[[T:.+]] = mpopt.cast %[[X]] rounding<toward_zero> : f64 to f32
// EXCESS: return %[[T]]
func.func @excess_keeps_inner_rounding(%x: f64) -> f32 {
  %0 = mpopt.cast %x rounding<toward_zero> : f64 to bf16
  %1 = mpopt.cast %0 : bf16 to f32
  return %1 : f32
}

//===----------------------------------------------------------------------===//
// Duplicates, dead casts, constants.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @merge_duplicates
// CHECK-SAME: (%[[X:.+]]: tensor<4xf32>, %[[C:.+]]: i1)
// CHECK: %[[A:.+]] = mpopt.cast %[[X]] : tensor<4xf32> to tensor<4xbf16>
// CHECK: %[[Z:.+]] = mpopt.cast %[[X]] rounding<toward_zero> : tensor<4xf32> to tensor<4xbf16>
// CHECK: %[[IF:.+]] = scf.if %[[C]]
// CHECK-NEXT: scf.yield %[[A]]
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[Z]]
// CHECK: return %[[A]], %[[A]], %[[Z]], %[[IF]]
// REMARK: remark: mpopt-fold-casts: 5 casts before, 2 after; 0 folded, 3 merged
func.func @merge_duplicates(%x: tensor<4xf32>, %c: i1)
    -> (tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>) {
  %0 = mpopt.cast %x : tensor<4xf32> to tensor<4xbf16>
  %1 = mpopt.cast %x : tensor<4xf32> to tensor<4xbf16>
  %2 = mpopt.cast %x rounding<toward_zero> : tensor<4xf32> to tensor<4xbf16>
  %3 = scf.if %c -> tensor<4xbf16> {
    %4 = mpopt.cast %x : tensor<4xf32> to tensor<4xbf16>
    scf.yield %4 : tensor<4xbf16>
  } else {
    %5 = mpopt.cast %x rounding<toward_zero> : tensor<4xf32> to tensor<4xbf16>
    scf.yield %5 : tensor<4xbf16>
  }
  return %0, %1, %2, %3 : tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>
}

// Casts in sibling regions do not dominate each other and stay.
// CHECK-LABEL: func.func @no_merge_across_siblings
// CHECK: scf.if
// CHECK-NEXT: mpopt.cast
// CHECK: } else {
// CHECK-NEXT: mpopt.cast
func.func @no_merge_across_siblings(%x: f32, %c: i1) -> bf16 {
  %0 = scf.if %c -> bf16 {
    %1 = mpopt.cast %x : f32 to bf16
    scf.yield %1 : bf16
  } else {
    %2 = mpopt.cast %x : f32 to bf16
    %3 = arith.negf %2 : bf16
    scf.yield %3 : bf16
  }
  return %0 : bf16
}

// Dead casts go; the constant is folded with the cast's semantics; other ops
// (the addf of constants) are not the pass's business and stay.
// CHECK-LABEL: func.func @dead_and_constant
// CHECK-SAME: (%[[X:.+]]: f32)
// CHECK-NOT: mpopt.cast
// CHECK-DAG: %[[C:.+]] = arith.constant 4.480000e+02 : f8E4M3FN
// CHECK-DAG: %[[SUM:.+]] = arith.addf
// CHECK: return %[[C]], %[[SUM]]
// REMARK: remark: mpopt-fold-casts: 3 casts before, 0 after; 1 folded, 0 merged
func.func @dead_and_constant(%x: f32) -> (f8E4M3FN, f32) {
  %0 = mpopt.cast %x : f32 to bf16
  %1 = mpopt.cast %0 : bf16 to f32
  %c = arith.constant 1000.0 : f32
  %2 = mpopt.cast %c saturate : f32 to f8E4M3FN
  %one = arith.constant 1.0 : f32
  %sum = arith.addf %one, %one : f32
  return %2, %sum : f8E4M3FN, f32
}

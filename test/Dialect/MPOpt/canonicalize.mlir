// RUN: mpopt-opt %s --canonicalize --split-input-file | FileCheck %s
// RUN: mpopt-opt %s --canonicalize --split-input-file --mlir-print-elementsattrs-with-hex-if-larger=1 | FileCheck %s --check-prefix=HEX

// An identity cast folds away; a saturating one on a format with infinities
// does not (it clamps +-Inf).
// CHECK-LABEL: func.func @identity
// CHECK-SAME: (%[[X:.+]]: tensor<4xbf16>, %[[Y:.+]]: f8E5M2, %[[Z:.+]]: f8E4M3FN)
func.func @identity(%x: tensor<4xbf16>, %y: f8E5M2, %z: f8E4M3FN)
    -> (tensor<4xbf16>, f8E5M2, f8E4M3FN) {
  // CHECK: %[[SAT:.+]] = mpopt.cast %[[Y]] saturate : f8E5M2 to f8E5M2
  // CHECK: return %[[X]], %[[SAT]], %[[Z]]
  %0 = mpopt.cast %x : tensor<4xbf16> to tensor<4xbf16>
  %1 = mpopt.cast %y saturate : f8E5M2 to f8E5M2
  %2 = mpopt.cast %z saturate : f8E4M3FN to f8E4M3FN
  return %0, %1, %2 : tensor<4xbf16>, f8E5M2, f8E4M3FN
}

// -----

// CHECK-LABEL: func.func @trunc_of_ext
// CHECK-SAME: (%[[X:.+]]: bf16)
func.func @trunc_of_ext(%x: bf16) -> bf16 {
  // CHECK-NOT: mpopt.cast
  // CHECK: return %[[X]]
  %0 = mpopt.cast %x : bf16 to f32
  %1 = mpopt.cast %0 : f32 to bf16
  return %1 : bf16
}

// -----

// The canonicalizer is exact: ext(trunc(x)) stays.
// CHECK-LABEL: func.func @ext_of_trunc
// CHECK-SAME: (%[[X:.+]]: f32)
func.func @ext_of_trunc(%x: f32) -> f32 {
  // CHECK: %[[T:.+]] = mpopt.cast %[[X]] : f32 to bf16
  // CHECK: %[[E:.+]] = mpopt.cast %[[T]] : bf16 to f32
  // CHECK: return %[[E]]
  %0 = mpopt.cast %x : f32 to bf16
  %1 = mpopt.cast %0 : bf16 to f32
  return %1 : f32
}

// -----

// Constants convert with round-to-nearest-even unless told otherwise.
// CHECK-LABEL: func.func @constants_bf16
func.func @constants_bf16() -> (bf16, bf16, bf16, bf16, bf16) {
  // 1 + 2^-8 is halfway between 1 and 1 + 2^-7: to even, 1.
  // CHECK-DAG: %[[TIE_DOWN:.+]] = arith.constant 1.000000e+00 : bf16
  // 1 + 3 * 2^-8 is halfway between 1 + 2^-7 and 1 + 2^-6: to even, 1 + 2^-6.
  // CHECK-DAG: %[[TIE_UP:.+]] = arith.constant 1.015630e+00 : bf16
  // 1.001 rounds up only under rounding<upward>.
  // CHECK-DAG: %[[UP:.+]] = arith.constant 1.007810e+00 : bf16
  // 3.4e38 rounds past the largest bf16 (3.3895e38): +Inf.
  // CHECK-DAG: %[[BIG:.+]] = arith.constant 0x7F80 : bf16
  // CHECK: return %[[TIE_DOWN]], %[[TIE_UP]], %[[UP]], %[[TIE_DOWN]], %[[BIG]]
  %a = arith.constant 1.00390625 : f32
  %b = arith.constant 1.01171875 : f32
  %c = arith.constant 1.001 : f32
  %d = arith.constant 3.4e38 : f32
  %0 = mpopt.cast %a : f32 to bf16
  %1 = mpopt.cast %b : f32 to bf16
  %2 = mpopt.cast %c rounding<upward> : f32 to bf16
  %3 = mpopt.cast %c rounding<toward_zero> : f32 to bf16
  %4 = mpopt.cast %d : f32 to bf16
  return %0, %1, %2, %3, %4 : bf16, bf16, bf16, bf16, bf16
}

// -----

// CHECK-LABEL: func.func @constants_f16_overflow
func.func @constants_f16_overflow() -> (f16, f16, f16, f16) {
  // 65519 rounds to the largest finite f16, 65504; 65520 is the tie that
  // rounds to even, past the largest: +Inf.
  // CHECK-DAG: %[[MAX:.+]] = arith.constant 6.550400e+04 : f16
  // CHECK-DAG: %[[INF:.+]] = arith.constant 0x7C00 : f16
  // CHECK-DAG: %[[NEG_INF:.+]] = arith.constant 0xFC00 : f16
  // Denormals are kept: 2^-24 is the smallest f16 denormal.
  // CHECK-DAG: %[[DENORM:.+]] = arith.constant 5.960460e-08 : f16
  // CHECK: return %[[MAX]], %[[INF]], %[[NEG_INF]], %[[DENORM]]
  %a = arith.constant 65519.0 : f32
  %b = arith.constant 65520.0 : f32
  %c = arith.constant -1.0e6 : f32
  %d = arith.constant 5.9604644775390625E-8 : f32
  %0 = mpopt.cast %a : f32 to f16
  %1 = mpopt.cast %b : f32 to f16
  %2 = mpopt.cast %c : f32 to f16
  %3 = mpopt.cast %d : f32 to f16
  return %0, %1, %2, %3 : f16, f16, f16, f16
}

// -----

// f8E4M3FN has no infinity: overflow is NaN (0x7F / 0xFF) without
// `saturate` and +-448 with it; NaN stays NaN either way.
// CHECK-LABEL: func.func @constants_e4m3fn
func.func @constants_e4m3fn() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN,
                                 f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN,
                                 f8E4M3FN, f8E4M3FN) {
  // CHECK-DAG: %[[MAX:.+]] = arith.constant 4.480000e+02 : f8E4M3FN
  // CHECK-DAG: %[[NEG_MAX:.+]] = arith.constant -4.480000e+02 : f8E4M3FN
  // CHECK-DAG: %[[NAN:.+]] = arith.constant 0x7F : f8E4M3FN
  // CHECK-DAG: %[[NEG_NAN:.+]] = arith.constant 0xFF : f8E4M3FN
  // CHECK-DAG: %[[DENORM:.+]] = arith.constant 3.906250e-03 : f8E4M3FN
  // CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f8E4M3FN
  // CHECK: return %[[MAX]], %[[NAN]], %[[MAX]], %[[NEG_MAX]], %[[MAX]], %[[NEG_NAN]], %[[NAN]], %[[NAN]], %[[DENORM]], %[[ZERO]]
  %tie = arith.constant 464.0 : f32
  %over = arith.constant 470.0 : f32
  %neg = arith.constant -1000.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %den = arith.constant 0.0029296875 : f32
  %tiny = arith.constant 0.0009765625 : f32
  // 464 is halfway between 448 and the (NaN-encoded) 480: to even, 448.
  %0 = mpopt.cast %tie : f32 to f8E4M3FN
  %1 = mpopt.cast %over : f32 to f8E4M3FN
  %2 = mpopt.cast %over saturate : f32 to f8E4M3FN
  %3 = mpopt.cast %neg saturate : f32 to f8E4M3FN
  %4 = mpopt.cast %inf saturate : f32 to f8E4M3FN
  %5 = mpopt.cast %ninf : f32 to f8E4M3FN
  %6 = mpopt.cast %nan saturate : f32 to f8E4M3FN
  %7 = mpopt.cast %nan : f32 to f8E4M3FN
  // 3 * 2^-10 is halfway between the denormals 2^-9 and 2^-8: to even, 2^-8.
  %8 = mpopt.cast %den : f32 to f8E4M3FN
  // 2^-10 is halfway between 0 and 2^-9: to even, 0.
  %9 = mpopt.cast %tiny : f32 to f8E4M3FN
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9
      : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN,
        f8E4M3FN, f8E4M3FN, f8E4M3FN
}

// -----

// f8E5M2 has infinities: overflow is +-Inf without `saturate`, +-57344 with
// it, and `saturate` also clamps infinities.
// CHECK-LABEL: func.func @constants_e5m2
func.func @constants_e5m2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2) {
  // CHECK-DAG: %[[MAX:.+]] = arith.constant 5.734400e+04 : f8E5M2
  // CHECK-DAG: %[[INF:.+]] = arith.constant 0x7C : f8E5M2
  // CHECK-DAG: %[[NEG_MAX:.+]] = arith.constant -5.734400e+04 : f8E5M2
  // CHECK: return %[[MAX]], %[[INF]], %[[MAX]], %[[NEG_MAX]], %[[INF]]
  %a = arith.constant 60000.0 : f32
  %b = arith.constant 61440.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %0 = mpopt.cast %a : f32 to f8E5M2
  // 61440 is halfway between 57344 and 65536: to even, which overflows.
  %1 = mpopt.cast %b : f32 to f8E5M2
  %2 = mpopt.cast %b saturate : f32 to f8E5M2
  %3 = mpopt.cast %ninf saturate : f32 to f8E5M2
  %4 = mpopt.cast %inf : f32 to f8E5M2
  return %0, %1, %2, %3, %4 : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2
}

// -----

// Splat and non-splat dense constants fold element by element.
// CHECK-LABEL: func.func @dense
func.func @dense() -> (tensor<4xf8E4M3FN>, vector<3xf16>, tensor<2x2xbf16>) {
  // CHECK-DAG: arith.constant dense<[1.000000e+00, 4.480000e+02, -4.480000e+02, -0.000000e+00]> : tensor<4xf8E4M3FN>
  // CHECK-DAG: arith.constant dense<[1.500000e+00, 0x7C00, 0xFE00]> : vector<3xf16>
  // CHECK-DAG: arith.constant dense<1.992190e+00> : tensor<2x2xbf16>
  %a = arith.constant dense<[1.0, 1.0e9, 0xFF800000, -0.0]> : tensor<4xf32>
  %b = arith.constant dense<[1.5, 1.0e5, 0xFFC00000]> : vector<3xf32>
  %c = arith.constant dense<1.99999> : tensor<2x2xf32>
  %0 = mpopt.cast %a rounding<toward_zero> saturate : tensor<4xf32> to tensor<4xf8E4M3FN>
  %1 = mpopt.cast %b : vector<3xf32> to vector<3xf16>
  %2 = mpopt.cast %c rounding<toward_zero> : tensor<2x2xf32> to tensor<2x2xbf16>
  return %0, %1, %2 : tensor<4xf8E4M3FN>, vector<3xf16>, tensor<2x2xbf16>
}

// -----

// dense_resource constants (the weights torch-mlir exports) fold as dense
// ones do, from their blob: a 4-byte alignment header, then the elements
// little-endian. Checked bit for bit: 0x3F808000 is a tie rounding to even
// (1.0), 0x3F818000 a tie rounding up to even (0x3F82), NaN stays NaN, the
// largest f32 overflows to bf16's inf; bf16 widens exactly, saturation
// clamps to E4M3's 448. An elided or missing blob does not fold.
// HEX-LABEL: func.func @dense_resource
// HEX-DAG: %[[ELIDED:.+]] = arith.constant dense_resource<__elided__> : tensor<2xf32>
// HEX-DAG: %[[MISSING:.+]] = arith.constant dense_resource<missing> : tensor<2xf32>
// HEX-DAG: %[[A:.+]] = arith.constant dense<"0x803F803F823FC07F807F20C0"> : tensor<6xbf16>
// HEX-DAG: %[[B:.+]] = arith.constant dense<"0x0000803F0000C07F0000C0C0"> : tensor<3xf32>
// HEX-DAG: %[[C:.+]] = arith.constant dense<"0x7EFE"> : tensor<2xf8E4M3FN>
// HEX: %[[D:.+]] = mpopt.cast %[[ELIDED]] : tensor<2xf32> to tensor<2xbf16>
// HEX: %[[E:.+]] = mpopt.cast %[[MISSING]] : tensor<2xf32> to tensor<2xbf16>
// HEX: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
func.func @dense_resource() -> (tensor<6xbf16>, tensor<3xf32>, tensor<2xf8E4M3FN>, tensor<2xbf16>, tensor<2xbf16>) {
  %a = arith.constant dense_resource<narrow> : tensor<6xf32>
  %b = arith.constant dense_resource<wide> : tensor<3xbf16>
  %c = arith.constant dense_resource<saturated> : tensor<2xf32>
  %d = arith.constant dense_resource<__elided__> : tensor<2xf32>
  %e = arith.constant dense_resource<missing> : tensor<2xf32>
  %0 = mpopt.cast %a : tensor<6xf32> to tensor<6xbf16>
  %1 = mpopt.cast %b : tensor<3xbf16> to tensor<3xf32>
  %2 = mpopt.cast %c saturate : tensor<2xf32> to tensor<2xf8E4M3FN>
  %3 = mpopt.cast %d : tensor<2xf32> to tensor<2xbf16>
  %4 = mpopt.cast %e : tensor<2xf32> to tensor<2xbf16>
  return %0, %1, %2, %3, %4 : tensor<6xbf16>, tensor<3xf32>, tensor<2xf8E4M3FN>, tensor<2xbf16>, tensor<2xbf16>
}

{-#
  dialect_resources: {
    builtin: {
      narrow: "0x040000000000803F0080803F0080813F0100C07FFFFF7F7F000020C0",
      wide: "0x02000000803FC07FC0C0",
      saturated: "0x0400000000000044002474C9"
    }
  }
#-}

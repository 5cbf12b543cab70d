// RUN: mpopt-opt %s --mpopt-expand-casts="native-types=bf16,f16" | FileCheck %s
// RUN: mpopt-opt %s --mpopt-expand-casts="native-types=bf16,f16" --canonicalize | FileCheck %s --check-prefix=ROUND
// RUN: not mpopt-opt %s --mpopt-expand-casts="native-types=bf16,f8E5M2" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: for the --native-types option: must be bf16, f16 or f8E4M3FN, got 'f8E5M2'

// With native-types (what mpopt-compile --target=cuda asks for), the
// round-to-nearest conversions between f32 and bf16/f16 stay plain arith
// ops, which the NVPTX backend makes cvt instructions, except bf16 to f32:
// LLVM would narrow an f32 op between extf from bf16 and truncf to f16 into
// f16 arithmetic. Every other conversion is still bit arithmetic.

// CHECK-LABEL: func.func @native
// CHECK-SAME: (%[[X:.+]]: f32, %[[B:.+]]: bf16, %[[H:.+]]: f16)
// CHECK-DAG: arith.truncf %[[X]] : f32 to bf16
// CHECK-DAG: %[[BITS:.+]] = arith.bitcast %[[B]] : bf16 to i16
// CHECK-DAG: %[[WIDE:.+]] = arith.extui %[[BITS]] : i16 to i32
// CHECK-DAG: arith.shli %[[WIDE]]
// CHECK-DAG: arith.truncf %[[X]] : f32 to f16
// CHECK-DAG: arith.extf %[[H]] : f16 to f32
// CHECK-NOT: mpopt.cast
func.func @native(%x: f32, %b: bf16, %h: f16) -> (bf16, f32, f16, f32) {
  %0 = mpopt.cast %x : f32 to bf16
  %1 = mpopt.cast %b : bf16 to f32
  %2 = arith.truncf %x : f32 to f16
  %3 = arith.extf %h : f16 to f32
  return %0, %1, %2, %3 : bf16, f32, f16, f32
}

// The conversions arith-emulate-unsupported-floats puts around an emulated
// f16 op carry `contract`, which would let canonicalize fold the product's
// rounding (extf of truncf) away: the native ones lose it, and the rounding
// stays.
// ROUND-LABEL: func.func @emulated
// ROUND: %[[P:.+]] = arith.mulf
// ROUND: %[[R:.+]] = arith.truncf %[[P]] : f32 to f16
// ROUND: arith.extf %[[R]] : f16 to f32
// ROUND-NOT: fastmath
// ROUND: return
func.func @emulated(%a: f16, %b: f16) -> f16 {
  %0 = arith.extf %a fastmath<contract> : f16 to f32
  %1 = arith.extf %b fastmath<contract> : f16 to f32
  %2 = arith.mulf %0, %1 : f32
  %3 = arith.truncf %2 fastmath<contract> : f32 to f16
  %4 = arith.extf %3 fastmath<contract> : f16 to f32
  %5 = arith.addf %4, %0 : f32
  %6 = arith.truncf %5 fastmath<contract> : f32 to f16
  return %6 : f16
}

// Other rounding modes, saturation, FP8 and bf16 <-> f16 are expanded.
// CHECK-LABEL: func.func @expanded
// CHECK-NOT: arith.truncf
// CHECK-NOT: arith.extf
// CHECK-NOT: mpopt.cast
// CHECK: return
func.func @expanded(%x: f32, %b: bf16) -> (bf16, f8E4M3FN, f16, bf16) {
  %0 = mpopt.cast %x rounding<toward_zero> : f32 to bf16
  %1 = mpopt.cast %x saturate : f32 to f8E4M3FN
  %2 = mpopt.cast %b : bf16 to f16
  %3 = arith.truncf %x to_nearest_away : f32 to bf16
  return %0, %1, %2, %3 : bf16, f8E4M3FN, f16, bf16
}

// With f8E4M3FN native (sm_89 and later) the saturating, round-to-nearest
// conversion from f32 stays as the clamp and truncf it is exported as (the
// GPU build makes it cvt.rn.satfinite.e4m3x2.f32); an exported clamp and
// truncf stays too. Without saturation, from another source type, or
// widening, FP8 is still bit arithmetic.
// RUN: mpopt-opt %s --mpopt-expand-casts="native-types=bf16,f16,f8E4M3FN" | FileCheck %s --check-prefix=FP8
// FP8-LABEL: func.func @fp8
// FP8-SAME: (%[[X:.+]]: f32, %[[Q:.+]]: f8E4M3FN, %[[H:.+]]: f16)
// FP8: %[[HI:.+]] = arith.maximumf %[[X]], %{{.+}} : f32
// FP8: %[[LO:.+]] = arith.minimumf %[[HI]], %{{.+}} : f32
// FP8: arith.truncf %[[LO]] : f32 to f8E4M3FN
// FP8: %[[M:.+]] = arith.minimumf
// FP8: arith.truncf %[[M]] : f32 to f8E4M3FN
// FP8-NOT: arith.truncf {{.*}} to f8E4M3FN
// FP8-NOT: arith.extf {{.*}}f8E4M3FN
// FP8-NOT: mpopt.cast
// FP8: return
func.func @fp8(%x: f32, %q: f8E4M3FN, %h: f16) -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f32, f8E4M3FN) {
  %0 = mpopt.cast %x saturate : f32 to f8E4M3FN
  %lo = arith.constant -448.0 : f32
  %hi = arith.constant 448.0 : f32
  %c = arith.maximumf %x, %lo : f32
  %d = arith.minimumf %c, %hi : f32
  %1 = arith.truncf %d : f32 to f8E4M3FN
  %2 = mpopt.cast %x : f32 to f8E4M3FN
  %3 = mpopt.cast %q : f8E4M3FN to f32
  %4 = mpopt.cast %h saturate : f16 to f8E4M3FN
  return %0, %1, %2, %3, %4 : f8E4M3FN, f8E4M3FN, f8E4M3FN, f32, f8E4M3FN
}

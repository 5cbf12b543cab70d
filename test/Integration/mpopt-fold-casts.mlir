// Differential test of mpopt-fold-casts: the program before and after the
// pass, compiled for the CPU, on the same inputs (NaN, +-Inf, +-0,
// denormals, values beyond each format's range, rounding ties; and normal
// values), must agree bit for bit under policy=exact.

// RUN: mpopt-compile %s -o %t.before.so
// RUN: mpopt-opt %s --mpopt-fold-casts | mpopt-compile - -o %t.exact.so
// RUN: mpopt-opt %s --mpopt-fold-casts=emit-remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=FOLDED
// RUN: mpopt-run %t.before.so --compare %t.exact.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.exact.so --dist special --seed 2 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.exact.so --dist normal --seed 3 | FileCheck %s

// The check can fail: under excess-precision ext(trunc(x)) and the double
// roundings go, and the results change. This is also why policy=exact keeps
// them.
// RUN: mpopt-opt %s --mpopt-fold-casts=policy=excess-precision | mpopt-compile - -o %t.excess.so
// RUN: not mpopt-run %t.before.so --compare %t.excess.so --dist special --seed 1 | FileCheck %s --check-prefix=LOSSY

// The pass did fold (so the comparison is not of two equal programs).
// FOLDED: remark: mpopt-fold-casts: 24 casts before, 13 after; 12 folded, 1 merged

// CHECK-COUNT-14: 0 of 4096 elements differ (bitwise)
// CHECK: output14 f8E4M3FN[8]: 0 of 8 elements differ (bitwise)
// CHECK-COUNT-2: 0 of 4096 elements differ (bitwise)
// CHECK: all outputs agree

// The lossy pair (output 9) and the double roundings (10, 11) differ; the
// exact rewrites still agree.
// LOSSY-COUNT-9: 0 of 4096 elements differ (bitwise)
// LOSSY: output9 f32[4096]: {{[1-9][0-9]*}} of 4096 elements differ (bitwise)
// LOSSY: output10 f8E4M3FN[4096]: {{[1-9][0-9]*}} of 4096 elements differ (bitwise)
// LOSSY: output11 f16[4096]: {{[1-9][0-9]*}} of 4096 elements differ (bitwise)
// LOSSY-COUNT-2: 0 of 4096 elements differ (bitwise)
// LOSSY: MISMATCH

func.func @fold_cases(%x: tensor<4096xf32>, %b: tensor<4096xbf16>,
                      %h: tensor<4096xf16>, %q: tensor<4096xf8E4M3FN>,
                      %r: tensor<4096xf8E5M2>)
    -> (tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xf16>,
        tensor<4096xbf16>, tensor<4096xf32>, tensor<4096xf8E4M3FN>,
        tensor<4096xf8E5M2>, tensor<4096xf8E4M3FN>, tensor<4096xf8E5M2>,
        tensor<4096xf32>, tensor<4096xf8E4M3FN>, tensor<4096xf16>,
        tensor<4096xbf16>, tensor<4096xbf16>, tensor<8xf8E4M3FN>,
        tensor<4096xf16>, tensor<4096xf8E5M2>) {
  // 0: trunc(ext(b)) is b.
  %0 = mpopt.cast %b : tensor<4096xbf16> to tensor<4096xf32>
  %o0 = mpopt.cast %0 : tensor<4096xf32> to tensor<4096xbf16>
  // 1: f16 -> f32 -> bf16 toward zero is one cast.
  %1 = mpopt.cast %h : tensor<4096xf16> to tensor<4096xf32>
  %o1 = mpopt.cast %1 rounding<toward_zero> : tensor<4096xf32> to tensor<4096xbf16>
  // 2: bf16 -> f32 -> f16 (uses %0 again).
  %o2 = mpopt.cast %0 : tensor<4096xf32> to tensor<4096xf16>
  // 3: f8E4M3FN -> f32 -> bf16 is one exact widening.
  %3 = mpopt.cast %q : tensor<4096xf8E4M3FN> to tensor<4096xf32>
  %o3 = mpopt.cast %3 : tensor<4096xf32> to tensor<4096xbf16>
  // 4: ext(ext(r)).
  %4 = mpopt.cast %r : tensor<4096xf8E5M2> to tensor<4096xf16>
  %o4 = mpopt.cast %4 : tensor<4096xf16> to tensor<4096xf32>
  // 5: bf16 -> f32 -> f8E4M3FN saturating is one saturating cast.
  %o5 = mpopt.cast %0 saturate : tensor<4096xf32> to tensor<4096xf8E4M3FN>
  // 6: the saturating round trip of f8E5M2 clamps +-Inf; it stays a cast.
  %o6 = mpopt.cast %4 saturate : tensor<4096xf16> to tensor<4096xf8E5M2>
  // 7: the saturating round trip of f8E4M3FN is the identity.
  %o7 = mpopt.cast %3 saturate : tensor<4096xf32> to tensor<4096xf8E4M3FN>
  // 8: f8E5M2 -> f16 -> f8E5M2 without saturation is the identity.
  %o8 = mpopt.cast %4 : tensor<4096xf16> to tensor<4096xf8E5M2>
  // 9: ext(trunc(x)) is lossy and stays.
  %9 = mpopt.cast %x : tensor<4096xf32> to tensor<4096xbf16>
  %o9 = mpopt.cast %9 : tensor<4096xbf16> to tensor<4096xf32>
  // 10, 11: double rounding stays.
  %10 = mpopt.cast %x : tensor<4096xf32> to tensor<4096xf16>
  %o10 = mpopt.cast %10 saturate : tensor<4096xf16> to tensor<4096xf8E4M3FN>
  %o11 = mpopt.cast %9 : tensor<4096xbf16> to tensor<4096xf16>
  // 12, 13: a duplicate of %9 is merged; one with other rounding is not.
  %o12 = mpopt.cast %x : tensor<4096xf32> to tensor<4096xbf16>
  %o13 = mpopt.cast %x rounding<upward> : tensor<4096xf32> to tensor<4096xbf16>
  // 14: a constant with NaN, infinities, a denormal and values past 448
  // folds with the cast's semantics.
  %c = arith.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, 1.0e-40, 464.0,
                             -470.0, 1.0e9, 0.0029296875]> : tensor<8xf32>
  %o14 = mpopt.cast %c saturate : tensor<8xf32> to tensor<8xf8E4M3FN>
  // 15: f16 -> f32 -> f16 through an operand another chain shares.
  %o15 = mpopt.cast %1 : tensor<4096xf32> to tensor<4096xf16>
  // 16: f8E4M3FN -> f16 -> f8E5M2 saturating: one cast, rounding kept.
  %16 = mpopt.cast %q : tensor<4096xf8E4M3FN> to tensor<4096xf16>
  %o16 = mpopt.cast %16 rounding<downward> saturate : tensor<4096xf16> to tensor<4096xf8E5M2>
  return %o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7, %o8, %o9, %o10, %o11, %o12,
         %o13, %o14, %o15, %o16
      : tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xf16>,
        tensor<4096xbf16>, tensor<4096xf32>, tensor<4096xf8E4M3FN>,
        tensor<4096xf8E5M2>, tensor<4096xf8E4M3FN>, tensor<4096xf8E5M2>,
        tensor<4096xf32>, tensor<4096xf8E4M3FN>, tensor<4096xf16>,
        tensor<4096xbf16>, tensor<4096xbf16>, tensor<8xf8E4M3FN>,
        tensor<4096xf16>, tensor<4096xf8E5M2>
}

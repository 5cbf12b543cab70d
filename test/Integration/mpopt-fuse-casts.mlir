// Differential test of raise -> fuse -> lower: matmuls as linalg writes
// them, with the casts an AMP framework puts around them, against the same
// after mpopt-raise, mpopt-fuse-casts and mpopt-lower-to-linalg, compiled
// for the CPU, bit for bit on special and normal inputs.

// RUN: mpopt-compile %s -o %t.before.so
// RUN: mpopt-opt %s --mpopt-import-casts --mpopt-raise --mpopt-fuse-casts=emit-remarks -o %t.fused.mlir 2>&1 | FileCheck %s --check-prefix=FUSED
// RUN: mpopt-opt %t.fused.mlir --mpopt-lower-to-linalg | mpopt-compile - -o %t.after.so
// RUN: mpopt-run %t.before.so --compare %t.after.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.after.so --dist normal --seed 2 | FileCheck %s
// Every cast but the bf16 rounding of %x, which two matmuls read.
// FUSED: remark: mpopt-fuse-casts: 7 casts fused into their neighbours
// CHECK: all outputs agree

func.func @matmuls(%x: tensor<16x32xf32>, %w: tensor<32x8xf32>, %q: tensor<2x16x32xf16>,
                   %k: tensor<2x8x32xf16>, %e: tensor<32x8xf8E4M3FN>)
    -> (tensor<16x8xbf16>, tensor<2x16x8xf16>, tensor<16x8xf8E4M3FN>) {
  %zero = arith.constant 0.0 : f32
  // bf16 autocast around a 2-D matmul.
  %xb = arith.truncf %x : tensor<16x32xf32> to tensor<16x32xbf16>
  %wb = arith.truncf %w : tensor<32x8xf32> to tensor<32x8xbf16>
  %e0 = tensor.empty() : tensor<16x8xf32>
  %acc0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %m0 = linalg.matmul ins(%xb, %wb : tensor<16x32xbf16>, tensor<32x8xbf16>) outs(%acc0 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %r0 = arith.truncf %m0 : tensor<16x8xf32> to tensor<16x8xbf16>
  // f16 scores with a transposed rhs, widened inputs, f16 result.
  %qf = arith.extf %q : tensor<2x16x32xf16> to tensor<2x16x32xf32>
  %kf = arith.extf %k : tensor<2x8x32xf16> to tensor<2x8x32xf32>
  %acc1 = arith.constant dense<0.0> : tensor<2x16x8xf32>
  %m1 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                             affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>,
                                             affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%qf, %kf : tensor<2x16x32xf32>, tensor<2x8x32xf32>) outs(%acc1 : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  %r1 = arith.truncf %m1 : tensor<2x16x8xf32> to tensor<2x16x8xf16>
  // An FP8 weight widened for a bf16 matmul, a saturating FP8 result.
  %ew = arith.extf %e : tensor<32x8xf8E4M3FN> to tensor<32x8xbf16>
  %m2 = linalg.matmul ins(%xb, %ew : tensor<16x32xbf16>, tensor<32x8xbf16>) outs(%acc0 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %r2 = mpopt.cast %m2 saturate : tensor<16x8xf32> to tensor<16x8xf8E4M3FN>
  return %r0, %r1, %r2 : tensor<16x8xbf16>, tensor<2x16x8xf16>, tensor<16x8xf8E4M3FN>
}

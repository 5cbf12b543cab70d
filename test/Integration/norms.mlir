// The norms and softmax of an AMP program, f32 islands wrapped in casts,
// against the same after mpopt-fuse-casts (each one op reading and writing
// bf16, computing in f32), both lowered by mpopt-lower-to-linalg and
// compiled for the CPU: bit for bit on special and normal inputs.

// RUN: mpopt-compile %s --target=cpu -o %t.islands.so "--pipeline=func.func(mpopt-lower-to-linalg)"
// RUN: mpopt-opt %s --mpopt-fuse-casts=emit-remarks -o %t.fused.mlir 2>&1 | FileCheck %s --check-prefix=FUSED
// RUN: mpopt-compile %t.fused.mlir --target=cpu -o %t.fused.so "--pipeline=func.func(mpopt-lower-to-linalg)"
// RUN: mpopt-run %t.islands.so --compare %t.fused.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.islands.so --compare %t.fused.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-opt %t.fused.mlir --mpopt-cast-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=LEFT
// FUSED: remark: mpopt-fuse-casts: 10 casts fused into their neighbours
// LEFT: casts: @norms: 0 casts, 0 elements converted
// CHECK: all outputs agree

func.func @norms(%x: tensor<8x64xbf16>, %g: tensor<64xf32>, %b: tensor<64xf32>, %s: tensor<4x16x32xbf16>, %c: tensor<4x16x3x5xbf16>, %cg: tensor<16xf32>, %cb: tensor<16xf32>)
    -> (tensor<8x64xbf16>, tensor<8x64xbf16>, tensor<4x16x32xbf16>, tensor<4x16x32xbf16>, tensor<4x16x3x5xbf16>) {
  %xf = mpopt.cast %x : tensor<8x64xbf16> to tensor<8x64xf32>
  %ln = mpopt.layer_norm %xf, %g, %b axis(1) epsilon(1.0e-05) compute(f32)
      : tensor<8x64xf32>, tensor<64xf32>, tensor<64xf32> -> tensor<8x64xf32>
  %o0 = mpopt.cast %ln : tensor<8x64xf32> to tensor<8x64xbf16>
  %xf2 = mpopt.cast %x : tensor<8x64xbf16> to tensor<8x64xf32>
  %rms = mpopt.rms_norm %xf2, %g axis(1) epsilon(1.0e-06) compute(f32)
      : tensor<8x64xf32>, tensor<64xf32> -> tensor<8x64xf32>
  %o1 = mpopt.cast %rms : tensor<8x64xf32> to tensor<8x64xbf16>
  %sf = mpopt.cast %s : tensor<4x16x32xbf16> to tensor<4x16x32xf32>
  %p = mpopt.softmax %sf axis(2) compute(f32) : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
  %o2 = mpopt.cast %p : tensor<4x16x32xf32> to tensor<4x16x32xbf16>
  %sf2 = mpopt.cast %s : tensor<4x16x32xbf16> to tensor<4x16x32xf32>
  %q = mpopt.softmax %sf2 axis(1) compute(f32) : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
  %o3 = mpopt.cast %q : tensor<4x16x32xf32> to tensor<4x16x32xbf16>
  %cf = mpopt.cast %c : tensor<4x16x3x5xbf16> to tensor<4x16x3x5xf32>
  %bn = mpopt.batch_norm %cf, %cg, %cb channel(1) epsilon(1.0e-05) compute(f32) variance(f64)
      : tensor<4x16x3x5xf32>, tensor<16xf32>, tensor<16xf32> -> tensor<4x16x3x5xf32>
  %o4 = mpopt.cast %bn : tensor<4x16x3x5xf32> to tensor<4x16x3x5xbf16>
  return %o0, %o1, %o2, %o3, %o4 : tensor<8x64xbf16>, tensor<8x64xbf16>, tensor<4x16x32xbf16>, tensor<4x16x32xbf16>, tensor<4x16x3x5xbf16>
}

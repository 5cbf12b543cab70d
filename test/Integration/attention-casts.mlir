// Differential test of mpopt-fuse-casts on attentions: the casts around
// them as the precision assigner leaves them (q and k stored bf16 and
// widened to f32 for a bf16 multiply that scales them in f32; the f32
// result rounded to bf16) against the same after the fusion, which names
// the scaling type and rounds the result in the attention, compiled for the
// CPU, bit for bit on special and normal inputs.

// RUN: mpopt-opt %s --mpopt-lower-to-linalg | mpopt-compile - -o %t.before.so
// RUN: mpopt-opt %s --mpopt-fuse-casts | FileCheck %s --check-prefix=FUSED
// RUN: mpopt-opt %s --mpopt-fuse-casts --mpopt-lower-to-linalg | mpopt-compile - -o %t.after.so
// RUN: mpopt-run %t.before.so --compare %t.after.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.after.so --dist normal --seed 2 | FileCheck %s
// FUSED-NOT: mpopt.cast
// FUSED: mpopt.attention %arg0, %arg1, %arg2 mask(%arg3 : tensor<2x1x16x16xf32>) scale(1.250000e-01) scaling<operands> scaling_type(f32) multiply(bf16) {{.*}} -> tensor<2x4x16x64xbf16>
// FUSED-NOT: mpopt.cast
// CHECK: all outputs agree

func.func @attention(%q: tensor<2x4x16x64xbf16>, %k: tensor<2x4x16x64xbf16>,
                     %v: tensor<2x4x16x64xbf16>, %m: tensor<2x1x16x16xf32>)
    -> tensor<2x4x16x64xbf16> {
  %qf = mpopt.cast %q : tensor<2x4x16x64xbf16> to tensor<2x4x16x64xf32>
  %kf = mpopt.cast %k : tensor<2x4x16x64xbf16> to tensor<2x4x16x64xf32>
  %o = mpopt.attention %qf, %kf, %v mask(%m : tensor<2x1x16x16xf32>)
      scale(0.125) scaling<operands> multiply(bf16) scores(f32) logits(f32)
      softmax(f32) probabilities(bf16)
      : tensor<2x4x16x64xf32>, tensor<2x4x16x64xf32>, tensor<2x4x16x64xbf16> -> tensor<2x4x16x64xf32>
  %r = mpopt.cast %o : tensor<2x4x16x64xf32> to tensor<2x4x16x64xbf16>
  return %r : tensor<2x4x16x64xbf16>
}

// GPU builds for sm_89 and later convert f32 to f8E4M3FN with saturation
// by one instruction, cvt.rn.satfinite.e4m3x2.f32, which computes exactly
// mpopt's saturating cast (docs/numerics.md; checked bit for bit on the
// H200 by scripts/gpu/run-checks.sh). The non-saturating cast, and every
// FP8 conversion for sm_80, stays bit arithmetic.

// RUN: mpopt-compile %s --target=cuda --chip=sm_90a --gpu-binary=ptx --emit-ptx=%t.sm90.ptx -o %t.sm90.so
// RUN: FileCheck %s --check-prefix=SM90 < %t.sm90.ptx
// RUN: mpopt-compile %s --target=cuda --chip=sm_80 --gpu-binary=ptx --emit-ptx=%t.sm80.ptx -o %t.sm80.so
// RUN: FileCheck %s --check-prefix=SM80 < %t.sm80.ptx

// SM90: .entry
// SM90: cvt.rn.satfinite.e4m3x2.f32
// SM80: .entry
// SM80-NOT: e4m3x2
func.func @quantize(%x: tensor<1024x256xf32>) -> (tensor<1024x256xf8E4M3FN>, tensor<1024x256xf8E4M3FN>) {
  %s = mpopt.cast %x saturate : tensor<1024x256xf32> to tensor<1024x256xf8E4M3FN>
  %n = mpopt.cast %x : tensor<1024x256xf32> to tensor<1024x256xf8E4M3FN>
  return %s, %n : tensor<1024x256xf8E4M3FN>, tensor<1024x256xf8E4M3FN>
}

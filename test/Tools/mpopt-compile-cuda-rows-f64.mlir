// torch-mlir's LayerNorm sums its variance in f64 (mpopt.layer_norm
// variance(f64)): the GPU row kernel takes f64 row sums too, combined
// through the same butterfly (each f64 shuffle is two of 32 bits), so the
// norm stays one kernel, a warp per row (lib/GPU/RowKernels.cpp).

// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --pipeline="func.func(mpopt-lower-to-linalg)" --emit-ptx=%t.ptx -o %t.so
// RUN: FileCheck %s < %t.ptx

// CHECK: .entry layernorm_f64_variance_kernel(
// CHECK: .maxntid 32, 8, 1
// CHECK: cvt.f64.f32
// CHECK: add.rn.f64
// CHECK: shfl.sync.bfly.b32
// CHECK-NEXT: shfl.sync.bfly.b32
// CHECK: add.rn.f64
// CHECK-NOT: .entry

func.func @layernorm_f64_variance(%x: tensor<512x768xf32>, %g: tensor<768xf32>,
                                  %b: tensor<768xf32>) -> tensor<512x768xf32> {
  %y = mpopt.layer_norm %x, %g, %b axis(1) epsilon(1.0e-5) compute(f32) variance(f64)
      : tensor<512x768xf32>, tensor<768xf32>, tensor<768xf32> -> tensor<512x768xf32>
  return %y : tensor<512x768xf32>
}

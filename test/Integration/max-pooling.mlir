// Differential test of mpopt-propagate-casts across pooling: widened
// inputs pooled narrow (max over NCHW and NHWC windows from -inf, min from
// +inf, a padding of -inf before one of them), compiled for the CPU
// before and after the pass, bit for bit on special inputs (NaN, +-Inf,
// +-0, denormals) and normal ones.

// RUN: mpopt-compile %s -o %t.before.so
// RUN: mpopt-opt %s --mpopt-propagate-casts | mpopt-compile - -o %t.after.so
// RUN: mpopt-opt %s --mpopt-propagate-casts | FileCheck %s --check-prefix=MOVED
// RUN: mpopt-run %t.before.so --compare %t.after.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.after.so --dist special --seed 2 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.after.so --dist normal --seed 3 | FileCheck %s

// MOVED: linalg.pooling_nchw_max {{.*}} outs(%{{.+}} : tensor<1x3x4x4xbf16>)
// MOVED: linalg.pooling_nhwc_max {{.*}} outs(%{{.+}} : tensor<2x3x3x5xf16>)
// MOVED: linalg.pooling_nhwc_min {{.*}} outs(%{{.+}} : tensor<2x3x3x5xf16>)
// CHECK-NOT: MISMATCH
// CHECK: all outputs agree

func.func @pools(%x: tensor<1x3x7x7xbf16>, %y: tensor<2x7x7x5xf16>)
    -> (tensor<1x3x4x4xf32>, tensor<2x3x3x5xf32>, tensor<2x3x3x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %xw = mpopt.cast %x : tensor<1x3x7x7xbf16> to tensor<1x3x7x7xf32>
  %xp = tensor.pad %xw low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %ninf : f32
  } : tensor<1x3x7x7xf32> to tensor<1x3x9x9xf32>
  %e0 = tensor.empty() : tensor<1x3x4x4xf32>
  %i0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %k3 = tensor.empty() : tensor<3x3xf32>
  %p0 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%xp, %k3 : tensor<1x3x9x9xf32>, tensor<3x3xf32>) outs(%i0 : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %yw = mpopt.cast %y : tensor<2x7x7x5xf16> to tensor<2x7x7x5xf32>
  %e1 = tensor.empty() : tensor<2x3x3x5xf32>
  %i1 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<2x3x3x5xf32>) -> tensor<2x3x3x5xf32>
  %p1 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%yw, %k3 : tensor<2x7x7x5xf32>, tensor<3x3xf32>) outs(%i1 : tensor<2x3x3x5xf32>) -> tensor<2x3x3x5xf32>
  %i2 = linalg.fill ins(%inf : f32) outs(%e1 : tensor<2x3x3x5xf32>) -> tensor<2x3x3x5xf32>
  %p2 = linalg.pooling_nhwc_min {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%yw, %k3 : tensor<2x7x7x5xf32>, tensor<3x3xf32>) outs(%i2 : tensor<2x3x3x5xf32>) -> tensor<2x3x3x5xf32>
  return %p0, %p1, %p2 : tensor<1x3x4x4xf32>, tensor<2x3x3x5xf32>, tensor<2x3x3x5xf32>
}

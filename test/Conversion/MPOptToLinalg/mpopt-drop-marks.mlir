// RUN: mpopt-opt %s --mpopt-lower-to-linalg | FileCheck %s --check-prefix=MARKED
// RUN: mpopt-opt %s --mpopt-lower-to-linalg --mpopt-drop-marks | FileCheck %s

// The lowering marks a matmul's contraction and an attention's composition
// for mpopt's GPU build; mpopt-drop-marks leaves the same ops without them.
// MARKED-LABEL: func.func @marked
// MARKED-DAG: mpopt.contraction
// MARKED-DAG: mpopt.attention.operands
// MARKED-DAG: mpopt.attention.step
// MARKED-DAG: mpopt.attention =
// CHECK-LABEL: func.func @marked
// CHECK-NOT: mpopt.
// CHECK: linalg.generic
// CHECK-NOT: mpopt.
// CHECK: return
func.func @marked(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %q: tensor<1x2x4x8xf32>, %k: tensor<1x2x4x8xf32>, %v: tensor<1x2x4x8xf32>) -> (tensor<4x4xf32>, tensor<1x2x4x8xf32>) {
  %m = mpopt.matmul %a, %b multiply(f32) accumulate(f32) : tensor<4x8xf32>, tensor<8x4xf32> -> tensor<4x4xf32>
  %o = mpopt.attention %q, %k, %v scale(0.5) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32> -> tensor<1x2x4x8xf32>
  return %m, %o : tensor<4x4xf32>, tensor<1x2x4x8xf32>
}

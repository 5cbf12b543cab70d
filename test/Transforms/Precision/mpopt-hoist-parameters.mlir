// RUN: split-file --leading-lines %s %t
// RUN: mpopt-opt %t/layer.mlir --mpopt-hoist-parameters="parameters=0-1,2" | FileCheck %s
// RUN: mpopt-opt %t/layer.mlir --mpopt-hoist-parameters | FileCheck %s --check-prefix=NONE
// RUN: mpopt-opt %t/marked.mlir --mpopt-hoist-parameters | FileCheck %s --check-prefix=MARKED
// RUN: mpopt-opt %t/fused.mlir --mpopt-hoist-parameters="parameters=1" | FileCheck %s --check-prefix=FUSED
// The ranges are checked when the options are parsed.
// RUN: not mpopt-opt %t/layer.mlir --mpopt-hoist-parameters="parameters=3-1" 2>&1 | FileCheck %s --check-prefix=BAD-RANGE
// RUN: not mpopt-opt %t/layer.mlir --mpopt-hoist-parameters="parameters=-1" 2>&1 | FileCheck %s --check-prefix=BAD-INDEX
// BAD-RANGE: for the --parameters option: must be an argument index or a range of them (3, 0-147), got '3-1'
// BAD-INDEX: for the --parameters option: must be an argument index or a range of them (3, 0-147), got '-1'
// RUN: not mpopt-opt %t/layer.mlir --mpopt-hoist-parameters="parameters=4" -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=OUT-OF-RANGE
// OUT-OF-RANGE: error: mpopt-hoist-parameters: parameters=4 names argument 4, but @layer takes 4
// Run again on its output, the pass refuses: the indices would name the
// prepared arguments.
// RUN: mpopt-opt %t/layer.mlir --mpopt-hoist-parameters="parameters=0-2" | not mpopt-opt --mpopt-hoist-parameters="parameters=0" -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: error: mpopt-hoist-parameters: @layer takes prepared parameters already (mpopt.prepared_by)
// RUN: not mpopt-opt %t/called.mlir --mpopt-hoist-parameters="parameters=0" -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=CALLED
// CALLED: error: mpopt-hoist-parameters: the entry is called

//--- layer.mlir
// A projection after mpopt-autocast, its weight and bias as arguments:
// the weight's transpose and cast move (the transpose reads the weight, the
// cast its result; neither grows them); the bias's cast moves, its
// broadcast stays (it writes 4x more than it reads). %g's cast moves, the
// generic that reads it and the input %x stays. The weight is used by the
// entry as it is too (as a tied embedding is), so it stays an argument as
// well; the unused constant is not copied.
// CHECK-LABEL: func.func @layer_prepare
// CHECK-SAME: (%[[W:.+]]: tensor<8x4xf32>, %[[B:.+]]: tensor<8xf32>, %[[G:.+]]: tensor<8xf32>)
// CHECK-SAME: -> (tensor<4x8xbf16>, tensor<8xbf16>, tensor<8xbf16>)
// CHECK-SAME: attributes {mpopt.parameter_indices = array<i64: 0, 1, 2>, mpopt.prepares = @layer}
// CHECK-NEXT: %[[E:.+]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %[[T:.+]] = linalg.transpose ins(%[[W]] : tensor<8x4xf32>) outs(%[[E]] : tensor<4x8xf32>) permutation = [1, 0]
// CHECK-NEXT: %[[TB:.+]] = mpopt.cast %[[T]] : tensor<4x8xf32> to tensor<4x8xbf16>
// CHECK-NEXT: %[[BB:.+]] = mpopt.cast %[[B]] : tensor<8xf32> to tensor<8xbf16>
// CHECK-NEXT: %[[GB:.+]] = mpopt.cast %[[G]] : tensor<8xf32> to tensor<8xbf16>
// CHECK-NEXT: return %[[TB]], %[[BB]], %[[GB]]
// CHECK-LABEL: func.func @layer
// CHECK-SAME: (%[[PW:.+]]: tensor<4x8xbf16>, %[[PB:.+]]: tensor<8xbf16>, %[[PG:.+]]: tensor<8xbf16>, %[[W2:.+]]: tensor<8x4xf32>, %[[X:.+]]: tensor<2x4xbf16>)
// CHECK-SAME: attributes {mpopt.input_indices = array<i64: 0, 3>, mpopt.prepared_by = @layer_prepare}
// CHECK-NOT: linalg.transpose
// CHECK-NOT: mpopt.cast
// CHECK: mpopt.matmul %[[X]], %[[PW]]
// CHECK: linalg.broadcast ins(%[[PB]] : tensor<8xbf16>)
// CHECK: linalg.generic {{.*}} ins(%[[PG]] : tensor<8xbf16>)
// CHECK: tensor.extract %[[X]]
// CHECK: return {{.*}}, %[[W2]]
// NONE-LABEL: func.func @layer(
// NONE-NOT: prepare
func.func @layer(%w: tensor<8x4xf32>, %b: tensor<8xf32>, %g: tensor<8xf32>, %x: tensor<2x4xbf16>) -> (tensor<2x8xbf16>, tensor<8xbf16>, tensor<8x4xf32>) {
  %unused = arith.constant dense<1.0> : tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.transpose ins(%w : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) permutation = [1, 0]
  %tb = mpopt.cast %t : tensor<4x8xf32> to tensor<4x8xbf16>
  %y = mpopt.matmul %x, %tb multiply(bf16) accumulate(f32) : tensor<2x4xbf16>, tensor<4x8xbf16> -> tensor<2x8xbf16>
  %bb = mpopt.cast %b : tensor<8xf32> to tensor<8xbf16>
  %e2 = tensor.empty() : tensor<2x8xbf16>
  %bias = linalg.broadcast ins(%bb : tensor<8xbf16>) outs(%e2 : tensor<2x8xbf16>) dimensions = [0]
  %z = arith.addf %y, %bias : tensor<2x8xbf16>
  %c0 = arith.constant 0 : index
  %gb = mpopt.cast %g : tensor<8xf32> to tensor<8xbf16>
  %s = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%gb : tensor<8xbf16>) outs(%gb : tensor<8xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %c = tensor.extract %x[%c0, %c0] : tensor<2x4xbf16>
    %m = arith.mulf %in, %c : bf16
    linalg.yield %m : bf16
  } -> tensor<8xbf16>
  return %z, %s, %w : tensor<2x8xbf16>, tensor<8xbf16>, tensor<8x4xf32>
}

//--- marked.mlir
// Parameters can be marked instead; an op that reads a parameter and an
// input (the add) stays, so the cast before it is what is prepared.
// MARKED-LABEL: func.func @marked_prepare
// MARKED-SAME: (%{{.+}}: tensor<4xf32> {mpopt.parameter, mpopt.range = 2.000000e+00 : f64}) -> tensor<4xbf16>
// MARKED-SAME: mpopt.parameter_indices = array<i64: 1>
// MARKED: arith.truncf
// MARKED-LABEL: func.func @marked
// MARKED-SAME: (%[[P:.+]]: tensor<4xbf16>, %[[X:.+]]: tensor<4xbf16>)
// MARKED-SAME: mpopt.input_indices = array<i64: 0>
// MARKED: arith.addf %[[X]], %[[P]]
func.func @marked(%x: tensor<4xbf16>, %w: tensor<4xf32> {mpopt.parameter, mpopt.range = 2.0 : f64}) -> tensor<4xbf16> {
  %wb = arith.truncf %w : tensor<4xf32> to tensor<4xbf16>
  %y = arith.addf %x, %wb : tensor<4xbf16>
  return %y : tensor<4xbf16>
}

//--- fused.mlir
// mpopt-fuse-casts put the weight's cast into the contraction, which
// rounds each element of %w every time it reads it: the rounding comes out
// into a generic of its own, which moves, and the contraction reads bf16.
// The activation's rounding stays where it is.
// FUSED-LABEL: func.func @fused_prepare
// FUSED-SAME: (%[[W:.+]]: tensor<8x4xf32>) -> tensor<8x4xbf16>
// FUSED: %[[E:.+]] = tensor.empty() : tensor<8x4xbf16>
// FUSED: %[[C:.+]] = linalg.generic {{.*}} ins(%[[W]] : tensor<8x4xf32>) outs(%[[E]] : tensor<8x4xbf16>)
// FUSED-NEXT: ^bb0(%[[IN:.+]]: f32, %{{.+}}: bf16):
// FUSED-NEXT: %[[R:.+]] = arith.truncf %[[IN]] : f32 to bf16
// FUSED-NEXT: linalg.yield %[[R]] : bf16
// FUSED: return %[[C]]
// FUSED-LABEL: func.func @fused
// FUSED-SAME: (%[[P:.+]]: tensor<8x4xbf16>, %[[X:.+]]: tensor<2x8xf32>)
// FUSED: linalg.generic {{.*}} ins(%[[X]], %[[P]] : tensor<2x8xf32>, tensor<8x4xbf16>)
// FUSED-NEXT: ^bb0(%[[A:.+]]: f32, %[[B:.+]]: bf16, %[[O:.+]]: f32):
// FUSED-NEXT: %[[AN:.+]] = arith.truncf %[[A]] : f32 to bf16
// FUSED-NEXT: %[[AW:.+]] = arith.extf %[[AN]] : bf16 to f32
// FUSED-NEXT: %[[BW:.+]] = arith.extf %[[B]] : bf16 to f32
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @fused(%x: tensor<2x8xf32>, %w: tensor<8x4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<2x8xf32>, tensor<8x4xf32>) outs(%z : tensor<2x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %an = arith.truncf %a : f32 to bf16
    %aw = arith.extf %an : bf16 to f32
    %bn = arith.truncf %b : f32 to bf16
    %bw = arith.extf %bn : bf16 to f32
    %m = arith.mulf %aw, %bw : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}

//--- called.mlir
func.func @f(%w: tensor<4xf32>) -> tensor<4xbf16> {
  %0 = arith.truncf %w : tensor<4xf32> to tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
func.func private @g(%w: tensor<4xf32>) -> tensor<4xbf16> {
  %0 = call @f(%w) : (tensor<4xf32>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

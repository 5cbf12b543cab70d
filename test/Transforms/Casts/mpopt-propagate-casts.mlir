// RUN: mpopt-opt %s --mpopt-propagate-casts --split-input-file | FileCheck %s
// RUN: mpopt-opt %s --mpopt-propagate-casts=emit-remarks --split-input-file -o /dev/null -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=REMARK

//===----------------------------------------------------------------------===//
// Data movement (XLA's ConvertMover cases, ported).
//===----------------------------------------------------------------------===//

// MoveUpReshape: the reshape moves bf16.
// CHECK-LABEL: func.func @move_up_reshape
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>)
// CHECK: %[[C:.+]] = mpopt.cast %[[X]] : tensor<4x8xf32> to tensor<4x8xbf16>
// CHECK: %[[R:.+]] = tensor.collapse_shape %[[C]] {{\[}}[0, 1]] : tensor<4x8xbf16> into tensor<32xbf16>
// CHECK: return %[[R]]
// REMARK: remark: mpopt-propagate-casts: 1 casts before, 1 after; 1 moved, 0 merged, 0 hoisted out of loops, 0 values carried narrow
func.func @move_up_reshape(%x: tensor<4x8xf32>) -> tensor<32xbf16> {
  %r = tensor.collapse_shape %x [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %c = mpopt.cast %r : tensor<32xf32> to tensor<32xbf16>
  return %c : tensor<32xbf16>
}

// -----

// MoveUpTwoTransposes: across both.
// CHECK-LABEL: func.func @move_up_two_transposes
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>)
// CHECK: %[[C:.+]] = mpopt.cast %[[X]] rounding<toward_zero> : tensor<4x8xf32> to tensor<4x8xf16>
// CHECK: %[[T1:.+]] = linalg.transpose ins(%[[C]] : tensor<4x8xf16>)
// CHECK: %[[T2:.+]] = linalg.transpose ins(%[[T1]] : tensor<8x4xf16>)
// CHECK-NOT: mpopt.cast
// CHECK: return %[[T2]]
func.func @move_up_two_transposes(%x: tensor<4x8xf32>) -> tensor<4x8xf16> {
  %e1 = tensor.empty() : tensor<8x4xf32>
  %t1 = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e1 : tensor<8x4xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<4x8xf32>
  %t2 = linalg.transpose ins(%t1 : tensor<8x4xf32>) outs(%e2 : tensor<4x8xf32>) permutation = [1, 0]
  %c = mpopt.cast %t2 rounding<toward_zero> : tensor<4x8xf32> to tensor<4x8xf16>
  return %c : tensor<4x8xf16>
}

// -----

// MoveDownThroughConcat: concat two bf16 tensors, widen once.
// CHECK-LABEL: func.func @move_down_concat
// CHECK-SAME: (%[[A:.+]]: tensor<2x8xbf16>, %[[B:.+]]: tensor<2x8xbf16>)
// CHECK: %[[C:.+]] = tensor.concat dim(0) %[[A]], %[[B]] : (tensor<2x8xbf16>, tensor<2x8xbf16>) -> tensor<4x8xbf16>
// CHECK: %[[E:.+]] = mpopt.cast %[[C]] : tensor<4x8xbf16> to tensor<4x8xf32>
// CHECK: return %[[E]]
func.func @move_down_concat(%a: tensor<2x8xbf16>, %b: tensor<2x8xbf16>) -> tensor<4x8xf32> {
  %ea = mpopt.cast %a : tensor<2x8xbf16> to tensor<2x8xf32>
  %eb = mpopt.cast %b : tensor<2x8xbf16> to tensor<2x8xf32>
  %c = tensor.concat dim(0) %ea, %eb : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// -----

// NoMoveDownThroughConcatWithDifferentSrcTypes.
// CHECK-LABEL: func.func @no_move_down_concat_different_sources
// CHECK: mpopt.cast %{{.+}} : tensor<2x8xbf16> to tensor<2x8xf32>
// CHECK: mpopt.cast %{{.+}} : tensor<2x8xf16> to tensor<2x8xf32>
// CHECK: tensor.concat dim(0) %{{.+}}, %{{.+}} : (tensor<2x8xf32>, tensor<2x8xf32>)
func.func @no_move_down_concat_different_sources(%a: tensor<2x8xbf16>, %b: tensor<2x8xf16>) -> tensor<4x8xf32> {
  %ea = mpopt.cast %a : tensor<2x8xbf16> to tensor<2x8xf32>
  %eb = mpopt.cast %b : tensor<2x8xf16> to tensor<2x8xf32>
  %c = tensor.concat dim(0) %ea, %eb : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// -----

// A constant operand qualifies when it converts exactly (1.5 and -0.25 are
// bf16 values); 0.1 is not, and the concat stays wide.
// CHECK-LABEL: func.func @concat_with_constants
// CHECK: %[[K:.+]] = arith.constant dense<[1.500000e+00, -2.500000e-01]> : tensor<2xbf16>
// CHECK: %[[C:.+]] = tensor.concat dim(0) %{{.+}}, %[[K]] : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<4xbf16>
// CHECK: mpopt.cast %[[C]] : tensor<4xbf16> to tensor<4xf32>
// CHECK: %[[W:.+]] = tensor.concat dim(0) %{{.+}}, %{{.+}} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
func.func @concat_with_constants(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> (tensor<4xf32>, tensor<4xf32>) {
  %ea = mpopt.cast %a : tensor<2xbf16> to tensor<2xf32>
  %k = arith.constant dense<[1.5, -0.25]> : tensor<2xf32>
  %c = tensor.concat dim(0) %ea, %k : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  %eb = mpopt.cast %b : tensor<2xbf16> to tensor<2xf32>
  %inexact = arith.constant dense<[0.1, 1.0]> : tensor<2xf32>
  %w = tensor.concat dim(0) %eb, %inexact : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return %c, %w : tensor<4xf32>, tensor<4xf32>
}

// -----

// MoveUpPad: the pad value is converted with the cast.
// CHECK-LABEL: func.func @move_up_pad
// CHECK-SAME: (%[[X:.+]]: tensor<4x4xf32>)
// CHECK-DAG: %[[C:.+]] = mpopt.cast %[[X]] : tensor<4x4xf32> to tensor<4x4xbf16>
// CHECK-DAG: %[[V:.+]] = arith.constant 3.000000e+00 : bf16
// CHECK: %[[P:.+]] = tensor.pad %[[C]] low[1, 1] high[1, 1]
// CHECK: tensor.yield %[[V]] : bf16
// CHECK: } : tensor<4x4xbf16> to tensor<6x6xbf16>
// CHECK: return %[[P]]
func.func @move_up_pad(%x: tensor<4x4xf32>) -> tensor<6x6xbf16> {
  %v = arith.constant 3.0 : f32
  %p = tensor.pad %x low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  %c = mpopt.cast %p : tensor<6x6xf32> to tensor<6x6xbf16>
  return %c : tensor<6x6xbf16>
}

// -----

// MoveDownPad: a small pad of a large tensor runs narrow...
// CHECK-LABEL: func.func @move_down_pad
// CHECK-SAME: (%[[X:.+]]: tensor<32x32xbf16>)
// CHECK: %[[V:.+]] = arith.constant 0.000000e+00 : bf16
// CHECK: %[[P:.+]] = tensor.pad %[[X]] low[0, 0] high[1, 0]
// CHECK: tensor.yield %[[V]] : bf16
// CHECK: %[[E:.+]] = mpopt.cast %[[P]] : tensor<33x32xbf16> to tensor<33x32xf32>
// CHECK: return %[[E]]
func.func @move_down_pad(%x: tensor<32x32xbf16>) -> tensor<33x32xf32> {
  %e = mpopt.cast %x : tensor<32x32xbf16> to tensor<32x32xf32>
  %v = arith.constant 0.0 : f32
  %p = tensor.pad %e low[0, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<32x32xf32> to tensor<33x32xf32>
  return %p : tensor<33x32xf32>
}

// -----

// ...a pad that triples the elements would convert more, so the cast stays
// before it.
// CHECK-LABEL: func.func @no_move_down_large_pad
// CHECK: mpopt.cast %{{.+}} : tensor<4x4xbf16> to tensor<4x4xf32>
// CHECK: tensor.pad
// CHECK: } : tensor<4x4xf32> to tensor<8x8xf32>
func.func @no_move_down_large_pad(%x: tensor<4x4xbf16>) -> tensor<8x8xf32> {
  %e = mpopt.cast %x : tensor<4x4xbf16> to tensor<4x4xf32>
  %v = arith.constant 0.0 : f32
  %p = tensor.pad %e low[2, 2] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<8x8xf32>
  return %p : tensor<8x8xf32>
}

// -----

// NoMoveDownPadBecauseConstantIsOutOfRange: 1e10 is not a bf16 value.
// CHECK-LABEL: func.func @no_move_down_pad_inexact_value
// CHECK: mpopt.cast %{{.+}} : tensor<32x32xbf16> to tensor<32x32xf32>
// CHECK: tensor.pad
// CHECK: } : tensor<32x32xf32> to tensor<33x32xf32>
func.func @no_move_down_pad_inexact_value(%x: tensor<32x32xbf16>) -> tensor<33x32xf32> {
  %e = mpopt.cast %x : tensor<32x32xbf16> to tensor<32x32xf32>
  %v = arith.constant 1.0e10 : f32
  %p = tensor.pad %e low[0, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<32x32xf32> to tensor<33x32xf32>
  return %p : tensor<33x32xf32>
}

// -----

// MoveDownTwoSlices: each slice of a widened tensor reads fewer elements
// than the tensor has; the widening moves below both and the original goes.
// CHECK-LABEL: func.func @move_down_two_slices
// CHECK-SAME: (%[[X:.+]]: tensor<8x8xbf16>)
// CHECK-DAG: %[[S1:.+]] = tensor.extract_slice %[[X]][0, 0] [2, 8] [1, 1] : tensor<8x8xbf16> to tensor<2x8xbf16>
// CHECK-DAG: %[[S2:.+]] = tensor.extract_slice %[[X]][4, 0] [1, 8] [1, 1] : tensor<8x8xbf16> to tensor<1x8xbf16>
// CHECK-DAG: %[[E1:.+]] = mpopt.cast %[[S1]] : tensor<2x8xbf16> to tensor<2x8xf32>
// CHECK-DAG: %[[E2:.+]] = mpopt.cast %[[S2]] : tensor<1x8xbf16> to tensor<1x8xf32>
// CHECK-NOT: tensor<8x8xf32>
// CHECK: return %[[E1]], %[[E2]]
func.func @move_down_two_slices(%x: tensor<8x8xbf16>) -> (tensor<2x8xf32>, tensor<1x8xf32>) {
  %e = mpopt.cast %x : tensor<8x8xbf16> to tensor<8x8xf32>
  %s1 = tensor.extract_slice %e[0, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
  %s2 = tensor.extract_slice %e[4, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<1x8xf32>
  return %s1, %s2 : tensor<2x8xf32>, tensor<1x8xf32>
}

// -----

// A narrowing cast does not move above a slice: it would convert the whole
// tensor to keep a quarter.
// CHECK-LABEL: func.func @no_move_up_slice
// CHECK: %[[S:.+]] = tensor.extract_slice %{{.+}}[0, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
// CHECK: mpopt.cast %[[S]] : tensor<2x8xf32> to tensor<2x8xbf16>
func.func @no_move_up_slice(%x: tensor<8x8xf32>) -> tensor<2x8xbf16> {
  %s = tensor.extract_slice %x[0, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
  %c = mpopt.cast %s : tensor<2x8xf32> to tensor<2x8xbf16>
  return %c : tensor<2x8xbf16>
}

// -----

// A narrowing cast goes above a broadcast (fewer elements); a widening one
// stays before it.
// CHECK-LABEL: func.func @broadcast
// CHECK-SAME: (%[[X:.+]]: tensor<8xf32>, %[[Y:.+]]: tensor<8xbf16>)
// CHECK: %[[C:.+]] = mpopt.cast %[[X]] : tensor<8xf32> to tensor<8xbf16>
// CHECK: linalg.broadcast ins(%[[C]] : tensor<8xbf16>) outs(%{{.+}} : tensor<16x8xbf16>)
// CHECK: %[[E:.+]] = mpopt.cast %[[Y]] : tensor<8xbf16> to tensor<8xf32>
// CHECK: linalg.broadcast ins(%[[E]] : tensor<8xf32>) outs(%{{.+}} : tensor<16x8xf32>)
func.func @broadcast(%x: tensor<8xf32>, %y: tensor<8xbf16>) -> (tensor<16x8xbf16>, tensor<16x8xf32>) {
  %i1 = tensor.empty() : tensor<16x8xf32>
  %b1 = linalg.broadcast ins(%x : tensor<8xf32>) outs(%i1 : tensor<16x8xf32>) dimensions = [0]
  %c = mpopt.cast %b1 : tensor<16x8xf32> to tensor<16x8xbf16>
  %e = mpopt.cast %y : tensor<8xbf16> to tensor<8xf32>
  %i2 = tensor.empty() : tensor<16x8xf32>
  %b2 = linalg.broadcast ins(%e : tensor<8xf32>) outs(%i2 : tensor<16x8xf32>) dimensions = [0]
  return %c, %b2 : tensor<16x8xbf16>, tensor<16x8xf32>
}

// -----

// tensor.extract and insert_slice, and a generic that only copies.
// CHECK-LABEL: func.func @extract_insert_copy
// CHECK-SAME: (%[[X:.+]]: tensor<4x4xbf16>, %[[S:.+]]: tensor<2x2xf32>, %[[D:.+]]: tensor<4x4xf32>, %[[G:.+]]: tensor<4x8xf32>)
// CHECK: %[[EL:.+]] = tensor.extract %[[X]][%{{.+}}, %{{.+}}] : tensor<4x4xbf16>
// CHECK: %[[W:.+]] = mpopt.cast %[[EL]] : bf16 to f32
// CHECK-DAG: %[[CS:.+]] = mpopt.cast %[[S]] : tensor<2x2xf32> to tensor<2x2xf16>
// CHECK-DAG: %[[CD:.+]] = mpopt.cast %[[D]] : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK: %[[INS:.+]] = tensor.insert_slice %[[CS]] into %[[CD]][0, 0] [2, 2] [1, 1] : tensor<2x2xf16> into tensor<4x4xf16>
// CHECK: %[[CG:.+]] = mpopt.cast %[[G]] : tensor<4x8xf32> to tensor<4x8xbf16>
// CHECK: %[[COPY:.+]] = linalg.generic {{.*}} ins(%[[CG]] : tensor<4x8xbf16>) outs(%{{.+}} : tensor<8x4xbf16>)
// CHECK: return %[[W]], %[[INS]], %[[COPY]]
func.func @extract_insert_copy(%x: tensor<4x4xbf16>, %s: tensor<2x2xf32>, %d: tensor<4x4xf32>, %g: tensor<4x8xf32>)
    -> (f32, tensor<4x4xf16>, tensor<8x4xbf16>) {
  %c0 = arith.constant 0 : index
  %e = mpopt.cast %x : tensor<4x4xbf16> to tensor<4x4xf32>
  %el = tensor.extract %e[%c0, %c0] : tensor<4x4xf32>
  %ins = tensor.insert_slice %s into %d[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  %ci = mpopt.cast %ins : tensor<4x4xf32> to tensor<4x4xf16>
  %init = tensor.empty() : tensor<8x4xf32>
  %copy = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                          iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<4x8xf32>) outs(%init : tensor<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x4xf32>
  %cc = mpopt.cast %copy : tensor<8x4xf32> to tensor<8x4xbf16>
  return %el, %ci, %cc : f32, tensor<4x4xf16>, tensor<8x4xbf16>
}

// -----

// A cast does not move above an op whose wide result another user needs.
// CHECK-LABEL: func.func @no_move_other_user
// CHECK: %[[T:.+]] = linalg.transpose ins(%{{.+}} : tensor<4x8xf32>)
// CHECK: %[[C:.+]] = mpopt.cast %[[T]] : tensor<8x4xf32> to tensor<8x4xbf16>
// CHECK: return %[[C]], %[[T]]
func.func @no_move_other_user(%x: tensor<4x8xf32>) -> (tensor<8x4xbf16>, tensor<8x4xf32>) {
  %e = tensor.empty() : tensor<8x4xf32>
  %t = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  %c = mpopt.cast %t : tensor<8x4xf32> to tensor<8x4xbf16>
  return %c, %t : tensor<8x4xbf16>, tensor<8x4xf32>
}

//===----------------------------------------------------------------------===//
// Exact elementwise ops.
//===----------------------------------------------------------------------===//

// -----

// negf and absf commute with roundings symmetric about zero; maximumf,
// minimumf and select with every monotone cast.
// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: (%[[X:.+]]: tensor<8xf32>, %[[Y:.+]]: tensor<8xf32>, %[[C:.+]]: tensor<8xi1>)
// CHECK: %[[NX:.+]] = mpopt.cast %[[X]] : tensor<8xf32> to tensor<8xbf16>
// CHECK: %[[NEG:.+]] = arith.negf %[[NX]] : tensor<8xbf16>
// CHECK: %[[ABS:.+]] = math.absf %[[NEG]] : tensor<8xbf16>
// CHECK-DAG: %[[MX:.+]] = mpopt.cast %[[X]] saturate : tensor<8xf32> to tensor<8xf8E4M3FN>
// CHECK-DAG: %[[MY:.+]] = mpopt.cast %[[Y]] saturate : tensor<8xf32> to tensor<8xf8E4M3FN>
// CHECK: %[[MAX:.+]] = arith.maximumf %[[MX]], %[[MY]] : tensor<8xf8E4M3FN>
// CHECK-DAG: %[[SX:.+]] = mpopt.cast %[[X]] rounding<upward> : tensor<8xf32> to tensor<8xf16>
// CHECK-DAG: %[[SY:.+]] = mpopt.cast %[[Y]] rounding<upward> : tensor<8xf32> to tensor<8xf16>
// CHECK: %[[SEL:.+]] = arith.select %[[C]], %[[SX]], %[[SY]] : tensor<8xi1>, tensor<8xf16>
// CHECK: return %[[ABS]], %[[MAX]], %[[SEL]]
func.func @elementwise(%x: tensor<8xf32>, %y: tensor<8xf32>, %c: tensor<8xi1>)
    -> (tensor<8xbf16>, tensor<8xf8E4M3FN>, tensor<8xf16>) {
  %n = arith.negf %x : tensor<8xf32>
  %a = math.absf %n : tensor<8xf32>
  %ca = mpopt.cast %a : tensor<8xf32> to tensor<8xbf16>
  %m = arith.maximumf %x, %y : tensor<8xf32>
  %cm = mpopt.cast %m saturate : tensor<8xf32> to tensor<8xf8E4M3FN>
  %s = arith.select %c, %x, %y : tensor<8xi1>, tensor<8xf32>
  %cs = mpopt.cast %s rounding<upward> : tensor<8xf32> to tensor<8xf16>
  return %ca, %cm, %cs : tensor<8xbf16>, tensor<8xf8E4M3FN>, tensor<8xf16>
}

// -----

// Not exact, so nothing moves: rounding upward is not symmetric
// (-x rounds to another magnitude than x); f8E4M3FN overflows to NaN
// without saturation, which a minimum would then pick; addf and exp round.
// CHECK-LABEL: func.func @elementwise_kept
// CHECK: %[[N:.+]] = arith.negf %{{.+}} : tensor<8xf32>
// CHECK: mpopt.cast %[[N]] rounding<upward> : tensor<8xf32> to tensor<8xbf16>
// CHECK: %[[M:.+]] = arith.minimumf %{{.+}}, %{{.+}} : tensor<8xf32>
// CHECK: mpopt.cast %[[M]] : tensor<8xf32> to tensor<8xf8E4M3FN>
// CHECK: %[[S:.+]] = arith.addf %{{.+}}, %{{.+}} : tensor<8xf32>
// CHECK: mpopt.cast %[[S]] : tensor<8xf32> to tensor<8xbf16>
// CHECK: %[[X:.+]] = math.exp %{{.+}} : tensor<8xbf16>
func.func @elementwise_kept(%x: tensor<8xf32>, %y: tensor<8xf32>, %b: tensor<8xbf16>)
    -> (tensor<8xbf16>, tensor<8xf8E4M3FN>, tensor<8xbf16>, tensor<8xf32>) {
  %n = arith.negf %x : tensor<8xf32>
  %cn = mpopt.cast %n rounding<upward> : tensor<8xf32> to tensor<8xbf16>
  %m = arith.minimumf %x, %y : tensor<8xf32>
  %cm = mpopt.cast %m : tensor<8xf32> to tensor<8xf8E4M3FN>
  %s = arith.addf %x, %y : tensor<8xf32>
  %cs = mpopt.cast %s : tensor<8xf32> to tensor<8xbf16>
  %e = math.exp %b : tensor<8xbf16>
  %ce = mpopt.cast %e : tensor<8xbf16> to tensor<8xf32>
  return %cn, %cm, %cs, %ce : tensor<8xbf16>, tensor<8xf8E4M3FN>, tensor<8xbf16>, tensor<8xf32>
}

// -----

// Widening casts move down through maximumf (all operands widened alike)
// and then meet the narrowing cast: both fold away.
// CHECK-LABEL: func.func @down_and_fold
// CHECK-SAME: (%[[A:.+]]: tensor<8xbf16>, %[[B:.+]]: tensor<8xbf16>)
// CHECK: %[[M:.+]] = arith.maximumf %[[A]], %[[B]] : tensor<8xbf16>
// CHECK-NOT: mpopt.cast
// CHECK: return %[[M]]
func.func @down_and_fold(%a: tensor<8xbf16>, %b: tensor<8xbf16>) -> tensor<8xbf16> {
  %ea = mpopt.cast %a : tensor<8xbf16> to tensor<8xf32>
  %eb = mpopt.cast %b : tensor<8xbf16> to tensor<8xf32>
  %m = arith.maximumf %ea, %eb : tensor<8xf32>
  %c = mpopt.cast %m : tensor<8xf32> to tensor<8xbf16>
  return %c : tensor<8xbf16>
}

//===----------------------------------------------------------------------===//
// Loops and calls.
//===----------------------------------------------------------------------===//

// -----

// Casts of values defined outside leave scf.for and scf.while; a value
// widened on entry and at the end of each iteration is carried narrow.
// CHECK-LABEL: func.func @loops
// CHECK-SAME: (%[[X:.+]]: tensor<4xbf16>, %[[W:.+]]: tensor<4xf32>, %[[N:.+]]: i32)
// CHECK: %[[WN:.+]] = mpopt.cast %[[W]] : tensor<4xf32> to tensor<4xbf16>
// CHECK: %[[WE:.+]] = mpopt.cast %[[WN]] : tensor<4xbf16> to tensor<4xf32>
// CHECK: %[[FOR:.+]] = scf.for {{.*}} iter_args(%[[ACC:.+]] = %[[X]]) -> (tensor<4xbf16>) {
// CHECK-NEXT: %[[AE:.+]] = mpopt.cast %[[ACC]] : tensor<4xbf16> to tensor<4xf32>
// CHECK-NEXT: %[[SUM:.+]] = arith.addf %[[AE]], %[[WE]] : tensor<4xf32>
// CHECK-NEXT: %[[SN:.+]] = mpopt.cast %[[SUM]] : tensor<4xf32> to tensor<4xbf16>
// CHECK-NEXT: scf.yield %[[SN]] : tensor<4xbf16>
// CHECK: %[[R:.+]] = mpopt.cast %[[FOR]] : tensor<4xbf16> to tensor<4xf32>
// CHECK: %[[H:.+]] = mpopt.cast %[[W]] : tensor<4xf32> to tensor<4xf16>
// CHECK: scf.while
// CHECK-NOT: mpopt.cast
// CHECK: scf.condition
// CHECK: return %[[R]]
func.func @loops(%x: tensor<4xbf16>, %w: tensor<4xf32>, %n: i32) -> (tensor<4xf32>, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = mpopt.cast %x : tensor<4xbf16> to tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %e) -> (tensor<4xf32>) {
    %wn = mpopt.cast %w : tensor<4xf32> to tensor<4xbf16>
    %we = mpopt.cast %wn : tensor<4xbf16> to tensor<4xf32>
    %s = arith.addf %acc, %we : tensor<4xf32>
    %t = mpopt.cast %s : tensor<4xf32> to tensor<4xbf16>
    %u = mpopt.cast %t : tensor<4xbf16> to tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  %c1_i32 = arith.constant 1 : i32
  %k = scf.while (%j = %n) : (i32) -> i32 {
    %h = mpopt.cast %w : tensor<4xf32> to tensor<4xf16>
    %c0_f16 = arith.constant 0.0 : f16
    %z = arith.constant 0 : index
    %el = tensor.extract %h[%z] : tensor<4xf16>
    %pos = arith.cmpf ogt, %el, %c0_f16 : f16
    %more = arith.cmpi sgt, %j, %c1_i32 : i32
    %go = arith.andi %pos, %more : i1
    scf.condition(%go) %j : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.subi %j, %c1_i32 : i32
    scf.yield %next : i32
  }
  return %r, %k : tensor<4xf32>, i32
}

// -----

// A carried value whose initial value is not widened stays wide.
// CHECK-LABEL: func.func @loop_kept
// CHECK: scf.for {{.*}} -> (tensor<4xf32>)
func.func @loop_kept(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<4xf32>) {
    %s = arith.addf %acc, %acc : tensor<4xf32>
    %t = mpopt.cast %s : tensor<4xf32> to tensor<4xbf16>
    %u = mpopt.cast %t : tensor<4xbf16> to tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A private function whose every caller widens its argument, and which
// widens its result that every caller then narrows, works in bf16; a public
// one keeps its signature.
// CHECK-LABEL: func.func private @scale
// CHECK-SAME: (%[[A:.+]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[N:.+]] = arith.negf %[[A]] : tensor<4xbf16>
// CHECK: return %[[N]]
// CHECK-LABEL: func.func @public_scale
// CHECK-SAME: (%{{.+}}: tensor<4xf32>) -> tensor<4xf32>
// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[X:.+]]: tensor<4xbf16>, %[[Y:.+]]: tensor<4xbf16>)
// CHECK: %[[R1:.+]] = call @scale(%[[X]]) : (tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[R2:.+]] = call @scale(%[[Y]]) : (tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: return %[[R1]], %[[R2]]
func.func private @scale(%a: tensor<4xf32>) -> tensor<4xf32> {
  %n = arith.negf %a : tensor<4xf32>
  %t = mpopt.cast %n : tensor<4xf32> to tensor<4xbf16>
  %w = mpopt.cast %t : tensor<4xbf16> to tensor<4xf32>
  return %w : tensor<4xf32>
}
func.func @public_scale(%a: tensor<4xf32>) -> tensor<4xf32> {
  %t = mpopt.cast %a : tensor<4xf32> to tensor<4xbf16>
  %w = mpopt.cast %t : tensor<4xbf16> to tensor<4xf32>
  return %w : tensor<4xf32>
}
func.func @caller(%x: tensor<4xbf16>, %y: tensor<4xbf16>) -> (tensor<4xbf16>, tensor<4xbf16>) {
  %ex = mpopt.cast %x : tensor<4xbf16> to tensor<4xf32>
  %r1 = func.call @scale(%ex) : (tensor<4xf32>) -> tensor<4xf32>
  %n1 = mpopt.cast %r1 : tensor<4xf32> to tensor<4xbf16>
  %ey = mpopt.cast %y : tensor<4xbf16> to tensor<4xf32>
  %r2 = func.call @scale(%ey) : (tensor<4xf32>) -> tensor<4xf32>
  %n2 = mpopt.cast %r2 : tensor<4xf32> to tensor<4xbf16>
  return %n1, %n2 : tensor<4xbf16>, tensor<4xbf16>
}

// -----

// One caller passes a value that is not widened: the argument stays wide.
// CHECK-LABEL: func.func private @mixed
// CHECK-SAME: (%{{.+}}: tensor<4xf32>)
func.func private @mixed(%a: tensor<4xf32>) -> tensor<4xf32> {
  %n = arith.negf %a : tensor<4xf32>
  return %n : tensor<4xf32>
}
func.func @mixed_callers(%x: tensor<4xbf16>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %ex = mpopt.cast %x : tensor<4xbf16> to tensor<4xf32>
  %r1 = func.call @mixed(%ex) : (tensor<4xf32>) -> tensor<4xf32>
  %r2 = func.call @mixed(%y) : (tensor<4xf32>) -> tensor<4xf32>
  return %r1, %r2 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Max pooling is a maximum over each window: a widened bf16 input is
// pooled in bf16, from the fill value converted exactly (-inf), and
// widened after.
// CHECK-LABEL: func.func @max_pool_nchw
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x4x8x8xbf16>
// CHECK: %[[NINF:.+]] = arith.constant 0xFF80 : bf16
// CHECK: %[[FILL:.+]] = linalg.fill ins(%[[NINF]] : bf16) outs(%{{.+}} : tensor<1x4x4x4xbf16>)
// CHECK: %[[POOL:.+]] = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%[[X]], %{{.+}} : tensor<1x4x8x8xbf16>, tensor<2x2xf32>) outs(%[[FILL]] : tensor<1x4x4x4xbf16>)
// CHECK: %[[WIDE:.+]] = mpopt.cast %[[POOL]] : tensor<1x4x4x4xbf16> to tensor<1x4x4x4xf32>
// CHECK: return %[[WIDE]]
func.func @max_pool_nchw(%x: tensor<1x4x8x8xbf16>) -> tensor<1x4x4x4xf32> {
  %w = mpopt.cast %x : tensor<1x4x8x8xbf16> to tensor<1x4x8x8xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %i = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %k = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%w, %k : tensor<1x4x8x8xf32>, tensor<2x2xf32>) outs(%i : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %p : tensor<1x4x4x4xf32>
}

// -----

// A pooling whose init is not a fill (an argument) is not crossed: no
// value to convert.
// CHECK-LABEL: func.func @max_pool_init
// CHECK: %[[WIDE:.+]] = mpopt.cast %{{.+}} : tensor<1x8x8x4xbf16> to tensor<1x8x8x4xf32>
// CHECK: linalg.pooling_nhwc_max {{.*}} ins(%[[WIDE]], %{{.+}} : tensor<1x8x8x4xf32>, tensor<2x2xf32>)
func.func @max_pool_init(%x: tensor<1x8x8x4xbf16>, %i: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %w = mpopt.cast %x : tensor<1x8x8x4xbf16> to tensor<1x8x8x4xf32>
  %k = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%w, %k : tensor<1x8x8x4xf32>, tensor<2x2xf32>) outs(%i : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %p : tensor<1x4x4x4xf32>
}

// RUN: mpopt-opt %s --split-input-file --mpopt-gpu-pad-result-rows | FileCheck %s

#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs_t = affine_map<(m, n, k) -> (n, k)>
#out = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(m, n) -> (m, n)>

// An LM head as the AMP pipeline writes it: the f32 weight (a parameter)
// stored [N, K], rounded to bf16 in the body, the f32 sum rounded by a
// generic of its own and expanded to the batch's shape. 1001 bf16 logits
// are 2002 bytes: the weight gets 7 zero rows (prepared once, with the
// parameter), every op after it 1008 columns, and the result says that
// 1001 of them are the logits.
// CHECK-LABEL: func.func @head
// CHECK-SAME: (%[[X:.+]]: tensor<8x32xbf16>, %[[W:.+]]: tensor<1001x32xf32> {mpopt.parameter})
// CHECK-SAME: -> (tensor<1x8x1008xbf16> {mpopt.row_elements = 1001 : i64})
// CHECK: %[[ZERO:.+]] = arith.constant dense<0.000000e+00> : tensor<7x32xf32>
// CHECK: %[[PADDED:.+]] = tensor.concat dim(0) %[[W]], %[[ZERO]] : (tensor<1001x32xf32>, tensor<7x32xf32>) -> tensor<1008x32xf32>
// CHECK: %[[FILL:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<8x1008xf32>)
// CHECK: %[[MM:.+]] = linalg.generic {{.*}} ins(%[[X]], %[[PADDED]] : tensor<8x32xbf16>, tensor<1008x32xf32>) outs(%[[FILL]] : tensor<8x1008xf32>)
// CHECK-SAME: mpopt.contraction
// CHECK: %[[R:.+]] = linalg.generic {{.*}} ins(%[[MM]] : tensor<8x1008xf32>) outs(%{{.+}} : tensor<8x1008xbf16>)
// CHECK: arith.truncf
// CHECK: %[[E:.+]] = tensor.expand_shape %[[R]] {{\[\[}}0, 1], [2]] output_shape [1, 8, 1008]
// CHECK: return %[[E]] : tensor<1x8x1008xbf16>
func.func @head(%x: tensor<8x32xbf16>, %w: tensor<1001x32xf32> {mpopt.parameter}) -> tensor<1x8x1001xbf16> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x1001xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x1001xf32>) -> tensor<8x1001xf32>
  %m = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<8x32xbf16>, tensor<1001x32xf32>) outs(%f : tensor<8x1001xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: bf16, %b: f32, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %bl = arith.truncf %b : f32 to bf16
    %b32 = arith.extf %bl : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x1001xf32>
  %re = tensor.empty() : tensor<8x1001xbf16>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<8x1001xf32>) outs(%re : tensor<8x1001xbf16>) {
  ^bb0(%in: f32, %o: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8x1001xbf16>
  %x3 = tensor.expand_shape %r [[0, 1], [2]] output_shape [1, 8, 1001] : tensor<8x1001xbf16> into tensor<1x8x1001xbf16>
  return %x3 : tensor<1x8x1001xbf16>
}

// The same head returning its logits widened to f32 again (mpopt-autocast
// without narrow-results, as every budget program returns them): the
// widening after the reshape is padded too, and the rows are padded to 8
// elements, which the bf16 product needs for 16 bytes (4 would do for
// the f32 result).
// CHECK-LABEL: func.func @widened
// CHECK-SAME: -> (tensor<1x8x1008xf32> {mpopt.row_elements = 1001 : i64})
// CHECK: %[[PADDED:.+]] = tensor.concat dim(0) %{{.+}}, %{{.+}} : (tensor<1001x32xf32>, tensor<7x32xf32>) -> tensor<1008x32xf32>
// CHECK: %[[MM:.+]] = linalg.generic {{.*}} ins(%{{.+}}, %[[PADDED]] : tensor<8x32xbf16>, tensor<1008x32xf32>)
// CHECK: %[[R:.+]] = linalg.generic {{.*}} ins(%[[MM]] : tensor<8x1008xf32>) outs(%{{.+}} : tensor<8x1008xbf16>)
// CHECK: %[[E:.+]] = tensor.expand_shape %[[R]] {{\[\[}}0, 1], [2]] output_shape [1, 8, 1008]
// CHECK: %[[W:.+]] = linalg.generic {{.*}} ins(%[[E]] : tensor<1x8x1008xbf16>) outs(%{{.+}} : tensor<1x8x1008xf32>)
// CHECK: arith.extf
// CHECK: return %[[W]] : tensor<1x8x1008xf32>
func.func @widened(%x: tensor<8x32xbf16>, %w: tensor<1001x32xf32> {mpopt.parameter}) -> tensor<1x8x1001xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x1001xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x1001xf32>) -> tensor<8x1001xf32>
  %m = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<8x32xbf16>, tensor<1001x32xf32>) outs(%f : tensor<8x1001xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: bf16, %b: f32, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %bl = arith.truncf %b : f32 to bf16
    %b32 = arith.extf %bl : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x1001xf32>
  %re = tensor.empty() : tensor<8x1001xbf16>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<8x1001xf32>) outs(%re : tensor<8x1001xbf16>) {
  ^bb0(%in: f32, %o: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8x1001xbf16>
  %x3 = tensor.expand_shape %r [[0, 1], [2]] output_shape [1, 8, 1001] : tensor<8x1001xbf16> into tensor<1x8x1001xbf16>
  %we = tensor.empty() : tensor<1x8x1001xf32>
  %wide = linalg.generic {indexing_maps = [affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x3 : tensor<1x8x1001xbf16>) outs(%we : tensor<1x8x1001xf32>) {
  ^bb0(%in: bf16, %o: f32):
    %t = arith.extf %in : bf16 to f32
    linalg.yield %t : f32
  } -> tensor<1x8x1001xf32>
  return %wide : tensor<1x8x1001xf32>
}

// -----

#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>

// An f32 result straight from the contraction, with a weight [K, N] that
// is no parameter but has fewer rows (K = 16) than the result (M = 64):
// padding it each call moves less than copying the result would. f32
// rows go to 4 elements: 1001 -> 1004 (zero columns of the [K, N]
// weight). The second result is no product and stays as it is.
// CHECK-LABEL: func.func @f32
// CHECK-SAME: -> (tensor<64x1004xf32> {mpopt.row_elements = 1001 : i64}, tensor<64x16xf32>)
// CHECK: %[[ZERO:.+]] = arith.constant dense<0.000000e+00> : tensor<16x3xf32>
// CHECK: %[[PADDED:.+]] = tensor.concat dim(1) %{{.+}}, %[[ZERO]] : (tensor<16x1001xf32>, tensor<16x3xf32>) -> tensor<16x1004xf32>
// CHECK: %[[MM:.+]] = linalg.generic {{.*}} ins(%{{.+}}, %[[PADDED]] : tensor<64x16xf32>, tensor<16x1004xf32>)
// CHECK: return %[[MM]], %{{.+}} : tensor<64x1004xf32>, tensor<64x16xf32>
func.func @f32(%x: tensor<64x16xf32>, %w: tensor<16x1001xf32>) -> (tensor<64x1001xf32>, tensor<64x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x1001xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x1001xf32>) -> tensor<64x1001xf32>
  %m = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<64x16xf32>, tensor<16x1001xf32>) outs(%f : tensor<64x1001xf32>)
      attrs = {mpopt.contraction = {multiply = f32, scaled = false, transpose_lhs = false, transpose_rhs = false}} {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x1001xf32>
  return %m, %x : tensor<64x1001xf32>, tensor<64x16xf32>
}

// -----

#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs_t = affine_map<(m, n, k) -> (n, k)>
#out = affine_map<(m, n, k) -> (m, n)>

// Not padded: a weight that is no parameter and has as many rows (K = 64)
// as the result (M = 64); a result that the function also reads; aligned
// rows (1000 bf16); a function that another calls.
// CHECK-LABEL: func.func @argument
// CHECK-SAME: -> tensor<64x1001xbf16> {
// CHECK-NOT: tensor.concat
// CHECK-LABEL: func.func @read_too
// CHECK-SAME: -> (tensor<64x1001xf32>, tensor<64x1001xf32>) {
// CHECK-NOT: tensor.concat
// CHECK-LABEL: func.func @aligned
// CHECK-SAME: -> tensor<64x1000xf32> {
// CHECK-NOT: tensor.concat
// CHECK-LABEL: func.func @called
// CHECK-SAME: -> tensor<64x1001xf32> {
// CHECK-NOT: tensor.concat
// CHECK-LABEL: func.func @caller
func.func @argument(%x: tensor<64x64xbf16>, %w: tensor<1001x64xbf16>) -> tensor<64x1001xbf16> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x1001xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x1001xf32>) -> tensor<64x1001xf32>
  %m = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<64x64xbf16>, tensor<1001x64xbf16>) outs(%f : tensor<64x1001xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x1001xf32>
  %re = tensor.empty() : tensor<64x1001xbf16>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<64x1001xf32>) outs(%re : tensor<64x1001xbf16>) {
  ^bb0(%in: f32, %o: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x1001xbf16>
  return %r : tensor<64x1001xbf16>
}

func.func @read_too(%x: tensor<64x16xf32>, %w: tensor<1001x16xf32> {mpopt.parameter}) -> (tensor<64x1001xf32>, tensor<64x1001xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x1001xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x1001xf32>) -> tensor<64x1001xf32>
  %m = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<64x16xf32>, tensor<1001x16xf32>) outs(%f : tensor<64x1001xf32>)
      attrs = {mpopt.contraction = {multiply = f32, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x1001xf32>
  return %m, %m : tensor<64x1001xf32>, tensor<64x1001xf32>
}

func.func @aligned(%x: tensor<64x16xf32>, %w: tensor<1000x16xf32> {mpopt.parameter}) -> tensor<64x1000xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x1000xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x1000xf32>) -> tensor<64x1000xf32>
  %m = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<64x16xf32>, tensor<1000x16xf32>) outs(%f : tensor<64x1000xf32>)
      attrs = {mpopt.contraction = {multiply = f32, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x1000xf32>
  return %m : tensor<64x1000xf32>
}

func.func @called(%x: tensor<64x16xf32>, %w: tensor<1001x16xf32> {mpopt.parameter}) -> tensor<64x1001xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x1001xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x1001xf32>) -> tensor<64x1001xf32>
  %m = linalg.generic {indexing_maps = [#lhs, #rhs_t, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<64x16xf32>, tensor<1001x16xf32>) outs(%f : tensor<64x1001xf32>)
      attrs = {mpopt.contraction = {multiply = f32, scaled = false, transpose_lhs = false, transpose_rhs = true}} {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x1001xf32>
  return %m : tensor<64x1001xf32>
}

func.func @caller(%x: tensor<64x16xf32>, %w: tensor<1001x16xf32>) -> tensor<64x1001xf32> {
  %r = call @called(%x, %w) : (tensor<64x16xf32>, tensor<1001x16xf32>) -> tensor<64x1001xf32>
  return %r : tensor<64x1001xf32>
}

// An attention core as MLIR 22's tosa-to-linalg writes a TOSA export's
// (LLaMA's, torch-mlir's TOSA path; [B, H] = [2, 2] folded into the batch of
// 3-D tosa.matmuls, K given transposed): the mask added, tosa.reduce_max,
// exp, tosa.reduce_sum, tosa.reciprocal and a multiplication (not a
// division), and torch's safe softmax spelled with linalg.reduce (a row
// of all -inf logits, compared in f64, gives zeros). One mpopt.attention
// with `reciprocal` and `zero_masked_rows`; bit for bit against the export
// on the CPU, special values included (rows of -inf and NaN logits).
// RUN: mpopt-opt %s --mpopt-pipeline="export=false" | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: mpopt.attention {{.*}} mask({{.*}} : tensor<2x1x8x8xf32>) scale(1.000000e+00) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32) reciprocal zero_masked_rows
// CHECK-NOT: linalg.batch_matmul
// RUN: mpopt-compile %s --target=cpu -o %t.before.so
// RUN: mpopt-compile %s --target=cpu -o %t.pipeline.so --pipeline=mpopt-pipeline
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist special --seed 1 | FileCheck %s --check-prefix=SAME
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist normal --seed 2 | FileCheck %s --check-prefix=SAME
// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --pipeline=mpopt-pipeline -o %t.cuda.so
// SAME: all outputs agree

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#mask = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#row = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#one = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
func.func @main(%q: tensor<4x8x16xf32>, %kt: tensor<4x16x8xf32>, %v: tensor<4x8x16xf32>, %m: tensor<2x1x8x8xf32>) -> tensor<2x2x8x16xf32> {
  %true = arith.constant true
  %one = arith.constant 1.000000e+00 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %zeros = arith.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
  %ninf = arith.constant dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>
  %e0 = tensor.empty() : tensor<4x8x8xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%f0 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %s4 = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e1 = tensor.empty() : tensor<2x2x8x8xf32>
  %logits = linalg.generic {indexing_maps = [#id, #mask, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s4, %m : tensor<2x2x8x8xf32>, tensor<2x1x8x8xf32>) outs(%e1 : tensor<2x2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x8xf32>
  %e2 = tensor.empty() : tensor<2x2x8xf32>
  %f2 = linalg.fill ins(%lowest : f32) outs(%e2 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
  %max = linalg.reduce ins(%logits : tensor<2x2x8x8xf32>) outs(%f2 : tensor<2x2x8xf32>) dimensions = [3]
    (%in: f32, %init: f32) {
      %r = arith.maximumf %in, %init : f32
      linalg.yield %r : f32
    }
  %max4 = tensor.expand_shape %max [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
  %e3 = tensor.empty() : tensor<2x2x8x8xf32>
  %shifted = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%logits, %max4 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%e3 : tensor<2x2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x8xf32>
  %e4 = tensor.empty() : tensor<2x2x8x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%shifted : tensor<2x2x8x8xf32>) outs(%e4 : tensor<2x2x8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x8xf32>
  %e5 = tensor.empty() : tensor<2x2x8xf32>
  %f5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
  %sum = linalg.reduce ins(%exp : tensor<2x2x8x8xf32>) outs(%f5 : tensor<2x2x8xf32>) dimensions = [3]
    (%in: f32, %init: f32) {
      %r = arith.addf %in, %init : f32
      linalg.yield %r : f32
    }
  %sum4 = tensor.expand_shape %sum [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
  %e6 = tensor.empty() : tensor<2x2x8x1xf32>
  %inv = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sum4 : tensor<2x2x8x1xf32>) outs(%e6 : tensor<2x2x8x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.divf %one, %a : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x1xf32>
  %e7 = tensor.empty() : tensor<2x2x8x8xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%exp, %inv : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%e7 : tensor<2x2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x8xf32>
  %e8 = tensor.empty() : tensor<2x2x8x8xf64>
  %wide = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%logits : tensor<2x2x8x8xf32>) outs(%e8 : tensor<2x2x8x8xf64>) {
  ^bb0(%a: f32, %o: f64):
    %r = arith.extf %a : f32 to f64
    linalg.yield %r : f64
  } -> tensor<2x2x8x8xf64>
  %e9 = tensor.empty() : tensor<2x2x8x8xi1>
  %isninf = linalg.generic {indexing_maps = [#id, #one, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%wide, %ninf : tensor<2x2x8x8xf64>, tensor<1x1x1x1xf64>) outs(%e9 : tensor<2x2x8x8xi1>) {
  ^bb0(%a: f64, %b: f64, %o: i1):
    %r = arith.cmpf oeq, %a, %b : f64
    linalg.yield %r : i1
  } -> tensor<2x2x8x8xi1>
  %e10 = tensor.empty() : tensor<2x2x8xi1>
  %f10 = linalg.fill ins(%true : i1) outs(%e10 : tensor<2x2x8xi1>) -> tensor<2x2x8xi1>
  %all = linalg.reduce ins(%isninf : tensor<2x2x8x8xi1>) outs(%f10 : tensor<2x2x8xi1>) dimensions = [3]
    (%in: i1, %init: i1) {
      %r = arith.andi %in, %init : i1
      linalg.yield %r : i1
    }
  %all4 = tensor.expand_shape %all [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xi1> into tensor<2x2x8x1xi1>
  %e11 = tensor.empty() : tensor<2x2x8x8xf32>
  %safe = linalg.generic {indexing_maps = [#row, #id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%all4, %zeros, %p : tensor<2x2x8x1xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%e11 : tensor<2x2x8x8xf32>) {
  ^bb0(%c: i1, %a: f32, %b: f32, %o: f32):
    %r = arith.select %c, %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x8xf32>
  %p3 = tensor.collapse_shape %safe [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e12 = tensor.empty() : tensor<4x8x16xf32>
  %f12 = linalg.fill ins(%zero : f32) outs(%e12 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  %o = linalg.batch_matmul ins(%p3, %v : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%f12 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  %o4 = tensor.expand_shape %o [[0, 1], [2], [3]] output_shape [2, 2, 8, 16] : tensor<4x8x16xf32> into tensor<2x2x8x16xf32>
  return %o4 : tensor<2x2x8x16xf32>
}

// mpopt-cpu-loop-order keeps each output element's reduction order: a
// matmul and a convolution whose weight rows it walks innermost (reordered)
// against the same products reading a transposed copy of the weight along
// the reduction (left alone), built for the CPU: bit for bit on special
// (NaN, infinities, denormals, values beyond FP8's range) and normal inputs.

// RUN: mpopt-opt %s --mpopt-cpu-loop-order -o /dev/null
// RUN: mpopt-compile %s --target=cpu --entry=rows -o %t.rows.so
// RUN: mpopt-compile %s --target=cpu --entry=transposed -o %t.transposed.so
// RUN: mpopt-run %t.rows.so --compare %t.transposed.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.rows.so --compare %t.transposed.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-compile %s --target=cpu --entry=rows -o /dev/null \
// RUN:   --mlir-print-ir-after=mpopt-cpu-loop-order 2>&1 | FileCheck %s --check-prefix=ORDER
// CHECK: all outputs agree
// ORDER-COUNT-2: "reduction", "parallel"]

#x = affine_map<(i, j, k) -> (i, k)>
#w = affine_map<(i, j, k) -> (k, j)>
#wt = affine_map<(i, j, k) -> (j, k)>
#y = affine_map<(i, j, k) -> (i, j)>
#cx = affine_map<(n, h, w, f, kh, kw, c) -> (n, h + kh, w + kw, c)>
#cw = affine_map<(n, h, w, f, kh, kw, c) -> (kh, kw, c, f)>
#cwt = affine_map<(n, h, w, f, kh, kw, c) -> (f, kh, kw, c)>
#cy = affine_map<(n, h, w, f, kh, kw, c) -> (n, h, w, f)>
#t2 = affine_map<(a, b) -> (a, b)>
#t2t = affine_map<(a, b) -> (b, a)>
#t4 = affine_map<(a, b, c, d) -> (a, b, c, d)>
#t4t = affine_map<(a, b, c, d) -> (b, c, d, a)>

func.func @rows(%x: tensor<16x96xf32>, %w: tensor<96x40xf32>,
                %i: tensor<2x9x9x12xf32>, %f: tensor<3x3x12x20xf32>)
    -> (tensor<16x40xf32>, tensor<2x7x7x20xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x40xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<16x40xf32>) -> tensor<16x40xf32>
  %y = linalg.generic {indexing_maps = [#x, #w, #y],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<16x96xf32>, tensor<96x40xf32>) outs(%z : tensor<16x40xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x40xf32>
  %ce = tensor.empty() : tensor<2x7x7x20xf32>
  %cz = linalg.fill ins(%c0 : f32) outs(%ce : tensor<2x7x7x20xf32>) -> tensor<2x7x7x20xf32>
  %o = linalg.generic {indexing_maps = [#cx, #cw, #cy],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel",
                                         "reduction", "reduction", "reduction"]}
      ins(%i, %f : tensor<2x9x9x12xf32>, tensor<3x3x12x20xf32>) outs(%cz : tensor<2x7x7x20xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x7x7x20xf32>
  return %y, %o : tensor<16x40xf32>, tensor<2x7x7x20xf32>
}

func.func @transposed(%x: tensor<16x96xf32>, %w: tensor<96x40xf32>,
                      %i: tensor<2x9x9x12xf32>, %f: tensor<3x3x12x20xf32>)
    -> (tensor<16x40xf32>, tensor<2x7x7x20xf32>) {
  %c0 = arith.constant 0.0 : f32
  %we = tensor.empty() : tensor<40x96xf32>
  %wt = linalg.generic {indexing_maps = [#t2t, #t2], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<96x40xf32>) outs(%we : tensor<40x96xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<40x96xf32>
  %e = tensor.empty() : tensor<16x40xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<16x40xf32>) -> tensor<16x40xf32>
  %y = linalg.generic {indexing_maps = [#x, #wt, #y],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %wt : tensor<16x96xf32>, tensor<40x96xf32>) outs(%z : tensor<16x40xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x40xf32>
  %fe = tensor.empty() : tensor<20x3x3x12xf32>
  %ft = linalg.generic {indexing_maps = [#t4t, #t4],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%f : tensor<3x3x12x20xf32>) outs(%fe : tensor<20x3x3x12xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<20x3x3x12xf32>
  %ce = tensor.empty() : tensor<2x7x7x20xf32>
  %cz = linalg.fill ins(%c0 : f32) outs(%ce : tensor<2x7x7x20xf32>) -> tensor<2x7x7x20xf32>
  %o = linalg.generic {indexing_maps = [#cx, #cwt, #cy],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel",
                                         "reduction", "reduction", "reduction"]}
      ins(%i, %ft : tensor<2x9x9x12xf32>, tensor<20x3x3x12xf32>) outs(%cz : tensor<2x7x7x20xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x7x7x20xf32>
  return %y, %o : tensor<16x40xf32>, tensor<2x7x7x20xf32>
}

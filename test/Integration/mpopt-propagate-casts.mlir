// Differential test of mpopt-propagate-casts: every kind of move it makes,
// compiled for the CPU before and after the pass, agrees bit for bit on
// special inputs (NaN, +-Inf, +-0, denormals, values past the FP8 and f16
// ranges, rounding ties) and on normal ones.

// RUN: mpopt-compile %s -o %t.before.so
// RUN: mpopt-opt %s --mpopt-propagate-casts | mpopt-compile - -o %t.after.so
// RUN: mpopt-opt %s --mpopt-propagate-casts=emit-remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=MOVED
// RUN: mpopt-run %t.before.so --compare %t.after.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.after.so --dist special --seed 2 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.after.so --dist normal --seed 3 | FileCheck %s

// MOVED: remark: mpopt-propagate-casts: {{[0-9]+}} casts before, {{[0-9]+}} after; {{[1-9][0-9]*}} moved, {{[0-9]+}} merged, {{[1-9][0-9]*}} hoisted out of loops, {{[1-9][0-9]*}} values carried narrow
// CHECK-NOT: MISMATCH
// CHECK: all outputs agree

func.func private @negate(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %n = arith.negf %a : tensor<8x8xf32>
  %t = mpopt.cast %n : tensor<8x8xf32> to tensor<8x8xbf16>
  %w = mpopt.cast %t : tensor<8x8xbf16> to tensor<8x8xf32>
  return %w : tensor<8x8xf32>
}

func.func @moves(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>, %b: tensor<8x8xbf16>,
                 %h: tensor<8xf16>, %q: tensor<8x8xf8E4M3FN>)
    -> (tensor<8x8xbf16>, tensor<64xf16>, tensor<16x8xf32>, tensor<10x10xf8E4M3FN>,
        tensor<9x8xf32>, tensor<2x8xf32>, tensor<4x8xbf16>, tensor<8x8xf8E5M2>,
        tensor<1xf32>, tensor<8x8xf16>, tensor<8x8xbf16>, tensor<8x8xf8E4M3FN>,
        tensor<8x8xf16>, tensor<8x8xf32>, tensor<8x8xbf16>, tensor<8x8xf32>) {
  // Transpose, then reshape: narrowing moves up.
  %e0 = tensor.empty() : tensor<8x8xf32>
  %t = linalg.transpose ins(%x : tensor<8x8xf32>) outs(%e0 : tensor<8x8xf32>) permutation = [1, 0]
  %o0 = mpopt.cast %t rounding<toward_zero> : tensor<8x8xf32> to tensor<8x8xbf16>
  %flat = tensor.collapse_shape %y [[0, 1]] : tensor<8x8xf32> into tensor<64xf32>
  %o1 = mpopt.cast %flat rounding<nearest_away> : tensor<64xf32> to tensor<64xf16>

  // Concat of widened bf16 and an exact constant: widening moves down.
  %wb = mpopt.cast %b : tensor<8x8xbf16> to tensor<8x8xf32>
  %k = arith.constant dense<-2.5> : tensor<8x8xf32>
  %o2 = tensor.concat dim(0) %wb, %k : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>

  // Pad up (value converted, saturating FP8), pad down (exact zero).
  %v = arith.constant 1000.0 : f32
  %p = tensor.pad %x low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<8x8xf32> to tensor<10x10xf32>
  %o3 = mpopt.cast %p saturate : tensor<10x10xf32> to tensor<10x10xf8E4M3FN>
  %zero = arith.constant 0.0 : f32
  %wb2 = mpopt.cast %b : tensor<8x8xbf16> to tensor<8x8xf32>
  %o4 = tensor.pad %wb2 low[0, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<8x8xf32> to tensor<9x8xf32>

  // Slices of a widened tensor; a broadcast below a narrowing cast; a
  // scalar extract; an insert_slice; a copy generic.
  %wq = mpopt.cast %q : tensor<8x8xf8E4M3FN> to tensor<8x8xf32>
  %o5 = tensor.extract_slice %wq[2, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
  %wh = mpopt.cast %h : tensor<8xf16> to tensor<8xf32>
  %e1 = tensor.empty() : tensor<4x8xf32>
  %bc = linalg.broadcast ins(%wh : tensor<8xf32>) outs(%e1 : tensor<4x8xf32>) dimensions = [0]
  %o6 = mpopt.cast %bc : tensor<4x8xf32> to tensor<4x8xbf16>
  %ins = tensor.insert_slice %o5 into %x[3, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
  %o7 = mpopt.cast %ins saturate : tensor<8x8xf32> to tensor<8x8xf8E5M2>
  %c5 = arith.constant 5 : index
  %el = tensor.extract %wq[%c5, %c5] : tensor<8x8xf32>
  %o8 = tensor.from_elements %el : tensor<1xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %copy = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                          iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x8xf32>
  %o9 = mpopt.cast %copy : tensor<8x8xf32> to tensor<8x8xf16>

  // Exact elementwise ops: negf/absf (symmetric rounding), maximumf
  // (saturating FP8), select (any rounding), and widened minimumf.
  %n = arith.negf %x : tensor<8x8xf32>
  %a = math.absf %n : tensor<8x8xf32>
  %o10 = mpopt.cast %a : tensor<8x8xf32> to tensor<8x8xbf16>
  %m = arith.maximumf %x, %y : tensor<8x8xf32>
  %o11 = mpopt.cast %m saturate : tensor<8x8xf32> to tensor<8x8xf8E4M3FN>
  %lt = arith.cmpf olt, %x, %y : tensor<8x8xf32>
  %s = arith.select %lt, %x, %y : tensor<8x8xi1>, tensor<8x8xf32>
  %o12 = mpopt.cast %s rounding<downward> : tensor<8x8xf32> to tensor<8x8xf16>
  %wb3 = mpopt.cast %b : tensor<8x8xbf16> to tensor<8x8xf32>
  %wq2 = mpopt.cast %q : tensor<8x8xf8E4M3FN> to tensor<8x8xf32>
  %wqb = mpopt.cast %q : tensor<8x8xf8E4M3FN> to tensor<8x8xbf16>
  %wqbw = mpopt.cast %wqb : tensor<8x8xbf16> to tensor<8x8xf32>
  %o13 = arith.minimumf %wb3, %wqbw : tensor<8x8xf32>

  // A loop with an invariant cast and a value carried narrow; a call.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %init = mpopt.cast %b : tensor<8x8xbf16> to tensor<8x8xf32>
  %loop = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %init) -> (tensor<8x8xf32>) {
    %yn = mpopt.cast %y : tensor<8x8xf32> to tensor<8x8xbf16>
    %yw = mpopt.cast %yn : tensor<8x8xbf16> to tensor<8x8xf32>
    %sum = arith.addf %acc, %yw : tensor<8x8xf32>
    %sn = mpopt.cast %sum : tensor<8x8xf32> to tensor<8x8xbf16>
    %sw = mpopt.cast %sn : tensor<8x8xbf16> to tensor<8x8xf32>
    scf.yield %sw : tensor<8x8xf32>
  }
  %o14 = mpopt.cast %loop : tensor<8x8xf32> to tensor<8x8xbf16>
  %wb4 = mpopt.cast %b : tensor<8x8xbf16> to tensor<8x8xf32>
  %o15 = func.call @negate(%wb4) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %unused = mpopt.cast %wq2 : tensor<8x8xf32> to tensor<8x8xf16>

  return %o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7, %o8, %o9, %o10, %o11, %o12,
         %o13, %o14, %o15
      : tensor<8x8xbf16>, tensor<64xf16>, tensor<16x8xf32>, tensor<10x10xf8E4M3FN>,
        tensor<9x8xf32>, tensor<2x8xf32>, tensor<4x8xbf16>, tensor<8x8xf8E5M2>,
        tensor<1xf32>, tensor<8x8xf16>, tensor<8x8xbf16>, tensor<8x8xf8E4M3FN>,
        tensor<8x8xf16>, tensor<8x8xf32>, tensor<8x8xbf16>, tensor<8x8xf32>
}

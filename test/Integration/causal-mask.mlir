// A decoder's mask as transformers builds it: `select(causal & padding, 0,
// fill)`, the causal part from position iotas, the padding from an
// argument (keys whose element is 0 are padded). mpopt-raise separates the
// causal part into the attention's `causal causal_fill(fill)`, the mask
// keeping `select(padding, 0, fill)` at the padding's shape; lowered and
// compiled for the CPU, the result is the original's bit for bit, on
// special inputs too (NaN and infinite scores, rows whose visible keys
// are all padded: with the lowest float as the fill they average every
// value, past the diagonal included).
// - @fill_inf: fill -inf, the padding [2, 1, 1, 16] and'ed with the causal
//   [1, 1, 16, 16] and a constant `true`, as transformers writes it.
// - @fill_lowest: fill the lowest float, 8 queries against 16 keys (the
//   causal part aligned bottom-right).
// - @not_causal: keys strictly before the query: kept as it is.
// RUN: mpopt-opt %s --mpopt-raise | FileCheck %s --check-prefix=RAISED
// RUN: mpopt-compile %s --entry=fill_inf --target=cpu -o %t.inf-before.so "--pipeline=func.func(mpopt-lower-to-linalg)"
// RUN: mpopt-compile %s --entry=fill_inf --target=cpu -o %t.inf-raised.so "--pipeline=func.func(mpopt-raise,mpopt-lower-to-linalg)"
// RUN: mpopt-run %t.inf-before.so --compare %t.inf-raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.inf-before.so --compare %t.inf-raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-compile %s --entry=fill_lowest --target=cpu -o %t.low-before.so "--pipeline=func.func(mpopt-lower-to-linalg)"
// RUN: mpopt-compile %s --entry=fill_lowest --target=cpu -o %t.low-raised.so "--pipeline=func.func(mpopt-raise,mpopt-lower-to-linalg)"
// RUN: mpopt-run %t.low-before.so --compare %t.low-raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.low-before.so --compare %t.low-raised.so --dist normal --seed 2 | FileCheck %s
// CHECK: all outputs agree

// RAISED-LABEL: func.func @fill_inf
// RAISED-SAME: %[[Q:[^:]+]]: tensor<2x2x16x8xf32>, %[[K:[^:]+]]: tensor<2x2x16x8xf32>, %[[V:[^:]+]]: tensor<2x2x16x8xf32>, %[[KEYS:[^:]+]]: tensor<2x16xf32>
// RAISED: %[[REST:.+]] = linalg.generic {{.+}} ins(%{{.+}} : tensor<2x1x1x16xi1>, tensor<f32>, tensor<f32>) outs(%{{.+}} : tensor<2x1x1x16xf32>)
// RAISED: %[[A:.+]] = mpopt.attention %[[Q]], %[[K]], %[[V]] mask(%[[REST]] : tensor<2x1x1x16xf32>) scale(0.35355339059327373) causal causal_fill(0xFFF0000000000000)
// RAISED: return %[[A]]
// RAISED-LABEL: func.func @fill_lowest
// RAISED: mpopt.attention {{.+}} mask({{.+}} : tensor<2x1x1x16xf32>) scale({{.+}}) causal causal_fill(-3.4028234663852886E+38)
// RAISED-LABEL: func.func @not_causal
// RAISED: mpopt.attention {{.+}} mask({{.+}} : tensor<2x1x16x16xf32>)
// RAISED-NOT: causal

#iota = affine_map<(d0) -> (d0)>
#keys = affine_map<(d0, d1) -> (d0, d1)>
#query4 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>
#key4 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#scalar4 = affine_map<(d0, d1, d2, d3) -> ()>
#causal = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#padding = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>

func.func @fill_inf(%q: tensor<2x2x16x8xf32>, %k: tensor<2x2x16x8xf32>,
                    %v: tensor<2x2x16x8xf32>, %keys: tensor<2x16xf32>)
    -> tensor<2x2x16x8xf32> {
  %zero = arith.constant dense<0.0> : tensor<f32>
  %fill = arith.constant dense<0xFF800000> : tensor<f32>
  %true = arith.constant dense<true> : tensor<i1>
  %c0 = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<16xi64>
  %positions = linalg.generic {indexing_maps = [#iota],
      iterator_types = ["parallel"]} outs(%empty : tensor<16xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %p = arith.index_cast %i : index to i64
    linalg.yield %p : i64
  } -> tensor<16xi64>
  %rows = tensor.expand_shape %positions [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
  %columns = tensor.expand_shape %positions [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
  %causal_init = tensor.empty() : tensor<1x1x16x16xi1>
  %seen = linalg.generic {indexing_maps = [#query4, #key4, #id4],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%rows, %columns : tensor<1x1x16x1xi64>, tensor<1x1x1x16xi64>)
      outs(%causal_init : tensor<1x1x16x16xi1>) {
  ^bb0(%row: i64, %column: i64, %out: i1):
    %le = arith.cmpi sle, %column, %row : i64
    linalg.yield %le : i1
  } -> tensor<1x1x16x16xi1>
  %causal = linalg.generic {indexing_maps = [#scalar4, #id4, #id4],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%true, %seen : tensor<i1>, tensor<1x1x16x16xi1>)
      outs(%causal_init : tensor<1x1x16x16xi1>) {
  ^bb0(%t: i1, %s: i1, %out: i1):
    %a = arith.andi %t, %s : i1
    linalg.yield %a : i1
  } -> tensor<1x1x16x16xi1>
  %pad_init = tensor.empty() : tensor<2x16xi1>
  %kept = linalg.generic {indexing_maps = [#keys, #keys],
      iterator_types = ["parallel", "parallel"]}
      ins(%keys : tensor<2x16xf32>) outs(%pad_init : tensor<2x16xi1>) {
  ^bb0(%x: f32, %out: i1):
    %ne = arith.cmpf une, %x, %c0 : f32
    linalg.yield %ne : i1
  } -> tensor<2x16xi1>
  %padding = tensor.expand_shape %kept [[0, 1, 2], [3]] output_shape [2, 1, 1, 16] : tensor<2x16xi1> into tensor<2x1x1x16xi1>
  %both_init = tensor.empty() : tensor<2x1x16x16xi1>
  %both = linalg.generic {indexing_maps = [#causal, #padding, #id4],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%causal, %padding : tensor<1x1x16x16xi1>, tensor<2x1x1x16xi1>)
      outs(%both_init : tensor<2x1x16x16xi1>) {
  ^bb0(%c: i1, %p: i1, %out: i1):
    %a = arith.andi %c, %p : i1
    linalg.yield %a : i1
  } -> tensor<2x1x16x16xi1>
  %mask_init = tensor.empty() : tensor<2x1x16x16xf32>
  %mask = linalg.generic {indexing_maps = [#id4, #scalar4, #scalar4, #id4],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%both, %zero, %fill : tensor<2x1x16x16xi1>, tensor<f32>, tensor<f32>)
      outs(%mask_init : tensor<2x1x16x16xf32>) {
  ^bb0(%b: i1, %z: f32, %f: f32, %out: f32):
    %s = arith.select %b, %z, %f : f32
    linalg.yield %s : f32
  } -> tensor<2x1x16x16xf32>
  %o = mpopt.attention %q, %k, %v mask(%mask : tensor<2x1x16x16xf32>)
      scale(0.35355339059327373) multiply(f32) scores(f32) logits(f32)
      softmax(f32) probabilities(f32)
      : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>
        -> tensor<2x2x16x8xf32>
  return %o : tensor<2x2x16x8xf32>
}

func.func @fill_lowest(%q: tensor<2x2x8x8xf32>, %k: tensor<2x2x16x8xf32>,
                       %v: tensor<2x2x16x8xf32>, %keys: tensor<2x1x1x16xf32>)
    -> tensor<2x2x8x8xf32> {
  %zero = arith.constant dense<0.0> : tensor<f32>
  %fill = arith.constant dense<-3.40282347E+38> : tensor<f32>
  %c0 = arith.constant 0.0 : f32
  %c8 = arith.constant 8 : i64
  %causal_init = tensor.empty() : tensor<1x1x8x16xi1>
  %causal = linalg.generic {indexing_maps = [#id4],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%causal_init : tensor<1x1x8x16xi1>) {
  ^bb0(%out: i1):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %row = arith.index_cast %i : index to i64
    %column = arith.index_cast %j : index to i64
    %last = arith.addi %row, %c8 : i64
    %le = arith.cmpi sle, %column, %last : i64
    linalg.yield %le : i1
  } -> tensor<1x1x8x16xi1>
  %pad_init = tensor.empty() : tensor<2x1x1x16xi1>
  %padding = linalg.generic {indexing_maps = [#id4, #id4],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%keys : tensor<2x1x1x16xf32>) outs(%pad_init : tensor<2x1x1x16xi1>) {
  ^bb0(%x: f32, %out: i1):
    %ne = arith.cmpf une, %x, %c0 : f32
    linalg.yield %ne : i1
  } -> tensor<2x1x1x16xi1>
  %both_init = tensor.empty() : tensor<2x1x8x16xi1>
  %both = linalg.generic {indexing_maps = [#padding, #causal, #id4],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%padding, %causal : tensor<2x1x1x16xi1>, tensor<1x1x8x16xi1>)
      outs(%both_init : tensor<2x1x8x16xi1>) {
  ^bb0(%p: i1, %c: i1, %out: i1):
    %a = arith.andi %p, %c : i1
    linalg.yield %a : i1
  } -> tensor<2x1x8x16xi1>
  %mask_init = tensor.empty() : tensor<2x1x8x16xf32>
  %mask = linalg.generic {indexing_maps = [#id4, #scalar4, #scalar4, #id4],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%both, %zero, %fill : tensor<2x1x8x16xi1>, tensor<f32>, tensor<f32>)
      outs(%mask_init : tensor<2x1x8x16xf32>) {
  ^bb0(%b: i1, %z: f32, %f: f32, %out: f32):
    %s = arith.select %b, %z, %f : f32
    linalg.yield %s : f32
  } -> tensor<2x1x8x16xf32>
  %o = mpopt.attention %q, %k, %v mask(%mask : tensor<2x1x8x16xf32>)
      scale(0.35355339059327373) multiply(f32) scores(f32) logits(f32)
      softmax(f32) probabilities(f32)
      : tensor<2x2x8x8xf32>, tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>
        -> tensor<2x2x8x8xf32>
  return %o : tensor<2x2x8x8xf32>
}

func.func @not_causal(%q: tensor<2x2x16x8xf32>, %k: tensor<2x2x16x8xf32>,
                      %v: tensor<2x2x16x8xf32>, %keys: tensor<2x1x1x16xi1>)
    -> tensor<2x2x16x8xf32> {
  %zero = arith.constant dense<0.0> : tensor<f32>
  %fill = arith.constant dense<0xFF800000> : tensor<f32>
  %causal_init = tensor.empty() : tensor<1x1x16x16xi1>
  %before = linalg.generic {indexing_maps = [#id4],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%causal_init : tensor<1x1x16x16xi1>) {
  ^bb0(%out: i1):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %lt = arith.cmpi ult, %j, %i : index
    linalg.yield %lt : i1
  } -> tensor<1x1x16x16xi1>
  %both_init = tensor.empty() : tensor<2x1x16x16xi1>
  %both = linalg.generic {indexing_maps = [#causal, #padding, #id4],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%before, %keys : tensor<1x1x16x16xi1>, tensor<2x1x1x16xi1>)
      outs(%both_init : tensor<2x1x16x16xi1>) {
  ^bb0(%c: i1, %p: i1, %out: i1):
    %a = arith.andi %c, %p : i1
    linalg.yield %a : i1
  } -> tensor<2x1x16x16xi1>
  %mask_init = tensor.empty() : tensor<2x1x16x16xf32>
  %mask = linalg.generic {indexing_maps = [#id4, #scalar4, #scalar4, #id4],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%both, %zero, %fill : tensor<2x1x16x16xi1>, tensor<f32>, tensor<f32>)
      outs(%mask_init : tensor<2x1x16x16xf32>) {
  ^bb0(%b: i1, %z: f32, %f: f32, %out: f32):
    %s = arith.select %b, %z, %f : f32
    linalg.yield %s : f32
  } -> tensor<2x1x16x16xf32>
  %o = mpopt.attention %q, %k, %v mask(%mask : tensor<2x1x16x16xf32>)
      scale(0.35355339059327373) multiply(f32) scores(f32) logits(f32)
      softmax(f32) probabilities(f32)
      : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>
        -> tensor<2x2x16x8xf32>
  return %o : tensor<2x2x16x8xf32>
}

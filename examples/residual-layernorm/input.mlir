// Residual add + LayerNorm with bf16 storage, as AMP runs it: the sum and
// the normalization are an f32 island (inputs widened, statistics and
// result in f32, result rounded back to bf16). M=32768 tokens, H=1024
// (docs/design.md section 7). y = LayerNorm(x + r) * gamma + beta.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

func.func @residual_layernorm(%x: tensor<32768x1024xbf16> {mpopt.range = 8.0 : f64},
                              %r: tensor<32768x1024xbf16> {mpopt.range = 8.0 : f64},
                              %gamma: tensor<1024xf32> {mpopt.range = 2.0 : f64},
                              %beta: tensor<1024xf32> {mpopt.range = 2.0 : f64})
    -> tensor<32768x1024xbf16> {
  %zero = arith.constant 0.0 : f32
  %inv_h = arith.constant 9.7656250000e-04 : f32
  %eps = arith.constant 1.0e-05 : f32

  %s_init = tensor.empty() : tensor<32768x1024xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %r : tensor<32768x1024xbf16>, tensor<32768x1024xbf16>) outs(%s_init : tensor<32768x1024xf32>) {
  ^bb0(%a: bf16, %b: bf16, %out: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %sum = arith.addf %a32, %b32 : f32
    linalg.yield %sum : f32
  } -> tensor<32768x1024xf32>

  %rows0 = tensor.empty() : tensor<32768xf32>
  %rows = linalg.fill ins(%zero : f32) outs(%rows0 : tensor<32768xf32>) -> tensor<32768xf32>
  %total = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<32768x1024xf32>) outs(%rows : tensor<32768xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %t = arith.addf %in, %acc : f32
    linalg.yield %t : f32
  } -> tensor<32768xf32>
  %sqsum = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%s, %total : tensor<32768x1024xf32>, tensor<32768xf32>) outs(%rows : tensor<32768xf32>) {
  ^bb0(%in: f32, %t: f32, %acc: f32):
    %mean = arith.mulf %t, %inv_h : f32
    %d = arith.subf %in, %mean : f32
    %d2 = arith.mulf %d, %d : f32
    %a = arith.addf %d2, %acc : f32
    linalg.yield %a : f32
  } -> tensor<32768xf32>
  %n_init = tensor.empty() : tensor<32768x1024xf32>
  %n = linalg.generic {indexing_maps = [#id, #row, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %total, %sqsum, %gamma, %beta : tensor<32768x1024xf32>, tensor<32768xf32>, tensor<32768xf32>, tensor<1024xf32>, tensor<1024xf32>)
      outs(%n_init : tensor<32768x1024xf32>) {
  ^bb0(%in: f32, %t: f32, %sq: f32, %g: f32, %b: f32, %out: f32):
    %mean = arith.mulf %t, %inv_h : f32
    %var = arith.mulf %sq, %inv_h : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %d = arith.subf %in, %mean : f32
    %nn = arith.mulf %d, %rs : f32
    %sc = arith.mulf %nn, %g : f32
    %y = arith.addf %sc, %b : f32
    linalg.yield %y : f32
  } -> tensor<32768x1024xf32>

  // Back to bf16 storage.
  %y_init = tensor.empty() : tensor<32768x1024xbf16>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n : tensor<32768x1024xf32>) outs(%y_init : tensor<32768x1024xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %c = arith.truncf %in : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<32768x1024xbf16>
  return %y : tensor<32768x1024xbf16>
}

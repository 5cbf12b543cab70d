// A transformer attention block in f32, as a framework exports it to linalg:
// Q/K/V projections, heads split with a reshape and a transpose, scores
// Q*K^T scaled by 1/sqrt(dh), softmax over the keys (max-subtract, exp, sum,
// divide), the context P*V, heads merged, output projection.
// S=128 tokens, D=256, H=4 heads of dh=64.
// `mpopt-opt --mpopt-autocast` makes it what an AMP framework runs.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>

// `mpopt.range` bounds each argument: activations within 4, weights within
// 1/sqrt(D) as initialized.
func.func @attention(%x: tensor<128x256xf32> {mpopt.range = 4.0 : f64},
                     %wq: tensor<256x256xf32> {mpopt.range = 0.0625 : f64},
                     %wk: tensor<256x256xf32> {mpopt.range = 0.0625 : f64},
                     %wv: tensor<256x256xf32> {mpopt.range = 0.0625 : f64},
                     %wo: tensor<256x256xf32> {mpopt.range = 0.0625 : f64})
    -> tensor<128x256xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.125 : f32
  %e_sd = tensor.empty() : tensor<128x256xf32>
  %z_sd = linalg.fill ins(%zero : f32) outs(%e_sd : tensor<128x256xf32>) -> tensor<128x256xf32>

  // Projections.
  %q = linalg.matmul ins(%x, %wq : tensor<128x256xf32>, tensor<256x256xf32>) outs(%z_sd : tensor<128x256xf32>) -> tensor<128x256xf32>
  %k = linalg.matmul ins(%x, %wk : tensor<128x256xf32>, tensor<256x256xf32>) outs(%z_sd : tensor<128x256xf32>) -> tensor<128x256xf32>
  %v = linalg.matmul ins(%x, %wv : tensor<128x256xf32>, tensor<256x256xf32>) outs(%z_sd : tensor<128x256xf32>) -> tensor<128x256xf32>

  // Heads: [S, D] -> [S, H, dh] -> [H, S, dh] (K as [H, dh, S]).
  %qh = tensor.expand_shape %q [[0], [1, 2]] output_shape [128, 4, 64] : tensor<128x256xf32> into tensor<128x4x64xf32>
  %kh = tensor.expand_shape %k [[0], [1, 2]] output_shape [128, 4, 64] : tensor<128x256xf32> into tensor<128x4x64xf32>
  %vh = tensor.expand_shape %v [[0], [1, 2]] output_shape [128, 4, 64] : tensor<128x256xf32> into tensor<128x4x64xf32>
  %e_hsd = tensor.empty() : tensor<4x128x64xf32>
  %qt = linalg.transpose ins(%qh : tensor<128x4x64xf32>) outs(%e_hsd : tensor<4x128x64xf32>) permutation = [1, 0, 2]
  %vt = linalg.transpose ins(%vh : tensor<128x4x64xf32>) outs(%e_hsd : tensor<4x128x64xf32>) permutation = [1, 0, 2]
  %e_hds = tensor.empty() : tensor<4x64x128xf32>
  %kt = linalg.transpose ins(%kh : tensor<128x4x64xf32>) outs(%e_hds : tensor<4x64x128xf32>) permutation = [1, 2, 0]

  // Scores.
  %e_hss = tensor.empty() : tensor<4x128x128xf32>
  %z_hss = linalg.fill ins(%zero : f32) outs(%e_hss : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %s = linalg.batch_matmul ins(%qt, %kt : tensor<4x128x64xf32>, tensor<4x64x128xf32>) outs(%z_hss : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %ss = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s : tensor<4x128x128xf32>) outs(%e_hss : tensor<4x128x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %scale : f32
    linalg.yield %m : f32
  } -> tensor<4x128x128xf32>

  // Softmax over the last dimension, in f32.
  %e_hs = tensor.empty() : tensor<4x128xf32>
  %ninf_hs = linalg.fill ins(%ninf : f32) outs(%e_hs : tensor<4x128xf32>) -> tensor<4x128xf32>
  %max = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%ss : tensor<4x128x128xf32>) outs(%ninf_hs : tensor<4x128xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<4x128xf32>
  %ex = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ss, %max : tensor<4x128x128xf32>, tensor<4x128xf32>) outs(%e_hss : tensor<4x128x128xf32>) {
  ^bb0(%in: f32, %mx: f32, %out: f32):
    %d = arith.subf %in, %mx : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<4x128x128xf32>
  %z_hs = linalg.fill ins(%zero : f32) outs(%e_hs : tensor<4x128xf32>) -> tensor<4x128xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%ex : tensor<4x128x128xf32>) outs(%z_hs : tensor<4x128xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4x128xf32>
  %p = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ex, %sum : tensor<4x128x128xf32>, tensor<4x128xf32>) outs(%e_hss : tensor<4x128x128xf32>) {
  ^bb0(%in: f32, %sm: f32, %out: f32):
    %d = arith.divf %in, %sm : f32
    linalg.yield %d : f32
  } -> tensor<4x128x128xf32>

  // Context, heads merged, output projection.
  %z_hsd = linalg.fill ins(%zero : f32) outs(%e_hsd : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
  %c = linalg.batch_matmul ins(%p, %vt : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%z_hsd : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
  %e_shd = tensor.empty() : tensor<128x4x64xf32>
  %ct = linalg.transpose ins(%c : tensor<4x128x64xf32>) outs(%e_shd : tensor<128x4x64xf32>) permutation = [1, 0, 2]
  %cf = tensor.collapse_shape %ct [[0], [1, 2]] : tensor<128x4x64xf32> into tensor<128x256xf32>
  %o = linalg.matmul ins(%cf, %wo : tensor<128x256xf32>, tensor<256x256xf32>) outs(%z_sd : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %o : tensor<128x256xf32>
}

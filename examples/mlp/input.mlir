// A transformer MLP block in f32, y = x + W2 * gelu(W1 * LayerNorm(x)), as
// a framework exports it to linalg: LayerNorm as reductions and an
// elementwise generic, GELU in its erf form. M=8192 tokens, H=1024,
// FF=4096. The input of mpopt-assign-precision (docs/assign-precision.md);
// examples/mlp-autocast is the same block as AMP runs it.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

// `mpopt.range` bounds each argument's magnitude (activations within 4,
// weights initialized within 1/sqrt(fan-in)); mpopt-assign-precision reads
// it for f16 overflow and for the error model's magnitudes.
func.func @mlp_block(%x: tensor<8192x1024xf32> {mpopt.range = 4.0 : f64},
                     %gamma: tensor<1024xf32> {mpopt.range = 1.0 : f64},
                     %beta: tensor<1024xf32> {mpopt.range = 1.0 : f64},
                     %w1: tensor<1024x4096xf32> {mpopt.range = 0.03125 : f64},
                     %w2: tensor<4096x1024xf32> {mpopt.range = 0.015625 : f64})
    -> tensor<8192x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %inv_h = arith.constant 9.7656250000e-04 : f32
  %eps = arith.constant 1.0e-05 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.70710678118654752 : f32

  // LayerNorm: mean, variance, normalize, scale and shift.
  %rows0 = tensor.empty() : tensor<8192xf32>
  %rows = linalg.fill ins(%zero : f32) outs(%rows0 : tensor<8192xf32>) -> tensor<8192xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8192x1024xf32>) outs(%rows : tensor<8192xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8192xf32>
  %sqsum = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %sum : tensor<8192x1024xf32>, tensor<8192xf32>) outs(%rows : tensor<8192xf32>) {
  ^bb0(%in: f32, %s: f32, %acc: f32):
    %mean = arith.mulf %s, %inv_h : f32
    %d = arith.subf %in, %mean : f32
    %d2 = arith.mulf %d, %d : f32
    %a = arith.addf %d2, %acc : f32
    linalg.yield %a : f32
  } -> tensor<8192xf32>
  %ln_init = tensor.empty() : tensor<8192x1024xf32>
  %ln = linalg.generic {indexing_maps = [#id, #row, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %sqsum, %gamma, %beta : tensor<8192x1024xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<1024xf32>, tensor<1024xf32>)
      outs(%ln_init : tensor<8192x1024xf32>) {
  ^bb0(%in: f32, %s: f32, %sq: f32, %g: f32, %b: f32, %out: f32):
    %mean = arith.mulf %s, %inv_h : f32
    %var = arith.mulf %sq, %inv_h : f32
    %ve = arith.addf %var, %eps : f32
    %r = math.rsqrt %ve : f32
    %d = arith.subf %in, %mean : f32
    %n = arith.mulf %d, %r : f32
    %sc = arith.mulf %n, %g : f32
    %y = arith.addf %sc, %b : f32
    linalg.yield %y : f32
  } -> tensor<8192x1024xf32>

  %acc1_init = tensor.empty() : tensor<8192x4096xf32>
  %acc1 = linalg.fill ins(%zero : f32) outs(%acc1_init : tensor<8192x4096xf32>) -> tensor<8192x4096xf32>
  %h1 = linalg.matmul ins(%ln, %w1 : tensor<8192x1024xf32>, tensor<1024x4096xf32>)
                      outs(%acc1 : tensor<8192x4096xf32>) -> tensor<8192x4096xf32>

  // GELU, erf form.
  %g_init = tensor.empty() : tensor<8192x4096xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h1 : tensor<8192x4096xf32>) outs(%g_init : tensor<8192x4096xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %rsqrt2 : f32
    %e = math.erf %s : f32
    %p = arith.addf %e, %one : f32
    %h = arith.mulf %in, %half : f32
    %y = arith.mulf %h, %p : f32
    linalg.yield %y : f32
  } -> tensor<8192x4096xf32>

  %acc2_init = tensor.empty() : tensor<8192x1024xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%acc2_init : tensor<8192x1024xf32>) -> tensor<8192x1024xf32>
  %h2 = linalg.matmul ins(%g, %w2 : tensor<8192x4096xf32>, tensor<4096x1024xf32>)
                      outs(%acc2 : tensor<8192x1024xf32>) -> tensor<8192x1024xf32>

  // Residual add.
  %y_init = tensor.empty() : tensor<8192x1024xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %h2 : tensor<8192x1024xf32>, tensor<8192x1024xf32>) outs(%y_init : tensor<8192x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<8192x1024xf32>
  return %y : tensor<8192x1024xf32>
}

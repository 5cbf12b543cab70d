// A transformer MLP block, y = x + W2 * gelu(W1 * LayerNorm(x)), as a
// per-op automatic-mixed-precision rewrite emits it in linalg (torch-mlir's
// convert-only generics): every matmul casts its operands to bf16 and hands
// back f32 to keep the f32 graph around it; GELU, an "infer" op, follows its
// bf16 input and its decomposition computes in f32; LayerNorm and the
// residual add stay f32. M=8192 tokens, H=1024, FF=4096.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

func.func @mlp_block(%x: tensor<8192x1024xf32>, %gamma: tensor<1024xf32>,
                     %beta: tensor<1024xf32>, %w1: tensor<1024x4096xf32>,
                     %w2: tensor<4096x1024xf32>) -> tensor<8192x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %inv_h = arith.constant 9.7656250000e-04 : f32
  %eps = arith.constant 1.0e-05 : f32

  // LayerNorm in f32: mean, variance, normalize, scale and shift.
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

  // Linear 1 under autocast: bf16 operands, f32 accumulation, bf16 result,
  // handed back as f32.
  %a1_init = tensor.empty() : tensor<8192x1024xbf16>
  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ln : tensor<8192x1024xf32>) outs(%a1_init : tensor<8192x1024xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %c = arith.truncf %in : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<8192x1024xbf16>
  %w1b_init = tensor.empty() : tensor<1024x4096xbf16>
  %w1b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1 : tensor<1024x4096xf32>) outs(%w1b_init : tensor<1024x4096xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %c = arith.truncf %in : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<1024x4096xbf16>
  %acc1_init = tensor.empty() : tensor<8192x4096xf32>
  %acc1 = linalg.fill ins(%zero : f32) outs(%acc1_init : tensor<8192x4096xf32>) -> tensor<8192x4096xf32>
  %mm1 = linalg.matmul ins(%a1, %w1b : tensor<8192x1024xbf16>, tensor<1024x4096xbf16>)
                       outs(%acc1 : tensor<8192x4096xf32>) -> tensor<8192x4096xf32>
  %h1_init = tensor.empty() : tensor<8192x4096xbf16>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm1 : tensor<8192x4096xf32>) outs(%h1_init : tensor<8192x4096xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %c = arith.truncf %in : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<8192x4096xbf16>
  %h1f_init = tensor.empty() : tensor<8192x4096xf32>
  %h1f = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h1 : tensor<8192x4096xbf16>) outs(%h1f_init : tensor<8192x4096xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %c = arith.extf %in : bf16 to f32
    linalg.yield %c : f32
  } -> tensor<8192x4096xf32>

  // GELU follows its bf16 input; its decomposition upcasts, computes the
  // erf form in f32 and rounds back, then autocast hands back f32.
  %g_in_init = tensor.empty() : tensor<8192x4096xbf16>
  %g_in = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h1f : tensor<8192x4096xf32>) outs(%g_in_init : tensor<8192x4096xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %c = arith.truncf %in : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<8192x4096xbf16>
  %g_in32_init = tensor.empty() : tensor<8192x4096xf32>
  %g_in32 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g_in : tensor<8192x4096xbf16>) outs(%g_in32_init : tensor<8192x4096xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %c = arith.extf %in : bf16 to f32
    linalg.yield %c : f32
  } -> tensor<8192x4096xf32>
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.70710678118654752 : f32
  %g32_init = tensor.empty() : tensor<8192x4096xf32>
  %g32 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g_in32 : tensor<8192x4096xf32>) outs(%g32_init : tensor<8192x4096xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %rsqrt2 : f32
    %e = math.erf %s : f32
    %p = arith.addf %e, %one : f32
    %h = arith.mulf %in, %half : f32
    %y = arith.mulf %h, %p : f32
    linalg.yield %y : f32
  } -> tensor<8192x4096xf32>
  %g_init = tensor.empty() : tensor<8192x4096xbf16>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g32 : tensor<8192x4096xf32>) outs(%g_init : tensor<8192x4096xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %c = arith.truncf %in : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<8192x4096xbf16>
  %gf_init = tensor.empty() : tensor<8192x4096xf32>
  %gf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<8192x4096xbf16>) outs(%gf_init : tensor<8192x4096xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %c = arith.extf %in : bf16 to f32
    linalg.yield %c : f32
  } -> tensor<8192x4096xf32>

  // Linear 2 under autocast.
  %a2_init = tensor.empty() : tensor<8192x4096xbf16>
  %a2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%gf : tensor<8192x4096xf32>) outs(%a2_init : tensor<8192x4096xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %c = arith.truncf %in : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<8192x4096xbf16>
  %w2b_init = tensor.empty() : tensor<4096x1024xbf16>
  %w2b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w2 : tensor<4096x1024xf32>) outs(%w2b_init : tensor<4096x1024xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %c = arith.truncf %in : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<4096x1024xbf16>
  %acc2_init = tensor.empty() : tensor<8192x1024xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%acc2_init : tensor<8192x1024xf32>) -> tensor<8192x1024xf32>
  %mm2 = linalg.matmul ins(%a2, %w2b : tensor<8192x4096xbf16>, tensor<4096x1024xbf16>)
                       outs(%acc2 : tensor<8192x1024xf32>) -> tensor<8192x1024xf32>
  %h2_init = tensor.empty() : tensor<8192x1024xbf16>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm2 : tensor<8192x1024xf32>) outs(%h2_init : tensor<8192x1024xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %c = arith.truncf %in : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<8192x1024xbf16>
  %h2f_init = tensor.empty() : tensor<8192x1024xf32>
  %h2f = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h2 : tensor<8192x1024xbf16>) outs(%h2f_init : tensor<8192x1024xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %c = arith.extf %in : bf16 to f32
    linalg.yield %c : f32
  } -> tensor<8192x1024xf32>

  // Residual add in f32.
  %y_init = tensor.empty() : tensor<8192x1024xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %h2f : tensor<8192x1024xf32>, tensor<8192x1024xf32>) outs(%y_init : tensor<8192x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<8192x1024xf32>
  return %y : tensor<8192x1024xf32>
}

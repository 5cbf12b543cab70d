// y = down(gelu(up(x))) for x of 512x256, up 256 -> 1024, down 1024 -> 256:
// the MLP block examples/python/optimize_export.py exports with torch-mlir
// (nn.Linear's y = x W^T + b, exact GELU), in the linalg-on-tensors form of
// that export, with the weights as arguments instead of constants, so that
// `--mlir examples/python/mlp.mlir` needs no torch.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
module {
  func.func @forward(%x: tensor<512x256xf32>, %w1: tensor<1024x256xf32>,
                     %b1: tensor<1024xf32>, %w2: tensor<256x1024xf32>,
                     %b2: tensor<256xf32>) -> tensor<512x256xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %half = arith.constant 5.000000e-01 : f32
    %sqrt2 = arith.constant 1.41421354 : f32
    %t1 = tensor.empty() : tensor<256x1024xf32>
    %w1t = linalg.transpose ins(%w1 : tensor<1024x256xf32>)
        outs(%t1 : tensor<256x1024xf32>) permutation = [1, 0]
    %e1 = tensor.empty() : tensor<512x1024xf32>
    %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %h = linalg.matmul ins(%x, %w1t : tensor<512x256xf32>, tensor<256x1024xf32>)
        outs(%f1 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %hb = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
        ins(%h, %b1 : tensor<512x1024xf32>, tensor<1024xf32>) outs(%e1 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %bias: f32, %out: f32):
      %s = arith.addf %in, %bias : f32
      linalg.yield %s : f32
    } -> tensor<512x1024xf32>
    %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%hb : tensor<512x1024xf32>) outs(%e1 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %a = arith.divf %in, %sqrt2 : f32
      %e = math.erf %a : f32
      %p = arith.addf %e, %one : f32
      %m = arith.mulf %p, %half : f32
      %r = arith.mulf %in, %m : f32
      linalg.yield %r : f32
    } -> tensor<512x1024xf32>
    %t2 = tensor.empty() : tensor<1024x256xf32>
    %w2t = linalg.transpose ins(%w2 : tensor<256x1024xf32>)
        outs(%t2 : tensor<1024x256xf32>) permutation = [1, 0]
    %e2 = tensor.empty() : tensor<512x256xf32>
    %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<512x256xf32>) -> tensor<512x256xf32>
    %y = linalg.matmul ins(%g, %w2t : tensor<512x1024xf32>, tensor<1024x256xf32>)
        outs(%f2 : tensor<512x256xf32>) -> tensor<512x256xf32>
    %yb = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
        ins(%y, %b2 : tensor<512x256xf32>, tensor<256xf32>) outs(%e2 : tensor<512x256xf32>) {
    ^bb0(%in: f32, %bias: f32, %out: f32):
      %s = arith.addf %in, %bias : f32
      linalg.yield %s : f32
    } -> tensor<512x256xf32>
    return %yb : tensor<512x256xf32>
  }
}

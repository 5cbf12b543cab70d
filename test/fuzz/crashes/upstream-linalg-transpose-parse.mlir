func.func @f(%w: tensor<8x4xf32>, %e: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %b = linalg.transpose ins(%w : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) permutation = [M]
  return %b : tensor<4x8xf32>
}

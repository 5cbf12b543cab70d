func.func @f(%w: tensor<8xf32>, %e: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %b = linalg.broadcast ins(%w : tensor<8xf32>) outs(%e : tensor<4x8xf32>) dimensions = [1111111111111111111111111111111111111110]
  return %b : tensor<4x8xf32>
}

func.func @f(%w: tensor<4x8xf32>, %e: tensor<4xf32>) -> tensor<4xf32> {
  %b = linalg.reduce ins(%w : tensor<4x8xf32>) outs(%e : tensor<4xf32>) dimensions = [M]
  (%a: f32, %c: f32) {
  %s = arith.addf %a, %c : f32
  linalg.yield %s : f32
  }
  return %b : tensor<4xf32>
}

func.func @f() -> tensor<4x2147483647xf32> {
  %c = arith.constant dense<-0.0> : tensor<4x2147483647xf32>
  return %c : tensor<4x2147483647xf32>
}

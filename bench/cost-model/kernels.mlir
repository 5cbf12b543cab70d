// The kernels measure.py times on the GPU, as mpopt ops, for
// `mpopt-opt kernels.mlir --mpopt-estimate`.
func.func @matmul_bf16(%a: tensor<8192x1024xbf16>, %b: tensor<1024x4096xbf16>) -> tensor<8192x4096xbf16> {
  %y = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) : tensor<8192x1024xbf16>, tensor<1024x4096xbf16> -> tensor<8192x4096xbf16>
  return %y : tensor<8192x4096xbf16>
}
func.func @matmul_f32(%a: tensor<8192x1024xf32>, %b: tensor<1024x4096xf32>) -> tensor<8192x4096xf32> {
  %y = mpopt.matmul %a, %b multiply(f32) accumulate(f32) : tensor<8192x1024xf32>, tensor<1024x4096xf32> -> tensor<8192x4096xf32>
  return %y : tensor<8192x4096xf32>
}
func.func @matmul_fp8(%a: tensor<8192x1024xf8E4M3FN>, %b: tensor<1024x4096xf8E4M3FN>, %s: f32) -> tensor<8192x4096xbf16> {
  %y = mpopt.matmul %a, %b multiply(f8E4M3FN) accumulate(f32) scales(%s, %s) : tensor<8192x1024xf8E4M3FN>, tensor<1024x4096xf8E4M3FN> -> tensor<8192x4096xbf16>
  return %y : tensor<8192x4096xbf16>
}
func.func @cast_f32_bf16(%x: tensor<8192x4096xf32>) -> tensor<8192x4096xbf16> {
  %y = mpopt.cast %x : tensor<8192x4096xf32> to tensor<8192x4096xbf16>
  return %y : tensor<8192x4096xbf16>
}
func.func @layer_norm_bf16(%x: tensor<32768x1024xbf16>, %g: tensor<1024xf32>, %b: tensor<1024xf32>) -> tensor<32768x1024xbf16> {
  %y = mpopt.layer_norm %x, %g, %b axis(1) epsilon(1.0e-05) compute(f32) : tensor<32768x1024xbf16>, tensor<1024xf32>, tensor<1024xf32> -> tensor<32768x1024xbf16>
  return %y : tensor<32768x1024xbf16>
}
func.func @matmul_bf16_8192cubed(%a: tensor<8192x8192xbf16>, %b: tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16> {
  %y = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) : tensor<8192x8192xbf16>, tensor<8192x8192xbf16> -> tensor<8192x8192xbf16>
  return %y : tensor<8192x8192xbf16>
}

// An LM head in miniature for scripts/gpu/build-graphs.sh: bf16 logits of
// 1001 columns, rows not a multiple of 16 bytes long (GPT-2's 50257), so
// that cuBLASLt may write them padded and copy them out (runtime/lib/Matmul.cpp).
func.func @head(%x: tensor<256x768xbf16>, %w: tensor<768x1001xbf16>) -> tensor<256x1001xbf16> {
  %logits = mpopt.matmul %x, %w multiply(bf16) accumulate(f32)
      : tensor<256x768xbf16>, tensor<768x1001xbf16> -> tensor<256x1001xbf16>
  return %logits : tensor<256x1001xbf16>
}

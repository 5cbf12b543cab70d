// An LM head in miniature for scripts/gpu/build-graphs.sh: bf16 logits of
// 1001 columns (GPT-2's 50257: not a multiple of 16 bytes) from a weight
// stored [N, K], which cuBLASLt may multiply as its 1000 aligned columns and
// the last one into padded rows, copied out (runtime/lib/Matmul.cpp).
func.func @head(%x: tensor<256x768xbf16>, %w: tensor<1001x768xbf16>) -> tensor<256x1001xbf16> {
  %logits = mpopt.matmul %x, %w multiply(bf16) accumulate(f32) transpose_rhs
      : tensor<256x768xbf16>, tensor<1001x768xbf16> -> tensor<256x1001xbf16>
  return %logits : tensor<256x1001xbf16>
}

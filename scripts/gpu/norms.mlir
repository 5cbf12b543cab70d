// The fused row kernels against the CPU build: LayerNorm, RMSNorm and
// softmax over rows of 1024 in bf16 storage with f32 arithmetic inside,
// written in bf16 and in f32. The GPU sums a row in another order than the
// CPU: scripts/gpu/run-checks.sh holds the results to a bound in ulp (and,
// for LayerNorm, where gamma * y + beta cancels, an absolute one) and
// prints the largest distances found.

func.func @layer_norm_bf16(%x: tensor<4096x1024xbf16>, %g: tensor<1024xbf16>,
                          %b: tensor<1024xbf16>) -> tensor<4096x1024xbf16> {
  %ln = mpopt.layer_norm %x, %g, %b axis(1) epsilon(1.0e-05) compute(f32)
      : tensor<4096x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>
      -> tensor<4096x1024xbf16>
  return %ln : tensor<4096x1024xbf16>
}

func.func @layer_norm_f32(%x: tensor<4096x1024xbf16>, %g: tensor<1024xbf16>,
                          %b: tensor<1024xbf16>) -> tensor<4096x1024xf32> {
  %ln = mpopt.layer_norm %x, %g, %b axis(1) epsilon(1.0e-05) compute(f32)
      : tensor<4096x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>
      -> tensor<4096x1024xf32>
  return %ln : tensor<4096x1024xf32>
}

func.func @rms_softmax_bf16(%x: tensor<4096x1024xbf16>, %g: tensor<1024xbf16>)
    -> (tensor<4096x1024xbf16>, tensor<4096x1024xbf16>) {
  %rms = mpopt.rms_norm %x, %g axis(1) epsilon(1.0e-06) compute(f32)
      : tensor<4096x1024xbf16>, tensor<1024xbf16> -> tensor<4096x1024xbf16>
  %sm = mpopt.softmax %x axis(1) compute(f32)
      : tensor<4096x1024xbf16> -> tensor<4096x1024xbf16>
  return %rms, %sm : tensor<4096x1024xbf16>, tensor<4096x1024xbf16>
}

func.func @rms_softmax_f32(%x: tensor<4096x1024xbf16>, %g: tensor<1024xbf16>)
    -> (tensor<4096x1024xf32>, tensor<4096x1024xf32>) {
  %rms = mpopt.rms_norm %x, %g axis(1) epsilon(1.0e-06) compute(f32)
      : tensor<4096x1024xbf16>, tensor<1024xbf16> -> tensor<4096x1024xf32>
  %sm = mpopt.softmax %x axis(1) compute(f32)
      : tensor<4096x1024xbf16> -> tensor<4096x1024xf32>
  return %rms, %sm : tensor<4096x1024xf32>, tensor<4096x1024xf32>
}

// The fused row kernels against the CPU build: LayerNorm, RMSNorm, GroupNorm
// and softmax over rows of 1024 in bf16 storage with f32 arithmetic inside,
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

// GroupNorm as torch folds it (a UNet's 320 channels in 32 groups of 10,
// rows of 10 * 1024): the statistics a warp per (n, g), then the per-
// channel x * a + b. The f32 result shows the statistics' order (the
// folded affine does not cancel as LayerNorm's beta does).
func.func @group_norm(%x: tensor<2x320x32x32xbf16>, %g: tensor<320xf32>,
                      %b: tensor<320xf32>) -> tensor<2x320x32x32xf32> {
  %gn = mpopt.group_norm %x, %g, %b groups(32) epsilon(1.0e-05) compute(f32)
      variance(f64) folded
      : tensor<2x320x32x32xbf16>, tensor<320xf32>, tensor<320xf32>
      -> tensor<2x320x32x32xf32>
  return %gn : tensor<2x320x32x32xf32>
}

// Vectors reduced to scalars, as a training step's loss and GradScaler's
// found_inf (an `or` of booleans) are: each a kernel of one row.
func.func @to_scalar(%x: tensor<65536xf32>, %g: tensor<4096xf32>)
    -> (tensor<f32>, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %false = arith.constant false
  %inf = arith.constant 0x7F800000 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<65536xf32>) outs(%f : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %eb = tensor.empty() : tensor<i1>
  %fb = linalg.fill ins(%false : i1) outs(%eb : tensor<i1>) -> tensor<i1>
  %any = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%g : tensor<4096xf32>) outs(%fb : tensor<i1>) {
  ^bb0(%a: f32, %o: i1):
    %abs = math.absf %a : f32
    %bad = arith.cmpf ueq, %abs, %inf : f32
    %r = arith.ori %bad, %o : i1
    linalg.yield %r : i1
  } -> tensor<i1>
  %found = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%any : tensor<i1>) outs(%e : tensor<f32>) {
  ^bb0(%a: i1, %o: f32):
    %v = arith.uitofp %a : i1 to f32
    linalg.yield %v : f32
  } -> tensor<f32>
  return %sum, %found : tensor<f32>, tensor<f32>
}

// RUN: mpopt-opt %s -split-input-file -verify-diagnostics

func.func @not_float(%x: i32) -> f32 {
  // expected-error @+1 {{operand #0 must be float scalar, vector of floats or ranked tensor of floats, but got 'i32'}}
  %0 = mpopt.cast %x : i32 to f32
  return %0 : f32
}

// -----

func.func @not_float_result(%x: f32) -> i16 {
  // expected-error @+1 {{result #0 must be float scalar, vector of floats or ranked tensor of floats, but got 'i16'}}
  %0 = mpopt.cast %x : f32 to i16
  return %0 : i16
}

// -----

func.func @unranked(%x: tensor<*xf32>) -> tensor<*xbf16> {
  // expected-error @+1 {{operand #0 must be float scalar, vector of floats or ranked tensor of floats, but got 'tensor<*xf32>'}}
  %0 = mpopt.cast %x : tensor<*xf32> to tensor<*xbf16>
  return %0 : tensor<*xbf16>
}

// -----

func.func @shape_mismatch(%x: tensor<4xf32>) -> tensor<8xbf16> {
  // expected-error @+1 {{requires the same shape for all operands and results}}
  %0 = mpopt.cast %x : tensor<4xf32> to tensor<8xbf16>
  return %0 : tensor<8xbf16>
}

// -----

func.func @kind_mismatch(%x: tensor<4xf32>) -> vector<4xbf16> {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = mpopt.cast %x : tensor<4xf32> to vector<4xbf16>
  return %0 : vector<4xbf16>
}

// -----

func.func @dynamic_mismatch(%x: tensor<?xf32>) -> tensor<4xbf16> {
  // expected-error @+1 {{result type 'tensor<4xbf16>' must be the input type with only its element type changed ('tensor<?xbf16>')}}
  %0 = mpopt.cast %x : tensor<?xf32> to tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

func.func @scalar_to_tensor(%x: f32) -> tensor<bf16> {
  // expected-error @+1 {{requires the same shape for all operands and results}}
  %0 = mpopt.cast %x : f32 to tensor<bf16>
  return %0 : tensor<bf16>
}

// -----

func.func @saturate_bf16(%x: f32) -> bf16 {
  // expected-error @+1 {{'saturate' requires an FP8 result element type, got 'bf16'}}
  %0 = mpopt.cast %x saturate : f32 to bf16
  return %0 : bf16
}

// -----

func.func @saturate_widening(%x: f8E4M3FN) -> f32 {
  // expected-error @+1 {{'saturate' requires an FP8 result element type, got 'f32'}}
  %0 = mpopt.cast %x saturate : f8E4M3FN to f32
  return %0 : f32
}

// -----

func.func @rounding_widening(%x: bf16) -> f32 {
  // expected-error @+1 {{'rounding' applies only to a narrowing cast, but 'bf16' to 'f32' is exact}}
  %0 = mpopt.cast %x rounding<toward_zero> : bf16 to f32
  return %0 : f32
}

// -----

func.func @rounding_fp8_widening(%x: tensor<2xf8E5M2>) -> tensor<2xf16> {
  // expected-error @+1 {{'rounding' applies only to a narrowing cast, but 'f8E5M2' to 'f16' is exact}}
  %0 = mpopt.cast %x rounding<nearest_even> : tensor<2xf8E5M2> to tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

func.func @rounding_identity(%x: f16) -> f16 {
  // expected-error @+1 {{'rounding' applies only to a narrowing cast, but 'f16' to 'f16' is exact}}
  %0 = mpopt.cast %x rounding<upward> : f16 to f16
  return %0 : f16
}

// -----

func.func @encoding_mismatch(%x: tensor<4xf32, "a">) -> tensor<4xbf16, "b"> {
  // expected-error @+1 {{result type 'tensor<4xbf16, "b">' must be the input type with only its element type changed ('tensor<4xbf16, "a">')}}
  %0 = mpopt.cast %x : tensor<4xf32, "a"> to tensor<4xbf16, "b">
  return %0 : tensor<4xbf16, "b">
}

// -----

func.func @unknown_rounding(%x: f32) -> f16 {
  // expected-error @+2 {{expected ::mlir::mpopt::RoundingMode to be one of: nearest_even, toward_zero, upward, downward, nearest_away}}
  // expected-error @+1 {{failed to parse MPOpt_RoundingModeAttr parameter 'value' which is to be a `::mlir::mpopt::RoundingMode`}}
  %0 = mpopt.cast %x rounding<sideways> : f32 to f16
  return %0 : f16
}

// -----

func.func @matmul_rank(%a: tensor<2x2x2x2xf32>, %b: tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32> {
  // expected-error @+1 {{operands must be rank 2, or rank 3 with a leading batch dimension, got rank 4}}
  %0 = mpopt.matmul %a, %b multiply(f32) accumulate(f32) : tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32> -> tensor<2x2x2x2xf32>
  return %0 : tensor<2x2x2x2xf32>
}

// -----

func.func @matmul_ranks_differ(%a: tensor<4x8xf32>, %b: tensor<2x8x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{operands and result must have one rank}}
  %0 = mpopt.matmul %a, %b multiply(f32) accumulate(f32) : tensor<4x8xf32>, tensor<2x8x4xf32> -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @matmul_k(%a: tensor<4x8xf32>, %b: tensor<6x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{contraction sizes differ: 8 (lhs) vs 6 (rhs)}}
  %0 = mpopt.matmul %a, %b multiply(f32) accumulate(f32) : tensor<4x8xf32>, tensor<6x4xf32> -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @matmul_result(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{result must be 4x2 (rows of lhs by columns of rhs), got 'tensor<4x4xf32>'}}
  %0 = mpopt.matmul %a, %b multiply(f32) accumulate(f32) : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @matmul_batch(%a: tensor<2x4x8xf32>, %b: tensor<3x8x2xf32>) -> tensor<2x4x2xf32> {
  // expected-error @+1 {{batch sizes of operands and result differ}}
  %0 = mpopt.matmul %a, %b multiply(f32) accumulate(f32) : tensor<2x4x8xf32>, tensor<3x8x2xf32> -> tensor<2x4x2xf32>
  return %0 : tensor<2x4x2xf32>
}

// -----

func.func @matmul_multiply_type(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{multiply type must be f32, tf32, bf16, f16, f8E4M3FN or f8E5M2, got 'f64'}}
  %0 = mpopt.matmul %a, %b multiply(f64) accumulate(f32) : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_accumulator(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{accumulator type must be f32 or f16, got 'bf16'}}
  %0 = mpopt.matmul %a, %b multiply(bf16) accumulate(bf16) : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_f16_accumulator(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{f16 accumulation needs an f16 multiply}}
  %0 = mpopt.matmul %a, %b multiply(bf16) accumulate(f16) : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_fp8_storage(%a: tensor<4x8xbf16>, %b: tensor<8x2xf8E4M3FN>, %s: f32) -> tensor<4x2xf32> {
  // expected-error @+1 {{an FP8 multiply reads FP8 operands (f8E4M3FN or f8E5M2), got 'bf16' and 'f8E4M3FN'}}
  %0 = mpopt.matmul %a, %b multiply(f8E4M3FN) accumulate(f32) scales(%s, %s) : tensor<4x8xbf16>, tensor<8x2xf8E4M3FN> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_fp8_name(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x2xf8E4M3FN>, %s: f32) -> tensor<4x2xf32> {
  // expected-error @+1 {{an FP8 multiply type names the lhs storage type 'f8E4M3FN', got 'f8E5M2'}}
  %0 = mpopt.matmul %a, %b multiply(f8E5M2) accumulate(f32) scales(%s, %s) : tensor<4x8xf8E4M3FN>, tensor<8x2xf8E4M3FN> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_e5m2_e5m2(%a: tensor<4x8xf8E5M2>, %b: tensor<8x2xf8E5M2>, %s: f32) -> tensor<4x2xf32> {
  // expected-error @+1 {{f8E5M2 x f8E5M2 runs on no GPU's FP8 tensor cores; one operand must be f8E4M3FN}}
  %0 = mpopt.matmul %a, %b multiply(f8E5M2) accumulate(f32) scales(%s, %s) : tensor<4x8xf8E5M2>, tensor<8x2xf8E5M2> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_fp8_accumulator(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x2xf8E4M3FN>, %s: f32) -> tensor<4x2xf32> {
  // expected-error @+1 {{an FP8 multiply needs an f32 accumulator}}
  %0 = mpopt.matmul %a, %b multiply(f8E4M3FN) accumulate(f16) scales(%s, %s) : tensor<4x8xf8E4M3FN>, tensor<8x2xf8E4M3FN> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_fp8_scales(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x2xf8E4M3FN>) -> tensor<4x2xf32> {
  // expected-error @+1 {{an FP8 multiply needs per-tensor scales for both operands}}
  %0 = mpopt.matmul %a, %b multiply(f8E4M3FN) accumulate(f32) : tensor<4x8xf8E4M3FN>, tensor<8x2xf8E4M3FN> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_scales_not_fp8(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>, %s: f32) -> tensor<4x2xf32> {
  // expected-error @+1 {{a scale applies only to an FP8 multiply or an FP8-stored operand, but the lhs is 'bf16'}}
  %0 = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) scales(%s, %s) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_weight_scale_not_fp8(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x2xbf16>, %s: tensor<2xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{a scale applies only to an FP8 multiply or an FP8-stored operand, but the rhs is 'bf16'}}
  %0 = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) scales(none, %s : tensor<2xf32>) : tensor<4x8xf8E4M3FN>, tensor<8x2xbf16> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_channel_scale_size(%a: tensor<4x8xbf16>, %b: tensor<8x2xf8E4M3FN>, %s: tensor<8xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{a per-channel scale of the rhs needs one element per result column (2), got 'tensor<8xf32>'}}
  %0 = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) scales(none, %s : tensor<8xf32>) : tensor<4x8xbf16>, tensor<8x2xf8E4M3FN> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_channel_scale_lhs(%a: tensor<8x4xf8E4M3FN>, %b: tensor<8x2xbf16>, %s: tensor<8xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{a per-channel scale of the lhs needs one element per result row (4), got 'tensor<8xf32>'}}
  %0 = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) transpose_lhs scales(%s : tensor<8xf32>, none) : tensor<8x4xf8E4M3FN>, tensor<8x2xbf16> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_fp8_channel_scale(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x2xf8E4M3FN>, %s: f32, %c: tensor<2xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{an FP8 multiply takes per-tensor (f32) scales; per-channel scales are for weight-only FP8 operands}}
  %0 = mpopt.matmul %a, %b multiply(f8E4M3FN) accumulate(f32) scales(%s, %c : tensor<2xf32>) : tensor<4x8xf8E4M3FN>, tensor<8x2xf8E4M3FN> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_weight_scale_accumulator(%a: tensor<4x8xf16>, %b: tensor<8x2xf8E4M3FN>, %s: f32) -> tensor<4x2xf16> {
  // expected-error @+1 {{operand scales need an f32 accumulator}}
  %0 = mpopt.matmul %a, %b multiply(f16) accumulate(f16) scales(none, %s) : tensor<4x8xf16>, tensor<8x2xf8E4M3FN> -> tensor<4x2xf16>
  return %0 : tensor<4x2xf16>
}

// -----

func.func @matmul_scale_type(%a: tensor<4x8xbf16>, %b: tensor<8x2xf8E4M3FN>, %s: tensor<2x1xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{operand #2 must be f32 (per-tensor) or 1-D tensor of f32 (per output channel), but got 'tensor<2x1xf32>'}}
  %0 = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) scales(none, %s : tensor<2x1xf32>) : tensor<4x8xbf16>, tensor<8x2xf8E4M3FN> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_no_scales(%a: tensor<4x8xbf16>, %b: tensor<8x2xf8E4M3FN>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'scales' names no scale; omit it}}
  %0 = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) scales(none, none) : tensor<4x8xbf16>, tensor<8x2xf8E4M3FN> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_saturate(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>) -> tensor<4x2xbf16> {
  // expected-error @+1 {{'saturate' requires an FP8 result element type, got 'bf16'}}
  %0 = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) saturate : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xbf16>
  return %0 : tensor<4x2xbf16>
}

// -----

func.func @matmul_result_scale(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>, %s: f32) -> tensor<4x2xbf16> {
  // expected-error @+1 {{a result scale applies only to an FP8 result}}
  %0 = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) result_scale(%s) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xbf16>
  return %0 : tensor<4x2xbf16>
}

// -----

func.func @matmul_bias(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>, %bias: tensor<4xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{bias must have shape [2] or the result's shape, got 'tensor<4xf32>'}}
  %0 = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) bias(%bias : tensor<4xf32>) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @norm_axis(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{axis 2 is out of range for rank 2}}
  %0 = mpopt.softmax %x axis(2) compute(f32) : tensor<4x8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @norm_shape(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{result shape must equal the input shape, got 'tensor<8x4xf32>' for 'tensor<4x8xf32>'}}
  %0 = mpopt.rms_norm %x axis(1) epsilon(1.0e-06) compute(f32) : tensor<4x8xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

func.func @norm_compute(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{compute type must be a float type, got 'i32'}}
  %0 = mpopt.softmax %x axis(1) compute(i32) : tensor<4x8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @norm_gamma(%x: tensor<4x8xf32>, %g: tensor<4xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{gamma and beta must have the normalized shape (the input's dimensions from axis on), got 'tensor<4xf32>'}}
  %0 = mpopt.layer_norm %x, %g axis(1) epsilon(1.0e-05) compute(f32) : tensor<4x8xf32>, tensor<4xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @norm_variance(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{variance type must be a float type wider than the compute type, got 'bf16'}}
  %0 = mpopt.layer_norm %x axis(1) epsilon(1.0e-05) compute(f32) variance(bf16) : tensor<4x8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @batch_norm_channel(%x: tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32> {
  // expected-error @+1 {{channel 4 is out of range for rank 4}}
  %0 = mpopt.batch_norm %x channel(4) epsilon(1.0e-05) compute(f32) : tensor<2x4x3x3xf32> -> tensor<2x4x3x3xf32>
  return %0 : tensor<2x4x3x3xf32>
}

// -----

func.func @batch_norm_gamma(%x: tensor<2x4x3x3xf32>, %g: tensor<4x3x3xf32>) -> tensor<2x4x3x3xf32> {
  // expected-error @+1 {{gamma and beta must have one element per channel (tensor of 4), got 'tensor<4x3x3xf32>'}}
  %0 = mpopt.batch_norm %x, %g channel(1) epsilon(1.0e-05) compute(f32) : tensor<2x4x3x3xf32>, tensor<4x3x3xf32> -> tensor<2x4x3x3xf32>
  return %0 : tensor<2x4x3x3xf32>
}

// -----

func.func @batch_norm_dynamic(%x: tensor<?x4x3x3xf32>) -> tensor<?x4x3x3xf32> {
  // expected-error @+1 {{input must have a static shape, got 'tensor<?x4x3x3xf32>'}}
  %0 = mpopt.batch_norm %x channel(1) epsilon(1.0e-05) compute(f32) : tensor<?x4x3x3xf32> -> tensor<?x4x3x3xf32>
  return %0 : tensor<?x4x3x3xf32>
}

// -----

func.func @batch_norm_variance(%x: tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32> {
  // expected-error @+1 {{variance type must be a float type wider than the compute type, got 'f32'}}
  %0 = mpopt.batch_norm %x channel(1) epsilon(1.0e-05) compute(f32) variance(f32) : tensor<2x4x3x3xf32> -> tensor<2x4x3x3xf32>
  return %0 : tensor<2x4x3x3xf32>
}

// -----

func.func @group_norm_rank(%x: tensor<32xf32>) -> tensor<32xf32> {
  // expected-error @+1 {{input must have a batch and a channel dimension, got 'tensor<32xf32>'}}
  %0 = mpopt.group_norm %x groups(8) epsilon(1.0e-05) compute(f32) : tensor<32xf32> -> tensor<32xf32>
  return %0 : tensor<32xf32>
}

// -----

func.func @group_norm_groups(%x: tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32> {
  // expected-error @+1 {{groups (6) must divide the channels (32)}}
  %0 = mpopt.group_norm %x groups(6) epsilon(1.0e-05) compute(f32) : tensor<1x32x4x4xf32> -> tensor<1x32x4x4xf32>
  return %0 : tensor<1x32x4x4xf32>
}

// -----

func.func @group_norm_gamma(%x: tensor<1x32x4x4xf32>, %g: tensor<8xf32>) -> tensor<1x32x4x4xf32> {
  // expected-error @+1 {{gamma and beta must have one element per channel (tensor of 32), got 'tensor<8xf32>'}}
  %0 = mpopt.group_norm %x, %g groups(8) epsilon(1.0e-05) compute(f32) folded : tensor<1x32x4x4xf32>, tensor<8xf32> -> tensor<1x32x4x4xf32>
  return %0 : tensor<1x32x4x4xf32>
}

// -----

func.func @group_norm_dynamic(%x: tensor<?x32x4x4xf32>) -> tensor<?x32x4x4xf32> {
  // expected-error @+1 {{input must have a static shape, got 'tensor<?x32x4x4xf32>'}}
  %0 = mpopt.group_norm %x groups(8) epsilon(1.0e-05) compute(f32) : tensor<?x32x4x4xf32> -> tensor<?x32x4x4xf32>
  return %0 : tensor<?x32x4x4xf32>
}

// -----

func.func @group_norm_variance(%x: tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32> {
  // expected-error @+1 {{variance type must be a float type wider than the compute type, got 'bf16'}}
  %0 = mpopt.group_norm %x groups(8) epsilon(1.0e-05) compute(f32) variance(bf16) : tensor<1x32x4x4xf32> -> tensor<1x32x4x4xf32>
  return %0 : tensor<1x32x4x4xf32>
}

// -----

func.func @conv_rank(%x: tensor<3x32x32xf32>, %w: tensor<8x3x7x7xf32>) -> tensor<1x8x26x26xf32> {
  // expected-error @+1 {{input, filter and result must be rank 4}}
  %0 = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) : tensor<3x32x32xf32>, tensor<8x3x7x7xf32> -> tensor<1x8x26x26xf32>
  return %0 : tensor<1x8x26x26xf32>
}

// -----

func.func @conv_dynamic(%x: tensor<?x3x32x32xf32>, %w: tensor<8x3x7x7xf32>) -> tensor<1x8x26x26xf32> {
  // expected-error @+1 {{input, filter and result must have static shapes}}
  %0 = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) : tensor<?x3x32x32xf32>, tensor<8x3x7x7xf32> -> tensor<1x8x26x26xf32>
  return %0 : tensor<1x8x26x26xf32>
}

// -----

func.func @conv_strides(%x: tensor<1x3x32x32xf32>, %w: tensor<8x3x7x7xf32>) -> tensor<1x8x26x26xf32> {
  // expected-error @+1 {{strides and dilations must be two positive values each}}
  %0 = mpopt.conv %x, %w layout<nchw_fchw> strides [0, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) : tensor<1x3x32x32xf32>, tensor<8x3x7x7xf32> -> tensor<1x8x26x26xf32>
  return %0 : tensor<1x8x26x26xf32>
}

// -----

func.func @conv_padding(%x: tensor<1x3x32x32xf32>, %w: tensor<8x3x7x7xf32>) -> tensor<1x8x26x26xf32> {
  // expected-error @+1 {{padding must be four non-negative values (top, left, bottom, right)}}
  %0 = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) : tensor<1x3x32x32xf32>, tensor<8x3x7x7xf32> -> tensor<1x8x26x26xf32>
  return %0 : tensor<1x8x26x26xf32>
}

// -----

func.func @conv_groups(%x: tensor<1x3x32x32xf32>, %w: tensor<8x3x7x7xf32>) -> tensor<1x8x26x26xf32> {
  // expected-error @+1 {{groups must be positive, got 0}}
  %0 = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(0) multiply(f32) accumulate(f32) : tensor<1x3x32x32xf32>, tensor<8x3x7x7xf32> -> tensor<1x8x26x26xf32>
  return %0 : tensor<1x8x26x26xf32>
}

// -----

func.func @conv_channels(%x: tensor<1x4x32x32xf32>, %w: tensor<8x3x7x7xf32>) -> tensor<1x8x26x26xf32> {
  // expected-error @+1 {{input has 4 channels, not groups (1) times the filter's input channels (3)}}
  %0 = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) : tensor<1x4x32x32xf32>, tensor<8x3x7x7xf32> -> tensor<1x8x26x26xf32>
  return %0 : tensor<1x8x26x26xf32>
}

// -----

func.func @conv_out_channels(%x: tensor<1x4x32x32xf32>, %w: tensor<6x1x7x7xf32>) -> tensor<1x6x26x26xf32> {
  // expected-error @+1 {{the filter's 6 output channels are not a multiple of groups (4)}}
  %0 = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(4) multiply(f32) accumulate(f32) : tensor<1x4x32x32xf32>, tensor<6x1x7x7xf32> -> tensor<1x6x26x26xf32>
  return %0 : tensor<1x6x26x26xf32>
}

// -----

func.func @conv_window(%x: tensor<1x3x4x32xf32>, %w: tensor<8x3x7x7xf32>) -> tensor<1x8x1x26xf32> {
  // expected-error @+1 {{the padded input (6) is smaller than the dilated filter (7) along spatial dimension 0}}
  %0 = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [1, 0, 1, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) : tensor<1x3x4x32xf32>, tensor<8x3x7x7xf32> -> tensor<1x8x1x26xf32>
  return %0 : tensor<1x8x1x26xf32>
}

// -----

func.func @conv_result(%x: tensor<1x32x32x3xf32>, %w: tensor<7x7x3x8xf32>) -> tensor<1x26x26x8xf32> {
  // expected-error @+1 {{result must be 1x13x13x8, got 'tensor<1x26x26x8xf32>'}}
  %0 = mpopt.conv %x, %w layout<nhwc_hwcf> strides [2, 2] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) : tensor<1x32x32x3xf32>, tensor<7x7x3x8xf32> -> tensor<1x26x26x8xf32>
  return %0 : tensor<1x26x26x8xf32>
}

// -----

func.func @conv_multiply(%x: tensor<1x3x32x32xf32>, %w: tensor<8x3x7x7xf32>) -> tensor<1x8x26x26xf32> {
  // expected-error @+1 {{multiply type must be f32, bf16 or f16, got 'f8E4M3FN'}}
  %0 = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f8E4M3FN) accumulate(f32) : tensor<1x3x32x32xf32>, tensor<8x3x7x7xf32> -> tensor<1x8x26x26xf32>
  return %0 : tensor<1x8x26x26xf32>
}

// -----

func.func @conv_accumulator(%x: tensor<1x3x32x32xf32>, %w: tensor<8x3x7x7xf32>) -> tensor<1x8x26x26xf32> {
  // expected-error @+1 {{accumulator type must be f32 or f16, got 'bf16'}}
  %0 = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(bf16) accumulate(bf16) : tensor<1x3x32x32xf32>, tensor<8x3x7x7xf32> -> tensor<1x8x26x26xf32>
  return %0 : tensor<1x8x26x26xf32>
}

// -----

func.func @conv_f16_accumulator(%x: tensor<1x3x32x32xf32>, %w: tensor<8x3x7x7xf32>) -> tensor<1x8x26x26xf32> {
  // expected-error @+1 {{f16 accumulation needs an f16 multiply}}
  %0 = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(bf16) accumulate(f16) : tensor<1x3x32x32xf32>, tensor<8x3x7x7xf32> -> tensor<1x8x26x26xf32>
  return %0 : tensor<1x8x26x26xf32>
}

// -----

func.func @conv_bias(%x: tensor<1x3x32x32xf32>, %w: tensor<8x3x7x7xf32>, %b: tensor<3xf32>) -> tensor<1x8x26x26xf32> {
  // expected-error @+1 {{bias must have shape [8], got 'tensor<3xf32>'}}
  %0 = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) bias(%b : tensor<3xf32>) : tensor<1x3x32x32xf32>, tensor<8x3x7x7xf32> -> tensor<1x8x26x26xf32>
  return %0 : tensor<1x8x26x26xf32>
}

// -----

func.func @conv_bias_first(%x: tensor<1x3x32x32xf32>, %w: tensor<8x3x7x7xf32>) -> tensor<1x8x26x26xf32> {
  // expected-error @+1 {{bias_first needs a bias}}
  %0 = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0] dilations [1, 1] groups(1) multiply(f32) accumulate(f32) {bias_first} : tensor<1x3x32x32xf32>, tensor<8x3x7x7xf32> -> tensor<1x8x26x26xf32>
  return %0 : tensor<1x8x26x26xf32>
}

// -----

func.func @attention_rank(%q: tensor<4x16x8xf32>, %k: tensor<4x16x8xf32>, %v: tensor<4x16x8xf32>) -> tensor<4x16x8xf32> {
  // expected-error @+1 {{q, k, v and the result must be static rank-4 tensors [batch, heads, sequence, head dim], got 'tensor<4x16x8xf32>'}}
  %0 = mpopt.attention %q, %k, %v scale(0.25) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<4x16x8xf32>, tensor<4x16x8xf32>, tensor<4x16x8xf32> -> tensor<4x16x8xf32>
  return %0 : tensor<4x16x8xf32>
}

// -----

func.func @attention_head_dim(%q: tensor<1x4x16x8xf32>, %k: tensor<1x4x16x4xf32>, %v: tensor<1x4x16x8xf32>) -> tensor<1x4x16x8xf32> {
  // expected-error @+1 {{k must have the batch and head dimension of q, got 'tensor<1x4x16x4xf32>' for 'tensor<1x4x16x8xf32>'}}
  %0 = mpopt.attention %q, %k, %v scale(0.25) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<1x4x16x8xf32>, tensor<1x4x16x4xf32>, tensor<1x4x16x8xf32> -> tensor<1x4x16x8xf32>
  return %0 : tensor<1x4x16x8xf32>
}

// -----

func.func @attention_values(%q: tensor<1x4x16x8xf32>, %k: tensor<1x4x16x8xf32>, %v: tensor<1x4x12x8xf32>) -> tensor<1x4x16x8xf32> {
  // expected-error @+1 {{v must have the batch, heads and key length of k, got 'tensor<1x4x12x8xf32>' for 'tensor<1x4x16x8xf32>'}}
  %0 = mpopt.attention %q, %k, %v scale(0.25) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32>, tensor<1x4x12x8xf32> -> tensor<1x4x16x8xf32>
  return %0 : tensor<1x4x16x8xf32>
}

// -----

func.func @attention_groups(%q: tensor<1x4x16x8xf32>, %k: tensor<1x3x16x8xf32>, %v: tensor<1x3x16x8xf32>) -> tensor<1x4x16x8xf32> {
  // expected-error @+1 {{heads of q (4) must be a multiple of the heads of k and v (3)}}
  %0 = mpopt.attention %q, %k, %v scale(0.25) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<1x4x16x8xf32>, tensor<1x3x16x8xf32>, tensor<1x3x16x8xf32> -> tensor<1x4x16x8xf32>
  return %0 : tensor<1x4x16x8xf32>
}

// -----

func.func @attention_result(%q: tensor<1x4x16x8xf32>, %k: tensor<1x4x16x8xf32>, %v: tensor<1x4x16x8xf32>) -> tensor<1x4x8x8xf32> {
  // expected-error @+1 {{result must be [1, 4, 16, 8], got 'tensor<1x4x8x8xf32>'}}
  %0 = mpopt.attention %q, %k, %v scale(0.25) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32> -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

func.func @attention_mask(%q: tensor<1x4x16x8xf32>, %k: tensor<1x4x16x8xf32>, %v: tensor<1x4x16x8xf32>, %m: tensor<1x4x16x8xf32>) -> tensor<1x4x16x8xf32> {
  // expected-error @+1 {{mask must broadcast to [1, 4, 16, 16] (each dimension that or 1), got 'tensor<1x4x16x8xf32>'}}
  %0 = mpopt.attention %q, %k, %v mask(%m : tensor<1x4x16x8xf32>) scale(0.25) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32> -> tensor<1x4x16x8xf32>
  return %0 : tensor<1x4x16x8xf32>
}

// -----

func.func @attention_multiply(%q: tensor<1x4x16x8xf32>, %k: tensor<1x4x16x8xf32>, %v: tensor<1x4x16x8xf32>) -> tensor<1x4x16x8xf32> {
  // expected-error @+1 {{multiply type must be f32, bf16 or f16, got 'f8E4M3FN'}}
  %0 = mpopt.attention %q, %k, %v scale(0.25) multiply(f8E4M3FN) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32> -> tensor<1x4x16x8xf32>
  return %0 : tensor<1x4x16x8xf32>
}

// -----

func.func @attention_types(%q: tensor<1x4x16x8xf32>, %k: tensor<1x4x16x8xf32>, %v: tensor<1x4x16x8xf32>) -> tensor<1x4x16x8xf32> {
  // expected-error @+1 {{score, logits, softmax and probability types must be float types, got 'i32'}}
  %0 = mpopt.attention %q, %k, %v scale(0.25) multiply(f32) scores(f32) logits(i32) softmax(f32) probabilities(f32)
      : tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32> -> tensor<1x4x16x8xf32>
  return %0 : tensor<1x4x16x8xf32>
}

// -----

func.func @attention_scale(%q: tensor<1x4x16x8xf32>, %k: tensor<1x4x16x8xf32>, %v: tensor<1x4x16x8xf32>) -> tensor<1x4x16x8xf32> {
  // expected-error @+1 {{scale must be finite and nonzero, got 0.000000e+00}}
  %0 = mpopt.attention %q, %k, %v scale(0.0) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32> -> tensor<1x4x16x8xf32>
  return %0 : tensor<1x4x16x8xf32>
}

// -----

func.func @attention_operand_scale(%q: tensor<1x4x16x8xf32>, %k: tensor<1x4x16x8xf32>, %v: tensor<1x4x16x8xf32>) -> tensor<1x4x16x8xf32> {
  // expected-error @+1 {{scaling<operands> multiplies q and k by sqrt(scale): the scale must be positive, got -2.500000e-01}}
  %0 = mpopt.attention %q, %k, %v scale(-0.25) scaling<operands> multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32> -> tensor<1x4x16x8xf32>
  return %0 : tensor<1x4x16x8xf32>
}

// -----

func.func @attention_causal_fill_not_causal(%q: tensor<1x4x16x8xf32>, %k: tensor<1x4x16x8xf32>, %v: tensor<1x4x16x8xf32>) -> tensor<1x4x16x8xf32> {
  // expected-error @+1 {{causal_fill is what the causal mask adds where it hides a key, but the attention is not causal}}
  %0 = mpopt.attention %q, %k, %v scale(0.25) causal_fill(-1.0e+30) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32> -> tensor<1x4x16x8xf32>
  return %0 : tensor<1x4x16x8xf32>
}

// -----

func.func @attention_scaling_type_narrow(%q: tensor<1x4x16x8xf32>, %k: tensor<1x4x16x8xf32>, %v: tensor<1x4x16x8xf32>) -> tensor<1x4x16x8xf32> {
  // expected-error @+1 {{scaling_type must be a float type at least as wide as q and k, got 'bf16' for 'f32'}}
  %0 = mpopt.attention %q, %k, %v scale(0.25) scaling<operands> scaling_type(bf16) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32)
      : tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32> -> tensor<1x4x16x8xf32>
  return %0 : tensor<1x4x16x8xf32>
}

// -----

func.func @attention_scaling_type_scores(%q: tensor<1x4x16x8xbf16>, %k: tensor<1x4x16x8xbf16>, %v: tensor<1x4x16x8xbf16>) -> tensor<1x4x16x8xbf16> {
  // expected-error @+1 {{scaling_type is the type q and k are scaled in under scaling<operands>, but the scale multiplies the scores}}
  %0 = mpopt.attention %q, %k, %v scale(0.25) scaling_type(f32) multiply(bf16) scores(f32) logits(f32) softmax(f32) probabilities(bf16)
      : tensor<1x4x16x8xbf16>, tensor<1x4x16x8xbf16>, tensor<1x4x16x8xbf16> -> tensor<1x4x16x8xbf16>
  return %0 : tensor<1x4x16x8xbf16>
}

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

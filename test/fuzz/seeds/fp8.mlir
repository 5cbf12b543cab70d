// FP8 programs: round trips through f8E4M3FN and f8E5M2 on scalars, on
// tensors, in linalg.generic bodies and as mpopt.cast (saturating, other
// roundings), FP8 storage read by matmuls and by elementwise ops. The
// tests and examples held no FP8 round trip, and one crashed
// mpopt-assign-precision (test/fuzz/crashes/README.md).

func.func @tensor_round_trip_e4m3(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %t = arith.truncf %a : tensor<4x8xf32> to tensor<4x8xf8E4M3FN>
  %e = arith.extf %t : tensor<4x8xf8E4M3FN> to tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}

// -----

func.func @tensor_round_trip_e5m2(%a: tensor<16xf32>) -> tensor<16xf32> {
  %t = arith.truncf %a : tensor<16xf32> to tensor<16xf8E5M2>
  %e = arith.extf %t : tensor<16xf8E5M2> to tensor<16xf32>
  return %e : tensor<16xf32>
}

// -----

func.func @scalar_round_trips(%x: f32, %y: bf16) -> (f32, bf16) {
  %0 = arith.truncf %x : f32 to f8E4M3FN
  %1 = arith.extf %0 : f8E4M3FN to f32
  %2 = arith.truncf %y : bf16 to f8E5M2
  %3 = arith.extf %2 : f8E5M2 to bf16
  return %1, %3 : f32, bf16
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @generic_round_trip(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e8 = tensor.empty() : tensor<8x8xf8E4M3FN>
  %t = linalg.generic {indexing_maps = [#map, #map],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x8xf32>) outs(%e8 : tensor<8x8xf8E4M3FN>) {
  ^bb0(%in: f32, %out: f8E4M3FN):
    %r = arith.truncf %in : f32 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<8x8xf8E4M3FN>
  %e32 = tensor.empty() : tensor<8x8xf32>
  %w = linalg.generic {indexing_maps = [#map, #map],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<8x8xf8E4M3FN>) outs(%e32 : tensor<8x8xf32>) {
  ^bb0(%in: f8E4M3FN, %out: f32):
    %r = arith.extf %in : f8E4M3FN to f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %w : tensor<8x8xf32>
}

// -----

func.func @saturating_casts(%a: tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf16>) {
  %0 = mpopt.cast %a saturate : tensor<32xf32> to tensor<32xf8E4M3FN>
  %1 = mpopt.cast %0 : tensor<32xf8E4M3FN> to tensor<32xf32>
  %2 = mpopt.cast %a rounding<toward_zero> : tensor<32xf32> to tensor<32xf8E5M2>
  %3 = mpopt.cast %2 : tensor<32xf8E5M2> to tensor<32xf16>
  return %1, %3 : tensor<32xf32>, tensor<32xf16>
}

// -----

func.func @fp8_matmul_operands(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>) -> tensor<16x8xf32> {
  %a8 = arith.truncf %a : tensor<16x32xf32> to tensor<16x32xf8E4M3FN>
  %b8 = arith.truncf %b : tensor<32x8xf32> to tensor<32x8xf8E4M3FN>
  %aw = arith.extf %a8 : tensor<16x32xf8E4M3FN> to tensor<16x32xf32>
  %bw = arith.extf %b8 : tensor<32x8xf8E4M3FN> to tensor<32x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<16x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<16x8xf32>) -> tensor<16x8xf32>
  %r = linalg.matmul ins(%aw, %bw : tensor<16x32xf32>, tensor<32x8xf32>)
                     outs(%acc : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}

// -----

func.func @fp8_storage_then_add(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  %a8 = arith.truncf %a : tensor<64xf32> to tensor<64xf8E5M2>
  %aw = arith.extf %a8 : tensor<64xf8E5M2> to tensor<64xf32>
  %s = arith.addf %aw, %b : tensor<64xf32>
  %s8 = arith.truncf %s : tensor<64xf32> to tensor<64xf8E4M3FN>
  %sw = arith.extf %s8 : tensor<64xf8E4M3FN> to tensor<64xf32>
  return %sw : tensor<64xf32>
}

// Arithmetic between bf16 and f16 values through f32, every bf16 pattern
// against every 256th one (x and its transpose). The GPU build must agree
// bit for bit with the CPU build: LLVM narrows such f32 ops to f16 or bf16
// arithmetic where the operands' formats seem to allow it, and only bf16 and
// f16 of the same width tell it wrong (scripts/gpu/build-checks.sh).
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @mixed(%bits: tensor<65536xi16>)
    -> (tensor<256x256xf16>, tensor<256x256xf16>, tensor<256x256xf16>,
        tensor<256x256xbf16>, tensor<256x256xbf16>) {
  %square = tensor.expand_shape %bits [[0, 1]] output_shape [256, 256]
      : tensor<65536xi16> into tensor<256x256xi16>
  %h = tensor.empty() : tensor<256x256xf16>
  %b = tensor.empty() : tensor<256x256xbf16>
  %r:5 = linalg.generic {indexing_maps = [#id, #tr, #id, #id, #id, #id, #id],
                         iterator_types = ["parallel", "parallel"]}
      ins(%square, %square : tensor<256x256xi16>, tensor<256x256xi16>)
      outs(%h, %h, %h, %b, %b : tensor<256x256xf16>, tensor<256x256xf16>,
           tensor<256x256xf16>, tensor<256x256xbf16>, tensor<256x256xbf16>) {
  ^bb0(%p: i16, %q: i16, %o0: f16, %o1: f16, %o2: f16, %o3: bf16, %o4: bf16):
    %pb = arith.bitcast %p : i16 to bf16
    %qb = arith.bitcast %q : i16 to bf16
    %ph = arith.bitcast %p : i16 to f16
    %qh = arith.bitcast %q : i16 to f16
    %pw = arith.extf %pb : bf16 to f32
    %qw = arith.extf %qb : bf16 to f32
    %phw = arith.extf %ph : f16 to f32
    %qhw = arith.extf %qh : f16 to f32
    // bf16 operands, f16 results.
    %sum = arith.addf %pw, %qw : f32
    %diff = arith.subf %pw, %qw : f32
    %prod = arith.mulf %pw, %qw : f32
    %sumh = arith.truncf %sum : f32 to f16
    %diffh = arith.truncf %diff : f32 to f16
    %prodh = arith.truncf %prod : f32 to f16
    // f16 operands (and one bf16), bf16 results.
    %hsum = arith.addf %phw, %qhw : f32
    %mix = arith.mulf %phw, %qw : f32
    %hsumb = arith.truncf %hsum : f32 to bf16
    %mixb = arith.truncf %mix : f32 to bf16
    linalg.yield %sumh, %diffh, %prodh, %hsumb, %mixb
        : f16, f16, f16, bf16, bf16
  } -> (tensor<256x256xf16>, tensor<256x256xf16>, tensor<256x256xf16>,
        tensor<256x256xbf16>, tensor<256x256xbf16>)
  return %r#0, %r#1, %r#2, %r#3, %r#4
      : tensor<256x256xf16>, tensor<256x256xf16>, tensor<256x256xf16>,
        tensor<256x256xbf16>, tensor<256x256xbf16>
}

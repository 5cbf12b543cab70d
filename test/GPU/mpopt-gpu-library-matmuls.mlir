// RUN: mpopt-opt %s --mpopt-gpu-library-matmuls | FileCheck %s

// A marked contraction, its accumulator's zero fill and the bias added to
// its result become one cuBLASLt call (bias epilogue: the fifth pointer);
// the accumulator buffer goes.

#fill = affine_map<(d0, d1) -> ()>
#id = affine_map<(d0, d1) -> (d0, d1)>
#lhs = affine_map<(d0, d1, d2) -> (d0, d2)>
#rhs = affine_map<(d0, d1, d2) -> (d2, d1)>
#acc = affine_map<(d0, d1, d2) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func.func @bias
// CHECK-SAME: (%[[A:.+]]: memref<256x512xf32>, %[[B:.+]]: memref<512x128xf32>, %[[BIAS:.+]]: memref<128xf32>, %[[OUT:.+]]: memref<256x128xf32>)
// CHECK-DAG: %[[PA:.+]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK-DAG: %[[PBIAS:.+]] = memref.extract_aligned_pointer_as_index %[[BIAS]]
// CHECK-NOT: memref.alloc
// CHECK-NOT: linalg.generic
// CHECK: call @mpoptMatmul({{.*}}) {mpopt.stream_ordered}
// CHECK-NEXT: return
func.func @bias(%a: memref<256x512xf32>, %b: memref<512x128xf32>,
                %bias: memref<128xf32>, %out: memref<256x128xf32>) {
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<256x128xf32>
  linalg.generic {indexing_maps = [#fill, #id], iterator_types = ["parallel", "parallel"]}
      ins(%zero : f32) outs(%acc : memref<256x128xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<256x512xf32>, memref<512x128xf32>) outs(%acc : memref<256x128xf32>)
      attrs = {mpopt.contraction = {multiply = f32, scaled = false, transpose_lhs = false, transpose_rhs = false}} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%acc, %bias : memref<256x128xf32>, memref<128xf32>) outs(%out : memref<256x128xf32>) {
  ^bb0(%x: f32, %c: f32, %o: f32):
    %s = arith.addf %x, %c : f32
    linalg.yield %s : f32
  }
  memref.dealloc %acc : memref<256x128xf32>
  return
}

// Autocast's addmm: the f32 product plus a bf16 bias (widened as
// mpopt-expand-casts writes it, a shift), rounded to bf16 once, is
// cuBLASLt's bias epilogue with a bf16 result and bias: one call writes
// the bf16 buffer, the accumulator goes. With an f32 bias the rounding
// addition stays a kernel.
// CHECK-LABEL: func.func @rounded_bias
// CHECK-SAME: (%[[A:.+]]: memref<256x512xbf16>, %[[B:.+]]: memref<512x128xbf16>, %[[BIAS:.+]]: memref<128xbf16>, %[[OUT:.+]]: memref<256x128xbf16>, %{{.+}}: memref<128xf32>, %{{.+}}: memref<256x128xbf16>)
// CHECK-DAG: %[[PBIAS:.+]] = memref.extract_aligned_pointer_as_index %[[BIAS]]
// CHECK-DAG: %[[POUT:.+]] = memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK-DAG: %[[IBIAS:.+]] = arith.index_cast %[[PBIAS]] : index to i64
// CHECK-DAG: %[[IOUT:.+]] = arith.index_cast %[[POUT]] : index to i64
// CHECK: call @mpoptMatmul(%{{.+}}, %{{.+}}, %[[IOUT]], %{{.+}}, %[[IBIAS]],
// CHECK-NOT: linalg.generic
// CHECK: call @mpoptMatmul
// CHECK: linalg.generic
// CHECK: arith.truncf
// CHECK: return
func.func @rounded_bias(%a: memref<256x512xbf16>, %b: memref<512x128xbf16>,
                        %bias: memref<128xbf16>, %out: memref<256x128xbf16>,
                        %bias32: memref<128xf32>, %out2: memref<256x128xbf16>) {
  %zero = arith.constant 0.0 : f32
  %c16 = arith.constant 16 : i32
  %acc = memref.alloc() : memref<256x128xf32>
  linalg.generic {indexing_maps = [#fill, #id], iterator_types = ["parallel", "parallel"]}
      ins(%zero : f32) outs(%acc : memref<256x128xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<256x512xbf16>, memref<512x128xbf16>) outs(%acc : memref<256x128xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = false}} {
  ^bb0(%x: bf16, %y: bf16, %o: f32):
    %xw = arith.extf %x : bf16 to f32
    %yw = arith.extf %y : bf16 to f32
    %p = arith.mulf %xw, %yw : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%acc, %bias : memref<256x128xf32>, memref<128xbf16>) outs(%out : memref<256x128xbf16>) {
  ^bb0(%x: f32, %c: bf16, %o: bf16):
    %bits = arith.bitcast %c : bf16 to i16
    %wide = arith.extui %bits : i16 to i32
    %shifted = arith.shli %wide, %c16 : i32
    %cw = arith.bitcast %shifted : i32 to f32
    %s = arith.addf %x, %cw : f32
    %r = arith.truncf %s : f32 to bf16
    linalg.yield %r : bf16
  }
  memref.dealloc %acc : memref<256x128xf32>
  %acc2 = memref.alloc() : memref<256x128xf32>
  linalg.generic {indexing_maps = [#fill, #id], iterator_types = ["parallel", "parallel"]}
      ins(%zero : f32) outs(%acc2 : memref<256x128xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<256x512xbf16>, memref<512x128xbf16>) outs(%acc2 : memref<256x128xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = false}} {
  ^bb0(%x: bf16, %y: bf16, %o: f32):
    %xw = arith.extf %x : bf16 to f32
    %yw = arith.extf %y : bf16 to f32
    %p = arith.mulf %xw, %yw : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%acc2, %bias32 : memref<256x128xf32>, memref<128xf32>) outs(%out2 : memref<256x128xbf16>) {
  ^bb0(%x: f32, %c: f32, %o: bf16):
    %s = arith.addf %x, %c : f32
    %r = arith.truncf %s : f32 to bf16
    linalg.yield %r : bf16
  }
  memref.dealloc %acc2 : memref<256x128xf32>
  return
}

// An unmarked contraction stays a loop nest.
// CHECK-LABEL: func.func @unmarked
// CHECK-NOT: call
// CHECK: linalg.generic
func.func @unmarked(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %acc: memref<4x2xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%acc : memref<4x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  return
}

// A weight-only FP8 rhs under a bf16 multiply: cuBLASLt has no FP8 x bf16
// GEMM, so a copy widens the weight to bf16 first, exactly and in bit
// arithmetic (no target lowers an FP8 arith.extf); the epilogue that
// multiplies by the per-column scales stays a kernel.
// CHECK-LABEL: func.func @weight_only
// CHECK-SAME: (%[[X:.+]]: memref<4x8xbf16>, %[[W:.+]]: memref<8x2xf8E4M3FN>, %[[S:.+]]: memref<2xf32>, %[[OUT:.+]]: memref<4x2xf32>)
// CHECK: %[[WIDE:.+]] = memref.alloc() : memref<8x2xbf16>
// CHECK: linalg.generic {{.*}} ins(%[[W]] : memref<8x2xf8E4M3FN>) outs(%[[WIDE]] : memref<8x2xbf16>)
// CHECK-NOT: arith.extf
// CHECK: arith.shli
// CHECK: linalg.yield %{{.+}} : bf16
// CHECK: %[[PW:.+]] = memref.extract_aligned_pointer_as_index %[[WIDE]]
// CHECK: call @mpoptMatmul(
// CHECK: linalg.generic {{.*}} ins(%{{.+}}, %[[S]] : memref<4x2xf32>, memref<2xf32>) outs(%[[OUT]] : memref<4x2xf32>)
func.func @weight_only(%x: memref<4x8xbf16>, %w: memref<8x2xf8E4M3FN>, %s: memref<2xf32>,
                       %out: memref<4x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<4x2xf32>
  linalg.generic {indexing_maps = [#fill, #id], iterator_types = ["parallel", "parallel"]}
      ins(%zero : f32) outs(%acc : memref<4x2xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : memref<4x8xbf16>, memref<8x2xf8E4M3FN>) outs(%acc : memref<4x2xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = false}} {
  ^bb0(%a: bf16, %b: f8E4M3FN, %o: f32):
    %af = arith.extf %a : bf16 to f32
    %bb = arith.extf %b : f8E4M3FN to bf16
    %bf = arith.extf %bb : bf16 to f32
    %p = arith.mulf %af, %bf : f32
    %r = arith.addf %o, %p : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%acc, %s : memref<4x2xf32>, memref<2xf32>) outs(%out : memref<4x2xf32>) {
  ^bb0(%v: f32, %c: f32, %o: f32):
    %m = arith.mulf %v, %c : f32
    linalg.yield %m : f32
  }
  memref.dealloc %acc : memref<4x2xf32>
  return
}

// A channels-first convolution's GEMM (lib/GPU/Im2col.cpp): the weight is
// one matrix for the batch of 2 (bit 1 of the lhs layout argument: a batch
// stride of 0), and the epilogue that rounds the result to bf16 reads it
// through a reshape to the convolution's shape: cuBLASLt writes the bf16
// result itself, and the accumulator, its reshape and its fill go.
#w = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#cols = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#gemm = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#fill3 = affine_map<(d0, d1, d2) -> ()>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @conv_shared_weight
// CHECK-SAME: (%[[W:.+]]: memref<16x72xbf16>, %[[COL:.+]]: memref<2x72x64xbf16>, %[[OUT:.+]]: memref<2x16x8x8xbf16>)
// CHECK-NOT: memref.alloc
// CHECK-NOT: linalg.generic
// CHECK-DAG: %[[PW:.+]] = memref.extract_aligned_pointer_as_index %[[W]]
// CHECK-DAG: %[[PCOL:.+]] = memref.extract_aligned_pointer_as_index %[[COL]]
// CHECK-DAG: %[[POUT:.+]] = memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK: arith.constant 2 : i64
// CHECK-NEXT: arith.constant 16 : i64
// CHECK-NEXT: arith.constant 64 : i64
// CHECK-NEXT: arith.constant 72 : i64
// CHECK-NEXT: %[[LAYOUT:.+]] = arith.constant 2 : i32
// CHECK: call @mpoptMatmul(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[LAYOUT]],
// CHECK-NOT: memref.expand_shape
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @conv_shared_weight(%w: memref<16x72xbf16>, %col: memref<2x72x64xbf16>,
                              %out: memref<2x16x8x8xbf16>) {
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<2x16x64xf32>
  linalg.generic {indexing_maps = [#fill3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%zero : f32) outs(%acc : memref<2x16x64xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#w, #cols, #gemm], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%w, %col : memref<16x72xbf16>, memref<2x72x64xbf16>) outs(%acc : memref<2x16x64xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = false}} {
  ^bb0(%x: bf16, %y: bf16, %o: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  %view = memref.expand_shape %acc [[0], [1], [2, 3]] output_shape [2, 16, 8, 8]
      : memref<2x16x64xf32> into memref<2x16x8x8xf32>
  linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%view : memref<2x16x8x8xf32>) outs(%out : memref<2x16x8x8xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %t = arith.truncf %x : f32 to bf16
    linalg.yield %t : bf16
  }
  memref.dealloc %acc : memref<2x16x64xf32>
  return
}

// An lhs that is neither a batch like the result nor one matrix is left
// to the loops.
#lhs3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4)>
#rhs4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#out4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @partly_shared
// CHECK-NOT: call
// CHECK: linalg.generic
func.func @partly_shared(%a: memref<2x4x8xf32>, %b: memref<2x3x8x5xf32>, %acc: memref<2x3x4x5xf32>) {
  linalg.generic {indexing_maps = [#lhs3, #rhs4, #out4], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<2x4x8xf32>, memref<2x3x8x5xf32>) outs(%acc : memref<2x3x4x5xf32>)
      attrs = {mpopt.contraction = {multiply = f32, scaled = false, transpose_lhs = false, transpose_rhs = false}} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  return
}

// A channels-last 3x3 convolution that mpopt-gpu-im2col left to cuDNN
// (bf16 multiplies into an f32 sum, which its one reader rounds to bf16):
// one call of mpoptConv on the padded input, the FHWC filter and the bf16
// result, with N, H, W, C, F, KH, KW, OH, OW, the strides, the dilation
// and the type code of bf16 (2); the accumulator, its fill and the
// epilogue go. The same loops whose sum something else reads in f32 stay
// loops: cuDNN writes the operands' type.
#conv_in = affine_map<(n, f, oh, ow, c, kh, kw) -> (n, oh * 2 + kh, ow * 2 + kw, c)>
#conv_w = affine_map<(n, f, oh, ow, c, kh, kw) -> (f, kh, kw, c)>
#conv_out = affine_map<(n, f, oh, ow, c, kh, kw) -> (n, oh, ow, f)>
#nhwc = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#fill4 = affine_map<(d0, d1, d2, d3) -> ()>
// CHECK-LABEL: func.func @cudnn
// CHECK-SAME: (%[[X:[^:]+]]: memref<2x10x10x16xbf16>, %[[W:[^:]+]]: memref<32x3x3x16xbf16>, %[[Y:[^:]+]]: memref<2x4x4x32xbf16>)
// CHECK-DAG: %[[PX:.+]] = memref.extract_aligned_pointer_as_index %[[X]]
// CHECK-DAG: %[[PW:.+]] = memref.extract_aligned_pointer_as_index %[[W]]
// CHECK-DAG: %[[PY:.+]] = memref.extract_aligned_pointer_as_index %[[Y]]
// CHECK-NOT: memref.alloc
// CHECK-NOT: linalg.generic
// CHECK: arith.constant 2 : i64
// CHECK-NEXT: arith.constant 10 : i64
// CHECK-NEXT: arith.constant 10 : i64
// CHECK-NEXT: arith.constant 16 : i64
// CHECK-NEXT: arith.constant 32 : i64
// CHECK-NEXT: arith.constant 3 : i64
// CHECK-NEXT: arith.constant 3 : i64
// CHECK-NEXT: arith.constant 4 : i64
// CHECK-NEXT: arith.constant 4 : i64
// CHECK-NEXT: arith.constant 2 : i64
// CHECK-NEXT: arith.constant 2 : i64
// CHECK-NEXT: arith.constant 1 : i64
// CHECK-NEXT: arith.constant 2 : i32
// CHECK-NEXT: call @mpoptConv(%{{.+}}, %{{.+}}, %{{.+}}, {{.+}}) {mpopt.stream_ordered}
// CHECK-NEXT: return
// CHECK-LABEL: func.func @f32_sum
// CHECK-NOT: call
// CHECK: linalg.generic
// A dynamic M (a torch.export Dim): the call reads it from the result
// buffer at run time. An operand that would need a copy first (here a
// conversion to the multiply type) stays a kernel where it is dynamic.
// CHECK-LABEL: func.func @dynamic_rows
// CHECK-SAME: (%[[A:.+]]: memref<?x64xf32>, %[[B:.+]]: memref<64x32xf32>, %[[OUT:.+]]: memref<?x32xf32>)
// CHECK: %[[C0:.+]] = arith.constant 0 : index
// CHECK: %[[M:.+]] = memref.dim %[[OUT]], %[[C0]] : memref<?x32xf32>
// CHECK: %[[M64:.+]] = arith.index_cast %[[M]] : index to i64
// CHECK: call @mpoptMatmul(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[M64]],
// CHECK-LABEL: func.func @dynamic_converted
// CHECK-NOT: call @mpoptMatmul
// CHECK: linalg.generic
// The runtime functions, declared once each.
// CHECK: func.func private @mpoptMatmul(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i32, i32, i32, i32, i32, i32)
// CHECK: func.func private @mpoptConv(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i32)
func.func @cudnn(%x: memref<2x10x10x16xbf16>, %w: memref<32x3x3x16xbf16>, %y: memref<2x4x4x32xbf16>) {
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<2x4x4x32xf32>
  linalg.generic {indexing_maps = [#fill4, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%zero : f32) outs(%acc : memref<2x4x4x32xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#conv_in, #conv_w, #conv_out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w : memref<2x10x10x16xbf16>, memref<32x3x3x16xbf16>) outs(%acc : memref<2x4x4x32xf32>)
      attrs = {mpopt.convolution = {dilations = array<i64: 1, 1>, layout = "nhwc_fhwc", multiply = bf16, strides = array<i64: 2, 2>}} {
  ^bb0(%a: bf16, %b: bf16, %o: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#nhwc, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%acc : memref<2x4x4x32xf32>) outs(%y : memref<2x4x4x32xbf16>) {
  ^bb0(%in: f32, %o: bf16):
    %r = arith.truncf %in : f32 to bf16
    linalg.yield %r : bf16
  }
  memref.dealloc %acc : memref<2x4x4x32xf32>
  return
}

func.func @f32_sum(%x: memref<2x10x10x16xbf16>, %w: memref<32x3x3x16xbf16>, %acc: memref<2x4x4x32xf32>) {
  linalg.generic {indexing_maps = [#conv_in, #conv_w, #conv_out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w : memref<2x10x10x16xbf16>, memref<32x3x3x16xbf16>) outs(%acc : memref<2x4x4x32xf32>)
      attrs = {mpopt.convolution = {dilations = array<i64: 1, 1>, layout = "nhwc_fhwc", multiply = bf16, strides = array<i64: 2, 2>}} {
  ^bb0(%a: bf16, %b: bf16, %o: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  return
}

func.func @dynamic_rows(%a: memref<?x64xf32>, %b: memref<64x32xf32>, %out: memref<?x32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<?x64xf32>, memref<64x32xf32>) outs(%out : memref<?x32xf32>)
      attrs = {mpopt.contraction = {multiply = f32, scaled = false, transpose_lhs = false, transpose_rhs = false}} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  return
}
func.func @dynamic_converted(%a: memref<?x64xf32>, %b: memref<64x32xf32>, %out: memref<?x32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<?x64xf32>, memref<64x32xf32>) outs(%out : memref<?x32xf32>)
      attrs = {mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = false}} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %xb = arith.truncf %x : f32 to bf16
    %yb = arith.truncf %y : f32 to bf16
    %xe = arith.extf %xb : bf16 to f32
    %ye = arith.extf %yb : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  return
}

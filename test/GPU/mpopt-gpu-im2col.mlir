// RUN: mpopt-opt %s --mpopt-lower-to-linalg --mpopt-gpu-im2col --split-input-file | FileCheck %s
// RUN: mpopt-opt %s --mpopt-lower-to-linalg --mpopt-gpu-im2col=cudnn=true --split-input-file | FileCheck %s --check-prefix=CUDNN

// A padded 3x3 convolution, channels first, batch 2, images of 1024
// positions: an im2col copy
// [n, c, kh, kw, oh, ow] that reads the unpadded input and writes the
// padding value (+0) where a window leaves it, then a batch of 2 GEMMs
// W[16, 72] x col[n][72, 1024] with the weight shared (its map has no batch
// dimension), into a zero fill of the GEMM's shape; the bias and ReLU
// epilogue reads the result through a reshape.

// CHECK-DAG: #[[$IDENTITY:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
// CHECK-DAG: #[[$W:.+]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-DAG: #[[$COL:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[$OUT:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @nchw
// CHECK-SAME: (%[[X:.+]]: tensor<2x8x32x32xf32>, %[[F:.+]]: tensor<16x8x3x3xf32>
// CHECK-NOT: tensor.pad
// CHECK: %[[ZEROPAD:.+]] = arith.constant 0.0
// CHECK: %[[COPY:.+]] = linalg.generic {indexing_maps = [#[[$IDENTITY]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%{{.+}} : tensor<2x8x3x3x32x32xf32>)
// CHECK: linalg.index 4
// CHECK: linalg.index 2
// CHECK: %[[ROW0:.+]] = arith.addi %{{.+}}, %{{.+}} : index
// CHECK: %[[ROW:.+]] = arith.subi %[[ROW0]], %{{.+}} : index
// CHECK: %[[ROWIN:.+]] = arith.cmpi ult, %[[ROW]], %{{.+}} : index
// CHECK: %[[COLIN:.+]] = arith.cmpi ult, %[[COLUMN:.+]], %{{.+}} : index
// CHECK: %[[IN:.+]] = arith.andi %[[ROWIN]], %[[COLIN]] : i1
// CHECK: %[[R:.+]] = arith.select %[[IN]], %[[ROW]]
// CHECK: %[[S:.+]] = arith.select %[[IN]], %[[COLUMN]]
// CHECK: %[[N:.+]] = linalg.index 0
// CHECK: %[[C:.+]] = linalg.index 1
// CHECK: %[[E:.+]] = tensor.extract %[[X]][%[[N]], %[[C]], %[[R]], %[[S]]] : tensor<2x8x32x32xf32>
// CHECK: %[[V:.+]] = arith.select %[[IN]], %[[E]], %[[ZEROPAD]] : f32
// CHECK: linalg.yield %[[V]]
// CHECK: %[[K:.+]] = tensor.collapse_shape %[[COPY]] {{\[}}[0], [1, 2, 3], [4, 5]] : tensor<2x8x3x3x32x32xf32> into tensor<2x72x1024xf32>
// CHECK: %[[WK:.+]] = tensor.collapse_shape %[[F]] {{\[}}[0], [1, 2, 3]] : tensor<16x8x3x3xf32> into tensor<16x72xf32>
// CHECK: %[[ZERO:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<2x16x1024xf32>)
// CHECK: %[[GEMM:.+]] = linalg.generic {indexing_maps = [#[[$W]], #[[$COL]], #[[$OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[WK]], %[[K]] : tensor<16x72xf32>, tensor<2x72x1024xf32>) outs(%[[ZERO]] : tensor<2x16x1024xf32>)
// CHECK-SAME: mpopt.contraction = {multiply = f32, scaled = false, transpose_lhs = false, transpose_rhs = false}
// CHECK: %[[ACC:.+]] = tensor.expand_shape %[[GEMM]] {{\[}}[0], [1], [2, 3]] output_shape [2, 16, 32, 32]
// CHECK: linalg.generic {{.*}} ins(%[[ACC]], %{{.+}} : tensor<2x16x32x32xf32>, tensor<16xf32>)
// CHECK: arith.maximumf
// CHECK-NOT: mpopt.convolution
func.func @nchw(%x: tensor<2x8x32x32xf32>, %w: tensor<16x8x3x3xf32>, %b: tensor<16xf32>) -> tensor<2x16x32x32xf32> {
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [1, 1, 1, 1]
      dilations [1, 1] groups(1) multiply(f32) accumulate(f32)
      bias(%b : tensor<16xf32>) activation<relu>
      : tensor<2x8x32x32xf32>, tensor<16x8x3x3xf32> -> tensor<2x16x32x32xf32>
  return %y : tensor<2x16x32x32xf32>
}

// -----

// A 1x1 convolution of stride 1 on an input stored in the multiply type
// needs no copy: the input, reshaped, is the GEMM's operand (a batch of
// one: see @merged_pointwise for more).
// CHECK-LABEL: func.func @pointwise
// CHECK-SAME: (%[[X:.+]]: tensor<1x8x4x4xbf16>, %[[F:.+]]: tensor<16x8x1x1xbf16>)
// CHECK-NOT: linalg.generic
// CHECK: %[[K:.+]] = tensor.collapse_shape %[[X]] {{\[}}[0], [1], [2, 3]] : tensor<1x8x4x4xbf16> into tensor<1x8x16xbf16>
// CHECK: %[[WK:.+]] = tensor.collapse_shape %[[F]] {{\[}}[0], [1, 2, 3]] : tensor<16x8x1x1xbf16> into tensor<16x8xbf16>
// CHECK: linalg.generic {{.*}} ins(%[[WK]], %[[K]] : tensor<16x8xbf16>, tensor<1x8x16xbf16>)
// CHECK-SAME: mpopt.contraction = {multiply = bf16
func.func @pointwise(%x: tensor<1x8x4x4xbf16>, %w: tensor<16x8x1x1xbf16>) -> tensor<1x16x4x4xbf16> {
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      : tensor<1x8x4x4xbf16>, tensor<16x8x1x1xbf16> -> tensor<1x16x4x4xbf16>
  return %y : tensor<1x16x4x4xbf16>
}

// -----

// Channels last (TOSA's HWCF), stride 2, an f32 input under a bf16
// multiply: the copy [n, oh, ow, kh, kw, c] rounds each element to bf16 as
// the loops did, and the convolution is one GEMM col[16, 36] x W[36, 8].
// CHECK-DAG: #[[$GATHER:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d3, d2 * 2 + d4, d5)>
// CHECK-DAG: #[[$LHS:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[$RHS:.+]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-LABEL: func.func @hwcf
// CHECK-SAME: (%[[X:.+]]: tensor<1x9x9x4xf32>, %[[F:.+]]: tensor<3x3x4x8xbf16>)
// CHECK: %[[COPY:.+]] = linalg.generic {indexing_maps = [#[[$GATHER]], #{{.+}}], {{.*}} ins(%[[X]] : tensor<1x9x9x4xf32>) outs(%{{.+}} : tensor<1x4x4x3x3x4xbf16>)
// CHECK: mpopt.cast %{{.+}} : f32 to bf16
// CHECK: %[[K:.+]] = tensor.collapse_shape %[[COPY]] {{\[}}[0, 1, 2], [3, 4, 5]] : tensor<1x4x4x3x3x4xbf16> into tensor<16x36xbf16>
// CHECK: %[[WK:.+]] = tensor.collapse_shape %[[F]] {{\[}}[0, 1, 2], [3]] : tensor<3x3x4x8xbf16> into tensor<36x8xbf16>
// CHECK: %[[GEMM:.+]] = linalg.generic {indexing_maps = [#[[$LHS]], #[[$RHS]], #{{.+}}], {{.*}} ins(%[[K]], %[[WK]] : tensor<16x36xbf16>, tensor<36x8xbf16>) outs(%{{.+}} : tensor<16x8xf32>)
// CHECK-SAME: mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = false}
// CHECK: tensor.expand_shape %[[GEMM]] {{\[}}[0, 1, 2], [3]] output_shape [1, 4, 4, 8]
func.func @hwcf(%x: tensor<1x9x9x4xf32>, %w: tensor<3x3x4x8xbf16>) -> tensor<1x4x4x8xf32> {
  %y = mpopt.conv %x, %w layout<nhwc_hwcf> strides [2, 2] padding [0, 0, 0, 0]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      : tensor<1x9x9x4xf32>, tensor<3x3x4x8xbf16> -> tensor<1x4x4x8xf32>
  return %y : tensor<1x4x4x8xf32>
}

// -----

// TOSA's OHWI filter ([F, KH, KW, C]) is the GEMM's rhs transposed;
// dilation 2 spreads the gather.
// CHECK-DAG: #[[$GATHER:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d3 * 2, d2 + d4 * 2, d5)>
// CHECK-DAG: #[[$RHS:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-LABEL: func.func @fhwc
// CHECK: linalg.generic {indexing_maps = [#[[$GATHER]], #{{.+}}]
// CHECK: %[[WK:.+]] = tensor.collapse_shape %{{.+}} {{\[}}[0], [1, 2, 3]] : tensor<8x2x2x4xf32> into tensor<8x16xf32>
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #[[$RHS]], #{{.+}}], {{.*}} ins(%{{.+}}, %[[WK]] : tensor<32x16xf32>, tensor<8x16xf32>)
// CHECK-SAME: transpose_rhs = true
func.func @fhwc(%x: tensor<2x6x6x4xf32>, %w: tensor<8x2x2x4xf32>) -> tensor<2x4x4x8xf32> {
  %y = mpopt.conv %x, %w layout<nhwc_fhwc> strides [1, 1] padding [0, 0, 0, 0]
      dilations [2, 2] groups(1) multiply(f32) accumulate(f32)
      : tensor<2x6x6x4xf32>, tensor<8x2x2x4xf32> -> tensor<2x4x4x8xf32>
  return %y : tensor<2x4x4x8xf32>
}

// -----

// A depthwise convolution is no GEMM: mpopt-lower-to-linalg marks no
// grouped convolution, and its loops stay a kernel.
// CHECK-LABEL: func.func @depthwise
// CHECK-NOT: mpopt.contraction
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]
// CHECK-NOT: mpopt.contraction
func.func @depthwise(%x: tensor<1x8x6x6xf32>, %w: tensor<8x1x3x3xf32>) -> tensor<1x8x4x4xf32> {
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0]
      dilations [1, 1] groups(8) multiply(f32) accumulate(f32)
      : tensor<1x8x6x6xf32>, tensor<8x1x3x3xf32> -> tensor<1x8x4x4xf32>
  return %y : tensor<1x8x4x4xf32>
}

// -----

// cuBLASLt accumulates in f32 here: an f16 accumulator stays loops, marked.
// CHECK-LABEL: func.func @f16_accumulator
// CHECK-NOT: mpopt.contraction
// CHECK: linalg.generic {{.*}}mpopt.convolution
// CHECK-NOT: mpopt.contraction
func.func @f16_accumulator(%x: tensor<1x4x4x4xf16>, %w: tensor<4x4x1x1xf16>) -> tensor<1x4x4x4xf16> {
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0]
      dilations [1, 1] groups(1) multiply(f16) accumulate(f16)
      : tensor<1x4x4x4xf16>, tensor<4x4x1x1xf16> -> tensor<1x4x4x4xf16>
  return %y : tensor<1x4x4x4xf16>
}

// -----

// Marks that do not describe the loops' operands leave them alone: no
// multiply type, and a window (3x3 at stride 2 for a 4x4 output) reaching
// past a 6x6 input.
#in = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#filter = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @bad_marks
// CHECK-NOT: mpopt.contraction
// CHECK: linalg.generic {{.*}}mpopt.convolution = {dilations = array<i64: 1, 1>, layout = "nchw_fchw", strides = array<i64: 1, 1>}
// CHECK: linalg.generic {{.*}}mpopt.convolution = {dilations = array<i64: 1, 1>, layout = "nchw_fchw", multiply = f32, strides = array<i64: 2, 2>}
// CHECK-NOT: mpopt.contraction
func.func @bad_marks(%x: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>,
                     %acc: tensor<1x3x4x4xf32>) -> (tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>) {
  %0 = linalg.generic {indexing_maps = [#in, #filter, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%acc : tensor<1x3x4x4xf32>)
      attrs = {mpopt.convolution = {layout = "nchw_fchw", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>}} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x3x4x4xf32>
  %1 = linalg.generic {indexing_maps = [#in, #filter, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%acc : tensor<1x3x4x4xf32>)
      attrs = {mpopt.convolution = {layout = "nchw_fchw", strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, multiply = f32}} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x3x4x4xf32>
  return %0, %1 : tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>
}

// -----

// A dynamic batch stays loops: the copy and the GEMM need static shapes.
#in = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#filter = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @dynamic
// CHECK-NOT: mpopt.contraction
// CHECK: linalg.generic {{.*}}mpopt.convolution
func.func @dynamic(%x: tensor<?x2x6x6xf32>, %w: tensor<3x2x3x3xf32>,
                   %acc: tensor<?x3x4x4xf32>) -> tensor<?x3x4x4xf32> {
  %0 = linalg.generic {indexing_maps = [#in, #filter, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w : tensor<?x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%acc : tensor<?x3x4x4xf32>)
      attrs = {mpopt.convolution = {layout = "nchw_fchw", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, multiply = f32}} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x3x4x4xf32>
  return %0 : tensor<?x3x4x4xf32>
}

// -----

// Channels last with padding: the copy [n, oh, ow, kh, kw, c] reads the
// unpadded input at [n, row, column, c], rounds it to bf16, and writes
// the padding value outside.
// CHECK-LABEL: func.func @hwcf_padded
// CHECK-SAME: (%[[X:.+]]: tensor<1x8x8x4xf32>, %[[F:.+]]: tensor<3x3x4x8xbf16>)
// CHECK-NOT: tensor.pad
// CHECK: linalg.generic {{.*}} outs(%{{.+}} : tensor<1x4x4x3x3x4xbf16>)
// CHECK: %[[IN:.+]] = arith.andi
// CHECK: %[[R:.+]] = arith.select %[[IN]]
// CHECK: %[[S:.+]] = arith.select %[[IN]]
// CHECK: %[[N:.+]] = linalg.index 0
// CHECK: %[[C:.+]] = linalg.index 5
// CHECK: %[[E:.+]] = tensor.extract %[[X]][%[[N]], %[[R]], %[[S]], %[[C]]] : tensor<1x8x8x4xf32>
// CHECK: %[[V:.+]] = arith.select %[[IN]], %[[E]], %{{.+}} : f32
// CHECK: %[[B:.+]] = mpopt.cast %[[V]] : f32 to bf16
// CHECK: linalg.yield %[[B]]
// CHECK: mpopt.contraction = {multiply = bf16
func.func @hwcf_padded(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xbf16>) -> tensor<1x4x4x8xf32> {
  %y = mpopt.conv %x, %w layout<nhwc_hwcf> strides [2, 2] padding [1, 1, 1, 1]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      : tensor<1x8x8x4xf32>, tensor<3x3x4x8xbf16> -> tensor<1x4x4x8xf32>
  return %y : tensor<1x4x4x8xf32>
}

// -----

// Images of fewer than 1024 positions, channels first: one GEMM over the
// batch's positions, W[16, 72] x col[72, 2 * 64], with the copy in the
// order [c, kh, kw, n, oh, ow]; the result [F, N, OH, OW] is read as NCHW
// by a copy across, which the epilogue then fuses with.
// CHECK-DAG: #[[$ACROSS:.+]] = affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>
// CHECK-DAG: #[[$IN:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @merged
// CHECK-SAME: (%[[X:.+]]: tensor<2x8x8x8xbf16>, %[[F:.+]]: tensor<16x8x3x3xbf16>
// CHECK: %[[COPY:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<8x3x3x2x8x8xbf16>)
// CHECK: %[[N:.+]] = linalg.index 3
// CHECK: %[[C:.+]] = linalg.index 0
// CHECK: tensor.extract %[[X]][%[[N]], %[[C]], %{{.+}}, %{{.+}}]
// CHECK: %[[K:.+]] = tensor.collapse_shape %[[COPY]] {{\[}}[0, 1, 2], [3, 4, 5]] : tensor<8x3x3x2x8x8xbf16> into tensor<72x128xbf16>
// CHECK: %[[WK:.+]] = tensor.collapse_shape %[[F]] {{\[}}[0], [1, 2, 3]] : tensor<16x8x3x3xbf16> into tensor<16x72xbf16>
// CHECK: %[[ZERO:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<16x128xf32>)
// CHECK: %[[GEMM:.+]] = linalg.generic {{.*}} ins(%[[WK]], %[[K]] : tensor<16x72xbf16>, tensor<72x128xbf16>) outs(%[[ZERO]] : tensor<16x128xf32>)
// CHECK-SAME: mpopt.contraction = {multiply = bf16, scaled = false, transpose_lhs = false, transpose_rhs = false}
// CHECK: %[[IMAGES:.+]] = tensor.expand_shape %[[GEMM]] {{\[}}[0], [1, 2, 3]] output_shape [16, 2, 8, 8] : tensor<16x128xf32> into tensor<16x2x8x8xf32>
// CHECK: %[[NCHW:.+]] = linalg.generic {indexing_maps = [#[[$ACROSS]], #[[$IN]]], {{.*}} ins(%[[IMAGES]] : tensor<16x2x8x8xf32>) outs(%{{.+}} : tensor<2x16x8x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[NCHW]], %{{.+}} : tensor<2x16x8x8xf32>, tensor<16xf32>)
func.func @merged(%x: tensor<2x8x8x8xbf16>, %w: tensor<16x8x3x3xbf16>, %b: tensor<16xf32>) -> tensor<2x16x8x8xf32> {
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [1, 1, 1, 1]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      bias(%b : tensor<16xf32>)
      : tensor<2x8x8x8xbf16>, tensor<16x8x3x3xbf16> -> tensor<2x16x8x8xf32>
  return %y : tensor<2x16x8x8xf32>
}

// -----

// Merged, a pointwise convolution needs the copy [c, n, oh, ow] too.
// CHECK-DAG: #[[$READ:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d0, d1 + d4, d2 + d5)>
// CHECK-LABEL: func.func @merged_pointwise
// CHECK-SAME: (%[[X:.+]]: tensor<2x8x4x4xbf16>
// CHECK: %[[COPY:.+]] = linalg.generic {indexing_maps = [#[[$READ]], #{{.+}}], {{.*}} ins(%[[X]] : tensor<2x8x4x4xbf16>) outs(%{{.+}} : tensor<8x1x1x2x4x4xbf16>)
// CHECK: tensor.collapse_shape %[[COPY]] {{\[}}[0, 1, 2], [3, 4, 5]] : tensor<8x1x1x2x4x4xbf16> into tensor<8x32xbf16>
// CHECK: mpopt.contraction
func.func @merged_pointwise(%x: tensor<2x8x4x4xbf16>, %w: tensor<16x8x1x1xbf16>) -> tensor<2x16x4x4xf32> {
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      : tensor<2x8x4x4xbf16>, tensor<16x8x1x1xbf16> -> tensor<2x16x4x4xf32>
  return %y : tensor<2x16x4x4xf32>
}

// -----

// A sum starting at the bias (bias_first): the GEMM sums from +0 and the
// start is added after it, in the generic that reads the merged result
// across.
// CHECK-DAG: #[[$ACROSS:.+]] = affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>
// CHECK-DAG: #[[$SAME:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @merged_bias_first
// CHECK: %[[START:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<2x16x4x4xf32>)
// CHECK: %[[ZERO:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<16x32xf32>)
// CHECK: %[[GEMM:.+]] = linalg.generic {{.*}} outs(%[[ZERO]] : tensor<16x32xf32>)
// CHECK-SAME: mpopt.contraction
// CHECK: %[[IMAGES:.+]] = tensor.expand_shape %[[GEMM]]
// CHECK: linalg.generic {indexing_maps = [#[[$ACROSS]], #[[$SAME]], #[[$SAME]]], {{.*}} ins(%[[IMAGES]], %[[START]] : tensor<16x2x4x4xf32>, tensor<2x16x4x4xf32>)
// CHECK: ^bb0(%[[P:.+]]: f32, %[[S:.+]]: f32, %{{.+}}: f32):
// CHECK: arith.addf %[[S]], %[[P]] : f32
func.func @merged_bias_first(%x: tensor<2x8x4x4xbf16>, %w: tensor<16x8x1x1xbf16>, %b: tensor<16xf32>) -> tensor<2x16x4x4xf32> {
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      bias(%b : tensor<16xf32>) bias_first
      : tensor<2x8x4x4xbf16>, tensor<16x8x1x1xbf16> -> tensor<2x16x4x4xf32>
  return %y : tensor<2x16x4x4xf32>
}

// -----

// Not merged (one image): the start is added to the GEMM's result as it
// unfolds.
// CHECK-LABEL: func.func @bias_first
// CHECK: %[[START:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<1x16x4x4xf32>)
// CHECK: %[[ZERO:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<1x16x16xf32>)
// CHECK: %[[GEMM:.+]] = linalg.generic {{.*}} outs(%[[ZERO]] : tensor<1x16x16xf32>)
// CHECK: %[[PRODUCT:.+]] = tensor.expand_shape %[[GEMM]]
// CHECK: linalg.generic {{.*}} ins(%[[PRODUCT]], %[[START]] : tensor<1x16x4x4xf32>, tensor<1x16x4x4xf32>)
// CHECK: arith.addf
func.func @bias_first(%x: tensor<1x8x4x4xbf16>, %w: tensor<16x8x1x1xbf16>, %b: tensor<16xf32>) -> tensor<1x16x4x4xf32> {
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [0, 0, 0, 0]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      bias(%b : tensor<16xf32>) bias_first
      : tensor<1x8x4x4xbf16>, tensor<16x8x1x1xbf16> -> tensor<1x16x4x4xf32>
  return %y : tensor<1x16x4x4xf32>
}

// -----

// With cudnn, a channels-last 3x3 convolution over 16 channels whose
// result is its f32 sum rounded to the multiply type stays as it is (cuDNN
// reads the padded input in place and writes bf16); a 1x1 one of stride 2,
// one over 4 channels and one whose f32 sum is its result still become a
// copy and a GEMM, and so does a 3x3 one whose copy would be small (a
// batch of 2 at 8x8).
// CUDNN-LABEL: func.func @cudnn
// CUDNN: %[[SUM:.+]] = linalg.generic {{.+}} outs(%{{.+}} : tensor<8x32x32x32xf32>) attrs =  {mpopt.convolution = {{.+}}layout = "nhwc_fhwc"
// CUDNN: linalg.generic {{.+}} ins(%[[SUM]] : tensor<8x32x32x32xf32>) outs(%{{.+}} : tensor<8x32x32x32xbf16>)
// CUDNN: mpopt.contraction
// CUDNN: mpopt.contraction
// CUDNN: mpopt.contraction
// CUDNN: mpopt.contraction
// CUDNN-NOT: mpopt.convolution
// CHECK-LABEL: func.func @cudnn
// CHECK-NOT: mpopt.convolution
func.func @cudnn(%x: tensor<8x32x32x16xbf16>, %w: tensor<32x3x3x16xbf16>, %w1: tensor<32x1x1x16xbf16>,
                 %x4: tensor<8x32x32x4xbf16>, %w4: tensor<32x3x3x4xbf16>,
                 %small: tensor<2x8x8x16xbf16>)
    -> (tensor<8x32x32x32xbf16>, tensor<8x16x16x32xbf16>, tensor<8x32x32x32xbf16>, tensor<8x32x32x32xf32>, tensor<2x8x8x32xbf16>) {
  %y = mpopt.conv %x, %w layout<nhwc_fhwc> strides [1, 1] padding [1, 1, 1, 1]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      : tensor<8x32x32x16xbf16>, tensor<32x3x3x16xbf16> -> tensor<8x32x32x32xbf16>
  %s = mpopt.conv %x, %w1 layout<nhwc_fhwc> strides [2, 2] padding [0, 0, 0, 0]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      : tensor<8x32x32x16xbf16>, tensor<32x1x1x16xbf16> -> tensor<8x16x16x32xbf16>
  %n = mpopt.conv %x4, %w4 layout<nhwc_fhwc> strides [1, 1] padding [1, 1, 1, 1]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      : tensor<8x32x32x4xbf16>, tensor<32x3x3x4xbf16> -> tensor<8x32x32x32xbf16>
  %f = mpopt.conv %x, %w layout<nhwc_fhwc> strides [1, 1] padding [1, 1, 1, 1]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      : tensor<8x32x32x16xbf16>, tensor<32x3x3x16xbf16> -> tensor<8x32x32x32xf32>
  %m = mpopt.conv %small, %w layout<nhwc_fhwc> strides [1, 1] padding [1, 1, 1, 1]
      dilations [1, 1] groups(1) multiply(bf16) accumulate(f32)
      : tensor<2x8x8x16xbf16>, tensor<32x3x3x16xbf16> -> tensor<2x8x8x32xbf16>
  return %y, %s, %n, %f, %m : tensor<8x32x32x32xbf16>, tensor<8x16x16x32xbf16>, tensor<8x32x32x32xbf16>, tensor<8x32x32x32xf32>, tensor<2x8x8x32xbf16>
}

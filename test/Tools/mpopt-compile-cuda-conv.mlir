// GPU builds of an NCHW convolution block (torch-mlir's form: a +0 pad,
// conv_2d_nchw_fchw multiplying bf16 into f32, rounded to bf16, then a
// per-channel scale and ReLU), through mpopt-pipeline (which takes the
// rounding into the convolution): the block runs channels last, and the 3x3
// convolution (its im2col copy would hold 8 x 32 x 32 x 9 x 16 values) is
// a call of the runtime's mpoptConv (cuDNN) with the padded input's shape
// [8, 34, 34, 16], 32 filters of 3x3, a 32x32 result, strides and
// dilation 1 and bf16 (2); the 1x1 convolution after it reads the bf16
// result as its GEMM operand (mpoptMatmul). With --gpu-convolutions=im2col
// no mpoptConv is called. An unknown value is refused by name.

// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --pipeline=mpopt-pipeline --emit-llvm=%t.ll -o %t.so
// RUN: FileCheck %s --check-prefix=CUDNN < %t.ll
// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --gpu-convolutions=im2col --pipeline=mpopt-pipeline --emit-llvm=%t.im2col.ll -o %t.im2col.so
// RUN: FileCheck %s --check-prefix=IM2COL < %t.im2col.ll
// RUN: not mpopt-compile %s --target=cuda --gpu-binary=ptx --gpu-convolutions=winograd -o %t.bad.so 2>&1 | FileCheck %s --check-prefix=BAD

// CUDNN: call void @mpoptConv(i64 %{{.+}}, i64 %{{.+}}, i64 %{{.+}}, i64 8, i64 34, i64 34, i64 16, i64 32, i64 3, i64 3, i64 32, i64 32, i64 1, i64 1, i64 1, i32 2)
// CUDNN: call void @mpoptMatmul(
// CUDNN-NOT: call void @mpoptConv(
// IM2COL-NOT: mpoptConv
// IM2COL-COUNT-2: call void @mpoptMatmul(
// BAD: error: unknown GPU convolutions 'winograd'; expected cudnn or im2col

func.func @block(%x: tensor<8x16x32x32xbf16>, %w: tensor<32x16x3x3xbf16>, %s: tensor<32x1x1xf32>, %w2: tensor<32x32x1x1xbf16>) -> tensor<8x32x32x32xf32> {
  %zero = arith.constant 0.0 : bf16
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : bf16
  } : tensor<8x16x32x32xbf16> to tensor<8x16x34x34xbf16>
  %zf = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32x32x32xf32>
  %f = linalg.fill ins(%zf : f32) outs(%e : tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%padded, %w : tensor<8x16x34x34xbf16>, tensor<32x16x3x3xbf16>) outs(%f : tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xf32>
  %eb = tensor.empty() : tensor<8x32x32x32xbf16>
  %t = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<8x32x32x32xf32>) outs(%eb : tensor<8x32x32x32xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %y = arith.truncf %a : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<8x32x32x32xbf16>
  %r = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (c, 0, 0)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t, %s : tensor<8x32x32x32xbf16>, tensor<32x1x1xf32>) outs(%eb : tensor<8x32x32x32xbf16>) {
  ^bb0(%a: bf16, %b: f32, %o: bf16):
    %u = arith.extf %a : bf16 to f32
    %m = arith.mulf %u, %b : f32
    %z = arith.maximumf %m, %zf : f32
    %y = arith.truncf %z : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<8x32x32x32xbf16>
  %c2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%r, %w2 : tensor<8x32x32x32xbf16>, tensor<32x32x1x1xbf16>) outs(%f : tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xf32>
  return %c2 : tensor<8x32x32x32xf32>
}

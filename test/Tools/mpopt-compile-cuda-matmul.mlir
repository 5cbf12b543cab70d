// GPU builds send matmuls to cuBLASLt: the host code calls the runtime's
// mpoptMatmul with device pointers, the batch count (the leading
// dimension: dense matrices one after another), M, N, K, the transposes and the
// element types (0 f32, 1 f16, 2 bf16), and the epilogue that only
// rounds the f32 accumulator to bf16 is cuBLASLt's output type, not a
// kernel. A weight stored in f32 and multiplied in bf16 gets one
// conversion kernel first. cuBLASLt writes f32 or the operands' type only:
// f16 operands with a bf16 result get the f32 accumulator and a conversion
// kernel after. The call writes its whole result: the zero fill of an
// accumulator it writes itself is no kernel either. An f32 addition of
// the result and another buffer (a residual connection) is cuBLASLt's
// addend (beta = 1), unless the addend is not ready where the call goes.
// An FP8 matmul passes its two scales in a buffer a one-thread kernel
// fills, and its rhs as [N, K] (Hopper's FP8 GEMMs read both operands
// along K): a kernel transposes it through shared memory first; where the
// rhs is quantized in the program, the quantization writes it transposed.

// RUN: split-file %s %t
// RUN: mpopt-compile %t/bf16.mlir --target=cuda --gpu-binary=ptx --pipeline="func.func(mpopt-lower-to-linalg)" --emit-ptx=%t/bf16.ptx --emit-llvm=%t/bf16.ll -o %t/bf16.so
// RUN: FileCheck %s --check-prefix=BF16 < %t/bf16.ll
// RUN: FileCheck %s --check-prefix=BF16-PTX --allow-empty < %t/bf16.ptx
// RUN: mpopt-compile %t/batched.mlir --target=cuda --gpu-binary=ptx --pipeline="func.func(mpopt-lower-to-linalg)" --emit-ptx=%t/batched.ptx --emit-llvm=%t/batched.ll -o %t/batched.so
// RUN: FileCheck %s --check-prefix=BATCHED < %t/batched.ll
// RUN: FileCheck %s --check-prefix=BATCHED-PTX --allow-empty < %t/batched.ptx
// RUN: mpopt-compile %t/bias.mlir --target=cuda --gpu-binary=ptx --pipeline="func.func(mpopt-lower-to-linalg)" --emit-ptx=%t/bias.ptx --emit-llvm=%t/bias.ll -o %t/bias.so
// RUN: FileCheck %s --check-prefix=BIAS < %t/bias.ll
// RUN: FileCheck %s --check-prefix=BIAS-PTX --allow-empty < %t/bias.ptx
// RUN: mpopt-compile %t/fp8-out.mlir --target=cuda --gpu-binary=ptx --pipeline="func.func(mpopt-lower-to-linalg)" --emit-ptx=%t/fp8-out.ptx --emit-llvm=%t/fp8-out.ll -o %t/fp8-out.so
// RUN: FileCheck %s --check-prefix=FP8OUT < %t/fp8-out.ll
// RUN: mpopt-compile %t/mixed.mlir --target=cuda --gpu-binary=ptx --pipeline="func.func(mpopt-lower-to-linalg)" --emit-ptx=%t/mixed.ptx --emit-llvm=%t/mixed.ll -o %t/mixed.so
// RUN: FileCheck %s --check-prefix=MIXED < %t/mixed.ll
// RUN: FileCheck %s --check-prefix=MIXED-PTX < %t/mixed.ptx
// RUN: mpopt-compile %t/widened.mlir --target=cuda --gpu-binary=ptx --pipeline="func.func(mpopt-lower-to-linalg)" --emit-ptx=%t/widened.ptx --emit-llvm=%t/widened.ll -o %t/widened.so
// RUN: FileCheck %s --check-prefix=WIDENED < %t/widened.ll
// RUN: FileCheck %s --check-prefix=WIDENED-PTX < %t/widened.ptx
// RUN: mpopt-compile %t/f16-bf16.mlir --target=cuda --gpu-binary=ptx --pipeline="func.func(mpopt-lower-to-linalg)" --emit-ptx=%t/f16-bf16.ptx -o %t/f16-bf16.so
// RUN: FileCheck %s --check-prefix=F16-BF16-PTX < %t/f16-bf16.ptx
// RUN: mpopt-compile %t/f16-to-bf16.mlir --target=cuda --gpu-binary=ptx --pipeline="func.func(mpopt-lower-to-linalg)" --emit-ptx=%t/f16.ptx --emit-llvm=%t/f16.ll -o %t/f16.so
// RUN: FileCheck %s --check-prefix=F16 < %t/f16.ll
// RUN: FileCheck %s --check-prefix=F16-PTX < %t/f16.ptx
// RUN: mpopt-compile %t/linear-bf16.mlir --target=cuda --gpu-binary=ptx -o %t/linear-bf16.so
// RUN: mpopt-compile %t/linear-bf16.mlir --target=cuda --gpu-binary=ptx --pipeline=mpopt-pipeline --emit-llvm=%t/linear-bf16.ll -o %t/linear-bf16.so
// RUN: FileCheck %s --check-prefix=LINEAR-BF16 < %t/linear-bf16.ll
// RUN: mpopt-compile %t/read.mlir --target=cuda --gpu-binary=ptx --pipeline="func.func(mpopt-lower-to-linalg)" --emit-ptx=%t/read.ptx -o %t/read.so
// RUN: FileCheck %s --check-prefix=READ-PTX < %t/read.ptx
// RUN: mpopt-compile %t/residual.mlir --target=cuda --gpu-binary=ptx --pipeline="func.func(mpopt-lower-to-linalg)" --emit-ptx=%t/residual.ptx --emit-llvm=%t/residual.ll -o %t/residual.so
// RUN: FileCheck %s --check-prefix=RESIDUAL < %t/residual.ll
// RUN: FileCheck %s --check-prefix=RESIDUAL-PTX --allow-empty < %t/residual.ptx
// RUN: mpopt-compile %t/late.mlir --target=cuda --gpu-binary=ptx --pipeline="func.func(mpopt-lower-to-linalg)" --emit-ptx=%t/late.ptx --emit-llvm=%t/late.ll -o %t/late.so
// RUN: FileCheck %s --check-prefix=LATE < %t/late.ll
// RUN: FileCheck %s --check-prefix=LATE-PTX < %t/late.ptx
// RUN: mpopt-compile %t/fp8.mlir --target=cuda --gpu-binary=ptx --pipeline="func.func(mpopt-lower-to-linalg)" --emit-ptx=%t/fp8.ptx --emit-llvm=%t/fp8.ll -o %t/fp8.so
// RUN: FileCheck %s --check-prefix=FP8 < %t/fp8.ll
// RUN: FileCheck %s --check-prefix=FP8-PTX < %t/fp8.ptx
// RUN: mpopt-compile %t/fp8-quantized.mlir --target=cuda --gpu-binary=ptx --pipeline="func.func(mpopt-lower-to-linalg)" --emit-ptx=%t/fp8q.ptx --emit-llvm=%t/fp8q.ll -o %t/fp8q.so
// RUN: FileCheck %s --check-prefix=FP8Q < %t/fp8q.ll
// RUN: FileCheck %s --check-prefix=FP8Q-PTX < %t/fp8q.ptx

//--- bf16.mlir
func.func @mm(%a: tensor<256x512xbf16>, %b: tensor<128x512xbf16>) -> tensor<256x128xbf16> {
  %y = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) transpose_rhs
      : tensor<256x512xbf16>, tensor<128x512xbf16> -> tensor<256x128xbf16>
  return %y : tensor<256x128xbf16>
}
// BF16: call void @mpoptMatmul(i64 %{{.+}}, i64 %{{.+}}, i64 %{{.+}}, i64 0, i64 0, i64 0, i64 1, i64 256, i64 128, i64 512, i32 0, i32 1, i32 2, i32 2, i32 2, i32 2)
// BF16-PTX-NOT: .entry

//--- batched.mlir
func.func @mm(%a: tensor<6x256x512xbf16>, %b: tensor<6x128x512xbf16>) -> tensor<6x256x128xbf16> {
  %y = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) transpose_rhs
      : tensor<6x256x512xbf16>, tensor<6x128x512xbf16> -> tensor<6x256x128xbf16>
  return %y : tensor<6x256x128xbf16>
}
// BATCHED: call void @mpoptMatmul(i64 %{{.+}}, i64 %{{.+}}, i64 %{{.+}}, i64 0, i64 0, i64 0, i64 6, i64 256, i64 128, i64 512, i32 0, i32 1, i32 2, i32 2, i32 2, i32 2)
// BATCHED-PTX-NOT: .entry

//--- bias.mlir
// An f32 row vector added to every row of the product is cuBLASLt's bias
// epilogue: its pointer is the call's fifth argument, and no kernel adds.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @mm(%a: tensor<256x512xbf16>, %b: tensor<512x128xbf16>, %bias: tensor<128xf32>) -> tensor<256x128xf32> {
  %y = mpopt.matmul %a, %b multiply(bf16) accumulate(f32)
      : tensor<256x512xbf16>, tensor<512x128xbf16> -> tensor<256x128xf32>
  %e = tensor.empty() : tensor<256x128xf32>
  %z = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %bias : tensor<256x128xf32>, tensor<128xf32>) outs(%e : tensor<256x128xf32>) {
  ^bb0(%p: f32, %c: f32, %o: f32):
    %s = arith.addf %p, %c : f32
    linalg.yield %s : f32
  } -> tensor<256x128xf32>
  return %z : tensor<256x128xf32>
}
// BIAS: call void @mpoptMatmul(i64 %{{.+}}, i64 %{{.+}}, i64 %{{.+}}, i64 0, i64 %{{.+}}, i64 0, i64 1, i64 256, i64 128, i64 512, i32 0, i32 0, i32 2, i32 2, i32 0, i32 2)
// BIAS-PTX-NOT: .entry

//--- fp8-out.mlir
// An FP8 result with a result scale and the amax: cuBLASLt multiplies
// (unscaled, f32 result), and kernels apply the scales and the saturating
// cast and take the amax (before, the product itself ran as generic loops).
#v = affine_map<(d0) -> (d0)>
func.func @mm(%a: tensor<256x512xf8E4M3FN>, %b: tensor<512x128xf8E4M3FN>, %sa: tensor<f32>, %sb: tensor<f32>, %sy: tensor<f32>, %h: tensor<4xf32>) -> (tensor<256x128xf8E4M3FN>, tensor<4xf32>) {
  %x = tensor.extract %sa[] : tensor<f32>
  %y = tensor.extract %sb[] : tensor<f32>
  %z = tensor.extract %sy[] : tensor<f32>
  %r, %amax = mpopt.matmul %a, %b multiply(f8E4M3FN) accumulate(f32) scales(%x, %y) result_scale(%z) saturate
      : tensor<256x512xf8E4M3FN>, tensor<512x128xf8E4M3FN> -> tensor<256x128xf8E4M3FN>, f32
  // The amax into a history of them.
  %e = tensor.empty() : tensor<4xf32>
  %n = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
      ins(%h : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %m = arith.maximumf %in, %amax : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %r, %n : tensor<256x128xf8E4M3FN>, tensor<4xf32>
}
// FP8OUT: call void @mpoptMatmul(i64 %{{.+}}, i64 %{{.+}}, i64 %{{.+}}, i64 0, i64 0, i64 0, i64 1, i64 256, i64 128, i64 512, i32 0, i32 1, i32 4, i32 4, i32 0, i32 4)
// FP8OUT: call void @mgpuLaunchKernel

//--- mixed.mlir
func.func @mm(%a: tensor<256x512xbf16>, %w: tensor<512x128xf32>) -> tensor<256x128xf32> {
  %y = mpopt.matmul %a, %w multiply(bf16) accumulate(f32)
      : tensor<256x512xbf16>, tensor<512x128xf32> -> tensor<256x128xf32>
  return %y : tensor<256x128xf32>
}
// The call follows the conversion kernel on the same stream, and the
// function returns without waiting for either (mpopt-gpu-async-host).
// MIXED: call void @mgpuLaunchKernel
// MIXED-NOT: @mgpuStreamSynchronize
// MIXED: call void @mpoptMatmul(i64 %{{.+}}, i64 %{{.+}}, i64 %{{.+}}, i64 0, i64 0, i64 0, i64 1, i64 256, i64 128, i64 512, i32 0, i32 0, i32 2, i32 2, i32 0, i32 2)
// MIXED-NEXT: call void @mgpuMemFree
// MIXED-NOT: @mgpuStreamSynchronize
// MIXED: ret void
// MIXED-PTX: .entry
// MIXED-PTX: cvt.rn.bf16{{(x2)?}}.f32
// MIXED-PTX-NOT: .entry

//--- widened.mlir
// A bf16 operand beside an f32 one in an f32 multiply: the conversion
// kernel widens it (exactly), cuBLASLt multiplies f32.
func.func @mm(%a: tensor<256x512xbf16>, %w: tensor<512x128xf32>) -> tensor<256x128xf32> {
  %y = mpopt.matmul %a, %w multiply(f32) accumulate(f32)
      : tensor<256x512xbf16>, tensor<512x128xf32> -> tensor<256x128xf32>
  return %y : tensor<256x128xf32>
}
// WIDENED: call void @mgpuLaunchKernel
// WIDENED: call void @mpoptMatmul(i64 %{{.+}}, i64 %{{.+}}, i64 %{{.+}}, i64 0, i64 0, i64 0, i64 1, i64 256, i64 128, i64 512, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
// WIDENED-PTX: .entry
// WIDENED-PTX: cvt.f32.bf16
// WIDENED-PTX-NOT: .entry

//--- f16-bf16.mlir
// f16 to a bf16 multiply: through f32, which holds every f16, then rounded.
func.func @mm(%a: tensor<256x512xf16>, %w: tensor<512x128xbf16>) -> tensor<256x128xf32> {
  %y = mpopt.matmul %a, %w multiply(bf16) accumulate(f32)
      : tensor<256x512xf16>, tensor<512x128xbf16> -> tensor<256x128xf32>
  return %y : tensor<256x128xf32>
}
// F16-BF16-PTX: .entry
// F16-BF16-PTX: cvt.f32.f16
// F16-BF16-PTX-NOT: {{add|mul|fma}}.{{.*}}f32
// F16-BF16-PTX: cvt.rn.bf16x2.f32
// F16-BF16-PTX-NOT: .entry

//--- f16-to-bf16.mlir
func.func @mm(%a: tensor<256x512xf16>, %b: tensor<512x128xf16>) -> tensor<256x128xbf16> {
  %y = mpopt.matmul %a, %b multiply(f16) accumulate(f32)
      : tensor<256x512xf16>, tensor<512x128xf16> -> tensor<256x128xbf16>
  return %y : tensor<256x128xbf16>
}
// F16: call void @mpoptMatmul(i64 %{{.+}}, i64 %{{.+}}, i64 %{{.+}}, i64 0, i64 0, i64 0, i64 1, i64 256, i64 128, i64 512, i32 0, i32 0, i32 1, i32 1, i32 0, i32 1)
// F16-PTX: .entry
// F16-PTX: cvt.rn.bf16{{(x2)?}}.f32
// F16-PTX-NOT: .entry

//--- linear-bf16.mlir
// nn.Linear under autocast as torch-mlir writes it: bf16 operands widened
// for an f32 matmul, the product rounded to bf16, then the bf16 bias added
// in f32 and rounded again. It builds for CUDA as is and after the
// pipeline, where the matmul is one bf16 cuBLASLt call reading the
// [N, K] weight as it is (transposed: no transposing kernel; the rounding
// before the bias keeps the addition a kernel).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @linear(%x: tensor<256x512xbf16>, %w: tensor<128x512xbf16>, %b: tensor<128xbf16>) -> tensor<256x128xbf16> {
  %zero = arith.constant 0.0 : f32
  %wt0 = tensor.empty() : tensor<512x128xbf16>
  %wt = linalg.transpose ins(%w : tensor<128x512xbf16>) outs(%wt0 : tensor<512x128xbf16>) permutation = [1, 0]
  %x32e = tensor.empty() : tensor<256x512xf32>
  %x32 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<256x512xbf16>) outs(%x32e : tensor<256x512xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %e = arith.extf %in : bf16 to f32
    linalg.yield %e : f32
  } -> tensor<256x512xf32>
  %w32e = tensor.empty() : tensor<512x128xf32>
  %w32 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%wt : tensor<512x128xbf16>) outs(%w32e : tensor<512x128xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %e = arith.extf %in : bf16 to f32
    linalg.yield %e : f32
  } -> tensor<512x128xf32>
  %acc0 = tensor.empty() : tensor<256x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%acc0 : tensor<256x128xf32>) -> tensor<256x128xf32>
  %y = linalg.matmul ins(%x32, %w32 : tensor<256x512xf32>, tensor<512x128xf32>) outs(%acc : tensor<256x128xf32>) -> tensor<256x128xf32>
  %ye = tensor.empty() : tensor<256x128xbf16>
  %yb = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<256x128xf32>) outs(%ye : tensor<256x128xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<256x128xbf16>
  %out = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%yb, %b : tensor<256x128xbf16>, tensor<128xbf16>) outs(%ye : tensor<256x128xbf16>) {
  ^bb0(%in: bf16, %bias: bf16, %o: bf16):
    %a = arith.extf %in : bf16 to f32
    %c = arith.extf %bias : bf16 to f32
    %s = arith.addf %a, %c : f32
    %t = arith.truncf %s : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<256x128xbf16>
  return %out : tensor<256x128xbf16>
}
// LINEAR-BF16-NOT: call void @mgpuLaunchKernel
// LINEAR-BF16: call void @mpoptMatmul(i64 %{{.+}}, i64 %{{.+}}, i64 %{{.+}}, i64 0, i64 0, i64 0, i64 1, i64 256, i64 128, i64 512, i32 0, i32 1, i32 2, i32 2, i32 2, i32 2)
// LINEAR-BF16: call void @mgpuLaunchKernel
// LINEAR-BF16-NOT: call void @mgpuLaunchKernel
// LINEAR-BF16: ret void

//--- read.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @mm(%a: tensor<256x512xbf16>, %b: tensor<512x128xbf16>, %r: tensor<256x128xf32>) -> tensor<256x128xf32> {
  %y = mpopt.matmul %a, %b multiply(bf16) accumulate(f32)
      : tensor<256x512xbf16>, tensor<512x128xbf16> -> tensor<256x128xf32>
  %e = tensor.empty() : tensor<256x128xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %r : tensor<256x128xf32>, tensor<256x128xf32>) outs(%e : tensor<256x128xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %t = arith.mulf %p, %q : f32
    linalg.yield %t : f32
  } -> tensor<256x128xf32>
  return %s : tensor<256x128xf32>
}
// One kernel, the product: no fill of the accumulator.
// READ-PTX: .entry
// READ-PTX-NOT: .entry
// READ-PTX: mul.rn.f32
// READ-PTX-NOT: .entry

//--- residual.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @mm(%a: tensor<256x512xbf16>, %b: tensor<512x128xbf16>, %r: tensor<256x128xf32>) -> tensor<256x128xf32> {
  %y = mpopt.matmul %a, %b multiply(bf16) accumulate(f32)
      : tensor<256x512xbf16>, tensor<512x128xbf16> -> tensor<256x128xf32>
  %e = tensor.empty() : tensor<256x128xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r, %y : tensor<256x128xf32>, tensor<256x128xf32>) outs(%e : tensor<256x128xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %t = arith.addf %p, %q : f32
    linalg.yield %t : f32
  } -> tensor<256x128xf32>
  return %s : tensor<256x128xf32>
}
// The addend is the argument %r: no kernel.
// RESIDUAL: call void @mpoptMatmul(i64 %{{.+}}, i64 %{{.+}}, i64 %{{.+}}, i64 %{{[0-9]+}}, i64 0, i64 0, i64 1, i64 256, i64 128, i64 512, i32 0, i32 0, i32 2, i32 2, i32 0, i32 2)
// RESIDUAL-PTX-NOT: .entry

//--- late.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @mm(%a: tensor<256x512xbf16>, %b: tensor<512x128xbf16>, %r: tensor<256x128xf32>) -> tensor<256x128xf32> {
  %y = mpopt.matmul %a, %b multiply(bf16) accumulate(f32)
      : tensor<256x512xbf16>, tensor<512x128xbf16> -> tensor<256x128xf32>
  %e = tensor.empty() : tensor<256x128xf32>
  %r2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<256x128xf32>) outs(%e : tensor<256x128xf32>) {
  ^bb0(%p: f32, %o: f32):
    %t = arith.mulf %p, %p : f32
    linalg.yield %t : f32
  } -> tensor<256x128xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %r2 : tensor<256x128xf32>, tensor<256x128xf32>) outs(%e : tensor<256x128xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %t = arith.addf %p, %q : f32
    linalg.yield %t : f32
  } -> tensor<256x128xf32>
  return %s : tensor<256x128xf32>
}
// The addend is computed after the matmul: the call adds nothing, and the
// addition stays a kernel, which computes the addend too
// (mpopt-gpu-fuse-elementwise).
// LATE: call void @mpoptMatmul(i64 %{{.+}}, i64 %{{.+}}, i64 %{{.+}}, i64 0, i64 0, i64 0, i64 1, i64 256,
// LATE-PTX: .entry
// LATE-PTX: mul.rn.f32
// LATE-PTX: add.rn.f32
// LATE-PTX-NOT: .entry

//--- fp8.mlir
func.func @mm(%a: tensor<256x512xf8E4M3FN>, %b: tensor<512x128xf8E4M3FN>, %sa: tensor<f32>, %sb: tensor<f32>) -> tensor<256x128xbf16> {
  %x = tensor.extract %sa[] : tensor<f32>
  %y = tensor.extract %sb[] : tensor<f32>
  %r = mpopt.matmul %a, %b multiply(f8E4M3FN) accumulate(f32) scales(%x, %y)
      : tensor<256x512xf8E4M3FN>, tensor<512x128xf8E4M3FN> -> tensor<256x128xbf16>
  return %r : tensor<256x128xbf16>
}
// FP8: call void @mpoptMatmul(i64 %{{.+}}, i64 %{{.+}}, i64 %{{.+}}, i64 0, i64 0, i64 %{{[0-9]+}}, i64 1, i64 256, i64 128, i64 512, i32 0, i32 1, i32 4, i32 4, i32 2, i32 4)
// The transpose of the rhs: 32 x 32 tiles through shared memory.
// FP8-PTX: .entry
// FP8-PTX: .shared
// FP8-PTX: bar.sync
// The scales, read from the arguments on the device.
// FP8-PTX: .entry
// FP8-PTX: ld.global
// FP8-PTX-NOT: .entry

//--- fp8-quantized.mlir
func.func @mm(%a: tensor<256x512xf8E4M3FN>, %w: tensor<512x128xf32>, %sa: tensor<f32>, %sb: tensor<f32>) -> tensor<256x128xbf16> {
  %x = tensor.extract %sa[] : tensor<f32>
  %y = tensor.extract %sb[] : tensor<f32>
  %b = mpopt.cast %w saturate : tensor<512x128xf32> to tensor<512x128xf8E4M3FN>
  %r = mpopt.matmul %a, %b multiply(f8E4M3FN) accumulate(f32) scales(%x, %y)
      : tensor<256x512xf8E4M3FN>, tensor<512x128xf8E4M3FN> -> tensor<256x128xbf16>
  return %r : tensor<256x128xbf16>
}
// FP8Q: call void @mpoptMatmul(i64 %{{.+}}, i64 %{{.+}}, i64 %{{.+}}, i64 0, i64 0, i64 %{{[0-9]+}}, i64 1, i64 256, i64 128, i64 512, i32 0, i32 1, i32 4, i32 4, i32 2, i32 4)
// The conversion, writing the transpose: f32 loads, byte stores to shared
// memory, then to the [128, 512] buffer.
// FP8Q-PTX: .entry
// FP8Q-PTX-NOT: .entry
// FP8Q-PTX: ld.global.b32
// FP8Q-PTX-NOT: .entry
// FP8Q-PTX: st.shared.b8
// FP8Q-PTX: bar.sync
// FP8Q-PTX: st.global.b8
// The scales.
// FP8Q-PTX: .entry
// FP8Q-PTX-NOT: .entry

// bf16 operands summed in f32 and rounded to f16 (what mpopt-assign-precision
// writes for a residual sum stored in f16): the sum stays an f32 add. With
// bf16 widened by cvt, LLVM's InstCombine would narrow it to an f16 add of
// the operands truncated to f16, which overflows above 65504 and flushes
// below 2^-24 where the f32 sum does not.

// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --emit-ptx=%t.ptx -o %t.so
// RUN: FileCheck %s < %t.ptx

// CHECK: .entry
// CHECK-NOT: add.rn.f16
// CHECK-NOT: cvt.f32.bf16
// CHECK: add.rn.f32
// CHECK-NOT: add.rn.f16
// CHECK: cvt.rn.f16{{(x2)?}}.f32
// CHECK-NOT: add.rn.f16

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @sum_to_f16(%x: tensor<64x1024xbf16>, %r: tensor<64x1024xbf16>)
    -> tensor<64x1024xf16> {
  %e = tensor.empty() : tensor<64x1024xf16>
  %s = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %r : tensor<64x1024xbf16>, tensor<64x1024xbf16>)
      outs(%e : tensor<64x1024xf16>) {
  ^bb0(%a: bf16, %b: bf16, %out: f16):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %sum = arith.addf %a32, %b32 : f32
    %h = arith.truncf %sum : f32 to f16
    linalg.yield %h : f16
  } -> tensor<64x1024xf16>
  return %s : tensor<64x1024xf16>
}

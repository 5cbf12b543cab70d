// Integer powers with an i64 exponent, as torch-mlir writes x ** 2 and
// x ** 3 (RMSNorm, tanh GELU): NVVM's own lowering passes the i64 to
// libdevice's __nv_powif, which takes an i32, and the GPU computed
// garbage. They become a loop of multiplications that rounds the same on both
// targets; a constant exponent unrolls into mul.rn.f32 with no call, a
// negative one ends in a reciprocal (rcp.rn, correctly rounded), a variable exponent keeps the loop.

// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --emit-ptx=%t.ptx -o %t.so
// RUN: FileCheck %s < %t.ptx
// RUN: mpopt-compile %s --target=cpu -o %t.cpu.so

// CHECK-NOT: __nv_powi
// CHECK: .entry powers_kernel
// CHECK-NOT: call
// CHECK: mul.rn.f32 [[SQUARE:%r[0-9]+]], [[X:%r[0-9]+]], [[X]];
// CHECK-NEXT: mul.rn.f32 {{%r[0-9]+}}, [[X]], [[SQUARE]];
// CHECK-NOT: call
// CHECK: .entry powers_kernel
// CHECK-NOT: call
// CHECK: mul.rn.f32 [[SQUARE:%r[0-9]+]], [[X:%r[0-9]+]], [[X]];
// CHECK-NEXT: rcp.rn.f32 {{%r[0-9]+}}, [[SQUARE]];
// CHECK-NOT: call
// CHECK: .entry powers_kernel
// CHECK: and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 1;
// CHECK: mul.rn.f32
// CHECK-NOT: __nv_powi

#id = affine_map<(d0) -> (d0)>
func.func @powers(%x: tensor<1024xf32>, %n: tensor<1024xi64>)
    -> (tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) {
  %c3 = arith.constant 3 : i64
  %cm2 = arith.constant -2 : i64
  %e = tensor.empty() : tensor<1024xf32>
  %cube = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
  ^bb0(%a: f32, %out: f32):
    %p = math.fpowi %a, %c3 : f32, i64
    linalg.yield %p : f32
  } -> tensor<1024xf32>
  %inverse = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%cube : tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
  ^bb0(%a: f32, %out: f32):
    %p = math.fpowi %a, %cm2 : f32, i64
    linalg.yield %p : f32
  } -> tensor<1024xf32>
  %variable = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%inverse, %n : tensor<1024xf32>, tensor<1024xi64>) outs(%e : tensor<1024xf32>) {
  ^bb0(%a: f32, %k: i64, %out: f32):
    %p = math.fpowi %a, %k : f32, i64
    linalg.yield %p : f32
  } -> tensor<1024xf32>
  return %cube, %inverse, %variable : tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>
}

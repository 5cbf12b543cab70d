// f32 square roots in kernels are the CPU's: IEEE sqrt (sqrt.rn.f32), and
// rsqrt as 1 / sqrt (rcp.rn.f32, correctly rounded). NVVM's own lowering
// takes them to sqrt.approx.f32 (libdevice without __CUDA_PREC_SQRT) and
// rsqrt.approx.f32; the norms' rsqrt is one of these.

// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --emit-ptx=%t.ptx -o %t.so
// RUN: FileCheck %s < %t.ptx

// CHECK-NOT: approx
// CHECK: .entry
// The two share one root:
// CHECK: sqrt.rn.f32 [[ROOT:%r[0-9]+]], [[X:%r[0-9]+]];
// CHECK-NEXT: rcp.rn.f32 {{%r[0-9]+}}, [[ROOT]];
// CHECK-NOT: approx

#id = affine_map<(d0) -> (d0)>
func.func @roots(%x: tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024xf32>) {
  %e = tensor.empty() : tensor<1024xf32>
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<1024xf32>) outs(%e, %e : tensor<1024xf32>, tensor<1024xf32>) {
  ^bb0(%a: f32, %o: f32, %o2: f32):
    %s = math.sqrt %a : f32
    %r = math.rsqrt %a : f32
    linalg.yield %s, %r : f32, f32
  } -> (tensor<1024xf32>, tensor<1024xf32>)
  return %r#0, %r#1 : tensor<1024xf32>, tensor<1024xf32>
}

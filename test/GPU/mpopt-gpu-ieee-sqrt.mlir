// RUN: mpopt-opt %s --mpopt-gpu-ieee-sqrt | FileCheck %s

// In kernels, f32 and f64 square roots become NVVM's correctly rounded one
// and rsqrt 1 / that (NVVM's lowering would take approximations); on the
// host, and for other types, they stay.

#id = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func.func @kernel
// CHECK: ^bb0(%[[X:.+]]: f32, %[[D:.+]]: f64, %{{.+}}: f32, %{{.+}}: f64):
// CHECK: %[[S:.+]] = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%[[X]]) : (f32) -> f32
// CHECK: %[[SD:.+]] = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.d"(%[[D]]) : (f64) -> f64
// CHECK: %[[ONE:.+]] = arith.constant 1.000000e+00 : f64
// CHECK: %[[R:.+]] = arith.divf %[[ONE]], %[[SD]] : f64
// CHECK: linalg.yield %[[S]], %[[R]]
func.func @kernel(%x: memref<8xf32>, %d: memref<8xf64>, %y: memref<8xf32>, %z: memref<8xf64>) {
  linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %d : memref<8xf32>, memref<8xf64>) outs(%y, %z : memref<8xf32>, memref<8xf64>) {
  ^bb0(%a: f32, %b: f64, %o: f32, %p: f64):
    %s = math.sqrt %a : f32
    %r = math.rsqrt %b : f64
    linalg.yield %s, %r : f32, f64
  }
  return
}

// CHECK-LABEL: func.func @host
// CHECK-NOT: llvm.call_intrinsic
// CHECK: math.sqrt
// CHECK: math.rsqrt
func.func @host(%x: f32) -> (f32, f32) {
  %s = math.sqrt %x : f32
  %r = math.rsqrt %x : f32
  return %s, %r : f32, f32
}

// CHECK-LABEL: func.func @f16
// CHECK-NOT: llvm.call_intrinsic
// CHECK: math.sqrt %{{.+}} : f16
func.func @f16(%x: memref<8xf16>, %y: memref<8xf16>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<8xf16>) outs(%y : memref<8xf16>) {
  ^bb0(%a: f16, %o: f16):
    %s = math.sqrt %a : f16
    linalg.yield %s : f16
  }
  return
}

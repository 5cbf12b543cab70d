// RUN: mpopt-opt %s --mpopt-gpu-native-fp8 | FileCheck %s
// RUN: mpopt-opt %s --pass-pipeline="builtin.module(mpopt-gpu-native-fp8,func.func(convert-linalg-to-parallel-loops,mpopt-gpu-vectorize-loops))" | FileCheck %s --check-prefix=VECTOR

// In a kernel's body, the saturating f32 -> f8E4M3FN conversion (the clamp
// and truncf mpopt-expand-casts leaves) becomes cvt.rn.satfinite; outside
// kernels NVVM ops have no lowering, and the truncf stays.

#id = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func.func @kernel
// CHECK: linalg.generic
// CHECK: ^bb0(%[[X:.+]]: f32, %{{.+}}: f8E4M3FN):
// CHECK: %[[PAIR:.+]] = nvvm.convert.f32x2.to.f8x2 %[[X]], %[[X]] {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
// CHECK: %[[BYTE:.+]] = arith.trunci %[[PAIR]] : i16 to i8
// CHECK: %[[R:.+]] = arith.bitcast %[[BYTE]] : i8 to f8E4M3FN
// CHECK: linalg.yield %[[R]]
func.func @kernel(%x: memref<8xf32>, %y: memref<8xf8E4M3FN>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<8xf32>) outs(%y : memref<8xf8E4M3FN>) {
  ^bb0(%a: f32, %o: f8E4M3FN):
    %t = arith.truncf %a : f32 to f8E4M3FN
    linalg.yield %t : f8E4M3FN
  }
  return
}

// The instruction touches no memory: a kernel of it still loads and
// stores vectors (8 lanes: 32 bytes of f32 in, 8 bytes of E4M3 out).
// VECTOR-LABEL: func.func @kernel
// VECTOR: scf.parallel
// VECTOR: vector.load %{{.+}} : memref<8xf32>, vector<8xf32>
// VECTOR-COUNT-8: nvvm.convert.f32x2.to.f8x2
// VECTOR: vector.store %{{.+}} : memref<8xf8E4M3FN>, vector<8xf8E4M3FN>

// CHECK-LABEL: func.func @host
// CHECK-NOT: nvvm
// CHECK: arith.truncf %{{.+}} : f32 to f8E4M3FN
// CHECK-LABEL: func.func @other_types
// CHECK-NOT: nvvm
// CHECK: arith.truncf %{{.+}} : f32 to f8E5M2
func.func @host(%x: f32) -> f8E4M3FN {
  %t = arith.truncf %x : f32 to f8E4M3FN
  return %t : f8E4M3FN
}
func.func @other_types(%x: memref<8xf32>, %y: memref<8xf8E5M2>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<8xf32>) outs(%y : memref<8xf8E5M2>) {
  ^bb0(%a: f32, %o: f8E5M2):
    %t = arith.truncf %a : f32 to f8E5M2
    linalg.yield %t : f8E5M2
  }
  return
}

// RUN: mpopt-opt %s --mpopt-gpu-native-fp8 | FileCheck %s
// RUN: mpopt-opt %s --pass-pipeline="builtin.module(mpopt-gpu-native-fp8,func.func(convert-linalg-to-parallel-loops,mpopt-gpu-vectorize-loops),mpopt-gpu-native-fp8)" | FileCheck %s --check-prefix=VECTOR

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
// stores vectors (8 lanes: 32 bytes of f32 in, 8 bytes of E4M3 out), and
// the pass run again after the vectorization converts the 8 bytes in 4
// instructions, a pair each.
// VECTOR-LABEL: func.func @kernel
// VECTOR: scf.parallel
// VECTOR: vector.load %{{.+}} : memref<8xf32>, vector<8xf32>
// VECTOR-COUNT-4: nvvm.convert.f32x2.to.f8x2
// VECTOR-NOT: nvvm.convert.f32x2.to.f8x2
// VECTOR: vector.bitcast %{{.+}} : vector<4xi16> to vector<8xf8E4M3FN>
// VECTOR: vector.store %{{.+}} : memref<8xf8E4M3FN>, vector<8xf8E4M3FN>

// Bytes converted one by one and built into a vector: each neighbouring
// pair from one instruction, the first element as `b`, the low byte of
// its half (little-endian), the second as `a`, the high byte.
// CHECK-LABEL: func.func @pairs
// CHECK-SAME: (%[[A:.+]]: f32, %[[B:.+]]: f32, %[[C:.+]]: f32, %[[D:.+]]: f32)
// CHECK: %[[P0:.+]] = nvvm.convert.f32x2.to.f8x2 %[[B]], %[[A]] {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
// CHECK: %[[P1:.+]] = nvvm.convert.f32x2.to.f8x2 %[[D]], %[[C]] {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
// CHECK: %[[H:.+]] = vector.from_elements %[[P0]], %[[P1]] : vector<2xi16>
// CHECK: %[[V:.+]] = vector.bitcast %[[H]] : vector<2xi16> to vector<4xf8E4M3FN>
// CHECK-NOT: arith.trunci
// CHECK: return %[[V]]
func.func @pairs(%a: f32, %b: f32, %c: f32, %d: f32) -> vector<4xf8E4M3FN> {
  %pa = nvvm.convert.f32x2.to.f8x2 %a, %a {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
  %pb = nvvm.convert.f32x2.to.f8x2 %b, %b {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
  %pc = nvvm.convert.f32x2.to.f8x2 %c, %c {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
  %pd = nvvm.convert.f32x2.to.f8x2 %d, %d {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
  %ta = arith.trunci %pa : i16 to i8
  %tb = arith.trunci %pb : i16 to i8
  %tc = arith.trunci %pc : i16 to i8
  %td = arith.trunci %pd : i16 to i8
  %fa = arith.bitcast %ta : i8 to f8E4M3FN
  %fb = arith.bitcast %tb : i8 to f8E4M3FN
  %fc = arith.bitcast %tc : i8 to f8E4M3FN
  %fd = arith.bitcast %td : i8 to f8E4M3FN
  %v = vector.from_elements %fa, %fb, %fc, %fd : vector<4xf8E4M3FN>
  return %v : vector<4xf8E4M3FN>
}

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

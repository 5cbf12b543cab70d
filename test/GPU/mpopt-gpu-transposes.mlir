// RUN: mpopt-opt %s --mpopt-gpu-transposes | FileCheck %s

// A conversion that writes the transpose of what it reads (the [N, K] FP8
// copy of a weight cuBLASLt takes) becomes a launch of 32 x 8 threads per
// 32 x 32 tile, through shared memory: reads along the input's rows, a
// barrier, writes along the output's rows.

#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>

// CHECK-LABEL: func.func @transpose
// CHECK-DAG: %[[C32:.+]] = arith.constant 32 : index
// CHECK-DAG: %[[C8:.+]] = arith.constant 8 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[C4:.+]] = arith.constant 4 : index
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %[[C2]], {{.*}} = %[[C4]], {{.*}}) threads({{.*}}) in ({{.*}} = %[[C32]], {{.*}} = %[[C8]], {{.*}}) workgroup(%[[TILE:.+]] : memref<32x33xf16, #gpu.address_space<workgroup>>)
// CHECK: memref.load %{{.+}} : memref<64x128xf32>
// CHECK: arith.truncf
// CHECK: memref.store %{{.+}}, %[[TILE]]
// CHECK: gpu.barrier
// CHECK: memref.load %[[TILE]]
// CHECK: memref.store %{{.+}} : memref<128x64xf16>
// CHECK-NOT: linalg.generic
func.func @transpose(%x: memref<64x128xf32>, %y: memref<128x64xf16>) {
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<64x128xf32>) outs(%y : memref<128x64xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  }
  return
}

// Not whole tiles: stays.
// CHECK-LABEL: func.func @ragged
// CHECK-NOT: gpu.launch
// CHECK: linalg.generic
func.func @ragged(%x: memref<48x40xf32>, %y: memref<40x48xf32>) {
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<48x40xf32>) outs(%y : memref<40x48xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  }
  return
}

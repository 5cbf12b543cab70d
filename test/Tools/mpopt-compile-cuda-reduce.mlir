// A reduction over the innermost dimension runs as one warp per row (8
// rows per block of 256 threads): the lanes stride over the row, then
// combine their partial sums with a butterfly of warp shuffles (no
// barrier), and lane 0 stores the row's result. Rows too few for a warp
// each to fill the GPU (under 4096 warps) are shared by up to 8 warps: each
// warp's butterfly ends in shared memory, and after a barrier every thread
// adds the warps' parts. A fill of the output just before is the kernel's
// starting value, and no kernel of its own, unless something reads the
// filled buffer in between.

// RUN: split-file %s %t
// RUN: mpopt-compile %t/sums.mlir --target=cuda --gpu-binary=ptx --emit-ptx=%t/sums.ptx -o %t/sums.so
// RUN: FileCheck %s < %t/sums.ptx
// RUN: mpopt-compile %t/many.mlir --target=cuda --gpu-binary=ptx --emit-ptx=%t/many.ptx -o %t/many.so
// RUN: FileCheck %s --check-prefix=MANY < %t/many.ptx
// RUN: mpopt-compile %t/read.mlir --target=cuda --gpu-binary=ptx --emit-ptx=%t/read.ptx --emit-llvm=%t/read.ll -o %t/read.so
// RUN: FileCheck %s --check-prefix=READ < %t/read.ll

// 64 rows: 8 warps a row, a block each.
// CHECK: .entry
// CHECK: .maxntid 32, 8, 1
// CHECK: .shared .align 4 .b8 [[PARTS:.*]][32];
// CHECK: ld.global.v4.b32
// CHECK: shfl.sync.bfly.b32
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK: ld.shared.v4.b32 {{.*}}[[PARTS]]
// CHECK: st.global.b32
// CHECK-NOT: .entry

// 4096 rows: a warp each, no shared memory.
// MANY: .entry
// MANY: .maxntid 32, 8, 1
// MANY-NOT: .shared
// MANY: ld.global.v4.b32
// MANY: shfl.sync.bfly.b32
// MANY-NOT: bar.sync
// MANY: st.global.b32
// MANY-NOT: .entry

// The fill (1 block), the use of a filled element (512 blocks: 512 x 1024
// elements, 4 to a vector, one vector per thread), then the sums (64
// blocks of one row, 8 warps each).
// READ: call void @mgpuLaunchKernel(ptr %{{.+}}, i64 1, i64 1, i64 1, i64 256,
// READ: call void @mgpuLaunchKernel(ptr %{{.+}}, i64 512, i64 1, i64 1, i64 256,
// READ: call void @mgpuLaunchKernel(ptr %{{.+}}, i64 64, i64 1, i64 1, i64 32, i64 8, i64 1,

//--- sums.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @row_sums(%x: tensor<64x1024xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x1024xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %sq = arith.mulf %in, %in : f32
    %a = arith.addf %sq, %acc : f32
    linalg.yield %a : f32
  } -> tensor<64xf32>
  return %s : tensor<64xf32>
}

//--- many.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @many_row_sums(%x: tensor<4096x256xf32>) -> tensor<4096xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4096x256xf32>) outs(%f : tensor<4096xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %sq = arith.mulf %in, %in : f32
    %a = arith.addf %sq, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4096xf32>
  return %s : tensor<4096xf32>
}

//--- read.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @read_fill(%x: tensor<64x1024xf32>, %y: tensor<512x1024xf32>, %v: tensor<64xf32>) -> (tensor<64xf32>, tensor<512x1024xf32>) {
  %c = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %f0 = tensor.extract %f[%c] : tensor<64xf32>
  %ey = tensor.empty() : tensor<512x1024xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<512x1024xf32>) outs(%ey : tensor<512x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %f0 : f32
    linalg.yield %m : f32
  } -> tensor<512x1024xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x1024xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<64xf32>
  return %s, %u : tensor<64xf32>, tensor<512x1024xf32>
}

// A reduction over the innermost dimension runs as one warp per row (8
// rows per block of 256 threads): the lanes stride over the row, then
// combine their partial sums with a butterfly of warp shuffles (no
// barrier), and lane 0 adds the result to the init.

// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --emit-ptx=%t.ptx -o %t.so
// RUN: FileCheck %s < %t.ptx
// CHECK: .entry
// CHECK: ld.global.v4.b32
// CHECK: shfl.sync.bfly.b32
// CHECK-NOT: bar.sync
// CHECK: st.global.b32

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

// Neighbouring GPU kernels of one block shape that share no buffer either
// writes run as one launch (lib/GPU/FuseNeighbours.cpp): the row sums of
// squares of %a and the row maxima of %b (1024 rows each, 4 warps a row,
// 2 rows a block: 512 blocks each, each with its shared memory) become one
// kernel of 1024 blocks. A kernel that reads what the one before it writes
// (a row sum, then its use) stays apart.

// RUN: split-file %s %t
// RUN: mpopt-compile -O2 %t/independent.mlir --target=cuda --gpu-binary=ptx --emit-ptx=%t/independent.ptx --emit-llvm=%t/independent.ll -o %t/independent.so
// RUN: FileCheck %s --check-prefix=ONE < %t/independent.ptx
// RUN: FileCheck %s --check-prefix=ONE-HOST < %t/independent.ll
// RUN: mpopt-compile -O2 %t/dependent.mlir --target=cuda --gpu-binary=ptx --emit-ptx=%t/dependent.ptx --emit-llvm=%t/dependent.ll -o %t/dependent.so
// RUN: FileCheck %s --check-prefix=TWO-HOST < %t/dependent.ll

//--- independent.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @independent(%a: tensor<1024x256xf32>, %b: tensor<1024x512xbf16>)
    -> (tensor<1024xf32>, tensor<1024xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e0 = tensor.empty() : tensor<1024xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1024xf32>) -> tensor<1024xf32>
  %x = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<1024x256xf32>) outs(%f0 : tensor<1024xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.mulf %in, %in : f32
    %s = arith.addf %m, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1024xf32>
  %e1 = tensor.empty() : tensor<1024xf32>
  %f1 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<1024xf32>) -> tensor<1024xf32>
  %y = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%b : tensor<1024x512xbf16>) outs(%f1 : tensor<1024xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %w = arith.extf %in : bf16 to f32
    %r = arith.maximumf %w, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1024xf32>
  return %x, %y : tensor<1024xf32>, tensor<1024xf32>
}
// ONE: .entry
// ONE: mul.rn.f32
// ONE: shl.b32
// ONE-NOT: .entry
// ONE-HOST: call void @mgpuLaunchKernel(ptr %{{.+}}, i64 1024, i64 1, i64 1, i64 32, i64 4, i64 2,
// ONE-HOST-NOT: mgpuLaunchKernel

//--- dependent.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @dependent(%a: tensor<1024x256xf32>, %b: tensor<1024x512xf32>) -> tensor<1024x512xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<1024xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1024xf32>) -> tensor<1024xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<1024x256xf32>) outs(%f : tensor<1024xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %t = arith.addf %in, %acc : f32
    linalg.yield %t : f32
  } -> tensor<1024xf32>
  %e1 = tensor.empty() : tensor<1024x512xf32>
  %o = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b, %s : tensor<1024x512xf32>, tensor<1024xf32>) outs(%e1 : tensor<1024x512xf32>) {
  ^bb0(%in: f32, %r: f32, %out: f32):
    %t = arith.addf %in, %r : f32
    linalg.yield %t : f32
  } -> tensor<1024x512xf32>
  return %o : tensor<1024x512xf32>
}
// The row sums (from the fill's zero: no fill kernel; 4 warps a row), then
// the sum's readers (elementwise: 4-lane vectors, one per thread of 256).
// TWO-HOST-NOT: i64 256,
// TWO-HOST: call void @mgpuLaunchKernel(ptr %{{.+}}, i64 512, i64 1, i64 1, i64 32, i64 4, i64 2,
// TWO-HOST: call void @mgpuLaunchKernel(ptr %{{.+}}, i64 512, i64 1, i64 1, i64 256, i64 1, i64 1,

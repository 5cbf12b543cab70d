// GPU builds run nothing on the host that reads device memory. A reduction
// of a whole tensor into one value (an FP8 amax) becomes a row kernel into
// partial maxima and one row kernel over them; the scale computed from it
// is computed again in the kernel that quantizes; the 0-d fill runs as a
// one-thread kernel. Before, the amax loop and the division ran on the
// host (a crash: the buffers are in device memory). A scalar read the host
// itself needs is an error with the read's location.

// RUN: split-file --leading-lines %s %t
// RUN: mpopt-compile %t/amax.mlir --target=cuda --gpu-binary=ptx --emit-ptx=%t/amax.ptx --emit-llvm=%t/amax.ll -o %t/amax.so
// RUN: FileCheck %s --check-prefix=PTX < %t/amax.ptx
// RUN: FileCheck %s --check-prefix=HOST < %t/amax.ll
// RUN: mpopt-compile %t/long.mlir --target=cuda --gpu-binary=ptx --emit-llvm=%t/long.ll -o %t/long.so
// RUN: FileCheck %s --check-prefix=LONG < %t/long.ll
// RUN: not mpopt-compile %t/branch.mlir --target=cuda --gpu-binary=ptx -o %t/branch.so 2>&1 | FileCheck %s --check-prefix=BRANCH
// RUN: mpopt-compile %t/assert.mlir --target=cuda --gpu-binary=ptx --emit-ptx=%t/assert.ptx -o %t/assert.so
// RUN: FileCheck %s --check-prefix=ASSERT < %t/assert.ptx

//--- amax.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
#all = affine_map<(d0, d1) -> ()>
func.func @quantize(%x: tensor<512x1024xf32>) -> tensor<512x1024xf8E4M3FN> {
  %zero = arith.constant 0.0 : f32
  %fmax = arith.constant 448.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %amax = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%x : tensor<512x1024xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = math.absf %in : f32
    %m = arith.maximumf %a, %acc : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  %v = tensor.extract %amax[] : tensor<f32>
  %scale = arith.divf %v, %fmax : f32
  %e1 = tensor.empty() : tensor<512x1024xf8E4M3FN>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<512x1024xf32>) outs(%e1 : tensor<512x1024xf8E4M3FN>) {
  ^bb0(%in: f32, %out: f8E4M3FN):
    %d = arith.divf %in, %scale : f32
    %t = arith.truncf %d : f32 to f8E4M3FN
    linalg.yield %t : f8E4M3FN
  } -> tensor<512x1024xf8E4M3FN>
  return %q : tensor<512x1024xf8E4M3FN>
}
// The rows' maxima: a warp per row, 8 values per lane, then a butterfly.
// PTX: .entry
// PTX: max.NaN.f32
// PTX: shfl.sync.bfly.b32
// The maximum over the 512 partial results: one warp.
// PTX: .entry
// PTX: shfl.sync.bfly.b32
// The quantization divides by the scale it computes itself.
// PTX: .entry
// PTX: div.rn.f32 {{.*}}0f43E00000
// PTX: div.rn.f32
// HOST-NOT: llvm.maximum
// HOST-NOT: fdiv

//--- long.mlir
// Rows of 4096 are read as rows of 1024: 256 rows, 8 warps each (a block
// a row), not 64 rows in 8 blocks; then one row of the 256 maxima.
// LONG: call void @mgpuLaunchKernel(ptr %{{.+}}, i64 256, i64 1, i64 1, i64 32, i64 8, i64 1,
// LONG-NOT: mgpuLaunchKernel(
// LONG: call void @mgpuLaunchKernel(ptr %{{.+}}, i64 1, i64 1, i64 1, i64 32, i64 8, i64 1,
#id = affine_map<(d0, d1) -> (d0, d1)>
#all = affine_map<(d0, d1) -> ()>
func.func @amax(%x: tensor<64x4096xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %amax = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%x : tensor<64x4096xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = math.absf %in : f32
    %m = arith.maximumf %a, %acc : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %amax : tensor<f32>
}

//--- branch.mlir
func.func @first(%x: tensor<4x256xf32>, %y: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %c0 = arith.constant 0 : index
  // BRANCH: branch.mlir:[[# @LINE + 1]]:8: error: reads device memory for the host; mpopt cannot compile this for the GPU
  %v = tensor.extract %x[%c0, %c0] : tensor<4x256xf32>
  %zero = arith.constant 0.0 : f32
  %p = arith.cmpf ogt, %v, %zero : f32
  %r = scf.if %p -> tensor<4x256xf32> {
    scf.yield %x : tensor<4x256xf32>
  } else {
    scf.yield %y : tensor<4x256xf32>
  }
  // BRANCH: branch.mlir:[[# @LINE + 1]]:3: note: the host uses it here
  return %r : tensor<4x256xf32>
}

//--- assert.mlir
// A generic without results (no outs) that only checks its input: the
// check runs in a kernel. Once a crash: the roofline and the host-code
// rewrite read a result and an accumulator it does not have.
// ASSERT: .entry
// ASSERT: setp.{{.*}}.f32
// ASSERT: call.uni __assertfail
// ASSERT-NOT: .entry
#id = affine_map<(d0) -> (d0)>
func.func @check(%x: tensor<4xf32>) -> tensor<4xf32> {
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) {
  ^bb0(%a: f32):
    %zero = arith.constant 0.0 : f32
    %ok = arith.cmpf oge, %a, %zero : f32
    cf.assert %ok, "negative"
    linalg.yield
  }
  return %x : tensor<4xf32>
}

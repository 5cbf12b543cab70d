// Results are computed in the caller's buffers: no copy from a buffer of the
// function's own at the end (on a GPU, a device-to-device memcpy of the
// whole output). A value returned twice is computed once and copied once.

// RUN: mpopt-compile -O2 %s --target=cuda --gpu-binary=ptx --entry=once -o %t.once.so --emit-llvm=%t.once.ll
// RUN: FileCheck %s --check-prefix=ONCE < %t.once.ll
// RUN: mpopt-compile -O2 %s --target=cuda --gpu-binary=ptx --entry=twice -o %t.twice.so --emit-llvm=%t.twice.ll
// RUN: FileCheck %s --check-prefix=TWICE < %t.twice.ll

// ONCE-LABEL: define void @mpopt_entry(
// ONCE-NOT: mgpuMemAlloc
// ONCE-NOT: mgpuMemcpy
// ONCE: mgpuLaunchKernel
// ONCE-NOT: mgpuMemcpy
// ONCE: ret void

// TWICE-LABEL: define void @mpopt_entry(
// TWICE-NOT: mgpuMemAlloc
// TWICE: mgpuLaunchKernel
// TWICE: mgpuMemcpy
// TWICE-NOT: mgpuMemcpy
// TWICE: ret void

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @once(%x: tensor<64x256xf32>) -> tensor<64x256xbf16> {
  %e = tensor.empty() : tensor<64x256xbf16>
  %y = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x256xf32>) outs(%e : tensor<64x256xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x256xbf16>
  return %y : tensor<64x256xbf16>
}

func.func @twice(%x: tensor<64x256xf32>)
    -> (tensor<64x256xbf16>, tensor<64x256xbf16>) {
  %y = call @once(%x) : (tensor<64x256xf32>) -> tensor<64x256xbf16>
  return %y, %y : tensor<64x256xbf16>, tensor<64x256xbf16>
}

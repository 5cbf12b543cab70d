// GPU row kernels (lib/GPU/RowKernels.cpp): a residual add and the
// LayerNorm after it (statistics, normalization, the rounding to bf16) are
// one kernel, two warps per row (2048 rows: a warp each would leave the
// GPU's memory idle), their parts of each sum meeting in shared memory: the
// sum is recomputed where it is read, the row statistics stay in registers
// (no f32 store), rows are read and written as 16-byte vectors, and the
// kernel asks for the 4 blocks per SM its 512 blocks of 4 rows take on 132
// SMs (mpopt-gpu-occupancy). An elementwise op alone is no row kernel: a
// thread per 16-byte vector (mpopt-gpu-vectorize-loops), 256 a block.

// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --entry=residual_layernorm --emit-ptx=%t.ptx -o %t.so
// RUN: FileCheck %s --check-prefix=LN < %t.ptx
// RUN: FileCheck %s --check-prefix=ROWS < %t.ptx

// LN: .entry residual_layernorm_kernel(
// LN: .maxntid 32, 2, 4
// LN-NEXT: .minnctapersm 4
// LN: ld.global.v4.b32
// LN: shfl.sync.bfly.b32
// LN: bar.sync
// LN-NOT: st.global.b32
// LN-NOT: st.global.f32
// LN: st.global.v4.b32
// LN-NOT: .entry residual_layernorm_kernel

// ROWS: .entry gelu_rows_kernel(
// ROWS-NOT: .maxntid 32, 8, 1
// ROWS: ld.global.v4.b32
// ROWS: st.global.v4.b32
// ROWS-NOT: .entry gelu_rows_kernel

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

func.func @residual_layernorm(%x: tensor<2048x1024xbf16>,
                              %r: tensor<2048x1024xbf16>,
                              %gamma: tensor<1024xf32>,
                              %beta: tensor<1024xf32>)
    -> tensor<2048x1024xbf16> {
  %zero = arith.constant 0.0 : f32
  %inv_h = arith.constant 9.7656250000e-04 : f32
  %eps = arith.constant 1.0e-05 : f32
  %s_init = tensor.empty() : tensor<2048x1024xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %r : tensor<2048x1024xbf16>, tensor<2048x1024xbf16>) outs(%s_init : tensor<2048x1024xf32>) {
  ^bb0(%a: bf16, %b: bf16, %out: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %sum = arith.addf %a32, %b32 : f32
    linalg.yield %sum : f32
  } -> tensor<2048x1024xf32>
  %rows0 = tensor.empty() : tensor<2048xf32>
  %rows = linalg.fill ins(%zero : f32) outs(%rows0 : tensor<2048xf32>) -> tensor<2048xf32>
  %total = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<2048x1024xf32>) outs(%rows : tensor<2048xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %t = arith.addf %in, %acc : f32
    linalg.yield %t : f32
  } -> tensor<2048xf32>
  %sqsum = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%s, %total : tensor<2048x1024xf32>, tensor<2048xf32>) outs(%rows : tensor<2048xf32>) {
  ^bb0(%in: f32, %t: f32, %acc: f32):
    %mean = arith.mulf %t, %inv_h : f32
    %d = arith.subf %in, %mean : f32
    %d2 = arith.mulf %d, %d : f32
    %a = arith.addf %d2, %acc : f32
    linalg.yield %a : f32
  } -> tensor<2048xf32>
  %y_init = tensor.empty() : tensor<2048x1024xbf16>
  %y = linalg.generic {indexing_maps = [#id, #row, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %total, %sqsum, %gamma, %beta : tensor<2048x1024xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1024xf32>, tensor<1024xf32>)
      outs(%y_init : tensor<2048x1024xbf16>) {
  ^bb0(%in: f32, %t: f32, %sq: f32, %g: f32, %b: f32, %out: bf16):
    %mean = arith.mulf %t, %inv_h : f32
    %var = arith.mulf %sq, %inv_h : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %d = arith.subf %in, %mean : f32
    %nn = arith.mulf %d, %rs : f32
    %sc = arith.mulf %nn, %g : f32
    %o = arith.addf %sc, %b : f32
    %c = arith.truncf %o : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<2048x1024xbf16>
  return %y : tensor<2048x1024xbf16>
}

func.func @gelu_rows(%x: tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16> {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.707106769 : f32
  %e = tensor.empty() : tensor<1024x4096xbf16>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<1024x4096xbf16>) outs(%e : tensor<1024x4096xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %w = arith.extf %in : bf16 to f32
    %s = arith.mulf %w, %rsqrt2 : f32
    %erf = math.erf %s : f32
    %p = arith.addf %erf, %one : f32
    %h = arith.mulf %w, %half : f32
    %g = arith.mulf %h, %p : f32
    %t = arith.truncf %g : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<1024x4096xbf16>
  return %y : tensor<1024x4096xbf16>
}

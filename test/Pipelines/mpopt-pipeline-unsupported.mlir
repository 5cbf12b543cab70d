// RUN: mpopt-opt %s --mpopt-pipeline -split-input-file -verify-diagnostics
// RUN: mpopt-opt %s --mpopt-pipeline="policy=budget cast-report=true" -split-input-file -verify-diagnostics
// RUN: mpopt-opt %s --mpopt-import-casts -split-input-file -verify-diagnostics
// RUN: mpopt-opt %s --mpopt-cast-report -split-input-file -verify-diagnostics
// RUN: mpopt-opt %s --mpopt-assign-precision -split-input-file -verify-diagnostics

// mpopt takes programs on tensors, before bufferization. On buffers the
// cast report counted nothing and precision assignment priced the
// allocation as an elementwise kernel; the passes that start the pipeline
// or report on a program now name the first op on a memref instead.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @buffers(%a: memref<4x8xf32>, %b: memref<4x8xbf16>) {
  // expected-error @+1 {{memref.alloc works on buffers ('memref<4x8xbf16>'): mpopt takes programs on tensors, before bufferization, of at most 2^63 - 1 elements each}}
  %t = memref.alloc() : memref<4x8xbf16>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x8xf32>) outs(%t : memref<4x8xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %r = arith.truncf %in : f32 to bf16
    linalg.yield %r : bf16
  }
  memref.copy %t, %b : memref<4x8xbf16> to memref<4x8xbf16>
  return
}

// -----

// 2^32 x 2^32 elements do not fit in 64 bits: every count and size would
// wrap (to 0 elements and 0 MB).
func.func @too_many_elements(%a: tensor<4294967296x4294967296xf32>) -> tensor<4294967296x4294967296xbf16> {
  // expected-error @+1 {{arith.truncf has more than 2^63 - 1 elements ('tensor<4294967296x4294967296xf32>')}}
  %t = arith.truncf %a : tensor<4294967296x4294967296xf32> to tensor<4294967296x4294967296xbf16>
  return %t : tensor<4294967296x4294967296xbf16>
}

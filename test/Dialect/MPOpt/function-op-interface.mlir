// The function passes run on any op of FunctionOpInterface, not only
// func.func: here ml_program.func and gpu.func, both upstream ops that
// mpopt-opt registers. Named on the command line they run on each function
// of the module, as implicit nesting on func.func did; in a pipeline they
// nest on the function op itself, or on any op (mpopt-pipeline's nestAny).
// RUN: mpopt-opt %s --mpopt-import-casts --mpopt-raise --mpopt-fold-casts --mpopt-fuse-casts | FileCheck %s --check-prefix=PASSES
// RUN: mpopt-opt %s --pass-pipeline="builtin.module(ml_program.func(mpopt-import-casts,mpopt-raise,mpopt-fold-casts,mpopt-fuse-casts))" | FileCheck %s --check-prefix=PASSES
// RUN: mpopt-opt %s --mpopt-pipeline="export=false" | FileCheck %s --check-prefix=PASSES
// RUN: mpopt-opt %s --mpopt-pipeline | FileCheck %s --check-prefix=EXPORTED
// RUN: mpopt-opt %s --pass-pipeline="builtin.module(gpu.module(gpu.func(mpopt-import-casts,mpopt-fold-casts)))" | FileCheck %s --check-prefix=GPU-FUNC
// RUN: mpopt-opt %s --pass-pipeline="builtin.module(gpu.module(gpu.func(mpopt-import-casts,mpopt-fold-casts{emit-remarks=true})))" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GPU-REMARK

// PASSES-LABEL: ml_program.func @linear
// PASSES-SAME: (%[[X:.+]]: tensor<4x8xbf16>, %[[W:.+]]: tensor<8x16xbf16>)
// PASSES-NOT: mpopt.cast
// PASSES: %[[Y:.+]] = mpopt.matmul %[[X]], %[[W]] multiply(bf16) accumulate(f32) : tensor<4x8xbf16>, tensor<8x16xbf16> -> tensor<4x16xbf16>
// PASSES-NEXT: ml_program.return %[[Y]]

// EXPORTED-LABEL: ml_program.func @linear
// EXPORTED-NOT: mpopt.
// EXPORTED: linalg.generic {{.*}}mpopt.contraction
// EXPORTED: ml_program.return
ml_program.func @linear(%x: tensor<4x8xbf16>, %w: tensor<8x16xbf16>) -> tensor<4x16xbf16> {
  %xf = arith.extf %x : tensor<4x8xbf16> to tensor<4x8xf32>
  %wf = arith.extf %w : tensor<8x16xbf16> to tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x16xf32>) -> tensor<4x16xf32>
  %y = linalg.matmul ins(%xf, %wf : tensor<4x8xf32>, tensor<8x16xf32>) outs(%acc : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = arith.truncf %y : tensor<4x16xf32> to tensor<4x16xbf16>
  ml_program.return %r : tensor<4x16xbf16>
}

// GPU-REMARK: function-op-interface.mlir:[[# @LINE + 8]]:3: remark: mpopt-fold-casts: 4 casts before, 2 after; 1 folded, 1 merged
// GPU-FUNC-LABEL: gpu.func @round_trip
// GPU-FUNC-SAME: (%[[A:.+]]: tensor<4xf32>)
// GPU-FUNC: %[[N:.+]] = mpopt.cast %[[A]] : tensor<4xf32> to tensor<4xbf16>
// GPU-FUNC: %[[W:.+]] = mpopt.cast %[[N]] : tensor<4xbf16> to tensor<4xf32>
// GPU-FUNC-NOT: mpopt.cast
// GPU-FUNC: gpu.return %[[W]]
gpu.module @kernels {
  gpu.func @round_trip(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = arith.truncf %a : tensor<4xf32> to tensor<4xbf16>
    %1 = arith.extf %0 : tensor<4xbf16> to tensor<4xf32>
    %2 = arith.truncf %1 : tensor<4xf32> to tensor<4xbf16>
    %3 = arith.extf %2 : tensor<4xbf16> to tensor<4xf32>
    gpu.return %3 : tensor<4xf32>
  }
}

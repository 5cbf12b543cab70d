// REQUIRES: mlir-dylib
// Debian's mlir-opt, with MPOptPlugin.so loaded for the dialect and the
// passes, runs mpopt's pipeline as mpopt-opt does.
// RUN: %preload_asan mlir-opt %s --load-dialect-plugin=%mpopt_plugin --load-pass-plugin=%mpopt_plugin --pass-pipeline='builtin.module(mpopt-pipeline)' | FileCheck %s
// RUN: mpopt-opt %s --pass-pipeline='builtin.module(mpopt-pipeline)' > %t.mpopt-opt.mlir
// RUN: %preload_asan mlir-opt %s --load-dialect-plugin=%mpopt_plugin --load-pass-plugin=%mpopt_plugin --pass-pipeline='builtin.module(mpopt-pipeline)' | diff %t.mpopt-opt.mlir -
// The dialect parses without a pass.
// RUN: %preload_asan mlir-opt %s --load-dialect-plugin=%mpopt_plugin --pass-pipeline='builtin.module(func.func(mpopt-import-casts))' --load-pass-plugin=%mpopt_plugin | %preload_asan mlir-opt --load-dialect-plugin=%mpopt_plugin | FileCheck %s --check-prefix=PARSE
// Without the plugin, mlir-opt knows no mpopt pass.
// RUN: not mlir-opt %s --pass-pipeline='builtin.module(mpopt-pipeline)' 2>&1 | FileCheck %s --check-prefix=NONE

// The round trip through bf16 and back is exact for bf16 inputs: the
// pipeline folds it away.
// CHECK-LABEL: func.func @roundtrip
// CHECK-NOT: arith.truncf
// CHECK-NOT: mpopt.cast
// CHECK: return %arg0
// PARSE-LABEL: func.func @roundtrip
// PARSE: mpopt.cast %{{.+}} : tensor<4xbf16> to tensor<4xf32>
// NONE: 'mpopt-pipeline' does not refer to a registered pass or pass pipeline
func.func @roundtrip(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  %w = arith.extf %x : tensor<4xbf16> to tensor<4xf32>
  %n = arith.truncf %w : tensor<4xf32> to tensor<4xbf16>
  return %n : tensor<4xbf16>
}

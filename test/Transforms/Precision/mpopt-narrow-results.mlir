// RUN: mpopt-opt %s --split-input-file --mpopt-narrow-results | FileCheck %s
// The pipeline runs it when asked, after its cast rewrites.
// RUN: mpopt-opt %s --split-input-file --mpopt-pipeline="narrow-results=true" | FileCheck %s --check-prefix=PIPELINE
// RUN: mpopt-opt %s --split-input-file --mpopt-pipeline | FileCheck %s --check-prefix=WIDE
// PIPELINE-LABEL: func.func @entry
// PIPELINE-SAME: -> (tensor<4xbf16>, tensor<4xbf16>, tensor<4xf8E4M3FN>, tensor<4xbf16>, tensor<4xf32>)
// WIDE-LABEL: func.func @entry
// WIDE-SAME: -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf16>, tensor<4xbf16>, tensor<4xf32>)

// A result only widened to be returned is returned as computed (a value
// rounded to bf16 and widened again: the rounded one), and the widening
// goes. Others stay: an inexact conversion (f16 to bf16), a value no cast
// made.
// CHECK-LABEL: func.func @entry
// CHECK-SAME: -> (tensor<4xbf16>, tensor<4xbf16>, tensor<4xf8E4M3FN>, tensor<4xbf16>, tensor<4xf32>)
// CHECK-NEXT: %[[R:.+]] = mpopt.cast %arg1 : tensor<4xf32> to tensor<4xbf16>
// CHECK-NEXT: %[[H:.+]] = mpopt.cast %arg2 : tensor<4xf16> to tensor<4xbf16>
// CHECK-NEXT: return %arg0, %[[R]], %arg3, %[[H]], %arg1
func.func @entry(%x: tensor<4xbf16>, %y: tensor<4xf32>, %h: tensor<4xf16>, %q: tensor<4xf8E4M3FN>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf16>, tensor<4xbf16>, tensor<4xf32>) {
  %0 = mpopt.cast %x : tensor<4xbf16> to tensor<4xf32>
  %1 = mpopt.cast %y : tensor<4xf32> to tensor<4xbf16>
  %2 = mpopt.cast %1 : tensor<4xbf16> to tensor<4xf32>
  %3 = mpopt.cast %q : tensor<4xf8E4M3FN> to tensor<4xf16>
  %4 = mpopt.cast %h : tensor<4xf16> to tensor<4xbf16>
  return %0, %2, %3, %4, %y : tensor<4xf32>, tensor<4xf32>, tensor<4xf16>, tensor<4xbf16>, tensor<4xf32>
}

// -----

// The widening also read by the program stays; a function that is called,
// or private, keeps its signature.
// CHECK-LABEL: func.func @shared
// CHECK-SAME: -> (tensor<4xbf16>, tensor<4xf32>)
// CHECK: %[[W:.+]] = mpopt.cast %arg0 : tensor<4xbf16> to tensor<4xf32>
// CHECK: %[[S:.+]] = arith.addf %[[W]], %[[W]]
// CHECK: return %arg0, %[[S]]
// CHECK-LABEL: func.func @called
// CHECK-SAME: -> tensor<4xf32>
// CHECK-LABEL: func.func private @hidden
// CHECK-SAME: -> tensor<4xf32>
func.func @shared(%x: tensor<4xbf16>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = mpopt.cast %x : tensor<4xbf16> to tensor<4xf32>
  %1 = arith.addf %0, %0 : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
func.func @called(%x: tensor<4xbf16>) -> tensor<4xf32> {
  %0 = mpopt.cast %x : tensor<4xbf16> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @hidden(%x: tensor<4xbf16>) -> tensor<4xf32> {
  %0 = mpopt.cast %x : tensor<4xbf16> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @caller(%x: tensor<4xbf16>) -> tensor<4xf32> {
  %0 = func.call @called(%x) : (tensor<4xbf16>) -> tensor<4xf32>
  %1 = func.call @hidden(%x) : (tensor<4xbf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

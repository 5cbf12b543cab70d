// RUN: mpopt-opt %s --mpopt-gpu-i1-conversions | FileCheck %s

// Float to i1 conversions go through i32 (NVPTX compiles the i1 form as a
// test of the bits against 0); other widths stay.

// CHECK-LABEL: func.func @convert
// CHECK-SAME: (%[[X:.+]]: f32, %[[H:.+]]: f16)
// CHECK: %[[S:.+]] = arith.fptosi %[[X]] : f32 to i32
// CHECK: %[[SB:.+]] = arith.trunci %[[S]] : i32 to i1
// CHECK: %[[U:.+]] = arith.fptoui %[[H]] : f16 to i32
// CHECK: %[[UB:.+]] = arith.trunci %[[U]] : i32 to i1
// CHECK: %[[W:.+]] = arith.fptosi %[[X]] : f32 to i8
// CHECK: return %[[SB]], %[[UB]], %[[W]]
func.func @convert(%x: f32, %h: f16) -> (i1, i1, i8) {
  %s = arith.fptosi %x : f32 to i1
  %u = arith.fptoui %h : f16 to i1
  %w = arith.fptosi %x : f32 to i8
  return %s, %u, %w : i1, i1, i8
}

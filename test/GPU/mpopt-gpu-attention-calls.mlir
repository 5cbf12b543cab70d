// RUN: mpopt-opt %s --mpopt-gpu-attention-calls | FileCheck %s

// The placeholder call becomes one of mpoptAttention on the buffers'
// addresses (offsets added) and their batch, head and row strides; the
// mask's broadcast dimensions get stride 0. The placeholder goes.
// CHECK-LABEL: func.func @call
// CHECK-SAME: (%[[Q:[^:]+]]: memref<2x4x64x16xbf16, strided<[?, ?, ?, ?], offset: ?>>, %[[K:[^:]+]]: memref<2x2x64x16xbf16>, %[[V:[^:]+]]: memref<2x2x64x16xbf16>, %[[M:[^:]+]]: memref<2x1x64x64xf32>, %[[O:[^:]+]]: memref<2x4x64x16xf32>)
// CHECK: %[[BASE:.+]], %[[OFFSET:.+]], %{{.+}}:4, %[[QS:.+]]:4 = memref.extract_strided_metadata %[[Q]]
// CHECK: %[[ALIGNED:.+]] = memref.extract_aligned_pointer_as_index %[[BASE]]
// CHECK: %[[BYTES:.+]] = arith.muli %[[OFFSET]], %{{.+}} : index
// CHECK: %[[ADDRESS:.+]] = arith.addi %[[ALIGNED]], %[[BYTES]] : index
// CHECK: %[[QSB:.+]] = arith.index_cast %[[QS]]#0 : index to i64
// CHECK: %[[QSH:.+]] = arith.index_cast %[[QS]]#1 : index to i64
// CHECK: %[[QSS:.+]] = arith.index_cast %[[QS]]#2 : index to i64
// CHECK: %[[QP:.+]] = arith.index_cast %[[ADDRESS]] : index to i64
// CHECK: %[[ZERO:.+]] = arith.constant 0 : i64
// CHECK: %{{.+}}, %{{.+}}, %{{.+}}:4, %[[MS:.+]]:4 = memref.extract_strided_metadata %[[M]]
// CHECK: %[[MSB:.+]] = arith.index_cast %[[MS]]#0 : index to i64
// CHECK: %[[MSS:.+]] = arith.index_cast %[[MS]]#2 : index to i64
// CHECK: arith.index_cast %[[MS]]#3 : index to i64
// CHECK: %[[MP:.+]] = arith.index_cast %{{.+}} : index to i64
// CHECK: %[[B:.+]] = arith.constant 2 : i64
// CHECK: %[[H:.+]] = arith.constant 4 : i64
// CHECK: %[[HKV:.+]] = arith.constant 2 : i64
// CHECK: %[[SQ:.+]] = arith.constant 64 : i64
// CHECK: %[[SK:.+]] = arith.constant 64 : i64
// CHECK: %[[D:.+]] = arith.constant 16 : i64
// CHECK: %[[SCALE:.+]] = arith.constant 2.500000e-01 : f32
// CHECK: %[[CAUSAL:.+]] = arith.constant 1 : i32
// CHECK: %[[NOFILL:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[ZEROROWS:.+]] = arith.constant 0 : i32
// CHECK: %[[BF16:.+]] = arith.constant 2 : i32
// CHECK: %[[MF32:.+]] = arith.constant 0 : i32
// CHECK: %[[OF32:.+]] = arith.constant 0 : i32
// CHECK: call @mpoptAttention(%[[QP]], %{{.+}}, %{{.+}}, %[[MP]], %{{.+}}, %[[B]], %[[H]], %[[HKV]], %[[SQ]], %[[SK]], %[[D]], %[[QSB]], %[[QSH]], %[[QSS]], {{.+}}, %[[MSB]], %{{.+}}, %[[MSS]], %[[SCALE]], %[[CAUSAL]], %[[NOFILL]], %[[ZEROROWS]], %[[BF16]], %[[MF32]], %[[OF32]]) {mpopt.stream_ordered}
// CHECK-NOT: mpopt.attention.call
// A causal fill (mpopt.attention's causal_fill) is mode 2 and its value.
// CHECK-LABEL: func.func @fill
// CHECK: %[[MODE:.+]] = arith.constant 2 : i32
// CHECK: %[[FILL:.+]] = arith.constant -3.40282347E+38 : f32
// CHECK: call @mpoptAttention({{.+}}, %[[MODE]], %[[FILL]], {{.+}}) {mpopt.stream_ordered}
// CHECK: func.func private @mpoptAttention(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, i32, f32, i32, i32, i32, i32)
func.func @call(%q: memref<2x4x64x16xbf16, strided<[?, ?, ?, ?], offset: ?>>, %k: memref<2x2x64x16xbf16>, %v: memref<2x2x64x16xbf16>, %m: memref<2x1x64x64xf32>, %o: memref<2x4x64x16xf32>) {
  call @mpopt.attention.call.0(%q, %k, %v, %m, %o) {mpopt.attention.arguments = {causal = true, mask_broadcast = array<i1: false, true, false, false>, scale = 2.500000e-01 : f64, zero_masked_rows = false}}
      : (memref<2x4x64x16xbf16, strided<[?, ?, ?, ?], offset: ?>>, memref<2x2x64x16xbf16>, memref<2x2x64x16xbf16>, memref<2x1x64x64xf32>, memref<2x4x64x16xf32>) -> ()
  return
}
func.func private @mpopt.attention.call.0(memref<2x4x64x16xbf16, strided<[?, ?, ?, ?], offset: ?>>, memref<2x2x64x16xbf16>, memref<2x2x64x16xbf16>, memref<2x1x64x64xf32>, memref<2x4x64x16xf32>)
func.func @fill(%q: memref<2x4x64x16xbf16>, %k: memref<2x2x64x16xbf16>, %v: memref<2x2x64x16xbf16>, %m: memref<2x1x1x64xf32>, %o: memref<2x4x64x16xf32>) {
  call @mpopt.attention.call.1(%q, %k, %v, %m, %o) {mpopt.attention.arguments = {causal = true, causal_fill = -3.4028234663852886E+38 : f64, mask_broadcast = array<i1: false, true, true, false>, scale = 2.500000e-01 : f64, zero_masked_rows = false}}
      : (memref<2x4x64x16xbf16>, memref<2x2x64x16xbf16>, memref<2x2x64x16xbf16>, memref<2x1x1x64xf32>, memref<2x4x64x16xf32>) -> ()
  return
}
func.func private @mpopt.attention.call.1(memref<2x4x64x16xbf16>, memref<2x2x64x16xbf16>, memref<2x2x64x16xbf16>, memref<2x1x1x64xf32>, memref<2x4x64x16xf32>)

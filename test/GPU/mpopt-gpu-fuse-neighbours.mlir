// RUN: mpopt-opt %s --mpopt-gpu-fuse-neighbours | FileCheck %s

// Two consecutive launches of one block shape that share no buffer either
// writes run as one launch: the blocks of the first, then those of the
// second. A launch that reads what the one before writes stays apart.

// CHECK-LABEL: func.func @independent
// CHECK: gpu.launch
// CHECK: memref.store %{{.+}}, %arg1
// CHECK: memref.store %{{.+}}, %arg3
// CHECK: gpu.terminator
// CHECK-NOT: gpu.launch
// CHECK: return
func.func @independent(%a: memref<256xf32>, %b: memref<256xf32>,
                       %c: memref<512xf32>, %d: memref<512xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %i = arith.muli %bx, %c128 : index
    %j = arith.addi %i, %tx : index
    %v = memref.load %a[%j] : memref<256xf32>
    memref.store %v, %b[%j] : memref<256xf32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %i = arith.muli %bx, %c128 : index
    %j = arith.addi %i, %tx : index
    %v = memref.load %c[%j] : memref<512xf32>
    memref.store %v, %d[%j] : memref<512xf32>
    gpu.terminator
  }
  return
}

// CHECK-LABEL: func.func @dependent
// CHECK: gpu.launch
// CHECK: gpu.terminator
// CHECK: gpu.launch
func.func @dependent(%a: memref<256xf32>, %b: memref<256xf32>, %c: memref<256xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %i = arith.muli %bx, %c128 : index
    %j = arith.addi %i, %tx : index
    %v = memref.load %a[%j] : memref<256xf32>
    memref.store %v, %b[%j] : memref<256xf32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %i = arith.muli %bx, %c128 : index
    %j = arith.addi %i, %tx : index
    %v = memref.load %b[%j] : memref<256xf32>
    memref.store %v, %c[%j] : memref<256xf32>
    gpu.terminator
  }
  return
}

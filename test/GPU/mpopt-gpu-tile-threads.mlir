// RUN: mpopt-opt %s --mpopt-gpu-tile-threads | FileCheck %s
// RUN: mpopt-opt %s --mpopt-gpu-tile-threads="threads=32 per-thread=2" | FileCheck %s --check-prefix=SMALL
// RUN: not mpopt-opt %s --mpopt-gpu-tile-threads="threads=2048" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: for the --threads option: must be an integer in [1, 1024], got '2048'

// The innermost dimension of an outermost parallel loop is tiled by
// threads x per-thread (256 x 4 by default); the tile becomes a loop over
// the threads whose iterations take per-thread elements `threads` apart.

// CHECK-LABEL: func.func @copy
// CHECK: %[[C1024:.+]] = arith.constant 1024 : index
// CHECK: %[[STEP:.+]] = arith.muli %{{.+}}, %[[C1024]]
// CHECK: scf.parallel (%{{.+}}, %{{.+}}) = {{.*}} step (%{{.+}}, %[[STEP]])
// CHECK-DAG: %[[C256:.+]] = arith.constant 256 : index
// CHECK-DAG: %[[C4:.+]] = arith.constant 4 : index
// CHECK: scf.parallel (%[[T:.+]]) = {{.*}} to (%[[C256]])
// CHECK: scf.for %[[K:.+]] = %{{.+}} to %[[C4]]
// CHECK: %[[OFF:.+]] = arith.muli %[[K]], %[[C256]]
// CHECK: arith.addi %[[T]], %[[OFF]]
// CHECK: memref.load
// CHECK: memref.store
// SMALL-LABEL: func.func @copy
// SMALL: arith.constant 64 : index
// SMALL: scf.parallel
// SMALL-DAG: arith.constant 32 : index
// SMALL-DAG: arith.constant 2 : index
func.func @copy(%x: memref<8x4096xf32>, %y: memref<8x4096xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c4096 = arith.constant 4096 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c4096) step (%c1, %c1) {
    %v = memref.load %x[%i, %j] : memref<8x4096xf32>
    memref.store %v, %y[%i, %j] : memref<8x4096xf32>
    scf.reduce
  }
  return
}

// Rows shorter than a tile (an NCHW image 56 wide: 56 of 1024 elements per
// block) make the nest two dimensions first, row after row: the shortest
// run of trailing dimensions that fills a tile (h, w: 3136), tiled, and
// the others (n, c: 128) on blocks. Each element's indices come back by
// unsigned division, in 32 bits below 2^31 elements (the GPU has no
// 64-bit multiply-high); those of n and c are the same for a thread's
// elements.
// CHECK-LABEL: func.func @short_rows
// CHECK-DAG: %[[C128:.+]] = arith.constant 128 : index
// CHECK-DAG: %[[C3136:.+]] = arith.constant 3136 : index
// CHECK: scf.parallel (%[[OUTER:.+]], %[[TILE:.+]]) = (%{{.+}}, %{{.+}}) to (%[[C128]], %[[C3136]])
// CHECK: scf.parallel (%[[T:.+]]) =
// CHECK: scf.for
// CHECK: %[[NC:.+]] = arith.addi %{{.+}}, %[[OUTER]] : index
// CHECK: %[[HW:.+]] = arith.addi %{{.+}}, %[[TILE]] : index
// CHECK: scf.if
// CHECK: %[[NC32:.+]] = arith.index_castui %[[NC]] : index to i32
// CHECK: %[[C64:.+]] = arith.constant 64 : i32
// CHECK: %[[C32:.+]] = arith.remui %[[NC32]], %[[C64]] : i32
// CHECK: %[[N32:.+]] = arith.divui %[[NC32]], %[[C64]] : i32
// CHECK: %[[C:.+]] = arith.index_castui %[[C32]] : i32 to index
// CHECK: %[[N:.+]] = arith.index_castui %[[N32]] : i32 to index
// CHECK: %[[HW32:.+]] = arith.index_castui %[[HW]] : index to i32
// CHECK: %[[C56:.+]] = arith.constant 56 : i32
// CHECK: %[[W32:.+]] = arith.remui %[[HW32]], %[[C56]] : i32
// CHECK: %[[H32:.+]] = arith.divui %[[HW32]], %[[C56]] : i32
// CHECK: %[[W:.+]] = arith.index_castui %[[W32]] : i32 to index
// CHECK: %[[H:.+]] = arith.index_castui %[[H32]] : i32 to index
// CHECK: memref.load %{{.+}}[%[[N]], %[[C]], %[[H]], %[[W]]]
// A nest with rows of a tile or more (@copy above) keeps its dimensions.
func.func @short_rows(%x: memref<2x64x56x56xf32>, %y: memref<2x64x56x56xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %c56 = arith.constant 56 : index
  scf.parallel (%n, %c, %h, %w) = (%c0, %c0, %c0, %c0) to (%c2, %c64, %c56, %c56) step (%c1, %c1, %c1, %c1) {
    %v = memref.load %x[%n, %c, %h, %w] : memref<2x64x56x56xf32>
    memref.store %v, %y[%n, %c, %h, %w] : memref<2x64x56x56xf32>
    scf.reduce
  }
  return
}

// A nest smaller than a tile altogether becomes one dimension.
// CHECK-LABEL: func.func @small_nest
// CHECK: %[[C98:.+]] = arith.constant 98 : index
// CHECK: scf.parallel (%{{[^,]+}}) = (%{{.+}}) to (%[[C98]])
// CHECK: scf.parallel (%{{[^,]+}}) =
// CHECK: arith.remui %{{.+}}, %{{.+}} : i32
// CHECK: arith.divui %{{.+}}, %{{.+}} : i32
// CHECK: memref.load
func.func @small_nest(%x: memref<2x7x7xf32>, %y: memref<2x7x7xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  scf.parallel (%n, %h, %w) = (%c0, %c0, %c0) to (%c2, %c7, %c7) step (%c1, %c1, %c1) {
    %v = memref.load %x[%n, %h, %w] : memref<2x7x7xf32>
    memref.store %v, %y[%n, %h, %w] : memref<2x7x7xf32>
    scf.reduce
  }
  return
}

// A nest of any rank with short rows: tosa.tile of a 5-D mask becomes a
// 10-D loop after tosa-to-linalg. Every dimension is recovered from the
// collapsed one (a rank over 6 once read freed memory here).
// CHECK-LABEL: func.func @rank_ten
// CHECK: %[[C1024:.+]] = arith.constant 1024 : index
// CHECK: scf.parallel (%{{[^,]+}}) = (%{{.+}}) to (%[[C1024]])
// CHECK-COUNT-9: arith.divui
// CHECK-NOT: arith.divui
// CHECK: %[[V:.+]] = memref.load %{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}] : memref<2x2x2x2x2x2x2x2x2x2xf32>
// CHECK: memref.store %[[V]]
func.func @rank_ten(%x: memref<2x2x2x2x2x2x2x2x2x2xf32>, %y: memref<2x2x2x2x2x2x2x2x2x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i0, %i1, %i2, %i3, %i4, %i5, %i6, %i7, %i8, %i9) = (%c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0) to (%c2, %c2, %c2, %c2, %c2, %c2, %c2, %c2, %c2, %c2) step (%c1, %c1, %c1, %c1, %c1, %c1, %c1, %c1, %c1, %c1) {
    %v = memref.load %x[%i0, %i1, %i2, %i3, %i4, %i5, %i6, %i7, %i8, %i9] : memref<2x2x2x2x2x2x2x2x2x2xf32>
    memref.store %v, %y[%i0, %i1, %i2, %i3, %i4, %i5, %i6, %i7, %i8, %i9] : memref<2x2x2x2x2x2x2x2x2x2xf32>
    scf.reduce
  }
  return
}

// An iteration of a vectorized loop (mpopt-gpu-vectorize-loops) counts as
// its lanes: 8 lanes take the whole of per-thread's 4 elements, so each
// thread takes one iteration, and a block 256.
// CHECK-LABEL: func.func @vectorized
// CHECK: %[[C256:.+]] = arith.constant 256 : index
// CHECK: %[[STEP:.+]] = arith.muli %{{.+}}, %[[C256]]
// CHECK: scf.parallel (%{{.+}}) = {{.*}} step (%[[STEP]])
// CHECK: arith.constant 256 : index
// CHECK-NEXT: %[[ONE:.+]] = arith.constant 1 : index
// CHECK-NEXT: scf.parallel
// CHECK-NEXT: scf.for %{{.+}} = %{{.+}} to %[[ONE]] step
// CHECK: vector.load
func.func @vectorized(%x: memref<65536xbf16>, %y: memref<65536xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c8192 = arith.constant 8192 : index
  scf.parallel (%i) = (%c0) to (%c8192) step (%c1) {
    %first = arith.muli %i, %c8 : index
    %v = vector.load %x[%first] {alignment = 16 : i64} : memref<65536xbf16>, vector<8xbf16>
    vector.store %v, %y[%first] {alignment = 16 : i64} : memref<65536xbf16>, vector<8xbf16>
    scf.reduce
  } {mpopt.vector_lanes = 8 : i64}
  return
}

// RUN: mpopt-opt %s --split-input-file --mpopt-gpu-vectorize-loops | FileCheck %s
// RUN: mpopt-opt %s --split-input-file --mpopt-gpu-vectorize-loops="bytes=8" | FileCheck %s --check-prefix=EIGHT
// RUN: not mpopt-opt %s --mpopt-gpu-vectorize-loops="bytes=32" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: for the --bytes option: must be an integer in [1, 16], got '32'

// GPT-2's logits widened to f32: rows of 50257 elements, but every access
// walks the whole contiguous tensor, so the nest becomes one dimension of
// 102926336 elements, 8 per iteration: a 16-byte bf16 load and an f32
// store of 32 bytes.
// CHECK-LABEL: func.func @widen
// CHECK-DAG: %[[X:.+]] = memref.collapse_shape %arg0 {{\[}}[0, 1, 2]] : memref<4x512x50257xbf16> into memref<102926336xbf16>
// CHECK-DAG: %[[Y:.+]] = memref.collapse_shape %arg1 {{\[}}[0, 1, 2]] : memref<4x512x50257xf32> into memref<102926336xf32>
// CHECK-DAG: %[[N:.+]] = arith.constant 12865792 : index
// CHECK: scf.parallel (%[[I:.+]]) = (%{{.+}}) to (%[[N]])
// CHECK: %[[C8:.+]] = arith.constant 8 : index
// CHECK: %[[FIRST:.+]] = arith.muli %[[I]], %[[C8]]
// CHECK-NOT: arith.addi
// CHECK: %[[V:.+]] = vector.load %[[X]][%[[FIRST]]] {alignment = 16 : i64} : memref<102926336xbf16>, vector<8xbf16>
// CHECK: %[[E0:.+]] = vector.extract %[[V]][0]
// CHECK: %[[E7:.+]] = vector.extract %[[V]][7]
// CHECK: %[[W0:.+]] = arith.extf %[[E0]]
// CHECK: %[[W7:.+]] = arith.extf %[[E7]]
// CHECK: %[[R:.+]] = vector.from_elements %[[W0]], {{.*}}, %[[W7]] : vector<8xf32>
// CHECK: vector.store %[[R]], %[[Y]][%[[FIRST]]] {alignment = 16 : i64} : memref<102926336xf32>, vector<8xf32>
// EIGHT-LABEL: func.func @widen
// EIGHT: vector.load {{.*}} {alignment = 8 : i64} : memref<102926336xbf16>, vector<4xbf16>
// EIGHT: vector.store {{.*}} {alignment = 16 : i64} : memref<102926336xf32>, vector<4xf32>
func.func @widen(%x: memref<4x512x50257xbf16>, %y: memref<4x512x50257xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c512 = arith.constant 512 : index
  %cn = arith.constant 50257 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%c4, %c512, %cn) step (%c1, %c1, %c1) {
    %v = memref.load %x[%i, %j, %k] : memref<4x512x50257xbf16>
    %w = arith.extf %v : bf16 to f32
    memref.store %w, %y[%i, %j, %k] : memref<4x512x50257xf32>
    scf.reduce
  }
  return
}

// -----

// v of a fused QKV projection (a strided slice: rows 2304 apart, offset
// 1536) plus its bias, times a per-row value: the slice's rows and the
// bias are read along k as vectors (the slice's rows and offset are
// multiples of 16 bytes), the per-row value once for the 8 elements. The
// bias reads k alone, so the nest keeps its dimensions.
// CHECK-LABEL: func.func @bias
// CHECK: %[[C96:.+]] = arith.constant 96 : index
// CHECK: scf.parallel (%[[I:.+]], %[[J:.+]], %[[K:.+]]) = {{.*}} to (%{{.+}}, %{{.+}}, %[[C96]])
// CHECK: %[[FIRST:.+]] = arith.muli %[[K]]
// CHECK: %[[V:.+]] = vector.load %arg0[%[[I]], %[[J]], %[[FIRST]]] {alignment = 16 : i64} : memref<4x512x768xbf16, strided<[1179648, 2304, 1], offset: 1536>>, vector<8xbf16>
// CHECK: %[[B:.+]] = vector.load %arg1[%[[FIRST]]] {alignment = 16 : i64} : memref<768xf32>, vector<8xf32>
// CHECK: %[[M:.+]] = memref.load %arg2[%[[I]], %[[J]]]
// CHECK-NOT: memref.load
// CHECK-COUNT-8: arith.mulf %{{.+}}, %[[M]] : f32
// CHECK: vector.store %{{.+}}, %arg3[%[[I]], %[[J]], %[[FIRST]]] {alignment = 16 : i64}
func.func @bias(%x: memref<4x512x768xbf16, strided<[1179648, 2304, 1], offset: 1536>>, %b: memref<768xf32>, %m: memref<4x512xf32>, %y: memref<4x512x768xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c512 = arith.constant 512 : index
  %cn = arith.constant 768 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%c4, %c512, %cn) step (%c1, %c1, %c1) {
    %v = memref.load %x[%i, %j, %k] : memref<4x512x768xbf16, strided<[1179648, 2304, 1], offset: 1536>>
    %bb = memref.load %b[%k] : memref<768xf32>
    %mm = memref.load %m[%i, %j] : memref<4x512xf32>
    %w = arith.extf %v : bf16 to f32
    %s = arith.addf %w, %bb : f32
    %t = arith.mulf %s, %mm : f32
    %r = arith.truncf %t : f32 to bf16
    memref.store %r, %y[%i, %j, %k] : memref<4x512x768xbf16>
    scf.reduce
  }
  return
}

// -----

// An offset of 2 f32 elements: the vectors are 8-byte aligned, no more. A
// buffer carved by memref.view is not assumed aligned beyond its element.
// CHECK-LABEL: func.func @alignment
// CHECK: vector.load %arg0[{{.*}}] {alignment = 8 : i64} : memref<64x256xf32, strided<[260, 1], offset: 2>>, vector<4xf32>
// CHECK: vector.store %{{.+}}, %[[VIEW:.+]][{{.*}}] {alignment = 4 : i64} : memref<64x256xf32>, vector<4xf32>
func.func @alignment(%x: memref<64x256xf32, strided<[260, 1], offset: 2>>, %arena: memref<65536xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %y = memref.view %arena[%c0][] : memref<65536xi8> to memref<64x256xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c256) step (%c1, %c1) {
    %v = memref.load %x[%i, %j] : memref<64x256xf32, strided<[260, 1], offset: 2>>
    memref.store %v, %y[%i, %j] : memref<64x256xf32>
    scf.reduce
  }
  return
}

// -----

// The element's own index (a causal mask): each of the 8 elements gets it.
// CHECK-LABEL: func.func @index
// CHECK: %[[FIRST:.+]] = arith.muli
// CHECK: %[[C7:.+]] = arith.constant 7 : index
// CHECK: %[[LAST:.+]] = arith.addi %[[FIRST]], %[[C7]]
// CHECK: arith.cmpi ugt, %[[LAST]], %{{.+}} : index
// CHECK: vector.store
func.func @index(%x: memref<512x512xbf16>, %y: memref<512x512xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c512 = arith.constant 512 : index
  %ninf = arith.constant 0xFF80 : bf16
  scf.parallel (%i, %j) = (%c0, %c0) to (%c512, %c512) step (%c1, %c1) {
    %v = memref.load %x[%i, %j] : memref<512x512xbf16>
    %later = arith.cmpi ugt, %j, %i : index
    %r = arith.select %later, %ninf, %v : bf16
    memref.store %r, %y[%i, %j] : memref<512x512xbf16>
    scf.reduce
  }
  return
}

// -----

// GPT-2's token embedding: a row of the table chosen by a loaded id, with
// torch-mlir's checks of the id. The checks do not depend on the column:
// once per vector, before the 16-byte load of the row's 4 columns.
// CHECK-LABEL: func.func @gather
// CHECK: %[[ID:.+]] = memref.load %arg0
// CHECK: %[[ROW:.+]] = arith.index_cast %[[ID]]
// CHECK: cf.assert
// CHECK-NOT: cf.assert
// CHECK: vector.load %arg1[%[[ROW]], %{{.+}}] {alignment = 16 : i64} : memref<64x768xf32>, vector<4xf32>
// CHECK: vector.store %{{.+}}, %arg2[%{{.+}}, %{{.+}}] {alignment = 16 : i64} : memref<16x768xf32>, vector<4xf32>
func.func @gather(%ids: memref<16xi64>, %table: memref<64x768xf32>, %y: memref<16x768xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c768 = arith.constant 768 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c16, %c768) step (%c1, %c1) {
    %id = memref.load %ids[%i] : memref<16xi64>
    %row = arith.index_cast %id : i64 to index
    %ok = arith.cmpi slt, %row, %c64 : index
    cf.assert %ok, "index must be smaller than dim size"
    %v = memref.load %table[%row, %j] : memref<64x768xf32>
    memref.store %v, %y[%i, %j] : memref<16x768xf32>
    scf.reduce
  }
  return
}

// -----

// LLaMA's rotate_half read elementwise (mpopt-gpu-fuse-elementwise's
// concatenation: the first half of each row takes the second's negated
// element, the second half the first's): the branch changes at 32, a
// multiple of 8, so each vector's 8 elements take one branch, which loads
// 8 neighbours at the column plus or minus 32. A boundary at 36 allows 4.
// CHECK-LABEL: func.func @rotate_half
// CHECK: scf.parallel (%{{.+}}, %[[J:.+]]) = (%{{.+}}, %{{.+}}) to (%{{.+}}, %{{.+}})
// CHECK: %[[FIRST:.+]] = arith.muli %[[J]], %{{.+}}
// CHECK: %[[X:.+]] = vector.load %arg0[%{{.+}}, %[[FIRST]]] {alignment = 16 : i64} : memref<64x64xbf16>, vector<8xbf16>
// CHECK: %[[LOW:.+]] = arith.cmpi ult, %[[FIRST]], %{{.+}} : index
// CHECK: %[[PAIRS:.+]]:8 = scf.if %[[LOW]] -> (f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK: %[[UP:.+]] = arith.addi %[[FIRST]], %{{.+}} : index
// CHECK: vector.load %arg0[%{{.+}}, %[[UP]]] {alignment = 16 : i64} : memref<64x64xbf16>, vector<8xbf16>
// CHECK-COUNT-8: arith.negf
// CHECK: } else {
// CHECK: %[[DOWN:.+]] = arith.subi %[[FIRST]], %{{.+}} : index
// CHECK: vector.load %arg0[%{{.+}}, %[[DOWN]]] {alignment = 16 : i64} : memref<64x64xbf16>, vector<8xbf16>
// CHECK: vector.store %{{.+}}, %arg1[%{{.+}}, %[[FIRST]]] {alignment = 16 : i64} : memref<64x64xbf16>, vector<8xbf16>
// CHECK-LABEL: func.func @rotate_at_36
// CHECK: scf.if %{{.+}} -> (bf16, bf16, bf16, bf16) {
// CHECK: vector.load {{.+}} vector<4xbf16>
func.func @rotate_half(%x: memref<64x64xbf16>, %y: memref<64x64xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c64) step (%c1, %c1) {
    %v = memref.load %x[%i, %j] : memref<64x64xbf16>
    %low = arith.cmpi ult, %j, %c32 : index
    %r = scf.if %low -> (f32) {
      %k = arith.addi %j, %c32 : index
      %p = memref.load %x[%i, %k] : memref<64x64xbf16>
      %w = arith.extf %p : bf16 to f32
      %n = arith.negf %w : f32
      scf.yield %n : f32
    } else {
      %k = arith.subi %j, %c32 : index
      %p = memref.load %x[%i, %k] : memref<64x64xbf16>
      %w = arith.extf %p : bf16 to f32
      scf.yield %w : f32
    }
    %a = arith.extf %v : bf16 to f32
    %s = arith.addf %a, %r : f32
    %t = arith.truncf %s : f32 to bf16
    memref.store %t, %y[%i, %j] : memref<64x64xbf16>
    scf.reduce
  }
  return
}
func.func @rotate_at_36(%x: memref<64x72xbf16>, %y: memref<64x72xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c36 = arith.constant 36 : index
  %c64 = arith.constant 64 : index
  %c72 = arith.constant 72 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c72) step (%c1, %c1) {
    %low = arith.cmpi ult, %j, %c36 : index
    %r = scf.if %low -> (bf16) {
      %k = arith.addi %j, %c36 : index
      %p = memref.load %x[%i, %k] : memref<64x72xbf16>
      scf.yield %p : bf16
    } else {
      %k = arith.subi %j, %c36 : index
      %p = memref.load %x[%i, %k] : memref<64x72xbf16>
      scf.yield %p : bf16
    }
    memref.store %r, %y[%i, %j] : memref<64x72xbf16>
    scf.reduce
  }
  return
}

// -----

// GPT-2's GELU after convert-math-to-funcs: x^3 is a call of a function
// whose body only multiplies; it runs once per lane. A call of a function
// that stores, or of one defined elsewhere, keeps the loop as it is.
// CHECK-LABEL: func.func @pure_call
// CHECK: scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%[[C:.*]]) step
// CHECK: %[[V:.*]] = vector.load %{{.*}} : memref<4096xbf16>, vector<8xbf16>
// CHECK-COUNT-8: call @cube(
// CHECK: vector.store %{{.*}} : memref<4096xbf16>, vector<8xbf16>
// CHECK: scf.parallel
// CHECK-NOT: vector.
// CHECK: call @logs
// CHECK: scf.parallel
// CHECK-NOT: vector.
// CHECK: call @elsewhere
// CHECK-NOT: vector.
// CHECK: return
func.func private @cube(%x: f32) -> f32 {
  %s = arith.mulf %x, %x : f32
  %c = arith.mulf %s, %x : f32
  return %c : f32
}
func.func private @logs(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<1xf32>
  memref.store %x, %m[%c0] : memref<1xf32>
  return %x : f32
}
func.func private @elsewhere(f32) -> f32
func.func @pure_call(%x: memref<4096xbf16>, %y: memref<4096xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4096 = arith.constant 4096 : index
  scf.parallel (%i) = (%c0) to (%c4096) step (%c1) {
    %v = memref.load %x[%i] : memref<4096xbf16>
    %w = arith.extf %v : bf16 to f32
    %c = func.call @cube(%w) : (f32) -> f32
    %t = math.tanh %c : f32
    %r = arith.truncf %t : f32 to bf16
    memref.store %r, %y[%i] : memref<4096xbf16>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4096) step (%c1) {
    %v = memref.load %x[%i] : memref<4096xbf16>
    %w = arith.extf %v : bf16 to f32
    %c = func.call @logs(%w) : (f32) -> f32
    %r = arith.truncf %c : f32 to bf16
    memref.store %r, %y[%i] : memref<4096xbf16>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4096) step (%c1) {
    %v = memref.load %x[%i] : memref<4096xbf16>
    %w = arith.extf %v : bf16 to f32
    %c = func.call @elsewhere(%w) : (f32) -> f32
    %r = arith.truncf %c : f32 to bf16
    memref.store %r, %y[%i] : memref<4096xbf16>
    scf.reduce
  }
  return
}

// -----

// Loops left as they are: a read across the innermost dimension (a
// transpose), rows of an odd length that a broadcast operand keeps apart,
// a check that depends on the column, and a branch that stores.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: vector.
// CHECK: return
func.func @kept(%x: memref<256x256xf32>, %y: memref<256x256xf32>,
                %o: memref<64x1001xf32>, %b: memref<1001xf32>, %p: memref<64x1001xf32>,
                %f: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %c1001 = arith.constant 1001 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c256, %c256) step (%c1, %c1) {
    %v = memref.load %x[%j, %i] : memref<256x256xf32>
    memref.store %v, %y[%i, %j] : memref<256x256xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c1001) step (%c1, %c1) {
    %v = memref.load %o[%i, %j] : memref<64x1001xf32>
    %w = memref.load %b[%j] : memref<1001xf32>
    %s = arith.addf %v, %w : f32
    memref.store %s, %p[%i, %j] : memref<64x1001xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c256, %c256) step (%c1, %c1) {
    %v = memref.load %x[%i, %j] : memref<256x256xf32>
    %small = arith.cmpi ult, %j, %c64 : index
    cf.assert %small, "column"
    memref.store %v, %y[%i, %j] : memref<256x256xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c256, %c256) step (%c1, %c1) {
    scf.if %f {
      %v = memref.load %x[%i, %j] : memref<256x256xf32>
      memref.store %v, %y[%i, %j] : memref<256x256xf32>
    }
    scf.reduce
  }
  return
}

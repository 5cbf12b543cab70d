// These rows are too few to fill a GPU a warp each, so by default warps
// share them (the SHARED run); max-warps-per-row=1 keeps a warp a row.
// RUN: mpopt-opt %s --mpopt-gpu-row-kernels="max-warps-per-row=1" | FileCheck %s
// RUN: mpopt-opt %s --mpopt-gpu-row-kernels | FileCheck %s --check-prefix=SHARED
// RUN: not mpopt-opt %s --mpopt-gpu-row-kernels="max-warps-per-row=3" 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: max-warps-per-row must be 1, 2, 4 or 8, not 3

// A row sum and the op that divides each row by it are one launch, a warp
// (32 lanes of a block of 32 x 8) per row: the lanes read the row (here 8
// elements each, one vector), combine their partial sums with shuffles,
// and every lane then has the sum for the division. The sum's buffer, read
// by nothing else, goes.
// Shared, the 64 rows of 256 take 8 warps each (a block a row, a lane an
// element): each warp's butterfly goes to shared memory, and after a
// barrier every thread adds the 8 parts in warp order.
// SHARED-LABEL: func.func @normalize
// SHARED: gpu.launch blocks({{.*}}) in ({{.*}} = %c64, {{.*}}) threads(%[[X:.*]], %[[W:.*]], %[[R:.*]]) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1{{.*}}) workgroup(%[[PARTS:.*]] : memref<1x8xf32, #gpu.address_space<workgroup>>)
// SHARED: memref.load %arg0
// SHARED: gpu.shuffle  xor
// SHARED: %[[FIRST:.*]] = arith.cmpi eq, %[[X]], %{{.*}} : index
// SHARED: scf.if %[[FIRST]] {
// SHARED-NEXT: memref.store %{{.*}}, %[[PARTS]][%[[R]], %[[W]]]
// SHARED: gpu.barrier
// SHARED-COUNT-8: memref.load %[[PARTS]][%[[R]],
// SHARED: arith.divf
// SHARED: gpu.terminator

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#fill = affine_map<(d0) -> ()>
#one = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func.func @normalize
// CHECK-DAG: %[[C32:.+]] = arith.constant 32 : index
// CHECK-DAG: %[[C8:.+]] = arith.constant 8 : index
// CHECK-NOT: memref.alloc
// CHECK: gpu.launch blocks({{.*}}) threads({{.*}}) in ({{.*}} = %[[C32]], {{.*}} = %[[C8]],
// CHECK: vector.load %arg0
// CHECK: arith.addf
// CHECK: gpu.shuffle  xor
// CHECK: arith.divf
// CHECK: gpu.terminator
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @normalize(%x: memref<64x256xf32>, %y: memref<64x256xf32>) {
  %zero = arith.constant 0.0 : f32
  %sum = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [#fill, #one], iterator_types = ["parallel"]}
      ins(%zero : f32) outs(%sum : memref<64xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<64x256xf32>) outs(%sum : memref<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : memref<64x256xf32>, memref<64xf32>) outs(%y : memref<64x256xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %q = arith.divf %a, %s : f32
    linalg.yield %q : f32
  }
  memref.dealloc %sum : memref<64xf32>
  return
}

// Whether each row of a mask is all true (the SDPA exports' fully masked
// rows): an `and` of booleans over the row, combined across the warp as
// i32 (shuffles move 32 bits), stored by the first lane.
// CHECK-LABEL: func.func @all_true
// CHECK: gpu.launch
// CHECK: %[[TRUE:.+]] = arith.constant true
// CHECK: memref.load %arg0
// CHECK: arith.andi
// CHECK: %[[WIDE:.+]] = arith.extui %{{.+}} : i1 to i32
// CHECK: %[[MOVED:.+]], %{{.+}} = gpu.shuffle  xor %[[WIDE]]
// CHECK: %[[BACK:.+]] = arith.trunci %[[MOVED]] : i32 to i1
// CHECK: arith.andi %{{.+}}, %[[BACK]] : i1
// CHECK: memref.store %{{.+}}, %arg1
// CHECK-NOT: linalg.generic
func.func @all_true(%m: memref<64x512xi1>, %all: memref<64xi1>) {
  %true = arith.constant true
  linalg.generic {indexing_maps = [#fill, #one], iterator_types = ["parallel"]}
      ins(%true : i1) outs(%all : memref<64xi1>) {
  ^bb0(%in: i1, %o: i1):
    linalg.yield %in : i1
  }
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%m : memref<64x512xi1>) outs(%all : memref<64xi1>) {
  ^bb0(%a: i1, %acc: i1):
    %r = arith.andi %a, %acc : i1
    linalg.yield %r : i1
  }
  return
}

// The same with the row's result kept as a last dimension of 1 (torch's
// keepdim, as the exporters write it): stored at index 0 of that
// dimension.
#kept = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-LABEL: func.func @all_true_kept
// CHECK: gpu.launch
// CHECK: gpu.shuffle  xor
// CHECK: memref.store %{{.+}}, %arg1[%{{.+}}, %c0{{.*}}] : memref<64x1xi1>
// CHECK-NOT: linalg.generic
func.func @all_true_kept(%m: memref<64x512xi1>, %all: memref<64x1xi1>) {
  linalg.generic {indexing_maps = [#id, #kept], iterator_types = ["parallel", "reduction"]}
      ins(%m : memref<64x512xi1>) outs(%all : memref<64x1xi1>) {
  ^bb0(%a: i1, %acc: i1):
    %r = arith.andi %a, %acc : i1
    linalg.yield %r : i1
  }
  return
}

// Channels last, a per-channel scale stored as torch-mlir broadcasts it
// ([C, 1, 1], read at (c, 0, 0)), then a sum of each pixel's channels: the
// scale runs along the row as the activation does: each lane loads its 8
// channels of it as one vector (through a collapse of the dimensions of
// 1), not 8 scalars. (An elementwise op alone is no row kernel:
// mpopt-gpu-vectorize-loops makes it vectors, a thread each.)
// CHECK-LABEL: func.func @per_channel
// CHECK: gpu.launch
// CHECK-DAG: vector.load %arg0[{{.+}}] {alignment = 16 : i64} : memref<4x16x16x256xbf16>, vector<8xbf16>
// CHECK-DAG: %[[FLAT:.+]] = memref.collapse_shape %arg1 {{\[}}[0, 1, 2]] : memref<256x1x1xf32> into memref<256xf32>
// CHECK-DAG: vector.load %[[FLAT]][{{.+}}] {alignment = 16 : i64} : memref<256xf32>, vector<8xf32>
// CHECK-NOT: memref.load %arg1
// CHECK: vector.store %{{.+}}, %arg2
#nhwc = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#channel = affine_map<(d0, d1, d2, d3) -> (d3, 0, 0)>
#pixel = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#pixel_fill = affine_map<(d0, d1, d2) -> ()>
#pixel_id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @per_channel(%x: memref<4x16x16x256xbf16>, %s: memref<256x1x1xf32>, %y: memref<4x16x16x256xbf16>, %sum: memref<4x16x16xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [#nhwc, #channel, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %s : memref<4x16x16x256xbf16>, memref<256x1x1xf32>) outs(%y : memref<4x16x16x256xbf16>) {
  ^bb0(%a: bf16, %b: f32, %o: bf16):
    %w = arith.extf %a : bf16 to f32
    %m = arith.mulf %w, %b : f32
    %r = arith.truncf %m : f32 to bf16
    linalg.yield %r : bf16
  }
  linalg.generic {indexing_maps = [#pixel_fill, #pixel_id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%zero : f32) outs(%sum : memref<4x16x16xf32>) {
  ^bb0(%z: f32, %o: f32):
    linalg.yield %z : f32
  }
  linalg.generic {indexing_maps = [#nhwc, #pixel], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%y : memref<4x16x16x256xbf16>) outs(%sum : memref<4x16x16xf32>) {
  ^bb0(%a: bf16, %acc: f32):
    %w = arith.extf %a : bf16 to f32
    %t = arith.addf %w, %acc : f32
    linalg.yield %t : f32
  }
  return
}

// torch-mlir's LayerNorm after a residual addition made in place: the
// addition, the f32 and f64 sums (each accumulator filled just before its
// reduction), the f64 variance and the normalization are one launch; the
// fills do not split it, the updated residual is still stored, and the
// ops after the addition read its new values. The addend, a GEMM's result
// reshaped, is as aligned as its buffer: 8 bf16 a lane as one vector.
#ln_row = affine_map<(d0, d1, d2) -> (d0, d1)>
#ln_id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#ln_col = affine_map<(d0, d1, d2) -> (d2)>
#ln_fill = affine_map<(d0, d1) -> ()>
#ln_fid = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @residual_layer_norm
// CHECK-SAME: (%[[R:[^:]+]]: memref<2x64x256xf32>, %{{[^:]+}}: memref<128x256xbf16>, %{{[^:]+}}: memref<256xf32>, %{{[^:]+}}: memref<256xf32>, %[[OUT:[^:]+]]: memref<2x64x256xbf16>)
// CHECK: %[[Y:.+]] = memref.expand_shape
// CHECK: gpu.launch
// CHECK: vector.load %[[Y]][{{.+}}] {alignment = 16 : i64} : memref<2x64x256xbf16>, vector<8xbf16>
// CHECK: %[[NEW:.+]] = arith.addf %{{.+}}, %{{.+}} : f32
// CHECK: vector.store %{{.+}}, %[[R]]
// The sums take the updated residual, not the chunk loaded before it.
// CHECK: arith.addf %[[NEW]], %{{.+}} : f32
// CHECK: vector.store %{{.+}}, %[[OUT]]
// CHECK-NOT: gpu.launch
// CHECK-NOT: linalg.generic {{.*}}"reduction"
// CHECK: return
func.func @residual_layer_norm(%r: memref<2x64x256xf32>, %gemm: memref<128x256xbf16>, %g: memref<256xf32>, %b: memref<256xf32>, %out: memref<2x64x256xbf16>) {
  %y = memref.expand_shape %gemm [[0, 1], [2]] output_shape [2, 64, 256] : memref<128x256xbf16> into memref<2x64x256xbf16>
  %zero = arith.constant 0.0 : f32
  %zero64 = arith.constant 0.0 : f64
  %n64 = arith.constant 256.0 : f64
  %n = arith.constant 256.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  linalg.generic {indexing_maps = [#ln_id, #ln_id, #ln_id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%y, %r : memref<2x64x256xbf16>, memref<2x64x256xf32>) outs(%r : memref<2x64x256xf32>) {
  ^bb0(%a: bf16, %c: f32, %o: f32):
    %w = arith.extf %a : bf16 to f32
    %s = arith.addf %w, %c : f32
    linalg.yield %s : f32
  }
  %sum = memref.alloc() : memref<2x64xf32>
  linalg.generic {indexing_maps = [#ln_fill, #ln_fid], iterator_types = ["parallel", "parallel"]} ins(%zero : f32) outs(%sum : memref<2x64xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#ln_id, #ln_row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%r : memref<2x64x256xf32>) outs(%sum : memref<2x64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.addf %in, %o : f32
    linalg.yield %s : f32
  }
  %sum64 = memref.alloc() : memref<2x64xf64>
  linalg.generic {indexing_maps = [#ln_fill, #ln_fid], iterator_types = ["parallel", "parallel"]} ins(%zero64 : f64) outs(%sum64 : memref<2x64xf64>) {
  ^bb0(%in: f64, %o: f64):
    linalg.yield %in : f64
  }
  linalg.generic {indexing_maps = [#ln_id, #ln_row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%r : memref<2x64x256xf32>) outs(%sum64 : memref<2x64xf64>) {
  ^bb0(%in: f32, %o: f64):
    %w = arith.extf %in : f32 to f64
    %s = arith.addf %w, %o : f64
    linalg.yield %s : f64
  }
  %var = memref.alloc() : memref<2x64xf64>
  linalg.generic {indexing_maps = [#ln_fill, #ln_fid], iterator_types = ["parallel", "parallel"]} ins(%zero64 : f64) outs(%var : memref<2x64xf64>) {
  ^bb0(%in: f64, %o: f64):
    linalg.yield %in : f64
  }
  linalg.generic {indexing_maps = [#ln_id, #ln_row, #ln_row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%r, %sum64 : memref<2x64x256xf32>, memref<2x64xf64>) outs(%var : memref<2x64xf64>) {
  ^bb0(%in: f32, %m: f64, %o: f64):
    %w = arith.extf %in : f32 to f64
    %mean = arith.divf %m, %n64 : f64
    %d = arith.subf %w, %mean : f64
    %sq = arith.mulf %d, %d : f64
    %s = arith.addf %sq, %o : f64
    linalg.yield %s : f64
  }
  linalg.generic {indexing_maps = [#ln_id, #ln_row, #ln_row, #ln_col, #ln_col, #ln_id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r, %sum, %var, %g, %b : memref<2x64x256xf32>, memref<2x64xf32>, memref<2x64xf64>, memref<256xf32>, memref<256xf32>) outs(%out : memref<2x64x256xbf16>) {
  ^bb0(%x: f32, %s: f32, %v: f64, %gg: f32, %bb: f32, %o: bf16):
    %v1 = arith.divf %v, %n64 : f64
    %v2 = arith.truncf %v1 : f64 to f32
    %v3 = arith.addf %v2, %eps : f32
    %rs = math.rsqrt %v3 : f32
    %mean = arith.divf %s, %n : f32
    %c = arith.subf %x, %mean : f32
    %t = arith.mulf %c, %rs : f32
    %t2 = arith.mulf %t, %gg : f32
    %t3 = arith.addf %t2, %bb : f32
    %t4 = arith.truncf %t3 : f32 to bf16
    linalg.yield %t4 : bf16
  }
  return
}

// An in-place update after an op of the kernel that read the old values
// stays out: the kernel would recompute that op from the new ones.
// CHECK-LABEL: func.func @in_place_after_read
// CHECK: gpu.launch
// CHECK: linalg.generic
func.func @in_place_after_read(%r: memref<2x64x256xf32>, %out: memref<2x64xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [#ln_fill, #ln_fid], iterator_types = ["parallel", "parallel"]} ins(%zero : f32) outs(%out : memref<2x64xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#ln_id, #ln_row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%r : memref<2x64x256xf32>) outs(%out : memref<2x64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.addf %in, %o : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#ln_id, #ln_id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r : memref<2x64x256xf32>) outs(%r : memref<2x64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  }
  return
}

// A vector reduced to a scalar (a loss's sum, GradScaler's found_inf, an
// `or` of booleans) is a kernel of one row: one warp, not a loop on the
// host.
// CHECK-LABEL: func.func @to_scalar
// CHECK: gpu.launch blocks({{.*}}) in (%{{.+}} = %c1{{.*}}, %{{.+}} = %c1{{.*}}, %{{.+}} = %c1{{.*}}) threads
// CHECK: gpu.shuffle xor
// CHECK: gpu.launch
// CHECK: arith.ori
// CHECK-NOT: linalg.generic {{.*}}"reduction"
func.func @to_scalar(%x: memref<2048xf32>, %g: memref<1024xf32>, %s: memref<f32>, %inf: memref<i1>) {
  %zero = arith.constant 0.0 : f32
  %false = arith.constant false
  %big = arith.constant 0x7F800000 : f32
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%zero : f32) outs(%s : memref<f32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%x : memref<2048xf32>) outs(%s : memref<f32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%false : i1) outs(%inf : memref<i1>) {
  ^bb0(%in: i1, %o: i1):
    linalg.yield %in : i1
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%g : memref<1024xf32>) outs(%inf : memref<i1>) {
  ^bb0(%a: f32, %o: i1):
    %abs = math.absf %a : f32
    %c = arith.cmpf ueq, %abs, %big : f32
    %r = arith.ori %c, %o : i1
    linalg.yield %r : i1
  }
  return
}

// An integer sum to a scalar (a cross-entropy's count of the labels it
// does not ignore): one warp, its lanes' i64 counts added by shuffles.
// CHECK-LABEL: func.func @count_to_scalar
// CHECK: gpu.launch blocks({{.*}}) in (%{{.+}} = %c1{{.*}}, %{{.+}} = %c1{{.*}}, %{{.+}} = %c1{{.*}}) threads
// CHECK: arith.extui {{.*}} : i1 to i64
// CHECK: gpu.shuffle  xor {{.*}} : i64
// CHECK-NEXT: arith.addi {{.*}} : i64
// CHECK-NOT: linalg.generic {{.*}}"reduction"
func.func @count_to_scalar(%labels: memref<1024xi64>, %count: memref<i64>) {
  %zero = arith.constant 0 : i64
  %ignored = arith.constant -100 : i64
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%zero : i64) outs(%count : memref<i64>) {
  ^bb0(%in: i64, %o: i64):
    linalg.yield %in : i64
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%labels : memref<1024xi64>) outs(%count : memref<i64>) {
  ^bb0(%l: i64, %o: i64):
    %kept = arith.cmpi ne, %l, %ignored : i64
    %one = arith.extui %kept : i1 to i64
    %r = arith.addi %one, %o : i64
    linalg.yield %r : i64
  }
  return
}

// Rows enough to fill the GPU a warp each, but of 4096 columns: a warp
// would walk each row in a loop, reading it from memory again for the
// division. The 8 warps of a block share the row instead, each lane
// holding 16 columns in registers (two vectors), loaded once for both ops.
// SHARED-LABEL: func.func @held_row
// SHARED: gpu.launch blocks({{.*}}) in ({{.*}} = %c8192, {{.*}}) threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1{{.*}})
// SHARED-NOT: scf.for
// SHARED-COUNT-2: vector.load %arg0
// SHARED-NOT: vector.load %arg0
// SHARED: gpu.barrier
// SHARED-NOT: vector.load %arg0
// SHARED: arith.divf
// SHARED: gpu.terminator
// CHECK-LABEL: func.func @held_row
// CHECK: gpu.launch
// CHECK: scf.for
// CHECK: vector.load %arg0
// CHECK: scf.for
// CHECK: vector.load %arg0
// CHECK: arith.divf
func.func @held_row(%x: memref<8192x4096xf32>, %y: memref<8192x4096xf32>) {
  %zero = arith.constant 0.0 : f32
  %sum = memref.alloc() : memref<8192xf32>
  linalg.generic {indexing_maps = [#fill, #one], iterator_types = ["parallel"]}
      ins(%zero : f32) outs(%sum : memref<8192xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8192x4096xf32>) outs(%sum : memref<8192xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : memref<8192x4096xf32>, memref<8192xf32>) outs(%y : memref<8192x4096xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %q = arith.divf %a, %s : f32
    linalg.yield %q : f32
  }
  memref.dealloc %sum : memref<8192xf32>
  return
}

// Rows of a size known at run time (a dynamic batch): the grid is read
// from the input's dimension before the launch, and the last block's
// warps past the end skip their rows. The normalizing op writes a buffer
// allocated with the same dimension: the same rows.
// SHARED-LABEL: func.func @dynamic_rows
// SHARED: %[[ROWS:.*]] = memref.dim %arg0
// SHARED: %[[COUNT:.*]] = arith.muli %{{.*}}, %[[ROWS]]
// SHARED: %[[BLOCKS:.*]] = arith.ceildivui %[[COUNT]], %c8
// SHARED: gpu.launch blocks({{.*}}) in ({{.*}} = %[[BLOCKS]], {{.*}}) threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1{{.*}})
// SHARED: arith.cmpi ult, %{{.*}}, %[[COUNT]]
// SHARED: vector.load %arg0
// SHARED: gpu.shuffle  xor
// SHARED: arith.divf
// SHARED: vector.store %{{.*}}, %[[OUT:.*]][
// SHARED: gpu.terminator
// SHARED-NOT: linalg.generic
// SHARED: return %[[OUT]]
func.func @dynamic_rows(%x: memref<?x256xf32>) -> memref<?x256xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %x, %c0 : memref<?x256xf32>
  %sum = memref.alloc(%n) : memref<?xf32>
  linalg.generic {indexing_maps = [#fill, #one], iterator_types = ["parallel"]}
      ins(%zero : f32) outs(%sum : memref<?xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x256xf32>) outs(%sum : memref<?xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  }
  %y = memref.alloc(%n) : memref<?x256xf32>
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : memref<?x256xf32>, memref<?xf32>) outs(%y : memref<?x256xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %q = arith.divf %a, %s : f32
    linalg.yield %q : f32
  }
  memref.dealloc %sum : memref<?xf32>
  return %y : memref<?x256xf32>
}

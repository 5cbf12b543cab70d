// GroupNorm as torch decomposes it and torch-mlir's fx importer writes it
// (nn.GroupNorm(3, 6) over [2, 6, 3, 5] and nn.GroupNorm(2, 4) over
// [2, 4, 7]): x viewed per group as [N, G, C / G, S], its mean in f32 and
// its variance in f64 about its own f64 mean, rounded to f32; the factors
// a = rsqrt(var + eps) * gamma and b = -mean * a + beta (the second norm:
// beta - mean * a in one body) on [N, G, C / G, 1], gathered to [N, C] by
// index tensors, and y = x * a + b. Each becomes one mpopt.group_norm
// (folded); raised and lowered again, and through the whole pipeline,
// against the export, compiled for the CPU: bit for bit on special, normal
// and uniform inputs (the counts, 30 and 14, are not powers of two). The
// GPU build compiles: two kernels a norm, the statistics a warp per
// (n, g) and the elementwise x * a + b.
// RUN: mpopt-opt %s --mpopt-raise=emit-remarks -o /dev/null -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=RAISED
// RUN: mpopt-opt %s --mpopt-pipeline="export=false" | FileCheck %s --check-prefix=PIPELINE
// RUN: mpopt-compile %s --target=cpu -o %t.before.so
// RUN: mpopt-compile %s --target=cpu -o %t.raised.so "--pipeline=func.func(mpopt-raise,mpopt-lower-to-linalg)"
// RUN: mpopt-compile %s --target=cpu -o %t.pipeline.so --pipeline=mpopt-pipeline
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.raised.so --dist uniform --seed 3 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist special --seed 1 | FileCheck %s
// RUN: mpopt-run %t.before.so --compare %t.pipeline.so --dist normal --seed 2 | FileCheck %s
// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --pipeline=mpopt-pipeline -o %t.cuda.so --emit-ptx=%t.ptx
// RUN: grep -c "^.visible .entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RAISED: remark: mpopt-raise: 0 matmuls (0 with their bias), 0 convolutions, 0 softmaxes, 0 layer norms, 0 batch norms, 2 group norms, 0 RMS norms and 0 attentions raised
// PIPELINE-LABEL: func.func @group_norms
// PIPELINE-SAME: (%[[X:[^:]+]]: tensor<2x6x3x5xf32>, %[[G:[^:]+]]: tensor<6xf32>, %[[B:[^:]+]]: tensor<6xf32>, %[[X2:[^:]+]]: tensor<2x4x7xf32>, %[[G2:[^:]+]]: tensor<4xf32>, %[[B2:[^:]+]]: tensor<4xf32>)
// PIPELINE-DAG: mpopt.group_norm %[[X]], %[[G]], %[[B]] groups(3) epsilon(9.9999997473787516E-6) compute(f32) variance(f64) folded : tensor<2x6x3x5xf32>, tensor<6xf32>, tensor<6xf32> -> tensor<2x6x3x5xf32>
// PIPELINE-DAG: mpopt.group_norm %[[X2]], %[[G2]], %[[B2]] groups(2) epsilon(9.9999997473787516E-6) compute(f32) variance(f64) folded : tensor<2x4x7xf32>, tensor<4xf32>, tensor<4xf32> -> tensor<2x4x7xf32>
// PIPELINE-NOT: linalg.generic
// CHECK: all outputs agree
// KERNELS: 4

func.func @group_norms(%x1: tensor<2x6x3x5xf32>, %g1: tensor<6xf32>, %b1: tensor<6xf32>, %x2: tensor<2x4x7xf32>, %g2: tensor<4xf32>, %b2: tensor<4xf32>) -> (tensor<2x6x3x5xf32>, tensor<2x4x7xf32>) {
  %zero64 = arith.constant 0.000000e+00 : f64
  %zero32 = arith.constant 0.000000e+00 : f32
  %eps64 = arith.constant 1.000000e-05 : f64
  %c0_i64 = arith.constant 0 : i64
  %c1_i64 = arith.constant 1 : i64
  %c2_i64 = arith.constant 2 : i64
  %c3_i64 = arith.constant 3 : i64
  %cnt64_p = arith.constant 30.0 : f64
  %cnt32_p = arith.constant 30.0 : f32
  %cnt64_q = arith.constant 14.0 : f64
  %cnt32_q = arith.constant 14.0 : f32
  %pc = tensor.collapse_shape %x1 [[0], [1], [2, 3]] : tensor<2x6x3x5xf32> into tensor<2x6x15xf32>
  %pg = tensor.expand_shape %pc [[0], [1, 2], [3]] output_shape [2, 3, 2, 15] : tensor<2x6x15xf32> into tensor<2x3x2x15xf32>
  %pe64 = tensor.empty() : tensor<2x3x2x15xf64>
  %pw = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pg : tensor<2x3x2x15xf32>) outs(%pe64 : tensor<2x3x2x15xf64>) {
  ^bb0(%in: f32, %out: f64):
    %r = arith.extf %in : f32 to f64
    linalg.yield %r : f64
  } -> tensor<2x3x2x15xf64>
  %ps64e = tensor.empty() : tensor<2x3x1x1xf64>
  %pz64 = linalg.fill ins(%zero64 : f64) outs(%ps64e : tensor<2x3x1x1xf64>) -> tensor<2x3x1x1xf64>
  %psum64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%pw : tensor<2x3x2x15xf64>) outs(%pz64 : tensor<2x3x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.addf %in, %out : f64
    linalg.yield %r : f64
  } -> tensor<2x3x1x1xf64>
  %pmean64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%psum64 : tensor<2x3x1x1xf64>) outs(%ps64e : tensor<2x3x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.divf %in, %cnt64_p : f64
    linalg.yield %r : f64
  } -> tensor<2x3x1x1xf64>
  %pd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pw, %pmean64 : tensor<2x3x2x15xf64>, tensor<2x3x1x1xf64>) outs(%pe64 : tensor<2x3x2x15xf64>) {
  ^bb0(%in: f64, %m: f64, %out: f64):
    %r = arith.subf %in, %m : f64
    linalg.yield %r : f64
  } -> tensor<2x3x2x15xf64>
  %pd2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pd, %pd : tensor<2x3x2x15xf64>, tensor<2x3x2x15xf64>) outs(%pe64 : tensor<2x3x2x15xf64>) {
  ^bb0(%in: f64, %in2: f64, %out: f64):
    %r = arith.mulf %in, %in2 : f64
    linalg.yield %r : f64
  } -> tensor<2x3x2x15xf64>
  %pss64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%pd2 : tensor<2x3x2x15xf64>) outs(%pz64 : tensor<2x3x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.addf %in, %out : f64
    linalg.yield %r : f64
  } -> tensor<2x3x1x1xf64>
  %pvar64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pss64 : tensor<2x3x1x1xf64>) outs(%ps64e : tensor<2x3x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.divf %in, %cnt64_p : f64
    linalg.yield %r : f64
  } -> tensor<2x3x1x1xf64>
  %ps32e = tensor.empty() : tensor<2x3x1x1xf32>
  %pvar = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pvar64 : tensor<2x3x1x1xf64>) outs(%ps32e : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f64, %out: f32):
    %r = arith.truncf %in : f64 to f32
    linalg.yield %r : f32
  } -> tensor<2x3x1x1xf32>
  %pz32 = linalg.fill ins(%zero32 : f32) outs(%ps32e : tensor<2x3x1x1xf32>) -> tensor<2x3x1x1xf32>
  %psum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%pg : tensor<2x3x2x15xf32>) outs(%pz32 : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1x1xf32>
  %pmean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%psum : tensor<2x3x1x1xf32>) outs(%ps32e : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %cnt32_p : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1x1xf32>
  %pve = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pvar : tensor<2x3x1x1xf32>) outs(%ps32e : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %eps = arith.truncf %eps64 : f64 to f32
    %r = arith.addf %in, %eps : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1x1xf32>
  %prstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pve : tensor<2x3x1x1xf32>) outs(%ps32e : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.rsqrt %in : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1x1xf32>
  %pgam = tensor.expand_shape %g1 [[0, 1, 2, 3]] output_shape [1, 3, 2, 1] : tensor<6xf32> into tensor<1x3x2x1xf32>
  %pfe = tensor.empty() : tensor<2x3x2x1xf32>
  %pa = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%prstd, %pgam : tensor<2x3x1x1xf32>, tensor<1x3x2x1xf32>) outs(%pfe : tensor<2x3x2x1xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<2x3x2x1xf32>
  %pbet = tensor.expand_shape %b1 [[0, 1, 2, 3]] output_shape [1, 3, 2, 1] : tensor<6xf32> into tensor<1x3x2x1xf32>
  %pnm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pmean : tensor<2x3x1x1xf32>) outs(%ps32e : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.negf %in : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1x1xf32>
  %pma = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pnm, %pa : tensor<2x3x1x1xf32>, tensor<2x3x2x1xf32>) outs(%pfe : tensor<2x3x2x1xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<2x3x2x1xf32>
  %pb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pma, %pbet : tensor<2x3x2x1xf32>, tensor<1x3x2x1xf32>) outs(%pfe : tensor<2x3x2x1xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.addf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<2x3x2x1xf32>
  %pi0 = arith.constant dense<[[0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1]]> : tensor<2x6xi64>
  %pi1 = arith.constant dense<[[0, 0, 1, 1, 2, 2], [0, 0, 1, 1, 2, 2]]> : tensor<2x6xi64>
  %pi2 = arith.constant dense<[[0, 1, 0, 1, 0, 1], [0, 1, 0, 1, 0, 1]]> : tensor<2x6xi64>
  %pi3 = arith.constant dense<[[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]]> : tensor<2x6xi64>
  %ppe = tensor.empty() : tensor<2x6xf32>
  %pac = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%pi0, %pi1, %pi2, %pi3 : tensor<2x6xi64>, tensor<2x6xi64>, tensor<2x6xi64>, tensor<2x6xi64>) outs(%ppe : tensor<2x6xf32>) {
  ^bb0(%i0: i64, %i1: i64, %i2: i64, %i3: i64, %out: f32):
    %n0 = arith.cmpi slt, %i0, %c0_i64 : i64
    %w0 = arith.addi %i0, %c2_i64 : i64
    %s0 = arith.select %n0, %w0, %i0 : i64
    %ix0 = arith.index_cast %s0 : i64 to index
    %n1 = arith.cmpi slt, %i1, %c0_i64 : i64
    %w1 = arith.addi %i1, %c3_i64 : i64
    %s1 = arith.select %n1, %w1, %i1 : i64
    %ix1 = arith.index_cast %s1 : i64 to index
    %n2 = arith.cmpi slt, %i2, %c0_i64 : i64
    %w2 = arith.addi %i2, %c2_i64 : i64
    %s2 = arith.select %n2, %w2, %i2 : i64
    %ix2 = arith.index_cast %s2 : i64 to index
    %n3 = arith.cmpi slt, %i3, %c0_i64 : i64
    %w3 = arith.addi %i3, %c1_i64 : i64
    %s3 = arith.select %n3, %w3, %i3 : i64
    %ix3 = arith.index_cast %s3 : i64 to index
    %v = tensor.extract %pa[%ix0, %ix1, %ix2, %ix3] : tensor<2x3x2x1xf32>
    linalg.yield %v : f32
  } -> tensor<2x6xf32>
  %pbc = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%pi0, %pi1, %pi2, %pi3 : tensor<2x6xi64>, tensor<2x6xi64>, tensor<2x6xi64>, tensor<2x6xi64>) outs(%ppe : tensor<2x6xf32>) {
  ^bb0(%i0: i64, %i1: i64, %i2: i64, %i3: i64, %out: f32):
    %n0 = arith.cmpi slt, %i0, %c0_i64 : i64
    %w0 = arith.addi %i0, %c2_i64 : i64
    %s0 = arith.select %n0, %w0, %i0 : i64
    %ix0 = arith.index_cast %s0 : i64 to index
    %n1 = arith.cmpi slt, %i1, %c0_i64 : i64
    %w1 = arith.addi %i1, %c3_i64 : i64
    %s1 = arith.select %n1, %w1, %i1 : i64
    %ix1 = arith.index_cast %s1 : i64 to index
    %n2 = arith.cmpi slt, %i2, %c0_i64 : i64
    %w2 = arith.addi %i2, %c2_i64 : i64
    %s2 = arith.select %n2, %w2, %i2 : i64
    %ix2 = arith.index_cast %s2 : i64 to index
    %n3 = arith.cmpi slt, %i3, %c0_i64 : i64
    %w3 = arith.addi %i3, %c1_i64 : i64
    %s3 = arith.select %n3, %w3, %i3 : i64
    %ix3 = arith.index_cast %s3 : i64 to index
    %v = tensor.extract %pb[%ix0, %ix1, %ix2, %ix3] : tensor<2x3x2x1xf32>
    linalg.yield %v : f32
  } -> tensor<2x6xf32>
  %pav = tensor.expand_shape %pac [[0], [1, 2, 3]] output_shape [2, 6, 1, 1] : tensor<2x6xf32> into tensor<2x6x1x1xf32>
  %pbv = tensor.expand_shape %pbc [[0], [1, 2, 3]] output_shape [2, 6, 1, 1] : tensor<2x6xf32> into tensor<2x6x1x1xf32>
  %pye = tensor.empty() : tensor<2x6x3x5xf32>
  %pxa = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %pav : tensor<2x6x3x5xf32>, tensor<2x6x1x1xf32>) outs(%pye : tensor<2x6x3x5xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<2x6x3x5xf32>
  %py = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pxa, %pbv : tensor<2x6x3x5xf32>, tensor<2x6x1x1xf32>) outs(%pye : tensor<2x6x3x5xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.addf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<2x6x3x5xf32>
  %qc = tensor.collapse_shape %x2 [[0], [1], [2]] : tensor<2x4x7xf32> into tensor<2x4x7xf32>
  %qg = tensor.expand_shape %qc [[0], [1, 2], [3]] output_shape [2, 2, 2, 7] : tensor<2x4x7xf32> into tensor<2x2x2x7xf32>
  %qe64 = tensor.empty() : tensor<2x2x2x7xf64>
  %qw = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qg : tensor<2x2x2x7xf32>) outs(%qe64 : tensor<2x2x2x7xf64>) {
  ^bb0(%in: f32, %out: f64):
    %r = arith.extf %in : f32 to f64
    linalg.yield %r : f64
  } -> tensor<2x2x2x7xf64>
  %qs64e = tensor.empty() : tensor<2x2x1x1xf64>
  %qz64 = linalg.fill ins(%zero64 : f64) outs(%qs64e : tensor<2x2x1x1xf64>) -> tensor<2x2x1x1xf64>
  %qsum64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%qw : tensor<2x2x2x7xf64>) outs(%qz64 : tensor<2x2x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.addf %in, %out : f64
    linalg.yield %r : f64
  } -> tensor<2x2x1x1xf64>
  %qmean64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qsum64 : tensor<2x2x1x1xf64>) outs(%qs64e : tensor<2x2x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.divf %in, %cnt64_q : f64
    linalg.yield %r : f64
  } -> tensor<2x2x1x1xf64>
  %qd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qw, %qmean64 : tensor<2x2x2x7xf64>, tensor<2x2x1x1xf64>) outs(%qe64 : tensor<2x2x2x7xf64>) {
  ^bb0(%in: f64, %m: f64, %out: f64):
    %r = arith.subf %in, %m : f64
    linalg.yield %r : f64
  } -> tensor<2x2x2x7xf64>
  %qd2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qd, %qd : tensor<2x2x2x7xf64>, tensor<2x2x2x7xf64>) outs(%qe64 : tensor<2x2x2x7xf64>) {
  ^bb0(%in: f64, %in2: f64, %out: f64):
    %r = arith.mulf %in, %in2 : f64
    linalg.yield %r : f64
  } -> tensor<2x2x2x7xf64>
  %qss64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%qd2 : tensor<2x2x2x7xf64>) outs(%qz64 : tensor<2x2x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.addf %in, %out : f64
    linalg.yield %r : f64
  } -> tensor<2x2x1x1xf64>
  %qvar64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qss64 : tensor<2x2x1x1xf64>) outs(%qs64e : tensor<2x2x1x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %r = arith.divf %in, %cnt64_q : f64
    linalg.yield %r : f64
  } -> tensor<2x2x1x1xf64>
  %qs32e = tensor.empty() : tensor<2x2x1x1xf32>
  %qvar = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qvar64 : tensor<2x2x1x1xf64>) outs(%qs32e : tensor<2x2x1x1xf32>) {
  ^bb0(%in: f64, %out: f32):
    %r = arith.truncf %in : f64 to f32
    linalg.yield %r : f32
  } -> tensor<2x2x1x1xf32>
  %qz32 = linalg.fill ins(%zero32 : f32) outs(%qs32e : tensor<2x2x1x1xf32>) -> tensor<2x2x1x1xf32>
  %qsum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%qg : tensor<2x2x2x7xf32>) outs(%qz32 : tensor<2x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x2x1x1xf32>
  %qmean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qsum : tensor<2x2x1x1xf32>) outs(%qs32e : tensor<2x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %cnt32_q : f32
    linalg.yield %r : f32
  } -> tensor<2x2x1x1xf32>
  %qve = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qvar : tensor<2x2x1x1xf32>) outs(%qs32e : tensor<2x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %eps = arith.truncf %eps64 : f64 to f32
    %r = arith.addf %in, %eps : f32
    linalg.yield %r : f32
  } -> tensor<2x2x1x1xf32>
  %qrstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qve : tensor<2x2x1x1xf32>) outs(%qs32e : tensor<2x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.rsqrt %in : f32
    linalg.yield %r : f32
  } -> tensor<2x2x1x1xf32>
  %qgam = tensor.expand_shape %g2 [[0, 1, 2, 3]] output_shape [1, 2, 2, 1] : tensor<4xf32> into tensor<1x2x2x1xf32>
  %qfe = tensor.empty() : tensor<2x2x2x1xf32>
  %qa = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qrstd, %qgam : tensor<2x2x1x1xf32>, tensor<1x2x2x1xf32>) outs(%qfe : tensor<2x2x2x1xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<2x2x2x1xf32>
  %qbet = tensor.expand_shape %b2 [[0, 1, 2, 3]] output_shape [1, 2, 2, 1] : tensor<4xf32> into tensor<1x2x2x1xf32>
  %qb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qmean, %qa, %qbet : tensor<2x2x1x1xf32>, tensor<2x2x2x1xf32>, tensor<1x2x2x1xf32>) outs(%qfe : tensor<2x2x2x1xf32>) {
  ^bb0(%m: f32, %av: f32, %bv: f32, %out: f32):
    %t = arith.mulf %m, %av : f32
    %r = arith.subf %bv, %t : f32
    linalg.yield %r : f32
  } -> tensor<2x2x2x1xf32>
  %qi0 = arith.constant dense<[[0, 0, 0, 0], [1, 1, 1, 1]]> : tensor<2x4xi64>
  %qi1 = arith.constant dense<[[0, 0, 1, 1], [0, 0, 1, 1]]> : tensor<2x4xi64>
  %qi2 = arith.constant dense<[[0, 1, 0, 1], [0, 1, 0, 1]]> : tensor<2x4xi64>
  %qi3 = arith.constant dense<[[0, 0, 0, 0], [0, 0, 0, 0]]> : tensor<2x4xi64>
  %qpe = tensor.empty() : tensor<2x4xf32>
  %qac = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%qi0, %qi1, %qi2, %qi3 : tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>) outs(%qpe : tensor<2x4xf32>) {
  ^bb0(%i0: i64, %i1: i64, %i2: i64, %i3: i64, %out: f32):
    %n0 = arith.cmpi slt, %i0, %c0_i64 : i64
    %w0 = arith.addi %i0, %c2_i64 : i64
    %s0 = arith.select %n0, %w0, %i0 : i64
    %ix0 = arith.index_cast %s0 : i64 to index
    %n1 = arith.cmpi slt, %i1, %c0_i64 : i64
    %w1 = arith.addi %i1, %c2_i64 : i64
    %s1 = arith.select %n1, %w1, %i1 : i64
    %ix1 = arith.index_cast %s1 : i64 to index
    %n2 = arith.cmpi slt, %i2, %c0_i64 : i64
    %w2 = arith.addi %i2, %c2_i64 : i64
    %s2 = arith.select %n2, %w2, %i2 : i64
    %ix2 = arith.index_cast %s2 : i64 to index
    %n3 = arith.cmpi slt, %i3, %c0_i64 : i64
    %w3 = arith.addi %i3, %c1_i64 : i64
    %s3 = arith.select %n3, %w3, %i3 : i64
    %ix3 = arith.index_cast %s3 : i64 to index
    %v = tensor.extract %qa[%ix0, %ix1, %ix2, %ix3] : tensor<2x2x2x1xf32>
    linalg.yield %v : f32
  } -> tensor<2x4xf32>
  %qbc = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%qi0, %qi1, %qi2, %qi3 : tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>) outs(%qpe : tensor<2x4xf32>) {
  ^bb0(%i0: i64, %i1: i64, %i2: i64, %i3: i64, %out: f32):
    %n0 = arith.cmpi slt, %i0, %c0_i64 : i64
    %w0 = arith.addi %i0, %c2_i64 : i64
    %s0 = arith.select %n0, %w0, %i0 : i64
    %ix0 = arith.index_cast %s0 : i64 to index
    %n1 = arith.cmpi slt, %i1, %c0_i64 : i64
    %w1 = arith.addi %i1, %c2_i64 : i64
    %s1 = arith.select %n1, %w1, %i1 : i64
    %ix1 = arith.index_cast %s1 : i64 to index
    %n2 = arith.cmpi slt, %i2, %c0_i64 : i64
    %w2 = arith.addi %i2, %c2_i64 : i64
    %s2 = arith.select %n2, %w2, %i2 : i64
    %ix2 = arith.index_cast %s2 : i64 to index
    %n3 = arith.cmpi slt, %i3, %c0_i64 : i64
    %w3 = arith.addi %i3, %c1_i64 : i64
    %s3 = arith.select %n3, %w3, %i3 : i64
    %ix3 = arith.index_cast %s3 : i64 to index
    %v = tensor.extract %qb[%ix0, %ix1, %ix2, %ix3] : tensor<2x2x2x1xf32>
    linalg.yield %v : f32
  } -> tensor<2x4xf32>
  %qav = tensor.expand_shape %qac [[0], [1, 2]] output_shape [2, 4, 1] : tensor<2x4xf32> into tensor<2x4x1xf32>
  %qbv = tensor.expand_shape %qbc [[0], [1, 2]] output_shape [2, 4, 1] : tensor<2x4xf32> into tensor<2x4x1xf32>
  %qye = tensor.empty() : tensor<2x4x7xf32>
  %qxa = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x2, %qav : tensor<2x4x7xf32>, tensor<2x4x1xf32>) outs(%qye : tensor<2x4x7xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<2x4x7xf32>
  %qy = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%qxa, %qbv : tensor<2x4x7xf32>, tensor<2x4x1xf32>) outs(%qye : tensor<2x4x7xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.addf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<2x4x7xf32>
  return %py, %qy : tensor<2x6x3x5xf32>, tensor<2x4x7xf32>
}

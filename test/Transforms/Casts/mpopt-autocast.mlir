// RUN: mpopt-opt %s --mpopt-autocast --split-input-file | FileCheck %s
// RUN: mpopt-opt %s --mpopt-autocast=dtype=f16 --split-input-file | FileCheck %s --check-prefix=F16
// RUN: not mpopt-opt %s --mpopt-autocast=dtype=f8 --split-input-file 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: mpopt-opt %s --mpopt-autocast=allow=linalg.matmul --split-input-file | FileCheck %s --check-prefix=ALLOW
// RUN: not mpopt-opt %s --mpopt-autocast=allow=linalg.conv_2d --split-input-file 2>&1 | FileCheck %s --check-prefix=BADALLOW
// BADALLOW: error: mpopt-autocast: cannot run 'linalg.conv_2d' in the low type (allow linalg.matmul, linalg.batch_matmul)

// A matmul on f32 takes bf16 operands, accumulates in f32, rounds its
// result to bf16 and hands back f32.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.+]]: tensor<4x8xf32>, %[[B:.+]]: tensor<8x2xf32>, %[[ACC:.+]]: tensor<4x2xf32>)
// CHECK-DAG: %[[AL:.+]] = mpopt.cast %[[A]] : tensor<4x8xf32> to tensor<4x8xbf16>
// CHECK-DAG: %[[BL:.+]] = mpopt.cast %[[B]] : tensor<8x2xf32> to tensor<8x2xbf16>
// CHECK: %[[M:.+]] = linalg.matmul ins(%[[AL]], %[[BL]] : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%[[ACC]] : tensor<4x2xf32>)
// CHECK: %[[R:.+]] = mpopt.cast %[[M]] : tensor<4x2xf32> to tensor<4x2xbf16>
// CHECK: %[[W:.+]] = mpopt.cast %[[R]] : tensor<4x2xbf16> to tensor<4x2xf32>
// CHECK: %[[E:.+]] = math.exp %[[W]] : tensor<4x2xf32>
// CHECK: return %[[E]]
// F16-LABEL: func.func @matmul
// F16: linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<4x8xf16>, tensor<8x2xf16>)
// BAD: for the --dtype option: must be bf16 or f16, got 'f8'
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>, %acc: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%acc : tensor<4x2xf32>) -> tensor<4x2xf32>
  %e = math.exp %m : tensor<4x2xf32>
  return %e : tensor<4x2xf32>
}

// -----

// Batched and transposed-operand matmuls keep their layout. With
// allow=linalg.matmul the batched one stays f32.
// ALLOW-LABEL: func.func @batched_transposed
// ALLOW: linalg.batch_matmul ins(%{{.+}}, %{{.+}} : tensor<2x4x8xf32>, tensor<2x8x4xf32>)
// ALLOW: linalg.matmul indexing_maps = [#{{.+}}, #{{.+}}, #{{.+}}] ins(%{{.+}}, %{{.+}} : tensor<4x8xbf16>, tensor<2x8xbf16>)
// CHECK-LABEL: func.func @batched_transposed
// CHECK: linalg.batch_matmul ins(%{{.+}}, %{{.+}} : tensor<2x4x8xbf16>, tensor<2x8x4xbf16>)
// CHECK: linalg.matmul indexing_maps = [#{{.+}}, #{{.+}}, #{{.+}}] ins(%{{.+}}, %{{.+}} : tensor<4x8xbf16>, tensor<2x8xbf16>)
func.func @batched_transposed(%a: tensor<2x4x8xf32>, %b: tensor<2x8x4xf32>, %acc: tensor<2x4x4xf32>,
                              %x: tensor<4x8xf32>, %y: tensor<2x8xf32>, %acc2: tensor<4x2xf32>)
    -> (tensor<2x4x4xf32>, tensor<4x2xf32>) {
  %m = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%acc : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %t = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                      affine_map<(d0, d1, d2) -> (d1, d2)>,
                                      affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %y : tensor<4x8xf32>, tensor<2x8xf32>) outs(%acc2 : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %m, %t : tensor<2x4x4xf32>, tensor<4x2xf32>
}

// -----

// Not f32, or not on tensors: left alone.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: mpopt.cast
// CHECK: linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<4x8xf16>, tensor<8x2xf16>)
func.func @kept(%a: tensor<4x8xf16>, %b: tensor<8x2xf16>, %acc: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf16>, tensor<8x2xf16>) outs(%acc : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %m : tensor<4x2xf32>
}

// -----

// TVM's test_green_red_not_use_extraneous_cast: an f16 matmul (green)
// feeding an f32 softmax (red) should cost one cast, not two. Through
// mpopt's pipeline it costs none: the matmul writes f16 and the softmax
// reads f16 and computes in f32.
// RUN: mpopt-opt %s --split-input-file --mpopt-autocast=dtype=f16 --mpopt-pipeline="export=false" | FileCheck %s --check-prefix=PIPE
// PIPE-LABEL: func.func @green_red
// PIPE-SAME: (%[[A:.+]]: tensor<4x8xf32>, %[[B:.+]]: tensor<8x16xf32>)
// PIPE: %[[M:.+]] = mpopt.matmul %[[A]], %[[B]] multiply(f16) accumulate(f32) : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf16>
// PIPE-NEXT: %[[P:.+]] = mpopt.softmax %[[M]] axis(1) compute(f32) : tensor<4x16xf16> -> tensor<4x16xf32>
// PIPE-NEXT: return %[[P]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @green_red(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %s = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%acc : tensor<4x16xf32>) -> tensor<4x16xf32>
  %er = tensor.empty() : tensor<4xf32>
  %minf = linalg.fill ins(%ninf : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<4x16xf32>) outs(%minf : tensor<4xf32>) {
  ^bb0(%in: f32, %m: f32):
    %x = arith.maximumf %in, %m : f32
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %max : tensor<4x16xf32>, tensor<4xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%in: f32, %mx: f32, %out: f32):
    %d = arith.subf %in, %mx : f32
    %x = math.exp %d : f32
    linalg.yield %x : f32
  } -> tensor<4x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<4x16xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %a2: f32):
    %x = arith.addf %in, %a2 : f32
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<4x16xf32>, tensor<4xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%in: f32, %sm: f32, %out: f32):
    %x = arith.divf %in, %sm : f32
    linalg.yield %x : f32
  } -> tensor<4x16xf32>
  return %p : tensor<4x16xf32>
}

// -----

// TF grappler's Simple case, in linalg: a matmul (allow) feeding relu
// (neither list: follows its bf16 input, its result is rounded to bf16),
// then exp (deny: stays f32), then an add of a bf16-derived and an f32
// value (mixed inputs: f32).
// CHECK-LABEL: func.func @simple
// CHECK: %[[M:.+]] = linalg.matmul
// CHECK: %[[MR:.+]] = mpopt.cast %[[M]] : tensor<4x4xf32> to tensor<4x4xbf16>
// CHECK: %[[MW:.+]] = mpopt.cast %[[MR]] : tensor<4x4xbf16> to tensor<4x4xf32>
// CHECK: %[[RELU:.+]] = linalg.generic {{.*}} ins(%[[MW]] : tensor<4x4xf32>)
// CHECK: arith.maximumf
// CHECK: %[[RR:.+]] = mpopt.cast %[[RELU]] : tensor<4x4xf32> to tensor<4x4xbf16>
// CHECK: %[[RW:.+]] = mpopt.cast %[[RR]] : tensor<4x4xbf16> to tensor<4x4xf32>
// CHECK: %[[EXP:.+]] = linalg.generic {{.*}} ins(%[[RW]] : tensor<4x4xf32>)
// CHECK: math.exp
// CHECK-NOT: mpopt.cast %[[EXP]]
// CHECK: %[[ADD:.+]] = linalg.generic {{.*}} ins(%[[RW]], %[[EXP]] : tensor<4x4xf32>, tensor<4x4xf32>)
// CHECK-NOT: mpopt.cast %[[ADD]]
// CHECK: return %[[ADD]]
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @simple(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  %relu = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %exp = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%relu : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = math.exp %in : f32
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  %add = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%relu, %exp : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %add : tensor<4x4xf32>
}

// -----

// A bias added to a matmul's result, as torch-mlir writes addmm and linear
// (through its broadcast, or read along the last dimension), is added as
// PyTorch's autocast does: rounded to bf16 and added to the f32
// accumulator, the sum rounded once. The broadcast is copied for the
// rounded bias (another reader keeps the old one). A residual of the
// result's shape is no bias: that matmul rounds before the addition.
// CHECK-LABEL: func.func @linear_bias
// CHECK-SAME: (%{{[^:]+}}: tensor<4x8xf32>, %{{[^:]+}}: tensor<8x2xf32>, %[[BIAS:[^:]+]]: tensor<2xf32>, %[[ACC:[^:]+]]: tensor<4x2xf32>, %[[RES:[^:]+]]: tensor<4x2xf32>)
// CHECK: %[[M:.+]] = linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%[[ACC]] : tensor<4x2xf32>)
// CHECK-NEXT: %[[BL:.+]] = mpopt.cast %[[BIAS]] : tensor<2xf32> to tensor<2xbf16>
// CHECK-NEXT: %[[BW:.+]] = mpopt.cast %[[BL]] : tensor<2xbf16> to tensor<2xf32>
// CHECK-NEXT: %[[B:.+]] = linalg.generic {{.+}} ins(%[[BW]] : tensor<2xf32>)
// CHECK: %[[OLD:.+]] = linalg.generic {{.+}} ins(%[[BIAS]] : tensor<2xf32>)
// CHECK: %[[S:.+]] = linalg.generic {{.+}} ins(%[[M]], %[[B]] : tensor<4x2xf32>, tensor<4x2xf32>)
// CHECK: %[[SL:.+]] = mpopt.cast %[[S]] : tensor<4x2xf32> to tensor<4x2xbf16>
// CHECK-NEXT: %[[SW:.+]] = mpopt.cast %[[SL]] : tensor<4x2xbf16> to tensor<4x2xf32>
// CHECK: %[[M2:.+]] = linalg.matmul
// CHECK-NEXT: %[[BL2:.+]] = mpopt.cast %[[BIAS]] : tensor<2xf32> to tensor<2xbf16>
// CHECK-NEXT: %[[BW2:.+]] = mpopt.cast %[[BL2]] : tensor<2xbf16> to tensor<2xf32>
// CHECK-NEXT: %[[S2:.+]] = linalg.generic {{.+}} ins(%[[M2]], %[[BW2]] : tensor<4x2xf32>, tensor<2xf32>)
// CHECK: mpopt.cast %[[S2]] : tensor<4x2xf32> to tensor<4x2xbf16>
// CHECK: %[[M3:.+]] = linalg.matmul
// CHECK-NEXT: %[[R3:.+]] = mpopt.cast %[[M3]] : tensor<4x2xf32> to tensor<4x2xbf16>
// CHECK-NEXT: %[[W3:.+]] = mpopt.cast %[[R3]] : tensor<4x2xbf16> to tensor<4x2xf32>
// CHECK: linalg.generic {{.+}} ins(%[[W3]], %[[RES]] : tensor<4x2xf32>, tensor<4x2xf32>)
// CHECK: return %[[SW]], %[[OLD]]
#lb_id = affine_map<(d0, d1) -> (d0, d1)>
#lb_col = affine_map<(d0, d1) -> (d1)>
func.func @linear_bias(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>, %bias: tensor<2xf32>, %acc: tensor<4x2xf32>, %res: tensor<4x2xf32>)
    -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>) {
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%acc : tensor<4x2xf32>) -> tensor<4x2xf32>
  %wide = linalg.generic {indexing_maps = [#lb_col, #lb_id], iterator_types = ["parallel", "parallel"]}
      ins(%bias : tensor<2xf32>) outs(%acc : tensor<4x2xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<4x2xf32>
  %s = linalg.generic {indexing_maps = [#lb_id, #lb_id, #lb_id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %wide : tensor<4x2xf32>, tensor<4x2xf32>) outs(%acc : tensor<4x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<4x2xf32>
  %m2 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%acc : tensor<4x2xf32>) -> tensor<4x2xf32>
  %s2 = linalg.generic {indexing_maps = [#lb_id, #lb_col, #lb_id], iterator_types = ["parallel", "parallel"]}
      ins(%m2, %bias : tensor<4x2xf32>, tensor<2xf32>) outs(%acc : tensor<4x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %y, %x : f32
    linalg.yield %r : f32
  } -> tensor<4x2xf32>
  %m3 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%acc : tensor<4x2xf32>) -> tensor<4x2xf32>
  %s3 = linalg.generic {indexing_maps = [#lb_id, #lb_id, #lb_id], iterator_types = ["parallel", "parallel"]}
      ins(%m3, %res : tensor<4x2xf32>, tensor<4x2xf32>) outs(%acc : tensor<4x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<4x2xf32>
  return %s, %wide, %s2, %s3 : tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>
}

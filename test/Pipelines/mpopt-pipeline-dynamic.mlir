// Dynamic dimensions through the whole pipeline: a batch of unknown size
// (a LayerNorm and a softmax as torch-mlir writes them, an MLP's matmul)
// stays valid IR under every policy, is raised as with a static batch, and
// the lowering sizes its new tensors from the operands (tensor.dim). The
// cost of a dynamic shape is unknown, so the budget keeps the program's
// precisions, unless dynamic-size prices each dynamic dimension at a
// size: 65536 rows make the MLP's matmul pay in bf16 (512 would not).
// RUN: mpopt-opt %s --mpopt-pipeline="export=false" | FileCheck %s --check-prefix=RAISED
// RUN: mpopt-opt %s --mpopt-pipeline | FileCheck %s
// RUN: mpopt-opt %s --mpopt-pipeline="policy=excess-precision" | mlir-opt -o /dev/null
// RUN: mpopt-opt %s --mpopt-pipeline="policy=budget error-budget=1e-2" | mlir-opt -o /dev/null
// RUN: mpopt-opt %s --mpopt-pipeline="policy=budget error-budget=5e-2 allow-fp8=true" | mlir-opt -o /dev/null
// RUN: mpopt-opt %s --mpopt-pipeline | mlir-opt -o /dev/null
// RUN: mpopt-opt %s --mpopt-pipeline="policy=budget error-budget=1e-2" | FileCheck %s --check-prefix=UNPRICED
// RUN: mpopt-opt %s --mpopt-pipeline="policy=budget error-budget=1e-2 dynamic-size=65536" | FileCheck %s --check-prefix=PRICED

// RAISED-LABEL: func.func @layer_norm_dynamic
// RAISED: mpopt.layer_norm %{{.+}}, %{{.+}}, %{{.+}} axis(1) epsilon(9.9999997473787516E-6) compute(f32) : tensor<?x8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<?x8xbf16>
// RAISED-LABEL: func.func @softmax_dynamic
// RAISED: mpopt.softmax %{{.+}} axis(1) compute(f32) : tensor<?x8xf32> -> tensor<?x8xf32>
// RAISED-LABEL: func.func @mlp
// RAISED: mpopt.matmul %{{.+}}, %{{.+}} multiply(f32) accumulate(f32) : tensor<?x64xf32>, tensor<64x32xf32> -> tensor<?x32xf32>

// UNPRICED-LABEL: func.func @mlp
// UNPRICED: mpopt.contraction = {multiply = f32
// PRICED-LABEL: func.func @mlp
// PRICED: mpopt.contraction = {multiply = bf16

// CHECK-LABEL: func.func @layer_norm_dynamic
// CHECK-SAME: (%[[X:.+]]: tensor<?x8xf32>
// CHECK: %[[ROWS:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x8xf32>
// CHECK: tensor.empty(%[[ROWS]]) : tensor<?xf32>
// CHECK-LABEL: func.func @mlp
// CHECK-SAME: (%[[A:.+]]: tensor<?x64xf32>
// CHECK: %[[M:.+]] = tensor.dim %[[A]], %{{.+}} : tensor<?x64xf32>
// CHECK: tensor.empty(%[[M]]) : tensor<?x32xf32>

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @layer_norm_dynamic(%x: tensor<?x8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<?x8xbf16> {
  %c0 = arith.constant 0 : index
  %rows = tensor.dim %x, %c0 : tensor<?x8xf32>
  %zero = arith.constant 0.0 : f32
  %inv = arith.constant 0.125 : f32
  %n = arith.constant 8.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %e = tensor.empty(%rows) : tensor<?xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x8xf32>) outs(%z : tensor<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<?xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %sum : tensor<?x8xf32>, tensor<?xf32>) outs(%z : tensor<?xf32>) {
  ^bb0(%in: f32, %s: f32, %acc: f32):
    %mean = arith.mulf %s, %inv : f32
    %d = arith.subf %in, %mean : f32
    %d2 = arith.mulf %d, %d : f32
    %a = arith.addf %acc, %d2 : f32
    linalg.yield %a : f32
  } -> tensor<?xf32>
  %o = tensor.empty(%rows) : tensor<?x8xbf16>
  %y = linalg.generic {indexing_maps = [#id, #row, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %sq, %gamma, %beta : tensor<?x8xf32>, tensor<?xf32>, tensor<?xf32>, tensor<8xf32>, tensor<8xf32>)
      outs(%o : tensor<?x8xbf16>) {
  ^bb0(%in: f32, %s: f32, %q: f32, %g: f32, %b: f32, %out: bf16):
    %mean = arith.divf %s, %n : f32
    %var = arith.mulf %inv, %q : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %d = arith.subf %in, %mean : f32
    %nn = arith.mulf %rs, %d : f32
    %sc = arith.mulf %nn, %g : f32
    %r = arith.addf %b, %sc : f32
    %t = arith.truncf %r : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<?x8xbf16>
  return %y : tensor<?x8xbf16>
}

func.func @softmax_dynamic(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %rows = tensor.dim %x, %c0 : tensor<?x8xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e_r = tensor.empty(%rows) : tensor<?xf32>
  %e = tensor.empty(%rows) : tensor<?x8xf32>
  %minf = linalg.fill ins(%ninf : f32) outs(%e_r : tensor<?xf32>) -> tensor<?xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x8xf32>) outs(%minf : tensor<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<?xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<?x8xf32>, tensor<?xf32>) outs(%e : tensor<?x8xf32>) {
  ^bb0(%in: f32, %mx: f32, %out: f32):
    %d = arith.subf %in, %mx : f32
    %ee = math.exp %d : f32
    linalg.yield %ee : f32
  } -> tensor<?x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e_r : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<?x8xf32>) outs(%z : tensor<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<?xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<?x8xf32>, tensor<?xf32>) outs(%e : tensor<?x8xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %d = arith.divf %in, %s : f32
    linalg.yield %d : f32
  } -> tensor<?x8xf32>
  return %p : tensor<?x8xf32>
}
func.func @mlp(%x: tensor<?x64xf32>, %w: tensor<64x32xf32>, %b: tensor<32xf32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %rows = tensor.dim %x, %c0 : tensor<?x64xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%rows) : tensor<?x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x32xf32>) -> tensor<?x32xf32>
  %m = linalg.matmul ins(%x, %w : tensor<?x64xf32>, tensor<64x32xf32>) outs(%f : tensor<?x32xf32>) -> tensor<?x32xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<?x32xf32>, tensor<32xf32>) outs(%e : tensor<?x32xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<?x32xf32>
  return %y : tensor<?x32xf32>
}

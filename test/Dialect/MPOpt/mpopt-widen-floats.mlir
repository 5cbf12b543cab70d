// RUN: mpopt-opt %s --mpopt-widen-floats | FileCheck %s

// Every float type becomes f64: signatures, results, block arguments,
// constants (scalar, splat, dense, -inf; each keeps the value its f32 or
// bf16 held, 0.1f is 0.10000000149011612), and the types of casts, whose
// narrowing then rounds nothing; extf goes.
// CHECK-LABEL: func.func @widen
// CHECK-SAME: (%[[X:.+]]: tensor<4xf64>, %[[H:.+]]: tensor<4xf64>) -> (tensor<4xf64>, f64)
// CHECK-DAG: %[[C:.+]] = arith.constant 0.10000000149011612 : f64
// CHECK-DAG: %[[NINF:.+]] = arith.constant 0xFFF0000000000000 : f64
// CHECK-DAG: %[[D:.+]] = arith.constant dense<[1.000000e+00, 5.000000e-01, 2.500000e-01, 1.250000e-01]> : tensor<4xf64>
// CHECK: %[[N:.+]] = mpopt.cast %[[X]] : tensor<4xf64> to tensor<4xf64>
// CHECK: linalg.generic {{.*}} ins(%[[N]], %[[H]], %[[D]] : tensor<4xf64>, tensor<4xf64>, tensor<4xf64>) outs(%{{.+}} : tensor<4xf64>)
// CHECK-NEXT: ^bb0(%{{.+}}: f64, %{{.+}}: f64, %{{.+}}: f64, %{{.+}}: f64):
// CHECK: arith.mulf %{{.+}}, %[[C]] : f64
// CHECK: return %{{.+}}, %[[NINF]] : tensor<4xf64>, f64
#id = affine_map<(d0) -> (d0)>
func.func @widen(%x: tensor<4xf32>, %h: tensor<4xf16>) -> (tensor<4xf32>, f32) {
  %c = arith.constant 0.1 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %d = arith.constant dense<[1.0, 0.5, 0.25, 0.125]> : tensor<4xbf16>
  %n = mpopt.cast %x : tensor<4xf32> to tensor<4xbf16>
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%n, %h, %d : tensor<4xbf16>, tensor<4xf16>, tensor<4xbf16>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: bf16, %b: f16, %s: bf16, %out: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : f16 to f32
    %s32 = arith.extf %s : bf16 to f32
    %p = arith.mulf %a32, %c : f32
    %q = arith.addf %p, %b32 : f32
    %r = arith.mulf %q, %s32 : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %y, %ninf : tensor<4xf32>, f32
}

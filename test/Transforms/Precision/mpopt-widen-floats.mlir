// RUN: split-file %s %t
// RUN: mpopt-opt %t/widen.mlir --mpopt-widen-floats | FileCheck %s
// RUN: not mpopt-opt %t/elided.mlir --mpopt-widen-floats -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=ELIDED
// RUN: not mpopt-opt %t/matmul.mlir --mpopt-widen-floats -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=MATMUL
// RUN: mpopt-opt %t/norm.mlir --mpopt-widen-floats | FileCheck %s --check-prefix=NORM
// RUN: mpopt-opt %t/roundings.mlir --mpopt-widen-floats | FileCheck %s --check-prefix=ROUNDINGS
// RUN: mpopt-opt %t/bitcast.mlir --mpopt-widen-floats -verify-diagnostics

//--- widen.mlir
// Every float type becomes f64: signatures, results, block arguments,
// constants (scalar, splat, dense, -inf; each keeps the value its f32 or
// bf16 held, 0.1f is 0.10000000149011612); casts, which then convert f64
// to f64, go, as extf does.
// CHECK-LABEL: func.func @widen
// CHECK-SAME: (%[[X:.+]]: tensor<4xf64>, %[[H:.+]]: tensor<4xf64>) -> (tensor<4xf64>, f64)
// CHECK-DAG: %[[C:.+]] = arith.constant 0.10000000149011612 : f64
// CHECK-DAG: %[[NINF:.+]] = arith.constant 0xFFF0000000000000 : f64
// CHECK-DAG: %[[D:.+]] = arith.constant dense<[1.000000e+00, 5.000000e-01, 2.500000e-01, 1.250000e-01]> : tensor<4xf64>
// CHECK-NOT: mpopt.cast
// CHECK: linalg.generic {{.*}} ins(%[[X]], %[[H]], %[[D]] : tensor<4xf64>, tensor<4xf64>, tensor<4xf64>) outs(%{{.+}} : tensor<4xf64>)
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

// dense_resource weights widen from their blobs (0.1f, -NaN; bf16 1.5 and
// inf) into dense f64; integer ones stay.
// CHECK-LABEL: func.func @weights
// CHECK-DAG: %[[W:.+]] = arith.constant dense<[0.10000000149011612, 0xFFF8000000000000]> : tensor<2xf64>
// CHECK-DAG: %[[H:.+]] = arith.constant dense<[1.500000e+00, 0x7FF0000000000000]> : tensor<2xf64>
// CHECK-DAG: %[[I:.+]] = arith.constant dense_resource<ids> : tensor<2xi32>
// CHECK: return %[[W]], %[[H]], %[[I]] : tensor<2xf64>, tensor<2xf64>, tensor<2xi32>
func.func @weights() -> (tensor<2xf32>, tensor<2xbf16>, tensor<2xi32>) {
  %w = arith.constant dense_resource<w32> : tensor<2xf32>
  %h = arith.constant dense_resource<w16> : tensor<2xbf16>
  %i = arith.constant dense_resource<ids> : tensor<2xi32>
  return %w, %h, %i : tensor<2xf32>, tensor<2xbf16>, tensor<2xi32>
}

{-#
  dialect_resources: {
    builtin: {
      w32: "0x04000000CDCCCC3D0000C0FF",
      w16: "0x02000000C03F807F",
      ids: "0x040000000100000002000000"
    }
  }
#-}

//--- elided.mlir
// An elided weight has no values to widen.
// ELIDED: error: mpopt-widen-floats: cannot widen dense_resource<__elided__> : tensor<2xf32>: its blob is elided or missing
func.func @elided() -> tensor<2xf32> {
  %w = arith.constant dense_resource<__elided__> : tensor<2xf32>
  return %w : tensor<2xf32>
}

//--- matmul.mlir
// mpopt.matmul multiplies and accumulates in f32 at most.
// MATMUL: error: mpopt-widen-floats: mpopt.matmul has no f64 form; lower it first (mpopt-lower-to-linalg)
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %y = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  return %y : tensor<4x2xf32>
}

//--- norm.mlir
// A LayerNorm whose variance is computed in f64 computes everything in f64
// once widened: the variance type goes with the difference.
// NORM-LABEL: func.func @norm
// NORM: mpopt.layer_norm %{{.+}} axis(1) epsilon({{.+}}) compute(f64) :
func.func @norm(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = mpopt.layer_norm %x axis(1) epsilon(1.0e-05) compute(f32) variance(f64) : tensor<4x8xf32> -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

//--- roundings.mlir
// Casts with a rounding mode or saturation are the identity too once both
// sides are f64 (the reference rounds nowhere): they go, rather than stay
// as casts the verifier rejects (rounding<...> on an exact conversion,
// saturate to f64).
// ROUNDINGS-LABEL: func.func @roundings
// ROUNDINGS-SAME: (%[[X:.+]]: tensor<4xf64>, %[[S:.+]]: f64)
// ROUNDINGS-NOT: mpopt.cast
// ROUNDINGS: return %[[X]], %[[X]], %[[S]], %[[S]] : tensor<4xf64>, tensor<4xf64>, f64, f64
func.func @roundings(%x: tensor<4xf32>, %s: f32) -> (tensor<4xbf16>, tensor<4xf8E4M3FN>, f16, f8E5M2) {
  %a = mpopt.cast %x rounding<toward_zero> : tensor<4xf32> to tensor<4xbf16>
  %b = mpopt.cast %x saturate : tensor<4xf32> to tensor<4xf8E4M3FN>
  %c = mpopt.cast %s rounding<upward> : f32 to f16
  %d = mpopt.cast %s rounding<downward> saturate : f32 to f8E5M2
  return %a, %b, %c, %d : tensor<4xbf16>, tensor<4xf8E4M3FN>, f16, f8E5M2
}

//--- bitcast.mlir
// A bitcast reads a float's bits: widened, they would be other bits.
func.func @bits(%x: f32) -> i32 {
  // expected-error @below {{mpopt-widen-floats: arith.bitcast of a float has no f64 form: widening changes the bits it reinterprets}}
  %b = arith.bitcast %x : f32 to i32
  return %b : i32
}

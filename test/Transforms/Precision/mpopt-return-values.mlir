// RUN: split-file --leading-lines %s %t
// RUN: mpopt-opt %t/values.mlir --mpopt-return-values | FileCheck %s
// RUN: mpopt-opt %t/values.mlir --mpopt-return-values="map=%t/values.json" | FileCheck %s --check-prefix=MAP-IR
// RUN: FileCheck %s --check-prefix=MAP < %t/values.json
// RUN: mpopt-opt %t/values.mlir --mpopt-return-values="first=2 count=2" | FileCheck %s --check-prefix=WINDOW
// RUN: mpopt-opt %t/values.mlir --mpopt-return-values="count=0" | FileCheck %s --check-prefix=NONE
// The window is checked when the options are parsed.
// RUN: not mpopt-opt %t/values.mlir --mpopt-return-values="first=-1" 2>&1 | FileCheck %s --check-prefix=BAD-FIRST
// RUN: not mpopt-opt %t/values.mlir --mpopt-return-values="count=-2" 2>&1 | FileCheck %s --check-prefix=BAD-COUNT
// BAD-FIRST: for the --first option: must be an integer >= 0, got '-1'
// BAD-COUNT: for the --count option: must be an integer >= -1, got '-2'
// RUN: mpopt-opt %t/values.mlir --mpopt-return-values="statistics=true map=%t/statistics.json" | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --check-prefix=STATS-MAP < %t/statistics.json
// RUN: mpopt-opt %t/entries.mlir --mpopt-return-values="entry=second" | FileCheck %s --check-prefix=ENTRY
// RUN: not mpopt-opt %t/entries.mlir --mpopt-return-values -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=SEVERAL
// RUN: not mpopt-opt %t/called.mlir --mpopt-return-values -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=CALLED

//--- values.mlir
// Every tensor an op of the body defines is returned after the original
// result, in program order: not the constant, not tensor.empty (no defined
// contents), not the tensor computed inside the scf.if (only the if's own
// result, described with the ops inside it), not the scalar, and not %sum
// again, which is returned already. The i1 and index tensors are skipped:
// mpopt-run cannot write them.
// CHECK-LABEL: func.func @values
// CHECK-SAME: (%[[X:.+]]: tensor<4xf32>, %[[I:.+]]: tensor<4xi32>, %[[P:.+]]: i1)
// CHECK-SAME: -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi64>)
// CHECK-SAME: mpopt.returned_values = [
// CHECK-SAME: {location = "loc({{.+}}values.mlir{{.+}})", op = "arith.addf", original, result = 0 : i64, type = "tensor<4xf32>", value = 5 : i64},
// CHECK-SAME: {location = "{{.+}}", op = "math.exp", result = 1 : i64, type = "tensor<4xf32>", value = 0 : i64},
// CHECK-SAME: {location = "{{.+}}", op = "arith.cmpf", skipped = "mpopt-run cannot write i1 elements", type = "tensor<4xi1>", value = 1 : i64},
// CHECK-SAME: {contains = ["math.sqrt"], location = "{{.+}}", op = "scf.if", result = 2 : i64, type = "tensor<4xf32>", value = 2 : i64},
// CHECK-SAME: {location = "{{.+}}", op = "arith.sitofp", result = 3 : i64, type = "tensor<4xf32>", value = 3 : i64},
// CHECK-SAME: {location = "{{.+}}", op = "arith.extsi", result = 4 : i64, type = "tensor<4xi64>", value = 4 : i64},
// CHECK-SAME: {location = "{{.+}}", op = "arith.index_cast", skipped = "mpopt-run cannot write index elements", type = "tensor<4xindex>", value = 6 : i64}]
// CHECK: %[[EXP:.+]] = math.exp %[[X]]
// CHECK: %[[IF:.+]] = scf.if %[[P]]
// CHECK: %[[CONV:.+]] = arith.sitofp %[[I]]
// CHECK: %[[WIDE:.+]] = arith.extsi %[[I]]
// CHECK: %[[SUM:.+]] = arith.addf
// CHECK: return %[[SUM]], %[[EXP]], %[[IF]], %[[CONV]], %[[WIDE]] : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi64>

// With a map file the description goes there, not onto the function.
// MAP-IR-LABEL: func.func @values
// MAP-IR-NOT: mpopt.returned_values
// MAP-IR: return %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} :
// MAP: "count": 7,
// MAP: "first": 0,
// MAP: "function": "values",
// MAP: "original_results": 1,
// MAP: "results": [
// MAP: "location": "loc(\"{{.+}}values.mlir\":[[#@LINE+57]]:10)",
// MAP-NEXT: "op": "arith.addf",
// MAP-NEXT: "original": true,
// MAP-NEXT: "result": 0,
// MAP-NEXT: "type": "tensor<4xf32>",
// MAP-NEXT: "value": 5
// MAP: "op": "math.exp",
// MAP-NEXT: "original": false,
// MAP-NEXT: "result": 1,
// MAP-NEXT: "type": "tensor<4xf32>",
// MAP-NEXT: "value": 0
// MAP: "contains": [
// MAP-NEXT: "math.sqrt"
// MAP-NEXT: ],
// MAP-NEXT: "location":
// MAP-NEXT: "op": "scf.if",
// MAP: "op": "arith.sitofp",
// MAP: "op": "arith.extsi",
// MAP-NEXT: "original": false,
// MAP-NEXT: "result": 4,
// MAP-NEXT: "type": "tensor<4xi64>",
// MAP: "skipped": [
// MAP: "op": "arith.cmpf",
// MAP-NEXT: "reason": "mpopt-run cannot write i1 elements",
// MAP-NEXT: "type": "tensor<4xi1>",
// MAP-NEXT: "value": 1
// MAP: "op": "arith.index_cast",
// MAP-NEXT: "reason": "mpopt-run cannot write index elements",
// MAP: "values": 7

// A window of two values: the if's result and the conversion.
// WINDOW-LABEL: func.func @values
// WINDOW-SAME: -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
// WINDOW: %[[IF:.+]] = scf.if
// WINDOW: %[[CONV:.+]] = arith.sitofp
// WINDOW: %[[SUM:.+]] = arith.addf
// WINDOW: return %[[SUM]], %[[IF]], %[[CONV]] :

// An empty window leaves the results as they were.
// NONE-LABEL: func.func @values
// NONE-SAME: -> tensor<4xf32>
// NONE-SAME: mpopt.returned_values = [{location = "{{.+}}", op = "arith.addf", original, result = 0 : i64, type = "tensor<4xf32>", value = 5 : i64}]
// NONE: return %{{.+}} : tensor<4xf32>
func.func @values(%x: tensor<4xf32>, %i: tensor<4xi32>, %p: i1) -> tensor<4xf32> {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %exp = math.exp %x : tensor<4xf32>
  %lt = arith.cmpf olt, %exp, %c : tensor<4xf32>
  %if = scf.if %p -> tensor<4xf32> {
    %inner = math.sqrt %x : tensor<4xf32>
    scf.yield %inner : tensor<4xf32>
  } else {
    scf.yield %e : tensor<4xf32>
  }
  %conv = arith.sitofp %i : tensor<4xi32> to tensor<4xf32>
  %wide = arith.extsi %i : tensor<4xi32> to tensor<4xi64>
  %zero = arith.constant 0.0 : f32
  %sum = arith.addf %if, %conv : tensor<4xf32>
  %idx = arith.index_cast %i : tensor<4xi32> to tensor<4xindex>
  return %sum : tensor<4xf32>
}

// With statistics (a calibration run): [max |x|, sum x^2] in f64 of the
// float argument and of each float value, the one already returned
// included; the integer value is skipped with the unwritable ones.
// STATS-DAG: #[[$IN:.+]] = affine_map<(d0, d1) -> (d1)>
// STATS-DAG: #[[$OUT:.+]] = affine_map<(d0, d1) -> (d0)>
// STATS-LABEL: func.func @values
// STATS-SAME: (%[[X:.+]]: tensor<4xf32>, %{{.+}}: tensor<4xi32>, %{{.+}}: i1)
// STATS-SAME: -> (tensor<4xf32>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>)
// STATS: %[[EXP:.+]] = math.exp %[[X]]
// STATS: %[[IF:.+]] = scf.if
// STATS: %[[CONV:.+]] = arith.sitofp
// STATS: %[[SUM:.+]] = arith.addf %[[IF]], %[[CONV]]
// STATS: %[[ZEROS:.+]] = arith.constant dense<0.000000e+00> : tensor<2xf64>
// STATS: %[[SX:.+]] = linalg.generic {indexing_maps = [#[[$IN]], #[[$OUT]]], iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<4xf32>) outs(%[[ZEROS]] : tensor<2xf64>)
// STATS-NEXT: ^bb0(%[[E:.+]]: f32, %[[ACC:.+]]: f64):
// STATS-NEXT: %[[WIDE:.+]] = arith.extf %[[E]] : f32 to f64
// STATS-NEXT: %[[ABS:.+]] = math.absf %[[WIDE]] : f64
// STATS-NEXT: %[[MAX:.+]] = arith.maximumf %[[ACC]], %[[ABS]] : f64
// STATS-NEXT: %[[SQ:.+]] = arith.mulf %[[WIDE]], %[[WIDE]] : f64
// STATS-NEXT: %[[ADD:.+]] = arith.addf %[[ACC]], %[[SQ]] : f64
// STATS-NEXT: %[[WHICH:.+]] = linalg.index 0 : index
// STATS-NEXT: %[[C0:.+]] = arith.constant 0 : index
// STATS-NEXT: %[[IS_MAX:.+]] = arith.cmpi eq, %[[WHICH]], %[[C0]] : index
// STATS-NEXT: %[[PICK:.+]] = arith.select %[[IS_MAX]], %[[MAX]], %[[ADD]] : f64
// STATS-NEXT: linalg.yield %[[PICK]] : f64
// STATS: %[[SEXP:.+]] = linalg.generic {{.*}} ins(%[[EXP]] : tensor<4xf32>)
// STATS: %[[SIF:.+]] = linalg.generic {{.*}} ins(%[[IF]] : tensor<4xf32>)
// STATS: %[[SCONV:.+]] = linalg.generic {{.*}} ins(%[[CONV]] : tensor<4xf32>)
// STATS: %[[SSUM:.+]] = linalg.generic {{.*}} ins(%[[SUM]] : tensor<4xf32>)
// STATS: return %[[SUM]], %[[SX]], %[[SEXP]], %[[SIF]], %[[SCONV]], %[[SSUM]] :
// STATS-MAP: "results": [
// STATS-MAP-NEXT: {
// STATS-MAP-NEXT: "argument": 0,
// STATS-MAP-NEXT: "location":
// STATS-MAP-NEXT: "op": "argument",
// STATS-MAP-NEXT: "original": false,
// STATS-MAP-NEXT: "result": 1,
// STATS-MAP-NEXT: "type": "tensor<4xf32>",
// STATS-MAP-NEXT: "value": null
// STATS-MAP: "op": "math.exp",
// STATS-MAP: "result": 2,
// STATS-MAP: "op": "arith.addf",
// STATS-MAP: "result": 5,
// STATS-MAP: "value": 5
// STATS-MAP: "skipped": [
// STATS-MAP: "reason": "mpopt-run cannot write i1 elements",
// STATS-MAP: "op": "arith.extsi",
// STATS-MAP-NEXT: "reason": "not a float: no magnitude to record",
// STATS-MAP: "statistics": true,
// STATS-MAP: "values": 7

//--- entries.mlir
// With two public functions the entry must be named; the other function
// and the private one stay as they are.
// ENTRY-LABEL: func.func private @helper
// ENTRY-SAME: -> tensor<2xf32>
// ENTRY-LABEL: func.func @first
// ENTRY-SAME: -> tensor<2xf32>
// ENTRY-NOT: mpopt.returned_values
// ENTRY-LABEL: func.func @second
// ENTRY-SAME: -> (tensor<2xf32>, tensor<2xf32>)
// ENTRY: %[[NEG:.+]] = arith.negf
// ENTRY: %[[CALL:.+]] = call @helper(%[[NEG]])
// ENTRY: return %[[CALL]], %[[NEG]] : tensor<2xf32>, tensor<2xf32>
// SEVERAL: error: mpopt-return-values: several public functions (@{{.*}}, @{{.*}}); choose one with entry=NAME
func.func private @helper(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = math.exp %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @first(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = math.exp %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @second(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = arith.negf %x : tensor<2xf32>
  %1 = call @helper(%0) : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

//--- called.mlir
// A caller would not expect the new results.
// CALLED: error: mpopt-return-values: the entry is called
func.func @entry(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = math.exp %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @caller(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = call @entry(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// RUN: mpopt-opt %s --mpopt-pipeline | FileCheck %s --check-prefixes=CHECK,EXACT
// RUN: mpopt-opt %s --mpopt-pipeline="policy=excess-precision" | FileCheck %s --check-prefixes=CHECK,EXCESS
// RUN: mpopt-opt %s --mpopt-pipeline="export=false" | FileCheck %s --check-prefix=MPOPT
// RUN: mpopt-opt %s --mpopt-pipeline="cast-report=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// The result is upstream MLIR again.
// RUN: mpopt-opt %s --mpopt-pipeline | mlir-opt -o /dev/null

// Options with a domain are checked when parsed, under every policy
// (under exact, mpopt-assign-precision, which reads most of them, does not
// run): the message names the option and the valid values, no IR is
// printed, and the exit status is not 0.
// RUN: not mpopt-opt %s --mpopt-pipeline="policy=budget error-budget=nan" 2>&1 | FileCheck %s --check-prefix=BAD-BUDGET --implicit-check-not=func.func
// RUN: not mpopt-opt %s --pass-pipeline="builtin.module(mpopt-pipeline{policy=budget error-budget=-1})" 2>&1 | FileCheck %s --check-prefix=BAD-BUDGET --implicit-check-not=func.func
// RUN: not mpopt-opt %s --mpopt-pipeline="target=h999" 2>&1 | FileCheck %s --check-prefix=BAD-TARGET --implicit-check-not=func.func
// RUN: not mpopt-opt %s --mpopt-pipeline="fp8-scaling=weird" 2>&1 | FileCheck %s --check-prefix=BAD-SCALING --implicit-check-not=func.func
// RUN: not mpopt-opt %s --mpopt-pipeline="input-range=1e39" 2>&1 | FileCheck %s --check-prefix=BAD-RANGE --implicit-check-not=func.func
// RUN: not mpopt-opt %s --mpopt-pipeline="target-file=%t.absent" 2>&1 | FileCheck %s --check-prefix=BAD-FILE --implicit-check-not=func.func
// RUN: not mpopt-opt %s --mpopt-pipeline="report=true" 2>&1 | FileCheck %s --check-prefix=BAD-REPORT --implicit-check-not=func.func
// RUN: not mpopt-opt %s --mpopt-assign-precision="report-dot=false" 2>&1 | FileCheck %s --check-prefix=BAD-REPORT-DOT --implicit-check-not=func.func
// RUN: mpopt-opt %s --mpopt-pipeline="target=a100 input-range= error-budget=0" -o /dev/null
// A refused option value is said once, without a location (MLIR's driver
// added an empty `<unknown>:0: error:`).
// RUN: not mpopt-opt %s --mpopt-pipeline="policy=budget error-budget=nan" 2>&1 | FileCheck %s --check-prefix=BAD-BUDGET --implicit-check-not="<unknown>"
// RUN: not mpopt-opt %s --mpopt-assign-precision="error-budget=-1" 2>&1 | FileCheck %s --check-prefix=BAD-BUDGET --implicit-check-not="<unknown>"
// Options the chosen policy would ignore are refused when the pipeline is
// parsed.
// RUN: not mpopt-opt %s --mpopt-pipeline="calibration=%t.calibration.json" 2>&1 | FileCheck %s --check-prefix=CALIBRATION-EXACT --implicit-check-not="<unknown>"
// RUN: not mpopt-opt %s --mpopt-pipeline="policy=excess-precision calibration=%t.calibration.json" 2>&1 | FileCheck %s --check-prefix=CALIBRATION-EXCESS
// parameters= is checked as the pipeline's option, once, before the
// passes it goes to (mpopt-fold-batch-norm said it for every function),
// and the error names the function without printing it.
// RUN: not mpopt-opt %s --mpopt-pipeline="policy=budget parameters=999" 2>&1 | FileCheck %s --check-prefix=BAD-PARAMETERS --implicit-check-not="see current operation"
// --mpopt-report is written under every policy, as report= is; the
// budget is only reported under policy=budget.
// RUN: mpopt-opt %s --mpopt-pipeline --mpopt-report=%t.exact.json -o /dev/null
// RUN: FileCheck %s --check-prefix=EXACT-REPORT < %t.exact.json
// RUN: mpopt-opt %s --mpopt-pipeline --mpopt-report-dot=%t.exact.dot -o /dev/null
// RUN: FileCheck %s --check-prefix=EXACT-DOT < %t.exact.dot
// RUN: mpopt-opt %s --mpopt-pipeline="policy=budget" --mpopt-report=%t.budget.json -o /dev/null
// RUN: FileCheck %s --check-prefix=BUDGET-REPORT < %t.budget.json
// A report path that cannot be written fails before the pipeline runs.
// RUN: not mpopt-opt %s --mpopt-pipeline="report=%t.missing/r.json" 2>&1 | FileCheck %s --check-prefix=UNWRITABLE --implicit-check-not=func.func
// CALIBRATION-EXACT: mpopt-opt: error: mpopt-pipeline: calibration= is read under policy=budget only, not under policy=exact
// CALIBRATION-EXCESS: mpopt-opt: error: mpopt-pipeline: calibration= is read under policy=budget only, not under policy=excess-precision
// BAD-PARAMETERS: error: mpopt-pipeline: parameters=999 names argument 999, but @round_trips takes 2
// BAD-PARAMETERS-NOT: mpopt-fold-batch-norm
// EXACT-REPORT: "name": "round_trips",
// EXACT-REPORT-NEXT: "target": "h200",
// EXACT-REPORT-NEXT: "policy": "exact",
// EXACT-REPORT-NOT: error_budget
// EXACT-REPORT: "calibrated_values": 0,
// EXACT-DOT: digraph precision {
// BUDGET-REPORT: "policy": "budget",
// BUDGET-REPORT-NEXT: "error_budget": 0.01,
// UNWRITABLE: for the --report option: cannot write report '{{.*}}missing/r.json': no folder
// BAD-BUDGET: for the --error-budget option: must be a finite number >= 0, got '{{nan|-1}}'
// BAD-TARGET: for the --target option: unknown target 'h999'; expected h200, h100, a100, l40s or rtx4090
// BAD-SCALING: for the --fp8-scaling option: must be dynamic, static or calibrated, got 'weird'
// BAD-RANGE: for the --input-range option: must be a number in (0, 3.40282347e+38] (the largest f32), or empty (unknown), got '1e39'
// BAD-FILE: for the --target-file option: cannot read target file '{{.*}}.absent'
// BAD-REPORT: for the --report option: is the path of a report file, got 'true' (the casts before and after are cast-report=true)
// BAD-REPORT-DOT: for the --report-dot option: is the path of a report file, got 'false'

// Upstream arith's own cast folds, through import -> fold -> export.

// CHECK-LABEL: func.func @round_trips
// CHECK-SAME: (%[[X:.+]]: f32, %[[B:.+]]: bf16)
// CHECK-NOT: arith.extf
// CHECK-NOT: arith.truncf
// CHECK: return %[[X]], %[[B]]
// MPOPT-LABEL: func.func @round_trips
// MPOPT-NOT: mpopt.cast
// REPORT: before: @round_trips: 4 casts, 4 elements converted (1 x f32->f64, 1 x f64->f32, 1 x bf16->f32, 1 x f32->bf16)
// REPORT: after: @round_trips: 0 casts, 0 elements converted
func.func @round_trips(%x: f32, %b: bf16) -> (f32, bf16) {
  %0 = arith.extf %x : f32 to f64
  %1 = arith.truncf %0 : f64 to f32
  %2 = arith.extf %b : bf16 to f32
  %3 = arith.truncf %2 : f32 to bf16
  return %1, %3 : f32, bf16
}

// bf16 -> f32 -> f16 stays: arith needs both ops (mpopt-fold-casts makes it
// one mpopt.cast, which exports to the same two ops). f32 -> f64 -> f16
// becomes one truncf.
// CHECK-LABEL: func.func @kept_and_shortened
// CHECK-SAME: (%[[X:.+]]: f32, %[[B:.+]]: bf16)
// CHECK-DAG: %[[W:.+]] = arith.extf %[[B]] : bf16 to f32
// CHECK-DAG: %[[H:.+]] = arith.truncf %[[W]] : f32 to f16
// CHECK-DAG: %[[T:.+]] = arith.truncf %[[X]] : f32 to f16
// CHECK-NOT: f64
// CHECK: return %[[H]], %[[T]]
// MPOPT-LABEL: func.func @kept_and_shortened
// MPOPT-DAG: mpopt.cast %{{.+}} : bf16 to f16
// MPOPT-DAG: mpopt.cast %{{.+}} : f32 to f16
func.func @kept_and_shortened(%x: f32, %b: bf16) -> (f16, f16) {
  %0 = arith.extf %b : bf16 to f32
  %1 = arith.truncf %0 : f32 to f16
  %2 = arith.extf %x : f32 to f64
  %3 = arith.truncf %2 : f64 to f16
  return %1, %3 : f16, f16
}

// An inexact constant folds to the correctly rounded value: 0.1 in f32 is
// 0x3DCCCCCD; bf16 keeps 0x3DCD after rounding to nearest even.
// CHECK-LABEL: func.func @inexact_constant
// CHECK: %[[C:.+]] = arith.constant 1.000980e-01 : bf16
// CHECK: return %[[C]]
func.func @inexact_constant() -> bf16 {
  %c = arith.constant 0.1 : f32
  %0 = arith.truncf %c : f32 to bf16
  return %0 : bf16
}

// ext(trunc(x)) is lossy: kept under exact, gone under excess-precision.
// CHECK-LABEL: func.func @lossy_pair
// CHECK-SAME: (%[[X:.+]]: tensor<4xf32>)
// EXACT: linalg.generic
// EXACT: arith.truncf
// EXACT: linalg.generic
// EXACT: arith.extf
// EXCESS-NOT: linalg.generic
// EXCESS: return %[[X]]
func.func @lossy_pair(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.truncf %x : tensor<4xf32> to tensor<4xbf16>
  %1 = arith.extf %0 : tensor<4xbf16> to tensor<4xf32>
  return %1 : tensor<4xf32>
}

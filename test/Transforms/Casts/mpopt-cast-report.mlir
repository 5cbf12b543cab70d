// RUN: mpopt-opt %s --mpopt-cast-report -o /dev/null 2>&1 | FileCheck %s
// RUN: mpopt-opt %s --mpopt-cast-report=label=before -o /dev/null 2>&1 | FileCheck %s --check-prefix=LABEL
// RUN: mpopt-opt %s --mpopt-cast-report | FileCheck %s --check-prefix=IR
// RUN: mpopt-opt %s --mpopt-cast-report=label=before --remarks-filter-analyse="mpopt-cast-report.*" --remark-format=yaml --remarks-output-file=%t.yaml -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=YAML < %t.yaml

// The same counts as analysis remarks of MLIR's remark framework, for an
// embedder's remark streamer (here its YAML one).
// YAML: --- !Analysis
// YAML-NEXT: Pass: 'mpopt-cast-report:before'
// YAML-NEXT: Name: Casts
// YAML-NEXT: DebugLoc: { File: '{{.*}}mpopt-cast-report.mlir',
// YAML-NEXT: Line: [[# @LINE + 14]], Column: 1 }
// YAML-NEXT: Function: forms
// YAML-NEXT: Args:
// YAML-NEXT: - Casts: '5'
// YAML-NEXT: - ElementsConverted: '31'
// YAML-NEXT: - Conversions: '3 x f32->bf16, 1 x bf16->f32, 1 x f16->f32'

// Every spelling of a float conversion counts, in program order by type
// pair: mpopt.cast, arith.extf/truncf, tosa.cast and a convert-only
// linalg.generic; the truncf inside the generic is its body, not a cast
// of its own.
// CHECK: casts: @forms: 5 casts, 31 elements converted (3 x f32->bf16, 1 x bf16->f32, 1 x f16->f32)
// LABEL: before: @forms: 5 casts
#id = affine_map<(d0) -> (d0)>
func.func @forms(%a: tensor<8xf32>, %b: vector<4xbf16>, %c: tensor<16xf32>, %d: tensor<2xf16>, %s: f32) -> (tensor<8xbf16>, vector<4xf32>, tensor<16xbf16>, tensor<2xf32>, bf16) {
  %0 = mpopt.cast %a : tensor<8xf32> to tensor<8xbf16>
  %1 = arith.extf %b : vector<4xbf16> to vector<4xf32>
  %e = tensor.empty() : tensor<16xbf16>
  %2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%c : tensor<16xf32>) outs(%e : tensor<16xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<16xbf16>
  %3 = tosa.cast %d : (tensor<2xf16>) -> tensor<2xf32>
  %4 = arith.truncf %s : f32 to bf16
  return %0, %1, %2, %3, %4 : tensor<8xbf16>, vector<4xf32>, tensor<16xbf16>, tensor<2xf32>, bf16
}

// Dynamic dimensions count as 1; integer and same-type ops are no casts.
// CHECK: casts: @dynamic: 1 casts, 4 elements converted (1 x f32->f16)
func.func @dynamic(%a: tensor<?x4xf32>, %i: i32) -> (tensor<?x4xf16>, i64) {
  %0 = mpopt.cast %a : tensor<?x4xf32> to tensor<?x4xf16>
  %1 = arith.extsi %i : i32 to i64
  return %0, %1 : tensor<?x4xf16>, i64
}

// CHECK: casts: @none: 0 casts, 0 elements converted{{$}}
func.func @none(%a: f32) -> f32 {
  return %a : f32
}
// Four casts of 2^62 elements each convert more than 64 bits count: the
// sum saturates, and the line says so (it wrapped to 0).
// CHECK: casts: @huge: 4 casts, more than 18446744073709551615 elements converted (1 x f32->bf16, 1 x bf16->f32, 1 x f32->f16, 1 x f16->f32)
func.func @huge(%a: tensor<4611686018427387904xf32>) -> (tensor<4611686018427387904xf32>, tensor<4611686018427387904xf32>) {
  %0 = mpopt.cast %a : tensor<4611686018427387904xf32> to tensor<4611686018427387904xbf16>
  %1 = mpopt.cast %0 : tensor<4611686018427387904xbf16> to tensor<4611686018427387904xf32>
  %2 = mpopt.cast %a : tensor<4611686018427387904xf32> to tensor<4611686018427387904xf16>
  %3 = mpopt.cast %2 : tensor<4611686018427387904xf16> to tensor<4611686018427387904xf32>
  return %1, %3 : tensor<4611686018427387904xf32>, tensor<4611686018427387904xf32>
}

// The report leaves the IR as it was.
// IR-LABEL: func.func @forms
// IR: mpopt.cast
// IR: arith.extf
// IR: linalg.generic
// IR: tosa.cast
// IR: arith.truncf

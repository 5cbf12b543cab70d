// RUN: split-file %s %t
// RUN: mpopt-opt %t/kernels.mlir --mpopt-estimate="target-file=%t/unit.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNIT
// RUN: mpopt-opt %t/error.mlir --mpopt-assign-precision="report=%t/error.json" -o /dev/null
// RUN: FileCheck %s --check-prefix=ERROR < %t/error.json
// RUN: mpopt-opt %t/choice.mlir --mpopt-assign-precision="policy=budget error-budget=1e-2 target-file=%t/unit.target report=%t/choice.json" | FileCheck %s --check-prefix=CHOICE
// RUN: FileCheck %s --check-prefix=CHOICE-JSON < %t/choice.json

// Round figures, as in mpopt-estimate.mlir: 1 TFLOP/s on CUDA cores, 100
// on tensor cores, 1 TB/s, 1 us a launch.
//--- unit.target
name = unit
f32 = 1
bf16 = 100
bandwidth = 1000
launch = 1
matmul-efficiency = 1
bandwidth-efficiency = 1

//--- kernels.mlir
// One fused kernel: 4 * 8 * 1024 * 1024 * 64 flops at 100 TFLOP/s is
// 21.475 us; only q, k, v and the result move (4 * 1 MB of bf16), the
// scores stay on chip.
// UNIT-LABEL: estimate: @kernels on unit
// UNIT: mpopt.attention bf16 2.147 4.194 22.475
// A causal mask skips half the scores; the mask operand moves too
// (1024 * 1024 bf16, 2.097 MB).
// UNIT: mpopt.attention bf16 1.074 4.194 11.737
// UNIT: mpopt.attention bf16 2.147 6.291 22.475
// UNIT: estimate: @kernels: 3 kernels,
func.func @kernels(%q: tensor<1x8x1024x64xbf16>, %k: tensor<1x8x1024x64xbf16>,
                   %v: tensor<1x8x1024x64xbf16>, %m: tensor<1x1x1024x1024xbf16>)
    -> (tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>) {
  %a = mpopt.attention %q, %k, %v scale(1.250000e-01) multiply(bf16) scores(f32) logits(f32) softmax(f32) probabilities(bf16) : tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16> -> tensor<1x8x1024x64xbf16>
  %c = mpopt.attention %q, %k, %v scale(1.250000e-01) causal multiply(bf16) scores(f32) logits(f32) softmax(f32) probabilities(bf16) : tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16> -> tensor<1x8x1024x64xbf16>
  %m2 = mpopt.attention %q, %k, %v mask(%m : tensor<1x1x1024x1024xbf16>) scale(1.250000e-01) multiply(bf16) scores(f32) logits(f32) softmax(f32) probabilities(bf16) : tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16> -> tensor<1x8x1024x64xbf16>
  return %a, %c, %m2 : tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>
}

// An f32 attention of 16-bit operands is the same fused kernel: its
// products are exact, on tensor cores (bf16 rate; the f32 result moves 4
// bytes an element: 2.147 + 2.097 MB + 4.194 MB). One of f32 operands is
// the composition the GPU build runs for it: at the f32 rate of CUDA
// cores, with the f32 scores six times through memory (201.3 MB more) and
// six launches.
// UNIT-LABEL: estimate: @compositions on unit
// UNIT: mpopt.attention bf16 2.147 5.243 22.475
// UNIT: mpopt.attention f32 2.147 209.715 2153.484
func.func @compositions(%q: tensor<1x8x1024x64xbf16>, %f: tensor<1x8x1024x64xf32>)
    -> (tensor<1x8x1024x64xf32>, tensor<1x8x1024x64xf32>) {
  %a = mpopt.attention %q, %q, %q scale(1.250000e-01) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32) : tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16> -> tensor<1x8x1024x64xf32>
  %b = mpopt.attention %f, %f, %f scale(1.250000e-01) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32) : tensor<1x8x1024x64xf32>, tensor<1x8x1024x64xf32>, tensor<1x8x1024x64xf32> -> tensor<1x8x1024x64xf32>
  return %a, %b : tensor<1x8x1024x64xf32>, tensor<1x8x1024x64xf32>
}

//--- choice.mlir
// Under a budget the f32 attention multiplies in f16 (its operands, within
// 1, fit it; the unit target's f16 GEMMs are no slower than its bf16
// ones): one fused kernel instead of the composition.
// CHOICE-LABEL: func.func @choice
// CHOICE: mpopt.attention %{{.+}}, %{{.+}}, %{{.+}} scale(1.250000e-01) multiply(f16)
// CHOICE-JSON: "name": "choice",
// CHOICE-JSON: "op": "mpopt.attention",
// CHOICE-JSON: "reason": "{{.*}}f16 multiply: saves {{[0-9.]+}} us, error {{.*}} within budget
func.func @choice(%f: tensor<1x8x1024x64xf32> {mpopt.range = 1.0 : f64}) -> tensor<1x8x1024x64xf32> {
  %b = mpopt.attention %f, %f, %f scale(1.250000e-01) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32) : tensor<1x8x1024x64xf32>, tensor<1x8x1024x64xf32>, tensor<1x8x1024x64xf32> -> tensor<1x8x1024x64xf32>
  return %b : tensor<1x8x1024x64xf32>
}

//--- error.mlir
// The matmul and softmax rules composed, all in f32 (u = 2^-24). Logits of
// q . k over 16 terms of elements up to 4 (rms 4 / sqrt(3)) times 0.25:
// rms sqrt(16) * 16 / 3 * 0.25 = 5.33, largest 16; over 64 keys the gain
// is the rms times c / 2 = sqrt(2 ln 64) / 2 = 1.44: 7.69. Their roundings
// (the sum's sqrt(16/6) u, the scaling's u) count 7.69 times: 14.7 u; the
// softmax's (sqrt(64/6) u and 2 u) and the second sum's (sqrt(64/6) u)
// once: 15.6 u in all (31.0 u with the largest logit for the gain).
// ERROR: "name": "attention",
// ERROR: "predicted_error": {
// ERROR-NEXT: "before": 9.28e-07,
func.func @attention(%q: tensor<1x4x64x16xf32> {mpopt.range = 4.0 : f64},
                     %k: tensor<1x4x64x16xf32> {mpopt.range = 4.0 : f64},
                     %v: tensor<1x4x64x16xf32> {mpopt.range = 1.0 : f64}) -> tensor<1x4x64x16xf32> {
  %o = mpopt.attention %q, %k, %v scale(2.500000e-01) multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32) : tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32> -> tensor<1x4x64x16xf32>
  return %o : tensor<1x4x64x16xf32>
}
// The same with f16 products: q's and k's conversions (u = 2^-11) count at
// their rms in the sum over 16 head dimensions, u / sqrt(3) each, times the
// logits' 7.69: 3.07e-03; the probabilities' and v's in the sum over 64
// keys, u / sqrt(3) each, once: 3.99e-04; 3.09e-03 in all (6.39e-03 with
// the largest logit for the gain, 1.11e-02 when each conversion counted
// u).
// ERROR: "name": "attention_f16",
// ERROR: "predicted_error": {
// ERROR-NEXT: "before": 0.00309,
func.func @attention_f16(%q: tensor<1x4x64x16xf32> {mpopt.range = 4.0 : f64},
                         %k: tensor<1x4x64x16xf32> {mpopt.range = 4.0 : f64},
                         %v: tensor<1x4x64x16xf32> {mpopt.range = 1.0 : f64}) -> tensor<1x4x64x16xf32> {
  %o = mpopt.attention %q, %k, %v scale(2.500000e-01) multiply(f16) scores(f32) logits(f32) softmax(f32) probabilities(f32) : tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32> -> tensor<1x4x64x16xf32>
  return %o : tensor<1x4x64x16xf32>
}

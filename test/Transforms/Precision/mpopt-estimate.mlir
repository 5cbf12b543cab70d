// RUN: split-file %s %t
// RUN: mpopt-opt %t/kernels.mlir --mpopt-estimate="target-file=%t/unit.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNIT
// RUN: mpopt-opt %t/kernels.mlir --mpopt-estimate -o /dev/null 2>&1 | FileCheck %s --check-prefix=H200
// RUN: mpopt-opt %t/measured.mlir --mpopt-estimate="target-file=%t/measured.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEASURED
// RUN: mpopt-opt %t/measured.mlir --mpopt-estimate="target-file=%t/unit.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNMEASURED
// RUN: mpopt-opt %t/cudnn.mlir --mpopt-estimate="target-file=%t/cudnn.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CUDNN
// RUN: mpopt-opt %t/conv.mlir --mpopt-estimate -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONV
// RUN: mpopt-opt %t/rows.mlir --mpopt-estimate="target-file=%t/unit.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ROWS
// RUN: mpopt-opt %t/loops.mlir --mpopt-estimate="target-file=%t/unit.target" -o /dev/null -verify-diagnostics 2>&1 | FileCheck %s --check-prefix=LOOPS
// RUN: mpopt-opt %t/warnings.mlir --mpopt-estimate=target=a100 -o /dev/null -verify-diagnostics 2>&1 | FileCheck %s --check-prefix=A100
// RUN: mpopt-opt %t/dynamic.mlir --mpopt-estimate="target-file=%t/unit.target dynamic-size=1024" -o /dev/null 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: not mpopt-opt %t/dynamic.mlir --mpopt-estimate="dynamic-size=-1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: mpopt-opt %t/foreign.mlir --allow-unregistered-dialect --mpopt-estimate="target-file=%t/unit.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FOREIGN
// RUN: mpopt-opt %t/noresults.mlir --mpopt-estimate="target-file=%t/unit.target" -o /dev/null -verify-diagnostics 2>&1 | FileCheck %s --check-prefix=NORESULTS
// RUN: not mpopt-opt %t/kernels.mlir --mpopt-estimate=target=tpu -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not mpopt-opt %t/kernels.mlir --mpopt-estimate="target-file=%t/bad.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not mpopt-opt %t/kernels.mlir --mpopt-estimate="target-file=%t/nan.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAN
// RUN: not mpopt-opt %t/kernels.mlir --mpopt-estimate="target-file=%t/missing.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not mpopt-opt %t/kernels.mlir --mpopt-estimate="target-file=%t/key.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=KEY
// RUN: not mpopt-opt %t/kernels.mlir --mpopt-estimate="target-file=%t/efficiency.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=EFFICIENCY
// RUN: not mpopt-opt %t/kernels.mlir --mpopt-estimate="target-file=%t/absent.target" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ABSENT

// A target with round figures, so each row can be worked out by hand:
// 1 TFLOP/s on CUDA cores, 100 on tensor cores, 1 TB/s, 1 us a launch.
//--- unit.target
name = unit
description = round figures for tests
f32 = 1
bf16 = 100   # tf32 and fp8 left out: this chip has neither
bandwidth = 1000
launch = 1
matmul-efficiency = 1
bandwidth-efficiency = 1

//--- measured.target
# The unit target with the keys a measurement of mpopt's GPU build adds
# (bench/cost-model/fit-target.py): f32 GEMMs at half the f32 peak, the
# fused attention kernel at a quarter of the bf16 one, and the attention
# composition's kernels in turn, with two passes over its f32 scores.
name = measured
f32 = 1
bf16 = 100
bandwidth = 1000
launch = 1
matmul-efficiency = 1
bandwidth-efficiency = 1
f32-matmul-efficiency = 0.5
attention-efficiency = 0.25
attention-composition-passes = 2

//--- cudnn.target
# The measured target with cuDNN's attention engine at half the bf16 peak,
# 10 us a call beyond it and the launch.
name = cudnn
f32 = 1
bf16 = 100
bandwidth = 1000
launch = 1
matmul-efficiency = 1
bandwidth-efficiency = 1
attention-efficiency = 0.25
cudnn-attention-efficiency = 0.5
cudnn-attention-micros = 10

//--- bad.target
name = bad
f32 = fast

//--- nan.target
name = nan
f32 = 1
bandwidth = nan

//--- missing.target
name = missing
bandwidth = 1000

//--- key.target
name = key
f32 = 1
bandwidth = 1000
hbm = 4800

//--- efficiency.target
name = efficiency
fp8-efficiency = 1.5

//--- measured.mlir
// 2 * 1024^3 flops at 0.5 TFLOP/s: 4294.967 us (1 TFLOP/s on the unit
// target); bf16 GEMMs keep matmul-efficiency.
// MEASURED-LABEL: estimate: @measured on measured
// MEASURED: mpopt.matmul f32 2.147 12.583 4295.967 compute
// MEASURED: mpopt.matmul bf16 2.147 6.291 22.475 compute
// The fused kernel's 2.147 GFLOP at 25 TFLOP/s: 85.899 us.
// MEASURED: mpopt.attention bf16 2.147 4.194 86.899 compute
// The causal composition multiplies every score (4294.967 us at the f32
// GEMM rate), then moves q, k, v and the result (8.389 MB) and its scores
// twice (2 * 4 * 8 * 1024^2 bytes: 67.109 MB), and launches six kernels.
// MEASURED: mpopt.attention f32 2.147 75.497 4376.465 compute
// UNMEASURED-LABEL: estimate: @measured on unit
// UNMEASURED: mpopt.matmul f32 2.147 12.583 2148.484 compute
// UNMEASURED: mpopt.matmul bf16 2.147 6.291 22.475 compute
// UNMEASURED: mpopt.attention bf16 2.147 4.194 22.475 compute
// UNMEASURED: mpopt.attention f32 1.074 209.715 1079.742 compute
func.func @measured(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xbf16>,
                    %q: tensor<1x8x1024x64xbf16>, %f: tensor<1x8x1024x64xf32>)
    -> (tensor<1024x1024xf32>, tensor<1024x1024xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xf32>) {
  %m = mpopt.matmul %a, %a multiply(f32) accumulate(f32) : tensor<1024x1024xf32>, tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  %n = mpopt.matmul %b, %b multiply(bf16) accumulate(f32) : tensor<1024x1024xbf16>, tensor<1024x1024xbf16> -> tensor<1024x1024xbf16>
  %o = mpopt.attention %q, %q, %q scale(1.250000e-01) multiply(bf16) scores(f32) logits(f32) softmax(f32) probabilities(bf16) : tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16> -> tensor<1x8x1024x64xbf16>
  %c = mpopt.attention %f, %f, %f scale(1.250000e-01) causal multiply(f32) scores(f32) logits(f32) softmax(f32) probabilities(f32) : tensor<1x8x1024x64xf32>, tensor<1x8x1024x64xf32>, tensor<1x8x1024x64xf32> -> tensor<1x8x1024x64xf32>
  return %m, %n, %o, %c : tensor<1024x1024xf32>, tensor<1024x1024xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xf32>
}

//--- cudnn.mlir
// A fused attention costs the cheaper of the kernel and cuDNN, as the
// runtime runs the faster. 2.147 GFLOP at 50 TFLOP/s: 42.950 us, a launch
// and 10 us (the kernel: 86.899 us).
// CUDNN-LABEL: estimate: @cudnn on cudnn
// CUDNN: mpopt.attention bf16 2.147 4.194 53.950 compute
// A mask adds the check kernel and the kernel's guarded launch.
// CUDNN: mpopt.attention bf16 2.147 4.198 55.950 compute
// cuDNN does not take a finite causal fill: the kernel's 1.074 GFLOP at
// 25 TFLOP/s and a launch.
// CUDNN: mpopt.attention bf16 1.074 4.198 43.950 compute
// A small attention is the kernel's: cuDNN's 10 us would cost more.
// CUDNN: mpopt.attention bf16 0.001 0.033 1.042 compute
func.func @cudnn(%q: tensor<1x8x1024x64xbf16>, %m: tensor<1x1x1x1024xf32>,
                 %s: tensor<1x1x64x64xbf16>)
    -> (tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x1x64x64xbf16>) {
  %a = mpopt.attention %q, %q, %q scale(1.250000e-01) multiply(bf16) scores(f32) logits(f32) softmax(f32) probabilities(bf16) : tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16> -> tensor<1x8x1024x64xbf16>
  %b = mpopt.attention %q, %q, %q mask(%m : tensor<1x1x1x1024xf32>) scale(1.250000e-01) multiply(bf16) scores(f32) logits(f32) softmax(f32) probabilities(bf16) : tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16> -> tensor<1x8x1024x64xbf16>
  %c = mpopt.attention %q, %q, %q mask(%m : tensor<1x1x1x1024xf32>) scale(1.250000e-01) causal causal_fill(-1.000000e+04) multiply(bf16) scores(f32) logits(f32) softmax(f32) probabilities(bf16) : tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16> -> tensor<1x8x1024x64xbf16>
  %d = mpopt.attention %s, %s, %s scale(1.250000e-01) multiply(bf16) scores(f32) logits(f32) softmax(f32) probabilities(bf16) : tensor<1x1x64x64xbf16>, tensor<1x1x64x64xbf16>, tensor<1x1x64x64xbf16> -> tensor<1x1x64x64xbf16>
  return %a, %b, %c, %d : tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x8x1024x64xbf16>, tensor<1x1x64x64xbf16>
}

//--- kernels.mlir
// UNIT-LABEL: estimate: @kernels on unit (round figures for tests)
// 2 * 1024^3 flops at 100 TFLOP/s = 21.475 us, over 8.389 MB at 1 TB/s.
// UNIT:   {{[0-9]+}}:{{[0-9]+}} mpopt.matmul bf16 2.147 8.389 22.475 compute allow
// A standalone cast reads 4 and writes 2 bytes an element.
// UNIT:   {{[0-9]+}}:{{[0-9]+}} mpopt.cast bf16 0.001 6.291 7.291 memory clear
// 5 operations per element in f32 on CUDA cores.
// UNIT:   {{[0-9]+}}:{{[0-9]+}} mpopt.softmax f32 0.005 4.194 6.243 compute deny-in-compute
// Views and empty tensors are no kernels. The last column is the op's
// AMP class, read from what it computes.
// UNIT-NOT: tensor.
// UNIT: estimate: @kernels: 3 kernels, 36.009 us

// Datasheet figures at the measured fractions: 989.5 TFLOP/s at 68% for
// bf16, 4.8 TB/s at 90%.
// H200-LABEL: estimate: @kernels on h200 (NVIDIA H200 SXM 141GB)
// H200: mpopt.matmul bf16 2.147 8.389 4.192 compute
// H200: estimate: @kernels: 3 kernels,


// Targets and target files are checked when the options are parsed,
// before any IR is read.
// UNKNOWN: for the --target option: unknown target 'tpu'; expected h200, h100, a100, l40s or rtx4090
// BAD: for the --target-file option: {{.*}}bad.target:2: 'f32' needs a non-negative number, got 'fast'
// NAN: for the --target-file option: {{.*}}nan.target:3: 'bandwidth' needs a non-negative number, got 'nan'
// MISSING: for the --target-file option: {{.*}}missing.target: missing 'f32' or 'bandwidth'
// KEY: for the --target-file option: {{.*}}key.target:4: unknown key 'hbm'
// EFFICIENCY: for the --target-file option: {{.*}}efficiency.target:2: 'fp8-efficiency' must lie in (0, 1]
// ABSENT: for the --target-file option: cannot read target file '{{.*}}absent.target'
func.func @kernels(%a: tensor<1024x1024xbf16>, %b: tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16> {
  %m = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) : tensor<1024x1024xbf16>, tensor<1024x1024xbf16> -> tensor<1024x1024xf32>
  %c = mpopt.cast %m : tensor<1024x1024xf32> to tensor<1024x1024xbf16>
  %v = tensor.collapse_shape %c [[0, 1]] : tensor<1024x1024xbf16> into tensor<1048576xbf16>
  %w = tensor.expand_shape %v [[0, 1]] output_shape [1024, 1024] : tensor<1048576xbf16> into tensor<1024x1024xbf16>
  %s = mpopt.softmax %w axis(1) compute(f32) : tensor<1024x1024xbf16> -> tensor<1024x1024xbf16>
  return %s : tensor<1024x1024xbf16>
}

// A lowered fused matmul multiplies in bf16 however its operands are
// stored; a variance multiplies one input by itself on CUDA cores.
// UNIT-LABEL: estimate: @lowered on unit
// UNIT: linalg.generic bf16 0.034 1.049 2.049 memory allow
// UNIT: linalg.generic f32 0.000 0.265 1.265 memory deny-in-compute
// UNIT: estimate: @lowered: 2 kernels, 3.314 us
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
#rc = affine_map<(r, c) -> (r, c)>
#r = affine_map<(r, c) -> (r)>
#c = affine_map<(r, c) -> (c)>
func.func @lowered(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>, %acc: tensor<256x256xf32>, %mean: tensor<256xf32>, %var: tensor<256xf32>) -> (tensor<256x256xf32>, tensor<256xf32>) {
  %m = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<256x256xf32>, tensor<256x256xf32>) outs(%acc : tensor<256x256xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x16 = arith.truncf %x : f32 to bf16
    %xw = arith.extf %x16 : bf16 to f32
    %y16 = arith.truncf %y : f32 to bf16
    %yw = arith.extf %y16 : bf16 to f32
    %p = arith.mulf %xw, %yw : f32
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<256x256xf32>
  %v = linalg.generic {indexing_maps = [#rc, #r, #r], iterator_types = ["parallel", "reduction"]} ins(%a, %mean : tensor<256x256xf32>, tensor<256xf32>) outs(%var : tensor<256xf32>) {
  ^bb0(%x: f32, %mu: f32, %o: f32):
    %d = arith.subf %x, %mu : f32
    %q = arith.mulf %d, %d : f32
    %s = arith.addf %q, %o : f32
    linalg.yield %s : f32
  } -> tensor<256xf32>
  return %m, %v : tensor<256x256xf32>, tensor<256xf32>
}

// A residual addition to a matmul's f32 result is cuBLASLt's (beta = 1):
// it reads the addend and launches nothing. With another reader of the
// product it is a kernel of its own.
// UNIT-LABEL: estimate: @residual on unit
// UNIT: mpopt.matmul bf16 2.147 8.389 22.475 compute allow
// UNIT: linalg.generic f32 0.000 4.194 4.194 memory
// UNIT: estimate: @residual: 1 kernels, 26.669 us
// A bias (a row added to every row) too: 4 KB read.
// UNIT-LABEL: estimate: @bias on unit
// UNIT: linalg.generic f32 0.000 0.004 0.004 memory
// UNIT: estimate: @bias: 1 kernels, 22.479 us
// UNIT-LABEL: estimate: @residual_read_twice on unit
// UNIT: linalg.generic f32 0.001 12.583 13.583 memory
// UNIT: estimate: @residual_read_twice: 2 kernels,
func.func @residual(%a: tensor<1024x1024xbf16>, %b: tensor<1024x1024xbf16>, %x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %m = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) : tensor<1024x1024xbf16>, tensor<1024x1024xbf16> -> tensor<1024x1024xf32>
  %e = tensor.empty() : tensor<1024x1024xf32>
  %y = linalg.generic {indexing_maps = [#rc, #rc, #rc], iterator_types = ["parallel", "parallel"]} ins(%x, %m : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<1024x1024xf32>
  return %y : tensor<1024x1024xf32>
}
func.func @bias(%a: tensor<1024x1024xbf16>, %b: tensor<1024x1024xbf16>, %c: tensor<1024xf32>) -> tensor<1024x1024xf32> {
  %m = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) : tensor<1024x1024xbf16>, tensor<1024x1024xbf16> -> tensor<1024x1024xf32>
  %e = tensor.empty() : tensor<1024x1024xf32>
  %y = linalg.generic {indexing_maps = [#rc, #c, #rc], iterator_types = ["parallel", "parallel"]} ins(%m, %c : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<1024x1024xf32>
  return %y : tensor<1024x1024xf32>
}
func.func @residual_read_twice(%a: tensor<1024x1024xbf16>, %b: tensor<1024x1024xbf16>, %x: tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>) {
  %m = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) : tensor<1024x1024xbf16>, tensor<1024x1024xbf16> -> tensor<1024x1024xf32>
  %e = tensor.empty() : tensor<1024x1024xf32>
  %y = linalg.generic {indexing_maps = [#rc, #rc, #rc], iterator_types = ["parallel", "parallel"]} ins(%x, %m : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<1024x1024xf32>
  return %y, %m : tensor<1024x1024xf32>, tensor<1024x1024xf32>
}

//--- warnings.mlir
// Ops the model cannot price are named and left out of the total.
// A100-LABEL: estimate: @warnings on a100
// A100: mpopt.matmul bf16
// A100: estimate: @warnings: 1 kernels,
// A static FP8 scale (a rank-0 tensor argument) read as one element is no
// kernel: no warning.
func.func @warnings(%a: tensor<64x64xf8E4M3FN>, %scale: tensor<f32>, %b: tensor<64x64xbf16>, %d: tensor<?x64xf32>, %n: index, %z: f32) -> (tensor<64x64xf32>, tensor<64x64xf32>, tensor<?x64xbf16>, tensor<?x64xf32>) {
  %s = tensor.extract %scale[] : tensor<f32>
  // expected-warning @below {{not estimated: a100 has no f8E4M3FN units}}
  %f = mpopt.matmul %a, %a multiply(f8E4M3FN) accumulate(f32) scales(%s, %s) : tensor<64x64xf8E4M3FN>, tensor<64x64xf8E4M3FN> -> tensor<64x64xf32>
  %m = mpopt.matmul %b, %b multiply(bf16) accumulate(f32) : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
  // expected-warning @below {{not estimated: result of dynamic or unknown size}}
  %c = mpopt.cast %d : tensor<?x64xf32> to tensor<?x64xbf16>
  // A pad holds a region but is a kernel, not control flow.
  // expected-warning @below {{not estimated: result of dynamic or unknown size}}
  %p = tensor.pad %d low[0, 0] high[%n, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x64xf32> to tensor<?x64xf32>
  return %f, %m, %c, %p : tensor<64x64xf32>, tensor<64x64xf32>, tensor<?x64xbf16>, tensor<?x64xf32>
}

//--- dynamic.mlir
// With dynamic-size, each dynamic dimension is priced at that size (the
// warnings file above: without it, such ops are not estimated). On the
// unit target, the cast of 1024 x 1024 moves 4 + 2 bytes an element and the
// matmul's 2 x 1024^3 products run at 100 TFLOP/s.
// DYNAMIC-LABEL: estimate: @dynamic on unit
// DYNAMIC-NEXT: loc
// DYNAMIC-NEXT: mpopt.cast bf16 0.001 6.291 7.291 memory
// DYNAMIC-NEXT: mpopt.matmul bf16 2.147 8.389 22.475 compute
// DYNAMIC-NEXT: estimate: @dynamic: 2 kernels, 29.766 us
// NEGATIVE: for the --dynamic-size option: must be an integer >= 0, got '-1'
func.func @dynamic(%x: tensor<?x1024xf32>, %w: tensor<1024x?xbf16>) -> tensor<?x?xf32> {
  %c = mpopt.cast %x : tensor<?x1024xf32> to tensor<?x1024xbf16>
  %m = mpopt.matmul %c, %w multiply(bf16) accumulate(f32) : tensor<?x1024xbf16>, tensor<1024x?xbf16> -> tensor<?x?xf32>
  return %m : tensor<?x?xf32>
}

//--- foreign.mlir
// An op of a dialect mpopt does not know (here unregistered: no dialect at
// all) is priced by the bytes it moves; one without results is no kernel.
// FOREIGN-LABEL: estimate: @foreign on unit
// FOREIGN-NEXT: loc
// FOREIGN-NEXT: foo.map f32 0.000 8.389 9.389 memory infer
// FOREIGN-NEXT: estimate: @foreign: 1 kernels, 9.389 us
func.func @foreign(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %u = "foo.map"(%x) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  "foo.sink"(%u) : (tensor<1024x1024xf32>) -> ()
  return %u : tensor<1024x1024xf32>
}

//--- noresults.mlir
// A generic on tensors without results (no outs) writes nothing: no
// kernel, as for other ops without results (once a crash: the model read
// its result's type). On buffers it is named and left out.
// NORESULTS-LABEL: estimate: @noresults on unit
// NORESULTS-NEXT: loc
// NORESULTS-NEXT: estimate: @noresults: 0 kernels, 0.000 us
#id = affine_map<(d0) -> (d0)>
func.func @noresults(%x: tensor<4xf32>, %m: memref<4xf32>) {
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) {
  ^bb0(%a: f32):
    linalg.yield
  }
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) {
  ^bb0(%a: f32):
    %zero = arith.constant 0.0 : f32
    %ok = arith.cmpf oge, %a, %zero : f32
    cf.assert %ok, "negative"
    linalg.yield
  }
  // expected-warning @below {{not estimated: linalg op on buffers}}
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%m : memref<4xf32>) {
  ^bb0(%o: f32):
    %s = arith.mulf %o, %o : f32
    linalg.yield %s : f32
  }
  return
}

//--- loops.mlir
// A kernel in a loop of static trip count runs that many times; one in a
// loop of unknown trip count is counted once, with a warning.
// LOOPS-LABEL: estimate: @loops on unit
// LOOPS: mpopt.cast bf16 0.001 6.291 7.291 memory clear x4
// LOOPS: mpopt.cast f32 0.001 6.291 7.291 memory clear x4
// LOOPS: mpopt.cast bf16 0.001 6.291 7.291 memory clear{{$}}
// LOOPS: estimate: @loops: 9 kernels, 65.623 us
func.func @loops(%x: tensor<1024x1024xf32>, %n: index) -> (tensor<1024x1024xf32>, tensor<1024x1024xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> tensor<1024x1024xf32> {
    %n16 = mpopt.cast %acc : tensor<1024x1024xf32> to tensor<1024x1024xbf16>
    %w = mpopt.cast %n16 : tensor<1024x1024xbf16> to tensor<1024x1024xf32>
    scf.yield %w : tensor<1024x1024xf32>
  }
  %e = tensor.empty() : tensor<1024x1024xbf16>
  // expected-warning @below {{trip count unknown; the loop body is counted once}}
  %d = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> tensor<1024x1024xbf16> {
    %n16 = mpopt.cast %x : tensor<1024x1024xf32> to tensor<1024x1024xbf16>
    scf.yield %n16 : tensor<1024x1024xbf16>
  }
  return %r, %d : tensor<1024x1024xf32>, tensor<1024x1024xbf16>
}

//--- conv.mlir
// An implicit GEMM: 2 * N * F * OH * OW * (C / groups) * KH * KW flops
// (2 * 32 * 64 * 56 * 56 * 32 * 3 * 3 = 3.699 GFLOP with groups 2); the
// operands read once and the result written once: 25.690 + 0.074 + 25.690
// MB.
// CONV: mpopt.conv             f32             3.699       51.454
func.func @conv(%x: tensor<32x64x56x56xf32> {mpopt.range = 4.0 : f32}, %w: tensor<64x32x3x3xf32> {mpopt.range = 0.1 : f32}) -> tensor<32x64x56x56xf32> {
  %y = mpopt.conv %x, %w layout<nchw_fchw> strides [1, 1] padding [1, 1, 1, 1] dilations [1, 1] groups(2) multiply(f32) accumulate(f32) : tensor<32x64x56x56xf32>, tensor<64x32x3x3xf32> -> tensor<32x64x56x56xf32>
  return %y : tensor<32x64x56x56xf32>
}

// A matmul result whose rows are not 16-byte aligned (1001 bf16 elements:
// 2002 bytes) is computed into padded rows and copied out, at about half
// the bandwidth: 4 bytes moved per result byte (8.008 MB, 8.008 us on the
// unit target) and a launch, besides the GEMM's 2.4022 MB and launch. Rows
// of 1000 (2000 bytes) need no copy, and neither do rows the function
// returns as they are (here through a reshape and a widening): the caller
// reads them where the GEMM wrote them (mpopt-gpu-pad-result-rows), when
// the rhs has fewer rows than the result (its zero rows are added on each
// call).
// ROWS: 2:14 mpopt.matmul bf16 0.200 2.400 3.400 memory allow
// ROWS-NEXT: 3:13 mpopt.matmul bf16 0.200 2.402 12.410 memory allow
// ROWS-NEXT: 4:11 mpopt.matmul bf16 0.016 2.034 3.034 memory allow
// ROWS-NEXT: 5:15 mpopt.matmul bf16 0.200 2.402 3.402 memory allow
//--- rows.mlir
func.func @rows(%a: tensor<1000x100xbf16>, %b: tensor<100x1000xbf16>, %c: tensor<100x1001xbf16>, %d: tensor<1001x8xbf16>) -> (tensor<1000x1000xbf16>, tensor<1000x8xbf16>, tensor<10x100x1001xf32>) {
  %aligned = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) : tensor<1000x100xbf16>, tensor<100x1000xbf16> -> tensor<1000x1000xbf16>
  %copied = mpopt.matmul %a, %c multiply(bf16) accumulate(f32) : tensor<1000x100xbf16>, tensor<100x1001xbf16> -> tensor<1000x1001xbf16>
  %next = mpopt.matmul %copied, %d multiply(bf16) accumulate(f32) : tensor<1000x1001xbf16>, tensor<1001x8xbf16> -> tensor<1000x8xbf16>
  %returned = mpopt.matmul %a, %c multiply(bf16) accumulate(f32) : tensor<1000x100xbf16>, tensor<100x1001xbf16> -> tensor<1000x1001xbf16>
  %rows = tensor.expand_shape %returned [[0, 1], [2]] output_shape [10, 100, 1001] : tensor<1000x1001xbf16> into tensor<10x100x1001xbf16>
  %wide = mpopt.cast %rows : tensor<10x100x1001xbf16> to tensor<10x100x1001xf32>
  return %aligned, %next, %wide : tensor<1000x1000xbf16>, tensor<1000x8xbf16>, tensor<10x100x1001xf32>
}

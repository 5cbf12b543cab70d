// mpopt-compile --target=cuda without a GPU or the CUDA toolkit: kernels as
// PTX (the driver compiles them when the library is loaded), checked here.
// Whether they compute the right bits is checked on the H200
// (scripts/gpu/run-checks.sh, docs/gpu.md).

// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --emit-ptx=%t.ptx -o %t.so
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: FileCheck %s --check-prefix=MANIFEST < %t.json
// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --pipeline=mpopt-pipeline --emit-ptx=%t.fused.ptx -o %t.fused.so
// RUN: FileCheck %s --check-prefix=FUSED < %t.fused.ptx
// RUN: mpopt-compile %s --target=cuda --chip=sm_80 --gpu-binary=ptx --emit-ptx=%t.sm80.ptx -o %t.sm80.so
// RUN: FileCheck %s --check-prefix=SM80 < %t.sm80.ptx
// RUN: not mpopt-compile %s --target=cuda --gpu-binary=fatbin -o %t.bad.so 2>&1 | FileCheck %s --check-prefix=BAD-BINARY
// RUN: not mpopt-compile %s --target=tpu -o %t.bad.so 2>&1 | FileCheck %s --check-prefix=BAD-TARGET
// RUN: not mpopt-compile %s --target=cuda --gpu-binary=ptx --device=v100 -o %t.bad.so 2>&1 | FileCheck %s --check-prefix=BAD-DEVICE
// One target: the chip names the cost model's target before the pipeline
// runs (sm_80: a100, sm_89: l40s, sm_90a: h100, or --device), the manifest
// says the same; chips after Hopper get the PTX version they need; a chip
// nothing builds for is one error listing those that are.
// RUN: mpopt-compile %s --target=cuda --chip=sm_80 --gpu-binary=ptx --pipeline='mpopt-pipeline{policy=budget report=%t.a100-report.json}' -o %t.a100.so
// RUN: FileCheck %s --check-prefix=A100 < %t.a100-report.json
// RUN: FileCheck %s --check-prefix=A100-MANIFEST < %t.a100.json
// RUN: mpopt-compile %s --target=cuda --chip=sm_89 --gpu-binary=ptx --pipeline='mpopt-pipeline{policy=budget report=%t.l40s-report.json}' -o %t.l40s.so
// RUN: FileCheck %s --check-prefix=L40S < %t.l40s-report.json
// RUN: mpopt-compile %s --target=cuda --device=h200 --gpu-binary=ptx --pipeline='mpopt-pipeline{policy=budget report=%t.h200-report.json}' -o %t.h200.so
// RUN: FileCheck %s --check-prefix=H200 < %t.h200-report.json
// RUN: mpopt-compile %s --target=cuda --chip=sm_100 --gpu-binary=ptx --emit-ptx=%t.sm100.ptx -o %t.sm100.so
// RUN: FileCheck %s --check-prefix=SM100 < %t.sm100.ptx
// RUN: mpopt-compile %s --target=cuda --chip=sm_120a --gpu-binary=ptx --emit-ptx=%t.sm120.ptx -o %t.sm120.so
// RUN: FileCheck %s --check-prefix=SM120 < %t.sm120.ptx
// RUN: not mpopt-compile %s --target=cuda --chip=foo -o %t.bad.so 2>&1 | FileCheck %s --check-prefix=BAD-CHIP
// A100: "target": "a100"
// A100-MANIFEST: "device": "a100"
// L40S: "target": "l40s"
// H200: "target": "h200"
// SM100: .version 8.6
// SM100: .target sm_100
// SM120: .version 8.7
// SM120: .target sm_120a
// BAD-CHIP: error: unknown chip 'foo' for --target=cuda; expected one of sm_75, sm_80, {{.*}}, sm_90, sm_90a, sm_100, {{.*}}, sm_121f{{$}}
// BAD-CHIP-NOT: error
// RUN: not mpopt-run %t.so 2>&1 | FileCheck %s --check-prefix=NO-GPU

// As exported: an elementwise op, then a convert-only op rounding its
// result to bf16. mpopt-gpu-fuse-elementwise makes them one kernel (256
// threads per block along the contiguous dimension, 8 elements each as a
// 16-byte vector: mpopt-gpu-vectorize-loops); the rounding is the native
// cvt.rn.bf16x2.f32, two elements at a time.
// PTX: .target sm_90a
// PTX: .entry
// PTX: ld.global.v4.b32
// PTX: {{mul|add}}.rn.f32
// PTX: cvt.rn.bf16x2.f32
// PTX: st.global.v4.b32
// PTX-NOT: .entry

// MANIFEST: "chip": "sm_90a",
// MANIFEST: "roofline": {
// MANIFEST-NEXT: "bytes": 393216,
// MANIFEST-NEXT: "device": "h100",
// MANIFEST-NEXT: "flops":
// MANIFEST-NEXT: "us":
// MANIFEST: "target": "cuda"

// Through mpopt's pipeline the rounding is fused into the elementwise
// kernel: one kernel, no standalone cast kernel.
// FUSED: .entry
// FUSED: {{mul|add}}.rn.f32
// FUSED: cvt.rn.bf16{{(x2)?}}.f32
// FUSED-NOT: .entry

// SM80: .target sm_80
// SM80: cvt.rn.bf16{{(x2)?}}.f32

// BAD-BINARY: error: unknown GPU binary format 'fatbin'; expected cubin or ptx
// BAD-TARGET: error: unknown target 'tpu'; expected cpu or cuda
// BAD-DEVICE: error: unknown device 'v100'; expected one of mpopt's built-in targets
// NO-GPU: mpopt-run: error: {{.*}}: {{no CUDA driver|cuInit failed}}

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @scale(%x: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<64x1024xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x1024xf32>) outs(%e : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %two : f32
    linalg.yield %m : f32
  } -> tensor<64x1024xf32>
  %eb = tensor.empty() : tensor<64x1024xbf16>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<64x1024xf32>) outs(%eb : tensor<64x1024xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x1024xbf16>
  return %r : tensor<64x1024xbf16>
}

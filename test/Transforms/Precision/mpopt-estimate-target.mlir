// The target named in the IR, when no option names one: a DLTI entry
// "mpopt.target" (dlti.map, or the GPU device of a target system spec), or
// the chip of the #nvvm.targets of the gpu.modules. Options override it.
// RUN: split-file %s %t
// RUN: mpopt-opt %t/map.mlir --mpopt-estimate -o /dev/null 2>&1 | FileCheck %s --check-prefix=MAP
// RUN: mpopt-opt %t/map.mlir --mpopt-estimate=target=h100 -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: mpopt-opt %t/system.mlir --mpopt-estimate -o /dev/null 2>&1 | FileCheck %s --check-prefix=SYSTEM
// RUN: mpopt-opt %t/chip.mlir --mpopt-estimate -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: mpopt-opt %t/chip-and-map.mlir --mpopt-estimate -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHIP-AND-MAP
// RUN: mpopt-opt %t/none.mlir --mpopt-estimate -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: mpopt-opt %t/map.mlir --mpopt-pipeline="policy=budget report=%t/report.json" -o /dev/null
// RUN: FileCheck %s --input-file=%t/report.json --check-prefix=REPORT
// RUN: mpopt-opt %t/errors.mlir --mpopt-estimate -split-input-file -verify-diagnostics -o /dev/null
// RUN: not mpopt-opt %t/conflict.mlir --mpopt-estimate -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONFLICT
// RUN: mpopt-opt %t/conflict.mlir --mpopt-estimate=target=a100 -o /dev/null 2>&1 | FileCheck %s --check-prefix=OVERRIDE --implicit-check-not=error

// MAP: estimate: @f on a100 (NVIDIA A100 SXM4 80GB)
// OPTION: estimate: @f on h100 (NVIDIA H100 SXM5 80GB)
// REPORT: "target": "a100"
//--- map.mlir
module attributes {dlti.map = #dlti.map<"mpopt.target" = "a100">} {
  func.func @f(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %zero = arith.constant 0.0 : f32
    %empty = tensor.empty() : tensor<64x64xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x64xf32>) -> tensor<64x64xf32>
    %c = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%acc : tensor<64x64xf32>) -> tensor<64x64xf32>
    return %c : tensor<64x64xf32>
  }
}

// SYSTEM: estimate: @f on l40s (NVIDIA L40S)
//--- system.mlir
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096 : i32>,
    "GPU" = #dlti.target_device_spec<"mpopt.target" = "l40s">>} {
  func.func @f(%a: tensor<64xf32>) -> tensor<64xf32> {
    return %a : tensor<64xf32>
  }
}

// A chip stands for the first target of its architecture: sm_90a for h100
// (the chip cannot tell an H100 from an H200).
// CHIP: estimate: @f on h100 (NVIDIA H100 SXM5 80GB)
//--- chip.mlir
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
  }
  func.func @f(%a: tensor<64xf32>) -> tensor<64xf32> {
    return %a : tensor<64xf32>
  }
}

// The DLTI entry tells the targets of one chip apart.
// CHIP-AND-MAP: estimate: @f on rtx4090 (NVIDIA GeForce RTX 4090)
//--- chip-and-map.mlir
module attributes {gpu.container_module, dlti.map = #dlti.map<"mpopt.target" = "rtx4090">} {
  gpu.module @kernels [#nvvm.target<chip = "sm_89">] {
  }
  func.func @f(%a: tensor<64xf32>) -> tensor<64xf32> {
    return %a : tensor<64xf32>
  }
}

// NONE: estimate: @f on h200 (NVIDIA H200 SXM 141GB)
//--- none.mlir
func.func @f(%a: tensor<64xf32>) -> tensor<64xf32> {
  return %a : tensor<64xf32>
}

// An option overrides the IR, even IR the passes would reject.
// CONFLICT: conflict.mlir:4:3: error: chip 'sm_80' is not the architecture of chip 'sm_90'
// OVERRIDE: estimate: @f on a100
//--- conflict.mlir
module attributes {gpu.container_module} {
  gpu.module @first [#nvvm.target<chip = "sm_90">] {
  }
  gpu.module @second [#nvvm.target<chip = "sm_80">] {
  }
  func.func @f(%a: tensor<64xf32>) -> tensor<64xf32> {
    return %a : tensor<64xf32>
  }
}

//--- errors.mlir
// expected-error @+1 {{DLTI entry "mpopt.target" must name a built-in target (h200, h100, a100, l40s or rtx4090), got "h999"}}
module attributes {dlti.map = #dlti.map<"mpopt.target" = "h999">} {
  func.func @f(%a: tensor<64xf32>) -> tensor<64xf32> {
    return %a : tensor<64xf32>
  }
}

// -----

// expected-error @+1 {{DLTI entry "mpopt.target" must name a built-in target (h200, h100, a100, l40s or rtx4090), got 90 : i32}}
module attributes {dlti.map = #dlti.map<"mpopt.target" = 90 : i32>} {
  func.func @f(%a: tensor<64xf32>) -> tensor<64xf32> {
    return %a : tensor<64xf32>
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @+1 {{no built-in target has chip 'sm_75' (a100: sm_80, l40s and rtx4090: sm_89, h100 and h200: sm_90); name the target with the `target` option or a DLTI entry "mpopt.target"}}
  gpu.module @kernels [#nvvm.target<chip = "sm_75">] {
  }
  func.func @f(%a: tensor<64xf32>) -> tensor<64xf32> {
    return %a : tensor<64xf32>
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-note @+1 {{the other gpu.module}}
  gpu.module @first [#nvvm.target<chip = "sm_90">] {
  }
  // expected-error @+1 {{chip 'sm_80' is not the architecture of chip 'sm_90' of another gpu.module; name the target with the `target` option or a DLTI entry "mpopt.target"}}
  gpu.module @second [#nvvm.target<chip = "sm_80">] {
  }
  func.func @f(%a: tensor<64xf32>) -> tensor<64xf32> {
    return %a : tensor<64xf32>
  }
}

// -----

// expected-error @+1 {{DLTI entry "mpopt.target" names 'a100' (sm_80), but a gpu.module targets chip 'sm_90'}}
module attributes {gpu.container_module, dlti.map = #dlti.map<"mpopt.target" = "a100">} {
  // expected-note @+1 {{the gpu.module}}
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
  }
  func.func @f(%a: tensor<64xf32>) -> tensor<64xf32> {
    return %a : tensor<64xf32>
  }
}

module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
  }
  func.func @f(%a: tensor<64xf32>) -> tensor<64xf32> {
    return %a : tensor<64xf32>
  }
}

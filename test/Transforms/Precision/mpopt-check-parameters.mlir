// RUN: mpopt-opt %s --mpopt-check-parameters="parameters=0-1" | FileCheck %s
// RUN: not mpopt-opt %s --mpopt-check-parameters="parameters=2" 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: not mpopt-opt %s --mpopt-check-parameters="parameters=1,5 origin=mpopt-pipeline" 2>&1 | FileCheck %s --check-prefix=ORIGIN
// RUN: not mpopt-opt %s --mpopt-pipeline="parameters=7" 2>&1 | FileCheck %s --check-prefix=PIPELINE

// Indices within every function with a body: nothing changes. A
// declaration (@g, three arguments) is not checked.
// CHECK-LABEL: func.func @f
// CHECK-SAME: (%[[A:.+]]: tensor<4xf32>, %{{.+}}: tensor<4xf32>)
// CHECK: return %[[A]]
// CHECK: func.func private @g(tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)

// PAST: error: mpopt-check-parameters: parameters=2 names argument 2, but @f takes 2
// PAST-NOT: error
// ORIGIN: error: mpopt-pipeline: parameters=5 names argument 5, but @f takes 2
// PIPELINE: error: mpopt-pipeline: parameters=7 names argument 7, but @f takes 2
// PIPELINE-NOT: error
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func private @g(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>)

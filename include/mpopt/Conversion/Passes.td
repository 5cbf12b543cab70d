//===- Passes.td - mpopt lowerings -------------------------*- tablegen -*-===//

#ifndef MPOPT_CONVERSION_PASSES_TD
#define MPOPT_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def MPOptExpandCastsPass : Pass<"mpopt-expand-casts"> {
  let summary = "Lower float casts to integer bit arithmetic";
  let description = [{
    Rewrites every `mpopt.cast`, `arith.extf` and `arith.truncf` between
    f32, f16, bf16, f8E4M3FN and f8E5M2 into integer arithmetic on the bit
    patterns (`arith.bitcast`, shifts, masks, `math.ctlz`, selects) that
    computes exactly the semantics of `docs/numerics.md`: rounding in every
    mode of `mpopt.cast`, denormals kept, overflow to +-Inf, to NaN
    (f8E4M3FN) or, with `saturate`, to the largest finite value, NaN kept.

    Upstream MLIR cannot lower FP8 conversions to LLVM at all, and lowers
    f16/bf16 ones to target instructions or library calls whose availability
    differs between machines; after this pass a program's casts run the same
    on every CPU, and on GPUs without native conversions. Every conversion
    widens exactly to f32 first and then rounds once to the result format.
    Casts on tensors become a `linalg.generic` whose body is expanded.
    Casts between other formats (f64, tf32, other FP8 variants) stay, and
    so do the conversions in the bodies of named linalg ops (a named op's
    body is its definition): run `linalg-generalize-named-ops` first, as
    `mpopt-compile` does.

    Before:
    ```mlir
    %0 = mpopt.cast %x : bf16 to f32
    ```
    After:
    ```mlir
    %0 = arith.bitcast %x : bf16 to i16
    %1 = arith.extui %0 : i16 to i32
    %c16 = arith.constant 16 : i32
    %2 = arith.shli %1, %c16 : i32
    %3 = arith.bitcast %2 : i32 to f32
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect"
  ];
  let options = [
    ListOption<"nativeTypes", "native-types", "::mlir::mpopt::NativeType",
               "formats (bf16, f16) whose round-to-nearest conversions from "
               "and to f32 the target has as instructions: those stay, or "
               "become, arith.extf/truncf (mpopt-compile --target=cuda); "
               "f8E4M3FN: the saturating conversion from f32 stays "
               "arith.truncf of the clamped value (sm_89 and later)">
  ];
  let statistics = [
    Statistic<"numExpanded", "casts-expanded", "casts lowered to bit arithmetic">
  ];
}

def MPOptCPULoopOrderPass : Pass<"mpopt-cpu-loop-order"> {
  let summary = "Contractions' loops ordered for the CPU build: the row "
                "loop innermost, the reductions outside it";
  let description = [{
    Runs on buffers, before `convert-linalg-to-loops` in the CPU build
    (`mpopt-compile --target=cpu`). A `linalg.generic` whose innermost loop
    is a reduction walks, for a matmul `C[i][j] += A[i][k] * B[k][j]`,
    down a column of B: one cache line per multiply, and a scalar chain
    of additions LLVM cannot vectorize without reassociating them (the
    f64 reference of a 128 x 1024 x 4096 MLP took 20 s). Where the last
    parallel loop is the innermost dimension of the output (stride 1) and
    of an input, it moves after the reductions: the inner loop then runs
    along rows of C and B, which LLVM vectorizes lane by lane.

    Exact: each output element still sees its reduction steps in the same
    order (only the one parallel loop moves, the reductions keep their
    order among themselves), so the results are the same bits. A
    contraction whose operands are read along the reduction (`B[j][k]`,
    a transposed weight; a row sum) is left as it is: there the reduction
    is the contiguous loop.

    Before (loops i, j, k):
    ```mlir
    linalg.generic {indexing_maps = [(i, j, k) -> (i, k), (i, j, k) -> (k, j),
                                     (i, j, k) -> (i, j)],
                    iterator_types = ["parallel", "parallel", "reduction"]}
    ```
    After (loops i, k, j):
    ```mlir
    linalg.generic {indexing_maps = [(i, k, j) -> (i, k), (i, k, j) -> (k, j),
                                     (i, k, j) -> (i, j)],
                    iterator_types = ["parallel", "reduction", "parallel"]}
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
  let statistics = [
    Statistic<"numReordered", "generics-reordered",
              "generics whose row loop moved inside the reductions">
  ];
}

#endif // MPOPT_CONVERSION_PASSES_TD

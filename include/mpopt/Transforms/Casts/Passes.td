//===- Passes.td - mpopt's cast algebra --------------------*- tablegen -*-===//

#ifndef MPOPT_TRANSFORMS_CASTS_PASSES_TD
#define MPOPT_TRANSFORMS_CASTS_PASSES_TD

include "mlir/Pass/PassBase.td"
include "mpopt/Transforms/PassOptions.td"

def MPOptImportCastsPass : Pass<"mpopt-import-casts"> {
  let summary = "Raise float conversions of arith, linalg and tosa to mpopt.cast";
  let description = [{
    Replaces every float-to-float conversion that `mpopt.cast` models exactly:
    `arith.extf` and `arith.truncf` on scalars, vectors and ranked tensors;
    `linalg.generic`, `linalg.map` and other linalg ops on tensors whose
    indexing maps are identities and whose body only converts its input
    (possibly through a chain of `extf`/`truncf`); and `tosa.cast` between
    f32, f16 and bf16. Conversions it cannot model exactly stay as they are:
    ones with fast-math flags, `tosa.cast` to or from FP8 (TOSA leaves its
    overflow behaviour to the implementation), and linalg ops that also move
    data.

    Before:
    ```mlir
    %e = tensor.empty() : tensor<8xbf16>
    %0 = linalg.map { arith.truncf } ins(%x : tensor<8xf32>)
                                     outs(%e : tensor<8xbf16>)
    %1 = arith.extf %0 : tensor<8xbf16> to tensor<8xf32>
    ```
    After:
    ```mlir
    %0 = mpopt.cast %x : tensor<8xf32> to tensor<8xbf16>
    %1 = mpopt.cast %0 : tensor<8xbf16> to tensor<8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::mpopt::MPOptDialect"];
  let options = [EmitRemarksOption];
  let statistics = [
    Statistic<"numImported", "casts-imported",
              "conversions replaced by mpopt.cast">,
    Statistic<"numKept", "casts-kept",
              "conversions left as they were because mpopt.cast cannot model them">
  ];
}

def MPOptFoldCastsPass : Pass<"mpopt-fold-casts"> {
  let summary = "Fold redundant mpopt.cast ops with exact cast algebra";
  let description = [{
    Applies the cast algebra of docs/design.md section 3 to `mpopt.cast`:
    - a cast of a cast whose inner cast preserves every value becomes one
      cast, or none: `trunc(ext(x))` is `x` for the same type, `ext(x)` or
      `trunc(x)` otherwise; `ext(ext(x))` is `ext(x)`;
    - identical casts of one value are merged;
    - dead casts are removed, and casts of constants are folded with the
      exact semantics of `mpopt.cast`.
    `ext(trunc(x))` (lossy) and `trunc(trunc(x))` through a narrower type
    (double rounding) are kept under `policy=exact`. Under
    `policy=excess-precision` every chain of casts collapses to one cast, so
    `ext(trunc(x))` becomes `x`.

    Before:
    ```mlir
    %0 = mpopt.cast %x : tensor<8xbf16> to tensor<8xf32>
    %1 = mpopt.cast %0 : tensor<8xf32> to tensor<8xbf16>
    ```
    After: uses of `%1` use `%x`.
  }];
  let options = [CastPolicyOption, EmitRemarksOption];
  let statistics = [
    Statistic<"numCastsBefore", "casts-before", "mpopt.cast ops before the pass">,
    Statistic<"numCastsAfter", "casts-after", "mpopt.cast ops after the pass">,
    Statistic<"numFolded", "casts-folded",
              "casts replaced by a shorter chain, their input or a constant">,
    Statistic<"numMerged", "duplicates-merged",
              "casts replaced by an identical cast of the same value">
  ];
}

def MPOptPropagateCastsPass : Pass<"mpopt-propagate-casts", "ModuleOp"> {
  let summary = "Move casts to where they convert the least data, exactly";
  let description = [{
    Moves narrowing casts toward producers and widening casts toward
    consumers, across ops they commute with exactly (docs/design.md section 3):
    - data movement: `linalg.transpose`, `linalg.broadcast`,
      `tensor.expand_shape`/`collapse_shape`/`reshape`,
      `tensor.extract_slice`/`insert_slice`/`concat`/`pad`/`extract`, and
      `linalg.generic` ops that only permute, broadcast or copy;
    - `arith.negf` and `math.absf` (roundings symmetric about zero),
      `arith.maximumf`/`minimumf` (monotone casts whose overflow is not NaN)
      and `arith.select`; never arithmetic (`addf`, `mulf`, `exp`, ...).
    An op with several converted operands moves a widening cast down only
    when all of them are widened from one type, or are constants that
    convert exactly; a pad value must survive the round trip. A move is made
    only when it does not increase the bytes the cast and the op read and
    write (a cast goes above a broadcast, below a slice) and never copies
    an op that other users still need wide.

    Casts of values defined outside `scf.for`/`scf.while` leave the loop; an
    `scf.for` value that is widened from one type at the end of every
    iteration and on entry is carried in that type; arguments and results
    of private functions whose every caller widens the argument (or whose
    every return widens the result) take the narrow type. Casts that meet
    are folded with the patterns of `mpopt-fold-casts`.

    Before:
    ```mlir
    %e = mpopt.cast %x : tensor<4x8xbf16> to tensor<4x8xf32>
    %t = linalg.transpose ins(%e : tensor<4x8xf32>) outs(%init : tensor<8x4xf32>) permutation = [1, 0]
    %n = mpopt.cast %t : tensor<8x4xf32> to tensor<8x4xbf16>
    ```
    After: `%n` is the transpose of `%x`, in bf16, with no cast.
  }];
  let options = [CastPolicyOption, EmitRemarksOption];
  let dependentDialects = [
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect"
  ];
  let statistics = [
    Statistic<"numMoved", "casts-moved",
              "casts moved across an op (narrowing up, widening down)">,
    Statistic<"numMerged", "casts-merged",
              "casts replaced by an identical cast of the same value">,
    Statistic<"numRemoved", "casts-removed",
              "casts gone (folded, merged or dead)">,
    Statistic<"numHoisted", "casts-hoisted", "casts moved out of loops">,
    Statistic<"numNarrowed", "values-narrowed",
              "loop-carried values, arguments and results carried narrow">,
    Statistic<"numCastsBefore", "casts-before", "mpopt.cast ops before">,
    Statistic<"numCastsAfter", "casts-after", "mpopt.cast ops after">
  ];
}

def MPOptExportCastsPass : Pass<"mpopt-export-casts"> {
  let summary = "Lower mpopt.cast to upstream arith and linalg ops";
  let description = [{
    Rewrites every `mpopt.cast` into ops any MLIR compiler accepts, with the
    same results: `arith.extf`/`arith.truncf` (with `roundingmode`) on
    scalars and vectors, and on tensors a `linalg.generic` (or, with
    `use-linalg=false`, `arith` on tensors). Conversions `arith` cannot
    express in one op go through f32: f16 to bf16 is `truncf(extf(x))`, which
    rounds once. `saturate` becomes a clamp to the largest finite FP8 value in
    the source type before `truncf` (`arith.maximumf`/`minimumf` keep NaN).

    Before:
    ```mlir
    %0 = mpopt.cast %x saturate : f32 to f8E4M3FN
    ```
    After:
    ```mlir
    %lo = arith.constant -4.480000e+02 : f32
    %hi = arith.constant 4.480000e+02 : f32
    %0 = arith.maximumf %x, %lo : f32
    %1 = arith.minimumf %0, %hi : f32
    %2 = arith.truncf %1 : f32 to f8E4M3FN
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect"
  ];
  let options = [
    Option<"useLinalg", "use-linalg", "bool", "true",
           "emit tensor casts as linalg.generic (else arith on tensors)">
  ];
  let statistics = [
    Statistic<"numExported", "casts-exported", "mpopt.cast ops lowered">
  ];
}

def MPOptAutocastPass : Pass<"mpopt-autocast"> {
  let summary = "Insert the casts an automatic-mixed-precision framework would";
  let description = [{
    Rewrites an f32 program the way PyTorch autocast and TF AMP treat their
    "allow" list: every `linalg.matmul` and `linalg.batch_matmul` on f32
    takes its operands cast to `dtype`, accumulates in f32 as tensor-core
    kernels do, rounds its result to `dtype`, and hands the rest of the
    program an f32 value widened from it (`allow=linalg.matmul` narrows the
    list, say to keep batched attention matmuls in f32). A rank-1 bias
    added to such a matmul's result (torch-mlir's `addmm` and `linear`: an
    addition reading it along the last dimension, directly or through the
    broadcast generic torch-mlir writes) is what PyTorch's autocast adds:
    rounded to `dtype` and added to the f32 accumulator, the sum rounded
    once (cuBLAS's bias epilogue). Ops on neither
    list follow their inputs: an elementwise `linalg.generic` whose inputs
    are all widened from `dtype` has its result rounded to `dtype` (it
    computes in f32 inside, as PyTorch's bf16 kernels do). Generics with an
    op on the `deny` list (exp, log, pow, square roots), reductions and
    ops on mixed inputs stay f32.
    This is the baseline mpopt starts from: it turns the f32 corpus into
    the mixed-precision input an AMP framework produces, casts included.

    Before:
    ```mlir
    %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%acc : tensor<4x2xf32>) -> tensor<4x2xf32>
    ```
    After:
    ```mlir
    %a16 = mpopt.cast %a : tensor<4x8xf32> to tensor<4x8xbf16>
    %b16 = mpopt.cast %b : tensor<8x2xf32> to tensor<8x2xbf16>
    %m = linalg.matmul ins(%a16, %b16 : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%acc : tensor<4x2xf32>) -> tensor<4x2xf32>
    %r16 = mpopt.cast %m : tensor<4x2xf32> to tensor<4x2xbf16>
    %r = mpopt.cast %r16 : tensor<4x2xbf16> to tensor<4x2xf32>
    ```
  }];
  let options = [
    Option<"dtype", "dtype", "::mlir::mpopt::AutocastType",
           "::mlir::mpopt::AutocastType::bf16", "the low-precision type",
           [{::llvm::cl::values(
             clEnumValN(::mlir::mpopt::AutocastType::bf16, "bf16", "bfloat16"),
             clEnumValN(::mlir::mpopt::AutocastType::f16, "f16",
                        "IEEE half precision"))}]>,
    ListOption<"allow", "allow", "std::string",
               "ops run in the low type (default: linalg.matmul, "
               "linalg.batch_matmul)">,
    ListOption<"deny", "deny", "std::string",
               "ops that keep a linalg.generic in f32 (default: math.exp, "
               "exp2, expm1, log, log1p, log2, log10, powf, fpowi, ipowi, "
               "rsqrt, sqrt)">
  ];
  let dependentDialects = ["::mlir::mpopt::MPOptDialect"];
  let statistics = [
    Statistic<"numAutocast", "ops-autocast",
              "ops moved to the low type or following their inputs">
  ];
}

def MPOptFuseCastsPass : Pass<"mpopt-fuse-casts"> {
  let summary = "Fold casts into the ops that read and write them";
  let description = [{
    A cast on an `mpopt.matmul` operand becomes part of the operand's
    conversion to the multiply type (prologue) when the two compute the
    same: the cast preserves every value (bf16 widened to f32), or it is the
    round-to-nearest conversion to the multiply type itself. A matmul
    multiplying in its accumulator type that then reads both operands in
    one type whose products are exact there (bf16 or f16 for f32) multiplies
    in that type (`getExactMultiplyType`, the rule `mpopt-raise` applies).
    A cast of the result of a matmul that has not rounded yet (result in
    the accumulator type) becomes its result type (epilogue). A cast of an
    input of a `linalg.generic` converts that input's elements in its body;
    a cast of the result of an elementwise `linalg.generic` (parallel loops,
    result not read) converts what its body yields. The cast must have no
    other users. A matmul operand that a `linalg.transpose` of the last two
    dimensions produces is read through the matmul's `transpose_lhs` /
    `transpose_rhs` instead (no copy; a weight stored [N, K] stays
    contiguous along K, which GPU GEMMs read fastest). Results never change.

    Before:
    ```mlir
    %a16 = mpopt.cast %a : tensor<8x16xf32> to tensor<8x16xbf16>
    %m = mpopt.matmul %a16, %b multiply(bf16) accumulate(f32) : ... -> tensor<8x4xf32>
    %r = mpopt.cast %m : tensor<8x4xf32> to tensor<8x4xbf16>
    ```
    After:
    ```mlir
    %r = mpopt.matmul %a, %b multiply(bf16) accumulate(f32) : tensor<8x16xf32>, ... -> tensor<8x4xbf16>
    ```
  }];
  let options = [EmitRemarksOption];
  let statistics = [
    Statistic<"numFused", "casts-fused",
              "casts taken into matmuls and linalg.generic bodies">,
    Statistic<"numTransposes", "transposes-folded",
              "transposed matmul operands read through transpose flags">
  ];
}

def MPOptCastReportPass : Pass<"mpopt-cast-report", "ModuleOp"> {
  let summary = "Print how many float conversions each function performs";
  let description = [{
    Counts, per function, the float-to-float conversions in any form
    (`mpopt.cast`, `arith.extf`/`truncf`, `tosa.cast`, convert-only linalg
    ops) and the elements they convert (dynamic dimensions count as 1), and
    prints one line per function to stderr, tagged with `label`. Leaves the
    IR unchanged. The pipeline runs it before and after when asked for a
    report.
  }];
  let options = [
    Option<"label", "label", "std::string", "\"casts\"",
           "tag printed at the start of each line">
  ];
}

#endif // MPOPT_TRANSFORMS_CASTS_PASSES_TD

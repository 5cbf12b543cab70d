//===- Passes.td - mpopt ops raised from frontends' forms --*- tablegen -*-===//

#ifndef MPOPT_TRANSFORMS_RAISE_PASSES_TD
#define MPOPT_TRANSFORMS_RAISE_PASSES_TD

include "mlir/Pass/PassBase.td"
include "mpopt/Transforms/PassOptions.td"

def MPOptRaisePass : Pass<"mpopt-raise"> {
  let summary = "Recognize matmuls and softmax in linalg, raise to mpopt ops";
  let description = [{
    Replaces `linalg.matmul` and `linalg.batch_matmul` on tensors (plain or
    with transposed operands) that accumulate into a zero-filled f32 or f16
    tensor by `mpopt.matmul`, with the same results: the operands' element
    types become the storage types, the multiply type is theirs when both
    have one type the accumulator holds exactly (bf16 products are exact in
    f32), else the accumulator's. `mpopt-fuse-casts` then takes the casts
    around it in. Matmuls accumulating in bf16, into a non-zero init, or
    with broadcasting indexing maps stay. A row vector added to an
    unrounded matmul result it alone reads (torch-mlir's Linear: `matmul +
    broadcast(bias)`, optionally rounded) becomes the matmul's `bias`.

    Softmax, LayerNorm and RMSNorm are recognized however the exporter
    split them into `linalg.generic`s: one op per generic (torch-mlir),
    statistics kept as `[.., 1]` or reshaped, or fused into a few generics.
    The matcher follows the expression from the last elementwise generic
    back through elementwise producers, unit reshapes, transposes and
    broadcasts to the row reductions and the input, and raises where it
    computes what the mpopt op defines, bit for bit:
    - softmax along one dimension in f32: `exp(x - max) / sum` (or
      `* (1 / sum)`: `reciprocal`), the maximum from -inf or the lowest
      finite f32 (also with an unused argmax result, as torch-mlir writes
      it); a guard that zeroes rows of -infs (transformers' SDPA) stays as
      it is, reading the softmax;
    - LayerNorm over the last dimension in f32: `(x - mean) * rsqrt(var +
      eps) [* gamma] [+ beta]`, var about the f32 mean, or computed in f64
      about its own mean and rounded (torch-mlir: `variance(f64)`);
    - RMSNorm: `x * rsqrt(sum(x^2) / n + eps) [* gamma]`, x^2 as a product
      or `fpowi`, the mean a division or (TOSA) a multiplication by the
      rounded reciprocal (`reciprocal`);
    with the result optionally rounded to a narrower type, operands of
    commutative ops in either order, no fast-math flags, and intermediate
    results nobody else reads. The longest sequence is raised (a LayerNorm
    with its gamma and beta, not without); what only it read is erased.

    With `emit-remarks=true` each matmul left as it is gets a remark saying
    why, each elementwise generic that takes an rsqrt or exp of what it
    reads from a row reduction (it looks like a norm or softmax) and is not
    raised one saying why, and each function one with the counts raised.
  }];
  let dependentDialects = ["::mlir::mpopt::MPOptDialect"];
  let options = [EmitRemarksOption];
  let statistics = [
    Statistic<"numRaised", "ops-raised", "linalg ops raised to mpopt ops">
  ];
}

def MPOptFoldBatchNormPass : Pass<"mpopt-fold-batch-norm"> {
  let summary = "Fold an inference batch norm into the convolution before "
                "it (policy=budget)";
  let description = [{
    Matches an `mpopt.conv` with an f32 result (and accumulator) and no
    activation whose result only an elementwise affine map reads, `((y -
    m) * r) * g + b` as torch-mlir writes an eval-mode BatchNorm (`r =
    rsqrt(var + eps)`), or any other sequence of additions, subtractions
    and multiplications of y by terms that depend on the output channel
    alone (through indexing maps, unit reshapes and per-channel scalar
    ops), not on y, and only on constants and parameters (the arguments
    `parameters` lists or `mpopt.parameter` marks, as
    `mpopt-hoist-parameters` takes them): a residual added to a 1x1 image
    is per channel too, but it is no weight to fold. Both forms are
    followed: one `linalg.generic` per op (the run of generics is replaced
    whole) and a fused body (the map's
    value in the body becomes the body's read of the convolution; a ReLU
    or residual add around it stays). The channel is the convolution's
    own (`getChannelDim`, and `getFilterDims` for the filter: NCHW,
    channels-last and grouped layouts alike).

    It builds the same convolution, with the same storage, multiply and
    accumulator types, reading the filter times k along its output
    channels (k = r * g, the product of the scales; computed in f32 and
    rounded to the filter's type) and adding a bias (no `bias_first`),
    `b' = (b0 - m) * k + b` with b0 the convolution's own bias. Where every
    value they read is a constant, k, b' and the filter are computed at
    compile time as the CPU build would (IEEE single, round to nearest
    even; rsqrt as 1 / sqrt) and become constants; otherwise (parameters as
    arguments) they are `linalg.generic`s on them, which
    `mpopt-hoist-parameters` moves into `_prepare`.

    The folded filter and bias are rounded before the sum where the
    export rounds the sum and then each step of the map: the results
    change. `mpopt-pipeline` runs this pass under `policy=budget` only,
    where results may change (the folded f32 weights' rounding, 2^-24 of
    each, is not charged by the error model; docs/raising.md, "Batch
    norm."); `exact` and `excess-precision` keep the batch norm.

    Before:
    ```mlir
    %y = mpopt.conv %x, %w layout<nchw_fchw> ... : ... -> tensor<1x8x16x16xf32>
    %0 = linalg.generic ... ins(%y, %mean ...) { arith.subf }
    %1 = linalg.generic ... ins(%0, %r ...) { arith.mulf }
    %2 = linalg.generic ... ins(%1, %gamma ...) { arith.mulf }
    %3 = linalg.generic ... ins(%2, %beta ...) { arith.addf }
    ```
    After:
    ```mlir
    %3 = mpopt.conv %x, %w_times_k layout<nchw_fchw> ...
        bias(%b : tensor<8xf32>) : ... -> tensor<1x8x16x16xf32>
    ```
  }];
  let options = [
    ListOption<"parameters", "parameters", "::mlir::mpopt::ArgumentRange",
               "the arguments that are parameters besides those marked "
               "mpopt.parameter: indices and inclusive ranges (0-147)">,
    EmitRemarksOption
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect"
  ];
  let statistics = [
    Statistic<"numFolded", "batch-norms-folded",
              "affine maps folded into the convolution before them">
  ];
}

#endif // MPOPT_TRANSFORMS_RAISE_PASSES_TD

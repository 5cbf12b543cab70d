//===- Passes.td - mpopt ops lowered to linalg -------------*- tablegen -*-===//

#ifndef MPOPT_CONVERSION_MPOPTTOLINALG_PASSES_TD
#define MPOPT_CONVERSION_MPOPTTOLINALG_PASSES_TD

include "mlir/Pass/PassBase.td"

// Without an anchor, the pass works function by function on any op of
// FunctionOpInterface (mpopt/Support/FunctionPass.h).

def MPOptLowerToLinalgPass : Pass<"mpopt-lower-to-linalg"> {
  let summary = "Lower mpopt ops other than casts to linalg, arith and math";
  let description = [{
    Rewrites `mpopt.matmul`, `mpopt.conv`, the norms and `mpopt.softmax`
    into upstream ops that compute exactly their stated
    semantics, so any MLIR compiler (and `mpopt-compile`'s CPU path) takes
    the result.
    - `mpopt.matmul`: a `linalg.generic` contraction that converts each
      factor to the multiply type (`mpopt.cast` in its body), widens it to
      the accumulator type and sums over k in increasing order; an
      elementwise `linalg.generic` epilogue (scales, bias, activation,
      result scale, final cast); for `amax`, a max-magnitude reduction.
    - Norms and softmax: reductions into per-row (per-channel for
      `mpopt.batch_norm`) statistics in the compute type, then one
      elementwise `linalg.generic` that converts the input, normalizes and
      converts the result.
    Casts stay `mpopt.cast` (`mpopt-export-casts` or `mpopt-expand-casts`
    lower them).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def MPOptDropMarksPass : Pass<"mpopt-drop-marks"> {
  let summary = "Drop the marks mpopt-lower-to-linalg leaves for mpopt's GPU build";
  let description = [{
    Removes the discardable attributes `mpopt-lower-to-linalg` puts on the
    ops it writes so that `mpopt-compile --target=cuda` finds its library
    calls again (`mpopt.contraction`, `mpopt.convolution`,
    `mpopt.attention`, `mpopt.attention.operands`, `mpopt.attention.step`).
    They change no semantics; another compiler taking the exported program
    is better off without them: each attention's marks carry its own `id`,
    so IREE, which deduplicates identical dispatches, kept one copy of each
    attention kernel per layer (GPT-2 small: 40 executables instead of
    19, four times the PTX). Run it after `mpopt-pipeline` when the
    result goes to another compiler (scripts/iree/compile_models.py).
  }];
}

#endif // MPOPT_CONVERSION_MPOPTTOLINALG_PASSES_TD

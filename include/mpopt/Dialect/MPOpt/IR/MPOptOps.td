//===- MPOptOps.td - mpopt operations ----------------------*- tablegen -*-===//

#ifndef MPOPT_DIALECT_MPOPT_IR_MPOPTOPS_TD
#define MPOPT_DIALECT_MPOPT_IR_MPOPTOPS_TD

include "mpopt/Dialect/MPOpt/IR/MPOptDialect.td"
include "mpopt/Dialect/MPOpt/IR/MPOptAttrs.td"
include "mpopt/Dialect/MPOpt/IR/MPOptInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/CommonTypeConstraints.td"

def MPOpt_FloatLike : AnyTypeOf<[
    AnyFloat, VectorOfAnyRankOf<[AnyFloat]>, RankedTensorOf<[AnyFloat]>],
    "float scalar, vector of floats or ranked tensor of floats">;

def MPOpt_CastOp : MPOpt_Op<"cast",
    [Pure, SameOperandsAndResultShape, Elementwise]> {
  let summary = "elementwise conversion between floating-point formats";
  let description = [{
    Converts each element of `input` to the element type of the result. The
    input and the result are both scalars, both vectors or both ranked tensors
    of one shape.

    ```mlir
    %0 = mpopt.cast %x : tensor<4xf32> to tensor<4xbf16>
    %1 = mpopt.cast %y rounding<toward_zero> : f32 to f16
    %2 = mpopt.cast %z saturate : vector<8xf32> to vector<8xf8E4M3FN>
    ```

    Numeric semantics (`docs/numerics.md`):
    - A cast whose result format holds every input value (f16 to f32,
      f8E4M3FN to bf16, ...) is exact; `rounding` is rejected on it.
    - Otherwise the value is rounded under `rounding` (default
      `nearest_even`); denormals are kept, never flushed.
    - NaN stays NaN (sign and payload are not promised).
    - A value that overflows the result format becomes +-Inf where the format
      has infinities (f16, bf16, f8E5M2) and NaN where it has none
      (f8E4M3FN).
    - `saturate` (FP8 results only) instead clamps every non-NaN value that
      would overflow, infinities included, to the largest finite value of the
      result format with the input's sign (+-448 for f8E4M3FN, +-57344 for
      f8E5M2), as PTX `cvt.rn.satfinite` does.
  }];

  let arguments = (ins MPOpt_FloatLike:$input,
                       OptionalAttr<MPOpt_RoundingModeAttr>:$rounding,
                       UnitAttr:$saturate);
  let results = (outs MPOpt_FloatLike:$result);

  let assemblyFormat = [{
    $input (`rounding` `` $rounding^)? (`saturate` $saturate^)? attr-dict
    `:` type($input) `to` type($result)
  }];

  let builders = [
    OpBuilder<(ins "::mlir::Type":$resultType, "::mlir::Value":$input), [{
      build($_builder, $_state, resultType, input, RoundingModeAttr(),
            /*saturate=*/false);
    }]>
  ];

  let extraClassDeclaration = [{
    ::mlir::FloatType getSourceElementType();
    ::mlir::FloatType getResultElementType();
    /// The rounding this cast applies, `nearest_even` when none is given.
    RoundingMode getEffectiveRounding();
    /// True when the cast returns its input value unchanged for every input,
    /// so it can be removed or reordered without changing results.
    bool isValuePreserving();
  }];

  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

// A matmul operand's scale: per-tensor, or one per output channel.
def MPOpt_OperandScale : AnyTypeOf<[F32, 1DTensorOf<[F32]>],
    "f32 (per-tensor) or 1-D tensor of f32 (per output channel)">;

def MPOpt_MatmulOp : MPOpt_Op<"matmul",
    [Pure, AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<MPOpt_ContractionOpInterface,
                               ["getContractionLength"]>]> {
  let summary = "matrix product with explicit storage, multiply and "
                "accumulator types";
  let description = [{
    `result = cast(act(acc * scale_lhs * scale_rhs + bias) * scale_result)`
    where `acc[.., i, j] = sum_k conv(lhs[.., i, k]) * conv(rhs[.., k, j])`.
    Operands are rank 2, or rank 3 with a leading batch dimension;
    `transpose_lhs`/`transpose_rhs` read an operand as [.., K, M] / [.., N, K].

    Numeric semantics (`docs/numerics.md`):
    - `conv` converts each operand element from its storage type to
      `multiply_type` as `mpopt.cast` does (round to nearest even). With an
      FP8 `multiply_type` the operands are stored in FP8 (f8E4M3FN or
      f8E5M2, not both f8E5M2), multiplied as stored, and `scale_lhs` and
      `scale_rhs` (per-tensor, f32) are required.
    - Weight-only FP8: with another `multiply_type`, an operand stored in
      FP8 is converted exactly (every FP8 value is a bf16, f16 and f32
      value) and may carry a scale of its own: per-tensor (`f32`) or per
      output channel (`tensor<Nxf32>` for the rhs, one per result column j;
      `tensor<Mxf32>` for the lhs, one per result row i). The epilogue
      multiplies: `acc * s_lhs * s_rhs` reads `s_rhs = scale_rhs[j]` (or the
      scalar), in f32; an absent scale is 1 (no multiplication).
    - Products are exact in `accumulator_type` (f32 for FP8 and, unless f16
      accumulation is asked for f16 operands, for every type); the sum runs
      over k in increasing order. GPU kernels sum in another order: their
      results agree within the contraction's rounding, not bit for bit.
    - `bias` (shape [N] or the result's shape) is converted to the
      accumulator type and added; `activation` (`relu`, or `gelu_tanh`, the
      tanh form cuBLASLt uses) follows, in the accumulator type.
    - `amax`, when asked for, is the largest magnitude of the result before
      `scale_result` (for delayed FP8 scaling); `scale_result` multiplies,
      and the final cast to the result type rounds to nearest even,
      saturating with `saturate` (FP8 results).

    ```mlir
    %y = mpopt.matmul %a, %b multiply(bf16) accumulate(f32)
        : tensor<128x256xf32>, tensor<256x64xbf16> -> tensor<128x64xbf16>
    %q, %amax = mpopt.matmul %a8, %b8 multiply(f8E4M3FN) accumulate(f32)
        scales(%sa, %sb) result_scale(%sy) saturate
        : tensor<64x32xf8E4M3FN>, tensor<32x16xf8E5M2> -> tensor<64x16xf8E4M3FN>, f32
    %w = mpopt.matmul %x, %w8 multiply(bf16) accumulate(f32)
        scales(none, %sw : tensor<16xf32>)
        : tensor<1x32xbf16>, tensor<32x16xf8E4M3FN> -> tensor<1x16xf32>
    ```
  }];

  let arguments = (ins RankedTensorOf<[AnyFloat]>:$lhs,
                       RankedTensorOf<[AnyFloat]>:$rhs,
                       Optional<RankedTensorOf<[AnyFloat]>>:$bias,
                       Optional<MPOpt_OperandScale>:$scale_lhs,
                       Optional<MPOpt_OperandScale>:$scale_rhs,
                       Optional<F32>:$scale_result,
                       TypeAttr:$multiply_type,
                       TypeAttr:$accumulator_type,
                       UnitAttr:$transpose_lhs,
                       UnitAttr:$transpose_rhs,
                       OptionalAttr<MPOpt_ActivationAttr>:$activation,
                       UnitAttr:$saturate);
  let results = (outs RankedTensorOf<[AnyFloat]>:$result,
                      Optional<F32>:$amax);

  let assemblyFormat = [{
    $lhs `,` $rhs `multiply` `(` $multiply_type `)`
    `accumulate` `(` $accumulator_type `)`
    (`transpose_lhs` $transpose_lhs^)? (`transpose_rhs` $transpose_rhs^)?
    (`bias` `(` $bias^ `:` type($bias) `)`)?
    (`scales` `(` custom<OperandScales>($scale_lhs, $scale_rhs,
                                        type($scale_lhs), type($scale_rhs))^
     `)`)?
    (`result_scale` `(` $scale_result^ `)`)?
    (`activation` `` $activation^)? (`saturate` $saturate^)? attr-dict
    `:` type($lhs) `,` type($rhs) `->` type($result) (`,` type($amax)^)?
  }];

  let hasVerifier = 1;
}

def MPOpt_ConvOp : MPOpt_Op<"conv",
    [Pure, DeclareOpInterfaceMethods<MPOpt_ContractionOpInterface,
        ["getLhs", "getRhs", "getLhsMutable", "getRhsMutable",
         "getContractionLength"]>]> {
  let summary = "2-D convolution with explicit storage, multiply and "
                "accumulator types";
  let description = [{
    `result = cast(act(acc + bias))`, a grouped 2-D cross-correlation as
    PyTorch, TOSA and linalg define it. In `layout<nchw_fchw>` terms (the
    others only order the dimensions differently), with `G = groups`, the
    input [N, C, H, W], the filter [F, C / G, KH, KW] and the result
    [N, F, OH, OW], output channel f reading group g = f / (F / G):

    `acc[n, f, oh, ow] = sum_{c, kh, kw} conv(x[n, g * C / G + c,
    oh * sh + kh * dh - pad_top, ow * sw + kw * dw - pad_left]) *
    conv(w[f, c, kh, kw])`

    with `OH = (H + pad_top + pad_bottom - dh * (KH - 1) - 1) / sh + 1`
    (and so for OW). `layout<nhwc_hwcf>` reads the input and writes the
    result as [N, H, W, C], the filter as [KH, KW, C / G, F];
    `layout<nhwc_fhwc>` the filter as [F, KH, KW, C / G] (TOSA's OHWI). A
    depthwise convolution is `groups` = C with one input channel per group.

    Numeric semantics (`docs/numerics.md`):
    - `padding` is [top, left, bottom, right]: input elements outside the
      input read as +0 in the input's storage type (as the `tensor.pad`
      with +0 exporters write before a convolution).
    - `conv` converts each element from its storage type to
      `multiply_type` (f32, bf16 or f16) as `mpopt.cast` does (round to
      nearest even), then exactly to `accumulator_type` (f32, or f16 with
      an f16 multiply), where the products are exact.
    - The sum starts at +0 and runs in the order linalg's named
      convolution of the layout iterates: over c, then kh, then kw
      (innermost) for `nchw_fchw`; over kh, kw, then c for the
      channels-last layouts.
    - `bias` ([F]) is converted to the accumulator type and added;
      `activation` follows in the accumulator type; the final cast to the
      result type rounds to nearest even.
    - With `bias_first`, the sum starts at the bias converted to the
      accumulator type instead of +0, and no addition follows it: linalg's
      convolution into a broadcast bias, which is how torch-mlir writes a
      `Conv2d(bias=True)`.

    ```mlir
    %y = mpopt.conv %x, %w layout<nchw_fchw> strides [2, 2]
        padding [3, 3, 3, 3] dilations [1, 1] groups(1) multiply(bf16)
        accumulate(f32) : tensor<1x3x32x32xf32>, tensor<8x3x7x7xbf16>
        -> tensor<1x8x16x16xbf16>
    %d = mpopt.conv %a, %k layout<nhwc_hwcf> strides [1, 1]
        padding [1, 1, 1, 1] dilations [1, 1] groups(16) multiply(f32)
        accumulate(f32) bias(%b : tensor<16xf32>) activation<relu>
        : tensor<2x8x8x16xf32>, tensor<3x3x1x16xf32> -> tensor<2x8x8x16xf32>
    ```
  }];

  let arguments = (ins RankedTensorOf<[AnyFloat]>:$input,
                       RankedTensorOf<[AnyFloat]>:$filter,
                       Optional<RankedTensorOf<[AnyFloat]>>:$bias,
                       MPOpt_ConvLayoutAttr:$layout,
                       DenseI64ArrayAttr:$strides,
                       DenseI64ArrayAttr:$padding,
                       DenseI64ArrayAttr:$dilations,
                       I64Attr:$groups,
                       TypeAttr:$multiply_type,
                       TypeAttr:$accumulator_type,
                       OptionalAttr<MPOpt_ActivationAttr>:$activation,
                       UnitAttr:$bias_first);
  let results = (outs RankedTensorOf<[AnyFloat]>:$result);

  let assemblyFormat = [{
    $input `,` $filter `layout` `` $layout `strides` $strides
    `padding` $padding `dilations` $dilations `groups` `(` $groups `)`
    `multiply` `(` $multiply_type `)` `accumulate` `(` $accumulator_type `)`
    (`bias` `(` $bias^ `:` type($bias) `)`)? (`bias_first` $bias_first^)?
    (`activation` `` $activation^)? attr-dict
    `:` type($input) `,` type($filter) `->` type($result)
  }];

  let extraClassDeclaration = [{
    /// The position of the channel dimension in the input and the result.
    int64_t getChannelDim();
    /// The positions of the filter's output-channel, input-channel, KH and
    /// KW dimensions.
    std::array<int64_t, 4> getFilterDims();
  }];

  let hasVerifier = 1;
}

class MPOpt_NormOp<string mnemonic, list<Trait> traits = []>
    : MPOpt_Op<mnemonic, !listconcat([Pure], traits)> {
  let results = (outs RankedTensorOf<[AnyFloat]>:$result);
  let extraClassDeclaration = [{
    /// Elements each normalization reads: the product of the normalized
    /// dimensions.
    int64_t getNumNormalized();
  }];
  let hasVerifier = 1;
}

def MPOpt_LayerNormOp
    : MPOpt_NormOp<"layer_norm", [AttrSizedOperandSegments]> {
  let summary = "layer normalization with storage and compute types";
  let description = [{
    Normalizes `input` over the dimensions from `axis` to the last:
    `y = (x - mean) * rsqrt(var + epsilon) * gamma + beta`, where mean and
    (biased) variance are sums in increasing index order divided by the
    count, all in `compute_type` (the input, gamma and beta converted to it
    as `mpopt.cast` does), and `y` is converted to the result type (round to
    nearest even). Input and result storage may differ from the compute
    type: a bf16-in, bf16-out norm computing in f32 is one op.

    With `variance(T)` (T wider than the compute type) the variance is
    computed in T instead, as torch-mlir writes LayerNorm: x converted to
    T, its own mean `sum / count` in T, `sum((x - mean)^2) / count` in T,
    rounded to the compute type (nearest even) before epsilon is added;
    the mean subtracted from x is still the compute type's. With
    `reciprocal` every division by the count multiplies by the count's
    reciprocal rounded to the type it divides in instead, as TOSA writes
    it (the bits differ unless the count is a power of two).

    ```mlir
    %y = mpopt.layer_norm %x, %gamma, %beta axis(1) epsilon(1.0e-05) compute(f32)
        : tensor<64x256xbf16>, tensor<256xf32>, tensor<256xf32> -> tensor<64x256xbf16>
    %z = mpopt.layer_norm %x axis(1) epsilon(1.0e-05) compute(f32) variance(f64)
        : tensor<32x64xf32> -> tensor<32x64xf32>
    ```
  }];
  let arguments = (ins RankedTensorOf<[AnyFloat]>:$input,
                       Optional<RankedTensorOf<[AnyFloat]>>:$gamma,
                       Optional<RankedTensorOf<[AnyFloat]>>:$beta,
                       I64Attr:$axis, F64Attr:$epsilon,
                       TypeAttr:$compute_type,
                       OptionalAttr<TypeAttr>:$variance_type,
                       UnitAttr:$reciprocal);
  let assemblyFormat = [{
    $input (`,` $gamma^ (`,` $beta^)?)? `axis` `(` $axis `)`
    (`reciprocal` $reciprocal^)? `epsilon` `(` $epsilon `)` `compute` `(` $compute_type `)`
    (`variance` `(` $variance_type^ `)`)? attr-dict
    `:` type($input) (`,` type($gamma)^ (`,` type($beta)^)?)? `->` type($result)
  }];
}

def MPOpt_BatchNormOp
    : MPOpt_NormOp<"batch_norm", [AttrSizedOperandSegments]> {
  let summary = "batch normalization from the batch's statistics";
  let description = [{
    Normalizes `input` per channel with the statistics of the batch, as a
    network in training writes BatchNorm: for each index `c` of dimension
    `channel`, mean and (biased) variance over every element with that
    index (all other dimensions), then
    `y = (x - mean) * rsqrt(var + epsilon) * gamma[c] + beta[c]`. The
    arithmetic is `mpopt.layer_norm`'s, with these elements as the
    normalized ones: sums in increasing index order of the other
    dimensions, in `compute_type`, the result converted to the result type
    (round to nearest even); `variance(T)` and `reciprocal` as there
    (torch-mlir computes the variance in f64). `gamma` and `beta` have one
    element per channel.

    ```mlir
    %y = mpopt.batch_norm %x, %gamma, %beta channel(1) epsilon(1.0e-05)
        compute(f32) variance(f64)
        : tensor<32x64x56x56xbf16>, tensor<64xf32>, tensor<64xf32> -> tensor<32x64x56x56xbf16>
    ```
  }];
  let arguments = (ins RankedTensorOf<[AnyFloat]>:$input,
                       Optional<RankedTensorOf<[AnyFloat]>>:$gamma,
                       Optional<RankedTensorOf<[AnyFloat]>>:$beta,
                       I64Attr:$channel, F64Attr:$epsilon,
                       TypeAttr:$compute_type,
                       OptionalAttr<TypeAttr>:$variance_type,
                       UnitAttr:$reciprocal);
  let assemblyFormat = [{
    $input (`,` $gamma^ (`,` $beta^)?)? `channel` `(` $channel `)`
    (`reciprocal` $reciprocal^)? `epsilon` `(` $epsilon `)` `compute` `(` $compute_type `)`
    (`variance` `(` $variance_type^ `)`)? attr-dict
    `:` type($input) (`,` type($gamma)^ (`,` type($beta)^)?)? `->` type($result)
  }];
}

def MPOpt_GroupNormOp
    : MPOpt_NormOp<"group_norm", [AttrSizedOperandSegments]> {
  let summary = "group normalization over groups of channels";
  let description = [{
    Normalizes `input` [N, C, ...] (the channel is dimension 1, as torch
    and ONNX lay it out) per sample and group of channels: the C channels
    form `groups` groups of C / G consecutive channels, and each (n, g) has
    its own mean and (biased) variance over the group's channels and every
    position, summed in increasing index order of the input's elements
    (the group's elements are consecutive in memory). Statistics are
    `mpopt.layer_norm`'s: in `compute_type`, `variance(T)` and `reciprocal`
    as there. `gamma` and `beta` have one element per channel.

    The normalized value is `(x - mean) * rstd * gamma[c] + beta[c]` with
    `rstd = rsqrt(var + epsilon)`; with `folded`, the affine is folded into
    per-(n, c) factors first, as torch's decomposition writes GroupNorm:
    `a = rstd * gamma[c]`, `b = (-mean) * a + beta[c]`, `y = x * a + b`,
    each step rounded to `compute_type` (without gamma `a = rstd`, without
    beta `b = (-mean) * a`). The result is converted to the result type
    (round to nearest even).

    ```mlir
    %y = mpopt.group_norm %x, %gamma, %beta groups(8) epsilon(1.0e-05)
        compute(f32) variance(f64) folded
        : tensor<1x32x8x8xbf16>, tensor<32xf32>, tensor<32xf32> -> tensor<1x32x8x8xf32>
    ```
  }];
  let arguments = (ins RankedTensorOf<[AnyFloat]>:$input,
                       Optional<RankedTensorOf<[AnyFloat]>>:$gamma,
                       Optional<RankedTensorOf<[AnyFloat]>>:$beta,
                       I64Attr:$groups, F64Attr:$epsilon,
                       TypeAttr:$compute_type,
                       OptionalAttr<TypeAttr>:$variance_type,
                       UnitAttr:$reciprocal, UnitAttr:$folded);
  let assemblyFormat = [{
    $input (`,` $gamma^ (`,` $beta^)?)? `groups` `(` $groups `)`
    (`reciprocal` $reciprocal^)? `epsilon` `(` $epsilon `)` `compute` `(` $compute_type `)`
    (`variance` `(` $variance_type^ `)`)? (`folded` $folded^)? attr-dict
    `:` type($input) (`,` type($gamma)^ (`,` type($beta)^)?)? `->` type($result)
  }];
}

def MPOpt_RMSNormOp : MPOpt_NormOp<"rms_norm"> {
  let summary = "RMS normalization with storage and compute types";
  let description = [{
    `y = x * rsqrt(mean(x^2) + epsilon) * gamma` over the dimensions from
    `axis` to the last, in `compute_type` (sums in increasing index order),
    converted to the result type (round to nearest even). The mean divides
    the sum by the count; with `reciprocal` it multiplies the sum by the
    count's reciprocal rounded to `compute_type`, as TOSA writes it (the
    bits differ unless the count is a power of two).

    ```mlir
    %y = mpopt.rms_norm %x, %gamma axis(1) epsilon(1.0e-06) compute(f32)
        : tensor<64x256xbf16>, tensor<256xbf16> -> tensor<64x256xbf16>
    %z = mpopt.rms_norm %x, %gamma axis(1) reciprocal epsilon(1.0e-06)
        compute(f32) : tensor<40x1536xf32>, tensor<1536xf32> -> tensor<40x1536xf32>
    ```
  }];
  let arguments = (ins RankedTensorOf<[AnyFloat]>:$input,
                       Optional<RankedTensorOf<[AnyFloat]>>:$gamma,
                       I64Attr:$axis, F64Attr:$epsilon,
                       TypeAttr:$compute_type, UnitAttr:$reciprocal);
  let assemblyFormat = [{
    $input (`,` $gamma^)? `axis` `(` $axis `)` (`reciprocal` $reciprocal^)?
    `epsilon` `(` $epsilon `)` `compute` `(` $compute_type `)` attr-dict
    `:` type($input) (`,` type($gamma)^)? `->` type($result)
  }];
}

def MPOpt_SoftmaxOp : MPOpt_NormOp<"softmax"> {
  let summary = "softmax with storage and compute types";
  let description = [{
    `y = exp(x - max) / sum(exp(x - max))` along `axis`, in `compute_type`
    (the sum in increasing index order), converted to the result type
    (round to nearest even). With `reciprocal`, `y = exp(x - max) *
    (1 / sum(exp(x - max)))`, as TOSA writes it: the reciprocal rounds
    once more, so the bits differ from the division's.

    ```mlir
    %p = mpopt.softmax %s axis(2) compute(f32)
        : tensor<4x128x128xbf16> -> tensor<4x128x128xbf16>
    %q = mpopt.softmax %t axis(2) reciprocal compute(f32)
        : tensor<12x40x40xf32> -> tensor<12x40x40xf32>
    ```
  }];
  let arguments = (ins RankedTensorOf<[AnyFloat]>:$input, I64Attr:$axis,
                       TypeAttr:$compute_type, UnitAttr:$reciprocal);
  let assemblyFormat = [{
    $input `axis` `(` $axis `)` (`reciprocal` $reciprocal^)?
    `compute` `(` $compute_type `)` attr-dict
    `:` type($input) `->` type($result)
  }];
}

def MPOpt_AttentionOp : MPOpt_Op<"attention", [Pure]> {
  let summary = "scaled dot-product attention with the types of each step";
  let description = [{
    `result[b, h, i, :] = softmax_j(scale * q[b, h, i, :] . k[b, h / G, j, :]
    + mask[b, h, i, j]) . v[b, h / G, j, :]` for q [B, H, Sq, D], k
    [B, Hkv, Sk, D], v [B, Hkv, Sk, Dv], result [B, H, Sq, Dv], with
    G = H / Hkv query heads sharing each key/value head (grouped-query
    attention; G = 1 is multi-head attention). One op for what exporters
    write as a batch matmul, a scaling, a mask addition, a softmax and a
    second batch matmul, so that a GPU runs it as one kernel without the
    [Sq, Sk] scores in memory.

    Numeric semantics (`docs/numerics.md`), step by step, each the
    rounding the source program has:
    1. With `scaling<operands>` (torch's SDPA decomposition), q and k are
       first multiplied by `sqrt(scale)` rounded to their scaling type, in
       that type: `scaling_type` when given (the program widened them to
       it to scale them: torch-mlir's f32 factor on bf16 operands), else
       their element type, or `multiply_type` when it has more bits (an
       operand stored narrower, converted exactly first).
    2. `s = sum_d conv(q) * conv(k)` as `mpopt.matmul` computes it:
       `conv` converts to `multiply_type` (nearest even), products exact
       in f32, summed in f32 over d in increasing order; rounded to
       `scores` (nearest even).
    3. `scaling<multiply>` (the default): `s * scale`, the scale rounded to
       `scores`, in `scores`; `scaling<divide>`: `s / (1 / scale)`, the
       divisor rounded to `scores`.
    4. The logits: `s` and the mask element converted to `logits` and
       added there; with `causal`, -inf where `j > i + Sk - Sq`, or with
       `causal_fill(c)` the logit `s + c` there, `c` taking the mask
       element's place (of the mask's element type, else of `logits`):
       a causal mask an exporter wrote into the mask (`c` -inf or the
       lowest float), separated from the rest, so that the GPU walks no
       key tile past the diagonal that leaves a row as it is.
    5. `p = mpopt.softmax` of the logits along j computing in `softmax`
       (`reciprocal`: each exponential times the sum's reciprocal rounded
       to `softmax`, as TOSA writes it, instead of divided by the sum),
       rounded to `probabilities`; with `zero_masked_rows`, a row whose
       logits are all -inf gives p = 0 (torch's `_safe_softmax`) instead
       of NaN.
    6. `result = sum_j conv(p) * conv(v)` as in step 2, rounded to the
       result's element type.
    GPU kernels (FlashAttention) rescale a running sum and keep the
    scores in f32: their results agree within the steps' roundings, not
    bit for bit.

    ```mlir
    %o = mpopt.attention %q, %k, %v mask(%m : tensor<2x1x16x16xf32>)
        scale(2.500000e-01) multiply(bf16) scores(bf16) logits(f32)
        softmax(f32) probabilities(bf16)
        : tensor<2x4x16x16xbf16>, tensor<2x2x16x16xbf16>,
          tensor<2x2x16x16xbf16> -> tensor<2x4x16x16xbf16>
    %c = mpopt.attention %q, %k, %v scale(1.250000e-01) scaling<operands>
        causal multiply(f32) scores(f32) logits(f32) softmax(f32)
        probabilities(f32) zero_masked_rows
        : tensor<1x8x64x64xf32>, tensor<1x8x64x64xf32>,
          tensor<1x8x64x64xf32> -> tensor<1x8x64x64xf32>
    ```
  }];

  let arguments = (ins RankedTensorOf<[AnyFloat]>:$q,
                       RankedTensorOf<[AnyFloat]>:$k,
                       RankedTensorOf<[AnyFloat]>:$v,
                       Optional<RankedTensorOf<[AnyFloat]>>:$mask,
                       F64Attr:$scale,
                       OptionalAttr<MPOpt_AttentionScalingAttr>:$scaling,
                       OptionalAttr<TypeAttr>:$scaling_type,
                       UnitAttr:$causal,
                       OptionalAttr<F64Attr>:$causal_fill,
                       TypeAttr:$multiply_type,
                       TypeAttr:$score_type,
                       TypeAttr:$logits_type,
                       TypeAttr:$softmax_type,
                       TypeAttr:$probability_type,
                       UnitAttr:$reciprocal,
                       UnitAttr:$zero_masked_rows);
  let results = (outs RankedTensorOf<[AnyFloat]>:$result);

  let assemblyFormat = [{
    $q `,` $k `,` $v (`mask` `(` $mask^ `:` type($mask) `)`)?
    `scale` `(` $scale `)` (`scaling` `` $scaling^)?
    (`scaling_type` `(` $scaling_type^ `)`)? (`causal` $causal^)?
    (`causal_fill` `(` $causal_fill^ `)`)?
    `multiply` `(` $multiply_type `)` `scores` `(` $score_type `)`
    `logits` `(` $logits_type `)` `softmax` `(` $softmax_type `)`
    `probabilities` `(` $probability_type `)`
    (`reciprocal` $reciprocal^)? (`zero_masked_rows` $zero_masked_rows^)?
    attr-dict
    `:` type($q) `,` type($k) `,` type($v) `->` type($result)
  }];

  let extraClassDeclaration = [{
    /// How the scale applies, `multiply` when none is given.
    AttentionScaling getEffectiveScaling();
    /// Query heads per key/value head (H / Hkv).
    int64_t getGroupSize();
    /// The type q or k (`operand`) is scaled in under scaling<operands>:
    /// `scaling_type` if given, else as below.
    Type getOperandScalingType(Value operand);
    /// The same for an operand of element type `element` multiplied in
    /// `multiply`: `multiply` when it has more bits, else `element`.
    static Type getOperandScalingType(Type element, Type multiply);
  }];

  let hasVerifier = 1;
}

#endif // MPOPT_DIALECT_MPOPT_IR_MPOPTOPS_TD

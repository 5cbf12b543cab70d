//===- MPOptOps.td - mpopt operations ----------------------*- tablegen -*-===//

#ifndef MPOPT_DIALECT_MPOPT_IR_MPOPTOPS_TD
#define MPOPT_DIALECT_MPOPT_IR_MPOPTOPS_TD

include "mpopt/Dialect/MPOpt/IR/MPOptDialect.td"
include "mpopt/Dialect/MPOpt/IR/MPOptAttrs.td"
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

#endif // MPOPT_DIALECT_MPOPT_IR_MPOPTOPS_TD

//===- MPOptAttrs.td - mpopt attributes --------------------*- tablegen -*-===//

#ifndef MPOPT_DIALECT_MPOPT_IR_MPOPTATTRS_TD
#define MPOPT_DIALECT_MPOPT_IR_MPOPTATTRS_TD

include "mpopt/Dialect/MPOpt/IR/MPOptDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

// The rounding modes of IEEE 754 that upstream `arith.truncf` supports.
def MPOpt_RoundingMode : I32EnumAttr<"RoundingMode",
    "rounding of a cast that cannot represent its input exactly", [
      I32EnumAttrCase<"nearest_even", 0>,
      I32EnumAttrCase<"toward_zero", 1>,
      I32EnumAttrCase<"upward", 2>,
      I32EnumAttrCase<"downward", 3>,
      I32EnumAttrCase<"nearest_away", 4>
    ]> {
  let cppNamespace = "::mlir::mpopt";
  let genSpecializedAttr = 0;
}

def MPOpt_RoundingModeAttr
    : EnumAttr<MPOpt_Dialect, MPOpt_RoundingMode, "rounding"> {
  let assemblyFormat = "`<` $value `>`";
}

// The epilogue activations cuBLASLt offers.
def MPOpt_Activation : I32EnumAttr<"Activation",
    "elementwise function applied to a matmul's result before its cast", [
      I32EnumAttrCase<"none", 0>,
      I32EnumAttrCase<"relu", 1>,
      I32EnumAttrCase<"gelu_tanh", 2>
    ]> {
  let cppNamespace = "::mlir::mpopt";
  let genSpecializedAttr = 0;
}

def MPOpt_ActivationAttr
    : EnumAttr<MPOpt_Dialect, MPOpt_Activation, "activation"> {
  let assemblyFormat = "`<` $value `>`";
}

def MPOpt_AttentionScaling : I32EnumAttr<"AttentionScaling",
    "where and how an attention applies its score scale", [
      I32EnumAttrCase<"multiply", 0>,
      I32EnumAttrCase<"divide", 1>,
      I32EnumAttrCase<"operands", 2>
    ]> {
  let cppNamespace = "::mlir::mpopt";
  let genSpecializedAttr = 0;
}

def MPOpt_AttentionScalingAttr
    : EnumAttr<MPOpt_Dialect, MPOpt_AttentionScaling, "scaling"> {
  let assemblyFormat = "`<` $value `>`";
}

// The operand layouts of a 2-D convolution: the input's (and the result's)
// dimensions, then the filter's. torch-mlir writes NCHW/FCHW, TOSA
// NHWC/FHWC (OHWI), linalg's own NHWC/HWCF.
def MPOpt_ConvLayout : I32EnumAttr<"ConvLayout",
    "dimension order of a convolution's input and result, and of its filter", [
      I32EnumAttrCase<"nchw_fchw", 0>,
      I32EnumAttrCase<"nhwc_hwcf", 1>,
      I32EnumAttrCase<"nhwc_fhwc", 2>
    ]> {
  let cppNamespace = "::mlir::mpopt";
  let genSpecializedAttr = 0;
}

def MPOpt_ConvLayoutAttr
    : EnumAttr<MPOpt_Dialect, MPOpt_ConvLayout, "conv_layout"> {
  let assemblyFormat = "`<` $value `>`";
}

#endif // MPOPT_DIALECT_MPOPT_IR_MPOPTATTRS_TD

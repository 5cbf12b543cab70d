//===- Passes.h - mpopt ops lowered to linalg -------------------*- C++ -*-===//

#ifndef MPOPT_CONVERSION_MPOPTTOLINALG_PASSES_H
#define MPOPT_CONVERSION_MPOPTTOLINALG_PASSES_H

#include "mpopt/Dialect/MPOpt/IR/MPOptAttrs.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace mlir::mpopt {

/// The attribute mpopt-lower-to-linalg puts on the contraction of a 2-D
/// matmul without FP8 scales: {multiply, transpose_lhs, transpose_rhs}.
constexpr llvm::StringLiteral kContractionAttrName = "mpopt.contraction";

/// The attribute mpopt-lower-to-linalg puts on the loops of an ungrouped
/// 2-D convolution, which a GPU build turns into an im2col copy and a
/// marked contraction (lib/GPU/Im2col.cpp): {layout, strides, dilations,
/// multiply}. The input it reads is padded already.
constexpr llvm::StringLiteral kConvolutionAttrName = "mpopt.convolution";

/// What a `mpopt.convolution` dictionary says.
struct ConvolutionMark {
  ConvLayout layout;
  /// Two each, at least 1.
  ArrayRef<int64_t> strides, dilations;
  Type multiply;
};

/// The mark of `op`, if it carries one with every entry well formed.
std::optional<ConvolutionMark> getConvolutionMark(Operation *op);

/// Builds the body of a contraction on `args` (lhs, rhs, accumulator
/// elements): `acc + conv(a) * conv(b)`, each factor converted to the
/// multiply type (the prologue) and then to the accumulator, where its
/// products are exact.
void buildMultiplyAccumulate(OpBuilder &builder, Location loc, ValueRange args,
                             Type multiply, Type accumulator);

/// A zero-filled accumulator of `sizes`: the init of a contraction's sums.
Value buildZeroInit(OpBuilder &builder, Location loc,
                    ArrayRef<OpFoldResult> sizes, Type accumulator);

/// What mpopt-lower-to-linalg marks in the composition an mpopt.attention
/// becomes, for the GPU build to call one fused kernel instead
/// (lib/GPU/LibraryAttention.cpp), each a dictionary with the attention's
/// `id` (unique in its function): the reshape giving the result
/// {id, scale, causal, zero_masked_rows}; the two matmuls' contractions,
/// with the roles of their operands {id, lhs, rhs} ("q", "k", "p", "v");
/// and the generics
/// between an input and the contraction reading it or computing the
/// logits {id, step} ("scale", "broadcast", "logits": its second input is
/// the mask).
constexpr llvm::StringLiteral kAttentionAttrName = "mpopt.attention";
constexpr llvm::StringLiteral kAttentionOperandsAttrName =
    "mpopt.attention.operands";
constexpr llvm::StringLiteral kAttentionStepAttrName = "mpopt.attention.step";

#define GEN_PASS_DECL
#include "mpopt/Conversion/MPOptToLinalg/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "mpopt/Conversion/MPOptToLinalg/Passes.h.inc"

} // namespace mlir::mpopt

#endif // MPOPT_CONVERSION_MPOPTTOLINALG_PASSES_H

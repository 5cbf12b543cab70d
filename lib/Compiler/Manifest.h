//===- Manifest.h - what mpopt-run needs to call a library ------*- C++ -*-===//

#ifndef MPOPT_LIB_COMPILER_MANIFEST_H
#define MPOPT_LIB_COMPILER_MANIFEST_H

#include "mpopt/Analysis/Target.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/JSON.h"

namespace mlir::mpopt {

/// The name of the exported function, `void mpopt_entry(void **args)`: args
/// point to the memref descriptors of the inputs, then of the outputs.
inline constexpr llvm::StringLiteral kEntrySymbol = "mpopt_entry";

/// The name of the library's exported C string that says what the entry
/// takes and returns ("f32[4,8];i64[2]->bf16[4,8]"): mpopt-run checks the
/// manifest against it before a call, so an edited or stale manifest cannot
/// make the entry read or write beyond its buffers.
inline constexpr llvm::StringLiteral kSignatureSymbol = "mpopt_signature";

/// The exported function that runs the prepare function of
/// mpopt-hoist-parameters, `void mpopt_prepare(void **args)` (args point to
/// the descriptors of its parameters, then of the prepared tensors), and
/// the string that says what they are.
inline constexpr llvm::StringLiteral kPrepareSymbol = "mpopt_prepare";
inline constexpr llvm::StringLiteral kPrepareSignatureSymbol =
    "mpopt_prepare_signature";

/// The signature text of the entry of a manifest from buildManifest, and
/// of its prepare function where it has one.
std::string describeSignature(const llvm::json::Object &manifest);
std::string describePrepareSignature(const llvm::json::Object &manifest);

/// Checks that `function` can be an entry (static ranked tensors of element
/// types mpopt-run knows) and describes its signature: the arguments its
/// caller passes ("inputs") and its results ("outputs"). With `prepare`,
/// the function mpopt-hoist-parameters made for it, the inputs are the
/// original arguments; "prepare" says which of them `prepare` takes
/// ("parameters") and what it returns ("prepared"), "entry_inputs" which
/// of them the entry takes after the prepared tensors. Emits a diagnostic
/// and fails otherwise.
FailureOr<llvm::json::Object> buildManifest(func::FuncOp function,
                                            func::FuncOp prepare,
                                            StringRef target,
                                            StringRef library);

/// The least time `function` can take on `target`, for mpopt-run to
/// report against: its arithmetic at the datasheet peak of the units it runs
/// on (matmuls on their multiply type's, everything else on f32 CUDA
/// cores), or its arguments and results moved once at peak bandwidth,
/// whichever is longer. Keys: device, flops, bytes, us.
llvm::json::Object describeRoofline(func::FuncOp function,
                                    const Target &target);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_COMPILER_MANIFEST_H

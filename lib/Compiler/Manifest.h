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

/// The signature text of a manifest from buildManifest.
std::string describeSignature(const llvm::json::Object &manifest);

/// Checks that `function` can be an entry (static ranked tensors of element
/// types mpopt-run knows) and describes its signature. Emits a diagnostic
/// and fails otherwise.
FailureOr<llvm::json::Object>
buildManifest(func::FuncOp function, StringRef target, StringRef library);

/// The least time `function` can take on `target`, for mpopt-run to
/// report against: its arithmetic at the datasheet peak of the units it runs
/// on (matmuls on their multiply type's, everything else on f32 CUDA
/// cores), or its arguments and results moved once at peak bandwidth,
/// whichever is longer. Keys: device, flops, bytes, us.
llvm::json::Object describeRoofline(func::FuncOp function,
                                    const Target &target);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_COMPILER_MANIFEST_H

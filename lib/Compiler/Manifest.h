//===- Manifest.h - what mpopt-run needs to call a library ------*- C++ -*-===//

#ifndef MPOPT_LIB_COMPILER_MANIFEST_H
#define MPOPT_LIB_COMPILER_MANIFEST_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/JSON.h"

namespace mlir::mpopt {

/// The name of the exported function, `void mpopt_entry(void **args)`: args
/// point to the memref descriptors of the inputs, then of the outputs.
inline constexpr llvm::StringLiteral kEntrySymbol = "mpopt_entry";

/// Checks that `function` can be an entry (static ranked tensors of element
/// types mpopt-run knows) and describes its signature. Emits a diagnostic
/// and fails otherwise.
FailureOr<llvm::json::Object>
buildManifest(func::FuncOp function, StringRef target, StringRef library);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_COMPILER_MANIFEST_H

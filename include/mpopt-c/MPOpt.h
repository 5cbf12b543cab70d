/*===-- mpopt-c/MPOpt.h - mpopt's C API -----------------------------*- C -*-===*\
|*                                                                            *|
|* In the style of MLIR's C API (mlir-c/): register mpopt's dialect and      *|
|* passes on a registry, run a pipeline on a module; and, for callers with   *|
|* no MLIR of their own (Python through ctypes, python/mpopt), text in and   *|
|* text out. The library is libMPOptCAPI.so; it uses the process's           *|
|* libMLIR.so.                                                               *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MPOPT_C_MPOPT_H
#define MPOPT_C_MPOPT_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The mpopt dialect, as MLIR's dialects give theirs.
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(MPOpt, mpopt);

/// Adds the mpopt dialect and the dialects mpopt's passes produce (func,
/// arith, math, linalg, tensor, ...) to `registry`.
MLIR_CAPI_EXPORTED void mpoptRegisterDialects(MlirDialectRegistry registry);

/// Registers mpopt's passes and pipelines (mpopt-pipeline, ...) with MLIR's
/// pass registry, once per process.
MLIR_CAPI_EXPORTED void mpoptRegisterPasses(void);

/// Runs `pipeline` (textual, anchored on the module: "mpopt-pipeline",
/// "func.func(mpopt-autocast),mpopt-pipeline{policy=budget}") on `module`.
/// A pipeline that does not parse, or a pass that fails, reports through
/// the module's context's diagnostics and returns failure.
MLIR_CAPI_EXPORTED MlirLogicalResult mpoptRunPipeline(MlirModule module,
                                                      MlirStringRef pipeline);

/// Text in, text out: parses `mlir`, runs `pipeline` on it as
/// mpoptRunPipeline does, and sets `*output` to the printed module,
/// `*report` to mpopt-assign-precision's JSON report when the pipeline ran
/// it (else to an empty string) and `*diagnostics` to every diagnostic,
/// printed with its location as mpopt-opt prints it. Returns 0 on success,
/// 1 if parsing, verifying or a pass failed (`*output` is then empty).
/// Each string is the caller's, freed with mpoptFree.
MLIR_CAPI_EXPORTED int mpoptOptimize(const char *mlir, const char *pipeline,
                                     char **output, char **report,
                                     char **diagnostics);

/// mpoptOptimize, also setting `*remarks` to the optimization remarks the
/// passes emitted (mpopt-assign-precision's choices and candidates,
/// mpopt-cast-report's counts, ...) as a JSON array of objects with
/// "kind", "category", "name", "function", "location", "message" and
/// "args" (an object of the remark's metrics, as strings). Any output
/// pointer may be null when the caller does not want it.
MLIR_CAPI_EXPORTED int mpoptOptimizeWithRemarks(const char *mlir,
                                                const char *pipeline,
                                                char **output, char **report,
                                                char **remarks,
                                                char **diagnostics);

/// mpopt-compile's driver on MLIR text: `target` "cpu" or "cuda", `options`
/// the rest of its options as "key=value" lines (chip, pipeline, entry,
/// parameters, gpu-binary, gpu-convolutions, cpu, device; unknown keys are
/// an error),
/// writing the library `outputPath` and its manifest next to it. Returns 0
/// on success, 1 otherwise, with the diagnostics in `*diagnostics` (the
/// caller's, freed with mpoptFree).
MLIR_CAPI_EXPORTED int mpoptCompile(const char *mlir, const char *target,
                                    const char *options,
                                    const char *outputPath,
                                    char **diagnostics);

/// mpoptCompile, also setting `*report` and `*remarks` as
/// mpoptOptimizeWithRemarks does for the pipeline it runs (the `pipeline`
/// option). Any output pointer may be null.
MLIR_CAPI_EXPORTED int mpoptCompileWithReports(const char *mlir,
                                               const char *target,
                                               const char *options,
                                               const char *outputPath,
                                               char **report, char **remarks,
                                               char **diagnostics);

/// Frees a string the functions above returned.
MLIR_CAPI_EXPORTED void mpoptFree(char *text);

/// mpopt's version ("0.1.0"), as the tools' --version prints it; a static
/// string, not to be freed.
MLIR_CAPI_EXPORTED const char *mpoptGetVersion(void);

#ifdef __cplusplus
}
#endif

#endif /* MPOPT_C_MPOPT_H */

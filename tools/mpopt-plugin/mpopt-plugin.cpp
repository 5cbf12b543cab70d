//===- mpopt-plugin.cpp - mpopt for stock mlir-opt ------------------------===//
//
// MPOptPlugin.so gives a stock mlir-opt (one that links the same
// libMLIR.so) the mpopt dialect and every mpopt pass and pipeline:
//
//   mlir-opt --load-dialect-plugin=MPOptPlugin.so \
//            --load-pass-plugin=MPOptPlugin.so \
//            --pass-pipeline='builtin.module(mpopt-pipeline)' in.mlir
//
//===----------------------------------------------------------------------===//

#include "mpopt/InitAllDialects.h"
#include "mpopt/InitAllPasses.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

using namespace mlir;

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {
      MLIR_PLUGIN_API_VERSION, "MPOpt", LLVM_VERSION_STRING,
      [](DialectRegistry *registry) { mpopt::registerAllDialects(*registry); }};
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "MPOptPasses", LLVM_VERSION_STRING,
          []() { mpopt::registerAllPasses(); }};
}

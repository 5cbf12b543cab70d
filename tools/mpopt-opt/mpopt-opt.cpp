//===- mpopt-opt.cpp - mlir-opt with the mpopt dialect and passes ---------===//
//
// Every upstream dialect, extension and pass is registered as in mlir-opt 22,
// so mpopt-opt accepts whatever mlir-opt accepts.
//
//===----------------------------------------------------------------------===//

#include "mpopt/InitAllDialects.h"
#include "mpopt/Dialect/MPOpt/Transforms/Passes.h"
#include "mpopt/InitAllPasses.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::mpopt::registerAllPasses();
  mlir::mpopt::registerPrecisionReportCLOptions();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::mpopt::registerAllDialects(registry);

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "mpopt optimizer driver\n", registry));
}

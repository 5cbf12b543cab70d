//===- mpopt-embed.cpp - mpopt's pipeline inside another compiler ---------===//
//
// What an ML compiler does to use mpopt: register the dialect, build the
// pipeline into its own pass manager, run it on its module.
//
//   mpopt-embed in.mlir [exact|excess-precision|budget]
//
//===----------------------------------------------------------------------===//

#include "mpopt/InitAllDialects.h"
#include "mpopt/Pipelines/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

using namespace mlir;

int main(int argc, char **argv) {
  if (argc < 2) {
    llvm::errs() << "usage: mpopt-embed in.mlir [exact|excess-precision|"
                    "budget]\n";
    return 2;
  }
  DialectRegistry registry;
  registry.insert<arith::ArithDialect, func::FuncDialect, linalg::LinalgDialect,
                  math::MathDialect, tensor::TensorDialect>();
  mpopt::registerAllDialects(registry);
  MLIRContext context(registry);

  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(argv[1], &context);
  if (!module)
    return 1;

  mpopt::MPOptPipelineOptions options;
  std::string policy = argc > 2 ? argv[2] : "exact";
  options.policy = policy == "budget" ? mpopt::CastPolicy::budget
                   : policy == "excess-precision"
                       ? mpopt::CastPolicy::excessPrecision
                       : mpopt::CastPolicy::exact;
  PassManager pm(&context);
  mpopt::buildMPOptPipeline(pm, options);
  if (failed(pm.run(*module)))
    return 1;
  module->print(llvm::outs());
  llvm::outs() << "\n";
  return 0;
}

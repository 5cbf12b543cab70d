//===- Estimate.cpp - print the cost model's prediction per kernel --------===//

#include "mpopt/Analysis/CostModel.h"
#include "mpopt/Analysis/Sensitivity.h"
#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"
#include "mpopt/Transforms/Precision/Passes.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/Location.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTESTIMATEPASS
#include "mpopt/Transforms/Precision/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

namespace {

std::string getLineColumn(Location loc) {
  if (auto fileLoc = dyn_cast<FileLineColLoc>(loc))
    return (Twine(fileLoc.getLine()) + ":" + Twine(fileLoc.getColumn())).str();
  return "-";
}

/// How often `op` runs per call of `function`: the product of the static
/// trip counts of the loops around it. A loop without one counts once and
/// is warned about (once, in `warned`).
uint64_t getExecutionCount(Operation *op, Operation *function,
                           llvm::DenseSet<Operation *> &warned) {
  uint64_t count = 1;
  for (Operation *parent = op->getParentOp(); parent && parent != function;
       parent = parent->getParentOp()) {
    auto loop = dyn_cast<LoopLikeOpInterface>(parent);
    if (!loop)
      continue;
    if (std::optional<APInt> trips = loop.getStaticTripCount())
      count *= trips->getZExtValue();
    else if (warned.insert(parent).second)
      parent->emitWarning("mpopt-estimate: trip count unknown; the loop body "
                          "is counted once");
  }
  return count;
}

struct MPOptEstimatePass final
    : mpopt::impl::MPOptEstimatePassBase<MPOptEstimatePass> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<Target> target =
        getTargetOrEmitError(getOperation(), targetName, targetFile,
                             dynamicSize);
    if (failed(target))
      return signalPassFailure();
    getOperation()->walk(
        [&](FunctionOpInterface function) { print(function, *target); });
    markAllAnalysesPreserved();
  }

  void print(FunctionOpInterface function, const Target &target) {
    llvm::raw_ostream &os = llvm::errs();
    os << "estimate: @" << function.getName() << " on " << target.name << " ("
       << target.description << ")\n";
    os << llvm::format("  %-8s %-22s %-8s %12s %12s %10s  %-7s  %s\n", "loc",
                       "op", "compute", "GFLOP", "MB", "time(us)", "bound",
                       "class");
    llvm::DenseSet<Operation *> warnedLoops;
    uint64_t kernels = 0;
    double total = 0;
    function->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op == function.getOperation())
        return WalkResult::advance();
      OpEstimate estimate = estimateOp(op, target);
      if (!estimate.unknownReason.empty())
        op->emitWarning("mpopt-estimate: not estimated: ")
            << estimate.unknownReason;
      if (estimate.cost) {
        const KernelCost &cost = *estimate.cost;
        uint64_t count =
            getExecutionCount(op, function.getOperation(), warnedLoops);
        std::string computeType;
        llvm::raw_string_ostream(computeType) << cost.computeType;
        os << llvm::format(
            "  %-8s %-22s %-8s %12.3f %12.3f %10.3f  %-7s  %s",
            getLineColumn(op->getLoc()).c_str(),
            op->getName().getStringRef().str().c_str(), computeType.c_str(),
            cost.flops / 1e9, cost.bytes / 1e6, cost.getMicros(),
            cost.isComputeBound() ? "compute" : "memory",
            stringifySensitivity(classifyOp(op).sensitivity).str().c_str());
        if (count != 1)
          os << " x" << count;
        os << "\n";
        // A residual or bias addition cuBLASLt does launches nothing.
        if (cost.launchMicros > 0)
          kernels += count;
        total += count * cost.getMicros();
      }
      // A structured op or a fused mpopt op is one kernel, body included
      // (an unregistered op has no dialect).
      if (isa<linalg::LinalgOp>(op) ||
          isa_and_nonnull<MPOptDialect>(op->getDialect()))
        return WalkResult::skip();
      return WalkResult::advance();
    });
    os << "estimate: @" << function.getName() << ": " << kernels << " kernels, "
       << llvm::format("%.3f", total) << " us\n";
  }
};

} // namespace

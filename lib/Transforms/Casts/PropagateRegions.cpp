//===- PropagateRegions.cpp - casts across loops and calls ----------------===//

#include "PropagateRegions.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

using namespace mlir;
using namespace mlir::mpopt;

/// The value-preserving cast that produces `value`, if one does.
static CastOp getWideningCast(Value value) {
  auto cast = value.getDefiningOp<CastOp>();
  return cast && cast.isValuePreserving() ? cast : CastOp();
}

static bool widenAlike(CastOp a, CastOp b) {
  return a.getInput().getType() == b.getInput().getType() &&
         a.getType() == b.getType() && a.getSaturate() == b.getSaturate();
}

/// Replaces the uses of `value` by a widening cast like `like` of it, placed
/// at `builder`'s insertion point; `value` must already have the narrow
/// type.
static void widenUses(RewriterBase &rewriter, Value value, CastOp like,
                      Location loc) {
  auto widened = CastOp::create(rewriter, loc, like.getType(), value,
                                RoundingModeAttr(), like.getSaturate());
  rewriter.replaceAllUsesExcept(value, widened, widened);
}

namespace {

/// for (%acc = ext(x0)) { ...; yield ext(y) } -> the loop carries x0 and y
/// narrow and widens %acc at the start of the body and the result after the
/// loop. Exact: every carried value is a widened narrow one either way.
struct NarrowLoopCarriedValue final : OpRewritePattern<scf::ForOp> {
  NarrowLoopCarriedValue(MLIRContext *context, unsigned &narrowed)
      : OpRewritePattern<scf::ForOp>(context), narrowed(narrowed) {}

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    for (unsigned i = 0, e = loop.getNumRegionIterArgs(); i < e; ++i) {
      CastOp entry = getWideningCast(loop.getInitArgs()[i]);
      CastOp exit = getWideningCast(yield.getOperand(i));
      if (!entry || !exit || !widenAlike(entry, exit))
        continue;
      Type narrowType = entry.getInput().getType();
      BlockArgument carried = loop.getRegionIterArg(i);
      OpResult result = loop->getResult(i);
      rewriter.modifyOpInPlace(loop, [&] {
        loop.getInitArgsMutable()[i].assign(entry.getInput());
        carried.setType(narrowType);
        result.setType(narrowType);
      });
      rewriter.modifyOpInPlace(yield,
                               [&] { yield->setOperand(i, exit.getInput()); });
      rewriter.setInsertionPointToStart(loop.getBody());
      widenUses(rewriter, carried, entry, loop.getLoc());
      rewriter.setInsertionPointAfter(loop);
      widenUses(rewriter, result, entry, loop.getLoc());
      ++narrowed;
      return success();
    }
    return rewriter.notifyMatchFailure(
        loop, "no carried value is widened on entry and on every iteration");
  }

  unsigned &narrowed;
};

} // namespace

void mpopt::populateNarrowLoopCarriedPatterns(RewritePatternSet &patterns,
                                              unsigned &narrowed) {
  patterns.add<NarrowLoopCarriedValue>(patterns.getContext(), narrowed);
}

unsigned mpopt::hoistLoopInvariantCasts(Operation *root) {
  unsigned hoisted = 0;
  // Inner loops first, so a cast can leave a whole nest.
  root->walk([&](LoopLikeOpInterface loop) {
    bool changed = true;
    while (changed) {
      changed = false;
      for (Region *region : loop.getLoopRegions()) {
        for (Operation &op : llvm::make_early_inc_range(region->getOps())) {
          auto cast = dyn_cast<CastOp>(op);
          if (!cast || !loop.isDefinedOutsideOfLoop(cast.getInput()))
            continue;
          loop.moveOutOfLoop(cast);
          ++hoisted;
          changed = true;
        }
      }
    }
  });
  return hoisted;
}

/// The calls of `function` if they are all its uses and it is private.
static std::optional<SmallVector<func::CallOp>>
getAllCalls(func::FuncOp function, SymbolUserMap &users) {
  if (!function.isPrivate() || function.isExternal())
    return std::nullopt;
  SmallVector<func::CallOp> calls;
  for (Operation *user : users.getUsers(function)) {
    auto call = dyn_cast<func::CallOp>(user);
    if (!call || call.getCallee() != function.getSymName())
      return std::nullopt;
    calls.push_back(call);
  }
  if (calls.empty())
    return std::nullopt;
  return calls;
}

/// If operand `i` of every op in `sites` (calls, returns) is widened alike,
/// makes each take the narrow value instead and returns one of the
/// widening casts; returns null otherwise.
template <typename SiteOp>
static CastOp bypassCommonWidening(ArrayRef<SiteOp> sites, unsigned i,
                                   IRRewriter &rewriter) {
  CastOp like = getWideningCast(sites.front()->getOperand(i));
  if (!like || llvm::any_of(sites, [&](SiteOp site) {
        CastOp cast = getWideningCast(site->getOperand(i));
        return !cast || !widenAlike(cast, like);
      }))
    return {};
  for (SiteOp site : sites)
    rewriter.modifyOpInPlace(site, [&] {
      site->setOperand(i, getWideningCast(site->getOperand(i)).getInput());
    });
  return like;
}

static unsigned narrowArguments(func::FuncOp function,
                                ArrayRef<func::CallOp> calls,
                                IRRewriter &rewriter) {
  unsigned narrowed = 0;
  for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i) {
    CastOp like = bypassCommonWidening(calls, i, rewriter);
    if (!like)
      continue;
    BlockArgument argument = function.getArgument(i);
    argument.setType(like.getInput().getType());
    rewriter.setInsertionPointToStart(&function.getBody().front());
    widenUses(rewriter, argument, like, function.getLoc());
    ++narrowed;
  }
  return narrowed;
}

static unsigned narrowResults(func::FuncOp function,
                              ArrayRef<func::CallOp> calls,
                              IRRewriter &rewriter) {
  SmallVector<func::ReturnOp> returns;
  function.walk([&](func::ReturnOp ret) { returns.push_back(ret); });
  unsigned narrowed = 0;
  for (unsigned i = 0, e = function.getNumResults(); i < e; ++i) {
    CastOp like =
        bypassCommonWidening(ArrayRef<func::ReturnOp>(returns), i, rewriter);
    if (!like)
      continue;
    for (func::CallOp call : calls) {
      Value result = call->getResult(i);
      result.setType(like.getInput().getType());
      rewriter.setInsertionPointAfter(call);
      widenUses(rewriter, result, like, call.getLoc());
    }
    ++narrowed;
  }
  return narrowed;
}

unsigned mpopt::narrowPrivateFunctionSignatures(ModuleOp module) {
  SymbolTableCollection tables;
  SymbolUserMap users(tables, module);
  IRRewriter rewriter(module.getContext());
  unsigned narrowed = 0;
  for (auto function : module.getOps<func::FuncOp>()) {
    std::optional<SmallVector<func::CallOp>> calls =
        getAllCalls(function, users);
    if (!calls)
      continue;
    unsigned changed = narrowArguments(function, *calls, rewriter) +
                       narrowResults(function, *calls, rewriter);
    if (!changed)
      continue;
    auto returnOp =
        cast<func::ReturnOp>(function.getBody().back().getTerminator());
    function.setFunctionType(FunctionType::get(
        module.getContext(), function.getBody().getArgumentTypes(),
        returnOp.getOperandTypes()));
    narrowed += changed;
  }
  return narrowed;
}

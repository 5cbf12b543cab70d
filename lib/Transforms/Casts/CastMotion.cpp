//===- CastMotion.cpp - which ops a cast can cross, and how ---------------===//

#include "mpopt/Transforms/Casts/CastMotion.h"

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::mpopt;

/// A linalg.generic that only permutes, broadcasts or copies its input.
static bool isCopyGeneric(linalg::GenericOp generic) {
  if (!generic.hasPureTensorSemantics() || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1)
    return false;
  Block *body = generic.getBody();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  if (body->getOperations().size() != 1 ||
      yield.getValues().front() != body->getArgument(0))
    return false;
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  return maps[0].isProjectedPermutation() && maps[1].isPermutation() &&
         getElementTypeOrSelf(generic.getDpsInputOperand(0)->get()) ==
             getElementTypeOrSelf(generic->getResult(0));
}

std::optional<CrossableOp> mpopt::getCrossableOp(Operation *op) {
  if (op->getNumResults() != 1 ||
      !isa<FloatType>(getElementTypeOrSelf(op->getResult(0))))
    return std::nullopt;
  using Kind = CrossKind;
  return llvm::TypeSwitch<Operation *, std::optional<CrossableOp>>(op)
      .Case<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::ReshapeOp,
            tensor::ExtractSliceOp, tensor::ExtractOp>([](auto) {
        return CrossableOp{{0}, Kind::dataMovement, {}};
      })
      .Case<tensor::InsertSliceOp>([](auto) {
        return CrossableOp{{0, 1}, Kind::dataMovement, {}};
      })
      .Case<linalg::TransposeOp, linalg::BroadcastOp>([](auto) {
        return CrossableOp{{0}, Kind::dataMovement, {}};
      })
      .Case<tensor::ConcatOp>([](tensor::ConcatOp concat) {
        CrossableOp crossable{{}, Kind::dataMovement, {}};
        for (unsigned i = 0, e = concat->getNumOperands(); i < e; ++i)
          crossable.dataOperands.push_back(i);
        return crossable;
      })
      .Case<tensor::PadOp>([](tensor::PadOp pad) -> std::optional<CrossableOp> {
        Value value = pad.getConstantPaddingValue();
        if (!value)
          return std::nullopt;
        return CrossableOp{{0}, Kind::dataMovement, value};
      })
      .Case<linalg::GenericOp>(
          [](linalg::GenericOp generic) -> std::optional<CrossableOp> {
            if (!isCopyGeneric(generic))
              return std::nullopt;
            return CrossableOp{{0}, Kind::dataMovement, {}};
          })
      .Case<arith::SelectOp>([](auto) {
        return CrossableOp{{1, 2}, Kind::dataMovement, {}};
      })
      .Case<arith::NegFOp, math::AbsFOp>([](auto) {
        return CrossableOp{{0}, Kind::signSymmetric, {}};
      })
      .Case<arith::MaximumFOp, arith::MinimumFOp>([](auto) {
        return CrossableOp{{0, 1}, Kind::monotone, {}};
      })
      // Max (min) pooling is a maximum (minimum) over each window, from
      // the value its init is filled with, which converts as a pad value.
      .Case<linalg::PoolingNchwMaxOp, linalg::PoolingNhwcMaxOp,
            linalg::PoolingNhwcMinOp>(
          [](auto pool) -> std::optional<CrossableOp> {
            auto fill = pool.getDpsInits()[0]
                            .template getDefiningOp<linalg::FillOp>();
            if (!pool.hasPureTensorSemantics() || !fill)
              return std::nullopt;
            return CrossableOp{{0}, Kind::monotone, fill.getInputs()[0]};
          })
      .Default([](Operation *) { return std::nullopt; });
}

bool mpopt::castCommutes(CrossKind kind, FloatType src, FloatType dst,
                         RoundingMode rounding, bool saturate) {
  if (isExactConversion(src, dst))
    return true;
  switch (kind) {
  case CrossKind::dataMovement:
    return true;
  case CrossKind::signSymmetric:
    // Directed roundings round -x and x to different magnitudes.
    return rounding == RoundingMode::nearest_even ||
           rounding == RoundingMode::toward_zero ||
           rounding == RoundingMode::nearest_away;
  case CrossKind::monotone:
    // Every rounding is monotone, but an overflow to NaN (f8E4M3FN without
    // saturate) turns the larger operand into NaN, which then wins a
    // minimum it should have lost.
    return saturate || llvm::APFloat::semanticsHasInf(dst.getFloatSemantics());
  }
  llvm_unreachable("unknown cross kind");
}

Type mpopt::withElementType(Type type, Type elementType) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.clone(elementType);
  return elementType;
}

/// A tensor.empty of `like`'s shape and `elementType`.
static Value createEmptyLike(PatternRewriter &rewriter, Location loc,
                             Value like, Type elementType) {
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(rewriter, loc, like);
  return tensor::EmptyOp::create(rewriter, loc, sizes, elementType);
}

Value mpopt::rebuildOnConverted(PatternRewriter &rewriter, Operation *op,
                                const CrossableOp &crossable,
                                ArrayRef<Value> data, Type elementType,
                                Value padValue) {
  Location loc = op->getLoc();
  Type resultType = withElementType(op->getResult(0).getType(), elementType);
  if (auto transpose = dyn_cast<linalg::TransposeOp>(op)) {
    Value init =
        createEmptyLike(rewriter, loc, transpose.getInit(), elementType);
    return linalg::TransposeOp::create(rewriter, loc, data[0], init,
                                       transpose.getPermutation())
        ->getResult(0);
  }
  if (auto broadcast = dyn_cast<linalg::BroadcastOp>(op)) {
    Value init =
        createEmptyLike(rewriter, loc, broadcast.getInit(), elementType);
    return linalg::BroadcastOp::create(rewriter, loc, data[0], init,
                                       broadcast.getDimensions())
        ->getResult(0);
  }
  if (auto generic = dyn_cast<linalg::GenericOp>(op)) {
    Value init = createEmptyLike(
        rewriter, loc, generic.getDpsInitOperand(0)->get(), elementType);
    return linalg::GenericOp::create(
               rewriter, loc, TypeRange{resultType}, ValueRange{data[0]},
               ValueRange{init}, generic.getIndexingMapsArray(),
               generic.getIteratorTypesArray(),
               [](OpBuilder &builder, Location bodyLoc, ValueRange args) {
                 linalg::YieldOp::create(builder, bodyLoc, args[0]);
               })
        .getResult(0);
  }
  if (auto pad = dyn_cast<tensor::PadOp>(op))
    return tensor::PadOp::create(rewriter, loc, resultType, data[0],
                                 pad.getMixedLowPad(), pad.getMixedHighPad(),
                                 padValue, pad.getNofold())
        .getResult();
  if (isa<linalg::PoolingNchwMaxOp, linalg::PoolingNhwcMaxOp,
          linalg::PoolingNhwcMinOp>(op)) {
    auto pool = cast<linalg::LinalgOp>(op);
    Value init = linalg::FillOp::create(
                     rewriter, loc, padValue,
                     createEmptyLike(rewriter, loc, pool.getDpsInits()[0],
                                     elementType))
                     .getResult(0);
    // A named op's body is built for its operands' types.
    auto rebuild = [&](auto named) {
      return decltype(named)::create(
                 rewriter, loc, TypeRange{resultType},
                 ValueRange{data[0], pool.getDpsInputs()[1]}, ValueRange{init},
                 named.getStrides(), named.getDilations())
          ->getResult(0);
    };
    if (auto named = dyn_cast<linalg::PoolingNchwMaxOp>(op))
      return rebuild(named);
    if (auto named = dyn_cast<linalg::PoolingNhwcMaxOp>(op))
      return rebuild(named);
    return rebuild(cast<linalg::PoolingNhwcMinOp>(op));
  }
  if (auto concat = dyn_cast<tensor::ConcatOp>(op))
    return tensor::ConcatOp::create(rewriter, loc, concat.getDim(), data)
        .getResult();

  // The rest carry their types only in operands and results.
  IRMapping mapping;
  for (auto [index, value] : llvm::zip_equal(crossable.dataOperands, data))
    mapping.map(op->getOperand(index), value);
  Operation *clone = rewriter.clone(*op, mapping);
  rewriter.modifyOpInPlace(clone,
                           [&] { clone->getResult(0).setType(resultType); });
  return clone->getResult(0);
}

int64_t mpopt::getElementBytes(Type type) {
  return (getElementTypeOrSelf(type).getIntOrFloatBitWidth() + 7) / 8;
}

std::optional<int64_t> mpopt::getNumElements(Value value) {
  auto shaped = dyn_cast<ShapedType>(value.getType());
  if (!shaped)
    return 1;
  if (!shaped.hasStaticShape())
    return std::nullopt;
  return shaped.getNumElements();
}

std::optional<int64_t> mpopt::getMovedBytes(Operation *op,
                                            const CrossableOp &crossable,
                                            int64_t elementBytes) {
  std::optional<int64_t> total = getNumElements(op->getResult(0));
  for (unsigned index : crossable.dataOperands) {
    std::optional<int64_t> elements = getNumElements(op->getOperand(index));
    if (!total || !elements)
      return std::nullopt;
    *total += *elements;
  }
  if (!total)
    return std::nullopt;
  return *total * elementBytes;
}

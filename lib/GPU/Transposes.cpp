//===- Transposes.cpp - transposing copies through shared memory ----------===//
//
// An elementwise op that writes the transpose of what it reads (the [N, K]
// copy of an FP8 weight that cuBLASLt needs: LibraryMatmuls.cpp) would
// otherwise read along rows and write along columns, or the reverse: every
// access of one side a memory transaction of its own. Here each block of
// 32 x 8 threads moves a 32 x 32 tile: it reads the tile's rows (neighbours
// read neighbours), keeps the results in shared memory, and after a
// barrier writes the tile's columns as rows of the output.
//
//===----------------------------------------------------------------------===//

#include "PassDetail.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::mpopt {
#define GEN_PASS_DEF_MPOPTGPUTRANSPOSESPASS
#include "mpopt/GPU/Passes.h.inc"
} // namespace mlir::mpopt

using namespace mlir;
using namespace mlir::mpopt;

static constexpr int64_t kTile = 32;
static constexpr int64_t kRows = 8;

/// Whether `op` computes out[i][j] from in[j][i] alone, over a static
/// shape of whole tiles.
static bool isTransposingCopy(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 1 ||
      op.getNumDpsInits() != 1 || op.getNumLoops() != 2 ||
      op.getNumReductionLoops() != 0 ||
      !op.getBody()->getOps<linalg::IndexOp>().empty() ||
      !op.getMatchingBlockArgument(op.getDpsInitOperand(0)).use_empty())
    return false;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, [](int64_t range) {
        return ShapedType::isDynamic(range) || range % kTile != 0;
      }))
    return false;
  OpOperand *input = op.getDpsInputOperand(0);
  auto inputType = dyn_cast<MemRefType>(input->get().getType());
  auto outputType = cast<MemRefType>(op.getDpsInits()[0].getType());
  return inputType && inputType.getLayout().isIdentity() &&
         outputType.getLayout().isIdentity() &&
         op.getMatchingIndexingMap(input) ==
             AffineMap::getPermutationMap(ArrayRef<unsigned>{1, 0},
                                          op.getContext()) &&
         op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity();
}

static void emitTransposeKernel(linalg::GenericOp op) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  OpBuilder builder(op);
  Location loc = op.getLoc();
  auto index = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  Value one = index(1);
  // Blocks over the output's tiles: x along its rows, y down its columns.
  auto launch = gpu::LaunchOp::create(
      builder, loc, index(ranges[1] / kTile), index(ranges[0] / kTile), one,
      index(kTile), index(kRows), one);
  Type element = getElementTypeOrSelf(op.getDpsInits()[0]);
  auto workgroup = gpu::AddressSpaceAttr::get(op.getContext(),
                                              gpu::AddressSpace::Workgroup);
  // One column of padding keeps a tile column's elements in different
  // banks.
  Value tile = launch.addWorkgroupAttribution(
      MemRefType::get({kTile, kTile + 1}, element, MemRefLayoutAttrInterface(),
                      workgroup),
      loc);
  builder.setInsertionPointToStart(&launch.getBody().front());
  Value tx = launch.getThreadIds().x, ty = launch.getThreadIds().y;
  Value firstColumn = arith::MulIOp::create(builder, loc,
                                            launch.getBlockIds().x,
                                            index(kTile));
  Value firstRow = arith::MulIOp::create(builder, loc, launch.getBlockIds().y,
                                         index(kTile));
  auto add = [&](Value a, Value b) -> Value {
    return arith::AddIOp::create(builder, loc, a, b);
  };
  Value input = op.getDpsInputs()[0], output = op.getDpsInits()[0];
  // Output element [r][c] is computed from input element [c][r]: the block
  // reads input rows firstColumn.. along firstRow.. (contiguous).
  for (int64_t pass = 0; pass < kTile / kRows; ++pass) {
    Value tileRow = add(ty, index(pass * kRows));
    Value read = memref::LoadOp::create(
        builder, loc, input,
        ValueRange{add(firstColumn, tileRow), add(firstRow, tx)});
    IRMapping mapping;
    mapping.map(op.getBody()->getArgument(0), read);
    for (Operation &payload : op.getBody()->without_terminator())
      builder.clone(payload, mapping);
    Value value =
        mapping.lookupOrDefault(op.getBody()->getTerminator()->getOperand(0));
    memref::StoreOp::create(builder, loc, value, tile, ValueRange{tileRow, tx});
  }
  gpu::BarrierOp::create(builder, loc);
  for (int64_t pass = 0; pass < kTile / kRows; ++pass) {
    Value tileRow = add(ty, index(pass * kRows));
    Value value =
        memref::LoadOp::create(builder, loc, tile, ValueRange{tx, tileRow});
    memref::StoreOp::create(
        builder, loc, value, output,
        ValueRange{add(firstRow, tileRow), add(firstColumn, tx)});
  }
  gpu::TerminatorOp::create(builder, loc);
  op.erase();
}

namespace {
struct MPOptGPUTransposesPass final
    : mpopt::impl::MPOptGPUTransposesPassBase<MPOptGPUTransposesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<linalg::GenericOp> copies;
    module.walk([&](linalg::GenericOp op) {
      if (isTransposingCopy(op))
        copies.push_back(op);
    });
    for (linalg::GenericOp op : copies)
      emitTransposeKernel(op);
  }
};
} // namespace

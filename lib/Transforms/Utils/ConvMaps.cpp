//===- ConvMaps.cpp - the loops of a convolution --------------------------===//

#include "mpopt/Transforms/Utils/ConvMaps.h"

#include <variant>

using namespace mlir;
using namespace mlir::mpopt;

ConvLoops mpopt::getConvLoops(MLIRContext *context, ConvLayout layout,
                              bool grouped, ArrayRef<int64_t> strides,
                              ArrayRef<int64_t> dilations) {
  bool channelsFirst = layout == ConvLayout::nchw_fchw;
  // Loop order: NCHW (n, g, f, oh, ow, c, kh, kw), channels last (n, oh,
  // ow, g, f, kh, kw, c); no g unless grouped.
  enum Loop { N, G, F, OH, OW, C, KH, KW };
  SmallVector<Loop> order =
      channelsFirst ? SmallVector<Loop>{N, G, F, OH, OW, C, KH, KW}
                    : SmallVector<Loop>{N, OH, OW, G, F, KH, KW, C};
  if (!grouped)
    llvm::erase(order, G);
  AffineExpr dims[8];
  ConvLoops loops;
  for (auto [position, loop] : llvm::enumerate(order)) {
    dims[loop] = getAffineDimExpr(position, context);
    loops.iterators.push_back(loop == C || loop == KH || loop == KW
                                  ? utils::IteratorType::reduction
                                  : utils::IteratorType::parallel);
  }
  auto map = [&](ArrayRef<std::variant<Loop, AffineExpr>> parts) {
    SmallVector<AffineExpr> exprs;
    for (auto part : parts) {
      if (auto *expr = std::get_if<AffineExpr>(&part))
        exprs.push_back(*expr);
      else if (std::get<Loop>(part) != G || grouped)
        exprs.push_back(dims[std::get<Loop>(part)]);
    }
    return AffineMap::get(order.size(), 0, exprs, context);
  };
  AffineExpr h = dims[OH] * strides[0] + dims[KH] * dilations[0];
  AffineExpr w = dims[OW] * strides[1] + dims[KW] * dilations[1];
  if (channelsFirst) {
    loops.maps = {map({N, G, C, h, w}), map({G, F, C, KH, KW}),
                  map({N, G, F, OH, OW})};
    return loops;
  }
  AffineMap filter = layout == ConvLayout::nhwc_hwcf ? map({KH, KW, C, G, F})
                                                     : map({G, F, KH, KW, C});
  loops.maps = {map({N, h, w, G, C}), filter, map({N, OH, OW, G, F})};
  return loops;
}

SmallVector<ReassociationIndices>
mpopt::getGroupedInputReassociation(ConvLayout layout) {
  if (layout == ConvLayout::nchw_fchw)
    return {{0}, {1, 2}, {3}, {4}};
  return {{0}, {1}, {2}, {3, 4}};
}

SmallVector<ReassociationIndices>
mpopt::getGroupedFilterReassociation(ConvLayout layout) {
  if (layout == ConvLayout::nhwc_hwcf)
    return {{0}, {1}, {2}, {3, 4}};
  return {{0, 1}, {2}, {3}, {4}};
}

//===- ConvMaps.h - the loops of a convolution ------------------*- C++ -*-===//

#ifndef MPOPT_TRANSFORMS_UTILS_CONVMAPS_H
#define MPOPT_TRANSFORMS_UTILS_CONVMAPS_H

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineMap.h"

namespace mlir::mpopt {

/// The indexing maps (input, filter, result) and iterators of a 2-D
/// convolution in `layout`, looping as linalg's named convolution of that
/// layout does (so the sums run in its order). `grouped` adds a group
/// dimension next to the channels of each operand, as
/// linalg.conv_2d_ngchw_gfchw does: the input [N, G, C/G, H, W] (NHWC:
/// [N, H, W, G, C/G]), the filter [G, F/G, C/G, KH, KW] ([KH, KW, C/G, G,
/// F/G], [G, F/G, KH, KW, C/G]) and the result [N, G, F/G, OH, OW] ([N,
/// OH, OW, G, F/G]).
struct ConvLoops {
  SmallVector<AffineMap, 3> maps;
  SmallVector<utils::IteratorType> iterators;
};
ConvLoops getConvLoops(MLIRContext *context, ConvLayout layout, bool grouped,
                       ArrayRef<int64_t> strides, ArrayRef<int64_t> dilations);

/// How `getConvLoops`'s grouped operands fold to mpopt.conv's: the input
/// (and result), and the filter.
SmallVector<ReassociationIndices> getGroupedInputReassociation(ConvLayout);
SmallVector<ReassociationIndices> getGroupedFilterReassociation(ConvLayout);

} // namespace mlir::mpopt

#endif // MPOPT_TRANSFORMS_UTILS_CONVMAPS_H

//===- SampledGain.h - the error gain of a one-input map, by sampling ----===//

#ifndef MPOPT_LIB_ANALYSIS_SAMPLEDGAIN_H
#define MPOPT_LIB_ANALYSIS_SAMPLEDGAIN_H

#include "mlir/IR/Block.h"

#include <optional>

namespace mlir::mpopt {

/// What sampling a map f over [-t, t] (or the side of it its input keeps
/// to) in double precision finds.
struct SampledMap {
  /// max|f'| t / max|f|: an absolute error of x of at most err * t moves
  /// f(x) by at most max|f'| err t, against max|f|.
  double gain = 0;
  /// max|f|.
  double largest = 0;
  /// max|f'| and f(0): |f(x)| <= |f(0)| + max|f'| |x|, so the rms of f(x)
  /// is at most |f(0)| + max|f'| rms(x).
  double slope = 0;
  double atZero = 0;
};

/// For an elementwise map of one input, y = f(x), with f the body of a
/// structured op reading block argument `input`: f sampled over [-t, t] (t
/// the input's typical magnitude), over [0, t] for an input of `sign` 1 and
/// [-t, 0] for one of sign -1; nullopt when the body reads another
/// argument or uses an op the sampler does not know.
///
/// With `inner`, block argument `innerArgument` of `body` is the body
/// `inner` (of another op, reading its argument 0) applied to the same x:
/// f(x) = body(x, inner(x)), as torch-mlir writes SiLU, x * sigmoid(x), in
/// two ops.
std::optional<SampledMap> sampleUnaryGain(Block &body, unsigned input,
                                          double typical, int sign = 0,
                                          Block *inner = nullptr,
                                          unsigned innerArgument = 0);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_ANALYSIS_SAMPLEDGAIN_H

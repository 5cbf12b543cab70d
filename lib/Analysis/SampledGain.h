//===- SampledGain.h - the error gain of a one-input map, by sampling ----===//

#ifndef MPOPT_LIB_ANALYSIS_SAMPLEDGAIN_H
#define MPOPT_LIB_ANALYSIS_SAMPLEDGAIN_H

#include "mlir/IR/Block.h"

#include <optional>
#include <utility>

namespace mlir::mpopt {

/// For an elementwise map of one input, y = f(x), with f the body of a
/// structured op reading block argument `input`: an absolute error of x of
/// at most err * t (t the input's typical magnitude) moves y by at most
/// max|f'| err t, against max|f| over [-t, t]. Returns that gain and max|f|
/// from sampling f in double precision; nullopt when the body reads
/// another argument or uses an op the sampler does not know.
///
/// With `inner`, block argument `innerArgument` of `body` is the body
/// `inner` (of another op, reading its argument 0) applied to the same x:
/// f(x) = body(x, inner(x)), as torch-mlir writes SiLU, x * sigmoid(x), in
/// two ops.
std::optional<std::pair<double, double>>
sampleUnaryGain(Block &body, unsigned input, double typical,
                Block *inner = nullptr, unsigned innerArgument = 0);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_ANALYSIS_SAMPLEDGAIN_H

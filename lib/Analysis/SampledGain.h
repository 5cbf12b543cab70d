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
std::optional<std::pair<double, double>>
sampleUnaryGain(Block &body, unsigned input, double typical);

} // namespace mlir::mpopt

#endif // MPOPT_LIB_ANALYSIS_SAMPLEDGAIN_H

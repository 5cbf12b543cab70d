//===- InitAllPasses.h - register mpopt's passes ----------------*- C++ -*-===//

#ifndef MPOPT_INITALLPASSES_H
#define MPOPT_INITALLPASSES_H

#include "mpopt/Conversion/MPOptToLinalg/Passes.h"
#include "mpopt/Conversion/Passes.h"
#include "mpopt/GPU/Passes.h"
#include "mpopt/Pipelines/Passes.h"
#include "mpopt/Transforms/Casts/Passes.h"
#include "mpopt/Transforms/Precision/Passes.h"
#include "mpopt/Transforms/Raise/Passes.h"

namespace mlir::mpopt {

inline void registerAllPasses() {
  registerMPOptRaisePasses();
  registerMPOptCastsPasses();
  registerMPOptPrecisionPasses();
  registerMPOptToLinalgPasses();
  registerMPOptConversionPasses();
  registerMPOptGPUPasses();
  registerMPOptPipelines();
}

} // namespace mlir::mpopt

#endif // MPOPT_INITALLPASSES_H

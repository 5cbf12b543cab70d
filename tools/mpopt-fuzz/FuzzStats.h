//===- FuzzStats.h - counts kept by the mpopt-fuzz target -------*- C++ -*-===//

#ifndef MPOPT_TOOLS_MPOPT_FUZZ_FUZZSTATS_H
#define MPOPT_TOOLS_MPOPT_FUZZ_FUZZSTATS_H

#include <cstdint>

namespace mpoptfuzz {

/// What happened to the inputs LLVMFuzzerTestOneInput has seen.
struct Stats {
  uint64_t inputs = 0;
  /// Left out: they would crash MLIR's parser (mpopt-fuzz.cpp).
  uint64_t skipped = 0;
  uint64_t parsed = 0;
  uint64_t verified = 0;
  uint64_t pipelinesSucceeded = 0;
  uint64_t pipelinesFailed = 0;
};

Stats &getStats();

} // namespace mpoptfuzz

#endif // MPOPT_TOOLS_MPOPT_FUZZ_FUZZSTATS_H

//===- Compare.h - compare outputs under a tolerance ------------*- C++ -*-===//

#ifndef MPOPT_RUNTIME_COMPARE_H
#define MPOPT_RUNTIME_COMPARE_H

#include "mpopt/Runtime/Tensor.h"

#include <string>

namespace mpopt::runtime {

struct Tolerance {
  enum class Kind { bitwise, ulp, rel, abs, maxrel };
  Kind kind = Kind::bitwise;
  /// Units in the last place (ulp), relative (rel: per element) or absolute
  /// (abs) error; maxrel: max-norm relative error of the whole output,
  /// max|a - b| / max|b| (b expected), the measure of mpopt's error budgets
  /// and predicted errors.
  double amount = 0;
  /// Finite values this close agree too, whatever `kind` says (results
  /// near zero after cancellation: a ulp bound means nothing there).
  double absolute = 0;

  std::string str() const;
};

/// Parses `bitwise`, `ulp=N`, `rel=E`, `abs=E` or `maxrel=E`; `ulp=N,abs=E`,
/// `rel=E,abs=E2` and `maxrel=E,abs=E2` also accept values within the
/// absolute bound.
bool parseTolerance(const std::string &text, Tolerance &tolerance);

/// True when `a` and `b` agree under `tolerance`. NaN equals NaN (payloads
/// are not compared); an infinity equals only itself. A maxrel tolerance
/// depends on the whole output: compareTensors applies it.
bool agree(DType dtype, uint64_t a, uint64_t b, const Tolerance &tolerance);

/// Compares `actual` with `expected` element by element, prints the first
/// `maxReported` mismatches (index, both values and bit patterns) and a
/// summary line tagged with `name`, and returns the number of mismatches.
/// Under maxrel, the elements farther apart than maxrel * max|expected|
/// (finite values) are the mismatches: none when the max-norm relative
/// error is within the bound.
size_t compareTensors(const std::string &name, const HostTensor &actual,
                      const HostTensor &expected, const Tolerance &tolerance,
                      size_t maxReported);

} // namespace mpopt::runtime

#endif // MPOPT_RUNTIME_COMPARE_H

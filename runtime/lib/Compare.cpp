//===- Compare.cpp - compare outputs under a tolerance --------------------===//

#include "mpopt/Runtime/Compare.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace mpopt::runtime;

std::string Tolerance::str() const {
  const char *names[] = {"bitwise", "ulp", "rel", "abs", "maxrel"};
  if (kind == Kind::bitwise)
    return "bitwise";
  char buffer[96];
  std::snprintf(buffer, sizeof(buffer), "%s=%g", names[static_cast<int>(kind)],
                amount);
  std::string text = buffer;
  if (absolute > 0) {
    std::snprintf(buffer, sizeof(buffer), ",abs=%g", absolute);
    text += buffer;
  }
  return text;
}

/// Parses "KIND=AMOUNT" with a finite, non-negative amount.
static bool parseBound(const std::string &text, std::string &kind,
                       double &amount) {
  size_t equals = text.find('=');
  if (equals == std::string::npos)
    return false;
  kind = text.substr(0, equals);
  const char *begin = text.c_str() + equals + 1;
  char *end = nullptr;
  amount = std::strtod(begin, &end);
  return end != begin && *end == '\0' && std::isfinite(amount) &&
         amount >= 0;
}

bool mpopt::runtime::parseTolerance(const std::string &text,
                                    Tolerance &tolerance) {
  if (text == "bitwise") {
    tolerance = {Tolerance::Kind::bitwise, 0, 0};
    return true;
  }
  size_t comma = text.find(',');
  std::string kind;
  double amount = 0;
  if (!parseBound(text.substr(0, comma), kind, amount))
    return false;
  if (kind == "ulp" && amount == std::floor(amount))
    tolerance = {Tolerance::Kind::ulp, amount, 0};
  else if (kind == "rel")
    tolerance = {Tolerance::Kind::rel, amount, 0};
  else if (kind == "abs")
    tolerance = {Tolerance::Kind::abs, amount, 0};
  else if (kind == "maxrel")
    tolerance = {Tolerance::Kind::maxrel, amount, 0};
  else
    return false;
  if (comma == std::string::npos)
    return true;
  std::string extra;
  return tolerance.kind != Tolerance::Kind::abs &&
         parseBound(text.substr(comma + 1), extra, tolerance.absolute) &&
         extra == "abs";
}

/// How many units in the last place apart two values of `dtype` are.
static double getUlpDistance(DType dtype, uint64_t a, uint64_t b) {
  return std::fabs(static_cast<double>(orderedBits(dtype, a)) -
                   static_cast<double>(orderedBits(dtype, b)));
}

static double getDifference(DType dtype, uint64_t a, uint64_t b) {
  return std::fabs(decode(dtype, a) - decode(dtype, b));
}

bool mpopt::runtime::agree(DType dtype, uint64_t a, uint64_t b,
                           const Tolerance &tolerance) {
  bool nanA = isNaN(dtype, a), nanB = isNaN(dtype, b);
  if (nanA || nanB)
    return nanA && nanB;
  if (a == b)
    return true;
  if (tolerance.absolute > 0 &&
      getDifference(dtype, a, b) <= tolerance.absolute)
    return true;
  switch (tolerance.kind) {
  case Tolerance::Kind::bitwise:
  case Tolerance::Kind::maxrel:
    return false;
  case Tolerance::Kind::abs:
    return getDifference(dtype, a, b) <= tolerance.amount;
  case Tolerance::Kind::ulp: {
    double va = decode(dtype, a), vb = decode(dtype, b);
    if (std::isinf(va) || std::isinf(vb))
      return false;
    return getUlpDistance(dtype, a, b) <= tolerance.amount;
  }
  case Tolerance::Kind::rel: {
    double va = decode(dtype, a), vb = decode(dtype, b);
    if (std::isinf(va) || std::isinf(vb))
      return va == vb;
    return std::fabs(va - vb) <=
           tolerance.amount * std::fmax(std::fabs(va), std::fabs(vb));
  }
  }
  return false;
}

/// "(i,j,k)" for a flat row-major index.
static std::string multiIndex(const TensorSpec &spec, size_t flat) {
  std::string text;
  for (size_t d = spec.shape.size(); d-- > 0;) {
    size_t size = static_cast<size_t>(spec.shape[d]);
    text = std::to_string(flat % size) + (text.empty() ? "" : ",") + text;
    flat /= size;
  }
  return "(" + text + ")";
}

size_t mpopt::runtime::compareTensors(const std::string &name,
                                      const HostTensor &actual,
                                      const HostTensor &expected,
                                      const Tolerance &tolerance,
                                      size_t maxReported) {
  DType dtype = actual.spec().dtype;
  bool isFloat = getInfo(dtype).isFloat;
  // A max-norm bound is an absolute one scaled by the largest finite
  // expected magnitude.
  double largestExpected = 0;
  Tolerance elementTolerance = tolerance;
  if (tolerance.kind == Tolerance::Kind::maxrel) {
    for (size_t i = 0, e = expected.numElements(); isFloat && i < e; ++i) {
      double value = std::fabs(decode(dtype, expected.bits(i)));
      if (std::isfinite(value))
        largestExpected = std::fmax(largestExpected, value);
    }
    elementTolerance.kind = Tolerance::Kind::abs;
    elementTolerance.amount = tolerance.amount * largestExpected;
  }
  size_t mismatches = 0;
  // The largest distance in units in the last place between non-NaN pairs:
  // what a ULP bound has to cover.
  double farthest = 0, largestDifference = 0;
  for (size_t i = 0, e = actual.numElements(); i < e; ++i) {
    uint64_t a = actual.bits(i), b = expected.bits(i);
    if (isFloat && !isNaN(dtype, a) && !isNaN(dtype, b)) {
      farthest = std::fmax(farthest, getUlpDistance(dtype, a, b));
      double difference = getDifference(dtype, a, b);
      if (std::isfinite(difference))
        largestDifference = std::fmax(largestDifference, difference);
    }
    if (agree(dtype, a, b, elementTolerance))
      continue;
    if (mismatches++ < maxReported)
      std::printf("  mismatch %s[%zu] %s: %s vs %s\n", name.c_str(), i,
                  multiIndex(actual.spec(), i).c_str(),
                  formatValue(dtype, a).c_str(), formatValue(dtype, b).c_str());
  }
  std::printf("%s %s: %zu of %zu elements differ (%s)", name.c_str(),
              actual.spec().str().c_str(), mismatches, actual.numElements(),
              tolerance.str().c_str());
  if (isFloat)
    std::printf(", at most %.0f ulp and %.3g apart", farthest,
                largestDifference);
  if (tolerance.kind == Tolerance::Kind::maxrel)
    std::printf(", max-norm relative error %.3g",
                largestExpected > 0     ? largestDifference / largestExpected
                : largestDifference > 0 ? INFINITY
                                        : 0.0);
  std::printf("\n");
  return mismatches;
}

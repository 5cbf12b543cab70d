//===- Inputs.cpp - seeded random inputs ----------------------------------===//

#include "mpopt/Runtime/Inputs.h"

#include <cmath>
#include <random>

using namespace mpopt::runtime;

bool mpopt::runtime::parseDistribution(const std::string &name,
                                       Distribution &distribution) {
  if (name == "normal")
    distribution = Distribution::normal;
  else if (name == "uniform")
    distribution = Distribution::uniform;
  else if (name == "special")
    distribution = Distribution::special;
  else
    return false;
  return true;
}

namespace {

/// Draws the values of the `special` distribution for wide (f32, f64)
/// element types.
class SpecialValues {
public:
  explicit SpecialValues(std::mt19937_64 &rng) : rng(rng) {}

  double next() {
    switch (pick(8)) {
    case 0:
      return oneOf({NAN, INFINITY, -INFINITY, 0.0, -0.0, std::ldexp(1.0, -149),
                    -std::ldexp(1.0, -149), std::ldexp(1.0, -126),
                    3.4028234663852886e38, -3.4028234663852886e38});
    case 1:
    case 2:
    case 3:
      return tie();
    case 4:
      return beyondRange();
    case 5:
      // Denormals and the smallest normals of every narrow format, and f32
      // denormals.
      return signed_(std::ldexp(1.0 + uniform(), -static_cast<int>(pick(30)) -
                                                     4 - 120 * pick(2)));
    default:
      return signed_(
          std::ldexp(1.0 + uniform(), static_cast<int>(pick(41)) - 20));
    }
  }

private:
  size_t pick(size_t n) {
    return std::uniform_int_distribution<size_t>(0, n - 1)(rng);
  }
  double uniform() { return std::uniform_real_distribution<double>(0, 1)(rng); }
  double signed_(double value) { return pick(2) ? -value : value; }
  double oneOf(std::initializer_list<double> values) {
    return *(values.begin() + pick(values.size()));
  }

  /// The midpoint of two neighbouring finite values of a narrow format, or
  /// the f32 value just above or below it.
  double tie() {
    static const DType formats[] = {DType::bf16, DType::f16, DType::f8E4M3FN,
                                    DType::f8E5M2};
    DType format = formats[pick(4)];
    unsigned width = getInfo(format).bytes * 8;
    uint64_t bits = 0;
    double low, high;
    do {
      bits = pick(uint64_t(1) << (width - 1));
      low = decode(format, bits);
      high = decode(format, bits + 1);
    } while (!std::isfinite(low) || !std::isfinite(high));
    float midpoint = static_cast<float>((low + high) / 2);
    switch (pick(4)) {
    case 0:
      midpoint = std::nextafter(midpoint, INFINITY);
      break;
    case 1:
      midpoint = std::nextafter(midpoint, 0.0f);
      break;
    default:
      break;
    }
    return signed_(midpoint);
  }

  /// Values around and past the largest finite values of FP8 and f16.
  double beyondRange() {
    double value = oneOf({448, 464, 479, 480, 500, 57344, 61440, 61439, 65504,
                          65519, 65520, 65536, 1e6, 1e20, 3e38});
    return signed_(pick(2) ? value : value * (1 + uniform()));
  }

  std::mt19937_64 &rng;
};

uint64_t specialNarrowBits(DType dtype, std::mt19937_64 &rng) {
  const DTypeInfo &info = getInfo(dtype);
  unsigned width = info.bytes * 8;
  auto draw = [&](uint64_t n) {
    return std::uniform_int_distribution<uint64_t>(0, n - 1)(rng);
  };
  uint64_t sign = draw(2) << (width - 1);
  uint64_t expMask = (uint64_t(1) << info.exponentBits) - 1;
  uint64_t manMask = (uint64_t(1) << info.mantissaBits) - 1;
  switch (draw(4)) {
  case 0: {
    // Zero, smallest and largest denormal, smallest normal, largest finite,
    // infinity and NaN.
    uint64_t top = (expMask << info.mantissaBits) | manMask;
    uint64_t patterns[] = {0,
                           1,
                           manMask,
                           manMask + 1,
                           info.ieeeSpecials ? top - manMask - 1 : top - 1,
                           info.ieeeSpecials ? top - manMask : top,
                           top};
    return sign | patterns[draw(7)];
  }
  case 1:
    // Denormals.
    return sign | draw(manMask + 1);
  default:
    return draw(uint64_t(1) << width);
  }
}

} // namespace

void mpopt::runtime::fillConstant(HostTensor &tensor, double value) {
  DType dtype = tensor.spec().dtype;
  uint64_t bits = encode(dtype, value);
  for (size_t i = 0, e = tensor.numElements(); i < e; ++i)
    storeBits(tensor.data(), dtype, i, bits);
}

void mpopt::runtime::fillRandom(HostTensor &tensor, Distribution distribution,
                                uint64_t seed) {
  std::mt19937_64 rng(seed);
  DType dtype = tensor.spec().dtype;
  const DTypeInfo &info = getInfo(dtype);
  std::normal_distribution<double> normal(0, 1);
  std::uniform_real_distribution<double> uniform(-1, 1);
  SpecialValues special(rng);
  bool narrowFloat = info.isFloat && info.bytes <= 2;
  for (size_t i = 0, e = tensor.numElements(); i < e; ++i) {
    uint64_t bits = 0;
    switch (distribution) {
    case Distribution::normal:
      bits = encode(dtype, info.isFloat ? normal(rng) : 8 * normal(rng));
      break;
    case Distribution::uniform:
      bits = encode(dtype, info.isFloat ? uniform(rng) : 16 * uniform(rng));
      break;
    case Distribution::special:
      if (narrowFloat)
        bits = specialNarrowBits(dtype, rng);
      else if (info.isFloat)
        bits = encode(dtype, special.next());
      else
        bits = encode(dtype, std::ldexp(uniform(rng), 62));
      break;
    }
    storeBits(tensor.data(), dtype, i, bits);
  }
}

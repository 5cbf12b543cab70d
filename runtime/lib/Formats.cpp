//===- Formats.cpp - element types the runtime reads and writes -----------===//

#include "mpopt/Runtime/Formats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

using namespace mpopt::runtime;

static const DTypeInfo kInfos[] = {
    {"f64", 8, true, 11, 52, 1023, true, "<f8"},
    {"f32", 4, true, 8, 23, 127, true, "<f4"},
    {"f16", 2, true, 5, 10, 15, true, "<f2"},
    {"bf16", 2, true, 8, 7, 127, true, "<u2"},
    {"f8E4M3FN", 1, true, 4, 3, 7, false, "|u1"},
    {"f8E5M2", 1, true, 5, 2, 15, true, "|u1"},
    {"i8", 1, false, 0, 0, 0, false, "|i1"},
    {"i16", 2, false, 0, 0, 0, false, "<i2"},
    {"i32", 4, false, 0, 0, 0, false, "<i4"},
    {"i64", 8, false, 0, 0, 0, false, "<i8"},
};

bool mpopt::runtime::parseDType(const std::string &name, DType &dtype) {
  for (size_t i = 0; i < sizeof(kInfos) / sizeof(kInfos[0]); ++i) {
    if (name == kInfos[i].name) {
      dtype = static_cast<DType>(i);
      return true;
    }
  }
  return false;
}

const DTypeInfo &mpopt::runtime::getInfo(DType dtype) {
  return kInfos[static_cast<size_t>(dtype)];
}

uint64_t mpopt::runtime::loadBits(const void *data, DType dtype, size_t index) {
  unsigned bytes = getInfo(dtype).bytes;
  uint64_t bits = 0;
  // Little-endian hosts only (x86-64, AArch64 Linux).
  std::memcpy(&bits, static_cast<const char *>(data) + index * bytes, bytes);
  return bits;
}

void mpopt::runtime::storeBits(void *data, DType dtype, size_t index,
                               uint64_t bits) {
  unsigned bytes = getInfo(dtype).bytes;
  std::memcpy(static_cast<char *>(data) + index * bytes, &bits, bytes);
}

static uint64_t signBit(const DTypeInfo &info) {
  return uint64_t(1) << (info.bytes * 8 - 1);
}

static int64_t signExtend(uint64_t bits, unsigned width) {
  if (width == 64)
    return static_cast<int64_t>(bits);
  uint64_t sign = uint64_t(1) << (width - 1);
  return static_cast<int64_t>((bits ^ sign) - sign);
}

bool mpopt::runtime::isNaN(DType dtype, uint64_t bits) {
  const DTypeInfo &info = getInfo(dtype);
  if (!info.isFloat)
    return false;
  uint64_t magnitude = bits & (signBit(info) - 1);
  uint64_t expMask = (uint64_t(1) << info.exponentBits) - 1;
  uint64_t manMask = (uint64_t(1) << info.mantissaBits) - 1;
  if (!info.ieeeSpecials)
    return magnitude == ((expMask << info.mantissaBits) | manMask);
  return (magnitude >> info.mantissaBits) == expMask &&
         (magnitude & manMask) != 0;
}

double mpopt::runtime::decode(DType dtype, uint64_t bits) {
  const DTypeInfo &info = getInfo(dtype);
  if (!info.isFloat)
    return static_cast<double>(signExtend(bits, info.bytes * 8));
  if (dtype == DType::f64) {
    double value;
    std::memcpy(&value, &bits, 8);
    return value;
  }
  bool negative = bits & signBit(info);
  uint64_t expMask = (uint64_t(1) << info.exponentBits) - 1;
  uint64_t manMask = (uint64_t(1) << info.mantissaBits) - 1;
  uint64_t exponent = (bits >> info.mantissaBits) & expMask;
  uint64_t mantissa = bits & manMask;
  double value;
  if (isNaN(dtype, bits))
    value = std::nan("");
  else if (info.ieeeSpecials && exponent == expMask)
    value = INFINITY;
  else if (exponent == 0)
    value = std::ldexp(static_cast<double>(mantissa),
                       1 - info.bias - static_cast<int>(info.mantissaBits));
  else
    value = std::ldexp(static_cast<double>(mantissa | (manMask + 1)),
                       static_cast<int>(exponent) - info.bias -
                           static_cast<int>(info.mantissaBits));
  return negative ? -value : value;
}

uint64_t mpopt::runtime::encode(DType dtype, double value) {
  const DTypeInfo &info = getInfo(dtype);
  if (!info.isFloat) {
    unsigned width = info.bytes * 8;
    double limit = std::ldexp(1.0, static_cast<int>(width) - 1);
    double clamped =
        std::isnan(value) ? 0 : std::fmin(std::fmax(value, -limit), limit - 1);
    return static_cast<uint64_t>(static_cast<int64_t>(std::nearbyint(clamped)));
  }
  if (dtype == DType::f64) {
    uint64_t bits;
    std::memcpy(&bits, &value, 8);
    return bits;
  }
  if (dtype == DType::f32) {
    float narrowed = static_cast<float>(value);
    uint32_t bits;
    std::memcpy(&bits, &narrowed, 4);
    return bits;
  }
  uint64_t expMask = (uint64_t(1) << info.exponentBits) - 1;
  uint64_t manMask = (uint64_t(1) << info.mantissaBits) - 1;
  uint64_t sign = std::signbit(value) ? signBit(info) : 0;
  uint64_t nan = info.ieeeSpecials
                     ? (expMask << info.mantissaBits) |
                           (uint64_t(1) << (info.mantissaBits - 1))
                     : (expMask << info.mantissaBits) | manMask;
  uint64_t overflow = info.ieeeSpecials ? expMask << info.mantissaBits : nan;
  uint64_t maxFinite = info.ieeeSpecials
                           ? ((expMask - 1) << info.mantissaBits) | manMask
                           : nan - 1;
  if (std::isnan(value))
    return sign | nan;
  double magnitude = std::fabs(value);
  if (std::isinf(magnitude))
    return sign | overflow;
  if (magnitude == 0)
    return sign;
  int exponent;
  std::frexp(magnitude, &exponent);
  // magnitude = 1.f * 2^(exponent - 1); below the normal range the spacing
  // stays that of the smallest binade.
  int unbiased = std::max(exponent - 1, 1 - info.bias);
  int scale = unbiased - static_cast<int>(info.mantissaBits);
  double scaled = std::nearbyint(std::ldexp(magnitude, -scale));
  uint64_t bits;
  if (unbiased == 1 - info.bias && scaled <= static_cast<double>(manMask + 1))
    bits = static_cast<uint64_t>(scaled); // denormal (or the smallest normal)
  else {
    if (scaled >= static_cast<double>(2 * (manMask + 1))) {
      scaled /= 2;
      ++unbiased;
    }
    bits = (static_cast<uint64_t>(unbiased + info.bias) << info.mantissaBits) |
           (static_cast<uint64_t>(scaled) & manMask);
  }
  return sign | (bits > maxFinite ? overflow : bits);
}

int64_t mpopt::runtime::orderedBits(DType dtype, uint64_t bits) {
  const DTypeInfo &info = getInfo(dtype);
  if (!info.isFloat)
    return signExtend(bits, info.bytes * 8);
  int64_t magnitude = static_cast<int64_t>(bits & (signBit(info) - 1));
  return (bits & signBit(info)) ? -magnitude : magnitude;
}

std::string mpopt::runtime::formatValue(DType dtype, uint64_t bits) {
  const DTypeInfo &info = getInfo(dtype);
  char buffer[96];
  if (info.isFloat)
    std::snprintf(buffer, sizeof(buffer), "%.9g (0x%0*llx)",
                  decode(dtype, bits), static_cast<int>(info.bytes * 2),
                  static_cast<unsigned long long>(bits));
  else
    std::snprintf(buffer, sizeof(buffer), "%lld",
                  static_cast<long long>(signExtend(bits, info.bytes * 8)));
  return buffer;
}

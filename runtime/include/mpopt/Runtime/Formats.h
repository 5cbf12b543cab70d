//===- Formats.h - element types the runtime reads and writes ---*- C++ -*-===//

#ifndef MPOPT_RUNTIME_FORMATS_H
#define MPOPT_RUNTIME_FORMATS_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace mpopt::runtime {

enum class DType { f64, f32, f16, bf16, f8E4M3FN, f8E5M2, i8, i16, i32, i64 };

struct DTypeInfo {
  /// MLIR's spelling, as in manifests.
  const char *name;
  unsigned bytes;
  bool isFloat;
  unsigned exponentBits;
  unsigned mantissaBits;
  int bias;
  /// Inf and NaN in the all-ones exponent (false: f8E4M3FN, whose only NaN
  /// is all ones and which has no infinity).
  bool ieeeSpecials;
  /// The .npy descriptor. bf16 and FP8 have none in numpy: they are stored
  /// as their unsigned bit patterns; the manifest says what they mean.
  const char *npyDescr;
};

bool parseDType(const std::string &name, DType &dtype);
const DTypeInfo &getInfo(DType dtype);

uint64_t loadBits(const void *data, DType dtype, size_t index);
void storeBits(void *data, DType dtype, size_t index, uint64_t bits);

/// The value of a bit pattern (exact for every float format).
double decode(DType dtype, uint64_t bits);
/// The bit pattern nearest to `value`, ties to even; overflow gives Inf,
/// or NaN for formats without one. For making inputs only: the numeric
/// contract of casts lives in the compiler.
uint64_t encode(DType dtype, double value);

bool isNaN(DType dtype, uint64_t bits);
/// A signed integer that orders the values like the numbers they hold, so
/// that the difference of two counts the units in the last place between.
int64_t orderedBits(DType dtype, uint64_t bits);
/// "value (0xbits)".
std::string formatValue(DType dtype, uint64_t bits);

} // namespace mpopt::runtime

#endif // MPOPT_RUNTIME_FORMATS_H

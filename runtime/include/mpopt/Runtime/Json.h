//===- Json.h - a small JSON reader for manifests ---------------*- C++ -*-===//
//
// The runtime depends on nothing but the C++ standard library, so it reads
// the compiler's manifests with this reader: objects, arrays, strings,
// numbers, booleans and null.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_RUNTIME_JSON_H
#define MPOPT_RUNTIME_JSON_H

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace mpopt::runtime {

struct JsonValue {
  enum class Kind { Null, Bool, Number, String, Array, Object };
  Kind kind = Kind::Null;
  bool boolean = false;
  double number = 0;
  std::string string;
  std::vector<JsonValue> array;
  std::map<std::string, JsonValue> object;

  /// The member `key` of an object, or null when absent.
  const JsonValue *get(const std::string &key) const;
};

/// Parses `text`; on failure returns false and says why in `error`.
bool parseJson(const std::string &text, JsonValue &value, std::string &error);

} // namespace mpopt::runtime

#endif // MPOPT_RUNTIME_JSON_H

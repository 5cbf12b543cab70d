//===- CheckedOption.h - pass options checked when parsed -------*- C++ -*-===//
//
// Pass and pipeline options whose values come from a domain (budgets,
// ranges, counts, names from a fixed set) take these types: llvm::cl
// parses them with the parsers below, which reject a value outside the
// domain with a message naming the option and the domain, before any pass
// runs, as llvm::cl rejects an unknown enum value. The `Domain` of a
// number provides
//
//   /// The domain, as the message says it ("a finite number >= 0").
//   static std::string describe();
//   static bool contains(T value);
//
// that of a string (a target name, a file) `check`, which says what is
// wrong with a value (nullopt: nothing), and either has `kEmptyIsUnset`:
// whether an empty value (`input-range=`) means the option's default,
// which then prints as empty, so that a printed pipeline
// (--dump-pass-pipeline, crash reproducers) parses back.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_SUPPORT_CHECKEDOPTION_H
#define MPOPT_SUPPORT_CHECKEDOPTION_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>
#include <optional>
#include <string>

namespace mlir::mpopt {

/// While one lives, the parsers below write why they refuse a value into
/// `os` instead of llvm::errs() (on this thread), without the program's
/// name: a pipeline parsed in-process (the C API, mpoptOptimize) then
/// carries the reason in its diagnostic, not only "failed to add".
class CaptureOptionErrors {
public:
  explicit CaptureOptionErrors(raw_ostream &os) : previous(get()) {
    get() = &os;
  }
  ~CaptureOptionErrors() { get() = previous; }
  CaptureOptionErrors(const CaptureOptionErrors &) = delete;
  CaptureOptionErrors &operator=(const CaptureOptionErrors &) = delete;

  /// The stream of the innermost one alive; null when none is.
  static raw_ostream *&get() {
    static thread_local raw_ostream *stream = nullptr;
    return stream;
  }

private:
  raw_ostream *previous;
};

/// Refuses a value of `option` with `message`, as llvm::cl::Option::error
/// does, or into the stream a CaptureOptionErrors names; returns true.
inline bool refuseOptionValue(llvm::cl::Option &option, const Twine &message) {
  if (raw_ostream *captured = CaptureOptionErrors::get()) {
    *captured << "for the --" << option.ArgStr << " option: " << message
              << "\n";
    return true;
  }
  return option.error(message);
}

/// A number of `Domain`, as an option holds it; reads as a `T`.
template <typename T, typename Domain> struct CheckedNumber {
  CheckedNumber(T value = T()) : value(value) {}
  operator T() const { return value; }
  T value;
};

/// A string of `Domain` (a name, a path), as an option holds it.
template <typename Domain> struct CheckedString : std::string {
  using std::string::string;
  CheckedString(std::string text = "") : std::string(std::move(text)) {}
};

/// Integers in [Min, Max].
template <int64_t Min, int64_t Max = std::numeric_limits<int64_t>::max()>
struct IntegerRange {
  static constexpr bool kEmptyIsUnset = false;
  static std::string describe() {
    if (Max == std::numeric_limits<int64_t>::max())
      return "an integer >= " + std::to_string(Min);
    return "an integer in [" + std::to_string(Min) + ", " +
           std::to_string(Max) + "]";
  }
  static bool contains(int64_t value) { return value >= Min && value <= Max; }
};

/// Prints what parses back: nothing for the default of a domain whose
/// empty value means it.
template <typename T, typename Domain>
raw_ostream &operator<<(raw_ostream &os,
                        const CheckedNumber<T, Domain> &number) {
  if (Domain::kEmptyIsUnset && number.value == T())
    return os;
  return os << number.value;
}

/// Names `values` (the names of an enum option's values) for a message:
/// "a, b or c".
template <typename Infos> std::string joinOptionNames(const Infos &values) {
  std::string names;
  for (auto [index, info] : llvm::enumerate(values))
    names += (index == 0                   ? ""
              : index + 1 == values.size() ? " or "
                                           : ", ") +
             info.Name.str();
  return names;
}

/// The parse of an enum option (llvm::cl::values), naming the valid
/// values when `text` is none of them; llvm::cl's own says only that it
/// found no such value. For MPOPT_NAME_ENUM_OPTION_VALUES.
template <typename Enum, typename Infos>
bool parseEnumOption(llvm::cl::Option &option, const Infos &values,
                     StringRef text, Enum &value) {
  for (const auto &info : values)
    if (info.Name == text) {
      value = info.V.getValue();
      return false;
    }
  return refuseOptionValue(option, "must be " + joinOptionNames(values) +
                                       ", got '" + text + "'");
}

} // namespace mlir::mpopt

/// Makes the enum option type `ENUM` name its valid values when parsing
/// fails; at global scope, before any option of that type.
#define MPOPT_NAME_ENUM_OPTION_VALUES(ENUM)                                    \
  namespace llvm::cl {                                                         \
  template <>                                                                  \
  inline bool parser<ENUM>::parse(Option &option, StringRef, StringRef text,   \
                                  ENUM &value) {                               \
    return ::mlir::mpopt::parseEnumOption(option, Values, text, value);        \
  }                                                                            \
  }

namespace llvm::cl {

template <typename T, typename Domain>
class parser<mlir::mpopt::CheckedNumber<T, Domain>>
    : public basic_parser<mlir::mpopt::CheckedNumber<T, Domain>> {
public:
  using Value = mlir::mpopt::CheckedNumber<T, Domain>;
  parser(Option &option) : basic_parser<Value>(option) {}

  bool parse(Option &option, StringRef name, StringRef text, Value &result) {
    if (Domain::kEmptyIsUnset && text.empty()) {
      result = T();
      return false;
    }
    T number;
    if (parser<T>(option).parse(option, name, text, number))
      return true;
    if (!Domain::contains(number))
      return mlir::mpopt::refuseOptionValue(
          option, "must be " + Domain::describe() + ", got '" + text + "'");
    result = number;
    return false;
  }

  StringRef getValueName() const override { return "number"; }

  void printOptionDiff(const Option &option, const Value &value,
                       const OptionValue<Value> &, size_t width) const {
    this->printOptionName(option, width);
    outs() << "= " << value << "\n";
  }
};

template <typename Domain>
class parser<mlir::mpopt::CheckedString<Domain>>
    : public basic_parser<mlir::mpopt::CheckedString<Domain>> {
public:
  using Value = mlir::mpopt::CheckedString<Domain>;
  parser(Option &option) : basic_parser<Value>(option) {}

  bool parse(Option &option, StringRef, StringRef text, Value &result) {
    if (!(Domain::kEmptyIsUnset && text.empty()))
      if (std::optional<std::string> whyNot = Domain::check(text))
        return mlir::mpopt::refuseOptionValue(option, *whyNot);
    result = text.str();
    return false;
  }

  StringRef getValueName() const override { return "string"; }

  void printOptionDiff(const Option &option, const Value &value,
                       const OptionValue<Value> &, size_t width) const {
    this->printOptionName(option, width);
    outs() << "= " << value << "\n";
  }
};

} // namespace llvm::cl

#endif // MPOPT_SUPPORT_CHECKEDOPTION_H

//===- Json.cpp - a small JSON reader for manifests -----------------------===//

#include "mpopt/Runtime/Json.h"

#include <cstdlib>

using namespace mpopt::runtime;

const JsonValue *JsonValue::get(const std::string &key) const {
  auto it = object.find(key);
  return it == object.end() ? nullptr : &it->second;
}

namespace {

class Parser {
public:
  explicit Parser(const std::string &text) : text(text) {}

  bool parseDocument(JsonValue &value) {
    if (!parseValue(value, 0))
      return false;
    skipSpace();
    return pos == text.size() || fail("trailing characters");
  }

  std::string error;

private:
  bool fail(const std::string &what) {
    if (error.empty())
      error = what + " at offset " + std::to_string(pos);
    return false;
  }

  void skipSpace() {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\n' ||
                                 text[pos] == '\t' || text[pos] == '\r'))
      ++pos;
  }

  bool consume(char c) {
    skipSpace();
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }

  bool parseLiteral(const char *word) {
    size_t length = std::char_traits<char>::length(word);
    if (text.compare(pos, length, word) != 0)
      return fail("unexpected token");
    pos += length;
    return true;
  }

  bool parseString(std::string &out) {
    if (!consume('"'))
      return fail("expected a string");
    while (pos < text.size() && text[pos] != '"') {
      char c = text[pos++];
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos >= text.size())
        break;
      char escaped = text[pos++];
      switch (escaped) {
      case 'n':
        out += '\n';
        break;
      case 't':
        out += '\t';
        break;
      case 'u':
        // Manifests are ASCII; keep the escape as it is.
        out += "\\u";
        break;
      default:
        out += escaped;
      }
    }
    if (pos >= text.size())
      return fail("unterminated string");
    ++pos;
    return true;
  }

  bool parseValue(JsonValue &value, int depth) {
    if (depth > 64)
      return fail("nesting too deep");
    skipSpace();
    if (pos >= text.size())
      return fail("unexpected end");
    char c = text[pos];
    if (c == '{') {
      ++pos;
      value.kind = JsonValue::Kind::Object;
      if (consume('}'))
        return true;
      do {
        std::string key;
        skipSpace();
        if (!parseString(key) || !consume(':') ||
            !parseValue(value.object[key], depth + 1))
          return fail("bad object member");
      } while (consume(','));
      return consume('}') || fail("expected '}'");
    }
    if (c == '[') {
      ++pos;
      value.kind = JsonValue::Kind::Array;
      if (consume(']'))
        return true;
      do {
        value.array.emplace_back();
        if (!parseValue(value.array.back(), depth + 1))
          return false;
      } while (consume(','));
      return consume(']') || fail("expected ']'");
    }
    if (c == '"') {
      value.kind = JsonValue::Kind::String;
      return parseString(value.string);
    }
    if (c == 't' || c == 'f') {
      value.kind = JsonValue::Kind::Bool;
      value.boolean = c == 't';
      return parseLiteral(value.boolean ? "true" : "false");
    }
    if (c == 'n') {
      value.kind = JsonValue::Kind::Null;
      return parseLiteral("null");
    }
    const char *begin = text.c_str() + pos;
    char *end = nullptr;
    value.number = std::strtod(begin, &end);
    if (end == begin)
      return fail("unexpected character");
    value.kind = JsonValue::Kind::Number;
    pos += end - begin;
    return true;
  }

  const std::string &text;
  size_t pos = 0;
};

} // namespace

bool mpopt::runtime::parseJson(const std::string &text, JsonValue &value,
                               std::string &error) {
  Parser parser(text);
  if (parser.parseDocument(value))
    return true;
  error = parser.error;
  return false;
}

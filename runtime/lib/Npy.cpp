//===- Npy.cpp - NumPy .npy files -----------------------------------------===//

#include "mpopt/Runtime/Npy.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>

using namespace mpopt::runtime;

static const char kMagic[] = "\x93NUMPY";

/// The shape as numpy writes it: "(2, 3)", "(4,)", "()".
static std::string shapeText(const std::vector<int64_t> &shape) {
  std::string text = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + (shape.size() == 1 ? ",)" : ")");
}

static std::string withoutSpaces(std::string text) {
  text.erase(std::remove(text.begin(), text.end(), ' '), text.end());
  return text;
}

bool mpopt::runtime::writeNpy(const std::string &path, const HostTensor &tensor,
                              std::string &error) {
  std::string header =
      std::string("{'descr': '") + getInfo(tensor.spec().dtype).npyDescr +
      "', 'fortran_order': False, 'shape': " + shapeText(tensor.spec().shape) +
      ", }";
  // Magic, version, length, header: a multiple of 64 bytes ending in '\n'.
  size_t unpadded = 6 + 2 + 2 + header.size() + 1;
  header.append((64 - unpadded % 64) % 64, ' ');
  header += '\n';
  std::ofstream file(path, std::ios::binary);
  if (!file) {
    error = "cannot write " + path;
    return false;
  }
  uint16_t length = static_cast<uint16_t>(header.size());
  file.write(kMagic, 6);
  file.put(1).put(0);
  file.put(static_cast<char>(length & 0xff))
      .put(static_cast<char>(length >> 8));
  file << header;
  file.write(static_cast<const char *>(tensor.data()),
             static_cast<std::streamsize>(tensor.numBytes()));
  if (!file) {
    error = "cannot write " + path;
    return false;
  }
  return true;
}

/// The value of `key` in a .npy header dictionary, as written.
static std::string headerField(const std::string &header,
                               const std::string &key) {
  size_t at = header.find("'" + key + "'");
  if (at == std::string::npos)
    return {};
  size_t begin = header.find(':', at);
  if (begin == std::string::npos)
    return {};
  ++begin;
  while (begin < header.size() && header[begin] == ' ')
    ++begin;
  size_t end = begin;
  if (header[begin] == '(')
    end = header.find(')', begin) + 1;
  else if (header[begin] == '\'')
    end = header.find('\'', begin + 1) + 1;
  else
    end = header.find_first_of(",}", begin);
  return header.substr(begin, end - begin);
}

std::optional<HostTensor> mpopt::runtime::readNpy(const std::string &path,
                                                  const TensorSpec &expected,
                                                  std::string &error) {
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    error = "cannot open " + path + ": " + std::strerror(errno);
    return std::nullopt;
  }
  char magic[6];
  if (!file.read(magic, 6) || std::memcmp(magic, kMagic, 6) != 0) {
    error = path + ": not a .npy file (no \\x93NUMPY magic)";
    return std::nullopt;
  }
  unsigned char version[2] = {0, 0};
  file.read(reinterpret_cast<char *>(version), 2);
  if (!file || version[0] < 1 || version[0] > 3) {
    error = path + ": unknown .npy version " + std::to_string(version[0]);
    return std::nullopt;
  }
  size_t length = 0;
  unsigned char bytes[4] = {0, 0, 0, 0};
  file.read(reinterpret_cast<char *>(bytes), version[0] == 1 ? 2 : 4);
  length = bytes[0] | (bytes[1] << 8) | (bytes[2] << 16) |
           (static_cast<size_t>(bytes[3]) << 24);
  // numpy writes headers of a few hundred bytes; a huge length is garbage.
  constexpr size_t kMaxHeader = 1 << 20;
  std::string header(std::min(length, kMaxHeader), '\0');
  if (!file || length > kMaxHeader ||
      !file.read(header.data(), static_cast<std::streamsize>(length))) {
    error = path + ": the header is cut short or " + std::to_string(length) +
            " bytes long";
    return std::nullopt;
  }
  std::string descr = headerField(header, "descr");
  std::string order = headerField(header, "fortran_order");
  std::string shape = headerField(header, "shape");
  std::string wantDescr =
      std::string("'") + getInfo(expected.dtype).npyDescr + "'";
  // The file's shape, which gives the expected tensor's dynamic sizes.
  TensorSpec actual = expected;
  std::string sizes = withoutSpaces(shape);
  actual.shape.clear();
  bool parsed = sizes.size() >= 2 && sizes.front() == '(' && sizes.back() == ')';
  for (size_t at = 1; parsed && at + 1 < sizes.size();) {
    size_t end = sizes.find_first_of(",)", at);
    std::string digits = sizes.substr(at, end - at);
    parsed = !digits.empty() && digits.size() < 16 &&
             digits.find_first_not_of("0123456789") == std::string::npos;
    if (parsed)
      actual.shape.push_back(std::stoll(digits));
    at = end + 1;
  }
  if (descr != wantDescr || order != "False" || !parsed ||
      !expected.admits(actual)) {
    error = path + ": holds " + descr + " " + shape + " (fortran_order " +
            order + "), expected " + wantDescr + " " +
            shapeText(expected.shape) + " for " + expected.str();
    return std::nullopt;
  }
  HostTensor tensor(actual);
  if (!file.read(static_cast<char *>(tensor.data()),
                 static_cast<std::streamsize>(tensor.numBytes()))) {
    error = path + ": holds fewer than the " +
            std::to_string(tensor.numBytes()) + " bytes of " + actual.str();
    return std::nullopt;
  }
  if (file.peek() != std::char_traits<char>::eof()) {
    error = path + ": holds more than the " +
            std::to_string(tensor.numBytes()) + " bytes of " + actual.str();
    return std::nullopt;
  }
  return tensor;
}

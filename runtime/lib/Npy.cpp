//===- Npy.cpp - NumPy .npy files -----------------------------------------===//

#include "mpopt/Runtime/Npy.h"

#include <algorithm>
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
  char magic[6];
  if (!file || !file.read(magic, 6) || std::memcmp(magic, kMagic, 6) != 0) {
    error = path + ": not a .npy file";
    return std::nullopt;
  }
  unsigned char version[2];
  file.read(reinterpret_cast<char *>(version), 2);
  size_t length = 0;
  if (version[0] == 1) {
    unsigned char bytes[2];
    file.read(reinterpret_cast<char *>(bytes), 2);
    length = bytes[0] | (bytes[1] << 8);
  } else {
    unsigned char bytes[4];
    file.read(reinterpret_cast<char *>(bytes), 4);
    length = bytes[0] | (bytes[1] << 8) | (bytes[2] << 16) |
             (static_cast<size_t>(bytes[3]) << 24);
  }
  std::string header(length, '\0');
  file.read(header.data(), static_cast<std::streamsize>(length));
  std::string descr = headerField(header, "descr");
  std::string order = headerField(header, "fortran_order");
  std::string shape = headerField(header, "shape");
  std::string wantDescr =
      std::string("'") + getInfo(expected.dtype).npyDescr + "'";
  if (descr != wantDescr || order != "False" ||
      withoutSpaces(shape) != withoutSpaces(shapeText(expected.shape))) {
    error = path + ": holds " + descr + " " + shape + " (fortran_order " +
            order + "), expected " + wantDescr + " " +
            shapeText(expected.shape) + " for " + expected.str();
    return std::nullopt;
  }
  HostTensor tensor(expected);
  if (!file.read(static_cast<char *>(tensor.data()),
                 static_cast<std::streamsize>(tensor.numBytes()))) {
    error = path + ": too short";
    return std::nullopt;
  }
  return tensor;
}

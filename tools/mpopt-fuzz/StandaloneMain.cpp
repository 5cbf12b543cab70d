//===- StandaloneMain.cpp - run the fuzz target over files ----------------===//
//
// `mpopt-fuzz [--split-input-file] PATH...` without libFuzzer: runs
// LLVMFuzzerTestOneInput on each file (folders: each regular file below,
// in sorted order) and prints the counts. With --split-input-file, each
// file is cut at lines `// -----` as mlir-opt does and each piece is one
// input. A crash or an abort of the target is a crash of this program.
//
//===----------------------------------------------------------------------===//

#include "FuzzStats.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace {

void runOne(const std::string &text) {
  LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(text.data()),
                         text.size());
}

/// The pieces of `text` between lines that start with `// -----`.
std::vector<std::string> split(const std::string &text) {
  std::vector<std::string> pieces(1);
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("// -----", 0) == 0) {
      pieces.emplace_back();
      continue;
    }
    pieces.back() += line;
    pieces.back() += '\n';
  }
  return pieces;
}

bool runFile(const std::filesystem::path &path, bool splitInput) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::cerr << "mpopt-fuzz: cannot read " << path.string() << "\n";
    return false;
  }
  std::ostringstream text;
  text << in.rdbuf();
  if (std::getenv("MPOPT_FUZZ_VERBOSE"))
    std::cerr << "mpopt-fuzz: " << path.string() << "\n";
  if (!splitInput) {
    runOne(text.str());
    return true;
  }
  for (const std::string &piece : split(text.str()))
    runOne(piece);
  return true;
}

} // namespace

int main(int argc, char **argv) {
  bool splitInput = false;
  std::vector<std::filesystem::path> files;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--split-input-file") == 0) {
      splitInput = true;
      continue;
    }
    if (argv[i][0] == '-') {
      std::cerr << "mpopt-fuzz: unknown option " << argv[i]
                << " (libFuzzer options need the MPOPT_FUZZ=ON build)\n"
                << "usage: mpopt-fuzz [--split-input-file] PATH...\n";
      return 2;
    }
    std::filesystem::path path(argv[i]);
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
      std::vector<std::filesystem::path> below;
      for (const auto &entry :
           std::filesystem::recursive_directory_iterator(path, ec))
        if (entry.is_regular_file())
          below.push_back(entry.path());
      std::sort(below.begin(), below.end());
      files.insert(files.end(), below.begin(), below.end());
    } else {
      files.push_back(path);
    }
  }
  if (files.empty()) {
    std::cerr << "usage: mpopt-fuzz [--split-input-file] PATH...\n";
    return 2;
  }
  for (const auto &file : files)
    if (!runFile(file, splitInput))
      return 2;
  const mpoptfuzz::Stats &stats = mpoptfuzz::getStats();
  std::printf("mpopt-fuzz: %zu files, %llu inputs, %llu skipped, %llu "
              "parsed, %llu verified, %llu pipelines succeeded, %llu failed "
              "with a diagnostic\n",
              files.size(), (unsigned long long)stats.inputs,
              (unsigned long long)stats.skipped,
              (unsigned long long)stats.parsed,
              (unsigned long long)stats.verified,
              (unsigned long long)stats.pipelinesSucceeded,
              (unsigned long long)stats.pipelinesFailed);
  return 0;
}

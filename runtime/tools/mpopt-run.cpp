//===- mpopt-run.cpp - run, time and compare compiled programs ------------===//
//
// mpopt-run prog.so [--input a.npy ... | --dist special --seed 3]
//           [--output-dir DIR] [--compare other.so | --compare REF_DIR]
//           [--tolerance bitwise|ulp=N|rel=E|abs=E|maxrel=E[,abs=E]]
//           [--iterations N --warmup N]
//           [--profile] [--graphs on|off]
//
// Exit status: 0 when every comparison agrees, 1 on a mismatch, 2 when it
// cannot run (bad arguments, files, libraries).
//
//===----------------------------------------------------------------------===//

#include "mpopt/Runtime/Compare.h"
#include "mpopt/Runtime/Cuda.h"
#include "mpopt/Runtime/HostLibrary.h"
#include "mpopt/Runtime/Inputs.h"
#include "mpopt/Runtime/Npy.h"
#include "mpopt/Version.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <execinfo.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using namespace mpopt::runtime;

namespace {

struct Options {
  std::string library;
  std::string manifest;
  std::vector<std::string> inputFiles;
  Distribution distribution = Distribution::normal;
  std::string distributionName = "normal";
  uint64_t seed = 0;
  /// The size of every dynamic dimension of generated inputs; 0: none given.
  uint64_t dynamicSize = 0;
  std::string saveInputs;
  std::string outputDir;
  std::string compare;
  std::string compareManifest;
  Tolerance tolerance;
  unsigned iterations = 1;
  unsigned warmup = 0;
  size_t maxMismatches = 10;
  bool profile = false;
  bool graphs = true;
  std::string backend;
};

const char kUsage[] =
    "usage: mpopt-run LIB.so [options]\n"
    "  --input A.npy          an input, in argument order (repeat the flag)\n"
    "  --dist normal|uniform|special\n"
    "                         distribution of generated inputs (normal)\n"
    "  --seed N               seed of generated inputs (0)\n"
    "  --dynamic-size N       size of the dynamic dimensions of generated\n"
    "                         inputs (.npy inputs give their own)\n"
    "  --output-dir DIR       write the outputs as DIR/out<i>.npy\n"
    "  --save-inputs DIR      write the inputs as DIR/in<i>.npy\n"
    "  --compare OTHER.so     run OTHER on the same inputs and compare\n"
    "  --compare REF_DIR      compare with REF_DIR/out<i>.npy\n"
    "  --tolerance T          bitwise (default), ulp=N, rel=E (each\n"
    "                         element), abs=E, or maxrel=E: the max-norm\n"
    "                         relative error max|a-b| / max|b| of each\n"
    "                         output (b: the reference), as error budgets\n"
    "                         and predicted errors measure it;\n"
    "                         ulp=N,abs=E: either bound\n"
    "  --iterations N         timed calls, back to back; prints the median\n"
    "                         (and, on a GPU, of as many calls each from an\n"
    "                         idle GPU) (1)\n"
    "  --profile              GPU libraries: two more calls; prints the\n"
    "                         second one's kernel times, each on the GPU\n"
    "                         alone (the host enqueues the call first)\n"
    "  --graphs on|off        GPU libraries: replay each call as one CUDA\n"
    "                         graph, captured once (on), or launch every\n"
    "                         kernel of every call (off)\n"
    "  --backend cpu|cuda     what LIB must be built for (default: its "
    "manifest)\n"
    "  --warmup N             untimed runs first (0)\n"
    "  --manifest FILE        manifest (default: LIB with .json)\n"
    "  --compare-manifest F   OTHER.so's manifest\n"
    "  --max-mismatches N     mismatches printed per output (10)\n"
    "  --version              print mpopt's version\n";

int fail(const std::string &message) {
  std::fprintf(stderr, "mpopt-run: error: %s\n", message.c_str());
  return 2;
}

bool isDirectory(const std::string &path) {
  struct stat info;
  return stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode);
}

/// A whole decimal number in [min, max]: no sign, no other characters, no
/// wrap-around (strtoull takes "-1" and saturates "99999999999999999999").
bool parseCount(const std::string &text, uint64_t min, uint64_t max,
                uint64_t &value) {
  if (text.empty() || text.size() > 20 ||
      text.find_first_not_of("0123456789") != std::string::npos)
    return false;
  errno = 0;
  value = std::strtoull(text.c_str(), nullptr, 10);
  return errno == 0 && value >= min && value <= max;
}

/// Creates `path` and the folders above it, like `mkdir -p`.
bool makeDirectories(const std::string &path, std::string &error) {
  for (size_t slash = path.find('/', 1);; slash = path.find('/', slash + 1)) {
    std::string prefix = path.substr(0, slash);
    if (!prefix.empty() && !isDirectory(prefix) &&
        mkdir(prefix.c_str(), 0777) != 0 && !isDirectory(prefix)) {
      error = "cannot create folder " + prefix + ": " + std::strerror(errno);
      return false;
    }
    if (slash == std::string::npos)
      return true;
  }
}

bool parseOptions(int argc, char **argv, Options &options, std::string &error) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    std::string value;
    size_t equals = arg.find('=');
    bool hasValue = arg.rfind("--", 0) == 0 && equals != std::string::npos;
    if (hasValue) {
      value = arg.substr(equals + 1);
      arg = arg.substr(0, equals);
    }
    auto next = [&]() -> bool {
      if (hasValue)
        return true;
      if (i + 1 >= argc) {
        error = arg + " needs a value";
        return false;
      }
      value = argv[++i];
      return true;
    };
    uint64_t number = 0;
    // Counts the user asks for: a typo must not become days of runs.
    constexpr uint64_t kMaxCalls = 1000000;
    if (arg == "--help" || arg == "-h") {
      std::fputs(kUsage, stdout);
      std::exit(0);
    } else if (arg == "--version") {
      std::printf("mpopt-run (mpopt) %s\n", MPOPT_VERSION);
      std::exit(0);
    } else if (arg == "--manifest") {
      if (!next())
        return false;
      options.manifest = value;
    } else if (arg == "--input") {
      if (!next())
        return false;
      options.inputFiles.push_back(value);
    } else if (arg == "--dist") {
      if (!next())
        return false;
      if (!parseDistribution(value, options.distribution)) {
        error =
            "unknown distribution '" + value + "' (normal, uniform, special)";
        return false;
      }
      options.distributionName = value;
    } else if (arg == "--seed") {
      if (!next())
        return false;
      if (!parseCount(value, 0, UINT64_MAX, options.seed)) {
        error = "--seed takes a whole number from 0 to " +
                std::to_string(UINT64_MAX) + ", not '" + value + "'";
        return false;
      }
    } else if (arg == "--dynamic-size") {
      if (!next())
        return false;
      if (!parseCount(value, 1, uint64_t(1) << 32, options.dynamicSize)) {
        error = "--dynamic-size takes a whole number from 1 to 2^32, not '" +
                value + "'";
        return false;
      }
    } else if (arg == "--save-inputs") {
      if (!next())
        return false;
      options.saveInputs = value;
    } else if (arg == "--output-dir") {
      if (!next())
        return false;
      options.outputDir = value;
    } else if (arg == "--compare") {
      if (!next())
        return false;
      options.compare = value;
    } else if (arg == "--compare-manifest") {
      if (!next())
        return false;
      options.compareManifest = value;
    } else if (arg == "--profile") {
      options.profile = true;
    } else if (arg == "--graphs") {
      if (!next())
        return false;
      if (value != "on" && value != "off") {
        error = "--graphs takes on or off, not '" + value + "'";
        return false;
      }
      options.graphs = value == "on";
    } else if (arg == "--backend") {
      if (!next())
        return false;
      if (value != "cpu" && value != "cuda") {
        error = "bad backend '" + value + "' (cpu, cuda)";
        return false;
      }
      options.backend = value;
    } else if (arg == "--tolerance") {
      if (!next())
        return false;
      if (!parseTolerance(value, options.tolerance)) {
        error = "bad tolerance '" + value +
                "' (bitwise, ulp=N with N whole, rel=E, abs=E, maxrel=E with "
                "E finite and >= 0, ulp=N,abs=E)";
        return false;
      }
    } else if (arg == "--iterations" || arg == "--warmup" ||
               arg == "--max-mismatches") {
      if (!next())
        return false;
      uint64_t min = arg == "--iterations" ? 1 : 0;
      uint64_t max = arg == "--max-mismatches" ? UINT32_MAX : kMaxCalls;
      if (!parseCount(value, min, max, number)) {
        error = arg + " takes a whole number from " + std::to_string(min) +
                " to " + std::to_string(max) + ", not '" + value + "'";
        return false;
      }
      if (arg == "--iterations")
        options.iterations = static_cast<unsigned>(number);
      else if (arg == "--warmup")
        options.warmup = static_cast<unsigned>(number);
      else
        options.maxMismatches = number;
    } else if (arg.rfind("-", 0) == 0) {
      error = "unknown option " + arg;
      return false;
    } else if (options.library.empty()) {
      options.library = arg;
    } else {
      error = "more than one library: " + options.library + ", " + arg;
      return false;
    }
  }
  if (options.library.empty()) {
    error = "no library given";
    return false;
  }
  return true;
}

bool makeInputs(const Options &options, const Manifest &manifest,
                std::vector<HostTensor> &inputs, std::string &error) {
  const std::vector<std::string> &files = options.inputFiles;
  if (!files.empty() && files.size() != manifest.inputs.size()) {
    error = "the entry takes " + std::to_string(manifest.inputs.size()) +
            " inputs, --input names " + std::to_string(files.size());
    return false;
  }
  for (size_t i = 0; i < manifest.inputs.size(); ++i) {
    if (!files.empty()) {
      std::optional<HostTensor> tensor =
          readNpy(files[i], manifest.inputs[i], error);
      if (!tensor)
        return false;
      inputs.push_back(std::move(*tensor));
      continue;
    }
    TensorSpec spec = manifest.inputs[i];
    if (spec.isDynamic() && !options.dynamicSize) {
      error = "input #" + std::to_string(i) + " is " + spec.str() +
              ": give its dynamic sizes with --dynamic-size N, or the inputs "
              "as .npy files";
      return false;
    }
    for (int64_t &size : spec.shape)
      if (size < 0)
        size = static_cast<int64_t>(options.dynamicSize);
    HostTensor tensor(spec);
    if (manifest.inputs[i].initial)
      fillConstant(tensor, *manifest.inputs[i].initial);
    else
      fillRandom(tensor, options.distribution, options.seed * 1000003 + i);
    inputs.push_back(std::move(tensor));
  }
  return true;
}

bool writeAll(const std::string &directory, const char *stem,
              const std::vector<HostTensor> &tensors, std::string &error) {
  for (size_t i = 0; i < tensors.size(); ++i)
    if (!writeNpy(directory + "/" + stem + std::to_string(i) + ".npy",
                  tensors[i], error))
      return false;
  return true;
}

/// What made the inputs, "special seed 1", or "from .npy". --output-dir
/// records it in DIR/inputs.txt, and --compare DIR refuses outputs made
/// from other generated inputs (the .npy files may hold the same values).
std::string inputsMadeBy(const Options &options) {
  return options.inputFiles.empty() ? options.distributionName + " seed " +
                                          std::to_string(options.seed)
                                    : "from .npy";
}

bool writeInputsRecord(const Options &options, std::string &error) {
  std::string path = options.outputDir + "/inputs.txt";
  FILE *file = std::fopen(path.c_str(), "w");
  if (!file || std::fprintf(file, "%s\n", inputsMadeBy(options).c_str()) < 0 ||
      std::fclose(file) != 0) {
    error = "cannot write " + path + ": " + std::strerror(errno);
    return false;
  }
  return true;
}

bool checkInputsRecord(const Options &options, std::string &error) {
  std::string path = options.compare + "/inputs.txt";
  FILE *file = std::fopen(path.c_str(), "r");
  if (!file)
    return true; // Outputs written otherwise: nothing to check.
  char line[256] = {0};
  bool read = std::fgets(line, sizeof(line), file) != nullptr;
  std::fclose(file);
  std::string recorded = read ? line : "";
  if (!recorded.empty() && recorded.back() == '\n')
    recorded.pop_back();
  std::string mine = inputsMadeBy(options);
  if (recorded == "from .npy" || mine == "from .npy" || recorded == mine)
    return true;
  error = options.compare + " holds outputs of inputs " + recorded +
          ", this run's are " + mine +
          ": give the same --dist and --seed, or the inputs as .npy files";
  return false;
}

void runTimed(const HostLibrary &library, const Options &options,
              const std::vector<HostTensor> &inputs,
              std::vector<HostTensor> &outputs) {
  for (unsigned i = 0; i < options.warmup; ++i)
    library.run(inputs, outputs);
  const Manifest &manifest = library.manifest();
  if (options.iterations < 2) {
    library.run(inputs, outputs);
    if (manifest.target == "cuda")
      std::printf("graph: %s\n", library.graphStatus().c_str());
    return;
  }
  cuda::BackToBack times =
      library.runBackToBack(inputs, outputs, options.iterations);
  std::vector<double> &micros = times.calls;
  std::sort(micros.begin(), micros.end());
  double median = micros[micros.size() / 2];
  std::printf("time: median %.3f us, min %.3f us, max %.3f us over %u calls "
              "back to back (%u warm-up)\n",
              median, micros.front(), micros.back(), options.iterations,
              options.warmup);
  if (manifest.rooflineMicros > 0)
    std::printf("throughput: %.1f TFLOP/s, %.1f GB/s (arguments and results "
                "once); roofline on %s %.3f us: %.0f%% of it\n",
                manifest.rooflineFlops / median * 1e-6,
                manifest.rooflineBytes / median * 1e-3,
                manifest.rooflineDevice.c_str(), manifest.rooflineMicros,
                100.0 * manifest.rooflineMicros / median);
  std::printf("batch: mean %.3f us per call, %u calls %s\n",
              times.total / options.iterations, options.iterations,
              manifest.target == "cuda" ? "between two events"
                                        : "between two clock readings");
  if (manifest.target == "cuda") {
    // Each call alone, from an idle GPU: the host's launch latency shows.
    std::vector<double> alone;
    for (unsigned i = 0; i < options.iterations; ++i)
      alone.push_back(library.run(inputs, outputs));
    std::sort(alone.begin(), alone.end());
    std::printf("latency: median %.3f us for one call on an idle GPU\n",
                alone[alone.size() / 2]);
    std::printf("graph: %s\n", library.graphStatus().c_str());
  }
}

/// Two more calls with each kernel and library call between its own
/// events. The second one's are printed: before it, the stream is held for
/// longer than the first call took, so that the host has enqueued every
/// launch before the GPU reaches it and each time is the GPU's alone.
void printProfile(const HostLibrary &library,
                  const std::vector<HostTensor> &inputs,
                  std::vector<HostTensor> &outputs) {
  // The prepare function, if any, runs before: it is not part of a call.
  library.prepare(inputs);
  cuda::setProfiling(true);
  auto start = std::chrono::steady_clock::now();
  library.runBackToBack(inputs, outputs, 1);
  double firstMicros = std::chrono::duration<double, std::micro>(
                           std::chrono::steady_clock::now() - start)
                           .count();
  cuda::takeProfile();
  cuda::holdStream(std::min(1.5 * firstMicros + 1000, 2e6));
  library.runBackToBack(inputs, outputs, 1);
  cuda::setProfiling(false);
  std::vector<std::pair<std::string, double>> launches = cuda::takeProfile();
  double total = 0;
  std::printf("profile (%s):\n", cuda::describeDevice().c_str());
  for (const auto &[name, micros] : launches) {
    std::printf("  %-28s %10.3f us\n", name.c_str(), micros);
    total += micros;
  }
  std::printf("  %-28s %10.3f us\n", "sum", total);
}

/// A fault in a compiled program (or in the runtime under it) names itself
/// and where it happened, then ends the process as the signal would.
void reportFault(int signal) {
  static const char message[] =
      "mpopt-run: error: the program faulted; frames (library+offset):\n";
  ssize_t written = write(STDERR_FILENO, message, sizeof(message) - 1);
  (void)written;
  void *frames[64];
  backtrace_symbols_fd(frames, backtrace(frames, 64), STDERR_FILENO);
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

} // namespace

int main(int argc, char **argv) {
  // Progress lines reach a log before a fault, not only at exit.
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  // backtrace loads what it needs on its first call: not in the handler.
  void *first[1];
  backtrace(first, 1);
  for (int signal : {SIGSEGV, SIGBUS, SIGFPE, SIGILL})
    std::signal(signal, reportFault);
  Options options;
  std::string error;
  if (!parseOptions(argc, argv, options, error)) {
    fail(error);
    std::fputs("(mpopt-run --help lists the options)\n", stderr);
    return 2;
  }
  for (const std::string *folder : {&options.saveInputs, &options.outputDir})
    if (!folder->empty() && !makeDirectories(*folder, error))
      return fail(error);
  std::unique_ptr<HostLibrary> library =
      HostLibrary::open(options.library, options.manifest, error);
  if (!library)
    return fail(error);
  const Manifest &manifest = library->manifest();
  if (!options.backend.empty() && options.backend != manifest.target)
    return fail(options.library + " is built for " + manifest.target +
                ", not " + options.backend);

  std::vector<HostTensor> inputs;
  if (!makeInputs(options, manifest, inputs, error))
    return fail(error);
  if (!options.compare.empty() && isDirectory(options.compare) &&
      !checkInputsRecord(options, error))
    return fail(error);
  std::printf(
      "mpopt-run: @%s from %s, inputs %s\n", manifest.function.c_str(),
      options.library.c_str(),
      options.inputFiles.empty()
          ? (options.distributionName + " seed " + std::to_string(options.seed))
                .c_str()
          : "from .npy");
  if (!options.saveInputs.empty() &&
      !writeAll(options.saveInputs, "in", inputs, error))
    return fail(error);

  library->setGraphs(options.graphs);
  std::optional<std::vector<HostTensor>> made =
      library->makeOutputs(inputs, error);
  if (!made)
    return fail(error);
  std::vector<HostTensor> &outputs = *made;
  runTimed(*library, options, inputs, outputs);
  if (options.profile) {
    if (manifest.target != "cuda")
      return fail("--profile times GPU kernels; " + options.library +
                  " is built for " + manifest.target);
    printProfile(*library, inputs, outputs);
  }
  if (!options.outputDir.empty() &&
      (!writeAll(options.outputDir, "out", outputs, error) ||
       !writeInputsRecord(options, error)))
    return fail(error);

  if (options.compare.empty())
    return 0;
  std::vector<HostTensor> expected;
  if (isDirectory(options.compare)) {
    for (size_t i = 0; i < outputs.size(); ++i) {
      std::optional<HostTensor> tensor =
          readNpy(options.compare + "/out" + std::to_string(i) + ".npy",
                  outputs[i].spec(), error);
      if (!tensor)
        return fail(error);
      expected.push_back(std::move(*tensor));
    }
  } else {
    std::unique_ptr<HostLibrary> other =
        HostLibrary::open(options.compare, options.compareManifest, error);
    if (!other)
      return fail(error);
    std::optional<std::vector<HostTensor>> otherOutputs =
        other->makeOutputs(inputs, error);
    bool same = otherOutputs && otherOutputs->size() == outputs.size();
    for (size_t i = 0; same && i < outputs.size(); ++i)
      same = (*otherOutputs)[i].spec() == outputs[i].spec();
    if (!same)
      return fail(options.compare + " has another signature than " +
                  options.library + (otherOutputs ? "" : ": " + error));
    expected = std::move(*otherOutputs);
    other->run(inputs, expected);
  }

  size_t mismatches = 0;
  for (size_t i = 0; i < outputs.size(); ++i)
    mismatches +=
        compareTensors("output" + std::to_string(i), outputs[i], expected[i],
                       options.tolerance, options.maxMismatches);
  std::printf("%s\n", mismatches ? "MISMATCH" : "all outputs agree");
  return mismatches ? 1 : 0;
}

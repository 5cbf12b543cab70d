//===- mpopt-cast-reference.cpp - exhaustive cast tests from APFloat ------===//
//
// mpopt-cast-reference --source=TYPE --dir DIR [--samples N] [--seed S]
//
// Writes DIR/casts.mlir, one function casting a tensor of TYPE to every
// other format under every rounding mode and saturation, plus arith.truncf
// and arith.extf forms; DIR/in0.npy, every bit pattern of TYPE (8 and 16
// bits) or, for f32, every rounding tie of every narrower format with its
// neighbours, special values and N random patterns; and DIR/out<i>.npy,
// what APFloat (through mpopt::convertFloat) says each cast gives.
// mpopt-compile and `mpopt-run --input DIR/in0.npy --compare DIR` then
// check the compiled casts bit for bit.
//
//===----------------------------------------------------------------------===//

#include "mpopt/Dialect/MPOpt/IR/CastSemantics.h"
#include "mpopt/Runtime/Npy.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <random>

using namespace mlir;
using namespace mlir::mpopt;
namespace rt = ::mpopt::runtime;

static llvm::cl::opt<std::string> source("source", llvm::cl::Required,
                                         llvm::cl::desc("source format"));
static llvm::cl::opt<std::string> directory("dir", llvm::cl::Required,
                                            llvm::cl::desc("output folder"));
static llvm::cl::opt<unsigned>
    samples("samples", llvm::cl::init(1u << 18),
            llvm::cl::desc("random f32 patterns beside the ties"));
static llvm::cl::opt<unsigned> seed("seed", llvm::cl::init(1),
                                    llvm::cl::desc("seed of the samples"));

namespace {

const char *const kFormats[] = {"f32", "f16", "bf16", "f8E4M3FN", "f8E5M2"};

struct Variant {
  std::string dst;
  std::optional<RoundingMode> rounding;
  bool saturate = false;
  /// Spelled as arith.truncf/extf instead of mpopt.cast.
  bool arith = false;
};

FloatType parseFormat(MLIRContext &context, StringRef name) {
  if (name == "f32")
    return Float32Type::get(&context);
  if (name == "f16")
    return Float16Type::get(&context);
  if (name == "bf16")
    return BFloat16Type::get(&context);
  if (name == "f8E4M3FN")
    return Float8E4M3FNType::get(&context);
  if (name == "f8E5M2")
    return Float8E5M2Type::get(&context);
  return nullptr;
}

std::vector<Variant> makeVariants(MLIRContext &context, FloatType src) {
  std::vector<Variant> variants;
  for (const char *name : kFormats) {
    FloatType dst = parseFormat(context, name);
    bool fp8 = isFP8(dst);
    if (dst == src) {
      // Only a saturating identity computes anything.
      if (fp8)
        variants.push_back({name, std::nullopt, true, false});
      continue;
    }
    if (isExactConversion(src, dst)) {
      variants.push_back({name, std::nullopt, false, false});
      if (src.getWidth() < dst.getWidth())
        variants.push_back({name, std::nullopt, false, true});
      continue;
    }
    for (RoundingMode rounding :
         {RoundingMode::nearest_even, RoundingMode::toward_zero,
          RoundingMode::upward, RoundingMode::downward,
          RoundingMode::nearest_away}) {
      variants.push_back({name, rounding, false, false});
      if (fp8)
        variants.push_back({name, rounding, true, false});
    }
    if (src.getWidth() > dst.getWidth())
      variants.push_back({name, std::nullopt, false, true});
  }
  return variants;
}

/// Every rounding tie of the narrow formats as f32, with the f32 values on
/// either side, then special values and random bit patterns.
std::vector<uint32_t> makeF32Inputs() {
  std::vector<uint32_t> inputs;
  const rt::DType narrow[] = {rt::DType::bf16, rt::DType::f16,
                              rt::DType::f8E4M3FN, rt::DType::f8E5M2};
  for (rt::DType format : narrow) {
    unsigned width = rt::getInfo(format).bytes * 8;
    for (uint64_t bits = 0; bits + 1 < (uint64_t(1) << width); ++bits) {
      double low = rt::decode(format, bits);
      double high = rt::decode(format, bits + 1);
      if (!std::isfinite(low) || !std::isfinite(high) ||
          std::signbit(low) != std::signbit(high))
        continue;
      float midpoint = static_cast<float>((low + high) / 2);
      for (float value : {midpoint, std::nextafter(midpoint, INFINITY),
                          std::nextafter(midpoint, -INFINITY)}) {
        uint32_t pattern;
        std::memcpy(&pattern, &value, 4);
        inputs.push_back(pattern);
      }
    }
  }
  for (uint32_t pattern :
       {0x00000000u, 0x80000000u, 0x7F800000u, 0xFF800000u, 0x7FC00000u,
        0xFFC00000u, 0x7F800001u, 0x7FFFFFFFu, 0x00000001u, 0x007FFFFFu,
        0x00800000u, 0x7F7FFFFFu, 0xFF7FFFFFu})
    inputs.push_back(pattern);
  std::mt19937 rng(seed);
  for (unsigned i = 0; i < samples; ++i)
    inputs.push_back(static_cast<uint32_t>(rng()));
  return inputs;
}

std::string mlirType(size_t count, StringRef element) {
  return ("tensor<" + std::to_string(count) + "x" + element + ">").str();
}

void writeProgram(llvm::raw_ostream &os, StringRef src, size_t count,
                  const std::vector<Variant> &variants) {
  static const char *const kRounding[] = {"nearest_even", "toward_zero",
                                          "upward", "downward", "nearest_away"};
  std::string input = mlirType(count, src);
  os << "// Generated by mpopt-cast-reference --source=" << src << ".\n";
  os << "func.func @casts(%x: " << input << ") -> (";
  for (size_t i = 0; i < variants.size(); ++i)
    os << (i ? ", " : "") << mlirType(count, variants[i].dst);
  os << ") {\n";
  for (size_t i = 0; i < variants.size(); ++i) {
    const Variant &v = variants[i];
    std::string result = mlirType(count, v.dst);
    if (v.arith) {
      bool widening =
          StringRef(v.dst) == "f32" ||
          (src.starts_with("f8") && !StringRef(v.dst).starts_with("f8"));
      os << "  %" << i << " = arith." << (widening ? "extf" : "truncf")
         << " %x : " << input << " to " << result << "\n";
      continue;
    }
    os << "  %" << i << " = mpopt.cast %x";
    if (v.rounding)
      os << " rounding<" << kRounding[static_cast<int>(*v.rounding)] << ">";
    if (v.saturate)
      os << " saturate";
    os << " : " << input << " to " << result << "\n";
  }
  os << "  return";
  for (size_t i = 0; i < variants.size(); ++i)
    os << (i ? ", %" : " %") << i;
  os << " : ";
  for (size_t i = 0; i < variants.size(); ++i)
    os << (i ? ", " : "") << mlirType(count, variants[i].dst);
  os << "\n}\n";
}

int fail(const std::string &message) {
  llvm::errs() << "mpopt-cast-reference: " << message << "\n";
  return 1;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::cl::ParseCommandLineOptions(argc, argv, "exhaustive cast tests\n");
  MLIRContext context;
  FloatType src = parseFormat(context, source);
  rt::DType srcDType;
  if (!src || !rt::parseDType(source, srcDType))
    return fail("unknown source format '" + source + "'");
  if (std::error_code ec = llvm::sys::fs::create_directories(directory))
    return fail("cannot create " + directory + ": " + ec.message());

  std::vector<uint32_t> patterns;
  if (src.getWidth() == 32) {
    patterns = makeF32Inputs();
  } else {
    for (uint32_t bits = 0; bits < (1u << src.getWidth()); ++bits)
      patterns.push_back(bits);
  }
  rt::HostTensor input({srcDType, {static_cast<int64_t>(patterns.size())}});
  for (size_t i = 0; i < patterns.size(); ++i)
    rt::storeBits(input.data(), srcDType, i, patterns[i]);

  std::string error;
  if (!rt::writeNpy(directory + "/in0.npy", input, error))
    return fail(error);

  std::vector<Variant> variants = makeVariants(context, src);
  for (size_t v = 0; v < variants.size(); ++v) {
    const Variant &variant = variants[v];
    FloatType dst = parseFormat(context, variant.dst);
    rt::DType dstDType;
    rt::parseDType(variant.dst, dstDType);
    rt::HostTensor expected({dstDType, input.spec().shape});
    RoundingMode rounding =
        variant.rounding.value_or(RoundingMode::nearest_even);
    for (size_t i = 0; i < patterns.size(); ++i) {
      llvm::APFloat value(src.getFloatSemantics(),
                          llvm::APInt(src.getWidth(), patterns[i]));
      llvm::APFloat result = convertFloat(value, dst.getFloatSemantics(),
                                          rounding, variant.saturate);
      rt::storeBits(expected.data(), dstDType, i,
                    result.bitcastToAPInt().getZExtValue());
    }
    if (!rt::writeNpy(directory + "/out" + std::to_string(v) + ".npy", expected,
                      error))
      return fail(error);
  }

  std::error_code ec;
  llvm::raw_fd_ostream program(directory + "/casts.mlir", ec);
  if (ec)
    return fail("cannot write casts.mlir: " + ec.message());
  writeProgram(program, source, patterns.size(), variants);
  llvm::outs() << "mpopt-cast-reference: " << source << ": " << patterns.size()
               << " inputs, " << variants.size() << " casts\n";
  return 0;
}

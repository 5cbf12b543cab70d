//===- Target.cpp - built-in GPU targets and the target file format -------===//

#include "mpopt/Analysis/Target.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>

using namespace mlir;
using namespace mlir::mpopt;

double Target::getPeakMatmulRate(Type multiplyType) const {
  double tflops = 0;
  if (multiplyType.isF32())
    tflops = f32TFlops;
  else if (isa<FloatTF32Type>(multiplyType))
    tflops = tf32TFlops;
  else if (multiplyType.isBF16() || multiplyType.isF16())
    tflops = bf16TFlops;
  else if (auto floatType = dyn_cast<FloatType>(multiplyType);
           floatType && floatType.getWidth() == 8)
    tflops = fp8TFlops;
  return tflops * 1e12;
}

double Target::getMatmulRate(Type multiplyType) const {
  // Without a measurement of its own, cuBLAS's f32 GEMM reaches its
  // CUDA-core peak about as closely as the bf16 one reaches the tensor-core
  // peak (0.75 and 0.68 on the H200).
  auto floatType = dyn_cast<FloatType>(multiplyType);
  bool fp8 = floatType && floatType.getWidth() == 8;
  double efficiency = matmulEfficiency;
  if (fp8)
    efficiency = fp8MatmulEfficiency;
  else if (multiplyType.isF16() && f16MatmulEfficiency > 0)
    efficiency = f16MatmulEfficiency;
  else if (multiplyType.isF32() && f32MatmulEfficiency > 0)
    efficiency = f32MatmulEfficiency;
  return getPeakMatmulRate(multiplyType) * efficiency;
}

double Target::getAttentionRate(Type multiplyType) const {
  if (attentionEfficiency == 0)
    return getMatmulRate(multiplyType);
  return getPeakMatmulRate(multiplyType) * attentionEfficiency;
}

ArrayRef<Target> mpopt::getBuiltinTargets() {
  // Dense datasheet figures; docs/targets.md gives the source of each.
  static const Target targets[] = {
      {"h200", "NVIDIA H200 SXM 141GB", 67, 494.7, 989.5, 1979, 4800, 132, 50,
       1.0, 0.68, 0.55, 0.9, 0.59},
      {"h100", "NVIDIA H100 SXM5 80GB", 67, 494.7, 989.5, 1979, 3350, 132, 50,
       1.0, 0.68, 0.55, 0.9},
      {"a100", "NVIDIA A100 SXM4 80GB", 19.5, 156, 312, 0, 2039, 108, 40, 1.0,
       0.68, 0.55, 0.9},
      {"l40s", "NVIDIA L40S", 91.6, 183, 362.05, 733, 864, 142, 96, 1.0, 0.68,
       0.55, 0.9},
      {"rtx4090", "NVIDIA GeForce RTX 4090", 82.6, 82.6, 165.2, 330.3, 1008,
       128, 72, 1.0, 0.68, 0.55, 0.9},
  };
  return targets;
}

const Target *mpopt::lookupTarget(StringRef name) {
  for (const Target &target : getBuiltinTargets())
    if (name.equals_insensitive(target.name))
      return &target;
  return nullptr;
}

std::string mpopt::joinBuiltinTargetNames() {
  std::string names;
  ArrayRef<Target> builtins = getBuiltinTargets();
  for (auto [index, builtin] : llvm::enumerate(builtins))
    names += (index == 0                     ? ""
              : index + 1 == builtins.size() ? " or "
                                             : ", ") +
             builtin.name;
  return names;
}

llvm::Expected<Target> mpopt::getTarget(StringRef name, StringRef file) {
  if (!file.empty())
    return parseTargetFile(file);
  if (const Target *builtin = lookupTarget(name))
    return *builtin;
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "unknown target '" + name + "'; expected " +
                                     joinBuiltinTargetNames());
}

/// The architecture of each built-in target, as NVVM names its chip. A chip
/// stands for the first target of its architecture: the chip does not tell
/// an H100 from an H200, nor an L40S from an RTX 4090.
static constexpr std::pair<llvm::StringLiteral, llvm::StringLiteral>
    kTargetArchitectures[] = {{"h100", "sm_90"},
                              {"h200", "sm_90"},
                              {"a100", "sm_80"},
                              {"l40s", "sm_89"},
                              {"rtx4090", "sm_89"}};

/// `chip` without the feature suffix of sm_90a or sm_100f.
static StringRef getArchitecture(StringRef chip) {
  return chip.ends_with("a") || chip.ends_with("f") ? chip.drop_back() : chip;
}

static StringRef getArchitectureOf(StringRef targetName) {
  for (auto [name, architecture] : kTargetArchitectures)
    if (targetName.equals_insensitive(name))
      return architecture;
  return "";
}

const Target *mpopt::lookupTargetOfChip(StringRef chip) {
  for (auto [name, architecture] : kTargetArchitectures)
    if (architecture == getArchitecture(chip))
      return lookupTarget(name);
  return nullptr;
}

/// The closest of `op` and its ancestors holding a DLTI attribute: where a
/// DLTI query at `op` found its answer.
static Operation *getDLTIHolder(Operation *op) {
  for (Operation *at = op; at; at = at->getParentOp())
    if (llvm::any_of(at->getAttrs(), [](NamedAttribute attr) {
          return isa<DLTIQueryInterface>(attr.getValue());
        }))
      return at;
  return op;
}

FailureOr<std::optional<Target>> mpopt::getTargetFromIR(Operation *op) {
  std::optional<Target> named;
  Operation *namedBy = nullptr;
  FailureOr<Attribute> entry = dlti::query(op, {kTargetDLTIKey});
  if (failed(entry))
    entry = dlti::query(op, {StringRef("GPU"), StringRef(kTargetDLTIKey)});
  if (succeeded(entry)) {
    namedBy = getDLTIHolder(op);
    auto name = dyn_cast<StringAttr>(*entry);
    const Target *builtin = name ? lookupTarget(name.getValue()) : nullptr;
    if (!builtin)
      return namedBy->emitError()
             << "DLTI entry \"" << kTargetDLTIKey << "\" must name a built-in "
             << "target (" << joinBuiltinTargetNames() << "), got " << *entry;
    named = *builtin;
  }

  // The chips of the gpu.modules, which must agree on an architecture.
  gpu::GPUModuleOp chipModule;
  StringRef chip;
  WalkResult walked = op->walk([&](gpu::GPUModuleOp module) {
    ArrayAttr targets = module.getTargetsAttr();
    if (!targets)
      return WalkResult::advance();
    for (auto nvvm : targets.getAsRange<NVVM::NVVMTargetAttr>()) {
      if (!lookupTargetOfChip(nvvm.getChip())) {
        mlir::emitError(module.getLoc())
            << "no built-in target has chip '" << nvvm.getChip()
            << "' (a100: sm_80, l40s and "
            << "rtx4090: sm_89, h100 and h200: sm_90); name "
            << "the target with the `target` option or a DLTI "
            << "entry \"" << kTargetDLTIKey << "\"";
        return WalkResult::interrupt();
      }
      if (chipModule &&
          getArchitecture(chip) != getArchitecture(nvvm.getChip())) {
        InFlightDiagnostic diag =
            mlir::emitError(module.getLoc())
            << "chip '" << nvvm.getChip() << "' is not the architecture of "
            << "chip '" << chip << "' of another gpu.module; name the target "
            << "with the `target` option or a DLTI entry \"" << kTargetDLTIKey
            << "\"";
        diag.attachNote(chipModule.getLoc()) << "the other gpu.module";
        return WalkResult::interrupt();
      }
      chipModule = module;
      chip = nvvm.getChip();
    }
    return WalkResult::advance();
  });
  if (walked.wasInterrupted())
    return failure();

  if (named && chipModule &&
      getArchitectureOf(named->name) != getArchitecture(chip)) {
    InFlightDiagnostic diag =
        namedBy->emitError()
        << "DLTI entry \"" << kTargetDLTIKey << "\" names '" << named->name
        << "' (" << getArchitectureOf(named->name) << "), but a gpu.module "
        << "targets chip '" << chip << "'";
    diag.attachNote(chipModule.getLoc()) << "the gpu.module";
    return diag;
  }
  if (named)
    return named;
  if (chipModule)
    return std::optional<Target>(*lookupTargetOfChip(chip));
  return std::optional<Target>();
}

std::optional<std::string> TargetNameDomain::check(StringRef name) {
  llvm::Expected<Target> target = getTarget(name, "");
  if (target)
    return std::nullopt;
  return llvm::toString(target.takeError());
}

std::optional<std::string> TargetFileDomain::check(StringRef path) {
  llvm::Expected<Target> target = parseTargetFile(path);
  if (target)
    return std::nullopt;
  return llvm::toString(target.takeError());
}

FailureOr<Target> mpopt::getTargetOrEmitError(Operation *op, StringRef name,
                                              StringRef file,
                                              int64_t dynamicSize) {
  Target target;
  if (name.empty() && file.empty()) {
    FailureOr<std::optional<Target>> fromIR = getTargetFromIR(op);
    if (failed(fromIR))
      return failure();
    target = fromIR->value_or(*lookupTarget("h200"));
  } else {
    llvm::Expected<Target> named = getTarget(name, file);
    if (!named) {
      op->emitError(llvm::toString(named.takeError()));
      return failure();
    }
    target = *named;
  }
  target.dynamicSize = dynamicSize;
  return target;
}

llvm::Expected<Target> mpopt::parseTargetFile(StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(path);
  if (!buffer)
    return llvm::createStringError(
        buffer.getError(), "cannot read target file '%s': %s",
        path.str().c_str(), buffer.getError().message().c_str());
  Target target;
  SmallVector<StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n');
  for (auto [index, rawLine] : llvm::enumerate(lines)) {
    auto fail = [&, index = index](const Twine &message) {
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          (path + ":" + Twine(index + 1) + ": " + message).str());
    };
    StringRef line = rawLine.split('#').first.trim();
    if (line.empty())
      continue;
    auto [key, value] = line.split('=');
    key = key.trim();
    value = value.trim();
    if (!line.contains('=') || value.empty())
      return fail("expected 'key = value'");
    if (key == "name") {
      target.name = value.str();
      continue;
    }
    if (key == "description") {
      target.description = value.str();
      continue;
    }
    double number;
    if (value.getAsDouble(number) || !std::isfinite(number) || number < 0)
      return fail("'" + key + "' needs a non-negative number, got '" + value +
                  "'");
    if (key == "f32")
      target.f32TFlops = number;
    else if (key == "tf32")
      target.tf32TFlops = number;
    else if (key == "bf16")
      target.bf16TFlops = number;
    else if (key == "fp8")
      target.fp8TFlops = number;
    else if (key == "bandwidth")
      target.bandwidthGBs = number;
    else if (key == "sms")
      target.numSMs = static_cast<unsigned>(number);
    else if (key == "l2")
      target.l2MiB = number;
    else if (key == "launch")
      target.launchMicros = number;
    else if (key == "mixed-input-gemm")
      target.mixedInputGemm = number != 0;
    else if (key == "attention-composition-passes")
      target.attentionCompositionPasses = number;
    else if (double *micros =
                 llvm::StringSwitch<double *>(key)
                     .Case("cudnn-attention-micros",
                           &target.cudnnAttentionMicros)
                     .Case("gemm-micros", &target.gemmMicros)
                     .Case("attention-micros", &target.attentionMicros)
                     .Default(nullptr)) {
      if (!(number >= 0))
        return fail("'" + key + "' must be at least 0");
      *micros = number;
    } else if (double *efficiency =
                   llvm::StringSwitch<double *>(key)
                       .Case("matmul-efficiency", &target.matmulEfficiency)
                       .Case("fp8-efficiency", &target.fp8MatmulEfficiency)
                       .Case("f16-efficiency", &target.f16MatmulEfficiency)
                       .Case("f32-matmul-efficiency",
                             &target.f32MatmulEfficiency)
                       .Case("attention-efficiency",
                             &target.attentionEfficiency)
                       .Case("cudnn-attention-efficiency",
                             &target.cudnnAttentionEfficiency)
                       .Case("bandwidth-efficiency",
                             &target.bandwidthEfficiency)
                       .Default(nullptr)) {
      if (!(number > 0 && number <= 1))
        return fail("'" + key + "' must lie in (0, 1]");
      *efficiency = number;
    } else
      return fail("unknown key '" + key + "'");
  }
  auto missing = [&](StringRef what) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   (path + ": missing " + what).str());
  };
  if (target.name.empty())
    return missing("'name'");
  if (target.f32TFlops == 0 || target.bandwidthGBs == 0)
    return missing("'f32' or 'bandwidth' (both must be positive)");
  return target;
}

//===- Compile.cpp - MLIR to a library for the CPU or an NVIDIA GPU ------===//

#include "Manifest.h"

#include "mpopt/Compiler/Compiler.h"
#include "mpopt/Transforms/Utils/Entry.h"

#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/GPU/GPUToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"

using namespace mlir;
using namespace mlir::mpopt;

std::string mpopt::getBufferizationPipeline(StringRef nativeTypes) {
  // Arithmetic on formats the CPU lacks runs in f32 between exact casts
  // (add, mul, div and sqrt round the same through f32 for bf16 and f16),
  // then every cast becomes integer arithmetic, so results do not depend on
  // the CPU's conversion instructions or the C library's; except the
  // round-to-nearest conversions of `nativeTypes`, which a GPU has as
  // instructions.
  return "func.func(convert-elementwise-to-linalg,linalg-generalize-named-ops,"
         "arith-emulate-unsupported-floats{source-types=bf16,f16,f8E4M3FN,"
         "f8E5M2 target-type=f32},"
         "math-extend-to-supported-types{target-type=f32},"
         "mpopt-expand-casts{native-types=" +
         nativeTypes.str() +
         "},canonicalize),"
         "one-shot-bufferize{bufferize-function-boundaries "
         "function-boundary-type-conversion=identity-layout-map "
         "allow-return-allocs-from-loops},"
         // Results are copied into the caller's buffers. (Hoisting the
         // allocations instead crashes when one buffer is returned twice.)
         "buffer-results-to-out-params{modify-public-functions},"
         "buffer-deallocation-pipeline,"
         // Integer powers become calls of a loop of multiplications (LLVM
         // unrolls it for a constant exponent) that rounds the same on
         // every target; NVVM's lowering would pass an i64 exponent to
         // libdevice's powif, which takes an i32. After the deallocation,
         // which rejects the loop's unstructured control flow.
         "convert-math-to-funcs";
}

std::string mpopt::getCUDAKernelFormationPipeline() {
  // cuBLASLt calls first: they take FP8 scales as values of the host code,
  // which mpopt-gpu-host-code then moves into kernels.
  return "mpopt-gpu-attention-calls,mpopt-gpu-library-matmuls,"
         "mpopt-gpu-host-code,mpopt-gpu-transposes,"
         "mpopt-gpu-row-kernels,mpopt-gpu-fuse-neighbours,"
         "mpopt-gpu-native-fp8,mpopt-gpu-ieee-sqrt,mpopt-gpu-i1-conversions,"
         "func.func(convert-linalg-to-parallel-loops,"
         "mpopt-gpu-vectorize-loops),"
         // The vectorized loops' bytes, paired.
         "mpopt-gpu-native-fp8,"
         "func.func(mpopt-gpu-tile-threads,mpopt-gpu-check-host-code)";
}

/// The PTX ISA version that kernels for `chip` declare: 8.0 (CUDA 12.0) up
/// to Hopper, else the first that has the chip (PTX ISA's release notes;
/// the family-specific `f` chips came with 8.8).
static unsigned getPTXVersion(StringRef chip) {
  StringRef digits = chip.drop_front(3).take_while(llvm::isDigit);
  unsigned number = 0;
  if (digits.getAsInteger(10, number) || number <= 90)
    return 80;
  if (chip.ends_with("f"))
    return number == 110 ? 90 : 88;
  switch (number) {
  case 100:
  case 101:
    return 86;
  case 120:
    return 87;
  case 110:
    return 90;
  default:
    return 88;
  }
}

std::string mpopt::getCUDAKernelPipeline(StringRef chip, StringRef format) {
  // Constants the loop conversions' folding hoisted out of the launches go
  // back in: kernels see their loop bounds instead of taking arguments.
  return ("func.func(gpu-map-parallel-loops,convert-parallel-loops-to-gpu,"
          "gpu-launch-sink-index-computations),"
          "gpu-kernel-outlining,mpopt-gpu-occupancy,"
          "mpopt-gpu-host-buffers,func.func(gpu-async-region,"
          "mpopt-gpu-async-host),"
          "gpu-lower-to-nvvm-pipeline{cubin-chip=" +
          chip + " cubin-features=+ptx" + Twine(getPTXVersion(chip)) +
          " cubin-format=" + format + " opt-level=3}")
      .str();
}

std::string mpopt::getCPUCodegenPipeline() {
  return "func.func(mpopt-cpu-loop-order,convert-linalg-to-loops),"
         "convert-scf-to-cf,expand-strided-metadata,lower-affine,"
         "finalize-memref-to-llvm,convert-math-to-llvm,convert-math-to-libm,"
         "convert-to-llvm,reconcile-unrealized-casts";
}

/// The CPU build takes every math function the C library has from it:
/// math-to-llvm would expand expm1 as exp(x) - 1 and log1p as log(1 + x),
/// which lose every digit near 0. Greedily, because math-to-libm's own pass
/// fails on the ops it has no function for (the casts' math.ctlz).
/// The C library has no rsqrt: it is 1 / sqrt first, as math-to-llvm has
/// it and the GPU build computes it.
static LogicalResult callLibraryFunctions(ModuleOp module) {
  MLIRContext *context = module.getContext();
  RewritePatternSet expansions(context);
  math::populateExpansionPatterns(expansions, {"rsqrt"});
  RewritePatternSet calls(context);
  populateMathToLibmConversionPatterns(calls);
  if (failed(applyPatternsGreedily(module, std::move(expansions))))
    return failure();
  return applyPatternsGreedily(module, std::move(calls));
}

/// Strided memref.copy lowers to a call into MLIR's runner library, which a
/// self-contained library cannot use: copy with a loop nest instead.
static void lowerStridedCopies(ModuleOp module) {
  module.walk([](memref::CopyOp copy) {
    auto source = cast<MemRefType>(copy.getSource().getType());
    auto target = cast<MemRefType>(copy.getTarget().getType());
    if (source.getLayout().isIdentity() && target.getLayout().isIdentity())
      return;
    OpBuilder builder(copy);
    linalg::CopyOp::create(builder, copy.getLoc(), copy.getSource(),
                           copy.getTarget());
    copy.erase();
  });
}

LogicalResult mpopt::runPipeline(ModuleOp module, StringRef text) {
  std::string pipeline = text.starts_with("builtin.module(")
                             ? text.str()
                             : ("builtin.module(" + text + ")").str();
  std::string error;
  llvm::raw_string_ostream errorStream(error);
  // The reason an option's value is refused goes into the diagnostic too,
  // not only to standard error.
  CaptureOptionErrors capture(errorStream);
  FailureOr<OpPassManager> parsed = parsePassPipeline(pipeline, errorStream);
  if (failed(parsed))
    return emitError(module.getLoc())
           << "invalid pipeline '" << text << "': " << error;
  PassManager pm(module.getContext());
  static_cast<OpPassManager &>(pm) = *parsed;
  if (failed(applyPassManagerCLOptions(pm)))
    return failure();
  return pm.run(module);
}

// The library embeds each constant as static data, which the default code
// model addresses within 2 GiB; a larger one (a huge splat, say) would also
// be expanded in memory element by element when translated to LLVM IR.
static LogicalResult checkConstantSizes(ModuleOp module) {
  constexpr uint64_t limit = uint64_t(1) << 31;
  WalkResult result = module.walk([&](memref::GlobalOp global) {
    MemRefType type = global.getType();
    if (!global.getInitialValue() || !type.hasStaticShape())
      return WalkResult::advance();
    unsigned bits = type.getElementTypeBitWidth();
    std::optional<uint64_t> bytes = llvm::checkedMulUnsigned(
        uint64_t(type.getNumElements()), uint64_t((bits + 7) / 8));
    if (bytes && *bytes <= limit)
      return WalkResult::advance();
    global.emitError() << "constant " << type << " takes "
                       << (bytes ? std::to_string(*bytes) : "more than 2^64")
                       << " bytes, more than the 2 GiB a library can embed; "
                          "pass it as an argument instead";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

// A dense_resource constant whose blob is elided or missing has no values
// to embed (MLIR's lowering asserts on a rank-0 one).
static LogicalResult checkConstantBlobs(ModuleOp module) {
  bool missing = false;
  module.walk([&](memref::GlobalOp global) {
    auto resource = dyn_cast_or_null<DenseResourceElementsAttr>(
        global.getInitialValueAttr());
    if (!resource || resource.getRawHandle().getBlob())
      return;
    global.emitError() << "constant " << global.getType()
                       << " is a dense_resource without data (elided or "
                          "missing blob); mpopt-compile needs its values";
    missing = true;
  });
  return failure(missing);
}

/// Adds `void SYMBOL(void **args)`, which calls `function`'s C interface
/// with args[0..n), so mpopt-run calls any entry the same way, and the
/// exported string `signatureSymbol` that says what args must be.
static void addExport(llvm::Module &module, StringRef function,
                      StringRef symbol, StringRef signatureSymbol,
                      StringRef signature) {
  llvm::Function *cInterface =
      module.getFunction(("_mlir_ciface_" + function).str());
  llvm::LLVMContext &context = module.getContext();
  llvm::Type *ptrType = llvm::PointerType::getUnqual(context);
  auto *wrapperType =
      llvm::FunctionType::get(llvm::Type::getVoidTy(context), {ptrType}, false);
  auto *wrapper = llvm::Function::Create(
      wrapperType, llvm::Function::ExternalLinkage, symbol, module);
  llvm::IRBuilder<> builder(
      llvm::BasicBlock::Create(context, "entry", wrapper));
  SmallVector<llvm::Value *> args;
  for (unsigned i = 0, e = cInterface->arg_size(); i < e; ++i) {
    llvm::Value *slot =
        builder.CreateConstGEP1_64(ptrType, wrapper->getArg(0), i);
    args.push_back(builder.CreateLoad(ptrType, slot));
  }
  builder.CreateCall(cInterface, args);
  builder.CreateRetVoid();
  llvm::Constant *text = llvm::ConstantDataArray::getString(context, signature);
  new llvm::GlobalVariable(module, text->getType(), /*isConstant=*/true,
                           llvm::GlobalValue::ExternalLinkage, text,
                           signatureSymbol);
}

/// Only the exports are exported. Everything else becomes internal, so a
/// program function named like a C library one (`random`, `exp`) cannot be
/// preempted by it when the library is loaded.
static void internalizeAllBut(llvm::Module &module,
                              ArrayRef<StringRef> exports) {
  for (llvm::Function &function : module.functions())
    if (!function.isDeclaration() &&
        !llvm::is_contained(exports, function.getName()))
      function.setLinkage(llvm::GlobalValue::InternalLinkage);
  // llvm.global_ctors (which loads GPU kernels) keeps its linkage.
  for (llvm::GlobalVariable &global : module.globals())
    if (!global.isDeclaration() && !global.getName().starts_with("llvm.") &&
        !llvm::is_contained(exports, global.getName()))
      global.setLinkage(llvm::GlobalValue::InternalLinkage);
}

/// The function mpopt-hoist-parameters made to prepare `entry`'s
/// parameters, null if none; fails with an error if `entry` names one
/// that is not there.
static FailureOr<func::FuncOp> findPrepare(ModuleOp module,
                                           func::FuncOp entry) {
  auto name = entry->getAttrOfType<FlatSymbolRefAttr>(kPreparedByAttrName);
  if (!name)
    return func::FuncOp();
  auto prepare = module.lookupSymbol<func::FuncOp>(name);
  if (!prepare || prepare.isExternal() || prepare.isPrivate())
    return mlir::emitError(entry.getLoc())
           << kPreparedByAttrName << " names @" << name.getValue()
           << ", which is not a public function here";
  return prepare;
}

static std::unique_ptr<llvm::TargetMachine>
createTargetMachine(Location loc, StringRef cpu, unsigned optLevel) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  llvm::Triple triple(llvm::sys::getProcessTriple());
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target) {
    emitError(loc) << "no LLVM target for " << triple.str() << ": " << error;
    return nullptr;
  }
  std::string cpuName = cpu.str();
  std::string features;
  if (cpu == "native") {
    cpuName = llvm::sys::getHostCPUName().str();
    llvm::SubtargetFeatures featureList;
    for (const auto &[feature, enabled] : llvm::sys::getHostCPUFeatures())
      featureList.AddFeature(feature, enabled);
    features = featureList.getString();
  }
  auto level = optLevel == 0   ? llvm::CodeGenOptLevel::None
               : optLevel == 1 ? llvm::CodeGenOptLevel::Less
               : optLevel == 2 ? llvm::CodeGenOptLevel::Default
                               : llvm::CodeGenOptLevel::Aggressive;
  std::unique_ptr<llvm::TargetMachine> machine(target->createTargetMachine(
      triple, cpuName, features, llvm::TargetOptions(), llvm::Reloc::PIC_,
      std::nullopt, level));
  if (!machine)
    emitError(loc) << "cannot create an LLVM target machine for CPU "
                   << cpuName;
  return machine;
}

/// At -O0 x86's instruction selection keeps bf16 and f16 constants (a
/// causal mask's 0 and -inf in a select) as f32 rounded by a call of
/// __truncsfbf2, which GCC 12's libgcc lacks: the library would not load.
/// InstCombine makes them the integer selects and copies they are (and
/// drops the bitcasts moveHalfFloatsAsIntegers leaves at every level).
static void combineInstructions(llvm::Module &module,
                                llvm::TargetMachine *machine) {
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager callGraph;
  llvm::ModuleAnalysisManager modules;
  llvm::PassBuilder builder(machine);
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(callGraph);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, callGraph, modules);
  llvm::ModulePassManager passes;
  passes.addPass(
      llvm::createModuleToFunctionPassAdaptor(llvm::InstCombinePass()));
  passes.run(module, modules);
}

/// The integer type of the same bits as a bf16 or f16 scalar or vector;
/// null for other types.
static llvm::Type *getHalfFloatBits(llvm::Type *type) {
  llvm::Type *element = type->getScalarType();
  if (!element->isBFloatTy() && !element->isHalfTy())
    return nullptr;
  llvm::Type *bits = llvm::Type::getInt16Ty(type->getContext());
  if (auto *vector = dyn_cast<llvm::VectorType>(type))
    return llvm::VectorType::get(bits, vector->getElementCount());
  return bits;
}

/// x86 moves a bf16 loaded and stored again (a copy, a broadcast: every
/// conversion is integer arithmetic by now) as an f32 rounded back by a
/// call of __truncsfbf2, which GCC 12's libgcc lacks, so the library would
/// not load. bf16 and f16 loads and stores become i16 ones; InstCombine
/// (combineInstructions) then drops the bitcasts between them.
static void moveHalfFloatsAsIntegers(llvm::Module &module) {
  for (llvm::Function &function : module)
    for (llvm::Instruction &instruction :
         llvm::make_early_inc_range(llvm::instructions(function))) {
      if (auto *load = dyn_cast<llvm::LoadInst>(&instruction)) {
        llvm::Type *bits = getHalfFloatBits(load->getType());
        if (!bits)
          continue;
        llvm::IRBuilder<> builder(load);
        llvm::LoadInst *integer = builder.CreateAlignedLoad(
            bits, load->getPointerOperand(), load->getAlign(),
            load->isVolatile());
        load->replaceAllUsesWith(
            builder.CreateBitCast(integer, load->getType()));
        load->eraseFromParent();
      } else if (auto *store = dyn_cast<llvm::StoreInst>(&instruction)) {
        llvm::Value *value = store->getValueOperand();
        llvm::Type *bits = getHalfFloatBits(value->getType());
        if (!bits)
          continue;
        llvm::IRBuilder<> builder(store);
        builder.CreateAlignedStore(builder.CreateBitCast(value, bits),
                                   store->getPointerOperand(),
                                   store->getAlign(), store->isVolatile());
        store->eraseFromParent();
      }
    }
}

static LogicalResult emitObject(Location loc, llvm::Module &module,
                                llvm::TargetMachine &machine, StringRef path) {
  std::error_code ec;
  llvm::raw_fd_ostream out(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return emitError(loc) << "cannot write " << path << ": " << ec.message();
  llvm::legacy::PassManager passes;
  if (machine.addPassesToEmitFile(passes, out, nullptr,
                                  llvm::CodeGenFileType::ObjectFile))
    return emitError(loc) << "the LLVM target cannot emit object files";
  passes.run(module);
  return success();
}

static LogicalResult linkSharedLibrary(Location loc, StringRef linker,
                                       StringRef object, StringRef output) {
  llvm::ErrorOr<std::string> program = llvm::sys::findProgramByName(linker);
  if (!program)
    return emitError(loc) << "cannot find the linker '" << linker << "'";
  SmallVector<StringRef> args = {*program, "-shared", "-o",
                                 output,   object,    "-lm"};
  std::string error;
  int status =
      llvm::sys::ExecuteAndWait(*program, args, std::nullopt, {}, 0, 0, &error);
  if (status != 0)
    return emitError(loc) << "linking " << output << " with " << *program
                          << " failed" << (error.empty() ? "" : ": ") << error;
  return success();
}

static LogicalResult writeText(Location loc, StringRef path,
                               function_ref<void(raw_ostream &)> write) {
  std::error_code ec;
  llvm::raw_fd_ostream out(path, ec, llvm::sys::fs::OF_Text);
  if (ec)
    return emitError(loc) << "cannot write " << path << ": " << ec.message();
  write(out);
  return success();
}

/// Writes the PTX of `module`'s kernels to `path`: a copy of the module
/// goes through the kernel pipeline asking for assembly instead of cubins.
static LogicalResult writePTX(ModuleOp module, StringRef chip, StringRef path) {
  OwningOpRef<ModuleOp> copy(module.clone());
  if (failed(runPipeline(*copy, getCUDAKernelPipeline(chip, "isa"))))
    return failure();
  return writeText(module.getLoc(), path, [&](raw_ostream &os) {
    copy->walk([&](gpu::BinaryOp binary) {
      for (Attribute object : binary.getObjects())
        os << "// kernels of " << binary.getSymName() << "\n"
           << cast<gpu::ObjectAttr>(object).getObject().getValue() << "\n";
    });
  });
}

/// The oldest chip CUDA 13's ptxas builds for.
static constexpr unsigned kOldestChip = 75;

/// Fails with one diagnostic naming the chips there are when LLVM's NVPTX
/// backend or CUDA 13 cannot build for `chip`.
static LogicalResult checkChip(Location loc, StringRef chip) {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  std::string error;
  llvm::Triple triple("nvptx64-nvidia-cuda");
  const llvm::Target *nvptx = llvm::TargetRegistry::lookupTarget(triple, error);
  if (!nvptx)
    return emitError(loc) << "LLVM has no NVPTX backend: " << error;
  std::unique_ptr<llvm::MCSubtargetInfo> info(
      nvptx->createMCSubtargetInfo(triple, "", ""));
  SmallVector<StringRef> chips;
  for (const llvm::SubtargetSubTypeKV &kind :
       info->getAllProcessorDescriptions()) {
    StringRef name = kind.Key;
    unsigned number = 0;
    if (name.consume_front("sm_") &&
        !name.take_while(llvm::isDigit).getAsInteger(10, number) &&
        number >= kOldestChip)
      chips.push_back(kind.Key);
  }
  if (llvm::is_contained(chips, chip))
    return success();
  // sm_90 before sm_90a before sm_100.
  llvm::sort(chips, [](StringRef a, StringRef b) {
    return std::make_pair(a.drop_back(!llvm::isDigit(a.back())).size(), a) <
           std::make_pair(b.drop_back(!llvm::isDigit(b.back())).size(), b);
  });
  return emitError(loc) << "unknown chip '" << chip
                        << "' for --target=cuda; expected one of "
                        << llvm::join(chips, ", ");
}

/// The built-in target the cost model and the manifest use for a CUDA
/// build: `device` when given, else the one `chip` stands for; null for a
/// chip no built-in target has.
static FailureOr<const Target *> getDevice(Location loc,
                                           const CompileOptions &options) {
  if (options.device.empty())
    return lookupTargetOfChip(options.chip);
  const Target *device = lookupTarget(options.device);
  if (!device)
    return emitError(loc) << "unknown device '" << options.device
                          << "'; expected one of mpopt's built-in targets ("
                          << joinBuiltinTargetNames() << ")";
  return device;
}

/// Names `device` in the module as the DLTI entry mpopt's passes read
/// their target from, unless the IR names one already; a module naming
/// another target than --device is an error.
static LogicalResult nameDevice(ModuleOp module, const Target *device,
                                bool explicitDevice) {
  FailureOr<std::optional<Target>> named = getTargetFromIR(module);
  if (failed(named))
    return failure();
  if (*named) {
    if (explicitDevice && (*named)->name != device->name)
      return module.emitError() << "the module names target '" << (*named)->name
                                << "', --device '" << device->name << "'";
    return success();
  }
  if (module->hasAttr(DLTIDialect::kMapAttrName))
    return success();
  MLIRContext *context = module.getContext();
  context->getOrLoadDialect<DLTIDialect>();
  module->setAttr(
      DLTIDialect::kMapAttrName,
      MapAttr::get(context, {DataLayoutEntryAttr::get(
                                StringAttr::get(context, kTargetDLTIKey),
                                StringAttr::get(context, device->name))}));
  return success();
}

/// Marks the entry's parameters before the pipeline runs, so that the
/// precision assigner prices their conversions as mpopt_prepare runs them
/// (once) rather than as kernels of every call.
static LogicalResult markParameters(ModuleOp module,
                                    const CompileOptions &options) {
  if (options.parameters.empty())
    return success();
  FailureOr<func::FuncOp> entry =
      findEntryFunction(module, options.entry, "", "--entry");
  if (failed(entry))
    return failure();
  SmallVector<StringRef> pieces;
  StringRef(options.parameters).split(pieces, ',');
  SmallVector<ArgumentRange> ranges;
  for (StringRef piece : pieces) {
    if (std::optional<std::string> problem = ArgumentRangeDomain::check(piece))
      return emitError(module.getLoc()) << "--parameters: " << *problem;
    ranges.push_back(piece.str());
  }
  FailureOr<llvm::BitVector> isParameter = getParameters(*entry, ranges, "--");
  if (failed(isParameter))
    return failure();
  for (unsigned i : isParameter->set_bits())
    entry->setArgAttr(i, kParameterAttrName,
                      UnitAttr::get(module.getContext()));
  return success();
}

LogicalResult mpopt::compileModule(ModuleOp module,
                                   const CompileOptions &options) {
  Location loc = module.getLoc();
  bool cuda = options.target == "cuda";
  if (!cuda && options.target != "cpu")
    return emitError(loc) << "unknown target '" << options.target
                          << "'; expected cpu or cuda";
  // The chip decides the target the pipeline's cost model assumes.
  const Target *device = nullptr;
  if (cuda) {
    FailureOr<const Target *> found = getDevice(loc, options);
    if (failed(checkChip(loc, options.chip)) || failed(found))
      return failure();
    device = *found;
    if (device && failed(nameDevice(module, device, !options.device.empty())))
      return failure();
  }
  if (failed(markParameters(module, options)))
    return failure();
  if (!options.pipeline.empty() &&
      failed(runPipeline(module, options.pipeline)))
    return failure();
  // Before the hoisting: the filters' transposes, the merged GEMMs'
  // concatenated weights, the padded ones and FP8 weights' [N, K] copies
  // are weight expressions.
  if (cuda && failed(runPipeline(
                  module, "func.func(mpopt-gpu-channels-last,"
                          "mpopt-gpu-merge-matmuls,mpopt-gpu-fp8-layouts),"
                          "mpopt-gpu-pad-result-rows")))
    return failure();
  if (!options.parameters.empty() &&
      failed(
          runPipeline(module, "mpopt-hoist-parameters{entry=" + options.entry +
                                  " parameters=" + options.parameters + "}")))
    return failure();
  FailureOr<func::FuncOp> entry =
      findEntryFunction(module, options.entry, "", "--entry");
  if (failed(entry))
    return failure();
  std::string function = entry->getSymName().str();
  FailureOr<func::FuncOp> prepare = findPrepare(module, *entry);
  if (failed(prepare))
    return failure();
  // Lowering replaces both functions: keep their names.
  std::string prepareFunction =
      *prepare ? prepare->getSymName().str() : std::string();
  FailureOr<llvm::json::Object> manifest =
      buildManifest(*entry, *prepare, options.target,
                    llvm::sys::path::filename(options.outputPath));
  if (failed(manifest))
    return failure();
  if (cuda && options.gpuConvolutions != "cudnn" &&
      options.gpuConvolutions != "im2col")
    return emitError(loc) << "unknown GPU convolutions '"
                          << options.gpuConvolutions
                          << "'; expected cudnn or im2col";
  if (cuda) {
    manifest->try_emplace("chip", options.chip);
    if (device)
      manifest->try_emplace("roofline", describeRoofline(*entry, *device));
  }

  // Argument and result attributes of mpopt's passes (mpopt.range,
  // mpopt.row_elements) mean nothing to the code generators.
  for (auto function : module.getOps<func::FuncOp>()) {
    auto interface = cast<FunctionOpInterface>(*function);
    for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i)
      for (NamedAttribute attr : llvm::to_vector(interface.getArgAttrs(i)))
        if (attr.getName().strref().starts_with("mpopt."))
          function.removeArgAttr(i, attr.getName());
    for (unsigned i = 0, e = function.getNumResults(); i < e; ++i)
      for (NamedAttribute attr : llvm::to_vector(interface.getResultAttrs(i)))
        if (attr.getName().strref().starts_with("mpopt."))
          function.removeResultAttr(i, attr.getName());
  }

  // The caller owns the inputs: the entry must not write into them, so a
  // library can be called again (timing, comparisons) on the same inputs.
  // The prepared tensors are read by every later call.
  MLIRContext *context = module.getContext();
  for (func::FuncOp exported : {*entry, *prepare}) {
    if (!exported)
      continue;
    for (unsigned i = 0, e = exported.getNumArguments(); i < e; ++i)
      exported.setArgAttr(i, "bufferization.writable",
                          BoolAttr::get(context, false));
    exported->setAttr("llvm.emit_c_interface", UnitAttr::get(context));
  }

  DialectRegistry registry;
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  if (cuda) {
    registerGPUDialectTranslation(registry);
    registerNVVMDialectTranslation(registry);
    gpu::registerOffloadingLLVMTranslationInterfaceExternalModels(registry);
    NVVM::registerNVVMTargetInterfaceExternalModels(registry);
  }
  context->appendDialectRegistry(registry);

  // The GPU converts bf16 and f16 to and from f32 with cvt instructions;
  // from sm_89 on, f32 to f8E4M3FN with saturation too.
  StringRef arch = options.chip;
  unsigned number = 0;
  bool fp8Native = arch.consume_front("sm_") &&
                   !arch.take_while(llvm::isDigit).getAsInteger(10, number) &&
                   number >= 89;
  std::string nativeTypes = !cuda       ? ""
                            : fp8Native ? "bf16,f16,f8E4M3FN"
                                        : "bf16,f16";
  std::string im2col = options.gpuConvolutions == "cudnn"
                           ? "mpopt-gpu-im2col{cudnn=true}"
                           : "mpopt-gpu-im2col";
  if (cuda && failed(runPipeline(module, "mpopt-gpu-library-attention,"
                                         "func.func(" +
                                             im2col +
                                             ",convert-elementwise-to-linalg,"
                                             "mpopt-gpu-fuse-elementwise,"
                                             "mpopt-gpu-flatten-reductions)")))
    return failure();
  if (failed(runPipeline(module, getBufferizationPipeline(nativeTypes))) ||
      failed(checkConstantSizes(module)) ||
      failed(checkConstantBlobs(module)))
    return failure();
  computeResultsInPlace(module);
  lowerStridedCopies(module);
  if (cuda) {
    if (failed(runPipeline(module, getCUDAKernelFormationPipeline())))
      return failure();
    if (!options.ptxPath.empty() &&
        failed(writePTX(module, options.chip, options.ptxPath)))
      return failure();
    if (options.gpuBinary != "cubin" && options.gpuBinary != "ptx")
      return emitError(loc) << "unknown GPU binary format '"
                            << options.gpuBinary << "'; expected cubin or ptx";
    if (failed(runPipeline(
            module,
            getCUDAKernelPipeline(options.chip,
                                  options.gpuBinary == "ptx" ? "isa" : "bin"))))
      return failure();
  } else if (failed(callLibraryFunctions(module)) ||
             failed(runPipeline(module, getCPUCodegenPipeline()))) {
    return failure();
  }

  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, llvmContext, function);
  if (!llvmModule)
    return emitError(loc) << "cannot translate the lowered module to LLVM IR";
  addExport(*llvmModule, function, kEntrySymbol, kSignatureSymbol,
            describeSignature(*manifest));
  if (!prepareFunction.empty())
    addExport(*llvmModule, prepareFunction, kPrepareSymbol,
              kPrepareSignatureSymbol, describePrepareSignature(*manifest));
  internalizeAllBut(*llvmModule, {kEntrySymbol, kSignatureSymbol,
                                  kPrepareSymbol, kPrepareSignatureSymbol});

  std::unique_ptr<llvm::TargetMachine> machine =
      createTargetMachine(loc, options.cpu, options.optLevel);
  if (!machine)
    return failure();
  llvmModule->setDataLayout(machine->createDataLayout());
  llvmModule->setTargetTriple(machine->getTargetTriple());
  if (llvm::Error error = makeOptimizingTransformer(
          options.optLevel, 0, machine.get())(llvmModule.get()))
    return emitError(loc) << "LLVM optimization failed: "
                          << llvm::toString(std::move(error));
  moveHalfFloatsAsIntegers(*llvmModule);
  combineInstructions(*llvmModule, machine.get());
  if (!options.llvmIRPath.empty() &&
      failed(writeText(loc, options.llvmIRPath, [&](raw_ostream &os) {
        llvmModule->print(os, nullptr);
      })))
    return failure();

  SmallString<128> object;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("mpopt", "o", object))
    return emitError(loc) << "cannot create a temporary file: " << ec.message();
  llvm::FileRemover removeObject(object);
  if (failed(emitObject(loc, *llvmModule, *machine, object)) ||
      failed(
          linkSharedLibrary(loc, options.linker, object, options.outputPath)))
    return failure();

  SmallString<128> manifestPath(options.outputPath);
  llvm::sys::path::replace_extension(manifestPath, "json");
  return writeText(loc, manifestPath, [&](raw_ostream &os) {
    os << llvm::formatv("{0:2}", llvm::json::Value(std::move(*manifest)))
       << "\n";
  });
}

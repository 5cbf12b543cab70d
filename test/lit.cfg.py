# -*- Python -*-
# lit configuration for mpopt's regression tests.

import os

import lit.formats
from lit.llvm import llvm_config

config.name = "MPOPT"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["CMakeLists.txt", "README.md", "lit.cfg.py", "lit.site.cfg.py",
                   "lit-support", "tools"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.mpopt_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%mpopt_src_root", config.mpopt_src_root))
config.substitutions.append(("%mpopt_obj_root", config.mpopt_obj_root))
config.substitutions.append(("%mpopt_bin", config.mpopt_tools_dir))
# Corpus tests read ../shared/corpus next to the checkout and skip without it.
corpus = os.path.join(os.path.dirname(config.mpopt_src_root), "shared", "corpus")
config.substitutions.append(("%corpus", corpus))
if os.path.isdir(corpus):
    config.available_features.add("corpus")

# The plugin, the C API with the Python module, and the installed package's
# example are built and tested where mpopt links the shared libMLIR.so
# (MPOPT_LINK_MLIR_DYLIB, the default).
if config.mpopt_mlir_dylib:
    config.available_features.add("mlir-dylib")

# GPU tests (test/GPU, REQUIRES: cuda) run where a GPU answers nvidia-smi;
# make check runs on machines without one and skips them.
import shutil
import subprocess
if shutil.which("nvidia-smi") and subprocess.run(
        ["nvidia-smi", "-L"], capture_output=True).returncode == 0:
    config.available_features.add("cuda")

# The PyTorch integration's tests (REQUIRES: torch) run with the pinned
# torch and torch-mlir that scripts/install-torch.sh installs into
# build/torch-venv (make check does).
torch_python = os.path.join(config.mpopt_obj_root, "torch-venv", "bin", "python")
if os.path.exists(torch_python) and subprocess.run(
        [torch_python, "-c", "import torch, torch_mlir"],
        capture_output=True).returncode == 0:
    config.available_features.add("torch")
config.substitutions.append(("%torch_python", torch_python))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()
# CPU libraries are built at -O0 (mpopt-compile reads MPOPT_COMPILE_OPTIONS
# before its command line): LLVM's optimization and instruction selection
# took most of the suite's time, and the results are the same bits at every
# level (no fast-math). Tests of the LLVM IR mpopt-compile emits, and those
# whose programs run for seconds, pass -O2 themselves. (At -O0 the models'
# causal masks, bf16 selects of 0 and -inf, needed libgcc's __truncsfbf2
# until mpopt-compile ran InstCombine there: test/Models holds that.)
config.environment["MPOPT_COMPILE_OPTIONS"] = "-O0"
# Captured SSA names must be re-bound in each CHECK-LABEL block (StableHLO).
config.environment["FILECHECK_OPTS"] = "-enable-var-scope"

tool_dirs = [config.mpopt_tools_dir, config.llvm_tools_dir]
import sys
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(
    ("%mpopt_plugin", os.path.join(config.mpopt_obj_root, "lib", "MPOptPlugin.so"))
)

# A sanitizer build (make check-sanitize) is not for installing: its
# libraries need the sanitizers in their users' links too (feature
# `sanitize`). A program that is not instrumented (python3, Debian's
# mlir-opt) loads an ASan-built library (libMPOptCAPI.so, MPOptPlugin.so)
# only with ASan's runtime first in the process (`%preload_asan`), and its
# own leaks at exit are not mpopt's.
cache = {}
cache_path = os.path.join(config.mpopt_obj_root, "CMakeCache.txt")
if os.path.exists(cache_path):
    for line in open(cache_path):
        key, sep, value = line.strip().partition("=")
        if sep:
            cache[key.split(":")[0]] = value
preload_asan = "env"
if cache.get("MPOPT_SANITIZE"):
    config.available_features.add("sanitize")
    if "address" in cache["MPOPT_SANITIZE"]:
        libasan = subprocess.run(
            [cache.get("CMAKE_CXX_COMPILER", "c++"), "-print-file-name=libasan.so"],
            capture_output=True, text=True).stdout.strip()
        preload_asan = "env LD_PRELOAD=%s ASAN_OPTIONS=detect_leaks=0:abort_on_error=1" % libasan
config.substitutions.append(("%preload_asan", preload_asan))
config.substitutions.append(("%capi_python", "%s %s" % (preload_asan, sys.executable)))

tools = ["mpopt-cast-reference", "mpopt-compile", "mpopt-opt", "mpopt-run", "mlir-opt", "split-file", "not"]
llvm_config.add_tool_substitutions(tools, tool_dirs)

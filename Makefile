# The two commands: `make demo` and `make check`. Each installs what is
# missing, configures, builds, then runs.

BUILD_DIR ?= build
LLVM_DIR ?= /usr/lib/llvm-22
JOBS ?= $(shell nproc)

CMAKE_FLAGS = -G Ninja \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=gcc -DCMAKE_CXX_COMPILER=g++ \
  -DMLIR_DIR=$(LLVM_DIR)/lib/cmake/mlir \
  -DLLVM_EXTERNAL_LIT=$(LLVM_DIR)/bin/lit

.PHONY: all deps configure build check demo clean

all: build

deps:
	bash scripts/install-deps.sh

$(BUILD_DIR)/build.ninja: | deps
	cmake -S . -B $(BUILD_DIR) $(CMAKE_FLAGS)

configure: $(BUILD_DIR)/build.ninja

build: configure
	ninja -C $(BUILD_DIR) -j $(JOBS)

# The lit suite (test/), every test that needs no GPU: FileCheck tests of
# the passes and tools, CPU builds compared bit for bit, the models, the
# Python module, the installed package, torch.compile's backend, the docs'
# quoted outputs (scripts/check_docs.py), the seeds and crash inputs
# replayed through mpopt-fuzz, 200 structured mutants.
# TORCH=1 (the default) first installs the pinned torch and torch-mlir the
# PyTorch integration's tests use into $(BUILD_DIR)/torch-venv
# (scripts/install-torch.sh: about 2 minutes and 5.7 GB, once); TORCH=0
# leaves those tests unsupported.
TORCH ?= 1

check: build
ifeq ($(TORCH),1)
	bash scripts/install-torch.sh $(BUILD_DIR)/torch-venv
endif
	ninja -C $(BUILD_DIR) check-mpopt

demo: build
	bash scripts/demo.sh $(BUILD_DIR)

clean:
	rm -rf $(BUILD_DIR)

# --- Sanitizers and fuzzing (docs/testing.md) ------------------------------

# make check-sanitize: the compiler, the runtime and the test tools built
# with gcc's ASan+UBSan in their own folder, then the whole lit suite.
SANITIZE_DIR ?= build-sanitize
SANITIZE ?= address,undefined
# Reports end in SIGABRT (abort_on_error), so that `not TOOL` cannot pass
# on one; LLVM's global state in the uninstrumented libMLIR.so is still
# reachable at exit, LeakSanitizer suppressions are in test/fuzz/lsan.supp.
SANITIZE_ENV = \
  ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1 \
  UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1 \
  LSAN_OPTIONS=suppressions=$(CURDIR)/test/fuzz/lsan.supp:print_suppressions=0 \
  ASAN_SYMBOLIZER_PATH=$(LLVM_DIR)/bin/llvm-symbolizer

.PHONY: check-sanitize deps-fuzz fuzz-build fuzz check-fuzz mutate

$(SANITIZE_DIR)/build.ninja: | deps
	cmake -S . -B $(SANITIZE_DIR) $(CMAKE_FLAGS) -DMPOPT_SANITIZE=$(SANITIZE)

check-sanitize: $(SANITIZE_DIR)/build.ninja
	ninja -C $(SANITIZE_DIR) -j $(JOBS)
	$(SANITIZE_ENV) ninja -C $(SANITIZE_DIR) check-mpopt

# make fuzz: the libFuzzer target (tools/mpopt-fuzz) built with clang-22,
# ASan and UBSan in build-fuzz, run for FUZZ_SECONDS on the seed corpus
# (tests, examples; FUZZ_MODELS=1 adds test/Models) and the corpus it grows
# in FUZZ_CORPUS. Crash inputs land in $(FUZZ_DIR)/crashes/;
# tools/mpopt-fuzz/triage.py groups them. Long runs: FUZZ_ARGS="-fork=1
# -ignore_crashes=1" goes on past a crash (docs/testing.md).
FUZZ_DIR ?= build-fuzz
FUZZ_SECONDS ?= 60
FUZZ_TIMEOUT ?= 60
FUZZ_MODELS ?= 0
FUZZ_CORPUS ?= $(FUZZ_DIR)/corpus
FUZZ_ARGS ?=
FUZZ_CMAKE_FLAGS = -G Ninja \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
  -DMLIR_DIR=$(LLVM_DIR)/lib/cmake/mlir \
  -DLLVM_EXTERNAL_LIT=$(LLVM_DIR)/bin/lit \
  -DMPOPT_FUZZ=ON -DMPOPT_SANITIZE=address,undefined
FUZZ_ENV = \
  ASAN_OPTIONS=abort_on_error=1:detect_leaks=1 \
  UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1 \
  LSAN_OPTIONS=suppressions=$(CURDIR)/test/fuzz/lsan.supp:print_suppressions=0 \
  ASAN_SYMBOLIZER_PATH=$(LLVM_DIR)/bin/llvm-symbolizer

deps-fuzz:
	bash scripts/install-deps.sh --fuzz

$(FUZZ_DIR)/build.ninja: | deps deps-fuzz
	cmake -S . -B $(FUZZ_DIR) $(FUZZ_CMAKE_FLAGS)

fuzz-build: $(FUZZ_DIR)/build.ninja
	ninja -C $(FUZZ_DIR) -j $(JOBS) mpopt-fuzz

fuzz: fuzz-build
	python3 tools/mpopt-fuzz/make-seeds.py --out $(FUZZ_DIR)/seeds \
	  $(if $(filter 1,$(FUZZ_MODELS)),--models)
	mkdir -p $(FUZZ_CORPUS) $(FUZZ_DIR)/crashes
	$(FUZZ_ENV) $(FUZZ_DIR)/bin/mpopt-fuzz $(FUZZ_CORPUS) \
	  $(FUZZ_DIR)/seeds -max_total_time=$(FUZZ_SECONDS) \
	  -timeout=$(FUZZ_TIMEOUT) -rss_limit_mb=8192 \
	  $(if $(filter 1,$(FUZZ_MODELS)),-max_len=2000000) \
	  -artifact_prefix=$(FUZZ_DIR)/crashes/ -print_final_stats=1 \
	  $(FUZZ_ARGS)

# make check-fuzz: the fuzzer for FUZZ_SECONDS (a minute) from the seeds
# alone and with a fixed seed, so that two runs try the same inputs;
# FUZZ_SECONDS=0 skips it. CI's scheduled run (.ci/run scheduled) runs it
# after make check; make check itself replays the seeds and the crash
# inputs with the gcc build's mpopt-fuzz (test/fuzz/seeds.test), which
# needs no clang and no second build (docs/testing.md).
check-fuzz:
ifeq ($(FUZZ_SECONDS),0)
	@echo "check-fuzz: skipped (FUZZ_SECONDS=0)"
else
	rm -rf $(FUZZ_DIR)/check-corpus
	$(MAKE) fuzz FUZZ_CORPUS=$(FUZZ_DIR)/check-corpus FUZZ_ARGS=-seed=1
endif

# make mutate: scripts/mutate.py on MUTANTS structured mutants of the
# tests and examples through mpopt-opt, mpopt-compile and mpopt-run.
MUTANTS ?= 1000
mutate: build
	python3 scripts/mutate.py --bin $(BUILD_DIR)/bin --count $(MUTANTS) \
	  --work $(BUILD_DIR)/mutate

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

check: build
	ninja -C $(BUILD_DIR) check-mpopt

demo: build
	bash scripts/demo.sh $(BUILD_DIR)

clean:
	rm -rf $(BUILD_DIR)

#!/bin/bash
# Runs, on the GPU machine, what scripts/gpu/build-models.sh built, from
# Python as torch.compile's backend calls it (mpopt.load on torch tensors
# on the GPU, through the runtime's C API): builds the runtime (with
# libmpopt_runtime_c.so), then scripts/gpu/run_python.py. PyTorch is the
# GPU machine's.
#
#   bash scripts/gpu/run-python.sh MODELS_DIR RESULTS_DIR
set -uo pipefail
dir="$1"
results="$2"
mkdir -p "$results"
build="$(bash scripts/gpu/build-runtime.sh "$results/runtime-build.log")" || exit 1
work="$(mktemp -d)"
tar -C "$work" -xzf "$dir/libs.tar.gz"
PYTHONPATH=python MPOPT_RUNTIME_LIBRARY="$build/libmpopt_runtime_c.so" \
  python3 scripts/gpu/run_python.py --libs "$work/libs" --inputs "$dir" \
  --models "$dir/models.txt" --json "$results/python.json"

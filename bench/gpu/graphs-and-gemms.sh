#!/bin/bash
# One device call (issue 32, items 1 and 3): builds the runtime, runs the
# graph checks (scripts/gpu/run-graphs.sh on .device/graphs from
# scripts/gpu/build-graphs.sh), the corpus's GPU builds against their CPU
# builds (scripts/gpu/run-models.sh, exact builds, where .device/models has
# them) and the real-size models (bench/gpu/run-models.sh on .device/big,
# cuBLASLt candidates logged),
# then PyTorch's variants of the same models (bench/gpu/models.py), one
# MODELS:VARIANTS argument each (e.g. gpt2-small-b4:reduce-overhead-bf16),
# and packs the logs into $OUT/logs.tgz.
#
#   bash bench/gpu/graphs-and-gemms.sh $OUT [MODELS:VARIANTS ...]
set -uo pipefail
out="$1"
shift
work=/tmp/mpopt-results
mkdir -p "$work"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
build="$(bash scripts/gpu/build-runtime.sh "$work/runtime-build.log")" || exit 1
export MPOPT_RUN="$build/bin/mpopt-run"
bash scripts/gpu/run-graphs.sh .device/graphs "$work/graphs"
# The corpus's GPU builds against their CPU builds, where
# scripts/gpu/build-models.sh built them into .device/models.
[ -d .device/models ] && VARIANTS=exact bash scripts/gpu/run-models.sh .device/models \
    "$work/corpus" 2>&1 | tail -25
MPOPT_MATMUL_TUNING=verbose bash bench/gpu/run-models.sh .device/big \
    /tmp/data "$work/models" 2>&1 | tee "$work/models.txt" | grep -v "^mpopt-run: cuBLASLt"
tar czf "$out/logs.tgz" -C "$work" .
bash bench/gpu/torch-variants.sh "$out/logs.tgz" "$work" "$@"

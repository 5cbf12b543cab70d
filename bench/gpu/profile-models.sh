#!/bin/bash
# One device call: kernel by kernel, what an mpopt build and PyTorch's
# variants of the same model spend a forward on (issue 32's "profile that
# explains it"). Runs bench/gpu/run-models.sh on LIBS (each library's
# --profile log keeps every launch with its time), then, for each
# MODEL:VARIANTS, bench/gpu/models.py, whose models.json lists the
# kernels by name (torch.profiler); everything is packed into
# $OUT/profile.tgz, and the 25 costliest kernel names of each side are
# printed (bench/gpu/summarize-profile.py).
#
#   bash bench/gpu/profile-models.sh $OUT LIBS [MODEL:VARIANTS ...]
set -uo pipefail
out="$1"
libs="$2"
shift 2
work=/tmp/mpopt-profile
mkdir -p "$work"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
build="$(bash scripts/gpu/build-runtime.sh "$work/runtime-build.log")" || exit 1
export MPOPT_RUN="$build/bin/mpopt-run"
bash bench/gpu/run-models.sh "$libs" /tmp/data "$work/mpopt" 2>&1 | tee "$work/models.txt"
tar czf "$out/profile.tgz" -C "$work" .
bash bench/gpu/torch-variants.sh "$out/profile.tgz" "$work" "$@"
python3 bench/gpu/summarize-profile.py "$work"

#!/bin/bash
# Times, on the GPU machine, the libraries bench/cost-model/gpu-kernels.py
# built (carry .device/costmodel), in one device call:
#
#   bash bench/cost-model/run-gpu-kernels.sh $OUT [ARTIFACTS]
#
# It builds the runtime (scripts/gpu/build-runtime.sh, or MPOPT_RUN's), then
# runs each library of ARTIFACTS/programs.txt, in its order, with
# `mpopt-run --dist uniform --warmup 2 --iterations N --profile`: the
# median of N calls back to back (each between its own CUDA events, one
# CUDA graph per call), and each kernel's time from the profile; the launch
# chains also with `--graphs off`. A library that has not started within
# DEADLINE seconds (420) of the script's start is skipped, so the call ends
# inside its 8 minutes; `missing` in the JSON names those. Writes
# $OUT/measured.json (gpu-kernels.py collect) and the logs as
# $OUT/logs.tgz.
set -uo pipefail
out="$1"
in="${2:-.device/costmodel}"
deadline="${DEADLINE:-420}"
logs=/tmp/costmodel-logs
rm -rf "$logs"
mkdir -p "$logs" "$out"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit \
    --format=csv,noheader | tee "$logs/gpu.txt"
build="$(bash scripts/gpu/build-runtime.sh "$logs/runtime-build.log")" || exit 1
run="$build/bin/mpopt-run"
echo "runtime built in $SECONDS s"
total=$(wc -l < "$in/programs.txt")
done_=0
while read -r name iterations graphs_off; do
  if (( SECONDS > deadline )); then
    continue
  fi
  # A hung library must not take the call with it.
  timeout 60 "$run" "$in/lib/$name.so" --dist uniform --warmup 2 \
      --iterations "$iterations" --profile > "$logs/$name.log" 2>&1 ||
    echo "$name: failed ($(tail -1 "$logs/$name.log"))"
  if [ "$graphs_off" = 1 ]; then
    timeout 60 "$run" "$in/lib/$name.so" --dist uniform --warmup 2 \
        --iterations "$iterations" --graphs off > "$logs/$name.nograph.log" 2>&1 ||
      echo "$name --graphs off: failed"
  fi
  done_=$((done_ + 1))
done < "$in/programs.txt"
echo "ran $done_ of $total libraries in $SECONDS s" | tee "$logs/elapsed.txt"
python3 bench/cost-model/gpu-kernels.py collect "$logs" "$in/index.json" \
    > "$out/measured.json"
tar czf "$out/logs.tgz" -C "$logs" .
# A short table for the reply.
python3 - "$out/measured.json" <<'EOF'
import json, sys
measured = json.load(open(sys.argv[1]))
print(measured["device"], "-", len(measured["programs"]), "measured,",
      len(measured["missing"]), "missing")
for name, run in list(measured["programs"].items())[::8]:
    print(f"{name:40s} {run['median_us']:10.2f} us")
EOF

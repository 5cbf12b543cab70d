#!/bin/bash
# Builds the runtime (mpopt-run) on the GPU machine with CMake and Ninja
# into a fresh folder and prints that folder; the log goes to LOG.
#
#   build="$(bash scripts/gpu/build-runtime.sh LOG)" || exit 1
#
# With MPOPT_RUN naming an mpopt-run already built (BUILD/bin/mpopt-run),
# prints its BUILD and builds nothing: one call's scripts share one build.
set -uo pipefail
log="$1"
if [ -n "${MPOPT_RUN:-}" ]; then
  dirname "$(dirname "$MPOPT_RUN")"
  exit 0
fi
build="$(mktemp -d)"
if cmake -S runtime -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      > "$log" 2>&1 && ninja -C "$build" >> "$log" 2>&1; then
  echo "$build"
else
  echo "runtime build failed:" >&2
  tail -20 "$log" >&2
  exit 1
fi

#!/bin/bash
# Builds, on the development machine, each layer of ../shared/corpus (after
# TOSA-to-linalg and mpopt-pipeline) for the GPU and for the CPU, so that
# scripts/gpu/run-compare.sh can compare them on the H200. The corpus files
# stay here; only the compiled libraries travel.
#
#   bash scripts/gpu/build-corpus.sh BUILD_DIR CORPUS_DIR OUT_DIR
set -euo pipefail
bin="$1/bin"
corpus="$2"
out="$3"
root="$(cd "$(dirname "$0")/../.." && pwd)"
rm -rf "$out"
mkdir -p "$out/src"
python3 "$root/scripts/prepare_corpus.py" --corpus "$corpus" --out "$out/src" \
    > /dev/null
pipeline="func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize,mpopt-pipeline"
for entry in BuddyNext_next-ffn:kernel BuddyNext_next-gqa-attention:kernel \
             BuddyNext_next-mhsa-core:kernel BuddyNext_next-norm:kernel \
             BuddyTransformer_subgraph0_timed:subgraph0; do
  name="${entry%%:*}"
  for target in cuda cpu; do
    "$bin/mpopt-compile" "$out/src/$name.mlir" --target=$target \
        --entry="${entry##*:}" --pipeline="$pipeline" -o "$out/$name.$target.so"
  done
done
rm -rf "$out/src"

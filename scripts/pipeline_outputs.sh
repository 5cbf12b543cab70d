#!/bin/bash
# Writes mpopt-opt's output (stdout and stderr, the exit status, and
# mpopt-assign-precision's JSON and Graphviz reports) for every .mlir of
# test/Models, examples/ and ../shared/corpus under nine option sets into
# OUT, one file per input and set: run it with a build before a change and
# after it, and `diff -r` the two folders to show that the change leaves
# every output as it was (issue 37's split of the passes into rooms: 531
# outputs and 116 reports, identical). TOSA inputs (test/Models' *-tosa
# and the corpus) also run after upstream mlir-opt's tosa-to-linalg
# pipeline, as ../shared/corpus/README.md gives it.
#
#   bash scripts/pipeline_outputs.sh BUILD/bin OUT     (from the checkout)
set -u
bin="$1"
out="$2"
mlir_opt="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
mkdir -p "$out"
# One fixed folder for the lowered inputs and the reports: their paths
# stand in the outputs (locations, diagnostics), the same in both runs.
work=/tmp/mpopt-pipeline-outputs
rm -rf "$work"
tosa='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize)'
mkdir -p "$work/lowered"
for f in test/Models/*-tosa.mlir ../shared/corpus/*.mlir; do
  [ -f "$f" ] || continue
  lowered="$work/lowered/$(basename "$f" .mlir).lowered.mlir"
  "$mlir_opt" "$f" --pass-pipeline="$tosa" -o "$lowered" 2> /dev/null ||
    rm -f "$lowered"
done
sets=(
  "exact|--mpopt-pipeline"
  "excess|--mpopt-pipeline=policy=excess-precision"
  "budget|--mpopt-pipeline=policy=budget error-budget=1e-2"
  "gpu|--mpopt-pipeline=policy=budget error-budget=1e-2 allow-fp8=true fp8-scaling=static target=h100 narrow-results=true"
  "noexport|--mpopt-pipeline=cast-report=true export=false"
  "raise|--mpopt-raise"
  "assign|--mpopt-assign-precision=policy=budget error-budget=1e-2 report=$work/report.json report-dot=$work/report.dot"
  "estimate|--mpopt-estimate"
  "autocast|--mpopt-autocast"
)
inputs=$( (find test/Models examples -name '*.mlir'
           ls ../shared/corpus/*.mlir 2> /dev/null
           ls "$work"/lowered/*.lowered.mlir 2> /dev/null) | sort)
for f in $inputs; do
  name=$(echo "$f" | sed "s|^\.\./shared/|shared/|; s|^$work/|lowered/|; s|/|__|g")
  for set in "${sets[@]}"; do
    key=${set%%|*}
    option=${set#*|}
    rm -f "$work/report.json" "$work/report.dot"
    timeout 600 "$bin/mpopt-opt" "$f" "$option" > "$out/$name.$key.out" 2>&1
    echo "exit $?" >> "$out/$name.$key.out"
    if [ "$key" = assign ]; then
      [ -f "$work/report.json" ] && mv "$work/report.json" "$out/$name.$key.json"
      [ -f "$work/report.dot" ] && mv "$work/report.dot" "$out/$name.$key.dot"
    fi
  done
done

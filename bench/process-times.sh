#!/usr/bin/env bash
# Whole-process wall time of `xoi solve FILE` (start-up, reading, model
# building, search, printing), by default on the largest Binox puzzles in
# data/binox (36x36). Uses hyperfine when installed (Debian package
# `hyperfine`), else a loop timed with `date +%s%N`; prints the median per
# file and, with hyperfine, writes bench/results/process-<time>.json.
#   bash bench/process-times.sh [FILE...]
# Set XOI to use another binary (default: builds build-bench/xoi, Release).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-50}
if [ -z "${XOI:-}" ]; then
  cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DXOI_BUILD_TESTS=OFF >/dev/null
  cmake --build build-bench -j2 --target xoi >/dev/null
  XOI=build-bench/xoi
fi
files=("$@")
if ((${#files[@]} == 0)); then
  shopt -s nullglob
  files=(data/binox/*36x36*.txt)
fi
((${#files[@]})) || { echo "process-times: no puzzle files" >&2; exit 2; }
mkdir -p bench/results

if command -v hyperfine >/dev/null; then
  commands=()
  for f in "${files[@]}"; do commands+=("$XOI solve $f"); done
  out="bench/results/process-$(date +%Y%m%d-%H%M%S).json"
  hyperfine -N --warmup 5 --runs "$runs" --export-json "$out" "${commands[@]}" >/dev/null
  python3 - "$out" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    print(f"{r['median'] * 1000:8.3f} ms median  (min {r['min'] * 1000:.3f}, max {r['max'] * 1000:.3f})  {r['command']}")
PY
  echo "results: $out" >&2
else
  for f in "${files[@]}"; do
    times=()
    for ((i = 0; i < runs; i++)); do
      start=$(date +%s%N)
      "$XOI" solve "$f" >/dev/null
      times+=($(($(date +%s%N) - start)))
    done
    median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$((runs / 2 + 1))p")
    awk -v ns="$median" -v what="$XOI solve $f" 'BEGIN { printf "%8.3f ms median  %s\n", ns / 1e6, what }'
  done
fi

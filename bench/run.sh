#!/usr/bin/env bash
# Builds xoi_bench (Release) in build-bench/ and runs it: 5 repetitions of
# every benchmark, reporting mean, median and spread, with JSON results in
# bench/results/<time>-<commit>.json (gitignored). Extra arguments go to
# xoi_bench and win over these defaults, e.g.
#   bash bench/run.sh --benchmark_filter=Solve/binox
#   bash bench/run.sh --benchmark_filter=Slow/ --benchmark_repetitions=1   # the minute-long 8x8 count
# Set XOI_BENCH_BUILD to use another build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${XOI_BENCH_BUILD:-build-bench}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DXOI_BUILD_TESTS=OFF -DXOI_BUILD_BENCH=ON >/dev/null
cmake --build "$build" -j2 --target xoi_bench >/dev/null
mkdir -p bench/results
out="bench/results/$(date +%Y%m%d-%H%M%S)-$(git rev-parse --short HEAD 2>/dev/null || echo unknown).json"
"$build/xoi_bench" --benchmark_repetitions=5 --benchmark_report_aggregates_only=true \
  --benchmark_min_time=0.1 --benchmark_out="$out" --benchmark_out_format=json "$@"
echo "results: $out" >&2

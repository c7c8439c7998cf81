#!/usr/bin/env bash
# Builds the libFuzzer target (fuzz/, clang with ASan and UBSan, in
# build-fuzz/) and runs it for SECONDS (default 60) from the seed corpus in
# tests/fuzz/corpus/ plus the regressions in tests/fuzz/regressions/.
# Fails on any crash, leak, sanitizer report, or input slower than 10 s
# (the input is saved as build-fuzz/artifacts/crash-* etc.: add it to
# tests/fuzz/regressions/ with the fix). Prints libFuzzer's final counts.
#   fuzz.sh [SECONDS] [extra libFuzzer flags...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
bash scripts/install-deps.sh --tests
# -O1 -g1 with assertions, as libFuzzer's documentation builds targets:
# measured, it builds in 88 s instead of about 155 s (RelWithDebInfo) and
# runs as many inputs a minute (322,535 against 315,316).
CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -g1" -DXOI_FUZZ=ON \
  -DXOI_BUILD_TESTS=OFF -DXOI_BUILD_BENCH=OFF >/dev/null
cmake --build build-fuzz -j "$(nproc)" --target xoi_puzzle_fuzzer
# The fuzzer writes new inputs into the first corpus folder: a scratch copy, not the repository.
mkdir -p build-fuzz/corpus build-fuzz/artifacts
cp tests/fuzz/corpus/* build-fuzz/corpus/
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
./build-fuzz/xoi_puzzle_fuzzer build-fuzz/corpus tests/fuzz/regressions \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
  -print_final_stats=1 -artifact_prefix=build-fuzz/artifacts/ "$@" 2>build-fuzz/fuzz.log || {
  tail -n 60 build-fuzz/fuzz.log
  echo "fuzz: FAILED, input saved under build-fuzz/artifacts/" >&2
  exit 1
}
grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ +DONE)' build-fuzz/fuzz.log || tail -n 5 build-fuzz/fuzz.log
echo "fuzz: clean for ${seconds} s"

#!/usr/bin/env bash
# Builds the libFuzzer target (fuzz/, clang with ASan and UBSan, in
# build-sanitized/, shared with scripts/test-sanitized.sh) and runs it for
# SECONDS (default 60) from the seed corpus in tests/fuzz/corpus/ plus the
# regressions in tests/fuzz/regressions/. Fails on any crash, leak,
# sanitizer report, or input slower than 10 s (the input is saved as
# build-sanitized/fuzz-artifacts/crash-* etc.: add it to
# tests/fuzz/regressions/ with the fix). Prints libFuzzer's final counts.
#   fuzz.sh [SECONDS] [extra libFuzzer flags...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
bash scripts/configure-sanitized.sh
cmake --build build-sanitized -j "$(nproc)" --target xoi_puzzle_fuzzer
# The fuzzer writes new inputs into the first corpus folder: a scratch copy, not the repository.
mkdir -p build-sanitized/fuzz-corpus build-sanitized/fuzz-artifacts
cp tests/fuzz/corpus/* build-sanitized/fuzz-corpus/
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
./build-sanitized/xoi_puzzle_fuzzer build-sanitized/fuzz-corpus tests/fuzz/regressions \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
  -print_final_stats=1 -artifact_prefix=build-sanitized/fuzz-artifacts/ "$@" 2>build-sanitized/fuzz.log || {
  tail -n 60 build-sanitized/fuzz.log
  echo "fuzz: FAILED, input saved under build-sanitized/fuzz-artifacts/" >&2
  exit 1
}
grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ +DONE)' build-sanitized/fuzz.log || tail -n 5 build-sanitized/fuzz.log
echo "fuzz: clean for ${seconds} s"

#!/usr/bin/env bash
# The second CI build: every test under AddressSanitizer and
# UndefinedBehaviorSanitizer (clang, in build-sanitized/, which the fuzzer
# shares: scripts/configure-sanitized.sh). The tests
# that run the xoi executable run the sanitized one too. Any report aborts
# the test that triggered it (-fno-sanitize-recover=all), so a clean run is
# a passing ctest.
#
# Left out, because they are only slow (several times slower under ASan) and
# test nothing the sanitizers add to: the generated data corpus
# (DataGenerated*). Extra arguments go to ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/configure-sanitized.sh
cmake --build build-sanitized -j "$(nproc)"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
ctest --test-dir build-sanitized --output-on-failure -j "$(nproc)" -E '^DataGenerated' "$@"

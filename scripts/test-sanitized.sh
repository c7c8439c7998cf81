#!/usr/bin/env bash
# The second CI build: every test under AddressSanitizer and
# UndefinedBehaviorSanitizer (-DXOI_SANITIZE=ON, in build-asan/). The tests
# that run the xoi executable run the sanitized one too. Any report aborts
# the test that triggered it (-fno-sanitize-recover=all), so a clean run is
# a passing ctest.
#
# Left out, because they are only slow (several times slower under ASan) and
# test nothing the sanitizers add to: the generated data corpus
# (DataGenerated*). Extra arguments go to ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
# Warnings are not errors here: GCC 12 under ASan reports false
# -Wmaybe-uninitialized in libstdc++ (std::regex, used by cxxopts); the
# release build of scripts/test.sh holds the warnings to -Werror.
#
# -O1 -g1 and assertions on (a Debug build with its flags replaced): it
# compiles in about 6 minutes on two cores where RelWithDebInfo (-O2 -g)
# took about 10, the tests run as fast (209 s against 204 s), and asserts
# are checked too. -g1 keeps the file and line of every frame in a report.
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -g1" -DXOI_SANITIZE=ON \
  -DXOI_WERROR=OFF -DXOI_BUILD_BENCH=OFF >/dev/null
cmake --build build-asan -j "$(nproc)"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
ctest --test-dir build-asan --output-on-failure -j "$(nproc)" -E '^DataGenerated' "$@"

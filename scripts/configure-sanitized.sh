#!/usr/bin/env bash
# Configures the sanitized build that scripts/test-sanitized.sh and
# scripts/fuzz.sh share, in build-sanitized/: clang with AddressSanitizer,
# UndefinedBehaviorSanitizer and libFuzzer's coverage (-DXOI_FUZZ=ON), so
# that the libFuzzer target and every test come from one build. (Until
# 2026-12-05 the tests had a GCC build of their own and the fuzzer a clang
# one: the engine compiled twice, about 2.5 more minutes of CI.)
#
# -O1 -g1 with assertions (a Debug build with its flags replaced), as
# libFuzzer's documentation builds targets: it compiles in a third of the
# time of RelWithDebInfo (-O2 -g), the tests run as fast, asserts are
# checked too, and -g1 keeps the file and line of every frame in a report.
# Warnings are errors here as in the release build (GCC 12's build, the
# other compiler of CI, holds them too: scripts/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --tests
CXX=clang++ cmake -S . -B build-sanitized -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -g1" -DXOI_FUZZ=ON \
  -DXOI_WERROR=ON -DXOI_BUILD_BENCH=OFF >/dev/null

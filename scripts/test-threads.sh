#!/usr/bin/env bash
# The third CI build: the tests that run threads, under ThreadSanitizer
# (GCC, in build-tsan/). The only threads xoi starts are those of
# `xoi generate --jobs N` (puzzles/generate/batch.cpp); they are exercised
# by the suites below: in-process batches on two threads (GenerateBatch),
# --jobs through the command line (GenerateCli), a stop mid-batch
# (Interrupt), and the generator they share (Generator). The tests that
# run the xoi executable run this build's, so the command line's threads are
# checked too. A test that starts threads belongs in one of these suites.
#
# -O1 -g1 as the sanitized build (scripts/configure-sanitized.sh), but only
# the test program and the command line are built: about 2 minutes and the
# suites half a minute on two cores, where every test under TSan would take
# CI past its 15-minute aim. halt_on_error: a race report fails its test.
# (-DXOI_STATIC=OFF: the sanitizers cannot link statically.) Extra arguments
# go to ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake -S . -B build-tsan -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -g1" \
  "-DCMAKE_CXX_FLAGS=-fsanitize=thread" "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread" \
  -DXOI_STATIC=OFF -DXOI_WERROR=ON -DXOI_BUILD_BENCH=OFF >/dev/null
cmake --build build-tsan -j "$(nproc)" --target xoi_tests xoi
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1"
ctest --test-dir build-tsan --output-on-failure -j "$(nproc)" -R '^(GenerateBatch|GenerateCli|Interrupt|Generator)\.' "$@"

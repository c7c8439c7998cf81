#!/usr/bin/env bash
# README command 2: set up (the build packages and the tools the tests use:
# install-deps.sh --tests), build (warnings are errors), and run every test
# with ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --tests
bash scripts/build.sh -DXOI_WERROR=ON
ctest --test-dir build --output-on-failure -j "$(nproc)"

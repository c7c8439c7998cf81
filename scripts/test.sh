#!/usr/bin/env bash
# README command 2: set up, build (warnings are errors), and run every test with ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh -DXOI_WERROR=ON
ctest --test-dir build --output-on-failure -j "$(nproc)"

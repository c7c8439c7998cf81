#!/usr/bin/env bash
# README command 1: set up, build the xoi command line, and solve the bundled
# published Binox example.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$(nproc)" --target xoi
./build/xoi solve data/binox/binox-6x6-seed-example.txt

#!/usr/bin/env bash
# README command 1: set up, build, and solve the bundled published Binox example.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
./build/xoi solve data/binox/binox-6x6-seed-example.txt

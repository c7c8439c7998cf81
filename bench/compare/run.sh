#!/usr/bin/env bash
# The whole benchmark report in one command: builds xoi and xoi_bench
# (Release, build-bench/), runs the size-scaling benchmarks (bench/scaling.py:
# Generated/Solve, Slow/ ones included, slope fitted on log-log), times xoi
# against CaDiCaL and CBC as whole processes (bench/compare/compare.py), and
# plots both with gnuplot.
#
#   bash bench/compare/run.sh            # results in bench/results/ (gitignored)
#   bash bench/compare/run.sh --docs     # the same into docs/data/ and docs/img/,
#                                        # the files docs/performance.md shows
#
# Installs the Debian packages cadical, coinor-cbc and gnuplot-nox with
# apt-get when one is missing, and says so. Environment: RUNS (5),
# TIMEOUT (30 s per solver run), INSTANCES (compare.py --instances).
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)

data=bench/results
img=bench/results
if [ "${1:-}" = "--docs" ]; then
  data=docs/data
  img=docs/img
fi
mkdir -p "$data" "$img"

missing=()
command -v cadical >/dev/null || missing+=(cadical)
command -v cbc >/dev/null || missing+=(coinor-cbc)
command -v gnuplot >/dev/null || missing+=(gnuplot-nox)
if ((${#missing[@]})); then
  echo "run.sh: installing missing Debian packages: ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get install -y "${missing[@]}" >/dev/null || { $sudo apt-get update >/dev/null && $sudo apt-get install -y "${missing[@]}" >/dev/null; }
fi

build=${XOI_BENCH_BUILD:-build-bench}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DXOI_BUILD_TESTS=OFF -DXOI_BUILD_BENCH=ON >/dev/null
cmake --build "$build" -j2 --target xoi xoi_bench >/dev/null

echo "== size scaling (xoi_bench Generated/Solve, median CPU time of 3)" >&2
python3 bench/scaling.py --bench "$build/xoi_bench" --csv "$data/scaling.csv" --slopes "$data/scaling-slopes.csv" \
  --png-prefix "$img/scaling"

echo "== xoi against CaDiCaL and CBC (whole processes)" >&2
compare_args=(--xoi "$build/xoi" --out "$data/compare.csv" --png-prefix "$img/compare"
  --runs "${RUNS:-5}" --timeout "${TIMEOUT:-30}")
[ -z "${INSTANCES:-}" ] || compare_args+=(--instances "$INSTANCES")
python3 bench/compare/compare.py "${compare_args[@]}"

[ "$data" = bench/results ] || rm -f "$data/scaling.json"  # the raw JSON stays out of docs/
echo "run.sh: done in $(($(date +%s) - started)) s; CSV in $data/, PNG in $img/" >&2

#!/usr/bin/env bash
# Regenerates data/generated/: puzzles made by `xoi generate`, with their
# solutions (.sol), for Binox 6x6 8x8 10x10 14x14 20x20 30x30 and Troix 6x6
# 9x9 12x12 18x18 30x30, at every reasoning level that exists at that size
# (docs/generator.md), seeds 1-3 each; and in symmetric/ symmetric patterns
# of givens (--symmetry), Binox 14x14 and Troix 12x12, seeds 1-2 of each.
#
# A seed whose `xoi generate --difficulty L` finds no puzzle of that grade
# within MAX_ATTEMPTS tries is listed in data/generated/levels-missing.list;
# a level missing for every seed is taken not to exist at that size (Binox
# 6x6 at level 5: probing solves every minimal unique 6x6 puzzle tried).
# Every limit is a count (attempts, search nodes), never a time, so the same
# xoi gives the same files on every machine.
#
# Usage: data/make-generated.sh [path/to/xoi]   (default: build/xoi, built if missing)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
XOI="${1:-$ROOT/build/xoi}"
if [[ ! -x "$XOI" ]]; then
  cmake -S "$ROOT" -B "$ROOT/build" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$ROOT/build" -j2 --target xoi >/dev/null
fi
OUT="$ROOT/data/generated"
MAX_ATTEMPTS=200
MAX_ATTEMPTS_30_LEVEL_5=40
SEEDS=3

rm -rf "$OUT"
mkdir -p "$OUT/binox" "$OUT/troix" "$OUT/symmetric"
MISSING="$OUT/levels-missing.list"
{
  echo "# Seeds for which \`xoi generate KIND SIZE --difficulty L --seed S\` found no puzzle of"
  echo "# that level within the attempts shown, so data/generated/ has no such file."
  echo "# A level listed for every seed is taken not to exist at that size."
  echo "# Written by data/make-generated.sh."
} >"$MISSING"

generate() {  # kind size level: one puzzle per seed; a seed without one is listed
  local kind=$1 size=$2 level=$3 attempts=$MAX_ATTEMPTS found=0 seed status
  # Fewer tries at 30x30 level 5: most 30x30 puzzles are graded 4, and a try
  # once took half a minute (the whole script now runs in about 5 s).
  if [[ $size == 30x30 && $level == 5 ]]; then attempts=$MAX_ATTEMPTS_30_LEVEL_5; fi
  for ((seed = 1; seed <= SEEDS; seed++)); do
    status=0
    "$XOI" generate "$kind" "$size" --difficulty "$level" --seed "$seed" --max-attempts "$attempts" \
      --out "$OUT/$kind" >/dev/null 2>&1 || status=$?
    case $status in
      0) found=$((found + 1)) ;;
      3) echo "$kind $size level $level seed $seed (max attempts $attempts)" >>"$MISSING" ;;
      *) echo "xoi generate $kind $size --difficulty $level --seed $seed failed (exit $status)" >&2; exit "$status" ;;
    esac
  done
  echo "$kind $size level $level: $found of $SEEDS seeds"
}

for size in 6x6 8x8 10x10 14x14 20x20 30x30; do
  for level in 1 2 3 4 5; do generate binox $size $level; done
done
for size in 6x6 9x9 12x12 18x18 30x30; do
  for level in 1 3 4 5; do generate troix $size $level; done
done

# Symmetric patterns, at the default request (every group of givens needed
# for uniqueness, any grade).
for symmetry in rotate-2 rotate-4 mirror-2 mirror-4; do
  "$XOI" generate binox 14x14 --symmetry "$symmetry" --seed 1 --count 2 --out "$OUT/symmetric" >/dev/null
  "$XOI" generate troix 12x12 --symmetry "$symmetry" --seed 1 --count 2 --out "$OUT/symmetric" >/dev/null
  echo "symmetric $symmetry: binox 14x14 and troix 12x12, seeds 1-2"
done

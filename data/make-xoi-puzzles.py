#!/usr/bin/env python3
"""Regenerates the puzzles in data/ that xoi makes itself (Troix has no public generator).

Recipe, for a kind, a side and a seed S:
  1. a random complete grid: `xoi solve` on the empty grid with
     --value-order random --seed S;
  2. the cells in a random order: Fisher-Yates driven by SplitMix64(S), so the
     order does not depend on Python's random module;
  3. "unique" puzzles: blank each cell in that order and keep it blank while
     `xoi count --limit 2 --node-limit NODE_LIMIT` still prints 'solutions: 1'
     (every given left is needed, or proving that takes xoi more than
     NODE_LIMIT search nodes); "root" puzzles the same with a node limit of 1,
     so that propagation alone solves them, as it does Tatham's graded
     puzzles; "sparse" puzzles: keep only the first fraction
     of the cells as givens (solvable, since they come from a complete grid,
     but not unique).
The .sol beside a unique puzzle is what `xoi solve` prints; sparse puzzles
have no .sol (their solution is not unique). Every xoi call names its search
(PLAIN_SEARCH below), so a change of the command line's default search does
not change the files; a change of the engine's propagation still may, so the
puzzle files record their recipe, not a promise (with main of 2026-12-07 the
script remakes them byte for byte).

Usage: data/make-xoi-puzzles.py [--xoi build/xoi] [--only troix-12x12 | --only root]
"""
import argparse
import pathlib
import subprocess
import sys

# (kind, side, seed, "unique", "root" or the fraction of givens kept)
SETS = [
    ("troix", 6, 1, "unique"),
    ("troix", 6, 2, "unique"),
    ("troix", 9, 1, "unique"),
    ("troix", 9, 2, "unique"),
    ("troix", 12, 1, "unique"),
    ("troix", 12, 2, "unique"),
    ("troix", 30, 1, 0.10),
    # Large Binox for benchmarks, beside Tatham's (his generator takes very long at 36x36);
    # seed 3 is skipped: its random fill runs for minutes without restarts.
    ("binox", 36, 1, "unique"),  # hard: xoi needs about 1700 search nodes
    ("binox", 36, 2, "unique"),  # about 750 nodes
    ("binox", 36, 1, "root"),
    ("binox", 36, 2, "root"),
    ("binox", 36, 4, "root"),
]
MASK64 = (1 << 64) - 1
# A given stays when proving uniqueness without it takes more search nodes than
# this: keeps large puzzles solvable in reasonable time (never binds below 14x14).
NODE_LIMIT = 2000
# The search these files were made with: the engine's plain first-fail, the
# command line's default until 2026-12-07 (the node limit above depends on it).
PLAIN_SEARCH = ["--var-order", "first-fail", "--no-last-conflict"]


def splitmix64(state):
    """Yields the SplitMix64 sequence (engine/search/rng.hpp uses the same generator)."""
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        yield z ^ (z >> 31)


def shuffled(n, seed):
    order, rng = list(range(n)), splitmix64(seed)
    for i in range(n - 1, 0, -1):
        j = next(rng) % (i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def text(kind, side, cells):
    return f"{kind} {side}x{side}\n" + "".join(
        " ".join(cells[r * side:(r + 1) * side]) + "\n" for r in range(side))


def xoi(binary, args, stdin):
    return subprocess.run([binary, *args], input=stdin, capture_output=True, text=True)


def grid_rows(output):
    rows = [line for line in output.splitlines() if line and not line.startswith("#")]
    return [c for row in rows[1:] for c in row.split()]


def make_one(binary, kind, side, seed, mode):
    empty = ["."] * (side * side)
    solved = xoi(binary, ["solve", "-", *PLAIN_SEARCH, "--value-order", "random", "--seed", str(seed)],
                 text(kind, side, empty))
    if solved.returncode != 0:
        raise RuntimeError(f"{kind} {side}x{side} seed {seed}: xoi solve failed: {solved.stderr}")
    cells = grid_rows(solved.stdout)
    order = shuffled(len(cells), seed)
    if mode in ("unique", "root"):
        node_limit = NODE_LIMIT if mode == "unique" else 1
        for i in order:
            given, cells[i] = cells[i], "."
            count = xoi(binary, ["count", "-", *PLAIN_SEARCH, "--value-order", "min", "--limit", "2",
                                 "--node-limit", str(node_limit)], text(kind, side, cells))
            if count.stdout.strip() != "solutions: 1":
                cells[i] = given
        how = (f"givens removed in that order while `xoi count --limit 2 --node-limit {node_limit}`\n"
               f"# printed 'solutions: 1'")
        stem = f"xoi-{side}x{side}-{seed}" if mode == "unique" else f"xoi-root-{side}x{side}-{seed}"
    else:
        keep = set(order[:round(mode * len(cells))])
        cells = [c if i in keep else "." for i, c in enumerate(cells)]
        how = f"the first {round(mode * 100)}% of the cells in that order kept as givens (not unique)"
        stem = f"xoi-sparse-{side}x{side}-{seed}"
    givens = sum(c != "." for c in cells)
    puzzle = pathlib.Path(__file__).resolve().parent / kind / f"{stem}.txt"
    puzzle.write_text(
        f"# made by data/make-xoi-puzzles.py: a complete grid from `xoi solve` on the empty grid\n"
        f"# with --value-order random --seed {seed}; cells shuffled by SplitMix64({seed});\n"
        f"# {how}. {givens} givens.\n" + text(kind, side, cells))
    if mode in ("unique", "root"):
        solution = xoi(binary, ["solve", str(puzzle)], "")
        puzzle.with_suffix(".sol").write_text(
            f"# solution of {puzzle.name}, as printed by xoi solve\n" + solution.stdout)
    return puzzle


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--xoi", default="build/xoi", help="the xoi binary used to make and check puzzles")
    parser.add_argument("--only", help="only puzzles whose 'kind-RxC-mode-seed' contains this text")
    args = parser.parse_args()
    for kind, side, seed, mode in SETS:
        if args.only is None or args.only in f"{kind}-{side}x{side}-{mode}-{seed}":
            print(make_one(args.xoi, kind, side, seed, mode), file=sys.stderr)


if __name__ == "__main__":
    main()

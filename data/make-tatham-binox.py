#!/usr/bin/env python3
"""Regenerates data/binox/tatham-*.txt (and each NAME.sol) from Simon Tatham's Unruly.

Debian's sgt-puzzles package prints Unruly game IDs without a window:
    sgt-unruly --generate 1 '14x14udn#SEED'
(u = unique rows and columns, which makes Unruly Binox; d + t/e/n = difficulty
trivial/easy/normal; a '#SEED' makes the output reproducible for one version of
sgt-puzzles). Needs: apt-get install sgt-puzzles (xvfb-run is used only when
sgt-unruly refuses to start without a display). CI does not run this script.

Usage: data/make-tatham-binox.py [--xoi build/xoi] [--only 14x14] [--jobs N]
Each puzzle is checked with `xoi count --limit 2` (must print 'solutions: 1')
and its .sol is what `xoi solve` prints.

Game ID format (unruly.c, new_game): the description walks the cells in
row-major order; a letter 'a'..'y' skips (letter - 'a') empty cells and then
places a 0 on the next cell, 'A'..'Y' the same with a 1, and 'z'/'Z' skips 25
empty cells. The walk ends one cell past the grid. We write Unruly's 1 as X and
0 as O (the puzzle is symmetric in the two symbols).

Tatham's generator gets very slow above 30x30: with sgt-puzzles 20230122 the
30x30 puzzles take 15-60 s each and '36x36udn#xoi-36-1' did not finish in
25 minutes, so the 36x36 Binox in data/ come from make-xoi-puzzles.py.
"""
import argparse
import concurrent.futures
import pathlib
import shutil
import subprocess
import sys

# (Unruly parameters, how many puzzles, file stem); seeds are "xoi-<side>-<k>".
SETS = [
    ("6x6udt", 1, "tatham-6x6-trivial"),
    ("8x8ude", 1, "tatham-8x8-easy"),
    ("10x10udn", 1, "tatham-10x10-normal"),
    ("12x12udn", 1, "tatham-12x12-normal"),
    ("14x14udn", 4, "tatham-14x14-normal"),
    ("20x20udn", 3, "tatham-20x20-normal"),
    ("30x30udn", 3, "tatham-30x30-normal"),
]
DIFFICULTY = {"t": "trivial", "e": "easy", "n": "normal"}


def unruly_id(params, seed):
    command = ["sgt-unruly", "--generate", "1", f"{params}#{seed}"]
    if shutil.which("sgt-unruly") is None:
        command[0] = "/usr/games/sgt-unruly"
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0 or ":" not in done.stdout:
        done = subprocess.run(["xvfb-run", "-a"] + command, capture_output=True, text=True, check=True)
    return done.stdout.strip().splitlines()[0]


def decode(game_id):
    size, desc = game_id.split(":")
    cols, rows = (int(x) for x in size.rstrip("u").split("x"))
    cells, pos = ["."] * (rows * cols), 0
    for ch in desc:
        if ch in "zZ":
            pos += 25
            continue
        pos += ord(ch.lower()) - ord("a")
        if pos < len(cells):
            cells[pos] = "O" if ch.islower() else "X"
        pos += 1
    if pos != len(cells) + 1:
        raise ValueError(f"{game_id}: description covers {pos - 1} cells, expected {len(cells)}")
    return rows, cols, ["".join(cells[r * cols:(r + 1) * cols]) for r in range(rows)]


def xoi(binary, *args):
    return subprocess.run([binary, *args], capture_output=True, text=True)


def make_one(binary, out_dir, params, seed, stem):
    game_id = unruly_id(params, seed)
    rows, cols, grid = decode(game_id)
    version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "sgt-puzzles"],
                             capture_output=True, text=True).stdout or "unknown"
    puzzle = out_dir / f"{stem}.txt"
    puzzle.write_text(
        f"# Simon Tatham's Unruly with unique rows and columns, difficulty {DIFFICULTY[params[-1]]}\n"
        f"# made by: sgt-unruly --generate 1 '{params}#{seed}' (sgt-puzzles {version})\n"
        f"# game ID: {game_id}\n"
        f"# Unruly's 1 is written X, its 0 is written O (data/make-tatham-binox.py)\n"
        f"binox {rows}x{cols}\n" + "".join(" ".join(row) + "\n" for row in grid))
    count = xoi(binary, "count", str(puzzle), "--limit", "2").stdout.strip()
    if count != "solutions: 1":
        raise RuntimeError(f"{puzzle}: expected a unique solution, xoi says '{count}'")
    solved = xoi(binary, "solve", str(puzzle))
    if solved.returncode != 0:
        raise RuntimeError(f"{puzzle}: xoi solve failed: {solved.stderr}")
    puzzle.with_suffix(".sol").write_text(f"# solution of {puzzle.name}, as printed by xoi solve\n" + solved.stdout)
    return puzzle


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--xoi", default="build/xoi", help="the xoi binary used to check and solve")
    parser.add_argument("--only", help="only sizes containing this text, e.g. 14x14")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    out_dir = pathlib.Path(__file__).resolve().parent / "binox"
    work = [(params, f"xoi-{params.split('x')[0]}-{k}", f"{stem}-{k}")
            for params, count, stem in SETS for k in range(1, count + 1)
            if args.only is None or args.only in params]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(make_one, args.xoi, out_dir, *w) for w in work]
        for f in concurrent.futures.as_completed(futures):
            print(f.result(), file=sys.stderr)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Decodes a solver's answer to an exported puzzle into a grid and checks it.

    decode.py cnf PUZZLE ANSWER    CaDiCaL output ('v' lines) for `xoi export --format cnf`
    decode.py lp  PUZZLE ANSWER    a CBC solution file (`cbc M.lp solve solu ANSWER`)
    decode.py xoi PUZZLE ANSWER    the output of `xoi solve PUZZLE`

Prints the grid and exits 0 when it obeys every rule of the puzzle's kind
(Binox: no three equal in a line, balanced lines, distinct rows and
columns; Troix: no three equal, balanced) and keeps every given; otherwise
prints why and exits 1. The variable numbering is the one in docs/export.md.
Checks the rules itself: it takes no solver's word, xoi's included.
"""
import re
import sys

SYMBOLS = {"binox": "XO", "troix": "XOI"}


def read_puzzle(path):
    """(kind, rows, cols, cells) of a one-puzzle file; cells row-major, '.' empty."""
    lines = [l.strip() for l in open(path) if l.strip() and not l.lstrip().startswith("#")]
    kind, size = lines[0].split()[:2]
    rows, cols = map(int, size.split("x"))
    cells = [c.upper() for l in lines[1:1 + rows] for c in l.split()]
    if kind not in SYMBOLS or len(cells) != rows * cols:
        sys.exit(f"decode: {path}: not a Binox or Troix puzzle")
    return kind, rows, cols, cells


def from_cnf(text, kind, rows, cols):
    symbols = SYMBOLS[kind]
    cells = ["?"] * (rows * cols)
    if not re.search(r"^s SATISFIABLE", text, re.M):
        return None
    for line in text.splitlines():
        if not line.startswith("v "):
            continue
        for literal in map(int, line[2:].split()):
            index = literal - 1  # x(r,c,s) = 1 + (r*cols + c)*|S| + s
            if literal > 0 and index < rows * cols * len(symbols):
                cell, s = divmod(index, len(symbols))
                cells[cell] = symbols[s] if cells[cell] == "?" else "!"
    return cells


def from_lp(text, rows, cols):
    lines = text.splitlines()
    if not lines or not lines[0].startswith("Optimal"):
        return None
    cells = ["?"] * (rows * cols)
    for line in lines[1:]:
        words = line.split()
        if len(words) >= 3 and words[1].startswith("x_") and float(words[2]) > 0.5:
            r, c, s = words[1][2:].split("_")
            cell = int(r) * cols + int(c)
            cells[cell] = s if cells[cell] == "?" else "!"
    return cells


def from_xoi(text, rows, cols):
    grid = [l.split() for l in text.splitlines() if l.strip() and not l.startswith("#")][1:]
    cells = [c.upper() for row in grid for c in row]
    return cells if len(cells) == rows * cols else None


def problems(kind, rows, cols, givens, cells):
    symbols = SYMBOLS[kind]
    if any(c not in symbols for c in cells):
        return ["a cell holds no symbol or several"]
    found = []
    lines = [("row", r, "".join(cells[r * cols:(r + 1) * cols])) for r in range(rows)]
    lines += [("column", c, "".join(cells[c::cols])) for c in range(cols)]
    for what, i, line in lines:
        if any(line[k] == line[k + 1] == line[k + 2] for k in range(len(line) - 2)):
            found.append(f"{what} {i} has three equal in a row")
        if any(line.count(s) * len(symbols) != len(line) for s in symbols):
            found.append(f"{what} {i} is not balanced")
    if kind == "binox":
        for what in ("row", "column"):
            seen = [line for w, _, line in lines if w == what]
            if len(set(seen)) != len(seen):
                found.append(f"two {what}s are equal")
    found += [f"given {i} changed" for i, g in enumerate(givens) if g != "." and g != cells[i]]
    return found


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("cnf", "lp", "xoi"):
        sys.exit(__doc__)
    mode, puzzle, answer = sys.argv[1:]
    kind, rows, cols, givens = read_puzzle(puzzle)
    text = open(answer).read()
    if mode == "cnf":
        cells = from_cnf(text, kind, rows, cols)
    elif mode == "lp":
        cells = from_lp(text, rows, cols)
    else:
        cells = from_xoi(text, rows, cols)
    if cells is None:
        print(f"decode: {answer}: no solution in the answer")
        return 1
    for r in range(rows):
        print(" ".join(cells[r * cols:(r + 1) * cols]))
    wrong = problems(kind, rows, cols, givens, cells)
    for w in wrong:
        print(f"decode: {answer}: {w}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Times `xoi solve` against CaDiCaL and CBC on the same generated puzzles.

    compare.py --xoi PATH --out CSV [--runs 5] [--timeout 60] [--budget 30]
               [--instances binox:6,10,...;troix:6,12,...]

For every instance (made with `xoi generate KIND NxN --seed 1 --minimal-for 3`:
minimal for level 3, so solved by propagation), it
writes the CNF and LP exports (`xoi export`, not timed), then runs each solver
as a whole process:

    xoi      xoi solve PUZZLE
    cadical  cadical -q PUZZLE.cnf            (exit 10: satisfiable)
    cbc      cbc PUZZLE.lp solve solu ANSWER

several times (--runs; fewer when one run takes more than --budget / runs
seconds), and records the median wall time and the median CPU time (user +
system of the child, from wait4: the machine may be shared, so CPU time is
the figure to trust). Every answer is decoded and checked against the rules
by decode.py, which trusts no solver. A run over --timeout seconds is
stopped; that solver then skips the larger sizes of that kind.

Writes one CSV row per (instance, solver), plus two rows of kind "startup"
(`/bin/true` and `xoi --version`: the floor any whole process pays here),
prints a table with the speed-up of xoi over the fastest peer (median CPU
time, and median wall time) and, with --png-prefix, plots PREFIX-KIND.png
with gnuplot. --plot-only CSV plots an earlier run's CSV.
"""
import argparse
import csv
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_INSTANCES = "binox:6,10,14,20,30,48,60;troix:6,12,18,24,30,48"
SOLVERS = ("xoi", "cadical", "cbc")


def run_timed(command, timeout, stdout_path):
    """(wall s, cpu s, exit status or None on time-out) of one child process."""
    with open(stdout_path, "wb") as out:
        start = time.perf_counter()
        child = subprocess.Popen(command, stdout=out, stderr=subprocess.DEVNULL, start_new_session=True)
        deadline = start + timeout
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid != 0:
                wall = time.perf_counter() - start
                return wall, usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status)
            if time.perf_counter() > deadline:
                os.killpg(child.pid, signal.SIGKILL)
                _, status, usage = os.wait4(child.pid, 0)
                return time.perf_counter() - start, usage.ru_utime + usage.ru_stime, None
            time.sleep(0.0005)


def generate(xoi, kind, side, folder):
    """Path of the generated puzzle (seed 1, minimal for level 3)."""
    subprocess.run([xoi, "generate", kind, f"{side}x{side}", "--seed", "1", "--minimal-for", "3", "--out", str(folder)],
                   check=True, stdout=subprocess.DEVNULL)
    made = sorted(folder.glob(f"{kind}-{side}x{side}-*.txt"))
    if len(made) != 1:
        sys.exit(f"compare: expected one generated {kind} {side}x{side} puzzle in {folder}")
    return made[0]


def check(puzzle, mode, answer):
    """True when decode.py accepts the answer as a solution of the puzzle."""
    result = subprocess.run([sys.executable, str(HERE / "decode.py"), mode, str(puzzle), str(answer)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return result.returncode == 0


def solver_command(solver, xoi, puzzle, answer):
    if solver == "xoi":
        return [xoi, "solve", str(puzzle)], "xoi", answer
    if solver == "cadical":
        return ["cadical", "-q", str(puzzle.with_suffix(".cnf"))], "cnf", answer
    solution = answer.with_suffix(".solu")
    return ["cbc", str(puzzle.with_suffix(".lp")), "solve", "solu", str(solution)], "lp", solution


def measure(solver, xoi, puzzle, args):
    """One CSV row: median times over the runs, and whether every answer was right."""
    answer = puzzle.with_suffix(f".{solver}.out")
    command, mode, checked_file = solver_command(solver, xoi, puzzle, answer)
    walls, cpus, status = [], [], "ok"
    runs = args.runs
    while len(walls) < runs:
        wall, cpu, code = run_timed(command, args.timeout, answer)
        if code is None:
            status = "timeout"
            break
        expected = 10 if solver == "cadical" else 0
        if code != expected or not check(puzzle, mode, checked_file):
            status = "wrong"
            break
        walls.append(wall)
        cpus.append(cpu)
        if len(walls) == 1:  # keep slow solvers within the budget
            runs = max(1, min(args.runs, int(args.budget / max(wall, 1e-9))))
    return {
        "solver": solver,
        "status": status,
        "runs": len(walls),
        "median_wall_s": f"{statistics.median(walls):.6f}" if walls else "",
        "median_cpu_s": f"{statistics.median(cpus):.6f}" if cpus else "",
        "min_wall_s": f"{min(walls):.6f}" if walls else "",
    }


def startup_rows(xoi, args):
    rows = []
    for name, command in (("true", ["/bin/true"]), ("xoi --version", [xoi, "--version"])):
        runs = [run_timed(command, args.timeout, os.devnull) for _ in range(max(args.runs, 9))]
        rows.append({"kind": "startup", "side": 0, "cells": 0, "solver": name, "status": "ok", "runs": len(runs),
                     "median_wall_s": f"{statistics.median(r[0] for r in runs):.6f}",
                     "median_cpu_s": f"{statistics.median(r[1] for r in runs):.6f}",
                     "min_wall_s": f"{min(r[0] for r in runs):.6f}"})
    return rows


def plot(rows, kind, png):
    """Median CPU time against cells per solver, log-log, with the start-up floor."""
    floor = next(float(r["median_cpu_s"]) for r in rows if r["kind"] == "startup" and r["solver"] == "true")
    with tempfile.TemporaryDirectory() as tmp:
        plots = []
        for i, solver in enumerate(SOLVERS):
            data = Path(tmp) / f"{solver}.dat"
            data.write_text("".join(f"{r['cells']} {r['median_cpu_s']}\n" for r in rows
                                    if r["kind"] == kind and r["solver"] == solver and r["status"] == "ok"))
            title = {"xoi": "xoi solve", "cadical": "CaDiCaL (CNF)", "cbc": "CBC (LP)"}[solver]
            plots.append(f"'{data}' using 1:2 with linespoints lw 2 pt {i + 5} title '{title}'")
        plots.append(f"{floor} with lines dt 2 lc rgb 'gray40' title '/bin/true'")
        script = f"""set terminal pngcairo size 900,600 font ',11'
set output '{png}'
set logscale xy
set grid
set key inside left top
set title '{kind}: whole processes, median CPU time'
set xlabel 'cells (rows x columns)'
set ylabel 'seconds'
set format y '10^{{%L}}'
plot {', '.join(plots)}
"""
        subprocess.run(["gnuplot"], input=script, text=True, check=True)


def print_speedups(rows):
    print("\nspeed-up of xoi over the fastest peer (median CPU time; wall time in brackets)")
    by_instance = {}
    for r in rows:
        if r["kind"] != "startup":
            by_instance.setdefault((r["kind"], r["side"]), {})[r["solver"]] = r
    for (kind, side), solvers in by_instance.items():
        def best(key):
            peers = [float(solvers[p][key]) for p in ("cadical", "cbc") if solvers[p]["status"] == "ok"]
            return min(peers) if peers else None
        x = solvers["xoi"]
        if x["status"] != "ok" or best("median_cpu_s") is None:
            print(f"  {kind} {side}x{side}: no ratio (xoi {x['status']}, no peer answered)")
            continue
        cpu = best("median_cpu_s") / max(float(x["median_cpu_s"]), 1e-6)
        wall = best("median_wall_s") / float(x["median_wall_s"])
        print(f"  {kind} {side}x{side}: {cpu:7.1f}x  ({wall:.1f}x)")


def parse_instances(text):
    instances = []
    for part in text.split(";"):
        kind, sides = part.split(":")
        instances += [(kind, int(s)) for s in sides.split(",")]
    return instances


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--xoi")
    parser.add_argument("--out", help="CSV file to write")
    parser.add_argument("--png-prefix", help="plot to PREFIX-KIND.png")
    parser.add_argument("--plot-only", metavar="CSV", help="plot this earlier CSV; run nothing")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--budget", type=float, default=30, help="seconds per solver and instance, roughly")
    parser.add_argument("--instances", default=DEFAULT_INSTANCES)
    args = parser.parse_args()
    if args.plot_only:
        rows = list(csv.DictReader(open(args.plot_only)))
        print_speedups(rows)
        for kind in sorted({r["kind"] for r in rows} - {"startup"}):
            plot(rows, kind, f"{args.png_prefix}-{kind}.png")
        return 0
    if not args.xoi or not args.out:
        sys.exit("compare: --xoi and --out are needed (or --plot-only CSV)")
    xoi = str(Path(args.xoi).resolve())

    rows, given_up = [], set()
    with tempfile.TemporaryDirectory(prefix="xoi-compare-") as tmp:
        folder = Path(tmp)
        for kind, side in parse_instances(args.instances):
            puzzle = generate(xoi, kind, side, folder)
            for fmt in ("cnf", "lp"):
                subprocess.run([xoi, "export", "--format", fmt, str(puzzle), "-o", str(puzzle.with_suffix("." + fmt))],
                               check=True)
            for solver in SOLVERS:
                if (kind, solver) in given_up:
                    row = {"solver": solver, "status": "skipped", "runs": 0, "median_wall_s": "",
                           "median_cpu_s": "", "min_wall_s": ""}
                else:
                    row = measure(solver, xoi, puzzle, args)
                    if row["status"] != "ok":
                        given_up.add((kind, solver))
                row.update(kind=kind, side=side, cells=side * side)
                rows.append(row)
                print(f"{kind} {side}x{side} {solver:8} {row['status']:8} runs {row['runs']} "
                      f"cpu {row['median_cpu_s'] or '-':>10} s  wall {row['median_wall_s'] or '-':>10} s", flush=True)

    rows += startup_rows(xoi, args)
    fields = ["kind", "side", "cells", "solver", "status", "runs", "median_cpu_s", "median_wall_s", "min_wall_s"]
    with open(args.out, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=fields)
        writer.writeheader()
        writer.writerows(rows)

    print_speedups(rows)
    if args.png_prefix:
        for kind in sorted({r["kind"] for r in rows} - {"startup"}):
            plot(rows, kind, f"{args.png_prefix}-{kind}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())

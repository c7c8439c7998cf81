#!/usr/bin/env python3
"""Solve time against the number of cells: runs the Generated/Solve benchmarks
of xoi_bench (Slow/ ones included), fits the slope on log-log axes and plots.

    scaling.py --bench PATH --csv OUT.csv --slopes OUT.csv --png-prefix PREFIX
               [--repetitions 3] [--from-side 14] [--json BENCH.json]

--json reads an earlier run's Google Benchmark JSON instead of running.
Time is the median CPU time of the repetitions (the machine may be shared).
The slope is fitted by least squares on (log cells, log time) over the
instances solved by propagation alone (one search node; the empty grids,
which need search, are excluded), from --from-side up; one slope per kind
over all those instances together, and one per series (level) with at least
two sizes. Writes PREFIX-binox.png and PREFIX-troix.png with gnuplot.
"""
import argparse
import csv
import json
import math
import subprocess
import sys
import tempfile
from pathlib import Path

SECONDS = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}


def run_bench(bench, repetitions, out):
    subprocess.run([bench, "--benchmark_filter=Generated/Solve/", f"--benchmark_repetitions={repetitions}",
                    "--benchmark_report_aggregates_only=true", "--benchmark_min_time=0.1",
                    f"--benchmark_out={out}", "--benchmark_out_format=json"], check=True, stdout=subprocess.DEVNULL)


def read_rows(json_path):
    rows = []
    for b in json.load(open(json_path))["benchmarks"]:
        if b.get("aggregate_name", "median") != "median" or "error_occurred" in b:
            continue
        name = b["run_name"]
        kind, size, what = name.split("Generated/Solve/")[1].split("/")[:3]  # then maybe "iterations:3"
        side = int(size.split("x")[0])
        unit = SECONDS[b["time_unit"]]
        rows.append({"kind": kind, "series": what, "side": side, "cells": side * side,
                     "cpu_s": b["cpu_time"] * unit, "real_s": b["real_time"] * unit,
                     "nodes": int(b["nodes"]), "failures": int(b["failures"]),
                     "propagations": int(b["propagations"]), "grade": int(b["grade"]),
                     "givens": int(b["givens"]), "cells_per_second": b["cells_per_second"]})
    rows.sort(key=lambda r: (r["kind"], r["series"], r["side"]))
    return rows


def fit(points):
    """(slope, intercept) of least squares on log-log."""
    xs = [math.log(c) for c, _ in points]
    ys = [math.log(t) for _, t in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    return slope, my - slope * mx


def slopes_of(rows, from_side):
    fits = []
    for kind in sorted({r["kind"] for r in rows}):
        usable = [r for r in rows if r["kind"] == kind and r["side"] >= from_side and r["nodes"] == 1
                  and not r["series"].startswith("empty")]
        groups = {"propagation-only": usable}
        for r in usable:
            groups.setdefault(r["series"], []).append(r)
        for series, group in groups.items():
            sides = sorted({r["side"] for r in group})
            if len(sides) < 2:
                continue
            slope, intercept = fit([(r["cells"], r["cpu_s"]) for r in group])
            fits.append({"kind": kind, "series": series, "points": len(group), "from_side": sides[0],
                         "to_side": sides[-1], "slope": round(slope, 3), "intercept": round(intercept, 4)})
    return fits


def plot(rows, fits, kind, png):
    """One PNG per kind: every series' points, and the pooled fit as a line."""
    series = sorted({r["series"] for r in rows if r["kind"] == kind})
    pooled = next((f for f in fits if f["kind"] == kind and f["series"] == "propagation-only"), None)
    with tempfile.TemporaryDirectory() as tmp:
        plots = []
        for i, s in enumerate(series):
            data = Path(tmp) / f"{i}.dat"
            data.write_text("".join(f"{r['cells']} {r['cpu_s']}\n" for r in rows if r["kind"] == kind and r["series"] == s))
            plots.append(f"'{data}' using 1:2 with linespoints pt {i + 4} title '{s}'")
        if pooled:
            a, b = pooled["slope"], pooled["intercept"]
            lo, hi = pooled["from_side"] ** 2, pooled["to_side"] ** 2
            plots.append(f"[{lo}:{hi}] exp({b}) * x**{a} with lines lw 3 lc rgb 'black' "
                         f"title 'fit (propagation only): slope {a:.2f}'")
            plots.append(f"[{lo}:{hi}] exp({b}) * {lo}**{a} * (x / {lo}) with lines dt 2 lw 2 lc rgb 'gray50' "
                         f"title 'slope 1, for reference'")
        script = f"""set terminal pngcairo size 900,600 font ',11'
set output '{png}'
set logscale xy
set grid
set key inside left top
set title '{kind}: xoi\\_bench Generated/Solve, median CPU time; fit from {pooled["from_side"] if pooled else "-"}x{pooled["from_side"] if pooled else "-"}'
set xrange [20:20000]
set yrange [*:100]
set xlabel 'cells (rows x columns)'
set ylabel 'seconds'
set format y '10^{{%L}}'
plot {', '.join(plots)}
"""
        subprocess.run(["gnuplot"], input=script, text=True, check=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bench")
    parser.add_argument("--json", help="read this Google Benchmark JSON instead of running")
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("--from-side", type=int, default=14)
    parser.add_argument("--csv", required=True)
    parser.add_argument("--slopes", required=True)
    parser.add_argument("--png-prefix", required=True)
    args = parser.parse_args()
    json_path = args.json
    if json_path is None:
        if not args.bench:
            sys.exit("scaling: --bench or --json is needed")
        json_path = str(Path(args.csv).with_suffix(".json"))
        run_bench(args.bench, args.repetitions, json_path)
    rows = read_rows(json_path)
    with open(args.csv, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    fits = slopes_of(rows, args.from_side)
    with open(args.slopes, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(fits[0]))
        writer.writeheader()
        writer.writerows(fits)
    for fi in fits:
        print(f"{fi['kind']:6} {fi['series']:17} slope {fi['slope']:5.2f} over {fi['points']} instances, "
              f"{fi['from_side']}x{fi['from_side']} to {fi['to_side']}x{fi['to_side']}")
    for kind in sorted({r["kind"] for r in rows}):
        plot(rows, fits, kind, f"{args.png_prefix}-{kind}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())

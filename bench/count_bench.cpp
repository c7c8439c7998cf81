// Counting every solution of an empty grid: the whole search tree, so this
// measures search and propagation on failure-heavy paths rather than the
// easy descent of a well-posed puzzle.
//
// Slow/CountAll/binox-8x8 (4.1 million solutions; seconds to a minute,
// depending on the engine) runs once and is left out
// of the default selection (bench_main.cpp). CountAll/binox-6x6 is the same
// work in small, for every run.
#include <benchmark/benchmark.h>

#include <string>

#include "bench/data_puzzles.hpp"
#include "bench/registrations.hpp"
#include "bench/search_counters.hpp"
#include "puzzles/registry.hpp"

namespace xoi::bench {
namespace {

DataPuzzle empty_binox(int side) {
  DataPuzzle puzzle;
  puzzle.kind = "binox";
  puzzle.name = "empty-" + std::to_string(side) + "x" + std::to_string(side);
  puzzle.text.kind = "binox";
  puzzle.text.dims = {side, side};
  puzzle.text.cells.assign(static_cast<std::size_t>(side * side), -1);
  puzzle.model_kind = find_kind("binox");
  return puzzle;
}

void count_all(benchmark::State& state, int side) {
  const DataPuzzle puzzle = empty_binox(side);
  SearchOptions options;
  options.limits.solutions = 0;  // all
  SearchResult result;
  for (auto _ : state) {
    Model model = build_model(puzzle);
    result = depth_first_search(*model.space, options);
    benchmark::DoNotOptimize(result.stats.nodes);
  }
  report_search(state, result);
  report_cells(state, puzzle.text.cells.size());
}

}  // namespace

void register_count_benchmarks() {
  benchmark::RegisterBenchmark("CountAll/binox-6x6", count_all, 6)->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("Slow/CountAll/binox-8x8", count_all, 8)->Iterations(1)->Unit(benchmark::kSecond);
}

}  // namespace xoi::bench

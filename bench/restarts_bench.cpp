// Solving the sparse data/ puzzles (no NAME.sol: many solutions) with Luby
// restarts and randomised values, as `xoi solve --restarts --seed S` does,
// for a few seeds, with the command line's restart scale (64 failures times
// the Luby sequence) and with scale 1, which restarts after almost every
// failure and so times the restart machinery itself.
//
// Why: plain depth-first search with values in min order (the engine's default) ran
// for more than ten minutes on the sparse 30x30 Troix without an answer,
// while randomised values find one in the first run after a few failures.
//
// Beside them, Sparse/<kind>/<file>/seed:S: the command line's default
// search (dom/wdeg, last-conflict, random values, no restarts), as plain
// `xoi solve --seed S` runs it since 2026-12-07.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "bench/data_puzzles.hpp"
#include "bench/registrations.hpp"
#include "bench/search_counters.hpp"
#include "cli/command_line.hpp"

namespace xoi::bench {
namespace {

void solve_timed(benchmark::State& state, const DataPuzzle* puzzle, const SearchOptions& options) {
  SearchResult result;
  for (auto _ : state) {
    Model model = build_model(*puzzle);
    result = depth_first_search(*model.space, options);
    benchmark::DoNotOptimize(result.stats.nodes);
  }
  if (!result.found()) state.SkipWithError("no solution found");
  report_search(state, result);
  report_cells(state, puzzle->text.cells.size());
}

void solve_with_restarts(benchmark::State& state, const DataPuzzle* puzzle) {
  SearchOptions options;
  options.restarts.enabled = true;
  options.seed = static_cast<std::uint64_t>(state.range(0));
  options.restarts.scale = static_cast<std::uint64_t>(state.range(1));
  solve_timed(state, puzzle, options);
}

void solve_by_command_default(benchmark::State& state, const DataPuzzle* puzzle) {
  SearchOptions options = cli::default_command_search();
  options.seed = static_cast<std::uint64_t>(state.range(0));
  solve_timed(state, puzzle, options);
}

}  // namespace

void register_restart_benchmarks() {
  static const std::vector<DataPuzzle> puzzles = load_data_puzzles();
  for (const DataPuzzle& p : puzzles) {
    if (p.has_solution_file) continue;
    benchmark::RegisterBenchmark(("Restarts/" + p.kind + "/" + p.name).c_str(), solve_with_restarts, &p)
        ->ArgNames({"seed", "scale"})
        ->ArgsProduct({{1, 2, 3}, {64, 1}})
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("Sparse/" + p.kind + "/" + p.name).c_str(), solve_by_command_default, &p)
        ->ArgName("seed")
        ->DenseRange(1, 3)
        ->Unit(benchmark::kMillisecond);
  }
}

}  // namespace xoi::bench

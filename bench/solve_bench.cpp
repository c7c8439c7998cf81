// Solving each data/ puzzle that has a unique solution (a NAME.sol beside it)
// in process, with the command line's default search options.
//
//   Solve/...          the model is built once; each iteration reschedules
//                      every propagator and runs depth_first_search on it
//                      (the search restores the domains it started from);
//   BuildAndSolve/...  each iteration builds the model from the parsed file,
//                      then searches: what `xoi solve` does after reading.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "bench/data_puzzles.hpp"
#include "bench/registrations.hpp"
#include "bench/search_counters.hpp"

namespace xoi::bench {
namespace {

void solve_prepared_model(benchmark::State& state, const DataPuzzle* puzzle) {
  const SearchOptions options;
  Model model = build_model(*puzzle);
  SearchResult result;
  if (!time_search_on_model(state, *model.space, options, result)) return;
  report_search(state, result);
  report_cells(state, puzzle->text.cells.size());
}

void build_and_solve(benchmark::State& state, const DataPuzzle* puzzle) {
  const SearchOptions options;
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

}  // namespace

void register_solve_benchmarks() {
  static const std::vector<DataPuzzle> puzzles = load_data_puzzles();
  for (const DataPuzzle& p : puzzles) {
    if (!p.has_solution_file) continue;
    const std::string name = p.kind + "/" + p.name;
    benchmark::RegisterBenchmark(("Solve/" + name).c_str(), solve_prepared_model, &p)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("BuildAndSolve/" + name).c_str(), build_and_solve, &p)
        ->Unit(benchmark::kMicrosecond);
  }
}

}  // namespace xoi::bench

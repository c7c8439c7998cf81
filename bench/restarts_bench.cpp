// Solving the sparse data/ puzzles (no NAME.sol: many solutions) with Luby
// restarts and randomised values, as `xoi solve --restarts --seed S` does,
// for a few seeds. Without restarts the plain depth-first search can get
// lost for minutes on these (heavy-tailed run times), which is what the
// restarts are for.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "bench/data_puzzles.hpp"
#include "bench/registrations.hpp"
#include "bench/search_counters.hpp"

namespace xoi::bench {
namespace {

void solve_with_restarts(benchmark::State& state, const DataPuzzle* puzzle) {
  SearchOptions options;
  options.restarts.enabled = true;
  options.seed = static_cast<std::uint64_t>(state.range(0));
  SearchResult result;
  for (auto _ : state) {
    Model model = build_model(*puzzle);
    result = depth_first_search(*model.space, options);
    benchmark::DoNotOptimize(result.stats.nodes);
  }
  if (!result.found()) state.SkipWithError("no solution found");
  report_search(state, result);
}

}  // namespace

void register_restart_benchmarks() {
  static const std::vector<DataPuzzle> puzzles = load_data_puzzles();
  for (const DataPuzzle& p : puzzles) {
    if (p.has_solution_file) continue;
    benchmark::RegisterBenchmark(("Restarts/" + p.kind + "/" + p.name).c_str(), solve_with_restarts, &p)
        ->ArgName("seed")
        ->DenseRange(1, 3)
        ->Unit(benchmark::kMillisecond);
  }
}

}  // namespace xoi::bench

// Tic-tac-toe boards n^d (puzzles/ttt/): branch and bound on the number of
// monochromatic lines. Targets (docs/ttt.md has the measured tables):
//   3^3, 14 X: prove the optimum 4 in under 5 ms, fewer than 2,139 nodes;
//   4^3 (32 X) and 5^3 (63 X): drawn boards (0 lines) in under 10 ms each;
//   3^4, 41 X: best found and proven bound after 60 s, from above and from
//   below (XOI_TTT_4D_SECONDS overrides the 60 s);
//   3^3 with every X count 0..27, and the optimal 3^3 boards up to symmetry.
// Counters: nodes, failures, propagations, cells_per_second (board cells per
// second of solve time), objective, bound (proven lower bound), optimal (1/0).
// The two 3^4 runs are named Slow/... (a minute each): --benchmark_filter=Slow/Ttt.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>

#include "bench/search_counters.hpp"
#include "engine/search/branch_and_bound.hpp"
#include "puzzles/registry.hpp"

namespace xoi {
namespace {

Model build(const std::string& text, bool symmetry_breaking = true) {
  const ParseResult parsed = parse_puzzles(text, "bench", all_kind_syntaxes());
  Model model;
  RuleSet rules;
  rules.symmetry_breaking = symmetry_breaking;
  if (parsed.error || find_kind("ttt")->build(parsed.puzzles.front(), rules, model)) std::abort();
  return model;
}

void report(benchmark::State& state, const OptimisationResult& r, std::size_t cells) {
  state.counters["nodes"] = static_cast<double>(r.search.stats.nodes);
  state.counters["failures"] = static_cast<double>(r.search.stats.failures);
  state.counters["propagations"] = static_cast<double>(r.search.stats.propagations);
  state.counters["cells_per_second"] =
      benchmark::Counter(static_cast<double>(cells), benchmark::Counter::kIsIterationInvariantRate);
  state.counters["objective"] = r.best_cost;
  state.counters["bound"] = r.lower_bound;
  state.counters["optimal"] = r.found() && r.proven() ? 1 : 0;
}

// Whole solve: building the model (lines, symmetries) included.
void optimise(benchmark::State& state, const std::string& text, bool symmetry_breaking, double seconds = 0,
              bool from_below = false) {
  OptimisationResult last;
  std::size_t cells = 0;
  for (auto _ : state) {
    Model model = build(text, symmetry_breaking);
    cells = model.cells.size();
    SearchOptions options;
    options.limits.seconds = seconds;
    last = branch_and_bound(*model.space, options, *model.objective, {}, {.from_below = from_below});
    benchmark::DoNotOptimize(last.best_cost);
  }
  report(state, last, cells);
}

void BM_TttCube(benchmark::State& state) { optimise(state, "ttt 3x3x3 x=14\n", true); }
void BM_TttCubeNoSymmetry(benchmark::State& state) { optimise(state, "ttt 3x3x3 x=14\n", false); }
void BM_TttQubicDraw(benchmark::State& state) { optimise(state, "ttt 4x4x4 x=32\n", true); }
void BM_Ttt5x5x5Draw(benchmark::State& state) { optimise(state, "ttt 5x5x5 x=63\n", true); }
void BM_TttCubeEveryCount(benchmark::State& state) {
  optimise(state, "ttt 3x3x3 x=" + std::to_string(state.range(0)) + "\n", true);
}
void BM_TttCubeEveryCountNoSymmetry(benchmark::State& state) {
  optimise(state, "ttt 3x3x3 x=" + std::to_string(state.range(0)) + "\n", false);
}
double four_d_seconds() {
  const char* env = std::getenv("XOI_TTT_4D_SECONDS");
  return env != nullptr ? std::atof(env) : 60.0;
}
void BM_Ttt3x3x3x3(benchmark::State& state) { optimise(state, "ttt 3x3x3x3 x=41\n", true, four_d_seconds()); }
void BM_Ttt3x3x3x3FromBelow(benchmark::State& state) {
  optimise(state, "ttt 3x3x3x3 x=41\n", true, four_d_seconds(), true);
}
void BM_TttCubeFromBelow(benchmark::State& state) { optimise(state, "ttt 3x3x3 x=14\n", true, 0, true); }

// Every optimal 3^3 board (cost 4): with symmetry breaking one per class.
void BM_TttCubeOptimalBoards(benchmark::State& state) {
  const bool symmetry_breaking = state.range(0) != 0;
  SearchResult result;
  for (auto _ : state) {
    Model model = build("ttt 3x3x3 x=14\n", symmetry_breaking);
    model.objective->bound->reset(5);
    SearchOptions options;
    options.limits.solutions = 0;
    result = depth_first_search(*model.space, options);
  }
  bench::report_search(state, result);
  bench::report_cells(state, 27);
  state.counters["boards"] = static_cast<double>(result.stats.solutions);
}

// Names follow bench/README.md: "Slow/..." runs only when selected by a filter.
BENCHMARK(BM_TttCube)->Name("Ttt/3x3x3")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TttCubeNoSymmetry)->Name("Ttt/3x3x3/no-symmetry")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TttCubeFromBelow)->Name("Ttt/3x3x3/from-below")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TttQubicDraw)->Name("Ttt/4x4x4")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Ttt5x5x5Draw)->Name("Ttt/5x5x5")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TttCubeEveryCount)->Name("Ttt/3x3x3/x")->DenseRange(0, 27)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TttCubeEveryCountNoSymmetry)
    ->Name("Ttt/3x3x3/no-symmetry/x")
    ->DenseRange(0, 27)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TttCubeOptimalBoards)->Name("Ttt/3x3x3/optimal-boards/symmetry")->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Ttt3x3x3x3)->Name("Slow/Ttt/3x3x3x3/from-above")->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK(BM_Ttt3x3x3x3FromBelow)->Name("Slow/Ttt/3x3x3x3/from-below")->Iterations(1)->Unit(benchmark::kSecond);

}  // namespace
}  // namespace xoi

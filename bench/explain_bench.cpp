// The cost of the explanation events: the same data puzzle solved with no
// event sink attached, with a sink that ignores every event (what remains is
// the engine's own cost of reporting: naming premises, one virtual call per
// event), and with the EventLog that `xoi explain` keeps.
//
//   Events/NoSink/<kind>/<file>     what `xoi solve` runs
//   Events/NullSink/<kind>/<file>   every event built and handed over, then dropped
//   Events/EventLog/<kind>/<file>   every event copied into memory
//
// The puzzles: a 20x20 Binox solved by propagation (the DP and hashed
// distinct lines), a 14x14 Binox (line tables with claimed rows) and a
// 36x36 Binox that needs 748 search nodes.
#include <benchmark/benchmark.h>

#include "bench/data_puzzles.hpp"
#include "bench/search_counters.hpp"
#include "cli/event_log.hpp"

namespace xoi::bench {
namespace {

class NullSink final : public EventSink {
 public:
  void on_deduction(const Deduction& d) override { benchmark::DoNotOptimize(d.var); }
  void on_failure(const Failure& f) override { benchmark::DoNotOptimize(f.depth); }
  void on_decision(VarId var, Value, bool, int) override { benchmark::DoNotOptimize(var); }
  void on_backtrack(int depth) override { benchmark::DoNotOptimize(depth); }
  void on_solution(int depth) override { benchmark::DoNotOptimize(depth); }
};

enum class Listener { None, Null, Log };

void solve_with(benchmark::State& state, const char* relative_path, Listener listener) {
  const DataPuzzle puzzle = load_data_puzzle(relative_path);
  const SearchOptions options;
  Model model = build_model(puzzle);
  NullSink null_sink;
  SearchResult result;
  std::size_t events = 0;
  for (auto _ : state) {
    reschedule_all(*model.space);
    cli::EventLog log;  // a fresh log per run, as `xoi explain` has
    if (listener == Listener::Null) model.space->attach(&null_sink);
    if (listener == Listener::Log) model.space->attach(&log);
    result = depth_first_search(*model.space, options);
    model.space->attach(nullptr);
    events = log.events().size();
    benchmark::DoNotOptimize(result.stats.nodes);
  }
  if (!result.found()) state.SkipWithError("no solution found");
  report_search(state, result);
  if (listener == Listener::Log) state.counters["events"] = static_cast<double>(events);
}

#define XOI_EVENTS_BENCHMARK(name, path)                                                        \
  BENCHMARK_CAPTURE(solve_with, name, path, Listener::None)->Name("Events/NoSink/" #name);     \
  BENCHMARK_CAPTURE(solve_with, name, path, Listener::Null)->Name("Events/NullSink/" #name);   \
  BENCHMARK_CAPTURE(solve_with, name, path, Listener::Log)->Name("Events/EventLog/" #name)

XOI_EVENTS_BENCHMARK(binox/tatham-14x14-normal-1, "binox/tatham-14x14-normal-1.txt");
XOI_EVENTS_BENCHMARK(binox/tatham-20x20-normal-1, "binox/tatham-20x20-normal-1.txt");
XOI_EVENTS_BENCHMARK(binox/xoi-36x36-2, "binox/xoi-36x36-2.txt");

}  // namespace
}  // namespace xoi::bench

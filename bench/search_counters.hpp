// The search statistics every xoi benchmark reports as user counters, so a
// change in speed can be told apart from a change in the amount of search.
#pragma once

#include <benchmark/benchmark.h>

#include "bench/data_puzzles.hpp"
#include "engine/search/dfs.hpp"

namespace xoi::bench {

// Counters of one search (all iterations of a benchmark do the same search).
inline void report_search(benchmark::State& state, const SearchResult& result) {
  state.counters["nodes"] = static_cast<double>(result.stats.nodes);
  state.counters["failures"] = static_cast<double>(result.stats.failures);
  state.counters["propagations"] = static_cast<double>(result.stats.propagations);
  state.counters["solutions"] = static_cast<double>(result.stats.solutions);
  if (result.stats.restarts > 0) state.counters["restarts"] = static_cast<double>(result.stats.restarts);
}

// The puzzle's size as `cells` and its rate as `cells_per_second` (cells
// handled per second of benchmark time: comparable across sizes).
inline void report_cells(benchmark::State& state, std::size_t cells) {
  state.counters["cells"] = static_cast<double>(cells);
  state.counters["cells_per_second"] =
      benchmark::Counter(static_cast<double>(cells), benchmark::Counter::kIsIterationInvariantRate);
}

// Two searches did the same work (used to check that a reused model searches
// like a fresh one).
inline bool same_search(const SearchResult& a, const SearchResult& b) {
  return a.stats.nodes == b.stats.nodes && a.stats.failures == b.stats.failures &&
         a.stats.propagations == b.stats.propagations && a.first_solution == b.first_solution;
}

// Puts a reused space back as a fresh model would start a search: every
// propagator scheduled, nothing remembered (O(1): an epoch), and, for the
// orders that read them, the dom/wdeg failure weights back to one (they
// outlive a search on purpose, engine/space.hpp).
inline void make_cold(Space& space, const SearchOptions& options) {
  reschedule_all(space);
  space.forget_remembered();
  if (options.var_order != VarOrder::FirstFail && options.var_order != VarOrder::Input) space.reset_failure_weights();
}

// Times depth_first_search on one model reused for every iteration (made
// cold before each, as above), after
// checking that the reused model searches exactly like the fresh one (else
// this would time another search). Returns false, the benchmark skipped with
// a message, when no solution is found or the searches differ; `result` is
// the timed search.
inline bool time_search_on_model(benchmark::State& state, Space& space, const SearchOptions& options,
                                 SearchResult& result) {
  result = depth_first_search(space, options);
  make_cold(space, options);
  if (!result.found() || !same_search(result, depth_first_search(space, options))) {
    state.SkipWithError("no solution, or a search on the reused model differs from one on a fresh model");
    return false;
  }
  for (auto _ : state) {
    make_cold(space, options);
    result = depth_first_search(space, options);
    benchmark::DoNotOptimize(result.stats.nodes);
  }
  return true;
}

}  // namespace xoi::bench

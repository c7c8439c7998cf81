// Solving and counting across sizes, on puzzles made in process by xoi's own
// generator from fixed seeds (bench/generated_puzzles.hpp caches each one),
// for the size-scaling figures of docs/performance.md.
//
//   Generated/Solve/<kind>/<N>xN/<what>   first solution, the engine's default
//                                        search (first-fail, min values), model
//                                        built once (as Solve/...);
//   Generated/Count2/<kind>/<N>xN/<what>  counting with limit 2: the
//                                        uniqueness check (finds 1, proves no 2nd);
// <what>: levelL (graded exactly L, minimal for it), default (minimal
// for level 3, graded 1-3: --minimal-for 3, the generator's default until
// 2026-12-03), level1-givens60
// (graded 1, removal stopped at 60% givens: the largest sizes, where a
// minimal puzzle takes minutes to make), empty (no givens; solved with Luby
// restarts and random values as `xoi solve --restarts`, since plain search
// in min order runs for minutes on an empty 24x24 Binox; not counted),
// empty-default (no givens, the command line's default search: dom/wdeg,
// last-conflict, random values from seed 1, no restarts; not counted).
//
// Which instances exist, and which are Slow/ (left out by default, see
// bench_main.cpp), follows what generating them costs here (CPU seconds,
// seed 1): minimal 48x48 Binox level 3 2.7, Troix 48x48 level 1 3.7,
// level 3 29; level 1 at 60% givens 96x96 Binox 5, Troix 16; Binox
// 100x100 default about 11. Troix at 96 and 120 has no default or level-3
// instance: those take many minutes to generate. Empty grids: Binox 96x96
// 0.3 s, 120x120 2.7 s; Troix 48x48 0.12 s, 96x96 3.7 s, 120x120 15 s
// (registered since 2026-12-03, when the three-value programme started to
// serve lines of 120 cells; over 30 s before).
//
// Levels that do not exist at a size (no Troix 6x6 at level 3 or above,
// no Binox 6x6 at level 5: docs/generator.md) are not registered.
//
// Counters: nodes, failures, propagations, solutions (report_search), cells,
// cells_per_second (cells / time), grade and givens of the instance, and
// generate_s (the generator's CPU seconds, not part of the timed loop).
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "bench/generated_puzzles.hpp"
#include "bench/registrations.hpp"
#include "bench/search_counters.hpp"
#include "cli/command_line.hpp"

namespace xoi::bench {
namespace {

enum class Task { Solve, Count2 };
enum class Search { Engine, EngineRestarting, CommandLine };

SearchOptions options_for(Search search, Task task) {
  SearchOptions options = search == Search::CommandLine ? cli::default_command_search() : SearchOptions{};
  if (task == Task::Count2) options.limits.solutions = 2;
  if (search == Search::EngineRestarting) options.restarts.enabled = true;
  return options;
}

void run_generated(benchmark::State& state, const InstanceSpec& spec, Search search, Task task) {
  const GeneratedInstance& instance = generated_instance(spec);
  if (!instance.error.empty()) {
    state.SkipWithError(instance.error.c_str());
    return;
  }
  const SearchOptions options = options_for(search, task);
  Model model = build_model(instance.puzzle);
  SearchResult result;
  if (!time_search_on_model(state, *model.space, options, result)) return;
  if (task == Task::Count2 && result.stats.solutions != 1) {
    state.SkipWithError("the generated puzzle does not have exactly one solution");
    return;
  }
  report_search(state, result);
  report_cells(state, instance.puzzle.text.cells.size());
  state.counters["grade"] = instance.grade ? level_number(*instance.grade) : 0;
  state.counters["givens"] = instance.given_count;
  state.counters["generate_s"] = instance.generate_seconds;
}

struct Family {
  const char* kind;
  std::vector<int> sides;
  std::vector<int> slow_sides;  // registered as Slow/...
  InstanceSpec spec;            // kind and side filled in per size
  const char* what;
  Search search = Search::Engine;
};

std::vector<Family> families() {
  auto spec = [](std::optional<Level> level, double givens_fraction = 0, bool empty = false) {
    InstanceSpec made;
    made.level = level;
    made.givens_fraction = givens_fraction;
    made.empty = empty;
    return made;
  };
  const InstanceSpec level1 = spec(Level::Counting), level2 = spec(Level::DistinctLines),
                     level3 = spec(Level::LineConsistency), level4 = spec(Level::Probing),
                     level5 = spec(Level::Search), minimal_default = spec(std::nullopt),
                     level1_givens60 = spec(Level::Counting, 0.6), empty = spec(std::nullopt, 0, true);
  return {
      {"binox", {6, 12, 14, 24, 48}, {}, level1, "level1"},
      {"binox", {6, 12, 14, 24, 48}, {}, level2, "level2"},
      {"binox", {6, 12, 14, 24, 48}, {}, level3, "level3"},
      {"binox", {6, 12, 14}, {}, level4, "level4"},
      {"binox", {12, 14}, {}, level5, "level5"},
      {"binox", {6, 12, 14, 24, 48}, {96, 120}, minimal_default, "default"},
      {"binox", {}, {96, 120}, level1_givens60, "level1-givens60"},
      {"binox", {6, 12, 14, 24, 48, 96}, {120}, empty, "empty", Search::EngineRestarting},
      {"binox", {24, 48, 96, 120}, {}, empty, "empty-default", Search::CommandLine},
      {"troix", {6, 12, 15, 24, 48}, {}, level1, "level1"},
      {"troix", {12, 15, 24}, {48}, level3, "level3"},
      {"troix", {12, 15}, {}, level4, "level4"},
      {"troix", {12, 15}, {}, level5, "level5"},
      {"troix", {6, 12, 15, 24}, {48}, minimal_default, "default"},
      {"troix", {}, {96, 120}, level1_givens60, "level1-givens60"},
      {"troix", {6, 12, 15, 24, 48}, {96, 120}, empty, "empty", Search::EngineRestarting},
      {"troix", {24, 48, 96}, {120}, empty, "empty-default", Search::CommandLine},
  };
}

void register_one(const Family& family, int side, bool slow, Task task) {
  if (task == Task::Count2 && family.spec.empty) return;
  InstanceSpec spec = family.spec;
  spec.kind = family.kind;
  spec.side = side;
  const std::string name = std::string(slow ? "Slow/" : "") + "Generated/" + (task == Task::Solve ? "Solve" : "Count2") +
                           "/" + family.kind + "/" + std::to_string(side) + "x" + std::to_string(side) + "/" + family.what;
  benchmark::internal::Benchmark* b = benchmark::RegisterBenchmark(
      name.c_str(), [spec, search = family.search, task](benchmark::State& state) {
        run_generated(state, spec, search, task);
      });
  b->Unit(benchmark::kMicrosecond);
  if (slow) b->Iterations(spec.empty ? 1 : 3);
}

}  // namespace

void register_generated_benchmarks() {
  for (const Family& family : families())
    for (Task task : {Task::Solve, Task::Count2}) {
      for (int side : family.sides) register_one(family, side, false, task);
      for (int side : family.slow_sides) register_one(family, side, true, task);
    }
}

}  // namespace xoi::bench

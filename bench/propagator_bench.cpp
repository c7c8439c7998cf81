// Propagator micro-benchmarks: the time of one propagation of one line, for
// each line propagator of engine/propagators, at line lengths 6 to 996.
//
// The line (2 values as in Binox, 3 as in Troix) has a legal solution made of
// random blocks, each block a permutation of the values (so no run is longer
// than two and every value has its count); a quarter of its cells are given
// and propagated at the root. Each iteration opens a choice point, fixes one
// still-open cell to its solution value, propagates to the fixpoint (the one
// propagator on the line, rerun as long as it asks) and undoes. Counters:
// propagations per iteration, time per propagation (s_per_propagation, read
// as ns), cells per second (line cells handled per second), nodes and failures
// (always 1 and 0 here: one node, no failure).
//
// distinct_lines is timed on a group of four lines: three complete, the
// fourth equal to the first except in its last block, with its last four
// cells open, so every propagation enumerates the few completions and drops
// those that would copy a complete line. line_table is timed only on lines with few legal
// spellings (at most 1 << 16 here), which keeps it to the short lines.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "bench/registrations.hpp"
#include "engine/propagators/count_balance.hpp"
#include "engine/propagators/distinct_lines.hpp"
#include "engine/propagators/line_consistency.hpp"
#include "engine/propagators/line_table.hpp"
#include "engine/propagators/run_length.hpp"
#include "engine/search/rng.hpp"
#include "engine/space.hpp"

namespace xoi::bench {
namespace {

constexpr int kMaxRun = 2;
constexpr std::size_t kMaxTableRows = std::size_t{1} << 16;
constexpr std::array<long, 9> kLengths = {6, 12, 24, 48, 96, 120, 240, 480, 996};

// A legal line of `length` cells (a multiple of `values`): random permutations
// of the values one after another.
std::vector<Value> legal_line(int length, int values, std::uint64_t seed) {
  SplitMix64 rng(seed);
  std::vector<Value> line;
  std::vector<Value> block(static_cast<std::size_t>(values));
  while (static_cast<int>(line.size()) < length) {
    for (int v = 0; v < values; ++v) block[static_cast<std::size_t>(v)] = v;
    for (int i = values - 1; i > 0; --i)
      std::swap(block[static_cast<std::size_t>(i)], block[rng.below(static_cast<std::uint64_t>(i) + 1)]);
    line.insert(line.end(), block.begin(), block.end());
  }
  return line;
}

struct LineSpace {
  Space space;
  std::vector<std::vector<VarId>> lines;
  std::vector<Value> solution;  // of the line being timed (the last one)
  std::vector<VarId> open;      // its cells still open after root propagation
};

std::vector<VarId> add_line(Space& space, int length, int values) {
  std::vector<VarId> line;
  for (int i = 0; i < length; ++i) line.push_back(space.add_variable(Domain::range(values)));
  return line;
}

void give(Space& space, const std::vector<VarId>& line, const std::vector<Value>& solution, std::uint64_t seed) {
  SplitMix64 rng(seed);
  for (std::size_t i = 0; i < line.size(); ++i)
    if (rng.below(4) == 0) space.assign(line[i], solution[i]);
}

void collect_open(LineSpace& s) {
  for (VarId v : s.lines.back())
    if (!s.space.domain(v).fixed()) s.open.push_back(v);
}

// Times one propagation per iteration: fix an open cell, propagate, undo.
// Skips the benchmark if the root fails or leaves no open cell to fix.
void time_propagations(benchmark::State& state, LineSpace& s) {
  if (!s.space.propagate()) {
    state.SkipWithError("the root propagation failed");
    return;
  }
  collect_open(s);
  if (s.open.empty()) {
    state.SkipWithError("the root propagation fixed the whole line");
    return;
  }
  const std::vector<VarId>& line = s.lines.back();
  std::vector<Value> value_of(static_cast<std::size_t>(s.space.variable_count()), 0);
  for (std::size_t i = 0; i < line.size(); ++i) value_of[static_cast<std::size_t>(line[i])] = s.solution[i];
  const std::uint64_t before = s.space.propagations();
  std::uint64_t failures = 0;
  std::size_t next = 0;
  s.space.push_mark();
  for (auto _ : state) {
    const VarId cell = s.open[next];
    next = next + 1 == s.open.size() ? 0 : next + 1;
    s.space.assign(cell, value_of[static_cast<std::size_t>(cell)]);
    s.space.forget_remembered();  // time the propagator's work, not a table lookup
    if (!s.space.propagate()) ++failures;
    s.space.undo_to_top_mark();
  }
  s.space.pop_mark();
  const auto propagations = static_cast<double>(s.space.propagations() - before);
  const auto length = static_cast<double>(line.size());
  state.counters["nodes"] = 1;
  state.counters["failures"] = static_cast<double>(failures);
  state.counters["propagations"] = benchmark::Counter(propagations, benchmark::Counter::kAvgIterations);
  state.counters["s_per_propagation"] =
      benchmark::Counter(propagations, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["cells_per_second"] = benchmark::Counter(length, benchmark::Counter::kIsIterationInvariantRate);
}

std::vector<int> balanced_counts(int length, int values) {
  return std::vector<int>(static_cast<std::size_t>(values), length / values);
}

enum class Rule { RunLength, CountBalance, LineConsistency, LineTable, DistinctLines };

void propagate_one_line(benchmark::State& state, Rule rule, int values) {
  const int length = static_cast<int>(state.range(0));
  const std::vector<int> counts = balanced_counts(length, values);
  LineSpace s;
  const int line_count = rule == Rule::DistinctLines ? 4 : 1;
  for (int i = 0; i < line_count; ++i) s.lines.push_back(add_line(s.space, length, values));
  s.solution = legal_line(length, values, 17);
  switch (rule) {
    case Rule::RunLength:
      post_run_length(s.space, s.lines[0], kMaxRun, values);
      break;
    case Rule::CountBalance:
      post_count_balance(s.space, s.lines[0], counts);
      break;
    case Rule::LineConsistency:
      if (!post_line_consistency(s.space, s.lines[0], kMaxRun, counts)) {
        state.SkipWithError("line too large for the dynamic programme");
        return;
      }
      break;
    case Rule::LineTable: {
      LineTable table;
      if (!enumerate_legal_lines(length, kMaxRun, counts, kMaxTableRows, table)) {
        state.SkipWithError("too many legal lines for a table");
        return;
      }
      post_line_table(s.space, s.lines[0], table);
      break;
    }
    case Rule::DistinctLines: {
      // Lines 0-2 complete and different; line 3 copies line 0 but for its
      // last block, and its last four cells are open.
      s.solution = legal_line(length, values, 100);
      std::vector<std::vector<Value>> spellings = {s.solution};
      std::reverse(s.solution.end() - values, s.solution.end());
      for (std::uint64_t seed = 101; spellings.size() < 3; ++seed) {
        std::vector<Value> spelling = legal_line(length, values, seed);
        if (spelling != s.solution && std::find(spellings.begin(), spellings.end(), spelling) == spellings.end())
          spellings.push_back(std::move(spelling));
      }
      for (std::size_t i = 0; i < 3; ++i)
        for (std::size_t c = 0; c < spellings[i].size(); ++c) s.space.assign(s.lines[i][c], spellings[i][c]);
      for (std::size_t c = 0; c + 4 < s.solution.size(); ++c) s.space.assign(s.lines[3][c], s.solution[c]);
      post_distinct_lines(s.space, s.lines, values, counts);
      time_propagations(state, s);
      return;
    }
  }
  give(s.space, s.lines[0], s.solution, 29);
  time_propagations(state, s);
}

// The lengths a rule is timed at: kLengths, and for line_table the short
// lines (up to 24 cells) whose legal spellings fit in a table.
std::vector<long> lengths_for(Rule rule, int values) {
  if (rule != Rule::LineTable) return {kLengths.begin(), kLengths.end()};
  std::vector<long> lengths;
  for (int length = 6; length <= 24; length += values == 2 ? 2 : 3) {
    LineTable table;
    if (enumerate_legal_lines(length, kMaxRun, balanced_counts(length, values), kMaxTableRows, table))
      lengths.push_back(length);
  }
  return lengths;
}

void register_rule(const char* name, Rule rule, int values) {
  const std::string kind = values == 2 ? "binox" : "troix";
  benchmark::internal::Benchmark* b = benchmark::RegisterBenchmark(
      ("Propagator/" + std::string(name) + "/" + kind).c_str(), propagate_one_line, rule, values);
  b->ArgName("length")->Unit(benchmark::kNanosecond);
  for (long length : lengths_for(rule, values)) b->Arg(length);
}

}  // namespace

void register_propagator_benchmarks() {
  for (int values : {2, 3}) {
    register_rule("run_length", Rule::RunLength, values);
    register_rule("count_balance", Rule::CountBalance, values);
    register_rule("line_consistency", Rule::LineConsistency, values);
    register_rule("line_table", Rule::LineTable, values);
    register_rule("distinct_lines", Rule::DistinctLines, values);
  }
}

}  // namespace xoi::bench

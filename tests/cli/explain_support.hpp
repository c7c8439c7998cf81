// Shared by the explain tests: load a puzzle, explain it at a level, read its
// .sol, and a brute-force check of one conclusion against its premises.
// Header-only: tests/CMakeLists.txt compiles only *_test.cpp files.
//
// The brute-force check knows nothing of the propagators: it takes a line
// through the conclusion cell, gives the premise cells on it the domains they
// had before the step and every other cell all values, enumerates every legal
// filling of the line (no three equal in a row, equal counts, and different
// from every complete parallel line named among the premises), and asks that
// none of them uses a value the step removed (for a contradiction: that there
// is none at all). Every line rule (run-length, balance, distinct lines, line
// consistency with or without claimed rows) is implied by that line rule set,
// so each of its steps must pass; probing and search conclusions rest on a
// whole trial, not one line, and are checked through the trial's own steps.
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "cli/command_line.hpp"
#include "cli/event_replay.hpp"
#include "cli/explanation.hpp"
#include "puzzles/format/puzzle_file.hpp"
#include "puzzles/registry.hpp"

namespace xoi::explain_test {

inline std::string data_file(const std::string& relative) { return std::string(XOI_SOURCE_DIR) + "/data/" + relative; }

inline PuzzleText parse_one(const std::string& text) {
  ParseResult parsed = parse_puzzles(text, "test.txt", all_kind_syntaxes());
  EXPECT_FALSE(parsed.error.has_value()) << (parsed.error ? parsed.error->describe() : "");
  return parsed.puzzles.empty() ? PuzzleText{} : parsed.puzzles.front();
}

inline PuzzleText read_one(const std::string& path) {
  ParseResult parsed = read_puzzle_file(path, all_kind_syntaxes());
  EXPECT_FALSE(parsed.error.has_value()) << path;
  return parsed.puzzles.empty() ? PuzzleText{} : parsed.puzzles.front();
}

// By default the search `xoi explain` runs without options, so a test can
// compare the command's output with this explanation step for step.
inline cli::Explanation explain_text(const PuzzleText& puzzle, int level,
                                     SearchOptions search = cli::default_command_search()) {
  std::string error;
  std::optional<cli::Explanation> x = cli::explain(*find_kind(puzzle.kind), puzzle, level, search, error);
  EXPECT_TRUE(x.has_value()) << error;
  return x ? std::move(*x) : cli::Explanation{};
}

// The default search with values in min order. On troix/xoi-9x9-2.txt its
// one guess is wrong (a contradiction, a backtrack and the other branch),
// which the story tests need; the default's random order may guess right.
inline SearchOptions min_value_search() {
  SearchOptions search = cli::default_command_search();
  search.value_order = ValueOrder::Min;
  return search;
}

// --- the brute-force line check ---

struct LineCheck {
  int symbols = 2;
  std::vector<Domain> domains;           // per cell of the line
  std::vector<std::vector<Value>> others;  // complete parallel lines the filling must differ from
};

// Calls visit(line) for every legal filling; stops when visit returns false.
template <class Visit>
bool each_filling(const LineCheck& check, std::vector<Value>& line, std::vector<int>& counts, Visit&& visit) {
  const std::size_t i = line.size();
  const int n = static_cast<int>(check.domains.size());
  if (static_cast<int>(i) == n) {
    for (const auto& other : check.others)
      if (other == line) return true;
    return visit(line);
  }
  for (Value v = 0; v < check.symbols; ++v) {
    if (!check.domains[i].contains(v)) continue;
    if (i >= 2 && line[i - 1] == v && line[i - 2] == v) continue;
    if (counts[static_cast<std::size_t>(v)] == n / check.symbols) continue;
    line.push_back(v);
    ++counts[static_cast<std::size_t>(v)];
    const bool go_on = each_filling(check, line, counts, visit);
    --counts[static_cast<std::size_t>(v)];
    line.pop_back();
    if (!go_on) return false;
  }
  return true;
}

// Whether the premises (with `state`: domains before the step) prove that
// `cell` cannot take any value of `removed`; cell < 0: that the premises
// admit no filling at all (a contradiction).
inline bool follows_on_a_line(const cli::GridView& g, const std::vector<Domain>& state, const std::vector<VarId>& premise_vars,
                              int cell, DomainBits removed) {
  std::vector<int> cell_of_var(state.size(), -1);
  for (std::size_t c = 0; c < g.cells.size(); ++c) cell_of_var[static_cast<std::size_t>(g.cells[c])] = static_cast<int>(c);
  std::vector<char> premise(g.cells.size(), 0);
  for (VarId v : premise_vars) premise[static_cast<std::size_t>(cell_of_var[static_cast<std::size_t>(v)])] = 1;
  const Domain full = Domain::range(static_cast<int>(g.symbols.size()));
  auto at = [&](bool is_row, int line, int k) { return is_row ? line * g.cols + k : k * g.cols + line; };
  // The lines to try: through the conclusion, or through any premise for a contradiction.
  std::vector<std::pair<bool, int>> candidates;
  if (cell >= 0) {
    candidates = {{true, cell / g.cols}, {false, cell % g.cols}};
  } else {
    for (std::size_t c = 0; c < premise.size(); ++c) {
      if (premise[c] == 0) continue;
      candidates.push_back({true, static_cast<int>(c) / g.cols});
      candidates.push_back({false, static_cast<int>(c) % g.cols});
    }
  }
  for (const auto& [is_row, index] : candidates) {
    const int length = is_row ? g.cols : g.rows;
    const int across = is_row ? g.rows : g.cols;
    LineCheck check;
    check.symbols = static_cast<int>(g.symbols.size());
    bool valid = true;
    for (int other = 0; other < across && valid; ++other) {
      if (other == index) continue;
      int named = 0;
      for (int k = 0; k < length; ++k) named += premise[static_cast<std::size_t>(at(is_row, other, k))];
      if (named == 0) continue;
      if (named != length) valid = false;  // a premise off the line, in no complete line: not this line's step
      std::vector<Value> values;
      for (int k = 0; k < length && valid; ++k) {
        const Domain d = state[static_cast<std::size_t>(g.cells[static_cast<std::size_t>(at(is_row, other, k))])];
        valid = d.fixed();
        values.push_back(d.min());
      }
      check.others.push_back(values);
    }
    if (!valid) continue;
    int position = -1;
    for (int k = 0; k < length; ++k) {
      const int c = at(is_row, index, k);
      if (c == cell) position = k;
      check.domains.push_back(premise[static_cast<std::size_t>(c)] != 0 ? state[static_cast<std::size_t>(g.cells[static_cast<std::size_t>(c)])] : full);
    }
    bool holds = true;
    std::vector<Value> line;
    std::vector<int> counts(static_cast<std::size_t>(check.symbols), 0);
    each_filling(check, line, counts, [&](const std::vector<Value>& filling) {
      holds = position >= 0 && !Domain{removed}.contains(filling[static_cast<std::size_t>(position)]);
      return holds;
    });
    if (holds) return true;
  }
  return false;
}

}  // namespace xoi::explain_test

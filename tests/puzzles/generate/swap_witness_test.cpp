// find_swap_witness (puzzles/generate/swap_witness.hpp) against brute force:
// on random Binox and Troix puzzles, for every given, it finds a rectangle
// swap exactly when enumerating every rectangle and checking the swapped grid
// against the rules (written independently of the engine) finds one; with
// six-cell patterns allowed, exactly when a rectangle or an enumeration of
// the six-cell patterns (formulated differently) finds one; and it leaves the
// space as it found it.
#include "puzzles/generate/swap_witness.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "engine/search/dfs.hpp"
#include "engine/search/rng.hpp"
#include "tests/engine/search/grid_models.hpp"

namespace xoi {
namespace {

using testing_support::all_domains;
using testing_support::grid_model;
using testing_support::valid_grid;

struct Board {
  const char* kind;
  int rows, cols, symbols;
  bool distinct;
};

std::vector<Value> random_solution(const Board& b, std::uint64_t seed) {
  Model model = grid_model(b.kind, b.rows, b.cols);
  SearchOptions options;
  options.value_order = ValueOrder::Random;
  options.restarts.enabled = true;
  options.seed = seed;
  const SearchResult result = depth_first_search(*model.space, options);
  EXPECT_TRUE(result.found());
  std::vector<Value> grid;
  for (const VarId v : model.cells) grid.push_back(result.first_solution[static_cast<std::size_t>(v)].min());
  return grid;
}

// Whether some rectangle with `cell` as a corner swaps `solution` into
// another valid grid that keeps every given except `cell`.
bool brute_force_witness(const Board& b, const std::vector<Value>& solution, const std::vector<bool>& given,
                         int cell) {
  const int r = cell / b.cols;
  const int k = cell % b.cols;
  for (int r2 = 0; r2 < b.rows; ++r2)
    for (int k2 = 0; k2 < b.cols; ++k2) {
      if (r2 == r || k2 == k) continue;
      const int corners[3] = {r * b.cols + k2, r2 * b.cols + k, r2 * b.cols + k2};
      bool free = true;
      for (const int c : corners) free = free && !given[static_cast<std::size_t>(c)];
      if (!free) continue;
      std::vector<Value> swapped = solution;
      const auto at = [&](int row, int col) -> Value& { return swapped[static_cast<std::size_t>(row * b.cols + col)]; };
      std::swap(at(r, k), at(r, k2));
      std::swap(at(r2, k), at(r2, k2));
      if (swapped == solution) continue;
      bool counts_kept = true;  // a swap that is not a rectangle of two values changes column counts
      for (int col : {k, k2}) {
        std::vector<int> before(static_cast<std::size_t>(b.symbols)), after(static_cast<std::size_t>(b.symbols));
        for (int row = 0; row < b.rows; ++row) {
          ++before[static_cast<std::size_t>(solution[static_cast<std::size_t>(row * b.cols + col)])];
          ++after[static_cast<std::size_t>(at(row, col))];
        }
        counts_kept = counts_kept && before == after;
      }
      if (counts_kept && valid_grid(swapped, b.rows, b.cols, b.symbols, b.distinct)) return true;
    }
  return false;
}

// Whether some six-cell pattern through `cell` turns `solution` into another
// valid grid that keeps every given except `cell`: in three rows and three
// columns, the six cells off a permutation's diagonal, each taking the value
// of the other such cell in its row, which must also be that of the other in
// its column; or two rows (columns) swapping their values in three columns
// (rows) that all differ, each row (column) keeping its values.
bool brute_force_six_cell_witness(const Board& b, const std::vector<Value>& solution, const std::vector<bool>& given,
                                  int cell) {
  const int r = cell / b.cols;
  const int k = cell % b.cols;
  const auto s = [&](int row, int col) { return solution[static_cast<std::size_t>(row * b.cols + col)]; };
  const auto fits = [&](const std::vector<Value>& other) {
    for (std::size_t i = 0; i < other.size(); ++i)
      if (other[i] != solution[i] && given[i] && static_cast<int>(i) != cell) return false;
    return other[static_cast<std::size_t>(cell)] != solution[static_cast<std::size_t>(cell)] &&
           valid_grid(other, b.rows, b.cols, b.symbols, b.distinct);
  };
  // Cycles over rows {r, r2, r3} and columns {k, k2, k3}.
  for (int r2 = 0; r2 < b.rows; ++r2)
    for (int r3 = r2 + 1; r3 < b.rows; ++r3)
      for (int k2 = 0; k2 < b.cols; ++k2)
        for (int k3 = k2 + 1; k3 < b.cols; ++k3) {
          if (r2 == r || r3 == r || k2 == k || k3 == k) continue;
          std::array<int, 3> rows = {r, r2, r3}, cols = {k, k2, k3}, perm = {0, 1, 2};
          do {
            if (perm[0] == 0) continue;  // (r, k) must be one of the six
            const auto chosen = [&](int i, int j) { return perm[static_cast<std::size_t>(i)] != j; };
            const auto row = [&](int i) { return rows[static_cast<std::size_t>(i)]; };
            const auto col = [&](int j) { return cols[static_cast<std::size_t>(j)]; };
            std::vector<Value> other = solution;
            bool alternating = true;
            for (int i = 0; i < 3; ++i)
              for (int j = 0; j < 3; ++j) {
                if (!chosen(i, j)) continue;
                int row_partner = -1, col_partner = -1;
                for (int x = 0; x < 3; ++x) {
                  if (x != j && chosen(i, x)) row_partner = x;
                  if (x != i && chosen(x, j)) col_partner = x;
                }
                const Value v = s(row(i), col(row_partner));
                alternating = alternating && v == s(row(col_partner), col(j));
                other[static_cast<std::size_t>(row(i) * b.cols + col(j))] = v;
              }
            if (alternating && fits(other)) return true;
          } while (std::next_permutation(perm.begin(), perm.end()));
        }
  // Two lines exchanging three crossings: rows when by_rows, else columns.
  for (const bool by_rows : {true, false}) {
    const int lines = by_rows ? b.rows : b.cols, crossings = by_rows ? b.cols : b.rows;
    const int line = by_rows ? r : k, across = by_rows ? k : r;
    const auto index = [&](int l, int x) {
      return static_cast<std::size_t>(by_rows ? l * b.cols + x : x * b.cols + l);
    };
    for (int line2 = 0; line2 < lines; ++line2)
      for (int x2 = 0; x2 < crossings; ++x2)
        for (int x3 = x2 + 1; x3 < crossings; ++x3) {
          if (line2 == line || x2 == across || x3 == across) continue;
          std::vector<Value> mine, theirs;
          std::vector<Value> other = solution;
          bool all_differ = true;
          for (const int x : {across, x2, x3}) {
            mine.push_back(solution[index(line, x)]);
            theirs.push_back(solution[index(line2, x)]);
            all_differ = all_differ && mine.back() != theirs.back();
            std::swap(other[index(line, x)], other[index(line2, x)]);
          }
          std::sort(mine.begin(), mine.end());
          std::sort(theirs.begin(), theirs.end());
          if (all_differ && mine == theirs && fits(other)) return true;
        }
  }
  return false;
}

// Whether, without the distinct-lines rule, `cell` would have a witness.
bool distinct_lines_decided(const Board& b, const std::vector<Value>& solution, const std::vector<bool>& given,
                            int cell) {
  Board without = b;
  without.distinct = false;
  return brute_force_witness(without, solution, given, cell);
}

TEST(SwapWitness, FindsARectangleExactlyWhenBruteForceDoes) {
  const Board boards[] = {{"binox", 6, 6, 2, true}, {"binox", 8, 8, 2, true}, {"troix", 6, 6, 3, false},
                          {"troix", 9, 9, 3, false}};
  int witnesses = 0;
  int none = 0;
  int refused_as_equal = 0;
  std::array<int, 2> six_cell_witnesses{};  // Binox, Troix: found only by a six-cell pattern
  for (const Board& b : boards) {
    const std::string symbols(find_kind(b.kind)->syntax.symbols);
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const std::vector<Value> solution = random_solution(b, seed);
      ASSERT_TRUE(valid_grid(solution, b.rows, b.cols, b.symbols, b.distinct));
      SplitMix64 rng(seed * 7919);
      std::vector<bool> given(solution.size());
      for (std::size_t i = 0; i < given.size(); ++i) given[i] = rng.below(2) == 0;
      for (int cell = 0; cell < static_cast<int>(solution.size()); ++cell) {
        if (!given[static_cast<std::size_t>(cell)]) continue;
        std::string givens(solution.size(), '.');
        for (std::size_t i = 0; i < givens.size(); ++i)
          if (given[i] && static_cast<int>(i) != cell) givens[i] = symbols[static_cast<std::size_t>(solution[i])];
        Model model = grid_model(b.kind, b.rows, b.cols, givens);
        Space& space = *model.space;
        const VarId var = model.cells[static_cast<std::size_t>(cell)];
        if (space.remove(var, solution[static_cast<std::size_t>(cell)]) == Change::Failed || !space.propagate())
          continue;  // no other solution at all: the generator never asks
        const std::vector<Domain> before = all_domains(space);
        std::vector<std::int8_t> known(solution.begin(), solution.end());
        SwapWitnessQuery query;
        query.cells = model.cells;
        query.cols = b.cols;
        query.solution = known;
        query.cell = cell;
        query.max_checks = 1 << 20;
        const bool expected = brute_force_witness(b, solution, given, cell);
        EXPECT_EQ(find_swap_witness(space, query), expected) << b.kind << " " << b.rows << "x" << b.cols
                                                             << " seed " << seed << " cell " << cell;
        EXPECT_EQ(all_domains(space), before) << "the space was not restored";
        query.max_checks = 1;  // a tighter budget may miss one, never invent one
        if (find_swap_witness(space, query)) {
          EXPECT_TRUE(expected);
        }
        // Checked against the kind's rules instead of the propagators: the
        // same answer, also with nothing posted and the givens passed in.
        query.line_rules = find_kind(b.kind)->line_rules;
        ASSERT_NE(query.line_rules, nullptr);
        EXPECT_EQ(find_swap_witness(space, query), expected)
            << "by the rules: " << b.kind << " " << b.rows << "x" << b.cols << " seed " << seed << " cell " << cell;
        Model empty = grid_model(b.kind, b.rows, b.cols);
        std::vector<std::int8_t> givens_in(solution.size(), -1);
        for (std::size_t i = 0; i < givens_in.size(); ++i)
          if (given[i]) givens_in[i] = known[i];
        query.cells = empty.cells;
        query.givens = givens_in;
        EXPECT_EQ(find_swap_witness(*empty.space, query), expected)
            << "against givens: " << b.kind << " seed " << seed << " cell " << cell;
        // With the six-cell patterns too: a witness exactly when a
        // rectangle or such a pattern makes another solution, judged by the
        // rules and by the propagators.
        const bool six = !expected && brute_force_six_cell_witness(b, solution, given, cell);
        query.max_six_cell_patterns = 1 << 30;
        EXPECT_EQ(find_swap_witness(*empty.space, query), expected || six)
            << "six-cell, against givens: " << b.kind << " seed " << seed << " cell " << cell;
        SwapWitnessQuery in_space = query;
        in_space.cells = model.cells;
        in_space.givens = {};
        in_space.line_rules = nullptr;
        in_space.max_checks = 1 << 20;
        EXPECT_EQ(find_swap_witness(space, in_space), expected || six)
            << "six-cell, by the propagators: " << b.kind << " seed " << seed << " cell " << cell;
        EXPECT_EQ(all_domains(space), before) << "the space was not restored";
        six_cell_witnesses[b.symbols == 3 ? 1 : 0] += six ? 1 : 0;
        (expected ? witnesses : none) += 1;
        if (b.distinct && !expected && distinct_lines_decided(b, solution, given, cell)) ++refused_as_equal;
      }
    }
  }
  // Both answers must occur, and Binox rectangles refused only for making
  // two lines equal, or the comparison proves little.
  EXPECT_GT(witnesses, 20);
  EXPECT_GT(none, 20);
  EXPECT_GT(refused_as_equal, 0);
  EXPECT_GE(six_cell_witnesses[0], 3) << "Binox cycles";
  EXPECT_GE(six_cell_witnesses[1], 3) << "Troix cycles and rotations";
}

}  // namespace
}  // namespace xoi

// Counting complete Binox and Troix grids with depth-first search over the
// puzzle models, against numbers found independently: the known Binox
// counts (2, 72, 4140, 4111116 for sides 2 to 8), a brute force over all
// 2^16 grids for the exact solution set of Binox 4x4, and a row-by-row brute
// force with column-state pruning for Troix (3x3 complete, 6x6 with givens:
// all 6x6 Troix grids number 35,599,500, too many to enumerate in a test).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "engine/search/dfs.hpp"
#include "engine/search/rng.hpp"
#include "tests/engine/search/grid_models.hpp"

namespace xoi {
namespace {

using testing_support::cell_values;
using testing_support::grid_model;
using testing_support::valid_grid;

SearchOptions count_all() {
  SearchOptions options;
  options.limits.solutions = 0;
  return options;
}

enum class Probing : std::uint8_t { None, EveryVariable, Neighbourhood };

SearchResult count_search(std::string_view kind, int side, std::string_view givens, Probing probing) {
  Model model = grid_model(kind, side, side, givens);
  SearchOptions options = count_all();
  options.probe_every_node = probing != Probing::None;
  options.probe_neighbourhood = probing == Probing::Neighbourhood;
  SearchResult result = depth_first_search(*model.space, options);
  EXPECT_EQ(result.outcome, SearchOutcome::Exhausted);
  EXPECT_EQ(result.stats.probe_trials == 0, probing == Probing::None);
  return result;
}

std::uint64_t count_grids(std::string_view kind, int side, std::string_view givens = {},
                          Probing probing = Probing::None) {
  return count_search(kind, side, givens, probing).stats.solutions;
}

TEST(GridCount, CompleteBinoxGridsUpToSixBySix) {
  EXPECT_EQ(count_grids("binox", 2), 2u);
  EXPECT_EQ(count_grids("binox", 4), 72u);
  EXPECT_EQ(count_grids("binox", 6), 4140u);
}

// Several seconds today; enable once counting is fast enough (target under 2 s).
TEST(GridCount, DISABLED_CompleteBinoxGridsEightByEight) { EXPECT_EQ(count_grids("binox", 8), 4111116u); }

// Every 4x4 X/O grid, checked against the rules: the search must find exactly
// these grids, each once.
TEST(GridCount, BinoxFourByFourFindsExactlyTheBruteForceSolutions) {
  std::set<std::vector<Value>> expected;
  for (std::uint32_t bits = 0; bits < (1u << 16); ++bits) {
    std::vector<Value> grid(16);
    for (std::size_t i = 0; i < 16; ++i) grid[i] = static_cast<Value>((bits >> i) & 1u);
    if (valid_grid(grid, 4, 4, 2, true)) expected.insert(grid);
  }
  ASSERT_EQ(expected.size(), 72u);

  Model model = grid_model("binox", 4, 4);
  std::vector<std::vector<Value>> found;
  const SearchResult result = depth_first_search(*model.space, count_all(), [&](const Space& space) {
    found.push_back(cell_values(space, model.cells));
  });
  EXPECT_EQ(result.outcome, SearchOutcome::Exhausted);
  EXPECT_EQ(result.stats.solutions, found.size());
  const std::set<std::vector<Value>> distinct(found.begin(), found.end());
  EXPECT_EQ(distinct.size(), found.size()) << "a solution was reported twice";
  EXPECT_EQ(distinct, expected);
}

// Troix by brute force: rows are the legal lines (each symbol side/3 times,
// no three equal); rows are placed one by one, each column keeping its
// counts and its last run, and a row goes in only where it agrees with the
// givens and keeps every column legal.
class TroixBruteForce {
 public:
  explicit TroixBruteForce(int side) : side_(side) {
    std::vector<Value> row(static_cast<std::size_t>(side));
    const auto build = [&](auto&& self, int i) -> void {
      if (i == side) {
        if (line_ok(row)) rows_.push_back(row);
        return;
      }
      for (Value v = 0; v < 3; ++v) {
        row[static_cast<std::size_t>(i)] = v;
        self(self, i + 1);
      }
    };
    build(build, 0);
  }

  [[nodiscard]] std::size_t legal_rows() const { return rows_.size(); }

  // givens: side*side characters, "XOI" or '.'.
  std::uint64_t count(std::string_view givens) {
    givens_ = givens;
    columns_.assign(static_cast<std::size_t>(side_), Column{});
    return place(0);
  }

  // One grid with these givens, rows tried in an order drawn from rng (empty if none).
  std::vector<Value> random_grid(SplitMix64& rng) {
    std::vector<std::size_t> order(rows_.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.below(i)]);
    givens_ = {};
    columns_.assign(static_cast<std::size_t>(side_), Column{});
    std::vector<Value> grid;
    fill_first(0, order, grid);
    return grid;
  }

 private:
  struct Column {
    int count[3] = {0, 0, 0};
    Value last = -1;
    int run = 0;
  };

  bool line_ok(const std::vector<Value>& line) const {
    int count[3] = {0, 0, 0};
    for (std::size_t i = 0; i < line.size(); ++i) {
      ++count[line[i]];
      if (i >= 2 && line[i] == line[i - 1] && line[i] == line[i - 2]) return false;
    }
    return count[0] * 3 == side_ && count[1] * 3 == side_ && count[2] * 3 == side_;
  }

  bool fits(int r, const std::vector<Value>& row) const {
    for (int c = 0; c < side_; ++c) {
      const Value v = row[static_cast<std::size_t>(c)];
      const std::size_t at = static_cast<std::size_t>(r * side_ + c);
      if (!givens_.empty() && givens_[at] != '.' && std::string_view("XOI").find(givens_[at]) != static_cast<std::size_t>(v))
        return false;
      const Column& col = columns_[static_cast<std::size_t>(c)];
      if (col.count[v] * 3 == side_) return false;
      if (col.last == v && col.run == 2) return false;
    }
    return true;
  }

  void push(const std::vector<Value>& row, std::vector<Column>& saved) {
    saved = columns_;
    for (int c = 0; c < side_; ++c) {
      Column& col = columns_[static_cast<std::size_t>(c)];
      const Value v = row[static_cast<std::size_t>(c)];
      ++col.count[v];
      col.run = col.last == v ? col.run + 1 : 1;
      col.last = v;
    }
  }

  std::uint64_t place(int r) {
    if (r == side_) return 1;
    std::uint64_t total = 0;
    std::vector<Column> saved;
    for (const std::vector<Value>& row : rows_) {
      if (!fits(r, row)) continue;
      push(row, saved);
      total += place(r + 1);
      columns_ = saved;
    }
    return total;
  }

  bool fill_first(int r, const std::vector<std::size_t>& order, std::vector<Value>& grid) {
    if (r == side_) return true;
    std::vector<Column> saved;
    for (const std::size_t i : order) {
      if (!fits(r, rows_[i])) continue;
      push(rows_[i], saved);
      grid.insert(grid.end(), rows_[i].begin(), rows_[i].end());
      if (fill_first(r + 1, order, grid)) return true;
      grid.resize(grid.size() - static_cast<std::size_t>(side_));
      columns_ = saved;
    }
    return false;
  }

  int side_;
  std::vector<std::vector<Value>> rows_;
  std::string_view givens_;
  std::vector<Column> columns_;
};

TEST(GridCount, CompleteTroixThreeByThreeMatchesBruteForce) {
  TroixBruteForce brute(3);
  EXPECT_EQ(brute.legal_rows(), 6u);
  const std::uint64_t expected = brute.count(std::string(9, '.'));
  EXPECT_EQ(expected, 12u);  // the Latin squares of order 3
  EXPECT_EQ(count_grids("troix", 3), expected);
}

// Every 3x3 X/O/I grid checked against the rules: the search finds exactly these.
TEST(GridCount, TroixThreeByThreeFindsExactlyTheBruteForceSolutions) {
  std::set<std::vector<Value>> expected;
  for (int n = 0; n < 19683; ++n) {  // 3^9
    std::vector<Value> grid(9);
    for (int i = 0, rest = n; i < 9; ++i, rest /= 3) grid[static_cast<std::size_t>(i)] = rest % 3;
    if (valid_grid(grid, 3, 3, 3, false)) expected.insert(grid);
  }
  Model model = grid_model("troix", 3, 3);
  std::set<std::vector<Value>> found;
  const SearchResult result = depth_first_search(*model.space, count_all(), [&](const Space& space) {
    found.insert(cell_values(space, model.cells));
  });
  EXPECT_EQ(result.stats.solutions, found.size());
  EXPECT_EQ(found, expected);
}

// All 6x6 Troix grids: 35,599,500 by the brute force; far too many for a
// test today (about a minute of search).
TEST(GridCount, DISABLED_CompleteTroixSixBySixMatchesBruteForce) {
  TroixBruteForce brute(6);
  const std::uint64_t expected = brute.count(std::string(36, '.'));
  EXPECT_EQ(count_grids("troix", 6), expected);
}

// Givens revealed from a random complete grid (so at least one solution), and
// one pattern of random givens that may have none.
TEST(GridCount, TroixSixBySixWithGivensMatchesBruteForce) {
  TroixBruteForce brute(6);
  ASSERT_EQ(brute.legal_rows(), 90u);
  SplitMix64 rng(0x54524f4958);
  for (const int revealed : {6, 7, 8, 8, 10, 12, 16, -8}) {
    std::string givens(36, '.');
    if (revealed > 0) {
      const std::vector<Value> grid = brute.random_grid(rng);
      ASSERT_EQ(grid.size(), 36u);
      ASSERT_TRUE(valid_grid(grid, 6, 6, 3, false));
      for (int k = 0; k < revealed; ++k) {
        const std::size_t at = rng.below(36);
        givens[at] = "XOI"[grid[at]];
      }
    } else {
      for (int k = 0; k < -revealed; ++k) givens[rng.below(36)] = "XOI"[rng.below(3)];
    }
    SCOPED_TRACE("givens " + givens);
    const std::uint64_t expected = brute.count(givens);
    if (revealed > 0) {
      EXPECT_GT(expected, 0u);
    }
    EXPECT_EQ(count_grids("troix", 6, givens), expected);
    EXPECT_EQ(count_grids("troix", 6, givens, Probing::EveryVariable), expected) << "probing at every node";
    if (revealed >= 8 || revealed < 0) {  // (the fewest givens take seconds to count with probing)
      EXPECT_EQ(count_grids("troix", 6, givens, Probing::Neighbourhood), expected) << "probing neighbourhoods";
    }
  }
}

// Probing at every node prunes only values that lead to no solution: the
// counts are those of plain search, whether every variable is probed or
// only the neighbourhood of each node's changes (fewer trials, so the option
// is not a no-op).
TEST(GridCount, ProbingAtEveryNodeCountsTheSameBinoxGrids) {
  EXPECT_EQ(count_grids("binox", 4, {}, Probing::EveryVariable), 72u);
  EXPECT_EQ(count_grids("binox", 4, {}, Probing::Neighbourhood), 72u);
  const SearchResult every = count_search("binox", 6, {}, Probing::EveryVariable);
  const SearchResult near = count_search("binox", 6, {}, Probing::Neighbourhood);
  EXPECT_EQ(every.stats.solutions, 4140u);
  EXPECT_EQ(near.stats.solutions, 4140u);
  EXPECT_LT(near.stats.probe_trials, every.stats.probe_trials);
}

}  // namespace
}  // namespace xoi

// Line puzzles without the implied rules (RuleSet::implied_rules off): line
// consistency alone must reach the same fixpoint, and fail on the same
// givens, as with run length and balance posted beside it. Lines long enough
// that line consistency runs its dynamic programme (no table): Binox 20x20,
// Troix 12x12 and a rectangular Troix.
#include "puzzles/grid/line_puzzle.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/search/dfs.hpp"
#include "engine/search/rng.hpp"
#include "tests/engine/search/grid_models.hpp"

namespace xoi {
namespace {

using testing_support::all_domains;
using testing_support::grid_model;

struct BoardSize {
  std::string kind;
  int rows, cols;
};

std::string symbols_of(const std::string& kind) { return kind == "binox" ? "XO" : "XOI"; }

// Givens from a random solution of the board, each cell kept with the given
// chance; with `scramble`, a kept cell shows a random symbol instead, so that
// many of these boards have no solution.
std::string random_givens(const BoardSize& board, std::uint64_t seed, int keep_per_mille, bool scramble) {
  Model full = grid_model(board.kind, board.rows, board.cols);
  SearchOptions options;
  options.value_order = ValueOrder::Random;
  options.seed = seed;
  const SearchResult result = depth_first_search(*full.space, options);
  EXPECT_TRUE(result.found());
  const std::string symbols = symbols_of(board.kind);
  SplitMix64 rng(seed * 104729 + 7);
  std::string givens;
  for (const VarId v : full.cells) {
    if (rng.below(1000) >= static_cast<std::uint64_t>(keep_per_mille)) {
      givens += '.';
      continue;
    }
    const auto value = scramble ? rng.below(symbols.size())
                                : static_cast<std::uint64_t>(result.first_solution[static_cast<std::size_t>(v)].min());
    givens += symbols[static_cast<std::size_t>(value)];
  }
  return givens;
}

TEST(LinePuzzle, WithoutImpliedRulesPostsFewerPropagators) {
  RuleSet lean;
  lean.implied_rules = false;
  for (const BoardSize& board : {BoardSize{"binox", 20, 20}, BoardSize{"troix", 12, 12}}) {
    const Model full = grid_model(board.kind, board.rows, board.cols);
    const Model without = grid_model(board.kind, board.rows, board.cols, {}, lean);
    EXPECT_LT(without.space->propagator_count(), full.space->propagator_count()) << board.kind;
  }
}

TEST(LinePuzzle, WithoutImpliedRulesReachesTheSameFixpoint) {
  RuleSet lean;
  lean.implied_rules = false;
  int compared = 0, failed = 0;
  for (const BoardSize& board : {BoardSize{"binox", 20, 20}, BoardSize{"troix", 12, 12}, BoardSize{"troix", 9, 15}}) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      for (const bool scramble : {false, true}) {
        const int keep = (scramble ? 50 : 150) + static_cast<int>(seed % 4) * 100;
        const std::string givens = random_givens(board, seed, keep, scramble);
        Model full = grid_model(board.kind, board.rows, board.cols, givens);
        Model without = grid_model(board.kind, board.rows, board.cols, givens, lean);
        const bool full_ok = !full.space->failed() && full.space->propagate();
        const bool without_ok = !without.space->failed() && without.space->propagate();
        ASSERT_EQ(full_ok, without_ok) << board.kind << " seed " << seed << " givens " << givens;
        ++compared;
        if (!full_ok) {
          ++failed;
          continue;
        }
        ASSERT_EQ(full.cells, without.cells);
        const std::vector<Domain> a = all_domains(*full.space), b = all_domains(*without.space);
        for (const VarId v : full.cells)
          ASSERT_EQ(a[static_cast<std::size_t>(v)], b[static_cast<std::size_t>(v)])
              << board.kind << " seed " << seed << " cell " << v << " givens " << givens;
      }
    }
  }
  // Both outcomes were compared.
  EXPECT_GT(failed, 0);
  EXPECT_LT(failed, compared);
}

}  // namespace
}  // namespace xoi

// Tests of the local-search warm start (engine/search/line_cost_local_search.hpp):
// the filling it returns keeps fixed cells and the count, its cost is the
// true cost, a seed gives the same board twice, and it reaches the brute-force
// optimum of small boards.
#include "engine/search/line_cost_local_search.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <vector>

#include "puzzles/ttt/board_geometry.hpp"

namespace xoi {
namespace {

struct Board {
  explicit Board(int side, int dimensions = 2) : board{side, dimensions} {
    for (const auto& line : ttt::board_lines(board)) lines.emplace_back(line.begin(), line.end());
    for (int c = 0; c < board.cell_count(); ++c) cells.push_back(space.add_variable(Domain::range(2)));
  }
  [[nodiscard]] int cost_of(const std::vector<Value>& values) const {
    int cost = 0;
    for (const auto& line : lines) {
      bool same = true;
      for (const VarId c : line) same &= values[static_cast<std::size_t>(c)] == values[static_cast<std::size_t>(line[0])];
      cost += same;
    }
    return cost;
  }
  ttt::Board board;
  Space space;
  std::vector<VarId> cells;
  std::vector<std::vector<VarId>> lines;
};

TEST(LineCostLocalSearch, KeepsFixedCellsAndTheCountAndReportsTheTrueCost) {
  Board b(4, 3);
  b.space.assign(0, 1);
  b.space.assign(21, 0);
  b.space.assign(63, 1);
  for (const int zeros : {1, 20, 32, 61}) {
    const auto filling = line_cost_local_search(b.space, b.cells, b.lines, zeros, {.moves = 5000});
    ASSERT_TRUE(filling);
    EXPECT_EQ(filling->values[0], 1);
    EXPECT_EQ(filling->values[21], 0);
    EXPECT_EQ(filling->values[63], 1);
    EXPECT_EQ(std::ranges::count(filling->values, 0), zeros);
    EXPECT_EQ(filling->cost, b.cost_of(filling->values));
  }
  // 62 zeros do not fit beside two cells fixed to 1.
  EXPECT_FALSE(line_cost_local_search(b.space, b.cells, b.lines, 63, {.moves = 10}));
}

TEST(LineCostLocalSearch, TheSameSeedGivesTheSameBoard) {
  Board b(3, 3);
  const auto first = line_cost_local_search(b.space, b.cells, b.lines, 14, {.moves = 3000, .seed = 9});
  const auto again = line_cost_local_search(b.space, b.cells, b.lines, 14, {.moves = 3000, .seed = 9});
  ASSERT_TRUE(first && again);
  EXPECT_EQ(first->values, again->values);
}

TEST(LineCostLocalSearch, ReachesTheOptimumOfSmallBoards) {
  for (const int side : {3, 4}) {
    Board b(side);
    const int n = side * side;
    for (int zeros = 0; zeros <= n; ++zeros) {
      int optimum = 1 << 20;
      for (std::uint32_t ones = 0; ones < (1u << n); ++ones) {
        if (n - std::popcount(ones) != zeros) continue;
        std::vector<Value> values(static_cast<std::size_t>(n));
        for (int c = 0; c < n; ++c) values[static_cast<std::size_t>(c)] = static_cast<Value>((ones >> c) & 1u);
        optimum = std::min(optimum, b.cost_of(values));
      }
      const auto filling = line_cost_local_search(b.space, b.cells, b.lines, zeros, {.moves = 20000});
      ASSERT_TRUE(filling);
      EXPECT_EQ(filling->cost, optimum) << side << "x" << side << " zeros " << zeros;
    }
  }
}

TEST(LineCostLocalSearch, StopsOnceGoodEnough) {
  Board b(4, 3);
  const auto filling = line_cost_local_search(b.space, b.cells, b.lines, 32, {.moves = 10'000'000}, 0);
  ASSERT_TRUE(filling);
  EXPECT_EQ(filling->cost, 0);  // Qubic has drawn boards; ten million moves would take seconds
}

TEST(LineCostLocalSearch, StopsAtItsTimeLimit) {
  Board b(3, 4);
  const auto start = std::chrono::steady_clock::now();
  const auto filling =
      line_cost_local_search(b.space, b.cells, b.lines, 41, {.moves = 1'000'000'000, .seconds = 0.05});
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_TRUE(filling);
  EXPECT_LT(seconds, 2.0);  // a billion moves would take minutes
  EXPECT_EQ(filling->cost, b.cost_of(filling->values));
}

}  // namespace
}  // namespace xoi

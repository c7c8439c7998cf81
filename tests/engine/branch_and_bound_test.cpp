// Tests of branch and bound (engine/search/branch_and_bound.hpp) on the
// line-completion cost of small boards, against brute force: the optimum for
// every number of zeros on 3x3 and 4x4, strictly improving solutions, limits
// that return the best so far, and a starting limit nothing can beat.
#include "engine/search/branch_and_bound.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "engine/propagators/count_balance.hpp"
#include "engine/propagators/line_cost.hpp"
#include "puzzles/ttt/board_geometry.hpp"

namespace xoi {
namespace {

struct Problem {
  Problem(int side, int zeros) : board{side, 2} {
    for (const auto& line : ttt::board_lines(board)) lines.emplace_back(line.begin(), line.end());
    for (int c = 0; c < board.cell_count(); ++c) cells.push_back(space.add_variable(Domain::range(2)));
    const int counts[] = {zeros, board.cell_count() - zeros};
    post_count_balance(space, cells, counts);
    objective = post_line_cost(space, cells, lines, zeros);
  }

  // The optimum by enumerating every filling with `zeros` cells at 0.
  [[nodiscard]] int brute_force_optimum(int zeros) const {
    int best = 1 << 20;
    const int n = board.cell_count();
    for (std::uint32_t ones = 0; ones < (1u << n); ++ones) {
      if (n - std::popcount(ones) != zeros) continue;
      int cost = 0;
      for (const auto& line : lines) {
        int set = 0;
        for (const VarId c : line) set += static_cast<int>((ones >> c) & 1u);
        cost += set == 0 || set == board.side;
      }
      best = std::min(best, cost);
    }
    return best;
  }

  ttt::Board board;
  Space space;
  std::vector<VarId> cells;
  std::vector<std::vector<VarId>> lines;
  Objective objective;
};

TEST(BranchAndBound, FindsTheBruteForceOptimumForEveryCount) {
  for (const int side : {3, 4}) {
    for (int zeros = 0; zeros <= side * side; ++zeros) {
      Problem p(side, zeros);
      const OptimisationResult r = branch_and_bound(p.space, {}, p.objective);
      ASSERT_TRUE(r.found());
      EXPECT_TRUE(r.proven());
      EXPECT_EQ(r.best_cost, p.brute_force_optimum(zeros)) << side << "x" << side << " zeros " << zeros;
      EXPECT_EQ(r.lower_bound, r.best_cost);
      // The returned board has `zeros` zeros and costs best_cost.
      int found_zeros = 0;
      for (const Domain d : r.best) found_zeros += d.fixed() && d.min() == 0;
      EXPECT_EQ(found_zeros, zeros);
    }
  }
}

TEST(BranchAndBound, EachSolutionIsStrictlyCheaper) {
  Problem p(4, 8);
  std::vector<int> costs;
  const OptimisationResult r = branch_and_bound(p.space, {}, p.objective, [&](const std::vector<Domain>& s, int cost) {
    int monochromatic = 0;
    for (const auto& line : p.lines) {
      DomainBits seen = 0;
      for (const VarId c : line) {
        EXPECT_TRUE(s[static_cast<std::size_t>(c)].fixed());
        seen |= s[static_cast<std::size_t>(c)].bits;
      }
      monochromatic += Domain{seen}.fixed();
    }
    EXPECT_EQ(monochromatic, cost);
    costs.push_back(cost);
  });
  ASSERT_FALSE(costs.empty());
  EXPECT_EQ(costs.size(), r.search.stats.solutions);
  EXPECT_TRUE(std::ranges::is_sorted(costs, std::greater<>()));
  EXPECT_EQ(std::ranges::adjacent_find(costs), costs.end());
  EXPECT_EQ(costs.back(), r.best_cost);
  EXPECT_EQ(r.best_cost, p.brute_force_optimum(8));
}

TEST(BranchAndBound, TheSpaceIsLeftAsItWasGiven) {
  Problem p(3, 5);
  branch_and_bound(p.space, {}, p.objective);
  for (const VarId c : p.cells) EXPECT_EQ(p.space.domain(c), Domain::range(2));
  EXPECT_EQ(p.space.depth(), 0);
}

TEST(BranchAndBound, ANodeLimitKeepsTheBestSoFarUnproven) {
  Problem p(4, 8);
  SearchOptions options;
  options.limits.nodes = 20;
  const OptimisationResult r = branch_and_bound(p.space, options, p.objective);
  EXPECT_EQ(r.search.outcome, SearchOutcome::NodeLimit);
  EXPECT_FALSE(r.proven());
  ASSERT_TRUE(r.found());  // the first dive reaches a board within 16 decisions
  EXPECT_GE(r.best_cost, p.brute_force_optimum(8));
  EXPECT_LE(r.lower_bound, p.brute_force_optimum(8));
}

TEST(BranchAndBound, AStartingLimitBelowTheOptimumIsProvedUnbeatable) {
  Problem p(3, 5);
  const int optimum = p.brute_force_optimum(5);
  p.objective.bound->reset(optimum);
  const OptimisationResult r = branch_and_bound(p.space, {}, p.objective);
  EXPECT_TRUE(r.proven());
  EXPECT_FALSE(r.found());
  EXPECT_EQ(r.lower_bound, optimum);
}

}  // namespace
}  // namespace xoi

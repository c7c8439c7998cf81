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
  Problem(int side, int zeros, std::uint64_t warm_start_moves = 0) : board{side, 2} {
    for (const auto& line : ttt::board_lines(board)) lines.emplace_back(line.begin(), line.end());
    for (int c = 0; c < board.cell_count(); ++c) cells.push_back(space.add_variable(Domain::range(2)));
    const int counts[] = {zeros, board.cell_count() - zeros};
    post_count_balance(space, cells, counts);
    objective = post_line_cost(space, cells, lines, zeros, {.warm_start_moves = warm_start_moves});
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

// From below, with and without a warm start, and from above with one: the
// same optima; from below proves every bound on the way.
TEST(BranchAndBound, FromBelowAndWarmStartsFindTheSameOptimum) {
  for (const int side : {3, 4}) {
    for (int zeros = 0; zeros <= side * side; ++zeros) {
      const int optimum = Problem(side, 0).brute_force_optimum(zeros);
      for (const std::uint64_t moves : {std::uint64_t{0}, std::uint64_t{50}}) {
        for (const bool from_below : {false, true}) {
          Problem p(side, zeros, moves);
          const OptimisationResult r = branch_and_bound(p.space, {}, p.objective, {}, {.from_below = from_below});
          ASSERT_TRUE(r.found() && r.proven());
          EXPECT_EQ(r.best_cost, optimum) << side << "x" << side << " zeros " << zeros << " moves " << moves;
          EXPECT_EQ(r.lower_bound, optimum);
        }
      }
    }
  }
}

// The progress list: solutions only improve, bounds only rise, the last
// entry is the result, and from below every bound on the way is listed.
TEST(BranchAndBound, ProgressListsEveryImprovementInOrder) {
  for (const bool from_below : {false, true}) {
    Problem p(4, 3, 20);
    const OptimisationResult r = branch_and_bound(p.space, {}, p.objective, {}, {.from_below = from_below});
    ASSERT_FALSE(r.progress.empty());
    for (std::size_t i = 1; i < r.progress.size(); ++i) {
      const OptimisationProgress &before = r.progress[i - 1], &now = r.progress[i];
      EXPECT_LE(before.seconds, now.seconds);
      EXPECT_TRUE(now.best_cost < before.best_cost || now.lower_bound > before.lower_bound);
      EXPECT_LE(now.best_cost, before.best_cost);
      EXPECT_GE(now.lower_bound, before.lower_bound);
    }
    EXPECT_EQ(r.progress.back().best_cost, r.best_cost);
    if (from_below) {  // from the root's bound up to the optimum, one step at a time
      EXPECT_EQ(r.progress.back().lower_bound, r.lower_bound);
      for (std::size_t i = 1; i < r.progress.size(); ++i)
        EXPECT_LE(r.progress[i].lower_bound, r.progress[i - 1].lower_bound + 1);
    }
  }
}

TEST(BranchAndBound, AWarmStartAtTheRootBoundSearchesNoTree) {
  Problem p(4, 8, 1000);  // 4x4 with 8 zeros has a drawn board: the root bound 0 is met
  const OptimisationResult r = branch_and_bound(p.space, {}, p.objective);
  EXPECT_TRUE(r.proven());
  EXPECT_EQ(r.best_cost, 0);
  EXPECT_EQ(r.search.stats.nodes, 1u);
  EXPECT_EQ(r.search.stats.solutions, 1u);
}

// Stopped early from below: the bound reported is proven (at most the
// optimum) and the warm start's board is still returned.
TEST(BranchAndBound, FromBelowStoppedKeepsItsProvenBound) {
  const Problem reference(4, 3);
  const int optimum = reference.brute_force_optimum(3);
  for (const std::uint64_t nodes : {1, 5, 20, 80}) {
    Problem p(4, 3, 20);
    SearchOptions options;
    options.limits.nodes = nodes;
    const OptimisationResult r = branch_and_bound(p.space, options, p.objective, {}, {.from_below = true});
    ASSERT_TRUE(r.found());
    EXPECT_LE(r.lower_bound, optimum);
    EXPECT_GE(r.best_cost, optimum);
    if (r.proven()) {
      EXPECT_EQ(r.best_cost, optimum);
    }
  }
}

}  // namespace
}  // namespace xoi

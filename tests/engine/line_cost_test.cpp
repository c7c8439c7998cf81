// Tests of the line-completion cost: the counting bound (line_cost_bound.hpp)
// and the propagator (line_cost.hpp) against brute force on small boards.
// 3x3 with every number of X: every partial assignment; 4x4: every full
// filling for the cost, and random partial assignments for the bound. The
// bound never exceeds the cheapest completion, is exact once all is fixed,
// probes agree with a fresh load, and the propagator keeps every completion
// cheaper than the limit.
#include "engine/propagators/line_cost.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "engine/propagators/line_cost_bound.hpp"
#include "engine/search/rng.hpp"
#include "puzzles/ttt/board_geometry.hpp"

namespace xoi {
namespace {

constexpr int kNoCompletion = 1 << 20;

// A side x side board (2D): variables 0..cells-1 are the cells, all {0, 1}.
struct SmallBoard {
  explicit SmallBoard(int side) : board{side, 2} {
    for (const auto& line : ttt::board_lines(board)) lines.emplace_back(line.begin(), line.end());
    for (int c = 0; c < board.cell_count(); ++c) cells.push_back(c);
    const std::uint32_t fillings = 1u << board.cell_count();
    cost.resize(fillings);
    for (std::uint32_t ones = 0; ones < fillings; ++ones) cost[ones] = cost_of(ones);
  }

  // Bit c set = cell c takes 1.
  [[nodiscard]] int cost_of(std::uint32_t ones) const {
    int count = 0;
    for (const auto& line : lines) {
      int set = 0;
      for (const VarId c : line) set += static_cast<int>((ones >> c) & 1u);
      count += set == 0 || set == static_cast<int>(line.size());
    }
    return count;
  }

  // The cheapest completion of the partial assignment (fixed cells in `fixed`,
  // their values in `ones`) for each number of cells at 0.
  [[nodiscard]] std::vector<int> cheapest_by_zeros(std::uint32_t fixed, std::uint32_t ones) const {
    const int n = board.cell_count();
    const std::uint32_t open = ~fixed & ((1u << n) - 1u);
    std::vector<int> best(static_cast<std::size_t>(n) + 1, kNoCompletion);
    for (std::uint32_t sub = open;; sub = (sub - 1) & open) {
      const std::uint32_t filling = ones | sub;
      int& slot = best[static_cast<std::size_t>(n - std::popcount(filling))];
      slot = std::min(slot, cost[filling]);
      if (sub == 0) break;
    }
    return best;
  }
  [[nodiscard]] int cheapest(std::uint32_t fixed, std::uint32_t ones, int zeros) const {
    return cheapest_by_zeros(fixed, ones)[static_cast<std::size_t>(zeros)];
  }

  ttt::Board board;
  std::vector<std::vector<VarId>> lines;
  std::vector<VarId> cells;
  std::vector<int> cost;
};

Space& fresh_space(std::unique_ptr<Space>& holder, int cells) {
  holder = std::make_unique<Space>();
  for (int c = 0; c < cells; ++c) holder->add_variable(Domain::range(2));
  return *holder;
}

// Pushes a mark and fixes the cells of a partial assignment.
void assign(Space& space, std::uint32_t fixed, std::uint32_t ones) {
  space.push_mark();
  for (VarId c = 0; c < space.variable_count(); ++c)
    if (((fixed >> c) & 1u) != 0) {
      ASSERT_NE(space.assign(c, static_cast<Value>((ones >> c) & 1u)), Change::Failed);
    }
}

// Every check of the bound on one partial assignment.
void check_bound(Space& space, LineCostBound& bound, LineCostBound& fresh, const SmallBoard& b, std::uint32_t fixed,
                 std::uint32_t ones, int best) {
  assign(space, fixed, ones);
  bound.load(space);
  const int lower = bound.lower_bound();
  if (best != kNoCompletion) {
    EXPECT_LE(lower, best) << "fixed " << fixed << " ones " << ones;
  }
  const std::uint32_t all = (1u << b.board.cell_count()) - 1u;
  if (fixed == all && best != kNoCompletion) {
    EXPECT_EQ(lower, best);
  }
  if (fixed == all) {
    EXPECT_EQ(bound.monochromatic(), b.cost[ones]);
  }
  // Probing c = v agrees with loading the space after c = v.
  for (int c = 0; c < b.board.cell_count(); ++c) {
    if (((fixed >> c) & 1u) != 0) continue;
    for (Value v = 0; v < 2; ++v) {
      const int probed = bound.lower_bound_if(c, v);
      space.push_mark();
      space.assign(c, v);
      fresh.load(space);
      EXPECT_EQ(probed, fresh.lower_bound()) << "cell " << c << " = " << v;
      space.pop_mark();
    }
  }
  EXPECT_EQ(bound.lower_bound(), lower) << "probing changed the state";
  space.pop_mark();
}

TEST(LineCostBound, NeverAboveTheCheapestCompletionOn3x3EveryPartialEveryCount) {
  const SmallBoard b(3);
  std::unique_ptr<Space> holder;
  Space& space = fresh_space(holder, 9);
  std::vector<LineCostBound> bounds, fresh;
  for (int zeros = 0; zeros <= 9; ++zeros) {
    bounds.emplace_back(b.cells, b.lines, zeros);
    fresh.emplace_back(b.cells, b.lines, zeros);
  }
  // Every partial assignment: each cell open, 0 or 1 (base 3).
  for (int code = 0; code < 19683; ++code) {
    std::uint32_t fixed = 0, ones = 0;
    for (int c = 0, rest = code; c < 9; ++c, rest /= 3) {
      if (rest % 3 == 0) continue;
      fixed |= 1u << c;
      if (rest % 3 == 2) ones |= 1u << c;
    }
    const std::vector<int> best = b.cheapest_by_zeros(fixed, ones);
    for (std::size_t zeros = 0; zeros <= 9; ++zeros) check_bound(space, bounds[zeros], fresh[zeros], b, fixed, ones, best[zeros]);
    if (HasFailure()) return;
  }
}

TEST(LineCostBound, NeverAboveTheCheapestCompletionOn4x4) {
  const SmallBoard b(4);
  std::unique_ptr<Space> holder;
  Space& space = fresh_space(holder, 16);
  SplitMix64 rng(2024);
  for (int zeros = 0; zeros <= 16; ++zeros) {
    LineCostBound bound(b.cells, b.lines, zeros), fresh(b.cells, b.lines, zeros);
    for (int sample = 0; sample < 300; ++sample) {
      std::uint32_t fixed = 0, ones = 0;
      const std::uint64_t open_in_8 = 1 + rng.below(6);  // from mostly fixed to mostly open
      for (int c = 0; c < 16; ++c) {
        if (rng.below(8) < open_in_8) continue;
        fixed |= 1u << c;
        if (rng.below(2) == 1) ones |= 1u << c;
      }
      check_bound(space, bound, fresh, b, fixed, ones, b.cheapest(fixed, ones, zeros));
      if (HasFailure()) return;
    }
  }
}

TEST(LineCostBound, FullBoardsCostExactly) {
  const SmallBoard b(4);
  std::unique_ptr<Space> holder;
  Space& space = fresh_space(holder, 16);
  for (std::uint32_t ones = 0; ones < (1u << 16); ones += 7) {
    const int zeros = 16 - std::popcount(ones);
    LineCostBound bound(b.cells, b.lines, zeros), fresh(b.cells, b.lines, zeros);
    assign(space, 0xffff, ones);
    bound.load(space);
    EXPECT_EQ(bound.lower_bound(), b.cost[ones]);
    EXPECT_EQ(count_monochromatic_lines(space, b.lines), b.cost[ones]);
    space.pop_mark();
  }
}

// The propagator alone (no cardinality): with limit L it keeps every
// completion cheaper than L with the right count, and fails only without one.
TEST(LineCostPropagator, KeepsEveryCompletionCheaperThanTheLimit) {
  const SmallBoard b(3);
  for (int zeros = 0; zeros <= 9; ++zeros) {
    std::unique_ptr<Space> holder;
    Space& space = fresh_space(holder, 9);
    const Objective objective = post_line_cost(space, b.cells, b.lines, zeros);
    for (int code = 0; code < 19683; code += 5) {
      std::uint32_t fixed = 0, ones = 0;
      for (int c = 0, rest = code; c < 9; ++c, rest /= 3) {
        if (rest % 3 == 0) continue;
        fixed |= 1u << c;
        if (rest % 3 == 2) ones |= 1u << c;
      }
      const int best = b.cheapest(fixed, ones, zeros);
      for (const int limit : {best, best + 1, best + 2}) {
        if (limit >= kNoCompletion) continue;
        objective.bound->reset(limit);
        assign(space, fixed, ones);
        const bool consistent = space.propagate();
        // Every filling consistent with the partial, with the count, cheaper than the limit, survives.
        bool any = false;
        for (std::uint32_t filling = 0; filling < 512; ++filling) {
          if ((filling & fixed) != ones || 9 - std::popcount(filling) != zeros || b.cost[filling] >= limit) continue;
          any = true;
          ASSERT_TRUE(consistent) << "failed with a completion of cost " << b.cost[filling] << " < " << limit;
          for (VarId c = 0; c < 9; ++c)
            ASSERT_TRUE(space.domain(c).contains(static_cast<Value>((filling >> c) & 1u))) << "pruned a solution";
        }
        if (limit == best) {
          EXPECT_FALSE(any);
        }
        space.pop_mark();
      }
    }
  }
}

// The snapshot kept across a search (sync) always equals a fresh load: a
// random walk of assignments, propagation-free, with backtracking.
TEST(LineCostBound, SyncFollowsAssignmentsAndBacktracking) {
  const SmallBoard b(4);
  std::unique_ptr<Space> holder;
  Space& space = fresh_space(holder, 16);
  LineCostBound kept(b.cells, b.lines, 8), fresh(b.cells, b.lines, 8);
  SplitMix64 rng(7);
  for (int step = 0; step < 3000; ++step) {
    if (space.depth() > 0 && (rng.below(3) == 0 || space.depth() > 12)) {
      space.pop_mark();
    } else {
      space.push_mark();
      const auto c = static_cast<VarId>(rng.below(16));
      if (!space.domain(c).fixed()) space.assign(c, static_cast<Value>(rng.below(2)));
    }
    kept.sync(space);
    fresh.load(space);
    ASSERT_EQ(kept.lower_bound(), fresh.lower_bound()) << "step " << step;
    ASSERT_EQ(kept.monochromatic(), fresh.monochromatic());
    for (int c = 0; c < 16; ++c) {
      ASSERT_EQ(kept.open(c), fresh.open(c));
      if (!kept.open(c)) continue;
      for (Value v = 0; v < 2; ++v) ASSERT_EQ(kept.lower_bound_if(c, v), fresh.lower_bound_if(c, v));
    }
  }
}

// Once every cell is fixed the propagator fails exactly when the cost reaches the limit.
TEST(LineCostPropagator, DecidesFullBoards) {
  const SmallBoard b(3);
  for (std::uint32_t ones = 0; ones < 512; ++ones) {
    std::unique_ptr<Space> holder;
    Space& space = fresh_space(holder, 9);
    const Objective objective = post_line_cost(space, b.cells, b.lines, 9 - std::popcount(ones));
    for (const int limit : {b.cost[ones], b.cost[ones] + 1}) {
      objective.bound->reset(limit);
      assign(space, 0x1ff, ones);
      EXPECT_EQ(space.propagate(), b.cost[ones] < limit);
      EXPECT_EQ(objective.cost(space), b.cost[ones]);
      space.pop_mark();
    }
  }
}

TEST(LineCostPropagator, BudgetOutsideTheCellsFailsAtPost) {
  const SmallBoard b(3);
  std::unique_ptr<Space> holder;
  Space& space = fresh_space(holder, 9);
  post_line_cost(space, b.cells, b.lines, 10);
  EXPECT_FALSE(space.propagate());
}

}  // namespace
}  // namespace xoi

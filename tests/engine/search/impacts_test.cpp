// Tests of the impact-first variable order (engine/search/impacts.hpp,
// VarOrder::ImpactThenWeightedDegree): the running average it keeps, what a
// decision is found to fix on boards where that can be worked out by hand,
// and its choices against a scan of every variable, before the search's
// first failure (by impact) and after it (by dom/wdeg).
#include "engine/search/impacts.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <tuple>
#include <utility>
#include <vector>

#include "engine/search/dfs.hpp"
#include "tests/engine/search/full_scan_checker.hpp"
#include "tests/engine/search/grid_models.hpp"

namespace xoi {
namespace {

using testing_support::FullScanChecker;
using testing_support::grid_model;

TEST(DecisionImpacts, MovesAQuarterOfTheWayToEachDecisionInSixteenths) {
  DecisionImpacts impacts;
  impacts.reserve_variables(3);
  EXPECT_EQ(impacts.of(0), 0u);
  impacts.record(1, 4);  // 0 + (64 - 0) / 4
  EXPECT_EQ(impacts.of(1), 16u);
  impacts.record(1, 4);  // 16 + (64 - 16) / 4
  EXPECT_EQ(impacts.of(1), 28u);
  impacts.record(1, 1);  // 28 + (16 - 28) / 4: falls, truncated towards zero
  EXPECT_EQ(impacts.of(1), 25u);
  EXPECT_EQ(impacts.of(0), 0u);
  EXPECT_EQ(impacts.of(2), 0u);
  impacts.reserve_variables(2);  // never shrinks
  EXPECT_EQ(impacts.of(1), 25u);
}

// Binox 2x2: the first decision, cell (0, 0) = X, fixes the whole board
// (each row and column one X, one O): four cells, an impact of a quarter of
// four cells. Troix 3x3: the first decision fixes only its own cell (its
// row and column keep two values for each other cell), a quarter of one.
TEST(DecisionImpacts, ASearchRecordsWhatEachDecisionFixed) {
  for (const auto& [kind, size, fixed] : {std::tuple{"binox", 2, 4}, std::tuple{"troix", 3, 1}}) {
    Model model = grid_model(kind, size, size);
    DecisionImpacts impacts;
    SearchOptions options;
    options.var_order = VarOrder::ImpactThenWeightedDegree;
    options.impacts = &impacts;
    options.branch_vars = model.cells;
    options.limits.nodes = 2;  // the root and one decision
    depth_first_search(*model.space, options);
    const VarId first = model.cells.front();
    EXPECT_EQ(impacts.of(first), static_cast<std::uint32_t>(fixed * DecisionImpacts::kOne / DecisionImpacts::kSmoothing))
        << kind;
    for (const VarId v : model.cells) {
      if (v == first) continue;
      EXPECT_EQ(impacts.of(v), 0u) << kind << ", variable " << v;
    }
  }
}

// At every decision the order takes what a scan of every variable would:
// before the search's first failure the largest (impact + one variable) x
// (weighted degree + 1) per value, after it the largest weighted degree per
// value, the first in the branching order on a tie. Checked on Binox 8x8
// and Troix 9x9 over the first 3,000 nodes of a count, with impacts and
// weights learnt by 2,000 nodes of a first search in the same order.
TEST(DecisionImpacts, TheOrderChoosesAsAFullScanWould) {
  for (const auto& [kind, size] : {std::pair{"binox", 8}, std::pair{"troix", 9}}) {
    Model model = grid_model(kind, size, size);
    Space& space = *model.space;
    DecisionImpacts impacts;
    SearchOptions learn;
    learn.limits.solutions = 0;
    learn.limits.nodes = 2000;
    learn.var_order = VarOrder::ImpactThenWeightedDegree;
    learn.impacts = &impacts;
    ASSERT_GT(depth_first_search(space, learn).stats.failures, 0u) << kind;
    std::vector<VarId> order(model.cells.rbegin(), model.cells.rend());  // not the VarId order
    const auto score = [&space, &impacts](VarId x, bool failed) -> std::uint64_t {
      const std::uint64_t degree = space.weighted_degree(x);
      if (failed) return degree;
      return (impacts.of(x) + DecisionImpacts::kOne) * (std::min(degree, std::uint64_t{1} << 32) + 1);
    };
    FullScanChecker checker(space, order, score);
    space.attach(&checker);
    SearchOptions count = learn;
    count.branch_vars = order;
    count.limits.nodes = 3000;
    depth_first_search(space, count);
    space.attach(nullptr);
    EXPECT_GT(checker.before_failure, 2u) << kind;
    EXPECT_GT(checker.after_failure, 10u) << kind;
    EXPECT_EQ(checker.mismatches, 0u) << kind;
  }
}

}  // namespace
}  // namespace xoi

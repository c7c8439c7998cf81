// Tests of depth-first search (engine/search/dfs.hpp) on Binox and Troix
// models: solution, node, failure and time limits and interruption, each with
// its outcome; Luby restarts (deterministic for a seed, and they still find a
// solution); value and variable orders; last-conflict reasoning; limited
// discrepancy search against brute force; an unsatisfiable puzzle; and the
// space handed back exactly as it was given after every kind of search.
#include "engine/search/dfs.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <set>
#include <utility>
#include <vector>

#include "engine/search/rng.hpp"
#include "tests/engine/search/full_scan_checker.hpp"
#include "tests/engine/search/grid_models.hpp"

namespace xoi {
namespace {

using testing_support::all_domains;
using testing_support::cell_values;
using testing_support::FullScanChecker;
using testing_support::grid_model;
using testing_support::valid_grid;

// The first solution's cell values, in the model's cell order.
std::vector<Value> first_solution_cells(const SearchResult& result, const Model& model) {
  std::vector<Value> out;
  for (const VarId v : model.cells) {
    const Domain d = result.first_solution[static_cast<std::size_t>(v)];
    EXPECT_TRUE(d.fixed());
    out.push_back(d.min());
  }
  return out;
}

// Runs the search and checks that the space comes back as it was given.
SearchResult search_and_check_restored(Model& model, const SearchOptions& options,
                                       const SolutionCallback& on_solution = {}) {
  const std::vector<Domain> before = all_domains(*model.space);
  const int depth = model.space->depth();
  SearchResult result = depth_first_search(*model.space, options, on_solution);
  EXPECT_EQ(all_domains(*model.space), before) << "the space was not restored";
  EXPECT_EQ(model.space->depth(), depth);
  return result;
}

// Every valid 4x4 Binox grid in row-major lexicographic order (X = 0 < O = 1).
std::vector<std::vector<Value>> binox_four_by_four_grids() {
  std::vector<std::vector<Value>> grids;
  for (std::uint32_t n = 0; n < (1u << 16); ++n) {
    std::vector<Value> grid(16);
    for (std::size_t i = 0; i < 16; ++i) grid[i] = static_cast<Value>((n >> (15 - i)) & 1u);
    if (valid_grid(grid, 4, 4, 2, true)) grids.push_back(grid);
  }
  return grids;
}

TEST(DepthFirstSearch, SolutionLimitStopsAfterThatManyDistinctSolutions) {
  Model model = grid_model("binox", 6, 6);
  SearchOptions options;
  options.limits.solutions = 7;
  std::set<std::vector<Value>> seen;
  const SearchResult result = search_and_check_restored(model, options, [&](const Space& space) {
    const std::vector<Value> grid = cell_values(space, model.cells);
    EXPECT_TRUE(valid_grid(grid, 6, 6, 2, true));
    seen.insert(grid);
  });
  EXPECT_EQ(result.outcome, SearchOutcome::SolutionLimit);
  EXPECT_TRUE(result.decided());
  EXPECT_EQ(result.stats.solutions, 7u);
  EXPECT_EQ(seen.size(), 7u);
  ASSERT_TRUE(result.found());
  EXPECT_TRUE(valid_grid(first_solution_cells(result, model), 6, 6, 2, true));
}

TEST(DepthFirstSearch, NodeLimit) {
  Model model = grid_model("binox", 8, 8);
  SearchOptions options;
  options.limits.solutions = 0;
  options.limits.nodes = 500;
  const SearchResult result = search_and_check_restored(model, options);
  EXPECT_EQ(result.outcome, SearchOutcome::NodeLimit);
  EXPECT_FALSE(result.decided());
  EXPECT_LE(result.stats.nodes, 500u);
  EXPECT_GT(result.stats.solutions, 0u);
  EXPECT_LT(result.stats.solutions, 4111116u);
}

TEST(DepthFirstSearch, FailureLimit) {
  // Weak rules (no line consistency) so that the search meets failures.
  Model model = grid_model("binox", 10, 10, {}, RuleSet{.line_consistency = false});
  SearchOptions options;
  options.limits.solutions = 0;
  options.limits.failures = 20;
  const SearchResult result = search_and_check_restored(model, options);
  EXPECT_EQ(result.outcome, SearchOutcome::FailureLimit);
  EXPECT_EQ(result.stats.failures, 20u);
}

TEST(DepthFirstSearch, TimeLimit) {
  // Counting every 12x12 Binox grid takes far longer than the limit.
  Model model = grid_model("binox", 12, 12);
  SearchOptions options;
  options.limits.solutions = 0;
  options.limits.seconds = 0.05;
  const SearchResult result = search_and_check_restored(model, options);
  EXPECT_EQ(result.outcome, SearchOutcome::TimeLimit);
  EXPECT_GE(result.stats.seconds, 0.05);
  EXPECT_GT(result.stats.solutions, 0u);
}

TEST(DepthFirstSearch, InterruptFlag) {
  Model model = grid_model("binox", 8, 8);
  const std::atomic<bool> stop{true};
  SearchOptions options;
  options.limits.solutions = 0;
  options.limits.interrupt = &stop;
  const SearchResult result = search_and_check_restored(model, options);
  EXPECT_EQ(result.outcome, SearchOutcome::Interrupted);
}

SearchOptions restarting(std::uint64_t seed) {
  SearchOptions options;
  options.restarts.enabled = true;
  options.restarts.scale = 1;
  options.seed = seed;
  return options;
}

// Weak rules (no line consistency) on 18x18 give many failures, hence
// restarts; the same seed gives the same run.
TEST(DepthFirstSearch, LubyRestartsAreDeterministicAndFindASolution) {
  const RuleSet weak{.line_consistency = false};
  for (const std::uint64_t seed : {1u, 7u, 12345u}) {
    Model first = grid_model("binox", 18, 18, {}, weak);
    Model second = grid_model("binox", 18, 18, {}, weak);
    const SearchResult a = search_and_check_restored(first, restarting(seed));
    const SearchResult b = search_and_check_restored(second, restarting(seed));
    ASSERT_EQ(a.outcome, SearchOutcome::SolutionLimit) << "seed " << seed;
    EXPECT_TRUE(valid_grid(first_solution_cells(a, first), 18, 18, 2, true));
    EXPECT_GT(a.stats.restarts, 0u) << "seed " << seed;
    EXPECT_EQ(a.stats.nodes, b.stats.nodes);
    EXPECT_EQ(a.stats.failures, b.stats.failures);
    EXPECT_EQ(a.stats.restarts, b.stats.restarts);
    EXPECT_EQ(a.stats.propagations, b.stats.propagations);
    EXPECT_EQ(a.stats.max_depth, b.stats.max_depth);
    EXPECT_EQ(a.first_solution, b.first_solution);
  }
}

// Restarts only apply to a one-solution search: counting ignores them.
TEST(DepthFirstSearch, RestartsDoNotChangeACount) {
  Model model = grid_model("binox", 6, 6, {}, RuleSet{.line_consistency = false});
  SearchOptions options = restarting(3);
  options.limits.solutions = 0;
  const SearchResult result = search_and_check_restored(model, options);
  EXPECT_EQ(result.outcome, SearchOutcome::Exhausted);
  EXPECT_EQ(result.stats.solutions, 4140u);
  EXPECT_EQ(result.stats.restarts, 0u);
}

// With two values every open cell has the same domain size, so the search
// branches on the first open cell: Min finds the lexicographically least
// grid first, Max the greatest.
TEST(DepthFirstSearch, ValueOrdersMinAndMaxFindTheLeastAndGreatestGrid) {
  const std::vector<std::vector<Value>> grids = binox_four_by_four_grids();
  ASSERT_EQ(grids.size(), 72u);
  for (const VarOrder var_order : {VarOrder::FirstFail, VarOrder::Input}) {  // wdeg: see below
    for (const ValueOrder value_order : {ValueOrder::Min, ValueOrder::Max}) {
      Model model = grid_model("binox", 4, 4);
      SearchOptions options;
      options.var_order = var_order;
      options.value_order = value_order;
      const SearchResult result = search_and_check_restored(model, options);
      ASSERT_TRUE(result.found());
      EXPECT_EQ(first_solution_cells(result, model), value_order == ValueOrder::Min ? grids.front() : grids.back());
    }
  }
}

TEST(DepthFirstSearch, RandomValueOrderIsDeterministicForASeed) {
  std::set<std::vector<Value>> firsts;
  for (const std::uint64_t seed : {1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u}) {
    std::vector<Value> previous;
    for (int run = 0; run < 2; ++run) {
      Model model = grid_model("binox", 8, 8);
      SearchOptions options;
      options.value_order = ValueOrder::Random;
      options.seed = seed;
      const SearchResult result = search_and_check_restored(model, options);
      ASSERT_TRUE(result.found());
      const std::vector<Value> grid = first_solution_cells(result, model);
      EXPECT_TRUE(valid_grid(grid, 8, 8, 2, true));
      if (run == 1) {
        EXPECT_EQ(grid, previous) << "seed " << seed;
      }
      previous = grid;
    }
    firsts.insert(previous);
  }
  EXPECT_GT(firsts.size(), 1u) << "every seed gave the same grid";
}

TEST(DepthFirstSearch, EveryValueOrderCountsTheSame) {
  for (const ValueOrder order : {ValueOrder::Min, ValueOrder::Max, ValueOrder::Random}) {
    Model model = grid_model("troix", 3, 3);
    SearchOptions options;
    options.limits.solutions = 0;
    options.value_order = order;
    options.var_order = order == ValueOrder::Max ? VarOrder::Input : VarOrder::FirstFail;
    const SearchResult result = search_and_check_restored(model, options);
    EXPECT_EQ(result.stats.solutions, 12u);
  }
}

struct Board {
  const char* kind;
  int rows, cols;
};

// Every solution of an empty board, counted by a whole search with these
// options (the space checked restored).
std::uint64_t count_all(const Board& board, SearchOptions options) {
  Model model = grid_model(board.kind, board.rows, board.cols);
  options.limits.solutions = 0;
  const SearchResult result = search_and_check_restored(model, options);
  EXPECT_EQ(result.outcome, SearchOutcome::Exhausted) << board.kind;
  return result.stats.solutions;
}

// dom/wdeg and impacts change the tree, never the solutions: they count
// what the other orders count, on boards where the search fails often
// enough to learn.
TEST(DepthFirstSearch, EveryVariableOrderCountsTheSame) {
  for (const Board& board : {Board{"binox", 6, 6}, Board{"troix", 3, 6}}) {
    const char* kind = board.kind;
    std::vector<std::uint64_t> counts;
    for (const VarOrder order :
         {VarOrder::FirstFail, VarOrder::Input, VarOrder::WeightedDegree, VarOrder::ImpactThenWeightedDegree}) {
      SearchOptions options;
      options.var_order = order;
      counts.push_back(count_all(board, options));
    }
    EXPECT_GT(counts[0], 1u) << kind;
    for (std::size_t i = 1; i < counts.size(); ++i) EXPECT_EQ(counts[i], counts[0]) << kind << ", order " << i;
  }
}

// dom/wdeg keeps the variables not yet seen fixed in a trailed set rather
// than scanning them all: at every decision it still takes the open
// variable with the largest weighted degree per value, the first in the
// branching order on a tie, as a scan of every variable would (checked on
// Binox 8x8 and Troix 6x6, over the first 3,000 nodes of a count, with
// weights learnt by 20,000 nodes of a first one).
TEST(DepthFirstSearch, WeightedDegreeChoosesAsAFullScanWould) {
  for (const auto& [kind, size] : {std::pair{"binox", 8}, std::pair{"troix", 6}}) {
    Model model = grid_model(kind, size, size);
    Space& space = *model.space;
    SearchOptions learn;
    learn.limits.solutions = 0;
    learn.limits.nodes = 20000;
    learn.var_order = VarOrder::WeightedDegree;
    ASSERT_GT(depth_first_search(space, learn).stats.failures, 0u) << kind;
    std::vector<VarId> order(model.cells.rbegin(), model.cells.rend());  // not the VarId order
    FullScanChecker checker(space, order, [&space](VarId x, bool) { return space.weighted_degree(x); });
    space.attach(&checker);
    SearchOptions count;
    count.limits.solutions = 0;
    count.var_order = VarOrder::WeightedDegree;
    count.branch_vars = order;
    count.limits.nodes = 3000;
    depth_first_search(space, count);
    space.attach(nullptr);
    EXPECT_GT(checker.before_failure + checker.after_failure, 10u) << kind;
    EXPECT_EQ(checker.mismatches, 0u) << kind;
  }
}

// Last-conflict reasoning changes the order of the search, not what it
// finds: with and without it first-fail and dom/wdeg count the same, and
// the space comes back as it was (Troix 3x9 has three values, so a cell can
// still be open after one of its values failed).
TEST(DepthFirstSearch, LastConflictCountsTheSame) {
  for (const Board& board : {Board{"binox", 6, 6}, Board{"troix", 3, 9}}) {
    for (const VarOrder order : {VarOrder::FirstFail, VarOrder::WeightedDegree}) {
      SearchOptions plain;
      plain.var_order = order;
      SearchOptions last_conflict = plain;
      last_conflict.last_conflict = true;
      const std::uint64_t count = count_all(board, plain);
      EXPECT_GT(count, 1u) << board.kind;
      EXPECT_EQ(count_all(board, last_conflict), count) << board.kind;
    }
  }
}

// After a decision x = v fails, the search branches on x again, whatever the
// variable order says, until x is fixed (seen through the event sink on a
// Troix 9x9 count under dom/wdeg, with the counting rules only: with line
// consistency the refusal of the failed value mostly fixes the cell).
TEST(DepthFirstSearch, LastConflictBranchesAgainOnTheCellThatFailed) {
  RuleSet counting;
  counting.line_consistency = false;
  Model model = grid_model("troix", 9, 9, {}, counting);
  Space& space = *model.space;
  struct Checker final : EventSink {
    const Space* space;
    VarId last_positive = -1;  // the variable of the newest positive decision, until another event
    VarId conflict = -1;       // where the rule says to branch next, while open
    std::uint64_t ruled = 0, broken = 0;
    void on_deduction(const Deduction&) override {}
    void on_failure(const Failure&) override {
      if (last_positive >= 0) conflict = last_positive;
      last_positive = -1;
    }
    void on_decision(VarId v, Value, bool positive, int) override {
      last_positive = positive ? v : -1;
      if (!positive) return;  // a refusal branches on the variable already chosen
      if (conflict >= 0 && space->domain(conflict).fixed()) conflict = -1;
      if (conflict < 0) return;
      ++ruled;
      if (v != conflict) ++broken;
    }
    void on_backtrack(int) override { last_positive = -1; }
    void on_solution(int) override { conflict = -1; }  // every cell is fixed there
  } checker;
  checker.space = &space;
  space.attach(&checker);
  SearchOptions count;
  count.limits.solutions = 0;
  count.limits.nodes = 5000;
  count.var_order = VarOrder::WeightedDegree;
  count.last_conflict = true;
  depth_first_search(space, count);
  space.attach(nullptr);
  EXPECT_GT(checker.ruled, 10u);
  EXPECT_EQ(checker.broken, 0u);
}

// The weighted degree kept by the space is, for every variable, the sum of
// the failure weights of the propagators watching it: after failures, after
// the weights age, and after they are reset.
TEST(DepthFirstSearch, WeightedDegreeIsTheSumOfTheWatchersWeights) {
  Model model = grid_model("binox", 6, 6);
  Space& space = *model.space;
  const auto expect_sums = [&space](const char* when) {
    for (VarId v = 0; v < space.variable_count(); ++v) {
      std::uint64_t sum = 0;
      for (const int id : space.subscribers(v)) sum += space.failure_weight(id);
      ASSERT_EQ(space.weighted_degree(v), sum) << when << ", variable " << v;
    }
  };
  expect_sums("fresh");
  SearchOptions counting;
  counting.limits.solutions = 0;
  counting.var_order = VarOrder::WeightedDegree;
  const SearchResult result = depth_first_search(space, counting);
  ASSERT_GT(result.stats.failures, 0u);
  expect_sums("after a search with failures");
  std::uint64_t total = 0;
  for (VarId v = 0; v < space.variable_count(); ++v) total += space.weighted_degree(v);
  // Aging by an eighth: each weight w becomes w - floor(w / 8), at least 1.
  std::vector<std::uint32_t> weights(static_cast<std::size_t>(space.propagator_count()));
  for (int id = 0; id < space.propagator_count(); ++id) weights[static_cast<std::size_t>(id)] = space.failure_weight(id);
  ASSERT_GE(*std::max_element(weights.begin(), weights.end()), 8u) << "no weight large enough to lose anything";
  space.age_failure_weights(3);
  for (int id = 0; id < space.propagator_count(); ++id) {
    const std::uint32_t w = weights[static_cast<std::size_t>(id)];
    EXPECT_EQ(space.failure_weight(id), std::max(1u, w - w / 8)) << "propagator " << id;
  }
  expect_sums("after aging");
  // A shift of 32 or more changes nothing; a shift of 0 takes every weight
  // to one, and aging a weight of one leaves it one.
  space.age_failure_weights(32);
  for (int id = 0; id < space.propagator_count(); ++id) {
    const std::uint32_t w = weights[static_cast<std::size_t>(id)];
    EXPECT_EQ(space.failure_weight(id), std::max(1u, w - w / 8)) << "propagator " << id;
  }
  space.age_failure_weights(0);
  for (int id = 0; id < space.propagator_count(); ++id) EXPECT_EQ(space.failure_weight(id), 1u);
  expect_sums("after aging to one");
  space.reset_failure_weights();
  expect_sums("after a reset");
  std::uint64_t reset_total = 0;
  for (VarId v = 0; v < space.variable_count(); ++v) reset_total += space.weighted_degree(v);
  EXPECT_LT(reset_total, total);
}

// Failures raise the weight of the propagator that failed; afterwards
// dom/wdeg branches first on a cell that propagator watches.
TEST(DepthFirstSearch, WeightedDegreeBranchesWhereFailuresHappened) {
  Model model = grid_model("binox", 6, 6);
  Space& space = *model.space;
  std::vector<std::uint32_t> before(static_cast<std::size_t>(space.propagator_count()));
  for (int id = 0; id < space.propagator_count(); ++id) before[static_cast<std::size_t>(id)] = space.failure_weight(id);
  EXPECT_EQ(*std::min_element(before.begin(), before.end()), 1u);
  SearchOptions counting;
  counting.limits.solutions = 0;
  const SearchResult result = search_and_check_restored(model, counting);
  ASSERT_GT(result.stats.failures, 0u);
  std::uint64_t raised = 0;
  for (int id = 0; id < space.propagator_count(); ++id)
    raised += space.failure_weight(id) - before[static_cast<std::size_t>(id)];
  EXPECT_GT(raised, 0u);
  EXPECT_LE(raised, result.stats.failures);  // at most one weight per failure

  VarId heaviest = model.cells.front();
  for (const VarId v : model.cells)
    if (space.weighted_degree(v) > space.weighted_degree(heaviest)) heaviest = v;
  ASSERT_GT(space.weighted_degree(heaviest), space.weighted_degree(model.cells.front()))
      << "the first cell is already the heaviest: the test cannot tell the orders apart";
  SearchOptions wdeg;
  wdeg.var_order = VarOrder::WeightedDegree;
  wdeg.limits.nodes = 2;  // the root and the first decision
  wdeg.branch_vars = model.cells;
  VarId first_decision = -1;
  struct FirstDecision final : EventSink {
    VarId* var;
    explicit FirstDecision(VarId* v) : var(v) {}
    void on_deduction(const Deduction&) override {}
    void on_failure(const Failure&) override {}
    void on_decision(VarId v, Value, bool, int) override {
      if (*var < 0) *var = v;  // the first decision only
    }
    void on_backtrack(int) override {}
    void on_solution(int) override {}
  } sink(&first_decision);
  space.attach(&sink);
  search_and_check_restored(model, wdeg);
  space.attach(nullptr);
  EXPECT_EQ(first_decision, heaviest);
}

// Rows 0 and 1 both start X X, so both are X X O O: equal rows. Brute force agrees.
TEST(DepthFirstSearch, UnsatisfiablePuzzleIsExhaustedWithNoSolution) {
  constexpr const char* kGivens = "XX..XX..........";
  int brute_force = 0;
  for (const std::vector<Value>& grid : binox_four_by_four_grids())
    brute_force += (grid[0] == 0 && grid[1] == 0 && grid[4] == 0 && grid[5] == 0) ? 1 : 0;
  ASSERT_EQ(brute_force, 0);

  Model model = grid_model("binox", 4, 4, kGivens);
  SearchOptions options;
  options.limits.solutions = 0;
  const SearchResult result = search_and_check_restored(model, options);
  EXPECT_EQ(result.outcome, SearchOutcome::Exhausted);
  EXPECT_TRUE(result.decided());
  EXPECT_EQ(result.stats.solutions, 0u);
  EXPECT_FALSE(result.found());
  EXPECT_TRUE(result.first_solution.empty());
}

// Branching on a subset of the variables: the others stay as propagation left them.
TEST(DepthFirstSearch, BranchVariablesLimitTheDecisions) {
  Model model = grid_model("binox", 4, 4);
  const std::vector<VarId> first_row(model.cells.begin(), model.cells.begin() + 4);
  SearchOptions options;
  options.limits.solutions = 0;
  options.branch_vars = first_row;
  std::set<std::vector<Value>> rows;
  const SearchResult result = search_and_check_restored(model, options, [&](const Space& space) {
    rows.insert(cell_values(space, first_row));
  });
  EXPECT_EQ(result.outcome, SearchOutcome::Exhausted);
  EXPECT_EQ(result.stats.solutions, rows.size());
  EXPECT_EQ(rows.size(), 6u);  // the six balanced rows of four with no three equal
}

// With no rules and binary cells taken in order, the path to an assignment
// refuses a preferred value exactly where the assignment differs from the
// preferred one: at most k refusals finds exactly the assignments within
// Hamming distance k (brute force over all 2^10), and only k = 10 cuts nothing.
TEST(DepthFirstSearch, DiscrepancyLimitFindsExactlyTheNearAssignments) {
  constexpr int kCells = 10;
  SplitMix64 rng(0x4c4453);
  for (int sample = 0; sample < 4; ++sample) {
    std::vector<Value> preferred(kCells);
    for (Value& v : preferred) v = static_cast<Value>(rng.below(2));
    for (int k = 0; k <= kCells; ++k) {
      Space space;
      std::vector<VarId> cells;
      for (int i = 0; i < kCells; ++i) cells.push_back(space.add_variable(Domain::range(2)));
      SearchOptions options;
      options.limits.solutions = 0;
      options.var_order = VarOrder::Input;
      options.preferred_values = preferred;
      options.max_discrepancies = k;
      std::set<std::vector<Value>> found;
      const SearchResult result = depth_first_search(space, options, [&](const Space& s) {
        EXPECT_TRUE(found.insert(cell_values(s, cells)).second) << "found twice";
      });
      std::set<std::vector<Value>> near;
      for (std::uint32_t bits = 0; bits < (1u << kCells); ++bits) {
        std::vector<Value> grid(kCells);
        int distance = 0;
        for (int i = 0; i < kCells; ++i) {
          grid[static_cast<std::size_t>(i)] = static_cast<Value>((bits >> i) & 1u);
          distance += grid[static_cast<std::size_t>(i)] != preferred[static_cast<std::size_t>(i)] ? 1 : 0;
        }
        if (distance <= k) near.insert(grid);
      }
      EXPECT_EQ(found, near) << "k = " << k;
      EXPECT_EQ(result.outcome, k == kCells ? SearchOutcome::Exhausted : SearchOutcome::DiscrepancyLimit) << "k = " << k;
      EXPECT_EQ(result.decided(), k == kCells);
    }
  }
}

// On a real model (propagation, dom/wdeg): every solution found is valid and
// distinct, the number found never falls as the bound grows, and a bound
// that cuts nothing counts every solution.
TEST(DepthFirstSearch, DiscrepancyLimitOnAGridFindsValidSolutionsAndGrowsToTheCount) {
  Model full = grid_model("binox", 6, 6);
  SearchOptions counting;
  counting.limits.solutions = 0;
  const std::uint64_t all = search_and_check_restored(full, counting).stats.solutions;
  std::uint64_t previous = 0;
  for (int k = 0; k <= 36; ++k) {
    Model model = grid_model("binox", 6, 6);
    SearchOptions options = counting;
    options.var_order = VarOrder::WeightedDegree;
    options.max_discrepancies = k;
    std::set<std::vector<Value>> grids;
    const SearchResult result = search_and_check_restored(model, options, [&](const Space& space) {
      const std::vector<Value> grid = cell_values(space, model.cells);
      EXPECT_TRUE(valid_grid(grid, 6, 6, 2, true));
      EXPECT_TRUE(grids.insert(grid).second) << "found twice";
    });
    EXPECT_EQ(result.stats.solutions, grids.size());
    EXPECT_GE(grids.size(), previous) << "k = " << k;
    previous = grids.size();
    if (result.outcome == SearchOutcome::Exhausted) {
      EXPECT_EQ(grids.size(), all) << "k = " << k;
      break;
    }
    EXPECT_EQ(result.outcome, SearchOutcome::DiscrepancyLimit);
    EXPECT_LT(grids.size(), all) << "k = " << k << " cut the tree yet found every solution";
  }
  EXPECT_EQ(previous, all);
}

}  // namespace
}  // namespace xoi

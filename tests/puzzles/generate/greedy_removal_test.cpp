// The divide-and-conquer removal makes exactly the decisions of the obvious
// loop "remove the given, ask the level from scratch, put it back if it
// fails", at every level, while every level-5 check is decided in the first
// pass. Checks left to later passes change the order of the decisions, not
// what they promise: a unique solution, and every given needed.
#include "puzzles/generate/greedy_removal.hpp"

#include <gtest/gtest.h>

#include <numeric>

#include "engine/search/rng.hpp"
#include "puzzles/registry.hpp"

namespace xoi {
namespace {

Givens random_solution(Reasoner& reasoner, std::uint64_t seed) {
  SearchOptions options;
  options.value_order = ValueOrder::Random;
  options.seed = seed;
  const Givens empty(static_cast<std::size_t>(reasoner.cell_count()), -1);
  EXPECT_TRUE(reasoner.search(empty, options).found());
  return reasoner.values();
}

// The cells 0..count-1 in a seeded random order (Fisher-Yates, SplitMix64).
std::vector<int> shuffled_cells(std::size_t count, std::uint64_t seed) {
  std::vector<int> order(count);
  std::iota(order.begin(), order.end(), 0);
  SplitMix64 rng(seed);
  for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.below(i)]);
  return order;
}

// The one-at-a-time loop, every check from scratch, from `start` (default:
// every cell given).
Givens remove_one_at_a_time(Reasoner& reasoner, Level level, const std::vector<int>& order, const Givens& solution,
                            const Givens* start = nullptr) {
  Givens givens = start != nullptr ? *start : solution;
  for (const int cell : order) {
    const auto c = static_cast<std::size_t>(cell);
    if (givens[c] < 0) continue;  // opened by an earlier phase
    givens[c] = -1;
    bool removable = false;
    if (level == Level::Search) {
      SearchOptions options;
      options.limits.solutions = 2;
      const SearchResult result = reasoner.search(givens, options);
      removable = result.outcome == SearchOutcome::Exhausted && result.stats.solutions == 1;
    } else {
      Reasoner::Question question;
      question.probing = level == Level::Probing;
      removable = reasoner.reason(givens, question) == Verdict::Solved;
    }
    if (!removable) givens[c] = solution[c];
  }
  return givens;
}

// Budgets of the first three level-5 stages; 0 keeps the default.
struct StageBudgets {
  std::uint64_t first = 0, discrepancy = 0, probing = 0;
};

// The puzzle has one solution, and removing any of its givens gives two.
void expect_unique_and_minimal(Reasoner& reasoner, const Givens& givens) {
  SearchOptions options;
  options.limits.solutions = 2;
  ASSERT_EQ(reasoner.search(givens, options).stats.solutions, 1u);
  for (std::size_t cell = 0; cell < givens.size(); ++cell) {
    if (givens[cell] < 0) continue;
    Givens without = givens;
    without[cell] = -1;
    EXPECT_EQ(reasoner.search(without, options).stats.solutions, 2u) << "given " << cell << " is not needed";
  }
}

// With the default budgets the first pass decides every check here, and the
// decisions are the one-at-a-time loop's. With small `budgets`, checks may be
// left to later passes, which changes the order of the decisions: then the
// puzzle is checked for uniqueness and minimality (brute force), and against
// the one-at-a-time loop only where no check was put off.
void expect_same_decisions(const char* kind, int size, Level level, std::uint64_t seed, StageBudgets budgets = {},
                           RemovalCounters* counted = nullptr) {
  SCOPED_TRACE(std::string(kind) + " " + std::to_string(size) + " level " + std::to_string(level_number(level)) +
               " seed " + std::to_string(seed));
  std::string error;
  std::optional<Reasoner> reasoner =
      Reasoner::create(*find_kind(kind), {size, size}, std::min(level, Level::LineConsistency), error);
  ASSERT_TRUE(reasoner.has_value()) << error;
  const Givens solution = random_solution(*reasoner, seed);
  const std::vector<int> order = shuffled_cells(solution.size(), seed);

  Givens shared = solution;
  int count = static_cast<int>(shared.size());
  RemovalCounters counters;
  // Binox up to 14 cells a line posts distinct-line tables (see RemovalPhase).
  RemovalPhase phase{.level = level, .solution = solution, .min_givens = 0, .search_node_limit = 0,
                     .refresh_at_leaves = std::string(kind) == "binox" && size <= 14};
  if (budgets.first != 0) phase.first_stage_nodes = budgets.first;
  if (budgets.discrepancy != 0) phase.discrepancy_stage_nodes = budgets.discrepancy;
  phase.probing_stage_nodes = budgets.probing;
  remove_givens(*reasoner, phase, order, shared, count, counters);
  if (counted != nullptr) *counted = counters;
  const bool small_budgets = budgets.first != 0 || budgets.discrepancy != 0 || budgets.probing != 0;
  if (!small_budgets) {
    EXPECT_EQ(counters.deferred, 0u);
  }
  if (counters.deferred == 0) {
    EXPECT_EQ(shared, remove_one_at_a_time(*reasoner, level, order, solution));
  }
  if (level == Level::Search && small_budgets) expect_unique_and_minimal(*reasoner, shared);
  EXPECT_EQ(count, static_cast<int>(std::count_if(shared.begin(), shared.end(), [](std::int8_t g) { return g >= 0; })));
  EXPECT_EQ(counters.checks, solution.size());
  EXPECT_EQ(counters.undecided, 0u);
}

TEST(GreedyRemoval, SameDecisionsAsOneAtATime) {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    expect_same_decisions("binox", 6, Level::Counting, seed);
    expect_same_decisions("binox", 8, Level::DistinctLines, seed);
    expect_same_decisions("binox", 8, Level::LineConsistency, seed);
    expect_same_decisions("binox", 6, Level::Probing, seed);
    expect_same_decisions("binox", 6, Level::Search, seed);
    expect_same_decisions("troix", 6, Level::LineConsistency, seed);
    expect_same_decisions("troix", 6, Level::Probing, seed);
  }
  expect_same_decisions("binox", 14, Level::LineConsistency, 4);
  expect_same_decisions("binox", 16, Level::LineConsistency, 6);  // lines of 16: no tables, no refresh
  expect_same_decisions("troix", 9, Level::Search, 5);
}

// Level 5 with budgets so small that the later stages of the check
// (discrepancy search, probing at every node, the full search), and so the
// later passes, must decide: every stage settles some checks, some checks
// wait for a later pass, and the puzzle is still unique and minimal.
TEST(GreedyRemoval, EveryStageOfTheSecondSolutionCheckDecidesRight) {
  RemovalCounters total;
  const struct {
    const char* kind;
    int size;
    std::uint64_t seed;
    StageBudgets budgets;
  } runs[] = {{"binox", 10, 1, {1, 1, 1}}, {"binox", 10, 2, {1, 3, 2}}, {"binox", 12, 3, {2, 6, 0}},
              {"troix", 9, 4, {1, 1, 1}},  {"troix", 12, 5, {1, 4, 0}},
              // Budgets the discrepancy trees fit in: they end cut, not at a node limit.
              {"binox", 10, 6, {1, 100000, 1}}, {"binox", 12, 7, {1, 100000, 1}}, {"troix", 12, 8, {1, 100000, 1}}};
  for (const auto& run : runs) {
    RemovalCounters counters;
    expect_same_decisions(run.kind, run.size, Level::Search, run.seed, run.budgets, &counters);
    if (HasFatalFailure()) return;
    total.settled_plain += counters.settled_plain;
    total.settled_discrepancy += counters.settled_discrepancy;
    total.settled_probing += counters.settled_probing;
    total.settled_full += counters.settled_full;
    total.deferred += counters.deferred;
  }
  EXPECT_GT(total.settled_plain, 0u);
  EXPECT_GT(total.settled_discrepancy, 0u);
  EXPECT_GT(total.settled_probing, 0u);
  EXPECT_GT(total.settled_full, 0u) << "probing settled every check: the full-search stage went untested";
  EXPECT_GT(total.deferred, 0u) << "the first pass decided every check: the later passes went untested";
}

// Two phases as the generator runs them, the second after the first opened
// cells, with candidates set aside by rectangle witnesses in between: the
// same decisions as one at a time, some candidates really set aside, and
// each of them needed (a second solution without it) in the final puzzle.
void expect_same_decisions_with_witnesses(const char* kind, int size, Level first, Level second, std::uint64_t seed,
                                          std::uint64_t& set_aside) {
  SCOPED_TRACE(std::string(kind) + " " + std::to_string(size) + " seed " + std::to_string(seed));
  std::string error;
  std::optional<Reasoner> first_reasoner = Reasoner::create(*find_kind(kind), {size, size}, first, error);
  std::optional<Reasoner> second_reasoner =
      Reasoner::create(*find_kind(kind), {size, size}, std::min(second, Level::LineConsistency), error);
  ASSERT_TRUE(first_reasoner && second_reasoner) << error;
  const Givens solution = random_solution(*second_reasoner, seed);
  const std::vector<int> order = shuffled_cells(solution.size(), seed);

  Givens shared = solution;
  int count = static_cast<int>(shared.size());
  std::vector<std::uint8_t> needed(solution.size(), 0);
  RemovalCounters counters;
  const bool tables = std::string(kind) == "binox" && size <= 14;
  for (const Level level : {first, second}) {
    std::vector<int> candidates;
    for (const int cell : order)
      if (shared[static_cast<std::size_t>(cell)] >= 0) candidates.push_back(cell);
    const RemovalPhase phase{.level = level, .solution = solution, .cols = size, .proven_needed = needed,
                             .refresh_at_leaves = tables};
    remove_givens(level == first ? *first_reasoner : *second_reasoner, phase, candidates, shared, count, counters);
  }
  const Givens after_first = remove_one_at_a_time(*first_reasoner, first, order, solution);
  EXPECT_EQ(shared, remove_one_at_a_time(*second_reasoner, second, order, solution, &after_first));
  set_aside += counters.swap_witnesses;
  for (std::size_t cell = 0; cell < needed.size(); ++cell) {
    if (needed[cell] == 0) continue;
    ASSERT_GE(shared[cell], 0) << "a cell set aside as needed was removed: " << cell;
    Givens without = shared;
    without[cell] = -1;
    SearchOptions options;
    options.limits.solutions = 2;
    EXPECT_EQ(second_reasoner->search(without, options).stats.solutions, 2u) << "cell " << cell;
  }
}

TEST(GreedyRemoval, CandidatesSetAsideByWitnessesChangeNoDecision) {
  std::uint64_t set_aside = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    expect_same_decisions_with_witnesses("binox", 8, Level::Counting, Level::LineConsistency, seed, set_aside);
    expect_same_decisions_with_witnesses("binox", 10, Level::LineConsistency, Level::Search, seed, set_aside);
    expect_same_decisions_with_witnesses("troix", 9, Level::Counting, Level::LineConsistency, seed, set_aside);
    expect_same_decisions_with_witnesses("troix", 9, Level::LineConsistency, Level::Probing, seed, set_aside);
  }
  EXPECT_GT(set_aside, 10u) << "no witnesses found: the set-aside path went untested";
}

TEST(GreedyRemoval, StopsAtTheMinimumNumberOfGivens) {
  std::string error;
  std::optional<Reasoner> reasoner = Reasoner::create(*find_kind("binox"), {8, 8}, Level::LineConsistency, error);
  ASSERT_TRUE(reasoner.has_value()) << error;
  const Givens solution = random_solution(*reasoner, 11);
  const std::vector<int> order = shuffled_cells(solution.size(), 11);
  Givens givens = solution;
  int count = 64;
  RemovalCounters counters;
  const RemovalPhase phase{.level = Level::LineConsistency, .solution = solution, .min_givens = 40,
                           .search_node_limit = 0, .refresh_at_leaves = true};
  remove_givens(*reasoner, phase, order, givens, count, counters);
  EXPECT_EQ(count, 40);
  // Once the 24th removal is made, no later cell in the order is touched.
  std::size_t last_removed = 0;
  for (std::size_t i = 0; i < order.size(); ++i)
    if (givens[static_cast<std::size_t>(order[i])] < 0) last_removed = i;
  for (std::size_t i = last_removed + 1; i < order.size(); ++i)
    EXPECT_GE(givens[static_cast<std::size_t>(order[i])], 0) << i;
  EXPECT_LT(counters.checks, order.size());
}

}  // namespace
}  // namespace xoi

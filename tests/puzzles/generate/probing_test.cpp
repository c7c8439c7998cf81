// Probing (engine/search/probing.hpp) on small Binox and Troix puzzles whose
// solutions are all enumerated: it keeps every value some solution uses, it
// ends at singleton consistency (every value left survives its own trial),
// and the generator's shortcuts (known solution, stop at one cell) change
// nothing they should not.
#include "engine/search/probing.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/events.hpp"
#include "engine/search/dfs.hpp"
#include "engine/search/rng.hpp"
#include "tests/engine/search/grid_models.hpp"

namespace xoi {
namespace {

using testing_support::all_domains;
using testing_support::grid_model;

struct Case {
  std::string kind;
  int size;
  std::string givens;  // row-major, '.' empty
};

// A random complete grid of the kind, then a random subset of its cells kept.
Case random_case(const std::string& kind, int size, std::uint64_t seed, int keep_per_mille) {
  Model full = grid_model(kind, size, size);
  SearchOptions options;
  options.value_order = ValueOrder::Random;
  options.seed = seed;
  const SearchResult result = depth_first_search(*full.space, options);
  EXPECT_TRUE(result.found());
  const std::string symbols = kind == "binox" ? "XO" : "XOI";
  SplitMix64 rng(seed * 7919 + 1);
  std::string givens;
  for (const VarId v : full.cells)
    givens += rng.below(1000) < static_cast<std::uint64_t>(keep_per_mille)
                  ? symbols[static_cast<std::size_t>(result.first_solution[static_cast<std::size_t>(v)].min())]
                  : '.';
  return {kind, size, givens};
}

// Puzzles with more solutions than this are left out of the enumeration tests.
constexpr std::size_t kMostSolutions = 20000;

// Every solution, or the first kMostSolutions.
std::vector<std::vector<Value>> all_solutions(Model& model) {
  std::vector<std::vector<Value>> solutions;
  SearchOptions options;
  options.limits.solutions = kMostSolutions;
  depth_first_search(*model.space, options, [&](const Space& space) {
    std::vector<Value> values;
    for (const VarId v : model.cells) values.push_back(space.domain(v).min());
    solutions.push_back(values);
  });
  return solutions;
}

std::vector<Case> cases() {
  std::vector<Case> list;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    list.push_back(random_case("binox", 6, seed, 300));
    list.push_back(random_case("binox", 8, seed, 450));
    list.push_back(random_case("troix", 6, seed, 400));
  }
  return list;
}

TEST(Probing, KeepsEveryValueOfEverySolution) {
  for (const Case& c : cases()) {
    Model model = grid_model(c.kind, c.size, c.size, c.givens);
    const auto solutions = all_solutions(model);
    ASSERT_FALSE(solutions.empty()) << c.givens;
    if (solutions.size() >= kMostSolutions) continue;  // too many to list: not enumerated
    ASSERT_TRUE(probe(*model.space)) << c.givens;
    for (const auto& solution : solutions)
      for (std::size_t i = 0; i < model.cells.size(); ++i)
        EXPECT_TRUE(model.space->domain(model.cells[i]).contains(solution[i])) << c.kind << ' ' << c.givens;
  }
}

TEST(Probing, EndsWhereEveryValueLeftSurvivesItsTrial) {
  for (const Case& c : cases()) {
    Model model = grid_model(c.kind, c.size, c.size, c.givens);
    Space& space = *model.space;
    ProbingStatistics stats;
    ASSERT_TRUE(probe(space, {}, &stats));
    EXPECT_GE(stats.rounds, 1u);
    for (const VarId v : model.cells) {
      const Domain d = space.domain(v);
      if (d.fixed()) continue;
      for (Value value = 0; value < kMaxValues; ++value) {
        if (!d.contains(value)) continue;
        space.push_mark();
        const bool ok = space.assign(v, value) != Change::Failed && space.propagate();
        space.pop_mark();
        EXPECT_TRUE(ok) << c.givens << " cell " << v << " value " << value;
      }
    }
    // At fixpoint: probing again removes nothing.
    const auto before = all_domains(space);
    ProbingStatistics again;
    ASSERT_TRUE(probe(space, {}, &again));
    EXPECT_EQ(all_domains(space), before);
    EXPECT_EQ(again.removals, 0u);
  }
}

TEST(Probing, KnownSolutionGivesTheSameDomainsWithFewerTrials) {
  for (const Case& c : cases()) {
    Model plain = grid_model(c.kind, c.size, c.size, c.givens);
    Model guided = grid_model(c.kind, c.size, c.size, c.givens);
    Model counted = grid_model(c.kind, c.size, c.size, c.givens);
    const auto solutions = all_solutions(counted);
    ASSERT_FALSE(solutions.empty());
    std::vector<Value> known(static_cast<std::size_t>(guided.space->variable_count()), -1);
    for (std::size_t i = 0; i < guided.cells.size(); ++i)
      known[static_cast<std::size_t>(guided.cells[i])] = solutions.front()[i];
    ProbingStatistics plain_stats, guided_stats;
    ASSERT_TRUE(probe(*plain.space, {}, &plain_stats));
    ProbingOptions options;
    options.known_solution = known;
    ASSERT_TRUE(probe(*guided.space, options, &guided_stats));
    EXPECT_EQ(all_domains(*plain.space), all_domains(*guided.space)) << c.givens;
    EXPECT_LE(guided_stats.trials, plain_stats.trials);
  }
}

// A trial whose fixpoint fixes y to b shows that the trial y = b succeeds
// too, while the domains stay as they are: probing skips it, except with a
// listening sink, which hears every trial. Both ways end with the same
// domains and verdict, over cases that also fail; the skipping ones make
// fewer trials, and one memory serves probes of different spaces in turn
// (as a search probing at every node keeps it).
TEST(Probing, SkipsTrialsAnEarlierTrialShowedToSucceed) {
  struct Listener final : EventSink {
    void on_deduction(const Deduction&) override {}
    void on_failure(const Failure&) override {}
    void on_decision(VarId, Value, bool, int) override {}
    void on_backtrack(int) override {}
    void on_solution(int) override {}
  } listener;
  ProbingMemory shared;
  std::uint64_t skipping_trials = 0, every_trial = 0;
  int failed = 0;
  std::vector<Case> all = cases();
  for (std::uint64_t seed = 1; seed <= 12; ++seed) all.push_back(random_case("binox", 8, seed, 150));
  for (const Case& c : all) {
    for (const bool rotate : {false, true}) {
      std::string givens = c.givens;
      if (rotate) std::rotate(givens.begin(), givens.begin() + 1, givens.end());  // often unsatisfiable
      Model skipping = grid_model(c.kind, c.size, c.size, givens);
      Model heard = grid_model(c.kind, c.size, c.size, givens);
      ProbingStatistics skipping_stats, heard_stats;
      ProbingOptions options;
      options.memory = &shared;
      const bool skipping_ok = probe(*skipping.space, options, &skipping_stats);
      heard.space->attach(&listener);
      const bool heard_ok = probe(*heard.space, {}, &heard_stats);
      heard.space->attach(nullptr);
      ASSERT_EQ(skipping_ok, heard_ok) << givens;
      failed += skipping_ok ? 0 : 1;
      if (skipping_ok) {
        EXPECT_EQ(all_domains(*skipping.space), all_domains(*heard.space)) << givens;
      }
      EXPECT_EQ(skipping_stats.removals, heard_stats.removals) << givens;
      EXPECT_LE(skipping_stats.trials, heard_stats.trials) << givens;
      skipping_trials += skipping_stats.trials;
      every_trial += heard_stats.trials;
    }
  }
  EXPECT_GT(failed, 0);
  EXPECT_LT(skipping_trials, every_trial);
}

TEST(Probing, FailsWhenEveryValueOfACellFailsItsTrial) {
  // With the level-1 rules only (run length, balance), unsatisfiable 8x8
  // Binox puzzles that propagation does not refute, but probing does.
  RuleSet weak;
  weak.distinct_lines = false;
  weak.line_consistency = false;
  int refuted_only_by_probing = 0, unrefuted = 0;
  for (std::uint64_t seed = 1; seed <= 300 && refuted_only_by_probing < 3; ++seed) {
    Case c = random_case("binox", 8, seed, 300);
    SplitMix64 rng(seed);
    const std::size_t at = rng.below(c.givens.size());
    if (c.givens[at] == '.') continue;
    c.givens[at] = c.givens[at] == 'X' ? 'O' : 'X';  // may leave no solution
    Model counted = grid_model(c.kind, c.size, c.size, c.givens);
    if (!all_solutions(counted).empty()) continue;
    Model propagated = grid_model(c.kind, c.size, c.size, c.givens, weak);
    if (!propagated.space->propagate()) continue;
    Model probed = grid_model(c.kind, c.size, c.size, c.givens, weak);
    if (probe(*probed.space)) {
      ++unrefuted;
    } else {
      ++refuted_only_by_probing;
    }
  }
  EXPECT_GE(refuted_only_by_probing, 1) << unrefuted << " were not refuted";
}

TEST(Probing, StopsOnceTheWatchedCellIsFixed) {
  int stopped_early = 0;
  for (const Case& c : cases()) {
    Model full = grid_model(c.kind, c.size, c.size, c.givens);
    Model propagated = grid_model(c.kind, c.size, c.size, c.givens);
    ASSERT_TRUE(propagated.space->propagate());
    ProbingStatistics full_stats;
    ASSERT_TRUE(probe(*full.space, {}, &full_stats));
    // A cell that only probing fixes.
    for (const VarId watched : full.cells) {
      if (!full.space->domain(watched).fixed() || propagated.space->domain(watched).fixed()) continue;
      Model model = grid_model(c.kind, c.size, c.size, c.givens);
      ProbingOptions options;
      options.stop_when_fixed = watched;
      ProbingStatistics stats;
      ASSERT_TRUE(probe(*model.space, options, &stats));
      EXPECT_TRUE(model.space->domain(watched).fixed());
      EXPECT_LE(stats.trials, full_stats.trials);
      if (stats.trials < full_stats.trials) ++stopped_early;
      break;
    }
  }
  EXPECT_GT(stopped_early, 0);
}

}  // namespace
}  // namespace xoi

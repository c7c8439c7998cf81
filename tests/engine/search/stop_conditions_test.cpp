// A search's time limit and interrupt flag reach into propagation itself
// (Space::set_stop_conditions): one propagation that would never end (here a
// propagator that always reports more work) must stop on them, and the
// search must end with the limit's outcome, count no failure, learn no
// weights, remove nothing by probing, and hand the space back as it was.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <memory>
#include <utility>
#include <vector>

#include "engine/search/dfs.hpp"
#include "engine/search/probing.hpp"
#include "engine/space.hpp"

namespace xoi {
namespace {

// Never at a fixpoint (or, with once_a_cell_is_fixed, never once one of
// its cells is fixed): Space::propagate would loop for ever. `cost` lets
// the test cover every cost class; `runs` counts its runs.
class Restless final : public Propagator {
 public:
  Restless(CostClass cost, std::vector<VarId> cells, bool once_a_cell_is_fixed, int& runs)
      : Propagator(cost, "restless"), cells_(std::move(cells)), once_fixed_(once_a_cell_is_fixed), runs_(runs) {}
  PropagationStatus propagate(Space& space) override {
    ++runs_;
    bool any_fixed = false;
    for (VarId v : cells_) any_fixed |= space.domain(v).fixed();
    return !once_fixed_ || any_fixed ? PropagationStatus::Changed : PropagationStatus::Fixpoint;
  }

 private:
  std::vector<VarId> cells_;
  bool once_fixed_;
  int& runs_;
};

struct RestlessSpace {
  Space space;
  std::vector<VarId> cells;
  int runs = 0;
  int id = -1;

  explicit RestlessSpace(CostClass cost, bool once_a_cell_is_fixed = false) {
    for (int i = 0; i < 4; ++i) cells.push_back(space.add_variable(Domain::range(3)));
    id = space.post(std::make_unique<Restless>(cost, cells, once_a_cell_is_fixed, runs));
    for (VarId v : cells) space.subscribe(id, v);
  }
  [[nodiscard]] std::vector<Domain> domains() const {
    std::vector<Domain> out;
    for (VarId v : cells) out.push_back(space.domain(v));
    return out;
  }
};

TEST(StopConditions, ATimeLimitEndsAPropagationThatWouldNeverEnd) {
  // Restless from the root, or only below the first decision (then it is a
  // node's propagation that stops).
  for (const bool below_root : {false, true})
    for (CostClass cost : {CostClass::Cheap, CostClass::Medium, CostClass::Expensive}) {
      RestlessSpace s(cost, below_root);
      const std::vector<Domain> before = s.domains();
      SearchOptions options;
      options.limits.seconds = 0.05;
      const SearchResult result = depth_first_search(s.space, options);
      EXPECT_EQ(result.outcome, SearchOutcome::TimeLimit);
      EXPECT_FALSE(result.found());
      EXPECT_EQ(result.stats.failures, 0u);  // giving up is not a failure
      EXPECT_EQ(s.space.failure_weight(s.id), 1u);
      EXPECT_GT(s.runs, 32);
      // Handed back as given: domains, depth, no stop conditions left behind.
      EXPECT_EQ(s.domains(), before);
      EXPECT_EQ(s.space.depth(), 0);
      EXPECT_FALSE(s.space.stopped());
      EXPECT_FALSE(s.space.stop_conditions().any());
    }
}

TEST(StopConditions, AnInterruptEndsAPropagationAndSaysInterrupted) {
  RestlessSpace s(CostClass::Expensive);
  std::atomic<bool> interrupt{true};
  SearchOptions options;
  options.limits.interrupt = &interrupt;
  const SearchResult result = depth_first_search(s.space, options);
  EXPECT_EQ(result.outcome, SearchOutcome::Interrupted);
  EXPECT_EQ(result.stats.failures, 0u);
  EXPECT_LE(s.runs, 8);  // the first check stops it
}

TEST(StopConditions, ProbingThatStopsRemovesNothing) {
  // The root is at a fixpoint; each trial fixes a cell, so its propagation
  // never ends and the set interrupt stops it. Were that read as a failed
  // trial, probing would remove the value.
  RestlessSpace s(CostClass::Cheap, true);
  std::atomic<bool> interrupt{true};
  StopConditions stop;
  stop.interrupt = &interrupt;
  s.space.set_stop_conditions(stop);
  const std::vector<Domain> before = s.domains();
  ProbingStatistics probed;
  EXPECT_FALSE(probe(s.space, {}, &probed));
  EXPECT_TRUE(s.space.stopped());
  EXPECT_EQ(probed.trials, 1u);
  EXPECT_EQ(probed.removals, 0u);
  EXPECT_EQ(s.domains(), before);
  // Still stopped: propagate() keeps refusing until the conditions are set
  // again.
  EXPECT_FALSE(s.space.propagate());
  s.space.set_stop_conditions({});
  EXPECT_FALSE(s.space.stopped());
}

// Runs once per wake-up and is then at its fixpoint; counts its runs.
class Counter final : public Propagator {
 public:
  explicit Counter(int& runs) : Propagator(CostClass::Cheap, "counter"), runs_(runs) {}
  PropagationStatus propagate(Space&) override {
    ++runs_;
    return PropagationStatus::Fixpoint;
  }

 private:
  int& runs_;
};

TEST(StopConditions, AStoppedPropagationKeepsWhatWasStillToRun) {
  // 200 propagators scheduled by post: the stop check after the first few
  // dozen runs stops the propagation; once the conditions are lifted, the
  // next propagation must run every one that had not run yet.
  Space space;
  space.add_variable(Domain::range(2));
  std::vector<int> runs(200, 0);
  for (int& r : runs) space.post(std::make_unique<Counter>(r));
  std::atomic<bool> interrupt{true};
  StopConditions stop;
  stop.interrupt = &interrupt;
  space.set_stop_conditions(stop);
  EXPECT_FALSE(space.propagate());
  EXPECT_TRUE(space.stopped());
  const auto ran = [&] { return std::count_if(runs.begin(), runs.end(), [](int r) { return r > 0; }); };
  EXPECT_GT(ran(), 0);
  EXPECT_LT(ran(), 200);
  space.set_stop_conditions({});
  EXPECT_TRUE(space.propagate());
  EXPECT_EQ(ran(), 200);
}

TEST(StopConditions, AnOuterSearchsTighterDeadlineIsKeptAndRestored) {
  RestlessSpace s(CostClass::Cheap);
  StopConditions outer;
  outer.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(30);
  s.space.set_stop_conditions(outer);
  SearchOptions options;
  options.limits.seconds = 3600;  // looser: the outer deadline must still stop it
  const SearchResult result = depth_first_search(s.space, options);
  EXPECT_EQ(result.outcome, SearchOutcome::TimeLimit);
  EXPECT_LT(result.stats.seconds, 3600.0);
  EXPECT_EQ(s.space.stop_conditions().deadline, outer.deadline);
}

}  // namespace
}  // namespace xoi

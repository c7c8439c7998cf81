// Tests of the trail (engine/store.hpp, and through Space): push_mark,
// undo_to_top_mark and pop_mark restore domains and trail_assign'ed integers,
// nested marks undo only their own changes, and a propagator retired as
// subsumed is active again after backtracking. A random walk compares the
// store with snapshots kept by the test.
#include "engine/store.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <vector>

#include "engine/propagators/count_balance.hpp"
#include "engine/search/rng.hpp"
#include "engine/space.hpp"

namespace xoi {
namespace {

std::vector<Domain> domains_of(const Store& store) { return store.domains(); }

TEST(Store, ChangesWithoutAMarkAreNotUndone) {
  Store store;
  const VarId x = store.add_variable(Domain::range(3));
  store.set_domain(x, Domain::of(1));
  std::int32_t counter = 0;
  store.trail_assign(counter, 5);
  store.push_mark();
  store.pop_mark();
  EXPECT_EQ(store.domain(x), Domain::of(1));
  EXPECT_EQ(counter, 5);
}

TEST(Store, UndoRestoresDomainsAndIntegersAndKeepsTheMark) {
  Store store;
  const VarId x = store.add_variable(Domain::range(3));
  const VarId y = store.add_variable(Domain::range(2));
  std::int32_t counter = 7;
  store.push_mark();
  EXPECT_EQ(store.depth(), 1);
  store.set_domain(x, Domain{0b011});
  store.set_domain(x, Domain::of(0));  // twice: the oldest value must come back
  store.set_domain(y, Domain::of(1));
  store.trail_assign(counter, 8);
  store.trail_assign(counter, 9);
  store.undo_to_top_mark();
  EXPECT_EQ(store.depth(), 1);
  EXPECT_EQ(store.domain(x), Domain::range(3));
  EXPECT_EQ(store.domain(y), Domain::range(2));
  EXPECT_EQ(counter, 7);
  // The next branch under the same mark.
  store.set_domain(y, Domain::of(0));
  store.trail_assign(counter, 1);
  store.pop_mark();
  EXPECT_EQ(store.depth(), 0);
  EXPECT_EQ(store.domain(y), Domain::range(2));
  EXPECT_EQ(counter, 7);
}

TEST(Store, NestedMarksUndoOnlyTheirOwnChanges) {
  Store store;
  const VarId x = store.add_variable(Domain::range(3));
  const VarId y = store.add_variable(Domain::range(3));
  std::int32_t a = 0, b = 0;
  store.push_mark();
  store.set_domain(x, Domain{0b110});
  store.trail_assign(a, 1);
  store.push_mark();
  store.set_domain(x, Domain::of(2));
  store.set_domain(y, Domain::of(0));
  store.trail_assign(a, 2);
  store.trail_assign(b, 3);
  store.pop_mark();
  EXPECT_EQ(store.domain(x), Domain{0b110});
  EXPECT_EQ(store.domain(y), Domain::range(3));
  EXPECT_EQ(a, 1);
  EXPECT_EQ(b, 0);
  store.pop_mark();
  EXPECT_EQ(store.domain(x), Domain::range(3));
  EXPECT_EQ(a, 0);
}

// Random pushes, changes, undos and pops against snapshots of the whole state.
TEST(Store, RandomWalkMatchesSnapshots) {
  constexpr int kVariables = 12, kCounters = 6;
  SplitMix64 rng(0x5452414c);
  Store store;
  for (int i = 0; i < kVariables; ++i) store.add_variable(Domain::range(8));
  std::array<std::int32_t, kCounters> counters{};
  struct Snapshot {
    std::vector<Domain> domains;
    std::array<std::int32_t, kCounters> counters;
  };
  std::vector<Snapshot> marks;
  for (int step = 0; step < 20000; ++step) {
    const std::uint64_t op = rng.below(10);
    if (op < 2) {
      store.push_mark();
      marks.push_back({domains_of(store), counters});
    } else if (op < 6) {
      const VarId v = static_cast<VarId>(rng.below(kVariables));
      store.set_domain(v, Domain{static_cast<DomainBits>(1 + rng.below(255))});
    } else if (op < 8) {
      store.trail_assign(counters[rng.below(kCounters)], static_cast<std::int32_t>(rng.below(1000)));
    } else if (!marks.empty()) {
      if (op == 8) {
        store.undo_to_top_mark();
      } else {
        store.pop_mark();
      }
      ASSERT_EQ(domains_of(store), marks.back().domains) << "step " << step;
      ASSERT_EQ(counters, marks.back().counters) << "step " << step;
      if (op == 9) marks.pop_back();
      ASSERT_EQ(store.depth(), static_cast<int>(marks.size()));
    }
  }
}

// Through Space: propagation under a mark is undone by pop_mark, and a
// propagator retired as subsumed is active again.
TEST(Store, SpaceBacktrackingRestoresDomainsAndRevivesSubsumedPropagators) {
  Space space;
  std::vector<VarId> line;
  for (int i = 0; i < 4; ++i) line.push_back(space.add_variable(Domain::range(2)));
  const std::vector<int> counts = {2, 2};
  post_count_balance(space, line, counts);
  ASSERT_EQ(space.propagator_count(), 1);
  ASSERT_TRUE(space.propagate());
  EXPECT_TRUE(space.propagator(0).active());

  space.push_mark();
  ASSERT_EQ(space.assign(line[0], 0), Change::Changed);
  ASSERT_EQ(space.assign(line[1], 0), Change::Changed);
  ASSERT_TRUE(space.propagate());  // the other two become O, and the line is complete
  EXPECT_EQ(space.domain(line[3]), Domain::of(1));
  EXPECT_FALSE(space.propagator(0).active());
  space.pop_mark();

  for (const VarId v : line) EXPECT_EQ(space.domain(v), Domain::range(2));
  EXPECT_TRUE(space.propagator(0).active());
  // And it works again on another branch.
  space.push_mark();
  ASSERT_EQ(space.assign(line[2], 1), Change::Changed);
  ASSERT_EQ(space.assign(line[3], 1), Change::Changed);
  ASSERT_TRUE(space.propagate());
  EXPECT_EQ(space.domain(line[0]), Domain::of(0));
  space.pop_mark();
}

// The changes since the newest mark, in order, a variable once per change;
// none before any mark, and only the newest mark's after nesting.
TEST(Store, ChangesSinceTheTopMarkAreTheTrailedOnes) {
  Store store;
  const VarId x = store.add_variable(Domain::range(3));
  const VarId y = store.add_variable(Domain::range(3));
  const VarId z = store.add_variable(Domain::range(3));
  const auto changes = [&store] {
    std::vector<VarId> seen;
    store.for_each_change_since_top_mark([&seen](VarId v) { seen.push_back(v); });
    return seen;
  };
  store.set_domain(x, Domain::of(0));
  EXPECT_TRUE(changes().empty());
  store.push_mark();
  store.set_domain(y, Domain{0b011});
  store.set_domain(z, Domain::of(2));
  store.set_domain(y, Domain::of(1));
  EXPECT_EQ(changes(), (std::vector<VarId>{y, z, y}));
  store.push_mark();
  EXPECT_TRUE(changes().empty());
  store.set_domain(x, Domain::of(0));
  EXPECT_EQ(changes(), std::vector<VarId>{x});
  store.pop_mark();
  EXPECT_EQ(changes(), (std::vector<VarId>{y, z, y}));
}

// Space knows both directions of a subscription: the propagators watching a
// variable, and the variables a propagator watches.
TEST(Store, SpaceKnowsWhoWatchesWhat) {
  Space space;
  std::vector<VarId> cells;
  for (int i = 0; i < 6; ++i) cells.push_back(space.add_variable(Domain::range(2)));
  const std::vector<int> counts = {2, 1};
  post_count_balance(space, std::span<const VarId>(cells).first(3), counts);
  post_count_balance(space, std::span<const VarId>(cells).subspan(2, 3), counts);
  ASSERT_EQ(space.propagator_count(), 2);
  EXPECT_EQ((std::vector<VarId>(space.watched(0).begin(), space.watched(0).end())),
            (std::vector<VarId>{cells[0], cells[1], cells[2]}));
  EXPECT_EQ((std::vector<VarId>(space.watched(1).begin(), space.watched(1).end())),
            (std::vector<VarId>{cells[2], cells[3], cells[4]}));
  EXPECT_EQ((std::vector<int>(space.subscribers(cells[2]).begin(), space.subscribers(cells[2]).end())),
            (std::vector<int>{0, 1}));
  EXPECT_TRUE(space.subscribers(cells[5]).empty());
}

}  // namespace
}  // namespace xoi

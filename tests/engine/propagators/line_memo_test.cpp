// The line memo gives back exactly the supports it was given for a state,
// and nothing for any other state or epoch: at every line length where its
// layout changes (1 or 2 halves a plane) and for 2 and 3 values. That the
// line propagator does the same with and without it is remembered_test.cpp.
#include "engine/propagators/line_memo.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

#include "engine/search/rng.hpp"

namespace xoi {
namespace {

using bits::Word;

// A random state of `cells` cells: the planes of `values` values, nothing beyond.
ValuePlanes random_planes(SplitMix64& rng, std::size_t cells, int values) {
  const Word line = cells == 64 ? ~Word{0} : (Word{1} << cells) - 1;
  ValuePlanes planes{};
  for (int v = 0; v < values; ++v) planes[static_cast<std::size_t>(v)] = rng.next() & line;
  return planes;
}

struct Layout {
  std::size_t cells;
  int values;
  std::size_t entry_bytes;
};

class LineMemoLayouts : public testing::TestWithParam<Layout> {};

TEST_P(LineMemoLayouts, GivesBackWhatItRememberedAndNothingElse) {
  const Layout layout = GetParam();
  ASSERT_TRUE(LineMemo::fits(layout.cells, layout.values));
  LineMemo memo(layout.cells, layout.values);
  EXPECT_EQ(memo.entry_bytes(), layout.entry_bytes);
  SplitMix64 rng(layout.cells * 10 + static_cast<std::size_t>(layout.values));
  constexpr std::uint32_t kEpoch = 7;
  for (int trial = 0; trial < 2000; ++trial) {
    const ValuePlanes holds = random_planes(rng, layout.cells, layout.values);
    const ValuePlanes supported = random_planes(rng, layout.cells, layout.values);
    const std::size_t slot = memo.slot_of(holds);
    memo.remember(slot, holds, kEpoch, supported);
    ASSERT_EQ(memo.slot_of(holds), slot);
    ASSERT_TRUE(memo.remembers(slot, holds, kEpoch));
    ASSERT_EQ(memo.supported(slot), supported);
    EXPECT_FALSE(memo.remembers(slot, holds, kEpoch + 1)) << "another epoch forgets it";
    // Any one cell changed, in either half of a plane, is another state.
    for (int v = 0; v < layout.values; ++v) {
      for (const std::size_t cell : {std::size_t{0}, layout.cells / 2, layout.cells - 1}) {
        ValuePlanes other = holds;
        other[static_cast<std::size_t>(v)] ^= Word{1} << cell;
        EXPECT_FALSE(memo.remembers(slot, other, kEpoch)) << "value " << v << ", cell " << cell;
      }
    }
  }
}

TEST_P(LineMemoLayouts, AStateInTheSameSlotReplacesTheOneBefore) {
  const Layout layout = GetParam();
  LineMemo memo(layout.cells, layout.values);
  SplitMix64 rng(99);
  const ValuePlanes first = random_planes(rng, layout.cells, layout.values);
  const std::size_t slot = memo.slot_of(first);
  ValuePlanes second = random_planes(rng, layout.cells, layout.values);
  while (second == first || memo.slot_of(second) != slot) second = random_planes(rng, layout.cells, layout.values);
  memo.remember(slot, first, 1, first);
  memo.remember(slot, second, 1, second);
  EXPECT_FALSE(memo.remembers(slot, first, 1));
  EXPECT_TRUE(memo.remembers(slot, second, 1));
  EXPECT_EQ(memo.supported(slot), second);
}

INSTANTIATE_TEST_SUITE_P(CellsAndValues, LineMemoLayouts,
                         testing::Values(Layout{6, 2, 20}, Layout{32, 2, 20}, Layout{32, 3, 28}, Layout{33, 2, 36},
                                         Layout{60, 3, 52}, Layout{64, 2, 36}, Layout{64, 3, 52}));

TEST(LineMemo, HasRoomForEveryLineThatSharesIt) {
  LineMemo alone(30, 3);
  EXPECT_EQ(alone.entries(), 256U) << "a memo no line was added to still has one line's room";
  LineMemo board(30, 3);
  for (int line = 0; line < 60; ++line) board.add_line();  // a 30x30 board's rows and columns
  EXPECT_EQ(board.entries(), 16384U) << "60 x 256 = 15,360, rounded up to a power of two";
  LineMemo long_lines(60, 3);
  for (int line = 0; line < 120; ++line) long_lines.add_line();
  EXPECT_EQ(long_lines.entries(), 131072U) << "120 x 1,024 = 122,880, rounded up";
  LineMemo many(64, 2);
  for (int line = 0; line < 16384; ++line) many.add_line();
  EXPECT_EQ(many.entries(), LineMemo::kMaxEntries);
}

TEST(LineMemo, TableIsMadeOnceAtTheSizeOfItsFirstUse) {
  LineMemo memo(30, 2);
  for (int line = 0; line < 8; ++line) memo.add_line();
  SplitMix64 rng(5);
  const ValuePlanes state = random_planes(rng, 30, 2);
  std::size_t slot = memo.slot_of(state);
  EXPECT_LT(slot, 2048U);
  memo.remember(slot, state, 1, state);
  memo.add_line();  // too late: the table keeps its size and what it holds
  EXPECT_EQ(memo.entries(), 2048U);
  slot = memo.slot_of(state);
  EXPECT_TRUE(memo.remembers(slot, state, 1));
}

// Doubling moves every entry: the slots are the hash's top bits, so two
// entries in different slots before stay in different slots after.
TEST(LineMemo, GrowsWhenKeptBusyKeepingWhatItHolds) {
  LineMemo memo(30, 3);
  memo.add_line();
  ASSERT_EQ(memo.entries(), 256U);
  SplitMix64 rng(11);
  std::vector<ValuePlanes> states;
  const auto fill_with = [&](const ValuePlanes& state) {
    memo.remember(memo.slot_of(state), state, 1, state);
    states.push_back(state);
  };
  const auto fill = [&] { fill_with(random_planes(rng, 30, 3)); };
  const auto still_held = [&] {
    std::vector<ValuePlanes> held;
    for (const ValuePlanes& state : states)
      if (memo.remembers(memo.slot_of(state), state, 1)) held.push_back(state);
    return held;
  };
  const std::size_t fills_to_grow = 256 * LineMemo::kFillsPerEntryBeforeGrowing;
  for (std::size_t i = 0; i < fills_to_grow; ++i) fill();
  EXPECT_EQ(memo.entries(), 256U);
  // The fill that grows the table first takes its slot in the old one.
  const ValuePlanes last = random_planes(rng, 30, 3);
  const std::size_t last_slot = memo.slot_of(last);
  std::vector<ValuePlanes> before;
  for (const ValuePlanes& state : still_held())
    if (memo.slot_of(state) != last_slot) before.push_back(state);
  ASSERT_GT(before.size(), 100U);
  fill_with(last);
  ASSERT_EQ(memo.entries(), 512U);
  for (const ValuePlanes& state : before) {
    const std::size_t slot = memo.slot_of(state);
    EXPECT_TRUE(memo.remembers(slot, state, 1));
    EXPECT_EQ(memo.supported(slot), state);
  }
  EXPECT_TRUE(memo.remembers(memo.slot_of(last), last, 1));
  // Up to kMostEntriesPerLine for its one line, then never again.
  for (int i = 0; i < 200000; ++i) fill();
  EXPECT_EQ(memo.entries(), LineMemo::kMostEntriesPerLine);
}

TEST(LineMemo, RemembersOnlyLinesOfAtMost64CellsAnd3Values) {
  EXPECT_TRUE(LineMemo::fits(64, 3));
  EXPECT_FALSE(LineMemo::fits(65, 2));
  EXPECT_FALSE(LineMemo::fits(12, 4));
}

}  // namespace
}  // namespace xoi

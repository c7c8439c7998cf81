// The line memo gives back exactly the supports it was given for a state,
// and nothing for any other state or epoch: at every line length where its
// layout changes (1 or 2 halves a plane) and for 2 and 3 values. That the
// line propagator does the same with and without it is remembered_test.cpp.
#include "engine/propagators/line_memo.hpp"

#include <gtest/gtest.h>

#include <cstddef>

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

TEST(LineMemo, RemembersOnlyLinesOfAtMost64CellsAnd3Values) {
  EXPECT_TRUE(LineMemo::fits(64, 3));
  EXPECT_FALSE(LineMemo::fits(65, 2));
  EXPECT_FALSE(LineMemo::fits(12, 4));
}

}  // namespace
}  // namespace xoi

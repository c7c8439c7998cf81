// Sizes the generator refuses before any work, and the count of legal Binox
// lines behind the "too many rows for the width" rule.
#include "puzzles/generate/grid_size.hpp"

#include <gtest/gtest.h>

#include <limits>

#include "puzzles/registry.hpp"

namespace xoi {
namespace {

// Every X/O string of the length, checked cell by cell.
std::uint64_t count_by_brute_force(int length) {
  std::uint64_t count = 0;
  for (std::uint32_t bits = 0; bits < (1u << length); ++bits) {
    int ones = 0;
    bool runs_ok = true;
    for (int i = 0; i < length; ++i) {
      ones += (bits >> i) & 1u;
      if (i >= 2 && ((bits >> i) & 1u) == ((bits >> (i - 1)) & 1u) && ((bits >> i) & 1u) == ((bits >> (i - 2)) & 1u))
        runs_ok = false;
    }
    if (runs_ok && 2 * ones == length) ++count;
  }
  return count;
}

TEST(GridSize, BinoxLineCountMatchesBruteForce) {
  for (int length = 2; length <= 20; length += 2) EXPECT_EQ(binox_line_count(length), count_by_brute_force(length)) << length;
  EXPECT_EQ(binox_line_count(14), 518u);  // the size of the 14-cell line table
  EXPECT_EQ(binox_line_count(3), 0u);
  EXPECT_EQ(binox_line_count(0), 0u);
}

TEST(GridSize, BinoxLineCountSaturatesInsteadOfOverflowing) {
  EXPECT_EQ(binox_line_count(60), 1186413621732u);
  EXPECT_LT(binox_line_count(94), std::numeric_limits<std::uint64_t>::max());
  EXPECT_EQ(binox_line_count(96), std::numeric_limits<std::uint64_t>::max());
  EXPECT_EQ(binox_line_count(1000), std::numeric_limits<std::uint64_t>::max());
}

TEST(GridSize, AcceptsUsualSizes) {
  const Kind& binox = *find_kind("binox");
  const Kind& troix = *find_kind("troix");
  EXPECT_EQ(check_generate_size(binox, 14, 14), "");
  EXPECT_EQ(check_generate_size(binox, 6, 10), "");
  EXPECT_EQ(check_generate_size(binox, 2, 2), "");
  EXPECT_EQ(check_generate_size(troix, 9, 12), "");
  EXPECT_EQ(check_generate_size(troix, 3, 3), "");
}

TEST(GridSize, RefusesImpossibleSizesWithAReason) {
  const Kind& binox = *find_kind("binox");
  const Kind& troix = *find_kind("troix");
  EXPECT_NE(check_generate_size(binox, 5, 6).find("even"), std::string::npos);
  EXPECT_NE(check_generate_size(troix, 8, 9).find("multiples of 3"), std::string::npos);
  // 4 rows must differ, but width 2 has only XO and OX.
  EXPECT_NE(check_generate_size(binox, 4, 2).find("2 legal lines of width 2"), std::string::npos);
  EXPECT_NE(check_generate_size(binox, 2, 4).find("distinct columns"), std::string::npos);
  // 16 rows of width 4: only 6 legal lines.
  EXPECT_NE(check_generate_size(binox, 16, 4).find("only 6"), std::string::npos);
  EXPECT_EQ(check_generate_size(binox, 6, 4), "");
  EXPECT_NE(check_generate_size(binox, 8, 4), "");
  EXPECT_NE(check_generate_size(binox, 0, 4), "");
  EXPECT_NE(check_generate_size(binox, 4, 1 << 20), "");
}

}  // namespace
}  // namespace xoi

// `xoi solve` on grids with few or no givens, where the value order decides
// everything: in min order the search fills lines with the same pattern
// until the columns (or the distinct-line rule) fail deep down, and it does
// not climb back out; the default random order, seeded by --seed, finds a
// solution in one dive with a few repairs (docs/cli.md, "Default search").
#include <gtest/gtest.h>

#include <string>

#include "tests/cli/grid_rules.hpp"
#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

// Each takes 600-3,300 nodes with the default search (about 10-60 ms).
TEST(SparseGridSolve, DefaultSearchFillsEmptyGridsOfSixtyCellsAndMore) {
  struct Case {
    const char* kind;
    int rows, cols;
  };
  for (const Case c : {Case{"binox", 60, 60}, Case{"troix", 60, 60}, Case{"binox", 96, 96}, Case{"binox", 30, 60}}) {
    const std::string name = std::string(c.kind) + " " + std::to_string(c.rows) + "x" + std::to_string(c.cols);
    const XoiRun run = run_xoi("solve - --node-limit 50000", empty_grid_text(c.kind, c.rows, c.cols));
    ASSERT_EQ(run.exit_code, 0) << name << '\n' << run.err;
    const auto printed = parse_grid(run.out);
    ASSERT_TRUE(printed.has_value()) << name << ": not a grid:\n" << run.out;
    EXPECT_EQ(printed->rows, c.rows) << name;
    EXPECT_EQ(printed->cols, c.cols) << name;
    EXPECT_TRUE(obeys_rules(*printed)) << name << '\n' << run.out;
  }
}

// The same searches in min order stop at the node limit: the reason the
// default is random.
TEST(SparseGridSolve, MinValueOrderGetsLostOnTheSameGrids) {
  for (const std::string& grid : {empty_grid_text("binox", 60, 60), empty_grid_text("binox", 30, 60)}) {
    const XoiRun run = run_xoi("solve - --node-limit 50000 --value-order min", grid);
    EXPECT_EQ(run.exit_code, 3) << run.out;
    EXPECT_NE(run.out.find("stopped by node-limit"), std::string::npos) << run.out;
  }
}

// Random, but from a specified generator: the seed alone picks the solution.
TEST(SparseGridSolve, TheSeedDecidesWhichSolution) {
  const std::string grid = empty_grid_text("troix", 30, 30);
  const XoiRun first = run_xoi("solve - --seed 7", grid);
  const XoiRun again = run_xoi("solve - --seed 7", grid);
  const XoiRun other = run_xoi("solve - --seed 8", grid);
  ASSERT_EQ(first.exit_code, 0) << first.err;
  ASSERT_EQ(other.exit_code, 0) << other.err;
  EXPECT_EQ(first.out, again.out);
  EXPECT_NE(first.out, other.out);
  const XoiRun by_default = run_xoi("solve -", grid);
  const XoiRun seed_one = run_xoi("solve - --seed 1", grid);
  EXPECT_EQ(by_default.out, seed_one.out) << "the default seed is 1";
}

}  // namespace
}  // namespace xoi::cli_test

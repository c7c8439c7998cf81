// `xoi solve --solutions N`: up to N solutions of a puzzle and the cells
// where they differ, checked against the independent rule checker and
// brute-force counter of tests/cli/grid_rules.hpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "tests/cli/grid_rules.hpp"
#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

// A draft with 16 solutions (count_binox_by_brute_force says so below).
const std::string kDraft4x4 = "binox 4x4\n. . . .\n. . . .\n. . X .\n. O . .\n";

// The grids of a --solutions listing: blocks separated by blank lines.
std::vector<Grid> listed_grids(const std::string& out) {
  std::vector<Grid> grids;
  std::string block;
  for (const std::string& line : split_lines(out + "\n")) {
    if (!line.empty()) {
      block += line + "\n";
      continue;
    }
    if (const auto grid = parse_grid(block)) grids.push_back(*grid);
    block.clear();
  }
  return grids;
}

// "r1c2"-style names of the cells whose symbol is not the same in every grid.
std::vector<std::string> differing(const std::vector<Grid>& grids) {
  std::vector<std::string> names;
  for (int r = 0; r < grids.front().rows; ++r)
    for (int c = 0; c < grids.front().cols; ++c) {
      const auto at = [&](const Grid& g) { return g.cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]; };
      for (const Grid& g : grids)
        if (at(g) != at(grids.front())) {
          names.push_back(std::string("r").append(std::to_string(r + 1)).append("c").append(std::to_string(c + 1)));
          break;
        }
    }
  return names;
}

// The names joined, each after `before` and before `after`.
std::string joined(const std::vector<std::string>& names, const std::string& before, const std::string& after) {
  std::string out;
  for (const std::string& name : names) out += before + name + after;
  return out;
}

TEST(ListSolutions, EverySolutionOfADraftAndWhereTheyDiffer) {
  const auto draft = parse_grid(kDraft4x4);
  ASSERT_TRUE(draft.has_value());
  const std::uint64_t expected = count_binox_by_brute_force(*draft);
  ASSERT_EQ(expected, 16u);
  const XoiRun run = run_xoi("solve - --solutions 50", kDraft4x4);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<Grid> grids = listed_grids(run.out);
  ASSERT_EQ(grids.size(), expected) << run.out;
  std::set<std::vector<std::string>> distinct;
  for (const Grid& g : grids) {
    EXPECT_TRUE(obeys_rules(g)) << run.out;
    EXPECT_TRUE(fits_givens(*draft, g)) << run.out;
    distinct.insert(g.cells);
  }
  EXPECT_EQ(distinct.size(), grids.size()) << "a solution was listed twice";
  EXPECT_NE(run.out.find("# solution 16\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\n# solutions: 16\n"), std::string::npos) << run.out;
  EXPECT_TRUE(mentions(run.out, "differ at 14 cells:" + joined(differing(grids), " ", "") + "\n")) << run.out;
}

TEST(ListSolutions, StopsAtNAndSaysAtLeast) {
  const XoiRun run = run_xoi("solve - --solutions 3", kDraft4x4);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<Grid> grids = listed_grids(run.out);
  ASSERT_EQ(grids.size(), 3u) << run.out;
  EXPECT_NE(run.out.find("# solutions: >=3\n"), std::string::npos) << run.out;
  EXPECT_TRUE(mentions(run.out, "cells:" + joined(differing(grids), " ", "") + "\n")) << run.out;
  // The first is the solution plain solve prints.
  const std::vector<std::string> listed = content_lines(run.out);
  const std::vector<std::string> plain = content_lines(run_xoi("solve -", kDraft4x4).out);
  ASSERT_GE(listed.size(), plain.size());
  EXPECT_TRUE(std::equal(plain.begin(), plain.end(), listed.begin())) << run.out;
}

// Cut short by a limit: what was found, and exit 3 with the reason, as count.
TEST(ListSolutions, ALimitStillListsWhatWasFoundAndExitsThree) {
  const XoiRun run = run_xoi("solve - --solutions 1000 --node-limit 200", empty_grid_text("binox", 12, 12));
  EXPECT_EQ(run.exit_code, 3) << run.err;
  const std::vector<Grid> grids = listed_grids(run.out);
  ASSERT_GE(grids.size(), 2u) << run.out;
  for (const Grid& g : grids) EXPECT_TRUE(obeys_rules(g));
  EXPECT_TRUE(mentions(run.out, "# solutions: >=" + std::to_string(grids.size()) + "\n")) << run.out;
  EXPECT_TRUE(run.out.ends_with("# stopped by node-limit\n")) << run.out;
}

TEST(ListSolutions, AUniquePuzzleListsItsOneSolution) {
  const std::string file = "'" + data_path("binox/binox-6x6-seed-example.txt") + "'";
  const XoiRun run = run_xoi("solve " + file + " --solutions 5");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(listed_grids(run.out).size(), 1u) << run.out;
  EXPECT_NE(run.out.find("# solutions: 1\n"), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("differ"), std::string::npos) << run.out;
}

TEST(ListSolutions, JsonHasTheSolutionsAndTheCells) {
  const XoiRun run = run_xoi("solve - --solutions 2 --json", kDraft4x4);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<Grid> grids = listed_grids(run_xoi("solve - --solutions 2", kDraft4x4).out);
  ASSERT_EQ(grids.size(), 2u);
  std::string solutions = "\"solutions\":[";
  for (std::size_t k = 0; k < grids.size(); ++k) {
    solutions += k > 0 ? ",[" : "[";
    for (std::size_t r = 0; r < grids[k].cells.size(); ++r) solutions.append(r > 0 ? ",\"" : "\"").append(grids[k].cells[r]).append("\"");
    solutions += "]";
  }
  EXPECT_TRUE(mentions(run.out, solutions + "]")) << run.out;
  std::string cells = joined(differing(grids), "\"", "\",");
  cells.pop_back();
  EXPECT_TRUE(mentions(run.out, "\"differ\":[" + cells + "]")) << run.out;
}

TEST(ListSolutions, BadCountsAndOptimisationKindsExitTwo) {
  EXPECT_EQ(run_xoi("solve - --solutions 0", kDraft4x4).exit_code, 2);
  EXPECT_EQ(run_xoi("solve - --solutions 1001", kDraft4x4).exit_code, 2);
  const XoiRun ttt = run_xoi("solve '" + data_path("ttt-3x3x3.txt") + "' --solutions 2");
  EXPECT_EQ(ttt.exit_code, 2);
  EXPECT_NE(ttt.err.find("--solutions"), std::string::npos) << ttt.err;
}

}  // namespace
}  // namespace xoi::cli_test

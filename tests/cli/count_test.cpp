// End to end: `xoi count` against a brute-force count of small Binox grids
// (tests/cli/grid_rules.hpp), and the ">=" form when --limit stops it.
#include <gtest/gtest.h>

#include <string>

#include "tests/cli/grid_rules.hpp"
#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

const std::string kEmptyBinox6x6 = "binox 6x6\n......\n......\n......\n......\n......\n......\n";

TEST(Count, UniquePuzzleHasOneSolution) {
  const XoiRun run = run_xoi("count '" + data_path("binox/tatham-8x8-easy-1.txt") + "'");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "solutions: 1\n");
}

TEST(Count, TroixPuzzleHasOneSolution) {
  const XoiRun run = run_xoi("count '" + data_path("troix/troix-12x12-seed-example.txt") + "'");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "solutions: 1\n");
}

TEST(Count, EmptyBinox6x6MatchesBruteForce) {
  const std::uint64_t expected = count_binox_by_brute_force(*parse_grid(kEmptyBinox6x6));
  ASSERT_GT(expected, 1u);
  const XoiRun run = run_xoi("count -", kEmptyBinox6x6);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "solutions: " + std::to_string(expected) + "\n");
}

TEST(Count, PartlyFilledBinox6x6MatchesBruteForce) {
  const std::string puzzle = "binox 6x6\nX.....\n......\n..O...\n......\n....X.\n......\n";
  const std::uint64_t expected = count_binox_by_brute_force(*parse_grid(puzzle));
  ASSERT_GT(expected, 1u);
  const XoiRun run = run_xoi("count -", puzzle);
  EXPECT_EQ(run.out, "solutions: " + std::to_string(expected) + "\n");
}

TEST(Count, EveryVariableOrderMatchesBruteForce) {
  const std::uint64_t expected = count_binox_by_brute_force(*parse_grid(kEmptyBinox6x6));
  for (const char* order : {"first-fail", "input", "wdeg", "impact"}) {
    const XoiRun run = run_xoi(std::string("count - --var-order ") + order, kEmptyBinox6x6);
    EXPECT_EQ(run.exit_code, 0) << order << ": " << run.err;
    EXPECT_EQ(run.out, "solutions: " + std::to_string(expected) + "\n") << order;
  }
}

// --last-conflict changes the order of the search, never the count
// (a Troix 12x12 with one row emptied: 464 solutions).
TEST(Count, LastConflictCountsTheSame) {
  const std::string puzzle =
      "troix 12x12\nXO...IX...XX\n.O..I..O..O.\nI.X.OXOX.X.O\n..IOXXOIOI..\nIX.IX..OI.OI\nOI..OOIX..IO\n"
      "............\nOX.OO..XI.IO\n..OXIIXOII..\nX.O.OOII.I.X\n.X..X..X..O.\nIO...IO...II\n";
  for (const char* order : {"first-fail", "wdeg", "impact"}) {
    const XoiRun plain = run_xoi(std::string("count - --no-last-conflict --var-order ") + order, puzzle);
    const XoiRun last_conflict = run_xoi(std::string("count - --last-conflict --var-order ") + order, puzzle);
    EXPECT_EQ(plain.exit_code, 0) << plain.err;
    EXPECT_EQ(last_conflict.exit_code, 0) << last_conflict.err;
    EXPECT_EQ(plain.out, "solutions: 464\n") << order;
    EXPECT_EQ(last_conflict.out, plain.out) << order;
  }
}

// The default search (dom/wdeg, last-conflict) proves the generator's
// hardest puzzles unique; plain first-fail, the engine's own default, runs
// for minutes on them (docs/cli.md), and stops here at the node limit.
TEST(Count, DefaultSearchProvesLevelFivePuzzlesUnique) {
  for (const char* name : {"troix-30x30-level5-seed-1.txt", "troix-30x30-level5-seed-2.txt",
                           "troix-30x30-level5-seed-3.txt", "troix-18x18-level5-seed-1.txt"}) {
    const std::string file = "'" + data_path(std::string("generated/troix/") + name) + "'";
    const XoiRun run = run_xoi("count --limit 2 --node-limit 100000 " + file);
    EXPECT_EQ(run.exit_code, 0) << name << '\n' << run.err;
    EXPECT_EQ(run.out, "solutions: 1\n") << name;
  }
  const XoiRun plain = run_xoi("count --limit 2 --node-limit 100000 --var-order first-fail --no-last-conflict '" +
                               data_path("generated/troix/troix-30x30-level5-seed-1.txt") + "'");
  EXPECT_EQ(plain.exit_code, 3) << plain.out;
}

TEST(Count, LastConflictOnAndOffContradict) {
  const XoiRun run = run_xoi("count - --last-conflict --no-last-conflict", kEmptyBinox6x6);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("contradict"), std::string::npos) << run.err;
  EXPECT_TRUE(run.out.empty()) << run.out;
}

TEST(Count, LimitOneOnEmptyGridSaysAtLeastOne) {
  const XoiRun run = run_xoi("count - --limit 1", kEmptyBinox6x6);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "solutions: >=1\n");
}

// A limit of the search (not --limit, which is an answer) says which one
// stopped the count, as solve does.
TEST(Count, NodeLimitSaysItStoppedTheCount) {
  const XoiRun run = run_xoi("count - --node-limit 5", kEmptyBinox6x6);
  EXPECT_EQ(run.exit_code, 3) << run.err;
  EXPECT_TRUE(run.out.starts_with("solutions: >=")) << run.out;
  EXPECT_TRUE(run.out.ends_with("\n# stopped by node-limit\n")) << run.out;
}

TEST(Count, LimitAboveTheCountGivesTheExactCount) {
  const XoiRun run = run_xoi("count '" + data_path("binox/tatham-6x6-trivial-1.txt") + "' --limit 2");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "solutions: 1\n");
}

}  // namespace
}  // namespace xoi::cli_test

// End to end: the exit codes of README.md and `xoi --help` — 0 answered,
// 1 proved unsolvable, 2 bad input or usage (with a message naming the file
// and line), 3 stopped by a limit — and the most serious code winning when
// several files are given.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cli/grid_rules.hpp"
#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

const std::string kSolvable = data_path("binox/tatham-6x6-trivial-1.txt");
const std::string kThreeInARow = "binox 6x6\nX X X . . .\n......\n......\n......\n......\n......\n";
// No solution, but propagation at the root does not see it: the search has to
// try both values of some cell (found by a random hunt, checked below by brute force).
const std::string kSubtlyUnsolvable =
    "binox 6x6\n. . O . . X\nO . . . . O\n. . X . . X\n. . . . . .\n. . . X . .\n. X O . . X\n";
const std::string kEmpty10x10 = "binox 10x10\n" + [] {
  std::string rows;
  for (int r = 0; r < 10; ++r) rows += "..........\n";
  return rows;
}();

TEST(ExitCodes, SolvedIsZero) { EXPECT_EQ(run_xoi("solve '" + kSolvable + "'").exit_code, 0); }

TEST(ExitCodes, GivenThreeInARowIsOne) {
  const XoiRun run = run_xoi("solve -", kThreeInARow);
  EXPECT_EQ(run.exit_code, 1) << run.err;
  // The reason line is tested in contradiction_test.cpp.
  EXPECT_TRUE(run.out.starts_with("# no solution\n# reason: row 1: ")) << run.out;
  EXPECT_EQ(run_xoi("count -", kThreeInARow).out, "solutions: 0\n");
}

TEST(ExitCodes, UnsolvableFoundOnlyBySearchIsOne) {
  ASSERT_EQ(count_binox_by_brute_force(*parse_grid(kSubtlyUnsolvable)), 0u);
  const XoiRun run = run_xoi("solve --stats -", kSubtlyUnsolvable);
  EXPECT_EQ(run.exit_code, 1) << run.err;
  EXPECT_EQ(run.out, "# no solution\n");
  EXPECT_TRUE(mentions(run.err, "stopped-by: exhausted")) << run.err;
  const XoiRun count = run_xoi("count -", kSubtlyUnsolvable);
  EXPECT_EQ(count.exit_code, 1);
  EXPECT_EQ(count.out, "solutions: 0\n");
}

TEST(ExitCodes, MissingFileIsTwoAndNamesTheFile) {
  const std::string missing = data_path("binox/no-such-puzzle.txt");
  const XoiRun run = run_xoi("solve '" + missing + "'");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_TRUE(mentions(run.err, missing)) << run.err;
}

TEST(ExitCodes, BadHeaderIsTwoAndNamesFileAndLine) {
  for (const std::string header : {"binox 5x6", "sudoku 9x9", "binox six"}) {
    const ScratchFile file("# comment\n" + header + "\n......\n");
    const XoiRun run = run_xoi("solve '" + file.path() + "'");
    EXPECT_EQ(run.exit_code, 2) << header;
    EXPECT_TRUE(mentions(run.err, file.path() + ":2")) << header << ": " << run.err;
  }
}

TEST(ExitCodes, WrongRowLengthIsTwoAndNamesFileAndLine) {
  const ScratchFile file("binox 6x6\n......\n......\n.....\n......\n......\n......\n");
  const XoiRun run = run_xoi("solve '" + file.path() + "'");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_TRUE(mentions(run.err, file.path() + ":4")) << run.err;
}

TEST(ExitCodes, BadUsageIsTwo) {
  const std::string file = " '" + kSolvable + "'";
  for (const std::string& args : std::vector<std::string>{"solve --no-such-flag" + file, "solve --node-limit abc" + file,
                                 "solve --value-order sideways" + file, "solve --var-order random" + file,
                                 "solve --timeout -1" + file, "count --limit 0" + file, "solve", "frobnicate" + file,
                                 std::string()}) {
    const XoiRun run = run_xoi(args);
    EXPECT_EQ(run.exit_code, 2) << "xoi " << args;
    EXPECT_NE(run.err, "") << "xoi " << args;
    EXPECT_EQ(run.out, "") << "xoi " << args;
  }
}

TEST(ExitCodes, NodeLimitThatStopsTheSearchIsThree) {
  // Precondition: the empty grid needs more than the root node.
  const XoiRun unlimited = run_xoi("solve --stats -", kEmpty10x10);
  ASSERT_EQ(unlimited.exit_code, 0);
  ASSERT_FALSE(mentions(unlimited.err, "nodes: 1\n")) << unlimited.err;

  const XoiRun run = run_xoi("solve --node-limit 1 --stats -", kEmpty10x10);
  EXPECT_EQ(run.exit_code, 3) << run.err;
  EXPECT_TRUE(mentions(run.out, "# no answer")) << run.out;
  EXPECT_TRUE(mentions(run.err, "stopped-by: node-limit")) << run.err;
  EXPECT_EQ(run_xoi("count --node-limit 1 -", kEmpty10x10).exit_code, 3);
}

// The number after "propagations: " in --stats output, or -1.
long propagations_in(const std::string& stats) {
  const std::size_t at = stats.find("propagations: ");
  return at == std::string::npos ? -1 : std::stol(stats.substr(at + 14));
}

TEST(ExitCodes, TimeoutStopsTheRootPropagationItselfWithThree) {
  // An empty Troix 180x180: its root propagation runs each of its 1,080 line
  // propagators once, about 0.15 s here. A 10 ms limit must stop that
  // propagation part way (Space::set_stop_conditions), not wait for the
  // first node after it: fewer propagator runs than the whole root.
  std::string grid = "troix 180x180\n";
  for (int r = 0; r < 180; ++r) grid += std::string(180, '.') + "\n";
  const XoiRun whole_root = run_xoi("solve --node-limit 1 --stats -", grid);
  ASSERT_EQ(whole_root.exit_code, 3) << whole_root.err;
  ASSERT_EQ(propagations_in(whole_root.err), 1080) << whole_root.err;

  const XoiRun run = run_xoi("solve --timeout 0.01 --stats -", grid);
  EXPECT_EQ(run.exit_code, 3) << run.err;
  EXPECT_TRUE(mentions(run.out, "# no answer")) << run.out;
  EXPECT_TRUE(mentions(run.err, "stopped-by: time-limit")) << run.err;
  EXPECT_TRUE(mentions(run.err, "nodes: 1\n")) << run.err;
  EXPECT_GE(propagations_in(run.err), 0) << run.err;
  EXPECT_LT(propagations_in(run.err), 1080) << run.err;
}

TEST(ExitCodes, NodeLimitNotReachedIsZero) {
  // Solved by propagation at the root: one node, so a limit of one does not stop it.
  const XoiRun run = run_xoi("solve --node-limit 1 '" + kSolvable + "'");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(content_lines(run.out), content_lines(read_text(data_path("binox/tatham-6x6-trivial-1.sol"))));
}

TEST(ExitCodes, MostSeriousCodeWinsAcrossFiles) {
  const ScratchFile unsolvable(kThreeInARow);
  const std::string good = "'" + kSolvable + "' ";
  EXPECT_EQ(run_xoi("solve " + good + "'" + unsolvable.path() + "'").exit_code, 1);
  const XoiRun bad = run_xoi("solve " + good + "'" + unsolvable.path() + "' '" + data_path("none.txt") + "'");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_TRUE(mentions(bad.out, "# no solution")) << "the readable files are still answered:\n" << bad.out;
}

TEST(ExitCodes, HelpAndVersionAreZero) {
  for (const std::string args : {"--help", "solve --help", "count --help"}) {
    const XoiRun run = run_xoi(args);
    EXPECT_EQ(run.exit_code, 0) << args;
    EXPECT_TRUE(mentions(run.out, "Exit codes") || mentions(run.out, "Usage")) << args << ":\n" << run.out;
  }
  const XoiRun version = run_xoi("--version");
  EXPECT_EQ(version.exit_code, 0);
  EXPECT_TRUE(version.out.starts_with("xoi ")) << version.out;
}

}  // namespace
}  // namespace xoi::cli_test

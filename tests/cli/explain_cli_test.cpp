// `xoi explain` end to end: the story on stdout, --grid-every, --level,
// exit codes (0 solved, 1 no solution, 2 bad input, 3 stuck or limit) and
// clear messages for bad options and files.
#include <gtest/gtest.h>

#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

const std::string kSeed = data_path("binox/binox-6x6-seed-example.txt");

TEST(ExplainCli, PrintsANumberedStoryAndTheSolution) {
  const XoiRun run = run_xoi("explain '" + kSeed + "'");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out.rfind("1. row 1: ", 0), 0u) << run.out;
  EXPECT_NE(run.out.find("\nsolved\n\nO X X O O X\n"), std::string::npos) << run.out;
}

// explain searches as solve does: dom/wdeg with last-conflict by default,
// and the same options give the engine's plain first-fail search back.
TEST(ExplainCli, SearchOrderOptionsAsForSolve) {
  const XoiRun plain = run_xoi("explain '" + kSeed + "' --var-order first-fail --no-last-conflict");
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  EXPECT_NE(plain.out.find("\nsolved\n\nO X X O O X\n"), std::string::npos) << plain.out;
  EXPECT_EQ(run_xoi("explain '" + kSeed + "' --last-conflict --no-last-conflict").exit_code, 2);
}

// A story that guessed its way to one of several solutions says so; one
// that guessed its way to the only solution does not.
TEST(ExplainCli, SaysWhenTheSolutionReachedIsNotTheOnlyOne) {
  const std::string note = "# not unique: the puzzle has other solutions";
  const XoiRun draft = run_xoi("explain -", "binox 4x4\n. . . .\n. . . .\n. . X .\n. O . .\n");
  ASSERT_EQ(draft.exit_code, 0) << draft.err;
  EXPECT_NE(draft.out.find("\nsolved\n"), std::string::npos) << draft.out;
  EXPECT_NE(draft.out.find("\n" + note), std::string::npos) << draft.out;
  const XoiRun unique = run_xoi("explain '" + data_path("troix/xoi-9x9-2.txt") + "'");
  ASSERT_EQ(unique.exit_code, 0) << unique.err;
  EXPECT_NE(unique.out.find(". guess r"), std::string::npos) << "the test needs a puzzle that is guessed";
  EXPECT_EQ(unique.out.find(note), std::string::npos) << unique.out;
}

TEST(ExplainCli, LevelOneUsesOnlyCountingRulesAndStopsStuck) {
  const XoiRun run = run_xoi("explain '" + kSeed + "' --level 1");
  EXPECT_EQ(run.exit_code, 3);
  EXPECT_NE(run.out.find("1. row 1: X at c2 and c3, so c1 and c4 are O (no three in a row)\n"), std::string::npos);
  EXPECT_NE(run.out.find("(balance)"), std::string::npos);
  EXPECT_EQ(run.out.find("line consistency"), std::string::npos);
  EXPECT_NE(run.out.find("stuck: level 1 (counting) fixes nothing more; 6 cells are still open"), std::string::npos);
  EXPECT_EQ(run_xoi("explain '" + kSeed + "' --level counting").out, run.out);
}

TEST(ExplainCli, GridEveryPrintsTheGridWithOpenCells) {
  const XoiRun run = run_xoi("explain '" + kSeed + "' --level 1 --grid-every 5");
  EXPECT_NE(run.out.find("5. column 4 has its 3 O, so r2 is X (balance)\n\nO X X O O X\n. O . X . .\n"), std::string::npos)
      << run.out;
}

TEST(ExplainCli, ProbingLevelTellsOnlyFailedTrials) {
  const XoiRun run = run_xoi("explain '" + data_path("troix/xoi-9x9-2.txt") + "' --level 4");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("  36. try r1c2 = X (probing)\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("55. r1c2 = X fails, so it is I (probing)\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("solved by level 4 (probing) alone"), std::string::npos);
}

TEST(ExplainCli, UnsolvablePuzzleEndsInItsContradictionAndExitsOne) {
  const XoiRun run = run_xoi("explain -", "binox 4x4\nX X . .\n. . O .\n. . O .\n. . . .\n");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.out.find("contradiction: column 3 has no legal filling with O at r1, r2 and r3 (line consistency)\n"
                         "no solution\n"),
            std::string::npos)
      << run.out;
}

// Counting alone fills this grid without a contradiction, but rows 1 and 3
// are equal: the story must not end "solved".
TEST(ExplainCli, AGridALevelFillsButThatBreaksARuleItLeavesOutHasNoSolution) {
  const XoiRun run = run_xoi("explain --level 1 -", "binox 4x4\nXOXO\nOXOX\nXOXO\n....\n");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.out.find("\nno solution: every cell is fixed, but the grid breaks a rule level 1 (counting) leaves out "
                         "(level 3 shows which)\n"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(run.out.find("solved"), std::string::npos) << run.out;
}

// --timeout bounds levels 1-4 too: probing every cell of an empty Troix
// 150x150 grid takes seconds.
TEST(ExplainCli, TimeoutStopsProbing) {
  const XoiRun run = run_xoi("explain --level 4 --timeout 0.5 -", empty_grid_text("troix", 150, 150));
  EXPECT_EQ(run.exit_code, 3) << run.err;
  EXPECT_EQ(run.out.rfind("stopped by time-limit before an answer\n", 0), 0u) << run.out.substr(0, 300);
}

TEST(ExplainCli, NodeLimitStopsTheSearchWithExitThree) {
  const XoiRun run = run_xoi("explain '" + data_path("troix/xoi-9x9-2.txt") + "' --node-limit 1");
  EXPECT_EQ(run.exit_code, 3);
  EXPECT_NE(run.out.find("stopped by node-limit before an answer"), std::string::npos) << run.out;
}

TEST(ExplainCli, BadInputIsAUsageError) {
  EXPECT_EQ(run_xoi("explain").exit_code, 2);
  EXPECT_EQ(run_xoi("explain '" + kSeed + "' '" + kSeed + "'").exit_code, 2);
  const XoiRun level = run_xoi("explain '" + kSeed + "' --level 9");
  EXPECT_EQ(level.exit_code, 2);
  EXPECT_NE(level.err.find("--level must be 1-5"), std::string::npos);
  EXPECT_EQ(run_xoi("explain '" + kSeed + "' --grid-every 0").exit_code, 2);
  EXPECT_EQ(run_xoi("explain '" + kSeed + "' --json").exit_code, 2);
  const XoiRun ttt = run_xoi("explain '" + data_path("ttt-3x3x3.txt") + "'");
  EXPECT_EQ(ttt.exit_code, 2);
  EXPECT_NE(ttt.err.find("explain covers"), std::string::npos) << ttt.err;
  const XoiRun bad = run_xoi("explain -", "binox 4x4\nX X Q .\n");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("<stdin>:2"), std::string::npos) << bad.err;
  const XoiRun two = run_xoi("explain -", "binox 2x2\nX O\nO X\n\nbinox 2x2\nX O\nO X\n");
  EXPECT_EQ(two.exit_code, 2);
  EXPECT_NE(two.err.find("explain takes one puzzle"), std::string::npos) << two.err;
}

TEST(ExplainCli, HelpNamesTheOptions) {
  const XoiRun run = run_xoi("explain --help");
  EXPECT_EQ(run.exit_code, 0);
  for (const char* option : {"--level", "--grid-every", "--html", "--trace", "--trace-file"})
    EXPECT_NE(run.out.find(option), std::string::npos) << option;
  EXPECT_NE(run_xoi("--help").out.find("xoi explain FILE"), std::string::npos);
}

}  // namespace
}  // namespace xoi::cli_test

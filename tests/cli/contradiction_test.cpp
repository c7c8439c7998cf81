// End to end: givens that break a rule give exit 1, "# no solution" exactly
// as before, then a "# reason:" line naming the rule, the line and the cells
// (cli/contradiction.hpp); JSON carries the same text as "reason".
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

// Appended in place: g++ 12 warns falsely (-Warray-bounds) on string + "\n".
std::string blank_rows(int rows, int cols) {
  std::string text;
  for (int r = 0; r < rows; ++r) {
    text.append(static_cast<std::size_t>(cols), '.');
    text += '\n';
  }
  return text;
}

// Runs `xoi solve -` on `puzzle`; expects exit 1, "# no solution" first and returns the reason line.
std::string reason_for(const std::string& puzzle) {
  const XoiRun run = run_xoi("solve -", puzzle);
  EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
  EXPECT_TRUE(run.out.starts_with("# no solution\n# reason: ")) << run.out;
  EXPECT_EQ(split_lines(run.out).size(), 2u) << run.out;
  return split_lines(run.out).back();
}

TEST(Contradiction, ThreeXInARowNamesTheRowAndTheThreeCells) {
  const std::string reason = reason_for("binox 6x6\n......\nX X X . . .\n" + blank_rows(4, 6));
  EXPECT_EQ(reason,
            "# reason: row 2: r2c1 r2c2 r2c3 are all X (run-length: no three equal symbols side by side in a row or "
            "column)");
}

TEST(Contradiction, ThreeOInAColumn) {
  const std::string reason = reason_for("binox 6x6\n..O...\n..O...\n..O...\n" + blank_rows(3, 6));
  EXPECT_TRUE(mentions(reason, "column 3: r1c3 r2c3 r3c3 are all O (run-length")) << reason;
}

TEST(Contradiction, TooManyXInARowNamesTheBalanceRule) {
  // No three side by side, but four X in six cells.
  const std::string reason = reason_for("binox 6x6\nX . X X . X\n" + blank_rows(5, 6));
  EXPECT_EQ(reason,
            "# reason: row 1: r1c1 r1c3 r1c4 r1c6 are X: 4 X, more than 3 of 6 (balance: every row and column has as "
            "many X as O)");
}

TEST(Contradiction, TooManyOInAColumn) {
  const std::string reason = reason_for("binox 6x6\nO.....\nO.....\n......\nO.....\nO.....\n......\n");
  EXPECT_EQ(reason,
            "# reason: column 1: r1c1 r2c1 r4c1 r5c1 are O: 4 O, more than 3 of 6 (balance: every row and column has "
            "as many X as O)");
}

TEST(Contradiction, TwoEqualCompleteRows) {
  const std::string reason = reason_for("binox 4x4\nXOXO\n....\nXOXO\n....\n");
  EXPECT_EQ(reason, "# reason: rows 1 and 3 are both XOXO (distinct-lines: no two rows and no two columns are equal)");
}

TEST(Contradiction, TwoEqualCompleteColumns) {
  const std::string reason = reason_for("binox 6x6\nX....X\nO....O\nX....X\nO....O\nX....X\nO....O\n");
  EXPECT_EQ(reason, "# reason: columns 1 and 6 are both XOXOXO (distinct-lines: no two rows and no two columns are equal)");
}

TEST(Contradiction, TroixThreeInARowAndTooManyOfOneSymbol) {
  EXPECT_TRUE(mentions(reason_for("troix 6x6\n" + blank_rows(2, 6) + "..III.\n" + blank_rows(3, 6)),
                       "row 3: r3c3 r3c4 r3c5 are all I (run-length"));
  const std::string reason = reason_for("troix 6x6\nX X O X . .\n" + blank_rows(5, 6));
  EXPECT_EQ(reason,
            "# reason: row 1: r1c1 r1c2 r1c4 are X: 3 X, more than 2 of 6 (balance: every row and column has equally "
            "many X, O and I)");
}

TEST(Contradiction, DeducedCellsAreMarked) {
  // Row 1 forces r1c3 = O (run-length); column 3 then has three O.
  const std::string reason = reason_for("binox 6x6\nX X . . . .\n..O...\n..O...\n" + blank_rows(3, 6));
  EXPECT_TRUE(mentions(reason, "r1c3 (deduced by run-length)")) << reason;
}

TEST(Contradiction, OnlyTheRulesTogetherSeeIt) {
  // Row 4, O . . . O O: c4 must be X (runs), then c2 c3 too (balance): three X.
  // No single rule fails on the givens; line consistency fails on givens alone.
  const std::string reason = reason_for("binox 6x6\n......\n......\n..X...\nO...OO\n....XX\nO.....\n");
  EXPECT_EQ(reason,
            "# reason: row 4: no spelling of the line obeys the rules with r4c1=O r4c5=O r4c6=O (line-consistency: "
            "runs, balance and distinct lines together)");
}

TEST(Contradiction, JsonCarriesTheReason) {
  const XoiRun run = run_xoi("solve --json -", "binox 6x6\nX X X . . .\n" + blank_rows(5, 6));
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_TRUE(mentions(run.out, "\"status\":\"no-solution\",\"reason\":\"row 1: r1c1 r1c2 r1c3 are all X")) << run.out;
}

TEST(Contradiction, NoReasonWhenOnlySearchProvesIt) {
  // Unsolvable, but no rule fails before a guess (tests/cli/exit_codes_test.cpp checks it by brute force).
  const XoiRun run =
      run_xoi("solve -", "binox 6x6\n. . O . . X\nO . . . . O\n. . X . . X\n. . . . . .\n. . . X . .\n. X O . . X\n");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_EQ(run.out, "# no solution\n");
}

TEST(Contradiction, SeveralFilesEachGetTheirOwnReason) {
  const ScratchFile a("binox 4x4\nXXX.\n" + blank_rows(3, 4)), b("binox 4x4\nXOXO\n....\nXOXO\n....\n");
  const XoiRun run = run_xoi("solve '" + a.path() + "' '" + b.path() + "'");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_EQ(split_lines(run.out).size(), 6u) << run.out;
  EXPECT_TRUE(mentions(run.out, "# no solution\n# reason: row 1: r1c1 r1c2 r1c3 are all X")) << run.out;
  EXPECT_TRUE(mentions(run.out, "# no solution\n# reason: rows 1 and 3 are both XOXO")) << run.out;
}

TEST(Contradiction, FoundQuicklyOnALargeGrid) {
  // 1000x1000 with three X in the last row: the reason comes from propagation, not search.
  std::string puzzle = "binox 1000x1000\n";
  puzzle += blank_rows(999, 1000);
  puzzle += "XXX";
  puzzle += blank_rows(1, 997);
  const auto start = std::chrono::steady_clock::now();
  const std::string reason = reason_for(puzzle);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_TRUE(mentions(reason, "row 1000: r1000c1 r1000c2 r1000c3 are all X")) << reason;
  RecordProperty("seconds", std::to_string(seconds));
}

}  // namespace
}  // namespace xoi::cli_test

// `xoi complete`: a draft made into a puzzle with exactly one solution,
// keeping the draft's givens and adding only needed ones; checked with the
// brute-force counter of tests/cli/grid_rules.hpp, not with xoi's word.
#include <gtest/gtest.h>

#include <string>

#include "tests/cli/grid_rules.hpp"
#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

// Three givens; many solutions.
const std::string kDraft6x6 = "binox 6x6\nX . . . . .\n. . . . . .\n. . O . . .\n. . . . . .\n. . . . . X\n. . . . . .\n";

TEST(Complete, KeepsTheDraftAndAddsOnlyNeededGivens) {
  const auto draft = parse_grid(kDraft6x6);
  ASSERT_TRUE(draft.has_value());
  ASSERT_GT(count_binox_by_brute_force(*draft), 1u);
  for (int seed = 1; seed <= 4; ++seed) {
    const XoiRun run = run_xoi("complete - --seed " + std::to_string(seed), kDraft6x6);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto puzzle = parse_grid(run.out);
    ASSERT_TRUE(puzzle.has_value()) << run.out;
    EXPECT_TRUE(fits_givens(*draft, *puzzle)) << "a draft given was dropped:\n" << run.out;
    EXPECT_EQ(count_binox_by_brute_force(*puzzle), 1u) << run.out;
    EXPECT_TRUE(mentions(run.out, "# minimal: yes")) << run.out;
    // Without any one added given, a second solution appears.
    for (int r = 0; r < puzzle->rows; ++r)
      for (int c = 0; c < puzzle->cols; ++c) {
        const auto row = static_cast<std::size_t>(r), col = static_cast<std::size_t>(c);
        if (puzzle->cells[row][col] == '.' || draft->cells[row][col] != '.') continue;
        Grid fewer = *puzzle;
        fewer.cells[row][col] = '.';
        EXPECT_GT(count_binox_by_brute_force(fewer), 1u) << "r" << r + 1 << "c" << c + 1 << " is not needed";
      }
  }
}

TEST(Complete, SameSeedSameBytesAndAnEmptyDraftIsGenerate) {
  EXPECT_EQ(run_xoi("complete - --seed 9", kDraft6x6).out, run_xoi("complete - --seed 9", kDraft6x6).out);
  const XoiRun completed = run_xoi("complete - --seed 5", empty_grid_text("troix", 9, 9));
  const XoiRun generated = run_xoi("generate troix 9x9 --seed 5");
  ASSERT_EQ(completed.exit_code, 0) << completed.err;
  EXPECT_EQ(content_lines(completed.out), content_lines(generated.out));
}

TEST(Complete, TroixDraftBecomesUnique) {
  const std::string draft = "troix 9x9\nX . . . . . . . .\n. . . . I . . . .\n. . . . . . . . O\n"
                            ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                            ". . . . . . . . .\n. . . . . . . . .\n";
  const XoiRun run = run_xoi("complete -", draft);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto before = parse_grid(draft);
  const auto after = parse_grid(run.out);
  ASSERT_TRUE(after.has_value()) << run.out;
  EXPECT_TRUE(fits_givens(*before, *after)) << run.out;
  EXPECT_EQ(run_xoi("count --limit 2 -", run.out).out, "solutions: 1\n");
  EXPECT_TRUE(mentions(run.out, "# draft givens: 3, all kept (")) << run.out;
}

TEST(Complete, NoSolutionBadInputAndLimits) {
  const XoiRun none = run_xoi("complete -", "binox 4x4\nX X X .\n. . . .\n. . . .\n. . . .\n");
  EXPECT_EQ(none.exit_code, 1) << none.err;
  EXPECT_TRUE(mentions(none.out, "no solution")) << none.out;
  EXPECT_EQ(run_xoi("complete -", "binox 5x5\n.....\n.....\n.....\n.....\n.....\n").exit_code, 2);
  const XoiRun ttt = run_xoi("complete '" + data_path("ttt-3x3x3.txt") + "'");
  EXPECT_EQ(ttt.exit_code, 2);
  EXPECT_TRUE(mentions(ttt.err, "binox and troix")) << ttt.err;
  EXPECT_EQ(run_xoi("complete").exit_code, 2);
  const XoiRun stopped = run_xoi("complete - --timeout 0.2", empty_grid_text("troix", 60, 60));
  EXPECT_EQ(stopped.exit_code, 3) << stopped.out;
  EXPECT_TRUE(mentions(stopped.out, "stopped by time-limit")) << stopped.out;
}

TEST(Complete, JsonHasThePuzzleAndItsSolution) {
  const XoiRun run = run_xoi("complete - --json", kDraft6x6);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(mentions(run.out, "\"status\":\"completed\",\"puzzle\":[")) << run.out;
  EXPECT_TRUE(mentions(run.out, "\"draft_givens\":3,")) << run.out;
  EXPECT_TRUE(mentions(run.out, "\"minimal\":true}")) << run.out;
}

}  // namespace
}  // namespace xoi::cli_test

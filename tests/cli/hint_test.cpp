// Hints (cli/hint.hpp): solving puzzles by hints alone, one at a time, from
// their givens to the solution, with every hint checked on its own:
// - its kept events replay from the grid as given with no mismatch, and each
//   line conclusion among them follows from its premises as the kept events
//   alone leave them (the brute-force line check of explain_support.hpp);
// - what it fixes is the puzzle's .sol value;
// - no weaker level fixes any cell of that grid (explained independently).
// Then the answers that are not hints: a grid gone wrong, a full grid, a grid
// with several solutions, a level too weak, and a reveal.
#include <gtest/gtest.h>

#include "cli/hint.hpp"
#include "puzzles/generate/grade.hpp"
#include "puzzles/generate/levels.hpp"
#include "puzzles/generate/reasoner.hpp"
#include "tests/cli/explain_support.hpp"
#include "tests/cli/run_xoi.hpp"

namespace xoi::explain_test {
namespace {

cli::Hint hint_of(const PuzzleText& grid, int strongest_level = 5) {
  cli::HintOptions options;
  options.strongest_level = strongest_level;
  std::string error;
  std::optional<cli::Hint> hint = cli::hint_for(*find_kind(grid.kind), grid, options, error);
  EXPECT_TRUE(hint.has_value()) << error;
  return hint ? std::move(*hint) : cli::Hint{};
}

int cell_index_of(const cli::GridView& grid, VarId var) {
  return static_cast<int>(std::find(grid.cells.begin(), grid.cells.end(), var) - grid.cells.begin());
}

// The kept events alone justify every line step and contradiction they hold.
void expect_the_kept_steps_stand_alone(const cli::Hint& hint, const std::string& where) {
  cli::EventReplay replay(hint.initial);
  bool trial_failed = false;  // since the last probing trial began
  for (const cli::Event& e : hint.events) {
    if (e.kind == cli::EventKind::Decision) trial_failed = false;
    if (e.kind == cli::EventKind::Failure) trial_failed = true;
    if (e.kind == cli::EventKind::Deduction && e.rule.empty() && e.depth == 0) {
      // A probing result: the trial that failed is kept just before it.
      EXPECT_TRUE(trial_failed) << where << ": probing result without its failed trial";
      trial_failed = false;
    }
    if (e.kind == cli::EventKind::Deduction && !e.rule.empty()) {
      const DomainBits removed = static_cast<DomainBits>(e.before.bits & ~e.after.bits);
      EXPECT_TRUE(follows_on_a_line(hint.grid, replay.domains(), e.premises, cell_index_of(hint.grid, e.var), removed))
          << where << ": " << e.rule << " at " << cli::cell_name(hint.grid, cell_index_of(hint.grid, e.var));
    } else if (e.kind == cli::EventKind::Failure) {
      EXPECT_TRUE(follows_on_a_line(hint.grid, replay.domains(), e.premises, -1, 0)) << where << ": " << e.rule;
    }
    replay.apply(e);
  }
  EXPECT_EQ(replay.mismatches(), 0) << where << ": a kept deduction's 'before' is not what the kept events leave";
  // And the story ends where the fixes say: those cells are fixed to those values.
  for (const cli::CellValue& fix : hint.fixes) {
    const Domain d = replay.domain(hint.grid.cells[static_cast<std::size_t>(fix.cell)]);
    EXPECT_TRUE(d.fixed() && d.min() == fix.value) << where << ": " << cli::cell_name(hint.grid, fix.cell);
  }
}

// How many cells `level` fixes from the grid beyond its givens, by a
// reasoner of its own (not the explanation the hint was cut from).
int cells_fixed_by(const PuzzleText& grid, Level level) {
  std::string error;
  std::optional<Reasoner> reasoner = Reasoner::create(*find_kind(grid.kind), grid.dims, level, error);
  EXPECT_TRUE(reasoner.has_value()) << error;
  Reasoner::Question question;
  question.probing = level == Level::Probing;
  reasoner->reason(grid.cells, question);
  const auto open = static_cast<int>(std::count(grid.cells.begin(), grid.cells.end(), std::int8_t{-1}));
  return open - reasoner->open_cells();
}

struct HintedPuzzle {
  const char* file;  // under data/, without .txt / .sol
};

class SolvingByHints : public ::testing::TestWithParam<HintedPuzzle> {};

TEST_P(SolvingByHints, EveryHintStandsAloneAndTheyEndInTheSolution) {
  const std::string file = GetParam().file;
  PuzzleText grid = read_one(data_file(file + ".txt"));
  const PuzzleText solution = read_one(data_file(file + ".sol"));
  const std::span<const Level> levels = levels_of(grid.kind);
  // Filling true values never makes a level weaker: no hint needs more than the puzzle's grade.
  std::string error;
  const std::optional<GradeResult> graded = grade_puzzle(*find_kind(grid.kind), grid, {}, error);
  ASSERT_TRUE(graded && graded->outcome == GradeOutcome::Graded) << file << error;
  const int puzzle_level = level_number(graded->level);
  int hints = 0, deduced_above_one = 0;
  for (;; ++hints) {
    ASSERT_LT(hints, static_cast<int>(grid.cells.size())) << file << ": hints that fix nothing";
    const cli::Hint hint = hint_of(grid);
    if (hint.outcome == cli::HintOutcome::Solved) break;
    const std::string where = file + " hint " + std::to_string(hints + 1);
    ASSERT_TRUE(hint.outcome == cli::HintOutcome::Deduced || hint.outcome == cli::HintOutcome::Revealed) << where;
    ASSERT_FALSE(hint.fixes.empty()) << where;
    EXPECT_LE(hint.level, puzzle_level) << where;
    EXPECT_FALSE(hint.steps.empty()) << where;
    if (hint.outcome == cli::HintOutcome::Deduced) {
      expect_the_kept_steps_stand_alone(hint, where);
      deduced_above_one += hint.level > 1 ? 1 : 0;
    }
    for (const Level weaker : levels) {
      if (level_number(weaker) >= hint.level) break;
      EXPECT_EQ(cells_fixed_by(grid, weaker), 0) << where << ": level " << level_number(weaker) << " fixes a cell";
    }
    for (const cli::CellValue& fix : hint.fixes) {
      const auto c = static_cast<std::size_t>(fix.cell);
      ASSERT_EQ(grid.cells[c], -1) << where << ": fixes a filled cell";
      EXPECT_EQ(fix.value, solution.cells[c]) << where << ": " << cli::cell_name(hint.grid, fix.cell);
      grid.cells[c] = static_cast<std::int8_t>(fix.value);
    }
  }
  EXPECT_EQ(grid.cells, solution.cells) << file;
  EXPECT_GT(hints, 0) << file;
  RecordProperty("hints", hints);
  RecordProperty("above_level_one", deduced_above_one);
}

constexpr HintedPuzzle kHintedPuzzles[] = {
    {"binox/binox-6x6-seed-example"},
    {"binox/tatham-8x8-easy-1"},
    {"generated/binox/binox-10x10-level2-seed-1"},
    {"generated/binox/binox-10x10-level3-seed-1"},
    {"generated/binox/binox-10x10-level4-seed-2"},
    {"generated/binox/binox-10x10-level5-seed-1"},
    {"troix/xoi-9x9-2"},
    {"generated/troix/troix-9x9-level3-seed-1"},
    {"generated/troix/troix-9x9-level4-seed-1"},
    {"generated/troix/troix-12x12-level5-seed-1"},
};

std::string hinted_puzzle_name(const ::testing::TestParamInfo<HintedPuzzle>& info) {
  std::string name = info.param.file;
  for (char& ch : name)
    if (std::isalnum(static_cast<unsigned char>(ch)) == 0) ch = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Puzzles, SolvingByHints, ::testing::ValuesIn(kHintedPuzzles), hinted_puzzle_name);

// The grid as a level leaves it: its fixed cells become givens.
PuzzleText fixpoint_of(const PuzzleText& puzzle, int level) {
  const cli::Explanation x = explain_text(puzzle, level);
  PuzzleText grid = puzzle;
  for (std::size_t c = 0; c < x.grid.cells.size(); ++c) {
    const Domain d = x.final[static_cast<std::size_t>(x.grid.cells[c])];
    grid.cells[c] = d.fixed() ? static_cast<std::int8_t>(d.min()) : std::int8_t{-1};
  }
  return grid;
}

// Where no level up to probing fixes a cell, a unique grid reveals the cell
// whose solution value lets counting fix the most cells, and says how many.
TEST(Hint, RevealsTheCellThatLetsCountingFixTheMost) {
  const std::string file = "generated/binox/binox-10x10-level5-seed-1";
  const PuzzleText grid = fixpoint_of(read_one(data_file(file + ".txt")), 4);
  const PuzzleText solution = read_one(data_file(file + ".sol"));
  const cli::Hint hint = hint_of(grid);
  ASSERT_EQ(hint.outcome, cli::HintOutcome::Revealed);
  ASSERT_EQ(hint.fixes.size(), 1u);
  EXPECT_EQ(hint.level, 5);
  const auto revealed = static_cast<std::size_t>(hint.fixes[0].cell);
  EXPECT_EQ(hint.fixes[0].value, solution.cells[revealed]);
  int most = -1;
  std::size_t first_best = 0;
  for (std::size_t c = 0; c < grid.cells.size(); ++c) {
    if (grid.cells[c] >= 0) continue;
    PuzzleText more = grid;
    more.cells[c] = solution.cells[c];
    const int fixed = cells_fixed_by(more, Level::Counting);
    if (fixed > most) {
      most = fixed;
      first_best = c;
    }
  }
  EXPECT_EQ(revealed, first_best);
  ASSERT_GT(most, 0);
  const std::string claim = "the solution has " + cli::cell_name(hint.grid, hint.fixes[0].cell) + " = " +
                            std::string(1, hint.grid.symbols[static_cast<std::size_t>(hint.fixes[0].value)]) +
                            " (from it, level 1 fixes " + std::to_string(most) + " more cell";
  EXPECT_NE(hint.steps.at(0).text.find(claim), std::string::npos) << hint.steps[0].text;
}

TEST(Hint, AWrongCellIsToldAsNoSolutionWithTheContradiction) {
  // A cell of the solution flipped: counting meets three in a row or a count.
  PuzzleText grid = read_one(data_file("binox/tatham-8x8-easy-1.txt"));
  const PuzzleText solution = read_one(data_file("binox/tatham-8x8-easy-1.sol"));
  const auto open = static_cast<std::size_t>(std::find(grid.cells.begin(), grid.cells.end(), -1) - grid.cells.begin());
  grid.cells[open] = static_cast<std::int8_t>(1 - solution.cells[open]);
  const cli::Hint wrong = hint_of(grid);
  ASSERT_EQ(wrong.outcome, cli::HintOutcome::NoSolution);
  EXPECT_TRUE(wrong.fixes.empty());
  if (wrong.level < 5) {
    ASSERT_FALSE(wrong.steps.empty());
    EXPECT_EQ(wrong.steps.back().kind, cli::StepKind::Contradiction);
    expect_the_kept_steps_stand_alone(wrong, "flipped cell");
  }
  // Two equal rows: counting fills the grid, only distinct lines see it.
  const cli::Hint equal_rows = hint_of(parse_one("binox 4x4\nX O X O\nO X O X\nX O X O\n. . . .\n"));
  ASSERT_EQ(equal_rows.outcome, cli::HintOutcome::NoSolution);
  EXPECT_EQ(equal_rows.level, 2);
  ASSERT_EQ(equal_rows.steps.size(), 1u);
  EXPECT_EQ(equal_rows.steps[0].text, "contradiction: row 3 equals row 1 (distinct rows)");
}

TEST(Hint, AFullGridSeveralSolutionsAndATooWeakLevel) {
  EXPECT_EQ(hint_of(read_one(data_file("binox/tatham-8x8-easy-1.sol"))).outcome, cli::HintOutcome::Solved);
  const cli::Hint empty = hint_of(parse_one("binox 6x6\n......\n......\n......\n......\n......\n......\n"));
  EXPECT_EQ(empty.outcome, cli::HintOutcome::NotUnique);
  EXPECT_FALSE(empty.unique);
  // A level-4 puzzle at the fixpoint of level 3: only probing fixes a cell.
  const PuzzleText stuck = fixpoint_of(read_one(data_file("generated/troix/troix-9x9-level4-seed-1.txt")), 3);
  EXPECT_EQ(hint_of(stuck, 3).outcome, cli::HintOutcome::Stuck);
  const cli::Hint probed = hint_of(stuck);
  ASSERT_EQ(probed.outcome, cli::HintOutcome::Deduced);
  EXPECT_EQ(probed.level, 4);
  EXPECT_TRUE(std::any_of(probed.steps.begin(), probed.steps.end(),
                          [](const cli::StoryStep& s) { return s.kind == cli::StepKind::ProbingResult; }));
  expect_the_kept_steps_stand_alone(probed, "probing");
}

}  // namespace
}  // namespace xoi::explain_test

namespace xoi::cli_test {
namespace {

TEST(HintCli, PrintsTheStepsTheFixAndExitCodes) {
  const XoiRun run = run_xoi("hint '" + data_path("binox/binox-6x6-seed-example.txt") + "'");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out,
            "level: 1 (counting)\n"
            "1. row 1: X at c2 and c3, so c1 and c4 are O (no three in a row)\n"
            "fixes: r1c1 = O, r1c4 = O\n");
  const XoiRun json = run_xoi("hint --json -", "binox 4x4\nX O X O\nO X O X\nX O X O\n. . . .\n");
  EXPECT_EQ(json.exit_code, 1) << json.err;
  EXPECT_EQ(json.out,
            "{\"file\":\"-\",\"kind\":\"binox\",\"status\":\"no-solution\",\"level\":2,\"level_name\":\"distinct-lines\","
            "\"steps\":[{\"text\":\"contradiction: row 3 equals row 1 (distinct rows)\",\"depth\":0,"
            "\"rule\":\"distinct rows\",\"premises\":[\"r3c1\",\"r3c2\",\"r3c3\",\"r3c4\",\"r1c1\",\"r1c2\","
            "\"r1c3\",\"r1c4\"],\"conclusions\":[]}],\"fixes\":[]}\n");
  EXPECT_EQ(run_xoi("hint -", "binox 4x4\n....\n....\n....\n....\n").exit_code, 0);
  const XoiRun bad_level = run_xoi("hint --level 9 '" + data_path("binox/binox-6x6-seed-example.txt") + "'");
  EXPECT_EQ(bad_level.exit_code, 2);
  EXPECT_NE(bad_level.err.find("--level must be 1-5"), std::string::npos) << bad_level.err;
  const XoiRun ttt = run_xoi("hint '" + data_path("ttt-3x3x3.txt") + "'");
  EXPECT_EQ(ttt.exit_code, 2);
  EXPECT_NE(ttt.err.find("hint covers two-dimensional grid puzzles"), std::string::npos) << ttt.err;
}

// --apply prints the next grid: fed back to hint --apply again and again, it
// reaches the solution, and the comments carry only the latest hint.
std::size_t times_in(const std::string& text, const std::string& piece) {
  std::size_t n = 0;
  for (std::size_t at = text.find(piece); at != std::string::npos; at = text.find(piece, at + 1)) ++n;
  return n;
}

TEST(HintCli, ApplyingHintsOverAndOverSolvesThePuzzle) {
  for (const std::string file : {"binox/binox-6x6-seed-example", "generated/troix/troix-9x9-level4-seed-1"}) {
    std::string grid = read_text(data_path(file + ".txt"));
    int hints = 0;
    for (; grid.find("# hint: solved: every cell is filled") == std::string::npos; ++hints) {
      ASSERT_LT(hints, 81) << file << ": hints that fix nothing\n" << grid;
      const XoiRun run = run_xoi("hint --apply -", grid);
      ASSERT_EQ(run.exit_code, 0) << file << ": " << run.err;
      EXPECT_EQ(times_in(run.out, "# hint: level: ") + times_in(run.out, "# hint: solved: "), 1u) << run.out;
      grid = run.out;
    }
    EXPECT_GT(hints, 5) << file;
    // The last grid is the solution, the puzzle's own comments kept.
    const std::string body = grid.substr(grid.find(file.find("troix") != std::string::npos ? "\ntroix " : "\nbinox "));
    EXPECT_EQ(body.find('.'), std::string::npos) << grid;
    EXPECT_EQ(run_xoi("solve -", grid).out, run_xoi("solve '" + data_path(file + ".txt") + "'").out) << file;
    EXPECT_EQ(grid.rfind("# ", 0), 0u) << grid;
  }
  EXPECT_EQ(run_xoi("hint --apply --json '" + data_path("binox/binox-6x6-seed-example.txt") + "'").exit_code, 2);
}

// --timeout bounds the whole hint: the check of the grid (probing an empty
// Troix 150x150 grid alone takes about 9 s) and the reasoning after it.
TEST(HintCli, TimeoutBoundsTheCheckAndTheReasoning) {
  const XoiRun run = run_xoi("hint --timeout 0.5 -", empty_grid_text("troix", 150, 150));
  EXPECT_EQ(run.exit_code, 3) << run.err;
  EXPECT_EQ(run.out, "stopped by time-limit before an answer\n");
}

}  // namespace
}  // namespace xoi::cli_test

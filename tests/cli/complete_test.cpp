// `xoi complete`: a draft made into a puzzle with exactly one solution,
// keeping the draft's givens and adding only needed ones; checked with the
// brute-force counter of tests/cli/grid_rules.hpp, not with xoi's word.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "tests/cli/grid_rules.hpp"
#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

// The givens of a puzzle with one solution that it does not need (without
// any one of them alone, it still has one), "r1c2"; those of `except` left
// out.
std::vector<std::string> givens_not_needed(const Grid& puzzle, const Grid* except = nullptr) {
  std::vector<std::string> names;
  for (int r = 0; r < puzzle.rows; ++r)
    for (int c = 0; c < puzzle.cols; ++c) {
      const auto row = static_cast<std::size_t>(r), col = static_cast<std::size_t>(c);
      if (puzzle.cells[row][col] == '.' || (except != nullptr && except->cells[row][col] != '.')) continue;
      Grid fewer = puzzle;
      fewer.cells[row][col] = '.';
      if (count_binox_by_brute_force(fewer) <= 1)
        names.push_back("r" + std::to_string(r + 1) + "c" + std::to_string(c + 1));
    }
  return names;
}

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
    EXPECT_FALSE(mentions(run.out, "not proved")) << run.out;
    // Without any one added given, a second solution appears.
    EXPECT_EQ(givens_not_needed(*puzzle, &*draft), std::vector<std::string>{}) << run.out;
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
  EXPECT_TRUE(mentions(run.out, "# draft givens: 3, all kept")) << run.out;
}

// Six givens, some of which the completed puzzle does not need.
const std::string kCrowdedDraft6x6 =
    "binox 6x6\nX O . . . .\nO X . . . .\n. . O . . .\n. . . . . .\n. . . . . X\n. . . . . .\n";

// The cells a "not needed: r1c2 r5c6" list names, out of a comment line.
std::vector<std::pair<int, int>> named_cells(const std::string& out, const std::string& after) {
  std::vector<std::pair<int, int>> cells;
  const std::size_t start = out.find(after);
  if (start == std::string::npos) return cells;
  std::istringstream words(out.substr(start + after.size(), out.find('\n', start) - start - after.size()));
  std::string word;
  while (words >> word) {
    int row = 0, col = 0;
    if (std::sscanf(word.c_str(), "r%dc%d", &row, &col) == 2) cells.emplace_back(row - 1, col - 1);
  }
  return cells;
}

TEST(Complete, ReviewBySearchNamesTheDraftGivensThePuzzleDoesNotNeed) {
  const auto draft = parse_grid(kCrowdedDraft6x6);
  ASSERT_TRUE(draft.has_value());
  int named = 0;
  for (int seed = 1; seed <= 4; ++seed) {
    const XoiRun run = run_xoi("complete - --review search --seed " + std::to_string(seed), kCrowdedDraft6x6);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto puzzle = parse_grid(run.out);
    ASSERT_TRUE(puzzle.has_value()) << run.out;
    EXPECT_TRUE(fits_givens(*draft, *puzzle)) << run.out;
    const auto unneeded = named_cells(run.out, " not needed:");
    named += static_cast<int>(unneeded.size());
    // Without all of them together the puzzle still has one solution.
    Grid fewer = *puzzle;
    for (const auto& [r, c] : unneeded) {
      ASSERT_NE(draft->cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)], '.') << run.out;
      fewer.cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = '.';
    }
    EXPECT_EQ(count_binox_by_brute_force(fewer), 1u) << run.out;
    // Each given it keeps is needed once those have gone.
    EXPECT_EQ(givens_not_needed(fewer), std::vector<std::string>{}) << run.out;
    EXPECT_EQ(mentions(run.out, "# minimal: yes"), unneeded.empty()) << run.out;
  }
  EXPECT_GT(named, 0) << "no draft given was ever found unneeded: the review is not tried";
}

// The default review names the draft givens that follow from the others:
// they can all go, and they are among those the search review names (its
// first phases are the same).
TEST(Complete, ReviewByPropagationNamesGivensThatCanGo) {
  int named = 0;
  for (int seed = 1; seed <= 4; ++seed) {
    const std::string seed_option = " --seed " + std::to_string(seed);
    const XoiRun run = run_xoi("complete -" + seed_option, kCrowdedDraft6x6);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto follow = named_cells(run.out, "from the others:");
    named += static_cast<int>(follow.size());
    auto fewer = parse_grid(run.out);
    ASSERT_TRUE(fewer.has_value()) << run.out;
    for (const auto& [r, c] : follow) fewer->cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = '.';
    EXPECT_EQ(count_binox_by_brute_force(*fewer), 1u) << run.out;
    const auto by_search = named_cells(run_xoi("complete - --review search" + seed_option, kCrowdedDraft6x6).out,
                                       " not needed:");
    for (const auto& cell : follow)
      EXPECT_NE(std::find(by_search.begin(), by_search.end(), cell), by_search.end()) << run.out;
    EXPECT_FALSE(mentions(run.out, "# minimal: yes, for level")) << "the draft was not checked by search\n"
                                                                 << run.out;
  }
  EXPECT_GT(named, 0) << "no draft given ever followed from the others: the review is not tried";
  const XoiRun none = run_xoi("complete - --review none", kCrowdedDraft6x6);
  EXPECT_TRUE(mentions(none.out, "# draft givens: 6, all kept (not reviewed)\n")) << none.out;
  EXPECT_EQ(run_xoi("complete - --review none --trim", kCrowdedDraft6x6).exit_code, 2);
  EXPECT_EQ(run_xoi("complete - --review deep", kCrowdedDraft6x6).exit_code, 2);
}

TEST(Complete, TrimDropsThemAndEveryGivenLeftIsNeeded) {
  for (int seed = 1; seed <= 4; ++seed) {
    const std::string seed_option = " --review search --seed " + std::to_string(seed);
    const XoiRun kept = run_xoi("complete -" + seed_option, kCrowdedDraft6x6);
    const XoiRun trimmed = run_xoi("complete - --trim" + seed_option, kCrowdedDraft6x6);
    ASSERT_EQ(trimmed.exit_code, 0) << trimmed.err;
    EXPECT_EQ(named_cells(kept.out, " not needed:"), named_cells(trimmed.out, " dropped as not needed:"));
    const auto puzzle = parse_grid(trimmed.out);
    ASSERT_TRUE(puzzle.has_value()) << trimmed.out;
    EXPECT_EQ(count_binox_by_brute_force(*puzzle), 1u) << trimmed.out;
    EXPECT_EQ(givens_not_needed(*puzzle), std::vector<std::string>{}) << trimmed.out;
    EXPECT_TRUE(mentions(trimmed.out, "# minimal: yes")) << trimmed.out;
    // The grade is the puzzle's own, as xoi grade finds it from the file.
    const std::size_t grade_line = trimmed.out.find("# difficulty: ");
    ASSERT_NE(grade_line, std::string::npos) << trimmed.out;
    EXPECT_EQ(run_xoi("grade -", trimmed.out).out.substr(0, 8), "level: " + trimmed.out.substr(grade_line + 14, 1))
        << trimmed.out;
  }
}

// A complete grid as the draft: --review search --trim makes a minimal
// puzzle of that very solution.
TEST(Complete, AFullGridBecomesAMinimalPuzzleOfItself) {
  const XoiRun solved = run_xoi("solve -", kDraft6x6);
  ASSERT_EQ(solved.exit_code, 0) << solved.err;
  const auto grid = parse_grid(solved.out);
  ASSERT_TRUE(grid.has_value()) << solved.out;
  for (int seed = 1; seed <= 3; ++seed) {
    const XoiRun run = run_xoi("complete - --review search --trim --seed " + std::to_string(seed), solved.out);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto puzzle = parse_grid(run.out);
    ASSERT_TRUE(puzzle.has_value()) << run.out;
    EXPECT_TRUE(fits_givens(*puzzle, *grid)) << run.out;
    EXPECT_EQ(count_binox_by_brute_force(*puzzle), 1u) << run.out;
    EXPECT_EQ(givens_not_needed(*puzzle), std::vector<std::string>{}) << run.out;
  }
}

// A review that --timeout stops: the puzzle is still printed, whole and
// unreviewed, and the exit code is 3. A full Binox 60x60 grid completes in
// milliseconds (nothing to add) while its search review takes over a
// hundred times as long (0.017 against 2.7 s, 2026-12-07). The timeout is
// ten times the completion's own time here, measured first, so it falls in
// the review on a fast machine or under the sanitizers alike.
TEST(Complete, AReviewStoppedByTheTimeoutStillPrintsThePuzzle) {
  const XoiRun solved = run_xoi("solve -", empty_grid_text("binox", 60, 60));
  ASSERT_EQ(solved.exit_code, 0) << solved.err;
  const auto grid = parse_grid(solved.out);
  ASSERT_TRUE(grid.has_value()) << solved.out;
  const auto start = std::chrono::steady_clock::now();
  ASSERT_EQ(run_xoi("complete - --review none", solved.out).exit_code, 0);
  const double completion = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::string timeout = " --timeout " + std::to_string(std::max(0.1, 10 * completion));
  const XoiRun run = run_xoi("complete - --review search" + timeout, solved.out);
  EXPECT_EQ(run.exit_code, 3) << run.err << timeout;
  EXPECT_TRUE(mentions(run.out, "# draft givens: 3600, all kept (not reviewed: stopped)\n")) << run.out;
  EXPECT_TRUE(mentions(run.out, "the draft's own not checked (review stopped)\n")) << run.out;
  const auto puzzle = parse_grid(run.out);
  ASSERT_TRUE(puzzle.has_value()) << run.out;
  EXPECT_EQ(puzzle->cells, grid->cells);
  const XoiRun json = run_xoi("complete - --json --review search" + timeout, solved.out);
  EXPECT_EQ(json.exit_code, 3) << json.err;
  EXPECT_TRUE(mentions(json.out, "\"status\":\"completed\"")) << json.out;
  EXPECT_TRUE(mentions(json.out, "\"draft_review\":\"stopped\",\"givens\":3600")) << json.out;
}

TEST(Complete, DifficultyIsTheGradeAsked) {
  for (const int level : {1, 3, 4}) {
    const XoiRun run = run_xoi("complete - --difficulty " + std::to_string(level), kDraft6x6);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_TRUE(mentions(run.out, "# xoi complete - --seed 1 --difficulty " + std::to_string(level) + "\n"))
        << run.out;
    EXPECT_EQ(run_xoi("grade -", run.out).out.substr(0, 8), "level: " + std::to_string(level)) << run.out;
    const auto puzzle = parse_grid(run.out);
    ASSERT_TRUE(puzzle.has_value()) << run.out;
    EXPECT_TRUE(fits_givens(*parse_grid(kDraft6x6), *puzzle)) << run.out;
    EXPECT_EQ(count_binox_by_brute_force(*puzzle), 1u) << run.out;
  }
  // --minimal-for 3: graded at most 3, and said in the recipe.
  const XoiRun weaker = run_xoi("complete - --minimal-for 3", kDraft6x6);
  ASSERT_EQ(weaker.exit_code, 0) << weaker.err;
  EXPECT_TRUE(mentions(weaker.out, "# xoi complete - --seed 1 --minimal-for 3\n")) << weaker.out;
  const std::string weaker_grade = run_xoi("grade -", weaker.out).out;
  EXPECT_TRUE(weaker_grade.starts_with("level: 1") || weaker_grade.starts_with("level: 2") ||
              weaker_grade.starts_with("level: 3"))
      << weaker_grade;
  // A level that 6x6 Binox does not reach from this draft: exit 3 after the tries.
  const XoiRun none = run_xoi("complete - --difficulty 5 --max-attempts 20", kDraft6x6);
  EXPECT_EQ(none.exit_code, 3) << none.out;
  EXPECT_TRUE(mentions(none.out, "no puzzle of that level in 20 attempts")) << none.out;
  EXPECT_EQ(run_xoi("complete - --difficulty 2", empty_grid_text("troix", 6, 6)).exit_code, 2);
  EXPECT_EQ(run_xoi("complete - --difficulty hard", kDraft6x6).exit_code, 2);
}

// The cells whose givens go together with (r, c) under a half turn or a
// left-right mirror, worked out from coordinates.
std::vector<std::pair<int, int>> group_of(const Grid& grid, int r, int c, const std::string& symmetry) {
  std::vector<std::pair<int, int>> group{{r, c}};
  if (symmetry == "rotate-2") group.emplace_back(grid.rows - 1 - r, grid.cols - 1 - c);
  if (symmetry == "mirror-2") group.emplace_back(r, grid.cols - 1 - c);
  return group;
}

char& at(Grid& grid, int r, int c) { return grid.cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]; }

// Under --symmetry the pattern of givens is symmetric, the cells mirroring
// a draft given are givens too, and (after --review search --trim) no
// symmetric group of givens can go: brute force at 6x6.
TEST(Complete, SymmetryMakesASymmetricPatternMinimalByGroups) {
  const auto draft = parse_grid(kCrowdedDraft6x6);
  ASSERT_TRUE(draft.has_value());
  for (const std::string symmetry : {"rotate-2", "mirror-2"}) {
    for (int seed = 1; seed <= 3; ++seed) {
      const std::string options = " --symmetry " + symmetry + " --seed " + std::to_string(seed);
      const XoiRun kept = run_xoi("complete - --review none" + options, kCrowdedDraft6x6);
      ASSERT_EQ(kept.exit_code, 0) << kept.err;
      EXPECT_TRUE(mentions(kept.out, "# xoi complete - --seed " + std::to_string(seed) + " --review none --symmetry " +
                                         symmetry + "\n"))
          << kept.out;
      const XoiRun run = run_xoi("complete - --review search --trim" + options, kCrowdedDraft6x6);
      ASSERT_EQ(run.exit_code, 0) << run.err;
      for (const XoiRun* out : {&kept, &run}) {
        auto puzzle = parse_grid(out->out);
        ASSERT_TRUE(puzzle.has_value()) << out->out;
        EXPECT_EQ(count_binox_by_brute_force(*puzzle), 1u) << out->out;
        for (int r = 0; r < puzzle->rows; ++r)
          for (int c = 0; c < puzzle->cols; ++c)
            for (const auto& [ir, ic] : group_of(*puzzle, r, c, symmetry))
              EXPECT_EQ(at(*puzzle, r, c) == '.', at(*puzzle, ir, ic) == '.') << out->out;
      }
      auto kept_puzzle = parse_grid(kept.out);
      EXPECT_TRUE(fits_givens(*draft, *kept_puzzle)) << kept.out;
      // Each group left in the trimmed puzzle is needed.
      auto puzzle = parse_grid(run.out);
      for (int r = 0; r < puzzle->rows; ++r)
        for (int c = 0; c < puzzle->cols; ++c) {
          if (at(*puzzle, r, c) == '.') continue;
          Grid fewer = *puzzle;
          for (const auto& [ir, ic] : group_of(fewer, r, c, symmetry)) at(fewer, ir, ic) = '.';
          EXPECT_GT(count_binox_by_brute_force(fewer), 1u) << "r" << r + 1 << "c" << c + 1 << "\n" << run.out;
        }
      EXPECT_TRUE(mentions(run.out, "# minimal: yes")) << run.out;
    }
  }
  EXPECT_EQ(run_xoi("complete - --symmetry spin", kDraft6x6).exit_code, 2);
  const XoiRun oblong = run_xoi("complete - --symmetry rotate-4", empty_grid_text("binox", 6, 8));
  EXPECT_EQ(oblong.exit_code, 2);
  EXPECT_TRUE(mentions(oblong.err, "square")) << oblong.err;
}

// --out DIR writes each draft's puzzle as DIR/NAME.txt, the very bytes it
// prints without --out, and its solution as DIR/NAME.sol with the same
// comment lines; NAME numbers the drafts of a file that holds several.
TEST(Complete, OutWritesThePuzzleAndItsSolution) {
  const ScratchDirectory dir("xoi-complete-out");
  const ScratchFile drafts(kDraft6x6 + "\n" + kCrowdedDraft6x6);
  const std::string stem = std::filesystem::path(drafts.path()).stem().string();
  const XoiRun run = run_xoi("complete '" + drafts.path() + "' --seed 3 --out '" + dir.path().string() + "'");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const XoiRun printed = run_xoi("complete '" + drafts.path() + "' --seed 3");
  std::vector<std::string> listed;
  for (const int k : {1, 2}) {
    const std::filesystem::path txt = dir.path() / (stem + "-" + std::to_string(k) + "-seed-3.txt");
    const std::filesystem::path sol = dir.path() / (stem + "-" + std::to_string(k) + "-seed-3.sol");
    listed.push_back(txt.string());
    const std::string puzzle_text = read_text(txt);
    EXPECT_TRUE(mentions(printed.out, puzzle_text)) << puzzle_text << "\nnot printed as:\n" << printed.out;
    const auto puzzle = parse_grid(puzzle_text), solution = parse_grid(read_text(sol));
    ASSERT_TRUE(puzzle.has_value() && solution.has_value()) << txt;
    EXPECT_TRUE(obeys_rules(*solution)) << read_text(sol);
    EXPECT_TRUE(fits_givens(*puzzle, *solution)) << read_text(sol);
    EXPECT_EQ(count_binox_by_brute_force(*puzzle), 1u) << puzzle_text;
    // The same comment lines, the recipe first.
    const auto comments = [](const std::string& text) {
      std::vector<std::string> lines = split_lines(text);
      std::erase_if(lines, [](const std::string& line) { return !line.starts_with('#'); });
      return lines;
    };
    EXPECT_EQ(comments(puzzle_text), comments(read_text(sol)));
  }
  EXPECT_EQ(split_lines(run.out), listed) << run.out;
  // One draft from stdin: "stdin-seed-S"; a directory that cannot be made: exit 2.
  const XoiRun one = run_xoi("complete - --out '" + dir.path().string() + "'", kDraft6x6);
  EXPECT_EQ(one.out, (dir.path() / "stdin-seed-1.txt").string() + "\n") << one.err;
  const XoiRun json = run_xoi("complete - --json --out '" + dir.path().string() + "'", kDraft6x6);
  EXPECT_TRUE(mentions(json.out, "\"written\":\"" + (dir.path() / "stdin-seed-1.txt").string() + "\""))
      << json.out;
  // Another FILE of the same name would overwrite them: refused, exit 2.
  const ScratchDirectory other("xoi-complete-out-other");
  std::filesystem::create_directories(other.path());
  const std::filesystem::path twin = other.path() / std::filesystem::path(drafts.path()).filename();
  std::filesystem::copy_file(drafts.path(), twin);
  const std::string twin_dir = (dir.path() / "twins").string();
  const XoiRun twins = run_xoi("complete '" + drafts.path() + "' '" + twin.string() + "' --out '" + twin_dir + "'");
  EXPECT_EQ(twins.exit_code, 2) << twins.err;
  EXPECT_EQ(split_lines(twins.out).size(), 2u) << twins.out;
  EXPECT_TRUE(mentions(twins.err, "--out would write " + stem + "-1-seed-1.txt again")) << twins.err;
  const ScratchFile not_a_directory("x");
  EXPECT_EQ(run_xoi("complete - --out '" + not_a_directory.path() + "/sub'", kDraft6x6).exit_code, 2);
}

// --progress and --stats speak on stderr only: stdout is the same bytes.
// (An interval of a microsecond prints at nearly every check, the review's
// included.)
TEST(Complete, ProgressAndStatsGoToStderr) {
  const XoiRun plain = run_xoi("complete - --review search", kCrowdedDraft6x6);
  const XoiRun watched = run_xoi("complete - --review search --progress=0.000001 --stats", kCrowdedDraft6x6);
  ASSERT_EQ(watched.exit_code, 0) << watched.err;
  EXPECT_EQ(watched.out, plain.out);
  EXPECT_TRUE(mentions(watched.err, "xoi: progress: seed 1, level ")) << watched.err;
  EXPECT_TRUE(mentions(watched.err, "xoi: progress: seed 1, review of the draft's givens, level 5 (search)"))
      << watched.err;
  EXPECT_TRUE(mentions(watched.err, "draft: -\nattempts: 1\n")) << watched.err;
  EXPECT_TRUE(mentions(watched.err, "\nsearch-nodes: ")) << watched.err;
  EXPECT_EQ(plain.err, "");
  EXPECT_EQ(run_xoi("complete - --progress=0", kCrowdedDraft6x6).exit_code, 2);
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
  EXPECT_TRUE(mentions(run.out, "\"draft_givens\":3,\"draft_review\":\"propagation\",\"draft_unneeded\":["))
      << run.out;
  const XoiRun trimmed = run_xoi("complete - --json --trim --review search", kCrowdedDraft6x6);
  EXPECT_TRUE(mentions(trimmed.out, "\"draft_dropped\":[\"")) << trimmed.out;
  EXPECT_TRUE(mentions(trimmed.out, "\"minimal\":true}")) << trimmed.out;
  // Not minimal: seed 1 keeps a draft given that follows from the others.
  EXPECT_TRUE(mentions(run.out, "\"minimal\":false}")) << run.out;
}

}  // namespace
}  // namespace xoi::cli_test

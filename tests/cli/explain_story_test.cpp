// xoi explain, checked through its event stream: replaying the conclusions
// from the givens reproduces the solution; every line-rule conclusion and
// contradiction follows from its stated premises by brute force on the line
// (explain_support.hpp says what is checked and what is not); an unsolvable
// puzzle's story ends in the contradiction that proves it.
#include <gtest/gtest.h>

#include "tests/cli/explain_support.hpp"

namespace xoi::explain_test {
namespace {

struct Case {
  const char* file;  // under data/, without .txt
  int level;
};

std::string case_name(const ::testing::TestParamInfo<Case>& info) {
  std::string name = std::string(info.param.file) + "_level" + std::to_string(info.param.level);
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

class ExplainData : public ::testing::TestWithParam<Case> {};

// The cases cover every rule: run-length and balance (level 1), hashed
// distinct lines (level 2 on binox), line tables with claimed rows (binox up
// to 14x14), the line-consistency programme (binox 20x20, troix 9x9 at level
// 3), probing (level 4) and search with a failed guess (troix 9x9-2).
const Case kCases[] = {
    {"binox/binox-6x6-seed-example", 5}, {"binox/tatham-8x8-easy-1", 1},   {"binox/tatham-8x8-easy-1", 2},
    {"binox/tatham-10x10-normal-1", 5},  {"binox/tatham-14x14-normal-1", 2}, {"binox/tatham-20x20-normal-1", 3},
    {"troix/xoi-6x6-1", 1},              {"troix/xoi-9x9-1", 3},           {"troix/xoi-9x9-2", 4},
    {"troix/xoi-9x9-2", 5},              {"troix/xoi-12x12-1", 4},         {"troix/xoi-12x12-2", 5},
};

TEST_P(ExplainData, ReplayingTheConclusionsReproducesTheSolution) {
  const Case c = GetParam();
  const cli::Explanation x = explain_text(read_one(data_file(std::string(c.file) + ".txt")), c.level);
  const PuzzleText solution = read_one(data_file(std::string(c.file) + ".sol"));
  cli::EventReplay replay(x.initial);
  bool solved_event = false;
  for (const cli::Event& e : x.log.events()) {
    replay.apply(e);
    if (e.kind == cli::EventKind::Solution) {
      solved_event = true;
      break;  // the search stops here: the replayed grid is its solution
    }
  }
  EXPECT_EQ(replay.mismatches(), 0) << "a deduction's 'before' is not the replayed domain";
  EXPECT_EQ(solved_event, c.level == 5);
  int open = 0;
  for (std::size_t i = 0; i < x.grid.cells.size(); ++i) {
    const Domain d = replay.domain(x.grid.cells[i]);
    if (!d.fixed()) {
      ++open;
      continue;
    }
    EXPECT_EQ(d.min(), solution.cells[i]) << cli::cell_name(x.grid, static_cast<int>(i));
  }
  if (x.verdict == cli::Verdict::Solved) {
    EXPECT_EQ(open, 0);
  }
  // Levels below what the puzzle needs may stop early; what they fix must still agree.
  EXPECT_TRUE(x.verdict == cli::Verdict::Solved || x.verdict == cli::Verdict::Stuck);
}

TEST_P(ExplainData, EveryLineConclusionFollowsFromItsPremises) {
  const Case c = GetParam();
  const cli::Explanation x = explain_text(read_one(data_file(std::string(c.file) + ".txt")), c.level);
  cli::EventReplay replay(x.initial);
  int checked = 0, probing_or_search = 0;
  for (const cli::Event& e : x.log.events()) {
    if (e.kind == cli::EventKind::Deduction && !e.rule.empty()) {
      const DomainBits removed = static_cast<DomainBits>(e.before.bits & ~e.after.bits);
      const int cell = static_cast<int>(std::find(x.grid.cells.begin(), x.grid.cells.end(), e.var) - x.grid.cells.begin());
      EXPECT_TRUE(follows_on_a_line(x.grid, replay.domains(), e.premises, cell, removed))
          << e.rule << " at " << cli::cell_name(x.grid, cell);
      ++checked;
    } else if (e.kind == cli::EventKind::Failure) {
      EXPECT_TRUE(follows_on_a_line(x.grid, replay.domains(), e.premises, -1, 0)) << "contradiction by " << e.rule;
      ++checked;
    } else if (e.kind == cli::EventKind::Deduction) {
      ++probing_or_search;
    }
    replay.apply(e);
  }
  EXPECT_GT(checked, 0);
  if (c.level == 4 || x.search.stats.nodes > 1) {
    EXPECT_GT(probing_or_search, 0);
  }
}

INSTANTIATE_TEST_SUITE_P(Puzzles, ExplainData, ::testing::ValuesIn(kCases), case_name);

// Search with probing at every node: the trials nest below the node's
// decision depth, so the replay still ends at the solution.
TEST(ExplainReplay, SearchWithProbingAtEveryNodeReplaysToTheSolution) {
  SearchOptions options;
  options.probe_every_node = true;
  // `xoi generate binox 14x14 --seed 2 --difficulty 5`: needs guesses even with probing.
  const PuzzleText puzzle = parse_one(
    "binox 14x14\n"
    ". . X . . . . . O . O . . .\n"
    ". . X . . . . . . . X X . .\n"
    "X . . . . X . . . . . X . .\n"
    ". . X . . . . . . . . . . X\n"
    ". . X . . . . . . O . . . .\n"
    ". . . O . O . . . . . . . O\n"
    "X . . . . O . . . . . X . .\n"
    ". . O O . . . . O . . . O .\n"
    ". . . O . . . X . X . . . .\n"
    ". . . . . . . . . X . . . .\n"
    "O . . O . . . . . . . . . .\n"
    ". . . . . . O O . . . . O .\n"
    "O . . . . . O . . O O . . X\n"
    ". . . . . . . . . O . . . .\n");
  const cli::Explanation x = explain_text(puzzle, 5, options);
  ASSERT_EQ(x.verdict, cli::Verdict::Solved);
  cli::EventReplay replay(x.initial);
  int deepest_trial = 0;
  for (const cli::Event& e : x.log.events()) {
    replay.apply(e);
    if (e.kind == cli::EventKind::Decision) deepest_trial = std::max(deepest_trial, e.depth);
    if (e.kind == cli::EventKind::Solution) break;
  }
  EXPECT_EQ(replay.mismatches(), 0);
  EXPECT_GT(deepest_trial, 1) << "some trial ran below a guess";
  for (std::size_t i = 0; i < x.grid.cells.size(); ++i) {
    const Domain d = replay.domain(x.grid.cells[i]);
    ASSERT_TRUE(d.fixed());
    EXPECT_EQ(d, x.final[static_cast<std::size_t>(x.grid.cells[i])]) << "the search's own solution";
  }
}

// The check above can fail: the same premises do not prove a different value.
TEST(ExplainPremiseCheck, RejectsAConclusionThePremisesDoNotProve) {
  const cli::Explanation x = explain_text(read_one(data_file("binox/tatham-8x8-easy-1.txt")), 1);
  cli::EventReplay replay(x.initial);
  int rejected = 0;
  for (const cli::Event& e : x.log.events()) {
    if (e.kind == cli::EventKind::Deduction && e.rule == "run-length") {
      const int cell = static_cast<int>(std::find(x.grid.cells.begin(), x.grid.cells.end(), e.var) - x.grid.cells.begin());
      const DomainBits kept = e.after.bits;  // claim the opposite: the value that stayed goes
      rejected += follows_on_a_line(x.grid, replay.domains(), e.premises, cell, kept) ? 0 : 1;
      rejected += follows_on_a_line(x.grid, replay.domains(), {}, cell,
                                    static_cast<DomainBits>(e.before.bits & ~e.after.bits)) ? 0 : 1;
      EXPECT_EQ(rejected % 2, 0) << "checker accepted a step without premises";
    }
    replay.apply(e);
  }
  EXPECT_GT(rejected, 0);
}

// A puzzle whose givens propagate into a contradiction: the story ends there.
TEST(ExplainUnsolvable, StoryEndsInTheContradictionThatProvesIt) {
  // Row 1 forces O at c3, and column 3 has O at r2 and r3: three O.
  const PuzzleText puzzle = parse_one("binox 4x4\nX X . .\n. . O .\n. . O .\n. . . .\n");
  for (const int level : {1, 3, 5}) {
    const cli::Explanation x = explain_text(puzzle, level);
    EXPECT_EQ(x.verdict, cli::Verdict::NoSolution) << "level " << level;
    const std::vector<cli::StoryStep> steps = cli::story_of(x);
    ASSERT_GE(steps.size(), 2u);
    EXPECT_EQ(steps.back().kind, cli::StepKind::End);
    EXPECT_EQ(steps.back().text, "no solution");
    const cli::StoryStep& last = steps[steps.size() - 2];
    EXPECT_EQ(last.kind, cli::StepKind::Contradiction) << last.text;
    EXPECT_EQ(last.text.rfind("contradiction: ", 0), 0u) << last.text;
    EXPECT_FALSE(last.premises.empty());
  }
}

TEST(ExplainUnsolvable, GivensThatBreakARuleAreTheContradiction) {
  const cli::Explanation x = explain_text(parse_one("binox 4x4\nX X X .\n. . . .\n. . . .\n. . . .\n"), 1);
  const std::vector<cli::StoryStep> steps = cli::story_of(x);
  ASSERT_GE(steps.size(), 2u);
  EXPECT_EQ(steps[steps.size() - 2].text.find("contradiction: row 1 has X at c1, c2 and c3 (no three in a row)"), 0u)
      << steps[steps.size() - 2].text;
}

// The wording of the issue, on a run-length step and a balance step.
TEST(ExplainStory, WordsTheRulesForPeople) {
  const cli::Explanation x = explain_text(read_one(data_file("binox/binox-6x6-seed-example.txt")), 1);
  const std::vector<cli::StoryStep> steps = cli::story_of(x);
  ASSERT_GE(steps.size(), 3u);
  EXPECT_EQ(steps[0].text, "row 1: X at c2 and c3, so c1 and c4 are O (no three in a row)");
  EXPECT_EQ(steps[1].text, "row 1 has its 3 X, so c5 is O (balance)");
  EXPECT_EQ(steps[0].premises, (std::vector<int>{1, 2}));
  EXPECT_EQ(steps[0].conclusions, (std::vector<int>{0, 3}));
  EXPECT_EQ(steps.back().text.rfind("stuck: level 1 (counting)", 0), 0u) << steps.back().text;
}

// Distinct lines name only the complete line a completion would equal.
TEST(ExplainStory, DistinctLinesNameTheLineThatWouldBeEqualled) {
  const cli::Explanation x = explain_text(read_one(data_file("binox/tatham-8x8-easy-1.txt")), 2);
  const std::vector<cli::StoryStep> steps = cli::story_of(x);
  ASSERT_GE(steps.size(), 21u);
  EXPECT_EQ(steps[20].text, "row 1 would equal row 5 unless c7 is O (distinct rows)");
  std::vector<int> expected = {0, 1, 2, 3, 7};  // row 1's fixed cells
  for (int c = 32; c < 40; ++c) expected.push_back(c);  // row 5
  EXPECT_EQ(steps[20].premises, expected);
}

TEST(ExplainStory, ShowsGuessesContradictionsAndBacktracks) {
  const cli::Explanation x = explain_text(read_one(data_file("troix/xoi-9x9-2.txt")), 5, min_value_search());
  const std::vector<cli::StoryStep> steps = cli::story_of(x);
  int guesses = 0, contradictions = 0, backtracks = 0, branches = 0;
  for (const cli::StoryStep& s : steps) {
    guesses += s.kind == cli::StepKind::Guess ? 1 : 0;
    contradictions += s.kind == cli::StepKind::Contradiction ? 1 : 0;
    backtracks += s.kind == cli::StepKind::Backtrack ? 1 : 0;
    branches += s.kind == cli::StepKind::OtherBranch ? 1 : 0;
    if (s.kind == cli::StepKind::Guess) {
      EXPECT_EQ(s.text.rfind("guess r", 0), 0u) << s.text;
    }
  }
  EXPECT_EQ(guesses, 1);
  EXPECT_EQ(contradictions, 1);
  EXPECT_EQ(backtracks, 1);
  EXPECT_EQ(branches, 1);
  EXPECT_EQ(steps.back().text, "solved");
}

// Probing tells only the trials that fail: each is followed by its
// contradiction, the undo, and the value it removes.
TEST(ExplainStory, ProbingTellsOnlyTrialsThatFail) {
  const cli::Explanation x = explain_text(read_one(data_file("troix/xoi-12x12-1.txt")), 4);
  std::size_t decisions = 0;
  for (const cli::Event& e : x.log.events()) decisions += e.kind == cli::EventKind::Decision ? 1 : 0;
  const std::vector<cli::StoryStep> steps = cli::story_of(x);
  std::size_t trials = 0;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    if (steps[i].kind != cli::StepKind::Trial) continue;
    ++trials;
    std::size_t j = i + 1;
    while (j < steps.size() && steps[j].kind == cli::StepKind::Deduction) ++j;
    ASSERT_LT(j + 2, steps.size());
    EXPECT_EQ(steps[j].kind, cli::StepKind::Contradiction) << steps[i].text;
    EXPECT_EQ(steps[j + 1].kind, cli::StepKind::Backtrack);
    EXPECT_EQ(steps[j + 2].kind, cli::StepKind::ProbingResult);
    EXPECT_EQ(steps[j + 2].conclusions, steps[i].conclusions);
  }
  EXPECT_GE(trials, 1u);
  EXPECT_GT(decisions, trials) << "the log holds every trial, the story only the failed ones";
  EXPECT_EQ(steps.back().text, "solved by level 4 (probing) alone");
}

}  // namespace
}  // namespace xoi::explain_test

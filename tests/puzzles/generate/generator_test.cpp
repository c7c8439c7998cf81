// Generated puzzles, checked without taking the generator's word: exactly one
// solution (an independent search, and brute force on 6x6 Binox), the
// solution obeys the rules and keeps every given, every given is needed at
// the level the puzzle claims, the grader agrees with the claimed level, and
// the same seed gives the same puzzle.
#include "puzzles/generate/generator.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <set>
#include <string>
#include <utility>

#include "puzzles/generate/generated_text.hpp"
#include "puzzles/generate/grade.hpp"
#include "puzzles/registry.hpp"
#include "tests/cli/grid_rules.hpp"
#include "tests/engine/search/grid_models.hpp"

namespace xoi {
namespace {

struct Sample {
  const char* kind;
  int rows, cols;
  std::optional<Level> difficulty;
  std::uint64_t seed;
  std::optional<Level> minimal_for = std::nullopt;  // GenerateRequest::minimal_for
  Symmetry symmetry = Symmetry::None;
};

// The level every given must be needed for: the difficulty's, else the
// requested one, else uniqueness (level 5), the generator's default.
Level expected_minimal_for(const Sample& s) {
  return s.difficulty ? *s.difficulty : s.minimal_for.value_or(Level::Search);
}

std::string describe(const Sample& s) {
  return std::string(s.kind) + " " + std::to_string(s.rows) + "x" + std::to_string(s.cols) + " level " +
         (s.difficulty ? std::to_string(level_number(*s.difficulty)) : "default") + " seed " + std::to_string(s.seed) +
         (s.minimal_for ? " minimal for " + std::to_string(level_number(*s.minimal_for)) : "") +
         (s.symmetry != Symmetry::None ? " symmetry " + std::string(symmetry_name(s.symmetry)) : "");
}

GeneratedPuzzle generate(const Sample& s, double fraction = 0) {
  GenerateRequest request;
  request.rows = s.rows;
  request.cols = s.cols;
  request.difficulty = s.difficulty;
  request.givens_fraction = fraction;
  request.minimal_for = s.minimal_for;
  request.symmetry = s.symmetry;
  std::string error;
  std::optional<Generator> generator = Generator::create(*find_kind(s.kind), request, error);
  EXPECT_TRUE(generator.has_value()) << error;
  std::optional<GeneratedPuzzle> puzzle = generator->generate(s.seed);
  EXPECT_TRUE(puzzle.has_value()) << describe(s);
  return puzzle.value_or(GeneratedPuzzle{});
}

PuzzleText text_of(const Sample& s, const Givens& cells) {
  PuzzleText text;
  text.kind = s.kind;
  text.dims = {s.rows, s.cols};
  text.cells = cells;
  return text;
}

// Solutions of the puzzle, counted to 2 by a search on a freshly built model.
std::uint64_t count_to_two(const Sample& s, const Givens& givens, std::vector<Value>* first = nullptr) {
  Model model;
  EXPECT_FALSE(find_kind(s.kind)->build(text_of(s, givens), RuleSet{}, model).has_value());
  SearchOptions options;
  options.limits.solutions = 2;
  const SearchResult result = depth_first_search(*model.space, options);
  EXPECT_TRUE(result.decided());
  if (first != nullptr && result.found())
    for (const VarId v : model.cells) first->push_back(result.first_solution[static_cast<std::size_t>(v)].min());
  return result.stats.solutions;
}

cli_test::Grid grid_of(const Sample& s, const Givens& cells) {
  const std::string_view symbols = find_kind(s.kind)->syntax.symbols;
  cli_test::Grid grid{s.kind, s.rows, s.cols, {}};
  for (int r = 0; r < s.rows; ++r) {
    std::string row;
    for (int c = 0; c < s.cols; ++c) {
      const std::int8_t v = cells[static_cast<std::size_t>(r * s.cols + c)];
      row += v < 0 ? '.' : symbols[static_cast<std::size_t>(v)];
    }
    grid.cells.push_back(row);
  }
  return grid;
}

// The cells whose givens go together with `cell`'s under the sample's
// symmetry, `cell` included: the images under the symmetry's turns or
// mirrors, worked out here from coordinates (not by the generator's code).
std::set<int> images_of(const Sample& s, int cell) {
  const int r = cell / s.cols, c = cell % s.cols, last_row = s.rows - 1, last_col = s.cols - 1;
  std::set<std::pair<int, int>> at{{r, c}};
  switch (s.symmetry) {
    case Symmetry::None:
      break;
    case Symmetry::Rotate4:
      // Four quarter turns of a square: (r, c) -> (c, n-1-r).
      for (int turn = 0, row = r, col = c; turn < 3; ++turn) {
        const int next_row = col, next_col = last_row - row;
        row = next_row;
        col = next_col;
        at.insert({row, col});
      }
      break;
    case Symmetry::Rotate2:
      at.insert({last_row - r, last_col - c});
      break;
    case Symmetry::Mirror4:
      at.insert({last_row - r, c});
      at.insert({last_row - r, last_col - c});
      [[fallthrough]];
    case Symmetry::Mirror2:
      at.insert({r, last_col - c});
      break;
  }
  std::set<int> cells;
  for (const auto& [row, col] : at) cells.insert(row * s.cols + col);
  return cells;
}

// The pattern of givens is the same under the symmetry.
void expect_symmetric(const Sample& s, const GeneratedPuzzle& p) {
  for (int cell = 0; cell < s.rows * s.cols; ++cell)
    for (const int image : images_of(s, cell))
      EXPECT_EQ(p.givens[static_cast<std::size_t>(cell)] >= 0, p.givens[static_cast<std::size_t>(image)] >= 0)
          << "cell " << cell << " and its image " << image;
}

// Without any one given (any one symmetric group of givens), the puzzle is
// no longer solved at `level`.
void expect_minimal(const Sample& s, const GeneratedPuzzle& p) {
  std::string error;
  std::optional<Reasoner> reasoner =
      Reasoner::create(*find_kind(s.kind), {s.rows, s.cols}, std::min(p.minimal_for, Level::LineConsistency), error);
  ASSERT_TRUE(reasoner.has_value()) << error;
  Givens fewer = p.givens;
  for (std::size_t i = 0; i < fewer.size(); ++i) {
    const std::set<int> group = images_of(s, static_cast<int>(i));
    if (fewer[i] < 0 || *group.begin() != static_cast<int>(i)) continue;
    for (const int cell : group) fewer[static_cast<std::size_t>(cell)] = -1;
    if (p.minimal_for == Level::Search) {
      EXPECT_EQ(count_to_two(s, fewer), 2u) << describe(s) << " given " << i << " is not needed";
    } else {
      Reasoner::Question question;
      question.probing = p.minimal_for == Level::Probing;
      EXPECT_NE(reasoner->reason(fewer, question), Verdict::Solved) << describe(s) << " given " << i << " is not needed";
    }
    for (const int cell : group) fewer[static_cast<std::size_t>(cell)] = p.givens[static_cast<std::size_t>(cell)];
  }
}

// How hard within its level (GradeResult): a weaker level leaves some of the
// open cells to the puzzle's own level, and a level-4 puzzle needs probing to
// remove at least one value, each removal a value of a cell left open.
void expect_graded_within_level(const Sample& s, const GeneratedPuzzle& p, const GradeResult& grade) {
  const int open_at_start = static_cast<int>(std::count(p.givens.begin(), p.givens.end(), std::int8_t{-1}));
  if (p.level == Level::Counting) {
    EXPECT_EQ(grade.open_after_weaker_level, -1);
  } else {
    EXPECT_GT(grade.open_after_weaker_level, 0);
    EXPECT_LE(grade.open_after_weaker_level, open_at_start);
  }
  if (p.level == Level::Probing) {
    const auto values_left_open = static_cast<std::uint64_t>(grade.open_after_weaker_level) *
                                  (find_kind(s.kind)->syntax.symbols.size() - 1);
    EXPECT_GE(grade.probing.removals, 1u);
    EXPECT_LE(grade.probing.removals, values_left_open);
  } else {
    EXPECT_EQ(grade.probing.removals, 0u);
  }
  if (p.level == Level::Search) {
    EXPECT_GE(grade.search.stats.nodes, 2u);  // at least one guess
  }
}

void check_sample(const Sample& s) {
  SCOPED_TRACE(describe(s));
  const GeneratedPuzzle p = generate(s);
  ASSERT_EQ(p.givens.size(), static_cast<std::size_t>(s.rows * s.cols));
  EXPECT_EQ(p.seed, s.seed);
  EXPECT_TRUE(p.minimal);
  if (s.difficulty) {
    EXPECT_EQ(p.level, *s.difficulty);
  }
  EXPECT_EQ(p.minimal_for, expected_minimal_for(s));
  // Without a difficulty a puzzle is graded at most the level it is minimal for.
  EXPECT_LE(p.level, p.minimal_for);
  int givens = 0;
  for (const std::int8_t g : p.givens) givens += g >= 0 ? 1 : 0;
  EXPECT_EQ(givens, p.given_count);

  // The solution obeys the rules and keeps every given (an independent checker).
  const cli_test::Grid puzzle_grid = grid_of(s, p.givens), solution_grid = grid_of(s, p.solution);
  EXPECT_TRUE(cli_test::obeys_rules(solution_grid));
  EXPECT_TRUE(cli_test::fits_givens(puzzle_grid, solution_grid));

  // Exactly one solution, and it is the one written beside the puzzle.
  std::vector<Value> found;
  EXPECT_EQ(count_to_two(s, p.givens, &found), 1u);
  EXPECT_EQ(found, std::vector<Value>(p.solution.begin(), p.solution.end()));
  if (std::string(s.kind) == "binox" && s.rows == 6 && s.cols == 6) {
    EXPECT_EQ(cli_test::count_binox_by_brute_force(puzzle_grid), 1u);
  }

  // The grader agrees with the level written on the puzzle.
  std::string error;
  const std::optional<GradeResult> grade = grade_puzzle(*find_kind(s.kind), text_of(s, p.givens), {}, error);
  ASSERT_TRUE(grade.has_value()) << error;
  EXPECT_EQ(grade->outcome, GradeOutcome::Graded);
  EXPECT_EQ(grade->level, p.level);
  EXPECT_EQ(grade->solution, p.solution);
  expect_graded_within_level(s, p, *grade);

  expect_symmetric(s, p);
  expect_minimal(s, p);
}

TEST(Generator, BinoxAtEveryLevelOfSmallSizes) {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    check_sample({"binox", 6, 6, std::nullopt, seed});
    check_sample({"binox", 6, 6, Level::Counting, seed});
    check_sample({"binox", 6, 6, Level::DistinctLines, seed});
    check_sample({"binox", 8, 8, Level::LineConsistency, seed});
    check_sample({"binox", 8, 8, Level::Probing, seed});
    check_sample({"binox", 10, 10, std::nullopt, seed});
    check_sample({"binox", 10, 10, std::nullopt, seed, Level::LineConsistency});
  }
}

TEST(Generator, BinoxRectangularAndLarger) {
  check_sample({"binox", 6, 10, std::nullopt, 4});
  check_sample({"binox", 12, 8, Level::LineConsistency, 5});
  check_sample({"binox", 14, 14, std::nullopt, 6});
  check_sample({"binox", 14, 14, std::nullopt, 6, Level::LineConsistency});
  check_sample({"binox", 14, 14, Level::Probing, 7});
}

// Minimal for a level below uniqueness: every given is needed for that
// level, and the puzzle is graded at most it.
TEST(Generator, MinimalForAWeakerLevel) {
  check_sample({"binox", 10, 10, std::nullopt, 5, Level::Counting});
  check_sample({"binox", 10, 10, std::nullopt, 5, Level::DistinctLines});
  check_sample({"binox", 10, 10, std::nullopt, 5, Level::Probing});
  check_sample({"troix", 12, 12, std::nullopt, 5, Level::LineConsistency});
}

TEST(Generator, BinoxNeedingSearchIsMinimalForUniqueness) {
  check_sample({"binox", 14, 14, Level::Search, 1});
}

// Every given is needed for uniqueness, whatever grade the puzzle comes
// out: the default, and the same when asked for by name.
TEST(Generator, UniqueMinimalAtAnyGrade) {
  check_sample({"binox", 10, 10, std::nullopt, 3, Level::Search});
  check_sample({"binox", 14, 14, std::nullopt, 2, Level::Search});
  check_sample({"troix", 9, 9, std::nullopt, 2, Level::Search});
  EXPECT_EQ(generate({"binox", 10, 10, std::nullopt, 3}).givens,
            generate({"binox", 10, 10, std::nullopt, 3, Level::Search}).givens);
}

TEST(Generator, TroixAtItsLevels) {
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    check_sample({"troix", 6, 6, Level::Counting, seed});
    check_sample({"troix", 9, 9, std::nullopt, seed});
    check_sample({"troix", 9, 9, std::nullopt, seed, Level::LineConsistency});
    check_sample({"troix", 9, 9, Level::LineConsistency, seed});
    check_sample({"troix", 9, 9, Level::Probing, seed});
  }
  check_sample({"troix", 6, 12, std::nullopt, 3});
}

// Symmetric patterns: every sample is unique, graded as it says, symmetric,
// and minimal by groups (no group of givens can go). Odd sides have cells
// that are their own image (Troix 9x9's centre, 15x15's middle lines).
TEST(Generator, SymmetricPatternsOfGivens) {
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    check_sample({"binox", 10, 10, std::nullopt, seed, std::nullopt, Symmetry::Rotate2});
    check_sample({"binox", 10, 10, std::nullopt, seed, std::nullopt, Symmetry::Rotate4});
    check_sample({"binox", 8, 12, std::nullopt, seed, std::nullopt, Symmetry::Mirror2});
    check_sample({"binox", 10, 10, std::nullopt, seed, std::nullopt, Symmetry::Mirror4});
    check_sample({"troix", 9, 9, std::nullopt, seed, std::nullopt, Symmetry::Rotate4});
    check_sample({"troix", 9, 15, std::nullopt, seed, std::nullopt, Symmetry::Mirror4});
    check_sample({"binox", 10, 10, Level::Probing, seed, std::nullopt, Symmetry::Rotate2});
    check_sample({"binox", 12, 12, std::nullopt, seed, Level::LineConsistency, Symmetry::Mirror2});
  }
  // The same seed gives the same puzzle; the symmetry changes it.
  const Sample a{"binox", 10, 10, std::nullopt, 7, std::nullopt, Symmetry::Rotate2};
  EXPECT_EQ(generate(a).givens, generate(a).givens);
  EXPECT_NE(generate(a).givens, generate({"binox", 10, 10, std::nullopt, 7}).givens);
}

TEST(Generator, SameSeedSamePuzzleOtherSeedOtherPuzzle) {
  const Sample a{"binox", 10, 10, std::nullopt, 42};
  const GeneratedPuzzle first = generate(a), again = generate(a);
  EXPECT_EQ(first.givens, again.givens);
  EXPECT_EQ(first.solution, again.solution);
  EXPECT_EQ(first.level, again.level);
  const GeneratedPuzzle other = generate({"binox", 10, 10, std::nullopt, 43});
  EXPECT_NE(first.solution, other.solution);
}

// With a node budget too small to decide most second-solution searches,
// the givens they keep are listed, and exactly those: every other given is
// proved needed (an independent count), and the puzzle is still unique.
TEST(Generator, ListsTheGivensWhoseCheckHitTheNodeLimit) {
  std::size_t unproved = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const Sample s{"binox", 8, 8, std::nullopt, seed};
    SCOPED_TRACE(describe(s));
    GenerateRequest request;
    request.rows = request.cols = 8;
    request.uniqueness_node_limit = 1;
    std::string error;
    std::optional<Generator> generator = Generator::create(*find_kind("binox"), request, error);
    ASSERT_TRUE(generator.has_value()) << error;
    const std::optional<GeneratedPuzzle> p = generator->generate(seed);
    ASSERT_TRUE(p.has_value());
    EXPECT_EQ(p->minimal, p->unproved.empty());
    EXPECT_TRUE(std::is_sorted(p->unproved.begin(), p->unproved.end()));
    EXPECT_EQ(std::adjacent_find(p->unproved.begin(), p->unproved.end()), p->unproved.end());
    EXPECT_EQ(count_to_two(s, p->givens), 1u);
    Givens fewer = p->givens;
    for (std::size_t cell = 0; cell < fewer.size(); ++cell) {
      if (fewer[cell] < 0) continue;
      if (std::binary_search(p->unproved.begin(), p->unproved.end(), static_cast<int>(cell))) continue;
      fewer[cell] = -1;
      EXPECT_EQ(count_to_two(s, fewer), 2u) << "given " << cell << " is not needed and not listed";
      fewer[cell] = p->givens[cell];
    }
    for (const int cell : p->unproved) EXPECT_GE(p->givens[static_cast<std::size_t>(cell)], 0) << cell;
    // One entry for each check that stopped (at this budget they are all
    // needed givens: the counts above cannot tell a missing entry).
    EXPECT_EQ(p->unproved.size(), generator->statistics().removal.undecided);
    unproved += p->unproved.size();
  }
  EXPECT_GT(unproved, 0u) << "the budget of one node decided every check: the test shows nothing";
}

// The puzzle's comment names the givens not proved needed, rows and columns from 1.
TEST(Generator, NotProvedMinimalNamesTheUnprovedGivens) {
  GenerateRequest request;
  request.rows = 6;
  request.cols = 8;
  GeneratedPuzzle puzzle;
  puzzle.seed = 5;
  puzzle.givens.assign(48, 0);
  puzzle.solution.assign(48, 0);
  puzzle.given_count = 48;
  puzzle.minimal_for = Level::Search;
  puzzle.unproved = {0, 9, 47};
  EXPECT_EQ(generated_text("binox", request, puzzle).puzzle.comments.back(),
            "minimal: not proved (3 givens' second-solution searches hit their node limit: r1c1 r2c2 r6c8)");
  puzzle.unproved = {10};
  EXPECT_EQ(generated_text("binox", request, puzzle).solution.comments.back(),
            "minimal: not proved (1 given's second-solution search hit its node limit: r2c3)");
  puzzle.unproved.clear();
  puzzle.minimal = true;
  EXPECT_EQ(generated_text("binox", request, puzzle).puzzle.comments.back(), "minimal: yes, for level 5 (search)");
}

TEST(Generator, GivensFractionKeepsMoreAndStaysUnique) {
  const Sample s{"binox", 10, 10, std::nullopt, 9};
  const GeneratedPuzzle minimal = generate(s);
  const GeneratedPuzzle kept = generate(s, 0.5);
  EXPECT_EQ(kept.given_count, 50);
  EXPECT_GT(kept.given_count, minimal.given_count);
  EXPECT_FALSE(kept.minimal);
  EXPECT_EQ(count_to_two(s, kept.givens), 1u);
  // A fraction below the minimum leaves the minimal puzzle, and says so.
  const GeneratedPuzzle low = generate(s, 0.01);
  EXPECT_EQ(low.givens, minimal.givens);
  EXPECT_FALSE(low.kept_more);
  EXPECT_EQ(low.minimal, minimal.minimal);
}

// With a difficulty above the weakest level, the givens a fraction keeps are
// given back to the level's minimal puzzle (stopping the removal early left
// a puzzle the weakest level solves, and no try of the level came out): the
// puzzle has its level, one solution, the fraction of givens, and holds the
// minimal puzzle of the same seed. Where it has fewer givens than asked,
// each cell left would have made it easier (checked by the grader).
TEST(Generator, GivensFractionWithADifficultyKeepsTheLevel) {
  const Sample samples[] = {
      {"binox", 10, 10, Level::DistinctLines, 1},   {"binox", 10, 10, Level::LineConsistency, 2},
      {"binox", 10, 10, Level::Probing, 3},         {"binox", 10, 10, Level::Search, 4},
      {"binox", 12, 12, Level::Probing, 5},         {"troix", 9, 9, Level::LineConsistency, 1},
      {"troix", 12, 12, Level::Probing, 2},         {"troix", 12, 12, Level::Search, 3},
      {"binox", 10, 10, Level::Probing, 6, std::nullopt, Symmetry::Rotate2},
      {"troix", 12, 12, Level::Search, 7, std::nullopt, Symmetry::Mirror2},
  };
  for (const Sample& s : samples) {
    for (const double fraction : {0.55, 0.7}) {
      SCOPED_TRACE(describe(s) + " givens " + std::to_string(fraction));
      const GeneratedPuzzle minimal = generate(s);
      const GeneratedPuzzle kept = generate(s, fraction);
      const int target = static_cast<int>(std::lround(fraction * s.rows * s.cols));  // (whole for these)
      EXPECT_LT(kept.given_count, target + 4);  // an orbit has at most four cells
      EXPECT_EQ(kept.short_of_fraction, std::max(0, target - kept.given_count));
      EXPECT_EQ(static_cast<int>(std::count_if(kept.givens.begin(), kept.givens.end(),
                                               [](std::int8_t v) { return v >= 0; })),
                kept.given_count);
      EXPECT_TRUE(kept.kept_more);
      EXPECT_FALSE(kept.minimal);
      EXPECT_EQ(kept.level, *s.difficulty);
      EXPECT_EQ(kept.solution, minimal.solution);
      for (std::size_t i = 0; i < kept.givens.size(); ++i) {
        if (minimal.givens[i] >= 0) {
          EXPECT_EQ(kept.givens[i], minimal.givens[i]) << "cell " << i;
        }
        if (kept.givens[i] >= 0) {
          EXPECT_EQ(kept.givens[i], kept.solution[i]) << "cell " << i;
        }
      }
      EXPECT_EQ(count_to_two(s, kept.givens), 1u);
      std::string error;
      const std::optional<GradeResult> grade = grade_puzzle(*find_kind(s.kind), text_of(s, kept.givens), {}, error);
      ASSERT_TRUE(grade.has_value()) << error;
      EXPECT_EQ(grade->level, *s.difficulty);
      expect_symmetric(s, kept);
      if (kept.short_of_fraction > 0) {
        for (std::size_t i = 0; i < kept.givens.size(); ++i) {
          if (kept.givens[i] >= 0) continue;
          Givens more = kept.givens;
          for (const int cell : images_of(s, static_cast<int>(i)))
            more[static_cast<std::size_t>(cell)] = kept.solution[static_cast<std::size_t>(cell)];
          const std::optional<GradeResult> easier = grade_puzzle(*find_kind(s.kind), text_of(s, more), {}, error);
          ASSERT_TRUE(easier.has_value()) << error;
          EXPECT_LT(easier->level, *s.difficulty) << "cell " << i << " could have been given";
        }
      }
      GenerateRequest request;
      request.rows = s.rows;
      request.cols = s.cols;
      EXPECT_TRUE(generated_text(s.kind, request, kept).puzzle.comments.back().starts_with("minimal: no (--givens keeps more"));
    }
  }
}

TEST(Generator, RefusesImpossibleRequests) {
  const Kind& troix = *find_kind("troix");
  // create() refuses exactly what request_problem() names (the command line
  // checks with the latter before any model is built), with its message.
  const auto refusal = [&troix](const GenerateRequest& request) {
    std::string error;
    const bool created = Generator::create(troix, request, error).has_value();
    EXPECT_EQ(error, Generator::request_problem(troix, request));
    EXPECT_EQ(created, error.empty());
    return error;
  };
  GenerateRequest request;
  request.rows = 9;
  request.cols = 9;
  EXPECT_EQ(refusal(request), "");
  request.difficulty = Level::DistinctLines;
  EXPECT_NE(refusal(request).find("no level 2"), std::string::npos);
  request.difficulty.reset();
  request.givens_fraction = 1.5;
  EXPECT_NE(refusal(request).find("between 0 and 1"), std::string::npos);
  request.givens_fraction = 0;
  request.minimal_for = Level::Search;
  request.difficulty = Level::LineConsistency;
  EXPECT_NE(refusal(request).find("--minimal-for 5 (or --unique-minimal)"), std::string::npos);
  request.difficulty = Level::Search;  // the same level twice is fine
  EXPECT_EQ(refusal(request), "");
  request.difficulty.reset();
  request.minimal_for = Level::DistinctLines;  // Troix has no level 2
  EXPECT_NE(refusal(request).find("no level 2"), std::string::npos);
  request.minimal_for.reset();
  request.max_attempts = 0;
  EXPECT_NE(refusal(request).find("at least one attempt"), std::string::npos);
  request.max_attempts = 1;
  request.rows = 12;  // quarter turns need a square
  request.symmetry = Symmetry::Rotate4;
  EXPECT_NE(refusal(request).find("rotate-4 needs a square grid"), std::string::npos);
  request.symmetry = Symmetry::Rotate2;
  EXPECT_EQ(refusal(request), "");
  request.symmetry = Symmetry::None;
  request.rows = 7;
  EXPECT_NE(refusal(request).find("multiples of 3"), std::string::npos);
  EXPECT_NE(Generator::request_problem(*find_kind("ttt"), request).find("cannot generate"),
            std::string::npos);
}

TEST(Generator, GivesUpAfterMaxAttemptsOnALevelTheSizeLacks) {
  // Every level-3-minimal 6x6 Troix puzzle seen so far is solved at level 1.
  GenerateRequest request;
  request.rows = 6;
  request.cols = 6;
  request.difficulty = Level::Search;
  request.max_attempts = 5;
  std::string error;
  std::optional<Generator> generator = Generator::create(*find_kind("troix"), request, error);
  ASSERT_TRUE(generator.has_value()) << error;
  Generator::Failure failure = Generator::Failure::NoGrid;
  EXPECT_FALSE(generator->generate(1, &failure).has_value());
  EXPECT_EQ(failure, Generator::Failure::AttemptsExhausted);
  EXPECT_EQ(generator->statistics().attempts, 5u);
}

TEST(Generator, StopsOnItsStopConditionsAndIsWholeAgainAfter) {
  GenerateRequest request;
  request.rows = 12;
  request.cols = 12;
  std::string error;
  // A deadline already past: nothing is made, and that is said.
  request.stop.deadline = std::chrono::steady_clock::now();
  std::optional<Generator> late = Generator::create(*find_kind("troix"), request, error);
  ASSERT_TRUE(late.has_value()) << error;
  Generator::Failure failure = Generator::Failure::NoGrid;
  EXPECT_FALSE(late->generate(1, &failure).has_value());
  EXPECT_EQ(failure, Generator::Failure::Stopped);

  // An interrupt flag: clear, the puzzle is the one made without any stop
  // conditions; set, the generator stops; cleared again, it makes the same
  // puzzles as before (stopping left nothing behind in its models).
  std::atomic<bool> interrupt{false};
  request.stop = {};
  std::optional<Generator> plain = Generator::create(*find_kind("troix"), request, error);
  request.stop.interrupt = &interrupt;
  std::optional<Generator> watched = Generator::create(*find_kind("troix"), request, error);
  ASSERT_TRUE(plain.has_value() && watched.has_value()) << error;
  const std::optional<GeneratedPuzzle> expected = plain->generate(5);
  ASSERT_TRUE(expected.has_value());
  const std::optional<GeneratedPuzzle> first = watched->generate(5);
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->givens, expected->givens);
  interrupt = true;
  EXPECT_FALSE(watched->generate(6, &failure).has_value());
  EXPECT_EQ(failure, Generator::Failure::Stopped);
  interrupt = false;
  const std::optional<GeneratedPuzzle> again = watched->generate(5);
  ASSERT_TRUE(again.has_value());
  EXPECT_EQ(again->givens, expected->givens);
  EXPECT_EQ(again->level, expected->level);
  EXPECT_TRUE(again->minimal);

  // Stopped in its very first propagation: the generator must still make the
  // same puzzles afterwards (a stop may not drop what was still to run).
  std::atomic<bool> at_once{true};
  request.stop.interrupt = &at_once;
  std::optional<Generator> stopped_first = Generator::create(*find_kind("troix"), request, error);
  ASSERT_TRUE(stopped_first.has_value()) << error;
  EXPECT_FALSE(stopped_first->generate(5, &failure).has_value());
  EXPECT_EQ(failure, Generator::Failure::Stopped);
  at_once = false;
  for (const std::uint64_t seed : {5, 6, 7}) {
    const std::optional<GeneratedPuzzle> made = stopped_first->generate(seed), fresh = plain->generate(seed);
    ASSERT_TRUE(made.has_value() && fresh.has_value());
    EXPECT_EQ(made->givens, fresh->givens) << "seed " << seed;
  }
}

// A draft's own givens (xoi complete): the propagation review names givens
// that can all go, among those the search review names; after the search
// review's removals every draft given left is needed (an independent count
// to two); a stop gives no review and leaves the generator whole.
TEST(Generator, ReviewsADraftsOwnGivens) {
  const Sample s{"troix", 12, 12, std::nullopt, 3};
  // The draft: every third cell of a generated solution.
  const GeneratedPuzzle source = generate(s);
  GenerateRequest request;
  request.rows = s.rows;
  request.cols = s.cols;
  request.draft.assign(source.solution.size(), -1);
  for (std::size_t cell = 0; cell < source.solution.size(); cell += 3) request.draft[cell] = source.solution[cell];
  std::atomic<bool> interrupt{false};
  request.stop.interrupt = &interrupt;
  std::string error;
  std::optional<Generator> generator = Generator::create(*find_kind(s.kind), request, error);
  ASSERT_TRUE(generator.has_value()) << error;
  int named = 0, by_search_only = 0;
  for (const std::uint64_t seed : {1, 2, 3}) {
    const std::optional<GeneratedPuzzle> made = generator->generate(seed);
    ASSERT_TRUE(made.has_value());
    const std::optional<Generator::DraftReview> cheap = generator->review_draft(*made, Level::LineConsistency);
    const std::optional<Generator::DraftReview> exact = generator->review_draft(*made, Level::Search);
    ASSERT_TRUE(cheap.has_value() && exact.has_value());
    EXPECT_FALSE(cheap->exact);
    EXPECT_TRUE(exact->exact);
    EXPECT_TRUE(exact->unproved.empty());
    named += static_cast<int>(exact->unneeded.size());
    by_search_only += static_cast<int>(exact->unneeded.size() - cheap->unneeded.size());
    for (const int cell : cheap->unneeded)
      EXPECT_TRUE(std::find(exact->unneeded.begin(), exact->unneeded.end(), cell) != exact->unneeded.end()) << cell;
    Givens fewer = made->givens;
    for (const int cell : exact->unneeded) {
      ASSERT_GE(request.draft[static_cast<std::size_t>(cell)], 0) << "not a draft given: " << cell;
      fewer[static_cast<std::size_t>(cell)] = -1;
    }
    EXPECT_EQ(count_to_two(s, fewer), 1u) << "seed " << seed;
    for (std::size_t cell = 0; cell < fewer.size(); ++cell) {
      if (request.draft[cell] < 0 || fewer[cell] < 0) continue;
      Givens without = fewer;
      without[cell] = -1;
      EXPECT_EQ(count_to_two(s, without), 2u) << "draft given " << cell << " is not needed, seed " << seed;
    }
    interrupt = true;
    EXPECT_FALSE(generator->review_draft(*made, Level::Search).has_value());
    interrupt = false;
    const std::optional<Generator::DraftReview> again = generator->review_draft(*made, Level::Search);
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(again->unneeded, exact->unneeded);
  }
  EXPECT_GT(named, 0) << "no draft given was ever unneeded: the review is not tried";
  EXPECT_GT(by_search_only, 0) << "the search review never went past the propagation review's findings";
}

// A draft completed under a symmetry: the draft's givens stay with their
// values, the cells mirroring them become givens too, the pattern is
// symmetric and has one solution, and every group of givens the generator
// added is needed. The search review then drops whole groups, and after it
// every group, draft givens' included, is needed (independent counts).
TEST(Generator, CompletesADraftUnderASymmetry) {
  int dropped = 0;
  for (const Symmetry symmetry : {Symmetry::Rotate2, Symmetry::Rotate4, Symmetry::Mirror4}) {
    const Sample s{"binox", 10, 10, std::nullopt, 1, std::nullopt, symmetry};
    SCOPED_TRACE(describe(s));
    // The draft: every seventh cell of a generated solution (no symmetric pattern).
    const GeneratedPuzzle source = generate({"binox", 10, 10, std::nullopt, 4});
    GenerateRequest request;
    request.rows = s.rows;
    request.cols = s.cols;
    request.symmetry = symmetry;
    request.draft.assign(source.solution.size(), -1);
    for (std::size_t cell = 0; cell < source.solution.size(); cell += 7) request.draft[cell] = source.solution[cell];
    std::string error;
    std::optional<Generator> generator = Generator::create(*find_kind(s.kind), request, error);
    ASSERT_TRUE(generator.has_value()) << error;
    for (const std::uint64_t seed : {1, 2}) {
      const std::optional<GeneratedPuzzle> made = generator->generate(seed);
      ASSERT_TRUE(made.has_value());
      for (std::size_t cell = 0; cell < made->givens.size(); ++cell) {
        if (request.draft[cell] < 0) continue;
        EXPECT_EQ(made->givens[cell], request.draft[cell]) << "draft cell " << cell;
      }
      expect_symmetric(s, *made);
      EXPECT_EQ(count_to_two(s, made->givens), 1u) << "seed " << seed;
      // Each group the generator added is needed (the draft's groups were not its to drop).
      for (int cell = 0; cell < s.rows * s.cols; ++cell) {
        const std::set<int> group = images_of(s, cell);
        const bool holds_draft = std::any_of(group.begin(), group.end(), [&](int member) {
          return request.draft[static_cast<std::size_t>(member)] >= 0;
        });
        if (*group.begin() != cell || holds_draft || made->givens[static_cast<std::size_t>(cell)] < 0) continue;
        Givens fewer = made->givens;
        for (const int member : group) fewer[static_cast<std::size_t>(member)] = -1;
        EXPECT_EQ(count_to_two(s, fewer), 2u) << "added group of cell " << cell << " is not needed, seed " << seed;
      }
      const std::optional<Generator::DraftReview> review = generator->review_draft(*made, Level::Search);
      ASSERT_TRUE(review.has_value());
      EXPECT_TRUE(review->exact);
      GeneratedPuzzle trimmed = *made;
      for (const int cell : review->dropped) trimmed.givens[static_cast<std::size_t>(cell)] = -1;
      for (const int cell : review->unneeded)
        EXPECT_TRUE(std::binary_search(review->dropped.begin(), review->dropped.end(), cell)) << cell;
      dropped += static_cast<int>(review->dropped.size());
      expect_symmetric(s, trimmed);
      EXPECT_EQ(count_to_two(s, trimmed.givens), 1u) << "seed " << seed;
      expect_minimal(s, trimmed);  // (trimmed.minimal_for: Search, made's)
    }
  }
  EXPECT_GT(dropped, 0) << "no group with a draft given was ever dropped: the review is not tried";
}

}  // namespace
}  // namespace xoi

// Tests of the ttt kind (puzzles/ttt/ttt.hpp): the header and its x=K
// parameter, the 3^3 optimum 4 proven, symmetry breaking on and off giving
// the same optimum on every 2D board up to 5x5 and on 3^3, and givens kept
// (with only the symmetries that fix them).
#include "puzzles/ttt/ttt.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "engine/search/branch_and_bound.hpp"
#include "puzzles/registry.hpp"
#include "puzzles/ttt/board_geometry.hpp"

namespace xoi {
namespace {

PuzzleText parse_one(const std::string& text) {
  ParseResult parsed = parse_puzzles(text, "test", all_kind_syntaxes());
  EXPECT_FALSE(parsed.error) << parsed.error->describe();
  EXPECT_EQ(parsed.puzzles.size(), 1u);
  return parsed.puzzles.empty() ? PuzzleText{} : parsed.puzzles.front();
}

struct Solved {
  OptimisationResult result;
  std::vector<int> board;  // per cell: 0 = X, 1 = O
};

Solved optimise(const std::string& text, bool symmetry_breaking = true) {
  const PuzzleText puzzle = parse_one(text);
  Model model;
  RuleSet rules;
  rules.symmetry_breaking = symmetry_breaking;
  const auto error = find_kind("ttt")->build(puzzle, rules, model);
  EXPECT_FALSE(error) << error->describe();
  Solved s{branch_and_bound(*model.space, {}, *model.objective), {}};
  if (s.result.found())
    for (const VarId v : model.cells) s.board.push_back(s.result.best[static_cast<std::size_t>(v)].min());
  return s;
}

// Counted here from the geometry, independently of the propagator.
int monochromatic_lines(const ttt::Board& board, const std::vector<int>& cells) {
  int count = 0;
  for (const auto& line : ttt::board_lines(board)) {
    bool same = true;
    for (const int c : line) same &= cells[static_cast<std::size_t>(c)] == cells[static_cast<std::size_t>(line[0])];
    count += same;
  }
  return count;
}

int x_count(const std::vector<int>& cells) { return static_cast<int>(std::ranges::count(cells, 0)); }

// Built by appending: "literal" + std::string trips a false -Wrestrict in GCC 12 at -O3.
std::string header(int side, int dimensions, int xs = -1) {
  std::string h = "ttt ";
  h.append(std::to_string(side));
  for (int k = 1; k < dimensions; ++k) h.append("x").append(std::to_string(side));
  if (xs >= 0) h.append(" x=").append(std::to_string(xs));
  return h.append("\n");
}

TEST(Ttt, ProvesTheCubeOptimumIsFour) {
  const Solved s = optimise("ttt 3x3x3\n");
  ASSERT_TRUE(s.result.found());
  EXPECT_TRUE(s.result.proven());
  EXPECT_EQ(s.result.best_cost, 4);
  EXPECT_EQ(s.result.lower_bound, 4);
  EXPECT_EQ(x_count(s.board), 14);  // ceil(27 / 2)
  EXPECT_EQ(monochromatic_lines({3, 3}, s.board), 4);
}

TEST(Ttt, SymmetryBreakingKeepsTheOptimumOfTheCube) {
  const Solved on = optimise("ttt 3x3x3 x=14\n", true);
  const Solved off = optimise("ttt 3x3x3 x=14\n", false);
  EXPECT_EQ(on.result.best_cost, off.result.best_cost);
  EXPECT_TRUE(off.result.proven());
  EXPECT_LT(on.result.search.stats.nodes, off.result.search.stats.nodes);
}

TEST(Ttt, SymmetryBreakingKeepsTheOptimumOfEverySquareBoard) {
  for (int side = 3; side <= 5; ++side) {
    const int cells = side * side;
    for (int xs = 0; xs <= cells; ++xs) {
      const std::string text = header(side, 2, xs);
      const Solved on = optimise(text, true);
      const Solved off = optimise(text, false);
      ASSERT_TRUE(on.result.proven() && off.result.proven());
      EXPECT_EQ(on.result.best_cost, off.result.best_cost) << text;
      EXPECT_EQ(monochromatic_lines({side, 2}, on.board), on.result.best_cost) << text;
      EXPECT_EQ(x_count(on.board), xs);
    }
  }
}

// Every board of cost 4 (the optimum), listed by a search with the cost
// limited to 5: with symmetry breaking one per class, and the classes' sizes
// (48 over the stabiliser, from the images) add up to the boards found without it.
std::vector<std::vector<int>> optimal_cube_boards(bool symmetry_breaking) {
  const PuzzleText puzzle = parse_one("ttt 3x3x3 x=14\n");
  Model model;
  RuleSet rules;
  rules.symmetry_breaking = symmetry_breaking;
  EXPECT_FALSE(find_kind("ttt")->build(puzzle, rules, model));
  model.objective->bound->reset(5);
  std::vector<std::vector<int>> boards;
  SearchOptions options;
  options.limits.solutions = 0;
  depth_first_search(*model.space, options, [&](const Space& s) {
    std::vector<int> board;
    for (const VarId v : model.cells) board.push_back(s.domain(v).min());
    boards.push_back(board);
  });
  return boards;
}

TEST(Ttt, OptimalCubeBoardsUpToSymmetryAccountForEveryOptimalBoard) {
  const std::vector<std::vector<int>> classes = optimal_cube_boards(true);
  const std::vector<std::vector<int>> all = optimal_cube_boards(false);
  const std::vector<std::vector<int>> group = ttt::board_symmetries({3, 3});
  std::set<std::vector<int>> every(all.begin(), all.end());
  EXPECT_EQ(every.size(), all.size());
  std::size_t covered = 0;
  for (const auto& board : classes) {
    EXPECT_EQ(monochromatic_lines({3, 3}, board), 4);
    std::set<std::vector<int>> orbit;
    for (const auto& image : group) {
      std::vector<int> moved(board.size());
      for (std::size_t c = 0; c < board.size(); ++c) moved[static_cast<std::size_t>(image[c])] = board[c];
      orbit.insert(moved);
      EXPECT_TRUE(every.contains(moved));
    }
    covered += orbit.size();
  }
  EXPECT_EQ(covered, all.size());  // no class is listed twice and none is missing
}

TEST(Ttt, DefaultCountIsHalfRoundedUp) {
  EXPECT_EQ(x_count(optimise("ttt 3x3\n").board), 5);
  EXPECT_EQ(x_count(optimise("ttt 4x4\n").board), 8);
  EXPECT_EQ(optimise("ttt 3x3\n").result.best_cost, 0);  // the drawn game of noughts and crosses
}

TEST(Ttt, GivensAreKeptAndOnlyTheirSymmetriesUsed) {
  // A corner O, an X beside it and an X in the opposite corner: of the 48
  // symmetries only the swap of the two outer axes fixes all three; the
  // optimum must agree with the one found without symmetry breaking.
  const std::string text =
      "ttt 3x3x3 x=14\n"
      "O X .\n. . .\n. . .\n\n"
      ". . .\n. . .\n. . .\n\n"
      ". . .\n. . .\n. . X\n";
  const Solved on = optimise(text, true);
  const Solved off = optimise(text, false);
  ASSERT_TRUE(on.result.found());
  EXPECT_EQ(on.board[0], 1);
  EXPECT_EQ(on.board[1], 0);
  EXPECT_EQ(on.board[26], 0);
  EXPECT_EQ(on.result.best_cost, off.result.best_cost);
  EXPECT_EQ(monochromatic_lines({3, 3}, on.board), on.result.best_cost);
}

TEST(Ttt, TooManyGivenXIsInfeasible) {
  const Solved s = optimise("ttt 3x3 x=1\nX X .\n. . .\n. . .\n");
  EXPECT_FALSE(s.result.found());
  EXPECT_TRUE(s.result.proven());
}

TEST(Ttt, RejectsBadCountsAndSizes) {
  Model model;
  for (const std::string bad : {"ttt 3x3 x=10\n", "ttt 3x3 x=-1\n", "ttt 3x3 x=abc\n", "ttt 3x3 x=4.5\n"}) {
    const auto error = find_kind("ttt")->build(parse_one(bad), {}, model);
    ASSERT_TRUE(error) << bad;
    EXPECT_NE(error->message.find("number of X"), std::string::npos) << error->message;
  }
  for (const std::string bad : {"ttt 2x2\n", "ttt 3x4\n", "ttt 3\n", "ttt 3x3x3x3x3x3x3\n", "ttt 3x3 y=2\n"}) {
    EXPECT_TRUE(parse_puzzles(bad, "test", all_kind_syntaxes()).error) << bad;
  }
}

}  // namespace
}  // namespace xoi

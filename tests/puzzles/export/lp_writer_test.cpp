// The LP export against brute force: on small puzzles, the feasible points of
// the exported 0-1 program, read on the cell variables, are exactly the
// puzzle's solutions (each one obeys the rules; none is missing).
#include "puzzles/export/lp_writer.hpp"

#include <gtest/gtest.h>

#include <sstream>

#include "tests/puzzles/export/export_cases.hpp"
#include "tests/puzzles/export/tiny_ilp.hpp"

namespace xoi::export_test {
namespace {

// Every solution of the exported program as a grid string.
std::set<std::string> lp_solutions(const ExportGrid& grid, const std::string& lp) {
  std::string error;
  const std::optional<ZeroOneProgram> program = parse_lp(lp, error);
  EXPECT_TRUE(program) << error;
  if (!program) return {};
  std::map<std::string, std::size_t> index;
  for (std::size_t i = 0; i < program->variables.size(); ++i) index[program->variables[i]] = i;
  std::set<std::string> solutions;
  for (const std::string& point : TinyIlp(*program).feasible_points()) {
    const std::string cells = decode_cells(grid, [&](int r, int c, int s) {
      const std::string name = "x_" + std::to_string(r) + "_" + std::to_string(c) + "_" +
                               grid.symbols[static_cast<std::size_t>(s)];
      return point.at(index.at(name)) == '1';
    });
    EXPECT_TRUE(solutions.insert(cells).second) << "two feasible points give the grid " << cells;
  }
  return solutions;
}

class LpWriterTest : public ::testing::TestWithParam<ExportCase> {};

TEST_P(LpWriterTest, FeasiblePointsAreExactlyTheSolutions) {
  const PuzzleText puzzle = parse_case(GetParam());
  std::string error;
  const std::optional<ExportGrid> grid = export_grid(puzzle, error);
  ASSERT_TRUE(grid) << error;
  std::ostringstream lp;
  write_lp(*grid, lp);
  const Grid text = grid_of_text(GetParam().text);
  const std::set<std::string> expected = brute_force_solutions(text);
  ASSERT_EQ(expected.size(), GetParam().solutions);
  const std::set<std::string> found = lp_solutions(*grid, lp.str());
  EXPECT_EQ(found, expected);
  for (const std::string& cells : found) {
    EXPECT_TRUE(cli_test::obeys_rules(grid_of(text, cells))) << cells;
    EXPECT_TRUE(cli_test::fits_givens(text, grid_of(text, cells))) << cells;
  }
}

INSTANTIATE_TEST_SUITE_P(SmallPuzzles, LpWriterTest, ::testing::ValuesIn(small_cases()),
                         [](const auto& test) { return std::string(test.param.name); });

TEST(LpWriter, FormulationHasTheDocumentedShape) {
  const PuzzleText puzzle = parse_case(small_cases()[1]);  // binox 4x4 with two givens
  std::string error;
  std::ostringstream lp;
  write_lp(*export_grid(puzzle, error), lp);
  const std::optional<ZeroOneProgram> program = parse_lp(lp.str(), error);
  ASSERT_TRUE(program) << error;
  // 32 cell variables; 6 pairs of rows and 6 of columns, 4 indicators each.
  EXPECT_EQ(program->variables.size(), 32U + 12U * 4U);
  std::map<std::string, int> by_kind;
  for (const LinearConstraint& c : program->constraints) ++by_kind[c.name.substr(0, c.name.find('_'))];
  EXPECT_EQ(by_kind["cell"], 16);
  EXPECT_EQ(by_kind["given"], 2);
  EXPECT_EQ(by_kind["window"], 8 * 2 * 2);   // 8 lines, 2 windows each, 2 symbols
  EXPECT_EQ(by_kind["balance"], 8 * 2);
  EXPECT_EQ(by_kind["eq"], 12 * 4 * 4);      // four inequalities per indicator
  EXPECT_EQ(by_kind["differ"], 12);
}

TEST(LpWriter, RefusesTicTacToe) {
  const ParseResult parsed = parse_puzzles("ttt 3x3x3 x=14\n", "t", all_kind_syntaxes());
  std::string error;
  EXPECT_FALSE(export_grid(parsed.puzzles.at(0), error));
  EXPECT_NE(error.find("Binox and Troix"), std::string::npos) << error;
}

}  // namespace
}  // namespace xoi::export_test

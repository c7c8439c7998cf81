// The CNF export against brute force: on small puzzles, the models of the
// exported formula, read on the cell variables, are exactly the puzzle's
// solutions (sound: each obeys the rules; complete: none is missing).
#include "puzzles/export/cnf_writer.hpp"

#include <gtest/gtest.h>

#include <sstream>

#include "tests/puzzles/export/export_cases.hpp"
#include "tests/puzzles/export/tiny_sat.hpp"

namespace xoi::export_test {
namespace {

std::set<std::string> cnf_solutions(const ExportGrid& grid, const std::string& text) {
  const std::optional<Cnf> cnf = parse_dimacs(text);
  EXPECT_TRUE(cnf) << "not DIMACS CNF, or the header does not match the clauses";
  if (!cnf) return {};
  const int cells = grid.rows * grid.cols * grid.symbol_count();
  std::set<std::string> solutions;
  for (const std::string& model : TinySat(*cnf, cells).projected_models()) {
    const std::string decoded = decode_cells(grid, [&](int r, int c, int s) {
      return model.at(static_cast<std::size_t>(cnf_cell_variable(grid, r, c, s) - 1)) == '1';
    });
    EXPECT_TRUE(solutions.insert(decoded).second) << "two models give the grid " << decoded;
  }
  return solutions;
}

class CnfWriterTest : public ::testing::TestWithParam<ExportCase> {};

TEST_P(CnfWriterTest, ModelsAreExactlyTheSolutions) {
  const PuzzleText puzzle = parse_case(GetParam());
  std::string error;
  const std::optional<ExportGrid> grid = export_grid(puzzle, error);
  ASSERT_TRUE(grid) << error;
  std::ostringstream cnf;
  write_cnf(*grid, cnf);
  const Grid text = grid_of_text(GetParam().text);
  const std::set<std::string> expected = brute_force_solutions(text);
  ASSERT_EQ(expected.size(), GetParam().solutions);
  const std::set<std::string> found = cnf_solutions(*grid, cnf.str());
  EXPECT_EQ(found, expected);
  for (const std::string& cells : found) {
    EXPECT_TRUE(cli_test::obeys_rules(grid_of(text, cells))) << cells;
    EXPECT_TRUE(cli_test::fits_givens(text, grid_of(text, cells))) << cells;
  }
}

INSTANTIATE_TEST_SUITE_P(SmallPuzzles, CnfWriterTest, ::testing::ValuesIn(small_cases()),
                         [](const auto& test) { return std::string(test.param.name); });

TEST(CnfWriter, HeaderCountsVariablesAndClauses) {
  const PuzzleText puzzle = parse_case(small_cases()[0]);  // binox 4x4, empty
  std::string error;
  std::ostringstream out;
  write_cnf(*export_grid(puzzle, error), out);
  const std::optional<Cnf> cnf = parse_dimacs(out.str());
  ASSERT_TRUE(cnf);
  // Cells: 16 x (1 + 1) clauses. Lines: 8 x 2 symbols x (2 windows + a
  // sequential counter over 4 cells, at most 2: 3 registers of 2 = 6 variables
  // and 2 + 5 + 5 + 1 = 13 clauses). Distinct: 12 pairs x (4 variables, 9 clauses).
  EXPECT_EQ(cnf->variables, 32 + 16 * 6 + 12 * 4);
  EXPECT_EQ(cnf->clauses.size(), 32U + 16U * (2U + 13U) + 12U * 9U);
}

TEST(CnfWriter, CellVariablesAreNumberedRowMajorBySymbol) {
  ExportGrid grid;
  grid.rows = 3, grid.cols = 6, grid.symbols = "XOI";
  EXPECT_EQ(cnf_cell_variable(grid, 0, 0, 0), 1);
  EXPECT_EQ(cnf_cell_variable(grid, 0, 0, 2), 3);
  EXPECT_EQ(cnf_cell_variable(grid, 0, 1, 0), 4);
  EXPECT_EQ(cnf_cell_variable(grid, 2, 5, 2), 54);
}

}  // namespace
}  // namespace xoi::export_test

// The exported models solved by real solvers, when installed: CaDiCaL
// (Debian package cadical, /usr/bin/cadical) on `xoi export --format cnf`
// and CBC (Debian package coinor-cbc, /usr/bin/cbc) on `--format lp`. Each
// answer is decoded back into a grid and must equal the puzzle's known unique
// solution (data/ NAME.sol) and obey the rules by tests/cli/grid_rules.hpp.
// Without the solver the test is skipped with a message.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "tests/cli/grid_rules.hpp"
#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

const char* const kPuzzles[] = {"binox/binox-6x6-seed-example.txt", "binox/tatham-10x10-normal-1.txt",
                                "troix/xoi-6x6-1.txt", "troix/xoi-12x12-1.txt"};

int run_shell(const std::string& command) {
  const int status = std::system(command.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The solved grid from "cell (r, c) holds symbol s" facts, as solution text.
std::string grid_text(const Grid& puzzle, const std::vector<std::string>& cells) {
  std::string text = puzzle.kind + " " + std::to_string(puzzle.rows) + "x" + std::to_string(puzzle.cols) + "\n";
  for (const std::string& row : cells) text += row + "\n";
  return text;
}

void expect_solution(const std::string& relative, const std::string& decoded) {
  const std::optional<Grid> puzzle = parse_grid(read_text(data_path(relative)));
  std::string sol_path = data_path(relative);
  sol_path.replace(sol_path.size() - 4, 4, ".sol");
  const std::optional<Grid> expected = parse_grid(read_text(sol_path));
  const std::optional<Grid> solution = parse_grid(decoded);
  ASSERT_TRUE(puzzle && expected && solution) << decoded;
  EXPECT_TRUE(obeys_rules(*solution)) << decoded;
  EXPECT_TRUE(fits_givens(*puzzle, *solution)) << decoded;
  EXPECT_EQ(solution->cells, expected->cells) << relative;
}

TEST(ExportSolvers, CadicalSolvesTheCnf) {
  if (!std::filesystem::exists("/usr/bin/cadical")) GTEST_SKIP() << "cadical not installed (Debian package cadical)";
  for (const char* relative : kPuzzles) {
    const ScratchFile cnf({}, ".cnf"), answer;
    ASSERT_EQ(run_xoi("export --format cnf -o '" + cnf.path() + "' '" + data_path(relative) + "'").exit_code, 0);
    // CaDiCaL exits 10 for satisfiable.
    ASSERT_EQ(run_shell("timeout 120 /usr/bin/cadical -q '" + cnf.path() + "' >'" + answer.path() + "'"), 10) << relative;
    const Grid puzzle = *parse_grid(read_text(data_path(relative)));
    const int symbols = static_cast<int>(symbols_of(puzzle.kind).size());
    std::vector<std::string> cells(static_cast<std::size_t>(puzzle.rows), std::string(static_cast<std::size_t>(puzzle.cols), '?'));
    for (const std::string& line : split_lines(answer.contents())) {
      if (line.rfind("v ", 0) != 0) continue;
      std::istringstream literals(line.substr(2));
      long literal = 0;
      while (literals >> literal) {
        const long index = literal - 1;  // x(r,c,s) = 1 + (r*cols + c)*symbols + s
        if (literal <= 0 || index >= static_cast<long>(puzzle.rows) * puzzle.cols * symbols) continue;
        const auto cell = static_cast<int>(index / symbols), s = static_cast<int>(index % symbols);
        cells[static_cast<std::size_t>(cell / puzzle.cols)][static_cast<std::size_t>(cell % puzzle.cols)] =
            symbols_of(puzzle.kind)[static_cast<std::size_t>(s)];
      }
    }
    expect_solution(relative, grid_text(puzzle, cells));
  }
}

TEST(ExportSolvers, CbcSolvesTheLp) {
  if (!std::filesystem::exists("/usr/bin/cbc")) GTEST_SKIP() << "cbc not installed (Debian package coinor-cbc)";
  for (const char* relative : kPuzzles) {
    const ScratchFile lp({}, ".lp"), answer, log;
    ASSERT_EQ(run_xoi("export --format lp -o '" + lp.path() + "' '" + data_path(relative) + "'").exit_code, 0);
    ASSERT_EQ(run_shell("timeout 300 /usr/bin/cbc '" + lp.path() + "' solve solu '" + answer.path() + "' >'" +
                        log.path() + "'"), 0) << relative;
    const std::vector<std::string> lines = split_lines(answer.contents());
    ASSERT_FALSE(lines.empty());
    ASSERT_EQ(lines[0].rfind("Optimal", 0), 0U) << lines[0];
    const Grid puzzle = *parse_grid(read_text(data_path(relative)));
    std::vector<std::string> cells(static_cast<std::size_t>(puzzle.rows), std::string(static_cast<std::size_t>(puzzle.cols), '?'));
    // Lines "INDEX NAME VALUE REDUCED-COST" for the non-zero variables.
    for (std::size_t i = 1; i < lines.size(); ++i) {
      std::istringstream words(lines[i]);
      std::string index, name;
      double value = 0;
      if (!(words >> index >> name >> value) || name.rfind("x_", 0) != 0 || value < 0.5) continue;
      int r = 0, c = 0;
      char symbol = 0;
      ASSERT_EQ(std::sscanf(name.c_str(), "x_%d_%d_%c", &r, &c, &symbol), 3) << name;
      cells.at(static_cast<std::size_t>(r)).at(static_cast<std::size_t>(c)) = symbol;
    }
    expect_solution(relative, grid_text(puzzle, cells));
  }
}

}  // namespace
}  // namespace xoi::cli_test

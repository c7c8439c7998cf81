// End to end: `xoi solve` on every puzzle in data/. Where NAME.sol exists the
// output must equal it (comment lines aside); either way the printed grid must
// obey the rules (checked by tests/cli/grid_rules.hpp, not by xoi) and keep
// every given. Puzzles without a .sol have several solutions; the default
// search (random value order, tests/cli/sparse_grid_solve_test.cpp) solves
// them as they are, where plain min-order search could get lost.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>
#include <vector>

#include "tests/cli/grid_rules.hpp"
#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

namespace fs = std::filesystem;

// "binox/tatham-6x6-trivial-1.txt", ... for every data/<kind>/*.txt.
std::vector<std::string> data_puzzle_files() {
  std::vector<std::string> files;
  for (const fs::directory_entry& folder : fs::directory_iterator(fs::path(XOI_SOURCE_DIR) / "data")) {
    if (!folder.is_directory()) continue;
    for (const fs::directory_entry& file : fs::directory_iterator(folder.path()))
      if (file.path().extension() == ".txt")
        files.push_back(folder.path().filename().string() + "/" + file.path().filename().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string test_name(const testing::TestParamInfo<std::string>& info) {
  std::string name = info.param.substr(0, info.param.size() - 4);
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

class SolveDataFile : public testing::TestWithParam<std::string> {};

TEST_P(SolveDataFile, PrintsAValidSolutionEqualToTheSolFile) {
  const std::string puzzle_path = data_path(GetParam());
  const std::string solution_path = puzzle_path.substr(0, puzzle_path.size() - 4) + ".sol";
  const bool unique = fs::exists(solution_path);

  const XoiRun run = run_xoi("solve '" + puzzle_path + "'");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.err, "");

  const auto puzzle = parse_grid(read_text(puzzle_path));
  const auto printed = parse_grid(run.out);
  ASSERT_TRUE(puzzle.has_value()) << "cannot read " << puzzle_path;
  ASSERT_TRUE(printed.has_value()) << "xoi printed something that is not a grid:\n" << run.out;
  EXPECT_TRUE(obeys_rules(*printed)) << run.out;
  EXPECT_TRUE(fits_givens(*puzzle, *printed)) << run.out;

  if (unique) {
    const std::string expected = read_text(solution_path);
    EXPECT_EQ(content_lines(run.out), content_lines(expected));
    const auto solution = parse_grid(expected);
    ASSERT_TRUE(solution.has_value()) << "cannot read " << solution_path;
    EXPECT_TRUE(obeys_rules(*solution)) << solution_path << " breaks the rules";
    EXPECT_TRUE(fits_givens(*puzzle, *solution)) << solution_path << " does not keep the givens";
  }
}

INSTANTIATE_TEST_SUITE_P(Data, SolveDataFile, testing::ValuesIn(data_puzzle_files()), test_name);

TEST(SolveDataFiles, DataHoldsPuzzlesOfBothKindsWithSolutions) {
  const std::vector<std::string> files = data_puzzle_files();
  const auto with_solution = [](const std::string& prefix) {
    return [prefix](const std::string& f) {
      return f.starts_with(prefix) && fs::exists(data_path(f.substr(0, f.size() - 4) + ".sol"));
    };
  };
  EXPECT_GE(std::count_if(files.begin(), files.end(), with_solution("binox/")), 5);
  EXPECT_GE(std::count_if(files.begin(), files.end(), with_solution("troix/")), 5);
}

}  // namespace
}  // namespace xoi::cli_test

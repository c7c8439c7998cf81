// End to end: several files on one command line, and '-' for standard input.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

const std::string kBinox = data_path("binox/tatham-6x6-trivial-1.txt");
const std::string kTroix = data_path("troix/xoi-6x6-1.txt");

std::vector<std::string> solution_lines(const std::string& puzzle_path) {
  return content_lines(read_text(puzzle_path.substr(0, puzzle_path.size() - 4) + ".sol"));
}

TEST(FilesAndStdin, OneFileHasNoFileLine) {
  const XoiRun run = run_xoi("solve '" + kBinox + "'");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out.find("# file:"), std::string::npos);
  EXPECT_EQ(split_lines(run.out), solution_lines(kBinox));
}

TEST(FilesAndStdin, SeveralFilesEachAfterAFileLineInOrder) {
  const XoiRun run = run_xoi("solve '" + kBinox + "' '" + kTroix + "'");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  std::vector<std::string> expected = {"# file: " + kBinox};
  for (const std::string& line : solution_lines(kBinox)) expected.push_back(line);
  expected.push_back("# file: " + kTroix);
  for (const std::string& line : solution_lines(kTroix)) expected.push_back(line);
  EXPECT_EQ(split_lines(run.out), expected);
}

TEST(FilesAndStdin, DashReadsStandardInput) {
  const XoiRun run = run_xoi("solve -", read_text(kTroix));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(split_lines(run.out), solution_lines(kTroix));
}

TEST(FilesAndStdin, DashMixesWithFiles) {
  const XoiRun run = run_xoi("solve '" + kBinox + "' -", read_text(kTroix));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = split_lines(run.out);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.front(), "# file: " + kBinox);
  EXPECT_NE(std::find(lines.begin(), lines.end(), "# file: -"), lines.end()) << run.out;
}

TEST(FilesAndStdin, CountReadsStandardInput) {
  const XoiRun run = run_xoi("count -", read_text(kBinox));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "solutions: 1\n");
}

TEST(FilesAndStdin, CommentsAndLowerCaseInInputAreAccepted) {
  std::string text = "# a comment before the header\n\n" + read_text(kBinox);
  for (char& c : text)
    if (c == 'X') c = 'x';
    else if (c == 'O') c = 'o';
  const XoiRun run = run_xoi("solve -", text);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(split_lines(run.out), solution_lines(kBinox));
}

}  // namespace
}  // namespace xoi::cli_test

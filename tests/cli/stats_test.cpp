// End to end: --stats prints the statistics fields (README, docs/cli.md) as
// "name: value" lines on stderr and leaves stdout as it was.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

std::map<std::string, std::string> fields(const std::string& text) {
  std::map<std::string, std::string> found;
  for (const std::string& line : split_lines(text)) {
    const std::size_t colon = line.find(": ");
    if (colon != std::string::npos && line.front() != '#') found[line.substr(0, colon)] = line.substr(colon + 2);
  }
  return found;
}

const std::string kPuzzle = data_path("binox/tatham-10x10-normal-1.txt");

TEST(Stats, GoToStderrAndLeaveStdoutAlone) {
  const XoiRun plain = run_xoi("solve '" + kPuzzle + "'");
  const XoiRun with_stats = run_xoi("solve --stats '" + kPuzzle + "'");
  EXPECT_EQ(with_stats.exit_code, 0) << with_stats.err;
  EXPECT_EQ(with_stats.out, plain.out);
  EXPECT_EQ(plain.err, "");
  EXPECT_NE(with_stats.err, "");
}

TEST(Stats, PrintEveryDocumentedField) {
  const auto found = fields(run_xoi("solve --stats '" + kPuzzle + "'").err);
  for (const char* name :
       {"nodes", "failures", "propagations", "solutions", "max-depth", "restarts", "probe-trials", "time-ms", "stopped-by"})
    EXPECT_TRUE(found.contains(name)) << name;
  ASSERT_TRUE(found.contains("nodes") && found.contains("solutions") && found.contains("propagations"));
  EXPECT_GE(std::stoull(found.at("nodes")), 1u);
  EXPECT_GE(std::stoull(found.at("propagations")), 1u);
  EXPECT_EQ(found.at("solutions"), "1");
  EXPECT_EQ(found.at("stopped-by"), "solution-limit");
}

TEST(Stats, CountReportsEverySolution) {
  const std::string empty = "binox 6x6\n......\n......\n......\n......\n......\n......\n";
  const XoiRun run = run_xoi("count --stats -", empty);
  const auto found = fields(run.err);
  ASSERT_TRUE(found.contains("solutions")) << run.err;
  EXPECT_EQ(run.out, "solutions: " + found.at("solutions") + "\n");
  EXPECT_EQ(found.at("stopped-by"), "exhausted");
  EXPECT_GT(std::stoull(found.at("failures")), 0u);
}

TEST(Stats, RestartsFieldIsANumberWithRestartsOn) {
  // How many restarts a seed needs depends on the engine, so only the form is checked.
  const XoiRun run = run_xoi("solve --stats --restarts --seed 1 '" + data_path("troix/xoi-sparse-30x30-1.txt") + "'");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto found = fields(run.err);
  ASSERT_TRUE(found.contains("restarts"));
  EXPECT_NO_THROW((void)std::stoull(found.at("restarts")));
}

}  // namespace
}  // namespace xoi::cli_test

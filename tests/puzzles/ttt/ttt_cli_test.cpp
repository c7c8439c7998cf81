// `xoi solve` on ttt files, through the real binary (XOI_BINARY): the board
// as layers then the objective line, exit codes 0 (optimal or best found),
// 3 (stopped before any board) and 1 (infeasible), --stats, --json,
// --no-symmetry and --from-below.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <string>
#include <sys/wait.h>

namespace {

struct Outcome {
  int exit_code = -1;
  std::string out;  // stdout, then stderr when asked
};

// Runs xoi with `arguments`; with_stderr appends stderr to the output.
Outcome xoi(const std::string& arguments, bool with_stderr = false) {
  const std::string command =
      std::string(XOI_BINARY) + " " + arguments + (with_stderr ? " 2>&1" : " 2>/dev/null");
  Outcome run;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return run;
  std::array<char, 4096> buffer{};
  while (const std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe)) run.out.append(buffer.data(), n);
  const int status = pclose(pipe);
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

std::string data(const std::string& name) { return std::string(XOI_SOURCE_DIR) + "/data/" + name; }

std::string temporary_file(const std::string& name, const std::string& text) {
  const std::string path = testing::TempDir() + name;
  std::ofstream(path) << text;
  return path;
}

TEST(TttCli, PrintsTheCubeAsLayersAndItsProvenOptimum) {
  const Outcome run = xoi("solve " + data("ttt-3x3x3.txt"));
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_EQ(run.out.rfind("ttt 3x3x3", 0), 0u) << run.out;
  // header, 3 layers of 3 rows with 2 blank lines between, the objective line
  int lines = 0, blanks = 0;
  for (std::size_t at = 0, end; (end = run.out.find('\n', at)) != std::string::npos; at = end + 1) {
    ++lines;
    blanks += end == at;
  }
  EXPECT_EQ(lines, 1 + 9 + 2 + 1);
  EXPECT_EQ(blanks, 2);
  EXPECT_NE(run.out.find("\n# objective: 4 (optimal)\n"), std::string::npos) << run.out;
}

TEST(TttCli, StatsAndJsonCarryTheBound) {
  const Outcome stats = xoi("solve " + data("ttt-3x3x3.txt") + " --stats", true);
  EXPECT_EQ(stats.exit_code, 0);
  for (const char* field : {"nodes: ", "failures: ", "objective: 4\n", "bound: 4\n", "optimal: yes\n"})
    EXPECT_NE(stats.out.find(field), std::string::npos) << field << " in\n" << stats.out;
  const Outcome json = xoi("solve " + data("ttt-3x3x3.txt") + " --json");
  EXPECT_EQ(json.exit_code, 0);
  for (const char* field : {"\"objective\":4", "\"optimal\":true", "\"bound\":4", "\"nodes\":"})
    EXPECT_NE(json.out.find(field), std::string::npos) << field << " in\n" << json.out;
}

TEST(TttCli, EveryStrategyAgrees) {
  for (const char* flags : {"--no-symmetry", "--from-below", "--from-below --no-symmetry"}) {
    const Outcome run = xoi("solve " + data("ttt-3x3x3.txt") + " " + flags);
    EXPECT_EQ(run.exit_code, 0) << flags;
    EXPECT_NE(run.out.find("# objective: 4 (optimal)"), std::string::npos) << flags << "\n" << run.out;
  }
}

TEST(TttCli, ALimitGivesTheBestSoFarWithExitZero) {
  // The warm start's board comes before any node is searched.
  const Outcome run = xoi("solve " + data("ttt-3x3x3x3.txt") + " --node-limit 50 --stats", true);
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_NE(run.out.find("(best found, not proven)"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("optimal: no"), std::string::npos) << run.out;
}

TEST(TttCli, DrawnBoardsOfQubicAndFiveCubed) {
  for (const char* file : {"ttt-4x4x4.txt"}) {
    const Outcome run = xoi("solve " + data(file));
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find("# objective: 0 (optimal)"), std::string::npos) << run.out;
  }
  const Outcome five = xoi("solve " + temporary_file("five.txt", "ttt 5x5x5\n"));
  EXPECT_NE(five.out.find("# objective: 0 (optimal)"), std::string::npos) << five.out;
}

TEST(TttCli, InfeasibleGivensExitOne) {
  const Outcome run = xoi("solve " + temporary_file("full.txt", "ttt 3x3 x=1\nX X .\n. . .\n. . .\n"));
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.out.find("# no solution"), std::string::npos) << run.out;
}

TEST(TttCli, BadCountIsBadInput) {
  const Outcome run = xoi("solve " + temporary_file("bad.txt", "ttt 3x3x3 x=30\n"), true);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.out.find("number of X"), std::string::npos) << run.out;
}

}  // namespace

// End to end: `xoi export --format lp|cnf FILE [-o PATH]` on the built binary:
// the output's shape, -o writing the same text as standard output, and the
// usage errors (exit code 2 with a message). That the models are right is
// tested in tests/puzzles/export/ and export_solvers_test.cpp.
#include <gtest/gtest.h>

#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

const std::string kBinox6 = data_path("binox/binox-6x6-seed-example.txt");

TEST(ExportCommand, LpHasTheSectionsOfTheFormat) {
  const XoiRun run = run_xoi("export --format lp '" + kBinox6 + "'");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out.rfind("\\ xoi export: binox 6x6", 0), 0U) << run.out.substr(0, 80);
  for (const char* section : {"\nMinimize\n", "\nSubject To\n", "\nBinaries\n", "\nEnd\n"})
    EXPECT_NE(run.out.find(section), std::string::npos) << section;
  EXPECT_NE(run.out.find(" given_0_1: x_0_1_X = 1\n"), std::string::npos);
}

TEST(ExportCommand, CnfHeaderFollowsTheComments) {
  const XoiRun run = run_xoi("export --format cnf '" + kBinox6 + "'");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = split_lines(run.out);
  ASSERT_GE(lines.size(), 4U);
  EXPECT_EQ(lines[0].rfind("c xoi export: binox 6x6", 0), 0U);
  EXPECT_EQ(lines[2].rfind("p cnf ", 0), 0U);
}

TEST(ExportCommand, OutputFileHoldsWhatStandardOutputWould) {
  for (const char* format : {"lp", "cnf"}) {
    const ScratchFile out;
    const XoiRun to_file = run_xoi(std::string("export --format ") + format + " -o '" + out.path() + "' '" + kBinox6 + "'");
    ASSERT_EQ(to_file.exit_code, 0) << to_file.err;
    EXPECT_TRUE(to_file.out.empty());
    EXPECT_EQ(out.contents(), run_xoi(std::string("export --format ") + format + " '" + kBinox6 + "'").out);
  }
}

TEST(ExportCommand, ReadsStandardInput) {
  const XoiRun run = run_xoi("export --format cnf -", "troix 3x3\n. . .\n. X .\n. . .\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("\n13 0\n"), std::string::npos) << "the given X of cell (1, 1) as a unit clause";
}

TEST(ExportCommand, UsageErrorsExitTwo) {
  struct Case {
    std::string args;
    std::string input;
    std::string message;
  };
  const std::vector<Case> cases = {
      {"export '" + kBinox6 + "'", "", "--format"},
      {"export --format mps '" + kBinox6 + "'", "", "--format must be lp or cnf"},
      {"export --format lp", "", "exactly one FILE"},
      {"export --format lp a.txt b.txt", "", "exactly one FILE"},
      {"export --format lp /nonexistent/x.txt", "", "/nonexistent/x.txt"},
      {"export --format lp -", "ttt 3x3x3 x=14\n", "Binox and Troix"},
      {"export --format cnf -", "troix 3x3\n. . .\n. . .\n. . .\ntroix 3x3\n. . .\n. . .\n. . .\n", "one puzzle"},
      {"export --format lp -", "binox 4x4\n. . .\n", "<stdin>:2"},
      {"export --format lp -o /nonexistent/dir/out.lp '" + kBinox6 + "'", "", "cannot write"},
      {"export --bogus", "", "bogus"},
  };
  for (const Case& c : cases) {
    const XoiRun run = run_xoi(c.args, c.input);
    EXPECT_EQ(run.exit_code, 2) << c.args;
    EXPECT_NE(run.err.find(c.message), std::string::npos) << c.args << "\n" << run.err;
  }
}

TEST(ExportCommand, HelpExitsZero) {
  const XoiRun run = run_xoi("export --help");
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_NE(run.out.find("--format"), std::string::npos);
  EXPECT_NE(run_xoi("--help").out.find("xoi export"), std::string::npos);
}

}  // namespace
}  // namespace xoi::cli_test

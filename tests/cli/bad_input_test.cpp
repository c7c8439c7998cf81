// End to end, issue 7 item 1: every bad file and every bad flag, for every
// command, exits 2 with nothing on stdout and one message on stderr that
// names the file, line and column (for files) and what is wrong; a CRLF
// file is accepted. The reader's own cases are in tests/puzzles/format/.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

struct BadFile {
  std::string name;
  std::string contents;
  std::string message;  // expected on stderr after "FILE"
};

std::vector<BadFile> bad_files() {
  return {
      {"empty", "", ": no puzzle found"},
      {"comments only", "# nothing here\n\n", ": no puzzle found"},
      {"unknown kind", "sudoku 9x9\n", ":1:1: unknown puzzle kind 'sudoku'"},
      {"zero size", "binox 0x4\n", ":1:7: size '0x4': sides must be at least 1"},
      {"negative size", "binox -4x4\n", ":1:7: size '-4x4': '-4' is not a positive whole number"},
      {"odd binox", "binox 5x6\n", ":1:7: Binox sizes must be even, got 5x6"},
      {"troix not multiple of 3", "troix 4x4\n", ":1:7: Troix sizes must be multiples of 3, got 4x4"},
      {"absurd size", "binox 100000x100000\n", ":1:7: grid of 100000x100000 = 10000000000 cells exceeds the limit of 4194304 cells"},
      {"too few rows", "binox 4x4\n....\n....\n", ":4: too few rows: expected 4 rows, found 2"},
      {"too many rows", "binox 4x4\n....\n....\n....\n....\n....\n", ":6: too many rows"},
      {"short row", "binox 4x4\n....\n...\n....\n....\n", ":3"},
      {"I in binox", "binox 4x4\n.I..\n....\n....\n....\n", ":2:2: unknown symbol 'I' (binox allows X, O"},
      {"NUL byte", std::string("binox 4x4\n..\0.\n", 15), ":2:3: invalid byte 0x00 (NUL)"},
      {"invalid UTF-8", "binox 4x4\n..\xC3\x28.\n", ":2:3: invalid byte 0xC3 (not UTF-8)"},
      {"binary junk", "\x7f\x45\x4c\x46\x02\x01\x01", ":1:"},
      {"very long line", "binox 4x4\n" + std::string(1 << 20, '.') + "\n", ":2"},
  };
}

// Every command that reads puzzle files, as shell text before the path.
const std::vector<std::string> kFileCommands = {"solve", "count", "grade", "export --format lp", "export --format cnf"};

TEST(BadInput, EveryBadFileIsExitTwoWithFileLineAndColumnForEveryCommand) {
  for (const BadFile& bad : bad_files()) {
    const ScratchFile file(bad.contents);
    for (const std::string& command : kFileCommands) {
      const XoiRun run = run_xoi(command + " '" + file.path() + "'");
      EXPECT_EQ(run.exit_code, 2) << bad.name << ", xoi " << command << '\n' << run.err;
      EXPECT_EQ(run.out, "") << bad.name << ", xoi " << command;
      EXPECT_NE(run.err.find(file.path() + bad.message), std::string::npos)
          << bad.name << ", xoi " << command << ": " << run.err;
      EXPECT_EQ(split_lines(run.err).size(), 1u) << bad.name << ", xoi " << command << ": one message\n" << run.err;
    }
  }
}

TEST(BadInput, MissingFileAndDirectory) {
  const std::string missing = std::filesystem::temp_directory_path() / "xoi-no-such-file.txt";
  const std::string directory = std::filesystem::temp_directory_path();
  for (const std::string& command : kFileCommands) {
    const XoiRun gone = run_xoi(command + " '" + missing + "'");
    EXPECT_EQ(gone.exit_code, 2) << command;
    EXPECT_NE(gone.err.find(missing + ": cannot open"), std::string::npos) << command << ": " << gone.err;
    const XoiRun dir = run_xoi(command + " '" + directory + "'");
    EXPECT_EQ(dir.exit_code, 2) << command;
    EXPECT_NE(dir.err.find(directory + ": is a directory"), std::string::npos) << command << ": " << dir.err;
  }
}

TEST(BadInput, CrlfLineEndsAreAccepted) {
  const ScratchFile file("binox 4x4\r\nX...\r\n....\r\n....\r\n....\r\n");
  const XoiRun run = run_xoi("solve '" + file.path() + "'");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(run.out.starts_with("binox 4x4\nX ")) << run.out;
  EXPECT_EQ(run_xoi("count '" + file.path() + "'").exit_code, 0);
  EXPECT_EQ(run_xoi("grade '" + file.path() + "'").exit_code, 0);
}

TEST(BadInput, BadFlagsAndValuesForEveryCommand) {
  const std::string file = " '" + data_path("binox/tatham-6x6-trivial-1.txt") + "'";
  const std::vector<std::string> usages = {
      "solve --seed -1" + file, "solve --timeout nan" + file, "solve --timeout inf" + file, "solve --timeout 0" + file,
      "solve --node-limit 1e5" + file, "solve --value-order" + file, "count --limit abc" + file,
      "count --bogus" + file, "count" + file + file,
      "solve --discrepancies -1" + file, "count --discrepancies abc" + file,
      "generate binox 6x6 --seed abc", "generate binox 6x6 --count 0", "generate binox 6x6 --count -1",
      "generate binox 6x6 --difficulty 9", "generate binox 6x6 --difficulty hard", "generate binox 6x6 --givens 1.5",
      "generate binox 6x6 --givens -0.1", "generate binox 6x6 --givens nan", "generate binox 5x5",
      "generate binox 0x0", "generate binox 100000x100000", "generate sudoku 6x6", "generate binox",
      "generate binox 6x6 --max-attempts 0", "generate binox 6x6 --node-limit -1",
      "generate binox 6x6 --node-limit many", "generate binox 6x6 --progress=0", "generate binox 6x6 --progress=-1",
      "generate binox 6x6 --progress=soon", "generate binox 6x6 --jobs 0", "generate binox 6x6 --jobs -1",
      "generate binox 6x6 --jobs 5000", "generate binox 6x6 --jobs many", "generate binox 6x6 --out /proc/xoi-nope", "generate binox 6x6 --bogus",
      "grade --timeout 0" + file, "grade --timeout abc" + file, "grade --node-limit -5" + file, "grade --bogus" + file,
      "grade", "export" + file, "export --format xyz" + file, "export --format lp",
      "export --format lp -o /proc/xoi-nope/x" + file, "export --format cnf --bogus" + file,
  };
  for (const std::string& args : usages) {
    const XoiRun run = run_xoi(args);
    EXPECT_EQ(run.exit_code, 2) << "xoi " << args << '\n' << run.err;
    EXPECT_EQ(run.out, "") << "xoi " << args;
    EXPECT_TRUE(run.err.starts_with("xoi: ")) << "xoi " << args << '\n' << run.err;
  }
}

// cxxopts says only "Argument 'abc' failed to parse": the message must say
// which option the bad value was for, in both spellings.
TEST(BadInput, ABadValueNamesItsOption) {
  const std::string file = " '" + data_path("binox/tatham-6x6-trivial-1.txt") + "'";
  const struct {
    std::string args, option, value;
  } cases[] = {
      {"solve --timeout abc" + file, "--timeout", "abc"},   {"solve --node-limit=12x" + file, "--node-limit", "12x"},
      {"count --limit -3" + file, "--limit", "-3"},         {"generate binox 6x6 --seed zz", "--seed", "zz"},
      {"grade --timeout abc" + file, "--timeout", "abc"},
  };
  for (const auto& c : cases) {
    const XoiRun run = run_xoi(c.args);
    EXPECT_EQ(run.exit_code, 2) << "xoi " << c.args;
    EXPECT_TRUE(run.err.starts_with("xoi: " + c.option + ": '" + c.value + "' is not a valid value\n"))
        << "xoi " << c.args << '\n' << run.err;
  }
}

// An option that names a choice lists every name it accepts, in order.
TEST(BadInput, AnUnknownChoiceListsTheNamesAccepted) {
  const std::string file = " '" + data_path("binox/tatham-6x6-trivial-1.txt") + "'";
  const struct {
    std::string args, message;
  } cases[] = {
      {"solve --value-order sideways" + file, "xoi: --value-order must be min, max or random, got 'sideways'\n"},
      {"count --var-order random" + file, "xoi: --var-order must be first-fail, input, wdeg or impact, got 'random'\n"},
      {"complete --review deep" + file, "xoi: --review must be propagation, search or none, got 'deep'\n"},
  };
  for (const auto& c : cases) {
    const XoiRun run = run_xoi(c.args);
    EXPECT_EQ(run.exit_code, 2) << "xoi " << c.args;
    EXPECT_EQ(run.out, "") << "xoi " << c.args;
    EXPECT_EQ(run.err, c.message) << "xoi " << c.args;
  }
  // A choice that is one of the names is taken (exit 0: solved).
  EXPECT_EQ(run_xoi("solve --value-order max --var-order input" + file).exit_code, 0);
}

}  // namespace
}  // namespace xoi::cli_test

// End to end: --json prints one JSON object per puzzle, one per line, with
// the status, the solution rows and the statistics. Checked with plain string
// tests and a small structural check (balanced braces and brackets outside
// strings), not a JSON library.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

// One object: starts with '{', ends with '}', brackets balance outside strings.
bool looks_like_one_json_object(const std::string& line) {
  if (line.size() < 2 || line.front() != '{' || line.back() != '}') return false;
  std::string open;
  bool in_string = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    else if (c == '{' || c == '[') open += c;
    else if (c == '}' || c == ']') {
      if (open.empty() || open.back() != (c == '}' ? '{' : '[')) return false;
      open.pop_back();
      if (open.empty() && i + 1 != line.size()) return false;  // a second value after the object
    }
  }
  return open.empty() && !in_string;
}

const std::string kTrivialBinox = data_path("binox/tatham-6x6-trivial-1.txt");
const std::string kTroix9 = data_path("troix/xoi-9x9-1.txt");

TEST(Json, StructuralCheckRejectsBrokenObjects) {
  EXPECT_TRUE(looks_like_one_json_object(R"({"a":[1,"]"],"b":{"c":"}"}})"));
  EXPECT_FALSE(looks_like_one_json_object(R"({"a":[1,2})"));
  EXPECT_FALSE(looks_like_one_json_object(R"({"a":1}{"b":2})"));
  EXPECT_FALSE(looks_like_one_json_object(R"({"a":"1})"));
}

TEST(Json, SolveGivesOneObjectPerPuzzle) {
  const XoiRun run = run_xoi("solve --json '" + kTrivialBinox + "' '" + kTroix9 + "'");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = split_lines(run.out);
  ASSERT_EQ(lines.size(), 2u) << run.out;
  for (const std::string& line : lines) {
    EXPECT_TRUE(looks_like_one_json_object(line)) << line;
    EXPECT_TRUE(mentions(line, R"("status":"solved")")) << line;
    EXPECT_TRUE(mentions(line, R"("solution":[")")) << line;
    EXPECT_TRUE(mentions(line, R"("stats":{)")) << line;
    for (const std::string field : {"\"nodes\":", "\"failures\":", "\"propagations\":"})
      EXPECT_TRUE(mentions(line, field)) << field << " missing in " << line;
  }
  EXPECT_TRUE(mentions(lines[0], R"("kind":"binox")"));
  EXPECT_TRUE(mentions(lines[1], R"("kind":"troix")"));
}

TEST(Json, SolutionRowsAreTheSolFileRows) {
  const XoiRun run = run_xoi("solve --json '" + kTroix9 + "'");
  const std::vector<std::string> solution = content_lines(read_text(data_path("troix/xoi-9x9-1.sol")));
  std::string rows = "\"solution\":[";
  for (std::size_t r = 1; r < solution.size(); ++r) {
    if (r > 1) rows += ',';
    rows += '"';
    for (const char c : solution[r])
      if (c != ' ') rows += c;
    rows += '"';
  }
  rows += ']';
  EXPECT_TRUE(mentions(run.out, rows)) << run.out;
}

TEST(Json, UnsolvablePuzzleHasStatusAndNoSolution) {
  const XoiRun run = run_xoi("solve --json -", "binox 6x6\nXXX...\n......\n......\n......\n......\n......\n");
  EXPECT_EQ(run.exit_code, 1) << run.err;
  const std::vector<std::string> lines = split_lines(run.out);
  ASSERT_EQ(lines.size(), 1u) << run.out;
  EXPECT_TRUE(looks_like_one_json_object(lines[0])) << lines[0];
  EXPECT_TRUE(mentions(lines[0], R"("status":"no-solution")")) << lines[0];
  EXPECT_FALSE(mentions(lines[0], R"("solution":)")) << lines[0];
}

TEST(Json, CountGivesTheNumberOfSolutions) {
  const XoiRun run = run_xoi("count --json '" + kTrivialBinox + "'");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = split_lines(run.out);
  ASSERT_EQ(lines.size(), 1u) << run.out;
  EXPECT_TRUE(looks_like_one_json_object(lines[0])) << lines[0];
  EXPECT_TRUE(mentions(lines[0], R"("solutions":1)")) << lines[0];
}

}  // namespace
}  // namespace xoi::cli_test

// `--trace jsonl`: every line is a JSON object (checked by a small strict
// parser below, not by string matching), the lines are the events of the
// explanation one for one, and `solve --trace jsonl` prints the same events
// as `explain --trace jsonl` for the same puzzle.
#include <gtest/gtest.h>

#include <map>
#include <sstream>

#include "tests/cli/explain_support.hpp"
#include "tests/cli/run_xoi.hpp"

namespace xoi::explain_test {
namespace {

using cli_test::run_xoi;
using cli_test::ScratchFile;

// A strict JSON reader for one line: objects, arrays, strings, numbers,
// true/false/null. Returns the object's top-level keys with their raw text.
class JsonLine {
 public:
  explicit JsonLine(std::string_view text) : s_(text) {}

  bool parse_object(std::map<std::string, std::string>& fields) {
    skip();
    if (!eat('{')) return false;
    skip();
    if (eat('}')) return at_end();
    for (;;) {
      std::string key;
      skip();
      if (!string(&key)) return false;
      skip();
      if (!eat(':')) return false;
      skip();
      const std::size_t start = i_;
      if (!value()) return false;
      fields[key] = std::string(s_.substr(start, i_ - start));
      skip();
      if (eat('}')) return at_end();
      if (!eat(',')) return false;
    }
  }

 private:
  bool value() {
    skip();
    if (i_ >= s_.size()) return false;
    const char c = s_[i_];
    if (c == '"') return string(nullptr);
    if (c == '{') return nested_object();
    if (c == '[') {
      ++i_;
      skip();
      if (eat(']')) return true;
      for (;;) {
        if (!value()) return false;
        skip();
        if (eat(']')) return true;
        if (!eat(',')) return false;
      }
    }
    if (s_.substr(i_, 4) == "true" || s_.substr(i_, 4) == "null") return (i_ += 4, true);
    if (s_.substr(i_, 5) == "false") return (i_ += 5, true);
    const std::size_t start = i_;
    if (c == '-') ++i_;
    while (i_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[i_])) || s_[i_] == '.' || s_[i_] == 'e' ||
                              s_[i_] == 'E' || s_[i_] == '+' || s_[i_] == '-'))
      ++i_;
    return i_ > start && std::isdigit(static_cast<unsigned char>(s_[i_ - 1]));
  }
  bool nested_object() {
    if (!eat('{')) return false;
    skip();
    if (eat('}')) return true;
    for (;;) {
      skip();
      if (!string(nullptr)) return false;
      skip();
      if (!eat(':') || !value()) return false;
      skip();
      if (eat('}')) return true;
      if (!eat(',')) return false;
    }
  }
  bool string(std::string* out) {
    if (!eat('"')) return false;
    while (i_ < s_.size() && s_[i_] != '"') {
      if (static_cast<unsigned char>(s_[i_]) < 0x20) return false;
      if (s_[i_] == '\\') {
        ++i_;
        if (i_ >= s_.size() || std::string_view("\"\\/bfnrtu").find(s_[i_]) == std::string_view::npos) return false;
      }
      if (out != nullptr) *out += s_[i_];
      ++i_;
    }
    return eat('"');
  }
  bool eat(char c) {
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  void skip() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t')) ++i_;
  }
  bool at_end() {
    skip();
    return i_ == s_.size();
  }
  std::string_view s_;
  std::size_t i_ = 0;
};

std::vector<std::map<std::string, std::string>> parse_lines(const std::string& text) {
  std::vector<std::map<std::string, std::string>> lines;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    std::map<std::string, std::string> fields;
    EXPECT_TRUE(JsonLine(line).parse_object(fields)) << "not a JSON object: " << line;
    lines.push_back(fields);
  }
  return lines;
}

std::string quoted(const std::string& s) {
  std::string out(1, '"');
  out += s;
  out += '"';
  return out;
}

std::string kind_word(cli::EventKind k) {
  switch (k) {
    case cli::EventKind::Deduction: return "\"deduction\"";
    case cli::EventKind::Failure: return "\"failure\"";
    case cli::EventKind::Decision: return "\"decision\"";
    case cli::EventKind::Backtrack: return "\"backtrack\"";
    case cli::EventKind::Solution: return "\"solution\"";
  }
  return "";
}

TEST(ExplainTrace, TheParserRejectsBrokenLines) {
  std::map<std::string, std::string> fields;
  EXPECT_FALSE(JsonLine("{\"a\":1,}").parse_object(fields));
  EXPECT_FALSE(JsonLine("{\"a\":[1,2}").parse_object(fields));
  EXPECT_FALSE(JsonLine("{\"a\":\"x}").parse_object(fields));
  EXPECT_TRUE(JsonLine("{\"a\":[1,{\"b\":true}],\"c\":\"d\"}").parse_object(fields));
  EXPECT_EQ(fields["a"], "[1,{\"b\":true}]");
}

TEST(ExplainTrace, LinesAreTheEventsOfTheExplanation) {
  const std::string file = data_file("troix/xoi-9x9-2.txt");
  const ScratchFile trace;
  const auto run =
      run_xoi("explain '" + file + "' --value-order min --trace jsonl --trace-file '" + trace.path() + "'");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto lines = parse_lines(trace.contents());
  const cli::Explanation x = explain_text(read_one(file), 5, min_value_search());
  const std::vector<cli::Event>& events = x.log.events();
  ASSERT_EQ(lines.size(), events.size() + 2);  // + the puzzle line and the end line
  EXPECT_EQ(lines.front().at("event"), "\"puzzle\"");
  EXPECT_EQ(lines.front().at("dims"), "[9,9]");
  EXPECT_EQ(lines.back().at("event"), "\"end\"");
  EXPECT_EQ(lines.back().at("status"), "\"solved\"");
  int decisions = 0;
  for (std::size_t i = 0; i < events.size(); ++i) {
    const auto& line = lines[i + 1];
    const cli::Event& e = events[i];
    EXPECT_EQ(line.at("event"), kind_word(e.kind)) << "line " << i + 2;
    EXPECT_EQ(line.at("depth"), std::to_string(e.depth));
    if (e.kind == cli::EventKind::Deduction || e.kind == cli::EventKind::Decision) {
      EXPECT_EQ(line.at("var"), std::to_string(e.var));
      EXPECT_EQ(line.at("cell"), quoted(cli::cell_name(x.grid, e.var)));
    }
    if (e.kind == cli::EventKind::Deduction || e.kind == cli::EventKind::Failure) {
      EXPECT_EQ(line.at("rule"), quoted(e.rule));
      std::string premises = "[";
      for (std::size_t k = 0; k < e.premises.size(); ++k) {
        if (k > 0) premises += ',';
        premises += std::to_string(e.premises[k]);
      }
      EXPECT_EQ(line.at("premises"), premises + "]");
    }
    decisions += e.kind == cli::EventKind::Decision ? 1 : 0;
  }
  EXPECT_EQ(decisions, 2);  // the guess and the other branch
}

TEST(ExplainTrace, SolvePrintsTheSameEventsAsExplain) {
  for (const char* relative : {"troix/xoi-9x9-2.txt", "binox/tatham-10x10-normal-1.txt"}) {
    const std::string file = data_file(relative);
    const ScratchFile from_explain, from_solve;
    const auto explained = run_xoi("explain '" + file + "' --trace jsonl --trace-file '" + from_explain.path() + "'");
    const auto solved = run_xoi("solve '" + file + "' --trace jsonl --trace-file '" + from_solve.path() + "'");
    ASSERT_EQ(explained.exit_code, 0) << explained.err;
    ASSERT_EQ(solved.exit_code, 0) << solved.err;
    EXPECT_EQ(from_explain.contents(), from_solve.contents()) << relative;
    EXPECT_GT(parse_lines(from_solve.contents()).size(), 10u);
    // The solution on stdout is unchanged by tracing.
    EXPECT_EQ(solved.out, run_xoi("solve '" + file + "'").out);
  }
}

TEST(ExplainTrace, WithoutTraceFileTheTraceGoesToStderr) {
  const auto run = run_xoi("solve '" + data_file("binox/binox-6x6-seed-example.txt") + "' --trace jsonl");
  ASSERT_EQ(run.exit_code, 0);
  const auto lines = parse_lines(run.err);
  ASSERT_GE(lines.size(), 3u);
  EXPECT_EQ(lines.front().at("event"), "\"puzzle\"");
  EXPECT_EQ(lines.back().at("status"), "\"solved\"");
  EXPECT_EQ(run.out.rfind("binox 6x6\n", 0), 0u);
}

TEST(ExplainTrace, SolveTracesEveryPuzzleAndEveryKind) {
  const auto run = run_xoi("solve '" + data_file("binox/binox-6x6-seed-example.txt") + "' '" +
                           data_file("troix/xoi-6x6-1.txt") + "' '" + data_file("ttt-3x3x3.txt") + "' --trace jsonl");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::vector<std::string> frames;  // the puzzle and end lines, in order
  for (const auto& line : parse_lines(run.err)) {
    const std::string event = line.at("event");
    if (event == "\"puzzle\"") frames.push_back(line.at("kind"));
    if (event == "\"end\"") frames.push_back(line.at("status"));
    if (event == "\"deduction\"") {
      EXPECT_TRUE(line.count("before") == 1 && line.count("after") == 1);
    }
  }
  EXPECT_EQ(frames, (std::vector<std::string>{"\"binox\"", "\"solved\"", "\"troix\"", "\"solved\"", "\"ttt\"",
                                              "\"solved\""}));
}

TEST(ExplainTrace, BadTraceOptionsAreUsageErrors) {
  const std::string file = data_file("binox/binox-6x6-seed-example.txt");
  EXPECT_EQ(run_xoi("solve '" + file + "' --trace xml").exit_code, 2);
  EXPECT_EQ(run_xoi("solve '" + file + "' --trace-file /tmp/x.jsonl").exit_code, 2);
  const auto unwritable = run_xoi("explain '" + file + "' --trace jsonl --trace-file /nonexistent/dir/t.jsonl");
  EXPECT_EQ(unwritable.exit_code, 2);
  EXPECT_NE(unwritable.err.find("/nonexistent/dir/t.jsonl"), std::string::npos);
}

}  // namespace
}  // namespace xoi::explain_test

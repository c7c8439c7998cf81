// `xoi grade FILE...`: the reasoning level that solves each puzzle (levels in
// docs/generator.md), or "no solution" / "multiple solutions".
#include <cxxopts.hpp>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/load.hpp"
#include "cli/option_error.hpp"
#include "cli/report.hpp"
#include "puzzles/generate/grade.hpp"

namespace xoi::cli {
namespace {

cxxopts::Options grade_options() {
  cxxopts::Options options("xoi grade", "Grade puzzle files by the weakest reasoning level that solves them.");
  options.positional_help("FILE...");
  options.add_options()
    ("json", "print one JSON object per puzzle on stdout")
    ("timeout", "stop grading a puzzle (probing and the level-5 searches) after SECONDS", cxxopts::value<double>(),
     "SECONDS")
    ("node-limit", "stop each level-5 search after N nodes", cxxopts::value<std::uint64_t>(), "N")
    ("h,help", "show this help")
    ("files", "puzzle files", cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"files"});
  return options;
}

const char* const kGradeHelp =
    "Levels: 1 counting (run length, balance), 2 distinct-lines, 3 line-consistency,\n"
    "        4 probing, 5 search (unique, but needs search).\n"
    "Exit codes: 0 graded (or multiple solutions), 1 a puzzle has no solution,\n"
    "            2 bad input or usage, 3 a limit stopped the grading, 130 interrupted.\n";

struct Report {
  std::string status;  // graded, no-solution, multiple-solutions, stopped
  std::string text;    // the line for people
  int code = kAnswered;
};

Report describe(const GradeResult& result) {
  switch (result.outcome) {
    case GradeOutcome::Graded:
      return {"graded", "level: " + std::to_string(level_number(result.level)) + " (" +
                            std::string(level_name(result.level)) + ")", kAnswered};
    case GradeOutcome::NoSolution:
      return {"no-solution", "level: none (no solution)", kNoSolution};
    case GradeOutcome::MultipleSolutions:
      return {"multiple-solutions", "level: none (multiple solutions)", kAnswered};
    case GradeOutcome::Stopped:
      break;
  }
  const int code = result.search.outcome == SearchOutcome::Interrupted ? kInterrupted : kLimit;
  return {"stopped", "level: unknown (stopped by " + std::string(outcome_name(result.search.outcome)) + ")", code};
}

// The level, and how hard the puzzle is within it (GradeResult).
void add_grade_fields(JsonObject& object, const GradeResult& result) {
  object.field("level", level_number(result.level)).field("level_name", level_name(result.level));
  if (result.open_after_weaker_level >= 0) object.field("open_after_weaker_level", result.open_after_weaker_level);
  if (result.level == Level::Probing)
    object.field("probing_removals", result.probing.removals).field("probing_rounds", result.probing.rounds);
  if (result.level == Level::Search) object.field("search_nodes", result.search.stats.nodes);
}

}  // namespace

int run_grade(int argc, const char* const* argv) {
  cxxopts::Options options = grade_options();
  PuzzleFilesCommand command;
  if (const std::optional<int> code = parse_puzzle_files_command(options, kGradeHelp, argc, argv, command,
                                                                 [](const cxxopts::ParseResult&) { return true; }))
    return *code;
  const SearchLimits& limits = command.limits;
  const bool json = command.json;
  return answer_each_puzzle(command.files, [&](const LoadedPuzzle& puzzle, bool name_it) {
    std::string error;
    const std::optional<GradeResult> result = grade_puzzle(*puzzle.kind, puzzle.text, limits, error);
    if (!result) {
      std::cerr << "xoi: " << puzzle.path << ": " << error << '\n';
      return static_cast<int>(kBadInput);
    }
    const Report report = describe(*result);
    if (json) {
      JsonObject object;
      object.field("file", puzzle.path).field("kind", puzzle.text.kind).field("status", report.status);
      if (result->outcome == GradeOutcome::Graded) add_grade_fields(object, *result);
      std::cout << object.str() << '\n';
    } else {
      if (name_it) std::cout << "# file: " << puzzle.path << '\n';
      std::cout << report.text << '\n';
    }
    return report.code;
  });
}

}  // namespace xoi::cli

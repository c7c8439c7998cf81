// `xoi hint FILE...`: for a grid being solved by hand, the next cell the
// weakest reasoning level fixes and the steps it rests on (cli/hint.hpp);
// a grid that has gone wrong is told so.
#include <cxxopts.hpp>
#include <iostream>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/hint.hpp"
#include "cli/load.hpp"
#include "cli/option_error.hpp"
#include "cli/report.hpp"
#include "puzzles/format/puzzle_file.hpp"
#include "puzzles/generate/levels.hpp"

namespace xoi::cli {
namespace {

cxxopts::Options hint_options() {
  cxxopts::Options options("xoi hint",
                           "The next cell of a grid being solved that the weakest reasoning level fixes, and why "
                           "(docs/cli.md; - reads stdin).");
  options.positional_help("FILE...");
  options.add_options()
    ("level", "use no rules beyond level L: 1 counting, 2 distinct-lines, 3 line-consistency, 4 probing, "
              "5 search (the default: reveal a cell when no rule fixes one)", cxxopts::value<std::string>(), "L")
    ("json", "print one JSON object per puzzle on stdout")
    ("apply", "print the grid again with the cells the hint fixes filled in and the hint as '# hint:' comment "
              "lines: a puzzle file, the next grid to ask about")
    ("timeout", "stop after SECONDS: the check of the grid and the reasoning together", cxxopts::value<double>(),
     "SECONDS")
    ("node-limit", "stop the check of the grid after N search nodes (each of its searches)",
     cxxopts::value<std::uint64_t>(), "N")
    ("h,help", "show this help")
    ("files", "puzzle files", cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"files"});
  return options;
}

const char* const kHintHelp =
    "Exit codes: 0 a hint (or the grid is solved, or has several solutions and no rule fixes a cell),\n"
    "            1 the grid cannot be completed (a filled cell is wrong), 2 bad input or usage,\n"
    "            3 no rule up to --level fixes a cell, or a limit stopped the check, 130 interrupted.\n";

int exit_code_of(const Hint& hint) {
  switch (hint.outcome) {
    case HintOutcome::Deduced:
    case HintOutcome::Revealed:
    case HintOutcome::Solved:
    case HintOutcome::NotUnique: return kAnswered;
    case HintOutcome::NoSolution: return kNoSolution;
    case HintOutcome::Stuck: return kLimit;
    case HintOutcome::Stopped: break;
  }
  return hint.stopped_by == SearchOutcome::Interrupted ? kInterrupted : kLimit;
}

std::string level_text(int level) {
  return std::to_string(level) + " (" + std::string(level_name(static_cast<Level>(level))) + ")";
}

// "r3c6 = O".
std::string fix_text(const Hint& hint, const CellValue& fix) {
  return cell_name(hint.grid, fix.cell) + " = " +
         std::string(1, hint.grid.symbols[static_cast<std::size_t>(fix.value)]);
}

// The first line for people: what kind of answer follows.
std::string headline(const Hint& hint) {
  switch (hint.outcome) {
    case HintOutcome::Deduced:
    case HintOutcome::Revealed: return "level: " + level_text(hint.level);
    case HintOutcome::Solved: return "solved: every cell is filled and no rule is broken";
    case HintOutcome::NoSolution: {
      const std::string shown_by =
          hint.steps.empty() ? std::string("only search shows it") : "level " + level_text(hint.level) + " shows it";
      return "no solution: the grid cannot be completed, so a filled cell is wrong (" + shown_by + ")";
    }
    case HintOutcome::NotUnique:
      return "multiple solutions: no rule up to probing fixes a cell, and the grid has more than one solution "
             "(xoi solve --solutions 2 shows where they differ)";
    case HintOutcome::Stuck: return "stuck: no rule up to level " + level_text(hint.level) + " fixes a cell";
    case HintOutcome::Stopped: break;
  }
  if (hint.stopped_by == SearchOutcome::Interrupted) return "interrupted before an answer";
  return "stopped by " + std::string(outcome_name(hint.stopped_by)) + " before an answer";
}

void print_text(std::ostream& out, const Hint& hint) {
  out << headline(hint) << '\n';
  for (std::size_t i = 0; i < hint.steps.size(); ++i)
    out << std::string(static_cast<std::size_t>(2 * hint.steps[i].depth), ' ') << i + 1 << ". " << hint.steps[i].text
        << '\n';
  if (!hint.fixes.empty()) {
    out << "fixes: ";
    for (std::size_t i = 0; i < hint.fixes.size(); ++i) out << (i > 0 ? ", " : "") << fix_text(hint, hint.fixes[i]);
    out << '\n';
  }
  if (hint.outcome == HintOutcome::Deduced && !hint.unique)
    out << "# not unique: the grid has more than one solution; these steps hold in all of them\n";
}

// --apply: the grid with the fixes filled in, its own comment lines (but
// earlier hints) kept and this hint's lines added, so that the output is
// the grid to ask about next.
std::string applied_text(const LoadedPuzzle& puzzle, const Hint& hint) {
  PuzzleText next = puzzle.text;
  std::erase_if(next.comments, [](const std::string& line) { return line.rfind("hint:", 0) == 0; });
  std::stringstream told;
  print_text(told, hint);
  for (std::string line; std::getline(told, line);) next.comments.push_back("hint: " + line);
  for (const CellValue& fix : hint.fixes)
    next.cells[static_cast<std::size_t>(fix.cell)] = static_cast<std::int8_t>(fix.value);
  return write_puzzle(next, puzzle.kind->syntax.symbols);
}

std::string json_text(const LoadedPuzzle& puzzle, const Hint& hint) {
  JsonObject object;
  object.field("file", puzzle.path).field("kind", puzzle.text.kind).field("status", hint_status(hint.outcome));
  if (hint.outcome == HintOutcome::Stopped) return object.field("stopped_by", outcome_name(hint.stopped_by)).str();
  if (hint.level > 0) object.field("level", hint.level).field("level_name", level_name(static_cast<Level>(hint.level)));
  if (hint.outcome != HintOutcome::Solved && hint.outcome != HintOutcome::NoSolution)
    object.field("unique", hint.unique);
  // Each step with the cells it rests on and changes, for a viewer to mark.
  std::string steps = "[";
  for (std::size_t i = 0; i < hint.steps.size(); ++i) {
    const StoryStep& step = hint.steps[i];
    JsonObject s;
    s.field("text", step.text).field("depth", step.depth);
    if (!step.rule.empty()) s.field("rule", step.rule);
    s.field("premises", cell_names(step.premises, hint.grid.cols))
        .field("conclusions", cell_names(step.conclusions, hint.grid.cols));
    steps += (i > 0 ? "," : "") + s.str();
  }
  object.raw_field("steps", steps + "]");
  std::string fixes = "[";
  for (std::size_t i = 0; i < hint.fixes.size(); ++i) {
    const CellValue& fix = hint.fixes[i];
    JsonObject f;
    f.field("cell", cell_name(hint.grid, fix.cell))
        .field("row", fix.cell / hint.grid.cols + 1)
        .field("col", fix.cell % hint.grid.cols + 1)
        .field("value", std::string(1, hint.grid.symbols[static_cast<std::size_t>(fix.value)]));
    fixes += (i > 0 ? "," : "") + f.str();
  }
  return object.raw_field("fixes", fixes + "]").str();
}

}  // namespace

int run_hint(int argc, const char* const* argv) {
  cxxopts::Options options = hint_options();
  PuzzleFilesCommand command;
  HintOptions settings;
  bool apply = false;
  const auto read_hint_options = [&settings, &apply](const cxxopts::ParseResult& parsed) {
    std::optional<Level> level;
    if (!read_level(parsed, "level", level)) return false;
    if (level) settings.strongest_level = level_number(*level);
    apply = parsed.count("apply") != 0;
    if (apply && parsed.count("json") != 0) {
      std::cerr << "xoi: --apply prints a puzzle file and --json objects: give one of them\n";
      return false;
    }
    return true;
  };
  if (const std::optional<int> code =
          parse_puzzle_files_command(options, kHintHelp, argc, argv, command, read_hint_options))
    return *code;
  settings.limits = command.limits;
  const bool json = command.json;
  bool first_applied = true;
  return answer_each_puzzle(command.files, [&](const LoadedPuzzle& puzzle, bool name_it) {
    std::string error;
    const std::optional<Hint> hint = hint_for(*puzzle.kind, puzzle.text, settings, error);
    if (!hint) {
      std::cerr << "xoi: " << puzzle.path << ": " << error << '\n';
      return static_cast<int>(kBadInput);
    }
    if (json) {
      std::cout << json_text(puzzle, *hint) << '\n';
    } else if (apply) {  // puzzles separated by a blank line: a multi-puzzle file
      std::cout << (first_applied ? "" : "\n") << applied_text(puzzle, *hint);
      first_applied = false;
    } else {
      if (name_it) std::cout << "# file: " << puzzle.path << '\n';
      print_text(std::cout, *hint);
    }
    return exit_code_of(*hint);
  });
}

}  // namespace xoi::cli

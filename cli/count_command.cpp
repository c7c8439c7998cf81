// `xoi count FILE [--limit N]`: count solutions, "solutions: N" or "solutions: >=N"
// (after a limit other than --limit, or Ctrl-C, also "# stopped by REASON").
#include <iostream>

#include "cli/command_line.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/report.hpp"

namespace xoi::cli {

int run_count(int argc, const char* const* argv) {
  int exit_code = kAnswered;
  std::optional<CommandOptions> options = parse_command_line(Command::Count, argc, argv, exit_code);
  if (!options) return exit_code;
  const std::optional<std::vector<LoadedPuzzle>> puzzles = load_puzzles(options->files.front());
  if (!puzzles) return kBadInput;
  options->search.limits.solutions = options->count_limit;

  const bool name_files = puzzles->size() > 1;
  for (const LoadedPuzzle& puzzle : *puzzles) {
    std::optional<Model> model = build_model(puzzle);
    if (!model) {
      exit_code = combine(exit_code, kBadInput);
      continue;
    }
    const SearchResult result = depth_first_search(*model->space, options->search);
    const bool complete = result.outcome == SearchOutcome::Exhausted;
    int code = kAnswered;
    if (complete && result.stats.solutions == 0) code = kNoSolution;
    if (!result.decided()) code = result.outcome == SearchOutcome::Interrupted ? kInterrupted : kLimit;
    const bool stopped = code == kLimit || code == kInterrupted;
    std::string count = complete ? "" : ">=";
    count += std::to_string(result.stats.solutions);
    if (options->json) {
      std::cout << JsonObject()
                       .field("file", puzzle.path)
                       .field("kind", puzzle.text.kind)
                       .field("status", complete ? "counted" : (code == kAnswered ? "limit-reached" : "stopped"))
                       .field("solutions", result.stats.solutions)
                       .field("complete", complete)
                       .raw_field("stats", statistics_json(result))
                       .str()
                << '\n';
    } else {
      if (name_files) std::cout << "# file: " << puzzle.path << '\n';
      std::cout << "solutions: " << count << '\n';
      if (stopped) std::cout << "# stopped by " << outcome_name(result.outcome) << '\n';
    }
    if (options->stats) print_statistics(std::cerr, result);
    exit_code = combine(exit_code, code);
  }
  return exit_code;
}

}  // namespace xoi::cli

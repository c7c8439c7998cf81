// `xoi explain FILE`: the numbered story of how the rules solve one puzzle
// (cli/story.hpp), the grid every N steps, and on request the same events as
// JSON lines (--trace jsonl) and an HTML viewer (--html OUT.html).
// Exit codes as for solve; a level that stops before every cell is fixed
// ("stuck") exits 3, like a limit.
#include <fstream>
#include <iostream>

#include "cli/command_line.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/explain_html.hpp"
#include "cli/explanation.hpp"
#include "cli/load.hpp"
#include "cli/report.hpp"
#include "cli/trace_jsonl.hpp"
#include "puzzles/generate/grade.hpp"

namespace xoi::cli {
namespace {

// The HTML page holds the grid after every step: cells x steps bytes.
constexpr std::size_t kMaxHtmlCellSteps = std::size_t{1} << 27;

bool too_big_for_html(const Explanation& x) {
  return x.grid.cells.size() * (x.log.events().size() + 1) > kMaxHtmlCellSteps;
}

int exit_code_of(Verdict verdict) {
  switch (verdict) {
    case Verdict::Solved: return kAnswered;
    case Verdict::NoSolution: return kNoSolution;
    case Verdict::Interrupted: return kInterrupted;
    case Verdict::Stuck:
    case Verdict::Limit: break;
  }
  return kLimit;
}

void print_story(std::ostream& out, const GridView& grid, const std::vector<StoryStep>& steps, int grid_every) {
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const StoryStep& s = steps[i];
    const std::string indent(static_cast<std::size_t>(2 * s.depth), ' ');
    if (s.kind == StepKind::End) {
      out << s.text << "\n\n" << grid_text(grid, s.grid);
      continue;
    }
    out << indent << i + 1 << ". " << s.text << '\n';
    if (grid_every > 0 && (i + 1) % static_cast<std::size_t>(grid_every) == 0) out << '\n' << grid_text(grid, s.grid) << '\n';
  }
}

bool write_trace(const CommandOptions& options, const LoadedPuzzle& puzzle, const Explanation& x) {
  std::ofstream file;
  if (!options.trace_file.empty()) {
    file.open(options.trace_file, std::ios::binary);
    if (!file) {
      std::cerr << "xoi: cannot write the trace to '" << options.trace_file << "'\n";
      return false;
    }
  }
  std::ostream& out = options.trace_file.empty() ? std::cerr : file;
  const TraceContext context = make_trace_context(puzzle.path, puzzle.text.kind, puzzle.text.dims, x.grid.symbols,
                                                  x.grid.cells, static_cast<int>(x.initial.size()));
  out << trace_puzzle_line(context, x.initial) << '\n';
  for (const Event& e : x.log.events()) out << trace_line(e, context) << '\n';
  out << trace_end_line(verdict_word(x.verdict)) << '\n';
  return static_cast<bool>(out);
}

bool write_html(const std::string& path, const LoadedPuzzle& puzzle, const Explanation& x,
                const std::vector<StoryStep>& steps) {
  std::ofstream out(path, std::ios::binary);
  if (out) out << explain_html(x.grid, grid_code(x.grid, x.initial), steps, puzzle.path);
  if (!out) {
    std::cerr << "xoi: cannot write the HTML page to '" << path << "'\n";
    return false;
  }
  return true;
}

// A story that needed guesses may have found one of several solutions, and
// a student reading "solved" would take it for the answer. So look for a
// second one, as grade does (a few nodes per cell); say so only when there is one.
bool has_another_solution(const LoadedPuzzle& puzzle, const Explanation& x, const SearchLimits& limits) {
  if (x.level != 5 || x.verdict != Verdict::Solved || x.search.stats.nodes <= 1) return false;
  return look_for_two_solutions(*puzzle.kind, puzzle.text, limits).stats.solutions >= 2;
}

}  // namespace

int run_explain(int argc, const char* const* argv) {
  int exit_code = kAnswered;
  const std::optional<CommandOptions> options = parse_command_line(Command::Explain, argc, argv, exit_code);
  if (!options) return exit_code;
  const std::optional<std::vector<LoadedPuzzle>> puzzles = load_puzzles(options->files.front());
  if (!puzzles) return kBadInput;
  if (puzzles->size() != 1) {
    std::cerr << "xoi: " << options->files.front() << ": explain takes one puzzle, the file holds "
              << puzzles->size() << '\n';
    return kBadInput;
  }
  const LoadedPuzzle& puzzle = puzzles->front();
  std::string error;
  const std::optional<Explanation> x =
      explain(*puzzle.kind, puzzle.text, options->level == 0 ? 5 : options->level, options->search, error);
  if (!x) {
    std::cerr << "xoi: " << puzzle.path << ": " << error << '\n';
    return kBadInput;
  }
  StoryOptions grids;
  grids.every_grid = !options->html_file.empty();
  grids.grid_every = options->grid_every;
  if (grids.every_grid && too_big_for_html(*x)) {
    std::cerr << "xoi: " << puzzle.path << ": too many cells times events for --html (at most "
              << kMaxHtmlCellSteps << " cell-steps); explain a smaller puzzle or use --trace jsonl\n";
    return kBadInput;
  }
  const std::vector<StoryStep> steps = story_of(*x, grids);
  print_story(std::cout, x->grid, steps, options->grid_every);
  if (has_another_solution(puzzle, *x, options->search.limits))
    std::cout << "# not unique: the puzzle has other solutions; this is the one the search reached"
                 " (xoi solve --solutions 2 shows where they differ)\n";
  if (options->stats && x->level == 5) print_statistics(std::cerr, x->search);
  if (!options->trace.empty() && !write_trace(*options, puzzle, *x)) return kBadInput;
  if (!options->html_file.empty() && !write_html(options->html_file, puzzle, *x, steps)) return kBadInput;
  return exit_code_of(x->verdict);
}

}  // namespace xoi::cli

// `xoi solve FILE...`: print each puzzle's first solution in the file format
// (with --solutions N, up to N and the cells where they differ); for an
// optimisation kind (ttt), the best board found and its objective line.
// --trace jsonl writes every engine event as a JSON line (docs/trace.md).
#include <fstream>
#include <iostream>
#include <optional>

#include "cli/command_line.hpp"
#include "cli/contradiction.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/report.hpp"
#include "cli/trace_jsonl.hpp"

namespace xoi::cli {
namespace {

int status_code(const SearchResult& r) {
  if (r.found()) return kAnswered;
  if (r.outcome == SearchOutcome::Exhausted) return kNoSolution;
  return r.outcome == SearchOutcome::Interrupted ? kInterrupted : kLimit;
}

std::string_view status_word(int code) {
  switch (code) {
    case kAnswered: return "solved";
    case kNoSolution: return "no-solution";
    case kInterrupted: return "interrupted";
    default: return "limit";
  }
}

// Branch and bound: exit 0 with any board (optimal or not), 1 when proved
// infeasible, 3 when a limit stopped it before the first board, 130 when
// interrupted (with or without a board).
int optimise_one(const LoadedPuzzle& puzzle, Model& model, const CommandOptions& options, bool name_files) {
  const OptimisationResult result =
      branch_and_bound(*model.space, options.search, *model.objective, {}, {.from_below = options.from_below});
  int code = kAnswered;
  if (!result.found()) {
    if (result.proven()) code = kNoSolution;
    else code = result.search.outcome == SearchOutcome::Interrupted ? kInterrupted : kLimit;
  }
  // Ctrl-C exits 130 even with a board in hand (which is still printed).
  if (result.search.outcome == SearchOutcome::Interrupted) code = kInterrupted;
  const std::string_view symbols = puzzle.kind->syntax.symbols;
  if (options.json) {
    JsonObject json;
    json.field("file", puzzle.path).field("kind", puzzle.text.kind).field("status", status_word(code));
    if (result.found()) {
      json.field("solution", row_strings(solved_text(puzzle, model, result.best), symbols))
          .field("objective", result.best_cost)
          .field("optimal", result.proven());
    }
    if (result.lower_bound != CostBound::kNone) json.field("bound", result.lower_bound);
    std::cout << json.raw_field("stats", statistics_json(result.search)).str() << '\n';
  } else {
    if (name_files) std::cout << "# file: " << puzzle.path << '\n';
    if (result.found()) {
      std::cout << write_puzzle(solved_text(puzzle, model, result.best), symbols) << objective_line(result) << '\n';
    } else if (code == kNoSolution) {
      std::cout << "# no solution\n";
    } else {
      std::cout << "# no answer: stopped by " << outcome_name(result.search.outcome) << '\n';
    }
  }
  if (options.stats) {
    if (name_files) std::cerr << "# file: " << puzzle.path << '\n';
    print_optimisation_statistics(std::cerr, result);
  }
  return code;
}

// --solutions N (N > 1), as text: each solution under "# solution K", then
// "# solutions: K" (">=K" when the search stopped before it had them all,
// as count says it) and, from two on, the cells where they differ.
void print_listed_solutions(const std::vector<PuzzleText>& listed, const SearchResult& result,
                            std::string_view symbols) {
  for (std::size_t k = 0; k < listed.size(); ++k)
    std::cout << (k > 0 ? "\n" : "") << "# solution " << k + 1 << '\n' << write_puzzle(listed[k], symbols);
  std::cout << "# solutions: " << (result.outcome == SearchOutcome::Exhausted ? "" : ">=") << listed.size() << '\n';
  if (listed.size() < 2) return;
  const std::vector<std::string> cells = differing_cells(listed);
  std::cout << "# they differ at " << cells.size() << " cells:";
  for (const std::string& cell : cells) std::cout << ' ' << cell;
  std::cout << '\n';
}

std::string listed_solutions_json(const std::vector<PuzzleText>& listed, std::string_view symbols) {
  std::string json = "[";
  for (std::size_t k = 0; k < listed.size(); ++k) {
    json += k > 0 ? ",[" : "[";
    const std::vector<std::string> rows = row_strings(listed[k], symbols);
    for (std::size_t r = 0; r < rows.size(); ++r) {
      if (r > 0) json += ',';
      json += json_string(rows[r]);
    }
    json += "]";
  }
  return json + "]";
}

int solve_one(const LoadedPuzzle& puzzle, const CommandOptions& options, bool name_files, std::ostream* trace) {
  RuleSet rules;
  rules.symmetry_breaking = options.symmetry_breaking;
  std::optional<Model> model = build_model(puzzle, rules);
  if (!model) return kBadInput;
  // --trace jsonl: every event as it happens (cli/trace_jsonl.hpp).
  std::optional<TraceContext> context;
  std::optional<JsonlTrace> tracer;
  if (trace != nullptr) {
    Space& space = *model->space;
    std::vector<Domain> initial(static_cast<std::size_t>(space.variable_count()));
    for (VarId v = 0; v < space.variable_count(); ++v) initial[static_cast<std::size_t>(v)] = space.domain(v);
    context = make_trace_context(puzzle.path, puzzle.text.kind, puzzle.text.dims, puzzle.kind->syntax.symbols,
                                 model->cells, space.variable_count());
    *trace << trace_puzzle_line(*context, initial) << '\n';
    tracer.emplace(*trace, *context);
    space.attach(&*tracer);
  }
  if (model->objective) {
    if (options.solutions > 1) {
      std::cerr << "xoi: " << puzzle.path << ": --solutions lists solutions of binox and troix puzzles; "
                << puzzle.text.kind << " is optimised, one best board\n";
      return kBadInput;
    }
    const int code = optimise_one(puzzle, *model, options, name_files);
    if (trace != nullptr) *trace << trace_end_line(status_word(code)) << '\n';
    return code;
  }
  // --solutions N: each solution kept as the search finds it.
  std::vector<PuzzleText> listed;
  SearchOptions search = options.search;
  SolutionCallback keep;
  if (options.solutions > 1) {
    search.limits.solutions = options.solutions;
    keep = [&listed, &puzzle, &model](const Space& space) {
      std::vector<Domain> domains(static_cast<std::size_t>(space.variable_count()));
      for (VarId v = 0; v < space.variable_count(); ++v) domains[static_cast<std::size_t>(v)] = space.domain(v);
      listed.push_back(solved_text(puzzle, *model, domains));
    };
  }
  const SearchResult result = depth_first_search(*model->space, search, keep);
  int code = status_code(result);
  // A listing that a limit or Ctrl-C cut short says so by its exit code,
  // as count does, whatever it found before.
  const bool listing_cut = options.solutions > 1 && result.outcome != SearchOutcome::Exhausted &&
                           result.outcome != SearchOutcome::SolutionLimit;
  if (listing_cut) code = result.outcome == SearchOutcome::Interrupted ? kInterrupted : kLimit;
  if (trace != nullptr) *trace << trace_end_line(status_word(code)) << '\n';
  const std::string_view symbols = puzzle.kind->syntax.symbols;
  // Failed before any guess: the givens break a rule, say which (cli/contradiction.hpp).
  const std::optional<std::string> reason =
      code == kNoSolution && result.stats.nodes == 1 ? root_contradiction(puzzle) : std::nullopt;
  if (options.json) {
    JsonObject json;
    json.field("file", puzzle.path).field("kind", puzzle.text.kind).field("status", status_word(code));
    if (result.found()) json.field("solution", row_strings(solved_text(puzzle, *model, result.first_solution), symbols));
    if (options.solutions > 1) {
      json.raw_field("solutions", listed_solutions_json(listed, symbols));
      if (listed.size() >= 2) json.field("differ", differing_cells(listed));
    }
    if (reason) json.field("reason", *reason);
    std::cout << json.raw_field("stats", statistics_json(result)).str() << '\n';
  } else {
    if (name_files) std::cout << "# file: " << puzzle.path << '\n';
    if (result.found() && options.solutions > 1) {
      print_listed_solutions(listed, result, symbols);
      if (listing_cut) std::cout << "# stopped by " << outcome_name(result.outcome) << '\n';
    } else if (result.found()) {
      std::cout << write_puzzle(solved_text(puzzle, *model, result.first_solution), symbols);
    } else if (code == kNoSolution) {
      std::cout << "# no solution\n";
      if (reason) std::cout << "# reason: " << *reason << '\n';
    } else {
      std::cout << "# no answer: stopped by " << outcome_name(result.outcome) << '\n';
    }
  }
  if (options.stats) {
    if (name_files) std::cerr << "# file: " << puzzle.path << '\n';
    print_statistics(std::cerr, result);
  }
  return code;
}

}  // namespace

int run_solve(int argc, const char* const* argv) {
  int exit_code = kAnswered;
  const std::optional<CommandOptions> options = parse_command_line(Command::Solve, argc, argv, exit_code);
  if (!options) return exit_code;

  std::vector<LoadedPuzzle> puzzles;
  for (const std::string& path : options->files) {
    std::optional<std::vector<LoadedPuzzle>> loaded = load_puzzles(path);
    if (!loaded) {
      exit_code = combine(exit_code, kBadInput);
      continue;
    }
    for (LoadedPuzzle& p : *loaded) puzzles.push_back(std::move(p));
  }
  std::ofstream trace_file;
  std::ostream* trace = nullptr;
  if (!options->trace.empty()) {
    trace = &std::cerr;
    if (!options->trace_file.empty()) {
      trace_file.open(options->trace_file, std::ios::binary);
      if (!trace_file) {
        std::cerr << "xoi: cannot write the trace to '" << options->trace_file << "'\n";
        return kBadInput;
      }
      trace = &trace_file;
    }
  }
  const bool name_files = puzzles.size() > 1 || options->files.size() > 1;
  for (const LoadedPuzzle& puzzle : puzzles) {
    exit_code = combine(exit_code, solve_one(puzzle, *options, name_files, trace));
    std::cout.flush();
  }
  return exit_code;
}

}  // namespace xoi::cli

#include "cli/command_line.hpp"

#include <cxxopts.hpp>
#include <iostream>

#include "cli/exit_codes.hpp"
#include "cli/interrupt.hpp"
#include "cli/option_error.hpp"
#include "puzzles/generate/levels.hpp"

namespace xoi::cli {
namespace {

const char* const kExitCodeHelp =
    "Exit codes:\n"
    "  0    answered (solved, or counted)\n"
    "  1    no solution exists (proved)\n"
    "  2    bad input or usage (message on stderr naming file, line, column)\n"
    "  3    stopped at a limit (--timeout, --node-limit) without an answer\n"
    "  130  interrupted (Ctrl-C)\n";

const char* program_name(Command command) {
  switch (command) {
    case Command::Count: return "xoi count";
    case Command::Explain: return "xoi explain";
    case Command::Solve: break;
  }
  return "xoi solve";
}

const char* description(Command command) {
  switch (command) {
    case Command::Count: return "Count the solutions of a puzzle file.";
    case Command::Explain:
      return "Explain, step by step, how the rules solve one puzzle (docs/tutorial.md; - reads stdin).";
    case Command::Solve: break;
  }
  return "Solve puzzle files (- reads stdin).";
}

cxxopts::Options make_options(Command command) {
  const bool count = command == Command::Count;
  const bool explain = command == Command::Explain;
  cxxopts::Options options(program_name(command), description(command));
  options.positional_help(command == Command::Solve ? "FILE..." : "FILE");
  options.add_options()("stats", "print search statistics to stderr");
  if (!explain) options.add_options()("json", "print one JSON object per puzzle on stdout");
  options.add_options()
    ("timeout", "stop each search after SECONDS of wall time", cxxopts::value<double>(), "SECONDS")
    ("node-limit", "stop each search after N nodes", cxxopts::value<std::uint64_t>(), "N")
    ("seed", "seed for random choices, such as the default value order (default 1)",
     cxxopts::value<std::uint64_t>(), "S");
  if (!explain) {
    options.add_options()
      ("restarts", "Luby restarts with randomised value choice (finding one solution)")
      ("probe", "probe (lookahead) at every search node: fewer, costlier nodes")
      ("discrepancies", "limited discrepancy search: at most N refused first values on any path "
                        "(a search that cuts proves nothing by ending)", cxxopts::value<int>(), "N");
  }
  options.add_options()
    ("last-conflict", "after a choice x = v fails, choose x again until it is fixed (the default)")
    ("no-last-conflict", "branch after a failure as --var-order says, without last-conflict reasoning")
    ("value-order", "value tried first: random (the default, seeded by --seed), min or max",
     cxxopts::value<std::string>(), "ORDER")
    ("var-order", "variable choice: wdeg (the default), first-fail, input or impact", cxxopts::value<std::string>(),
     "ORDER")
    ("h,help", "show this help")
    ("files", "puzzle files", cxxopts::value<std::vector<std::string>>());
  if (count) options.add_options()("limit", "stop counting at N solutions", cxxopts::value<std::uint64_t>(), "N");
  if (command == Command::Solve) {
    options.add_options()
      ("no-symmetry", "keep every symmetric board (ttt): no lex-leader symmetry breaking")
      ("from-below", "optimise (ttt) by proving bounds upwards, k = 1, 2, ... instead of improving downwards")
      ("solutions", "print up to N solutions (1-1000) and the cells where they differ (not ttt)",
       cxxopts::value<std::uint64_t>(), "N");
  }
  if (explain) {
    options.add_options()
      ("level", "use only the rules of level L: 1 counting, 2 distinct-lines, 3 line-consistency, 4 probing, "
                "5 search (default 5)", cxxopts::value<std::string>(), "L")
      ("grid-every", "print the grid ('.' = open) after every N steps", cxxopts::value<int>(), "N")
      ("html", "also write the story as one self-contained HTML page", cxxopts::value<std::string>(), "OUT.html");
  }
  if (!count) {
    options.add_options()
      ("trace", "write every engine event as JSON lines (docs/trace.md); FORMAT: jsonl", cxxopts::value<std::string>(),
       "FORMAT")
      ("trace-file", "write the trace to PATH instead of stderr", cxxopts::value<std::string>(), "PATH");
  }
  options.parse_positional({"files"});
  return options;
}

bool apply_orders(const cxxopts::ParseResult& parsed, SearchOptions& search) {
  return read_choice<ValueOrder>(parsed, "value-order",
                                 {{"min", ValueOrder::Min}, {"max", ValueOrder::Max}, {"random", ValueOrder::Random}},
                                 search.value_order) &&
         read_choice<VarOrder>(parsed, "var-order",
                               {{"first-fail", VarOrder::FirstFail},
                                {"input", VarOrder::Input},
                                {"wdeg", VarOrder::WeightedDegree},
                                {"impact", VarOrder::ImpactThenWeightedDegree}},
                               search.var_order);
}

// --trace, --trace-file (solve, explain); --level, --grid-every, --html (explain).
bool apply_explain_options(const cxxopts::ParseResult& parsed, CommandOptions& result) {
  if (parsed.count("trace") != 0) {
    result.trace = parsed["trace"].as<std::string>();
    if (result.trace != "jsonl") {
      std::cerr << "xoi: --trace must be jsonl, got '" << result.trace << "'\n";
      return false;
    }
  }
  if (parsed.count("trace-file") != 0) {
    result.trace_file = parsed["trace-file"].as<std::string>();
    if (result.trace.empty()) {
      std::cerr << "xoi: --trace-file needs --trace jsonl\n";
      return false;
    }
  }
  std::optional<Level> level;
  if (!read_level(parsed, "level", level)) return false;
  if (level) result.level = level_number(*level);
  if (parsed.count("grid-every") != 0) {
    result.grid_every = parsed["grid-every"].as<int>();
    if (result.grid_every < 1) {
      std::cerr << "xoi: --grid-every must be at least 1\n";
      return false;
    }
  }
  if (parsed.count("html") != 0) result.html_file = parsed["html"].as<std::string>();
  return true;
}

}  // namespace

std::string general_help() {
  return std::string(
             "xoi " XOI_VERSION " - solver for X/O/I grid logic puzzles (Binox, Troix, n^d tic-tac-toe)\n"
             "\n"
             "Usage:\n"
             "  xoi solve FILE... [options]   print each puzzle's solution\n"
             "  xoi count FILE [--limit N]    count solutions: 'solutions: N' or 'solutions: >=N'\n"
             "  xoi generate KIND RxC [--seed S] [--count N] [--difficulty LEVEL] [--givens F] [--out DIR]\n"
             "                                puzzles with one solution, graded 1-5 (docs/generator.md)\n"
             "  xoi grade FILE...             the reasoning level that solves each puzzle\n"
             "  xoi complete FILE... [--seed S] [--difficulty LEVEL] [--trim]\n"
             "                                a draft made unique by adding only needed givens (docs/cli.md)\n"
             "  xoi explain FILE [--level L] [--grid-every N] [--html OUT.html]\n"
             "                                the deductions that solve a puzzle, step by step (docs/tutorial.md)\n"
             "  xoi hint FILE... [--level L]  the next cell a grid being solved can fix, and why\n"
             "  xoi export --format lp|cnf FILE [-o PATH]\n"
             "                                the puzzle as a 0-1 integer program or CNF (docs/export.md)\n"
             "  xoi COMMAND --help            options of a command\n"
             "  xoi --version\n"
             "\n") +
         kExitCodeHelp;
}

std::optional<CommandOptions> parse_command_line(Command command, int argc, const char* const* argv,
                                                 int& exit_code) {
  cxxopts::Options options = make_options(command);
  CommandOptions result;
  try {
    const cxxopts::ParseResult parsed = options.parse(argc, argv);
    if (parsed.count("help") != 0) {
      std::cout << options.help() << '\n' << kExitCodeHelp;
      if (command == Command::Explain) std::cout << "  explain exits 3 also when the level's rules stop before every cell is fixed\n";
      exit_code = kAnswered;
      return std::nullopt;
    }
    if (parsed.count("files") != 0) result.files = parsed["files"].as<std::vector<std::string>>();
    result.stats = parsed.count("stats") != 0;
    result.json = parsed.count("json") != 0;
    if (command == Command::Solve) {
      result.symmetry_breaking = parsed.count("no-symmetry") == 0;
      result.from_below = parsed.count("from-below") != 0;
      if (parsed.count("solutions") != 0) {
        result.solutions = parsed["solutions"].as<std::uint64_t>();
        // Each solution is kept until it is printed: a bound keeps memory
        // small; more are what `xoi count` is for.
        if (result.solutions < 1 || result.solutions > kMaxListedSolutions) {
          std::cerr << "xoi: --solutions must be from 1 to " << kMaxListedSolutions << '\n';
          exit_code = kBadInput;
          return std::nullopt;
        }
      }
    }
    SearchLimits& limits = result.search.limits;
    if (!read_timeout(parsed, limits.seconds)) {
      exit_code = kBadInput;
      return std::nullopt;
    }
    if (parsed.count("node-limit") != 0) limits.nodes = parsed["node-limit"].as<std::uint64_t>();
    if (parsed.count("seed") != 0) result.search.seed = parsed["seed"].as<std::uint64_t>();
    result.search.restarts.enabled = parsed.count("restarts") != 0;
    result.search.probe_every_node = parsed.count("probe") != 0;
    // The default search is dom/wdeg with last-conflict reasoning (set in
    // CommandOptions): plain first-fail did not count 10 of data/'s 175
    // puzzles to 2 in 10 s each, this does all of them in 1 s (docs/cli.md).
    if (parsed.count("last-conflict") != 0 && parsed.count("no-last-conflict") != 0) {
      std::cerr << "xoi: --last-conflict and --no-last-conflict contradict each other\n";
      exit_code = kBadInput;
      return std::nullopt;
    }
    if (parsed.count("no-last-conflict") != 0) result.search.last_conflict = false;
    if (parsed.count("discrepancies") != 0) {
      result.search.max_discrepancies = parsed["discrepancies"].as<int>();
      if (result.search.max_discrepancies < 0) {
        std::cerr << "xoi: --discrepancies must be 0 or more\n";
        exit_code = kBadInput;
        return std::nullopt;
      }
    }
    limits.interrupt = &interrupt_requested();
    if (command == Command::Count && parsed.count("limit") != 0) {
      result.count_limit = parsed["limit"].as<std::uint64_t>();
      if (result.count_limit == 0) {
        std::cerr << "xoi: --limit must be at least 1\n";
        exit_code = kBadInput;
        return std::nullopt;
      }
    }
    if (!apply_orders(parsed, result.search) || !apply_explain_options(parsed, result)) {
      exit_code = kBadInput;
      return std::nullopt;
    }
  } catch (const cxxopts::exceptions::exception& e) {
    std::cerr << "xoi: " << describe_option_error(e, argc, argv) << "\n\n" << options.help();
    exit_code = kBadInput;
    return std::nullopt;
  }
  const bool one_file = command != Command::Solve;
  if (result.files.empty() || (one_file && result.files.size() != 1)) {
    std::cerr << "xoi: "
              << (command == Command::Count     ? "count takes exactly one FILE"
                  : command == Command::Explain ? "explain takes exactly one FILE"
                                                : "solve needs at least one FILE")
              << "\n\n" << options.help();
    exit_code = kBadInput;
    return std::nullopt;
  }
  return result;
}

}  // namespace xoi::cli

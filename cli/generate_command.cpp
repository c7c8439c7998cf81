// `xoi generate KIND RxC [--seed S] [--count N] [--difficulty LEVEL]
// [--minimal-for LEVEL] [--givens FRACTION] [--symmetry NAME] [--out DIR] [--node-limit N] [--timeout SECONDS]
// [--progress[=SECONDS]] [--jobs N]`:
// puzzles with exactly one solution, graded by the solver, by default minimal
// for uniqueness (puzzles/generate/, docs/generator.md).
// Puzzle i of --count N is made from seed S+i, so `--seed S+i` alone makes it
// again. --timeout and Ctrl-C stop the run: the puzzles already made stay
// printed (or written), the one being made is dropped, exit 3 or 130.
#include <chrono>
#include <cxxopts.hpp>
#include <iostream>
#include <mutex>
#include <vector>

#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/generator_reports.hpp"
#include "cli/interrupt.hpp"
#include "cli/option_error.hpp"
#include "cli/puzzle_files.hpp"
#include "cli/report.hpp"
#include "puzzles/generate/batch.hpp"
#include "puzzles/generate/generated_text.hpp"
#include "puzzles/generate/generator.hpp"
#include "puzzles/registry.hpp"

namespace xoi::cli {
namespace {

struct GenerateArguments {
  const Kind* kind = nullptr;
  GenerateRequest request;
  std::uint64_t seed = 1;
  std::uint64_t count = 1;
  std::string out_dir;
  bool stats = false;
  bool json = false;
  double seconds = 0;  // --timeout; 0 = none
  double progress_interval = 0;  // --progress; 0 = no progress lines
  int jobs = 1;                  // --jobs
};

cxxopts::Options generate_options() {
  cxxopts::Options options("xoi generate", "Generate puzzles with exactly one solution, graded by difficulty.");
  options.positional_help("KIND RxC");
  options.add_options()
    ("seed", "seed of the first puzzle; puzzle i uses seed S+i (default 1)", cxxopts::value<std::uint64_t>(), "S")
    ("count", "number of puzzles (default 1)", cxxopts::value<std::uint64_t>(), "N")
    ("difficulty", "graded exactly this level, and minimal for it: 1-5 or its name: counting, distinct-lines, "
                   "line-consistency, probing, search (default: any grade)", cxxopts::value<std::string>(), "LEVEL")
    ("minimal-for", "every given is needed for this level to solve the puzzle; graded at most that level "
                    "(default: search, i.e. every given is needed for uniqueness; 3 is much faster on large grids)",
     cxxopts::value<std::string>(), "LEVEL")
    ("givens", "keep at least this fraction of the cells as givens (0-1; default: minimal); with --difficulty "
               "above 1, given back to the level's minimal puzzle while the level below cannot solve it",
     cxxopts::value<double>(), "FRACTION")
    ("unique-minimal", "every given is needed for uniqueness: the default, the same as --minimal-for search")
    ("symmetry", "a symmetric pattern of givens: none (default), rotate-2 (half turn), rotate-4 (quarter turns, "
                 "square grids), mirror-2 (left-right), mirror-4 (left-right and top-bottom); minimal then means "
                 "no symmetric group of givens can go", cxxopts::value<std::string>(), "NAME")
    ("out", "write DIR/NAME.txt and DIR/NAME.sol instead of printing", cxxopts::value<std::string>(), "DIR")
    ("max-attempts", "tries per puzzle before giving up on a level (default 1000)", cxxopts::value<int>(), "N")
    ("node-limit", "search nodes each given's second-solution check may use (default 20000); a check stopped by "
                   "it keeps its given, and the puzzle says 'minimal: not proved'. 0 = no limit: every check is "
                   "decided, however long that takes (--timeout bounds the run)",
     cxxopts::value<std::uint64_t>(), "N")
    ("timeout", "stop after SECONDS of wall time for the whole run (the puzzles made so far are kept)",
     cxxopts::value<double>(), "SECONDS")
    ("jobs", "make up to N puzzles of a --count at once, on N threads (default 1); the output is the same "
             "bytes whatever N", cxxopts::value<int>(), "N")
    ("json", "print one JSON object per puzzle on stdout (its rows, solution, level, givens, recipe)")
    ("stats", "print generator statistics to stderr")
    ("progress", "while a puzzle is made, print a progress line to stderr every SECONDS (default 1; give "
                 "another interval as --progress=S): the removal phase and pass, checks done, givens left, "
                 "time", cxxopts::value<double>()->implicit_value("1"), "SECONDS")
    ("h,help", "show this help")
    ("args", "KIND RxC", cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"args"});
  return options;
}

// More threads than this would only share the same few cores.
constexpr int kMostJobs = 1024;

bool parse_size(const std::string& text, int& rows, int& cols) {
  const std::size_t x = text.find('x');
  const std::string first = text.substr(0, x);
  const std::string second = x == std::string::npos ? first : text.substr(x + 1);
  auto number = [](const std::string& s, int& out) {
    if (s.empty() || s.size() > 6 || s.find_first_not_of("0123456789") != std::string::npos) return false;
    out = std::stoi(s);
    return true;
  };
  return number(first, rows) && number(second, cols);
}

// Fills `args`; returns an exit code when the command must not run.
std::optional<int> parse(int argc, const char* const* argv, GenerateArguments& args) {
  cxxopts::Options options = generate_options();
  try {
    const cxxopts::ParseResult parsed = options.parse(argc, argv);
    if (parsed.count("help") != 0) {
      std::cout << options.help();
      return kAnswered;
    }
    const std::vector<std::string> words =
        parsed.count("args") != 0 ? parsed["args"].as<std::vector<std::string>>() : std::vector<std::string>{};
    if (words.size() != 2) {
      std::cerr << "xoi: generate needs KIND and RxC, e.g. 'xoi generate binox 14x14'\n\n" << options.help();
      return kBadInput;
    }
    args.kind = find_kind(words[0]);
    if (args.kind == nullptr) {
      std::cerr << "xoi: unknown kind '" << words[0] << "' (generate knows binox and troix)\n";
      return kBadInput;
    }
    if (!parse_size(words[1], args.request.rows, args.request.cols)) {
      std::cerr << "xoi: size must be ROWSxCOLS, e.g. 14x14, got '" << words[1] << "'\n";
      return kBadInput;
    }
    if (parsed.count("seed") != 0) args.seed = parsed["seed"].as<std::uint64_t>();
    if (parsed.count("count") != 0) args.count = parsed["count"].as<std::uint64_t>();
    if (!read_level(parsed, "difficulty", args.request.difficulty) ||
        !read_level(parsed, "minimal-for", args.request.minimal_for))
      return kBadInput;
    if (parsed.count("givens") != 0) args.request.givens_fraction = parsed["givens"].as<double>();
    if (parsed.count("unique-minimal") != 0) {
      if (args.request.minimal_for.value_or(Level::Search) != Level::Search) {
        std::cerr << "xoi: --unique-minimal is --minimal-for search: give one of them\n";
        return kBadInput;
      }
      args.request.minimal_for = Level::Search;
    }
    if (!read_symmetry(parsed, args.request.symmetry)) return kBadInput;
    if (parsed.count("max-attempts") != 0) args.request.max_attempts = parsed["max-attempts"].as<int>();
    if (parsed.count("node-limit") != 0) args.request.uniqueness_node_limit = parsed["node-limit"].as<std::uint64_t>();
    if (parsed.count("out") != 0) args.out_dir = parsed["out"].as<std::string>();
    args.stats = parsed.count("stats") != 0;
    args.json = parsed.count("json") != 0;
    if (!read_progress(parsed, args.progress_interval)) return kBadInput;
    if (parsed.count("jobs") != 0) {
      args.jobs = parsed["jobs"].as<int>();
      if (args.jobs < 1 || args.jobs > kMostJobs) {
        std::cerr << "xoi: --jobs must be between 1 and " << kMostJobs << ", got " << args.jobs << '\n';
        return kBadInput;
      }
    }
    if (!read_timeout(parsed, args.seconds)) return kBadInput;
  } catch (const cxxopts::exceptions::exception& e) {
    std::cerr << "xoi: " << describe_option_error(e, argc, argv) << "\n\n" << options.help();
    return kBadInput;
  }
  if (args.count == 0) {
    std::cerr << "xoi: --count must be at least 1\n";
    return kBadInput;
  }
  return std::nullopt;
}

// Takes the puzzles in seed order: prints each (or writes its files), or
// reports why there is none; the exit code follows the first failure.
class PuzzleOutput {
 public:
  explicit PuzzleOutput(const GenerateArguments& args) : args_(args) {}

  // False when the run must stop here (no puzzle, or a file not written).
  bool take(const BatchItem& item) {
    if (!item.puzzle) {
      report_failure(item);
      return false;
    }
    const std::string_view symbols = args_.kind->syntax.symbols;
    const GeneratedText text = generated_text(args_.kind->syntax.name, args_.request, *item.puzzle);
    std::string written;
    if (!args_.out_dir.empty()) {
      written = write_puzzle_files(args_.out_dir, text.name, text.puzzle, text.solution, symbols);
      if (written.empty()) {
        exit_code_ = kBadInput;
        return false;
      }
    }
    if (args_.json) std::cout << json_of(*item.puzzle, text, written) << std::endl;
    else if (!written.empty()) std::cout << written << std::endl;
    else std::cout << (made_ == 0 ? "" : "\n") << write_puzzle(text.puzzle, symbols) << std::flush;
    ++made_;
    return true;
  }

  [[nodiscard]] int exit_code() const { return exit_code_; }

 private:
  // One line for scripts: what the comment lines say, as fields, and the grids.
  [[nodiscard]] std::string json_of(const GeneratedPuzzle& puzzle, const GeneratedText& text,
                                    const std::string& written) const {
    const std::string_view symbols = args_.kind->syntax.symbols;
    JsonObject object;
    object.field("status", "generated").field("name", text.name).field("kind", args_.kind->syntax.name);
    object.field("rows", args_.request.rows).field("cols", args_.request.cols).field("seed", puzzle.seed);
    object.field("level", level_number(puzzle.level)).field("level_name", level_name(puzzle.level));
    object.field("givens", puzzle.given_count).field("cells", static_cast<int>(puzzle.givens.size()));
    object.field("minimal", puzzle.minimal).field("minimal_for", level_number(puzzle.minimal_for));
    if (puzzle.kept_more) object.field("kept_more", true);
    if (puzzle.short_of_fraction > 0) object.field("short_of_givens", puzzle.short_of_fraction);
    object.field("unproved", cell_names(puzzle.unproved, args_.request.cols));
    if (args_.request.symmetry != Symmetry::None) object.field("symmetry", symmetry_name(args_.request.symmetry));
    object.field("attempts", puzzle.attempts).field("recipe", text.puzzle.comments.front());
    if (!written.empty()) object.field("written", written);
    return object.field("puzzle", row_strings(text.puzzle, symbols))
        .field("solution", row_strings(text.solution, symbols))
        .str();
  }

  void report_failure(const BatchItem& item) {
    if (args_.json) {
      const bool interrupted = interrupt_requested().load();
      JsonObject object;
      object.field("status", item.failure == Generator::Failure::NoGrid              ? "no-grid"
                             : item.failure == Generator::Failure::AttemptsExhausted ? "no-puzzle"
                             : interrupted                                           ? "interrupted"
                                                                                     : "stopped");
      object.field("kind", args_.kind->syntax.name).field("rows", args_.request.rows).field("cols", args_.request.cols);
      std::cout << object.field("seed", item.seed).str() << std::endl;
    }
    switch (item.failure) {
      case Generator::Failure::Stopped: {
        const bool interrupted = interrupt_requested().load();
        std::cerr << "xoi: " << (interrupted ? "interrupted" : "stopped by time-limit") << " after " << made_
                  << " of " << args_.count << (args_.count == 1 ? " puzzle" : " puzzles") << '\n';
        exit_code_ = interrupted ? kInterrupted : kLimit;
        return;
      }
      case Generator::Failure::NoGrid:
        std::cerr << "xoi: no complete " << args_.kind->syntax.name << ' ' << args_.request.rows << 'x'
                  << args_.request.cols << " grid exists\n";
        exit_code_ = kNoSolution;
        return;
      case Generator::Failure::AttemptsExhausted:
        std::cerr << "xoi: no puzzle of that level from seed " << item.seed << " in " << args_.request.max_attempts
                  << " attempts (--max-attempts raises the limit)\n";
        exit_code_ = kLimit;
        return;
    }
  }

  const GenerateArguments& args_;
  std::uint64_t made_ = 0;  // puzzles printed or written
  int exit_code_ = kAnswered;
};

}  // namespace

int run_generate(int argc, const char* const* argv) {
  GenerateArguments args;
  if (const std::optional<int> code = parse(argc, argv, args)) return *code;
  args.request.stop.interrupt = &interrupt_requested();
  if (args.seconds > 0)
    args.request.stop.deadline =
        std::chrono::steady_clock::now() +
        std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(args.seconds));
  if (const std::string problem = Generator::request_problem(*args.kind, args.request); !problem.empty()) {
    std::cerr << "xoi: " << problem << '\n';
    return kBadInput;
  }
  if (!args.out_dir.empty() && !make_out_dir(args.out_dir)) return kBadInput;
  std::mutex progress_output;
  std::vector<ProgressLines> progress_lines;
  std::vector<RemovalProgress*> progress;
  if (args.progress_interval > 0) {
    const ProgressLines::Clock::time_point start = ProgressLines::Clock::now();
    progress_lines.reserve(static_cast<std::size_t>(args.jobs));
    for (int job = 0; job < args.jobs; ++job) {
      progress_lines.emplace_back(args.progress_interval, start, progress_output);
      progress.push_back(&progress_lines.back());
    }
  }

  PuzzleOutput output(args);
  const BatchRequest batch{.kind = args.kind,
                           .request = args.request,
                           .first_seed = args.seed,
                           .count = args.count,
                           .jobs = args.jobs,
                           .progress = progress};
  const GeneratorStatistics statistics =
      generate_batch(batch, [&output](const BatchItem& item) { return output.take(item); });
  if (args.stats) print_generator_statistics(statistics);  // (with --jobs, of every puzzle begun)
  return output.exit_code();
}

}  // namespace xoi::cli

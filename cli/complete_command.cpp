// `xoi complete FILE...`: each setter's draft made into a puzzle with exactly
// one solution. The generator does it (GenerateRequest::draft): it fills the
// grid from the draft's givens, so the solution is one of the draft's, and
// removes the other cells' givens while the solution stays unique, as
// `xoi generate` does from an empty board. The draft's givens all stay;
// every given added is needed (or named as not proved), and the puzzle is
// graded as generate grades.
#include <algorithm>
#include <chrono>
#include <cxxopts.hpp>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/interrupt.hpp"
#include "cli/load.hpp"
#include "cli/option_error.hpp"
#include "cli/report.hpp"
#include "puzzles/generate/generated_text.hpp"
#include "puzzles/generate/generator.hpp"

namespace xoi::cli {
namespace {

cxxopts::Options complete_options() {
  cxxopts::Options options("xoi complete",
                           "Add givens to each draft until it has exactly one solution; the draft's givens stay.");
  options.positional_help("FILE...");
  options.add_options()
    ("seed", "which of the draft's solutions, and which givens (default 1)", cxxopts::value<std::uint64_t>(), "S")
    ("node-limit", "search nodes per uniqueness check (default 20000; 0 = none)", cxxopts::value<std::uint64_t>(),
     "N")
    ("timeout", "stop each draft after SECONDS", cxxopts::value<double>(), "SECONDS")
    ("json", "print one JSON object per draft on stdout")
    ("h,help", "show this help")
    ("files", "draft puzzle files", cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"files"});
  return options;
}

const char* const kCompleteHelp =
    "Exit codes: 0 completed, 1 a draft has no solution, 2 bad input or usage,\n"
    "            3 stopped by --timeout, 130 interrupted.\n";

struct Settings {
  std::uint64_t seed = 1;
  std::uint64_t node_limit = GenerateRequest{}.uniqueness_node_limit;
  double seconds = 0;
  bool json = false;
};

int count_givens(const std::vector<std::int8_t>& cells) {
  return static_cast<int>(std::count_if(cells.begin(), cells.end(), [](std::int8_t v) { return v >= 0; }));
}

int complete_one(const LoadedPuzzle& draft, const Settings& settings) {
  if (draft.kind->line_rules == nullptr || draft.text.dims.size() != 2) {
    std::cerr << "xoi: " << draft.path << ": " << draft.text.kind
              << " is not a line puzzle: complete takes binox and troix drafts\n";
    return kBadInput;
  }
  GenerateRequest request;
  request.rows = draft.text.dims[0];
  request.cols = draft.text.dims[1];
  request.draft = draft.text.cells;
  request.uniqueness_node_limit = settings.node_limit;
  request.stop.interrupt = &interrupt_requested();
  if (settings.seconds > 0)
    request.stop.deadline = std::chrono::steady_clock::now() +
                            std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                std::chrono::duration<double>(settings.seconds));
  std::string error;
  std::optional<Generator> generator = Generator::create(*draft.kind, request, error);
  if (!generator) {
    std::cerr << "xoi: " << draft.path << ": " << error << '\n';
    return kBadInput;
  }
  Generator::Failure failure = Generator::Failure::Stopped;
  const std::optional<GeneratedPuzzle> made = generator->generate(settings.seed, &failure);
  std::string status = "completed";
  int code = kAnswered;
  if (!made) {
    const bool interrupted = interrupt_requested().load();
    status = failure == Generator::Failure::NoGrid ? "no-solution" : "stopped";
    code = failure == Generator::Failure::NoGrid ? kNoSolution : (interrupted ? kInterrupted : kLimit);
  }
  const std::string_view symbols = draft.kind->syntax.symbols;
  if (settings.json) {
    JsonObject object;
    object.field("file", draft.path).field("kind", draft.text.kind).field("status", status);
    if (made) {
      const GeneratedText text = generated_text(draft.text.kind, request, *made);
      object.field("puzzle", row_strings(text.puzzle, symbols))
          .field("solution", row_strings(text.solution, symbols))
          .field("draft_givens", count_givens(draft.text.cells))
          .field("givens", made->given_count)
          .field("level", level_number(made->level))
          .field("minimal", made->minimal);
    }
    std::cout << object.str() << '\n';
    return code;
  }
  if (!made) {
    std::cout << "# " << draft.path << ": "
              << (code == kNoSolution ? "no solution"
                                      : std::string("no answer: stopped by ") +
                                            (code == kInterrupted ? "interrupted" : "time-limit"))
              << '\n';
    return code;
  }
  // generate's comment lines, with the recipe of this command in the first.
  GeneratedText text = generated_text(draft.text.kind, request, *made);
  std::string recipe = "xoi complete " + draft.path + " --seed " + std::to_string(settings.seed);
  if (settings.node_limit != GenerateRequest{}.uniqueness_node_limit)
    recipe += " --node-limit " + std::to_string(settings.node_limit);
  text.puzzle.comments.front() = recipe;
  text.puzzle.comments.insert(text.puzzle.comments.begin() + 1,
                              "draft givens: " + std::to_string(count_givens(draft.text.cells)) +
                                  ", all kept (the minimal line is about the givens added)");
  std::cout << write_puzzle(text.puzzle, symbols);
  return code;
}

}  // namespace

int run_complete(int argc, const char* const* argv) {
  cxxopts::Options options = complete_options();
  std::vector<std::string> files;
  Settings settings;
  try {
    const cxxopts::ParseResult parsed = options.parse(argc, argv);
    if (parsed.count("help") != 0) {
      std::cout << options.help() << '\n' << kCompleteHelp;
      return kAnswered;
    }
    if (parsed.count("files") != 0) files = parsed["files"].as<std::vector<std::string>>();
    settings.json = parsed.count("json") != 0;
    if (parsed.count("seed") != 0) settings.seed = parsed["seed"].as<std::uint64_t>();
    if (parsed.count("node-limit") != 0) settings.node_limit = parsed["node-limit"].as<std::uint64_t>();
    if (!read_timeout(parsed, settings.seconds)) return kBadInput;
  } catch (const cxxopts::exceptions::exception& e) {
    std::cerr << "xoi: " << describe_option_error(e, argc, argv) << "\n\n" << options.help();
    return kBadInput;
  }
  if (files.empty()) {
    std::cerr << "xoi: complete needs at least one FILE\n\n" << options.help();
    return kBadInput;
  }
  int exit_code = kAnswered;
  bool first = true;
  for (const std::string& file : files) {
    const std::optional<std::vector<LoadedPuzzle>> drafts = load_puzzles(file);
    if (!drafts) {
      exit_code = combine(exit_code, kBadInput);
      continue;
    }
    for (const LoadedPuzzle& draft : *drafts) {
      if (!first && !settings.json) std::cout << '\n';
      first = false;
      exit_code = combine(exit_code, complete_one(draft, settings));
      std::cout.flush();
    }
  }
  return exit_code;
}

}  // namespace xoi::cli

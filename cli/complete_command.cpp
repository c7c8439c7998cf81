// `xoi complete FILE...`: each setter's draft made into a puzzle with exactly
// one solution. The generator does it (GenerateRequest::draft): it fills the
// grid from the draft's givens, so the solution is one of the draft's, and
// removes the other cells' givens while the solution stays unique, as
// `xoi generate` does from an empty board. The draft's givens all stay;
// every given added is needed (or named as not proved), and the puzzle is
// graded as generate grades. Then the draft's own givens are reviewed
// (Generator::review_draft): those that follow from the other givens, or
// with `--review search` every one the puzzle does not need, are named, and
// `--trim` drops them. Under `--symmetry` the cells mirroring a draft given
// are givens too, and givens are added and reviewed a symmetric group at a
// time. `--out DIR` writes each puzzle and its solution as files.
#include <algorithm>
#include <chrono>
#include <cxxopts.hpp>
#include <filesystem>
#include <iostream>
#include <mutex>
#include <set>

#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/generator_reports.hpp"
#include "cli/interrupt.hpp"
#include "cli/load.hpp"
#include "cli/option_error.hpp"
#include "cli/puzzle_files.hpp"
#include "cli/report.hpp"
#include "cli/story.hpp"
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
    ("difficulty", "graded exactly this level, and minimal for it: 1-5 or its name (as xoi generate)",
     cxxopts::value<std::string>(), "LEVEL")
    ("minimal-for", "every given added is needed for this level; graded at most that level (default search)",
     cxxopts::value<std::string>(), "LEVEL")
    ("review", "check the draft's own givens: propagation (default: those that follow from the others), "
     "search (every one, as generate checks its givens; can take far longer) or none",
     cxxopts::value<std::string>(), "MODE")
    ("trim", "drop the draft's givens the review finds not needed")
    ("symmetry", "a symmetric pattern of givens, as xoi generate makes: none (default), rotate-2, rotate-4, "
                 "mirror-2, mirror-4; the cells mirroring a draft given become givens too",
     cxxopts::value<std::string>(), "NAME")
    ("max-attempts", "tries before giving up on a --difficulty (default 1000)", cxxopts::value<int>(), "N")
    ("node-limit", "search nodes per uniqueness check (default 20000; 0 = none)", cxxopts::value<std::uint64_t>(),
     "N")
    ("out", "write DIR/NAME.txt and its solution DIR/NAME.sol instead of printing the puzzle; NAME is the "
            "draft file's name (its number in the file when it holds several) and the seed",
     cxxopts::value<std::string>(), "DIR")
    ("timeout", "stop each draft after SECONDS", cxxopts::value<double>(), "SECONDS")
    ("json", "print one JSON object per draft on stdout")
    ("stats", "print each draft's generator statistics to stderr")
    ("progress", "while a draft is completed and reviewed, print a progress line to stderr every SECONDS "
                 "(default 1; another interval as --progress=S)",
     cxxopts::value<double>()->implicit_value("1"), "SECONDS")
    ("h,help", "show this help")
    ("files", "draft puzzle files", cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"files"});
  return options;
}

const char* const kCompleteHelp =
    "Exit codes: 0 completed, 1 a draft has no solution, 2 bad input or usage,\n"
    "            3 stopped by --timeout, or no puzzle of the --difficulty within --max-attempts,\n"
    "            130 interrupted.\n";

// How far `--review` checks the draft's own givens.
enum class Review : std::uint8_t { None, Propagation, Search };

struct Settings {
  std::uint64_t seed = 1;
  std::optional<Level> difficulty, minimal_for;
  Review review = Review::Propagation;
  bool trim = false;
  Symmetry symmetry = Symmetry::None;
  int max_attempts = GenerateRequest{}.max_attempts;
  std::uint64_t node_limit = GenerateRequest{}.uniqueness_node_limit;
  double seconds = 0;
  bool json = false;
  bool stats = false;
  double progress_interval = 0;  // --progress; 0 = no progress lines
  std::string out_dir;  // --out: write files there instead of printing the puzzle
};

// The name --out gives a draft's files: the file's name without its
// extension ("stdin" for -), the draft's number when the file holds several,
// and the seed.
std::string out_name(const std::string& path, std::size_t index, std::size_t drafts, std::uint64_t seed) {
  std::string name = path == "-" ? "stdin" : std::filesystem::path(path).stem().string();
  if (drafts > 1) name.append("-").append(std::to_string(index + 1));
  return name.append("-seed-").append(std::to_string(seed));
}

std::string spaced(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& name : names) text.append(" ").append(name);
  return text;
}

// The comment line on the draft's givens: how many, and what the review
// found (nullopt: none was made, or it was stopped).
std::string draft_line(int draft_givens, const std::optional<Generator::DraftReview>& review, const Settings& settings,
                       int cols) {
  std::string line = "draft givens: " + std::to_string(draft_givens);
  if (draft_givens == 0) return line;  // nothing to keep or review
  if (!review)
    return line.append(settings.review == Review::None ? ", all kept (not reviewed)"
                                                       : ", all kept (not reviewed: stopped)");
  // Exact: not needed by the puzzle; otherwise: implied by the other givens.
  const std::size_t unneeded = review->unneeded.size();
  const bool one = unneeded == 1;
  const std::string cells = spaced(cell_names(review->unneeded, cols));
  const std::string count = std::to_string(unneeded);
  if (unneeded == 0)
    line.append(review->exact ? (review->unproved.empty() ? ", all kept, all needed" : ", all kept")
                              : ", all kept; none follows from the others (--review search checks more)");
  else if (settings.trim)
    line.append(", ").append(count).append(review->exact ? " dropped as not needed:"
                                           : one         ? " dropped as it follows from the others:"
                                                         : " dropped as they follow from the others:");
  else
    line.append(", all kept; ").append(count).append(review->exact ? " not needed:"
                                                     : one         ? " follows from the others:"
                                                                   : " follow from the others:");
  if (unneeded != 0) line.append(cells);
  // Under a symmetry the givens mirroring them go with them.
  const std::size_t mirrors = review->dropped.size() - unneeded;
  const std::string with_mirrors = mirrors == 0 ? ""
                                   : " with the " + std::to_string(mirrors) +
                                         (mirrors == 1 ? " given mirroring " : " givens mirroring ") +
                                         (one ? "it" : "them");
  if (unneeded != 0 && settings.trim) line.append(with_mirrors);
  if (unneeded != 0 && !settings.trim)
    line.append(one ? " (--trim drops it" : " (--trim drops them").append(with_mirrors).append(")");
  if (!review->unproved.empty())
    line.append("; not proved needed (node limit):").append(spaced(cell_names(review->unproved, cols)));
  return line;
}

// The `minimal:` comment line where the review changes it: generate's line
// speaks of the givens it could remove, here those it added.
std::optional<std::string> minimal_line(const std::optional<Generator::DraftReview>& review, const Settings& settings,
                                        const GeneratedPuzzle& puzzle) {
  if (review && !review->unneeded.empty() && !settings.trim)
    return "minimal: no (" + std::to_string(review->unneeded.size()) + " of the draft's givens not needed, above)";
  if (!puzzle.minimal && puzzle.unproved.empty() && (!review || !review->exact)) {
    const bool stopped = !review && settings.review != Review::None;
    return "minimal: yes for the givens added, for level " + std::to_string(level_number(puzzle.minimal_for)) + " (" +
           std::string(level_name(puzzle.minimal_for)) + "); the draft's own not checked" +
           (stopped ? " (review stopped)" : " by search (--review search)");
  }
  return std::nullopt;
}

// The command that makes this puzzle again: the first comment line. The
// level and pattern options are written as generate writes them.
std::string recipe(const std::string& path, const GenerateRequest& request, const Settings& settings) {
  std::string command = "xoi complete " + path + " --seed " + std::to_string(settings.seed);
  command.append(level_options(request));
  if (settings.review == Review::Search) command.append(" --review search");
  if (settings.review == Review::None) command.append(" --review none");
  if (settings.trim) command.append(" --trim");
  return command.append(pattern_options(request));
}

int count_givens(const std::vector<std::int8_t>& cells) {
  return static_cast<int>(std::count_if(cells.begin(), cells.end(), [](std::int8_t v) { return v >= 0; }));
}

// The puzzle and its solution as text: generate's comment lines, with the
// recipe of this command first, the draft's line after it, and the minimal
// line restated where the review changes it (the solution file of --out
// carries them too).
GeneratedText completed_text(const LoadedPuzzle& draft, const GenerateRequest& request, const GeneratedPuzzle& made,
                             const std::optional<Generator::DraftReview>& review, const Settings& settings) {
  GeneratedComments lines = generated_comments(draft.text.kind, request, made);
  if (std::optional<std::string> minimal = minimal_line(review, settings, made)) lines.minimal = std::move(*minimal);
  return generated_text(draft.text.kind, request, made,
                        {recipe(draft.path, request, settings),
                         draft_line(count_givens(draft.text.cells), review, settings, request.cols), lines.seed,
                         lines.difficulty, lines.givens, lines.minimal});
}

// The generator's request for a draft, but for progress lines.
GenerateRequest completion_request(const LoadedPuzzle& draft, const Settings& settings) {
  GenerateRequest request;
  request.rows = draft.text.dims[0];
  request.cols = draft.text.dims[1];
  request.draft = draft.text.cells;
  request.difficulty = settings.difficulty;
  request.minimal_for = settings.minimal_for;
  request.symmetry = settings.symmetry;
  request.max_attempts = settings.max_attempts;
  request.uniqueness_node_limit = settings.node_limit;
  request.stop.interrupt = &interrupt_requested();
  if (settings.seconds > 0)
    request.stop.deadline = std::chrono::steady_clock::now() +
                            std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                std::chrono::duration<double>(settings.seconds));
  return request;
}

// What completing one draft came to.
struct Completion {
  std::optional<GeneratedPuzzle> made;
  std::optional<Generator::DraftReview> review;  // none asked for, or stopped: nullopt
  Generator::Failure failure = Generator::Failure::Stopped;  // when nothing was made
  int code = kAnswered;
};

// Completes the draft, then reviews its own givens as --review asks (and
// with --trim drops those not needed and grades again).
Completion complete_and_review(Generator& generator, const Settings& settings, ProgressLines* progress) {
  Completion result;
  result.made = generator.generate(settings.seed, &result.failure);
  std::optional<GeneratedPuzzle>& made = result.made;
  if (!made) {
    result.code = result.failure == Generator::Failure::NoGrid ? kNoSolution
                  : interrupt_requested().load()               ? kInterrupted
                                                               : kLimit;
    return result;
  }
  if (settings.review != Review::None) {
    if (progress != nullptr) progress->on_review();
    result.review =
        generator.review_draft(*made, settings.review == Review::Search ? Level::Search : Level::LineConsistency);
    const std::optional<Generator::DraftReview>& review = result.review;
    if (review) {
      made->unproved.insert(made->unproved.end(), review->unproved.begin(), review->unproved.end());
      std::sort(made->unproved.begin(), made->unproved.end());
      if (settings.trim) {
        for (const int cell : review->dropped) made->givens[static_cast<std::size_t>(cell)] = -1;
        made->given_count -= static_cast<int>(review->dropped.size());
        made->level = generator.grade(made->givens, made->solution);  // fewer givens: maybe a harder level
      }
    } else {
      result.code = interrupt_requested().load() ? kInterrupted : kLimit;  // the puzzle is shown, unreviewed
    }
  }
  // Minimal as a whole: every given added is needed (generate's own flag)
  // and so is every draft given, which only an exact review can say.
  const bool draft_needed =
      result.review && result.review->exact && (settings.trim || result.review->unneeded.empty());
  made->minimal = made->minimal && made->unproved.empty() && draft_needed;
  return result;
}

std::string status_of(const Completion& completion) {
  if (completion.made) return "completed";
  return completion.failure == Generator::Failure::NoGrid              ? "no-solution"
         : completion.failure == Generator::Failure::AttemptsExhausted ? "no-puzzle-of-that-level"
                                                                       : "stopped";
}

// One JSON object for the draft; `written`: the .txt path under --out.
void print_json(const LoadedPuzzle& draft, const Settings& settings, const Completion& completion,
                const GeneratedText& text, const std::string& written) {
  const std::string_view symbols = draft.kind->syntax.symbols;
  const std::optional<Generator::DraftReview>& review = completion.review;
  JsonObject object;
  object.field("file", draft.path).field("kind", draft.text.kind).field("status", status_of(completion));
  if (const std::optional<GeneratedPuzzle>& made = completion.made) {
    if (!written.empty()) object.field("written", written);
    if (settings.symmetry != Symmetry::None) object.field("symmetry", symmetry_name(settings.symmetry));
    object.field("puzzle", row_strings(text.puzzle, symbols))
        .field("solution", row_strings(text.solution, symbols))
        .field("draft_givens", count_givens(draft.text.cells))
        .field("draft_review", review                              ? (review->exact ? "exact" : "propagation")
                               : settings.review == Review::None ? "none"
                                                                 : "stopped");
    const int cols = draft.text.dims[1];
    if (review)
      object.field(settings.trim ? "draft_dropped" : "draft_unneeded", cell_names(review->unneeded, cols))
          .field("draft_unproved", cell_names(review->unproved, cols));
    object.field("givens", made->given_count).field("level", level_number(made->level)).field("minimal",
                                                                                           made->minimal);
  }
  std::cout << object.str() << '\n';
}

// The puzzle (or under --out the path of its file), or why there is none.
void print_text(const LoadedPuzzle& draft, const Settings& settings, const Completion& completion,
                const GeneratedText& text, const std::string& written) {
  if (!completion.made) {
    std::string answer = "no solution";
    if (completion.code != kNoSolution)
      answer = completion.failure == Generator::Failure::AttemptsExhausted
                   ? "no puzzle of that level in " + std::to_string(settings.max_attempts) +
                         " attempts (--max-attempts raises the limit)"
                   : std::string("no answer: stopped by ") +
                         (completion.code == kInterrupted ? "interrupted" : "time-limit");
    std::cout << "# " << draft.path << ": " << answer << '\n';
    return;
  }
  if (!written.empty()) std::cout << written << '\n';
  if (settings.out_dir.empty()) std::cout << write_puzzle(text.puzzle, draft.kind->syntax.symbols);
}

// `name`: the files' name under --out.
int complete_one(const LoadedPuzzle& draft, const Settings& settings, const std::string& name) {
  if (draft.kind->line_rules == nullptr || draft.text.dims.size() != 2) {
    std::cerr << "xoi: " << draft.path << ": " << draft.text.kind
              << " is not a line puzzle: complete takes binox and troix drafts\n";
    return kBadInput;
  }
  GenerateRequest request = completion_request(draft, settings);
  std::mutex progress_output;
  std::optional<ProgressLines> progress;
  if (settings.progress_interval > 0) {
    progress.emplace(settings.progress_interval, std::chrono::steady_clock::now(), progress_output);
    request.progress = &*progress;
  }
  std::string error;
  std::optional<Generator> generator = Generator::create(*draft.kind, request, error);
  if (!generator) {
    std::cerr << "xoi: " << draft.path << ": " << error << '\n';
    return kBadInput;
  }
  Completion completion = complete_and_review(*generator, settings, progress ? &*progress : nullptr);
  if (settings.stats) {
    std::cerr << "draft: " << draft.path << '\n';
    print_generator_statistics(generator->statistics());
  }
  GeneratedText text;
  std::string written;  // the .txt path under --out
  if (completion.made) {
    text = completed_text(draft, request, *completion.made, completion.review, settings);
    if (!settings.out_dir.empty()) {
      written = write_puzzle_files(settings.out_dir, name, text.puzzle, text.solution, draft.kind->syntax.symbols);
      if (written.empty()) completion.code = combine(completion.code, kBadInput);
    }
  }
  if (settings.json) print_json(draft, settings, completion, text, written);
  else print_text(draft, settings, completion, text, written);
  return completion.code;
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
    if (!read_level(parsed, "difficulty", settings.difficulty) ||
        !read_level(parsed, "minimal-for", settings.minimal_for))
      return kBadInput;
    settings.trim = parsed.count("trim") != 0;
    if (!read_symmetry(parsed, settings.symmetry)) return kBadInput;
    if (!read_choice<Review>(parsed, "review",
                             {{"propagation", Review::Propagation}, {"search", Review::Search}, {"none", Review::None}},
                             settings.review))
      return kBadInput;
    if (settings.trim && settings.review == Review::None) {
      std::cerr << "xoi: --trim drops what the review finds: not with --review none\n";
      return kBadInput;
    }
    if (parsed.count("max-attempts") != 0) settings.max_attempts = parsed["max-attempts"].as<int>();
    if (parsed.count("node-limit") != 0) settings.node_limit = parsed["node-limit"].as<std::uint64_t>();
    if (!read_timeout(parsed, settings.seconds)) return kBadInput;
    settings.stats = parsed.count("stats") != 0;
    if (!read_progress(parsed, settings.progress_interval)) return kBadInput;
    if (parsed.count("out") != 0) settings.out_dir = parsed["out"].as<std::string>();
  } catch (const cxxopts::exceptions::exception& e) {
    std::cerr << "xoi: " << describe_option_error(e, argc, argv) << "\n\n" << options.help();
    return kBadInput;
  }
  if (files.empty()) {
    std::cerr << "xoi: complete needs at least one FILE\n\n" << options.help();
    return kBadInput;
  }
  if (!settings.out_dir.empty() && !make_out_dir(settings.out_dir)) return kBadInput;
  int exit_code = kAnswered;
  bool first = true;
  std::set<std::string> out_names;  // the names --out has written in this run
  for (const std::string& file : files) {
    const std::optional<std::vector<LoadedPuzzle>> drafts = load_puzzles(file);
    if (!drafts) {
      exit_code = combine(exit_code, kBadInput);
      continue;
    }
    for (std::size_t i = 0; i < drafts->size(); ++i) {
      if (!first && !settings.json && settings.out_dir.empty()) std::cout << '\n';
      first = false;
      const std::string name = out_name(file, i, drafts->size(), settings.seed);
      // Two drafts whose files share a name (a/d.txt, b/d.txt) would write
      // the same files: the second is refused rather than overwriting.
      if (!settings.out_dir.empty() && !out_names.insert(name).second) {
        std::cerr << "xoi: " << file << ": --out would write " << name << ".txt again (another FILE has that name)\n";
        exit_code = combine(exit_code, kBadInput);
        continue;
      }
      exit_code = combine(exit_code, complete_one((*drafts)[i], settings, name));
      std::cout.flush();
    }
  }
  return exit_code;
}

}  // namespace xoi::cli

// `xoi export --format lp|cnf FILE [-o PATH]`: the puzzle as a 0-1 integer
// program (CPLEX LP) or as CNF (DIMACS), for MIP and SAT solvers
// (puzzles/export/, docs/export.md). FILE holds one Binox or Troix puzzle.
#include <cxxopts.hpp>
#include <fstream>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/load.hpp"
#include "cli/option_error.hpp"
#include "puzzles/export/cnf_writer.hpp"
#include "puzzles/export/lp_writer.hpp"

namespace xoi::cli {
namespace {

struct ExportArguments {
  std::string format;
  std::string file;
  std::string out_path;  // empty: standard output
};

cxxopts::Options export_options() {
  cxxopts::Options options("xoi export", "Write a Binox or Troix puzzle as an integer program or as CNF.");
  options.positional_help("FILE");
  options.add_options()
    ("format", "lp (0-1 integer program, CPLEX LP format) or cnf (DIMACS)", cxxopts::value<std::string>(), "FORMAT")
    ("o,output", "write to PATH instead of standard output", cxxopts::value<std::string>(), "PATH")
    ("h,help", "show this help")
    ("files", "puzzle file", cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"files"});
  return options;
}

// Fills `args`; returns an exit code when the command must not run.
std::optional<int> parse(int argc, const char* const* argv, ExportArguments& args) {
  cxxopts::Options options = export_options();
  try {
    const cxxopts::ParseResult parsed = options.parse(argc, argv);
    if (parsed.count("help") != 0) {
      std::cout << options.help();
      return kAnswered;
    }
    const std::vector<std::string> files =
        parsed.count("files") != 0 ? parsed["files"].as<std::vector<std::string>>() : std::vector<std::string>{};
    if (files.size() != 1 || parsed.count("format") == 0) {
      std::cerr << "xoi: export needs --format lp|cnf and exactly one FILE\n\n" << options.help();
      return kBadInput;
    }
    args.file = files.front();
    args.format = parsed["format"].as<std::string>();
    if (args.format != "lp" && args.format != "cnf") {
      std::cerr << "xoi: --format must be lp or cnf, got '" << args.format << "'\n";
      return kBadInput;
    }
    if (parsed.count("output") != 0) args.out_path = parsed["output"].as<std::string>();
  } catch (const cxxopts::exceptions::exception& e) {
    std::cerr << "xoi: " << describe_option_error(e, argc, argv) << "\n\n" << options.help();
    return kBadInput;
  }
  return std::nullopt;
}

}  // namespace

int run_export(int argc, const char* const* argv) {
  ExportArguments args;
  if (const std::optional<int> code = parse(argc, argv, args)) return *code;
  const std::optional<std::vector<LoadedPuzzle>> puzzles = load_puzzles(args.file);
  if (!puzzles) return kBadInput;
  if (puzzles->size() != 1) {
    std::cerr << "xoi: " << args.file << ": export takes a file with one puzzle, this one has " << puzzles->size()
              << '\n';
    return kBadInput;
  }
  std::string error;
  const std::optional<ExportGrid> grid = export_grid(puzzles->front().text, error);
  if (!grid) {
    std::cerr << "xoi: " << args.file << ": " << error << '\n';
    return kBadInput;
  }
  std::ofstream file;
  if (!args.out_path.empty()) {
    file.open(args.out_path, std::ios::binary);
    if (!file) {
      std::cerr << "xoi: cannot write " << args.out_path << '\n';
      return kBadInput;
    }
  }
  std::ostream& out = args.out_path.empty() ? std::cout : file;
  if (args.format == "lp") write_lp(*grid, out);
  else write_cnf(*grid, out);
  out.flush();
  if (!out) {
    std::cerr << "xoi: cannot write " << (args.out_path.empty() ? "standard output" : args.out_path) << '\n';
    return kBadInput;
  }
  return kAnswered;
}

}  // namespace xoi::cli

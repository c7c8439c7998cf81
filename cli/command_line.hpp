// Options shared by the commands, and the cxxopts wrapper that turns every
// parse problem into a usage message and exit code 2 instead of an exception.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/search/options.hpp"

namespace xoi::cli {

// The search the commands run without options: dom/wdeg with last-conflict
// reasoning, not the engine's plain first-fail, which leaves hard puzzles
// (the generator's own level-5 ones) running for minutes; values in random
// order (seeded by --seed, so still deterministic), as min order walks
// sparse grids of 60 cells and more into dead ends it cannot leave
// (docs/cli.md, "Default search").
inline SearchOptions default_command_search() {
  SearchOptions search;
  search.var_order = VarOrder::WeightedDegree;
  search.last_conflict = true;
  search.value_order = ValueOrder::Random;
  return search;
}

// solve --solutions N: at most this many.
inline constexpr std::uint64_t kMaxListedSolutions = 1000;

struct CommandOptions {
  std::vector<std::string> files;
  bool stats = false;
  bool json = false;
  bool symmetry_breaking = true;  // --no-symmetry turns it off (optimisation kinds)
  bool from_below = false;        // --from-below: prove bounds upwards (optimisation kinds)
  std::uint64_t count_limit = 0;  // count --limit; 0 = count all
  std::uint64_t solutions = 1;    // solve --solutions N: print up to N solutions
  std::string trace;              // --trace FORMAT: "" (none) or "jsonl" (solve, explain)
  std::string trace_file;         // --trace-file PATH: where the trace goes ("" = stderr)
  int level = 0;                  // explain --level 1-5; 0 = every rule, then search
  int grid_every = 0;             // explain --grid-every N; 0 = only the last grid
  std::string html_file;          // explain --html OUT.html
  SearchOptions search = default_command_search();
};

enum class Command { Solve, Count, Explain };

// Parses argv after the command word. Prints help or an error itself;
// returns nullopt with `exit_code` set when the command must not run.
std::optional<CommandOptions> parse_command_line(Command command, int argc, const char* const* argv,
                                                 int& exit_code);

std::string general_help();

}  // namespace xoi::cli

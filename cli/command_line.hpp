// Options shared by the commands, and the cxxopts wrapper that turns every
// parse problem into a usage message and exit code 2 instead of an exception.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/search/options.hpp"

namespace xoi::cli {

struct CommandOptions {
  std::vector<std::string> files;
  bool stats = false;
  bool json = false;
  bool symmetry_breaking = true;  // --no-symmetry turns it off (optimisation kinds)
  bool from_below = false;        // --from-below: prove bounds upwards (optimisation kinds)
  std::uint64_t count_limit = 0;  // count --limit; 0 = count all
  SearchOptions search;
};

enum class Command { Solve, Count };

// Parses argv after the command word. Prints help or an error itself;
// returns nullopt with `exit_code` set when the command must not run.
std::optional<CommandOptions> parse_command_line(Command command, int argc, const char* const* argv,
                                                 int& exit_code);

std::string general_help();

}  // namespace xoi::cli

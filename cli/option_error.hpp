// Reading options the commands share, with one message for each kind of bad
// value. cxxopts's own text for a value it cannot parse ("Argument 'abc'
// failed to parse") does not say which option the value was for;
// describe_option_error names it ("--timeout: 'abc' is not a valid value"),
// finding the value on the command line.
#pragma once

#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <cxxopts.hpp>

#include "engine/search/options.hpp"
#include "puzzles/generate/levels.hpp"
#include "puzzles/generate/symmetry.hpp"

namespace xoi::cli {

std::string describe_option_error(const cxxopts::exceptions::exception& error, int argc, const char* const* argv);

// --timeout SECONDS, shared by the commands: `seconds` is left alone when the
// option is absent; false, after the message on stderr, unless it is a
// positive number of at most 1e9 seconds.
bool read_timeout(const cxxopts::ParseResult& parsed, double& seconds);

// --progress[=SECONDS] (generate, complete): `interval` is left alone when
// the option is absent; false, after the message on stderr, unless it is a
// positive number of at most 1e9 seconds.
bool read_progress(const cxxopts::ParseResult& parsed, double& interval);

// An option naming a level (--difficulty, --minimal-for): a number 1-5 or a
// level's name. `level` is left alone when the option is absent; false,
// after the message on stderr, when the value is neither.
bool read_level(const cxxopts::ParseResult& parsed, const char* option, std::optional<Level>& level);

// --symmetry NAME (generate, complete): `symmetry` is left alone when the
// option is absent; false, after the message on stderr, for an unknown name.
bool read_symmetry(const cxxopts::ParseResult& parsed, Symmetry& symmetry);

// What `grade` and `hint` share: FILE... (at least one), --json, --timeout,
// --node-limit, --help, and Ctrl-C stopping the searches.
struct PuzzleFilesCommand {
  std::vector<std::string> files;
  bool json = false;
  SearchLimits limits;
};

// Parses them with `options` (which declares them; `help_tail` follows the
// help), and the command's own with `read_own` (false: a message was printed).
// Returns the exit code when the command must not run (help, bad usage).
std::optional<int> parse_puzzle_files_command(cxxopts::Options& options, std::string_view help_tail, int argc,
                                              const char* const* argv, PuzzleFilesCommand& command,
                                              const std::function<bool(const cxxopts::ParseResult&)>& read_own);

// One name an option accepts, and what it stands for.
template <class T>
struct Choice {
  std::string_view name;
  T value;
};

// Prints "xoi: --OPTION must be a, b or c, got 'GOT'" (the names in order).
void report_bad_choice(const char* option, const std::vector<std::string_view>& names, const std::string& got);

// An option naming one of `choices` (--value-order, --var-order, --review):
// `value` is left alone when the option is absent; false, after a message
// listing the names on stderr, for any other name.
template <class T>
bool read_choice(const cxxopts::ParseResult& parsed, const char* option, std::initializer_list<Choice<T>> choices,
                 T& value) {
  if (parsed.count(option) == 0) return true;
  const std::string name = parsed[option].as<std::string>();
  std::vector<std::string_view> names;
  for (const Choice<T>& choice : choices) {
    if (choice.name == name) {
      value = choice.value;
      return true;
    }
    names.push_back(choice.name);
  }
  report_bad_choice(option, names, name);
  return false;
}

}  // namespace xoi::cli

// The message for a command-line error that cxxopts reports. Its own text
// for a bad value ("Argument 'abc' failed to parse") does not say which
// option the value was for; this names it ("--timeout: 'abc' is not a valid
// value"), finding the value on the command line.
#pragma once

#include <optional>
#include <string>

#include <cxxopts.hpp>

#include "puzzles/generate/levels.hpp"
#include "puzzles/generate/symmetry.hpp"

namespace xoi::cli {

std::string describe_option_error(const cxxopts::exceptions::exception& error, int argc, const char* const* argv);

// --timeout SECONDS, shared by the commands: `seconds` is left alone when the
// option is absent; false, after the message on stderr, unless it is a
// positive number of at most 1e9 seconds.
bool read_timeout(const cxxopts::ParseResult& parsed, double& seconds);

// An option naming a level (--difficulty, --minimal-for): a number 1-5 or a
// level's name. `level` is left alone when the option is absent; false,
// after the message on stderr, when the value is neither.
bool read_level(const cxxopts::ParseResult& parsed, const char* option, std::optional<Level>& level);

// --symmetry NAME (generate, complete): `symmetry` is left alone when the
// option is absent; false, after the message on stderr, for an unknown name.
bool read_symmetry(const cxxopts::ParseResult& parsed, Symmetry& symmetry);

}  // namespace xoi::cli

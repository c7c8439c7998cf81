// Puzzles written as files (`--out DIR` of generate and complete): each as
// DIR/NAME.txt with its solution beside it as DIR/NAME.sol, both in the
// puzzle format (docs/format.md).
#pragma once

#include <string>
#include <string_view>

#include "puzzles/format/puzzle_file.hpp"

namespace xoi::cli {

// Creates DIR (and its parents) if missing; false, after the message on
// stderr, when it cannot.
bool make_out_dir(const std::string& dir);

// Writes DIR/NAME.txt and DIR/NAME.sol; the .txt path, or "" after the
// message on stderr when a file cannot be written.
std::string write_puzzle_files(const std::string& dir, const std::string& name, const PuzzleText& puzzle,
                               const PuzzleText& solution, std::string_view symbols);

}  // namespace xoi::cli

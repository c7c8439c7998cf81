// Internal to the puzzle file reader: the header line "KIND DIMS [key=value ...]".
// Checks the kind, the size (syntax, number of dimensions, equal sides, the
// cell and side limits, the kind's own size rule) and the parameters, in that
// order, so that nothing is allocated for a size that has not been checked.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "puzzles/format/puzzle_file.hpp"
#include "puzzles/format/puzzle_file_lines.hpp"

namespace xoi::puzzle_file {

// The kind whose name is `word` (case-insensitive), or nullptr.
const KindSyntax* find_kind(std::string_view word, std::span<const KindSyntax> kinds);

// A header that passed every check: cells are not allocated yet.
struct Header {
  const KindSyntax* kind = nullptr;
  PuzzleText puzzle;  // kind, dims and params set; cells empty
};

// Parses `line` as a header into `header`, or says what is wrong with it.
std::optional<Problem> parse_header(std::string_view line, std::span<const KindSyntax> kinds, Header& header);

}  // namespace xoi::puzzle_file

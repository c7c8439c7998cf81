// Reading and writing the puzzle file format (../shared/FORMAT.md), for every kind.
//
// The reader knows the *syntax* of a kind (its name, symbols, how many
// dimensions, which header parameters) but not its rules: the kinds in
// puzzles/<kind>/ build models from a PuzzleText. Errors are values that name
// the file, line and column; the command line alone turns them into exit codes.
// The reader never throws on bad input and never allocates in proportion to a
// size it has not checked against kMaxCells.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace xoi {

// Where and what: rendered as "FILE:LINE:COLUMN: message" (LINE/COLUMN 0 = not applicable).
struct FileError {
  std::string file;
  int line = 0;
  int column = 0;
  std::string message;

  [[nodiscard]] std::string describe() const;
};

// The largest grid accepted, in cells: refused before anything is allocated.
inline constexpr std::int64_t kMaxCells = std::int64_t{1} << 22;  // e.g. 2048x2048
inline constexpr int kMaxSide = 1 << 14;
// The largest input read_puzzle_file reads (so that /dev/zero or `yes |` cannot exhaust memory);
// the largest board written out takes 8 MiB.
inline constexpr std::int64_t kMaxFileBytes = std::int64_t{1} << 26;

// One puzzle as written in a file, before a kind gives it meaning.
struct PuzzleText {
  std::string kind;                                         // header word, lower case
  std::vector<int> dims;                                    // {rows, cols}, or {n, n, n} ...
  std::vector<std::pair<std::string, std::string>> params;  // header tokens key=value, in order
  std::vector<std::string> comments;                        // comment lines, '#' and one space stripped
  std::vector<std::int8_t> cells;                           // row-major; -1 empty, else index into symbols
  int header_line = 0;                                      // for errors found later by a kind
};

// What the reader must know about a kind's syntax.
struct KindSyntax {
  std::string_view name;     // "binox"
  std::string_view symbols;  // upper case, in value order: "XO", "XOI"
  int min_dims = 2;
  int max_dims = 2;
  bool equal_sides = false;  // all dims equal (tic-tac-toe boards)
  bool body_optional = false;  // a header alone means an empty board
  std::span<const std::string_view> param_keys;  // allowed header parameters
  // Kind-specific size rule; returns an empty string when the dims are acceptable,
  // else the reason ("Binox sizes must be even, got 5x6").
  std::string (*check_dims)(const std::vector<int>& dims) = nullptr;
};

struct ParseResult {
  std::vector<PuzzleText> puzzles;  // in file order; empty only when error is set
                                    // (and always empty when it is)
  std::optional<FileError> error;
};

// Parses every puzzle in `text` (one after another, as `xoi generate` prints them).
// `file` is the name used in errors. A text with no puzzle at all is an error.
ParseResult parse_puzzles(std::string_view text, std::string_view file,
                          std::span<const KindSyntax> kinds);

// Reads `path` ("-" = standard input) and parses it. A missing file, a directory
// or an unreadable file is a FileError with line 0.
ParseResult read_puzzle_file(const std::string& path, std::span<const KindSyntax> kinds);

// Writes a puzzle or solution in the format: comments first ("# " + each),
// then the header, then the rows, cells separated by one space, '.' for -1.
// Boards of more than two dimensions are written as layers of dims.back()
// columns and dims[d-2] rows, separated by one blank line (nested for d > 3:
// two blank lines between blocks of layers, and so on).
std::string write_puzzle(const PuzzleText& puzzle, std::string_view symbols);

}  // namespace xoi

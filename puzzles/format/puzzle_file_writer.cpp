// Writing a puzzle in the file format (../shared/FORMAT.md): comment lines,
// the header, then the rows, with blank lines between the layers of boards of
// more than two dimensions.
//
// Deliberately tolerant: a PuzzleText whose cells do not fit its dims or its
// symbols is still written (missing cells as '.', unknown values as '?'), so
// that reading it back reports the problem instead of anything crashing here.
#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/format/puzzle_file.hpp"
#include "puzzles/format/puzzle_file_lines.hpp"

namespace xoi {
namespace {

// One comment line per line of text: an embedded newline cannot end a comment.
void write_comment(std::string_view comment, std::string& out) {
  while (true) {
    const std::size_t end = comment.find('\n');
    std::string_view part = comment.substr(0, end);
    if (part.ends_with('\r')) part.remove_suffix(1);
    out += part.empty() ? "#" : "# ";
    out += part;
    out += '\n';
    if (end == std::string_view::npos) return;
    comment.remove_prefix(end + 1);
  }
}

void write_header(const PuzzleText& puzzle, std::string& out) {
  out += puzzle.kind;
  for (std::size_t d = 0; d < puzzle.dims.size(); ++d) {
    out += d == 0 ? ' ' : 'x';
    out += std::to_string(puzzle.dims[d]);
  }
  for (const auto& [key, value] : puzzle.params) {
    out += ' ';
    out += key;
    out += '=';
    out += value;
  }
  out += '\n';
}

char symbol_of(int value, std::string_view symbols) {
  if (value == -1) return '.';
  if (value < 0 || static_cast<std::size_t>(value) >= symbols.size()) return '?';
  return puzzle_file::to_upper_ascii(symbols[static_cast<std::size_t>(value)]);
}

// Rows per layer, per block of layers, and so on outwards: {dims[d-2],
// dims[d-2] * dims[d-3], ...}. After a row that completes k of these, k blank lines.
std::vector<std::int64_t> block_sizes(const std::vector<int>& dims) {
  std::vector<std::int64_t> sizes;
  std::int64_t rows = 1;
  for (std::size_t d = dims.size() - 1; d-- > 1;) {
    rows *= dims[d];
    sizes.push_back(rows);
  }
  return sizes;
}

void write_blank_lines_after(std::int64_t rows_written, const std::vector<std::int64_t>& blocks,
                             std::string& out) {
  for (const std::int64_t block : blocks) {
    if (rows_written % block != 0) return;
    out += '\n';
  }
}

void write_rows(const PuzzleText& puzzle, std::string_view symbols, std::string& out) {
  if (puzzle.dims.empty()) return;
  std::int64_t cells = 1;
  for (const int side : puzzle.dims) {
    if (side <= 0) return;
    cells *= side;
  }
  const std::int64_t columns = puzzle.dims.back();
  const std::int64_t rows = cells / columns;
  const std::vector<std::int64_t> blocks = block_sizes(puzzle.dims);
  for (std::int64_t row = 0; row < rows; ++row) {
    if (row > 0) write_blank_lines_after(row, blocks, out);
    for (std::int64_t column = 0; column < columns; ++column) {
      const auto index = static_cast<std::size_t>(row * columns + column);
      const int value = index < puzzle.cells.size() ? puzzle.cells[index] : -1;
      if (column > 0) out += ' ';
      out += symbol_of(value, symbols);
    }
    out += '\n';
  }
}

}  // namespace

std::string write_puzzle(const PuzzleText& puzzle, std::string_view symbols) {
  std::string out;
  out.reserve(puzzle.cells.size() * 2 + 64);
  for (const std::string& comment : puzzle.comments) write_comment(comment, out);
  write_header(puzzle, out);
  write_rows(puzzle, symbols, out);
  return out;
}

}  // namespace xoi

// An obvious, independent checker of the Binox and Troix rules (FORMAT.md)
// for the end-to-end tests, so they do not take xoi's word for what a
// solution is; and a brute-force counter of small Binox grids (rows chosen
// from the list of legal rows, columns checked as rows are added).
// Deliberately plain and slow: for grids up to about 6x6 when counting.
#pragma once

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {

struct Grid {
  std::string kind;
  int rows = 0;
  int cols = 0;
  std::vector<std::string> cells;  // one string per row, upper-case symbols, '.' empty
};

// A puzzle or solution text (one 2-D puzzle), or nullopt if it is not one.
inline std::optional<Grid> parse_grid(std::string_view text) {
  const std::vector<std::string> lines = content_lines(text);
  if (lines.empty()) return std::nullopt;
  Grid grid;
  std::istringstream header(lines[0]);
  std::string size;
  char x = 0;
  header >> grid.kind >> size;
  std::istringstream dims(size);
  if (!(dims >> grid.rows >> x >> grid.cols) || x != 'x') return std::nullopt;
  if (static_cast<int>(lines.size()) != grid.rows + 1) return std::nullopt;
  for (int r = 1; r <= grid.rows; ++r) {
    std::string row;
    for (const char c : lines[static_cast<std::size_t>(r)])
      if (c != ' ' && c != '\t' && c != '\r') row += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (static_cast<int>(row.size()) != grid.cols) return std::nullopt;
    grid.cells.push_back(row);
  }
  return grid;
}

inline std::string_view symbols_of(std::string_view kind) { return kind == "binox" ? "XO" : "XOI"; }

// A complete line: no three equal in a row, every symbol equally often.
inline bool legal_line(std::string_view line, std::string_view symbols) {
  for (std::size_t i = 0; i + 2 < line.size(); ++i)
    if (line[i] == line[i + 1] && line[i] == line[i + 2]) return false;
  for (const char s : symbols)
    if (static_cast<std::size_t>(std::count(line.begin(), line.end(), s)) * symbols.size() != line.size())
      return false;
  return true;
}

inline std::string column_of(const Grid& grid, int c) {
  std::string column;
  for (const std::string& row : grid.cells) column += row[static_cast<std::size_t>(c)];
  return column;
}

// Every rule of the grid's kind holds and no cell is empty.
inline bool obeys_rules(const Grid& grid) {
  const std::string_view symbols = symbols_of(grid.kind);
  std::set<std::string> rows, columns;
  for (const std::string& row : grid.cells) {
    if (!legal_line(row, symbols)) return false;
    rows.insert(row);
  }
  for (int c = 0; c < grid.cols; ++c) {
    const std::string column = column_of(grid, c);
    if (!legal_line(column, symbols)) return false;
    columns.insert(column);
  }
  const bool distinct = rows.size() == grid.cells.size() && static_cast<int>(columns.size()) == grid.cols;
  return grid.kind != "binox" || distinct;
}

// The solution has the puzzle's kind and size and keeps every given.
inline bool fits_givens(const Grid& puzzle, const Grid& solution) {
  if (puzzle.kind != solution.kind || puzzle.rows != solution.rows || puzzle.cols != solution.cols) return false;
  for (int r = 0; r < puzzle.rows; ++r)
    for (int c = 0; c < puzzle.cols; ++c) {
      const char given = puzzle.cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (given != '.' && given != solution.cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)])
        return false;
    }
  return true;
}

namespace detail {

inline void legal_binox_lines(std::string& prefix, std::size_t length, std::vector<std::string>& out) {
  if (prefix.size() == length) {
    if (legal_line(prefix, "XO")) out.push_back(prefix);
    return;
  }
  for (const char s : {'X', 'O'}) {
    prefix.push_back(s);
    legal_binox_lines(prefix, length, out);
    prefix.pop_back();
  }
}

inline std::uint64_t count_from_row(Grid& grid, const Grid& puzzle, const std::vector<std::string>& lines, int r) {
  if (r == grid.rows) return obeys_rules(grid) ? 1 : 0;
  std::uint64_t count = 0;
  for (const std::string& line : lines) {
    const auto row = static_cast<std::size_t>(r);
    bool ok = std::find(grid.cells.begin(), grid.cells.begin() + r, line) == grid.cells.begin() + r;
    for (int c = 0; ok && c < grid.cols; ++c) {
      const auto col = static_cast<std::size_t>(c);
      const char given = puzzle.cells[row][col];
      if (given != '.' && given != line[col]) ok = false;
      if (r >= 2 && grid.cells[row - 1][col] == line[col] && grid.cells[row - 2][col] == line[col]) ok = false;
      int same = 1;  // column balance so far
      for (int above = 0; above < r; ++above) same += grid.cells[static_cast<std::size_t>(above)][col] == line[col];
      if (2 * same > grid.rows) ok = false;
    }
    if (!ok) continue;
    grid.cells[row] = line;
    count += count_from_row(grid, puzzle, lines, r + 1);
  }
  grid.cells[static_cast<std::size_t>(r)].assign(static_cast<std::size_t>(grid.cols), '.');
  return count;
}

}  // namespace detail

// The number of Binox solutions of a (small) puzzle, by brute force.
inline std::uint64_t count_binox_by_brute_force(const Grid& puzzle) {
  std::vector<std::string> lines;
  std::string prefix;
  detail::legal_binox_lines(prefix, static_cast<std::size_t>(puzzle.cols), lines);
  Grid grid = puzzle;
  for (std::string& row : grid.cells) row.assign(static_cast<std::size_t>(grid.cols), '.');
  return detail::count_from_row(grid, puzzle, lines, 0);
}

}  // namespace xoi::cli_test

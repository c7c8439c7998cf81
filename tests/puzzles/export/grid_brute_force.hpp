// Every solution of a small Binox or Troix puzzle by brute force, without
// xoi's engine: rows are chosen from the list of legal lines, columns checked
// as rows are added, the full rules (tests/cli/grid_rules.hpp) at the end.
// A solution is written as its cells row-major, one symbol letter each.
// Deliberately plain: for grids up to about 6x6.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "tests/cli/grid_rules.hpp"

namespace xoi::export_test {

using cli_test::Grid;

inline void legal_lines(std::string& prefix, std::size_t length, std::string_view symbols,
                        std::vector<std::string>& out) {
  if (prefix.size() == length) {
    if (cli_test::legal_line(prefix, symbols)) out.push_back(prefix);
    return;
  }
  for (const char s : symbols) {
    prefix.push_back(s);
    legal_lines(prefix, length, symbols, out);
    prefix.pop_back();
  }
}

// Could the first r rows of each column still be part of a legal column?
inline bool columns_open(const Grid& grid, int filled, std::string_view symbols) {
  for (int c = 0; c < grid.cols; ++c) {
    std::string column;
    for (int r = 0; r < filled; ++r) column += grid.cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
    for (std::size_t k = 0; k + 2 < column.size(); ++k)
      if (column[k] == column[k + 1] && column[k] == column[k + 2]) return false;
    for (const char s : symbols)
      if (std::count(column.begin(), column.end(), s) * static_cast<long>(symbols.size()) > grid.rows) return false;
  }
  return true;
}

inline void solve_from_row(Grid& grid, const Grid& puzzle, const std::vector<std::string>& lines, int r,
                           std::set<std::string>& solutions) {
  if (r == grid.rows) {
    if (!cli_test::obeys_rules(grid)) return;
    std::string all;
    for (const std::string& row : grid.cells) all += row;
    solutions.insert(all);
    return;
  }
  const std::string& given = puzzle.cells[static_cast<std::size_t>(r)];
  for (const std::string& line : lines) {
    bool fits = true;
    for (std::size_t c = 0; c < line.size(); ++c) fits = fits && (given[c] == '.' || given[c] == line[c]);
    if (!fits) continue;
    grid.cells[static_cast<std::size_t>(r)] = line;
    if (columns_open(grid, r + 1, cli_test::symbols_of(grid.kind))) solve_from_row(grid, puzzle, lines, r + 1, solutions);
  }
}

inline std::set<std::string> brute_force_solutions(const Grid& puzzle) {
  std::vector<std::string> lines;
  std::string prefix;
  legal_lines(prefix, static_cast<std::size_t>(puzzle.cols), cli_test::symbols_of(puzzle.kind), lines);
  Grid grid = puzzle;
  std::set<std::string> solutions;
  solve_from_row(grid, puzzle, lines, 0, solutions);
  return solutions;
}

// A solution string back as a grid, to check it with the rules.
inline Grid grid_of(const Grid& puzzle, const std::string& cells) {
  Grid grid = puzzle;
  for (int r = 0; r < grid.rows; ++r)
    grid.cells[static_cast<std::size_t>(r)] =
        cells.substr(static_cast<std::size_t>(r * grid.cols), static_cast<std::size_t>(grid.cols));
  return grid;
}

}  // namespace xoi::export_test

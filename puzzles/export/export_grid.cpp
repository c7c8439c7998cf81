#include "puzzles/export/export_grid.hpp"

namespace xoi {

std::optional<ExportGrid> export_grid(const PuzzleText& puzzle, std::string& error) {
  ExportGrid grid;
  if (puzzle.kind == "binox") {
    grid.symbols = "XO";
    grid.distinct_lines = true;
  } else if (puzzle.kind == "troix") {
    grid.symbols = "XOI";
  } else {
    error = "export writes Binox and Troix puzzles only, not " + puzzle.kind;
    return std::nullopt;
  }
  grid.kind = puzzle.kind;
  grid.rows = puzzle.dims.at(0);
  grid.cols = puzzle.dims.at(1);
  grid.givens = puzzle.cells;
  return grid;
}

std::vector<GridLine> grid_lines(const ExportGrid& grid) {
  std::vector<GridLine> lines;
  for (int r = 0; r < grid.rows; ++r) lines.push_back({.is_row = true, .index = r, .length = grid.cols});
  for (int c = 0; c < grid.cols; ++c) lines.push_back({.is_row = false, .index = c, .length = grid.rows});
  return lines;
}

}  // namespace xoi

// What the LP and CNF writers need to know about a Binox or Troix puzzle:
// size, symbols, which rules hold, the givens. The writers depend on this
// description only, not on the engine's model, so that an exported model is
// an independent formulation of the rules (docs/export.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/format/puzzle_file.hpp"

namespace xoi {

struct ExportGrid {
  std::string kind;          // "binox" or "troix"
  int rows = 0;
  int cols = 0;
  std::string_view symbols;  // "XO" or "XOI", in value order
  bool distinct_lines = false;  // no two equal rows, no two equal columns (Binox)
  std::vector<std::int8_t> givens;  // row-major; -1 empty, else a symbol index

  [[nodiscard]] int symbol_count() const { return static_cast<int>(symbols.size()); }
  [[nodiscard]] std::int8_t given(int r, int c) const { return givens[static_cast<std::size_t>(r * cols + c)]; }
};

// The description of a grid puzzle; nullopt with the reason in `error` for a
// kind that cannot be exported (tic-tac-toe is an optimisation problem).
std::optional<ExportGrid> export_grid(const PuzzleText& puzzle, std::string& error);

// Cells of one line of the grid, as (row, column) pairs: row r or column c.
struct GridLine {
  bool is_row = true;
  int index = 0;
  int length = 0;
  [[nodiscard]] int row(int k) const { return is_row ? index : k; }
  [[nodiscard]] int col(int k) const { return is_row ? k : index; }
};

// Every row, then every column.
std::vector<GridLine> grid_lines(const ExportGrid& grid);

}  // namespace xoi

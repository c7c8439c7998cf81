// Small puzzles for the export tests, and turning a puzzle text into the
// writers' input and the exported model's solutions back into grids.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "puzzles/export/export_grid.hpp"
#include "puzzles/registry.hpp"
#include "tests/puzzles/export/grid_brute_force.hpp"

namespace xoi::export_test {

struct ExportCase {
  const char* name;
  const char* text;
  std::size_t solutions;  // by brute force; 72 and 12 are the known counts of 4x4 Binox, 3x3 Latin squares
};

// Empty, partly given, unsolvable; Binox (distinct lines) and Troix.
inline const std::vector<ExportCase>& small_cases() {
  static const std::vector<ExportCase> cases = {
      {"binox_4x4_empty", "binox 4x4\n"
                          ". . . .\n. . . .\n. . . .\n. . . .\n", 72},
      {"binox_4x4_givens", "binox 4x4\n"
                           "X . . .\n. . O .\n. . . .\n. . . .\n", 16},
      {"binox_4x4_no_solution", "binox 4x4\n"
                                "X X . .\nX . . .\nX . . .\n. . . .\n", 0},
      {"binox_2x6_columns_cannot_differ", "binox 2x6\n"
                                      "X . . . . .\n. . . . . .\n", 0},
      {"binox_6x6_sparse", "binox 6x6\n"
                           ". X X . . X\n. . . . . .\n. . . . . X\n"
                           ". . . O . .\n. . . O . .\n. . . . X .\n", 5},
      {"troix_3x3_empty", "troix 3x3\n"
                          ". . .\n. . .\n. . .\n", 12},
      {"troix_6x6_partial", "troix 6x6\n"
                            ". . . . . .\n. . . X I I\n. . . . . .\n"
                            ". X . X . .\n. O . O I .\n. O X . . X\n", 14},
  };
  return cases;
}

inline PuzzleText parse_case(const ExportCase& c) {
  return parse_puzzles(c.text, c.name, all_kind_syntaxes()).puzzles.at(0);
}

inline Grid grid_of_text(const std::string& text) { return *cli_test::parse_grid(text); }

// The grid of a cell assignment "cell (r, c) holds symbol s" given as
// holds(r, c, s); '?' where a cell holds no symbol or several.
template <class Holds>
std::string decode_cells(const ExportGrid& grid, Holds holds) {
  std::string cells;
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols; ++c) {
      int count = 0;
      char letter = '?';
      for (int s = 0; s < grid.symbol_count(); ++s)
        if (holds(r, c, s)) ++count, letter = grid.symbols[static_cast<std::size_t>(s)];
      cells += count == 1 ? letter : '?';
    }
  return cells;
}

}  // namespace xoi::export_test

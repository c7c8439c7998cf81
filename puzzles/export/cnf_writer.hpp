// A Binox or Troix puzzle as a CNF formula in DIMACS format (docs/export.md).
// Every satisfying assignment, read on the cell variables, is a solution of
// the puzzle and every solution extends to one:
//   x(r, c, s) = 1 + (r * cols + c) * symbols + s: cell (r, c) holds symbol s
//   cell      at least one symbol per cell, no two (pairwise);
//   given     a unit clause;
//   window    for 3 consecutive cells of a line and each s: not all three s;
//   balance   for each line and each s: at most length / symbols of s
//             (sequential counter); with one symbol per cell, "at most" for
//             every symbol forces "exactly";
//   distinct  (Binox) for rows i < j a difference variable d per column with
//             d -> (x_i differs from x_j there) and one clause "some d"; the
//             same for columns.
// Auxiliary variables follow the cell variables.
#pragma once

#include <ostream>

#include "puzzles/export/export_grid.hpp"

namespace xoi {

void write_cnf(const ExportGrid& grid, std::ostream& out);

// The DIMACS variable of "cell (r, c) holds symbol s".
[[nodiscard]] inline int cnf_cell_variable(const ExportGrid& grid, int r, int c, int s) {
  return 1 + (r * grid.cols + c) * grid.symbol_count() + s;
}

}  // namespace xoi

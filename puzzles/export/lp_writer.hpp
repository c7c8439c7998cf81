// A Binox or Troix puzzle as a 0-1 integer program in CPLEX LP format, in the
// formulation of the published integer-programming write-ups of these
// puzzles (docs/export.md):
//   x_R_C_S   binary, 1 when the cell in row R, column C (from 0) holds symbol S
//   cell      sum over S of x_R_C_S = 1; a given fixes its x to 1
//   window    for 3 consecutive cells of a line and each S: sum of x <= 2
//   balance   for each line and each S: sum of x = length / number of symbols
//   distinct  (Binox) for rows i < j and each column c a binary e = [x_i_c_X = x_j_c_X],
//             linearised by four inequalities; sum over c of e <= cols - 1;
//             the same for columns
// The objective is 0: any feasible point is a solution.
#pragma once

#include <ostream>

#include "puzzles/export/export_grid.hpp"

namespace xoi {

void write_lp(const ExportGrid& grid, std::ostream& out);

}  // namespace xoi

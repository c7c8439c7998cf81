// The geometry of an n^d tic-tac-toe board: its cells, its lines and its
// symmetry group. Cells are numbered row-major, coordinate 0 most significant
// (the layer), coordinate d-1 least (the column), as the file format writes them.
//
// A line is n cells x(t) = start + t * step, t = 0..n-1, with each step
// coordinate -1, 0 or +1 and not all 0; taking the first non-zero step
// coordinate positive counts each line once: (3^d - 1) / 2 directions, and
// ((n+2)^d - n^d) / 2 lines (49 for 3^3, 76 for 4^3, 109 for 5^3, 272 for 3^4).
//
// The symmetries are the hyperoctahedral group: permute the d axes and
// reflect any of them, d! * 2^d maps (8 for the square, 48 for the cube,
// 384 for 3^4). Every one maps lines to lines. Deliberately not included: the
// extra combinatorial symmetries of 4^3 (Qubic has 192, not 48).
#pragma once

#include <cstdint>
#include <vector>

namespace xoi::ttt {

struct Board {
  int side;        // n
  int dimensions;  // d

  [[nodiscard]] int cell_count() const;
  [[nodiscard]] std::vector<int> coordinates(int cell) const;
  [[nodiscard]] int cell_at(const std::vector<int>& coordinates) const;
};

// ((n+2)^d - n^d) / 2.
std::int64_t line_count(int side, int dimensions);

// Every line as its cells in order along the line.
std::vector<std::vector<int>> board_lines(const Board& board);

// Every symmetry (the identity first) as a map of cells: symmetry[c] is the image of cell c.
std::vector<std::vector<int>> board_symmetries(const Board& board);

// Generators of the same group: the swaps of axes k and k+1, and the
// reflection of axis 0 (the whole group for far fewer constraints).
std::vector<std::vector<int>> board_symmetry_generators(const Board& board);

// The number of lines through each cell.
std::vector<int> cell_degrees(const Board& board, const std::vector<std::vector<int>>& lines);

}  // namespace xoi::ttt

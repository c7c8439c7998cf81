// Symmetric clue patterns: the cells that are givens together.
//
// Under a symmetry the board's cells fall into orbits (a cell and its images:
// 1, 2 or 4 cells). A generator asked for one removes givens a whole orbit
// at a time, so the pattern of givens (not their values) is symmetric, as
// in newspaper puzzles; minimal then means no orbit can be removed. The
// names follow Tatham's Solo: 2 or 4 is the number of images.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xoi {

enum class Symmetry : std::uint8_t {
  None,
  Rotate2,  // half turn: (r, c) and (R-1-r, C-1-c)
  Rotate4,  // quarter turns (square grids only)
  Mirror2,  // left-right mirror: (r, c) and (r, C-1-c)
  Mirror4,  // both mirrors: left-right and top-bottom
};

// "none", "rotate-2", "rotate-4", "mirror-2", "mirror-4".
std::string_view symmetry_name(Symmetry symmetry);
std::optional<Symmetry> parse_symmetry(std::string_view text);
// Every name parse_symmetry takes, in that order.
std::vector<std::string_view> symmetry_names();
// Why a board of this size cannot have the symmetry, or "" when it can.
std::string symmetry_problem(Symmetry symmetry, int rows, int cols);

// The orbits of a rows x cols board, computed on demand (no table: a board
// may have millions of cells).
class CellOrbits {
 public:
  static constexpr int kMostCells = 4;
  struct Orbit {
    std::array<int, kMostCells> cells{};  // ascending, no repeats
    int size = 0;
    [[nodiscard]] const int* begin() const { return cells.data(); }
    [[nodiscard]] const int* end() const { return cells.data() + size; }
  };

  CellOrbits(Symmetry symmetry, int rows, int cols) : symmetry_(symmetry), rows_(rows), cols_(cols) {}

  [[nodiscard]] Orbit of(int cell) const;
  // Whether `cell` is its orbit's first (smallest) cell: one cell per orbit.
  [[nodiscard]] bool leads(int cell) const { return of(cell).cells[0] == cell; }
  [[nodiscard]] Symmetry symmetry() const { return symmetry_; }

 private:
  Symmetry symmetry_;
  int rows_, cols_;
};

}  // namespace xoi

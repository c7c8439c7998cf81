// Cell orbits under each symmetry: a partition of the board into groups of
// 1, 2 or 4 cells that every member agrees on, and the names read back.
#include "puzzles/generate/symmetry.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace xoi {
namespace {

// Every cell is in exactly one orbit, each member sees the same orbit, and
// the orbit sizes add up as counted by hand.
void expect_partition(Symmetry symmetry, int rows, int cols, std::vector<int> cells_by_orbit_size) {
  SCOPED_TRACE(std::string(symmetry_name(symmetry)) + " " + std::to_string(rows) + "x" + std::to_string(cols));
  const CellOrbits orbits(symmetry, rows, cols);
  std::vector<int> seen(static_cast<std::size_t>(rows * cols), 0), by_size(CellOrbits::kMostCells + 1, 0);
  for (int cell = 0; cell < rows * cols; ++cell) {
    const CellOrbits::Orbit orbit = orbits.of(cell);
    ASSERT_GE(orbit.size, 1);
    EXPECT_EQ(orbits.leads(cell), orbit.cells[0] == cell);
    bool contains_cell = false;
    for (const int member : orbit) {
      contains_cell = contains_cell || member == cell;
      const CellOrbits::Orbit again = orbits.of(member);
      EXPECT_EQ(std::vector<int>(again.begin(), again.end()), std::vector<int>(orbit.begin(), orbit.end()));
    }
    EXPECT_TRUE(contains_cell);
    if (orbits.leads(cell)) {
      by_size[static_cast<std::size_t>(orbit.size)] += orbit.size;
      for (const int member : orbit) ++seen[static_cast<std::size_t>(member)];
    }
  }
  for (const int times : seen) EXPECT_EQ(times, 1);
  EXPECT_EQ(std::vector<int>(by_size.begin() + 1, by_size.end()), cells_by_orbit_size);
}

TEST(CellOrbits, PartitionTheBoard) {
  // cells in orbits of size 1, 2, 3, 4
  expect_partition(Symmetry::None, 4, 6, {24, 0, 0, 0});
  expect_partition(Symmetry::Rotate2, 4, 6, {0, 24, 0, 0});
  expect_partition(Symmetry::Rotate2, 3, 3, {1, 8, 0, 0});  // the centre is its own image
  expect_partition(Symmetry::Rotate4, 6, 6, {0, 0, 0, 36});
  expect_partition(Symmetry::Rotate4, 9, 9, {1, 0, 0, 80});
  expect_partition(Symmetry::Mirror2, 4, 6, {0, 24, 0, 0});
  expect_partition(Symmetry::Mirror2, 3, 9, {3, 24, 0, 0});  // the middle column
  expect_partition(Symmetry::Mirror4, 6, 8, {0, 0, 0, 48});
  expect_partition(Symmetry::Mirror4, 9, 15, {1, 22, 0, 112});  // middle row (14) and column (8)
}

TEST(CellOrbits, AQuarterTurnMovesACornerRoundTheBoard) {
  const CellOrbits orbits(Symmetry::Rotate4, 6, 6);
  const CellOrbits::Orbit corner = orbits.of(0);
  EXPECT_EQ(std::vector<int>(corner.begin(), corner.end()), (std::vector<int>{0, 5, 30, 35}));
  const CellOrbits::Orbit next = orbits.of(1);  // (0,1) -> (1,5) -> (5,4) -> (4,0)
  EXPECT_EQ(std::vector<int>(next.begin(), next.end()), (std::vector<int>{1, 11, 24, 34}));
}

TEST(Symmetry, NamesReadBackAndOnlyQuarterTurnsNeedASquare) {
  for (const Symmetry s : {Symmetry::None, Symmetry::Rotate2, Symmetry::Rotate4, Symmetry::Mirror2, Symmetry::Mirror4})
    EXPECT_EQ(parse_symmetry(symmetry_name(s)), s);
  EXPECT_EQ(parse_symmetry("rotate"), std::nullopt);
  EXPECT_EQ(symmetry_problem(Symmetry::Rotate4, 6, 6), "");
  EXPECT_NE(symmetry_problem(Symmetry::Rotate4, 6, 8), "");
  for (const Symmetry s : {Symmetry::None, Symmetry::Rotate2, Symmetry::Mirror2, Symmetry::Mirror4})
    EXPECT_EQ(symmetry_problem(s, 6, 8), "");
}

}  // namespace
}  // namespace xoi

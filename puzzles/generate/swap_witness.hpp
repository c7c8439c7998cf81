// A cheap proof that a given is needed for uniqueness: another solution
// made by swapping the values at the corners of a rectangle.
//
// Let S be the known solution and c = (r, k) the given under test. If cells
// (r, k2), (r2, k), (r2, k2) hold S values b, b, a where S(r, k) = a, then
// exchanging a and b at those four cells keeps every row's and column's
// counts. Where the swapped grid also passes the other rules, it is a second
// solution of the givens without c, so c must stay. Most needed givens of a
// minimal puzzle have such a rectangle (docs/generator.md), and finding one
// costs one propagation where a second-solution search costs hundreds of
// nodes.
//
// When no rectangle serves, six-cell patterns may be tried too
// (max_six_cell_patterns): an alternating cycle (r, k) (r, k2) (r2, k2)
// (r2, k3) (r3, k3) (r3, k) of two values, each row and column through it
// exchanging one of each; and, with three values, two rows whose cells in
// three columns hold (a, b), (b, c), (c, a) swapping them (each row's three
// values rotate), or the same with rows and columns exchanged. Together
// they are the most common shapes of the second solutions search finds
// after the rectangle (docs/generator.md).
//
// Only a proof that c is needed ever comes out of here. The swapped grid is
// checked against the kind's line rules when the query has them: S keeps
// them and only the two rows and two columns through the corners changed,
// without changing their counts, so the runs through a corner and (Binox)
// those four lines against the others are all there is to check, O(N) where
// assigning every cell and propagating costs O(N^2) (Troix 30x30 generation
// spent a fifth of its time there). Without line rules the model's own
// propagators check it (every cell assigned, then propagated), and a rule the
// quick filter does not know can only make the search miss a rectangle.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/bits.hpp"
#include "engine/space.hpp"
#include "puzzles/grid/line_puzzle.hpp"

namespace xoi {

// Where each value lies in a grid (the known solution), as bitsets: the
// columns of a row that hold a value, and the rows of a column. The six-cell
// search walks these instead of testing every row and column for a value.
class SolutionMasks {
 public:
  SolutionMasks(std::span<const std::int8_t> grid, int cols, int values);

  [[nodiscard]] int values() const { return static_cast<int>(values_); }
  // Bit c: row r holds v in column c.
  [[nodiscard]] bits::ConstPlane row(int r, Value v) const {
    return {by_row_.data() + (static_cast<std::size_t>(r) * values_ + static_cast<std::size_t>(v)) * row_words_, row_words_};
  }
  // Bit r: column c holds v in row r.
  [[nodiscard]] bits::ConstPlane col(int c, Value v) const {
    return {by_col_.data() + (static_cast<std::size_t>(c) * values_ + static_cast<std::size_t>(v)) * col_words_, col_words_};
  }

 private:
  std::size_t values_ = 0, row_words_ = 0, col_words_ = 0;
  std::vector<bits::Word> by_row_, by_col_;
};

struct SwapWitnessQuery {
  std::span<const VarId> cells;            // row-major, `cols` a row
  int cols = 0;
  std::span<const std::int8_t> solution;   // the known solution, a value per cell
  int cell = -1;                           // the given under test
  // Optional, a value per cell (-1 = open): the other corners must be open
  // there, so that the swapped grid keeps every other given. Empty = judged
  // by the space's domains alone.
  std::span<const std::int8_t> givens;
  int max_checks = 4;                      // rectangles handed to the propagators at most
  int max_rectangles = 1 << 30;            // rectangles looked at (the quick filters) at most
  // Six-cell patterns judged at most when no rectangle is a witness (0 =
  // none): an alternating cycle of two values through three rows and three
  // columns, and (three values) two rows exchanging their values in three
  // columns, or two columns in three rows.
  int max_six_cell_patterns = 0;
  // Optional: SolutionMasks of `solution` with `cols` and the kind's values,
  // made once by a caller asking about many cells of one solution; else the
  // six-cell search makes its own.
  const SolutionMasks* masks = nullptr;
  // The kind's rules, which `solution` keeps: the swapped grid is checked
  // against them directly. Null = by the space's propagators.
  const LinePuzzleRules* line_rules = nullptr;
};

// `space` holds the givens without `cell`, `cell` kept off its solution
// value, propagated; or nothing posted at all, with `givens` set. Returns
// whether some rectangle through `cell` swaps into a solution; `space` comes
// back as it was.
bool find_swap_witness(Space& space, const SwapWitnessQuery& query);

}  // namespace xoi

#include "puzzles/generate/swap_witness.hpp"

#include <array>

namespace xoi {
namespace {

// The known solution with one rectangle's corners swapped.
class SwappedGrid {
 public:
  SwappedGrid(const SwapWitnessQuery& q, int r, int k, int r2, int k2)
      : q_(q), rows_{r, r2}, cols_{k, k2} {}

  [[nodiscard]] Value at(int row, int col) const {
    const Value v = q_.solution[static_cast<std::size_t>(row * q_.cols + col)];
    const bool in_rows = row == rows_[0] || row == rows_[1];
    const bool in_cols = col == cols_[0] || col == cols_[1];
    if (!in_rows || !in_cols) return v;
    // Each corner takes the value of the corner beside it in its row.
    const int other_col = col == cols_[0] ? cols_[1] : cols_[0];
    return q_.solution[static_cast<std::size_t>(row * q_.cols + other_col)];
  }

  // No run of more than max_run equal values in a row or column through a
  // swapped corner.
  [[nodiscard]] bool no_long_run_near_corners(int max_run, int row_count) const {
    for (const int row : rows_)
      for (const int col : cols_)
        if (run_through(row, col, 0, 1, row_count) > max_run) return false;
    for (const int col : cols_)
      for (const int row : rows_)
        if (run_through(row, col, 1, 0, row_count) > max_run) return false;
    return true;
  }

  // Whether the grid keeps `rules`, given that the solution does: see the
  // header. Each changed line's counts are those of the solution's line.
  [[nodiscard]] bool keeps(const LinePuzzleRules& rules, int row_count) const {
    if (!no_long_run_near_corners(rules.max_run, row_count)) return false;
    if (!rules.distinct_lines) return true;
    for (const int row : rows_)
      for (int other = 0; other < row_count; ++other)
        if (other != row && equal_lines(row, 0, other, 0, 0, 1, q_.cols)) return false;
    for (const int col : cols_)
      for (int other = 0; other < q_.cols; ++other)
        if (other != col && equal_lines(0, col, 0, other, 1, 0, row_count)) return false;
    return true;
  }

 private:
  // The length of the run of equal values through (row, col) along the step
  // (d_row, d_col).
  [[nodiscard]] int run_through(int row, int col, int d_row, int d_col, int row_count) const {
    const Value v = at(row, col);
    const auto inside = [&](int r, int c) { return r >= 0 && r < row_count && c >= 0 && c < q_.cols; };
    int run = 1;
    for (int r = row - d_row, c = col - d_col; inside(r, c) && at(r, c) == v; r -= d_row, c -= d_col) ++run;
    for (int r = row + d_row, c = col + d_col; inside(r, c) && at(r, c) == v; r += d_row, c += d_col) ++run;
    return run;
  }

  // Whether the lines starting at (r1, c1) and (r2, c2), `length` cells along
  // (d_row, d_col), hold the same values.
  [[nodiscard]] bool equal_lines(int r1, int c1, int r2, int c2, int d_row, int d_col, int length) const {
    for (int i = 0; i < length; ++i)
      if (at(r1 + i * d_row, c1 + i * d_col) != at(r2 + i * d_row, c2 + i * d_col)) return false;
    return true;
  }

  const SwapWitnessQuery& q_;
  std::array<int, 2> rows_;
  std::array<int, 2> cols_;
};

// Whether every open cell can take its swapped value and the propagators
// accept the full grid.
bool is_solution(Space& space, const SwapWitnessQuery& q, const SwappedGrid& grid) {
  space.push_mark();
  bool consistent = true;
  for (std::size_t i = 0; i < q.cells.size() && consistent; ++i) {
    const int row = static_cast<int>(i) / q.cols;
    const int col = static_cast<int>(i) % q.cols;
    consistent = space.assign(q.cells[i], grid.at(row, col)) != Change::Failed;
  }
  consistent = consistent && space.propagate();
  space.pop_mark();
  return consistent;
}

}  // namespace

bool find_swap_witness(Space& space, const SwapWitnessQuery& q) {
  if (q.cols <= 0 || q.cell < 0) return false;
  const int row_count = static_cast<int>(q.cells.size()) / q.cols;
  const int r = q.cell / q.cols;
  const int k = q.cell % q.cols;
  const auto value = [&](int row, int col) { return q.solution[static_cast<std::size_t>(row * q.cols + col)]; };
  const auto can_take = [&](int row, int col, Value v) {
    const auto i = static_cast<std::size_t>(row * q.cols + col);
    const bool kept_given = !q.givens.empty() && q.givens[i] >= 0 && static_cast<int>(i) != q.cell;
    return !kept_given && space.domain(q.cells[i]).contains(v);
  };
  const Value a = value(r, k);
  int checks = 0, rectangles = 0;
  for (int k2 = 0; k2 < q.cols; ++k2) {
    const Value b = value(r, k2);
    if (b == a || !can_take(r, k, b) || !can_take(r, k2, a)) continue;
    for (int r2 = 0; r2 < row_count; ++r2) {
      if (r2 == r || value(r2, k) != b || value(r2, k2) != a) continue;
      if (!can_take(r2, k, a) || !can_take(r2, k2, b)) continue;
      if (++rectangles > q.max_rectangles) return false;
      const SwappedGrid grid(q, r, k, r2, k2);
      if (q.line_rules != nullptr) {
        if (grid.keeps(*q.line_rules, row_count)) return true;
        continue;  // exact and cheap: no budget of checks
      }
      if (!grid.no_long_run_near_corners(2, row_count)) continue;  // a quick filter only (see the header)
      if (is_solution(space, q, grid)) return true;
      if (++checks >= q.max_checks) return false;
    }
  }
  return false;
}

}  // namespace xoi

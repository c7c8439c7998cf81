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

  // No three equal values in a row or column through a swapped corner.
  [[nodiscard]] bool no_three_near_corners(int row_count) const {
    for (const int row : rows_)
      for (const int col : cols_)
        for (int start = col - 2; start <= col; ++start)
          if (start >= 0 && start + 2 < q_.cols && at(row, start) == at(row, start + 1) &&
              at(row, start) == at(row, start + 2))
            return false;
    for (const int col : cols_)
      for (const int row : rows_)
        for (int start = row - 2; start <= row; ++start)
          if (start >= 0 && start + 2 < row_count && at(start, col) == at(start + 1, col) &&
              at(start, col) == at(start + 2, col))
            return false;
    return true;
  }

 private:
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
      if (!grid.no_three_near_corners(row_count)) continue;
      if (is_solution(space, q, grid)) return true;
      if (++checks >= q.max_checks) return false;
    }
  }
  return false;
}

}  // namespace xoi

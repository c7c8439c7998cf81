#include "puzzles/generate/swap_witness.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <utility>

namespace xoi {
namespace {

// The known solution with a few cells changed: a rectangle's four corners,
// or one of the six-cell patterns (header).
class SwappedGrid {
 public:
  explicit SwappedGrid(const SwapWitnessQuery& q) : q_(q) {}

  void change(int row, int col, Value value) {
    changed_[changed_count_++] = {row, col, value};
    add_once(rows_, row_count_, row);
    add_once(cols_, col_count_, col);
  }

  [[nodiscard]] Value at(int row, int col) const {
    for (int i = 0; i < changed_count_; ++i) {
      const Changed& c = changed_[static_cast<std::size_t>(i)];
      if (c.row == row && c.col == col) return c.value;
    }
    return q_.solution[static_cast<std::size_t>(row * q_.cols + col)];
  }

  // No run of more than max_run equal values in a row or column through a
  // changed cell.
  [[nodiscard]] bool no_long_run_near_changes(int max_run, int row_count) const {
    for (int i = 0; i < changed_count_; ++i) {
      const Changed& c = changed_[static_cast<std::size_t>(i)];
      if (run_through(c.row, c.col, 0, 1, row_count) > max_run) return false;
      if (run_through(c.row, c.col, 1, 0, row_count) > max_run) return false;
    }
    return true;
  }

  // Whether the grid keeps `rules`, given that the solution does: see the
  // header. Each changed line's counts are those of the solution's line.
  [[nodiscard]] bool keeps(const LinePuzzleRules& rules, int row_count) const {
    if (!no_long_run_near_changes(rules.max_run, row_count)) return false;
    if (!rules.distinct_lines) return true;
    for (int i = 0; i < row_count_; ++i)
      for (int other = 0; other < row_count; ++other)
        if (other != rows_[static_cast<std::size_t>(i)] &&
            equal_lines(rows_[static_cast<std::size_t>(i)], 0, other, 0, 0, 1, q_.cols))
          return false;
    for (int i = 0; i < col_count_; ++i)
      for (int other = 0; other < q_.cols; ++other)
        if (other != cols_[static_cast<std::size_t>(i)] &&
            equal_lines(0, cols_[static_cast<std::size_t>(i)], 0, other, 1, 0, row_count))
          return false;
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

  struct Changed {
    int row, col;
    Value value;
  };
  static void add_once(std::array<int, 3>& list, int& count, int x) {
    for (int i = 0; i < count; ++i)
      if (list[static_cast<std::size_t>(i)] == x) return;
    list[static_cast<std::size_t>(count++)] = x;
  }

  const SwapWitnessQuery& q_;
  std::array<Changed, 6> changed_{};
  int changed_count_ = 0;
  std::array<int, 3> rows_{}, cols_{};  // the rows and columns with a changed cell
  int row_count_ = 0, col_count_ = 0;
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

// Whether a grid is a second solution: yes, no, or stop looking (a budget
// of propagator checks is spent).
enum class Verdict : std::uint8_t { Yes, No, GiveUp };

// Calls f(i) for each bit i set in both a and b (or in a), in increasing
// order, until f returns true; returns whether it did.
template <class F>
bool any_common_bit(bits::ConstPlane a, bits::ConstPlane b, F&& f) {
  for (std::size_t w = 0; w < a.size(); ++w)
    for (bits::Word m = a[w] & b[w]; m != 0; m &= m - 1)
      if (f(static_cast<int>(w * 64 + static_cast<std::size_t>(std::countr_zero(m))))) return true;
  return false;
}
template <class F>
bool any_bit(bits::ConstPlane a, F&& f) {
  return any_common_bit(a, a, std::forward<F>(f));
}

// The six-cell patterns through (r, k) (header), each handed to `judge`;
// true on the first that is a second solution. value(row, col) is the known
// solution, can_take(row, col, v) whether that cell may change to v. The
// candidate rows and columns come from the solution's masks: a value test
// per row and column was as good as random to the branch predictor.
template <class ValueAt, class CanTake, class Judge>
bool find_six_cell_witness(const SwapWitnessQuery& q, const SolutionMasks& masks, int row_count,
                           const ValueAt& value, const CanTake& can_take, const Judge& judge) {
  const int r = q.cell / q.cols;
  const int k = q.cell % q.cols;
  const Value a = value(r, k);
  int patterns = 0;
  bool found = false;
  // Judges a pattern; true stops the search: a second solution, or the budget spent.
  const auto decided = [&](const SwappedGrid& grid) {
    const Verdict verdict = judge(grid);
    found = verdict == Verdict::Yes;
    return verdict != Verdict::No || ++patterns >= q.max_six_cell_patterns;
  };
  // An alternating cycle (r,k) (r,k2) (r2,k2) (r2,k3) (r3,k3) (r3,k) of the
  // values a and b: each row and each column through it exchanges one a
  // and one b. The masks already exclude the pattern's own rows and columns
  // where their values differ (r holds b at k2, so is not among k2's a's),
  // leaving only k3 != k to test.
  for (int k2 = 0; k2 < q.cols; ++k2) {
    const Value b = value(r, k2);
    if (b == a || !can_take(r, k, b) || !can_take(r, k2, a)) continue;
    const bool stop = any_bit(masks.col(k2, a), [&](int r2) {
      if (!can_take(r2, k2, b)) return false;
      return any_bit(masks.row(r2, b), [&](int k3) {
        if (k3 == k || !can_take(r2, k3, a)) return false;
        return any_common_bit(masks.col(k3, a), masks.col(k, b), [&](int r3) {
          if (!can_take(r3, k3, b) || !can_take(r3, k, a)) return false;
          SwappedGrid grid(q);
          grid.change(r, k, b);
          grid.change(r, k2, a);
          grid.change(r2, k2, b);
          grid.change(r2, k3, a);
          grid.change(r3, k3, b);
          grid.change(r3, k, a);
          return decided(grid);
        });
      });
    });
    if (stop) return found;
  }
  // Two rows that exchange their values in three columns, which hold the
  // pairs (a, b), (b, c), (c, a): each row's values are rotated, each
  // column's two are swapped (three values a, b, c: Troix). And the same
  // with rows and columns exchanged.
  for (const bool by_rows : {true, false}) {
    // A cell named by its line and its crossing: (row, col) when by_rows,
    // else (col, row).
    const auto v_at = [&](int l, int x) { return by_rows ? value(l, x) : value(x, l); };
    const auto may = [&](int l, int x, Value v) { return by_rows ? can_take(l, x, v) : can_take(x, l, v); };
    const auto holding = [&](int l, Value v) { return by_rows ? masks.row(l, v) : masks.col(l, v); };
    const int line = by_rows ? r : k, across = by_rows ? k : r;
    const int lines = by_rows ? row_count : q.cols;
    for (int line2 = 0; line2 < lines; ++line2) {
      const Value b = v_at(line2, across);
      if ((line2 == line) | (b == a) || !may(line, across, b) || !may(line2, across, a)) continue;
      for (Value c = 0; c < masks.values(); ++c) {  // the third value (Troix has one)
        if ((c == a) | (c == b)) continue;
        // (line holds a at across, b at across2, c at across3: all distinct.)
        const bool stop = any_common_bit(holding(line, b), holding(line2, c), [&](int across2) {
          if (!may(line, across2, c) || !may(line2, across2, b)) return false;
          return any_common_bit(holding(line, c), holding(line2, a), [&](int across3) {
            if (!may(line, across3, a) || !may(line2, across3, c)) return false;
            SwappedGrid grid(q);
            const auto change = [&](int l, int x, Value v) { by_rows ? grid.change(l, x, v) : grid.change(x, l, v); };
            change(line, across, b);
            change(line2, across, a);
            change(line, across2, c);
            change(line2, across2, b);
            change(line, across3, a);
            change(line2, across3, c);
            return decided(grid);
          });
        });
        if (stop) return found;
      }
    }
  }
  return false;
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
  int checks = 0;
  const auto judge = [&](const SwappedGrid& grid) {
    if (q.line_rules != nullptr)  // exact and cheap
      return grid.keeps(*q.line_rules, row_count) ? Verdict::Yes : Verdict::No;
    if (!grid.no_long_run_near_changes(2, row_count)) return Verdict::No;  // a quick filter only (see the header)
    if (is_solution(space, q, grid)) return Verdict::Yes;
    return ++checks >= q.max_checks ? Verdict::GiveUp : Verdict::No;
  };

  const Value a = value(r, k);
  int rectangles = 0;
  for (int k2 = 0; k2 < q.cols; ++k2) {
    const Value b = value(r, k2);
    if (b == a || !can_take(r, k, b) || !can_take(r, k2, a)) continue;
    for (int r2 = 0; r2 < row_count; ++r2) {
      if (r2 == r || value(r2, k) != b || value(r2, k2) != a) continue;
      if (!can_take(r2, k, a) || !can_take(r2, k2, b)) continue;
      if (++rectangles > q.max_rectangles) return false;
      SwappedGrid grid(q);  // each corner takes the value of the corner beside it in its row
      grid.change(r, k, b);
      grid.change(r, k2, a);
      grid.change(r2, k, a);
      grid.change(r2, k2, b);
      const Verdict verdict = judge(grid);
      if (verdict != Verdict::No) return verdict == Verdict::Yes;
    }
  }
  if (q.max_six_cell_patterns <= 0) return false;
  if (q.masks != nullptr) return find_six_cell_witness(q, *q.masks, row_count, value, can_take, judge);
  // Without the kind's rules, every value the solution holds gets masks.
  int values = q.line_rules != nullptr ? q.line_rules->symbols : 0;
  for (const std::int8_t v : q.solution) values = std::max(values, v + 1);
  return find_six_cell_witness(q, SolutionMasks(q.solution, q.cols, values), row_count, value, can_take, judge);
}

SolutionMasks::SolutionMasks(std::span<const std::int8_t> grid, int cols, int values)
    : values_(static_cast<std::size_t>(values)) {
  const auto width = static_cast<std::size_t>(cols);
  const std::size_t rows = grid.size() / width;
  row_words_ = bits::words_for(width);
  col_words_ = bits::words_for(rows);
  by_row_.assign(rows * values_ * row_words_, 0);
  by_col_.assign(width * values_ * col_words_, 0);
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < width; ++c) {
      const auto v = static_cast<std::size_t>(grid[r * width + c]);
      if (v >= values_) continue;  // not a value of this grid: in no mask
      by_row_[(r * values_ + v) * row_words_ + c / 64] |= bits::Word{1} << (c % 64);
      by_col_[(c * values_ + v) * col_words_ + r / 64] |= bits::Word{1} << (r % 64);
    }
}

}  // namespace xoi

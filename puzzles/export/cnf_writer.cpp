#include "puzzles/export/cnf_writer.hpp"

#include <cstdint>
#include <initializer_list>
#include <span>
#include <vector>

namespace xoi {
namespace {

// Receives the clauses twice: a first pass counts them and the variables for
// the DIMACS header, a second pass writes them. The encoding is deterministic,
// so both passes see the same formula.
class ClauseSink {
 public:
  ClauseSink(int cell_variables, std::ostream* out) : variables_(cell_variables), out_(out) {}

  int new_variable() { return ++variables_; }
  void clause(std::span<const int> literals) {
    ++clauses_;
    if (out_ == nullptr) return;
    for (const int literal : literals) *out_ << literal << ' ';
    *out_ << "0\n";
  }
  void clause(std::initializer_list<int> literals) { clause(std::span<const int>(literals.begin(), literals.size())); }

  [[nodiscard]] int variables() const { return variables_; }
  [[nodiscard]] std::int64_t clauses() const { return clauses_; }

 private:
  int variables_;
  std::int64_t clauses_ = 0;
  std::ostream* out_;
};

// At most k of `x` true: Sinz's sequential counter. s[i][j] (j < k) means "at
// least j+1 of x[0..i] are true"; the last x may not push a full count further.
void at_most(ClauseSink& sink, const std::vector<int>& x, int k) {
  const auto n = static_cast<int>(x.size());
  if (k >= n) return;
  if (k == 0) {
    for (const int v : x) sink.clause({-v});
    return;
  }
  std::vector<int> previous, current(static_cast<std::size_t>(k));
  for (int i = 0; i + 1 < n; ++i) {
    for (int& s : current) s = sink.new_variable();
    const auto at = [](const std::vector<int>& v, int j) { return v[static_cast<std::size_t>(j)]; };
    sink.clause({-x[static_cast<std::size_t>(i)], at(current, 0)});
    if (i == 0) {
      for (int j = 1; j < k; ++j) sink.clause({-at(current, j)});
    } else {
      for (int j = 0; j < k; ++j) sink.clause({-at(previous, j), at(current, j)});
      for (int j = 1; j < k; ++j) sink.clause({-x[static_cast<std::size_t>(i)], -at(previous, j - 1), at(current, j)});
      sink.clause({-x[static_cast<std::size_t>(i)], -at(previous, k - 1)});
    }
    previous = current;
  }
  sink.clause({-x.back(), -previous[static_cast<std::size_t>(k - 1)]});
}

void encode_cells(const ExportGrid& grid, ClauseSink& sink) {
  std::vector<int> some;
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols; ++c) {
      some.clear();
      for (int s = 0; s < grid.symbol_count(); ++s) some.push_back(cnf_cell_variable(grid, r, c, s));
      sink.clause(some);
      for (int s = 0; s < grid.symbol_count(); ++s)
        for (int t = s + 1; t < grid.symbol_count(); ++t)
          sink.clause({-cnf_cell_variable(grid, r, c, s), -cnf_cell_variable(grid, r, c, t)});
      if (grid.given(r, c) >= 0) sink.clause({cnf_cell_variable(grid, r, c, grid.given(r, c))});
    }
}

void encode_lines(const ExportGrid& grid, const std::vector<GridLine>& lines, ClauseSink& sink) {
  std::vector<int> x;
  for (const GridLine& line : lines)
    for (int s = 0; s < grid.symbol_count(); ++s) {
      x.clear();
      for (int k = 0; k < line.length; ++k) x.push_back(cnf_cell_variable(grid, line.row(k), line.col(k), s));
      for (std::size_t k = 0; k + 2 < x.size(); ++k) sink.clause({-x[k], -x[k + 1], -x[k + 2]});
      at_most(sink, x, line.length / grid.symbol_count());
    }
}

// Two lines of two symbols differ: symbol 0 of some cell differs.
void encode_distinct_pair(const ExportGrid& grid, const GridLine& a, const GridLine& b, ClauseSink& sink) {
  std::vector<int> some_difference;
  for (int k = 0; k < a.length; ++k) {
    const int d = sink.new_variable();
    const int u = cnf_cell_variable(grid, a.row(k), a.col(k), 0), v = cnf_cell_variable(grid, b.row(k), b.col(k), 0);
    sink.clause({-d, u, v});
    sink.clause({-d, -u, -v});
    some_difference.push_back(d);
  }
  sink.clause(some_difference);
}

void encode(const ExportGrid& grid, ClauseSink& sink) {
  encode_cells(grid, sink);
  const std::vector<GridLine> lines = grid_lines(grid);
  encode_lines(grid, lines, sink);
  if (grid.distinct_lines)
    for (const GridLine& a : lines)
      for (const GridLine& b : lines)
        if (a.is_row == b.is_row && a.index < b.index) encode_distinct_pair(grid, a, b, sink);
}

}  // namespace

void write_cnf(const ExportGrid& grid, std::ostream& out) {
  const int cell_variables = grid.rows * grid.cols * grid.symbol_count();
  ClauseSink counter(cell_variables, nullptr);
  encode(grid, counter);
  out << "c xoi export: " << grid.kind << ' ' << grid.rows << 'x' << grid.cols << " as CNF (docs/export.md)\n"
      << "c x(r,c,s) = 1 + (r*" << grid.cols << " + c)*" << grid.symbol_count() << " + s: cell (r, c) from 0 holds symbol s of "
      << grid.symbols << "; variables above " << cell_variables << " are auxiliary\n"
      << "p cnf " << counter.variables() << ' ' << counter.clauses() << '\n';
  ClauseSink writer(cell_variables, &out);
  encode(grid, writer);
}

}  // namespace xoi

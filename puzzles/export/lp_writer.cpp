#include "puzzles/export/lp_writer.hpp"

#include <string>
#include <utility>
#include <vector>

namespace xoi {
namespace {

std::string cell_var(const ExportGrid& grid, int r, int c, int s) {
  return "x_" + std::to_string(r) + "_" + std::to_string(c) + "_" + grid.symbols[static_cast<std::size_t>(s)];
}

// One linear constraint "name: expression OP rhs", written over several
// lines when long (LP readers limit the line length).
class LpConstraint {
 public:
  explicit LpConstraint(std::string name) : name_(std::move(name)) {}
  LpConstraint& term(int coefficient, const std::string& var) {
    terms_.emplace_back(coefficient, var);
    return *this;
  }
  void write(std::ostream& out, const char* op, int rhs) const {
    out << ' ' << name_ << ':';
    for (std::size_t i = 0; i < terms_.size(); ++i) {
      const auto& [coefficient, var] = terms_[i];
      if (i > 0 && i % 10 == 0) out << "\n  ";
      if (i > 0 || coefficient < 0) out << ' ' << (coefficient < 0 ? '-' : '+');
      out << ' ';
      if (coefficient != 1 && coefficient != -1) out << (coefficient < 0 ? -coefficient : coefficient) << ' ';
      out << var;
    }
    out << ' ' << op << ' ' << rhs << '\n';
  }

 private:
  std::string name_;
  std::vector<std::pair<int, std::string>> terms_;
};

std::string line_name(const GridLine& line) { return (line.is_row ? "row_" : "col_") + std::to_string(line.index); }

void write_cells(const ExportGrid& grid, std::ostream& out) {
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols; ++c) {
      const std::string at = std::to_string(r) + "_" + std::to_string(c);
      LpConstraint cell("cell_" + at);
      for (int s = 0; s < grid.symbol_count(); ++s) cell.term(1, cell_var(grid, r, c, s));
      cell.write(out, "=", 1);
      if (grid.given(r, c) >= 0) LpConstraint("given_" + at).term(1, cell_var(grid, r, c, grid.given(r, c))).write(out, "=", 1);
    }
}

void write_windows_and_balance(const ExportGrid& grid, const std::vector<GridLine>& lines, std::ostream& out) {
  for (const GridLine& line : lines)
    for (int s = 0; s < grid.symbol_count(); ++s) {
      const std::string suffix = line_name(line) + "_" + grid.symbols[static_cast<std::size_t>(s)];
      for (int k = 0; k + 2 < line.length; ++k) {
        LpConstraint window("window_" + suffix + "_" + std::to_string(k));
        for (int d = 0; d < 3; ++d) window.term(1, cell_var(grid, line.row(k + d), line.col(k + d), s));
        window.write(out, "<=", 2);
      }
      LpConstraint balance("balance_" + suffix);
      for (int k = 0; k < line.length; ++k) balance.term(1, cell_var(grid, line.row(k), line.col(k), s));
      balance.write(out, "=", line.length / grid.symbol_count());
    }
}

// The equality indicators of two parallel lines (rows i, j or columns i, j)
// and the constraint that they differ somewhere; appends the indicators to `binaries`.
void write_distinct_pair(const ExportGrid& grid, const GridLine& a, const GridLine& b, std::ostream& out,
                         std::vector<std::string>& binaries) {
  const std::string pair = std::string(a.is_row ? "row" : "col") + "_" + std::to_string(a.index) + "_" +
                           std::to_string(b.index);
  LpConstraint differ("differ_" + pair);
  for (int k = 0; k < a.length; ++k) {
    const std::string e = "e_" + pair + "_" + std::to_string(k);
    const std::string u = cell_var(grid, a.row(k), a.col(k), 0), v = cell_var(grid, b.row(k), b.col(k), 0);
    const std::string name = "eq_" + pair + "_" + std::to_string(k);
    // e = 1 exactly when u = v: both 0 forces e, both 1 forces e, u != v forbids e.
    LpConstraint(name + "_a").term(1, e).term(1, u).term(1, v).write(out, ">=", 1);
    LpConstraint(name + "_b").term(1, e).term(-1, u).term(-1, v).write(out, ">=", -1);
    LpConstraint(name + "_c").term(1, e).term(1, u).term(-1, v).write(out, "<=", 1);
    LpConstraint(name + "_d").term(1, e).term(-1, u).term(1, v).write(out, "<=", 1);
    differ.term(1, e);
    binaries.push_back(e);
  }
  differ.write(out, "<=", a.length - 1);
}

}  // namespace

void write_lp(const ExportGrid& grid, std::ostream& out) {
  out << "\\ xoi export: " << grid.kind << ' ' << grid.rows << 'x' << grid.cols
      << " as a 0-1 integer program (CPLEX LP format; docs/export.md)\n"
      << "\\ x_R_C_S = 1: the cell in row R, column C (from 0) holds symbol S\n"
      << "Minimize\n obj: 0 " << cell_var(grid, 0, 0, 0) << "\nSubject To\n";
  write_cells(grid, out);
  const std::vector<GridLine> lines = grid_lines(grid);
  write_windows_and_balance(grid, lines, out);
  std::vector<std::string> binaries;
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols; ++c)
      for (int s = 0; s < grid.symbol_count(); ++s) binaries.push_back(cell_var(grid, r, c, s));
  if (grid.distinct_lines)
    for (const GridLine& a : lines)
      for (const GridLine& b : lines)
        if (a.is_row == b.is_row && a.index < b.index) write_distinct_pair(grid, a, b, out, binaries);
  out << "Binaries\n";
  for (std::size_t i = 0; i < binaries.size(); ++i) out << ' ' << binaries[i] << (i % 10 == 9 ? "\n" : "");
  if (binaries.size() % 10 != 0) out << '\n';
  out << "End\n";
}

}  // namespace xoi

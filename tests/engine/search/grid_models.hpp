// Shared by the search tests: Binox and Troix models built through the
// puzzle registry, the values of a solved space, and plain checks of the
// grid rules written independently of the engine.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/registry.hpp"

namespace xoi::testing_support {

// A rows x cols grid of `kind` ("binox", "troix"); `givens` is row-major, one
// character per cell: the kind's symbol, or '.' for an empty cell (empty
// string = all empty); `rules` chooses the deduction rules posted.
inline Model grid_model(std::string_view kind, int rows, int cols, std::string_view givens = {},
                        const RuleSet& rules = {}) {
  const Kind* k = find_kind(kind);
  EXPECT_NE(k, nullptr) << kind;
  PuzzleText text;
  text.kind = std::string(kind);
  text.dims = {rows, cols};
  text.cells.assign(static_cast<std::size_t>(rows * cols), -1);
  for (std::size_t i = 0; i < givens.size() && i < text.cells.size(); ++i) {
    const std::size_t symbol = k->syntax.symbols.find(givens[i]);
    if (symbol != std::string_view::npos) text.cells[i] = static_cast<std::int8_t>(symbol);
  }
  Model model;
  const auto error = k->build(text, rules, model);
  EXPECT_FALSE(error.has_value()) << (error ? error->describe() : "");
  return model;
}

// The value of every cell of a model whose cells are all fixed.
inline std::vector<Value> cell_values(const Space& space, const std::vector<VarId>& cells) {
  std::vector<Value> out;
  for (const VarId v : cells) {
    EXPECT_TRUE(space.domain(v).fixed());
    out.push_back(space.domain(v).min());
  }
  return out;
}

inline std::vector<Domain> all_domains(const Space& space) {
  std::vector<Domain> out;
  for (VarId v = 0; v < space.variable_count(); ++v) out.push_back(space.domain(v));
  return out;
}

// Whether a complete grid obeys the rules of the X/O/I family: no three equal
// in a row or column, every symbol equally often in each line, and (Binox)
// no two equal rows and no two equal columns.
inline bool valid_grid(const std::vector<Value>& grid, int rows, int cols, int symbols, bool distinct_lines) {
  const auto at = [&](int r, int c) { return grid[static_cast<std::size_t>(r * cols + c)]; };
  const auto line_ok = [&](int length, auto&& cell) {
    std::vector<int> seen(static_cast<std::size_t>(symbols), 0);
    for (int i = 0; i < length; ++i) {
      ++seen[static_cast<std::size_t>(cell(i))];
      if (i >= 2 && cell(i) == cell(i - 1) && cell(i) == cell(i - 2)) return false;
    }
    for (const int s : seen)
      if (s * symbols != length) return false;
    return true;
  };
  for (int r = 0; r < rows; ++r)
    if (!line_ok(cols, [&](int i) { return at(r, i); })) return false;
  for (int c = 0; c < cols; ++c)
    if (!line_ok(rows, [&](int i) { return at(i, c); })) return false;
  if (!distinct_lines) return true;
  for (int a = 0; a < rows; ++a)
    for (int b = a + 1; b < rows; ++b) {
      bool equal = true;
      for (int c = 0; c < cols && equal; ++c) equal = at(a, c) == at(b, c);
      if (equal) return false;
    }
  for (int a = 0; a < cols; ++a)
    for (int b = a + 1; b < cols; ++b) {
      bool equal = true;
      for (int r = 0; r < rows && equal; ++r) equal = at(r, a) == at(r, b);
      if (equal) return false;
    }
  return true;
}

}  // namespace xoi::testing_support

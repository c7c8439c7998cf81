// The model shared by Binox and Troix: a grid whose every row and column has
// no run longer than two and equally many of each symbol, optionally with all
// rows distinct and all columns distinct.
#pragma once

#include "puzzles/kind.hpp"

namespace xoi {

struct LinePuzzleRules {
  int symbols;          // 2 for Binox (X, O), 3 for Troix (X, O, I)
  int max_run;          // 2: no three equal in a row
  bool distinct_lines;  // no two equal rows, no two equal columns
};

// Variables in row-major order, one per cell; givens fixed.
void build_line_puzzle(const PuzzleText& puzzle, const LinePuzzleRules& kind_rules, const RuleSet& rules,
                       Model& model);

// The variables of row r and of column c of a rows x cols grid.
std::vector<VarId> row_of(const Model& model, int cols, int r);
std::vector<VarId> column_of(const Model& model, int rows, int cols, int c);

}  // namespace xoi

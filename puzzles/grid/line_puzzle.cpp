#include "puzzles/grid/line_puzzle.hpp"

#include "engine/propagators/count_balance.hpp"
#include "engine/propagators/distinct_lines.hpp"
#include "engine/propagators/line_consistency.hpp"
#include "engine/propagators/line_table.hpp"
#include "engine/propagators/run_length.hpp"

namespace xoi {
namespace {

constexpr std::size_t kMaxTableLines = 1024;

// Posts the rules on one family of lines (all rows, or all columns). Short
// lines get a table of their legal spellings, which also carries the
// distinct-lines rule; longer lines get the cheap rules, the dynamic
// programme and the hashed distinct-lines propagator.
void post_line_family(Space& space, const std::vector<std::vector<VarId>>& lines, const LinePuzzleRules& kind_rules,
                      const RuleSet& rules) {
  if (lines.empty()) return;
  const int length = static_cast<int>(lines.front().size());
  const std::vector<int> counts(static_cast<std::size_t>(kind_rules.symbols), length / kind_rules.symbols);
  const bool distinct = kind_rules.distinct_lines && rules.distinct_lines;
  LineTable table;
  if (rules.line_consistency &&
      enumerate_legal_lines(length, kind_rules.max_run, counts, kMaxTableLines, table)) {
    if (distinct) {
      post_distinct_line_tables(space, lines, table);
    } else {
      for (const auto& line : lines) post_line_table(space, line, table);
    }
    return;
  }
  for (const auto& line : lines) {
    // (Line consistency may decline a line too long for its table: the cheap
    // rules then stand in for it.)
    if (rules.line_consistency && !rules.implied_rules &&
        post_line_consistency(space, line, kind_rules.max_run, counts))
      continue;
    if (rules.run_length) post_run_length(space, line, kind_rules.max_run, kind_rules.symbols);
    if (rules.balance) post_count_balance(space, line, counts);
    if (rules.line_consistency && rules.implied_rules) post_line_consistency(space, line, kind_rules.max_run, counts);
  }
  if (distinct) post_distinct_lines(space, lines, kind_rules.symbols, counts);
}

}  // namespace

std::vector<VarId> row_of(const Model& model, int cols, int r) {
  const auto first = model.cells.begin() + static_cast<std::ptrdiff_t>(r) * cols;
  return {first, first + cols};
}

std::vector<VarId> column_of(const Model& model, int rows, int cols, int c) {
  std::vector<VarId> column(static_cast<std::size_t>(rows));
  for (int r = 0; r < rows; ++r) column[static_cast<std::size_t>(r)] = model.cells[static_cast<std::size_t>(r * cols + c)];
  return column;
}

void build_line_puzzle(const PuzzleText& puzzle, const LinePuzzleRules& kind_rules, const RuleSet& rules,
                       Model& model) {
  const int rows = puzzle.dims[0], cols = puzzle.dims[1];
  Space& space = *model.space;
  model.cells.reserve(puzzle.cells.size());
  for (const std::int8_t given : puzzle.cells)
    model.cells.push_back(space.add_variable(given < 0 ? Domain::range(kind_rules.symbols) : Domain::of(given)));

  std::vector<std::vector<VarId>> row_lines, column_lines;
  for (int r = 0; r < rows; ++r) row_lines.push_back(row_of(model, cols, r));
  for (int c = 0; c < cols; ++c) column_lines.push_back(column_of(model, rows, cols, c));
  post_line_family(space, row_lines, kind_rules, rules);
  post_line_family(space, column_lines, kind_rules, rules);
}

}  // namespace xoi

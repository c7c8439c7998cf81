// The explanation as a numbered story for people: the engine's events, read
// back on a grid, grouped into steps and worded per rule, e.g.
//
//   12. row 3: X at c4 and c5, so c6 is O (no three in a row)
//   13. column 7 has its 3 X, so r2, r5 and r6 are O (balance)
//   14. row 5 would equal row 2 unless c3 is X (distinct rows)
//   15. guess r4c2 = X (depth 1)
//
// One step is one propagator's deductions that rest on the same premises
// (one run-length window, one balance count, one line-table pass), a guess,
// a contradiction, a backtrack or a solution. Each step keeps its premise
// and conclusion cells and the grid after it, for --grid-every and the HTML
// viewer. Cells are r<row>c<col>, 1-based; lines are "row 3", "column 7".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cli/event_log.hpp"

namespace xoi::cli {

// A 2-D board: which variable each cell is, and the kind's symbols.
struct GridView {
  int rows = 0;
  int cols = 0;
  std::string_view symbols;    // "XO" or "XOI": symbols[v] is value v
  std::vector<VarId> cells;    // cells[r * cols + c]: its variable
};

enum class StepKind : std::uint8_t {
  Deduction,      // a rule removed values
  Guess,          // search: var = value
  OtherBranch,    // search: var != value, after the guess failed
  Trial,          // probing: try var = value (only trials that fail are told)
  ProbingResult,  // probing: the trial failed, so the value goes
  Contradiction,  // a rule found no way on
  Backtrack,      // search undoes a guess, or probing undoes a trial
  Solution,       // every cell fixed
  End,            // the verdict added by the command: solved, no solution, stuck, stopped
};

struct StoryStep {
  StepKind kind = StepKind::Deduction;
  int depth = 0;
  std::string rule;               // the human rule label: "no three in a row", "balance", ...
  std::string text;               // the line without number and indentation
  std::vector<int> premises;      // cell indices
  std::vector<int> conclusions;   // cell indices that changed in this step
  std::string grid;               // after the step: one char per cell, '0' + domain bits
                                  // (empty unless StoryOptions asks for it)
};

struct StoryOptions {
  // Probing tries every open value; only trials that fail explain anything.
  bool hide_successful_trials = false;
  // Which steps keep their grid (a board of millions of cells times many
  // steps would not fit in memory): every step (the HTML viewer), every
  // grid_every-th step (--grid-every), and always the last one.
  bool every_grid = false;
  int grid_every = 0;
};

// `initial`: every variable's domain before the first event.
std::vector<StoryStep> tell_story(const std::vector<Event>& events, const GridView& grid,
                                  const std::vector<Domain>& initial, const StoryOptions& options = {});

// The index after the step of rule deductions that starts at event i: the
// consecutive deductions of one rule on the same premises at the same depth,
// which the story tells as one step.
std::size_t deduction_step_end(const std::vector<Event>& events, std::size_t i);

// The inverse of grid.cells: for each of `variables` variables its cell,
// -1 for a variable that is no cell.
std::vector<int> cells_by_var(const GridView& grid, std::size_t variables);

// "r3c4" (1-based).
std::string cell_name(const GridView& grid, int cell);
// The same from a row-major cell index and the board's width.
std::string cell_name(int cell, int cols);
// One char per cell ('0' + domain bits), the format of StoryStep::grid.
std::string grid_code(const GridView& grid, const std::vector<Domain>& domains);
// The grid for people: one row per line, cells separated by a space, '.' for
// a cell not yet fixed.
std::string grid_text(const GridView& grid, std::string_view code);

}  // namespace xoi::cli

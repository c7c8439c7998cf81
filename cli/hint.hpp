// A hint for a grid being solved by hand: the next cell the weakest
// reasoning level can fix, and only the deductions that fixing it rests on.
//
// The grid (givens and the cells filled so far) is first graded
// (puzzles/generate/grade.hpp), so a grid that has gone wrong is told so
// rather than reasoned on. Then each level of the kind, weakest first
// (levels.hpp), explains the grid (explanation.hpp) until one fixes a cell;
// its events up to that fix are cut down to the steps the fix depends on:
// walking back from it, a step is kept when it changed a cell that a kept
// step reads or changes (its premises and conclusions; for a probing result,
// every cell its failed trial read or changed). A kept step's cells then go
// through exactly the changes they went through in the whole explanation, so
// the short story reads true on its own. When no level up to probing fixes a
// cell, a puzzle with one solution reveals one cell of it (level 5).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/explanation.hpp"
#include "cli/story.hpp"
#include "puzzles/kind.hpp"

namespace xoi::cli {

enum class HintOutcome : std::uint8_t {
  Deduced,     // a level up to probing fixes `fixes`, by `steps`
  Revealed,    // no level up to probing fixes a cell: the solution's value of one cell
  Solved,      // every cell is filled and the grid breaks no rule
  NoSolution,  // the grid cannot be completed; `steps` end in the contradiction when a level shows it
  NotUnique,   // no level up to probing fixes a cell and the grid has several solutions
  Stuck,       // no level up to the strongest one allowed fixes a cell
  Stopped,     // a limit (or Ctrl-C) stopped the check of the grid
};

struct CellValue {
  int cell = 0;     // row-major
  Value value = 0;  // index into the kind's symbols
};

struct Hint {
  HintOutcome outcome = HintOutcome::Stuck;
  int level = 0;                 // the level whose rules gave the steps (5: revealed, or only search shows it)
  GridView grid;
  std::vector<StoryStep> steps;  // numbered from the grid as given
  std::vector<Event> events;     // the explanation's events the steps tell (none for a reveal)
  std::vector<Domain> initial;   // every variable's domain before them (givens fixed)
  std::vector<CellValue> fixes;  // Deduced, Revealed: the cells the last step fixes
  bool unique = true;            // false: the grid has several solutions (NotUnique, or Deduced anyway)
  SearchOutcome stopped_by = SearchOutcome::Exhausted;  // Stopped: which limit
};

struct HintOptions {
  int strongest_level = 5;  // 1-5: no rules beyond this level (5: may reveal a cell)
  SearchLimits limits;      // bound the check of the grid (its level-5 search)
};

// Nullopt with `error` set when the kind is not a grid puzzle the levels
// cover (binox, troix).
std::optional<Hint> hint_for(const Kind& kind, const PuzzleText& puzzle, const HintOptions& options,
                             std::string& error);

// "solved", "hint", "no-solution", ...: the status word of the command's JSON.
std::string_view hint_status(HintOutcome outcome);

}  // namespace xoi::cli

// Grades any puzzle of a line kind: the weakest reasoning level
// (levels.hpp) that fixes every cell from its givens, or search, which also
// tells "no solution" and "more than one solution" apart.
#pragma once

#include <optional>
#include <string>

#include "engine/search/dfs.hpp"
#include "puzzles/generate/levels.hpp"
#include "puzzles/generate/reasoner.hpp"
#include "puzzles/kind.hpp"

namespace xoi {

enum class GradeOutcome : std::uint8_t {
  Graded,             // exactly one solution; `level` says how hard
  NoSolution,         // the givens contradict the rules
  MultipleSolutions,  // at least two solutions
  Stopped,            // a search limit cut the level-5 search short
};

struct GradeResult {
  GradeOutcome outcome = GradeOutcome::Graded;
  Level level = Level::Search;  // when Graded
  Givens solution;              // when Graded: one value per cell
  SearchResult search;          // the level-5 search, when one ran
  // How hard within its level, when Graded above the kind's first level:
  // the cells the next weaker level leaves open (what the puzzle's own level
  // must do), and at level 4 what probing did (removals: its deductions,
  // each a value no propagation could remove at that point). At level 5 the
  // search's nodes (`search`) say it.
  int open_after_weaker_level = -1;
  ProbingStatistics probing;
};

// Whether a full grid (a value in every cell) keeps every rule of the kind;
// false with `error` set when the kind's model cannot be built. A weaker
// level's rules can fix every cell of a grid that breaks a rule they leave
// out: counting fills a Binox grid whose givens already hold two equal rows.
bool keeps_every_rule(const Kind& kind, const std::vector<int>& dims, const Givens& grid, std::string& error);

// A plain search for two solutions of a line puzzle (dom/wdeg,
// last-conflict, values in random order from a fixed seed) within a few
// nodes per cell, on a model of its own: two solutions when the puzzle has
// several and they are easy to reach, as on sparse grids. grade_puzzle runs
// it before its costly probing count; explain asks it whether the solution
// it guessed its way to is the only one. Its node limit is the smaller of
// `limits.nodes` and the per-cell budget; it stops at NodeLimit, without
// searching, when the kind has no such model.
SearchResult look_for_two_solutions(const Kind& kind, const PuzzleText& puzzle, const SearchLimits& limits);

// nullopt, with the reason in `error`, when the kind cannot be graded (an
// optimisation kind). `limits` bound probing and the level-5 searches: their
// time limit all of them together, their node limit each search, their
// interrupt flag all (a stop gives Stopped).
std::optional<GradeResult> grade_puzzle(const Kind& kind, const PuzzleText& puzzle, const SearchLimits& limits,
                                        std::string& error);

}  // namespace xoi

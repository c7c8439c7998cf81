// Running one explanation: build the puzzle's model with the rules of a
// reasoning level, attach an EventLog, reason (propagate, probe, or search as
// the level says) and keep the verdict. `xoi explain` prints what this
// returns; the tests check it.
//
// Levels (puzzles/generate/levels.hpp): 1-3 propagate with that level's rule
// set only, 4 probes with every rule, 5 (the default) searches with every
// rule, the event sink attached throughout.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/event_log.hpp"
#include "cli/story.hpp"
#include "engine/search/dfs.hpp"
#include "puzzles/kind.hpp"

namespace xoi::cli {

enum class Verdict : std::uint8_t { Solved, NoSolution, Stuck, Limit, Interrupted };

struct Explanation {
  int level = 5;
  GridView grid;
  std::vector<Domain> initial;  // every variable's domain before the first event (givens fixed)
  std::vector<Domain> final;    // after reasoning: the solution when solved
  EventLog log;
  Verdict verdict = Verdict::Stuck;
  SearchResult search;          // level 5 only
  // Levels 1-2: the level's rules fixed every cell, but the grid breaks a
  // rule they leave out (two equal Binox rows), so there is no solution.
  bool breaks_a_rule_left_out = false;
};

// Nullopt with `error` set when the puzzle is not a 2-D grid puzzle without
// objective (explain covers binox and troix) or its model cannot be built.
std::optional<Explanation> explain(const Kind& kind, const PuzzleText& puzzle, int level,
                                   const SearchOptions& search, std::string& error);

// The story of an explanation, ended by a step with the verdict. `grids`
// says which steps keep their grid (hide_successful_trials is set from the level).
std::vector<StoryStep> story_of(const Explanation& explanation, StoryOptions grids = {});

// "solved", "no-solution", "stuck", "limit", "interrupted".
std::string_view verdict_word(Verdict verdict);

}  // namespace xoi::cli

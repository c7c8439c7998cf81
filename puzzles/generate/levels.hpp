// The reasoning levels that grade a puzzle, weakest first (docs/generator.md).
//
// A puzzle's level is the weakest one whose reasoning alone, from the givens,
// fixes every cell: the solver itself is the grader. Levels 1-3 are rule sets
// of the model (puzzles/kind.hpp RuleSet), level 4 adds probing
// (engine/search/probing.hpp), level 5 means that search is needed.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "puzzles/kind.hpp"

namespace xoi {

enum class Level : int {
  Counting = 1,         // run length and balance, each line on its own
  DistinctLines = 2,    // + no two equal rows / columns
  LineConsistency = 3,  // + every line domain consistent (all rules)
  Probing = 4,          // + try each open value, propagate, drop it on failure
  Search = 5,           // unique, but only search decides it
};

inline constexpr Level kStrongestPropagationLevel = Level::Probing;

[[nodiscard]] constexpr int level_number(Level level) { return static_cast<int>(level); }
// "counting", "distinct-lines", "line-consistency", "probing", "search".
std::string_view level_name(Level level);
// A number 1-5 or a name; nullopt otherwise.
std::optional<Level> parse_level(std::string_view text);

// The rules a model posts at this level (probing and search use all rules).
RuleSet rules_for(Level level);

// The levels that exist for a kind, weakest first: a kind without a
// distinct-lines rule (troix) has no level 2, which would equal level 1.
std::span<const Level> levels_of(std::string_view kind);

}  // namespace xoi

// Why a grid puzzle has no solution when its givens already break a rule:
// the rule and the cells that break it, for the "# reason:" line that
// `xoi solve` prints after "# no solution" (and the JSON "reason" field).
//
// It replays propagation before any guess with a listener attached, cheapest
// rules first (runs, then balance, then distinct lines, then all together),
// so the reason names the simplest rule that fails. It does not explain a
// proof that needed search: there the givens break no rule on their own.
#pragma once

#include <optional>
#include <string>

#include "cli/load.hpp"

namespace xoi::cli {

// "row 2: r2c1 r2c2 r2c3 are all X (run-length: no three equal symbols side
// by side)", or nullopt when propagation without guessing finds no
// contradiction or the puzzle is not a grid of rows and columns.
std::optional<std::string> root_contradiction(const LoadedPuzzle& puzzle);

}  // namespace xoi::cli

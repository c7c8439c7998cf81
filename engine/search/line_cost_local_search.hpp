// A quick heuristic for the line-completion cost (engine/propagators/line_cost.hpp):
// late acceptance hill climbing (Burke and Bykov 2017) over fillings of
// binary cells with a fixed number of zeros, to hand branch and bound a good
// first incumbent. Branch and bound alone dives into poor boards first (no
// limit yet, so no probing); from a good limit its probing bites at once.
//
// A move swaps an open 0-cell with an open 1-cell (the count stays right);
// it is taken when the cost does not exceed the current cost or the cost of
// `history` moves ago. Cells fixed in the space stay as they are. Integer
// costs and SplitMix64 only: the same seed gives the same board everywhere
// (unless the time limit, off by default, cuts the run short).
// Deliberately not done: symmetry (the board found need not be a lex leader)
// and restarts.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "engine/space.hpp"

namespace xoi {

struct LineCostFilling {
  std::vector<Value> values;  // values[i] for cells[i]
  int cost = 0;               // monochromatic lines
};

struct LocalSearchEffort {
  std::uint64_t moves = 100000;  // moves tried at most
  std::uint64_t patience = 0;    // stop after this many moves without a better board (0: never)
  double seconds = 0;            // wall-time limit (0: none), checked every 1,024 moves
  int history = 50;              // late-acceptance list length (short lists measured best on 3^4)
  std::uint64_t seed = 1;
};

// nullopt when the fixed cells leave no filling with `zeros` zeros.
std::optional<LineCostFilling> line_cost_local_search(const Space& space, std::span<const VarId> cells,
                                                      std::span<const std::vector<VarId>> lines, int zeros,
                                                      const LocalSearchEffort& effort, int stop_at_cost = 0);

}  // namespace xoi

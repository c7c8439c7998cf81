// Line-completion cost: the number of lines whose cells all take the same
// value, minimised by branch and bound (engine/search/branch_and_bound.hpp).
//
// Two values (0 and 1), and exactly `zeros` of the cells take 0 (post the
// cardinality itself with count_balance {zeros, kAnyCount}: this propagator
// only uses the budget in its bound). The cost is not a domain variable: the
// propagator reads the incumbent from the shared CostBound, fails where the
// counting lower bound (line_cost_bound.hpp) reaches it, and, at nodes whose
// bound is within `probe_gap` of it, removes every value whose probe reaches
// it. With no incumbent yet it prunes nothing. Its snapshot of the board is
// kept between runs and replays only the cells that changed.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/search/objective.hpp"
#include "engine/space.hpp"

namespace xoi {

struct LineCostOptions {
  // Probing costs two bound updates per open cell; far from the limit it
  // rarely prunes. 2 halves the work on 3^3 and 3^4 for 8% more nodes on
  // 3^3 (docs/ttt.md); a large value probes at every node.
  int probe_gap = 2;
  // Moves of the local-search warm start (engine/search/line_cost_local_search.hpp); 0: none.
  std::uint64_t warm_start_moves = 0;
};

// Narrows every cell to {0, 1}, posts the propagator (woken by every cell) and
// returns the objective for branch and bound: cost, lower bound, the bound
// the propagator reads, and the warm start. A budget outside 0..cells marks
// the space failed.
Objective post_line_cost(Space& space, std::span<const VarId> cells, std::span<const std::vector<VarId>> lines,
                         int zeros, const LineCostOptions& options = {});

// The cost of a full assignment: lines whose cells are all fixed to one value.
int count_monochromatic_lines(const Space& space, std::span<const std::vector<VarId>> lines);

}  // namespace xoi

// Line-completion cost: the number of lines whose cells all take the same
// value, minimised by branch and bound (engine/search/branch_and_bound.hpp).
//
// Two values (0 and 1), and exactly `zeros` of the cells take 0 (post the
// cardinality itself with count_balance {zeros, kAnyCount}: this propagator
// only uses the budget in its bound). The cost is not a domain variable: the
// propagator reads the incumbent from the shared CostBound, fails where the
// counting lower bound (line_cost_bound.hpp) reaches it, and removes every
// value whose probe would reach it. With no incumbent yet it prunes nothing.
#pragma once

#include <span>
#include <vector>

#include "engine/search/objective.hpp"
#include "engine/space.hpp"

namespace xoi {

// Narrows every cell to {0, 1}, posts the propagator (woken by every cell) and
// returns the objective for branch and bound: cost, lower bound, and the
// bound the propagator reads. A budget outside 0..cells marks the space failed.
Objective post_line_cost(Space& space, std::span<const VarId> cells, std::span<const std::vector<VarId>> lines,
                         int zeros);

// The cost of a full assignment: lines whose cells are all fixed to one value.
int count_monochromatic_lines(const Space& space, std::span<const std::vector<VarId>> lines);

}  // namespace xoi

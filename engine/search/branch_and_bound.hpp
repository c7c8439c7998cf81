// Branch and bound: depth-first search where every solution tightens the
// shared CostBound, so the cost propagators make each later solution strictly
// cheaper. It is the DFS loop itself (engine/search/dfs.hpp) run for all
// solutions; only the solution hook differs, as in Gecode's BAB.
//
// Stopping on a limit still returns the best solution found. The proven lower
// bound is the optimum once the tree is exhausted, else the objective's bound
// at the root (DFS leaves no frontier cheaper to bound).
#pragma once

#include <functional>
#include <vector>

#include "engine/search/dfs.hpp"
#include "engine/search/objective.hpp"

namespace xoi {

struct OptimisationResult {
  SearchResult search;      // outcome and statistics; stats.solutions counts improving solutions
  std::vector<Domain> best;  // the cheapest solution found; empty when none
  int best_cost = -1;        // its cost
  int lower_bound = 0;       // no solution costs less than this (proven)

  [[nodiscard]] bool found() const { return !best.empty(); }
  // The tree was exhausted: best is optimal, or no solution beats the starting limit.
  [[nodiscard]] bool proven() const { return search.outcome == SearchOutcome::Exhausted; }
};

// Called with each improving solution and its cost.
using ImprovementCallback = std::function<void(const Space&, int cost)>;

// Minimises the objective over the space. options.limits.solutions is ignored
// (every improving solution is wanted) and so are restarts. A limit already in
// objective.bound is kept: only solutions cheaper than it are sought.
OptimisationResult branch_and_bound(Space& space, const SearchOptions& options, const Objective& objective,
                                    const ImprovementCallback& on_improvement = {});

}  // namespace xoi

// Branch and bound: depth-first search where every solution tightens the
// shared CostBound, so the cost propagators make each later solution strictly
// cheaper. It is the DFS loop itself (engine/search/dfs.hpp) run for all
// solutions; only the solution hook differs, as in Gecode's BAB.
//
// Before the tree search, the objective's warm start (a heuristic) may give
// the first incumbent; when it meets the root's lower bound no tree is
// searched at all. Two ways to close the gap:
//   from above (default): one search, each solution must beat the last;
//     exhausted = the best is optimal; stopped = best so far, and the proven
//     bound is only the root's (DFS leaves no cheaper frontier to bound);
//   from below: for k = root bound + 1, + 2, ... one search for a solution
//     cheaper than k; each exhausted search proves "nothing costs less than
//     k", the first solution found is optimal, and reaching the incumbent
//     proves it. Slower to finish when the gap is small, but a stopped run
//     still reports every bound it proved (the 3^4 board). Needs an
//     incumbent from the warm start; without one it searches from above.
// Stopping on a limit always returns the best solution found.
#pragma once

#include <functional>
#include <vector>

#include "engine/search/dfs.hpp"
#include "engine/search/objective.hpp"

namespace xoi {

struct OptimisationOptions {
  bool from_below = false;
};

// One step of progress: a better solution, or (from below) a better proven bound.
struct OptimisationProgress {
  double seconds = 0;  // since the call began
  int best_cost = -1;  // -1 until a solution is found
  int lower_bound = 0;
};

struct OptimisationResult {
  SearchResult search;       // outcome and statistics, summed over every tree search:
                             // solutions counts improving solutions (the warm start's
                             // included), seconds the whole call
  std::vector<Domain> best;  // the cheapest solution found; empty when none
  int best_cost = -1;        // its cost
  int lower_bound = 0;       // no solution costs less than this (proven)
  std::vector<OptimisationProgress> progress;  // every improvement of either, in order

  [[nodiscard]] bool found() const { return !best.empty(); }
  // Finished: best is optimal, or no solution beats the starting limit.
  [[nodiscard]] bool proven() const { return search.outcome == SearchOutcome::Exhausted; }
};

// Called with each improving solution (every variable's domain) and its cost.
using ImprovementCallback = std::function<void(const std::vector<Domain>& solution, int cost)>;

// Minimises the objective over the space, which is left as it was given.
// options.limits.solutions is ignored (every improving solution is wanted)
// and so are restarts; time and node limits hold for the whole call. A limit
// already in objective.bound is kept: only solutions cheaper than it are sought.
OptimisationResult branch_and_bound(Space& space, const SearchOptions& options, const Objective& objective,
                                    const ImprovementCallback& on_improvement = {},
                                    const OptimisationOptions& optimisation = {});

}  // namespace xoi

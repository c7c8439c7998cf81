#include "engine/search/branch_and_bound.hpp"

#include <algorithm>

namespace xoi {

OptimisationResult branch_and_bound(Space& space, const SearchOptions& options, const Objective& objective,
                                    const ImprovementCallback& on_improvement) {
  OptimisationResult result;
  CostBound& bound = *objective.bound;
  const int starting_limit = bound.limit();

  int root_bound = 0;
  space.push_mark();
  const bool root_consistent = space.propagate();
  if (root_consistent && objective.lower_bound) root_bound = objective.lower_bound(space);
  space.pop_mark();

  SearchOptions all = options;
  all.limits.solutions = 0;
  all.restarts.enabled = false;
  const SolutionCallback improve = [&](const Space& s) {
    const int cost = objective.cost(s);
    if (cost >= bound.limit()) return;  // a cost propagator should have failed this node
    bound.require_below(cost);
    result.best_cost = cost;
    result.best.resize(static_cast<std::size_t>(s.variable_count()));
    for (VarId v = 0; v < s.variable_count(); ++v) result.best[static_cast<std::size_t>(v)] = s.domain(v);
    if (on_improvement) on_improvement(s, cost);
  };
  result.search = depth_first_search(space, all, improve);

  if (result.proven()) {
    result.lower_bound = result.found() ? result.best_cost : starting_limit;
  } else {
    result.lower_bound = result.found() ? std::min(root_bound, result.best_cost) : root_bound;
  }
  return result;
}

}  // namespace xoi

#include "engine/search/branch_and_bound.hpp"

#include <algorithm>
#include <chrono>

namespace xoi {
namespace {

using Clock = std::chrono::steady_clock;

class BranchAndBound {
 public:
  BranchAndBound(Space& space, const SearchOptions& options, const Objective& objective,
                 const ImprovementCallback& on_improvement)
      : space_(space), options_(options), objective_(objective), bound_(*objective.bound),
        on_improvement_(on_improvement), start_(Clock::now()), starting_limit_(bound_.limit()) {}

  OptimisationResult run(const OptimisationOptions& optimisation) {
    const bool consistent = start_from_root();
    if (!consistent) {
      search_once();  // fails at the root: counts the node and the failure
    } else if (result_.found() && result_.best_cost <= root_bound_) {
      result_.search.outcome = SearchOutcome::Exhausted;  // nothing can beat it
      result_.search.stats.nodes = 1;
    } else if (optimisation.from_below && result_.found()) {
      from_below();
    } else {
      search_once();
    }
    if (result_.proven()) proven_bound_ = result_.found() ? result_.best_cost : starting_limit_;
    result_.lower_bound = result_.found() ? std::min(proven_bound_, result_.best_cost) : proven_bound_;
    result_.search.stats.seconds = std::chrono::duration<double>(Clock::now() - start_).count();
    return std::move(result_);
  }

 private:
  // Root propagation, its lower bound, and the warm start's incumbent.
  bool start_from_root() {
    space_.push_mark();
    const bool consistent = space_.propagate();
    if (consistent && objective_.lower_bound) root_bound_ = objective_.lower_bound(space_);
    proven_bound_ = root_bound_;
    if (consistent && objective_.warm_start) {
      // A quarter of the time limit at most: the tree search needs the rest.
      const double seconds = options_.limits.seconds > 0 ? options_.limits.seconds / 4 : 0;
      std::optional<Incumbent> warm = objective_.warm_start(space_, root_bound_, options_.seed, seconds);
      if (warm && warm->cost < bound_.limit()) improve(std::move(warm->domains), warm->cost);
    }
    space_.pop_mark();
    return consistent;
  }

  void improve(std::vector<Domain> solution, int cost) {
    bound_.require_below(cost);
    result_.best = std::move(solution);
    result_.best_cost = cost;
    ++result_.search.stats.solutions;
    note_progress();
    if (on_improvement_) on_improvement_(result_.best, cost);
  }

  void note_progress() {
    result_.progress.push_back(
        {std::chrono::duration<double>(Clock::now() - start_).count(), result_.best_cost, proven_bound_});
  }

  // k = root bound + 1, + 2, ... up to the incumbent's cost: is there a
  // solution cheaper than k? (Needs an incumbent: without one an infeasible
  // problem would never stop.)
  void from_below() {
    const int incumbent_limit = bound_.limit();
    for (int k = root_bound_ + 1; k <= incumbent_limit; ++k) {
      bound_.reset(k);
      const std::uint64_t found_before = result_.search.stats.solutions;
      search_once(/*first_only=*/true);
      if (result_.search.stats.solutions > found_before) {
        result_.search.outcome = SearchOutcome::Exhausted;  // cheaper than k, and nothing below k - 1
        return;
      }
      if (!result_.proven()) {
        bound_.reset(incumbent_limit);
        return;
      }
      proven_bound_ = k;
      note_progress();
    }
    bound_.reset(incumbent_limit);
  }

  // One tree search under the current bound; statistics add up, limits are what is left.
  void search_once(bool first_only = false) {
    SearchOptions step = options_;
    step.limits.solutions = first_only ? 1 : 0;
    step.restarts.enabled = false;
    SearchStatistics& total = result_.search.stats;
    if (step.limits.nodes != 0) step.limits.nodes = step.limits.nodes > total.nodes ? step.limits.nodes - total.nodes : 1;
    if (step.limits.failures != 0)
      step.limits.failures = step.limits.failures > total.failures ? step.limits.failures - total.failures : 1;
    if (step.limits.seconds > 0)
      step.limits.seconds =
          std::max(1e-6, step.limits.seconds - std::chrono::duration<double>(Clock::now() - start_).count());
    const SolutionCallback on_solution = [&](const Space& s) {
      const int cost = objective_.cost(s);
      if (cost >= bound_.limit()) return;  // a cost propagator should have failed this node
      std::vector<Domain> solution(static_cast<std::size_t>(s.variable_count()));
      for (VarId v = 0; v < s.variable_count(); ++v) solution[static_cast<std::size_t>(v)] = s.domain(v);
      improve(std::move(solution), cost);
    };
    const SearchResult r = depth_first_search(space_, step, on_solution);
    result_.search.outcome = r.outcome == SearchOutcome::SolutionLimit ? SearchOutcome::Exhausted : r.outcome;
    total.nodes += r.stats.nodes;
    total.failures += r.stats.failures;
    total.propagations += r.stats.propagations;
    total.max_depth = std::max(total.max_depth, r.stats.max_depth);
  }

  Space& space_;
  const SearchOptions& options_;
  const Objective& objective_;
  CostBound& bound_;
  const ImprovementCallback& on_improvement_;
  Clock::time_point start_;
  int starting_limit_;
  int root_bound_ = 0;
  int proven_bound_ = 0;
  OptimisationResult result_;
};

}  // namespace

OptimisationResult branch_and_bound(Space& space, const SearchOptions& options, const Objective& objective,
                                    const ImprovementCallback& on_improvement,
                                    const OptimisationOptions& optimisation) {
  return BranchAndBound(space, options, objective, on_improvement).run(optimisation);
}

}  // namespace xoi

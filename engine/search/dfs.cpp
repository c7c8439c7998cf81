#include "engine/search/dfs.hpp"

#include <algorithm>
#include <chrono>
#include <numeric>
#include <optional>

#include "engine/search/luby.hpp"
#include "engine/search/probing.hpp"
#include "engine/search/rng.hpp"

namespace xoi {
namespace {

using Clock = std::chrono::steady_clock;

class DepthFirstSearch {
 public:
  DepthFirstSearch(Space& space, const SearchOptions& options, const SolutionCallback& on_solution)
      : space_(space), options_(options), on_solution_(on_solution), rng_(options.seed),
        start_(Clock::now()) {
    if (options.branch_vars.empty()) {
      vars_.resize(static_cast<std::size_t>(space.variable_count()));
      std::iota(vars_.begin(), vars_.end(), 0);
    } else {
      vars_.assign(options.branch_vars.begin(), options.branch_vars.end());
    }
    restarting_ = options.restarts.enabled && options.limits.solutions == 1;
    if (options.var_order == VarOrder::ImpactThenWeightedDegree) {
      impacts_ = options.impacts != nullptr ? options.impacts : &own_impacts_;
      impacts_->reserve_variables(space.variable_count());
    }
    if (options.var_order == VarOrder::WeightedDegree || impacts_ != nullptr) {
      open_.resize(vars_.size());
      std::iota(open_.begin(), open_.end(), 0);
      open_count_ = static_cast<std::int32_t>(open_.size());
    }
  }

  SearchResult run() {
    const int base_depth = space_.depth();
    const StopConditions outer = space_.stop_conditions();
    space_.set_stop_conditions(stop_conditions_of(options_.limits, start_, outer));
    space_.push_mark();  // restarts, and the end of the search, come back here
    const std::uint64_t propagations_before = space_.propagations();
    result_.stats.nodes = 1;
    bool consistent = space_.propagate() && look_ahead();
    if (!consistent && !space_.stopped()) note_failure();
    result_.outcome = explore(consistent);
    while (space_.depth() > base_depth) space_.pop_mark();
    space_.set_stop_conditions(outer);
    result_.stats.propagations = space_.propagations() - propagations_before;
    result_.stats.seconds = std::chrono::duration<double>(Clock::now() - start_).count();
    return std::move(result_);
  }

 private:
  struct Choice {
    VarId var;
    Value value;
    bool second_branch;
  };

  // The main loop: at a consistent node either branch or report a solution;
  // after a failure, resume the deepest choice with an untried branch.
  SearchOutcome explore(bool consistent) {
    for (;;) {
      // A propagation that gave up on the time limit or the interrupt proved
      // nothing: stop here rather than backtrack from it.
      if (space_.stopped()) return stopped_outcome(options_.limits);
      if (consistent) {
        const VarId x = choose_variable();
        if (x < 0) {
          if (report_solution()) return SearchOutcome::SolutionLimit;
        } else {
          if (const auto stop = limit_reached()) return *stop;
          const Value v = choose_value(x, space_.domain(x));
          stack_.push_back({x, v, false});
          space_.push_mark();
          consistent = branch(x, v, true);
          continue;
        }
      }
      if (restart_due()) {
        restart();
        consistent = true;
        continue;
      }
      bool resumed = false;
      while (!stack_.empty()) {
        Choice& c = stack_.back();
        space_.undo_to_top_mark();
        if (space_.sink() != nullptr) space_.sink()->on_backtrack(static_cast<int>(stack_.size()) - 1);
        if (!c.second_branch) {
          if (discrepancies_ == options_.max_discrepancies) {
            cut_ = true;  // a refusal too many on this path: the branch is not explored
          } else {
            if (const auto stop = limit_reached()) return *stop;
            c.second_branch = true;
            ++discrepancies_;
            consistent = branch(c.var, c.value, false);
            resumed = true;
            break;
          }
        } else {
          --discrepancies_;
        }
        space_.pop_mark();
        stack_.pop_back();
      }
      if (!resumed) return cut_ ? SearchOutcome::DiscrepancyLimit : SearchOutcome::Exhausted;
    }
  }

  // var = value (positive) or var != value; then propagate. One search node.
  bool branch(VarId var, Value value, bool positive) {
    ++result_.stats.nodes;
    const int depth = static_cast<int>(stack_.size());
    result_.stats.max_depth = std::max(result_.stats.max_depth, depth);
    if (space_.sink() != nullptr) space_.sink()->on_decision(var, value, positive, depth);
    const Change c = positive ? space_.assign(var, value) : space_.remove(var, value);
    const bool ok = c != Change::Failed && space_.propagate() && look_ahead();
    if (ok && positive && impacts_ != nullptr) impacts_->record(var, fixed_since_top_mark());
    if (!ok && !space_.stopped()) note_failure();
    if (!ok && positive && options_.last_conflict) last_conflict_ = var;
    return ok;
  }

  // The domain changes since the newest choice point that left their
  // variable fixed (a variable fixed in two steps counts twice).
  [[nodiscard]] int fixed_since_top_mark() const {
    int fixed = 0;
    space_.for_each_change_since_top_mark([&](VarId changed) { fixed += space_.domain(changed).fixed() ? 1 : 0; });
    return fixed;
  }

  // Probing at the node when asked; its removals are trailed at this node.
  bool look_ahead() {
    if (!options_.probe_every_node) return true;
    ProbingOptions probing;
    probing.vars = vars_;
    if (options_.probe_neighbourhood && !stack_.empty()) probing.vars = neighbourhood();
    probing.decision_depth = static_cast<int>(stack_.size());
    probing.memory = &probing_memory_;
    ProbingStatistics probed;
    const bool ok = probe(space_, probing, &probed);
    result_.stats.probe_trials += probed.trials;
    return ok;
  }

  // The variables sharing a propagator with one changed since the newest
  // choice point (this node's decision and its propagation), each once.
  std::span<const VarId> neighbourhood() {
    if (seen_.empty()) {
      seen_.assign(static_cast<std::size_t>(space_.variable_count()), 0);
      region_.reserve(seen_.size());
    }
    if (++stamp_ == 0) {  // wrapped: old stamps could collide
      std::fill(seen_.begin(), seen_.end(), 0);
      stamp_ = 1;
    }
    region_.clear();
    space_.for_each_change_since_top_mark([&](VarId changed) {
      for (const int p : space_.subscribers(changed))
        for (const VarId v : space_.watched(p)) {
          std::uint32_t& seen = seen_[static_cast<std::size_t>(v)];
          if (seen == stamp_) continue;
          seen = stamp_;
          if (!space_.domain(v).fixed()) region_.push_back(v);
        }
    });
    return region_;
  }

  void note_failure() {
    ++result_.stats.failures;
    ++failures_since_restart_;
  }

  // The cell of the last failed decision while it is open (last_conflict),
  // else by var_order. First-fail: the open variable with the smallest
  // domain, earliest on ties. Variables before first_open_ are all fixed on
  // this branch (trailed cursor).
  // Input and first-fail stop at the first open variable (of two values, for
  // first-fail), so the cursor is all they need; dom/wdeg reads every open
  // variable, so it keeps a set of them instead (best_open_variable).
  VarId choose_variable() {
    if (last_conflict_ >= 0) {  // SearchOptions::last_conflict
      if (!space_.domain(last_conflict_).fixed()) return last_conflict_;
      last_conflict_ = -1;
    }
    if (impacts_ != nullptr && result_.stats.failures == 0) return best_open_variable<kByImpact>();
    if (options_.var_order == VarOrder::WeightedDegree || impacts_ != nullptr) return best_open_variable<kByFailures>();
    std::size_t i = static_cast<std::size_t>(first_open_);
    while (i < vars_.size() && space_.domain(vars_[i]).fixed()) ++i;
    if (static_cast<std::int32_t>(i) != first_open_) space_.trail_assign(first_open_, static_cast<std::int32_t>(i));
    if (i == vars_.size()) return -1;
    if (options_.var_order == VarOrder::Input) return vars_[i];
    VarId best = vars_[i];
    int best_size = space_.domain(best).size();
    for (++i; i < vars_.size() && best_size > 2; ++i) {
      const int size = space_.domain(vars_[i]).size();
      if (size > 1 && size < best_size) {
        best = vars_[i];
        best_size = size;
      }
    }
    return best;
  }

  // dom/wdeg: the open variable with the largest weighted degree per value,
  // the first in vars_ order on a tie; by impact, the same with the score of
  // impact_score() for the weighted degree. It scans the open
  // set (open_), not every variable: the variables it finds fixed are
  // swapped past the end of the set, whose size is trailed, so backtracking
  // brings them back. (The full scan was a fifth of a Binox 60x60 generation.)
  enum Score { kByFailures, kByImpact };
  template <Score kScore>
  VarId best_open_variable() {
    constexpr std::size_t kNone = ~std::size_t{0};
    std::size_t best = kNone;
    std::uint64_t best_weight = 0;
    std::uint64_t best_size = 1;
    std::int32_t count = open_count_;
    for (std::int32_t k = 0; k < count;) {
      const std::int32_t position = open_[static_cast<std::size_t>(k)];
      const VarId var = vars_[static_cast<std::size_t>(position)];
      const int size = space_.domain(var).size();
      if (size < 2) {
        --count;
        open_[static_cast<std::size_t>(k)] = open_[static_cast<std::size_t>(count)];
        open_[static_cast<std::size_t>(count)] = position;
        continue;
      }
      const std::uint64_t weight = kScore == kByFailures ? space_.weighted_degree(var) : impact_score(var);
      const std::uint64_t lhs = weight * best_size, rhs = best_weight * static_cast<std::uint64_t>(size);
      const std::size_t at = static_cast<std::size_t>(position);
      if (best == kNone || lhs > rhs || (lhs == rhs && at < best)) {
        best = at;
        best_weight = weight;
        best_size = static_cast<std::uint64_t>(size);
      }
      ++k;
    }
    if (count != open_count_) space_.trail_assign(open_count_, count);
    return best == kNone ? -1 : vars_[best];
  }

  // (impact + one variable) x (weighted degree + 1): before any failure of
  // this search the impacts decide, and the weights learnt by earlier
  // searches break their ties. The degree is capped at 2^32 so that the
  // product times a domain size stays within 64 bits.
  [[nodiscard]] std::uint64_t impact_score(VarId var) const {
    const std::uint64_t degree = std::min<std::uint64_t>(space_.weighted_degree(var), std::uint64_t{1} << 32);
    return (impacts_->of(var) + DecisionImpacts::kOne) * (degree + 1);
  }

  Value choose_value(VarId x, Domain d) {
    if (!options_.preferred_values.empty()) {
      const Value preferred = options_.preferred_values[static_cast<std::size_t>(x)];
      if (preferred >= 0 && d.contains(preferred)) return preferred;
    }
    ValueOrder order = options_.value_order;
    if (restarting_) order = ValueOrder::Random;  // restarts need a different path each run
    switch (order) {
      case ValueOrder::Min:
        return d.min();
      case ValueOrder::Max:
        return d.max();
      case ValueOrder::Random:
        break;
    }
    DomainBits b = d.bits;
    for (auto skip = rng_.below(static_cast<std::uint64_t>(d.size())); skip > 0; --skip) b &= static_cast<DomainBits>(b - 1);
    return std::countr_zero(b);
  }

  // Returns true when the solution limit is reached.
  bool report_solution() {
    ++result_.stats.solutions;
    if (space_.sink() != nullptr) space_.sink()->on_solution(static_cast<int>(stack_.size()));
    if (result_.stats.solutions == 1) {
      result_.first_solution.resize(static_cast<std::size_t>(space_.variable_count()));
      for (VarId v = 0; v < space_.variable_count(); ++v) result_.first_solution[static_cast<std::size_t>(v)] = space_.domain(v);
    }
    if (on_solution_) on_solution_(space_);
    const std::uint64_t limit = options_.limits.solutions;
    return limit != 0 && result_.stats.solutions >= limit;
  }

  std::optional<SearchOutcome> limit_reached() {
    const SearchLimits& l = options_.limits;
    if (l.nodes != 0 && result_.stats.nodes >= l.nodes) return SearchOutcome::NodeLimit;
    if (l.failures != 0 && result_.stats.failures >= l.failures) return SearchOutcome::FailureLimit;
    if (l.interrupt != nullptr && l.interrupt->load(std::memory_order_relaxed)) return SearchOutcome::Interrupted;
    if (l.seconds > 0 && result_.stats.nodes >= next_clock_read_ && time_is_up()) return SearchOutcome::TimeLimit;
    return std::nullopt;
  }

  // Reads the clock and picks when to read it next: about every millisecond,
  // so that cheap nodes (well under a microsecond on small grids) are not
  // slowed by it and costly ones (milliseconds on a 1000x1000 grid) do not
  // run far past the limit.
  bool time_is_up() {
    const Clock::time_point now = Clock::now();
    if (std::chrono::duration<double>(now - start_).count() >= options_.limits.seconds) return true;
    const double since_last = std::chrono::duration<double>(now - last_clock_read_).count();
    if (since_last < 0.5e-3 && clock_stride_ < kMaxClockStride) clock_stride_ *= 2;
    else if (since_last > 2e-3 && clock_stride_ > 1) clock_stride_ /= 2;
    last_clock_read_ = now;
    next_clock_read_ = result_.stats.nodes + clock_stride_;
    return false;
  }

  bool restart_due() const {
    return restarting_ && failures_since_restart_ >= options_.restarts.scale * luby(result_.stats.restarts + 1);
  }

  void restart() {
    discrepancies_ = 0;
    while (!stack_.empty()) {
      space_.pop_mark();
      stack_.pop_back();
    }
    if (space_.sink() != nullptr) space_.sink()->on_backtrack(0);  // a restart undoes every guess
    ++result_.stats.restarts;
    failures_since_restart_ = 0;
  }

  Space& space_;
  const SearchOptions& options_;
  const SolutionCallback& on_solution_;
  SplitMix64 rng_;
  Clock::time_point start_;
  static constexpr std::uint64_t kMaxClockStride = 4096;
  Clock::time_point last_clock_read_ = start_;
  std::uint64_t clock_stride_ = 1;    // nodes between clock reads
  std::uint64_t next_clock_read_ = 0;
  std::vector<VarId> vars_;
  std::vector<Choice> stack_;
  std::vector<std::uint32_t> seen_;  // neighbourhood(): stamp_ when taken
  std::vector<VarId> region_;
  std::uint32_t stamp_ = 0;
  std::int32_t first_open_ = 0;  // trailed
  ProbingMemory probing_memory_;  // kept across nodes: probing allocates once per search
  // For dom/wdeg: positions in vars_; the first open_count_ (trailed) are
  // the variables not yet seen fixed.
  std::vector<std::int32_t> open_;
  // VarOrder::ImpactThenWeightedDegree: options_.impacts, or own_impacts_.
  DecisionImpacts* impacts_ = nullptr;
  DecisionImpacts own_impacts_;
  std::int32_t open_count_ = 0;
  bool restarting_ = false;
  int discrepancies_ = 0;  // second branches on the current path
  VarId last_conflict_ = -1;  // branched on first while open (SearchOptions::last_conflict)
  bool cut_ = false;       // a branch was skipped for max_discrepancies
  std::uint64_t failures_since_restart_ = 0;
  SearchResult result_;
};

}  // namespace

SearchResult depth_first_search(Space& space, const SearchOptions& options, const SolutionCallback& on_solution) {
  return DepthFirstSearch(space, options, on_solution).run();
}

StopConditions stop_conditions_of(const SearchLimits& limits, Clock::time_point start, const StopConditions& outer) {
  StopConditions stop = outer;
  if (limits.seconds > 0) {
    const auto limit = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limits.seconds));
    stop.deadline = std::min(stop.deadline, start + limit);
  }
  if (limits.interrupt != nullptr) stop.interrupt = limits.interrupt;
  return stop;
}

SearchLimits limits_left(const SearchLimits& limits, Clock::time_point start) {
  SearchLimits rest = limits;
  const double spent = std::chrono::duration<double>(Clock::now() - start).count();
  if (limits.seconds > 0) rest.seconds = std::max(limits.seconds - spent, 1e-9);
  return rest;
}

SearchOutcome stopped_outcome(const SearchLimits& limits) {
  if (limits.interrupt != nullptr && limits.interrupt->load(std::memory_order_relaxed)) return SearchOutcome::Interrupted;
  return SearchOutcome::TimeLimit;
}

}  // namespace xoi

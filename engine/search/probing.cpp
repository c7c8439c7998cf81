#include "engine/search/probing.hpp"

#include <algorithm>

namespace xoi {
namespace {

class Prober {
 public:
  Prober(Space& space, const ProbingOptions& options, ProbingStatistics& stats, ProbingMemory& memory)
      : space_(space), options_(options), stats_(stats), memory_(memory) {
    const std::size_t entries = static_cast<std::size_t>(space.variable_count()) * kMaxValues;
    if (memory_.succeeds.size() < entries) memory_.succeeds.resize(entries, 0);
  }

  // Rounds over the variables until nothing changes, but the last round
  // stops where the one before made its last removal: the variables after
  // that point were tried at the very same domains and passed. (Same trials
  // in the same order as full rounds, minus that tail: about half a round.)
  bool run() {
    if (!space_.propagate()) return false;
    domains_shrank();
    const int count = options_.vars.empty() ? space_.variable_count() : static_cast<int>(options_.vars.size());
    if (count == 0 || stop_reached()) return true;
    ++stats_.rounds;
    for (int i = 0, unchanged = 0; unchanged < count;) {
      const VarId var = options_.vars.empty() ? i : options_.vars[static_cast<std::size_t>(i)];
      const int outcome = probe_variable(var);
      if (outcome < 0) return false;
      if (outcome > 0) {
        unchanged = 0;  // this variable too: its earlier values were tried before the removal
        if (stop_reached()) return true;
      } else {
        ++unchanged;
      }
      if (++i == count && unchanged < count) {
        i = 0;
        ++stats_.rounds;
      }
    }
    return true;
  }

 private:
  // Tries every value of `var`; -1 = no solution (or the propagation stopped),
  // 1 = removed something, 0 = nothing.
  int probe_variable(VarId var) {
    const DomainBits initial = space_.domain(var).bits;
    if (Domain{initial}.fixed()) return 0;
    const bool known = !options_.known_solution.empty();
    const Value skip = known ? options_.known_solution[static_cast<std::size_t>(var)] : -1;
    bool removed = false;
    for (DomainBits rest = initial; rest != 0; rest &= static_cast<DomainBits>(rest - 1)) {
      const Value value = std::countr_zero(rest);
      const Domain now = space_.domain(var);
      if (value == skip || !now.contains(value) || now.fixed()) continue;
      if (trial_succeeds(var, value)) continue;
      if (space_.stopped()) return -1;  // the trial gave up, it did not fail (Space::set_stop_conditions)
      ++stats_.removals;
      removed = true;
      if (space_.remove(var, value) == Change::Failed || !space_.propagate()) return -1;
      domains_shrank();
    }
    return removed ? 1 : 0;
  }

  // A listening sink hears each trial as a guess one level below the probe,
  // undone by a backtrack; it hears every trial, so none is skipped then.
  bool trial_succeeds(VarId var, Value value) {
    EventSink* sink = space_.sink();
    if (sink == nullptr && memory_.succeeds[entry(var, value)] == memory_.stamp) return true;
    ++stats_.trials;
    const int depth = options_.decision_depth;
    if (sink != nullptr) sink->on_decision(var, value, true, depth + 1);
    space_.push_mark();
    const bool ok = space_.assign(var, value) != Change::Failed && space_.propagate();
    if (ok) {
      space_.for_each_change_since_top_mark([this](VarId changed) {
        const Domain d = space_.domain(changed);
        if (d.fixed()) memory_.succeeds[entry(changed, d.min())] = memory_.stamp;
      });
    }
    space_.pop_mark();
    if (sink != nullptr) sink->on_backtrack(depth);
    return ok;
  }

  static std::size_t entry(VarId var, Value value) {
    return static_cast<std::size_t>(var) * kMaxValues + static_cast<std::size_t>(value);
  }
  // What was learnt holds only for the domains it was learnt on.
  void domains_shrank() {
    if (++memory_.stamp == 0) {
      std::fill(memory_.succeeds.begin(), memory_.succeeds.end(), 0);
      memory_.stamp = 1;
    }
  }

  [[nodiscard]] bool stop_reached() const {
    return options_.stop_when_fixed >= 0 && space_.domain(options_.stop_when_fixed).fixed();
  }

  Space& space_;
  const ProbingOptions& options_;
  ProbingStatistics& stats_;
  ProbingMemory& memory_;
};

}  // namespace

bool probe(Space& space, const ProbingOptions& options, ProbingStatistics* stats) {
  ProbingStatistics local;
  ProbingMemory own;
  return Prober(space, options, stats != nullptr ? *stats : local, options.memory != nullptr ? *options.memory : own)
      .run();
}

}  // namespace xoi

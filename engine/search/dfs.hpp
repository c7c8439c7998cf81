// Depth-first search over a Space: propagate, pick a variable and a value,
// try var = value, and on failure var != value (binary branching), with a
// trail to undo. Optional Luby restarts for finding one solution.
//
// Search knows nothing about puzzles: it sees variables, domains and a
// propagation fixpoint. After it returns, the space is back in the state it
// was given (solutions are handed out as copies of the domains).
#pragma once

#include <chrono>
#include <functional>
#include <vector>

#include "engine/search/options.hpp"
#include "engine/search/statistics.hpp"
#include "engine/space.hpp"

namespace xoi {

enum class SearchOutcome : std::uint8_t {
  Exhausted,      // the whole tree was explored: every solution was found
  SolutionLimit,  // stopped after the requested number of solutions
  NodeLimit,
  FailureLimit,
  TimeLimit,
  Interrupted,
  DiscrepancyLimit,  // the tree within max_discrepancies was explored, the rest cut
};

struct SearchResult {
  SearchOutcome outcome = SearchOutcome::Exhausted;
  SearchStatistics stats;
  std::vector<Domain> first_solution;  // empty when none was found

  [[nodiscard]] bool found() const { return stats.solutions > 0; }
  // True when the result is an answer rather than a limit cut short.
  [[nodiscard]] bool decided() const {
    return outcome == SearchOutcome::Exhausted || outcome == SearchOutcome::SolutionLimit;
  }
};

// Called at every solution, with the space holding it (all branch variables fixed).
using SolutionCallback = std::function<void(const Space&)>;

SearchResult depth_first_search(Space& space, const SearchOptions& options,
                                const SolutionCallback& on_solution = {});

// The limits' time limit (counted from `start`) and interrupt flag as a
// space's stop conditions (Space::set_stop_conditions), within `outer`'s:
// the tighter deadline wins. A search sets them for its own propagation; a
// caller propagating or probing without a search can set them too.
StopConditions stop_conditions_of(const SearchLimits& limits, std::chrono::steady_clock::time_point start,
                                  const StopConditions& outer = {});
// The limits with their time limit cut to what is left of it since `start`
// (at least a nanosecond, so that a spent budget still stops at once): one
// time budget for several searches and propagations run one after another.
SearchLimits limits_left(const SearchLimits& limits, std::chrono::steady_clock::time_point start);
// Why a space with those conditions stopped: Interrupted when the flag is
// set, else TimeLimit.
SearchOutcome stopped_outcome(const SearchLimits& limits);

}  // namespace xoi

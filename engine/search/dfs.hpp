// Depth-first search over a Space: propagate, pick a variable and a value,
// try var = value, and on failure var != value (binary branching), with a
// trail to undo. Optional Luby restarts for finding one solution.
//
// Search knows nothing about puzzles: it sees variables, domains and a
// propagation fixpoint. After it returns, the space is back in the state it
// was given (solutions are handed out as copies of the domains).
#pragma once

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

}  // namespace xoi

// Replays an event stream on a copy of the domains: a deduction sets its cell
// to the domain it left, a decision opens a level, a backtrack undoes every
// change made since the decision of the level above. The story, the HTML
// viewer and the tests all see the grid through this one replay.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "cli/event_log.hpp"

namespace xoi::cli {

class EventReplay {
 public:
  // `initial`: every variable's domain before the first event (givens fixed).
  explicit EventReplay(std::vector<Domain> initial) : domains_(std::move(initial)) {}

  void apply(const Event& e);

  [[nodiscard]] const std::vector<Domain>& domains() const { return domains_; }
  [[nodiscard]] Domain domain(VarId v) const { return domains_[static_cast<std::size_t>(v)]; }
  // Deductions whose `before` was not the replayed domain (0 for a faithful stream).
  [[nodiscard]] int mismatches() const { return mismatches_; }

 private:
  std::vector<Domain> domains_;
  std::vector<std::pair<VarId, Domain>> trail_;
  std::vector<std::size_t> marks_;  // marks_[d]: trail size when the decision at depth d + 1 was made
  int mismatches_ = 0;
};

}  // namespace xoi::cli

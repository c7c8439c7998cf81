#include "cli/event_replay.hpp"

namespace xoi::cli {

void EventReplay::apply(const Event& e) {
  switch (e.kind) {
    case EventKind::Deduction: {
      Domain& slot = domains_[static_cast<std::size_t>(e.var)];
      if (slot != e.before) ++mismatches_;
      trail_.emplace_back(e.var, slot);
      slot = e.after;
      break;
    }
    case EventKind::Decision: {
      const std::size_t level = static_cast<std::size_t>(e.depth > 0 ? e.depth - 1 : 0);
      marks_.resize(std::min(marks_.size(), level));
      while (marks_.size() <= level) marks_.push_back(trail_.size());
      break;
    }
    case EventKind::Backtrack: {
      const std::size_t level = static_cast<std::size_t>(e.depth < 0 ? 0 : e.depth);
      if (level >= marks_.size()) break;
      while (trail_.size() > marks_[level]) {
        domains_[static_cast<std::size_t>(trail_.back().first)] = trail_.back().second;
        trail_.pop_back();
      }
      marks_.resize(level);
      break;
    }
    case EventKind::Failure:
    case EventKind::Solution:
      break;
  }
}

}  // namespace xoi::cli

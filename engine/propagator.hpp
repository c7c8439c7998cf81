// The one lifecycle every propagator follows.
//
//   post      a static function in the propagator's own file checks its
//             arguments, simplifies (a line too short to break a rule posts
//             nothing) and hands the propagator to Space::post, which
//             schedules it once;
//   propagate removes values that cannot be part of a solution of this one
//             constraint and says how it ended (PropagationStatus);
//   cost      its cost class: the queue runs cheaper classes first;
//   subscribe Space::subscribe(id, var) wakes it when that variable changes.
//
// Checklist for authors (docs/propagators.md has the long form):
//   - fail on every full assignment that violates the constraint;
//   - never remove a value that some solution of the constraint uses;
//   - return Fixpoint only when running again would change nothing;
//   - any state kept between runs is trailed (Store::trail_assign) or rebuilt;
//   - allocate in the constructor, never in propagate().
#pragma once

#include <cstdint>
#include <string_view>

namespace xoi {

class Space;

enum class PropagationStatus : std::uint8_t {
  Failed,    // no solution below this node
  Changed,   // pruned, and running again may prune more: schedule me again
  Fixpoint,  // running again now would change nothing
  Subsumed,  // holds whatever happens below: retire me until backtracking
};

// Queue order: every Cheap propagator runs before any Medium one, and so on.
enum class CostClass : std::uint8_t { Cheap = 0, Medium = 1, Expensive = 2 };
inline constexpr int kCostClasses = 3;

class Propagator {
 public:
  Propagator(CostClass cost, std::string_view rule) : cost_(cost), rule_(rule) {}
  virtual ~Propagator() = default;
  Propagator(const Propagator&) = delete;
  Propagator& operator=(const Propagator&) = delete;

  virtual PropagationStatus propagate(Space& space) = 0;

  [[nodiscard]] CostClass cost() const { return cost_; }
  // The rule's short name, used in statistics and explanations ("run-length").
  [[nodiscard]] std::string_view rule() const { return rule_; }
  [[nodiscard]] int id() const { return id_; }
  [[nodiscard]] bool active() const { return active_ != 0; }

 private:
  friend class Space;
  int id_ = -1;
  CostClass cost_;
  std::string_view rule_;
  std::int32_t active_ = 1;  // trailed: 0 once subsumed, back to 1 on backtracking
};

}  // namespace xoi

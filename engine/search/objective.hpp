// What a branch-and-bound search minimises, and the bound it shares with the
// cost propagators.
//
// The search owns the incumbent; a cost propagator reads CostBound::limit()
// whenever it runs and fails (or prunes) where every solution below would cost
// limit() or more. Nothing here is a variable: a cost may be far larger than a
// domain's eight values (272 lines on the 3^4 board).
#pragma once

#include <algorithm>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#include "engine/space.hpp"

namespace xoi {

class CostBound {
 public:
  static constexpr int kNone = std::numeric_limits<int>::max();

  // Every solution from now on must cost strictly less than this.
  [[nodiscard]] int limit() const { return limit_; }
  void require_below(int cost) { limit_ = std::min(limit_, cost); }
  void reset(int limit = kNone) { limit_ = limit; }

 private:
  int limit_ = kNone;
};

// A solution found outside the tree search: every variable's domain, and its cost.
struct Incumbent {
  std::vector<Domain> domains;
  int cost = 0;
};

struct Objective {
  std::shared_ptr<CostBound> bound = std::make_shared<CostBound>();
  // The cost of the solution held by a space (every variable fixed).
  std::function<int(const Space&)> cost;
  // A cost no solution below the space's current node can beat (at fixpoint).
  std::function<int(const Space&)> lower_bound;
  // Optional: a quick heuristic solution from the root (propagated), for the
  // first incumbent; it may stop early once it reaches `good_enough`, and
  // must stop within `seconds` of wall time when that is positive.
  std::function<std::optional<Incumbent>(const Space&, int good_enough, std::uint64_t seed, double seconds)>
      warm_start;
};

}  // namespace xoi

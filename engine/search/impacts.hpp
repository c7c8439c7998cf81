// What decisions on each variable have settled so far, for the impact-first
// variable order (VarOrder::ImpactThenWeightedDegree): for every variable, a
// running average of how many variables the propagation of a decision
// `var = value` on it left fixed, over the decisions that did not fail.
//
// Impact-based search (Refalo, 2004) measures how much a decision shrinks
// the search space; counting the variables it fixes is that measure reduced
// to what a descent towards a solution needs: every variable still open
// must be fixed by a decision or by propagation, so decisions that fix many
// make short descents.
//
// Kept by the caller across the searches of one space (the generator's
// checks share one), like the dom/wdeg weights; a search without one keeps
// its own. Never trailed: what a decision fixed is learnt, not undone.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/store.hpp"

namespace xoi {

class DecisionImpacts {
 public:
  // Room for variables 0..count-1 (allocates once, before a search's nodes).
  void reserve_variables(int count) {
    if (static_cast<std::size_t>(count) > sixteenths_.size()) sixteenths_.resize(static_cast<std::size_t>(count), 0);
  }
  // The running average for `var`, in sixteenths of a variable; 0 before any
  // decision on it. Requires reserve_variables beyond var.
  [[nodiscard]] std::uint32_t of(VarId var) const {
    return static_cast<std::uint32_t>(sixteenths_[static_cast<std::size_t>(var)]);
  }
  // A decision on `var` that left `fixed` variables fixed: the average moves
  // a quarter of the way there (recent descents count most, as the board
  // around the variable changes from check to check).
  void record(VarId var, int fixed) {
    std::int32_t& average = sixteenths_[static_cast<std::size_t>(var)];
    average += (fixed * kOne - average) / kSmoothing;
  }

  static constexpr std::int32_t kOne = 16;      // sixteenths: integer arithmetic, the same on every machine
  static constexpr std::int32_t kSmoothing = 4;

 private:
  std::vector<std::int32_t> sixteenths_;
};

}  // namespace xoi

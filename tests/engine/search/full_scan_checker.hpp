// Shared by the search tests of the dom/wdeg family of variable orders: an
// event sink that, at every decision of a search, works out by scanning
// every branching variable which one the order should have taken, and
// counts the decisions that took another.
#pragma once

#include <cstdint>
#include <span>

#include "engine/events.hpp"
#include "engine/space.hpp"

namespace xoi::testing_support {

// `score(var, failed)`: the variable's score while the search has (failed =
// true) or has not yet failed. The expected choice is the open variable with
// the largest score per value left, the first in `vars` on a tie.
template <class Score>
class FullScanChecker final : public EventSink {
 public:
  FullScanChecker(const Space& space, std::span<const VarId> vars, Score score)
      : space_(space), vars_(vars), score_(score) {}

  std::uint64_t before_failure = 0, after_failure = 0, mismatches = 0;

  void on_deduction(const Deduction&) override {}
  void on_failure(const Failure&) override { failed_ = true; }
  void on_decision(VarId var, Value, bool positive, int) override {
    if (!positive) return;  // a refusal branches on the variable already chosen
    ++(failed_ ? after_failure : before_failure);
    if (expected_choice() != var) ++mismatches;
  }
  void on_backtrack(int) override {}
  void on_solution(int) override {}

 private:
  [[nodiscard]] VarId expected_choice() const {
    VarId best = -1;
    std::uint64_t best_score = 0, best_size = 1;
    for (const VarId x : vars_) {
      const auto values = static_cast<std::uint64_t>(space_.domain(x).size());
      if (values < 2) continue;
      const std::uint64_t score = score_(x, failed_);
      if (best < 0 || score * best_size > best_score * values) {
        best = x;
        best_score = score;
        best_size = values;
      }
    }
    return best;
  }

  const Space& space_;
  std::span<const VarId> vars_;
  Score score_;
  bool failed_ = false;
};

}  // namespace xoi::testing_support

// The optional stream of what the engine does, for explanations and traces.
//
// A sink attached to a Space hears every deduction (which rule removed which
// values from which cell, relying on which premise cells), every decision,
// failure and backtrack. With no sink attached the engine pays one predictable
// branch per domain change and builds nothing.
#pragma once

#include <span>
#include <string_view>

#include "engine/domain.hpp"
#include "engine/store.hpp"

namespace xoi {

struct Deduction {
  std::string_view rule;          // the propagator's rule name
  std::span<const VarId> premises;  // cells whose state the rule relied on (may be empty)
  VarId var;                      // the cell that changed
  Domain before;
  Domain after;
  int depth;                      // trail depth (Space::depth): depth_first_search opens one mark
                                  // for its root, so there the root reports 1 and a guess at
                                  // decision depth d reports d + 1 (cli/event_log.hpp counts
                                  // decision depth from the decision events instead)
};

struct Failure {
  std::string_view rule;            // empty when a decision itself was impossible
  std::span<const VarId> premises;  // cells that together break the rule
  int depth;
};

class EventSink {
 public:
  virtual ~EventSink() = default;
  virtual void on_deduction(const Deduction& d) = 0;
  virtual void on_failure(const Failure& f) = 0;
  // A guess: var = value when positive, var != value on the other branch.
  virtual void on_decision(VarId var, Value value, bool positive, int depth) = 0;
  virtual void on_backtrack(int depth) = 0;
  virtual void on_solution(int depth) = 0;
};

}  // namespace xoi

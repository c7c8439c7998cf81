// The engine's explanation events, copied into plain records that outlive the
// propagator run that produced them (the engine's spans point into
// propagators' scratch vectors and are only valid during the call).
//
// EventRecorder turns the EventSink callbacks into Events and hands each to
// record(): EventLog keeps them all (for the story and the HTML viewer),
// trace_jsonl.hpp writes each as a JSON line as it arrives (for `solve`).
// Both see the same Events, so a story and a trace of the same run agree.
//
// Depth is the decision depth (0 = before any guess), kept from the decision
// and backtrack events: the engine's Deduction::depth counts trail marks, and
// depth_first_search opens one mark for the root.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/events.hpp"

namespace xoi::cli {

enum class EventKind : std::uint8_t { Deduction, Failure, Decision, Backtrack, Solution };

struct Event {
  EventKind kind = EventKind::Deduction;
  int depth = 0;
  std::string rule;             // deduction, failure: the propagator's rule; empty = made by search or probing
  std::vector<VarId> premises;  // deduction, failure
  VarId var = -1;               // deduction, decision
  Domain before, after;         // deduction
  Value value = 0;              // decision
  bool positive = true;         // decision: var = value (true) or var != value
};

class EventRecorder : public EventSink {
 public:
  void on_deduction(const Deduction& d) final;
  void on_failure(const Failure& f) final;
  void on_decision(VarId var, Value value, bool positive, int depth) final;
  void on_backtrack(int depth) final;
  void on_solution(int depth) final;

 protected:
  virtual void record(Event&& event) = 0;

 private:
  int depth_ = 0;
};

class EventLog final : public EventRecorder {
 public:
  [[nodiscard]] const std::vector<Event>& events() const { return events_; }

 private:
  void record(Event&& event) override { events_.push_back(std::move(event)); }
  std::vector<Event> events_;
};

}  // namespace xoi::cli

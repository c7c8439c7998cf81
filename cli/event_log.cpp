#include "cli/event_log.hpp"

namespace xoi::cli {

void EventRecorder::on_deduction(const Deduction& d) {
  Event e;
  e.kind = EventKind::Deduction;
  e.depth = depth_;
  e.rule = std::string(d.rule);
  e.premises.assign(d.premises.begin(), d.premises.end());
  e.var = d.var;
  e.before = d.before;
  e.after = d.after;
  record(std::move(e));
}

void EventRecorder::on_failure(const Failure& f) {
  Event e;
  e.kind = EventKind::Failure;
  e.depth = depth_;
  e.rule = std::string(f.rule);
  e.premises.assign(f.premises.begin(), f.premises.end());
  record(std::move(e));
}

void EventRecorder::on_decision(VarId var, Value value, bool positive, int depth) {
  depth_ = depth;
  Event e;
  e.kind = EventKind::Decision;
  e.depth = depth;
  e.var = var;
  e.value = value;
  e.positive = positive;
  record(std::move(e));
}

void EventRecorder::on_backtrack(int depth) {
  depth_ = depth;
  Event e;
  e.kind = EventKind::Backtrack;
  e.depth = depth;
  record(std::move(e));
}

void EventRecorder::on_solution(int depth) {
  Event e;
  e.kind = EventKind::Solution;
  e.depth = depth;
  record(std::move(e));
}

}  // namespace xoi::cli

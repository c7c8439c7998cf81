#include "engine/space.hpp"

#include <algorithm>
#include <array>

namespace xoi {

namespace {
constexpr std::array<int, kCostClasses> kStopCheckWork = {1, 4, 8};  // by cost class (space.hpp)
}  // namespace

bool Space::all_fixed() const {
  for (const Domain d : store_.domains())
    if (!d.fixed()) return false;
  return true;
}

int Space::post(std::unique_ptr<Propagator> p) {
  const int id = static_cast<int>(propagators_.size());
  p->id_ = id;
  propagators_.push_back(std::move(p));
  failure_weights_.push_back(1);
  watched_.emplace_back();
  queue_.resize(propagators_.size());
  schedule(id);
  return id;
}

void Space::reset_failure_weights() {
  std::fill(failure_weights_.begin(), failure_weights_.end(), 1U);
  for (std::size_t v = 0; v < subscribers_.size(); ++v) weighted_degrees_[v] = subscribers_[v].size();
}

void Space::age_failure_weights(unsigned shift) {
  if (shift >= 32) return;  // (a 32-bit weight shifted that far loses nothing)
  for (std::uint32_t& weight : failure_weights_) weight = std::max(1U, weight - (weight >> shift));
  for (std::size_t v = 0; v < subscribers_.size(); ++v) {
    std::uint64_t degree = 0;
    for (const int propagator : subscribers_[v]) degree += failure_weights_[static_cast<std::size_t>(propagator)];
    weighted_degrees_[v] = degree;
  }
}

bool Space::propagate() {
  if (failed_) {
    // Failed while posting (e.g. counts no line can meet): no rule, no cells.
    if (sink_ != nullptr) sink_->on_failure({{}, {}, depth()});
    queue_.clear();
    return false;
  }
  // Stopping keeps the queue (and puts back the propagator it was about to
  // run): the search then undoes to its mark, and whatever was scheduled
  // before it must still run the next time this space propagates. Extra runs
  // on restored domains are harmless; lost ones would leave a later
  // propagation short of its fixpoint.
  if (stopped_) return false;
  const bool checks_stop = stop_.any();
  for (int id = queue_.pop(); id >= 0; id = queue_.pop()) {
    Propagator& p = *propagators_[static_cast<std::size_t>(id)];
    if (p.active_ == 0) continue;
    if (checks_stop && (work_until_stop_check_ -= kStopCheckWork[static_cast<std::size_t>(p.cost_)]) <= 0 && stop_due()) {
      queue_.push(id, p.cost_);
      return false;
    }
    running_ = id;
    ++propagations_;
    const PropagationStatus status = p.propagate(*this);
    running_ = -1;
    switch (status) {
      case PropagationStatus::Failed:
        ++failure_weights_[static_cast<std::size_t>(id)];
        for (const VarId v : watched_[static_cast<std::size_t>(id)]) ++weighted_degrees_[static_cast<std::size_t>(v)];
        if (sink_ != nullptr) sink_->on_failure({p.rule(), premises_, depth()});
        premises_ = {};
        queue_.clear();
        return false;
      case PropagationStatus::Changed:
        schedule(id);
        break;
      case PropagationStatus::Fixpoint:
        break;
      case PropagationStatus::Subsumed:
        store_.trail_assign(p.active_, 0);
        break;
    }
    premises_ = {};
  }
  return true;
}

bool Space::stop_due() {
  work_until_stop_check_ = kStopCheckBudget;
  stopped_ = stop_.reached();
  return stopped_;
}

void Space::report_deduction(VarId v, Domain before, Domain after) {
  const std::string_view rule =
      running_ >= 0 ? propagators_[static_cast<std::size_t>(running_)]->rule() : std::string_view{};
  sink_->on_deduction({rule, premises_, v, before, after, depth()});
}

}  // namespace xoi

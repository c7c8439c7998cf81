// A Space is one constraint problem being solved: the store of domains, the
// propagators posted on it, their subscriptions and the propagation queue.
//
// Puzzle kinds build a Space by adding variables and posting propagators;
// search (engine/search/) then alternates Space::propagate with decisions.
// Two Spaces share nothing, so a process may solve many problems at once.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/bits.hpp"
#include "engine/domain.hpp"
#include "engine/events.hpp"
#include "engine/propagator.hpp"
#include "engine/queue.hpp"
#include "engine/store.hpp"

namespace xoi {

enum class Change : std::uint8_t { None, Changed, Failed };

// When a propagation must give up (Space::set_stop_conditions): one
// propagation of a huge grid can take far longer than any search limit
// (a 600x600 Troix line system runs for half a minute before its first node).
struct StopConditions {
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  const std::atomic<bool>* interrupt = nullptr;  // set from outside (a signal handler)

  [[nodiscard]] bool any() const {
    return interrupt != nullptr || deadline != std::chrono::steady_clock::time_point::max();
  }
  // Whether they say stop now (the clock is read only when there is a deadline).
  [[nodiscard]] bool reached() const {
    return (interrupt != nullptr && interrupt->load(std::memory_order_relaxed)) ||
           (deadline != std::chrono::steady_clock::time_point::max() && std::chrono::steady_clock::now() >= deadline);
  }
};

class Space {
 public:
  Space() = default;
  Space(const Space&) = delete;
  Space& operator=(const Space&) = delete;

  // --- variables ---
  VarId add_variable(Domain initial) {
    subscribers_.emplace_back();
    weighted_degrees_.push_back(0);
    return store_.add_variable(initial);
  }
  [[nodiscard]] int variable_count() const { return store_.variable_count(); }
  [[nodiscard]] Domain domain(VarId v) const { return store_.domain(v); }
  [[nodiscard]] bool all_fixed() const;

  // --- lines: word-wide views of a sequence of variables (line_planes.hpp) ---
  // Registers a line, or returns the id of the same line registered before.
  int add_line(std::span<const VarId> vars, int value_count) { return store_.add_line(vars, value_count); }
  // The cells of `line` whose domain contains v, one bit per cell.
  [[nodiscard]] bits::ConstPlane line_plane(int line, Value v) const { return store_.planes().possible(line, v); }
  // All of the line's planes, value after value (v's starts at v * line_words).
  [[nodiscard]] bits::ConstPlane line_planes(int line) const { return store_.planes().all_possible(line); }
  [[nodiscard]] std::size_t line_words(int line) const { return store_.planes().words(line); }
  // Word w of the cells of `line` still holding two values or more.
  [[nodiscard]] bits::Word line_open_cells(int line, std::size_t w) const { return store_.planes().open_cells(line, w); }

  // Marks the whole problem infeasible (a post function found a contradiction
  // before any propagator ran); propagate() then fails.
  void fail() { failed_ = true; }
  [[nodiscard]] bool failed() const { return failed_; }

  // --- changing domains (from propagators, search, or model building) ---
  // Keeps only the values in `keep`. Failed (and nothing changed) if none would remain.
  Change restrict(VarId v, Domain keep) {
    const Domain old = store_.domain(v);
    const Domain now{static_cast<DomainBits>(old.bits & keep.bits)};
    if (now == old) return Change::None;
    if (now.empty()) return Change::Failed;
    store_.set_domain(v, now);
    if (sink_ != nullptr) report_deduction(v, old, now);
    wake_subscribers(v);
    return Change::Changed;
  }
  Change remove(VarId v, Value value) {
    return restrict(v, Domain{static_cast<DomainBits>(~Domain::of(value).bits)});
  }
  Change assign(VarId v, Value value) { return restrict(v, Domain::of(value)); }

  // --- propagators ---
  // Takes ownership, gives the propagator its id and schedules it once.
  int post(std::unique_ptr<Propagator> p);
  void subscribe(int propagator, VarId v) {
    subscribers_[static_cast<std::size_t>(v)].push_back(propagator);
    watched_[static_cast<std::size_t>(propagator)].push_back(v);
    weighted_degrees_[static_cast<std::size_t>(v)] += failure_weights_[static_cast<std::size_t>(propagator)];
  }
  // The propagators watching v, and the variables a propagator watches.
  [[nodiscard]] std::span<const int> subscribers(VarId v) const { return subscribers_[static_cast<std::size_t>(v)]; }
  [[nodiscard]] std::span<const VarId> watched(int propagator) const {
    return watched_[static_cast<std::size_t>(propagator)];
  }
  // Calls f(var) for every domain change since the newest choice point.
  template <class F>
  void for_each_change_since_top_mark(F&& f) const {
    store_.for_each_change_since_top_mark(std::forward<F>(f));
  }
  void schedule(int propagator) {
    const Propagator& p = *propagators_[static_cast<std::size_t>(propagator)];
    if (p.active_ != 0) queue_.push(propagator, p.cost_);
  }
  // Runs queued propagators, cheapest first, until none changes anything.
  // Returns false on failure (the queue is then empty again), and also when
  // it stopped on the stop conditions: then stopped() is true and the queue
  // keeps what was still to run.
  bool propagate();

  // Installed by a search for its duration (and restored after): between
  // propagator runs, every few runs (kStopCheckBudget), propagate() reads
  // the interrupt flag and the clock and gives up once either says stop. The
  // domains are then only partly propagated, so a false return with
  // stopped() is no proof of anything: the search must end, not backtrack.
  // stopped() stays true, and propagate() keeps returning false at once,
  // until the conditions are set again.
  void set_stop_conditions(const StopConditions& stop) {
    stop_ = stop;
    stopped_ = false;
    work_until_stop_check_ = kStopCheckBudget;
  }
  [[nodiscard]] const StopConditions& stop_conditions() const { return stop_; }
  [[nodiscard]] bool stopped() const { return stopped_; }

  [[nodiscard]] int propagator_count() const { return static_cast<int>(propagators_.size()); }
  [[nodiscard]] const Propagator& propagator(int id) const { return *propagators_[static_cast<std::size_t>(id)]; }
  [[nodiscard]] std::uint64_t propagations() const { return propagations_; }
  // Failures each propagator has caused, plus one: the "weights" of the
  // dom/wdeg branching heuristic (VarOrder::WeightedDegree). Never trailed:
  // they are meant to accumulate across backtracking, and across searches
  // on the same space.
  [[nodiscard]] std::uint32_t failure_weight(int propagator) const {
    return failure_weights_[static_cast<std::size_t>(propagator)];
  }
  // Back to one each: for a new, unrelated problem on the same space.
  void reset_failure_weights();
  // Each weight loses 1/2^shift of itself, keeping at least one: failures
  // long past then count less than recent ones (the aging a SAT solver's
  // VSIDS gives its activities), for a series of related searches on one
  // space. One pass over the propagators and the subscriptions.
  void age_failure_weights(unsigned shift);
  // Sum of the failure weights of the propagators watching v, kept up to
  // date as weights grow: dom/wdeg reads it for every open variable at every
  // node, so it is one load, not a walk over v's propagators. Classic
  // dom/wdeg counts only propagators still constraining another open
  // variable; every line propagator here retires (subsumed) only once all its
  // cells are fixed, so for the open cells dom/wdeg compares the two agree.
  // (Tic-tac-toe's symmetry-breaking lex_leader may retire earlier; its
  // weight then still counts.)
  [[nodiscard]] std::uint64_t weighted_degree(VarId v) const { return weighted_degrees_[static_cast<std::size_t>(v)]; }

  // --- choice points (used by search) ---
  void push_mark() { store_.push_mark(); }
  void pop_mark() { store_.pop_mark(); }
  void undo_to_top_mark() { store_.undo_to_top_mark(); }
  [[nodiscard]] int depth() const { return store_.depth(); }
  [[nodiscard]] std::uint64_t undos() const { return store_.undos(); }
  // Sets a propagator-owned, trailed integer (see Store::trail_assign).
  void trail_assign(std::int32_t& target, std::int32_t value) { store_.trail_assign(target, value); }

  // --- explanations ---
  void attach(EventSink* sink) { sink_ = sink; }
  [[nodiscard]] EventSink* sink() const { return sink_; }
  // Propagators may name the cells a coming deduction or failure relies on;
  // only worth doing when sink() is set. Cleared after every propagator run.
  void set_premises(std::span<const VarId> cells) { premises_ = cells; }
  [[nodiscard]] std::span<const VarId> premises() const { return premises_; }

  // Propagators may remember results that are pure functions of domains
  // (line_consistency's table of line states), tagged with this epoch.
  // forget_remembered() makes every such memory stale at once: benchmarks
  // call it so that each timed solve starts as cold as a fresh process.
  [[nodiscard]] std::uint32_t memory_epoch() const { return memory_epoch_; }
  void forget_remembered() { ++memory_epoch_; }

  // State that several propagators of this space share, such as one memory
  // for every line under the same rule (line_consistency.cpp): owned by the
  // space, so it lives as long as they do and no other space sees it.
  class Shared {
   public:
    virtual ~Shared() = default;
  };
  // The object registered under `key`, made by make() (a std::unique_ptr<T>,
  // T deriving from Shared) when the key is new. For post functions, not
  // for propagate(): a linear search with string compares.
  template <class T, class Make>
  T& shared(std::string_view key, Make&& make) {
    for (const auto& [known, object] : shared_) {
      if (known != key) continue;
      if (T* found = dynamic_cast<T*>(object.get())) return *found;
      throw std::logic_error("Space::shared: key '" + std::string(key) + "' holds another type");
    }
    std::unique_ptr<T> made = std::forward<Make>(make)();
    T& result = *made;
    shared_.emplace_back(std::string(key), std::move(made));
    return result;
  }

  // Scratch words shared by all propagators of this space (never shrinks, so
  // a warm search allocates nothing).
  std::span<std::uint64_t> scratch(std::size_t words) {
    if (scratch_.size() < words) scratch_.resize(words);
    return {scratch_.data(), words};
  }

 private:
  // The queue's flags are checked first: a dense byte array, where the
  // propagator's own `active_` is a load from a scattered heap object (on a
  // 60x60 grid most wake-ups find the propagator queued already, and those
  // loads were a tenth of the run-length rule's time).
  void wake_subscribers(VarId v) {
    for (int id : subscribers_[static_cast<std::size_t>(v)])
      if (id != running_ && !queue_.queued(id)) schedule(id);
  }
  void report_deduction(VarId v, Domain before, Domain after);
  bool stop_due();

  // A clock read costs about as much as the cheapest propagator run: it is
  // done once per kStopCheckBudget units of work, a cheap run costing one
  // unit, a medium one 4 and an expensive one 8. So the reads stay a few
  // percent of cheap runs, and at most four expensive runs (10 ms each on a
  // 600-cell Troix line) pass between two reads. (A stride adapted to the
  // time between reads, as the search's, grows large over cheap runs and
  // then lets thousands of expensive ones by: 32 s past a 1 s limit.)
  static constexpr int kStopCheckBudget = 32;

  Store store_;
  // Before propagators_, so that it outlives them (they may point into it).
  std::vector<std::pair<std::string, std::unique_ptr<Shared>>> shared_;
  std::vector<std::unique_ptr<Propagator>> propagators_;
  std::vector<std::vector<int>> subscribers_;
  std::vector<std::vector<VarId>> watched_;  // by propagator: the variables it subscribed to
  std::vector<std::uint32_t> failure_weights_;
  std::vector<std::uint64_t> weighted_degrees_;  // by variable: see weighted_degree()
  PropagationQueue queue_;
  int running_ = -1;
  std::uint64_t propagations_ = 0;
  EventSink* sink_ = nullptr;
  std::span<const VarId> premises_;
  std::vector<std::uint64_t> scratch_;
  std::uint32_t memory_epoch_ = 1;  // 0 marks a never-filled memory
  bool failed_ = false;
  StopConditions stop_;
  bool stopped_ = false;
  int work_until_stop_check_ = kStopCheckBudget;
};

}  // namespace xoi

// All variables' domains, and the trail that undoes changes on backtracking.
//
// We trail rather than copy: a node changes a handful of cells out of up to
// millions, so undoing a few (variable, old domain) pairs is far cheaper than
// copying every domain at every choice point (see docs/architecture.md).
// Propagators may also trail their own 32-bit integers (counters, flags, hash
// table slots) through trail_assign; the integer must not move in memory.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/domain.hpp"
#include "engine/line_planes.hpp"

namespace xoi {

class Store {
 public:
  VarId add_variable(Domain initial) {
    domains_.push_back(initial);
    planes_.add_variable();
    return static_cast<VarId>(domains_.size() - 1);
  }

  [[nodiscard]] int variable_count() const { return static_cast<int>(domains_.size()); }
  [[nodiscard]] Domain domain(VarId v) const { return domains_[static_cast<std::size_t>(v)]; }
  [[nodiscard]] const std::vector<Domain>& domains() const { return domains_; }

  // Overwrites a domain, remembering the old one (callers check that it changed).
  void set_domain(VarId v, Domain d) {
    Domain& slot = domains_[static_cast<std::size_t>(v)];
    if (!marks_.empty()) domain_trail_.push_back({v, slot});
    if (planes_.watches(v)) planes_.on_change(v, slot, d);
    slot = d;
  }

  // Bit-planes of registered lines (see line_planes.hpp), kept in step with
  // every set_domain and every undo.
  int add_line(std::span<const VarId> vars, int value_count) { return planes_.add_line(vars, value_count, domains_); }
  [[nodiscard]] const LinePlanes& planes() const { return planes_; }

  // Sets a propagator-owned integer, remembering the old value.
  void trail_assign(std::int32_t& target, std::int32_t value) {
    if (!marks_.empty()) int_trail_.push_back({&target, target});
    target = value;
  }

  // Choice points: everything changed after push_mark() is undone by pop_mark().
  void push_mark() {
    marks_.push_back({domain_trail_.size(), int_trail_.size()});
  }
  void pop_mark() {
    undo_to_top_mark();
    marks_.pop_back();
  }
  // Undoes back to the newest mark and keeps it (to try the next branch).
  void undo_to_top_mark();

  [[nodiscard]] int depth() const { return static_cast<int>(marks_.size()); }
  // Calls f(var) for every domain change since the newest mark (a variable
  // changed twice is named twice); nothing without a mark.
  template <class F>
  void for_each_change_since_top_mark(F&& f) const {
    if (marks_.empty()) return;
    for (std::size_t i = marks_.back().domains; i < domain_trail_.size(); ++i) f(domain_trail_[i].var);
  }
  // How many times changes were undone: before the first, no state of the
  // domains can have been seen twice.
  [[nodiscard]] std::uint64_t undos() const { return undos_; }

 private:
  struct DomainEntry {
    VarId var;
    Domain old;
  };
  struct IntEntry {
    std::int32_t* target;
    std::int32_t old;
  };
  struct Mark {
    std::size_t domains;
    std::size_t ints;
  };

  std::vector<Domain> domains_;
  LinePlanes planes_;
  std::vector<DomainEntry> domain_trail_;
  std::vector<IntEntry> int_trail_;
  std::vector<Mark> marks_;
  std::uint64_t undos_ = 0;
};

inline void Store::undo_to_top_mark() {
  ++undos_;
  const Mark m = marks_.back();
  while (domain_trail_.size() > m.domains) {
    const DomainEntry& e = domain_trail_.back();
    Domain& slot = domains_[static_cast<std::size_t>(e.var)];
    if (planes_.watches(e.var)) planes_.on_change(e.var, slot, e.old);
    slot = e.old;
    domain_trail_.pop_back();
  }
  while (int_trail_.size() > m.ints) {
    const IntEntry& e = int_trail_.back();
    *e.target = e.old;
    int_trail_.pop_back();
  }
}

}  // namespace xoi

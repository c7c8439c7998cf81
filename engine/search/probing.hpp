// Probing (singleton consistency, "lookahead"): for each open variable and
// each value still in its domain, try var = value and propagate; a value whose
// trial fails cannot be part of any solution and is removed for good. Repeated
// until a whole round removes nothing. This is the reasoning level between
// propagation and search that puzzle setters call "try it and see".
//
// Probing knows nothing about puzzles: it sees variables, domains and the
// propagation fixpoint, like search. Removals are made at the current trail
// level, so a caller's mark undoes them; each trial is undone at once.
//
// Deliberately not done: probing pairs of values, or learning from two trials
// that agree (both branches fix the same cell); that is closer to search.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/space.hpp"

namespace xoi {

// What probe() learns about trials while the domains stay the same: a
// trial's fixpoint fixing y to b means the trial y = b would succeed too
// (its fixpoint contains that one), so it is skipped. Kept by a caller that
// probes often (a search probing at every node) so that probing allocates
// nothing; probe() sizes it on first use.
struct ProbingMemory {
  std::vector<std::uint32_t> succeeds;  // by var * kMaxValues + value: the stamp it was learnt at
  std::uint32_t stamp = 0;              // a new one whenever the domains shrink
};

struct ProbingOptions {
  // Variables to probe; empty = every variable of the space.
  std::span<const VarId> vars;
  // Optional, indexed by VarId: a solution known to be consistent with the
  // space. Trying its value cannot fail, so it is skipped (generators know the
  // solution and halve the work). Empty = try every value.
  std::span<const Value> known_solution;
  // Stop as soon as this variable is fixed (-1 = never): a generator asking
  // "does probing recover this one cell?" needs no more.
  VarId stop_when_fixed = -1;
  // For a listening sink: the decision depth of the node probed (search
  // probing at every node passes its own); trials are heard one below it.
  int decision_depth = 0;
  // Optional: see ProbingMemory. Null = a memory of this call's own.
  ProbingMemory* memory = nullptr;
};

struct ProbingStatistics {
  std::uint64_t trials = 0;    // var = value trials propagated
  std::uint64_t removals = 0;  // values removed because their trial failed
  std::uint64_t rounds = 0;    // passes over the variables
};

// Propagates, then probes to fixpoint (or until stop_when_fixed is fixed).
// Returns false when the space has no solution (propagation failed, or every
// value of some variable failed its trial).
bool probe(Space& space, const ProbingOptions& options = {}, ProbingStatistics* stats = nullptr);

}  // namespace xoi

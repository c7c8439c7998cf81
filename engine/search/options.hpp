// What a search may do and when it must stop: plain structs, mirrored one to
// one by the command line's flags (docs/cli.md).
#pragma once

#include <atomic>
#include <cstdint>
#include <span>

#include "engine/search/impacts.hpp"
#include "engine/store.hpp"

namespace xoi {

enum class VarOrder : std::uint8_t {
  FirstFail,  // smallest domain first, ties by variable order (default)
  Input,      // variables in order
  // dom/wdeg (Boussemart et al., 2004): the open variable whose watching
  // propagators have failed most, per value left; ties by variable order.
  // Learns where the conflicts are, which shortens refutations.
  WeightedDegree,
  // Until the search's first failure, the open variable whose past decisions
  // fixed the most variables (DecisionImpacts, impacts.hpp), weighted by its
  // dom/wdeg ratio; from the first failure on, dom/wdeg alone. A search that
  // walks down to a solution without failing (the generator's hunt for a
  // second solution near a known one) then takes the decisions that
  // propagate furthest first, and a refutation still learns from its
  // conflicts.
  ImpactThenWeightedDegree,
};

enum class ValueOrder : std::uint8_t { Min, Max, Random };

struct SearchLimits {
  std::uint64_t solutions = 1;  // stop after this many; 0 = find all
  std::uint64_t nodes = 0;      // 0 = no limit
  std::uint64_t failures = 0;   // 0 = no limit
  double seconds = 0;           // wall time; 0 = no limit
  // Set from outside (a signal handler) to stop as soon as possible.
  const std::atomic<bool>* interrupt = nullptr;
};

struct RestartPolicy {
  bool enabled = false;
  std::uint64_t scale = 64;  // failures allowed in run i: scale * luby(i)
};

struct SearchOptions {
  SearchLimits limits;
  VarOrder var_order = VarOrder::FirstFail;
  ValueOrder value_order = ValueOrder::Min;
  // Restarts only apply while looking for one solution (solutions limit 1):
  // a restarted count would count twice.
  RestartPolicy restarts;
  std::uint64_t seed = 1;
  // Variables to branch on; empty = all variables of the space.
  std::span<const VarId> branch_vars;
  // Optional, indexed by VarId: a value to try first wherever the domain
  // still holds it (e.g. a known solution, when looking for another one
  // near it); other variables follow value_order.
  std::span<const Value> preferred_values;
  // Probe (singleton consistency, probing.hpp) at every node after
  // propagating: far costlier nodes, far fewer of them. Counting the
  // solutions of a hard puzzle to prove it unique needs this: plain
  // propagation leaves trees of millions of nodes where probing leaves
  // hundreds (docs/generator.md).
  bool probe_every_node = false;
  // With probe_every_node: below the root, probe only the variables that
  // share a propagator with one changed at this node (its neighbourhood,
  // branch_vars or not) instead of every variable. Weaker lookahead, far
  // cheaper nodes; the search stays exact either way.
  bool probe_neighbourhood = false;
  // Limited discrepancy search (Harvey and Ginsberg, 1995), -1 = off: at
  // most this many second branches (a choice's value refused) on any path
  // from the root. Finds solutions a few refusals away from the first values
  // tried (preferred_values) in a small part of the tree, where plain
  // depth-first order re-tries the deepest choices first. A search that cut
  // a branch proves nothing by ending (outcome DiscrepancyLimit).
  int max_discrepancies = -1;
  // Last-conflict reasoning (Lecoutre, Sais, Tabary and Vidal, 2009): after
  // a decision x = v fails, branch on x again, before the variable order's
  // choice, until x is fixed. The search goes on from the cause of the last
  // failure instead of wandering to a variable that cannot repair it.
  bool last_conflict = false;
  // With VarOrder::ImpactThenWeightedDegree: what decisions have fixed,
  // kept by the caller across searches of the same space, and updated by
  // this one. Null = the search learns on its own, from nothing.
  DecisionImpacts* impacts = nullptr;
};

}  // namespace xoi

// Removes givens one by one in a fixed order, keeping each removal while a
// check still succeeds, with the checks sharing their propagation.
//
// Checking candidate c_i asks about the givens "kept among c_1..c_i-1, and
// all of c_i+1..c_n": done one at a time, every check propagates the whole
// board from scratch. Here the candidates are split in halves recursively:
// the later half is posted once and propagated, the earlier half is decided
// below that state, then the state is undone and the earlier half's kept
// givens are posted for the later half. Every check then starts from a
// propagated state that lacks only its own cell, and the propagation work
// falls from n full boards to about log2(n). The decisions are exactly those
// of the one-at-a-time loop.
//
// Before the checks, every candidate with a rectangle witness against the
// current givens (swap_witness.hpp; for Troix also a six-cell one) is set
// aside as a given: its check would keep it, at every level, so the
// decisions do not change, while the shared propagation runs over fewer
// candidates (Troix 60x60: 1,243 of the 1,892 level-3 candidates have a
// rectangle).
//
// The check at a leaf, by phase: levels 1-3 ask whether propagation already
// fixed the cell; level 4 probes until it is fixed or probing is exhausted;
// level 5 first looks for a rectangle swap of the known solution that keeps
// the other givens (swap_witness.hpp: proves the given needed in one
// propagation), then searches for a solution giving the cell another value.
//
// Level 5 runs in three passes over the candidates. The first pass's search
// stops after its cheapest stage (a short plain search), the second's after
// discrepancy search; a check they leave open keeps its given for the time
// being and is decided by the next pass, whose search goes further (the
// third: plain search again, probing, the full search). By then other
// givens have gone, and another solution, where there is one, is nearer and
// found sooner: at Binox 60x60 the median generation fell from 4.3 to
// 1.9-2.4 s over seeds 1-10 (2.1-2.4 s over seeds 1-31; docs/generator.md).
// The puzzle stays minimal, as in any order: a given kept was needed among a
// superset of the final givens, so it is needed among them too. The decisions are those of the one-at-a-time
// loop taken in the order the checks were decided (the first pass's, then
// the second's, then the third's).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "puzzles/generate/levels.hpp"
#include "puzzles/generate/reasoner.hpp"
#include "puzzles/generate/symmetry.hpp"

namespace xoi {

struct RemovalCounters {
  std::uint64_t checks = 0;        // candidates decided (once each, whichever pass decided them)
  std::uint64_t probes = 0;        // probing runs (level 4)
  std::uint64_t searches = 0;      // second-solution searches (level 5)
  std::uint64_t search_nodes = 0;
  // Givens proved needed by a rectangle swap (swap_witness.hpp): set aside
  // before a phase's checks, or settled in a level-5 check.
  std::uint64_t swap_witnesses = 0;
  // Level-5 searches settled at each stage of the check (greedy_removal.cpp):
  // plain search on a short budget, discrepancy search, probing at every
  // node, the full plain search.
  std::uint64_t settled_plain = 0, settled_discrepancy = 0, settled_probing = 0, settled_full = 0;
  std::uint64_t undecided = 0;     // searches stopped by the node limit (the given stays)
  std::uint64_t deferred = 0;      // level-5 checks left to a later pass (counted once a pass)

  RemovalCounters& operator+=(const RemovalCounters& o) {
    checks += o.checks;
    probes += o.probes;
    searches += o.searches;
    search_nodes += o.search_nodes;
    swap_witnesses += o.swap_witnesses;
    settled_plain += o.settled_plain;
    settled_discrepancy += o.settled_discrepancy;
    settled_probing += o.settled_probing;
    settled_full += o.settled_full;
    undecided += o.undecided;
    deferred += o.deferred;
    return *this;
  }
};
// operator+= names every counter: a counter added without it fails here.
static_assert(sizeof(RemovalCounters) == 11 * sizeof(std::uint64_t));

// Told how a removal phase advances, for a progress display (`xoi generate
// --progress`): once when a pass starts and after every check it decides or
// puts off. Checks, not search nodes: the observer decides how often to
// show anything, and what it shows never changes a decision.
class RemovalProgress {
 public:
  struct Step {
    Level level = Level::Counting;  // the phase's check
    int pass = 1, passes = 1;       // level 5 runs three passes, the others one
    std::size_t done = 0, total = 0;  // this pass's candidates checked (or set aside) so far, of all
    int givens = 0;                 // givens left now
  };
  virtual ~RemovalProgress() = default;
  // A puzzle of this seed is begun (Generator::generate), before its steps.
  virtual void on_puzzle(std::uint64_t /*seed*/) {}
  virtual void on_step(const Step& step) = 0;
};

struct RemovalPhase {
  Level level = Level::LineConsistency;  // the check, as above
  std::span<const std::int8_t> solution;  // the puzzle's solution, one value per cell
  int min_givens = 0;                     // never go below this many givens
  // Optional: set when min_givens kept some orbit's givens unchecked (the
  // puzzle may then not be minimal).
  bool* held_by_min_givens = nullptr;
  std::uint64_t search_node_limit = 0;    // per search at level 5; 0 = none
  int cols = 0;                           // board width, for swap witnesses; 0 = none
  // The kind's rules (Kind::line_rules), which `solution` keeps: swapped
  // grids are checked against them directly. Null = by the propagators, and
  // no candidate is set aside (see proven_needed).
  const LinePuzzleRules* line_rules = nullptr;
  // Optional, a flag per cell, kept by the caller across the phases of one
  // puzzle: cells proved needed for uniqueness (a rectangle swap of the
  // solution keeps every other given). Such a cell stays needed however many
  // other givens go later (the other solution still agrees with fewer), so
  // it is never checked again: flagged cells are skipped, and cells found
  // with a witness before the checks start are flagged (only with
  // line_rules: the witness must keep the kind's full rules, which this
  // phase's model may lack). Empty = none kept.
  std::span<std::uint8_t> proven_needed{};
  // Run every propagator again before deciding a cell that propagation left
  // open. Needed where a propagator may skip a wake-up after backtracking and
  // stop short of the fixpoint a fresh propagation of the same givens
  // reaches: the distinct-line tables of short Binox lines do (engine/
  // propagators/line_table.cpp, claim_row). Costs about 40% at 30x30, so the
  // generator asks for it only where those tables are posted.
  bool refresh_at_leaves = false;
  // Node budgets of the first three level-5 stages (greedy_removal.cpp).
  // The defaults are measured (docs/generator.md); tests shrink them so that
  // every stage has to decide some checks. Probing 0 = a twentieth of
  // search_node_limit, or 1,000 nodes without a limit.
  std::uint64_t first_stage_nodes = 500;
  std::uint64_t discrepancy_stage_nodes = 2000;
  std::uint64_t probing_stage_nodes = 0;
  // Optional: the level-5 checks that stopped at their node budgets append
  // their cells here (each such given stays, not proved needed). Null = not kept.
  std::vector<int>* unproved = nullptr;
  // Optional: told of each step (RemovalProgress). Null = nobody listens.
  RemovalProgress* progress = nullptr;
  // Optional: givens that go together (a symmetric pattern). Each candidate
  // then stands for its whole orbit, every cell of which is a given; the
  // orbit goes only when the puzzle without all of it is still solved at
  // the phase's level. Null = every cell alone.
  const CellOrbits* orbits = nullptr;
};

// `candidates` are cells that are givens, in the order to try them; every
// other given stays. `givens` and `count` (the number of givens) are updated.
// The reasoner's model must have the rules of phase.level (level 3's for 4 and 5).
void remove_givens(Reasoner& reasoner, const RemovalPhase& phase, std::span<const int> candidates, Givens& givens,
                   int& count, RemovalCounters& counters);

}  // namespace xoi

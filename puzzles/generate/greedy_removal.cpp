#include "puzzles/generate/greedy_removal.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "engine/search/dfs.hpp"
#include "engine/search/probing.hpp"
#include "puzzles/generate/swap_witness.hpp"

namespace xoi {
namespace {

class GreedyRemoval {
 public:
  // The stages of the level-5 check (second_solution_absent) a pass runs.
  enum Stage : unsigned { kPlain = 1, kDiscrepancy = 2, kProbing = 4, kFull = 8 };
  struct Pass {
    unsigned stages;
    bool last;  // a check it leaves open is undecided (its given stays), not deferred
    int number, of;  // pass `number` of `of`, for RemovalProgress
  };
  static constexpr Pass kOnlyPass{kPlain | kDiscrepancy | kProbing | kFull, true, 1, 1};

  // `impacts`: what the decisions of stages 1 and 2 fixed, kept across the
  // passes of a phase (VarOrder::ImpactThenWeightedDegree).
  GreedyRemoval(Reasoner& reasoner, const RemovalPhase& phase, std::span<const int> candidates, Givens& givens,
                int& count, RemovalCounters& counters, Pass pass, DecisionImpacts& impacts)
      : reasoner_(reasoner), space_(reasoner.space()), phase_(phase), candidates_(candidates), givens_(givens),
        count_(count), counters_(counters), pass_(pass), orbits_(orbits_of(phase, givens)), impacts_(impacts) {
    if (phase.level >= Level::Probing) {
      known_.assign(static_cast<std::size_t>(space_.variable_count()), -1);
      for (int cell = 0; cell < reasoner.cell_count(); ++cell)
        known_[static_cast<std::size_t>(reasoner.var(cell))] = phase.solution[static_cast<std::size_t>(cell)];
    }
    search_.limits.solutions = 1;
    search_.limits.nodes = phase.search_node_limit;
    search_.branch_vars = reasoner.vars();
    search_.var_order = VarOrder::WeightedDegree;
    // Troix 30x30: 31% fewer search nodes (same decisions). Binox, whose
    // refused cell is fixed at once, gains only where both of a cell's
    // values fail (Binox 60x60 seeds 2 and 3: one check fewer undecided each).
    search_.last_conflict = true;
    // Another solution, if there is one, mostly agrees with the known one:
    // trying its values first finds it in tens of nodes where plain value
    // order can wander for thousands (docs/generator.md).
    search_.preferred_values = known_;
    if (judges_six_cell_patterns() && phase.cols > 0) masks_.emplace(phase.solution, phase.cols, phase.line_rules->symbols);
  }

  void run() {
    const std::size_t total = candidates_.size();
    set_witnessed_candidates_aside();
    decided_ = total - candidates_.size();  // set aside: decided without a check
    total_ = total;
    report_progress();
    if (candidates_.empty()) return;
    // Everything that is not a candidate stays a given: post it once.
    std::vector<std::uint8_t> is_candidate(givens_.size(), 0);
    for (const int c : candidates_)
      for (const int cell : orbits_.of(c)) is_candidate[static_cast<std::size_t>(cell)] = 1;
    space_.push_mark();
    bool consistent = true;
    for (std::size_t cell = 0; cell < givens_.size() && consistent; ++cell)
      if (givens_[cell] >= 0 && is_candidate[cell] == 0) consistent = post(static_cast<int>(cell));
    if (consistent && space_.propagate()) decide(0, candidates_.size());
    space_.pop_mark();
  }

  // phase.orbits, or every cell alone.
  static CellOrbits orbits_of(const RemovalPhase& phase, const Givens& givens) {
    return phase.orbits != nullptr ? *phase.orbits : CellOrbits(Symmetry::None, 1, static_cast<int>(givens.size()));
  }

  // The candidates whose checks this pass left to a later one, in order.
  [[nodiscard]] std::vector<int> deferred() { return std::move(deferred_); }

 private:
  // Candidates flagged or witnessed now stay givens unchecked (the header
  // says why this changes no decision). The space holds nothing posted yet.
  // Needs the kind's full rules: the swapped grid must be a solution of the
  // whole puzzle, not of this phase's weaker model (Binox level 1 has no
  // distinct lines), for the flag to hold in every later phase.
  void set_witnessed_candidates_aside() {
    if (phase_.cols <= 0 || phase_.proven_needed.empty() || phase_.line_rules == nullptr) return;
    // A witness changes three other cells at least, which must not be
    // givens: none exists on a full grid (the first phase starts from one).
    if (static_cast<std::ptrdiff_t>(givens_.size()) - count_ < 3) return;
    unchecked_.clear();
    for (const int lead : candidates_) {
      // An orbit is needed when one of its cells is: the other solution
      // that cell's witness shows agrees with fewer givens too.
      bool needed = false;
      for (const int cell : orbits_.of(lead)) {
        std::uint8_t& flag = phase_.proven_needed[static_cast<std::size_t>(cell)];
        if (flag == 0 && witnessed_against_givens(cell)) {
          flag = 1;
          ++counters_.swap_witnesses;
        }
        needed = flag != 0;
        if (needed) break;
      }
      if (!needed) unchecked_.push_back(lead);
    }
    candidates_ = unchecked_;
  }

  bool witnessed_against_givens(int cell) {
    SwapWitnessQuery query = witness_query(cell);
    query.givens = givens_;
    query.max_rectangles = kMostRectanglesSetAside;
    query.max_six_cell_patterns = six_cell_patterns(kMostSixCellPatternsSetAside);
    return find_swap_witness(space_, query);
  }

  // On entry the space holds the base givens, the kept candidates before
  // `lo` and every candidate from `hi` on, propagated.
  void decide(std::size_t lo, std::size_t hi) {
    if (hi - lo == 1) {
      decide_one(candidates_[lo]);
      return;
    }
    const std::size_t mid = lo + (hi - lo) / 2;
    space_.push_mark();
    if (post_range(mid, hi)) decide(lo, mid);
    space_.pop_mark();
    space_.push_mark();
    if (post_range(lo, mid)) decide(mid, hi);
    space_.pop_mark();
  }

  // Posts the candidates of [from, to) that are still givens, and propagates.
  // (The solution satisfies every rule, so this fails only on a bug; the
  // candidates below then simply all stay.)
  bool post_range(std::size_t from, std::size_t to) {
    for (std::size_t i = from; i < to; ++i)
      if (givens_[static_cast<std::size_t>(candidates_[i])] >= 0 && !post(candidates_[i])) return false;
    return space_.propagate();
  }

  // Posts the givens of `lead`'s orbit.
  bool post(int lead) {
    for (const int cell : orbits_.of(lead))
      if (space_.assign(reasoner_.var(cell), givens_[static_cast<std::size_t>(cell)]) == Change::Failed) return false;
    return true;
  }

  void decide_one(int cell) {
    decide_one_quietly(cell);
    ++decided_;
    report_progress();
  }

  void decide_one_quietly(int lead) {
    const CellOrbits::Orbit orbit = orbits_.of(lead);
    if (count_ - orbit.size < phase_.min_givens) {
      if (phase_.held_by_min_givens != nullptr) *phase_.held_by_min_givens = true;
      return;
    }
    const std::optional<bool> removed = removable(orbit);
    if (!removed) {  // the givens stay until a later pass decides
      deferred_.push_back(lead);
      ++counters_.deferred;
      return;
    }
    ++counters_.checks;
    if (*removed) {
      for (const int cell : orbit) givens_[static_cast<std::size_t>(cell)] = -1;
      count_ -= orbit.size;
    }
  }

  [[nodiscard]] bool all_fixed(const CellOrbits::Orbit& orbit) const {
    return std::all_of(orbit.begin(), orbit.end(),
                       [this](int cell) { return space_.domain(reasoner_.var(cell)).fixed(); });
  }

  void report_progress() const {
    if (phase_.progress == nullptr) return;
    phase_.progress->on_step({.level = phase_.level,
                              .pass = pass_.number,
                              .passes = pass_.of,
                              .done = decided_,
                              .total = total_,
                              .givens = count_});
  }

  // Whether the puzzle without the orbit's givens is still solved at the
  // phase's level; nullopt when this pass leaves the check to a later one.
  std::optional<bool> removable(const CellOrbits::Orbit& orbit) {
    if (all_fixed(orbit)) return true;  // propagation alone recovers them
    space_.push_mark();
    if (phase_.refresh_at_leaves)
      for (int id = 0; id < space_.propagator_count(); ++id) space_.schedule(id);
    std::optional<bool> recovered = space_.propagate() && all_fixed(orbit);
    if (*recovered || phase_.level <= Level::LineConsistency) {
      space_.pop_mark();
      return recovered;
    }
    if (phase_.level == Level::Probing) {
      ++counters_.probes;
      ProbingOptions options;
      options.vars = reasoner_.vars();
      options.known_solution = known_;
      options.memory = &probing_memory_;
      // Probing only removes values, so each cell's probing goes on from
      // where the one before stopped.
      for (const int cell : orbit) {
        const VarId var = reasoner_.var(cell);
        options.stop_when_fixed = var;
        recovered = probe(space_, options) && space_.domain(var).fixed();
        if (!*recovered) break;
      }
    } else {
      // The orbit's givens are needed unless every one of its cells keeps
      // its value in every solution: a search per cell.
      for (const int cell : orbit) {
        space_.push_mark();
        recovered = keeps_its_value(cell, orbit);
        space_.pop_mark();
        if (recovered != true) break;
      }
    }
    space_.pop_mark();
    return recovered;
  }

  // Whether every solution of the space gives `cell` its known value: the
  // level-5 check of one cell; nullopt when this pass leaves it to a later one.
  std::optional<bool> keeps_its_value(int cell, const CellOrbits::Orbit& orbit) {
    ++counters_.searches;
    if (ages_weights()) space_.age_failure_weights(kWeightAgingShift);
    const Value value = phase_.solution[static_cast<std::size_t>(cell)];
    if (space_.remove(reasoner_.var(cell), value) == Change::Failed || !space_.propagate()) return true;
    if (swap_witness(cell)) {
      ++counters_.swap_witnesses;
      return false;
    }
    return second_solution_absent(orbit);
  }

  bool swap_witness(int cell) {
    SwapWitnessQuery query = witness_query(cell);  // cols 0 (unknown width): no witness, find_swap_witness says so
    // Six-cell patterns for three values (Troix) only. Measured (16-20% of
    // the second solutions search found were such cycles, and 12% of
    // Troix 15x15's rotations): Troix 15x15 x40 0.32 -> 0.22 s, 30x30 x3
    // 1.30 -> 0.91 s; Binox 30x30 unchanged and 60x60 5.0 -> 9.5 s, its
    // patterns mostly failing no-three or distinct lines after a long look.
    query.max_six_cell_patterns = six_cell_patterns(kMostSixCellPatterns);
    return find_swap_witness(space_, query);
  }

  // What every witness query about `cell` shares: the grid, the solution,
  // the kind's rules and the solution's masks.
  [[nodiscard]] SwapWitnessQuery witness_query(int cell) const {
    SwapWitnessQuery query;
    query.cells = reasoner_.vars();
    query.cols = phase_.cols;
    query.solution = phase_.solution;
    query.cell = cell;
    query.line_rules = phase_.line_rules;
    query.masks = masks_ ? &*masks_ : nullptr;
    return query;
  }

  [[nodiscard]] bool three_values() const { return phase_.line_rules != nullptr && phase_.line_rules->symbols >= 3; }
  // Six-cell patterns are judged for three values (Troix) only.
  [[nodiscard]] bool judges_six_cell_patterns() const { return three_values(); }
  [[nodiscard]] int six_cell_patterns(int most) const { return judges_six_cell_patterns() ? most : 0; }
  // Troix's level-5 checks age the dom/wdeg weights (an eighth of each
  // before every check), so that a check's searches are steered more by
  // the conflicts of the checks just before it than by the whole pass's.
  // Measured (docs/generator-history.md, 2026-12-06): Troix 30x30 median
  // unchanged, search nodes -33%, slowest seed 7.2 -> 3.1 s; Troix 60x60
  // seeds 1-5 75 -> 50 s in all. Binox 60x60 got slower (seed 7 2.2 ->
  // 3.8 s; 1.9 -> 3.1 s with a sixteenth): two values, not aged.
  [[nodiscard]] bool ages_weights() const { return three_values(); }
  // Troix's first two stages take, until their first failure, the cells
  // whose decisions fixed the most cells in earlier checks (VarOrder::
  // ImpactThenWeightedDegree): most of their searches walk straight down to
  // a second solution, one decision per cell propagation leaves open, and a
  // Troix decision settles fewer cells than a Binox one. Measured
  // (docs/generator-history.md, 2026-12-06; geometric means of per-seed
  // times): Troix 30x30 seeds 1-61 0.91x in the first stage, 0.97x more in
  // the second (median 78 -> 73 -> 67 ms); Troix 60x60 seeds 6-20 0.83x /
  // 0.99x. Binox 30x30 0.99x with 3% more time in all, Binox 60x60 mixed
  // (seeds 1-8: 4 faster, 4 slower): two values, dom/wdeg alone.
  [[nodiscard]] bool orders_by_impact() const { return three_values(); }

  // In stages, cheapest first; each is exact when it decides
  // (docs/generator-history.md has the measurements):
  // 1. plain search (dom/wdeg, for Troix impacts first: walking_search();
  //    the known solution's values first), a short budget
  //    (phase_.first_stage_nodes): settles most checks in tens of nodes;
  // 2. limited discrepancy search in stage 1's order, 1 to 3 refusals of
  //    a known value (phase_.discrepancy_stage_nodes each): a second
  //    solution is often a few refusals from the known one, which plain
  //    depth-first order reaches only after re-trying every deep choice;
  // 3. probing at every node (phase_.probing_stage_nodes, by default a
  //    twentieth of the budget): a probing node costs two propagations per
  //    open cell (milliseconds on a 30x30 Troix) but needs few nodes where
  //    plain search needs tens of thousands. First probing only the
  //    neighbourhood of each node's changes (SearchOptions::
  //    probe_neighbourhood: far cheaper nodes, a weaker lookahead) with
  //    kNeighbourhoodProbingShare times that budget, then, if that stops,
  //    every cell;
  // 4. plain search with the whole budget, for what is still open.
  // A pass runs only some of them (pass_.stages); unless it is the last, it
  // returns nullopt for a check they leave open: the check waits for the
  // next pass.
  std::optional<bool> second_solution_absent(const CellOrbits::Orbit& orbit) {
    const std::uint64_t limit = search_.limits.nodes;
    const auto bounded = [limit](std::uint64_t nodes) { return limit == 0 ? nodes : std::min(limit, nodes); };
    SearchOptions stage = walking_search();  // each stage below sets its own limits
    if ((pass_.stages & kPlain) != 0) {
      stage.limits.nodes = bounded(phase_.first_stage_nodes);
      if (const std::optional<bool> absent = search_decides(stage, counters_.settled_plain)) return *absent;
    }
    for (int refusals = 1; refusals <= kMostRefusals && (pass_.stages & kDiscrepancy) != 0; ++refusals) {
      stage.max_discrepancies = refusals;
      stage.limits.nodes = bounded(phase_.discrepancy_stage_nodes);
      if (const std::optional<bool> absent = search_decides(stage, counters_.settled_discrepancy)) return *absent;
    }
    if ((pass_.stages & kProbing) != 0) {
      if (const std::optional<bool> absent = probing_decides()) return *absent;
    }
    if ((pass_.stages & kFull) != 0) {
      if (const std::optional<bool> absent = search_decides(search_, counters_.settled_full)) return *absent;
    }
    if (!pass_.last) return std::nullopt;
    ++counters_.undecided;
    if (phase_.unproved != nullptr) phase_.unproved->insert(phase_.unproved->end(), orbit.begin(), orbit.end());
    return false;
  }

  // The search of stages 1 and 2, which mostly walk down to a second
  // solution: search_, for Troix with impacts first (orders_by_impact).
  [[nodiscard]] SearchOptions walking_search() const {
    SearchOptions options = search_;
    if (orders_by_impact()) {
      options.var_order = VarOrder::ImpactThenWeightedDegree;
      options.impacts = &impacts_;
    }
    return options;
  }

  // Stage 3: probing at every node, around each node's changes, then the
  // whole board; nullopt when both stop at their budgets.
  std::optional<bool> probing_decides() {
    const std::uint64_t limit = search_.limits.nodes;
    SearchOptions stage = search_;
    stage.probe_every_node = true;
    // (With no limit, probing still gets a bound: at the full budget one
    // Troix 30x30 check took minutes. Stage 4 then has none.)
    const std::uint64_t probing_nodes = phase_.probing_stage_nodes != 0 ? phase_.probing_stage_nodes
                                        : limit == 0                    ? kUnlimitedProbingNodes
                                                                        : std::max<std::uint64_t>(1, limit / 20);
    for (const bool neighbourhood : {true, false}) {
      stage.probe_neighbourhood = neighbourhood;
      stage.limits.nodes = neighbourhood ? kNeighbourhoodProbingShare * probing_nodes : probing_nodes;
      if (const std::optional<bool> absent = search_decides(stage, counters_.settled_probing)) return *absent;
    }
    return std::nullopt;
  }

  static constexpr int kMostRefusals = 3;
  static constexpr unsigned kWeightAgingShift = 3;  // each weight loses 1/2^3 a check
  // Measured (docs/generator-history.md): at Binox 60x60 most checks that the
  // neighbourhood stopped at 1,000 nodes settled there within 4,000, at a
  // fraction of the cost of whole probing (seed 4: 7.0 -> 5.5-6.3 s; seeds
  // 2 and 3: 5 and 3 checks undecided -> 2 and 1). Troix 30x30 unchanged.
  static constexpr std::uint64_t kNeighbourhoodProbingShare = 4;
  // Rectangles looked at per candidate when setting candidates aside: Binox
  // grids fail the no-three filter on most rectangles, and looking at all of
  // them cost more than the checks saved.
  static constexpr int kMostRectanglesSetAside = 32;
  // Six-cell patterns judged (swap_witness.hpp), three values only: per
  // check, and per candidate when setting candidates aside. Measured,
  // instructions, Troix 15x15 x20 / 30x30 x4, the same puzzles: none set
  // aside and 64 a check 506 / 5,230 M; 64 and 64 484 / 5,302 M; 64 and 128
  // (these) 484 / 4,989 M. None set aside was cheaper at 30x30 and dearer
  // at 15x15; 128 set aside, or 256 a check, no better.
  static constexpr int kMostSixCellPatterns = 128;
  static constexpr int kMostSixCellPatternsSetAside = 64;
  static constexpr std::uint64_t kUnlimitedProbingNodes = 1000;

  // Whether the search proved that no second solution exists; nullopt when
  // it stopped at a limit (nodes, or discrepancies: a cut tree proves nothing).
  // `settled` counts the searches of this stage that decided.
  std::optional<bool> search_decides(const SearchOptions& options, std::uint64_t& settled) {
    const SearchResult result = depth_first_search(space_, options);
    counters_.search_nodes += result.stats.nodes;
    if (!result.found() && result.outcome != SearchOutcome::Exhausted) return std::nullopt;
    ++settled;
    return !result.found();
  }

  Reasoner& reasoner_;
  Space& space_;
  const RemovalPhase& phase_;
  std::span<const int> candidates_;
  Givens& givens_;
  int& count_;
  RemovalCounters& counters_;
  std::vector<Value> known_;
  Pass pass_;
  CellOrbits orbits_;  // phase_.orbits, or every cell alone
  std::vector<int> unchecked_;  // the candidates left to check, when some were set aside
  std::vector<int> deferred_;   // checks left to a later pass
  std::size_t decided_ = 0, total_ = 0;  // this pass's candidates, for RemovalProgress
  std::optional<SolutionMasks> masks_;  // of the solution, where six-cell witnesses are judged
  SearchOptions search_;
  DecisionImpacts& impacts_;
  ProbingMemory probing_memory_;  // one for every level-4 check: probing allocates once
};

}  // namespace

void remove_givens(Reasoner& reasoner, const RemovalPhase& phase, std::span<const int> candidates, Givens& givens,
                   int& count, RemovalCounters& counters) {
  if (phase.level != Level::Search) {
    DecisionImpacts unused;  // (no search below level 5)
    GreedyRemoval(reasoner, phase, candidates, givens, count, counters, GreedyRemoval::kOnlyPass, unused).run();
    return;
  }
  // Level 5 in passes (greedy_removal.hpp), each starting with plain search:
  // then discrepancy search; then probing and the full search. The third
  // pass leaves discrepancy search out: the second already ran it on these
  // checks, and a second run rarely found what probing then found for less
  // (Binox 60x60: seeds 1-10 median 2.3-2.4 -> 1.9-2.0 s, seeds 11-20 2.8 ->
  // 2.3 s; Troix 30x30 within noise; docs/generator.md).
  using Removal = GreedyRemoval;
  constexpr std::array<Removal::Pass, 3> kPasses = {{{Removal::kPlain, false, 1, 3},
                                                     {Removal::kPlain | Removal::kDiscrepancy, false, 2, 3},
                                                     {Removal::kPlain | Removal::kProbing | Removal::kFull, true, 3, 3}}};
  std::vector<int> pending(candidates.begin(), candidates.end());
  DecisionImpacts impacts;  // learnt by every pass's first two stages
  for (const Removal::Pass& pass : kPasses) {
    if (pending.empty()) break;
    Removal removal(reasoner, phase, pending, givens, count, counters, pass, impacts);
    removal.run();
    pending = removal.deferred();  // (removal's span into the old pending is not used again)
  }
}

}  // namespace xoi

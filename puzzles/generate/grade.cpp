#include "puzzles/generate/grade.hpp"

#include <algorithm>
#include <chrono>

namespace xoi {
namespace {

// Nodes per cell the look for two solutions may spend: a dive to a solution
// takes about one node per open cell plus a few repairs (empty grids of 60x60
// to 120x120 took 0.3-0.9 nodes per cell to one solution, docs/cli.md).
constexpr std::uint64_t kLookNodesPerCell = 4;

// After level 3 is stuck: probing first, as it is polynomial and decides
// most puzzles (level 4, or no solution); only what probing leaves open is
// counted to 2 by a search that probes at every node (a plain search took
// minutes on 30x30 puzzles that probing-search counts in a fifth of a second).
// It branches by dom/wdeg, as the generator's checks do: on minimal Troix
// 30x30 level-5 puzzles first-fail ran for minutes, dom/wdeg takes under 1 s.
// A plain search looks for two solutions first (look_for_two_solutions):
// the probing count, which probes every open cell at every node, ran for
// minutes on an empty 60x60 grid. The look runs on a model of its own so
// that its failure weights do not steer the probing count, whose nodes are
// the level-5 measure; on a puzzle with one solution it only costs time.
void grade_beyond_propagation(const Kind& kind, Reasoner& reasoner, const PuzzleText& puzzle,
                              const SearchLimits& limits, bool can_probe, GradeResult& result) {
  // --timeout bounds probing and the two searches together: what is left of it.
  const auto start = std::chrono::steady_clock::now();
  if (can_probe) {
    Reasoner::Question question;
    question.probing = true;
    // Probing an empty Troix 150x150 grid takes seconds.
    reasoner.space().set_stop_conditions(stop_conditions_of(limits, start));
    const Verdict verdict = reasoner.reason(puzzle.cells, question);
    const bool stopped = reasoner.space().stopped();
    reasoner.space().set_stop_conditions({});
    if (stopped) {
      result.outcome = GradeOutcome::Stopped;
      result.search.outcome = stopped_outcome(limits);
      return;
    }
    if (verdict == Verdict::Contradiction) {
      result.outcome = GradeOutcome::NoSolution;
      return;
    }
    if (verdict == Verdict::Solved) {
      result.level = Level::Probing;
      result.solution = reasoner.values();
      result.probing = reasoner.probing_statistics();
      return;
    }
    result.open_after_weaker_level = reasoner.open_cells();
  }
  const SearchResult first_look = look_for_two_solutions(kind, puzzle, limits_left(limits, start));
  const SearchOutcome looked = first_look.outcome;
  if (first_look.stats.solutions >= 2 || looked == SearchOutcome::TimeLimit || looked == SearchOutcome::Interrupted ||
      (looked == SearchOutcome::Exhausted && first_look.stats.solutions == 0)) {
    result.search = first_look;
    result.outcome = first_look.stats.solutions >= 2         ? GradeOutcome::MultipleSolutions
                     : looked == SearchOutcome::Exhausted ? GradeOutcome::NoSolution
                                                          : GradeOutcome::Stopped;
    return;
  }
  SearchOptions options;
  options.limits = limits_left(limits, start);
  options.limits.solutions = 2;
  options.probe_every_node = can_probe;
  options.var_order = VarOrder::WeightedDegree;
  result.search = reasoner.search(puzzle.cells, options);
  const std::uint64_t found = result.search.stats.solutions;
  if (found >= 2) {
    result.outcome = GradeOutcome::MultipleSolutions;
  } else if (result.search.outcome != SearchOutcome::Exhausted) {
    result.outcome = GradeOutcome::Stopped;
  } else if (found == 0) {
    result.outcome = GradeOutcome::NoSolution;
  } else {
    result.level = Level::Search;
    result.solution = reasoner.values();
  }
}

}  // namespace

bool keeps_every_rule(const Kind& kind, const std::vector<int>& dims, const Givens& grid, std::string& error) {
  std::optional<Reasoner> every_rule = Reasoner::create(kind, dims, Level::LineConsistency, error);
  return every_rule && every_rule->reason(grid) == Verdict::Solved;
}

SearchResult look_for_two_solutions(const Kind& kind, const PuzzleText& puzzle, const SearchLimits& limits) {
  std::string error;
  std::optional<Reasoner> fresh = Reasoner::create(kind, puzzle.dims, Level::LineConsistency, error);
  if (!fresh) {
    SearchResult no_look;
    no_look.outcome = SearchOutcome::NodeLimit;
    return no_look;
  }
  SearchOptions options;
  options.limits = limits;
  options.limits.solutions = 2;
  const std::uint64_t budget = kLookNodesPerCell * static_cast<std::uint64_t>(fresh->cell_count());
  options.limits.nodes = limits.nodes == 0 ? budget : std::min(limits.nodes, budget);
  options.var_order = VarOrder::WeightedDegree;
  options.last_conflict = true;
  options.value_order = ValueOrder::Random;
  return fresh->search(puzzle.cells, options);
}

std::optional<GradeResult> grade_puzzle(const Kind& kind, const PuzzleText& puzzle, const SearchLimits& limits,
                                        std::string& error) {
  GradeResult result;
  const std::span<const Level> levels = levels_of(kind.syntax.name);
  for (const Level level : levels) {
    if (level > Level::LineConsistency) break;
    std::optional<Reasoner> reasoner = Reasoner::create(kind, puzzle.dims, level, error);
    if (!reasoner) return std::nullopt;
    const Verdict verdict = reasoner->reason(puzzle.cells);
    if (verdict == Verdict::Contradiction) {
      result.outcome = GradeOutcome::NoSolution;
      return result;
    }
    if (verdict == Verdict::Solved) {
      if (level < Level::LineConsistency && !keeps_every_rule(kind, puzzle.dims, reasoner->values(), error)) {
        if (!error.empty()) return std::nullopt;
        result.outcome = GradeOutcome::NoSolution;
        return result;
      }
      result.level = level;
      result.solution = reasoner->values();
      return result;
    }
    result.open_after_weaker_level = reasoner->open_cells();
    if (level == Level::LineConsistency) {
      const bool can_probe = std::find(levels.begin(), levels.end(), Level::Probing) != levels.end();
      grade_beyond_propagation(kind, *reasoner, puzzle, limits, can_probe, result);
      return result;
    }
  }
  error = "kind " + std::string(kind.syntax.name) + " has no level-3 model to grade with";
  return std::nullopt;
}

}  // namespace xoi

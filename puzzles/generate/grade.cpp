#include "puzzles/generate/grade.hpp"

#include <algorithm>

namespace xoi {
namespace {

// After level 3 is stuck: probing first, as it is polynomial and decides
// most puzzles (level 4, or no solution); only what probing leaves open is
// counted to 2 by a search that probes at every node (a plain search took
// minutes on 30x30 puzzles that probing-search counts in a fifth of a second).
// It branches by dom/wdeg, as the generator's checks do: on minimal Troix
// 30x30 level-5 puzzles first-fail ran for minutes, dom/wdeg takes under 1 s.
void grade_beyond_propagation(Reasoner& reasoner, const PuzzleText& puzzle, const SearchLimits& limits,
                              bool can_probe, GradeResult& result) {
  if (can_probe) {
    Reasoner::Question question;
    question.probing = true;
    const Verdict verdict = reasoner.reason(puzzle.cells, question);
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
  SearchOptions options;
  options.limits = limits;
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
      result.level = level;
      result.solution = reasoner->values();
      return result;
    }
    result.open_after_weaker_level = reasoner->open_cells();
    if (level == Level::LineConsistency) {
      const bool can_probe = std::find(levels.begin(), levels.end(), Level::Probing) != levels.end();
      grade_beyond_propagation(*reasoner, puzzle, limits, can_probe, result);
      return result;
    }
  }
  error = "kind " + std::string(kind.syntax.name) + " has no level-3 model to grade with";
  return std::nullopt;
}

}  // namespace xoi

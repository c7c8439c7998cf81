#include "puzzles/generate/grade.hpp"

#include <algorithm>

namespace xoi {
namespace {

// Decides solution count with a search (limit 2) first: a puzzle with no or
// several solutions needs no probing, and a unique one hands probing its
// solution, which halves the trials.
void grade_by_search(Reasoner& reasoner, const PuzzleText& puzzle, const SearchLimits& limits, bool can_probe,
                     GradeResult& result) {
  SearchOptions options;
  options.limits = limits;
  options.limits.solutions = 2;
  result.search = reasoner.search(puzzle.cells, options);
  const std::uint64_t found = result.search.stats.solutions;
  if (found >= 2) {
    result.outcome = GradeOutcome::MultipleSolutions;
    return;
  }
  if (result.search.outcome != SearchOutcome::Exhausted) {
    result.outcome = GradeOutcome::Stopped;
    return;
  }
  if (found == 0) {
    result.outcome = GradeOutcome::NoSolution;
    return;
  }
  result.outcome = GradeOutcome::Graded;
  result.solution = reasoner.values();
  result.level = Level::Search;
  if (!can_probe) return;
  Reasoner::Question question;
  question.probing = true;
  question.solution = result.solution;
  if (reasoner.reason(puzzle.cells, question) == Verdict::Solved) result.level = Level::Probing;
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
    if (level == Level::LineConsistency) {
      const bool can_probe = std::find(levels.begin(), levels.end(), Level::Probing) != levels.end();
      grade_by_search(*reasoner, puzzle, limits, can_probe, result);
      return result;
    }
  }
  error = "kind " + std::string(kind.syntax.name) + " has no level-3 model to grade with";
  return std::nullopt;
}

}  // namespace xoi

#include "cli/explanation.hpp"

#include <chrono>

#include "engine/search/probing.hpp"
#include "puzzles/generate/grade.hpp"
#include "puzzles/generate/levels.hpp"

namespace xoi::cli {
namespace {

std::vector<Domain> domains_of(const Space& space) {
  std::vector<Domain> out(static_cast<std::size_t>(space.variable_count()));
  for (VarId v = 0; v < space.variable_count(); ++v) out[static_cast<std::size_t>(v)] = space.domain(v);
  return out;
}

bool cells_fixed(const std::vector<Domain>& domains, const std::vector<VarId>& cells) {
  for (const VarId v : cells)
    if (!domains[static_cast<std::size_t>(v)].fixed()) return false;
  return true;
}

Verdict search_verdict(const SearchResult& r) {
  if (r.found()) return Verdict::Solved;
  if (r.outcome == SearchOutcome::Exhausted) return Verdict::NoSolution;
  return r.outcome == SearchOutcome::Interrupted ? Verdict::Interrupted : Verdict::Limit;
}

}  // namespace

std::optional<Explanation> explain(const Kind& kind, const PuzzleText& puzzle, int level,
                                   const SearchOptions& search, std::string& error) {
  if (puzzle.dims.size() != 2) {
    error = "explain covers two-dimensional grid puzzles (binox, troix), not " + puzzle.kind;
    return std::nullopt;
  }
  const Level chosen = static_cast<Level>(level);
  Model model;
  if (const auto failure = kind.build(puzzle, rules_for(chosen), model)) {
    error = failure->describe();
    return std::nullopt;
  }
  if (model.objective) {
    error = puzzle.kind + " is an optimisation kind; explain covers binox and troix";
    return std::nullopt;
  }
  Explanation x;
  x.level = level;
  x.grid = {puzzle.dims[0], puzzle.dims[1], kind.syntax.symbols, model.cells};
  Space& space = *model.space;
  x.initial = domains_of(space);
  space.attach(&x.log);
  if (chosen == Level::Search) {
    SearchOptions options = search;
    options.branch_vars = model.cells;
    options.limits.solutions = 1;
    x.search = depth_first_search(space, options);
    x.verdict = search_verdict(x.search);
    x.final = x.search.found() ? x.search.first_solution : domains_of(space);
  } else {
    // The search's time limit and Ctrl-C bound the propagation too: probing
    // every cell of an empty Troix 150x150 grid takes seconds.
    space.set_stop_conditions(stop_conditions_of(search.limits, std::chrono::steady_clock::now()));
    bool consistent = false;
    if (chosen == Level::Probing) {
      ProbingOptions options;
      options.vars = model.cells;
      consistent = probe(space, options);
    } else {
      consistent = space.propagate();
    }
    x.final = domains_of(space);
    x.verdict = !consistent ? Verdict::NoSolution : cells_fixed(x.final, model.cells) ? Verdict::Solved : Verdict::Stuck;
    if (space.stopped()) {
      x.search.outcome = stopped_outcome(search.limits);
      x.verdict = x.search.outcome == SearchOutcome::Interrupted ? Verdict::Interrupted : Verdict::Limit;
    }
  }
  space.attach(nullptr);
  if (x.verdict == Verdict::Solved && chosen < Level::LineConsistency) {
    Givens grid;
    for (const VarId v : model.cells) grid.push_back(static_cast<std::int8_t>(x.final[static_cast<std::size_t>(v)].min()));
    if (!keeps_every_rule(kind, puzzle.dims, grid, error)) {
      if (!error.empty()) return std::nullopt;
      x.verdict = Verdict::NoSolution;
      x.breaks_a_rule_left_out = true;
    }
  }
  return x;
}

std::string_view verdict_word(Verdict verdict) {
  switch (verdict) {
    case Verdict::Solved: return "solved";
    case Verdict::NoSolution: return "no-solution";
    case Verdict::Stuck: return "stuck";
    case Verdict::Limit: return "limit";
    case Verdict::Interrupted: return "interrupted";
  }
  return "unknown";
}

std::vector<StoryStep> story_of(const Explanation& x, StoryOptions options) {
  options.hide_successful_trials = x.level == level_number(Level::Probing);
  std::vector<StoryStep> steps = tell_story(x.log.events(), x.grid, x.initial, options);
  StoryStep end;
  end.kind = StepKind::End;
  // Unsolved: the grid as the story left it (search gives the space back as it found it).
  end.grid = x.verdict == Verdict::Solved || steps.empty() ? grid_code(x.grid, x.final) : steps.back().grid;
  const Level level = static_cast<Level>(x.level);
  const std::string by = " by level " + std::to_string(x.level) + " (" + std::string(level_name(level)) + ")";
  int open = 0;
  for (const VarId v : x.grid.cells) open += x.final[static_cast<std::size_t>(v)].fixed() ? 0 : 1;
  switch (x.verdict) {
    case Verdict::Solved:
      end.text = level == Level::Search ? "solved" : "solved" + by + " alone";
      break;
    case Verdict::NoSolution:
      end.text = x.breaks_a_rule_left_out ? "no solution: every cell is fixed, but the grid breaks a rule level " +
                                                std::to_string(x.level) + " (" + std::string(level_name(level)) +
                                                ") leaves out (level 3 shows which)"
                                          : "no solution";
      break;
    case Verdict::Stuck:
      end.text = "stuck: level " + std::to_string(x.level) + " (" + std::string(level_name(level)) +
                 ") fixes nothing more; " + std::to_string(open) + " cells are still open";
      break;
    case Verdict::Limit:
      end.text = "stopped by " + std::string(x.search.outcome == SearchOutcome::TimeLimit ? "time-limit" : "node-limit") +
                 " before an answer";
      break;
    case Verdict::Interrupted:
      end.text = "interrupted";
      break;
  }
  steps.push_back(std::move(end));
  return steps;
}

}  // namespace xoi::cli

#include "cli/hint.hpp"

#include <algorithm>
#include <chrono>

#include "cli/command_line.hpp"
#include "puzzles/generate/grade.hpp"
#include "puzzles/generate/levels.hpp"
#include "puzzles/generate/reasoner.hpp"

namespace xoi::cli {
namespace {

// A run of a level's events that stands or falls as one: a rule's
// deductions on the same premises (one story step), a contradiction, a
// probing result, or a probing trial from its decision to its backtrack.
struct Unit {
  std::size_t begin = 0, end = 0;
  bool trial = false;
};

std::vector<Unit> units_of(const std::vector<Event>& events) {
  std::vector<Unit> units;
  for (std::size_t i = 0; i < events.size();) {
    const Event& e = events[i];
    Unit unit{i, i + 1, false};
    if (e.kind == EventKind::Decision) {  // up to the backtrack to the level above it
      unit.trial = true;
      while (unit.end < events.size() &&
             !(events[unit.end - 1].kind == EventKind::Backtrack && events[unit.end - 1].depth < e.depth))
        ++unit.end;
    } else if (e.kind == EventKind::Deduction && !e.rule.empty()) {
      unit.end = deduction_step_end(events, i);
    }
    units.push_back(unit);
    i = unit.end;
  }
  return units;
}

bool fixes_a_cell(const Event& e, const std::vector<int>& cell_of_var) {
  return e.kind == EventKind::Deduction && !e.before.fixed() && e.after.fixed() &&
         cell_of_var[static_cast<std::size_t>(e.var)] >= 0;
}

bool fails(const Event& e) {
  return e.kind == EventKind::Failure || (e.kind == EventKind::Deduction && e.after.empty());
}

// What a hint's story leads to: the first cell fixed, or the contradiction.
enum class Target : std::uint8_t { FirstFix, FirstFailure };

// The first unit outside any trial holding the target.
std::optional<std::size_t> first_unit(const std::vector<Event>& events, const std::vector<Unit>& units, Target target,
                                      const std::vector<int>& cell_of_var) {
  for (std::size_t u = 0; u < units.size(); ++u) {
    if (units[u].trial) continue;
    for (std::size_t i = units[u].begin; i < units[u].end; ++i) {
      const Event& e = events[i];
      if (e.depth == 0 && (target == Target::FirstFix ? fixes_a_cell(e, cell_of_var) : fails(e))) return u;
    }
  }
  return std::nullopt;
}

// The units the target unit rests on, in event order, the target last.
std::vector<std::size_t> units_needed(const std::vector<Event>& events, const std::vector<Unit>& units,
                                      std::size_t target, std::size_t variables) {
  std::vector<char> read(variables, 0);  // cells a kept unit reads or changes
  const auto keep = [&](const Unit& unit) {
    for (std::size_t i = unit.begin; i < unit.end; ++i) {
      for (const VarId p : events[i].premises) read[static_cast<std::size_t>(p)] = 1;
      if (events[i].var >= 0) read[static_cast<std::size_t>(events[i].var)] = 1;
    }
  };
  const auto changes_a_read_cell = [&](const Unit& unit) {
    for (std::size_t i = unit.begin; i < unit.end; ++i)
      if (events[i].kind == EventKind::Deduction && read[static_cast<std::size_t>(events[i].var)] != 0) return true;
    return false;
  };
  std::vector<std::size_t> kept;
  // A probing result rests on the failed trial just before it.
  const auto keep_with_its_trial = [&](std::size_t u) {
    kept.push_back(u);
    keep(units[u]);
    if (u > 0 && units[u - 1].trial) {
      kept.push_back(u - 1);
      keep(units[u - 1]);
    }
  };
  keep_with_its_trial(target);
  for (std::size_t u = target; u-- > 0;) {
    // A trial is kept with its result, and changes nothing itself.
    if (units[u].trial || !changes_a_read_cell(units[u])) continue;
    keep_with_its_trial(u);
  }
  std::reverse(kept.begin(), kept.end());
  return kept;
}

// The story of the explanation's events that the target unit rests on, and
// the cells the target fixes; false when no unit is a target.
bool tell_what_it_rests_on(const Explanation& x, Target target, Hint& hint) {
  const std::vector<Event>& events = x.log.events();
  const std::vector<Unit> units = units_of(events);
  const std::vector<int> cell_of_var = cells_by_var(x.grid, x.initial.size());
  const std::optional<std::size_t> found = first_unit(events, units, target, cell_of_var);
  if (!found) return false;
  std::vector<Event> kept;
  for (const std::size_t u : units_needed(events, units, *found, x.initial.size()))
    kept.insert(kept.end(), events.begin() + static_cast<std::ptrdiff_t>(units[u].begin),
                events.begin() + static_cast<std::ptrdiff_t>(units[u].end));
  StoryOptions options;
  options.hide_successful_trials = x.level == level_number(Level::Probing);
  hint.steps = tell_story(kept, x.grid, x.initial, options);
  hint.events = std::move(kept);
  hint.initial = x.initial;
  hint.level = x.level;
  for (std::size_t i = units[*found].begin; i < units[*found].end; ++i)
    if (events[i].depth == 0 && fixes_a_cell(events[i], cell_of_var))
      hint.fixes.push_back({cell_of_var[static_cast<std::size_t>(events[i].var)], events[i].after.min()});
  return true;
}

// The hint's time limit is one budget for the check of the grid and every
// explanation after it: each is given what is left (limits_left).
struct Budget {
  SearchLimits limits;
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();

  [[nodiscard]] SearchLimits left() const { return limits_left(limits, start); }
};

// Nullopt with `error` set when the model cannot be built; a stopped
// explanation has verdict Limit or Interrupted.
std::optional<Explanation> explain_at(const Kind& kind, const PuzzleText& puzzle, Level level, const Budget& budget,
                                      std::string& error) {
  SearchOptions search = default_command_search();
  search.limits = budget.left();
  return explain(kind, puzzle, level_number(level), search, error);
}

bool stopped(const Explanation& x, Hint& hint) {
  if (x.verdict != Verdict::Limit && x.verdict != Verdict::Interrupted) return false;
  hint = Hint{};
  hint.outcome = HintOutcome::Stopped;
  hint.stopped_by = x.search.outcome;
  return true;
}

// The weakest level whose propagation meets a contradiction, told; level 5
// and no steps when only search shows there is no solution.
bool tell_why_no_solution(const Kind& kind, const PuzzleText& puzzle, const Budget& budget, Hint& hint,
                          std::string& error) {
  hint.outcome = HintOutcome::NoSolution;
  hint.level = level_number(Level::Search);
  for (const Level level : levels_of(kind.syntax.name)) {
    if (level > kStrongestPropagationLevel) break;
    const std::optional<Explanation> x = explain_at(kind, puzzle, level, budget, error);
    if (!x) return false;
    if (stopped(*x, hint)) return true;
    hint.grid = x->grid;
    if (x->verdict == Verdict::NoSolution && tell_what_it_rests_on(*x, Target::FirstFailure, hint)) return true;
  }
  return true;
}

// Cells a reveal weighs at most: each costs one propagation of the weakest
// level, so a 99x99 grid stays within about a second.
constexpr std::size_t kRevealCandidates = 2000;

struct Reveal {
  int cell = -1;     // -1: no cell is open
  int unlocks = 0;   // cells the weakest level then fixes besides it
};

// The open cell whose solution value lets the kind's weakest level fix the
// most cells, so that the solver can go on by counting; ties go to the
// first in reading order.
Reveal most_telling_cell(const Kind& kind, const PuzzleText& puzzle, const Explanation& x, const Givens& solution,
                         std::string& error) {
  std::optional<Reasoner> weakest = Reasoner::create(kind, puzzle.dims, levels_of(kind.syntax.name).front(), error);
  if (!weakest) return {};
  Givens givens(puzzle.cells.begin(), puzzle.cells.end());
  weakest->reason(givens);
  const int open_before = weakest->open_cells();
  int best = -1, best_open = 0;
  std::size_t weighed = 0;
  for (std::size_t c = 0; c < x.grid.cells.size() && weighed < kRevealCandidates; ++c) {
    if (x.final[static_cast<std::size_t>(x.grid.cells[c])].fixed()) continue;
    ++weighed;
    givens[c] = solution[c];
    weakest->reason(givens);
    givens[c] = puzzle.cells[c];
    if (best < 0 || weakest->open_cells() < best_open) {
      best = static_cast<int>(c);
      best_open = weakest->open_cells();
    }
  }
  return {best, open_before - 1 - best_open};
}

bool reveal(const Kind& kind, const PuzzleText& puzzle, const Explanation& x, const Givens& solution, Hint& hint,
            std::string& error) {
  const Reveal chosen = most_telling_cell(kind, puzzle, x, solution, error);
  const int cell = chosen.cell;
  if (cell < 0) return false;
  hint.outcome = HintOutcome::Revealed;
  hint.level = level_number(Level::Search);
  const auto value = static_cast<Value>(solution[static_cast<std::size_t>(cell)]);
  hint.fixes = {{cell, value}};
  StoryStep step;
  step.rule = "search";
  step.text = "no rule up to probing fixes a cell; the solution has " + cell_name(x.grid, cell) + " = " +
              std::string(1, x.grid.symbols[static_cast<std::size_t>(value)]);
  if (chosen.unlocks > 0)
    step.text += " (from it, level " + std::to_string(level_number(levels_of(kind.syntax.name).front())) + " fixes " +
                 std::to_string(chosen.unlocks) + (chosen.unlocks == 1 ? " more cell)" : " more cells)");
  step.conclusions = {cell};
  hint.steps = {step};
  return true;
}

}  // namespace

std::optional<Hint> hint_for(const Kind& kind, const PuzzleText& puzzle, const HintOptions& options,
                             std::string& error) {
  if (puzzle.dims.size() != 2) {
    error = "hint covers two-dimensional grid puzzles (binox, troix), not " + puzzle.kind;
    return std::nullopt;
  }
  const Budget budget{options.limits};
  const std::optional<GradeResult> graded = grade_puzzle(kind, puzzle, budget.left(), error);
  if (!graded) return std::nullopt;
  Hint hint;
  switch (graded->outcome) {
    case GradeOutcome::Stopped:
      hint.outcome = HintOutcome::Stopped;
      hint.stopped_by = graded->search.outcome;
      return hint;
    case GradeOutcome::NoSolution:
      if (!tell_why_no_solution(kind, puzzle, budget, hint, error)) return std::nullopt;
      return hint;
    case GradeOutcome::MultipleSolutions:
      hint.unique = false;
      break;
    case GradeOutcome::Graded:
      if (std::none_of(puzzle.cells.begin(), puzzle.cells.end(), [](std::int8_t v) { return v < 0; })) {
        hint.outcome = HintOutcome::Solved;
        return hint;
      }
      break;
  }
  const int strongest = std::min(options.strongest_level, level_number(kStrongestPropagationLevel));
  std::optional<Explanation> last;
  for (const Level level : levels_of(kind.syntax.name)) {
    if (level_number(level) > strongest) break;
    last = explain_at(kind, puzzle, level, budget, error);
    if (!last) return std::nullopt;
    if (stopped(*last, hint)) return hint;
    hint.grid = last->grid;
    if (tell_what_it_rests_on(*last, Target::FirstFix, hint)) {
      hint.outcome = HintOutcome::Deduced;
      return hint;
    }
  }
  hint.level = last->level;  // the strongest level the kind has up to the one allowed (Troix has no level 2)
  if (options.strongest_level < level_number(Level::Search)) {
    hint.outcome = HintOutcome::Stuck;
  } else if (!hint.unique) {
    hint.outcome = HintOutcome::NotUnique;
  } else if (!reveal(kind, puzzle, *last, graded->solution, hint, error)) {
    return std::nullopt;
  }
  return hint;
}

std::string_view hint_status(HintOutcome outcome) {
  switch (outcome) {
    case HintOutcome::Deduced: return "hint";
    case HintOutcome::Revealed: return "revealed";
    case HintOutcome::Solved: return "solved";
    case HintOutcome::NoSolution: return "no-solution";
    case HintOutcome::NotUnique: return "multiple-solutions";
    case HintOutcome::Stuck: return "stuck";
    case HintOutcome::Stopped: return "stopped";
  }
  return "unknown";
}

}  // namespace xoi::cli

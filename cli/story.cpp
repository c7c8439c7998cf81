#include "cli/story.hpp"

#include <algorithm>
#include <map>
#include <optional>

#include "cli/event_replay.hpp"

namespace xoi::cli {
namespace {

// --- words ---

std::string join(const std::vector<std::string>& parts, std::string_view last_glue = " and ") {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) out += i + 1 == parts.size() ? std::string(last_glue) : std::string(", ");
    out += parts[i];
  }
  return out;
}

std::string symbol(const GridView& grid, Value v) { return std::string(1, grid.symbols[static_cast<std::size_t>(v)]); }

// "X", "X or O" (the values of a domain).
std::string values_text(const GridView& grid, DomainBits bits, std::string_view glue = " or ") {
  std::vector<std::string> parts;
  for (DomainBits b = bits; b != 0; b &= static_cast<DomainBits>(b - 1)) parts.push_back(symbol(grid, std::countr_zero(b)));
  return join(parts, glue);
}

// --- where a step happens: its line, and the other complete lines it names ---

struct Line {
  bool is_row = true;
  int index = 0;  // 0-based
};

struct Place {
  std::optional<Line> line;     // the line of the conclusions (or of the failure)
  std::vector<Line> others;     // complete parallel lines among the premises
  std::vector<int> own;         // premise cells on the line, in line order
};

int row_of(const GridView& g, int cell) { return cell / g.cols; }
int col_of(const GridView& g, int cell) { return cell % g.cols; }
bool on_line(const GridView& g, Line l, int cell) { return (l.is_row ? row_of(g, cell) : col_of(g, cell)) == l.index; }
int position(const GridView& g, Line l, int cell) { return l.is_row ? col_of(g, cell) : row_of(g, cell); }
int length(const GridView& g, Line l) { return l.is_row ? g.cols : g.rows; }

std::string line_name(Line l) { return (l.is_row ? "row " : "column ") + std::to_string(l.index + 1); }
// A cell named within its line: "c4" on a row, "r2" on a column.
std::string position_name(const GridView& g, Line l, int cell) {
  return (l.is_row ? "c" : "r") + std::to_string(position(g, l, cell) + 1);
}

// Finds the line every conclusion lies on such that every premise lies on it
// or on a complete parallel line among the premises; prefers the fewest such
// other lines, then the line named first.
Place place(const GridView& g, const std::vector<int>& premises, const std::vector<int>& conclusions) {
  // Sorted, so that a step costs its premises' size, not the board's.
  std::vector<int> sorted(premises);
  std::sort(sorted.begin(), sorted.end());
  auto complete = [&](Line l) {
    for (int k = 0; k < length(g, l); ++k) {
      const int cell = l.is_row ? l.index * g.cols + k : k * g.cols + l.index;
      if (!std::binary_search(sorted.begin(), sorted.end(), cell)) return false;
    }
    return true;
  };
  std::vector<Line> candidates;
  for (int c : conclusions.empty() ? premises : conclusions) {
    candidates.push_back({true, row_of(g, c)});
    candidates.push_back({false, col_of(g, c)});
  }
  Place best;
  std::size_t best_others = SIZE_MAX;
  for (const Line l : candidates) {
    if (!std::all_of(conclusions.begin(), conclusions.end(), [&](int c) { return on_line(g, l, c); })) continue;
    std::vector<Line> others;
    bool valid = true;
    for (int p : premises) {
      if (on_line(g, l, p)) continue;
      const Line parallel{l.is_row, l.is_row ? row_of(g, p) : col_of(g, p)};
      if (!complete(parallel)) {
        valid = false;
        break;
      }
      if (std::none_of(others.begin(), others.end(), [&](Line o) { return o.index == parallel.index; }))
        others.push_back(parallel);
    }
    if (!valid || others.size() >= best_others) continue;
    best_others = others.size();
    best.line = l;
    best.others = others;
  }
  if (best.line) {
    for (int p : premises)
      if (on_line(g, *best.line, p)) best.own.push_back(p);
    std::sort(best.own.begin(), best.own.end(),
              [&](int a, int b) { return position(g, *best.line, a) < position(g, *best.line, b); });
    std::sort(best.others.begin(), best.others.end(), [](Line a, Line b) { return a.index < b.index; });
  }
  return best;
}

std::string lines_text(const std::vector<Line>& lines, std::string_view glue) {
  std::vector<std::string> parts;
  for (const Line l : lines) parts.push_back(line_name(l));
  return join(parts, glue);
}

// "X at c1 and c4; O at c2; c3 X or O": what the cells hold, by value.
std::string holdings_text(const GridView& g, Line l, const std::vector<int>& cells, const std::vector<Domain>& state) {
  std::map<DomainBits, std::vector<std::string>> by_domain;
  for (int c : cells) by_domain[state[static_cast<std::size_t>(g.cells[static_cast<std::size_t>(c)])].bits].push_back(position_name(g, l, c));
  std::vector<std::string> parts;
  for (const auto& [bits, names] : by_domain) {
    if (Domain{bits}.fixed()) parts.push_back(symbol(g, Domain{bits}.min()) + " at " + join(names));
  }
  for (const auto& [bits, names] : by_domain) {
    if (!Domain{bits}.fixed()) parts.push_back(join(names) + " " + values_text(g, bits));
  }
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i > 0 ? "; " : "") + parts[i];
  return out;
}

// --- conclusions ---

struct Conclusion {
  int cell;
  Domain before, after;
};

// "c3 and c6 are O", "r2 is not X": conclusions grouped by what they became.
// A cell fixed by losing a value the premises exclude, when it had lost
// others before, says both: "c3 is not X, hence I".
std::string conclusions_text(const GridView& g, std::optional<Line> l, const std::vector<Conclusion>& cs,
                             const std::vector<int>& premises, bool with_verb = true, bool hence = true) {
  const Domain full = Domain::range(static_cast<int>(g.symbols.size()));
  std::vector<std::pair<std::string, std::vector<std::string>>> groups;
  for (const Conclusion& c : cs) {
    const std::string lost = "not " + values_text(g, static_cast<DomainBits>(c.before.bits & ~c.after.bits));
    const bool premise = std::find(premises.begin(), premises.end(), c.cell) != premises.end();
    std::string what = c.after.fixed() ? symbol(g, c.after.min()) : lost;
    if (hence && c.after.fixed() && c.before != full && !premise) what = lost + ", hence " + what;
    const std::string name = l ? position_name(g, *l, c.cell) : cell_name(g, c.cell);
    auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& grp) { return grp.first == what; });
    if (it == groups.end()) groups.push_back({what, {name}});
    else it->second.push_back(name);
  }
  std::vector<std::string> parts;
  for (const auto& [what, names] : groups)
    parts.push_back(join(names) + (with_verb ? (names.size() > 1 ? " are " : " is ") : " ") + what);
  return join(parts);
}

// All premises fixed to one value: that value, else -1.
Value common_fixed_value(const GridView& g, const std::vector<int>& cells, const std::vector<Domain>& state) {
  Value common = -1;
  for (int c : cells) {
    const Domain d = state[static_cast<std::size_t>(g.cells[static_cast<std::size_t>(c)])];
    if (!d.fixed() || (common >= 0 && d.min() != common)) return -1;
    common = d.min();
  }
  return common;
}

std::string rule_label(std::string_view rule, const Place& where) {
  if (rule == "run-length") return "no three in a row";
  if (rule == "balance") return "balance";
  if (rule == "distinct-lines") return where.line && !where.line->is_row ? "distinct columns" : "distinct rows";
  if (rule == "line-consistency") {
    if (where.others.empty()) return "line consistency";
    return where.line && !where.line->is_row ? "line consistency, distinct columns" : "line consistency, distinct rows";
  }
  if (rule == "lex-leader") return "symmetry breaking";
  if (rule == "line-cost") return "cost bound";
  return std::string(rule);
}

// --- one step per rule ---

std::string explain_deduction(const GridView& g, std::string_view rule, const std::vector<int>& premises,
                              const std::vector<Conclusion>& cs, const std::vector<Domain>& state, Place& where) {
  std::vector<int> cells;
  for (const Conclusion& c : cs) cells.push_back(c.cell);
  where = place(g, premises, cells);
  if (!where.line) {
    std::vector<std::string> names;
    for (int p : premises) names.push_back(cell_name(g, p));
    return (names.empty() ? std::string() : "from " + join(names) + ", ") + conclusions_text(g, std::nullopt, cs, premises);
  }
  const Line l = *where.line;
  const std::string then = conclusions_text(g, l, cs, premises);
  const int want = length(g, l) / static_cast<int>(g.symbols.size());
  if (rule == "run-length" && where.others.empty()) {
    const Value v = common_fixed_value(g, where.own, state);
    if (v >= 0) return line_name(l) + ": " + holdings_text(g, l, where.own, state) + ", so " + then;
  }
  if (rule == "balance" && where.others.empty()) {
    const Value u = common_fixed_value(g, where.own, state);
    const bool all_lost_u = u >= 0 && std::all_of(cs.begin(), cs.end(), [&](const Conclusion& c) {
                              return c.before.contains(u) && !c.after.contains(u);
                            });
    if (all_lost_u)
      return line_name(l) + " has its " + std::to_string(where.own.size()) + " " + symbol(g, u) + ", so " + then;
    if (!cs.empty() && cs.front().after.fixed()) {
      const std::string v = symbol(g, cs.front().after.min());
      return line_name(l) + " needs " + std::to_string(want) + " " + v + " and only " +
             std::to_string(length(g, l) - static_cast<int>(where.own.size())) + " cells can still be " + v + ", so " +
             conclusions_text(g, l, cs, premises, true, /*hence=*/false);
    }
  }
  if (rule == "distinct-lines") {
    if (where.others.empty()) return line_name(l) + ": only balanced fillings remain, so " + then;
    return line_name(l) + " would equal " + lines_text(where.others, " or ") + " unless " + then;
  }
  if (rule == "line-consistency") {
    const std::string given = where.own.empty() ? std::string() : " with " + holdings_text(g, l, where.own, state);
    const std::string differing =
        where.others.empty() ? std::string() : " that differs from " + lines_text(where.others, " and ");
    return line_name(l) + ": every legal filling" + given + differing + " has " + conclusions_text(g, l, cs, premises, false);
  }
  std::vector<std::string> names;
  for (int p : premises) names.push_back(cell_name(g, p));
  return line_name(l) + ": from " + join(names) + ", " + then;
}

std::string explain_failure(const GridView& g, std::string_view rule, const std::vector<int>& premises,
                            const std::vector<Domain>& state, Place& where) {
  if (rule.empty()) return "contradiction: the givens break the rules";
  where = place(g, premises, {});
  if (!where.line) return "contradiction in " + std::to_string(premises.size()) + " cells";
  const Line l = *where.line;
  const int want = length(g, l) / static_cast<int>(g.symbols.size());
  if (rule == "run-length" && where.others.empty()) {
    const Value v = common_fixed_value(g, where.own, state);
    if (v >= 0) return "contradiction: " + line_name(l) + " has " + holdings_text(g, l, where.own, state);
  }
  if (rule == "balance" && where.others.empty()) {
    const Value u = common_fixed_value(g, where.own, state);
    if (u >= 0 && static_cast<int>(where.own.size()) > want)
      return "contradiction: " + line_name(l) + " has " + std::to_string(where.own.size()) + " " + symbol(g, u) +
             " of " + std::to_string(want) + " allowed";
    // Too few places: the premises are the cells that cannot take the value.
    DomainBits missing = Domain::range(static_cast<int>(g.symbols.size())).bits;
    for (int c : where.own) missing &= static_cast<DomainBits>(~state[static_cast<std::size_t>(g.cells[static_cast<std::size_t>(c)])].bits);
    if (Domain{missing}.fixed()) {
      const std::string v = symbol(g, Domain{missing}.min());
      return "contradiction: " + line_name(l) + " needs " + std::to_string(want) + " " + v + " but only " +
             std::to_string(length(g, l) - static_cast<int>(where.own.size())) + " cells can still be " + v;
    }
  }
  if (rule == "distinct-lines" && !where.others.empty()) {
    if (static_cast<int>(where.own.size()) == length(g, l))
      return "contradiction: " + line_name(l) + " equals " + lines_text(where.others, " and ");
    return "contradiction: every balanced filling of " + line_name(l) + " with " +
           holdings_text(g, l, where.own, state) + " equals " + lines_text(where.others, " or ");
  }
  if (rule == "line-consistency") {
    const std::string given = where.own.empty() ? std::string() : " with " + holdings_text(g, l, where.own, state);
    const std::string differing =
        where.others.empty() ? std::string() : " that differs from " + lines_text(where.others, " and ");
    return "contradiction: " + line_name(l) + " has no legal filling" + given + differing;
  }
  std::vector<std::string> names;
  for (int p : premises) names.push_back(cell_name(g, p));
  return "contradiction: " + join(names);
}

// --- the story ---

class Teller {
 public:
  Teller(const std::vector<Event>& events, const GridView& grid, const std::vector<Domain>& initial,
         const StoryOptions& options)
      : events_(events), g_(grid), replay_(initial), options_(options), cell_of_var_(cells_by_var(grid, initial.size())) {}

  std::vector<StoryStep> run() {
    for (std::size_t i = 0; i < events_.size();) i = tell(i);
    if (!steps_.empty() && steps_.back().grid.empty()) steps_.back().grid = grid_code(g_, replay_.domains());
    return std::move(steps_);
  }

 private:
  // Tells the step starting at event i; returns the index after it.
  std::size_t tell(std::size_t i) {
    const Event& e = events_[i];
    switch (e.kind) {
      case EventKind::Deduction:
        return e.rule.empty() ? tell_unattributed(i) : tell_deduction(i);
      case EventKind::Decision:
        return tell_decision(i);
      case EventKind::Failure: {
        StoryStep s = start(StepKind::Contradiction, e.depth);
        s.premises = cells_of(e.premises);
        Place where;
        s.text = explain_failure(g_, e.rule, s.premises, replay_.domains(), where);
        s.rule = e.rule.empty() ? std::string() : rule_label(e.rule, where);
        if (!s.rule.empty()) s.text += " (" + s.rule + ")";
        finish(std::move(s));
        return i + 1;
      }
      case EventKind::Backtrack: {
        StoryStep s = start(StepKind::Backtrack, e.depth);
        replay_.apply(e);
        s.text = in_trial_ ? "undo the trial" : "backtrack to depth " + std::to_string(e.depth);
        in_trial_ = false;
        finish(std::move(s));
        return i + 1;
      }
      case EventKind::Solution: {
        StoryStep s = start(StepKind::Solution, e.depth);
        s.text = "solution: every cell is fixed";
        finish(std::move(s));
        return i + 1;
      }
    }
    return i + 1;
  }

  // One propagator's consecutive deductions on the same premises.
  std::size_t tell_deduction(std::size_t i) {
    const Event& first = events_[i];
    const std::size_t j = deduction_step_end(events_, i);
    std::vector<Conclusion> cs;
    for (std::size_t k = i; k < j; ++k) {
      const Event& e = events_[k];
      const int cell = cell_of(e.var);
      auto it = std::find_if(cs.begin(), cs.end(), [&](const Conclusion& c) { return c.cell == cell; });
      if (it == cs.end()) cs.push_back({cell, e.before, e.after});
      else it->after = e.after;
    }
    StoryStep s = start(StepKind::Deduction, first.depth);
    s.premises = cells_of(first.premises);
    Place where;
    s.text = explain_deduction(g_, first.rule, s.premises, cs, replay_.domains(), where);
    s.rule = rule_label(first.rule, where);
    s.text += " (" + s.rule + ")";
    for (const Conclusion& c : cs) s.conclusions.push_back(c.cell);
    for (std::size_t k = i; k < j; ++k) replay_.apply(events_[k]);
    finish(std::move(s));
    return j;
  }

  // A change no propagator made: probing dropping a value whose trial failed.
  std::size_t tell_unattributed(std::size_t i) {
    const Event& e = events_[i];
    const int cell = cell_of(e.var);
    StoryStep s = start(StepKind::ProbingResult, e.depth);
    const std::string lost = values_text(g_, static_cast<DomainBits>(e.before.bits & ~e.after.bits));
    const std::string now = e.after.fixed() ? ", so it is " + symbol(g_, e.after.min()) : std::string();
    if (failed_trial_var_ == e.var) {
      s.text = cell_name(g_, cell) + " = " + lost + " fails" + now;
      s.rule = "probing";
      s.text += " (probing)";
    } else {
      s.text = cell_name(g_, cell) + " is not " + lost + now;
    }
    s.conclusions.push_back(cell);
    replay_.apply(e);
    finish(std::move(s));
    return i + 1;
  }

  std::size_t tell_decision(std::size_t i) {
    const Event& e = events_[i];
    const int cell = cell_of(e.var);
    std::size_t next = i + 1;
    if (options_.hide_successful_trials) {
      // The trial ends at the backtrack to the level above it.
      std::size_t end = next;
      bool failed = false;
      while (end < events_.size() && !(events_[end].kind == EventKind::Backtrack && events_[end].depth < e.depth)) {
        failed |= events_[end].kind == EventKind::Failure;
        ++end;
      }
      if (!failed) return std::min(end + 1, events_.size());
      in_trial_ = true;
      failed_trial_var_ = e.var;
    }
    StoryStep s = start(options_.hide_successful_trials ? StepKind::Trial
                        : e.positive                    ? StepKind::Guess
                                                        : StepKind::OtherBranch,
                        e.depth);
    replay_.apply(e);
    // The decision's own change comes next, made by no propagator.
    std::string now;
    if (next < events_.size() && events_[next].kind == EventKind::Deduction && events_[next].rule.empty() &&
        events_[next].var == e.var) {
      const Domain after = events_[next].after;
      if (!e.positive && after.fixed()) now = ", so it is " + symbol(g_, after.min());
      replay_.apply(events_[next]);
      ++next;
    }
    const std::string v = symbol(g_, e.value);
    const std::string depth = " (depth " + std::to_string(e.depth) + ")";
    if (s.kind == StepKind::Trial) s.text = "try " + cell_name(g_, cell) + " = " + v + " (probing)";
    else if (e.positive) s.text = "guess " + cell_name(g_, cell) + " = " + v + depth;
    else s.text = "other branch: " + cell_name(g_, cell) + " is not " + v + now + depth;
    s.conclusions.push_back(cell);
    finish(std::move(s));
    return next;
  }

  StoryStep start(StepKind kind, int depth) const {
    StoryStep s;
    s.kind = kind;
    s.depth = depth;
    return s;
  }
  void finish(StoryStep&& s) {
    const std::size_t number = steps_.size() + 1;
    const bool wanted = options_.every_grid ||
                        (options_.grid_every > 0 && number % static_cast<std::size_t>(options_.grid_every) == 0);
    if (wanted) s.grid = grid_code(g_, replay_.domains());
    steps_.push_back(std::move(s));
  }

  int cell_of(VarId v) const { return cell_of_var_[static_cast<std::size_t>(v)]; }
  std::vector<int> cells_of(const std::vector<VarId>& vars) const {
    std::vector<int> cells;
    for (VarId v : vars) {
      const int c = cell_of(v);
      if (c >= 0 && std::find(cells.begin(), cells.end(), c) == cells.end()) cells.push_back(c);
    }
    return cells;
  }

  const std::vector<Event>& events_;
  const GridView& g_;
  EventReplay replay_;
  StoryOptions options_;
  std::vector<int> cell_of_var_;
  std::vector<StoryStep> steps_;
  bool in_trial_ = false;
  VarId failed_trial_var_ = -1;
};

}  // namespace

std::vector<int> cells_by_var(const GridView& grid, std::size_t variables) {
  std::vector<int> cell_of_var(variables, -1);
  for (std::size_t c = 0; c < grid.cells.size(); ++c)
    cell_of_var[static_cast<std::size_t>(grid.cells[c])] = static_cast<int>(c);
  return cell_of_var;
}

std::size_t deduction_step_end(const std::vector<Event>& events, std::size_t i) {
  const Event& first = events[i];
  std::size_t j = i;
  while (j < events.size() && events[j].kind == EventKind::Deduction && events[j].rule == first.rule &&
         events[j].premises == first.premises && events[j].depth == first.depth)
    ++j;
  return j;
}

std::vector<StoryStep> tell_story(const std::vector<Event>& events, const GridView& grid,
                                  const std::vector<Domain>& initial, const StoryOptions& options) {
  return Teller(events, grid, initial, options).run();
}

std::string cell_name(const GridView& grid, int cell) { return cell_name(cell, grid.cols); }

std::string cell_name(int cell, int cols) {
  std::string name = "r";  // appended piece by piece: g++ 12 warns wrongly on "r" + to_string(...)
  name += std::to_string(cell / cols + 1);
  name += 'c';
  name += std::to_string(cell % cols + 1);
  return name;
}

std::string grid_code(const GridView& grid, const std::vector<Domain>& domains) {
  std::string code;
  code.reserve(grid.cells.size());
  for (const VarId v : grid.cells) code += static_cast<char>('0' + domains[static_cast<std::size_t>(v)].bits);
  return code;
}

std::string grid_text(const GridView& grid, std::string_view code) {
  std::string out;
  for (int r = 0; r < grid.rows; ++r) {
    for (int c = 0; c < grid.cols; ++c) {
      const Domain d{static_cast<DomainBits>(code[static_cast<std::size_t>(r * grid.cols + c)] - '0')};
      if (c > 0) out += ' ';
      out += d.fixed() ? grid.symbols[static_cast<std::size_t>(d.min())] : '.';
    }
    out += '\n';
  }
  return out;
}

}  // namespace xoi::cli

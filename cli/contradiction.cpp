#include "cli/contradiction.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <vector>

#include "engine/events.hpp"

namespace xoi::cli {
namespace {

// Joins the pieces (GCC 12 warns falsely about "literal" + std::string).
template <typename... Pieces>
std::string cat(const Pieces&... pieces) {
  std::string out;
  (out.append(std::string_view(pieces)), ...);
  return out;
}

// Hears the failure of one root propagation, and which rule first changed
// each cell on the way there (so that a premise can be told apart from a given).
class FailureListener final : public EventSink {
 public:
  explicit FailureListener(std::size_t variables) : deduced_by_(variables) {}

  void on_deduction(const Deduction& d) override {
    std::string_view& rule = deduced_by_[static_cast<std::size_t>(d.var)];
    if (rule.empty()) rule = d.rule.empty() ? std::string_view("propagation") : d.rule;
  }
  void on_failure(const Failure& f) override {
    failed_ = true;
    rule_ = f.rule;
    premises_.assign(f.premises.begin(), f.premises.end());
  }
  void on_decision(VarId, Value, bool, int) override {}
  void on_backtrack(int) override {}
  void on_solution(int) override {}

  [[nodiscard]] bool failed() const { return failed_; }
  [[nodiscard]] const std::string& rule() const { return rule_; }
  [[nodiscard]] const std::vector<VarId>& premises() const { return premises_; }
  [[nodiscard]] std::string_view deduced_by(VarId v) const { return deduced_by_[static_cast<std::size_t>(v)]; }

 private:
  bool failed_ = false;
  std::string rule_;
  std::vector<VarId> premises_;
  std::vector<std::string_view> deduced_by_;  // rule names live as long as the propagators: static text
};

// The rule sets tried, simplest first; the last is every rule, as `solve` posts them.
constexpr std::array<RuleSet, 5> kStages = {{
    {.run_length = true, .balance = false, .distinct_lines = false, .line_consistency = false},
    {.run_length = false, .balance = true, .distinct_lines = false, .line_consistency = false},
    {.run_length = false, .balance = false, .distinct_lines = true, .line_consistency = false},
    {.run_length = true, .balance = true, .distinct_lines = true, .line_consistency = false},
    {},
}};

// Turns one failure into words: which line, which cells, which rule.
class Describer {
 public:
  Describer(const LoadedPuzzle& puzzle, const Model& model, const FailureListener& listener)
      : puzzle_(puzzle), model_(model), listener_(listener), symbols_(puzzle.kind->syntax.symbols),
        rows_(puzzle.text.dims[0]), cols_(puzzle.text.dims[1]), cell_of_(static_cast<std::size_t>(model.space->variable_count()), -1) {
    for (std::size_t i = 0; i < model.cells.size(); ++i) cell_of_[static_cast<std::size_t>(model.cells[i])] = static_cast<int>(i);
    for (const VarId v : listener.premises())
      if (cell_of_[static_cast<std::size_t>(v)] >= 0) premises_.push_back(v);
  }

  // Premises in reading order (rules name them in the order they found them).
  [[nodiscard]] std::vector<VarId> sorted(std::vector<VarId> cells) const {
    std::sort(cells.begin(), cells.end(), [&](VarId a, VarId b) {
      return cell_of_[static_cast<std::size_t>(a)] < cell_of_[static_cast<std::size_t>(b)];
    });
    return cells;
  }

  // True when every premise is a given of the file (nothing deduced).
  [[nodiscard]] bool rests_on_givens() const {
    return std::all_of(premises_.begin(), premises_.end(), [&](VarId v) { return given(v) >= 0; });
  }

  [[nodiscard]] std::string describe() const {
    const std::string& rule = listener_.rule();
    if (rule.empty() || premises_.empty())
      return cat("the givens cannot be completed: ", rule.empty() ? std::string("a rule") : rule,
                 " fails before any guess");
    if (rule == "run-length") return run_length();
    if (rule == "balance") return balance();
    if (rule == "distinct-lines") return distinct_lines();
    return whole_line(rule);
  }

 private:
  [[nodiscard]] int row(VarId v) const { return cell_of_[static_cast<std::size_t>(v)] / cols_; }
  [[nodiscard]] int column(VarId v) const { return cell_of_[static_cast<std::size_t>(v)] % cols_; }
  [[nodiscard]] Domain domain(VarId v) const { return model_.space->domain(v); }
  // The cell's value in the file, -1 when it is empty there.
  [[nodiscard]] std::int8_t given(VarId v) const {
    return puzzle_.text.cells[static_cast<std::size_t>(cell_of_[static_cast<std::size_t>(v)])];
  }

  // "r2c3" (rows and columns counted from 1).
  [[nodiscard]] std::string plain_name(VarId v) const {
    return cat("r", std::to_string(row(v) + 1), "c", std::to_string(column(v) + 1));
  }
  // " (deduced by RULE)" when propagation, not the file, gave the cell its value; else "".
  [[nodiscard]] std::string deduced_mark(VarId v) const {
    if (given(v) >= 0 || listener_.deduced_by(v).empty()) return {};
    return cat(" (deduced by ", listener_.deduced_by(v), ")");
  }
  [[nodiscard]] std::string names(const std::vector<VarId>& cells) const {
    std::string out;
    for (const VarId v : cells) {
      if (!out.empty()) out += ' ';
      out += cat(plain_name(v), deduced_mark(v));
    }
    return out;
  }
  [[nodiscard]] std::string symbol(Value v) const { return std::string(1, symbols_[static_cast<std::size_t>(v)]); }
  // "r2c1=X", or "r2c1=O|I" for a cell with several values left, then its deduced mark.
  [[nodiscard]] std::string cell_state(VarId v) const {
    std::string values;
    const Domain d = domain(v);
    for (Value s = 0; s < static_cast<Value>(symbols_.size()); ++s)
      if (d.contains(s)) {
        if (!values.empty()) values += '|';
        values += symbol(s);
      }
    return cat(plain_name(v), "=", values, deduced_mark(v));
  }

  // "row 2" or "column 5" when every premise lies on one line, else "".
  [[nodiscard]] std::string line_name(const std::vector<VarId>& cells) const {
    const auto same = [&](auto coordinate) {
      return std::all_of(cells.begin(), cells.end(), [&](VarId v) { return coordinate(v) == coordinate(cells.front()); });
    };
    if (same([&](VarId v) { return row(v); })) return cat("row ", std::to_string(row(cells.front()) + 1));
    if (same([&](VarId v) { return column(v); })) return cat("column ", std::to_string(column(cells.front()) + 1));
    return {};
  }
  [[nodiscard]] std::string on_line(const std::vector<VarId>& cells) const {
    const std::string line = line_name(cells);
    return line.empty() ? std::string() : line + ": ";
  }

  // The value every premise is fixed to, or -1.
  [[nodiscard]] Value common_value() const {
    const Domain first = domain(premises_.front());
    if (!first.fixed()) return -1;
    for (const VarId v : premises_)
      if (domain(v) != first) return -1;
    return first.min();
  }

  [[nodiscard]] std::string run_length() const {
    const Value s = common_value();
    const std::string cells = names(sorted(premises_));
    const std::string why = " (run-length: no three equal symbols side by side in a row or column)";
    if (s < 0) return cat(on_line(premises_), cells, why);
    return cat(on_line(premises_), cells, " are all ", symbol(s), why);
  }

  [[nodiscard]] std::string balance() const {
    const int symbol_count = static_cast<int>(symbols_.size());
    const std::string line = line_name(premises_);
    const bool is_row = line.starts_with("row");
    const int length = is_row ? cols_ : rows_;
    const int want = length / symbol_count;
    const std::string why = symbol_count == 2 ? " (balance: every row and column has as many X as O)"
                                              : " (balance: every row and column has equally many X, O and I)";
    const Value s = common_value();
    if (s >= 0 && static_cast<int>(premises_.size()) > want) {
      return cat(on_line(premises_), names(sorted(premises_)), " are ", symbol(s), ": ", std::to_string(premises_.size()),
                 " ", symbol(s), ", more than ", std::to_string(want), " of ", std::to_string(length), why);
    }
    // Too few: the premises are the cells that can no longer take some symbol.
    Value missing = 0;
    for (Value v = 0; v < symbol_count; ++v) {
      if (std::none_of(premises_.begin(), premises_.end(), [&](VarId x) { return domain(x).contains(v); })) {
        missing = v;
        break;
      }
    }
    const int room = length - static_cast<int>(premises_.size());
    return cat(on_line(premises_), names(sorted(premises_)), " cannot be ", symbol(missing), ", leaving room for ",
               std::to_string(room), " ", symbol(missing), " where ", std::to_string(want), " are needed", why);
  }

  [[nodiscard]] std::string distinct_lines() const {
    const std::size_t half = premises_.size() / 2;
    const std::vector<VarId> first(premises_.begin(), premises_.begin() + static_cast<std::ptrdiff_t>(half));
    const std::vector<VarId> second(premises_.begin() + static_cast<std::ptrdiff_t>(half), premises_.end());
    std::string spelling;
    for (const VarId v : first) spelling += symbol(domain(v).min());
    const bool rows = line_name(first).starts_with("row");
    const int a = rows ? row(first.front()) : column(first.front());
    const int b = rows ? row(second.front()) : column(second.front());
    return cat(rows ? "rows " : "columns ", std::to_string(std::min(a, b) + 1), " and ", std::to_string(std::max(a, b) + 1),
               " are both ", spelling, deduced_note(), " (distinct-lines: no two rows and no two columns are equal)");
  }

  // ", where r1c2 r1c3 were deduced" for the premises the file left empty; "" when there are none.
  [[nodiscard]] std::string deduced_note() const {
    std::string deduced;
    for (const VarId v : sorted(premises_))
      if (given(v) < 0) deduced += cat(" ", plain_name(v));
    return deduced.empty() ? std::string() : cat(", where", deduced, " were deduced");
  }

  // line-consistency (and any rule that names a whole line): the cells the
  // line lost values in, and the complete lines whose spellings it may not reuse.
  [[nodiscard]] std::string whole_line(const std::string& rule) const {
    const VarId anchor = premises_.front();
    const auto count_on = [&](auto coordinate) {
      return std::count_if(premises_.begin(), premises_.end(),
                           [&](VarId v) { return coordinate(v) == coordinate(anchor); });
    };
    const auto row_of = [&](VarId v) { return row(v); };
    const auto column_of = [&](VarId v) { return column(v); };
    const bool is_row = count_on(row_of) >= count_on(column_of);
    const auto line_of = [&](VarId v) { return is_row ? row(v) : column(v); };
    std::vector<VarId> own;
    std::set<int> others;
    for (const VarId v : premises_) {
      if (line_of(v) == line_of(anchor)) own.push_back(v);
      else others.insert(line_of(v) + 1);
    }
    std::string out = cat(is_row ? "row " : "column ", std::to_string(line_of(anchor) + 1),
                          ": no spelling of the line obeys the rules with");
    for (const VarId v : sorted(own)) out += cat(" ", cell_state(v));
    if (!others.empty()) {
      out += cat(", other than those of the complete ", is_row ? "row" : "column", others.size() > 1 ? "s" : "");
      for (const int l : others) out += cat(" ", std::to_string(l));
    }
    return cat(out, " (", rule, ": runs, balance", symbols_.size() == 2 ? " and distinct lines" : "", " together)");
  }

  const LoadedPuzzle& puzzle_;
  const Model& model_;
  const FailureListener& listener_;
  std::string_view symbols_;
  int rows_, cols_;
  std::vector<int> cell_of_;  // by VarId: the cell's index in the puzzle, -1 for helper variables
  std::vector<VarId> premises_;  // the failure's premises that are cells
};

}  // namespace

std::optional<std::string> root_contradiction(const LoadedPuzzle& puzzle) {
  if (puzzle.text.dims.size() != 2 || puzzle.text.dims[0] <= 0 || puzzle.text.dims[1] <= 0) return std::nullopt;
  // The first failure that rests on givens alone; else the first failure, its deduced cells marked.
  std::optional<std::string> first;
  for (const RuleSet& rules : kStages) {
    Model model;
    if (puzzle.kind->build(puzzle.text, rules, model)) return std::nullopt;  // build errors are reported elsewhere
    if (model.objective) return std::nullopt;
    FailureListener listener(static_cast<std::size_t>(model.space->variable_count()));
    model.space->attach(&listener);
    const bool consistent = model.space->propagate();
    model.space->attach(nullptr);
    if (consistent || !listener.failed()) continue;
    const Describer describer(puzzle, model, listener);
    if (describer.rests_on_givens()) return describer.describe();
    if (!first) first = describer.describe();
  }
  return first;
}

}  // namespace xoi::cli

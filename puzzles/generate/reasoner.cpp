#include "puzzles/generate/reasoner.hpp"

#include "puzzles/grid/line_puzzle.hpp"

namespace xoi {

std::optional<Reasoner> Reasoner::create(const Kind& kind, const std::vector<int>& dims, Level level,
                                         std::string& error) {
  PuzzleText board;
  board.kind = std::string(kind.syntax.name);
  board.dims = dims;
  std::int64_t cells = 1;
  for (const int d : dims) cells *= d;
  board.cells.assign(static_cast<std::size_t>(cells), -1);
  // Only the fixpoint matters here, so Troix leaves out the rules that line
  // consistency implies (RuleSet::implied_rules). Binox keeps them: without
  // them its searches take more nodes. Measured (docs/generator-history.md), the same
  // puzzles: Troix 15x15 and 30x30 generation 9% and 13% fewer instructions;
  // Binox 60x60 seeds 1 / 3 / 5 2.99 / 5.32 / 0.84 -> 6.43 / 8.76 / 1.56 s.
  RuleSet rules = rules_for(level);
  rules.implied_rules = kind.line_rules == nullptr || kind.line_rules->symbols < 3;
  Model model;
  if (const auto failure = kind.build(board, rules, model)) {
    error = failure->message;
    return std::nullopt;
  }
  if (model.objective) {
    error = std::string(kind.syntax.name) + " is an optimisation kind: it has no unique solution to grade";
    return std::nullopt;
  }
  return Reasoner(std::move(model), level);
}

Reasoner::Reasoner(Model model, Level level)
    : model_(std::move(model)), level_(level), values_(model_.cells.size(), -1),
      known_(static_cast<std::size_t>(model_.space->variable_count()), -1) {}

bool Reasoner::post_givens(std::span<const std::int8_t> givens) {
  Space& space = *model_.space;
  for (std::size_t i = 0; i < givens.size(); ++i)
    if (givens[i] >= 0 && space.assign(model_.cells[i], givens[i]) == Change::Failed) return false;
  return true;
}

int Reasoner::count_open_cells() const {
  int open = 0;
  for (const VarId v : model_.cells) open += model_.space->domain(v).fixed() ? 0 : 1;
  return open;
}

void Reasoner::read_values() {
  for (std::size_t i = 0; i < model_.cells.size(); ++i) {
    const Domain d = model_.space->domain(model_.cells[i]);
    values_[i] = static_cast<std::int8_t>(d.fixed() ? d.min() : -1);
  }
}

void Reasoner::read_values(const std::vector<Domain>& domains) {
  for (std::size_t i = 0; i < model_.cells.size(); ++i)
    values_[i] = static_cast<std::int8_t>(domains[static_cast<std::size_t>(model_.cells[i])].min());
}

Verdict Reasoner::reason(std::span<const std::int8_t> givens, const Question& question) {
  Space& space = *model_.space;
  const std::span<const std::int8_t> solution = question.solution;
  const int focus = question.focus;
  space.push_mark();
  probing_ = {};
  bool consistent = post_givens(givens);
  if (consistent && (question.probing || level_ >= Level::Probing)) {
    ProbingOptions options;
    options.vars = model_.cells;
    if (!solution.empty()) {
      for (std::size_t i = 0; i < model_.cells.size(); ++i)
        known_[static_cast<std::size_t>(model_.cells[i])] = solution[i];
      options.known_solution = known_;
    }
    if (focus >= 0) options.stop_when_fixed = model_.cells[static_cast<std::size_t>(focus)];
    consistent = probe(space, options, &probing_);
  } else if (consistent) {
    consistent = space.propagate();
  }
  Verdict verdict = Verdict::Contradiction;
  if (consistent) {
    if (focus < 0) open_cells_ = count_open_cells();
    const bool solved = focus >= 0 ? space.domain(model_.cells[static_cast<std::size_t>(focus)]).fixed()
                                   : open_cells_ == 0;
    verdict = solved ? Verdict::Solved : Verdict::Stuck;
    if (solved && focus < 0) read_values();
  }
  space.pop_mark();
  return verdict;
}

SearchResult Reasoner::search(std::span<const std::int8_t> givens, const SearchOptions& options, int forbid_cell,
                              Value forbid_value) {
  Space& space = *model_.space;
  space.push_mark();
  bool consistent = post_givens(givens);
  if (consistent && forbid_cell >= 0)
    consistent = space.remove(model_.cells[static_cast<std::size_t>(forbid_cell)], forbid_value) != Change::Failed;
  SearchResult result;
  if (consistent) {
    SearchOptions bounded = options;
    bounded.branch_vars = model_.cells;
    result = depth_first_search(space, bounded);
  } else {
    result.stats.nodes = 1;
    result.stats.failures = 1;
  }
  if (result.found()) read_values(result.first_solution);
  space.pop_mark();
  return result;
}

}  // namespace xoi

#include "puzzles/generate/generator.hpp"

#include <algorithm>
#include <cmath>

#include "engine/search/rng.hpp"
#include "puzzles/generate/grid_size.hpp"

namespace xoi {
namespace {

std::string level_list(std::span<const Level> levels) {
  std::string list;
  for (const Level level : levels) list += (list.empty() ? "" : ", ") + std::to_string(level_number(level));
  return list;
}

}  // namespace

std::string Generator::request_problem(const Kind& kind, const GenerateRequest& request) {
  if (std::string problem = check_generate_size(kind, request.rows, request.cols); !problem.empty()) return problem;
  const std::span<const Level> levels = levels_of(kind.syntax.name);
  if (request.difficulty && std::find(levels.begin(), levels.end(), *request.difficulty) == levels.end())
    return std::string(kind.syntax.name) + " has no level " + std::to_string(level_number(*request.difficulty)) +
           " (" + std::string(level_name(*request.difficulty)) + ": its rules add nothing there); levels are " +
           level_list(levels);
  if (request.minimal_for && std::find(levels.begin(), levels.end(), *request.minimal_for) == levels.end())
    return std::string(kind.syntax.name) + " has no level " + std::to_string(level_number(*request.minimal_for)) +
           " to be minimal for; levels are " + level_list(levels);
  if (request.minimal_for && request.difficulty && *request.minimal_for != *request.difficulty)
    return "a puzzle of --difficulty " + std::to_string(level_number(*request.difficulty)) +
           " is minimal for that level: --minimal-for " + std::to_string(level_number(*request.minimal_for)) +
           (*request.minimal_for == Level::Search ? " (or --unique-minimal)" : "") +
           " goes with no --difficulty or the same one";
  if (!(request.givens_fraction >= 0 && request.givens_fraction <= 1))
    return "the fraction of givens must lie between 0 and 1";
  if (std::string problem = symmetry_problem(request.symmetry, request.rows, request.cols); !problem.empty())
    return problem;
  if (request.max_attempts < 1) return "at least one attempt is needed";
  if (!request.draft.empty()) {
    if (request.draft.size() != static_cast<std::size_t>(request.rows) * static_cast<std::size_t>(request.cols))
      return "the draft has " + std::to_string(request.draft.size()) + " cells, not " + std::to_string(request.rows) +
             "x" + std::to_string(request.cols);
  }
  return {};
}

std::optional<Generator> Generator::create(const Kind& kind, const GenerateRequest& request, std::string& error) {
  error = request_problem(kind, request);
  if (!error.empty()) return std::nullopt;
  Generator generator(kind, request);
  for (const Level level : generator.levels_) {
    if (level > Level::LineConsistency) break;
    std::optional<Reasoner> reasoner = Reasoner::create(kind, {request.rows, request.cols}, level, error);
    if (!reasoner) return std::nullopt;
    generator.reasoners_.push_back(std::move(*reasoner));
  }
  return generator;
}

Generator::Generator(const Kind& kind, const GenerateRequest& request)
    : kind_(&kind), request_(request), orbits_(request.symmetry, request.rows, request.cols) {
  // puzzles/grid/line_puzzle.cpp posts distinct-line tables for lines with
  // at most 1024 legal spellings (Binox up to 14 cells); see RemovalPhase.
  constexpr std::uint64_t kMostTableLines = 1024;
  const std::span<const Level> levels = levels_of(kind.syntax.name);
  levels_.assign(levels.begin(), levels.end());
  const bool distinct = std::find(levels.begin(), levels.end(), Level::DistinctLines) != levels.end();
  refresh_at_leaves_ = distinct && (binox_line_count(request.rows) <= kMostTableLines ||
                                    binox_line_count(request.cols) <= kMostTableLines);
  const double cells = static_cast<double>(request.rows) * request.cols;
  // (Less a hair: 0.55 * 100 is 55.000000000000007 in doubles, and 55 givens
  // are what was asked.)
  target_count_ = static_cast<int>(std::ceil(request.givens_fraction * cells - 1e-9));
}

Reasoner& Generator::reasoner_for(Level level) {
  for (Reasoner& r : reasoners_)
    if (r.level() == level) return r;
  return reasoners_.back();  // probing and search use every rule, as level 3
}

Level Generator::target_level() const {
  if (request_.difficulty) return *request_.difficulty;
  return request_.minimal_for.value_or(Level::Search);
}

std::vector<Level> Generator::phases() const {
  // Measured (docs/generator-history.md): a first pass at level 1, whose checks are
  // cheap, removes most givens before the costly checks of levels 3-5; level
  // 2 goes straight, as a level-1 pass first leaves it too little to remove.
  const Level target = target_level();
  switch (target) {
    case Level::Counting:
    case Level::DistinctLines:
      return {target};
    case Level::LineConsistency:
      return {Level::Counting, Level::LineConsistency};
    case Level::Probing:
    case Level::Search:
      return {Level::Counting, Level::LineConsistency, target};
  }
  return {target};
}

bool Generator::fill(std::uint64_t seed, Givens& solution) {
  SearchOptions options;
  options.limits.solutions = 1;
  options.value_order = ValueOrder::Random;
  options.restarts.enabled = true;
  options.seed = seed;
  Reasoner& reasoner = reasoner_for(Level::LineConsistency);
  const Givens empty(static_cast<std::size_t>(reasoner.cell_count()), -1);
  const SearchResult result = reasoner.search(request_.draft.empty() ? empty : request_.draft, options);
  stats_.fill_nodes += result.stats.nodes;
  if (!result.found()) return false;
  solution = reasoner.values();
  return true;
}

Level Generator::grade(const Givens& givens, const Givens& solution) {
  for (const Level level : levels_) {
    if (level == Level::Search) break;
    Reasoner::Question question;
    question.probing = level == Level::Probing;
    // The solution's values cannot fail a trial: probing skips them (one
    // trial of each open cell) and reaches the same fixpoint, so the same
    // grade as grade_puzzle, which does not know the solution.
    question.solution = solution;
    if (reasoner_for(level).reason(givens, question) == Verdict::Solved) return level;
  }
  return Level::Search;
}

void Generator::hand_stop_to_reasoners(bool on) {
  for (Reasoner& reasoner : reasoners_) reasoner.space().set_stop_conditions(on ? request_.stop : StopConditions{});
}

std::optional<GeneratedPuzzle> Generator::generate(std::uint64_t seed, Failure* failure) {
  // The reasoners' propagations and searches give up on request.stop; once
  // they have, nothing they decided can be trusted, so a stopped try is
  // dropped whatever it came to (try_seed returns it, this says Stopped).
  hand_stop_to_reasoners(true);
  if (request_.progress != nullptr) request_.progress->on_puzzle(seed);
  std::optional<GeneratedPuzzle> puzzle = try_seed(seed, failure);
  hand_stop_to_reasoners(false);
  if (request_.stop.reached()) {
    if (failure != nullptr) *failure = Failure::Stopped;
    return std::nullopt;
  }
  return puzzle;
}

void Generator::remove_in_phases(std::span<const Level> levels, std::span<const int> order, const Givens& solution,
                                 RemovalState& state, int min_givens, RemovalProgress* progress) {
  std::vector<int> candidates;
  for (const Level level : levels) {
    if (request_.stop.reached()) break;
    if (state.count <= min_givens) {  // this phase's checks are held back too
      state.held_by_min_givens = state.held_by_min_givens || min_givens > 0;
      break;
    }
    candidates.clear();
    for (const int cell : order)
      if (state.givens[static_cast<std::size_t>(cell)] >= 0) candidates.push_back(cell);
    const RemovalPhase phase{.level = level,
                             .solution = solution,
                             .min_givens = min_givens,
                             .held_by_min_givens = &state.held_by_min_givens,
                             .search_node_limit = request_.uniqueness_node_limit,
                             .cols = request_.cols,
                             .line_rules = kind_->line_rules,
                             .proven_needed = state.proven_needed,
                             .refresh_at_leaves = refresh_at_leaves_,
                             .unproved = &state.unproved,
                             .progress = progress,
                             .orbits = &orbits_};
    remove_givens(reasoner_for(level), phase, candidates, state.givens, state.count, stats_.removal);
  }
}

std::optional<Generator::DraftReview> Generator::review_draft(const GeneratedPuzzle& puzzle, Level deepest) {
  DraftReview review;
  Givens givens = puzzle.givens;
  int count = puzzle.given_count;
  std::vector<std::uint8_t> proven_needed(givens.size(), 0);
  // The draft's cells in an order drawn from the puzzle's seed, not row-major
  // (which would empty the top rows of a full grid first). Under a symmetry,
  // one cell per orbit holding a draft given: the orbit goes whole or not at all.
  std::vector<int> order;
  for (int cell = 0; cell < static_cast<int>(givens.size()); ++cell)
    if (orbits_.leads(cell) && orbit_in_draft(cell)) order.push_back(cell);
  review.exact = deepest >= puzzle.minimal_for || order.empty();  // (no draft given: nothing to review)
  SplitMix64 rng(SplitMix64::mix(puzzle.seed) + static_cast<std::uint64_t>(puzzle.attempts));
  rng.shuffle(std::span(order));
  // The removal's own phases, cheap checks first (they take away most of
  // what goes), up to `deepest`.
  std::vector<Level> levels = phases();
  std::erase_if(levels, [&](Level level) { return level > deepest; });
  hand_stop_to_reasoners(true);
  RemovalState state{givens, count, proven_needed, review.unproved};
  remove_in_phases(levels, order, puzzle.solution, state, 0, request_.progress);
  hand_stop_to_reasoners(false);
  if (request_.stop.reached()) return std::nullopt;
  for (int cell = 0; cell < static_cast<int>(givens.size()); ++cell) {
    if (givens[static_cast<std::size_t>(cell)] >= 0 || puzzle.givens[static_cast<std::size_t>(cell)] < 0) continue;
    review.dropped.push_back(cell);
    if (in_draft(cell)) review.unneeded.push_back(cell);
  }
  std::sort(review.unproved.begin(), review.unproved.end());
  return review;
}

std::optional<GeneratedPuzzle> Generator::try_seed(std::uint64_t seed, Failure* failure) {
  // Each puzzle depends on its own seed only: dom/wdeg weights learnt on the
  // previous puzzle's grid would steer this one's searches by failures of
  // another solution (and made Binox 30x30 --unique-minimal ~1.5x slower).
  for (Reasoner& reasoner : reasoners_) reasoner.space().reset_failure_weights();
  SplitMix64 attempt_seeds(seed);
  const std::vector<Level> reduction_phases = phases();
  for (int attempt = 1; attempt <= request_.max_attempts; ++attempt) {
    if (request_.stop.reached()) return std::nullopt;
    ++stats_.attempts;
    SplitMix64 rng(attempt_seeds.next());
    GeneratedPuzzle puzzle;
    if (!fill(rng.next(), puzzle.solution)) {
      if (failure != nullptr) *failure = Failure::NoGrid;
      return std::nullopt;
    }
    // The cells in random order, one per orbit (every cell without
    // symmetry); an orbit holding a draft given stays whole.
    std::vector<int> order;
    for (int cell = 0; cell < static_cast<int>(puzzle.solution.size()); ++cell)
      if (orbits_.leads(cell) && !orbit_in_draft(cell)) order.push_back(cell);
    rng.shuffle(std::span(order));

    puzzle.givens = puzzle.solution;
    puzzle.given_count = static_cast<int>(puzzle.givens.size());
    std::vector<std::uint8_t> proven_needed(puzzle.solution.size(), 0);
    RemovalState state{puzzle.givens, puzzle.given_count, proven_needed, puzzle.unproved};
    const bool adds_back = adds_back_givens();
    remove_in_phases(reduction_phases, order, puzzle.solution, state, adds_back ? 0 : target_count_,
                     request_.progress);

    puzzle.level = grade(puzzle.givens, puzzle.solution);
    if (request_.difficulty && puzzle.level != *request_.difficulty) continue;
    puzzle.kept_more = adds_back ? add_back_givens(puzzle, rng.next()) > 0 : state.held_by_min_givens;
    puzzle.seed = seed;
    puzzle.attempts = attempt;
    std::sort(puzzle.unproved.begin(), puzzle.unproved.end());
    puzzle.minimal = !puzzle.kept_more && puzzle.unproved.empty();
    puzzle.minimal_for = reduction_phases.back();
    return puzzle;
  }
  if (failure != nullptr) *failure = Failure::AttemptsExhausted;
  return std::nullopt;
}

bool Generator::adds_back_givens() const {
  return target_count_ > 0 && request_.difficulty && *request_.difficulty != levels_.front();
}

int Generator::add_back_givens(GeneratedPuzzle& puzzle, std::uint64_t seed) {
  SplitMix64 rng(seed);
  std::vector<int> order;
  for (int cell = 0; cell < static_cast<int>(puzzle.givens.size()); ++cell)
    if (orbits_.leads(cell) && puzzle.givens[static_cast<std::size_t>(cell)] < 0) order.push_back(cell);
  rng.shuffle(std::span(order));
  const auto below = std::find(levels_.begin(), levels_.end(), puzzle.level) - 1;  // (not the weakest level)
  Reasoner::Question question;
  question.probing = *below == Level::Probing;
  question.solution = puzzle.solution;
  Reasoner& weaker = reasoner_for(*below);
  const auto give = [&puzzle](const CellOrbits::Orbit& orbit, bool back) {
    for (const int cell : orbit) {
      const std::size_t at = static_cast<std::size_t>(cell);
      puzzle.givens[at] = back ? puzzle.solution[at] : std::int8_t{-1};
    }
    puzzle.given_count += back ? orbit.size : -orbit.size;
  };
  int given_back = 0;
  for (const int lead : order) {
    if (puzzle.given_count >= target_count_ || request_.stop.reached()) break;
    const CellOrbits::Orbit orbit = orbits_.of(lead);
    give(orbit, true);
    if (weaker.reason(puzzle.givens, question) == Verdict::Solved) give(orbit, false);
    else given_back += orbit.size;
  }
  if (!request_.stop.reached()) puzzle.short_of_fraction = std::max(0, target_count_ - puzzle.given_count);
  return given_back;
}

}  // namespace xoi

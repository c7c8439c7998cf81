#include "engine/propagators/line_cost.hpp"

#include <memory>

#include "engine/propagators/line_cost_bound.hpp"
#include "engine/search/line_cost_local_search.hpp"

namespace xoi {
namespace {

class LineCost final : public Propagator {
 public:
  LineCost(std::span<const VarId> cells, std::span<const std::vector<VarId>> lines, int zeros,
           std::shared_ptr<const CostBound> bound, int probe_gap)
      : Propagator(CostClass::Expensive, "line-cost"),
        state_(cells, lines, zeros),
        bound_(std::move(bound)),
        probe_gap_(probe_gap) {}

  PropagationStatus propagate(Space& space) override {
    state_.sync(space);
    const int limit = bound_->limit();
    const int bound = state_.lower_bound();
    if (bound >= limit || bound >= LineCostBound::kInfeasible) return fail(space);
    if (limit == CostBound::kNone || limit - bound > probe_gap_) return PropagationStatus::Fixpoint;
    // Probe every open cell; a value whose bound reaches the limit goes, and
    // the snapshot keeps the other one, so later probes see it. Repeat until
    // a pass removes nothing: then running again would change nothing.
    for (bool pruned = true; pruned;) {
      pruned = false;
      for (int c = 0; c < state_.cell_count(); ++c) {
        if (!state_.open(c)) continue;
        for (Value v = 0; v < 2; ++v) {
          if (!state_.reaches_if(c, v, limit)) continue;
          const Value other = 1 - v;
          if (space.sink() != nullptr) name_fixed_cells(space);
          if (space.assign(state_.var(c), other) == Change::Failed) return PropagationStatus::Failed;
          state_.fix(c, other);
          if (state_.lower_bound() >= limit) return fail(space);
          pruned = true;
          break;
        }
      }
    }
    return PropagationStatus::Fixpoint;
  }

 private:
  // Premises of a bound: every fixed cell of the board (the bound counts them all).
  void name_fixed_cells(Space& space) {
    premises_.clear();
    for (int c = 0; c < state_.cell_count(); ++c)
      if (!state_.open(c)) premises_.push_back(state_.var(c));
    space.set_premises(premises_);
  }
  PropagationStatus fail(Space& space) {
    if (space.sink() != nullptr) name_fixed_cells(space);
    return PropagationStatus::Failed;
  }

  LineCostBound state_;
  std::shared_ptr<const CostBound> bound_;
  int probe_gap_;
  std::vector<VarId> premises_;  // explanations only
};

}  // namespace

Objective post_line_cost(Space& space, std::span<const VarId> cells, std::span<const std::vector<VarId>> lines,
                         int zeros, const LineCostOptions& options) {
  Objective objective;
  for (const VarId v : cells)
    if (space.restrict(v, Domain::range(2)) == Change::Failed) space.fail();
  if (zeros < 0 || zeros > static_cast<int>(cells.size())) space.fail();
  const int id = space.post(std::make_unique<LineCost>(cells, lines, zeros, objective.bound, options.probe_gap));
  for (const VarId v : cells) space.subscribe(id, v);

  auto line_copy = std::make_shared<const std::vector<std::vector<VarId>>>(lines.begin(), lines.end());
  auto cell_copy = std::make_shared<const std::vector<VarId>>(cells.begin(), cells.end());
  objective.cost = [line_copy](const Space& s) { return count_monochromatic_lines(s, *line_copy); };
  auto evaluator = std::make_shared<LineCostBound>(cells, lines, zeros);
  objective.lower_bound = [evaluator](const Space& s) {
    evaluator->load(s);
    return evaluator->lower_bound();
  };
  if (options.warm_start_moves == 0) return objective;
  objective.warm_start = [line_copy, cell_copy, zeros, moves = options.warm_start_moves](
                             const Space& s, int good_enough, std::uint64_t seed, double seconds) {
    std::optional<Incumbent> incumbent;
    const std::optional<LineCostFilling> filling =
        line_cost_local_search(s, *cell_copy, *line_copy, zeros, {.moves = moves, .seconds = seconds, .seed = seed}, good_enough);
    if (!filling) return incumbent;
    incumbent.emplace();
    incumbent->cost = filling->cost;
    for (VarId v = 0; v < s.variable_count(); ++v) incumbent->domains.push_back(s.domain(v));
    for (std::size_t i = 0; i < cell_copy->size(); ++i)
      incumbent->domains[static_cast<std::size_t>((*cell_copy)[i])] = Domain::of(filling->values[i]);
    return incumbent;
  };
  return objective;
}

int count_monochromatic_lines(const Space& space, std::span<const std::vector<VarId>> lines) {
  int count = 0;
  for (const std::vector<VarId>& line : lines) {
    DomainBits seen = 0;
    bool complete = true;
    for (const VarId v : line) {
      const Domain d = space.domain(v);
      complete &= d.fixed();
      seen |= d.bits;
    }
    count += complete && Domain{seen}.fixed();
  }
  return count;
}

}  // namespace xoi

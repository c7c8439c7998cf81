#include "engine/propagators/lex_leader.hpp"

#include <cstdint>
#include <memory>

namespace xoi {
namespace {

class LexLeader final : public Propagator {
 public:
  LexLeader(std::span<const VarId> vars, std::span<const std::vector<int>> symmetries)
      : Propagator(CostClass::Medium, "lex-leader"), vars_(vars.begin(), vars.end()) {
    for (const std::vector<int>& s : symmetries) {
      bool identity = true;
      for (std::size_t i = 0; i < s.size(); ++i) identity &= s[i] == static_cast<int>(i);
      if (identity) continue;
      for (const int p : s) images_.push_back(vars_[static_cast<std::size_t>(p)]);
    }
    const std::size_t count = vars_.empty() ? 0 : images_.size() / vars_.size();
    cursor_.assign(count, 0);
    holds_.assign(count, 0);
  }

  PropagationStatus propagate(Space& space) override {
    bool all_hold = true;
    for (std::size_t s = 0; s < cursor_.size(); ++s) {
      if (holds_[s] != 0) continue;
      const Result r = propagate_one(space, s);
      if (r == Result::Failed) return PropagationStatus::Failed;
      if (r == Result::Open) all_hold = false;
    }
    return all_hold ? PropagationStatus::Subsumed : PropagationStatus::Fixpoint;
  }

 private:
  enum class Result : std::uint8_t { Failed, Open, Holds };

  [[nodiscard]] VarId image(std::size_t s, std::size_t i) const { return images_[s * vars_.size() + i]; }

  // Equal for sure: the same variable, or both fixed to one value.
  [[nodiscard]] bool surely_equal(const Space& space, VarId x, VarId y) const {
    if (x == y) return true;
    const Domain dx = space.domain(x), dy = space.domain(y);
    return dx.fixed() && dx == dy;
  }

  // Can x[from..] <=lex image[from..] still hold, positions taken independently?
  [[nodiscard]] bool rest_may_be_leq(const Space& space, std::size_t s, std::size_t from) const {
    for (std::size_t i = from; i < vars_.size(); ++i) {
      const VarId x = vars_[i], y = image(s, i);
      if (x == y) continue;
      const Domain dx = space.domain(x), dy = space.domain(y);
      if (dx.min() < dy.max()) return true;   // may be strictly smaller here
      if (dx.min() > dy.max()) return false;  // surely greater here
    }
    return true;  // all equal is allowed
  }

  Result propagate_one(Space& space, std::size_t s) {
    const std::size_t n = vars_.size();
    for (;;) {
      auto i = static_cast<std::size_t>(cursor_[s]);
      while (i < n && surely_equal(space, vars_[i], image(s, i))) ++i;
      if (static_cast<std::int32_t>(i) != cursor_[s]) space.trail_assign(cursor_[s], static_cast<std::int32_t>(i));
      if (i == n) return hold(space, s);
      const VarId x = vars_[i], y = image(s, i);
      const Domain dx = space.domain(x), dy = space.domain(y);
      if (dx.max() < dy.min()) return hold(space, s);
      const bool strict = !rest_may_be_leq(space, s, i + 1);
      // x <= y (or x < y): x loses values above y's largest, y those below x's smallest.
      const int x_top = strict ? dy.max() - 1 : dy.max();
      const int y_bottom = strict ? dx.min() + 1 : dx.min();
      if (space.sink() != nullptr) name_premises(space, s, i, strict);
      const auto below = [](int v) { return Domain{static_cast<DomainBits>(v < 0 ? 0 : v >= 7 ? 0xff : (2u << v) - 1u)}; };
      const Change cx = space.restrict(x, below(x_top));
      if (cx == Change::Failed) return Result::Failed;
      const Change cy = space.restrict(y, Domain{static_cast<DomainBits>(~below(y_bottom - 1).bits)});
      if (cy == Change::Failed) return Result::Failed;
      if (cx == Change::None && cy == Change::None) return Result::Open;
    }
  }

  // Premises of a pruning at position i: the equal prefix of both sides, the
  // pair compared, and when strict the rest that cannot be <=lex.
  void name_premises(Space& space, std::size_t s, std::size_t i, bool strict) {
    premises_.clear();
    const std::size_t end = strict ? vars_.size() : i + 1;
    for (std::size_t j = 0; j < end; ++j) {
      premises_.push_back(vars_[j]);
      if (image(s, j) != vars_[j]) premises_.push_back(image(s, j));
    }
    space.set_premises(premises_);
  }

  Result hold(Space& space, std::size_t s) {
    space.trail_assign(holds_[s], 1);
    return Result::Holds;
  }

  std::vector<VarId> vars_;
  std::vector<VarId> images_;  // symmetry s compares vars_[i] with images_[s * n + i]
  std::vector<std::int32_t> cursor_, holds_;  // trailed
  std::vector<VarId> premises_;               // explanations only
};

}  // namespace

void post_lex_leader(Space& space, std::span<const VarId> vars, std::span<const std::vector<int>> symmetries) {
  auto p = std::make_unique<LexLeader>(vars, symmetries);
  const int id = space.post(std::move(p));
  for (const VarId v : vars) space.subscribe(id, v);
}

}  // namespace xoi

#include "engine/propagators/count_balance.hpp"

#include <array>
#include <memory>
#include <vector>

#include "engine/bits.hpp"

namespace xoi {
namespace {

class CountBalance final : public Propagator {
 public:
  CountBalance(Space& space, std::span<const VarId> line, std::span<const int> counts)
      : Propagator(CostClass::Cheap, "balance"),
        vars_(line.begin(), line.end()),
        counts_(counts.begin(), counts.end()),
        line_(space.add_line(line, static_cast<int>(counts.size()))),
        open_cells_(space.line_words(line_)) {}

  PropagationStatus propagate(Space& space) override {
    for (;;) {
      tally(space);
      bool changed = false;
      bool all_fixed = true;
      for (Value v = 0; v < static_cast<Value>(counts_.size()); ++v) {
        const int want = counts_[static_cast<std::size_t>(v)];
        const int fixed = fixed_[static_cast<std::size_t>(v)], possible = possible_[static_cast<std::size_t>(v)];
        if (fixed != possible) all_fixed = false;
        if (want == kAnyCount || fixed == possible) continue;
        if (fixed > want || possible < want) return fail(space, v, fixed > want);
        if (fixed == want) {
          if (!settle_open_cells(space, v, /*take_value=*/false, changed)) return PropagationStatus::Failed;
        } else if (possible == want) {
          if (!settle_open_cells(space, v, /*take_value=*/true, changed)) return PropagationStatus::Failed;
        }
      }
      if (!changed) {
        if (!all_fixed) return PropagationStatus::Fixpoint;
        for (Value v = 0; v < static_cast<Value>(counts_.size()); ++v) {
          const int want = counts_[static_cast<std::size_t>(v)];
          if (want != kAnyCount && fixed_[static_cast<std::size_t>(v)] != want) return fail(space, v, fixed_[static_cast<std::size_t>(v)] > want);
        }
        return PropagationStatus::Subsumed;
      }
    }
  }

 private:
  // Counts from the line's planes: popcounts, no per-cell reads. open_cells_
  // marks the cells that still hold two values or more (the open cells).
  void tally(const Space& space) {
    const Value values = static_cast<Value>(counts_.size());
    if (open_cells_.size() == 1) {  // lines of at most 64 cells: no sums to clear
      const bits::Word open = space.line_open_cells(line_, 0);
      open_cells_[0] = open;
      const bits::ConstPlane planes = space.line_planes(line_);  // one word per value
      for (Value v = 0; v < values; ++v) {
        const bits::Word p = planes[static_cast<std::size_t>(v)];
        possible_[static_cast<std::size_t>(v)] = std::popcount(p);
        fixed_[static_cast<std::size_t>(v)] = std::popcount(p & ~open);
      }
      return;
    }
    fixed_.fill(0);
    possible_.fill(0);
    for (std::size_t w = 0; w < open_cells_.size(); ++w) {
      open_cells_[w] = space.line_open_cells(line_, w);
      for (Value v = 0; v < values; ++v) {
        const bits::Word p = space.line_plane(line_, v)[w];
        possible_[static_cast<std::size_t>(v)] += std::popcount(p);
        fixed_[static_cast<std::size_t>(v)] += std::popcount(p & ~open_cells_[w]);
      }
    }
  }

  // The open cells that may take v either all take it or all lose it.
  bool settle_open_cells(Space& space, Value v, bool take_value, bool& changed) {
    if (space.sink() != nullptr) name_premises(space, v, take_value);
    const bits::ConstPlane holds_v = space.line_plane(line_, v);
    for (std::size_t w = 0; w < open_cells_.size(); ++w) {
      // m is a copy: the removals below change the plane being read.
      for (bits::Word m = holds_v[w] & open_cells_[w]; m != 0; m &= m - 1) {
        const VarId x = vars_[w * 64 + static_cast<std::size_t>(std::countr_zero(m))];
        const Change c = take_value ? space.assign(x, v) : space.remove(x, v);
        if (c == Change::Failed) return false;
        changed |= c == Change::Changed;
      }
    }
    return true;
  }

  // Premises: the cells fixed to v (it has its count), or the cells that can no
  // longer take v (only `want` remain for it).
  void name_premises(Space& space, Value v, bool take_value) {
    premises_.clear();
    for (VarId x : vars_) {
      const Domain d = space.domain(x);
      if (take_value ? !d.contains(v) : (d.fixed() && d.min() == v)) premises_.push_back(x);
    }
    space.set_premises(premises_);
  }

  PropagationStatus fail(Space& space, Value v, bool too_many) {
    if (space.sink() != nullptr) name_premises(space, v, !too_many);
    return PropagationStatus::Failed;
  }

  std::vector<VarId> vars_;
  std::vector<int> counts_;
  int line_;
  std::vector<bits::Word> open_cells_;
  std::array<int, kMaxValues> fixed_{}, possible_{};
  std::vector<VarId> premises_;
};

}  // namespace

void post_count_balance(Space& space, std::span<const VarId> line, std::span<const int> counts) {
  int total = 0;
  bool all_counted = true;
  for (int c : counts) {
    if (c == kAnyCount) {
      all_counted = false;
      continue;
    }
    total += c;
  }
  const int n = static_cast<int>(line.size());
  if (total > n || (all_counted && total != n)) {
    space.fail();
    return;
  }
  const int id = space.post(std::make_unique<CountBalance>(space, line, counts));
  for (VarId v : line) space.subscribe(id, v);
}

}  // namespace xoi

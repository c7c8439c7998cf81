#include "engine/propagators/run_length.hpp"

#include <array>
#include <memory>
#include <vector>

#include "engine/bits.hpp"

namespace xoi {
namespace {

class RunLength final : public Propagator {
 public:
  RunLength(Space& space, std::span<const VarId> line, int max_run, int value_count)
      : Propagator(CostClass::Cheap, "run-length"),
        vars_(line.begin(), line.end()),
        line_(space.add_line(line, value_count)),
        max_run_(max_run),
        values_(value_count),
        words_(bits::words_for(line.size())),
        fixed_(words_ * static_cast<std::size_t>(value_count)),
        left_(words_ * static_cast<std::size_t>(max_run + 1)),
        right_(words_ * static_cast<std::size_t>(max_run + 1)),
        forbid_(words_),
        line_mask_(words_) {
    for (std::size_t i = 0; i < vars_.size(); ++i) bits::set(line_mask_, i);
  }

  PropagationStatus propagate(Space& space) override {
    return words_ == 1 ? propagate_one_word(space) : propagate_any_words(space);
  }

 private:
  // Lines of at most 64 cells: the same rule on scalars, read from the line's
  // planes in a few loads (no per-cell reads; only real removals touch
  // cells). Each value's fixed cells are read when its turn comes, so a cell
  // fixed by an earlier value's removals counts at once; a second pass is
  // needed only when a removal fixed a cell to a value already done.
  PropagationStatus propagate_one_word(Space& space) {
    using bits::Word;
    const Word line = line_mask_[0];
    Word open = open_cells(space);  // read again only after removals, which may fix cells
    for (bool again = true; again;) {
      again = false;
      for (std::size_t v = 0; v < static_cast<std::size_t>(values_); ++v) {
        const Word holds_v = space.line_plane(line_, static_cast<Value>(v))[0];
        const Word f = holds_v & ~open;
        if (std::popcount(f) < max_run_) continue;
        const Word forbid = max_run_ == 2 ? forbidden_by_runs_of_two(f, line) : forbidden_by_runs(f, line);
        if ((forbid & f) != 0) {
          if (space.sink() != nullptr) load_forbid_plane(forbid, f);
          return fail_on_run(space, plane(fixed_, 0));
        }
        // Only the forbidden cells that still hold v change: no no-op removals.
        const Word removals = forbid & holds_v;
        if (removals == 0) continue;
        for (Word m = removals; m != 0; m &= m - 1) {
          const std::size_t i = static_cast<std::size_t>(std::countr_zero(m));
          if (space.sink() != nullptr) {
            load_forbid_plane(forbid, f);
            explain_cell(space, i);
          }
          if (space.remove(vars_[i], static_cast<Value>(v)) == Change::Failed) return PropagationStatus::Failed;
          const Domain now = space.domain(vars_[i]);
          again |= now.fixed() && static_cast<std::size_t>(now.min()) < v;
        }
        open = open_cells(space);
      }
    }
    return open == 0 ? PropagationStatus::Subsumed : PropagationStatus::Fixpoint;
  }

  // Cells that would make a run of max_run + 1 with the cells of f: those
  // with k cells of f just before and max_run - k just after, some k.
  // left[k]: cells whose k nearest cells towards the start are in f.
  [[nodiscard]] bits::Word forbidden_by_runs(bits::Word f, bits::Word line) const {
    using bits::Word;
    // Only entries 0..max_run_ are used: no zero-filling of the rest
    // (1 KB a value a run, once a third of this propagator's time).
    std::array<Word, 65> left, right;  // NOLINT(cppcoreguidelines-pro-type-member-init)
    left[0] = right[0] = line;
    for (int k = 1; k <= max_run_; ++k) {
      left[static_cast<std::size_t>(k)] = left[static_cast<std::size_t>(k - 1)] & (f << k) & line;
      right[static_cast<std::size_t>(k)] = right[static_cast<std::size_t>(k - 1)] & (f >> k);
    }
    Word forbid = 0;
    for (int k = 0; k <= max_run_; ++k) forbid |= left[static_cast<std::size_t>(k)] & right[static_cast<std::size_t>(max_run_ - k)];
    return forbid;
  }

  // The same for runs of at most two (Binox, Troix) in registers: the loops
  // above stored their words and reloaded them as vectors, which stalled on
  // store forwarding (a fifth of Troix 15x15 generation).
  [[nodiscard]] static bits::Word forbidden_by_runs_of_two(bits::Word f, bits::Word line) {
    const bits::Word left1 = (f << 1) & line, left2 = left1 & (f << 2);
    const bits::Word right1 = f >> 1, right2 = right1 & (f >> 2);
    return left2 | (left1 & right1) | (right2 & line);
  }

  // One-word lines: the cells that still hold two values or more.
  [[nodiscard]] bits::Word open_cells(const Space& space) const { return space.line_open_cells(line_, 0); }

  // For explanations on the one-word path: the planes explain_cell reads.
  void load_forbid_plane(bits::Word forbid, bits::Word fixed) {
    fixed_[0] = fixed;
    build_neighbour_runs(plane(fixed_, 0));
    forbid_[0] = forbid;
  }

  PropagationStatus propagate_any_words(Space& space) {
    for (;;) {
      const bool all_fixed = gather_fixed(space);
      bool changed = false;
      for (Value v = 0; v < values_; ++v) {
        const bits::Plane fixed = plane(fixed_, v);
        if (bits::count(fixed) < max_run_) continue;  // too few to force anything
        build_neighbour_runs(fixed);
        // A fixed cell with max_run fixed equal cells beside it is a run too long.
        if (forbidden_cells_hit(fixed)) return fail_on_run(space, fixed);
        const bits::ConstPlane holds_v = space.line_plane(line_, v);
        for (std::size_t w = 0; w < words_; ++w) forbid_[w] &= holds_v[w];
        const bool consistent = bits::visit_set_while(forbid_, [&](std::size_t i) {
          if (space.sink() != nullptr) explain_cell(space, i);
          changed = true;
          return space.remove(vars_[i], v) != Change::Failed;
        });
        if (!consistent) return PropagationStatus::Failed;
      }
      if (!changed) return all_fixed ? PropagationStatus::Subsumed : PropagationStatus::Fixpoint;
    }
  }

  bits::Plane plane(std::vector<bits::Word>& planes, int index) {
    return {planes.data() + static_cast<std::size_t>(index) * words_, words_};
  }

  // fixed_ from the line's planes; true when every cell is fixed.
  bool gather_fixed(const Space& space) {
    bool all_fixed = true;
    for (std::size_t w = 0; w < words_; ++w) {
      const bits::Word open = space.line_open_cells(line_, w);
      for (Value v = 0; v < values_; ++v) plane(fixed_, v)[w] = space.line_plane(line_, v)[w] & ~open;
      all_fixed &= open == 0;
    }
    return all_fixed;
  }

  // left[k]: cells whose k nearest cells towards the start are all in `fixed`;
  // right[k] likewise towards the end. left[0] = right[0] = the whole line.
  // Then forbid = cells with left[k] and right[max_run - k] for some k.
  void build_neighbour_runs(bits::ConstPlane fixed) {
    std::copy(line_mask_.begin(), line_mask_.end(), plane(left_, 0).begin());
    std::copy(line_mask_.begin(), line_mask_.end(), plane(right_, 0).begin());
    for (int k = 1; k <= max_run_; ++k) {
      bits::Plane l = plane(left_, k), r = plane(right_, k);
      bits::shift_toward_end(fixed, l, static_cast<std::size_t>(k));
      bits::shift_toward_start(fixed, r, static_cast<std::size_t>(k));
      const bits::Plane lp = plane(left_, k - 1), rp = plane(right_, k - 1);
      for (std::size_t w = 0; w < words_; ++w) {
        l[w] &= lp[w] & line_mask_[w];
        r[w] &= rp[w];
      }
    }
    bits::clear(forbid_);
    for (int k = 0; k <= max_run_; ++k) {
      const bits::Plane l = plane(left_, k), r = plane(right_, max_run_ - k);
      for (std::size_t w = 0; w < words_; ++w) forbid_[w] |= l[w] & r[w];
    }
  }

  bool forbidden_cells_hit(bits::ConstPlane fixed) const {
    for (std::size_t w = 0; w < words_; ++w)
      if ((forbid_[w] & fixed[w]) != 0) return true;
    return false;
  }

  // Names the max_run cells that forbid cell i (only when someone listens).
  void explain_cell(Space& space, std::size_t i) {
    for (int k = 0; k <= max_run_; ++k) {
      if (bits::test(plane(left_, k), i) && bits::test(plane(right_, max_run_ - k), i)) {
        premises_.clear();
        for (int j = k; j >= 1; --j) premises_.push_back(vars_[i - static_cast<std::size_t>(j)]);
        for (int j = 1; j <= max_run_ - k; ++j) premises_.push_back(vars_[i + static_cast<std::size_t>(j)]);
        space.set_premises(premises_);
        return;
      }
    }
  }

  PropagationStatus fail_on_run(Space& space, bits::ConstPlane fixed) {
    if (space.sink() == nullptr) return PropagationStatus::Failed;
    for (std::size_t i = 0; i < vars_.size(); ++i) {
      if (bits::test(forbid_, i) && bits::test(fixed, i)) {
        explain_cell(space, i);
        premises_.push_back(vars_[i]);
        space.set_premises(premises_);
        break;
      }
    }
    return PropagationStatus::Failed;
  }

  std::vector<VarId> vars_;
  int line_;
  int max_run_;
  int values_;
  std::size_t words_;
  std::vector<bits::Word> fixed_, left_, right_, forbid_, line_mask_;
  std::vector<VarId> premises_;
};

}  // namespace

void post_run_length(Space& space, std::span<const VarId> line, int max_run, int value_count) {
  if (static_cast<int>(line.size()) <= max_run) return;
  const int id = space.post(std::make_unique<RunLength>(space, line, max_run, value_count));
  for (VarId v : line) space.subscribe(id, v);
}

}  // namespace xoi

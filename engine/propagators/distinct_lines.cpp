#include "engine/propagators/distinct_lines.hpp"

#include <array>
#include <bit>
#include <memory>

#include "engine/bits.hpp"

#include "engine/search/rng.hpp"

namespace xoi {
namespace {

constexpr int kMaxCompletions = 16;

// What the lines of one group share: the table of complete lines.
struct LineGroup {
  std::vector<std::vector<VarId>> lines;
  int values = 2;
  std::vector<int> counts;             // empty = any counts
  std::vector<std::uint64_t> weights;  // hash of a line = sum of weights[cell * values + value]
  std::vector<std::int32_t> slots;     // open addressing, -1 = empty; trailed
  std::vector<std::uint64_t> line_hash;  // valid while the line is in the table
  std::vector<std::int32_t> in_table;    // trailed flags
  std::vector<std::int32_t> near_complete;  // trailed: at most kMaxCompletions completions left
  std::vector<int> propagator_of;

  [[nodiscard]] std::size_t mask() const { return slots.size() - 1; }

  // A complete line equal to `values_of` (fixed values, one per cell), or -1.
  template <class ValueAt>
  int find_equal(std::uint64_t hash, ValueAt value_at, const Space& space, int except) const {
    for (std::size_t i = hash & mask();; i = (i + 1) & mask()) {
      const int other = slots[i];
      if (other < 0) return -1;
      if (other == except || line_hash[static_cast<std::size_t>(other)] != hash) continue;
      const std::vector<VarId>& o = lines[static_cast<std::size_t>(other)];
      bool equal = true;
      for (std::size_t c = 0; c < o.size() && equal; ++c) equal = space.domain(o[c]).min() == value_at(c);
      if (equal) return other;
    }
  }

  void insert(Space& space, int line, std::uint64_t hash) {
    std::size_t i = hash & mask();
    while (slots[i] >= 0) i = (i + 1) & mask();
    space.trail_assign(slots[i], line);
    line_hash[static_cast<std::size_t>(line)] = hash;
    space.trail_assign(in_table[static_cast<std::size_t>(line)], 1);
    for (std::size_t other = 0; other < lines.size(); ++other)
      if (near_complete[other] != 0 && static_cast<int>(other) != line) space.schedule(propagator_of[other]);
  }
};

class DistinctLine final : public Propagator {
 public:
  DistinctLine(Space& space, std::shared_ptr<LineGroup> group, int line)
      : Propagator(CostClass::Medium, "distinct-lines"), group_(std::move(group)), line_(line),
        vars_(group_->lines[static_cast<std::size_t>(line)]),
        planes_(space.add_line(vars_, group_->values)) {
    open_.reserve(vars_.size());
    values_.resize(vars_.size());
  }

  PropagationStatus propagate(Space& space) override {
    LineGroup& g = *group_;
    const std::size_t self = static_cast<std::size_t>(line_);
    // Most runs end here: a line with many open cells can neither equal a
    // complete line nor be pruned by one. Counting stops at the first excess.
    if (!few_completions(space)) {
      if (g.near_complete[self] != 0) space.trail_assign(g.near_complete[self], 0);
      return PropagationStatus::Fixpoint;
    }
    std::uint64_t hash = 0;
    int completions = 1;
    open_.clear();
    for (std::size_t c = 0; c < vars_.size(); ++c) {
      const Domain d = space.domain(vars_[c]);
      if (d.fixed()) {
        values_[c] = d.min();
        hash += weight(c, d.min());
      } else {
        open_.push_back(c);
        completions = std::min(completions * d.size(), kMaxCompletions + 1);
      }
    }
    if (open_.empty()) {
      if (g.in_table[self] != 0) return PropagationStatus::Subsumed;
      const int equal = g.find_equal(hash, [&](std::size_t c) { return values_[c]; }, space, line_);
      if (equal >= 0) return fail_equal(space, equal);
      g.insert(space, line_, hash);
      return PropagationStatus::Subsumed;
    }
    const bool near = completions <= kMaxCompletions;
    if ((g.near_complete[self] != 0) != near) space.trail_assign(g.near_complete[self], near ? 1 : 0);
    if (!near) return PropagationStatus::Fixpoint;
    return prune_completions(space, hash);
  }

 private:
  // From the line's planes: an open cell (two values or more) at least
  // doubles the completions, so more than log2(kMaxCompletions) open cells is
  // an answer in a few word operations; otherwise only the open cells are read.
  [[nodiscard]] bool few_completions(const Space& space) const {
    constexpr int kMaxOpen = std::bit_width(static_cast<unsigned>(kMaxCompletions)) - 1;
    const std::size_t words = space.line_words(planes_);
    int completions = 1;
    for (std::size_t w = 0; w < words; ++w) {
      const bits::Word open = space.line_open_cells(planes_, w);
      if (std::popcount(open) > kMaxOpen) return false;
      for (bits::Word m = open; m != 0; m &= m - 1) {
        completions *= space.domain(vars_[w * 64 + static_cast<std::size_t>(std::countr_zero(m))]).size();
        if (completions > kMaxCompletions) return false;
      }
    }
    return true;
  }

  [[nodiscard]] std::uint64_t weight(std::size_t cell, Value v) const {
    return group_->weights[cell * static_cast<std::size_t>(group_->values) + static_cast<std::size_t>(v)];
  }

  // Enumerates the completions of the open cells (odometer over their domains)
  // and keeps the values of those that are allowed and equal to no complete line.
  PropagationStatus prune_completions(Space& space, std::uint64_t fixed_hash) {
    LineGroup& g = *group_;
    std::array<DomainBits, kMaxCompletions> supported{};
    std::array<Domain, kMaxCompletions> doms{};
    const std::size_t open = open_.size();
    for (std::size_t k = 0; k < open; ++k) {
      doms[k] = space.domain(vars_[open_[k]]);
      values_[open_[k]] = doms[k].min();
    }
    // The fixed cells' counts are the same for every completion: count them once.
    std::array<int, kMaxValues> fixed_seen{};
    for (std::size_t c = 0; c < vars_.size(); ++c) ++fixed_seen[static_cast<std::size_t>(values_[c])];
    for (std::size_t k = 0; k < open; ++k) --fixed_seen[static_cast<std::size_t>(values_[open_[k]])];
    bool any_completion = false;
    const bool explaining = space.sink() != nullptr;
    if (explaining) equal_lines_.clear();
    for (;;) {
      if (counts_match(fixed_seen)) {
        std::uint64_t hash = fixed_hash;
        for (std::size_t k = 0; k < open; ++k) hash += weight(open_[k], values_[open_[k]]);
        const int equal = g.find_equal(hash, [&](std::size_t c) { return values_[c]; }, space, line_);
        if (equal < 0) {
          any_completion = true;
          for (std::size_t k = 0; k < open; ++k) supported[k] |= Domain::of(values_[open_[k]]).bits;
        } else if (explaining) {
          note_equal_line(equal);
        }
      }
      if (!next_completion(doms)) break;
    }
    if (!any_completion) {
      if (space.sink() != nullptr) name_other_lines(space);
      return PropagationStatus::Failed;
    }
    bool changed = false;
    for (std::size_t k = 0; k < open; ++k) {
      if (supported[k] == doms[k].bits) continue;
      if (space.sink() != nullptr) name_other_lines(space);
      space.restrict(vars_[open_[k]], Domain{supported[k]});
      changed = true;
    }
    return changed ? PropagationStatus::Changed : PropagationStatus::Fixpoint;
  }

  bool next_completion(const std::array<Domain, kMaxCompletions>& doms) {
    for (std::size_t k = 0; k < open_.size(); ++k) {
      Value& v = values_[open_[k]];
      const DomainBits higher = static_cast<DomainBits>(doms[k].bits & ~((2u << v) - 1u));
      if (higher != 0) {
        v = std::countr_zero(higher);
        return true;
      }
      v = doms[k].min();
    }
    return false;
  }

  // Whether the completion in values_ has the group's counts, given the
  // counts of the fixed cells.
  [[nodiscard]] bool counts_match(const std::array<int, kMaxValues>& fixed_seen) const {
    const std::vector<int>& counts = group_->counts;
    if (counts.empty()) return true;
    std::array<int, kMaxValues> seen = fixed_seen;
    for (const std::size_t c : open_) ++seen[static_cast<std::size_t>(values_[c])];
    for (std::size_t v = 0; v < counts.size(); ++v)
      if (counts[v] >= 0 && seen[v] != counts[v]) return false;
    return true;
  }

  PropagationStatus fail_equal(Space& space, int other) {
    if (space.sink() != nullptr) {
      premises_.assign(vars_.begin(), vars_.end());
      const std::vector<VarId>& o = group_->lines[static_cast<std::size_t>(other)];
      premises_.insert(premises_.end(), o.begin(), o.end());
      space.set_premises(premises_);
    }
    return PropagationStatus::Failed;
  }

  void note_equal_line(int line) {
    for (const int l : equal_lines_)
      if (l == line) return;
    equal_lines_.push_back(line);
  }

  // Premises of a distinct-lines pruning: this line's fixed cells and the
  // complete lines that some completion of this line would have equalled.
  void name_other_lines(Space& space) {
    premises_.clear();
    for (VarId x : vars_)
      if (space.domain(x).fixed()) premises_.push_back(x);
    for (const int l : equal_lines_) {
      const std::vector<VarId>& o = group_->lines[static_cast<std::size_t>(l)];
      premises_.insert(premises_.end(), o.begin(), o.end());
    }
    space.set_premises(premises_);
  }

  std::shared_ptr<LineGroup> group_;
  int line_;
  const std::vector<VarId>& vars_;
  int planes_;  // this line's bit-planes in the space
  std::vector<std::size_t> open_;
  std::vector<Value> values_;  // fixed values, and the completion being tried
  std::vector<VarId> premises_;
  std::vector<int> equal_lines_;  // explanations only: complete lines a completion equalled
};

}  // namespace

void post_distinct_lines(Space& space, const std::vector<std::vector<VarId>>& lines, int value_count,
                         std::span<const int> counts) {
  if (lines.size() < 2) return;
  auto group = std::make_shared<LineGroup>();
  group->lines = lines;
  group->values = value_count;
  group->counts.assign(counts.begin(), counts.end());
  const std::size_t length = lines.front().size();
  SplitMix64 rng(0x9e3779b97f4a7c15ull ^ length);
  group->weights.resize(length * static_cast<std::size_t>(value_count));
  for (std::uint64_t& w : group->weights) w = rng.next();
  std::size_t capacity = 4;
  while (capacity < 2 * lines.size()) capacity *= 2;
  group->slots.assign(capacity, -1);
  group->line_hash.assign(lines.size(), 0);
  group->in_table.assign(lines.size(), 0);
  group->near_complete.assign(lines.size(), 0);
  group->propagator_of.resize(lines.size());
  for (std::size_t l = 0; l < lines.size(); ++l) {
    const int id = space.post(std::make_unique<DistinctLine>(space, group, static_cast<int>(l)));
    group->propagator_of[l] = id;
    for (VarId v : lines[l]) space.subscribe(id, v);
  }
}

}  // namespace xoi

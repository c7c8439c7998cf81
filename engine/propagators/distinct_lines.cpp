#include "engine/propagators/distinct_lines.hpp"

#include <array>
#include <bit>
#include <memory>

#include "engine/bits.hpp"
#include "engine/search/rng.hpp"

namespace xoi {
namespace {

using bits::Word;

constexpr int kMaxCompletions = 16;
// An open cell at least doubles the completions.
constexpr std::size_t kMaxOpen = std::bit_width(static_cast<unsigned>(kMaxCompletions)) - 1;

// A line is compared and hashed by its key: the planes of values 0 to
// values - 2, `words` words each (in a complete line the last value's plane
// is what the others leave). No per-cell reads.
//
// What the lines of one group share: the table of complete lines.
struct LineGroup {
  std::vector<std::vector<VarId>> lines;
  std::vector<int> planes_of;          // each line's planes in the space
  int values = 2;
  std::size_t words = 1;               // words of a plane
  std::vector<int> counts;             // empty = any counts
  std::vector<std::uint64_t> salts;    // one per key word
  std::vector<std::int32_t> slots;     // open addressing, -1 = empty; trailed
  std::vector<std::uint64_t> line_hash;     // valid while the line is in the table
  std::vector<std::int32_t> in_table;       // trailed flags
  std::vector<std::int32_t> near_complete;  // trailed: at most kMaxCompletions completions left
  std::vector<int> propagator_of;

  [[nodiscard]] std::size_t mask() const { return slots.size() - 1; }
  [[nodiscard]] std::size_t key_words() const { return static_cast<std::size_t>(values - 1) * words; }

  [[nodiscard]] std::uint64_t hash(const Word* key) const {
    std::uint64_t h = 0;
    // A bijection of each salted word: lines that differ in one word differ in that term.
    for (std::size_t i = 0; i < key_words(); ++i) h += SplitMix64::mix(key[i] ^ salts[i]);
    return h;
  }

  // A complete line of the table whose planes equal `key`, or -1.
  int find_equal(std::uint64_t hash, const Word* key, const Space& space, int except) const {
    for (std::size_t i = hash & mask();; i = (i + 1) & mask()) {
      const int other = slots[i];
      if (other < 0) return -1;
      if (other == except || line_hash[static_cast<std::size_t>(other)] != hash) continue;
      if (same_key(space, other, key)) return other;
    }
  }

  [[nodiscard]] bool same_key(const Space& space, int line, const Word* key) const {
    for (int v = 0; v + 1 < values; ++v) {
      const bits::ConstPlane plane = space.line_plane(planes_of[static_cast<std::size_t>(line)], v);
      for (std::size_t w = 0; w < words; ++w)
        if (plane[w] != key[static_cast<std::size_t>(v) * words + w]) return false;
    }
    return true;
  }

  void insert(Space& space, int line, std::uint64_t hash) {
    std::size_t i = hash & mask();
    while (slots[i] >= 0) i = (i + 1) & mask();
    space.trail_assign(slots[i], line);
    line_hash[static_cast<std::size_t>(line)] = hash;
    space.trail_assign(in_table[static_cast<std::size_t>(line)], 1);
    for (std::size_t other = 0; other < lines.size(); ++other)
      if (near_complete[other] != 0 && static_cast<int>(other) != line &&
          could_complete_as(space, static_cast<int>(other), line))
        space.schedule(propagator_of[other]);
  }

  // Whether every fixed cell of `line` has the value it has in the complete
  // line `complete`: otherwise no completion of it can equal that one, and
  // adding `complete` to the table cannot prune it. (Waking every
  // near-complete line instead was a sixth of a Binox 60x60 generation.)
  [[nodiscard]] bool could_complete_as(const Space& space, int line, int complete) const {
    const int planes = planes_of[static_cast<std::size_t>(line)];
    const int complete_planes = planes_of[static_cast<std::size_t>(complete)];
    for (std::size_t w = 0; w < words; ++w) {
      const Word open = space.line_open_cells(planes, w);
      for (int v = 0; v < values; ++v)
        if ((space.line_plane(planes, v)[w] & ~open & ~space.line_plane(complete_planes, v)[w]) != 0) return false;
    }
    return true;
  }
};

class DistinctLine final : public Propagator {
 public:
  DistinctLine(Space& space, std::shared_ptr<LineGroup> group, int line)
      : Propagator(CostClass::Medium, "distinct-lines"), group_(std::move(group)), line_(line),
        vars_(group_->lines[static_cast<std::size_t>(line)]),
        planes_(space.add_line(vars_, group_->values)),
        fixed_(static_cast<std::size_t>(group_->values) * group_->words),
        key_(fixed_.size()) {
    group_->planes_of[static_cast<std::size_t>(line)] = planes_;
  }

  PropagationStatus propagate(Space& space) override {
    LineGroup& g = *group_;
    const std::size_t self = static_cast<std::size_t>(line_);
    // Most runs end here: a line with many open cells can neither equal a
    // complete line nor be pruned by one.
    const int completions = count_completions(space);
    const bool near = completions <= kMaxCompletions;
    if ((g.near_complete[self] != 0) != near) space.trail_assign(g.near_complete[self], near ? 1 : 0);
    if (!near) return PropagationStatus::Fixpoint;
    return propagate_near_complete(space);
  }

 private:
  // A complete line, or one with at most kMaxCompletions completions. (Kept
  // out of line: most runs end before it.)
  [[gnu::noinline]] PropagationStatus propagate_near_complete(Space& space) {
    LineGroup& g = *group_;
    read_fixed(space);
    if (open_count_ == 0) {
      if (g.in_table[static_cast<std::size_t>(line_)] != 0) return PropagationStatus::Subsumed;
      const std::uint64_t hash = g.hash(fixed_.data());
      const int equal = g.find_equal(hash, fixed_.data(), space, line_);
      if (equal >= 0) return fail_equal(space, equal);
      g.insert(space, line_, hash);
      return PropagationStatus::Subsumed;
    }
    return prune_completions(space);
  }

  // The product of the open cells' domain sizes, or kMaxCompletions + 1
  // once it is larger: more than kMaxOpen open cells is an answer from the
  // planes in a few word operations; otherwise only the open cells are read.
  [[nodiscard]] int count_completions(const Space& space) const {
    int completions = 1;
    for (std::size_t w = 0; w < group_->words; ++w) {
      const Word open = space.line_open_cells(planes_, w);
      if (static_cast<std::size_t>(std::popcount(open)) > kMaxOpen) return kMaxCompletions + 1;
      for (Word m = open; m != 0; m &= m - 1) {
        completions *= space.domain(vars_[w * 64 + static_cast<std::size_t>(std::countr_zero(m))]).size();
        if (completions > kMaxCompletions) return kMaxCompletions + 1;
      }
    }
    return completions;
  }

  // fixed_: each value's plane without the open cells; open_: the open cells
  // (at most kMaxOpen, as count_completions found).
  void read_fixed(const Space& space) {
    const std::size_t words = group_->words;
    open_count_ = 0;
    for (std::size_t w = 0; w < words; ++w) {
      const Word open = space.line_open_cells(planes_, w);
      for (int v = 0; v < group_->values; ++v)
        fixed_[static_cast<std::size_t>(v) * words + w] = space.line_plane(planes_, v)[w] & ~open;
      for (Word m = open; m != 0; m &= m - 1) open_[open_count_++] = w * 64 + static_cast<std::size_t>(std::countr_zero(m));
    }
  }

  // Enumerates the completions of the open cells (odometer over their domains)
  // and keeps the values of those that are allowed and equal to no complete line.
  PropagationStatus prune_completions(Space& space) {
    LineGroup& g = *group_;
    const std::size_t words = g.words;
    std::array<DomainBits, kMaxOpen> supported{};
    std::array<Domain, kMaxOpen> doms{};
    std::array<Value, kMaxOpen> choice{};
    for (std::size_t k = 0; k < open_count_; ++k) {
      doms[k] = space.domain(vars_[open_[k]]);
      choice[k] = doms[k].min();
    }
    // The fixed cells' counts are the same for every completion: count them once.
    std::array<int, kMaxValues> fixed_seen{};
    for (int v = 0; v < g.values; ++v)
      fixed_seen[static_cast<std::size_t>(v)] =
          bits::count(bits::ConstPlane(fixed_.data() + static_cast<std::size_t>(v) * words, words));
    bool any_completion = false;
    const bool explaining = space.sink() != nullptr;
    if (explaining) equal_lines_.clear();
    do {
      if (!counts_match(fixed_seen, choice)) continue;
      std::copy(fixed_.begin(), fixed_.end(), key_.begin());
      for (std::size_t k = 0; k < open_count_; ++k)
        key_[static_cast<std::size_t>(choice[k]) * words + open_[k] / 64] |= Word{1} << (open_[k] % 64);
      const int equal = g.find_equal(g.hash(key_.data()), key_.data(), space, line_);
      if (equal < 0) {
        any_completion = true;
        for (std::size_t k = 0; k < open_count_; ++k) supported[k] |= Domain::of(choice[k]).bits;
      } else if (explaining) {
        note_equal_line(equal);
      }
    } while (next_completion(doms, choice));
    if (!any_completion) {
      if (explaining) name_other_lines(space);
      return PropagationStatus::Failed;
    }
    bool changed = false;
    for (std::size_t k = 0; k < open_count_; ++k) {
      if (supported[k] == doms[k].bits) continue;
      if (explaining) name_other_lines(space);
      space.restrict(vars_[open_[k]], Domain{supported[k]});
      changed = true;
    }
    return changed ? PropagationStatus::Changed : PropagationStatus::Fixpoint;
  }

  bool next_completion(const std::array<Domain, kMaxOpen>& doms, std::array<Value, kMaxOpen>& choice) const {
    for (std::size_t k = 0; k < open_count_; ++k) {
      Value& v = choice[k];
      const DomainBits higher = static_cast<DomainBits>(doms[k].bits & ~((2u << v) - 1u));
      if (higher != 0) {
        v = std::countr_zero(higher);
        return true;
      }
      v = doms[k].min();
    }
    return false;
  }

  // Whether the completion `choice` has the group's counts, given the
  // counts of the fixed cells.
  [[nodiscard]] bool counts_match(const std::array<int, kMaxValues>& fixed_seen,
                                  const std::array<Value, kMaxOpen>& choice) const {
    const std::vector<int>& counts = group_->counts;
    if (counts.empty()) return true;
    std::array<int, kMaxValues> seen = fixed_seen;
    for (std::size_t k = 0; k < open_count_; ++k) ++seen[static_cast<std::size_t>(choice[k])];
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
  int planes_;                    // this line's bit-planes in the space
  std::vector<Word> fixed_, key_;  // per value a plane: the fixed cells; a completion
  std::array<std::size_t, kMaxOpen> open_{};
  std::size_t open_count_ = 0;
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
  group->words = bits::words_for(lines.front().size());
  group->counts.assign(counts.begin(), counts.end());
  SplitMix64 rng(0x9e3779b97f4a7c15ull ^ lines.front().size());
  group->salts.resize(group->key_words());
  for (std::uint64_t& s : group->salts) s = rng.next();
  std::size_t capacity = 4;
  while (capacity < 2 * lines.size()) capacity *= 2;
  group->slots.assign(capacity, -1);
  group->planes_of.assign(lines.size(), -1);
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

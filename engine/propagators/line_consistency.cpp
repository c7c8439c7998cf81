#include "engine/propagators/line_consistency.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/bits.hpp"
#include "engine/propagators/line_memo.hpp"
#include "engine/propagators/three_value_line.hpp"

namespace xoi {
namespace {

using bits::Word;

// One memo for all the lines of a space under the same rule (line_memo.hpp).
struct SharedLineMemo final : Space::Shared {
  SharedLineMemo(std::size_t cells, int values) : memo(cells, values) {}
  LineMemo memo;
};

// What the supports depend on besides the line's state: its length, run
// limit and counts (the number of values is the counts').
std::string memo_key(std::size_t cells, int max_run, std::span<const int> counts) {
  std::string key = "line-consistency memo: ";
  key += std::to_string(cells);
  key += " cells, runs <= ";
  key += std::to_string(max_run);
  key += ", counts";
  for (const int c : counts) {
    key += ' ';
    key += std::to_string(c);
  }
  return key;
}

// A line state (the cells holding each value) and the values it supports.
struct LineState {
  ValuePlanes holds{};
  ValuePlanes supported{};
};

class LineConsistency final : public Propagator {
 public:
  LineConsistency(Space& space, std::span<const VarId> line, int max_run, std::span<const int> counts)
      : Propagator(CostClass::Expensive, "line-consistency"),
        vars_(line.begin(), line.end()),
        counts_(counts.begin(), counts.end()),
        values_(static_cast<int>(counts.size())),
        max_run_(std::min(max_run, static_cast<int>(line.size()))),
        words_(bits::words_for(static_cast<std::size_t>(counts[0]) + 1)) {
    build_state_tables();
    if (values_ == 3 && max_run_ == 2 && ThreeValueLine::fits(counts_[0], counts_[1])) three_values_.emplace(counts_[0], counts_[1]);
    domain_cache_.resize(vars_.size());
    supported_.resize(vars_.size());
    seen_counts_.resize(counts_.size());
    backward_tmp_.resize(words_);
    if (LineMemo::fits(vars_.size(), values_)) {
      planes_ = space.add_line(line, values_);
      // The table is made on first use (see propagate_remembered), once
      // every line sharing it has been posted.
      memo_ = &space.shared<SharedLineMemo>(memo_key(vars_.size(), max_run_, counts_), [&] {
                     return std::make_unique<SharedLineMemo>(vars_.size(), values_);
                   }).memo;
      memo_->add_line();
    }
  }

  [[nodiscard]] std::size_t table_words() const {
    return (vars_.size() + 2) * static_cast<std::size_t>(states_) * words_ + words_;
  }

  PropagationStatus propagate(Space& space) override {
    // A complete line is legal or not: no programme (one run costs about
    // cells x states, 90,000 steps on a 120-cell Troix line, and every line
    // runs once more as it completes).
    if (complete(space)) return check_complete(space);
    // Line states repeat only after backtracking: until the first undo (a
    // puzzle solved at the root never has one) the table would be pure overhead.
    // Either way such a line prunes from planes, in the same order, so a
    // search does the same whether a state was remembered or not.
    if (memo_) {
      if (space.undos() > 0) return propagate_remembered(space);
      LineState state = read_state(space);
      compute_supported_planes(space, state);
      return prune_planes(space, state);
    }
    compute_supports(space);
    return prune(space);
  }

 private:
  // Fills supported_ (every value of every cell that some legal completion
  // uses; nothing anywhere when none exists) by the fastest programme that fits.
  // True when the programme also wrote them as planes (supported_planes_).
  bool compute_supports(Space& space) {
    if (three_values_) {
      for (std::size_t p = 0; p < vars_.size(); ++p) domain_cache_[p] = space.domain(vars_[p]);
      three_values_->supports(domain_cache_, space.scratch(three_values_->scratch_words(vars_.size())), supported_);
    } else if (words_ != 1) {
      compute_any_words(space);
    } else if (values_ == 2 && max_run_ == 2) {
      return compute_binary_runs_of_two(space);
    } else {
      compute_one_word(space);
    }
    return false;
  }

  // Lines of at most 64 cells and three values or fewer: the supports are a
  // function of the line's planes alone, and the generator and search meet
  // the same line states again and again (sibling branches, re-propagated
  // givens). The line's memo (line_memo.hpp) skips the programme on a repeat.
  PropagationStatus propagate_remembered(Space& space) {
    LineState state = read_state(space);
    const std::size_t slot = memo_->slot_of(state.holds);
    if (memo_->remembers(slot, state.holds, space.memory_epoch())) {
      state.supported = memo_->supported(slot);
    } else {
      compute_supported_planes(space, state);
      memo_->remember(slot, state.holds, space.memory_epoch(), state.supported);
    }
    return prune_planes(space, state);
  }

  [[nodiscard]] LineState read_state(const Space& space) const {
    LineState state{};
    for (int v = 0; v < values_; ++v) state.holds[static_cast<std::size_t>(v)] = space.line_plane(planes_, v)[0];
    return state;
  }

  // Runs the programme and stores its supports in `state` as planes.
  void compute_supported_planes(Space& space, LineState& state) {
    if (three_values_) {  // straight from the planes: no domain reads, no conversion
      three_values_->supports(state.holds, vars_.size(), space.scratch(three_values_->scratch_words(vars_.size())),
                              state.supported);
      return;
    }
    if (compute_supports(space)) {
      state.supported = supported_planes_;
      return;
    }
    state.supported = {};
    for (std::size_t p = 0; p < vars_.size(); ++p)  // no branch on the bits: they are as good as random
      for (int v = 0; v < values_; ++v)
        state.supported[static_cast<std::size_t>(v)] |= Word{(supported_[p] >> v) & 1u} << p;
  }

  // prune() on planes: a cell with no supported value fails the line, and
  // only the values actually lost are removed.
  PropagationStatus prune_planes(Space& space, const LineState& entry) {
    const Word line = vars_.size() == 64 ? ~Word{0} : (Word{1} << vars_.size()) - 1;
    Word kept = 0;
    for (int v = 0; v < values_; ++v) kept |= entry.holds[static_cast<std::size_t>(v)] & entry.supported[static_cast<std::size_t>(v)];
    if (kept != line) {
      if (space.sink() != nullptr) name_premises(space);
      return PropagationStatus::Failed;
    }
    bool named = false;
    for (int v = 0; v < values_; ++v) {
      for (Word m = entry.holds[static_cast<std::size_t>(v)] & ~entry.supported[static_cast<std::size_t>(v)]; m != 0; m &= m - 1) {
        if (space.sink() != nullptr && !named) {
          name_premises(space);
          named = true;
        }
        space.remove(vars_[static_cast<std::size_t>(std::countr_zero(m))], v);
      }
    }
    return space.line_open_cells(planes_, 0) == 0 ? PropagationStatus::Subsumed : PropagationStatus::Fixpoint;
  }

  // Binox's case written out: two values, runs of at most two, so four
  // states (last value X or O, run 1 or 2) and eight transitions a cell.
  // Also writes the supports as planes; true when they fit (up to 64 cells).
  bool compute_binary_runs_of_two(Space& space) {
    enum : std::size_t { kX1, kX2, kO1, kO2, kStates };
    const std::size_t n = vars_.size();
    std::span<Word> scratch = space.scratch(n * kStates);
    Word* completable = scratch.data();  // layer p (1..n) at (p - 1) * kStates
    for (std::size_t p = 0; p < n; ++p) domain_cache_[p] = space.domain(vars_[p]);

    const Word end = (Word{1} << counts_[0]) & reachable(n, 0);
    for (std::size_t s = 0; s < kStates; ++s) completable[(n - 1) * kStates + s] = end;
    // A value missing from a domain is an all-zero mask, not a branch: the
    // domains are as good as random to a branch predictor (cachegrind, Binox
    // 60x60 generation: these tests were a quarter of all mispredictions).
    for (std::size_t p = n - 1; p >= 1; --p) {
      const Domain d = domain_cache_[p];
      const Word* after = completable + p * kStates;
      const Word has_x = bits::all_if(d.contains(0)), has_o = bits::all_if(d.contains(1));
      const Word by_x1 = (after[kX1] >> 1) & has_x, by_x2 = (after[kX2] >> 1) & has_x;
      const Word by_o1 = after[kO1] & has_o, by_o2 = after[kO2] & has_o;
      const Word range = reachable(p, 0);
      Word* here = completable + (p - 1) * kStates;
      here[kX1] = (by_x2 | by_o1) & range;
      here[kX2] = by_o1 & range;
      here[kO1] = (by_x1 | by_o2) & range;
      here[kO2] = by_x1 & range;
    }

    std::fill(supported_.begin(), supported_.end(), DomainBits{0});
    const Domain first = domain_cache_[0];
    Word x1 = first.contains(0) ? Word{2} & completable[kX1] : 0, x2 = 0;
    Word o1 = first.contains(1) ? Word{1} & completable[kO1] : 0, o2 = 0;
    supported_[0] = static_cast<DomainBits>((x1 != 0 ? 1u : 0u) | (o1 != 0 ? 2u : 0u));
    Word supports_x = x1 != 0 ? 1 : 0, supports_o = o1 != 0 ? 1 : 0;  // as planes, for lines of one word
    for (std::size_t p = 1; p < n; ++p) {
      const Domain d = domain_cache_[p];
      const Word* next = completable + p * kStates;
      const Word has_x = bits::all_if(d.contains(0)), has_o = bits::all_if(d.contains(1));
      const Word to_x1 = ((o1 | o2) << 1) & next[kX1] & has_x;
      const Word to_x2 = (x1 << 1) & next[kX2] & has_x;
      const Word to_o1 = (x1 | x2) & next[kO1] & has_o;
      const Word to_o2 = o1 & next[kO2] & has_o;
      x1 = to_x1, x2 = to_x2, o1 = to_o1, o2 = to_o2;
      supported_[p] = static_cast<DomainBits>(((x1 | x2) != 0 ? 1u : 0u) | ((o1 | o2) != 0 ? 2u : 0u));
      if (p < 64) {
        supports_x |= Word{(x1 | x2) != 0} << p;
        supports_o |= Word{(o1 | o2) != 0} << p;
      }
    }
    supported_planes_ = {supports_x, supports_o, 0};
    return n <= 64;
  }

  // The same programme when the counts of value 0 fit one word (lines up to
  // ~126 cells for two values): every bitset is a scalar, and the reachable
  // range is two shifts.
  void compute_one_word(Space& space) {
    const std::size_t n = vars_.size();
    const std::size_t states = static_cast<std::size_t>(states_);
    const std::size_t values = static_cast<std::size_t>(values_);
    std::span<Word> scratch = space.scratch(n * states + 2 * states);
    Word* completable = scratch.data();  // layer p (1..n) at (p - 1) * states
    Word* forward_now = completable + n * states;
    Word* forward_next = forward_now + states;
    for (std::size_t p = 0; p < n; ++p) domain_cache_[p] = space.domain(vars_[p]);

    const Word goal = Word{1} << counts_[0];
    for (std::size_t s = 0; s < states; ++s)
      completable[(n - 1) * states + s] = state_middle_[s] == target_middle_ ? goal & reachable(n, s) : 0;
    for (std::size_t p = n - 1; p >= 1; --p) {
      const DomainBits d = domain_cache_[p].bits;
      const Word* next_layer = completable + p * states;
      Word* layer = completable + (p - 1) * states;
      for (std::size_t s = 0; s < states; ++s) {
        Word x = 0;
        const int* to = &next_[s * values];
        for (DomainBits b = d; b != 0; b &= static_cast<DomainBits>(b - 1)) {
          const int u = std::countr_zero(b);
          if (to[u] < 0) continue;
          const Word after = next_layer[static_cast<std::size_t>(to[u])];
          x |= u == 0 ? after >> 1 : after;
        }
        layer[s] = x & reachable(p, s);
      }
    }

    std::fill(supported_.begin(), supported_.end(), DomainBits{0});
    std::fill(forward_next, forward_next + states, Word{0});
    for (DomainBits b = domain_cache_[0].bits; b != 0; b &= static_cast<DomainBits>(b - 1)) {
      const int u = std::countr_zero(b);
      const int to = start_next_[static_cast<std::size_t>(u)];
      if (to < 0) continue;
      const std::size_t t = static_cast<std::size_t>(to);
      const Word x = (u == 0 ? Word{2} : Word{1}) & reachable(1, t) & completable[t];
      forward_next[t] |= x;
      if (x != 0) supported_[0] |= Domain::of(u).bits;
    }
    for (std::size_t p = 1; p < n; ++p) {
      std::swap(forward_now, forward_next);
      std::fill(forward_next, forward_next + states, Word{0});
      const DomainBits d = domain_cache_[p].bits;
      const Word* next_layer = completable + p * states;
      for (std::size_t s = 0; s < states; ++s) {
        const Word from = forward_now[s];
        if (from == 0) continue;
        const int* to = &next_[s * values];
        for (DomainBits b = d; b != 0; b &= static_cast<DomainBits>(b - 1)) {
          const int u = std::countr_zero(b);
          if (to[u] < 0) continue;
          const std::size_t t = static_cast<std::size_t>(to[u]);
          const Word x = (u == 0 ? from << 1 : from) & next_layer[t];
          if (x == 0) continue;
          forward_next[t] |= x;
          supported_[p] |= Domain::of(u).bits;
        }
      }
    }
  }

  // The counts of value 0 that keep the last value's count in range after
  // `layer` cells in state s (one-word version of keep_reachable).
  [[nodiscard]] Word reachable(std::size_t layer, std::size_t s) const {
    const int rest = static_cast<int>(layer) - state_middle_sum_[s];
    const int lo = std::max(0, rest - counts_.back());
    const int hi = std::min(counts_[0], rest);
    if (hi < lo) return 0;
    const Word upto = hi >= 63 ? ~Word{0} : (Word{2} << hi) - 1;
    return upto & ~((Word{1} << lo) - 1);
  }

  void compute_any_words(Space& space) {
    const std::size_t n = vars_.size();
    const std::size_t layer_words = static_cast<std::size_t>(states_) * words_;
    std::span<Word> scratch = space.scratch(table_words());
    // completable layers 1..n, then two forward layers, then one temporary.
    completable_ = scratch.data();
    Word* forward_now = scratch.data() + n * layer_words;
    Word* forward_next = forward_now + layer_words;
    Word* tmp = forward_next + layer_words;

    for (std::size_t p = 0; p < n; ++p) domain_cache_[p] = space.domain(vars_[p]);
    backward_pass();
    std::fill(supported_.begin(), supported_.end(), DomainBits{0});

    // First cell: from the empty prefix (count of value 0 is zero).
    std::fill(forward_next, forward_next + layer_words, Word{0});
    const Domain first = domain_cache_[0];
    for (Value u = 0; u < values_; ++u) {
      if (!first.contains(u)) continue;
      const int to = start_next_[static_cast<std::size_t>(u)];
      if (to < 0) continue;
      std::fill(tmp, tmp + words_, Word{0});
      tmp[0] = u == 0 ? Word{2} : Word{1};
      keep_reachable(tmp, 1, to);
      if (meet_into(tmp, completable(1, to), state(forward_next, to))) supported_[0] |= Domain::of(u).bits;
    }
    for (std::size_t p = 1; p < n; ++p) {
      std::swap(forward_now, forward_next);
      std::fill(forward_next, forward_next + layer_words, Word{0});
      const Domain d = domain_cache_[p];
      for (int s = 0; s < states_; ++s) {
        const Word* from = state(forward_now, s);
        if (!any(from)) continue;
        for (Value u = 0; u < values_; ++u) {
          if (!d.contains(u)) continue;
          const int to = next_[static_cast<std::size_t>(s * values_ + u)];
          if (to < 0) continue;
          advance(from, tmp, u == 0);
          keep_reachable(tmp, static_cast<int>(p) + 1, to);
          if (meet_into(tmp, completable(p + 1, to), state(forward_next, to))) supported_[p] |= Domain::of(u).bits;
        }
      }
    }
  }

  // --- the state space ---
  // A state after a non-empty prefix: (middle counts, last value, run length).
  // Middle values are 1..values-2; their counts form a mixed-radix index.
  void build_state_tables() {
    radix_.assign(static_cast<std::size_t>(values_), 0);
    int middles = 1;
    for (int u = 1; u + 1 < values_; ++u) {
      radix_[static_cast<std::size_t>(u)] = middles;
      middles *= counts_[static_cast<std::size_t>(u)] + 1;
    }
    states_ = middles * values_ * max_run_;
    state_middle_sum_.resize(static_cast<std::size_t>(states_));
    next_.assign(static_cast<std::size_t>(states_ * values_), -1);
    target_middle_ = 0;
    for (int u = 1; u + 1 < values_; ++u) target_middle_ += counts_[static_cast<std::size_t>(u)] * radix_[static_cast<std::size_t>(u)];
    state_middle_.resize(static_cast<std::size_t>(states_));
    for (int s = 0; s < states_; ++s) {
      const int middle = s / (values_ * max_run_), last = (s / max_run_) % values_, run = s % max_run_ + 1;
      state_middle_[static_cast<std::size_t>(s)] = middle;
      state_middle_sum_[static_cast<std::size_t>(s)] = middle_sum(middle);
      for (Value u = 0; u < values_; ++u) {
        if (u == last && run == max_run_) continue;
        const int next_middle = step_middle(middle, u);
        if (next_middle < 0) continue;
        next_[static_cast<std::size_t>(s * values_ + u)] = encode(next_middle, u, u == last ? run + 1 : 1);
      }
    }
    start_next_.assign(static_cast<std::size_t>(values_), -1);
    for (Value u = 0; u < values_; ++u) {
      const int next_middle = step_middle(0, u);
      if (next_middle >= 0) start_next_[static_cast<std::size_t>(u)] = encode(next_middle, u, 1);
    }
  }

  [[nodiscard]] int encode(int middle, Value last, int run) const { return (middle * values_ + last) * max_run_ + run - 1; }

  [[nodiscard]] int middle_count(int middle, int u) const {
    return (middle / radix_[static_cast<std::size_t>(u)]) % (counts_[static_cast<std::size_t>(u)] + 1);
  }
  [[nodiscard]] int middle_sum(int middle) const {
    int sum = 0;
    for (int u = 1; u + 1 < values_; ++u) sum += middle_count(middle, u);
    return sum;
  }
  // The middle index after taking value u, or -1 when u already has its count.
  [[nodiscard]] int step_middle(int middle, Value u) const {
    if (u == 0 || u + 1 == values_) return middle;
    if (middle_count(middle, u) == counts_[static_cast<std::size_t>(u)]) return -1;
    return middle + radix_[static_cast<std::size_t>(u)];
  }

  // --- bitsets over the count of value 0 ---
  Word* state(Word* layer, int s) const { return layer + static_cast<std::size_t>(s) * words_; }
  Word* completable(std::size_t layer, int s) const {
    return completable_ + ((layer - 1) * static_cast<std::size_t>(states_) + static_cast<std::size_t>(s)) * words_;
  }
  bool any(const Word* x) const {
    for (std::size_t w = 0; w < words_; ++w)
      if (x[w] != 0) return true;
    return false;
  }
  // out = in, shifted up by one count when the cell takes value 0.
  void advance(const Word* in, Word* out, bool takes_zero) const {
    if (!takes_zero) {
      std::copy(in, in + words_, out);
      return;
    }
    Word carry = 0;
    for (std::size_t w = 0; w < words_; ++w) {
      out[w] = (in[w] << 1) | carry;
      carry = in[w] >> 63;
    }
  }
  // out = in, shifted down by one count (the backward view of taking value 0).
  void retreat(const Word* in, Word* out, bool takes_zero) const {
    if (!takes_zero) {
      std::copy(in, in + words_, out);
      return;
    }
    for (std::size_t w = 0; w < words_; ++w) out[w] = (in[w] >> 1) | (w + 1 < words_ ? in[w + 1] << 63 : 0);
  }
  // Keeps the counts of value 0 that leave the last value's count in range
  // after `layer` cells in state s: 0 <= layer - c0 - middle_sum <= count_last.
  void keep_reachable(Word* x, int layer, int s) const {
    const int rest = layer - state_middle_sum_[static_cast<std::size_t>(s)];
    const int lo = std::max(0, rest - counts_.back());
    const int hi = std::min(counts_[0], rest);
    for (std::size_t w = 0; w < words_; ++w) {
      const int base = static_cast<int>(w) * 64;
      Word mask = 0;
      if (hi >= base && lo < base + 64) {
        const int from = std::max(lo, base) - base, to = std::min(hi, base + 63) - base;
        mask = (to == 63 ? ~Word{0} : (Word{1} << (to + 1)) - 1) & ~((Word{1} << from) - 1);
      }
      x[w] &= mask;
    }
  }
  // target |= x & completable; returns whether that meet is non-empty.
  bool meet_into(const Word* x, const Word* completable_state, Word* target) const {
    Word met = 0;
    for (std::size_t w = 0; w < words_; ++w) {
      const Word m = x[w] & completable_state[w];
      target[w] |= m;
      met |= m;
    }
    return met != 0;
  }

  // completable(p, s): the counts of value 0 with which state s after p cells
  // can still be completed into a valid line.
  void backward_pass() {
    const std::size_t n = vars_.size();
    for (int s = 0; s < states_; ++s) {
      Word* x = completable(n, s);
      std::fill(x, x + words_, Word{0});
      if (state_middle_[static_cast<std::size_t>(s)] == target_middle_) bits::set({x, words_}, static_cast<std::size_t>(counts_[0]));
      keep_reachable(x, static_cast<int>(n), s);
    }
    Word* tmp = backward_tmp_.data();
    for (std::size_t p = n - 1; p >= 1; --p) {
      const Domain d = domain_cache_[p];
      for (int s = 0; s < states_; ++s) {
        Word* x = completable(p, s);
        std::fill(x, x + words_, Word{0});
        for (Value u = 0; u < values_; ++u) {
          if (!d.contains(u)) continue;
          const int to = next_[static_cast<std::size_t>(s * values_ + u)];
          if (to < 0) continue;
          retreat(completable(p + 1, to), tmp, u == 0);
          for (std::size_t w = 0; w < words_; ++w) x[w] |= tmp[w];
        }
        keep_reachable(x, static_cast<int>(p), s);
      }
    }
  }

  [[nodiscard]] bool complete(const Space& space) const {
    if (planes_ >= 0) return space.line_open_cells(planes_, 0) == 0;
    return std::all_of(vars_.begin(), vars_.end(), [&](VarId x) { return space.domain(x).fixed(); });
  }

  PropagationStatus check_complete(Space& space) {
    std::fill(seen_counts_.begin(), seen_counts_.end(), 0);
    Value last = -1;
    int run = 0;
    bool legal = true;
    for (const VarId x : vars_) {
      const Value v = space.domain(x).min();
      run = v == last ? run + 1 : 1;
      last = v;
      legal &= run <= max_run_;
      ++seen_counts_[static_cast<std::size_t>(v)];
    }
    if (legal && seen_counts_ == counts_) return PropagationStatus::Subsumed;
    if (space.sink() != nullptr) name_premises(space);
    return PropagationStatus::Failed;
  }

  PropagationStatus prune(Space& space) {
    bool all_fixed = true;
    bool named = false;
    for (std::size_t p = 0; p < vars_.size(); ++p) {
      const Domain d = space.domain(vars_[p]);
      const Domain keep{static_cast<DomainBits>(d.bits & supported_[p])};
      if (keep.empty()) {
        if (space.sink() != nullptr) name_premises(space);
        return PropagationStatus::Failed;
      }
      if (keep != d) {
        if (space.sink() != nullptr && !named) {
          name_premises(space);
          named = true;
        }
        space.restrict(vars_[p], keep);
      }
      all_fixed &= keep.fixed();
    }
    return all_fixed ? PropagationStatus::Subsumed : PropagationStatus::Fixpoint;
  }

  // Premises: every cell of the line that has lost a value (fixed cells, and
  // with three values also cells down to two).
  void name_premises(Space& space) {
    premises_.clear();
    const Domain full = Domain::range(values_);
    for (VarId x : vars_)
      if (space.domain(x) != full) premises_.push_back(x);
    space.set_premises(premises_);
  }

 private:
  std::vector<VarId> vars_;
  std::vector<int> counts_;
  int values_;
  int max_run_;
  std::size_t words_;
  int states_ = 0;
  int target_middle_ = 0;
  std::vector<int> radix_, state_middle_, state_middle_sum_, next_, start_next_;
  Word* completable_ = nullptr;
  std::vector<DomainBits> supported_;
  std::vector<Domain> domain_cache_;
  std::vector<Word> backward_tmp_;
  std::vector<VarId> premises_;
  std::vector<int> seen_counts_;  // check_complete's counts (kept: no allocation per run)
  std::optional<ThreeValueLine> three_values_;  // Troix's lines: a faster programme (three_value_line.hpp)
  int planes_ = -1;                // this line's planes, when it is remembered
  LineMemo* memo_ = nullptr;       // lines of at most 64 cells and 3 values: shared with the lines of the same rule
  ValuePlanes supported_planes_{};  // supported_ as planes, when the programme made them
};

}  // namespace

bool post_line_consistency(Space& space, std::span<const VarId> line, int max_run, std::span<const int> counts) {
  int total = 0;
  for (int c : counts) total += c;
  if (line.empty() || counts.size() < 2 || total != static_cast<int>(line.size())) {
    if (total != static_cast<int>(line.size())) space.fail();
    return !line.empty();
  }
  auto propagator = std::make_unique<LineConsistency>(space, line, max_run, counts);
  if (propagator->table_words() > kMaxLineTableWords) return false;
  const int id = space.post(std::move(propagator));
  for (VarId v : line) space.subscribe(id, v);
  return true;
}

}  // namespace xoi

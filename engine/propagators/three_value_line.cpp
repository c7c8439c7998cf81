#include "engine/propagators/three_value_line.hpp"

#include <algorithm>
#include <bit>
#include <type_traits>

namespace xoi {

bool ThreeValueLine::fits(int count0, int count1) {
  const auto stride = static_cast<std::size_t>(count0) + 1;
  return count0 >= 0 && count1 >= 0 && stride < 64 && stride * (static_cast<std::size_t>(count1) + 1) <= 64 * kMaxWords;
}

namespace {

// The set widths (in words) the programme is compiled for: every width up to
// 8 (Troix lines up to 48 cells), then steps, so that longer lines cost at
// most a quarter more words than they need without compiling 64 copies.
constexpr std::array<std::size_t, 20> kWidths = {1,  2,  3,  4,  5,  6,  7,  8,  10, 12,
                                                 14, 16, 20, 24, 28, 32, 40, 48, 56, 64};

std::size_t compiled_width(std::size_t words) {
  if (words <= 8) return words;  // (every run asks: the common case without a search)
  return *std::lower_bound(kWidths.begin(), kWidths.end(), words);
}

// The compiled width of a set of (count0 + 1) x (count1 + 1) bits.
std::size_t width_for(int count0, int count1) {
  return compiled_width(bits::words_for((static_cast<std::size_t>(count0) + 1) * (static_cast<std::size_t>(count1) + 1)));
}

}  // namespace

ThreeValueLine::ThreeValueLine(int count0, int count1)
    : count0_(count0), count1_(count1), width_(width_for(count0, count1)) {}

namespace {

// A stretch of fixed cells at one end of a line: its counts of values 0 and
// 1, and the value and length of its run next to the open cells.
struct Stretch {
  int count0 = 0, count1 = 0;
  int value = -1, run = 0;
};

// Cells [0, lo) and [hi, n) hold one value each (lo = 0 and hi = n when no
// cell is open); `legal` is false when either stretch has a run of three.
// fixed0 and fixed1: the cells of [lo, hi) fixed to value 0 and to value 1.
struct SettledEnds {
  std::size_t lo = 0, hi = 0;
  Stretch prefix, suffix;
  bool legal = true;
  int fixed0 = 0, fixed1 = 0;
};

SettledEnds whole_line(std::size_t n) {
  SettledEnds ends;
  ends.hi = n;
  return ends;
}

// The programme with the number of words W a compile-time constant: every
// word loop unrolls and the sets stay in registers.
//
// It runs only between the line's settled ends (a first and a last stretch
// of fixed cells: a fixed prefix leaves one state, a fixed suffix one count
// to reach; Cells::settled_ends sums them up), and it counts only the
// values the cells that Cells::open calls open take: a fixed cell moves no
// count. Given only the truly open cells' counts to reach, its sets have
// (need0 + 1) x (need1 + 1) bits, need0 and need1 being the zeros and ones
// the open cells must still take, not (count0 + 1) x (count1 + 1): a Troix
// 60x60 line with a third of its cells open needs one or two words where
// the whole counts need seven, a 99-cell line a few where they need 20.
// (ThreeValueLine::dispatch chooses; EveryCellCounted calls every cell open.)
//
// No branch depends on the domains: a value missing from a cell's domain is
// an all-zero mask on its transitions, and an open cell's shift is selected
// by a mask, not a test. A domain's values are as good as random to a branch
// predictor, and mispredicting those tests cost more than the transitions
// they skipped (cachegrind: 64% of all mispredicted branches of a Troix
// 30x30 generation were there; docs/generator.md).
template <std::size_t W>
class FixedWidthProgramme {
 public:
  using Word = bits::Word;
  using Set = std::array<Word, W>;

  // need0 + 1 < 64 (ThreeValueLine::fits), and the bits fit W words.
  FixedWidthProgramme(int need0, int need1)
      : need0_(need0), need1_(need1), stride_(static_cast<std::size_t>(need0) + 1) {
    const std::size_t bit_count = stride_ * (static_cast<std::size_t>(need1) + 1);
    for (std::size_t w = 0; w < W; ++w)
      in_range_[w] = bit_count >= 64 * (w + 1) ? ~Word{0}
                     : bit_count > 64 * w       ? (Word{1} << (bit_count - 64 * w)) - 1
                                                : 0;
    below_full0_ = in_range_;
    for (std::size_t full = static_cast<std::size_t>(need0); full < bit_count; full += stride_)
      below_full0_[full / 64] &= ~(Word{1} << (full % 64));
  }

  // `cells` says which values each cell's domain holds (Cells::has(p, u),
  // all ones or zero) and whether it is open (Cells::open(p), the same),
  // `met(p, values)` takes each cell's supported values.
  template <class Cells, class Met>
  void supports(const Cells& cells, const SettledEnds& ends, std::size_t n, Word* scratch, Met&& met) const {
    constexpr std::size_t kStates = ThreeValueLine::kStates;  // state 2u + run - 1: last value u, run 1 or 2
    // The completable sets after p cells (1..n): state s at word ((p - 1) * kStates + s) * W.
    const auto layer = [&](std::size_t p) { return scratch + (p - 1) * kStates * W; };
    const std::size_t lo = ends.lo, hi = ends.hi;
    const Stretch& prefix = ends.prefix;
    const Stretch& suffix = ends.suffix;

    // Backward: which counts, in which state after p cells, still complete
    // the line. After hi cells, the counts the open cells must take, in
    // every state the suffix's first run may follow.
    const std::size_t goal = static_cast<std::size_t>(need0_) + static_cast<std::size_t>(need1_) * stride_;
    Set target{};
    target[goal / 64] = Word{1} << (goal % 64);
    for (std::size_t s = 0; s < kStates; ++s) {
      const bool joins = hi < n && static_cast<int>(s / 2) == suffix.value && s % 2 + suffix.run > 1;
      for (std::size_t w = 0; w < W; ++w) layer(hi)[s * W + w] = joins ? 0 : target[w];
    }
    for (std::size_t p = hi - 1; p >= std::max<std::size_t>(lo, 1); --p) {
      const Word* after = layer(p + 1);
      // The sets before taking value u into its run 1 or its run 2.
      const Word open = cells.open(p);
      const Word has0 = cells.has(p, 0), has1 = cells.has(p, 1), has2 = cells.has(p, 2);
      const Set take0_run1 = retreat0(after + 0 * W, has0, open), take0_run2 = retreat0(after + 1 * W, has0, open);
      const Set take1_run1 = retreat1(after + 2 * W, has1, open), take1_run2 = retreat1(after + 3 * W, has1, open);
      Word* here = layer(p);
      for (std::size_t w = 0; w < W; ++w) {
        const Word take2_run1 = after[4 * W + w] & has2, take2_run2 = after[5 * W + w] & has2;
        const Word leave0 = take1_run1[w] | take2_run1, leave1 = take0_run1[w] | take2_run1;
        const Word leave2 = take0_run1[w] | take1_run1[w];
        here[1 * W + w] = leave0;  // (value 0, run 2): another value next
        here[0 * W + w] = leave0 | take0_run2[w];
        here[3 * W + w] = leave1;
        here[2 * W + w] = leave1 | take1_run2[w];
        here[5 * W + w] = leave2;
        here[4 * W + w] = leave2 | take2_run2;
      }
    }

    // Forward: the values on some path from the empty prefix to the goal.
    std::array<Set, kStates> now{};
    std::size_t p = lo;
    if (lo == 0) {
      // The first cell starts each value's run 1: an open one at the counts
      // (1, 0), (0, 1) or (0, 0), a fixed one at (0, 0). (The stride is
      // below 64: ThreeValueLine::fits.)
      const Word* completable = layer(1);
      const Word open = cells.open(0);
      const Word start0 = (open & (need0_ > 0 ? Word{2} : 0)) | (~open & 1);
      const Word start1 = (open & (need1_ > 0 ? Word{1} << stride_ : 0)) | (~open & 1);
      now[0][0] = start0 & completable[0 * W] & cells.has(0, 0);
      now[2][0] = start1 & completable[2 * W] & cells.has(0, 1);
      now[4][0] = Word{1} & completable[4 * W] & cells.has(0, 2);
      met(0, values_met(now));
      p = 1;
    } else {  // the prefix's one state, at no count yet, if it completes
      const std::size_t s = 2 * static_cast<std::size_t>(prefix.value) + static_cast<std::size_t>(prefix.run) - 1;
      now[s][0] = Word{1} & layer(lo)[s * W];
    }
    for (; p < hi; ++p) {
      const Word* next = layer(p + 1);
      const Word open = cells.open(p);
      const Word has0 = cells.has(p, 0), has1 = cells.has(p, 1), has2 = cells.has(p, 2);
      std::array<Set, kStates> then;
      Set other_than0, other_than1;
      for (std::size_t w = 0; w < W; ++w) {
        other_than0[w] = now[2][w] | now[3][w] | now[4][w] | now[5][w];
        other_than1[w] = now[0][w] | now[1][w] | now[4][w] | now[5][w];
      }
      const Set to0_run1 = advance0(other_than0, open), to0_run2 = advance0(now[0], open);
      const Set to1_run1 = advance1(other_than1, open), to1_run2 = advance1(now[2], open);
      for (std::size_t w = 0; w < W; ++w) {
        then[0][w] = to0_run1[w] & next[0 * W + w] & has0;
        then[1][w] = to0_run2[w] & next[1 * W + w] & has0;
        then[2][w] = to1_run1[w] & next[2 * W + w] & has1;
        then[3][w] = to1_run2[w] & next[3 * W + w] & has1;
        then[4][w] = (now[0][w] | now[1][w] | now[2][w] | now[3][w]) & next[4 * W + w] & has2;
        then[5][w] = now[4][w] & next[5 * W + w] & has2;
      }
      now = then;
      met(p, values_met(now));
    }
    // A fixed cell keeps its value exactly when the line completes.
    const bool completes = values_met(now) != 0;
    for (std::size_t q = 0; q < lo; ++q) met(q, completes ? cells.values(q) : DomainBits{0});
    for (std::size_t q = hi; q < n; ++q) met(q, completes ? cells.values(q) : DomainBits{0});
  }

 private:
  // The values whose states hold some count: bit u for states 2u, 2u + 1.
  static DomainBits values_met(const std::array<Set, ThreeValueLine::kStates>& states) {
    unsigned met = 0;
    for (unsigned u = 0; u < 3; ++u) {
      Word any = 0;
      for (std::size_t w = 0; w < W; ++w) any |= states[2 * u][w] | states[2 * u + 1][w];
      met |= static_cast<unsigned>(any != 0) << u;
    }
    return static_cast<DomainBits>(met);
  }

  // The set of (a, b) counts after taking value 0 or 1 at a cell (forward),
  // or before it (backward, and only where `allowed`). At an open cell
  // (`open` all ones) value 0 may not pass need0, value 1 not need1 (the
  // shifts by the stride leave the range); at a fixed one no count moves.
  Set advance0(const Set& in, Word open) const {
    Set out;
    Word carry = 0;
    for (std::size_t w = 0; w < W; ++w) {
      const Word x = in[w] & below_full0_[w];
      out[w] = (((x << 1) | carry) & open) | (in[w] & ~open);
      carry = x >> 63;
    }
    return out;
  }
  Set advance1(const Set& in, Word open) const {
    const std::size_t k = stride_;
    Set out;
    Word carry = 0;
    for (std::size_t w = 0; w < W; ++w) {
      out[w] = (((in[w] << k) | carry) & in_range_[w] & open) | (in[w] & ~open);
      carry = in[w] >> (64 - k);
    }
    return out;
  }
  Set retreat0(const Word* in, Word allowed, Word open) const {
    Set out;
    for (std::size_t w = 0; w < W; ++w) {
      const Word high = w + 1 < W ? in[w + 1] << 63 : 0;
      out[w] = ((((in[w] >> 1) | high) & below_full0_[w] & open) | (in[w] & ~open)) & allowed;
    }
    return out;
  }
  Set retreat1(const Word* in, Word allowed, Word open) const {
    const std::size_t k = stride_;
    Set out;
    for (std::size_t w = 0; w < W; ++w) {
      const Word high = w + 1 < W ? in[w + 1] << (64 - k) : 0;
      out[w] = ((((in[w] >> k) | high) & open) | (in[w] & ~open)) & allowed;
    }
    return out;
  }

  int need0_, need1_;
  std::size_t stride_;
  Set below_full0_{}, in_range_{};
};

// A line's cells read from their domains. Lines this long (past 64 cells)
// are rare enough that their settled ends are not looked for; their fixed
// cells still move no count.
struct DomainCells {
  std::span<const Domain> domains;
  [[nodiscard]] bits::Word has(std::size_t p, int u) const { return bits::all_if(((domains[p].bits >> u) & 1u) != 0); }
  [[nodiscard]] bits::Word open(std::size_t p) const { return bits::all_if(!domains[p].fixed()); }
  [[nodiscard]] DomainBits values(std::size_t p) const { return domains[p].bits; }
  [[nodiscard]] SettledEnds settled_ends(std::size_t n) const {
    SettledEnds ends = whole_line(n);
    for (const Domain d : domains) {
      ends.fixed0 += d.bits == Domain::of(0).bits ? 1 : 0;
      ends.fixed1 += d.bits == Domain::of(1).bits ? 1 : 0;
    }
    return ends;
  }
};

// A line of at most 64 cells read from its planes: bit p of holds[u] is set
// when cell p's domain holds u.
struct PlaneCells {
  explicit PlaneCells(const std::array<bits::Word, 3>& planes)
      : holds(planes), fixed((planes[0] ^ planes[1] ^ planes[2]) & ~(planes[0] & planes[1] & planes[2])) {}

  const std::array<bits::Word, 3>& holds;
  const bits::Word fixed;  // bit p: cell p holds one value (bits past the line hold none: not fixed)

  [[nodiscard]] bits::Word has(std::size_t p, int u) const {
    return bits::all_if(((holds[static_cast<std::size_t>(u)] >> p) & 1u) != 0);
  }
  [[nodiscard]] bits::Word open(std::size_t p) const { return bits::all_if(((fixed >> p) & 1u) == 0); }
  [[nodiscard]] DomainBits values(std::size_t p) const {
    return static_cast<DomainBits>(((holds[0] >> p) & 1u) | (((holds[1] >> p) & 1u) << 1) |
                                   (((holds[2] >> p) & 1u) << 2));
  }
  // Word-wide, with no branch on the cells (they are as good as random).
  [[nodiscard]] SettledEnds settled_ends(std::size_t n) const {
    using bits::Word;
    const Word line = n == 64 ? ~Word{0} : (Word{1} << n) - 1;
    const Word settled_cells = fixed & line;
    SettledEnds ends = whole_line(n);
    if (settled_cells == line) {  // no open cell: the whole programme (complete lines rarely come here)
      ends.fixed0 = std::popcount(holds[0] & line);
      ends.fixed1 = std::popcount(holds[1] & line);
      return ends;
    }
    ends.lo = static_cast<std::size_t>(std::countr_one(settled_cells));
    ends.hi = static_cast<std::size_t>(64 - std::countl_zero(~settled_cells & line));
    const Word before = (Word{1} << ends.lo) - 1, after = line & ~((Word{2} << (ends.hi - 1)) - 1);
    // No run of three within either stretch (open cells lie between them).
    for (const Word plane : holds) {
      const Word settled = plane & (before | after);
      ends.legal = ends.legal && (settled & (settled >> 1) & (settled >> 2)) == 0;
    }
    ends.prefix = stretch(before, ends.lo - 1, -1);
    ends.suffix = stretch(after, ends.hi, +1);
    const Word between = settled_cells & ~(before | after);
    ends.fixed0 = std::popcount(holds[0] & between);
    ends.fixed1 = std::popcount(holds[1] & between);
    return ends;
  }

 private:
  [[nodiscard]] int value(std::size_t p) const {
    return static_cast<int>(((holds[1] >> p) & 1u) + 2 * ((holds[2] >> p) & 1u));
  }
  // The counts in `cells` (all fixed), and the run that ends at cell `end`
  // and grows by `step` (a prefix's last run, a suffix's first).
  [[nodiscard]] Stretch stretch(bits::Word cells, std::size_t end, int step) const {
    Stretch s;
    if (cells == 0) return s;
    s.count0 = std::popcount(holds[0] & cells);
    s.count1 = std::popcount(holds[1] & cells);
    s.value = value(end);
    const std::size_t inward = end + static_cast<std::size_t>(step);  // wraps past 64 when out of the line
    const bool same = inward < 64 && ((cells >> inward) & 1u) != 0 && value(inward) == s.value;
    s.run = same ? 2 : 1;
    return s;
  }
};

// Calls run(std::integral_constant<std::size_t, W>) for the compiled width W.
template <class Run>
void with_width(std::size_t width, Run&& run) {
  switch (width) {
    case 1: return run(std::integral_constant<std::size_t, 1>{});
    case 2: return run(std::integral_constant<std::size_t, 2>{});
    case 3: return run(std::integral_constant<std::size_t, 3>{});
    case 4: return run(std::integral_constant<std::size_t, 4>{});
    case 5: return run(std::integral_constant<std::size_t, 5>{});
    case 6: return run(std::integral_constant<std::size_t, 6>{});
    case 7: return run(std::integral_constant<std::size_t, 7>{});
    case 8: return run(std::integral_constant<std::size_t, 8>{});
    case 10: return run(std::integral_constant<std::size_t, 10>{});
    case 12: return run(std::integral_constant<std::size_t, 12>{});
    case 14: return run(std::integral_constant<std::size_t, 14>{});
    case 16: return run(std::integral_constant<std::size_t, 16>{});
    case 20: return run(std::integral_constant<std::size_t, 20>{});
    case 24: return run(std::integral_constant<std::size_t, 24>{});
    case 28: return run(std::integral_constant<std::size_t, 28>{});
    case 32: return run(std::integral_constant<std::size_t, 32>{});
    case 40: return run(std::integral_constant<std::size_t, 40>{});
    case 48: return run(std::integral_constant<std::size_t, 48>{});
    case 56: return run(std::integral_constant<std::size_t, 56>{});
    default: return run(std::integral_constant<std::size_t, 64>{});
  }
}

// The same cells, every one counted as open: a fixed cell then moves the
// counts like an open one (its one value's mask lets only that value by),
// and the open-cell selects fold away.
template <class Cells>
struct EveryCellCounted {
  const Cells& cells;
  [[nodiscard]] bits::Word has(std::size_t p, int u) const { return cells.has(p, u); }
  [[nodiscard]] static bits::Word open(std::size_t /*p*/) { return ~bits::Word{0}; }
  [[nodiscard]] DomainBits values(std::size_t p) const { return cells.values(p); }
};

}  // namespace

// Counting only the open cells' values needs fewer words when many cells
// between the settled ends are fixed, but costs a select per word; where it
// would need as many words as counting every cell, every cell is counted
// (Troix 15x15 lines have one word either way: +11% instructions with the
// selects).
template <class Cells, class Met>
void ThreeValueLine::dispatch(const Cells& cells, std::size_t n, bits::Word* scratch, Met&& met) const {
  const SettledEnds ends = cells.settled_ends(n);
  // The zeros and ones the cells between the settled ends must take, and
  // those of them the open cells must take.
  const int between0 = count0_ - ends.prefix.count0 - ends.suffix.count0;
  const int between1 = count1_ - ends.prefix.count1 - ends.suffix.count1;
  const int need0 = between0 - ends.fixed0, need1 = between1 - ends.fixed1;
  if (need0 < 0 || need1 < 0 || !ends.legal) {
    for (std::size_t p = 0; p < n; ++p) met(p, DomainBits{0});
    return;
  }
  // (Both at most width_: the counts are at most count0 and count1. Lines
  // of one word, Troix up to 21 cells, have nothing to gain.)
  const std::size_t every_width = width_ == 1 ? 1 : width_for(between0, between1);
  const std::size_t open_width = width_ == 1 ? 1 : width_for(need0, need1);
  if (open_width < every_width) {
    with_width(open_width, [&]<std::size_t W>(std::integral_constant<std::size_t, W>) {
      FixedWidthProgramme<W>(need0, need1).supports(cells, ends, n, scratch, met);
    });
  } else {
    const EveryCellCounted<Cells> counted{cells};
    with_width(every_width, [&]<std::size_t W>(std::integral_constant<std::size_t, W>) {
      FixedWidthProgramme<W>(between0, between1).supports(counted, ends, n, scratch, met);
    });
  }
}

void ThreeValueLine::supports(std::span<const Domain> domains, std::span<Word> scratch,
                              std::span<DomainBits> supported) const {
  dispatch(DomainCells{domains}, domains.size(), scratch.data(),
           [&](std::size_t p, DomainBits values) { supported[p] = values; });
}

void ThreeValueLine::supports(const std::array<Word, 3>& holds, std::size_t n, std::span<Word> scratch,
                              std::array<Word, 3>& supported) const {
  supported = {};
  dispatch(PlaneCells(holds), n, scratch.data(), [&](std::size_t p, DomainBits values) {
    for (std::size_t u = 0; u < 3; ++u) supported[u] |= Word{(values >> u) & 1u} << p;
  });
}

}  // namespace xoi
